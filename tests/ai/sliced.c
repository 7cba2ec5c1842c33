/* The search in slices, as the browser page without threads runs it. */
#include <string.h>

#include "ai.h"
#include "check.h"
#include "../../ai/internal.h" /* ai_set_clock: time that the test says */

/*
 * The search in slices (cit_ai_choose_start, cit_ai_slice, cit_ai_choose_end: the browser
 * page without threads): for a fixed iteration budget the move and the statistics are
 * cit_ai_choose's, whatever the slices (one iteration, seven, a hundred, or a time slice),
 * for easy, medium and hard with one and two trees, at positions early and late in games
 * of two to four players. The ponder in slices leaves the tree the whole ponder does (the
 * choose after it goes on from the same subtree to the same move). A cancelled sliced choose
 * ends at once with a legal move; a game that is over starts nothing. A sliced search's time
 * budget counts the time in its slices, not the frames drawn between them, up to a wall cap
 * (sliced_time_budget).
 */
static int same_stats(const cit_ai_stats *a, const cit_ai_stats *b) {
    return a->iterations == b->iterations && a->playout_moves == b->playout_moves && a->tree_moves == b->tree_moves &&
           a->nodes == b->nodes && a->best_visits == b->best_visits && a->best_value == b->best_value &&
           a->legal_moves == b->legal_moves && a->reused_nodes == b->reused_nodes;
}

void sliced(void) {
    static const int turns[] = {0, 7, 25, 50};
    static const long slices[] = {1, 7, 100, 0};
    static const struct { cit_ai_level level; int iterations, threads; } kinds[] = {
        {CIT_AI_EASY, 150, 1}, {CIT_AI_MEDIUM, 300, 1}, {CIT_AI_HARD, 200, 1}, {CIT_AI_HARD, 150, 2}};
    int compared = 0;
    for (int k = 0; k < 4; k++) {
        cit_game *g = position(900u + (uint64_t)k, 2 + k % 3, turns[k]);
        if (!g || cit_game_over(g)) {
            CHECK(0, "sliced position %d", k);
            cit_game_free(g);
            continue;
        }
        for (int v = 0; v < 4; v++) {
            cit_ai *whole = cheap(kinds[v].level, kinds[v].iterations, kinds[v].threads, 1, 31u + (uint64_t)k);
            cit_ai *parts = cheap(kinds[v].level, kinds[v].iterations, kinds[v].threads, 1, 31u + (uint64_t)k);
            cit_move mw, mp;
            cit_ai_stats sw, sp;
            CHECK(whole && parts && cit_ai_choose(whole, g, &mw) == CIT_OK, "sliced: whole choose");
            cit_ai_last_stats(whole, &sw);
            for (int s = 0; s < 4 && whole && parts; s++) {
                CHECK(cit_ai_choose_start(parts, g) == CIT_OK, "sliced: start");
                int calls = 0;
                /* the last: time slices of a millisecond (0 iterations: no count) */
                while (!cit_ai_slice(parts, slices[s], slices[s] ? 0 : 0.001) && calls < 1000000) calls++;
                CHECK(cit_ai_choose_end(parts, &mp) == CIT_OK, "sliced: end");
                cit_ai_last_stats(parts, &sp);
                CHECK(!memcmp(&mw, &mp, sizeof mw) && same_stats(&sw, &sp),
                      "position %d, %s %d x %d, slices of %ld: move or statistics differ from one choose "
                      "(%ld/%ld iterations, %d/%d visits)", k, cit_ai_level_name(kinds[v].level), kinds[v].iterations,
                      kinds[v].threads, slices[s], sw.iterations, sp.iterations, sw.best_visits, sp.best_visits);
                CHECK(slices[s] != 1 || sw.legal_moves == 1 || calls + 1 >= sw.iterations,
                      "slices of one iteration: %d calls for %ld iterations", calls + 1, sw.iterations);
                compared++;
            }
            cit_ai_free(whole);
            cit_ai_free(parts);
        }
        /* pondering in slices, then the choose that reuses its tree */
        cit_ai_config cfg;
        cit_ai_config_default(&cfg, CIT_AI_HARD);
        cfg.iterations = 200;
        cfg.threads = 1;
        cfg.reuse_tree = 1;
        cit_ai *pw = cit_ai_new_config(&cfg, 8), *pp = cit_ai_new_config(&cfg, 8);
        int observer = (cit_game_pending(g).player + 1) % cit_game_setup(g)->nplayers;
        CHECK(pw && pp && cit_ai_ponder(pw, g, observer) == CIT_OK, "sliced: whole ponder");
        CHECK(pp && cit_ai_ponder_start(pp, g, observer) == CIT_OK, "sliced: ponder start");
        while (pp && !cit_ai_slice(pp, 13, 0)) {
        }
        CHECK(pp && cit_ai_ponder_end(pp) == CIT_OK, "sliced: ponder end");
        cit_ai_stats a, b;
        cit_ai_last_stats(pw, &a);
        cit_ai_last_stats(pp, &b);
        CHECK(same_stats(&a, &b), "position %d: the ponder in slices grew another tree (%d/%d nodes)", k, a.nodes, b.nodes);
        /* the observer's turn after a random move of the decider's: the kept subtree */
        cit_game *h = cit_game_clone(g);
        cit_ai *r = cit_ai_new(CIT_AI_RANDOM, 5);
        cit_move m, ma, mb;
        for (int guard = 0; guard < 8 && h && !cit_game_over(h) && (int)cit_game_pending(h).player != observer; guard++)
            if (cit_ai_choose(r, h, &m) == CIT_OK) cit_game_apply(h, &m, NULL);
        if (h && !cit_game_over(h) && (int)cit_game_pending(h).player == observer) {
            CHECK(cit_ai_choose(pw, h, &ma) == CIT_OK && cit_ai_choose(pp, h, &mb) == CIT_OK, "choose after ponder");
            cit_ai_last_stats(pw, &a);
            cit_ai_last_stats(pp, &b);
            CHECK(!memcmp(&ma, &mb, sizeof ma) && same_stats(&a, &b),
                  "position %d: the choose after a sliced ponder differs (%d/%d kept nodes)", k, a.reused_nodes,
                  b.reused_nodes);
        }
        cit_ai_free(r);
        cit_game_free(h);
        cit_ai_free(pw);
        cit_ai_free(pp);
        /* a cancel midway: at once, a legal move */
        cit_ai *c = cheap(CIT_AI_HARD, 100000, 1, 1, 3);
        CHECK(c && cit_ai_choose_start(c, g) == CIT_OK, "sliced: long start");
        cit_ai_slice(c, 50, 0);
        cit_ai_cancel(c);
        CHECK(c && cit_ai_choose_end(c, &m) == CIT_OK && is_legal(g, &m),
              "a cancelled sliced choose ends at once with a legal move");
        cit_ai_last_stats(c, &a);
        CHECK(a.cancelled && a.iterations >= 50 && a.iterations < 1000, "cancelled after %ld iterations", a.iterations);
        cit_ai_free(c);
        cit_game_free(g);
    }
    cit_game *over = position(3u, 2, 1000);
    cit_ai *e = cheap(CIT_AI_EASY, 10, 1, 1, 1);
    cit_move m;
    CHECK(over && cit_game_over(over) && cit_ai_choose_start(e, over) == CIT_ERR_GAME_OVER && cit_ai_slice(e, 0, 0) &&
              cit_ai_choose_end(e, &m) == CIT_ERR_GAME_OVER,
          "sliced: a game that is over starts no search");
    cit_ai_free(e);
    cit_game_free(over);
    printf("sliced: %d sliced searches gave one choose's move and statistics\n", compared);
}

/* The test's clock: each look at it is a millisecond of search; a frame moves it on by hand. */
static double fake_seconds;
static double fake_now(void) { return fake_seconds += 0.001; }

/* Iterations of a medium search with a 0.1 s budget and no iteration limit in slices of 256
   iterations, `frame` seconds passing between slices (0: one choose). */
static long budgeted(const cit_game *g, double frame) {
    cit_ai *ai = cheap(CIT_AI_MEDIUM, 1000000, 1, 1, 77u);
    cit_ai_stats st = {0};
    cit_move m;
    if (!ai) return -1;
    cit_ai_set_time_limit(ai, 0.1);
    fake_seconds = 1000.0;
    if (!(frame > 0)) {
        if (cit_ai_choose(ai, g, &m) != CIT_OK) st.iterations = -1;
    } else if (cit_ai_choose_start(ai, g) == CIT_OK) {
        for (int guard = 0; guard < 100000 && !cit_ai_slice(ai, 256, 0); guard++) fake_seconds += frame;
        if (cit_ai_choose_end(ai, &m) != CIT_OK) st.iterations = -1;
    }
    cit_ai_last_stats(ai, &st);
    cit_ai_free(ai);
    return st.iterations;
}

/* The page without threads draws a frame between slices: the search's 0.1 s is its own time,
   so frames of 20 ms (a slice's 256 iterations look at the clock about 16 times) leave it
   about the iterations of one choose (the slices' own looks at the clock cost a little);
   frames of 0.2 s reach the wall cap (AI_SLICED_WALL times the budget) after about two. */
void sliced_time_budget(void) {
    cit_game *g = position(904u, 3, 10);
    ai_set_clock(fake_now);
    long whole = budgeted(g, 0), framed = budgeted(g, 0.02), slow = budgeted(g, 0.2);
    ai_set_clock(NULL);
    CHECK(g && whole > 1000, "a choose of 0.1 s on the test's clock: %ld iterations", whole);
    CHECK(framed >= whole * 85 / 100 && framed <= whole + 256,
          "frames of 20 ms between slices leave the search its own 0.1 s: %ld iterations, one choose %ld", framed,
          whole);
    CHECK(slow > 0 && slow <= 3 * 256, "frames of 0.2 s: the wall cap ends the search after %ld iterations", slow);
    cit_game_free(g);
}
