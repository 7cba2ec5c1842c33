/* The strength ladder's statistics: score rate, Elo and margin over pairs of games sharing a deal. */
#include "ladder_stats.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

/*
 * One game seen by agent A against B: the score (over every pair of an A seat and a B
 * seat, 1 if A's scored more, 1/2 for equal scores), the result (+1: first place A's
 * alone, 0: shared between A and B, -1: B's) and the margin (A's mean seat score minus
 * B's).
 */
static void game_outcome(const ladder_game *r, double *score, int *result, double *margin) {
    double pts = 0, pairs = 0, sa = 0, sb = 0;
    int na = 0, nb = 0, best = -1000000, top_a = 0, top_b = 0;
    for (int s = 0; s < r->nseats; s++) {
        if (r->seat_agent[s] == 0) {
            sa += r->seat_score[s];
            na++;
        } else {
            sb += r->seat_score[s];
            nb++;
        }
        if (r->seat_score[s] > best) best = r->seat_score[s];
        if (r->seat_agent[s] != 0) continue;
        for (int t = 0; t < r->nseats; t++) {
            if (r->seat_agent[t] == 0) continue;
            pts += r->seat_score[s] > r->seat_score[t] ? 1.0 : r->seat_score[s] == r->seat_score[t] ? 0.5 : 0.0;
            pairs++;
        }
    }
    for (int s = 0; s < r->nseats; s++)
        if (r->seat_score[s] == best) *(r->seat_agent[s] == 0 ? &top_a : &top_b) = 1;
    *score = pairs > 0 ? pts / pairs : 0.5;
    *result = top_a && !top_b ? 1 : top_b && !top_a ? -1 : 0;
    *margin = (na ? sa / na : 0) - (nb ? sb / nb : 0);
}

double ladder_deal_rate(const ladder_game *pair) {
    double rate = 0, score, margin;
    int result;
    for (int k = 0; k < 2; k++) {
        game_outcome(&pair[k], &score, &result, &margin);
        rate += score / 2;
    }
    return rate;
}

double ladder_std_error(double sum, double sumsq, int n) {
    if (n < 2) return 0;
    double mean = sum / n;
    return sqrt(fmax(0, (sumsq - n * mean * mean) / (n - 1)) / n);
}

/* Elo difference for a score rate p (clamped so that 0 and 1 stay finite). */
static double elo(double p) {
    if (p < 0.001) p = 0.001;
    if (p > 0.999) p = 0.999;
    double e = -400.0 * log10(1.0 / p - 1.0);
    return e == 0 ? 0 : e; /* not "-0" */
}

/*
 * The two games of a pair share the deal, so they are not independent: the intervals
 * come from the spread of the pair means (mean +- 1.96 x standard error over the whole
 * pairs), which is the honest unit; if every pair scored alike, the Wilson interval over
 * the pairs instead.
 */
void ladder_tally(const ladder_game *games, const int *played, int n, ladder_result *out) {
    memset(out, 0, sizeof *out);
    double ssum = 0, ssq = 0, msum = 0, msq = 0;
    for (int j = 0; j + 1 < n; j += 2) {
        double sp = 0, mp = 0;
        int whole = 1;
        for (int k = 0; k < 2; k++) {
            if (!played[j + k]) {
                whole = 0;
                continue;
            }
            double sc, mg;
            int res;
            game_outcome(&games[j + k], &sc, &res, &mg);
            out->wins += res > 0;
            out->draws += res == 0;
            out->losses += res < 0;
            out->games++;
            sp += sc / 2;
            mp += mg / 2;
        }
        if (!whole) continue;
        out->pairs++;
        ssum += sp;
        ssq += sp * sp;
        msum += mp;
        msq += mp * mp;
    }
    int np = out->pairs;
    if (!np) return;
    double p = ssum / np, m = msum / np;
    double sp = np > 1 ? ladder_std_error(ssum, ssq, np) : 0.5;
    double sm = ladder_std_error(msum, msq, np);
    out->rate = p;
    out->lo = fmax(0, p - 1.96 * sp);
    out->hi = fmin(1, p + 1.96 * sp);
    if (!(sp > 0)) { /* every pair alike (e.g. all won): the normal interval says nothing */
        double z = 1.96, dd = 1 + z * z / np, c = (p + z * z / (2.0 * np)) / dd;
        double h = z * sqrt(p * (1 - p) / np + z * z / (4.0 * np * np)) / dd;
        out->lo = fmax(0, c - h);
        out->hi = fmin(1, c + h);
    }
    out->margin = m;
    out->margin_lo = m - 1.96 * sm;
    out->margin_hi = m + 1.96 * sm;
}

void ladder_print(const char *name_a, const char *name_b, int nseats, const ladder_result *r) {
    printf("ladder: %s (A) against %s (B), %d seats, %d games (%d whole pairs sharing a deal)\n", name_a,
           name_b, nseats, r->games, r->pairs);
    if (r->pairs == 0) {
        printf("ladder: no whole pair played\n");
        return;
    }
    printf("ladder: wins %d, draws %d, losses %d (games whose first place was A's alone / shared / B's)\n",
           r->wins, r->draws, r->losses);
    printf("ladder: score rate of A %.3f (95%% %.3f-%.3f), Elo %+.0f (%+.0f..%+.0f), mean margin %+.1f "
           "(%+.1f..%+.1f)\n",
           r->rate, r->lo, r->hi, elo(r->rate), elo(r->lo), elo(r->hi), r->margin, r->margin_lo, r->margin_hi);
    printf("selfplay-ladder: pairs=%d score_a=%.3f lo=%.3f hi=%.3f elo=%.0f margin=%.1f\n", r->pairs, r->rate,
           r->lo, r->hi, elo(r->rate), r->margin);
}
