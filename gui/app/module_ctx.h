/*
 * The door a GUI module goes through (modules/gui_module.h): every hook that draws, reads the
 * pointer or answers a decision gets a gui_module_ctx, never the application. The context names
 * what a module may use; the core fills it from the application in one place
 * (gui_module_ctx_of), so only the core knows how the application keeps these things.
 */
#ifndef GUI_MODULE_CTX_H
#define GUI_MODULE_CTX_H

#include "app/app.h"
#include "scenes/rules/rules_diagram.h"

struct gui_module; /* modules/gui_module.h */
struct gui_figure; /* modules/gui_module.h */
struct gui_ai_job; /* app/ai_seam.h */

typedef struct gui_module_ctx {
    /* Drawing: the renderer, the widgets with their theme and fonts (draw/widgets.h), the tile
       art and catalogue, the window's size in pixels and the app's clock (pulses, blinking). */
    SDL_Renderer *r;
    gui_ui *ui;
    gui_atlas *atlas;
    const cit_tileset *tiles;
    int w, h;
    uint32_t clock;
    const gui_settings *settings; /* what the player chose: the palette, animation speed, curtain */
    int coarse; /* a finger points (draw/theme.h): words for touch, no keys */
    /* The pointer and keys of this frame, the drag under way (a module's own is
       GUI_DRAG_MODULE), and the feature the pointer hovers on the board. */
    gui_input *in;
    gui_drag *drag;
    const gui_feature_ref *hover;
    /* The board's transform: its camera (a dialog frames what it asks about) and where the board,
       the supply box and the zoom buttons are on the window, as laid out this frame; the glide
       the camera is on (a module may stop it, or aim at where it ends). These, the drag, the
       hover and `decide` are the game screen's (scenes/game/game_ui.h): NULL on any other screen
       (the rules' diagrams, the new-game form's lessons). */
    gui_camera *cam;
    const SDL_Rect *board_rc, *supply_rc, *zoom_rc;
    int *glide;
    float *glide_cx, *glide_cy, *glide_zoom;
    /* The game shown (NULL on the rules screen and in a lesson's diagrams): its session and
       queries (scenes/game/game_state.h); the decision pending now, which a module's dialog answers
       (NULL without a game); the decision dialogs' shared state (scenes/game/decide.h). */
    gui_game *game;
    const cit_pending *pend;
    gui_decide *decide;
    /* The computer's search slot: a question a computer answers in a module's own table (the
       Bazaar's bids) runs its search there, as the core's turns do. */
    struct gui_ai_job **ai;
    uint32_t *ai_started;
    struct gui_ai_seam *ai_seam; /* what starts it (app/ai_seam.h) */
    /* Which module this is, and its own per-game state (gui_module.state_size; NULL without a
       game). */
    const struct gui_module *module;
    void *state;
    /* The core's own, for the gui_module_ctx_* calls below: a module never reads it. */
    void *core;
} gui_module_ctx;

/* Fills *c for module m from the application and returns c: the one place that knows where
   each of the context's things lives in the application. The hooks that only read (hint,
   key_help, hint_words) are called from code holding a const application: they get a const
   context. */
gui_module_ctx *gui_module_ctx_of(gui_module_ctx *c, const gui_app *a, const struct gui_module *m);
/* A context for module m, for one call: `M->draw_over(GUI_MODULE_CTX(a, M))`. */
#define GUI_MODULE_CTX(a, m) gui_module_ctx_of(&(gui_module_ctx){0}, (a), (m))
/* The same from a screen's parts (scenes/scene_ctx.h), which hold the application only opaque. */
#define GUI_SCENE_MODULE(ctx, m) gui_module_ctx_of(&(gui_module_ctx){0}, (ctx)->app, (m))

/* The module of the table that declares figure f, or NULL. */
const struct gui_module *gui_figure_module(const struct gui_figure *f);
/* The module whose piece is being dragged (GUI_DRAG_MODULE), or NULL. */
const struct gui_module *gui_drag_module(const gui_app *a);
/* Draws a figure of game e's kind `kind` in player colour `colour` (gui_figure.draw, with a
   context of the module that declares it): 1, or 0 if no module declares the kind. */
int gui_figure_draw(gui_app *a, const cit_game *e, int kind, int colour, float cx, float cy, float h, Uint8 alpha);

/* ---- what the core does for a module: each is the core call of the same name (after
   gui_ or gui_app_) made on the context's application ---- */

/* app/app.h: the seats, the cursor, notices, a dialog of the core's (Leave). */
int gui_module_ctx_seat_here(const gui_module_ctx *c, int p);
int gui_module_ctx_seat_person(const gui_module_ctx *c, int p);
int gui_module_ctx_seat_computer(const gui_module_ctx *c, int p);
void gui_module_ctx_cursor(const gui_module_ctx *c, int id);
void gui_module_ctx_toast(const gui_module_ctx *c, const char *msg);
void gui_module_ctx_dialog_open(const gui_module_ctx *c, gui_dialog_kind kind);
/* scenes/game/decide.h: a dialog's heading, its answers (marking the hint's), the list of legal
   moves, framing what it asks about; app/hint.h: the hint shown for this decision. */
int gui_module_ctx_decide_heading(const gui_module_ctx *c, int x, int y, int w);
void gui_module_ctx_decide_answer(const gui_module_ctx *c, SDL_Rect rc, const cit_move *m);
int gui_module_ctx_decide_list(const gui_module_ctx *c, cit_move *chosen, int closable);
void gui_module_ctx_decide_glide_to(const gui_module_ctx *c, float x0, float y0, float x1, float y1, int dialog_h);
SDL_Rect gui_module_ctx_decide_dock(const gui_module_ctx *c, int w, int (*height)(void *arg, int w), void *arg,
                                    int *docked);
int gui_module_ctx_decide_hint_in_row(const gui_module_ctx *c, SDL_Rect *row);
const cit_move *gui_module_ctx_hint_shown(const gui_module_ctx *c);
/* scenes/game/board_view.h, scenes/game/board_followers.h: the board's pieces where the core puts them. */
void gui_module_ctx_board_anchor_px(const gui_module_ctx *c, int tile, int spot, int rot, int x, int y, float *px,
                                    float *py);
void gui_module_ctx_board_numbered_spot(const gui_module_ctx *c, int tile, int spot, int rot, int x, int y);
float gui_module_ctx_board_spot_radius(const gui_module_ctx *c, int tile);
int gui_module_ctx_board_follower_px(const gui_module_ctx *c, const cit_follower *f, int n, int i, float *px,
                                     float *py);
float gui_module_ctx_board_follower_h(const gui_module_ctx *c, const cit_follower *f);
void gui_module_ctx_board_half_outline(const gui_module_ctx *c, int x, int y, int rot, float thick, SDL_Color col);
void gui_module_ctx_board_fill_half(const gui_module_ctx *c, int x, int y, int rot, SDL_Color col);
float gui_module_ctx_board_pulse(const gui_module_ctx *c);
SDL_Rect gui_module_ctx_board_free_rect(const gui_module_ctx *c);
void gui_module_ctx_board_fit(const gui_module_ctx *c, int glide);
/* scenes/game/game_panels.h: a tooltip; modules/gui_module.h: another module's figure. */
void gui_module_ctx_tooltip(const gui_module_ctx *c, const char *line, int above);
int gui_module_ctx_figure_draw(const gui_module_ctx *c, const cit_game *e, int kind, int colour, float cx, float cy,
                               float h, Uint8 alpha);
/* scenes/rules/rules_diagram.h: a small board of real tiles under a rules text. */
int gui_module_ctx_diagram_board(const gui_module_ctx *c, const gui_diagram_piece *p, int n, int x, int y, int w,
                                 int box_rows, gui_diagram_frame *f);

#endif
