/* Halflings I + II (RULES.md §4, rules as clarified 1/2021): 24 triangles, a private hand
   of three, a turn that starts with "draw a square or play a triangle". */
#include "rules.h"
#include "figures.h"
#include "turn.h"
#include "mod_halflings.h"

#include <string.h>

/*
 * What the core already does and this module does not repeat (docs/architecture.md):
 * triangles are placed by the core (triangles.c: legs match, the diagonal only against
 * the cell's other triangle, a square never into a half-filled cell, nothing touching
 * the board only through an open diagonal), parts are named with a half, roads, cities
 * and cloisters count distinct cells, and hands live in the core (game_hold_tile), which
 * hashes, lists, counts and re-deals them for an observer.
 *
 * This module (docs/rules-decisions.md, "Halflings"):
 *   box:        the 24 triangles join the box, so set-up shuffles them in with the
 *               squares with the game's own generator;
 *   setup:      takes every triangle out of the stack in the shuffled order: the first
 *               three to player 0, the next three to player 1, ...; the rest go face
 *               down out of the game (held by nobody: unseen, re-dealt with the other
 *               players' hands, never played);
 *   turn_start: a player holding a triangle decides "draw" (a square from the stack as
 *               usual) or "play ID" (a triangle of the hand that fits, placed by the
 *               normal placement decision), whether or not one of theirs fits: the
 *               question must not tell the others what the hand holds. It is left out
 *               only when no triangle of the box could go anywhere now (public: the
 *               River's phase, say); with the stack out the core's draw ends the game,
 *               so the game ends once the last square tile is placed (after that turn's
 *               scoring) and triangles left in hand are lost;
 *   after_place: a hill puts the next square of the stack face down under itself;
 *   value:      a cloister completed in play scores +3 per vineyard on its 9 cells;
 *   winners:    ties on a feature through the hill's cell go to the tied players with
 *               a follower on that feature in that cell;
 *   h->left:    at set-up, the hill's and the vineyard's rules are left to a later module
 *               in play that plays those words (rules_word_played_later).
 */

static inline halflings_state *halflings_of(const cit_game *g) {
    return MODULE_STATE(g, halflings_state, CIT_MODULE_HALFLINGS);
}

static int is_triangle(const cit_game *g, int t) { return g->cat->triangle[t]; }

static void emit_event(emitter *e, int type, int player, int tile) {
    if (!e->out) return;
    cit_event ev = {0};
    ev.type = (uint8_t)type;
    ev.player = (uint8_t)player;
    ev.tile = (cit_tile_id)tile;
    ev.spot = CIT_SPOT_NONE;
    emit(e, ev);
}

/* ---- set-up ------------------------------------------------------------------------------ */

static void halflings_box(const cit_catalog *cat, const cit_setup *s, cit_tile_id *box, int *n, int *start) {
    (void)s;
    (void)start;
    box_add_set(cat, "halflings", box, n);
}

/* The triangles leave the stack in the order the shuffle left them (game_hold_stack_tile
   keeps the order array a permutation of the box, so a save made from it deals the same
   hands). */
static int drafted(const cit_game *g) { return g->setup.opt.v[CIT_OPT_HALFLINGS_DRAFT] != 0; }

/* The draft (halflings_draft): every triangle face up in the display, in the shuffled
   order (out of the stack, in no hand: seen by everyone, so not unseen). */
static void lay_display(cit_game *g) {
    halflings_state *h = halflings_of(g);
    for (int i = g->next_draw; i < g->norder && h->npool < HALFLINGS_TRIANGLES; i++) {
        if (!is_triangle(g, g->order[i]) || game_hold_stack_tile(g, CIT_NOBODY, i) < 0) continue;
        int k = 0;
        for (int j = 0; j < g->nheld - 1; j++) k += g->held_by[j] == CIT_NOBODY;
        h->pool[h->npool++] = (cit_tile_id)game_release_tile(g, CIT_NOBODY, k);
    }
    h->drafting = h->npool > 0;
}

static void setup(cit_game *g) {
    halflings_state *h = halflings_of(g);
    /* a later module in play that rules these symbols on every tile takes them over, the
       triangles' too (RULES.md §12 "With Halflings") */
    h->left = (uint8_t)((rules_word_played_later(g, CIT_MODULE_HALFLINGS, "hill") ? LEFT_HILL : 0) |
                        (rules_word_played_later(g, CIT_MODULE_HALFLINGS, "vineyard") ? LEFT_VINEYARD : 0));
    if (drafted(g)) {
        lay_display(g);
        return;
    }
    int dealt = 0;
    for (int i = g->next_draw; i < g->norder; i++) {
        if (!is_triangle(g, g->order[i])) continue;
        int owner = dealt < CIT_HALFLINGS_HAND * g->nplayers ? dealt / CIT_HALFLINGS_HAND : CIT_NOBODY;
        if (game_hold_stack_tile(g, owner, i) < 0) break; /* more than MAX_HELD: never with 24 */
        dealt++;
    }
}

/* ---- the turn: draw or play a triangle -------------------------------------------------- */

/* Writes the triangles of p's hand that fit somewhere now, in hand order; returns how
   many (hands hold only triangles). One walk over the held tiles, not a copy of the
   hand per question. */
static int playable(const cit_game *g, int p, cit_tile_id *out) {
    int k = 0;
    for (int i = 0; i < g->nheld; i++)
        if (g->held_by[i] == p && game_tile_fits(g, g->held[i])) out[k++] = g->held[i];
    return k;
}

/* 0 if p holds no triangle, 1 if none of them fits anywhere now, 2 if one does (found,
   the search stops: the turn's question and a playout's choice need no more; so does
   the walk after p's last triangle, g->hand_count). */
static int hand_fits(const cit_game *g, int p) {
    int left = g->hand_count[p];
    if (!left) return 0;
    for (int i = 0; i < g->nheld; i++) {
        if (g->held_by[i] != p) continue;
        if (game_tile_fits(g, g->held[i])) return 2;
        if (!--left) break;
    }
    return 1;
}

/* Whether any triangle of the box could be placed now: a fact of the board alone, which
   every seat can work out (while river tiles remain, none can). Checked only when the
   player's own triangles fit nowhere. */
static int some_triangle_fits(const cit_game *g) {
    for (int t = g->cat->triangle_from; t < g->cat->triangle_to; t++)
        if (is_triangle(g, t) && game_tile_fits(g, t)) return 1;
    return 0;
}

/* The draft's k-th pick: the last player first, then counter-clockwise, round and
   round until everyone has three. */
static int picker(const cit_game *g, int k) { return g->nplayers - 1 - k % g->nplayers; }

static int turn_start(cit_game *g, emitter *e) {
    (void)e;
    const halflings_state *h = halflings_of(g);
    if (h->drafting) { /* the first turn waits for the draft */
        decide_step d = {CIT_DECIDE_HALFLINGS_DRAFT, (uint8_t)picker(g, h->picks), CIT_MODULE_HALFLINGS, 0};
        turn_queue_back(g, d);
        return 1;
    }
    /* with the stack out the game is over (the last square tile was placed): the core's
       draw finds nothing and final scoring starts */
    if (g->next_draw >= g->norder) return 0;
    int hand = hand_fits(g, g->player);
    if (!hand || (hand == 1 && !some_triangle_fits(g))) return 0;
    decide_step s = {CIT_DECIDE_HALFLINGS_TURN, g->player, CIT_MODULE_HALFLINGS, 0};
    turn_queue_back(g, s);
    return 1;
}

static int crop_legal(const cit_game *g, const decide_step *s, cit_move *out, int cap);
static cit_status crop_check(const cit_game *g, const decide_step *s, const cit_move *m);
static void crop_apply(cit_game *g, const decide_step *s, const cit_move *m, emitter *e);
static int is_crop(int decision);

static int legal(const cit_game *g, const decide_step *s, cit_move *out, int cap) {
    if (is_crop(s->decision)) return crop_legal(g, s, out, cap);
    if (s->decision == CIT_DECIDE_HALFLINGS_DRAFT) { /* every tile of the display, in its order */
        const halflings_state *h = halflings_of(g);
        for (int i = 0; i < h->npool && i < cap; i++) out[i] = tile_move(CIT_MOVE_HALFLINGS_DRAFT, 0, h->pool[i]);
        return h->npool;
    }
    if (s->decision != CIT_DECIDE_HALFLINGS_TURN) return 0;
    /* "draw" first: the harmless answer (rules.h); then each playable triangle in hand
       order */
    cit_tile_id tiles[MAX_HELD];
    int k = playable(g, s->player, tiles), n = 0;
    if (n < cap) out[n] = decision_move(CIT_MOVE_HALFLINGS_TURN, 0, 0);
    n++;
    for (int i = 0; i < k; i++, n++)
        if (n < cap) out[n] = tile_move(CIT_MOVE_HALFLINGS_TURN, 1, tiles[i]);
    return n;
}

/* The fields a draw, a play or a pick leaves as decision_move makes them (the tile
   aside: it names the triangle played or picked). */
static int canonical(const cit_move *m) {
    return m->x == 0 && m->y == 0 && m->rot == 0 && m->spot == CIT_SPOT_NONE && m->arg1 == 0;
}

/* Index of tile t in p's hand, or -1. */
static int hand_index(const cit_game *g, int p, int t) {
    cit_tile_id hand[MAX_HELD];
    int n = cit_game_hand(g, p, hand, MAX_HELD);
    for (int i = 0; i < n; i++)
        if (hand[i] == t) return i;
    return -1;
}

/* Index of tile t in the draft's display, or -1. */
static int display_index(const cit_game *g, int t) {
    const halflings_state *h = halflings_of(g);
    for (int i = 0; i < h->npool; i++)
        if (h->pool[i] == t) return i;
    return -1;
}

static cit_status check(const cit_game *g, const decide_step *s, const cit_move *m) {
    if (is_crop(s->decision)) return crop_check(g, s, m);
    if (s->decision == CIT_DECIDE_HALFLINGS_DRAFT) {
        if (m->type != CIT_MOVE_HALFLINGS_DRAFT) return CIT_ERR_WRONG_DECISION;
        if (!canonical(m) || m->arg0) return CIT_ERR_BAD_ARGUMENT;
        return display_index(g, m->tile) >= 0 ? CIT_OK : CIT_ERR_WRONG_TILE;
    }
    if (s->decision != CIT_DECIDE_HALFLINGS_TURN || m->type != CIT_MOVE_HALFLINGS_TURN) return CIT_ERR_WRONG_DECISION;
    if (!canonical(m) || m->arg0 > 1) return CIT_ERR_BAD_ARGUMENT;
    if (m->arg0 == 0) return m->tile == 0 ? CIT_OK : CIT_ERR_BAD_ARGUMENT;
    if (m->tile >= g->cat->set.ntiles || hand_index(g, s->player, m->tile) < 0) return CIT_ERR_WRONG_TILE;
    return game_tile_fits(g, m->tile) ? CIT_OK : CIT_ERR_WRONG_TILE;
}

/* A pick: the tile leaves the display for the hand; the next player counter-clockwise
   picks, and after the last pick the rest stay face up out of the game and player 0's
   first turn starts (with the question, if the hand holds a triangle). */
static void pick(cit_game *g, const decide_step *s, int t, emitter *e) {
    halflings_state *h = halflings_of(g);
    int i = display_index(g, t);
    memmove(h->pool + i, h->pool + i + 1, sizeof h->pool[0] * (size_t)(h->npool - i - 1));
    h->pool[--h->npool] = 0;
    game_hold_revealed(g, s->player, t);
    emit_event(e, CIT_EV_HALFLINGS_DRAFT, s->player, t);
    h->picks++;
    if (h->picks < CIT_HALFLINGS_HAND * g->nplayers && h->npool) {
        decide_step d = {CIT_DECIDE_HALFLINGS_DRAFT, (uint8_t)picker(g, h->picks), CIT_MODULE_HALFLINGS, 0};
        turn_queue_front(g, d);
        return;
    }
    h->drafting = 0;
    if (!turn_start(g, e)) turn_draw_after(g, CIT_MODULE_HALFLINGS, e);
}

static void apply(cit_game *g, const decide_step *s, const cit_move *m, emitter *e) {
    if (is_crop(s->decision)) {
        crop_apply(g, s, m, e);
        return;
    }
    if (s->decision == CIT_DECIDE_HALFLINGS_DRAFT) {
        pick(g, s, m->tile, e);
        return;
    }
    if (m->arg0 == 0) { /* a later module may still offer something instead of the draw */
        turn_draw_after(g, CIT_MODULE_HALFLINGS, e);
        return;
    }
    int t = game_release_tile(g, s->player, hand_index(g, s->player, m->tile));
    emit_event(e, CIT_EV_HALFLINGS_PLAY, s->player, t);
    turn_give_tile(g, t, 1, e);
}

/* The decider is the step's player; `limit` says how many triangles of the hand could
   be played. */
static void describe(const cit_game *g, const decide_step *s, cit_pending *p) {
    cit_tile_id tiles[MAX_HELD];
    p->player = s->player;
    if (s->decision == CIT_DECIDE_HALFLINGS_CROP_FOLLOWER) { /* x, y, half: the crop circle */
        const piece *q = &g->pieces[g->npieces - 1];
        p->x = q->x;
        p->y = q->y;
        p->half = piece_half(g, g->npieces - 1);
        return;
    }
    if (is_crop(s->decision)) { /* arg: the named feature kind, limit: the action */
        p->arg = halflings_of(g)->crop_kind;
        p->limit = halflings_of(g)->crop_action;
        return;
    }
    if (s->decision == CIT_DECIDE_HALFLINGS_DRAFT) { /* limit: tiles in the display */
        p->limit = halflings_of(g)->npool;
        return;
    }
    p->limit = (uint8_t)playable(g, s->player, tiles);
}

/* ---- special triangles ---------------------------------------------------------------- */

/* A hill takes the next square tile of the stack face down under itself (nobody sees
   it; with the stack out it takes nothing). If it took the last one, the next turn's
   draw finds the stack out and the game ends after this turn. */
static void start_crop(cit_game *g, int pi);

/* A crop circle's figure is the follower asked after its action (CROP_FOLLOWER): no
   other module's figure question comes with it (one figure a placement). By the tile
   alone, so games of the older move order (the follower with the tile) read as before. */
static int figure_claimed(const cit_game *g, int pi) {
    return (g->cat->set.tiles[g->pieces[pi].tile].flags & CIT_TF_CROP_CIRCLE) != 0;
}

static void after_place(cit_game *g, int pi, emitter *e) {
    const piece *p = &g->pieces[pi];
    if (g->cat->set.tiles[p->tile].flags & CIT_TF_CROP_CIRCLE) start_crop(g, pi);
    halflings_state *h = halflings_of(g);
    if (!(g->cat->set.tiles[p->tile].flags & CIT_TF_HILL) || (h->left & LEFT_HILL)) return;
    h->hill = 1;
    h->hill_x = p->x;
    h->hill_y = p->y;
    if (game_hold_tile(g, CIT_NOBODY) >= 0) emit_event(e, CIT_EV_HALFLINGS_HILL, g->player, 0);
}

/* Vineyards on the 9 cells of a cloister completed in play (the cloister's own cell
   included; either triangle of a cell): +3 each. */
static int value(const cit_game *g, uint16_t root, int final, int v) {
    const node *r = &g->nodes[root];
    if (final || r->kind != CIT_FEAT_CLOISTER || r->open != 0 || (halflings_of(g)->left & LEFT_VINEYARD)) return v;
    const piece *c = &g->pieces[r->piece];
    for (int dy = -1; dy <= 1; dy++)
        for (int dx = -1; dx <= 1; dx++) {
            int pi = cell_piece_at(g, c->x + dx, c->y + dy);
            for (int k = 0; pi && k < 2; k++) {
                const piece *q = &g->pieces[pi - 1];
                if (g->cat->set.tiles[q->tile].flags & CIT_TF_VINEYARD) v += 3;
                pi = q->partner;
            }
        }
    return v;
}

/* The hill's tie-break: when several players tie on a feature with a part in the hill's
   cell, only those of them with a follower on such a part score; if none of them has
   one there, the tie stands. */
static unsigned winners(const cit_game *g, uint16_t root, unsigned mask) {
    const halflings_state *h = halflings_of(g);
    if (!h->hill || (mask & (mask - 1)) == 0) return mask;
    unsigned there = 0;
    int pi = cell_piece_at(g, h->hill_x, h->hill_y);
    for (int k = 0; pi && k < 2; k++) {
        const piece *q = &g->pieces[pi - 1];
        for (int f = 0; f < q->nfeat; f++) {
            uint16_t n = (uint16_t)(q->node0 + f);
            if (g->nodes[n].owner && feat_find(g, n) == root) there |= 1u << (g->nodes[n].owner - 1);
        }
        pi = q->partner;
    }
    return mask & there ? mask & there : mask;
}

/* ---- the crop circle ------------------------------------------------------------------ */

/*
 * Right after the crop circle is placed (after_place, before any scoring) its placer
 * names a follower type and action A or B; then every player from the placer's left,
 * ending with the placer, either may add a follower from supply beside one of their own
 * of that type (same part: same feature, same tile) or must return one of that type.
 * Then, as RULES.md §4 orders it, the placer may put a follower on the crop circle
 * (CROP_FOLLOWER), judged on the board the action left: the crop circle's placement
 * carries no follower (crop_rules below), so B can free the field the placer wants.
 *
 * A game replayed from a save of format 2 keeps that format's order (cit_setup
 * .moves_format): the placement carried the follower, judged before the action, and
 * that follower (crop_new), the only one that can stand on the crop circle, was treated
 * as not yet placed: neither doubled nor returned (docs/rules-decisions.md).
 */
#define NO_PART 0xFFFF

static const uint8_t crop_kinds[3] = {CIT_FEAT_CITY, CIT_FEAT_ROAD, CIT_FEAT_FIELD};

static void start_crop(cit_game *g, int pi) {
    halflings_state *h = halflings_of(g);
    const piece *p = &g->pieces[pi];
    h->crop_new = NO_PART;
    for (int f = 0; f < p->nfeat; f++)
        if (g->nodes[p->node0 + f].owner) h->crop_new = (uint16_t)(p->node0 + f);
    decide_step d = {CIT_DECIDE_HALFLINGS_CROP, g->player, CIT_MODULE_HALFLINGS, 0};
    turn_queue_back(g, d);
}

/* The parts where player p has a follower of the named type (not the crop circle's new
   one), in node order; returns how many. */
static int crop_parts(const cit_game *g, int p, uint16_t *out, int cap) {
    const halflings_state *h = halflings_of(g);
    int n = 0;
    for (int i = 0; i < g->nfollowers; i++) {
        uint16_t node_id = g->followers[i];
        const node *nd = &g->nodes[node_id];
        if (nd->owner != p + 1 || nd->kind != h->crop_kind || node_id == h->crop_new) continue;
        int k = 0;
        while (k < n && out[k] < node_id) k++;
        if (k < n && out[k] == node_id) continue;
        if (n == cap) continue;
        memmove(out + k + 1, out + k, sizeof out[0] * (size_t)(n - k));
        out[k] = node_id;
        n++;
    }
    return n;
}

/* A part as a decision move (x, y, spot; half in rot). */
static cit_move part_move(const cit_game *g, int type, uint16_t node_id) {
    int pi = g->nodes[node_id].piece;
    const piece *p = &g->pieces[pi];
    cit_move m = decision_move(type, 1, 0);
    m.x = p->x;
    m.y = p->y;
    m.spot = (int8_t)(node_id - p->node0);
    m.rot = piece_half(g, pi);
    return m;
}

/* The node of the part a move names, or NO_PART. */
static uint16_t move_part(const cit_game *g, const cit_move *m) {
    if (m->x < -BOARD_LIMIT || m->x > BOARD_LIMIT || m->y < -BOARD_LIMIT || m->y > BOARD_LIMIT || m->rot > 1)
        return NO_PART;
    int pi = cell_part_at(g, m->x, m->y, m->rot);
    if (!pi || m->spot < 0 || m->spot >= g->pieces[pi - 1].nfeat) return NO_PART;
    return (uint16_t)(g->pieces[pi - 1].node0 + m->spot);
}

/* The crop circle's follower comes after the action, as today's rules ask it (not in a
   game replayed from a save of format 2). */
static int follower_after(const cit_game *g) { return g->setup.moves_format != 2; }

/* The crop circle is the last piece placed: the action puts followers, never tiles. The
   parts of it a follower of the placer may take now (spots allowed by the rules in play,
   feature unoccupied), as a mask; 0 with an empty supply. */
static uint32_t crop_free_spots(const cit_game *g) {
    if (!g->npieces || !g->supply[g->placer]) return 0;
    const piece *p = &g->pieces[g->npieces - 1];
    uint32_t mask = followers_spots_allowed(g, p->tile), free = 0;
    for (int f = 0; f < p->nfeat; f++)
        if ((mask >> f & 1) && !g->nodes[feat_find(g, (uint16_t)(p->node0 + f))].nmeeples) free |= 1u << f;
    return free;
}

/* Asks the next player who has something to do (add: a follower of the type on the
   board and one in supply; return: a follower of the type); when all were asked, the
   action is over and the turn goes on (scoring). */
static void crop_next(cit_game *g) {
    halflings_state *h = halflings_of(g);
    uint16_t parts[CIT_FOLLOWERS * CIT_MAX_PLAYERS];
    for (; h->crop_k <= g->nplayers; h->crop_k++) {
        int p = (g->placer + h->crop_k) % g->nplayers;
        if (!crop_parts(g, p, parts, CIT_FOLLOWERS * CIT_MAX_PLAYERS)) continue;
        if (h->crop_action == CIT_CROP_ADD && !g->supply[p]) continue;
        int kind = h->crop_action == CIT_CROP_ADD ? CIT_DECIDE_HALFLINGS_CROP_ADD : CIT_DECIDE_HALFLINGS_CROP_RETURN;
        decide_step d = {(uint8_t)kind, (uint8_t)p, CIT_MODULE_HALFLINGS, 0};
        h->crop_k++;
        turn_queue_front(g, d);
        return;
    }
    /* back to zeroes: the same position hashes alike whatever crop circle came before */
    int placed = h->crop_new != NO_PART;
    h->crop = h->crop_kind = h->crop_action = h->crop_k = 0;
    h->crop_new = 0;
    if (follower_after(g) && !placed && crop_free_spots(g)) {
        decide_step d = {CIT_DECIDE_HALFLINGS_CROP_FOLLOWER, g->placer, CIT_MODULE_HALFLINGS, 0};
        turn_queue_front(g, d);
    }
}

static void crop_event(const cit_game *g, emitter *e, int type, int player, uint16_t node_id) {
    if (!e->out) return;
    cit_move m = part_move(g, 0, node_id);
    cit_event ev = {0};
    ev.type = (uint8_t)type;
    ev.player = (uint8_t)player;
    ev.feature_kind = g->nodes[node_id].kind;
    ev.count = 1;
    ev.x = m.x;
    ev.y = m.y;
    ev.spot = m.spot;
    ev.half = m.rot;
    emit(e, ev);
}

static void crop_apply(cit_game *g, const decide_step *s, const cit_move *m, emitter *e) {
    halflings_state *h = halflings_of(g);
    switch (s->decision) {
    case CIT_DECIDE_HALFLINGS_CROP:
        h->crop = 1;
        h->crop_kind = crop_kinds[m->arg0];
        h->crop_action = m->arg1;
        h->crop_k = 1;
        break;
    case CIT_DECIDE_HALFLINGS_CROP_ADD:
        if (m->arg0) {
            uint16_t n = move_part(g, m);
            followers_put(g, n, s->player);
            crop_event(g, e, CIT_EV_FOLLOWER, s->player, n);
            crop_next(g);
            figure_strong_ask(g, s->player, n); /* normal or big: asked before the next player */
            return;
        }
        break;
    case CIT_DECIDE_HALFLINGS_CROP_RETURN: {
        uint16_t n = move_part(g, m);
        node *r = &g->nodes[feat_find(g, n)];
        /* the part names the follower, the big one too; a part holds two only after an
           action A, and a game has one crop circle (docs/rules-decisions.md) */
        if (figure_strong_on(g, n) && followers_on(g, n) == 1) figure_strong_home(g, s->player);
        followers_take(g, n, followers_on(g, n) - 1);
        r->meeples[s->player]--;
        r->nmeeples--;
        turn_figures_home(g); /* a mayor or wagon returned goes to its own supply */
        crop_event(g, e, CIT_EV_RETURN, s->player, n);
        break;
    }
    case CIT_DECIDE_HALFLINGS_CROP_FOLLOWER: /* the last step: the turn goes on (scoring) */
        if (m->arg0) {
            game_put_follower(g, g->npieces - 1, m->spot, e);
            figure_strong_ask(g, g->placer, (uint16_t)(g->pieces[g->npieces - 1].node0 + m->spot));
        }
        return;
    default:
        return;
    }
    crop_next(g);
}

static int crop_legal(const cit_game *g, const decide_step *s, cit_move *out, int cap) {
    uint16_t parts[CIT_FOLLOWERS * CIT_MAX_PLAYERS];
    int n = 0;
    if (s->decision == CIT_DECIDE_HALFLINGS_CROP) { /* add (the harmless one) first */
        for (int a = CIT_CROP_ADD; a <= CIT_CROP_RETURN; a++)
            for (int t = CIT_CROP_KNIGHT; t <= CIT_CROP_FARMER; t++, n++)
                if (n < cap) out[n] = decision_move(CIT_MOVE_HALFLINGS_CROP, t, a);
        return n;
    }
    if (s->decision == CIT_DECIDE_HALFLINGS_CROP_FOLLOWER) { /* "none" first, then its free parts */
        if (n < cap) out[n] = decision_move(CIT_MOVE_HALFLINGS_CROP_FOLLOWER, 0, 0);
        n++;
        const piece *p = &g->pieces[g->npieces - 1];
        for (uint32_t f = crop_free_spots(g); f; f &= f - 1, n++)
            if (n < cap) out[n] = part_move(g, CIT_MOVE_HALFLINGS_CROP_FOLLOWER, (uint16_t)(p->node0 + __builtin_ctz(f)));
        return n;
    }
    int k = crop_parts(g, s->player, parts, CIT_FOLLOWERS * CIT_MAX_PLAYERS);
    int type = s->decision == CIT_DECIDE_HALFLINGS_CROP_ADD ? CIT_MOVE_HALFLINGS_CROP_ADD
                                                             : CIT_MOVE_HALFLINGS_CROP_RETURN;
    if (type == CIT_MOVE_HALFLINGS_CROP_ADD) { /* "none" first */
        if (n < cap) out[n] = decision_move(type, 0, 0);
        n++;
    }
    for (int i = 0; i < k; i++, n++)
        if (n < cap) out[n] = part_move(g, type, parts[i]);
    return n;
}

static cit_status crop_check(const cit_game *g, const decide_step *s, const cit_move *m) {
    static const uint8_t types[4] = {CIT_MOVE_HALFLINGS_CROP, CIT_MOVE_HALFLINGS_CROP_ADD,
                                     CIT_MOVE_HALFLINGS_CROP_RETURN, CIT_MOVE_HALFLINGS_CROP_FOLLOWER};
    if (m->type != types[s->decision - CIT_DECIDE_HALFLINGS_CROP]) return CIT_ERR_WRONG_DECISION;
    if (m->tile) return CIT_ERR_BAD_ARGUMENT;
    if (s->decision == CIT_DECIDE_HALFLINGS_CROP_FOLLOWER) {
        if (m->arg0 == 0)
            return m->x || m->y || m->rot || m->arg1 || m->spot != CIT_SPOT_NONE ? CIT_ERR_BAD_ARGUMENT : CIT_OK;
        if (m->arg0 != 1 || m->arg1) return CIT_ERR_BAD_ARGUMENT;
        const piece *p = &g->pieces[g->npieces - 1];
        uint16_t n = move_part(g, m);
        if (n == NO_PART || n < p->node0 || n >= p->node0 + p->nfeat) return CIT_ERR_BAD_SPOT;
        return crop_free_spots(g) >> (n - p->node0) & 1 ? CIT_OK : CIT_ERR_SPOT_OCCUPIED;
    }
    if (s->decision == CIT_DECIDE_HALFLINGS_CROP) {
        if (m->x || m->y || m->rot || m->spot != CIT_SPOT_NONE) return CIT_ERR_BAD_ARGUMENT;
        return m->arg0 <= CIT_CROP_FARMER && m->arg1 <= CIT_CROP_RETURN ? CIT_OK : CIT_ERR_BAD_ARGUMENT;
    }
    if (s->decision == CIT_DECIDE_HALFLINGS_CROP_ADD && m->arg0 == 0)
        return m->x || m->y || m->rot || m->arg1 || m->spot != CIT_SPOT_NONE ? CIT_ERR_BAD_ARGUMENT : CIT_OK;
    if (m->arg0 != 1 || m->arg1) return CIT_ERR_BAD_ARGUMENT;
    uint16_t n = move_part(g, m), parts[CIT_FOLLOWERS * CIT_MAX_PLAYERS];
    int k = crop_parts(g, s->player, parts, CIT_FOLLOWERS * CIT_MAX_PLAYERS);
    for (int i = 0; i < k; i++)
        if (parts[i] == n) return CIT_OK;
    return CIT_ERR_BAD_SPOT;
}

/* ---- the crop circle's placement: no follower with it ------------------------------------ */

/* The placement of the rules that would answer without these (a bridge's, or the core's
   triangle paths), less the follower: it is asked after the action (CROP_FOLLOWER).
   Claims the crop circle only in games of today's move order; a claim by name comes
   before rules that take every tile (placement_rules_for), so a bridge still comes along. */
static const placement_rules crop_rules;

static const placement_rules *crop_others(const cit_game *g) { return placement_rules_but(g, g->hand, &crop_rules); }

static int crop_claims(const cit_game *g, int tile) {
    return follower_after(g) && (g->cat->set.tiles[tile].flags & CIT_TF_CROP_CIRCLE);
}

static int crop_legal_placements(const cit_game *g, cit_placement *out, int cap) {
    const placement_rules *o = crop_others(g);
    return o ? o->legal_placements(g, out, cap) : triangle_legal_placements(g, out, cap);
}

/* Their moves without a follower (each placement is listed first without one). */
static int crop_legal_moves(const cit_game *g, cit_move *out, int cap) {
    cit_move all[CIT_MAX_MOVES];
    const placement_rules *o = crop_others(g);
    int total = o ? o->legal_moves(g, all, CIT_MAX_MOVES) : triangle_legal_moves(g, all, CIT_MAX_MOVES), n = 0;
    for (int i = 0; i < total && i < CIT_MAX_MOVES; i++)
        if (all[i].spot == CIT_SPOT_NONE) {
            if (n < cap) out[n] = all[i];
            n++;
        }
    return n;
}

static cit_status crop_random_move(const cit_game *g, uint64_t seed, cit_move *out) {
    const placement_rules *o = crop_others(g);
    cit_status st = o ? o->random_move(g, seed, out) : game_random_place(g, seed, out);
    out->spot = CIT_SPOT_NONE;
    return st;
}

static cit_status crop_place_check(const cit_game *g, const cit_move *m) {
    if (m->spot != CIT_SPOT_NONE) return CIT_ERR_BAD_SPOT;
    const placement_rules *o = crop_others(g);
    return o ? o->check(g, m) : game_check_place(g, m);
}

static int crop_place(cit_game *g, const cit_move *m, emitter *e) {
    const placement_rules *o = crop_others(g);
    return o ? o->place(g, m, e) : game_place_tile(g, m, e);
}

static int crop_spots(const cit_game *g, const cit_move *m, int8_t *spots, int cap) {
    (void)g, (void)m, (void)spots, (void)cap;
    return 0;
}

static int crop_options(const cit_game *g, int x, int y, int rot, cit_move *out, int cap, int *needs) {
    const placement_rules *o = crop_others(g);
    if (needs) *needs = 0;
    return o && o->options ? o->options(g, x, y, rot, out, cap, needs) : 0;
}

static const placement_rules crop_rules = {
    .claims = crop_claims,
    .legal_moves = crop_legal_moves,
    .legal_placements = crop_legal_placements,
    .random_move = crop_random_move,
    .check = crop_place_check,
    .place = crop_place,
    .spots = crop_spots,
    .options = crop_options,
};

static int is_crop(int decision) {
    return decision >= CIT_DECIDE_HALFLINGS_CROP && decision <= CIT_DECIDE_HALFLINGS_CROP_FOLLOWER;
}

/* ---- move text: "draw", "play ID" --------------------------------------------------- */

static size_t format_turn(const cit_game *g, const cit_move *m, char *buf, size_t cap) {
    if (m->arg0 == 0) return m->tile == 0 ? cit_fmt(buf, cap, "draw") : 0;
    if (m->arg0 != 1 || m->tile >= g->cat->set.ntiles) return 0;
    return cit_fmt(buf, cap, "play %s", g->cat->set.tiles[m->tile].id);
}

static int parse_draw(const cit_game *g, mt_cursor *c, cit_move *m) {
    (void)g, (void)c, (void)m;
    return 1;
}

static int parse_play(const cit_game *g, mt_cursor *c, cit_move *m) {
    const char *w;
    size_t n;
    char id[32];
    if (!mt_word(c, &w, &n) || n >= sizeof id) return 0;
    memcpy(id, w, n);
    id[n] = '\0';
    int t = cit_tileset_find(&g->cat->set, id);
    if (t < 0) return 0;
    m->arg0 = 1;
    m->tile = (cit_tile_id)t;
    return 1;
}

static size_t format_draft(const cit_game *g, const cit_move *m, char *buf, size_t cap) {
    if (m->tile >= g->cat->set.ntiles || m->arg0 || m->arg1) return 0;
    return cit_fmt(buf, cap, "draft %s", g->cat->set.tiles[m->tile].id);
}

static int parse_draft(const cit_game *g, mt_cursor *c, cit_move *m) {
    if (!parse_play(g, c, m)) return 0;
    m->arg0 = 0;
    return 1;
}

static const char *const crop_type_words[3] = {"knight", "robber", "farmer"};

static size_t format_crop(const cit_game *g, const cit_move *m, char *buf, size_t cap) {
    (void)g;
    if (m->arg0 > CIT_CROP_FARMER || m->arg1 > CIT_CROP_RETURN) return 0;
    return cit_fmt(buf, cap, "crop %s %s", m->arg1 == CIT_CROP_ADD ? "add" : "return", crop_type_words[m->arg0]);
}

static int parse_crop(const cit_game *g, mt_cursor *c, cit_move *m) {
    (void)g;
    const char *w;
    size_t n;
    if (!mt_word(c, &w, &n)) return 0;
    if (mt_word_is(w, n, "add")) m->arg1 = CIT_CROP_ADD;
    else if (mt_word_is(w, n, "return")) m->arg1 = CIT_CROP_RETURN;
    else return 0;
    if (!mt_word(c, &w, &n)) return 0;
    for (int t = 0; t < 3; t++)
        if (mt_word_is(w, n, crop_type_words[t])) {
            m->arg0 = (uint8_t)t;
            return 1;
        }
    return 0;
}

/* "cropadd", "cropreturn", "cropfollower" (add and follower may say "none") */
static int none_allowed(int type) {
    return type == CIT_MOVE_HALFLINGS_CROP_ADD || type == CIT_MOVE_HALFLINGS_CROP_FOLLOWER;
}

static size_t format_crop_part(const cit_game *g, const cit_move *m, char *buf, size_t cap) {
    (void)g;
    const char *verb = m->type == CIT_MOVE_HALFLINGS_CROP_ADD      ? "cropadd"
                       : m->type == CIT_MOVE_HALFLINGS_CROP_RETURN ? "cropreturn"
                                                                   : "cropfollower";
    if (none_allowed(m->type) && m->arg0 == 0) return cit_fmt(buf, cap, "%s none", verb);
    return m->arg0 == 1 ? mt_format_part(verb, m, buf, cap) : 0;
}

static int parse_crop_part(const cit_game *g, mt_cursor *c, cit_move *m) {
    (void)g;
    mt_cursor peek = *c;
    const char *w;
    size_t n;
    if (none_allowed(m->type) && mt_word(&peek, &w, &n) && mt_word_is(w, n, "none")) {
        *c = peek;
        return 1;
    }
    if (!mt_parse_part(c, m)) return 0;
    m->arg0 = 1;
    return 1;
}

/* ---- playouts (the AI's cheap answers, rules.h `playout`) --------------------------------- */

/*
 * The turn question: uniform play would put a triangle down at three turns in four and
 * empty the hand in the first few turns of every playout, so the playouts would say that
 * a triangle kept for a gap is worth nothing. A playout spreads the hand over the turns
 * left instead: with h triangles in hand and about T own turns to come (squares left /
 * players), it plays one with chance h / (T + h) (each of the h + T turns alike), a
 * playable one at random.
 *
 * The crop circle: the placer names the type and action that help it most by the count
 * of players who hold a follower of that type on the board (each adds or returns one):
 * add where it has one and few others have, return where others have one and it has
 * none; ties at random. Adding is always taken (never "none"); which follower to return
 * is left to uniform play, and so is the draft.
 */
static int playout(const cit_game *g, const decide_step *s, uint64_t *rng, cit_move *out) {
    if (s->decision == CIT_DECIDE_HALFLINGS_TURN) {
        cit_tile_id tiles[MAX_HELD];
        int h = g->hand_count[s->player];
        int turns = (g->norder - g->next_draw) / g->nplayers;
        *out = decision_move(CIT_MOVE_HALFLINGS_TURN, 0, 0);
        /* the playable ones listed only for a play (most turns draw) */
        if (hand_fits(g, s->player) == 2 && (int)rules_rng_below(rng, (uint32_t)(turns + h)) < h) {
            int k = playable(g, s->player, tiles);
            *out = tile_move(CIT_MOVE_HALFLINGS_TURN, 1, tiles[rules_rng_below(rng, (uint32_t)k)]);
        }
        return 1;
    }
    if (s->decision == CIT_DECIDE_HALFLINGS_CROP) {
        int holds[3] = {0, 0, 0}, mine[3] = {0, 0, 0};
        for (int t = 0; t < 3; t++) {
            unsigned who = 0;
            for (int i = 0; i < g->nfollowers; i++) {
                const node *nd = &g->nodes[g->followers[i]];
                if (nd->kind == crop_kinds[t] && nd->owner && g->followers[i] != halflings_of(g)->crop_new)
                    who |= 1u << (nd->owner - 1);
            }
            mine[t] = who >> s->player & 1;
            for (unsigned w = who & ~(1u << s->player); w; w &= w - 1) holds[t]++;
        }
        int best = -100, ties = 0, pick_t = 0, pick_a = CIT_CROP_ADD;
        for (int a = CIT_CROP_ADD; a <= CIT_CROP_RETURN; a++)
            for (int t = CIT_CROP_KNIGHT; t <= CIT_CROP_FARMER; t++) {
                int v = a == CIT_CROP_ADD ? (mine[t] && g->supply[s->player] ? 1 : 0) - holds[t] : holds[t] - mine[t];
                if (v > best) best = v, ties = 1, pick_t = t, pick_a = a;
                else if (v == best && rules_rng_below(rng, (uint32_t)++ties) == 0) pick_t = t, pick_a = a;
            }
        *out = decision_move(CIT_MOVE_HALFLINGS_CROP, (uint8_t)pick_t, (uint8_t)pick_a);
        return 1;
    }
    if (s->decision == CIT_DECIDE_HALFLINGS_CROP_ADD) {
        cit_move moves[CIT_FOLLOWERS * CIT_MAX_PLAYERS + 1];
        int n = crop_legal(g, s, moves, CIT_FOLLOWERS * CIT_MAX_PLAYERS + 1);
        if (n < 2) return 0;
        if (n > CIT_FOLLOWERS * CIT_MAX_PLAYERS + 1) n = CIT_FOLLOWERS * CIT_MAX_PLAYERS + 1;
        *out = moves[1 + rules_rng_below(rng, (uint32_t)(n - 1))];
        return 1;
    }
    return 0;
}

/* What everyone sees that no other query shows: the draft's display. */
static uint64_t view_hash(const cit_game *g, int observer) {
    (void)observer;
    const halflings_state *h = halflings_of(g);
    uint64_t v = 0xcbf29ce484222325ULL ^ h->drafting;
    for (int i = 0; i < h->npool; i++) v = (v ^ h->pool[i]) * 0x100000001b3ULL;
    return h->drafting ? v : 0;
}

static const move_verb verbs[] = {
    {"draft", CIT_MOVE_HALFLINGS_DRAFT, format_draft, parse_draft},
    {"crop", CIT_MOVE_HALFLINGS_CROP, format_crop, parse_crop},
    {"cropadd", CIT_MOVE_HALFLINGS_CROP_ADD, format_crop_part, parse_crop_part},
    {"cropreturn", CIT_MOVE_HALFLINGS_CROP_RETURN, format_crop_part, parse_crop_part},
    {"cropfollower", CIT_MOVE_HALFLINGS_CROP_FOLLOWER, format_crop_part, parse_crop_part},
    {"draw", CIT_MOVE_HALFLINGS_TURN, format_turn, parse_draw},
    {"play", CIT_MOVE_HALFLINGS_TURN, format_turn, parse_play},
};

static const decision_name decision_names[] = {
    {CIT_DECIDE_HALFLINGS_TURN, "halflings_turn"},
    {CIT_DECIDE_HALFLINGS_DRAFT, "halflings_draft"},
    {CIT_DECIDE_HALFLINGS_CROP, "halflings_crop"},
    {CIT_DECIDE_HALFLINGS_CROP_ADD, "halflings_crop_add"},
    {CIT_DECIDE_HALFLINGS_CROP_RETURN, "halflings_crop_return"},
    {CIT_DECIDE_HALFLINGS_CROP_FOLLOWER, "halflings_crop_follower"},
};

/* Its special triangles' symbols, which a later module may rule for every tile (setup). */
static const char *const played_words[] = {"hill", "vineyard", NULL};

static const module_option halflings_options[] = {
    {CIT_OPT_HALFLINGS, {"halflings", 0, 1, CIT_MODE_CLASSIC, 1, -1, -1,
          CIT_N_("Halflings"),
          CIT_N_("24 triangular half tiles; each player holds 3 in a secret hand and may play one "
          "instead of drawing a tile. Scoring counts occupied cells.")}},
    {CIT_OPT_HALFLINGS_DRAFT, {"halflings_draft", 0, 1, CIT_MODE_CLASSIC, 0, CIT_OPT_HALFLINGS, -1,
          CIT_N_("Halflings drafted"),
          CIT_N_("The half tiles are laid out face up; from the last player backwards each picks "
          "one until everyone has 3.")}},
};

const rules_module halflings_module = {
    .name = "halflings",
    .id = CIT_MODULE_HALFLINGS,
    .option = CIT_OPT_HALFLINGS,
    .options = halflings_options,
    .noptions = sizeof halflings_options / sizeof halflings_options[0],
    .state_size = sizeof(halflings_state),
    .placement = &crop_rules,
    .box = halflings_box,
    .setup = setup,
    .turn_start = turn_start,
    .after_place = after_place,
    .figure_claimed = figure_claimed,
    .plays_words = played_words,
    .value = value,
    .winners = winners,
    .describe = describe,
    .legal = legal,
    .check = check,
    .apply = apply,
    .playout = playout,
    .view_hash = view_hash,
    .verbs = verbs,
    .nverbs = sizeof verbs / sizeof verbs[0],
    .decision_names = decision_names,
    .ndecision_names = sizeof decision_names / sizeof decision_names[0],
};

/* ---- queries ------------------------------------------------------------------------------ */

int cit_game_halflings_display(const cit_game *g, cit_tile_id *out, int cap) {
    if (!(g->modules >> CIT_MODULE_HALFLINGS & 1) || !halflings_of(g)->drafting) return 0;
    const halflings_state *h = halflings_of(g);
    for (int i = 0; i < h->npool && i < cap; i++) out[i] = h->pool[i];
    return h->npool;
}
