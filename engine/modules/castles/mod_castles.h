/* Castles' state inside cit_game. */
#ifndef CIT_MOD_CASTLES_H
#define CIT_MOD_CASTLES_H

#include <stdint.h>

#include "modules/castles/castles.h" /* its public face */

#define MAX_CASTLES 12

/* Every member is spelled out (no padding) because cit_game_hash hashes the bytes. */
typedef struct {
    uint16_t node;     /* the castle's city part holding its follower */
    int8_t x, y, x2, y2; /* its two cells (x, y: the cell of `node`) */
    uint8_t owner;
    uint8_t paid;
    int16_t points;    /* what it was paid */
    uint16_t built_at; /* pieces on the board when built */
    uint16_t paid_at;  /* pieces on the board when paid (tells this turn's payments) */
} castle_token;

typedef struct {
    uint8_t left[6];   /* castle tokens in each player's supply */
    uint8_t n;
    uint8_t spare;     /* keeps the list aligned without padding */
    castle_token list[MAX_CASTLES];
} castles_state;

struct rules_module;
extern const struct rules_module castles_module;

#endif
