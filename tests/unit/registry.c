/* The unit tests' registry: the shipped modules plus a white-box test module that drives
   every turn-flow entry point and scoring hook (test_modules.c). Linked before
   libengine.a, so the library's engine/registry.c is not pulled in. */
#include "rules.h"

#include "modules/bazaar/mod_bazaar.h"
#include "modules/bridges/mod_bridges.h"
#include "modules/castles/mod_castles.h"
#include "modules/city/mod_city.h"
#include "modules/count/mod_count.h"
#include "modules/halflings/mod_halflings.h"
#include "modules/river/mod_river.h"
#include "modules/inns/mod_inns.h"
#include "modules/traders/mod_traders.h"
#include "modules/tower/mod_tower.h"
#include "modules/dragon/mod_dragon.h"

extern const rules_module flow_test_module; /* test_modules.c, id CIT_MODULE_TEST */

/* Index = cit_module_id; entry 0, the core, is NULL. */
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
    [CIT_MODULE_TEST] = &flow_test_module,
};
