/*
 * The engine's fast paths checked against the plain ways of computing the same thing:
 * the branch-free frontier against a scan of the board, the side-run occupancy test
 * against the port-by-port one, and the random move's rejection sampling against the
 * uniform distribution it promises.
 */
#include <math.h>
#include <string.h>

#include "internal.h"
#include "unit.h"

static cit_game *random_game(uint64_t seed, int moves) {
    cit_setup su;
    cit_setup_default(&su, 2, seed);
    cit_game *g = cit_game_new(&su, NULL, 0, NULL);
    assert_non_null(g);
    for (int i = 0; i < moves && !cit_game_over(g); i++) {
        cit_move m;
        assert_int_equal(cit_game_random_move(g, seed * 1000003u + (uint64_t)i, &m), CIT_OK);
        assert_int_equal(cit_game_apply(g, &m, NULL), CIT_OK);
    }
    return g;
}

/* Every empty cell beside a tile is in the frontier exactly once, with the key the
   board shows it, and nothing else is. */
static void check_frontier(const cit_game *g) {
    int expected = 0;
    for (int pi = 0; pi < g->npieces; pi++) {
        const piece *p = &g->pieces[pi];
        for (int d = 0; d < 4; d++) {
            int x = p->x + dir_dx[d], y = p->y + dir_dy[d], c = cell_index(x, y);
            if (g->cells[c].piece) continue;
            int slot = g->cells[c].front - 1;
            assert_true(slot >= 0 && slot < g->nfrontier);
            assert_int_equal(g->frontier[slot].cell, c);
            assert_int_equal(g->frontier[slot].x, x);
            assert_int_equal(g->frontier[slot].y, y);
            assert_int_equal(g->frontier_key[slot], board_key_at(g, x, y));
        }
    }
    for (int i = 0; i < g->nfrontier; i++) {
        const frontier_cell *f = &g->frontier[i];
        assert_int_equal(g->cells[f->cell].piece, 0);
        assert_int_equal(g->cells[f->cell].front, i + 1);
        expected++;
    }
    assert_int_equal(expected, g->nfrontier);
}

static void frontier_matches_the_board(void **state) {
    (void)state;
    for (uint64_t seed = 1; seed <= 200; seed++) {
        cit_setup su;
        cit_setup_default(&su, 2 + (int)(seed % 5), seed);
        cit_game *g = cit_game_new(&su, NULL, 0, NULL);
        for (int i = 0; !cit_game_over(g); i++) {
            check_frontier(g);
            cit_move m;
            assert_int_equal(cit_game_random_move(g, seed * 7919u + (uint64_t)i, &m), CIT_OK);
            assert_int_equal(cit_game_apply(g, &m, NULL), CIT_OK);
        }
        check_frontier(g);
        cit_game_free(g);
    }
}

/* The plain definition: features of `tile` turned `rot` at x,y whose port faces a
   port of a neighbour whose feature (of the same kind) has a follower. */
static uint32_t occupied_port_by_port(const cit_game *g, int tile, int x, int y, int rot) {
    const int8_t *mine = g->cat->port_feat[tile][rot];
    uint32_t mask = 0;
    for (int p = 0; p < 12; p++) {
        int d = p / 3, f = mine[p];
        const piece *q = board_piece_at(g, x + dir_dx[d], y + dir_dy[d]);
        if (f < 0 || !q) continue;
        int fq = g->cat->port_feat[q->tile][q->rot][cit_port_opposite(p)];
        if (fq < 0) continue;
        const node *r = &g->nodes[feat_find(g, (uint16_t)(q->node0 + fq))];
        if (r->nmeeples && r->kind == g->cat->set.tiles[tile].feat[f].kind) mask |= 1u << f;
    }
    return mask;
}

/* The side-run occupancy tests give what the port-by-port definition gives, for every
   legal placement of every turn of many games. */
static void occupancy_by_runs_matches_ports(void **state) {
    (void)state;
    cit_placement pl[MAX_FRONTIER];
    long compared = 0, occupied = 0;
    for (uint64_t seed = 1; seed <= 150; seed++) {
        cit_setup su;
        cit_setup_default(&su, 2 + (int)(seed % 3), seed);
        cit_game *g = cit_game_new(&su, NULL, 0, NULL);
        for (int i = 0; !cit_game_over(g); i++) {
            int n = cit_game_legal_placements(g, pl, MAX_FRONTIER);
            for (int k = 0; k < n; k++)
                for (int r = 0; r < 4; r++) {
                    if (!(pl[k].rotmask >> r & 1)) continue;
                    uint32_t by_ports = occupied_port_by_port(g, g->hand, pl[k].x, pl[k].y, r);
                    occupied_ports o;
                    feat_occupied_ports(g, pl[k].x, pl[k].y, &o);
                    assert_int_equal(feat_occupied_for(g, &o, g->hand, r), by_ports);
                    assert_int_equal(feat_occupied_mask(g, g->hand, pl[k].x, pl[k].y, r), by_ports);
                    compared++;
                    occupied += by_ports != 0;
                }
            cit_move m;
            assert_int_equal(cit_game_random_move(g, seed * 31u + (uint64_t)i, &m), CIT_OK);
            assert_int_equal(cit_game_apply(g, &m, NULL), CIT_OK);
        }
        cit_game_free(g);
    }
    assert_true(compared > 100000);
    assert_true(occupied > 1000); /* the comparison saw plenty of occupied features */
}

/* Pearson's chi-square of counts against equal expectations. */
static double chi_square(const long *counts, int n, long total) {
    double expect = (double)total / n, chi = 0;
    for (int i = 0; i < n; i++) chi += (counts[i] - expect) * (counts[i] - expect) / expect;
    return chi;
}

/* Far beyond chance: about six standard deviations above the mean of chi-square. */
static double chi_limit(int df) { return df + 6.0 * sqrt(2.0 * df); }

/*
 * Draws many random moves in one position and checks that (cell, rotation) pairs are
 * uniform, and that "no follower" and each free spot are uniform for a fixed pair.
 * The seeds are fixed, so the test is deterministic; a biased sampler fails it.
 */
static void check_uniform(const cit_game *g, long draws) {
    cit_placement pl[MAX_FRONTIER];
    int n = cit_game_legal_placements(g, pl, MAX_FRONTIER);
    int index[MAX_FRONTIER][4], pairs = 0;
    for (int k = 0; k < n; k++)
        for (int r = 0; r < 4; r++) index[k][r] = (pl[k].rotmask >> r & 1) ? pairs++ : -1;
    static long counts[MAX_FRONTIER * 4];
    memset(counts, 0, sizeof counts);
    long spot_counts[CIT_MAX_TILE_FEATURES + 1] = {0}, spot_total = 0;
    int8_t spots[CIT_MAX_TILE_FEATURES];
    int nspots = cit_game_follower_spots(g, pl[0].x, pl[0].y, __builtin_ctz(pl[0].rotmask), spots,
                                         CIT_MAX_TILE_FEATURES);
    for (long s = 0; s < draws; s++) {
        cit_move m;
        assert_int_equal(cit_game_random_move(g, (uint64_t)s * 0x9E3779B97F4A7C15ULL + 17u, &m), CIT_OK);
        int k = 0;
        while (k < n && !(pl[k].x == m.x && pl[k].y == m.y)) k++;
        assert_true(k < n && index[k][m.rot] >= 0);
        counts[index[k][m.rot]]++;
        if (k == 0 && m.rot == __builtin_ctz(pl[0].rotmask)) {
            int which = nspots; /* "no follower" */
            for (int i = 0; i < nspots; i++)
                if (spots[i] == m.spot) which = i;
            assert_true(which < nspots || m.spot == CIT_SPOT_NONE);
            spot_counts[which]++;
            spot_total++;
        }
    }
    assert_true(chi_square(counts, pairs, draws) < chi_limit(pairs - 1));
    if (nspots > 0 && spot_total > 200)
        assert_true(chi_square(spot_counts, nspots + 1, spot_total) < chi_limit(nspots));
}

static void random_move_is_uniform(void **state) {
    (void)state;
    /* An ordinary mid-game position, and one where the tile fits in few places, so the
       fallback from rejection to listing is taken too. */
    cit_game *g = random_game(4242, 30);
    check_uniform(g, 120000);
    cit_game_free(g);
    int found = 0;
    for (uint64_t seed = 1; seed < 400 && !found; seed++) {
        for (int moves = 20; moves < 60 && !found; moves += 5) {
            g = random_game(seed, moves);
            if (!cit_game_over(g)) {
                cit_placement pl[MAX_FRONTIER];
                int n = cit_game_legal_placements(g, pl, MAX_FRONTIER), pairs = 0;
                for (int k = 0; k < n; k++) pairs += bit_count(pl[k].rotmask);
                if (pairs >= 2 && pairs * 10 < 4 * g->nfrontier) { /* under 10% of tries hit */
                    check_uniform(g, 60000);
                    found = 1;
                }
            }
            cit_game_free(g);
        }
    }
    assert_true(found);
}

int unit_run_fastpaths(void) {
    extern int unit_test_count;
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(frontier_matches_the_board),
        cmocka_unit_test(occupancy_by_runs_matches_ports),
        cmocka_unit_test(random_move_is_uniform),
    };
    unit_test_count += (int)(sizeof tests / sizeof tests[0]);
    return cmocka_run_group_tests_name("fast paths", tests, NULL, NULL);
}
