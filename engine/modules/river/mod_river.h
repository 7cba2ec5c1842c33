/* The River's state inside cit_game. */
#ifndef CIT_MOD_RIVER_H
#define CIT_MOD_RIVER_H

#include <stdint.h>

#include "modules/river/river.h" /* its public face */

/* Every member is spelled out (no padding) because cit_game_hash hashes the bytes. */
typedef struct {
    uint8_t land_from; /* order index of the first land tile (the river stack ends there) */
    uint8_t open;      /* the river has an open end */
    uint8_t closed;    /* the river phase ended open: the end's cell was closed */
    int8_t x, y;       /* the open end's empty cell */
    uint8_t side;      /* the side of that cell facing the river */
    int8_t last_turn;  /* 1 right, -1 left, 0 straight (or the spring) */
    uint8_t spare;
} river_state;

struct rules_module;
extern const struct rules_module river_module;

/* The river sides (bit per board side) of tile t turned rot: from its sides unturned, as
   the placement rules take them, and side by side from the turned ports (the reference;
   test_fastpaths_modules.c). */
unsigned river_sides_turned(const cit_game *g, int t, int rot);
unsigned river_sides_plain(const cit_game *g, int t, int rot);

#endif
