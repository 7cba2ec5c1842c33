/* Decisions other than placing a tile: the dispatcher to the modules' dialogs and a generic list. */
#ifndef GUI_DECIDE_H
#define GUI_DECIDE_H

#include <SDL.h>
#include <stddef.h>

#include "engine.h"

/* What gui_decide_frame (and a module's dialog) did this frame (bits). */
enum {
    GUI_DECIDE_MODAL = 1, /* a dialog owns the input: the scene must not pass it to the board */
    GUI_DECIDE_CHOSEN = 2, /* *chosen holds the player's answer, legal now: apply it */
    GUI_DECIDE_TABLE = 4   /* a module's own table took the frame (with its own camera, if any) */
};

/* GUI state of a decision in progress (the undo test: none of it is engine state). A module's
   own dialog state lives in its per-game state (gui_module.h). */
typedef struct {
    int key;               /* session length + 1 the dialog state belongs to (0 = none) */
    int generic_open;      /* the list of every legal move was asked for (a dialog's All choices) */
    int generic_scroll;
    int seen_notices;      /* the game's notices already shown as a toast */
    const void *seen_game;
    int mute_s;            /* S answered a dialog: held on, it is no pan until released */
    int mute_d;            /* D answered a question (draw): held on, it is no pan until released */
    int hint_scrolled;     /* the key of the decision whose hinted answer the list scrolled to */
    SDL_Rect hint_rc;      /* where a hint's answer was ringed this frame (empty: nowhere; tests) */
    int hint_glided;       /* the key of the decision whose hinted piece on the board the camera went to */
    int list_view_kept;    /* the view as the list of every answer opened (Cancel goes back to it) */
    int generic_group;     /* a long list's group of answers open (its feature kind + 1; 0: the groups) */
    float list_cx, list_cy, list_zoom;
    int covered;           /* a decision's table covered the banner and side panel this frame (a
                              phone's): the next frame draws them under it without input */
    SDL_Rect over_rc;      /* a dialog docked over the side panel this frame (gui_decide_dock; w 0:
                              none): the next frame's panel takes no tap under it */
    SDL_Rect hint_button_rc; /* the side panel's Hint button this frame (w 0: none) */
} gui_decide;

struct gui_scene_ctx; /* scenes/scene_ctx.h */
/*
 * Runs the decision pending now if it is not a tile placement: first each module's frame hook
 * (a table of its own, for people and computers), then, when a human decides, the dialog of the
 * module asking (pending.module) or the generic list. Also toasts new notices of a computer's
 * moves. Returns GUI_DECIDE_* bits.
 */
int gui_decide_frame(const struct gui_scene_ctx *ctx, cit_move *chosen);
/* The list of every legal move as buttons (closable: with Cancel). Returns GUI_DECIDE_* bits. */
int gui_decide_list(const struct gui_scene_ctx *ctx, cit_move *chosen, int closable);
/* What the decision dialogs share: the decider's heading (returns the y below it) and
   gliding cells into the board left free below a dialog of height dialog_h. */
int gui_decide_heading(const struct gui_scene_ctx *ctx, int x, int y, int w);
void gui_decide_glide_to(const struct gui_scene_ctx *ctx, float x0, float y0, float x1, float y1, int dialog_h);
/*
 * Where a decision's dialog goes, at most w wide; height(arg, w) measures it at a width. At the
 * top of the board, clear of a phone's zoom column, when it leaves the board's lower half free
 * for what it asks about; else (a phone's short board) docked over the side panel down to Undo /
 * End turn, its words at the top, so the whole board shows its subject (*docked 1: frame it with
 * dialog_h 0). When neither fits: on the board (the dialog may say less and ask again).
 */
SDL_Rect gui_decide_dock(const struct gui_scene_ctx *ctx, int w, int (*height)(void *arg, int w), void *arg, int *docked);
/* A dialog docked over the side panel's Hint this frame draws one of its own (a hint answers
   the decision too): in the right half of its last row of buttons (*row, its whole width),
   which keeps the left half; 1 if so. Called before the row's own button is drawn. */
int gui_decide_hint_in_row(const struct gui_scene_ctx *ctx, SDL_Rect *row);
/*
 * A move of any decision as a sentence for a list of choices: the module's words
 * (move_words); a verb no module words falls back to the engine's text form, tidied (first
 * letter capital), so every move stays readable.
 */
void gui_move_words(const cit_game *g, const cit_move *m, char *buf, size_t cap);
/* A hint's answer marked in a dialog: a pulsing blue ring round rc (a button, a place, a value). */
void gui_decide_hint_ring(const struct gui_scene_ctx *ctx, SDL_Rect rc);
/* The small "Hint" tag that ring (and the board's ghost) wears, its left end at x, its bottom at bottom. */
void gui_decide_hint_tag(const struct gui_scene_ctx *ctx, int x, int bottom);
/* A dialog (the core's or a module's) drew at rc the button or place that answers its decision with
   m: if a hint (hint.h gui_hint_shown) suggests m, it is ringed there. */
void gui_decide_answer(const struct gui_scene_ctx *ctx, SDL_Rect rc, const cit_move *m);

#endif
