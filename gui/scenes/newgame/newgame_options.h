/* The new-game screen's expansions and rule options (newgame_options.c). */
#ifndef GUI_NEWGAME_OPTIONS_H
#define GUI_NEWGAME_OPTIONS_H

#include "app/app.h"

/*
 * Draws the base game's rule options, then the expansions box by box (the Big Box, then the
 * others; gui_module.box), each under its heading, from x,y, iw wide, in the first layout that ends
 * above `limit` (the seed's rows under it); else, the tightest ending above `limit_low` (the seed
 * then goes between Back and Start); else the tightest as a list scrolling between y and
 * limit_low, with a scroll bar at its right. *tip: the explanation of the option pointed at.
 * Returns the y below the list.
 */
int gui_newgame_options(gui_app *a, int x, int y, int iw, int limit, int limit_low, const char **tip);

#endif
