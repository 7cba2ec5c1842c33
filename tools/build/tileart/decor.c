/* Small painted objects: houses, cloister, bazaar, pennant, trees, gates and halfling symbols. */
#include <math.h>
#include <string.h>

#include "noise.h"
#include "paint.h"

#define SHAPE_CIRCLE(X, Y, R) ((shape){.kind = SH_CIRCLE, .x = (X), .y = (Y), .r = (R)})
#define SHAPE_BOX(X, Y, A, B, R, ANG) \
    ((shape){.kind = SH_BOX, .x = (X), .y = (Y), .a = (A), .b = (B), .r = (R), .ang = (ANG)})
#define SHAPE_SEG(X, Y, X2, Y2, R) ((shape){.kind = SH_SEG, .x = (X), .y = (Y), .a = (X2), .b = (Y2), .r = (R)})
#define SHAPE_ELL(X, Y, A, B, ANG) ((shape){.kind = SH_ELLIPSE, .x = (X), .y = (Y), .a = (A), .b = (B), .ang = (ANG)})
#define SHAPE_POLY(P, N) ((shape){.kind = SH_POLY, .pts = (P), .n = (N)})

static const uint32_t roofs[] = {0xb4532a, 0xc0663a, 0xa34a2c, 0xb85e36, 0x9e5434, 0xc47246};

static void fill(scene *s, shape sh, rgba c) { cv_fill(s->cv, &s->v, &sh, c); }
static void shadow(scene *s, shape sh, float off) { cv_shadow(s->cv, &s->v, &sh, off, off, off * 1.2f, 0.45f); }
static void stroke(scene *s, shape sh, float w, rgba c) { cv_stroke(s->cv, &s->v, &sh, w, c); }

void decor_house(scene *s, float x, float y, float a, float b, float ang, uint32_t seed) {
    rgba roof = rgb_hex(roofs[seed % 6]);
    float c = cosf(ang), sn = sinf(ang);
    shadow(s, SHAPE_BOX(x, y, a, b, 0.002f, ang), 0.009f);
    /* two roof slopes either side of the ridge (the long axis), lit from the upper left */
    float nx = -sn * b * 0.5f, ny = c * b * 0.5f;
    int lit_first = (nx + ny) < 0;
    rgba l1 = rgba_shade(roof, lit_first ? 1.2f : 0.72f), l2 = rgba_shade(roof, lit_first ? 0.72f : 1.2f);
    cv_fill_grad(s->cv, &s->v, &SHAPE_BOX(x - nx, y - ny, a, b * 0.5f, 0, ang), rgba_shade(l1, 0.9f), l1,
                 x - nx * 2, y - ny * 2, x, y);
    cv_fill_grad(s->cv, &s->v, &SHAPE_BOX(x + nx, y + ny, a, b * 0.5f, 0, ang), l2, rgba_shade(l2, 0.88f), x, y,
                 x + nx * 2, y + ny * 2);
    /* rows of tiles across the slopes */
    for (int k = -3; k <= 3; k++) {
        float t = (float)k / 3.5f * a;
        stroke(s, SHAPE_SEG(x + c * t - nx * 2, y + sn * t - ny * 2, x + c * t + nx * 2, y + sn * t + ny * 2, 0),
               0.0016f, rgba_alpha(rgb_hex(0x4a1e10), 0.3f));
    }
    stroke(s, SHAPE_SEG(x - c * a, y - sn * a, x + c * a, y + sn * a, 0), 0.0035f, rgba_shade(roof, 1.4f));
    stroke(s, SHAPE_BOX(x, y, a, b, 0, ang), 0.003f, rgba_alpha(rgb_hex(0x3d1a0e), 0.85f));
    if (seed & 8) { /* a chimney */
        float cx = x + c * a * 0.5f + nx * 0.9f, cy = y + sn * a * 0.5f + ny * 0.9f;
        fill(s, SHAPE_BOX(cx, cy, 0.005f, 0.005f, 0, ang), rgb_hex(0x5a4a40));
    }
}

/* A square house with a hipped roof (four slopes), for crossings and road ends. */
void decor_hip_house(scene *s, float x, float y, float r, uint32_t seed) {
    rgba roof = rgb_hex(roofs[seed % 6]);
    shadow(s, SHAPE_BOX(x, y, r, r, 0.003f, 0), r * 0.22f);
    float tri[4][6] = {{x - r, y - r, x + r, y - r, x, y}, {x + r, y - r, x + r, y + r, x, y},
                       {x + r, y + r, x - r, y + r, x, y}, {x - r, y + r, x - r, y - r, x, y}};
    const float shade[4] = {1.2f, 0.85f, 0.7f, 1.05f};
    for (int k = 0; k < 4; k++) fill(s, SHAPE_POLY(tri[k], 3), rgba_shade(roof, shade[k]));
    stroke(s, SHAPE_SEG(x - r, y - r, x + r, y + r, 0), 0.003f, rgba_shade(roof, 1.4f));
    stroke(s, SHAPE_SEG(x + r, y - r, x - r, y + r, 0), 0.003f, rgba_shade(roof, 1.4f));
    stroke(s, SHAPE_BOX(x, y, r, r, 0, 0), 0.004f, rgb_hex(0x3d1a0e));
    fill(s, SHAPE_BOX(x + r * 0.45f, y - r * 0.5f, r * 0.14f, r * 0.14f, 0, 0), rgb_hex(0x6b5d52));
}

void decor_pennant(scene *s, float x, float y, float size) {
    float w = size * 0.5f, h = size * 0.6f;
    float pts[] = {x - w, y - h, x + w, y - h, x + w, y + h * 0.15f, x, y + h, x - w, y + h * 0.15f};
    float in[] = {x - w * 0.72f, y - h * 0.8f, x + w * 0.72f, y - h * 0.8f, x + w * 0.72f, y + h * 0.08f,
                  x, y + h * 0.72f, x - w * 0.72f, y + h * 0.08f};
    shadow(s, SHAPE_POLY(pts, 5), 0.01f);
    fill(s, SHAPE_POLY(pts, 5), rgb_hex(0xf4f1e6));
    cv_fill_grad(s->cv, &s->v, &SHAPE_POLY(in, 5), rgb_hex(0x3b6fc4), rgb_hex(0x1d3f86), x - w, y - h, x + w, y + h);
    /* a white chevron */
    float ch[] = {x - w * 0.72f, y - h * 0.05f, x, y - h * 0.45f, x + w * 0.72f, y - h * 0.05f,
                  x + w * 0.72f, y + h * 0.2f, x, y - h * 0.2f, x - w * 0.72f, y + h * 0.2f};
    fill(s, SHAPE_POLY(ch, 6), rgb_hex(0xf4f1e6));
    stroke(s, SHAPE_POLY(pts, 5), 0.004f, rgb_hex(0x22201c));
}

void decor_cloister(scene *s, float x, float y, float k) {
    /* walled garden, nave with a red roof, bell tower at the west end */
    fill(s, SHAPE_BOX(x + 0.02f * k, y + 0.09f * k, 0.16f * k, 0.09f * k, 0.02f * k, 0), rgb_hex(0xd8cfb0));
    fill(s, SHAPE_BOX(x + 0.06f * k, y + 0.1f * k, 0.08f * k, 0.055f * k, 0.01f * k, 0), rgb_hex(0x6fa548));
    stroke(s, SHAPE_SEG(x + 0.06f * k, y + 0.05f * k, x + 0.06f * k, y + 0.15f * k, 0), 0.008f * k, rgb_hex(0xd8cfb0));
    stroke(s, SHAPE_SEG(x - 0.02f * k, y + 0.1f * k, x + 0.14f * k, y + 0.1f * k, 0), 0.008f * k, rgb_hex(0xd8cfb0));
    stroke(s, SHAPE_BOX(x + 0.02f * k, y + 0.09f * k, 0.16f * k, 0.09f * k, 0.02f * k, 0), 0.006f * k, rgb_hex(0x9d9380));
    decor_house(s, x + 0.01f * k, y - 0.02f * k, 0.13f * k, 0.065f * k, 0, 0);
    float tx = x - 0.14f * k, ty = y - 0.02f * k, r = 0.05f * k;
    shadow(s, SHAPE_BOX(tx, ty, r, r, 0, 0), 0.012f * k);
    float tri[4][6] = {{tx - r, ty - r, tx + r, ty - r, tx, ty}, {tx + r, ty - r, tx + r, ty + r, tx, ty},
                       {tx + r, ty + r, tx - r, ty + r, tx, ty}, {tx - r, ty + r, tx - r, ty - r, tx, ty}};
    const float sh[4] = {1.15f, 0.85f, 0.65f, 1.0f};
    for (int q = 0; q < 4; q++) fill(s, SHAPE_POLY(tri[q], 3), rgba_shade(rgb_hex(0x8f3f24), sh[q]));
    stroke(s, SHAPE_BOX(tx, ty, r, r, 0, 0), 0.004f * k, rgb_hex(0x3d1a0e));
    stroke(s, SHAPE_SEG(tx, ty - 0.025f * k, tx, ty + 0.025f * k, 0), 0.006f * k, rgb_hex(0xf0d060));
    stroke(s, SHAPE_SEG(tx - 0.015f * k, ty - 0.01f * k, tx + 0.015f * k, ty - 0.01f * k, 0), 0.006f * k, rgb_hex(0xf0d060));
}

void decor_cathedral(scene *s, float x, float y, float k) {
    /* a cross-shaped church of pale stone with a slate roof and two west towers, on a
       paved square: bigger than a cloister, so it reads as the city's cathedral */
    fill(s, SHAPE_CIRCLE(x, y, 0.2f * k), rgba_alpha(rgb_hex(0xcfc4a8), 0.95f));
    stroke(s, SHAPE_CIRCLE(x, y, 0.2f * k), 0.006f * k, rgb_hex(0x9d9380));
    shadow(s, SHAPE_BOX(x + 0.02f * k, y, 0.15f * k, 0.05f * k, 0.005f * k, 0), 0.015f * k);
    shadow(s, SHAPE_BOX(x + 0.05f * k, y, 0.045f * k, 0.12f * k, 0.005f * k, 0), 0.015f * k);
    fill(s, SHAPE_BOX(x + 0.02f * k, y, 0.15f * k, 0.05f * k, 0.005f * k, 0), rgb_hex(0x5a6470)); /* nave */
    fill(s, SHAPE_BOX(x + 0.05f * k, y, 0.045f * k, 0.12f * k, 0.005f * k, 0), rgb_hex(0x4c5560)); /* transept */
    stroke(s, SHAPE_SEG(x - 0.12f * k, y, x + 0.17f * k, y, 0), 0.006f * k, rgb_hex(0x8a96a4)); /* ridge */
    stroke(s, SHAPE_SEG(x + 0.05f * k, y - 0.12f * k, x + 0.05f * k, y + 0.12f * k, 0), 0.006f * k, rgb_hex(0x8a96a4));
    fill(s, SHAPE_CIRCLE(x + 0.17f * k, y, 0.05f * k), rgb_hex(0x4c5560)); /* apse */
    for (int t = -1; t <= 1; t += 2) {
        float tx = x - 0.14f * k, ty = y + (float)t * 0.05f * k, r = 0.035f * k;
        shadow(s, SHAPE_BOX(tx, ty, r, r, 0, 0), 0.012f * k);
        fill(s, SHAPE_BOX(tx, ty, r, r, 0, 0), rgb_hex(0xe2d9c0));
        fill(s, SHAPE_CIRCLE(tx, ty, r * 0.7f), rgb_hex(0x3e4650));
        stroke(s, SHAPE_BOX(tx, ty, r, r, 0, 0), 0.004f * k, rgb_hex(0x6a604c));
    }
    stroke(s, SHAPE_SEG(x + 0.05f * k, y - 0.035f * k, x + 0.05f * k, y + 0.035f * k, 0), 0.008f * k, rgb_hex(0xf0d060));
    stroke(s, SHAPE_SEG(x + 0.03f * k, y - 0.012f * k, x + 0.07f * k, y - 0.012f * k, 0), 0.008f * k, rgb_hex(0xf0d060));
}

static void tent(scene *s, float x, float y, float r, uint32_t a, uint32_t b) {
    shadow(s, SHAPE_BOX(x, y, r, r, 0.004f, 0), r * 0.25f);
    fill(s, SHAPE_BOX(x, y, r, r, 0.004f, 0), rgb_hex(a));
    for (int k = 0; k < 3; k++) {
        float sx = x - r + r * (0.33f + 0.67f * (float)k);
        fill(s, SHAPE_BOX(sx, y, r * 0.16f, r, 0, 0), rgb_hex(b));
    }
    fill(s, SHAPE_BOX(x, y + r * 0.5f, r, r * 0.5f, 0, 0), rgba_alpha(rgb_hex(0x000000), 0.18f));
    stroke(s, SHAPE_BOX(x, y, r, r, 0.004f, 0), 0.003f, rgb_hex(0x3a2a1a));
}

void decor_stall(scene *s, float x, float y, float r, uint32_t a, uint32_t b) {
    tent(s, x, y, r, a, b);
    fill(s, SHAPE_CIRCLE(x + r * 1.5f, y + r * 0.6f, r * 0.35f), rgb_hex(0x8a5a2b));
    fill(s, SHAPE_CIRCLE(x + r * 1.5f, y + r * 0.6f, r * 0.22f), rgb_hex(0xe0b030));
}

void decor_bazaar(scene *s, float x, float y, float k) {
    fill(s, SHAPE_CIRCLE(x, y, 0.17f * k), rgba_alpha(rgb_hex(0xd6c49a), 0.95f));
    stroke(s, SHAPE_CIRCLE(x, y, 0.17f * k), 0.006f, rgb_hex(0xa8946a));
    tent(s, x - 0.07f * k, y - 0.06f * k, 0.05f * k, 0xc8372d, 0xf3eee0);
    tent(s, x + 0.07f * k, y - 0.05f * k, 0.045f * k, 0x2f63b8, 0xf2d04a);
    tent(s, x + 0.005f * k, y + 0.075f * k, 0.05f * k, 0x3c8a3c, 0xf3eee0);
    for (int q = 0; q < 3; q++) {
        float cx = x - 0.1f * k + 0.05f * k * (float)q, cy = y + 0.06f * k;
        fill(s, SHAPE_BOX(cx - 0.02f * k, cy, 0.012f * k, 0.012f * k, 0, 0.2f), rgb_hex(0x8a5a2b));
    }
    fill(s, SHAPE_CIRCLE(x + 0.1f * k, y + 0.07f * k, 0.016f * k), rgb_hex(0xe8a33a));
    fill(s, SHAPE_CIRCLE(x + 0.125f * k, y + 0.09f * k, 0.013f * k), rgb_hex(0x9b3b8a));
}

void decor_inn(scene *s, float x, float y, float half) {
    /* the pond below (the inn-by-the-lake of the box art), the house above with a lit sign:
       blue water and a gold sign beside a road read as the inn even at 50 px a tile */
    float k = half / 0.11f; /* drawn for a square of 0.11 */
    float px = x - 0.025f * k, py = y + 0.058f * k;
    fill(s, SHAPE_ELL(px, py, 0.082f * k, 0.05f * k, 0.1f), rgb_hex(0x5e7a3e));
    cv_fill_grad(s->cv, &s->v, &SHAPE_ELL(px, py, 0.072f * k, 0.041f * k, 0.1f), rgb_hex(0x7cc0ec),
                 rgb_hex(0x1f5f9a), px - 0.07f * k, py - 0.04f * k, px + 0.07f * k, py + 0.04f * k);
    stroke(s, SHAPE_ELL(px + 0.015f * k, py - 0.01f * k, 0.03f * k, 0.01f * k, 0.1f), 0.004f * k,
           rgba_alpha(rgb_hex(0xffffff), 0.55f));
    decor_house(s, x + 0.005f * k, y - 0.045f * k, 0.085f * k, 0.048f * k, 0, 2);
    float sx = x + 0.082f * k, sy = y + 0.012f * k;
    stroke(s, SHAPE_SEG(sx, sy - 0.04f * k, sx, sy + 0.03f * k, 0), 0.006f * k, rgb_hex(0x4a3018));
    fill(s, SHAPE_CIRCLE(sx, sy + 0.012f * k, 0.024f * k), rgb_hex(0xf2c232));
    stroke(s, SHAPE_CIRCLE(sx, sy + 0.012f * k, 0.024f * k), 0.005f * k, rgb_hex(0x4a3018));
}

void decor_tree(scene *s, float x, float y, float r, uint32_t seed) {
    shadow(s, SHAPE_CIRCLE(x, y, r), r * 0.45f);
    rgba leaf = rgb_hex(seed & 1 ? 0x2f6b25 : 0x3d7a2a);
    fill(s, SHAPE_CIRCLE(x, y, r), rgba_shade(leaf, 0.75f));
    for (int k = 0; k < 5; k++) {
        float a = (float)k * 1.2566f + (float)(seed % 7);
        fill(s, SHAPE_CIRCLE(x + cosf(a) * r * 0.45f, y + sinf(a) * r * 0.45f, r * 0.55f), rgba_shade(leaf, 0.9f + 0.08f * (float)k));
    }
    fill(s, SHAPE_CIRCLE(x - r * 0.3f, y - r * 0.3f, r * 0.35f), rgba_alpha(rgb_hex(0x9ccc5a), 0.6f));
}

void decor_gate(scene *s, float x, float y, float ang, float size) {
    float c = cosf(ang), sn = sinf(ang), nx = -sn, ny = c;
    float w = size * 0.75f;
    for (int side = -1; side <= 1; side += 2)
        decor_tower(s, x + nx * w * (float)side, y + ny * w * (float)side, size * 0.36f, 0);
    fill(s, SHAPE_BOX(x, y, size * 0.3f, size * 0.4f, 0.004f, ang), rgb_hex(0x3a3128));
    fill(s, SHAPE_BOX(x - c * size * 0.1f, y - sn * size * 0.1f, size * 0.2f, size * 0.35f, 0.004f, ang), rgb_hex(0x6d5a45));
}

void decor_tower(scene *s, float x, float y, float r, int pointed) {
    shadow(s, SHAPE_CIRCLE(x, y, r), r * 0.3f);
    cv_fill_grad(s->cv, &s->v, &SHAPE_CIRCLE(x, y, r), rgb_hex(0xd2ccba), rgb_hex(0x8f8878), x - r, y - r, x + r, y + r);
    if (pointed) {
        cv_fill_grad(s->cv, &s->v, &SHAPE_CIRCLE(x, y, r * 0.92f), rgb_hex(0x7b8aa0), rgb_hex(0x34404f), x - r, y - r, x + r, y + r);
        fill(s, SHAPE_CIRCLE(x - r * 0.15f, y - r * 0.15f, r * 0.12f), rgb_hex(0xaab6c8));
    } else {
        fill(s, SHAPE_CIRCLE(x, y, r * 0.62f), rgb_hex(0x7d7566));
        for (int k = 0; k < 8; k++) {
            float a = (float)k * 0.7854f;
            fill(s, SHAPE_CIRCLE(x + cosf(a) * r * 0.8f, y + sinf(a) * r * 0.8f, r * 0.17f), rgb_hex(0xe0dac8));
        }
    }
    stroke(s, SHAPE_CIRCLE(x, y, r), 0.003f, rgb_hex(0x4a4438));
}

/* Rows of vines along the diagonal on dark soil, inside a disc of radius 0.25 k. */
void decor_vineyard(scene *s, float x, float y, float k) {
    float R = 0.25f * k, dx = 0.7071f, dy = 0.7071f, nx = -0.7071f, ny = 0.7071f;
    cv_fill_tex(s->cv, &s->v, &SHAPE_CIRCLE(x, y, R), rgba_alpha(rgb_hex(0x7a5b36), 0.9f), 0.3f, 40, 121);
    stroke(s, SHAPE_CIRCLE(x, y, R), 0.008f, rgba_alpha(rgb_hex(0x4f6a2a), 0.8f));
    for (int row = -3; row <= 3; row++) {
        float off = (float)row * 0.062f * k, half = sqrtf(fmaxf(0, R * R - off * off)) - 0.02f;
        if (half <= 0.02f) continue;
        float cx = x + nx * off, cy = y + ny * off;
        stroke(s, SHAPE_SEG(cx - dx * half, cy - dy * half, cx + dx * half, cy + dy * half, 0), 0.006f, rgb_hex(0x4a3520));
        for (float t = -half; t <= half; t += 0.034f * k) {
            float px = cx + dx * t, py = cy + dy * t;
            shadow(s, SHAPE_CIRCLE(px, py, 0.017f * k), 0.005f);
            fill(s, SHAPE_CIRCLE(px, py, 0.017f * k), rgb_hex(0x3e7a2c));
            fill(s, SHAPE_CIRCLE(px - 0.005f * k, py - 0.005f * k, 0.009f * k), rgb_hex(0x67a640));
            fill(s, SHAPE_CIRCLE(px + 0.008f * k, py + 0.007f * k, 0.006f * k), rgb_hex(0x5b2a72));
        }
    }
}

/* A grassy hill: shaded mound with contour rings, rocks and a tree on top. */
void decor_hill(scene *s, float x, float y, float k) {
    float R = 0.2f * k;
    cv_shadow(s->cv, &s->v, &SHAPE_ELL(x, y, R, R * 0.8f, 0.3f), R * 0.12f, R * 0.12f, R * 0.3f, 0.4f);
    cv_fill_grad(s->cv, &s->v, &SHAPE_ELL(x, y, R, R * 0.8f, 0.3f), rgb_hex(0x9cc45e), rgb_hex(0x3f6b25), x - R, y - R, x + R, y + R);
    for (int q = 1; q <= 3; q++) {
        float r = R * (1 - 0.22f * (float)q);
        stroke(s, SHAPE_ELL(x - 0.02f * (float)q * k, y - 0.02f * (float)q * k, r, r * 0.8f, 0.3f), 0.004f,
               rgba_alpha(rgb_hex(0x2e5220), 0.35f));
    }
    fill(s, SHAPE_ELL(x + R * 0.35f, y + R * 0.2f, R * 0.16f, R * 0.1f, 0.4f), rgb_hex(0x8f897a));
    fill(s, SHAPE_ELL(x + R * 0.32f, y + R * 0.17f, R * 0.1f, R * 0.06f, 0.4f), rgb_hex(0xb9b3a2));
    decor_tree(s, x - R * 0.15f, y - R * 0.2f, 0.035f * k, 3);
}

void decor_sheep(scene *s, float x, float y, float k, uint32_t seed) {
    const float at[3][2] = {{-0.07f, -0.03f}, {0.05f, -0.06f}, {0.0f, 0.05f}};
    for (int q = 0; q < 3; q++) {
        float sx = x + at[q][0] * k, sy = y + at[q][1] * k, r = 0.028f * k;
        shadow(s, SHAPE_ELL(sx, sy, r * 1.3f, r, 0), 0.008f);
        for (int b = 0; b < 6; b++) {
            float a = (float)b * 1.047f + (float)(seed % 3);
            fill(s, SHAPE_CIRCLE(sx + cosf(a) * r * 0.6f, sy + sinf(a) * r * 0.45f, r * 0.6f), rgb_hex(0xf2efe6));
        }
        fill(s, SHAPE_ELL(sx + r * 1.3f, sy, r * 0.45f, r * 0.35f, 0), rgb_hex(0x2b2522));
    }
}

void decor_crop_circle(scene *s, float x, float y, float k) {
    rgba wheat = rgb_hex(0xd9b548);
    cv_fill_tex(s->cv, &s->v, &SHAPE_ELL(x, y, 0.26f * k, 0.24f * k, 0.3f), wheat, 0.3f, 60, 111);
    stroke(s, SHAPE_CIRCLE(x, y, 0.15f * k), 0.02f * k, rgb_hex(0xf0dc8a));
    fill(s, SHAPE_CIRCLE(x, y, 0.06f * k), rgb_hex(0xf0dc8a));
    for (int q = 0; q < 3; q++) {
        float a = (float)q * 2.094f + 0.5f;
        float cx = x + cosf(a) * 0.15f * k, cy = y + sinf(a) * 0.15f * k;
        fill(s, SHAPE_CIRCLE(cx, cy, 0.03f * k), rgb_hex(0xf0dc8a));
    }
}

void decor_goods(scene *s, float x, float y, float size, int goods) {
    float r = size * 0.5f;
    shadow(s, SHAPE_CIRCLE(x, y, r), 0.01f);
    fill(s, SHAPE_CIRCLE(x, y, r), rgb_hex(0xefe6c8));
    stroke(s, SHAPE_CIRCLE(x, y, r), 0.006f, rgb_hex(0x6b5433));
    if (goods == CIT_GOODS_GRAIN) {
        for (int k = -2; k <= 2; k++) {
            float a = (float)k * 0.22f, tx = x + sinf(a) * r * 0.7f, ty = y - cosf(a) * r * 0.7f;
            stroke(s, SHAPE_SEG(x, y + r * 0.6f, tx, ty, 0), 0.006f, rgb_hex(0xa8832a));
            fill(s, SHAPE_ELL(tx, ty, r * 0.1f, r * 0.22f, a), rgb_hex(0xe0b030));
        }
        fill(s, SHAPE_BOX(x, y + r * 0.15f, r * 0.18f, r * 0.07f, 0, 0), rgb_hex(0x8a5a2b));
    } else if (goods == CIT_GOODS_FISH) {
        float tail[] = {x + r * 0.45f, y, x + r * 0.8f, y - r * 0.3f, x + r * 0.8f, y + r * 0.3f};
        fill(s, SHAPE_POLY(tail, 3), rgb_hex(0x3a6f9a));
        cv_fill_grad(s->cv, &s->v, &SHAPE_ELL(x - r * 0.08f, y, r * 0.58f, r * 0.28f, 0), rgb_hex(0x7fb2d6),
                     rgb_hex(0x2c5f8a), x, y - r * 0.3f, x, y + r * 0.3f);
        fill(s, SHAPE_CIRCLE(x - r * 0.42f, y - r * 0.06f, r * 0.06f), rgb_hex(0x101010));
    } else {
        /* a pig: round body, head with snout, legs */
        for (int k = 0; k < 4; k++)
            stroke(s, SHAPE_SEG(x - r * 0.35f + r * 0.23f * (float)k, y + r * 0.1f, x - r * 0.35f + r * 0.23f * (float)k, y + r * 0.45f, 0),
                   r * 0.12f, rgb_hex(0xc9807a));
        fill(s, SHAPE_ELL(x - r * 0.05f, y, r * 0.5f, r * 0.32f, 0), rgb_hex(0xeaa3a0));
        fill(s, SHAPE_CIRCLE(x + r * 0.45f, y - r * 0.1f, r * 0.22f), rgb_hex(0xeaa3a0));
        fill(s, SHAPE_ELL(x + r * 0.66f, y - r * 0.06f, r * 0.07f, r * 0.1f, 0), rgb_hex(0xc9707a));
        fill(s, SHAPE_CIRCLE(x + r * 0.47f, y - r * 0.17f, r * 0.04f), rgb_hex(0x101010));
        stroke(s, SHAPE_CIRCLE(x - r * 0.6f, y - r * 0.12f, r * 0.08f), r * 0.05f, rgb_hex(0xc9707a));
    }
}

void decor_farmhouse(scene *s, float x, float y, uint32_t seed) {
    /* a trodden yard inside a wattle fence, the long house along it, a barn and a tree */
    fill(s, SHAPE_BOX(x, y, 0.11f, 0.08f, 0.02f, 0), rgba_alpha(rgb_hex(0xa89a6a), 0.9f));
    stroke(s, SHAPE_BOX(x, y, 0.11f, 0.08f, 0.02f, 0), 0.006f, rgb_hex(0x6b4a2a));
    decor_house(s, x - 0.02f, y - 0.03f, 0.07f, 0.035f, 0, seed);
    decor_house(s, x + 0.065f, y + 0.03f, 0.03f, 0.045f, 0, seed + 3);
    decor_tree(s, x - 0.07f, y + 0.045f, 0.03f, seed);
}

void decor_overpass(scene *s, float x, float y, int ew) {
    float a = ew ? 0.19f : 0.07f, b = ew ? 0.07f : 0.19f;
    shadow(s, SHAPE_BOX(x, y, a, b, 0.01f, 0), 0.02f);
    cv_fill_tex(s->cv, &s->v, &SHAPE_BOX(x, y, a, b, 0.01f, 0), rgb_hex(0xbdb6a2), 0.25f, 50, 17);
    fill(s, SHAPE_BOX(x, y, ew ? a : 0.045f, ew ? 0.045f : b, 0, 0), rgb_hex(0xd6cbae)); /* the road on its deck */
    for (int side = -1; side <= 1; side += 2) { /* parapets */
        float px = ew ? x : x + (float)side * 0.058f, py = ew ? y + (float)side * 0.058f : y;
        fill(s, SHAPE_BOX(px, py, ew ? a : 0.012f, ew ? 0.012f : b, 0.004f, 0), rgb_hex(0x8f8878));
    }
    stroke(s, SHAPE_BOX(x, y, a, b, 0.01f, 0), 0.004f, rgb_hex(0x3e392f));
}

static void slate_hall(scene *s, float x, float y, float a, float b, float ang) {
    rgba roof = rgb_hex(COL_PUBLIC);
    float c = cosf(ang), sn = sinf(ang), nx = -sn * b * 0.5f, ny = c * b * 0.5f;
    shadow(s, SHAPE_BOX(x, y, a, b, 0.003f, ang), 0.012f);
    cv_fill_grad(s->cv, &s->v, &SHAPE_BOX(x - nx, y - ny, a, b * 0.5f, 0, ang), rgba_shade(roof, 1.05f),
                 rgba_shade(roof, 1.25f), x - nx * 2, y - ny * 2, x, y);
    cv_fill_grad(s->cv, &s->v, &SHAPE_BOX(x + nx, y + ny, a, b * 0.5f, 0, ang), rgba_shade(roof, 0.82f),
                 rgba_shade(roof, 0.7f), x, y, x + nx * 2, y + ny * 2);
    for (int k = -4; k <= 4; k++) { /* slate courses */
        float t = (float)k / 4.5f * a;
        stroke(s, SHAPE_SEG(x + c * t - nx * 2, y + sn * t - ny * 2, x + c * t + nx * 2, y + sn * t + ny * 2, 0), 0.0015f,
               rgba_alpha(rgb_hex(0x1e2836), 0.3f));
    }
    stroke(s, SHAPE_SEG(x - c * a, y - sn * a, x + c * a, y + sn * a, 0), 0.004f, rgba_shade(roof, 1.5f));
    stroke(s, SHAPE_BOX(x, y, a, b, 0, ang), 0.004f, rgb_hex(0x1e2836));
}

/* A grey-blue public building: a slate-roofed hall with a square tower and a paved yard. */
void decor_public(scene *s, float x, float y, float size, uint32_t seed) {
    float a = size * 0.55f, b = size * 0.36f, ang = seed & 1 ? 0.0f : 1.5708f;
    float c = cosf(ang), sn = sinf(ang), nx = -sn, ny = c;
    fill(s, SHAPE_BOX(x + nx * b * 0.9f, y + ny * b * 0.9f, a * 1.05f, b * 1.1f, 0.004f, ang), rgb_hex(0xcfc6b0));
    stroke(s, SHAPE_BOX(x + nx * b * 0.9f, y + ny * b * 0.9f, a * 1.05f, b * 1.1f, 0.004f, ang), 0.003f, rgb_hex(0x8d8470));
    slate_hall(s, x, y, a, b, ang);
    float tx = x + c * a * 0.85f + nx * b * 0.9f, ty = y + sn * a * 0.85f + ny * b * 0.9f, r = b * 0.55f;
    shadow(s, SHAPE_BOX(tx, ty, r, r, 0, 0), 0.01f);
    float tri[4][6] = {{tx - r, ty - r, tx + r, ty - r, tx, ty}, {tx + r, ty - r, tx + r, ty + r, tx, ty},
                       {tx + r, ty + r, tx - r, ty + r, tx, ty}, {tx - r, ty + r, tx - r, ty - r, tx, ty}};
    const float sh[4] = {1.25f, 0.9f, 0.7f, 1.05f};
    for (int q = 0; q < 4; q++) fill(s, SHAPE_POLY(tri[q], 3), rgba_shade(rgb_hex(0x58708f), sh[q]));
    stroke(s, SHAPE_BOX(tx, ty, r, r, 0, 0), 0.003f, rgb_hex(0x1e2836));
}

void decor_historic(scene *s, float x, float y, float size, const char *name) {
    float r = size * 0.5f;
    if (strstr(name, "Puits")) { /* a well in a plaza */
        fill(s, SHAPE_CIRCLE(x, y, r * 1.1f), rgb_hex(0xcfc6b2));
        stroke(s, SHAPE_CIRCLE(x, y, r * 1.1f), 0.004f, rgb_hex(0x8d8470));
        decor_tower(s, x, y, r * 0.55f, 0);
        cv_fill_grad(s->cv, &s->v, &SHAPE_CIRCLE(x, y, r * 0.36f), rgb_hex(0x4d86b8), rgb_hex(0x173a5e), x - r, y - r, x + r, y + r);
        for (int k = 0; k < 2; k++)
            stroke(s, SHAPE_SEG(x - r * 0.7f, y - r * 0.3f + r * 0.6f * (float)k, x + r * 0.7f, y - r * 0.3f + r * 0.6f * (float)k, 0), 0.006f,
                   rgb_hex(0x5b4630));
        return;
    }
    if (strstr(name, "Tour")) {
        shadow(s, SHAPE_BOX(x, y, r * 0.7f, r * 0.7f, 0, 0), 0.02f);
        fill(s, SHAPE_BOX(x, y, r * 0.7f, r * 0.7f, 0, 0), rgb_hex(0xb8b2a2));
        fill(s, SHAPE_BOX(x, y, r * 0.45f, r * 0.45f, 0, 0), rgb_hex(0x6f86a6));
        for (int k = 0; k < 4; k++) {
            float a = (float)k * 1.5708f + 0.785f;
            fill(s, SHAPE_BOX(x + cosf(a) * r * 0.75f, y + sinf(a) * r * 0.75f, r * 0.13f, r * 0.13f, 0, 0), rgb_hex(0xdcd6c4));
        }
        stroke(s, SHAPE_BOX(x, y, r * 0.7f, r * 0.7f, 0, 0), 0.004f, rgb_hex(0x3a3830));
        return;
    }
    if (strstr(name, "Saint")) { /* a church: nave, transept, apse, tower */
        fill(s, SHAPE_CIRCLE(x + r * 0.95f, y, r * 0.32f), rgb_hex(0x58708f));
        stroke(s, SHAPE_CIRCLE(x + r * 0.95f, y, r * 0.32f), 0.004f, rgb_hex(0x1e2836));
        slate_hall(s, x, y, r * 1.0f, r * 0.38f, 0);
        slate_hall(s, x + r * 0.35f, y, r * 0.62f, r * 0.3f, 1.5708f);
        if (strstr(name, "Sernin")) decor_tower(s, x + r * 0.35f, y, r * 0.3f, 1); /* the crossing tower */
        else decor_tower(s, x - r * 1.0f, y, r * 0.3f, 1);
        return;
    }
    if (strstr(name, "Chateau")) { /* curtain wall, corner towers, hall and keep */
        shadow(s, SHAPE_BOX(x, y, r, r * 0.8f, 0, 0), 0.02f);
        fill(s, SHAPE_BOX(x, y, r, r * 0.8f, 0, 0), rgb_hex(0xc2bba8));
        fill(s, SHAPE_BOX(x, y, r * 0.78f, r * 0.58f, 0, 0), rgb_hex(0xcdb48a));
        stroke(s, SHAPE_BOX(x, y, r, r * 0.8f, 0, 0), 0.004f, rgb_hex(0x4a4438));
        slate_hall(s, x - r * 0.2f, y - r * 0.2f, r * 0.5f, r * 0.2f, 0);
        decor_tower(s, x + r * 0.35f, y + r * 0.15f, r * 0.3f, 1);
        for (int k = 0; k < 4; k++)
            decor_tower(s, x + (k & 1 ? r : -r), y + (k & 2 ? r * 0.8f : -r * 0.8f), r * 0.26f, 1);
        return;
    }
    decor_public(s, x, y, size * 1.3f, 0);
    decor_tower(s, x + size * 0.6f, y - size * 0.3f, size * 0.14f, 1);
}

void decor_label(scene *s, float x, float y, const char *text) {
    int px = (int)((float)s->size * 0.07f);
    int w = text_width(text, px);
    if (w <= 0) return;
    float hw = ((float)w * 0.5f + (float)px * 0.5f) / (float)s->size, hh = (float)px * 0.8f / (float)s->size;
    shadow(s, SHAPE_BOX(x, y, hw, hh, hh * 0.5f, 0), 0.008f);
    fill(s, SHAPE_BOX(x, y, hw, hh, hh * 0.5f, 0), rgb_hex(0xf3ead2));
    stroke(s, SHAPE_BOX(x, y, hw, hh, hh * 0.5f, 0), 0.004f, rgb_hex(0x5a4a32));
    text_draw(s->cv, text, x * (float)s->size, y * (float)s->size, px, rgb_hex(0x2a2218));
}
