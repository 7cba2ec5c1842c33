/* The abbey tile's calls (abbey_tile.c), for the module table and the wagon. */
#ifndef CIT_ABBEY_TILE_H
#define CIT_ABBEY_TILE_H

#include "abbey_state.h"

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
int abbey_hole(const cit_game *g, int x, int y);
/* Whether the frontier holds a hole, eight keys a word, and key by key (test_fastpaths). */
int abbey_any_hole(const cit_game *g);
int abbey_any_hole_plain(const cit_game *g);

#endif
