/* The Princess & the Dragon (RULES.md §9): dragon tiles set aside before the first volcano,
   the volcano, the dragon's six steps chosen round the table and what it eats, the
   princess. */
#include "rules.h"
#include "figures.h"
#include "turn.h"
#include "mod_dragon.h"

#include <limits.h>
#include <string.h>

/*
 * How it runs (docs/rules-decisions.md, "The Princess & the Dragon"):
 *   setup:       volcano tiles take no figure (the core's bare_flags);
 *   set_aside:   while no volcano lies, a dragon tile leaving the stack (a draw, a
 *                bazaar's reveal) is set aside (order index kept; the core's draw then
 *                takes the next tile);
 *   after_place: a volcano brings the dragon; a dragon tile makes it move at the end of
 *                the turn part; a princess tile with knights in its city asks the placer,
 *                and then (or else) the fairy is offered when no follower was placed;
 *                the fairy's point comes at turn_open too; before_award: its 3 points;
 *   turn_end:    after every scoring of the part: the set-aside tiles go back (shuffled
 *                with the game's generator) at the end of the first volcano's turn, and
 *                the movement starts, one decision per step, each queued by the last.
 */

static inline dragon_state *dg_of(const cit_game *g) { return MODULE_STATE(g, dragon_state, CIT_MODULE_DRAGON); }
static int running(const cit_game *g) { return g && (g->modules >> CIT_MODULE_DRAGON & 1); }
static uint32_t tile_flags(const cit_game *g, int tile) { return g->cat->set.tiles[tile].flags; }

/* An event at a cell, not at a part of it (the fairy beside a cell's acrobats). */
static cit_event cell_event(int type, int player, int8_t x, int8_t y) {
    cit_event ev = {0};
    ev.type = (uint8_t)type;
    ev.player = (uint8_t)player;
    ev.x = x, ev.y = y;
    ev.spot = CIT_SPOT_NONE;
    ev.feature_kind = 0xFF;
    return ev;
}

static cit_event part_event(const cit_game *g, int type, int player, uint16_t n) {
    const node *m = &g->nodes[n];
    const piece *q = &g->pieces[m->piece];
    cit_event ev = {0};
    ev.type = (uint8_t)type;
    ev.player = (uint8_t)player;
    ev.x = q->x;
    ev.y = q->y;
    ev.spot = (int8_t)m->feat;
    ev.half = piece_half(g, m->piece);
    return ev;
}

/* Whether another module's rule holds the follower on part n where it is (a castle's:
   it stands on no feature any more, decisions 4 and 6): neither eaten nor guarded. */
static int on_castle(const cit_game *g, uint16_t n) { return turn_figure_held(g, n); }

/* Sends every follower on part n home unscored (the big one as one figure), taking them
   out of the feature's counts; returns how many went. A builder or pig whose owner has
   no follower left there is home by Traders & Builders' own test; a mayor or wagon goes to
   its own supply (the figures_home hooks). */
static int send_home(cit_game *g, uint16_t n, int keep) {
    int owner = g->nodes[n].owner;
    if (!owner) return 0;
    int p = owner - 1, on = followers_on(g, n);
    if (figure_strong_on(g, n) && on - keep > 0) figure_strong_home(g, p);
    int gone = followers_take(g, n, keep);
    node *r = &g->nodes[feat_find(g, n)];
    r->meeples[p] = (uint8_t)(r->meeples[p] - gone);
    r->nmeeples = (uint8_t)(r->nmeeples - gone);
    turn_figures_home(g); /* a mayor or wagon eaten or sent home is in its own supply at once */
    return gone;
}

/* ---- set aside before the volcano ------------------------------------------------------ */

/* The node the fairy guards while the follower it was put beside still stands there, or
   NO_NODE. A part it finds empty is marked for good (fairy_gone): a follower that reaches
   the part later (through a portal, a wagon's move) is another follower, and the fairy
   pays nobody until it is moved (RULES.md §9, docs/rules-decisions.md). Every way a
   follower comes onto a part already on the board passes one of the places that ask
   this first: a portal asks it before it puts the follower; a wagon moves after an
   award, whose before_award asks it; a follower that left in an earlier turn was seen
   gone at the next turn's start (turn_open asks it every turn). */
static __attribute__((noinline, cold)) uint16_t fairy_lost(dragon_state *d) {
    d->fairy_gone = 1;
    return NO_NODE;
}

static inline uint16_t fairy_watch(cit_game *g) {
    dragon_state *d = dg_of(g);
    if (!d->fairy) return NO_NODE;
    uint16_t n = (uint16_t)(d->fairy - 1);
    /* a part's owner is set exactly while a follower stands there (followers.c; the
       property test checks it) */
    if (g->nodes[n].owner) return d->fairy_gone ? NO_NODE : n;
    return d->fairy_gone ? NO_NODE : fairy_lost(d);
}

static void fairy_score(cit_game *g, int p, uint16_t n, int points, int reason, emitter *e) {
    score_add(g, p, CIT_CAT_OTHER, points);
    cit_event ev = part_event(g, CIT_EV_SCORE, p, n);
    ev.points = (int16_t)points;
    ev.reason = (uint8_t)reason;
    ev.feature_kind = g->nodes[n].kind;
    emit(e, ev);
}

/* The fairy on a place another module keeps followers on (an acrobat space, RULES.md §13
   decision 6): at each player's turn start that player scores 1 per own follower there,
   whoever put it; it pays nobody once its owner has none left there (as fairy_watch). */
static __attribute__((noinline, cold)) void fairy_kept_open(cit_game *g, emitter *e) {
    dragon_state *d = dg_of(g);
    if (d->fairy_gone || g->turn_part) return;
    if (!figures_kept_near(g, d->fairy_x, d->fairy_y, 0, d->fairy_by - 1)) {
        d->fairy_gone = 1;
        return;
    }
    int k = figures_kept_near(g, d->fairy_x, d->fairy_y, 0, g->player);
    if (!k) return;
    score_add(g, g->player, CIT_CAT_OTHER, k);
    cit_event ev = cell_event(CIT_EV_SCORE, g->player, d->fairy_x, d->fairy_y);
    ev.count = (uint8_t)k;
    ev.points = (int16_t)k;
    ev.reason = CIT_SCORE_FAIRY_TURN;
    emit(e, ev);
}

/* A turn's start (turn_open: also when another module's turn_start replaces the draw,
   as Halflings' question does): the fairy's point. */
static void turn_open(cit_game *g, emitter *e) {
    if (__builtin_expect(dg_of(g)->fairy_keeper != 0, 0)) {
        fairy_kept_open(g, e);
        return;
    }
    uint16_t guard = fairy_watch(g);
    if (guard != NO_NODE && !g->turn_part && g->nodes[guard].owner == g->player + 1)
        fairy_score(g, g->player, guard, 1, CIT_SCORE_FAIRY_TURN, e);
}

/* A dragon tile leaving the stack while no volcano lies (a draw, the draw after a
   discard, a bazaar's reveal) is set aside, its order index kept. */
static int set_aside(cit_game *g, int at, emitter *e) {
    dragon_state *d = dg_of(g);
    if (d->on_board || !(tile_flags(g, g->order[at]) & CIT_TF_DRAGON) || d->naside >= DRAGON_ASIDE_MAX) return 0;
    d->aside_at[d->naside++] = (uint16_t)at;
    cit_event ev = {0};
    ev.type = CIT_EV_DRAGON_ASIDE;
    ev.player = g->player;
    ev.tile = g->order[at];
    emit(e, ev);
    return 1;
}

/* The set-aside tiles go back into the stack, shuffled into it below its top tile with a
   generator seeded from the game's seed and the draw position (a game made again from its
   save, whose own generator then skips the first shuffle, shuffles alike). The top tile
   stays where it was: the next draw, usually in the same move, takes a tile a network
   seat's view can be told of before the move (docs/protocol.md; decision 1). */
static void reshuffle(cit_game *g, emitter *e) {
    dragon_state *d = dg_of(g);
    int k = d->naside;
    for (int i = k - 1; i >= 0; i--) game_stack_return(g, d->aside_at[i]);
    int top = g->next_draw;
    if (top + k < g->norder) { /* the old top tile back on top */
        cit_tile_id t = g->order[top];
        g->order[top] = g->order[top + k];
        g->order[top + k] = t;
        top++;
    }
    uint64_t st, inc;
    rng_seed(&st, &inc, g->setup.seed ^ 0xd2a90e5f1c3b7a11ULL ^ g->next_draw);
    for (int i = g->norder - 1; i > top; i--) {
        int j = top + (int)rng_below(&st, inc, (uint32_t)(i - top + 1));
        cit_tile_id t = g->order[i];
        g->order[i] = g->order[j];
        g->order[j] = t;
    }
    d->naside = 0;
    memset(d->aside_at, 0, sizeof d->aside_at);
    cit_event ev = {0};
    ev.type = CIT_EV_DRAGON_RESHUFFLE;
    ev.count = (uint8_t)k;
    emit(e, ev);
}

/* ---- the dragon's movement ------------------------------------------------------------ */

/* The side bit (as legal_sides) of the cell dx, dy away from the dragon's: 0 for its own
   cell, a corner or a cell further away. A 3x3 table, read without a branch. */
static unsigned side_bit(int dx, int dy) {
    static const uint8_t bits[9] = {0, 1u << 0, 0, 1u << 3, 0, 1u << 1, 0, 1u << 2, 0};
    int near = ((unsigned)(dx + 1) < 3u) & ((unsigned)(dy + 1) < 3u);
    return bits[4 + near * ((dx + 1) + 3 * (dy + 1) - 4)];
}

/* The sides of the dragon's cell that the movement under way visited, without a branch
   on which cell it is. */
static unsigned visited_sides(const dragon_state *d) {
    unsigned sides = 0;
    for (int i = 0; i < d->nvisited; i++) sides |= side_bit(d->visited[i][0] - d->x, d->visited[i][1] - d->y);
    return sides;
}

/* Bit per side the dragon may step to: onto a tile (cell_piece_at's test, without a
   branch: whether a side holds a tile is a coin toss to the predictor, and this runs
   twice a step; a side without one reads piece 0 in vain), not visited in this movement,
   not the fairy's cell, not a City of Carcassonne tile (looked up only when the Count
   is in play: a tile's flags lie in the catalogue, far from the board). */
static unsigned legal_sides(const cit_game *g) {
    const dragon_state *d = dg_of(g);
    int x0 = d->x, y0 = d->y;
    unsigned sides = 0;
    for (int s = 0; s < 4; s++) {
        int x = x0 + dir_dx[s], y = y0 + dir_dy[s];
        int pi = g->cells[cell_index(x, y)].piece;
        const piece *q = &g->pieces[pi ? pi - 1 : 0];
        sides |= (unsigned)((pi != 0) & (q->x == x) & (q->y == y)) << s;
    }
    if (d->fairy | d->fairy_keeper) sides &= ~side_bit(d->fairy_x - x0, d->fairy_y - y0);
    if (g->turn_hooks & TURN_USES_OFF_LAND) /* the dragon never enters those cells */
        for (unsigned left = sides; left; left &= left - 1) {
            int s = __builtin_ctz(left);
            int pi = cell_piece_at(g, x0 + dir_dx[s], y0 + dir_dy[s]);
            if (tile_flags(g, g->pieces[pi - 1].tile) & CIT_TF_OFF_LAND) sides &= ~(1u << s);
        }
    return sides & ~visited_sides(d);
}

static int chooser(const cit_game *g) {
    const dragon_state *d = dg_of(g);
    return (d->mover + d->steps) % g->nplayers;
}

/* The next step's decision, or the end of the movement (six steps, or a dead end). The
   step carries its legal sides (arg, a bit per side: legal lists them without looking
   again; nothing moves the dragon, the fairy or a tile while the step waits). */
static void ask_step(cit_game *g) {
    dragon_state *d = dg_of(g);
    unsigned sides = d->steps < CIT_DRAGON_STEPS ? legal_sides(g) : 0;
    if (sides) {
        decide_step s = {CIT_DECIDE_DRAGON_STEP, (uint8_t)chooser(g), CIT_MODULE_DRAGON, (uint8_t)sides};
        turn_queue_front(g, s);
        return;
    }
    d->steps = d->nvisited = 0; /* over: equal positions hash alike */
    memset(d->visited, 0, sizeof d->visited);
}

/* The followers on the cell's parts (both triangles of a Halflings cell). */
static void eat_parts(cit_game *g, int x, int y, emitter *e) {
    for (int half = 0; half < 2; half++) {
        int pi = cell_part_at(g, x, y, half);
        if (!pi) continue;
        const piece *q = &g->pieces[pi - 1];
        for (int f = 0; f < q->nfeat; f++) {
            uint16_t n = (uint16_t)(q->node0 + f);
            int owner = g->nodes[n].owner;
            if (!owner || on_castle(g, n)) continue;
            int gone = send_home(g, n, 0);
            cit_event ev = part_event(g, CIT_EV_DRAGON_ATE, owner - 1, n);
            ev.count = (uint8_t)gone;
            emit(e, ev);
        }
    }
}

/* Every figure standing on the cell (both triangles of a Halflings cell) is eaten: the
   followers on its parts here, then what the modules keep on it (a builder, a pig, a
   follower on a tower's top: their figures_eaten hooks), reported per player as eaten
   from the cell (spot CIT_SPOT_NONE). */
static void eat_cell(cit_game *g, int x, int y, emitter *e) {
    eat_parts(g, x, y, e);
    uint8_t eaten[CIT_MAX_PLAYERS] = {0};
    turn_eat_cell(g, x, y, eaten);
    for (int p = 0; p < g->nplayers; p++) {
        if (!eaten[p]) continue;
        cit_event ev = {0};
        ev.type = CIT_EV_DRAGON_ATE;
        ev.player = (uint8_t)p;
        ev.x = (int8_t)x;
        ev.y = (int8_t)y;
        ev.spot = CIT_SPOT_NONE;
        ev.count = eaten[p];
        emit(e, ev);
    }
}

static void step(cit_game *g, int side, int player, emitter *e) {
    dragon_state *d = dg_of(g);
    d->x = (int8_t)(d->x + dir_dx[side]);
    d->y = (int8_t)(d->y + dir_dy[side]);
    d->visited[d->nvisited][0] = d->x;
    d->visited[d->nvisited][1] = d->y;
    d->nvisited++;
    d->steps++;
    cit_event ev = {0};
    ev.type = CIT_EV_DRAGON_STEP;
    ev.player = (uint8_t)player;
    ev.x = d->x;
    ev.y = d->y;
    ev.rot = (uint8_t)side;
    emit(e, ev);
    eat_cell(g, d->x, d->y, e);
    ask_step(g);
}

/* ---- placement: volcano, dragon tile, princess ------------------------------------------- */

/* The princess city's root on piece q, or NO_NODE. */
static uint16_t princess_city(const cit_game *g, const piece *q) {
    const cit_tile_def *t = &g->cat->set.tiles[q->tile];
    for (unsigned cities = g->cat->kind_feats[q->tile][CIT_FEAT_CITY]; cities; cities &= cities - 1) {
        int f = __builtin_ctz(cities); /* asked after every placement: the cities alone */
        if (t->feat[f].flags & CIT_FF_PRINCESS) return feat_find(g, (uint16_t)(q->node0 + f));
    }
    return NO_NODE;
}

static cit_move part_move(const cit_game *g, int type, uint16_t n) {
    const piece *q = &g->pieces[g->nodes[n].piece];
    cit_move m = decision_move(type, 1, 0);
    m.x = q->x;
    m.y = q->y;
    m.spot = (int8_t)g->nodes[n].feat;
    m.rot = piece_half(g, g->nodes[n].piece);
    return m;
}

/* Whether the fairy may go beside player's follower on part k: theirs, not the part it
   guards already, not a castle's. */
static int fairy_may_go(const cit_game *g, int player, uint16_t k) {
    return g->nodes[k].owner == player + 1 && dg_of(g)->fairy != k + 1 && !on_castle(g, k);
}

/* The parts holding player's followers that the fairy may go beside, each once, in the
   follower list's order, into parts (room for every entry of the list); returns how many.
   This runs in every random turn, so it is written without branches on whose follower
   an entry is (a coin toss the predictor misses half the time): each entry is written
   and counted only when it may go. A part listed twice holds two followers of one
   player, so a repeat is looked for only among the parts already taken, and only when a
   bit of the part's number says it may be one. */
static int fairy_parts(const cit_game *g, int player, uint16_t *parts) {
    int guarded = dg_of(g)->fairy - 1; /* -1: none (no part's number) */
    int castles = g->hook_mods[TURN_HOOK_HELD], nfollowers = g->nfollowers;
    uint8_t owner = (uint8_t)(player + 1);
    uint64_t taken_bits = 0;
    int n = 0;
    for (int i = 0; i < nfollowers; i++) {
        int k = g->followers[i];
        uint64_t bit = 1ULL << (k & 63);
        int may = (g->nodes[k].owner == owner) & (k != guarded);
        if (castles) may &= !on_castle(g, (uint16_t)k);
        if (may & ((taken_bits & bit) != 0))
            for (int j = 0; j < n && may; j++) may = parts[j] != k;
        parts[n] = (uint16_t)k;
        n += may;
        taken_bits |= bit & (0 - (uint64_t)may);
    }
    return n;
}

/* How many parts fairy_parts lists, from the count of the parts player owns (g->owned):
   without castles (whose followers it skips) and places kept by other modules (an acrobat
   space, fairy_kept_answers), else -1. */
static int fairy_count(const cit_game *g, int player) {
    if (g->hook_mods[TURN_HOOK_HELD] | g->hook_mods[TURN_HOOK_TAKEABLE]) return -1;
    int guarded = dg_of(g)->fairy - 1;
    return g->owned[player] - (guarded >= 0 && g->nodes[guarded].owner == player + 1);
}

/* fairy_parts' i-th part (from 0), walking the list only as far as it. */
static uint16_t fairy_part(const cit_game *g, int player, int i) {
    int guarded = dg_of(g)->fairy - 1, n = 0;
    uint8_t owner = (uint8_t)(player + 1);
    uint16_t parts[MAX_FOLLOWER_NODES];
    uint64_t taken_bits = 0;
    for (int j = 0;; j++) {
        int k = g->followers[j];
        if (g->nodes[k].owner != owner || k == guarded) continue;
        uint64_t bit = 1ULL << (k & 63);
        int seen = 0;
        if (taken_bits & bit)
            for (int t = 0; t < n && !seen; t++) seen = parts[t] == k;
        if (seen) continue;
        if (n == i) return (uint16_t)k;
        parts[n++] = (uint16_t)k;
        taken_bits |= bit;
    }
}

/* The places other modules keep player's followers on (an acrobat space: RULES.md §13
   decision 6), but the one the fairy stands on, as "fairy X,Y WORD" moves (arg0 2, spot
   the keeper's id) from out[n] on; returns the new count. One test without such a keeper. */
static int fairy_kept_answers(const cit_game *g, int player, cit_move *out, int cap, int n) {
    kept_spot s[MAX_FOLLOWER_NODES];
    int k = figures_takeable(g, CIT_MODULE_DRAGON, s, MAX_FOLLOWER_NODES);
    const dragon_state *d = dg_of(g);
    for (int i = 0; i < k; i++) {
        if (s[i].owner != player ||
            (d->fairy_keeper == s[i].keeper + 1 && d->fairy_x == s[i].x && d->fairy_y == s[i].y))
            continue;
        if (n < cap) {
            out[n] = decision_move(CIT_MOVE_FAIRY, 2, 0);
            out[n].x = s[i].x, out[n].y = s[i].y, out[n].spot = (int8_t)s[i].keeper;
        }
        n++;
    }
    return n;
}

/* "fairy none", then fairy_parts as moves, then the kept places. */
static int fairy_answers(const cit_game *g, int player, cit_move *out, int cap) {
    uint16_t parts[MAX_FOLLOWER_NODES];
    int n = fairy_parts(g, player, parts);
    if (cap > 0) out[0] = decision_move(CIT_MOVE_FAIRY, 0, 0);
    for (int i = 0; i < n && i + 1 < cap; i++) out[i + 1] = part_move(g, CIT_MOVE_FAIRY, parts[i]);
    return fairy_kept_answers(g, player, out, cap, n + 1);
}

/* Whether the fairy has an answer beside "none": fairy_count, or (with castles) the first
   follower of the list it may go beside, or a kept place. */
static int fairy_offered(const cit_game *g, int player) {
    int n = fairy_count(g, player);
    if (n >= 0) return n > 0;
    for (int i = 0; i < g->nfollowers; i++)
        if (fairy_may_go(g, player, g->followers[i])) return 1;
    cit_move m[1];
    return fairy_kept_answers(g, player, m, 1, 0) > 0;
}

/* The figure step's fairy, offered when the player has a follower it may go beside. */
static void ask_fairy(cit_game *g, int player) {
    if (!fairy_offered(g, player)) return;
    decide_step s = {CIT_DECIDE_FAIRY, (uint8_t)player, CIT_MODULE_DRAGON, 0};
    turn_queue_front(g, s);
}

/* The feature kinds the portal reaches: the classic game's four a follower stands on.
   Named, not a range: the cloister's number lies past the field's, and the other kinds
   take no follower in a dragon game (The City's: the dragon is refused in that mode; the
   river: a barrier). */
#define PORTAL_KINDS (1u << CIT_FEAT_ROAD | 1u << CIT_FEAT_CITY | 1u << CIT_FEAT_FIELD | 1u << CIT_FEAT_CLOISTER)

/* No figure is put or moved onto the dragon's cell (RULES.md §9): the portal asks it here,
   other modules' rules through the core (figures_barred). */
static int cell_barred(const cit_game *g, int x, int y) {
    const dragon_state *d = dg_of(g);
    return d->on_board && x == d->x && y == d->y;
}

/* Whether part n may take a follower through the portal (decision 9). */
static int portal_may_go(const cit_game *g, uint16_t n) {
    const node *m = &g->nodes[n];
    if (!(PORTAL_KINDS >> m->kind & 1)) return 0; /* before the root's look-up */
    const node *r = &g->nodes[feat_find(g, n)];
    if (r->nmeeples || r->done) return 0;
    if (m->kind == CIT_FEAT_FIELD && g->setup.opt.v[CIT_OPT_FARMERS_OFF]) return 0;
    const piece *q = &g->pieces[m->piece];
    if (cell_barred(g, q->x, q->y)) return 0;
    return !(tile_flags(g, q->tile) & CIT_TF_OFF_LAND);
}

/* Whether player has a figure that may go through the portal: a follower in supply, or a
   mayor or wagon in its own. */
static int portal_free(const cit_game *g, int player) {
    if (g->supply[player] > 0) return 1;
    for (unsigned on = g->follower_kinds_on; on; on &= on - 1)
        if (figure_kind_free(g, player, figure_follower_kind(g, __builtin_ctz(on)))) return 1;
    return 0;
}

/* Which free figures may stand on a part of each feature kind: bit 0 a follower from
   supply, anywhere; bit f a figure of follower kind f of strength 1 in its own supply
   (the mayor, the wagon: figures.h), where its kind declares (the big follower comes
   through Inns & Cathedrals' own question). Made once a listing (the declared kinds
   looked up once), tested per part. */
typedef struct {
    unsigned at[CIT_FEAT_KIND_COUNT]; /* per CIT_FEAT_*: the figures that fit (none outside PORTAL_KINDS) */
} portal_figures;

static portal_figures portal_free_figures(const cit_game *g, int player) {
    portal_figures f;
    unsigned follower = g->supply[player] > 0 ? 1u : 0u;
    for (int kind = 0; kind < CIT_FEAT_KIND_COUNT; kind++) f.at[kind] = PORTAL_KINDS >> kind & 1 ? follower : 0u;
    for (unsigned on = g->follower_kinds_on; on; on &= on - 1) {
        int i = __builtin_ctz(on), k = figure_follower_kind(g, i);
        if (!figure_kind_free(g, player, k)) continue;
        for (unsigned st = figure_kind_stands(g, k) & PORTAL_KINDS; st; st &= st - 1)
            f.at[__builtin_ctz(st)] |= 2u << i;
    }
    return f;
}

static unsigned portal_fits(const portal_figures *f, int kind) { return f->at[kind]; }

/* "portal none", then every part and figure that may go through the portal, the newest
   tiles first (the parts near the play matter most when a listing is sampled). Stops
   once `limit` answers are listed (2: whether there is one besides "none"; a playout's
   sample: the first MAX_ANSWERS), else counts them all. A part is portal_may_go's with the
   figures that fit it: the figures are looked at first (a kind no free figure takes, or
   fields with farmers off, lists nothing there), then the feature's root, then the part's
   cell (test_fastpaths: portal_listing_matches_the_parts). */
static int portal_listing(const cit_game *g, int player, cit_move *out, int cap, int limit) {
    portal_figures free = portal_free_figures(g, player);
    if (g->setup.opt.v[CIT_OPT_FARMERS_OFF]) free.at[CIT_FEAT_FIELD] = 0;
    const dragon_state *d = dg_of(g);
    int n = 0, dx = d->on_board ? d->x : INT_MIN, dy = d->y;
    if (n < cap) out[n] = decision_move(CIT_MOVE_PORTAL, 0, 0);
    n++;
    for (int pi = g->npieces - 1; pi >= 0; pi--) {
        const piece *q = &g->pieces[pi];
        for (int f = 0; f < q->nfeat; f++) {
            uint16_t k = (uint16_t)(q->node0 + f);
            unsigned kind = g->nodes[k].kind;
            unsigned fits = portal_fits(&free, (int)kind); /* 0 for a kind outside PORTAL_KINDS */
            if (!fits) continue;
            const node *r = &g->nodes[feat_root(g, k)];
            if (r->nmeeples || r->done) continue;
            if ((q->x == dx && q->y == dy) || (tile_flags(g, q->tile) & CIT_TF_OFF_LAND)) break; /* the whole piece */
            for (; fits; fits &= fits - 1) {
                if (n < cap) {
                    out[n] = part_move(g, CIT_MOVE_PORTAL, k);
                    out[n].arg1 = (uint8_t)__builtin_ctz(fits);
                }
                if (++n >= limit) return n;
            }
        }
    }
    return n;
}

/* The listing as portal_may_go and the figures say it, part by part (test_fastpaths). */
int dragon_portal_listing_plain(const cit_game *g, int player, cit_move *out, int cap) {
    portal_figures free = portal_free_figures(g, player);
    int n = 0;
    if (n < cap) out[n] = decision_move(CIT_MOVE_PORTAL, 0, 0);
    n++;
    for (int pi = g->npieces - 1; pi >= 0; pi--) {
        const piece *q = &g->pieces[pi];
        for (int f = 0; f < q->nfeat; f++) {
            uint16_t k = (uint16_t)(q->node0 + f);
            if (!portal_may_go(g, k)) continue;
            for (unsigned fits = portal_fits(&free, g->nodes[k].kind); fits; fits &= fits - 1, n++)
                if (n < cap) {
                    out[n] = part_move(g, CIT_MOVE_PORTAL, k);
                    out[n].arg1 = (uint8_t)__builtin_ctz(fits);
                }
        }
    }
    return n;
}

static int portal_answers(const cit_game *g, int player, cit_move *out, int cap) {
    return portal_listing(g, player, out, cap, INT_MAX);
}

/* An answer through the portal is the part_move of a part it may go to, with a figure
   that fits there (checked without listing every answer of the board). */
static int portal_answer_legal(const cit_game *g, int player, const cit_move *m) {
    if (m->arg0 != 1 || (m->arg1 && !figure_follower_kept(g, m->arg1 - 1))) return 0;
    int pi = cell_part_at(g, m->x, m->y, m->rot);
    if (!pi || m->spot < 0 || m->spot >= g->pieces[pi - 1].nfeat) return 0;
    uint16_t k = (uint16_t)(g->pieces[pi - 1].node0 + m->spot);
    cit_move want = part_move(g, CIT_MOVE_PORTAL, k);
    want.arg1 = m->arg1;
    if (memcmp(&want, m, sizeof want) || !portal_may_go(g, k)) return 0;
    portal_figures free = portal_free_figures(g, player);
    return portal_fits(&free, g->nodes[k].kind) >> m->arg1 & 1;
}

static int ask_portal(cit_game *g, int player) {
    cit_move one[2];
    if (portal_listing(g, player, one, 2, 2) < 2) return 0;
    decide_step s = {CIT_DECIDE_PORTAL, (uint8_t)player, CIT_MODULE_DRAGON, 0};
    turn_queue_front(g, s);
    return 1;
}

/* The turn_end hook has work when this turn part brought a volcano or a dragon tile
   (after_place wakes it) or when the fairy may be paid for a castle (castles in play and
   the fairy out: it stays awake); else it rests (rules.h turn_hook_rest). */
static void wake_turn_end(cit_game *g) { turn_hook_rest(g, TURN_HOOK_TURN_END, CIT_MODULE_DRAGON, 0); }

static void after_place(cit_game *g, int pi, emitter *e) {
    dragon_state *d = dg_of(g);
    const piece *q = &g->pieces[pi];
    uint32_t flags = tile_flags(g, q->tile);
    if (flags & CIT_TF_VOLCANO) {
        if (!d->on_board) d->reshuffle = d->naside > 0;
        wake_turn_end(g);
        d->on_board = 1;
        d->x = q->x;
        d->y = q->y;
        cit_event ev = {0};
        ev.type = CIT_EV_DRAGON_VOLCANO;
        ev.player = g->placer;
        ev.x = q->x;
        ev.y = q->y;
        emit(e, ev);
    }
    if ((flags & CIT_TF_DRAGON) && d->on_board) {
        d->pending = 1;
        d->mover = g->placer;
        wake_turn_end(g);
    }
    if (!turn_figure_open(g, pi)) return;
    uint16_t city = princess_city(g, q);
    if (city != NO_NODE && g->nodes[city].nmeeples) {
        d->asking = (uint16_t)(pi + 1);
        decide_step s = {CIT_DECIDE_PRINCESS, g->placer, CIT_MODULE_DRAGON, 0};
        turn_queue_front(g, s);
        return;
    }
    if ((flags & CIT_TF_PORTAL) && portal_free(g, g->placer) && ask_portal(g, g->placer)) return;
    ask_fairy(g, g->placer);
}

/* A castle payment is a scoring of the castle's follower, so the fairy beside it pays 3
   (decision 7). Castles pays outside an award, where before_award cannot see it: the
   points come at the end of the turn part in which the castle was paid. */
static void fairy_castle(cit_game *g, emitter *e) {
    dragon_state *d = dg_of(g);
    if (!d->fairy || d->fairy_castle_paid || d->fairy_gone) return;
    uint16_t n = (uint16_t)(d->fairy - 1);
    int who = turn_figure_paid(g, n);
    if (!who) return;
    fairy_score(g, who - 1, n, 3, CIT_SCORE_FAIRY_FEATURE, e);
    d->fairy_castle_paid = 1;
}

static void turn_end(cit_game *g, emitter *e) {
    dragon_state *d = dg_of(g);
    fairy_castle(g, e);
    if (d->reshuffle) {
        d->reshuffle = 0;
        reshuffle(g, e);
    }
    if (!d->pending) {
        if (!(d->fairy && g->hook_mods[TURN_HOOK_PAID])) turn_hook_rest(g, TURN_HOOK_TURN_END, CIT_MODULE_DRAGON, 1);
        return;
    }
    d->pending = 0;
    d->steps = 0;
    d->nvisited = 1;
    d->visited[0][0] = d->x;
    d->visited[0][1] = d->y;
    ask_step(g);
}

/* The fairy's 3 points when the feature of the follower beside it is scored, majority or
   not: noted before the award, while the follower still stands there, and paid after it
   (the hook that may report it). */
static void before_award(cit_game *g, uint16_t root, int final) {
    (void)final;
    uint16_t guard = fairy_watch(g);
    /* set or cleared at every award: one that never came (a city made a castle instead,
       decision 7: no score, no fairy) leaves nothing owed to the next */
    dg_of(g)->fairy_due = guard != NO_NODE && feat_find(g, guard) == root ? g->nodes[guard].owner : 0;
}

static void after_award(cit_game *g, uint16_t root, int final, emitter *e) {
    (void)root;
    (void)final;
    dragon_state *d = dg_of(g);
    if (!d->fairy_due) return;
    fairy_score(g, d->fairy_due - 1, (uint16_t)(d->fairy - 1), 3, CIT_SCORE_FAIRY_FEATURE, e);
    d->fairy_due = 0;
}

static void setup(cit_game *g) { g->bare_flags |= CIT_TF_VOLCANO; }

/* ---- decisions --------------------------------------------------------------------------- */

/* The parts of the princess city that hold followers, after "princess none". */
static int princess_answers(const cit_game *g, cit_move *out, int cap) {
    int n = 0;
    if (n < cap) out[n] = decision_move(CIT_MOVE_PRINCESS, 0, 0);
    n++;
    uint16_t root = princess_city(g, &g->pieces[dg_of(g)->asking - 1]), k = root;
    do {
        const node *m = &g->nodes[k];
        if (m->owner && followers_any_on(g, k)) {
            const piece *q = &g->pieces[m->piece];
            if (n < cap) {
                out[n] = decision_move(CIT_MOVE_PRINCESS, 1, 0);
                out[n].x = q->x;
                out[n].y = q->y;
                out[n].spot = (int8_t)m->feat;
                out[n].rot = piece_half(g, m->piece);
            }
            n++;
        }
        k = m->next;
    } while (k != root);
    return n;
}

static int legal(const cit_game *g, const decide_step *s, cit_move *out, int cap) {
    if (s->decision == CIT_DECIDE_PRINCESS) return princess_answers(g, out, cap);
    if (s->decision == CIT_DECIDE_FAIRY) return fairy_answers(g, s->player, out, cap);
    if (s->decision == CIT_DECIDE_PORTAL) return portal_answers(g, s->player, out, cap);
    int n = 0;
    for (unsigned sides = s->arg; sides; sides &= sides - 1, n++)
        if (n < cap) out[n] = decision_move(CIT_MOVE_DRAGON_STEP, __builtin_ctz(sides), 0);
    return n;
}

/* legal's first cap answers, the portal's count stopped at cap + 1 (rules.h). */
static int legal_sampled(const cit_game *g, const decide_step *s, cit_move *out, int cap) {
    if (s->decision == CIT_DECIDE_PORTAL) return portal_listing(g, s->player, out, cap, cap + 1);
    return legal(g, s, out, cap);
}

/* The random answers (rules.h random_answer) of the fairy (its count from the parts owned,
   then the drawn part alone, so a random turn walks the follower list only up to it) and
   of the dragon's step (the side drawn among the bits the step carries, as legal lists
   them), found without a list. */
static int random_answer(const cit_game *g, const decide_step *s, uint64_t seed, cit_move *out) {
    uint64_t state = seed;
    if (s->decision == CIT_DECIDE_DRAGON_STEP) {
        unsigned sides = s->arg;
        for (uint32_t i = splitmix_below(&state, (uint32_t)__builtin_popcount(sides)); i; i--) sides &= sides - 1;
        *out = decision_move(CIT_MOVE_DRAGON_STEP, __builtin_ctz(sides), 0);
        return 1;
    }
    int n = s->decision == CIT_DECIDE_FAIRY ? fairy_count(g, s->player) : -1;
    if (n < 0) return 0;
    uint32_t i = splitmix_below(&state, (uint32_t)n + 1);
    *out = i ? part_move(g, CIT_MOVE_FAIRY, fairy_part(g, s->player, (int)i - 1)) : decision_move(CIT_MOVE_FAIRY, 0, 0);
    return 1;
}

#define MAX_ANSWERS 64

static cit_status check(const cit_game *g, const decide_step *s, const cit_move *m) {
    int type = s->decision == CIT_DECIDE_PRINCESS ? CIT_MOVE_PRINCESS
               : s->decision == CIT_DECIDE_FAIRY  ? CIT_MOVE_FAIRY
               : s->decision == CIT_DECIDE_PORTAL ? CIT_MOVE_PORTAL
                                                  : CIT_MOVE_DRAGON_STEP;
    if (m->type != type) return CIT_ERR_WRONG_DECISION;
    if (s->decision == CIT_DECIDE_PORTAL && m->arg0) /* up to three figures a part: not listed */
        return portal_answer_legal(g, s->player, m) ? CIT_OK : CIT_ERR_MODULE_RULE;
    cit_move all[MAX_NODES + 1]; /* the portal's "none", a princess's or fairy's parts */
    int n = legal(g, s, all, MAX_NODES + 1);
    for (int i = 0; i < n && i < MAX_NODES + 1; i++)
        if (!memcmp(&all[i], m, sizeof *m)) return CIT_OK;
    return CIT_ERR_MODULE_RULE;
}

static void apply_princess(cit_game *g, const decide_step *s, const cit_move *m, emitter *e) {
    dg_of(g)->asking = 0; /* answered: equal positions hash alike */
    if (!m->arg0) {
        ask_fairy(g, s->player); /* the figure step is still free */
        return;
    }
    turn_figure_used(g, s->player);
    int pi = cell_part_at(g, m->x, m->y, m->rot);
    uint16_t n = (uint16_t)(g->pieces[pi - 1].node0 + m->spot);
    int owner = g->nodes[n].owner;
    send_home(g, n, followers_on(g, n) - 1);
    cit_event ev = part_event(g, CIT_EV_PRINCESS, owner - 1, n);
    ev.other = s->player;
    ev.count = 1;
    emit(e, ev);
}

/* Another figure was the placement's: the question is gone unanswered. */
static void figure_withdrawn(cit_game *g, const decide_step *s) {
    if (s->decision == CIT_DECIDE_PRINCESS) dg_of(g)->asking = 0; /* as its answer would */
}

static void apply_portal(cit_game *g, const decide_step *s, const cit_move *m, emitter *e) {
    if (!m->arg0) {
        ask_fairy(g, s->player);
        return;
    }
    int pi = cell_part_at(g, m->x, m->y, m->rot);
    uint16_t n = (uint16_t)(g->pieces[pi - 1].node0 + m->spot);
    turn_figure_used(g, s->player);
    fairy_watch(g); /* an empty part beside the fairy stays the gone follower's */
    if (!m->arg1) followers_put(g, n, s->player);
    else figure_kind_place(g, s->player, figure_follower_kind(g, m->arg1 - 1), n);
    cit_event ev = part_event(g, CIT_EV_PORTAL, s->player, n);
    ev.count = m->arg1;
    emit(e, ev);
    if (!m->arg1) figure_strong_ask(g, s->player, n); /* the big follower, if it may be the one */
}

/* The fairy on a place another module keeps the player's followers on (a listed answer). */
static void fairy_to_kept(cit_game *g, const decide_step *s, const cit_move *m, emitter *e) {
    dragon_state *d = dg_of(g);
    d->fairy = 0;
    d->fairy_keeper = (uint8_t)(m->spot + 1);
    d->fairy_by = (uint8_t)(s->player + 1);
    d->fairy_castle_paid = d->fairy_gone = 0;
    d->fairy_x = m->x;
    d->fairy_y = m->y;
    emit(e, cell_event(CIT_EV_FAIRY, s->player, m->x, m->y));
    turn_figure_used(g, s->player);
}

/* The fairy beside the chosen follower. */
static void apply_fairy(cit_game *g, const decide_step *s, const cit_move *m, emitter *e) {
    if (!m->arg0) return;
    if (m->arg0 == 2) {
        fairy_to_kept(g, s, m, e);
        return;
    }
    dragon_state *d = dg_of(g);
    d->fairy_keeper = d->fairy_by = 0;
    int pi = cell_part_at(g, m->x, m->y, m->rot);
    uint16_t n = (uint16_t)(g->pieces[pi - 1].node0 + m->spot);
    d->fairy = (uint16_t)(n + 1);
    if (g->hook_mods[TURN_HOOK_PAID]) wake_turn_end(g); /* a castle may pay it */
    d->fairy_castle_paid = 0;
    d->fairy_gone = 0;
    d->fairy_x = m->x;
    d->fairy_y = m->y;
    emit(e, part_event(g, CIT_EV_FAIRY, s->player, n));
    turn_figure_used(g, s->player);
}

static void apply(cit_game *g, const decide_step *s, const cit_move *m, emitter *e) {
    if (s->decision == CIT_DECIDE_PRINCESS) apply_princess(g, s, m, e);
    else if (s->decision == CIT_DECIDE_FAIRY) apply_fairy(g, s, m, e);
    else if (s->decision == CIT_DECIDE_PORTAL) apply_portal(g, s, m, e);
    else step(g, m->arg0, s->player, e);
}

static void describe(const cit_game *g, const decide_step *s, cit_pending *p) {
    const dragon_state *d = dg_of(g);
    p->spot = CIT_SPOT_NONE;
    if (s->decision == CIT_DECIDE_FAIRY || s->decision == CIT_DECIDE_PORTAL) {
        const piece *q = &g->pieces[g->npieces - 1];
        p->x = q->x;
        p->y = q->y;
        if (s->decision == CIT_DECIDE_PORTAL) p->flags |= CIT_PENDING_WIDEN; /* many, newest first */
        return;
    }
    if (s->decision == CIT_DECIDE_PRINCESS) {
        const piece *q = &g->pieces[d->asking - 1];
        p->x = q->x;
        p->y = q->y;
        p->half = piece_half(g, d->asking - 1);
        return;
    }
    p->x = d->x;
    p->y = d->y;
    p->arg = d->steps;
}

/* The figures a step onto the cell x,y would eat, counted for `player`: another's +1,
   one's own -1. */
static int meal_worth(const cit_game *g, int x, int y, int player) {
    int worth = 0;
    for (int half = 0; half < 2; half++) {
        int pi = cell_part_at(g, x, y, half);
        if (!pi) continue;
        const piece *q = &g->pieces[pi - 1];
        for (int f = 0; f < q->nfeat; f++) {
            int owner = g->nodes[q->node0 + f].owner;
            if (owner && !on_castle(g, (uint16_t)(q->node0 + f))) worth += owner == player + 1 ? -1 : 1;
        }
    }
    return worth;
}

/* A playout steers the dragon toward the others' followers and away from its own (ties
   at random), and sends home another player's knight when the princess offers one. */
static int playout(const cit_game *g, const decide_step *s, uint64_t *rng, cit_move *out) {
    if (s->decision == CIT_DECIDE_FAIRY) {
        /* half the time beside a follower at random: the coin first (drawn when there is
           a follower to go beside), so half the playouts never list the parts */
        *out = decision_move(CIT_MOVE_FAIRY, 0, 0);
        if (fairy_offered(g, s->player) && rules_rng_below(rng, 2)) {
            int n = fairy_count(g, s->player); /* the list's length, or -1: walk it */
            if (n >= 0) {
                *out = part_move(g, CIT_MOVE_FAIRY, fairy_part(g, s->player, (int)rules_rng_below(rng, (uint32_t)n)));
                return 1;
            }
            cit_move all[MAX_FOLLOWER_NODES + 1];
            n = fairy_answers(g, s->player, all, MAX_FOLLOWER_NODES + 1) - 1; /* fairy_offered: one at least */
            if (n > MAX_FOLLOWER_NODES) n = MAX_FOLLOWER_NODES;
            *out = all[1 + rules_rng_below(rng, (uint32_t)n)];
        }
        return 1;
    }
    cit_move all[MAX_ANSWERS];
    /* the portal's sample is of the first MAX_ANSWERS: its listing stops there, not at
       the end of the board */
    int n = s->decision == CIT_DECIDE_PORTAL ? portal_listing(g, s->player, all, MAX_ANSWERS, MAX_ANSWERS)
                                             : legal(g, s, all, MAX_ANSWERS);
    if (n > MAX_ANSWERS) n = MAX_ANSWERS;
    if (s->decision == CIT_DECIDE_PRINCESS) {
        *out = all[0];
        for (int i = 1; i < n; i++) {
            int pi = cell_part_at(g, all[i].x, all[i].y, all[i].rot);
            if (g->nodes[g->pieces[pi - 1].node0 + all[i].spot].owner != s->player + 1) *out = all[i];
        }
        return 1;
    }
    if (s->decision == CIT_DECIDE_PORTAL) {
        /* half the time through the portal, at random among the parts (the newest tiles'
           first) */
        *out = all[0];
        if (n > 1 && rules_rng_below(rng, 2)) *out = all[1 + rules_rng_below(rng, (uint32_t)(n - 1))];
        return 1;
    }
    const dragon_state *d = dg_of(g);
    int best = -100, ties = 0;
    for (int i = 0; i < n; i++) {
        int side = all[i].arg0, w = meal_worth(g, d->x + dir_dx[side], d->y + dir_dy[side], s->player);
        if (w > best) best = w, ties = 0;
        if (w == best && rules_rng_below(rng, (uint32_t)++ties) == 0) *out = all[i];
    }
    return 1;
}

/* Everything of the module's state is public (the dragon, the fairy, the tiles aside, the
   movement): its bytes, mixed, for the search's seed. */
static uint64_t view_hash(const cit_game *g, int observer) {
    (void)observer;
    const uint8_t *b = (const uint8_t *)dg_of(g);
    uint64_t h = 0xcbf29ce484222325ULL;
    for (size_t i = 0; i < sizeof(dragon_state); i++) h = (h ^ b[i]) * 0x100000001b3ULL;
    return h;
}

/* ---- set-up, move text, table ------------------------------------------------------------- */

static void dragon_box(const cit_catalog *cat, const cit_setup *s, cit_tile_id *box, int *n, int *start) {
    (void)start;
    if (s->opt.v[CIT_OPT_DRAGON]) box_add_set(cat, "dragon", box, n);
}

static const char side_letters[4] = {'N', 'E', 'S', 'W'};

static size_t format_step(const cit_game *g, const cit_move *m, char *buf, size_t cap) {
    (void)g;
    if (m->arg0 > 3 || m->arg1 || m->spot != CIT_SPOT_NONE) return 0;
    return cit_fmt(buf, cap, "dragon %c", side_letters[m->arg0]);
}

static int parse_step(const cit_game *g, mt_cursor *c, cit_move *m) {
    (void)g;
    const char *w;
    size_t n;
    if (!mt_word(c, &w, &n) || n != 1) return 0;
    for (int s = 0; s < 4; s++)
        if (w[0] == side_letters[s]) {
            m->arg0 = (uint8_t)s;
            return 1;
        }
    return 0;
}

/* "VERB none" (arg0 0) or "VERB X,Y fN" (arg0 1): the princess, the fairy and the portal. */
static size_t format_part_answer(const char *verb, const cit_move *m, char *buf, size_t cap) {
    if (m->arg0 == 0) return m->spot == CIT_SPOT_NONE ? cit_fmt(buf, cap, "%s none", verb) : 0;
    return m->arg0 == 1 ? mt_format_part(verb, m, buf, cap) : 0;
}

static size_t format_princess(const cit_game *g, const cit_move *m, char *buf, size_t cap) {
    (void)g;
    return format_part_answer("princess", m, buf, cap);
}

/* Reads "none" or "X,Y fN" after any of the three verbs. */
static int parse_part_answer(const cit_game *g, mt_cursor *c, cit_move *m) {
    (void)g;
    mt_cursor at = *c;
    const char *w;
    size_t n;
    if (mt_word(c, &w, &n) && mt_word_is(w, n, "none")) return 1;
    *c = at;
    if (!mt_parse_part(c, m)) return 0;
    m->arg0 = 1;
    return 1;
}

/* "fairy none|X,Y fN|X,Y WORD" (WORD: a place another module keeps followers on). */
static size_t format_fairy(const cit_game *g, const cit_move *m, char *buf, size_t cap) {
    (void)g;
    if (m->arg0 != 2) return format_part_answer("fairy", m, buf, cap);
    const rules_module *k = rules_module_get(m->spot);
    return k && k->kept_word && !m->rot && !m->arg1 ? cit_fmt(buf, cap, "fairy %d,%d %s", m->x, m->y, k->kept_word) : 0;
}

static int parse_fairy(const cit_game *g, mt_cursor *c, cit_move *m) {
    mt_cursor at = *c;
    const char *w;
    size_t n;
    int x, y, keeper;
    if (mt_word(&at, &w, &n) && mt_cell(w, n, &x, &y) && mt_word(&at, &w, &n) &&
        (keeper = figures_kept_word_module(g, w, n)) >= 0) {
        *c = at;
        m->x = (int8_t)x, m->y = (int8_t)y;
        m->spot = (int8_t)keeper;
        m->arg0 = 2;
        return 1;
    }
    return parse_part_answer(g, c, m);
}

/* "portal X,Y fN", then the figure's word when it is another follower kind (the mayor,
   the wagon). */
static size_t format_portal(const cit_game *g, const cit_move *m, char *buf, size_t cap) {
    const char *word = m->arg1 ? figure_follower_word(g, m->arg1 - 1) : "";
    if (!word || (m->arg1 && !m->arg0)) return 0;
    cit_move part = *m;
    part.arg1 = 0;
    size_t n = format_part_answer("portal", &part, buf, cap);
    if (!n || !m->arg1) return n;
    return n + cit_fmt(buf + n, cap > n ? cap - n : 0, " %s", word);
}

static int parse_portal(const cit_game *g, mt_cursor *c, cit_move *m) {
    if (!parse_part_answer(g, c, m)) return 0;
    if (!m->arg0) return 1;
    mt_cursor peek = *c;
    const char *w;
    size_t n;
    if (!mt_word(&peek, &w, &n)) return 1;
    int strength, i = figure_follower_named(g, w, n, &strength);
    if (i >= 0 && strength == 1) { /* not the big follower: its own question */
        *c = peek;
        m->arg1 = (uint8_t)(i + 1);
    }
    return 1;
}

static const move_verb verbs[] = {
    {"dragon", CIT_MOVE_DRAGON_STEP, format_step, parse_step},
    {"princess", CIT_MOVE_PRINCESS, format_princess, parse_part_answer},
    {"fairy", CIT_MOVE_FAIRY, format_fairy, parse_fairy},
    {"portal", CIT_MOVE_PORTAL, format_portal, parse_portal},
};
static const decision_name decision_names[] = {
    {CIT_DECIDE_DRAGON_STEP, "dragon"},
    {CIT_DECIDE_PRINCESS, "princess"},
    {CIT_DECIDE_FAIRY, "fairy"},
    {CIT_DECIDE_PORTAL, "portal"},
};

static const module_option dragon_options[] = {
    {CIT_OPT_DRAGON, {"dragon", 0, 1, CIT_MODE_CLASSIC, 1, -1, -1,
          CIT_N_("The Princess & the Dragon"),
          CIT_N_("30 more tiles. A volcano brings the dragon; after a dragon tile the players move "
          "it six steps in turn and it eats every follower on its way. A princess sends a "
          "knight home.")}},
};

const rules_module dragon_module = {
    .name = "dragon",
    .id = CIT_MODULE_DRAGON,
    .option = CIT_OPT_DRAGON,
    .options = dragon_options,
    .noptions = sizeof dragon_options / sizeof dragon_options[0],
    .state_size = sizeof(dragon_state),
    .box = dragon_box,
    .setup = setup,
    .turn_open = turn_open,
    .set_aside = set_aside,
    .after_place = after_place,
    .cell_barred = cell_barred,
    .before_award = before_award,
    .after_award = after_award,
    .turn_end = turn_end,
    .describe = describe,
    .legal = legal,
    .legal_sampled = legal_sampled,
    .random_answer = random_answer,
    .check = check,
    .apply = apply,
    .figure_decisions = 1u << (CIT_DECIDE_PRINCESS - CIT_MODULE_IDS(CIT_MODULE_DRAGON)) |
                        1u << (CIT_DECIDE_FAIRY - CIT_MODULE_IDS(CIT_MODULE_DRAGON)) |
                        1u << (CIT_DECIDE_PORTAL - CIT_MODULE_IDS(CIT_MODULE_DRAGON)),
    .figure_withdrawn = figure_withdrawn,
    .verbs = verbs,
    .nverbs = sizeof verbs / sizeof verbs[0],
    .decision_names = decision_names,
    .ndecision_names = sizeof decision_names / sizeof decision_names[0],
    .playout = playout,
    .view_hash = view_hash,
    .wide_answers = 1, /* the portal may list every free part of the board */
};

/* ---- queries --------------------------------------------------------------------------------- */

int cit_game_dragon_cell(const cit_game *g, int *x, int *y) {
    if (!running(g) || !dg_of(g)->on_board) return 0;
    if (x) *x = dg_of(g)->x;
    if (y) *y = dg_of(g)->y;
    return 1;
}

int cit_game_dragon_visited(const cit_game *g, int8_t *xy, int cap) {
    if (!running(g)) return 0;
    const dragon_state *d = dg_of(g);
    for (int i = 0; i < d->nvisited && i < cap; i++) {
        xy[2 * i] = d->visited[i][0];
        xy[2 * i + 1] = d->visited[i][1];
    }
    return d->nvisited;
}

int cit_game_dragon_steps_left(const cit_game *g) {
    if (!running(g) || !dg_of(g)->nvisited) return 0;
    return CIT_DRAGON_STEPS - dg_of(g)->steps;
}

int cit_game_fairy(const cit_game *g, int *x, int *y, cit_feature_part *part) {
    if (!running(g) || !(dg_of(g)->fairy | dg_of(g)->fairy_keeper)) return 0;
    const dragon_state *d = dg_of(g);
    if (x) *x = d->fairy_x;
    if (y) *y = d->fairy_y;
    if (part && !d->fairy) { /* on a place another module keeps: no part */
        cit_feature_part at = {d->fairy_x, d->fairy_y, CIT_SPOT_NONE, 0};
        *part = at;
    } else if (part) {
        const node *m = &g->nodes[d->fairy - 1];
        cit_feature_part at = {g->pieces[m->piece].x, g->pieces[m->piece].y, (int8_t)m->feat, piece_half(g, m->piece)};
        *part = at;
    }
    return 1;
}

int cit_game_dragon_set_aside(const cit_game *g, cit_tile_id *tiles, int cap) {
    if (!running(g)) return 0;
    const dragon_state *d = dg_of(g);
    for (int i = 0; i < d->naside && i < cap; i++) tiles[i] = g->order[d->aside_at[i]];
    return d->naside;
}
