/* The property run's registry: the shipped modules' parts (property.h), one line each. Its
   order is the order of their checks (a second part before an end round's turn). A test
   module's property run links its own registry instead (tests/modules/NAME/property/). */
#include "property.h"

extern const property_module property_hills; /* tests/property_hills.c */
extern const property_module property_bigtop; /* tests/property_bigtop.c */

const property_module *const property_modules[] = {
    &property_base,  &property_count, &property_bridges, &property_halflings, &property_city,  &property_river,
    &property_inns,  &property_traders, &property_tower, &property_dragon,    &property_abbey, &property_hills, &property_bigtop, &property_boxes,
};
const int property_nmodules = (int)(sizeof property_modules / sizeof property_modules[0]);
