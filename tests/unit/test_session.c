/* Unit tests of sessions: history, undo, save and load, corrupt saves. */
#define _POSIX_C_SOURCE 200809L
#include <stdlib.h>
#include <string.h>

#include "engine.h"
#include "unit.h"

static cit_session *played(int moves, uint64_t seed) {
    cit_setup su;
    cit_setup_default(&su, 3, seed);
    strcpy(su.players[1].name, "Zdeněk Čapek"); /* UTF-8 and a space survive saves */
    su.players[2].kind = CIT_SEAT_AI_HARD;
    su.opt.small_city_two_points = 1;
    cit_session *s = cit_session_new(&su, NULL);
    assert_non_null(s);
    cit_move list[CIT_MAX_MOVES];
    for (int i = 0; i < moves && !cit_game_over(cit_session_game(s)); i++) {
        int n = cit_game_legal_moves(cit_session_game(s), list, CIT_MAX_MOVES);
        assert_int_equal(cit_session_apply(s, &list[(i * 13 + 5) % n], NULL), CIT_OK);
    }
    return s;
}

static char *save_text(const cit_session *s) {
    size_t need = cit_session_save(s, NULL, 0);
    char *buf = malloc(need + 1);
    assert_int_equal(cit_session_save(s, buf, need + 1), need);
    return buf;
}

static void save_load_round_trip(void **state) {
    (void)state;
    cit_session *a = played(40, 11);
    char *text = save_text(a);
    cit_session *b = played(3, 99);
    cit_load_error err;
    assert_int_equal(cit_session_load(b, text, strlen(text), &err), CIT_OK);
    assert_true(cit_game_hash(cit_session_game(a)) == cit_game_hash(cit_session_game(b)));
    assert_int_equal(cit_session_length(b), 40);
    assert_string_equal(cit_game_setup(cit_session_game(b))->players[1].name, "Zdeněk Čapek");
    assert_int_equal(cit_game_setup(cit_session_game(b))->players[2].kind, CIT_SEAT_AI_HARD);
    char *again = save_text(b);
    assert_string_equal(text, again);
    free(text);
    free(again);
    cit_session_free(a);
    cit_session_free(b);
}

static void corrupt_saves_leave_the_game_alone(void **state) {
    (void)state;
    cit_session *a = played(10, 3);
    char *text = save_text(a);
    cit_session *b = played(5, 8);
    uint64_t h = cit_game_hash(cit_session_game(b));
    cit_load_error err;

    assert_int_equal(cit_session_load(b, "hello\n", 6, &err), CIT_ERR_PARSE);
    assert_int_equal(err.line, 1);

    /* Truncated: no end line. */
    char *cut = strstr(text, "end\n");
    assert_int_equal(cit_session_load(b, text, (size_t)(cut - text), &err), CIT_ERR_PARSE);

    /* An illegal move on line 9 (header has 8 lines with 3 players). */
    char *bad = strdup(text);
    char *move = strstr(bad, "move place");
    move[11] = 'C'; /* a tile other than the one in hand */
    cit_status st = cit_session_load(b, bad, strlen(bad), &err);
    assert_int_not_equal(st, CIT_OK);
    assert_int_equal(err.line, 9);

    /* Unknown tile id in the order. */
    char *badtiles = strdup(text);
    char *tiles = strstr(badtiles, "tiles D ");
    tiles[6] = '#';
    assert_int_not_equal(cit_session_load(b, badtiles, strlen(badtiles), &err), CIT_OK);
    assert_int_equal(err.line, 8);

    assert_true(cit_game_hash(cit_session_game(b)) == h);
    assert_int_equal(cit_session_length(b), 5);
    free(text);
    free(bad);
    free(badtiles);
    cit_session_free(a);
    cit_session_free(b);
}

static void undo_replays_to_any_point(void **state) {
    (void)state;
    cit_session *s = played(20, 21);
    cit_session *t = played(12, 21);
    int score12 = cit_session_score_after(s, 11, 0);
    assert_int_equal(cit_session_undo_to(s, 12), CIT_OK);
    assert_true(cit_game_hash(cit_session_game(s)) == cit_game_hash(cit_session_game(t)));
    assert_int_equal(cit_game_score(cit_session_game(s), 0), score12);
    assert_int_equal(cit_session_undo_to(s, 13), CIT_ERR_BAD_ARGUMENT);
    assert_int_equal(cit_session_undo_to(s, 0), CIT_OK);
    assert_int_equal(cit_session_length(s), 0);
    cit_session_free(s);
    cit_session_free(t);
}

int unit_run_session(void) {
    extern int unit_test_count;
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(save_load_round_trip),
        cmocka_unit_test(corrupt_saves_leave_the_game_alone),
        cmocka_unit_test(undo_replays_to_any_point),
    };
    unit_test_count += (int)(sizeof tests / sizeof tests[0]);
    return cmocka_run_group_tests_name("session", tests, NULL, NULL);
}
