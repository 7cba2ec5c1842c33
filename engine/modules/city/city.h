/* Carcassonne: The City (RULES.md §5): its public face (ids, queries). The engine's own
   header names no module; who talks to The City includes this one. The City is a mode
   (`city`), not an option: its rules are on in every City game. */
#ifndef CIT_CITY_H
#define CIT_CITY_H

#include "engine.h"

enum { CIT_MODULE_CITY = 6 }; /* its index in the registry (engine/registry.c) */

/* Its tile words (city_tilewords.c): the kinds street, market and residential (the core's
   CIT_FEAT_STREET..CIT_FEAT_RESIDENTIAL), a market's goods (grain, fish, livestock),
   `public` (a public building) and `historic "Name"` (a named one, public too). */
enum {
    CIT_TF_PUBLIC = 1u << 6,  /* a public building stands on this tile */
    CIT_TF_HISTORIC = 1u << 7 /* a named historic building */
};

/* Its score categories (keys "street", "market", "quarter", "tower", "watchman"; the
   core numbers them: cit_module_category): streets', markets' and residential quarters'
   points, towers' and watchmen's. */
#define CIT_CAT_STREET cit_module_category(CIT_MODULE_CITY, 0)
#define CIT_CAT_MARKET cit_module_category(CIT_MODULE_CITY, 1)
#define CIT_CAT_QUARTER cit_module_category(CIT_MODULE_CITY, 2)
#define CIT_CAT_TOWER cit_module_category(CIT_MODULE_CITY, 3)
#define CIT_CAT_WATCHMAN cit_module_category(CIT_MODULE_CITY, 4)

/* Moves, decisions and events (ids from CIT_MODULE_IDS(CIT_MODULE_CITY)). */
enum {
    CIT_MOVE_CITY_GATE = CIT_MODULE_IDS(CIT_MODULE_CITY), /* "gate X,Y SIDE": the gate on
                               side arg0 (n|e|s|w) of the tile at x,y */
    CIT_MOVE_CITY_WALL,     /* "wallpiece X,Y SIDE [watchman]": a wall piece on side arg0 of
                               the cell x,y inside the wall, a watchman on it if arg1 */
    CIT_MOVE_CITY_TOWER     /* "tower X,Y" (arg0 1): a tower on the wall end at corner x,y
                               (the north-west corner of cell x,y); "tower none" (arg0 0) */
};
enum {
    CIT_DECIDE_CITY_GATE = CIT_MODULE_IDS(CIT_MODULE_CITY), /* the trigger places the gate */
    CIT_DECIDE_CITY_WALL,   /* pending.player places a wall piece at one end of the wall;
                               for both: pending.arg is its number in the round (the gate
                               1), pending.limit the round's pieces */
    CIT_DECIDE_CITY_TOWER   /* the trigger may put a tower on a wall end */
};
/* A SCORE event's reason for a tower (x, y: its corner; points: the pieces it pays). */
enum { CIT_SCORE_CITY_TOWER = 3 };
/* A SCORE event's reason for a watchman at the end (x, y, spot: the cell inside its
   piece and the piece's side). */
enum { CIT_SCORE_CITY_WATCHMAN = 4 };
enum {
    CIT_EV_CITY_WALL = CIT_MODULE_IDS(CIT_MODULE_CITY) /* player laid the gate (quarter 1) or a
                               wall piece (quarter 0) on side `spot` of cell x,y; `count` 1
                               if a watchman went on it. quarter CIT_WALL_CITY_COMPLETION:
                               a piece of the wall's completion at the end (player
                               CIT_NOBODY), one event per piece in the path's order, all
                               before the first feature the completion closes scores */
};
/* cit_wall.kind (and CIT_EV_CITY_WALL's quarter) of a piece the wall's completion laid
   when the game ended (cit_game_city_completion_walls); cit_game_walls lists only the
   gate and the pieces the players laid. */
enum { CIT_WALL_CITY_COMPLETION = 2 };

/* Wall pieces in the supply (the gate is not one of them), towers (split evenly). */
#define CIT_CITY_WALL_PIECES 70
#define CIT_CITY_TOWERS 12

/* A tower on the wall: its corner (the north-west corner of cell x,y), its owner and
   what it paid. */
typedef struct {
    int8_t x, y;
    uint8_t owner;
    uint8_t points;
} city_tower;
/* The towers standing, in the order built; returns the total. */
int cit_game_city_towers(const cit_game *g, city_tower *out, int cap);
/* Towers left in player's supply; -1 when the game is not a City game. */
int cit_game_city_towers_left(const cit_game *g, int player);

/* After the game: the pieces the wall's completion took (0: none, or the wall closed in
   play). A game that ended before any wall was started gets a whole wall, its imagined
   gate counted as a piece. */
int cit_game_city_completion(const cit_game *g);
/* After the game: the completion's pieces in the order laid (from the wall's head round
   to its tail; with no wall built, the imagined gate last), kind
   CIT_WALL_CITY_COMPLETION, by CIT_NOBODY, no watchman. Returns the total (may exceed
   cap); 0 before the end, without a completion, or when not a City game. */
int cit_game_city_completion_walls(const cit_game *g, cit_wall *out, int cap);
/* Wall pieces left in the supply; -1 when the game is not a City game. */
int cit_game_city_wall_supply(const cit_game *g);

/* The three face-down stacks (30, 25 and 20 tiles of one shuffled pile). */
#define CIT_CITY_STACKS 3

/* Tiles left in each stack, stack 1 first (the tile in hand not counted); returns 1, or
   0 (left[] untouched) when the game is not a City game. */
int cit_game_city_stacks(const cit_game *g, int left[CIT_CITY_STACKS]);
/* The stack (1-3) the tile in hand was drawn from (after the game: the last tile's);
   0 when the game is not a City game. */
int cit_game_city_hand_stack(const cit_game *g);
/* The stack (1-3) the last placed tile came from (what decides the wall rounds), 0 before
   the first placement or when the game is not a City game. */
int cit_game_city_placed_stack(const cit_game *g);

#endif
