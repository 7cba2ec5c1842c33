/* Inns & Cathedrals (RULES.md §6): its public face (option, queries). The engine's own
   header names no module; who talks to Inns & Cathedrals includes this one. */
#ifndef CIT_INNS_H
#define CIT_INNS_H

#include "engine.h"

enum { CIT_MODULE_INNS = 7 }; /* its index in the registry (engine/registry.c) */

/* Its options (ids of cit_options.v; rows in its rules table). */
enum {
    CIT_OPT_INNS = CIT_MODULE_IDS(CIT_MODULE_INNS) /* the 18 tiles; inns and cathedrals score */
};

/* What the feature through part x,y,half,spot carries: CIT_INNS_INN for a road with an
   inn, CIT_INNS_CATHEDRAL for a city with a cathedral, 0 otherwise or without the
   module (the same marks on a tile without the module are scenery). */
enum { CIT_INNS_INN = 1, CIT_INNS_CATHEDRAL = 2 };
int cit_game_inns_mark(const cit_game *g, int x, int y, int half, int spot);

#endif
