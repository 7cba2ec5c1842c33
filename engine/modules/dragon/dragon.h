/* The Princess & the Dragon (RULES.md §9): its public face (option, tile words, decisions
   and their move text, events, queries). The engine's own header names no module; who
   talks to the Princess & the Dragon includes this one. */
#ifndef CIT_DRAGON_H
#define CIT_DRAGON_H

#include "engine.h"

/* Its index in the registry (engine/registry.c): the first free slot after the River's
   (The Tower took 14, Abbey & Mayor 12). */
enum { CIT_MODULE_DRAGON = 10 };

/* Its tile words (dragon_tilewords.c): each tile of the set carries one symbol. Bits 17-19
   of the tile flags (bit 16 is The Tower's, bit 20 the abbey's). */
enum {
    CIT_TF_VOLCANO = 1u << 17, /* the dragon jumps here; no figure may stand on it */
    CIT_TF_DRAGON = 1u << 18,  /* the dragon moves after this tile's scorings */
    CIT_TF_PORTAL = 1u << 19   /* the magic portal: the turn's follower may go anywhere */
};
/* A city's `princess`: the placer may send one knight of this city home. */
enum { CIT_FF_PRINCESS = 1u << 3 };

/* Its option: the 30 tiles, the dragon; classic mode only (refused in The City). */
enum { CIT_OPT_DRAGON = CIT_MODULE_IDS(CIT_MODULE_DRAGON) };

/* The dragon's steps. After a turn part in which a dragon tile was placed, once every
   scoring of that part is done, the dragon moves up to CIT_DRAGON_STEPS cells, one
   CIT_DECIDE_DRAGON_STEP each, asked of the placer, then the next player clockwise and
   so on. Answers: "dragon N|E|S|W" (arg0 0..3, the side), only onto a tile not visited in
   this movement (its starting cell counts), not the fairy's and not a City of
   Carcassonne tile; the decision is asked only when a step is legal (a dead end ends
   the movement), and is asked even when only one is. cit_pending x, y: the dragon's
   cell, arg: steps taken so far.

   The princess. When the placement of a tile with a `princess` city put no follower on
   the tile and that city holds followers, the placer is asked CIT_DECIDE_PRINCESS before
   anything is scored: "princess none" (arg0 0, first) or "princess X,Y fN" (arg0 1; "fN'"
   for the second triangle, half in rot): one follower of that part goes home.

   The magic portal (decision 9). When the placement of a portal tile put no follower on
   it and the placer has one in supply, the placer is asked CIT_DECIDE_PORTAL before
   anything is scored: "portal none" (arg0 0, first) or "portal X,Y fN" (arg0 1): a follower
   from supply onto that part of any tile, whose feature is unoccupied and not completed
   (a feature the portal tile completed counts as completed), not on the dragon's cell or a
   City of Carcassonne tile, no field with farmers off. The big follower comes through
   Inns & Cathedrals' own question. With Abbey & Mayor the mayor (from its own supply)
   may go through onto a city part, the wagon onto a road, city or cloister part (RULES.md
   §11; where each kind declares it may stand): "portal X,Y fN mayor|wagon" (arg1 its
   follower kind, engine.h cit_game_follower_kinds; 0, no word, a follower). The question is asked when the placer has any of these figures free.
   It is the turn's figure; its event's `count` is the figure (arg1).

   The fairy (1st edition, RULES.md §9 decision 5). When a placement put no follower on
   the tile (and the princess was not used), while the placer has a follower on a feature
   of the board, the placer is asked CIT_DECIDE_FAIRY: "fairy none" (arg0 0, first) or
   "fairy X,Y fN" (arg0 1): the fairy goes beside that follower. It is the turn's figure:
   Traders & Builders' figure question for the same placement is then not asked. The
   dragon never enters the fairy's cell; the follower's owner scores 1 point at the start
   of each of their turns (not a builder's second part) and 3 when that follower's
   feature is scored, in play or at the end (decision 7). "fairy X,Y WORD" (arg0 2, spot
   the keeper's module id): on a place another module keeps the placer's followers on
   (an acrobat space, RULES.md §13 decision 6): each player scores 1 per own follower there
   at their turn's start, no 3 points; its events have spot -1, feature_kind 0xFF. */
#define CIT_DRAGON_STEPS 6
enum { CIT_MOVE_DRAGON_STEP = CIT_MODULE_IDS(CIT_MODULE_DRAGON), CIT_MOVE_PRINCESS, CIT_MOVE_FAIRY, CIT_MOVE_PORTAL };
enum {
    CIT_DECIDE_DRAGON_STEP = CIT_MODULE_IDS(CIT_MODULE_DRAGON), /* name "dragon" */
    CIT_DECIDE_PRINCESS,                                         /* "princess" */
    CIT_DECIDE_FAIRY,                                            /* "fairy" */
    CIT_DECIDE_PORTAL                                            /* "portal" */
};
/* SCORE events of the fairy (cit_event.reason): its point at a turn's start, its 3 at a
   scoring (x, y, spot, half: the follower's part). */
enum { CIT_SCORE_FAIRY_TURN = CIT_MODULE_IDS(CIT_MODULE_DRAGON), CIT_SCORE_FAIRY_FEATURE };

/* Events (cit_event.type). */
enum {
    CIT_EV_DRAGON_ASIDE = CIT_MODULE_IDS(CIT_MODULE_DRAGON), /* `tile` (a dragon tile drawn
                               while no volcano lies) is set aside; the player draws again */
    CIT_EV_DRAGON_RESHUFFLE, /* `count` set-aside tiles went back into the stack */
    CIT_EV_DRAGON_VOLCANO,   /* the dragon jumped onto the volcano at x, y */
    CIT_EV_DRAGON_STEP,      /* player moved the dragon to x, y (rot: the side) */
    CIT_EV_DRAGON_ATE,       /* the dragon ate `count` followers of player from x, y, spot,
                                half (they are back in supply, unscored); spot
                                CIT_SPOT_NONE: figures another module keeps on the cell
                                (a builder, a pig, a follower on a tower's top) */
    CIT_EV_PRINCESS,         /* `other` sent one follower of player home from x, y, spot, half */
    CIT_EV_FAIRY,            /* player put the fairy beside their follower on x, y, spot, half */
    CIT_EV_PORTAL            /* player put a follower through the portal onto x, y, spot, half */
};

/* ---- queries (0 without the module) ---- */

/* 1 and the dragon's cell when it stands on the board (after the first volcano). */
int cit_game_dragon_cell(const cit_game *g, int *x, int *y);
/* The cells the dragon visited in the movement under way (its start first), as x, y
   pairs into xy[2 * i]; returns how many (0 between movements). */
int cit_game_dragon_visited(const cit_game *g, int8_t *xy, int cap);
/* Steps still to come in the movement under way (0 between movements). */
int cit_game_dragon_steps_left(const cit_game *g);
/* 1 and the fairy's cell when it is on the board; *part (may be NULL) is the part of the
   follower it was put beside (that follower may have left since: then nobody scores), spot
   CIT_SPOT_NONE when it stands on a place another module keeps followers on (an acrobat
   space). */
int cit_game_fairy(const cit_game *g, int *x, int *y, cit_feature_part *part);
/* The dragon tiles set aside (drawn before the first volcano, not yet back in the stack),
   into tiles; returns how many. */
int cit_game_dragon_set_aside(const cit_game *g, cit_tile_id *tiles, int cap);

#endif
