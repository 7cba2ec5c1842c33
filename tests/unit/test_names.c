/* Unit tests of the player-name rule and of names in saves: every accepted name comes back. */
#define _POSIX_C_SOURCE 200809L
#include <stdlib.h>
#include <string.h>

#include "engine.h"
#include "unit.h"

static int valid(const char *name) { return cit_name_problem(name, strlen(name)) == NULL; }

static void the_name_rule(void **state) {
    (void)state;
    assert_true(valid("Bob"));
    assert_true(valid("Zdeněk Čapek"));
    assert_true(valid("e\xCC\x81"));            /* e + combining acute */
    assert_true(valid("\"Quoted\" #1 \\o/"));
    assert_true(valid("1234567890123456789012345678901")); /* 31 bytes */
    assert_false(valid("12345678901234567890123456789012"));
    assert_false(valid(""));
    assert_false(valid(" "));
    assert_false(valid("     "));
    assert_false(valid("\xC2\xA0\xE3\x80\x80")); /* no-break space, ideographic space */
    assert_false(valid("  Bob"));
    assert_false(valid("Bob "));
    assert_false(valid("Bo\tb"));
    assert_false(valid("Bo\x7f"));
    assert_false(valid("\xC3"));                 /* cut short */
    assert_false(valid("\xC0\xAF"));             /* overlong */
    assert_false(valid("\xED\xA0\x80"));         /* surrogate */
    assert_false(valid("\xC2\x85"));             /* C1 control (NEL) */
    assert_non_null(cit_name_problem(NULL, 0));
    /* what hides or reorders text: separators, bidi controls, zero-width characters */
    static const char *const hidden[] = {
        "Bo\xE2\x80\xA8" "b", "Bo\xE2\x80\xA9" "b",                   /* U+2028, U+2029 */
        "\xE2\x80\xAE" "boB", "Bo\xE2\x80\xAA" "b", "Bo\xE2\x80\xAC" "b", /* U+202E, U+202A, U+202C */
        "Bo\xE2\x81\xA6" "b", "Bo\xE2\x81\xA9" "b",                 /* U+2066, U+2069 */
        "Bo\xE2\x80\x8E" "b", "Bo\xE2\x80\x8F" "b", "Bo\xD8\x9C" "b", /* U+200E, U+200F, U+061C */
        "Bo\xE2\x80\x8B" "b", "Bo\xE2\x80\x8C" "b", "Bo\xE2\x80\x8D" "b", /* U+200B-200D */
        "Bo\xE2\x81\xA0" "b", "Bo\xEF\xBB\xBF" "b",                 /* U+2060, U+FEFF */
    };
    for (size_t i = 0; i < sizeof hidden / sizeof hidden[0]; i++) assert_false(valid(hidden[i]));
    assert_true(valid("Bo\xE2\x80\x90" "b")); /* U+2010, a hyphen, next to them: fine */
    assert_true(cit_char_unsafe(0x202E) && !cit_char_unsafe(0x2010) && !cit_char_unsafe('A'));
    char t[CIT_NAME_LEN] = "  \xC2\xA0 Ann Lee \xE2\x80\x8B ";
    assert_int_equal(cit_name_tidy(t), 7);
    assert_string_equal(t, "Ann Lee");
    char blank[CIT_NAME_LEN] = "   ";
    assert_int_equal(cit_name_tidy(blank), 0);
    assert_int_equal(cit_name_tidy(NULL), 0);
}

static void setup_refuses_what_the_rule_refuses(void **state) {
    (void)state;
    cit_setup su;
    cit_setup_default(&su, 2, 1);
    strcpy(su.players[0].name, "   ");
    cit_status st = CIT_OK;
    assert_null(cit_session_new(&su, &st));
    assert_int_equal(st, CIT_ERR_BAD_SETUP);
    strcpy(su.players[0].name, "  Bob");
    assert_null(cit_session_new(&su, &st));
    strcpy(su.players[0].name, "\xff");
    assert_null(cit_session_new(&su, &st));
    strcpy(su.players[0].name, "\xE2\x80\xAE" "boB"); /* a right-to-left override */
    assert_null(cit_session_new(&su, &st));
}

/* Pieces random names are built from: blanks, quotes, escapes, comment marks, words the
   save format uses, multi-byte and combining characters, and a control character. */
static const char *const pieces[] = {" ", "  ", "Bob", "\"", "\\", "#", "\xC3\xA9", "e\xCC\x81",
                                     "\xE2\x80\x8B", "\xC2\xA0", "\xE6\x97\xA5\xE6\x9C\xAC",
                                     "\xF0\x9F\x98\x80", "'", "a", "end", "move", "\t", "\"\"",
                                     "\\\"", "x\r"};

static void random_name(uint64_t *rng, char *out) {
    size_t n = 0;
    int parts = 1 + (int)(*rng >> 60) % 6;
    out[0] = '\0';
    for (int i = 0; i < parts; i++) {
        *rng = *rng * 6364136223846793005ull + 1442695040888963407ull;
        const char *p = pieces[(*rng >> 33) % (sizeof pieces / sizeof pieces[0])];
        size_t k = strlen(p);
        if (n + k >= CIT_NAME_LEN) break;
        memcpy(out + n, p, k + 1);
        n += k;
    }
}

static char *save_text(const cit_session *s) {
    size_t need = cit_session_save(s, NULL, 0);
    char *buf = malloc(need + 1);
    assert_int_equal(cit_session_save(s, buf, need + 1), need);
    return buf;
}

/* Property: any name the engine accepts (raw, or after tidying) saves and loads back
   byte for byte, with the same game hash; a refused name never starts a game. */
static void random_names_round_trip(void **state) {
    (void)state;
    uint64_t rng = 12;
    int kept = 0;
    for (int round = 0; round < 3000; round++) {
        cit_setup su;
        cit_setup_default(&su, 2 + round % 5, (uint64_t)round);
        for (int p = 0; p < su.nplayers; p++) {
            random_name(&rng, su.players[p].name);
            if (!valid(su.players[p].name)) {
                cit_setup bad = su;
                cit_status st;
                assert_null(cit_session_new(&bad, &st));
                cit_name_tidy(su.players[p].name);
            }
            if (!valid(su.players[p].name)) strcpy(su.players[p].name, "Fallback");
        }
        cit_session *s = cit_session_new(&su, NULL);
        assert_non_null(s);
        cit_move m;
        for (int i = 0; i < round % 7; i++)
            if (cit_game_random_move(cit_session_game(s), (uint64_t)i, &m) == CIT_OK)
                assert_int_equal(cit_session_apply(s, &m, NULL), CIT_OK);
        char *text = save_text(s);
        cit_session *t = cit_session_new(&su, NULL);
        cit_load_error err;
        assert_int_equal(cit_session_load(t, text, strlen(text), &err), CIT_OK);
        for (int p = 0; p < su.nplayers; p++) {
            assert_string_equal(cit_game_setup(cit_session_game(t))->players[p].name, su.players[p].name);
            kept++;
        }
        assert_true(cit_game_hash(cit_session_game(t)) == cit_game_hash(cit_session_game(s)));
        free(text);
        cit_session_free(s);
        cit_session_free(t);
    }
    assert_true(kept > 9000);
}

/* Loads a save made of the header lines `head` followed by a real tiles line and "end". */
static cit_status load(const char *head, cit_load_error *err, char names[2][CIT_NAME_LEN]) {
    cit_setup su;
    cit_setup_default(&su, 2, 1);
    cit_session *s = cit_session_new(&su, NULL);
    char *saved = save_text(s);
    const char *tiles = strstr(saved, "tiles ");
    size_t n = strlen(head), m = strlen(tiles);
    char *text = malloc(n + m + 1);
    memcpy(text, head, n);
    memcpy(text + n, tiles, m + 1);
    cit_status st = cit_session_load(s, text, strlen(text), err);
    free(text);
    free(saved);
    for (int p = 0; p < 2 && names; p++) strcpy(names[p], cit_game_setup(cit_session_game(s))->players[p].name);
    cit_session_free(s);
    return st;
}

#define HEAD "citadela-save 1\nmode classic\nseed 5\n"

static void old_and_quoted_name_lines(void **state) {
    (void)state;
    cit_load_error err;
    char names[2][CIT_NAME_LEN];
    /* Saves written before quoting: the rest of the line, trimmed; a blank name (the
       bug that lost games) becomes the seat's default name. */
    assert_int_equal(load(HEAD "player human 0   Bob  \nplayer human 1   \n", &err, names), CIT_OK);
    assert_string_equal(names[0], "Bob");
    assert_string_equal(names[1], "Player 2");
    /* Quoted, with escapes. */
    assert_int_equal(load(HEAD "player human 0 \"  \\\"a\\\\\"\nplayer human 1 \"#x\"\n", &err, NULL),
                     CIT_ERR_BAD_SETUP); /* quoted leading blanks are still refused */
    assert_int_equal(err.line, 4);
    assert_int_equal(load(HEAD "player human 0 \"\\\"a\\\\\"\nplayer human 1 \"#x\"  \n", &err, names), CIT_OK);
    assert_string_equal(names[0], "\"a\\");
    assert_string_equal(names[1], "#x");
    /* No name at all, and invalid UTF-8, refused on their own line. */
    assert_int_equal(load(HEAD "player human 0 Ann\nplayer human 1\n", &err, NULL), CIT_ERR_PARSE);
    assert_int_equal(err.line, 5);
    assert_int_equal(load(HEAD "player human 0 Ann\nplayer human 1 B\xff\n", &err, NULL), CIT_ERR_BAD_SETUP);
    assert_int_equal(err.line, 5);
    /* a name posing as another with a right-to-left override: refused, and the reason says so */
    assert_int_equal(load(HEAD "player human 0 Ann\nplayer human 1 \xE2\x80\xAE" "nnA\n", &err, NULL),
                     CIT_ERR_BAD_SETUP);
    assert_int_equal(err.line, 5);
    assert_non_null(strstr(err.message, "text-direction"));
}

int unit_run_names(void) {
    extern int unit_test_count;
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(the_name_rule),
        cmocka_unit_test(setup_refuses_what_the_rule_refuses),
        cmocka_unit_test(random_names_round_trip),
        cmocka_unit_test(old_and_quoted_name_lines),
    };
    unit_test_count += (int)(sizeof tests / sizeof tests[0]);
    return cmocka_run_group_tests_name("names", tests, NULL, NULL);
}
