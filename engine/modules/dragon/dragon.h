/* The Princess & the Dragon (RULES.md §9): its public face (option, tile words, decisions
   and their move text, events, queries). The engine's own header names no module; who
   talks to the Princess & the Dragon includes this one. */
#ifndef CIT_DRAGON_H
#define CIT_DRAGON_H

#include "engine.h"

/* Its index in the registry (engine/registry.c): the first free slot after the River's
   (The Tower took 14, Abbey & Mayor 12). */
enum { CIT_MODULE_DRAGON = 10 };

/* Its tile words (dragon_tilewords.c): each tile of the set carries one symbol. Bits 17-19
   of the tile flags (bit 16 is The Tower's and the abbey's). */
enum {
    CIT_TF_VOLCANO = 1u << 17, /* the dragon jumps here; no figure may stand on it */
    CIT_TF_DRAGON = 1u << 18,  /* the dragon moves after this tile's scorings */
    CIT_TF_PORTAL = 1u << 19   /* the magic portal: the turn's follower may go anywhere */
};
/* A city's `princess`: the placer may send one knight of this city home. */
enum { CIT_FF_PRINCESS = 1u << 3 };

#endif
