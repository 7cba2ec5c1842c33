/* The Count of Carcassonne in the GUI module table (gui_module.h). */
#ifndef GUI_COUNT_MODULE_H
#define GUI_COUNT_MODULE_H

#include "modules/gui_module.h"

extern const gui_module gui_count_module;

#endif
