/*
 * The seam every rules module plugs into (docs/architecture.md, "Rules modules").
 *
 * A module is one table of hooks. Set-up decides once which modules a game runs (from
 * its options); the plain base game runs none and keeps its fast path. With any module
 * on, the general turn (turn.c) runs: a turn is a series of stages (place, score each
 * completed feature, end of turn, next draw; at the end, final scoring feature by
 * feature), and any hook may queue decisions for any player. The turn pauses while the
 * queue holds a decision and resumes exactly where it stopped when it is answered; all
 * of it lives in cit_game, so copies, hashes and saves carry it.
 */
#ifndef CIT_RULES_H
#define CIT_RULES_H

#include "internal.h"

enum turn_stage {
    STAGE_PLACE,    /* the active player places the tile in hand */
    STAGE_SCORE,    /* the features the placement completed, one by one */
    STAGE_NEXT,     /* end of turn done: next player draws */
    STAGE_FINAL,    /* final scoring, feature by feature */
    STAGE_OVER
};

/*
 * Placement rules a module may replace (Bridges: placements legal only with a bridge,
 * a bridge carried by the move, a follower on it). At most one module in a game has
 * them (g->placing); the base game and the other modules use the core's.
 */
typedef struct placement_rules {
    int (*legal_moves)(const cit_game *g, cit_move *out, int cap);
    int (*legal_placements)(const cit_game *g, cit_placement *out, int cap);
    cit_status (*random_move)(const cit_game *g, uint64_t seed, cit_move *out);
    cit_status (*check)(const cit_game *g, const cit_move *m);
    /* Lays the tile of a checked move (and whatever else it carries); returns the piece. */
    int (*place)(cit_game *g, const cit_move *m, emitter *e);
    int (*spots)(const cit_game *g, const cit_move *m, int8_t *spots, int cap);
    /* Whether `tile` has a legal placement that the core's fit table does not show, on
       frontier slot `slot` (-1: on any), made by `player` (-1: by any player). Asked
       only when the fit table says no (game_tile_fits, game_tile_fits_at). */
    int (*fits_otherwise)(const cit_game *g, int tile, int slot, int player);
} placement_rules;

/* rules_module.option of a module no option switches on (it comes with a mode). */
#define MODULE_NO_OPTION 0xFF

typedef struct rules_module {
    const char *name;
    uint8_t id;     /* cit_module_id: its index in the registry (registry.c) */
    uint8_t option; /* the cit_option_id that switches it on, or MODULE_NO_OPTION */
    uint8_t modes;  /* bit per cit_mode in which it is always on (The City's rules) */
    uint16_t state_size; /* bytes of its own state (module_state), 0 if none */

    /* Set-up: the box, after the core put the mode's tiles in (the base game's for
       classic): may add tiles (box_add_set) or replace them. *start is the start tile's
       type, or -1 when a start board or the first order entries are laid instead. */
    void (*box)(const cit_catalog *cat, const cit_setup *s, uint8_t *box, int *n, int *start);
    /* Set-up: lays a start board instead of the start tile (NULL: the start tile). May
       lay order entries (g->order[0..]): returns how many it used. */
    int (*start_board)(cit_game *g);
    /* Set-up: the module's own state (the core has zeroed it). */
    void (*setup)(cit_game *g);
    /* Turn start, before the draw: may queue a decision that replaces the draw
       (Halflings' play-or-draw) or hand the player a tile (turn_give_tile; the bazaar).
       Returns 1 if it did. */
    int (*turn_start)(cit_game *g, emitter *e);
    /* A feature is about to be awarded, before majorities (final = 1 at the end):
       may queue decisions; the award waits for them. */
    void (*before_award)(cit_game *g, uint16_t root, int final);
    /* After the award and the return of followers. */
    void (*after_award)(cit_game *g, uint16_t root, int final, emitter *e);
    /* Final scoring: the value of a feature as the module changes it. */
    int (*final_value)(const cit_game *g, uint16_t root, int value);
    /* Final scoring: 1 if a feature without followers must still be visited (someone
       may deploy into it). Asked often: answer cheaply before computing values. */
    int (*final_wanted)(const cit_game *g, uint16_t root);
    /* End of turn, after its scorings: may queue decisions. */
    void (*turn_end)(cit_game *g, emitter *e);

    /* Queries: followers the module keeps off the board (appended to out[n..cap);
       returns the new total), and what a pending step adds to cit_pending. */
    int (*list_followers)(const cit_game *g, cit_follower *out, int n, int cap);
    void (*describe)(const cit_game *g, const decide_step *s, cit_pending *p);

    /* The decisions the module asks: legal moves, a check, and carrying one out (the
       step is already off the queue, so apply may queue the next one in front). */
    int (*legal)(const cit_game *g, const decide_step *s, cit_move *out, int cap);
    cit_status (*check)(const cit_game *g, const decide_step *s, const cit_move *m);
    void (*apply)(cit_game *g, const decide_step *s, const cit_move *m, emitter *e);

    const placement_rules *placement; /* NULL: the core's placement rules */
} rules_module;

/* registry.c: the table, in the fixed order hooks run (index = cit_module_id; entry 0,
   the core, is NULL). It is its own translation unit so that a test binary can link its
   own table (tests/modules/) instead. rules_module_get is NULL if id is not a module. */
extern const rules_module *const rules_modules[CIT_MODULE_MAX];
const rules_module *rules_module_get(int id);

/* A module's own state: its slice of the game's state block, laid out at set-up for the
   modules the game runs (zeroed; hashed, copied and saved with the game). Only valid for
   a module the game runs. `g` may be const: the caller's own constness rules. */
#define MODULE_STATE(g, type, id) ((type *)(void *)&(g)->state[(g)->state_at[id]])

/* Box helper for modules: adds every copy of every tile of tile set `set` (its name in
   the tile files) unless the box already holds that set (Bridges, Castles and Bazaars
   share one). */
void box_add_set(const cit_catalog *cat, const char *set, uint8_t *box, int *n);
/* Runs the statement after it once for every module in `bits`, in table order, with
   `m` naming the module; only the set bits are visited (a game runs one or two). */
#define FOR_MODULES(bits, m)                                                           \
    for (unsigned mb_ = (unsigned)(bits) & ~1u; mb_; mb_ &= mb_ - 1)                  \
        for (const rules_module *m = rules_modules[__builtin_ctz(mb_)]; m; m = NULL)
/* Set-up: the modules the options and the mode switch on, as a bit mask. */
unsigned rules_modules_for(const cit_setup *s);

/* turn.c: the general turn. */
void turn_begin(cit_game *g);                    /* after set-up drew the first tile */
cit_status turn_apply(cit_game *g, const cit_move *m, cit_outcome *outcome);
int turn_legal_moves(const cit_game *g, cit_move *out, int cap);
cit_status turn_random_move(const cit_game *g, uint64_t seed, cit_move *out);
void turn_project_final(cit_game *g);
int turn_final_value(const cit_game *g, uint16_t root); /* what the feature scores at the end */            /* on a copy: final scoring, passing every choice */
void turn_queue_back(cit_game *g, decide_step s);
void turn_queue_front(cit_game *g, decide_step s);
/* The lowest node of a feature: the part placed first, a name that does not depend on
   how the union-find hung its tree. */
uint16_t turn_first_node(const cit_game *g, uint16_t root);
/* The feature of the pending decision as a tile part (for cit_pending). */
void turn_pending_feature(const cit_game *g, int8_t *x, int8_t *y, int8_t *spot);
/* Follower counts a step adds to a feature from off the board (the Count's deployments). */
void turn_deploy(cit_game *g, int player, int n);

/* Hands the current player `tile` to place (stage PLACE). A tile that fits nowhere is
   discarded and the player draws as usual (or final scoring starts). */
void turn_give_tile(cit_game *g, int tile, emitter *e);
/* Ends the current scoring item without an award (a city that became a castle):
   followers deployed into it go home, the ones on the board stay. */
void turn_drop_item(cit_game *g);

/* A decision move of a module: only its type and arguments (every legal answer has
   exactly one form). */
static inline cit_move decision_move(int type, int arg0, int arg1) {
    cit_move m = {0};
    m.type = (uint8_t)type;
    m.spot = CIT_SPOT_NONE;
    m.arg0 = (uint8_t)arg0;
    m.arg1 = (uint8_t)arg1;
    return m;
}

#endif
