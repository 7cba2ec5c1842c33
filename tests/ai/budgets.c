/* AI tests: how long a search goes by time (thinking time, its spread over a game). */
#include <math.h>
#include <string.h>

#include "ai.h"
#include "check.h"

/*
 * Thinking time: cit_ai_config_set_time raises the iteration budget to what
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
        CHECK(dt >= 0.29 && st.iterations > 0 && st.iterations < CIT_AI_MAX_ITERATIONS,
              "thinking time 0.3 s: took %.2f s, %ld iterations", dt, st.iterations);
    } else {
        CHECK(0, "timed player");
    }
    cit_ai_free(ai);
    cit_game_free(g);
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
