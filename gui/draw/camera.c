/* Board camera maths; kept free of drawing so the tests can check it directly. */
#include "draw/camera.h"

#include <math.h>

void gui_camera_to_screen(const gui_camera *c, float bx, float by, float *sx, float *sy)
{
    *sx = (float)c->view.x + (float)c->view.w * 0.5f + (bx - c->cx) * c->zoom;
    *sy = (float)c->view.y + (float)c->view.h * 0.5f + (by - c->cy) * c->zoom;
}

void gui_camera_to_board(const gui_camera *c, float sx, float sy, float *bx, float *by)
{
    *bx = c->cx + (sx - (float)c->view.x - (float)c->view.w * 0.5f) / c->zoom;
    *by = c->cy + (sy - (float)c->view.y - (float)c->view.h * 0.5f) / c->zoom;
}

void gui_camera_cell_at(const gui_camera *c, int sx, int sy, int *cellx, int *celly)
{
    float bx, by;
    gui_camera_to_board(c, (float)sx, (float)sy, &bx, &by);
    *cellx = (int)floorf(bx);
    *celly = (int)floorf(by);
}

SDL_Rect gui_camera_cell_rect(const gui_camera *c, int x, int y)
{
    float x0, y0, x1, y1;
    gui_camera_to_screen(c, (float)x, (float)y, &x0, &y0);
    gui_camera_to_screen(c, (float)(x + 1), (float)(y + 1), &x1, &y1);
    int ix = (int)floorf(x0), iy = (int)floorf(y0);
    SDL_Rect r = {ix, iy, (int)floorf(x1) - ix, (int)floorf(y1) - iy};
    return r;
}

void gui_camera_pan(gui_camera *c, float dx_px, float dy_px)
{
    c->cx -= dx_px / c->zoom;
    c->cy -= dy_px / c->zoom;
}

void gui_camera_zoom_at(gui_camera *c, float factor, float sx, float sy)
{
    float bx, by;
    gui_camera_to_board(c, sx, sy, &bx, &by);
    c->zoom *= factor;
    if (c->zoom < c->min_zoom)
        c->zoom = c->min_zoom;
    if (c->zoom > c->max_zoom)
        c->zoom = c->max_zoom;
    /* Move the centre so bx,by lands under the pointer again. */
    c->cx = bx - (sx - (float)c->view.x - (float)c->view.w * 0.5f) / c->zoom;
    c->cy = by - (sy - (float)c->view.y - (float)c->view.h * 0.5f) / c->zoom;
}

void gui_camera_fit(gui_camera *c, int minx, int miny, int maxx, int maxy)
{
    float w = (float)(maxx - minx + 1), h = (float)(maxy - miny + 1);
    c->cx = (float)minx + w * 0.5f;
    c->cy = (float)miny + h * 0.5f;
    float zx = (float)c->view.w / w, zy = (float)c->view.h / h;
    c->zoom = zx < zy ? zx : zy;
    if (c->zoom < c->min_zoom)
        c->zoom = c->min_zoom;
    if (c->zoom > c->max_zoom)
        c->zoom = c->max_zoom;
}
