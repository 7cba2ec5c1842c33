/*
 * The move text of every verb, pinned: what each line reads as (or that it is refused)
 * and what each move writes (or the status it is refused with), as the engine wrote and
 * read them before the verbs moved into the modules' tables. The dispatcher asks every
 * registered module, so these hold whatever modules a game runs (here none); only a
 * figure's word needs the module that declares its kind (below: the big follower, the
 * mayor and the wagon, follower kinds 1, 2 and 3).
 */
#include <string.h>

#include "unit.h"

#include "engine.h"
#include "modules/bazaar/bazaar.h"
#include "modules/castles/castles.h"
#include "modules/count/count.h"
#include "modules/dragon/dragon.h"
#include "modules/abbey/abbey.h"
#include "modules/inns/inns.h"

typedef struct {
    const char *text;
    cit_status status;
    const char *written; /* the move read, written back (NULL when refused) */
    cit_move move;       /* what it reads as (tile: "D" for a placement) */
} parse_row;

static const parse_row parse_rows[] = {
    {"place D 0,1 r0", CIT_OK, "place D 0,1 r0", {CIT_MOVE_PLACE, 0, 0, 1, 0, -1, 0, 0}},
    {"place D 0,1 r3 f2", CIT_OK, "place D 0,1 r3 f2", {CIT_MOVE_PLACE, 0, 0, 1, 3, 2, 0, 0}},
    {"place D 0,1 r1 f9 bridge 0,1 ns", CIT_OK, "place D 0,1 r1 f9 bridge 0,1 ns", {CIT_MOVE_PLACE, 0, 0, 1, 1, 9, 1, 0}},
    {"place D 0,1 r1 bridge 1,1 we", CIT_OK, "place D 0,1 r1 bridge 1,1 we", {CIT_MOVE_PLACE, 0, 0, 1, 1, -1, 3, 1}},
    {"place D 0,1 r1 f0 bridge 0,2 we", CIT_OK, "place D 0,1 r1 f0 bridge 0,2 we", {CIT_MOVE_PLACE, 0, 0, 1, 1, 0, 4, 1}},
    {"place D 0,1 r1 f0 bridge 0,0 ns", CIT_OK, "place D 0,1 r1 f0 bridge 0,0 ns", {CIT_MOVE_PLACE, 0, 0, 1, 1, 0, 2, 0}},
    {"place D 0,1 r1 f0 bridge 2,1 ns", CIT_ERR_PARSE, NULL, {0}},
    {"place D 0,1 r1 f0 bridge 0,1 sn", CIT_ERR_PARSE, NULL, {0}},
    {"place D 0,1 r1 f0 bridge 0,1", CIT_ERR_PARSE, NULL, {0}},
    {"place D 0,1 r1 f0 bridge", CIT_ERR_PARSE, NULL, {0}},
    {"place D 0,1 r1 f0 bridge 0,1 ns bridge 0,1 ns", CIT_ERR_PARSE, NULL, {0}},
    {"place D 0,1 r1 tower", CIT_ERR_PARSE, NULL, {0}},
    {"place D 0,1 r4", CIT_ERR_PARSE, NULL, {0}},
    {"place D 0,1", CIT_ERR_PARSE, NULL, {0}},
    {"place Q9 0,1 r0", CIT_ERR_PARSE, NULL, {0}},
    {"place D 0,1 r0 f", CIT_ERR_PARSE, NULL, {0}},
    {"place D 0,1 r0 f13", CIT_ERR_PARSE, NULL, {0}},
    {"place D -60,1 r0", CIT_OK, "place D -60,1 r0", {CIT_MOVE_PLACE, 0, -60, 1, 0, -1, 0, 0}},
    {"  place\tD 0,1 r2  f1 \r\n", CIT_OK, "place D 0,1 r2 f1", {CIT_MOVE_PLACE, 0, 0, 1, 2, 1, 0, 0}},
    {"deploy castle 2", CIT_OK, "deploy castle 2", {CIT_MOVE_COUNT_DEPLOY, 0, 0, 0, 0, -1, 0, 2}},
    {"deploy market 0", CIT_OK, "deploy market 0", {CIT_MOVE_COUNT_DEPLOY, 0, 0, 0, 0, -1, 3, 0}},
    {"deploy cathedral 7", CIT_OK, "deploy cathedral 7", {CIT_MOVE_COUNT_DEPLOY, 0, 0, 0, 0, -1, 2, 7}},
    {"deploy castle 8", CIT_ERR_PARSE, NULL, {0}},
    {"deploy none 1", CIT_ERR_PARSE, NULL, {0}},
    {"deploy blacksmith", CIT_ERR_PARSE, NULL, {0}},
    /* with the big follower (Inns & Cathedrals; 2026-11-26): rot 1 */
    {"deploy castle 2 big", CIT_OK, "deploy castle 2 big", {CIT_MOVE_COUNT_DEPLOY, 0, 0, 0, 1, -1, 0, 2}},
    {"deploy castle 0 big", CIT_OK, "deploy castle 0 big", {CIT_MOVE_COUNT_DEPLOY, 0, 0, 0, 1, -1, 0, 0}},
    {"deploy castle 2 small", CIT_ERR_PARSE, NULL, {0}},
    {"deploy castle 2 big big", CIT_ERR_PARSE, NULL, {0}},
    /* with the mayor and the wagon (Abbey & Mayor; 2026-11-27): rot bits 2 and 4, after "big"
       (rot bit f - 1 for follower kind f) */
    {"deploy castle 1 mayor", CIT_OK, "deploy castle 1 mayor", {CIT_MOVE_COUNT_DEPLOY, 0, 0, 0, 2, -1, 0, 1}},
    {"deploy castle 0 big mayor wagon", CIT_OK, "deploy castle 0 big mayor wagon", {CIT_MOVE_COUNT_DEPLOY, 0, 0, 0, 7, -1, 0, 0}},
    {"deploy castle 0 wagon big", CIT_ERR_PARSE, NULL, {0}},
    {"quarter castle mayor", CIT_OK, "quarter castle mayor", {CIT_MOVE_COUNT_QUARTER, 0, 0, 0, 2, -1, 0, 0}},
    {"quarter blacksmith wagon", CIT_OK, "quarter blacksmith wagon", {CIT_MOVE_COUNT_QUARTER, 0, 0, 0, 4, -1, 1, 0}},
    {"quarter castle big mayor", CIT_ERR_PARSE, NULL, {0}},
    {"portal 1,0 f0 wagon", CIT_OK, "portal 1,0 f0 wagon", {CIT_MOVE_PORTAL, 0, 1, 0, 0, 0, 1, 3}},
    {"portal 1,0 f0", CIT_OK, "portal 1,0 f0", {CIT_MOVE_PORTAL, 0, 1, 0, 0, 0, 1, 0}},
    {"portal none mayor", CIT_ERR_PARSE, NULL, {0}},
    {"portal 1,0 f0 big", CIT_ERR_PARSE, NULL, {0}}, /* the big follower: its own question */
    {"quarter market big", CIT_OK, "quarter market big", {CIT_MOVE_COUNT_QUARTER, 0, 0, 0, 1, -1, 3, 0}},
    {"quarter none big", CIT_ERR_PARSE, NULL, {0}},
    {"quarter market", CIT_OK, "quarter market", {CIT_MOVE_COUNT_QUARTER, 0, 0, 0, 0, -1, 3, 0}},
    {"quarter none", CIT_OK, "quarter none", {CIT_MOVE_COUNT_QUARTER, 0, 0, 0, 0, -1, 255, 0}},
    {"quarter stay", CIT_ERR_PARSE, NULL, {0}},
    {"quarter", CIT_ERR_PARSE, NULL, {0}},
    {"count cathedral", CIT_OK, "count cathedral", {CIT_MOVE_COUNT_MOVE, 0, 0, 0, 0, -1, 2, 0}},
    {"count stay", CIT_OK, "count stay", {CIT_MOVE_COUNT_MOVE, 0, 0, 0, 0, -1, 255, 0}},
    {"count none", CIT_ERR_PARSE, NULL, {0}},
    {"count castle 1", CIT_ERR_PARSE, NULL, {0}},
    {"castle build", CIT_OK, "castle build", {CIT_MOVE_CASTLE, 0, 0, 0, 0, -1, 1, 0}},
    {"castle score", CIT_OK, "castle score", {CIT_MOVE_CASTLE, 0, 0, 0, 0, -1, 0, 0}},
    {"castle keep", CIT_ERR_PARSE, NULL, {0}},
    {"castle", CIT_ERR_PARSE, NULL, {0}},
    {"castlepay 1,0 f2", CIT_OK, "castlepay 1,0 f2", {CIT_MOVE_CASTLE_PICK, 0, 1, 0, 0, 2, 0, 0}},
    {"castlepay -1,3 f0'", CIT_OK, "castlepay -1,3 f0'", {CIT_MOVE_CASTLE_PICK, 0, -1, 3, 1, 0, 0, 0}},
    {"castlepay 1,0 f'", CIT_ERR_PARSE, NULL, {0}},
    {"castlepay 1,0 2", CIT_ERR_PARSE, NULL, {0}},
    {"castlepay 1,0", CIT_ERR_PARSE, NULL, {0}},
    {"pick 0", CIT_OK, "pick 0", {CIT_MOVE_BAZAAR_PICK, 0, 0, 0, 0, -1, 0, 255}},
    {"pick 3 5", CIT_OK, "pick 3 5", {CIT_MOVE_BAZAAR_PICK, 0, 0, 0, 0, -1, 3, 5}},
    {"pick 5 254", CIT_OK, "pick 5 254", {CIT_MOVE_BAZAAR_PICK, 0, 0, 0, 0, -1, 5, 254}},
    {"pick 6", CIT_ERR_PARSE, NULL, {0}},
    {"pick 1 255", CIT_ERR_PARSE, NULL, {0}},
    {"pick 1 x", CIT_ERR_PARSE, NULL, {0}},
    {"bid pass", CIT_OK, "bid pass", {CIT_MOVE_BAZAAR_BID, 0, 0, 0, 0, -1, 0, 0}},
    {"bid 0", CIT_OK, "bid 0", {CIT_MOVE_BAZAAR_BID, 0, 0, 0, 0, -1, 1, 0}},
    {"bid 254", CIT_OK, "bid 254", {CIT_MOVE_BAZAAR_BID, 0, 0, 0, 0, -1, 1, 254}},
    {"bid 255", CIT_ERR_PARSE, NULL, {0}},
    {"bid", CIT_ERR_PARSE, NULL, {0}},
    {"buy", CIT_OK, "buy", {CIT_MOVE_BAZAAR_DEAL, 0, 0, 0, 0, -1, 1, 0}},
    {"sell", CIT_OK, "sell", {CIT_MOVE_BAZAAR_DEAL, 0, 0, 0, 0, -1, 0, 0}},
    {"buy 1", CIT_ERR_PARSE, NULL, {0}},
    {"sell now", CIT_ERR_PARSE, NULL, {0}},
    {"", CIT_ERR_PARSE, NULL, {0}},
    {"   ", CIT_ERR_PARSE, NULL, {0}},
    {"Place D 0,1 r0", CIT_ERR_PARSE, NULL, {0}},
    {"deployed castle 1", CIT_ERR_PARSE, NULL, {0}},
};

typedef struct {
    cit_move move;    /* tile: the tile named by `tile` */
    const char *tile; /* "A", or NULL for a tile no set has */
    size_t cap;
    cit_status status;
    const char *text; /* "" when refused */
} format_row;

static const format_row format_rows[] = {
    {{CIT_MOVE_PLACE, 0, 0, 1, 1, -1, 0, 0}, "A", 80, CIT_OK, "place A 0,1 r1"},
    {{CIT_MOVE_PLACE, 0, 0, 1, 1, 2, 1, 1}, "A", 80, CIT_OK, "place A 0,1 r1 f2 bridge 0,1 we"},
    {{CIT_MOVE_PLACE, 0, 0, 1, 1, 2, 5, 0}, "A", 80, CIT_OK, "place A 0,1 r1 f2 bridge -1,1 ns"},
    {{CIT_MOVE_PLACE, 0, 0, 1, 1, 2, 6, 0}, "A", 80, CIT_ERR_WRONG_TILE, ""},
    {{CIT_MOVE_PLACE, 0, 0, 1, 1, 2, 2, 2}, "A", 80, CIT_ERR_WRONG_TILE, ""},
    {{CIT_MOVE_PLACE, 0, 0, 1, 1, -1, 0, 1}, "A", 80, CIT_OK, "place A 0,1 r1"},
    {{CIT_MOVE_PLACE, 0, 0, 1, 1, -1, 0, 0}, NULL, 80, CIT_ERR_WRONG_TILE, ""},
    {{CIT_MOVE_PLACE, 0, 0, 1, 1, -1, 0, 0}, "A", 5, CIT_ERR_BUFFER_TOO_SMALL, ""},
    {{CIT_MOVE_COUNT_DEPLOY, 0, 0, 0, 0, -1, 3, 4}, "A", 80, CIT_OK, "deploy market 4"},
    {{CIT_MOVE_COUNT_DEPLOY, 0, 0, 0, 0, -1, 4, 4}, "A", 80, CIT_ERR_BAD_SPOT, ""},
    {{CIT_MOVE_COUNT_QUARTER, 0, 0, 0, 0, -1, 255, 0}, "A", 80, CIT_OK, "quarter none"},
    {{CIT_MOVE_COUNT_QUARTER, 0, 0, 0, 0, -1, 4, 0}, "A", 80, CIT_ERR_BAD_SPOT, ""},
    {{CIT_MOVE_COUNT_QUARTER, 0, 0, 0, 1, -1, 255, 0}, "A", 80, CIT_ERR_BAD_SPOT, ""},
    {{CIT_MOVE_COUNT_DEPLOY, 0, 0, 0, 2, -1, 0, 1}, "A", 80, CIT_OK, "deploy castle 1 mayor"}, /* refused before the mayor */
    {{CIT_MOVE_COUNT_DEPLOY, 0, 0, 0, 8, -1, 0, 1}, "A", 80, CIT_ERR_BAD_SPOT, ""},
    {{CIT_MOVE_COUNT_QUARTER, 0, 0, 0, 3, -1, 0, 0}, "A", 80, CIT_ERR_BAD_SPOT, ""}, /* one figure a quarter move */
    {{CIT_MOVE_PORTAL, 0, 0, 0, 0, -1, 0, 1}, "A", 80, CIT_ERR_BAD_SPOT, ""}, /* "none" names no figure */
    {{CIT_MOVE_COUNT_MOVE, 0, 0, 0, 0, -1, 255, 0}, "A", 80, CIT_OK, "count stay"},
    {{CIT_MOVE_COUNT_MOVE, 0, 0, 0, 0, -1, 2, 0}, "A", 80, CIT_OK, "count cathedral"},
    {{CIT_MOVE_CASTLE, 0, 0, 0, 0, -1, 1, 0}, "A", 80, CIT_OK, "castle build"},
    {{CIT_MOVE_CASTLE, 0, 0, 0, 0, -1, 2, 0}, "A", 80, CIT_ERR_BAD_SPOT, ""},
    {{CIT_MOVE_CASTLE_PICK, 0, 2, -3, 1, 4, 0, 0}, "A", 80, CIT_OK, "castlepay 2,-3 f4'"},
    {{CIT_MOVE_CASTLE_PICK, 0, 2, -3, 2, 4, 0, 0}, "A", 80, CIT_ERR_BAD_SPOT, ""},
    {{CIT_MOVE_CASTLE_PICK, 0, 2, -3, 0, -1, 0, 0}, "A", 80, CIT_ERR_BAD_SPOT, ""},
    {{CIT_MOVE_BAZAAR_PICK, 0, 0, 0, 0, -1, 2, 255}, "A", 80, CIT_OK, "pick 2"},
    {{CIT_MOVE_BAZAAR_PICK, 0, 0, 0, 0, -1, 2, 9}, "A", 80, CIT_OK, "pick 2 9"},
    {{CIT_MOVE_BAZAAR_PICK, 0, 0, 0, 0, -1, 6, 9}, "A", 80, CIT_ERR_BAD_SPOT, ""},
    {{CIT_MOVE_BAZAAR_BID, 0, 0, 0, 0, -1, 0, 0}, "A", 80, CIT_OK, "bid pass"},
    {{CIT_MOVE_BAZAAR_BID, 0, 0, 0, 0, -1, 1, 12}, "A", 80, CIT_OK, "bid 12"},
    {{CIT_MOVE_BAZAAR_BID, 0, 0, 0, 0, -1, 1, 255}, "A", 80, CIT_ERR_BAD_SPOT, ""},
    {{CIT_MOVE_BAZAAR_BID, 0, 0, 0, 0, -1, 2, 3}, "A", 80, CIT_ERR_BAD_SPOT, ""},
    {{CIT_MOVE_BAZAAR_DEAL, 0, 0, 0, 0, -1, 0, 0}, "A", 80, CIT_OK, "sell"},
    {{CIT_MOVE_BAZAAR_DEAL, 0, 0, 0, 0, -1, 1, 0}, "A", 80, CIT_OK, "buy"},
    {{CIT_MOVE_BAZAAR_DEAL, 0, 0, 0, 0, -1, 2, 0}, "A", 80, CIT_ERR_BAD_SPOT, ""},
    {{CIT_MOVE_NONE, 0, 0, 0, 0, -1, 0, 0}, "A", 80, CIT_ERR_WRONG_DECISION, ""},
    {{CIT_MOVE_BAZAAR_DEAL, 0, 0, 0, 0, -1, 1, 0}, "A", 3, CIT_ERR_BUFFER_TOO_SMALL, ""},
};

static cit_game *new_game(int big, int abbey) {
    cit_setup s;
    cit_setup_default(&s, 2, 1);
    s.opt.v[CIT_OPT_BIG_FOLLOWER] = (uint8_t)big;
    s.opt.v[CIT_OPT_ABBEY] = s.opt.v[CIT_OPT_MAYOR] = s.opt.v[CIT_OPT_WAGON] = (uint8_t)abbey;
    cit_status st;
    cit_game *g = cit_game_new(&s, NULL, 0, &st);
    assert_non_null(g);
    return g;
}
/* The game whose follower kinds are the big follower, the mayor and the wagon (1, 2, 3). */
static cit_game *base_game(void) { return new_game(1, 1); }

/* A figure's word is its kind's in the game, and its number follows the game's kinds (the
   mayor is kind 1 without the big follower) while the text stays the same. Without the
   module that declares it, the word reads as a figure nobody has (a number past the
   game's kinds, one for each declared kind, which no answer carries and whose text
   writes back as it was read). */
static void figure_words_are_the_games_kinds(void **state) {
    (void)state;
    cit_game *g = new_game(0, 0);
    cit_move m;
    char back[80];
    assert_int_equal(cit_game_follower_kinds(g), 0);
    assert_int_equal(cit_move_parse(g, "quarter castle mayor", 20, &m), CIT_OK);
    assert_true(m.rot >= 8);
    assert_int_equal(cit_move_format(g, &m, back, sizeof back), CIT_OK);
    assert_string_equal(back, "quarter castle mayor");
    assert_int_equal(cit_move_parse(g, "deploy castle 1 big wagon", 25, &m), CIT_OK);
    assert_int_equal(cit_move_format(g, &m, back, sizeof back), CIT_OK);
    assert_string_equal(back, "deploy castle 1 big wagon");
    assert_int_equal(cit_move_parse(g, "capture 2,-1 f3 mayor", 21, &m), CIT_OK);
    assert_true(m.arg1 > 3);
    assert_int_equal(cit_move_format(g, &m, back, sizeof back), CIT_OK);
    assert_string_equal(back, "capture 2,-1 f3 mayor");
    assert_int_equal(cit_move_parse(g, "quarter castle bishop", 21, &m), CIT_ERR_PARSE);
    assert_int_equal(cit_move_parse(g, "portal 1,0 f0 big", 17, &m), CIT_ERR_PARSE);
    cit_game_free(g);
    g = new_game(0, 1);
    assert_int_equal(cit_game_follower_kinds(g), 2);
    assert_string_equal(cit_game_follower_word(g, 1), "mayor");
    assert_int_equal(cit_game_follower_named(g, "wagon"), 2);
    assert_int_equal(cit_game_follower_named(g, "big"), 0);
    assert_null(cit_game_follower_word(g, 3));
    assert_int_equal(cit_move_parse(g, "quarter castle mayor", 20, &m), CIT_OK);
    assert_int_equal(m.rot, 1);
    assert_int_equal(cit_move_parse(g, "capture 2,-1 f3 mayor", 21, &m), CIT_OK);
    assert_int_equal(m.arg1, 1);
    assert_int_equal(cit_move_format(g, &m, back, sizeof back), CIT_OK);
    assert_string_equal(back, "capture 2,-1 f3 mayor");
    assert_int_equal(cit_move_parse(g, "portal 1,0 f0 wagon", 19, &m), CIT_OK);
    assert_int_equal(m.arg1, 2);
    cit_game_free(g);
    g = base_game();
    assert_int_equal(cit_game_follower_strength(g, 1), 2);
    assert_int_equal(cit_game_follower_strength(g, 2), 1);
    /* in a city of 3 pennants the big follower votes 2, the mayor 3 (RULES.md §11) */
    assert_int_equal(cit_game_follower_votes(g, 1, 3), 2);
    assert_int_equal(cit_game_follower_votes(g, 2, 3), 3);
    assert_int_equal(cit_game_follower_votes(g, 2, 0), 0);
    assert_int_equal(cit_game_follower_votes(g, 4, 3), 0);
    assert_int_equal(cit_move_parse(g, "capture 2,-1 f3 mayor", 21, &m), CIT_OK);
    assert_int_equal(m.arg1, 2);
    cit_game_free(g);
}

static void every_verb_reads_as_before(void **state) {
    (void)state;
    cit_game *g = base_game();
    int d = cit_tileset_find(cit_tileset_builtin(), "D");
    for (size_t i = 0; i < sizeof parse_rows / sizeof parse_rows[0]; i++) {
        const parse_row *r = &parse_rows[i];
        cit_move m;
        cit_status st = cit_move_parse(g, r->text, strlen(r->text), &m);
        if (st != r->status) fail_msg("'%s': status %d, want %d", r->text, st, r->status);
        if (st != CIT_OK) continue;
        cit_move want = r->move;
        if (want.type == CIT_MOVE_PLACE) want.tile = (cit_tile_id)d;
        if (memcmp(&m, &want, sizeof m) != 0) fail_msg("'%s' reads as another move", r->text);
        char back[80];
        assert_int_equal(cit_move_format(g, &m, back, sizeof back), CIT_OK);
        assert_string_equal(back, r->written);
    }
    cit_game_free(g);
}

/* Every verb a move's text starts with is known as one without a list of them (the
   scenario runner reads moves so), and no other word is. */
static void every_verb_is_known_as_a_verb(void **state) {
    (void)state;
    for (size_t i = 0; i < sizeof parse_rows / sizeof parse_rows[0]; i++) {
        const char *t = parse_rows[i].text + strspn(parse_rows[i].text, " \t");
        size_t n = strcspn(t, " \t");
        if (parse_rows[i].status == CIT_OK && !cit_move_verb_known(t, n)) fail_msg("'%.*s' is not known", (int)n, t);
    }
    static const char *const others[] = {"expect", "undo", "tiles", "Place", "plac", "places", ""};
    for (size_t i = 0; i < sizeof others / sizeof others[0]; i++)
        if (cit_move_verb_known(others[i], strlen(others[i]))) fail_msg("'%s' is known as a verb", others[i]);
    assert_false(cit_move_verb_known(NULL, 0));
}

/* At set-up the big follower is in the core's supply, the mayor and the wagon in their
   own: the counts hold one figure of the three kinds. */
static void follower_counts_hold_the_kinds_declared(void **state) {
    (void)state;
    cit_game *g = base_game();
    for (int p = 0; p < 2; p++) {
        assert_int_equal(cit_game_follower_counted(g, p, 1), 1);
        assert_int_equal(cit_game_follower_counted(g, p, 2), 0);
        assert_int_equal(cit_game_follower_counted(g, p, 3), 0);
        assert_int_equal(cit_game_supply(g, p), CIT_FOLLOWERS + 1);
    }
    assert_int_equal(cit_game_follower_counted(g, 0, 0), 0);
    assert_int_equal(cit_game_follower_counted(g, 0, 4), 0);
    assert_int_equal(cit_game_follower_counted(g, 2, 1), 0);
    assert_int_equal(cit_game_follower_counted(NULL, 0, 1), 0);
    cit_game_free(g);
}

static void every_verb_writes_as_before(void **state) {
    (void)state;
    cit_game *g = base_game();
    int a = cit_tileset_find(cit_tileset_builtin(), "A");
    for (size_t i = 0; i < sizeof format_rows / sizeof format_rows[0]; i++) {
        const format_row *r = &format_rows[i];
        cit_move m = r->move;
        m.tile = r->tile ? (cit_tile_id)a : (cit_tile_id)CIT_MAX_TILE_TYPES; /* no catalogue has it */
        char buf[80] = "";
        cit_status st = cit_move_format(g, &m, buf, r->cap);
        if (st != r->status) fail_msg("row %zu: status %d, want %d", i, st, r->status);
        if (st == CIT_OK) assert_string_equal(buf, r->text);
    }
    cit_game_free(g);
}

int unit_run_movetext(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(every_verb_reads_as_before),
        cmocka_unit_test(every_verb_writes_as_before),
        cmocka_unit_test(figure_words_are_the_games_kinds),
        cmocka_unit_test(every_verb_is_known_as_a_verb),
        cmocka_unit_test(follower_counts_hold_the_kinds_declared),
    };
    extern int unit_test_count;
    unit_test_count += (int)(sizeof tests / sizeof tests[0]);
    return cmocka_run_group_tests_name("movetext", tests, NULL, NULL);
}
