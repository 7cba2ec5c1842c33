/* Bazaars (RULES.md §2): placing a bazaar tile auctions one revealed tile per player. */
#include "rules.h"

#include <string.h>

const rules_module bazaar_module = {
    .name = "bazaar",
    .id = CIT_MODULE_BAZAAR,
    .option = CIT_OPT_BAZAAR,
};

/* ---- queries -------------------------------------------------------------------------- */

int cit_game_bazaar(const cit_game *g, cit_bazaar *out) {
    memset(out, 0, sizeof *out);
    if (!(g->modules >> CIT_MODULE_BAZAAR & 1) || !g->bazaar.active) return 0;
    const bazaar_state *b = &g->bazaar;
    out->active = b->active;
    out->auction = b->auction;
    out->ntiles = b->ntiles;
    memcpy(out->tile, b->tile, sizeof out->tile);
    memcpy(out->owner, b->owner, sizeof out->owner);
    memcpy(out->played, b->played, sizeof out->played);
    out->first = b->first;
    out->auctioneer = b->auctioneer;
    out->lot = b->lot;
    out->bid = b->bid;
    out->bidder = b->bidder;
    out->asked = b->asked;
    return 1;
}
