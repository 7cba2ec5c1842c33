/* Hills & Sheep's flock question in a dialog: grow the flock or gather it. */
#ifndef GUI_HILLS_FLOCK_H
#define GUI_HILLS_FLOCK_H

#include "modules/gui_module.h"

/* The dialog of the pending flock question (the decide hook's part): GUI_DECIDE_* bits. */
int hills_flock_dialog(gui_module_ctx *ctx, cit_move *chosen, int fresh);

#endif
