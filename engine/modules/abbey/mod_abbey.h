/* Abbey & Mayor inside the engine: its rules table, and for white-box code (the registry,
   tests) every part's calls. Its own files include only the parts they call. */
#ifndef CIT_MOD_ABBEY_H
#define CIT_MOD_ABBEY_H

#include "abbey_state.h"
#include "abbey_tile.h"
#include "barn.h"
#include "mayor.h"
#include "wagon.h"

extern const rules_module abbey_module;

#endif
