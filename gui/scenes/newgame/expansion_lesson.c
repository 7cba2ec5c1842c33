/* An expansion's short lesson: a screen or two of its module's words, its rules picture under
   the first, over the new-game screen's backdrop. The core names no module: the table does. */
#include "scenes/newgame/expansion_lesson.h"
#include "scenes/lesson/lesson_text.h"
#include "app/i18n.h"
#include "draw/draw.h"
#include "draw/text.h"

#include <stdio.h>

/* An expansion's lesson panel in layout units. */
static const struct {
    int w, pad, px, head_px, button_w, button_h; /* the panel, its words and heading, its buttons */
} EL = {640, 26, 17, 24, 150, 46};

/* The first entry of `want` (matched by the test) with a lesson. */
static const gui_module *with_lesson(int (*match)(const gui_module *, int), int want)
{
    for (const gui_module *const *m = gui_modules; *m; m++)
        if (match(*m, want) && (*m)->lesson && (*m)->lesson(0))
            return *m;
    return NULL;
}

static int by_option(const gui_module *m, int option) { return option >= 0 && m->option == option; }
static int by_mode(const gui_module *m, int mode) { return mode > 0 && m->mode == mode; }
static int by_module(const gui_module *m, int id) { return m->module == id; }

const gui_module *gui_expansion_lesson_of(int option) { return with_lesson(by_option, option); }
const gui_module *gui_mode_lesson_of(int mode) { return with_lesson(by_mode, mode); }

void gui_expansion_lesson_open(gui_newgame_state *f, const gui_module *m)
{
    if (!f) /* only the new-game form opens one */
        return;
    f->xlesson_module = m->module + 1;
    f->xlesson_screen = 0;
}

static int screens(const gui_module *m)
{
    int n = 0;
    while (n < 8 && m->lesson(n))
        n++;
    return n;
}

/* The heading: "How The River plays · 1 of 2" (a mode's module: the mode's name). */
static void heading(const gui_module *m, int screen, int n, char *buf, size_t cap)
{
    const cit_option_def *d = m->mode ? NULL : cit_option_def_at(m->option);
    const cit_mode_def *md = m->mode ? cit_mode_def_at(m->mode) : NULL;
    const char *name = d ? gui_translate(d->label_en) : md ? gui_translate(md->label_en) : "?";
    char k[16], nk[16];
    snprintf(k, sizeof k, "%d", screen + 1);
    snprintf(nk, sizeof nk, "%d", n);
    gui_subst(buf, cap, lesson_tr(LESSON_ABOUT), name, k, nk);
}

const gui_module *gui_expansion_lesson_shown(gui_newgame_state *f)
{
    const gui_module *m = f && f->xlesson_module ? with_lesson(by_module, f->xlesson_module - 1) : NULL;
    if (!m && f)
        f->xlesson_module = 0;
    return m;
}

int gui_expansion_lesson(gui_module_ctx *c, gui_newgame_state *f)
{
    gui_ui *ui = c->ui;
    const gui_module *m = c->module;
    int n = screens(m), k = f->xlesson_screen < n ? f->xlesson_screen : n - 1;
    int w = gui_px(ui, EL.w), pad = gui_px(ui, EL.pad), px = gui_font_px(ui, EL.px), hpx = gui_font_px(ui, EL.head_px);
    int bw = gui_px(ui, EL.button_w), bh = gui_px(ui, EL.button_h);
    if (w > c->w - 2 * gui_px(ui, GUI_SIZE_PAD))
        w = c->w - 2 * gui_px(ui, GUI_SIZE_PAD);
    /* Measured first, so the panel fits its screen's words and picture. */
    int was = gui_draw_enabled;
    gui_draw_enabled = 0;
    int th = gui_text_wrapped(m->lesson(k), 0, 0, w - 2 * pad, px, 0, gui_rgba(GUI_COL_INK, 255));
    int dh = k == 0 && m->rules_diagram ? m->rules_diagram(c, 0, 0, w - 2 * pad, px) : 0;
    gui_draw_enabled = was;
    int h = pad + hpx * 3 / 2 + th + (dh ? pad + dh : 0) + pad + bh + pad;
    if (h > c->h - 2 * gui_px(ui, GUI_SIZE_PAD))
        h = c->h - 2 * gui_px(ui, GUI_SIZE_PAD);
    SDL_Rect p = {(c->w - w) / 2, (c->h - h) / 2, w, h};
    gui_panel(ui, p);
    char title[200];
    heading(m, k, n, title, sizeof title);
    int x = p.x + pad, y = p.y + pad;
    gui_text(title, x, y, hpx, 1, gui_rgba(GUI_COL_INK, 255), GUI_ALIGN_LEFT);
    y += hpx * 3 / 2;
    y += gui_text_wrapped(m->lesson(k), x, y, w - 2 * pad, px, 0, gui_rgba(GUI_COL_INK, 255));
    if (dh) {
        SDL_Rect clip = {p.x, y, p.w, p.y + p.h - pad - bh - y};
        SDL_RenderSetClipRect(c->r, &clip); /* a short window cuts the picture, never the buttons */
        m->rules_diagram(c, x, y + pad, w - 2 * pad, px);
        SDL_RenderSetClipRect(c->r, NULL);
    }
    int by = p.y + p.h - pad - bh, close = 0;
    /* Back from a later screen; from the first, Close, so leaving never needs a key. */
    if (k > 0 && gui_button(ui, GUI_ID(0), (SDL_Rect){x, by, bw, bh}, gui_tr(MSG_BACK), 1))
        f->xlesson_screen = k - 1;
    if (k == 0 && n > 1 && gui_button(ui, GUI_ID(0), (SDL_Rect){x, by, bw, bh}, lesson_tr(LESSON_CLOSE), 1))
        close = 1;
    int last = k + 1 >= n;
    /* Enter presses the green button, as in every dialog. */
    if (gui_button_colour(ui, GUI_ID(0), (SDL_Rect){p.x + p.w - pad - bw, by, bw, bh}, gui_rgba(GUI_COL_ACCENT, 255),
                          lesson_tr(last ? LESSON_CLOSE : LESSON_NEXT), 1) ||
        (!last && gui_key(ui, SDLK_RIGHT)) || gui_key(ui, SDLK_RETURN) || gui_key(ui, SDLK_KP_ENTER))
        f->xlesson_screen = k + 1;
    if (close || f->xlesson_screen >= n || gui_key(ui, SDLK_ESCAPE))
        f->xlesson_module = 0;
    return 1;
}
