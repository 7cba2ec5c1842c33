/* The River on screen: the open end on the board, the river tiles to come in the panel. */
#ifndef GUI_RIVER_VIEW_H
#define GUI_RIVER_VIEW_H

#include "app/module_ctx.h"

/* Over the tiles: the open end framed in blue while river tiles remain; a closed end
   (the lake was removed) crossed out. */
void river_draw_under(gui_module_ctx *ctx);
/* Under the hand while river tiles remain: how many are to come. */
int river_panel(gui_module_ctx *ctx, int x, int y, int w);
/* The turn hint while a person places a river tile. */
const char *river_hint(const gui_module_ctx *ctx);

#endif
