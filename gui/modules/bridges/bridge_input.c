/* Bridge drag and drop (RULES.md §2: one bridge, on the placed tile or a neighbour, N-S or W-E). */
#include "modules/bridges/bridge_input.h"
#include "modules/bridges/bridge_turn.h"
#include "modules/bridges/bridge_view.h"
#include "modules/bridges/bridges.h"

#include <math.h>
#include <stdlib.h>


/* The axis a bridge takes on entering cell x,y: the only legal one, else the one the player
   turned it to, else the one the pointer is travelling along (dragged sideways, it lies W-E). */
static void pick_axis(gui_module_ctx *ctx, int x, int y)
{
    gui_bridges_state *bs = gui_bridges_of(ctx->game);
    gui_drag *d = ctx->drag;
    int mask = gui_bridge_axes_at(ctx->game, x, y, NULL);
    if (mask == (1 << CIT_AXIS_NS) || mask == (1 << CIT_AXIS_WE))
        d->rot = mask == (1 << CIT_AXIS_NS) ? CIT_AXIS_NS : CIT_AXIS_WE;
    else if (mask && !bs->axis_chosen)
        d->rot = fabsf(bs->dir_x) >= fabsf(bs->dir_y) ? CIT_AXIS_WE : CIT_AXIS_NS;
}

static void start(gui_module_ctx *ctx, int axis, int from_board)
{
    gui_bridges_state *bs = gui_bridges_of(ctx->game);
    gui_drag *d = ctx->drag;
    d->kind = GUI_DRAG_MODULE;
    d->module = CIT_MODULE_BRIDGES;
    d->rot = axis;
    bs->axis_chosen = from_board; /* a bridge picked up keeps its axis */
    bs->dir_x = bs->dir_y = 0;
    d->from_spot = from_board; /* reused: 1 = lifted off the board (a click turns it) */
}

int gui_bridge_press(gui_module_ctx *ctx)
{
    gui_bridges_state *bs = gui_bridges_of(ctx->game);
    gui_game *g = ctx->game;
    gui_input *in = ctx->in;
    if (bs->source_rc.w && gui_hit(in, bs->source_rc)) {
        start(ctx, CIT_AXIS_WE, 0);
        ctx->drag->cellx = ctx->drag->celly = -1000;
        return 1;
    }
    if (bs->bwhere != CIT_BRIDGE_NONE && gui_hit(in, *ctx->board_rc) && gui_bridge_deck_hit(ctx, in->mx, in->my)) {
        int x, y;
        gui_bridge_cell(g, bs->bwhere, &x, &y);
        start(ctx, bs->baxis, 1);
        ctx->drag->cellx = x;
        ctx->drag->celly = y;
        gui_bridge_clear(g); /* in the hand now: drop it elsewhere, or off the board to take it back */
        return 1;
    }
    return 0;
}

void gui_bridge_motion(gui_module_ctx *ctx)
{
    gui_bridges_state *bs = gui_bridges_of(ctx->game);
    gui_drag *d = ctx->drag;
    gui_input *in = ctx->in;
    float dx = (float)(in->mx - d->last_x), dy = (float)(in->my - d->last_y);
    bs->dir_x = bs->dir_x * 0.6f + dx * 0.4f;
    bs->dir_y = bs->dir_y * 0.6f + dy * 0.4f;
    int cx, cy;
    gui_camera_cell_at(ctx->cam, in->mx, in->my, &cx, &cy);
    if (cx != d->cellx || cy != d->celly) {
        d->cellx = cx;
        d->celly = cy;
        pick_axis(ctx, cx, cy);
    }
}

void gui_bridge_release(gui_module_ctx *ctx, int far)
{
    gui_drag *d = ctx->drag;
    gui_game *g = ctx->game;
    int cx, cy;
    gui_camera_cell_at(ctx->cam, ctx->in->mx, ctx->in->my, &cx, &cy);
    int mask = gui_hit(ctx->in, *ctx->board_rc) ? gui_bridge_axes_at(g, cx, cy, NULL) : 0;
    if (!far && d->from_spot && mask) {
        /* A click on the built bridge: the other way round if that is legal too. */
        int other = d->rot ^ 1;
        gui_bridge_set(g, cx, cy, mask & (1 << other) ? other : d->rot);
    } else if (mask & (1 << d->rot)) {
        gui_bridge_set(g, cx, cy, d->rot);
    }
    d->kind = GUI_DRAG_NONE;
}

void gui_bridge_turn(gui_module_ctx *ctx)
{
    gui_bridges_state *bs = gui_bridges_of(ctx->game);
    gui_drag *d = ctx->drag;
    gui_game *g = ctx->game;
    if (gui_bridge_dragging(ctx)) {
        int mask = gui_bridge_axes_at(g, d->cellx, d->celly, NULL);
        if (!mask || mask == 3)
            d->rot ^= 1;
        bs->axis_chosen = 1;
        return;
    }
    gui_bridge_cycle(g);
}
