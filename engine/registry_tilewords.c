/* The registry's table of tile words: the word table each module brings to the tile files
   (docs/tile-format.md, "A module's words"), by module id. Data only: the tile generator
   and the painter link it without the rules (engine/registry.c holds the hooks). */
#include "tileset.h"

#include "modules/bazaar/bazaar.h"
#include "modules/bridges/bridges.h"
#include "modules/castles/castles.h"
#include "modules/city/city.h"
#include "modules/count/count.h"
#include "modules/dragon/dragon.h"
#include "modules/halflings/halflings.h"
#include "modules/inns/inns.h"
#include "modules/river/river.h"
#include "modules/traders/traders.h"
#include "modules/tower/tower.h"
#include "modules/abbey/abbey.h"
#include "modules/bigtop/bigtop.h"
#include "modules/bazaar/bazaar_tilewords.h"
#include "modules/bridges/bridges_tilewords.h"
#include "modules/castles/castles_tilewords.h"
#include "modules/city/city_tilewords.h"
#include "modules/count/count_tilewords.h"
#include "modules/dragon/dragon_tilewords.h"
#include "modules/halflings/halflings_tilewords.h"
#include "modules/inns/inns_tilewords.h"
#include "modules/river/river_tilewords.h"
#include "modules/traders/traders_tilewords.h"
#include "modules/tower/tower_tilewords.h"
#include "modules/abbey/abbey_tilewords.h"
#include "modules/bigtop/bigtop_tilewords.h"

_Static_assert(CIT_TILE_WORD_TABLES == CIT_MODULE_MAX, "one word table per module id");

const cit_tile_words *const cit_tile_word_tables[CIT_TILE_WORD_TABLES] = {
    [CIT_MODULE_COUNT] = &count_words,
    [CIT_MODULE_BRIDGES] = &bridges_words,
    [CIT_MODULE_CASTLES] = &castles_words,
    [CIT_MODULE_BAZAAR] = &bazaar_words,
    [CIT_MODULE_HALFLINGS] = &halflings_words,
    [CIT_MODULE_CITY] = &city_words,
    [CIT_MODULE_RIVER] = &river_words,
    [CIT_MODULE_INNS] = &inns_words,
    [CIT_MODULE_TRADERS] = &traders_words,
    [CIT_MODULE_TOWER] = &tower_words,
    [CIT_MODULE_DRAGON] = &dragon_words,
    [CIT_MODULE_ABBEY] = &abbey_words,
    [CIT_MODULE_BIGTOP] = &bigtop_words,
};
