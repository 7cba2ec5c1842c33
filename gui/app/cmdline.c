/* The citadela command line: every value checked, a wrong one named instead of ignored. */
#include "app/cmdline.h"

#include <string.h>

#include "args.h"
#include "app/i18n.h"

/* Options that take a value; the value is checked where it is used below. */
static int takes_value(const char *s) {
    static const char *const with[] = {"--lang", "--scale", "--size", "--load", "--replay", "--seed", "--datadir", "--port", "--join"};
    for (size_t i = 0; i < sizeof with / sizeof with[0]; i++)
        if (!strcmp(s, with[i])) return 1;
    return 0;
}

static int bad(char *err, size_t cap, const char *what, const char *v) {
    args_fail(err, cap, "%s: '%.60s'", what, v ? v : "");
    return GUI_ARGS_BAD;
}

static gui_args_result one_value(const char *s, const char *v, gui_app_options *o, char *err, size_t cap) {
    long n;
    if (!strcmp(s, "--lang")) {
        size_t len = strlen(v);
        int code = len >= 2 && len < sizeof o->lang;
        for (const char *c = v; code && *c; c++)
            code = (*c >= 'a' && *c <= 'z') || (*c >= 'A' && *c <= 'Z') || *c == '_';
        if (!code) return bad(err, cap, "--lang must be a language code such as en, cs or de", v);
        memcpy(o->lang, v, len + 1);
    } else if (!strcmp(s, "--scale")) {
        if (!args_long(v, 75, 200, &n)) return bad(err, cap, "--scale must be a percentage 75-200", v);
        o->scale_pct = (int)n;
    } else if (!strcmp(s, "--size")) {
        if (!args_size(v, GUI_MIN_WINDOW_H < GUI_MIN_WINDOW_W ? GUI_MIN_WINDOW_H : GUI_MIN_WINDOW_W,
                       GUI_MAX_WINDOW, &o->w, &o->h) ||
            o->w < GUI_MIN_WINDOW_W || o->h < GUI_MIN_WINDOW_H)
            return bad(err, cap, "--size must be WxH, at least 320x320 (a phone) and at most 16384x16384", v);
    } else if (!strcmp(s, "--port")) {
        if (!args_long(v, 1, 65535, &n)) return bad(err, cap, "--port must be a TCP port, 1-65535", v);
        o->net_port = (int)n;
    } else if (!strcmp(s, "--join")) {
        o->join = v; /* read on the join screen, which names what is wrong with it (app/join_link.c) */
    } else if (!strcmp(s, "--seed")) {
        if (!args_u64(v, &o->seed)) return bad(err, cap, "--seed must be a whole number (0-2^64-1)", v);
    } else if (!v[0]) {
        return bad(err, cap, s[2] == 'd' ? "--datadir needs a directory" : s[2] == 'r' ? "--replay needs a file" : "--load needs a file", v);
    } else if (s[2] == 'r') {
        o->replay = v;
    } else {
        *(s[2] == 'l' ? &o->load : &o->datadir) = v;
    }
    return GUI_ARGS_RUN;
}

gui_args_result gui_parse_args(int argc, char **argv, gui_app_options *o, char *err, size_t cap) {
    if (cap) err[0] = '\0';
    for (int i = 1; i < argc; i++) {
        const char *s = argv[i];
        if (!strcmp(s, "--help")) return GUI_ARGS_HELP;
        if (!strcmp(s, "--version")) return GUI_ARGS_VERSION;
        if (!strcmp(s, "--fullscreen") || !strcmp(s, "--windowed")) {
            o->fullscreen = s[2] == 'f';
        } else if (takes_value(s)) {
            if (i + 1 >= argc) return bad(err, cap, "missing value for", s);
            gui_args_result r = one_value(s, argv[++i], o, err, cap);
            if (r != GUI_ARGS_RUN) return r;
        } else {
            return bad(err, cap, "unrecognised option", s);
        }
    }
    return GUI_ARGS_RUN;
}
