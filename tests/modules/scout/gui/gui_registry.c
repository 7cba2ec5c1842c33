/* The GUI registry of the scout's tests: the shipped modules that act on figures or declare
   them, plus the scout (linked in place of gui/modules/registry.c). */
#include "modules/gui_module.h"

#include "modules/abbey/abbey_module.h"
#include "modules/count/count_module.h"
#include "modules/dragon/dragon_module.h"
#include "modules/inns/inns_module.h"
#include "modules/tower/tower_module.h"
#include "gui_scout.h"

const gui_module *const gui_modules[] = {
    &gui_count_module, &gui_inns_module,  &gui_big_follower_module, &gui_tower_module, &gui_dragon_module,
    &gui_abbey_module, &gui_mayor_module, &gui_wagon_module,        &gui_scout_module, NULL,
};
