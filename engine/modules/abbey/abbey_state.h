/* What Abbey & Mayor's files share: its state, its figures' records by row, where each may
   stand. Each file's own calls are in its header (abbey_tile.h, mayor.h, wagon.h, barn.h). */
#ifndef CIT_ABBEY_STATE_H
#define CIT_ABBEY_STATE_H

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

/* Where each may stand (RULES.md §11): the mayor in cities only; the wagon on roads, in
   cities and cloisters, never in fields. Constants, so the module's own listings fold them.
   The mayor and the wagon in other modules' hands (a tower's prison, a Count quarter, the
   portal) are the core's to answer from their records and these declarations (figures.h,
   figure_kind_*), by their game kinds (abbey_kind). */
#define MAYOR_MAY_STAND (1u << CIT_FEAT_CITY)
#define WAGON_MAY_STAND (1u << CIT_FEAT_ROAD | 1u << CIT_FEAT_CITY | 1u << CIT_FEAT_CLOISTER)
static inline int abbey_kind(const cit_game *g, int row) { return g->module_kind0[CIT_MODULE_ABBEY] + row; }

/* The part of node n (-1: none, returns 0), for the mayor's and the wagon's queries. */
static inline int figure_part(const cit_game *g, int n, cit_feature_part *at) {
    if (n < 0) return 0;
    const node *m = &g->nodes[n];
    const piece *q = &g->pieces[m->piece];
    cit_feature_part part = {q->x, q->y, (int8_t)m->feat, piece_half(g, m->piece)};
    if (at) *at = part;
    return 1;
}

#endif
