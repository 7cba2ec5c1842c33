/* The bench command line: seconds per figure, or a fixed number of games of one kind. */
#include "bench_args.h"

#include <string.h>

#include "args.h"
#include "engine.h"

int bench_expansion_kind(const char *name, size_t len) {
    int id = cit_option_find(name, len);
    const cit_option_def *d = cit_option_def_at(id);
    if (!d || !d->is_module || d->mode != CIT_MODE_CLASSIC || id < CIT_MODULE_IDS(0)) return -1;
    return (id - CIT_MODULE_IDS(0)) % (CIT_MODULE_IDS(1) - CIT_MODULE_IDS(0)) ? -1 : id;
}

int bench_parse_args(int argc, char **argv, bench_args *a, char *err, size_t cap) {
    memset(a, 0, sizeof *a);
    a->seconds = 3.0;
    if (cap) err[0] = '\0';
    if (argc >= 2 && !strcmp(argv[1], "--fixed")) {
        /* --digest: the end states' hash; --digest moves: the play digest, which reads
           no engine representation (see bench_args.h) */
        if (argc > 4 && !strcmp(argv[argc - 2], "--digest") && !strcmp(argv[argc - 1], "moves")) {
            a->digest = BENCH_DIGEST_MOVES;
            argc -= 2;
        } else if (argc > 3 && !strcmp(argv[argc - 1], "--digest")) {
            a->digest = BENCH_DIGEST_STATE;
            argc--;
        }
        if (argc > 4) return args_fail(err, cap, "too many arguments");
        if (!args_long(argc > 2 ? argv[2] : NULL, 1, 100000000, &a->fixed))
            return args_fail(err, cap, "--fixed needs a number of games 1-100000000");
        const char *m = argc > 3 ? argv[3] : "playout";
        static const char *const kinds[] = {[BENCH_PLAYOUT] = "playout", [BENCH_APPLY] = "apply",
                                            [BENCH_FLAT] = "flat", [BENCH_COUNT] = "count", [BENCH_BCB] = "bcb",
                                            [BENCH_HALFLINGS] = "halflings", [BENCH_CITY] = "city",
                                            [BENCH_RIVER] = "river", [BENCH_INNS] = "inns",
                                            [BENCH_TRADERS] = "traders", [BENCH_ALL] = "all",
                                            [BENCH_THREE] = "three", [BENCH_BIGBOX] = "bigbox"};
        /* KIND-ai: the same games played the computer players' playout way */
        size_t len = strlen(m);
        if (len > 3 && !strcmp(m + len - 3, "-ai")) {
            a->ai = 1;
            len -= 3;
        } else if (len > 7 && !strcmp(m + len - 7, "-search")) { /* KIND-search: the search's path */
            a->ai = a->search = 1;
            len -= 7;
        }
        int found = -1;
        for (int k = 0; k < (int)(sizeof kinds / sizeof kinds[0]) && found < 0; k++)
            if (strlen(kinds[k]) == len && !strncmp(m, kinds[k], len)) found = k;
        if (found < 0 && (a->expansion = bench_expansion_kind(m, len)) >= 0) found = BENCH_EXPANSION;
        /* the AI's path is a playout's: the kinds that play moves another way have none */
        if (found < 0 || (a->ai && (found == BENCH_APPLY || found == BENCH_FLAT)))
            return args_fail(err, cap, "unknown kind '%s' (the usage lists them; any but apply and flat takes -ai or -search)", m);
        a->mode = (bench_mode)found;
        return 0;
    }
    if (argc > 2) return args_fail(err, cap, "too many arguments");
    if (argc == 2 && !args_double(argv[1], 0.01, 3600, &a->seconds))
        return args_fail(err, cap, "seconds per figure must be a number 0.01-3600");
    return 0;
}
