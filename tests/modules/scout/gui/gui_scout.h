/* The scout's part of the window (tests/modules/scout): its GUI module table entry and the
   record of its figure that other modules' sentences name (gui_scout.c). */
#ifndef CIT_GUI_SCOUT_H
#define CIT_GUI_SCOUT_H

#include "modules/gui_module.h"

extern const gui_figure gui_scout_figures[1];
extern const gui_module gui_scout_module;

#endif
