/* The property test's River checks (RULES.md §8), read on the board independently of the
   module: the course, the removal of river tiles that fit nowhere, no follower on it. */
#include <string.h>

#include "internal.h" /* the course is read from the board's pieces and edges */
#include "property.h"

static cit_move decision_moves[CIT_MAX_MOVES];

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
static int river_course(const cit_game *g, uint64_t seed) {
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

/* The River with the other expansions: every fourth game also with Bridges, Castles and
   Bazaars, every fourth with Halflings, every fourth with all of them. */
static void river_options(cit_setup *su, uint64_t seed) {
    su->opt.v[CIT_OPT_COUNT] = 0;
    su->opt.v[CIT_OPT_RIVER] = 1;
    su->opt.v[CIT_OPT_HALFLINGS] = (uint8_t)(seed % 4 >= 2);
    su->opt.v[CIT_OPT_HALFLINGS_DRAFT] = (uint8_t)(seed % 8 == 7);
    if (seed % 2 == 1) {
        su->opt.v[CIT_OPT_BRIDGES] = su->opt.v[CIT_OPT_CASTLES] = su->opt.v[CIT_OPT_BAZAAR] = 1;
        su->opt.v[CIT_OPT_BAZAAR_NO_AUCTION] = (uint8_t)(seed % 3 == 0);
    }
}

static void river_game_start(property_game *pg) {
    (void)pg;
    game_river_removed = 0;
}

/* A river tile removed (discards happen after the move, on the board as it now is): it
   goes only at the open end, which stays where it was, and did not fit there. */
static void check_river_discard(const cit_game *now, const cit_event *ev, uint64_t seed) {
    cit_river_info ri;
    cit_game_river(now, &ri);
    CHECK(!river_may_go(now, ev->tile, ri.x, ri.y, ri.side, ri.last_turn), "seed %llu: removed a river tile that fits",
          (unsigned long long)seed);
    river_discards++;
    game_river_removed++;
}

/* After the game: every river tile was placed (the spring included) or removed. */
static void check_river_end(const cit_game *g, uint64_t seed) {
    int course = river_course(g, seed), river_placed = 0, removed = game_river_removed;
    for (int i = 0; i < cit_game_placed_count(g); i++) river_placed += cit_tile_is_river(g, cit_game_placed(g, i).tile);
    CHECK(course == river_placed && river_placed + removed == 12, "seed %llu: course %d, %d river tiles placed, %d removed",
          (unsigned long long)seed, course, river_placed, removed);
}

static int river_summary(int games) {
    /* a run whose rivers were never blocked would not test the removal */
    int failed = games >= 1000 && (river_discards == 0 || river_lakes == 0);
    fprintf(stderr, "property: %ld river tiles removed, %ld rivers ended at the lake, %ld left open (closed)\n",
            river_discards, river_lakes, river_games_closed);
    return failed;
}

static int river_runs(const cit_game *g) { return cit_game_setup(g)->opt.v[CIT_OPT_RIVER] != 0; }
static void river_after_move(property_game *pg, const cit_move *m, const cit_outcome *out) {
    (void)m, (void)out;
    check_river_turn(cit_session_game(pg->s), pg->seed);
}
/* A river tile removed is the River's to check; any other tile is the core's rule's. */
static int river_discard(property_game *pg, const cit_event *ev) {
    const cit_game *now = cit_session_game(pg->s);
    if (!cit_tile_is_river(now, ev->tile)) return 0;
    check_river_discard(now, ev, pg->seed);
    return 1;
}
static void river_game_end(property_game *pg) { check_river_end(cit_session_game(pg->s), pg->seed); }

static const property_mode river_mode = {.name = "river", .options = river_options, .summary = river_summary};
static const property_mode *const modes[] = {&river_mode};
static const property_checks checks = {.runs = river_runs,
                                       .game_start = river_game_start,
                                       .after_move = river_after_move,
                                       .discard = river_discard,
                                       .game_end = river_game_end};
const property_module property_river = {modes, 1, &checks};
