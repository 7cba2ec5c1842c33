/* The words abbey brings to the tile files (docs/tile-format.md), for the core's parser. */
#include "tileset.h"

#include "modules/abbey/abbey.h"
#include "modules/abbey/abbey_tilewords.h"

static const cit_tile_word words[] = {
    {"abbey", CIT_WORD_TILE, CIT_TF_ABBEY},
};

const cit_tile_words abbey_words = {"abbey", words, sizeof words / sizeof words[0]};
