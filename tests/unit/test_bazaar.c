/*
 * Bazaars over many seeded random games (both variants, 2-6 players): every listed move
 * applies, random moves are listed ones, copies and save -> load keep the hash, scores
 * are the sum of SCORE and PAY events, followers are kept, the bazaar's own bookkeeping
 * holds (also with the Count of Carcassonne), playouts never raise a bid to a tile's
 * worth, and a re-dealt stack (cit_game_shuffle_unseen) never touches the revealed tiles.
 */
#include <stdlib.h>
#include <string.h>

#include "engine.h"
#include "modules/bazaar/bazaar.h"
#include "modules/count/count.h"
#include "unit.h"

static uint64_t mix(uint64_t *s) {
    uint64_t z = (*s += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

static void same_after_reload(const cit_session *s) {
    size_t need = cit_session_save(s, NULL, 0);
    char *text = malloc(need + 1);
    assert_non_null(text);
    cit_session_save(s, text, need + 1);
    cit_setup su;
    cit_setup_default(&su, 2, 1);
    cit_session *t = cit_session_new(&su, NULL);
    cit_load_error err;
    assert_int_equal(cit_session_load(t, text, need, &err), CIT_OK);
    assert_true(cit_game_hash(cit_session_game(t)) == cit_game_hash(cit_session_game(s)));
    cit_session_free(t);
    free(text);
}

/* While a bazaar runs: one tile per player, nobody owns two, the lot is open. */
static void bazaar_consistent(const cit_game *g, int nplayers) {
    cit_bazaar b;
    if (!cit_game_bazaar(g, &b)) return;
    assert_int_equal(b.ntiles, nplayers);
    int owned[CIT_MAX_PLAYERS] = {0};
    for (int i = 0; i < b.ntiles; i++) {
        if (b.owner[i] == CIT_NOBODY) {
            assert_false(b.played[i]);
            continue;
        }
        assert_true(b.owner[i] < nplayers);
        assert_int_equal(owned[b.owner[i]]++, 0);
    }
    if (b.auction && b.lot >= 0) assert_true(b.owner[b.lot] == CIT_NOBODY);
}

/* Every follower is somewhere: supply, board, or a quarter of Carcassonne. */
static void followers_kept(const cit_game *g, int nplayers) {
    cit_follower f[CIT_MAX_PLAYERS * CIT_FOLLOWERS];
    int n = cit_game_followers(g, f, CIT_MAX_PLAYERS * CIT_FOLLOWERS), count[CIT_MAX_PLAYERS] = {0};
    for (int i = 0; i < n && i < CIT_MAX_PLAYERS * CIT_FOLLOWERS; i++) count[f[i].player]++;
    for (int p = 0; p < nplayers; p++) assert_int_equal(count[p] + cit_game_supply(g, p), CIT_FOLLOWERS);
}

/* The revealed tiles are out of the stack: a re-deal keeps the tiles left to draw and
   the bazaar as it is. */
static void shuffle_keeps_the_bazaar(const cit_game *g, cit_game *scratch, uint64_t seed) {
    cit_bazaar before, after;
    cit_game_copy(scratch, g);
    int left = cit_game_stack_left(g);
    cit_game_shuffle_unseen(scratch, cit_game_pending(g).player, seed);
    assert_int_equal(cit_game_stack_left(scratch), left);
    cit_game_bazaar(g, &before);
    cit_game_bazaar(scratch, &after);
    assert_memory_equal(&before, &after, sizeof before);
}

/* A playout's bid (the bazaar module's playout answer): a pass, or the least raise while
   that stays below 4, about a tile's worth (a table that raised whatever the price made high
   opening bids look good to the search). Returns the raises among 16. */
static long playout_bids_stay_low(const cit_game *g, uint64_t seed) {
    cit_bazaar b;
    assert_true(cit_game_bazaar(g, &b));
    long raises = 0;
    for (int i = 0; i < 16; i++) {
        uint64_t rng = seed ^ (uint64_t)i * 0x9e3779b97f4a7c15ULL;
        cit_move m;
        assert_int_equal(cit_game_playout_move(g, &rng, &m), CIT_OK);
        assert_int_equal(m.type, CIT_MOVE_BAZAAR_BID);
        if (m.arg0 == 0) continue; /* a pass */
        assert_int_equal(m.arg1, b.bid + 1);
        assert_true(b.bid + 1 < 4);
        raises++;
    }
    return raises;
}

/* variant: 0 the auction, 1 without it, 2 the auction with the Count of Carcassonne (whose
   end-of-turn decision comes before the bazaar's). */
static long play_one(uint64_t seed, int variant, cit_game *scratch, long *reveals, long *raises) {
    static cit_move moves[CIT_MAX_MOVES];
    uint64_t rs = seed * 0x2545F4914F6CDD1DULL + 7;
    int nplayers = 2 + (int)(seed % 5);
    cit_setup su;
    cit_setup_default(&su, nplayers, seed);
    su.opt.v[CIT_OPT_BAZAAR] = 1;
    su.opt.v[CIT_OPT_BAZAAR_NO_AUCTION] = (uint8_t)(variant == 1);
    su.opt.v[CIT_OPT_COUNT] = (uint8_t)(variant == 2);
    cit_session *s = cit_session_new(&su, NULL);
    assert_non_null(s);
    int events[CIT_MAX_PLAYERS] = {0}, save_turn = (int)(mix(&rs) % 90);
    long decisions = 0;
    cit_outcome out;
    for (int turn = 0; !cit_game_over(cit_session_game(s)); turn++) {
        const cit_game *g = cit_session_game(s);
        int n = cit_game_legal_moves(g, moves, CIT_MAX_MOVES);
        assert_true(n > 0);
        if (n > CIT_MAX_MOVES) n = CIT_MAX_MOVES;
        cit_pending pd = cit_game_pending(g);
        int bazaar_step = pd.module == CIT_MODULE_BAZAAR;
        decisions += bazaar_step;
        if (bazaar_step) {
            /* every listed answer applies; the first is "no" where there is one */
            for (int i = 0; i < n; i++) {
                cit_game_copy(scratch, g);
                assert_int_equal(cit_game_apply(scratch, &moves[i], NULL), CIT_OK);
            }
            if (pd.decision == CIT_DECIDE_BAZAAR_BID) {
                assert_int_equal(moves[0].arg0, 0);
                *raises += playout_bids_stay_low(g, mix(&rs));
            }
            int proj[CIT_MAX_PLAYERS];
            cit_game_projected_scores(g, proj);
        }
        cit_move rm;
        uint64_t rseed = mix(&rs);
        assert_int_equal(cit_game_random_move(g, rseed, &rm), CIT_OK);
        cit_game_copy(scratch, g);
        assert_true(cit_game_hash(scratch) == cit_game_hash(g));
        assert_int_equal(cit_game_apply(scratch, &rm, NULL), CIT_OK);
        uint64_t applied = cit_game_hash(scratch);
        cit_game_copy(scratch, g);
        assert_int_equal(cit_game_play_random(scratch, rseed, NULL), CIT_OK);
        assert_true(cit_game_hash(scratch) == applied);
        if (turn % 17 == 0) shuffle_keeps_the_bazaar(g, scratch, rseed);

        cit_move m = moves[mix(&rs) % (uint64_t)n];
        /* fewer farmers, so followers stay for the roads and cities that score */
        if (m.type == CIT_MOVE_PLACE && m.spot != CIT_SPOT_NONE && mix(&rs) % 4) m.spot = CIT_SPOT_NONE;
        assert_int_equal(cit_session_apply(s, &m, &out), CIT_OK);
        assert_int_equal(out.dropped, 0);
        for (int i = 0; i < out.n; i++) {
            const cit_event *ev = &out.ev[i];
            if (ev->type == CIT_EV_SCORE) events[ev->player] += ev->points;
            if (ev->type == CIT_EV_BAZAAR_REVEAL) (*reveals)++;
            if (ev->type == CIT_EV_BAZAAR_PAY) {
                events[ev->player] -= ev->points;
                if (ev->other != CIT_NOBODY) events[ev->other] += ev->points;
            }
        }
        bazaar_consistent(cit_session_game(s), nplayers);
        followers_kept(cit_session_game(s), nplayers);
        if (turn == save_turn) same_after_reload(s);
    }
    const cit_game *g = cit_session_game(s);
    for (int p = 0; p < nplayers; p++) {
        assert_int_equal(cit_game_score(g, p), events[p]);
        int sum = 0;
        for (int c = 0; c < CIT_CAT_COUNT; c++) sum += cit_game_score_in(g, p, (cit_score_category)c);
        assert_int_equal(sum, cit_game_score(g, p));
    }
    cit_bazaar b;
    assert_int_equal(cit_game_bazaar(g, &b), 0); /* every bazaar was finished */
    same_after_reload(s);
    cit_session_free(s);
    return decisions;
}

static void random_games_keep_the_rules(void **state) {
    (void)state;
    cit_game *scratch = malloc(cit_game_size());
    assert_non_null(scratch);
    long decisions[3] = {0, 0, 0}, reveals = 0, raises = 0;
    for (uint64_t seed = 1; seed <= 40; seed++)
        for (int variant = 0; variant < 3; variant++)
            decisions[variant] += play_one(seed, variant, scratch, &reveals, &raises);
    assert_true(raises > 0); /* playouts do raise a low bid */
    /* the games did hold bazaars, in both variants */
    assert_true(reveals > 100);
    assert_true(decisions[0] > 100);
    assert_true(decisions[1] > 20);
    assert_true(decisions[2] > 100);
    free(scratch);
}

int unit_run_bazaar(void) {
    extern int unit_test_count;
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(random_games_keep_the_rules),
    };
    unit_test_count += (int)(sizeof tests / sizeof tests[0]);
    return cmocka_run_group_tests_name("bazaar", tests, NULL, NULL);
}
