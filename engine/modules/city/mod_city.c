/* Carcassonne: The City (RULES.md §5): the mode `city`. 75 city tiles in three stacks;
   the first player places the first tile in the middle; only streets must match;
   followers on streets, markets and residential quarters, never on one this very tile
   completes while nobody stands on it; streets and markets score when complete,
   residential quarters at the end. Decisions: docs/rules-decisions.md, "The City". */
#include "rules.h"
#include "turn.h"
#include "mod_city.h"
#include "city_wall.h"

#include <stdlib.h>
#include <string.h>


static int city_on(const cit_game *g) { return g && (g->modules >> CIT_MODULE_CITY & 1); }

/* ---- set-up: the box, the empty middle, the three stacks ------------------------------- */

/* The mode's box holds the 75 city tiles and no start tile: the first tile of stack 1 is
   the first player's to place. */
static void city_box(const cit_catalog *cat, const cit_setup *s, cit_tile_id *box, int *n, int *start) {
    (void)s;
    box_add_set(cat, "city", box, n);
    *start = -1;
}

/* Nothing is laid: the middle cell waits, open to any tile turned any way, so the first
   player places the first tile there (and may put a follower on it) like any other. */
static int start_board(cit_game *g) {
    board_open_cell(g, 0, 0);
    return 0;
}

/* Stacks of 30, 25 and 20 of the 75 tiles; a shorter order (a test's) keeps the
   proportions. */
static void setup(cit_game *g) {
    int n = g->norder;
    city_set_stacks(g, n * 30 / 75, n * 25 / 75);
    city_of(g)->pieces_left = CIT_CITY_WALL_PIECES;
    for (int p = 0; p < g->nplayers; p++) city_of(g)->towers_left[p] = (uint8_t)(CIT_CITY_TOWERS / g->nplayers);
}

int city_set_stacks(cit_game *g, int n1, int n2) {
    if (!city_on(g) || n1 < 0 || n2 < 0 || n1 + n2 > g->norder) return 0;
    city_state *c = city_of(g);
    c->end[0] = (uint8_t)n1;
    c->end[1] = (uint8_t)(n1 + n2);
    c->end[2] = g->norder;
    return 1;
}

int city_set_wall_supply(cit_game *g, int n) {
    if (!city_on(g) || n < 0 || n > CIT_CITY_WALL_PIECES) return 0;
    city_of(g)->pieces_left = (uint8_t)n;
    return 1;
}


/* The stack (1-3) of order entry i. */
static int stack_of(const cit_game *g, int i) {
    const city_state *c = city_of(g);
    return i < c->end[0] ? 1 : i < c->end[1] ? 2 : 3;
}

/* ---- walls the new tile lies against --------------------------------------------------- */


/* Closes every side of piece pi that lies against a wall (a tile placed inside the wall
   later): its streets and markets end there. Returns the features this completed. */
static int close_wall_sides(cit_game *g, int pi, uint16_t *out, int cap) {
    if (!g->nwalls) return 0;
    const piece *p = &g->pieces[pi];
    int n = 0;
    for (int d = 0; d < 4; d++)
        if (wall_at(g, p->x, p->y, d)) n += feat_close_side(g, p->x, p->y, d, out + n, cap - n);
    return n;
}

/* ---- followers: never on a free street or market the tile completes ------------------- */

/* Could feature f of tile t turned rot at x,y be complete once the tile lies? Only if
   each side it runs out through (a street: its edge middle; a market: any port) faces a
   tile or a wall: an end facing an empty cell stays open. A cheap filter before trying. */
static int may_complete(const cit_game *g, int t, int f, int x, int y, int rot) {
    int kind = g->cat->set.tiles[t].feat[f].kind;
    const int8_t *map = g->cat->port_feat[t][rot];
    for (int s = 0; s < 4; s++) {
        int reaches = kind == CIT_FEAT_STREET ? map[3 * s + 1] == f
                                               : map[3 * s] == f || map[3 * s + 1] == f || map[3 * s + 2] == f;
        if (!reaches) continue;
        int nx = x + dir_dx[s], ny = y + dir_dy[s];
        if (!cell_piece_at(g, nx, ny) && !wall_at(g, x, y, s)) return 0;
    }
    return 1;
}

/* Whether the end of a feature through `ports` (a side's three) is an end its kind
   has there: a street's runs through the side's middle, a market's through any port. */
static int end_on_side(const int8_t *map, int side, int f, int street) {
    return street ? map[3 * side + 1] == f : map[3 * side] == f || map[3 * side + 1] == f || map[3 * side + 2] == f;
}

/* Whether laying tile t turned rot at x,y completes its street or market f, worked out
   on the board as it is (features.c's open counts, no copy): f joins the board's
   features its ports face, and the tile's other features of the kind that face those
   too, until nothing new joins; the whole is complete when every end of the tile's
   features in it meets a tile or a wall, and every board feature in it has no open end
   but the ones facing the new cell (which the tile closes). */
static int completes(const cit_game *g, int t, int x, int y, int rot, int f) {
    const int8_t *map = g->cat->port_feat[t][rot];
    int kind = g->cat->set.tiles[t].feat[f].kind, street = kind == CIT_FEAT_STREET;
    const piece *nb[4];
    for (int d = 0; d < 4; d++) {
        int pi = cell_piece_at(g, x + dir_dx[d], y + dir_dy[d]);
        nb[d] = pi ? &g->pieces[pi - 1] : NULL;
    }
    uint32_t in = 1u << f; /* the tile's features in the whole */
    uint16_t roots[24];
    int nroots = 0;
    for (int grew = 1; grew;) {
        grew = 0;
        for (int d = 0; d < 4; d++) {
            if (!nb[d]) continue;
            const int8_t *qmap = g->cat->port_feat[nb[d]->tile][nb[d]->rot];
            for (int k = 0; k < 3; k++) {
                int mine = map[3 * d + k], theirs = qmap[cit_port_opposite(3 * d + k)];
                if (mine < 0 || theirs < 0 || g->cat->set.tiles[t].feat[mine].kind != kind) continue;
                if (g->nodes[nb[d]->node0 + theirs].kind != kind) continue;
                uint16_t r = feat_find(g, (uint16_t)(nb[d]->node0 + theirs));
                int known = 0;
                for (int i = 0; i < nroots; i++) known |= roots[i] == r;
                if (in >> mine & 1) {
                    if (!known && nroots < 24) roots[nroots++] = r, grew = 1;
                } else if (known) {
                    in |= 1u << mine, grew = 1;
                }
            }
        }
    }
    /* the tile's own ends: each side a feature of the whole reaches meets a tile or a wall */
    for (uint32_t m = in; m; m &= m - 1) {
        int h = __builtin_ctz(m);
        for (int d = 0; d < 4; d++)
            if (end_on_side(map, d, h, street) && !nb[d] && !wall_at(g, x, y, d)) return 0;
    }
    /* the board's: each root's open ends are all ends facing the new cell */
    for (int i = 0; i < nroots; i++) {
        int closing = 0;
        for (int d = 0; d < 4; d++) {
            if (!nb[d]) continue;
            const piece *q = nb[d];
            const int8_t *qmap = g->cat->port_feat[q->tile][q->rot];
            int back = (d + 2) & 3;
            for (int h = 0; h < g->cat->set.tiles[q->tile].nfeat; h++)
                if (end_on_side(qmap, back, h, street) && feat_find(g, (uint16_t)(q->node0 + h)) == roots[i]) closing++;
        }
        if (g->nodes[roots[i]].open != closing) return 0;
    }
    return 1;
}

/* Of the spots in `candidates` (free streets and markets of the tile), the ones the
   placement would complete. */
static uint32_t completed_spots(const cit_game *g, int t, int x, int y, int rot, uint32_t candidates) {
    uint32_t out = 0;
    for (uint32_t m = candidates; m; m &= m - 1) {
        int f = __builtin_ctz(m);
        if (may_complete(g, t, f, x, y, rot) && completes(g, t, x, y, rot, f)) out |= 1u << f;
    }
    return out;
}


/* The spots a follower may take on tile t at x,y turned rot (a frontier cell; the
   placement legal): the core's free spots less the free streets and markets it completes. */
static uint32_t city_free_spots(const cit_game *g, int t, int x, int y, int rot) {
    if (!g->supply[g->player]) return 0;
    uint32_t free_mask = followers_spots_allowed(g, t) & ~feat_occupied_mask(g, t, x, y, rot);
    uint32_t candidates = 0;
    for (uint32_t m = free_mask; m; m &= m - 1) {
        int f = __builtin_ctz(m), kind = g->cat->set.tiles[t].feat[f].kind;
        if (kind == CIT_FEAT_STREET || kind == CIT_FEAT_MARKET) candidates |= 1u << f;
    }
    return candidates ? free_mask & ~completed_spots(g, t, x, y, rot, candidates) : free_mask;
}

/* ---- the placement rules: the core's placement, The City's follower spots ------------- */

static cit_move place_move(const cit_game *g, int x, int y, int rot) {
    cit_move m = {0};
    m.type = CIT_MOVE_PLACE;
    m.tile = g->hand;
    m.x = (int8_t)x;
    m.y = (int8_t)y;
    m.rot = (uint8_t)rot;
    m.spot = CIT_SPOT_NONE;
    return m;
}

/* Placement is the core's: a city tile shows a street edge (CIT_EDGE_ROAD) where a street
   leaves it and a plain edge (CIT_EDGE_FIELD) everywhere else, whatever lies there
   (market, residential, building), so the fit table asks exactly "streets meet streets". */
static int legal_placements(const cit_game *g, cit_placement *out, int cap) {
    return frontier_placements(g, g->hand, g->player, 0, out, cap);
}

static int legal_moves(const cit_game *g, cit_move *out, int cap) {
    int t = g->hand, n = 0;
    const uint8_t *fit = g->cat->fit[t];
    for (int i = 0; i < g->nfrontier; i++) {
        unsigned mask = fit[g->frontier_key[i]] & g->cat->distinct[t];
        for (; mask; mask &= mask - 1) {
            int r = __builtin_ctz(mask);
            cit_move m = place_move(g, g->frontier[i].x, g->frontier[i].y, r);
            n = list_with_spots(out, cap, n, m, city_free_spots(g, t, m.x, m.y, r));
        }
    }
    return n;
}

/* The core's uniform placement (cell and rotation), then no follower or a spot The City
   allows, uniformly. */
static cit_status random_move(const cit_game *g, uint64_t seed, cit_move *out) {
    cit_status st = game_random_place(g, seed, out);
    if (st != CIT_OK) return st;
    uint32_t spots = city_free_spots(g, out->tile, out->x, out->y, out->rot);
    uint64_t rng = seed ^ 0x5DEECE66DULL;
    uint32_t pick = rules_rng_below(&rng, (uint32_t)bit_count(spots) + 1);
    out->spot = CIT_SPOT_NONE;
    for (; spots; spots &= spots - 1)
        if (pick-- == 1) out->spot = (int8_t)__builtin_ctz(spots);
    return CIT_OK;
}

static cit_status check(const cit_game *g, const cit_move *m) {
    cit_status st = game_check_place(g, m);
    if (st != CIT_OK || m->spot == CIT_SPOT_NONE) return st;
    /* a spot the core allows that this very tile completes while it is free */
    return city_free_spots(g, m->tile, m->x, m->y, m->rot) >> m->spot & 1 ? CIT_OK : CIT_ERR_MODULE_RULE;
}

static int place(cit_game *g, const cit_move *m, emitter *e) { return game_place_tile(g, m, e); }

static int spots(const cit_game *g, const cit_move *m, int8_t *out, int cap) {
    if (m->rot > 3 || cell_frontier_slot(g, m->x, m->y) < 0) return 0;
    int n = 0;
    for (uint32_t s = city_free_spots(g, m->tile, m->x, m->y, m->rot); s; s &= s - 1)
        if (n < cap) out[n++] = (int8_t)__builtin_ctz(s);
    return n;
}

static const placement_rules city_rules = {
    .legal_moves = legal_moves,
    .legal_placements = legal_placements,
    .random_move = random_move,
    .check = check,
    .place = place,
    .spots = spots,
};

/* ---- the wall: its geometry, where the gate and pieces fit, the end and the completion
   live in wall.c (city_wall.h) ------------------------------------------------------- */

/* Whether player p may put a watchman on a new piece there. */
static int watchman_allowed(const cit_game *g, int p, int x, int y, int side) {
    return g->supply[p] > 0 && !city_watchman_opposite(g, x, y, side);
}

static cit_move wall_move(int type, int x, int y, int side, int watchman) {
    cit_move m = decision_move(type, side, watchman);
    m.x = (int8_t)x;
    m.y = (int8_t)y;
    return m;
}

/* The gate: every free outer edge of every tile, in the order the tiles were placed;
   with `first` only the first one (returns 1, or 0 if there is none). With `bits`
   (CITY_KEPT_TILES / 2 bytes, the board's tiles no more than CITY_KEPT_TILES), bit
   4 * i + s set for each side s of tile i that takes it, out left alone. */
static int list_gates_from(const cit_game *g, cit_move *out, int cap, int first, uint8_t *bits) {
    int n = 0, bounds[4];
    tile_bounds(g, bounds);
    city_town town; /* and the closed walls found so far: a few hold most free edges */
    city_town_init(&town, g, 1);
    if (bits) memset(bits, 0, CITY_KEPT_TILES / 2);
    if (town.ok && !town.outer_done) city_town_outer(&town);
    for (int i = 0; i < g->npieces && !(first && n); i++)
        for (int s = 0; s < 4 && !(first && n); s++) {
            const piece *p = &g->pieces[i];
            /* most sides face a tile or a hole: the town's outer cells say so at once */
            if (town.ok && !town.outer[(p->y + dir_dy[s] - town.y0) * town.w + (p->x + dir_dx[s] - town.x0)]) continue;
            if (!city_gate_fits(g, bounds, &town, p->x, p->y, s)) continue;
            if (bits) bits[i >> 1] |= (uint8_t)(1u << ((i & 1) * 4 + s));
            else if (n < cap) out[n] = wall_move(CIT_MOVE_CITY_GATE, p->x, p->y, s, 0);
            n++;
        }
    return n;
}

/* Whether the state keeps the answers of this kind for the board as it is. */
static int kept_for(const cit_game *g, int kind) {
    const city_state *c = city_of(g);
    return c->kept_kind == kind && c->kept_tiles == g->npieces && c->kept_walls == g->nwalls;
}

static int list_gates(const cit_game *g, cit_move *out, int cap) {
    if (!kept_for(g, CITY_KEPT_GATES)) return list_gates_from(g, out, cap, 0, NULL);
    const uint8_t *bits = city_of(g)->kept_gates;
    int n = 0;
    for (int i = 0; i < g->npieces; i++)
        for (unsigned m = (unsigned)bits[i >> 1] >> ((i & 1) * 4) & 15; m; m &= m - 1, n++)
            if (n < cap) out[n] = wall_move(CIT_MOVE_CITY_GATE, g->pieces[i].x, g->pieces[i].y, __builtin_ctz(m), 0);
    return n;
}

int city_fresh_gates(const cit_game *g, uint8_t bits[CITY_KEPT_TILES / 2]) {
    if (g->npieces > CITY_KEPT_TILES) return -1;
    return list_gates_from(g, NULL, 0, 0, bits);
}

/* Keeps the gate's answers for its step (queue_next_step); whether there is one. */
static int keep_gates(cit_game *g) {
    city_state *c = city_of(g);
    if (g->npieces > CITY_KEPT_TILES) return list_gates_from(g, NULL, 0, 1, NULL) > 0;
    int n = list_gates_from(g, NULL, 0, 0, c->kept_gates);
    c->kept_kind = CITY_KEPT_GATES, c->kept_tiles = (uint8_t)g->npieces, c->kept_walls = (uint8_t)g->nwalls;
    return n > 0;
}

/* The edges at the ends of the wall, in the listing's order: at the head, then at the
   tail, round each end cell by cell; the piece that closes the wall (from the head to
   the tail) once, at the head. Into e (cell x, y, side); how many (at most 8: four edges
   meet at a corner). Whether a piece may lie there is the caller's question. */
enum { END_EDGES = 8 };
static int end_edges(const cit_game *g, int8_t (*e)[3]) {
    const city_state *c = city_of(g);
    /* round a corner (cells {0,0}, {-1,0}, {-1,-1}, {0,-1} in that order) the one side of
       each cell that starts at it (city_edge_corners), and the one that ends at it: a
       table rather than the sixteen sides of the four cells tried at each end */
    static const int8_t from_head[4][3] = {{0, 0, CIT_SIDE_N}, {-1, 0, CIT_SIDE_E}, {-1, -1, CIT_SIDE_S}, {0, -1, CIT_SIDE_W}};
    static const int8_t to_tail[4][3] = {{0, 0, CIT_SIDE_W}, {-1, 0, CIT_SIDE_N}, {-1, -1, CIT_SIDE_E}, {0, -1, CIT_SIDE_S}};
    int n = 0;
    for (int k = 0; k < 4; k++, n++)
        e[n][0] = (int8_t)(c->bx + from_head[k][0]), e[n][1] = (int8_t)(c->by + from_head[k][1]),
        e[n][2] = from_head[k][2];
    for (int k = 0; k < 4; k++) {
        int x = c->ax + to_tail[k][0], y = c->ay + to_tail[k][1], x0, y0, x1, y1;
        city_edge_corners(x, y, to_tail[k][2], &x0, &y0, &x1, &y1);
        if (x0 == c->bx && y0 == c->by) continue; /* the closing piece, listed at the head */
        e[n][0] = (int8_t)x, e[n][1] = (int8_t)y, e[n][2] = to_tail[k][2], n++;
    }
    return n;
}

/* The end edges (end_edges' order) a piece may take: bit k for e[k]; into *may (if not
   NULL) those where one may lie by its own rules, whether the wall stays closable or not. */
static unsigned ends_that_fit(const cit_game *g, int8_t (*e)[3], int ne, unsigned *may) {
    int bounds[4];
    unsigned fits = 0, lie = 0;
    tile_bounds(g, bounds);
    city_town town;
    city_town_init(&town, g, 0);
    for (int k = 0; k < ne; k++) { /* city_piece_fits, its own rules read off the picture */
        if (!city_town_may_lie(&town, bounds, e[k][0], e[k][1], e[k][2])) continue;
        lie |= 1u << k;
        if (city_town_can_close(&town, e[k][0], e[k][1], e[k][2], NULL, NULL)) fits |= 1u << k;
    }
    if (may) *may = lie;
    return fits;
}

unsigned city_fresh_ends(const cit_game *g) {
    int8_t e[END_EDGES][3];
    return ends_that_fit(g, e, end_edges(g, e), NULL);
}

unsigned city_fresh_may(const cit_game *g) {
    int8_t e[END_EDGES][3];
    int bounds[4], ne = end_edges(g, e);
    unsigned may = 0;
    tile_bounds(g, bounds);
    for (int k = 0; k < ne; k++) may |= (unsigned)city_piece_may_lie(g, bounds, e[k][0], e[k][1], e[k][2]) << k;
    return may;
}

/* The end edges that take a piece: kept for the board as it is, or worked out anew. */
static unsigned fitting_ends(const cit_game *g, int8_t (*e)[3], int ne) {
    return kept_for(g, CITY_KEPT_PIECES) ? city_of(g)->kept_ends : ends_that_fit(g, e, ne, NULL);
}

/* A wall piece: every edge at an end where one fits, each without a watchman before
   with. */
static int list_pieces(const cit_game *g, int player, cit_move *out, int cap) {
    int n = 0;
    int8_t e[END_EDGES][3];
    int ne = end_edges(g, e);
    for (unsigned m = fitting_ends(g, e, ne); m; m &= m - 1) {
        int k = __builtin_ctz(m), x = e[k][0], y = e[k][1], s = e[k][2];
        if (n < cap) out[n] = wall_move(CIT_MOVE_CITY_WALL, x, y, s, 0);
        n++;
        if (!watchman_allowed(g, player, x, y, s)) continue;
        if (n < cap) out[n] = wall_move(CIT_MOVE_CITY_WALL, x, y, s, 1);
        n++;
    }
    return n;
}

/* Keeps the end edges that take a piece for the round's next step (queue_next_step);
   whether there is one (the round's next player places one, or is passed over). */
static int keep_pieces(cit_game *g) {
    city_state *c = city_of(g);
    int8_t e[END_EDGES][3];
    unsigned may;
    c->kept_ends = (uint8_t)ends_that_fit(g, e, end_edges(g, e), &may);
    c->kept_may = (uint8_t)may;
    c->kept_kind = CITY_KEPT_PIECES, c->kept_tiles = (uint8_t)g->npieces, c->kept_walls = (uint8_t)g->nwalls;
    return c->kept_ends != 0;
}

/* The player of step `at` of the round (clockwise from the trigger). */
static int step_player(const cit_game *g, int at) { return (city_of(g)->trigger + at) % g->nplayers; }

/* Queues the round's next step that can be played (a player with no piece to place is
   passed over); ends the round when none is left. */
static void queue_next_step(cit_game *g) {
    city_state *c = city_of(g);
    if (c->ended) return;
    while (c->at < c->steps) {
        int at = c->at, p = step_player(g, at);
        if (at == 0 && c->gate_first) {
            if (!keep_gates(g)) { /* no free outer edge: no wall this time */
                c->steps = c->at = 0;
                return;
            }
            decide_step st = {CIT_DECIDE_CITY_GATE, (uint8_t)p, CIT_MODULE_CITY, 0};
            turn_queue_front(g, st);
            return;
        }
        if (c->pieces_left && keep_pieces(g)) {
            decide_step st = {CIT_DECIDE_CITY_WALL, (uint8_t)p, CIT_MODULE_CITY, 0};
            turn_queue_front(g, st);
            return;
        }
        c->at++; /* no piece left, or nowhere to put one: this player places none */
    }
    c->steps = c->at = 0;
    /* then the trigger may build a tower at an end with pieces since the last one */
    if (c->towers_left[c->trigger] && (c->head_run || c->tail_run)) {
        decide_step st = {CIT_DECIDE_CITY_TOWER, c->trigger, CIT_MODULE_CITY, 0};
        turn_queue_front(g, st);
    }
}

/* The tower answers: none first, then the head and the tail where pieces were laid
   since the last tower there (or the gate). */
static int list_towers(const cit_game *g, cit_move *out, int cap) {
    const city_state *c = city_of(g);
    int n = 0;
    if (n < cap) out[n] = decision_move(CIT_MOVE_CITY_TOWER, 0, 0);
    n++;
    for (int end = 0; end < 2; end++) {
        if (!(end ? c->tail_run : c->head_run)) continue;
        cit_move m = decision_move(CIT_MOVE_CITY_TOWER, 1, 0);
        m.x = end ? c->ax : c->bx;
        m.y = end ? c->ay : c->by;
        if (n < cap) out[n] = m;
        n++;
    }
    return n;
}

static void emit_wall(const cit_game *g, int player, int x, int y, int side, int kind, int watchman, emitter *e);

/* Final scoring begins: the wall is completed (whatever the supply) and the streets and
   markets that closes go on the agenda, one by one (after_award pushes the next). */
static void final_begin(cit_game *g, emitter *e) {
    city_state *c = city_of(g);
    if (c->closed || !g->npieces) return;
    int8_t path[256][3], gate[3], *vgate = NULL;
    if (!c->walled) {
        /* no wall was ever started: it is built round the whole city all the same, from
           the first free outer edge a gate could take */
        cit_move m;
        if (!list_gates_from(g, &m, 1, 1, NULL)) return;
        int x0, y0, x1, y1;
        city_edge_corners(m.x, m.y, m.arg0, &x0, &y0, &x1, &y1);
        c->ax = (int8_t)x0, c->ay = (int8_t)y0, c->bx = (int8_t)x1, c->by = (int8_t)y1;
        gate[0] = m.x, gate[1] = m.y, gate[2] = (int8_t)m.arg0;
        vgate = gate;
    }
    /* a wall built so oddly that no completion avoids touching it touches it */
    int n = city_wall_completion(g, path, 255, 0, vgate);
    if (n <= 0) n = city_wall_completion(g, path, 255, 1, vgate);
    /* a city grown round its wall (tiles may go anywhere but right outside a piece)
       cannot be kept inside: the shortest path by the pieces' own rules closes it */
    if (n <= 0) n = city_wall_completion(g, path, 255, 2, vgate);
    /* and a wall coiled among the tiles so that even that finds no way (a handful of
       random games in a thousand, no sensible play) is closed along the shortest way
       over cell edges without a wall, between two tiles if it must: every game ends
       with a closed wall */
    if (n <= 0) n = city_wall_completion(g, path, 255, 3, vgate);
    if (n <= 0) return;
    if (vgate) memcpy(path[n++], gate, 3); /* the imagined gate closes what it lies on too */
    if (n > CITY_MAX_COMPLETION) n = CITY_MAX_COMPLETION;
    c->completion = (uint8_t)n;
    memcpy(c->completion_path, path, (size_t)n * sizeof path[0]);
    /* the pieces, in the order laid, before anything they close scores */
    for (int k = 0; k < n; k++) emit_wall(g, CIT_NOBODY, path[k][0], path[k][1], path[k][2], CIT_WALL_CITY_COMPLETION, 0, e);
    for (int k = 0; k < n; k++) {
        uint16_t done[16];
        int x = path[k][0], y = path[k][1], side = path[k][2];
        int m = cell_piece_at(g, x, y) ? feat_close_side(g, x, y, side, done, 16) : 0;
        for (int i = 0; i < m && c->nclosed < CITY_MAX_CLOSED; i++) c->closed_roots[c->nclosed++] = done[i];
    }
    if (c->closed_at < c->nclosed) turn_score_root(g, c->closed_roots[c->closed_at++]);
}

/* Closes the street and market ends on the wall's inner side and puts what that
   completes on the agenda; 1 if it completed something. */
static int wall_closes(cit_game *g, int x, int y, int side) {
    uint16_t done[16];
    int n = cell_piece_at(g, x, y) ? feat_close_side(g, x, y, side, done, 16) : 0, any = 0;
    for (int i = 0; i < n; i++) any |= turn_score_root(g, done[i]) == CIT_OK;
    return any;
}

/* A CIT_EV_CITY_WALL event; kind: CIT_WALL_PIECE, CIT_WALL_GATE or
   CIT_WALL_CITY_COMPLETION (its `quarter`). */
static void emit_wall(const cit_game *g, int player, int x, int y, int side, int kind, int watchman, emitter *e) {
    if (!e->out) return;
    cit_event ev = {0};
    ev.type = CIT_EV_CITY_WALL;
    ev.player = (uint8_t)player;
    ev.x = (int8_t)x;
    ev.y = (int8_t)y;
    ev.spot = (int8_t)side;
    ev.quarter = (uint8_t)kind;
    ev.count = (uint8_t)watchman;
    (void)g;
    emit(e, ev);
}

/* The round's progress for the window ("places a wall piece, 2 of 4"): arg is the
   piece's number in the round (the gate is 1), limit the round's pieces. */
static void describe(const cit_game *g, const decide_step *s, cit_pending *p) {
    const city_state *c = city_of(g);
    if (s->decision == CIT_DECIDE_CITY_TOWER) return;
    p->arg = (uint8_t)(c->at + 1);
    p->limit = c->steps;
}

static int wall_legal(const cit_game *g, const decide_step *s, cit_move *out, int cap) {
    if (s->decision == CIT_DECIDE_CITY_GATE) return list_gates(g, out, cap);
    if (s->decision == CIT_DECIDE_CITY_TOWER) return list_towers(g, out, cap);
    if (s->decision == CIT_DECIDE_CITY_WALL) return list_pieces(g, s->player, out, cap);
    return 0;
}

static cit_status wall_check(const cit_game *g, const decide_step *s, const cit_move *m) {
    if (s->decision == CIT_DECIDE_CITY_TOWER) {
        if (m->type != CIT_MOVE_CITY_TOWER) return CIT_ERR_WRONG_DECISION;
        cit_move list[3];
        int n = list_towers(g, list, 3);
        for (int i = 0; i < n; i++)
            if (!memcmp(&list[i], m, sizeof *m)) return CIT_OK;
        return CIT_ERR_MODULE_RULE;
    }
    int want = s->decision == CIT_DECIDE_CITY_GATE ? CIT_MOVE_CITY_GATE : CIT_MOVE_CITY_WALL;
    if (m->type != want) return CIT_ERR_WRONG_DECISION;
    if (m->spot != CIT_SPOT_NONE || m->tile || m->rot || m->arg0 > 3 || m->arg1 > 1 ||
        (want == CIT_MOVE_CITY_GATE && m->arg1))
        return CIT_ERR_BAD_ARGUMENT;
    int fits, pi = cell_piece_at(g, m->x, m->y) - 1;
    if (want == CIT_MOVE_CITY_GATE && pi >= 0 && kept_for(g, CITY_KEPT_GATES)) {
        fits = city_of(g)->kept_gates[pi >> 1] >> ((pi & 1) * 4 + m->arg0) & 1;
    } else if (want == CIT_MOVE_CITY_WALL && kept_for(g, CITY_KEPT_PIECES)) {
        int8_t e[END_EDGES][3];
        fits = 0;
        for (int k = 0, ne = end_edges(g, e); k < ne; k++)
            fits |= e[k][0] == m->x && e[k][1] == m->y && e[k][2] == m->arg0 && city_of(g)->kept_ends >> k & 1;
    } else if (want == CIT_MOVE_CITY_GATE) {
        int bounds[4];
        tile_bounds(g, bounds);
        city_town town;
        city_town_init(&town, g, 1);
        fits = city_gate_fits(g, bounds, &town, m->x, m->y, m->arg0);
    } else {
        int bounds[4];
        tile_bounds(g, bounds);
        fits = city_piece_fits(g, bounds, NULL, m->x, m->y, m->arg0);
    }
    if (want == CIT_MOVE_CITY_GATE) return fits ? CIT_OK : CIT_ERR_MODULE_RULE;
    if (!fits) return CIT_ERR_MODULE_RULE;
    if (m->arg1 && !g->supply[s->player]) return CIT_ERR_NO_FOLLOWER;
    if (m->arg1 && city_watchman_opposite(g, m->x, m->y, m->arg0)) return CIT_ERR_MODULE_RULE;
    return CIT_OK;
}

/* A tower at a wall end: 1 point per piece laid at that end since the last tower there
   (or the gate). */
static void build_tower(cit_game *g, int player, const cit_move *m, emitter *e) {
    city_state *c = city_of(g);
    if (!m->arg0) return;
    int head = m->x == c->bx && m->y == c->by && c->head_run;
    int points = head ? c->head_run : c->tail_run;
    if (head) c->head_run = 0;
    else c->tail_run = 0;
    c->towers_left[player]--;
    city_tower t = {m->x, m->y, (uint8_t)player, (uint8_t)points};
    if (c->ntowers < CIT_CITY_TOWERS) c->towers[c->ntowers++] = t;
    score_add(g, player, CIT_CAT_TOWER, points);
    if (!e->out) return;
    cit_event ev = {0};
    ev.type = CIT_EV_SCORE;
    ev.player = (uint8_t)player;
    ev.reason = CIT_SCORE_CITY_TOWER;
    ev.feature_kind = 0xFF;
    ev.x = m->x;
    ev.y = m->y;
    ev.spot = -1;
    ev.points = (int16_t)points;
    emit(e, ev);
}

static void wall_apply(cit_game *g, const decide_step *s, const cit_move *m, emitter *e) {
    city_state *c = city_of(g);
    if (s->decision == CIT_DECIDE_CITY_TOWER) {
        build_tower(g, s->player, m, e);
        return;
    }
    int x = m->x, y = m->y, side = m->arg0, gate = m->type == CIT_MOVE_CITY_GATE;
    int x0, y0, x1, y1;
    city_edge_corners(x, y, side, &x0, &y0, &x1, &y1);
    int w = board_add_wall(g, x, y, side, gate ? CIT_WALL_GATE : CIT_WALL_PIECE) - 1;
    g->walls[w].by = s->player;
    if (gate) {
        c->walled = 1;
        c->ax = (int8_t)x0, c->ay = (int8_t)y0;
        c->bx = (int8_t)x1, c->by = (int8_t)y1;
    } else {
        c->pieces_left--;
        if (x0 == c->bx && y0 == c->by) c->bx = (int8_t)x1, c->by = (int8_t)y1, c->head_run++;
        else c->ax = (int8_t)x0, c->ay = (int8_t)y0, c->tail_run++;
        if (c->ax == c->bx && c->ay == c->by) c->closed = 1;
        if (m->arg1) followers_put_on_wall(g, w, s->player);
    }
    emit_wall(g, s->player, x, y, side, gate, m->arg1, e);
    c->at++;
    /* the last piece, or the ends 5 apart or fewer: the game ends at once (what this
       piece completed still scores first), no more pieces, no tower */
    if ((!gate && !c->pieces_left) || city_ends_close(g)) {
        c->ended = 1;
        c->steps = c->at = 0;
        turn_finish_game(g);
    }
    /* what the piece completed scores at once (followers home before the next piece);
       the round goes on from after_award once the last of it has scored */
    if (wall_closes(g, x, y, side)) c->resume = 1;
    else queue_next_step(g);
}

/* ---- hooks ---------------------------------------------------------------------------- */

/* Notes the stack of the tile just placed (the draw took it from order[next_draw - 1]);
   puts on the agenda what a wall beside the new tile completes. */
static void after_place(cit_game *g, int pi, emitter *e) {
    (void)e;
    city_state *c = city_of(g);
    c->placed_stack = (uint8_t)stack_of(g, g->next_draw - 1);
    int8_t x = g->pieces[pi].x, y = g->pieces[pi].y;
    if (g->npieces == 1) c->minx = c->maxx = x, c->miny = c->maxy = y;
    if (x < c->minx) c->minx = x;
    if (x > c->maxx) c->maxx = x;
    if (y < c->miny) c->miny = y;
    if (y > c->maxy) c->maxy = y;
    uint16_t done[16];
    int n = close_wall_sides(g, pi, done, 16);
    for (int i = 0; i < n; i++) turn_score_root(g, done[i]);
}

#define QUARTER_MARKETS_MAX 64

/* A scoring the placement caused (not a wall piece's: those score after the turn's
   scorings, in the wall round) of a street or market with a follower on it, by a tile
   from stack 2 or 3, starts a wall round at the end of the turn. */
static void before_award(cit_game *g, uint16_t root, int final) {
    const node *r = &g->nodes[root];
    if (final || g->stage != STAGE_SCORE || !r->nmeeples) return;
    if (r->kind != CIT_FEAT_STREET && r->kind != CIT_FEAT_MARKET) return;
    if (city_of(g)->placed_stack >= 2) city_of(g)->triggered = 1;
}

/* A wall piece's scorings done: the round goes on. */
static void after_award(cit_game *g, uint16_t root, int final, emitter *e) {
    (void)root;
    (void)e;
    city_state *c = city_of(g);
    /* final scoring: the next feature the wall's completion closed */
    if (g->stage == STAGE_FINAL) {
        while (c->closed_at < c->nclosed && turn_score_root(g, c->closed_roots[c->closed_at++]) != CIT_OK) {
        }
        return;
    }
    if (final || !c->resume || g->agenda_at < g->nagenda) return;
    c->resume = 0;
    queue_next_step(g);
}

/* One wall round per placement that triggered one (RULES.md §5): the first builds the
   gate (the trigger's first piece) and then a piece for every other player clockwise;
   later ones a piece for every player from the trigger. A tile from stack 3 doubles the
   pieces, two players double them again; one piece at a time, round the table. */
static void turn_end(cit_game *g, emitter *e) {
    (void)e;
    city_state *c = city_of(g);
    if (!c->triggered) return;
    c->triggered = 0;
    if (c->closed) return;
    int per = (c->placed_stack == 3 ? 2 : 1) * (g->nplayers == 2 ? 2 : 1);
    c->trigger = g->placer;
    c->gate_first = !c->walled;
    c->at = 0;
    c->steps = (uint8_t)(per * g->nplayers); /* the first time the gate is step 0 */
    queue_next_step(g);
}

/* Final scoring, last of all: each watchman looks from its piece along its row or
   column into the city up to the first empty cell or the far wall: 2 points per public
   building tile it sees, 3 per historic one (RULES.md §5). */
static void final_end(cit_game *g, emitter *e) {
    for (int i = 0; i < g->nwalls; i++) {
        const wall_piece *w = &g->walls[i];
        if (!w->owner) continue;
        int x = w->x, y = w->y, back = (w->side + 2) & 3, points = 0;
        for (int k = 0; k < 2 * BOARD_LIMIT; k++) {
            int pi = cell_piece_at(g, x, y);
            if (!pi) break;
            unsigned flags = g->cat->set.tiles[g->pieces[pi - 1].tile].flags;
            points += flags & CIT_TF_HISTORIC ? 3 : flags & CIT_TF_PUBLIC ? 2 : 0;
            if (wall_at(g, x, y, back)) break;
            x += dir_dx[back];
            y += dir_dy[back];
        }
        int player = w->owner - 1;
        score_add(g, player, CIT_CAT_WATCHMAN, points);
        if (!e->out || !points) continue;
        cit_event ev = {0};
        ev.type = CIT_EV_SCORE;
        ev.player = (uint8_t)player;
        ev.reason = CIT_SCORE_CITY_WATCHMAN;
        ev.feature_kind = 0xFF;
        ev.x = w->x;
        ev.y = w->y;
        ev.spot = (int8_t)w->side;
        ev.points = (int16_t)points;
        emit(e, ev);
    }
}

/* A market next to part n of a residential quarter (its tile's own borders, and ports
   facing a market across a tile border) is added to found[] once. */
static int add_market(const cit_game *g, uint16_t r, uint16_t *found, int nfound) {
    if (g->nodes[r].kind != CIT_FEAT_MARKET) return nfound;
    for (int i = 0; i < nfound; i++)
        if (found[i] == r) return nfound;
    if (nfound < QUARTER_MARKETS_MAX) found[nfound++] = r;
    return nfound;
}

/* The markets next to a residential quarter (complete or not, each once): inside a tile
   the tile file's borders (`touches`), across a tile border a market port facing one of
   the quarter's ports. */
static int quarter_markets(const cit_game *g, uint16_t root) {
    uint16_t found[QUARTER_MARKETS_MAX];
    int nfound = 0;
    uint16_t n = root;
    do {
        const node *m = &g->nodes[n];
        const piece *p = &g->pieces[m->piece];
        const cit_feature_def *d = &g->cat->set.tiles[p->tile].feat[m->feat];
        for (unsigned t = d->touches; t; t &= t - 1)
            if (g->nodes[p->node0 + __builtin_ctz(t)].kind == CIT_FEAT_MARKET) nfound = add_market(g, feat_find(g, (uint16_t)(p->node0 + __builtin_ctz(t))), found, nfound);
        for (unsigned ports = d->ports & 0xFFFu; ports; ports &= ports - 1) {
            int at = cit_port_rotate(__builtin_ctz(ports), p->rot), s = at / 3;
            int qi = cell_piece_at(g, p->x + dir_dx[s], p->y + dir_dy[s]);
            if (!qi) continue;
            const piece *q = &g->pieces[qi - 1];
            int f = g->cat->port_feat[q->tile][q->rot][cit_port_opposite(at)];
            if (f >= 0 && g->nodes[q->node0 + f].kind == CIT_FEAT_MARKET) nfound = add_market(g, feat_find(g, (uint16_t)(q->node0 + f)), found, nfound);
        }
        n = m->next;
    } while (n != root);
    return nfound;
}

/* A residential quarter: 2 per market next to it, across tile borders too (the core's
   kind rule sees a tile's own borders only). */
static int value(const cit_game *g, uint16_t root, int final, int v) {
    (void)final;
    if (g->nodes[root].kind != CIT_FEAT_RESIDENTIAL) return v;
    return cit_kind_rules[CIT_FEAT_RESIDENTIAL].per_touch * quarter_markets(g, root);
}

/* ---- move text: "gate X,Y SIDE", "wallpiece X,Y SIDE [watchman]" --------------------- */

static const char side_letter[4] = {'n', 'e', 's', 'w'};

static size_t format_wall(const cit_game *g, const cit_move *m, char *buf, size_t cap) {
    (void)g;
    int gate = m->type == CIT_MOVE_CITY_GATE;
    if (m->arg0 > 3 || m->arg1 > 1 || (gate && m->arg1)) return 0;
    return cit_fmt(buf, cap, "%s %d,%d %c%s", gate ? "gate" : "wallpiece", m->x, m->y, side_letter[m->arg0],
                   m->arg1 ? " watchman" : "");
}

static int parse_wall(const cit_game *g, mt_cursor *c, cit_move *m) {
    (void)g;
    const char *w;
    size_t n;
    int x, y, side = -1;
    if (!mt_word(c, &w, &n) || !mt_cell(w, n, &x, &y)) return 0;
    if (!mt_word(c, &w, &n) || n != 1) return 0;
    for (int s = 0; s < 4; s++)
        if (w[0] == side_letter[s]) side = s;
    if (side < 0) return 0;
    m->x = (int8_t)x;
    m->y = (int8_t)y;
    m->arg0 = (uint8_t)side;
    if (mt_word(c, &w, &n)) {
        if (m->type != CIT_MOVE_CITY_WALL || !mt_word_is(w, n, "watchman")) return 0;
        m->arg1 = 1;
    }
    return 1;
}

static size_t format_tower(const cit_game *g, const cit_move *m, char *buf, size_t cap) {
    (void)g;
    if (m->arg0 > 1 || m->arg1) return 0;
    if (!m->arg0) return cit_fmt(buf, cap, "tower none");
    return cit_fmt(buf, cap, "tower %d,%d", m->x, m->y);
}

static int parse_tower(const cit_game *g, mt_cursor *c, cit_move *m) {
    (void)g;
    const char *w;
    size_t n;
    int x, y;
    if (!mt_word(c, &w, &n)) return 0;
    if (mt_word_is(w, n, "none")) return 1;
    if (!mt_cell(w, n, &x, &y)) return 0;
    m->arg0 = 1;
    m->x = (int8_t)x;
    m->y = (int8_t)y;
    return 1;
}

static const move_verb verbs[] = {
    {"gate", CIT_MOVE_CITY_GATE, format_wall, parse_wall},
    {"wallpiece", CIT_MOVE_CITY_WALL, format_wall, parse_wall},
    {"tower", CIT_MOVE_CITY_TOWER, format_tower, parse_tower},
};

static const decision_name decision_names[] = {
    {CIT_DECIDE_CITY_GATE, "city_gate"},
    {CIT_DECIDE_CITY_WALL, "city_wall"},
    {CIT_DECIDE_CITY_TOWER, "city_tower"},
};

/* ---- the AI's hooks (rules.h: playout, view_hash) --------------------------------------- */

/*
 * Playout answers. Uniform play would put a watchman on every other wall piece (each
 * piece is listed with and without one) and so lock away followers a playout needs for
 * streets and markets, and would leave a tower unbuilt a third of the time although it
 * pays at once. A playout lays a piece at either end at random, with a watchman one time
 * in four while the player has three followers or more (the edges are tried in random
 * order until one leaves the wall closable, each test a whole completion, instead of
 * listing them all); it builds a tower at the end
 * with more pieces since the last one when that is 2 or more (else none). The gate is
 * left to uniform play.
 */
static int playout(const cit_game *g, const decide_step *s, uint64_t *rng, cit_move *out) {
    if (s->decision == CIT_DECIDE_CITY_WALL) {
        /* the edges at the ends a piece may take by its own rules, then one at random that
           leaves the wall closable (drawn one by one as if each were tested in turn; the
           answers are the step's kept ones) */
        int n = 0;
        int8_t e[END_EDGES][3], k_of[END_EDGES];
        int ne = end_edges(g, e);
        unsigned may, fits = kept_for(g, CITY_KEPT_PIECES) ? (may = city_of(g)->kept_may, city_of(g)->kept_ends)
                                                           : ends_that_fit(g, e, ne, &may);
        for (int k = 0; k < ne; k++)
            if (may >> k & 1) k_of[n++] = (int8_t)k;
        while (n > 0) {
            int i = (int)rules_rng_below(rng, (uint32_t)n), k = k_of[i];
            if (fits >> k & 1) {
                int watchman = watchman_allowed(g, s->player, e[k][0], e[k][1], e[k][2]) &&
                               g->supply[s->player] >= 3 && rules_rng_below(rng, 4) == 0;
                *out = wall_move(CIT_MOVE_CITY_WALL, e[k][0], e[k][1], e[k][2], watchman);
                return 1;
            }
            k_of[i] = k_of[--n];
        }
        return 0;
    }
    if (s->decision == CIT_DECIDE_CITY_TOWER) {
        const city_state *c = city_of(g);
        cit_move m[3];
        int n = list_towers(g, m, 3), best = 0, pay = 1;
        for (int i = 1; i < n && i < 3; i++) {
            int run = m[i].x == c->bx && m[i].y == c->by && c->head_run ? c->head_run : c->tail_run;
            if (run > pay) pay = run, best = i;
        }
        *out = m[best];
        return 1;
    }
    return 0;
}

/* What every player sees of The City that no other query shows (the search's seed): the
   stacks' sizes, the wall's supply, ends and rounds, the towers and their supplies. */
static uint64_t view_hash(const cit_game *g, int observer) {
    (void)observer;
    const city_state *c = city_of(g);
    uint64_t v = 0xcbf29ce484222325ULL;
#define CITY_MIX(x) (v = (v ^ (uint64_t)(x)) * 0x100000001b3ULL)
    for (int k = 0; k < CIT_CITY_STACKS; k++) CITY_MIX(c->end[k] > g->next_draw ? (unsigned)(c->end[k] - g->next_draw) : 0u);
    CITY_MIX(c->pieces_left);
    CITY_MIX((uint32_t)(uint8_t)c->ax | (uint32_t)(uint8_t)c->ay << 8 | (uint32_t)(uint8_t)c->bx << 16 |
             (uint32_t)(uint8_t)c->by << 24);
    CITY_MIX((uint32_t)c->at | (uint32_t)c->steps << 8 | (uint32_t)c->trigger << 16 | (uint32_t)c->head_run << 24);
    CITY_MIX((uint32_t)c->tail_run | (uint32_t)c->ntowers << 8 | (uint32_t)c->closed << 16);
    for (int p = 0; p < 4; p++) CITY_MIX(c->towers_left[p]);
    for (int i = 0; i < c->ntowers; i++)
        CITY_MIX((uint32_t)(uint8_t)c->towers[i].x | (uint32_t)(uint8_t)c->towers[i].y << 8 |
                 (uint32_t)c->towers[i].owner << 16);
#undef CITY_MIX
    return v;
}

/* Final scoring visits the residential quarters only: incomplete streets and markets
   score nothing (RULES.md §5). */
static const uint8_t city_final_kinds[] = {CIT_FEAT_RESIDENTIAL};

/* Its score categories (city.h: CIT_CAT_STREET ... CIT_CAT_WATCHMAN), in that order, with
   the feature kinds whose points count in them. */
static const module_category city_categories[] = {
    {"street", 1u << CIT_FEAT_STREET},
    {"market", 1u << CIT_FEAT_MARKET},
    {"quarter", 1u << CIT_FEAT_RESIDENTIAL},
    {"tower", 0},
    {"watchman", 0},
};

const rules_module city_module = {
    .name = "city",
    .id = CIT_MODULE_CITY,
    .option = MODULE_NO_OPTION,
    .modes = 1u << CIT_MODE_CITY,
    .state_size = sizeof(city_state),
    .categories = city_categories,
    .ncategories = sizeof city_categories / sizeof city_categories[0],
    .box = city_box,
    .start_board = start_board,
    .setup = setup,
    .after_place = after_place,
    .before_award = before_award,
    .after_award = after_award,
    .turn_end = turn_end,
    .final_begin = final_begin,
    .final_end = final_end,
    .value = value,
    .final_kinds = city_final_kinds,
    .nfinal_kinds = sizeof city_final_kinds,
    .placement = &city_rules,
    .wide_answers = 1, /* the gate may go on any free outer edge */
    .describe = describe,
    .legal = wall_legal,
    .check = wall_check,
    .apply = wall_apply,
    .playout = playout,
    .view_hash = view_hash,
    .verbs = verbs,
    .nverbs = sizeof verbs / sizeof verbs[0],
    .decision_names = decision_names,
    .ndecision_names = sizeof decision_names / sizeof decision_names[0],
};

/* ---- queries ---------------------------------------------------------------------------- */

int cit_game_city_stacks(const cit_game *g, int left[CIT_CITY_STACKS]) {
    if (!city_on(g)) return 0;
    const city_state *c = city_of(g);
    int from = g->next_draw, start = 0;
    for (int k = 0; k < CIT_CITY_STACKS; k++) {
        int first = from > start ? from : start;
        left[k] = c->end[k] > first ? c->end[k] - first : 0;
        start = c->end[k];
    }
    return 1;
}

int cit_game_city_hand_stack(const cit_game *g) {
    if (!city_on(g) || g->next_draw == 0) return 0;
    return stack_of(g, g->next_draw - 1);
}

int cit_game_city_placed_stack(const cit_game *g) { return city_on(g) ? city_of(g)->placed_stack : 0; }

int cit_game_city_wall_supply(const cit_game *g) { return city_on(g) ? city_of(g)->pieces_left : -1; }

int cit_game_city_towers(const cit_game *g, city_tower *out, int cap) {
    if (!city_on(g)) return 0;
    const city_state *c = city_of(g);
    for (int i = 0; i < c->ntowers && i < cap; i++) out[i] = c->towers[i];
    return c->ntowers;
}

int cit_game_city_towers_left(const cit_game *g, int player) {
    return city_on(g) && player >= 0 && player < g->nplayers ? city_of(g)->towers_left[player] : -1;
}

int cit_game_city_completion(const cit_game *g) { return city_on(g) ? city_of(g)->completion : 0; }

int cit_game_city_completion_walls(const cit_game *g, cit_wall *out, int cap) {
    if (!city_on(g)) return 0;
    const city_state *c = city_of(g);
    for (int k = 0; k < c->completion && k < cap; k++) {
        cit_wall w = {c->completion_path[k][0], c->completion_path[k][1], (uint8_t)c->completion_path[k][2],
                      CIT_WALL_CITY_COMPLETION, 0, CIT_NOBODY};
        out[k] = w;
    }
    return c->completion;
}
