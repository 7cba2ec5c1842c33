/* The Count's decisions: the deployment dialog and the bar over the board for the quarter
   and the Count's move (drag or click a quarter, or use the keys). */
#include "modules/count/count_decide.h"
#include "scenes/scenes.h"
#include "app/hint.h"
#include "modules/count/count_view.h"
#include "modules/count/count_words.h"
#include "draw/draw.h"
#include "app/i18n.h"
#include "modules/count/count_text.h"
#include "draw/text.h"
#include "modules/gui_module.h" /* the figures of other kinds (gui_figure_of) */

#include <stdio.h>
#include <string.h>

/* The Count's dialog and bar, their own sizes in layout units. */
enum {
    COUNT_DEPLOY_W = 620,      /* the deploy dialog: width, padding, its buttons' height */
    COUNT_DEPLOY_PAD = 18,
    COUNT_DEPLOY_BUTTON_H = 44,
    COUNT_MAJ_FIG = 30,        /* who has how many in the feature: a figure, between players */
    COUNT_MAJ_GAP = 24,
    COUNT_STEP_W = 48,         /* [-] amount [+]: a step, the amount between, its middle */
    COUNT_AMOUNT_W = 70,
    COUNT_AMOUNT_MID = COUNT_AMOUNT_W / 2,
    COUNT_OK_W = 130,          /* the answers beside the amount */
    COUNT_ALL_W = 170,
    COUNT_TOGGLE_MOST = 280,   /* a kind's toggle (the big follower, the mayor, the wagon) */
    COUNT_KEYS_SLACK = 2,      /* the keys' line shows only this far below what is above it */
    COUNT_BAR_H = 108,         /* the bar over the board: height, corners, colour stripe */
    COUNT_BAR_RADIUS = 10,
    COUNT_BAR_STRIPE = 8,
    COUNT_BAR_BUTTON_W = 150,  /* Skip and All */
    COUNT_BAR_TOGGLE_W = 230   /* a kind's toggle left of Skip */
};

/* Player p's colour as drawn (the palette in use) and as a palette index. */
static SDL_Color pcol(const gui_module_ctx *ctx, int p)
{
    return gui_player_colour(ctx->settings->palette_cb, gui_game_player_colour(ctx->game, p));
}

static int pcolour(const gui_module_ctx *ctx, int p) { return gui_game_player_colour(ctx->game, p); }

/* The legal move of `type` with these arguments, as the engine lists it (canonical); rot the
   figures it takes (its rot: bit f - 1 for the engine's follower kind f, 0 none), -1
   the first listed. */
static int find_move_rot(const cit_game *e, int type, int arg0, int arg1, int rot, cit_move *out)
{
    cit_move ms[64];
    int n = cit_game_legal_moves(e, ms, 64);
    for (int i = 0; i < n && i < 64; i++)
        if (ms[i].type == type && ms[i].arg0 == arg0 && (arg1 < 0 || ms[i].arg1 == arg1) &&
            (rot < 0 || ms[i].rot == rot)) {
            *out = ms[i];
            return 1;
        }
    return 0;
}

/* Whether some legal move of `type` takes these figures (a rot). */
static int has_rot(const cit_game *e, int type, int rot)
{
    cit_move ms[64];
    int n = cit_game_legal_moves(e, ms, 64);
    for (int i = 0; i < n && i < 64; i++)
        if (ms[i].type == type && ms[i].arg0 != CIT_QUARTER_NONE && ms[i].rot == rot)
            return 1;
    return 0;
}

/* The figures the quarter answers may send: bit r for answers of rot r (0 a follower, else one
   bit, f - 1 for the engine's follower kind f). */
static unsigned offered_figures(const cit_game *e)
{
    unsigned mask = 0;
    for (int r = 0; r < 32; r = r ? r << 1 : 1)
        if (has_rot(e, CIT_MOVE_COUNT_QUARTER, r))
            mask |= 1u << r;
    return mask;
}

/* The quarter bar's answers: with the figure the toggle chose when several kinds may go (the
   first offered if the chosen one may not); otherwise -1, the first listed (a normal follower,
   or whichever figure is all there is). */
static int bar_rot(gui_module_ctx *ctx, int type)
{
    const cit_game *e = gui_game_engine(ctx->game);
    unsigned mask = type == CIT_MOVE_COUNT_QUARTER ? offered_figures(e) : 0;
    if (!(mask & (mask - 1)))
        return -1;
    int fig = gui_count_of(ctx->game)->send_fig;
    const cit_move *hint = gui_module_ctx_hint_shown(ctx); /* a hint's quarter is lit with its figure */
    if (hint && hint->type == CIT_MOVE_COUNT_QUARTER && hint->arg0 < CIT_QUARTERS)
        fig = hint->rot;
    return fig >= 0 && fig < 32 && (mask >> fig & 1) ? fig : __builtin_ctz(mask);
}

/* The figure the quarter bar sends: the toggle's, or the only kind offered. */
static int bar_figure(gui_module_ctx *ctx)
{
    int rot = bar_rot(ctx, CIT_MOVE_COUNT_QUARTER);
    unsigned mask = offered_figures(gui_game_engine(ctx->game));
    return rot >= 0 ? rot : mask ? __builtin_ctz(mask) : 0;
}

static int find_move(gui_module_ctx *ctx, int type, int arg0, int arg1, cit_move *out)
{
    return find_move_rot(gui_game_engine(ctx->game), type, arg0, arg1, bar_rot(ctx, type), out);
}

/* A toggle of figure kind `kind` (the big follower: B, the mayor: M, the wagon: W, its
   declared key): a button whose label says whether it is on ("Mayor: yes (M)"). */
static int figure_toggle(gui_module_ctx *ctx, SDL_Rect r, int kind, int on)
{
    const cit_game *e = gui_game_engine(ctx->game);
    const gui_figure *f = gui_figure_of(e, kind);
    SDL_Keycode key = f ? f->key : SDLK_UNKNOWN;
    char label[80];
    gui_subst(label, sizeof label, count_tr(COUNT_KIND_TOGGLE), gui_figure_name(e, kind, GUI_FIGNAME_TITLE),
              count_tr(on ? COUNT_BIG_ON : COUNT_BIG_OFF), SDL_GetKeyName(key));
    return gui_button(ctx->ui, GUI_ID((int)key), r, label, 1) || (key != SDLK_UNKNOWN && gui_key(ctx->ui, key));
}

/* The figure toggle of the quarter bar (a button, or B): the next kind offered. With a
   follower and one other kind it reads as that kind's yes/no, by its declared title ("Big
   follower: yes (B)", "Mayor: no (B)"): no case to decline in any language. */
static int send_toggle(gui_module_ctx *ctx, SDL_Rect r)
{
    gui_count_state *d = gui_count_of(ctx->game);
    const cit_game *e = gui_game_engine(ctx->game);
    unsigned mask = offered_figures(e), other = mask & ~1u;
    int fig = bar_figure(ctx);
    char label[96];
    if ((mask & 1) && other && !(other & (other - 1))) {
        unsigned rot = (unsigned)__builtin_ctz(other); /* mask bit r: the answers of rot r */
        int kind = __builtin_ctz(rot) + 1;             /* its kind: rot bit f - 1 */
        gui_subst(label, sizeof label, count_tr(COUNT_KIND_TOGGLE), gui_figure_name(e, kind, GUI_FIGNAME_TITLE),
                  count_tr(fig ? COUNT_BIG_ON : COUNT_BIG_OFF), "B");
    } else {
        const char *name = fig ? gui_figure_name(e, __builtin_ctz((unsigned)fig) + 1, GUI_FIGNAME_THE_OBJ)
                               : count_tr(COUNT_FIG_FOLLOWER);
        gui_subst(label, sizeof label, count_tr(COUNT_SEND_TOGGLE), name, NULL, NULL);
    }
    if (gui_button(ctx->ui, GUI_ID(0), r, label, 1) || gui_key(ctx->ui, SDLK_b)) {
        int next = fig + 1;
        while (next < 32 && !(mask >> next & 1))
            next++;
        d->send_fig = next < 32 ? next : __builtin_ctz(mask);
        return 1;
    }
    return 0;
}

/* Quarters that answer the decision now (bit q), from the legal moves of `type` (with rot `rot`,
   or any: -1). */
static unsigned target_mask(const cit_game *e, int type, int rot)
{
    cit_move ms[64];
    unsigned mask = 0;
    int n = cit_game_legal_moves(e, ms, 64);
    for (int i = 0; i < n && i < 64; i++)
        if (ms[i].type == type && ms[i].arg0 < CIT_QUARTERS && (rot < 0 || ms[i].rot == rot))
            mask |= 1u << ms[i].arg0;
    return mask;
}


/* ---- deployment ------------------------------------------------------------------------- */

/* Who has how many followers in the feature now: a figure and a number per player. */
static int majorities(gui_module_ctx *ctx, int x, int y, int w)
{
    gui_ui *ui = ctx->ui;
    const cit_pending *pd = ctx->pend;
    const cit_game *e = gui_game_engine(ctx->game);
    cit_feature_info info;
    int nm = 0, px = gui_font_px(ui, GUI_FONT_LINE), fig = gui_px(ui, COUNT_MAJ_FIG), cx = x;
    gui_text(count_tr(COUNT_DEPLOY_NOW), x, y, px, 1, gui_rgba(GUI_COL_INK, 255), GUI_ALIGN_LEFT);
    y += px * 3 / 2;
    if (!cit_game_feature(e, pd->x, pd->y, pd->spot, pd->half, &info, NULL, 0, &nm))
        return y;
    int any = 0;
    for (int p = 0; p < cit_game_setup(e)->nplayers; p++) {
        if (!info.followers[p])
            continue;
        char num[40];
        snprintf(num, sizeof num, "\xC3\x97 %d  %s", info.followers[p], gui_game_player_name(ctx->game, p));
        int tw = gui_text_width(num, px, 0);
        if (cx + fig + tw > x + w && cx > x) {
            cx = x;
            y += fig + gui_px(ui, GUI_SIZE_NUDGE);
        }
        gui_atlas_follower(ctx->atlas, ctx->settings->palette_cb, pcolour(ctx, p), info.kind == CIT_FEAT_FIELD,
                           (float)(cx + fig / 2), (float)(y + fig / 2), (float)fig, 255);
        gui_text(num, cx + fig + gui_px(ui, GUI_SIZE_NUDGE), y + (fig - px * 5 / 4) / 2, px, 0, gui_rgba(GUI_COL_INK, 255),
                 GUI_ALIGN_LEFT);
        cx += fig + tw + gui_px(ui, COUNT_MAJ_GAP);
        any = 1;
    }
    if (!any)
        gui_text(gui_tr(MSG_NOBODY), x, y + (fig - px * 5 / 4) / 2, px, 0, gui_rgba(GUI_COL_INK_SOFT, 255),
                 GUI_ALIGN_LEFT);
    return y + fig + gui_px(ui, GUI_SIZE_PAD);
}


/* Glides the whole feature into the part of the board the dialog leaves free. */
static void frame_feature(gui_module_ctx *ctx, int dialog_h)
{
    const cit_pending *pd = ctx->pend;
    cit_feature_info info;
    cit_feature_part parts[160];
    int n = 0;
    float x0 = (float)pd->x, y0 = (float)pd->y, x1 = x0, y1 = y0;
    if (cit_game_feature(gui_game_engine(ctx->game), pd->x, pd->y, pd->spot, pd->half, &info, parts, 160, &n))
        for (int i = 0; i < n && i < 160; i++) {
            x0 = parts[i].x < x0 ? parts[i].x : x0;
            y0 = parts[i].y < y0 ? parts[i].y : y0;
            x1 = parts[i].x > x1 ? parts[i].x : x1;
            y1 = parts[i].y > y1 ? parts[i].y : y1;
        }
    gui_module_ctx_decide_glide_to(ctx, x0, y0, x1, y1, dialog_h);
}

/* Who decides, what is scored, the question and the majorities, from y down; returns the y below. */
static int deploy_info(gui_module_ctx *ctx, int x, int y, int iw)
{
    gui_ui *ui = ctx->ui;
    const cit_pending *pd = ctx->pend;
    const cit_game *e = gui_game_engine(ctx->game);
    int px = gui_font_px(ui, GUI_FONT_LINE);
    y = gui_module_ctx_decide_heading(ctx, x, y, iw);
    cit_feature_info info;
    int nm = 0;
    char what[160], ask[200], have[12];
    cit_game_feature(e, pd->x, pd->y, pd->spot, pd->half, &info, NULL, 0, &nm);
    gui_subst(what, sizeof what, count_tr(COUNT_DEPLOY_WHAT), gui_feature_kind_name(info.kind),
              pd->final ? count_tr(COUNT_DEPLOY_FINAL) : gui_tr(info.complete ? MSG_COMPLETE : MSG_OPEN), NULL);
    gui_text(what, x, y, px, 1, gui_rgba(GUI_COL_INK, 255), GUI_ALIGN_LEFT);
    y += px * 3 / 2;
    snprintf(have, sizeof have, "%d", cit_game_quarter_followers(e, pd->arg, pd->player));
    gui_subst(ask, sizeof ask, count_tr(COUNT_DEPLOY_ASK), gui_quarter_name(pd->arg), have, NULL);
    y += gui_text_wrapped(ask, x, y, iw, px, 0, gui_rgba(GUI_COL_INK, 255)) + gui_px(ui, GUI_SIZE_SPACE);
    return majorities(ctx, x, y, iw);
}

static int deploy_dialog(gui_module_ctx *ctx, cit_move *chosen, int fresh)
{
    gui_ui *ui = ctx->ui;
    gui_count_state *d = gui_count_of(ctx->game);
    const cit_pending *pd = ctx->pend;
    const cit_game *e = gui_game_engine(ctx->game);
    int w = gui_px(ui, COUNT_DEPLOY_W), pad = gui_px(ui, COUNT_DEPLOY_PAD), bh = gui_px(ui, COUNT_DEPLOY_BUTTON_H), px = gui_font_px(ui, GUI_FONT_LINE);
    if (w > ctx->board_rc->w - gui_px(ui, GUI_SIZE_SECTION))
        w = ctx->board_rc->w - gui_px(ui, GUI_SIZE_SECTION);
    /* Inns & Cathedrals' big follower, Abbey & Mayor's mayor and wagon wait in this quarter, so
       they may go too (a row of toggles) */
    unsigned here = 0; /* rot bits: bit f - 1 for the engine's follower kind f */
    for (int k = 1; k <= cit_game_follower_kinds(e) && k <= GCOUNT_MAX_KINDS; k++)
        if (cit_game_quarter_figure(e, pd->player, k) == pd->arg)
            here |= 1u << (k - 1);
    int big_row = here ? bh + gui_px(ui, GUI_SIZE_SPACE) : 0;
    d->deploy_figs &= here;
    /* As tall as its text (measured without drawing: six players' majorities wrap), plus the buttons. */
    int was = gui_draw_enabled;
    gui_draw_enabled = 0;
    int h = deploy_info(ctx, 0, 0, w - 2 * pad) + 2 * pad + bh + gui_px(ui, GUI_SIZE_GAP) + big_row;
    gui_draw_enabled = was;
    /* At the top of the board: toasts use the bottom, and the feature glides into the rest. */
    SDL_Rect p = {ctx->board_rc->x + (ctx->board_rc->w - w) / 2, ctx->board_rc->y + gui_px(ui, GUI_SIZE_PAD), w, h};
    if (fresh)
        frame_feature(ctx, h);
    gui_panel(ui, p);
    int x = p.x + pad;
    deploy_info(ctx, x, p.y + pad, w - 2 * pad);
    /* Send: [-] n [+], then OK; the keyboard does the same (+/- or arrows, Enter). */
    int by = p.y + p.h - pad - bh, sw = gui_px(ui, COUNT_STEP_W);
    gui_text(count_tr(COUNT_DEPLOY_SEND), x, by + (bh - px * 5 / 4) / 2, px, 1, gui_rgba(GUI_COL_INK, 255),
             GUI_ALIGN_LEFT);
    int sx = x + gui_text_width(count_tr(COUNT_DEPLOY_SEND), px, 1) + gui_px(ui, GUI_SIZE_MARGIN);
    if (gui_button(ui, GUI_ID(0), (SDL_Rect){sx, by, sw, bh}, "\xE2\x88\x92", d->deploy_n > 0) ||
        (gui_key_take(ui, SDLK_MINUS, SDLK_KP_MINUS) | gui_key_take(ui, SDLK_DOWN, SDLK_LEFT)))
        d->deploy_n--; /* its keys taken: they are no zoom or pan of the board under it */
    if (gui_button(ui, GUI_ID(0), (SDL_Rect){sx + sw + gui_px(ui, COUNT_AMOUNT_W), by, sw, bh}, "+", d->deploy_n < pd->limit) ||
        (gui_key_take(ui, SDLK_PLUS, SDLK_EQUALS) | gui_key_take(ui, SDLK_KP_PLUS, SDLK_UP) |
         gui_key_take(ui, SDLK_RIGHT, SDLK_UNKNOWN)))
        d->deploy_n++;
    if (d->deploy_n < 0)
        d->deploy_n = 0;
    if (d->deploy_n > pd->limit)
        d->deploy_n = pd->limit;
    /* the toggles side by side, each figure drawn before its button */
    SDL_Rect toggle_rc[GCOUNT_MAX_KINDS];
    int tx = x, fig = bh, nt = __builtin_popcount(here);
    int tgw = nt ? (w - 2 * pad) / nt - fig - gui_px(ui, GUI_SIZE_SPACE) : 0;
    tgw = tgw > gui_px(ui, COUNT_TOGGLE_MOST) ? gui_px(ui, COUNT_TOGGLE_MOST) : tgw;
    for (int i = 0; i < GCOUNT_MAX_KINDS; i++) {
        toggle_rc[i] = (SDL_Rect){tx + fig, by - big_row, tgw, bh};
        if (!(here >> i & 1))
            continue;
        /* each figure as its declarer draws it, the size of a follower of the button's height */
        gui_module_ctx_figure_draw(ctx, e, i + 1, pcolour(ctx, pd->player), (float)(tx + fig / 2),
                                   (float)(by - big_row + bh / 2), (float)bh * 0.7f, 255);
        if (figure_toggle(ctx, toggle_rc[i], i + 1, (int)(d->deploy_figs >> i & 1)))
            d->deploy_figs ^= 1u << i;
        tx += fig + tgw + gui_px(ui, GUI_SIZE_SPACE);
    }
    /* A hint's number ringed (the count between - and +), and the toggles of the figures it takes. */
    const cit_move *hint = gui_module_ctx_hint_shown(ctx);
    cit_move answer;
    if (hint && hint->type == CIT_MOVE_COUNT_DEPLOY &&
        find_move_rot(e, CIT_MOVE_COUNT_DEPLOY, pd->arg, hint->arg1, hint->rot, &answer)) {
        gui_module_ctx_decide_answer(ctx, (SDL_Rect){sx, by, 2 * sw + gui_px(ui, COUNT_AMOUNT_W), bh}, &answer);
        for (int i = 0; i < GCOUNT_MAX_KINDS; i++)
            if (hint->rot >> i & 1)
                gui_module_ctx_decide_answer(ctx, toggle_rc[i], &answer);
    }
    char num[24];
    snprintf(num, sizeof num, "%d / %d", d->deploy_n, pd->limit);
    gui_text(num, sx + sw + gui_px(ui, COUNT_AMOUNT_MID), by + (bh - gui_font_px(ui, GUI_FONT_HEADING) * 5 / 4) / 2, gui_font_px(ui, GUI_FONT_HEADING), 1,
             gui_rgba(GUI_COL_INK, 255), GUI_ALIGN_CENTER);
    int ok_w = gui_px(ui, COUNT_OK_W), all_w = gui_px(ui, COUNT_ALL_W);
    if (gui_button(ui, GUI_ID(0), (SDL_Rect){p.x + p.w - pad - ok_w - all_w - gui_px(ui, GUI_SIZE_SPACE), by, all_w, bh},
                   gui_tr(MSG_ALL_CHOICES), 1))
        ctx->decide->generic_open = 1;
    if (gui_button_colour(ui, GUI_ID(0), (SDL_Rect){p.x + p.w - pad - ok_w, by, ok_w, bh},
                          gui_rgba(GUI_COL_ACCENT, 255), gui_tr(MSG_OK), 1) ||
        gui_key(ui, SDLK_RETURN) || gui_key(ui, SDLK_KP_ENTER)) {
        if (find_move_rot(e, CIT_MOVE_COUNT_DEPLOY, pd->arg, d->deploy_n, (int)d->deploy_figs, chosen))
            return GUI_DECIDE_MODAL | GUI_DECIDE_CHOSEN;
    }
    return GUI_DECIDE_MODAL;
}

/* ---- the quarter and the Count: a bar over the board, drag or click ----------------------- */

/* The keys of the bar on one line under the question, when the bar has room for it: the digits
   follow the engine's quarter order, which is also the order the City's plates are named in. */
static void key_line(gui_module_ctx *ctx, int x, int top, int w, int bottom)
{
    char list[160] = "", line[240];
    for (int q = 0; q < CIT_QUARTERS; q++) {
        char one[48];
        snprintf(one, sizeof one, "%s%d\xC2\xA0%s", q ? " \xC2\xB7 " : "", q + 1, gui_quarter_name(q));
        SDL_strlcat(list, one, sizeof list);
    }
    gui_subst(line, sizeof line, count_tr(COUNT_KEYS), list, NULL, NULL);
    int px = gui_font_px(ctx->ui, GUI_FONT_SMALL), was = gui_draw_enabled;
    gui_draw_enabled = 0;
    int h = gui_text_wrapped(line, x, 0, w, px, 0, gui_rgba(0, 255));
    gui_draw_enabled = was;
    int y = bottom - h;
    if (y >= top + gui_px(ctx->ui, COUNT_KEYS_SLACK))
        gui_text_wrapped(line, x, y, w, px, 0, gui_rgba(GUI_COL_INK_SOFT, 255));
}

/* 1-4 choose a lit quarter, S or Esc skip; anything else (or a quarter not lit) does nothing. */
static int bar_keys(gui_module_ctx *ctx, int type, cit_move *chosen)
{
    gui_ui *ui = ctx->ui;
    gui_count_state *d = gui_count_of(ctx->game);
    const cit_game *e = gui_game_engine(ctx->game);
    for (int q = 0; q < CIT_QUARTERS; q++)
        if ((gui_key(ui, SDLK_1 + q) || gui_key(ui, SDLK_KP_1 + q)) && (d->targets & (1u << q)))
            return find_move(ctx, type, q, -1, chosen);
    int s = gui_key(ui, SDLK_s);
    if (s || gui_key(ui, SDLK_ESCAPE)) {
        ctx->decide->mute_s = s; /* S also pans the board: its hold must not glide it once the bar is gone */
        return find_move_rot(e, type, CIT_QUARTER_NONE, -1, -1, chosen);
    }
    return 0;
}

static int bar_height(gui_module_ctx *ctx) { return gui_px(ctx->ui, COUNT_BAR_H); }

/* The camera as it will be once a glide in progress ends. */
static gui_camera camera_to_be(const gui_module_ctx *ctx)
{
    gui_camera c = *ctx->cam;
    if (*ctx->glide) {
        c.cx = *ctx->glide_cx;
        c.cy = *ctx->glide_cy;
        c.zoom = *ctx->glide_zoom;
    }
    return c;
}

/* When the bar asks for a quarter, every quarter's picture must be in sight below it (the camera
   may be zoomed in on the tile just placed, or gliding there): glide the City into the board
   under the bar if any of it is not, keeping the zoom unless the City would not fit. */
static void keep_city_in_view(gui_module_ctx *ctx)
{
    int x0, y0, x1, y1;
    if (!gui_count_city_cells(ctx->game, &x0, &y0, &x1, &y1))
        return;
    gui_camera c = camera_to_be(ctx);
    int top = gui_px(ctx->ui, GUI_SIZE_PAD) + bar_height(ctx) + gui_px(ctx->ui, GUI_SIZE_NUDGE);
    SDL_Rect v = *ctx->board_rc, lo = gui_camera_cell_rect(&c, x0, y0), hi = gui_camera_cell_rect(&c, x1, y1);
    if (lo.x >= v.x && lo.y >= v.y + top && hi.x + hi.w <= v.x + v.w && hi.y + hi.h <= v.y + v.h)
        return;
    gui_module_ctx_decide_glide_to(ctx, (float)x0, (float)y0, (float)x1, (float)y1, top);
}

/* A follower or the Count let go where no lit quarter takes it: say why, never silently. */
static void missed_drop(gui_module_ctx *ctx, int type, int q)
{
    char msg[200];
    if (q >= 0 && type != CIT_MOVE_COUNT_MOVE)
        gui_subst(msg, sizeof msg, count_tr(COUNT_DROP_NOT_QUARTER), gui_quarter_name(q), NULL, NULL);
    else
        SDL_strlcpy(msg, count_tr(type == CIT_MOVE_COUNT_MOVE ? COUNT_DROP_MISSED_COUNT : COUNT_DROP_MISSED), sizeof msg);
    gui_module_ctx_toast(ctx, msg);
}

/* The follower the quarter bar sends: the big one (on its gold disc, as on the board) when
   the answers will take it. */
static void follower_figure(gui_module_ctx *ctx, float cx, float cy, float h, Uint8 alpha)
{
    const cit_pending *pd = ctx->pend;
    int rot = bar_figure(ctx);
    if (rot && gui_module_ctx_figure_draw(ctx, gui_game_engine(ctx->game), __builtin_ctz((unsigned)rot) + 1,
                                          pcolour(ctx, pd->player), cx, cy, h, alpha))
        return;
    gui_atlas_follower(ctx->atlas, ctx->settings->palette_cb, pcolour(ctx, pd->player), 0, cx, cy, h, alpha);
}

/* The bar: the decider's colour, the figure to drag, what to do, Skip and All choices. Returns
   its rectangle; *picked is set when Skip answered the decision into *chosen. */
static SDL_Rect bar_panel(gui_module_ctx *ctx, int type, cit_move *chosen, int *picked)
{
    gui_ui *ui = ctx->ui;
    gui_count_state *d = gui_count_of(ctx->game);
    const cit_pending *pd = ctx->pend;
    const cit_game *e = gui_game_engine(ctx->game);
    int is_move = type == CIT_MOVE_COUNT_MOVE;
    d->targets = target_mask(e, type, bar_rot(ctx, type));
    int h = bar_height(ctx), pad = gui_px(ui, GUI_SIZE_MARGIN), bw = gui_px(ui, COUNT_BAR_BUTTON_W), bh = gui_px(ui, GUI_SIZE_DIALOG_BUTTON_H);
    SDL_Rect p = {ctx->board_rc->x + gui_px(ui, GUI_SIZE_PAD), ctx->board_rc->y + gui_px(ui, GUI_SIZE_PAD),
                  ctx->board_rc->w - gui_px(ui, GUI_SIZE_SECTION), h};
    d->bar_rc = p;
    gui_fill_rounded(ctx->r, p, gui_px(ui, COUNT_BAR_RADIUS), gui_rgba(GUI_COL_PANEL, 240));
    gui_fill_rect(ctx->r, (SDL_Rect){p.x, p.y, gui_px(ui, COUNT_BAR_STRIPE), p.h}, pcol(ctx, pd->player));
    /* The figure to drag: a follower from the supply, or the Count himself. */
    SDL_Rect src = {p.x + gui_px(ui, GUI_SIZE_SECTION), p.y + pad, h - 2 * pad, h - 2 * pad};
    d->source_rc = src;
    int held = d->dragging != GUI_COUNT_DRAG_NONE;
    gui_fill_rounded(ctx->r, src, gui_px(ui, GUI_SIZE_PANEL_RADIUS), gui_rgba(held ? GUI_COL_BOX_HELD : GUI_COL_BOX, 255));
    gui_rect_outline(ctx->r, src, gui_px(ui, GUI_SIZE_LINE), gui_rgba(GUI_COL_ACCENT, 255));
    float fx = (float)(src.x + src.w / 2), fy = (float)(src.y + src.h / 2), fh = (float)src.h * 0.7f;
    if (is_move)
        gui_count_figure(ctx, fx, fy, fh, held ? 110 : 255);
    else
        follower_figure(ctx, fx, fy, fh, held ? 110 : 255);
    /* What to do, then Skip and All choices on the right. */
    char ask[320];
    gui_subst(ask, sizeof ask,
              gui_word_seat(&count_text[is_move ? COUNT_MOVE_ASK : COUNT_QUARTER_ASK], gui_game_is_you(ctx->game, pd->player)),
              gui_game_player_name(ctx->game, pd->player), NULL, NULL);
    /* Inns & Cathedrals, Abbey & Mayor: a toggle left of Skip when the big follower, the mayor or
       the wagon may go as well as another kind */
    int toggle = bar_rot(ctx, type) >= 0, tgw = toggle ? gui_px(ui, COUNT_BAR_TOGGLE_W) + gui_px(ui, GUI_SIZE_MARGIN) : 0;
    int tx = src.x + src.w + gui_px(ui, GUI_SIZE_INSET), tw = p.x + p.w - pad - bw - gui_px(ui, GUI_SIZE_MARGIN) - tgw - tx;
    if (toggle)
        send_toggle(ctx, (SDL_Rect){p.x + p.w - pad - bw - tgw, p.y + pad, gui_px(ui, COUNT_BAR_TOGGLE_W), bh});
    int ask_h = gui_text_wrapped(ask, tx, p.y + pad, tw, gui_font_px(ui, GUI_FONT_LINE), 0, gui_rgba(GUI_COL_INK, 255));
    key_line(ctx, tx, p.y + pad + ask_h, tw, p.y + p.h - pad);
    int bx = p.x + p.w - pad - bw;
    if (gui_button_colour(ui, GUI_ID(0), (SDL_Rect){bx, p.y + pad, bw, bh}, gui_rgba(GUI_COL_WOOD, 255),
                          gui_tr(MSG_SKIP), 1))
        *picked = find_move_rot(e, type, CIT_QUARTER_NONE, -1, -1, chosen);
    /* A hint's answer ringed: Skip, or the lit quarter's cell on the board (with the big follower
       or not, as the hint says). */
    cit_move answer;
    if (find_move_rot(e, type, CIT_QUARTER_NONE, -1, -1, &answer))
        gui_module_ctx_decide_answer(ctx, (SDL_Rect){bx, p.y + pad, bw, bh}, &answer);
    for (int q = 0; q < CIT_QUARTERS; q++)
        for (int b = 0; b < 32; b = b ? b << 1 : 1) {
            int qx, qy, z = (int)ctx->cam->zoom;
            if ((d->targets & (1u << q)) && gui_count_quarter_px(ctx, q, &qx, &qy) &&
                find_move_rot(e, type, q, -1, b, &answer))
                gui_module_ctx_decide_answer(ctx, (SDL_Rect){qx - z / 2, qy - z / 2, z, z}, &answer);
        }
    if (gui_button(ui, GUI_ID(0), (SDL_Rect){bx, p.y + p.h - pad - bh, bw, bh}, gui_tr(MSG_ALL_CHOICES), 1))
        ctx->decide->generic_open = 1;
    return p;
}

/* The quarter decisions: drag the figure (or the Count from his quarter) onto a lit quarter,
   or click one; the press on a quarter lets the board pan if the pointer moves on. */
static int bar(gui_module_ctx *ctx, int type, cit_move *chosen)
{
    gui_ui *ui = ctx->ui;
    gui_count_state *d = gui_count_of(ctx->game);
    gui_input *in = ctx->in;
    const cit_pending *pd = ctx->pend;
    int is_move = type == CIT_MOVE_COUNT_MOVE, picked = 0;
    SDL_Rect p = bar_panel(ctx, type, chosen, &picked), src = d->source_rc;
    if (picked || bar_keys(ctx, type, chosen)) {
        d->dragging = GUI_COUNT_DRAG_NONE;
        return GUI_DECIDE_CHOSEN;
    }
    /* Presses: the figure (or, for the Count, his quarter) starts a drag; a legal quarter may be clicked. */
    int q = gui_hit(in, p) ? -1 : gui_count_quarter_at(ctx, in->mx, in->my); /* the bar hides what is under it */
    if (in->pressed[1] && !ui->consumed) {
        d->press_quarter = -1;
        int from_supply = !is_move && ctx->supply_rc->w && gui_hit(in, *ctx->supply_rc); /* the side panel's */
        if (gui_hit(in, src) || from_supply || (is_move && q == pd->arg)) {
            d->dragging = is_move ? GUI_COUNT_DRAG_COUNT : GUI_COUNT_DRAG_FOLLOWER;
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
        else if (d->press_quarter >= 0 && q == d->press_quarter && ctx->drag->kind == GUI_DRAG_PENDING)
            target = q;
        int was_dragging = d->dragging, far = !gui_hit(in, src) && !(is_move && q == pd->arg);
        d->dragging = GUI_COUNT_DRAG_NONE;
        d->press_quarter = -1;
        d->hot_quarter = -1;
        if (target >= 0 && find_move(ctx, type, target, -1, chosen))
            return GUI_DECIDE_CHOSEN;
        if (was_dragging && far) /* let go off every lit quarter (a click on the figure is no drop) */
            missed_drop(ctx, type, q);
    }
    if (!in->down[1] && !in->released[1])
        d->dragging = GUI_COUNT_DRAG_NONE;
    /* The figure follows the pointer while dragged. */
    if (d->dragging == GUI_COUNT_DRAG_COUNT)
        gui_count_figure(ctx, (float)in->mx, (float)in->my, ctx->cam->zoom * 0.42f, 235);
    else if (d->dragging == GUI_COUNT_DRAG_FOLLOWER)
        follower_figure(ctx, (float)in->mx, (float)in->my, ctx->cam->zoom * 0.3f, 235);
    if (d->dragging || (q >= 0 && (d->targets & (1u << q))) || gui_hit(in, src))
        gui_module_ctx_cursor(ctx, SDL_SYSTEM_CURSOR_HAND);
    return 0;
}


/* ---- the entry points ---------------------------------------------------------------------- */

void gui_count_decide_watch(gui_module_ctx *ctx)
{
    gui_count_state *d = gui_count_of(ctx->game);
    const cit_game *e = gui_game_engine(ctx->game);
    const cit_pending *pd = ctx->pend;
    d->targets = 0;
    d->bar_rc = (SDL_Rect){0, 0, 0, 0};
    /* No drag outlives the Count's decisions or a person's hold of them. */
    int human = !cit_game_over(e) && gui_module_ctx_seat_here(ctx, pd->player);
    if (!human || pd->module != CIT_MODULE_COUNT)
        d->dragging = GUI_COUNT_DRAG_NONE;
}

int gui_count_decide(gui_module_ctx *ctx, cit_move *chosen, int fresh)
{
    gui_count_state *d = gui_count_of(ctx->game);
    const cit_pending *pd = ctx->pend;
    if (fresh) {
        d->deploy_n = 0;
        d->deploy_figs = 0, d->send_fig = 0;
        d->dragging = GUI_COUNT_DRAG_NONE;
        d->press_quarter = d->hot_quarter = -1;
    }
    if (pd->decision == CIT_DECIDE_COUNT_DEPLOY)
        return deploy_dialog(ctx, chosen, fresh);
    int quarter = pd->decision == CIT_DECIDE_COUNT_QUARTER, move = pd->decision == CIT_DECIDE_COUNT_MOVE;
    if ((quarter || move) && fresh)
        keep_city_in_view(ctx);
    if (quarter)
        return bar(ctx, CIT_MOVE_COUNT_QUARTER, chosen);
    if (move)
        return bar(ctx, CIT_MOVE_COUNT_MOVE, chosen);
    return gui_module_ctx_decide_list(ctx, chosen, 0);
}

int gui_count_supply_usable(gui_module_ctx *ctx)
{
    const gui_game *g = ctx->game;
    const cit_game *e = gui_game_engine(g);
    return !cit_game_over(e) && g->pend.decision == CIT_DECIDE_COUNT_QUARTER &&
           gui_module_ctx_seat_here(ctx, g->pend.player) && gui_count_of(g)->dragging == GUI_COUNT_DRAG_NONE;
}
