/* Scoring of the classic game: completed features, majorities, final scoring, fields. */
#include "internal.h"

void emit_to(cit_outcome *out, cit_event ev) {
    if (out->n < CIT_MAX_EVENTS) out->ev[out->n++] = ev;
    else out->dropped++;
}

static int category_of(int kind) {
    switch (kind) {
    case CIT_FEAT_ROAD: return CIT_CAT_ROAD;
    case CIT_FEAT_CITY: return CIT_CAT_CITY;
    case CIT_FEAT_CLOISTER: return CIT_CAT_CLOISTER;
    case CIT_FEAT_FIELD: return CIT_CAT_FIELD;
    default: return CIT_CAT_OTHER;
    }
}

int score_feature_value(const cit_game *g, uint16_t root, int final) {
    const node *r = &g->nodes[root];
    switch (r->kind) {
    case CIT_FEAT_ROAD:
        return feat_distinct_cells(g, root);
    case CIT_FEAT_CITY: {
        int cells = feat_distinct_cells(g, root);
        if (final) return cells + r->pennants;
        /* Old rule (RULES.md §1): a two-tile city scores 1 per tile, pennants still 2. */
        if (cells == 2 && g->setup.opt.small_city_two_points) return 2 + 2 * r->pennants;
        return 2 * cells + 2 * r->pennants;
    }
    case CIT_FEAT_CLOISTER: {
        const piece *p = &g->pieces[r->piece];
        return final ? 1 + feat_cloister_neighbours(g, p->x, p->y) : 9;
    }
    default:
        return 0;
    }
}

cit_event score_feature_event(const cit_game *g, uint16_t root, int type) {
    const node *r = &g->nodes[root];
    const piece *p = &g->pieces[r->piece];
    cit_event ev = {0};
    ev.type = (uint8_t)type;
    ev.feature_kind = r->kind;
    ev.x = p->x;
    ev.y = p->y;
    ev.spot = (int8_t)r->feat;
    ev.tile = g->cat->variant_base[p->tile]; /* a bridged tile is still the tile it was */
    return ev;
}

/* The majority owners of the feature (ties all win) score `points`. */
void score_award(cit_game *g, uint16_t root, int points, int final, emitter *e) {
    const node *r = &g->nodes[root];
    int best = 0;
    for (int i = 0; i < g->nplayers; i++)
        if (r->meeples[i] > best) best = r->meeples[i];
    if (!best || points == 0) return;
    for (int i = 0; i < g->nplayers; i++) {
        if (r->meeples[i] != best) continue;
        g->score[i] = (int16_t)(g->score[i] + points);
        int cat = category_of(r->kind);
        g->score_cat[i][cat] = (int16_t)(g->score_cat[i][cat] + points);
        cit_event ev = score_feature_event(g, root, CIT_EV_SCORE);
        ev.player = (uint8_t)i;
        ev.points = (int16_t)points;
        ev.reason = (uint8_t)(final ? CIT_SCORE_FINAL : CIT_SCORE_COMPLETED);
        emit(e, ev);
    }
}

void score_return_followers(cit_game *g, uint16_t root, emitter *e) {
    node *r = &g->nodes[root];
    if (!r->nmeeples) return;
    uint16_t n = root;
    do {
        node *m = &g->nodes[n];
        if (m->owner) {
            /* every follower on the part: one, or more beside it (followers.c) */
            int p = m->owner - 1;
            m->owner = 0;
            for (int i = 0; i < g->nfollowers;) {
                if (g->followers[i] == n) {
                    g->followers[i] = g->followers[--g->nfollowers];
                    g->supply[p]++;
                } else {
                    i++;
                }
            }
        }
        n = m->next;
    } while (n != root);
    for (int i = 0; i < g->nplayers; i++) {
        if (!r->meeples[i]) continue;
        cit_event ev = score_feature_event(g, root, CIT_EV_RETURN);
        ev.player = (uint8_t)i;
        ev.count = r->meeples[i];
        emit(e, ev);
        r->meeples[i] = 0;
    }
    r->nmeeples = 0;
}

static void complete(cit_game *g, uint16_t root, emitter *e) {
    g->nodes[root].done = COMPLETED;
    score_award(g, root, score_feature_value(g, root, 0), 0, e);
    score_return_followers(g, root, e);
}

/* Scores every feature the placement of piece pi completed. */
void score_completed(cit_game *g, int pi, emitter *e) {
    if (!g->closing) return; /* most placements complete nothing */
    const piece *p = &g->pieces[pi];
    for (unsigned m = g->cat->closable[p->tile]; m; m &= m - 1) {
        uint16_t r = feat_find(g, (uint16_t)(p->node0 + __builtin_ctz(m)));
        if (!g->nodes[r].done && g->nodes[r].open == 0) complete(g, r, e);
    }
    for (int i = 0; i < g->ncloisters;) {
        uint16_t n = g->cloisters[i].node;
        if (g->nodes[n].open == 0) {
            g->cloisters[i] = g->cloisters[--g->ncloisters];
            complete(g, n, e);
        } else {
            i++;
        }
    }
}

static inline int field_cities(const cit_game *g, uint16_t root, uint16_t *cities) {
    int ncities = 0;
    uint16_t n = root;
    do {
        const node *m = &g->nodes[n];
        const piece *p = &g->pieces[m->piece];
        uint16_t touches = g->cat->set.tiles[p->tile].feat[m->feat].touches;
        for (int f = 0; touches; f++, touches >>= 1) {
            if (!(touches & 1)) continue;
            uint16_t c = feat_find(g, (uint16_t)(p->node0 + f));
            if (g->nodes[c].kind != CIT_FEAT_CITY || g->nodes[c].done != COMPLETED) continue;
            int dup = 0;
            for (int i = 0; i < ncities && !dup; i++) dup = cities[i] == c;
            if (!dup && ncities < MAX_FIELD_CITIES) cities[ncities++] = c;
        }
        n = m->next;
    } while (n != root);
    return ncities;
}

int score_field_cities(const cit_game *g, uint16_t root, uint16_t *cities) { return field_cities(g, root, cities); }

/* 3rd-edition fields: 3 points per completed city the field touches. */
int score_field_value(const cit_game *g, uint16_t root) {
    uint16_t cities[MAX_FIELD_CITIES];
    return 3 * field_cities(g, root, cities);
}

/*
 * Final scoring walks the followers still on the board: each feature they stand in is
 * scored once (its root is marked done), roads, cities and cloisters first, then fields.
 */
void score_final(cit_game *g, emitter *e) {
    for (int pass = 0; pass < 2; pass++) {
        for (int i = 0; i < g->nfollowers; i++) {
            uint16_t r = feat_find(g, g->followers[i]);
            node *m = &g->nodes[r];
            if (m->done || (m->kind == CIT_FEAT_FIELD) != pass) continue;
            m->done = FINAL_SCORED;
            int points = pass ? score_field_value(g, r) : score_feature_value(g, r, 1);
            score_award(g, r, points, 1, e);
        }
    }
}
