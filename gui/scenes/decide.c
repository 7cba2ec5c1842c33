/* Decisions that are not tile placements: the Count's bar and deployment dialog, and a list of every legal move. */
#include "scenes/decide.h"
#include "app/app.h"
#include "modules/castles/castle_view.h"
#include "modules/count/count_view.h"
#include "modules/count/count_words.h"
#include "draw/draw.h"
#include "app/i18n.h"
#include "draw/text.h"
#include "modules/castles/castles.h"
#include "modules/count/count.h"

#include <stdio.h>
#include <string.h>

#define GENERIC_MAX 256 /* moves the list shows; no decision of the Count comes near */

static SDL_Color pcol(const gui_app *a, int p)
{
    const cit_setup *s = cit_game_setup(gui_game_engine(a->game));
    return gui_player_colour(a->settings.palette_cb, p >= 0 && p < s->nplayers ? s->players[p].colour : 0);
}

static int pcolour(const gui_app *a, int p)
{
    const cit_setup *s = cit_game_setup(gui_game_engine(a->game));
    return p >= 0 && p < s->nplayers ? s->players[p].colour : 0;
}

/* The legal move of `type` with these arguments, as the engine lists it (canonical). */
static int find_move(const cit_game *e, int type, int arg0, int arg1, cit_move *out)
{
    cit_move ms[64];
    int n = cit_game_legal_moves(e, ms, 64);
    for (int i = 0; i < n && i < 64; i++)
        if (ms[i].type == type && ms[i].arg0 == arg0 && (arg1 < 0 || ms[i].arg1 == arg1)) {
            *out = ms[i];
            return 1;
        }
    return 0;
}

/* Quarters that answer the decision now (bit q), from the legal moves of `type`. */
static unsigned target_mask(const cit_game *e, int type)
{
    cit_move ms[64];
    unsigned mask = 0;
    int n = cit_game_legal_moves(e, ms, 64);
    for (int i = 0; i < n && i < 64; i++)
        if (ms[i].type == type && ms[i].arg0 < CIT_QUARTERS)
            mask |= 1u << ms[i].arg0;
    return mask;
}

/* A computer's or another player's Count event, said in a toast as it happens. */
static void toast_events(gui_app *a)
{
    gui_decide *d = &a->decide;
    if (d->seen_game != a->game) {
        d->seen_game = a->game;
        d->seen_events = a->game->count_events;
    }
    /* A person saw their own choice happen; what a computer did deserves a word. */
    const cit_setup *s = cit_game_setup(gui_game_engine(a->game));
    int p = a->game->count_player;
    if (a->game->count_events > d->seen_events && p >= 0 && p < s->nplayers && s->players[p].kind != CIT_SEAT_HUMAN)
        gui_app_toast(a, a->game->count_line);
    d->seen_events = a->game->count_events;
}

/* A heading in the decider's colour, the figure first: in hot-seat play the right person must look up. */
int gui_decide_heading(gui_app *a, int x, int y, int w)
{
    gui_ui *ui = &a->ui;
    const cit_pending *pd = &a->game->pend;
    char line[160];
    gui_subst(line, sizeof line, gui_tr(MSG_DECIDES), gui_game_player_name(a->game, pd->player), NULL, NULL);
    int px = gui_font_px(ui, 30), fig = gui_px(ui, 44);
    gui_atlas_follower(a->atlas, a->settings.palette_cb, pcolour(a, pd->player), 0, (float)(x + fig / 2),
                       (float)(y + fig / 2), (float)fig, 255);
    char fitted[160];
    gui_text_fit(fitted, sizeof fitted, line, w - fig - gui_px(ui, 10), px, 1);
    SDL_Color c = gui_darken(pcol(a, pd->player), 0.8f);
    gui_text(fitted, x + fig + gui_px(ui, 10), y + (fig - px * 5 / 4) / 2, px, 1, c, GUI_ALIGN_LEFT);
    y += fig + gui_px(ui, 6);
    if (pd->player != pd->active) {
        gui_subst(line, sizeof line, gui_tr(MSG_COUNT_HOTSEAT), gui_game_player_name(a->game, pd->active),
                  gui_game_player_name(a->game, pd->player), NULL);
        y += gui_text_wrapped(line, x, y, w, gui_font_px(ui, 15), 1, gui_rgba(0xa03020, 255)) + gui_px(ui, 4);
    }
    return y;
}

/* ---- the generic list ------------------------------------------------------------------ */

/* Who decides and what the list is, from y down; returns the y below. */
static int generic_head(gui_app *a, int x, int y, int iw)
{
    y = gui_decide_heading(a, x, y, iw);
    return y + gui_text_wrapped(gui_tr(MSG_GENERIC_HELP), x, y, iw, gui_font_px(&a->ui, 15), 0,
                                gui_rgba(GUI_COL_INK_SOFT, 255)) + gui_px(&a->ui, 8);
}

static int generic_dialog(gui_app *a, cit_move *chosen, int closable)
{
    gui_ui *ui = &a->ui;
    gui_decide *d = &a->decide;
    const cit_game *e = gui_game_engine(a->game);
    cit_move ms[GENERIC_MAX];
    int n = cit_game_legal_moves(e, ms, GENERIC_MAX);
    if (n > GENERIC_MAX)
        n = GENERIC_MAX;
    int w = gui_px(ui, 560), bh = gui_px(ui, 40), gap = gui_px(ui, 6), pad = gui_px(ui, 20);
    /* Heading and help measured without drawing; then as many rows as fit (eight at most),
       a line for the scroll position, and the Cancel row. */
    int was = gui_draw_enabled;
    gui_draw_enabled = 0;
    int head = generic_head(a, 0, 0, w - 2 * pad);
    gui_draw_enabled = was;
    int rest = gui_px(ui, 22) + (closable ? bh : 0) + 2 * pad + head;
    int rows = (a->board_rc.h - gui_px(ui, 20) - rest) / (bh + gap);
    rows = rows > n ? n : rows > 8 ? 8 : rows < 1 ? 1 : rows;
    int h = rest + rows * (bh + gap);
    SDL_Rect p = {a->board_rc.x + (a->board_rc.w - w) / 2, a->board_rc.y + (a->board_rc.h - h) / 2, w, h};
    gui_panel(ui, p);
    int x = p.x + pad, iw = w - 2 * pad, y = generic_head(a, x, p.y + pad, iw);
    if (gui_hit(&a->in, p) && a->in.wheel)
        d->generic_scroll -= a->in.wheel;
    if (d->generic_scroll > n - rows)
        d->generic_scroll = n - rows;
    if (d->generic_scroll < 0)
        d->generic_scroll = 0;
    int picked = 0;
    for (int i = d->generic_scroll; i < n && i < d->generic_scroll + rows; i++) {
        char label[96];
        gui_move_words(e, &ms[i], label, sizeof label);
        if (gui_button(ui, GUI_ID(i), (SDL_Rect){x, y, iw, bh}, label, 1) && !picked) {
            *chosen = ms[i];
            picked = 1;
        }
        y += bh + gap;
    }
    if (n > rows) {
        char more[32];
        snprintf(more, sizeof more, "%d\xE2\x80\x93%d / %d", d->generic_scroll + 1, d->generic_scroll + rows, n);
        gui_text(more, x, y, gui_font_px(ui, 13), 0, gui_rgba(GUI_COL_INK_SOFT, 255), GUI_ALIGN_LEFT);
    }
    if (closable && (gui_button(ui, GUI_ID(0), (SDL_Rect){p.x + p.w - pad - gui_px(ui, 160), p.y + p.h - pad - bh,
                                                         gui_px(ui, 160), bh}, gui_tr(MSG_CANCEL), 1) ||
                     gui_key(ui, SDLK_ESCAPE)))
        d->generic_open = 0;
    if (picked)
        d->generic_open = 0;
    return GUI_DECIDE_MODAL | (picked ? GUI_DECIDE_CHOSEN : 0);
}

/* ---- deployment ------------------------------------------------------------------------- */

/* Who has how many followers in the feature now: a figure and a number per player. */
static int majorities(gui_app *a, int x, int y, int w)
{
    gui_ui *ui = &a->ui;
    const cit_pending *pd = &a->game->pend;
    const cit_game *e = gui_game_engine(a->game);
    cit_feature_info info;
    int nm = 0, px = gui_font_px(ui, 16), fig = gui_px(ui, 30), cx = x;
    gui_text(gui_tr(MSG_DEPLOY_NOW), x, y, px, 1, gui_rgba(GUI_COL_INK, 255), GUI_ALIGN_LEFT);
    y += px * 3 / 2;
    if (!cit_game_feature(e, pd->x, pd->y, pd->spot, pd->half, &info, NULL, 0, &nm))
        return y;
    int any = 0;
    for (int p = 0; p < cit_game_setup(e)->nplayers; p++) {
        if (!info.followers[p])
            continue;
        char num[40];
        snprintf(num, sizeof num, "\xC3\x97 %d  %s", info.followers[p], gui_game_player_name(a->game, p));
        int tw = gui_text_width(num, px, 0);
        if (cx + fig + tw > x + w && cx > x) {
            cx = x;
            y += fig + gui_px(ui, 4);
        }
        gui_atlas_follower(a->atlas, a->settings.palette_cb, pcolour(a, p), info.kind == CIT_FEAT_FIELD,
                           (float)(cx + fig / 2), (float)(y + fig / 2), (float)fig, 255);
        gui_text(num, cx + fig + gui_px(ui, 4), y + (fig - px * 5 / 4) / 2, px, 0, gui_rgba(GUI_COL_INK, 255),
                 GUI_ALIGN_LEFT);
        cx += fig + tw + gui_px(ui, 24);
        any = 1;
    }
    if (!any)
        gui_text(gui_tr(MSG_NOBODY), x, y + (fig - px * 5 / 4) / 2, px, 0, gui_rgba(GUI_COL_INK_SOFT, 255),
                 GUI_ALIGN_LEFT);
    return y + fig + gui_px(ui, 10);
}

/* Glides cells x0..x1, y0..y1 into the part of the board a dialog of height dialog_h
   leaves free (below it), zooming out if they would not fit there. */
void gui_decide_glide_to(gui_app *a, float x0, float y0, float x1, float y1, int dialog_h)
{
    float free_w = (float)a->board_rc.w, free_h = (float)(a->board_rc.h - dialog_h - gui_px(&a->ui, 20));
    float zoom = a->cam.zoom, fit_w = free_w / (x1 - x0 + 1.6f), fit_h = free_h / (y1 - y0 + 1.4f);
    if (zoom > fit_w)
        zoom = fit_w;
    if (zoom > fit_h)
        zoom = fit_h;
    if (zoom < a->cam.min_zoom)
        zoom = a->cam.min_zoom;
    a->glide = 1;
    a->glide_zoom = zoom;
    a->glide_cx = (x0 + x1) * 0.5f + 0.5f;
    a->glide_cy = (y0 + y1) * 0.5f + 0.5f - (float)(dialog_h + gui_px(&a->ui, 10)) * 0.5f / (zoom > 1 ? zoom : 1);
}

/* Glides the whole feature into the part of the board the dialog leaves free. */
static void frame_feature(gui_app *a, int dialog_h)
{
    const cit_pending *pd = &a->game->pend;
    cit_feature_info info;
    cit_feature_part parts[160];
    int n = 0;
    float x0 = (float)pd->x, y0 = (float)pd->y, x1 = x0, y1 = y0;
    if (cit_game_feature(gui_game_engine(a->game), pd->x, pd->y, pd->spot, pd->half, &info, parts, 160, &n))
        for (int i = 0; i < n && i < 160; i++) {
            x0 = parts[i].x < x0 ? parts[i].x : x0;
            y0 = parts[i].y < y0 ? parts[i].y : y0;
            x1 = parts[i].x > x1 ? parts[i].x : x1;
            y1 = parts[i].y > y1 ? parts[i].y : y1;
        }
    gui_decide_glide_to(a, x0, y0, x1, y1, dialog_h);
}

/* Who decides, what is scored, the question and the majorities, from y down; returns the y below. */
static int deploy_info(gui_app *a, int x, int y, int iw)
{
    gui_ui *ui = &a->ui;
    const cit_pending *pd = &a->game->pend;
    const cit_game *e = gui_game_engine(a->game);
    int px = gui_font_px(ui, 16);
    y = gui_decide_heading(a, x, y, iw);
    cit_feature_info info;
    int nm = 0;
    char what[160], ask[200], have[12];
    cit_game_feature(e, pd->x, pd->y, pd->spot, pd->half, &info, NULL, 0, &nm);
    gui_subst(what, sizeof what, gui_tr(MSG_DEPLOY_WHAT), gui_feature_kind_name(info.kind),
              pd->final ? gui_tr(MSG_DEPLOY_FINAL) : gui_tr(info.complete ? MSG_COMPLETE : MSG_OPEN), NULL);
    gui_text(what, x, y, px, 1, gui_rgba(GUI_COL_INK, 255), GUI_ALIGN_LEFT);
    y += px * 3 / 2;
    snprintf(have, sizeof have, "%d", cit_game_quarter_followers(e, pd->arg, pd->player));
    gui_subst(ask, sizeof ask, gui_tr(MSG_DEPLOY_ASK), gui_quarter_name(pd->arg), have, NULL);
    y += gui_text_wrapped(ask, x, y, iw, px, 0, gui_rgba(GUI_COL_INK, 255)) + gui_px(ui, 8);
    return majorities(a, x, y, iw);
}

static int deploy_dialog(gui_app *a, cit_move *chosen, int fresh)
{
    gui_ui *ui = &a->ui;
    gui_decide *d = &a->decide;
    const cit_pending *pd = &a->game->pend;
    const cit_game *e = gui_game_engine(a->game);
    int w = gui_px(ui, 620), pad = gui_px(ui, 18), bh = gui_px(ui, 44), px = gui_font_px(ui, 16);
    if (w > a->board_rc.w - gui_px(ui, 20))
        w = a->board_rc.w - gui_px(ui, 20);
    /* As tall as its text (measured without drawing: six players' majorities wrap), plus the buttons. */
    int was = gui_draw_enabled;
    gui_draw_enabled = 0;
    int h = deploy_info(a, 0, 0, w - 2 * pad) + 2 * pad + bh + gui_px(ui, 6);
    gui_draw_enabled = was;
    /* At the top of the board: toasts use the bottom, and the feature glides into the rest. */
    SDL_Rect p = {a->board_rc.x + (a->board_rc.w - w) / 2, a->board_rc.y + gui_px(ui, 10), w, h};
    if (fresh)
        frame_feature(a, h);
    gui_panel(ui, p);
    int x = p.x + pad;
    deploy_info(a, x, p.y + pad, w - 2 * pad);
    /* Send: [-] n [+], then OK; the keyboard does the same (+/- or arrows, Enter). */
    int by = p.y + p.h - pad - bh, sw = gui_px(ui, 48);
    gui_text(gui_tr(MSG_DEPLOY_SEND), x, by + (bh - px * 5 / 4) / 2, px, 1, gui_rgba(GUI_COL_INK, 255),
             GUI_ALIGN_LEFT);
    int sx = x + gui_text_width(gui_tr(MSG_DEPLOY_SEND), px, 1) + gui_px(ui, 12);
    if (gui_button(ui, GUI_ID(0), (SDL_Rect){sx, by, sw, bh}, "\xE2\x88\x92", d->deploy_n > 0) ||
        gui_key(ui, SDLK_MINUS) || gui_key(ui, SDLK_KP_MINUS) || gui_key(ui, SDLK_DOWN) || gui_key(ui, SDLK_LEFT))
        d->deploy_n--;
    if (gui_button(ui, GUI_ID(0), (SDL_Rect){sx + sw + gui_px(ui, 70), by, sw, bh}, "+", d->deploy_n < pd->limit) ||
        gui_key(ui, SDLK_PLUS) || gui_key(ui, SDLK_EQUALS) || gui_key(ui, SDLK_KP_PLUS) || gui_key(ui, SDLK_UP) ||
        gui_key(ui, SDLK_RIGHT))
        d->deploy_n++;
    if (d->deploy_n < 0)
        d->deploy_n = 0;
    if (d->deploy_n > pd->limit)
        d->deploy_n = pd->limit;
    char num[24];
    snprintf(num, sizeof num, "%d / %d", d->deploy_n, pd->limit);
    gui_text(num, sx + sw + gui_px(ui, 35), by + (bh - gui_font_px(ui, 22) * 5 / 4) / 2, gui_font_px(ui, 22), 1,
             gui_rgba(GUI_COL_INK, 255), GUI_ALIGN_CENTER);
    int ok_w = gui_px(ui, 130), all_w = gui_px(ui, 170);
    if (gui_button(ui, GUI_ID(0), (SDL_Rect){p.x + p.w - pad - ok_w - all_w - gui_px(ui, 8), by, all_w, bh},
                   gui_tr(MSG_ALL_CHOICES), 1))
        d->generic_open = 1;
    if (gui_button_colour(ui, GUI_ID(0), (SDL_Rect){p.x + p.w - pad - ok_w, by, ok_w, bh},
                          gui_rgba(GUI_COL_ACCENT, 255), gui_tr(MSG_OK), 1) ||
        gui_key(ui, SDLK_RETURN) || gui_key(ui, SDLK_KP_ENTER)) {
        if (find_move(e, CIT_MOVE_COUNT_DEPLOY, pd->arg, d->deploy_n, chosen))
            return GUI_DECIDE_MODAL | GUI_DECIDE_CHOSEN;
    }
    return GUI_DECIDE_MODAL;
}

/* ---- the quarter and the Count: a bar over the board, drag or click ----------------------- */

/* The keys of the bar on one line under the question, when the bar has room for it: the digits
   follow the engine's quarter order, which is also the order the City's plates are named in. */
static void key_line(gui_app *a, int x, int top, int w, int bottom)
{
    char list[160] = "", line[240];
    for (int q = 0; q < CIT_QUARTERS; q++) {
        char one[48];
        snprintf(one, sizeof one, "%s%d\xC2\xA0%s", q ? " \xC2\xB7 " : "", q + 1, gui_quarter_name(q));
        SDL_strlcat(list, one, sizeof list);
    }
    gui_subst(line, sizeof line, gui_tr(MSG_COUNT_KEYS), list, NULL, NULL);
    int px = gui_font_px(&a->ui, 13), was = gui_draw_enabled;
    gui_draw_enabled = 0;
    int h = gui_text_wrapped(line, x, 0, w, px, 0, gui_rgba(0, 255));
    gui_draw_enabled = was;
    int y = bottom - h;
    if (y >= top + gui_px(&a->ui, 2))
        gui_text_wrapped(line, x, y, w, px, 0, gui_rgba(GUI_COL_INK_SOFT, 255));
}

/* 1-4 choose a lit quarter, S or Esc skip; anything else (or a quarter not lit) does nothing. */
static int bar_keys(gui_app *a, int type, cit_move *chosen)
{
    gui_ui *ui = &a->ui;
    gui_decide *d = &a->decide;
    const cit_game *e = gui_game_engine(a->game);
    for (int q = 0; q < CIT_QUARTERS; q++)
        if ((gui_key(ui, SDLK_1 + q) || gui_key(ui, SDLK_KP_1 + q)) && (d->targets & (1u << q)))
            return find_move(e, type, q, -1, chosen);
    int s = gui_key(ui, SDLK_s);
    if (s || gui_key(ui, SDLK_ESCAPE)) {
        d->mute_s = s; /* S also pans the board: its hold must not glide it once the bar is gone */
        return find_move(e, type, CIT_QUARTER_NONE, -1, chosen);
    }
    return 0;
}

/* The bar: the decider's colour, the figure to drag, what to do, Skip and All choices. Returns
   its rectangle; *picked is set when Skip answered the decision into *chosen. */
static SDL_Rect bar_panel(gui_app *a, int type, cit_move *chosen, int *picked)
{
    gui_ui *ui = &a->ui;
    gui_decide *d = &a->decide;
    const cit_pending *pd = &a->game->pend;
    const cit_game *e = gui_game_engine(a->game);
    int is_move = type == CIT_MOVE_COUNT_MOVE;
    d->targets = target_mask(e, type);
    int h = gui_px(ui, 108), pad = gui_px(ui, 12), bw = gui_px(ui, 150), bh = gui_px(ui, 40);
    SDL_Rect p = {a->board_rc.x + gui_px(ui, 10), a->board_rc.y + gui_px(ui, 10), a->board_rc.w - gui_px(ui, 20), h};
    gui_fill_rounded(a->r, p, gui_px(ui, 10), gui_rgba(GUI_COL_PANEL, 240));
    gui_fill_rect(a->r, (SDL_Rect){p.x, p.y, gui_px(ui, 8), p.h}, pcol(a, pd->player));
    /* The figure to drag: a follower from the supply, or the Count himself. */
    SDL_Rect src = {p.x + gui_px(ui, 20), p.y + pad, h - 2 * pad, h - 2 * pad};
    d->source_rc = src;
    int held = d->dragging != GUI_DECIDE_DRAG_NONE;
    gui_fill_rounded(a->r, src, gui_px(ui, 8), gui_rgba(held ? 0xe6d8b4 : 0xfff7da, 255));
    gui_rect_outline(a->r, src, gui_px(ui, 2), gui_rgba(GUI_COL_ACCENT, 255));
    float fx = (float)(src.x + src.w / 2), fy = (float)(src.y + src.h / 2), fh = (float)src.h * 0.7f;
    if (is_move)
        gui_atlas_count(a->atlas, fx, fy, fh, held ? 110 : 255);
    else
        gui_atlas_follower(a->atlas, a->settings.palette_cb, pcolour(a, pd->player), 0, fx, fy, fh, held ? 110 : 255);
    /* What to do, then Skip and All choices on the right. */
    char ask[320];
    gui_subst(ask, sizeof ask, gui_tr(is_move ? MSG_COUNT_MOVE_ASK : MSG_COUNT_QUARTER_ASK),
              gui_game_player_name(a->game, pd->player), NULL, NULL);
    int tx = src.x + src.w + gui_px(ui, 16), tw = p.x + p.w - pad - bw - gui_px(ui, 12) - tx;
    int ask_h = gui_text_wrapped(ask, tx, p.y + pad, tw, gui_font_px(ui, 16), 0, gui_rgba(GUI_COL_INK, 255));
    key_line(a, tx, p.y + pad + ask_h, tw, p.y + p.h - pad);
    int bx = p.x + p.w - pad - bw;
    if (gui_button_colour(ui, GUI_ID(0), (SDL_Rect){bx, p.y + pad, bw, bh}, gui_rgba(GUI_COL_WOOD, 255),
                          gui_tr(MSG_SKIP), 1))
        *picked = find_move(e, type, CIT_QUARTER_NONE, -1, chosen);
    if (gui_button(ui, GUI_ID(0), (SDL_Rect){bx, p.y + p.h - pad - bh, bw, bh}, gui_tr(MSG_ALL_CHOICES), 1))
        d->generic_open = 1;
    return p;
}

/* The quarter decisions: drag the figure (or the Count from his quarter) onto a lit quarter,
   or click one; the press on a quarter lets the board pan if the pointer moves on. */
static int bar(gui_app *a, int type, cit_move *chosen)
{
    gui_ui *ui = &a->ui;
    gui_decide *d = &a->decide;
    gui_input *in = &a->in;
    const cit_pending *pd = &a->game->pend;
    const cit_game *e = gui_game_engine(a->game);
    int is_move = type == CIT_MOVE_COUNT_MOVE, picked = 0;
    SDL_Rect p = bar_panel(a, type, chosen, &picked), src = d->source_rc;
    if (picked || bar_keys(a, type, chosen)) {
        d->dragging = GUI_DECIDE_DRAG_NONE;
        return GUI_DECIDE_CHOSEN;
    }
    /* Presses: the figure (or, for the Count, his quarter) starts a drag; a legal quarter may be clicked. */
    int q = gui_hit(in, p) ? -1 : gui_count_quarter_at(a, in->mx, in->my); /* the bar hides what is under it */
    if (in->pressed[1] && !ui->consumed) {
        d->press_quarter = -1;
        int from_supply = !is_move && a->supply_rc.w && gui_hit(in, a->supply_rc); /* the side panel's */
        if (gui_hit(in, src) || from_supply || (is_move && q == pd->arg)) {
            d->dragging = is_move ? GUI_DECIDE_DRAG_COUNT : GUI_DECIDE_DRAG_FOLLOWER;
            ui->consumed = 1;
        } else if (gui_hit(in, p)) {
            ui->consumed = 1; /* the bar is not the board: no panning from it */
        } else if (q >= 0 && (d->targets & (1u << q))) {
            d->press_quarter = q; /* a click if the board does not pan before the release */
        }
    }
    d->hot_quarter = d->dragging && q >= 0 && (d->targets & (1u << q)) ? q : -1;
    if (in->released[1]) {
        int target = -1;
        if (d->dragging)
            target = d->hot_quarter;
        else if (d->press_quarter >= 0 && q == d->press_quarter && a->drag.kind == GUI_DRAG_PENDING)
            target = q;
        d->dragging = GUI_DECIDE_DRAG_NONE;
        d->press_quarter = -1;
        d->hot_quarter = -1;
        if (target >= 0 && find_move(e, type, target, -1, chosen))
            return GUI_DECIDE_CHOSEN;
    }
    if (!in->down[1] && !in->released[1])
        d->dragging = GUI_DECIDE_DRAG_NONE;
    /* The figure follows the pointer while dragged. */
    if (d->dragging == GUI_DECIDE_DRAG_COUNT)
        gui_atlas_count(a->atlas, (float)in->mx, (float)in->my, a->cam.zoom * 0.42f, 235);
    else if (d->dragging == GUI_DECIDE_DRAG_FOLLOWER)
        gui_atlas_follower(a->atlas, a->settings.palette_cb, pcolour(a, pd->player), 0, (float)in->mx, (float)in->my,
                           a->cam.zoom * 0.3f, 235);
    if (d->dragging || (q >= 0 && (d->targets & (1u << q))) || gui_hit(in, src))
        gui_app_cursor(a, SDL_SYSTEM_CURSOR_HAND);
    return 0;
}

/* ---- the entry point ---------------------------------------------------------------------- */

int gui_decide_frame(gui_app *a, cit_move *chosen)
{
    gui_decide *d = &a->decide;
    const cit_game *e = gui_game_engine(a->game);
    const cit_pending *pd = &a->game->pend;
    toast_events(a);
    d->targets = 0;
    /* The bazaar has a table of its own, for people and computers alike (bazaar_view.c). */
    int bz = gui_bazaar_frame(a, chosen);
    if (bz) {
        if ((bz & GUI_DECIDE_MODAL) && !(bz & GUI_DECIDE_CHOSEN) && gui_key(&a->ui, SDLK_ESCAPE))
            gui_dialog_open(a, GUI_DLG_LEAVE);
        return bz;
    }
    int human = !cit_game_over(e) && cit_game_setup(e)->players[pd->player].kind == CIT_SEAT_HUMAN;
    if (!human || pd->decision == CIT_DECIDE_PLACE_TILE || pd->decision == CIT_DECIDE_NONE) {
        d->dragging = GUI_DECIDE_DRAG_NONE;
        d->key = 0;
        d->generic_open = 0;
        return 0;
    }
    /* A new decision starts with a clean dialog. */
    int key = cit_session_length(a->game->sess) + 1, fresh = key != d->key;
    if (fresh) {
        d->key = key;
        d->deploy_n = 0;
        d->generic_open = 0;
        d->generic_scroll = 0;
        d->dragging = GUI_DECIDE_DRAG_NONE;
        d->press_quarter = d->hot_quarter = -1;
    }
    int r, listing = d->generic_open;
    if (d->generic_open)
        r = generic_dialog(a, chosen, 1);
    else if (pd->decision == CIT_DECIDE_COUNT_DEPLOY)
        r = deploy_dialog(a, chosen, fresh);
    else if (pd->decision == CIT_DECIDE_COUNT_QUARTER)
        r = bar(a, CIT_MOVE_COUNT_QUARTER, chosen);
    else if (pd->decision == CIT_DECIDE_COUNT_MOVE)
        r = bar(a, CIT_MOVE_COUNT_MOVE, chosen);
    else if (pd->decision == CIT_DECIDE_CASTLE || pd->decision == CIT_DECIDE_CASTLE_PICK)
        r = gui_castle_dialog(a, chosen, fresh);
    else
        r = generic_dialog(a, chosen, 0); /* a decision this window has no widget for */
    if ((r & GUI_DECIDE_MODAL) && gui_key(&a->ui, SDLK_ESCAPE) && !listing)
        gui_dialog_open(a, GUI_DLG_LEAVE);
    return r;
}
