/* The Princess & the Dragon's questions (dragon_decide.h). */
#include "modules/dragon/dragon_decide.h"
#include "modules/dragon/dragon_fairy.h"
#include "modules/dragon/dragon_view.h"
#include "modules/dragon/dragon_text.h"
#include "modules/dragon/dragon_words.h"
#include "modules/dragon/dragon.h"
#include "scenes/game/board_view.h"
#include "scenes/game/decide.h"
#include "app/hint.h"
#include "scenes/game/game_state.h"
#include "draw/draw.h"
#include "draw/text.h"
#include "draw/atlas.h"
#include "modules/gui_module.h" /* the mayor's and the wagon's figures (through the portal) */

#include <stdio.h>

#define MAX_ANSWERS 3072 /* the portal's places: every open feature part of a full board, for a
                            follower, the mayor or the wagon */
#define TARGET_RGB GUI_COL_TARGET /* a lit target on the board, as the other modules light theirs */

/* The bar's and the lit targets' sizes, in dp. */
enum {
    DD_BAR_W = 760,       /* the bar's widest */
    DD_BAR_PAD = 14,      /* the bar's words and buttons from its edge */
    DD_BUTTON_H = 38,     /* the bar's buttons */
    DD_STEP_W = 300,      /* a step's or none's button, at most */
    DD_ALL_W = 150,       /* All choices */
    DD_FIGURE_W = 190,    /* a portal's figure button */
    DD_REACH_LEAST = 12,  /* a lit place's radius, however far out the zoom */
    DD_RING = 4           /* the ring round a lit place */
};

void gui_dragon_step_cell(int x, int y, int side, int *nx, int *ny)
{
    static const int dx[4] = {0, 1, 0, -1}, dy[4] = {-1, 0, 1, 0};
    *nx = x + dx[side & 3], *ny = y + dy[side & 3];
}

const char *gui_dragon_ask(const gui_module_ctx *ctx)
{
    const cit_game *e = gui_game_engine(ctx->game);
    cit_pending pd = cit_game_pending(e);
    if (pd.module != CIT_MODULE_DRAGON || !gui_module_ctx_seat_here(ctx, pd.player))
        return NULL;
    gui_dragon_state *st = gui_dragon_of(ctx->game);
    char num[8];
    switch (pd.decision) {
    case CIT_DECIDE_DRAGON_STEP:
        snprintf(num, sizeof num, "%d", cit_game_dragon_steps_left(e));
        gui_subst(st->ask, sizeof st->ask, gui_word_n(&dragon_text[DRAGON_HINT_STEP], cit_game_dragon_steps_left(e)), num,
                  NULL, NULL);
        return st->ask;
    case CIT_DECIDE_FAIRY: /* the fairy is dragged from the bar's box, or from the board where it stands */
        return dragon_tr(gui_fairy_dragging(ctx)               ? DRAGON_HINT_FAIRY_DRAG
                         : cit_game_fairy(e, NULL, NULL, NULL) ? DRAGON_HINT_FAIRY_MOVE
                                                               : DRAGON_HINT_FAIRY);
    case CIT_DECIDE_PRINCESS:
        return dragon_tr(DRAGON_HINT_PRINCESS);
    case CIT_DECIDE_PORTAL:
        return dragon_tr(DRAGON_HINT_PORTAL);
    default:
        return NULL;
    }
}

/* The cell answer m is about: the one a step leads to, or the part's cell; 0 for "none". */
static int target_cell(const cit_game *e, const cit_move *m, int *x, int *y)
{
    if (m->type == CIT_MOVE_DRAGON_STEP) {
        cit_pending pd = cit_game_pending(e);
        gui_dragon_step_cell(pd.x, pd.y, m->arg0, x, y);
        return 1;
    }
    *x = m->x, *y = m->y;
    return m->arg0 != 0;
}

/* Where answer m puts its piece on screen (a cell's middle for a step, a part's anchor else) and
   its reach for a click; 0 for an answer that places nothing ("none"). */
static int target_of(gui_module_ctx *ctx, const cit_move *m, float *px, float *py, float *reach)
{
    int x, y;
    if (!target_cell(gui_game_engine(ctx->game), m, &x, &y))
        return 0;
    if (m->type == CIT_MOVE_DRAGON_STEP) {
        SDL_Rect c = gui_camera_cell_rect(ctx->cam, x, y);
        *px = (float)c.x + (float)c.w / 2, *py = (float)c.y + (float)c.h / 2, *reach = (float)c.w / 2;
        return 1;
    }
    cit_feature_part p = gui_dragon_answer_part(m);
    cit_placed_tile pc[2];
    if (!gui_dragon_part_px(ctx, &p, px, py) || cit_game_parts_at(gui_game_engine(ctx->game), x, y, pc) <= (m->rot & 1))
        return 0;
    /* at least 24 px across at any zoom (a board of 100 tiles fitted makes spots ~10 px): the
       nearest target within reach takes the click, so neighbours overlapping stay apart */
    float least = (float)gui_px(ctx->ui, DD_REACH_LEAST);
    *reach = gui_module_ctx_board_spot_radius(ctx, pc[m->rot & 1].tile) * 1.1f;
    *reach = *reach < least ? least : *reach;
    return 1;
}

static void light(gui_module_ctx *ctx, const cit_move *m, float px, float py, float reach)
{
    SDL_Color c = gui_rgba(TARGET_RGB, (Uint8)(170 + 85 * gui_module_ctx_board_pulse(ctx)));
    SDL_Rect rc = {(int)(px - reach), (int)(py - reach), (int)(2 * reach), (int)(2 * reach)};
    if (m->type == CIT_MOVE_DRAGON_STEP) {
        gui_fill_rect(ctx->r, rc, gui_rgba(TARGET_RGB, 30));
        gui_rect_outline(ctx->r, rc, gui_px(ctx->ui, GUI_SIZE_LINE_LIT), c);
    } else {
        gui_ring(ctx->r, px, py, reach, (float)gui_px(ctx->ui, DD_RING), c);
    }
    gui_module_ctx_decide_answer(ctx, rc, m); /* a hint's answer ringed */
}

int gui_dragon_target_at(gui_module_ctx *ctx, const cit_move *ms, int n, int mx, int my, float slack, float *px,
                         float *py, float *reach)
{
    int best = -1;
    float best_d = 0;
    for (int i = 0; i < n; i++) {
        float x, y, lit;
        if (!target_of(ctx, &ms[i], &x, &y, &lit))
            continue;
        float r = lit > slack ? lit : slack;
        float dx = (float)mx - x, dy = (float)my - y, d = dx * dx + dy * dy;
        int inside = ms[i].type == CIT_MOVE_DRAGON_STEP ? dx * dx <= r * r && dy * dy <= r * r : d <= r * r;
        if (inside && (best < 0 || d < best_d))
            best = i, best_d = d, *px = x, *py = y, *reach = lit;
    }
    return best;
}

/* The camera, once a decision: glides so the dragon's cell, the fairy's (it is dragged from
   there) and every lit target lie under the bar. */
static void show_targets(gui_module_ctx *ctx, const cit_move *ms, int n, int bar_h)
{
    const cit_game *e = gui_game_engine(ctx->game);
    float x0 = 1e9f, y0 = 1e9f, x1 = -1e9f, y1 = -1e9f;
    int x, y, any = 0;
    for (int i = 0; i <= n + 1; i++) {
        if (i < n ? !target_cell(e, &ms[i], &x, &y)
                  : i == n ? !cit_game_dragon_cell(e, &x, &y) : !cit_game_fairy(e, &x, &y, NULL))
            continue;
        x0 = (float)x < x0 ? (float)x : x0, y0 = (float)y < y0 ? (float)y : y0;
        x1 = (float)x > x1 ? (float)x : x1, y1 = (float)y > y1 ? (float)y : y1;
        any = 1;
    }
    if (any)
        gui_module_ctx_decide_glide_to(ctx, x0, y0, x1, y1, bar_h);
}

/* The portal's answers for the figure chosen (the follower, the mayor or the wagon): "none" and
   the places of that figure only, kept in ms; *figs gets bit f for each figure that has a
   place, f the engine's follower kind (0 a follower). The choice falls back on the first figure that has one. */
static int portal_answers_for(gui_module_ctx *ctx, cit_move *ms, int n, unsigned *figs)
{
    gui_dragon_state *st = gui_dragon_of(ctx->game);
    *figs = 0;
    for (int i = 0; i < n; i++)
        if (ms[i].arg0 && ms[i].arg1 < 32)
            *figs |= 1u << ms[i].arg1;
    const cit_move *hint = gui_module_ctx_hint_shown(ctx); /* a hint's place is lit with its figure */
    if (hint && hint->type == CIT_MOVE_PORTAL && hint->arg0 && hint->arg1 < 32)
        st->portal_figure = hint->arg1;
    if (*figs && !(*figs >> st->portal_figure & 1))
        st->portal_figure = __builtin_ctz(*figs);
    int k = 0;
    for (int i = 0; i < n; i++)
        if (!ms[i].arg0 || ms[i].arg1 == st->portal_figure)
            ms[k++] = ms[i];
    return k;
}

/* The portal's figure buttons (each figure drawn on it; the chosen one lit; F takes the next),
   from x on; returns the width they take. */
static int portal_figure_buttons(gui_module_ctx *ctx, int x, int y, int bh, unsigned figs)
{
    gui_dragon_state *st = gui_dragon_of(ctx->game);
    gui_ui *ui = ctx->ui;
    int bw = gui_px(ui, DD_FIGURE_W), gap = gui_px(ui, GUI_SIZE_SPACE), x0 = x,
        colour = gui_game_player_colour(ctx->game, ctx->pend->player);
    const cit_game *e = gui_game_engine(ctx->game);
    for (int f = 0; f < 32; f++) {
        if (!(figs >> f & 1))
            continue;
        char label[64];
        gui_subst(label, sizeof label, dragon_tr(DRAGON_PORTAL_KIND), gui_figure_name(e, f, GUI_FIGNAME_TITLE), NULL, NULL);
        SDL_Rect rc = {x, y, bw, bh};
        SDL_Color fill = gui_rgba(f == st->portal_figure ? GUI_COL_ACCENT : GUI_COL_WOOD, 255);
        if (gui_button_colour(ui, GUI_ID(f), rc, fill, f ? label : dragon_tr(DRAGON_PORTAL_FOLLOWER), 1))
            st->portal_figure = f;
        float fx = (float)x + (float)bh * 0.4f, fy = (float)y + (float)bh / 2, fh = (float)bh * 0.7f;
        if (!f || !gui_module_ctx_figure_draw(ctx, e, f, colour, fx, fy, fh, 255))
            gui_atlas_follower(ctx->atlas, ctx->settings->palette_cb, colour, 0, fx, fy, fh, 255);
        x += bw + gap;
    }
    if (gui_key(ui, SDLK_f)) {
        int next = st->portal_figure + 1;
        while (next < 32 && !(figs >> next & 1))
            next++;
        st->portal_figure = next < 32 ? next : __builtin_ctz(figs);
    }
    return x - x0;
}

/* The bar over the top of the board: who decides, what to do, the answers that are no place on
   the board (a step's direction, "none") as buttons, and All choices (the list of every answer). */
static SDL_Rect bar(gui_module_ctx *ctx, const cit_move *ms, int n, unsigned figs, cit_move *chosen, int *picked)
{
    gui_ui *ui = ctx->ui;
    int pad = gui_px(ui, DD_BAR_PAD), bh = gui_px(ui, DD_BUTTON_H), gap = gui_px(ui, GUI_SIZE_SPACE);
    int w = ctx->board_rc->w - 2 * gui_px(ui, GUI_SIZE_INSET) < gui_px(ui, DD_BAR_W) ? ctx->board_rc->w - 2 * gui_px(ui, GUI_SIZE_INSET)
                                                                    : gui_px(ui, DD_BAR_W);
    const char *ask = gui_dragon_ask(ctx);
    int was = gui_draw_enabled; /* measured without drawing, then drawn at its height */
    gui_draw_enabled = 0;
    int head = gui_module_ctx_decide_heading(ctx, 0, 0, w - 2 * pad);
    int text = ask ? gui_text_wrapped(ask, 0, 0, w - 2 * pad, gui_font_px(ui, GUI_FONT_BODY), 0, gui_rgba(GUI_COL_INK, 255)) : 0;
    gui_draw_enabled = was;
    SDL_Rect p = {ctx->board_rc->x + (ctx->board_rc->w - w) / 2, ctx->board_rc->y + gui_px(ui, GUI_SIZE_PAD), w,
                  2 * pad + head + text + gap + bh};
    gui_panel(ui, p);
    int x = p.x + pad, y = gui_module_ctx_decide_heading(ctx, x, p.y + pad, w - 2 * pad);
    if (ask)
        y += gui_text_wrapped(ask, x, y, w - 2 * pad, gui_font_px(ui, GUI_FONT_BODY), 0, gui_rgba(GUI_COL_INK, 255));
    y += gap;
    int all_w = gui_px(ui, DD_ALL_W), nb = 0;
    /* the fairy to drag, where it stands nowhere yet (else it is taken from the board) */
    if (ctx->pend->decision == CIT_DECIDE_FAIRY && !cit_game_fairy(gui_game_engine(ctx->game), NULL, NULL, NULL)) {
        int bw = bh * 5 / 4;
        gui_fairy_box(ctx, (SDL_Rect){x, y, bw, bh});
        x += bw + gap;
        w -= bw + gap;
    }
    /* the portal's figure, when the mayor or the wagon may go through as well */
    if (figs & (figs - 1)) {
        int used = portal_figure_buttons(ctx, x, y, bh, figs);
        x += used;
        w -= used;
    }
    for (int i = 0; i < n; i++)
        nb += ms[i].type == CIT_MOVE_DRAGON_STEP || ms[i].arg0 == 0;
    int bw = nb ? (w - 2 * pad - all_w - gap * nb) / nb : 0;
    bw = bw > gui_px(ui, DD_STEP_W) ? gui_px(ui, DD_STEP_W) : bw;
    for (int i = 0, k = 0; i < n; i++) {
        if (!(ms[i].type == CIT_MOVE_DRAGON_STEP || ms[i].arg0 == 0))
            continue;
        char label[96];
        gui_move_words(gui_game_engine(ctx->game), &ms[i], label, sizeof label);
        SDL_Rect rc = {x + k++ * (bw + gap), y, bw, bh};
        /* keys: 1-4 the steps in the buttons' order, Enter "none" */
        int key = ms[i].type == CIT_MOVE_DRAGON_STEP ? gui_key(ui, (SDL_Keycode)(SDLK_1 + k - 1))
                                                     : gui_key(ui, SDLK_RETURN) || gui_key(ui, SDLK_KP_ENTER);
        if ((gui_button(ui, GUI_ID(i), rc, label, 1) || key) && !*picked)
            *chosen = ms[i], *picked = 1;
        gui_module_ctx_decide_answer(ctx, rc, &ms[i]);
    }
    if (gui_button(ui, GUI_ID(0), (SDL_Rect){p.x + p.w - pad - all_w, y, all_w, bh}, gui_tr(MSG_ALL_CHOICES), 1))
        ctx->decide->generic_open = 1;
    gui_dragon_of(ctx->game)->bar_rc = p; /* Home fits the board below it (the module's covers) */
    return p;
}

const char *gui_dragon_key_help(const gui_module_ctx *ctx)
{
    if (!gui_dragon_ask(ctx))
        return NULL;
    return dragon_tr(ctx->pend->decision == CIT_DECIDE_DRAGON_STEP ? DRAGON_KEYS_STEP : DRAGON_KEYS_NONE);
}

int gui_dragon_decide(gui_module_ctx *ctx, cit_move *chosen, int fresh)
{
    /* the fairy's question is no dialog of its own: the board takes its drag (dragon_fairy.c) */
    int fairy = ctx->pend->decision == CIT_DECIDE_FAIRY, modal = fairy ? 0 : GUI_DECIDE_MODAL;
    if (fairy && gui_fairy_take_drop(ctx, chosen))
        return GUI_DECIDE_CHOSEN;
    cit_move ms[MAX_ANSWERS];
    int n = cit_game_legal_moves(gui_game_engine(ctx->game), ms, MAX_ANSWERS);
    n = n > MAX_ANSWERS ? MAX_ANSWERS : n;
    unsigned figs = 0;
    if (ctx->pend->decision == CIT_DECIDE_PORTAL)
        n = portal_answers_for(ctx, ms, n, &figs);
    gui_input *in = ctx->in;
    /* the targets lit on the board first (the bar stays over them); a click (no pan, no drag of
       the fairy: its drop answers) answers with the nearest one within its reach */
    SDL_RenderSetClipRect(ctx->r, ctx->board_rc); /* zoomed in, a ring near the edge stays on the board */
    for (int i = 0; i < n; i++) {
        float px, py, reach;
        if (target_of(ctx, &ms[i], &px, &py, &reach))
            light(ctx, &ms[i], px, py, reach);
    }
    SDL_RenderSetClipRect(ctx->r, NULL);
    int click = in->released[1] && !ctx->ui->consumed && gui_hit(in, *ctx->board_rc) && !gui_hit(in, *ctx->zoom_rc) &&
                ctx->drag->kind != GUI_DRAG_PAN && ctx->drag->kind != GUI_DRAG_MODULE;
    float px, py, reach;
    int best = click ? gui_dragon_target_at(ctx, ms, n, in->mx, in->my, 0, &px, &py, &reach) : -1;
    int picked = 0;
    SDL_Rect p = bar(ctx, ms, n, figs, chosen, &picked);
    if (fresh)
        show_targets(ctx, ms, n, p.h);
    if (!picked && best >= 0 && !gui_hit(in, p))
        *chosen = ms[best], picked = 1;
    if (!modal && in->pressed[1] && gui_hit(in, p) && !gui_fairy_over_box(ctx))
        ctx->ui->consumed = 1; /* a press on the bar is no pan of the board under it */
    return modal | (picked ? GUI_DECIDE_CHOSEN : 0);
}
