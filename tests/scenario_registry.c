/* The scenario runner's registry: the shipped modules' words (scenario.h), one line each. */
#include "scenario.h"

extern const scenario_module scenario_abbey, scenario_bazaar, scenario_bridges, scenario_castles, scenario_city,
    scenario_count, scenario_dragon, scenario_inns, scenario_tower, scenario_traders;

const scenario_module *const scenario_modules[] = {
    &scenario_bridges, &scenario_castles, &scenario_bazaar, &scenario_count, &scenario_city,
    &scenario_inns,    &scenario_traders, &scenario_tower,  &scenario_dragon, &scenario_abbey,
};
const int scenario_nmodules = (int)(sizeof scenario_modules / sizeof scenario_modules[0]);
