/* Strict number parsing for command lines (atoi and strtoull accept "abc" as 0). */
#include "args.h"

#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

/* strtol and friends skip leading blanks and take a sign; a command line value should
   be exactly digits (with '-' only where negatives make sense). */
static int plain_start(const char *text, int allow_minus) {
    if (!text) return 0;
    if (*text == '-' && allow_minus) text++;
    return *text >= '0' && *text <= '9';
}

int args_long(const char *text, long lo, long hi, long *out) {
    if (!plain_start(text, lo < 0)) return 0;
    char *end;
    errno = 0;
    long v = strtol(text, &end, 10);
    if (errno || *end || v < lo || v > hi) return 0;
    *out = v;
    return 1;
}

int args_u64(const char *text, uint64_t *out) {
    if (!plain_start(text, 0)) return 0;
    char *end;
    errno = 0;
    unsigned long long v = strtoull(text, &end, 10);
    if (errno || *end) return 0;
    *out = (uint64_t)v;
    return 1;
}

int args_double(const char *text, double lo, double hi, double *out) {
    if (!text || !((*text >= '0' && *text <= '9') || *text == '.' || (*text == '-' && lo < 0))) return 0;
    char *end;
    errno = 0;
    double v = strtod(text, &end);
    if (errno || *end || !isfinite(v) || !(v >= lo && v <= hi)) return 0;
    *out = v;
    return 1;
}

int args_size(const char *text, int lo, int hi, int *w, int *h) {
    if (!plain_start(text, 0)) return 0;
    char *end;
    errno = 0;
    long a = strtol(text, &end, 10);
    if (errno || *end != 'x' || !plain_start(end + 1, 0)) return 0;
    long b = strtol(end + 1, &end, 10);
    if (errno || *end || a < lo || a > hi || b < lo || b > hi) return 0;
    *w = (int)a;
    *h = (int)b;
    return 1;
}

int args_fail(char *err, size_t cap, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    if (cap) vsnprintf(err, cap, fmt, ap);
    va_end(ap);
    return 2;
}
