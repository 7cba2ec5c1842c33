/* The words traders brings to the tile files (docs/tile-format.md), for the core's parser. */
#include "tileset.h"

#include "modules/traders/traders.h"
#include "modules/traders/traders_tilewords.h"

static const cit_tile_word words[] = {
    {"wine", CIT_WORD_GOODS, CIT_GOODS_WINE},
    {"grain", CIT_WORD_GOODS, CIT_GOODS_GRAIN},
    {"cloth", CIT_WORD_GOODS, CIT_GOODS_CLOTH},
};

const cit_tile_words traders_words = {"traders", words, sizeof words / sizeof words[0]};
