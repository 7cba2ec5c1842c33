/* Traders & Builders inside the engine: its rules table and state. Goods tokens per
   player and the double turn's bookkeeping; the builders and pigs are records of the
   core's figure table (kinds CIT_TRADERS_BUILDER and CIT_TRADERS_PIG of its table). */
#ifndef CIT_MOD_TRADERS_H
#define CIT_MOD_TRADERS_H

#include "modules/traders/traders.h" /* its public face */

#include <stdint.h>

/* Every member is spelled out (no padding) because cit_game_hash hashes the bytes. */
typedef struct {
    uint8_t goods[6][3];   /* tokens each player holds: wine, grain, cloth */
    uint16_t asking;       /* piece + 1 the pending figure decision is about */
    uint8_t earned;        /* this part's placement extended its placer's builder feature */
    uint8_t round_before;  /* a module had tiles to come when this part's tile was laid */
    uint8_t deferred;      /* player + 1 owed a second part once the round this part
                              opened (a bazaar's) is over */
    uint8_t spare;
} traders_state;

struct rules_module;
extern const struct rules_module traders_module;

/* Whether a figure of the mask `figures` (bit per CIT_TRADERS_*) of player p may go on a
   feature of piece pi (laid last): as the question after a placement finds it, and by
   every figure and feature (test_fastpaths_modules.c). */
int traders_figure_may_go_any(const cit_game *g, int pi, int figures, int p);
int traders_figure_may_go_any_plain(const cit_game *g, int pi, int figures, int p);

#endif
