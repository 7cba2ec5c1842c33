/* Castles in the GUI module table (gui_module.h). */
#ifndef GUI_CASTLE_MODULE_H
#define GUI_CASTLE_MODULE_H

#include "modules/gui_module.h"

extern const gui_module gui_castles_module;

#endif
