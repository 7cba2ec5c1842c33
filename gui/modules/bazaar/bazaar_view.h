/* The bazaar as a table over the board: the revealed tiles, the bids, the deal; and the round's strip. */
#ifndef GUI_BAZAAR_VIEW_H
#define GUI_BAZAAR_VIEW_H

#include "modules/bazaar/bazaar.h"
#include "app/module_ctx.h"

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
    /* What each player did on the lot up for auction, from its events (event_line, also when the
       history is rebuilt): valid while lot_seen is that lot + 1. */
    int lot_seen;
    int lot_bid[CIT_MAX_PLAYERS]; /* the player's bid on it (the auctioneer's opening one), -1 none */
    unsigned lot_passed;          /* bit p: player p passed on it */
    /* A computer's answer that ended the auction: the table stays a moment to show who got what. */
    int computer_len;   /* session length after the latest move a computer made at the table */
    int closing;        /* the table is shown after the auction, this frame */
    /* The board seen while bidding: the table folded to a strip (a button or B). */
    int folded;
    int look;           /* the revealed tile ghosted on the board while folded */
    int look_set;       /* look was clicked in the strip (else: the lot, the choice, a free one) */
    int fold_key;       /* the decision the fold was set in (a person's new decision unfolds) */
    SDL_Rect strip_tile_rc[CIT_BAZAAR_MAX]; /* the revealed tiles in the folded strip */
    int panning, pan_x, pan_y; /* a drag on the board while folded */
    int ncells;         /* cells the tile looked at could go to (the ghosts drawn) */
    int fold_fitted;    /* the camera was fitted (ghosts in view below the strip) since it folded */
    SDL_Rect seat_rc[CIT_MAX_PLAYERS]; /* each player's seat on the table (tests) */
    SDL_Rect status_rc[CIT_MAX_PLAYERS]; /* the tag of what they did on the lot, or empty */
    SDL_Rect cover_rc;  /* the round's strip or the folded table over the board this frame, or empty */
} gui_bazaar_ui;

/* What player p did on the lot up for auction, as their seat's tag says it ("bids 3 points",
   "bid 2 points · outbid", "passed", "to bid"; empty when nothing yet); *top: the top bid. */
void gui_bazaar_status_words(const gui_module_ctx *ctx, const cit_bazaar *b, int p, char *buf, size_t cap, int *top);
/* Notes a bazaar event in the table's record of the lot (who bid what, who passed). */
void gui_bazaar_track(gui_bazaar_ui *bu, const cit_game *before, const cit_event *e);

/* This game's bazaar table state (never NULL: every game has one). */
gui_bazaar_ui *gui_bazaar_of(const gui_game *g);

/*
 * While a bazaar decision is pending (pick, bid, buy or sell; the no-auction pick): draws the
 * table over the board and reads the person deciding, or lets a computer seat answer through
 * the AI after a short pause so people can follow. Returns GUI_DECIDE_* bits (the table is
 * modal) with *chosen set when an answer is ready. In the bazaar round it draws the strip of
 * who plays which tile and returns 0; without a bazaar it does nothing and returns 0. When the
 * table is folded it returns GUI_BAZAAR_FOLDED alone: the module then shows the strip
 * (gui_bazaar_folded, bazaar_fold.h).
 */
#define GUI_BAZAAR_FOLDED 0x100
int gui_bazaar_frame(gui_module_ctx *ctx, cit_move *chosen);

/* The pause before a computer's bazaar answer is applied, in ms, at animation speed `speed`. */
Uint32 gui_bazaar_pause_ms(int speed);
/* How long the table stays after a computer's answer ended the auction, in ms. */
Uint32 gui_bazaar_close_ms(int speed);
/* A computer seat's answer at the table (after its pause); GUI_DECIDE_CHOSEN with *chosen. */
int gui_bazaar_computer_answer(gui_module_ctx *ctx, cit_move *chosen);

#endif
