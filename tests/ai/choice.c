/* What the search finally chooses: with sequential halving, a tree's finalist. */
#include <math.h>
#include <string.h>

#include "ai.h"
#include "../../ai/internal.h" /* the worker's tree after the search, read directly */
#include "check.h"

/*
 * Hard on one thread with a short time budget, so that the clock often ends the last
 * round of sequential halving early: the move chosen is the tree's finalist (the best mean
 * among the moves still in the running), whatever the visits say. Prints how often the
 * most visited move would have been another one (the rule before 2026-11-24, 6-12 of 48).
 * A search counts once halving has begun; on a loaded machine (a sanitizer build beside
 * other work) few reach it in 0.01 s, so the budget doubles until 12 have.
 */
void halving_choice(void) {
    int searches = 0, finalist = 0, most_visited_other = 0;
    double budget = 0.01;
    for (uint64_t s = 0; s < 48 || (searches < 12 && budget < 0.5); s++) {
        if (s && s % 48 == 0) budget *= 2;
        cit_game *g = position(800u + s, 2 + (int)(s % 2), 4 + (int)(s * 3 % 50));
        cit_ai_config cfg;
        cit_ai_config_default(&cfg, CIT_AI_HARD);
        cfg.threads = 1;
        cfg.iterations = 1000000;
        cit_ai_config_set_time(&cfg, budget);
        cit_ai *ai = cit_ai_new_config(&cfg, 5u + s);
        cit_move m;
        if (g && ai && !cit_game_over(g) && cit_ai_choose(ai, g, &m) == CIT_OK) {
            const ai_worker *w = &ai->workers[0];
            int32_t f = ai_worker_finalist(w), most = -1;
            for (int32_t c = w->nodes[0].child; c >= 0; c = w->nodes[c].sibling) {
                const ai_node *a = &w->nodes[c];
                if (most < 0 || a->visits > w->nodes[most].visits ||
                    (a->visits == w->nodes[most].visits &&
                     a->reward / a->visits > w->nodes[most].reward / w->nodes[most].visits))
                    most = c;
            }
            if (f >= 0) {
                searches++;
                finalist += !memcmp(&w->nodes[f].move, &m, sizeof m);
                most_visited_other += most >= 0 && memcmp(&w->nodes[most].move, &m, sizeof m) != 0;
            }
        }
        cit_ai_free(ai);
        cit_game_free(g);
    }
    printf("halving at 0.01 s (up to %.2f s): %d searches, the finalist chosen in %d, the most visited move "
           "another in %d\n",
           budget, searches, finalist, most_visited_other);
    CHECK(searches >= 12 && finalist == searches, "with halving the finalist is chosen (%d of %d searches)",
          finalist, searches);
}
