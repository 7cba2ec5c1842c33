/* Bazaars' state inside cit_game. */
#ifndef CIT_MOD_BAZAAR_H
#define CIT_MOD_BAZAAR_H

#include <stdint.h>

#include "modules/bazaar/bazaar.h" /* its public face */

/*
 * All zero while no bazaar runs (set-up zeroes it and the end of a bazaar clears it),
 * so that games in the same position hash alike. Indices are revealed tiles; players
 * are seat numbers; CIT_NOBODY marks "nobody" (owner) and CIT_BID_NONE "no bid".
 */
typedef struct {
    uint8_t active;   /* from the reveal until the last bazaar tile is played */
    uint8_t auction;  /* while tiles are auctioned (never in the no-auction variant) */
    uint8_t ntiles;   /* tiles revealed: one per player */
    uint8_t owner[6], played[6];
    uint8_t first;      /* the first auctioneer: left of the bazaar tile's placer */
    uint8_t auctioneer; /* who picks (and then buys or sells) the current lot */
    uint8_t bid, bidder; /* the top bid on the lot and who made it */
    uint8_t asked;      /* bit per player: has had their one chance on the lot */
    int8_t lot;         /* the revealed tile up for auction, -1 between lots */
    cit_tile_id tile[6]; /* the revealed tiles (last: the bytes above leave no padding) */
} bazaar_state;

struct rules_module;
extern const struct rules_module bazaar_module;

#endif
