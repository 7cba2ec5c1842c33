/* Placing a tile: whether it can go anywhere or here, the draw and hands, the base
   game's listing, random placement, the check and the placement itself. The general
   turn (turn.c) and the base game's fast path (game.c) both build on these. */
#include "rules.h"
#include "spots.h"

#include <string.h>

/* The placement rules that answer for the tile in hand (rules.h: a chain in table
   order), or NULL for the core's; g->placing == 0 (the base game) decides at once. */
static inline const placement_rules *placing(const cit_game *g) {
    return g->placing ? placement_rules_for(g, g->hand) : NULL;
}

/* ---- can a tile go anywhere / here: the one answer -------------------------------------- */

/* Newest cells first: they sit at the edge of the board with one neighbour, where
   most tiles fit, so the search usually stops at once. */
static int fits_anywhere(const cit_game *g, int tile) {
    const uint8_t *fit = g->cat->fit[tile];
    for (int i = g->nfrontier - 1; i >= 0; i--)
        if (fit[g->frontier_key[i]]) return 1;
    return 0;
}

/* Placements the fit table does not show, from every module whose placement rules claim
   the tile (a placement legal only with what a module lays over it). slot -1: any cell. */
static int fits_otherwise(const cit_game *g, int tile, int slot, int player) {
    FOR_MODULES(g->modules, m)
        if (m->placement && rules_claim(g, m->placement, tile) &&
            m->placement->fits_otherwise && m->placement->fits_otherwise(g, tile, slot, player))
            return 1;
    return 0;
}

/* Where the fit table says no for every empty cell: a triangle may go into a
   half-filled cell, a module's placement rules may place the tile otherwise. */
static __attribute__((noinline)) int fits_elsewhere(const cit_game *g, int tile) {
    if (tile_is_triangle(g->cat, tile) && triangle_fits_half(g, tile)) return 1;
    return g->placing && fits_otherwise(g, tile, -1, g->player);
}

/* The placement rules that claim `tile` when they decide alone where it goes
   (placement_rules.rotations), else NULL: the fit table answers. */
static const placement_rules *own_fit_rules(const cit_game *g, int tile) {
    if (!(g->modules & g->fit_rules_mods)) return NULL; /* no such rules in play */
    const placement_rules *r = placement_rules_for(g, tile);
    return r && r->rotations ? r : NULL;
}

/* The base game's answer inline (the draw is hot in playouts); the rest only when the
   fit table says no. */
static inline int tile_fits_plain(const cit_game *g, int tile) {
    int fits = fits_anywhere(g, tile);
    if (__builtin_expect(!fits, 0)) fits = fits_elsewhere(g, tile);
    return fits;
}

/* The same where modules may run: rules that decide alone where a tile goes answer first. */
static inline int tile_fits(const cit_game *g, int tile) {
    if (__builtin_expect(g->placing, 0)) {
        const placement_rules *r = own_fit_rules(g, tile);
        if (r) return r->fits(g, tile);
    }
    return tile_fits_plain(g, tile);
}

int game_tile_fits(const cit_game *g, int tile) { return tile_fits(g, tile); }

int game_tile_fits_at(const cit_game *g, int tile, int x, int y, int player) {
    if (x < -BOARD_LIMIT || x > BOARD_LIMIT || y < -BOARD_LIMIT || y > BOARD_LIMIT) return 0;
    int slot = cell_frontier_slot(g, x, y);
    if (slot < 0) return 0;
    const placement_rules *r = g->placing ? own_fit_rules(g, tile) : NULL;
    if (r) return r->rotations(g, tile, slot) != 0;
    if (g->cat->fit[tile][g->frontier_key[slot]]) return 1;
    return g->modules && fits_otherwise(g, tile, slot, player);
}

/* The current player gets tile t: in hand if it fits somewhere, else discarded; reports
   which and returns whether it fits. */
static inline int take_tile_as(cit_game *g, int t, emitter *e, int modules) {
    int fits = modules ? tile_fits(g, t) : tile_fits_plain(g, t);
    if (e->out) {
        cit_event ev = {0};
        ev.type = fits ? CIT_EV_DRAW : CIT_EV_DISCARD;
        ev.player = g->player;
        ev.tile = (cit_tile_id)t;
        emit(e, ev);
    }
    if (fits) {
        g->hand = (cit_tile_id)t;
        g->decision = CIT_DECIDE_PLACE_TILE;
    }
    return fits;
}

int game_take_tile(cit_game *g, int tile, emitter *e) { return take_tile_as(g, tile, e, 1); }

int game_stack_next(cit_game *g, emitter *e) {
    while (g->next_draw < g->norder) {
        int at = g->next_draw++, aside = 0;
        FOR_HOOK(g, TURN_HOOK_SET_ASIDE, m) if (m->set_aside(g, at, e)) {
            aside = 1;
            break;
        }
        if (!aside) return g->order[at];
    }
    return -1;
}

void game_stack_return(cit_game *g, int at) {
    cit_tile_id t = g->order[at];
    memmove(&g->order[at], &g->order[at + 1], sizeof g->order[0] * (size_t)(g->next_draw - 1 - at));
    for (int j = 0; j < g->nheld; j++)
        if (g->held_from[j] != HELD_REVEALED && g->held_from[j] > at && g->held_from[j] < g->next_draw) g->held_from[j]--;
    g->order[--g->next_draw] = t;
    g->returned++;
}

/* Draws for the current player, discarding tiles that fit nowhere (a module may set a
   tile aside on the way: the tile after a discard too). */
int game_draw(cit_game *g, emitter *e) {
    if (g->hook_mods[TURN_HOOK_SET_ASIDE]) {
        for (int t; (t = game_stack_next(g, e)) >= 0;)
            if (take_tile_as(g, t, e, 1)) return 1;
        return 0;
    }
    /* no module sets tiles aside: the plain loop (most games' draw stays as fast as before) */
    while (g->next_draw < g->norder)
        if (take_tile_as(g, g->order[g->next_draw++], e, 1)) return 1;
    return 0;
}

int game_draw_plain(cit_game *g, emitter *e) {
    while (g->next_draw < g->norder)
        if (take_tile_as(g, g->order[g->next_draw++], e, 0)) return 1;
    return 0;
}

int game_hold_tile(cit_game *g, int owner) {
    if (g->next_draw >= g->norder || g->nheld >= MAX_HELD) return -1;
    cit_tile_id t = g->order[g->next_draw];
    g->held_from[g->nheld] = g->next_draw++;
    g->held_serial[g->nheld] = g->hold_serial++;
    g->held[g->nheld] = t;
    g->held_by[g->nheld++] = (uint8_t)owner;
    if ((unsigned)owner < CIT_MAX_PLAYERS) g->hand_count[owner]++;
    return t;
}

int game_hold_stack_tile(cit_game *g, int owner, int i) {
    if (i < g->next_draw || i >= g->norder || g->nheld >= MAX_HELD) return -1;
    cit_tile_id t = g->order[i];
    memmove(g->order + g->next_draw + 1, g->order + g->next_draw, sizeof g->order[0] * (size_t)(i - g->next_draw));
    g->order[g->next_draw] = t;
    return game_hold_tile(g, owner);
}

int game_hold_revealed(cit_game *g, int owner, int tile) {
    if (g->nheld >= MAX_HELD) return -1;
    g->held_from[g->nheld] = HELD_REVEALED;
    g->held_serial[g->nheld] = g->hold_serial++;
    g->held[g->nheld] = (cit_tile_id)tile;
    g->held_by[g->nheld++] = (uint8_t)owner;
    if ((unsigned)owner < CIT_MAX_PLAYERS) g->hand_count[owner]++;
    return tile;
}

void game_count_hands(cit_game *g) {
    memset(g->hand_count, 0, sizeof g->hand_count);
    for (int i = 0; i < g->nheld; i++)
        if (g->held_by[i] < CIT_MAX_PLAYERS) g->hand_count[g->held_by[i]]++;
}

int game_release_tile(cit_game *g, int owner, int k) {
    for (int i = 0; i < g->nheld; i++) {
        if (g->held_by[i] != owner || k-- > 0) continue;
        int t = g->held[i];
        if ((unsigned)owner < CIT_MAX_PLAYERS) g->hand_count[owner]--;
        g->nheld--;
        memmove(g->held + i, g->held + i + 1, sizeof g->held[0] * (size_t)(g->nheld - i));
        memmove(g->held_by + i, g->held_by + i + 1, (size_t)(g->nheld - i));
        memmove(g->held_from + i, g->held_from + i + 1, (size_t)(g->nheld - i));
        memmove(g->held_serial + i, g->held_serial + i + 1, (size_t)(g->nheld - i));
        return t;
    }
    return -1;
}

/* ---- placements and follower spots ------------------------------------------------------ */

int cit_game_legal_placements(const cit_game *g, cit_placement *out, int cap) {
    if (g->decision != CIT_DECIDE_PLACE_TILE) return 0;
    const placement_rules *rules = placing(g);
    if (rules) return rules->legal_placements(g, out, cap);
    if (__builtin_expect(tile_is_triangle(g->cat, g->hand), 0)) return triangle_legal_placements(g, out, cap);
    const uint8_t *fit = g->cat->fit[g->hand];
    int n = 0;
    if (cap >= g->nfrontier) {
        /* Branch-free: write every cell, keep the ones that fit (hot in playouts). */
        for (int i = 0; i < g->nfrontier; i++) {
            uint8_t mask = fit[g->frontier_key[i]];
            out[n].x = g->frontier[i].x;
            out[n].y = g->frontier[i].y;
            out[n].rotmask = mask;
            out[n].extramask = 0;
            n += mask != 0;
        }
        return n;
    }
    return frontier_placements(g, g->hand, g->player, 0, out, cap);
}

int frontier_placements(const cit_game *g, int tile, int player, int otherwise, cit_placement *out, int cap) {
    const uint8_t *fit = g->cat->fit[tile];
    const placement_rules *own = g->placing ? own_fit_rules(g, tile) : NULL;
    int n = 0;
    for (int i = 0; i < g->nfrontier; i++) {
        uint8_t mask = own ? own->rotations(g, tile, i) : fit[g->frontier_key[i]];
        if (own && !mask) continue;
        if (!mask && !(otherwise && g->modules && fits_otherwise(g, tile, i, player))) continue;
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

int cit_game_tile_cells(const cit_game *g, int tile, int player, cit_placement *out, int cap) {
    if (!g || tile < 0 || tile >= g->cat->set.ntiles) return 0;
    return frontier_placements(g, tile, player, 1, out, cap);
}

int cit_game_follower_spots(const cit_game *g, int x, int y, int rot, int8_t *spots, int cap) {
    if (g->decision != CIT_DECIDE_PLACE_TILE || rot < 0 || rot > 3) return 0;
    const placement_rules *rules = placing(g);
    if (rules) { /* the plain placement (nothing carried) by the rules that answer for it */
        cit_move m = {0};
        m.type = CIT_MOVE_PLACE;
        m.tile = g->hand;
        m.x = (int8_t)x;
        m.y = (int8_t)y;
        m.rot = (uint8_t)rot;
        m.spot = CIT_SPOT_NONE;
        return rules->spots(g, &m, spots, cap);
    }
    if (tile_is_triangle(g->cat, g->hand)) return triangle_follower_spots(g, x, y, rot, spots, cap);
    if (cell_frontier_slot(g, x, y) < 0) return 0; /* not a cell next to the board */
    uint32_t mask = free_spots(g, x, y, rot);
    int n = 0;
    for (int f = 0; mask; f++, mask >>= 1)
        if ((mask & 1) && n < cap) spots[n++] = (int8_t)f;
    return n;
}

int cit_game_move_spots(const cit_game *g, const cit_move *m, int8_t *spots, int cap) {
    if (g->decision != CIT_DECIDE_PLACE_TILE || m->type != CIT_MOVE_PLACE || m->tile != g->hand) return 0;
    const placement_rules *rules = placing(g);
    if (rules) return rules->spots(g, m, spots, cap);
    return cit_game_follower_spots(g, m->x, m->y, m->rot, spots, cap);
}

/* The placement moves for the tile in hand (cit_game_legal_moves while a tile is to be
   placed). */
int place_legal_moves(const cit_game *g, cit_move *out, int cap) {
    const placement_rules *rules = placing(g);
    if (rules) return rules->legal_moves(g, out, cap);
    if (__builtin_expect(tile_is_triangle(g->cat, g->hand), 0)) return triangle_legal_moves(g, out, cap);
    int t = g->hand, n = 0;
    const uint8_t *fit = g->cat->fit[t];
    uint8_t distinct = g->cat->distinct[t];
    uint32_t all_spots = spots_allowed(g, t);
    cit_move m = {0};
    m.type = CIT_MOVE_PLACE;
    m.tile = (cit_tile_id)t;
    /* in locals: a move stored through `out` may alias the game, which the compiler
       would read again after every store */
    const int nfrontier = g->nfrontier, can_place_follower = g->supply[g->player] > 0;
    const frontier_cell *frontier = g->frontier;
    const uint8_t *keys = g->frontier_key;
    for (int i = 0; i < nfrontier; i++) {
        const frontier_cell *fc = &frontier[i];
        uint8_t mask = fit[keys[i]] & distinct;
        if (!mask) continue;
        occupied_ports occ;
        if (can_place_follower) feat_occupied_ports(g, fc->x, fc->y, &occ);
        m.x = fc->x;
        m.y = fc->y;
        /* Walk set bits with ctz: no per-bit branches to mispredict in this hot loop. */
        for (unsigned rm = mask; rm; rm &= rm - 1) {
            m.rot = (uint8_t)__builtin_ctz(rm);
            uint32_t spots = can_place_follower ? all_spots & ~feat_occupied_for(g, &occ, t, m.rot) : 0;
            n = list_with_spots(out, cap, n, m, spots);
        }
    }
    return n;
}

/*
 * The random move's own numbers: SplitMix64 from the caller's seed, dealt out sixteen
 * bits per draw: a move needs about six numbers, each below a thousand, so a try
 * costs a quarter of a generator step.
 */
typedef struct {
    uint64_t state, bits;
    int left; /* 16-bit chunks still in bits */
} chunk_rng;

/* Uniform below bound (1..65536), Lemire's multiply-and-reject on 16 bits; `reject`
   is 65536 % bound, which the caller computes once per bound. */
static inline uint32_t chunk_below(chunk_rng *r, uint32_t bound, uint32_t reject) {
    for (;;) {
        if (r->left == 0) {
            r->bits = splitmix64(&r->state);
            r->left = 4;
        }
        uint32_t m = (uint32_t)(r->bits & 0xFFFF) * bound;
        r->bits >>= 16;
        r->left--;
        if ((m & 0xFFFF) >= reject) return m >> 16;
    }
}

/* How many tries straight from the frontier before listing the legal pairs instead. */
#define RANDOM_MOVE_TRIES 12

/*
 * Uniform over legal (cell, rotation) pairs, then uniform over "no follower" and each
 * free spot. A uniform pair of (frontier cell, rotation) kept only if legal is uniform
 * over the legal pairs; a tile that fits in few places falls back, after a few misses,
 * to listing them, which is uniform too, so the mix is.
 */
cit_status place_random_square(const cit_game *g, uint64_t seed, cit_move *out) {
    if (g->nfrontier == 0) return CIT_ERR_GAME_OVER;
    chunk_rng rng = {seed, 0, 0};
    const uint8_t *fit = g->cat->fit[g->hand];
    const frontier_cell *cell = NULL;
    uint32_t npairs = 4u * g->nfrontier, reject = 65536u % npairs;
    int r = 0;
    for (int tries = 0; tries < RANDOM_MOVE_TRIES; tries++) {
        uint32_t pair = chunk_below(&rng, npairs, reject);
        r = (int)(pair & 3);
        if (fit[g->frontier_key[pair >> 2]] >> r & 1) {
            cell = &g->frontier[pair >> 2];
            break;
        }
    }
    int x, y;
    if (cell) {
        x = cell->x;
        y = cell->y;
    } else {
        cit_placement pl[MAX_FRONTIER];
        int n = cit_game_legal_placements(g, pl, MAX_FRONTIER), pairs = 0;
        if (n <= 0) return CIT_ERR_GAME_OVER; /* cannot happen: unplaceable tiles are discarded */
        for (int i = 0; i < n; i++) pairs += bit_count(pl[i].rotmask);
        int k = (int)chunk_below(&rng, (uint32_t)pairs, 65536u % (uint32_t)pairs), i = 0;
        while (k >= bit_count(pl[i].rotmask)) k -= bit_count(pl[i++].rotmask);
        unsigned rm = pl[i].rotmask;
        while (k--) rm &= rm - 1;
        r = __builtin_ctz(rm);
        x = pl[i].x;
        y = pl[i].y;
    }
    uint32_t spots = free_spots(g, x, y, r), choices = (uint32_t)bit_count(spots) + 1;
    uint32_t pick = chunk_below(&rng, choices, 65536u % choices);
    memset(out, 0, sizeof *out);
    out->type = CIT_MOVE_PLACE;
    out->tile = g->hand;
    out->x = (int8_t)x;
    out->y = (int8_t)y;
    out->rot = (uint8_t)r;
    out->spot = CIT_SPOT_NONE;
    for (; spots; spots &= spots - 1, pick--)
        if (pick == 0) {
            out->spot = (int8_t)__builtin_ctz(spots);
            break;
        }
    return CIT_OK;
}


/* The random placement move for the tile in hand, by the rules that answer for it. */
cit_status place_random_move(const cit_game *g, uint64_t seed, cit_move *out) {
    const placement_rules *rules = placing(g);
    if (rules) return rules->random_move(g, seed, out);
    if (__builtin_expect(tile_is_triangle(g->cat, g->hand), 0)) return triangle_random_place(g, seed, out);
    return place_random_square(g, seed, out);
}

cit_status game_random_place(const cit_game *g, uint64_t seed, cit_move *out) {
    if (tile_is_triangle(g->cat, g->hand)) return triangle_random_place(g, seed, out);
    return place_random_square(g, seed, out);
}

/* ---- apply ---------------------------------------------------------------------------- */

static inline cit_status check_cell(const cit_game *g, const cit_move *m, int *slot) {
    if (m->tile != g->hand) return CIT_ERR_WRONG_TILE;
    if (m->rot > 3) return CIT_ERR_BAD_ROTATION;
    if (m->x < -BOARD_LIMIT || m->x > BOARD_LIMIT || m->y < -BOARD_LIMIT || m->y > BOARD_LIMIT)
        return CIT_ERR_OUT_OF_BOUNDS;
    if (cell_piece_at(g, m->x, m->y)) return CIT_ERR_OCCUPIED;
    *slot = cell_frontier_slot(g, m->x, m->y); /* also refuses x +- 128 aliases */
    if (__builtin_expect(*slot < 0, 0)) return board_beyond_wall(g, m->x, m->y) ? CIT_ERR_CLOSED_CELL : CIT_ERR_NO_NEIGHBOUR;
    return CIT_OK;
}

/* For a module's extended placement (what the move carries): a triangle carries
   nothing a module adds. */
cit_status game_check_cell(const cit_game *g, const cit_move *m, int *slot) {
    if (tile_is_triangle(g->cat, m->tile)) return CIT_ERR_BAD_ARGUMENT;
    return check_cell(g, m, slot);
}

cit_status game_check_place(const cit_game *g, const cit_move *m) {
    if (__builtin_expect(tile_is_triangle(g->cat, m->tile), 0)) return triangle_check(g, m);
    int slot;
    cit_status st = check_cell(g, m, &slot);
    if (st != CIT_OK) return st;
    if (m->arg0 || m->arg1) return CIT_ERR_BAD_ARGUMENT; /* what only a module's rules carry */
    if (!(g->cat->fit[m->tile][g->frontier_key[slot]] >> m->rot & 1)) return CIT_ERR_EDGE_MISMATCH;
    if (m->spot == CIT_SPOT_NONE) return CIT_OK;
    if (m->spot < 0 || m->spot >= g->cat->set.tiles[m->tile].nfeat || !(spots_allowed(g, m->tile) >> m->spot & 1))
        return CIT_ERR_BAD_SPOT;
    if (!g->supply[g->player]) return CIT_ERR_NO_FOLLOWER;
    if (feat_occupied_mask(g, m->tile, m->x, m->y, m->rot) >> m->spot & 1) return CIT_ERR_SPOT_OCCUPIED;
    return CIT_OK;
}

void game_put_follower(cit_game *g, int pi, int spot, emitter *e) {
    const piece *p = &g->pieces[pi];
    uint16_t n = (uint16_t)(p->node0 + spot);
    uint16_t r = feat_find(g, n);
    node_own(g, n, g->player); /* a fresh part */
    g->nodes[r].meeples[g->player]++;
    g->nodes[r].nmeeples++;
    g->supply[g->player]--;
    g->followers[g->nfollowers++] = n;
    if (!e->out) return;
    cit_event ev = {0};
    ev.type = CIT_EV_FOLLOWER;
    ev.player = g->player;
    ev.x = p->x;
    ev.y = p->y;
    ev.spot = (int8_t)spot;
    ev.half = piece_half(g, pi);
    ev.tile = g->cat->variant_base[p->tile];
    ev.feature_kind = g->nodes[n].kind;
    emit(e, ev);
}

static inline void emit_place(const cit_game *g, const cit_move *m, emitter *e) {
    if (!e->out) return;
    cit_event ev = {0};
    ev.type = CIT_EV_PLACE;
    ev.player = g->player;
    ev.tile = m->tile;
    ev.x = m->x;
    ev.y = m->y;
    ev.rot = m->rot;
    emit(e, ev);
}

void game_emit_place(const cit_game *g, const cit_move *m, emitter *e) { emit_place(g, m, e); }

int game_place_tile(cit_game *g, const cit_move *m, emitter *e) {
    int pi = board_place_piece(g, m->tile, m->x, m->y, m->rot);
    emit_place(g, m, e);
    if (m->spot != CIT_SPOT_NONE) game_put_follower(g, pi, m->spot, e);
    return pi;
}
