/* Bazaars: its public face (moves, decisions, events, queries). The engine's own header
   names no module; who talks to Bazaars includes this one. */
#ifndef CIT_BAZAAR_H
#define CIT_BAZAAR_H

#include "engine.h"

enum { CIT_MODULE_BAZAAR = 4 }; /* its index in the registry (engine/registry.c) */

/* Its tile word (its word table, bazaar_tilewords.c): `bazaar`, placing the tile opens a bazaar. */
enum { CIT_TF_BAZAAR = 1u << 1 };

/* Its options (ids of cit_options.v; rows in its rules table). */
enum {
    CIT_OPT_BAZAAR = 5, /* switches Bazaars on (with the 12 tiles of the expansion) */
    CIT_OPT_BAZAAR_NO_AUCTION = 6 /* pick in turn and play at once, no bidding */
};

enum {
    CIT_MOVE_BAZAAR_PICK = 7, /* "pick I B": put revealed tile arg0 up for auction with bid arg1
                                 ("pick I" without the auction: take it) */
    CIT_MOVE_BAZAAR_BID = 8,  /* "bid B" (arg0 1, arg1 = B) / "bid pass" (arg0 0) */
    CIT_MOVE_BAZAAR_DEAL = 9  /* "buy" (arg0 1) / "sell" (arg0 0) */
};
enum {
    CIT_DECIDE_BAZAAR_PICK = 7, /* auctioneer: pick a revealed tile and bid (cit_game_bazaar) */
    CIT_DECIDE_BAZAAR_BID = 8,  /* raise the bid on the tile up for auction, or pass */
    CIT_DECIDE_BAZAAR_DEAL = 9  /* auctioneer: buy the tile for the top bid or sell it */
};
enum {
    CIT_EV_BAZAAR_REVEAL = 12, /* `tile` revealed for the bazaar as number `count` */
    CIT_EV_BAZAAR_BID = 13,    /* player bid `points` for revealed tile `count` */
    CIT_EV_BAZAAR_PASS = 14,   /* player passed on revealed tile `count` */
    CIT_EV_BAZAAR_PAY = 15,    /* player paid `points` to player `other` (CIT_NOBODY: to nobody) */
    CIT_EV_BAZAAR_WIN = 16     /* player got revealed tile `count` (`tile`) */
};
#define CIT_BID_NONE 0xFF /* no bid yet */

#define CIT_BAZAAR_MAX CIT_MAX_PLAYERS
typedef struct {
    uint8_t active;       /* 1 from the reveal until the last bazaar tile is played */
    uint8_t auction;      /* 1 while tiles are being auctioned */
    uint8_t ntiles;       /* tiles revealed */
    cit_tile_id tile[CIT_BAZAAR_MAX]; /* tile type of each revealed tile */
    uint8_t owner[CIT_BAZAAR_MAX];  /* who got it, or CIT_NOBODY */
    uint8_t played[CIT_BAZAAR_MAX]; /* 1 once its owner has played (or discarded) it */
    uint8_t first;        /* the first auctioneer (left of the bazaar tile's placer) */
    uint8_t auctioneer;   /* the current auctioneer */
    int8_t lot;           /* the revealed tile up for auction, -1 if none yet */
    uint8_t bid;          /* the highest bid so far (CIT_BID_NONE before the first) */
    uint8_t bidder;       /* who made it */
    uint8_t asked;        /* bit per player: has had their one chance on this lot */
} cit_bazaar;
/* Fills *out and returns 1 while a bazaar runs, else 0 (out zeroed). out: not NULL. */
int cit_game_bazaar(const cit_game *g, cit_bazaar *out);
/* Bids the engine lists for a decision: from the least legal bid up to this many more. */
#define CIT_BID_SPAN 20

#endif
