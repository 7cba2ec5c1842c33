/* The board: cells holding a square or two triangles, the frontier, walls, overlays. */
#include "internal.h"

#include <string.h>

static const piece *piece_of(const cit_game *g, int idx1) {
    return idx1 ? &g->pieces[idx1 - 1] : NULL;
}

/* The edge type the tile part(s) in cell x,y show on `side`; 0 if nothing covers it. */
int board_edge_facing(const cit_game *g, int x, int y, int side) {
    const piece *p = board_piece_at(g, x, y);
    while (p) {
        int e = g->cat->edge[p->tile][p->rot][side];
        if (e) return e;
        p = piece_of(g, p->partner);
    }
    return 0;
}

int board_key_at(const cit_game *g, int x, int y) {
    int key = 0;
    for (int d = 0; d < 4; d++)
        key |= board_edge_facing(g, x + dir_dx[d], y + dir_dy[d], (d + 2) & 3) << (2 * d);
    return key;
}

/* The edge type a diagonal's middle shows (road, city or field), as edges compare. */
static int diagonal_edge(const cit_catalog *cat, int tile, int rot) {
    int f = cat->port_feat[tile][rot][CIT_PORT_DM];
    int k = f < 0 ? -1 : cat->set.tiles[tile].feat[f].kind;
    return k == CIT_FEAT_CITY ? CIT_EDGE_CITY : (k == CIT_FEAT_ROAD || k == CIT_FEAT_STREET) ? CIT_EDGE_ROAD : CIT_EDGE_FIELD;
}

/*
 * The rule for a triangle (RULES.md §4), read from the board: its legs match whatever
 * faces them; in a half-filled cell its diagonal lies against the partner's (the
 * opposite rotation) and their middles agree; and it touches the board, through a leg
 * that meets a tile or through the partner. A side where it shows no edge faces its
 * own empty half, so nothing there counts, neither as a match nor as a touch.
 * board_triangle_seat is all of it but the legs' match, which a module that lays
 * something over the edges (a bridge) checks against the edges as they will be.
 */
cit_status board_triangle_seat(const cit_game *g, int tile, int x, int y, int rot) {
    const cit_catalog *cat = g->cat;
    const piece *p = board_piece_at(g, x, y);
    if (p) {
        if (p->partner || !tile_is_triangle(cat, p->tile)) return CIT_ERR_OCCUPIED;
        if (p->rot != ((rot + 2) & 3) || diagonal_edge(cat, tile, rot) != diagonal_edge(cat, p->tile, p->rot))
            return CIT_ERR_EDGE_MISMATCH;
        return CIT_OK;
    }
    for (int s = 0; s < 4; s++)
        if (cat->edge[tile][rot][s] && board_edge_facing(g, x + dir_dx[s], y + dir_dy[s], (s + 2) & 3))
            return CIT_OK;
    return CIT_ERR_NO_NEIGHBOUR;
}

cit_status board_triangle_check(const cit_game *g, int tile, int x, int y, int rot) {
    cit_status st = board_triangle_seat(g, tile, x, y, rot);
    if (st != CIT_OK) return st; /* a leg that meets a tile is a touch: seat first */
    for (int s = 0; s < 4; s++) {
        int e = g->cat->edge[tile][rot][s];
        if (!e) continue;
        int other = board_edge_facing(g, x + dir_dx[s], y + dir_dy[s], (s + 2) & 3);
        if (other && other != e) return CIT_ERR_EDGE_MISMATCH;
    }
    return CIT_OK;
}

int board_triangle_fits(const cit_game *g, int tile, int x, int y, int rot) {
    return board_triangle_check(g, tile, x, y, rot) == CIT_OK;
}

int board_half_rotation(const cit_game *g, int x, int y) {
    int pi = cell_piece_at(g, x, y);
    if (!pi) return -1;
    const piece *p = &g->pieces[pi - 1];
    return p->partner || !tile_is_triangle(g->cat, p->tile) ? -1 : (p->rot + 2) & 3;
}

/* The list of half-filled cells: a lone triangle joins it, its partner takes it out. */
static void half_add(cit_game *g, int pi) {
    if (g->nhalf < MAX_HALF_CELLS) g->half_cells[g->nhalf++] = (uint8_t)pi;
}

static void half_remove(cit_game *g, int pi) {
    for (int i = 0; i < g->nhalf; i++)
        if (g->half_cells[i] == pi) {
            g->half_cells[i] = g->half_cells[--g->nhalf];
            return;
        }
}

static void frontier_remove(cit_game *g, int c);

/*
 * After a triangle's frontier update: a lone triangle's cell joins the half cells, a
 * second one's leaves them; and an empty cell beside a side the triangle shows no edge
 * on, which frontier_touch let in with key 0 (the frontier's keys are otherwise never
 * 0: every square shows an edge on every side), leaves the frontier again: nothing may
 * touch the board only through an open diagonal (RULES.md §4). Done here, where only a
 * triangle comes, rather than as a test in frontier_touch that every square would pay.
 */
static void triangle_placed(cit_game *g, int pi, int first_in_cell) {
    const piece *p = &g->pieces[pi];
    if (first_in_cell) half_add(g, pi);
    else half_remove(g, p->partner - 1);
    for (int s = 0; s < 4; s++) {
        if (g->cat->edge[p->tile][p->rot][s]) continue;
        int slot = cell_frontier_slot(g, p->x + dir_dx[s], p->y + dir_dy[s]);
        if (slot >= 0 && g->frontier_key[slot] == 0) frontier_remove(g, g->frontier[slot].cell);
    }
}

static void frontier_remove(cit_game *g, int c) {
    int slot = g->cells[c].front - 1;
    if (slot < 0) return; /* callers never pass a cell beyond a wall */
    int last = --g->nfrontier;
    g->frontier[slot] = g->frontier[last];
    g->frontier_key[slot] = g->frontier_key[last];
    g->cells[g->frontier[slot].cell].front = (uint8_t)(slot + 1);
    g->cells[c].front = 0;
}

#define FRONTIER_SPARE (MAX_FRONTIER + 1)

/*
 * The empty neighbour n (at nx,ny) of a new tile enters the frontier or learns the edge
 * `bits` the tile shows it (already at its place in the key). A cell joins the frontier
 * the first time a neighbour is filled, so a newcomer's key is just that edge (a square
 * shows one on every side; after a triangle, triangle_placed takes out again a cell that
 * joined only through a side the triangle shows no edge on). Whether a
 * neighbour is filled, new or known is a coin toss in random games, so this writes every
 * case and keeps the right one instead of branching. *nf is the frontier's length, kept
 * in a local by the caller (byte stores could alias it and force reloads). Returns what
 * fills n (0 if empty).
 */
static inline int frontier_touch(cit_game *g, int *nf, int n, int nx, int ny, unsigned bits) {
    board_cell *cell = &g->cells[n];
    int filled = cell->piece, slot = cell->front - 1, count = *nf;
    int fresh = (filled == 0) & (slot < 0) & (count < MAX_FRONTIER);
    frontier_cell *f = &g->frontier[count]; /* kept only if fresh */
    f->cell = (uint16_t)n;
    f->x = (int8_t)nx;
    f->y = (int8_t)ny;
    g->frontier_key[count] = 0;
    int keep = -fresh; /* all ones if fresh; masks, as compilers turn ?: into jumps */
    slot = (slot & ~keep) | (count & keep);
    *nf = count + fresh;
    cell->front = (uint8_t)(slot + 1); /* stays 0 for a filled cell */
    int none = slot >> 31;             /* all ones if n is filled (or the list full) */
    g->frontier_key[(slot & ~none) | (FRONTIER_SPARE & none)] |= (uint8_t)bits;
    return filled;
}

/* The four neighbours of a new tile, written out so every side's offsets are constants;
   around[d] is what fills the neighbour on side d, the result the mask of filled sides. */
static inline __attribute__((always_inline)) unsigned frontier_update(cit_game *g, const piece *p, uint8_t around[4]) {
    unsigned shown = g->cat->shown[p->tile][p->rot];
    int x = p->x, y = p->y, row = (y & (BOARD_DIM - 1)) << 7, col = x & (BOARD_DIM - 1);
    int up = ((y - 1) & (BOARD_DIM - 1)) << 7, down = ((y + 1) & (BOARD_DIM - 1)) << 7;
    int right = (x + 1) & (BOARD_DIM - 1), left = (x - 1) & (BOARD_DIM - 1);
    int nf = g->nfrontier;
    int n = frontier_touch(g, &nf, up | col, x, y - 1, shown & (3u << 2 * CIT_SIDE_S));
    int e = frontier_touch(g, &nf, row | right, x + 1, y, shown & (3u << 2 * CIT_SIDE_W));
    int s = frontier_touch(g, &nf, down | col, x, y + 1, shown & (3u << 2 * CIT_SIDE_N));
    int w = frontier_touch(g, &nf, row | left, x - 1, y, shown & (3u << 2 * CIT_SIDE_E));
    g->nfrontier = (uint8_t)nf;
    around[CIT_SIDE_N] = (uint8_t)n;
    around[CIT_SIDE_E] = (uint8_t)e;
    around[CIT_SIDE_S] = (uint8_t)s;
    around[CIT_SIDE_W] = (uint8_t)w;
    return (unsigned)(n != 0) | (unsigned)(e != 0) << 1 | (unsigned)(s != 0) << 2 | (unsigned)(w != 0) << 3;
}

/* Fresh nodes for every feature of piece pi. */
static inline __attribute__((always_inline)) void init_nodes(cit_game *g, int pi) {
    piece *p = &g->pieces[pi];
    const cit_node_seed *seed = g->cat->seed[p->tile];
    int nfeat = g->cat->set.tiles[p->tile].nfeat, first = g->nnodes;
    p->node0 = (uint16_t)first;
    p->nfeat = (uint8_t)nfeat;
    node *n = &g->nodes[first];
    for (int f = 0; f < nfeat; f++, n++) {
        n->parent = n->next = (uint16_t)(first + f);
        n->piece = (uint16_t)pi;
        n->seed = seed[f];
        n->meeple_word = 0;
    }
    g->nnodes = (uint16_t)(first + nfeat);
}

/* A cell written apart from a tile and its neighbours joins the box of written cells
   (internal.h, box_lo_x); tiles join it only when the game is copied (copy.c). */
static void box_grow(cit_game *g, int x, int y) {
    if (x < g->box_lo_x) g->box_lo_x = (int8_t)x;
    if (x > g->box_hi_x) g->box_hi_x = (int8_t)x;
    if (y < g->box_lo_y) g->box_lo_y = (int8_t)y;
    if (y > g->box_hi_y) g->box_hi_y = (int8_t)y;
}

/* Lays a tile part (the square's whole path: a triangle adds triangle_placed after it). */
static inline __attribute__((always_inline)) int place_piece(cit_game *g, int tile, int x, int y, int rot) {
    int pi = g->npieces++;
    piece *p = &g->pieces[pi];
    int c = cell_index(x, y);
    p->x = (int8_t)x;
    p->y = (int8_t)y;
    p->tile = (cit_tile_id)tile;
    p->rot = (uint8_t)rot;
    p->partner = 0;
    p->player = g->player;
    init_nodes(g, pi);
    int first_in_cell = g->cells[c].piece == 0;
    if (first_in_cell) {
        g->cells[c].piece = (uint8_t)(pi + 1);
        frontier_remove(g, c);
    } else {
        piece *other = &g->pieces[g->cells[c].piece - 1];
        other->partner = (uint8_t)(pi + 1);
        p->partner = g->cells[c].piece;
    }
    uint8_t around[4];
    unsigned filled = frontier_update(g, p, around);
    feat_connect_piece(g, pi, around, filled);
    return pi;
}

static __attribute__((noinline)) int place_triangle(cit_game *g, int tile, int x, int y, int rot) {
    int first_in_cell = g->cells[cell_index(x, y)].piece == 0;
    int pi = place_piece(g, tile, x, y, rot);
    triangle_placed(g, pi, first_in_cell);
    return pi;
}

/* Places a tile part whose legality the caller has checked; returns its piece index.
   The shape is tested first, before anything the square's path keeps in registers. */
int board_place_piece(cit_game *g, int tile, int x, int y, int rot) {
    if (__builtin_expect(tile_is_triangle(g->cat, tile), 0)) return place_triangle(g, tile, x, y, rot);
    return place_piece(g, tile, x, y, rot);
}

void board_open_cell(cit_game *g, int x, int y) {
    int c = cell_index(x, y);
    if (g->cells[c].piece || g->cells[c].front || g->nfrontier >= MAX_FRONTIER) return;
    box_grow(g, x, y);
    int slot = g->nfrontier++;
    g->frontier[slot].cell = (uint16_t)c;
    g->frontier[slot].x = (int8_t)x;
    g->frontier[slot].y = (int8_t)y;
    g->frontier_key[slot] = 0;
    g->cells[c].front = (uint8_t)(slot + 1);
}

/* ---- walls on cell edges and overlays on cells (board model for later modules) ---- */

/* Walls are few (at most MAX_WALLS) and looked up only by the decisions that build
   them, never by placement: the cells outside are marked in the cell array instead. */
int board_wall_at(const cit_game *g, int x, int y, int side) {
    int ox = x + dir_dx[side], oy = y + dir_dy[side], oside = (side + 2) & 3;
    for (int i = 0; i < g->nwalls; i++) {
        const wall_piece *w = &g->walls[i];
        if ((w->x == x && w->y == y && w->side == side) || (w->x == ox && w->y == oy && w->side == oside))
            return i + 1;
    }
    return 0;
}

int board_beyond_wall(const cit_game *g, int x, int y) {
    return g->cells[cell_index(x, y)].front == CELL_BEYOND_WALL && !cell_piece_at(g, x, y);
}

int board_add_wall(cit_game *g, int x, int y, int side, int kind) {
    int ox = x + dir_dx[side], oy = y + dir_dy[side];
    if (board_wall_at(g, x, y, side) || g->nwalls >= MAX_WALLS || cell_piece_at(g, ox, oy)) return 0;
    wall_piece *w = &g->walls[g->nwalls++];
    w->x = (int8_t)x;
    w->y = (int8_t)y;
    w->side = (uint8_t)side;
    w->owner = 0;
    w->kind = (uint8_t)kind;
    w->by = g->player;
    board_close_cell(g, ox, oy); /* the cell outside leaves the frontier for good */
    return g->nwalls;
}

void board_close_cell(cit_game *g, int x, int y) {
    int c = cell_index(x, y);
    if (g->cells[c].piece) return;
    box_grow(g, x, y);
    if (g->cells[c].front != CELL_BEYOND_WALL && g->cells[c].front) frontier_remove(g, c);
    g->cells[c].front = CELL_BEYOND_WALL;
}

const overlay *board_overlay_at(const cit_game *g, int x, int y) {
    for (int i = 0; i < g->noverlays; i++)
        if (g->overlays[i].x == x && g->overlays[i].y == y) return &g->overlays[i];
    return NULL;
}

/* At most one overlay per cell. Returns 1 if added. */
int board_add_overlay(cit_game *g, int x, int y, int kind, int axis) {
    if (board_overlay_at(g, x, y) || g->noverlays >= MAX_OVERLAYS) return 0;
    overlay *o = &g->overlays[g->noverlays++];
    o->x = (int8_t)x;
    o->y = (int8_t)y;
    o->kind = (uint8_t)kind;
    o->axis = (uint8_t)axis;
    o->owner = 0;
    return 1;
}
