/* The board camera: cells to pixels and back, pan, zoom around a point, fit to a box. */
#ifndef GUI_CAMERA_H
#define GUI_CAMERA_H

#include <SDL.h>

typedef struct {
    float cx, cy;   /* board point (in cells) shown at the view centre */
    float zoom;     /* pixels per cell */
    SDL_Rect view;  /* the board's area of the window, in pixels */
    float min_zoom, max_zoom;
} gui_camera;

void gui_camera_to_screen(const gui_camera *c, float bx, float by, float *sx, float *sy);
void gui_camera_to_board(const gui_camera *c, float sx, float sy, float *bx, float *by);
/* The cell under pixel sx,sy (cell x covers board x..x+1). */
void gui_camera_cell_at(const gui_camera *c, int sx, int sy, int *cellx, int *celly);
/* The pixel rectangle of cell x,y. */
SDL_Rect gui_camera_cell_rect(const gui_camera *c, int x, int y);
void gui_camera_pan(gui_camera *c, float dx_px, float dy_px);
/* Multiplies the zoom by `factor`, keeping the board point under sx,sy fixed. */
void gui_camera_zoom_at(gui_camera *c, float factor, float sx, float sy);
/* Fits the cell box minx..maxx, miny..maxy (inclusive) into the view. */
void gui_camera_fit(gui_camera *c, int minx, int miny, int maxx, int maxy);

#endif
