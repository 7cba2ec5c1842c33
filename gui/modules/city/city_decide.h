/* The City's decisions for a person: the gate, a wall piece (then its watchman) and a tower,
   by drag from a bar over the board onto the lit slots, or by a click on a slot. */
#ifndef GUI_CITY_DECIDE_H
#define GUI_CITY_DECIDE_H

#include "modules/gui_module.h"
#include "modules/city/city_text.h"

/* Lists the slots of the decision pending now into the module's state (once per decision). */
void gui_city_refresh(gui_module_ctx *ctx);
/* The decide hook (gui_module.h). */
int gui_city_decide(gui_module_ctx *ctx, cit_move *chosen, int fresh);
/* The side panel's follower supply may be dragged onto the laid piece as a watchman. */
int gui_city_supply_usable(gui_module_ctx *ctx);
/* Why the piece just laid takes no watchman: no follower left in the supply, or a watchman
   directly opposite (the bar says it). */
city_text_id gui_city_watch_refusal(const gui_module_ctx *ctx);

#endif
