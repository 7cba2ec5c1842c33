/* The word table count registers (engine/registry_tilewords.c); data only, so the build-time
   tile tools link it without the rules. */
#ifndef CIT_COUNT_TILEWORDS_H
#define CIT_COUNT_TILEWORDS_H

#include "tileset.h"

extern const cit_tile_words count_words;

#endif
