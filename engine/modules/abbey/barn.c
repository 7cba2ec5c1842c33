/* The barn (RULES.md §11, decisions 4 and 5): a figure of its own, put by a decision after
   the placement on a corner of the tile just placed where four square tiles meet with
   field in every quarter there; it closes its field to farmers (an occupant, internal.h)
   and scores it three ways: on placement, on a join, at the end. Each barn is a record of
   the core's figure table (abbey_state.h, barn_record): in supply, or on a corner. */
#include "barn.h"

static int barn_on(const cit_game *g) { return abbey_option(g, CIT_OPT_BARN); }

/* Corner k of a cell (0 NE, 1 SE, 2 SW, 3 NW: the corner ending side k clockwise) owns
   ports 3k+2 and 3k+3. The four cells that meet there, each with the corner of its own
   that lies on that point. */
static const int8_t corner_cells[4][4][3] = {
    {{0, 0, 0}, {1, 0, 3}, {0, -1, 1}, {1, -1, 2}},
    {{0, 0, 1}, {1, 0, 2}, {0, 1, 0}, {1, 1, 3}},
    {{0, 0, 2}, {-1, 0, 1}, {0, 1, 3}, {-1, 1, 0}},
    {{0, 0, 3}, {-1, 0, 0}, {0, -1, 2}, {-1, -1, 1}},
};

/* The field feature of square piece pi in its corner k (both half-edge ports there in
   one field), or -1. */
static int corner_field(const cit_game *g, int pi, int k) {
    const piece *q = &g->pieces[pi];
    if (tile_is_triangle(g->cat, q->tile)) return -1; /* decision: four square tiles */
    const int8_t *map = g->cat->port_feat[q->tile][q->rot];
    int a = map[3 * k + 2], b = map[(3 * k + 3) % 12];
    if (a < 0 || a != b || g->nodes[q->node0 + a].kind != CIT_FEAT_FIELD) return -1;
    return a;
}

/* Whether a barn may stand on corner k of piece pi: four square tiles with field there,
   in a field without a barn. Returns the field's feature on pi, or -1. The three other
   cells are looked at first (asked after most placements, where one is mostly empty). */
static int barn_corner(const cit_game *g, int pi, int k) {
    const piece *q = &g->pieces[pi];
    int others[4];
    for (int i = 1; i < 4; i++) {
        int x = q->x + corner_cells[k][i][0], y = q->y + corner_cells[k][i][1];
        if (x < -BOARD_LIMIT || x > BOARD_LIMIT || y < -BOARD_LIMIT || y > BOARD_LIMIT) return -1;
        if (!(others[i] = cell_piece_at(g, x, y))) return -1;
    }
    int f = corner_field(g, pi, k);
    if (f < 0 || q->partner) return -1;
    for (int i = 1; i < 4; i++)
        if (g->pieces[others[i] - 1].partner || corner_field(g, others[i] - 1, corner_cells[k][i][2]) < 0) return -1;
    return g->nodes[feat_find(g, (uint16_t)(q->node0 + f))].meeples[NODE_OCCUPANTS] ? -1 : f;
}

/* Whether a corner of piece pi may take a barn: only the corners between two sides with
   tiles are asked (corner k lies between sides k and k + 1 of N, E, S, W turned: NE, SE,
   SW, NW), each side looked at once (a cell beyond the board holds no piece: cell_piece_at
   checks the piece's own place). */
static int any_corner(const cit_game *g, int pi) {
    const piece *q = &g->pieces[pi];
    unsigned n = cell_piece_at(g, q->x, q->y - 1) != 0, e = cell_piece_at(g, q->x + 1, q->y) != 0;
    unsigned s = cell_piece_at(g, q->x, q->y + 1) != 0, w = cell_piece_at(g, q->x - 1, q->y) != 0;
    for (unsigned corners = (n & e) | (e & s) << 1 | (s & w) << 2 | (w & n) << 3; corners; corners &= corners - 1)
        if (barn_corner(g, pi, __builtin_ctz(corners)) >= 0) return 1;
    return 0;
}

/* The last figure question about a placement: asked when the player's barn is in supply
   and a corner of the new tile may take it. */
int barn_offer(cit_game *g, int player, int pi, int back) {
    const fig_record *barn = barn_record_c(g, player);
    if (!barn || barn->where != FIG_SUPPLY || !any_corner(g, pi)) return 0;
    abbey_of(g)->figure_piece = (uint16_t)pi;
    decide_step d = {CIT_DECIDE_BARN, (uint8_t)player, CIT_MODULE_ABBEY, 0};
    if (back) turn_queue_back(g, d);
    else turn_queue_front(g, d);
    return 1;
}

int barn_legal(const cit_game *g, const decide_step *s, cit_move *out, int cap) {
    (void)s;
    int pi = abbey_of(g)->figure_piece, n = 0;
    if (n < cap) out[n] = decision_move(CIT_MOVE_BARN, 0, 0); /* none first */
    n++;
    for (int k = 0; k < 4; k++) {
        if (barn_corner(g, pi, k) < 0) continue;
        cit_move m = decision_move(CIT_MOVE_BARN, 1, 0);
        m.spot = (int8_t)k;
        if (n < cap) out[n] = m;
        n++;
    }
    return n;
}

cit_status barn_check(const cit_game *g, const decide_step *s, const cit_move *m) {
    (void)s;
    if (m->type != CIT_MOVE_BARN) return CIT_ERR_WRONG_DECISION;
    if (m->arg0 > 1 || m->arg1 || m->tile || m->x || m->y || m->rot) return CIT_ERR_MODULE_RULE;
    if (!m->arg0) return m->spot == CIT_SPOT_NONE ? CIT_OK : CIT_ERR_MODULE_RULE;
    if (m->spot < 0 || m->spot > 3 || barn_corner(g, abbey_of(g)->figure_piece, m->spot) < 0) return CIT_ERR_BAD_SPOT;
    return CIT_OK;
}

/* The barn joins its field as an occupant; the field's placement scoring waits for the
   end of the turn part, so a city this placement closes counts as completed. */
void barn_apply(cit_game *g, const decide_step *step, const cit_move *m, emitter *e) {
    abbey_state *s = abbey_of(g);
    int p = step->player, pi = s->figure_piece;
    if (!m->arg0) return;
    turn_figure_used(g, p);
    uint16_t n = (uint16_t)(g->pieces[pi].node0 + barn_corner(g, pi, m->spot));
    node *r = &g->nodes[feat_find(g, n)];
    r->meeples[NODE_OCCUPANTS]++;
    r->nmeeples++;
    figure_put(barn_record(g, p), FIG_CORNER, (uint16_t)(n << 2 | (uint16_t)m->spot));
    s->barn_due = (uint16_t)(n + 1);
    cit_event ev = {0};
    ev.type = CIT_EV_ABBEY_BARN;
    ev.player = (uint8_t)p;
    ev.x = g->pieces[pi].x, ev.y = g->pieces[pi].y;
    ev.spot = (int8_t)g->nodes[n].feat;
    ev.quarter = (uint8_t)m->spot;
    ev.feature_kind = CIT_FEAT_FIELD;
    emit(e, ev);
}

void barn_describe(const cit_game *g, const decide_step *s, cit_pending *p) {
    (void)s;
    int pi = abbey_of(g)->figure_piece;
    p->x = g->pieces[pi].x, p->y = g->pieces[pi].y, p->half = piece_half(g, pi);
    p->spot = CIT_SPOT_NONE;
}

/* ---- its scorings ------------------------------------------------------------------------ */

/* A field's farmers, not its occupants. */
static int has_farmers(const node *r) { return r->nmeeples > r->meeples[NODE_OCCUPANTS]; }

/* End of a turn part: the new barn's field pays its farmers as at the end (the value and
   bonus hooks: castles, the City, the pig), then every barn field a placement joined to
   farmers pays them 1 per item (no bonus: final 0); the farmers go home either way. */
void barn_turn_end(cit_game *g, emitter *e) {
    abbey_state *s = abbey_of(g);
    if (!barn_on(g)) return;
    if (s->barn_due) {
        uint16_t root = feat_find(g, (uint16_t)(s->barn_due - 1));
        s->barn_due = 0;
        if (has_farmers(&g->nodes[root])) {
            score_award(g, root, turn_feature_value(g, root, 1), 1, e);
            score_return_followers(g, root, e);
        }
    }
    const fig_record *barns = abbey_records(g, ABBEY_KIND_BARN); /* the option is on */
    for (int p = 0; p < g->nplayers; p++) {
        if (barns[p].where != FIG_CORNER) continue;
        uint16_t root = feat_find(g, (uint16_t)(barns[p].at >> 2));
        if (!has_farmers(&g->nodes[root])) continue;
        score_award(g, root, score_field_items(g, root), 0, e);
        score_return_followers(g, root, e);
    }
    turn_figures_home(g); /* another module's follower among the farmers is in its own supply at once */
}

/* Final scoring, before any feature is visited: each field with barns pays its barn
   majority (most barns, ties all) the farmers' final value plus 1 per item (4 per city,
   5 per castle, 4 for the City), and is then done: nobody deploys into it. */
void barn_final(cit_game *g, emitter *e) {
    if (!barn_on(g)) return;
    for (int p = 0; p < g->nplayers; p++) {
        int at = barn_node(g, p);
        if (at < 0) continue;
        uint16_t root = feat_find(g, (uint16_t)at);
        if (g->nodes[root].done) continue; /* paid with an earlier barn of the field */
        int barns[CIT_MAX_PLAYERS] = {0}, most = 0;
        for (int q = 0; q < g->nplayers; q++) {
            int qat = barn_node(g, q);
            if (qat >= 0 && feat_find(g, (uint16_t)qat) == root) barns[q]++;
        }
        for (int q = 0; q < g->nplayers; q++)
            if (barns[q] > most) most = barns[q];
        int points = turn_feature_value(g, root, 1) + score_field_items(g, root);
        for (int q = 0; points && q < g->nplayers; q++) {
            if (barns[q] != most) continue;
            score_add(g, q, CIT_CAT_FIELD, points);
            cit_event ev = score_feature_event(g, root, CIT_EV_SCORE);
            ev.player = (uint8_t)q;
            ev.points = (int16_t)points;
            ev.reason = CIT_SCORE_ABBEY_BARN;
            emit(e, ev);
        }
        g->nodes[root].done = FINAL_SCORED;
    }
}

int barn_where(const cit_game *g, int player, int *x, int *y, int *corner) {
    int at = barn_node(g, player);
    if (at < 0) return 0;
    const piece *q = &g->pieces[g->nodes[at].piece];
    if (x) *x = q->x;
    if (y) *y = q->y;
    if (corner) *corner = barn_record_c(g, player)->at & 3;
    return 1;
}
