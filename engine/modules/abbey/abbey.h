/* Abbey & Mayor (RULES.md §11): its public face (options, tile word, moves, queries). The
   engine's own header names no module; who talks to Abbey & Mayor includes this one. */
#ifndef CIT_ABBEY_H
#define CIT_ABBEY_H

#include "engine.h"

/* Its index in the registry (engine/registry.c): one module with four options, so the
   expansion takes one of the registry's sixteen slots. */
enum { CIT_MODULE_ABBEY = 12 };

/* Its tile word (abbey_tilewords.c): `abbey`, the abbey tile (AM-A) whose edges fit any
   edge and end what meets them; never in the stack, one in every player's supply. */
enum { CIT_TF_ABBEY = 1u << 16 };

/* Its options (ids of cit_options.v; rows in its rules table). */
enum {
    CIT_OPT_ABBEY = CIT_MODULE_IDS(CIT_MODULE_ABBEY) /* the 12 land tiles; an abbey per player */
};

#endif
