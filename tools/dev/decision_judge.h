/* One decision judged by a deeper search: the search's answer against the other legal answers (docs/ai.md, "Every decision judged"). */
#ifndef CIT_DECISION_JUDGE_H
#define CIT_DECISION_JUDGE_H

#include <stdint.h>

#include "ai.h"
#include "engine.h"
#include "review.h"

/* The most answers judged at one position: all of them when there are no more, else the
   chooser's answer and a uniform sample of the others. */
#define JUDGE_MAX_ANSWERS 8

/* What the judge thinks of one answer, from the decider's view. */
typedef struct {
    cit_move move;
    double win;    /* the decider's raw win chance after it (0..1) */
    double margin; /* the decider's expected final margin */
    double value;  /* 0.7 * win + 0.3 * (0.5 + margin / 80): the search's own reward, unclamped */
} judged_answer;

/* One position judged. */
typedef struct {
    int decider, nlegal, njudged, chosen; /* chosen: index of the chooser's answer in `a` */
    judged_answer a[JUDGE_MAX_ANSWERS + 1];
    double random_value, random_win, random_margin; /* means over a uniformly random answer */
} judged_position;

/*
 * Judges the decision pending in g: `choice` is the answer under test (legal in g); the
 * others are every legal answer when there are at most JUDGE_MAX_ANSWERS, else a uniform
 * sample of JUDGE_MAX_ANSWERS - 1 drawn with `seed`. Each answer is applied to a copy and
 * the position after it estimated by `judge` from the decider's view (cit_review_estimate,
 * which never reads what the decider cannot see); while the decider decides again right
 * after (e.g. the Count's move after a quarter), the judge's best move is applied first,
 * so every answer is judged where someone else decides (the search leans towards
 * whoever decides: docs/ai.md, "Review"). Returns 0 on success, -1 if nothing is pending.
 * `scratch` is a cit_game of cit_game_size() bytes.
 */
int judge_decision(cit_review *judge, const cit_game *g, const cit_move *choice, uint64_t seed,
                   cit_game *scratch, judged_position *out);

#endif
