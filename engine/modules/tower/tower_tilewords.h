/* The word table tower registers (engine/registry_tilewords.c); data only, so the build-time
   tile tools link it without the rules. */
#ifndef CIT_TOWER_TILEWORDS_H
#define CIT_TOWER_TILEWORDS_H

#include "tileset.h"

extern const cit_tile_words tower_words;

#endif
