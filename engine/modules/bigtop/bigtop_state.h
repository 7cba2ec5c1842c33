/* What Under the Big Top's files share: its state and the accessors they all read. Each
   file's own calls are in its header (circus.h, acrobats.h, ringmaster.h). */
#ifndef CIT_BIGTOP_STATE_H
#define CIT_BIGTOP_STATE_H

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

#endif
