/* The cit-cli command line: play [--seed S] [--players N] [--mode M] [--option NAME=VALUE] [--count]
   [--save FILE]
   | replay FILE | moves FILE | review FILE [--budget N] [--seed S] [--from K]. */
#include "cli_args.h"

#include <string.h>

#include "args.h"
#include "engine.h"
#include "optarg.h"

static int parse_play(int argc, char **argv, cli_args *a, char *err, size_t cap) {
    for (int i = 2; i < argc; i++) {
        const char *s = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        long n;
        if (!strcmp(s, "--seed")) {
            if (!args_u64(v, &a->seed)) return args_fail(err, cap, "--seed needs a whole number (0-2^64-1)");
        } else if (!strcmp(s, "--players")) {
            if (!args_long(v, CIT_MIN_PLAYERS, CIT_MAX_PLAYERS, &n))
                return args_fail(err, cap, "--players needs a number %d-%d", CIT_MIN_PLAYERS, CIT_MAX_PLAYERS);
            a->players = (int)n;
        } else if (!strcmp(s, "--mode")) {
            a->mode = tools_mode_arg(v, err, cap);
            if (a->mode < 0) return 2;
        } else if (!strcmp(s, "--save")) {
            if (!v || !v[0]) return args_fail(err, cap, "--save needs a file name");
            a->save = v;
        } else if (!strcmp(s, "--option") || !strcmp(s, "--count")) {
            int bare = s[2] == 'c'; /* --count is --option count=1 */
            if (!bare && !v) return args_fail(err, cap, "--option needs NAME=VALUE");
            if (!tools_option_arg(&a->rules, bare ? "count=1" : v, err, cap)) return 2;
            if (bare) continue;
        } else {
            return args_fail(err, cap, "unknown option '%s'", s);
        }
        i++;
    }
    const cit_mode_def *md = cit_mode_def_at(a->mode);
    if (a->players < md->min_players || a->players > md->max_players)
        return args_fail(err, cap, "mode %s takes %d-%d players", md->name, md->min_players, md->max_players);
    if (!tools_options_fit_mode(&a->rules, a->mode, err, cap)) return 2;
    return 0;
}

int cli_parse_args(int argc, char **argv, cli_args *a, char *err, size_t cap) {
    memset(a, 0, sizeof *a);
    a->seed = 1;
    a->players = 2;
    cit_options_default(&a->rules);
    if (cap) err[0] = '\0';
    if (argc < 2) return args_fail(err, cap, "needs a command");
    if (!strcmp(argv[1], "play")) {
        a->cmd = CLI_PLAY;
        return parse_play(argc, argv, a, err, cap);
    }
    if (!strcmp(argv[1], "review")) {
        a->cmd = CLI_REVIEW;
        a->budget = CLI_REVIEW_BUDGET;
        a->from = 1;
        for (int i = 2; i < argc; i++) {
            const char *s = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
            long n;
            if (!strcmp(s, "--budget")) {
                if (!args_long(v, 1, CLI_REVIEW_BUDGET_MAX, &n))
                    return args_fail(err, cap, "--budget needs a number 1-%d", CLI_REVIEW_BUDGET_MAX);
                a->budget = n;
                i++;
            } else if (!strcmp(s, "--seed")) {
                if (!args_u64(v, &a->seed)) return args_fail(err, cap, "--seed needs a whole number (0-2^64-1)");
                i++;
            } else if (!strcmp(s, "--from")) {
                if (!args_long(v, 1, 100000, &n)) return args_fail(err, cap, "--from needs a move number 1-100000");
                a->from = n;
                i++;
            } else if (s[0] == '-' || a->file) {
                return args_fail(err, cap, "review: unknown option or second file '%s'", s);
            } else {
                if (!s[0]) return args_fail(err, cap, "review needs a save file");
                a->file = s;
            }
        }
        if (!a->file) return args_fail(err, cap, "review needs a save file");
        return 0;
    }
    if (!strcmp(argv[1], "replay") || !strcmp(argv[1], "moves")) {
        a->cmd = argv[1][0] == 'r' ? CLI_REPLAY : CLI_MOVES;
        if (argc != 3 || !argv[2][0]) return args_fail(err, cap, "%s needs exactly one save file", argv[1]);
        a->file = argv[2];
        return 0;
    }
    return args_fail(err, cap, "unknown command '%s'", argv[1]);
}
