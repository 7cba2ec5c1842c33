/* The Tower's two dialogs: the ransom at the start of a player's turn (a row for each of their
   followers another player holds, "Pay 3 points" each, or "Not now") and the exchange (which of
   the captor's own held followers comes back). Mouse first; keys named on the dialog. */
#ifndef GUI_TOWER_DIALOG_H
#define GUI_TOWER_DIALOG_H

#include "app/module_ctx.h"

/* GUI_DECIDE_* bits (decide.h), as gui_module.decide. */
int gui_tower_ransom_dialog(gui_module_ctx *ctx, cit_move *chosen);
int gui_tower_exchange_dialog(gui_module_ctx *ctx, cit_move *chosen);

#endif
