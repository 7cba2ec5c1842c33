/* The Princess & the Dragon's entry in the GUI module table (registry.c). */
#ifndef GUI_DRAGON_MODULE_H
#define GUI_DRAGON_MODULE_H

#include "modules/gui_module.h"

extern const gui_module gui_dragon_module;

#endif
