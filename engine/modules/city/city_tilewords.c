/* The words city brings to the tile files (docs/tile-format.md), for the core's parser. */
#include "tileset.h"

#include "modules/city/city.h"
#include "modules/city/city_tilewords.h"

static const cit_tile_word words[] = {
    {"street", CIT_WORD_KIND, CIT_FEAT_STREET},
    {"market", CIT_WORD_KIND, CIT_FEAT_MARKET},
    {"residential", CIT_WORD_KIND, CIT_FEAT_RESIDENTIAL},
    {"grain", CIT_WORD_GOODS, CIT_GOODS_GRAIN},
    {"fish", CIT_WORD_GOODS, CIT_GOODS_FISH},
    {"livestock", CIT_WORD_GOODS, CIT_GOODS_LIVESTOCK},
    {"public", CIT_WORD_TILE, CIT_TF_PUBLIC},
    {"historic", CIT_WORD_NAMED, CIT_TF_HISTORIC | CIT_TF_PUBLIC},
};

const cit_tile_words city_words = {"city", words, sizeof words / sizeof words[0]};
