/* Hills & Sheep inside the engine: its rules table and state (mod_hills.c). */
#ifndef CIT_MOD_HILLS_H
#define CIT_MOD_HILLS_H

#include "modules/hills/hills.h" /* its public face */
#include "rules.h"

#include <stdint.h>

/* Every member a byte (cit_game_hash hashes the bytes). The symbols' tile flags are the
   tile words' (`hill`, `vineyard`: docs/tile-format.md), read from the parser's table at
   set-up, so the module names no other module that registers them. */
typedef struct {
    uint8_t hill_bit;     /* the `hill` word's flag bit + 1, 0 if no table has the word */
    uint8_t vineyard_bit; /* the `vineyard` word's, likewise */
    uint8_t under;        /* tiles put face down under hills */
    uint8_t asking_lo, asking_hi; /* piece index + 1 the shepherd question is about */
    uint8_t bag[5];       /* tokens in the bag: wolves, then of 1, 2, 3, 4 sheep */
    uint8_t flock[6][4];  /* each player's flock: tokens of 1, 2, 3, 4 sheep */
    uint8_t sheep_bit;    /* the `sheep` word's flag bit + 1 when a tile of this game has it
                             (Halflings' sheep triangle: 3 sheep that never leave), else 0 */
} hills_state;

/* shepherd.c: the shepherd, the bag and the flocks (RULES.md §12). */
void shepherd_setup(cit_game *g);
/* The sheep that stay in the field of root `root` (3 per sheep triangle on it). */
int shepherd_lasting(const cit_game *g, uint16_t root);
void shepherd_after_place(cit_game *g, int pi);
void shepherd_turn_end(cit_game *g, emitter *e);
void shepherd_eaten(cit_game *g, int x, int y, uint8_t *eaten);
int shepherd_legal(const cit_game *g, const decide_step *s, cit_move *out, int cap);
void shepherd_apply(cit_game *g, const decide_step *s, const cit_move *m, emitter *e);
void shepherd_withdrawn(cit_game *g, const decide_step *s);
void shepherd_describe(const cit_game *g, const decide_step *s, cit_pending *p);
int shepherd_playout(const cit_game *g, const decide_step *s, uint64_t *rng, cit_move *out);
extern const move_verb shepherd_verbs[2];

/* Whether a tile, piece pi's tile has flag bit `bit` + 1 (0: no such word), and whether its cell
   does: a triangle's partner shares its symbols' cell (RULES.md §12 "With Halflings"). */
static inline int hills_tile_has(const cit_game *g, int tile, uint8_t bit) {
    return bit && (g->cat->set.tiles[tile].flags >> (bit - 1) & 1);
}
static inline int hills_piece_has(const cit_game *g, int pi, uint8_t bit) { return hills_tile_has(g, g->pieces[pi].tile, bit); }
static inline int hills_cell_has(const cit_game *g, int pi, uint8_t bit) {
    int partner = g->pieces[pi].partner;
    return hills_piece_has(g, pi, bit) || (partner && hills_piece_has(g, partner - 1, bit));
}

static inline hills_state *hills_of(const cit_game *g) { return MODULE_STATE(g, hills_state, CIT_MODULE_HILLS); }

struct rules_module;
extern const struct rules_module hills_module;

#endif
