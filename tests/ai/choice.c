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
 * most visited move would have been another one (the rule before session 17; here 6-12 of 48).
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

/*
 * The reward's win term with cit_ai_config.rank_win: the share of the other players
 * beaten, a tie half. Worked by hand for scores 50, 40, 60, 40 (margin weight 0, so the
 * reward is the win term alone): player 0 beats two of the three others (2/3), player 2
 * all three (1), players 1 and 3 nobody and tie with each other (1/2 of 3: 1/6). Without
 * it only first place counts (0, 0, 1, 0). With 2 players the two terms are the same.
 */
void rank_reward(void) {
    cit_ai_config cfg;
    cit_ai_config_default(&cfg, CIT_AI_HARD);
    /* +rk was level with the first-place reward over 192 games of 4 players (docs/ai.md,
       "Four players: every place counts"), so hard keeps first place only */
    CHECK(!cfg.rank_win, "hard rewards first place only");
    cfg.margin_weight = 0;
    const double four[4] = {50, 40, 60, 40}, two[2] = {50, 50};
    double r[4], plain[4];
    ai_rewards(&cfg, four, 4, plain);
    cfg.rank_win = 1;
    ai_rewards(&cfg, four, 4, r);
    CHECK(plain[0] == 0 && plain[1] == 0 && plain[2] == 1 && plain[3] == 0,
          "first place only: %g %g %g %g", plain[0], plain[1], plain[2], plain[3]);
    CHECK(fabs(r[0] - 2.0 / 3) < 1e-12 && fabs(r[1] - 0.5 / 3) < 1e-12 && r[2] == 1 && fabs(r[3] - 0.5 / 3) < 1e-12,
          "rank: %g %g %g %g, wanted 2/3, 1/6, 1, 1/6", r[0], r[1], r[2], r[3]);
    /* +rsN: each rival beaten, smoothed over N points. By hand, N = 10: player 0 (50
       against 40, 60, 40) gets (2 (0.5 + tanh(1) / 2) + 0.5 - tanh(1) / 2) / 3 = 0.62693,
       player 2 (60 against 50, 40, 40) (0.5 + tanh(1) / 2 + 2 (0.5 + tanh(2) / 2)) / 3
       = 0.94827 */
    CHECK(!cfg.rank_soft, "hard's first-place reward is not smoothed");
    cfg.rank_win = 0;
    cfg.rank_soft = 10;
    ai_rewards(&cfg, four, 4, r);
    CHECK(fabs(r[0] - 0.62693) < 1e-5 && fabs(r[2] - 0.94827) < 1e-5 && fabs(r[1] - r[3]) < 1e-12,
          "smoothed rank: %g %g %g %g, wanted 0.62693, _, 0.94827, the same as player 1", r[0], r[1], r[2], r[3]);
    cfg.rank_soft = 0;
    cfg.margin_weight = 0.3;
    for (int rank = 0; rank < 2; rank++) {
        cfg.rank_win = (uint8_t)rank;
        ai_rewards(&cfg, two, 2, rank ? r : plain);
    }
    CHECK(r[0] == plain[0] && r[1] == plain[1] && r[0] == 0.5 * 0.7 + 0.3 * 0.5,
          "2 players, a draw: %g %g against %g %g", r[0], r[1], plain[0], plain[1]);
}

/*
 * Paranoid search (cit_ai_config.paranoid): below the root the other players' nodes hold
 * the searcher's reward turned round (1 - r), so a move of the searcher's whose children
 * are replies of the next player carries, in each child, what its iterations gave the
 * searcher: R_move - sum over its children of (visits - reward) is what the iterations
 * that ended at the move itself gave (between 0 and one per such iteration). Max-n (the
 * default: each player's own reward) breaks that sum, which shows the check can tell the
 * two apart. With 2 players the rewards are the same either way, and so is the search.
 */
static int replies_hold_searchers_reward(const ai_worker *w, int *moves_checked) {
    int ok = 1;
    for (int32_t x = w->nodes[0].child; x >= 0; x = w->nodes[x].sibling) {
        const ai_node *xn = &w->nodes[x];
        double turned = 0;
        long below = 0;
        for (int32_t c = xn->child; c >= 0; c = w->nodes[c].sibling) {
            if (w->nodes[c].player == xn->player) return 0; /* not a reply: no claim */
            turned += w->nodes[c].visits - w->nodes[c].reward;
            below += w->nodes[c].visits;
        }
        if (below == 0) continue;
        double ended = xn->reward - turned;
        (*moves_checked)++;
        if (ended < -1e-6 || ended > (double)(xn->visits - below) + 1e-6) ok = 0;
    }
    return ok;
}

void paranoid_replies(void) {
    cit_ai_config cfg;
    cit_ai_config_default(&cfg, CIT_AI_HARD);
    cfg.threads = 1;
    cfg.iterations = 3000;
    int held[2] = {0, 0}, checked[2] = {0, 0};
    for (int k = 0; k < 2; k++) {
        cfg.paranoid = (uint8_t)k;
        cit_game *g = position(919u, 4, 9);
        cit_ai *ai = cit_ai_new_config(&cfg, 41);
        cit_move m;
        if (g && ai && cit_ai_choose(ai, g, &m) == CIT_OK)
            held[k] = replies_hold_searchers_reward(&ai->workers[0], &checked[k]);
        cit_ai_free(ai);
        cit_game_free(g);
    }
    CHECK(held[1] && checked[1] >= 10, "4 players, paranoid: the replies hold the searcher's reward "
                                       "turned round (%d moves checked)", checked[1]);
    CHECK(!held[0] && checked[0] >= 10, "4 players, max-n: the replies hold their own rewards");
    cit_game *g = position(920u, 2, 11);
    cit_move chosen[2];
    cit_ai_stats st[2];
    for (int k = 0; k < 2; k++) {
        cfg.paranoid = (uint8_t)k;
        cit_ai *ai = cit_ai_new_config(&cfg, 42);
        CHECK(g && ai && cit_ai_choose(ai, g, &chosen[k]) == CIT_OK, "2 players, paranoid %d: a move", k);
        if (ai) cit_ai_last_stats(ai, &st[k]);
        cit_ai_free(ai);
    }
    CHECK(!memcmp(&chosen[0], &chosen[1], sizeof chosen[0]) && st[0].playout_moves == st[1].playout_moves &&
              st[0].best_value == st[1].best_value,
          "2 players: paranoid search is the same search (%g against %g)", st[1].best_value, st[0].best_value);
    cit_game_free(g);
    cit_ai_config_default(&cfg, CIT_AI_HARD);
    CHECK(!cfg.paranoid, "hard's others play for themselves (max-n)");
}
