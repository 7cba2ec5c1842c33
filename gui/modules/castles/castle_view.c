/* Castles on screen: tokens over their two cells, the lit neighbourhood, the castle question
   and the owner's pick, tokens left per player. Rules: RULES.md §2, engine/mod_castles.c. */
#include "modules/castles/castle_view.h"
#include "scenes/game/board_view.h"
#include "scenes/game/decide.h"
#include "scenes/game/game_state.h"
#include "draw/draw.h"
#include "app/i18n.h"
#include "modules/castles/castle_text.h"
#include "draw/text.h"
#include "modules/castles/castles.h"

#include <stdio.h>

#define MAX_SHOWN_CASTLES 16
#define MAX_CANDIDATES 32
#define AREA_RGB GUI_COL_TARGET  /* the neighbourhood's light */
#define PICK_RGB 0x5ec8ff  /* the features that may pay, and their numbers */

/* The castle's questions and tokens, their own sizes in layout units. */
enum {
    CASTLE_ASK_W = 600,     /* build a castle or score the city: the dialog, */
    CASTLE_ASK_FONT = 24,   /* its question, */
    CASTLE_ANSWER_H = 64,   /* its two answers (each with its points under the words) */
    CASTLE_ANSWER_GAP = 14,
    CASTLE_PICK_W = 560,    /* which feature pays: the dialog, its question */
    CASTLE_PICK_FONT = 17,
    CASTLE_ROW_NUM_GAP = 2  /* the castles left beside the keep in a player's row */
};

static int colour_of(const gui_module_ctx *ctx, int p)
{
    const cit_setup *s = cit_game_setup(gui_game_engine(ctx->game));
    return p >= 0 && p < s->nplayers ? s->players[p].colour : 0;
}

static SDL_Color player_rgb(const gui_module_ctx *ctx, int p)
{
    return gui_player_colour(ctx->settings->palette_cb, colour_of(ctx, p));
}

static int castles_on(const gui_module_ctx *ctx)
{
    return ctx->game && (cit_game_modules(gui_game_engine(ctx->game)) >> CIT_MODULE_CASTLES & 1);
}

/* ---- shapes ---------------------------------------------------------------------------------- */

/* A keep: a body with three merlons and a door, filling box b. */
static void keep_icon(gui_module_ctx *ctx, SDL_Rect b, SDL_Color ink, SDL_Color hole)
{
    int mw = b.w / 5, mh = b.h / 5;
    SDL_Rect body = {b.x + b.w / 10, b.y + mh, b.w - b.w / 5, b.h - mh};
    gui_fill_rect(ctx->r, body, ink);
    for (int k = 0; k < 3; k++)
        gui_fill_rect(ctx->r, (SDL_Rect){body.x + k * (body.w - mw) / 2, b.y, mw, mh + 1}, ink);
    int dw = body.w / 3, dh = body.h / 2;
    gui_fill_rect(ctx->r, (SDL_Rect){body.x + (body.w - dw) / 2, body.y + body.h - dh, dw, dh}, hole);
}

/* The axis (0: N-S, 1: W-E) of the piece a module laid over cell x,y (a bridge), on the board
   as it will be with the tile being placed and its pieces; -1 if none. */
static int overlay_axis(gui_module_ctx *ctx, int x, int y)
{
    const cit_game *e = ctx->game->has_tile ? gui_game_preview(ctx->game) : NULL;
    cit_placed_tile pc[2];
    int n = cit_game_parts_at(e ? e : gui_game_engine(ctx->game), x, y, pc);
    for (int i = 0; i < n; i++)
        if (pc[i].overlay)
            return pc[i].overlay - 1;
    return -1;
}

/* The token: a narrow plate in the owner's colour lying across the edge between the two
   cells, a keep at each end (the follower stands in the middle). A paid castle is dimmer
   and shows what it earned. A piece laid over one of its cells (a bridge: its deck and piers
   fill the middle third of the cell, edge to edge) is never covered up nor runs over it: the
   plate stops short of a deck across its line and moves off a deck along it. */
int gui_castle_token_rect(gui_module_ctx *ctx, const cit_castle *c, SDL_Rect *out)
{
    SDL_Rect r1 = gui_camera_cell_rect(ctx->cam, c->x, c->y), r2 = gui_camera_cell_rect(ctx->cam, c->x2, c->y2);
    int l = r1.x < r2.x ? r1.x : r2.x, t = r1.y < r2.y ? r1.y : r2.y;
    int rr = r1.x + r1.w > r2.x + r2.w ? r1.x + r1.w : r2.x + r2.w;
    int bb = r1.y + r1.h > r2.y + r2.h ? r1.y + r1.h : r2.y + r2.h;
    int cell = r1.w, w_e = c->y == c->y2; /* lying W-E */
    int first = w_e ? (c->x < c->x2 ? 0 : 1) : (c->y < c->y2 ? 0 : 1); /* which of the two is west / north */
    int axis[2] = {overlay_axis(ctx, first ? c->x2 : c->x, first ? c->y2 : c->y),
                   overlay_axis(ctx, first ? c->x : c->x2, first ? c->y : c->y2)};
    int line = w_e ? 1 : 0, across_at = cell * 34 / 100, thick = cell - 2 * across_at, lead[2];
    for (int k = 0; k < 2; k++) {
        lead[k] = axis[k] >= 0 && axis[k] != line ? cell * 72 / 100 : cell * 28 / 100;
        if (axis[k] == line) { /* alongside the deck, on the south / east side of it */
            across_at = cell * 71 / 100;
            thick = cell * 24 / 100;
        }
    }
    SDL_Rect tok = w_e ? (SDL_Rect){l + lead[0], t + across_at, rr - l - lead[0] - lead[1], thick}
                       : (SDL_Rect){l + across_at, t + lead[0], thick, bb - t - lead[0] - lead[1]};
    *out = tok;
    return tok.w >= 4 && tok.h >= 4;
}

/* The plate of tok (w_e: lying west-east) in `fill`, its two keeps, what a paid one earned. */
static void paint_token(gui_module_ctx *ctx, SDL_Rect tok, int w_e, SDL_Color fill, int paid, int points)
{
    SDL_Color edge = gui_darken(fill, 0.45f);
    fill.a = paid ? 180 : 240;
    int side = w_e ? tok.h : tok.w, rad = side / 4, th = side / 12 + 1;
    gui_fill_rounded(ctx->r, (SDL_Rect){tok.x - th, tok.y - th, tok.w + 2 * th, tok.h + 2 * th}, rad + th, edge);
    gui_fill_rounded(ctx->r, tok, rad, fill);
    int k = side * 3 / 4, m = (side - k) / 2;
    SDL_Color ink = gui_rgba(GUI_COL_CREAM, 255);
    keep_icon(ctx, (SDL_Rect){tok.x + m, tok.y + m, k, k}, ink, edge);
    keep_icon(ctx, (SDL_Rect){tok.x + tok.w - m - k, tok.y + tok.h - m - k, k, k}, ink, edge);
    if (paid && side >= 14) {
        char pts[16];
        snprintf(pts, sizeof pts, "+%d", points);
        int px = side * 2 / 3;
        SDL_Rect mid = {tok.x + tok.w / 2, tok.y + tok.h / 2, 0, 0};
        gui_text(pts, mid.x + 1, mid.y - px * 5 / 8 + 1, px, 1, gui_rgba(GUI_COL_SHADOW, 200), GUI_ALIGN_CENTER);
        gui_text(pts, mid.x, mid.y - px * 5 / 8, px, 1, gui_rgba(GUI_COL_CREAM, 255), GUI_ALIGN_CENTER);
    }
}

static void draw_token(gui_module_ctx *ctx, const cit_castle *c)
{
    SDL_Rect tok;
    if (gui_castle_token_rect(ctx, c, &tok))
        paint_token(ctx, tok, c->y == c->y2, player_rgb(ctx, c->owner), c->paid, c->points);
}

void gui_castle_token_in(gui_module_ctx *ctx, SDL_Rect r1, SDL_Rect r2, SDL_Color owner)
{
    /* No piece over its cells: the plate's usual place across the edge between them. */
    int w_e = r1.y == r2.y, l = r1.x < r2.x ? r1.x : r2.x, t = r1.y < r2.y ? r1.y : r2.y;
    int along = r1.w * 28 / 100, across = r1.w * 34 / 100, len = (w_e ? 2 * r1.w : 2 * r1.h) - 2 * along;
    SDL_Rect tok = w_e ? (SDL_Rect){l + along, t + across, len, r1.h - 2 * across}
                       : (SDL_Rect){l + across, t + along, r1.w - 2 * across, len};
    paint_token(ctx, tok, w_e, owner, 0, 0);
}

/* ---- the neighbourhood and the candidates ------------------------------------------------------- */

/* The 6 cells round two cells, as the engine counts them: the castle's line and both sides. */
static int area_of(int x, int y, int x2, int y2, int *xs, int *ys)
{
    int dx = y == y2 ? 0 : 1, dy = y == y2 ? 1 : 0, n = 0;
    int cx[2] = {x, x2}, cy[2] = {y, y2};
    for (int i = 0; i < 2; i++)
        for (int k = -1; k <= 1; k++) {
            xs[n] = cx[i] + k * dx;
            ys[n++] = cy[i] + k * dy;
        }
    return n;
}

/* The cells a castle decision is about (6), or 0 when no castle decision is pending. */
static int pending_area(const gui_module_ctx *ctx, int *xs, int *ys)
{
    const cit_game *e = gui_game_engine(ctx->game);
    const cit_pending *pd = ctx->pend;
    if (pd->decision == CIT_DECIDE_CASTLE_PICK) {
        int8_t bx[6], by[6];
        int n = cit_game_castle_area(e, pd->arg, bx, by);
        for (int i = 0; i < n; i++) {
            xs[i] = bx[i];
            ys[i] = by[i];
        }
        return n;
    }
    if (pd->decision != CIT_DECIDE_CASTLE)
        return 0;
    /* not a castle yet: its two cells are the city's */
    cit_feature_info info;
    cit_feature_part parts[16];
    int nparts = 0;
    if (!cit_game_feature(e, pd->x, pd->y, pd->spot, pd->half, &info, parts, 16, &nparts) || nparts < 1)
        return 0;
    int x2 = parts[0].x, y2 = parts[0].y;
    for (int i = 0; i < nparts && i < 16; i++)
        if (parts[i].x != pd->x || parts[i].y != pd->y) {
            x2 = parts[i].x;
            y2 = parts[i].y;
            break;
        }
    return area_of(pd->x, pd->y, x2, y2, xs, ys);
}

static void light_cells(gui_module_ctx *ctx, const int *xs, const int *ys, int n, unsigned rgb)
{
    int th = gui_px(ctx->ui, GUI_SIZE_LINE_LIT);
    for (int i = 0; i < n; i++) {
        SDL_Rect rc = gui_camera_cell_rect(ctx->cam, xs[i], ys[i]);
        gui_fill_rect(ctx->r, rc, gui_rgba(rgb, 60));
        gui_rect_outline(ctx->r, rc, th, gui_rgba(rgb, 220));
    }
}

/* Where a feature part's follower would stand, in pixels (the candidate's number goes there). */
static int part_px(gui_module_ctx *ctx, cit_feature_part p, float *sx, float *sy)
{
    cit_placed_tile pc[2];
    if (cit_game_parts_at(gui_game_engine(ctx->game), p.x, p.y, pc) <= p.half)
        return 0;
    cit_placed_tile t = pc[p.half];
    gui_module_ctx_board_anchor_px(ctx, t.tile, p.spot, t.rot, p.x, p.y, sx, sy);
    return 1;
}

/* Each candidate's cells outlined and its number on its first part, as the dialog lists them. */
static void draw_candidates(gui_module_ctx *ctx)
{
    const cit_game *e = gui_game_engine(ctx->game);
    cit_feature_part cand[MAX_CANDIDATES];
    int16_t values[MAX_CANDIDATES];
    int n = cit_game_castle_candidates(e, cand, values, MAX_CANDIDATES);
    int th = gui_px(ctx->ui, GUI_SIZE_LINE), px = gui_font_px(ctx->ui, GUI_FONT_LEAD);
    for (int i = 0; i < n && i < MAX_CANDIDATES; i++) {
        cit_feature_info info;
        cit_feature_part parts[64];
        int np = 0;
        if (cit_game_feature(e, cand[i].x, cand[i].y, cand[i].spot, cand[i].half, &info, parts, 64, &np))
            for (int k = 0; k < np && k < 64; k++) {
                SDL_Rect rc = gui_camera_cell_rect(ctx->cam, parts[k].x, parts[k].y);
                int in = th * (2 + 2 * i); /* nested, so features sharing a cell stay apart */
                gui_rect_outline(ctx->r, (SDL_Rect){rc.x + in, rc.y + in, rc.w - 2 * in, rc.h - 2 * in}, th,
                                 gui_rgba(PICK_RGB, 230));
            }
        float sx, sy;
        if (!part_px(ctx, cand[i], &sx, &sy))
            continue;
        char num[16];
        snprintf(num, sizeof num, "%d", i + 1);
        /* a dark blue disc, so the light blue number reads on any tile */
        gui_fill_circle(ctx->r, sx, sy, (float)px * 0.8f, gui_rgba(0x10324a, 230));
        gui_text(num, (int)sx, (int)sy - px * 5 / 8, px, 1, gui_rgba(PICK_RGB, 255), GUI_ALIGN_CENTER);
    }
}

void gui_castle_draw(gui_module_ctx *ctx)
{
    if (!castles_on(ctx))
        return;
    const cit_game *e = gui_game_engine(ctx->game);
    int xs[6], ys[6], n = cit_game_over(e) ? 0 : pending_area(ctx, xs, ys);
    if (n)
        light_cells(ctx, xs, ys, n, AREA_RGB);
    cit_castle cs[MAX_SHOWN_CASTLES];
    int nc = cit_game_castles(e, cs, MAX_SHOWN_CASTLES);
    for (int i = 0; i < nc && i < MAX_SHOWN_CASTLES; i++)
        draw_token(ctx, &cs[i]);
    if (n && ctx->pend->decision == CIT_DECIDE_CASTLE_PICK)
        draw_candidates(ctx);
}

/* ---- the dialogs ------------------------------------------------------------------------------ */

/* Glides the lit cells into the part of the board below the dialog. */
static void frame_area(gui_module_ctx *ctx, int dialog_h)
{
    int xs[6], ys[6], n = pending_area(ctx, xs, ys);
    if (!n)
        return;
    float x0 = (float)xs[0], y0 = (float)ys[0], x1 = x0, y1 = y0;
    for (int i = 1; i < n; i++) {
        x0 = (float)xs[i] < x0 ? (float)xs[i] : x0;
        y0 = (float)ys[i] < y0 ? (float)ys[i] : y0;
        x1 = (float)xs[i] > x1 ? (float)xs[i] : x1;
        y1 = (float)ys[i] > y1 ? (float)ys[i] : y1;
    }
    gui_module_ctx_decide_glide_to(ctx, x0, y0, x1, y1, dialog_h);
}

/* The legal move of the castle question: build (1) or score (0); 0 if it is not legal. */
static int castle_move(const cit_game *e, int build, cit_move *out)
{
    cit_move ms[8];
    int n = cit_game_legal_moves(e, ms, 8);
    for (int i = 0; i < n && i < 8; i++)
        if (ms[i].type == CIT_MOVE_CASTLE && ms[i].arg0 == build) {
            *out = ms[i];
            return 1;
        }
    return 0;
}

/* "4 points" (or 2 with the old small-city rule): what the city scores if no castle. */
static void city_points(const gui_module_ctx *ctx, char *buf, size_t cap)
{
    const cit_pending *pd = ctx->pend;
    cit_feature_info info;
    int n = 0, v = 4;
    if (cit_game_feature(gui_game_engine(ctx->game), pd->x, pd->y, pd->spot, pd->half, &info, NULL, 0, &n))
        v = info.value;
    gui_points(buf, cap, v);
}

/* The question's text from y down; returns the y below. */
static int ask_text(gui_module_ctx *ctx, int x, int y, int w, int can_build)
{
    gui_ui *ui = ctx->ui;
    char pts[32], ask[96];
    city_points(ctx, pts, sizeof pts);
    gui_subst(ask, sizeof ask, castle_tr(CASTLE_ASK), pts, NULL, NULL);
    y = gui_module_ctx_decide_heading(ctx, x, y, w);
    int px = gui_font_px(ui, CASTLE_ASK_FONT);
    gui_text(ask, x, y, px, 1, gui_rgba(GUI_COL_INK, 255), GUI_ALIGN_LEFT);
    y += px * 3 / 2;
    const char *help = castle_tr(can_build ? CASTLE_HELP : CASTLE_NONE_LEFT);
    return y + gui_text_wrapped(help, x, y, w, gui_font_px(ui, GUI_FONT_BODY), 0, gui_rgba(GUI_COL_INK_SOFT, 255)) +
           gui_px(ui, GUI_SIZE_PAD);
}

static int castle_question(gui_module_ctx *ctx, cit_move *chosen, int fresh)
{
    gui_ui *ui = ctx->ui;
    const cit_game *e = gui_game_engine(ctx->game);
    cit_move build, score;
    int can_build = castle_move(e, 1, &build), can_score = castle_move(e, 0, &score);
    int w = gui_px(ui, CASTLE_ASK_W), pad = gui_px(ui, GUI_SIZE_SECTION), bh = gui_px(ui, CASTLE_ANSWER_H), gap = gui_px(ui, CASTLE_ANSWER_GAP);
    if (w > ctx->board_rc->w - gui_px(ui, GUI_SIZE_SECTION))
        w = ctx->board_rc->w - gui_px(ui, GUI_SIZE_SECTION);
    int was = gui_draw_enabled;
    gui_draw_enabled = 0;
    int h = ask_text(ctx, 0, 0, w - 2 * pad, can_build) + 2 * pad + bh;
    gui_draw_enabled = was;
    SDL_Rect p = {ctx->board_rc->x + (ctx->board_rc->w - w) / 2, ctx->board_rc->y + gui_px(ui, GUI_SIZE_PAD), w, h};
    if (fresh)
        frame_area(ctx, h);
    gui_panel(ui, p);
    int x = p.x + pad, iw = w - 2 * pad;
    ask_text(ctx, x, p.y + pad, iw, can_build);
    /* Two big answers: the castle in the decider's colour, the points in wood. */
    int bw = (iw - gap) / 2, by = p.y + p.h - pad - bh;
    char pts[32], take[64];
    city_points(ctx, pts, sizeof pts);
    gui_subst(take, sizeof take, castle_tr(CASTLE_TAKE), pts, NULL, NULL);
    SDL_Rect cb = {x, by, bw, bh};
    if (can_build)
        gui_module_ctx_decide_answer(ctx, cb, &build); /* a hint's answer ringed */
    if (can_score)
        gui_module_ctx_decide_answer(ctx, (SDL_Rect){x + bw + gap, by, bw, bh}, &score);
    if (gui_button_colour(ui, GUI_ID(0), cb, gui_rgba(GUI_COL_ACCENT, 255), castle_tr(CASTLE_BUILD), can_build) &&
        can_build) {
        *chosen = build;
        return GUI_DECIDE_MODAL | GUI_DECIDE_CHOSEN;
    }
    if (gui_button_colour(ui, GUI_ID(0), (SDL_Rect){x + bw + gap, by, bw, bh}, gui_rgba(GUI_COL_WOOD, 255), take,
                          can_score) &&
        can_score) {
        *chosen = score;
        return GUI_DECIDE_MODAL | GUI_DECIDE_CHOSEN;
    }
    return GUI_DECIDE_MODAL;
}

/* The owner's pick: one row per candidate, numbered as on the board. */
static int pick_rows(gui_module_ctx *ctx, int x, int y, int w, int bh, cit_move *chosen)
{
    const cit_game *e = gui_game_engine(ctx->game);
    cit_feature_part cand[MAX_CANDIDATES];
    int16_t values[MAX_CANDIDATES];
    int n = cit_game_castle_candidates(e, cand, values, MAX_CANDIDATES), picked = 0;
    for (int i = 0; i < n && i < MAX_CANDIDATES; i++) {
        cit_feature_info info;
        int np = 0;
        int kind = cit_game_feature(e, cand[i].x, cand[i].y, cand[i].spot, cand[i].half, &info, NULL, 0, &np) ? info.kind : -1;
        char num[16], pts[32], label[96];
        snprintf(num, sizeof num, "%d", i + 1);
        gui_points(pts, sizeof pts, values[i]);
        gui_subst(label, sizeof label, castle_tr(CASTLE_PICK_ROW), num, gui_feature_kind_name(kind), pts);
        cit_move m = {0};
        m.type = CIT_MOVE_CASTLE_PICK;
        m.x = cand[i].x;
        m.y = cand[i].y;
        m.spot = cand[i].spot;
        if (gui_button(ctx->ui, GUI_ID(i), (SDL_Rect){x, y, w, bh}, label, 1) && !picked) {
            *chosen = m;
            picked = 1;
        }
        gui_module_ctx_decide_answer(ctx, (SDL_Rect){x, y, w, bh}, &m);
        y += bh + gui_px(ctx->ui, GUI_SIZE_GAP);
    }
    return picked;
}

static int castle_pick(gui_module_ctx *ctx, cit_move *chosen, int fresh)
{
    gui_ui *ui = ctx->ui;
    const cit_game *e = gui_game_engine(ctx->game);
    cit_feature_part cand[MAX_CANDIDATES];
    int16_t values[MAX_CANDIDATES];
    int n = cit_game_castle_candidates(e, cand, values, MAX_CANDIDATES);
    n = n > MAX_CANDIDATES ? MAX_CANDIDATES : n;
    int w = gui_px(ui, CASTLE_PICK_W), pad = gui_px(ui, GUI_SIZE_SECTION), bh = gui_px(ui, GUI_SIZE_DIALOG_BUTTON_H), px = gui_font_px(ui, CASTLE_PICK_FONT);
    if (w > ctx->board_rc->w - gui_px(ui, GUI_SIZE_SECTION))
        w = ctx->board_rc->w - gui_px(ui, GUI_SIZE_SECTION);
    int was = gui_draw_enabled;
    gui_draw_enabled = 0;
    int head = gui_module_ctx_decide_heading(ctx, 0, 0, w - 2 * pad);
    head += gui_text_wrapped(castle_tr(CASTLE_PICK_ASK), 0, 0, w - 2 * pad, px, 0, gui_rgba(0, 255));
    gui_draw_enabled = was;
    int h = head + gui_px(ui, GUI_SIZE_PAD) + n * (bh + gui_px(ui, GUI_SIZE_GAP)) + 2 * pad;
    SDL_Rect p = {ctx->board_rc->x + (ctx->board_rc->w - w) / 2, ctx->board_rc->y + gui_px(ui, GUI_SIZE_PAD), w, h};
    if (fresh)
        frame_area(ctx, h);
    gui_panel(ui, p);
    int x = p.x + pad, iw = w - 2 * pad, y = gui_module_ctx_decide_heading(ctx, x, p.y + pad, iw);
    y += gui_text_wrapped(castle_tr(CASTLE_PICK_ASK), x, y, iw, px, 0, gui_rgba(GUI_COL_INK, 255)) + gui_px(ui, GUI_SIZE_PAD);
    if (pick_rows(ctx, x, y, iw, bh, chosen)) {
        cit_move check[MAX_CANDIDATES];
        int nl = cit_game_legal_moves(e, check, MAX_CANDIDATES);
        for (int i = 0; i < nl && i < MAX_CANDIDATES; i++)
            if (check[i].x == chosen->x && check[i].y == chosen->y && check[i].spot == chosen->spot) {
                *chosen = check[i]; /* the engine's own form of the move */
                return GUI_DECIDE_MODAL | GUI_DECIDE_CHOSEN;
            }
    }
    return GUI_DECIDE_MODAL;
}

int gui_castle_dialog(gui_module_ctx *ctx, cit_move *chosen, int fresh)
{
    if (ctx->pend->decision == CIT_DECIDE_CASTLE)
        return castle_question(ctx, chosen, fresh);
    return castle_pick(ctx, chosen, fresh);
}

/* ---- the side panel, the list of choices, the history ------------------------------------------- */

int gui_castle_tokens(gui_module_ctx *ctx, int player, int x, int y, int h)
{
    if (!castles_on(ctx))
        return 0;
    SDL_Color c = player_rgb(ctx, player);
    keep_icon(ctx, (SDL_Rect){x, y, h, h}, c, gui_darken(c, 0.45f));
    char num[16];
    snprintf(num, sizeof num, "\xC3\x97%d", cit_game_castles_left(gui_game_engine(ctx->game), player));
    int px = gui_font_px(ctx->ui, GUI_FONT_SMALL);
    gui_text(num, x + h + gui_px(ctx->ui, CASTLE_ROW_NUM_GAP), y + (h - px * 5 / 4) / 2, px, 1, gui_rgba(GUI_COL_INK, 255),
             GUI_ALIGN_LEFT);
    return h + gui_px(ctx->ui, CASTLE_ROW_NUM_GAP) + gui_text_width(num, px, 1);
}

int gui_castle_move_words(const cit_game *g, const cit_move *m, char *buf, size_t cap)
{
    if (m->type == CIT_MOVE_CASTLE) {
        SDL_strlcpy(buf, castle_tr(m->arg0 ? CASTLE_MV_CASTLE_BUILD : CASTLE_MV_CASTLE_SCORE), cap);
        return 1;
    }
    if (m->type != CIT_MOVE_CASTLE_PICK)
        return 0;
    cit_feature_info info;
    int n = 0;
    char at[24];
    snprintf(at, sizeof at, "%d,%d", m->x, m->y);
    int kind = cit_game_feature(g, m->x, m->y, m->spot, m->rot, &info, NULL, 0, &n) ? info.kind : -1;
    gui_subst(buf, cap, castle_tr(CASTLE_MV_CASTLE_PAY), gui_feature_kind_name(kind), at, NULL);
    return 1;
}

int gui_castle_event_words(const cit_game *g, int you, const cit_event *e, char *buf, size_t cap)
{
    if (e->type != CIT_EV_CASTLE)
        return 0;
    const cit_setup *s = cit_game_setup(g);
    gui_subst(buf, cap, gui_word_seat(&castle_text[CASTLE_HIST_CASTLE], e->player == you),
              e->player < s->nplayers ? s->players[e->player].name : "?", NULL, NULL);
    return 1;
}
