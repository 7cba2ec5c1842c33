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

static inline int has_open_ends(int kind) { return cit_kind_rules[kind].closes == CIT_CLOSE_EDGES; }

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
static inline __attribute__((always_inline)) void join_side(cit_game *g, const piece *a, int side, const piece *b) {
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

/*
 * The part of the filled cell whose first part is `first` (cells[].piece) that shows an
 * edge on `side`, or NULL: the square, or the triangle whose leg lies there (the other
 * triangle of the cell, at the opposite rotation, has the other two sides). Looking at
 * two parts at most matters: the two triangles of a full cell name each other as
 * partners, so following partner links would go round for ever.
 */
static inline const piece *part_facing(const cit_game *g, int first, int side) {
    const piece *q = &g->pieces[first - 1];
    if (!g->cat->edge[q->tile][q->rot][side] && q->partner) q = &g->pieces[q->partner - 1];
    return g->cat->edge[q->tile][q->rot][side] ? q : NULL;
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
        const piece *q = part_facing(g, around[d], (d + 2) & 3);
        if (q) join_side(g, p, d, q);
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

/* Closes one end of every feature of piece p in `mask` with a port in `ports`; marks
   g->closing if one completed. */
static void close_ends(cit_game *g, const piece *p, unsigned mask, unsigned ports) {
    const int8_t *map = g->cat->port_feat[p->tile][p->rot];
    unsigned done = 0;
    for (; ports; ports &= ports - 1) {
        int f = map[__builtin_ctz(ports)];
        if (f < 0 || !(mask >> f & 1) || (done >> f & 1)) continue;
        done |= 1u << f; /* a feature closes once per side */
        node *r = &g->nodes[feat_find(g, (uint16_t)(p->node0 + f))];
        r->open = (int16_t)(r->open - 1);
        g->closing |= r->open == 0;
    }
}

void feat_touch_any_sides(cit_game *g, int pi) {
    const piece *p = &g->pieces[pi];
    int around[4];
    cell_neighbours(p->x, p->y, around);
    for (unsigned sides = g->cat->sides[p->tile][p->rot]; sides; sides &= sides - 1) {
        int d = __builtin_ctz(sides), first = g->cells[around[d]].piece;
        const piece *q = first ? part_facing(g, first, (d + 2) & 3) : NULL;
        if (!q) continue;
        unsigned mine = g->cat->any_side_feats[p->tile], theirs = g->cat->any_side_feats[q->tile];
        if (mine) close_ends(g, p, mine, 7u << (3 * d));
        if (theirs) close_ends(g, q, theirs, 7u << (3 * ((d + 2) & 3)));
    }
}

/* Closes the ends of the features of part p running out through `side` (the edge-closed
   kinds through its middle port, the any-side kinds through any port); the completed roots
   go to out[]. */
static int close_through(cit_game *g, const piece *p, int side, uint16_t *out, int cap) {
    const cit_tile_def *d = &g->cat->set.tiles[p->tile];
    const int8_t *map = g->cat->port_feat[p->tile][p->rot];
    unsigned done = 0;
    int n = 0;
    for (int k = 0; k < 3; k++) {
        int f = map[3 * side + k];
        if (f < 0 || (done >> f & 1)) continue;
        int rule = cit_kind_rules[d->feat[f].kind].closes;
        if (!(rule == CIT_CLOSE_ANY_SIDE || (rule == CIT_CLOSE_EDGES && k == 1))) continue;
        done |= 1u << f;
        uint16_t r = feat_find(g, (uint16_t)(p->node0 + f));
        node *root = &g->nodes[r];
        root->open = (int16_t)(root->open - 1);
        if (root->open == 0 && !root->done && n < cap) out[n++] = r;
    }
    return n;
}

int feat_close_side(cit_game *g, int x, int y, int side, uint16_t *out, int cap) {
    int pi = cell_piece_at(g, x, y);
    if (!pi || side < 0 || side > 3 || cell_piece_at(g, x + dir_dx[side], y + dir_dy[side])) return 0;
    const piece *p = part_facing(g, pi, side);
    return p ? close_through(g, p, side, out, cap) : 0;
}

int feat_close_facing(cit_game *g, int x, int y, int side, uint16_t *out, int cap) {
    int pi = cell_piece_at(g, x, y);
    if (!pi || side < 0 || side > 3) return 0;
    const piece *p = part_facing(g, pi, side);
    return p ? close_through(g, p, side, out, cap) : 0;
}

void feat_rejoin_side(cit_game *g, int pi, int side) {
    const piece *p = &g->pieces[pi];
    int around[4];
    cell_neighbours(p->x, p->y, around);
    int first = g->cells[around[side]].piece;
    const piece *q = first ? part_facing(g, first, (side + 2) & 3) : NULL;
    if (q) join_side(g, p, side, q);
}

void feat_join_parts(cit_game *g, uint16_t a, uint16_t b) {
    uint16_t r = unite(g, a, b);
    g->closing |= has_open_ends(g->nodes[r].kind) && g->nodes[r].open == 0;
}

/*
 * Occupancy follows the joins the new tile makes. Two of its features that touch the
 * same board feature become one feature once it lies (a field that runs round a road's
 * end, a ring field round a cloister, a city reaching the tile on two sides), so a
 * follower anywhere on what they join occupies both, even if neither touches it
 * directly. `groups` holds, per board feature touched by two or more of the new
 * tile's features, the bits of those features; occupancy spreads from `occ` (features
 * touching an occupied feature) over the groups until nothing changes. A chain of joins
 * (f1 and f2 through one board feature, f2 and f3 through another) takes one pass per
 * link; a tile has at most ten features.
 */
static uint32_t spread_occupied(uint32_t occ, const uint32_t *groups, int n) {
    for (uint32_t before = 0; before != occ;) {
        before = occ;
        for (int i = 0; i < n; i++)
            if (groups[i] & occ) occ |= groups[i];
    }
    return occ;
}

/* A board feature the cell touches: its root and the cell's ports (in the frame of a
   tile placed there) that face it. */
#define MAX_CONTACTS (4 * 2 * 3 + 3) /* sides x parts per neighbour cell x runs, + diagonal */
typedef struct {
    uint16_t root, ports;
} contact;

static const uint8_t mirror3[8] = {0, 4, 2, 6, 1, 5, 3, 7};

/* Every contact of the cell: each run of a neighbour's side (port k of a side faces
   port 2 - k of the neighbour's side, so a run's port bits are mirrored), and each
   diagonal half of a partner triangle. */
static int cell_contacts(const cit_game *g, int x, int y, contact *c) {
    int around[4], n = 0;
    cell_neighbours(x, y, around);
    for (int d = 0; d < 4; d++) {
        int first = g->cells[around[d]].piece;
        const piece *q = first ? part_facing(g, first, (d + 2) & 3) : NULL;
        if (!q) continue;
        const cit_side_runs *theirs = &g->cat->runs[q->tile][q->rot][(d + 2) & 3];
        for (int i = 0; i < theirs->n; i++, n++) {
            c[n].root = feat_find(g, (uint16_t)(q->node0 + theirs->feat[i]));
            c[n].ports = (uint16_t)(mirror3[theirs->pos[i]] << (3 * d));
        }
    }
    const piece *in_cell = board_piece_at(g, x, y);
    static const int mine[3] = {CIT_PORT_DN, CIT_PORT_DM, CIT_PORT_DS};
    for (int k = 0; in_cell && k < 3; k++) {
        int fq = g->cat->port_feat[in_cell->tile][in_cell->rot][mine[2 - k]];
        if (fq < 0) continue;
        c[n].root = feat_find(g, (uint16_t)(in_cell->node0 + fq));
        c[n++].ports = (uint16_t)(1u << mine[k]);
    }
    return n;
}

/*
 * Free board features the cell faces through two or more contacts: the ones that may
 * join two features of a tile placed there. Looked for only if something around is
 * occupied (otherwise nothing the tile joins can be) and some free root was met twice.
 */
static __attribute__((noinline)) void find_shared(const cit_game *g, int x, int y, occupied_ports *o) {
    contact c[MAX_CONTACTS];
    int n = cell_contacts(g, x, y, c);
    for (int i = 0; i < n; i++) {
        if (g->nodes[c[i].root].nmeeples) continue; /* its features are occupied already */
        int seen = 0;
        for (int k = 0; k < i; k++) seen |= c[k].root == c[i].root;
        if (seen) continue;
        unsigned ports = c[i].ports, more = 0;
        for (int j = i + 1; j < n; j++)
            if (c[j].root == c[i].root) more |= c[j].ports;
        if (!more || o->nshared >= MAX_SHARED) continue;
        o->shared[o->nshared] = (uint16_t)(ports | more);
        o->shared_kind[o->nshared++] = g->nodes[c[i].root].kind;
    }
}

/*
 * Read run by run: a neighbour's run of ports with a follower marks the ports of the
 * cell that face it. On the way, free roots are hashed into 64 bits to notice one met
 * twice, and a free run over both corners of a field side is kept (a tile whose side
 * splits those corners between two features would join them).
 */
void feat_occupied_ports(const cit_game *g, int x, int y, occupied_ports *o) {
    int around[4];
    uint64_t seen = 0, twice = 0;
    unsigned occupied = 0, pairs = 0; /* locals: stores through o would force reloads */
    cell_neighbours(x, y, around);
    o->nshared = 0;
    for (int d = 0; d < 4; d++) {
        int first = g->cells[around[d]].piece;
        const piece *q = first ? part_facing(g, first, (d + 2) & 3) : NULL;
        if (!q) continue;
        const cit_side_runs *theirs = &g->cat->runs[q->tile][q->rot][(d + 2) & 3];
        for (int i = 0; i < theirs->n; i++) {
            uint16_t root = feat_find(g, (uint16_t)(q->node0 + theirs->feat[i]));
            const node *r = &g->nodes[root];
            if (!r->nmeeples) {
                uint64_t bit = 1ull << (root & 63);
                twice |= seen & bit;
                seen |= bit;
                /* a run over both corners, no middle: the side's only run */
                pairs |= (unsigned)(theirs->pos[i] == 5) << (3 * d);
                o->pair_kind[d] = r->kind; /* read only for sides in pairs */
                continue;
            }
            unsigned ports = (unsigned)mirror3[theirs->pos[i]] << (3 * d);
            occupied |= ports;
            for (; ports; ports &= ports - 1) o->kind[__builtin_ctz(ports)] = r->kind;
        }
    }
    /* A triangle's diagonal faces the other triangle of the cell, half to half. */
    const piece *in_cell = board_piece_at(g, x, y);
    if (in_cell) twice = 1; /* rare: let find_shared look */
    for (int k = 0; in_cell && k < 3; k++) {
        static const int mine[3] = {CIT_PORT_DN, CIT_PORT_DM, CIT_PORT_DS};
        int fq = g->cat->port_feat[in_cell->tile][in_cell->rot][mine[2 - k]];
        if (fq < 0) continue;
        const node *r = &g->nodes[feat_find(g, (uint16_t)(in_cell->node0 + fq))];
        if (!r->nmeeples) continue;
        occupied |= 1u << mine[k];
        o->kind[mine[k]] = r->kind;
    }
    o->ports = (uint16_t)occupied;
    o->pairs = (uint16_t)pairs;
    if (occupied && twice) find_shared(g, x, y, o);
}

/* The joins of feat_occupied_for: out of line, so that its common case stays lean. */
static __attribute__((noinline)) uint32_t join_shared(const occupied_ports *o, const cit_tile_def *d,
                                                      const int8_t *map, uint32_t mask) {
    uint32_t groups[MAX_SHARED + 4];
    int ng = 0;
    for (int s = 0; s < o->nshared; s++) {
        uint32_t b = 0;
        for (unsigned ports = o->shared[s]; ports; ports &= ports - 1) {
            int f = map[__builtin_ctz(ports)];
            if (f >= 0 && d->feat[f].kind == o->shared_kind[s]) b |= 1u << f;
        }
        groups[ng] = b;
        ng += (b & (b - 1)) != 0; /* kept if it joins two features */
    }
    for (unsigned p = o->pairs; p; p &= p - 1) {
        int q = __builtin_ctz(p), f1 = map[q], f2 = map[q + 2], k = o->pair_kind[q / 3];
        if (f1 < 0 || f2 < 0 || d->feat[f1].kind != k || d->feat[f2].kind != k) continue;
        groups[ng] = 1u << f1 | 1u << f2;
        ng += f1 != f2;
    }
    return ng ? spread_occupied(mask, groups, ng) : mask;
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
    if (!mask) return 0;
    int split = 0; /* a field side whose corners are two features of this tile */
    for (unsigned p = o->pairs; p; p &= p - 1) {
        int q = __builtin_ctz(p);
        split |= map[q] != map[q + 2];
    }
    return o->nshared || split ? join_shared(o, d, map, mask) : mask;
}

/*
 * The joins among the contacts of feat_occupied_mask: each holds the board root it
 * touched in its high half and the bit of the tile's feature that touched it in its low
 * half (0 if the kinds differ), one word so the hot loop stores once.
 */
static __attribute__((noinline)) uint32_t join_contacts(uint32_t occ, const uint32_t *c, int n) {
    uint32_t groups[MAX_CONTACTS];
    int ng = 0;
    for (int i = 0; i < n; i++) {
        uint32_t b = c[i] & 0xFFFF;
        for (int j = i + 1; j < n; j++) b |= (c[i] ^ c[j]) >> 16 ? 0 : c[j] & 0xFFFF;
        groups[ng] = b;
        ng += (b & (b - 1)) != 0;
    }
    return ng ? spread_occupied(occ, groups, ng) : occ;
}

/*
 * Features of `tile` turned `rot` at x,y that would join a feature with a follower.
 * Playouts ask this every turn, so sides whose runs mirror are read run to run and
 * without branching on what is found; anything else goes port by port. The contacts
 * are kept on the way, and looked at for joins only when something is occupied and
 * some feature that touches the board is not yet: most calls stop before that.
 */
uint32_t feat_occupied_mask(const cit_game *g, int tile, int x, int y, int rot) {
    const cit_side_runs *mine = g->cat->runs[tile][rot];
    const cit_tile_def *def = &g->cat->set.tiles[tile];
    int around[4], n = 0;
    uint32_t contacts[MAX_CONTACTS], mask = 0, touched = 0;
    uint64_t seen = 0, twice = 0; /* roots hashed into 64 bits: one met twice? */
    cell_neighbours(x, y, around);
    for (int d = 0; d < 4; d++) {
        int first = g->cells[around[d]].piece;
        const piece *q = first ? part_facing(g, first, (d + 2) & 3) : NULL;
        if (!q) continue;
        const cit_side_runs *theirs = &g->cat->runs[q->tile][q->rot][(d + 2) & 3];
        if (theirs->sig != mine[d].rsig) goto port_by_port;
        int nr = theirs->n;
        for (int i = 0; i < nr; i++) {
            int f = mine[d].feat[nr - 1 - i];
            uint32_t rt = feat_find(g, (uint16_t)(q->node0 + theirs->feat[i]));
            const node *r = &g->nodes[rt];
            uint32_t same = (uint32_t)(r->kind == def->feat[f].kind) << f;
            mask |= same & -(uint32_t)(r->nmeeples != 0);
            touched |= same;
            contacts[n++] = rt << 16 | same;
            uint64_t bit = 1ull << (rt & 63);
            twice |= seen & bit;
            seen |= bit;
        }
    }
    if (!g->cells[cell_index(x, y)].piece) {
        /* one test, rarely true: something occupied, something free, a root met twice */
        uint32_t maybe = touched & ~mask & -(uint32_t)(mask != 0) & -(uint32_t)(twice != 0);
        return maybe ? join_contacts(mask, contacts, n) : mask;
    }
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
