/* The words bazaar brings to the tile files (docs/tile-format.md), for the core's parser. */
#include "tileset.h"

#include "modules/bazaar/bazaar.h"
#include "modules/bazaar/bazaar_tilewords.h"

static const cit_tile_word words[] = {
    {"bazaar", CIT_WORD_TILE, CIT_TF_BAZAAR},
};

const cit_tile_words bazaar_words = {"bazaar", words, sizeof words / sizeof words[0]};
