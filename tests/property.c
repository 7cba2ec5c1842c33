/* Property tests over thousands of seeded random games, and the golden seed catalogue. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine.h"
#include "modules/bazaar/bazaar.h"
#include "modules/bridges/bridges.h"
#include "modules/castles/castles.h"
#include "modules/city/city.h"
#include "modules/count/count.h"
#include "modules/halflings/halflings.h"
#include "modules/river/river.h"
#include "modules/inns/inns.h"
#include "modules/traders/traders.h"
#include "modules/tower/tower.h"
#include "modules/dragon/dragon.h"
#include "modules/abbey/abbey.h"
#include "internal.h" /* the occupancy reference places a tile with board_place_piece */
#include "property_golden.h"
#include "rules.h"    /* the decision queue's depth and the turn's loud failures */
#include "modules/halflings/mod_halflings.h" /* the triangles left in a draft's display */
#include "failcheck.h"

/*
 *   property GAMES            random games with invariant checks
 *   property --count GAMES    the same with the Count of Carcassonne (both count_all_scorings)
 *   property --bcb GAMES      the same with Bridges, Castles and Bazaars all on (either
 *                             bazaar variant; every fifth game with the Count too)
 *   property --halflings GAMES  the same with Halflings (every fourth game with the Count,
 *                             every fourth with Bridges, Castles and Bazaars, every fourth
 *                             with the draft): hands hold
 *                             only triangles, the stack none, hands never grow, and
 *                             triangles are played
 *   property --river GAMES    the same with the River (every fourth game also with Bridges,
 *                             Castles and Bazaars, every fourth with Halflings, every
 *                             fourth with all of them): the course follows the river's
 *                             rules on the final board, river tiles come first and are all
 *                             placed or removed, no follower on a river
 *   property --inns GAMES     Inns & Cathedrals and its big follower, alone and with the others
 *   property --traders GAMES  Traders & Builders (its three options in turn, with each other
 *                             expansion it may meet): goods tokens match the goods of the
 *                             cities completed in play, builders and pigs stand where
 *                             they may, a second part never follows a second part
 *   property --tower GAMES    The Tower alone and with each classic expansion in turn (every
 *                             eighth game with all of them): pieces are conserved, a
 *                             tower's top follower and prisoners are counted as followers,
 *                             pieces, captures, exchanges and ransoms are played
 *   property --dragon GAMES   the Princess & the Dragon, alone and with each classic
 *                             expansion, every eighth game with most of them: the dragon
 *                             stands on a tile, the movement's cells are neighbours and
 *                             distinct, dragon tiles come after the first volcano
 *   property --abbey GAMES    Abbey & Mayor's abbeys, mayor and wagon (any of them), alone and
 *                             with each expansion they may meet: abbeys are taken and placed
 *                             (each player's at most once), mayors stand on cities only, wagons
 *                             never on fields and move only onto uncompleted features
 *   property --all GAMES      every classic expansion at once (the Count or the River)
 *   property --city GAMES     The City (2-4 players): its spots against placing the tile
 *                             (no follower on a free street or market the tile completes)
 *   property --golden         print the golden catalogue (tests/golden/catalogue.txt)
 *   property --check FILE     compare the catalogue with FILE
 */

static int failures;

static cit_move legal[CIT_MAX_MOVES];
static cit_move decision_moves[CIT_MAX_MOVES];
static long module_decisions; /* decisions other than placements, over all games */
static long bridges_built;    /* placements carrying a bridge, over all games */
static long tri_bridges;      /* of them, bridges over a cell of two triangles */
static int deepest_queue;     /* the most decisions queued at once, over all games */

enum { MODE_BASE, MODE_COUNT, MODE_BCB, MODE_HALFLINGS, MODE_CITY, MODE_RIVER, MODE_INNS, MODE_TRADERS, MODE_ALL, MODE_TOWER, MODE_DRAGON, MODE_ABBEY };
static long abbeys_taken, mayors_placed; /* abbeys taken into hand, mayors put on cities (MODE_ABBEY) */
static long wagons_placed, wagons_moved;  /* wagons put on the board, moved after a scoring (MODE_ABBEY) */
static long barns_placed, barn_scorings;  /* barns put on corners, barn fields paid at the end (MODE_ABBEY) */
static long bigs_placed; /* big followers put on the board (MODE_INNS), over all games */

static int followers_conserved(const cit_game *g, int nplayers) {
    cit_follower f[64];
    int n = cit_game_followers(g, f, 64), on_board[CIT_MAX_PLAYERS] = {0};
    for (int i = 0; i < n && i < 64; i++) on_board[f[i].player]++;
    int figures = CIT_FOLLOWERS + (cit_option_get(&cit_game_setup(g)->opt, CIT_OPT_BIG_FOLLOWER) > 0);
    for (int p = 0; p < nplayers; p++) /* a mayor on the board is a follower there, at home its own */
        if (on_board[p] + cit_game_supply(g, p) != figures + cit_game_mayor(g, p, NULL) + cit_game_wagon(g, p, NULL))
            return 0;
    return 1;
}

/* Is m legal by the placement queries (which list every rotation, not only distinct)?
   Other decisions: is it in the legal list? */
static int legal_by_queries(const cit_game *g, const cit_move *m) {
    if (cit_game_pending(g).decision != CIT_DECIDE_PLACE_TILE) {
        int n = cit_game_legal_moves(g, decision_moves, CIT_MAX_MOVES);
        for (int i = 0; i < n && i < CIT_MAX_MOVES; i++)
            if (!memcmp(&decision_moves[i], m, sizeof *m)) return 1;
        return 0;
    }
    if (m->type != CIT_MOVE_PLACE) return 0;
    cit_placement pl[512];
    int n = cit_game_legal_placements(g, pl, 512);
    for (int i = 0; i < n; i++) {
        if (pl[i].x != m->x || pl[i].y != m->y || !(pl[i].rotmask >> m->rot & 1)) continue;
        /* a bridge: one of the placement's bridge options; none: not a bridge-only one */
        if (m->arg0 != CIT_BRIDGE_NONE || m->arg1) {
            cit_move opts[16];
            int k = cit_game_bridge_options(g, m->x, m->y, m->rot, opts, 16, NULL), found = 0;
            for (int j = 0; j < k && j < 16; j++) found |= opts[j].arg0 == m->arg0 && opts[j].arg1 == m->arg1;
            if (!found) return 0;
        } else if (pl[i].extramask >> m->rot & 1) {
            return 0;
        }
        if (m->spot == CIT_SPOT_NONE) return 1;
        int8_t spots[16];
        int k = cit_game_move_spots(g, m, spots, 16);
        for (int j = 0; j < k; j++)
            if (spots[j] == m->spot) return 1;
        return 0;
    }
    return 0;
}

/* The held features, each scored once to its majority at its end value, make the
   projected scores (the base game: no module scores anything else at the end). */
static void check_held_features(const cit_game *g, int nplayers, uint64_t seed) {
    cit_feature_info held[64];
    int n = cit_game_held_features(g, held, 64), sum[CIT_MAX_PLAYERS], projected[CIT_MAX_PLAYERS];
    CHECK(n >= 0 && n <= 64 && n == cit_game_held_features(g, NULL, 0), "seed %llu: %d held features",
          (unsigned long long)seed, n);
    for (int p = 0; p < nplayers; p++) sum[p] = cit_game_score(g, p);
    for (int i = 0; i < n && i < 64; i++) {
        int most = 0;
        CHECK(!held[i].complete, "seed %llu: a complete feature is held", (unsigned long long)seed);
        for (int j = 0; j < i; j++)
            CHECK(held[j].id != held[i].id, "seed %llu: feature %d listed twice", (unsigned long long)seed, held[i].id);
        for (int p = 0; p < nplayers; p++)
            if (held[i].followers[p] > most) most = held[i].followers[p];
        CHECK(most > 0, "seed %llu: a held feature without followers", (unsigned long long)seed);
        for (int p = 0; p < nplayers; p++)
            if (most && held[i].followers[p] == most) sum[p] += held[i].value;
    }
    cit_game_projected_scores(g, projected);
    for (int p = 0; p < nplayers; p++)
        CHECK(sum[p] == projected[p], "seed %llu player %d: held features make %d, projected %d",
              (unsigned long long)seed, p, sum[p], projected[p]);
}

/* The cheap queries against the full ones, on the last few tiles placed and their
   cells: cit_game_tile_at against cit_game_parts_at, and cit_game_feature_brief against
   cit_game_feature on every spot of every part (the fields the brief one fills). */
static void check_cheap_queries(const cit_game *g, uint64_t seed) {
    int n = cit_game_placed_count(g);
    for (int i = n > 6 ? n - 6 : 0; i < n; i++) {
        cit_placed_tile pt = cit_game_placed(g, i), parts[2];
        int np = cit_game_parts_at(g, pt.x, pt.y, parts), tile = -1, rot = -1;
        int nt = cit_game_tile_at(g, pt.x, pt.y, &tile, &rot);
        CHECK(nt == np && (np != 1 || (tile == parts[0].tile && rot == parts[0].rot)),
              "seed %llu: tile_at %d (tile %d rot %d), parts_at %d (tile %d rot %d) at %d,%d",
              (unsigned long long)seed, nt, tile, rot, np, parts[0].tile, parts[0].rot, pt.x, pt.y);
        for (int spot = 0; spot < CIT_MAX_TILE_FEATURES; spot++) {
            cit_feature_info full, brief;
            int a = cit_game_feature(g, pt.x, pt.y, spot, pt.half, &full, NULL, 0, NULL);
            int b = cit_game_feature_brief(g, pt.x, pt.y, spot, pt.half, &brief);
            CHECK(a == b, "seed %llu: feature %d at %d,%d: found %d, brief %d", (unsigned long long)seed, spot,
                  pt.x, pt.y, a, b);
            if (!a || !b) break;
            CHECK(brief.kind == full.kind && brief.complete == full.complete && brief.pennants == full.pennants &&
                      brief.open == full.open && brief.id == full.id &&
                      !memcmp(brief.followers, full.followers, sizeof brief.followers) && brief.cells == 0 &&
                      brief.value == 0 && brief.closed_value == 0 && brief.goods == 0,
                  "seed %llu: feature %d at %d,%d: the brief answer differs", (unsigned long long)seed, spot, pt.x,
                  pt.y);
        }
    }
}

/* A random move near the board: usually illegal; must be rejected without change. */
static void probe_random_move(cit_game *g, cit_game *scratch, uint64_t *rs) {
    if (cit_game_pending(g).decision != CIT_DECIDE_PLACE_TILE) {
        /* any move type with random arguments */
        cit_move m = {0};
        m.type = (uint8_t)(mix(rs) % (CIT_MOVE_BAZAAR_DEAL + 1)) /* the types the shipped modules know */;
        m.arg0 = (uint8_t)(mix(rs) % 6);
        if (m.arg0 == 5) m.arg0 = CIT_QUARTER_NONE;
        m.arg1 = (uint8_t)(mix(rs) % 9);
        m.spot = CIT_SPOT_NONE;
        int expect_ok = legal_by_queries(g, &m);
        uint64_t before = cit_game_hash(g);
        cit_game_copy(scratch, g);
        cit_status st = cit_game_apply(scratch, &m, NULL);
        CHECK((st == CIT_OK) == expect_ok, "random decision type %d %d %d: status %s, list says %s", m.type,
              m.arg0, m.arg1, cit_status_str(st), expect_ok ? "legal" : "illegal");
        if (st != CIT_OK) CHECK(cit_game_hash(scratch) == before, "rejected move changed the game");
        return;
    }
    int minx, miny, maxx, maxy;
    cit_game_bounds(g, &minx, &miny, &maxx, &maxy);
    cit_move m = {0};
    m.type = CIT_MOVE_PLACE;
    m.tile = cit_game_pending(g).tile;
    m.x = (int8_t)(minx - 2 + (int)(mix(rs) % (uint64_t)(maxx - minx + 5)));
    m.y = (int8_t)(miny - 2 + (int)(mix(rs) % (uint64_t)(maxy - miny + 5)));
    m.rot = (uint8_t)(mix(rs) % 5);
    m.spot = (int8_t)((int)(mix(rs) % 11) - 1);
    if (mix(rs) % 3 == 0) { /* a bridge somewhere, or nonsense in the bridge bytes */
        m.arg0 = (uint8_t)(mix(rs) % 7);
        m.arg1 = (uint8_t)(mix(rs) % 3);
    }
    int expect_ok = m.rot < 4 && legal_by_queries(g, &m);
    uint64_t before = cit_game_hash(g);
    cit_game_copy(scratch, g);
    cit_status st = cit_game_apply(scratch, &m, NULL);
    CHECK((st == CIT_OK) == expect_ok, "random move %d,%d r%d f%d: status %s, queries say %s", m.x,
          m.y, m.rot, m.spot, cit_status_str(st), expect_ok ? "legal" : "illegal");
    if (st != CIT_OK) CHECK(cit_game_hash(scratch) == before, "rejected move changed the game");
}

/*
 * The definition of an occupied spot (RULES: a follower goes on a feature of the new
 * tile "that is not already occupied, anywhere along its connected extent"): place the
 * tile on a copy, without a follower and without scoring (which would send followers
 * home), and ask each of its features whether a follower stands anywhere on it.
 */
static long placements_checked, discards_checked;

static uint32_t occupied_by_placing(const cit_game *g, cit_game *copy, int x, int y, int rot, uint32_t *closed) {
    cit_game_copy(copy, g);
    int pi = board_place_piece(copy, cit_game_pending(g).tile, x, y, rot);
    const piece *p = &copy->pieces[pi];
    uint32_t mask = 0;
    *closed = 0;
    /* The City (RULES.md §5): nor on a free street or market the tile completes */
    int city = cit_game_setup(g)->mode == CIT_MODE_CITY;
    if (city) { /* markets closed by every neighbour, streets and markets by a wall */
        feat_touch_any_sides(copy, pi);
        uint16_t done[16];
        for (int d = 0; d < 4; d++)
            if (board_wall_at(copy, x, y, d)) feat_close_side(copy, x, y, d, done, 16);
    }
    for (int f = 0; f < p->nfeat; f++) {
        const node *r = &copy->nodes[feat_find(copy, (uint16_t)(p->node0 + f))];
        if (r->kind == CIT_FEAT_RIVER) *closed |= 1u << f; /* RULES.md §8: never a follower on the river */
        else if (r->nmeeples) mask |= 1u << f;
        else if (city && r->open == 0 && (r->kind == CIT_FEAT_STREET || r->kind == CIT_FEAT_MARKET))
            *closed |= 1u << f;
    }
    return mask;
}

/* The follower spots the queries and the listing give for x,y turned rot (the listing
   only if it lists that rotation) are the features placing the tile leaves free. */
/* Halflings' crop circle: its placement carries no follower, which is asked
   after the crop circle's action (not in a game replayed from a format-2 save). */
/* Abbey & Mayor's barns (RULES.md §11): a barn placed stays where it went to the end (it
   never returns), one per player, and whenever a player is to place a tile no follower
   stands in a barn's field (its farmers went home at the end of the turn part). */
static void check_barns(const cit_game *g, const cit_event *barn_at, int nplayers, unsigned long long seed) {
    for (int p = 0; p < nplayers; p++) {
        int x, y, corner, on = cit_game_barn(g, p, &x, &y, &corner);
        const cit_event *ev = &barn_at[p];
        CHECK(on + cit_game_barn_in_supply(g, p) == (cit_game_setup(g)->opt.v[CIT_OPT_BARN] ? 1 : 0),
              "seed %llu: a barn in two places or in none", seed);
        CHECK(on == (ev->type != 0) && (!on || (x == ev->x && y == ev->y && corner == ev->quarter)),
              "seed %llu: a barn returned or moved", seed);
        cit_feature_info info;
        if (!on || cit_game_pending(g).decision != CIT_DECIDE_PLACE_TILE) continue;
        CHECK(cit_game_feature_brief(g, ev->x, ev->y, ev->spot, 0, &info) && info.kind == CIT_FEAT_FIELD,
              "seed %llu: a barn off a field", seed);
        for (int q = 0; q < nplayers; q++)
            CHECK(!info.followers[q], "seed %llu: a farmer in a barn's field", seed);
    }
}

static int follower_later(const cit_game *g) {
    return (cit_game_tileset(g)->tiles[cit_game_pending(g).tile].flags & CIT_TF_CROP_CIRCLE) &&
           cit_game_setup(g)->moves_format != 2;
}

/* RULES.md §9: no figure on a volcano. */
static int on_volcano(const cit_game *g) {
    return (cit_game_tileset(g)->tiles[cit_game_pending(g).tile].flags & CIT_TF_VOLCANO) != 0;
}

static void check_spots(const cit_game *g, cit_game *copy, int n, int x, int y, int rot, uint32_t *occupied) {
    uint32_t closed, want = occupied_by_placing(g, copy, x, y, rot, &closed);
    int nfeat = cit_game_tileset(g)->tiles[cit_game_pending(g).tile].nfeat;
    uint32_t free_spots = cit_game_supply(g, cit_game_pending(g).player) ? ((1u << nfeat) - 1) & ~want & ~closed : 0;
    if (follower_later(g) || on_volcano(g))
        free_spots = 0;
    if (cit_game_setup(g)->opt.v[CIT_OPT_FARMERS_OFF]) /* the beginners' game: no farmers */
        for (int f = 0; f < nfeat; f++)
            if (cit_game_tileset(g)->tiles[cit_game_pending(g).tile].feat[f].kind == CIT_FEAT_FIELD) free_spots &= ~(1u << f);
    int8_t spots[16];
    int k = cit_game_follower_spots(g, x, y, rot, spots, 16);
    uint32_t got = 0, listed = 0;
    for (int i = 0; i < k; i++) got |= 1u << spots[i];
    int placed = 0;
    for (int i = 0; i < n; i++) {
        if (legal[i].x != x || legal[i].y != y || legal[i].rot != rot || legal[i].arg0) continue;
        if (legal[i].spot == CIT_SPOT_NONE) placed = 1;
        else listed |= 1u << legal[i].spot;
    }
    CHECK(got == free_spots, "%d,%d r%d: follower spots %#x, placing the tile leaves %#x free", x, y, rot, got,
          free_spots);
    CHECK(!placed || listed == free_spots, "%d,%d r%d: listed spots %#x, placing the tile leaves %#x free", x, y,
          rot, listed, free_spots);
    placements_checked++;
    *occupied = want;
}

/* Does `tile` fit anywhere, by the placement rule read cell by cell round the board
   (not through the frontier and its fit table, which the discard check uses)? */
static int fits_by_the_rule(const cit_game *g, int tile) {
    int minx, miny, maxx, maxy;
    cit_game_bounds(g, &minx, &miny, &maxx, &maxy);
    for (int y = miny - 1; y <= maxy + 1; y++)
        for (int x = minx - 1; x <= maxx + 1; x++) {
            if (board_piece_at(g, x, y) || board_beyond_wall(g, x, y)) continue; /* The City: outside */
            int touches = 0;
            /* a neighbour touches with an edge it shows (not a triangle's open half) */
            for (int d = 0; d < 4; d++) touches |= board_edge_facing(g, x + dir_dx[d], y + dir_dy[d], (d + 2) & 3) != 0;
            for (int r = 0; r < 4 && touches; r++) {
                int ok = 1;
                for (int d = 0; d < 4; d++) {
                    int theirs = board_edge_facing(g, x + dir_dx[d], y + dir_dy[d], (d + 2) & 3);
                    ok &= !theirs || theirs == g->cat->edge[tile][r][d];
                }
                if (ok) return 1;
            }
        }
    return 0;
}

static void every_listed_move_applies(const cit_game *g, cit_game *scratch, int n) {
    for (int i = 0; i < n; i++) {
        cit_game_copy(scratch, g);
        cit_status st = cit_game_apply(scratch, &legal[i], NULL);
        CHECK(st == CIT_OK, "listed move %d rejected: %s", i, cit_status_str(st));
        CHECK(legal_by_queries(g, &legal[i]), "listed move not legal by the queries");
    }
}

static void check_save_load(const cit_session *s) {
    size_t need = cit_session_save(s, NULL, 0);
    char *text = malloc(need + 1);
    cit_session_save(s, text, need + 1);
    cit_setup su;
    cit_setup_default(&su, 2, 1);
    cit_session *t = cit_session_new(&su, NULL);
    cit_load_error err;
    cit_status st = cit_session_load(t, text, need, &err);
    CHECK(st == CIT_OK, "reload failed at line %d: %s", err.line, err.message);
    if (st == CIT_OK)
        CHECK(cit_game_hash(cit_session_game(t)) == cit_game_hash(cit_session_game(s)), "reload changed the hash");
    cit_session_free(t);
    free(text);
}

static long city_completions; /* City games whose wall was completed at the end */
static long city_uncompleted; /* and those where no path could complete it */

/* Whether the wall closed on itself in play (no end left). */
static int ends_met(const cit_game *g) {
    cit_wall w[128];
    int n = cit_game_walls(g, w, 128);
    if (n > 128) n = 128;
    static const int from[4][2] = {{0, 0}, {1, 0}, {1, 1}, {0, 1}};
    for (int i = 0; i < n; i++)
        for (int k = 0; k < 2; k++) {
            int x = w[i].x + from[(w[i].side + k) & 3][0], y = w[i].y + from[(w[i].side + k) & 3][1], seen = 0;
            for (int j = 0; j < n; j++)
                for (int l = 0; l < 2; l++)
                    seen += w[j].x + from[(w[j].side + l) & 3][0] == x && w[j].y + from[(w[j].side + l) & 3][1] == y;
            if (seen == 1) return 0;
        }
    return 1;
}

/* The City's wall: no tile outside any piece, and one path: every corner is the end of
   at most two pieces, and exactly two corners of one each while it is open. */
static void check_wall(const cit_game *g) {
    cit_wall w[128];
    int n = cit_game_walls(g, w, 128);
    if (n > 128) n = 128;
    int cx[256], cy[256], cn[256], ncorners = 0;
    static const int from[4][2] = {{0, 0}, {1, 0}, {1, 1}, {0, 1}};
    for (int i = 0; i < n; i++) {
        int ox = w[i].x + dir_dx[w[i].side], oy = w[i].y + dir_dy[w[i].side];
        CHECK(!board_piece_at(g, ox, oy), "a tile outside the wall at %d,%d", ox, oy);
        for (int k = 0; k < 2; k++) {
            int x = w[i].x + from[(w[i].side + k) & 3][0], y = w[i].y + from[(w[i].side + k) & 3][1], j = 0;
            while (j < ncorners && (cx[j] != x || cy[j] != y)) j++;
            if (j == ncorners) cx[j] = x, cy[j] = y, cn[j] = 0, ncorners++;
            cn[j]++;
        }
    }
    int ends = 0;
    for (int j = 0; j < ncorners; j++) {
        CHECK(cn[j] <= 2, "the wall touches itself at %d,%d", cx[j], cy[j]);
        ends += cn[j] == 1;
    }
    CHECK(n == 0 || ends == 2 || ends == 0, "the wall is not one path (%d ends)", ends);
}

/* The City after the game: the completion's pieces (as listed, one event each) close the
   wall: no tile outside one, and with the pieces laid every corner ends an even number
   of pieces (a closed wall). */
static long city_completion_max;
static long city_tiles_outside; /* games whose completion was the last resort (a tile outside) */
static long city_touching;      /* games whose completed wall touches itself at a corner */
static void check_completion(const cit_game *g, int completion) {
    cit_wall w[128 + 256];
    int n = cit_game_walls(g, w, 128), k = cit_game_city_completion_walls(g, w + 128, 256);
    CHECK(k == completion, "completion lists %d pieces of %d", k, completion);
    if (n > 128 || k > 256) return;
    if (k > city_completion_max) city_completion_max = k;
    memmove(w + n, w + 128, sizeof w[0] * (size_t)k);
    int cx[2 * 384], cy[2 * 384], cn[2 * 384], ncorners = 0, outside = 0;
    static const int from[4][2] = {{0, 0}, {1, 0}, {1, 1}, {0, 1}};
    for (int i = 0; i < n + k; i++) {
        int ox = w[i].x + dir_dx[w[i].side], oy = w[i].y + dir_dy[w[i].side];
        if (i < n) CHECK(!board_piece_at(g, ox, oy), "a tile outside the wall at %d,%d", ox, oy);
        else outside |= board_piece_at(g, ox, oy) != NULL;
        CHECK(i < n || (w[i].kind == CIT_WALL_CITY_COMPLETION && w[i].by == CIT_NOBODY), "a completion piece's kind");
        for (int c = 0; c < 2; c++) {
            int x = w[i].x + from[(w[i].side + c) & 3][0], y = w[i].y + from[(w[i].side + c) & 3][1], j = 0;
            while (j < ncorners && (cx[j] != x || cy[j] != y)) j++;
            if (j == ncorners) cx[j] = x, cy[j] = y, cn[j] = 0, ncorners++;
            cn[j]++;
        }
    }
    int touching = 0;
    for (int j = 0; j < ncorners; j++) {
        CHECK(!(cn[j] & 1), "the completed wall is open at %d,%d", cx[j], cy[j]);
        touching |= cn[j] > 2;
    }
    city_tiles_outside += outside;
    city_touching += touching;
}

/* Bridges and castles: what a player has left plus what stands on the board is what
   the player got at the start. */
static void check_pieces_conserved(const cit_game *g, int nplayers) {
    int start = nplayers <= 4 ? 3 : 2, built[CIT_MAX_PLAYERS] = {0}, kept[CIT_MAX_PLAYERS] = {0};
    cit_bridge b[64];
    int nb = cit_game_bridges(g, b, 64);
    for (int i = 0; i < nb && i < 64; i++) built[b[i].player]++;
    cit_castle c[16];
    int nc = cit_game_castles(g, c, 16);
    for (int i = 0; i < nc && i < 16; i++) kept[c[i].owner]++;
    for (int p = 0; p < nplayers; p++) {
        CHECK(cit_game_bridges_left(g, p) + built[p] == start, "player %d: bridges not conserved", p);
        CHECK(cit_game_castles_left(g, p) + kept[p] == start, "player %d: castles not conserved", p);
    }
}

/* Halflings: hands hold only triangles and never grow, the stack holds no triangle, and
   the held tiles are the 24 triangles and the squares under hills. */
static long triangles_played;
static void check_hands(const cit_game *g, int nplayers, int *sizes) {
    cit_tile_id hand[64], order[CIT_MAX_STACK];
    const halflings_state *h = MODULE_STATE(g, halflings_state, CIT_MODULE_HALFLINGS);
    for (int p = 0; p < nplayers; p++) {
        int n = cit_game_hand(g, p, hand, 64);
        /* the draft fills the hands (its last pick too: drafting is over after it) */
        int filling = h->drafting || sizes[CIT_MAX_PLAYERS];
        CHECK(n <= sizes[p] || filling, "player %d: the hand grew", p);
        if (filling) sizes[p] = n;
        triangles_played += sizes[p] - n;
        sizes[p] = n;
        for (int i = 0; i < n && i < 64; i++) CHECK(g->cat->triangle[hand[i]], "a square in a hand");
    }
    sizes[CIT_MAX_PLAYERS] = h->drafting; /* the last slot: the draft ran before this move */
    int norder = cit_game_tile_order(g, order, CIT_MAX_STACK);
    for (int i = g->next_draw; i < norder; i++) CHECK(!g->cat->triangle[order[i]], "a triangle in the stack");
    int triangles = 0;
    for (int i = 0; i < g->nheld; i++) triangles += g->cat->triangle[g->held[i]];
    int on_board = 0;
    for (int i = 0; i < g->npieces; i++) on_board += g->cat->triangle[g->pieces[i].tile];
    int in_hand = g->decision == CIT_DECIDE_PLACE_TILE && !g->nqueue && g->cat->triangle[g->hand];
    CHECK(triangles + on_board + in_hand + h->npool == 24, "triangles not conserved: %d held, %d placed, %d in hand", triangles,
          on_board, in_hand);
}

/* The re-deal for an observer keeps shapes and hand sizes, and the observer's hand. */
static void check_redeal(const cit_game *g, cit_game *scratch, int nplayers, uint64_t seed) {
    int observer = cit_game_pending(g).player;
    cit_game_copy(scratch, g);
    cit_game_shuffle_unseen(scratch, observer, seed);
    cit_tile_id a[64], b[64], order[CIT_MAX_STACK];
    for (int p = 0; p < nplayers; p++) {
        int n = cit_game_hand(g, p, a, 64), m = cit_game_hand(scratch, p, b, 64);
        CHECK(n == m, "re-deal changed the size of a hand");
        for (int i = 0; i < m && i < 64; i++) CHECK(g->cat->triangle[b[i]], "re-deal put a square in a hand");
        CHECK(p != observer || !memcmp(a, b, sizeof a[0] * (size_t)(n < 64 ? n : 64)), "re-deal changed the observer's hand");
    }
    int norder = cit_game_tile_order(scratch, order, CIT_MAX_STACK);
    for (int i = scratch->next_draw; i < norder; i++) CHECK(!g->cat->triangle[order[i]], "re-deal put a triangle in the stack");
    for (int i = 0; i < scratch->nheld; i++)
        CHECK(g->cat->triangle[scratch->held[i]] == g->cat->triangle[g->held[i]], "re-deal changed a held tile's shape");
}

/* ---- the River: its rules checked on the board, independently of the module ---------- */

static long river_games_closed, river_discards, river_lakes; /* over all games */
static int game_river_removed; /* river tiles removed in the game being played */

/* The sides of a placed tile showing a river edge. */
static unsigned river_sides_at(const cit_game *g, int x, int y) {
    const piece *p = board_piece_at(g, x, y);
    if (!p || cell_piece_at(g, x, y) == 0) return 0;
    const cit_tile_def *d = &g->cat->set.tiles[g->cat->variant_base[p->tile]];
    unsigned sides = 0;
    for (int s = 0; s < 4; s++) {
        int f = g->cat->port_feat[p->tile][p->rot][3 * s + 1];
        if (f >= 0 && d->feat[f].kind == CIT_FEAT_RIVER) sides |= 1u << s;
    }
    return sides;
}

/* Whether river tile t may continue the river at x,y (entered through side `in`, the
   last course tile having turned `last`), by the rule's words: edges match (a river
   edge is a road-type edge to the fit table), a river edge faces the river, the other
   faces an empty cell, no right after right nor left after left. */
static int river_may_go(const cit_game *g, int t, int x, int y, int in, int last) {
    for (int r = 0; r < 4; r++) {
        int ok = 1;
        unsigned sides = 0;
        for (int d = 0; d < 4; d++) {
            int theirs = board_edge_facing(g, x + dir_dx[d], y + dir_dy[d], (d + 2) & 3);
            ok &= !theirs || theirs == g->cat->edge[t][r][d];
            int f = g->cat->port_feat[t][r][3 * d + 1];
            if (f >= 0 && g->cat->set.tiles[t].feat[f].kind == CIT_FEAT_RIVER) sides |= 1u << d;
        }
        if (!ok || !(sides >> in & 1)) continue;
        unsigned out = sides & ~(1u << in);
        if (!out) return 1;
        int o = __builtin_ctz(out), flow = (in + 2) & 3;
        if (board_piece_at(g, x + dir_dx[o], y + dir_dy[o]) || board_beyond_wall(g, x + dir_dx[o], y + dir_dy[o])) continue;
        int turn = o == ((flow + 1) & 3) ? 1 : o == ((flow + 3) & 3) ? -1 : 0;
        if (!turn || turn != last) return 1;
    }
    return 0;
}

/* Walks the river from the spring on the final board: every river edge meets a river
   edge but the last one's, no immediate U-turn, the walk ends at the lake or at the
   open end (closed for good after the river phase). Returns the course's length. */
static int check_river_course(const cit_game *g, uint64_t seed) {
    int x = 0, y = 0, from = -1, last = 0, n = 1;
    cit_river_info ri;
    cit_game_river(g, &ri);
    for (;;) {
        unsigned sides = river_sides_at(g, x, y), out = sides & ~(from >= 0 ? 1u << from : 0u);
        CHECK(from < 0 || (sides >> from & 1), "seed %llu: the river breaks at %d,%d", (unsigned long long)seed, x, y);
        if (!out) {
            CHECK(!ri.closed, "seed %llu: the river reached a lake but is marked closed", (unsigned long long)seed);
            river_lakes++;
            return n;
        }
        int o = __builtin_ctz(out), nx = x + dir_dx[o], ny = y + dir_dy[o];
        if (from >= 0) {
            int flow = (from + 2) & 3, turn = o == ((flow + 1) & 3) ? 1 : o == ((flow + 3) & 3) ? -1 : 0;
            CHECK(!turn || turn != last, "seed %llu: an immediate U-turn at %d,%d", (unsigned long long)seed, x, y);
            last = turn;
        }
        if (!board_piece_at(g, nx, ny)) { /* the open end: closed after the river phase */
            CHECK(ri.closed && board_beyond_wall(g, nx, ny) && ri.x == nx && ri.y == ny,
                  "seed %llu: the river ends open at %d,%d but the cell is not closed", (unsigned long long)seed, nx, ny);
            river_games_closed++;
            return n;
        }
        from = (o + 2) & 3;
        x = nx;
        y = ny;
        n++;
        CHECK(n <= 12, "seed %llu: the river runs on forever", (unsigned long long)seed);
        if (n > 12) return n;
    }
}

/* After every move: while river tiles remain, the tile to place is one and every
   legal placement is at the river's open end; no follower stands on a river. */
static void check_river_turn(const cit_game *g, uint64_t seed) {
    cit_river_info ri;
    CHECK(cit_game_river(g, &ri) == 1, "seed %llu: the river is not on", (unsigned long long)seed);
    cit_pending p = cit_game_pending(g);
    if (p.decision == CIT_DECIDE_PLACE_TILE) {
        CHECK(ri.phase == (uint8_t)cit_tile_is_river(g, p.tile), "seed %llu: river phase %d with tile %d in hand",
              (unsigned long long)seed, ri.phase, p.tile);
        if (ri.phase) {
            int n = cit_game_legal_moves(g, decision_moves, CIT_MAX_MOVES);
            for (int i = 0; i < n && i < CIT_MAX_MOVES; i++)
                CHECK(decision_moves[i].x == ri.x && decision_moves[i].y == ri.y && decision_moves[i].arg0 == 0,
                      "seed %llu: a river placement off the open end", (unsigned long long)seed);
        }
    }
    cit_follower f[64];
    int n = cit_game_followers(g, f, 64);
    for (int i = 0; i < n && i < 64; i++)
        CHECK(f[i].feature_kind != CIT_FEAT_RIVER, "seed %llu: a follower on the river", (unsigned long long)seed);
    /* a re-deal for an observer keeps the course tiles first and the lake last */
    if (ri.left) {
        cit_game *c = cit_game_clone(g);
        cit_game_shuffle_unseen(c, cit_game_pending(g).player, seed * 31 + ri.left);
        cit_tile_id order[CIT_MAX_STACK];
        int norder = cit_game_tile_order(c, order, CIT_MAX_STACK), next = norder - cit_game_stack_left(c);
        const cit_tileset *ts = cit_game_tileset(c);
        for (int i = next; i < norder; i++) {
            int river = cit_tile_is_river(c, order[i]), lake = (ts->tiles[order[i]].flags & CIT_TF_LAKE) != 0;
            CHECK(river == (i < next + ri.left) && lake == (i == next + ri.left - 1),
                  "seed %llu: the re-deal put %s at %d (river tiles left %d from %d)", (unsigned long long)seed,
                  ts->tiles[order[i]].id, i, ri.left, next);
        }
        cit_game_free(c);
    }
}

/* Inns & Cathedrals: a big follower on the board stands on a part of its player, and
   counts two there: the feature's count for the player is at least 2. And exactly: on
   every feature with followers (but the one being scored, which the Count may have fed),
   each player's count is their figures on its parts, plus one for a big follower there
   (so a big one that went home, from a castle or a crop circle, took its second vote). */
static long bigs_away, bigs_deployed; /* big followers sent to a quarter, deployed from one */

/* The Count's questions with the big follower, against the rule (RULES.md §6): a quarter
   takes a normal follower while one is in supply and the big one while it is; a deployment
   lists 0..limit normal ones, each with and without the big one when it waits there, and
   the quarter holds exactly those. */
static long big_only_quarters; /* quarter questions where the big follower was all there was */

static void check_count_big(const cit_game *g, uint64_t seed) {
    cit_pending pd = cit_game_pending(g);
    if (pd.decision != CIT_DECIDE_COUNT_QUARTER && pd.decision != CIT_DECIDE_COUNT_DEPLOY) return;
    int n = cit_game_legal_moves(g, decision_moves, CIT_MAX_MOVES), with = 0, without = 0;
    for (int i = 0; i < n && i < CIT_MAX_MOVES; i++) {
        if (decision_moves[i].arg0 == CIT_QUARTER_NONE) continue;
        if (decision_moves[i].rot) with++;
        else without++;
    }
    if (pd.decision == CIT_DECIDE_COUNT_QUARTER) {
        int big = cit_game_big_follower_in_supply(g, pd.player), normal = cit_game_supply(g, pd.player) > big;
        CHECK(with == 4 * big && without == 4 * normal, "seed %llu: quarter answers %d with the big follower, %d without",
              (unsigned long long)seed, with, without);
        big_only_quarters += big && !normal;
    } else {
        int big = cit_game_big_follower_away(g, pd.player) == pd.arg;
        CHECK(without == pd.limit + 1 && with == (big ? pd.limit + 1 : 0) &&
                  cit_game_quarter_followers(g, pd.arg, pd.player) == pd.limit + big,
              "seed %llu: deployment answers %d and %d, limit %d", (unsigned long long)seed, without, with, pd.limit);
    }
}

static void check_big(const cit_game *g, int nplayers, uint64_t seed) {
    check_count_big(g, seed);
    enum { CAP = 64 };
    uint16_t ids[CAP];
    int want[CAP][CIT_MAX_PLAYERS], nids = 0, scored = -1;
    memset(want, 0, sizeof want);
    for (int p = 0; p < nplayers; p++) {
        cit_feature_part at;
        if (!cit_game_big_follower(g, p, &at)) continue;
        CHECK(!cit_game_big_follower_in_supply(g, p) && cit_game_big_follower_away(g, p) < 0,
              "seed %llu: the big follower in two places", (unsigned long long)seed);
        cit_feature_info info;
        CHECK(cit_game_feature_brief(g, at.x, at.y, at.spot, at.half, &info) && info.followers[p] >= 2,
              "seed %llu: player %d's big follower does not count two", (unsigned long long)seed, p);
        int k = 0;
        while (k < nids && ids[k] != info.id) k++;
        if (k == nids) ids[nids++] = info.id;
        want[k][p] = 1;
    }
    cit_follower f[CAP];
    int n = cit_game_followers(g, f, CAP);
    for (int i = 0; i < n && i < CAP; i++) {
        if (f[i].where != CIT_AT_PART && f[i].where != CIT_AT_FEATURE) continue;
        cit_feature_info info;
        if (!cit_game_feature_brief(g, f[i].x, f[i].y, f[i].spot, f[i].half, &info)) continue;
        if (f[i].where == CIT_AT_FEATURE) scored = info.id;
        int k = 0;
        while (k < nids && ids[k] != info.id) k++;
        if (k == nids && nids < CAP) ids[nids++] = info.id;
        if (k < CAP) want[k][f[i].player]++;
    }
    for (int k = 0; k < nids; k++) {
        if (ids[k] == scored) continue;
        /* find a part of feature k again: the first follower on it */
        for (int i = 0; i < n && i < CAP; i++) {
            cit_feature_info info;
            if (f[i].where != CIT_AT_PART || !cit_game_feature_brief(g, f[i].x, f[i].y, f[i].spot, f[i].half, &info) ||
                info.id != ids[k])
                continue;
            for (int p = 0; p < nplayers; p++)
                CHECK(info.followers[p] == want[k][p], "seed %llu: player %d counts %d on a feature (kind %d, complete %d) with %d",
                      (unsigned long long)seed, p, info.followers[p], info.kind, info.complete, want[k][p]);
            break;
        }
    }
}

/* ---- Traders & Builders ---------------------------------------------------------------- */

static long figures_placed, second_parts; /* over all games (MODE_TRADERS, MODE_ALL) */
static long dragon_steps, dragon_eaten;   /* over all games (MODE_DRAGON) */

/* The dragon stands on a tile (once a volcano came), a movement's cells are distinct
   neighbours in order with the dragon on the last, and no dragon tile lies on the board
   before a volcano does. */
static void check_dragon(const cit_game *g, uint64_t seed) {
    int x, y, t, r, on = cit_game_dragon_cell(g, &x, &y);
    if (on) CHECK(cit_game_tile_at(g, x, y, &t, &r), "seed %llu: the dragon stands on no tile", (unsigned long long)seed);
    int8_t v[2 * (CIT_DRAGON_STEPS + 1)];
    int n = cit_game_dragon_visited(g, v, CIT_DRAGON_STEPS + 1);
    CHECK(n <= CIT_DRAGON_STEPS + 1, "seed %llu: %d cells visited", (unsigned long long)seed, n);
    for (int i = 1; i < n; i++) {
        int d = abs(v[2 * i] - v[2 * i - 2]) + abs(v[2 * i + 1] - v[2 * i - 1]);
        CHECK(d == 1, "seed %llu: a dragon step of %d cells", (unsigned long long)seed, d);
        for (int j = 0; j < i; j++)
            CHECK(v[2 * i] != v[2 * j] || v[2 * i + 1] != v[2 * j + 1], "seed %llu: a cell visited twice",
                  (unsigned long long)seed);
    }
    if (n) CHECK(v[2 * n - 2] == x && v[2 * n - 1] == y, "seed %llu: the dragon is not where it went", (unsigned long long)seed);
    cit_tile_id aside[16]; /* back in the stack by the end of the volcano's turn */
    int k = cit_game_dragon_set_aside(g, aside, 16);
    CHECK(!k || !on || cit_game_pending(g).decision != CIT_DECIDE_PLACE_TILE, "seed %llu: tiles still aside with the dragon on the board", (unsigned long long)seed);
}

/* The tokens held are the goods symbols of the cities completed in play (the box has
   9 wine, 6 grain, 5 cloth); every builder stands on a road or city that holds one of
   its owner's followers and is not completed, every pig on a field with its farmer. */
static void check_traders(const cit_game *g, int nplayers, uint64_t seed) {
    int held[3] = {0}, symbols[3] = {0};
    static const int goods[3] = {CIT_GOODS_WINE, CIT_GOODS_GRAIN, CIT_GOODS_CLOTH};
    for (int p = 0; p < nplayers; p++)
        for (int k = 0; k < 3; k++) held[k] += cit_game_traders_goods(g, p, goods[k]);
    /* a completed city pays its goods at its award: compare when nothing waits */
    for (int n = 0; n < g->nnodes && !g->nqueue && !g->item_open && g->agenda_at >= g->nagenda; n++) {
        const node *m = &g->nodes[n];
        if (m->kind != CIT_FEAT_CITY || g->nodes[feat_find(g, (uint16_t)n)].done != 1) continue;
        int gd = g->cat->set.tiles[g->pieces[m->piece].tile].feat[m->feat].goods;
        for (int k = 0; k < 3; k++) symbols[k] += gd == goods[k];
    }
    for (int k = 0; k < 3; k++)
        CHECK((held[k] == symbols[k] || g->nqueue || g->item_open || g->agenda_at < g->nagenda) && held[k] <= (k == 0 ? 9 : k == 1 ? 6 : 5),
              "seed %llu: %d tokens of goods %d held, %d in completed cities", (unsigned long long)seed, held[k], k, symbols[k]);
    for (int p = 0; p < nplayers; p++)
        for (int fig = 0; fig < CIT_TRADERS_FIGURES; fig++) {
            cit_feature_part at;
            if (!cit_game_traders_figure(g, p, fig, &at)) continue;
            CHECK(!cit_game_traders_figure_in_supply(g, p, fig), "seed %llu: a figure in two places", (unsigned long long)seed);
            cit_feature_info info;
            CHECK(cit_game_feature_brief(g, at.x, at.y, at.spot, at.half, &info) && info.followers[p] > 0,
                  "seed %llu: player %d's figure %d stands without a follower of its owner", (unsigned long long)seed, p, fig);
            int field = info.kind == CIT_FEAT_FIELD;
            CHECK(fig == CIT_TRADERS_PIG ? field : (info.kind == CIT_FEAT_ROAD || info.kind == CIT_FEAT_CITY) && !info.complete,
                  "seed %llu: figure %d on a feature of kind %d", (unsigned long long)seed, fig, info.kind);
        }
}

/* ---- The Tower ------------------------------------------------------------------------- */

static long tower_moves[5]; /* pieces, captures, exchange choices, ransoms, exchanges (MODE_TOWER) */

/* Pieces left and pieces in towers make the players' shares; no tower is closed without
   a piece under its follower. */
static void check_tower(const cit_game *g, int nplayers, uint64_t seed) {
    cit_tower t[32];
    int n = cit_game_towers(g, t, 32), built = 0, left = 0;
    for (int i = 0; i < n && i < 32; i++) {
        built += t[i].height;
        CHECK(!t[i].top || t[i].height > 0, "seed %llu: a follower on a bare foundation", (unsigned long long)seed);
    }
    for (int p = 0; p < nplayers; p++) left += cit_game_tower_pieces(g, p);
    CHECK(built + left == nplayers * cit_tower_pieces_for(nplayers), "seed %llu: %d pieces built, %d left",
          (unsigned long long)seed, built, left);
}

/* Undo to a few moves back and play them again: the same state (the hash covers the
   module's state). */
static void check_undo_replay(cit_session *s, uint64_t seed) {
    int n = cit_session_length(s), back = n < 4 ? n : 4;
    uint64_t want = cit_game_hash(cit_session_game(s));
    cit_move again[4];
    for (int i = 0; i < back; i++) again[i] = *cit_session_move(s, n - back + i);
    CHECK(cit_session_undo_to(s, n - back) == CIT_OK, "seed %llu: undo failed", (unsigned long long)seed);
    for (int i = 0; i < back; i++) cit_session_apply(s, &again[i], NULL);
    CHECK(cit_game_hash(cit_session_game(s)) == want, "seed %llu: undo and replay changed the hash", (unsigned long long)seed);
}

static void count_tower_move(const cit_move *m) {
    tower_moves[0] += m->type == CIT_MOVE_TOWER_FIGURE && m->arg0 == CIT_TOWER_PIECE;
    tower_moves[1] += m->type == CIT_MOVE_TOWER_CAPTURE && m->arg0;
    tower_moves[2] += m->type == CIT_MOVE_TOWER_EXCHANGE;
    tower_moves[3] += m->type == CIT_MOVE_TOWER_RANSOM && m->arg0;
}

/* The Tower with each classic expansion in turn, and with all of them. */
static void tower_options(cit_setup *su, uint64_t seed) {
    int k = (int)(seed % 8);
    su->opt.v[CIT_OPT_TOWER] = 1;
    su->opt.v[CIT_OPT_COUNT] = (uint8_t)(k == 1 || (k == 7 && seed % 16 == 7));
    su->opt.v[CIT_OPT_HALFLINGS] = (uint8_t)(k == 2 || k == 7);
    su->opt.v[CIT_OPT_RIVER] = (uint8_t)(k == 3 || (k == 7 && seed % 16 == 15));
    su->opt.v[CIT_OPT_INNS] = su->opt.v[CIT_OPT_BIG_FOLLOWER] = (uint8_t)(k == 4 || k == 7);
    su->opt.v[CIT_OPT_TRADERS] = su->opt.v[CIT_OPT_BUILDER] = su->opt.v[CIT_OPT_PIG] = (uint8_t)(k == 5 || k == 7);
    su->opt.v[CIT_OPT_BRIDGES] = su->opt.v[CIT_OPT_CASTLES] = su->opt.v[CIT_OPT_BAZAAR] = (uint8_t)(k == 6 || k == 7);
}

static void play_one(uint64_t seed, cit_game *scratch, int mode) {
    uint64_t rs = seed * 0x2545F4914F6CDD1DULL + 1;
    int nplayers = 2 + (int)(seed % (mode == MODE_CITY ? 3 : 5));
    int count = mode == MODE_COUNT || (mode == MODE_BCB && seed % 5 == 0) || (mode == MODE_HALFLINGS && seed % 4 == 1);
    cit_setup su;
    cit_setup_default(&su, nplayers, seed);
    if (mode == MODE_CITY) { /* the classic game's options are not the mode's */
        su.mode = CIT_MODE_CITY;
    } else {
        su.opt.v[CIT_OPT_SMALL_CITY_TWO_POINTS] = (uint8_t)(seed % 7 == 0);
        su.opt.v[CIT_OPT_COUNT] = (uint8_t)count;
        su.opt.v[CIT_OPT_COUNT_ALL_SCORINGS] = (uint8_t)(seed % 2);
    }
    if (mode == MODE_RIVER) {
        su.opt.v[CIT_OPT_COUNT] = 0;
        su.opt.v[CIT_OPT_RIVER] = 1;
        su.opt.v[CIT_OPT_HALFLINGS] = (uint8_t)(seed % 4 >= 2);
        su.opt.v[CIT_OPT_HALFLINGS_DRAFT] = (uint8_t)(seed % 8 == 7);
    }
    if (mode == MODE_RIVER && seed % 2 == 1) {
        su.opt.v[CIT_OPT_BRIDGES] = su.opt.v[CIT_OPT_CASTLES] = su.opt.v[CIT_OPT_BAZAAR] = 1;
        su.opt.v[CIT_OPT_BAZAAR_NO_AUCTION] = (uint8_t)(seed % 3 == 0);
    }
    if (mode == MODE_HALFLINGS) {
        su.opt.v[CIT_OPT_HALFLINGS] = 1;
        su.opt.v[CIT_OPT_HALFLINGS_DRAFT] = (uint8_t)(seed % 4 == 3);
    }
    if (mode == MODE_INNS) { /* with each expansion it may meet, and alone */
        su.opt.v[CIT_OPT_INNS] = (uint8_t)(seed % 6 != 5);
        su.opt.v[CIT_OPT_BIG_FOLLOWER] = (uint8_t)(seed % 6 != 4);
        su.opt.v[CIT_OPT_COUNT] = (uint8_t)(seed % 5 == 0);
        su.opt.v[CIT_OPT_HALFLINGS] = (uint8_t)(seed % 5 == 2);
        su.opt.v[CIT_OPT_FARMERS_OFF] = (uint8_t)(seed % 5 == 3);
    }
    if (mode == MODE_TRADERS) { /* its options in turn, with each expansion it may meet */
        su.opt.v[CIT_OPT_TRADERS] = (uint8_t)(seed % 7 != 6);
        su.opt.v[CIT_OPT_BUILDER] = (uint8_t)(seed % 7 != 5);
        su.opt.v[CIT_OPT_PIG] = (uint8_t)(seed % 7 != 4);
        su.opt.v[CIT_OPT_COUNT] = (uint8_t)(seed % 6 == 0);
        su.opt.v[CIT_OPT_HALFLINGS] = (uint8_t)(seed % 6 == 2);
        su.opt.v[CIT_OPT_RIVER] = (uint8_t)(seed % 6 == 3);
        su.opt.v[CIT_OPT_INNS] = su.opt.v[CIT_OPT_BIG_FOLLOWER] = (uint8_t)(seed % 6 == 4);
        su.opt.v[CIT_OPT_FARMERS_OFF] = (uint8_t)(seed % 7 == 4 && seed % 6 != 0);
    }
    if (mode == MODE_ALL) { /* everything the classic game has, the Count or the River */
        su.opt.v[CIT_OPT_COUNT] = (uint8_t)(seed % 2);
        su.opt.v[CIT_OPT_RIVER] = (uint8_t)(seed % 2 == 0);
        su.opt.v[CIT_OPT_HALFLINGS] = 1;
        su.opt.v[CIT_OPT_HALFLINGS_DRAFT] = (uint8_t)(seed % 4 == 3);
        su.opt.v[CIT_OPT_INNS] = su.opt.v[CIT_OPT_BIG_FOLLOWER] = 1;
        su.opt.v[CIT_OPT_TRADERS] = su.opt.v[CIT_OPT_BUILDER] = su.opt.v[CIT_OPT_PIG] = 1;
    }
    if (mode == MODE_TOWER) tower_options(&su, seed);
    if (mode == MODE_DRAGON) { /* alone, with each classic expansion in turn, with all of them */
        int with = (int)(seed % 8);
        su.opt.v[CIT_OPT_DRAGON] = 1;
        /* "all" (with == 7) leaves out the Count and Halflings: with them the box is so
           long that a random game may span more than the board's 128 columns (cells
           alias: internal.h), a limit of the board, not of the dragon */
        su.opt.v[CIT_OPT_COUNT] = (uint8_t)(with == 1);
        su.opt.v[CIT_OPT_HALFLINGS] = (uint8_t)(with == 3);
        su.opt.v[CIT_OPT_RIVER] = (uint8_t)(with == 4 || (with == 7 && seed % 16 == 15));
        su.opt.v[CIT_OPT_INNS] = su.opt.v[CIT_OPT_BIG_FOLLOWER] = (uint8_t)(with == 5 || with == 7);
        su.opt.v[CIT_OPT_TRADERS] = su.opt.v[CIT_OPT_BUILDER] = su.opt.v[CIT_OPT_PIG] = (uint8_t)(with == 6 || with == 7);
    }
    if (mode == MODE_ABBEY) { /* alone, and with each expansion it may meet */
        su.opt.v[CIT_OPT_ABBEY] = (uint8_t)(seed % 3 != 2);
        su.opt.v[CIT_OPT_MAYOR] = (uint8_t)(seed % 3 != 0 && seed % 7 != 2); /* not with Halflings yet */
        su.opt.v[CIT_OPT_WAGON] = (uint8_t)(seed % 5 != 0 && seed % 7 != 2);
        su.opt.v[CIT_OPT_COUNT] = (uint8_t)(seed % 7 == 0);
        su.opt.v[CIT_OPT_HALFLINGS] = (uint8_t)(seed % 7 == 2);
        su.opt.v[CIT_OPT_RIVER] = (uint8_t)(seed % 7 == 3);
        su.opt.v[CIT_OPT_INNS] = su.opt.v[CIT_OPT_BIG_FOLLOWER] = (uint8_t)(seed % 7 == 4);
        su.opt.v[CIT_OPT_TRADERS] = su.opt.v[CIT_OPT_BUILDER] = su.opt.v[CIT_OPT_PIG] = (uint8_t)(seed % 7 == 5);
        su.opt.v[CIT_OPT_FARMERS_OFF] = (uint8_t)(seed % 7 == 6 && seed % 3 == 0); /* alone: not with the pig or the Count */
        su.opt.v[CIT_OPT_BARN] = (uint8_t)(!su.opt.v[CIT_OPT_FARMERS_OFF] && seed % 4 != 3); /* refused with farmers_off */
    }
    if (mode == MODE_BCB || (mode == MODE_HALFLINGS && seed % 4 == 2) || (mode == MODE_INNS && seed % 5 == 1) ||
        (mode == MODE_TRADERS && seed % 6 == 1) || mode == MODE_ALL || (mode == MODE_ABBEY && seed % 7 == 1) ||
        (mode == MODE_DRAGON && (seed % 8 == 2 || seed % 8 == 7))) {
        su.opt.v[CIT_OPT_BRIDGES] = su.opt.v[CIT_OPT_CASTLES] = su.opt.v[CIT_OPT_BAZAAR] = 1;
        su.opt.v[CIT_OPT_BAZAAR_NO_AUCTION] = (uint8_t)(seed % 3 == 0);
    }
    cit_session *s = cit_session_new(&su, NULL);
    game_river_removed = 0;
    int events[CIT_MAX_PLAYERS] = {0}, turn = 0, check_turn = (int)(mix(&rs) % 60);
    int save_turn = (int)(mix(&rs) % 70), placements = 0, decisions = 0, last_placer = -1, last_second = 0;
    int traders = mode == MODE_TRADERS || mode == MODE_ALL || (mode == MODE_TOWER && seed % 8 >= 5 && seed % 8 != 6) ||
                  (mode == MODE_DRAGON && su.opt.v[CIT_OPT_BUILDER]) ||
                  (mode == MODE_ABBEY && su.opt.v[CIT_OPT_BUILDER]);
    int hand_sizes[CIT_MAX_PLAYERS + 1] = {0}; /* and whether the draft ran before the move */
    for (int p = 0; p < nplayers; p++) hand_sizes[p] = cit_game_hand(cit_session_game(s), p, NULL, 0);
    if (mode == MODE_HALFLINGS) { /* the deal is the seed's: a second game deals the same hands */
        cit_game *again = cit_game_new(&su, NULL, 0, NULL);
        CHECK(again && cit_game_hash(again) == cit_game_hash(cit_session_game(s)), "seed %llu: another deal",
              (unsigned long long)seed);
        cit_game_free(again);
    }
    if (mode == MODE_HALFLINGS)
        for (int p = 0; p < nplayers; p++)
            CHECK(hand_sizes[p] == (seed % 4 == 3 ? 0 : CIT_HALFLINGS_HAND), "player %d dealt %d", p, hand_sizes[p]);
    cit_outcome out;
    cit_event barn_at[CIT_MAX_PLAYERS] = {0}; /* each player's barn placement (type 0: none yet) */
    while (!cit_game_over(cit_session_game(s))) {
        const cit_game *g = cit_session_game(s);
        if (mode == MODE_ABBEY) check_barns(g, barn_at, nplayers, seed);
        int n = cit_game_legal_moves(g, legal, CIT_MAX_MOVES);
        CHECK(n > 0, "no legal move while a tile is in hand");
        if (n <= 0) break;
        int placing = cit_game_pending(g).decision == CIT_DECIDE_PLACE_TILE;
        if (turn == check_turn) every_listed_move_applies(g, scratch, n);
        if (mode == MODE_HALFLINGS && turn % 8 == 0) check_redeal(g, scratch, nplayers, mix(&rs));
        if (turn == check_turn && placing) {
            uint32_t occupied;
            for (int i = 0; i < n; i++)
                if (legal[i].spot == CIT_SPOT_NONE && legal[i].arg0 == CIT_BRIDGE_NONE)
                    check_spots(g, scratch, n, legal[i].x, legal[i].y, legal[i].rot, &occupied);
        }
        probe_random_move((cit_game *)g, scratch, &rs);
        cit_move rm;
        uint64_t rseed = mix(&rs);
        CHECK(cit_game_random_move(g, rseed, &rm) == CIT_OK && legal_by_queries(g, &rm),
              "seed %llu: cit_game_random_move gave an illegal move", (unsigned long long)seed);
        /* The random move's placement (uniform over the legal ones) against the
           definition: its spot is free, and apply refuses every occupied one. */
        uint32_t occupied = 0;
        if (placing && rm.arg0 == CIT_BRIDGE_NONE) check_spots(g, scratch, n, rm.x, rm.y, rm.rot, &occupied);
        CHECK(rm.spot == CIT_SPOT_NONE || !(occupied >> rm.spot & 1), "random move on an occupied spot");
        cit_game_copy(scratch, g);
        for (; occupied && cit_game_supply(g, cit_game_pending(g).player); occupied &= occupied - 1) {
            cit_move bad = rm;
            bad.spot = (int8_t)__builtin_ctz(occupied);
            CHECK(cit_game_apply(scratch, &bad, NULL) == (follower_later(g) || on_volcano(g) ? CIT_ERR_BAD_SPOT : CIT_ERR_SPOT_OCCUPIED),
                  "apply took an occupied spot");
        }
        /* The playout step plays that very move, as apply would. */
        cit_game_copy(scratch, g);
        cit_move played;
        CHECK(cit_game_play_random(scratch, rseed, &played) == CIT_OK && !memcmp(&played, &rm, sizeof rm),
              "cit_game_play_random drew another move");
        uint64_t stepped = cit_game_hash(scratch);
        cit_game_copy(scratch, g);
        CHECK(cit_game_apply(scratch, &rm, NULL) == CIT_OK && cit_game_hash(scratch) == stepped,
              "seed %llu: cit_game_play_random left another state than apply (decision %s)", (unsigned long long)seed,
              cit_decision_name(cit_game_pending(g).decision));
        cit_pending pd = cit_game_pending(g);
        decisions += pd.decision != CIT_DECIDE_PLACE_TILE;
        if (pd.decision == CIT_DECIDE_PLACE_TILE) {
            /* a builder's second part: the same player again, never twice running */
            int second = traders && cit_game_traders_second_part(g);
            if (second) CHECK(pd.player == last_placer && !last_second, "seed %llu: a second part out of turn",
                              (unsigned long long)seed);
            else if (cit_tile_is_abbey(g, pd.tile) && !cit_game_stack_left(g)) { /* after the last land tile */
                CHECK(!cit_game_abbey_held(g, pd.player), "seed %llu: an abbey placed by a player who holds one",
                      (unsigned long long)seed);
                placements = pd.player + 1; /* the round goes on from there, passes skipped */
            }
            else CHECK(pd.player == placements++ % nplayers, "seed %llu: turn order broken (player %d, tile %d, stack %d)", (unsigned long long)seed, pd.player, pd.tile, cit_game_stack_left(g));
            last_placer = pd.player;
            last_second = second;
            second_parts += second;
        }
        cit_move m = legal[mix(&rs) % (uint64_t)n];
        /* Uniform moves put followers on fields until none are left, so Count games
           would hardly ever reach its decisions: most farmers are left out (but in some
           Count games with the big follower, whose supplies then run down to it). */
        int all_farmers = mode == MODE_INNS && seed % 20 == 10;
        if (all_farmers && m.type == CIT_MOVE_BIG) m.arg0 = 0; /* the big one stays home to the last */
        if (mode != MODE_BASE && !all_farmers && m.type == CIT_MOVE_PLACE && m.spot != CIT_SPOT_NONE &&
            m.spot < cit_game_tileset(g)->tiles[m.tile].nfeat &&
            cit_game_tileset(g)->tiles[m.tile].feat[m.spot].kind == CIT_FEAT_FIELD && mix(&rs) % 8)
            m.spot = CIT_SPOT_NONE;
        bridges_built += m.type == CIT_MOVE_PLACE && m.arg0 != CIT_BRIDGE_NONE;
        cit_status st = cit_session_apply(s, &m, &out);
        CHECK(st == CIT_OK, "apply of a listed move failed: %s", cit_status_str(st));
        if (m.type == CIT_MOVE_PLACE && m.arg0 != CIT_BRIDGE_NONE) {
            /* a bridge over two triangles: both became bridged variants, one road of one cell */
            int bx = m.x, by = m.y;
            if (m.arg0 != CIT_BRIDGE_HERE) bx += dir_dx[m.arg0 - CIT_BRIDGE_N], by += dir_dy[m.arg0 - CIT_BRIDGE_N];
            const cit_game *after = cit_session_game(s);
            int pi = cell_piece_at(after, bx, by);
            const piece *p = pi ? &after->pieces[pi - 1] : NULL;
            if (p && p->partner) {
                const piece *q = &after->pieces[p->partner - 1];
                uint16_t a = feat_find(after, (uint16_t)(p->node0 + p->nfeat - 1));
                CHECK(after->cat->variant_axis[p->tile] && after->cat->variant_axis[q->tile] &&
                      a == feat_find(after, (uint16_t)(q->node0 + q->nfeat - 1)),
                      "seed %llu: the bridge over two triangles is not one road", (unsigned long long)seed);
                tri_bridges++;
            }
        }
        CHECK(out.dropped == 0, "events dropped");
        for (int i = 0; i < out.n; i++) {
            if (out.ev[i].type == CIT_EV_SCORE) events[out.ev[i].player] += out.ev[i].points;
            if (out.ev[i].type == CIT_EV_ABBEY_MAYOR) {
                const cit_game *now = cit_session_game(s); /* it may be home again: its city scored */
                const cit_event *ev = &out.ev[i];
                cit_feature_info info;
                mayors_placed++;
                CHECK(cit_game_feature_brief(now, ev->x, ev->y, ev->spot, ev->half, &info) && info.kind == CIT_FEAT_CITY &&
                          cit_game_mayor(now, ev->player, NULL) != cit_game_mayor_in_supply(now, ev->player),
                      "seed %llu: a mayor placed off a city, or in two places", (unsigned long long)seed);
            }
            if (out.ev[i].type == CIT_EV_ABBEY_WAGON) {
                const cit_game *now = cit_session_game(s);
                const cit_event *ev = &out.ev[i];
                cit_feature_info info;
                wagons_placed += !ev->count, wagons_moved += ev->count;
                /* (a placed wagon may be home again: its feature scored and it had nowhere to go) */
                CHECK(cit_game_feature_brief(now, ev->x, ev->y, ev->spot, ev->half, &info) && info.kind != CIT_FEAT_FIELD &&
                          (!ev->count || !info.complete) &&
                          cit_game_wagon(now, ev->player, NULL) + cit_game_wagon_in_supply(now, ev->player) <= 1,
                      "seed %llu: a wagon on a field (kind %d), moved (%d) onto a completed feature (%d), or in two places",
                      (unsigned long long)seed, info.kind, ev->count, info.complete);
            }
            if (out.ev[i].type == CIT_EV_ABBEY_BARN) {
                CHECK(!barn_at[out.ev[i].player].type, "seed %llu: a second barn", (unsigned long long)seed);
                barn_at[out.ev[i].player] = out.ev[i];
                barns_placed++;
            }
            barn_scorings += out.ev[i].type == CIT_EV_SCORE && out.ev[i].reason == CIT_SCORE_ABBEY_BARN;
            if (out.ev[i].type == CIT_EV_ABBEY_TAKEN) {
                const cit_game *now = cit_session_game(s);
                abbeys_taken++;
                CHECK(!cit_game_abbey_held(now, out.ev[i].player) && cit_tile_is_abbey(now, cit_game_pending(now).tile),
                      "seed %llu: an abbey taken twice, or not into hand", (unsigned long long)seed);
            }
            tower_moves[4] += out.ev[i].type == CIT_EV_TOWER_EXCHANGE;
            if (out.ev[i].type == CIT_EV_BAZAAR_PAY || out.ev[i].type == CIT_EV_TOWER_RANSOM) {
                events[out.ev[i].player] -= out.ev[i].points;
                if (out.ev[i].other != CIT_NOBODY) events[out.ev[i].other] += out.ev[i].points;
            }
            /* discards happen after the move, on the board as it now is */
            if (out.ev[i].type == CIT_EV_DISCARD && su.opt.v[CIT_OPT_RIVER] && cit_tile_is_river(cit_session_game(s), out.ev[i].tile)) {
                /* a river tile goes only at the open end, which stays where it was */
                const cit_game *now = cit_session_game(s);
                cit_river_info ri;
                cit_game_river(now, &ri);
                CHECK(!river_may_go(now, out.ev[i].tile, ri.x, ri.y, ri.side, ri.last_turn), "seed %llu: removed a river tile that fits",
                      (unsigned long long)seed);
                river_discards++;
                game_river_removed++;
                discards_checked++;
            } else if (out.ev[i].type == CIT_EV_DISCARD) {
                CHECK(!fits_by_the_rule(cit_session_game(s), out.ev[i].tile), "discarded a tile that fits");
                discards_checked++;
            }
        }
        CHECK(followers_conserved(cit_session_game(s), nplayers), "seed %llu: followers not conserved",
              (unsigned long long)seed);
        /* the decision queue never fills (a full one refuses steps, rules.h) */
        const cit_game *now = cit_session_game(s);
        if (now->nqueue > deepest_queue) deepest_queue = now->nqueue;
        CHECK(now->nqueue < MAX_QUEUE, "seed %llu: the decision queue is full (%d steps)",
              (unsigned long long)seed, now->nqueue);
        CHECK(turn_flow_error(now) == 0, "seed %llu: the turn refused a step or feature", (unsigned long long)seed);
        if (mode == MODE_BASE && turn % 4 == 0) check_held_features(cit_session_game(s), nplayers, seed);
        if (turn % 8 == 3) check_cheap_queries(cit_session_game(s), seed);
        if (mode == MODE_BCB) check_pieces_conserved(cit_session_game(s), nplayers);
        if (mode == MODE_HALFLINGS) check_hands(cit_session_game(s), nplayers, hand_sizes);
        if (mode == MODE_CITY) check_wall(cit_session_game(s));
        if (mode == MODE_RIVER) check_river_turn(cit_session_game(s), seed);
        if (mode == MODE_INNS) check_big(cit_session_game(s), nplayers, seed);
        bigs_placed += m.type == CIT_MOVE_BIG && m.arg0;
        bigs_away += m.type == CIT_MOVE_COUNT_QUARTER && m.rot;
        bigs_deployed += m.type == CIT_MOVE_COUNT_DEPLOY && m.rot;
        figures_placed += m.type == CIT_MOVE_TRADERS_FIGURE && m.arg0;
        if (traders) check_traders(cit_session_game(s), nplayers, seed);
        if (mode == MODE_TOWER) check_tower(cit_session_game(s), nplayers, seed);
        count_tower_move(&m);
        if (mode == MODE_DRAGON) check_dragon(cit_session_game(s), seed);
        dragon_steps += m.type == CIT_MOVE_DRAGON_STEP;
        for (int i = 0; i < out.n; i++) dragon_eaten += out.ev[i].type == CIT_EV_DRAGON_ATE;
        if (turn == save_turn) check_save_load(s);
        if (mode == MODE_TOWER && turn % 16 == 5) check_undo_replay(s, seed);
        turn++;
    }
    const cit_game *g = cit_session_game(s);
    for (int p = 0; p < nplayers; p++) {
        CHECK(cit_game_score(g, p) == events[p], "seed %llu player %d: score %d, events %d",
              (unsigned long long)seed, p, cit_game_score(g, p), events[p]);
        int sum = 0;
        for (int c = 0; c < CIT_CAT_COUNT; c++) sum += cit_game_score_in(g, p, (cit_score_category)c);
        CHECK(sum == cit_game_score(g, p), "categories do not add up");
    }
    if (mode == MODE_RIVER) {
        /* every river tile was placed (the spring included) or removed */
        int course = check_river_course(g, seed), river_placed = 0, removed = game_river_removed;
        for (int i = 0; i < cit_game_placed_count(g); i++) river_placed += cit_tile_is_river(g, cit_game_placed(g, i).tile);
        CHECK(course == river_placed && river_placed + removed == 12, "seed %llu: course %d, %d river tiles placed, %d removed",
              (unsigned long long)seed, course, river_placed, removed);
    }
    if (mode == MODE_CITY && cit_game_walls(g, NULL, 0) > 0) {
        /* the wall was completed round every tile at the end (or closed in play) */
        /* random walls may coil up so that no path joins their ends: counted, and the
           run fails if that is more than a rare case */
        int completion = cit_game_city_completion(g);
        city_completions += completion > 0;
        if (completion > 0) check_completion(g, completion);
        city_uncompleted += completion == 0 && !ends_met(g);
    }
    check_save_load(s);
    cit_session_free(s);
    module_decisions += decisions;
}

int main(int argc, char **argv) {
    if (argc == 2 && !strcmp(argv[1], "--golden")) {
        property_golden(stdout);
        return 0;
    }
    if (argc == 3 && !strcmp(argv[1], "--check")) return property_check_golden(argv[2]);
    int mode = argc > 2 && !strcmp(argv[1], "--count")       ? MODE_COUNT
               : argc > 2 && !strcmp(argv[1], "--bcb")       ? MODE_BCB
               : argc > 2 && !strcmp(argv[1], "--halflings") ? MODE_HALFLINGS
               : argc > 2 && !strcmp(argv[1], "--city")      ? MODE_CITY
               : argc > 2 && !strcmp(argv[1], "--river")     ? MODE_RIVER
               : argc > 2 && !strcmp(argv[1], "--inns")      ? MODE_INNS
               : argc > 2 && !strcmp(argv[1], "--traders")   ? MODE_TRADERS
               : argc > 2 && !strcmp(argv[1], "--all")       ? MODE_ALL
               : argc > 2 && !strcmp(argv[1], "--tower")     ? MODE_TOWER
               : argc > 2 && !strcmp(argv[1], "--dragon")    ? MODE_DRAGON
               : argc > 2 && !strcmp(argv[1], "--abbey")     ? MODE_ABBEY
                                                             : MODE_BASE;
    int games = argc > 1 ? atoi(argv[1 + (mode != MODE_BASE)]) : 10000;
    cit_game *scratch = malloc(cit_game_size());
    int failed_games = 0;
    for (int i = 0; i < games; i++) {
        int before = failures;
        play_one((uint64_t)i + 1, scratch, mode);
        if (failures != before) failed_games++;
    }
    free(scratch);
    if (mode == MODE_COUNT) {
        /* a run that hardly reached the Count's decisions would prove little */
        if (module_decisions < games) failed_games++, fprintf(stderr, "only %ld Count decisions\n", module_decisions);
        fprintf(stderr, "property: %ld Count decisions in %d games\n", module_decisions, games);
    }
    if (mode == MODE_BCB) {
        /* nor one without bridges built and castle or bazaar decisions taken */
        if (bridges_built < games || module_decisions < games)
            failed_games++, fprintf(stderr, "only %ld bridges and %ld decisions\n", bridges_built, module_decisions);
        fprintf(stderr, "property: %ld bridges built, %ld other decisions in %d games\n", bridges_built,
                module_decisions, games);
    }
    if (mode == MODE_HALFLINGS) {
        /* nor one where triangles were hardly played */
        if (triangles_played < games || module_decisions < games)
            failed_games++, fprintf(stderr, "only %ld triangles played, %ld decisions\n", triangles_played, module_decisions);
        /* a quarter of the games run Bridges: some bridges go over two triangles */
        if (games >= 400 && tri_bridges == 0) failed_games++, fprintf(stderr, "no bridge over two triangles\n");
        fprintf(stderr, "property: %ld bridges over a cell of two triangles\n", tri_bridges);
        fprintf(stderr, "property: %ld triangles played, %ld decisions in %d games\n", triangles_played,
                module_decisions, games);
    }
    if (mode == MODE_CITY) {
        /* nor one whose games hardly built a wall */
        if (module_decisions < games) failed_games++, fprintf(stderr, "only %ld wall decisions\n", module_decisions);
        /* every wall is closed at the end (decision 16: the last resort may leave a tile
           outside, in random games only, which may coil the wall among the tiles) */
        if (city_uncompleted) failed_games++;
        if (city_tiles_outside * 100 > games) failed_games++;
        fprintf(stderr, "property: %ld gates and wall pieces in %d games, %ld walls completed at the end, %ld "
                "found no completing path, %ld touching the wall, %ld closed by the last resort (a tile "
                "outside)\n", module_decisions, games, city_completions, city_uncompleted, city_touching,
                city_tiles_outside);
        fprintf(stderr, "property: the longest completion took %ld pieces\n", city_completion_max);
    }
    if (mode == MODE_RIVER) {
        /* a run whose rivers were never blocked would not test the removal */
        if (games >= 1000 && (river_discards == 0 || river_lakes == 0)) failed_games++;
        fprintf(stderr, "property: %ld river tiles removed, %ld rivers ended at the lake, %ld left open (closed)\n",
                river_discards, river_lakes, river_games_closed);
    }
    if (mode == MODE_INNS) {
        /* nor one where the big follower hardly went on the board */
        if (bigs_placed < games) failed_games++, fprintf(stderr, "only %ld big followers placed\n", bigs_placed);
        fprintf(stderr, "property: %ld big followers placed, %ld decisions in %d games\n", bigs_placed,
                module_decisions, games);
        /* and the big follower met the Count and Halflings' crop circle */
        if (games >= 2000 && (!bigs_away || !bigs_deployed)) failed_games++;
        fprintf(stderr, "property: %ld big followers sent to a quarter, %ld deployed from one; %ld quarter "
                "questions with only the big follower in supply\n", bigs_away, bigs_deployed, big_only_quarters);
    }
    if (mode == MODE_TRADERS || mode == MODE_ALL) {
        /* nor one where builders and pigs hardly went out or no second part was played */
        if (figures_placed < games || second_parts * 10 < games)
            failed_games++, fprintf(stderr, "only %ld figures placed, %ld second parts\n", figures_placed, second_parts);
        fprintf(stderr, "property: %ld builders and pigs placed, %ld second parts, %ld decisions in %d games\n",
                figures_placed, second_parts, module_decisions, games);
    }
    if (mode == MODE_TOWER) {
        /* nor one where towers hardly rose, captured, exchanged or ransomed */
        if (tower_moves[0] < games || tower_moves[1] * 4 < games || !tower_moves[4] || !tower_moves[3] ||
            (games >= 1000 && !tower_moves[2]))
            failed_games++;
        fprintf(stderr, "property: %ld pieces, %ld captures, %ld exchanges (%ld chosen), %ld ransoms in %d games\n",
                tower_moves[0], tower_moves[1], tower_moves[4], tower_moves[2], tower_moves[3], games);
    }
    if (mode == MODE_DRAGON) {
        /* nor one where the dragon hardly moved or ate */
        if (dragon_steps < games || dragon_eaten * 10 < games)
            failed_games++, fprintf(stderr, "only %ld dragon steps, %ld followers eaten\n", dragon_steps, dragon_eaten);
        fprintf(stderr, "property: %ld dragon steps, %ld meals, %ld decisions in %d games\n", dragon_steps,
                dragon_eaten, module_decisions, games);
    }
    if (mode == MODE_ABBEY) {
        /* a run where abbeys were hardly placed would prove little */
        if (abbeys_taken * 4 < games || mayors_placed * 4 < games || wagons_moved * 10 < games || barns_placed * 4 < games ||
            barn_scorings * 10 < games)
            failed_games++, fprintf(stderr, "only %ld abbeys taken, %ld mayors placed, %ld wagons moved, %ld barns placed, "
                                    "%ld barn fields paid\n", abbeys_taken, mayors_placed, wagons_moved, barns_placed,
                                    barn_scorings);
        fprintf(stderr, "property: %ld abbeys taken, %ld mayors placed, %ld wagons placed and %ld moved, %ld barns "
                "placed, %ld barn fields paid in %d games\n",
                abbeys_taken, mayors_placed, wagons_placed, wagons_moved, barns_placed, barn_scorings, games);
    }
    if (mode != MODE_BASE) fprintf(stderr, "property: at most %d decisions queued at once (room for %d)\n",
                                   deepest_queue, MAX_QUEUE - 1);
    static const char *const names[] = {"", "-count", "-bcb", "-halflings", "-city", "-river", "-inns", "-traders", "-all", "-tower", "-dragon", "-abbey"};
    printf("property%s: %d passed, %d failed (%ld placements checked against placing the tile, %ld "
           "discards against the placement rule)\n", names[mode], games - failed_games, failed_games,
           placements_checked, discards_checked);
    return failed_games ? 1 : 0;
}
