/* The word table Under the Big Top registers (engine/registry_tilewords.c); data only, so
   the build-time tile tools link it without the rules. */
#ifndef CIT_BIGTOP_TILEWORDS_H
#define CIT_BIGTOP_TILEWORDS_H

#include "tileset.h"

extern const cit_tile_words bigtop_words;

#endif
