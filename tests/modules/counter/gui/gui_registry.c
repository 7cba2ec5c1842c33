/* The GUI registry of the counter test: the shipped modules plus the counter (linked in place
   of gui/modules/registry.c). */
#include "modules/gui_module.h"

#include "modules/bazaar/bazaar_module.h"
#include "modules/bridges/bridge_module.h"
#include "modules/castles/castle_module.h"
#include "modules/count/count_module.h"
#include "gui_counter.h"

const gui_module *const gui_modules[] = {
    &gui_count_module,
    &gui_castles_module,
    &gui_bridges_module,
    &gui_bazaar_module,
    &gui_counter_module,
    NULL,
};
