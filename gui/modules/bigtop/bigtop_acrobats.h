/* The acrobats' question at its player's screen: the acrobat spaces a follower may climb and
   the complete pyramids lit on the board, a click picks one; the panel scores a pyramid or
   passes. */
#ifndef GUI_BIGTOP_ACROBATS_H
#define GUI_BIGTOP_ACROBATS_H

#include "modules/gui_module.h"

/* The dialog (the decide hook for CIT_DECIDE_BIGTOP_ACROBATS); GUI_DECIDE_* bits. */
int bigtop_acrobats_dialog(gui_module_ctx *ctx, cit_move *chosen, int fresh);
/* The points player scores if the pyramid at x,y is scored now (5 a follower of theirs). */
int bigtop_pyramid_points(const cit_game *e, int x, int y, int player);

#endif
