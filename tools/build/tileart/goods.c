/* Goods symbols: a wine barrel, a grain sheaf and a bolt of cloth, each on a disc of its own
   colour in a cream ring with a dark rim, so it reads on city paving and on the side panel alike. */
#include "goods.h"

#include <math.h>
#include <stdio.h>

#define CIRCLE(X, Y, R) ((shape){.kind = SH_CIRCLE, .x = (X), .y = (Y), .r = (R)})
#define BOX(X, Y, A, B, R, ANG) ((shape){.kind = SH_BOX, .x = (X), .y = (Y), .a = (A), .b = (B), .r = (R), .ang = (ANG)})
#define SEG(X, Y, X2, Y2, R) ((shape){.kind = SH_SEG, .x = (X), .y = (Y), .a = (X2), .b = (Y2), .r = (R)})
#define ELL(X, Y, A, B, ANG) ((shape){.kind = SH_ELLIPSE, .x = (X), .y = (Y), .a = (A), .b = (B), .ang = (ANG)})

static void fill(canvas *cv, const view *v, shape s, rgba c) { cv_fill(cv, v, &s, c); }
static void stroke(canvas *cv, const view *v, shape s, float w, rgba c) { cv_stroke(cv, v, &s, w, c); }

/* Each good has a disc of its own colour (wine red, grain gold, cloth blue): at 50 px a tile
   the symbol is a few pixels, and the colour is what tells the three apart. */
static const uint32_t disc_colour[GOODS_KINDS] = {0x8c2342, 0xe0a526, 0x2a5fb2};

/* A barrel lying on its side in pale oak: bulging staves, three dark hoops. */
static void barrel(canvas *cv, const view *v, float x, float y, float r) {
    shape body = BOX(x, y, r * 0.62f, r * 0.42f, r * 0.3f, 0);
    cv_fill_grad(cv, v, &body, rgb_hex(0xf0cf98), rgb_hex(0xb98648), x, y - r * 0.5f, x, y + r * 0.5f);
    for (int k = -1; k <= 1; k++) /* staves */
        stroke(cv, v, SEG(x - r * 0.55f, y + (float)k * r * 0.2f, x + r * 0.55f, y + (float)k * r * 0.2f, 0),
               r * 0.03f, rgba_alpha(rgb_hex(0x6e4220), 0.45f));
    for (int k = -1; k <= 1; k++) /* hoops */
        fill(cv, v, BOX(x + (float)k * r * 0.36f, y, r * 0.06f, r * 0.43f, r * 0.02f, 0), rgb_hex(0x3a2616));
    stroke(cv, v, body, r * 0.06f, rgb_hex(0x2e1a0c));
}

/* A sheaf of pale straw: stalks fanned above a dark band, ears at their tips. */
static void sheaf(canvas *cv, const view *v, float x, float y, float r) {
    for (int k = -2; k <= 2; k++) {
        float a = (float)k * 0.24f;
        float tx = x + sinf(a) * r * 0.62f, ty = y - r * 0.08f - cosf(a) * r * 0.5f;
        stroke(cv, v, SEG(x + (float)k * r * 0.05f, y + r * 0.62f, tx, ty, 0), r * 0.07f, rgb_hex(0x6a4510));
        fill(cv, v, ELL(tx, ty, r * 0.11f, r * 0.24f, a), rgb_hex(0xfff1b8));
        stroke(cv, v, ELL(tx, ty, r * 0.11f, r * 0.24f, a), r * 0.035f, rgb_hex(0x6a4510));
    }
    fill(cv, v, BOX(x, y + r * 0.22f, r * 0.26f, r * 0.09f, r * 0.03f, 0), rgb_hex(0x5a3210));
}

/* A bolt of pale cloth: the roll, its spiral end, a loose end hanging down. */
static void bolt(canvas *cv, const view *v, float x, float y, float r) {
    float hang[] = {x + r * 0.05f, y + r * 0.2f, x + r * 0.55f, y + r * 0.2f, x + r * 0.6f, y + r * 0.68f,
                    x + r * 0.3f, y + r * 0.58f, x + r * 0.1f, y + r * 0.68f};
    shape tail = {.kind = SH_POLY, .pts = hang, .n = 5};
    cv_fill(cv, v, &tail, rgb_hex(0xc9d9f2));
    cv_stroke(cv, v, &tail, r * 0.045f, rgb_hex(0x0e1e40));
    shape roll = BOX(x, y - r * 0.05f, r * 0.58f, r * 0.3f, r * 0.06f, -0.35f);
    cv_fill_grad(cv, v, &roll, rgb_hex(0xf4f8ff), rgb_hex(0xa9c2ea), x, y - r * 0.4f, x, y + r * 0.3f);
    for (int k = -1; k <= 1; k++) /* woven stripes */
        stroke(cv, v, SEG(x - r * 0.5f, y - r * 0.05f + (float)k * r * 0.13f + r * 0.18f, x + r * 0.5f,
                          y - r * 0.05f + (float)k * r * 0.13f - r * 0.18f, 0),
               r * 0.035f, rgba_alpha(rgb_hex(0x2a5fb2), 0.8f));
    cv_stroke(cv, v, &roll, r * 0.05f, rgb_hex(0x0e1e40));
    float ex = x - r * 0.53f, ey = y + r * 0.15f;
    fill(cv, v, ELL(ex, ey, r * 0.14f, r * 0.3f, -0.35f), rgb_hex(0xdde8f8));
    stroke(cv, v, ELL(ex, ey, r * 0.07f, r * 0.16f, -0.35f), r * 0.03f, rgb_hex(0x2a5fb2));
    stroke(cv, v, ELL(ex, ey, r * 0.14f, r * 0.3f, -0.35f), r * 0.045f, rgb_hex(0x0e1e40));
}

void goods_symbol(canvas *cv, const view *v, float x, float y, float size, int which) {
    float r = size * 0.5f;
    rgba c = rgb_hex(disc_colour[which]);
    shape disc = CIRCLE(x, y, r), inner = CIRCLE(x, y, r * 0.84f);
    cv_shadow(cv, v, &disc, r * 0.08f, r * 0.08f, r * 0.15f, 0.45f);
    /* a cream ring sets the coloured disc off from city paving and roofs */
    cv_fill(cv, v, &disc, rgb_hex(0xf6efd8));
    cv_fill_grad(cv, v, &inner, rgba_shade(c, 1.15f), rgba_shade(c, 0.85f), x, y - r, x, y + r);
    cv_stroke(cv, v, &disc, r * 0.07f, rgb_hex(0x3a2a18));
    if (which == GOODS_WINE) barrel(cv, v, x, y, r * 0.9f);
    else if (which == GOODS_GRAIN) sheaf(cv, v, x, y, r * 0.95f);
    else bolt(cv, v, x, y, r * 0.9f);
}

int goods_sprites(sprite *out, int n, int cell) {
    static const char *const names[GOODS_KINDS] = {"goods-wine", "goods-grain", "goods-cloth"};
    for (int g = 0; g < GOODS_KINDS && n < SPRITE_MAX; g++) {
        int px = ((int)(0.3f * (float)cell) + 1) & ~1;
        canvas *cv = cv_new(px, px);
        if (!cv) continue;
        view v = {(float)cell, 0, 0};
        goods_symbol(cv, &v, 0.15f, 0.15f, 0.27f, g);
        snprintf(out[n].name, sizeof out[n].name, "%s", names[g]);
        out[n++].cv = cv;
    }
    return n;
}
