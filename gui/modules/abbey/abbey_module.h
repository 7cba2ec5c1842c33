/* Abbey & Mayor's entries in the GUI module table (modules/registry.c). */
#ifndef GUI_ABBEY_MODULE_H
#define GUI_ABBEY_MODULE_H

#include "modules/gui_module.h"

extern const gui_module gui_abbey_module;
extern const gui_module gui_mayor_module; /* its second and third switches: option and rules only */
extern const gui_module gui_wagon_module;

#endif
