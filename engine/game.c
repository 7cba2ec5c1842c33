/* The game object: set-up, the stack, the turn cycle, legal moves and apply. */
#include "rules.h"

#include <stddef.h>
#include <stdlib.h>
#include <string.h>

size_t cit_game_size(void) { return sizeof(cit_game); }

void cit_setup_default(cit_setup *setup, int nplayers, uint64_t seed) {
    memset(setup, 0, sizeof *setup);
    setup->mode = CIT_MODE_CLASSIC;
    cit_options_default(&setup->opt);
    setup->nplayers = (uint8_t)(nplayers < CIT_MIN_PLAYERS ? CIT_MIN_PLAYERS
                                : nplayers > CIT_MAX_PLAYERS ? CIT_MAX_PLAYERS : nplayers);
    setup->seed = seed;
    static const char *const names[CIT_MAX_PLAYERS] = {"Player 1", "Player 2", "Player 3",
                                                       "Player 4", "Player 5", "Player 6"};
    for (int i = 0; i < CIT_MAX_PLAYERS; i++) {
        strcpy(setup->players[i].name, names[i]);
        setup->players[i].colour = (uint8_t)i;
    }
}

static int setup_valid(const cit_setup *s) {
    const cit_mode_def *mode = cit_mode_def_at(s->mode);
    if (!mode || !cit_mode_playable(s->mode)) return 0;
    if (s->nplayers < mode->min_players || s->nplayers > mode->max_players) return 0;
    if (!options_valid(&s->opt, s->mode)) return 0;
    for (int i = 0; i < s->nplayers; i++) {
        const cit_player_setup *p = &s->players[i];
        if (!memchr(p->name, '\0', sizeof p->name) || cit_name_problem(p->name, strlen(p->name))) return 0;
        if (p->colour >= CIT_MAX_PLAYERS || p->kind > CIT_SEAT_AI_HARD) return 0;
        for (int j = 0; j < i; j++)
            if (s->players[j].colour == p->colour) return 0;
    }
    return 1;
}

/* The box: the base game's tiles in classic mode (precomputed in the catalogue, as
   every new game needs it), none in another mode; then each module in play adds its
   own (or builds the mode's box). */
static int build_box(const cit_catalog *cat, const cit_setup *s, unsigned modules, uint8_t *box, int *start) {
    int n = 0;
    *start = -1;
    if (s->mode == CIT_MODE_CLASSIC) {
        n = cat->classic_count;
        memcpy(box, cat->classic_box, (size_t)n);
        *start = cat->classic_start;
    }
    FOR_MODULES(modules, m) if (m->box) m->box(cat, s, box, &n, start);
    return n;
}

/* Lays out the states of the modules in play in the game's state block (8-byte
   aligned slices in table order); 0 if they do not fit. */
static int layout_states(cit_game *g, unsigned modules) {
    unsigned at = 0;
    FOR_MODULES(modules, m) {
        g->state_at[m->id] = (uint16_t)at;
        at += (m->state_size + 7u) & ~7u;
    }
    if (at > MODULE_STATE_BYTES) return 0;
    g->state_len = (uint16_t)at;
    memset(g->state, 0, at);
    return 1;
}

/* The module with its own placement rules, if one is on. */
static int placement_module(unsigned modules) {
    FOR_MODULES(modules, m) if (m->placement) return m->id;
    return 0;
}

/* The module that lays a start board instead of the start tile, if one is on. */
static const rules_module *start_board_module(unsigned modules) {
    FOR_MODULES(modules, m) if (m->start_board) return m;
    return NULL;
}

/* An explicit order holds tiles of the box (all of them, or fewer for a short game, as
   scenario tests use) with the start tile first when one is laid from the order. A test
   set-up (cit_game_new_test) may ask for any start tile and for more copies of a tile
   than the box has: then only the types must be the box's. */
static int order_valid(const uint8_t *box, int nbox, int start, const uint8_t *order, int norder,
                       unsigned relax) {
    int cap = relax & CIT_NEW_EXTRA_COPIES ? CIT_MAX_STACK : nbox;
    if (norder < 1 || norder > cap || (start >= 0 && order[0] != start)) return 0;
    int counts[CIT_MAX_TILE_TYPES] = {0};
    for (int i = 0; i < nbox; i++) counts[box[i]]++;
    for (int i = 0; i < norder; i++) {
        if (order[i] >= CIT_MAX_TILE_TYPES || counts[order[i]] <= 0) return 0;
        if (!(relax & CIT_NEW_EXTRA_COPIES)) counts[order[i]]--;
    }
    return 1;
}

/* The placement rules that answer for the tile in hand (rules.h: a chain in table
   order), or NULL for the core's; g->placing == 0 (the base game) decides at once. */
static inline const placement_rules *placing(const cit_game *g) {
    return g->placing ? turn_placement(g, g->hand) : NULL;
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
   the tile (Bridges: a placement legal only with a bridge). slot -1: any cell. */
static int fits_otherwise(const cit_game *g, int tile, int slot, int player) {
    FOR_MODULES(g->modules, m)
        if (m->placement && (!m->placement->claims || m->placement->claims(g, tile)) &&
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

/* The base game's answer inline (the draw is hot in playouts); the rest only when the
   fit table says no. */
static inline int tile_fits(const cit_game *g, int tile) {
    int fits = fits_anywhere(g, tile);
    if (__builtin_expect(!fits, 0)) fits = fits_elsewhere(g, tile);
    return fits;
}

int game_tile_fits(const cit_game *g, int tile) { return tile_fits(g, tile); }

int game_tile_fits_at(const cit_game *g, int tile, int x, int y, int player) {
    if (x < -BOARD_LIMIT || x > BOARD_LIMIT || y < -BOARD_LIMIT || y > BOARD_LIMIT) return 0;
    int slot = cell_frontier_slot(g, x, y);
    if (slot < 0) return 0;
    if (g->cat->fit[tile][g->frontier_key[slot]]) return 1;
    return g->modules && fits_otherwise(g, tile, slot, player);
}

/* The current player gets tile t: in hand if it fits somewhere, else discarded; reports
   which and returns whether it fits. */
static inline int take_tile(cit_game *g, int t, emitter *e) {
    int fits = tile_fits(g, t);
    if (e->out) {
        cit_event ev = {0};
        ev.type = fits ? CIT_EV_DRAW : CIT_EV_DISCARD;
        ev.player = g->player;
        ev.tile = (uint8_t)t;
        emit(e, ev);
    }
    if (fits) {
        g->hand = (uint8_t)t;
        g->decision = CIT_DECIDE_PLACE_TILE;
    }
    return fits;
}

int game_take_tile(cit_game *g, int tile, emitter *e) { return take_tile(g, tile, e); }

/* Draws for the current player, discarding tiles that fit nowhere. */
int game_draw(cit_game *g, emitter *e) {
    while (g->next_draw < g->norder)
        if (take_tile(g, g->order[g->next_draw++], e)) return 1;
    return 0;
}

int game_hold_tile(cit_game *g, int owner) {
    if (g->next_draw >= g->norder || g->nheld >= MAX_HELD) return -1;
    uint8_t t = g->order[g->next_draw++];
    g->held[g->nheld] = t;
    g->held_by[g->nheld++] = (uint8_t)owner;
    return t;
}

int game_release_tile(cit_game *g, int owner, int k) {
    for (int i = 0; i < g->nheld; i++) {
        if (g->held_by[i] != owner || k-- > 0) continue;
        int t = g->held[i];
        g->nheld--;
        memmove(g->held + i, g->held + i + 1, (size_t)(g->nheld - i));
        memmove(g->held_by + i, g->held_by + i + 1, (size_t)(g->nheld - i));
        return t;
    }
    return -1;
}

/* The base game's draw: ends the game with final scoring when the stack runs out. */
static void draw_for_turn(cit_game *g, emitter *e) {
    if (game_draw(g, e)) return;
    g->decision = CIT_DECIDE_NONE;
    score_final(g, e);
    cit_event end = {0};
    end.type = CIT_EV_GAME_END;
    emit(e, end);
}

static void game_init(cit_game *g, const cit_catalog *cat, const cit_setup *setup) {
    /* Lists past their counts (pieces, nodes, frontier...) are written before they are
       read, so only the counters and the cell arrays need zeroes: a third less to clear. */
    memset(g, 0, offsetof(cit_game, pieces));
    memset(g->cells, 0, sizeof g->cells);
    memset(g->near_cloister, 0, sizeof g->near_cloister);
    g->state_len = 0;
    g->cat = cat;
    g->setup = *setup;
    g->nplayers = setup->nplayers;
    for (int i = 0; i < g->nplayers; i++) g->supply[i] = CIT_FOLLOWERS;
    rng_seed(&g->rng_state, &g->rng_inc, setup->seed);
}

static cit_game *game_new(const cit_catalog *cat, const cit_setup *setup, const uint8_t *order,
                          int norder, unsigned relax, cit_status *st);

cit_game *cit_game_new(const cit_setup *setup, const uint8_t *order, int norder, cit_status *st) {
    return game_new(cit_catalog_builtin(), setup, order, norder, 0, st);
}

cit_game *game_new_with_catalog(const cit_catalog *cat, const cit_setup *setup,
                                const uint8_t *order, int norder, cit_status *st) {
    return game_new(cat, setup, order, norder, 0, st);
}

cit_game *cit_game_new_test(const cit_setup *setup, const uint8_t *order, int norder, unsigned relax,
                            cit_status *st) {
    cit_status dummy;
    if (!st) st = &dummy;
    if (!order || (relax & ~(unsigned)(CIT_NEW_ANY_START | CIT_NEW_NO_START | CIT_NEW_EXTRA_COPIES)) ||
        ((relax & CIT_NEW_ANY_START) && (relax & CIT_NEW_NO_START))) {
        *st = CIT_ERR_BAD_ARGUMENT;
        return NULL;
    }
    return game_new(cit_catalog_builtin(), setup, order, norder, relax, st);
}

static cit_game *game_new(const cit_catalog *cat, const cit_setup *setup, const uint8_t *order,
                          int norder, unsigned relax, cit_status *st) {
    cit_status dummy;
    if (!st) st = &dummy;
    if (!setup || !setup_valid(setup)) {
        *st = CIT_ERR_BAD_SETUP;
        return NULL;
    }
    uint8_t box[CIT_MAX_STACK];
    unsigned modules = rules_modules_for(setup);
    int start, nbox = build_box(cat, setup, modules, box, &start);
    const rules_module *board_maker = start_board_module(modules);
    /* A start tile of the test's choice cannot go with a start board (and needs none in
       the box); no start tile needs a module that builds the start (none in classic
       mode yet). */
    if ((start < 0 && !board_maker && !(relax & CIT_NEW_ANY_START)) || nbox < 2 ||
        (board_maker && (relax & CIT_NEW_ANY_START)) ||
        (!board_maker && (relax & CIT_NEW_NO_START))) {
        *st = CIT_ERR_BAD_SETUP;
        return NULL;
    }
    if (board_maker) start = -1; /* every tile of the box is drawn */
    else if (relax & CIT_NEW_ANY_START) start = order[0];
    if (order && !order_valid(box, nbox, start, order, norder, relax)) {
        *st = CIT_ERR_BAD_TILE_ORDER;
        return NULL;
    }
    cit_game *g = malloc(sizeof *g);
    if (!g) {
        *st = CIT_ERR_NO_MEMORY;
        return NULL;
    }
    game_init(g, cat, setup);
    if (!layout_states(g, modules)) { /* a registry whose states outgrow the block */
        free(g);
        *st = CIT_ERR_BAD_SETUP;
        return NULL;
    }
    g->modules = (uint16_t)modules;
    g->placing = (uint8_t)placement_module(modules);
    g->general = modules != 0;
    g->setup_tiles = start >= 0;
    g->norder = (uint8_t)(order ? norder : nbox);
    if (order) {
        memcpy(g->order, order, (size_t)norder);
    } else {
        /* Start tile first (if one is laid), then a Fisher-Yates shuffle of the rest
           with the game's PRNG. */
        int k = 0, first = g->setup_tiles;
        if (first) g->order[k++] = (uint8_t)start;
        int skipped = !first;
        for (int i = 0; i < nbox; i++) {
            if (box[i] == start && !skipped) { skipped = 1; continue; }
            g->order[k++] = box[i];
        }
        for (int i = nbox - 1; i > first; i--) {
            int j = first + (int)rng_below(&g->rng_state, g->rng_inc, (uint32_t)(i + 1 - first));
            uint8_t t = g->order[i];
            g->order[i] = g->order[j];
            g->order[j] = t;
        }
    }
    if (board_maker) g->setup_tiles = (uint8_t)board_maker->start_board(g);
    else board_place_piece(g, g->order[0], 0, 0, 0);
    g->start_pieces = (uint8_t)g->npieces;
    g->next_draw = g->setup_tiles;
    g->player = 0;
    FOR_MODULES(modules, m) if (m->setup) m->setup(g);
    emitter e = {g, NULL};
    if (g->general) {
        game_draw(g, &e);
        turn_begin(g);
    } else {
        draw_for_turn(g, &e);
    }
    *st = CIT_OK;
    return g;
}

void game_use_general_turn(cit_game *g) {
    g->general = 1;
    turn_begin(g);
}

void cit_game_free(cit_game *g) { free(g); }

cit_game *cit_game_clone(const cit_game *g) {
    cit_game *c = malloc(sizeof *c);
    if (c) cit_game_copy(c, g);
    return c;
}

void cit_game_copy(cit_game *dst, const cit_game *src) { memcpy(dst, src, sizeof *dst); }

const cit_tileset *cit_game_tileset(const cit_game *g) { return &g->cat->set; }
const cit_tileset *cit_tileset_builtin(void) { return &cit_catalog_builtin()->set; }
const cit_setup *cit_game_setup(const cit_game *g) { return &g->setup; }

cit_pending cit_game_pending(const cit_game *g) {
    cit_pending p = {g->decision, g->player, g->hand, CIT_MODULE_CORE, 0, 0, 0, 0, CIT_SPOT_NONE,
                     g->player, 0, 0, 0};
    if (!g->general) return p;
    p.final = g->stage == STAGE_FINAL;
    if (g->nqueue) {
        const decide_step *s = &g->queue[0];
        p.player = s->player;
        p.module = s->module;
        p.arg = s->arg;
        turn_pending_feature(g, &p.x, &p.y, &p.spot);
        if (g->item_open) p.half = piece_half(g, g->nodes[turn_first_node(g, g->item_root)].piece);
        const rules_module *m = rules_module_get(s->module);
        if (m && m->describe) m->describe(g, s, &p);
        if (m && m->playout) p.flags |= CIT_PENDING_PLAYOUT;
    }
    return p;
}

unsigned cit_game_modules(const cit_game *g) { return g->modules; }
int cit_game_setup_tiles(const cit_game *g) { return g->setup_tiles; }
int cit_game_start_pieces(const cit_game *g) { return g->start_pieces; }

int cit_game_over(const cit_game *g) { return g->decision == CIT_DECIDE_NONE; }

/* ---- legal moves ---------------------------------------------------------------------- */

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
            out[n].bridgemask = 0;
            n += mask != 0;
        }
        return n;
    }
    for (int i = 0; i < g->nfrontier; i++) {
        uint8_t mask = fit[g->frontier_key[i]];
        if (!mask) continue;
        if (n < cap) {
            out[n].x = g->frontier[i].x;
            out[n].y = g->frontier[i].y;
            out[n].rotmask = mask;
            out[n].bridgemask = 0;
        }
        n++;
    }
    return n;
}

/* The fields of tile type t, as spots: what the beginners' game without farmers takes
   away (asked only then). */
static uint32_t field_spots(const cit_game *g, int t) {
    uint32_t mask = 0;
    for (int f = 0; f < CIT_MAX_TILE_FEATURES; f++)
        if (g->cat->seed[t][f].kind == CIT_FEAT_FIELD) mask |= 1u << f;
    return mask;
}

/* The features of tile type t a follower may take by the rules in play (every one, or
   none of the fields with the option farmers_off): one well-predicted test. */
static inline uint32_t spots_allowed(const cit_game *g, int t) {
    uint32_t all = (1u << g->cat->set.tiles[t].nfeat) - 1;
    if (__builtin_expect(g->setup.opt.farmers_off, 0)) all &= ~field_spots(g, t);
    return all;
}

uint32_t game_spots_allowed(const cit_game *g, int t) { return spots_allowed(g, t); }

/* Features of the tile in hand at x,y turned rot that may take a follower. */
static uint32_t free_spots(const cit_game *g, int x, int y, int rot) {
    if (!g->supply[g->player]) return 0;
    int t = g->hand;
    return spots_allowed(g, t) & ~feat_occupied_mask(g, t, x, y, rot);
}

uint32_t game_free_spots(const cit_game *g, int x, int y, int rot) { return free_spots(g, x, y, rot); }

int cit_game_follower_spots(const cit_game *g, int x, int y, int rot, int8_t *spots, int cap) {
    if (g->decision != CIT_DECIDE_PLACE_TILE || rot < 0 || rot > 3) return 0;
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

int cit_game_legal_moves(const cit_game *g, cit_move *out, int cap) {
    if (g->decision != CIT_DECIDE_PLACE_TILE) return turn_legal_moves(g, out, cap);
    const placement_rules *rules = placing(g);
    if (rules) return rules->legal_moves(g, out, cap);
    if (__builtin_expect(tile_is_triangle(g->cat, g->hand), 0)) return triangle_legal_moves(g, out, cap);
    int t = g->hand, n = 0;
    const uint8_t *fit = g->cat->fit[t];
    uint8_t distinct = g->cat->distinct[t];
    uint32_t all_spots = spots_allowed(g, t);
    cit_move m = {0};
    m.type = CIT_MOVE_PLACE;
    m.tile = (uint8_t)t;
    for (int i = 0; i < g->nfrontier; i++) {
        const frontier_cell *fc = &g->frontier[i];
        uint8_t mask = fit[g->frontier_key[i]] & distinct;
        if (!mask) continue;
        occupied_ports occ;
        int can_place_follower = g->supply[g->player] > 0;
        if (can_place_follower) feat_occupied_ports(g, fc->x, fc->y, &occ);
        m.x = fc->x;
        m.y = fc->y;
        /* Walk set bits with ctz: no per-bit branches to mispredict in this hot loop. */
        for (unsigned rm = mask; rm; rm &= rm - 1) {
            m.rot = (uint8_t)__builtin_ctz(rm);
            m.spot = CIT_SPOT_NONE;
            if (n < cap) out[n] = m;
            n++;
            if (!can_place_follower) continue;
            uint32_t spots = all_spots & ~feat_occupied_for(g, &occ, t, m.rot);
            for (; spots; spots &= spots - 1) {
                m.spot = (int8_t)__builtin_ctz(spots);
                if (n < cap) out[n] = m;
                n++;
            }
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

static inline uint64_t splitmix64(uint64_t *state) {
    uint64_t z = (*state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

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
static inline cit_status random_place(const cit_game *g, uint64_t seed, cit_move *out);

cit_status cit_game_random_move(const cit_game *g, uint64_t seed, cit_move *out) {
    if (g->decision != CIT_DECIDE_PLACE_TILE) return turn_random_move(g, seed, out);
    const placement_rules *rules = placing(g);
    if (rules) return rules->random_move(g, seed, out);
    if (__builtin_expect(tile_is_triangle(g->cat, g->hand), 0)) return triangle_random_place(g, seed, out);
    return random_place(g, seed, out);
}

cit_status game_random_place(const cit_game *g, uint64_t seed, cit_move *out) {
    if (tile_is_triangle(g->cat, g->hand)) return triangle_random_place(g, seed, out);
    return random_place(g, seed, out);
}

static inline cit_status random_place(const cit_game *g, uint64_t seed, cit_move *out) {
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

/* ---- apply ---------------------------------------------------------------------------- */

static inline cit_status check_cell(const cit_game *g, const cit_move *m, int *slot) {
    if (m->tile != g->hand) return CIT_ERR_WRONG_TILE;
    if (m->rot > 3) return CIT_ERR_BAD_ROTATION;
    if (m->x < -BOARD_LIMIT || m->x > BOARD_LIMIT || m->y < -BOARD_LIMIT || m->y > BOARD_LIMIT)
        return CIT_ERR_OUT_OF_BOUNDS;
    if (cell_piece_at(g, m->x, m->y)) return CIT_ERR_OCCUPIED;
    *slot = cell_frontier_slot(g, m->x, m->y); /* also refuses x +- 128 aliases */
    if (__builtin_expect(*slot < 0, 0)) return board_beyond_wall(g, m->x, m->y) ? CIT_ERR_BEYOND_WALL : CIT_ERR_NO_NEIGHBOUR;
    return CIT_OK;
}

/* For a module's extended placement (a bridge): a triangle carries nothing a module adds. */
cit_status game_check_cell(const cit_game *g, const cit_move *m, int *slot) {
    if (tile_is_triangle(g->cat, m->tile)) return CIT_ERR_BAD_ARGUMENT;
    return check_cell(g, m, slot);
}

cit_status game_check_place(const cit_game *g, const cit_move *m) {
    if (__builtin_expect(tile_is_triangle(g->cat, m->tile), 0)) return triangle_check(g, m);
    int slot;
    cit_status st = check_cell(g, m, &slot);
    if (st != CIT_OK) return st;
    if (m->arg0 || m->arg1) return CIT_ERR_BAD_ARGUMENT; /* a bridge, without Bridges */
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
    g->nodes[n].owner = (uint8_t)(g->player + 1);
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

static void apply_checked(cit_game *g, const cit_move *m, cit_outcome *outcome);

cit_status cit_game_apply(cit_game *g, const cit_move *m, cit_outcome *outcome) {
    if (outcome) outcome->n = outcome->dropped = 0;
    if (g->general) return turn_apply(g, m, outcome);
    if (g->decision == CIT_DECIDE_NONE) return CIT_ERR_GAME_OVER;
    if (m->type != CIT_MOVE_PLACE) return CIT_ERR_WRONG_DECISION;
    cit_status st = game_check_place(g, m);
    if (st != CIT_OK) return st;
    apply_checked(g, m, outcome);
    return CIT_OK;
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

/* Carries out a move already known to be legal. */
static void apply_checked(cit_game *g, const cit_move *m, cit_outcome *outcome) {
    emitter e = {g, outcome};
    int pi = game_place_tile(g, m, &e);
    score_completed(g, pi, &e);
    g->player = (uint8_t)(g->player + 1 == g->nplayers ? 0 : g->player + 1);
    draw_for_turn(g, &e);
}

cit_status cit_game_play_random(cit_game *g, uint64_t seed, cit_move *played) {
    cit_move m;
    /* the base game's own placement (a square) drawn inline: the playout's hottest call */
    int inline_square = g->decision == CIT_DECIDE_PLACE_TILE && !g->placing && !tile_is_triangle(g->cat, g->hand);
    cit_status st = __builtin_expect(inline_square, 1) ? random_place(g, seed, &m) : cit_game_random_move(g, seed, &m);
    if (st != CIT_OK) return st;
    if (g->general) turn_apply(g, &m, NULL);
    else apply_checked(g, &m, NULL);
    if (played) *played = m;
    return CIT_OK;
}

/* ---- hash ----------------------------------------------------------------------------- */

static uint64_t fnv(uint64_t h, const void *data, size_t len) {
    const unsigned char *b = data;
    for (size_t i = 0; i < len; i++) {
        h ^= b[i];
        h *= 0x100000001b3ULL;
    }
    return h;
}

uint64_t cit_game_hash(const cit_game *g) {
    uint64_t h = 0xcbf29ce484222325ULL;
    h = fnv(h, &g->decision, 4);
    h = fnv(h, g->score, sizeof g->score);
    h = fnv(h, g->supply, sizeof g->supply);
    h = fnv(h, &g->norder, 2);
    h = fnv(h, g->order, g->norder);
    for (int i = 0; i < g->npieces; i++) {
        const piece *p = &g->pieces[i];
        uint8_t b[4] = {(uint8_t)p->x, (uint8_t)p->y, p->tile, p->rot};
        h = fnv(h, b, 4);
    }
    for (int i = 0; i < g->nnodes; i++) {
        const node *n = &g->nodes[i];
        uint16_t r = feat_find(g, (uint16_t)i);
        uint8_t b[4] = {n->owner, n->done, (uint8_t)(r & 0xff), (uint8_t)(r >> 8)};
        h = fnv(h, b, 4);
    }
    h = fnv(h, &g->nfollowers, 1); /* a part may hold several (followers.c) */
    /* walls: board data (none in the base game, so its hashes stay what they were) */
    h = fnv(h, g->walls, sizeof g->walls[0] * g->nwalls);
    if (g->nheld) { /* hands and face-down tiles, only where a module keeps some */
        h = fnv(h, &g->nheld, 1);
        h = fnv(h, g->held, g->nheld);
        h = fnv(h, g->held_by, g->nheld);
    }
    /* The turn machine and module state, only where modules run, so the base game's
       hashes stay what they were (and the forced general turn hashes like the base). */
    if (g->modules) {
        uint8_t t[9] = {g->stage, g->nqueue, g->item_open, g->nagenda, g->agenda_at, g->placer,
                        (uint8_t)(g->scored_self | g->scored_other << 1), g->final_kind, 0};
        h = fnv(h, t, sizeof t);
        h = fnv(h, g->queue, sizeof g->queue[0] * g->nqueue);
        h = fnv(h, g->agenda, sizeof g->agenda[0] * g->nagenda);
        h = fnv(h, &g->final_node, sizeof g->final_node);
        h = fnv(h, &g->item_root, sizeof g->item_root);
        h = fnv(h, g->deployed, sizeof g->deployed);
        h = fnv(h, g->state, g->state_len);
        h = fnv(h, g->overlays, sizeof g->overlays[0] * g->noverlays);
    }
    return h;
}
