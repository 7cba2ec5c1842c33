/* Playout policy: cheap, follower-aware random play used inside the search. */
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

cit_move ai_playout_pick(const cit_game *g, const cit_move *moves, int n, int smart,
                         uint64_t *rng) {
    cit_move m = moves[ai_rng_below(rng, (uint32_t)n)];
    if (!smart || m.type != CIT_MOVE_PLACE || m.spot == CIT_SPOT_NONE) return m;
    /* A place move without its follower is always legal too (the follower is optional). */
    const cit_tileset *ts = cit_game_tileset(g);
    unsigned kind = m.spot >= 0 && m.tile < ts->ntiles && m.spot < ts->tiles[m.tile].nfeat
                        ? ts->tiles[m.tile].feat[m.spot].kind
                        : CIT_FEAT_FIELD;
    unsigned keep = kind < CIT_FEAT_KIND_COUNT ? keep_per_kind[kind] : 64;
    int supply = cit_game_supply(g, cit_game_pending(g).player);
    if (supply <= 2) keep /= 2; /* keep a reserve for cloisters and closing cities */
    if (ai_rng_below(rng, 256) >= keep) m.spot = CIT_SPOT_NONE;
    return m;
}
