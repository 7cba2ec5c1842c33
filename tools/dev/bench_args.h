/* The bench command line, parsed apart from main so tests and the fuzzer can call it. */
#ifndef CIT_BENCH_ARGS_H
#define CIT_BENCH_ARGS_H

#include <stddef.h>

typedef enum { BENCH_PLAYOUT, BENCH_APPLY, BENCH_FLAT, BENCH_COUNT, BENCH_BCB, BENCH_HALFLINGS, BENCH_CITY, BENCH_RIVER, BENCH_INNS, BENCH_TRADERS, BENCH_ALL, BENCH_THREE, BENCH_BIGBOX,
               BENCH_EXPANSION /* one expansion of the module registry: bench_args.expansion */ } bench_mode;

/* An expansion of the module registry as a bench kind: the option that switches a module on
   (cit_option_def.is_module, the first of the module's own ids, classic mode) named `name`
   (len bytes), or -1. Its games turn on every option of the module that switches a part of
   it on (is_module: the mayor, the wagon, the shepherd...) and leave the others at their
   defaults; so a new expansion is a bench kind, and a speed guard row, with no line here. */
int bench_expansion_kind(const char *name, size_t len);

enum { BENCH_DIGEST_NONE, BENCH_DIGEST_STATE, BENCH_DIGEST_MOVES };

typedef struct {
    double seconds;  /* per figure, for the timed run */
    long fixed;      /* > 0: play this many games of `mode` (for cachegrind), no timing */
    bench_mode mode;
    int expansion;   /* BENCH_EXPANSION: its option (bench_expansion_kind) */
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

/* `bench [SECONDS]` or `bench --fixed N [playout|apply|flat|count|...|all|three|bigbox|EXPANSION] [--digest [moves]]`
   (count: playouts with the Count of Carcassonne; city: two-player games of The City;
   three: the River, Inns & Cathedrals and Traders & Builders together;
   bigbox: the whole Big Box: the River, Inns & Cathedrals, Traders & Builders, The Tower,
   the Princess & the Dragon, Abbey & Mayor; EXPANSION: an expansion of the registry by its
   option's name (bench_expansion_kind): tower, dragon, abbey (abbeys, mayor, wagon, barn),
   hills_sheep (with the shepherd), bigtop (circus, acrobats, ringmaster);
   any kind but apply and flat with the suffix -ai, e.g. bigbox-ai: the AI's playout path,
   or -search: the search's path, copy, re-deal of the unseen tiles and playout).
   Returns 0, or 2 with the
   reason in err (cap bytes). */
int bench_parse_args(int argc, char **argv, bench_args *a, char *err, size_t cap);

#endif
