/* The City's wall: whether the gate or a piece still lets the wall close round every
   tile (RULES.md §5), for every candidate of a listing on one picture of the town: a
   walk that keeps the city on its right, instead of a shortest-path search per candidate
   (docs/architecture.md, The City's wall). */
#include "city_wall.h"

#include <string.h>

/* per cell of the picture: a wall on side s (1 << s), a tile, outside a wall; per corner
   (the cell's north-west one, same index): an end of a wall piece */
enum { AT_TILE = 16, AT_BEYOND = 32, AT_CORNER = 64 };

/* The crossings of the gate tile's ray (eastwards from its middle) by a piece. */
static int crosses_ray(int x, int y, int side, int gx, int gy) {
    if (y != gy) return 0;
    return side == CIT_SIDE_E ? x + 1 > gx : side == CIT_SIDE_W ? x > gx : 0;
}

static void grow(int *minx, int *miny, int *maxx, int *maxy, int x, int y) {
    if (x < *minx) *minx = x;
    if (x + 1 > *maxx) *maxx = x + 1;
    if (y < *miny) *miny = y;
    if (y + 1 > *maxy) *maxy = y + 1;
}

/* Marks a piece on side `side` of cell x,y: its side on both cells, the outer one out
   of bounds for tiles, its two corners. */
static void mark_piece(city_town *t, int x, int y, int side) {
    int i = (y - t->y0) * t->w + (x - t->x0), o = i + dir_dy[side] * t->w + dir_dx[side];
    int x0, y0, x1, y1;
    city_edge_corners(x, y, side, &x0, &y0, &x1, &y1);
    t->at[i] |= (uint8_t)(1 << side);
    t->at[o] |= (uint8_t)(1 << ((side + 2) & 3) | AT_BEYOND);
    t->at[(y0 - t->y0) * t->w + (x0 - t->x0)] |= AT_CORNER;
    t->at[(y1 - t->y0) * t->w + (x1 - t->x0)] |= AT_CORNER;
}

void city_town_init(city_town *t, const cit_game *g, int gate) {
    const city_state *c = city_of(g);
    int b[4];
    tile_bounds(g, b);
    int minx = b[0], miny = b[1], maxx = b[2] + 1, maxy = b[3] + 1;
    t->g = g;
    t->gate = gate;
    t->gx = t->gy = t->odd = 0;
    t->head_dir = 0;
    int nwall = gate ? 0 : g->nwalls;
    for (int i = 0; i < nwall; i++) {
        const wall_piece *w = &g->walls[i];
        grow(&minx, &miny, &maxx, &maxy, w->x, w->y);
        if (w->kind == CIT_WALL_GATE) t->gx = w->x, t->gy = w->y;
    }
    for (int i = 0; i < nwall; i++) {
        const wall_piece *w = &g->walls[i];
        int x0, y0, x1, y1;
        t->odd ^= crosses_ray(w->x, w->y, w->side, t->gx, t->gy);
        city_edge_corners(w->x, w->y, w->side, &x0, &y0, &x1, &y1);
        if (x1 == c->bx && y1 == c->by)
            for (int d = 0; d < 4; d++)
                if (x0 + dir_dx[d] == x1 && y0 + dir_dy[d] == y1) t->head_dir = d;
    }
    t->minx = minx, t->miny = miny, t->maxx = maxx, t->maxy = maxy;
    /* a candidate's cell widens the corners by at most one, the walk may go one beyond
       them and reads the cells round every corner it reaches: three more all round */
    t->x0 = minx - 3, t->y0 = miny - 3, t->w = maxx - minx + 7, t->h = maxy - miny + 7;
    t->ok = t->w * t->h <= CITY_TOWN_CORNERS;
    if (!t->ok) return;
    memset(t->at, 0, (size_t)(t->w * t->h));
    for (int i = 0; i < g->npieces; i++)
        t->at[(g->pieces[i].y - t->y0) * t->w + (g->pieces[i].x - t->x0)] |= AT_TILE;
    for (int i = 0; i < nwall; i++) mark_piece(t, g->walls[i].x, g->walls[i].y, g->walls[i].side);
}

/* The cell on the right of a step from a corner in direction d (N E S W), and the side
   of that cell the step runs along. */
static const int8_t step_right[4][3] = {{0, -1, CIT_SIDE_W}, {0, 0, CIT_SIDE_N}, {-1, 0, CIT_SIDE_E}, {-1, -1, CIT_SIDE_S}};

/* A walk from the head to the tail over the completion's steps (wall.c, completion: no
   wall on the edge, the cell on its right not outside a wall, the one on its left no
   tile, no corner of the wall touched but the head and the tail, inside the corners
   [lo, hi] one beyond the town's), arriving with the crossings of the gate's ray that
   make the whole wall's odd. Depth first over (corner, crossings odd or even), trying a
   right turn first, then straight on, left, back: the walk hugs the city and meets the
   tail after about the completion's length. The stack is the path: written to path
   (cap pieces) when it touches no corner twice. Returns 1 if the tail was reached. */
typedef struct {
    int head, tail, want, dir;
    int lox, loy, hix, hiy; /* the corners a step may reach */
    int gx, gy;
} walk_ends;

static int walk(city_town *t, const walk_ends *e, int8_t (*path)[3], int *npath) {
    enum { MAX_STATES = 2 * CITY_TOWN_CORNERS };
    uint16_t at_i[MAX_STATES];
    int8_t at_x[MAX_STATES], at_y[MAX_STATES];
    uint8_t meta[MAX_STATES]; /* parity | the next turn to try << 1 | arrival dir << 4 */
    static const int8_t turns[4] = {1, 0, 3, 2};
    const uint8_t *at = t->at;
    uint8_t *seen = t->seen;
    const int w = t->w, off[4] = {-w, 1, w, -1};
    /* the cell on the right and on the left of a step from corner i in direction d */
    const int right[4] = {-w, 0, -1, -w - 1}, left[4] = {-w - 1, -w, 0, -1};
    memset(seen, 0, (size_t)(w * t->h));
    int sp = 0;
    at_i[0] = (uint16_t)e->head;
    at_x[0] = (int8_t)(e->head % w + t->x0), at_y[0] = (int8_t)(e->head / w + t->y0);
    meta[0] = (uint8_t)(e->dir << 4);
    seen[e->head] = 1;
    sp = 1;
    while (sp) {
        int top = sp - 1, m = meta[top], k = m >> 1 & 7;
        if (k == 4) {
            sp--;
            continue;
        }
        meta[top] = (uint8_t)(m + 2);
        int d = ((m >> 4) + turns[k]) & 3, i = at_i[top], x = at_x[top], y = at_y[top];
        int nx = x + dir_dx[d], ny = y + dir_dy[d];
        if (nx < e->lox || nx > e->hix || ny < e->loy || ny > e->hiy) continue;
        if (at[i + right[d]] & ((1 << ((d + 3) & 3)) | AT_BEYOND) || at[i + left[d]] & AT_TILE) continue;
        int j = i + off[d], q = m & 1;
        if (x > e->gx && ((d == CIT_SIDE_S && y == e->gy) || (d == CIT_SIDE_N && y == e->gy + 1))) q ^= 1;
        if (j == e->tail) {
            if (q != e->want) continue;
            *npath = 0;
            if (path) { /* the stack, then this last step; kept only if no corner repeats */
                int simple = 1;
                for (int s = 0; s < sp && simple; s++) simple = !(seen[at_i[s]] == 3);
                if (simple && sp <= CITY_MAX_COMPLETION) {
                    for (int s = 0; s < sp; s++) {
                        int sd = s + 1 < sp ? meta[s + 1] >> 4 : d;
                        path[s][0] = (int8_t)(at_x[s] + step_right[sd][0]);
                        path[s][1] = (int8_t)(at_y[s] + step_right[sd][1]);
                        path[s][2] = step_right[sd][2];
                    }
                    *npath = sp;
                }
            }
            return 1;
        }
        if (at[j] & AT_CORNER || seen[j] >> q & 1) continue;
        seen[j] |= (uint8_t)(1 << q);
        at_i[sp] = (uint16_t)j, at_x[sp] = (int8_t)nx, at_y[sp] = (int8_t)ny;
        meta[sp] = (uint8_t)(q | d << 4);
        sp++;
    }
    return 0;
}

int city_town_can_close(city_town *t, int x, int y, int side, int8_t (*path)[3], int *npath) {
    const cit_game *g = t->g;
    const city_state *c = city_of(g);
    int dummy;
    if (!npath) npath = &dummy;
    *npath = 0;
    if (!t->ok) return city_wall_can_close_plain(g, x, y, side, t->gate);
    int x0, y0, x1, y1;
    city_edge_corners(x, y, side, &x0, &y0, &x1, &y1);
    int ax = c->ax, ay = c->ay, bx = c->bx, by = c->by, gx = t->gx, gy = t->gy, dir = t->head_dir;
    if (t->gate) {
        ax = x0, ay = y0, bx = x1, by = y1, gx = x, gy = y;
    } else if (x0 == bx && y0 == by) {
        bx = x1, by = y1;
    } else {
        ax = x0, ay = y0;
    }
    if (t->gate || (bx == x1 && by == y1))
        for (int d = 0; d < 4; d++)
            if (x0 + dir_dx[d] == x1 && y0 + dir_dy[d] == y1) dir = d;
    if (!t->gate && ax == bx && ay == by) { /* it closes the wall */
        const int8_t closing[1][3] = {{(int8_t)x, (int8_t)y, (int8_t)side}};
        return city_encloses_every_tile(g, closing, 1);
    }
    int minx = t->minx, miny = t->miny, maxx = t->maxx, maxy = t->maxy;
    grow(&minx, &miny, &maxx, &maxy, x, y);
    walk_ends e = {0, 0, 0, dir, minx - 1, miny - 1, maxx + 1, maxy + 1, gx, gy};
    e.head = (by - t->y0) * t->w + (bx - t->x0);
    e.tail = (ay - t->y0) * t->w + (ax - t->x0);
    /* the whole wall's crossings odd: the walk's make up what the laid wall lacks */
    e.want = (t->odd ^ crosses_ray(x, y, side, gx, gy)) ^ 1;
    /* the piece imagined on the picture for the walk, then taken off again */
    int i = (y - t->y0) * t->w + (x - t->x0), o = i + dir_dy[side] * t->w + dir_dx[side];
    int c0 = (y0 - t->y0) * t->w + (x0 - t->x0), c1 = (y1 - t->y0) * t->w + (x1 - t->x0);
    uint8_t keep_i = t->at[i], keep_o = t->at[o], keep_c0 = t->at[c0], keep_c1 = t->at[c1];
    mark_piece(t, x, y, side);
    int found = walk(t, &e, path, npath);
    t->at[c1] = keep_c1, t->at[c0] = keep_c0, t->at[o] = keep_o, t->at[i] = keep_i;
    return found;
}
