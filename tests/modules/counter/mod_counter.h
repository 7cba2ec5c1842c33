/* The counter module (tests/modules/counter): its id, state and query. */
#ifndef CIT_MOD_COUNTER_H
#define CIT_MOD_COUNTER_H

#include <stdint.h>

#include "engine.h"

/* The first id after the shipped modules. */
#define COUNTER_MODULE_ID CIT_MODULE_TEST

typedef struct {
    uint16_t placed[CIT_MAX_PLAYERS];
} counter_state;

struct rules_module;
extern const struct rules_module counter_module;
int counter_placed(const cit_game *g, int player);

#endif
