/* The abbey question at a person's screen: the abbey waits lit in the supply box while a hole
   is open; dragged onto a lit hole it answers "abbey yes" and is then the tile in hand, put
   where it was dropped; the panel's Draw (Pass in the round after the last tile), D or Enter
   answers "abbey no". */
#include "modules/abbey/abbey_view.h"
#include "modules/abbey/abbey_text.h"
#include "modules/abbey/abbey.h"
#include "scenes/game/board_view.h"
#include "scenes/game/decide.h"
#include "scenes/game/game_state.h"
#include "draw/atlas.h"
#include "draw/draw.h"
#include "draw/text.h"

#include <math.h>
#include <string.h>

#define HOLE_RGB GUI_COL_TARGET /* a hole the abbey may fill */
#define GOOD_RGB GUI_COL_LIT_EDGE_HOT /* the hole under the dragged abbey */

int abbey_question_open(const gui_module_ctx *ctx)
{
    const gui_game *g = ctx->game;
    return g && g->pend.decision == CIT_DECIDE_ABBEY && !cit_game_over(gui_game_engine(g)) &&
           gui_module_ctx_seat_here(ctx, g->pend.player);
}

static int dragging(const gui_module_ctx *ctx)
{
    return ctx->drag->kind == GUI_DRAG_MODULE && ctx->drag->module == CIT_MODULE_ABBEY;
}

/* The round after the last land tile: "no" passes rather than draws. */
static int last_round(const gui_module_ctx *ctx) { return cit_game_stack_left(gui_game_engine(ctx->game)) == 0; }

void abbey_draw_tile_icon(gui_module_ctx *ctx, float cx, float cy, float h, Uint8 alpha)
{
    int t = abbey_tile_type(ctx);
    SDL_Rect rc = {(int)(cx - h / 2), (int)(cy - h / 2), (int)h, (int)h};
    if (t >= 0)
        gui_atlas_tile(ctx->atlas, t, 0, rc, alpha);
    else
        gui_fill_rect(ctx->r, rc, gui_rgba(0x8a7a5a, alpha)); /* no tile art: the earth's colour */
    gui_rect_outline(ctx->r, rc, 1, gui_rgba(GUI_COL_EDGE_DARK, alpha));
}

/* ---- the turn ---- */

void abbey_turn_reset(gui_game *g)
{
    abbey_gui *st = abbey_gui_of(g);
    st->want_draw = 0;
    st->wagon_hover = -1;
    if (g->pend.decision != CIT_DECIDE_PLACE_TILE)
        st->taken_len = 0;
    /* the abbey dropped on a hole: now the tile in hand, put where it was dropped */
    if (st->put_abbey && g->pend.decision == CIT_DECIDE_PLACE_TILE && cit_tile_is_abbey(gui_game_engine(g), g->pend.tile)) {
        st->taken_len = cit_session_length(g->sess);
        gui_game_put(g, st->want_x, st->want_y, 0);
    }
    st->want_abbey = st->put_abbey = 0;
}

int abbey_undo(gui_game *g)
{
    abbey_gui *st = abbey_gui_of(g);
    int len = cit_session_length(g->sess);
    const cit_move *last = len > 0 ? cit_session_move(g->sess, len - 1) : NULL;
    if (!st->taken_len || st->taken_len != len || !last || last->type != CIT_MOVE_ABBEY)
        return 0;
    /* The abbey goes back into the supply and the question is asked again: taking it drew
       nothing, so taking it back reveals nothing. */
    if (cit_session_undo_to(g->sess, len - 1) != CIT_OK)
        return 0;
    st->taken_len = 0;
    g->synced = -1;
    gui_game_sync(g);
    return 1;
}

int abbey_question(gui_module_ctx *ctx, cit_move *chosen)
{
    abbey_gui *st = abbey_gui_of(ctx->game);
    if (!st->want_draw && !st->want_abbey)
        return 0;
    memset(chosen, 0, sizeof *chosen);
    chosen->type = CIT_MOVE_ABBEY;
    chosen->spot = CIT_SPOT_NONE;
    chosen->arg0 = st->want_abbey ? 1 : 0;
    st->put_abbey = st->want_abbey; /* asked once: a refused answer is not sent again */
    st->want_draw = st->want_abbey = 0;
    return GUI_DECIDE_CHOSEN;
}

/* ---- the panel under the hand ---- */

int abbey_panel(gui_module_ctx *ctx, int x, int y, int w)
{
    gui_ui *ui = ctx->ui;
    abbey_gui *st = abbey_gui_of(ctx->game);
    if (!abbey_question_open(ctx))
        return y;
    if (gui_key_take(ctx->ui, SDLK_d, SDLK_UNKNOWN)) {
        ctx->decide->mute_d = 1; /* held on, D is no pan until released */
        st->want_draw = 1;
    }
    if (gui_key_take(ctx->ui, SDLK_RETURN, SDLK_KP_ENTER))
        st->want_draw = 1;
    int last = last_round(ctx), px = gui_font_px(ui, GUI_FONT_NOTE);
    y += gui_text_wrapped(abbey_tr(last ? AB_ASK_LAST : AB_ASK), x, y, w, px, 1, gui_rgba(GUI_COL_INK, 255)) +
         gui_px(ui, GUI_SIZE_GAP);
    int bh = gui_px(ui, GUI_SIZE_DIALOG_BUTTON_H);
    SDL_Rect b = {x, y, w, bh};
    if (gui_button_colour(ui, GUI_ID(0), b, gui_rgba(GUI_COL_ACCENT, 255), abbey_tr(last ? AB_PASS : AB_DRAW),
                          ctx->drag->kind == GUI_DRAG_NONE))
        st->want_draw = 1;
    cit_move no = {0}; /* a hint to draw (or pass) rings the button */
    no.type = CIT_MOVE_ABBEY;
    no.spot = CIT_SPOT_NONE;
    gui_module_ctx_decide_answer(ctx, b, &no);
    if (st->abbey_rc.w) { /* and a hint to take the abbey rings it in the supply box */
        cit_move yes = no;
        yes.arg0 = 1;
        gui_module_ctx_decide_answer(ctx, st->abbey_rc, &yes);
    }
    return y + bh + gui_px(ui, GUI_SIZE_SPACE);
}

const char *abbey_key_help(const gui_module_ctx *ctx)
{
    return abbey_question_open(ctx) ? abbey_tr(last_round(ctx) ? AB_KEYS_LAST : AB_KEYS) : NULL;
}

const char *abbey_hint(const gui_module_ctx *ctx)
{
    if (dragging(ctx))
        return abbey_tr(AB_HINT_DRAG);
    if (abbey_question_open(ctx))
        return abbey_tr(last_round(ctx) ? AB_ASK_LAST : AB_ASK);
    return abbey_figure_hint(ctx);
}

/* ---- the drag ---- */

/* The abbey as the supply box drew it this frame (abbey_special_draw records it). */
static int abbey_shown(const gui_module_ctx *ctx, const abbey_gui *st)
{
    return st->abbey_rc.w > 0 && st->abbey_clock == ctx->clock;
}

int abbey_press(gui_module_ctx *ctx)
{
    abbey_gui *st = abbey_gui_of(ctx->game);
    if (!abbey_question_open(ctx) || !abbey_shown(ctx, st) || !gui_hit(ctx->in, st->abbey_rc))
        return 0;
    ctx->drag->kind = GUI_DRAG_MODULE;
    ctx->drag->module = CIT_MODULE_ABBEY;
    st->drag_x = st->drag_y = -1000;
    return 1;
}

void abbey_drag_motion(gui_module_ctx *ctx)
{
    abbey_gui *st = abbey_gui_of(ctx->game);
    gui_camera_cell_at(ctx->cam, ctx->in->mx, ctx->in->my, &st->drag_x, &st->drag_y);
}

/* The pointer is over a hole the abbey may fill now. */
static int over_hole(gui_module_ctx *ctx, const abbey_gui *st)
{
    return gui_hit(ctx->in, *ctx->board_rc) && cit_game_abbey_hole(gui_game_engine(ctx->game), st->drag_x, st->drag_y);
}

void abbey_drag_release(gui_module_ctx *ctx, int far)
{
    (void)far;
    abbey_gui *st = abbey_gui_of(ctx->game);
    abbey_drag_motion(ctx);
    if (!over_hole(ctx, st)) /* anywhere else: back to the supply */
        return;
    st->want_abbey = 1; /* the question is answered next frame (decide hook) */
    st->want_x = st->drag_x;
    st->want_y = st->drag_y;
}

void abbey_drag_draw(gui_module_ctx *ctx)
{
    abbey_gui *st = abbey_gui_of(ctx->game);
    if (over_hole(ctx, st)) { /* snapped into the hole, outlined green */
        SDL_Rect c = gui_camera_cell_rect(ctx->cam, st->drag_x, st->drag_y);
        SDL_RenderSetClipRect(ctx->r, ctx->board_rc);
        abbey_draw_tile_icon(ctx, (float)c.x + (float)c.w / 2, (float)c.y + (float)c.h / 2, (float)c.w, 235);
        gui_rect_outline(ctx->r, c, gui_px(ctx->ui, GUI_SIZE_LINE_LIT), gui_rgba(GOOD_RGB, 255));
        SDL_RenderSetClipRect(ctx->r, NULL);
        return;
    }
    abbey_draw_tile_icon(ctx, (float)ctx->in->mx, (float)ctx->in->my, ctx->cam->zoom, 170);
}

int abbey_hot(gui_module_ctx *ctx, int over_board)
{
    (void)over_board;
    abbey_gui *st = abbey_gui_of(ctx->game);
    return abbey_question_open(ctx) && abbey_shown(ctx, st) && gui_hit(ctx->in, st->abbey_rc);
}

/* Under the followers: the holes while the question is open, faintly pulsing, and the one under
   the dragged abbey green. */
void abbey_draw_under(gui_module_ctx *ctx)
{
    abbey_gui *st = abbey_gui_of(ctx->game);
    int drag = dragging(ctx);
    if (!abbey_question_open(ctx) || (!drag && ctx->settings->purist)) /* the purist switch: only while dragged */
        return;
    const gui_game *g = ctx->game;
    const cit_game *e = gui_game_engine(g);
    float pu = 0.5f + 0.5f * sinf((float)ctx->clock * 0.006f);
    for (int i = 0; i < g->nfrontier; i++) {
        int x = g->frontier[i][0], y = g->frontier[i][1];
        if (!cit_game_abbey_hole(e, x, y))
            continue;
        SDL_Rect c = gui_camera_cell_rect(ctx->cam, x, y);
        int hot = drag && x == st->drag_x && y == st->drag_y;
        gui_fill_rect(ctx->r, c, gui_rgba(hot ? GUI_COL_LIT_HOT : HOLE_RGB, (Uint8)(hot ? 120 : 50 + 50 * pu)));
        gui_rect_outline(ctx->r, c, gui_px(ctx->ui, GUI_SIZE_LINE_LIT), gui_rgba(hot ? GOOD_RGB : HOLE_RGB, 230));
    }
}
