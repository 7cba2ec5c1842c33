/* The word table halflings registers (engine/registry_tilewords.c); data only, so the build-time
   tile tools link it without the rules. */
#ifndef CIT_HALFLINGS_TILEWORDS_H
#define CIT_HALFLINGS_TILEWORDS_H

#include "tileset.h"

extern const cit_tile_words halflings_words;

#endif
