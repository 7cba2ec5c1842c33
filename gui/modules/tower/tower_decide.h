/* The Tower's questions at the deciding person's screen: the list of answers in words, and
   the board's lit targets taking a click (a tower for the piece or the closing, a follower
   in range for the capture). */
#ifndef GUI_TOWER_DECIDE_H
#define GUI_TOWER_DECIDE_H

#include "app/app.h"

/* gui_module.decide: GUI_DECIDE_* bits. */
int gui_tower_decide(gui_app *a, cit_move *chosen, int fresh);

#endif
