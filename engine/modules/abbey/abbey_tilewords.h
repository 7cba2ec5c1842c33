/* The word table abbey registers (engine/registry_tilewords.c); data only, so the build-time
   tile tools link it without the rules. */
#ifndef CIT_ABBEY_TILEWORDS_H
#define CIT_ABBEY_TILEWORDS_H

#include "tileset.h"

extern const cit_tile_words abbey_words;

#endif
