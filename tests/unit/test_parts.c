/*
 * Every part has a name: the second triangle of a cell is half 1 in parts, followers,
 * events and pending decisions, cit_game_parts_at returns both pieces of a cell, and a
 * part in move text reads "fN'" for half 1 (parsed and formatted back alike).
 */
#include <string.h>

#include "internal.h"
#include "unit.h"
#include "modules/castles/castles.h"

static int tile_id(const cit_game *g, const char *id) {
    int t = cit_tileset_find(cit_game_tileset(g), id);
    assert_true(t >= 0);
    return t;
}

/* Hands the player to move `id` (white-box, as a module will) and places it. */
static void place_given(cit_game *g, const char *text, cit_outcome *o) {
    cit_move m;
    assert_int_equal(cit_move_parse(g, text, strlen(text), &m), CIT_OK);
    g->hand = m.tile;
    assert_int_equal(cit_game_apply(g, &m, o), CIT_OK);
}

static void second_triangle_parts_are_half_one(void **state) {
    (void)state;
    cit_setup su;
    cit_setup_default(&su, 2, 7);
    cit_game *g = cit_game_new(&su, NULL, 0, NULL);
    static cit_outcome o;
    cit_placed_tile t[2];
    assert_int_equal(cit_game_parts_at(g, 1, 0, t), 0);
    place_given(g, "place H1-03 1,0 r0", &o);
    assert_int_equal(cit_game_parts_at(g, 1, 0, NULL), 1);
    place_given(g, "place H2-08 1,0 r2 f0", &o);
    assert_int_equal(cit_game_parts_at(g, 1, 0, t), 2);
    assert_int_equal(t[0].tile, tile_id(g, "H1-03"));
    assert_int_equal(t[0].half, 0);
    assert_int_equal(t[0].rot, 0);
    assert_int_equal(t[1].tile, tile_id(g, "H2-08"));
    assert_int_equal(t[1].half, 1);
    assert_int_equal(t[1].rot, 2);
    assert_int_equal(t[1].turn, 2);
    assert_int_equal(cit_game_placed(g, 2).half, 1);
    /* the follower's event and its entry in the follower list name the second half */
    int seen = 0;
    for (int i = 0; i < o.n; i++)
        if (o.ev[i].type == CIT_EV_FOLLOWER) {
            assert_int_equal(o.ev[i].half, 1);
            assert_int_equal(o.ev[i].spot, 0);
            seen = 1;
        }
    assert_true(seen);
    cit_follower fl[8];
    assert_int_equal(cit_game_followers(g, fl, 8), 1);
    assert_int_equal(fl[0].x, 1);
    assert_int_equal(fl[0].half, 1);
    /* the road of D and both triangles, asked from either triangle: the parts carry
       their halves */
    cit_feature_info info;
    cit_feature_part parts[8];
    int np = 0;
    assert_true(cit_game_feature(g, 1, 0, 0, 1, &info, parts, 8, &np));
    assert_int_equal(np, 3);
    assert_int_equal(info.cells, 2);
    assert_int_equal(info.kind, CIT_FEAT_ROAD);
    assert_int_equal(info.followers[g->player == 0 ? 1 : 0], 1);
    int halves = 0;
    for (int i = 0; i < np; i++) halves |= 1 << (parts[i].half + 2 * (parts[i].x == 1));
    assert_int_equal(halves, 1 | 4 | 8); /* D (half 0), both halves at 1,0 */
    assert_true(cit_game_feature(g, 1, 0, 0, 0, NULL, NULL, 0, &np));
    assert_int_equal(np, 3);
    assert_false(cit_game_feature(g, 1, 0, 0, 2, NULL, NULL, 0, NULL)); /* no third half */
    assert_false(cit_game_feature(g, 0, 0, 0, 1, NULL, NULL, 0, NULL)); /* a square has one */
    assert_false(cit_game_feature(g, 1, 0, 2, 1, NULL, NULL, 0, NULL)); /* H2-08 has f0, f1 */
    cit_game_free(g);
}

/* "X,Y fN'" in a decision's text: parsed with the half in rot, formatted back the same. */
static void part_text_round_trips(void **state) {
    (void)state;
    cit_setup su;
    cit_setup_default(&su, 2, 7);
    cit_game *g = cit_game_new(&su, NULL, 0, NULL);
    static const char *const good[] = {"castlepay 1,0 f2'", "castlepay -3,4 f0", "castlepay 0,-1 f10'"};
    for (size_t i = 0; i < sizeof good / sizeof good[0]; i++) {
        cit_move m;
        char buf[64];
        assert_int_equal(cit_move_parse(g, good[i], strlen(good[i]), &m), CIT_OK);
        assert_int_equal(m.type, CIT_MOVE_CASTLE_PICK);
        assert_int_equal(m.rot, strchr(good[i], '\'') != NULL);
        assert_int_equal(cit_move_format(g, &m, buf, sizeof buf), CIT_OK);
        assert_string_equal(buf, good[i]);
    }
    cit_move m;
    assert_int_equal(cit_move_parse(g, "castlepay 1,0 f2'", 17, &m), CIT_OK);
    assert_int_equal(m.x, 1);
    assert_int_equal(m.spot, 2);
    static const char *const bad[] = {"castlepay 1,0 f'", "castlepay 1,0 f2''", "castlepay 1,0 f'2",
                                      "castlepay 1,0 '", "place H1-03 1,0 r0 f0'"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
        assert_int_equal(cit_move_parse(g, bad[i], strlen(bad[i]), &m), CIT_ERR_PARSE);
    m.rot = 2; /* no such half */
    char buf[64];
    assert_int_not_equal(cit_move_format(g, &m, buf, sizeof buf), CIT_OK);
    cit_game_free(g);
}

int unit_run_parts(void) {
    extern int unit_test_count;
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(second_triangle_parts_are_half_one),
        cmocka_unit_test(part_text_round_trips),
    };
    unit_test_count += (int)(sizeof tests / sizeof tests[0]);
    return cmocka_run_group_tests_name("parts", tests, NULL, NULL);
}
