/* Hills & Sheep inside the engine: its rules table and state (mod_hills.c). */
#ifndef CIT_MOD_HILLS_H
#define CIT_MOD_HILLS_H

#include "modules/hills/hills.h" /* its public face */
#include "rules.h"

#include <stdint.h>

/* Every member a byte (cit_game_hash hashes the bytes). The symbols' tile flags are the
   tile words' (`hill`, `vineyard`: docs/tile-format.md), read from the parser's table at
   set-up, so the module names no other module that registers them. */
typedef struct {
    uint8_t hill_bit;     /* the `hill` word's flag bit + 1, 0 if no table has the word */
    uint8_t vineyard_bit; /* the `vineyard` word's, likewise */
    uint8_t under;        /* tiles put face down under hills */
    uint8_t spare;
} hills_state;

static inline hills_state *hills_of(const cit_game *g) { return MODULE_STATE(g, hills_state, CIT_MODULE_HILLS); }

struct rules_module;
extern const struct rules_module hills_module;

#endif
