/* The short lesson of an expansion (its module's gui_module.lesson screens), opened by the "?"
   beside it on the new-game screen. */
#ifndef GUI_EXPANSION_LESSON_H
#define GUI_EXPANSION_LESSON_H

#include "app/module_ctx.h"
#include "modules/gui_module.h"
#include "scenes/newgame/state.h"

/* The module entry that switches on with option `option` (or plays game mode `mode`, not
   classic) and has a lesson; NULL if none. */
const gui_module *gui_expansion_lesson_of(int option);
const gui_module *gui_mode_lesson_of(int mode);
/* Opens module m's lesson at its first screen over the new-game form of state f (NULL: the form
   is not shown, nothing opens). */
void gui_expansion_lesson_open(gui_newgame_state *f, const gui_module *m);
/* The module whose lesson is open over the form of state f, or NULL (none: f closes it). */
const gui_module *gui_expansion_lesson_shown(gui_newgame_state *f);
/* Draws the open lesson of c's module (its context: the window, its rules diagram) over the
   backdrop and takes the input: Next, Back, Close or Esc. Returns 1 while it stays open (the
   screen under it then draws nothing else). */
int gui_expansion_lesson(gui_module_ctx *c, gui_newgame_state *f);

#endif
