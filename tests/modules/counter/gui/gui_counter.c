/* The counter's entry in the GUI module table: each player's placed tiles as "#N" in the
   side panel's player rows, after the other modules' pieces. Nothing outside this folder
   and the two registries (registry.c, gui_registry.c) knows it is there. */
#include "gui_counter.h"
#include "mod_counter.h"
#include "draw/draw.h"
#include "draw/text.h"

#include <stdio.h>

static int pieces(gui_module_ctx *ctx, int player, int x, int row_y)
{
    gui_counter_state *st = ctx->state; /* its own, gui_counter_module.state_size */
    int n = counter_placed(gui_game_engine(ctx->game), player), px = gui_font_px(ctx->ui, 13);
    char num[16];
    snprintf(num, sizeof num, "#%d", n);
    gui_text(num, x, row_y + gui_px(ctx->ui, 36) - px * 5 / 8, px, 1, gui_rgba(GUI_COL_INK_SOFT, 255), GUI_ALIGN_LEFT);
    st->shown[player] = n;
    st->frames++;
    return gui_text_width(num, px, 1);
}

const gui_module gui_counter_module = {
    .module = COUNTER_MODULE_ID,
    .state_size = sizeof(gui_counter_state),
    .pieces = pieces,
};
