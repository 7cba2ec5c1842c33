/* The words castles brings to the tile files (docs/tile-format.md), for the core's parser. */
#include "tileset.h"

#include "modules/castles/castles.h"
#include "modules/castles/castles_tilewords.h"

static const cit_tile_word words[] = {
    {"no-castle", CIT_WORD_FEATURE, CIT_FF_NO_CASTLE},
};

const cit_tile_words castles_words = {"castles", words, sizeof words / sizeof words[0]};
