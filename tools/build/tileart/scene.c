/* One tile being painted: distance fields, area labelling and follower anchors. */
#include "scene.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

scene *scene_new(int size) {
    scene *s = calloc(1, sizeof *s);
    if (!s) return NULL;
    size_t n = (size_t)size * (size_t)size;
    s->size = size;
    s->cv = cv_new(size, size);
    s->cls = calloc(n, 1);
    s->fmap = malloc(n);
    s->lab = calloc(n, sizeof *s->lab);
    s->margin = calloc(n, sizeof *s->margin);
    s->droad = calloc(n, sizeof *s->droad);
    s->road_of = calloc(n, 1);
    s->dcity = calloc(n, sizeof *s->dcity);
    s->city_of = calloc(n, 1);
    s->dwater = malloc(n * sizeof *s->dwater);
    s->v.scale = (float)size;
    if (!s->cv || !s->cls || !s->fmap || !s->lab || !s->margin || !s->droad || !s->road_of || !s->dcity ||
        !s->city_of || !s->dwater) {
        scene_free(s);
        return NULL;
    }
    return s;
}

void scene_free(scene *s) {
    if (!s) return;
    cv_free(s->cv);
    free(s->cls);
    free(s->fmap);
    free(s->lab);
    free(s->margin);
    free(s->droad);
    free(s->road_of);
    free(s->dcity);
    free(s->city_of);
    free(s->dwater);
    free(s);
}

#define PX(s, i) (((float)(i) + 0.5f) / (float)(s)->size)

void scene_distances(scene *s) {
    int S = s->size;
    size_t n = (size_t)S * (size_t)S;
    for (size_t i = 0; i < n; i++) s->droad[i] = 1e9f, s->road_of[i] = -1;
    const tile_geom *g = &s->geom;
    const float reach = 0.2f;
    for (int r = 0; r < g->nroad; r++) {
        const geo_road *rd = &g->road[r];
        for (int k = 0; k + 1 < rd->n; k++) {
            float ax = rd->pts[2 * k], ay = rd->pts[2 * k + 1];
            float bx = rd->pts[2 * k + 2], by = rd->pts[2 * k + 3];
            int x0 = (int)((fminf(ax, bx) - reach) * (float)S), x1 = (int)((fmaxf(ax, bx) + reach) * (float)S) + 1;
            int y0 = (int)((fminf(ay, by) - reach) * (float)S), y1 = (int)((fmaxf(ay, by) + reach) * (float)S) + 1;
            if (x0 < 0) x0 = 0;
            if (y0 < 0) y0 = 0;
            if (x1 > S) x1 = S;
            if (y1 > S) y1 = S;
            for (int y = y0; y < y1; y++)
                for (int x = x0; x < x1; x++) {
                    float d = sdf_seg(PX(s, x), PX(s, y), ax, ay, bx, by);
                    size_t i = (size_t)y * (size_t)S + (size_t)x;
                    if (d < s->droad[i]) s->droad[i] = d, s->road_of[i] = (int8_t)r;
                }
        }
    }
    /* exact distances near city borders; far from them a 4x4 block shares one value */
    for (int by = 0; by < S; by += 4)
        for (int bx = 0; bx < S; bx += 4) {
            int w, wc;
            float dc = geo_city_sdf(g, ((float)bx + 2) / (float)S, ((float)by + 2) / (float)S, &wc);
            int exact = fabsf(dc) < 0.15f;
            for (int y = by; y < by + 4 && y < S; y++)
                for (int x = bx; x < bx + 4 && x < S; x++) {
                    size_t i = (size_t)y * (size_t)S + (size_t)x;
                    if (exact) {
                        s->dcity[i] = geo_city_sdf(g, PX(s, x), PX(s, y), &w);
                        s->city_of[i] = (int8_t)w;
                    } else {
                        s->dcity[i] = dc;
                        s->city_of[i] = (int8_t)wc;
                    }
                }
        }
}

static int is_area_kind(int k) {
    return k == CIT_FEAT_FIELD || k == CIT_FEAT_MARKET || k == CIT_FEAT_RESIDENTIAL;
}

/* The pixel of port p's seed that is open area, trying a few insets; -1 if none. */
static int seed_pixel(const scene *s, int port) {
    static const float insets[] = {0.02f, 0.035f, 0.05f, 0.07f, 0.1f};
    for (size_t k = 0; k < sizeof insets / sizeof insets[0]; k++) {
        float x, y;
        if (!geo_port_point(&s->geom, port, insets[k], &x, &y)) return -1;
        int px = (int)(x * (float)s->size), py = (int)(y * (float)s->size);
        if (px < 0 || py < 0 || px >= s->size || py >= s->size) continue;
        int i = py * s->size + px;
        if (s->cls[i] == CL_AREA) return i;
    }
    return -1;
}

/* An enclosed field (no ports: IC-08) owns the open space no port reaches. With several
   (AM-02: the pockets north of the crossing city, then those south of it), the unreached
   spaces are shared out in file order from north to south, as many to each. */
static void claim_enclosed(const cit_tile_def *t, const int *comp, int n, int S, int ncomp, uint16_t *cand) {
    int enclosed[CIT_MAX_TILE_FEATURES], ne = 0;
    for (int f = 0; f < t->nfeat; f++)
        if (is_area_kind(t->feat[f].kind) && !t->feat[f].ports) enclosed[ne++] = f;
    if (!ne) return;
    double *ysum = calloc((size_t)ncomp + 1, sizeof *ysum);
    int *cnt = calloc((size_t)ncomp + 1, sizeof *cnt), *order = malloc(((size_t)ncomp + 1) * sizeof *order);
    if (!ysum || !cnt || !order) {
        free(ysum), free(cnt), free(order);
        return;
    }
    for (int i = 0; i < n; i++)
        if (comp[i] >= 0) ysum[comp[i]] += i / S, cnt[comp[i]]++;
    int nfree = 0;
    for (int c = 0; c < ncomp; c++)
        if (!cand[c]) order[nfree++] = c;
    for (int a = 1; a < nfree; a++) /* by the row of their middle: few spaces */
        for (int b = a; b > 0 && ysum[order[b]] * cnt[order[b - 1]] < ysum[order[b - 1]] * cnt[order[b]]; b--) {
            int tmp = order[b];
            order[b] = order[b - 1];
            order[b - 1] = tmp;
        }
    for (int k = 0; k < nfree; k++) cand[order[k]] = (uint16_t)(1u << enclosed[k * ne / nfree]);
    free(ysum), free(cnt), free(order);
}

void scene_label(scene *s, const cit_tile_def *t) {
    int S = s->size, n = S * S;
    int *comp = malloc((size_t)n * sizeof *comp), *queue = malloc((size_t)n * sizeof *queue);
    uint16_t *cand = calloc((size_t)n + 1, sizeof *cand);
    if (!comp || !queue || !cand) {
        free(comp), free(queue), free(cand);
        return;
    }
    for (int i = 0; i < n; i++) comp[i] = -1, s->lab[i] = -1, s->margin[i] = 1e9f;
    int ncomp = 0;
    for (int i = 0; i < n; i++) {
        if (s->cls[i] != CL_AREA || comp[i] >= 0) continue;
        int head = 0, tail = 0;
        comp[i] = ncomp;
        queue[tail++] = i;
        while (head < tail) {
            int p = queue[head++], x = p % S, y = p / S;
            int nb[4] = {x > 0 ? p - 1 : -1, x < S - 1 ? p + 1 : -1, y > 0 ? p - S : -1,
                         y < S - 1 ? p + S : -1};
            for (int k = 0; k < 4; k++)
                if (nb[k] >= 0 && comp[nb[k]] < 0 && s->cls[nb[k]] == CL_AREA) {
                    comp[nb[k]] = ncomp;
                    queue[tail++] = nb[k];
                }
        }
        ncomp++;
    }
    for (int f = 0; f < t->nfeat; f++) {
        if (!is_area_kind(t->feat[f].kind)) continue;
        for (int p = 0; p < CIT_PORT_COUNT; p++) {
            if (!((t->feat[f].ports >> p) & 1)) continue;
            int i = seed_pixel(s, p);
            if (i >= 0) cand[comp[i]] |= (uint16_t)(1u << f);
        }
    }
    claim_enclosed(t, comp, n, S, ncomp, cand);
    for (int i = 0; i < n; i++) {
        if (comp[i] < 0) continue;
        uint16_t m = cand[comp[i]];
        if (!m) continue;
        if (!(m & (m - 1))) { /* one feature owns this open space */
            int f = 0;
            while (!((m >> f) & 1)) f++;
            s->lab[i] = (int16_t)f;
            continue;
        }
        float x = PX(s, i % S), y = PX(s, i / S), d1 = 1e9f;
        int best = -1;
        for (int f = 0; f < t->nfeat; f++) {
            if (!((m >> f) & 1)) continue;
            float d = 1e9f;
            for (int p = 0; p < CIT_PORT_COUNT; p++)
                if ((t->feat[f].ports >> p) & 1) d = fminf(d, geo_port_dist(&s->geom, p, x, y));
            if (d < d1) d1 = d, best = f;
        }
        s->lab[i] = (int16_t)best;
    }
    int shared = 0; /* does any open space hold more than one feature? */
    for (int c = 0; c < ncomp; c++) shared |= (cand[c] & (cand[c] - 1)) != 0;
    if (!shared) {
        free(comp), free(queue), free(cand);
        return;
    }
    /* margin: distance to the nearest border between two labels (two-pass chamfer, pixels) */
    for (int i = 0; i < n; i++) {
        int x = i % S, y = i / S, l = s->lab[i];
        s->margin[i] = 1e9f;
        if (l < 0) continue;
        if ((x > 0 && s->lab[i - 1] >= 0 && s->lab[i - 1] != l) || (x < S - 1 && s->lab[i + 1] >= 0 && s->lab[i + 1] != l) ||
            (y > 0 && s->lab[i - S] >= 0 && s->lab[i - S] != l) || (y < S - 1 && s->lab[i + S] >= 0 && s->lab[i + S] != l))
            s->margin[i] = 0.5f;
    }
    for (int pass = 0; pass < 2; pass++)
        for (int k = 0; k < n; k++) {
            int i = pass ? n - 1 - k : k, x = i % S, y = i / S, st = pass ? 1 : -1;
            float m = s->margin[i];
            int ys = y + st, xs = x + st;
            if (ys >= 0 && ys < S) {
                m = fminf(m, s->margin[ys * S + x] + 1);
                if (x > 0) m = fminf(m, s->margin[ys * S + x - 1] + 1.414f);
                if (x < S - 1) m = fminf(m, s->margin[ys * S + x + 1] + 1.414f);
            }
            if (xs >= 0 && xs < S) m = fminf(m, s->margin[y * S + xs] + 1);
            s->margin[i] = m;
        }
    for (int i = 0; i < n; i++)
        s->margin[i] = s->margin[i] > 1e8f ? 1e9f : (s->margin[i] - 0.5f) / (float)S;
    free(comp);
    free(queue);
    free(cand);
}

void scene_feature_map(scene *s) {
    size_t n = (size_t)s->size * (size_t)s->size;
    for (size_t i = 0; i < n; i++) {
        int f = -1;
        if (s->cls[i] == CL_CITY && s->city_of[i] >= 0) f = s->geom.city[s->city_of[i]].feat;
        else if (s->cls[i] == CL_ROAD && s->road_of[i] >= 0) f = s->geom.road[s->road_of[i]].feat;
        else if (s->cls[i] == CL_AREA) f = s->lab[i];
        s->fmap[i] = (int8_t)f;
    }
}

/* ---- anchors ------------------------------------------------------------------------------ */

#define AG 64

/* Chamfer distance (in grid cells) to the nearest cell outside the mask. */
static void chamfer(const uint8_t *mask, float *dt) {
    for (int i = 0; i < AG * AG; i++) dt[i] = mask[i] ? 1e6f : 0;
    for (int pass = 0; pass < 2; pass++) {
        int step = pass ? -1 : 1;
        for (int k = 0; k < AG * AG; k++) {
            int i = pass ? AG * AG - 1 - k : k, x = i % AG, y = i / AG;
            if (!mask[i]) continue;
            float best = dt[i];
            int ys = y - step;
            if (ys < 0 || ys >= AG) best = fminf(best, 1);
            else {
                best = fminf(best, dt[ys * AG + x] + 1);
                if (x > 0) best = fminf(best, dt[ys * AG + x - 1] + 1.414f);
                if (x < AG - 1) best = fminf(best, dt[ys * AG + x + 1] + 1.414f);
            }
            int xs = x - step;
            if (xs < 0 || xs >= AG) best = fminf(best, 1);
            else best = fminf(best, dt[y * AG + xs] + 1);
            dt[i] = best;
        }
    }
}

static int pick(const uint8_t *mask, anchor *a, anchor *b, float *room, float *room2) {
    float dt[AG * AG];
    chamfer(mask, dt);
    int bi = -1;
    float bv = 0, bs = -1e9f;
    /* the roomiest cell; among nearly equal ones the one nearest the tile's middle */
    for (int i = 0; i < AG * AG; i++) {
        if (dt[i] <= 0) continue;
        float score = dt[i] - 0.06f * hypotf((float)(i % AG) - AG / 2 + 0.5f, (float)(i / AG) - AG / 2 + 0.5f);
        if (score > bs) bs = score, bv = dt[i], bi = i;
    }
    if (bi < 0) return 0;
    a->x = ((float)(bi % AG) + 0.5f) / AG, a->y = ((float)(bi / AG) + 0.5f) / AG, a->ok = 1;
    *room = bv / AG;
    int fi = bi;
    float fd = 0;
    for (int i = 0; i < AG * AG; i++) {
        if (dt[i] < bv * 0.6f || dt[i] < 3) continue;
        float dx = (float)(i % AG - bi % AG), dy = (float)(i / AG - bi / AG), d = dx * dx + dy * dy;
        if (d > fd) fd = d, fi = i;
    }
    b->x = ((float)(fi % AG) + 0.5f) / AG, b->y = ((float)(fi / AG) + 0.5f) / AG, b->ok = 1;
    *room2 = dt[fi] / AG;
    return 1;
}

static void road_anchor(const scene *s, int r, anchor *a) {
    const geo_road *rd = &s->geom.road[r];
    int last = rd->n - 1;
    if (rd->dead_end) {
        for (int k = 1; k < rd->n; k++) {
            int w;
            if (geo_city_sdf(&s->geom, rd->pts[2 * k], rd->pts[2 * k + 1], &w) < 0.05f) {
                last = k - 1;
                break;
            }
        }
        if (last == rd->n - 1) last = (rd->n - 1) * 7 / 10;
    }
    int k = rd->dead_end ? last / 2 : rd->n / 2;
    if (!rd->dead_end && geo_city_sdf(&s->geom, rd->pts[2 * k], rd->pts[2 * k + 1], NULL) < 0.05f) {
        /* a road through a city (AM-12): the middle of the stretch before the gate */
        int gate = k;
        while (gate > 0 && geo_city_sdf(&s->geom, rd->pts[2 * gate], rd->pts[2 * gate + 1], NULL) < 0.05f) gate--;
        k = gate / 2;
    }
    /* two roads crossing on two levels (TB-24): each follower stands clear of the crossing */
    for (int o = 0; o < s->geom.nroad; o++) {
        const geo_road *ot = &s->geom.road[o];
        if (o == r) continue;
        for (int q = 0; q < ot->n; q++)
            if (hypotf(ot->pts[2 * q] - rd->pts[2 * k], ot->pts[2 * q + 1] - rd->pts[2 * k + 1]) < 0.12f) {
                k = rd->dead_end ? last / 4 : rd->n / 5;
                o = s->geom.nroad;
                break;
            }
    }
    /* a road carried over a city on a bridge (TW-08): its follower stands short of the city */
    int w, out = k;
    while (out > 0 && geo_city_sdf(&s->geom, rd->pts[2 * out], rd->pts[2 * out + 1], &w) < 0.05f) out--;
    if (out < k) k = out * 3 / 5;
    a->x = rd->pts[2 * k], a->y = rd->pts[2 * k + 1], a->ok = 1;
}

void scene_anchors(scene *s, const cit_tile_def *t) {
    uint8_t mask[AG * AG];
    int S = s->size;
    for (int f = 0; f < t->nfeat; f++) {
        int kind = t->feat[f].kind;
        s->anc[f].ok = s->spot2[f].ok = 0;
        if (kind == CIT_FEAT_ROAD || kind == CIT_FEAT_STREET) {
            if (s->kept[f].ok) {
                s->anc[f] = s->kept[f];
                continue;
            }
            for (int r = 0; r < s->geom.nroad; r++)
                if (s->geom.road[r].feat == f) road_anchor(s, r, &s->anc[f]);
            continue;
        }
        if (kind == CIT_FEAT_CLOISTER) continue; /* the painter sets it */
        int ci = -1;
        for (int c = 0; c < s->geom.ncity; c++)
            if (s->geom.city[c].feat == f) ci = c;
        for (int gy = 0; gy < AG; gy++)
            for (int gx = 0; gx < AG; gx++) {
                int x = (int)(((float)gx + 0.5f) / AG * (float)S), y = (int)(((float)gy + 0.5f) / AG * (float)S);
                size_t i = (size_t)y * (size_t)S + (size_t)x;
                int in;
                if (kind == CIT_FEAT_CITY) in = s->cls[i] == CL_CITY && s->city_of[i] == ci && s->dcity[i] < -0.04f;
                else in = s->cls[i] == CL_AREA && s->lab[i] == f && s->margin[i] > 0.03f;
                mask[gy * AG + gx] = (uint8_t)in;
            }
        pick(mask, &s->anc[f], &s->spot2[f], &s->room[f], &s->room2[f]);
    }
}
