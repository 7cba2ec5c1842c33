/* The City's state inside cit_game. */
#ifndef CIT_MOD_CITY_H
#define CIT_MOD_CITY_H

#include <stdint.h>

#include "modules/city/city.h" /* its public face */

/* Every member is spelled out (no padding) because cit_game_hash hashes the bytes. */
typedef struct {
    /* end[k]: the order index where stack k + 1 ends (exclusive): stack 1 is
       order[0 .. end[0]), stack 2 order[end[0] .. end[1]), stack 3 the rest */
    uint8_t end[CIT_CITY_STACKS];
    uint8_t placed_stack; /* the stack (1-3) of the last placed tile, 0 before any */
    uint8_t spare[4];
} city_state;

struct rules_module;
struct cit_game;
extern const struct rules_module city_module;

/* White-box (scenario tests, `stacks`): the stacks hold n1, n2 and the rest of the
   order, in order. Returns 0 if the sizes do not fit the order. */
int city_set_stacks(struct cit_game *g, int n1, int n2);

#endif
