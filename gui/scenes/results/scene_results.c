/* Results: the winner, a per-category score table and a score-over-time chart. */
#include "app/app.h"
#include "scenes/scenes.h"
#include "app/hint.h"
#include "modules/gui_module.h"
#include "draw/draw.h"
#include "app/i18n.h"
#include "draw/text.h"
#include "app/review_play.h"
#include "scenes/results/results_table.h"
#include "scenes/scene_state.h"

#include <stdlib.h>

#include <stdio.h>
#include <string.h>

/* The results' own geometry in layout units. */
static const struct {
    int w, h, pad, pad_phone;          /* the panel, its inside */
    int chart_title, axis_gap, line_w; /* the chart: its title above it, the moves under it, a player's line */
    int review_h, review_w, progress_w; /* Review and Scores above the chart; the review's progress */
    int legend_gap, legend_lift;       /* the legend after the chart's title, its lift */
    int list_gap, list_drop;           /* the swings' list beside the graph */
    int word_room, button_most_h;      /* round a button's words; a button in the column beside, at most */
    int heading_h, winner_px, winner_px_phone, winner_h; /* "Results", the winner's line */
    int chart_foot, chart_axis, chart_least, chart_least_phone, chart_shown; /* the chart's room */
} RS = {1000, 760, 28, 16, 28, 3, 3, 32, 130, 520, 24, 24, 24, 7, 24, 50, 32, 40, 30, 66, 34, 40, 120, 90, 60};

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

/* The score chart in rc, its title over it in title_w (the rest of that row is the button's). */
static void chart(gui_app *a, SDL_Rect rc, int title_w)
{
    gui_ui *ui = &a->ui;
    const cit_session *ss = a->game->sess;
    const cit_setup *s = cit_game_setup(gui_game_engine(a->game));
    int n = cit_session_length(ss), top, bot, step;
    gui_score_chart_scale(ss, &bot, &top, &step);
    SDL_Color ink = gui_rgba(GUI_COL_INK, 255);
    const char *title = gui_tr(MSG_SCORE_OVER_TIME);
    int tpx = gui_font_px(ui, GUI_FONT_LEAD);
    while (tpx > gui_font_px(ui, GUI_FONT_SMALL) && gui_text_width(title, tpx, 1) > title_w)
        tpx--; /* a phone's narrow chart: a smaller title, and none rather than a cut one */
    if (gui_text_width(title, tpx, 1) <= title_w)
        gui_text(title, rc.x, rc.y - gui_px(ui, RS.chart_title), tpx, 1, ink, GUI_ALIGN_LEFT);
    gui_fill_rect(a->r, rc, gui_rgba(GUI_COL_PAPER, 255));
    int span = top - bot;
    for (int v = bot; v <= top; v += step) {
        int y = rc.y + rc.h - (int)((float)(v - bot) / (float)span * (float)rc.h);
        gui_fill_rect(a->r, (SDL_Rect){rc.x, y, rc.w, 1}, gui_rgba(GUI_COL_GRID, 255));
        char b[12];
        snprintf(b, sizeof b, "%d", v);
        gui_text(b, rc.x - gui_px(ui, GUI_SIZE_GAP), y - gui_px(ui, GUI_SIZE_SPACE), gui_font_px(ui, GUI_FONT_TAG), 0, ink, GUI_ALIGN_RIGHT);
    }
    gui_rect_outline(a->r, rc, 1, gui_rgba(GUI_COL_PANEL_EDGE, 255));
    /* Turns along the bottom: the first, the middle and the last. */
    for (int k = 0; k <= 2; k++) {
        char b[12];
        snprintf(b, sizeof b, "%d", n * k / 2);
        gui_text(b, rc.x + rc.w * k / 2, rc.y + rc.h + gui_px(ui, RS.axis_gap), gui_font_px(ui, GUI_FONT_TAG), 0, ink,
                 k == 0 ? GUI_ALIGN_LEFT : k == 1 ? GUI_ALIGN_CENTER : GUI_ALIGN_RIGHT);
    }
    float thick = (float)gui_px(ui, RS.line_w);
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
    int bh = gui_hit_px(ui, RS.review_h), by = c.y - bh - gui_px(ui, GUI_SIZE_GAP), bw = gui_px(ui, RS.review_w);
    SDL_Color ink = gui_rgba(GUI_COL_INK, 255);
    int picked = -1;
    if (st == GUI_REVIEW_DONE && !rv->show_scores) {
        int tpx = gui_font_px(ui, GUI_FONT_LEAD);
        gui_text(gui_tr(MSG_WIN_CHANCE), c.x, c.y - gui_px(ui, RS.chart_title), tpx, 1, ink, GUI_ALIGN_LEFT);
        int tw = gui_text_width(gui_tr(MSG_WIN_CHANCE), tpx, 1) + gui_px(ui, RS.legend_gap);
        SDL_Rect g = {c.x, c.y, c.w * 58 / 100, c.h};
        gui_review_legend(GUI_REVIEW_PANE(a), c.x + tw, c.y - gui_px(ui, RS.legend_lift), g.w - tw);
        if (gui_button(ui, GUI_ID(0), (SDL_Rect){c.x + c.w - bw, by, bw, bh}, gui_tr(MSG_REVIEW_SCORES), 1))
            rv->show_scores = 1;
        picked = gui_review_graph(GUI_REVIEW_PANE(a), g);
        /* the list from the Scores button's row down (its heading beside the button): long
           results leave it little height */
        int lx = g.x + g.w + gui_px(ui, RS.list_gap), ly = by + gui_px(ui, RS.list_drop);
        int k = gui_review_swing_list(GUI_REVIEW_PANE(a), (SDL_Rect){lx, ly, c.x + c.w - lx, c.y + c.h + gui_px(ui, GUI_SIZE_SECTION) - ly});
        picked = k >= 0 ? k : picked;
    } else {
        chart(a, c, c.w - bw - gui_px(ui, GUI_SIZE_MARGIN));
        SDL_Rect row = {c.x + c.w - bw, by, bw, bh};
        if (st == GUI_REVIEW_RUNNING) {
            int pw = gui_px(ui, RS.progress_w) < c.w * 3 / 4 ? gui_px(ui, RS.progress_w) : c.w * 3 / 4;
            gui_review_progress_row(GUI_REVIEW_PANE(a), (SDL_Rect){c.x + c.w - pw, by, pw, bh});
        } else if (st == GUI_REVIEW_DONE) {
            if (gui_button(ui, GUI_ID(0), row, gui_tr(MSG_WIN_CHANCE), 1))
                rv->show_scores = 0;
        } else {
            if (st == GUI_REVIEW_CANCELLED || st == GUI_REVIEW_FAILED)
                gui_text(gui_tr(st == GUI_REVIEW_FAILED ? MSG_REVIEW_FAILED : MSG_REVIEW_CANCELLED),
                         row.x - gui_px(ui, GUI_SIZE_MARGIN), row.y + gui_px(ui, RS.list_drop), gui_font_px(ui, GUI_FONT_NOTE), 0,
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

/* The six buttons: leave, watch it again, the story of the game, look at the board, the same
   deal again, a fresh deal; each as wide as its words ask, in proportion, so the long "Rematch
   (same tiles)" is set as large as the short ones; in rows of three or two where one row would
   squeeze the words (a phone), or in a column at the right of a phone on its side. Fills b and
   returns where the screen's content must end (the rows' top); *side is the column's width with
   its gap (0: rows). */
static int lay_buttons(gui_app *a, SDL_Rect p, int pad, SDL_Rect b[6], int *side)
{
    gui_ui *ui = &a->ui;
    static const gui_msg label[6] = {MSG_MAIN_MENU, MSG_REPLAY, MSG_HISTORY, MSG_SHOW_BOARD, MSG_REMATCH, MSG_NEW_GAME};
    int gap = gui_px(ui, GUI_SIZE_PAD), want[6], per_row = 6, colw = 0;
    for (int i = 0; i < 6; i++)
        want[i] = gui_text_width(gui_tr(label[i]), gui_font_px(ui, GUI_FONT_BUTTON), 1) + gui_px(ui, RS.word_room);
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
    /* A phone held upright: two a row, a long label on two lines (widgets.c), rather than six
       rows that leave the table and the chart no room. */
    per_row = ui->narrow && per_row < 2 ? 2 : per_row;
    *side = 0;
    if (ui->short_h && a->w > a->h) { /* on its side: the column, the table and chart beside it */
        for (int i = 0; i < 6; i++)
            colw = want[i] > colw ? want[i] : colw;
        int cbh = (p.h - pad - 5 * gap / 2) / 6 - gap / 2; /* six as tall as fits, never under a finger */
        cbh = cbh > gui_hit_px(ui, RS.button_most_h) ? gui_hit_px(ui, RS.button_most_h) : cbh < ui->least_hit ? ui->least_hit : cbh;
        for (int i = 0; i < 6; i++)
            b[i] = (SDL_Rect){p.x + p.w - pad - colw, p.y + pad / 2 + i * (cbh + gap / 2), colw, cbh};
        *side = colw + gap;
        return p.y + p.h - gui_px(ui, GUI_SIZE_GAP);
    }
    int nrows = (6 + per_row - 1) / per_row;
    int bh = gui_hit_px(ui, GUI_SIZE_ACTION_H), by = p.y + p.h - nrows * bh - (nrows - 1) * gap - pad / 2 - gui_px(ui, GUI_SIZE_GAP);
    for (int r0 = 0; r0 < 6; r0 += per_row) {
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
    return by;
}

/* The winner's line under the screen's title (a phone: the line alone, smaller), as large as
   the width lets it be; returns the y under it. */
static int heading(gui_app *a, int x, int y, int w)
{
    gui_ui *ui = &a->ui;
    int phone = ui->narrow || ui->short_h;
    char line[400];
    gui_results_winner(a, line, sizeof line);
    if (!phone) {
        gui_text(gui_tr(MSG_RESULTS), x, y, gui_font_px(ui, GUI_FONT_HEADING), 0, gui_rgba(GUI_COL_INK_SOFT, 255),
                 GUI_ALIGN_LEFT);
        y += gui_px(ui, RS.heading_h);
    }
    int wpx = gui_font_px(ui, phone ? RS.winner_px_phone : RS.winner_px);
    while (wpx > gui_font_px(ui, GUI_FONT_HEADING) && gui_text_width(line, wpx, 1) > w)
        wpx--;
    if (gui_text_width(line, wpx, 1) > w)
        return y + gui_text_wrapped(line, x, y, w, wpx, 1, gui_rgba(GUI_COL_WOOD, 255)) + gui_px(ui, GUI_SIZE_INSET);
    gui_text(line, x, y, wpx, 1, gui_rgba(GUI_COL_WOOD, 255), GUI_ALIGN_LEFT);
    return y + (phone ? wpx * 5 / 4 + gui_px(ui, GUI_SIZE_SPACE) : gui_px(ui, RS.winner_h));
}

/* The hints asked during play (the game's record), wrapped to w under the table at y; its
   height (0: none asked). */
static int hints_line(gui_app *a, int x, int y, int w, int draw)
{
    gui_ui *ui = &a->ui;
    char line[400];
    gui_results_state *st = gui_results_state_of(a);
    st->hints_rc = (SDL_Rect){0, 0, 0, 0};
    if (!gui_hints_summary(a, line, sizeof line))
        return 0;
    /* wrapped: six players' counts, each with its noun, may be wider than the panel */
    int hpx = gui_font_px(ui, GUI_FONT_BODY), lw = gui_text_width(line, hpx, 1), gap = gui_px(ui, GUI_SIZE_GAP);
    if (!draw)
        return gui_text_wrapped_h(line, w, hpx, 1) + gap;
    int th = gui_text_wrapped(line, x, y + gap, w, hpx, 1, gui_rgba(GUI_COL_TEACH, 255));
    st->hints_rc = (SDL_Rect){x, y + gap, lw < w ? lw : w, th};
    return th + gap;
}

void gui_scene_results(gui_app *a)
{
    gui_ui *ui = &a->ui;
    if (!a->game) {
        gui_app_set_scene(a, GUI_SCENE_MENU);
        return;
    }
    gui_app_backdrop(a);
    int w = gui_px(ui, RS.w), h = gui_px(ui, RS.h);
    if (w > a->w - 20)
        w = a->w - 20;
    if (h > a->h - 20)
        h = a->h - 20;
    SDL_Rect p = {(a->w - w) / 2, (a->h - h) / 2, w, h};
    gui_panel(ui, p);
    int phone = ui->narrow || ui->short_h, pad = gui_px(ui, phone ? RS.pad_phone : RS.pad), x = p.x + pad, side;
    SDL_Rect b[6];
    int by = lay_buttons(a, p, pad, b, &side), room_w = w - 2 * pad - side;
    int y = heading(a, x, p.y + pad, room_w);
    /* The chart's least room: its heading row with the Review button, a plot a player can read,
       the turns under it. The table takes the rest: its rows set closer, then scrolling between
       its header and its Total, before the chart loses a pixel of that. */
    int head = gui_hit_px(ui, RS.review_h) + gui_px(ui, GUI_SIZE_MARGIN), foot = gui_px(ui, RS.chart_foot), axis = gui_px(ui, RS.chart_axis);
    int chart_least = head + gui_px(ui, phone ? RS.chart_least_phone : RS.chart_least) + foot;
    gui_result_table *t = &gui_results_state_of(a)->table;
    gui_results_table_build(a->game, t);
    int full = gui_results_table_full_h(ui, t), least = gui_results_table_least_h(ui, t);
    int hints_h = hints_line(a, x, y, room_w, 0), room_h = by - y - hints_h;
    SDL_Rect c;
    if (side && room_h - chart_least < least) {
        /* a phone on its side: the table at the left, the chart beside it, both the full height */
        int tw = room_w * 11 / 20, gap = gui_px(ui, GUI_SIZE_INSET);
        int used = gui_results_table_draw(ui, a->settings.palette_cb, gui_results_state_of(a), t, (SDL_Rect){x, y, tw, full < room_h ? full : room_h});
        hints_line(a, x, y + used, tw, 1);
        c = (SDL_Rect){x + tw + gap + axis, y + head, room_w - tw - gap - axis, by - y - head - foot};
    } else {
        int th = full < room_h - chart_least ? full : room_h - chart_least;
        y += gui_results_table_draw(ui, a->settings.palette_cb, gui_results_state_of(a), t, (SDL_Rect){x, y, room_w, th > least ? th : least});
        y += hints_line(a, x, y, room_w, 1);
        c = (SDL_Rect){x + axis, y + head, room_w - axis, by - y - head - foot};
    }
    gui_results_state_of(a)->chart_rc = c.h > gui_px(ui, RS.chart_shown) ? c : (SDL_Rect){0, 0, 0, 0};
    if (c.h > gui_px(ui, RS.chart_shown) && review_area(a, c))
        return;
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
        gui_app_set_scene(a, GUI_SCENE_GAME); /* its board's state fresh: the camera fits anew */
        if (hist && a->scene == GUI_SCENE_GAME)
            gui_game_history_at_final(a);
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
    gui_review_tooltip(GUI_REVIEW_PANE(a));
}
