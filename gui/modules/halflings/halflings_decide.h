/* Halflings's decisions in the window: the turn question (answered from the hand panel), the
   draft dialog, the crop-circle dialog and its add / return answers, and its moves in words. */
#ifndef GUI_HALFLINGS_DECIDE_H
#define GUI_HALFLINGS_DECIDE_H

#include "modules/gui_module.h"

int half_decide(gui_module_ctx *ctx, cit_move *chosen, int fresh);
int half_move_words(const cit_game *g, const cit_move *m, char *buf, size_t cap);
/* Every frame: answers the big follower's question a crop-circle answer already chose. */
int half_frame(gui_module_ctx *ctx, cit_move *chosen);

#endif
