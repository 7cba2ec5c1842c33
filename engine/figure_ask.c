/* The figure question a module asks after a placement (figure_ask.h), written once. */
#include "figure_ask.h"

#include "figures.h"
#include "turn.h"

int figure_part_free(const cit_game *g, int pi, int f) {
    if (tile_takes_no_figure(g, g->pieces[pi].tile)) return 0; /* a volcano */
    uint16_t n = (uint16_t)(g->pieces[pi].node0 + f);
    return !g->nodes[feat_find(g, n)].nmeeples;
}

int figure_parts_free(const cit_game *g, int pi, unsigned kinds) {
    const piece *q = &g->pieces[pi];
    if (tile_takes_no_figure(g, q->tile)) return 0; /* a volcano */
    unsigned feats = 0;
    for (; kinds; kinds &= kinds - 1) feats |= g->cat->kind_feats[q->tile][__builtin_ctz(kinds)];
    for (; feats; feats &= feats - 1)
        if (!g->nodes[feat_root(g, (uint16_t)(q->node0 + __builtin_ctz(feats)))].nmeeples) return 1;
    return 0;
}

/* Feature f of piece pi is of a kind in `kinds` and free. */
static int takes(const cit_game *g, int pi, int f, unsigned kinds) {
    return (kinds >> g->nodes[g->pieces[pi].node0 + f].kind & 1) && figure_part_free(g, pi, f);
}

int figure_ask_due(const cit_game *g, int player, int k, int pi) {
    return turn_figure_open(g, pi) && figure_kind_free(g, player, k) && figure_parts_free(g, pi, figure_kind_stands(g, k));
}

int figure_ask_answers(const cit_game *g, int type, int k, int pi, cit_move *out, int cap) {
    unsigned kinds = figure_kind_stands(g, k);
    int n = 0;
    if (n < cap) out[n] = decision_move(type, 0, 0); /* none first */
    n++;
    for (int f = 0; f < g->pieces[pi].nfeat; f++) {
        if (!takes(g, pi, f, kinds)) continue;
        cit_move m = decision_move(type, 1, 0);
        m.spot = (int8_t)f;
        if (n < cap) out[n] = m;
        n++;
    }
    return n;
}

cit_status figure_ask_check(const cit_game *g, int type, int k, int pi, const cit_move *m) {
    if (m->type != type) return CIT_ERR_WRONG_DECISION;
    if (m->arg0 > 1 || m->arg1 || m->tile || m->x || m->y || m->rot) return CIT_ERR_MODULE_RULE;
    if (!m->arg0) return m->spot == CIT_SPOT_NONE ? CIT_OK : CIT_ERR_MODULE_RULE;
    if (m->spot < 0 || m->spot >= g->pieces[pi].nfeat || !takes(g, pi, m->spot, figure_kind_stands(g, k)))
        return CIT_ERR_BAD_SPOT;
    return CIT_OK;
}

uint16_t figure_ask_place(cit_game *g, int player, int k, int pi, const cit_move *m) {
    uint16_t n = (uint16_t)(g->pieces[pi].node0 + m->spot);
    turn_figure_used(g, player);
    figure_kind_place(g, player, k, n);
    return n;
}

void figure_ask_describe(const cit_game *g, int pi, cit_pending *p) {
    p->x = g->pieces[pi].x;
    p->y = g->pieces[pi].y;
    p->half = piece_half(g, pi);
    p->spot = CIT_SPOT_NONE;
}

size_t figure_ask_format(const char *verb, const cit_move *m, char *buf, size_t cap) {
    if (m->arg0 > 1 || (m->arg0 && m->spot < 0) || (!m->arg0 && m->spot != CIT_SPOT_NONE)) return 0;
    if (!m->arg0) return cit_fmt(buf, cap, "%s none", verb);
    return cit_fmt(buf, cap, "%s f%d", verb, m->spot);
}

int figure_ask_parse(mt_cursor *c, cit_move *m) {
    const char *w;
    size_t n;
    int f;
    if (!mt_word(c, &w, &n)) return 0;
    if (mt_word_is(w, n, "none")) return 1;
    if (n < 2 || w[0] != 'f' || !mt_number(w + 1, w + n, 0, CIT_MAX_TILE_FEATURES - 1, &f)) return 0;
    m->arg0 = 1;
    m->spot = (int8_t)f;
    return 1;
}
