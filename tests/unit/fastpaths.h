/* What the two fast-path suites share: the kinds of game the module fast paths are
   checked in, and a random game of each (test_fastpaths.c, test_fastpaths_modules.c). */
#ifndef CIT_TEST_FASTPATHS_H
#define CIT_TEST_FASTPATHS_H
#include <stdint.h>

#include "engine.h"

/* 0 the base game (through the general turn where a test asks for it), 1 The City, 2 the
   Count, 3 Halflings, 4 Bridges, Castles and Bazaars, 5 the River (placement rules for its
   own tiles only), 6 Inns & Cathedrals, 7 Traders & Builders, 8 those three together, 9
   every classic expansion. */
enum { KINDS = 10 };
/* A random game of `kind` for seed: 2-6 players (2-4 in The City), the game's own seed
   spread by `salt` (test_fastpaths.c). */
cit_game *kind_game(int kind, uint64_t seed, uint64_t salt);
/* A Big Box game of its kind 0.. for seed (test_fastpaths_modules.c). */
cit_game *bigbox_game(int kind, uint64_t seed);
#endif
