/* What the AI's test files share: the counts, CHECK, and the test games. */
#ifndef CIT_TEST_AI_CHECK_H
#define CIT_TEST_AI_CHECK_H

#include <stdint.h>
#include <stdio.h>

#include "ai.h"
#include "engine.h"

extern int passed, failed;

#define CHECK(cond, ...)                                   \
    do {                                                   \
        if (cond) {                                        \
            passed++;                                      \
        } else {                                           \
            failed++;                                      \
            printf("FAIL %s:%d: ", __FILE__, __LINE__);    \
            printf(__VA_ARGS__);                           \
            printf("\n");                                  \
        }                                                  \
    } while (0)

/* The expansions a test game plays with: the Count; Bridges, Castles and Bazaars;
   Halflings (dealt or drafted); or the mode The City. */
enum { WITH_COUNT, WITH_BCB, WITH_HALFLINGS, WITH_DRAFT, WITH_CITY };

void expansion_setup(cit_setup *su, int np, uint64_t seed, int with);
/* Plays `turns` random moves from seed `s` so tests see mid-game positions. */
cit_game *position(uint64_t s, int np, int turns);

/* test_ai.c: the shared helpers */
double now(void);
int is_legal(const cit_game *g, const cit_move *m);
cit_ai *cheap(cit_ai_level level, int iterations, int threads, int smart, uint64_t seed);
/* budgets.c: thinking time and its spread over a game */
void thinking_time(void);
void time_spread(void);
/* estimates.c: the playout estimate against play */
void close_score_matches_play(void);
/* choice.c: what the search finally chooses */
void halving_choice(void);
/* sliced.c: the search in slices gives one search's move */
void sliced(void);
void sliced_time_budget(void);

#endif
