/* The strength ladder's statistics (docs/ai.md, "The strength ladder"): what selfplay
   --ladder prints at the end, and what ladder-tally prints for several logs together. */
#ifndef CIT_LADDER_STATS_H
#define CIT_LADDER_STATS_H

#include "engine.h"

/* One finished game of a ladder: who sat where (0: agent A, 1: agent B) and the scores. */
typedef struct {
    int nseats;
    int seat_agent[CIT_MAX_PLAYERS];
    int seat_score[CIT_MAX_PLAYERS];
} ladder_game;

typedef struct {
    int games, pairs;          /* games counted, and whole pairs among them */
    int wins, draws, losses;   /* first place A's alone, shared by A and B, B's */
    double rate, lo, hi;       /* A's score rate, with its 95 % interval */
    double margin, margin_lo, margin_hi; /* A's mean seat score minus B's, with its interval */
} ladder_result;

/*
 * Tallies n games where games[2j] and games[2j+1] share a deal; played[i] is 0 for a
 * game that did not finish (its pair then counts for wins, draws and losses but not for
 * the rate, whose unit is the whole pair).
 */
void ladder_tally(const ladder_game *games, const int *played, int n, ladder_result *out);

/* A's score rate over one deal's two games, pair[0] and pair[1] (both finished). */
double ladder_deal_rate(const ladder_game *pair);

/* The standard error of the mean of n values from their sum and sum of squares (0 for
   fewer than two). */
double ladder_std_error(double sum, double sumsq, int n);

/* Prints the summary lines, the last one machine-readable ("selfplay-ladder: ..."). */
void ladder_print(const char *name_a, const char *name_b, int nseats, const ladder_result *r);

#endif
