/* The review on screen: progress, the win-chance graph, the swings, the tooltip. */
#include "scenes/replay/review_view.h"
#include "scenes/game/place_words.h"

#include "app/i18n.h"
#include "draw/atlas.h"
#include "draw/draw.h"
#include "draw/text.h"
#include "scenes/game/decide.h" /* gui_move_words */

#include <math.h>
#include <stdio.h>
#include <string.h>

/* The review's own geometry in layout units. */
static const struct {
    float cancel_w, raise, bar_least, bar_half, bar_h; /* the progress row: Cancel, its words' lift, the bar */
    float swatch_w, swatch_h, swatch_half, name_w, legend_gap; /* the legend: a player's line, name, room after */
    float axis_gap, line_w, badge_px, badge_r, halo, swing_w, leader_w, ring_r; /* the graph */
    float row_gap, row_gap_brief, least_px;           /* the swings' rows: under each; their least text */
    float list_badge, row_radius, tip_radius;         /* the swings' list: a badge; a picked row; the tooltip */
} RV = {110, 2, 30, 7, 14, 16, 4, 2, 120, 14, 3, 2.5f, 11, 8, 1.5f, 4, 1.5f, 7, 8, 5, 10, 20, 4, 5};

/* ---- words -------------------------------------------------------------------------------------- */

static void percent(char *buf, size_t cap, double w)
{
    snprintf(buf, cap, "%ld %%", lround(w * 100.0));
}

/* A move in words a player can map to the board (the replay shows it as a ghost): "the tile
   (city + road) 2 tiles east of the start, knight on the city to the north"; other decisions
   in their module's words (gui_move_words: the list of choices' sentences). */
static void move_words(const gui_review_pane *v, const cit_move *m, char *buf, size_t cap)
{
    const cit_game *e = v->game;
    const cit_tileset *ts = cit_game_tileset(e);
    if (m->type != CIT_MOVE_PLACE || m->tile >= ts->ntiles) {
        gui_move_words(e, m, buf, cap);
        return;
    }
    char where[200], spot[96], on[160];
    gui_placement_words(e, m, where, sizeof where);
    gui_subst(buf, cap, gui_tr(MSG_REVIEW_PLACE), where, NULL, NULL);
    if (m->spot == CIT_SPOT_NONE)
        return;
    if (m->spot < ts->tiles[m->tile].nfeat) {
        int kind = ts->tiles[m->tile].feat[m->spot].kind;
        gui_spot_words(ts, m->tile, m->rot, m->spot, spot, sizeof spot);
        gui_subst(on, sizeof on, gui_tr(MSG_REVIEW_ON), gui_follower_word(kind), spot, NULL);
        SDL_strlcat(buf, on, cap);
    } else { /* on a piece a module adds to the move (a bridge) */
        SDL_strlcat(buf, " ", cap);
        SDL_strlcat(buf, gui_tr(MSG_REVIEW_FOLLOWER), cap);
    }
}

static const char *player_name(const gui_review_pane *v, int p)
{
    const cit_setup *s = cit_game_setup(v->game);
    return p >= 0 && p < s->nplayers ? s->players[p].name : "?";
}

static SDL_Color player_colour(const gui_review_pane *v, int p)
{
    const cit_setup *s = cit_game_setup(v->game);
    return gui_player_colour(v->palette_cb, p >= 0 && p < s->nplayers ? s->players[p].colour : 0);
}

void gui_review_words(const gui_review_pane *v, int i, char *line, size_t cap, char *better, size_t bcap)
{
    const gui_review *r = v->review;
    const cit_review_step *s = &r->steps[i];
    char num[16], from[16], to[16], change[64], mv[256];
    snprintf(num, sizeof num, "%d", i + 1);
    percent(from, sizeof from, s->before.win);
    percent(to, sizeof to, s->after.win);
    snprintf(change, sizeof change, "%s \xE2\x86\x92 %s", from, to);
    gui_subst(line, cap, gui_tr(MSG_REVIEW_SWING), num, player_name(v, s->player), change);
    if (s->played_best) {
        SDL_strlcpy(better, gui_tr(MSG_REVIEW_KEPT), bcap);
        return;
    }
    move_words(v, &s->best, mv, sizeof mv);
    gui_subst(better, bcap, gui_tr(MSG_REVIEW_BETTER), mv, NULL, NULL);
}

/* ---- progress ------------------------------------------------------------------------------------ */

void gui_review_progress_row(const gui_review_pane *v, SDL_Rect rc)
{
    gui_ui *ui = v->ui;
    gui_review *r = v->review;
    if (!r)
        return;
    int cw = gui_px(ui, RV.cancel_w), gap = gui_px(ui, GUI_SIZE_PAD), px = gui_font_px(ui, GUI_FONT_BODY);
    if (gui_button(ui, GUI_ID(0), (SDL_Rect){rc.x + rc.w - cw, rc.y, cw, rc.h}, gui_tr(MSG_CANCEL), 1)) {
        gui_review_cancel(r);
        return;
    }
    char pct[16], line[96];
    float p = gui_review_progress(r);
    snprintf(pct, sizeof pct, "%d", (int)(p * 100.0f));
    gui_subst(line, sizeof line, gui_tr(MSG_REVIEW_RUNNING), pct, NULL, NULL);
    int tw = gui_text_width(line, px, 1);
    int bw = rc.w - cw - tw - 3 * gap;
    SDL_Color ink = gui_rgba(GUI_COL_INK, 255);
    gui_text(line, rc.x, rc.y + (rc.h - px) / 2 - gui_px(ui, RV.raise), px, 1, ink, GUI_ALIGN_LEFT);
    if (bw > gui_px(ui, RV.bar_least)) {
        SDL_Rect bar = {rc.x + tw + gap, rc.y + rc.h / 2 - gui_px(ui, RV.bar_half), bw, gui_px(ui, RV.bar_h)};
        gui_fill_rounded(ui->r, bar, bar.h / 2, gui_rgba(GUI_COL_BAR_TRACK, 255));
        int done = (int)((float)bar.w * p);
        if (done > bar.h)
            gui_fill_rounded(ui->r, (SDL_Rect){bar.x, bar.y, done, bar.h}, bar.h / 2, gui_rgba(GUI_COL_ACCENT, 255));
    }
}

/* ---- the graph ------------------------------------------------------------------------------------ */

static float gx(const gui_review *r, int i) /* step i's point: after it (-1: the start) */
{
    int n = r->nsteps > 0 ? r->nsteps : 1;
    return (float)r->graph_rc.x + (float)(i + 1) / (float)n * (float)r->graph_rc.w;
}

static float gy(const gui_review *r, double w)
{
    return (float)(r->graph_rc.y + r->graph_rc.h) - (float)w * (float)r->graph_rc.h;
}

int gui_review_point(const gui_review *r, int i, int p, int *x, int *y)
{
    double w = gui_review_win(r, i, p);
    if (w < 0)
        return 0;
    *x = (int)lroundf(gx(r, i));
    *y = (int)lroundf(gy(r, w));
    return 1;
}

int gui_review_legend(const gui_review_pane *v, int x, int y, int w)
{
    gui_ui *ui = v->ui;
    const cit_setup *s = cit_game_setup(v->game);
    int px = gui_font_px(ui, GUI_FONT_SMALL), sw = gui_px(ui, RV.swatch_w), x0 = x;
    for (int p = 0; p < s->nplayers; p++) {
        char name[CIT_NAME_LEN + 4];
        gui_text_fit(name, sizeof name, s->players[p].name, gui_px(ui, RV.name_w), px, 0);
        int need = sw + gui_px(ui, GUI_SIZE_GAP) + gui_text_width(name, px, 0) + gui_px(ui, RV.legend_gap);
        if (x + need > x0 + w)
            break;
        gui_fill_rect(ui->r, (SDL_Rect){x, y + px / 2 - gui_px(ui, RV.swatch_half), sw, gui_px(ui, RV.swatch_h)}, player_colour(v, p));
        gui_text(name, x + sw + gui_px(ui, GUI_SIZE_GAP), y, px, 0, gui_rgba(GUI_COL_INK, 255), GUI_ALIGN_LEFT);
        x += need;
    }
    return x - x0;
}

static int badge_free(const SDL_FPoint *out, int k, float x, float y, float d)
{
    for (int j = 0; j < k; j++)
        if ((out[j].x - x) * (out[j].x - x) + (out[j].y - y) * (out[j].y - y) < d * d)
            return 0;
    return 1;
}

void gui_review_place_badges(const SDL_FPoint *at, int n, float rad, SDL_Rect rc, SDL_FPoint *out)
{
    float d = 2.0f * rad + 2.0f, top = (float)rc.y + rad, bottom = (float)(rc.y + rc.h) - rad;
    for (int k = 0; k < n; k++) {
        out[k] = at[k];
        /* Its own point first, then a badge's step up, down, two up...: the first free place. */
        for (int step = 0; step < 2 * n + 2; step++) {
            float y = at[k].y + (float)((step + 1) / 2) * d * (step % 2 ? -1.0f : 1.0f);
            if (y < top || y > bottom)
                continue;
            if (badge_free(out, k, at[k].x, y, d)) {
                out[k].y = y;
                break;
            }
        }
    }
}

int gui_review_graph(const gui_review_pane *v, SDL_Rect rc)
{
    gui_ui *ui = v->ui;
    gui_review *r = v->review;
    gui_input *in = ui->in;
    if (!r || gui_review_get_state(r) != GUI_REVIEW_DONE)
        return -1;
    r->graph_rc = rc;
    SDL_Color ink = gui_rgba(GUI_COL_INK, 255);
    gui_fill_rect(ui->r, rc, gui_rgba(GUI_COL_PAPER, 255));
    int spx = gui_font_px(ui, GUI_FONT_TAG);
    for (int pct = 0; pct <= 100; pct += 25) {
        int y = (int)gy(r, pct / 100.0);
        gui_fill_rect(ui->r, (SDL_Rect){rc.x, y, rc.w, pct == 50 ? 2 : 1}, gui_rgba(pct == 50 ? GUI_COL_RULE_MID : GUI_COL_RULE, 255));
        char b[16];
        snprintf(b, sizeof b, "%d %%", pct);
        gui_text(b, rc.x - gui_px(ui, GUI_SIZE_GAP), y - spx / 2 - gui_px(ui, GUI_SIZE_HAIR), spx, 0, ink, GUI_ALIGN_RIGHT);
    }
    gui_rect_outline(ui->r, rc, 1, gui_rgba(GUI_COL_PANEL_EDGE, 255));
    for (int k = 0; k <= 2; k++) { /* moves along the bottom */
        char b[12];
        snprintf(b, sizeof b, "%d", r->nsteps * k / 2);
        gui_text(b, rc.x + rc.w * k / 2, rc.y + rc.h + gui_px(ui, RV.axis_gap), spx, 0, ink,
                 k == 0 ? GUI_ALIGN_LEFT : k == 1 ? GUI_ALIGN_CENTER : GUI_ALIGN_RIGHT);
    }
    /* The hovered move: a guide behind the lines. */
    r->hover = -1;
    SDL_Rect near = {rc.x - gui_px(ui, GUI_SIZE_GAP), rc.y - gui_px(ui, GUI_SIZE_GAP), rc.w + gui_px(ui, GUI_SIZE_MARGIN), rc.h + gui_px(ui, GUI_SIZE_MARGIN)};
    if (gui_hit(in, near) && r->nsteps > 0 && !v->dialog_open) {
        int i = (int)lroundf((float)(in->mx - rc.x) / (float)rc.w * (float)r->nsteps) - 1;
        r->hover = i < 0 ? 0 : i >= r->nsteps ? r->nsteps - 1 : i;
        float x = gx(r, r->hover);
        gui_fill_rect(ui->r, (SDL_Rect){(int)x, rc.y, 1, rc.h}, gui_rgba(GUI_COL_PANEL_EDGE, 160));
    }
    float thick = (float)gui_px(ui, RV.line_w);
    for (int p = 0; p < r->nplayers; p++) { /* each player's line through their own decisions */
        SDL_Color c = player_colour(v, p);
        float x0 = 0, y0 = 0;
        int have = 0;
        for (int i = 0; i < r->nsteps; i++) {
            double w = gui_review_win(r, i, p);
            if (w < 0)
                continue;
            if (!have) { /* from their chance at their first decision */
                x0 = gx(r, i - 1), y0 = gy(r, r->steps[i].before.win), have = 1;
                gui_fill_circle(ui->r, x0, y0, thick * 1.2f, c);
            }
            float x1 = gx(r, i), y1 = gy(r, w);
            gui_thick_line(ui->r, x0, y0, x1, y1, thick, c);
            x0 = x1, y0 = y1;
        }
        if (have)
            gui_fill_circle(ui->r, x0, y0, thick * 1.4f, c);
    }
    /* The swings: the fall drawn in the mover's colour, a numbered badge at the point after it
       (moved above or below where an earlier badge stands, a stroke back to its point). */
    SDL_Color badge = gui_rgba(GUI_REVIEW_SWING_RGB, 255);
    int npx = gui_font_px(ui, RV.badge_px);
    float rad = (float)gui_px(ui, RV.badge_r);
    SDL_FPoint at[GUI_REVIEW_SWINGS] = {{0, 0}}, put[GUI_REVIEW_SWINGS] = {{0, 0}};
    int nb = r->nswing < GUI_REVIEW_SWINGS ? r->nswing : GUI_REVIEW_SWINGS;
    for (int k = 0; k < nb; k++)
        at[k] = (SDL_FPoint){gx(r, r->swing[k]), gy(r, r->steps[r->swing[k]].after.win)};
    gui_review_place_badges(at, nb, rad + (float)gui_px(ui, RV.halo), rc, put);
    for (int k = 0; k < nb; k++) {
        const cit_review_step *s = &r->steps[r->swing[k]];
        SDL_Color c = player_colour(v, s->player);
        c.a = 150;
        float x = at[k].x, yb = gy(r, s->before.win), ya = at[k].y;
        gui_thick_line(ui->r, gx(r, r->swing[k] - 1), yb, x, ya, (float)gui_px(ui, RV.swing_w), c);
        if (put[k].y != ya)
            gui_thick_line(ui->r, x, ya, put[k].x, put[k].y, (float)gui_px(ui, RV.leader_w), badge);
    }
    for (int k = 0; k < nb; k++) {
        float x = put[k].x, ya = put[k].y;
        gui_fill_circle(ui->r, x, ya, rad + (float)gui_px(ui, RV.halo), gui_rgba(GUI_COL_CREAM, 255));
        gui_fill_circle(ui->r, x, ya, rad, badge);
        char b[4] = {(char)('1' + k), 0};
        gui_text(b, (int)x, (int)(ya - (float)npx * 0.62f), npx, 1, gui_rgba(GUI_COL_CREAM, 255), GUI_ALIGN_CENTER);
    }
    if (r->hover >= 0) { /* the mover's point of the hovered move */
        int x, y;
        if (gui_review_point(r, r->hover, r->steps[r->hover].player, &x, &y)) {
            gui_ring(ui->r, (float)x, (float)y, (float)gui_px(ui, RV.ring_r), (float)gui_px(ui, GUI_SIZE_LINE), gui_rgba(GUI_COL_INK, 255));
        }
    }
    if (r->hover >= 0 && in->pressed[1] && !ui->consumed) {
        ui->consumed = 1;
        return r->hover;
    }
    return -1;
}

/* Height of swing k's row at text size px in width tw: its line and the better move, wrapped. */
/* A swing's row: its headline and the better move, or (brief) the headline alone. */
static int swing_row_h(const gui_review_pane *v, int k, int tw, int px, int brief)
{
    char line[160], better[300];
    gui_review_words(v, v->review->swing[k], line, sizeof line, better, sizeof better);
    int was = gui_draw_enabled;
    gui_draw_enabled = 0;
    int h = gui_text_wrapped(line, 0, 0, tw, px, 1, gui_rgba(GUI_COL_INK, 255)) +
            (brief ? 0 : gui_text_wrapped(better, 0, 0, tw, px, 0, gui_rgba(GUI_COL_INK, 255)));
    gui_draw_enabled = was;
    return h + gui_px(v->ui, brief ? RV.row_gap_brief : RV.row_gap);
}

/* The text size the rows fit their box at (from px down to the least), brief or not; the height
   they take into *total. Past the least size it returns the least. */
static int rows_px(const gui_review_pane *v, int tw, int px, int room, int brief, int *total)
{
    int small = gui_font_px(v->ui, RV.least_px);
    for (;; px--) {
        *total = 0;
        for (int k = 0; k < v->review->nswing && k < GUI_REVIEW_SWINGS; k++)
            *total += swing_row_h(v, k, tw, px, brief);
        if (*total <= room || px <= small)
            return px;
    }
}

int gui_review_swing_list(const gui_review_pane *v, SDL_Rect rc)
{
    gui_ui *ui = v->ui;
    gui_review *r = v->review;
    gui_input *in = ui->in;
    if (!r || gui_review_get_state(r) != GUI_REVIEW_DONE)
        return -1;
    SDL_Color ink = gui_rgba(GUI_COL_INK, 255), soft = gui_rgba(GUI_COL_INK_SOFT, 255);
    int hpx = gui_font_px(ui, GUI_FONT_LINE), px = gui_font_px(ui, GUI_FONT_NOTE), y = rc.y, clicked = -1;
    gui_text(gui_tr(MSG_REVIEW_SWINGS), rc.x, y, hpx, 1, ink, GUI_ALIGN_LEFT);
    y += hpx + gui_px(ui, GUI_SIZE_PAD);
    if (r->nswing == 0) {
        y += gui_text_wrapped(gui_tr(MSG_REVIEW_NO_SWINGS), rc.x, y, rc.w, px, 0, soft);
    }
    int badge = gui_px(ui, RV.list_badge), tx = rc.x + badge + gui_px(ui, GUI_SIZE_SPACE), tw = rc.x + rc.w - tx;
    /* Every swing marked on the graph is listed, its words wrapped, never cut: a smaller text
       size when they do not fit at the usual one (then without the line that says to click);
       where even the least size is too large (long results on a small window), each row is its
       headline alone, the better move said by the tooltip on the graph as the row is hovered. */
    int total = 0, room = rc.y + rc.h - y, usual = px;
    px = rows_px(v, tw, usual, room, 0, &total);
    int brief = total > room;
    if (brief)
        px = rows_px(v, tw, usual, room, 1, &total);
    r->listed = r->list_cut = 0;
    for (int k = 0; k < r->nswing && k < GUI_REVIEW_SWINGS; k++) {
        char line[160], better[300];
        gui_review_words(v, r->swing[k], line, sizeof line, better, sizeof better);
        int rowh = swing_row_h(v, k, tw, px, brief);
        SDL_Rect row = {rc.x - gui_px(ui, GUI_SIZE_NUDGE), y - gui_px(ui, GUI_SIZE_NUDGE), rc.w + gui_px(ui, GUI_SIZE_SPACE), rowh};
        if (gui_hit(in, row) && !v->dialog_open) {
            if (brief)
                r->hover = r->swing[k]; /* its better move in the graph's tooltip */
            gui_fill_rounded(ui->r, row, gui_px(ui, RV.row_radius), gui_rgba(GUI_COL_ROW, 255));
            if (in->pressed[1] && !ui->consumed) {
                ui->consumed = 1;
                clicked = r->swing[k];
            }
        }
        gui_fill_circle(ui->r, (float)(rc.x + badge / 2), (float)(y + px / 2 + gui_px(ui, GUI_SIZE_HAIR)), (float)badge / 2,
                        gui_rgba(GUI_REVIEW_SWING_RGB, 255));
        char b[4] = {(char)('1' + k), 0};
        gui_text(b, rc.x + badge / 2, y + px / 2 - gui_font_px(ui, GUI_FONT_TAG) / 2, gui_font_px(ui, GUI_FONT_TAG), 1,
                 gui_rgba(GUI_COL_CREAM, 255), GUI_ALIGN_CENTER);
        int lh = gui_text_wrapped(line, tx, y, tw, px, 1, ink);
        if (!brief)
            gui_text_wrapped(better, tx, y + lh, tw, px, 0, soft);
        r->listed++;
        r->list_cut += y + rowh > rc.y + rc.h + gui_px(ui, GUI_SIZE_SPACE); /* ran past its box even at the least size */
        y += rowh;
    }
    r->list_bottom = y;
    y += gui_px(ui, GUI_SIZE_NUDGE);
    if (y + px < rc.y + rc.h)
        gui_text_wrapped(gui_tr(MSG_REVIEW_CLICK), rc.x, y, rc.w, gui_font_px(ui, GUI_FONT_SMALL), 0, soft);
    return clicked;
}

void gui_review_tooltip(const gui_review_pane *v)
{
    gui_ui *ui = v->ui;
    gui_review *r = v->review;
    if (!r || r->hover < 0 || r->hover >= r->nsteps || gui_review_get_state(r) != GUI_REVIEW_DONE)
        return;
    char line[160], better[300];
    gui_review_words(v, r->hover, line, sizeof line, better, sizeof better);
    int px = gui_font_px(ui, GUI_FONT_NOTE), pad = gui_px(ui, GUI_SIZE_SPACE);
    int w = gui_text_width(line, px, 1), w2 = gui_text_width(better, px, 0);
    w = (w > w2 ? w : w2) + 2 * pad;
    int h = 2 * px + gui_px(ui, GUI_SIZE_NUDGE) + 2 * pad, x, y;
    if (!gui_review_point(r, r->hover, r->steps[r->hover].player, &x, &y))
        x = (int)gx(r, r->hover), y = r->graph_rc.y;
    SDL_Rect box = {x + gui_px(ui, GUI_SIZE_MARGIN), y - h - gui_px(ui, GUI_SIZE_SPACE), w, h};
    if (box.x + box.w > v->w - 4)
        box.x = x - gui_px(ui, GUI_SIZE_MARGIN) - w;
    if (box.y < 4)
        box.y = y + gui_px(ui, GUI_SIZE_MARGIN);
    gui_fill_rounded(ui->r, box, gui_px(ui, RV.tip_radius), gui_rgba(GUI_COL_PLATE, 230));
    gui_text(line, box.x + pad, box.y + pad, px, 1, gui_rgba(GUI_COL_CREAM, 255), GUI_ALIGN_LEFT);
    gui_text(better, box.x + pad, box.y + pad + px + gui_px(ui, GUI_SIZE_NUDGE), px, 0, gui_rgba(GUI_COL_CREAM_SOFT, 255), GUI_ALIGN_LEFT);
}
