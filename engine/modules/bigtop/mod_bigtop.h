/* Under the Big Top inside the engine: its rules table and state (mod_bigtop.c). */
#ifndef CIT_MOD_BIGTOP_H
#define CIT_MOD_BIGTOP_H

#include "modules/bigtop/bigtop.h" /* its public face */
#include "rules.h"

#include <stdint.h>

/* Every member a byte (cit_game_hash hashes the bytes). Piece indexes + 1 are two bytes
   each (lo, hi), 0 for none. No face-down token is kept: the one under the big top is drawn
   from the game's generator when it is turned (circus.c), so no state holds a secret. The
   followers on acrobat spaces are the core's normal records kept by this module, the slot
   the acrobat tile's piece index (figures.h, figure_normal_*). */
typedef struct {
    uint8_t top_lo, top_hi;       /* the big top's circus tile */
    uint8_t arrived_lo, arrived_hi; /* a circus tile laid in this turn part: the big top
                                       comes after the turn's scorings */
    uint8_t asking_lo, asking_hi; /* the piece the figure questions are about */
    uint8_t pool[CIT_BIGTOP_ANIMALS]; /* tokens not turned yet, by animal */
    uint8_t portal_bit; /* the `portal` tile word's flag bit + 1 (the magic portal's module
                           registers it), 0 if no table has the word */
} bigtop_state;

static inline bigtop_state *bigtop_of(const cit_game *g) { return MODULE_STATE(g, bigtop_state, CIT_MODULE_BIGTOP); }
static inline int bigtop_piece(uint8_t lo, uint8_t hi) { return (lo | hi << 8) - 1; }
static inline void bigtop_set_piece(uint8_t *lo, uint8_t *hi, int pi) {
    *lo = (uint8_t)((pi + 1) & 0xFF);
    *hi = (uint8_t)((pi + 1) >> 8);
}
static inline int bigtop_option(const cit_game *g, int id) { return g->setup.opt.v[id] > 0; }
static inline int bigtop_tile_has(const cit_game *g, int pi, uint32_t flag) {
    return (g->cat->set.tiles[g->cat->variant_base[g->pieces[pi].tile]].flags & flag) != 0;
}

/* circus.c: the big top and its tokens (RULES.md §13, decision 2). */
void circus_setup(cit_game *g);
void circus_after_place(cit_game *g, int pi);
void circus_turn_end(cit_game *g, emitter *e);
void circus_final(cit_game *g, emitter *e);
/* A player's meeples on the 3x3 cells around x, y (RULES.md §13 "Meeple"). */
int circus_meeples(const cit_game *g, int x, int y, int player);

/* acrobats.c: acrobat spaces and pyramids (decision 3). */
int acrobats_offered(const cit_game *g, int player, int pi);
int acrobats_legal(const cit_game *g, const decide_step *s, cit_move *out, int cap);
void acrobats_apply(cit_game *g, const decide_step *s, const cit_move *m, emitter *e);
void acrobats_final(cit_game *g, emitter *e);
void acrobats_eaten(cit_game *g, int x, int y, uint8_t *eaten);
int acrobats_on(const cit_game *g, int pi, int player);
/* rules_module.piece_held: a follower on piece pi's acrobat space (no bridge over it). */
int acrobats_hold_piece(const cit_game *g, int pi);
int acrobats_list(const cit_game *g, cit_follower *out, int n, int cap);
int acrobats_playout(const cit_game *g, const decide_step *s, uint64_t *rng, cit_move *out);
size_t acrobat_format(const cit_game *g, const cit_move *m, char *buf, size_t cap);
int acrobat_parse(const cit_game *g, mt_cursor *c, cit_move *m);
size_t pyramid_format(const cit_game *g, const cit_move *m, char *buf, size_t cap);
int pyramid_parse(const cit_game *g, mt_cursor *c, cit_move *m);

/* ringmaster.c: the ringmaster (decision 4). */
int ringmaster_offered(const cit_game *g, int player, int pi);
int ringmaster_legal(const cit_game *g, const decide_step *s, cit_move *out, int cap);
cit_status ringmaster_check(const cit_game *g, const decide_step *s, const cit_move *m);
void ringmaster_apply(cit_game *g, const decide_step *s, const cit_move *m, emitter *e);
void ringmaster_barn_scoring(cit_game *g, emitter *e);
void ringmaster_after_award(cit_game *g, uint16_t root, int final, emitter *e);
void ringmaster_sync(cit_game *g);
size_t ringmaster_format(const cit_game *g, const cit_move *m, char *buf, size_t cap);
int ringmaster_parse(const cit_game *g, mt_cursor *c, cit_move *m);

struct rules_module;
extern const struct rules_module bigtop_module;

#endif
