/* The bench command line, parsed apart from main so tests and the fuzzer can call it. */
#ifndef CIT_BENCH_ARGS_H
#define CIT_BENCH_ARGS_H

#include <stddef.h>

typedef enum { BENCH_PLAYOUT, BENCH_APPLY, BENCH_FLAT, BENCH_COUNT, BENCH_BCB, BENCH_HALFLINGS, BENCH_CITY, BENCH_RIVER, BENCH_INNS, BENCH_TRADERS, BENCH_ALL, BENCH_THREE, BENCH_TOWER, BENCH_DRAGON, BENCH_ABBEY, BENCH_BIGBOX, BENCH_HILLS, BENCH_BIGTOP } bench_mode;

enum { BENCH_DIGEST_NONE, BENCH_DIGEST_STATE, BENCH_DIGEST_MOVES };

typedef struct {
    double seconds;  /* per figure, for the timed run */
    long fixed;      /* > 0: play this many games of `mode` (for cachegrind), no timing */
    bench_mode mode;
    int digest;      /* --digest after the kind: print a digest of the games' end states
                        (BENCH_DIGEST_STATE: cit_game_hash, which reads the engine's own
                        layout); --digest moves: the play digest (BENCH_DIGEST_MOVES: every
                        applied move's text, then each player's score and figures in
                        supply, kept and captured, as the public queries tell them), the
                        same however the engine keeps a game, so a change of the state's
                        layout shows that it changed no game */
    int ai;          /* KIND-ai: each move as the computer players' playouts make it (a
                        module's own playout answer where it has one, else the engine's
                        random step), not the bench's uniform step alone */
    int search;      /* KIND-search: the KIND-ai games, and from every few positions of
                        each a few of a search's iterations (bench.c, search_from) */
} bench_args;

/* `bench [SECONDS]` or `bench --fixed N [playout|apply|flat|count|...|all|three|tower|dragon|abbey|bigbox|hills|bigtop] [--digest [moves]]`
   (count: playouts with the Count of Carcassonne; city: two-player games of The City;
   three: the River, Inns & Cathedrals and Traders & Builders together; tower: The Tower; dragon: the Princess & the Dragon; abbey: Abbey & Mayor's abbeys, mayor and wagon;
   bigbox: the whole Big Box: the River, Inns & Cathedrals, Traders & Builders and the three;
   hills: Hills & Sheep's tiles with the shepherd; bigtop: Under the Big Top (circus,
   acrobats, ringmaster);
   any kind but apply and flat with the suffix -ai, e.g. bigbox-ai: the AI's playout path,
   or -search: the search's path, copy, re-deal of the unseen tiles and playout).
   Returns 0, or 2 with the
   reason in err (cap bytes). */
int bench_parse_args(int argc, char **argv, bench_args *a, char *err, size_t cap);

#endif
