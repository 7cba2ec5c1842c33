/* The river's water: a band along each river course, widening into a pool at the spring
   and a lake where the river ends, with earthy banks; roads cross it on bridges (painted
   over it by the road pass). */
#include "water.h"

#include <math.h>

#include "noise.h"
#include "modules/river/river.h"

#define RIVER_HW 0.085f  /* the river's half width */
#define SPRING_R 0.13f   /* the spring's pool */
#define LAKE_R 0.31f     /* the lake */
#define BANK 0.028f      /* the bank beyond the water */

static float seg_dist(float px, float py, float ax, float ay, float bx, float by) {
    float dx = bx - ax, dy = by - ay, l2 = dx * dx + dy * dy;
    float k = l2 > 0 ? ((px - ax) * dx + (py - ay) * dy) / l2 : 0;
    k = k < 0 ? 0 : k > 1 ? 1 : k;
    return hypotf(px - (ax + k * dx), py - (ay + k * dy));
}

/* Signed distance to the water at x, y: the bands (a gentle wobble keeps them from looking
   ruled) and the pool at an end. */
static float water_at(const tile_geom *g, const cit_tile_def *t, float x, float y) {
    float d = 1e9f;
    for (int r = 0; r < g->nriver; r++) {
        const geo_road *rv = &g->river[r];
        for (int k = 0; k + 1 < rv->n; k++) {
            float e = seg_dist(x, y, rv->pts[2 * k], rv->pts[2 * k + 1], rv->pts[2 * k + 2], rv->pts[2 * k + 3]);
            d = fminf(d, e - RIVER_HW * (0.92f + 0.16f * nz_value(x * 9, y * 9, 91)));
        }
        if (rv->dead_end) {
            float ex = rv->pts[2 * (rv->n - 1)], ey = rv->pts[2 * (rv->n - 1) + 1];
            float pr = (t->flags & CIT_TF_LAKE) ? LAKE_R : SPRING_R;
            float wob = 0.9f + 0.2f * nz_value(x * 7, y * 7, 92);
            d = fminf(d, hypotf(x - ex, (y - ey) * 1.12f) - pr * wob);
        }
    }
    return d;
}

void water_distances(scene *s, const cit_tile_def *t) {
    int S = s->size;
    for (int y = 0; y < S; y++)
        for (int x = 0; x < S; x++) {
            float ux = ((float)x + 0.5f) / (float)S, uy = ((float)y + 0.5f) / (float)S;
            s->dwater[(size_t)y * (size_t)S + (size_t)x] = s->geom.nriver ? water_at(&s->geom, t, ux, uy) : 1e9f;
        }
}

static float cov(float d, float sc) { return clampf(0.5f - d * sc, 0, 1); }

rgba water_paint(rgba c, float d, float x, float y, float sc) {
    if (d > BANK + 0.02f) return c;
    /* the bank: trodden earth with a fringe of reeds towards the water */
    float n = nz_value(x * 40, y * 40, 93);
    rgba bank = rgba_mix(rgb_hex(0x8a7a4c), rgb_hex(0x5f6b33), 0.4f * n);
    c = rgba_mix(c, bank, cov(d - BANK * (0.7f + 0.6f * n), sc));
    /* the water: deeper blue away from the banks, ripples in lighter streaks */
    float depth = clampf(-d / 0.07f, 0, 1), rip = nz_value(x * 26 + y * 8, y * 26, 94);
    rgba water = rgba_mix(rgb_hex(0x5d9ccc), rgb_hex(0x2c5f96), depth);
    water = rgba_mix(water, rgb_hex(0xb9dcf0), 0.22f * smoothstep(0.62f, 0.9f, rip));
    c = rgba_mix(c, water, cov(d, sc));
    /* a dark line where water meets bank, so the river reads at small sizes */
    return rgba_mix(c, rgb_hex(0x24405e), 0.6f * cov(fabsf(d) - 0.006f, sc));
}
