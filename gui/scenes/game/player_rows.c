/* The side panel's player rows: name, supply, the modules' pieces, score, and the round's order. */
#include "scenes/game/game_panels.h"
#include "scenes/scenes.h"
#include "modules/gui_module.h"
#include "draw/draw.h"
#include "draw/text.h"

#include <stdio.h>
#include <string.h>

static SDL_Color pcol(const gui_scene_ctx *ctx, int p)
{
    const cit_setup *s = cit_game_setup(gui_game_engine(ctx->game));
    return gui_player_colour(ctx->settings->palette_cb, s->players[p].colour);
}

int gui_round_order(const gui_scene_ctx *ctx, int *seats, int cap)
{
    const gui_game *g = ctx->game;
    const cit_game *e = gui_game_engine(g);
    if (cit_game_over(e) || cap <= 0)
        return 0;
    /* A module's round (a wall round, a bid) knows its own order. */
    GUI_FOR_MODULES(m, e)
        if (m->round_order) {
            int n = m->round_order(g, seats, cap);
            if (n > 0)
                return n;
        }
    /* Else the tiles go round the table: the others in seat order after the one whose turn it is
       (a bid or a deployment may fall to someone else; the turns after it do not change). */
    int np = cit_game_setup(e)->nplayers, cur = g->pend.active < np ? g->pend.active : 0, n = 0;
    for (int k = 1; k < np && n < cap; k++)
        seats[n++] = (cur + k) % np;
    return n;
}

/* The small numbered disc on a row's figure: how many turns until this seat's next one (1 = next).
   Returns the place in the order (0-based), or -1 without a disc. */
/* A player's row's own geometry in layout units (its pieces' line: GUI_SIZE_ROW_PIECES_Y). */
static const struct {
    int row_h, lift;             /* a row; how much a compact row lifts its second line */
    int stripe;                  /* the turn's colour stripe at the row's left */
    int fig_x, fig_up, fig_h, fig_hit; /* the row's figure: its middle, its raise, its height; its hover's width */
    int badge_text, badge_r, badge_off; /* the order's disc on the figure */
    int tip_below, tip_text_y;   /* the disc's tip under the pointer; its words in it */
    int name_x, name_y[2];       /* the name (full row, compact) */
    int mark_x, mark, mark_room; /* the computer's mark after the name: from x, its side, its room */
    int score_px, score_y[2], score_h, score_at, proj_y; /* the score: text, top, box, where points fly to; the projection */
    int pieces_x, piece_x, piece_step, pieces_end, count_off; /* the supply's line */
    int pieces_y, pieces_h, pieces_line; /* the pieces' box below the row's top, its height, a further line */
} PR = {54, 10, 5, 22, 2, 32, 42, 11, 8, 2, 14, 5, 44, {4, 1}, 50, 15, 22, 26, {4, 0}, 46, 24, 34,
        43, 50, 14, 7, 2, 26, 20, 18};

static int order_badge(const gui_scene_ctx *ctx, int p, int fx, int fy, const int *order, int norder)
{
    gui_ui *ui = ctx->ui;
    int at = -1;
    for (int i = 0; i < norder && at < 0; i++)
        if (order[i] == p)
            at = i;
    if (at < 0)
        return -1;
    char num[16];
    snprintf(num, sizeof num, "%d", at + 1);
    int px = gui_font_px(ui, PR.badge_text), r = gui_px(ui, PR.badge_r);
    SDL_Rect disc = {fx + gui_px(ui, PR.badge_off), fy + gui_px(ui, PR.badge_off), 2 * r, 2 * r};
    gui_fill_rounded(ctx->r, disc, r, gui_rgba(at == 0 ? GUI_COL_ACCENT : GUI_COL_INK_SOFT, 255));
    gui_text(num, disc.x + r, disc.y + (2 * r - px * 5 / 4) / 2, px, 1, gui_rgba(GUI_COL_SHINE, 255), GUI_ALIGN_CENTER);
    return at;
}

/* Hovering a row's figure says what its disc means. */
static void order_tip(const gui_scene_ctx *ctx, int at, int norder)
{
    gui_ui *ui = ctx->ui;
    char num[16], of[16], line[160];
    snprintf(num, sizeof num, "%d", at + 1);
    snprintf(of, sizeof of, "%d", norder);
    gui_subst(line, sizeof line, gui_tr(MSG_ORDER_TIP), num, of, NULL);
    int px = gui_font_px(ui, GUI_FONT_NOTE), w = gui_text_width(line, px, 0) + gui_px(ui, GUI_SIZE_INSET);
    int x = ctx->in->mx - w - gui_px(ui, GUI_SIZE_SPACE), y = ctx->in->my + gui_px(ui, PR.tip_below);
    x = x < 0 ? 0 : x;
    gui_fill_rounded(ctx->r, (SDL_Rect){x, y, w, px * 5 / 4 + gui_px(ui, GUI_SIZE_PAD)}, gui_px(ui, GUI_SIZE_RADIUS), gui_rgba(GUI_COL_PLATE, 230));
    gui_text(line, x + gui_px(ui, GUI_SIZE_SPACE), y + gui_px(ui, PR.tip_text_y), px, 0, gui_rgba(GUI_COL_CREAM, 255), GUI_ALIGN_LEFT);
}

/* Width of every module's pieces for player p, measured without drawing: w[k] for the k-th
   module with pieces, in table order (0 if it shows none now). */
static int pieces_width(const gui_scene_ctx *ctx, int p, int y, int *w, int cap)
{
    int was = gui_draw_enabled, sum = 0, k = 0;
    gui_draw_enabled = 0;
    GUI_FOR_MODULES(m, gui_game_engine(ctx->game)) {
        if (!m->pieces || k >= cap)
            continue;
        int cw = m->pieces(GUI_SCENE_MODULE(ctx, m), p, 0, y);
        w[k++] = cw;
        sum += cw ? cw + gui_px(ctx->ui, GUI_SIZE_GAP) : 0;
    }
    gui_draw_enabled = was;
    return sum;
}

/* The supply and the modules' pieces left of the score column (right edge `right`): the supply
   as seven places when all fits, else one figure and "x N"; pieces that do not fit go to a
   further line. Returns the height added below the row's usual two lines. */
static int row_pieces(const gui_scene_ctx *ctx, int p, int x, int y, int right)
{
    gui_ui *ui = ctx->ui;
    const cit_game *e = gui_game_engine(ctx->game);
    int colour = cit_game_setup(e)->players[p].colour, step = gui_px(ui, PR.piece_step), gap = gui_px(ui, GUI_SIZE_GAP);
    int widths[16], mods = pieces_width(ctx, p, y, widths, 16), sup = gui_game_supply_left(ctx->game, p);
    int left = x + gui_px(ui, PR.pieces_x), cx;
    if (left + CIT_FOLLOWERS * step + mods <= right) {
        for (int k = 0; k < sup; k++)
            gui_atlas_follower(ctx->atlas, ctx->settings->palette_cb, colour, 0, (float)(x + gui_px(ui, PR.piece_x) + k * step),
                               (float)(y + gui_px(ui, GUI_SIZE_ROW_PIECES_Y)), (float)step, 255);
        cx = left + CIT_FOLLOWERS * step + gui_px(ui, PR.pieces_end);
    } else {
        char num[12];
        int px = gui_font_px(ui, GUI_FONT_SMALL);
        snprintf(num, sizeof num, "\xC3\x97%d", sup);
        gui_atlas_follower(ctx->atlas, ctx->settings->palette_cb, colour, 0, (float)(x + gui_px(ui, PR.piece_x)),
                           (float)(y + gui_px(ui, GUI_SIZE_ROW_PIECES_Y)), (float)step, sup ? 255 : 90);
        gui_text(num, left + step + gui_px(ui, PR.count_off), y + gui_px(ui, GUI_SIZE_ROW_PIECES_Y) - px * 5 / 8, px, 1, gui_rgba(GUI_COL_INK, 255),
                 GUI_ALIGN_LEFT);
        cx = left + step + gui_px(ui, PR.count_off) + gui_text_width(num, px, 1) + gap;
    }
    ctx->drawn->row_pieces_rc[p] = (SDL_Rect){left, y + gui_px(ui, PR.pieces_y), cx - left, gui_px(ui, PR.pieces_h)};
    int k = 0, extra = 0, line_x = left;
    GUI_FOR_MODULES(m, e) {
        if (!m->pieces || k >= 16)
            continue;
        int cw = widths[k++];
        if (!cw)
            continue;
        if (cx + cw > right && cx > line_x) { /* the next line, under the first */
            extra += gui_px(ui, PR.pieces_line);
            cx = line_x;
        }
        int drawn = m->pieces(GUI_SCENE_MODULE(ctx, m), p, cx, y + extra);
        if (!drawn)
            continue;
        SDL_Rect *rc = &ctx->drawn->row_pieces_rc[p];
        int r = cx + drawn > rc->x + rc->w ? cx + drawn : rc->x + rc->w;
        rc->w = r - rc->x;
        rc->h = gui_px(ui, PR.pieces_h) + extra;
        cx += drawn + gap;
    }
    return extra;
}

/* Width of the score column: the score at its size, or the projection under it if wider. */
static int score_width(const gui_scene_ctx *ctx, int score, int projected, int proj)
{
    gui_ui *ui = ctx->ui;
    char sc[16];
    snprintf(sc, sizeof sc, "%d", score);
    int w = gui_text_width(sc, gui_font_px(ui, PR.score_px), 1);
    if (projected) {
        snprintf(sc, sizeof sc, "\xE2\x86\x92 %d", proj);
        int pw = gui_text_width(sc, gui_font_px(ui, GUI_FONT_SMALL), 1);
        w = pw > w ? pw : w;
    }
    return w + gui_px(ui, GUI_SIZE_SPACE);
}

int gui_players_block(const gui_scene_ctx *ctx, int x, int y, int w, int compact, int *saved)
{
    gui_ui *ui = ctx->ui;
    const cit_game *e = gui_game_engine(ctx->game);
    const cit_setup *s = cit_game_setup(e);
    int proj[CIT_MAX_PLAYERS] = {0};
    int projected = ctx->view->show_projected && !ctx->settings->purist; /* an aid: none for a purist */
    if (projected)
        cit_game_projected_scores(e, proj);
    int order[4 * CIT_MAX_PLAYERS], norder = gui_round_order(ctx, order, 4 * CIT_MAX_PLAYERS);
    /* A compact row lifts its second line by `lift` (the modules' pieces are drawn from row_y). */
    int lift = compact ? gui_px(ui, PR.lift) : 0, rh = gui_px(ui, PR.row_h) - lift, cur = gui_game_player(ctx->game);
    *saved += lift * s->nplayers;
    SDL_Color ink = gui_rgba(GUI_COL_INK, 255);
    int tip = -1; /* the place in the order of the row whose figure the pointer is on */
    for (int p = 0; p < s->nplayers; p++) {
        /* During the final scoring the score counts up as each feature's points land. */
        int pending = ctx->game->finale ? gui_finale_pending(ctx->game->finale, ctx->game->now, ctx->settings->anim_speed, p) : 0;
        int score = cit_game_score(e, p) - pending, scw = score_width(ctx, score, projected, proj[p]);
        int right = x + w - scw - gui_px(ui, GUI_SIZE_GAP);
        /* The pieces first, measured, so the row's highlight covers a second line of them. */
        int was = gui_draw_enabled;
        gui_draw_enabled = 0;
        int extra = row_pieces(ctx, p, x, y - lift, right);
        gui_draw_enabled = was;
        SDL_Rect row = {x, y, w, rh - gui_px(ui, GUI_SIZE_NUDGE) + extra};
        ctx->drawn->row_rc[p] = row;
        if (p == cur && !cit_game_over(e)) {
            gui_fill_rounded(ctx->r, row, gui_px(ui, GUI_SIZE_RADIUS), gui_rgba(GUI_COL_SHINE, 150));
            gui_fill_rect(ctx->r, (SDL_Rect){x, y, gui_px(ui, PR.stripe), row.h}, pcol(ctx, p));
        }
        gui_atlas_follower(ctx->atlas, ctx->settings->palette_cb, s->players[p].colour, 0, (float)(x + gui_px(ui, PR.fig_x)),
                           (float)(y + rh / 2 - gui_px(ui, PR.fig_up)), (float)gui_px(ui, PR.fig_h), 255);
        int at = order_badge(ctx, p, x + gui_px(ui, PR.fig_x), y + rh / 2, order, norder);
        if (at >= 0 && gui_hit(ctx->in, (SDL_Rect){x, y, gui_px(ui, PR.fig_hit), rh - gui_px(ui, GUI_SIZE_NUDGE)}))
            tip = at;
        char name[CIT_NAME_LEN + 8], sc[16];
        int npx = gui_font_px(ui, GUI_FONT_LINE);
        int comp = gui_app_seat_by_computer(ctx->app, p), mark = comp ? gui_px(ui, PR.mark_room) : 0;
        gui_text_fit(name, sizeof name, s->players[p].name, right - (x + gui_px(ui, PR.name_x)) - mark, npx, p == cur);
        gui_text(name, x + gui_px(ui, PR.name_x), y + gui_px(ui, PR.name_y[!!compact]), npx, p == cur, ink, GUI_ALIGN_LEFT);
        ctx->drawn->row_computer_rc[p] = (SDL_Rect){0, 0, 0, 0};
        if (comp) { /* a computer seat carries its mark after the name (a friend's too while it plays it) */
            SDL_Rect mk = {x + gui_px(ui, PR.mark_x) + gui_text_width(name, npx, p == cur), y + gui_px(ui, GUI_SIZE_GAP), gui_px(ui, PR.mark),
                           gui_px(ui, PR.mark)};
            gui_draw_computer(ctx->r, mk.x, mk.y, mk.w, gui_rgba(GUI_COL_INK_SOFT, 255));
            ctx->drawn->row_computer_rc[p] = mk;
        }
        row_pieces(ctx, p, x, y - lift, right);
        snprintf(sc, sizeof sc, "%d", score);
        gui_text(sc, x + w - gui_px(ui, GUI_SIZE_SPACE), y + gui_px(ui, PR.score_y[!!compact]), gui_font_px(ui, PR.score_px), 1, ink, GUI_ALIGN_RIGHT);
        ctx->drawn->row_score_rc[p] = (SDL_Rect){x + w - scw, y + gui_px(ui, GUI_SIZE_NUDGE), scw - gui_px(ui, GUI_SIZE_SPACE), gui_px(ui, PR.score_h)};
        ctx->drawn->score_pos[p] = (SDL_Point){x + w - gui_px(ui, PR.score_at), y + gui_px(ui, GUI_SIZE_SECTION)};
        if (projected) {
            snprintf(sc, sizeof sc, "\xE2\x86\x92 %d", proj[p]);
            gui_text(sc, x + w - gui_px(ui, GUI_SIZE_SPACE), y + gui_px(ui, PR.proj_y) - lift, gui_font_px(ui, GUI_FONT_SMALL), 1,
                     gui_rgba(GUI_COL_ACCENT, 255), GUI_ALIGN_RIGHT);
        }
        y += rh + extra;
    }
    if (projected) {
        gui_text(gui_tr(MSG_PROJECTED), x, y, gui_font_px(ui, GUI_FONT_SMALL), 0, gui_rgba(GUI_COL_ACCENT, 255), GUI_ALIGN_LEFT);
        y += gui_px(ui, GUI_SIZE_SECTION);
    }
    if (tip >= 0) /* over the rows below it */
        order_tip(ctx, tip, norder);
    return y;
}
