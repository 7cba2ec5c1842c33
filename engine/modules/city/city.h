/* Carcassonne: The City (RULES.md §5): its public face (ids, queries). The engine's own
   header names no module; who talks to The City includes this one. The City is a mode
   (`city`), not an option: its rules are on in every City game. */
#ifndef CIT_CITY_H
#define CIT_CITY_H

#include "engine.h"

enum { CIT_MODULE_CITY = 6 }; /* its index in the registry (engine/registry.c) */

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
