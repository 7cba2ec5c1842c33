/* What tiles and figures are drawn with: the widgets (sizes, the renderer), the tile art and
   its catalogue, the player colours' palette. A helper that draws pieces takes this, so it
   reaches nothing else of the window (a rules diagram, the menus' backdrop). */
#ifndef GUI_ART_H
#define GUI_ART_H

#include "draw/atlas.h"
#include "draw/widgets.h"

typedef struct {
    gui_ui *ui;
    gui_atlas *atlas;
    const cit_tileset *tiles;
    int palette_cb;
} gui_art;

#endif
