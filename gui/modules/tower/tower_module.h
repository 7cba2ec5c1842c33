/* The Tower's entry in the GUI module table (registry.c). */
#ifndef GUI_TOWER_MODULE_H
#define GUI_TOWER_MODULE_H

#include "modules/gui_module.h"

extern const gui_module gui_tower_module;

#endif
