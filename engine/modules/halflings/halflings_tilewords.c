/* The words halflings brings to the tile files (docs/tile-format.md), for the core's parser. */
#include "tileset.h"

#include "modules/halflings/halflings.h"
#include "modules/halflings/halflings_tilewords.h"

static const cit_tile_word words[] = {
    {"vineyard", CIT_WORD_TILE, CIT_TF_VINEYARD},
    {"hill", CIT_WORD_TILE, CIT_TF_HILL},
    {"sheep", CIT_WORD_TILE, CIT_TF_SHEEP},
    {"crop-circle", CIT_WORD_TILE, CIT_TF_CROP_CIRCLE},
};

const cit_tile_words halflings_words = {"halflings", words, sizeof words / sizeof words[0]};
