/* The Count's decision widgets: the deployment dialog and the quarter bar (count_decide.c). */
#ifndef GUI_COUNT_DECIDE_H
#define GUI_COUNT_DECIDE_H

#include "app/module_ctx.h"

/* Every frame, before the dialogs: clears the lit quarters and ends a drag the decision left. */
void gui_count_decide_watch(gui_module_ctx *ctx);
/* The dialog of the Count's decision pending now (a person decides); `fresh` on its first
   frame. Returns GUI_DECIDE_* bits (decide.h). */
int gui_count_decide(gui_module_ctx *ctx, cit_move *chosen, int fresh);
/* The Count's quarter decision takes a follower from the side panel's supply. */
int gui_count_supply_usable(gui_module_ctx *ctx);

#endif
