/*
 * The search's copy (cit_game_copy_used, engine/copy.c) against the whole copy: random
 * games of every bench kind copied at random points over another kind's game whose
 * unused parts (past every count) hold garbage, then both played on with the same moves,
 * their hashes, pending decisions, legal-move lists and scores compared at every step.
 * Three games a kind; CIT_COPY_GAMES=N plays N (30: about 3 s).
 */
#include <stdlib.h>
#include <string.h>

#include "rules.h"
#include "modules/abbey/abbey.h"
#include "modules/bazaar/bazaar.h"
#include "modules/bridges/bridges.h"
#include "modules/castles/castles.h"
#include "modules/count/count.h"
#include "modules/dragon/dragon.h"
#include "modules/halflings/halflings.h"
#include "modules/inns/inns.h"
#include "modules/river/river.h"
#include "modules/tower/tower.h"
#include "modules/traders/traders.h"
#include "unit.h"

#define MAX_KIND_OPTIONS 16

/* The bench's kinds (tools/dev/bench.c, set_options), with 2 to 4 players. */
typedef struct {
    const char *name;
    int mode, nplayers;
    int opts[MAX_KIND_OPTIONS], nopts;
} copy_kind;

static const copy_kind kinds[] = {
    {"base", CIT_MODE_CLASSIC, 2, {0}, 0},
    {"base4", CIT_MODE_CLASSIC, 4, {0}, 0},
    {"count", CIT_MODE_CLASSIC, 2, {CIT_OPT_COUNT}, 1},
    {"bcb", CIT_MODE_CLASSIC, 2, {CIT_OPT_BRIDGES, CIT_OPT_CASTLES, CIT_OPT_BAZAAR}, 3},
    {"halflings", CIT_MODE_CLASSIC, 3, {CIT_OPT_HALFLINGS}, 1},
    {"city", CIT_MODE_CITY, 2, {0}, 0},
    {"river", CIT_MODE_CLASSIC, 2, {CIT_OPT_RIVER}, 1},
    {"inns", CIT_MODE_CLASSIC, 2, {CIT_OPT_INNS, CIT_OPT_BIG_FOLLOWER}, 2},
    {"traders", CIT_MODE_CLASSIC, 2, {CIT_OPT_TRADERS, CIT_OPT_BUILDER, CIT_OPT_PIG}, 3},
    {"all", CIT_MODE_CLASSIC, 2,
     {CIT_OPT_TRADERS, CIT_OPT_BUILDER, CIT_OPT_PIG, CIT_OPT_RIVER, CIT_OPT_INNS, CIT_OPT_BIG_FOLLOWER,
      CIT_OPT_HALFLINGS, CIT_OPT_BRIDGES, CIT_OPT_CASTLES, CIT_OPT_BAZAAR},
     10},
    {"three", CIT_MODE_CLASSIC, 2,
     {CIT_OPT_TRADERS, CIT_OPT_BUILDER, CIT_OPT_PIG, CIT_OPT_RIVER, CIT_OPT_INNS, CIT_OPT_BIG_FOLLOWER}, 6},
    {"tower", CIT_MODE_CLASSIC, 2, {CIT_OPT_TOWER}, 1},
    {"dragon", CIT_MODE_CLASSIC, 2, {CIT_OPT_DRAGON}, 1},
    {"abbey", CIT_MODE_CLASSIC, 2, {CIT_OPT_ABBEY, CIT_OPT_MAYOR, CIT_OPT_WAGON, CIT_OPT_BARN}, 4},
    {"bigbox", CIT_MODE_CLASSIC, 3,
     {CIT_OPT_TRADERS, CIT_OPT_BUILDER, CIT_OPT_PIG, CIT_OPT_RIVER, CIT_OPT_INNS, CIT_OPT_BIG_FOLLOWER,
      CIT_OPT_TOWER, CIT_OPT_DRAGON, CIT_OPT_ABBEY, CIT_OPT_MAYOR, CIT_OPT_WAGON, CIT_OPT_BARN},
     12},
};
enum { NKINDS = sizeof kinds / sizeof kinds[0] };

static uint64_t next(uint64_t *s) {
    uint64_t z = (*s += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

static cit_game *new_game(const copy_kind *k, uint64_t seed) {
    cit_setup su;
    cit_setup_default(&su, k->nplayers, seed);
    su.mode = (uint8_t)k->mode;
    for (int i = 0; i < k->nopts; i++) su.opt.v[k->opts[i]] = 1;
    cit_status st;
    cit_game *g = cit_game_new(&su, NULL, 0, &st);
    if (!g) fail_msg("%s: cit_game_new: %s", k->name, cit_status_str(st));
    return g;
}

/* One move the same on both games, drawn three ways in turn (a legal list's entry, the
   engine's random step, a playout step), so every path reads the copy. */
static void step_both(cit_game *a, cit_game *b, cit_move *moves, uint64_t *rng, int how) {
    cit_move ma, mb;
    if (how == 0) {
        int n = cit_game_legal_moves(a, moves, CIT_MAX_MOVES);
        assert_true(n > 0);
        if (n > CIT_MAX_MOVES) n = CIT_MAX_MOVES;
        ma = moves[next(rng) % (uint64_t)n];
        assert_int_equal(cit_game_apply(a, &ma, NULL), CIT_OK);
        assert_int_equal(cit_game_apply(b, &ma, NULL), CIT_OK);
        return;
    }
    uint64_t seed = next(rng), sa = seed, sb = seed;
    if (how == 1) {
        assert_int_equal(cit_game_play_random(a, seed, &ma), CIT_OK);
        assert_int_equal(cit_game_play_random(b, seed, &mb), CIT_OK);
    } else {
        assert_int_equal(cit_game_play_playout(a, &sa, &ma), CIT_OK);
        assert_int_equal(cit_game_play_playout(b, &sb, &mb), CIT_OK);
        assert_true(sa == sb);
    }
    assert_memory_equal(&ma, &mb, sizeof ma);
}

/* What every caller sees of a game: hash, decision, scores, legal moves. */
static void same_game(const cit_game *a, const cit_game *b, cit_move *ma, cit_move *mb, const char *kind, int at) {
    if (cit_game_hash(a) != cit_game_hash(b)) fail_msg("%s: the copy hashes otherwise at move %d", kind, at);
    cit_pending pa = cit_game_pending(a), pb = cit_game_pending(b);
    assert_int_equal(pa.decision, pb.decision);
    assert_int_equal(pa.player, pb.player);
    assert_int_equal(pa.tile, pb.tile);
    assert_int_equal(pa.module, pb.module);
    assert_int_equal(pa.arg, pb.arg);
    assert_int_equal(pa.active, pb.active);
    assert_int_equal(pa.flags, pb.flags);
    for (int p = 0; p < cit_game_setup(a)->nplayers; p++) assert_int_equal(cit_game_score(a, p), cit_game_score(b, p));
    int na = cit_game_legal_moves(a, ma, CIT_MAX_MOVES), nb = cit_game_legal_moves(b, mb, CIT_MAX_MOVES);
    assert_int_equal(na, nb);
    if (na > CIT_MAX_MOVES) na = CIT_MAX_MOVES;
    if (na > 0 && memcmp(ma, mb, sizeof ma[0] * (size_t)na))
        fail_msg("%s: the copy lists other moves at move %d", kind, at);
}

/* Plays a and b on to the end with the same moves, comparing them after each. */
static void play_on_alike(cit_game *a, cit_game *b, uint64_t *rng, cit_move *ma, cit_move *mb, const char *kind) {
    int at = 0;
    same_game(a, b, ma, mb, kind, at);
    for (; !cit_game_over(a) && at < 4000; at++) {
        step_both(a, b, ma, rng, at % 3);
        same_game(a, b, ma, mb, kind, at + 1);
    }
    assert_true(cit_game_over(a) && cit_game_over(b));
}

static void scribble(void *p, size_t bytes, uint64_t *rng) {
    unsigned char *b = p;
    for (size_t i = 0; i < bytes; i++) b[i] = (unsigned char)next(rng);
}

#define SCRIBBLE_PAST(g, field, n, cap, rng) \
    scribble(&(g)->field[n], sizeof (g)->field[0] * (size_t)((cap) - (n)), rng)

/* Garbage in every part of g past its counts: the parts no call may read (engine/copy.c). */
static void scribble_unused(cit_game *g, uint64_t *rng) {
    SCRIBBLE_PAST(g, order, g->norder, CIT_MAX_STACK, rng);
    SCRIBBLE_PAST(g, pieces, g->npieces, MAX_PIECES, rng);
    SCRIBBLE_PAST(g, frontier, g->nfrontier, MAX_FRONTIER + 2, rng);
    SCRIBBLE_PAST(g, frontier_key, g->nfrontier, MAX_FRONTIER + 2, rng);
    SCRIBBLE_PAST(g, cloisters, g->ncloisters, MAX_CLOISTERS, rng);
    SCRIBBLE_PAST(g, half_cells, g->nhalf, MAX_HALF_CELLS, rng);
    SCRIBBLE_PAST(g, followers, g->nfollowers, MAX_FOLLOWER_NODES, rng);
    SCRIBBLE_PAST(g, walls, g->nwalls, MAX_WALLS, rng);
    SCRIBBLE_PAST(g, overlays, g->noverlays, MAX_OVERLAYS, rng);
    SCRIBBLE_PAST(g, nodes, g->nnodes, MAX_NODES, rng);
    SCRIBBLE_PAST(g, state, g->state_len, MODULE_STATE_BYTES, rng);
    SCRIBBLE_PAST(g, figures, g->nfigures, MAX_FIGURES, rng);
}

/* A game of kind k played from its start for a random number of moves (maybe to the end). */
static cit_game *played_game(const copy_kind *k, uint64_t *rng, cit_move *moves) {
    cit_game *g = new_game(k, next(rng));
    int n = (int)(next(rng) % 260);
    for (int i = 0; i < n && !cit_game_over(g); i++) {
        cit_status st;
        if (i % 2) {
            st = cit_game_play_random(g, next(rng), NULL);
        } else {
            int nm = cit_game_legal_moves(g, moves, CIT_MAX_MOVES);
            assert_true(nm > 0);
            if (nm > CIT_MAX_MOVES) nm = CIT_MAX_MOVES;
            st = cit_game_apply(g, &moves[next(rng) % (uint64_t)nm], NULL);
        }
        assert_int_equal(st, CIT_OK);
    }
    return g;
}

/* The board's cells and cloister marks of the copy are the source's, all 16,384: a cell
   written outside the box (internal.h, box_lo_x) would differ here. */
static void same_board(const cit_game *d, const cit_game *s, const char *kind) {
    if (memcmp(d->cells, s->cells, sizeof d->cells)) fail_msg("%s: a cell outside the copied box", kind);
    if (memcmp(d->near_cloister, s->near_cloister, sizeof d->near_cloister))
        fail_msg("%s: a cloister mark outside the copied box", kind);
}

static void copy_matches_the_whole_copy(void **state) {
    (void)state;
    cit_move *ma = malloc(sizeof *ma * CIT_MAX_MOVES), *mb = malloc(sizeof *mb * CIT_MAX_MOVES);
    assert_non_null(ma);
    assert_non_null(mb);
    const char *env = getenv("CIT_COPY_GAMES");
    int games = env ? atoi(env) : 3;
    uint64_t rng = 0xC0FFEEULL;
    for (int k = 0; k < NKINDS; k++)
        for (int i = 0; i < games; i++) {
            const copy_kind *kind = &kinds[k];
            cit_game *src = played_game(kind, &rng, ma);
            /* the destination: another kind's game at another point, garbage past its counts */
            cit_game *dst = played_game(&kinds[(k + 1 + i) % NKINDS], &rng, ma);
            scribble_unused(dst, &rng);
            cit_game *ref = cit_game_clone(src);
            assert_non_null(ref);
            size_t moved = cit_game_copy_used(dst, src);
            assert_true(moved > 0 && moved < cit_game_size());
            same_board(dst, src, kind->name);
            play_on_alike(ref, dst, &rng, ma, mb, kind->name);
            /* again over the played-out copy, as the search does each iteration: the
               destination's board now reaches further than the source's; then both re-dealt */
            cit_game_copy(ref, src);
            scribble_unused(dst, &rng);
            cit_game_copy_used(dst, src);
            same_board(dst, src, kind->name);
            uint64_t deal = next(&rng);
            int observer = cit_game_pending(src).player;
            cit_game_shuffle_unseen(ref, observer, deal);
            cit_game_shuffle_unseen(dst, observer, deal);
            play_on_alike(ref, dst, &rng, ma, mb, kind->name);
            cit_game_free(ref);
            cit_game_free(dst);
            cit_game_free(src);
        }
    free(ma);
    free(mb);
}

/* A zeroed block is a destination too (the search's buffers are calloc'ed); a copy onto
   itself changes nothing. */
static void copy_onto_zeroes_and_itself(void **state) {
    (void)state;
    cit_move *ma = malloc(sizeof *ma * CIT_MAX_MOVES), *mb = malloc(sizeof *mb * CIT_MAX_MOVES);
    assert_non_null(ma);
    assert_non_null(mb);
    uint64_t rng = 0xBADC0DEULL;
    for (int k = 0; k < NKINDS; k++) {
        cit_game *src = played_game(&kinds[k], &rng, ma);
        cit_game *dst = calloc(1, cit_game_size());
        assert_non_null(dst);
        cit_game_copy_used(dst, src);
        same_board(dst, src, kinds[k].name);
        uint64_t h = cit_game_hash(src);
        assert_int_equal(cit_game_copy_used(src, src), 0);
        assert_true(cit_game_hash(src) == h);
        cit_game *ref = cit_game_clone(src);
        assert_non_null(ref);
        play_on_alike(ref, dst, &rng, ma, mb, kinds[k].name);
        cit_game_free(ref);
        free(dst);
        cit_game_free(src);
    }
    free(ma);
    free(mb);
}

/* The copy moves what the game uses: the header, the lists to their counts, the cells
   around the board and the modules' states; a base game's start is a few kilobytes. */
static void copy_moves_what_the_game_uses(void **state) {
    (void)state;
    cit_game *a = new_game(&kinds[0], 1), *b = new_game(&kinds[0], 2);
    size_t moved = cit_game_copy_used(b, a);
    assert_true(moved < 4096);
    assert_true(moved >= offsetof(cit_game, order) + sizeof a->nodes[0] * a->nnodes);
    cit_game_free(a);
    cit_game_free(b);
}

int unit_run_copy(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(copy_matches_the_whole_copy),
        cmocka_unit_test(copy_onto_zeroes_and_itself),
        cmocka_unit_test(copy_moves_what_the_game_uses),
    };
    extern int unit_test_count;
    unit_test_count += (int)(sizeof tests / sizeof tests[0]);
    return cmocka_run_group_tests_name("copy", tests, NULL, NULL);
}
