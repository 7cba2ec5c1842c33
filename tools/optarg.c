/* Rule options on command lines: "--option NAME=VALUE" checked against the engine's option table. */
#include "optarg.h"

#include <stdio.h>
#include <string.h>

static void list_options(char *buf, size_t len) {
    size_t at = 0;
    buf[0] = 0;
    for (int i = 0; i < cit_option_count() && at < len; i++) {
        const cit_option_def *d = cit_option_def_at(i);
        if (!d) continue; /* an id no option has */
        int w = snprintf(buf + at, len - at, "%s%s=0..%d", at ? ", " : "", d->name, d->max);
        if (w < 0) break;
        at += (size_t)w;
    }
}

int tools_option_arg(cit_options *o, const char *arg, char *err, size_t errlen) {
    char known[256];
    list_options(known, sizeof known);
    const char *eq = strchr(arg, '=');
    size_t nlen = eq ? (size_t)(eq - arg) : strlen(arg);
    int id = cit_option_find(arg, nlen);
    if (id < 0) {
        snprintf(err, errlen, "unknown option '%.*s' (known: %s)", (int)nlen, arg, known);
        return 0;
    }
    const cit_option_def *d = cit_option_def_at(id);
    int value = 1;
    if (eq) {
        const char *v = eq + 1;
        size_t vl = strlen(v);
        value = 0;
        if (vl == 0 || vl > 3 || strspn(v, "0123456789") != vl) value = -1;
        else
            for (size_t i = 0; i < vl; i++) value = value * 10 + (v[i] - '0');
    }
    if (value < 0 || !cit_option_set(o, id, value)) {
        snprintf(err, errlen, "bad value '%s' for option %s (allowed: 0..%d)", eq ? eq + 1 : "",
                 d->name, d->max);
        return 0;
    }
    return 1;
}

void tools_options_text(const cit_options *o, char *buf, size_t len) {
    size_t at = 0;
    buf[0] = 0;
    for (int i = 0; i < cit_option_count() && at < len; i++) {
        const cit_option_def *d = cit_option_def_at(i);
        if (!d) continue; /* an id no option has */
        int v = cit_option_get(o, i);
        if (v == d->def) continue;
        int w = snprintf(buf + at, len - at, "%s%s=%d", at ? " " : "", d->name, v);
        if (w < 0) break;
        at += (size_t)w;
    }
    if (!buf[0]) snprintf(buf, len, "defaults");
}
