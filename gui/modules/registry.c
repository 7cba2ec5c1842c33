/* The registry of GUI modules: one line per module, in the order their hooks run. */
#include "modules/gui_module.h"

#include "modules/bazaar/bazaar_module.h"
#include "modules/bridges/bridge_module.h"
#include "modules/castles/castle_module.h"
#include "modules/city/city_module.h"
#include "modules/count/count_module.h"
#include "modules/halflings/halflings_module.h"
#include "modules/river/river_module.h"
#include "modules/inns/inns_module.h"
#include "modules/traders/traders_module.h"
#include "modules/tower/tower_module.h"
#include "modules/dragon/dragon_module.h"
#include "modules/abbey/abbey_module.h"
#include "modules/abbey/abbey_barn.h"
#include "modules/hills/hills_module.h"
#include "modules/bigtop/bigtop_module.h"

/* Castles before Bridges: a bridge is drawn over a castle, and a player's castle tokens come
   before the bridges in the side panel. A test binary may link its own copy of this table. */
const gui_module *const gui_modules[] = {
    &gui_count_module,
    &gui_castles_module,
    &gui_bridges_module,
    &gui_bazaar_module,
    &gui_city_module,
    &gui_halflings_module,
    &gui_river_module,
    &gui_inns_module,
    &gui_big_follower_module,
    &gui_traders_module,
    &gui_builder_module,
    &gui_pig_module,
    &gui_tower_module,
    &gui_dragon_module,
    &gui_abbey_module, &gui_mayor_module, &gui_wagon_module,
    &gui_barn_module,
    &gui_hills_module, &gui_shepherd_module,
    &gui_bigtop_module, &gui_circus_module, &gui_acrobats_module, &gui_ringmaster_module,
    NULL,
};
