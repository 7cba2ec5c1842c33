/* Small boards of real tiles for the rules screen, shared by the core's diagrams and the modules'. */
#include "scenes/rules/rules_diagram.h"
#include "modules/gui_module.h"
#include "draw/draw.h"
#include "draw/atlas.h"
#include "draw/text.h"

#include <string.h>

/* A diagram's cell at most, in layout units. */
enum { DIAGRAM_CELL = 64 };

static int tile_index(const cit_tileset *ts, const char *id)
{
    for (int t = 0; t < ts->ntiles; t++)
        if (strcmp(ts->tiles[t].id, id) == 0)
            return t;
    return -1;
}

SDL_Rect gui_diagram_cell(const gui_diagram_frame *f, int cx, int cy)
{
    return (SDL_Rect){f->ox + (cx - f->minx) * f->cell, f->oy + (cy - f->miny) * f->cell, f->cell, f->cell};
}

int gui_diagram_board(const gui_art *art, const gui_diagram_piece *p, int n, int x, int y, int w, int box_rows,
                      gui_diagram_frame *f)
{
    int minx = 99, maxx = -99, miny = 99, maxy = -99;
    for (int i = 0; i < n; i++) {
        minx = p[i].x < minx ? p[i].x : minx;
        maxx = p[i].x > maxx ? p[i].x : maxx;
        miny = p[i].y < miny ? p[i].y : miny;
        maxy = p[i].y > maxy ? p[i].y : maxy;
    }
    int cols = maxx - minx + 1, rows = maxy - miny + 1, box = box_rows > rows ? box_rows : rows;
    int cell = w / 3 < gui_px(art->ui, DIAGRAM_CELL) ? w / 3 : gui_px(art->ui, DIAGRAM_CELL);
    *f = (gui_diagram_frame){x + (w - cols * cell) / 2, y + (box - rows) * cell / 2, cell, minx, miny};
    for (int i = 0; i < n; i++) {
        const gui_diagram_piece *q = &p[i];
        int t = tile_index(art->tiles, q->tile);
        if (t < 0)
            continue;
        SDL_Rect rc = gui_diagram_cell(f, q->x, q->y);
        gui_atlas_tile(art->atlas, t, q->rot, rc, 255);
        if (q->spot >= 0 && q->spot < art->tiles->tiles[t].nfeat) {
            float fx, fy;
            int lying = gui_follower_lying(art->tiles->tiles[t].feat[q->spot].kind); /* a farmer lies, as on the board */
            gui_atlas_anchor(art->atlas, t, q->spot, q->rot, &fx, &fy);
            gui_atlas_follower(art->atlas, art->palette_cb, q->colour, lying, (float)rc.x + fx * (float)cell,
                               (float)rc.y + fy * (float)cell, (float)cell * 0.42f, 255);
        }
    }
    return box * cell;
}

int gui_diagram_caption(const char *text, int x, int y, int w, int px)
{
    return gui_text_wrapped(text, x, y, w, px * 7 / 8, 0, gui_rgba(GUI_COL_INK_SOFT, 255));
}
