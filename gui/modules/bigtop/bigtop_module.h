/* Under the Big Top's entries in the GUI module table (modules/registry.c). */
#ifndef GUI_BIGTOP_MODULE_H
#define GUI_BIGTOP_MODULE_H

#include "modules/gui_module.h"

extern const gui_module gui_bigtop_module;
/* its three parts' switches: option and rules only */
extern const gui_module gui_circus_module, gui_acrobats_module, gui_ringmaster_module;

#endif
