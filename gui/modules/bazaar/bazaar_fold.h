/* The bazaar's table folded to a strip, so the board can be seen while bidding. */
#ifndef GUI_BAZAAR_FOLD_H
#define GUI_BAZAAR_FOLD_H

#include "modules/bazaar/bazaar_view.h"

/* The table folded to a strip over the board while a bazaar decision is pending: the revealed
   tiles (a click picks the one to look at), the top bid, Back to the table; the tile looked at
   ghosted on every cell it could go to; the wheel zooms and a drag pans. Computers still answer.
   Returns GUI_DECIDE_* bits. */
int gui_bazaar_folded(gui_module_ctx *ctx, const cit_bazaar *b, cit_move *chosen);

#endif
