/*
 * Every decision searched and judged (docs/ai.md, "Every decision judged"): at a
 * fixed set of positions of a decision kind, the search's answer is judged by a deeper
 * search (tools/dev/decision_judge.c: each answer's position estimated from the decider's
 * view) against a uniformly random answer, and must be at least as good as the random
 * answer's expected value in a clear majority of the positions.
 *
 *   build/test_decisions            the test (prints "N passed, N failed")
 *   build/test_decisions --random   the same with a uniformly random chooser: must fail
 *                                    (the check that the test can tell; docs/ai.md)
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai.h"
#include "decision_judge.h"
#include "engine.h"
#include "modules/bazaar/bazaar.h"
#include "modules/count/count.h"
#include "review.h"

#define POSITIONS 10
#define NEED 8            /* of POSITIONS: "a clear majority" */
#define CHOOSER_BUDGET 4000 /* medium's */
#define JUDGE_BUDGET 2000

static int passed, failed;

static void check(int ok, const char *what) {
    if (ok) passed++;
    else {
        failed++;
        printf("FAIL: %s\n", what);
    }
}

static uint64_t mix(uint64_t z) {
    z += 0x9e3779b97f4a7c15ULL;
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

static cit_move legal[CIT_MAX_MOVES];

/*
 * Finds POSITIONS positions of `decision` in games of `setup` (seeds first, first + 1...):
 * placements by greedy, every other decision uniformly at random (so followers reach the
 * quarters, auctions see every bid); at most one position per game, taken with chance 1/2.
 */
static int find_positions(const cit_setup *base, uint64_t first, int decision, cit_game **out) {
    int found = 0;
    cit_ai *greedy = cit_ai_new(CIT_AI_GREEDY, 5);
    for (uint64_t s = first; found < POSITIONS && s < first + 400; s++) {
        cit_setup su = *base;
        su.seed = s;
        cit_game *g = cit_game_new(&su, NULL, 0, NULL);
        uint64_t rng = mix(s);
        int taken = 0;
        while (g && !cit_game_over(g)) {
            cit_pending pd = cit_game_pending(g);
            cit_move m;
            if (pd.decision == CIT_DECIDE_PLACE_TILE) {
                if (cit_ai_choose(greedy, g, &m) != CIT_OK) break;
            } else {
                int n = cit_game_legal_moves(g, legal, CIT_MAX_MOVES);
                if (n <= 0) break;
                if (n > CIT_MAX_MOVES) n = CIT_MAX_MOVES;
                rng = mix(rng);
                if (pd.decision == decision && !taken && n >= 2 && (rng & 1) && found < POSITIONS) {
                    out[found++] = cit_game_clone(g);
                    taken = 1;
                }
                m = legal[(rng >> 33) % (uint64_t)n];
            }
            if (cit_game_apply(g, &m, NULL) != CIT_OK) break;
        }
        cit_game_free(g);
    }
    cit_ai_free(greedy);
    return found;
}

/* How many of the positions the chooser's answer is judged at least as good as a random
   one at (its expected value); *gain: the mean difference in the judge's value. */
static int judged_wins(cit_game **pos, int n, int random_chooser, double *gain) {
    cit_ai_config cfg;
    cit_ai_config_default(&cfg, CIT_AI_MEDIUM);
    cfg.iterations = CHOOSER_BUDGET;
    cit_ai *chooser = cit_ai_new_config(&cfg, 11);
    cit_review *judge = cit_review_new(JUDGE_BUDGET, 3);
    cit_game *scratch = malloc(cit_game_size());
    judged_position jp;
    int wins = 0;
    *gain = 0;
    for (int i = 0; i < n && chooser && judge && scratch; i++) {
        cit_move c;
        if (random_chooser) {
            int k = cit_game_legal_moves(pos[i], legal, CIT_MAX_MOVES);
            c = legal[(mix(77 + (uint64_t)i) >> 33) % (uint64_t)(k < CIT_MAX_MOVES ? k : CIT_MAX_MOVES)];
        } else if (cit_ai_choose(chooser, pos[i], &c) != CIT_OK) {
            continue;
        }
        if (judge_decision(judge, pos[i], &c, mix(99 + (uint64_t)i), scratch, &jp) != 0) continue;
        double d = jp.a[jp.chosen].value - jp.random_value;
        wins += d >= -1e-12;
        *gain += d / n;
    }
    cit_ai_free(chooser);
    cit_review_free(judge);
    free(scratch);
    return wins;
}

static void kind(const char *name, const cit_setup *su, uint64_t first, int decision, int random_chooser) {
    cit_game *pos[POSITIONS] = {0};
    int n = find_positions(su, first, decision, pos);
    char what[160];
    snprintf(what, sizeof what, "%s: %d positions found", name, n);
    check(n == POSITIONS, what);
    double gain;
    int wins = judged_wins(pos, n, random_chooser, &gain);
    printf("%s: the %s's answer judged at least as good as a random one at %d of %d positions "
           "(mean gain %+.4f of the judge's value)\n",
           name, random_chooser ? "random chooser" : "search", wins, n, gain);
    snprintf(what, sizeof what, "%s: the search's answer no better than random (%d of %d, need %d)", name, wins, n,
             NEED);
    check(wins >= NEED && gain > 0, what);
    for (int i = 0; i < n; i++) cit_game_free(pos[i]);
}

int main(int argc, char **argv) {
    int random_chooser = argc > 1 && !strcmp(argv[1], "--random");
    cit_setup su;
    cit_setup_default(&su, 3, 1);
    cit_option_set(&su.opt, CIT_OPT_COUNT, 1);
    kind("Count quarter", &su, 4100, CIT_DECIDE_COUNT_QUARTER, random_chooser);
    cit_setup_default(&su, 2, 1);
    cit_option_set(&su.opt, CIT_OPT_BAZAAR, 1);
    kind("bazaar bid", &su, 5100, CIT_DECIDE_BAZAAR_BID, random_chooser);
    printf("decisions: %d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}
