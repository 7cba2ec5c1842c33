/* Carcassonne: The City (RULES.md §5): the mode `city`. 75 city tiles in three stacks;
   the first player places the first tile in the middle; only streets must match;
   followers on streets, markets and residential quarters, never on one this very tile
   completes while nobody stands on it; streets and markets score when complete,
   residential quarters at the end. Decisions: docs/rules-decisions.md, "The City". */
#include "rules.h"
#include "mod_city.h"

#include <stdlib.h>
#include <string.h>

/* This module's state in the game (rules.h, MODULE_STATE). */
static inline city_state *city_of(const cit_game *g) { return MODULE_STATE(g, city_state, CIT_MODULE_CITY); }

static int city_on(const cit_game *g) { return g && (g->modules >> CIT_MODULE_CITY & 1); }

/* ---- set-up: the box, the empty middle, the three stacks ------------------------------- */

/* The mode's box holds the 75 city tiles and no start tile: the first tile of stack 1 is
   the first player's to place. */
static void city_box(const cit_catalog *cat, const cit_setup *s, uint8_t *box, int *n, int *start) {
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
}

int city_set_stacks(cit_game *g, int n1, int n2) {
    if (!city_on(g) || n1 < 0 || n2 < 0 || n1 + n2 > g->norder) return 0;
    city_state *c = city_of(g);
    c->end[0] = (uint8_t)n1;
    c->end[1] = (uint8_t)(n1 + n2);
    c->end[2] = g->norder;
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
        if (board_wall_at(g, p->x, p->y, d)) n += feat_close_side(g, p->x, p->y, d, out + n, cap - n);
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
        if (!cell_piece_at(g, nx, ny) && !board_wall_at(g, x, y, s)) return 0;
    }
    return 1;
}

/* Of the spots in `candidates` (free streets and markets of the tile), the ones the
   placement would complete: the tile laid on a copy. */
static uint32_t completed_spots(const cit_game *g, int t, int x, int y, int rot, uint32_t candidates) {
    uint32_t maybe = 0;
    for (uint32_t m = candidates; m; m &= m - 1) {
        int f = __builtin_ctz(m);
        if (may_complete(g, t, f, x, y, rot)) maybe |= 1u << f;
    }
    if (!maybe) return 0;
    cit_game *c = malloc(sizeof *c);
    if (!c) return maybe; /* refuse rather than allow a follower the rules may forbid */
    memcpy(c, g, sizeof *c);
    int pi = board_place_piece(c, t, x, y, rot);
    feat_touch_any_sides(c, pi);
    uint16_t done[16];
    close_wall_sides(c, pi, done, 16);
    uint32_t out = 0;
    for (uint32_t m = maybe; m; m &= m - 1) {
        int f = __builtin_ctz(m);
        uint16_t r = feat_find(c, (uint16_t)(c->pieces[pi].node0 + f));
        if (c->nodes[r].open == 0) out |= 1u << f;
    }
    free(c);
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
    const uint8_t *fit = g->cat->fit[g->hand];
    int n = 0;
    for (int i = 0; i < g->nfrontier; i++) {
        uint8_t mask = fit[g->frontier_key[i]];
        if (!mask) continue;
        if (n < cap) {
            out[n].x = g->frontier[i].x;
            out[n].y = g->frontier[i].y;
            out[n].rotmask = mask;
            out[n].extramask = 0;
        }
        n++;
    }
    return n;
}

static int legal_moves(const cit_game *g, cit_move *out, int cap) {
    int t = g->hand, n = 0;
    const uint8_t *fit = g->cat->fit[t];
    for (int i = 0; i < g->nfrontier; i++) {
        unsigned mask = fit[g->frontier_key[i]] & g->cat->distinct[t];
        for (; mask; mask &= mask - 1) {
            int r = __builtin_ctz(mask);
            cit_move m = place_move(g, g->frontier[i].x, g->frontier[i].y, r);
            if (n < cap) out[n] = m;
            n++;
            for (uint32_t s = city_free_spots(g, t, m.x, m.y, r); s; s &= s - 1) {
                m.spot = (int8_t)__builtin_ctz(s);
                if (n < cap) out[n] = m;
                n++;
            }
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

/* ---- hooks ---------------------------------------------------------------------------- */

/* Notes the stack of the tile just placed (the draw took it from order[next_draw - 1]);
   puts on the agenda what a wall beside the new tile completes. */
static void after_place(cit_game *g, int pi, emitter *e) {
    (void)e;
    city_of(g)->placed_stack = (uint8_t)stack_of(g, g->next_draw - 1);
    uint16_t done[16];
    int n = close_wall_sides(g, pi, done, 16);
    for (int i = 0; i < n; i++) turn_score_root(g, done[i]);
}

#define QUARTER_MARKETS_MAX 64

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
            nfound = add_market(g, feat_find(g, (uint16_t)(p->node0 + __builtin_ctz(t))), found, nfound);
        for (int port = 0; port < 12; port++) {
            if (!(d->ports >> port & 1)) continue;
            int at = cit_port_rotate(port, p->rot), s = at / 3;
            int qi = cell_piece_at(g, p->x + dir_dx[s], p->y + dir_dy[s]);
            if (!qi) continue;
            const piece *q = &g->pieces[qi - 1];
            int f = g->cat->port_feat[q->tile][q->rot][cit_port_opposite(at)];
            if (f >= 0) nfound = add_market(g, feat_find(g, (uint16_t)(q->node0 + f)), found, nfound);
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

/* Final scoring visits the residential quarters only: incomplete streets and markets
   score nothing (RULES.md §5). */
static const uint8_t city_final_kinds[] = {CIT_FEAT_RESIDENTIAL};

const rules_module city_module = {
    .name = "city",
    .id = CIT_MODULE_CITY,
    .option = MODULE_NO_OPTION,
    .modes = 1u << CIT_MODE_CITY,
    .state_size = sizeof(city_state),
    .box = city_box,
    .start_board = start_board,
    .setup = setup,
    .after_place = after_place,
    .value = value,
    .final_kinds = city_final_kinds,
    .nfinal_kinds = sizeof city_final_kinds,
    .placement = &city_rules,
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
