/* The words river brings to the tile files (docs/tile-format.md), for the core's parser. */
#include "tileset.h"

#include "modules/river/river.h"
#include "modules/river/river_tilewords.h"

static const cit_tile_word words[] = {
    {"river", CIT_WORD_KIND, CIT_FEAT_RIVER},
    {"spring", CIT_WORD_TILE, CIT_TF_SPRING},
    {"lake", CIT_WORD_TILE, CIT_TF_LAKE},
};

const cit_tile_words river_words = {"river", words, sizeof words / sizeof words[0]};
