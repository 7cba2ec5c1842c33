/* Under the Big Top's circus, the calls of circus.c: the big top and its tokens (RULES.md
   §13, decision 2). */
#ifndef CIT_BIGTOP_CIRCUS_H
#define CIT_BIGTOP_CIRCUS_H

#include "bigtop_state.h"

void circus_setup(cit_game *g);
void circus_after_place(cit_game *g, int pi);
void circus_turn_end(cit_game *g, emitter *e);
void circus_final(cit_game *g, emitter *e);
/* A player's meeples on the 3x3 cells around x, y (RULES.md §13 "Meeple"). */
int circus_meeples(const cit_game *g, int x, int y, int player);

#endif
