/* The rules screen's small boards drawn from the real tiles: the core's and the modules' (their
   rules_diagram hook draws a board with this and its own pieces over it). */
#ifndef GUI_RULES_DIAGRAM_H
#define GUI_RULES_DIAGRAM_H

#include "draw/art.h"
#include "engine.h"

/* A tile (by its id in the tile files) at a cell of the small board, turned rot quarters, with a
   follower of palette colour `colour` on feature `spot` (-1: none). */
typedef struct {
    const char *tile;
    int x, y, rot, spot, colour;
} gui_diagram_piece;

/* Where a small board stands: its top-left cell (board cell minx, miny) and the cell size. */
typedef struct {
    int ox, oy, cell, minx, miny;
} gui_diagram_frame;

/* Draws the pieces as a board centred in a box w wide at x,y, box_rows cells tall (side by side
   diagrams share one height; 0: the board's own rows); a follower on a field (or a module's
   lying kind) lies. *f says where each cell went. Returns the height used. */
int gui_diagram_board(const gui_art *art, const gui_diagram_piece *p, int n, int x, int y, int w, int box_rows,
                      gui_diagram_frame *f);
/* The window rectangle of board cell cx,cy of a drawn diagram. */
SDL_Rect gui_diagram_cell(const gui_diagram_frame *f, int cx, int cy);
/* The caption under a diagram, in the soft ink at the page's size px; returns its height. */
int gui_diagram_caption(const char *text, int x, int y, int w, int px);

#endif
