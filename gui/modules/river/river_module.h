/* The River in the GUI module table (gui_module.h). */
#ifndef GUI_RIVER_MODULE_H
#define GUI_RIVER_MODULE_H

#include "modules/gui_module.h"

extern const gui_module gui_river_module;

#endif
