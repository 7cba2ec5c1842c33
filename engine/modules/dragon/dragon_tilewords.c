/* The words the Princess & the Dragon brings to the tile files (docs/tile-format.md), for
   the core's parser. */
#include "tileset.h"

#include "modules/dragon/dragon.h"
#include "modules/dragon/dragon_tilewords.h"

static const cit_tile_word words[] = {
    {"volcano", CIT_WORD_TILE, CIT_TF_VOLCANO},
    {"dragon", CIT_WORD_TILE, CIT_TF_DRAGON},
    {"portal", CIT_WORD_TILE, CIT_TF_PORTAL},
    {"princess", CIT_WORD_FEATURE, CIT_FF_PRINCESS},
};

const cit_tile_words dragon_words = {"dragon", words, sizeof words / sizeof words[0]};
