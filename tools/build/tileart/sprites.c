/* Sprites painted for the atlas: followers, builders, pigs, mayors, wagons and shepherds in every colour, bridge,
   castle, walls, Count, goods tokens, icon. */
#include "sprites.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "goods.h"
#include "dragon_figures.h"
#include "hills_figures.h"
#include "bigtop_art.h"
#include "noise.h"

static const uint32_t palettes[2][6] = {{0xd1352b, 0x2f6fd0, 0x3a9a3a, 0xe8c22a, 0x303030, 0x8e44ad},
                                        {0xD55E00, 0x0072B2, 0x009E73, 0xF0E442, 0x1a1a1a, 0xCC79A7}};

uint32_t sprite_player_colour(int palette, int colour) { return palettes[palette & 1][colour % 6]; }

/* A meeple in a unit box (x 0..1, y 0..1): body polygon grown a little, plus the head. */
static const float meeple_body[] = {0.5f, 0.26f, 0.34f, 0.31f, 0.1f, 0.39f, 0.03f, 0.47f, 0.07f, 0.56f,
                                    0.29f, 0.55f, 0.13f, 0.93f, 0.16f, 0.98f, 0.4f, 0.98f, 0.5f, 0.8f,
                                    0.6f, 0.98f, 0.84f, 0.98f, 0.87f, 0.93f, 0.71f, 0.55f, 0.93f, 0.56f,
                                    0.97f, 0.47f, 0.9f, 0.39f, 0.66f, 0.31f};

typedef struct {
    float x0, y0, w, h;
    int lying;
} frame;

/* meeple-space point of unit point (x, y) */
static void to_meeple(const frame *f, float x, float y, float *mx, float *my) {
    if (f->lying) {
        *mx = 1 - (y - f->y0) / f->w;
        *my = (x - f->x0) / f->h;
    } else {
        *mx = (x - f->x0) / f->w;
        *my = (y - f->y0) / f->h;
    }
}

static float meeple_sdf(float mx, float my) {
    float b = sdf_poly(meeple_body, 18, mx, my) - 0.04f;
    float h = hypotf(mx - 0.5f, my - 0.16f) - 0.15f;
    return fminf(b, h);
}

static float mark_sdf(int mark, float x, float y) {
    float ax = fabsf(x), ay = fabsf(y);
    switch (mark) {
    case 0: return fabsf(hypotf(x, y) - 0.085f) - 0.028f;
    case 1: return fmaxf(ax, ay) - 0.09f;
    case 2: {
        float t[] = {0, -0.12f, 0.11f, 0.08f, -0.11f, 0.08f};
        return sdf_poly(t, 3, x, y);
    }
    case 3: {
        float st[20];
        for (int k = 0; k < 10; k++) {
            float a = -1.5708f + (float)k * 0.6283f, r = k & 1 ? 0.05f : 0.125f;
            st[2 * k] = cosf(a) * r, st[2 * k + 1] = sinf(a) * r;
        }
        return sdf_poly(st, 10, x, y);
    }
    case 4: return fminf(fmaxf(ax - 0.11f, ay - 0.035f), fmaxf(ax - 0.035f, ay - 0.11f));
    default: return (ax + ay - 0.12f) * 0.7071f;
    }
}

/* A figure filled from its distance function `sdf` (figure units, < 0 inside) over frame f, in
   colour hex, lit from the upper left, with the player's mark at (mark_x, mark_y) (mark < 0: none). */
static void paint_body(canvas *cv, float scale, const frame *f, uint32_t hex, int mark, float mark_x, float mark_y,
                       float (*sdf)(float, float)) {
    rgba base = rgb_hex(hex);
    float lum = 0.3f * base.r + 0.59f * base.g + 0.11f * base.b;
    rgba ink = lum > 0.55f ? rgb_hex(0x1a1a1a) : rgb_hex(0xf8f6f0);
    float px = 1.0f / (scale * fminf(f->w, f->h)); /* one pixel in figure units */
    for (int y = 0; y < cv->h; y++)
        for (int x = 0; x < cv->w; x++) {
            float ux = ((float)x + 0.5f) / scale, uy = ((float)y + 0.5f) / scale, mx, my;
            to_meeple(f, ux, uy, &mx, &my);
            float d = sdf(mx, my);
            /* soft contact shadow */
            float ds = sdf(mx - 0.04f, my - 0.05f);
            if (ds < 0.06f) cv_blend(cv, x, y, rgba_alpha(rgb_hex(0x000000), 0.35f), clampf((0.06f - ds) / 0.08f, 0, 1));
            float c = clampf(0.5f - d / px, 0, 1);
            if (c <= 0) continue;
            /* light from the upper left; a bevel near the outline */
            float shade = 1.12f - 0.3f * clampf(mx * 0.6f + my * 0.5f, 0, 1);
            shade *= 0.8f + 0.2f * clampf(-d / 0.07f, 0, 1);
            rgba k = rgba_shade(base, shade);
            if (lum < 0.12f) k = rgba_mix(k, rgb_hex(0x6a6a6a), 0.25f * (1 - clampf(-d / 0.07f, 0, 1)));
            float outline = clampf(0.5f - (fabsf(d + 0.9f * px) - 0.9f * px) / px, 0, 1);
            k = rgba_mix(k, rgb_hex(0x101010), outline * 0.85f);
            if (mark >= 0) {
                float m = mark_sdf(mark, mx - mark_x, my - mark_y);
                k = rgba_mix(k, ink, clampf(0.5f - m / px, 0, 1));
            }
            cv_blend(cv, x, y, k, c);
        }
}

static void paint_meeple(canvas *cv, float scale, const frame *f, uint32_t hex, int mark) {
    paint_body(cv, scale, f, hex, mark, 0.5f, 0.6f, meeple_sdf);
}

/* The builder: a meeple's build, a little slimmer, under a broad-brimmed hat, so it reads
   apart from a follower at a glance. */
static float builder_sdf(float mx, float my) {
    float b = sdf_poly(meeple_body, 18, 0.5f + (mx - 0.5f) * 1.12f, my) / 1.12f - 0.04f;
    float h = hypotf(mx - 0.5f, my - 0.2f) - 0.13f;
    shape brim = {.kind = SH_ELLIPSE, .x = 0.5f, .y = 0.14f, .a = 0.27f, .b = 0.055f};
    shape crown = {.kind = SH_BOX, .x = 0.5f, .y = 0.08f, .a = 0.12f, .b = 0.06f, .r = 0.04f};
    return fminf(fminf(b, h), fminf(shape_sdf(&brim, mx, my), shape_sdf(&crown, mx, my)));
}

/* The pig, seen from the side facing right: round body, head with snout and ear, four legs. */
static float pig_sdf(float mx, float my) {
    shape body = {.kind = SH_ELLIPSE, .x = 0.44f, .y = 0.48f, .a = 0.37f, .b = 0.28f};
    shape head = {.kind = SH_CIRCLE, .x = 0.77f, .y = 0.47f, .r = 0.16f};
    shape snout = {.kind = SH_BOX, .x = 0.94f, .y = 0.52f, .a = 0.05f, .b = 0.08f, .r = 0.03f};
    float ear_pts[] = {0.7f, 0.33f, 0.79f, 0.22f, 0.83f, 0.35f};
    shape ear = {.kind = SH_POLY, .pts = ear_pts, .n = 3, .r = 0.02f};
    float d = fminf(shape_sdf(&body, mx, my), fminf(shape_sdf(&head, mx, my), shape_sdf(&snout, mx, my)));
    d = fminf(d, shape_sdf(&ear, mx, my));
    const float legs[4] = {0.2f, 0.34f, 0.56f, 0.68f};
    for (int k = 0; k < 4; k++) d = fminf(d, sdf_seg(mx, my, legs[k], 0.62f, legs[k], 0.88f) - 0.065f);
    /* a curl of a tail */
    d = fminf(d, fabsf(hypotf(mx - 0.06f, my - 0.36f) - 0.05f) - 0.018f);
    return d;
}

/* Abbey & Mayor's mayor: no legs but a long robe under a top hat (narrow brim, tall crown), so
   it reads apart from a follower and from the builder's broad brim at a glance. */
static float mayor_sdf(float mx, float my) {
    float robe_pts[] = {0.3f, 0.36f, 0.7f, 0.36f, 0.9f, 0.97f, 0.1f, 0.97f};
    shape robe = {.kind = SH_POLY, .pts = robe_pts, .n = 4, .r = 0.04f};
    float h = hypotf(mx - 0.5f, my - 0.28f) - 0.12f;
    shape brim = {.kind = SH_ELLIPSE, .x = 0.5f, .y = 0.17f, .a = 0.19f, .b = 0.035f};
    shape crown = {.kind = SH_BOX, .x = 0.5f, .y = 0.085f, .a = 0.1f, .b = 0.085f, .r = 0.015f};
    return fminf(fminf(shape_sdf(&robe, mx, my), h), fminf(shape_sdf(&brim, mx, my), shape_sdf(&crown, mx, my)));
}

/* Abbey & Mayor's wagon, seen from the side: a covered cart body on two spoked wheels. */
static float wagon_sdf(float mx, float my) {
    shape body = {.kind = SH_BOX, .x = 0.5f, .y = 0.5f, .a = 0.44f, .b = 0.12f, .r = 0.03f};
    shape tilt = {.kind = SH_ELLIPSE, .x = 0.5f, .y = 0.42f, .a = 0.38f, .b = 0.3f};
    float d = fminf(shape_sdf(&body, mx, my), fmaxf(shape_sdf(&tilt, mx, my), my - 0.45f));
    const float wheel_x[2] = {0.26f, 0.74f};
    for (int k = 0; k < 2; k++) {
        float r = hypotf(mx - wheel_x[k], my - 0.76f);
        d = fminf(d, fabsf(r - 0.15f) - 0.045f);                          /* the rim */
        d = fminf(d, r - 0.045f);                                          /* the hub */
        d = fminf(d, fminf(sdf_seg(mx, my, wheel_x[k] - 0.15f, 0.76f, wheel_x[k] + 0.15f, 0.76f),
                           sdf_seg(mx, my, wheel_x[k], 0.61f, wheel_x[k], 0.91f)) - 0.02f); /* spokes */
    }
    return d;
}

static canvas *sized(int cell, float w, float h) {
    int pw = ((int)(w * (float)cell) + 1) & ~1, ph = ((int)(h * (float)cell) + 1) & ~1;
    return cv_new(pw, ph);
}

static void stone_fill(canvas *cv, const view *v, const shape *s, uint32_t hex, float cell_f, uint32_t seed) {
    cv_fill_tex(cv, v, s, rgb_hex(hex), 0.25f, cell_f, seed);
}

static canvas *paint_bridge(int cell, int vertical) {
    float w = vertical ? 0.34f : 1.0f, h = vertical ? 1.0f : 0.34f;
    canvas *cv = sized(cell, w, h);
    view v = {(float)cell, 0, 0};
    float L = 1.0f, W = 0.13f;
    shape deck = {.kind = SH_BOX, .x = w / 2, .y = h / 2, .a = vertical ? W : L / 2 - 0.02f, .b = vertical ? L / 2 - 0.02f : W, .r = 0.02f};
    cv_shadow(cv, &v, &deck, 0.02f, 0.02f, 0.03f, 0.5f);
    cv_fill(cv, &v, &deck, rgb_hex(0x8a6a44));
    for (int k = 0; k < 24; k++) { /* planks across the deck */
        float t = -L / 2 + 0.03f + (float)k * 0.04f;
        shape pl = {.kind = SH_BOX, .x = w / 2 + (vertical ? 0 : t), .y = h / 2 + (vertical ? t : 0),
                    .a = vertical ? W * 0.8f : 0.016f, .b = vertical ? 0.016f : W * 0.8f};
        cv_fill(cv, &v, &pl, rgba_shade(rgb_hex(0xb08a5a), 0.85f + 0.3f * nz_rand((uint32_t)k, 3, 9)));
    }
    for (int side = -1; side <= 1; side += 2) {
        shape rail = {.kind = SH_BOX, .x = w / 2 + (vertical ? (float)side * W : 0), .y = h / 2 + (vertical ? 0 : (float)side * W),
                      .a = vertical ? 0.018f : L / 2 - 0.02f, .b = vertical ? L / 2 - 0.02f : 0.018f, .r = 0.008f};
        cv_fill(cv, &v, &rail, rgb_hex(0x5a3f22));
        for (int k = 0; k < 6; k++) {
            float t = -L / 2 + 0.06f + (float)k * 0.176f;
            shape post = {.kind = SH_CIRCLE, .x = rail.x + (vertical ? 0 : t), .y = rail.y + (vertical ? t : 0), .r = 0.024f};
            cv_fill(cv, &v, &post, rgb_hex(0x4a3218));
        }
    }
    cv_stroke(cv, &v, &deck, 0.006f, rgb_hex(0x2e2012));
    return cv;
}

static void tower_at(canvas *cv, const view *v, float x, float y, float r) {
    shape t = {.kind = SH_CIRCLE, .x = x, .y = y, .r = r};
    cv_shadow(cv, v, &t, r * 0.3f, r * 0.3f, r * 0.4f, 0.5f);
    cv_fill_grad(cv, v, &t, rgb_hex(0xd6d0be), rgb_hex(0x8a8372), x - r, y - r, x + r, y + r);
    shape in = {.kind = SH_CIRCLE, .x = x, .y = y, .r = r * 0.62f};
    cv_fill(cv, v, &in, rgb_hex(0x7a7264));
    for (int k = 0; k < 8; k++) {
        shape m = {.kind = SH_CIRCLE, .x = x + cosf((float)k * 0.785f) * r * 0.8f, .y = y + sinf((float)k * 0.785f) * r * 0.8f, .r = r * 0.17f};
        cv_fill(cv, v, &m, rgb_hex(0xe4dece));
    }
    cv_stroke(cv, v, &t, r * 0.08f, rgb_hex(0x3e392f));
}

static canvas *paint_castle(int cell) {
    canvas *cv = sized(cell, 0.56f, 0.56f);
    view v = {(float)cell, 0, 0};
    float c = 0.28f, r = 0.17f;
    shape yard = {.kind = SH_BOX, .x = c, .y = c, .a = r, .b = r};
    cv_shadow(cv, &v, &yard, 0.02f, 0.02f, 0.03f, 0.5f);
    stone_fill(cv, &v, &yard, 0xc4bda9, 40, 5);
    shape inner = {.kind = SH_BOX, .x = c, .y = c, .a = r * 0.7f, .b = r * 0.7f};
    cv_fill(cv, &v, &inner, rgb_hex(0xb08e5c));
    shape keep = {.kind = SH_BOX, .x = c + 0.03f, .y = c - 0.02f, .a = 0.06f, .b = 0.06f};
    cv_shadow(cv, &v, &keep, 0.015f, 0.015f, 0.02f, 0.5f);
    cv_fill_grad(cv, &v, &keep, rgb_hex(0x7f93b3), rgb_hex(0x3c4c66), c - 0.03f, c - 0.08f, c + 0.09f, c + 0.04f);
    cv_stroke(cv, &v, &yard, 0.008f, rgb_hex(0x3e392f));
    for (int k = 0; k < 4; k++) tower_at(cv, &v, c + (k & 1 ? r : -r), c + (k & 2 ? r : -r), 0.06f);
    shape flag = {.kind = SH_BOX, .x = c + 0.075f, .y = c - 0.1f, .a = 0.03f, .b = 0.016f};
    cv_fill(cv, &v, &flag, rgb_hex(0x2b57a8));
    return cv;
}

static canvas *paint_wall(int cell, int vertical) {
    float w = vertical ? 0.14f : 1.0f, h = vertical ? 1.0f : 0.14f;
    canvas *cv = sized(cell, w, h);
    view v = {(float)cell, 0, 0};
    shape body = {.kind = SH_BOX, .x = w / 2, .y = h / 2, .a = vertical ? 0.045f : 0.5f, .b = vertical ? 0.5f : 0.045f};
    cv_shadow(cv, &v, &body, 0.012f, 0.012f, 0.02f, 0.5f);
    stone_fill(cv, &v, &body, 0xbfb8a4, 50, 8);
    for (int k = 0; k < 14; k++) {
        float t = -0.5f + 0.036f + (float)k * 0.072f;
        shape m = {.kind = SH_BOX, .x = w / 2 + (vertical ? -0.028f : t), .y = h / 2 + (vertical ? t : -0.028f),
                   .a = vertical ? 0.018f : 0.02f, .b = vertical ? 0.02f : 0.018f};
        cv_fill(cv, &v, &m, rgb_hex(0xe2dccb));
        cv_stroke(cv, &v, &m, 0.003f, rgb_hex(0x6a6456));
    }
    cv_stroke(cv, &v, &body, 0.006f, rgb_hex(0x3e392f));
    return cv;
}

static canvas *paint_gate(int cell) {
    canvas *cv = sized(cell, 0.34f, 0.34f);
    view v = {(float)cell, 0, 0};
    shape house = {.kind = SH_BOX, .x = 0.17f, .y = 0.17f, .a = 0.1f, .b = 0.075f, .r = 0.005f};
    cv_shadow(cv, &v, &house, 0.015f, 0.015f, 0.02f, 0.5f);
    stone_fill(cv, &v, &house, 0xbdb6a2, 50, 12);
    shape arch = {.kind = SH_BOX, .x = 0.17f, .y = 0.17f, .a = 0.04f, .b = 0.08f, .r = 0.02f};
    cv_fill(cv, &v, &arch, rgb_hex(0x3a2c20));
    shape door = {.kind = SH_BOX, .x = 0.17f, .y = 0.19f, .a = 0.03f, .b = 0.055f};
    cv_fill(cv, &v, &door, rgb_hex(0x7a5530));
    tower_at(cv, &v, 0.075f, 0.17f, 0.055f);
    tower_at(cv, &v, 0.265f, 0.17f, 0.055f);
    return cv;
}

static canvas *paint_tower(int cell) {
    canvas *cv = sized(cell, 0.3f, 0.3f);
    view v = {(float)cell, 0, 0};
    tower_at(cv, &v, 0.15f, 0.15f, 0.11f);
    return cv;
}

static canvas *paint_count(int cell) {
    canvas *cv = sized(cell, 0.3f, 0.4f);
    frame f = {0.02f, 0.05f, 0.26f, 0.34f, 0};
    paint_meeple(cv, (float)cell, &f, 0x7a2a6e, -1);
    view v = {(float)cell, 0, 0};
    float crown[] = {0.105f, 0.085f, 0.1f, 0.035f, 0.125f, 0.06f, 0.15f, 0.025f, 0.175f, 0.06f, 0.2f, 0.035f, 0.195f, 0.085f};
    shape cr = {.kind = SH_POLY, .pts = crown, .n = 7};
    cv_fill(cv, &v, &cr, rgb_hex(0xf2c230));
    cv_stroke(cv, &v, &cr, 0.004f, rgb_hex(0x6a4a08));
    shape belt = {.kind = SH_BOX, .x = 0.15f, .y = 0.26f, .a = 0.06f, .b = 0.008f};
    cv_fill(cv, &v, &belt, rgb_hex(0xf2c230));
    return cv;
}

canvas *sprite_figure(int cell, float size, uint32_t hex, float (*sdf)(float, float)) {
    canvas *cv = sized(cell, size, size);
    frame f = {0.005f, 0.005f, size - 0.01f, size - 0.01f, 0};
    if (cv) paint_body(cv, (float)cell, &f, hex, -1, 0, 0, sdf);
    return cv;
}

static int add(sprite *out, int n, const char *name, canvas *cv) {
    if (!cv || n >= SPRITE_MAX) {
        cv_free(cv);
        return n;
    }
    snprintf(out[n].name, sizeof out[n].name, "%s", name);
    out[n].cv = cv;
    return n + 1;
}

int sprites_paint(sprite *out, int cell) {
    int n = 0;
    char name[48];
    for (int p = 0; p < 2; p++)
        for (int c = 0; c < 6; c++) {
            canvas *st = sized(cell, 0.26f, 0.32f);
            frame fs = {0.005f, 0.005f, 0.24f, 0.3f, 0};
            if (st) paint_meeple(st, (float)cell, &fs, palettes[p][c], c);
            snprintf(name, sizeof name, "follower-%s-%d-standing", p ? "cb" : "std", c);
            n = add(out, n, name, st);
            canvas *ly = sized(cell, 0.32f, 0.26f);
            frame fl = {0.005f, 0.005f, 0.24f, 0.3f, 1};
            if (ly) paint_meeple(ly, (float)cell, &fl, palettes[p][c], c);
            snprintf(name, sizeof name, "follower-%s-%d-lying", p ? "cb" : "std", c);
            n = add(out, n, name, ly);
        }
    n = add(out, n, "bridge-ns", paint_bridge(cell, 1));
    n = add(out, n, "bridge-ew", paint_bridge(cell, 0));
    n = add(out, n, "castle", paint_castle(cell));
    n = add(out, n, "wall-h", paint_wall(cell, 0));
    n = add(out, n, "wall-v", paint_wall(cell, 1));
    n = add(out, n, "gate", paint_gate(cell));
    n = add(out, n, "tower", paint_tower(cell));
    n = add(out, n, "count", paint_count(cell));
    /* the special figures, each in every colour of both palettes */
    static const struct {
        const char *name;
        float w, h, mark_x, mark_y; /* its box in cells, its mark in figure units */
        float (*sdf)(float, float);
    } figures[] = {{"builder", 0.26f, 0.36f, 0.5f, 0.62f, builder_sdf},
                   {"pig", 0.34f, 0.26f, 0.42f, 0.5f, pig_sdf},
                   {"mayor", 0.26f, 0.36f, 0.5f, 0.66f, mayor_sdf},
                   {"wagon", 0.36f, 0.28f, 0.5f, 0.3f, wagon_sdf},
                   {"shepherd", 0.3f, 0.36f, 0.47f, 0.66f, hills_shepherd_sdf},
                   {"ringmaster", 0.3f, 0.38f, 0.5f, 0.6f, bigtop_ringmaster_sdf}};
    for (int p = 0; p < 2; p++)
        for (int c = 0; c < 6; c++)
            for (size_t k = 0; k < sizeof figures / sizeof figures[0]; k++) {
                canvas *cv = sized(cell, figures[k].w, figures[k].h);
                frame fr = {0.005f, 0.005f, figures[k].w - 0.02f, figures[k].h - 0.02f, 0};
                if (cv) paint_body(cv, (float)cell, &fr, palettes[p][c], c, figures[k].mark_x, figures[k].mark_y, figures[k].sdf);
                snprintf(name, sizeof name, "%s-%s-%d", figures[k].name, p ? "cb" : "std", c);
                n = add(out, n, name, cv);
            }
    n = goods_sprites(out, n, cell);
    n = dragon_sprites(out, n, cell);
    n = hills_sprites(out, n, cell);
    n = bigtop_sprites(out, n, cell);
    return n;
}

void sprites_free(sprite *s, int n) {
    for (int i = 0; i < n; i++) cv_free(s[i].cv), s[i].cv = NULL;
}
