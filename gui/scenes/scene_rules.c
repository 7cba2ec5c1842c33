/* The rules screen: the base game, every expansion (said to be on when this game plays with it),
   and the controls, in one page that scrolls. */
#include "app/app.h"
#include "scenes/scenes.h"
#include "modules/gui_module.h"
#include "draw/draw.h"
#include "app/i18n.h"
#include "draw/text.h"
#include "draw/atlas.h"
#include "scenes/rules_diagram.h"

#include <string.h>

/* The options of the game being played, or of the one being set up. */
static const cit_options *game_options(const gui_app *a)
{
    return a->game ? &cit_game_setup(gui_game_engine(a->game))->opt : &a->setup.opt;
}

static const char *option_label(int id)
{
    const cit_option_def *d = cit_option_def_at(id);
    return !d ? "?" : gui_i18n_get() == GUI_LANG_CS ? d->label_cs : d->label_en;
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
    int h = gui_diagram_board(a, d->p, d->n, x, y, w, 3, &f) + px / 2;
    return h + gui_diagram_caption(gui_tr(d->caption), x, y + h, w, px);
}

/* The base game's diagrams side by side; returns the y below them. */
static int diagrams(gui_app *a, const diagram *d, int n, int x, int y, int w, int px)
{
    int gap = gui_px(&a->ui, 16), dw = (w - (n - 1) * gap) / n, tallest = 0;
    for (int i = 0; i < n; i++) {
        int h = draw_diagram(a, &d[i], x + i * (dw + gap), y, dw, px);
        tallest = h > tallest ? h : tallest;
    }
    return y + tallest + px;
}

/* The whole page from y; returns the y below it (draws only when drawing is enabled). */
static int page(gui_app *a, int x, int y, int w, int px)
{
    const cit_options *o = game_options(a);
    y = block(x, y, w, px, NULL, 0, gui_tr(MSG_RULES_TEXT), NULL);
    y = diagrams(a, base_diagrams, (int)(sizeof base_diagrams / sizeof base_diagrams[0]), x, y, w, px);
    y = block(x, y, w, px, NULL, 0, gui_tr(o->v[CIT_OPT_SMALL_CITY_TWO_POINTS] ? MSG_RULE_SMALL_ON : MSG_RULE_SMALL_OFF),
              NULL);
    /* The other game modes (a mode's module: its rules under the mode's name), then the expansions. */
    int mode = a->game ? cit_game_setup(gui_game_engine(a->game))->mode : a->setup.mode;
    for (int id = 0; id < CIT_MODULE_MAX; id++) {
        const gui_module *m = gui_module_find(id);
        const cit_mode_def *md = m && m->mode ? cit_mode_def_at(m->mode) : NULL;
        if (!md || !m->rules)
            continue;
        const char *on = NULL, *text = m->rules(o, &on);
        y = block(x, y, w, px, gui_i18n_get() == GUI_LANG_CS ? md->label_cs : md->label_en, 1, text,
                  mode == m->mode ? gui_tr(MSG_RULE_MODE_ON) : NULL);
        if (m->rules_diagram)
            y += m->rules_diagram(a, x, y, w, px) + px;
    }
    gui_text(gui_tr(MSG_EXPANSIONS), x, y, px * 3 / 2, 1, gui_rgba(GUI_COL_INK, 255), GUI_ALIGN_LEFT);
    y += px * 9 / 4;
    /* Each module's rules, in the engine's module order (gui_module.h). */
    for (int id = 0; id < CIT_MODULE_MAX; id++) {
        /* every entry of the module: its second switches (the big follower, the builder) too */
        const gui_module *pic = NULL;
        for (const gui_module *const *mm = gui_modules; *mm; mm++) {
            const gui_module *m = *mm;
            if (m->module != id || !m->rules || m->mode)
                continue;
            const char *on = NULL, *text = m->rules(o, &on);
            y = block(x, y, w, px, option_label(m->option), 0, text, on);
            pic = m->rules_diagram ? m : pic;
        }
        if (pic) /* a picture where it explains the rule better, under the module's blocks */
            y += pic->rules_diagram(a, x, y, w, px) + px;
    }
    return block(x, y, w, px, gui_tr(MSG_CONTROLS_TITLE), 1, gui_tr(MSG_RULES_CONTROLS), NULL);
}

/* Wheel over the page, arrows, Page Up/Down, Home/End; kept within the page. */
static void scroll(gui_app *a, SDL_Rect body, int line, int max)
{
    gui_ui *ui = &a->ui;
    int *s = &a->rules_scroll;
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
    *s = *s > max ? max : *s < 0 ? 0 : *s;
}

void gui_scene_rules(gui_app *a)
{
    gui_ui *ui = &a->ui;
    gui_scene_backdrop(a);
    int w = gui_px(ui, 760);
    if (w > a->w - gui_px(ui, 40))
        w = a->w - gui_px(ui, 40);
    SDL_Rect p = {(a->w - w) / 2, gui_px(ui, 30), w, a->h - gui_px(ui, 60)};
    gui_panel(ui, p);
    int pad = gui_px(ui, 28), y = p.y + pad;
    gui_text(gui_tr(MSG_RULES_TITLE), p.x + pad, y, gui_font_px(ui, 30), 1, gui_rgba(GUI_COL_INK, 255),
             GUI_ALIGN_LEFT);
    y += gui_font_px(ui, 30) * 3 / 2;
    int bw = gui_px(ui, 180), bh = gui_px(ui, 46), bar = gui_px(ui, 8);
    SDL_Rect body = {p.x + pad, y, w - 2 * pad, p.y + p.h - bh - gui_px(ui, 36) - y};
    int px = gui_font_px(ui, 16), tw = body.w - bar - gui_px(ui, 12);
    /* Measure, scroll, then draw the page clipped to its window. */
    int was = gui_draw_enabled;
    gui_draw_enabled = 0;
    int total = page(a, 0, 0, tw, px);
    gui_draw_enabled = was;
    int max = total > body.h ? total - body.h : 0;
    scroll(a, body, px * 5 / 4, max);
    SDL_RenderSetClipRect(a->r, &body);
    page(a, body.x, body.y - a->rules_scroll, tw, px);
    SDL_RenderSetClipRect(a->r, NULL);
    if (max > 0) {
        /* Where in the page the window is. */
        SDL_Rect track = {body.x + body.w - bar, body.y, bar, body.h};
        gui_fill_rounded(a->r, track, bar / 2, gui_rgba(GUI_COL_PANEL_EDGE, 60));
        int th = body.h * body.h / total, ty = body.y + (body.h - th) * a->rules_scroll / max;
        gui_fill_rounded(a->r, (SDL_Rect){track.x, ty, bar, th}, bar / 2, gui_rgba(GUI_COL_PANEL_EDGE, 200));
        /* The page goes on below: a fade at the bottom edge says so. */
        if (a->rules_scroll < max)
            for (int k = 0; k < 6; k++)
                gui_fill_rect(a->r, (SDL_Rect){body.x, body.y + body.h - (6 - k) * gui_px(ui, 3), tw, gui_px(ui, 3)},
                              gui_rgba(GUI_COL_PANEL, (Uint8)(40 * k)));
    }
    if (gui_button(ui, GUI_ID(0), (SDL_Rect){p.x + p.w - bw - pad, p.y + p.h - bh - gui_px(ui, 20), bw, bh},
                   gui_tr(MSG_BACK), 1) ||
        gui_key(ui, SDLK_ESCAPE))
        gui_app_set_scene(a, GUI_SCENE_MENU);
}
