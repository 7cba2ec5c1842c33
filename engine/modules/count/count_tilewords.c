/* The words count brings to the tile files (docs/tile-format.md), for the core's parser. */
#include "tileset.h"

#include "modules/count/count.h"
#include "modules/count/count_tilewords.h"

static const cit_tile_word words[] = {
    {"count-city", CIT_WORD_TILE, CIT_TF_COUNT_CITY},
    {"pos", CIT_WORD_PLACE, 0},
};

const cit_tile_words count_words = {"count", words, sizeof words / sizeof words[0]};
