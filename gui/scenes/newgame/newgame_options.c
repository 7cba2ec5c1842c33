/* The new-game screen's list of rule options and expansions, grouped by the box they are sold in:
   the first layout that fits the room, or a scrolling list (wheel, scroll bar, keys) when even
   the tightest does not. */
#include "scenes/newgame/newgame_options.h"
#include "draw/draw.h"
#include "draw/text.h"
#include "modules/gui_module.h"
#include "scenes/newgame/expansion_lesson.h"
#include "scenes/scenes.h"
#include "scenes/newgame/state.h"

#include <stdio.h>

/* The options' own geometry in layout units. */
static const struct {
    int check_h, dense_check_h;      /* a switch's box; in the densest layout */
    int help_gap, dense_gap;         /* a switch's explanation under it; the rows' gap when dense */
    int tip_least_w;                 /* the tip beside the options needs at least this */
    int head_w, head_indent;         /* the sections' headings at the left; a phone's rows under its heading */
    int rule_lift;                   /* the rule between sections above the next one's first row */
    int thumb_least, bar_w, bar_gap; /* the scroll bar: its least thumb, its width, the gap before it */
} NO = {24, 22, 2, 2, 100, 220, 34, 3, 28, 16, 10};

/* The label and explanation of option `def` in the language of the interface. */
static const char *opt_label(const cit_option_def *d) { return gui_translate(d->label_en); }
static const char *opt_help(const cit_option_def *d) { return gui_translate(d->help_en); }

/* An option that only matters with an expansion is listed under it, with the expansions. */
static int with_expansions(const cit_option_def *d)
{
    const cit_option_def *r = d->requires >= 0 ? cit_option_def_at(d->requires) : NULL;
    return d->is_module || (r && r->is_module);
}

/* Height of one option row: the checkbox, and below it one line of explanation when `help`. */
static int row_height(const gui_options_form *o, int help, int dense)
{
    gui_ui *ui = o->ui;
    if (dense) /* the last resort of a full screen: boxes alone, closer together */
        return gui_hit_px(ui, NO.dense_check_h) + gui_px(ui, NO.dense_gap);
    return gui_hit_px(ui, NO.check_h) + (help ? gui_px(ui, NO.help_gap) + gui_font_px(ui, GUI_FONT_SMALL) * 5 / 4 : 0) + gui_px(ui, GUI_SIZE_GAP);
}

/*
 * One option: a checkbox with its label and, below, its explanation on one line if `help`
 * (all of it when hovered: *tip). An option whose `requires` is off is greyed out: it keeps
 * its value but would change nothing. Returns the y below the row.
 */
static int option_row(const gui_options_form *o, int id, int x, int y, int w, int help, int dense, const char **tip)
{
    gui_ui *ui = o->ui;
    const cit_option_def *d = cit_option_def_at(id);
    int fpx = gui_font_px(ui, GUI_FONT_SMALL), bh = gui_hit_px(ui, dense ? NO.dense_check_h : NO.check_h);
    int on = cit_option_get(&o->setup->opt, id) > 0;
    int usable = d->requires < 0 || cit_option_get(&o->setup->opt, d->requires) > 0;
    /* An option another one that is on rules out is greyed and says which (one already on
       stays usable, so it can be switched off) */
    int blocker = cit_option_excluded_by(&o->setup->opt, id);
    char why[256];
    why[0] = 0;
    if (blocker >= 0) {
        gui_subst(why, sizeof why, gui_tr(MSG_OPT_EXCLUDED), opt_label(cit_option_def_at(blocker)), NULL, NULL);
        usable = usable && on;
    }
    /* An expansion whose module has a short lesson: a "?" after its label opens it. */
    int lw = gui_text_width(opt_label(d), gui_font_px(ui, GUI_FONT_LINE), 0), gap = gui_px(ui, GUI_SIZE_SPACE), cw = w;
    const gui_module *lm = gui_expansion_lesson_of(id);
    if (lm && bh + gui_px(ui, GUI_SIZE_PAD) + lw + gap + bh <= w) {
        cw = bh + gui_px(ui, GUI_SIZE_PAD) + lw;
        if (gui_button(ui, GUI_ID(1000 + id), (SDL_Rect){x + cw + gap, y, bh, bh}, "?", 1))
            gui_expansion_lesson_open(o->state, lm);
    }
    /* Every option in the table is 0/1 today; a wider one would need a stepper here. */
    if (gui_checkbox(ui, GUI_ID(id), (SDL_Rect){x, y, cw, bh}, opt_label(d), &on, usable)) {
        cit_option_set(&o->setup->opt, id, on ? (d->max ? 1 : 0) : 0);
        /* an expansion's second switch goes with it (it may still be set alone below it) */
        for (int k = 0; k < cit_option_count(); k++)
            if (gui_option_companion_of(k) == id && (!on || cit_option_excluded_by(&o->setup->opt, k) < 0))
                cit_option_set(&o->setup->opt, k, on); /* not one another option rules out (the pig) */
    }
    if (help) {
        o->state->helps++;
        char line[256];
        gui_text_fit(line, sizeof line, why[0] ? why : opt_help(d), w - bh - gui_px(ui, GUI_SIZE_PAD), fpx, 0);
        gui_text(line, x + bh + gui_px(ui, GUI_SIZE_PAD), y + bh + gui_px(ui, NO.help_gap), fpx, 0,
                 gui_rgba(usable ? GUI_COL_INK_SOFT : GUI_COL_DISABLED, 255), GUI_ALIGN_LEFT);
    }
    int h = row_height(o, help, dense);
    if (gui_hit(o->ui->in, (SDL_Rect){x, y, w, h - gui_px(ui, GUI_SIZE_GAP)})) {
        char *tip_why = o->state->tip_why; /* the tip outlives this row */
        if (why[0])
            SDL_snprintf(tip_why, sizeof o->state->tip_why, "%s %s", why, opt_help(d));
        *tip = why[0] ? tip_why : opt_help(d);
    }
    return y + h;
}

/* 1 if options a and b both fit as checkbox and label in half width w2. */
static int pair_fits(const gui_options_form *o, int ida, int idb, int w2)
{
    int px = gui_font_px(o->ui, GUI_FONT_LINE), room = w2 - gui_hit_px(o->ui, NO.check_h) - gui_px(o->ui, GUI_SIZE_INSET);
    return gui_text_width(opt_label(cit_option_def_at(ida)), px, 0) <= room &&
           gui_text_width(opt_label(cit_option_def_at(idb)), px, 0) <= room;
}

/* Groups one section may list (the option table's ids allow 15 modules of 8 options). */
#define GROUPS_MAX 64

/* An expansion with the options that need it (the first is the expansion), or one rule option. */
typedef struct {
    int id[8];
    int n;
} opt_group;

/* The list's sections, top to bottom, as the boxes are sold: the base game's own rule options,
   then the expansions box by box, each under its box's heading. Which box an expansion comes in
   is its GUI module's data (gui_module.box); this table names no module. */
typedef struct {
    int modules; /* 0: the rule options; 1: the expansions of box `box` */
    int box;
    gui_msg title;
} section;

static const section sections[] = {
    {0, 0, MSG_BOX_BASE},
    {1, GUI_BOX_BIG, MSG_BOX_BIG},
    {1, GUI_BOX_OTHER, MSG_BOX_OTHER},
};
#define NSECTIONS ((int)(sizeof sections / sizeof sections[0]))

/* The box expansion `id` comes in: its module's row says; GUI_BOX_OTHER without one. */
static int box_of(int id)
{
    for (const gui_module *const *m = gui_modules; *m; m++)
        if ((*m)->option == id)
            return (*m)->box;
    return GUI_BOX_OTHER;
}

/* The groups of one section for the game's mode; returns how many. */
static int option_groups(const gui_options_form *o, const section *sec, opt_group *out, int cap)
{
    int n = 0, modules = sec->modules;
    for (int id = 0; id < cit_option_count() && n < cap; id++) {
        const cit_option_def *d = cit_option_def_at(id);
        if (!d || d->mode != o->setup->mode || with_expansions(d) != modules || (modules && !d->is_module) ||
            !gui_option_shown(id) || gui_option_companion_of(id) >= 0 || (modules && box_of(id) != sec->box))
            continue;
        opt_group *g = &out[n++];
        g->n = 0;
        g->id[g->n++] = id;
        for (int k = 0; modules && k < cit_option_count() && g->n < 8; k++) {
            const cit_option_def *dk = cit_option_def_at(k);
            if (dk && (dk->requires == id || gui_option_companion_of(k) == id) && dk->mode == o->setup->mode)
                g->id[g->n++] = k;
        }
    }
    return n;
}

/*
 * How the options are laid out: two columns with an explanation under each, two columns with
 * them under the expansions only (not the options an expansion brings nor the rule options), two
 * columns of checkboxes alone, the same closer together, and that as a scrolling list. The screen
 * takes the first that fits, so the expansions never run under the Start button and the free
 * room goes to explanations. Every one has two columns, each group in the same one: a single
 * column (once the first choice) put every option in the other column when a seat was added.
 */
enum { LAYOUT_TWO, LAYOUT_TWO_HEADS, LAYOUT_COMPACT, LAYOUT_DENSE };

/* The free room under a box's heading (x, y to bottom, width w): the whole explanation of the
   expansion under the pointer, when it is in this box and fits there (no floating box then: *tip
   cleared), else, under the first box's heading (`first`), a line saying that pointing at one
   shows it. */
static void side_note(const gui_options_form *o, int x, int y, int w, int bottom, const char **tip, const char *tip_before,
                      int first)
{
    gui_ui *ui = o->ui;
    int px = gui_font_px(ui, GUI_FONT_SMALL), was = gui_draw_enabled;
    SDL_Color soft = gui_rgba(GUI_COL_INK_SOFT, 255);
    const char *text = *tip != tip_before ? *tip : gui_tr(MSG_NEWGAME_POINT);
    if (w < gui_px(ui, NO.tip_least_w) || (*tip == tip_before && !first))
        return;
    gui_draw_enabled = 0;
    int h = gui_text_wrapped(text, x, y, w, px, 0, soft);
    gui_draw_enabled = was;
    if (y + h > bottom)
        return; /* too long for the room: the floating box shows it */
    gui_text_wrapped(text, x, y, w, px, 0, soft);
    o->state->note = 1;
    if (*tip != tip_before)
        *tip = NULL;
}

/* The column of the last group: a group left over after the last pair goes to the column with
   fewer rows, counted from the groups alone, so every layout puts it in the same one. */
static int last_column(const opt_group *grp, int ng)
{
    int rows[2] = {0, 0};
    for (int i = 0; i + 1 < ng; i++)
        rows[i % 2] += grp[i].n;
    return ng % 2 == 1 && rows[1] < rows[0];
}

/* Where the list is on screen: all of it (on 0), or the rows that fall whole inside top..bottom
   once moved up by `shift` pixels (a scrolling list). */
typedef struct {
    int on, top, bottom, shift;
} list_view;

static const list_view unscrolled = {0, 0, 0, 0};

/* 1 if a row from content y, h high, shows whole in the view. */
static int row_shown(const list_view *v, int y, int h)
{
    return !v->on || (y - v->shift >= v->top && y - v->shift + h <= v->bottom);
}

/* A section's heading: at its top, or, scrolled past, kept at the view's top while its rows go
   on (from content y to the section's end); a smaller size when it is wider than w (a box's
   name in the label column). */
static void heading(const gui_options_form *o, gui_msg title, const list_view *v, int x, int y, int end, int w)
{
    int hpx = gui_font_px(o->ui, GUI_FONT_HEADING), hh = hpx * 5 / 4, least = gui_font_px(o->ui, GUI_FONT_NOTE);
    int hy = y - v->shift;
    if (v->on) {
        if (hy < v->top)
            hy = v->top;
        int lowest = end - v->shift - hh; /* a section shorter than its heading keeps it at its top */
        lowest = lowest < y - v->shift ? y - v->shift : lowest;
        if (hy > lowest)
            hy = lowest;
        if (hy + hh > v->bottom && hy + hh - v->bottom <= hh / 4)
            hy = v->bottom - hh; /* its first row shows at the view's foot: the heading with it */
        if (hy < v->top || hy + hh > v->bottom)
            return;
    }
    const char *text = gui_tr(title);
    while (hpx > least && gui_text_width(text, hpx, 1) > w)
        hpx--;
    gui_text(text, x, hy, hpx, 1, gui_rgba(GUI_COL_INK, 255), GUI_ALIGN_LEFT);
    gui_ui *ui = o->ui;
    if (ui->nseen < GUI_SEEN_MAX) { /* listed with the widgets, for tests: a heading takes no click */
        SDL_strlcpy(ui->seen[ui->nseen].label, text, sizeof ui->seen[0].label);
        ui->seen[ui->nseen].rc = (SDL_Rect){x, hy, gui_text_width(text, hpx, 1), hh};
        ui->seen[ui->nseen].px = hpx;
        ui->seen[ui->nseen].room = w;
        ui->seen[ui->nseen].bold = 1;
        ui->seen[ui->nseen].ticked = -1;
        ui->seen[ui->nseen++].enabled = 0;
    }
}

/* Lays out (draw: also draws the rows the view shows) section `sec` from content y, rows iw - x
   wide at most; returns the y below it. listed[0] counts the sections listed so far (a rule
   parts each from the one above), listed[1] the boxes of expansions (the first has
   the side note's line). */
static int option_section(const gui_options_form *o, const section *sec, int layout, int draw, int x, int y, int iw,
                          const list_view *v, const char **tip, int listed[2])
{
    gui_ui *ui = o->ui;
    opt_group grp[GROUPS_MAX];
    int ng = option_groups(o, sec, grp, GROUPS_MAX), modules = sec->modules;
    if (!ng)
        return y;
    /* A phone's page (newgame_page): the box's heading above its rows, one column. */
    int phone = o->phone, hpx = gui_font_px(ui, GUI_FONT_HEADING), ind = gui_px(ui, NO.head_indent);
    int mx = phone ? x : x + gui_px(ui, NO.head_w), rw = x + iw - mx;
    int cols = phone ? 1 : 2, gap = gui_px(ui, GUI_SIZE_INSET), cw = phone ? rw : (rw - gap) / 2;
    int top = y;
    if (phone)
        y += hpx * 5 / 4 + gui_px(ui, GUI_SIZE_NUDGE);
    if (listed[0]++) { /* a rule in the gap under the last row of the section above */
        int ly = y - gui_px(ui, NO.rule_lift) - v->shift;
        if (draw && (!v->on || (ly >= v->top && ly < v->bottom)))
            gui_fill_rect(o->ui->r, (SDL_Rect){x, ly, iw, gui_px(ui, GUI_SIZE_HAIR)}, gui_rgba(GUI_COL_INK_SOFT, 90));
    }
    const char *tip_before = *tip;
    int coly[2] = {y, y}, last = last_column(grp, ng);
    for (int i = 0; i < ng; i++) {
        /* Read left to right, then down: a new pair of groups starts below the taller of the last.
           The last resort packs each column up without lining the pairs up, but keeps every group
           in the column it has in the roomier layouts, so adding a seat moves none across. */
        int c = phone ? 0 : i == ng - 1 && ng % 2 ? last : i % cols;
        if (c == 0 && layout != LAYOUT_DENSE)
            coly[0] = coly[1] = coly[0] > coly[1] ? coly[0] : coly[1];
        int cx = mx + c * (cw + gap);
        for (int k = 0; k < grp[i].n; k++) {
            /* Options that need another one sit indented under it. */
            int sub = k > 0 || (!modules && cit_option_def_at(grp[i].id[k])->requires >= 0);
            int rx = cx + (sub ? ind : 0), w = cw - (sub ? ind : 0);
            int help = layout < LAYOUT_TWO_HEADS || (layout == LAYOUT_TWO_HEADS && modules && k == 0);
            int dense = layout == LAYOUT_DENSE, rh = row_height(o, help, dense);
            int shown = draw && row_shown(v, coly[c], rh - gui_px(ui, dense ? NO.dense_gap : GUI_SIZE_GAP)), sy = coly[c] - v->shift;
            /* An expansion's two switches without explanations share a line when their labels fit
               in half of it (Traders & Builders' builder and pig), so its group stays short. */
            if (sub && k > 0 && !help && k + 1 < grp[i].n && pair_fits(o, grp[i].id[k], grp[i].id[k + 1], w / 2)) {
                if (shown) {
                    option_row(o, grp[i].id[k], rx, sy, w / 2, 0, dense, tip);
                    option_row(o, grp[i].id[k + 1], rx + w / 2, sy, w - w / 2, 0, dense, tip);
                }
                coly[c] += rh;
                k++;
                continue;
            }
            if (shown)
                option_row(o, grp[i].id[k], rx, sy, w, help, dense, tip);
            coly[c] += rh;
        }
    }
    int bottom = coly[0] > coly[1] ? coly[0] : coly[1];
    if (draw && phone) {
        heading(o, sec->title, v, x, top, bottom, iw);
    } else if (draw) {
        heading(o, sec->title, v, x, y, bottom, mx - x - gui_px(ui, GUI_SIZE_GAP));
        if (modules) { /* under the heading, down to the section's end or the view's */
            int ny = (v->on && y - v->shift < v->top ? v->top : y - v->shift) + hpx * 5 / 4 + gui_px(ui, GUI_SIZE_PAD);
            int nb = v->on && bottom - v->shift > v->bottom ? v->bottom : bottom - v->shift;
            side_note(o, x, ny, mx - x - gap, nb, tip, tip_before, listed[1] == 0);
        }
    }
    listed[1] += modules;
    return bottom + gui_px(ui, GUI_SIZE_NUDGE);
}

/* Lays out (draw: also draws) every section from content y, rows iw wide; returns the y below. */
static int option_sections(const gui_options_form *o, int layout, int draw, int x, int y, int iw, const list_view *v,
                           const char **tip)
{
    int listed[2] = {0, 0};
    for (int k = 0; k < NSECTIONS; k++)
        y = option_section(o, &sections[k], layout, draw, x, y, iw, v, tip, listed);
    return y;
}

/* Height of every section in `layout`, rows iw wide. */
static int sections_height(const gui_options_form *o, int layout, int iw, const char **tip)
{
    return option_sections(o, layout, 0, 0, 0, iw, &unscrolled, tip);
}

/* The scroll bar's thumb in track t for a list scrolled `shift` of `most` pixels, `frac` of it shown. */
static SDL_Rect thumb_of(const gui_options_form *o, SDL_Rect t, int shift, int most, int content)
{
    int h = (int)((long)t.h * t.h / (content > 0 ? content : 1));
    int least = gui_px(o->ui, NO.thumb_least);
    if (h < least)
        h = least;
    if (h > t.h)
        h = t.h;
    int y = t.y + (most > 0 ? (int)((long)(t.h - h) * shift / most) : 0);
    return (SDL_Rect){t.x, y, t.w, h};
}

/* The scroll bar's input and look: a press on the thumb holds it (a drag moves the list), a press
   beside it goes a page that way. `step` is one row; returns the new shift. */
static int scroll_bar(const gui_options_form *o, SDL_Rect t, int shift, int most, int content, int step)
{
    gui_input *in = o->ui->in;
    gui_newgame_state *f = o->state;
    SDL_Rect th = thumb_of(o, t, shift, most, content);
    if (in->pressed[1] && gui_hit(in, t)) {
        o->ui->consumed = 1;
        if (gui_hit(in, th))
            f->grab = in->my - th.y + 1;
        else
            shift += (in->my < th.y ? -1 : 1) * (t.h / step - 1) * step;
    }
    if (f->grab && in->down[1] && t.h > th.h) {
        long at = in->my - (f->grab - 1) - t.y;
        shift = (int)(at * most / (t.h - th.h));
        shift = (shift + step / 2) / step * step; /* rows stay whole at the top */
    }
    if (!in->down[1])
        f->grab = 0;
    shift = shift < 0 ? 0 : shift > most ? most : shift;
    th = thumb_of(o, t, shift, most, content);
    gui_fill_rounded(o->ui->r, t, t.w / 2, gui_rgba(GUI_COL_TRACK, 255));
    int held = f->grab || gui_hit(in, th);
    gui_fill_rounded(o->ui->r, th, t.w / 2, gui_rgba(held ? GUI_COL_WOOD_HOT : GUI_COL_WOOD, 255));
    return shift;
}

/* The wheel anywhere on the screen (the list is all it scrolls) and the keys (Page Up/Down,
   Up/Down a row, Home, End) move it. */
static int scroll_keys(const gui_options_form *o, int shift, int page, int step)
{
    if (o->ui->in->wheel) {
        shift -= o->ui->in->wheel * 2 * step;
        o->ui->in->wheel = 0;
    }
    gui_ui *ui = o->ui;
    shift += (gui_key(ui, SDLK_PAGEDOWN) - gui_key(ui, SDLK_PAGEUP)) * page;
    shift += (gui_key(ui, SDLK_DOWN) - gui_key(ui, SDLK_UP)) * step;
    if (gui_key(ui, SDLK_HOME))
        shift = 0;
    if (gui_key(ui, SDLK_END))
        shift = 1 << 28;
    return shift;
}

int gui_newgame_options(const gui_options_form *o, int x, int y, int iw, int limit, int limit_low, const char **tip)
{
    gui_ui *ui = o->ui;
    gui_newgame_state *f = o->state;
    f->view = f->bar = (SDL_Rect){0, 0, 0, 0};
    int layout = LAYOUT_TWO;
    for (; layout <= LAYOUT_DENSE; layout++)
        if (y + sections_height(o, layout, iw, tip) <= limit)
            break;
    int bw = gui_px(ui, NO.bar_w), bgap = gui_px(ui, NO.bar_gap), lw = iw - bw - bgap;
    if (layout > LAYOUT_DENSE) {
        layout = LAYOUT_DENSE;
        if (o->phone)
            ; /* a phone's page scrolls as a whole under a finger (scene_newgame.c phone_form) */
        else if (y + sections_height(o, layout, iw, tip) <= limit_low)
            limit = limit_low; /* fits above Back and Start with the seed between them */
        else {
            /* Even the tightest runs past Start: the rows scroll in the room left, a bar at their right. */
            int content = sections_height(o, layout, lw, tip), step = row_height(o, 0, 1);
            int room = limit_low - y, most = (content - room + step - 1) / step * step;
            most = most > 0 ? most : 0;
            SDL_Rect track = {x + iw - bw, y, bw, room}, area = {x, y, iw, room};
            int shift = scroll_keys(o, f->scroll, (room / step - 1) * step, step);
            gui_drag_scroll(o->ui, (SDL_Rect){x, y, lw, room}, &shift); /* a finger's swipe on the rows */
            shift = shift < 0 ? 0 : shift > most ? most : shift;
            shift = scroll_bar(o, track, shift, most, content, step);
            f->scroll = shift;
            f->view = area;
            f->bar = track;
            list_view v = {1, y, limit_low, shift - y};
            option_sections(o, layout, 1, x, 0, lw, &v, tip);
            return limit_low;
        }
    }
    f->scroll = 0;
    return option_sections(o, layout, 1, x, y, iw, &unscrolled, tip);
}
