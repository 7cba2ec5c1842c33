/* Halflings I + II: its public face (options, moves, decisions, events, queries). The
   engine's own header names no module; who talks to Halflings includes this one. */
#ifndef CIT_HALFLINGS_H
#define CIT_HALFLINGS_H

#include "engine.h"

enum { CIT_MODULE_HALFLINGS = 5 }; /* its index in the registry (engine/registry.c) */

/* Its tile words (halflings_tilewords.c). */
enum {
    CIT_TF_VINEYARD = 1u << 2,   /* vineyard */
    CIT_TF_HILL = 1u << 3,       /* hill */
    CIT_TF_SHEEP = 1u << 4,      /* sheep (no effect) */
    CIT_TF_CROP_CIRCLE = 1u << 5 /* crop-circle joker */
};

/* Its options (ids of cit_options.v; rows in its rules table). */
enum {
    CIT_OPT_HALFLINGS = CIT_MODULE_IDS(CIT_MODULE_HALFLINGS), /* 24 triangles, 3 in each hand */
    CIT_OPT_HALFLINGS_DRAFT                                     /* the hands drafted face up */
};

enum {
    /* "draw" (arg0 0): draw a square tile as usual; "play ID" (arg0 1, `tile` = the tile
       type): play triangle ID from the hand instead */
    CIT_MOVE_HALFLINGS_TURN = CIT_MODULE_IDS(CIT_MODULE_HALFLINGS),
    CIT_MOVE_HALFLINGS_DRAFT, /* "draft ID": take triangle ID (`tile`) from the display */
    /* the crop circle: "crop add|return knight|robber|farmer" (arg0: CIT_CROP_KNIGHT...,
       arg1: CIT_CROP_ADD or CIT_CROP_RETURN) */
    CIT_MOVE_HALFLINGS_CROP,
    /* "cropadd X,Y fN" (arg0 1: a follower from supply beside one's own on that part;
       half in rot) / "cropadd none" (arg0 0) */
    CIT_MOVE_HALFLINGS_CROP_ADD,
    CIT_MOVE_HALFLINGS_CROP_RETURN, /* "cropreturn X,Y fN": that follower goes home */
    /* the placer's follower on the crop circle after the action: "cropfollower X,Y fN"
       (arg0 1; the part in x, y, spot, half in rot) / "cropfollower none" (arg0 0) */
    CIT_MOVE_HALFLINGS_CROP_FOLLOWER
};
enum { CIT_CROP_KNIGHT, CIT_CROP_ROBBER, CIT_CROP_FARMER };
enum { CIT_CROP_ADD, CIT_CROP_RETURN };
enum {
    /* a turn starts: draw a square tile, or play a triangle of the hand that fits
       somewhere (asked only when the player holds one; cit_game_hand lists the hand) */
    CIT_DECIDE_HALFLINGS_TURN = CIT_MODULE_IDS(CIT_MODULE_HALFLINGS),
    /* halflings_draft: the player picks a triangle from the face-up display
       (cit_game_halflings_display) into the hand */
    CIT_DECIDE_HALFLINGS_DRAFT,
    /* the placer of the crop circle names a follower type and action A (add) or B
       (return); then each player from the placer's left, ending with the placer: */
    CIT_DECIDE_HALFLINGS_CROP,
    CIT_DECIDE_HALFLINGS_CROP_ADD,   /* may add a follower beside one of their own of it */
    CIT_DECIDE_HALFLINGS_CROP_RETURN, /* must return one of their followers of that type */
    /* after the action (RULES.md §4) the placer may put a follower on the crop circle, as
       with any placement; the placement itself carries none (asked only when the crop
       circle has a free part and the placer a follower in supply) */
    CIT_DECIDE_HALFLINGS_CROP_FOLLOWER
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
int cit_game_halflings_display(const cit_game *g, cit_tile_id *out, int cap);

#endif
