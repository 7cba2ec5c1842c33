/* The bridge part of a turn, as GUI state over the engine's bridge queries (RULES.md §2). */
#include "modules/bridges/bridge_turn.h"
#include "modules/bridges/bridges.h"

#include <string.h>

gui_bridges_state *gui_bridges_of(const gui_game *g) { return gui_game_module(g, CIT_MODULE_BRIDGES); }

int gui_bridges_on(const cit_game *e) { return (cit_game_modules(e) >> CIT_MODULE_BRIDGES) & 1; }

int gui_bridges_mask(const gui_game *g, int x, int y)
{
    for (int i = 0; i < g->nplace; i++)
        if (g->place[i].x == x && g->place[i].y == y)
            return g->place[i].extramask & g->place[i].rotmask;
    return 0;
}

void gui_bridge_forget(gui_game *g)
{
    gui_bridges_state *b = gui_bridges_of(g);
    b->bwhere = CIT_BRIDGE_NONE;
    b->baxis = CIT_AXIS_NS;
    b->nbopt = 0;
    b->bneeds = 0;
    b->bauto = 0;
}

void gui_bridge_clear(gui_game *g)
{
    gui_bridges_state *b = gui_bridges_of(g);
    b->bwhere = CIT_BRIDGE_NONE;
    b->bauto = 0;
    gui_game_refresh_spots(g);
}

static int offered(const gui_game *g, int where, int axis)
{
    gui_bridges_state *b = gui_bridges_of(g);
    for (int i = 0; i < b->nbopt; i++)
        if (b->bopt[i].arg0 == where && b->bopt[i].arg1 == axis)
            return 1;
    return 0;
}

void gui_bridge_refresh(gui_game *g)
{
    gui_bridges_state *b = gui_bridges_of(g);
    int where = b->bwhere, axis = b->baxis;
    gui_bridge_forget(g);
    if (!g->has_tile || g->pend.decision != CIT_DECIDE_PLACE_TILE)
        return;
    const cit_game *e = gui_game_engine(g);
    if (!gui_bridges_on(e))
        return;
    int needs = 0;
    int n = cit_game_bridge_options(e, g->tx, g->ty, g->trot, b->bopt, GUI_MAX_BRIDGE_OPTS, &needs);
    b->nbopt = n < 0 ? 0 : n > GUI_MAX_BRIDGE_OPTS ? GUI_MAX_BRIDGE_OPTS : n;
    b->bneeds = needs && b->nbopt > 0;
    if (where != CIT_BRIDGE_NONE && offered(g, where, axis)) {
        b->bwhere = where;
        b->baxis = axis;
    } else if (b->bneeds && b->nbopt == 1) {
        /* No choice to make: the placement comes with its one bridge, shown at once. */
        b->bwhere = b->bopt[0].arg0;
        b->baxis = b->bopt[0].arg1;
        b->bauto = 1;
    }
}

int gui_bridge_cell_of(int tx, int ty, int where, int *x, int *y)
{
    static const int d[6][2] = {{0, 0}, {0, 0}, {0, -1}, {1, 0}, {0, 1}, {-1, 0}};
    if (where <= CIT_BRIDGE_NONE || where > CIT_BRIDGE_W)
        return 0;
    *x = tx + d[where][0];
    *y = ty + d[where][1];
    return 1;
}

int gui_bridge_cell(const gui_game *g, int where, int *x, int *y)
{
    return g->has_tile && gui_bridge_cell_of(g->tx, g->ty, where, x, y);
}

int gui_bridge_axes_at(const gui_game *g, int x, int y, int *where)
{
    gui_bridges_state *b = gui_bridges_of(g);
    int mask = 0;
    for (int i = 0; i < b->nbopt; i++) {
        int bx, by;
        if (gui_bridge_cell(g, b->bopt[i].arg0, &bx, &by) && bx == x && by == y) {
            mask |= 1 << (b->bopt[i].arg1 & 1);
            if (where)
                *where = b->bopt[i].arg0;
        }
    }
    return mask;
}

int gui_bridge_set(gui_game *g, int x, int y, int axis)
{
    gui_bridges_state *b = gui_bridges_of(g);
    int where = CIT_BRIDGE_NONE;
    int mask = gui_bridge_axes_at(g, x, y, &where);
    if (!(mask & (1 << (axis & 1))))
        return 0;
    b->bwhere = where;
    b->baxis = axis & 1;
    b->bauto = 0;
    gui_game_refresh_spots(g);
    return 1;
}

void gui_bridge_cycle(gui_game *g)
{
    gui_bridges_state *b = gui_bridges_of(g);
    if (!g->has_tile || !b->nbopt || (b->bwhere == CIT_BRIDGE_NONE && !cit_game_bridges_left(gui_game_engine(g), g->pend.player)))
        return;
    int cur = -1;
    for (int i = 0; i < b->nbopt; i++)
        if (b->bopt[i].arg0 == b->bwhere && b->bopt[i].arg1 == b->baxis)
            cur = i;
    int next = cur + 1;
    if (next >= b->nbopt)
        next = b->bneeds ? 0 : -1;
    if (next < 0) {
        gui_bridge_clear(g);
        return;
    }
    b->bwhere = b->bopt[next].arg0;
    b->baxis = b->bopt[next].arg1;
    b->bauto = 0;
    gui_game_refresh_spots(g);
}

int gui_bridge_possible(const gui_game *g)
{
    gui_bridges_state *b = gui_bridges_of(g);
    return g->has_tile && b->nbopt > 0 && b->bwhere == CIT_BRIDGE_NONE &&
           cit_game_bridges_left(gui_game_engine(g), g->pend.player) > 0;
}

int gui_bridge_missing(const gui_game *g)
{
    const gui_bridges_state *b = gui_bridges_of(g);
    return g->has_tile && b->bneeds && b->bwhere == CIT_BRIDGE_NONE;
}
