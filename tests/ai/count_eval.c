/* Count decisions: medium's answer against a uniformly random one, each judged by the rest of the game played by greedy. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai.h"
#include "engine.h"
#include "modules/count/count.h"

/*
 * Positions come from 3-player Count games (seeds 777001...) whose placements are made
 * by greedy (even seeds) or at random (odd seeds) and whose Count decisions are all
 * answered at random, so that followers reach the quarters and many Count decisions
 * arise; at most two positions per decision kind per game. At each position the decider
 * answers once as medium and once uniformly at random; where the answers differ, both
 * games are played to the end with greedy in every seat (the same tiles in the same
 * order) and the decider's margin (its score minus the best other) is compared.
 *
 * usage: count_eval [POSITIONS [ITERATIONS [FIRST_SEED [JUDGES]]]]
 * FIRST_SEED (777001 unless given) picks another set of positions for a second sample.
 * JUDGES (1 unless given, at most 16): both games are played out that many times by
 * greedy players with different seeds and the margins summed; greedy breaks its many
 * ties at random, and one playout each leaves that luck in every comparison.
 */

static int margin(const cit_game *g, int p) {
    int np = cit_game_setup(g)->nplayers, best = -100000;
    for (int q = 0; q < np; q++)
        if (q != p && cit_game_score(g, q) > best) best = cit_game_score(g, q);
    return cit_game_score(g, p) - best;
}

/* An answer as a small number: followers deployed, or the quarter (4 = none / stay). */
static int answer(const cit_move *m) {
    int v = m->type == CIT_MOVE_COUNT_DEPLOY ? m->arg1 : m->arg0 == CIT_QUARTER_NONE ? 4 : m->arg0;
    return v < 5 ? v : 5;
}

static void finish(cit_game *g, cit_ai *greedy) {
    while (!cit_game_over(g)) {
        cit_move m;
        if (cit_ai_choose(greedy, g, &m) != CIT_OK || cit_game_apply(g, &m, NULL) != CIT_OK) break;
    }
}

int main(int argc, char **argv) {
    int want = argc > 1 ? atoi(argv[1]) : 600;
    cit_ai_config cfg;
    cit_ai_config_default(&cfg, CIT_AI_MEDIUM);
    if (argc > 2) cfg.iterations = atoi(argv[2]);
    uint64_t first = argc > 3 ? strtoull(argv[3], NULL, 10) : 777001;
    int judges = argc > 4 ? atoi(argv[4]) : 1;
    if (judges < 1 || judges > 16) judges = 1;
    cit_ai *med = cit_ai_new_config(&cfg, 5);
    cit_ai *gr = cit_ai_new(CIT_AI_GREEDY, 6), *rnd = cit_ai_new(CIT_AI_RANDOM, 7);
    if (!med || !gr || !rnd) return 2;
    cit_ai *judge[16] = {gr};
    for (int j = 1; j < judges; j++)
        if (!(judge[j] = cit_ai_new(CIT_AI_GREEDY, 6 + 1000 * (uint64_t)j))) return 2;
    static cit_move legal[CIT_MAX_MOVES];
    long n[CIT_DECIDE_COUNT_MOVE + 1] = {0}, same[CIT_DECIDE_COUNT_MOVE + 1] = {0};
    long better[CIT_DECIDE_COUNT_MOVE + 1] = {0}, worse[CIT_DECIDE_COUNT_MOVE + 1] = {0};
    long gain[CIT_DECIDE_COUNT_MOVE + 1] = {0}, wins[CIT_DECIDE_COUNT_MOVE + 1] = {0};
    long hist[CIT_DECIDE_COUNT_MOVE + 1][6] = {{0}}, rhist[CIT_DECIDE_COUNT_MOVE + 1][6] = {{0}};
    int found = 0;
    for (uint64_t s = 1; found < want && s < 100000; s++) {
        cit_setup su;
        cit_setup_default(&su, 3, first - 1 + s);
        su.opt.count = 1;
        cit_game *g = cit_game_new(&su, NULL, 0, NULL);
        int taken[CIT_DECIDE_COUNT_MOVE + 1] = {0};
        while (g && !cit_game_over(g) && found < want) {
            cit_pending pd = cit_game_pending(g);
            int k = pd.decision;
            if (k != CIT_DECIDE_PLACE_TILE && taken[k] < 2 &&
                cit_game_legal_moves(g, legal, CIT_MAX_MOVES) >= 2) {
                taken[k]++;
                found++;
                n[k]++;
                cit_move a, b;
                cit_ai_choose(med, g, &a);
                cit_ai_choose(rnd, g, &b);
                hist[k][answer(&a)]++;
                rhist[k][answer(&b)]++;
                if (!memcmp(&a, &b, sizeof a)) {
                    same[k]++;
                } else {
                    int ma = 0, mb = 0;
                    for (int j = 0; j < judges; j++) {
                        cit_game *ga = cit_game_clone(g), *gb = cit_game_clone(g);
                        cit_game_apply(ga, &a, NULL);
                        cit_game_apply(gb, &b, NULL);
                        finish(ga, judge[j]);
                        finish(gb, judge[j]);
                        int ja = margin(ga, pd.player), jb = margin(gb, pd.player);
                        ma += ja;
                        mb += jb;
                        wins[k] += (ja > 0) - (jb > 0);
                        cit_game_free(ga);
                        cit_game_free(gb);
                    }
                    gain[k] += ma - mb;
                    better[k] += ma > mb;
                    worse[k] += ma < mb;
                }
            }
            cit_move m;
            int greedy_places = k == CIT_DECIDE_PLACE_TILE && (s & 1) == 0;
            cit_ai_choose(greedy_places ? gr : rnd, g, &m);
            cit_game_apply(g, &m, NULL);
        }
        cit_game_free(g);
    }
    static const char *const names[CIT_DECIDE_COUNT_MOVE + 1] = {"", "place", "deploy", "quarter",
                                                          "count move"};
    for (int k = CIT_DECIDE_COUNT_DEPLOY; k < CIT_DECIDE_COUNT_MOVE + 1; k++) {
        long d = n[k] - same[k];
        printf("%-10s positions %4ld, medium answers as random %4ld; where not (%ld): "
               "medium better %ld, worse %ld, mean margin %+.2f, wins %+ld\n",
               names[k], n[k], same[k], d, better[k], worse[k], d ? (double)gain[k] / (double)d / judges : 0,
               wins[k]);
        printf("           answers (medium / random):");
        for (int v = 0; v < 6; v++) {
            if (!hist[k][v] && !rhist[k][v]) continue;
            const char *what = k == CIT_DECIDE_COUNT_DEPLOY ? NULL : v == 4 ? "none" : cit_quarter_name(v);
            if (what) printf(" %s %ld/%ld", what, hist[k][v], rhist[k][v]);
            else printf(" %d %ld/%ld", v, hist[k][v], rhist[k][v]);
        }
        printf("\n");
    }
    cit_ai_free(med);
    for (int j = 0; j < judges; j++) cit_ai_free(judge[j]);
    cit_ai_free(rnd);
    return 0;
}
