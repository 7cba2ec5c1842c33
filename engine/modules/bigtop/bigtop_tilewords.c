/* The words Under the Big Top brings to the tile files (docs/tile-format.md), for the core's
   parser. */
#include "tileset.h"

#include "modules/bigtop/bigtop.h"
#include "modules/bigtop/bigtop_tilewords.h"

static const cit_tile_word words[] = {
    {"circus", CIT_WORD_TILE, CIT_TF_CIRCUS},
    {"acrobats", CIT_WORD_TILE, CIT_TF_ACROBATS},
};

const cit_tile_words bigtop_words = {"bigtop", words, sizeof words / sizeof words[0]};
