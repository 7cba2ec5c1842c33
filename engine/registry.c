/* The registry of rules modules: one line per module, in the order their hooks run. */
#include "rules.h"

#include "modules/bazaar/mod_bazaar.h"
#include "modules/bridges/mod_bridges.h"
#include "modules/castles/mod_castles.h"
#include "modules/city/mod_city.h"
#include "modules/count/mod_count.h"
#include "modules/dragon/mod_dragon.h"
#include "modules/halflings/mod_halflings.h"
#include "modules/river/mod_river.h"
#include "modules/inns/mod_inns.h"
#include "modules/traders/mod_traders.h"
#include "modules/tower/mod_tower.h"
#include "modules/abbey/mod_abbey.h"
#include "modules/hills/mod_hills.h"
#include "modules/bigtop/mod_bigtop.h"

/* Index = cit_module_id; entry 0, the core, is NULL. A test binary may link its own
   copy of this table (with a module of its own) before the library. */
const rules_module *const rules_modules[CIT_MODULE_MAX] = {
    [CIT_MODULE_COUNT] = &count_module,
    [CIT_MODULE_BRIDGES] = &bridges_module,
    [CIT_MODULE_CASTLES] = &castles_module,
    [CIT_MODULE_BAZAAR] = &bazaar_module,
    [CIT_MODULE_HALFLINGS] = &halflings_module,
    [CIT_MODULE_CITY] = &city_module,
    [CIT_MODULE_RIVER] = &river_module,
    [CIT_MODULE_INNS] = &inns_module,
    [CIT_MODULE_TRADERS] = &traders_module,
    [CIT_MODULE_TOWER] = &tower_module,
    [CIT_MODULE_DRAGON] = &dragon_module,
    [CIT_MODULE_ABBEY] = &abbey_module,
    [CIT_MODULE_HILLS] = &hills_module,
    [CIT_MODULE_BIGTOP] = &bigtop_module,
};
