/* The Tower's pure helpers (the range of a tower, the pieces per player count) and its
   move text: every form reads back as it is written, and malformed lines are refused. */
#include <string.h>

#include "unit.h"

#include "modules/tower/mod_tower.h" /* tower_in_range */
#include "modules/abbey/mod_abbey.h" /* abbey_kind: a mayor beside a knight */
#include "modules/inns/inns.h"

static void range_is_a_straight_line_up_to_the_height(void **state) {
    (void)state;
    assert_true(tower_in_range(0, 0, 0, 0, 0));  /* the tower's own cell, even bare */
    assert_false(tower_in_range(0, 0, 0, 1, 0));
    assert_true(tower_in_range(0, 0, 2, 0, -2)); /* N */
    assert_true(tower_in_range(0, 0, 2, 2, 0));  /* E */
    assert_true(tower_in_range(0, 0, 2, 0, 2));  /* S */
    assert_true(tower_in_range(0, 0, 2, -2, 0)); /* W */
    assert_false(tower_in_range(0, 0, 2, 3, 0)); /* one past the height */
    assert_false(tower_in_range(0, 0, 2, 0, -3));
    assert_false(tower_in_range(0, 0, 5, 1, 1)); /* a diagonal never */
    assert_false(tower_in_range(0, 0, 5, -2, 1));
    assert_true(tower_in_range(-3, 4, 3, -6, 4));
    assert_false(tower_in_range(-3, 4, 3, -7, 4));
}

static void pieces_by_player_count(void **state) {
    (void)state;
    static const int want[] = {0, 10, 10, 9, 7, 6, 5, 0};
    for (int n = 0; n <= 7; n++) assert_int_equal(cit_tower_pieces_for(n), want[n]);
    for (int n = 2; n <= 6; n++) assert_true(n * cit_tower_pieces_for(n) <= CIT_TOWER_PIECES);
}

typedef struct {
    const char *text;
    const char *written; /* NULL: refused (parse error) */
} text_row;

static const text_row rows[] = {
    {"towerstep none", "towerstep none"},
    {"towerstep piece 3,-2", "towerstep piece 3,-2"},
    {"towerstep close -1,0", "towerstep close -1,0"},
    {"towerstep close -1,0 big", "towerstep close -1,0 big"},
    {"towerstep piece 3,-2 big", NULL},
    {"towerstep piece", NULL},
    {"towerstep close 1,1 small", NULL},
    {"towerstep", NULL},
    {"capture none", "capture none"},
    {"capture 2,0 f1", "capture 2,0 f1"},
    {"capture 2,0 f1'", "capture 2,0 f1'"},
    {"capture 2,0 f3 big", "capture 2,0 f3 big"},
    {"capture 0,4 top", "capture 0,4 top"},
    {"capture 0,4 top big", "capture 0,4 top big"},
    {"capture 0,4", NULL},
    {"capture 0,4 top top", NULL},
    {"capture none big", NULL},
    {"capture 2,0 f1 mayor", "capture 2,0 f1 mayor"},
    {"capture 2,0 f0' wagon", "capture 2,0 f0' wagon"},
    {"capture 0,4 top mayor", NULL}, /* no mayor or wagon closes a tower */
    {"capture 2,0 f1 normal", NULL},
    {"towerstep close -1,0 mayor", NULL},
    {"exchange normal", "exchange normal"},
    {"exchange big", "exchange big"},
    {"exchange", NULL},
    {"exchange small", NULL},
    {"exchange mayor", "exchange mayor"},
    {"exchange wagon", "exchange wagon"},
    {"ransom none", "ransom none"},
    {"ransom 0", "ransom 0"},
    {"ransom 5 big", "ransom 5 big"},
    {"ransom 6", NULL},
    {"ransom none big", NULL},
    {"ransom 1 mayor", "ransom 1 mayor"},
    {"ransom 2 wagon", "ransom 2 wagon"},
    {"ransom 2 normal", NULL},
    {"ransom none wagon", NULL},
    {"ransom -1", NULL},
};

/* The rows' figure words are follower kinds of the game's modules (engine.h,
   cit_game_follower_kinds): here with Inns & Cathedrals' big follower and Abbey & Mayor's
   mayor and wagon. */
static void move_text_reads_back(void **state) {
    (void)state;
    cit_setup s;
    cit_setup_default(&s, 2, 1);
    s.opt.v[CIT_OPT_TOWER] = s.opt.v[CIT_OPT_BIG_FOLLOWER] = 1;
    s.opt.v[CIT_OPT_ABBEY] = s.opt.v[CIT_OPT_MAYOR] = s.opt.v[CIT_OPT_WAGON] = 1;
    cit_game *g = cit_game_new(&s, NULL, 0, NULL);
    assert_non_null(g);
    for (size_t i = 0; i < sizeof rows / sizeof rows[0]; i++) {
        cit_move m;
        cit_status st = cit_move_parse(g, rows[i].text, strlen(rows[i].text), &m);
        if (!rows[i].written) {
            if (st != CIT_ERR_PARSE) fail_msg("'%s' was read", rows[i].text);
            continue;
        }
        if (st != CIT_OK) fail_msg("'%s' refused: %d", rows[i].text, st);
        char back[64];
        assert_int_equal(cit_move_format(g, &m, back, sizeof back), CIT_OK);
        assert_string_equal(back, rows[i].written);
    }
    cit_game_free(g);
}

/* The decisions' names, as saves and scenarios write them. */
static void decision_names(void **state) {
    (void)state;
    assert_string_equal(cit_decision_name(CIT_DECIDE_TOWER_FIGURE), "tower_step");
    assert_string_equal(cit_decision_name(CIT_DECIDE_TOWER_CAPTURE), "tower_capture");
    assert_string_equal(cit_decision_name(CIT_DECIDE_TOWER_EXCHANGE), "tower_exchange");
    assert_string_equal(cit_decision_name(CIT_DECIDE_TOWER_RANSOM), "tower_ransom");
}

/* The ransom is the first thing of the payer's turn: cit_pending names them as the player
   whose turn it is, though the turn before has just ended (tower-ransom.scn's game). */
static void play_all(cit_game *g, const char *const *moves, size_t n);

/* tower-ransom.scn's game: player 0's tower at 0,1 has taken two of player 1's followers,
   and player 1's turn opens with the ransom. */
static cit_game *two_prisoners_game(void) {
    static const char *const ids[] = {"D", "TW-02", "B", "B", "N", "B", "E", "U", "U", "U"};
    static const char *const moves[] = {"place TW-02 0,1 r0", "towerstep piece 0,1", "place B 1,1 r0 f0",
                                        "place B -1,1 r0", "towerstep piece 0,1", "capture 1,1 f0",
                                        "place N 0,-1 r2 f0", "place B -1,2 r0", "towerstep piece 0,1",
                                        "capture 0,-1 f0", "place E 1,-1 r3 f0", "place U 1,0 r0", "towerstep none"};
    cit_tile_id order[10];
    for (int i = 0; i < 10; i++) order[i] = (cit_tile_id)cit_tileset_find(cit_tileset_builtin(), ids[i]);
    cit_setup su;
    cit_setup_default(&su, 2, 1);
    su.opt.v[CIT_OPT_TOWER] = 1;
    cit_game *g = cit_game_new(&su, order, 10, NULL);
    assert_non_null(g);
    play_all(g, moves, sizeof moves / sizeof moves[0]);
    return g;
}

static void ransom_is_asked_in_the_payers_turn(void **state) {
    (void)state;
    cit_game *g = two_prisoners_game();
    cit_pending p = cit_game_pending(g);
    assert_int_equal(p.decision, CIT_DECIDE_TOWER_RANSOM);
    assert_int_equal(p.player, 1);
    assert_int_equal(p.active, 1);
    cit_game_free(g);
}

/* Prisoners and tops are the core's records kept by The Tower (figures.h), answered from
   them: two of player 1's followers held by player 0 are two records at the prison slot
   of captor 0; a ransom sends one home (supply up); a closing puts one on the top's slot;
   the hash of a position does not depend on which record moved. */
static void prisoners_and_tops_are_records(void **state) {
    (void)state;
    cit_game *g = two_prisoners_game();
    assert_true(figure_normals_any(g));
    assert_int_equal(figure_normal_kept(g, 1, CIT_MODULE_TOWER, TOWER_SLOT_PRISON(0)), 2);
    assert_int_equal(figure_normal_kept(g, -1, CIT_MODULE_TOWER, -1), 2);
    assert_int_equal(cit_game_tower_held(g, 0, 1, 0), 2);
    assert_int_equal(cit_game_tower_prisoners(g, 0, 1, NULL), 2);
    cit_follower f[32];
    int n = cit_game_followers(g, f, 32), prisoners = 0;
    for (int i = 0; i < n; i++) prisoners += f[i].where == CIT_AT_QUARTER && f[i].quarter == CIT_TOWER_AT_PRISON;
    assert_int_equal(prisoners, 2);
    int supply = cit_game_supply(g, 1);
    static const char *const ransom[] = {"ransom 0"};
    play_all(g, ransom, 1);
    assert_int_equal(cit_game_tower_held(g, 0, 1, 0), 1);
    assert_int_equal(figure_normal_kept(g, 1, CIT_MODULE_TOWER, -1), 1);
    assert_int_equal(cit_game_supply(g, 1), supply + 1);
    /* player 1 closes the tower at 0,1 with a follower from supply */
    cit_move ms[CIT_MAX_MOVES];
    int k = cit_game_legal_moves(g, ms, CIT_MAX_MOVES), closed = 0;
    for (int i = 0; i < k && !closed; i++) {
        if (ms[i].spot != CIT_SPOT_NONE) continue;
        cit_game *h = cit_game_clone(g);
        assert_non_null(h);
        assert_int_equal(cit_game_apply(h, &ms[i], NULL), CIT_OK);
        cit_move close;
        static const char text[] = "towerstep close 0,1";
        if (cit_game_pending(h).decision == CIT_DECIDE_TOWER_FIGURE &&
            cit_move_parse(h, text, strlen(text), &close) == CIT_OK && cit_game_apply(h, &close, NULL) == CIT_OK) {
            closed = 1;
            cit_tower t[4];
            assert_int_equal(cit_game_towers(h, t, 4), 1);
            assert_int_equal(t[0].top, 2);
            assert_int_equal(t[0].top_big, 0);
            assert_non_null(figure_normal_find(h, 1, CIT_MODULE_TOWER, TOWER_SLOT_TOP(0)));
            assert_int_equal(cit_game_supply(h, 1), supply);
            assert_int_equal(figure_normal_kept(h, 1, CIT_MODULE_TOWER, -1), 2);
        }
        cit_game_free(h);
    }
    assert_true(closed);
    cit_game_free(g);
}

/* The big follower as a prisoner: its record is kept at the prison slot of its captor,
   and the public query answers the place (tower.h's code), as before the records. */
static void big_prisoner_is_kept_at_its_captors_slot(void **state) {
    (void)state;
    /* player 1 raises the tower at 0,1 twice and takes player 0's big monk at 1,1 */
    static const char *const ids[] = {"D", "TW-02", "B", "B", "E", "U", "B"};
    static const char *const moves[] = {"place TW-02 0,1 r0", "towerstep none", "place B -1,1 r0",
                                        "towerstep piece 0,1", "place B 1,1 r0 f0", "big yes",
                                        "place E 0,-1 r2", "towerstep piece 0,1", "capture 1,1 f0 big"};
    cit_tile_id order[7];
    for (int i = 0; i < 7; i++) order[i] = (cit_tile_id)cit_tileset_find(cit_tileset_builtin(), ids[i]);
    cit_setup su;
    cit_setup_default(&su, 2, 1);
    su.opt.v[CIT_OPT_TOWER] = su.opt.v[CIT_OPT_INNS] = su.opt.v[CIT_OPT_BIG_FOLLOWER] = 1;
    cit_game *g = cit_game_new(&su, order, 7, NULL);
    assert_non_null(g);
    play_all(g, moves, sizeof moves / sizeof moves[0]);
    assert_int_equal(cit_game_big_follower_away(g, 0), CIT_TOWER_AT_PRISON);
    assert_int_equal(figure_strong_record(g, 0)->at, TOWER_SLOT_PRISON(1));
    assert_int_equal(figure_strong_record(g, 0)->keeper, CIT_MODULE_TOWER);
    int big = 0;
    assert_int_equal(cit_game_tower_prisoners(g, 1, 0, &big), 1);
    assert_int_equal(big, 1);
    assert_int_equal(figure_normal_kept(g, -1, CIT_MODULE_TOWER, -1), 0); /* no normal one */
    cit_game_free(g);
}

/* Applies each move text of `moves` to g (each must be legal). */
static void play_all(cit_game *g, const char *const *moves, size_t n) {
    for (size_t i = 0; i < n; i++) {
        cit_move m;
        assert_int_equal(cit_move_parse(g, moves[i], strlen(moves[i]), &m), CIT_OK);
        if (cit_game_apply(g, &m, NULL) != CIT_OK) fail_msg("'%s' refused", moves[i]);
    }
}

/* A part holding a knight and the mayor of one player (no rule puts them there together
   today; the portal or a quarter may) gives two capture answers, the knight and the mayor;
   taking the mayor leaves the knight. */
static void knight_and_mayor_on_one_part_are_two_answers(void **state) {
    (void)state;
    static const char *const ids[] = {"D", "U", "E", "TW-02", "B"};
    static const char *const before[] = {"place U 1,0 r0", "place E 1,-1 r0 f0"};
    static const char *const after[] = {"place TW-02 2,-1 r0", "towerstep piece 2,-1"};
    cit_tile_id order[5];
    for (int i = 0; i < 5; i++) order[i] = (cit_tile_id)cit_tileset_find(cit_tileset_builtin(), ids[i]);
    cit_setup su;
    cit_setup_default(&su, 2, 1);
    su.opt.v[CIT_OPT_TOWER] = su.opt.v[CIT_OPT_MAYOR] = 1;
    cit_game *g = cit_game_new(&su, order, 5, NULL);
    assert_non_null(g);
    play_all(g, before, 2);
    int pi = cell_part_at(g, 1, -1, 0) - 1;
    assert_true(pi >= 0);
    figure_kind_place(g, 1, abbey_kind(g, ABBEY_KIND_MAYOR), (uint16_t)g->pieces[pi].node0); /* the city part, f0 */
    assert_int_equal(cit_game_supply(g, 1), 6);
    play_all(g, after, 2);
    assert_int_equal(cit_game_pending(g).decision, CIT_DECIDE_TOWER_CAPTURE);
    cit_move ms[8];
    char text[3][40];
    assert_int_equal(cit_game_legal_moves(g, ms, 8), 3);
    for (int i = 0; i < 3; i++) assert_int_equal(cit_move_format(g, &ms[i], text[i], sizeof text[i]), CIT_OK);
    assert_string_equal(text[0], "capture none");
    assert_string_equal(text[1], "capture 1,-1 f0");
    assert_string_equal(text[2], "capture 1,-1 f0 mayor");
    assert_int_equal(cit_game_apply(g, &ms[2], NULL), CIT_OK);
    assert_int_equal(cit_game_tower_held(g, 0, 1, cit_game_follower_named(g, "mayor")), 1);
    assert_int_equal(cit_game_mayor_kept(g, 1), 1);
    assert_int_equal(cit_game_mayor(g, 1, NULL), 0);
    cit_feature_info info;
    assert_true(cit_game_feature(g, 1, -1, 0, 0, &info, NULL, 0, NULL));
    assert_int_equal(info.followers[1], 1); /* the knight stays */
    assert_int_equal(cit_game_supply(g, 1), 6);
    cit_game_free(g);
}

int unit_run_tower(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(range_is_a_straight_line_up_to_the_height),
        cmocka_unit_test(pieces_by_player_count),
        cmocka_unit_test(move_text_reads_back),
        cmocka_unit_test(decision_names),
        cmocka_unit_test(ransom_is_asked_in_the_payers_turn),
        cmocka_unit_test(knight_and_mayor_on_one_part_are_two_answers),
        cmocka_unit_test(prisoners_and_tops_are_records),
        cmocka_unit_test(big_prisoner_is_kept_at_its_captors_slot),
    };
    extern int unit_test_count;
    unit_test_count += (int)(sizeof tests / sizeof tests[0]);
    return cmocka_run_group_tests_name("tower", tests, NULL, NULL);
}
