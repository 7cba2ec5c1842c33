/* The words tower brings to the tile files (docs/tile-format.md), for the core's parser. */
#include "tileset.h"

#include "modules/tower/tower.h"
#include "modules/tower/tower_tilewords.h"

static const cit_tile_word words[] = {
    {"tower", CIT_WORD_TILE, CIT_TF_TOWER},
};

const cit_tile_words tower_words = {"tower", words, sizeof words / sizeof words[0]};
