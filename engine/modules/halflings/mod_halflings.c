/* Halflings I + II (RULES.md §4, rules as clarified 1/2021): 24 triangles, a private hand
   of three, a turn that starts with "draw a square or play a triangle". */
#include "rules.h"
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
 *   turn_start: a player holding a triangle that fits somewhere decides "draw" (a square
 *               from the stack as usual) or "play ID" (the triangle, placed by the normal
 *               placement decision); with the stack out the core's draw ends the game,
 *               so the game ends once the last square tile is placed (after that turn's
 *               scoring) and triangles left in hand are lost;
 *   after_place: a hill puts the next square of the stack face down under itself;
 *   value:      a cloister completed in play scores +3 per vineyard on its 9 cells;
 *   winners:    ties on a feature through the hill's cell go to the tied players with
 *               a follower on that feature in that cell.
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
    ev.tile = (uint8_t)tile;
    ev.spot = CIT_SPOT_NONE;
    emit(e, ev);
}

/* ---- set-up ------------------------------------------------------------------------------ */

static void halflings_box(const cit_catalog *cat, const cit_setup *s, uint8_t *box, int *n, int *start) {
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
        h->pool[h->npool++] = (uint8_t)game_release_tile(g, CIT_NOBODY, k);
    }
    h->drafting = h->npool > 0;
}

static void setup(cit_game *g) {
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

/* The k-th tile of p's hand that is a triangle fitting somewhere now; returns how many
   there are (hands hold only triangles). */
static int playable(const cit_game *g, int p, uint8_t *out) {
    uint8_t hand[MAX_HELD];
    int n = cit_game_hand(g, p, hand, MAX_HELD), k = 0;
    for (int i = 0; i < n; i++)
        if (game_tile_fits(g, hand[i])) out[k++] = hand[i];
    return k;
}

/* The draft's k-th pick: the last player first, then counter-clockwise, round and
   round until everyone has three. */
static int picker(const cit_game *g, int k) { return g->nplayers - 1 - k % g->nplayers; }

static int turn_start(cit_game *g, emitter *e) {
    (void)e;
    uint8_t tiles[MAX_HELD];
    const halflings_state *h = halflings_of(g);
    if (h->drafting) { /* the first turn waits for the draft */
        decide_step d = {CIT_DECIDE_HALFLINGS_DRAFT, (uint8_t)picker(g, h->picks), CIT_MODULE_HALFLINGS, 0};
        turn_queue_back(g, d);
        return 1;
    }
    /* with the stack out the game is over (the last square tile was placed): the core's
       draw finds nothing and final scoring starts */
    if (g->next_draw >= g->norder || !playable(g, g->player, tiles)) return 0;
    decide_step s = {CIT_DECIDE_HALFLINGS_TURN, g->player, CIT_MODULE_HALFLINGS, 0};
    turn_queue_back(g, s);
    return 1;
}

/* "draw" first: the harmless answer (rules.h); then each playable triangle in hand
   order. */
static int legal(const cit_game *g, const decide_step *s, cit_move *out, int cap) {
    if (s->decision == CIT_DECIDE_HALFLINGS_DRAFT) { /* every tile of the display, in its order */
        const halflings_state *h = halflings_of(g);
        for (int i = 0; i < h->npool && i < cap; i++) out[i] = decision_move(CIT_MOVE_HALFLINGS_DRAFT, h->pool[i], 0);
        return h->npool;
    }
    if (s->decision != CIT_DECIDE_HALFLINGS_TURN) return 0;
    uint8_t tiles[MAX_HELD];
    int k = playable(g, s->player, tiles), n = 0;
    if (n < cap) out[n] = decision_move(CIT_MOVE_HALFLINGS_TURN, 0, 0);
    n++;
    for (int i = 0; i < k; i++, n++)
        if (n < cap) out[n] = decision_move(CIT_MOVE_HALFLINGS_TURN, 1, tiles[i]);
    return n;
}

static int canonical(const cit_move *m) {
    return m->tile == 0 && m->x == 0 && m->y == 0 && m->rot == 0 && m->spot == CIT_SPOT_NONE;
}

/* Index of tile t in p's hand, or -1. */
static int hand_index(const cit_game *g, int p, int t) {
    uint8_t hand[MAX_HELD];
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
    if (s->decision == CIT_DECIDE_HALFLINGS_DRAFT) {
        if (m->type != CIT_MOVE_HALFLINGS_DRAFT) return CIT_ERR_WRONG_DECISION;
        if (!canonical(m) || m->arg1) return CIT_ERR_BAD_ARGUMENT;
        return display_index(g, m->arg0) >= 0 ? CIT_OK : CIT_ERR_WRONG_TILE;
    }
    if (s->decision != CIT_DECIDE_HALFLINGS_TURN || m->type != CIT_MOVE_HALFLINGS_TURN) return CIT_ERR_WRONG_DECISION;
    if (!canonical(m) || m->arg0 > 1) return CIT_ERR_BAD_ARGUMENT;
    if (m->arg0 == 0) return m->arg1 == 0 ? CIT_OK : CIT_ERR_BAD_ARGUMENT;
    if (m->arg1 >= g->cat->set.ntiles || hand_index(g, s->player, m->arg1) < 0) return CIT_ERR_WRONG_TILE;
    return game_tile_fits(g, m->arg1) ? CIT_OK : CIT_ERR_WRONG_TILE;
}

/* A pick: the tile leaves the display for the hand; the next player counter-clockwise
   picks, and after the last pick the rest stay face up out of the game and player 0's
   first turn starts (with the question, if a triangle of the hand fits). */
static void pick(cit_game *g, const decide_step *s, int t, emitter *e) {
    halflings_state *h = halflings_of(g);
    int i = display_index(g, t);
    memmove(h->pool + i, h->pool + i + 1, (size_t)(h->npool - i - 1));
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
    if (!turn_start(g, e)) turn_draw(g, e);
}

static void apply(cit_game *g, const decide_step *s, const cit_move *m, emitter *e) {
    if (s->decision == CIT_DECIDE_HALFLINGS_DRAFT) {
        pick(g, s, m->arg0, e);
        return;
    }
    if (m->arg0 == 0) {
        turn_draw(g, e);
        return;
    }
    int t = game_release_tile(g, s->player, hand_index(g, s->player, m->arg1));
    emit_event(e, CIT_EV_HALFLINGS_PLAY, s->player, t);
    turn_give_tile(g, t, 1, e);
}

/* The decider is the step's player; `limit` says how many triangles of the hand could
   be played. */
static void describe(const cit_game *g, const decide_step *s, cit_pending *p) {
    uint8_t tiles[MAX_HELD];
    p->player = s->player;
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
static void after_place(cit_game *g, int pi, emitter *e) {
    const piece *p = &g->pieces[pi];
    if (!(g->cat->set.tiles[p->tile].flags & CIT_TF_HILL)) return;
    halflings_state *h = halflings_of(g);
    h->hill = 1;
    h->hill_x = p->x;
    h->hill_y = p->y;
    if (game_hold_tile(g, CIT_NOBODY) >= 0) emit_event(e, CIT_EV_HALFLINGS_HILL, g->player, 0);
}

/* Vineyards on the 9 cells of a cloister completed in play (the cloister's own cell
   included; either triangle of a cell): +3 each. */
static int value(const cit_game *g, uint16_t root, int final, int v) {
    const node *r = &g->nodes[root];
    if (final || r->kind != CIT_FEAT_CLOISTER || r->open != 0) return v;
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

/* ---- move text: "draw", "play ID" --------------------------------------------------- */

static size_t format_turn(const cit_game *g, const cit_move *m, char *buf, size_t cap) {
    if (m->arg0 == 0) return m->arg1 == 0 ? cit_fmt(buf, cap, "draw") : 0;
    if (m->arg0 != 1 || m->arg1 >= g->cat->set.ntiles) return 0;
    return cit_fmt(buf, cap, "play %s", g->cat->set.tiles[m->arg1].id);
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
    m->arg1 = (uint8_t)t;
    return 1;
}

static size_t format_draft(const cit_game *g, const cit_move *m, char *buf, size_t cap) {
    if (m->arg0 >= g->cat->set.ntiles || m->arg1) return 0;
    return cit_fmt(buf, cap, "draft %s", g->cat->set.tiles[m->arg0].id);
}

static int parse_draft(const cit_game *g, mt_cursor *c, cit_move *m) {
    if (!parse_play(g, c, m)) return 0;
    m->arg0 = m->arg1;
    m->arg1 = 0;
    return 1;
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
    {"draw", CIT_MOVE_HALFLINGS_TURN, format_turn, parse_draw},
    {"play", CIT_MOVE_HALFLINGS_TURN, format_turn, parse_play},
};

static const decision_name decision_names[] = {
    {CIT_DECIDE_HALFLINGS_TURN, "halflings_turn"},
    {CIT_DECIDE_HALFLINGS_DRAFT, "halflings_draft"},
};

static const module_option halflings_options[] = {
    {CIT_OPT_HALFLINGS, {"halflings", 0, 1, CIT_MODE_CLASSIC, 1, -1, -1,
          "Halflings", "Půlky",
          "24 triangular half tiles; each player holds 3 in a secret hand and may play one "
          "instead of drawing a tile. Scoring counts occupied cells.",
          "24 trojúhelníkových půlkartiček; každý hráč drží 3 v tajné ruce a může jednu "
          "přiložit místo tažení kartičky. Počítají se obsazená pole."}},
    {CIT_OPT_HALFLINGS_DRAFT, {"halflings_draft", 0, 1, CIT_MODE_CLASSIC, 0, CIT_OPT_HALFLINGS, -1,
          "Halflings drafted", "Půlky výběrem",
          "The half tiles are laid out face up; from the last player backwards each picks "
          "one until everyone has 3.",
          "Půlkartičky leží lícem nahoru; od posledního hráče pozpátku si každý bere jednu, "
          "dokud nemá každý 3."}},
};

const rules_module halflings_module = {
    .name = "halflings",
    .id = CIT_MODULE_HALFLINGS,
    .option = CIT_OPT_HALFLINGS,
    .options = halflings_options,
    .noptions = sizeof halflings_options / sizeof halflings_options[0],
    .state_size = sizeof(halflings_state),
    .box = halflings_box,
    .setup = setup,
    .turn_start = turn_start,
    .after_place = after_place,
    .value = value,
    .winners = winners,
    .describe = describe,
    .legal = legal,
    .check = check,
    .apply = apply,
    .view_hash = view_hash,
    .verbs = verbs,
    .nverbs = sizeof verbs / sizeof verbs[0],
    .decision_names = decision_names,
    .ndecision_names = sizeof decision_names / sizeof decision_names[0],
};

/* ---- queries ------------------------------------------------------------------------------ */

int cit_game_halflings_display(const cit_game *g, uint8_t *out, int cap) {
    if (!(g->modules >> CIT_MODULE_HALFLINGS & 1) || !halflings_of(g)->drafting) return 0;
    const halflings_state *h = halflings_of(g);
    for (int i = 0; i < h->npool && i < cap; i++) out[i] = h->pool[i];
    return h->npool;
}
