/* Traders & Builders' entries in the GUI module table (modules/registry.c). */
#ifndef GUI_TRADERS_MODULE_H
#define GUI_TRADERS_MODULE_H

#include "modules/gui_module.h"

extern const gui_module gui_traders_module;
extern const gui_module gui_builder_module; /* its second and third switches: option and rules only */
extern const gui_module gui_pig_module;

#endif
