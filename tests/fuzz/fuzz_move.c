/* libFuzzer target: move text on its own. What parses formats back to the same move, and
   applying it either succeeds or leaves the game exactly as it was (base game, Bridges,
   Castles and Bazaars, The City's wall decisions, The Tower's capture). */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "engine.h"
#include "modules/bazaar/bazaar.h"
#include "modules/bridges/bridges.h"
#include "modules/castles/castles.h"
#include "modules/city/city.h"
#include "modules/halflings/halflings.h"
#include "modules/inns/inns.h"
#include "modules/tower/tower.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static cit_game *bases[5], *scratch;

/* Games a few moves in, so the frontier reaches past the start tile's neighbours: the
   base game, one with Bridges, Castles and Bazaars (whose verbs it knows), and The City
   at its first wall piece (gate, wallpiece and tower), and Halflings with Bridges at the
   turn's question (draw, play, then a triangle's placement and its bridge), and The Tower
   at a capture (towerstep, capture, exchange, ransom). */
static void make_bases(void) {
    for (int k = 0; k < 2; k++) {
        cit_setup su;
        cit_setup_default(&su, 3, 5);
        su.opt.v[CIT_OPT_BRIDGES] = su.opt.v[CIT_OPT_CASTLES] = su.opt.v[CIT_OPT_BAZAAR] = (uint8_t)k;
        bases[k] = cit_game_new(&su, NULL, 0, NULL);
        if (!bases[k]) abort();
        for (uint64_t i = 0; i < 12; i++) cit_game_play_random(bases[k], i, NULL);
    }
    for (uint64_t seed = 1; !bases[2]; seed++) { /* a City game waiting for a wall piece */
        cit_setup su;
        cit_setup_default(&su, 2, seed);
        su.mode = CIT_MODE_CITY;
        cit_game *g = cit_game_new(&su, NULL, 0, NULL);
        if (!g) abort();
        for (uint64_t i = 0; !cit_game_over(g) && cit_game_pending(g).decision != CIT_DECIDE_CITY_WALL; i++)
            cit_game_play_random(g, i, NULL);
        if (cit_game_over(g)) cit_game_free(g);
        else bases[2] = g;
    }
    for (uint64_t seed = 1; !bases[3]; seed++) {
        cit_setup su;
        cit_setup_default(&su, 2, seed);
        su.opt.v[CIT_OPT_HALFLINGS] = su.opt.v[CIT_OPT_BRIDGES] = 1;
        cit_game *g = cit_game_new(&su, NULL, 0, NULL);
        if (!g) abort();
        for (uint64_t i = 0; i < 10; i++) cit_game_play_random(g, i, NULL);
        if (cit_game_over(g) || cit_game_pending(g).decision != CIT_DECIDE_HALFLINGS_TURN) cit_game_free(g);
        else bases[3] = g;
    }
    for (uint64_t seed = 1; !bases[4]; seed++) {
        cit_setup su;
        cit_setup_default(&su, 2, seed);
        su.opt.v[CIT_OPT_TOWER] = su.opt.v[CIT_OPT_BIG_FOLLOWER] = 1;
        cit_game *g = cit_game_new(&su, NULL, 0, NULL);
        if (!g) abort();
        for (uint64_t i = 0; i < 400 && !cit_game_over(g) && cit_game_pending(g).decision != CIT_DECIDE_TOWER_CAPTURE; i++)
            cit_game_play_random(g, i, NULL);
        if (cit_game_pending(g).decision != CIT_DECIDE_TOWER_CAPTURE) cit_game_free(g);
        else bases[4] = g;
    }
    scratch = cit_game_clone(bases[0]);
    if (!scratch) abort();
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (!scratch) make_bases();
    const cit_game *base = bases[size % 5]; /* by length: base, expansions, The City, Halflings, The Tower */
    cit_move m;
    if (cit_move_parse(base, (const char *)data, size, &m) != CIT_OK) return 0;
    char text[64];
    cit_move back;
    if (cit_move_format(base, &m, text, sizeof text) != CIT_OK ||
        cit_move_parse(base, text, strlen(text), &back) != CIT_OK || memcmp(&m, &back, sizeof m) != 0)
        abort();
    cit_game_copy(scratch, base);
    uint64_t before = cit_game_hash(scratch);
    cit_status st = cit_game_apply(scratch, &m, NULL);
    if (st != CIT_OK && cit_game_hash(scratch) != before) abort(); /* a refused move changed the game */
    if (st == CIT_OK && m.type != CIT_MOVE_PLACE) { /* an accepted decision is a listed one */
        static cit_move listed[CIT_MAX_MOVES];
        int n = cit_game_legal_moves(base, listed, CIT_MAX_MOVES), found = 0;
        for (int i = 0; i < n && i < CIT_MAX_MOVES && !found; i++) found = !memcmp(&listed[i], &m, sizeof m);
        if (!found) abort();
    } else if (st == CIT_OK) { /* an accepted placement is one the placement queries call legal */
        static cit_placement pl[1024];
        int n = cit_game_legal_placements(base, pl, 1024), found = 0;
        for (int i = 0; i < n && i < 1024 && !found; i++)
            found = pl[i].x == m.x && pl[i].y == m.y && (pl[i].rotmask >> m.rot & 1);
        int8_t spots[CIT_MAX_TILE_FEATURES + 1];
        int ns = cit_game_move_spots(base, &m, spots, CIT_MAX_TILE_FEATURES + 1);
        for (int i = 0; i < ns && m.spot != CIT_SPOT_NONE && found < 2; i++) found += spots[i] == m.spot;
        if (!found || (m.spot != CIT_SPOT_NONE && found < 2)) abort();
    }
    return 0;
}
