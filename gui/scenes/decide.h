/* Decisions other than placing a tile: the Count's quarter and move, deployments, and a generic list. */
#ifndef GUI_DECIDE_H
#define GUI_DECIDE_H

#include <SDL.h>

#include "engine.h"
#include "modules/bazaar/bazaar.h"

enum { GUI_DECIDE_DRAG_NONE, GUI_DECIDE_DRAG_FOLLOWER, GUI_DECIDE_DRAG_COUNT };

/* What gui_decide_frame did this frame (bits). */
enum {
    GUI_DECIDE_MODAL = 1, /* a dialog owns the input: the scene must not pass it to the board */
    GUI_DECIDE_CHOSEN = 2 /* *chosen holds the player's answer, legal now: apply it */
};

/* The bazaar's table (bazaar_view.c): what the person at it has set up, and where things are. */
typedef struct {
    int key;            /* session length + 1 the state belongs to (0 = none) */
    const void *game;   /* and the game (a loaded one may have as many moves) */
    int sel;            /* revealed tile chosen for the auction, -1 = none yet */
    int amount;         /* the bid being set */
    Uint32 shown_at;    /* game time the decision appeared: a computer's pause counts from it */
    int shown;          /* the table is on screen this frame */
    int strip;          /* the bazaar round's strip is on screen this frame */
    SDL_Rect tile_rc[CIT_BAZAAR_MAX]; /* each revealed tile on the table (clicks, tests) */
} gui_bazaar_ui;

/* GUI state of a decision in progress (the undo test: none of it is engine state). */
typedef struct {
    int dragging;          /* GUI_DECIDE_DRAG_* */
    int press_quarter;     /* quarter a press began on (a click chooses it), -1 */
    int hot_quarter;       /* legal quarter under a drag, -1 */
    unsigned targets;      /* bit q: quarter q answers the decision now (count_view lights it) */
    int deploy_n;          /* followers to send, in the deployment dialog */
    int key;               /* session length + 1 the dialog state belongs to (0 = none) */
    int generic_open;      /* the list of every legal move was asked for */
    int generic_scroll;
    int seen_events;       /* Count events already shown as a toast */
    const void *seen_game;
    SDL_Rect source_rc;    /* the figure to drag in the decision bar */
    int mute_s;            /* S skipped the bar: held on, it is no pan until released */
    gui_bazaar_ui bazaar;
} gui_decide;

struct gui_app;
/*
 * Runs the decision pending now if it is not a tile placement and a human makes it: draws
 * its bar or dialog over the scene and reads the input. Also toasts new Count events of
 * any player. Returns GUI_DECIDE_* bits.
 */
int gui_decide_frame(struct gui_app *a, cit_move *chosen);
/* What the decision dialogs share: the decider's heading (returns the y below it) and
   gliding cells into the board left free below a dialog of height dialog_h. */
int gui_decide_heading(struct gui_app *a, int x, int y, int w);
void gui_decide_glide_to(struct gui_app *a, float x0, float y0, float x1, float y1, int dialog_h);
/* The bazaar's table (bazaar_view.h), which gui_decide_frame runs first. */
int gui_bazaar_frame(struct gui_app *a, cit_move *chosen);

#endif
