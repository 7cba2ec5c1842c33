/* Abbey & Mayor inside the engine: its rules table, its state and what its parts share. */
#ifndef CIT_MOD_ABBEY_H
#define CIT_MOD_ABBEY_H

#include "modules/abbey/abbey.h" /* its public face */
#include "rules.h"
#include "figure_ask.h" /* the figure question: the mayor's and the wagon's */
#include "figures.h"
#include "turn.h"

#include <stdint.h>

/* Every member is spelled out (no padding) because cit_game_hash hashes the bytes. */
typedef struct {
    uint16_t abbey_tile; /* the abbey's tile type (a tile type may grow past one byte) */
    uint8_t held;        /* bit per player: still holds their abbey */
    uint8_t offered;     /* bit per player: had their turn in the round after the last land tile */
    uint8_t ending;      /* 1 once the last land tile's turn is over */
    uint8_t end_from;    /* that round's first player: left of the last placer */
    uint8_t spare[2];
    uint16_t figure_piece; /* the piece the pending "mayor", "wagon" or "barn" question is about */
    uint16_t barn_due;     /* node + 1 of the field a barn went into this turn part: its
                              placement scoring comes at the end of the part, 0: none */
} abbey_state;

extern const rules_module abbey_module;

/* Its figures, records of the core's figure table (rules.h figure_kind), by their rows in
   its figure_kinds table. The mayor and the wagon: in supply; on a part (FIG_PART, at =
   node: one of the core's followers there too, home once the part's owner is no longer
   theirs, which the module's next look makes true); kept by another module (FIG_KEPT,
   keeper = that module, at = its place); a wagon freed from its scored feature waits in
   the module's own keeping (keeper = CIT_MODULE_ABBEY, at = the feature's root) for its
   move. The barn: FIG_CORNER (at = the field part's node x 4 + the corner of its cell,
   0 NE .. 3 NW), or in supply. */
enum { ABBEY_KIND_MAYOR, ABBEY_KIND_WAGON, ABBEY_KIND_BARN, ABBEY_KINDS };
static inline fig_record *abbey_record(cit_game *g, int row, int player) {
    return figure_of(g, CIT_MODULE_ABBEY, row, player, 0);
}
static inline const fig_record *abbey_record_c(const cit_game *g, int row, int player) {
    return figure_of_c(g, CIT_MODULE_ABBEY, row, player, 0);
}
/* The node the mayor or wagon (row) of player stands on by the record, or -1: gone home
   with its part's followers when the part is no longer its player's (every way home
   clears the owner). */
static inline int abbey_figure_node(const cit_game *g, int row, int player) {
    const fig_record *f = abbey_record_c(g, row, player);
    return f && f->where == FIG_PART && g->nodes[f->at].owner == player + 1 ? f->at : -1;
}
static inline fig_record *barn_record(cit_game *g, int player) {
    return figure_of(g, CIT_MODULE_ABBEY, ABBEY_KIND_BARN, player, 0);
}
static inline const fig_record *barn_record_c(const cit_game *g, int player) {
    return figure_of_c(g, CIT_MODULE_ABBEY, ABBEY_KIND_BARN, player, 0);
}
/* The same for a caller that knows the kind's option is on: the kind's records, [player]. */
static inline fig_record *abbey_records(const cit_game *g, int row) { return figures_of_kind(g, CIT_MODULE_ABBEY, row); }
/* The field part player's barn stands at, or -1 (in supply, or the barn is off). */
static inline int barn_node(const cit_game *g, int player) {
    const fig_record *f = barn_record_c(g, player);
    return f && f->where == FIG_CORNER ? f->at >> 2 : -1;
}

static inline abbey_state *abbey_of(const cit_game *g) { return MODULE_STATE(g, abbey_state, CIT_MODULE_ABBEY); }
static inline int abbey_option(const cit_game *g, int id) { return g->setup.opt.v[id] > 0; }

/* abbey_tile.c: the abbey tile (RULES.md §11): the hole, its placement rules, the
   question before the draw and the round after the last land tile. */
extern const placement_rules abbey_rules;
void abbey_setup(cit_game *g);
int abbey_turn_start(cit_game *g, emitter *e);
int abbey_turn_after_stack(const cit_game *g, int seat);
int abbey_legal(const cit_game *g, const decide_step *s, cit_move *out, int cap);
cit_status abbey_check(const cit_game *g, const decide_step *s, const cit_move *m);
void abbey_apply(cit_game *g, const decide_step *s, const cit_move *m, emitter *e);
int abbey_playout(const cit_game *g, const decide_step *s, uint64_t *rng, cit_move *out);
int abbey_is_tile(const cit_game *g, int t);
/* Whether the frontier holds a hole, eight keys a word, and key by key (test_fastpaths). */
int abbey_any_hole(const cit_game *g);
int abbey_any_hole_plain(const cit_game *g);

/* mayor.c: the mayor (RULES.md §11) */
void mayor_after_place(cit_game *g, int piece);
unsigned mayor_winners(const cit_game *g, uint16_t root, unsigned mask);
int mayor_legal(const cit_game *g, const decide_step *s, cit_move *out, int cap);
cit_status mayor_check(const cit_game *g, const decide_step *s, const cit_move *m);
void mayor_apply(cit_game *g, const decide_step *s, const cit_move *m, emitter *e);
void mayor_describe(const cit_game *g, const decide_step *s, cit_pending *p);
int mayor_part(const cit_game *g, int player, cit_feature_part *at);
/* The part of node n (-1: none, returns 0), for the mayor's and the wagon's queries. */
int figure_part(const cit_game *g, int n, cit_feature_part *at);

/* Where each may stand (RULES.md §11): the mayor in cities only; the wagon on roads, in
   cities and cloisters, never in fields. Constants, so the module's own listings fold them.
   The mayor and the wagon in other modules' hands (a tower's prison, a Count quarter, the
   portal) are the core's to answer from their records and these declarations (figures.h,
   figure_kind_*), by their game kinds (abbey_kind). */
#define MAYOR_MAY_STAND (1u << CIT_FEAT_CITY)
#define WAGON_MAY_STAND (1u << CIT_FEAT_ROAD | 1u << CIT_FEAT_CITY | 1u << CIT_FEAT_CLOISTER)
static inline int abbey_kind(const cit_game *g, int row) { return g->module_kind0[CIT_MODULE_ABBEY] + row; }

/* wagon.c: the wagon (RULES.md §11, decision 3) */
void abbey_figures_sync(cit_game *g, uint16_t scored, int final);
int wagon_offer(cit_game *g, int player, int piece, int back);
void wagon_turn_end(cit_game *g);
int wagon_legal(const cit_game *g, const decide_step *s, cit_move *out, int cap);
cit_status wagon_check(const cit_game *g, const decide_step *s, const cit_move *m);
void wagon_apply(cit_game *g, const decide_step *s, const cit_move *m, emitter *e);
void wagon_describe(const cit_game *g, const decide_step *s, cit_pending *p);
int wagon_part(const cit_game *g, int player, cit_feature_part *at);
int abbey_hole(const cit_game *g, int x, int y);

/* barn.c: the barn (RULES.md §11, decisions 4 and 5) */
int barn_offer(cit_game *g, int player, int piece, int back);
int barn_legal(const cit_game *g, const decide_step *s, cit_move *out, int cap);
cit_status barn_check(const cit_game *g, const decide_step *s, const cit_move *m);
void barn_apply(cit_game *g, const decide_step *s, const cit_move *m, emitter *e);
void barn_describe(const cit_game *g, const decide_step *s, cit_pending *p);
void barn_turn_end(cit_game *g, emitter *e);
void barn_final(cit_game *g, emitter *e);
int barn_where(const cit_game *g, int player, int *x, int *y, int *corner);

#endif
