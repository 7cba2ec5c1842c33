/* Inns & Cathedrals' entry in the GUI module table (modules/registry.c). */
#ifndef GUI_INNS_MODULE_H
#define GUI_INNS_MODULE_H

#include "modules/gui_module.h"

extern const gui_module gui_inns_module;
extern const gui_module gui_big_follower_module; /* its second switch: option and rules only */

#endif
