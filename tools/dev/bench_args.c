/* The bench command line: seconds per figure, or a fixed number of games of one kind. */
#include "bench_args.h"

#include <string.h>

#include "args.h"

int bench_parse_args(int argc, char **argv, bench_args *a, char *err, size_t cap) {
    memset(a, 0, sizeof *a);
    a->seconds = 3.0;
    if (cap) err[0] = '\0';
    if (argc >= 2 && !strcmp(argv[1], "--fixed")) {
        if (argc > 3 && !strcmp(argv[argc - 1], "--digest")) {
            a->digest = 1;
            argc--;
        }
        if (argc > 4) return args_fail(err, cap, "too many arguments");
        if (!args_long(argc > 2 ? argv[2] : NULL, 1, 100000000, &a->fixed))
            return args_fail(err, cap, "--fixed needs a number of games 1-100000000");
        const char *m = argc > 3 ? argv[3] : "playout";
        if (!strcmp(m, "playout")) a->mode = BENCH_PLAYOUT;
        else if (!strcmp(m, "apply")) a->mode = BENCH_APPLY;
        else if (!strcmp(m, "flat")) a->mode = BENCH_FLAT;
        else if (!strcmp(m, "count")) a->mode = BENCH_COUNT;
        else if (!strcmp(m, "bcb")) a->mode = BENCH_BCB;
        else if (!strcmp(m, "halflings")) a->mode = BENCH_HALFLINGS;
        else if (!strcmp(m, "city")) a->mode = BENCH_CITY;
        else if (!strcmp(m, "river")) a->mode = BENCH_RIVER;
        else if (!strcmp(m, "inns")) a->mode = BENCH_INNS;
        else if (!strcmp(m, "traders")) a->mode = BENCH_TRADERS;
        else if (!strcmp(m, "all")) a->mode = BENCH_ALL;
        else if (!strcmp(m, "three")) a->mode = BENCH_THREE;
        else if (!strcmp(m, "tower")) a->mode = BENCH_TOWER;
        else if (!strcmp(m, "dragon")) a->mode = BENCH_DRAGON;
        else if (!strcmp(m, "abbey")) a->mode = BENCH_ABBEY;
        else if (!strcmp(m, "bigbox")) a->mode = BENCH_BIGBOX;
        else return args_fail(err, cap, "unknown kind '%s' (playout, apply, flat, count, bcb, halflings, city, river, inns, traders, all, three, tower, dragon, abbey or bigbox)", m);
        return 0;
    }
    if (argc > 2) return args_fail(err, cap, "too many arguments");
    if (argc == 2 && !args_double(argv[1], 0.01, 3600, &a->seconds))
        return args_fail(err, cap, "seconds per figure must be a number 0.01-3600");
    return 0;
}
