/* Halflings's entry in the GUI module table (gui/modules/registry.c). */
#ifndef GUI_HALFLINGS_MODULE_H
#define GUI_HALFLINGS_MODULE_H

#include "modules/gui_module.h"

extern const gui_module gui_halflings_module;

#endif
