/* Under the Big Top's acrobats (RULES.md §13, decision 3): normal followers climb the
   acrobat space of the new tile or a neighbour, three make a pyramid, and a complete
   pyramid anywhere may be scored instead of a figure: 5 a follower, all home. At the end
   every acrobat scores 5. */
#include "rules.h"
#include "figures.h"
#include "turn.h"
#include "acrobats.h"
#include "textfmt.h"

/*
 * The followers on an acrobat space are the core's normal records kept by this module,
 * slot = the acrobat tile's piece index (figures.h, figure_normal_*): from the supply when
 * one climbs, back to it when the pyramid is scored or the dragon eats them. The space is
 * no feature: no majority, no wagon, no Count, no hill sees it.
 */

enum { PYRAMID = 3, ACROBAT_POINTS = 5 };

static int acrobats_rule(const cit_game *g) { return bigtop_option(g, CIT_OPT_BIGTOP_ACROBATS); }

int acrobats_on(const cit_game *g, int pi, int player) {
    if (!figure_normals_any(g) || !bigtop_tile_has(g, pi, CIT_TF_ACROBATS)) return 0;
    return figure_normal_kept(g, player, CIT_MODULE_BIGTOP, pi);
}

int acrobats_hold_piece(const cit_game *g, int pi) { return acrobats_on(g, pi, -1) > 0; }

int acrobats_cell(const cit_game *g, const fig_record *f, int *x, int *y) {
    if (f->at >= g->npieces) return 0;
    *x = g->pieces[f->at].x;
    *y = g->pieces[f->at].y;
    return 1;
}

/* A normal follower in player's supply (the big follower is in the same count). */
static int normal_in_supply(const cit_game *g, int player) {
    return g->supply[player] > figure_strong_free(g, player);
}

/* The acrobat space of piece pi takes one more follower: fewer than 3 there, no bridge
   over the tile (decision 7), no neutral figure's rule barring its cell. */
static int space_open(const cit_game *g, int pi) {
    const piece *q = &g->pieces[pi];
    return bigtop_tile_has(g, pi, CIT_TF_ACROBATS) && !g->cat->variant_axis[q->tile] && acrobats_on(g, pi, -1) < PYRAMID &&
           !figures_barred(g, q->x, q->y);
}

/* The acrobat tiles of the board with a complete pyramid, into out (piece indexes);
   returns how many. */
static int pyramids(const cit_game *g, int *out, int cap) {
    int n = 0;
    for (int pi = 0; pi < g->npieces; pi++)
        if (acrobats_on(g, pi, -1) >= PYRAMID && n < cap) out[n++] = pi;
    return n;
}

static cit_move cell_move(int type, int arg0, const piece *q) {
    cit_move m = decision_move(type, arg0, 0);
    m.x = q->x;
    m.y = q->y;
    return m;
}

/* Whether piece pi carries the magic portal: its follower may climb any space. */
static int through_portal(const cit_game *g, int pi) {
    uint8_t bit = bigtop_of(g)->portal_bit;
    return bit && bigtop_tile_has(g, pi, 1u << (bit - 1));
}

/* The answers: "acrobat none", then each open space on the 3x3 around the new tile (on a
   portal tile: anywhere) while a normal follower is in supply, then each complete pyramid. */
static int answers(const cit_game *g, int player, int pi, cit_move *out, int cap) {
    int n = 0;
    if (n < cap) out[n] = decision_move(CIT_MOVE_BIGTOP_ACROBAT, 0, 0);
    n++;
    const piece *c = &g->pieces[pi];
    if (normal_in_supply(g, player) && through_portal(g, pi)) {
        for (int at = 0; at < g->npieces; at++) {
            if (!space_open(g, at)) continue;
            if (n < cap) out[n] = cell_move(CIT_MOVE_BIGTOP_ACROBAT, 1, &g->pieces[at]);
            n++;
        }
    } else {
        for (int dy = -1; dy <= 1 && normal_in_supply(g, player); dy++)
            for (int dx = -1; dx <= 1; dx++) {
                int at = cell_piece_at(g, c->x + dx, c->y + dy);
                if (!at || !space_open(g, at - 1)) continue;
                if (n < cap) out[n] = cell_move(CIT_MOVE_BIGTOP_ACROBAT, 1, &g->pieces[at - 1]);
                n++;
            }
    }
    int full[CIT_MAX_STACK];
    int k = pyramids(g, full, CIT_MAX_STACK);
    for (int i = 0; i < k; i++, n++)
        if (n < cap) out[n] = cell_move(CIT_MOVE_BIGTOP_PYRAMID, 0, &g->pieces[full[i]]);
    return n;
}

int acrobats_offered(const cit_game *g, int player, int pi) {
    if (!acrobats_rule(g)) return 0;
    cit_move m[2];
    return answers(g, player, pi, m, 2) > 1;
}

int acrobats_legal(const cit_game *g, const decide_step *s, cit_move *out, int cap) {
    const bigtop_state *b = bigtop_of(g);
    return answers(g, s->player, bigtop_piece(b->asking_lo, b->asking_hi), out, cap);
}

static void space_event(emitter *e, int type, int player, const piece *q, int count) {
    cit_event ev = {0};
    ev.type = (uint8_t)type;
    ev.player = (uint8_t)player;
    ev.x = q->x;
    ev.y = q->y;
    ev.spot = CIT_SPOT_NONE;
    ev.feature_kind = 0xFF;
    ev.count = (uint8_t)count;
    emit(e, ev);
}

static void pay(cit_game *g, int player, const piece *q, int acrobats, emitter *e) {
    score_add(g, player, CIT_CAT_OTHER, ACROBAT_POINTS * acrobats);
    cit_event ev = {0};
    ev.type = CIT_EV_SCORE;
    ev.player = (uint8_t)player;
    ev.points = (int16_t)(ACROBAT_POINTS * acrobats);
    ev.reason = CIT_SCORE_BIGTOP_ACROBATS;
    ev.feature_kind = 0xFF;
    ev.x = q->x;
    ev.y = q->y;
    ev.spot = CIT_SPOT_NONE;
    ev.count = (uint8_t)acrobats;
    emit(e, ev);
}

/* Every follower on the space of piece pi goes home (eaten: no event, the eater reports);
   returns player's count in got[]. */
static void clear_space(cit_game *g, int pi, uint8_t *got) {
    for (int p = 0; p < g->nplayers; p++) {
        int k = figure_normal_kept(g, p, CIT_MODULE_BIGTOP, pi);
        for (int i = 0; i < k; i++) figure_normal_free(g, p, CIT_MODULE_BIGTOP, pi, 1);
        got[p] = (uint8_t)k;
    }
}

void acrobats_apply(cit_game *g, const decide_step *s, const cit_move *m, emitter *e) {
    int p = s->player;
    if (m->type == CIT_MOVE_BIGTOP_ACROBAT && !m->arg0) return;
    turn_figure_used(g, p);
    int pi = cell_piece_at(g, m->x, m->y) - 1;
    const piece *q = &g->pieces[pi];
    if (m->type == CIT_MOVE_BIGTOP_ACROBAT) {
        figure_normal_keep(g, p, CIT_MODULE_BIGTOP, pi, 1);
        space_event(e, CIT_EV_BIGTOP_ACROBAT, p, q, acrobats_on(g, pi, -1));
        return;
    }
    uint8_t got[CIT_MAX_PLAYERS] = {0};
    clear_space(g, pi, got);
    for (int o = 0; o < g->nplayers; o++) {
        if (!got[o]) continue;
        pay(g, o, q, got[o], e);
        space_event(e, CIT_EV_BIGTOP_HOME, o, q, got[o]);
    }
}

/* At the end every acrobat scores 5, the pyramid complete or not; they stay. */
void acrobats_final(cit_game *g, emitter *e) {
    if (!acrobats_rule(g)) return;
    for (int pi = 0; pi < g->npieces; pi++) {
        if (!acrobats_on(g, pi, -1)) continue;
        for (int p = 0; p < g->nplayers; p++) {
            int k = acrobats_on(g, pi, p);
            if (k) pay(g, p, &g->pieces[pi], k, e);
        }
    }
}

/* The dragon's cell: its acrobats go home unscored (RULES.md §13 "With The Princess & The
   Dragon"). */
void acrobats_eaten(cit_game *g, int x, int y, uint8_t *eaten) {
    int pi = cell_piece_at(g, x, y) - 1;
    if (pi < 0 || !acrobats_on(g, pi, -1)) return;
    uint8_t got[CIT_MAX_PLAYERS] = {0};
    clear_space(g, pi, got);
    for (int p = 0; p < g->nplayers; p++) eaten[p] = (uint8_t)(eaten[p] + got[p]);
}

int acrobats_list(const cit_game *g, cit_follower *out, int n, int cap) {
    for (int pi = 0; pi < g->npieces; pi++) {
        if (!acrobats_on(g, pi, -1)) continue;
        const piece *q = &g->pieces[pi];
        for (int p = 0; p < g->nplayers; p++)
            for (int k = acrobats_on(g, pi, p); k > 0; k--, n++)
                if (n < cap) {
                    cit_follower f = {(uint8_t)p, q->x, q->y, CIT_SPOT_NONE, 0, CIT_AT_QUARTER, CIT_BIGTOP_AT_ACROBATS, 0, 0};
                    out[n] = f;
                }
    }
    return n;
}

/* A playout's answer: a complete pyramid is scored at once (15 points now, and three
   followers back); otherwise a follower climbs where it may, or the question passes, each
   as likely. */
int acrobats_playout(const cit_game *g, const decide_step *s, uint64_t *rng, cit_move *out) {
    cit_move all[16];
    int n = acrobats_legal(g, s, all, 16);
    n = n < 16 ? n : 16;
    if (all[n - 1].type == CIT_MOVE_BIGTOP_PYRAMID) {
        *out = all[n - 1];
        return 1;
    }
    *out = all[(int)rules_rng_below(rng, (uint32_t)n)];
    return 1;
}

/* ---- move text: "acrobat none", "acrobat X,Y", "pyramid X,Y" ---- */

size_t acrobat_format(const cit_game *g, const cit_move *m, char *buf, size_t cap) {
    (void)g;
    if (m->spot != CIT_SPOT_NONE || m->arg0 > 1) return 0;
    return m->arg0 ? cit_fmt(buf, cap, "acrobat %d,%d", m->x, m->y) : cit_fmt(buf, cap, "acrobat none");
}

static int parse_cell(mt_cursor *c, cit_move *m) {
    const char *w;
    size_t n;
    int x, y;
    if (!mt_word(c, &w, &n) || !mt_cell(w, n, &x, &y)) return 0;
    m->x = (int8_t)x;
    m->y = (int8_t)y;
    return 1;
}

int acrobat_parse(const cit_game *g, mt_cursor *c, cit_move *m) {
    (void)g;
    mt_cursor at = *c;
    const char *w;
    size_t n;
    if (mt_word(&at, &w, &n) && mt_word_is(w, n, "none")) {
        *c = at;
        return 1;
    }
    m->arg0 = 1;
    return parse_cell(c, m);
}

size_t pyramid_format(const cit_game *g, const cit_move *m, char *buf, size_t cap) {
    (void)g;
    if (m->spot != CIT_SPOT_NONE || m->arg0) return 0;
    return cit_fmt(buf, cap, "pyramid %d,%d", m->x, m->y);
}

int pyramid_parse(const cit_game *g, mt_cursor *c, cit_move *m) {
    (void)g;
    return parse_cell(c, m);
}
