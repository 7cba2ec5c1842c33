/* The City's decisions for a person (city_decide.h): a bar over the board says whose piece
   of the round it is and holds the piece to drag; the legal slots are lit on the board. */
#include "modules/city/city_decide.h"
#include "modules/city/city_view.h"
#include "modules/city/city_text.h"
#include "scenes/game/decide.h"
#include "draw/draw.h"
#include "draw/text.h"
#include "app/i18n.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#define MOVES_MAX 256

/* The wall round's bar and drag, their own sizes in layout units. */
enum {
    CITY_BAR_H = 112,         /* the bar over the board: height, corners, colour stripe, */
    CITY_BAR_RADIUS = 10,
    CITY_BAR_STRIPE = 8,
    CITY_BAR_BUTTON_W = 170,  /* its answer on the right */
    CITY_FIT_SLACK = 20,      /* the board kept clear below the bar when the slots are fitted */
    CITY_DRAG_LEAST = 40      /* a dragged wall piece or tower, however far out the board is zoomed */
};

static SDL_Color pcol(const gui_module_ctx *ctx, int p)
{
    return gui_player_colour(ctx->settings->palette_cb, gui_game_player_colour(ctx->game, p));
}

/* What a tower there would score now: the engine applies it to a copy. */
static int tower_points(const cit_game *e, const cit_move *m, int player)
{
    cit_game *c = cit_game_clone(e);
    if (!c)
        return 0;
    int before = cit_game_score(c, player), pts = 0;
    if (cit_game_apply(c, m, NULL) == CIT_OK)
        pts = cit_game_score(c, player) - before;
    cit_game_free(c);
    return pts;
}

void gui_city_refresh(gui_module_ctx *ctx)
{
    gui_city_state *s = gui_city_of(ctx->game);
    const gui_game *g = ctx->game;
    const cit_game *e = gui_game_engine(g);
    int key = cit_session_length(g->sess) + 1;
    if (s->key == key)
        return;
    s->key = key;
    s->nslots = 0;
    s->dragging = GUI_CITY_DRAG_NONE;
    s->hot = s->laid = -1;
    s->watch_hot = 0;
    s->decision = !cit_game_over(e) && g->pend.module == CIT_MODULE_CITY ? g->pend.decision : 0;
    if (!s->decision)
        return;
    cit_move ms[MOVES_MAX];
    int n = cit_game_legal_moves(e, ms, MOVES_MAX);
    n = n > MOVES_MAX ? MOVES_MAX : n;
    for (int i = 0; i < n; i++) {
        const cit_move *m = &ms[i];
        if (m->type == CIT_MOVE_CITY_TOWER && !m->arg0)
            continue; /* "No tower" is a button */
        if (m->type == CIT_MOVE_CITY_WALL && m->arg1) {
            for (int k = 0; k < s->nslots; k++)
                if (s->slot[k].move.x == m->x && s->slot[k].move.y == m->y && s->slot[k].move.arg0 == m->arg0)
                    s->slot[k].watchman = 1;
            continue;
        }
        if (s->nslots == GUI_CITY_SLOTS)
            break;
        gui_city_slot *sl = &s->slot[s->nslots++];
        memset(sl, 0, sizeof *sl);
        sl->move = *m;
        if (m->type == CIT_MOVE_CITY_TOWER)
            sl->points = tower_points(e, m, g->pend.player);
    }
}

/* The legal move of the decision pending: slot k with or without a watchman, "No tower". */
static int slot_move(const gui_module_ctx *ctx, const gui_city_state *s, int k, int watchman, cit_move *out)
{
    if (k < 0 || k >= s->nslots)
        return 0;
    cit_move want = s->slot[k].move, ms[MOVES_MAX];
    want.arg1 = (uint8_t)(watchman && s->decision == CIT_DECIDE_CITY_WALL);
    int n = cit_game_legal_moves(gui_game_engine(ctx->game), ms, MOVES_MAX);
    for (int i = 0; i < n && i < MOVES_MAX; i++)
        if (ms[i].type == want.type && ms[i].x == want.x && ms[i].y == want.y && ms[i].arg0 == want.arg0 &&
            ms[i].arg1 == want.arg1) {
            *out = ms[i];
            return 1;
        }
    return 0;
}

static int no_tower(const gui_module_ctx *ctx, cit_move *out)
{
    cit_move ms[4];
    int n = cit_game_legal_moves(gui_game_engine(ctx->game), ms, 4);
    for (int i = 0; i < n && i < 4; i++)
        if (ms[i].type == CIT_MOVE_CITY_TOWER && !ms[i].arg0) {
            *out = ms[i];
            return 1;
        }
    return 0;
}

/* A piece dropped (or a slot clicked): the gate and a tower are the answer; a wall piece waits
   for its watchman unless none may stand on it. */
static int drop_on(gui_module_ctx *ctx, gui_city_state *s, int k, cit_move *chosen)
{
    if (k < 0)
        return 0;
    if (s->decision == CIT_DECIDE_CITY_WALL) {
        s->laid = k;
        return 0;
    }
    return slot_move(ctx, s, k, 0, chosen);
}

/* Whether the pointer is on the laid piece (for the watchman's drop). */
static int on_laid(gui_module_ctx *ctx, const gui_city_state *s)
{
    if (s->laid < 0)
        return 0;
    const cit_move *m = &s->slot[s->laid].move;
    float x0, y0, x1, y1, bx, by;
    gui_city_edge(m->x, m->y, m->arg0, &x0, &y0, &x1, &y1);
    gui_camera_to_board(ctx->cam, (float)ctx->in->mx, (float)ctx->in->my, &bx, &by);
    float mx = (x0 + x1) * 0.5f, my = (y0 + y1) * 0.5f;
    return sqrtf((bx - mx) * (bx - mx) + (by - my) * (by - my)) < 0.5f;
}

/* The bar: the decider's colour, the piece to drag, the round's order and what to do, the
   buttons. Returns its rectangle; *picked when a button answered into *chosen. */
static SDL_Rect bar_panel(gui_module_ctx *ctx, gui_city_state *s, cit_move *chosen, int *picked)
{
    gui_ui *ui = ctx->ui;
    const cit_pending *pd = ctx->pend;
    int h = gui_px(ui, CITY_BAR_H), pad = gui_px(ui, GUI_SIZE_MARGIN), bw = gui_px(ui, CITY_BAR_BUTTON_W), bh = gui_px(ui, GUI_SIZE_DIALOG_BUTTON_H);
    SDL_Rect p = {ctx->board_rc->x + gui_px(ui, GUI_SIZE_PAD), ctx->board_rc->y + gui_px(ui, GUI_SIZE_PAD),
                  ctx->board_rc->w - gui_px(ui, GUI_SIZE_SECTION), h};
    s->bar_rc = p;
    gui_fill_rounded(ctx->r, p, gui_px(ui, CITY_BAR_RADIUS), gui_rgba(GUI_COL_PANEL, 240));
    gui_fill_rect(ctx->r, (SDL_Rect){p.x, p.y, gui_px(ui, CITY_BAR_STRIPE), p.h}, pcol(ctx, pd->player));
    SDL_Rect src = {p.x + gui_px(ui, GUI_SIZE_SECTION), p.y + pad, h - 2 * pad, h - 2 * pad};
    s->source_rc = src;
    int held = s->dragging != GUI_CITY_DRAG_NONE;
    int watch = s->laid >= 0 && s->slot[s->laid].watchman;
    gui_fill_rounded(ctx->r, src, gui_px(ui, GUI_SIZE_PANEL_RADIUS), gui_rgba(held ? GUI_COL_BOX_HELD : GUI_COL_BOX, 255));
    gui_rect_outline(ctx->r, src, gui_px(ui, GUI_SIZE_LINE), gui_rgba(GUI_COL_ACCENT, 255));
    float fx = (float)(src.x + src.w / 2), fy = (float)(src.y + src.h / 2);
    if (s->laid >= 0) {
        if (watch)
            gui_atlas_follower(ctx->atlas, ctx->settings->palette_cb, gui_game_player_colour(ctx->game, pd->player), 0,
                               fx, fy, (float)src.h * 0.7f, held ? 110 : 255);
    } else {
        gui_city_piece_icon(ctx, s->decision, fx, fy, (float)src.w * 0.8f, pd->player, held ? 110 : 255);
    }
    /* The round's order in the decider's colour, then what to do. */
    char line[200];
    gui_city_round_line(ctx, line, sizeof line);
    int two = s->decision == CIT_DECIDE_CITY_WALL && s->laid >= 0; /* Take back beside No watchman */
    int buttons = two ? 2 * bw + gui_px(ui, GUI_SIZE_SPACE) : bw;
    int tx = src.x + src.w + gui_px(ui, GUI_SIZE_INSET), tw = p.x + p.w - pad - buttons - gui_px(ui, GUI_SIZE_MARGIN) - tx;
    int ty = p.y + pad, hpx = gui_font_px(ui, GUI_FONT_SUBHEAD);
    char fitted[200];
    gui_text_fit(fitted, sizeof fitted, line, tw, hpx, 1);
    gui_text(fitted, tx, ty, hpx, 1, gui_darken(pcol(ctx, pd->player), 0.75f), GUI_ALIGN_LEFT);
    ty += hpx * 3 / 2;
    city_text_id ask = s->decision == CIT_DECIDE_CITY_GATE    ? CITY_ASK_GATE
                       : s->decision == CIT_DECIDE_CITY_TOWER ? CITY_ASK_TOWER
                       : s->laid < 0                          ? CITY_ASK_WALL
                       : watch                                ? CITY_ASK_WATCHMAN
                                                              : gui_city_watch_refusal(ctx);
    gui_text_wrapped(city_tr(ask), tx, ty, tw, gui_font_px(ui, GUI_FONT_BODY), 0, gui_rgba(GUI_COL_INK, 255));
    int bx = p.x + p.w - pad - bw;
    if (s->decision == CIT_DECIDE_CITY_TOWER) {
        if (gui_button_colour(ui, GUI_ID(0), (SDL_Rect){bx, p.y + pad, bw, bh}, gui_rgba(GUI_COL_WOOD, 255),
                              city_tr(CITY_NO_TOWER), 1))
            *picked = no_tower(ctx, chosen);
        cit_move none;
        if (no_tower(ctx, &none))
            gui_module_ctx_decide_answer(ctx, (SDL_Rect){bx, p.y + pad, bw, bh}, &none); /* a hint's answer ringed */
    } else if (s->decision == CIT_DECIDE_CITY_WALL && s->laid >= 0) {
        if (gui_button_colour(ui, GUI_ID(0), (SDL_Rect){bx, p.y + pad, bw, bh}, gui_rgba(GUI_COL_ACCENT, 255),
                              city_tr(CITY_NO_WATCHMAN), 1))
            *picked = slot_move(ctx, s, s->laid, 0, chosen);
        if (gui_button(ui, GUI_ID(0), (SDL_Rect){bx - bw - gui_px(ui, GUI_SIZE_SPACE), p.y + pad, bw, bh}, city_tr(CITY_TAKE_BACK),
                       1))
            s->laid = -1;
    }
    if (gui_button(ui, GUI_ID(0), (SDL_Rect){bx, p.y + p.h - pad - bh, bw, bh}, gui_tr(MSG_ALL_CHOICES), 1))
        ctx->decide->generic_open = 1;
    return p;
}

city_text_id gui_city_watch_refusal(const gui_module_ctx *ctx)
{
    const cit_game *e = gui_game_engine(ctx->game);
    /* an empty supply first: then no watchman may go anywhere, opposite or not */
    return cit_game_supply(e, cit_game_pending(e).player) <= 0 ? CITY_NO_WATCHMAN_SUPPLY : CITY_NO_WATCHMAN_HERE;
}

/* A new decision: when a lit slot (its edge) lies outside the board left free under the bar,
   or, the first time in a game (a load, Continue), the city's top or sides do, the camera
   glides so that the slots and the whole city show below the bar. Checked once the camera
   stands still (a glide that follows the last move ends first), once per decision: a player
   who pans away afterwards keeps the view. */
static void show_slots(gui_module_ctx *ctx, const gui_city_state *s, int bar_bottom, int with_city)
{
    float x0 = 1e9f, y0 = 1e9f, x1 = -1e9f, y1 = -1e9f;
    float left = (float)ctx->board_rc->x, right = (float)(ctx->board_rc->x + ctx->board_rc->w);
    float top = (float)bar_bottom, bottom = (float)(ctx->board_rc->y + ctx->board_rc->h);
    int hidden = 0;
    for (int i = 0; i < s->nslots; i++) {
        const cit_move *m = &s->slot[i].move;
        float ex0 = (float)m->x, ey0 = (float)m->y, ex1 = ex0 + 1, ey1 = ey0 + 1, sx, sy;
        if (s->decision != CIT_DECIDE_CITY_TOWER) /* an edge: its middle; a tower: its corner */
            gui_city_edge(m->x, m->y, m->arg0, &ex0, &ey0, &ex1, &ey1);
        float mx = s->decision != CIT_DECIDE_CITY_TOWER ? (ex0 + ex1) * 0.5f : ex0;
        float my = s->decision != CIT_DECIDE_CITY_TOWER ? (ey0 + ey1) * 0.5f : ey0;
        gui_camera_to_screen(ctx->cam, mx, my, &sx, &sy);
        hidden |= sx < left || sx > right || sy < top || sy > bottom;
        /* the cells on both sides of the edge (corner coordinates to cells) */
        x0 = mx - 1 < x0 ? mx - 1 : x0;
        y0 = my - 1 < y0 ? my - 1 : y0;
        x1 = mx > x1 ? mx : x1;
        y1 = my > y1 ? my : y1;
    }
    int bx0, by0, bx1, by1;
    cit_game_bounds(gui_game_engine(ctx->game), &bx0, &by0, &bx1, &by1);
    if (with_city) {
        float cx0, cy0, cx1, cy1;
        gui_camera_to_screen(ctx->cam, (float)bx0, (float)by0, &cx0, &cy0);
        gui_camera_to_screen(ctx->cam, (float)bx1 + 1, (float)by1 + 1, &cx1, &cy1);
        hidden |= cx0 < left || cx1 > right || cy0 < top || cy1 > bottom;
    }
    if (!hidden || !s->nslots)
        return;
    /* the slots and the whole city, if that still leaves them large enough to see; else the slots */
    float wx0 = (float)bx0 < x0 ? (float)bx0 : x0, wy0 = (float)by0 < y0 ? (float)by0 : y0;
    float wx1 = (float)bx1 > x1 ? (float)bx1 : x1, wy1 = (float)by1 > y1 ? (float)by1 : y1;
    float free_w = right - left, free_h = bottom - top - (float)gui_px(ctx->ui, CITY_FIT_SLACK);
    float zoom_w = free_w / (wx1 - wx0 + 1.6f), zoom_h = free_h / (wy1 - wy0 + 1.4f);
    if ((zoom_w < zoom_h ? zoom_w : zoom_h) >= ctx->cam->min_zoom)
        x0 = wx0, y0 = wy0, x1 = wx1, y1 = wy1;
    gui_module_ctx_decide_glide_to(ctx, x0, y0, x1, y1, bar_bottom - ctx->board_rc->y);
}

/* Enter confirms the laid piece without a watchman (or builds no tower); Backspace takes the piece back. */
static int bar_keys(gui_module_ctx *ctx, gui_city_state *s, cit_move *chosen)
{
    gui_ui *ui = ctx->ui;
    int enter = gui_key(ui, SDLK_RETURN) || gui_key(ui, SDLK_KP_ENTER);
    if (enter && s->laid >= 0)
        return slot_move(ctx, s, s->laid, 0, chosen);
    if (enter && s->decision == CIT_DECIDE_CITY_TOWER)
        return no_tower(ctx, chosen);
    if (gui_key(ui, SDLK_BACKSPACE) && s->laid >= 0)
        s->laid = -1;
    return 0;
}

int gui_city_decide(gui_module_ctx *ctx, cit_move *chosen, int fresh)
{
    gui_ui *ui = ctx->ui;
    gui_input *in = ctx->in;
    gui_city_refresh(ctx);
    gui_city_state *s = gui_city_of(ctx->game);
    const cit_pending *pd = ctx->pend;
    (void)fresh;
    if (!s->decision)
        return gui_module_ctx_decide_list(ctx, chosen, 0);
    int picked = 0;
    SDL_Rect p = bar_panel(ctx, s, chosen, &picked);
    if (fresh)
        s->framed = 0;
    if (!s->framed && !*ctx->glide) {
        show_slots(ctx, s, p.y + p.h, !s->city_framed);
        s->framed = s->city_framed = 1;
    }
    if (picked || bar_keys(ctx, s, chosen)) {
        s->dragging = GUI_CITY_DRAG_NONE;
        return GUI_DECIDE_CHOSEN;
    }
    int over_bar = gui_hit(in, p);
    int k = over_bar ? -1 : gui_city_slot_at(ctx, s, in->mx, in->my);
    if (in->pressed[1] && !ui->consumed) {
        s->hot = -1;
        int from_supply = s->laid >= 0 && ctx->supply_rc->w && gui_hit(in, *ctx->supply_rc);
        if (gui_hit(in, s->source_rc) || from_supply) {
            if (s->laid < 0)
                s->dragging = GUI_CITY_DRAG_PIECE;
            else if (s->slot[s->laid].watchman)
                s->dragging = GUI_CITY_DRAG_WATCHMAN;
            ui->consumed = 1;
        } else if (!over_bar && s->laid >= 0 && on_laid(ctx, s)) {
            s->laid = -1; /* the laid piece picked up again */
            s->dragging = GUI_CITY_DRAG_PIECE;
            ui->consumed = 1;
        } else if (over_bar) {
            ui->consumed = 1; /* the bar is not the board: no panning from it */
        } else if (k >= 0 && s->laid < 0) {
            s->press_slot = k; /* a click on a slot if the board does not pan first */
        }
    }
    if (s->dragging == GUI_CITY_DRAG_PIECE)
        s->hot = k;
    s->watch_hot = s->dragging == GUI_CITY_DRAG_WATCHMAN && on_laid(ctx, s);
    if (in->released[1]) {
        int r = 0;
        if (s->dragging == GUI_CITY_DRAG_PIECE)
            r = drop_on(ctx, s, s->hot, chosen);
        else if (s->dragging == GUI_CITY_DRAG_WATCHMAN && s->watch_hot)
            r = slot_move(ctx, s, s->laid, 1, chosen);
        else if (!s->dragging && s->press_slot >= 0 && k == s->press_slot && ctx->drag->kind == GUI_DRAG_PENDING)
            r = drop_on(ctx, s, k, chosen);
        s->dragging = GUI_CITY_DRAG_NONE;
        s->press_slot = -1;
        s->hot = -1;
        s->watch_hot = 0;
        if (r)
            return GUI_DECIDE_CHOSEN;
    }
    if (!in->down[1] && !in->released[1])
        s->dragging = GUI_CITY_DRAG_NONE;
    /* The piece follows the pointer; over a slot the lit slot shows where it goes. */
    float fig = ctx->cam->zoom * 0.8f, minf = (float)gui_px(ui, CITY_DRAG_LEAST);
    fig = fig < minf ? minf : fig;
    if (s->dragging == GUI_CITY_DRAG_PIECE && s->hot < 0)
        gui_city_piece_icon(ctx, s->decision, (float)in->mx, (float)in->my, fig, pd->player, 235);
    else if (s->dragging == GUI_CITY_DRAG_WATCHMAN)
        gui_atlas_follower(ctx->atlas, ctx->settings->palette_cb, gui_game_player_colour(ctx->game, pd->player), 0,
                           (float)in->mx, (float)in->my,
                           ctx->cam->zoom * 0.3f > minf / 2 ? ctx->cam->zoom * 0.3f : minf / 2, 235);
    if (s->dragging || k >= 0 || gui_hit(in, s->source_rc))
        gui_module_ctx_cursor(ctx, SDL_SYSTEM_CURSOR_HAND);
    return 0;
}

int gui_city_supply_usable(gui_module_ctx *ctx)
{
    const gui_game *g = ctx->game;
    const cit_game *e = gui_game_engine(g);
    if (cit_game_over(e) || g->pend.module != CIT_MODULE_CITY || !gui_module_ctx_seat_here(ctx, g->pend.player))
        return 0;
    const gui_city_state *s = gui_city_of(g);
    return s->key == cit_session_length(g->sess) + 1 && s->laid >= 0 && s->slot[s->laid].watchman &&
           s->dragging == GUI_CITY_DRAG_NONE;
}
