/* The results' score table: built from the game and its modules, then laid in the height the
   results screen spares it, closer rows first and a scrolling middle when they are many. */
#include "scenes/results/results_table.h"
#include "app/app.h"
#include "scenes/scenes.h"
#include "draw/scroll_view.h"
#include "scenes/results/state.h"
#include "modules/gui_module.h"
#include "draw/draw.h"
#include "app/i18n.h"
#include "draw/text.h"

#include <stdio.h>
#include <string.h>

/* The results table's own geometry in layout units. */
static const struct {
    int row_h, stripe, raise;            /* a row at its full height; a player's colour over their column; words' lift */
    int mark, mark_gap, mark_size;       /* a computer's mark after its name */
    int label_w, label_room;             /* the rows' labels at least; round the longest */
} RT = {30, 6, 3, 20, 5, 14, 150, 18};

static gui_result_row *add_row(gui_result_table *t)
{
    if (t->nrows >= GUI_RESULT_ROWS_MAX)
        return NULL;
    gui_result_row *r = &t->row[t->nrows++];
    memset(r, 0, sizeof *r);
    return r;
}

/* The rows the modules add to the table (their result_rows), striped like the categories. */
static void module_rows(const gui_game *g, gui_result_table *t, int *shown)
{
    const cit_game *e = gui_game_engine(g);
    GUI_FOR_MODULES(m, e) {
        int n = m->result_rows && m->result_row ? m->result_rows(e) : 0;
        for (int k = 0; k < n; k++) {
            gui_result_row *r = add_row(t);
            if (!r)
                return;
            r->striped = (*shown)++ % 2 == 0;
            for (int col = 0; col < t->np; col++)
                m->result_row(e, k, t->order[col], r->label, sizeof r->label, r->cell[col], sizeof r->cell[col]);
        }
    }
}

/* The rows the modules count from the game's events (their tally_row: inns and cathedrals,
   goods majorities, the fairy, ransoms), in the category rows' stripes: the rows of points
   (kind 1), or those that count something else (kind 2, under the Total, in soft ink). */
static void tally_rows(const gui_game *g, gui_result_table *t, int *shown, int kind)
{
    const cit_game *e = gui_game_engine(g);
    GUI_FOR_MODULES(m, e)
        for (int k = 0; m->tally_row && m->module < CIT_MODULE_MAX && k < GUI_TALLY_ROWS; k++) {
            char label[96], cell[24];
            int any = 0;
            for (int col = 0; col < t->np; col++) {
                int p = t->order[col];
                any |= m->tally_row(e, k, g->tally_pts[m->module][k][p], g->tally_n[m->module][k][p], label,
                                    sizeof label, cell, sizeof cell);
            }
            if (!any || (any == 2) != (kind == 2))
                continue;
            gui_result_row *r = add_row(t);
            if (!r)
                return;
            r->striped = kind == 1 && (*shown)++ % 2 == 0;
            r->soft = kind == 2;
            for (int col = 0; col < t->np; col++) {
                int p = t->order[col];
                m->tally_row(e, k, g->tally_pts[m->module][k][p], g->tally_n[m->module][k][p], r->label,
                             sizeof r->label, r->cell[col], sizeof r->cell[col]);
            }
        }
}

/* Player p's points in category r less those a module's own row shows (gui_module.tally). */
static int category_left(const gui_game *g, int p, int r)
{
    return cit_game_score_in(gui_game_engine(g), p, (cit_score_category)r) - g->tally_taken[r][p];
}

/* Columns in ranking order, best first; equal totals share a place. */
static void rank(const cit_game *e, gui_result_table *t)
{
    for (int p = 0; p < t->np; p++)
        t->order[p] = p;
    for (int i = 1; i < t->np; i++)
        for (int j = i; j > 0 && cit_game_score(e, t->order[j]) > cit_game_score(e, t->order[j - 1]); j--) {
            int x = t->order[j];
            t->order[j] = t->order[j - 1];
            t->order[j - 1] = x;
        }
    for (int i = 0; i < t->np; i++)
        t->place[i] = i > 0 && cit_game_score(e, t->order[i]) == cit_game_score(e, t->order[i - 1]) ? t->place[i - 1]
                                                                                                     : i + 1;
}

void gui_results_table_build(const gui_game *g, gui_result_table *t)
{
    const cit_game *e = gui_game_engine(g);
    const cit_setup *s = cit_game_setup(e);
    t->setup = s;
    static const gui_msg names[CIT_CAT_OTHER + 1] = {MSG_CAT_ROADS, MSG_CAT_CITIES, MSG_CAT_CLOISTERS,
                                                     MSG_CAT_FIELDS, MSG_CAT_OTHER};
    t->np = s->nplayers;
    t->nrows = 0;
    t->total = -1;
    rank(e, t);
    int shown = 0;
    for (int r = 0; r <= CIT_CAT_COUNT; r++) {
        /* The base game's four show in a classic game, a module's categories while the game runs
           it (it names them); "other" and the rest only where somebody scored. */
        const char *named = NULL;
        GUI_FOR_MODULES(m, e)
            if (!named && m->category)
                named = m->category(r);
        if (r == CIT_CAT_OTHER) /* the modules' own rows, their points out of the categories' */
            tally_rows(g, t, &shown, 1);
        int any = (r < CIT_CAT_OTHER && s->mode == CIT_MODE_CLASSIC) || r == CIT_CAT_COUNT || named;
        for (int p = 0; p < s->nplayers && !any; p++)
            any = category_left(g, p, r) != 0;
        if (!any)
            continue;
        if (r == CIT_CAT_COUNT) /* the modules' own rows (goods held) before the total */
            module_rows(g, t, &shown);
        if (r == CIT_CAT_COUNT && t->nrows >= GUI_RESULT_ROWS_MAX)
            t->nrows--; /* the Total before any row that did not fit */
        gui_result_row *row = add_row(t);
        if (!row)
            continue;
        row->striped = shown++ % 2 == 0 && r != CIT_CAT_COUNT;
        row->total = r == CIT_CAT_COUNT;
        if (row->total)
            t->total = t->nrows - 1;
        /* a module's category is named by the engine until its GUI gives it words */
        const char *label = r == CIT_CAT_COUNT ? gui_tr(MSG_TOTAL)
                            : r <= CIT_CAT_OTHER ? gui_tr(names[r])
                            : named             ? named
                                                 : cit_score_category_name(r);
        SDL_strlcpy(row->label, label, sizeof row->label);
        for (int col = 0; col < t->np; col++) {
            int p = t->order[col];
            snprintf(row->cell[col], sizeof row->cell[col], "%d",
                     r == CIT_CAT_COUNT ? cit_game_score(e, p) : category_left(g, p, r));
        }
    }
    tally_rows(g, t, &shown, 2); /* counts, not points: under the Total */
}

/* Row heights: full, and the closest rows may be set (the text's height and a little air). */
static int full_rh(const gui_ui *ui) { return gui_px(ui, RT.row_h); }
static int text_px(const gui_ui *ui) { return gui_font_px(ui, GUI_FONT_LINE); }
static int least_rh(const gui_ui *ui) { return text_px(ui) + gui_px(ui, GUI_SIZE_GAP); }
static int header_h(const gui_ui *ui) { return full_rh(ui) + gui_px(ui, GUI_SIZE_PAD); }

int gui_results_table_full_h(const gui_ui *ui, const gui_result_table *t)
{
    return header_h(ui) + t->nrows * full_rh(ui);
}

int gui_results_table_least_h(const gui_ui *ui, const gui_result_table *t)
{
    int above = t->total < 0 ? t->nrows : t->total, foot = t->nrows - above;
    return header_h(ui) + ((above < 2 ? above : 2) + foot) * least_rh(ui);
}

/* The columns' heads: the player's colour, place and name (the place alone where the name has
   no room), the computer's mark. */
static void header(gui_ui *ui, int palette_cb, const gui_result_table *t, int x, int y, int lw, int cw)
{
    const cit_setup *s = t->setup;
    int px = text_px(ui);
    SDL_Color ink = gui_rgba(GUI_COL_INK, 255);
    for (int col = 0; col < t->np; col++) {
        int p = t->order[col], cx = x + lw + col * cw + cw / 2;
        char buf[CIT_NAME_LEN + 16], ranked[CIT_NAME_LEN + 16], place[8];
        gui_fill_rect(ui->r, (SDL_Rect){x + lw + col * cw + 4, y, cw - 8, gui_px(ui, RT.stripe)},
                      gui_player_colour(palette_cb, s->players[p].colour));
        int comp = s->players[p].kind != CIT_SEAT_HUMAN, mark = comp ? gui_px(ui, RT.mark) : 0;
        if (cw - 8 < 3 * mark)
            comp = mark = 0; /* six players on a phone: the place is worth more than the mark */
        snprintf(place, sizeof place, "%d.", t->place[col]);
        snprintf(ranked, sizeof ranked, "%s %s", place, s->players[p].name);
        gui_text_fit(buf, sizeof buf, ranked, cw - 8 - mark, px, 1);
        if (strlen(buf) <= strlen(place) + 4) /* "1. A…" or less says nothing the place does not */
            SDL_strlcpy(buf, place, sizeof buf);
        gui_text(buf, cx - mark / 2, y + gui_px(ui, GUI_SIZE_PAD), px, 1, ink, GUI_ALIGN_CENTER);
        if (comp)
            gui_draw_computer(ui->r, cx - mark / 2 + gui_text_width(buf, px, 1) / 2 + gui_px(ui, RT.mark_gap), y + gui_px(ui, GUI_SIZE_MARGIN),
                              gui_px(ui, RT.mark_size), gui_rgba(GUI_COL_INK_SOFT, 255));
    }
}

static void draw_row(gui_ui *ui, const gui_result_table *t, const gui_result_row *row, int x, int y, int w, int lw,
                     int cw, int rh)
{
    int px = text_px(ui), ty = y + (rh - px) / 2 - gui_px(ui, RT.raise);
    SDL_Color ink = gui_rgba(row->soft ? GUI_COL_INK_SOFT : GUI_COL_INK, 255);
    if (row->striped)
        gui_fill_rect(ui->r, (SDL_Rect){x, y - 2, w, rh}, gui_rgba(GUI_COL_ROW, 255));
    if (row->total)
        gui_fill_rect(ui->r, (SDL_Rect){x, y - 4, w, 2}, gui_rgba(GUI_COL_PANEL_EDGE, 255));
    char label[96];
    gui_text_fit(label, sizeof label, row->label, lw - gui_px(ui, GUI_SIZE_PAD), px, row->total);
    gui_text(label, x + gui_px(ui, GUI_SIZE_SPACE), ty, px, row->total, ink, GUI_ALIGN_LEFT);
    for (int col = 0; col < t->np; col++)
        gui_text(row->cell[col], x + lw + col * cw + cw / 2, ty, px, row->total, ink, GUI_ALIGN_CENTER);
}

int gui_results_table_draw(gui_ui *ui, int palette_cb, gui_results_state *st, const gui_result_table *t, SDL_Rect rc)
{
    /* the labels' column: 150 units or as wide as the longest label, but no more than two
       fifths of the table (a phone's: the longest labels cut) */
    int lw = gui_px(ui, RT.label_w);
    for (int i = 0; i < t->nrows; i++) {
        int need = gui_text_width(t->row[i].label, text_px(ui), t->row[i].total) + gui_px(ui, RT.label_room);
        lw = need > lw ? need : lw;
    }
    lw = lw < rc.w * 2 / 5 ? lw : rc.w * 2 / 5;
    int cw = (rc.w - lw) / (t->np > 0 ? t->np : 1), hh = header_h(ui);
    int rows_h = rc.h - hh, rh = full_rh(ui);
    if (t->nrows > 0 && rows_h < t->nrows * rh) /* closer rows before any scrolls */
        rh = rows_h / t->nrows > least_rh(ui) ? rows_h / t->nrows : least_rh(ui);
    header(ui, palette_cb, t, rc.x, rc.y, lw, cw);
    int above = t->total < 0 ? t->nrows : t->total, foot = t->nrows - above;
    int y = rc.y + hh, scrolls = t->nrows * rh > rows_h && above > 0;
    st->table_rc = (SDL_Rect){rc.x, rc.y, rc.w, hh + t->nrows * rh};
    if (scrolls) {
        /* the rows above the Total in a window of their own; the header and the Total stay */
        gui_scroll_view sv;
        SDL_Rect view = {rc.x, y - 2, rc.w, rows_h - foot * rh};
        gui_scroll_begin(ui, &sv, view, &st->scroll, NULL, 0);
        for (int i = 0; i < above; i++)
            draw_row(ui, t, &t->row[i], rc.x, y + i * rh - st->scroll, rc.w - gui_px(ui, GUI_SIZE_PAD), lw, cw, rh);
        gui_scroll_end(ui, &sv, above * rh);
        st->scroll_most = above * rh - view.h;
        y = view.y + view.h + 2;
        st->table_rc.h = rc.h;
    } else {
        st->scroll = st->scroll_most = 0;
        for (int i = 0; i < above; i++, y += rh)
            draw_row(ui, t, &t->row[i], rc.x, y, rc.w, lw, cw, rh);
    }
    st->total_rc = (SDL_Rect){0, 0, 0, 0};
    for (int i = above; i < t->nrows; i++, y += rh) {
        if (t->row[i].total)
            st->total_rc = (SDL_Rect){rc.x, y - 2, rc.w, rh};
        draw_row(ui, t, &t->row[i], rc.x, y, rc.w, lw, cw, rh);
    }
    return y - rc.y;
}
