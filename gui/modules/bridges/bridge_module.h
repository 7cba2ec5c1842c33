/* Bridges in the GUI module table (gui_module.h). */
#ifndef GUI_BRIDGE_MODULE_H
#define GUI_BRIDGE_MODULE_H

#include "modules/gui_module.h"

extern const gui_module gui_bridges_module;

#endif
