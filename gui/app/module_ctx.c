/* The door a GUI module goes through: its context filled from the application, and the core's
   calls a module makes through it (app/module_ctx.h). */
#include "app/module_ctx.h"
#include "modules/gui_module.h"
#include "scenes/game/board_view.h"
#include "scenes/game/decide.h"
#include "scenes/game/game_panels.h"
#include "app/hint.h"
#include "scenes/scenes.h"

gui_module_ctx *gui_module_ctx_of(gui_module_ctx *c, const gui_app *app, const gui_module *m)
{
    gui_app *a = (gui_app *)app; /* a const application's readers get a const context */
    gui_game_ui *v = gui_view(a); /* the board's: NULL off the game and replay screens */
    gui_game_drawn *d = gui_drawn(a);
    *c = (gui_module_ctx){
        .r = a->r,
        .ui = &a->ui,
        .atlas = a->atlas,
        .tiles = a->tiles,
        .w = a->w,
        .h = a->h,
        .clock = a->clock,
        .settings = &a->settings,
        .coarse = a->coarse,
        .in = &a->in,
        .drag = v ? &v->drag : NULL,
        .hover = v ? &v->hover : NULL,
        .cam = v ? &v->cam : NULL,
        .board_rc = d ? &d->board_rc : NULL,
        .supply_rc = d ? &d->supply_rc : NULL,
        .zoom_rc = d ? &d->zoom_rc : NULL,
        .glide = v ? &v->glide : NULL,
        .glide_cx = v ? &v->glide_cx : NULL,
        .glide_cy = v ? &v->glide_cy : NULL,
        .glide_zoom = v ? &v->glide_zoom : NULL,
        .game = a->game,
        .pend = a->game ? &a->game->pend : NULL,
        .decide = v ? &v->decide : NULL,
        .ai = &a->play.ai,
        .ai_started = &a->play.ai_started,
        .ai_seam = a->ai_seam,
        .module = m,
        .state = a->game && m ? gui_game_module(a->game, m->module) : NULL,
        .core = a,
    };
    return c;
}

const gui_module *gui_figure_module(const gui_figure *f)
{
    for (const gui_module *const *m = gui_modules; f && *m; m++)
        for (int i = 0; i < (*m)->nfigures; i++)
            if (&(*m)->figures[i] == f)
                return *m;
    return NULL;
}

const gui_module *gui_drag_module(const gui_app *a)
{
    const gui_game_ui *v = gui_view(a);
    if (!v || v->drag.kind != GUI_DRAG_MODULE || !a->game)
        return NULL;
    const gui_module *m = gui_module_find(v->drag.module);
    return m ? gui_module_on(m, gui_game_engine(a->game)) : NULL;
}

int gui_figure_draw(gui_app *a, const cit_game *e, int kind, int colour, float cx, float cy, float h, Uint8 alpha)
{
    const gui_figure *f = gui_figure_of(e, kind);
    if (!f || !f->draw)
        return 0;
    f->draw(GUI_MODULE_CTX(a, gui_figure_module(f)), colour, cx, cy, h, alpha);
    return 1;
}

static gui_app *app_of(const gui_module_ctx *c) { return c->core; }

int gui_module_ctx_seat_here(const gui_module_ctx *c, int p) { return gui_app_seat_here(app_of(c), p); }
int gui_module_ctx_seat_person(const gui_module_ctx *c, int p) { return gui_app_seat_person(app_of(c), p); }
int gui_module_ctx_seat_computer(const gui_module_ctx *c, int p) { return gui_app_seat_computer(app_of(c), p); }
void gui_module_ctx_cursor(const gui_module_ctx *c, int id) { gui_app_cursor(app_of(c), id); }
void gui_module_ctx_toast(const gui_module_ctx *c, const char *msg) { gui_app_toast(app_of(c), msg); }
void gui_module_ctx_dialog_open(const gui_module_ctx *c, gui_dialog_kind kind) { gui_dialog_open(app_of(c), kind); }

int gui_module_ctx_decide_heading(const gui_module_ctx *c, int x, int y, int w)
{
    return gui_decide_heading(GUI_SCENE_CTX(app_of(c)), x, y, w);
}

void gui_module_ctx_decide_answer(const gui_module_ctx *c, SDL_Rect rc, const cit_move *m)
{
    gui_decide_answer(GUI_SCENE_CTX(app_of(c)), rc, m);
}

int gui_module_ctx_decide_list(const gui_module_ctx *c, cit_move *chosen, int closable)
{
    return gui_decide_list(GUI_SCENE_CTX(app_of(c)), chosen, closable);
}

void gui_module_ctx_decide_glide_to(const gui_module_ctx *c, float x0, float y0, float x1, float y1, int dialog_h)
{
    gui_decide_glide_to(GUI_SCENE_CTX(app_of(c)), x0, y0, x1, y1, dialog_h);
}

SDL_Rect gui_module_ctx_decide_dock(const gui_module_ctx *c, int w, int (*height)(void *arg, int w), void *arg,
                                    int *docked)
{
    return gui_decide_dock(GUI_SCENE_CTX(app_of(c)), w, height, arg, docked);
}

int gui_module_ctx_decide_hint_in_row(const gui_module_ctx *c, SDL_Rect *row)
{
    return gui_decide_hint_in_row(GUI_SCENE_CTX(app_of(c)), row);
}

const cit_move *gui_module_ctx_hint_shown(const gui_module_ctx *c) { return gui_hint_shown(app_of(c)); }

void gui_module_ctx_board_anchor_px(const gui_module_ctx *c, int tile, int spot, int rot, int x, int y, float *px,
                                    float *py)
{
    gui_board_anchor_px(GUI_SCENE_CTX(app_of(c)), tile, spot, rot, x, y, px, py);
}

void gui_module_ctx_board_numbered_spot(const gui_module_ctx *c, int tile, int spot, int rot, int x, int y)
{
    gui_board_numbered_spot(GUI_SCENE_CTX(app_of(c)), tile, spot, rot, x, y);
}

float gui_module_ctx_board_spot_radius(const gui_module_ctx *c, int tile)
{
    return gui_board_spot_radius(GUI_SCENE_CTX(app_of(c)), tile);
}

int gui_module_ctx_board_follower_px(const gui_module_ctx *c, const cit_follower *f, int n, int i, float *px, float *py)
{
    return gui_board_follower_px(GUI_SCENE_CTX(app_of(c)), f, n, i, px, py);
}

float gui_module_ctx_board_follower_h(const gui_module_ctx *c, const cit_follower *f)
{
    return gui_board_follower_h(GUI_SCENE_CTX(app_of(c)), f);
}

void gui_module_ctx_board_half_outline(const gui_module_ctx *c, int x, int y, int rot, float thick, SDL_Color col)
{
    gui_board_half_outline(GUI_SCENE_CTX(app_of(c)), x, y, rot, thick, col);
}

void gui_module_ctx_board_fill_half(const gui_module_ctx *c, int x, int y, int rot, SDL_Color col)
{
    gui_board_fill_half(GUI_SCENE_CTX(app_of(c)), x, y, rot, col);
}

float gui_module_ctx_board_pulse(const gui_module_ctx *c) { return gui_board_pulse(GUI_SCENE_CTX(app_of(c))); }
SDL_Rect gui_module_ctx_board_free_rect(const gui_module_ctx *c) { return gui_board_free_rect(GUI_SCENE_CTX(app_of(c))); }
void gui_module_ctx_board_fit(const gui_module_ctx *c, int glide) { gui_board_fit(GUI_SCENE_CTX(app_of(c)), glide); }

void gui_module_ctx_tooltip(const gui_module_ctx *c, const char *line, int above)
{
    gui_tooltip(GUI_SCENE_CTX(app_of(c)), line, above);
}

int gui_module_ctx_figure_draw(const gui_module_ctx *c, const cit_game *e, int kind, int colour, float cx, float cy,
                               float h, Uint8 alpha)
{
    return gui_figure_draw(app_of(c), e, kind, colour, cx, cy, h, alpha);
}

int gui_module_ctx_diagram_board(const gui_module_ctx *c, const gui_diagram_piece *p, int n, int x, int y, int w,
                                 int box_rows, gui_diagram_frame *f)
{
    gui_art art = {c->ui, c->atlas, c->tiles, c->settings->palette_cb};
    return gui_diagram_board(&art, p, n, x, y, w, box_rows, f);
}
