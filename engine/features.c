/* Features as a union-find over tile parts, merged as tiles are placed. */
#include "internal.h"

uint16_t feat_find(const cit_game *g, uint16_t n) {
    while (g->nodes[n].parent != n) n = g->nodes[n].parent;
    return n;
}

/* Path halving keeps later look-ups short; only the mutating side does it. */
static inline uint16_t find_mut(cit_game *g, uint16_t n) {
    while (g->nodes[n].parent != n) {
        g->nodes[n].parent = g->nodes[g->nodes[n].parent].parent;
        n = g->nodes[n].parent;
    }
    return n;
}

/*
 * Merges a's set into b's. The caller passes the new tile's part as a and the board's
 * as b, so the new part hangs under the old root: no size comparison (a jump that
 * random games mispredict), and the path halving in find_mut keeps trees shallow.
 */
static inline uint16_t unite(cit_game *g, uint16_t a, uint16_t b) {
    a = find_mut(g, a);
    b = find_mut(g, b);
    if (a == b) return a;
    node *ra = &g->nodes[a], *rb = &g->nodes[b];
    ra->parent = b;
    rb->open = (int16_t)(rb->open + ra->open);
    rb->pennants = (uint8_t)(rb->pennants + ra->pennants);
    rb->nmeeples = (uint8_t)(rb->nmeeples + ra->nmeeples);
    rb->meeple_word += ra->meeple_word;
    rb->done |= ra->done;
    uint16_t t = rb->next; /* splice the two member rings into one */
    rb->next = ra->next;
    ra->next = t;
    return b;
}

static int has_open_ends(int kind) {
    return kind == CIT_FEAT_ROAD || kind == CIT_FEAT_CITY || kind == CIT_FEAT_STREET;
}

/*
 * Joins tile part `a` to part `b` across one edge: port pa[k] of a meets pb[k] of b,
 * k = 0..2 with k = 1 the middle. A city edge maps all three ports to the same pair
 * of features, so a repeated pair is united once; each middle contact closes one open
 * end on each side.
 */
static void join_edge(cit_game *g, const piece *a, const int *pa, const piece *b, const int *pb) {
    const int8_t *amap = g->cat->port_feat[a->tile][a->rot], *bmap = g->cat->port_feat[b->tile][b->rot];
    int last_a = -1, last_b = -1;
    uint16_t r = NO_NODE;
    for (int k = 0; k < 3; k++) {
        int fa = amap[pa[k]], fb = bmap[pb[k]];
        if (fa < 0 || fb < 0) continue;
        if (fa != last_a || fb != last_b) {
            uint16_t na = (uint16_t)(a->node0 + fa), nb = (uint16_t)(b->node0 + fb);
            /* Different kinds never merge (a market beside a residential quarter). */
            if (g->nodes[na].kind != g->nodes[nb].kind) continue;
            r = unite(g, na, nb);
            last_a = fa;
            last_b = fb;
        }
        if (k == 1 && has_open_ends(g->nodes[r].kind)) {
            g->nodes[r].open = (int16_t)(g->nodes[r].open - 2);
            g->closing |= g->nodes[r].open == 0;
        }
    }
}

/* Square (or triangle leg) a meets b across side `side` of a. */
static void join_side(cit_game *g, const piece *a, int side, const piece *b) {
    const cit_side_runs *ra = &g->cat->runs[a->tile][a->rot][side];
    const cit_side_runs *rb = &g->cat->runs[b->tile][b->rot][(side + 2) & 3];
    if (ra->sig != rb->rsig) { /* patterns that do not mirror: merge port by port */
        int mine[3] = {3 * side, 3 * side + 1, 3 * side + 2};
        int theirs[3] = {cit_port_opposite(mine[0]), cit_port_opposite(mine[1]), cit_port_opposite(mine[2])};
        join_edge(g, a, mine, b, theirs);
        return;
    }
    int n = ra->n;
    for (int i = 0; i < n; i++) {
        uint16_t na = (uint16_t)(a->node0 + ra->feat[i]), nb = (uint16_t)(b->node0 + rb->feat[n - 1 - i]);
        if (g->nodes[na].kind != g->nodes[nb].kind) continue;
        uint16_t r = unite(g, na, nb);
        if (i == ra->mid && ra->closes) {
            g->nodes[r].open = (int16_t)(g->nodes[r].open - 2);
            g->closing |= g->nodes[r].open == 0;
        }
    }
}

static int cell_filled(const cit_game *g, int x, int y) {
    return g->cells[cell_index(x, y)].piece != 0;
}

int feat_cloister_neighbours(const cit_game *g, int x, int y) {
    int n = 0;
    for (int dy = -1; dy <= 1; dy++)
        for (int dx = -1; dx <= 1; dx++)
            if ((dx || dy) && cell_filled(g, x + dx, y + dy)) n++;
    return n;
}

/*
 * A cloister's open count is its empty neighbour cells. Filling a cell closes one for
 * every incomplete cloister around it; the few of those are kept in a list, so this
 * looks at a handful of entries instead of nine cells.
 */
static void update_cloisters(cit_game *g, const piece *p, int first_in_cell) {
    int here = cell_index(p->x, p->y);
    if (first_in_cell && (g->near_cloister[here >> 6] >> (here & 63) & 1)) {
        for (int i = 0; i < g->ncloisters; i++) {
            const cloister_ref *c = &g->cloisters[i];
            node *n = &g->nodes[c->node];
            int dx = c->x - p->x, dy = c->y - p->y;
            /* Branch-free "is a neighbour": which cloisters are near is unpredictable. */
            int near = ((unsigned)(dx + 1) <= 2u) & ((unsigned)(dy + 1) <= 2u) & ((dx | dy) != 0);
            n->open = (int16_t)(n->open - near);
            g->closing |= n->open == 0;
        }
    }
    int own = g->cat->cloister[p->tile];
    if (own >= 0 && g->ncloisters < MAX_CLOISTERS) {
        uint16_t n = (uint16_t)(p->node0 + own);
        g->nodes[n].open = (int16_t)(8 - feat_cloister_neighbours(g, p->x, p->y));
        g->closing |= g->nodes[n].open == 0;
        cloister_ref *ref = &g->cloisters[g->ncloisters++];
        ref->node = n;
        ref->x = p->x;
        ref->y = p->y;
        for (int dy = -1; dy <= 1; dy++)
            for (int dx = -1; dx <= 1; dx++) {
                int near = cell_index(p->x + dx, p->y + dy);
                g->near_cloister[near >> 6] |= 1ull << (near & 63);
            }
    }
}

void feat_connect_piece(cit_game *g, int pi, const uint8_t around[4], unsigned filled) {
    const piece *p = &g->pieces[pi];
    g->closing = 0;
    for (unsigned sides = filled & g->cat->sides[p->tile][p->rot]; sides; sides &= sides - 1) {
        int d = __builtin_ctz(sides);
        for (int ci = around[d]; ci;) {
            const piece *q = &g->pieces[ci - 1];
            if (g->cat->edge[q->tile][q->rot][(d + 2) & 3]) join_side(g, p, d, q);
            ci = q->partner;
        }
    }
    int first_in_cell = 1;
    if (p->partner) {
        const piece *q = &g->pieces[p->partner - 1];
        first_in_cell = 0;
        /* Each diagonal half meets the half that touches the same corner of the cell. */
        static const int mine[3] = {CIT_PORT_DN, CIT_PORT_DM, CIT_PORT_DS};
        static const int theirs[3] = {CIT_PORT_DS, CIT_PORT_DM, CIT_PORT_DN};
        join_edge(g, p, mine, q, theirs);
    }
    update_cloisters(g, p, first_in_cell);
}

/* Records port p as facing feature fq of piece q if that feature has a follower. */
static void note_port(const cit_game *g, occupied_ports *o, int p, const piece *q, int qport) {
    int fq = g->cat->port_feat[q->tile][q->rot][qport];
    if (fq < 0) return;
    const node *r = &g->nodes[feat_find(g, (uint16_t)(q->node0 + fq))];
    if (!r->nmeeples) return;
    o->ports |= (uint16_t)(1u << p);
    o->kind[p] = r->kind;
}

/*
 * Read run by run: a neighbour's run of ports with a follower marks the ports of the
 * cell that face it. Port k of a side faces port 2 - k of the neighbour's side, so a
 * run's port bits are mirrored.
 */
void feat_occupied_ports(const cit_game *g, int x, int y, occupied_ports *o) {
    static const uint8_t mirror3[8] = {0, 4, 2, 6, 1, 5, 3, 7};
    int around[4];
    cell_neighbours(x, y, around);
    o->ports = 0;
    for (int d = 0; d < 4; d++) {
        for (int ci = g->cells[around[d]].piece; ci;) {
            const piece *q = &g->pieces[ci - 1];
            ci = q->partner;
            if (!g->cat->edge[q->tile][q->rot][(d + 2) & 3]) continue;
            const cit_side_runs *theirs = &g->cat->runs[q->tile][q->rot][(d + 2) & 3];
            for (int i = 0; i < theirs->n; i++) {
                const node *r = &g->nodes[feat_find(g, (uint16_t)(q->node0 + theirs->feat[i]))];
                if (!r->nmeeples) continue;
                unsigned ports = (unsigned)mirror3[theirs->pos[i]] << (3 * d);
                o->ports = (uint16_t)(o->ports | ports);
                for (; ports; ports &= ports - 1) o->kind[__builtin_ctz(ports)] = r->kind;
            }
        }
    }
    /* A triangle's diagonal faces the other triangle of the cell, half to half. */
    const piece *in_cell = board_piece_at(g, x, y);
    if (in_cell) {
        note_port(g, o, CIT_PORT_DN, in_cell, CIT_PORT_DS);
        note_port(g, o, CIT_PORT_DM, in_cell, CIT_PORT_DM);
        note_port(g, o, CIT_PORT_DS, in_cell, CIT_PORT_DN);
    }
}

uint32_t feat_occupied_for(const cit_game *g, const occupied_ports *o, int tile, int rot) {
    const int8_t *map = g->cat->port_feat[tile][rot];
    const cit_tile_def *d = &g->cat->set.tiles[tile];
    uint32_t mask = 0;
    for (unsigned ports = o->ports; ports; ports &= ports - 1) {
        int p = __builtin_ctz(ports), f = map[p];
        /* Different kinds side by side (market, residential) share no followers. */
        if (f >= 0 && d->feat[f].kind == o->kind[p]) mask |= 1u << f;
    }
    return mask;
}

/*
 * Features of `tile` turned `rot` at x,y that would join a feature with a follower.
 * Playouts ask this every turn, so sides whose runs mirror are read run to run and
 * without branching on what is found; anything else goes port by port.
 */
uint32_t feat_occupied_mask(const cit_game *g, int tile, int x, int y, int rot) {
    const cit_side_runs *mine = g->cat->runs[tile][rot];
    const cit_tile_def *def = &g->cat->set.tiles[tile];
    int around[4];
    cell_neighbours(x, y, around);
    uint32_t mask = 0;
    for (int d = 0; d < 4; d++) {
        for (int ci = g->cells[around[d]].piece; ci;) {
            const piece *q = &g->pieces[ci - 1];
            const cit_side_runs *theirs = &g->cat->runs[q->tile][q->rot][(d + 2) & 3];
            ci = q->partner;
            if (!g->cat->edge[q->tile][q->rot][(d + 2) & 3]) continue;
            if (theirs->sig != mine[d].rsig) goto port_by_port;
            int n = theirs->n;
            for (int i = 0; i < n; i++) {
                int f = mine[d].feat[n - 1 - i];
                const node *r = &g->nodes[feat_find(g, (uint16_t)(q->node0 + theirs->feat[i]))];
                mask |= (uint32_t)((r->nmeeples != 0) & (r->kind == def->feat[f].kind)) << f;
            }
        }
    }
    if (!g->cells[cell_index(x, y)].piece) return mask;
port_by_port:; /* odd geometry, or a triangle's diagonal */
    occupied_ports o;
    feat_occupied_ports(g, x, y, &o);
    return feat_occupied_for(g, &o, tile, rot);
}

/* Cells the feature covers, each counted once (a loop through one tile, two triangles). */
int feat_distinct_cells(const cit_game *g, uint16_t root) {
    uint16_t seen[MAX_PIECES];
    int nseen = 0;
    uint16_t n = root;
    do {
        const piece *p = &g->pieces[g->nodes[n].piece];
        uint16_t c = (uint16_t)cell_index(p->x, p->y);
        int dup = 0;
        for (int i = 0; i < nseen && !dup; i++) dup = seen[i] == c;
        if (!dup && nseen < MAX_PIECES) seen[nseen++] = c;
        n = g->nodes[n].next;
    } while (n != root);
    return nseen;
}
