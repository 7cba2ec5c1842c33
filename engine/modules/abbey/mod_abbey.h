/* Abbey & Mayor inside the engine: its rules table, its state and what its parts share. */
#ifndef CIT_MOD_ABBEY_H
#define CIT_MOD_ABBEY_H

#include "modules/abbey/abbey.h" /* its public face */
#include "rules.h"

#include <stdint.h>

/* Every member is spelled out (no padding) because cit_game_hash hashes the bytes. */
typedef struct {
    uint16_t abbey_tile; /* the abbey's tile type (a tile type may grow past one byte) */
    uint8_t held;        /* bit per player: still holds their abbey */
    uint8_t offered;     /* bit per player: had their turn in the round after the last land tile */
    uint8_t ending;      /* 1 once the last land tile's turn is over */
    uint8_t end_from;    /* that round's first player: left of the last placer */
    uint8_t spare[2];
    uint16_t mayor_at[6]; /* node + 1 of the part each player's mayor stands on, 0: in supply */
    uint16_t figure_piece; /* the piece the pending "mayor" or "wagon" question is about */
    uint8_t mayor_home;   /* bit per player: the mayor is in supply (option mayor) */
    uint8_t wagon_home;   /* bit per player: the wagon is in supply (option wagon) */
    uint16_t wagon_at[6]; /* node + 1 of the part each player's wagon stands on, 0: not on the board */
    uint16_t wagon_freed[6]; /* root + 1 of the feature scored from under the wagon, 0: none;
                                its move is asked at the end of the turn part */
    uint16_t barn_due;       /* node + 1 of the field a barn went into this turn part: its
                                placement scoring comes at the end of the part, 0: none */
    uint8_t mayor_kept[6];   /* 1 + the place another module keeps each player's mayor in
                                off the board (a tower's prison, a Count quarter), 0: none */
    uint8_t wagon_kept[6];   /* the same for the wagon */
} abbey_state;

extern const rules_module abbey_module;

/* Its figures that are records of the core's figure table (rules.h figure_kind), by their
   rows in its figure_kinds table: the barn (FIG_CORNER: at = the field part's node x 4 +
   the corner of its cell, 0 NE .. 3 NW, or in supply). */
enum { ABBEY_KIND_BARN, ABBEY_KINDS };
static inline fig_record *barn_record(cit_game *g, int player) {
    return figure_of(g, CIT_MODULE_ABBEY, ABBEY_KIND_BARN, player, 0);
}
static inline const fig_record *barn_record_c(const cit_game *g, int player) {
    return figure_of_c(g, CIT_MODULE_ABBEY, ABBEY_KIND_BARN, player, 0);
}
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
int abbey_legal(const cit_game *g, const decide_step *s, cit_move *out, int cap);
cit_status abbey_check(const cit_game *g, const decide_step *s, const cit_move *m);
void abbey_apply(cit_game *g, const decide_step *s, const cit_move *m, emitter *e);
int abbey_playout(const cit_game *g, const decide_step *s, uint64_t *rng, cit_move *out);
int abbey_is_tile(const cit_game *g, int t);

/* mayor.c: the mayor (RULES.md §11) */
void mayor_setup(cit_game *g);
void mayor_sync(cit_game *g);
void mayor_after_place(cit_game *g, int piece);
unsigned mayor_winners(const cit_game *g, uint16_t root, unsigned mask);
int mayor_legal(const cit_game *g, const decide_step *s, cit_move *out, int cap);
cit_status mayor_check(const cit_game *g, const decide_step *s, const cit_move *m);
void mayor_apply(cit_game *g, const decide_step *s, const cit_move *m, emitter *e);
void mayor_describe(const cit_game *g, const decide_step *s, cit_pending *p);
int mayor_part(const cit_game *g, int player, cit_feature_part *at);
/* The mayor's and wagon's shared figure handling (mayor.c): whether feature f of piece pi
   is a part nobody holds. */
int figure_free_part(const cit_game *g, int pi, int f);
/* The answers of a figure question about the tile just placed: "none", then each of its
   features `may` allows (move type `type`, arg0 1, the feature in spot); and the part
   of node n (-1: none, returns 0). */
int figure_answers(const cit_game *g, int type, int (*may)(const cit_game *, int, int), cit_move *out, int cap);
int figure_part(const cit_game *g, int n, cit_feature_part *at);

/* keeping.c: the mayor and the wagon in other modules' hands (RULES.md §11, "With the
   Count", "With The Princess & The Dragon / The Tower"): those modules name the figure
   standing on a part, take it into their keeping (a tower's prison, a Count quarter), give
   it back to its own supply, or put it onto a part by their own rule (the portal, a
   deployment from a quarter). Without the figure's option every query answers "none". */
enum { ABBEY_FIGURE_NONE = FIG_KIND_NONE, ABBEY_FIGURE_MAYOR = FIG_KIND_MAYOR, ABBEY_FIGURE_WAGON = FIG_KIND_WAGON };
/* Where each may stand (RULES.md §11): the mayor in cities only; the wagon on roads, in
   cities and cloisters, never in fields. Constants, so the module's own listings fold them. */
#define MAYOR_MAY_STAND (1u << CIT_FEAT_CITY)
#define WAGON_MAY_STAND (1u << CIT_FEAT_ROAD | 1u << CIT_FEAT_CITY | 1u << CIT_FEAT_CLOISTER)
/* The kind_figure_ops the module declares (rules.h): the functions below. */
extern const kind_figure_ops abbey_figures;
/* Which figure of the part's owner stands on part n: the mayor, the wagon, or NONE (only
   followers, or nobody). */
int abbey_figure_on(const cit_game *g, uint16_t n);
/* 1 if player's `kind` is in its own supply. */
int abbey_figure_free(const cit_game *g, int player, int kind);
/* The place (0..254) a module keeps player's `kind` in, or -1. */
int abbey_figure_kept(const cit_game *g, int player, int kind);
/* player's `kind` into a module's keeping at `place`: from its own supply, or off the board
   once the caller has taken it off its part as it would a follower (the core's lists and
   the feature's count); the core's supply is not touched. */
void abbey_figure_keep(cit_game *g, int player, int kind, int place);
/* From a module's keeping back into its own supply. */
void abbey_figure_return(cit_game *g, int player, int kind);
/* From its own supply or a module's keeping onto part n as one of player's followers (it
   then scores and goes home as one); the caller checks the part and emits the event. */
void abbey_figure_place(cit_game *g, int player, int kind, uint16_t n);

/* wagon.c: the wagon (RULES.md §11, decision 3) */
void wagon_setup(cit_game *g);
void wagon_sync(cit_game *g, uint16_t scored, int final);
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
