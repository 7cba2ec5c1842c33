/* The word table bazaar registers (engine/registry_tilewords.c); data only, so the build-time
   tile tools link it without the rules. */
#ifndef CIT_BAZAAR_TILEWORDS_H
#define CIT_BAZAAR_TILEWORDS_H

#include "tileset.h"

extern const cit_tile_words bazaar_words;

#endif
