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

int tools_mode_arg(const char *arg, char *err, size_t errlen) {
    char known[128];
    size_t at = 0;
    known[0] = 0;
    for (int i = 0; i < cit_mode_count() && at < sizeof known; i++) {
        int w = snprintf(known + at, sizeof known - at, "%s%s", at ? ", " : "", cit_mode_def_at(i)->name);
        if (w < 0) break;
        at += (size_t)w;
    }
    int mode = arg ? cit_mode_find(arg, strlen(arg)) : -1;
    if (mode < 0) {
        snprintf(err, errlen, "unknown mode '%s' (known: %s)", arg ? arg : "", known);
        return -1;
    }
    if (!cit_mode_playable(mode)) {
        snprintf(err, errlen, "mode %s cannot be played yet", arg);
        return -1;
    }
    return mode;
}

int tools_options_fit_mode(const cit_options *o, int mode, char *err, size_t errlen) {
    for (int i = 0; i < cit_option_count(); i++) {
        const cit_option_def *d = cit_option_def_at(i);
        if (!d || d->mode == mode || cit_option_get(o, i) == d->def) continue;
        const cit_mode_def *md = cit_mode_def_at(mode);
        snprintf(err, errlen, "option %s does not apply to mode %s", d->name, md ? md->name : "?");
        return 0;
    }
    return 1;
}
