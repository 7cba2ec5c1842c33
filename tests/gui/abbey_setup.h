/* What the Abbey & Mayor window tests (test_abbey.c, test_barn_gui.c) share: the new-game
   screen with Abbeys ticked, and the rules screen open at the Abbey & Mayor page. */
#ifndef CIT_TEST_ABBEY_SETUP_H
#define CIT_TEST_ABBEY_SETUP_H

#include "harness.h"
#include "modules/gui_module.h"

/* A 1280x800 window on the new-game screen with "Abbeys" clicked (which ticks its mayor,
   wagon and barn with it); NULL if the window does not open. */
gui_app *abbey_newgame_ticked(void);
/* A 1280x800 window in Czech on the rules screen at the Abbey & Mayor page, after checking
   that m's rules picture is drawn at least three lines high; NULL (the window freed) when
   there is no m, no picture or no window. */
gui_app *abbey_rules_page_cs(const gui_module *m);
/* With the tile laid, abbey figure `kind` (ABBEY_MAYOR, ABBEY_WAGON) is lit in the supply box,
   dragged onto spot 0 of the tile and set up there, and End turn is pressed; returns the
   session's length before it (the placement is the move at that index). */
int abbey_figure_to_spot0_end_turn(gui_app *a, int kind);

#endif
