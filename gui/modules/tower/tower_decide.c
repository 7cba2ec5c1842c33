/* The Tower's questions (tower_decide.h): the figure step and the capture as a bar over the
   board, the ransom and the exchange as dialogs (tower_dialog.c). */
#include "modules/tower/tower_decide.h"
#include "modules/tower/tower_dialog.h"
#include "modules/tower/tower_state.h"
#include "modules/tower/tower_text.h"
#include "modules/tower/tower_view.h"
#include "modules/tower/tower.h"
#include "scenes/game/decide.h"
#include "scenes/game/game_state.h"
#include "draw/draw.h"
#include "draw/text.h"
#include "draw/atlas.h"

#include <stdio.h>

#define TARGET_RGB GUI_COL_TARGET /* a lit target on the board */
#define HOT_RGB GUI_COL_TAKE    /* the lit target under a dragged piece: it goes there */

/* The bar's layout, in dp. */
enum {
    TB_BAR_H = 108,     /* the bar's least height */
    TB_BUTTON_W = 170,  /* the bar's buttons */
    TB_RADIUS = 10,     /* the bar's corners */
    TB_STRIPE = 8,      /* the deciding player's colour down the bar's left edge */
    TB_VIEW_ROOM = 14,  /* the board seen between the bar and a lit target brought in sight */
    TB_HOT_LINE = 5     /* the outline of the target a drop or Enter would take */
};

/* ---- the answers ------------------------------------------------------------------------ */

void gui_tower_answers(const gui_module_ctx *ctx, gui_tower_answer_list *as)
{
    as->n = cit_game_legal_moves(gui_game_engine(ctx->game), as->m, GUI_TOWER_MAX_ANSWERS);
    if (as->n > GUI_TOWER_MAX_ANSWERS)
        as->n = GUI_TOWER_MAX_ANSWERS;
}

/* Whether answer m is lit while `dragging` (nothing dragged: every answer that puts or takes
   something; a piece: the piece's; a follower: the closings). */
static int lit_for(const cit_move *m, int dragging)
{
    if (m->arg0 == 0)
        return 0;
    if (m->type != CIT_MOVE_TOWER_FIGURE || dragging == TOWER_DRAG_NONE)
        return 1;
    return dragging == TOWER_DRAG_PIECE ? m->arg0 == CIT_TOWER_PIECE : m->arg0 >= CIT_TOWER_CLOSE;
}

/* The answer for cell x,y: what a drop of `dragging` makes there (a follower closes with a
   normal one when it may, else the big one), or, nothing dragged, the first the engine lists
   there (a click); NULL if none. */
static const cit_move *answer_at(const gui_tower_answer_list *as, int x, int y, int dragging)
{
    for (int i = 0; i < as->n; i++)
        if (as->m[i].x == x && as->m[i].y == y && lit_for(&as->m[i], dragging))
            return &as->m[i];
    return NULL;
}

int gui_tower_step_offers(const gui_module_ctx *ctx, int dragging)
{
    const gui_game *g = ctx->game;
    const cit_game *e = gui_game_engine(g);
    if (cit_game_over(e) || g->pend.decision != CIT_DECIDE_TOWER_FIGURE ||
        !gui_module_ctx_seat_here(ctx, g->pend.player) || gui_tower_of(g)->dragging != TOWER_DRAG_NONE)
        return 0;
    gui_tower_answer_list as;
    gui_tower_answers(ctx, &as);
    for (int i = 0; i < as.n; i++)
        if (lit_for(&as.m[i], dragging))
            return 1;
    return 0;
}

int gui_tower_supply_usable(gui_module_ctx *ctx) { return gui_tower_step_offers(ctx, TOWER_DRAG_FOLLOWER); }

/* ---- the bar over the board -------------------------------------------------------------- */

/* The bar's height: as drawn last (its words may wrap to more lines), else the least. */
static int bar_height(const gui_module_ctx *ctx)
{
    int least = gui_px(ctx->ui, TB_BAR_H), drawn = gui_tower_of(ctx->game)->bar_rc.h;
    return drawn > least ? drawn : least;
}

/* Every lit target in sight below the bar when the question comes: the camera glides there
   once (keeping the zoom unless they would not fit). */
static void keep_targets_in_view(gui_module_ctx *ctx, const gui_tower_answer_list *as)
{
    int x0 = ctx->pend->x, y0 = ctx->pend->y, x1 = x0, y1 = y0, any = 0;
    for (int i = 0; i < as->n; i++)
        if (as->m[i].arg0 != 0) {
            int x = as->m[i].x, y = as->m[i].y;
            if (!any)
                x0 = x1 = x, y0 = y1 = y;
            x0 = x < x0 ? x : x0, x1 = x > x1 ? x : x1, y0 = y < y0 ? y : y0, y1 = y > y1 ? y : y1;
            any = 1;
        }
    int top = gui_px(ctx->ui, TB_VIEW_ROOM) + bar_height(ctx);
    SDL_Rect v = *ctx->board_rc, lo = gui_camera_cell_rect(ctx->cam, x0, y0),
             hi = gui_camera_cell_rect(ctx->cam, x1, y1);
    if (lo.x >= v.x && lo.y >= v.y + top && hi.x + hi.w <= v.x + v.w && hi.y + hi.h <= v.y + v.h)
        return;
    gui_module_ctx_decide_glide_to(ctx, (float)x0, (float)y0, (float)x1, (float)y1, top);
}

/* The answer the keys went to, or NULL. */
static const cit_move *key_picked(const gui_module_ctx *ctx, const gui_tower_answer_list *as)
{
    int k = gui_tower_of(ctx->game)->key_pick;
    return k > 0 && k <= as->n ? &as->m[k - 1] : NULL;
}

/* The lit targets: each answer's cell outlined, the one a drop (or Enter) would take filled
   green; a hint's answer ringed. */
static void draw_targets(gui_module_ctx *ctx, const gui_tower_answer_list *as, int dragging, int hx, int hy)
{
    const cit_move *hot = dragging != TOWER_DRAG_NONE ? answer_at(as, hx, hy, dragging) : key_picked(ctx, as);
    for (int i = 0; i < as->n; i++) {
        if (!lit_for(&as->m[i], dragging))
            continue;
        SDL_Rect c = gui_camera_cell_rect(ctx->cam, as->m[i].x, as->m[i].y);
        int on = hot && hot->x == as->m[i].x && hot->y == as->m[i].y;
        if (on)
            gui_fill_rect(ctx->r, c, gui_rgba(HOT_RGB, 70));
        gui_rect_outline(ctx->r, c, gui_px(ctx->ui, on ? TB_HOT_LINE : GUI_SIZE_LINE_LIT), gui_rgba(on ? HOT_RGB : TARGET_RGB, 255));
        gui_module_ctx_decide_answer(ctx, c, &as->m[i]);
    }
}

/* Whether an answer of the figure step with arg0 `kind` exists. */
static int offers(const gui_tower_answer_list *as, int kind)
{
    for (int i = 0; i < as->n; i++)
        if (as->m[i].arg0 == kind)
            return 1;
    return 0;
}

/* One figure to drag in the bar: a box lit while it may be taken, dim while it is held. */
static SDL_Rect source_box(gui_module_ctx *ctx, SDL_Rect rc, int usable, int held)
{
    if (!usable)
        return (SDL_Rect){0, 0, 0, 0};
    gui_fill_rounded(ctx->r, rc, gui_px(ctx->ui, GUI_SIZE_PANEL_RADIUS), gui_rgba(held ? GUI_COL_BOX_HELD : GUI_COL_BOX, 255));
    gui_rect_outline(ctx->r, rc, gui_px(ctx->ui, GUI_SIZE_LINE), gui_rgba(GUI_COL_ACCENT, 255));
    return rc;
}

/* The bar: the decider's colour, the figures to drag (the figure step), what to do, the
   "none" answer and All choices. *picked when the none answer was taken into *chosen. */
static void bar_panel(gui_module_ctx *ctx, const gui_tower_answer_list *as, int capture, cit_move *chosen, int *picked)
{
    gui_ui *ui = ctx->ui;
    gui_tower_state *st = gui_tower_of(ctx->game);
    const cit_pending *pd = ctx->pend;
    int h = gui_px(ui, TB_BAR_H), pad = gui_px(ui, GUI_SIZE_MARGIN), bw = gui_px(ui, TB_BUTTON_W), bh = gui_px(ui, GUI_SIZE_DIALOG_BUTTON_H), box = h - 2 * pad;
    SDL_Rect p = {ctx->board_rc->x + gui_px(ui, GUI_SIZE_PAD), ctx->board_rc->y + gui_px(ui, GUI_SIZE_PAD),
                  ctx->board_rc->w - gui_px(ui, GUI_SIZE_SECTION), h};
    /* what to do, and the keys under it: the bar grows when they wrap to more lines */
    char ask[400], at[96], height[8], keys[320];
    gui_tower_where(gui_game_engine(ctx->game), pd->x, pd->y, at, sizeof at);
    snprintf(height, sizeof height, "%d", pd->limit);
    tower_text_id id = capture ? TOWER_BAR_CAPTURE
                       : offers(as, CIT_TOWER_CLOSE) || offers(as, CIT_TOWER_CLOSE_BIG) ? TOWER_BAR_STEP
                                                                                        : TOWER_BAR_STEP_PIECE;
    gui_subst(ask, sizeof ask, gui_word_seat(&tower_text[id], gui_game_is_you(ctx->game, pd->player)),
              gui_game_player_name(ctx->game, pd->player), at, height);
    const cit_move *kp = key_picked(ctx, as);
    if (kp) {
        char words[200];
        gui_move_words(gui_game_engine(ctx->game), kp, words, sizeof words);
        gui_subst(keys, sizeof keys, tower_tr(TOWER_KEY_PICKED), words, NULL, NULL);
    } else {
        SDL_strlcpy(keys, tower_tr(TOWER_KEYS_BAR), sizeof keys);
    }
    int figures = 0;
    if (!capture) {
        figures += offers(as, CIT_TOWER_PIECE) ? box + gui_px(ui, GUI_SIZE_PAD) : 0;
        figures += offers(as, CIT_TOWER_CLOSE) || offers(as, CIT_TOWER_CLOSE_BIG) ? box + gui_px(ui, GUI_SIZE_PAD) : 0;
        figures += gui_px(ui, GUI_SIZE_GAP);
    }
    int bx = p.x + p.w - pad - bw, tx = p.x + gui_px(ui, GUI_SIZE_SECTION) + figures, tw = bx - gui_px(ui, GUI_SIZE_MARGIN) - tx;
    int kpx = gui_font_px(ui, GUI_FONT_SMALL), was = gui_draw_enabled;
    gui_draw_enabled = 0;
    int ask_h = gui_text_wrapped(ask, tx, 0, tw, gui_font_px(ui, GUI_FONT_LINE), 0, gui_rgba(GUI_COL_INK, 255));
    int keys_h = gui_text_wrapped(keys, tx, 0, tw, kpx, 0, gui_rgba(GUI_COL_INK_SOFT, 255));
    gui_draw_enabled = was;
    if (2 * pad + ask_h + gui_px(ui, GUI_SIZE_NUDGE) + keys_h > p.h)
        p.h = 2 * pad + ask_h + gui_px(ui, GUI_SIZE_NUDGE) + keys_h;
    st->bar_rc = p;
    gui_fill_rounded(ctx->r, p, gui_px(ui, TB_RADIUS), gui_rgba(GUI_COL_PANEL, 240));
    gui_fill_rect(ctx->r, (SDL_Rect){p.x, p.y, gui_px(ui, TB_STRIPE), p.h},
                  gui_player_colour(ctx->settings->palette_cb, gui_game_player_colour(ctx->game, pd->player)));
    int x = p.x + gui_px(ui, GUI_SIZE_SECTION);
    st->piece_rc = st->follower_rc = (SDL_Rect){0, 0, 0, 0};
    if (!capture) {
        int piece = offers(as, CIT_TOWER_PIECE), close = offers(as, CIT_TOWER_CLOSE) || offers(as, CIT_TOWER_CLOSE_BIG);
        st->piece_rc = source_box(ctx, (SDL_Rect){x, p.y + pad, box, box}, piece, st->dragging == TOWER_DRAG_PIECE);
        if (piece) {
            gui_tower_stack(ctx, (float)(x + box / 2), (float)(p.y + pad + box * 4 / 5), (float)box * 0.5f, 2);
            x += box + gui_px(ui, GUI_SIZE_PAD);
        }
        st->follower_rc =
            source_box(ctx, (SDL_Rect){x, p.y + pad, box, box}, close, st->dragging == TOWER_DRAG_FOLLOWER);
        if (close) {
            gui_tower_follower(ctx, pd->player, !offers(as, CIT_TOWER_CLOSE), (float)(x + box / 2),
                               (float)(p.y + pad + box / 2), (float)box * 0.7f,
                               st->dragging == TOWER_DRAG_FOLLOWER ? 110 : 255);
            x += box + gui_px(ui, GUI_SIZE_PAD);
        }
        x += gui_px(ui, GUI_SIZE_GAP);
    }
    gui_text_wrapped(ask, tx, p.y + pad, tw, gui_font_px(ui, GUI_FONT_LINE), 0, gui_rgba(GUI_COL_INK, 255));
    gui_text_wrapped(keys, tx, p.y + p.h - pad - keys_h, tw, kpx, 0, gui_rgba(GUI_COL_INK_SOFT, 255));
    /* the engine lists "none" first */
    const char *none = tower_tr(capture ? TOWER_MV_CAPTURE_NONE : TOWER_MV_STEP_NONE);
    SDL_Rect nb = {bx, p.y + pad, bw, bh};
    if (gui_button_colour(ui, GUI_ID(0), nb, gui_rgba(GUI_COL_WOOD, 255), none, as->n > 0) && as->n > 0) {
        *chosen = as->m[0];
        *picked = 1;
    }
    if (as->n > 0)
        gui_module_ctx_decide_answer(ctx, nb, &as->m[0]);
    if (gui_button(ui, GUI_ID(0), (SDL_Rect){bx, p.y + p.h - pad - bh, bw, bh}, gui_tr(MSG_ALL_CHOICES), 1))
        ctx->decide->generic_open = 1;
}

/* Keys: E / Q go to the next / previous lit answer (filled green, its words in the bar; the
   camera brings it into view), Enter takes it (the first Enter, with none picked yet, goes to
   the first); S and Esc are the "none" answer (bar). 1 when *chosen is set. */
static int bar_keys(gui_module_ctx *ctx, const gui_tower_answer_list *as, cit_move *chosen)
{
    gui_ui *ui = ctx->ui;
    gui_tower_state *st = gui_tower_of(ctx->game);
    int enter = gui_key_take(ui, SDLK_RETURN, SDLK_KP_ENTER);
    const cit_move *kp = key_picked(ctx, as);
    if (enter && kp) {
        *chosen = *kp;
        return 1;
    }
    int dir = gui_key_take(ui, SDLK_e, SDLK_UNKNOWN) - gui_key_take(ui, SDLK_q, SDLK_UNKNOWN);
    if (enter && !dir)
        dir = 1;
    if (!dir || as->n < 1)
        return 0;
    int n = as->n, i = kp ? st->key_pick - 1 : -1;
    for (int k = 0; k < n; k++) {
        i = i < 0 ? (dir > 0 ? 0 : n - 1) : (i + dir + n) % n;
        if (lit_for(&as->m[i], TOWER_DRAG_NONE))
            break;
    }
    st->key_pick = i >= 0 && lit_for(&as->m[i], TOWER_DRAG_NONE) ? i + 1 : 0;
    if (st->key_pick) { /* in sight below the bar */
        int x = as->m[i].x, y = as->m[i].y, top = gui_px(ui, TB_VIEW_ROOM) + bar_height(ctx);
        SDL_Rect v = *ctx->board_rc, c = gui_camera_cell_rect(ctx->cam, x, y);
        if (c.x < v.x || c.y < v.y + top || c.x + c.w > v.x + v.w || c.y + c.h > v.y + v.h)
            gui_module_ctx_decide_glide_to(ctx, (float)x, (float)y, (float)x, (float)y, top);
    }
    return 0;
}

/* What a press starts: a drag from one of the bar's figures or the panel's boxes, or a click
   on a lit cell; a press on the bar is never a pan of the board. */
static void bar_press(gui_module_ctx *ctx, const gui_tower_answer_list *as, int cx, int cy)
{
    gui_tower_state *st = gui_tower_of(ctx->game);
    gui_input *in = ctx->in;
    st->pressed = 0;
    if (gui_hit(in, st->piece_rc) || (st->supply_rc.w && gui_hit(in, st->supply_rc)))
        st->dragging = TOWER_DRAG_PIECE;
    else if (gui_hit(in, st->follower_rc) || (st->follower_rc.w && ctx->supply_rc->w && gui_hit(in, *ctx->supply_rc)))
        st->dragging = TOWER_DRAG_FOLLOWER;
    else if (!gui_hit(in, st->bar_rc) && gui_hit(in, *ctx->board_rc) && answer_at(as, cx, cy, TOWER_DRAG_NONE)) {
        st->pressed = 1, st->press_x = cx, st->press_y = cy; /* the board may still pan from here */
        return;
    } else if (!gui_hit(in, st->bar_rc)) {
        return;
    }
    ctx->ui->consumed = 1;
}

/* The figure step and the capture: drag a figure onto a lit cell, or click one. */
static int bar(gui_module_ctx *ctx, cit_move *chosen, int capture)
{
    gui_ui *ui = ctx->ui;
    gui_tower_state *st = gui_tower_of(ctx->game);
    gui_input *in = ctx->in;
    gui_tower_answer_list as;
    gui_tower_answers(ctx, &as);
    int picked = 0, cx, cy;
    gui_camera_cell_at(ctx->cam, in->mx, in->my, &cx, &cy);
    int over = gui_hit(in, *ctx->board_rc) && !gui_hit(in, st->bar_rc); /* the bar hides the cells under it */
    draw_targets(ctx, &as, st->dragging, over ? cx : -10000, over ? cy : -10000);
    bar_panel(ctx, &as, capture, chosen, &picked);
    if (!picked && bar_keys(ctx, &as, chosen))
        picked = 1;
    int s = gui_key(ui, SDLK_s);
    if (!picked && (s || gui_key(ui, SDLK_ESCAPE)) && as.n > 0) {
        ctx->decide->mute_s = s; /* S also pans: its hold must not move the board once the bar is gone */
        *chosen = as.m[0];
        picked = 1;
    }
    if (picked) {
        st->dragging = TOWER_DRAG_NONE;
        return GUI_DECIDE_CHOSEN;
    }
    if (in->pressed[1] && !ui->consumed)
        bar_press(ctx, &as, cx, cy);
    if (in->released[1]) {
        const cit_move *m = NULL;
        int was = st->dragging;
        if (was != TOWER_DRAG_NONE && over)
            m = answer_at(&as, cx, cy, was);
        else if (was == TOWER_DRAG_NONE && st->pressed && over && cx == st->press_x && cy == st->press_y &&
                 ctx->drag->kind == GUI_DRAG_PENDING)
            m = answer_at(&as, cx, cy, TOWER_DRAG_NONE);
        int back_home = gui_hit(in, st->piece_rc) || gui_hit(in, st->follower_rc) || gui_hit(in, st->supply_rc) ||
                        gui_hit(in, *ctx->supply_rc);
        st->dragging = TOWER_DRAG_NONE;
        st->pressed = 0;
        if (m) {
            *chosen = *m;
            return GUI_DECIDE_CHOSEN;
        }
        if (was != TOWER_DRAG_NONE && !back_home) /* let go off every lit cell: the piece goes back, said why */
            gui_module_ctx_toast(ctx, tower_tr(was == TOWER_DRAG_PIECE ? TOWER_DROP_PIECE : TOWER_DROP_CLOSE));
    }
    if (!in->down[1] && !in->released[1])
        st->dragging = TOWER_DRAG_NONE;
    /* the figure follows the pointer */
    float z = ctx->cam->zoom;
    if (st->dragging == TOWER_DRAG_PIECE)
        gui_tower_stack(ctx, (float)in->mx, (float)in->my + z * 0.15f, z * 0.34f, 1);
    else if (st->dragging == TOWER_DRAG_FOLLOWER)
        gui_tower_follower(ctx, ctx->pend->player, !offers(&as, CIT_TOWER_CLOSE), (float)in->mx, (float)in->my,
                           z * 0.3f, 235);
    if (st->dragging || (over && answer_at(&as, cx, cy, TOWER_DRAG_NONE)) || gui_hit(in, st->piece_rc) ||
        gui_hit(in, st->follower_rc))
        gui_module_ctx_cursor(ctx, SDL_SYSTEM_CURSOR_HAND);
    return 0;
}

/* ---- the entry point ------------------------------------------------------------------------ */

const char *gui_tower_key_help(const gui_module_ctx *ctx)
{
    int d = ctx->pend->decision;
    return (d == CIT_DECIDE_TOWER_FIGURE || d == CIT_DECIDE_TOWER_CAPTURE) &&
                   !cit_game_over(gui_game_engine(ctx->game)) && gui_module_ctx_seat_here(ctx, ctx->pend->player)
               ? tower_tr(TOWER_KEY_HELP)
               : NULL;
}

int gui_tower_decide(gui_module_ctx *ctx, cit_move *chosen, int fresh)
{
    gui_tower_state *st = gui_tower_of(ctx->game);
    int d = ctx->pend->decision;
    if (fresh) {
        st->dragging = TOWER_DRAG_NONE;
        st->pressed = 0;
        st->key_pick = 0;
    }
    if (d == CIT_DECIDE_TOWER_FIGURE || d == CIT_DECIDE_TOWER_CAPTURE) {
        if (fresh) {
            gui_tower_answer_list as;
            gui_tower_answers(ctx, &as);
            keep_targets_in_view(ctx, &as);
        }
        return bar(ctx, chosen, d == CIT_DECIDE_TOWER_CAPTURE);
    }
    st->bar_rc = (SDL_Rect){0, 0, 0, 0};
    if (d == CIT_DECIDE_TOWER_RANSOM)
        return gui_tower_ransom_dialog(ctx, chosen);
    if (d == CIT_DECIDE_TOWER_EXCHANGE)
        return gui_tower_exchange_dialog(ctx, chosen);
    return gui_module_ctx_decide_list(ctx, chosen, 0);
}

void gui_tower_turn_reset(gui_game *g)
{
    gui_tower_state *st = gui_tower_of(g);
    st->dragging = TOWER_DRAG_NONE;
    st->pressed = st->key_pick = 0;
    st->bar_rc = st->piece_rc = st->follower_rc = (SDL_Rect){0, 0, 0, 0};
}
