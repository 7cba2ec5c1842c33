/* The bazaar as a table over the board: the revealed tiles, the bids, the deal; and the round's strip. */
#ifndef GUI_BAZAAR_VIEW_H
#define GUI_BAZAAR_VIEW_H

#include "modules/bazaar/bazaar.h"
#include "app/app.h"

/* The bazaar's table (gui_game_module): what the person at it has set up, and where things are. */
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

/* This game's bazaar table state (never NULL: every game has one). */
gui_bazaar_ui *gui_bazaar_of(const gui_game *g);

/*
 * While a bazaar decision is pending (pick, bid, buy or sell; the no-auction pick): draws the
 * table over the board and reads the person deciding, or lets a computer seat answer through
 * the AI after a short pause so people can follow. Returns GUI_DECIDE_* bits (the table is
 * modal) with *chosen set when an answer is ready. In the bazaar round it draws the strip of
 * who plays which tile and returns 0; without a bazaar it does nothing and returns 0.
 */
int gui_bazaar_frame(gui_app *a, cit_move *chosen);

/* The pause before a computer's bazaar answer is applied, in ms, at animation speed `speed`. */
Uint32 gui_bazaar_pause_ms(int speed);

#endif
