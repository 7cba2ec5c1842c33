/* The registry of the scout test: the shipped modules that act on figures or declare
   followers, plus the scout (linked before libengine.a, so it replaces engine/registry.c). */
#include "rules.h"

#include "modules/abbey/mod_abbey.h"
#include "modules/count/mod_count.h"
#include "modules/dragon/mod_dragon.h"
#include "modules/inns/mod_inns.h"
#include "modules/tower/mod_tower.h"
#include "mod_scout.h"

/* Index = cit_module_id; entry 0, the core, is NULL. */
const rules_module *const rules_modules[CIT_MODULE_MAX] = {
    [CIT_MODULE_COUNT] = &count_module,
    [CIT_MODULE_INNS] = &inns_module,
    [CIT_MODULE_TOWER] = &tower_module,
    [CIT_MODULE_DRAGON] = &dragon_module,
    [CIT_MODULE_ABBEY] = &abbey_module,
    [SCOUT_MODULE_ID] = &scout_module,
};
