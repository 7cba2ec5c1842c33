/* The River: its public face (option, queries). The engine's own header names no
   module; who talks to the river includes this one. */
#ifndef CIT_RIVER_H
#define CIT_RIVER_H

#include "engine.h"

enum { CIT_MODULE_RIVER = 9 }; /* its index in the registry (engine/registry.c) */

/* Its tile words (river_tilewords.c): the kind `river` (the core's barrier: no follower spot,
   never scored, middle ports only, its edges meet only its own), `spring` (the river's
   first tile, laid instead of the start tile) and `lake` (its last). */
enum { CIT_FEAT_RIVER = CIT_FEAT_BARRIER };
enum {
    CIT_TF_SPRING = 1u << 9, /* the river's first tile */
    CIT_TF_LAKE = 1u << 10   /* the river's last tile */
};

/* Its option (an id of cit_options.v; the row in its rules table). */
enum {
    CIT_OPT_RIVER = CIT_MODULE_IDS(CIT_MODULE_RIVER) /* the river opens the game */
};

/* Refusals (CIT_ERR_MODULE_RULE) of a river tile's placement: not at the river's open
   end, not continuing it, its other river edge against a tile, or an immediate U-turn
   (a right turn right after a right turn, a left after a left). */

/* Where the river stands. */
typedef struct {
    uint8_t phase;     /* 1 while river tiles are still to be placed (the stack's next
                          tiles, or the one in hand, are river tiles) */
    uint8_t open;      /* 1 while the river has an open end (no lake yet) */
    uint8_t closed;    /* 1 once the river phase ended without the lake: the open end's
                          cell takes no tile */
    int8_t x, y;       /* the empty cell at the open end (while open or closed) */
    uint8_t side;      /* the side of that cell the river comes in through (N E S W) */
    int8_t last_turn;  /* how the last course tile turned: 1 right, -1 left, 0 straight */
    uint8_t left;      /* river tiles still in the stack (not counting the one in hand) */
} cit_river_info;

/* Fills *out and returns 1 if the game runs the river; 0 (out zeroed) otherwise. */
int cit_game_river(const cit_game *g, cit_river_info *out);

/* Whether tile type t belongs to the river (a tile with a river on it). */
int cit_tile_is_river(const cit_game *g, int t);

#endif
