/*
 * The rules seam: the general turn (turn.c) must play the plain base game exactly as
 * the fast path does, and the options table must drive set-up and move text.
 */
#include <stdlib.h>
#include <string.h>

#include "internal.h"
#include "unit.h"

static cit_game *new_game(int nplayers, uint64_t seed, int general) {
    cit_setup su;
    cit_setup_default(&su, nplayers, seed);
    cit_game *g = cit_game_new(&su, NULL, 0, NULL);
    assert_non_null(g);
    if (general) game_use_general_turn(g);
    return g;
}

/* Field by field: the struct has padding that copies need not keep. */
static int same_event(const cit_event *a, const cit_event *b) {
    return a->type == b->type && a->player == b->player && a->tile == b->tile &&
           a->feature_kind == b->feature_kind && a->reason == b->reason && a->count == b->count &&
           a->x == b->x && a->y == b->y && a->spot == b->spot && a->rot == b->rot &&
           a->points == b->points && a->quarter == b->quarter;
}

static int same_outcome(const cit_outcome *a, const cit_outcome *b) {
    /* Final scoring visits features in another order on the general path: its score
       events are compared as a multiset; every other event comes in the same order. */
    if (a->n != b->n) return 0;
    int final_a[CIT_MAX_PLAYERS] = {0}, final_b[CIT_MAX_PLAYERS] = {0}, ia = 0, ib = 0;
    for (;;) {
        while (ia < a->n && a->ev[ia].type == CIT_EV_SCORE && a->ev[ia].reason == CIT_SCORE_FINAL)
            final_a[a->ev[ia].player] += a->ev[ia].points, ia++;
        while (ib < b->n && b->ev[ib].type == CIT_EV_SCORE && b->ev[ib].reason == CIT_SCORE_FINAL)
            final_b[b->ev[ib].player] += b->ev[ib].points, ib++;
        if (ia == a->n || ib == b->n) break;
        if (!same_event(&a->ev[ia++], &b->ev[ib++])) return 0;
    }
    return ia == a->n && ib == b->n && !memcmp(final_a, final_b, sizeof final_a);
}

/* The same seeded games, move by move: hashes, legal-move lists, events and random moves. */
static void general_turn_plays_the_base_game(void **state) {
    (void)state;
    static cit_move la[CIT_MAX_MOVES], lb[CIT_MAX_MOVES];
    static cit_outcome oa, ob;
    for (uint64_t seed = 1; seed <= 60; seed++) {
        int np = 2 + (int)(seed % 5);
        cit_game *a = new_game(np, seed, 0), *b = new_game(np, seed, 1);
        assert_true(cit_game_hash(a) == cit_game_hash(b));
        for (int turn = 0; !cit_game_over(a); turn++) {
            int na = cit_game_legal_moves(a, la, CIT_MAX_MOVES), nb = cit_game_legal_moves(b, lb, CIT_MAX_MOVES);
            assert_int_equal(na, nb);
            assert_memory_equal(la, lb, sizeof la[0] * (size_t)na);
            cit_move ra, rb;
            uint64_t rseed = seed * 7919u + (uint64_t)turn;
            assert_int_equal(cit_game_random_move(a, rseed, &ra), CIT_OK);
            assert_int_equal(cit_game_random_move(b, rseed, &rb), CIT_OK);
            assert_memory_equal(&ra, &rb, sizeof ra);
            cit_pending pa = cit_game_pending(a), pb = cit_game_pending(b);
            assert_int_equal(pa.decision, pb.decision);
            assert_int_equal(pa.player, pb.player);
            /* half the games through apply with events, half through the playout step */
            if (seed & 1) {
                const cit_move *m = &la[(seed * 31u + (uint64_t)turn) % (uint64_t)na];
                assert_int_equal(cit_game_apply(a, m, &oa), CIT_OK);
                assert_int_equal(cit_game_apply(b, m, &ob), CIT_OK);
                assert_true(same_outcome(&oa, &ob));
            } else {
                assert_int_equal(cit_game_play_random(a, rseed, NULL), CIT_OK);
                assert_int_equal(cit_game_play_random(b, rseed, NULL), CIT_OK);
            }
            assert_true(cit_game_hash(a) == cit_game_hash(b));
        }
        assert_true(cit_game_over(b));
        for (int p = 0; p < np; p++) assert_int_equal(cit_game_score(a, p), cit_game_score(b, p));
        cit_game_free(a);
        cit_game_free(b);
    }
}

static void options_table_drives_setup(void **state) {
    (void)state;
    assert_int_equal(cit_option_count(), CIT_OPT_COUNT_);
    for (int i = 0; i < cit_option_count(); i++) {
        const cit_option_def *d = cit_option_def_at(i);
        assert_non_null(d);
        assert_int_equal(cit_option_find(d->name, strlen(d->name)), i);
        assert_true(d->label_en[0] && d->label_cs[0] && d->help_en[0] && d->help_cs[0]);
        assert_true(d->def <= d->max);
    }
    assert_null(cit_option_def_at(-1));
    assert_null(cit_option_def_at(CIT_OPT_COUNT_));
    assert_int_equal(cit_option_find("nonsense", 8), -1);
    cit_setup su;
    cit_setup_default(&su, 3, 5);
    assert_int_equal(cit_option_get(&su.opt, CIT_OPT_COUNT_ALL_SCORINGS), 1);
    assert_int_equal(cit_option_set(&su.opt, CIT_OPT_COUNT, 2), 0); /* out of range */
    su.opt.count = 2;
    cit_status st;
    assert_null(cit_game_new(&su, NULL, 0, &st));
    assert_int_equal(st, CIT_ERR_BAD_SETUP);
    assert_int_equal(cit_option_set(&su.opt, CIT_OPT_COUNT, 1), 1);
    cit_game *g = cit_game_new(&su, NULL, 0, &st);
    assert_non_null(g);
    assert_int_equal(cit_game_modules(g), 1u << CIT_MODULE_COUNT);
    assert_int_equal(cit_game_setup_tiles(g), 0);
    assert_int_equal(cit_game_placed_count(g), 12);
    assert_int_equal(cit_game_stack_left(g) + 1, 72); /* every base tile is drawn; one in hand */
    assert_int_equal(cit_game_count_quarter(g), CIT_QUARTER_CASTLE);
    int x, y;
    assert_true(cit_game_quarter_cell(g, CIT_QUARTER_MARKET, &x, &y));
    assert_int_equal(x, 0);
    assert_int_equal(y, 0);
    cit_game_free(g);
}

/* Every decision kind's moves have a text that parses back to the same move. */
static void decision_moves_have_text_forms(void **state) {
    (void)state;
    cit_setup su;
    cit_setup_default(&su, 4, 11);
    su.opt.count = 1;
    cit_game *g = cit_game_new(&su, NULL, 0, NULL);
    static cit_move moves[CIT_MAX_MOVES];
    int seen[CIT_DECISION_COUNT] = {0};
    for (int turn = 0; !cit_game_over(g); turn++) {
        int n = cit_game_legal_moves(g, moves, CIT_MAX_MOVES);
        assert_true(n > 0);
        seen[cit_game_pending(g).decision]++;
        for (int i = 0; i < n && i < CIT_MAX_MOVES; i++) {
            char text[64];
            cit_move back;
            assert_int_equal(cit_move_format(g, &moves[i], text, sizeof text), CIT_OK);
            assert_int_equal(cit_move_parse(g, text, strlen(text), &back), CIT_OK);
            assert_memory_equal(&back, &moves[i], sizeof back);
        }
        assert_int_equal(cit_game_play_random(g, (uint64_t)turn * 977u + 3u, NULL), CIT_OK);
    }
    assert_true(seen[CIT_DECIDE_PLACE_TILE] > 0);
    cit_game_free(g);
    const char *bad[] = {"deploy", "deploy castle", "deploy moat 1", "deploy castle 9", "quarter",
                         "quarter castle 1", "count", "count nowhere", "deploy none 1"};
    cit_move m;
    g = cit_game_new(&su, NULL, 0, NULL);
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
        assert_int_equal(cit_move_parse(g, bad[i], strlen(bad[i]), &m), CIT_ERR_PARSE);
    cit_game_free(g);
}

int unit_run_modules(void) {
    extern int unit_test_count;
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(general_turn_plays_the_base_game),
        cmocka_unit_test(options_table_drives_setup),
        cmocka_unit_test(decision_moves_have_text_forms),
    };
    unit_test_count += (int)(sizeof tests / sizeof tests[0]);
    return cmocka_run_group_tests_name("modules", tests, NULL, NULL);
}
