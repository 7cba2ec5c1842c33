/* The acrobats' question (bigtop_acrobats.h), in the manner of the wagon's move: the places
   are lit on the board, a panel at the top of the board (on a phone over the side panel) says
   what they do. */
#include "modules/bigtop/bigtop_acrobats.h"
#include "modules/bigtop/bigtop_text.h"
#include "modules/bigtop/bigtop_view.h"
#include "modules/bigtop/bigtop.h"
#include "scenes/game/decide.h"
#include "scenes/game/game_state.h"
#include "draw/camera.h"
#include "draw/draw.h"
#include "draw/text.h"

#include <math.h>
#include <stdio.h>

/* "none", up to 9 spaces around the tile (a portal: any on the board), the pyramids */
#define MAX_ANSWERS 64
#define MAX_PYRAMID_BUTTONS 3

/* The panel's own sizes, in dp (the rest is the theme's spacing). */
enum {
    BA_PANEL_W = 540, /* the panel's widest */
    BA_NONE_W = 220   /* No acrobat's button, narrower on a phone */
};

int bigtop_pyramid_points(const cit_game *e, int x, int y, int player)
{
    return 5 * cit_game_bigtop_acrobats(e, x, y, player);
}

/* The answer whose space is in the cell under the pointer, or -1. */
static int target_at(gui_module_ctx *ctx, const cit_move *ms, int n)
{
    int cx, cy;
    if (!gui_hit(ctx->in, *ctx->board_rc))
        return -1;
    gui_camera_cell_at(ctx->cam, ctx->in->mx, ctx->in->my, &cx, &cy);
    for (int i = 0; i < n; i++)
        if ((ms[i].type == CIT_MOVE_BIGTOP_PYRAMID || ms[i].arg0) && ms[i].x == cx && ms[i].y == cy)
            return i;
    return -1;
}

/* Each space a follower may climb lit in the placer's colour's ring, each complete pyramid in
   gold; the one under the pointer green. */
static void draw_targets(gui_module_ctx *ctx, const cit_move *ms, int n, int hot)
{
    SDL_RenderSetClipRect(ctx->r, ctx->board_rc);
    float pu = 0.5f + 0.5f * sinf((float)ctx->clock * 0.006f), rad = ctx->cam->zoom * 0.22f;
    for (int i = 0; i < n; i++) {
        int pyramid = ms[i].type == CIT_MOVE_BIGTOP_PYRAMID;
        if (!pyramid && !ms[i].arg0)
            continue;
        SDL_Rect cell = gui_camera_cell_rect(ctx->cam, ms[i].x, ms[i].y);
        float px = (float)cell.x + (float)cell.w / 2, py = (float)cell.y + (float)cell.h / 2;
        SDL_Color c = gui_rgba(i == hot ? GUI_COL_LIT_EDGE_HOT : pyramid ? GUI_COL_GOLD : GUI_COL_TARGET, 255);
        gui_rect_outline(ctx->r, cell, gui_px(ctx->ui, GUI_SIZE_LINE), c);
        if (!pyramid)
            gui_fill_circle(ctx->r, px, py, rad,
                            gui_rgba(i == hot ? GUI_COL_LIT_HOT : GUI_COL_LIT, (Uint8)(i == hot ? 170 : 80 + 60 * pu)));
        gui_ring(ctx->r, px, py, rad, (float)gui_px(ctx->ui, GUI_SIZE_LINE_LIT), c);
        gui_module_ctx_decide_answer(ctx, (SDL_Rect){(int)(px - rad), (int)(py - rad), (int)(2 * rad), (int)(2 * rad)},
                                     &ms[i]);
    }
    SDL_RenderSetClipRect(ctx->r, NULL);
}

static void glide_once(gui_module_ctx *ctx, const cit_move *ms, int n, int panel_h)
{
    const cit_pending *pd = ctx->pend;
    float x0 = (float)pd->x, y0 = (float)pd->y, x1 = x0, y1 = y0;
    for (int i = 0; i < n; i++)
        if (ms[i].type == CIT_MOVE_BIGTOP_PYRAMID || ms[i].arg0) {
            x0 = fminf(x0, (float)ms[i].x), x1 = fmaxf(x1, (float)ms[i].x);
            y0 = fminf(y0, (float)ms[i].y), y1 = fmaxf(y1, (float)ms[i].y);
        }
    gui_module_ctx_decide_glide_to(ctx, x0, y0, x1, y1, panel_h);
}

/* The panel's words, measured (drawing off) or drawn at x,y in width w; the y below. `ask`
   NULL (no room for it) leaves out what the question is, which the turn's hint said before
   End turn. */
static int words(gui_module_ctx *ctx, const char *ask, const char *pointed, int x, int y, int w)
{
    gui_ui *ui = ctx->ui;
    int px = gui_font_px(ui, GUI_FONT_BODY);
    y = gui_module_ctx_decide_heading(ctx, x, y, w);
    if (ask)
        y += gui_text_wrapped(ask, x, y, w, px, 0, gui_rgba(GUI_COL_INK, 255)) + gui_px(ui, GUI_SIZE_NUDGE);
    y += gui_text_wrapped(pointed, x, y, w, px, 0, gui_rgba(GUI_COL_INK_SOFT, 255));
    return y + gui_px(ui, GUI_SIZE_SPACE);
}

/* What the panel says and holds, for measuring it at a width (gui_decide_dock). */
typedef struct {
    gui_module_ctx *ctx;
    const char *ask, *pointed;
    int npyr; /* pyramid buttons over No acrobat */
} panel_words;

/* The panel's height at width w, as drawn: its words, a button for each pyramid and No acrobat,
   and with a mouse the line of keys under them; its inset above and below. */
static int panel_height(void *arg, int w)
{
    const panel_words *pw = arg;
    gui_ui *ui = pw->ctx->ui;
    int pad = gui_px(ui, GUI_SIZE_INSET), bh = gui_hit_px(ui, GUI_SIZE_DIALOG_BUTTON_H), gap = gui_px(ui, GUI_SIZE_SPACE);
    int kh = pw->ctx->coarse ? 0 : gui_px(ui, GUI_SIZE_GAP) + gui_font_px(ui, GUI_FONT_SMALL);
    int was = gui_draw_enabled;
    gui_draw_enabled = 0;
    int head = words(pw->ctx, pw->ask, pw->pointed, 0, 0, w - 2 * pad);
    gui_draw_enabled = was;
    return 2 * pad + head + (pw->npyr + 1) * bh + pw->npyr * gap + kh;
}

int bigtop_acrobats_dialog(gui_module_ctx *ctx, cit_move *chosen, int fresh)
{
    gui_ui *ui = ctx->ui;
    const cit_game *e = gui_game_engine(ctx->game);
    const cit_pending *pd = ctx->pend;
    cit_move ms[MAX_ANSWERS];
    int n = cit_game_legal_moves(e, ms, MAX_ANSWERS);
    n = n > MAX_ANSWERS ? MAX_ANSWERS : n;
    int hot = target_at(ctx, ms, n), npyr = 0, pyr[MAX_PYRAMID_BUTTONS];
    for (int i = 0; i < n && npyr < MAX_PYRAMID_BUTTONS; i++)
        if (ms[i].type == CIT_MOVE_BIGTOP_PYRAMID)
            pyr[npyr++] = i;
    draw_targets(ctx, ms, n, hot);
    char ask[320], pointed[128];
    gui_subst(ask, sizeof ask, gui_word_seat(&bigtop_text[BT_ACRO_ASK], gui_game_is_you(ctx->game, pd->player)),
              gui_game_player_name(ctx->game, pd->player), NULL, NULL);
    if (hot >= 0) { /* the place pointed at, in words */
        char num[8];
        int k = cit_game_bigtop_acrobats(e, ms[hot].x, ms[hot].y, -1);
        snprintf(num, sizeof num, "%d", k);
        gui_subst(pointed, sizeof pointed, bigtop_tr_n(BT_ACRO_SPACE, k), num, NULL, NULL);
    } else {
        SDL_strlcpy(pointed, bigtop_tr(BT_ACRO_PICK), sizeof pointed);
    }
    panel_words pw = {ctx, ask, pointed, npyr};
    int docked, pad = gui_px(ui, GUI_SIZE_INSET), bh = gui_hit_px(ui, GUI_SIZE_DIALOG_BUTTON_H), gap = gui_px(ui, GUI_SIZE_SPACE);
    SDL_Rect p = gui_module_ctx_decide_dock(ctx, gui_px(ui, BA_PANEL_W), panel_height, &pw, &docked);
    if (!docked && p.h > ctx->board_rc->h / 2) { /* the board kept in view: the question left out */
        pw.ask = NULL;
        p = gui_module_ctx_decide_dock(ctx, gui_px(ui, BA_PANEL_W), panel_height, &pw, &docked);
    }
    int w = p.w;
    if (fresh)
        glide_once(ctx, ms, n, docked ? 0 : p.h);
    gui_panel(ui, p);
    int x = p.x + pad, y = words(ctx, pw.ask, pointed, x, p.y + pad, w - 2 * pad), picked = -1;
    for (int k = 0; k < npyr; k++) { /* a pyramid scored from the panel: what it pays you */
        const cit_move *m = &ms[pyr[k]];
        char label[96], num[8];
        int pts = bigtop_pyramid_points(e, m->x, m->y, pd->player);
        snprintf(num, sizeof num, "%d", pts);
        gui_subst(label, sizeof label, bigtop_tr_n(BT_BTN_PYRAMID, pts), num, NULL, NULL);
        SDL_Rect b = {x, y, w - 2 * pad, bh};
        if (gui_button(ui, GUI_ID(10 + k), b, label, 1))
            picked = pyr[k];
        gui_module_ctx_decide_answer(ctx, b, m);
        y += bh + gap;
    }
    /* docked over the side panel on a phone: the Hint it covers beside No acrobat */
    SDL_Rect none = {x, y, w - 2 * pad, bh};
    if (!gui_module_ctx_decide_hint_in_row(ctx, &none) && none.w > gui_px(ui, BA_NONE_W))
        none.w = gui_px(ui, BA_NONE_W);
    for (int i = 0; i < n; i++)
        if (ms[i].type == CIT_MOVE_BIGTOP_ACROBAT && !ms[i].arg0) {
            if (gui_button(ui, GUI_ID(1), none, bigtop_tr(BT_BTN_NONE), 1) || gui_key(ui, SDLK_n))
                picked = i;
            gui_module_ctx_decide_answer(ctx, none, &ms[i]);
        }
    if (!ctx->coarse)
        gui_text(bigtop_tr(BT_ACRO_KEYS), x, y + bh + gui_px(ui, GUI_SIZE_GAP), gui_font_px(ui, GUI_FONT_SMALL), 0,
                 gui_rgba(GUI_COL_INK_SOFT, 255), GUI_ALIGN_LEFT);
    if (picked < 0 && hot >= 0 && ctx->in->released[1] && !ctx->ui->consumed && !gui_hit(ctx->in, p))
        picked = hot;
    if (picked < 0)
        return GUI_DECIDE_MODAL;
    *chosen = ms[picked];
    return GUI_DECIDE_MODAL | GUI_DECIDE_CHOSEN;
}
