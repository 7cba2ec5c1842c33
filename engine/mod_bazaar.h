/* Bazaars' state inside cit_game. */
#ifndef CIT_MOD_BAZAAR_H
#define CIT_MOD_BAZAAR_H

#include <stdint.h>

typedef struct {
    uint8_t active, auction, ntiles;
    uint8_t tile[6], owner[6], played[6];
    uint8_t first, auctioneer, bid, bidder, asked;
    int8_t lot;
} bazaar_state;

#endif
