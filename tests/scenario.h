/* The scenario runner's parts (tests/scenario_runner.c): one scenario file being run, the
   helpers its statements share, and what a module's file (tests/scenario_NAME.c) adds to
   the language. */
#ifndef TESTS_SCENARIO_H
#define TESTS_SCENARIO_H

#include "engine.h"

/*
 * The runner knows no module (docs/architecture.md, "Writing a module"). It reads the core's
 * statements: the set-up, any move through cit_move_parse, undo, and the expectations every
 * game has (scores, features, followers, events, the declared follower kinds). A module's
 * file (tests/scenario_NAME.c) fills a scenario_module with the statements and `expect`
 * words it brings, each described in that file's header, and a registry
 * (tests/scenario_registry.c) lists them.
 */

/* What the applied moves reported (an `undo` takes back the last move's share). */
typedef struct {
    int discards;
    int event_sum[CIT_MAX_PLAYERS];
    /* every event the applied moves reported, by type and player (CIT_MAX_PLAYERS: nobody) */
    int events_of[256][CIT_MAX_PLAYERS + 1];
    int nlog; /* the events of scenario.log that the applied moves reported */
} scenario_tally;

/* An event as the moves reported it, with the number of the move (from 0) that did. */
typedef struct {
    int move;
    cit_event ev;
} scenario_logged;

/* Moves an `undo` can take back, the latest (older ones are dropped past it). */
#define SCENARIO_MAX_UNDO 64
/* Modules a registry may list. */
#define SCENARIO_MAX_MODULES 32

typedef struct scenario {
    const char *file;
    int line;
    int failed;
    cit_setup setup;
    cit_tile_id order[CIT_MAX_STACK];
    int norder, explicit_stack;
    int start_tile;            /* `start ID`: the tile; -1: the mode's own start */
    int no_start;              /* `start none` */
    int extra[CIT_MAX_TILE_TYPES]; /* `extra ID N`: copies added to the box */
    int any_extra;
    int setup_checked;
    cit_game *g;
    scenario_tally t;
    /* every event the applied moves reported, in order (t.nlog of them count) */
    scenario_logged *log;
    int log_cap, moves;
    int followers;             /* `followers N`: each player's followers (CIT_FOLLOWERS) */
    int undo_wanted;           /* the file has an `undo`: every applied move is kept */
    int nkept;                 /* games (and tallies) before the moves, for `undo` */
    cit_game *kept[SCENARIO_MAX_UNDO];
    scenario_tally *kept_tally[SCENARIO_MAX_UNDO];
    void *module_state[SCENARIO_MAX_MODULES]; /* scenario_module_state's, freed with the file */
} scenario;

/* A statement or an `expect` a module brings: `word` is the statement's first word (for an
   expectation, the word after `expect`). run: w[0..nw) the line's words; returns 0 when the
   line is not its form (the runner then reads it on, as an unknown one if nothing takes it). */
typedef struct {
    const char *word;
    int (*run)(scenario *s, char **w, int nw);
} scenario_verb;

typedef struct scenario_module {
    const scenario_verb *statements; /* before the game is made or on it (ensure it: scenario_game) */
    int nstatements;
    const scenario_verb *expects;    /* run on the game (made first) */
    int nexpects;
    /* After the game of the set-up is made (NULL: nothing). */
    void (*built)(scenario *s);
    /* Each event an applied move reports, after the core counted it (NULL: nothing). */
    void (*account)(scenario *s, const cit_event *e);
} scenario_module;

/* The registry (tests/scenario_registry.c). */
extern const scenario_module *const scenario_modules[];
extern const int scenario_nmodules;

/* A failure at the line being run: `what`, and `detail` when not NULL. */
void scenario_fail(scenario *s, const char *what, const char *detail);
/* A failure "what: got G, expected W" unless got == want. */
void scenario_expect_int(scenario *s, const char *what, long got, long want);
/* "X,Y" -> *x, *y. */
int scenario_parse_xy(const char *w, int *x, int *y);
/* "fS" (half 0) or "fS'" (half 1): a part's feature and half. */
int scenario_parse_spot(const char *w, int *spot, int *half);
/* Event e moved its `points` from its player to its `other` (nobody: CIT_NOBODY) in the
   tally of `expect events-sum` (a bazaar's payment, a ransom). */
void scenario_points_moved(scenario *s, const cit_event *e);
/* "n"|"e"|"s"|"w" -> 0..3 (N E S W, as dir_dx), else -1. */
int scenario_side_of(const char *w);
/* The game of the set-up so far, made now if it is not yet (NULL: it cannot be, failed). */
cit_game *scenario_game(scenario *s);
/* Module m's own state for this file: `size` zeroed bytes at its first call, the same block
   after, freed when the file ends. NULL when out of memory (failed). */
void *scenario_module_state(scenario *s, const scenario_module *m, size_t size);

#endif
