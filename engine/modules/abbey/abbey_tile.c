/* The abbey (RULES.md §11): the hole it fills, its placement rules (any edge fits, every
   road and city meeting it ends there), the question before the draw and the round of
   abbeys after the last land tile. */
#include "abbey_tile.h"

#include <string.h>

int abbey_is_tile(const cit_game *g, int t) {
    if (t < 0 || t >= g->cat->ntypes) return 0;
    return (g->cat->set.tiles[g->cat->variant_base[t]].flags & CIT_TF_ABBEY) != 0;
}

/* An empty cell whose four neighbours each show it a full edge (a square, or a triangle
   whose leg faces it: RULES.md §11 with Halflings); a cell a wall closed is none. The
   frontier's key already holds what each neighbour shows (frontier_key_enclosed): the
   question is asked every turn an abbey is held, over the whole frontier. */
static int slot_is_hole(const cit_game *g, int slot) {
    return slot >= 0 && slot < g->nfrontier && frontier_key_enclosed(g->frontier_key[slot]);
}

int abbey_hole(const cit_game *g, int x, int y) { return slot_is_hole(g, cell_frontier_slot(g, x, y)); }

/* The frontier slots that are holes, into out (at most cap); returns how many. */
static int holes(const cit_game *g, int *out, int cap) {
    int n = 0;
    for (int i = 0; i < g->nfrontier; i++)
        if (frontier_key_enclosed(g->frontier_key[i]) && n < cap) out[n++] = i;
    return n;
}

/* Whether some frontier cell is a hole: asked at every turn's start while an abbey is
   held, over the whole frontier, so the keys are tested eight to a word (a key is
   enclosed when each of its four 2-bit sides is not 0: (key | key >> 1) & 0x55 is 0x55;
   a byte of the word equal to 0x55 is found as a zero byte of its xor). The last word's
   bytes past nfrontier are masked out (test_fastpaths_modules: any_hole_matches_the_keys). */
int abbey_any_hole(const cit_game *g) {
    const uint64_t low = 0x0101010101010101ULL, high = 0x8080808080808080ULL, odd = 0x5555555555555555ULL;
    int n = g->nfrontier;
    for (int i = 0; i < n; i += 8) {
        uint64_t w;
        memcpy(&w, &g->frontier_key[i], sizeof w); /* frontier_key has room past MAX_FRONTIER */
        uint64_t x = ((w | w >> 1) & odd) ^ odd; /* 0 bytes: enclosed keys */
        uint64_t zero = (x - low) & ~x & high;
        if (n - i < 8) zero &= (1ULL << (8 * (n - i))) - 1;
        if (zero) return 1;
    }
    return 0;
}

static int any_hole(const cit_game *g) { return abbey_any_hole(g); }

/* The same, key by key (the reference). */
int abbey_any_hole_plain(const cit_game *g) {
    for (int i = 0; i < g->nfrontier; i++)
        if (frontier_key_enclosed(g->frontier_key[i])) return 1;
    return 0;
}

/* ---- placement rules: the abbey tile alone ------------------------------------------- */

/* Rotation 0 only: the abbey looks the same every way round. */
static uint8_t rotations(const cit_game *g, int tile, int slot) {
    (void)tile;
    return slot_is_hole(g, slot) ? 1 : 0;
}

static int fits(const cit_game *g, int tile) {
    (void)tile;
    return any_hole(g);
}

static cit_move place_move(const cit_game *g, int slot) {
    cit_move m = {0};
    m.type = CIT_MOVE_PLACE;
    m.tile = g->hand;
    m.x = g->frontier[slot].x;
    m.y = g->frontier[slot].y;
    m.spot = CIT_SPOT_NONE;
    return m;
}

static int legal_placements(const cit_game *g, cit_placement *out, int cap) {
    int slots[MAX_FRONTIER], n = holes(g, slots, MAX_FRONTIER);
    for (int i = 0; i < n && i < cap; i++) {
        out[i].x = g->frontier[slots[i]].x;
        out[i].y = g->frontier[slots[i]].y;
        out[i].rotmask = 1;
        out[i].extramask = 0;
    }
    return n;
}

static int legal_moves(const cit_game *g, cit_move *out, int cap) {
    int slots[MAX_FRONTIER], nh = holes(g, slots, MAX_FRONTIER), n = 0;
    for (int i = 0; i < nh; i++) {
        cit_move m = place_move(g, slots[i]);
        n = list_with_spots(out, cap, n, m, followers_free_spots(g, m.x, m.y, 0));
    }
    return n;
}

/* Uniform over the holes, then over no follower and each free spot. */
static cit_status random_move(const cit_game *g, uint64_t seed, cit_move *out) {
    int slots[MAX_FRONTIER], nh = holes(g, slots, MAX_FRONTIER);
    if (!nh) return CIT_ERR_GAME_OVER; /* cannot happen: the abbey is offered only then */
    uint64_t rng = seed;
    *out = place_move(g, slots[rules_rng_below(&rng, (uint32_t)nh)]);
    uint32_t spots = followers_free_spots(g, out->x, out->y, 0);
    uint32_t pick = rules_rng_below(&rng, (uint32_t)bit_count(spots) + 1);
    for (; spots; spots &= spots - 1)
        if (pick-- == 1) out->spot = (int8_t)__builtin_ctz(spots);
    return CIT_OK;
}

static cit_status check(const cit_game *g, const cit_move *m) {
    int slot;
    cit_status st = game_check_cell(g, m, &slot); /* the tile in hand, a free cell by the board */
    if (st != CIT_OK) return st;
    if (m->arg0 || m->arg1) return CIT_ERR_BAD_ARGUMENT;
    if (m->rot) return CIT_ERR_BAD_ROTATION;
    if (!slot_is_hole(g, slot)) return CIT_ERR_MODULE_RULE;
    if (m->spot == CIT_SPOT_NONE) return CIT_OK;
    if (m->spot < 0 || m->spot >= g->cat->set.tiles[m->tile].nfeat) return CIT_ERR_BAD_SPOT;
    if (!g->supply[g->player]) return CIT_ERR_NO_FOLLOWER;
    if (!(followers_free_spots(g, m->x, m->y, 0) >> m->spot & 1)) return CIT_ERR_BAD_SPOT;
    return CIT_OK;
}

/* Laid as any tile; then every road and city that runs out towards it ends there (its
   edges carry no feature), and what that completes goes on the agenda before the
   cloisters the placement completed. */
static int place(cit_game *g, const cit_move *m, emitter *e) {
    int pi = game_place_tile(g, m, e);
    uint16_t done[12];
    int n = 0;
    for (int d = 0; d < 4; d++)
        n += feat_close_facing(g, m->x + dir_dx[d], m->y + dir_dy[d], (d + 2) & 3, done + n, 12 - n);
    for (int i = 0; i < n; i++) turn_score_root(g, done[i]);
    return pi;
}

static int spots(const cit_game *g, const cit_move *m, int8_t *out, int cap) {
    if (m->rot || !slot_is_hole(g, cell_frontier_slot(g, m->x, m->y))) return 0;
    int n = 0;
    for (uint32_t s = followers_free_spots(g, m->x, m->y, 0); s; s &= s - 1)
        if (n < cap) out[n++] = (int8_t)__builtin_ctz(s);
    return n;
}

const placement_rules abbey_rules = {
    .claims_flags = CIT_TF_ABBEY, /* abbey_is_tile, tested by the chain itself */
    .legal_moves = legal_moves,
    .legal_placements = legal_placements,
    .random_move = random_move,
    .check = check,
    .place = place,
    .spots = spots,
    .rotations = rotations,
    .fits = fits,
};

/* ---- the question before the draw, and the round after the last land tile ------------- */

void abbey_setup(cit_game *g) {
    abbey_state *s = abbey_of(g);
    if (!abbey_option(g, CIT_OPT_ABBEY)) return;
    for (int t = 0; t < g->cat->set.ntiles; t++)
        if (g->cat->set.tiles[t].flags & CIT_TF_ABBEY) {
            s->abbey_tile = (uint16_t)t;
            s->held = (uint8_t)((1u << g->nplayers) - 1);
            return;
        }
}

/* Whether the abbey may be offered now: held, a hole on the board, and these rules answer
   for it (while a course is laid first, as the River's, its rules answer for every tile). */
static int may_offer(const cit_game *g, int player) {
    const abbey_state *s = abbey_of(g);
    /* the hole first: a few words of keys, cheaper than the chain's look-up */
    return (s->held >> player & 1) && any_hole(g) && placement_rules_for(g, s->abbey_tile) == &abbey_rules;
}

static void ask(cit_game *g, int player) {
    decide_step q = {CIT_DECIDE_ABBEY, (uint8_t)player, CIT_MODULE_ABBEY, 0};
    turn_queue_back(g, q);
}

/* With tiles left: the player to move may take their abbey instead of drawing. With none:
   each holder in turn from the left of the last placer, once; then final scoring. */
int abbey_turn_start(cit_game *g, emitter *e) {
    (void)e;
    abbey_state *s = abbey_of(g);
    if (!s->held) return 0;
    if (g->next_draw < g->norder) {
        if (!may_offer(g, g->player)) return 0;
        ask(g, g->player);
        return 1;
    }
    if (!s->ending) {
        s->ending = 1;
        s->end_from = (uint8_t)((g->placer + 1) % g->nplayers);
    }
    for (int k = 0; k < g->nplayers; k++) {
        int p = (s->end_from + k) % g->nplayers;
        if (s->offered >> p & 1) continue;
        s->offered = (uint8_t)(s->offered | 1u << p);
        if (!may_offer(g, p)) continue;
        g->player = (uint8_t)p; /* the turn is theirs: whoever played last */
        ask(g, p);
        return 1;
    }
    return 0;
}

/* The end round's next turn (rules.h turn_after_stack): the holder abbey_turn_start
   will ask next, from the left of the last placer, each once. */
int abbey_turn_after_stack(const cit_game *g, int seat) {
    (void)seat;
    const abbey_state *s = abbey_of(g);
    if (!s->held) return -1;
    int from = s->ending ? s->end_from : (g->placer + 1) % g->nplayers;
    for (int k = 0; k < g->nplayers; k++) {
        int p = (from + k) % g->nplayers;
        if (!(s->ending && (s->offered >> p & 1)) && may_offer(g, p)) return p;
    }
    return -1;
}

int abbey_legal(const cit_game *g, const decide_step *s, cit_move *out, int cap) {
    (void)g, (void)s;
    int n = 0;
    for (int yes = 0; yes <= 1; yes++, n++) /* the "no" first */
        if (n < cap) out[n] = decision_move(CIT_MOVE_ABBEY, yes, 0);
    return n;
}

cit_status abbey_check(const cit_game *g, const decide_step *s, const cit_move *m) {
    (void)g, (void)s;
    if (m->type != CIT_MOVE_ABBEY) return CIT_ERR_WRONG_DECISION;
    if (m->arg0 > 1 || m->arg1 || m->tile || m->x || m->y || m->rot || m->spot != CIT_SPOT_NONE)
        return CIT_ERR_MODULE_RULE;
    return CIT_OK;
}

/* Whether an abbey in hole x,y would end the last open end of an occupied road or city
   facing it (the part of the neighbour cell that shows it an edge). */
static int hole_completes(const cit_game *g, int x, int y) {
    for (int d = 0; d < 4; d++) {
        int side = (d + 2) & 3;
        const piece *p = board_piece_at(g, x + dir_dx[d], y + dir_dy[d]);
        if (p && !g->cat->edge[p->tile][p->rot][side] && p->partner) p = &g->pieces[p->partner - 1];
        if (!p) continue;
        int f = g->cat->port_feat[p->tile][p->rot][3 * side + 1];
        if (f < 0) continue;
        const node *r = &g->nodes[feat_find(g, (uint16_t)(p->node0 + f))];
        if ((r->kind == CIT_FEAT_ROAD || r->kind == CIT_FEAT_CITY) && r->open == 1 && r->nmeeples) return 1;
    }
    return 0;
}

/* A playout takes the abbey where it closes an occupied road or city at once, and in the
   round after the last land tile; otherwise one time in eight (so it is still played). */
int abbey_playout(const cit_game *g, const decide_step *step, uint64_t *rng, cit_move *out) {
    (void)step;
    int yes = abbey_of(g)->ending || rules_rng_below(rng, 8) == 0;
    for (int i = 0; !yes && i < g->nfrontier; i++)
        yes = slot_is_hole(g, i) && hole_completes(g, g->frontier[i].x, g->frontier[i].y);
    *out = decision_move(CIT_MOVE_ABBEY, yes, 0);
    return 1;
}

void abbey_apply(cit_game *g, const decide_step *step, const cit_move *m, emitter *e) {
    abbey_state *s = abbey_of(g);
    if (!m->arg0) { /* draw as usual; after the last land tile: pass (the next holder) */
        if (!s->ending) turn_draw_after(g, CIT_MODULE_ABBEY, e);
        else turn_pass(g, e); /* that end-round turn ends: the next one's start is asked */
        return;
    }
    s->held = (uint8_t)(s->held & ~(1u << step->player));
    cit_event ev = {0};
    ev.type = CIT_EV_ABBEY_TAKEN;
    ev.player = step->player;
    ev.tile = (cit_tile_id)s->abbey_tile;
    ev.count = s->ending;
    emit(e, ev);
    turn_give_tile(g, s->abbey_tile, 1, e);
}
