/* Unit tests of the game API: set-up checks, rejection without change, moves as text. */
#include <stdlib.h>
#include <string.h>

#include "engine.h"
#include "unit.h"

static cit_game *new_game(int players, uint64_t seed) {
    cit_setup su;
    cit_setup_default(&su, players, seed);
    cit_status st;
    cit_game *g = cit_game_new(&su, NULL, 0, &st);
    assert_non_null(g);
    assert_int_equal(st, CIT_OK);
    return g;
}

static void rejects_bad_setups(void **state) {
    (void)state;
    cit_setup su;
    cit_status st;
    cit_setup_default(&su, 2, 1);
    su.nplayers = 1;
    assert_null(cit_game_new(&su, NULL, 0, &st));
    assert_int_equal(st, CIT_ERR_BAD_SETUP);
    su.nplayers = 7;
    assert_null(cit_game_new(&su, NULL, 0, &st));
    cit_setup_default(&su, 3, 1);
    su.players[2].colour = su.players[0].colour;
    assert_null(cit_game_new(&su, NULL, 0, &st));
    cit_setup_default(&su, 2, 1);
    su.players[1].name[0] = '\0';
    assert_null(cit_game_new(&su, NULL, 0, &st));
    cit_setup_default(&su, 2, 1);
    cit_tile_id order[3] = {0, 1, 2}; /* start tile must come first (D) */
    assert_null(cit_game_new(&su, order, 3, &st));
    assert_int_equal(st, CIT_ERR_BAD_TILE_ORDER);
}

static void starts_with_d_in_the_middle(void **state) {
    (void)state;
    cit_game *g = new_game(2, 42);
    cit_placed_tile t[2];
    assert_int_equal(cit_game_parts_at(g, 0, 0, t), 1);
    assert_string_equal(cit_game_tileset(g)->tiles[t[0].tile].id, "D");
    assert_int_equal(t[0].rot, 0);
    assert_int_equal(t[0].half, 0);
    cit_pending p = cit_game_pending(g);
    assert_int_equal(p.decision, CIT_DECIDE_PLACE_TILE);
    assert_int_equal(p.player, 0);
    assert_int_equal(cit_game_stack_left(g) + 2, 72);
    for (int i = 0; i < 2; i++) assert_int_equal(cit_game_supply(g, i), CIT_FOLLOWERS);
    cit_game_free(g);
}

/* D's city has one open end and its road two; closed as they stand, 2 and 1 points. */
static void feature_open_ends(void **state) {
    (void)state;
    cit_game *g = new_game(2, 42);
    int seen = 0;
    uint16_t ids[CIT_MAX_TILE_FEATURES];
    for (int f = 0; f < CIT_MAX_TILE_FEATURES; f++) {
        cit_feature_info info;
        if (!cit_game_feature(g, 0, 0, f, 0, &info, NULL, 0, NULL)) break;
        ids[f] = info.id;
        for (int e = 0; e < f; e++) assert_int_not_equal(ids[e], info.id); /* one feature each */
        if (info.kind == CIT_FEAT_CITY) {
            assert_int_equal(info.open, 1);
            assert_int_equal(info.value, 1);
            assert_int_equal(info.closed_value, 2);
            seen |= 1;
        } else if (info.kind == CIT_FEAT_ROAD) {
            assert_int_equal(info.open, 2);
            assert_int_equal(info.closed_value, 1);
            seen |= 2;
        } else {
            assert_int_equal(info.open, 0);
        }
    }
    assert_int_equal(seen, 3);
    cit_game_free(g);
}

/* Points by kind for a feature not on the board (the AI's closing estimate): RULES.md
   §1 and §5 worked by hand, with the option that changes one of them. */
static void closed_points_by_kind(void **state) {
    (void)state;
    cit_game *g = new_game(2, 42);
    unsigned grain_fish = 1u << CIT_GOODS_GRAIN | 1u << CIT_GOODS_FISH;
    assert_int_equal(cit_game_closed_points(g, CIT_FEAT_ROAD, 3, 0, 0), 3);
    assert_int_equal(cit_game_closed_points(g, CIT_FEAT_CITY, 3, 1, 0), 8);   /* 3 x 2 + 2 */
    assert_int_equal(cit_game_closed_points(g, CIT_FEAT_CITY, 2, 0, 0), 4);
    assert_int_equal(cit_game_closed_points(g, CIT_FEAT_CLOISTER, 9, 0, 0), 9);
    assert_int_equal(cit_game_closed_points(g, CIT_FEAT_FIELD, 5, 0, 0), 0);  /* only at the end */
    assert_int_equal(cit_game_closed_points(g, CIT_FEAT_STREET, 3, 0, 0), 3); /* 1-3 tiles: 1 each */
    assert_int_equal(cit_game_closed_points(g, CIT_FEAT_STREET, 4, 0, 0), 8); /* 4 and more: 2 each */
    assert_int_equal(cit_game_closed_points(g, CIT_FEAT_MARKET, 3, 0, grain_fish), 6);
    assert_int_equal(cit_game_closed_points(g, CIT_FEAT_MARKET, 3, 0, 0), 0);
    assert_int_equal(cit_game_closed_points(g, CIT_FEAT_RESIDENTIAL, 3, 0, 0), 0);
    assert_int_equal(cit_game_closed_points(g, CIT_FEAT_KIND_COUNT, 3, 0, 0), 0);
    cit_game_free(g);
    cit_setup su;
    cit_setup_default(&su, 2, 42);
    su.opt.v[CIT_OPT_SMALL_CITY_TWO_POINTS] = 1;
    g = cit_game_new(&su, NULL, 0, NULL);
    assert_non_null(g);
    assert_int_equal(cit_game_closed_points(g, CIT_FEAT_CITY, 2, 1, 0), 4); /* old rule: 2 + 2 */
    assert_int_equal(cit_game_closed_points(g, CIT_FEAT_CITY, 3, 0, 0), 6);
    cit_game_free(g);
}

/* The features by port of the start tile as it lies: each feature on the board's ports
   its own ports turn to; out-of-range tiles and rotations have none. */
static void port_features_follow_rotation(void **state) {
    (void)state;
    cit_game *g = new_game(2, 42);
    cit_placed_tile pt[2];
    assert_int_equal(cit_game_parts_at(g, 0, 0, pt), 1);
    const cit_tileset *ts = cit_game_tileset(g);
    for (int rot = 0; rot < 4; rot++) {
        const int8_t *map = cit_game_port_features(g, pt[0].tile, rot);
        assert_non_null(map);
        const cit_tile_def *td = &ts->tiles[pt[0].tile];
        int seen = 0;
        for (int p = 0; p < 12; p++) {
            int want = -1;
            for (int k = 0; k < td->nfeat; k++)
                if (td->feat[k].ports >> p & 1) want = k;
            assert_int_equal(map[cit_port_rotate(p, rot)], want);
            seen += want >= 0;
        }
        assert_true(seen >= 9); /* a city side, a road's two ends, the fields beside them */
    }
    assert_null(cit_game_port_features(g, ts->ntiles, 0));
    assert_null(cit_game_port_features(g, pt[0].tile, 4));
    cit_game_free(g);
}

static void illegal_moves_change_nothing(void **state) {
    (void)state;
    cit_game *g = new_game(2, 7);
    cit_move moves[CIT_MAX_MOVES];
    int n = cit_game_legal_moves(g, moves, CIT_MAX_MOVES);
    assert_true(n > 0);
    uint64_t h = cit_game_hash(g);
    cit_move m = moves[0];
    m.tile = (cit_tile_id)(m.tile + 1);
    assert_int_equal(cit_game_apply(g, &m, NULL), CIT_ERR_WRONG_TILE);
    m = moves[0];
    m.rot = 4;
    assert_int_equal(cit_game_apply(g, &m, NULL), CIT_ERR_BAD_ROTATION);
    m = moves[0];
    m.x = 0, m.y = 0;
    assert_int_equal(cit_game_apply(g, &m, NULL), CIT_ERR_OCCUPIED);
    m = moves[0];
    m.x = 30;
    assert_int_equal(cit_game_apply(g, &m, NULL), CIT_ERR_NO_NEIGHBOUR);
    m.x = 127;
    assert_int_equal(cit_game_apply(g, &m, NULL), CIT_ERR_OUT_OF_BOUNDS);
    m = moves[0];
    m.spot = 9;
    assert_int_equal(cit_game_apply(g, &m, NULL), CIT_ERR_BAD_SPOT);
    m.type = 99;
    assert_int_equal(cit_game_apply(g, &m, NULL), CIT_ERR_WRONG_DECISION);
    assert_true(cit_game_hash(g) == h);
    cit_game_free(g);
}

static void every_move_has_a_text_form(void **state) {
    (void)state;
    cit_game *g = new_game(3, 99);
    cit_move moves[CIT_MAX_MOVES];
    for (int turn = 0; turn < 30 && !cit_game_over(g); turn++) {
        int n = cit_game_legal_moves(g, moves, CIT_MAX_MOVES);
        for (int i = 0; i < n; i++) {
            char text[64];
            cit_move back;
            assert_int_equal(cit_move_format(g, &moves[i], text, sizeof text), CIT_OK);
            assert_int_equal(cit_move_parse(g, text, strlen(text), &back), CIT_OK);
            assert_memory_equal(&back, &moves[i], sizeof back);
        }
        assert_int_equal(cit_game_apply(g, &moves[(turn * 7) % n], NULL), CIT_OK);
    }
    /* Three players: placements 1, 2, 3, 4 were made by players 0, 1, 2, 0. */
    for (int i = 1; i <= 4; i++) assert_int_equal(cit_game_placed(g, i).player, (i - 1) % 3);
    assert_true(cit_tileset_builtin() == cit_game_tileset(g));
    cit_move m;
    assert_int_equal(cit_move_parse(g, "place D 1,2", 11, &m), CIT_ERR_PARSE);
    assert_int_equal(cit_move_parse(g, "place Q9 1,2 r0", 15, &m), CIT_ERR_PARSE);
    assert_int_equal(cit_move_parse(g, "place D 1,2 r4", 14, &m), CIT_ERR_PARSE);
    assert_int_equal(cit_move_parse(g, "place D 1,2 r1 f1 x", 19, &m), CIT_ERR_PARSE);
    cit_game_free(g);
}

static void same_seed_same_game(void **state) {
    (void)state;
    cit_game *a = new_game(4, 2024), *b = new_game(4, 2024), *c = new_game(4, 2025);
    cit_tile_id oa[CIT_MAX_STACK], oc[CIT_MAX_STACK];
    int n = cit_game_tile_order(a, oa, CIT_MAX_STACK);
    cit_game_tile_order(c, oc, CIT_MAX_STACK);
    assert_memory_not_equal(oa, oc, sizeof oa[0] * (size_t)n);
    cit_move moves[CIT_MAX_MOVES];
    while (!cit_game_over(a)) {
        int k = cit_game_legal_moves(a, moves, CIT_MAX_MOVES);
        cit_move m = moves[k / 2];
        assert_int_equal(cit_game_apply(a, &m, NULL), CIT_OK);
        assert_int_equal(cit_game_apply(b, &m, NULL), CIT_OK);
        assert_true(cit_game_hash(a) == cit_game_hash(b));
    }
    cit_game *d = cit_game_clone(a);
    assert_true(cit_game_hash(d) == cit_game_hash(a));
    cit_game_free(a);
    cit_game_free(b);
    cit_game_free(c);
    cit_game_free(d);
}

static void shuffle_keeps_hand_and_tiles(void **state) {
    (void)state;
    cit_game *g = new_game(2, 5);
    int ntypes = cit_game_tileset(g)->ntiles;
    int *before = calloc((size_t)ntypes, sizeof(int)), *after = calloc((size_t)ntypes, sizeof(int));
    cit_game_remaining_counts(g, before);
    cit_pending p = cit_game_pending(g);
    cit_game_shuffle_unseen(g, 0, 77);
    cit_game_remaining_counts(g, after);
    assert_memory_equal(before, after, sizeof(int) * (size_t)ntypes);
    assert_int_equal(cit_game_pending(g).tile, p.tile);
    /* Canonical: the result does not depend on the hidden order it started from. */
    cit_game *h = cit_game_clone(g);
    cit_game_shuffle_unseen(h, 0, 12345);
    cit_game_shuffle_unseen(g, 0, 99);
    cit_game_shuffle_unseen(h, 0, 99);
    assert_true(cit_game_hash(g) == cit_game_hash(h));
    cit_game_free(h);
    free(before);
    free(after);
    cit_game_free(g);
}

int unit_run_game(void) {
    extern int unit_test_count;
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(rejects_bad_setups),
        cmocka_unit_test(starts_with_d_in_the_middle),
        cmocka_unit_test(feature_open_ends),
        cmocka_unit_test(closed_points_by_kind),
        cmocka_unit_test(port_features_follow_rotation),
        cmocka_unit_test(illegal_moves_change_nothing),
        cmocka_unit_test(every_move_has_a_text_form),
        cmocka_unit_test(same_seed_same_game),
        cmocka_unit_test(shuffle_keeps_hand_and_tiles),
    };
    unit_test_count += (int)(sizeof tests / sizeof tests[0]);
    return cmocka_run_group_tests_name("game", tests, NULL, NULL);
}
