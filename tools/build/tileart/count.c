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

/* A crenellated rectangle of wall: lit merlons on the outside, walk on the inside. */
static void box_wall(scene *s, float x, float y, float hw, float hh, float w) {
    shape outer = B(s, x, y, hw, hh, 0, 0);
    cv_shadow(s->cv, &s->v, &outer, 0.015f, 0.015f, 0.02f, 0.55f);
    cv_fill_tex(s->cv, &s->v, &outer, rgb_hex(0xc8c1ad), 0.2f, 60, 311);
    for (float t = -hw; t < hw; t += 0.034f) {
        cv_fill(s->cv, &s->v, &B(s, x + t + 0.01f, y - hh + 0.006f, 0.009f, 0.006f, 0, 0), rgb_hex(0xe6e0d0));
        cv_fill(s->cv, &s->v, &B(s, x + t + 0.01f, y + hh - 0.006f, 0.009f, 0.006f, 0, 0), rgb_hex(0xe6e0d0));
    }
    for (float t = -hh; t < hh; t += 0.034f) {
        cv_fill(s->cv, &s->v, &B(s, x - hw + 0.006f, y + t + 0.01f, 0.006f, 0.009f, 0, 0), rgb_hex(0xe6e0d0));
        cv_fill(s->cv, &s->v, &B(s, x + hw - 0.006f, y + t + 0.01f, 0.006f, 0.009f, 0, 0), rgb_hex(0xe6e0d0));
    }
    cv_stroke(s->cv, &s->v, &outer, 0.004f, rgb_hex(0x4a4438));
    shape inner = B(s, x, y, hw - w, hh - w, 0, 0);
    cv_fill_tex(s->cv, &s->v, &inner, rgb_hex(0xcdb48a), 0.25f, 40, 312);
    cv_stroke(s->cv, &s->v, &inner, 0.004f, rgb_hex(0x5a5244));
}

/* Chateau Comtal: moat, crenellated curtain wall, towers, keep and hall. */
static void quarter_castle(scene *s) {
    float x = 2.45f, y = 0.93f;
    cv_fill(s->cv, &s->v, &B(s, x, y, 0.37f, 0.27f, 0.05f, 0), rgb_hex(0x566b3c));
    cv_stroke(s->cv, &s->v, &B(s, x, y, 0.37f, 0.27f, 0.05f, 0), 0.006f, rgb_hex(0x3c4a2a));
    box_wall(s, x, y, 0.3f, 0.2f, 0.035f);
    decor_house(s, x - 0.1f, y - 0.07f, 0.12f, 0.045f, 0, 2);
    decor_public(s, x + 0.1f, y + 0.03f, 0.17f, 1);
    decor_tower(s, x - 0.06f, y + 0.07f, 0.05f, 1);
    for (int k = 0; k < 6; k++) {
        float tx = x + (k % 3 - 1) * 0.3f, ty = y + (k < 3 ? -0.2f : 0.2f);
        decor_tower(s, tx, ty, k % 3 == 1 ? 0.045f : 0.06f, 1);
    }
    /* the barbican bridge over the moat towards the town */
    cv_fill(s->cv, &s->v, &B(s, x, y + 0.25f, 0.035f, 0.05f, 0, 0), rgb_hex(0x8a6a44));
    decor_gate(s, x, y + 0.2f, 1.5708f, 0.08f);
}

/* Saint-Nazaire: a cruciform church with slate roofs, apse to the east, towers to the west. */
static void slate_box(scene *s, float x, float y, float a, float b, int along_x) {
    shape all = B(s, x, y, a, b, 0, 0);
    cv_shadow(s->cv, &s->v, &all, 0.02f, 0.02f, 0.025f, 0.55f);
    rgba lit = rgb_hex(0x8397b6), dark = rgb_hex(0x4a5b76);
    if (along_x) {
        cv_fill(s->cv, &s->v, &B(s, x, y - b / 2, a, b / 2, 0, 0), lit);
        cv_fill(s->cv, &s->v, &B(s, x, y + b / 2, a, b / 2, 0, 0), dark);
    } else {
        cv_fill(s->cv, &s->v, &B(s, x - a / 2, y, a / 2, b, 0, 0), lit);
        cv_fill(s->cv, &s->v, &B(s, x + a / 2, y, a / 2, b, 0, 0), dark);
    }
    cv_stroke(s->cv, &s->v, &all, 0.004f, rgb_hex(0x1e2836));
}

static void quarter_cathedral(scene *s) {
    float x = 1.3f, y = 1.28f;
    cv_fill(s->cv, &s->v, &B(s, x, y, 0.48f, 0.22f, 0.03f, 0), rgb_hex(0xd8ccb0));
    cv_stroke(s->cv, &s->v, &B(s, x, y, 0.48f, 0.22f, 0.03f, 0), 0.004f, rgb_hex(0x9a8a6a));
    cv_shadow(s->cv, &s->v, &C(s, x + 0.27f, y, 0.09f), 0.02f, 0.02f, 0.025f, 0.55f);
    cv_fill_grad(s->cv, &s->v, &C(s, x + 0.27f, y, 0.09f), rgb_hex(0x8397b6), rgb_hex(0x3e4d66), x + 0.2f, y - 0.08f, x + 0.34f, y + 0.08f);
    cv_stroke(s->cv, &s->v, &C(s, x + 0.27f, y, 0.09f), 0.004f, rgb_hex(0x1e2836));
    slate_box(s, x - 0.02f, y, 0.29f, 0.085f, 1);
    slate_box(s, x + 0.12f, y, 0.075f, 0.2f, 0);
    cv_stroke(s->cv, &s->v, &B(s, x + 0.12f, y, 0.0f, 0.03f, 0, 0), 0.012f, rgb_hex(0xf0c83a));
    cv_stroke(s->cv, &s->v, &B(s, x + 0.12f, y - 0.01f, 0.02f, 0.0f, 0, 0), 0.012f, rgb_hex(0xf0c83a));
    decor_tower(s, x - 0.33f, y - 0.07f, 0.055f, 1);
    decor_tower(s, x - 0.33f, y + 0.07f, 0.055f, 1);
}

static void quarter_market(scene *s) {
    float x = 3.0f, y = 1.55f;
    cv_fill(s->cv, &s->v, &B(s, x, y, 0.3f, 0.24f, 0.04f, 0), rgb_hex(0xddd0ae));
    cv_stroke(s->cv, &s->v, &B(s, x, y, 0.3f, 0.24f, 0.04f, 0), 0.006f, rgb_hex(0xa8946a));
    decor_bazaar(s, x - 0.12f, y - 0.05f, 0.9f);
    decor_bazaar(s, x + 0.14f, y + 0.06f, 0.8f);
}

/* The blacksmiths' quarter: a forge with glowing hearth, anvil and wares in the yard. */
static void quarter_smith(scene *s) {
    float x = 2.6f, y = 2.17f;
    cv_fill(s->cv, &s->v, &B(s, x, y, 0.25f, 0.1f, 0.02f, 0), rgb_hex(0x9c8a6a));
    cv_stroke(s->cv, &s->v, &B(s, x, y, 0.25f, 0.1f, 0.02f, 0), 0.005f, rgb_hex(0x5a4a32));
    decor_house(s, x - 0.1f, y - 0.01f, 0.11f, 0.06f, 0, 4);
    cv_fill(s->cv, &s->v, &C(s, x + 0.12f, y, 0.06f), rgb_hex(0x3a3430));
    cv_fill(s->cv, &s->v, &C(s, x + 0.12f, y, 0.042f), rgb_hex(0xe0601e));
    cv_fill(s->cv, &s->v, &C(s, x + 0.12f, y, 0.024f), rgb_hex(0xffd860));
    for (int k = 0; k < 3; k++)
        cv_fill(s->cv, &s->v, &C(s, x + 0.16f + 0.025f * (float)k, y - 0.06f - 0.02f * (float)k, 0.018f + 0.006f * (float)k),
                rgba_alpha(rgb_hex(0xd8d8d8), 0.55f - 0.12f * (float)k));
    float anv[] = {x + 0.18f, y + 0.03f, x + 0.24f, y + 0.03f, x + 0.225f, y + 0.05f, x + 0.225f, y + 0.075f,
                   x + 0.195f, y + 0.075f, x + 0.195f, y + 0.05f};
    shape a = {.kind = SH_POLY, .pts = anv, .n = 6};
    cv_shadow(s->cv, &s->v, &a, 0.006f, 0.006f, 0.006f, 0.5f);
    cv_fill(s->cv, &s->v, &a, rgb_hex(0x2d2d33));
    for (int k = 0; k < 3; k++)
        cv_stroke(s->cv, &s->v, &C(s, x - 0.2f + 0.03f * (float)k, y + 0.06f, 0.011f), 0.005f, rgb_hex(0x55555a));
}

int count_quarter_at(float bx, float by) {
    static const float q[4][4] = {{2.45f, 0.93f, 0.42f, 0.33f}, {1.32f, 1.28f, 0.5f, 0.2f},
                                  {3.0f, 1.55f, 0.36f, 0.3f}, {2.6f, 2.17f, 0.29f, 0.14f}};
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
