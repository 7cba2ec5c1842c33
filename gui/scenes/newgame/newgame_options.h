/* The new-game screen's expansions and rule options (newgame_options.c). */
#ifndef GUI_NEWGAME_OPTIONS_H
#define GUI_NEWGAME_OPTIONS_H

#include "draw/widgets.h"
#include "engine.h"
#include "scenes/newgame/state.h"

/* What the options list reads and changes: the widgets, the set-up being made, the form's own
   state, and whether the form is a phone's two pages (the options on a page of their own). */
typedef struct {
    gui_ui *ui;
    cit_setup *setup;
    gui_newgame_state *state;
    int phone;
} gui_options_form;

/*
 * Draws the base game's rule options, then the expansions box by box (the Big Box, then the
 * others; gui_module.box), each under its heading, from x,y, iw wide, in the first layout that ends
 * above `limit` (the seed's rows under it); else, the tightest ending above `limit_low` (the seed
 * then goes between Back and Start); else the tightest as a list scrolling between y and
 * limit_low, with a scroll bar at its right. *tip: the explanation of the option pointed at.
 * Returns the y below the list.
 */
int gui_newgame_options(const gui_options_form *o, int x, int y, int iw, int limit, int limit_low, const char **tip);

#endif
