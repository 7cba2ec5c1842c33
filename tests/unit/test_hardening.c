/* Unit tests of inputs that must be refused: aliased cells, odd undo targets, bad header lines. */
#define _POSIX_C_SOURCE 200809L
#include <stdlib.h>
#include <string.h>

#include "engine.h"
#include "unit.h"

static const int alias_dx[8] = {128, -128, 0, 0, 128, 128, -128, -128};
static const int alias_dy[8] = {0, 0, 128, -128, 128, -128, 128, -128};

static int on_board(int x, int y) { return x >= -120 && x <= 120 && y >= -120 && y <= 120; }

/*
 * The board indexes cells modulo 128: a move or query at x +- 128 must never reach the
 * cell at x. Over whole random games, every legal placement's aliases (in all eight
 * directions, where they fit in -120..120) are refused and leave the game unchanged,
 * and every placed tile's aliases read as empty.
 */
static void aliased_cells_are_refused(void **state) {
    (void)state;
    int tried[8] = {0};
    for (uint64_t seed = 1; seed <= 40; seed++) {
        cit_setup su;
        cit_setup_default(&su, 2, seed);
        cit_status st;
        cit_game *g = cit_game_new(&su, NULL, 0, &st);
        assert_non_null(g);
        static cit_placement pl[512];
        for (int turn = 0; !cit_game_over(g); turn++) {
            int n = cit_game_legal_placements(g, pl, 512);
            uint64_t h = cit_game_hash(g);
            for (int i = 0; i < n && i < 512; i++) {
                int r = __builtin_ctz(pl[i].rotmask);
                for (int d = 0; d < 8; d++) {
                    int ax = pl[i].x + alias_dx[d], ay = pl[i].y + alias_dy[d];
                    if (!on_board(ax, ay)) continue;
                    tried[d]++;
                    cit_move m = {CIT_MOVE_PLACE, cit_game_pending(g).tile, (int8_t)ax, (int8_t)ay,
                                  (uint8_t)r, CIT_SPOT_NONE, 0, 0};
                    assert_int_not_equal(cit_game_apply(g, &m, NULL), CIT_OK);
                    m.spot = 0;
                    assert_int_not_equal(cit_game_apply(g, &m, NULL), CIT_OK);
                    int8_t spots[32];
                    assert_int_equal(cit_game_follower_spots(g, ax, ay, r, spots, 32), 0);
                    assert_int_equal(cit_game_cell_fillable(g, ax, ay), 0);
                }
            }
            assert_true(cit_game_hash(g) == h);
            for (int i = 0; i < cit_game_placed_count(g); i++) {
                cit_placed_tile t = cit_game_placed(g, i);
                for (int d = 0; d < 8; d++) {
                    int ax = t.x + alias_dx[d], ay = t.y + alias_dy[d];
                    if (!on_board(ax, ay)) continue;
                    cit_placed_tile out;
                    assert_int_equal(cit_game_tile_at(g, ax, ay, &out), 0);
                    assert_int_equal(cit_game_feature(g, ax, ay, 0, NULL, NULL, 0, NULL), 0);
                }
            }
            /* Odd seeds play at random; even ones race for a corner (so diagonal aliases
               come within -120..120 too). */
            cit_move m;
            assert_int_equal(cit_game_random_move(g, seed * 1000 + (uint64_t)turn, &m), CIT_OK);
            int sx = seed & 2 ? 1 : -1, sy = seed & 4 ? 1 : -1;
            for (int i = 0; i < n && i < 512 && !(seed & 1); i++)
                if (sx * pl[i].x + sy * pl[i].y > sx * m.x + sy * m.y) {
                    m.x = pl[i].x, m.y = pl[i].y, m.rot = (uint8_t)__builtin_ctz(pl[i].rotmask);
                    m.spot = CIT_SPOT_NONE;
                }
            assert_int_equal(cit_game_apply(g, &m, NULL), CIT_OK);
        }
        cit_game_free(g);
    }
    for (int d = 0; d < 8; d++) assert_true(tried[d] > 0); /* every direction was exercised */
}

static void undo_to_a_negative_length(void **state) {
    (void)state;
    cit_setup su;
    cit_setup_default(&su, 2, 4);
    cit_session *s = cit_session_new(&su, NULL);
    assert_int_equal(cit_session_undo_to(s, -1), CIT_ERR_BAD_ARGUMENT);
    assert_int_equal(cit_session_undo_to(s, 1), CIT_ERR_BAD_ARGUMENT);
    assert_int_equal(cit_session_undo_to(s, 0), CIT_OK);
    cit_session_free(s);
}

int unit_run_hardening(void) {
    extern int unit_test_count;
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(aliased_cells_are_refused),
        cmocka_unit_test(undo_to_a_negative_length),
    };
    unit_test_count += (int)(sizeof tests / sizeof tests[0]);
    return cmocka_run_group_tests_name("hardening", tests, NULL, NULL);
}
