/* Hills & Sheep's shepherd (RULES.md §12): placed on a field instead of a follower, it grows
   a flock from the bag of sheep and wolves, or gathers it for points; a closed field is
   gathered at once. */
#include "rules.h"
#include "figures.h"
#include "turn.h"
#include "mod_hills.h"
#include "textfmt.h"

#include <string.h>

/*
 * How it runs (docs/rules-decisions.md, "Hills & Sheep"):
 *   after_place: the placer's own shepherd's field grew: "flock grow|gather" (compulsory,
 *                after the figure questions, which come first); else, the shepherd in
 *                supply and a field of the new piece with no shepherd: "shepherd", a
 *                figure question (one figure a placement);
 *   turn_end:    every field holding shepherds that no longer has an open edge is
 *                gathered (after the turn's scorings, before a dragon's steps: those are
 *                decisions its own turn_end hook only queued);
 *   eaten:       the dragon's cell sends a shepherd home, its sheep into the bag.
 * A sheep triangle (Halflings' H2-02, when both are on) holds 3 sheep in the field on its
 * S leg for good: every gathering there pays them too, no wolf takes them, they never go
 * to the bag (RULES.md §12 "With Halflings", decision 9).
 * The shepherd is a record of the core's (figures.h) on its field part, never one of the
 * core's followers, so no majority, occupancy, capture or portal ever sees it. The bag's
 * draws are the game's chances (rules_chance): the host's generator makes them, a seat is
 * told each as drawn, and cit_game_shuffle_unseen deals the generator anew for an
 * observer, so a search cannot foresee a draw.
 */

static const uint8_t full_bag[5] = {2, 4, 5, 5, 2}; /* wolves; 1, 2, 3, 4 sheep */

static int shepherd_on(const cit_game *g) { return g->setup.opt.v[CIT_OPT_SHEPHERD] != 0; }

static fig_record *shepherd(const cit_game *g, int p) {
    return figure_of((cit_game *)(uintptr_t)g, CIT_MODULE_HILLS, CIT_HILLS_SHEPHERD_KIND, p, 0);
}

/* The part player's shepherd stands on, or -1. */
static int shepherd_part(const cit_game *g, int p) {
    const fig_record *f = shepherd(g, p);
    return f && f->where == FIG_PART ? f->at : -1;
}

/* The players whose shepherd stands in the field of root `root`, a bit each. */
static unsigned shepherds_in(const cit_game *g, uint16_t root) {
    unsigned mask = 0;
    for (int p = 0; p < g->nplayers; p++) {
        int n = shepherd_part(g, p);
        if (n >= 0 && feat_find(g, (uint16_t)n) == root) mask |= 1u << p;
    }
    return mask;
}

static int flock_sheep(const hills_state *h, int p) {
    return h->flock[p][0] + 2 * h->flock[p][1] + 3 * h->flock[p][2] + 4 * h->flock[p][3];
}

void shepherd_setup(cit_game *g) {
    hills_state *h = hills_of(g);
    if (shepherd_on(g)) memcpy(h->bag, full_bag, sizeof h->bag);
}

static void part_event(emitter *e, int type, int p, const cit_game *g, uint16_t n, int count) {
    if (!e->out) return;
    const piece *q = &g->pieces[g->nodes[n].piece];
    cit_event ev = {0};
    ev.type = (uint8_t)type;
    ev.player = (uint8_t)p;
    ev.x = q->x;
    ev.y = q->y;
    ev.spot = (int8_t)g->nodes[n].feat;
    ev.half = (uint8_t)piece_half(g, g->nodes[n].piece);
    ev.count = (uint8_t)count;
    emit(e, ev);
}

/* Player's shepherd goes home, its sheep into the bag. */
static void send_home(cit_game *g, int p, emitter *e) {
    hills_state *h = hills_of(g);
    fig_record *f = shepherd(g, p);
    uint16_t n = f->at;
    int sheep = flock_sheep(h, p);
    for (int k = 0; k < 4; k++) h->bag[1 + k] = (uint8_t)(h->bag[1 + k] + h->flock[p][k]);
    memset(h->flock[p], 0, sizeof h->flock[p]);
    figure_home(f);
    if (e) part_event(e, CIT_EV_HILLS_HOME, p, g, n, sheep);
}

/* A token from the bag, uniformly (RULES.md §12): 0 a wolf, else its sheep. */
static int draw_token(cit_game *g) {
    hills_state *h = hills_of(g);
    int total = 0;
    for (int k = 0; k < 5; k++) total += h->bag[k];
    int r = rules_chance(g, (uint32_t)total), k = 0;
    while (r >= h->bag[k]) r -= h->bag[k++];
    h->bag[k]--;
    return k;
}

/* The field part of sheep triangle `tile` its sheep stand in: the one on its S leg, whose
   ports turn with it as the part numbers do not (RULES.md §12 decision 9). */
static int sheep_part(const cit_game *g, int tile) {
    static const uint8_t leg[3] = {CIT_PORT_SE, CIT_PORT_SM, CIT_PORT_SW};
    for (int k = 0; k < 3; k++) {
        int f = g->cat->port_feat[tile][0][leg[k]];
        if (f >= 0 && g->cat->set.tiles[tile].feat[f].kind == CIT_FEAT_FIELD) return f;
    }
    return -1;
}

int shepherd_lasting(const cit_game *g, uint16_t root) {
    uint8_t bit = hills_of(g)->sheep_bit;
    if (!bit) return 0;
    int sheep = 0;
    uint16_t n = root;
    do {
        const node *m = &g->nodes[n];
        if (hills_piece_has(g, m->piece, bit) && m->feat == sheep_part(g, g->pieces[m->piece].tile)) sheep += 3;
        n = m->next;
    } while (n != root);
    return sheep;
}

/* Every shepherd in the field scores all its flocks' sheep and the sheep that stay there,
   then goes home (decision 3). */
static void gather(cit_game *g, uint16_t root, emitter *e) {
    hills_state *h = hills_of(g);
    unsigned there = shepherds_in(g, root);
    int total = shepherd_lasting(g, root);
    for (int p = 0; p < g->nplayers; p++)
        if (there >> p & 1) total += flock_sheep(h, p);
    for (int p = 0; p < g->nplayers; p++) {
        if (!(there >> p & 1)) continue;
        if (total) {
            score_add(g, p, CIT_CAT_OTHER, total);
            if (e->out) {
                const piece *q = &g->pieces[g->nodes[shepherd(g, p)->at].piece];
                cit_event ev = {0};
                ev.type = CIT_EV_SCORE;
                ev.player = (uint8_t)p;
                ev.points = (int16_t)total;
                ev.reason = CIT_SCORE_HILLS_FLOCK;
                ev.feature_kind = CIT_FEAT_FIELD;
                ev.x = q->x;
                ev.y = q->y;
                ev.spot = (int8_t)g->nodes[shepherd(g, p)->at].feat;
                emit(e, ev);
            }
        }
        send_home(g, p, e);
    }
}

/* A token for player's shepherd: a sheep joins the flock; a wolf sends every shepherd of
   the field home, their sheep and the wolf into the bag (RULES.md §12). */
static void grow(cit_game *g, int p, emitter *e) {
    hills_state *h = hills_of(g);
    uint16_t n = shepherd(g, p)->at;
    int k = draw_token(g);
    part_event(e, k ? CIT_EV_HILLS_SHEEP : CIT_EV_HILLS_WOLF, p, g, n, k);
    if (k) {
        h->flock[p][k - 1]++;
        return;
    }
    h->bag[0]++;
    unsigned there = shepherds_in(g, feat_find(g, n));
    for (int q = 0; q < g->nplayers; q++)
        if (there >> q & 1) send_home(g, q, e);
}

/* Whether the field of root `root` has a half-edge facing an empty cell or a triangular gap
   (RULES.md §12 "Closed field"): a side whose neighbour shows no edge there (empty, or a lone
   triangle's missing half), or the diagonal of a triangle alone in its cell. */
static inline int field_walk(const cit_game *g, uint16_t root, int gaps) {
    uint16_t n = root;
    do {
        const node *m = &g->nodes[n];
        const piece *q = &g->pieces[m->piece];
        const int8_t *ports = g->cat->port_feat[q->tile][q->rot];
        for (int side = 0; side < 4; side++) {
            int mine = ports[3 * side] == m->feat || ports[3 * side + 1] == m->feat || ports[3 * side + 2] == m->feat;
            if (!mine) continue;
            int x = q->x + dir_dx[side], y = q->y + dir_dy[side];
            if (!cell_piece_at(g, x, y)) return 1;
            /* a lone triangle there may show this side its empty half (a square never does) */
            if (gaps && !board_edge_facing(g, x, y, (side + 2) & 3)) return 1;
        }
        if (gaps && !q->partner && tile_is_triangle(g->cat, q->tile) &&
            (ports[CIT_PORT_DN] == m->feat || ports[CIT_PORT_DM] == m->feat || ports[CIT_PORT_DS] == m->feat))
            return 1;
        n = m->next;
    } while (n != root);
    return 0;
}

/* With no lone triangle on the board (`gaps` 0) no half faces nothing: the walk made for
   squares alone, which the bench's games without triangles keep paying for. */
static int field_open(const cit_game *g, uint16_t root) {
    return g->nhalf ? field_walk(g, root, 1) : field_walk(g, root, 0);
}

/* Whether a field part f of piece pi may take the placer's shepherd: no shepherd in its
   field, and no rule bars figures from the cell (the dragon's). */
static int part_takes(const cit_game *g, int pi, int f) {
    const piece *q = &g->pieces[pi];
    uint16_t n = (uint16_t)(q->node0 + f);
    return g->nodes[n].kind == CIT_FEAT_FIELD && !shepherds_in(g, feat_find(g, n)) && !figures_barred(g, q->x, q->y);
}

static int asking(const hills_state *h) { return h->asking_lo | h->asking_hi << 8; }

void shepherd_after_place(cit_game *g, int pi) {
    if (!shepherd_on(g)) return;
    int p = g->placer, own = shepherd_part(g, p);
    const piece *q = &g->pieces[pi];
    if (own >= 0) { /* placed in an earlier turn: did this placement add to its field? */
        uint16_t root = feat_find(g, (uint16_t)own);
        for (int f = 0; f < q->nfeat; f++)
            if (feat_find(g, (uint16_t)(q->node0 + f)) == root) {
                decide_step s = {CIT_DECIDE_HILLS_FLOCK, (uint8_t)p, CIT_MODULE_HILLS, 0};
                turn_queue_back(g, s); /* after the figure questions (queued in front) */
                return;
            }
        return;
    }
    if (!turn_figure_open(g, pi)) return;
    int any = 0;
    for (int f = 0; f < q->nfeat && !any; f++) any = part_takes(g, pi, f);
    if (!any) return;
    hills_state *h = hills_of(g);
    h->asking_lo = (uint8_t)((pi + 1) & 0xFF);
    h->asking_hi = (uint8_t)((pi + 1) >> 8);
    decide_step s = {CIT_DECIDE_HILLS_SHEPHERD, (uint8_t)p, CIT_MODULE_HILLS, 0};
    turn_queue_front(g, s);
}

void shepherd_turn_end(cit_game *g, emitter *e) {
    if (!shepherd_on(g)) return;
    for (int p = 0; p < g->nplayers; p++) {
        int n = shepherd_part(g, p);
        if (n >= 0 && !field_open(g, feat_find(g, (uint16_t)n))) gather(g, feat_find(g, (uint16_t)n), e);
    }
}

void shepherd_eaten(cit_game *g, int x, int y, uint8_t *eaten) {
    if (!shepherd_on(g)) return;
    for (int p = 0; p < g->nplayers; p++) {
        int n = shepherd_part(g, p);
        if (n < 0) continue;
        const piece *q = &g->pieces[g->nodes[n].piece];
        if (q->x != x || q->y != y) continue;
        send_home(g, p, NULL); /* the eater reports what it ate */
        eaten[p]++;
    }
}

int shepherd_legal(const cit_game *g, const decide_step *s, cit_move *out, int cap) {
    int n = 0;
    if (s->decision == CIT_DECIDE_HILLS_FLOCK) {
        for (int a = 0; a < 2; a++, n++)
            if (n < cap) out[n] = decision_move(CIT_MOVE_HILLS_FLOCK, a, 0);
        return n;
    }
    int pi = asking(hills_of(g)) - 1;
    if (n < cap) out[n] = decision_move(CIT_MOVE_HILLS_SHEPHERD, 0, 0);
    n++;
    for (int f = 0; pi >= 0 && f < g->pieces[pi].nfeat; f++) {
        if (!part_takes(g, pi, f)) continue;
        if (n < cap) {
            out[n] = decision_move(CIT_MOVE_HILLS_SHEPHERD, 1, 0);
            out[n].spot = (int8_t)f;
        }
        n++;
    }
    return n;
}

void shepherd_apply(cit_game *g, const decide_step *s, const cit_move *m, emitter *e) {
    hills_state *h = hills_of(g);
    int p = s->player;
    if (s->decision == CIT_DECIDE_HILLS_FLOCK) {
        if (m->arg0) gather(g, feat_find(g, shepherd(g, p)->at), e);
        else grow(g, p, e);
        return;
    }
    int pi = asking(h) - 1;
    h->asking_lo = h->asking_hi = 0; /* answered: equal positions hash alike */
    if (!m->arg0) return;
    turn_figure_used(g, p);
    uint16_t n = (uint16_t)(g->pieces[pi].node0 + m->spot);
    figure_put(shepherd(g, p), FIG_PART, n);
    part_event(e, CIT_EV_HILLS_SHEPHERD, p, g, n, 0);
    grow(g, p, e); /* a wolf sends it home at once; the wolf goes back */
}

/* A playout's answer (rules.h: playout), so the computer's playouts keep a flock the way a
   player would rather than by a coin: the shepherd goes on one of the piece's fields when it
   may (it draws at once). A flock grows while a draw is worth its risk: it keeps the
   field's S sheep and adds a token's sheep unless a wolf comes, so with W wolves and B
   sheep on the bag's other tokens a draw gains (B - W*S) / tokens: grow while W*S < B. With
   fewer tiles left than players the field may not grow again before the end, where a flock
   scores nothing: gather. */
int shepherd_playout(const cit_game *g, const decide_step *s, uint64_t *rng, cit_move *out) {
    const hills_state *h = hills_of(g);
    if (s->decision == CIT_DECIDE_HILLS_FLOCK) {
        int n = shepherd_part(g, s->player), field = 0, bag_sheep = 0;
        if (n < 0) return 0;
        uint16_t root = feat_find(g, (uint16_t)n);
        unsigned there = shepherds_in(g, root);
        field = shepherd_lasting(g, root); /* a wolf loses their gathering too */
        for (int p = 0; p < g->nplayers; p++)
            if (there >> p & 1) field += flock_sheep(h, p);
        for (int k = 1; k <= 4; k++) bag_sheep += k * h->bag[k];
        int late = cit_game_stack_left(g) < g->nplayers;
        *out = decision_move(CIT_MOVE_HILLS_FLOCK, late || h->bag[0] * field >= bag_sheep, 0);
        return 1;
    }
    if (s->decision != CIT_DECIDE_HILLS_SHEPHERD) return 0;
    cit_move answers[16];
    int n = shepherd_legal(g, s, answers, 16);
    n = n < 16 ? n : 16;
    *out = n > 1 ? answers[1 + (int)rules_rng_below(rng, (uint32_t)(n - 1))] : answers[0];
    return 1;
}

void shepherd_withdrawn(cit_game *g, const decide_step *s) {
    (void)s;
    hills_state *h = hills_of(g);
    h->asking_lo = h->asking_hi = 0;
}

void shepherd_describe(const cit_game *g, const decide_step *s, cit_pending *p) {
    p->spot = CIT_SPOT_NONE;
    if (s->decision == CIT_DECIDE_HILLS_FLOCK) {
        int n = shepherd_part(g, s->player);
        if (n < 0) return;
        const piece *q = &g->pieces[g->nodes[n].piece];
        p->x = q->x;
        p->y = q->y;
        p->spot = (int8_t)g->nodes[n].feat;
        return;
    }
    int pi = asking(hills_of(g)) - 1;
    if (pi < 0) return;
    p->x = g->pieces[pi].x;
    p->y = g->pieces[pi].y;
    p->half = piece_half(g, pi);
}

/* ---- move text ---- */

static size_t format_shepherd(const cit_game *g, const cit_move *m, char *buf, size_t cap) {
    (void)g;
    if (m->arg0 == 0) return m->spot == CIT_SPOT_NONE ? cit_fmt(buf, cap, "shepherd none") : 0;
    return m->arg0 == 1 && m->spot >= 0 ? cit_fmt(buf, cap, "shepherd f%d", m->spot) : 0;
}

static int parse_shepherd(const cit_game *g, mt_cursor *c, cit_move *m) {
    (void)g;
    const char *w;
    size_t n;
    int spot;
    if (!mt_word(c, &w, &n)) return 0;
    if (mt_word_is(w, n, "none")) return 1;
    if (n < 2 || w[0] != 'f' || !mt_number(w + 1, w + n, 0, CIT_MAX_TILE_FEATURES, &spot)) return 0;
    m->arg0 = 1;
    m->spot = (int8_t)spot;
    return 1;
}

static size_t format_flock(const cit_game *g, const cit_move *m, char *buf, size_t cap) {
    (void)g;
    if (m->spot != CIT_SPOT_NONE || m->arg0 > 1) return 0;
    return cit_fmt(buf, cap, m->arg0 ? "flock gather" : "flock grow");
}

static int parse_flock(const cit_game *g, mt_cursor *c, cit_move *m) {
    (void)g;
    const char *w;
    size_t n;
    if (!mt_word(c, &w, &n)) return 0;
    if (mt_word_is(w, n, "grow")) return 1;
    if (!mt_word_is(w, n, "gather")) return 0;
    m->arg0 = 1;
    return 1;
}

const move_verb shepherd_verbs[2] = {{"shepherd", CIT_MOVE_HILLS_SHEPHERD, format_shepherd, parse_shepherd},
                                     {"flock", CIT_MOVE_HILLS_FLOCK, format_flock, parse_flock}};

/* ---- queries ---- */

int cit_game_hills_flock(const cit_game *g, int player) {
    if (!g || !(g->modules >> CIT_MODULE_HILLS & 1) || !shepherd_on(g) || player < 0 || player >= g->nplayers) return 0;
    return shepherd_part(g, player) >= 0 ? flock_sheep(hills_of(g), player) : 0;
}

int cit_game_hills_bag(const cit_game *g, int size) {
    if (!g || !(g->modules >> CIT_MODULE_HILLS & 1) || !shepherd_on(g) || size < 0 || size > 4) return -1;
    return hills_of(g)->bag[size];
}

int cit_game_hills_shepherd(const cit_game *g, int player, cit_feature_part *at) {
    if (!g || !(g->modules >> CIT_MODULE_HILLS & 1) || !shepherd_on(g) || player < 0 || player >= g->nplayers) return 0;
    int n = shepherd_part(g, player);
    if (n < 0) return 0;
    if (at) {
        const node *m = &g->nodes[n];
        const piece *q = &g->pieces[m->piece];
        *at = (cit_feature_part){q->x, q->y, (int8_t)m->feat, (uint8_t)piece_half(g, m->piece)};
    }
    return 1;
}

int cit_game_hills_field_sheep(const cit_game *g, int x, int y, int spot, int half) {
    if (!g || !(g->modules >> CIT_MODULE_HILLS & 1) || spot < 0 || half < 0 || half > 1) return 0;
    int pi = cell_part_at(g, x, y, half);
    if (!pi || spot >= g->pieces[pi - 1].nfeat) return 0;
    uint16_t root = feat_find(g, (uint16_t)(g->pieces[pi - 1].node0 + spot));
    if (g->nodes[root].kind != CIT_FEAT_FIELD) return 0;
    int sheep = shepherd_lasting(g, root);
    unsigned there = shepherd_on(g) ? shepherds_in(g, root) : 0;
    for (int p = 0; p < g->nplayers; p++)
        if (there >> p & 1) sheep += flock_sheep(hills_of(g), p);
    return sheep;
}

int cit_game_hills_lasting_spot(const cit_game *g, int tile) {
    if (!g || !(g->modules >> CIT_MODULE_HILLS & 1) || tile < 0 || tile >= g->cat->set.ntiles ||
        !hills_tile_has(g, tile, hills_of(g)->sheep_bit))
        return -1;
    return sheep_part(g, tile);
}

int cit_game_hills_flock_tokens(const cit_game *g, int player, int size) {
    if (!cit_game_hills_shepherd(g, player, NULL) || size < 1 || size > 4) return 0;
    return hills_of(g)->flock[player][size - 1];
}
