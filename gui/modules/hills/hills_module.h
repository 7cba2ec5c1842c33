/* Hills & Sheep's entries in the GUI module table (modules/registry.c). */
#ifndef GUI_HILLS_MODULE_H
#define GUI_HILLS_MODULE_H

#include "modules/gui_module.h"

extern const gui_module gui_hills_module;
extern const gui_module gui_shepherd_module; /* its second switch: option and rules only */

#endif
