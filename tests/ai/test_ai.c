/* AI tests: legal moves only, determinism, cancel, game-over handling and a self-play smoke test. */
#define _POSIX_C_SOURCE 200809L
#include <math.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "ai.h"
#include "review.h"
#include "engine.h"
#include "modules/bazaar/bazaar.h"
#include "modules/castles/castles.h"
#include "modules/count/count.h"
#include "modules/bridges/bridges.h"
#include "modules/city/city.h"
#include "modules/halflings/halflings.h"
#include "rules.h" /* white-box: hands are dealt through the hooks' core calls */
#include "turn.h"
#include "../other_hands.h"
#include "check.h"

int passed, failed;
static cit_move legal[CIT_MAX_MOVES];

double now(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

int is_legal(const cit_game *g, const cit_move *m) {
    int n = cit_game_legal_moves(g, legal, CIT_MAX_MOVES);
    for (int i = 0; i < n && i < CIT_MAX_MOVES; i++)
        if (!memcmp(&legal[i], m, sizeof *m)) return 1;
    return 0;
}

cit_ai *cheap(cit_ai_level level, int iterations, int threads, int smart, uint64_t seed) {
    cit_ai_config cfg;
    cit_ai_config_default(&cfg, level);
    cfg.iterations = iterations;
    cfg.threads = (uint8_t)threads;
    cfg.smart_playouts = (uint8_t)smart;
    return cit_ai_new_config(&cfg, seed);
}

/*
 * Plays whole games of 2..6 players in which every seat is a cheap AI of some kind and
 * checks each returned move against the legal list before applying it. Returns the
 * number of positions checked.
 */
static int legal_only(int games) {
    int positions = 0, bad = 0;
    cit_ai *ais[5] = {
        cit_ai_new(CIT_AI_RANDOM, 1), cit_ai_new(CIT_AI_GREEDY, 2), cheap(CIT_AI_EASY, 3, 1, 0, 3),
        cheap(CIT_AI_MEDIUM, 4, 1, 1, 4), cheap(CIT_AI_HARD, 2, 2, 1, 5)};
    for (int k = 0; k < 5; k++) CHECK(ais[k] != NULL, "cit_ai_new %d", k);
    for (int gi = 0; gi < games; gi++) {
        cit_setup su;
        int np = 2 + gi % 5;
        cit_setup_default(&su, np, 5000u + (uint64_t)gi);
        cit_game *g = cit_game_new(&su, NULL, 0, NULL);
        if (!g) {
            CHECK(0, "cit_game_new");
            continue;
        }
        int turn = 0;
        while (!cit_game_over(g)) {
            cit_ai *ai = ais[(turn + gi) % 5];
            cit_move m;
            cit_status st = cit_ai_choose(ai, g, &m);
            positions++;
            if (st != CIT_OK || !is_legal(g, &m) || cit_game_apply(g, &m, NULL) != CIT_OK) {
                bad++;
                if (bad < 5) CHECK(0, "game %d turn %d: status %d or illegal move", gi, turn, st);
                break;
            }
            turn++;
        }
        cit_move m;
        if (cit_game_over(g)) CHECK(cit_ai_choose(ais[0], g, &m) == CIT_ERR_GAME_OVER, "game over");
        cit_game_free(g);
    }
    CHECK(bad == 0, "%d illegal moves in %d positions", bad, positions);
    for (int k = 0; k < 5; k++) cit_ai_free(ais[k]);
    return positions;
}

cit_game *position(uint64_t s, int np, int turns) {
    cit_setup su;
    cit_setup_default(&su, np, s);
    cit_game *g = cit_game_new(&su, NULL, 0, NULL);
    cit_ai *r = cit_ai_new(CIT_AI_RANDOM, s);
    for (int t = 0; t < turns && g && !cit_game_over(g); t++) {
        cit_move m;
        if (cit_ai_choose(r, g, &m) != CIT_OK) break;
        cit_game_apply(g, &m, NULL);
    }
    cit_ai_free(r);
    return g;
}

static void determinism(void) {
    static const int turns[] = {0, 5, 20, 40, 60};
    for (int k = 0; k < 5; k++) {
        cit_game *g = position(77u + (uint64_t)k, 2 + k % 3, turns[k]);
        if (!g || cit_game_over(g)) {
            CHECK(0, "position %d", k);
            cit_game_free(g);
            continue;
        }
        for (int threads = 1; threads <= 2; threads++) {
            cit_ai *a = cheap(CIT_AI_MEDIUM, 150, threads, 1, 99);
            cit_ai *b = cheap(CIT_AI_MEDIUM, 150, threads, 1, 99);
            cit_move ma, mb, mc, other;
            CHECK(cit_ai_choose(a, g, &ma) == CIT_OK, "choose");
            /* b first thinks about another position: history must not matter */
            cit_game *h = position(1234u, 2, 9);
            cit_ai_choose(b, h, &other);
            cit_game_free(h);
            CHECK(cit_ai_choose(b, g, &mb) == CIT_OK, "choose");
            CHECK(cit_ai_choose(a, g, &mc) == CIT_OK, "choose");
            CHECK(!memcmp(&ma, &mb, sizeof ma) && !memcmp(&ma, &mc, sizeof ma),
                  "position %d threads %d: same seed and budget gave different moves", k,
                  threads);
            cit_ai_stats st;
            cit_ai_last_stats(a, &st);
            CHECK(st.iterations == 150L * threads || st.legal_moves == 1,
                  "iterations %ld for budget %d x %d", st.iterations, 150, threads);
            cit_ai_free(a);
            cit_ai_free(b);
        }
        cit_game_free(g);
    }
}

/*
 * The thread count of hard: for every count 1..4 the same seed, budget and
 * position give the same move, whatever the player thought about before and however
 * the threads were scheduled; and the search does iterations x threads iterations.
 * Different thread counts may choose differently (they grow other trees).
 */
static void thread_counts(void) {
    static const int turns[] = {3, 30};
    for (int k = 0; k < 2; k++) {
        cit_game *g = position(515u + (uint64_t)k, 2 + 2 * k, turns[k]);
        if (!g || cit_game_over(g)) {
            CHECK(0, "thread position %d", k);
            cit_game_free(g);
            continue;
        }
        for (int threads = 1; threads <= 4; threads++) {
            cit_ai *a = cheap(CIT_AI_HARD, 120, threads, 1, 2026);
            cit_ai *b = cheap(CIT_AI_HARD, 120, threads, 1, 2026);
            if (!a || !b) {
                CHECK(0, "hard with %d threads", threads);
                cit_ai_free(a);
                cit_ai_free(b);
                continue;
            }
            cit_move ma, mb, mc, other;
            cit_game *h = position(4321u, 3, 12);
            cit_ai_choose(b, h, &other);
            cit_game_free(h);
            CHECK(cit_ai_choose(a, g, &ma) == CIT_OK && is_legal(g, &ma), "hard choose");
            CHECK(cit_ai_choose(b, g, &mb) == CIT_OK, "hard choose");
            CHECK(cit_ai_choose(a, g, &mc) == CIT_OK, "hard choose");
            CHECK(!memcmp(&ma, &mb, sizeof ma) && !memcmp(&ma, &mc, sizeof ma),
                  "position %d, %d threads: same seed gave different moves", k, threads);
            cit_ai_stats st;
            cit_ai_last_stats(a, &st);
            CHECK(st.iterations == 120L * threads || st.legal_moves == 1,
                  "%d threads: %ld iterations", threads, st.iterations);
            CHECK(cit_ai_budget(a) == 120L * threads, "budget with %d threads", threads);
            cit_ai_free(a);
            cit_ai_free(b);
        }
        cit_game_free(g);
    }
}

/*
 * Tree reuse: two players with reuse_tree play whole games (2 and 4 players,
 * base and Bridges/Castles/Bazaars); every move is legal, and some decisions start from
 * the kept subtree (more tree nodes than this search's iterations + 1): only where the
 * moves actually played since are all in the last tree.
 */
static void tree_reuse(void) {
    int reused = 0;
    for (int variant = 0; variant < 3; variant++) {
        int np = variant == 1 ? 4 : 2;
        cit_setup su;
        cit_setup_default(&su, np, 880u + (uint64_t)variant);
        if (variant == 2) {
            su.opt.v[CIT_OPT_BRIDGES] = 1;
            su.opt.v[CIT_OPT_CASTLES] = 1;
            su.opt.v[CIT_OPT_BAZAAR] = 1;
        }
        cit_status st;
        cit_game *g = cit_game_new(&su, NULL, 0, &st);
        cit_ai_config cfg;
        cit_ai_config_default(&cfg, CIT_AI_HARD);
        cfg.iterations = 300;
        cfg.threads = (uint8_t)(variant == 0 ? 1 : 2);
        cfg.reuse_tree = 1;
        cit_ai *ai[4] = {NULL};
        for (int p = 0; p < np; p++) ai[p] = cit_ai_new_config(&cfg, 17u + (uint64_t)p);
        int moves = 0, ok = g != NULL;
        for (int p = 0; p < np; p++) ok &= ai[p] != NULL;
        while (ok && !cit_game_over(g)) {
            int p = cit_game_pending(g).player;
            cit_move m;
            if (cit_ai_choose(ai[p], g, &m) != CIT_OK || !is_legal(g, &m)) {
                ok = 0;
                break;
            }
            cit_ai_stats sts;
            cit_ai_last_stats(ai[p], &sts);
            moves += sts.legal_moves > 1;
            reused += sts.nodes > (long)cfg.iterations * cfg.threads + cfg.threads;
            if (cit_game_apply(g, &m, NULL) != CIT_OK) ok = 0;
        }
        CHECK(ok, "tree reuse variant %d: every move legal", variant);
        CHECK(moves > 0, "tree reuse variant %d: searched", variant);
        for (int p = 0; p < np; p++) cit_ai_free(ai[p]);
        cit_game_free(g);
    }
    /* Measured: 0 of 71 (2 players), 0 of 71 (4), 14 of 100 (modules) at 300 iterations;
       7, 0, 33 at 3,000: the opponents' exact replies are seldom in the tree. */
    CHECK(reused > 0, "tree reuse never kept a subtree");
}

/*
 * Pondering: while player 0 decides, player 1 (hard, tree reuse) ponders the
 * position as its own observer; player 0 moves (greedy); player 1's choose then starts
 * from the subtree under the move played. Counts how often it did and the visits kept.
 * `games` 2-player base games with `iters` iterations for both the ponder and the move.
 */
static void pondering(int games, int iters, int person, int verbose) {
    int decisions = 0, found = 0, ok = 1, rejects = 0, ponders = 0;
    long kept = 0, searched = 0, pondered = 0;
    cit_ai_config cfg;
    cit_ai_config_default(&cfg, CIT_AI_HARD);
    cfg.iterations = iters;
    cfg.threads = 1;
    cit_ai *plain = cit_ai_new_config(&cfg, 5);
    rejects += plain && cit_ai_ponder(plain, NULL, 0) == CIT_ERR_BAD_ARGUMENT;
    cfg.reuse_tree = 1;
    for (int gi = 0; gi < games && ok; gi++) {
        cit_setup su;
        cit_setup_default(&su, 2, 4400u + (uint64_t)gi);
        cit_status st;
        cit_game *g = cit_game_new(&su, NULL, 0, &st);
        cit_ai *p0 = cit_ai_new((cit_ai_level)person, 3u + (uint64_t)gi);
        cit_ai *p1 = cit_ai_new_config(&cfg, 11u + (uint64_t)gi);
        ok = g && p0 && p1;
        if (ok && gi == 0) {
            cit_game *plain_g = cit_game_clone(g);
            rejects += plain && cit_ai_ponder(plain, plain_g, 1) == CIT_ERR_BAD_ARGUMENT;
            cit_game_free(plain_g);
        }
        while (ok && !cit_game_over(g)) {
            int p = cit_game_pending(g).player;
            cit_move m;
            if (p == 0) {
                ok &= cit_ai_ponder(p1, g, 1) == CIT_OK;
                cit_ai_stats ps;
                cit_ai_last_stats(p1, &ps);
                pondered += ps.iterations;
                ponders++;
                ok &= cit_ai_choose(p0, g, &m) == CIT_OK && is_legal(g, &m);
            } else {
                ok &= cit_ai_choose(p1, g, &m) == CIT_OK && is_legal(g, &m);
                cit_ai_stats sts;
                cit_ai_last_stats(p1, &sts);
                if (sts.legal_moves > 1) {
                    decisions++;
                    found += sts.reused_nodes > 0;
                    kept += sts.reused_visits;
                    searched += sts.iterations;
                }
            }
            ok &= cit_game_apply(g, &m, NULL) == CIT_OK;
        }
        cit_ai_free(p0);
        cit_ai_free(p1);
        cit_game_free(g);
    }
    cit_ai_free(plain);
    CHECK(ok, "pondering: every move legal");
    CHECK(rejects == 2, "pondering: refused without tree reuse or a game");
    CHECK(decisions > 0 && found * 10 >= decisions * 9,
          "pondering: the subtree was found in %d of %d decisions", found, decisions);
    if (verbose || decisions)
        printf("pondering: %d games, %d iterations, person %s: subtree found in %d of %d decisions, "
               "kept %.0f visits a decision (pondered %.0f, searched %.0f)\n",
               games, iters, cit_ai_level_name((cit_ai_level)person), found, decisions, decisions ? (double)kept / decisions : 0.0,
               ponders ? (double)pondered / ponders : 0.0,
               decisions ? (double)searched / decisions : 0.0);
}

static void *cancel_later(void *arg) {
    struct timespec ts = {0, 150 * 1000 * 1000};
    nanosleep(&ts, NULL);
    cit_ai_cancel(arg);
    return NULL;
}

static void cancel(void) {
    cit_game *g = position(4242u, 3, 3);
    cit_ai *ai = cheap(CIT_AI_HARD, 400000, 2, 1, 7); /* far more than the test can wait */
    CHECK(ai != NULL, "hard ai");
    if (!ai || !g) {
        cit_ai_free(ai);
        cit_game_free(g);
        return;
    }
    pthread_t th;
    pthread_create(&th, NULL, cancel_later, ai);
    cit_move m;
    cit_status st = cit_ai_choose(ai, g, &m);
    pthread_join(th, NULL);
    cit_ai_stats s;
    cit_ai_last_stats(ai, &s);
    CHECK(st == CIT_OK && is_legal(g, &m), "cancelled choose still gives a legal move");
    /* it stopped there, not at the end of its budget */
    CHECK(s.cancelled && s.iterations < 400000L * 2, "cancel: %ld iterations (cancelled=%d)", s.iterations, s.cancelled);
    /* sticky until resumed: the next choose searches nothing */
    st = cit_ai_choose(ai, g, &m);
    cit_ai_last_stats(ai, &s);
    CHECK(st == CIT_OK && is_legal(g, &m) && s.cancelled && s.iterations == 0, "choose after cancel: %ld iterations",
          s.iterations);
    cit_ai_resume(ai);
    cit_ai_free(ai);
    cit_game_free(g);
}

static void api(void) {
    for (int l = 0; l < CIT_AI_LEVEL_COUNT; l++)
        CHECK(cit_ai_level_from_name(cit_ai_level_name((cit_ai_level)l)) == l, "level name %d", l);
    CHECK(cit_ai_level_from_name("nope") == -1, "unknown level");
    CHECK(cit_ai_level_for_seat(CIT_SEAT_HUMAN) == -1 &&
              cit_ai_level_for_seat(CIT_SEAT_AI_HARD) == CIT_AI_HARD,
          "seat kinds");
    CHECK(cit_ai_new((cit_ai_level)99, 1) == NULL, "bad level");
    cit_ai_config cfg;
    cit_ai_config_default(&cfg, CIT_AI_MEDIUM);
    cfg.threads = 0;
    CHECK(cit_ai_new_config(&cfg, 1) == NULL, "zero threads rejected");
    /* iterations + 1 sized the tree and overflowed at INT32_MAX; every knob is bounded */
    cit_ai_config_default(&cfg, CIT_AI_MEDIUM);
    CHECK(cit_ai_config_problem(&cfg) == NULL && cit_ai_config_problem(NULL) != NULL, "config check");
    cfg.iterations = INT32_MAX;
    CHECK(cit_ai_config_problem(&cfg) != NULL && cit_ai_new_config(&cfg, 1) == NULL, "huge budget rejected");
    cfg.iterations = CIT_AI_MAX_ITERATIONS + 1;
    CHECK(cit_ai_new_config(&cfg, 1) == NULL, "budget above the cap rejected");
    cit_ai_config_default(&cfg, CIT_AI_MEDIUM);
    cfg.explore = HUGE_VAL;
    CHECK(cit_ai_new_config(&cfg, 1) == NULL, "infinite exploration rejected");
    cit_ai_config_default(&cfg, CIT_AI_MEDIUM);
    cfg.time_limit = NAN;
    CHECK(cit_ai_new_config(&cfg, 1) == NULL, "NaN time limit rejected");
    cit_ai_free(NULL);
    cit_ai_config_default(&cfg, CIT_AI_HARD);
    CHECK(cfg.threads == 2, "hard uses two threads");
    cit_ai *h = cit_ai_new(CIT_AI_HARD, 1), *r = cit_ai_new(CIT_AI_RANDOM, 1);
    CHECK(h && cit_ai_budget(h) == (long)cfg.iterations * 2, "hard budget");
    CHECK(r && cit_ai_budget(r) == 0 && cit_ai_progress(r) == 0, "random budget");
    /* a time cap stops a search whose budget would take far longer */
    cit_game *g = position(99u, 2, 2);
    cit_ai *big = cheap(CIT_AI_MEDIUM, 300000, 1, 1, 3);
    if (g && big) {
        cit_ai_set_time_limit(big, 0.2);
        cit_move m;
        CHECK(cit_ai_choose(big, g, &m) == CIT_OK && is_legal(g, &m), "capped choose");
        cit_ai_stats st;
        cit_ai_last_stats(big, &st);
        CHECK(st.iterations > 0 && st.iterations < 300000, "time cap: %ld iterations", st.iterations);
    }
    cit_ai_free(big);
    cit_game_free(g);
    cit_ai_free(h);
    cit_ai_free(r);
}

/* A short game of three cheap players: it ends and the searcher beats random on average. */
static void smoke(void) {
    long diff = 0;
    for (int gi = 0; gi < 4; gi++) {
        cit_setup su;
        cit_setup_default(&su, 2, 31u + (uint64_t)gi);
        cit_game *g = cit_game_new(&su, NULL, 0, NULL);
        cit_ai *ai[2] = {cheap(CIT_AI_MEDIUM, 60, 1, 1, 5), cit_ai_new(CIT_AI_RANDOM, 6)};
        int seat0 = gi % 2, moves = 0;
        while (g && !cit_game_over(g) && moves < 500) {
            int p = cit_game_pending(g).player;
            cit_move m;
            if (cit_ai_choose(ai[p == seat0 ? 0 : 1], g, &m) != CIT_OK) break;
            if (cit_game_apply(g, &m, NULL) != CIT_OK) break;
            moves++;
        }
        CHECK(g && cit_game_over(g), "smoke game %d ended", gi);
        if (g) diff += cit_game_score(g, seat0) - cit_game_score(g, 1 - seat0);
        cit_ai_free(ai[0]);
        cit_ai_free(ai[1]);
        cit_game_free(g);
    }
    CHECK(diff > 0, "searcher vs random: summed margin %ld", diff);
}

/* ---- the Count of Carcassonne: decisions taken by players other than the active one ---- */

static const char *const with_names[] = {"Count", "Bridges, Castles and Bazaars", "Halflings",
                                         "Halflings drafted", "The City"};

void expansion_setup(cit_setup *su, int np, uint64_t seed, int with) {
    cit_setup_default(su, np, seed);
    su->opt.v[CIT_OPT_COUNT] = with == WITH_COUNT;
    su->opt.v[CIT_OPT_BRIDGES] = su->opt.v[CIT_OPT_CASTLES] = su->opt.v[CIT_OPT_BAZAAR] = with == WITH_BCB;
    su->opt.v[CIT_OPT_HALFLINGS] = with == WITH_HALFLINGS || with == WITH_DRAFT;
    su->opt.v[CIT_OPT_HALFLINGS_DRAFT] = with == WITH_DRAFT;
    if (with == WITH_CITY) su->mode = CIT_MODE_CITY;
}

/*
 * The search knobs the levels use, each alone and together: whole 2-player games (base,
 * Bridges/Castles/Bazaars, The City) against greedy with every answer legal, and the
 * same move for the same seed and position whatever was asked before (per thread count).
 * cit_ai_config_baseline gives plain UCT with light playouts (selfplay's hard0, medium0).
 */
static void search_variants(void) {
    cit_ai_config b;
    cit_ai_config_baseline(&b, CIT_AI_HARD);
    CHECK(b.iterations == 6000 && b.threads == 2 && b.smart_playouts == 1 && b.explore == 0.7 &&
              b.margin_weight == 0.3 && b.margin_scale == 40 && !b.halving && !b.reuse_tree && !b.closing &&
              !b.closing_draws && !b.listed_first && !b.listed_played && !b.time_spread,
          "baseline hard: plain UCT with light playouts");
    cit_ai_config_baseline(&b, CIT_AI_MEDIUM);
    CHECK(b.iterations == 4000 && b.threads == 1 && !b.halving && !b.closing, "baseline medium: plain UCT");
    for (int v = 0; v < 5; v++) {
        cit_ai_config cfg;
        cit_ai_config_baseline(&cfg, CIT_AI_HARD);
        cfg.iterations = 60;
        cfg.threads = (uint8_t)(1 + v % 2);
        if (v == 1) cfg.halving = 1, cfg.iterations = 300; /* halving must start */
        if (v == 2) cfg.closing = 255, cfg.closing_draws = 8; /* heavy playouts */
        if (v == 3) cfg.closing = 6; /* heavy for the first placements only, 4 draws */
        if (v == 4) cfg.closing = 255, cfg.closing_draws = 8, cfg.halving = 1, cfg.listed_first = 1,
                    cfg.listed_played = 1; /* hard's own */
        for (int with = 0; with < 3; with++) {
            cit_setup su;
            if (with == 0)
                cit_setup_default(&su, 2, 640u + (uint64_t)v);
            else
                expansion_setup(&su, 2, 640u + (uint64_t)v, with == 1 ? WITH_BCB : WITH_CITY);
            cit_game *g = cit_game_new(&su, NULL, 0, NULL);
            cit_ai *a = cit_ai_new_config(&cfg, 31), *twin = cit_ai_new_config(&cfg, 31);
            cit_ai *gr = cit_ai_new(CIT_AI_GREEDY, 32);
            int ok = g && a && twin && gr, moves = 0;
            while (ok && !cit_game_over(g) && moves < 400) {
                cit_move m, m2;
                int p = cit_game_pending(g).player;
                ok = cit_ai_choose(p == 0 ? a : gr, g, &m) == CIT_OK && is_legal(g, &m);
                if (ok && p == 0 && moves % 7 == 0) /* the twin, fresh: the same move */
                    ok = cit_ai_choose(twin, g, &m2) == CIT_OK && !memcmp(&m, &m2, sizeof m);
                ok = ok && cit_game_apply(g, &m, NULL) == CIT_OK;
                moves++;
            }
            CHECK(ok && cit_game_over(g), "search variant %d, game %d: legal, deterministic, to the end",
                  v, with);
            cit_ai_free(a);
            cit_ai_free(twin);
            cit_ai_free(gr);
            cit_game_free(g);
        }
    }
}

/* cit_ai_stats.tree_moves: hard's tree goes below the root, a few moves an iteration. */
static void tree_moves_counted(void) {
    cit_setup su;
    cit_setup_default(&su, 2, 4321);
    cit_game *g = cit_game_new(&su, NULL, 0, NULL);
    cit_ai_config cfg;
    cit_ai_config_default(&cfg, CIT_AI_HARD);
    cfg.iterations = 1500;
    cfg.threads = 1;
    cit_ai *a = cit_ai_new_config(&cfg, 5);
    cit_move m;
    cit_ai_stats st = {0};
    if (g && a && cit_ai_choose(a, g, &m) == CIT_OK) cit_ai_last_stats(a, &st);
    CHECK(st.iterations == 1500 && st.tree_moves > st.iterations && st.tree_moves <= 4 * st.iterations,
          "hard's tree goes below the root (%ld moves in the tree over %ld iterations)", st.tree_moves,
          st.iterations);
    cit_ai_free(a);
    cit_game_free(g);
}

/*
 * The first position of a random 3-player game with the expansions `with` (seeds from
 * `seed` on) where the pending decision is `kind`; for deployments one whose decider is
 * not the active player, during final scoring if `final`. NULL if none turns up.
 */
static cit_game *module_position(int with, int kind, int final, uint64_t seed) {
    for (uint64_t s = seed; s < seed + 2000; s++) {
        cit_setup su;
        expansion_setup(&su, 3, s, with);
        cit_game *g = cit_game_new(&su, NULL, 0, NULL);
        uint64_t r = s * 7919u;
        while (g && !cit_game_over(g)) {
            cit_pending pd = cit_game_pending(g);
            int fits = pd.decision == kind && pd.final == final;
            if (kind == CIT_DECIDE_COUNT_DEPLOY) fits = fits && pd.player != pd.active && pd.limit > 0;
            if (fits) return g;
            if (cit_game_play_random(g, r++, NULL) != CIT_OK) break;
        }
        cit_game_free(g);
    }
    return NULL;
}

/* Every level answers each decision of the expansions with a legal move of that decision,
   the same one for the same seed whatever it thought about before. */
static void module_decisions(void) {
    static const struct {
        int with, kind, final, move_type;
        const char *what;
    } cases[] = {
        {WITH_COUNT, CIT_DECIDE_PLACE_TILE, 0, CIT_MOVE_PLACE, "place"},
        {WITH_COUNT, CIT_DECIDE_COUNT_DEPLOY, 0, CIT_MOVE_COUNT_DEPLOY, "deploy"},
        {WITH_COUNT, CIT_DECIDE_COUNT_DEPLOY, 1, CIT_MOVE_COUNT_DEPLOY, "deploy at the end"},
        {WITH_COUNT, CIT_DECIDE_COUNT_QUARTER, 0, CIT_MOVE_COUNT_QUARTER, "quarter"},
        {WITH_COUNT, CIT_DECIDE_COUNT_MOVE, 0, CIT_MOVE_COUNT_MOVE, "count move"},
        {WITH_BCB, CIT_DECIDE_PLACE_TILE, 0, CIT_MOVE_PLACE, "place with bridges"},
        {WITH_BCB, CIT_DECIDE_CASTLE, 0, CIT_MOVE_CASTLE, "castle"},
        {WITH_BCB, CIT_DECIDE_CASTLE_PICK, 0, CIT_MOVE_CASTLE_PICK, "castle pick"},
        {WITH_BCB, CIT_DECIDE_BAZAAR_PICK, 0, CIT_MOVE_BAZAAR_PICK, "bazaar pick"},
        {WITH_BCB, CIT_DECIDE_BAZAAR_BID, 0, CIT_MOVE_BAZAAR_BID, "bazaar bid"},
        {WITH_BCB, CIT_DECIDE_BAZAAR_DEAL, 0, CIT_MOVE_BAZAAR_DEAL, "bazaar deal"},
        {WITH_HALFLINGS, CIT_DECIDE_HALFLINGS_TURN, 0, CIT_MOVE_HALFLINGS_TURN, "draw or play a triangle"},
        {WITH_HALFLINGS, CIT_DECIDE_HALFLINGS_CROP, 0, CIT_MOVE_HALFLINGS_CROP, "crop circle"},
        {WITH_HALFLINGS, CIT_DECIDE_HALFLINGS_CROP_ADD, 0, CIT_MOVE_HALFLINGS_CROP_ADD, "crop circle add"},
        {WITH_HALFLINGS, CIT_DECIDE_HALFLINGS_CROP_RETURN, 0, CIT_MOVE_HALFLINGS_CROP_RETURN, "crop circle return"},
        {WITH_HALFLINGS, CIT_DECIDE_HALFLINGS_CROP_FOLLOWER, 0, CIT_MOVE_HALFLINGS_CROP_FOLLOWER,
         "crop circle follower"},
        {WITH_DRAFT, CIT_DECIDE_HALFLINGS_DRAFT, 0, CIT_MOVE_HALFLINGS_DRAFT, "draft"},
        {WITH_CITY, CIT_DECIDE_PLACE_TILE, 0, CIT_MOVE_PLACE, "City placement"},
        {WITH_CITY, CIT_DECIDE_CITY_GATE, 0, CIT_MOVE_CITY_GATE, "gate"},
        {WITH_CITY, CIT_DECIDE_CITY_WALL, 0, CIT_MOVE_CITY_WALL, "wall piece"},
        {WITH_CITY, CIT_DECIDE_CITY_TOWER, 0, CIT_MOVE_CITY_TOWER, "tower"},
    };
    for (int c = 0; c < (int)(sizeof cases / sizeof cases[0]); c++) {
        cit_game *g = module_position(cases[c].with, cases[c].kind, cases[c].final, 600u + (uint64_t)c * 1000u);
        CHECK(g != NULL, "no position with a %s decision", cases[c].what);
        if (!g) continue;
        cit_pending pd = cit_game_pending(g);
        if (cases[c].kind == CIT_DECIDE_COUNT_DEPLOY)
            CHECK(pd.player != pd.active, "%s: decider %d is the active player", cases[c].what,
                  pd.player);
        for (int level = 0; level < CIT_AI_LEVEL_COUNT; level++) {
            int threads = level == CIT_AI_HARD ? 2 : 1;
            cit_ai *a = cheap((cit_ai_level)level, 200, threads, level != CIT_AI_EASY, 11);
            cit_ai *b = cheap((cit_ai_level)level, 200, threads, level != CIT_AI_EASY, 11);
            cit_move ma, mb, other;
            cit_status st = a ? cit_ai_choose(a, g, &ma) : CIT_ERR_GAME_OVER;
            CHECK(st == CIT_OK && is_legal(g, &ma) && ma.type == cases[c].move_type,
                  "%s, %s: status %d, move type %d not legal", cases[c].what,
                  cit_ai_level_name((cit_ai_level)level), st, st == CIT_OK ? ma.type : -1);
            cit_game *h = position(4321u, 2, 7);
            if (b && h) cit_ai_choose(b, h, &other);
            cit_game_free(h);
            st = b ? cit_ai_choose(b, g, &mb) : CIT_ERR_GAME_OVER;
            CHECK(st == CIT_OK && !memcmp(&ma, &mb, sizeof ma), "%s, %s: not deterministic",
                  cases[c].what, cit_ai_level_name((cit_ai_level)level));
            cit_ai_free(a);
            cit_ai_free(b);
        }
        cit_game_free(g);
    }
}

/*
 * The bazaar's auctions at 12 positions (3 players): medium opens them low. Before
 * listed_played and listed_first (docs/history/ai-experiments.md, row 23) the others'
 * raises explored in the tree made high openings look good, and among bids a point
 * apart the noise chose: medium opened these at 6 on average, up to 9, and paid it.
 */
static void bazaar_openings_low(void) {
    int n = 0, sum[2] = {0, 0}, most[2] = {0, 0};
    for (int i = 0; i < 12; i++) {
        cit_game *g = module_position(WITH_BCB, CIT_DECIDE_BAZAAR_PICK, 0, 42000u + (uint64_t)i * 50u);
        if (!g) continue;
        n++;
        for (int now = 0; now < 2; now++) {
            cit_ai_config cfg;
            cit_ai_config_default(&cfg, CIT_AI_MEDIUM);
            cfg.iterations = 1000;
            if (!now) cfg.listed_first = cfg.listed_played = 0;
            cit_ai *a = cit_ai_new_config(&cfg, 77);
            cit_move m;
            if (a && cit_ai_choose(a, g, &m) == CIT_OK && m.type == CIT_MOVE_BAZAAR_PICK) {
                sum[now] += m.arg1;
                if (m.arg1 > most[now]) most[now] = m.arg1;
            }
            cit_ai_free(a);
        }
        cit_game_free(g);
    }
    printf("bazaar openings over %d positions: mean %.2f, at most %d (as before: mean %.2f, at most %d)\n", n,
           n ? (double)sum[1] / n : 0, most[1], n ? (double)sum[0] / n : 0, most[0]);
    CHECK(n == 12, "bazaar pick positions found: %d of 12", n);
    CHECK(n && 4 * sum[1] <= 5 * n && most[1] <= 3, "medium opens auctions low: mean %.2f, at most %d",
          n ? (double)sum[1] / n : 0, most[1]);
}

/* Whole 3- and 4-player games (2- to 4-player with Halflings and in The City) with the
   expansions `with` between all levels: every answer is legal, whoever decides, and the
   games end (max-n rewards through final-scoring decisions). */
static int module_games(int with, int games) {
    const char *name = with_names[with];
    int small = with >= WITH_HALFLINGS; /* 2-4 players */
    int positions = 0, bad = 0, others = 0, playout_answers = 0;
    cit_ai *ais[5] = {
        cit_ai_new(CIT_AI_RANDOM, 1), cit_ai_new(CIT_AI_GREEDY, 2), cheap(CIT_AI_EASY, 3, 1, 0, 3),
        cheap(CIT_AI_MEDIUM, 6, 1, 1, 4), cheap(CIT_AI_HARD, 3, 2, 1, 5)};
    for (int gi = 0; gi < games; gi++) {
        cit_setup su;
        expansion_setup(&su, small ? 2 + gi % 3 : 3 + gi % 2, 8000u + (uint64_t)gi, with);
        cit_game *g = cit_game_new(&su, NULL, 0, NULL);
        CHECK(g != NULL, "%s game %d", name, gi);
        while (g && !cit_game_over(g)) {
            cit_pending pd = cit_game_pending(g);
            cit_ai *ai = ais[(pd.player + gi) % 5];
            cit_move m;
            cit_status st = cit_ai_choose(ai, g, &m);
            positions++;
            others += pd.player != pd.active;
            /* a module's own playout answers (CIT_PENDING_PLAYOUT) are legal moves */
            for (uint64_t r = 0; (pd.flags & CIT_PENDING_PLAYOUT) && r < 3; r++) {
                uint64_t rng = r * 0x9E3779B97F4A7C15ULL + (unsigned)positions;
                cit_move pm;
                playout_answers++;
                if (cit_game_playout_move(g, &rng, &pm) != CIT_OK || !is_legal(g, &pm))
                    if (++bad < 5) CHECK(0, "%s game %d: decision %d: illegal playout answer", name, gi, pd.decision);
            }
            if (st != CIT_OK || !is_legal(g, &m) || cit_game_apply(g, &m, NULL) != CIT_OK) {
                if (++bad < 5) CHECK(0, "%s game %d: decision %d: illegal", name, gi, pd.decision);
                break;
            }
        }
        CHECK(g && cit_game_over(g), "%s game %d ended", name, gi);
        cit_game_free(g);
    }
    CHECK(bad == 0, "%d illegal moves in %d %s positions", bad, positions, name);
    printf("%s games: %d positions, %d decided by a player who was not active, %d playout answers checked\n",
           name, positions, others, playout_answers);
    for (int k = 0; k < 5; k++) cit_ai_free(ais[k]);
    return positions;
}

/* ---- hands and observers ------------------------------------------------------------------ */


/* Deals two tiles into every hand and one face down (as a module would). */
static void deal_hands(cit_game *g) {
    for (int p = 0; p < g->nplayers; p++)
        for (int k = 0; k < 2; k++) game_hold_tile(g, p);
    game_hold_tile(g, CIT_NOBODY);
}

static int same_hand(const cit_game *a, const cit_game *b, int p) {
    cit_tile_id ha[CIT_MAX_STACK], hb[CIT_MAX_STACK];
    int na = cit_game_hand(a, p, ha, CIT_MAX_STACK), nb = cit_game_hand(b, p, hb, CIT_MAX_STACK);
    return na == nb && !memcmp(ha, hb, sizeof ha[0] * (size_t)na);
}

/* One position with hands: the observer's view is all that the shuffle and the AI's
   choice depend on. Returns 1 if the other hands really differed. */
static int hands_position(cit_game *g) {
    deal_hands(g);
    int me = cit_game_pending(g).player, np = cit_game_setup(g)->nplayers;
    cit_game *h = other_hands(g, me, NULL);
    int differ = 0;
    for (int p = 0; p < np; p++)
        if (p != me) differ |= !same_hand(g, h, p);
    CHECK(same_hand(g, h, me) && cit_game_hand(g, me, NULL, 0) == 2, "the observer's hand");
    int ca[CIT_MAX_TILE_TYPES], cb[CIT_MAX_TILE_TYPES], nt = cit_game_tileset(g)->ntiles;
    cit_game_remaining_counts(g, ca);
    cit_game_remaining_counts(h, cb);
    CHECK(!memcmp(ca, cb, sizeof(int) * (size_t)nt), "unseen counts alike for every observer");
    CHECK(cit_game_hash(g) != cit_game_hash(h), "hands are hashed");

    /* the shuffle: the same game for the observer's eyes, every hand keeping its size,
       the observer's own hand and the unseen multiset kept */
    cit_game *a = malloc(cit_game_size()), *b = malloc(cit_game_size());
    int facedown = 0;
    for (uint64_t seed = 1; seed <= 5; seed++) {
        cit_game_copy(a, g);
        cit_game_copy(b, h);
        cit_game_shuffle_unseen(a, me, seed);
        cit_game_shuffle_unseen(b, me, seed);
        CHECK(cit_game_hash(a) == cit_game_hash(b), "seed %d: the re-deal depends on the other hands",
              (int)seed);
        CHECK(same_hand(a, g, me), "the observer's hand stays");
        for (int p = 0; p < np; p++)
            CHECK(cit_game_hand(a, p, NULL, 0) == 2, "hand sizes kept");
        cit_game_remaining_counts(a, cb);
        CHECK(!memcmp(ca, cb, sizeof(int) * (size_t)nt), "the re-deal keeps the unseen tiles");
        facedown |= a->held[a->nheld - 1] != g->held[g->nheld - 1];
    }
    CHECK(facedown, "a tile out face down is re-dealt: unseen to the observer too");
    /* with observer -1 every hand is re-dealt, the observer's included */
    int moved = 0;
    for (uint64_t seed = 1; seed <= 8; seed++) {
        cit_game_copy(a, g);
        cit_game_shuffle_unseen(a, -1, seed);
        moved |= !same_hand(a, g, me);
    }
    CHECK(moved, "nobody's view: the observer's hand is re-dealt too");
    free(a);
    free(b);

    /* the AI: the same move whatever the others hold (every level, one and two threads) */
    struct { int level, iterations, threads, smart; } who[] = {
        {CIT_AI_RANDOM, 1, 1, 0}, {CIT_AI_GREEDY, 1, 1, 0}, {CIT_AI_EASY, 120, 1, 0},
        {CIT_AI_MEDIUM, 200, 1, 1}, {CIT_AI_HARD, 100, 2, 1}};
    for (int k = 0; k < 5; k++) {
        cit_ai *x = cheap((cit_ai_level)who[k].level, who[k].iterations, who[k].threads, who[k].smart, 4242);
        cit_move mg, mh;
        CHECK(cit_ai_choose(x, g, &mg) == CIT_OK && cit_ai_choose(x, h, &mh) == CIT_OK, "choose");
        CHECK(!memcmp(&mg, &mh, sizeof mg), "%s: the choice depends on the other players' hands",
              cit_ai_level_name((cit_ai_level)who[k].level));
        cit_ai_free(x);
    }
    cit_game_free(h);
    return differ;
}

/* A tile from a hand is never discarded like a bad draw; held tiles come back in order. */
static void hand_tiles(void) {
    cit_game *g = module_position(WITH_COUNT, CIT_DECIDE_PLACE_TILE, 0, 17);
    if (!g) {
        CHECK(0, "no Count position");
        return;
    }
    int t0 = game_hold_tile(g, 1), t1 = game_hold_tile(g, 1), t2 = game_hold_tile(g, 1);
    cit_tile_id hand[4];
    CHECK(cit_game_hand(g, 1, hand, 4) == 3 && hand[0] == t0 && hand[2] == t2, "held in order");
    CHECK(game_release_tile(g, 1, 1) == t1 && cit_game_hand(g, 1, hand, 4) == 2 && hand[1] == t2,
          "the second tile released, the third moves up");
    CHECK(game_release_tile(g, 1, 5) == -1 && game_release_tile(g, 0, 0) == -1, "no such tile");
    int left = cit_game_stack_left(g);
    cit_game *a = cit_game_clone(g), *b = cit_game_clone(g);
    emitter ea = {a, NULL}, eb = {b, NULL};
    a->nfrontier = b->nfrontier = 0; /* white-box: no tile fits anywhere */
    turn_give_tile(a, t0, 1, &ea);
    CHECK(a->stage == STAGE_PLACE && a->decision == CIT_DECIDE_PLACE_TILE && a->hand == t0 &&
              cit_game_stack_left(a) == left,
          "a tile from the hand is kept to place");
    turn_give_tile(b, t0, 0, &eb);
    CHECK(b->stage == STAGE_FINAL && cit_game_stack_left(b) == 0,
          "a drawn tile that fits nowhere is discarded, and so is every draw after it");
    cit_game_free(a);
    cit_game_free(b);

    /* a cell that only a held tile fills is fillable (white-box: nothing else to come) */
    cit_game *c = cit_game_clone(g);
    c->next_draw = c->norder;
    c->decision = CIT_DECIDE_COUNT_QUARTER; /* not placing: the tile in hand does not count */
    int found = 0;
    for (int i = 0; i < c->nfrontier && !found; i++)
        if (c->cat->fit[t0][c->frontier_key[i]]) {
            int x = c->frontier[i].x, y = c->frontier[i].y;
            CHECK(cit_game_cell_fillable(c, x, y), "a held tile fills the cell");
            c->nheld = 0;
            CHECK(!cit_game_cell_fillable(c, x, y), "nothing else does");
            found = 1;
        }
    CHECK(found, "a cell for the held tile");
    cit_game_free(c);
    cit_game_free(g);
}

/* ---- Halflings: the hands the module deals ------------------------------------------------ */

/*
 * A twin of g that the pending player cannot tell apart from it: every triangle in
 * another player's hand changes places with a face-down triangle of another type (shapes
 * are public, so triangles trade with triangles), and the stack's hidden order is
 * reversed. Returns NULL if no other hand could change.
 */
static cit_game *halflings_twin(const cit_game *g, int me) {
    cit_game *h = cit_game_clone(g);
    int changed = 0;
    uint8_t used[MAX_HELD] = {0};
    for (int i = 0; i < h->nheld; i++) {
        if (h->held_by[i] == me || h->held_by[i] == CIT_NOBODY) continue;
        for (int j = 0; j < h->nheld; j++)
            if (h->held_by[j] == CIT_NOBODY && !used[j] && h->held[j] != h->held[i] &&
                h->cat->triangle[h->held[j]] == h->cat->triangle[h->held[i]]) {
                cit_tile_id t = h->held[j];
                h->held[j] = h->held[i];
                h->held[i] = t;
                used[j] = 1;
                changed = 1;
                break;
            }
    }
    for (int a = h->next_draw, b = h->norder - 1; a < b; a++, b--) {
        cit_tile_id t = h->order[a];
        h->order[a] = h->order[b];
        h->order[b] = t;
    }
    if (!changed) {
        cit_game_free(h);
        return NULL;
    }
    return h;
}

/* The re-deal and every level's choice depend only on what the pending player sees. */
static int halflings_observer(const cit_game *g, const char *what) {
    int me = cit_game_pending(g).player, np = cit_game_setup(g)->nplayers;
    cit_game *h = halflings_twin(g, me);
    if (!h) return 0;
    CHECK(cit_game_hash(g) != cit_game_hash(h), "%s: hands are hashed", what);
    int ca[CIT_MAX_TILE_TYPES], cb[CIT_MAX_TILE_TYPES], nt = cit_game_tileset(g)->ntiles;
    cit_game_remaining_counts(g, ca);
    cit_game *a = malloc(cit_game_size()), *b = malloc(cit_game_size());
    for (uint64_t seed = 1; seed <= 4; seed++) {
        cit_game_copy(a, g);
        cit_game_copy(b, h);
        cit_game_shuffle_unseen(a, me, seed);
        cit_game_shuffle_unseen(b, me, seed);
        CHECK(cit_game_hash(a) == cit_game_hash(b), "%s: the re-deal depends on the other hands", what);
        CHECK(same_hand(a, g, me), "%s: the observer's hand stays", what);
        for (int p = 0; p < np; p++)
            CHECK(cit_game_hand(a, p, NULL, 0) == cit_game_hand(g, p, NULL, 0), "%s: hand sizes kept", what);
        int tri = 1;
        for (int i = 0; i < a->nheld; i++) tri &= a->cat->triangle[a->held[i]] == g->cat->triangle[g->held[i]];
        for (int i = a->next_draw; i < a->norder; i++) tri &= !a->cat->triangle[a->order[i]] || g->cat->triangle[g->order[i]];
        CHECK(tri, "%s: triangles are dealt back into triangles' places", what);
        cit_game_remaining_counts(a, cb);
        CHECK(!memcmp(ca, cb, sizeof(int) * (size_t)nt), "%s: the re-deal keeps the unseen tiles", what);
    }
    free(a);
    free(b);
    struct { int level, iterations, threads, smart; } who[] = {
        {CIT_AI_RANDOM, 1, 1, 0}, {CIT_AI_GREEDY, 1, 1, 0}, {CIT_AI_EASY, 120, 1, 0},
        {CIT_AI_MEDIUM, 300, 1, 1}, {CIT_AI_HARD, 150, 2, 1}};
    for (int k = 0; k < 5; k++) {
        cit_ai *x = cheap((cit_ai_level)who[k].level, who[k].iterations, who[k].threads, who[k].smart, 4243);
        cit_move mg, mh;
        CHECK(cit_ai_choose(x, g, &mg) == CIT_OK && cit_ai_choose(x, h, &mh) == CIT_OK, "choose");
        CHECK(!memcmp(&mg, &mh, sizeof mg) && is_legal(g, &mg), "%s, %s: the choice depends on the other players' hands",
              what, cit_ai_level_name((cit_ai_level)who[k].level));
        cit_ai_free(x);
    }
    cit_game_free(h);
    return 1;
}

/* Random Halflings games of 2-4 players; at the first position of each kind (the turn
   question, a triangle to place, a square to place, the crop circle's questions) the
   observer check. Every kind must turn up. */
static void halflings_hands(void) {
    enum { TURN, TRIANGLE, SQUARE, CROP, CROP_ADD, CROP_RETURN, CROP_FOLLOWER, KINDS };
    static const char *const names[KINDS] = {"Halflings turn", "triangle placement", "square placement",
                                             "crop circle", "crop circle add", "crop circle return",
                                             "crop circle follower"};
    int seen[KINDS] = {0};
    for (uint64_t s = 900; s < 3900; s++) {
        int done = 1;
        for (int k = 0; k < KINDS; k++) done &= seen[k] > 0;
        if (done) break;
        cit_setup su;
        expansion_setup(&su, 2 + (int)(s % 3), s, WITH_HALFLINGS);
        cit_game *g = cit_game_new(&su, NULL, 0, NULL);
        uint64_t r = s * 104729u;
        while (g && !cit_game_over(g)) {
            cit_pending pd = cit_game_pending(g);
            int k = pd.decision == CIT_DECIDE_HALFLINGS_TURN          ? TURN
                    : pd.decision == CIT_DECIDE_HALFLINGS_CROP        ? CROP
                    : pd.decision == CIT_DECIDE_HALFLINGS_CROP_ADD    ? CROP_ADD
                    : pd.decision == CIT_DECIDE_HALFLINGS_CROP_RETURN ? CROP_RETURN
                    : pd.decision == CIT_DECIDE_HALFLINGS_CROP_FOLLOWER ? CROP_FOLLOWER
                    : pd.decision != CIT_DECIDE_PLACE_TILE            ? -1
                    : g->cat->triangle[pd.tile]                   ? TRIANGLE
                                                                      : SQUARE;
            /* mid-game squares only (the first turns are the search's cheapest) */
            if (k >= 0 && !seen[k] && (k != SQUARE || cit_game_placed_count(g) > 10))
                seen[k] += halflings_observer(g, names[k]);
            if (cit_game_play_random(g, r++, NULL) != CIT_OK) break;
        }
        cit_game_free(g);
    }
    for (int k = 0; k < KINDS; k++) CHECK(seen[k], "no Halflings position with %s and other hands to swap", names[k]);
}

static void hands(void) {
    int differ = 0, n = 0;
    for (int k = 0; k < 4; k++) {
        cit_game *g = position(500u + (uint64_t)k, 2 + k, 6 + 9 * k);
        if (g && !cit_game_over(g)) differ += hands_position(g), n++;
        cit_game_free(g);
    }
    cit_game *g = module_position(WITH_BCB, CIT_DECIDE_PLACE_TILE, 0, 31);
    if (g) differ += hands_position(g), n++;
    cit_game_free(g);
    CHECK(n == 5 && differ == n, "hands positions: %d of %d with other hands that differ", differ, n);
    hand_tiles();
}

static void *cancel_review_later(void *arg) {
    struct timespec ts = {0, 150 * 1000 * 1000};
    nanosleep(&ts, NULL);
    cit_review_cancel(arg);
    return NULL;
}

/* The first n moves random players made from seed s, and the game at their start. */
static cit_game *random_record(uint64_t s, int np, int n, cit_move *moves) {
    cit_setup su;
    cit_setup_default(&su, np, s);
    cit_game *start = cit_game_new(&su, NULL, 0, NULL), *g = cit_game_clone(start);
    cit_ai *r = cit_ai_new(CIT_AI_RANDOM, s);
    for (int t = 0; t < n; t++) {
        if (cit_ai_choose(r, g, &moves[t]) != CIT_OK) break;
        cit_game_apply(g, &moves[t], NULL);
    }
    cit_ai_free(r);
    cit_game_free(g);
    return start;
}

static int same_estimate(const cit_estimate *a, const cit_estimate *b) {
    return a->value.win == b->value.win && a->value.margin == b->value.margin &&
           a->value.score == b->value.score && !memcmp(&a->best, &b->best, sizeof a->best) &&
           a->best_visits == b->best_visits && a->iterations == b->iterations;
}

/* Game review (ai/review.h): deterministic, blind to what the observer cannot see,
   cancellable, exact at the end. */
static void review(void) {
    enum { N = 14 };
    cit_move moves[N];
    cit_review_step a[N], b[N];
    cit_game *start = random_record(808, 2, N, moves);
    cit_review *r1 = cit_review_new(300, 5), *r2 = cit_review_new(300, 5);
    CHECK(r1 && r2 && !cit_review_new(0, 5) && !cit_review_new(CIT_AI_MAX_ITERATIONS + 1L, 5), "cit_review_new");
    /* r2 first looks at another game: history must not matter */
    cit_game *other = position(99, 3, 30);
    cit_estimate e, f;
    CHECK(cit_review_estimate(r2, other, 2, &e) == CIT_OK && e.observer == 2 && e.iterations == 300, "estimate");
    CHECK(cit_review_estimate(r2, other, 3, &e) == CIT_ERR_BAD_ARGUMENT, "no such observer");
    cit_game_free(other);
    memset(a, 0, sizeof a);
    memset(b, 0, sizeof b);
    CHECK(cit_review_game(r1, start, moves, N, a) == N && cit_review_game(r2, start, moves, N, b) == N, "reviewed");
    CHECK(!memcmp(a, b, sizeof a), "the same game, budget and seed give the same review");
    CHECK(cit_review_progress(r1) == 1.0, "progress %.3f at the end", cit_review_progress(r1));
    int best = 0, sane = 1;
    for (int i = 0; i < N; i++) {
        sane &= a[i].move == i && a[i].player == i % 2 && !memcmp(&a[i].played, &moves[i], sizeof moves[i]);
        sane &= a[i].before.win >= 0 && a[i].before.win <= 1 && a[i].after.win >= 0 && a[i].after.win <= 1;
        if (a[i].played_best) {
            best++;
            sane &= a[i].gain_win == 0 && a[i].gain_points == 0 && a[i].before.win == a[i].after.win;
        } else {
            sane &= a[i].gain_win == a[i].before.win - a[i].after.win;
        }
    }
    CHECK(sane, "steps: movers, moves, chances in 0..1, gains");
    CHECK(best < N, "random moves are not all the best found (%d of %d)", best, N);
    /* in slices (the page without threads): the same steps whatever the slices, also for a
       longer game of three */
    static const long slices[] = {1, 37, 0};
    for (int k = 0; k < 3; k++) {
        cit_review_step c[N];
        memset(c, 0, sizeof c);
        int result = -2, calls = 0;
        CHECK(cit_review_game_start(r2, start, moves, N, c) == 0, "sliced review start");
        while (!cit_review_slice(r2, slices[k], slices[k] ? 0 : 0.002, &result) && calls < 10000000) calls++;
        CHECK(result == N && !memcmp(a, c, sizeof a), "the review in slices of %ld gives the same steps (%d)",
              slices[k], result);
        CHECK(slices[k] != 1 || calls >= N * 300, "slices of one iteration: %d calls", calls);
    }
    {
        enum { M = 40 };
        cit_move all[M];
        cit_review_step *x = calloc(M, sizeof *x), *y = calloc(M, sizeof *y);
        cit_game *hands = random_record(909, 3, M, all);
        cit_review *q1 = cit_review_new(40, 2), *q2 = cit_review_new(40, 2);
        int n1 = hands && x && y ? cit_review_game(q1, hands, all, M, x) : -2, n2 = -3;
        CHECK(hands && cit_review_game_start(q2, hands, all, M, y) == 0, "sliced review start (a long game)");
        while (hands && !cit_review_slice(q2, 13, 0, &n2)) {
        }
        CHECK(n1 == n2 && n1 > 0 && !memcmp(x, y, (size_t)n1 * sizeof *x),
              "a long game reviewed in slices: %d / %d steps, the same", n1, n2);
        cit_review_cancel(q2);
        int calls = 0;
        CHECK(cit_review_game_start(q2, hands, all, M, y) == 0, "sliced review start (cancelled)");
        while (!cit_review_slice(q2, 5, 0, &n2) && calls < 100) calls++;
        CHECK(n2 == 0 && calls < 5, "a cancelled review in slices ends at once with nothing written (%d, %d calls)", n2,
              calls);
        cit_review_free(q1);
        cit_review_free(q2);
        cit_game_free(hands);
        free(x);
        free(y);
    }
    cit_review *r3 = cit_review_new(300, 6);
    cit_review_game(r3, start, moves, N, b);
    CHECK(memcmp(a, b, sizeof a) != 0, "another seed, other numbers");
    cit_review_free(r3);

    /* a broken record */
    cit_move bad[2] = {moves[0], moves[0]};
    CHECK(cit_review_game(r1, start, bad, 2, b) == -1, "an illegal move in the record");

    /* the hidden order and the other hands are never read: twin games alike to the
       observer get the same estimate, whoever decides */
    cit_game *g = cit_game_clone(start);
    for (int i = 0; i < 9; i++) cit_game_apply(g, &moves[i], NULL);
    for (int with_hands = 0; with_hands < 2; with_hands++) {
        if (with_hands) deal_hands(g);
        for (int obs = 0; obs < 2; obs++) {
            cit_game *h = other_hands(g, obs, NULL);
            CHECK(cit_game_hash(g) != cit_game_hash(h), "the twin differs");
            CHECK(cit_review_estimate(r1, g, obs, &e) == CIT_OK && cit_review_estimate(r1, h, obs, &f) == CIT_OK,
                  "estimate");
            CHECK(same_estimate(&e, &f), "hands %d observer %d: the estimate reads hidden tiles (%.4f / %.4f)",
                  with_hands, obs, e.value.win, f.value.win);
            cit_game_free(h);
        }
    }
    /* with hands, each player is an observer of the same decision */
    cit_review_estimate(r1, g, 0, &e);
    cit_review_estimate(r1, g, 1, &f);
    CHECK(e.decider == f.decider && e.decider >= 0, "decider");

    /* cancel: sticky until resume, the review stops and says how far it came */
    cit_review_cancel(r1);
    CHECK(cit_review_estimate(r1, g, 0, &e) == CIT_OK && e.cancelled && e.iterations == 0, "cancelled estimate");
    CHECK(cit_review_game(r1, start, moves, N, b) == 0, "a cancelled review writes nothing");
    cit_review_resume(r1);
    CHECK(cit_review_estimate(r1, g, 0, &e) == CIT_OK && !e.cancelled && e.iterations == 300, "resumed");
    /* from another thread while a long review runs: it stops within a moment */
    cit_review *big = cit_review_new(400000, 5);
    pthread_t th;
    if (big && pthread_create(&th, NULL, cancel_review_later, big) == 0) {
        int k = cit_review_game(big, start, moves, N, b);
        double prog = cit_review_progress(big);
        pthread_join(th, NULL);
        CHECK(k == 0 && prog > 0 && prog < 1, "cancelled review: %d steps, progress %.4f", k, prog);
    } else {
        CHECK(0, "a reviewer and a thread");
    }
    cit_review_free(big);
    cit_game_free(g);

    /* the end of a game: exact, no search */
    cit_game *over = position(31, 2, 400);
    CHECK(over && cit_game_over(over), "a finished game");
    if (over) {
        cit_review_estimate(r1, over, 0, &e);
        int s0 = cit_game_score(over, 0), s1 = cit_game_score(over, 1);
        CHECK(e.decider == -1 && e.iterations == 0 && e.value.score == s0 && e.value.margin == s0 - s1 &&
                  e.value.win == (s0 > s1 ? 1 : s0 == s1 ? 0.5 : 0),
              "exact at the end");
    }
    cit_game_free(over);
    cit_game_free(start);
    cit_review_free(r1);
    cit_review_free(r2);
}

int main(int argc, char **argv) {
    if (argc > 1 && strcmp(argv[1], "--ponder") == 0) { /* docs/ai.md, "Thinking during the human's turn" */
        int person = argc > 4 ? cit_ai_level_from_name(argv[4]) : CIT_AI_GREEDY;
        pondering(argc > 2 ? atoi(argv[2]) : 4, argc > 3 ? atoi(argv[3]) : 2000,
                  person < 0 ? CIT_AI_GREEDY : person, 1);
        printf("ai: %d passed, %d failed\n", passed, failed);
        return failed ? 1 : 0;
    }
    if (argc > 1 && strcmp(argv[1], "--sliced") == 0) { /* the search in slices alone */
        sliced();
        sliced_time_budget();
        review();
        printf("ai: %d passed, %d failed\n", passed, failed);
        return failed ? 1 : 0;
    }
    if (argc > 1 && strcmp(argv[1], "--choice") == 0) { /* the final choice and the reward alone */
        halving_choice();
        printf("ai: %d passed, %d failed\n", passed, failed);
        return failed ? 1 : 0;
    }
    if (argc > 1 && strcmp(argv[1], "--bazaar") == 0) { /* the auctions' openings alone */
        bazaar_openings_low();
        printf("ai: %d passed, %d failed\n", passed, failed);
        return failed ? 1 : 0;
    }
    if (argc > 1 && strcmp(argv[1], "--budgets") == 0) { /* thinking time alone */
        thinking_time();
        time_spread();
        printf("ai: %d passed, %d failed\n", passed, failed);
        return failed ? 1 : 0;
    }
    if (argc > 1 && strcmp(argv[1], "--close") == 0) { /* the estimates alone */
        close_score_matches_play();
        printf("ai: %d passed, %d failed\n", passed, failed);
        return failed ? 1 : 0;
    }
    int games = argc > 1 ? atoi(argv[1]) : 40;
    api();
    int positions = legal_only(games);
    printf("legal moves checked in %d positions\n", positions);
    CHECK(positions >= 2000 || games < 40, "only %d positions", positions);
    determinism();
    thread_counts();
    sliced();
    sliced_time_budget();
    thinking_time();
    time_spread();
    halving_choice();
    tree_reuse();
    pondering(1, 400, CIT_AI_GREEDY, 0);
    cancel();
    smoke();
    module_decisions();
    bazaar_openings_low();
    module_games(WITH_COUNT, games / 4 < 2 ? 2 : games / 4);
    module_games(WITH_BCB, games / 4 < 2 ? 2 : games / 4);
    module_games(WITH_HALFLINGS, games / 4 < 3 ? 3 : games / 4);
    module_games(WITH_DRAFT, games / 8 < 3 ? 3 : games / 8);
    module_games(WITH_CITY, games / 8 < 3 ? 3 : games / 8);
    search_variants();
    tree_moves_counted();
    close_score_matches_play();
    hands();
    halflings_hands();
    review();
    printf("ai: %d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}
