/* The wagon's calls (wagon.c), for the module table and the mayor. */
#ifndef CIT_ABBEY_WAGON_H
#define CIT_ABBEY_WAGON_H

#include "abbey_state.h"

/* wagon.c: the wagon (RULES.md §11, decision 3) */
void abbey_figures_sync(cit_game *g, uint16_t scored, int final);
int wagon_offer(cit_game *g, int player, int piece, int back);
void wagon_turn_end(cit_game *g);
int wagon_legal(const cit_game *g, const decide_step *s, cit_move *out, int cap);
cit_status wagon_check(const cit_game *g, const decide_step *s, const cit_move *m);
void wagon_apply(cit_game *g, const decide_step *s, const cit_move *m, emitter *e);
void wagon_describe(const cit_game *g, const decide_step *s, cit_pending *p);
int wagon_part(const cit_game *g, int player, cit_feature_part *at);

#endif
