/* The mayor's calls (mayor.c), for the module table. */
#ifndef CIT_ABBEY_MAYOR_H
#define CIT_ABBEY_MAYOR_H

#include "abbey_state.h"

/* mayor.c: the mayor (RULES.md §11) */
void mayor_after_place(cit_game *g, int piece);
unsigned mayor_winners(const cit_game *g, uint16_t root, unsigned mask);
int mayor_legal(const cit_game *g, const decide_step *s, cit_move *out, int cap);
cit_status mayor_check(const cit_game *g, const decide_step *s, const cit_move *m);
void mayor_apply(cit_game *g, const decide_step *s, const cit_move *m, emitter *e);
void mayor_describe(const cit_game *g, const decide_step *s, cit_pending *p);
int mayor_part(const cit_game *g, int player, cit_feature_part *at);

#endif
