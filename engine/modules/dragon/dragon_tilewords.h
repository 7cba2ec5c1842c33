/* The word table the Princess & the Dragon registers (engine/registry_tilewords.c); data
   only, so the build-time tile tools link it without the rules. */
#ifndef CIT_DRAGON_TILEWORDS_H
#define CIT_DRAGON_TILEWORDS_H

#include "tileset.h"

extern const cit_tile_words dragon_words;

#endif
