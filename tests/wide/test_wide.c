/* Tile types above 255 (issue 67). The test's own catalogue (this file defines
   cit_catalog_builtin, so the library's generated one is not linked) holds a filler set
   first and the base game after it: every tile of the classic box has a type above 255.
   A game of it is played through the public API with a seat following it over the network
   protocol's lines: placements, the AI's choice, move text, save and load, reveal lines.
     test_wide FILLER.tiles BASE.tiles      (tests/wide/run.sh writes the filler) */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai.h"
#include "catalog.h"
#include "failcheck.h"
#include "seatview.h"
#include "table.h"

static int failures;
static cit_catalog wide;
static long moves_played, reveals_high, ai_moves;

const cit_catalog *cit_catalog_builtin(void) { return &wide; }

/* ---- the catalogue ------------------------------------------------------------------- */

static int read_tiles(const char *path) {
    FILE *f = fopen(path, "rb");
    static char text[1 << 20];
    size_t len = f ? fread(text, 1, sizeof text, f) : 0;
    if (f) fclose(f);
    cit_parse_error err = {0};
    if (!len || cit_tileset_parse(&wide.set, text, len, &err) != CIT_PARSE_OK) {
        fprintf(stderr, "%s:%d: %s\n", path, err.line, len ? err.message : "cannot read");
        return 0;
    }
    return 1;
}

/* ---- the host's lines to one seat (the network part) --------------------------------- */

#define SENT_MAX (256 * 1024)
static char sent[SENT_MAX];
static size_t nsent;
static int seat_of_sent; /* the seat whose lines are kept; others' are dropped */

static void record(void *ctx, int seat, const char *data, size_t len) {
    (void)ctx;
    if (seat != seat_of_sent) return;
    CHECK(nsent + len <= SENT_MAX, "the host's lines fit the test's buffer");
    if (nsent + len > SENT_MAX) return;
    memcpy(sent + nsent, data, len);
    nsent += len;
}

/* Feeds what the host sent the seat to its view, as a client does; counts the reveals
   that name a tile above 255. Returns 0 if the view refused a line. */
static int feed(net_seatview *v, int *high_reveals) {
    size_t at = 0;
    int ok = 1;
    while (at < nsent && ok) {
        const char *line = sent + at, *nl = memchr(line, '\n', nsent - at);
        if (!nl) break;
        size_t len = (size_t)(nl - line);
        at += len + 1;
        net_msg m;
        const char *why = NULL;
        if (!net_parse_line(line, len, 1, &m, &why)) {
            CHECK(0, "a host line parses: %.*s (%s)", (int)len, line, why);
            ok = 0;
            break;
        }
        if (net_msg_has_blob(m.type)) {
            size_t bl = m.num[0] <= nsent - at ? m.num[0] : nsent - at;
            if (m.type == NET_M_VIEW) ok = net_seatview_load(v, sent + at, bl, &why);
            CHECK(ok, "the seat's view loads (%s)", why ? why : "");
            at += bl;
        } else if (m.type == NET_M_REVEAL_DRAW || m.type == NET_M_REVEAL_HAND) {
            ok = net_seatview_reveal(v, &m);
            CHECK(ok, "the view takes the reveal of tile %s", m.word);
            *high_reveals += cit_tileset_find(&wide.set, m.word) > 255;
        } else if (m.type == NET_M_MOVE) {
            ok = net_seatview_move(v, &m, NULL, &why);
            CHECK(ok, "the view follows move %u: %s", m.num[0], why ? why : "");
        }
    }
    nsent = 0;
    return ok;
}

/* ---- the game ------------------------------------------------------------------------ */

/* Every legal move's text parses back to the same move. */
static void text_round_trip(const cit_game *g) {
    static cit_move legal[CIT_MAX_MOVES];
    int n = cit_game_legal_moves(g, legal, CIT_MAX_MOVES);
    for (int i = 0; i < n && i < CIT_MAX_MOVES; i++) {
        char text[128];
        cit_move back;
        CHECK(cit_move_format(g, &legal[i], text, sizeof text) == CIT_OK &&
                  cit_move_parse(g, text, strlen(text), &back) == CIT_OK && !memcmp(&back, &legal[i], sizeof back),
              "move text round trip: %s", text);
    }
}

/* Whether the game takes m (the legal list names one rotation of those that look alike;
   a chosen move may be another). */
static int is_legal(const cit_game *g, const cit_move *m) {
    cit_game *c = cit_game_clone(g);
    int ok = c && cit_game_apply(c, m, NULL) == CIT_OK;
    cit_game_free(c);
    return ok;
}

/* Seat 0 is the host's (its moves by the AI every few turns, else at random), seat 1 a
   network seat playing from its view. The session saved and loaded at the end hashes
   as the game did. */
static void play(uint64_t seed) {
    cit_setup su;
    cit_setup_default(&su, 2, seed);
    uint8_t kinds[CIT_MAX_PLAYERS] = {NET_SEAT_LOCAL, NET_SEAT_OPEN};
    seat_of_sent = 1;
    nsent = 0;
    const char *why = NULL, *reason = NULL;
    net_table *t = net_table_new(&su, kinds, "ABCDEFGHJK", record, NULL, &why);
    CHECK(t != NULL, "a table (%s)", why ? why : "");
    if (!t) return;
    uint8_t r16[16] = {1};
    char token[NET_TOKEN_LEN + 1];
    CHECK(net_table_join(t, "Ben", r16, token, &why) == 1, "Ben sits at 1");
    net_table_attach(t, 1);
    CHECK(net_table_start(t, &why), "the table starts (%s)", why ? why : "");
    net_seatview *v = net_seatview_new(1);
    int high_reveals = 0;
    feed(v, &high_reveals);
    cit_ai *ai = cit_ai_new(CIT_AI_EASY, seed);
    cit_tile_id order[CIT_MAX_STACK];
    const cit_game *g = net_table_game(t);
    int norder = cit_game_tile_order(g, order, CIT_MAX_STACK), low = 0;
    for (int i = 0; i < norder; i++) low += order[i] <= 255;
    CHECK(norder > 1 && low == 0, "every tile of the stack is above 255 (%d of %d are not)", low, norder);
    uint64_t rng = seed;
    for (int step = 0; step < 2 * CIT_MAX_STACK && g && !cit_game_over(g) && net_seatview_game(v); step++) {
        cit_pending pd = cit_game_pending(g);
        CHECK(pd.decision != CIT_DECIDE_PLACE_TILE || pd.tile > 255, "the tile in hand, %d, is above 255", pd.tile);
        text_round_trip(g);
        int len = cit_session_length(net_table_session(t));
        cit_move m;
        char text[128];
        if (pd.player == 0) {
            cit_status st = step % 8 == 0 ? (ai_moves++, cit_ai_choose(ai, g, &m)) : cit_game_random_move(g, mix(&rng), &m);
            CHECK(st == CIT_OK && is_legal(g, &m), "seat 0's move is legal");
            CHECK(net_table_apply(t, &m, &why), "the host applies seat 0's move (%s)", why ? why : "");
        } else { /* the network seat decides on its own view */
            const cit_game *seen = net_seatview_game(v);
            cit_status st = step % 7 == 0 ? (ai_moves++, cit_ai_choose(ai, seen, &m)) : cit_game_random_move(seen, mix(&rng), &m);
            CHECK(st == CIT_OK && cit_move_format(seen, &m, text, sizeof text) == CIT_OK, "seat 1 finds a move");
            CHECK(net_table_move(t, 1, (uint32_t)len, text, &reason, &why), "the host takes seat 1's %s (%s)", text,
                  why ? why : "");
        }
        int n = cit_game_placed_count(g);
        if (pd.decision == CIT_DECIDE_PLACE_TILE)
            CHECK(cit_game_placed(g, n - 1).tile == m.tile && m.tile > 255, "tile %d lies where it was placed", m.tile);
        moves_played++;
        if (!feed(v, &high_reveals)) break;
        CHECK(net_seatview_length(v) == cit_session_length(net_table_session(t)), "the seat's view keeps up");
    }
    CHECK(g && cit_game_over(g), "the game ends");
    CHECK(high_reveals > 0, "the seat was told tiles above 255 (%d reveals)", high_reveals);
    reveals_high += high_reveals;
    /* the view's pending decision and board are the host's (the view hides only the stack) */
    if (g && net_seatview_game(v))
        CHECK(cit_game_score(net_seatview_game(v), 1) == cit_game_score(g, 1) &&
                  cit_game_placed_count(net_seatview_game(v)) == cit_game_placed_count(g),
              "the seat's view ends as the host's game");
    /* save -> load -> the same game */
    const cit_session *s = net_table_session(t);
    size_t need = cit_session_save(s, NULL, 0);
    char *text = malloc(need + 1);
    cit_session *back = cit_session_new(&su, NULL);
    cit_load_error err = {0};
    if (text && back) {
        cit_session_save(s, text, need + 1);
        CHECK(cit_session_load(back, text, need, &err) == CIT_OK, "the save loads (line %d: %s)", err.line, err.message);
        CHECK(cit_game_hash(cit_session_game(back)) == cit_game_hash(g), "the loaded game hashes as the saved one");
        cit_tile_id again[CIT_MAX_STACK];
        int n2 = cit_game_tile_order(cit_session_game(back), again, CIT_MAX_STACK);
        CHECK(n2 == norder && !memcmp(again, order, sizeof order[0] * (size_t)norder), "the loaded stack is the same");
    }
    free(text);
    cit_session_free(back);
    cit_ai_free(ai);
    net_seatview_free(v);
    net_table_free(t);
}

int main(int argc, char **argv) {
    if (argc != 3) {
        fprintf(stderr, "usage: test_wide FILLER.tiles BASE.tiles\n");
        return 2;
    }
    if (!read_tiles(argv[1]) || !read_tiles(argv[2])) return 1;
    CHECK(cit_catalog_build(&wide), "the catalogue holds %d types and their variants", wide.set.ntiles);
    int d = cit_tileset_find(&wide.set, "D");
    CHECK(wide.set.ntiles > 256 && d > 255 && wide.classic_count > 1 && wide.classic_start == d,
          "%d types, the base game's start tile at %d", wide.set.ntiles, d);
    CHECK(wide.ntypes > wide.set.ntiles && wide.variant_base[wide.ntypes - 1] > 255,
          "overlay variants of tiles above 255 (%d types in all)", wide.ntypes);
    if (!failures)
        for (uint64_t seed = 1; seed <= 3; seed++) play(seed);
    printf("wide tile types: %d types, 3 games, %ld moves (%ld by the AI), %ld reveals above 255\n", wide.ntypes,
           moves_played, ai_moves, reveals_high);
    printf("wide tile types: %d passed, %d failed\n", failures ? 0 : 1, failures ? 1 : 0);
    return failures ? 1 : 0;
}
