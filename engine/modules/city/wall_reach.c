/* The City's wall: whether the gate or a piece still lets the wall close round every
   tile (RULES.md §5), for every candidate of a listing on one picture of the town: a
   walk that keeps the city on its right, instead of a shortest-path search per candidate
   (docs/architecture.md, The City's wall). */
#include "city_wall.h"

#include <string.h>

/* per cell of the picture: a wall on side s (1 << s), a tile, outside a wall; per corner
   (the cell's north-west one, same index): an end of a wall piece, beyond the corners a
   completion may reach (one more all round than the town's; a candidate's cell may add
   a row or column, opened for its walk) */
enum { AT_TILE = 16, AT_BEYOND = 32, AT_CORNER = 64, AT_OUT = 128 };

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
    t->klen = t->kidx_clear = t->outer_done = 0;
    t->blk_n = -1;
    if (!t->ok) return;
    memset(t->at, 0, (size_t)(t->w * t->h));
    if (gate) memset(t->on_loop, 0, (size_t)(t->w * t->h));
    for (int i = 0; i < g->npieces; i++)
        t->at[(g->pieces[i].y - t->y0) * t->w + (g->pieces[i].x - t->x0)] |= AT_TILE;
    for (int i = 0; i < nwall; i++) mark_piece(t, g->walls[i].x, g->walls[i].y, g->walls[i].side);
    /* the two outermost rows and columns (no tile, wall or outer cell reaches them) */
    memset(t->at, AT_OUT, (size_t)(2 * t->w));
    memset(t->at + (t->h - 2) * t->w, AT_OUT, (size_t)(2 * t->w));
    for (int y = 2; y < t->h - 2; y++) {
        uint8_t *row = t->at + y * t->w;
        row[0] = row[1] = row[t->w - 2] = row[t->w - 1] = AT_OUT;
    }
}

void city_town_outer(city_town *t) {
    const int w = t->w;
    uint16_t queue[CITY_TOWN_CORNERS];
    int n = 0, lo = (t->minx - t->x0), hi = (t->maxx - 1 - t->x0), top = (t->miny - t->y0), bot = (t->maxy - 1 - t->y0);
    /* every cell beyond the tiles' box is outside; inside it, the empty cells joined to
       its border through empty cells */
    memset(t->outer, 1, (size_t)(w * t->h));
    for (int y = top; y <= bot; y++) memset(t->outer + y * w + lo, 0, (size_t)(hi - lo + 1));
    for (int y = top; y <= bot; y++) /* the box's border: its empty cells start the flood */
        for (int x = lo; x <= hi; x += y == top || y == bot || x == hi ? 1 : hi - lo) {
            int i = y * w + x;
            if (!(t->at[i] & AT_TILE)) t->outer[i] = 1, queue[n++] = (uint16_t)i;
        }
    for (int k = 0; k < n; k++) {
        const int off[4] = {-w, 1, w, -1};
        for (int d = 0; d < 4; d++) {
            int j = queue[k] + off[d];
            if (t->outer[j] || t->at[j] & AT_TILE) continue;
            t->outer[j] = 1;
            queue[n++] = (uint16_t)j;
        }
    }
    t->outer_done = 1;
}

/* The cell on the right of a step from a corner in direction d (N E S W), and the side
   of that cell the step runs along. */
static const int8_t step_right[4][3] = {{0, -1, CIT_SIDE_W}, {0, 0, CIT_SIDE_N}, {-1, 0, CIT_SIDE_E}, {-1, -1, CIT_SIDE_S}};

/* Whether a step from corner x,y in direction d crosses the gate tile's ray. */
static int step_crosses(int x, int y, int d, int gx, int gy) {
    return x > gx && ((d == CIT_SIDE_S && y == gy) || (d == CIT_SIDE_N && y == gy + 1));
}

/* A walk from the head to the tail over the completion's steps (wall.c, completion: no
   wall on the edge, the cell on its right not outside a wall, the one on its left no
   tile, no corner of the wall touched but the head and the tail, inside the corners
   [lo, hi] one beyond the town's), arriving with the crossings of the gate tile's ray
   that make the whole wall's odd. Depth first over (corner, crossings odd or even),
   trying a right turn first, then straight on, left, back: the walk hugs the city and
   meets the tail after about the completion's length. */
typedef struct {
    int start, q0, dir;     /* where the walk starts, its crossings so far, its last step */
    int tail, want;         /* where it must arrive, and with which crossings */
    int lox, loy, hix, hiy; /* the corners a step may reach */
    int gx, gy;             /* the gate's cell */
    int outer, far;         /* the candidate's outer cell and the corner it adds to the wall */
    int cx, cy, ox, oy;     /* the candidate's cell and its outer cell */
    int join;               /* a corner of the known path ends the walk (a piece at the head) */
} walk_ends;

/* Opens (or closes again) the corners a candidate's cell adds to those a step may
   reach: the row or column beyond the town's on each side where its cell lies outside. */
static void fence(city_town *t, const walk_ends *e, int open) {
    int lo[2] = {e->lox - t->x0, e->loy - t->y0}, hi[2] = {e->hix - t->x0, e->hiy - t->y0};
    for (int axis = 0; axis < 2; axis++)
        for (int k = 0; k < 2; k++) {
            int line = k ? hi[axis] : lo[axis];
            if (line >= 2 && line < (axis ? t->h : t->w) - 2) continue; /* the town's own */
            for (int u = lo[!axis]; u <= hi[!axis]; u++) {
                int i = axis ? line * t->w + u : u * t->w + line;
                t->at[i] = (uint8_t)(open ? t->at[i] & ~AT_OUT : t->at[i] | AT_OUT);
            }
        }
}

/* Whether the known path from its corner s on (to the tail) completes the wall for this
   candidate, reached with crossings q. It was found for another piece: this one differs
   by its outer cell (no step may have it on the right), its far corner (no step may
   touch it) and the corners a step may reach; every other step the town allows. */
static int joins_known(const city_town *t, const walk_ends *e, int s, int q) {
    if ((q ^ t->kq[s] ^ t->kq[t->klen]) != e->want) return 0;
    const int w = t->w, right[4] = {-w, 0, -1, -w - 1};
    for (int r = s; r < t->klen; r++) {
        int x = t->kx[r], y = t->ky[r], i = (y - t->y0) * w + (x - t->x0);
        if (x < e->lox || x > e->hix || y < e->loy || y > e->hiy) return 0;
        if ((r > s && i == e->far) || i + right[t->kd[r]] == e->outer) return 0;
    }
    return 1;
}

/* Keeps the path walked (the walk's stack, then its last step d) as the known one: for a
   piece at the head (at_head) the piece's own step from the head comes first, at the
   tail its step into the old tail last. */
static void keep_known(city_town *t, const walk_ends *e, int at_head, const uint16_t *at_i, const int8_t *at_x,
                       const int8_t *at_y, const uint8_t *meta, int sp, int d, int q) {
    const int w = t->w;
    if (sp + 2 > CITY_MAX_COMPLETION) return;
    if (!t->kidx_clear) memset(t->kidx, 0, (size_t)(w * t->h));
    t->kidx_clear = 1;
    for (int r = 0; r < t->klen; r++) t->kidx[(t->ky[r] - t->y0) * w + (t->kx[r] - t->x0)] = 0;
    const city_state *c = city_of(t->g);
    int n = 0, lift = 0; /* lift: the head's piece's crossing, counted from the head */
    if (at_head) {
        int hd = meta[0] >> 4;
        t->kx[0] = (int8_t)c->bx, t->ky[0] = (int8_t)c->by, t->kd[0] = (uint8_t)hd, t->kq[0] = 0;
        lift = step_crosses(c->bx, c->by, hd, e->gx, e->gy);
        n = 1;
    }
    for (int r = 0; r < sp; r++, n++) {
        t->kx[n] = at_x[r], t->ky[n] = at_y[r];
        t->kd[n] = (uint8_t)(r + 1 < sp ? meta[r + 1] >> 4 : d);
        t->kq[n] = (uint8_t)((meta[r] & 1) ^ lift);
        if (!t->kidx[at_i[r]]) t->kidx[at_i[r]] = (uint8_t)(n + 1);
    }
    int ex = at_x[sp - 1] + dir_dx[d], ey = at_y[sp - 1] + dir_dy[d]; /* where the walk arrived */
    t->kx[n] = (int8_t)ex, t->ky[n] = (int8_t)ey, t->kq[n] = (uint8_t)(q ^ lift);
    if (!at_head) { /* on into the old tail along the piece */
        int td = 0;
        for (int k = 0; k < 4; k++)
            if (ex + dir_dx[k] == c->ax && ey + dir_dy[k] == c->ay) td = k;
        t->kd[n] = (uint8_t)td;
        t->kidx[(ey - t->y0) * w + (ex - t->x0)] = (uint8_t)(n + 1);
        n++;
        t->kx[n] = c->ax, t->ky[n] = c->ay, t->kq[n] = (uint8_t)(q ^ step_crosses(ex, ey, td, e->gx, e->gy));
    }
    t->klen = n;
}

static const int8_t turns[4] = {1, 0, 3, 2};

/* The walk (seen: the states already visited or barred). The stack is the path: on
   arrival it becomes the town's known path (keep: 1 a piece at the head, 2 at the tail)
   and is written to path when it touches no corner twice. Returns 1 if the tail was
   reached. */
static int walk(city_town *t, const walk_ends *e, int keep, int8_t (*path)[3], int *npath) {
    enum { MAX_STATES = 2 * CITY_TOWN_CORNERS };
    uint16_t at_i[MAX_STATES];
    int8_t at_x[MAX_STATES], at_y[MAX_STATES];
    uint8_t meta[MAX_STATES]; /* crossings | the next turn to try << 1 | arrival dir << 4 */
    const uint8_t *at = t->at;
    uint8_t *seen = t->seen;
    const int w = t->w, off[4] = {-w, 1, w, -1};
    /* the cell on the right and on the left of a step from corner i in direction d */
    const int right[4] = {-w, 0, -1, -w - 1}, left[4] = {-w - 1, -w, 0, -1};
    at_i[0] = (uint16_t)e->start;
    at_x[0] = (int8_t)(e->start % w + t->x0), at_y[0] = (int8_t)(e->start / w + t->y0);
    meta[0] = (uint8_t)(e->q0 | e->dir << 4);
    int sp = 1;
    while (sp) {
        int top = sp - 1, m = meta[top], k = m >> 1 & 7;
        if (k == 4) {
            sp--;
            continue;
        }
        meta[top] = (uint8_t)(m + 2);
        int d = ((m >> 4) + turns[k]) & 3, i = at_i[top], x = at_x[top], y = at_y[top];
        if (at[i + right[d]] & ((1 << ((d + 3) & 3)) | AT_BEYOND) || at[i + left[d]] & AT_TILE) continue;
        int j = i + off[d], q = (m & 1) ^ step_crosses(x, y, d, e->gx, e->gy);
        if (j == e->tail) {
            if (q != e->want) continue;
            if (keep) keep_known(t, e, keep == 1, at_i, at_x, at_y, meta, sp, d, q);
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
        if (at[j] & (AT_CORNER | AT_OUT) || seen[j] >> q & 1) continue;
        if (e->join && t->kidx[j] && joins_known(t, e, t->kidx[j] - 1, q)) return 1;
        seen[j] |= (uint8_t)(1 << q);
        at_i[sp] = (uint16_t)j, at_x[sp] = (int8_t)(x + dir_dx[d]), at_y[sp] = (int8_t)(y + dir_dy[d]);
        meta[sp] = (uint8_t)(q | d << 4);
        sp++;
    }
    return 0;
}

/* A piece at the tail: the known path is followed from the head while it stays one this
   candidate allows (as joins_known asks) up to the new tail, or to its corner before the
   old tail, where a walk goes on, the corners followed barred. Returns 1 if that reaches
   the new tail, 0 if it cannot tell (the whole walk answers then). */
static int follow_known(city_town *t, walk_ends e) {
    const int w = t->w, right[4] = {-w, 0, -1, -w - 1};
    int last = t->klen - 1;
    memset(t->seen, 0, (size_t)(w * t->h));
    for (int r = 0;; r++) {
        int x = t->kx[r], y = t->ky[r], i = (y - t->y0) * w + (x - t->x0);
        if (x < e.lox || x > e.hix || y < e.loy || y > e.hiy) return 0;
        if (r && i == e.tail) return t->kq[r] == e.want;
        e.start = i, e.q0 = t->kq[r], e.dir = r ? t->kd[r - 1] : e.dir;
        if (r == last) break;
        if (i + right[t->kd[r]] == e.outer) return 0;
        t->seen[i] = 3;
    }
    t->seen[e.start] = (uint8_t)(1 << e.q0);
    fence(t, &e, 1);
    int found = walk(t, &e, 0, NULL, NULL);
    fence(t, &e, 0);
    return found;
}

/* The cell offsets round a corner of the picture (w wide): the cell on the right and on
   the left of a step in each direction, the next corner. */
typedef struct {
    int right[4], left[4], next[4];
} step_offsets;

static step_offsets offsets(int w) {
    step_offsets o = {{-w, 0, -1, -w - 1}, {-w - 1, -w, 0, -1}, {-w, 1, w, -1}};
    return o;
}

/* Whether the cells round corner i let a step in direction d be a completion's (walk()
   checks the same, and the corners a step may reach). */
static inline int cells_allow(const uint8_t *at, const step_offsets *o, int i, int d) {
    return !(at[i + o->right[d]] & ((1 << ((d + 3) & 3)) | AT_BEYOND) || at[i + o->left[d]] & AT_TILE);
}

/* Where corner x,y lies on the border of the corners a step may reach, counted
   anticlockwise (west along the top first) from its north-east corner. */
static int border_at(const walk_ends *e, int x, int y) {
    int wd = e->hix - e->lox, ht = e->hiy - e->loy;
    if (y == e->loy) return e->hix - x;
    if (x == e->lox) return wd + (y - e->loy);
    if (y == e->hiy) return wd + ht + (x - e->lox);
    return 2 * wd + ht + (e->hiy - y);
}

enum { MAX_BLOCKED = CITY_TOWN_BLOCKED };

/* Adds to out (n so far) the clockwise steps along the border that have cell x,y on
   their right, if it is one of the ring of cells just inside the border. */
static int block_beside(const walk_ends *e, int x, int y, int *out, int n) {
    if (x < e->lox || x > e->hix - 1 || y < e->loy || y > e->hiy - 1) return n;
    if (y == e->loy && n < MAX_BLOCKED) out[n++] = border_at(e, x, e->loy);         /* east along the top */
    if (x == e->hix - 1 && n < MAX_BLOCKED) out[n++] = border_at(e, e->hix, y);     /* south down the east */
    if (y == e->hiy - 1 && n < MAX_BLOCKED) out[n++] = border_at(e, x + 1, e->hiy); /* west along the bottom */
    if (x == e->lox && n < MAX_BLOCKED) out[n++] = border_at(e, e->lox, y + 1);     /* north up the west */
    return n;
}

/* The border's corners from which a clockwise step along it is not allowed: their
   places (border_at) into out; how many, or -1 if too many. Such a step has one of the
   ring of cells just inside the border on its right (the cell on its left is beyond the
   town: never a tile), and no wall lies on the border, so only a wall piece's outer
   cell there blocks it: the laid pieces' and the candidate's are all there are. */
static int clockwise_blocked(city_town *t, const walk_ends *e, int *out) {
    int n = 0;
    /* the laid pieces' share: the same for every candidate whose corners are the same */
    if (t->blk_n >= 0 && t->blk_box[0] == e->lox && t->blk_box[1] == e->loy && t->blk_box[2] == e->hix &&
        t->blk_box[3] == e->hiy) {
        n = t->blk_n;
        memcpy(out, t->blk, (size_t)n * sizeof *out);
    } else {
        for (int k = 0, nwall = t->gate ? 0 : t->g->nwalls; k < nwall; k++) {
            const wall_piece *w = &t->g->walls[k];
            n = block_beside(e, w->x + dir_dx[w->side], w->y + dir_dy[w->side], out, n);
        }
        t->blk_box[0] = e->lox, t->blk_box[1] = e->loy, t->blk_box[2] = e->hix, t->blk_box[3] = e->hiy;
        t->blk_n = n;
        memcpy(t->blk, out, (size_t)n * sizeof *out);
    }
    n = block_beside(e, e->ox, e->oy, out, n);
    return n >= MAX_BLOCKED ? -1 : n;
}

/* One step of a walk built by hand from corner x,y (index i, crossings q) in direction
   d, checked as walk() checks it: forward (the walk goes this way) or back (the walk
   comes the other way: the step back to x,y is checked). Returns 1 if allowed (moved
   on), 0 if not, 2 if going forward it arrives at the tail with the crossings wanted. */
typedef struct {
    int x, y, i, q;
} hand_at;

static inline int hand_step(const city_town *t, const walk_ends *e, const step_offsets *o, int back, int d, hand_at *h) {
    if (!back) {
        if (!cells_allow(t->at, o, h->i, d)) return 0;
        h->q ^= step_crosses(h->x, h->y, d, e->gx, e->gy);
    }
    h->x += dir_dx[d], h->y += dir_dy[d], h->i += o->next[d];
    if (back) {
        if (!cells_allow(t->at, o, h->i, (d + 2) & 3)) return 0;
        h->q ^= step_crosses(h->x, h->y, (d + 2) & 3, e->gx, e->gy);
    } else if (h->i == e->tail) {
        return h->q == e->want ? 2 : 0;
    }
    return !(t->at[h->i] & AT_CORNER);
}

static inline int inside_border(const walk_ends *e, const hand_at *h) {
    return h->x > e->lox && h->x < e->hix && h->y > e->loy && h->y < e->hiy;
}

/* Straight on in direction d to the border (hand_step's answers; 1: on the border). */
static int line_out(const city_town *t, const walk_ends *e, const step_offsets *o, int back, int d, hand_at *h) {
    int r = 1;
    while (r == 1 && inside_border(e, h)) r = hand_step(t, e, o, back, d, h);
    return r;
}

enum { BACK_BUDGET = 16 };

/* Backwards from the tail: the states from which a walk reaches it, depth first, at
   most BACK_BUDGET of them. Returns 1 if the walk's start is among them, 0 if they are
   all found and it is not (no walk exists), -1 if the budget ran out first. */
static int walk_back(city_town *t, const walk_ends *e) {
    uint16_t st[BACK_BUDGET];
    int8_t sx[BACK_BUDGET], sy[BACK_BUDGET];
    uint8_t sq[BACK_BUDGET], sk[BACK_BUDGET];
    const uint8_t *at = t->at;
    uint8_t *seen = t->seen;
    const step_offsets o = offsets(t->w);
    int sp = 1, pushed = 1;
    st[0] = (uint16_t)e->tail, sq[0] = (uint8_t)e->want, sk[0] = 0;
    sx[0] = (int8_t)(e->tail % t->w + t->x0), sy[0] = (int8_t)(e->tail / t->w + t->y0);
    while (sp) {
        int top = sp - 1, k = sk[top];
        if (k == 4) {
            sp--;
            continue;
        }
        sk[top] = (uint8_t)(k + 1);
        int v = st[top], d = k, u = v - o.next[d], ux = sx[top] - dir_dx[d], uy = sy[top] - dir_dy[d];
        if (u != e->start && at[u] & (AT_CORNER | AT_OUT)) continue;
        if (!cells_allow(at, &o, u, d)) continue;
        int q = sq[top] ^ step_crosses(ux, uy, d, e->gx, e->gy);
        if (u == e->start) {
            if (q == e->q0) return 1;
            continue;
        }
        if (seen[u] >> q & 1) continue;
        if (pushed++ == BACK_BUDGET) return -1;
        seen[u] |= (uint8_t)(1 << q);
        st[sp] = (uint16_t)u, sx[sp] = (int8_t)ux, sy[sp] = (int8_t)uy, sq[sp] = (uint8_t)q, sk[sp] = 0;
        sp++;
    }
    return 0;
}

enum { MAX_EXITS = 16 };

/* The ways out from corner `from` to the border: straight in each direction, or if none
   is open, with one turn. Their places on the border (border_at) and crossings into
   pos and par; how many, or -1 if going forward one arrives at the tail as wanted. With
   `head`, each way out is offered at once to the ways in (round_the_border's pairing),
   and 1 (found) returns as soon as one pairs up. */
typedef struct {
    city_town *t;
    const walk_ends *e;
    const step_offsets *o;
    int pb[MAX_EXITS], tq[MAX_EXITS], nt; /* the ways in to the tail (-2: not yet found) */
    int blocked[MAX_BLOCKED], nblocked;   /* clockwise_blocked (-2: not yet asked) */
} pairing;

static int exits(const city_town *t, const walk_ends *e, const step_offsets *o, int back, hand_at from, int *pos,
                 int *par, pairing *head);

/* Whether the way out to border place pa with crossings pq joins a way in to the tail
   along the border: anticlockwise (always allowed) or clockwise (where nothing blocks
   it), the crossings of the whole as wanted. */
static int pair_up(pairing *p, int pa, int pq) {
    const walk_ends *e = p->e;
    if (p->nt == -2) {
        hand_at tail = {e->tail % p->t->w + p->t->x0, e->tail / p->t->w + p->t->y0, e->tail, 0};
        p->nt = exits(p->t, e, p->o, 1, tail, p->pb, p->tq, NULL);
    }
    int wd = e->hix - e->lox, ht = e->hiy - e->loy, len = 2 * (wd + ht);
    /* the border's one step across the gate tile's ray: north along its east side */
    int cut = 2 * wd + ht + (e->hiy - e->gy - 1);
    /* places on the border are 0 .. len - 1: a difference is taken round it by adding len */
    int to_cut = cut - pa < 0 ? cut - pa + len : cut - pa;
    for (int b = 0; b < p->nt; b++) {
        int span = p->pb[b] - pa < 0 ? p->pb[b] - pa + len : p->pb[b] - pa; /* anticlockwise a to b */
        int ccw = to_cut < span;
        if ((pq ^ ccw ^ p->tq[b]) == e->want) return 1;
        if (!span) continue; /* the other way round is the whole border */
        /* clockwise from a to b (its crossings are the others, so as wanted): the steps
           anticlockwise from b to a, turned */
        if (p->nblocked == -2) p->nblocked = clockwise_blocked(p->t, e, p->blocked);
        int clear = p->nblocked >= 0;
        for (int k = 0; k < p->nblocked && clear; k++) {
            int back = pa - p->blocked[k] < 0 ? pa - p->blocked[k] + len : pa - p->blocked[k];
            clear = back >= len - span;
        }
        if (clear) return 1;
    }
    return 0;
}

/* One way out found: kept, or (head) offered to the ways in. Returns 1 to stop. */
static int exit_found(pairing *head, int *pos, int *par, int *n, int at, int q) {
    if (head) return pair_up(head, at, q);
    pos[*n] = at, par[*n] = q, (*n)++;
    return 0;
}

static int exits(const city_town *t, const walk_ends *e, const step_offsets *o, int back, hand_at from, int *pos,
                 int *par, pairing *head) {
    int n = 0, any = 0;
    /* from the head, left of the way it arrives first: away from the city */
    static const int8_t order[4] = {3, 0, 1, 2};
    for (int k = 0; k < 4; k++) {
        int d = back ? k : (e->dir + order[k]) & 3;
        hand_at h = from;
        int r = line_out(t, e, o, back, d, &h);
        if (r == 2) return -1;
        if (r == 1 && (any = 1, exit_found(head, pos, par, &n, border_at(e, h.x, h.y), h.q))) return 1;
    }
    for (int d = 0; d < 4 && !any; d++) {
        hand_at h = from;
        int r = 1;
        while (r == 1 && inside_border(e, &h) && n + 2 <= MAX_EXITS) {
            r = hand_step(t, e, o, back, d, &h);
            if (r == 2) return -1;
            for (int turn = 1; r == 1 && turn < 4; turn += 2) {
                hand_at g = h;
                int rr = line_out(t, e, o, back, (d + turn) & 3, &g);
                if (rr == 2) return -1;
                if (rr == 1 && exit_found(head, pos, par, &n, border_at(e, g.x, g.y), g.q)) return 1;
            }
        }
    }
    return head ? 0 : n;
}

/* A completion built by hand before any search: out from the head to the border of the
   corners a step may reach (straight, or with one turn), along it anticlockwise (such a
   step has the empty cells beyond the town on its right and the row or column of cells
   outside the town's on its left: always allowed) or clockwise where nothing blocks it,
   and in to the tail the same way, for every pair of ways out, every step checked as
   the walk checks it. Returns 1 if one arrives with the crossings wanted, 0 if none
   does (the walk answers then). */
static int round_the_border(city_town *t, const walk_ends *e) {
    const step_offsets o = offsets(t->w);
    pairing p = {t, e, &o, {0}, {0}, -2, {0}, -2};
    hand_at head = {e->start % t->w + t->x0, e->start / t->w + t->y0, e->start, e->q0};
    return exits(t, e, &o, 0, head, NULL, NULL, &p) != 0;
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
    int end = 0; /* the end the candidate extends: 0 the head (or the gate), 1 the tail */
    if (t->gate) {
        ax = x0, ay = y0, bx = x1, by = y1, gx = x, gy = y;
    } else if (x0 == bx && y0 == by) {
        bx = x1, by = y1;
    } else {
        ax = x0, ay = y0, end = 1;
    }
    if (!end)
        for (int d = 0; d < 4; d++)
            if (x0 + dir_dx[d] == x1 && y0 + dir_dy[d] == y1) dir = d;
    if (!t->gate && ax == bx && ay == by) { /* it closes the wall */
        const int8_t closing[1][3] = {{(int8_t)x, (int8_t)y, (int8_t)side}};
        return city_encloses_every_tile(g, closing, 1);
    }
    int minx = t->minx, miny = t->miny, maxx = t->maxx, maxy = t->maxy;
    grow(&minx, &miny, &maxx, &maxy, x, y);
    walk_ends e = {0, 0, dir, 0, 0, minx - 1, miny - 1, maxx + 1, maxy + 1, gx, gy, 0, 0, x, y, x + dir_dx[side], y + dir_dy[side], 0};
    e.start = (by - t->y0) * t->w + (bx - t->x0);
    e.tail = (ay - t->y0) * t->w + (ax - t->x0);
    /* the whole wall's crossings odd: the walk's make up what the laid wall lacks */
    e.want = (t->odd ^ crosses_ray(x, y, side, gx, gy)) ^ 1;
    int i = (y - t->y0) * t->w + (x - t->x0);
    e.outer = i + dir_dy[side] * t->w + dir_dx[side];
    e.far = end ? e.tail : e.start;
    int known = !t->gate && t->klen;
    e.join = known && !end;
    /* the piece imagined on the picture for the walk, then taken off again */
    int c0 = (y0 - t->y0) * t->w + (x0 - t->x0), c1 = (y1 - t->y0) * t->w + (x1 - t->x0);
    uint8_t keep_i = t->at[i], keep_o = t->at[e.outer], keep_c0 = t->at[c0], keep_c1 = t->at[c1];
    mark_piece(t, x, y, side);
    int found = 0;
    if (known && !end) /* the known path starts with this very piece */
        found = t->kidx[e.start] == 2 && joins_known(t, &e, 1, 0);
    else if (known)
        found = follow_known(t, e);
    /* a path wanted: the walk's; a piece at the head with a path known: the walk joins it */
    if (!found && !path && !e.join) found = round_the_border(t, &e);
    if (!found) {
        fence(t, &e, 1);
        /* a tail boxed in (a gate in a notch of the town) is seen from the tail in a few
           states, where a walk from the head would cover the whole outside first */
        memset(t->seen, 0, (size_t)(t->w * t->h));
        int back = walk_back(t, &e);
        if (back < 0 || (back && path)) { /* cannot tell, or the walk's path is wanted */
            memset(t->seen, 0, (size_t)(t->w * t->h));
            t->seen[e.start] = 1;
            found = walk(t, &e, t->gate ? 0 : end + 1, path, npath);
        } else {
            found = back;
        }
        fence(t, &e, 0);
    }
    t->at[c1] = keep_c1, t->at[c0] = keep_c0, t->at[e.outer] = keep_o, t->at[i] = keep_i;
    return found;
}

int city_town_may_lie(const city_town *t, const int bounds[4], int x, int y, int side) {
    const cit_game *g = t->g;
    const city_state *c = city_of(g);
    if (!t->ok || t->gate) return city_piece_may_lie(g, bounds, x, y, side);
    if (!c->walled || c->closed || side < 0 || side > 3) return 0;
    if (x < -BOARD_LIMIT || x > BOARD_LIMIT || y < -BOARD_LIMIT || y > BOARD_LIMIT) return 0;
    int x0, y0, x1, y1, ox = x + dir_dx[side], oy = y + dir_dy[side];
    city_edge_corners(x, y, side, &x0, &y0, &x1, &y1);
    if (x0 == c->bx && y0 == c->by) { /* at the head: its far end is x1,y1 */
        if (t->at[(y1 - t->y0) * t->w + (x1 - t->x0)] & AT_CORNER && !(x1 == c->ax && y1 == c->ay)) return 0;
    } else if (x1 == c->ax && y1 == c->ay) { /* at the tail */
        if (t->at[(y0 - t->y0) * t->w + (x0 - t->x0)] & AT_CORNER && !(x0 == c->bx && y0 == c->by)) return 0;
    } else {
        return 0;
    }
    int i = (y - t->y0) * t->w + (x - t->x0), o = (oy - t->y0) * t->w + (ox - t->x0);
    if (t->at[o] & AT_TILE || t->at[i] >> side & 1 || t->at[i] & AT_BEYOND) return 0;
    return city_cell_is_outer(g, ox, oy, bounds);
}
