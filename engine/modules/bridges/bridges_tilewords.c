/* The words bridges brings to the tile files (docs/tile-format.md), for the core's parser. */
#include "tileset.h"

#include "modules/bridges/bridges.h"
#include "modules/bridges/bridges_tilewords.h"

static const cit_tile_word words[] = {
    {"bridges", CIT_WORD_SET, CIT_TF_BRIDGES},
};

const cit_tile_words bridges_words = {"bridges", words, sizeof words / sizeof words[0]};
