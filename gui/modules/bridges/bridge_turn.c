/* The bridge part of a turn, as GUI state over the engine's bridge queries (RULES.md §2). */
#include "modules/bridges/bridge_turn.h"
#include "modules/bridges/bridges.h"

#include <string.h>

int gui_bridges_on(const cit_game *e) { return (cit_game_modules(e) >> CIT_MODULE_BRIDGES) & 1; }

int gui_game_bridgemask(const gui_game *g, int x, int y)
{
    for (int i = 0; i < g->nplace; i++)
        if (g->place[i].x == x && g->place[i].y == y)
            return g->place[i].bridgemask & g->place[i].rotmask;
    return 0;
}

void gui_bridge_forget(gui_game *g)
{
    g->bwhere = CIT_BRIDGE_NONE;
    g->baxis = CIT_AXIS_NS;
    g->nbopt = 0;
    g->bneeds = 0;
    g->bauto = 0;
}

void gui_bridge_clear(gui_game *g)
{
    g->bwhere = CIT_BRIDGE_NONE;
    g->bauto = 0;
    gui_game_refresh_spots(g);
}

static int offered(const gui_game *g, int where, int axis)
{
    for (int i = 0; i < g->nbopt; i++)
        if (g->bopt[i].arg0 == where && g->bopt[i].arg1 == axis)
            return 1;
    return 0;
}

void gui_bridge_refresh(gui_game *g)
{
    int where = g->bwhere, axis = g->baxis;
    gui_bridge_forget(g);
    if (!g->has_tile || g->pend.decision != CIT_DECIDE_PLACE_TILE)
        return;
    const cit_game *e = gui_game_engine(g);
    if (!gui_bridges_on(e))
        return;
    int needs = 0;
    int n = cit_game_bridge_options(e, g->tx, g->ty, g->trot, g->bopt, GUI_MAX_BRIDGE_OPTS, &needs);
    g->nbopt = n < 0 ? 0 : n > GUI_MAX_BRIDGE_OPTS ? GUI_MAX_BRIDGE_OPTS : n;
    g->bneeds = needs && g->nbopt > 0;
    if (where != CIT_BRIDGE_NONE && offered(g, where, axis)) {
        g->bwhere = where;
        g->baxis = axis;
    } else if (g->bneeds && g->nbopt == 1) {
        /* No choice to make: the placement comes with its one bridge, shown at once. */
        g->bwhere = g->bopt[0].arg0;
        g->baxis = g->bopt[0].arg1;
        g->bauto = 1;
    }
}

int gui_bridge_cell(const gui_game *g, int where, int *x, int *y)
{
    static const int d[6][2] = {{0, 0}, {0, 0}, {0, -1}, {1, 0}, {0, 1}, {-1, 0}};
    if (where <= CIT_BRIDGE_NONE || where > CIT_BRIDGE_W || !g->has_tile)
        return 0;
    *x = g->tx + d[where][0];
    *y = g->ty + d[where][1];
    return 1;
}

int gui_bridge_axes_at(const gui_game *g, int x, int y, int *where)
{
    int mask = 0;
    for (int i = 0; i < g->nbopt; i++) {
        int bx, by;
        if (gui_bridge_cell(g, g->bopt[i].arg0, &bx, &by) && bx == x && by == y) {
            mask |= 1 << (g->bopt[i].arg1 & 1);
            if (where)
                *where = g->bopt[i].arg0;
        }
    }
    return mask;
}

int gui_bridge_set(gui_game *g, int x, int y, int axis)
{
    int where = CIT_BRIDGE_NONE;
    int mask = gui_bridge_axes_at(g, x, y, &where);
    if (!(mask & (1 << (axis & 1))))
        return 0;
    g->bwhere = where;
    g->baxis = axis & 1;
    g->bauto = 0;
    gui_game_refresh_spots(g);
    return 1;
}

void gui_bridge_cycle(gui_game *g)
{
    if (!g->has_tile || !g->nbopt || (g->bwhere == CIT_BRIDGE_NONE && !cit_game_bridges_left(gui_game_engine(g), g->pend.player)))
        return;
    int cur = -1;
    for (int i = 0; i < g->nbopt; i++)
        if (g->bopt[i].arg0 == g->bwhere && g->bopt[i].arg1 == g->baxis)
            cur = i;
    int next = cur + 1;
    if (next >= g->nbopt)
        next = g->bneeds ? 0 : -1;
    if (next < 0) {
        gui_bridge_clear(g);
        return;
    }
    g->bwhere = g->bopt[next].arg0;
    g->baxis = g->bopt[next].arg1;
    g->bauto = 0;
    gui_game_refresh_spots(g);
}

int gui_bridge_possible(const gui_game *g)
{
    return g->has_tile && g->nbopt > 0 && g->bwhere == CIT_BRIDGE_NONE &&
           cit_game_bridges_left(gui_game_engine(g), g->pend.player) > 0;
}

int gui_bridge_missing(const gui_game *g) { return g->has_tile && g->bneeds && g->bwhere == CIT_BRIDGE_NONE; }
