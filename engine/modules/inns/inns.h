/* Inns & Cathedrals (RULES.md §6): its public face (option, queries). The engine's own
   header names no module; who talks to Inns & Cathedrals includes this one. */
#ifndef CIT_INNS_H
#define CIT_INNS_H

#include "engine.h"

enum { CIT_MODULE_INNS = 7 }; /* its index in the registry (engine/registry.c) */

/* Its tile words (inns_tilewords.c): a road's `inn`, a city's `cathedral`. */
enum {
    CIT_FF_INN = 1u << 1,      /* an inn beside this road (scenery without Inns & Cathedrals) */
    CIT_FF_CATHEDRAL = 1u << 2 /* a cathedral in this city */
};

/* Its options (ids of cit_options.v; rows in its rules table). */
enum {
    CIT_OPT_INNS = CIT_MODULE_IDS(CIT_MODULE_INNS), /* the 18 tiles; inns and cathedrals score */
    CIT_OPT_BIG_FOLLOWER                            /* every player has a big follower */
};

/* After a placement that put a follower on the new tile, while the player's big
   follower is in supply and a normal one was there too: "big yes|no" (arg0 1: the
   follower just placed is the big one; the "no" is first). When the big follower was the
   only figure left, it is the one placed and nothing is asked. The same follows a
   follower that Halflings' crop circle puts from supply (its action A, the crop
   circle's own follower). The decision names the part in x, y, spot, half of
   cit_pending. */
enum { CIT_MOVE_BIG = CIT_MODULE_IDS(CIT_MODULE_INNS) };
enum { CIT_DECIDE_BIG = CIT_MODULE_IDS(CIT_MODULE_INNS) };

/* At the end, an inn road or cathedral city still unfinished scores nothing (no SCORE
   event, as a field worth nothing): this event says so, once per such feature with
   followers on it. player: its first majority owner, count: every majority owner's bit
   (ties), quarter: CIT_INNS_INN or CIT_INNS_CATHEDRAL, x, y, spot, half: a part of it,
   feature_kind road or city, points 0. */
enum { CIT_EV_INNS_UNFINISHED = CIT_MODULE_IDS(CIT_MODULE_INNS) };

/* Where player's big follower stands: 1 and the part (x, y, spot, half) when it is on
   the board, 0 when it is in supply or the option is off. cit_game_supply counts it
   while it is in supply (8 figures then: 7 and the big one). */
int cit_game_big_follower(const cit_game *g, int player, cit_feature_part *at);
/* 1 if player's big follower is in supply (0 without the option). */
int cit_game_big_follower_in_supply(const cit_game *g, int player);
/* The place another module keeps player's big follower in off the board (with the
   Count: the quarter, a cit_quarter), or -1 (on the board, in supply, no option). */
int cit_game_big_follower_away(const cit_game *g, int player);

/* What the feature through part x,y,half,spot carries: CIT_INNS_INN for a road with an
   inn, CIT_INNS_CATHEDRAL for a city with a cathedral, 0 otherwise or without the
   option inns (the same marks on a tile are scenery then, the big follower alone too). */
enum { CIT_INNS_INN = 1, CIT_INNS_CATHEDRAL = 2 };
int cit_game_inns_mark(const cit_game *g, int x, int y, int half, int spot);

#endif
