/* The rules: a contents list and a page per rule system (the base game, a mode, each expansion
   said to be on when this game plays with it, the controls), as a screen of the menu or over a
   running game (F1), which then lists only what that game plays. */
#include "app/app.h"
#include "scenes/scenes.h"
#include "modules/gui_module.h"
#include "draw/draw.h"
#include "app/i18n.h"
#include "draw/text.h"
#include "draw/atlas.h"
#include "scenes/rules/rules_diagram.h"
#include "scenes/lesson/lesson_text.h"
#include "scenes/scene_state.h"

#include <stdlib.h>
#include <string.h>

/* The rules screen's own geometry in layout units. */
static const struct {
    int w, edge, top, tops;            /* the panel; from the window's sides; from its top; top and bottom */
    int pad;                           /* the panel's inside */
    int page_h, page_least_h, page_gap_tight; /* a contents button; the least it closes up to, with this gap */
    int contents_w;                    /* the contents' column: room for "Wirtshäuser und Kathedralen" at 1024x600 */
    int back_w, back_h;                /* Back */
    int bar, fade;                     /* the scroll bar's room; a strip of the fade at a page's bottom */
    int phone_h, word_room;            /* a phone's buttons; round their words */
} RL = {960, 20, 30, 60, 24, 34, 22, 3, 220, 180, 46, 8, 3, 40, 28};

/* The options of the game being played, or of the one being set up. */
static const cit_options *game_options(const gui_app *a)
{
    return a->game ? &cit_game_setup(gui_game_engine(a->game))->opt : &a->setup.opt;
}

static const char *option_label(int id)
{
    const cit_option_def *d = cit_option_def_at(id);
    return !d ? "?" : gui_translate(d->label_en);
}

/* One block of the page: an optional heading, a paragraph, and an accent line if `on_line`. */
static int block(int x, int y, int w, int px, const char *heading, int big, const char *text,
                 const char *on_line)
{
    SDL_Color ink = gui_rgba(GUI_COL_INK, 255);
    if (heading) {
        int hpx = big ? px * 3 / 2 : px * 5 / 4;
        gui_text(heading, x, y, hpx, 1, ink, GUI_ALIGN_LEFT);
        y += hpx * 3 / 2;
    }
    if (text)
        y += gui_text_wrapped(text, x, y, w, px, 0, ink);
    if (on_line) {
        y += px / 2;
        gui_text(on_line, x, y, px, 1, gui_rgba(GUI_COL_ACCENT, 255), GUI_ALIGN_LEFT);
        y += px * 3 / 2;
    }
    return y + px;
}

typedef struct {
    const gui_diagram_piece *p;
    int n;
    gui_msg caption;
} diagram;

/* Every touching edge matches; the red knight's city of 2 tiles is finished (4 points), the
   blue robber's road goes on. */
static const gui_diagram_piece d_city[] = {
    {"D", 0, 0, 0, -1, 0}, {"E", 0, -1, 2, 0, 0}, {"U", 1, 0, 0, 0, 1}, {"U", -1, 0, 0, -1, 0}};
/* A cloister with all 8 neighbours: 9 points (little cities round it, fields inward). */
static const gui_diagram_piece d_cloister[] = {
    {"B", 0, 0, 0, 0, 2},   {"E", -1, -1, 0, -1, 0}, {"E", 0, -1, 0, -1, 0}, {"E", 1, -1, 1, -1, 0},
    {"E", -1, 0, 3, -1, 0}, {"E", 1, 0, 1, -1, 0},   {"E", -1, 1, 3, -1, 0}, {"E", 0, 1, 2, -1, 0},
    {"E", 1, 1, 2, -1, 0}};
/* At the end a field pays 3 per finished city it touches: the green farmer's field, 3. */
static const gui_diagram_piece d_field[] = {{"D", 0, 0, 0, 2, 2}, {"E", 0, -1, 2, -1, 0}, {"U", 1, 0, 0, -1, 0}};

static const diagram base_diagrams[] = {
    {d_city, sizeof d_city / sizeof d_city[0], MSG_DIAGRAM_CITY},
    {d_cloister, sizeof d_cloister / sizeof d_cloister[0], MSG_DIAGRAM_CLOISTER},
    {d_field, sizeof d_field / sizeof d_field[0], MSG_DIAGRAM_FIELD},
};

/* One diagram in a box w wide from x,y, its caption under it; returns the height used. */
static int draw_diagram(gui_app *a, const diagram *d, int x, int y, int w, int px)
{
    gui_diagram_frame f;
    gui_art art = gui_app_art(a);
    int h = gui_diagram_board(&art, d->p, d->n, x, y, w, 3, &f) + px / 2;
    return h + gui_diagram_caption(gui_tr(d->caption), x, y + h, w, px);
}

/* The base game's diagrams side by side; returns the y below them. */
static int diagrams(gui_app *a, const diagram *d, int n, int x, int y, int w, int px)
{
    int gap = gui_px(&a->ui, GUI_SIZE_INSET), dw = (w - (n - 1) * gap) / n, tallest = 0;
    for (int i = 0; i < n; i++) {
        int h = draw_diagram(a, &d[i], x + i * (dw + gap), y, dw, px);
        tallest = h > tallest ? h : tallest;
    }
    return y + tallest + px;
}

/* The rules come in pages, listed in a contents column: the base game, a game mode's own rules
   (The City), one page per expansion, the controls. Over a game only the pages of what that game
   plays are listed; from the menu every page is. */
typedef enum { PAGE_BASE, PAGE_MODE, PAGE_EXPANSION, PAGE_CONTROLS } page_kind;
typedef struct {
    page_kind kind;
    int module; /* PAGE_MODE, PAGE_EXPANSION: the module (cit_module_id) */
} rules_page;
#define MAX_PAGES (CIT_MODULE_MAX + 2)

/* The game whose rules the overlay shows, or NULL on the menu's rules screen. */
static const cit_game *shown_game(const gui_app *a)
{
    return a->rules_over && a->game ? gui_game_engine(a->game) : NULL;
}

/* The first table entry of module `id` with rules of its own (the one that names the page). */
static const gui_module *page_module(int id)
{
    for (const gui_module *const *mm = gui_modules; *mm; mm++)
        if ((*mm)->module == id && (*mm)->rules)
            return *mm;
    return NULL;
}

/* The pages listed now; how many. */
static int pages(const gui_app *a, rules_page *out)
{
    const cit_game *e = shown_game(a);
    int n = 0;
    out[n++] = (rules_page){PAGE_BASE, -1};
    for (int id = 0; id < CIT_MODULE_MAX; id++) {
        const gui_module *m = page_module(id);
        if (!m || (e && !gui_module_on(m, e)))
            continue;
        out[n++] = (rules_page){m->mode ? PAGE_MODE : PAGE_EXPANSION, id};
    }
    out[n++] = (rules_page){PAGE_CONTROLS, -1};
    return n;
}

static const char *page_title(const rules_page *pg)
{
    const gui_module *m = pg->module >= 0 ? page_module(pg->module) : NULL;
    const cit_mode_def *md = m && m->mode ? cit_mode_def_at(m->mode) : NULL;
    switch (pg->kind) {
    case PAGE_BASE: return lesson_tr(LESSON_BASE_PAGE);
    case PAGE_CONTROLS: return gui_tr(MSG_CONTROLS_TITLE);
    case PAGE_MODE: return md ? (gui_translate(md->label_en)) : "?";
    default: return m ? option_label(m->option) : "?";
    }
}

/* One page from y; returns the y below it (draws only when drawing is enabled). */
static int page(gui_app *a, const rules_page *pg, int x, int y, int w, int px)
{
    const cit_options *o = game_options(a);
    if (pg->kind == PAGE_BASE) {
        y = block(x, y, w, px, NULL, 0, gui_tr(MSG_RULES_TEXT), NULL);
        y = diagrams(a, base_diagrams, (int)(sizeof base_diagrams / sizeof base_diagrams[0]), x, y, w, px);
        return block(x, y, w, px, NULL, 0,
                     gui_tr(o->v[CIT_OPT_SMALL_CITY_TWO_POINTS] ? MSG_RULE_SMALL_ON : MSG_RULE_SMALL_OFF), NULL);
    }
    if (pg->kind == PAGE_CONTROLS)
        return block(x, y, w, px, NULL, 0, gui_tr(MSG_RULES_CONTROLS), NULL);
    int mode = a->game ? cit_game_setup(gui_game_engine(a->game))->mode : a->setup.mode;
    /* every entry of the module: its second switches (the big follower, the builder) too */
    const gui_module *pic = NULL;
    for (const gui_module *const *mm = gui_modules; *mm; mm++) {
        const gui_module *m = *mm;
        if (m->module != pg->module || !m->rules)
            continue;
        const char *on = NULL, *text = m->rules(o, &on);
        if (pg->kind == PAGE_MODE)
            on = mode == m->mode ? gui_tr(MSG_RULE_MODE_ON) : NULL;
        y = block(x, y, w, px, m == page_module(pg->module) ? NULL : option_label(m->option), 0, text, on);
        pic = m->rules_diagram ? m : pic;
    }
    if (pic) /* a picture where it explains the rule better, under the module's blocks */
        y += pic->rules_diagram(GUI_MODULE_CTX(a, pic), x, y, w, px) + px;
    return y;
}

/* Wheel over the page, arrows, Page Up/Down, Home/End; kept within the page. */
static void scroll(gui_app *a, SDL_Rect body, int line, int max)
{
    gui_ui *ui = &a->ui;
    int *s = &gui_rules_state_of(a)->scroll;
    if (a->in.wheel && gui_hit(&a->in, body))
        *s -= a->in.wheel * line * 3;
    if (gui_key(ui, SDLK_DOWN))
        *s += line * 3;
    if (gui_key(ui, SDLK_UP))
        *s -= line * 3;
    if (gui_key(ui, SDLK_PAGEDOWN) || gui_key(ui, SDLK_SPACE))
        *s += body.h - line * 2;
    if (gui_key(ui, SDLK_PAGEUP))
        *s -= body.h - line * 2;
    if (gui_key(ui, SDLK_HOME))
        *s = 0;
    if (gui_key(ui, SDLK_END))
        *s = max;
    gui_drag_scroll(&a->ui, body, s);
    *s = *s > max ? max : *s < 0 ? 0 : *s;
}

/* The contents column: a button per page, the one shown lit; a click shows its page from the top.
   The buttons share the column's height down to `bottom`, closer and lower as pages come. */
static void contents(gui_app *a, const rules_page *pg, int n, int x, int y, int w, int bottom)
{
    gui_ui *ui = &a->ui;
    gui_rules_state *st = gui_rules_state_of(a);
    int bh = gui_px(ui, RL.page_h), gap = gui_px(ui, GUI_SIZE_GAP);
    gui_text(lesson_tr(LESSON_CONTENTS), x, y, gui_font_px(ui, GUI_FONT_BODY), 1, gui_rgba(GUI_COL_INK_SOFT, 255), GUI_ALIGN_LEFT);
    y += gui_font_px(ui, GUI_FONT_BODY) * 3 / 2;
    if (n > 0 && y + n * (bh + gap) > bottom) {
        gap = gui_px(ui, RL.page_gap_tight);
        bh = (bottom - y) / n - gap;
        if (bh < gui_px(ui, RL.page_least_h))
            bh = gui_px(ui, RL.page_least_h);
    }
    for (int i = 0; i < n; i++, y += bh + gap) {
        int on = i == st->page;
        if (gui_button_colour(ui, GUI_ID(i), (SDL_Rect){x, y, w, bh},
                              gui_rgba(on ? GUI_COL_ACCENT : GUI_COL_WOOD, 255), page_title(&pg[i]), 1) && !on) {
            st->page = i;
            st->scroll = 0;
        }
    }
}

/* The page shown in body, measured, scrolled and clipped, with its scroll bar. */
static void body_page(gui_app *a, const rules_page *pg, SDL_Rect body, int titled)
{
    gui_ui *ui = &a->ui;
    const gui_rules_state *st = gui_rules_state_of(a);
    int bar = gui_px(ui, RL.bar), px = gui_font_px(ui, GUI_FONT_LINE), tw = body.w - bar - gui_px(ui, GUI_SIZE_MARGIN);
    int hpx = gui_font_px(ui, GUI_FONT_HEADING), top = titled ? hpx * 3 / 2 : 0;
    if (titled) /* a phone's picker names the page */
        gui_text(page_title(pg), body.x, body.y, hpx, 1, gui_rgba(GUI_COL_INK, 255), GUI_ALIGN_LEFT);
    body.y += top;
    body.h -= top;
    int was = gui_draw_enabled;
    gui_draw_enabled = 0;
    int total = page(a, pg, 0, 0, tw, px);
    gui_draw_enabled = was;
    int max = total > body.h ? total - body.h : 0;
    scroll(a, body, px * 5 / 4, max);
    SDL_RenderSetClipRect(a->r, &body);
    page(a, pg, body.x, body.y - st->scroll, tw, px);
    SDL_RenderSetClipRect(a->r, NULL);
    if (max > 0) {
        /* Where in the page the window is. */
        SDL_Rect track = {body.x + body.w - bar, body.y, bar, body.h};
        gui_fill_rounded(a->r, track, bar / 2, gui_rgba(GUI_COL_PANEL_EDGE, 60));
        int th = body.h * body.h / total, ty = body.y + (body.h - th) * st->scroll / max;
        gui_fill_rounded(a->r, (SDL_Rect){track.x, ty, bar, th}, bar / 2, gui_rgba(GUI_COL_PANEL_EDGE, 200));
        /* The page goes on below: a fade at the bottom edge says so. */
        if (st->scroll < max)
            for (int k = 0; k < 6; k++)
                gui_fill_rect(a->r, (SDL_Rect){body.x, body.y + body.h - (6 - k) * gui_px(ui, RL.fade), tw, gui_px(ui, RL.fade)},
                              gui_rgba(GUI_COL_PANEL, (Uint8)(40 * k)));
    }
}

/* A phone's rules panel (ui->coarse, folded) p from y: Back at the title's right, under them the
   page picked with "<" and ">" (its title between), then the page; returns 1 when Back or Esc
   closes it. */
static int phone_panel(gui_app *a, const rules_page *pg, int n, SDL_Rect p, int pad, int y)
{
    gui_ui *ui = &a->ui;
    gui_rules_state *st = gui_rules_state_of(a);
    int bh = gui_hit_px(ui, RL.phone_h), gap = gui_px(ui, GUI_SIZE_SPACE), tpx = gui_font_px(ui, GUI_FONT_TITLE);
    const char *back = gui_tr(MSG_BACK);
    int bw = gui_text_width(back, gui_font_px(ui, GUI_FONT_BUTTON), 1) + gui_px(ui, RL.word_room);
    bw = bw < bh ? bh : bw;
    int closed = gui_button(ui, GUI_ID(0), (SDL_Rect){p.x + p.w - pad - bw, y, bw, bh}, back, 1);
    const char *title = gui_tr(MSG_RULES_TITLE); /* smaller where a language's words would run under Back */
    while (tpx > gui_font_px(ui, GUI_FONT_HEADING) && gui_text_width(title, tpx, 1) > p.w - 2 * pad - bw - gap)
        tpx--;
    gui_text(title, p.x + pad, y + (bh - tpx * 5 / 4) / 2, tpx, 1, gui_rgba(GUI_COL_INK, 255), GUI_ALIGN_LEFT);
    y += (tpx * 3 / 2 > bh ? tpx * 3 / 2 : bh) + gap;
    int x = p.x + pad, w = p.w - 2 * pad, on = st->page;
    if (gui_button(ui, GUI_ID(1), (SDL_Rect){x, y, bh, bh}, "<", on > 0))
        st->page = on - 1;
    if (gui_button(ui, GUI_ID(2), (SDL_Rect){x + w - bh, y, bh, bh}, ">", on + 1 < n))
        st->page = on + 1;
    if (st->page != on)
        st->scroll = 0;
    /* "3 / 14  <page title>": where in the contents, shrunk to the room between the arrows */
    char head[160];
    SDL_snprintf(head, sizeof head, "%d/%d  %s", on + 1, n, page_title(&pg[on]));
    int room = w - 2 * bh - 2 * gap, hpx = gui_font_px(ui, GUI_FONT_HEADING), least = gui_font_px(ui, GUI_FONT_SMALL);
    while (hpx > least && gui_text_width(head, hpx, 1) > room)
        hpx--;
    gui_text(head, x + w / 2, y + (bh - hpx) / 2, hpx, 1, gui_rgba(GUI_COL_INK, 255), GUI_ALIGN_CENTER);
    y += bh + gap;
    body_page(a, &pg[on], (SDL_Rect){x, y, w, p.y + p.h - pad - y}, 0);
    return closed || gui_key(ui, SDLK_ESCAPE);
}

/* The rules panel: title, contents, the page; returns 1 when Back or Esc closes it. */
static int rules_panel(gui_app *a)
{
    gui_ui *ui = &a->ui;
    gui_rules_state *st = gui_rules_state_of(a);
    rules_page pg[MAX_PAGES];
    int n = pages(a, pg);
    if (st->page < 0 || st->page >= n)
        st->page = 0;
    int fold = ui->coarse && (ui->narrow || ui->short_h), edge = gui_px(ui, fold ? GUI_SIZE_GAP : RL.edge);
    int w = gui_px(ui, RL.w);
    if (w > a->w - 2 * edge)
        w = a->w - 2 * edge;
    SDL_Rect p = {(a->w - w) / 2, fold ? edge : gui_px(ui, RL.top), w, a->h - (fold ? 2 * edge : gui_px(ui, RL.tops))};
    gui_panel(ui, p);
    int pad = gui_px(ui, RL.pad), y = p.y + pad;
    if (fold) {
        pad = gui_px(ui, GUI_SIZE_MARGIN);
        return phone_panel(a, pg, n, p, pad, p.y + pad);
    }
    gui_text(gui_tr(MSG_RULES_TITLE), p.x + pad, y, gui_font_px(ui, GUI_FONT_TITLE), 1, gui_rgba(GUI_COL_INK, 255),
             GUI_ALIGN_LEFT);
    y += gui_font_px(ui, GUI_FONT_TITLE) * 3 / 2;
    int bw = gui_px(ui, RL.back_w), bh = gui_px(ui, RL.back_h), cw = gui_px(ui, RL.contents_w);
    contents(a, pg, n, p.x + pad, y, cw, p.y + p.h - bh - gui_px(ui, GUI_SIZE_SECTION) - gui_px(ui, GUI_SIZE_SPACE));
    SDL_Rect body = {p.x + pad + cw + pad, y, w - 3 * pad - cw, p.y + p.h - y - pad};
    body_page(a, &pg[st->page], body, 1);
    /* Back, Esc, or (over a game) a click beside the panel closes it. */
    int beside = a->rules_over && a->in.pressed[1] && !gui_hit(&a->in, p);
    return gui_button(ui, GUI_ID(0), (SDL_Rect){p.x + pad, p.y + p.h - bh - gui_px(ui, GUI_SIZE_SECTION), cw < bw ? cw : bw, bh},
                      gui_tr(MSG_BACK), 1) ||
           gui_key(ui, SDLK_ESCAPE) || beside;
}

static void close_over_game(gui_app *a)
{
    free(a->rules_over);
    a->rules_over = NULL;
}

void gui_scene_rules(gui_app *a)
{
    gui_app_backdrop(a);
    close_over_game(a);
    if (rules_panel(a))
        gui_app_set_scene(a, GUI_SCENE_MENU);
}

void gui_rules_open_over_game(gui_app *a)
{
    if (!a->rules_over)
        a->rules_over = calloc(1, sizeof *a->rules_over); /* NULL (out of memory): they stay closed */
    if (a->rules_over)
        *a->rules_over = (gui_rules_state){0, 0}; /* the first page, from its top */
}

int gui_rules_over_game(gui_app *a)
{
    if (!a->rules_over)
        return 0;
    /* The game stays drawn, dimmed, under the rules; nothing of it takes input meanwhile. */
    gui_fill_rect(a->r, (SDL_Rect){0, 0, a->w, a->h}, gui_rgba(0, 120));
    if (rules_panel(a))
        close_over_game(a);
    return 1;
}
