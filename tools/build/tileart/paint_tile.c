/* The tile painter: turns a tile's features into grass, roads, streets, cities and areas. */
#include <math.h>
#include <string.h>

#include "goods.h"
#include "inn.h"
#include "noise.h"
#include "paint.h"
#include "water.h"
#include "modules/bazaar/bazaar.h"
#include "modules/city/city.h"
#include "modules/count/count.h"
#include "modules/halflings/halflings.h"
#include "foundation.h"
#include "modules/inns/inns.h"
#include "modules/dragon/dragon.h"
#include "modules/abbey/abbey.h"
#include "modules/bigtop/bigtop.h"
#include "bigtop_art.h"

#define RW 0.062f /* road half width */
#define VW 0.03f /* verge beyond the road */
#define SW 0.088f /* street half width (The City) */
#define WW 0.03f  /* city wall half width */

static float cov(float d, float scale) { return clampf(0.5f - d * scale, 0, 1); }
static void reserve(scene *s, float x, float y, float r);

static int is_city_set(const cit_tile_def *t) {
    for (int f = 0; f < t->nfeat; f++)
        if (t->feat[f].kind >= CIT_FEAT_STREET) return 1;
    return strcmp(t->set, "city") == 0;
}

/* ---- ground textures ----------------------------------------------------------------------- */

static rgba grass_at(float x, float y) {
    float n1 = nz_fbm(x * 4.5f, y * 4.5f, 3, 11);
    float n2 = nz_value(x * 40, y * 40, 12);
    float n3 = nz_value(x * 150, y * 150, 13);
    rgba c = rgba_mix(rgb_hex(0x4a7a2a), rgb_hex(0x86b048), clampf(n1 * 1.3f - 0.15f + (n2 - 0.5f) * 0.3f, 0, 1));
    c = rgba_shade(c, 0.9f + 0.18f * n3);
    if (n3 > 0.83f && n2 > 0.6f) c = rgba_mix(c, rgb_hex(0xc4cf63), 0.45f);
    return c;
}

static rgba road_at(float x, float y, float d, float rw) {
    rgba c = rgb_hex(COL_ROAD);
    c = rgba_shade(c, 0.9f + 0.16f * nz_fbm(x * 55, y * 55, 3, 21));
    uint32_t id;
    float e = nz_cells(x * 120, y * 120, 22, &id);
    if (e > 0.2f && (id & 3) == 0) c = rgba_shade(c, 0.84f + 0.1f * (float)((id >> 4) & 7) / 7.0f);
    else if (e > 0.24f && (id & 7) == 1) c = rgba_shade(c, 1.08f);
    float rut = fabsf(d - rw * 0.45f);
    if (rut < 0.012f) c = rgba_shade(c, 0.9f + 0.1f * rut / 0.012f);
    return c;
}

static rgba paving_at(float x, float y) {
    uint32_t id;
    float e = nz_cells(x * 30, y * 30, 31, &id);
    rgba c = rgba_shade(rgb_hex(COL_PAVING), 0.88f + 0.2f * (float)(id & 255) / 255.0f);
    c = rgba_shade(c, 0.95f + 0.1f * nz_value(x * 120, y * 120, 32));
    if (e < 0.07f) c = rgba_shade(c, 0.78f + 0.22f * e / 0.07f);
    return c;
}

static rgba cobble_at(float x, float y) {
    uint32_t id;
    float e = nz_cells(x * 42, y * 42, 41, &id);
    rgba c = rgba_shade(rgb_hex(COL_COBBLE), 0.86f + 0.24f * (float)(id & 255) / 255.0f);
    c = rgba_shade(c, 1.0f + 0.12f * (e - 0.2f));
    if (e < 0.08f) c = rgba_shade(rgb_hex(0x6f6c66), 0.9f + e);
    return c;
}

/* A market square: green-glazed flagstones in a grid, worn lighter where people walk. */
static rgba market_at(float x, float y) {
    float u = x * 16 + 100, v = y * 16 + 100;
    uint32_t id = nz_hash((uint32_t)(int)u, (uint32_t)(int)v, 53);
    rgba c = rgba_shade(rgb_hex(COL_MARKET), 0.86f + 0.2f * (float)(id & 255) / 255.0f);
    c = rgba_mix(c, rgb_hex(0x8fbf6a), 0.35f * nz_fbm(x * 6, y * 6, 3, 51));
    float gx = fabsf(u - floorf(u) - 0.5f), gy = fabsf(v - floorf(v) - 0.5f);
    if (gx > 0.43f || gy > 0.43f) c = rgba_shade(c, 0.78f);
    else if (gx > 0.36f || gy > 0.36f) c = rgba_shade(c, 1.06f);
    return rgba_shade(c, 0.94f + 0.12f * nz_value(x * 150, y * 150, 52));
}

static rgba resid_at(float x, float y) {
    rgba c = rgba_mix(rgb_hex(COL_RESID), rgb_hex(0xa47a45), nz_fbm(x * 7, y * 7, 3, 61));
    return rgba_shade(c, 0.9f + 0.18f * nz_value(x * 110, y * 110, 62));
}

/* The wall seen from above: `so` is the signed offset from its centre line (+ outside). */
static rgba wall_at(float along, float so, float sc) {
    float row = floorf((so + 1) / 0.014f);
    float brick = (along + row * 0.013f) / 0.026f;
    uint32_t id = nz_hash((uint32_t)(int)floorf(brick), (uint32_t)(int)row, 71);
    rgba c = rgba_shade(rgb_hex(COL_WALL), 0.92f + 0.14f * (float)(id & 255) / 255.0f);
    if (so > 0.002f) {
        /* the parapet: merlons (lit tops) and embrasures (in shadow) */
        float m = fmodf(along + 100.0f, 0.04f);
        if (m < 0.024f) {
            c = rgba_shade(c, 1.14f);
            if (m < 0.004f || so > WW - 0.006f) c = rgba_shade(c, 0.88f);
        } else {
            c = rgba_shade(c, 0.66f);
        }
    } else {
        float fb = brick - floorf(brick);
        if (fb < 0.07f) c = rgba_shade(c, 0.86f); /* flagstones of the wall walk */
        c = rgba_shade(c, 0.96f);
    }
    /* dark outlines on both faces */
    float edge = fmaxf(clampf(1.5f - (WW - so) * sc, 0, 1), clampf(1.5f - (WW + so) * sc, 0, 1));
    return rgba_mix(c, rgb_hex(0x4a4438), edge * 0.75f);
}

/* ---- the pipeline ------------------------------------------------------------------------- */

static void classify(scene *s, int count_tile, float ox, float oy, float rw) {
    int S = s->size;
    for (int y = 0; y < S; y++)
        for (int x = 0; x < S; x++) {
            size_t i = (size_t)y * (size_t)S + (size_t)x;
            float ux = ((float)x + 0.5f) / (float)S, uy = ((float)y + 0.5f) / (float)S;
            if (count_tile) {
                float d = count_city_sdf(ux + ox, uy + oy);
                if (d < s->dcity[i]) s->dcity[i] = d, s->city_of[i] = -1;
            }
            uint8_t c = CL_AREA;
            if (geo_tile_sdf(&s->geom, ux, uy) > 0) c = CL_OUT;
            else if (s->dcity[i] < 0) c = CL_CITY;
            else if (s->droad[i] < rw) c = CL_ROAD;
            else if (s->dwater[i] < 0) c = CL_ROAD; /* the river: no field crosses it */
            s->cls[i] = c;
        }
}

static rgba ground(const cit_tile_def *t, int lab, int cityset, float x, float y) {
    int kind = lab >= 0 ? t->feat[lab].kind : (cityset ? CIT_FEAT_RESIDENTIAL : CIT_FEAT_FIELD);
    if (kind == CIT_FEAT_MARKET) return market_at(x, y);
    if (kind == CIT_FEAT_RESIDENTIAL) return resid_at(x, y);
    return grass_at(x, y);
}

static void compose(scene *s, const cit_tile_def *t, float ox, float oy, int cityset, float rw) {
    int S = s->size;
    float sc = (float)S;
    for (int y = 0; y < S; y++)
        for (int x = 0; x < S; x++) {
            size_t i = (size_t)y * (size_t)S + (size_t)x;
            float ux = ((float)x + 0.5f) / sc, uy = ((float)y + 0.5f) / sc;
            float wx = ux + ox, wy = uy + oy;
            float dc = s->dcity[i];
            rgba c = {0, 0, 0, 1};
            if (dc > -2.0f / sc) c = ground(t, s->lab[i], cityset, wx, wy);
            float m = s->margin[i];
            if (m < 0.03f) {
                if (cityset) {
                    c = rgba_shade(c, 1 - 0.25f * cov(m - 0.012f, sc));
                    c = rgba_mix(c, rgb_hex(0x6a4f2c), cov(m - 0.005f, sc));
                } else {
                    float hn = nz_value(wx * 60, wy * 60, 81);
                    c = rgba_shade(c, 1 - 0.3f * cov(m - 0.02f, sc));
                    c = rgba_mix(c, rgba_shade(rgb_hex(0x2f5a1e), 0.8f + 0.4f * hn), cov(m - 0.009f - 0.006f * hn, sc));
                }
            }
            if (s->dwater[i] < 0.06f) c = water_paint(c, s->dwater[i], wx, wy, sc);
            float dr = s->droad[i];
            if (dr < rw + VW + 0.01f && dc > -2.0f / sc) {
                if (!cityset) {
                    rgba verge = rgba_mix(rgba_shade(c, 0.8f), rgb_hex(0x8f9a50), 0.35f);
                    c = rgba_mix(c, verge, 0.8f * cov(dr - rw - VW * (0.7f + 0.6f * nz_value(wx * 50, wy * 50, 82)), sc));
                    c = rgba_mix(c, road_at(wx, wy, dr, rw), cov(dr - rw, sc));
                    c = rgba_mix(c, rgb_hex(COL_ROAD_EDGE), 0.55f * cov(fabsf(dr - rw + 0.004f) - 0.004f, sc));
                } else {
                    c = rgba_mix(c, cobble_at(wx, wy), cov(dr - rw, sc));
                    c = rgba_mix(c, rgb_hex(0xcfcabb), cov(fabsf(dr - rw + 0.006f) - 0.006f, sc));
                }
            }
            if (dc < 0.1f) {
                int ci = s->city_of[i];
                float along = 0, dw = 1e9f;
                if (ci >= 0 && dc > -0.1f) dw = geo_wall_dist(&s->geom.city[ci], ux, uy, &along);
                if (dc > 0 && dw < WW + 0.06f)
                    c = rgba_shade(c, 1 - 0.45f * (1 - smoothstep(WW * 0.5f, WW + 0.06f, dw)));
                c = rgba_mix(c, paving_at(wx, wy), cov(dc, sc));
                if (dc < 0 && dw < WW + 0.035f) c = rgba_shade(c, 0.72f + 0.28f * smoothstep(WW, WW + 0.035f, dw));
                float cw = cov(dw - WW, sc);
                if (cw > 0) c = rgba_mix(c, wall_at(along, dc > 0 ? dw : -dw, sc), cw);
            }
            c.a = 1;
            s->cv->px[i] = c;
        }
}

/* ---- decorations placed from the geometry --------------------------------------------------- */

static int near_anchor(const scene *s, const cit_tile_def *t, float x, float y, float r) {
    for (int f = 0; f < t->nfeat; f++)
        if (s->anc[f].ok && hypotf(s->anc[f].x - x, s->anc[f].y - y) < r) return 1;
    return 0;
}

static size_t idx(const scene *s, float x, float y) {
    int px = (int)clampf(x * (float)s->size, 0, (float)s->size - 1);
    int py = (int)clampf(y * (float)s->size, 0, (float)s->size - 1);
    return (size_t)py * (size_t)s->size + (size_t)px;
}

/* Houses on a jittered grid wherever ok_at() allows, roofs in warm colours. */
static void city_houses(scene *s, const cit_tile_def *t, float ox, float oy, int cityset, float rw) {
    uint32_t seed = nz_str(t->id);
    float cell = cityset ? 0.095f : 0.072f;
    for (int gy = -1; gy <= (int)(1 / cell) + 1; gy++)
        for (int gx = -1; gx <= (int)(1 / cell) + 1; gx++) {
            /* the grid lives in world units so neighbouring Count tiles agree */
            int wx = gx + (int)floorf(ox / cell), wy = gy + (int)floorf(oy / cell);
            uint32_t h = nz_hash((uint32_t)wx, (uint32_t)wy, 91);
            if ((h & 7) < (cityset ? 2u : 1u)) continue;
            float x = ((float)wx + 0.2f + 0.6f * nz_rand((uint32_t)wx, (uint32_t)wy, 92)) * cell - ox;
            float y = ((float)wy + 0.2f + 0.6f * nz_rand((uint32_t)wx, (uint32_t)wy, 93)) * cell - oy;
            if (x < -0.05f || y < -0.05f || x > 1.05f || y > 1.05f) continue;
            float a = 0.028f + 0.018f * nz_rand((uint32_t)wx, (uint32_t)wy, 94);
            float b = 0.019f + 0.009f * nz_rand((uint32_t)wx, (uint32_t)wy, 95);
            float r = hypotf(a, b);
            size_t i = idx(s, clampf(x, 0, 0.999f), clampf(y, 0, 0.999f));
            if (cityset) {
                if (s->cls[i] != CL_AREA || s->lab[i] < 0 || t->feat[s->lab[i]].kind != CIT_FEAT_RESIDENTIAL)
                    continue;
                if (s->droad[i] < rw + r + 0.01f || s->margin[i] < r + 0.01f) continue;
                if (geo_tile_sdf(&s->geom, x, y) > -r * 0.5f) continue;
            } else {
                if (s->cls[i] == CL_SOLID) continue;
                float fit = (-s->dcity[i] - WW - 0.012f) / r; /* shrink houses in shallow cities */
                if (fit < 0.6f) continue;
                if (fit < 1) a *= fit, b *= fit, r *= fit;
                if (s->city_of[i] < 0 && (s->dcity[i] > -(0.15f + r) || count_quarter_at(x + ox, y + oy)))
                    continue;
            }
            if (near_anchor(s, t, x, y, r + 0.045f)) continue;
            float ang = ((h >> 4) & 1 ? 1.5708f : 0) + 0.25f * (nz_rand((uint32_t)wx, (uint32_t)wy, 96) - 0.5f);
            decor_house(s, x, y, a, b, ang, h ^ seed);
        }
}

static void market_stalls(scene *s, const cit_tile_def *t) {
    uint32_t seed = nz_str(t->id);
    static const uint32_t awn[4][2] = {{0xc8372d, 0xf3eee0}, {0x2f63b8, 0xf2d04a}, {0x3c8a3c, 0xf3eee0}, {0xd9892a, 0x7a3a8a}};
    for (int k = 0, placed = 0; k < 60 && placed < 4; k++) {
        float x = 0.12f + 0.76f * nz_rand(seed, (uint32_t)k, 131), y = 0.12f + 0.76f * nz_rand(seed, (uint32_t)k, 132);
        size_t i = idx(s, x, y);
        if (s->cls[i] != CL_AREA || s->lab[i] < 0 || t->feat[s->lab[i]].kind != CIT_FEAT_MARKET) continue;
        if (s->margin[i] < 0.07f || s->droad[i] < SW + 0.06f || geo_tile_sdf(&s->geom, x, y) > -0.11f) continue;
        if (near_anchor(s, t, x, y, 0.1f)) continue;
        const uint32_t *c = awn[(seed + (uint32_t)k) % 4];
        decor_stall(s, x, y, 0.032f, c[0], c[1]);
        reserve(s, x, y, 0.08f);
        placed++;
    }
}

static void field_trees(scene *s, const cit_tile_def *t) {
    uint32_t seed = nz_str(t->id);
    int want = (int)(seed % 4);
    for (int k = 0, placed = 0; k < 40 && placed < want; k++) {
        float x = 0.1f + 0.8f * nz_rand(seed, (uint32_t)k, 101), y = 0.1f + 0.8f * nz_rand(seed, (uint32_t)k, 102);
        size_t i = idx(s, x, y);
        if (s->cls[i] != CL_AREA || s->lab[i] < 0 || s->margin[i] < 0.06f) continue;
        if (s->droad[i] < RW + 0.07f || s->dcity[i] < 0.08f) continue;
        if (geo_tile_sdf(&s->geom, x, y) > -0.07f || near_anchor(s, t, x, y, 0.11f)) continue;
        if (hypotf(x - s->geom.cx, y - s->geom.cy) < 0.32f && (t->flags & (CIT_TF_BAZAAR | CIT_TF_VINEYARD | CIT_TF_HILL | CIT_TF_SHEEP | CIT_TF_CROP_CIRCLE)))
            continue;
        decor_tree(s, x, y, 0.028f + 0.012f * nz_rand(seed, (uint32_t)k, 103), seed + (uint32_t)k);
        placed++;
    }
}

/* Round towers along long stretches of wall, away from the tile's edges. */
static void wall_towers(scene *s) {
    for (int ci = 0; ci < s->geom.ncity; ci++) {
        const geo_city *c = &s->geom.city[ci];
        float run = 0;
        int start = -1;
        for (int i = 0; i <= c->n; i++) {
            int wall = i < c->n && c->seg_wall[i];
            if (wall) {
                int j = (i + 1) % c->n;
                if (start < 0) start = i, run = 0;
                run += hypotf(c->pts[2 * j] - c->pts[2 * i], c->pts[2 * j + 1] - c->pts[2 * i + 1]);
                continue;
            }
            if (start >= 0 && run > 0.5f && s->geom.nsides == 4) {
                int towers = (int)(run / 0.5f);
                for (int k = 0; k < towers; k++) {
                    float want = run * ((float)k + 0.5f) / (float)towers, acc = 0;
                    for (int q = start; q < i; q++) {
                        int j = (q + 1) % c->n;
                        float l = hypotf(c->pts[2 * j] - c->pts[2 * q], c->pts[2 * j + 1] - c->pts[2 * q + 1]);
                        if (acc + l >= want) {
                            float t = l > 0 ? (want - acc) / l : 0;
                            float x = c->pts[2 * q] + (c->pts[2 * j] - c->pts[2 * q]) * t;
                            float y = c->pts[2 * q + 1] + (c->pts[2 * j + 1] - c->pts[2 * q + 1]) * t;
                            if (geo_tile_sdf(&s->geom, x, y) < -0.1f && s->droad[(size_t)(y * (float)s->size) * (size_t)s->size + (size_t)(x * (float)s->size)] > 0.12f)
                                decor_tower(s, x, y, 0.042f, 0);
                            break;
                        }
                        acc += l;
                    }
                }
            }
            start = -1;
        }
    }
}

static void gates(scene *s, int count_tile, float ox, float oy) {
    const tile_geom *g = &s->geom;
    for (int r = 0; r < g->nroad; r++) {
        const geo_road *rd = &g->road[r];
        for (int k = 1; k < rd->n; k++) {
            int w;
            float x = rd->pts[2 * k], y = rd->pts[2 * k + 1];
            float d = geo_city_sdf(g, x, y, &w);
            if (count_tile) d = fminf(d, count_city_sdf(x + ox, y + oy) + 0.02f);
            if (d < 0) {
                float ang = atan2f(y - rd->pts[2 * k - 1], x - rd->pts[2 * k - 2]);
                decor_gate(s, x, y, ang, 0.07f);
                break;
            }
        }
    }
}

/* Where the big decorations go; decided before the anchors so followers avoid them. */
typedef struct {
    int cloister, bazaar, house, well, building, crop, vine, hill, sheep, ngoods, farm, inn, cathedral, tower, circus, acrobats;
    float clx, cly, bzx, bzy, hx, hy, bx, by, bsize, fx, fy, fk, ix, iy, ihalf, twx, twy, twk;
    float gx[4], gy[4], gsize[4];
    int gkind[4], gcity[4]; /* a market's goods (The City) or a city's (Traders & Builders) */
} plan;

static void reserve(scene *s, float x, float y, float r) {
    int S = s->size;
    int x0 = (int)fmaxf(0, (x - r) * (float)S), x1 = (int)fminf((float)S, (x + r) * (float)S + 1);
    int y0 = (int)fmaxf(0, (y - r) * (float)S), y1 = (int)fminf((float)S, (y + r) * (float)S + 1);
    for (int py = y0; py < y1; py++)
        for (int px = x0; px < x1; px++) {
            float ux = ((float)px + 0.5f) / (float)S, uy = ((float)py + 0.5f) / (float)S;
            size_t i = (size_t)py * (size_t)S + (size_t)px;
            if (hypotf(ux - x, uy - y) < r && s->cls[i] != CL_OUT) s->cls[i] = CL_SOLID;
        }
}

static void plan_specials(scene *s, const cit_tile_def *t, int cityset, plan *p) {
    tile_geom *g = &s->geom;
    memset(p, 0, sizeof *p);
    float k = t->shape == CIT_SHAPE_TRIANGLE ? 0.75f : 1.25f;
    for (int f = 0; f < t->nfeat; f++)
        if (t->feat[f].kind == CIT_FEAT_CLOISTER) p->cloister = f + 1;
    if (p->cloister) {
        p->clx = g->cx, p->cly = g->cy - (t->shape == CIT_SHAPE_TRIANGLE ? 0.0f : 0.02f);
        if (geo_hint(t, "road-bend", (char[8]){0}, 8)) p->cly = 0.36f;
        if (geo_hint_is(t, "cloister", "north")) p->cly = 0.19f; /* north of the river */
        reserve(s, p->clx, p->cly + 0.03f * k, 0.19f * k);
    }
    if (t->flags & CIT_TF_BAZAAR) {
        p->bazaar = 1, p->bzx = g->endx, p->bzy = g->endy;
        reserve(s, p->bzx, p->bzy, 0.17f);
    } else if (g->crossing && !cityset && !(p->tower = foundation_plan(s, t, &p->twx, &p->twy, &p->twk))) {
        p->house = 1, p->hx = g->cx, p->hy = g->cy;
        p->well = geo_hint_is(t, "crossing", "well"); /* AM-11: a well instead of a house */
        reserve(s, p->hx, p->hy, p->well ? 0.12f : 0.1f);
    }
    for (int r = 0; r < g->nroad; r++) {
        const geo_road *rd = &g->road[r];
        if (rd->dead_end && (geo_hint_is(t, "road-end", "house") || rd->cottage)) {
            p->house = 1, p->hx = rd->pts[2 * (rd->n - 1)], p->hy = rd->pts[2 * (rd->n - 1) + 1];
            reserve(s, p->hx, p->hy, 0.09f);
        }
        if ((t->feat[rd->feat].flags & CIT_FF_INN) && !p->inn) {
            /* the inn beside its road, the follower's spot on the road clear of it */
            anchor at;
            p->inn = 1, p->ix = 0.76f, p->iy = 0.7f;
            if (inn_place(s, r, &at, &p->ix, &p->iy, &p->ihalf)) s->kept[rd->feat] = at;
            s->mark[rd->feat] = (feature_mark){p->ix, p->iy, p->ihalf, "inn"};
            reserve(s, p->ix, p->iy, p->ihalf * 1.3f);
        }
    }
    for (int f = 0; f < t->nfeat; f++)
        if (t->feat[f].kind == CIT_FEAT_CITY && (t->feat[f].flags & CIT_FF_CATHEDRAL)) {
            /* north of the middle; reserved, so the city's follower stands south of it */
            p->cathedral = 1;
            s->mark[f] = (feature_mark){0.5f, 0.28f, 0.2f, "cathedral"};
            reserve(s, 0.5f, 0.28f, 0.22f);
        }
    /* Under the Big Top: the circus or acrobat space in the middle, where the roads end (the
       window stands the big top and the acrobats there), instead of a crossing's house */
    p->circus = (t->flags & CIT_TF_CIRCUS) != 0;
    p->acrobats = (t->flags & CIT_TF_ACROBATS) != 0;
    if (p->circus || p->acrobats) p->house = 0, reserve(s, g->cx, g->cy, 0.2f);
    if (!p->tower) p->tower = foundation_plan(s, t, &p->twx, &p->twy, &p->twk); /* roads end at it */
    if (p->tower) reserve(s, p->twx, p->twy, 0.14f * p->twk);
    p->crop = (t->flags & CIT_TF_CROP_CIRCLE) != 0;
    p->vine = (t->flags & CIT_TF_VINEYARD) != 0;
    if (p->crop || p->vine) reserve(s, g->cx, g->cy, 0.24f);
    p->fx = g->cx, p->fy = g->cy;
    float room = 0.1f;
    for (int f = 0; f < t->nfeat; f++)
        if (t->feat[f].kind == CIT_FEAT_FIELD && s->anc[f].ok && s->room[f] > room)
            p->fx = s->anc[f].x, p->fy = s->anc[f].y, room = s->room[f];
    p->hill = (t->flags & CIT_TF_HILL) != 0;
    p->sheep = (t->flags & CIT_TF_SHEEP) != 0;
    p->fk = fminf(1.2f, (room - 0.03f) / 0.2f);
    if (p->hill || p->sheep) reserve(s, p->fx, p->fy, 0.2f * p->fk);
    p->farm = geo_hint(t, "farmhouse", (char[8]){0}, 8) != NULL; /* TB-16 */
    if (p->farm) reserve(s, p->fx, p->fy, 0.13f);
    /* goods symbols and buildings take the roomiest spot; followers get the next one */
    for (int f = 0; f < t->nfeat; f++)
        if (t->feat[f].kind == CIT_FEAT_MARKET && t->feat[f].goods && s->anc[f].ok && p->ngoods < 4) {
            float size = fminf(0.16f, 2 * (s->room[f] - 0.035f));
            p->gx[p->ngoods] = s->anc[f].x, p->gy[p->ngoods] = s->anc[f].y;
            p->gsize[p->ngoods] = size < 0.06f ? 0.06f : size, p->gkind[p->ngoods++] = t->feat[f].goods;
            reserve(s, s->anc[f].x, s->anc[f].y, p->gsize[p->ngoods - 1] * 0.5f + 0.02f);
        }
    /* Traders & Builders: a city's goods symbol, a quarter of the tile across so that its
       colour tells the good at the fitted zoom (about 50 px a tile) */
    for (int f = 0; f < t->nfeat; f++)
        if (t->feat[f].kind == CIT_FEAT_CITY && t->feat[f].goods && s->anc[f].ok && p->ngoods < 4) {
            float size = fmaxf(0.24f, fminf(0.28f, 2 * (s->room[f] - 0.02f)));
            int kind = t->feat[f].goods;
            p->gx[p->ngoods] = s->anc[f].x, p->gy[p->ngoods] = s->anc[f].y;
            p->gcity[p->ngoods] = 1;
            p->gsize[p->ngoods] = size, p->gkind[p->ngoods++] = kind;
            s->mark[f] = (feature_mark){s->anc[f].x, s->anc[f].y, size * 0.5f,
                                        kind == CIT_GOODS_WINE ? "wine" : kind == CIT_GOODS_CLOTH ? "cloth" : "grain"};
            reserve(s, s->anc[f].x, s->anc[f].y, size * 0.5f + 0.03f);
        }
    if (!(t->flags & CIT_TF_PUBLIC)) return;
    p->building = 1, p->bx = g->cx, p->by = g->cy, p->bsize = 1;
    if (!geo_hint_is(t, "road-end", "building")) {
        float best = -1;
        for (int f = 0; f < t->nfeat; f++) {
            int kind = t->feat[f].kind;
            if ((kind != CIT_FEAT_RESIDENTIAL && kind != CIT_FEAT_MARKET) || !s->anc[f].ok) continue;
            if (kind == CIT_FEAT_MARKET && t->feat[f].goods) continue;
            if (s->room[f] > best) best = s->room[f], p->bx = s->anc[f].x, p->by = s->anc[f].y;
        }
        if (best > 0) p->bsize = fminf(1.0f, best / 0.3f);
    }
    reserve(s, p->bx, p->by, (t->flags & CIT_TF_HISTORIC) ? 0.17f * p->bsize + 0.03f : 0.1f);
    if (t->flags & CIT_TF_HISTORIC) /* the name label along the bottom */
        for (float x = 0.2f; x <= 0.8f; x += 0.05f) reserve(s, x, 0.83f, 0.06f);
}

static int geo_princess(const cit_tile_def *t) {
    for (int f = 0; f < t->nfeat; f++)
        if (t->feat[f].flags & CIT_FF_PRINCESS) return 1;
    return 0;
}

static void draw_specials(scene *s, const cit_tile_def *t, const plan *p) {
    float k = t->shape == CIT_SHAPE_TRIANGLE ? 0.75f : 1.25f;
    if (p->cloister) decor_cloister(s, p->clx, p->cly, k);
    if (p->cloister) s->anc[p->cloister - 1].x = p->clx, s->anc[p->cloister - 1].y = p->cly, s->anc[p->cloister - 1].ok = 1;
    if (p->bazaar) decor_bazaar(s, p->bzx, p->bzy, t->feat[0].kind == CIT_FEAT_CITY ? 0.8f : 1.0f);
    if (p->house && p->well) decor_well(s, p->hx, p->hy, 0.075f);
    else if (p->house) decor_hip_house(s, p->hx, p->hy, 0.07f, nz_str(t->id));
    if (t->flags & CIT_TF_ABBEY) decor_abbey_border(s);
    if (p->inn) decor_inn(s, p->ix, p->iy, p->ihalf);
    if (p->cathedral) decor_cathedral(s, 0.5f, 0.28f, 1.0f);
    if (p->tower) {
        foundation_paint(s, p->twx, p->twy, p->twk, nz_str(t->id));
        /* its square among the marks of the feature it stands in: the window stands the stack there */
        int px = (int)(p->twx * (float)s->size), py = (int)(p->twy * (float)s->size);
        int f = s->fmap[(size_t)py * (size_t)s->size + (size_t)px];
        if (f >= 0 && f < t->nfeat && !s->mark[f].kind) s->mark[f] = (feature_mark){p->twx, p->twy, 0.11f * p->twk, "tower"};
    }
    for (int f = 0; f < t->nfeat; f++)
        if (t->feat[f].kind == CIT_FEAT_CITY && t->feat[f].pennants && s->spot2[f].ok)
            decor_pennant(s, s->spot2[f].x, s->spot2[f].y, 0.1f);
    if (p->vine) decor_vineyard(s, s->geom.cx, s->geom.cy, 0.95f);
    if (p->crop) decor_crop_circle(s, s->geom.cx, s->geom.cy, 0.8f);
    if (p->hill) decor_hill(s, p->fx, p->fy, p->fk);
    if (p->sheep) decor_sheep(s, p->fx, p->fy, 1.5f * p->fk, 5);
    if (p->farm) decor_farmhouse(s, p->fx, p->fy, nz_str(t->id));
    if (p->circus) bigtop_decor_circus(s, s->geom.cx, s->geom.cy, 0.17f);
    if (p->acrobats) bigtop_decor_acrobats(s, s->geom.cx, s->geom.cy, 0.15f);
    if (t->flags & (CIT_TF_VOLCANO | CIT_TF_DRAGON | CIT_TF_PORTAL) || geo_princess(t)) decor_dragon_symbol(s, t);
    char over[8];
    if (geo_hint(t, "overpass", over, sizeof over)) /* TB-23, TB-24: one road over the other */
        decor_overpass(s, s->geom.cx, s->geom.cy, over[0] == 'e');
    for (int q = 0; q < p->ngoods; q++) {
        if (p->gcity[q]) /* the goods of Traders & Builders: barrel, sheaf, bolt */
            goods_symbol(s->cv, &s->v, p->gx[q], p->gy[q], p->gsize[q],
                         p->gkind[q] == CIT_GOODS_WINE ? GOODS_WINE : p->gkind[q] == CIT_GOODS_CLOTH ? GOODS_CLOTH : GOODS_GRAIN);
        else
            decor_goods(s, p->gx[q], p->gy[q], p->gsize[q], p->gkind[q]);
    }
    if (!p->building) return;
    if (t->flags & CIT_TF_HISTORIC) {
        decor_historic(s, p->bx, p->by, 0.34f * p->bsize, t->name);
        decor_label(s, 0.5f, 0.83f, t->name);
    } else {
        decor_public(s, p->bx, p->by, 0.15f * fminf(1, p->bsize * 1.15f), nz_str(t->id));
    }
}

/* Water pixels (not under a bridge's road) belong to the river feature. */
static void river_feature_map(scene *s) {
    if (!s->geom.nriver) return;
    size_t n = (size_t)s->size * (size_t)s->size;
    for (size_t i = 0; i < n; i++)
        if (s->cls[i] == CL_ROAD && s->dwater[i] < 0 && s->droad[i] >= RW) s->fmap[i] = (int8_t)s->geom.river[0].feat;
}

/* The river's anchor (no follower stands there; the hover and tests ask for one): a point
   a quarter along its course, clear of a bridge in the middle. */
static void river_anchor(scene *s) {
    if (!s->geom.nriver) return;
    const geo_road *rv = &s->geom.river[0];
    int k = rv->n / 4;
    s->anc[rv->feat].x = rv->pts[2 * k];
    s->anc[rv->feat].y = rv->pts[2 * k + 1];
    s->anc[rv->feat].ok = 1;
}

scene *paint_tile(const cit_tile_def *t, int size) {
    scene *s = scene_new(size);
    if (!s) return NULL;
    s->v.scale = (float)size;
    int count_tile = (t->flags & CIT_TF_COUNT_CITY) != 0, cityset = is_city_set(t);
    float ox = count_tile ? (float)t->pos_x : 0, oy = count_tile ? (float)t->pos_y : 0;
    if (count_tile) {
        /* dead-end roads run on into the walled city, towards the middle of the block */
        float dx = 2.0f - (ox + 0.5f), dy = 1.5f - (oy + 0.5f), l = hypotf(dx, dy);
        geo_build_end(&s->geom, t, 0.5f + dx / l * 0.3f, 0.5f + dy / l * 0.3f);
    } else {
        geo_build(&s->geom, t);
    }
    float rw = cityset ? SW : RW;
    scene_distances(s);
    water_distances(s, t);
    classify(s, count_tile, ox, oy, rw);
    scene_label(s, t);
    scene_feature_map(s);
    river_feature_map(s);
    scene_anchors(s, t);
    plan pl;
    plan_specials(s, t, cityset, &pl);
    if (pl.cloister) { /* the cloister's shape: its walled garden and buildings */
        float k = t->shape == CIT_SHAPE_TRIANGLE ? 0.75f : 1.25f;
        for (int y = 0; y < size; y++)
            for (int x = 0; x < size; x++) {
                float ux = ((float)x + 0.5f) / (float)size, uy = ((float)y + 0.5f) / (float)size;
                shape b = {.kind = SH_BOX, .x = pl.clx, .y = pl.cly + 0.05f * k, .a = 0.21f * k, .b = 0.14f * k, .r = 0.04f * k};
                size_t i = (size_t)y * (size_t)size + (size_t)x;
                if (shape_sdf(&b, ux, uy) < 0 && s->cls[i] != CL_OUT) s->fmap[i] = (int8_t)(pl.cloister - 1);
            }
    }
    scene_anchors(s, t);
    river_anchor(s);
    compose(s, t, ox, oy, cityset, rw);
    if (count_tile) count_paint(s, t->pos_x, t->pos_y);
    city_houses(s, t, ox, oy, cityset, rw);
    wall_towers(s);
    gates(s, count_tile, ox, oy);
    draw_specials(s, t, &pl);
    if (!cityset && !count_tile) field_trees(s, t);
    if (cityset) market_stalls(s, t);
    if (t->shape == CIT_SHAPE_TRIANGLE) {
        for (int y = 0; y < size; y++)
            for (int x = 0; x < size; x++) {
                float ux = ((float)x + 0.5f) / (float)size, uy = ((float)y + 0.5f) / (float)size;
                s->cv->px[(size_t)y * (size_t)size + (size_t)x].a *= cov(geo_tile_sdf(&s->geom, ux, uy), (float)size);
            }
    }
    return s;
}
