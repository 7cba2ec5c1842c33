/* The bazaar as a table over the board: the revealed tiles, the bids, the deal; and the round's strip. */
#ifndef GUI_BAZAAR_VIEW_H
#define GUI_BAZAAR_VIEW_H

#include "app/app.h"

/*
 * While a bazaar decision is pending (pick, bid, buy or sell; the no-auction pick): draws the
 * table over the board and reads the person deciding, or lets a computer seat answer through
 * the AI after a short pause so people can follow. Returns GUI_DECIDE_* bits (the table is
 * modal) with *chosen set when an answer is ready. In the bazaar round it draws the strip of
 * who plays which tile and returns 0; without a bazaar it does nothing and returns 0.
 */
int gui_bazaar_frame(gui_app *a, cit_move *chosen);

/* The pause before a computer's bazaar answer is applied, in ms, at animation speed `speed`. */
Uint32 gui_bazaar_pause_ms(int speed);

#endif
