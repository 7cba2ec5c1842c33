/* What the property test's files share: the failure count and the tallies the game loop
   keeps, and the registry's entries: each module's modes and checks (property_NAME.c),
   which the loop calls and whose summaries main prints. */
#ifndef CIT_TEST_PROPERTY_H
#define CIT_TEST_PROPERTY_H

#include <stdint.h>

#include "engine.h"
#include "failcheck.h"
/* the options, moves and events of every module (a mode sets several modules' options) */
#include "modules/abbey/abbey.h"
#include "modules/bazaar/bazaar.h"
#include "modules/bridges/bridges.h"
#include "modules/castles/castles.h"
#include "modules/city/city.h"
#include "modules/count/count.h"
#include "modules/dragon/dragon.h"
#include "modules/halflings/halflings.h"
#include "modules/inns/inns.h"
#include "modules/river/river.h"
#include "modules/tower/tower.h"
#include "modules/traders/traders.h"

/*
 * The property run knows no module (docs/architecture.md, "Writing a module"): each
 * module's test file (tests/property_NAME.c) fills a property_module with the modes it
 * brings (what `property --NAME GAMES` plays) and the checks it makes in every game it
 * runs in, and a registry (tests/property_registry.c, or a test module's own) lists them.
 * property.c plays the games and calls them.
 */

/* One counter for the whole program (property.c): CHECK in every file adds to it. */
extern int failures;
/* Over all games (property.c): decisions other than placements, and a second turn part
   of the same player (PROPERTY_TURN_AGAIN). */
extern long module_decisions, second_parts;
/* Over all games (property_bridges.c): placements carrying a bridge, and of them bridges
   over a cell of two triangles. */
extern long bridges_built, tri_bridges;

/* One game being played, as the hooks see it. */
typedef struct property_game {
    cit_session *s;
    uint64_t seed;
    int nplayers, turn;
    const cit_setup *setup; /* the game's set-up */
    cit_game *scratch;      /* a game-sized scratch for copies */
    uint64_t *rng;          /* the run's stream: a draw from it changes every move after */
    int asked;              /* after a move: the player who answered it */
} property_game;

/* A mode: `property --NAME GAMES` (the plain `property GAMES` is the core's base game). */
typedef struct property_mode {
    const char *name;
    int max_players;          /* players 2..max_players, by seed (0: 6) */
    uint8_t own_setup;        /* 1: another game mode, the core sets no classic option */
    uint8_t keep_farmers;     /* 1: moves are played as drawn (the core otherwise leaves
                                 out most farmers, so the modules' decisions come up) */
    uint8_t figure_totals;    /* 1: every kind of figure must come out (figure_step_summary) */
    uint8_t undo_replay;      /* 1: every 16th move, undo a few moves and play them again */
    /* The game's options, after the core's (the seed's small-city and Count choices). */
    void (*options)(cit_setup *su, uint64_t seed);
    void (*game_start)(property_game *pg);
    /* Before each move, once the legal moves are listed (may draw from pg->rng). */
    void (*before_move)(property_game *pg);
    /* The move drawn, which the mode may change; returns 1 to keep its farmers. */
    int (*choose)(property_game *pg, cit_move *m);
    void (*after_move)(property_game *pg, const cit_move *m);
    /* After the run: what the mode's games must have met; returns failures to add. */
    int (*summary)(int games);
} property_mode;

/* What a module's part of the turn order is (property_checks.turn_order). */
enum { PROPERTY_TURN_NEXT, PROPERTY_TURN_AGAIN, PROPERTY_TURN_FROM_HERE };

/* A module's checks, made in every game `runs` says it runs in (NULL: every game). */
typedef struct property_checks {
    int (*runs)(const cit_game *g);
    void (*game_start)(property_game *pg);
    void (*before_move)(property_game *pg);
    /* A placement pending (pd): PROPERTY_TURN_AGAIN for a second turn part of the
       player who placed last (never two running), PROPERTY_TURN_FROM_HERE when the round
       goes on from this player (its own checks made), else PROPERTY_TURN_NEXT. */
    int (*turn_order)(property_game *pg, const cit_pending *pd);
    void (*after_move)(property_game *pg, const cit_move *m, const cit_outcome *out);
    void (*event)(property_game *pg, const cit_event *ev);
    /* A discarded tile the module checks itself (1), or leaves to the core's rule (0). */
    int (*discard)(property_game *pg, const cit_event *ev);
    /* 1 if the event's points go from its player to its `other` (not a score). */
    int (*points_moved)(const cit_event *ev);
    void (*game_end)(property_game *pg);
} property_checks;

typedef struct property_module {
    const property_mode *const *modes;
    int nmodes;
    const property_checks *checks; /* NULL: none */
} property_module;

/* The registry (tests/property_registry.c). */
extern const property_module *const property_modules[];
extern const int property_nmodules;

/* The shipped modules' parts (each in its property_NAME.c); the box modes
   (property_boxes.c) play several at once and sum up with their summaries. */
extern const property_module property_base, property_bridges, property_halflings, property_city,
    property_river, property_inns, property_traders, property_tower, property_dragon, property_count,
    property_abbey, property_boxes;
/* Bridges, Castles and Bazaars on (either bazaar variant): the modes that play them with
   their own expansion. */
void bcb_options_on(cit_setup *su, uint64_t seed);
int traders_summary(int games);
int tower_summary(int games, int bigbox);
int count_figures_summary(int games, int quarters, int portal);

/* property_figure_step.c: one figure a placement, in every mode (the core calls it) */
void figure_step_game_start(void);
void check_figure_step(const cit_pending *before, const cit_move *m, const cit_outcome *out, int turn, uint64_t seed);
/* Prints the kinds of two figures met in one turn part, and with totals 1 every kind's
   count (failing when a kind never came out). */
int figure_step_summary(int games, int totals);

#endif
