/* selfplay's fixed bidder (AGENT+fixedbid): bazaar bids by a fixed value rule, everything else by the agent's search. */
#ifndef CIT_SELFPLAY_BIDDER_H
#define CIT_SELFPLAY_BIDDER_H

#include "engine.h"

/* What the fixed bidder thinks any bazaar tile is worth, in points, and the margin it
   keeps below that: it bids at most FIXEDBID_VALUE - FIXEDBID_MARGIN (docs/history/ai-experiments.md,
   row 23). */
#define FIXEDBID_VALUE 4
#define FIXEDBID_MARGIN 1

/* 1 if the decision pending in g is a bazaar bid or deal, which the fixed bidder answers
   without a search: writes its answer to *m. */
int fixedbid_answer(const cit_game *g, cit_move *m);
/* After the search picked a bazaar tile with an opening bid (*m), replaces the bid by the
   fixed one; any other move is left alone. */
void fixedbid_adjust(const cit_game *g, cit_move *m);

#endif
