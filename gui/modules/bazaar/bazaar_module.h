/* Bazaars in the GUI module table (gui_module.h). */
#ifndef GUI_BAZAAR_MODULE_H
#define GUI_BAZAAR_MODULE_H

#include "modules/gui_module.h"

extern const gui_module gui_bazaar_module;

#endif
