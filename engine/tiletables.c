/* Precomputes every rotation of every tile so placement and merging are table look-ups. */
#include "catalog.h"

#include <string.h>

const cit_kind_rule cit_kind_rules[CIT_FEAT_KIND_COUNT] = {
    /* roads: 1 per cell, in play and at the end */
    [CIT_FEAT_ROAD] = {CIT_CLOSE_EDGES, CIT_VALUE_CELLS, {1, 1}, {0, 0}, 0, 0, 0, 0, 0, 0},
    /* cities: 2 per cell and pennant when complete, 1 each at the end */
    [CIT_FEAT_CITY] = {CIT_CLOSE_EDGES, CIT_VALUE_CELLS, {2, 1}, {2, 1}, 0, 0, 1, 0, 0, 0},
    /* fields: 3 per completed city touched, at the end */
    [CIT_FEAT_FIELD] = {CIT_CLOSE_NEVER, CIT_VALUE_TOUCHING, {0, 0}, {0, 0}, 0, 0, 0, CIT_FEAT_CITY, 1, 3},
    [CIT_FEAT_CLOISTER] = {CIT_CLOSE_AROUND, CIT_VALUE_AROUND, {1, 1}, {0, 0}, 0, 0, 0, 0, 0, 0},
    /* a city mode's areas: streets 1 per cell, 2 per cell from 4 cells on */
    [CIT_FEAT_STREET] = {CIT_CLOSE_EDGES, CIT_VALUE_CELLS, {1, 1}, {0, 0}, 4, 2, 0, 0, 0, 0},
    /* markets: cells x distinct goods, complete when nothing can join them */
    [CIT_FEAT_MARKET] = {CIT_CLOSE_ANY_SIDE, CIT_VALUE_GOODS, {1, 1}, {0, 0}, 0, 0, 0, 0, 0, 0},
    /* residential quarters: 2 per market touched, complete or not, at the end */
    [CIT_FEAT_RESIDENTIAL] = {CIT_CLOSE_NEVER, CIT_VALUE_TOUCHING, {0, 0}, {0, 0}, 0, 0, 0, CIT_FEAT_MARKET, 0, 2},
    /* a barrier: never completes, worth nothing (it only separates fields) */
    [CIT_FEAT_BARRIER] = {CIT_CLOSE_NEVER, CIT_VALUE_NONE, {0, 0}, {0, 0}, 0, 0, 0, 0, 0, 0},
};

static void build_rotations(cit_catalog *cat, int t) {
    const cit_tile_def *d = &cat->set.tiles[t];
    for (int r = 0; r < 4; r++) {
        memset(cat->port_feat[t][r], -1, sizeof cat->port_feat[t][r]);
        for (int f = 0; f < d->nfeat; f++)
            for (int p = 0; p < CIT_PORT_COUNT; p++)
                if (d->feat[f].ports & (1u << p))
                    cat->port_feat[t][r][cit_port_rotate(p, r)] = (int8_t)f;
        for (int s = 0; s < 4; s++) {
            /* Side s of the turned tile was side (s - r) of the tile at rotation 0. */
            cat->edge[t][r][s] = (uint8_t)cit_tile_edge_type(d, (s - r + 4) % 4);
        }
        cat->sides[t][r] = cat->shown[t][r] = 0;
        for (int s = 0; s < 4; s++) {
            cat->sides[t][r] = (uint8_t)(cat->sides[t][r] | (cat->edge[t][r][s] != 0) << s);
            cat->shown[t][r] = (uint8_t)(cat->shown[t][r] | cat->edge[t][r][s] << 2 * ((s + 2) & 3));
        }
    }
}

static void build_runs(cit_catalog *cat, int t) {
    const cit_tile_def *d = &cat->set.tiles[t];
    for (int r = 0; r < 4; r++)
        for (int s = 0; s < 4; s++) {
            cit_side_runs *run = &cat->runs[t][r][s];
            const int8_t *pf = &cat->port_feat[t][r][3 * s];
            int digit[3], last = -1;
            memset(run, 0, sizeof *run);
            run->mid = CIT_NO_RUN;
            for (int k = 0; k < 3; k++) {
                if (pf[k] < 0) {
                    digit[k] = 3;
                    continue;
                }
                if (run->n == 0 || pf[k] != last) run->feat[run->n++] = pf[k];
                last = pf[k];
                digit[k] = run->n - 1;
                run->pos[run->n - 1] = (uint8_t)(run->pos[run->n - 1] | 1u << k);
            }
            if (digit[1] != 3) {
                run->mid = (uint8_t)digit[1];
                int kind = d->feat[pf[1]].kind;
                run->closes = cit_kind_rules[kind].closes == CIT_CLOSE_EDGES;
            }
            for (int k = 0; k < 3; k++) {
                int back = digit[2 - k];
                run->sig = (uint8_t)(run->sig | digit[k] << (2 * k));
                run->rsig = (uint8_t)(run->rsig | (back == 3 ? 3 : run->n - 1 - back) << (2 * k));
            }
        }
}

/*
 * A square fits a key when every constrained side shows the same edge. A triangle
 * shows edges on its two legs only: the sides where it shows none face its empty half
 * (a triangular gap, open to anything), so only the legs must match; and it must touch
 * the board through a leg, as nothing may touch the board only through the open
 * diagonal (RULES.md §4).
 */
static void build_fit(cit_catalog *cat, int t) {
    int triangle = cat->set.tiles[t].shape == CIT_SHAPE_TRIANGLE;
    for (int key = 0; key < 256; key++) {
        uint8_t mask = 0;
        for (int r = 0; r < 4; r++) {
            int ok = 1, touches = 0;
            for (int s = 0; s < 4 && ok; s++) {
                int need = (key >> (2 * s)) & 3, have = cat->edge[t][r][s];
                if (triangle && !have) continue;
                if (need && have != need) ok = 0;
                touches |= need != 0;
            }
            if (ok && (touches || !triangle)) mask |= (uint8_t)(1u << r);
        }
        cat->fit[t][key] = mask;
    }
}

/* Two rotations are the same move if every port maps to a feature of the same layout. */
static int same_rotation(const cit_catalog *cat, int t, int a, int b) {
    int map[CIT_MAX_TILE_FEATURES];
    for (int i = 0; i < CIT_MAX_TILE_FEATURES; i++) map[i] = -1;
    for (int p = 0; p < CIT_PORT_COUNT; p++) {
        int fa = cat->port_feat[t][a][p], fb = cat->port_feat[t][b][p];
        if ((fa < 0) != (fb < 0)) return 0;
        if (fa < 0) continue;
        const cit_feature_def *x = &cat->set.tiles[t].feat[fa], *y = &cat->set.tiles[t].feat[fb];
        if (x->kind != y->kind || x->pennants != y->pennants || x->goods != y->goods) return 0;
        if (map[fa] < 0) map[fa] = fb;
        else if (map[fa] != fb) return 0;
    }
    /* Triangles change their diagonal with odd rotations: never the same. */
    return cat->set.tiles[t].shape == CIT_SHAPE_SQUARE || ((a ^ b) & 1) == 0;
}

static void build_classic_box(cit_catalog *cat) {
    int n = 0;
    cat->classic_start = -1;
    for (int t = 0; t < cat->set.ntiles; t++) {
        const cit_tile_def *d = &cat->set.tiles[t];
        if (strcmp(d->set, "base") != 0) continue;
        if ((d->flags & CIT_TF_START) && cat->classic_start < 0) cat->classic_start = (int16_t)t;
        for (int k = 0; k < d->count && n < CIT_MAX_STACK; k++) cat->classic_box[n++] = (cit_tile_id)t;
    }
    cat->classic_count = (uint8_t)n;
}

/* Tiles a road overlay may cross: those of the sets whose set line carries the word a
   module registered for CIT_TF_OVERLAY (the classic landscape and the triangles say it;
   sets whose inner sides are no fields, or that never meet an overlay, do not). */
static int may_carry_overlay(const cit_tile_def *d) {
    return d->nfeat < CIT_MAX_TILE_FEATURES && (d->flags & CIT_TF_OVERLAY);
}

/*
 * Appends an overlay variant for every tile and axis whose ends are field edges. On a
 * square the road runs from one edge's middle to the opposite one's; a triangle has one
 * leg on each axis (S for N-S, W for W-E at rotation 0), so its variant's road is that
 * leg's middle alone: half of a road over a cell of two triangles, whose other half is
 * the partner's variant. Whoever lays it joins the two halves (feat_join_parts): the
 * diagonal may be a city or a road the overlay passes over, so no port of it is taken.
 */
static int build_overlay_variants(cit_catalog *cat) {
    int n = cat->set.ntiles;
    memset(cat->overlay_variant, 0, sizeof cat->overlay_variant);
    memset(cat->variant_axis, 0, sizeof cat->variant_axis);
    for (int t = 0; t < CIT_MAX_TILE_TYPES; t++) cat->variant_base[t] = (cit_tile_id)t;
    for (int t = 0; t < cat->set.ntiles; t++) {
        const cit_tile_def *d = &cat->set.tiles[t];
        if (!may_carry_overlay(d)) continue;
        int triangle = d->shape == CIT_SHAPE_TRIANGLE;
        for (int axis = 0; axis < 2; axis++) {
            int s1 = axis == 0 ? CIT_SIDE_N : CIT_SIDE_E, s2 = s1 + 2;
            if (!triangle && cit_tile_edge_type(d, s1) != CIT_EDGE_FIELD) continue;
            if (cit_tile_edge_type(d, s2) != CIT_EDGE_FIELD) continue;
            if (n >= CIT_MAX_TILE_TYPES) { /* no room: the catalogue is incomplete */
                cat->ntypes = (cit_tile_id)n;
                return 0;
            }
            cit_tile_def *v = &cat->set.tiles[n];
            *v = *d;
            v->count = 0;
            v->flags &= ~(uint32_t)CIT_TF_START;
            cit_feature_def *road = &v->feat[v->nfeat++];
            memset(road, 0, sizeof *road);
            road->kind = CIT_FEAT_ROAD;
            road->ports = (uint16_t)(1u << (3 * s2 + 1));
            if (!triangle) road->ports |= (uint16_t)(1u << (3 * s1 + 1));
            cat->overlay_variant[t][axis] = (cit_tile_id)n;
            cat->variant_base[n] = (cit_tile_id)t;
            cat->variant_axis[n] = (uint8_t)(1 + axis);
            n++;
        }
    }
    cat->ntypes = (cit_tile_id)n;
    return 1;
}

int cit_catalog_build(cit_catalog *cat) {
    build_classic_box(cat);
    int fits = build_overlay_variants(cat);
    cat->triangle_from = cat->triangle_to = 0;
    for (int t = 0; t < cat->ntypes; t++) {
        const cit_tile_def *d = &cat->set.tiles[t];
        build_rotations(cat, t);
        build_fit(cat, t);
        build_runs(cat, t);
        for (int f = 0; f < d->nfeat; f++) {
            /* open ends: edge middles (and the diagonal's), or for the kinds any side
               closes the sides the feature reaches (cit_kind_rules); a cloister counts
               its empty neighbours once placed (features.c) */
            int ends = 0, any_side = cit_kind_rules[d->feat[f].kind].closes == CIT_CLOSE_ANY_SIDE;
            for (int s = 0; s < 4; s++)
                if (d->feat[f].ports & (any_side ? 7u << (3 * s) : 1u << (3 * s + 1))) ends++;
            if (!any_side && (d->feat[f].ports & (1u << CIT_PORT_DM))) ends++;
            cit_node_seed *seed = &cat->seed[t][f];
            memset(seed, 0, sizeof *seed);
            seed->feat = (uint8_t)f;
            seed->kind = (uint8_t)d->feat[f].kind;
            seed->open = (int16_t)ends;
            seed->pennants = d->feat[f].pennants;
        }
        cat->triangle[t] = d->shape == CIT_SHAPE_TRIANGLE;
        if (cat->triangle[t] && t < cat->set.ntiles) { /* the set's, not their variants */
            if (cat->triangle_from == cat->triangle_to) cat->triangle_from = (cit_tile_id)t;
            cat->triangle_to = (cit_tile_id)(t + 1);
        }
        cat->cloister[t] = -1;
        cat->closable[t] = cat->any_side_feats[t] = 0;
        memset(cat->kind_feats[t], 0, sizeof cat->kind_feats[t]);
        for (int f = 0; f < d->nfeat; f++) {
            cat->kind_feats[t][d->feat[f].kind] |= (uint16_t)(1u << f);
            int rule = cit_kind_rules[d->feat[f].kind].closes;
            if (rule == CIT_CLOSE_AROUND) cat->cloister[t] = (int8_t)f;
            if (rule == CIT_CLOSE_EDGES || rule == CIT_CLOSE_ANY_SIDE) cat->closable[t] |= (uint16_t)(1u << f);
            if (rule == CIT_CLOSE_ANY_SIDE) cat->any_side_feats[t] |= (uint16_t)(1u << f);
        }
        uint8_t distinct = 1;
        for (int r = 1; r < 4; r++) {
            int dup = 0;
            for (int q = 0; q < r && !dup; q++)
                if ((distinct >> q & 1) && same_rotation(cat, t, q, r)) dup = 1;
            if (!dup) distinct |= (uint8_t)(1u << r);
        }
        cat->distinct[t] = distinct;
    }
    for (int t = cat->set.ntiles - 1; t >= 0; t--) /* the runs of one set name */
        cat->set_end[t] = (cit_tile_id)(t + 1 < cat->set.ntiles && strcmp(cat->set.tiles[t].set, cat->set.tiles[t + 1].set) == 0
                                             ? cat->set_end[t + 1]
                                             : t + 1);
    return fits;
}
