/* The City's wall as geometry: edges, outer cells, where the gate and pieces fit, the
   watchman opposite, the short gap that ends the game and the completion at the end
   (RULES.md §5; docs/rules-decisions.md, The City 8, 12-16). */
#include "city_wall.h"

#include <stdlib.h>
#include <string.h>

/* One more piece imagined on the wall: the gate (no wall yet) or a piece at an end. */
typedef struct {
    int x, y, side, gate;
} extra_piece;

static int completion(const cit_game *g, const extra_piece *extra, int8_t (*path)[3], int cap, int touching,
                      const int8_t *vgate, int by_area);

/* ---- the wall: pieces on cell edges, a path round the city ----------------------------- */

/* Whether a wall piece (the gate included) has the corner cx,cy as an end: only if one
   of the four cells round the corner is a piece's outer cell. */
int city_corner_on_wall(const cit_game *g, int cx, int cy) {
    if (!cell_forbidden(g, cx, cy) && !cell_forbidden(g, cx - 1, cy) && !cell_forbidden(g, cx, cy - 1) &&
        !cell_forbidden(g, cx - 1, cy - 1))
        return 0;
    for (int i = 0; i < g->nwalls; i++) {
        const wall_piece *w = &g->walls[i];
        int x0, y0, x1, y1;
        city_edge_corners(w->x, w->y, w->side, &x0, &y0, &x1, &y1);
        if ((x0 == cx && y0 == cy) || (x1 == cx && y1 == cy)) return 1;
    }
    return 0;
}

/* The empty cells outside the city: those a path through empty cells joins to the
   surroundings of the board (beyond the tiles' bounding box), not the holes the tiles
   close in. The wall runs round the city, never into a hole. For one empty cell x,y
   (bounds: the tiles' bounding box, cit_game_bounds order): a straight line of empty
   cells out of the box settles most (wall pieces lie at the city's edge), else a
   search through empty cells that stops as soon as it leaves the box. */
int city_cell_is_outer(const cit_game *g, int x, int y, const int bounds[4]) {
    int minx = bounds[0], miny = bounds[1], maxx = bounds[2], maxy = bounds[3];
    if (x <= minx || x >= maxx || y <= miny || y >= maxy) return 1;
    for (int d = 0; d < 4; d++) {
        int cx = x + dir_dx[d], cy = y + dir_dy[d];
        while (cx >= minx && cx <= maxx && cy >= miny && cy <= maxy && !cell_piece_at(g, cx, cy))
            cx += dir_dx[d], cy += dir_dy[d];
        if (cx < minx || cx > maxx || cy < miny || cy > maxy) return 1;
    }
    int w = maxx - minx + 1, h = maxy - miny + 1, n = w * h;
    enum { ON_STACK = 1024 }; /* a town of 75 tiles mostly fits */
    uint8_t seen_here[ON_STACK];
    int queue_here[ON_STACK], *queue = queue_here;
    uint8_t *seen = seen_here;
    if (n > ON_STACK) {
        seen = calloc((size_t)n, 1 + sizeof(int));
        if (!seen) return 1;
        queue = (int *)(void *)(seen + ((size_t)n + sizeof(int) - 1) / sizeof(int) * sizeof(int));
    } else {
        memset(seen, 0, (size_t)n);
    }
    int head = 0, tail = 0, outer = 0;
    seen[(y - miny) * w + (x - minx)] = 1;
    queue[tail++] = (y - miny) * w + (x - minx);
    while (head < tail && !outer) {
        int i = queue[head++], cx = minx + i % w, cy = miny + i / w;
        for (int d = 0; d < 4 && !outer; d++) {
            int nx = cx + dir_dx[d], ny = cy + dir_dy[d];
            if (cell_piece_at(g, nx, ny)) continue;
            if (nx < minx || nx > maxx || ny < miny || ny > maxy) {
                outer = 1;
                break;
            }
            int j = (ny - miny) * w + (nx - minx);
            if (seen[j]) continue;
            seen[j] = 1;
            queue[tail++] = j;
        }
    }
    if (seen != seen_here) free(seen);
    return outer;
}

/* A free outer edge of a tile: side `side` of the tile at x,y faces an empty cell outside
   the city that no wall keeps tiles off (bounds as cit_game_bounds). */
static int gate_edge_free(const cit_game *g, const int bounds[4], int x, int y, int side) {
    if (side < 0 || side > 3 || !cell_piece_at(g, x, y)) return 0;
    int ox = x + dir_dx[side], oy = y + dir_dy[side];
    return !cell_piece_at(g, ox, oy) && !board_beyond_wall(g, ox, oy) && !wall_at(g, x, y, side) &&
           city_cell_is_outer(g, ox, oy, bounds);
}

/* The gate on side `side` of the tile at x,y: a free outer edge, and the wall can then
   be closed round every tile: the edge lies on a closed wall already found (the town's
   on_loop), or a completion of its own exists (found over the town), whose closed wall
   is then kept. A gate on any edge of a closed wall round every tile has that wall,
   turned, as its completion, so a listing of every edge searches only from the edges
   on no wall found yet. town NULL: the edge's own completion search (the plain way). */
int city_gate_fits(const cit_game *g, const int bounds[4], city_town *town, int x, int y, int side) {
    if (town && town->ok) { /* the outer cells worked out once for the whole town */
        if (side < 0 || side > 3 || !cell_piece_at(g, x, y)) return 0;
        int ox = x + dir_dx[side], oy = y + dir_dy[side];
        if (!town->outer_done) city_town_outer(town);
        if (!town->outer[(oy - town->y0) * town->w + (ox - town->x0)] || cell_piece_at(g, ox, oy) ||
            board_beyond_wall(g, ox, oy) || wall_at(g, x, y, side))
            return 0;
    } else if (!gate_edge_free(g, bounds, x, y, side)) {
        return 0;
    }
    if (!town) return city_wall_can_close_plain(g, x, y, side, 1);
    if (town->ok && town->on_loop[(y - town->y0) * town->w + (x - town->x0)] >> side & 1) return 1;
    int8_t path[CITY_MAX_COMPLETION][3];
    int n = 0;
    if (!city_town_can_close(town, x, y, side, path, &n)) return 0;
    if (n) town->on_loop[(y - town->y0) * town->w + (x - town->x0)] |= (uint8_t)(1 << side);
    for (int k = 0; k < n; k++)
        town->on_loop[(path[k][1] - town->y0) * town->w + (path[k][0] - town->x0)] |= (uint8_t)(1 << path[k][2]);
    return 1;
}

/* Whether a wall piece may lie on side `side` of cell x,y (the cell inside): it continues
   the wall at one of its ends with the city on its right, the cell outside is empty, and
   it touches the wall nowhere else (except closing it: its far end is the other end). */
int city_piece_fits(const cit_game *g, const int bounds[4], city_town *town, int x, int y, int side) {
    if (!city_piece_may_lie(g, bounds, x, y, side)) return 0;
    return town ? city_town_can_close(town, x, y, side, NULL, NULL) : city_wall_can_close(g, x, y, side, 0);
}

int city_piece_may_lie(const cit_game *g, const int bounds[4], int x, int y, int side) {
    const city_state *c = city_of(g);
    if (!c->walled || c->closed || side < 0 || side > 3) return 0;
    if (x < -BOARD_LIMIT || x > BOARD_LIMIT || y < -BOARD_LIMIT || y > BOARD_LIMIT) return 0;
    int x0, y0, x1, y1, ox = x + dir_dx[side], oy = y + dir_dy[side];
    city_edge_corners(x, y, side, &x0, &y0, &x1, &y1);
    if (x0 == c->bx && y0 == c->by) { /* at the head: its far end is x1,y1 */
        if (city_corner_on_wall(g, x1, y1) && !(x1 == c->ax && y1 == c->ay)) return 0;
    } else if (x1 == c->ax && y1 == c->ay) { /* at the tail */
        if (city_corner_on_wall(g, x0, y0) && !(x0 == c->bx && y0 == c->by)) return 0;
    } else {
        return 0;
    }
    if (cell_piece_at(g, ox, oy) || wall_at(g, x, y, side) || board_beyond_wall(g, x, y)) return 0;
    return city_cell_is_outer(g, ox, oy, bounds);
}

/* The watchman a new piece on side `side` of cell x,y would face: the piece directly
   opposite across the city (same row or column), seen over tiles only; its owner + 1,
   or 0 (none, or an empty cell between). */
int city_watchman_opposite(const cit_game *g, int x, int y, int side) {
    int back = (side + 2) & 3;
    for (int k = 0; k < 2 * BOARD_LIMIT && cell_piece_at(g, x, y); k++) {
        int w = wall_at(g, x, y, back);
        if (w) return g->walls[w - 1].owner;
        x += dir_dx[back];
        y += dir_dy[back];
    }
    return 0;
}


/* ---- the wall's end: its two ends 5 pieces apart or fewer --------------------------- */

#define SHORT_GAP 5 /* the game ends when the wall can be closed with this many pieces */

/* Whether every tile lies inside the closed wall made of the pieces laid and the `n`
   pieces of a completion (each a cell and the side it lies on): a tile is inside when a
   ray from its middle eastwards crosses the wall an odd number of times. */
int city_encloses_every_tile(const cit_game *g, const int8_t (*path)[3], int n) {
    for (int i = 0; i < g->npieces; i++) {
        int x = g->pieces[i].x, y = g->pieces[i].y, crossings = 0;
        for (int k = 0; k < g->nwalls + n; k++) {
            int cx, cy, side;
            if (k < g->nwalls) cx = g->walls[k].x, cy = g->walls[k].y, side = g->walls[k].side;
            else cx = path[k - g->nwalls][0], cy = path[k - g->nwalls][1], side = path[k - g->nwalls][2];
            if (cy != y || (side != CIT_SIDE_E && side != CIT_SIDE_W)) continue;
            int at = side == CIT_SIDE_E ? cx + 1 : cx; /* the edge's column of corners */
            crossings += at > x;
        }
        if (!(crossings & 1)) return 0;
    }
    return 1;
}



/* Whether the wall's two ends are SHORT_GAP pieces apart or fewer (or met): measured as
   the completion the end would lay (the shortest keeping every tile inside), so the end
   and what it lays never disagree. */
int city_ends_close(const cit_game *g) {
    const city_state *c = city_of(g);
    if (c->closed) return 1;
    /* a closed wall round every tile is at least as long as the tiles' bounding box's
       perimeter: too few pieces laid, and no completion of SHORT_GAP can do it */
    int b[4];
    tile_bounds(g, b);
    int minx = b[0], miny = b[1], maxx = b[2], maxy = b[3];
    if (g->nwalls + SHORT_GAP < 2 * (maxx - minx + 1 + maxy - miny + 1)) return 0;
    int8_t path[SHORT_GAP][3];
    return completion(g, NULL, path, SHORT_GAP, 0, NULL, 0) >= 0;
}

/* Whether the wall, with the gate (gate 1) or one more piece on side `side` of cell x,y,
   can still be closed round every tile (RULES.md §5): a piece that closes the wall if
   every tile is then inside (a ring round empty cells alone never has them), any other
   if a completion keeping every tile inside exists after it. The one rule for the legal
   list, the check of a move, the window's slots and the computer players. */
int city_wall_can_close(const cit_game *g, int x, int y, int side, int gate) {
    city_town t;
    city_town_init(&t, g, gate);
    return city_town_can_close(&t, x, y, side, NULL, NULL);
}

int city_wall_can_close_plain(const cit_game *g, int x, int y, int side, int gate) {
    const city_state *c = city_of(g);
    int x0, y0, x1, y1;
    city_edge_corners(x, y, side, &x0, &y0, &x1, &y1);
    if (!gate && x0 == c->bx && y0 == c->by && x1 == c->ax && y1 == c->ay) {
        const int8_t closing[1][3] = {{(int8_t)x, (int8_t)y, (int8_t)side}};
        return city_encloses_every_tile(g, closing, 1);
    }
    extra_piece e = {x, y, side, gate};
    int8_t path[CITY_MAX_COMPLETION][3];
    return completion(g, &e, path, CITY_MAX_COMPLETION, 0, NULL, 0) >= 0;
}


/* ---- the end: the wall completed along the shortest path keeping every tile inside -- */

/* The corners a completion may use: the tiles' and the wall's bounding box, one more
   all round. */
typedef struct {
    int x0, y0, w, h;
    int16_t *dist;
    uint8_t *on_wall; /* per corner: an end of a wall piece */
    uint8_t *steps;   /* per corner: bit d if a completing piece may run from it in
                         direction d */
    uint8_t *cell;    /* per cell x0 - 1 .. x0 + w - 1, y0 - 1 .. y0 + h - 1 (w + 1 wide):
                         CELL_WALL << side for a piece on that side, CELL_TILE, CELL_BEYOND */
} corner_grid;
enum { CELL_TILE = 16, CELL_BEYOND = 32 };


static int grid_at(const corner_grid *cg, int x, int y) {
    x -= cg->x0;
    y -= cg->y0;
    return x < 0 || y < 0 || x >= cg->w || y >= cg->h ? -1 : y * cg->w + x;
}

/* The steps from a corner (bit d: a step in direction d) that one of the four cells
   round it bars by what it holds (CELL_WALL << side, CELL_TILE, CELL_BEYOND): a step has
   its inner cell on its right and its outer cell on its left; it may not run along a
   wall (the inner cell's side), from an inner cell outside the wall, or beside a tile on
   its outer side. North: inner NE (its west side), outer NW; east: inner SE (north),
   outer NE; south: inner SW (east), outer SE; west: inner NW (south), outer SW. The last
   resort (`touching` 3) bars the walls alone. [last resort][NW NE SW SE][cell] */
#define BAR_NW(v) (((v) & CELL_TILE ? 1 : 0) | ((v) & (4 | CELL_BEYOND) ? 8 : 0))
#define BAR_NE(v) (((v) & (8 | CELL_BEYOND) ? 1 : 0) | ((v) & CELL_TILE ? 2 : 0))
#define BAR_SW(v) (((v) & (2 | CELL_BEYOND) ? 4 : 0) | ((v) & CELL_TILE ? 8 : 0))
#define BAR_SE(v) (((v) & (1 | CELL_BEYOND) ? 2 : 0) | ((v) & CELL_TILE ? 4 : 0))
#define LAST_NW(v) ((v) & 4 ? 8 : 0)
#define LAST_NE(v) ((v) & 8 ? 1 : 0)
#define LAST_SW(v) ((v) & 2 ? 4 : 0)
#define LAST_SE(v) ((v) & 1 ? 2 : 0)
#define BAR4(F, b) F(b), F(b + 1), F(b + 2), F(b + 3)
#define BAR16(F, b) BAR4(F, b), BAR4(F, b + 4), BAR4(F, b + 8), BAR4(F, b + 12)
#define BAR64(F) {BAR16(F, 0), BAR16(F, 16), BAR16(F, 32), BAR16(F, 48)}
static const uint8_t step_bars[2][4][64] = {{BAR64(BAR_NW), BAR64(BAR_NE), BAR64(BAR_SW), BAR64(BAR_SE)},
                                            {BAR64(LAST_NW), BAR64(LAST_NE), BAR64(LAST_SW), BAR64(LAST_SE)}};

/* What a step from corner i in direction d adds to twice the area a closed path encloses
   (the shoelace formula: east from x,y -y, south x, west y, north -x). */
static inline int step_gain(const corner_grid *cg, int i, int d) {
    int x = cg->x0 + i % cg->w, y = cg->y0 + i / cg->w;
    return d == CIT_SIDE_N ? -x : d == CIT_SIDE_E ? -y : d == CIT_SIDE_S ? x : y;
}

/* The cell on the right of a step from a corner in direction d (N E S W), and the side
   of that cell the step runs along. */
static const int8_t step_right[4][3] = {{0, -1, CIT_SIDE_W}, {0, 0, CIT_SIDE_N}, {-1, 0, CIT_SIDE_E}, {-1, -1, CIT_SIDE_S}};

/* The completion (RULES.md §5): the shortest path from the head to the tail whose
   pieces may lie there and which closes the wall round the gate's tile (the ray from it
   crosses the closed wall an odd number of times); that keeps every tile inside, as the
   tiles are joined edge to edge and no piece lies between two tiles. Breadth first from
   the tail backwards over (corner, crossings so far odd or even) gives every state's
   distance; among the shortest paths the one enclosing the fewest empty cells (the
   least area, worked out exactly: see below), and among those the first going
   clockwise from the gate (at each corner a right turn before straight on before a
   left turn). docs/rules-decisions.md, The City 15, shows the least-area path is the
   unique innermost one, which that clockwise order alone finds: so the path is taken
   in that order, the least area left to the reference (by_area 1: the areas worked out
   and asked at each step, as the rule reads; the unit test holds the two equal). Not
   for the relaxed rules that need not go round the gate's tile (`touching` 2 and 3):
   there the city is not all on the path's right, and the areas decide. Writes
   the pieces (cell x, y, side) and returns how many, or -1 if there is none.
   `touching` relaxes the rules for a wall random play coiled among the tiles (decision
   16): 1 the path may touch the wall, 2 and need not go round the gate's tile, 3 and
   may take any cell edge without a wall. */
static int completion(const cit_game *g, const extra_piece *extra, int8_t (*path)[3], int cap, int touching,
                      const int8_t *vgate, int by_area) {
    const city_state *c = city_of(g);
    /* the pieces laid and the wall's tail a and head b, with the piece imagined */
    wall_piece ws[MAX_WALLS + 1];
    int nwall = g->nwalls, ax = c->ax, ay = c->ay, bx = c->bx, by = c->by;
    memcpy(ws, g->walls, (size_t)nwall * sizeof *ws);
    if (extra) {
        int x0, y0, x1, y1;
        city_edge_corners(extra->x, extra->y, extra->side, &x0, &y0, &x1, &y1);
        wall_piece w = {(int8_t)extra->x, (int8_t)extra->y, (uint8_t)extra->side, 0,
                        (uint8_t)(extra->gate ? CIT_WALL_GATE : CIT_WALL_PIECE), 0};
        ws[nwall++] = w;
        if (extra->gate) ax = x0, ay = y0, bx = x1, by = y1;
        else if (x0 == bx && y0 == by) bx = x1, by = y1;
        else ax = x0, ay = y0;
    }
    int minx = ax, maxx = ax, miny = ay, maxy = ay, gx = 0, gy = 0;
    for (int i = 0; i < g->npieces; i++) {
        int x = g->pieces[i].x, y = g->pieces[i].y;
        if (x < minx) minx = x;
        if (x + 1 > maxx) maxx = x + 1;
        if (y < miny) miny = y;
        if (y + 1 > maxy) maxy = y + 1;
    }
    int odd = 0; /* crossings of the gate tile's ray by the wall so far */
    for (int i = 0; i < nwall; i++)
        if (ws[i].kind == CIT_WALL_GATE) gx = ws[i].x, gy = ws[i].y;
    for (int i = 0; i < nwall; i++) {
        int x = ws[i].x, y = ws[i].y, side = ws[i].side;
        if (x < minx) minx = x;
        if (x + 1 > maxx) maxx = x + 1;
        if (y < miny) miny = y;
        if (y + 1 > maxy) maxy = y + 1;
        odd ^= y == gy && (side == CIT_SIDE_E ? x + 1 : side == CIT_SIDE_W ? x : gx) > gx;
    }
    if (vgate) { /* no wall was built: the gate the completion starts from is imagined */
        gx = vgate[0], gy = vgate[1];
        odd ^= vgate[2] == CIT_SIDE_E;
    }
    corner_grid cg = {minx - 1, miny - 1, maxx - minx + 3, maxy - miny + 3, NULL, NULL, NULL, NULL};
    int w = cg.w, ncorners = cg.w * cg.h, nstates = 2 * ncorners, cw = cg.w + 1, ncells = cw * (cg.h + 1);
    size_t bytes = (sizeof *cg.dist + 2 * sizeof(int) + 1) * (size_t)nstates + 4 * (size_t)ncorners + 2 * (size_t)w +
                   2 * (size_t)ncells;
    _Alignas(int) uint8_t here[16384]; /* most towns: no allocation */
    cg.dist = bytes <= sizeof here ? (int16_t *)(void *)here : malloc(bytes);
    if (!cg.dist) return -1;
    int *queue = (int *)(void *)(cg.dist + nstates); /* nstates is even: aligned */
    int *area = queue + nstates; /* per state: the least area a shortest way on adds */
    uint8_t *mark = (uint8_t *)(area + nstates); /* per state: on a shortest path */
    cg.on_wall = mark + nstates;
    cg.steps = cg.on_wall + ncorners + w; /* a row of no steps before and after (back[]) */
    memset(cg.steps - w, 0, (size_t)w);
    memset(cg.steps + ncorners, 0, (size_t)w);
    uint8_t *back = cg.steps + ncorners + w; /* per corner: bit d if the corner before it in
                                             direction d is in the grid and may step here */
    uint8_t *cross = back + ncorners;     /* per corner: bit d if that step crosses the ray */
    cg.cell = cross + ncorners;
    uint8_t *inside = cg.cell + ncells;   /* per cell: the crossing parity east of it */
    memset(cg.dist, 0xFF, sizeof *cg.dist * (size_t)nstates); /* -1 */
    memset(cg.on_wall, 0, (size_t)ncorners);
    memset(cg.cell, 0, (size_t)ncells);
    for (int i = 0; i < g->npieces; i++)
        cg.cell[(g->pieces[i].y - cg.y0 + 1) * cw + g->pieces[i].x - cg.x0 + 1] |= CELL_TILE;
    for (int i = 0; i < nwall; i++) {
        const wall_piece *wp = &ws[i];
        int x0, y0, x1, y1, ox = wp->x + dir_dx[wp->side], oy = wp->y + dir_dy[wp->side];
        city_edge_corners(wp->x, wp->y, wp->side, &x0, &y0, &x1, &y1);
        cg.on_wall[grid_at(&cg, x0, y0)] = cg.on_wall[grid_at(&cg, x1, y1)] = 1;
        /* the inner cell is in the grid; the outer one may lie one beyond it */
        cg.cell[(wp->y - cg.y0 + 1) * cw + wp->x - cg.x0 + 1] |= (uint8_t)(1 << wp->side);
        /* which is outside the wall (board_add_wall: the only cells no tile may take) */
        if (ox >= cg.x0 - 1 && oy >= cg.y0 - 1 && ox <= cg.x0 + cg.w - 1 && oy <= cg.y0 + cg.h - 1)
            cg.cell[(oy - cg.y0 + 1) * cw + ox - cg.x0 + 1] |= (uint8_t)((1 << ((wp->side + 2) & 3)) | CELL_BEYOND);
    }

    /* the steps a completing piece may take from each corner: the edge has no wall, its
       inner cell (on the right) is not outside the wall, its outer cell holds no tile,
       and it touches the wall at neither corner except at the head (where it starts) and
       the tail (where it ends); the four cells round a corner are in the cell grid */
    int loose = touching > 1; /* the last resort: no side to keep the tiles on */
    if (loose) gy = INT8_MIN; /* no row crosses: the parity stays even */
    const int off[4] = {-w, 1, w, -1};
    int headi = grid_at(&cg, bx, by), taili = grid_at(&cg, ax, ay);
    /* the steps each of the four cells round a corner bars, by what the cell holds (its
       walls, CELL_TILE, CELL_BEYOND): north has the inner cell NE (its west side) and the
       outer NW, east the inner SE and outer NE, and so on round (touching > 2: the walls
       alone, the inner cells' sides): step_bars */
    const uint8_t (*bar)[64] = step_bars[touching > 2];
    for (int y = 0, i = 0; y < cg.h; y++) {
        /* the cells round corner x,y: NW top[x], NE top[x + 1], SW bot[x], SE bot[x + 1] */
        const uint8_t *top = cg.cell + y * cw, *bot = top + cw;
        for (int x = 0; x < w; x++, i++)
            cg.steps[i] = (uint8_t)(15 & ~(bar[0][top[x]] | bar[1][top[x + 1]] | bar[2][bot[x]] | bar[3][bot[x + 1]]));
    }
    /* no step leaves the grid */
    for (int x = 0; x < w; x++) cg.steps[x] &= (uint8_t)~(1 << CIT_SIDE_N), cg.steps[ncorners - w + x] &= (uint8_t)~(1 << CIT_SIDE_S);
    for (int y = 0; y < cg.h; y++) cg.steps[y * w] &= (uint8_t)~(1 << CIT_SIDE_W), cg.steps[y * w + w - 1] &= (uint8_t)~(1 << CIT_SIDE_E);
    if (!touching) /* no step from a corner of the wall but the head, none onto one but the tail */
        for (int i = 0; i < nwall; i++)
            for (int k = 0; k < 2; k++) {
                int cx, cy, x1, y1;
                city_edge_corners(ws[i].x, ws[i].y, ws[i].side, &cx, &cy, &x1, &y1);
                if (k) cx = x1, cy = y1;
                int at = grid_at(&cg, cx, cy);
                if (at != headi) cg.steps[at] = 0;
                if (at == taili) continue;
                for (int d = 0; d < 4; d++) { /* the corner whose step d ends here */
                    int u = grid_at(&cg, cx - dir_dx[d], cy - dir_dy[d]);
                    if (u >= 0) cg.steps[u] &= (uint8_t)~(1 << d);
                }
            }
    memset(cross, 0, (size_t)ncorners);
    /* bit d of back[v]: the corner before v in direction d may step d onto v (a step
       never leaves the grid, so the neighbours read are in it whenever the bit is set) */
    for (int i = 0; i < ncorners; i++) /* the rows of no steps round the grid stand for beyond it */
        back[i] = (uint8_t)((cg.steps[i + w] & 1 << CIT_SIDE_N) | (cg.steps[i - 1] & 1 << CIT_SIDE_E) |
                            (cg.steps[i - w] & 1 << CIT_SIDE_S) | (cg.steps[i + 1] & 1 << CIT_SIDE_W));
    /* the steps that cross the ray eastwards from the gate tile's middle: south from a
       corner of its row's top line east of it, north from one of its bottom line */
    for (int r = 0; r < 2; r++) {
        int y = gy + r - cg.y0;
        if (y < 0 || y >= cg.h) continue;
        for (int x = 0; x < w; x++)
            if (cg.x0 + x > gx) cross[y * w + x] |= (uint8_t)(1 << (r ? CIT_SIDE_N : CIT_SIDE_S));
    }
    /* state = corner * 2 + the parity of the crossings from the head up to it; the tail
       must be reached with the parity that makes the whole wall's odd. Breadth first
       from the tail until the head is reached (the states nearer are all known then). */
    int head = 0, tail = 0, start = taili * 2 + (loose ? 0 : odd ^ 1), goal = headi * 2;
    int16_t *dist = cg.dist; /* locals: the stores below may not alias them */
    dist[start] = 0;
    queue[tail++] = start;
    while (head < tail && dist[goal] < 0) {
        int sv = queue[head++], v = sv >> 1, q = sv & 1;
        if (v == headi) continue; /* the head: nothing comes before it */
        int16_t dv = (int16_t)(dist[sv] + 1);
        for (unsigned m = back[v]; m; m &= m - 1) {
            int d = __builtin_ctz(m), u = v - off[d];
            int su = u * 2 + (q ^ (cross[u] >> d & 1));
            if (dist[su] >= 0) continue;
            dist[su] = dv;
            queue[tail++] = su;
        }
    }
    /* Among the shortest, the one enclosing the fewest empty cells: every tile is inside
       each of them, so the one enclosing the least area. A closed path's area is the sum
       over its steps of x*dy - y*dx (the shoelace formula, twice the area: a step east
       from corner x,y adds -y, south x, west y, north -x); the laid wall's steps are the
       same for all, so each state's least sum on to the tail (area[]) is worked out
       nearest the tail first. */
    /* Only the states on a shortest path matter: listed from the head (the goal) down
       to the tail, each once (mark), then summed up in the reverse order. The search's
       queue is free again and holds the list. */
    const uint8_t *steps = cg.steps;
    int nlist = 0;
    if (by_area && dist[goal] > 0) {
        memset(mark, 0, (size_t)nstates);
        queue[nlist++] = goal;
        mark[goal] = 1;
        for (int i = 0; i < nlist; i++) {
            int su = queue[i], u = su >> 1, q = su & 1;
            for (unsigned m = steps[u]; m; m &= m - 1) {
                int d = __builtin_ctz(m), sv = (u + off[d]) * 2 + (q ^ (cross[u] >> d & 1));
                if (dist[sv] != dist[su] - 1 || mark[sv]) continue;
                mark[sv] = 1;
                queue[nlist++] = sv;
            }
        }
    }
    for (int i = nlist - 1; i >= 0; i--) {
        int su = queue[i], u = su >> 1, q = su & 1, best = INT32_MAX;
        if (!dist[su]) {
            area[su] = 0;
            continue;
        }
        for (unsigned m = steps[u]; m; m &= m - 1) {
            int d = __builtin_ctz(m), sv = (u + off[d]) * 2 + (q ^ (cross[u] >> d & 1));
            if (dist[sv] != dist[su] - 1) continue;
            int a = area[sv] + step_gain(&cg, u, d);
            if (a < best) best = a;
        }
        area[su] = best;
    }
    int state = goal, n = cg.dist[state] > 0 ? cg.dist[state] : -1;
    /* the direction the wall arrives at its head in */
    int dir = vgate ? (vgate[2] + 1) & 3 : 0; /* clockwise round its tile */
    for (int i = 0; i < nwall; i++) {
        int x0, y0, x1, y1;
        city_edge_corners(ws[i].x, ws[i].y, ws[i].side, &x0, &y0, &x1, &y1);
        if (x1 == bx && y1 == by)
            for (int d = 0; d < 4; d++)
                if (x0 + dir_dx[d] == x1 && y0 + dir_dy[d] == y1) dir = d;
    }
    int x = bx, y = by, at = headi;
    for (int k = 0; k < n && k < cap; k++) {
        static const int8_t turns[3] = {1, 0, 3};
        int next = -1, q = state & 1;
        /* of the steps on to a shortest least-area way, the first going clockwise (a
           right turn, straight on, a left turn) */
        for (int t = 0; t < 3 && next < 0; t++) {
            int d = (dir + turns[t]) & 3;
            if (!(cg.steps[at] >> d & 1)) continue;
            int sv = (at + off[d]) * 2 + (q ^ (cross[at] >> d & 1));
            if (cg.dist[sv] != cg.dist[state] - 1) continue;
            if (!by_area || area[sv] + step_gain(&cg, at, d) == area[state]) next = d, state = sv;
        }
        if (next < 0) { /* cannot happen: a distance always has a step below it */
            n = -1;
            break;
        }
        path[k][0] = (int8_t)(x + step_right[next][0]);
        path[k][1] = (int8_t)(y + step_right[next][1]);
        path[k][2] = step_right[next][2];
        x += dir_dx[next];
        y += dir_dy[next];
        at += off[next];
        dir = next;
    }
    /* a path through one edge twice (once each way round the gate's tile) would touch
       itself */
    int dup = 0;
    if (n > 0 && n <= cap) {
        memset(inside, 0, (size_t)ncells);
        for (int k = 0; k < n && !dup; k++) {
            uint8_t *at_cell = &inside[(path[k][1] - cg.y0 + 1) * cw + path[k][0] - cg.x0 + 1];
            dup = *at_cell >> path[k][2] & 1;
            *at_cell |= (uint8_t)(1 << path[k][2]);
        }
    }
    /* the guard: every tile inside the closed wall: the crossings of the ray eastwards
       from it by the vertical pieces of its row (laid, the path's, the imagined gate) are
       odd */
    int enclosed = 1;
    if (n > 0 && n <= cap && !loose) {
        memset(inside, 0, (size_t)ncells);
        for (int k = 0; k < nwall + n + (vgate != NULL); k++) {
            const int8_t *pc = k >= nwall + n ? vgate : k >= nwall ? path[k - nwall] : NULL;
            int px = pc ? pc[0] : ws[k].x, py = pc ? pc[1] : ws[k].y;
            int side = pc ? pc[2] : ws[k].side;
            if (side != CIT_SIDE_E && side != CIT_SIDE_W) continue;
            /* the cell west of the piece's column of corners */
            inside[(py - cg.y0 + 1) * cw + (side == CIT_SIDE_E ? px : px - 1) - cg.x0 + 1] ^= 1;
        }
        for (int r = 0; r <= cg.h; r++)
            for (int col = cw - 2; col >= 0; col--) inside[r * cw + col] ^= inside[r * cw + col + 1];
        for (int i = 0; i < g->npieces && enclosed; i++)
            enclosed = inside[(g->pieces[i].y - cg.y0 + 1) * cw + g->pieces[i].x - cg.x0 + 1];
    }
    if ((uint8_t *)(void *)cg.dist != here) free(cg.dist);
    if (n < 0 || n > cap) return -1;
    if (dup) return -1;
    if (loose) return n;
    return enclosed ? n : -1;
}


int city_wall_completion(const cit_game *g, int8_t (*path)[3], int cap, int touching, const int8_t *vgate) {
    return completion(g, NULL, path, cap, touching, vgate, touching > 1);
}

int city_wall_completion_by_area(const cit_game *g, int8_t (*path)[3], int cap, int touching, const int8_t *vgate) {
    return completion(g, NULL, path, cap, touching, vgate, 1);
}
