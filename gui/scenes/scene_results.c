/* Results: the winner, a per-category score table and a score-over-time chart. */
#include "app/app.h"
#include "scenes/scenes.h"
#include "scenes/hint.h"
#include "modules/gui_module.h"
#include "draw/draw.h"
#include "app/i18n.h"
#include "draw/text.h"
#include "scenes/review_view.h"

#include <stdlib.h>

#include <stdio.h>
#include <string.h>

void gui_results_winner(gui_app *a, char *buf, size_t cap)
{
    const cit_game *e = gui_game_engine(a->game);
    const cit_setup *s = cit_game_setup(e);
    int best = -1000000, n = 0, you = 0;
    char names[160] = "";
    for (int p = 0; p < s->nplayers; p++)
        best = cit_game_score(e, p) > best ? cit_game_score(e, p) : best;
    for (int p = 0; p < s->nplayers; p++)
        if (cit_game_score(e, p) == best && gui_game_is_you(a->game, p)) {
            you = 1; /* the person at this screen is spoken to: a sentence of its own, below */
        } else if (cit_game_score(e, p) == best) {
            if (n++)
                SDL_strlcat(names, ", ", sizeof names);
            SDL_strlcat(names, s->players[p].name, sizeof names);
        }
    if (you)
        gui_subst(buf, cap, n ? gui_tr(MSG_TIE_YOU) : gui_tr_seat(MSG_WINNER, 1), names, NULL, NULL);
    else
        gui_subst(buf, cap, gui_tr(n > 1 ? MSG_TIE : MSG_WINNER), names, NULL, NULL);
}

/* The rows the modules add to the table (their result_rows), striped like the categories. */
static int module_rows(gui_app *a, int x, int y, int w, int lw, int cw, const int *order, int *shown)
{
    gui_ui *ui = &a->ui;
    const cit_game *e = gui_game_engine(a->game);
    int np = cit_game_setup(e)->nplayers, rh = gui_px(ui, 30), px = gui_font_px(ui, 16);
    SDL_Color ink = gui_rgba(GUI_COL_INK, 255);
    GUI_FOR_MODULES(m, e) {
        int n = m->result_rows && m->result_row ? m->result_rows(e) : 0;
        for (int k = 0; k < n; k++) {
            char label[96], cell[48];
            if ((*shown)++ % 2 == 0)
                gui_fill_rect(a->r, (SDL_Rect){x, y - 2, w, rh}, gui_rgba(GUI_COL_ROW, 255));
            for (int col = 0; col < np; col++) {
                m->result_row(e, k, order[col], label, sizeof label, cell, sizeof cell);
                gui_text(cell, x + lw + col * cw + cw / 2, y + gui_px(ui, 4), px, 0, ink, GUI_ALIGN_CENTER);
            }
            gui_text(label, x + gui_px(ui, 8), y + gui_px(ui, 4), px, 0, ink, GUI_ALIGN_LEFT);
            y += rh;
        }
    }
    return y;
}

/* The rows the modules count from the game's events (their tally_row: inns and cathedrals,
   goods majorities, the fairy, ransoms), in the category rows' stripes: the rows of points
   (kind 1), or those that count something else (kind 2, under the Total, in soft ink). */
static int tally_rows(gui_app *a, int x, int y, int w, int lw, int cw, const int *order, int *shown, int kind)
{
    gui_ui *ui = &a->ui;
    const gui_game *g = a->game;
    const cit_game *e = gui_game_engine(g);
    int np = cit_game_setup(e)->nplayers, rh = gui_px(ui, 30), px = gui_font_px(ui, 16);
    SDL_Color ink = gui_rgba(GUI_COL_INK, 255);
    GUI_FOR_MODULES(m, e)
        for (int k = 0; m->tally_row && m->module < CIT_MODULE_MAX && k < GUI_TALLY_ROWS; k++) {
            char label[96], cell[48];
            int any = 0;
            for (int col = 0; col < np; col++)
                any |= m->tally_row(e, k, g->tally_pts[m->module][k][order[col]], g->tally_n[m->module][k][order[col]],
                                    label, sizeof label, cell, sizeof cell);
            if (!any || (any == 2) != (kind == 2))
                continue;
            if (kind == 1 && (*shown)++ % 2 == 0)
                gui_fill_rect(a->r, (SDL_Rect){x, y - 2, w, rh}, gui_rgba(GUI_COL_ROW, 255));
            SDL_Color c = kind == 1 ? ink : gui_rgba(GUI_COL_INK_SOFT, 255);
            for (int col = 0; col < np; col++) {
                m->tally_row(e, k, g->tally_pts[m->module][k][order[col]], g->tally_n[m->module][k][order[col]],
                             label, sizeof label, cell, sizeof cell);
                gui_text(cell, x + lw + col * cw + cw / 2, y + gui_px(ui, 4), px, 0, c, GUI_ALIGN_CENTER);
            }
            gui_text(label, x + gui_px(ui, 8), y + gui_px(ui, 4), px, 0, c, GUI_ALIGN_LEFT);
            y += rh;
        }
    return y;
}

/* Player p's points in category r less those a module's own row shows (gui_module.tally). */
static int category_left(const gui_game *g, int p, int r)
{
    return cit_game_score_in(gui_game_engine(g), p, (cit_score_category)r) - g->tally_taken[r][p];
}

static int table(gui_app *a, int x, int y, int w)
{
    gui_ui *ui = &a->ui;
    const cit_game *e = gui_game_engine(a->game);
    const cit_setup *s = cit_game_setup(e);
    static const gui_msg rows[CIT_CAT_OTHER + 1] = {MSG_CAT_ROADS, MSG_CAT_CITIES, MSG_CAT_CLOISTERS,
                                                    MSG_CAT_FIELDS, MSG_CAT_OTHER};
    int lw = gui_px(ui, 150), cw = (w - lw) / s->nplayers, rh = gui_px(ui, 30), px = gui_font_px(ui, 16);
    SDL_Color ink = gui_rgba(GUI_COL_INK, 255);
    char buf[CIT_NAME_LEN + 8], ranked[CIT_NAME_LEN + 16];
    /* Columns in ranking order, best first; equal totals share a place. */
    int order[CIT_MAX_PLAYERS], place[CIT_MAX_PLAYERS];
    for (int p = 0; p < s->nplayers; p++)
        order[p] = p;
    for (int i = 1; i < s->nplayers; i++)
        for (int j = i; j > 0 && cit_game_score(e, order[j]) > cit_game_score(e, order[j - 1]); j--) {
            int t = order[j];
            order[j] = order[j - 1];
            order[j - 1] = t;
        }
    for (int i = 0; i < s->nplayers; i++)
        place[i] = i > 0 && cit_game_score(e, order[i]) == cit_game_score(e, order[i - 1]) ? place[i - 1] : i + 1;
    for (int col = 0; col < s->nplayers; col++) {
        int p = order[col];
        int cx = x + lw + col * cw + cw / 2;
        gui_fill_rect(a->r, (SDL_Rect){x + lw + col * cw + 4, y, cw - 8, gui_px(ui, 6)},
                      gui_player_colour(a->settings.palette_cb, s->players[p].colour));
        int comp = s->players[p].kind != CIT_SEAT_HUMAN, mark = comp ? gui_px(ui, 20) : 0;
        snprintf(ranked, sizeof ranked, "%d. %s", place[col], s->players[p].name);
        gui_text_fit(buf, sizeof buf, ranked, cw - 8 - mark, px, 1);
        gui_text(buf, cx - mark / 2, y + gui_px(ui, 10), px, 1, ink, GUI_ALIGN_CENTER);
        if (comp)
            gui_draw_computer(a->r, cx - mark / 2 + gui_text_width(buf, px, 1) / 2 + gui_px(ui, 5),
                              y + gui_px(ui, 12), gui_px(ui, 14), gui_rgba(GUI_COL_INK_SOFT, 255));
    }
    y += rh + gui_px(ui, 10);
    int shown = 0;
    for (int r = 0; r <= CIT_CAT_COUNT; r++) {
        /* The base game's four show in a classic game, a module's categories while the game runs
           it (it names them); "other" and the rest only where somebody scored. */
        const char *named = NULL;
        GUI_FOR_MODULES(m, e)
            if (!named && m->category)
                named = m->category(r);
        if (r == CIT_CAT_OTHER) /* the modules' own rows, their points out of the categories' */
            y = tally_rows(a, x, y, w, lw, cw, order, &shown, 1);
        int any = (r < CIT_CAT_OTHER && s->mode == CIT_MODE_CLASSIC) || r == CIT_CAT_COUNT || named;
        for (int p = 0; p < s->nplayers && !any; p++)
            any = category_left(a->game, p, r) != 0;
        if (!any)
            continue;
        if (r == CIT_CAT_COUNT) /* the modules' own rows (goods held) before the total */
            y = module_rows(a, x, y, w, lw, cw, order, &shown);
        if (shown++ % 2 == 0 && r != CIT_CAT_COUNT)
            gui_fill_rect(a->r, (SDL_Rect){x, y - 2, w, rh}, gui_rgba(GUI_COL_ROW, 255));
        if (r == CIT_CAT_COUNT)
            gui_fill_rect(a->r, (SDL_Rect){x, y - 4, w, 2}, gui_rgba(GUI_COL_PANEL_EDGE, 255));
        /* a module's category is named by the engine until its GUI gives it words */
        const char *label = r == CIT_CAT_COUNT ? gui_tr(MSG_TOTAL)
                            : r <= CIT_CAT_OTHER ? gui_tr(rows[r])
                            : named             ? named
                                                 : cit_score_category_name(r);
        gui_text(label, x + gui_px(ui, 8), y + gui_px(ui, 4), px,
                 r == CIT_CAT_COUNT, ink, GUI_ALIGN_LEFT);
        for (int col = 0; col < s->nplayers; col++) {
            int p = order[col];
            int v = r == CIT_CAT_COUNT ? cit_game_score(e, p) : category_left(a->game, p, r);
            snprintf(buf, sizeof buf, "%d", v);
            gui_text(buf, x + lw + col * cw + cw / 2, y + gui_px(ui, 4), px, r == CIT_CAT_COUNT, ink, GUI_ALIGN_CENTER);
        }
        y += rh;
    }
    return tally_rows(a, x, y, w, lw, cw, order, &shown, 2); /* counts, not points: under the Total */
}

void gui_score_chart_scale(const cit_session *ss, int *bot, int *top, int *step)
{
    int n = cit_session_length(ss), np = cit_game_setup(cit_session_game(ss))->nplayers, hi = 1, lo = 0;
    for (int i = -1; i < n; i++) /* a module's payments can take scores below 0 */
        for (int p = 0, v; p < np; p++) {
            v = cit_session_score_after(ss, i, p), hi = v > hi ? v : hi, lo = v < lo ? v : lo;
        }
    int span = hi - lo;
    *step = span > 400 ? 100 : span > 100 ? 50 : span > 40 ? 20 : span > 15 ? 10 : 5;
    /* whole steps round the scores: the highest score lies under the top line, which is labelled */
    *top = (hi + *step - 1) / *step * *step;
    *bot = lo < 0 ? -((-lo + *step - 1) / *step * *step) : 0;
}

static void chart(gui_app *a, SDL_Rect rc)
{
    gui_ui *ui = &a->ui;
    const cit_session *ss = a->game->sess;
    const cit_setup *s = cit_game_setup(gui_game_engine(a->game));
    int n = cit_session_length(ss), top, bot, step;
    gui_score_chart_scale(ss, &bot, &top, &step);
    SDL_Color ink = gui_rgba(GUI_COL_INK, 255);
    gui_text(gui_tr(MSG_SCORE_OVER_TIME), rc.x, rc.y - gui_px(ui, 28), gui_font_px(ui, 18), 1, ink, GUI_ALIGN_LEFT);
    gui_fill_rect(a->r, rc, gui_rgba(0xfffbef, 255));
    int span = top - bot;
    for (int v = bot; v <= top; v += step) {
        int y = rc.y + rc.h - (int)((float)(v - bot) / (float)span * (float)rc.h);
        gui_fill_rect(a->r, (SDL_Rect){rc.x, y, rc.w, 1}, gui_rgba(0xc9b98f, 255));
        char b[12];
        snprintf(b, sizeof b, "%d", v);
        gui_text(b, rc.x - gui_px(ui, 6), y - gui_px(ui, 8), gui_font_px(ui, 12), 0, ink, GUI_ALIGN_RIGHT);
    }
    gui_rect_outline(a->r, rc, 1, gui_rgba(GUI_COL_PANEL_EDGE, 255));
    /* Turns along the bottom: the first, the middle and the last. */
    for (int k = 0; k <= 2; k++) {
        char b[12];
        snprintf(b, sizeof b, "%d", n * k / 2);
        gui_text(b, rc.x + rc.w * k / 2, rc.y + rc.h + gui_px(ui, 3), gui_font_px(ui, 12), 0, ink,
                 k == 0 ? GUI_ALIGN_LEFT : k == 1 ? GUI_ALIGN_CENTER : GUI_ALIGN_RIGHT);
    }
    float thick = (float)gui_px(ui, 3);
    for (int p = 0; p < s->nplayers; p++) {
        SDL_Color c = gui_player_colour(a->settings.palette_cb, s->players[p].colour);
        float px0 = (float)rc.x, py0 = (float)(rc.y + rc.h) + (float)bot / (float)span * (float)rc.h;
        for (int i = 0; i < n; i++) {
            float px1 = (float)rc.x + (float)(i + 1) / (float)(n > 0 ? n : 1) * (float)rc.w;
            float py1 = (float)(rc.y + rc.h) - (float)(cit_session_score_after(ss, i, p) - bot) / (float)span * (float)rc.h;
            gui_thick_line(a->r, px0, py0, px1, py1, thick, c);
            gui_fill_circle(a->r, px1, py1, thick / 2, c);
            px0 = px1;
            py0 = py1;
        }
        gui_fill_circle(a->r, px0, py0, thick * 1.5f, c);
    }
}

/* The chart's place: the score chart with a Review button (its progress while it runs), or once
   the review is done the win-chance graph and the biggest swings. Returns 1 if the scene changed
   (a point or a swing clicked opens the replay there). */
static int review_area(gui_app *a, SDL_Rect c)
{
    gui_ui *ui = &a->ui;
    size_t len = 0;
    char *rec = gui_review_record(a->game->sess, &len);
    if (!rec)
        return 0;
    gui_review *rv = gui_review_of(a, gui_review_hash(rec, len));
    int st = rv ? (int)gui_review_get_state(rv) : -1;
    if (rv)
        rv->hover = -1; /* set again if the graph is drawn under the pointer */
    int bh = gui_px(ui, 32), by = c.y - gui_px(ui, 38), bw = gui_px(ui, 130);
    SDL_Color ink = gui_rgba(GUI_COL_INK, 255);
    int picked = -1;
    if (st == GUI_REVIEW_DONE && !rv->show_scores) {
        int tpx = gui_font_px(ui, 18);
        gui_text(gui_tr(MSG_WIN_CHANCE), c.x, c.y - gui_px(ui, 28), tpx, 1, ink, GUI_ALIGN_LEFT);
        int tw = gui_text_width(gui_tr(MSG_WIN_CHANCE), tpx, 1) + gui_px(ui, 24);
        SDL_Rect g = {c.x, c.y, c.w * 58 / 100, c.h};
        gui_review_legend(a, c.x + tw, c.y - gui_px(ui, 24), g.w - tw);
        if (gui_button(ui, GUI_ID(0), (SDL_Rect){c.x + c.w - bw, by, bw, bh}, gui_tr(MSG_REVIEW_SCORES), 1))
            rv->show_scores = 1;
        picked = gui_review_graph(a, g);
        /* the list from the Scores button's row down (its heading beside the button): long
           results leave it little height */
        int lx = g.x + g.w + gui_px(ui, 24), ly = by + gui_px(ui, 7);
        int k = gui_review_swing_list(a, (SDL_Rect){lx, ly, c.x + c.w - lx, c.y + c.h + gui_px(ui, 20) - ly});
        picked = k >= 0 ? k : picked;
    } else {
        chart(a, c);
        SDL_Rect row = {c.x + c.w - bw, by, bw, bh};
        if (st == GUI_REVIEW_RUNNING) {
            int pw = gui_px(ui, 520) < c.w * 3 / 4 ? gui_px(ui, 520) : c.w * 3 / 4;
            gui_review_progress_row(a, (SDL_Rect){c.x + c.w - pw, by, pw, bh});
        } else if (st == GUI_REVIEW_DONE) {
            if (gui_button(ui, GUI_ID(0), row, gui_tr(MSG_WIN_CHANCE), 1))
                rv->show_scores = 0;
        } else {
            if (st == GUI_REVIEW_CANCELLED || st == GUI_REVIEW_FAILED)
                gui_text(gui_tr(st == GUI_REVIEW_FAILED ? MSG_REVIEW_FAILED : MSG_REVIEW_CANCELLED),
                         row.x - gui_px(ui, 12), row.y + gui_px(ui, 7), gui_font_px(ui, 14), 0,
                         gui_rgba(GUI_COL_INK_SOFT, 255), GUI_ALIGN_RIGHT);
            if (gui_button_colour(ui, GUI_ID(0), row, gui_rgba(GUI_COL_ACCENT, 255), gui_tr(MSG_REVIEW), 1))
                gui_review_begin(a, rec, len, NULL); /* the game just played is the autosave's */
        }
    }
    free(rec);
    if (picked >= 0) {
        gui_review_open_replay(a, picked);
        return 1;
    }
    return 0;
}

void gui_scene_results(gui_app *a)
{
    gui_ui *ui = &a->ui;
    if (!a->game) {
        gui_app_set_scene(a, GUI_SCENE_MENU);
        return;
    }
    gui_scene_backdrop(a);
    int w = gui_px(ui, 1000), h = gui_px(ui, 760);
    if (w > a->w - 20)
        w = a->w - 20;
    if (h > a->h - 20)
        h = a->h - 20;
    SDL_Rect p = {(a->w - w) / 2, (a->h - h) / 2, w, h};
    gui_panel(ui, p);
    int pad = gui_px(ui, 28), x = p.x + pad, y = p.y + pad;
    /* Six buttons: leave, watch it again, the story of the game, look at the board, the same
       deal again, a fresh deal; each as wide as its words ask, in proportion, so the long
       "Rematch (same tiles)" is set as large as the short ones; in rows of three or two where
       one row would squeeze the words (a phone). */
    static const gui_msg label[6] = {MSG_MAIN_MENU, MSG_REPLAY, MSG_HISTORY, MSG_SHOW_BOARD, MSG_REMATCH, MSG_NEW_GAME};
    int gap = gui_px(ui, 10), want[6], per_row = 6;
    for (int i = 0; i < 6; i++)
        want[i] = gui_text_width(gui_tr(label[i]), gui_font_px(ui, GUI_FONT_BUTTON), 1) + gui_px(ui, 24);
    for (int fits = 0; !fits && per_row > 1;) {
        fits = 1;
        for (int r0 = 0; r0 < 6; r0 += per_row) {
            int sum = 0;
            for (int i = r0; i < r0 + per_row && i < 6; i++)
                sum += want[i];
            fits &= sum <= p.w - 2 * pad - (per_row - 1) * gap || !ui->least_hit;
        }
        if (!fits)
            per_row = per_row == 6 ? 3 : per_row == 3 ? 2 : 1;
    }
    /* A screen shorter than the layout (a phone on its side): the buttons in a column at the
       right, the table beside them. */
    int colw = 0;
    if (ui->short_h) {
        for (int i = 0; i < 6; i++)
            colw = want[i] > colw ? want[i] : colw;
        per_row = 1;
    }
    int side = colw ? colw + gap : 0;
    char line[400];
    gui_results_winner(a, line, sizeof line);
    gui_text(gui_tr(MSG_RESULTS), x, y, gui_font_px(ui, GUI_FONT_HEADING), 0, gui_rgba(GUI_COL_INK_SOFT, 255), GUI_ALIGN_LEFT);
    y += gui_px(ui, 32);
    int wpx = gui_font_px(ui, 40);
    while (wpx > gui_font_px(ui, GUI_FONT_HEADING) && gui_text_width(line, wpx, 1) > w - 2 * pad - side)
        wpx--; /* a phone: the winner's line as large as the panel lets it be */
    if (gui_text_width(line, wpx, 1) > w - 2 * pad - side)
        y += gui_text_wrapped(line, x, y, w - 2 * pad - side, wpx, 1, gui_rgba(GUI_COL_WOOD, 255)) - gui_px(ui, 50);
    else
        gui_text(line, x, y, wpx, 1, gui_rgba(GUI_COL_WOOD, 255), GUI_ALIGN_LEFT);
    y += gui_px(ui, 66);
    y = table(a, x, y, w - 2 * pad - side);
    if (gui_hints_summary(a, line, sizeof line)) { /* the hints asked during play (the game's record) */
        /* a row of its own under the table: the chart's title and its Review button come below */
        /* wrapped: six players' counts, each with its noun, may be wider than the panel */
        int hpx = gui_font_px(ui, GUI_FONT_BODY), room = w - 2 * pad, lw = gui_text_width(line, hpx, 1);
        int th = gui_text_wrapped(line, x, y + gui_px(ui, 6), room, hpx, 1, gui_rgba(0x1f6f8b, 255));
        a->hints_rc = (SDL_Rect){x, y + gui_px(ui, 6), lw < room ? lw : room, th};
        y += th + gui_px(ui, 6);
    } else {
        a->hints_rc = (SDL_Rect){0, 0, 0, 0};
    }
    int nrows = colw ? 0 : (6 + per_row - 1) / per_row;
    int bh = gui_hit_px(ui, 50), by = p.y + p.h - nrows * bh - (nrows - 1) * gap - pad / 2 - gui_px(ui, 6);
    SDL_Rect c = {x + gui_px(ui, 40), y + gui_px(ui, 44), w - 2 * pad - gui_px(ui, 40), by - y - gui_px(ui, 78)};
    if (c.h > gui_px(ui, 60) && review_area(a, c))
        return;
    SDL_Rect b[6];
    int cbh = (p.h - pad - 5 * gap / 2) / 6 - gap / 2; /* the column: six as tall as fits, never under a finger */
    cbh = cbh > bh ? bh : cbh < ui->least_hit ? ui->least_hit : cbh;
    for (int i = 0; colw && i < 6; i++)
        b[i] = (SDL_Rect){p.x + p.w - pad - colw, p.y + pad / 2 + i * (cbh + gap / 2), colw, cbh};
    for (int r0 = 0; !colw && r0 < 6; r0 += per_row) {
        int n = per_row < 6 - r0 ? per_row : 6 - r0, room = p.w - 2 * pad - (n - 1) * gap, sum = 0;
        for (int i = r0; i < r0 + n; i++)
            sum += want[i];
        int y0 = by + (r0 / per_row) * (bh + gap);
        for (int i = r0, x0 = p.x + pad; i < r0 + n; i++) {
            int bw = sum > room ? want[i] * room / sum : want[i] + (room - sum) / n;
            b[i] = (SDL_Rect){x0, y0, bw, bh};
            x0 += bw + gap;
        }
    }
    if (gui_button(ui, GUI_ID(0), b[1], gui_tr(MSG_REPLAY), 1)) {
        gui_app_replay(a, NULL); /* the game just played, from the start */
        return;
    }
    if (gui_button(ui, GUI_ID(0), b[0], gui_tr(MSG_MAIN_MENU), 1) || gui_key(ui, SDLK_ESCAPE)) {
        gui_app_set_scene(a, GUI_SCENE_MENU);
        return;
    }
    /* History: the final board with the history open at its final scoring (H there too). */
    int hist = gui_button(ui, GUI_ID(0), b[2], gui_tr(MSG_HISTORY), 1) || gui_key(ui, SDLK_h);
    if (hist || gui_button(ui, GUI_ID(0), b[3], gui_tr(MSG_SHOW_BOARD), 1)) {
        a->cam_ready = 0;
        a->show_history = hist;
        a->history_scroll = a->history_top = 0;
        for (int i = a->game->nlog - 1; hist && i >= 0 && !a->history_top; i--)
            if (!strcmp(a->game->log[i], gui_tr(MSG_HIST_FINAL)))
                a->history_top = i + 1;
        gui_app_set_scene(a, GUI_SCENE_GAME);
        return;
    }
    cit_setup same = *cit_game_setup(gui_game_engine(a->game));
    same.moves_format = 0; /* a new game, even after an older save's: today's move order */
    if (gui_button(ui, GUI_ID(0), b[4], gui_tr(MSG_REMATCH), 1)) {
        gui_app_start_game(a, &same);
        return;
    }
    if (gui_button_colour(ui, GUI_ID(0), b[5], gui_rgba(GUI_COL_ACCENT, 255), gui_tr(MSG_NEW_GAME), 1)) {
        gui_newgame_open(a, &same);
        return;
    }
    gui_review_tooltip(a);
}
