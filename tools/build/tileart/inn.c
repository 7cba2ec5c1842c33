/* Where an inn stands beside its road, and where a follower on that road stands clear of it. */
#include "inn.h"

#include <math.h>

#include "paint.h"

/* The board draws a follower's picture upright, centred on its anchor, 0.36 cell high at the
   usual zooms (gui/scenes/game/board_view.c, follower_h) and the big follower's 1.3 times that; the
   figure fills 0.8 of the picture's height and 0.6 of it across (sprites.c: the rest is the
   gutter). Upright on screen means across the tile when it is turned a quarter, so both boxes
   are tried. */
#define FOLLOWER_H (0.36f * 1.3f * 0.8f)
#define FOLLOWER_W (0.36f * 1.3f * 0.6f)
/* The strip along each side kept free of the inn. */
#define EDGE 0.08f

float inn_clearance(float ax, float ay, float mx, float my, float half) {
    float dx = fabsf(ax - mx), dy = fabsf(ay - my);
    float upright = fmaxf(dx - FOLLOWER_W / 2 - half, dy - FOLLOWER_H / 2 - half);
    float turned = fmaxf(dx - FOLLOWER_H / 2 - half, dy - FOLLOWER_W / 2 - half);
    return fminf(upright, turned);
}

/* Distance from (x, y) to road r's centre line (its points lie close together). */
static float road_dist(const scene *s, int r, float x, float y) {
    const geo_road *rd = &s->geom.road[r];
    float d = 1e9f;
    for (int k = 0; k < rd->n; k++) d = fminf(d, hypotf(rd->pts[2 * k] - x, rd->pts[2 * k + 1] - y));
    return d;
}

/* 1 if the inn's square centred at (x, y) lies on open ground only, beside road r (the
   nearest road to its middle), no further from it than a verge. *dist: from the road's line. */
static int square_fits(const scene *s, int r, float x, float y, float half, float *dist) {
    int S = s->size;
    *dist = road_dist(s, r, x, y);
    if (*dist > half + 0.24f) return 0; /* beside the road: at most 0.18 of grass between */
    for (int o = 0; o < s->geom.nroad; o++)
        if (o != r && road_dist(s, o, x, y) < *dist) return 0;
    for (int j = 0; j <= 6; j++)
        for (int i = 0; i <= 6; i++) {
            float ux = x + half * ((float)i / 3 - 1), uy = y + half * ((float)j / 3 - 1);
            size_t k = (size_t)(uy * (float)S) * (size_t)S + (size_t)(ux * (float)S);
            if (s->cls[k] != CL_AREA) return 0;
        }
    return 1;
}

/* The best pair for an inn of half side `half`; its score (< -5: none clear). */
static float place_sized(const scene *s, int r, float half, anchor *at, float *mx, float *my) {
    const geo_road *rd = &s->geom.road[r];
    float best = -1e9f;
    for (int gy = 0; gy < 48; gy++)
        for (int gx = 0; gx < 48; gx++) {
            float x = ((float)gx + 0.5f) / 48, y = ((float)gy + 0.5f) / 48, dist;
            /* off the tile's sides, where the edges' colours say what meets there */
            if (x < half + EDGE || x > 1 - half - EDGE || y < half + EDGE || y > 1 - half - EDGE ||
                !square_fits(s, r, x, y, half, &dist))
                continue;
            /* the follower on the road's line, away from the tile's sides */
            for (int k = 0; k < rd->n; k++) {
                float ax = rd->pts[2 * k], ay = rd->pts[2 * k + 1];
                size_t at_px = (size_t)(ay * (float)s->size) * (size_t)s->size + (size_t)(ax * (float)s->size);
                if (ax < 0.12f || ax > 0.88f || ay < 0.12f || ay > 0.88f || s->cls[at_px] != CL_ROAD ||
                    s->dcity[at_px] < 0.05f)
                    continue;
                float clear = inn_clearance(ax, ay, x, y, half);
                /* clear of the square first; then the inn close to its road and the
                   follower near the road's middle, where it stood before inns had room */
                float score = clear > 0.01f ? 1 - 2 * dist - 0.3f * fabsf((float)k / (float)(rd->n - 1) - 0.5f)
                                            : clear - 10;
                if (score > best) best = score, *mx = x, *my = y, at->x = ax, at->y = ay, at->ok = 1;
            }
        }
    return best;
}

int inn_place(const scene *s, int r, anchor *at, float *mx, float *my, float *half) {
    /* full size where the road leaves room, smaller on short roads (dead ends) */
    at->ok = 0;
    for (*half = INN_HALF; *half > 0.065f; *half -= 0.01f)
        if (place_sized(s, r, *half, at, mx, my) > -5) return 1;
    *half = INN_HALF;
    at->ok = 0;
    return 0;
}
