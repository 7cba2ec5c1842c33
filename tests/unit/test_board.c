/* Unit tests of the board model on a tiny synthetic tile set: triangles, walls, bridges. */
#include <string.h>

#include "internal.h"
#include "unit.h"

/* S: start, road W-E. TR: triangle, road from its W leg to the diagonal. K: cloister. */
static const char *const synthetic =
    "set base\n"
    "tile S\n count 3\n start\n road Wm Em\n field Wn Nw Ne En\n field Es Se Sw Ws\n"
    "tile TR\n shape triangle\n count 2\n road Wm Dm\n field Wn Dn\n field Ws Sw Se Ds\n"
    "tile TF\n shape triangle\n count 1\n field Ws Wn Sw Se Dn Ds\n"
    "tile K\n count 1\n cloister\n field Nw Ne En Es Se Sw Ws Wn\n";

enum { T_S, T_TR, T_TF, T_K };

static cit_catalog cat;

static cit_game *new_game(void) {
    memset(&cat, 0, sizeof cat);
    assert_int_equal(cit_tileset_parse(&cat.set, synthetic, strlen(synthetic), NULL), CIT_PARSE_OK);
    cit_catalog_build(&cat);
    cit_setup su;
    cit_setup_default(&su, 2, 1);
    cit_tile_id order[] = {T_S, T_K, T_TR, T_TR, T_TF};
    cit_status st;
    cit_game *g = game_new_with_catalog(&cat, &su, order, 5, &st);
    assert_non_null(g);
    return g;
}

static uint16_t road_root(const cit_game *g, int pi) {
    const piece *p = &g->pieces[pi];
    return feat_find(g, (uint16_t)(p->node0 + 0)); /* feature 0 is the road on S and TR */
}

static void two_triangles_share_a_cell(void **state) {
    (void)state;
    cit_game *g = new_game();
    /* rot 0: legs S and W; its W leg carries the road and meets the start tile's E end. */
    assert_true(board_triangle_fits(g, T_TR, 1, 0, 0));
    assert_false(board_triangle_fits(g, T_TR, 1, 0, 1)); /* rot 1: W leg would face N */
    int a = board_place_piece(g, T_TR, 1, 0, 0);
    /* The other half must sit across the same diagonal: rotation 2 only. */
    assert_false(board_triangle_fits(g, T_TR, 1, 0, 0));
    assert_false(board_triangle_fits(g, T_TR, 1, 0, 1));
    assert_false(board_triangle_fits(g, T_TR, 1, 0, 3));
    assert_true(board_triangle_fits(g, T_TR, 1, 0, 2));
    /* A field diagonal cannot meet a road diagonal. */
    assert_false(board_triangle_fits(g, T_TF, 1, 0, 2));
    int b = board_place_piece(g, T_TR, 1, 0, 2);
    assert_int_equal(g->pieces[a].partner, b + 1);
    /* One road from the start tile through both halves; two cells, not three. */
    assert_int_equal(road_root(g, 0), road_root(g, a));
    assert_int_equal(road_root(g, a), road_root(g, b));
    assert_int_equal(feat_distinct_cells(g, road_root(g, 0)), 2);
    /* The road now ends open at the far E leg and the start tile's W end. */
    assert_int_equal(g->nodes[road_root(g, 0)].open, 2);
    /* A full cell leaves the frontier; squares see the E leg's road. */
    assert_int_equal(g->cells[cell_index(1, 0)].front, 0);
    assert_int_equal(board_key_at(g, 2, 0) >> (2 * CIT_SIDE_W) & 3, CIT_EDGE_ROAD);
    cit_game_free(g);
}

static void half_filled_cell_counts_once_for_cloisters(void **state) {
    (void)state;
    cit_game *g = new_game();
    int k = board_place_piece(g, T_K, 0, -1, 0);
    uint16_t cl = g->pieces[k].node0;
    assert_int_equal(g->nodes[cl].kind, CIT_FEAT_CLOISTER);
    assert_int_equal(g->nodes[cl].open, 7);
    board_place_piece(g, T_TR, 1, 0, 0);
    assert_int_equal(g->nodes[cl].open, 6);
    board_place_piece(g, T_TR, 1, 0, 2);
    assert_int_equal(g->nodes[cl].open, 6);
    cit_game_free(g);
}

static void walls_lie_on_cell_edges(void **state) {
    (void)state;
    cit_game *g = new_game();
    assert_true(board_add_wall(g, 0, 0, CIT_SIDE_E, CIT_WALL_PIECE));
    assert_true(board_wall_at(g, 1, 0, CIT_SIDE_W)); /* the same edge seen from the east */
    assert_false(board_add_wall(g, 1, 0, CIT_SIDE_W, CIT_WALL_PIECE));
    assert_false(board_wall_at(g, 0, 0, CIT_SIDE_N));
    assert_true(board_add_wall(g, 0, 0, CIT_SIDE_S, CIT_WALL_GATE));
    assert_true(board_wall_at(g, 0, 1, CIT_SIDE_N));
    assert_int_equal(g->nwalls, 2);
    /* the outer cell of a wall may not hold a tile: a wall from 1,0 towards 0,0 is refused */
    assert_false(board_add_wall(g, -1, 0, CIT_SIDE_E, CIT_WALL_PIECE));
    cit_wall w[4];
    assert_int_equal(cit_game_walls(g, w, 4), 2);
    assert_int_equal(w[0].x, 0);
    assert_int_equal(w[0].side, CIT_SIDE_E);
    assert_int_equal(w[1].kind, CIT_WALL_GATE);
    cit_game_free(g);
}

/* A wall stops tiles on its outer side: the cell leaves the frontier for good, placing
   there is refused with its own reason, and the wall changes the hash. */
static void walls_stop_tiles_outside(void **state) {
    (void)state;
    cit_game *g = new_game();
    cit_game *plain = cit_game_clone(g);
    assert_false(cit_game_beyond_wall(g, 1, 0));
    assert_true(cell_frontier_slot(g, 1, 0) >= 0);
    assert_true(board_add_wall(g, 0, 0, CIT_SIDE_E, CIT_WALL_PIECE));
    assert_true(cit_game_beyond_wall(g, 1, 0));
    assert_int_equal(cell_frontier_slot(g, 1, 0), -1);
    assert_true(cit_game_hash(g) != cit_game_hash(plain));
    cit_placement pl[64];
    int n = cit_game_legal_placements(g, pl, 64);
    for (int i = 0; i < n; i++) assert_false(pl[i].x == 1 && pl[i].y == 0);
    cit_move m = {0};
    m.type = CIT_MOVE_PLACE;
    m.tile = cit_game_pending(g).tile;
    m.x = 1;
    m.spot = CIT_SPOT_NONE;
    uint64_t before = cit_game_hash(g);
    assert_int_equal(cit_game_apply(g, &m, NULL), CIT_ERR_CLOSED_CELL);
    assert_int_equal(cit_game_hash(g), before);
    /* placing next to the cell outside never brings it back */
    cit_move legal[256];
    int k = cit_game_legal_moves(g, legal, 256);
    assert_true(k > 0);
    assert_int_equal(cit_game_apply(g, &legal[0], NULL), CIT_OK);
    assert_true(cit_game_beyond_wall(g, 1, 0));
    assert_int_equal(cell_frontier_slot(g, 1, 0), -1);
    cit_game_free(plain);
    cit_game_free(g);
}

/* A part may hold more than one follower (beside one's own), and each goes home. */
static void followers_stack_on_a_part(void **state) {
    (void)state;
    cit_game *g = new_game();
    uint16_t n = g->pieces[0].node0;
    int supply = g->supply[1];
    followers_put(g, n, 1);
    followers_put(g, n, 1);
    assert_int_equal(g->supply[1], supply - 2);
    assert_int_equal(g->nodes[n].owner, 2);
    assert_int_equal(followers_on(g, n), 2);
    assert_int_equal(g->nodes[feat_find(g, n)].meeples[1], 2);
    cit_follower f[8];
    assert_int_equal(cit_game_followers(g, f, 8), 2);
    assert_int_equal(f[0].player, 1);
    assert_int_equal(f[1].player, 1);
    assert_int_equal(followers_take(g, n, 1), 1); /* keep one */
    assert_int_equal(followers_on(g, n), 1);
    assert_int_equal(g->nfollowers, 1);
    assert_int_equal(followers_take(g, n, 0), 1);
    assert_int_equal(g->nodes[n].owner, 0);
    assert_int_equal(g->nfollowers, 0);
    assert_int_equal(g->supply[1], supply);
    /* a watchman on a wall piece is a follower too */
    assert_true(board_add_wall(g, 0, 0, CIT_SIDE_N, CIT_WALL_PIECE));
    followers_put_on_wall(g, 0, 0);
    assert_int_equal(g->supply[0], CIT_FOLLOWERS - 1);
    cit_wall w[1];
    assert_int_equal(cit_game_walls(g, w, 1), 1);
    assert_int_equal(w[0].watchman, 1);
    cit_game_free(g);
}

static void one_overlay_per_cell(void **state) {
    (void)state;
    cit_game *g = new_game();
    assert_true(board_add_overlay(g, 0, 0, 1, 0));
    assert_false(board_add_overlay(g, 0, 0, 1, 1));
    const overlay *o = board_overlay_at(g, 0, 0);
    assert_non_null(o);
    assert_int_equal(o->axis, 0);
    assert_null(board_overlay_at(g, 1, 0));
    cit_game_free(g);
}

/* A look at any tile (cit_game_tile_cells) agrees with the legal placements of the tile in hand,
   cell by cell and rotation by rotation, through whole random base games. */
static void tile_cells_match_the_hand(void **state) {
    (void)state;
    cit_placement want[MAX_FRONTIER], got[MAX_FRONTIER];
    for (uint64_t seed = 1; seed <= 5; seed++) {
        cit_setup su;
        cit_setup_default(&su, 3, seed);
        cit_game *g = cit_game_new(&su, NULL, 0, NULL);
        assert_non_null(g);
        for (int i = 0; !cit_game_over(g); i++) {
            cit_pending p = cit_game_pending(g);
            int n = cit_game_legal_placements(g, want, MAX_FRONTIER);
            assert_int_equal(cit_game_tile_cells(g, p.tile, p.player, got, MAX_FRONTIER), n);
            for (int k = 0; k < n; k++) {
                int found = 0;
                for (int j = 0; j < n; j++)
                    found |= got[j].x == want[k].x && got[j].y == want[k].y && got[j].rotmask == want[k].rotmask;
                assert_true(found);
            }
            cit_move m;
            assert_int_equal(cit_game_random_move(g, seed * 7u + (uint64_t)i, &m), CIT_OK);
            assert_int_equal(cit_game_apply(g, &m, NULL), CIT_OK);
        }
        /* a type past the catalogue's (255 is one since Under the Big Top's tiles) */
        assert_int_equal(cit_game_tile_cells(g, CIT_MAX_TILE_TYPES, -1, got, MAX_FRONTIER), 0);
        cit_game_free(g);
    }
}

static void board_wraps_without_collisions(void **state) {
    (void)state;
    /* Cells 128 apart share an index; a game never spans that far. */
    assert_int_equal(cell_index(-1, 0), cell_index(127, 0));
    assert_true(cell_index(-64, 0) != cell_index(63, 0));
}

int unit_run_board(void) {
    extern int unit_test_count;
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(two_triangles_share_a_cell),
        cmocka_unit_test(half_filled_cell_counts_once_for_cloisters),
        cmocka_unit_test(walls_lie_on_cell_edges),
        cmocka_unit_test(walls_stop_tiles_outside),
        cmocka_unit_test(followers_stack_on_a_part),
        cmocka_unit_test(one_overlay_per_cell),
        cmocka_unit_test(board_wraps_without_collisions),
        cmocka_unit_test(tile_cells_match_the_hand),
    };
    unit_test_count += (int)(sizeof tests / sizeof tests[0]);
    return cmocka_run_group_tests_name("board", tests, NULL, NULL);
}
