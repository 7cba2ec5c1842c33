/* The fairy dragged onto a follower (dragon_fairy.h). */
#include "modules/dragon/dragon_fairy.h"
#include "modules/dragon/dragon_decide.h"
#include "modules/dragon/dragon_view.h"
#include "modules/dragon/dragon.h"
#include "scenes/game/game_state.h"
#include "draw/draw.h"

#define MAX_ANSWERS 64 /* the fairy's answers: "none" and one per follower of the person */
#define HOT_RGB GUI_COL_TAKE /* the follower under the dragged fairy: it goes there */
#define BOX_RGB GUI_COL_BOARD /* the board's ground (board_view.c) */
#define HOT_RING 5 /* dp: the ring round the follower the dragged fairy would guard */

/* The fairy question waits for the person at this screen. */
static int question_open(const gui_module_ctx *ctx)
{
    const gui_game *g = ctx->game;
    return g && g->pend.decision == CIT_DECIDE_FAIRY && g->pend.module == CIT_MODULE_DRAGON &&
           !cit_game_over(gui_game_engine(g)) && gui_module_ctx_seat_here(ctx, g->pend.player);
}

int gui_fairy_dragging(const gui_module_ctx *ctx)
{
    const gui_dragon_state *st = ctx->game ? gui_dragon_of(ctx->game) : NULL;
    return st && st->fairy_dragging && ctx->drag->kind == GUI_DRAG_MODULE && ctx->drag->module == CIT_MODULE_DRAGON;
}

/* The fairy as drawn this frame (its box in the bar, or on the board) is under the pointer. */
static int over_fairy(const gui_module_ctx *ctx)
{
    const gui_dragon_state *st = gui_dragon_of(ctx->game);
    return st->fairy_rc.w > 0 && st->fairy_clock == ctx->clock && gui_hit(ctx->in, st->fairy_rc);
}

void gui_fairy_box(gui_module_ctx *ctx, SDL_Rect rc)
{
    gui_dragon_state *st = gui_dragon_of(ctx->game);
    int held = gui_fairy_dragging(ctx);
    /* the board's ground under it, so the pale fairy reads as it does on the board; a greyer
       green while it is dragged off */
    gui_fill_rounded(ctx->r, rc, gui_px(ctx->ui, GUI_SIZE_PANEL_RADIUS), gui_rgba(held ? 0x56645a : BOX_RGB, 255));
    gui_rect_outline(ctx->r, rc, gui_px(ctx->ui, GUI_SIZE_LINE), gui_rgba(GUI_COL_ACCENT, 255));
    gui_fairy_figure(ctx, (float)rc.x + (float)rc.w / 2, (float)rc.y + (float)rc.h * 0.52f, (float)rc.h * 0.9f,
                     held ? 90 : 255);
    st->fairy_rc = rc;
    st->fairy_clock = ctx->clock;
}

int gui_fairy_over_box(const gui_module_ctx *ctx)
{
    return question_open(ctx) && !cit_game_fairy(gui_game_engine(ctx->game), NULL, NULL, NULL) && over_fairy(ctx);
}

int gui_fairy_take_drop(gui_module_ctx *ctx, cit_move *m)
{
    gui_dragon_state *st = gui_dragon_of(ctx->game);
    if (!st->fairy_want)
        return 0;
    st->fairy_want = 0;
    *m = st->fairy_move;
    return question_open(ctx);
}

int gui_fairy_press(gui_module_ctx *ctx)
{
    gui_dragon_state *st = gui_dragon_of(ctx->game);
    st->fairy_dragging = 0;
    if (!question_open(ctx) || !over_fairy(ctx))
        return 0;
    ctx->drag->kind = GUI_DRAG_MODULE;
    ctx->drag->module = CIT_MODULE_DRAGON;
    st->fairy_dragging = 1;
    return 1;
}

/* The follower answer under the pointer while the fairy is dragged (a little beside it counts,
   as for a follower dropped on a spot): its index in ms, where its ring is; -1 if none. */
static int drop_target(gui_module_ctx *ctx, cit_move *ms, int *n, float *px, float *py, float *reach)
{
    *n = cit_game_legal_moves(gui_game_engine(ctx->game), ms, MAX_ANSWERS);
    *n = *n > MAX_ANSWERS ? MAX_ANSWERS : *n;
    if (!gui_hit(ctx->in, *ctx->board_rc))
        return -1;
    int i = gui_dragon_target_at(ctx, ms, *n, ctx->in->mx, ctx->in->my, ctx->cam->zoom * 0.25f, px, py, reach);
    return i >= 0 && ms[i].type == CIT_MOVE_FAIRY && ms[i].arg0 ? i : -1;
}

void gui_fairy_drag_release(gui_module_ctx *ctx, int far)
{
    gui_dragon_state *st = gui_dragon_of(ctx->game);
    st->fairy_dragging = 0;
    cit_move ms[MAX_ANSWERS];
    int n;
    float px, py, reach;
    int i = far && question_open(ctx) ? drop_target(ctx, ms, &n, &px, &py, &reach) : -1;
    if (i < 0)
        return; /* a click on the fairy, or let go off every lit follower: it goes back */
    st->fairy_move = ms[i];
    st->fairy_want = 1; /* answered next frame (the decide hook) */
}

void gui_fairy_drag_draw(gui_module_ctx *ctx)
{
    cit_move ms[MAX_ANSWERS];
    int n;
    float px = (float)ctx->in->mx, py = (float)ctx->in->my, ax, ay, reach;
    int i = drop_target(ctx, ms, &n, &ax, &ay, &reach);
    if (i >= 0) { /* the follower it would guard ringed green, the fairy beside it where it would stand */
        cit_feature_part p = gui_dragon_answer_part(&ms[i]);
        SDL_RenderSetClipRect(ctx->r, ctx->board_rc);
        gui_ring(ctx->r, ax, ay, reach, (float)gui_px(ctx->ui, HOT_RING), gui_rgba(HOT_RGB, 255));
        SDL_RenderSetClipRect(ctx->r, NULL);
        gui_dragon_fairy_px(ctx, &p, &px, &py);
    }
    gui_fairy_figure(ctx, px, py, gui_dragon_fairy_h(ctx), i >= 0 ? 235 : 190);
}

int gui_fairy_hot(gui_module_ctx *ctx, int over_board)
{
    (void)over_board;
    return question_open(ctx) && over_fairy(ctx);
}

void gui_fairy_turn_reset(gui_game *g)
{
    gui_dragon_state *st = gui_dragon_of(g);
    st->fairy_dragging = 0;
    st->fairy_want = 0;
}
