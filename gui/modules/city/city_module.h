/* The City in the GUI module table (gui_module.h): the mode's module (its `mode`). */
#ifndef GUI_CITY_MODULE_H
#define GUI_CITY_MODULE_H

#include "modules/gui_module.h"

extern const gui_module gui_city_module;

#endif
