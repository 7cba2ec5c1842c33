/* Abbey & Mayor (RULES.md §11): its public face (options, tile word, moves, queries). The
   engine's own header names no module; who talks to Abbey & Mayor includes this one. */
#ifndef CIT_ABBEY_H
#define CIT_ABBEY_H

#include "engine.h"

/* Its index in the registry (engine/registry.c): one module with four options, so the
   expansion takes one of the registry's sixteen slots. */
enum { CIT_MODULE_ABBEY = 12 };

/* Its tile word (abbey_tilewords.c): `abbey`, the abbey tile (AM-A) whose edges fit any
   edge and end what meets them; never in the stack, one in every player's supply. */
enum { CIT_TF_ABBEY = 1u << 20 };

/* Its options (ids of cit_options.v; rows in its rules table). */
enum {
    CIT_OPT_ABBEY = CIT_MODULE_IDS(CIT_MODULE_ABBEY), /* the 12 land tiles; an abbey per player */
    CIT_OPT_MAYOR,                                    /* a mayor per player */
    CIT_OPT_WAGON,                                    /* a wagon per player */
    CIT_OPT_BARN                                      /* a barn per player; refused with
                                                         farmers_off (CIT_ERR_BAD_SETUP) */
};

/* Instead of drawing, a player holding an abbey while a hole exists (an empty cell whose
   four neighbours show it a full edge) is asked "abbey no|yes": arg0 1 takes the abbey into
   hand (it is then placed like any tile, into a hole only, rotation 0, a monk on it
   allowed), 0 draws as usual (the "no" is first). After the last land tile the same
   question goes, once each, to every player still holding one, clockwise from the left
   of the last placer; "no" then passes. x, y of cit_pending: 0 (the question names no
   part). */
enum { CIT_MOVE_ABBEY = CIT_MODULE_IDS(CIT_MODULE_ABBEY), CIT_MOVE_MAYOR, CIT_MOVE_WAGON, CIT_MOVE_WAGON_MOVE, CIT_MOVE_BARN };
enum { CIT_DECIDE_ABBEY = CIT_MODULE_IDS(CIT_MODULE_ABBEY), CIT_DECIDE_MAYOR, CIT_DECIDE_WAGON, CIT_DECIDE_WAGON_MOVE, CIT_DECIDE_BARN };

/* The mayor (option mayor) is kept apart from the followers cit_game_supply counts. After a
   placement that put no follower on the new tile, while the placer's mayor is in supply,
   the new tile has a city part nobody holds and no other module asks about the
   placement's figure, the placer answers "mayor none|fN" (CIT_MOVE_MAYOR: arg0 1 and spot
   N for the mayor on feature N of the tile just placed; "none" first). cit_pending's x, y,
   half name that tile. On the board the mayor is one of the player's followers
   (cit_game_followers lists it) whose strength in its city's majority is the city's
   pennants (0 never wins); it scores and goes home like a follower.

   The wagon (option wagon) is kept apart the same way and placed the same way, on a free
   road, city or cloister part of the tile just placed: "wagon none|fN" (CIT_MOVE_WAGON),
   asked after "mayor none" or where the mayor is not asked. On the board it is a
   follower of strength 1. When its feature is scored in play, at the end of that turn
   part its owner answers CIT_DECIDE_WAGON_MOVE (owners in seat order from the placer):
   "wagon-move none" (home) or "wagon-move X,Y fN" (CIT_MOVE_WAGON_MOVE: x, y, spot, and
   the half in rot), onto a road, city or cloister linked (link=) to the scored feature on
   one of its tiles that is not completed and holds no follower. A wagon with nowhere to
   go goes home without a question; at the final scoring wagons stay. cit_pending x, y,
   spot name a part of the scored feature.

   The barn (option barn) is asked last, the same way, after "wagon none" or where neither
   the mayor nor the wagon is asked: "barn none|ne|se|sw|nw" (CIT_MOVE_BARN: arg0 1 and
   spot = the corner of the tile just placed, 0 NE, 1 SE, 2 SW, 3 NW; "none" first, the
   corners in that order). A corner is listed where four square tiles meet, each with one
   field in both half-edge ports at that corner, and that field holds no barn yet. The
   barn closes its field to followers like a follower would (no farmer may join it) and
   never leaves it. At the end of the turn part the field's farmers score as at the final
   scoring (SCORE events with reason final, the pig's point included) and go home; at the
   end of every later turn part a barn field a placement joined to farmers pays their
   majority 1 per completed city and for the City of Carcassonne (reason completed) and
   sends them home. Final scoring begins with the barn fields: the most barns there (ties
   all) score 4 per completed city, 5 per castle, 4 for the City (CIT_SCORE_ABBEY_BARN).
   Not eaten by the dragon, never on a tower, not a follower: cit_game_followers does
   not list it. cit_pending x, y, half name the tile just placed. */

/* Events: player took their abbey into hand (`tile`: its type; count: 1 in the round
   after the last land tile). */
enum { CIT_EV_ABBEY_TAKEN = CIT_MODULE_IDS(CIT_MODULE_ABBEY), CIT_EV_ABBEY_MAYOR };
enum { CIT_EV_ABBEY_WAGON = CIT_EV_ABBEY_MAYOR + 1, CIT_EV_ABBEY_BARN };
/* CIT_EV_ABBEY_MAYOR: player put their mayor on x, y, spot, half. CIT_EV_ABBEY_WAGON:
   player's wagon went onto x, y, spot, half (count 0: placed from supply, 1: moved).
   CIT_EV_ABBEY_BARN: player put their barn on corner `quarter` (0 NE .. 3 NW) of x, y, in
   its field `spot`. */
/* A SCORE event's reason for a field's barns at the final scoring (category field). */
enum { CIT_SCORE_ABBEY_BARN = CIT_MODULE_IDS(CIT_MODULE_ABBEY) };

/* 1 if player still holds their abbey (0 without the option or once it is placed). */
int cit_game_abbey_held(const cit_game *g, int player);
/* 1 if tile type t is the abbey (the tile word `abbey`). */
int cit_tile_is_abbey(const cit_game *g, int t);
/* Whether an abbey could go into the empty cell x,y now (a hole), for any holder. */
int cit_game_abbey_hole(const cit_game *g, int x, int y);
/* Where player's mayor stands: 1 and its part when on the board; 0 in supply or without
   the option. */
int cit_game_mayor(const cit_game *g, int player, cit_feature_part *at);
/* 1 if player's mayor is in supply (0 without the option). */
int cit_game_mayor_in_supply(const cit_game *g, int player);
/* 1 if another module keeps player's mayor off the board (a tower's prisoner, a Count
   quarter's occupant; it is then neither on the board nor in supply). */
int cit_game_mayor_kept(const cit_game *g, int player);
int cit_game_wagon_kept(const cit_game *g, int player);
/* The same for player's wagon (in supply: not on the board, not waiting to move). */
int cit_game_wagon(const cit_game *g, int player, cit_feature_part *at);
int cit_game_wagon_in_supply(const cit_game *g, int player);
/* Where player's barn stands: 1 with its cell and corner (0 NE, 1 SE, 2 SW, 3 NW; any
   pointer may be NULL); 0 in supply or without the option. */
int cit_game_barn(const cit_game *g, int player, int *x, int *y, int *corner);
/* 1 if player's barn is in supply (0 without the option). */
int cit_game_barn_in_supply(const cit_game *g, int player);

#endif
