/* Citadela game review: the search's win-chance estimate of a position for one player, and a whole game judged move by move. */
#ifndef CIT_REVIEW_H
#define CIT_REVIEW_H

#include <stdint.h>

#include "ai.h"
#include "engine.h"

/*
 * Overview
 *
 * A cit_review owns one search (the medium player's, with `budget` iterations on one
 * thread) and answers "how does this position look to player P": P's chance to finish
 * first, the expected final margin over the best other player and the expected final
 * score, under the best move the search found for whoever decides there. Every
 * iteration plays on a copy whose unseen tiles were re-dealt from P's view
 * (cit_game_shuffle_unseen): the stack order and the other players' hands are never
 * read, and the seed hashes only what P sees, so two games that look alike to P get
 * the same numbers.
 *
 * cit_review_game judges every decision of a game: the mover's chances before it
 * (best move found) and after the move played (the next position, still from the
 * mover's view), the best move and its expected gain over the move played.
 *
 * Determinism: the same game (or save), budget and seed give the same numbers, on any
 * machine, whatever the review did before. Threads: one cit_review is used by one
 * thread at a time (e.g. the GUI's worker thread); cit_review_cancel and
 * cit_review_progress may be called from any thread. The search never allocates after
 * cit_review_new. See docs/ai.md, "Review".
 */

/* Iterations per search. A 2-player base game needs about 72 searches (one per
   decision and one at the end); docs/ai.md gives the time each takes. */
#define CIT_REVIEW_BUDGET_QUICK 2500
#define CIT_REVIEW_BUDGET_MEDIUM 10000
#define CIT_REVIEW_BUDGET_DEEP 40000

/* One player's prospects. */
typedef struct {
    double win;    /* chance to finish first, 0..1 (a shared first place counts 1/2) */
    double margin; /* expected final score minus the best other player's final score */
    double score;  /* expected final score */
} cit_chance;

/* What cit_review_estimate found. */
typedef struct {
    int observer;      /* whose prospects `value` are */
    int decider;       /* who decides at the position; -1 when the game is over */
    cit_chance value;  /* the observer's, if the decider plays `best` (exact when over);
                          value.win is calibrated (cit_review_calibrate) */
    cit_chance raw;    /* the same as the search found it (raw.win not calibrated) */
    cit_move best;     /* the decider's most visited move (when decider >= 0) */
    long best_visits;  /* iterations through it */
    long iterations;   /* iterations run (fewer than the budget after a cancel) */
    int cancelled;     /* 1 if cit_review_cancel stopped it: the numbers are incomplete */
} cit_estimate;

/* One decision of a game, judged from the mover's view. */
typedef struct {
    int move;           /* its index in the game's record (0 = the first move) */
    int player;         /* who decided */
    cit_move played;    /* the move played */
    cit_move best;      /* the best move the search found (the move played if the
                           search's pick, judged alike, came out no better) */
    int played_best;    /* 1 if best is the move played */
    cit_chance before;  /* the mover's prospects at the decision, with the best move */
    cit_chance after;   /* the mover's prospects after the move played (both: win
                           calibrated by cit_review_calibrate, margin and score raw) */
    double gain_win;    /* expected gain of `best` over `played`: before.win - after.win, */
    double gain_points; /* and before.margin - after.margin (both 0 when played_best) */
    cit_chance before_raw; /* before and after as the search found them, win chances */
    cit_chance after_raw;  /* not calibrated (see cit_review_calibrate) */
} cit_review_step;

typedef struct cit_review cit_review;

/* A reviewer with `budget` iterations per search (1..CIT_AI_MAX_ITERATIONS) and `seed`;
   allocates everything now. NULL on a bad budget or when memory runs out. */
cit_review *cit_review_new(long budget, uint64_t seed);
/* The settings cit_review_new uses for `budget` (the medium player's with that many
   iterations), and a reviewer with settings of one's own (a search level: EASY or
   above; NULL if cit_ai_config_problem refuses them), e.g. for tuning. */
void cit_review_config(cit_ai_config *cfg, long budget);
cit_review *cit_review_new_config(const cit_ai_config *cfg, uint64_t seed);
void cit_review_free(cit_review *r); /* NULL is a no-op; never while a call runs */

/*
 * The prospects of `observer` (a player of g) at g's position, searched over g's
 * determinisations from observer's view; g is only read. Returns CIT_OK (also after a
 * cancel: out->cancelled says so), CIT_ERR_BAD_ARGUMENT for a NULL argument or an
 * observer who is not a player. At the end of the game the value is exact (no search).
 * The value leans towards whoever decides (the replies below the best move are tried
 * nearly alike); cit_review_game therefore compares positions a move later, judged
 * alike (docs/ai.md, "Review").
 */
cit_status cit_review_estimate(cit_review *r, const cit_game *g, int observer, cit_estimate *out);

/*
 * The win chance a review reports for the search's raw estimate `raw` (0..1) at a
 * position `phase` of the way through the game (cit_review_phase) with `nplayers`
 * players: a fitted mapping, increasing in raw, because the raw estimate is
 * overconfident, most of all early in the game (docs/ai.md, "Speed and calibration").
 * p = sigmoid(L0 + (A + B * phase) * (logit(raw) - L0)) with L0 = logit(1 / nplayers).
 * Exact results (the game is over) are not mapped.
 */
double cit_review_calibrate(double raw, double phase, int nplayers);
/* How far g's game is, 0 (no tile placed yet) to 1 (none left to draw). */
double cit_review_phase(const cit_game *g);

/*
 * Judges the first n moves of a game that starts at `start` (read only): writes out[i]
 * for each decision i. Returns how many steps were written: n when done, fewer after a
 * cancel (the rest is not written), -1 if moves[i] is not legal where it is played (a
 * broken record; out[0..i) are written). Runs about n + 1 searches (one more per
 * decision after which another player, who sees other hidden tiles than the mover,
 * decides: e.g. with private hands).
 */
int cit_review_game(cit_review *r, const cit_game *start, const cit_move *moves, int n,
                    cit_review_step *out);

/*
 * The same in slices, for a program without threads (the browser's page that is not
 * cross-origin isolated): cit_review_game_start begins judging (-1 on bad arguments, else 0;
 * start, moves and out must stay until the end); each cit_review_slice runs it on the
 * calling thread for at most `iterations` search iterations (0: no count) or `seconds`
 * (0: no time), and returns 1 once it is done, with what cit_review_game would have returned
 * in *result (the same steps, whatever the slices), else 0. A slice ends early where a search
 * ends. cit_review_cancel ends it at the next slice.
 */
int cit_review_game_start(cit_review *r, const cit_game *start, const cit_move *moves, int n,
                          cit_review_step *out);
int cit_review_slice(cit_review *r, long iterations, double seconds, int *result);

/* The same for a session's record (cit_session_length steps; `out` has room for them). */
int cit_review_session(cit_review *r, const cit_session *s, cit_review_step *out);

/* A new game at the start of the session's record (its setup and the dealt order);
   NULL when memory runs out. Free with cit_game_free. */
cit_game *cit_review_start(const cit_session *s);

/* Stops a running call as soon as possible (within one iteration). Sticky: later calls
   return at once (cancelled) until cit_review_resume. Any thread. */
void cit_review_cancel(cit_review *r);
void cit_review_resume(cit_review *r);

/* How far the running (or last) cit_review_game is, 0..1. Any thread. */
double cit_review_progress(const cit_review *r);
/* Iterations per search. */
long cit_review_budget(const cit_review *r);

#endif
