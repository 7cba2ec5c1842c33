/* AI tests: how long a search goes, by time (thinking time, its spread over a game), by
   work (a work budget), and how long its playouts go (cut with many players). */
#include <math.h>
#include <string.h>

#include "ai.h"
#include "check.h"

/*
 * Thinking time (issue 22): cit_ai_config_set_time raises the iteration budget to what
 * fits the time and stops the search at the time; 0 removes it again.
 */
void thinking_time(void) {
    cit_ai_config cfg;
    cit_ai_config_default(&cfg, CIT_AI_HARD);
    int32_t base = cfg.iterations;
    cit_ai_config_set_time(&cfg, 0.3);
    CHECK(cfg.time_limit == 0.3 && cfg.iterations >= base &&
              cfg.iterations == (int32_t)(0.3 * CIT_AI_ITERATIONS_PER_SECOND),
          "set_time 0.3: limit %.2f, %d iterations", cfg.time_limit, (int)cfg.iterations);
    CHECK(cit_ai_config_problem(&cfg) == NULL, "a time budget is a valid config");
    cit_ai_config c10 = cfg;
    cit_ai_config_set_time(&c10, 3600);
    CHECK(c10.iterations == CIT_AI_MAX_ITERATIONS && cit_ai_config_problem(&c10) == NULL,
          "long thinking time: iterations capped at %d", (int)c10.iterations);
    cit_ai_config c0 = cfg;
    cit_ai_config_set_time(&c0, 0);
    CHECK(c0.time_limit == 0 && c0.iterations == cfg.iterations, "set_time 0 removes the time budget");
    cit_ai_config_default(&c0, CIT_AI_EASY);
    cit_ai_config_set_time(&c0, 0.001);
    CHECK(c0.time_limit == 0.01 && c0.iterations == 1000, "tiny thinking time: %.3f s, %d iterations",
          c0.time_limit, (int)c0.iterations);
    /* the search stops at the time: 1 thread, 0.3 s, a budget it cannot finish */
    cit_ai_config_default(&cfg, CIT_AI_HARD);
    cfg.threads = 1;
    cit_ai_config_set_time(&cfg, 0.3);
    cfg.iterations = CIT_AI_MAX_ITERATIONS; /* surely more than 0.3 s here */
    cit_game *g = position(99u, 2, 2);
    cit_ai *ai = cit_ai_new_config(&cfg, 5);
    if (g && ai) {
        double t0 = now();
        cit_move m;
        CHECK(cit_ai_choose(ai, g, &m) == CIT_OK && is_legal(g, &m), "timed choose");
        double dt = now() - t0;
        cit_ai_stats st;
        cit_ai_last_stats(ai, &st);
        CHECK(dt >= 0.29 && dt < 3.0 && st.iterations > 0 && st.iterations < CIT_AI_MAX_ITERATIONS,
              "thinking time 0.3 s: took %.2f s, %ld iterations", dt, st.iterations);
    } else {
        CHECK(0, "timed player");
    }
    cit_ai_free(ai);
    cit_game_free(g);
}

/*
 * A work budget (issue 22, cit_ai_config.work_budget): the search stops once its playout
 * moves plus twice its iterations reach the budget, not before, and by no more than one
 * iteration's playout; a late position, whose playouts are short, gets more iterations
 * from the same budget than an early one; the same seed gives the same move; a negative
 * budget is refused.
 */
void work_budget(void) {
    enum { BUDGET = 30000, CAP = 200000 };
    long its[2] = {0, 0};
    static const int turns[] = {1, 60};
    for (int k = 0; k < 2; k++) {
        cit_game *g = position(808u, 2, turns[k]);
        cit_ai *a = cheap(CIT_AI_HARD, CAP, 1, 1, 31);
        cit_ai *b = cheap(CIT_AI_HARD, CAP, 1, 1, 31);
        if (!g || cit_game_over(g) || !a || !b) {
            CHECK(0, "work budget position %d", k);
        } else {
            cit_ai_config cfg;
            cit_ai_config_default(&cfg, CIT_AI_HARD);
            cfg.threads = 1;
            cfg.iterations = CAP;
            cfg.work_budget = BUDGET;
            cit_ai_free(a);
            cit_ai_free(b);
            a = cit_ai_new_config(&cfg, 31);
            b = cit_ai_new_config(&cfg, 31);
            cit_move ma, mb;
            CHECK(a && b && cit_ai_choose(a, g, &ma) == CIT_OK && is_legal(g, &ma), "budgeted choose");
            CHECK(b && cit_ai_choose(b, g, &mb) == CIT_OK && !memcmp(&ma, &mb, sizeof ma),
                  "work budget, turn %d: same seed gave different moves", turns[k]);
            cit_ai_stats st;
            cit_ai_last_stats(a, &st);
            long work = st.playout_moves + 2 * st.iterations;
            CHECK(st.legal_moves == 1 || (work >= BUDGET && work < BUDGET + 300 && st.iterations < CAP),
                  "work budget %d, turn %d: %ld playout moves + %ld iterations", BUDGET, turns[k],
                  st.playout_moves, st.iterations);
            its[k] = st.iterations;
        }
        cit_ai_free(a);
        cit_ai_free(b);
        cit_game_free(g);
    }
    CHECK(its[1] > 2 * its[0], "the late position got %ld iterations, the early one %ld", its[1], its[0]);
    /* with time_spread the budget is a game's average: turn 60 of a 2-player game gets less */
    cit_game *late = position(808u, 2, 60);
    cit_ai_config sc;
    cit_ai_config_default(&sc, CIT_AI_HARD);
    sc.threads = 1;
    sc.iterations = CAP;
    sc.work_budget = BUDGET;
    sc.time_spread = 1;
    cit_ai *sp = cit_ai_new_config(&sc, 31);
    cit_move sm;
    if (late && sp && cit_ai_choose(sp, late, &sm) == CIT_OK) {
        cit_ai_stats st;
        cit_ai_last_stats(sp, &st);
        double want = BUDGET * cit_ai_time_share(late, 1);
        long work = st.playout_moves + 2 * st.iterations;
        CHECK(want < BUDGET / 2 && work >= (long)want && work < (long)want + 300,
              "spread work budget at turn 60: %ld for %.0f", work, want);
    } else {
        CHECK(0, "spread work budget");
    }
    cit_ai_free(sp);
    cit_game_free(late);
    cit_ai_config cfg;
    cit_ai_config_default(&cfg, CIT_AI_HARD);
    cfg.work_budget = -1;
    CHECK(cit_ai_config_problem(&cfg) != NULL && cit_ai_new_config(&cfg, 1) == NULL, "negative work budget refused");
}

/*
 * Time spread over a game (cit_ai_config.time_spread): a move's share of the set time is
 * about 1.9 at the first move and below 0.2 at the last, 1 on average over a game's
 * decisions (2 and 4 players); cit_ai_move_seconds gives the set time times that share
 * with the spread, the set time without it, and 0 with no time set.
 */
void time_spread(void) {
    for (int np = 2; np <= 4; np += 2) {
        cit_setup su;
        cit_setup_default(&su, np, 41u + (uint64_t)np);
        cit_status st;
        cit_game *g = cit_game_new(&su, NULL, 0, &st);
        cit_ai_config cfg;
        cit_ai_config_default(&cfg, CIT_AI_HARD);
        cit_ai_config_set_time(&cfg, 1.0);
        cfg.time_spread = 1;
        cit_ai *spread = cit_ai_new_config(&cfg, 1);
        cfg.time_spread = 0;
        cit_ai *flat = cit_ai_new_config(&cfg, 1);
        cit_ai *untimed = cheap(CIT_AI_HARD, 100, 1, 1, 1);
        if (!g || !spread || !flat || !untimed) {
            CHECK(0, "time spread setup, %d players", np);
        } else {
            double first = cit_ai_time_share(g, 1), steep = cit_ai_time_share(g, 2);
            CHECK(steep > 2.7 && steep < 2.9, "%d players: the first move's share with spread 2: %.3f", np, steep);
            CHECK(first > 1.85 && first < 1.95, "%d players: the first move's share %.3f", np, first);
            CHECK(fabs(cit_ai_move_seconds(spread, g) - first) < 1e-9 && cit_ai_move_seconds(flat, g) == 1.0 &&
                      cit_ai_move_seconds(untimed, g) == 0,
                  "%d players: move seconds %.3f / %.3f / %.3f", np, cit_ai_move_seconds(spread, g),
                  cit_ai_move_seconds(flat, g), cit_ai_move_seconds(untimed, g));
            double sum = 0, last = 0;
            int n = 0;
            uint64_t rng = 5;
            while (!cit_game_over(g)) {
                last = cit_ai_time_share(g, 1);
                sum += last;
                n++;
                if (cit_game_play_random(g, rng++, NULL) != CIT_OK) break;
            }
            CHECK(n > 50 && sum / n > 0.9 && sum / n < 1.1 && last < 0.2,
                  "%d players: mean share %.3f over %d decisions, the last %.3f", np, n ? sum / n : 0, n, last);
            CHECK(cit_ai_time_share(g, 0) == 1.0 && cit_ai_time_share(g, 2) < last, "%d players: spreads 0 and 2", np);
        }
        cit_ai_free(spread);
        cit_ai_free(flat);
        cit_ai_free(untimed);
        cit_game_free(g);
    }
}

/*
 * Playouts cut with many players (cit_ai_config.crowd_depth): at 4 players each playout of
 * a search stops after N moves, at 2 players the same seed searches exactly as without it;
 * no level has it by default: at 1 s a move it was behind the whole playouts (docs/ai.md,
 * "Four players: the opponents' replies").
 */
void crowd_playouts(void) {
    enum { ITS = 200, CUT = 6 };
    for (int np = 2; np <= 4; np += 2) {
        cit_game *g = position(909u, np, 2);
        long moves[2] = {0, 0};
        cit_move chosen[2];
        for (int k = 0; k < 2; k++) {
            cit_ai_config cfg;
            cit_ai_config_default(&cfg, CIT_AI_HARD);
            cfg.threads = 1;
            cfg.iterations = ITS;
            cfg.crowd_depth = k ? CUT : 0;
            cit_ai *a = cit_ai_new_config(&cfg, 77);
            cit_ai_stats st = {0};
            CHECK(g && a && cit_ai_choose(a, g, &chosen[k]) == CIT_OK && is_legal(g, &chosen[k]),
                  "crowd choose, %d players", np);
            if (a) cit_ai_last_stats(a, &st);
            moves[k] = st.playout_moves;
            cit_ai_free(a);
        }
        if (np == 4)
            CHECK(moves[1] > 0 && moves[1] <= (long)CUT * ITS && moves[0] > 3 * moves[1],
                  "4 players: %ld playout moves cut after %d, %ld whole", moves[1], CUT, moves[0]);
        else
            CHECK(moves[0] == moves[1] && !memcmp(&chosen[0], &chosen[1], sizeof chosen[0]),
                  "2 players: the cut changed the search (%ld against %ld playout moves)", moves[1],
                  moves[0]);
        cit_game_free(g);
    }
    cit_ai_config cfg;
    cit_ai_config_default(&cfg, CIT_AI_HARD);
    CHECK(cfg.crowd_depth == 0 && cfg.playout_depth == 0, "hard plays its 4-player playouts out: %d",
          cfg.crowd_depth);
    cit_ai_config_default(&cfg, CIT_AI_MEDIUM);
    CHECK(cfg.crowd_depth == 0, "medium plays its playouts out");
}
