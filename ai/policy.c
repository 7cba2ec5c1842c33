/* Playout policy: cheap, follower-aware random play used inside the search. */
#include <string.h>

#include "internal.h"

/*
 * Chance (out of 256) that a playout keeps the follower of a randomly drawn move, by
 * the kind of feature it would stand on. Uniform play puts a follower on most tiles
 * (each placement comes with one move per free spot plus one without), mostly on
 * fields, so random players run dry early and the playouts say little about good
 * follower use. Cloisters are nearly always worth a follower, fields rarely are.
 */
static const uint16_t keep_per_kind[CIT_FEAT_KIND_COUNT] = {
    [CIT_FEAT_ROAD] = 90,
    [CIT_FEAT_CITY] = 140,
    [CIT_FEAT_FIELD] = 28,
    [CIT_FEAT_CLOISTER] = 230,
    [CIT_FEAT_STREET] = 90,
    [CIT_FEAT_MARKET] = 140,
    [CIT_FEAT_RESIDENTIAL] = 60,
};

/* Bits set in a 4-bit rotation mask (no popcount instruction is assumed). */
static const uint8_t bits4[16] = {0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4};

/* Whether a playout keeps a follower on feature `spot` of `tile`. */
static int keep_follower(const cit_game *g, int tile, int spot, uint64_t *rng) {
    const cit_tileset *ts = cit_game_tileset(g);
    unsigned kind = spot >= 0 && tile < ts->ntiles && spot < ts->tiles[tile].nfeat
                        ? ts->tiles[tile].feat[spot].kind
                    : tile < ts->ntiles && spot == ts->tiles[tile].nfeat
                        ? CIT_FEAT_ROAD /* the bridge on the placed tile (Bridges) */
                        : CIT_FEAT_FIELD;
    unsigned keep = kind < CIT_FEAT_KIND_COUNT ? keep_per_kind[kind] : 64;
    int supply = cit_game_supply(g, cit_game_pending(g).player);
    if (supply <= 2) keep /= 2; /* keep a reserve for cloisters and closing cities */
    return ai_rng_below(rng, 256) < keep;
}

/*
 * Bazaar decisions in smart playouts. Uniform bids (up to CIT_BID_SPAN above the top)
 * send points to and fro at random in every simulated bazaar, and a uniform auctioneer
 * buys as often as it sells whatever the bid: the search then learns that raising is
 * cheap. The playout bids the way a thrifty table does: the auctioneer opens low,
 * others mostly pass or raise by one, and the auctioneer sells once the bid beats
 * what a tile is usually worth. Returns 0 if the decision is not the bazaar's.
 */
#define TILE_WORTH 4 /* points a tile is about worth to its owner in a random game */

static int bazaar_pick(const cit_game *g, const cit_move *moves, int n, uint64_t *rng, cit_move *out) {
    int d = cit_game_pending(g).decision;
    if (d == CIT_DECIDE_BAZAAR_DEAL) {
        cit_bazaar b;
        cit_game_bazaar(g, &b);
        int sell = b.bid != CIT_BID_NONE && b.bid >= TILE_WORTH;
        for (int i = 0; i < n; i++)
            if (moves[i].arg0 == (sell ? 0 : 1)) return *out = moves[i], 1;
        return 0;
    }
    if (d == CIT_DECIDE_BAZAAR_BID) { /* pass three times in four, else the least raise */
        *out = moves[n > 1 && ai_rng_below(rng, 4) == 0 ? 1 : 0];
        return 1;
    }
    if (d == CIT_DECIDE_BAZAAR_PICK) { /* a tile at random, opened at 0 or 1 */
        int tiles = 0;
        while (tiles < n && moves[tiles].arg1 == moves[0].arg1) tiles++;
        int k = (int)ai_rng_below(rng, (uint32_t)tiles);
        if (n > 2 * tiles && ai_rng_below(rng, 2)) k += tiles;
        *out = moves[k];
        return 1;
    }
    return 0;
}

int ai_bazaar_pending(const cit_game *g) {
    int d = cit_game_pending(g).decision;
    return d == CIT_DECIDE_BAZAAR_PICK || d == CIT_DECIDE_BAZAAR_BID || d == CIT_DECIDE_BAZAAR_DEAL;
}

cit_move ai_playout_pick(const cit_game *g, const cit_move *moves, int n, int smart,
                         uint64_t *rng) {
    cit_move b;
    if (moves[0].type != CIT_MOVE_PLACE && bazaar_pick(g, moves, n, rng, &b)) return b;
    cit_move m = moves[ai_rng_below(rng, (uint32_t)n)];
    if (!smart || m.type != CIT_MOVE_PLACE || m.spot == CIT_SPOT_NONE) return m;
    /* A place move without its follower is always legal too (the follower is optional). */
    if (!keep_follower(g, m.tile, m.spot, rng)) m.spot = CIT_SPOT_NONE;
    return m;
}

/*
 * The fast path for tile placement, the one decision of the base game: listing every
 * legal move means finding the free follower spots of every placement, which is most
 * of the cost of a playout. Here a placement (cell and rotation) is drawn uniformly
 * first and only its spots are looked at. Returns 0 if it does not apply.
 */
int ai_playout_place(const cit_game *g, cit_placement *pl, int cap, int smart, uint64_t *rng,
                     cit_move *out) {
    cit_pending pd = cit_game_pending(g);
    if (pd.decision != CIT_DECIDE_PLACE_TILE) return 0;
    /* Uniform play is exactly the engine's cheap random move. */
    if (!smart) return cit_game_random_move(g, ai_rng_next(rng), out) == CIT_OK;
    int n = cit_game_legal_placements(g, pl, cap);
    if (n <= 0 || n > cap) return 0;
    int total = 0;
    for (int i = 0; i < n; i++) total += bits4[pl[i].rotmask & 15];
    if (total <= 0) return 0;
    int k = (int)ai_rng_below(rng, (uint32_t)total), i, r = 0;
    for (i = 0; i < n; i++) {
        int c = bits4[pl[i].rotmask & 15];
        if (k < c) break;
        k -= c;
    }
    for (r = 0; r < 4; r++)
        if ((pl[i].rotmask >> r & 1) && k-- == 0) break;
    memset(out, 0, sizeof *out);
    out->type = CIT_MOVE_PLACE;
    out->tile = pd.tile;
    out->x = pl[i].x;
    out->y = pl[i].y;
    out->rot = (uint8_t)r;
    out->spot = CIT_SPOT_NONE;
    /* A placement legal only with a bridge (Bridges) takes one of its bridges; playouts
       leave the optional bridges of other placements aside. */
    if (pl[i].bridgemask >> r & 1) {
        cit_move opts[16];
        int no = cit_game_bridge_options(g, pl[i].x, pl[i].y, r, opts, 16, NULL);
        if (no <= 0) return 0;
        *out = opts[ai_rng_below(rng, (uint32_t)(no < 16 ? no : 16))];
    }
    int8_t spots[CIT_MAX_TILE_FEATURES + 1];
    int ns = cit_game_move_spots(g, out, spots, CIT_MAX_TILE_FEATURES + 1);
    if (ns > CIT_MAX_TILE_FEATURES + 1) ns = CIT_MAX_TILE_FEATURES + 1;
    if (ns > 0) {
        int s = spots[ai_rng_below(rng, (uint32_t)ns)];
        if (keep_follower(g, pd.tile, s, rng)) out->spot = (int8_t)s;
    }
    return 1;
}
