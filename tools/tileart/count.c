/* The City of Carcassonne drawn across the Count's 12 tiles: double walls, towers, quarters. */
#include <math.h>

#include "noise.h"
#include "paint.h"

/* The walled city in block units (the 4x3 block is 0..4 x 0..3). */
#define CX 2.0f
#define CY 1.5f
#define HW 1.5f
#define HH 1.0f
#define CR 0.32f

float count_city_sdf(float bx, float by) {
    float qx = fabsf(bx - CX) - HW + CR, qy = fabsf(by - CY) - HH + CR;
    float ox = qx > 0 ? qx : 0, oy = qy > 0 ? qy : 0, in = qx > qy ? qx : qy;
    return hypotf(ox, oy) + (in < 0 ? in : 0) - CR;
}

/* A point on the rounded rectangle grown by `grow`, at arc length t of its perimeter. */
static void perimeter(float t, float grow, float *x, float *y) {
    float r = CR + grow, sx = HW - CR, sy = HH - CR;
    float segs[8] = {2 * sx, 1.5708f * r, 2 * sy, 1.5708f * r, 2 * sx, 1.5708f * r, 2 * sy, 1.5708f * r};
    float total = 0;
    for (int i = 0; i < 8; i++) total += segs[i];
    t = fmodf(t + total * 10, total);
    int i = 0;
    while (t > segs[i] && i < 7) t -= segs[i++];
    float a;
    switch (i) {
    case 0: *x = CX - sx + t, *y = CY - sy - r; return;
    case 1: a = -1.5708f + t / r, *x = CX + sx + cosf(a) * r, *y = CY - sy + sinf(a) * r; return;
    case 2: *x = CX + sx + r, *y = CY - sy + t; return;
    case 3: a = t / r, *x = CX + sx + cosf(a) * r, *y = CY + sy + sinf(a) * r; return;
    case 4: *x = CX + sx - t, *y = CY + sy + r; return;
    case 5: a = 1.5708f + t / r, *x = CX - sx + cosf(a) * r, *y = CY + sy + sinf(a) * r; return;
    case 6: *x = CX - sx - r, *y = CY + sy - t; return;
    default: a = 3.1416f + t / r, *x = CX - sx + cosf(a) * r, *y = CY - sy + sinf(a) * r; return;
    }
}

static float perimeter_len(float grow) {
    return 4 * (HW - CR) + 4 * (HH - CR) + 6.2832f * (CR + grow);
}

#define B(S, X, Y, A, BB, R, ANG) \
    ((shape){.kind = SH_BOX, .x = (X), .y = (Y), .a = (A), .b = (BB), .r = (R), .ang = (ANG)})
#define C(S, X, Y, R) ((shape){.kind = SH_CIRCLE, .x = (X), .y = (Y), .r = (R)})

static void band(scene *s, float d0, float d1, rgba c) {
    /* a ring between two offsets of the city outline, painted per pixel */
    int S = s->size;
    for (int y = 0; y < S; y++)
        for (int x = 0; x < S; x++) {
            float bx = ((float)x + 0.5f) / (float)S + s->v.ox, by = ((float)y + 0.5f) / (float)S + s->v.oy;
            float d = count_city_sdf(bx, by);
            float cv = clampf(0.5f - (fmaxf(d0 - d, d - d1)) * (float)S, 0, 1);
            if (cv <= 0) continue;
            uint32_t id;
            float e = nz_cells(bx * 60, by * 60, 301, &id);
            rgba k = rgba_shade(c, (0.88f + 0.18f * (float)(id & 255) / 255.0f) * (e < 0.08f ? 0.82f : 1));
            cv_blend(s->cv, x, y, k, cv);
        }
}

static void quarter_castle(scene *s) {
    float x = 2.45f, y = 0.92f;
    cv_fill(s->cv, &s->v, &B(s, x, y, 0.36f, 0.26f, 0.03f, 0), rgb_hex(0x4f6b3a));
    cv_shadow(s->cv, &s->v, &B(s, x, y, 0.3f, 0.2f, 0, 0), 0.02f, 0.02f, 0.02f, 0.5f);
    cv_fill(s->cv, &s->v, &B(s, x, y, 0.3f, 0.2f, 0, 0), rgb_hex(0xc9c2ae));
    cv_fill(s->cv, &s->v, &B(s, x, y, 0.24f, 0.14f, 0, 0), rgb_hex(0xb49a6c));
    decor_public(s, x - 0.07f, y - 0.02f, 0.2f, 0);
    decor_tower(s, x + 0.12f, y + 0.03f, 0.06f, 1);
    for (int k = 0; k < 4; k++)
        decor_tower(s, x + (k & 1 ? 0.3f : -0.3f), y + (k & 2 ? 0.2f : -0.2f), 0.055f, 1);
    decor_gate(s, x, y + 0.2f, 1.5708f, 0.07f);
}

static void quarter_cathedral(scene *s) {
    float x = 1.32f, y = 1.28f;
    decor_public(s, x, y, 0.62f, 0);
    decor_public(s, x + 0.08f, y, 0.42f, 1);
    cv_fill(s->cv, &s->v, &C(s, x + 0.36f, y, 0.085f), rgb_hex(0x58708f));
    cv_stroke(s->cv, &s->v, &C(s, x + 0.36f, y, 0.085f), 0.004f, rgb_hex(0x1e2836));
    decor_tower(s, x - 0.37f, y, 0.075f, 1);
    decor_tower(s, x - 0.37f, y + 0.14f, 0.05f, 1);
}

static void quarter_market(scene *s) {
    float x = 3.0f, y = 1.55f;
    cv_fill(s->cv, &s->v, &B(s, x, y, 0.3f, 0.24f, 0.04f, 0), rgb_hex(0xddd0ae));
    cv_stroke(s->cv, &s->v, &B(s, x, y, 0.3f, 0.24f, 0.04f, 0), 0.006f, rgb_hex(0xa8946a));
    decor_bazaar(s, x - 0.12f, y - 0.05f, 0.9f);
    decor_bazaar(s, x + 0.14f, y + 0.06f, 0.8f);
}

static void quarter_smith(scene *s) {
    float x = 2.62f, y = 2.17f;
    decor_house(s, x, y, 0.12f, 0.07f, 0, 3);
    cv_fill(s->cv, &s->v, &C(s, x + 0.17f, y + 0.02f, 0.05f), rgb_hex(0x3a3430));
    cv_fill(s->cv, &s->v, &C(s, x + 0.17f, y + 0.02f, 0.032f), rgb_hex(0xf08a2a));
    cv_fill(s->cv, &s->v, &C(s, x + 0.17f, y + 0.02f, 0.016f), rgb_hex(0xffe07a));
    float anv[] = {x - 0.2f, y - 0.02f, x - 0.12f, y - 0.02f,
                   x - 0.14f, y + 0.01f, x - 0.14f, y + 0.04f,
                   x - 0.18f, y + 0.04f, x - 0.18f, y + 0.01f};
    shape a = {.kind = SH_POLY, .pts = anv, .n = 6};
    cv_fill(s->cv, &s->v, &a, rgb_hex(0x2d2d30));
}

int count_quarter_at(float bx, float by) {
    static const float q[4][4] = {{2.45f, 0.92f, 0.42f, 0.32f}, {1.32f, 1.28f, 0.5f, 0.2f},
                                  {3.0f, 1.55f, 0.36f, 0.3f}, {2.55f, 2.17f, 0.32f, 0.14f}};
    for (int i = 0; i < 4; i++)
        if (fabsf(bx - q[i][0]) < q[i][2] && fabsf(by - q[i][1]) < q[i][3]) return 1;
    return 0;
}

void count_paint(scene *s, int px, int py) {
    /* draw in block units: shift the view so block coordinates map onto this tile */
    view saved = s->v;
    s->v.ox = (float)px, s->v.oy = (float)py;
    band(s, -0.035f, 0.0f, rgb_hex(0xbdb6a3));   /* outer wall */
    band(s, -0.13f, -0.095f, rgb_hex(0xc9c2ae)); /* inner wall */
    band(s, -0.095f, -0.035f, rgb_hex(0x8a9a5a)); /* the lists between the walls */
    float L = perimeter_len(-0.017f);
    for (int k = 0; k < 28; k++) {
        float x, y;
        perimeter(L * (float)k / 28.0f, -0.017f, &x, &y);
        decor_tower(s, x, y, 0.032f, 0);
    }
    L = perimeter_len(-0.112f);
    for (int k = 0; k < 20; k++) {
        float x, y;
        perimeter(L * ((float)k + 0.5f) / 20.0f, -0.112f, &x, &y);
        decor_tower(s, x, y, 0.04f, 1);
    }
    quarter_castle(s);
    quarter_cathedral(s);
    quarter_market(s);
    quarter_smith(s);
    s->v = saved;
}
