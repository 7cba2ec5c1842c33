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

#endif
