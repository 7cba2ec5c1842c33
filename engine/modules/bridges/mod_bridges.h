/* Bridges' state inside cit_game (the bridges themselves are board overlays). */
#ifndef CIT_MOD_BRIDGES_H
#define CIT_MOD_BRIDGES_H

#include <stdint.h>

#include "modules/bridges/bridges.h" /* its public face */

typedef struct {
    uint8_t left[6]; /* bridges in each player's supply */
} bridges_state;

struct rules_module;
extern const struct rules_module bridges_module;

#endif
