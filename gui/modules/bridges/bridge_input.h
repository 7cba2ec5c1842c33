/* Dragging a bridge in the game scene: from the panel onto a cell, turning it, taking it back. */
#ifndef GUI_BRIDGE_INPUT_H
#define GUI_BRIDGE_INPUT_H

#include "app/module_ctx.h"

/* A press on the panel's bridges or on the bridge set up this turn starts a bridge drag; 1 if so. */
int gui_bridge_press(gui_module_ctx *ctx);
/* While a bridge is dragged: follows the pointer and picks the axis for the cell under it. */
void gui_bridge_motion(gui_module_ctx *ctx);
/* The drop: builds the bridge on a cell that takes it; a click on the built bridge turns it. */
void gui_bridge_release(gui_module_ctx *ctx, int far);
/* B, right-click, the wheel while a bridge is dragged: its other axis. B otherwise (keyboard
   play): the next bridge the placement allows, then none. */
void gui_bridge_turn(gui_module_ctx *ctx);

#endif
