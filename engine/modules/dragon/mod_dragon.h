/* The Princess & the Dragon inside the engine: its rules table and state. */
#ifndef CIT_MOD_DRAGON_H
#define CIT_MOD_DRAGON_H

#include "modules/dragon/dragon.h" /* its public face */

#include <stdint.h>

#define DRAGON_ASIDE_MAX 12 /* the dragon tiles in the box */

/* Every member is spelled out (no padding) because cit_game_hash hashes the bytes. */
typedef struct {
    int8_t x, y;          /* the dragon's cell, while on_board */
    uint8_t on_board;     /* the first volcano has been placed */
    uint8_t reshuffle;    /* that volcano came this turn: the set-aside tiles go back at its end */
    uint8_t pending;      /* a dragon tile came this turn part: the dragon moves at its end */
    uint8_t mover;        /* who placed it (chooses step 1) */
    uint8_t steps;        /* steps taken in the movement under way */
    uint8_t nvisited;     /* cells in visited (0 between movements) */
    int8_t visited[CIT_DRAGON_STEPS + 1][2];
    uint16_t aside_at[DRAGON_ASIDE_MAX]; /* the set-aside tiles' order indexes (before
                                             next_draw), as wide as a tile type */
    uint16_t asking;      /* piece + 1 of the princess tile being asked about */
    uint16_t fairy;       /* node + 1 of the part the fairy was put beside, 0: not yet out */
    int8_t fairy_x, fairy_y; /* its cell (it stays when that follower leaves) */
    uint8_t fairy_due;    /* player + 1 owed the fairy's 3 points by the award under way */
    uint8_t naside;       /* dragon tiles set aside */
    uint8_t fairy_castle_paid; /* the castle of the follower beside the fairy was paid */
    uint8_t fairy_gone;   /* the follower it was put beside has left its part since: the
                             fairy pays nobody until it is moved (RULES.md §9) */
    uint8_t fairy_keeper; /* module id + 1 when it stands on a place that module keeps
                             followers on at fairy_x, fairy_y (an acrobat space; fairy 0) */
    uint8_t fairy_by;     /* player + 1 who put it there (a kept place's: its owner) */
} dragon_state;

struct rules_module;
extern const struct rules_module dragon_module;

/* The portal's answers for player as the rule says them, part by part (every part that
   may take a figure, newest tile first, each with the figures that fit), into out (at
   most cap); returns how many: the listing's reference (test_fastpaths_modules.c). */
int dragon_portal_listing_plain(const cit_game *g, int player, cit_move *out, int cap);

#endif
