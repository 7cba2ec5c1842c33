/* A tiny printf-free formatter (the engine promises not to call the printf family). */
#include "textfmt.h"

#include <string.h>

typedef struct {
    char *buf;
    size_t cap, len;
} out;

static void put(out *o, char c) {
    if (o->len + 1 < o->cap) o->buf[o->len] = c;
    o->len++;
}

static void put_str(out *o, const char *s, size_t n) {
    for (size_t i = 0; i < n; i++) put(o, s[i]);
}

static void put_uint(out *o, unsigned long v) {
    char tmp[24];
    int n = 0;
    do {
        tmp[n++] = (char)('0' + v % 10);
        v /= 10;
    } while (v);
    while (n) put(o, tmp[--n]);
}

size_t cit_vfmt(char *buf, size_t cap, const char *fmt, va_list ap) {
    out o = {buf, cap, 0};
    for (const char *p = fmt; *p; p++) {
        if (*p != '%') {
            put(&o, *p);
            continue;
        }
        p++;
        if (*p == 's') {
            const char *s = va_arg(ap, const char *);
            if (!s) s = "(null)";
            put_str(&o, s, strlen(s));
        } else if (*p == 'd') {
            int v = va_arg(ap, int);
            unsigned long u = v < 0 ? (unsigned long)(-(long)v) : (unsigned long)v;
            if (v < 0) put(&o, '-');
            put_uint(&o, u);
        } else if (*p == 'u') {
            put_uint(&o, va_arg(ap, unsigned));
        } else if (*p == 'c') {
            put(&o, (char)va_arg(ap, int));
        } else if (p[0] == '.' && p[1] == '*' && p[2] == 's') {
            int n = va_arg(ap, int);
            const char *s = va_arg(ap, const char *);
            put_str(&o, s, n > 0 ? (size_t)n : 0);
            p += 2;
        } else if (*p == '%') {
            put(&o, '%');
        } else {
            put(&o, '%');
            if (!*p) break;
            put(&o, *p);
        }
    }
    if (cap) buf[o.len < cap ? o.len : cap - 1] = '\0';
    return o.len;
}

size_t cit_fmt(char *buf, size_t cap, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    size_t n = cit_vfmt(buf, cap, fmt, ap);
    va_end(ap);
    return n;
}
