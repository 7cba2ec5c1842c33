/* One decision judged by a deeper search (decision_judge.h). */
#include "decision_judge.h"

#include <string.h>

static uint64_t mix(uint64_t z) {
    z += 0x9e3779b97f4a7c15ULL;
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

static int same_move(const cit_move *a, const cit_move *b) {
    return a->type == b->type && a->tile == b->tile && a->x == b->x && a->y == b->y && a->rot == b->rot &&
           a->spot == b->spot && a->arg0 == b->arg0 && a->arg1 == b->arg1;
}

/* The judge's view of `m` played at g by `me`. */
static void judge_answer(cit_review *judge, const cit_game *g, const cit_move *m, int me, cit_game *t,
                         judged_answer *out) {
    cit_game_copy(t, g);
    out->move = *m;
    cit_estimate e;
    memset(&e, 0, sizeof e);
    int ok = cit_game_apply(t, m, NULL) == CIT_OK;
    /* while `me` decides again, play the judge's best move for it (at most a few) */
    for (int k = 0; ok && k < 4; k++) {
        ok = cit_review_estimate(judge, t, me, &e) == CIT_OK;
        if (!ok || e.decider != me) break;
        ok = cit_game_apply(t, &e.best, NULL) == CIT_OK;
        if (ok && k == 3) ok = cit_review_estimate(judge, t, me, &e) == CIT_OK;
    }
    out->win = ok ? e.raw.win : 0;
    out->margin = ok ? e.raw.margin : 0;
    out->value = 0.7 * out->win + 0.3 * (0.5 + out->margin / 80.0);
}

int judge_decision(cit_review *judge, const cit_game *g, const cit_move *choice, uint64_t seed,
                   cit_game *scratch, judged_position *out) {
    static cit_move legal[CIT_MAX_MOVES];
    memset(out, 0, sizeof *out);
    cit_pending pd = cit_game_pending(g);
    if (pd.decision == CIT_DECIDE_NONE || cit_game_over(g)) return -1;
    int n = cit_game_legal_moves(g, legal, CIT_MAX_MOVES);
    if (n > CIT_MAX_MOVES) n = CIT_MAX_MOVES;
    if (n <= 0) return -1;
    out->decider = pd.player;
    out->nlegal = n;
    int me = pd.player;
    if (n <= JUDGE_MAX_ANSWERS) {
        out->chosen = -1;
        for (int i = 0; i < n; i++) {
            judge_answer(judge, g, &legal[i], me, scratch, &out->a[i]);
            if (same_move(&legal[i], choice)) out->chosen = i;
        }
        out->njudged = n;
        if (out->chosen < 0) return -1; /* the choice is not legal */
        for (int i = 0; i < n; i++) {
            out->random_value += out->a[i].value / n;
            out->random_win += out->a[i].win / n;
            out->random_margin += out->a[i].margin / n;
        }
        return 0;
    }
    /* many answers: the choice, and a uniform sample of the others (without repeats) */
    int ci = -1;
    for (int i = 0; i < n; i++)
        if (same_move(&legal[i], choice)) ci = i;
    if (ci < 0) return -1;
    legal[ci] = legal[n - 1];
    int others = n - 1, k = JUDGE_MAX_ANSWERS - 1;
    uint64_t s = seed;
    for (int i = 0; i < k; i++) { /* partial Fisher-Yates over legal[0..others) */
        s = mix(s);
        int j = i + (int)((s >> 33) % (uint64_t)(others - i));
        cit_move t = legal[i];
        legal[i] = legal[j];
        legal[j] = t;
    }
    out->chosen = 0;
    judge_answer(judge, g, choice, me, scratch, &out->a[0]);
    double ov = 0, ow = 0, om = 0;
    for (int i = 0; i < k; i++) {
        judge_answer(judge, g, &legal[i], me, scratch, &out->a[1 + i]);
        ov += out->a[1 + i].value / k;
        ow += out->a[1 + i].win / k;
        om += out->a[1 + i].margin / k;
    }
    out->njudged = 1 + k;
    /* a uniform answer is the choice with chance 1/n, else one of the others */
    double pc = 1.0 / n;
    out->random_value = pc * out->a[0].value + (1 - pc) * ov;
    out->random_win = pc * out->a[0].win + (1 - pc) * ow;
    out->random_margin = pc * out->a[0].margin + (1 - pc) * om;
    return 0;
}
