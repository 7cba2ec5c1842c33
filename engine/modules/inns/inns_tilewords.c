/* The words inns brings to the tile files (docs/tile-format.md), for the core's parser. */
#include "tileset.h"

#include "modules/inns/inns.h"
#include "modules/inns/inns_tilewords.h"

static const cit_tile_word words[] = {
    {"inn", CIT_WORD_FEATURE, CIT_FF_INN},
    {"cathedral", CIT_WORD_FEATURE, CIT_FF_CATHEDRAL},
};

const cit_tile_words inns_words = {"inns", words, sizeof words / sizeof words[0]};
