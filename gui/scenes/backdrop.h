/* The menus' backdrop: a real board from a quick random game, drifting slowly under a dark
   veil (the menu, new-game, rules, settings and results screens draw it first; the shell's
   gui_app_backdrop keeps its board). */
#ifndef GUI_SCENES_BACKDROP_H
#define GUI_SCENES_BACKDROP_H

#include <stdint.h>

#include "draw/art.h"
#include "engine.h"

/* Draws the backdrop over the whole window, w by h pixels, at the app's clock: *board, played
   on the first call (NULL while it cannot be), drifting, then the veil. */
void gui_backdrop(const gui_art *art, cit_game **board, int w, int h, uint32_t app_clock);

#endif
