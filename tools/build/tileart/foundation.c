/* The Tower's foundation (a tile with the word `tower`): where it stands and its picture,
   a square ruin of grey stones big enough to read at the default zoom. */
#include <math.h>

#include "foundation.h"
#include "modules/tower/tower.h" /* CIT_TF_TOWER */
#include "noise.h"

/* The foundation's half width at scale 1, in cell units: 0.22 of a cell across. */
#define HALF 0.11f

/* The radius of the clear disc round x, y (up to 0.16): open ground, or with `in_city`
   city paving too; never a road, the outside or a decoration's reserved place. */
static float clear_radius(const scene *s, float x, float y, int in_city) {
    for (float r = 0.02f; r <= 0.16f; r += 0.01f)
        for (int k = 0; k < 16; k++) {
            float px = x + r * cosf((float)k * 0.3927f), py = y + r * sinf((float)k * 0.3927f);
            if (px < 0.06f || py < 0.06f || px > 0.94f || py > 0.94f) return r - 0.01f; /* edges show their kind */
            size_t i = (size_t)(py * (float)s->size) * (size_t)s->size + (size_t)(px * (float)s->size);
            int c = s->cls[i];
            if ((c != CL_AREA && !(in_city && c == CL_CITY)) || s->droad[i] < 0.07f) return r - 0.01f;
        }
    return 0.16f;
}

/*
 * Roads that end in the middle of the tile stop at the foundation, so it stands there
 * (TW-04, 05, 07, 09); so it does where the middle is clear. Otherwise it takes the
 * roomiest open ground, the middle preferred (TW-03's cloister, the roads through TW-11
 * and TW-15, the fields beside TW-12's and TW-14's cities), or where none is roomy
 * enough the roomiest place in the city (TW-08, TW-13, TW-16), shrunk to the room.
 */
int foundation_plan(const scene *s, const cit_tile_def *t, float *x, float *y, float *k) {
    if (!(t->flags & CIT_TF_TOWER)) return 0;
    const tile_geom *g = &s->geom;
    int dead_end = 0;
    for (int r = 0; r < g->nroad; r++) dead_end |= g->road[r].dead_end;
    size_t mid = (size_t)(s->size / 2) * (size_t)s->size + (size_t)(s->size / 2);
    *x = g->cx, *y = g->cy, *k = 1;
    if (s->cls[mid] != CL_SOLID && s->dcity[mid] > 0.14f && (dead_end || s->droad[mid] > 0.16f)) return 1;
    for (int in_city = 0; in_city < 2; in_city++) {
        float best = -1;
        for (int i = 0; i <= 14; i++)
            for (int j = 0; j <= 14; j++) {
                float px = 0.15f + 0.05f * (float)i, py = 0.15f + 0.05f * (float)j;
                float score = clear_radius(s, px, py, in_city) - 0.1f * hypotf(px - g->cx, py - g->cy);
                if (score > best) best = score, *x = px, *y = py;
            }
        float room = clear_radius(s, *x, *y, in_city);
        *k = fminf(1, room / (HALF * 1.3f));
        if (*k >= 0.6f) return 1;
    }
    *k = 0.6f;
    return 1;
}

static void block(scene *s, float x, float y, float a, float b, rgba c) {
    shape sh = {.kind = SH_BOX, .x = x, .y = y, .a = a, .b = b, .r = a * 0.2f};
    cv_fill(s->cv, &s->v, &sh, c);
    cv_stroke(s->cv, &s->v, &sh, 0.0025f, rgb_hex(0x4a463e));
}

void foundation_paint(scene *s, float x, float y, float k, uint32_t seed) {
    float h = HALF * k, wall = h * 0.3f;
    shape outer = {.kind = SH_BOX, .x = x, .y = y, .a = h, .b = h, .r = h * 0.08f};
    cv_shadow(s->cv, &s->v, &outer, h * 0.12f, h * 0.12f, h * 0.2f, 0.5f);
    /* the floor inside: trodden earth with a few fallen stones */
    shape floor = {.kind = SH_BOX, .x = x, .y = y, .a = h - wall, .b = h - wall};
    cv_fill_tex(s->cv, &s->v, &floor, rgb_hex(0x8a7a5c), 0.35f, 40, seed);
    for (int i = 0; i < 3; i++)
        block(s, x + (nz_rand(seed, (uint32_t)i, 7) - 0.5f) * h, y + (nz_rand(seed, (uint32_t)i, 8) - 0.5f) * h,
              wall * 0.3f, wall * 0.25f, rgb_hex(0x9e9a8e));
    /* the wall: four rows of dressed stones, lit from the upper left, broken in one place */
    const rgba stone = rgb_hex(0xb9b4a6);
    const float lit[4] = {1.15f, 0.82f, 0.72f, 1.05f}; /* N, E, S, W faces */
    int gap = (int)(seed % 4), per = 4;
    for (int side = 0; side < 4; side++)
        for (int j = 0; j < per; j++) {
            if (side == gap && (j == 1 || j == 2)) continue; /* the breach of the ruin */
            float t = ((float)j + 0.5f) / (float)per * 2 - 1; /* -1..1 along the side */
            float along = t * (h - wall * 0.5f), across = h - wall * 0.5f;
            float bx = side == 0 || side == 2 ? x + along : x + (side == 1 ? across : -across);
            float by = side == 1 || side == 3 ? y + along : y + (side == 2 ? across : -across);
            float half_along = (h - wall * 0.5f) / (float)per * 0.92f, half_across = wall * 0.46f;
            float jit = 0.88f + 0.24f * nz_rand(seed, (uint32_t)(side * per + j), 3);
            int horiz = side == 0 || side == 2;
            block(s, bx, by, horiz ? half_along : half_across, horiz ? half_across : half_along,
                  rgba_shade(stone, lit[side] * jit));
        }
    /* corner stones stand higher: lighter caps */
    for (int c = 0; c < 4; c++) {
        float cx = x + (c & 1 ? 1 : -1) * (h - wall * 0.5f), cy = y + (c & 2 ? 1 : -1) * (h - wall * 0.5f);
        block(s, cx, cy, wall * 0.55f, wall * 0.55f, rgba_shade(stone, 1.25f));
    }
}
