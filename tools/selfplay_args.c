/* The selfplay command line: options, and agents written LEVEL[:ITERATIONS[:THREADS]]. */
#include "selfplay_args.h"

#include <stdio.h>
#include <string.h>

#include "args.h"
#include "optarg.h"

static int parse_agent(const char *spec, selfplay_agent *a, char *err, size_t cap) {
    char buf[64];
    if (strlen(spec) >= sizeof buf) return args_fail(err, cap, "agent '%.40s...' is too long", spec);
    memcpy(buf, spec, strlen(spec) + 1);
    char *rest = strchr(buf, ':');
    if (rest) *rest++ = 0;
    int level = cit_ai_level_from_name(buf);
    if (level < 0) return args_fail(err, cap, "unknown agent level '%s'", buf);
    cit_ai_config_default(&a->cfg, (cit_ai_level)level);
    if (rest) {
        char *t = strchr(rest, ':');
        if (t) *t++ = 0;
        long v;
        if (!args_long(rest, 1, CIT_AI_MAX_ITERATIONS, &v))
            return args_fail(err, cap, "agent '%s': iterations must be a number 1-%d", spec, CIT_AI_MAX_ITERATIONS);
        a->cfg.iterations = (int32_t)v;
        if (t) {
            char *u = strchr(t, ':');
            if (u) *u++ = 0;
            if (!args_long(t, 1, CIT_AI_MAX_THREADS, &v))
                return args_fail(err, cap, "agent '%s': threads must be a number 1-%d", spec, CIT_AI_MAX_THREADS);
            a->cfg.threads = (uint8_t)v;
            /* ":uniform": the modules' own playout answers left out (for comparisons) */
            if (u && strcmp(u, "uniform")) return args_fail(err, cap, "agent '%s': the last part may only be 'uniform'", spec);
            if (u) a->cfg.uniform_modules = 1;
        }
    }
    const char *why = cit_ai_config_problem(&a->cfg);
    if (why) return args_fail(err, cap, "agent '%s': %s", spec, why);
    snprintf(a->name, sizeof a->name, "%s", spec);
    return 0;
}

int selfplay_parse_args(int argc, char **argv, selfplay_opts *o, char *err, size_t cap) {
    memset(o, 0, sizeof *o);
    o->ngames = 100;
    o->njobs = 1;
    o->seed = 1;
    cit_options_default(&o->rules);
    if (cap) err[0] = '\0';
    for (int i = 1; i < argc; i++) {
        const char *s = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        long n;
        if (!strcmp(s, "--games") || !strcmp(s, "--jobs")) {
            int games = s[2] == 'g';
            long hi = games ? SELFPLAY_MAX_GAMES : SELFPLAY_MAX_JOBS;
            if (!args_long(v, 1, hi, &n)) return args_fail(err, cap, "%s needs a number 1-%ld", s, hi);
            *(games ? &o->ngames : &o->njobs) = (int)n;
            i++;
        } else if (!strcmp(s, "--seed")) {
            if (!args_u64(v, &o->seed)) return args_fail(err, cap, "--seed needs a whole number (0-2^64-1)");
            i++;
        } else if (!strcmp(s, "--mode")) {
            o->mode = tools_mode_arg(v, err, cap);
            if (o->mode < 0) return 2;
            i++;
        } else if (!strcmp(s, "--verbose")) {
            o->verbose = 1;
        } else if (!strcmp(s, "--option") || !strcmp(s, "--count")) {
            int bare = s[2] == 'c'; /* --count is --option count=1 */
            if (!bare && !v) return args_fail(err, cap, "--option needs NAME=VALUE");
            if (!tools_option_arg(&o->rules, bare ? "count=1" : v, err, cap)) return 2;
            i += !bare;
        } else if (s[0] == '-') {
            return args_fail(err, cap, "unknown option '%s'", s);
        } else {
            if (o->nagents == CIT_MAX_PLAYERS) return args_fail(err, cap, "at most %d agents", CIT_MAX_PLAYERS);
            int rc = parse_agent(s, &o->agents[o->nagents], err, cap);
            if (rc) return rc;
            o->nagents++;
        }
    }
    if (o->nagents < CIT_MIN_PLAYERS) return args_fail(err, cap, "needs at least %d agents", CIT_MIN_PLAYERS);
    const cit_mode_def *md = cit_mode_def_at(o->mode);
    if (o->nagents < md->min_players || o->nagents > md->max_players)
        return args_fail(err, cap, "mode %s takes %d-%d players (agents)", md->name, md->min_players, md->max_players);
    if (!tools_options_fit_mode(&o->rules, o->mode, err, cap)) return 2;
    return 0;
}
