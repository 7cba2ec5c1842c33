/* The River (RULES.md §8): the spring first, the course tiles before the land stack, each
   continuing the river's open end without an immediate U-turn, the lake last. */
#include "rules.h"
#include "mod_river.h"

#include <string.h>

/*
 * How the river runs (docs/rules-decisions.md, "The River"):
 *   box:        the 12 river tiles join the box and the spring is the start tile; the
 *               base game's start copy of D is an ordinary land tile;
 *   setup:      the stack still to draw is cut into the river stack (the course tiles
 *               in their shuffled order, the lake under them) and the land stack after
 *               it (land_from); the open end is the cell the spring's river faces;
 *   placement:  rules of its own, ahead of any other module's, for river tiles: only at
 *               the open end, a river edge against it, the other river edge (if any)
 *               facing an empty cell, edges matching as usual (a river edge shows as a
 *               road edge in the fit table, and only the open end ever faces a river
 *               edge), no right turn after a right turn nor left after left; followers
 *               anywhere but on the river. While river tiles remain nothing else fits
 *               (a Halflings triangle cannot be played);
 *   turn_start: in the river phase, river tiles that cannot continue the river are
 *               removed (a discard, shown) and the next is drawn; if the lake goes so,
 *               the open end's cell is closed for good (no land tile has a river edge).
 */

static inline river_state *river_of(const cit_game *g) { return MODULE_STATE(g, river_state, CIT_MODULE_RIVER); }

static int river_on(const cit_game *g) { return g && (g->modules >> CIT_MODULE_RIVER & 1); }

/* Bit f for each river feature of tile type t. */
static uint32_t river_feats(const cit_game *g, int t) { return g->cat->kind_feats[t][CIT_FEAT_RIVER]; }

static int is_river(const cit_game *g, int t) { return river_feats(g, t) != 0; }

/* Bit s for each side of tile t turned r that is a river edge. */
static unsigned river_sides(const cit_game *g, int t, int r) {
    uint32_t river = river_feats(g, t);
    unsigned sides = 0;
    if (!river) return 0;
    for (int s = 0; s < 4; s++) {
        int f = g->cat->port_feat[t][r][3 * s + 1];
        if (f >= 0 && (river >> f & 1)) sides |= 1u << s;
    }
    return sides;
}

/* How the river turns in a tile it enters through side `in` and leaves through side
   `out`: 1 right (the flow turned clockwise), -1 left, 0 straight. */
static int turn_of(int in, int out) {
    int flow = (in + 2) & 3;
    return out == ((flow + 1) & 3) ? 1 : out == ((flow + 3) & 3) ? -1 : 0;
}

/* River tiles are placed while the stack's next tiles are river tiles (or one is in
   hand). */
static int in_phase(const cit_game *g) {
    const river_state *r = river_of(g);
    return g->next_draw < r->land_from ||
           (g->decision == CIT_DECIDE_PLACE_TILE && !g->nqueue && is_river(g, g->hand));
}

/* ---- set-up -------------------------------------------------------------------------- */

static void river_box(const cit_catalog *cat, const cit_setup *s, cit_tile_id *box, int *n, int *start) {
    (void)s;
    box_add_set(cat, "river", box, n);
    for (int t = 0; t < cat->set.ntiles; t++)
        if (cat->set.tiles[t].flags & CIT_TF_SPRING) *start = t;
}

/* Where a river tile at x,y turned rot sends the river on, through side `in`: the open
   end becomes the cell past its other river edge, or closes at a lake. */
static void follow(const cit_game *g, river_state *r, int t, int x, int y, int rot, int in) {
    unsigned out = river_sides(g, t, rot) & ~(in >= 0 ? 1u << in : 0u);
    if (!out) {
        r->open = 0;
        r->last_turn = 0;
        return;
    }
    int s = __builtin_ctz(out);
    r->last_turn = (int8_t)(in >= 0 ? turn_of(in, s) : 0);
    r->open = 1;
    r->x = (int8_t)(x + dir_dx[s]);
    r->y = (int8_t)(y + dir_dy[s]);
    r->side = (uint8_t)((s + 2) & 3);
}

/* The stack still to draw becomes the course tiles (in their shuffled order), the lake,
   then the land tiles (in theirs). Idempotent, so a replayed order stays as it is. */
static void setup(cit_game *g) {
    river_state *r = river_of(g);
    cit_tile_id course[CIT_MAX_STACK], lakes[CIT_MAX_STACK], land[CIT_MAX_STACK];
    int nc = 0, nl = 0, nland = 0;
    for (int i = g->next_draw; i < g->norder; i++) {
        cit_tile_id t = g->order[i];
        if (!is_river(g, t)) land[nland++] = t;
        else if (g->cat->set.tiles[t].flags & CIT_TF_LAKE) lakes[nl++] = t;
        else course[nc++] = t;
    }
    cit_tile_id *o = g->order + g->next_draw;
    memcpy(o, course, sizeof o[0] * (size_t)nc);
    memcpy(o + nc, lakes, sizeof o[0] * (size_t)nl);
    memcpy(o + nc + nl, land, sizeof o[0] * (size_t)nland);
    r->land_from = (uint8_t)(g->next_draw + nc + nl);
    if (g->npieces) {
        const piece *p = &g->pieces[0];
        follow(g, r, p->tile, p->x, p->y, p->rot, -1);
    }
}

/* ---- placement ----------------------------------------------------------------------- */

/* The river sides of a tile turned rot from its sides unturned (river_sides(g, t, 0)):
   a port p of the tile lies at p + 3 rot on the board (cit_port_rotate), so its side s
   at s + rot (test_fastpaths_modules: river_sides_turn_as_the_ports). */
static unsigned sides_turned(unsigned sides0, int rot) { return (sides0 << rot | sides0 >> (4 - rot)) & 15u; }

unsigned river_sides_turned(const cit_game *g, int t, int rot) { return sides_turned(river_sides(g, t, 0), rot); }
unsigned river_sides_plain(const cit_game *g, int t, int rot) { return river_sides(g, t, rot); }

/* Whether river tile t turned rot, whose river sides unturned are sides0, continues the
   river at its open end (the edges already match by the fit table). */
static int continues(const cit_game *g, const river_state *r, unsigned sides0, int rot) {
    unsigned sides = sides_turned(sides0, rot);
    if (!(sides >> r->side & 1)) return 0;
    unsigned out = sides & ~(1u << r->side);
    if (!out) return 1; /* the lake */
    int s = __builtin_ctz(out), nx = r->x + dir_dx[s], ny = r->y + dir_dy[s];
    if (cell_piece_at(g, nx, ny) || board_beyond_wall(g, nx, ny)) return 0; /* it must flow on */
    int turn = turn_of(r->side, s);
    return !turn || turn != r->last_turn; /* no immediate U-turn */
}

static int end_slot(const cit_game *g) {
    const river_state *r = river_of(g);
    return r->open ? cell_frontier_slot(g, r->x, r->y) : -1;
}

/* The rotations tile t may take on frontier slot `slot`: a river tile only at the open
   end, continuing it; any other tile (asked only in the river phase) by the fit table,
   for queries about later turns (it cannot be played now: fits() says no). */
static uint8_t rotations(const cit_game *g, int t, int slot) {
    if (slot < 0 || slot >= g->nfrontier) return 0;
    uint8_t fit = g->cat->fit[t][g->frontier_key[slot]];
    if (!is_river(g, t)) return fit;
    if (slot != end_slot(g)) return 0;
    const river_state *r = river_of(g);
    uint8_t out = 0;
    unsigned sides0 = river_sides(g, t, 0); /* looked up once for the four turns */
    for (unsigned m = fit; m; m &= m - 1)
        if (continues(g, r, sides0, __builtin_ctz(m))) out |= (uint8_t)(1u << __builtin_ctz(m));
    return out;
}

static int fits(const cit_game *g, int t) { return is_river(g, t) && rotations(g, t, end_slot(g)) != 0; }

static int claims(const cit_game *g, int t) { return g->next_draw < river_of(g)->land_from || is_river(g, t); }

static uint32_t free_spots(const cit_game *g, int t, int x, int y, int rot) {
    return followers_free_spots(g, x, y, rot) & ~river_feats(g, t);
}

static int legal_placements(const cit_game *g, cit_placement *out, int cap) {
    int slot = end_slot(g);
    uint8_t mask = rotations(g, g->hand, slot);
    if (!mask) return 0;
    if (cap > 0) {
        out[0].x = g->frontier[slot].x;
        out[0].y = g->frontier[slot].y;
        out[0].rotmask = mask;
        out[0].extramask = 0;
    }
    return 1;
}

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

static int legal_moves(const cit_game *g, cit_move *out, int cap) {
    int slot = end_slot(g), t = g->hand, n = 0;
    unsigned mask = rotations(g, t, slot) & g->cat->distinct[t];
    for (; mask; mask &= mask - 1) {
        int rot = __builtin_ctz(mask);
        cit_move m = place_move(g, g->frontier[slot].x, g->frontier[slot].y, rot);
        n = list_with_spots(out, cap, n, m, free_spots(g, t, m.x, m.y, rot));
    }
    return n;
}

/* Uniform over the legal rotations, then over no follower and each free spot. */
static cit_status random_move(const cit_game *g, uint64_t seed, cit_move *out) {
    int slot = end_slot(g);
    unsigned mask = rotations(g, g->hand, slot);
    if (!mask) return CIT_ERR_GAME_OVER; /* cannot happen: such tiles are removed */
    uint64_t rng = seed;
    uint32_t k = rules_rng_below(&rng, (uint32_t)bit_count(mask));
    while (k--) mask &= mask - 1;
    int rot = __builtin_ctz(mask);
    *out = place_move(g, g->frontier[slot].x, g->frontier[slot].y, rot);
    uint32_t spots = free_spots(g, g->hand, out->x, out->y, rot);
    uint32_t pick = rules_rng_below(&rng, (uint32_t)bit_count(spots) + 1);
    for (; spots; spots &= spots - 1)
        if (pick-- == 1) out->spot = (int8_t)__builtin_ctz(spots);
    return CIT_OK;
}

static cit_status check(const cit_game *g, const cit_move *m) {
    cit_status st = game_check_place(g, m); /* tile, cell, edges, the follower's spot */
    if (st != CIT_OK) return st;
    if (!(rotations(g, m->tile, cell_frontier_slot(g, m->x, m->y)) >> m->rot & 1)) return CIT_ERR_MODULE_RULE;
    if (m->spot != CIT_SPOT_NONE && (river_feats(g, m->tile) >> m->spot & 1)) return CIT_ERR_BAD_SPOT;
    return CIT_OK;
}

static const placement_rules river_rules;

/* The tile is laid by whoever lays tiles in this game (Bridges keeps a spare node on
   every tile, for a bridge laid over it later), then the river follows it. */
static int place(cit_game *g, const cit_move *m, emitter *e) {
    const placement_rules *under = placement_rules_under(g, m->tile, &river_rules);
    int pi = under ? under->place(g, m, e) : game_place_tile(g, m, e);
    river_state *r = river_of(g);
    follow(g, r, m->tile, m->x, m->y, m->rot, r->side);
    return pi;
}

static int spots(const cit_game *g, const cit_move *m, int8_t *out, int cap) {
    int slot = cell_frontier_slot(g, m->x, m->y);
    if (m->rot > 3 || slot < 0 || !(rotations(g, m->tile, slot) >> m->rot & 1)) return 0;
    int n = 0;
    for (uint32_t s = free_spots(g, m->tile, m->x, m->y, m->rot); s; s &= s - 1)
        if (n < cap) out[n++] = (int8_t)__builtin_ctz(s);
    return n;
}

static const placement_rules river_rules = {
    .claims = claims,
    .legal_moves = legal_moves,
    .legal_placements = legal_placements,
    .random_move = random_move,
    .check = check,
    .place = place,
    .spots = spots,
    .rotations = rotations,
    .fits = fits,
    .first = 1,
};

/* ---- the turn: river tiles that cannot go on are removed --------------------------------- */

static void emit_discard(cit_game *g, int t, emitter *e) {
    if (!e->out) return;
    cit_event ev = {0};
    ev.type = CIT_EV_DISCARD;
    ev.player = g->player;
    ev.tile = (cit_tile_id)t;
    emit(e, ev);
}

static int turn_start(cit_game *g, emitter *e) {
    river_state *r = river_of(g);
    if (g->next_draw >= r->land_from) {
        /* the course is laid for good (the draw only moves on; a tile another module puts
           back lands past land_from, where it was drawn): nothing more to remove */
        turn_hook_rest(g, TURN_HOOK_TURN_START, CIT_MODULE_RIVER, 1);
        return 0;
    }
    while (g->next_draw < r->land_from && !fits(g, g->order[g->next_draw]))
        emit_discard(g, g->order[g->next_draw++], e);
    if (g->next_draw >= r->land_from && r->open) { /* the lake went: the end stays open */
        board_close_cell(g, r->x, r->y);
        r->open = 0;
        r->closed = 1;
    }
    return 0; /* the core draws the next tile: a river tile that fits, or land */
}

/* Every player knows the course tiles come first and the lake last: a re-deal for an
   observer (cit_game_shuffle_unseen) keeps them so. */
static int stack_parts(const cit_game *g, uint8_t *cuts, int cap) {
    const river_state *r = river_of(g);
    int n = 0;
    if (r->land_from && g->next_draw < r->land_from && cap >= 2) {
        cuts[n++] = (uint8_t)(r->land_from - 1); /* the lake */
        cuts[n++] = r->land_from;
    }
    return n;
}

/* ---- queries ------------------------------------------------------------------------- */

int cit_game_river(const cit_game *g, cit_river_info *out) {
    memset(out, 0, sizeof *out);
    if (!river_on(g)) return 0;
    const river_state *r = river_of(g);
    out->phase = (uint8_t)in_phase(g);
    out->open = r->open;
    out->closed = r->closed;
    out->x = r->x;
    out->y = r->y;
    out->side = r->side;
    out->last_turn = r->last_turn;
    out->left = (uint8_t)(g->next_draw < r->land_from ? r->land_from - g->next_draw : 0);
    return 1;
}

int cit_tile_is_river(const cit_game *g, int t) {
    return g && t >= 0 && t < g->cat->ntypes && is_river(g, t);
}

/* ---- the table --------------------------------------------------------------------- */

static const module_option river_options[] = {
    {CIT_OPT_RIVER, {"river", 0, 1, CIT_MODE_CLASSIC, 1, -1, -1,
          CIT_N_("The River"),
          CIT_N_("The game opens with the 12 river tiles: the spring first, then the river is laid "
          "on tile by tile (no U-turn) until the lake; then the normal stack. Not with the Count.")}},
};

const rules_module river_module = {
    .name = "river",
    .id = CIT_MODULE_RIVER,
    .option = CIT_OPT_RIVER,
    .lays_start = 1, /* the spring: so not with the Count, which lays its city */
    .options = river_options,
    .noptions = sizeof river_options / sizeof river_options[0],
    .state_size = sizeof(river_state),
    .box = river_box,
    .setup = setup,
    .turn_start = turn_start,
    .placement = &river_rules,
    .stack_parts = stack_parts,
};
