/* Unit tests of inputs that must be refused: aliased cells, odd undo targets, bad header lines. */
#define _POSIX_C_SOURCE 200809L
#include <stdlib.h>
#include <string.h>

#include "engine.h"
#include "unit.h"

static const int alias_dx[8] = {128, -128, 0, 0, 128, 128, -128, -128};
static const int alias_dy[8] = {0, 0, 128, -128, 128, -128, 128, -128};

/* How many options a save names (ids without an option have no line). */
static int option_rows(void) {
    int n = 0;
    for (int i = 0; i < cit_option_count(); i++) n += cit_option_def_at(i) != NULL;
    return n;
}

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
                    cit_placed_tile out[2];
                    assert_int_equal(cit_game_parts_at(g, ax, ay, out), 0);
                    assert_int_equal(cit_game_feature(g, ax, ay, 0, 0, NULL, NULL, 0, NULL), 0);
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

/* A 2-player save of a few moves; its lines: 1 magic, 2 mode, 3 option, 4 seed,
   5-6 players, 7 tiles, 8.. moves, then end. */
static char *sample_save(void) {
    cit_setup su;
    cit_setup_default(&su, 2, 77);
    cit_session *s = cit_session_new(&su, NULL);
    cit_move m;
    for (uint64_t i = 0; i < 5; i++) {
        assert_int_equal(cit_game_random_move(cit_session_game(s), i, &m), CIT_OK);
        assert_int_equal(cit_session_apply(s, &m, NULL), CIT_OK);
    }
    size_t need = cit_session_save(s, NULL, 0);
    char *text = malloc(need + 1);
    cit_session_save(s, text, need + 1);
    cit_session_free(s);
    return text;
}

/* Loads text into a fresh session; returns the status, *line and the hash on success. */
static cit_status try_load(const char *text, int *line, uint64_t *hash) {
    cit_setup su;
    cit_setup_default(&su, 2, 1);
    cit_session *s = cit_session_new(&su, NULL);
    cit_load_error err;
    cit_status st = cit_session_load(s, text, strlen(text), &err);
    *line = err.line;
    if (hash) *hash = cit_game_hash(cit_session_game(s));
    cit_session_free(s);
    return st;
}

/* Replaces every `from` byte of text by the string `to` (into a new buffer). */
static char *replace_all(const char *text, char from, const char *to) {
    size_t n = strlen(text), k = strlen(to), cnt = 0;
    for (size_t i = 0; i < n; i++) cnt += text[i] == from;
    char *out = malloc(n + cnt * k + 1), *o = out;
    for (size_t i = 0; i < n; i++) {
        if (text[i] == from) {
            memcpy(o, to, k);
            o += k;
        } else {
            *o++ = text[i];
        }
    }
    *o = '\0';
    return out;
}

/* Inserts `line` (with its newline) before line number `at` (1-based). */
static char *insert_line(const char *text, int at, const char *line) {
    const char *p = text;
    for (int i = 1; i < at; i++) p = strchr(p, '\n') + 1;
    size_t head = (size_t)(p - text), k = strlen(line), n = strlen(text);
    char *out = malloc(n + k + 1);
    memcpy(out, text, head);
    memcpy(out + head, line, k);
    memcpy(out + head + k, p, n - head + 1);
    return out;
}

static void line_endings_and_bom(void **state) {
    (void)state;
    char *text = sample_save();
    int line;
    uint64_t h0, h;
    assert_int_equal(try_load(text, &line, &h0), CIT_OK);
    char *crlf = replace_all(text, '\n', "\r\n"), *cr = replace_all(text, '\n', "\r");
    assert_int_equal(try_load(crlf, &line, &h), CIT_OK);
    assert_true(h == h0);
    assert_int_equal(try_load(cr, &line, &h), CIT_OK);
    assert_true(h == h0);
    size_t n = strlen(cr);
    char *bom = malloc(n + 4);
    memcpy(bom, "\xEF\xBB\xBF", 3);
    memcpy(bom + 3, cr, n + 1);
    assert_int_equal(try_load(bom, &line, &h), CIT_OK);
    assert_true(h == h0);
    /* a CR-only file with a bad line still counts lines right */
    int k = option_rows() - 7; /* header lines past the seven options of the first table */
    char *bad = insert_line(text, 11 + k, "seed 9\n");
    char *badcr = replace_all(bad, '\n', "\r");
    assert_int_not_equal(try_load(badcr, &line, NULL), CIT_OK);
    assert_int_equal(line, 11 + k);
    free(text), free(crlf), free(cr), free(bom), free(bad), free(badcr);
}

/* Each set-up fault is reported at the header line at fault, not at the first move. */
static void header_faults_point_at_their_line(void **state) {
    (void)state;
    char *text = sample_save();
    int line, k = option_rows() - 7; /* header lines past the seven options of the first table */
    const struct {
        int at;
        const char *line;
    } cases[] = {
        /* the header: magic, mode, the options (seven, then k more), seed, two players, tiles */
        {11 + k, "seed 9\n"},                        /* duplicate seed */
        {3, "mode classic\n"},                       /* duplicate mode */
        {14 + k, "tiles D\n"},                       /* duplicate tiles */
        {4, "option small_city_two_points 1\n"},     /* duplicate option */
        {6, "option count 1\n"},                     /* duplicate option */
        {12 + k, "player human 0 Copycat\n"},        /* colour 0 is taken */
        {12 + k, "player robot 2 Ann\n"},            /* unknown kind */
        {12 + k, "player human 2 \xC3\n"},           /* invalid UTF-8 name */
        {12 + k, "player human 2      \t\n"},        /* (old saves' blank name: accepted) */
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char *t = insert_line(text, cases[i].at, cases[i].line);
        cit_status st = try_load(t, &line, NULL);
        if (i == sizeof cases / sizeof cases[0] - 1) {
            assert_int_equal(st, CIT_OK);
        } else {
            assert_int_not_equal(st, CIT_OK);
            assert_int_equal(line, cases[i].at);
        }
        free(t);
    }
    /* a tile order without the start tile first, and an unknown tile id: line 13 */
    char *t = strdup(text);
    char *tiles = strstr(t, "tiles D");
    tiles[6] = 'A';
    assert_int_equal(try_load(t, &line, NULL), CIT_ERR_BAD_TILE_ORDER);
    assert_int_equal(line, 13 + k);
    tiles[6] = '?';
    assert_int_not_equal(try_load(t, &line, NULL), CIT_OK);
    assert_int_equal(line, 13 + k);
    free(t);
    /* text after "end" is refused at its line; comments and blank lines are not */
    size_t n = strlen(text);
    int end_line = 0;
    for (size_t i = 0; i < n; i++) end_line += text[i] == '\n';
    char *tail = malloc(n + 64);
    memcpy(tail, text, n);
    strcpy(tail + n, "\n# note\nmove place D 1,0 r0\n");
    assert_int_equal(try_load(tail, &line, NULL), CIT_ERR_PARSE);
    assert_int_equal(line, end_line + 3);
    strcpy(tail + n, "\n# note\n\n");
    assert_int_equal(try_load(tail, &line, NULL), CIT_OK);
    free(tail);
    free(text);
}

/* NULL where a caller could plausibly pass it: an error or an empty answer, no crash. */
static void null_arguments(void **state) {
    (void)state;
    cit_move m = {0};
    char buf[64];
    assert_int_equal(cit_session_apply(NULL, &m, NULL), CIT_ERR_BAD_ARGUMENT);
    assert_int_equal(cit_session_undo_to(NULL, 0), CIT_ERR_BAD_ARGUMENT);
    assert_int_equal(cit_session_load(NULL, "x", 1, NULL), CIT_ERR_BAD_ARGUMENT);
    assert_null(cit_session_game(NULL));
    assert_int_equal(cit_session_length(NULL), 0);
    assert_null(cit_session_move(NULL, 0));
    assert_int_equal(cit_session_score_after(NULL, 0, 0), 0);
    assert_int_equal(cit_session_save(NULL, buf, sizeof buf), 0);
    assert_string_equal(buf, "");
    cit_status st = CIT_OK;
    assert_null(cit_session_new(NULL, &st));
    assert_int_equal(st, CIT_ERR_BAD_SETUP);
    cit_setup su;
    cit_setup_default(&su, 2, 3);
    cit_session *s = cit_session_new(&su, NULL);
    const cit_game *g = cit_session_game(s);
    assert_int_equal(cit_session_apply(s, NULL, NULL), CIT_ERR_BAD_ARGUMENT);
    assert_int_equal(cit_session_load(s, NULL, 5, NULL), CIT_ERR_BAD_ARGUMENT);
    assert_int_equal(cit_session_load(s, NULL, 0, NULL), CIT_ERR_PARSE); /* empty: truncated */
    assert_true(cit_session_save(s, NULL, 0) > 0);
    assert_int_equal(cit_move_parse(g, NULL, 3, &m), CIT_ERR_BAD_ARGUMENT);
    assert_int_equal(cit_move_parse(g, NULL, 0, &m), CIT_ERR_PARSE);
    assert_int_equal(cit_move_parse(NULL, "place D 1,0 r0", 14, &m), CIT_ERR_BAD_ARGUMENT);
    assert_int_equal(cit_move_format(g, NULL, buf, sizeof buf), CIT_ERR_BAD_ARGUMENT);
    assert_int_equal(cit_move_format(g, &m, NULL, 8), CIT_ERR_BAD_ARGUMENT);
    cit_session_free(s);
    cit_session_free(NULL);
}

int unit_run_hardening(void) {
    extern int unit_test_count;
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(aliased_cells_are_refused),
        cmocka_unit_test(undo_to_a_negative_length),
        cmocka_unit_test(line_endings_and_bom),
        cmocka_unit_test(header_faults_point_at_their_line),
        cmocka_unit_test(null_arguments),
    };
    unit_test_count += (int)(sizeof tests / sizeof tests[0]);
    return cmocka_run_group_tests_name("hardening", tests, NULL, NULL);
}
