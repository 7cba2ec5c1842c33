/* The barn's calls (barn.c), for the module table, the mayor and the wagon. */
#ifndef CIT_ABBEY_BARN_H
#define CIT_ABBEY_BARN_H

#include "abbey_state.h"

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
