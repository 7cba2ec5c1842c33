/* Halflings I + II: its public face (options, moves, decisions, events, queries). The
   engine's own header names no module; who talks to Halflings includes this one. */
#ifndef CIT_HALFLINGS_H
#define CIT_HALFLINGS_H

#include "engine.h"

enum { CIT_MODULE_HALFLINGS = 5 }; /* its index in the registry (engine/registry.c) */

/* Its options (ids of cit_options.v; rows in its rules table). */
enum {
    CIT_OPT_HALFLINGS = CIT_MODULE_IDS(CIT_MODULE_HALFLINGS), /* 24 triangles, 3 in each hand */
    CIT_OPT_HALFLINGS_DRAFT                                     /* the hands drafted face up */
};

enum {
    /* "draw" (arg0 0): draw a square tile as usual; "play ID" (arg0 1, arg1 = the tile
       type): play triangle ID from the hand instead */
    CIT_MOVE_HALFLINGS_TURN = CIT_MODULE_IDS(CIT_MODULE_HALFLINGS),
    CIT_MOVE_HALFLINGS_DRAFT /* "draft ID": take triangle ID (arg0) from the display */
};
enum {
    /* a turn starts: draw a square tile, or play a triangle of the hand that fits
       somewhere (asked only when the player holds one; cit_game_hand lists the hand) */
    CIT_DECIDE_HALFLINGS_TURN = CIT_MODULE_IDS(CIT_MODULE_HALFLINGS),
    /* halflings_draft: the player picks a triangle from the face-up display
       (cit_game_halflings_display) into the hand */
    CIT_DECIDE_HALFLINGS_DRAFT
};
enum {
    CIT_EV_HALFLINGS_PLAY = CIT_MODULE_IDS(CIT_MODULE_HALFLINGS), /* player took `tile` from
                                                                       the hand to place it */
    CIT_EV_HALFLINGS_HILL,                                      /* a square went face down
                                                                    under player's hill */
    CIT_EV_HALFLINGS_DRAFT                                      /* player picked `tile` from
                                                                    the display */
};

/* Triangles dealt to each player at set-up. */
#define CIT_HALFLINGS_HAND 3

/* While the draft runs (option halflings_draft): the triangles face up in the display,
   written to out (up to cap); returns how many (0 when no draft runs). */
int cit_game_halflings_display(const cit_game *g, uint8_t *out, int cap);

#endif
