/* The River on screen: the river's open end framed in blue while river tiles remain (where
   the tile in hand must go), a closed end crossed out, and the river tiles to come under
   the hand. Rules: RULES.md §8, engine/modules/river/mod_river.c. */
#include "modules/river/river_view.h"
#include "modules/river/river_text.h"
#include "modules/river/river.h"
#include "draw/draw.h"
#include "draw/text.h"
#include "app/i18n.h"

#include <stdio.h>

#define WATER_RGB 0x2c7fd0 /* the frame round the open end */

static int river_now(const gui_module_ctx *ctx, cit_river_info *ri)
{
    return ctx->game && cit_game_river(gui_game_engine(ctx->game), ri);
}

void river_draw_under(gui_module_ctx *ctx)
{
    cit_river_info ri;
    if (!river_now(ctx, &ri) || (!ri.phase && !ri.closed) || (ri.phase && !ri.open))
        return;
    SDL_Rect rc = gui_camera_cell_rect(ctx->cam, ri.x, ri.y);
    int th = rc.w / 24 + 2;
    if (ri.phase) { /* where the river runs on: a soft blue cell with a clear frame */
        gui_fill_rect(ctx->r, rc, gui_rgba(WATER_RGB, 50));
        gui_rect_outline(ctx->r, rc, th, gui_rgba(WATER_RGB, 230));
        return;
    }
    /* the lake was removed: the river's end takes no tile, shown as a crossed cell */
    gui_fill_rect(ctx->r, rc, gui_rgba(GUI_COL_PLATE, 70));
    float k = (float)rc.w * 0.3f, cx = (float)rc.x + (float)rc.w / 2, cy = (float)rc.y + (float)rc.h / 2;
    for (int d = -1; d <= 1; d += 2) {
        SDL_FPoint bar[4] = {{cx - k, cy - k * (float)d - (float)th}, {cx - k, cy - k * (float)d + (float)th},
                             {cx + k, cy + k * (float)d + (float)th}, {cx + k, cy + k * (float)d - (float)th}};
        gui_fill_poly(ctx->r, bar, 4, gui_rgba(WATER_RGB, 200));
    }
}

int river_panel(gui_module_ctx *ctx, int x, int y, int w)
{
    cit_river_info ri;
    if (!river_now(ctx, &ri) || !ri.phase || ri.left == 0)
        return y;
    char line[128], num[12];
    snprintf(num, sizeof num, "%d", ri.left);
    if (ri.left == 1)
        SDL_strlcpy(line, river_tr(RIVER_PANEL_LAKE), sizeof line);
    else
        gui_subst(line, sizeof line, gui_word_n(&river_text[RIVER_PANEL_LEFT], ri.left), num, NULL, NULL);
    int px = gui_font_px(ctx->ui, GUI_FONT_NOTE); /* wrapped, never cut: "10 Flussplättchen übrig, der See zuletzt" */
    return y + gui_text_wrapped(line, x, y, w, px, 1, gui_rgba(WATER_RGB, 255)) + px / 4;
}

const char *river_hint(const gui_module_ctx *ctx)
{
    cit_river_info ri;
    if (!river_now(ctx, &ri) || !ri.phase || !ri.open || ctx->pend->decision != CIT_DECIDE_PLACE_TILE)
        return NULL;
    return river_tr(RIVER_HINT);
}
