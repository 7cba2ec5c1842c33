/* The Tower's questions at the deciding person's screen: the figure step and the capture as a
   bar over the board (a tower piece or a follower dragged from the bar or the side panel onto a
   lit cell, or a click on one), the ransom and the exchange as dialogs of their own. */
#ifndef GUI_TOWER_DECIDE_H
#define GUI_TOWER_DECIDE_H

#include "app/module_ctx.h"

#define GUI_TOWER_MAX_ANSWERS 96 /* a step: 1 + 3 per tower; a capture: 1 + a follower each */

typedef struct {
    cit_move m[GUI_TOWER_MAX_ANSWERS];
    int n;
} gui_tower_answer_list;

/* The legal answers to the decision pending now, as the engine lists them. */
void gui_tower_answers(const gui_module_ctx *ctx, gui_tower_answer_list *as);
/* gui_module.decide: GUI_DECIDE_* bits. */
int gui_tower_decide(gui_module_ctx *ctx, cit_move *chosen, int fresh);
/* 1 while the figure step waits for a person at this screen, nothing is dragged and some
   answer takes what `dragging` (TOWER_DRAG_*) names: its source may be taken. */
int gui_tower_step_offers(const gui_module_ctx *ctx, int dragging);
/* gui_module.supply_usable: the panel's follower may close a tower. */
int gui_tower_supply_usable(gui_module_ctx *ctx);
/* gui_module.key_help: Q/E and Enter while the figure step or the capture is asked here. */
const char *gui_tower_key_help(const gui_module_ctx *ctx);
/* gui_module.turn_reset: no drag outlives its decision. */
void gui_tower_turn_reset(gui_game *g);

#endif
