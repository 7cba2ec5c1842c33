/* Goods symbols: a wine barrel, a grain sheaf and a bolt of cloth, each on a cream disc with a
   dark rim so it reads on city paving and on the side panel alike. */
#include "goods.h"

#include <math.h>
#include <stdio.h>

#define CIRCLE(X, Y, R) ((shape){.kind = SH_CIRCLE, .x = (X), .y = (Y), .r = (R)})
#define BOX(X, Y, A, B, R, ANG) ((shape){.kind = SH_BOX, .x = (X), .y = (Y), .a = (A), .b = (B), .r = (R), .ang = (ANG)})
#define SEG(X, Y, X2, Y2, R) ((shape){.kind = SH_SEG, .x = (X), .y = (Y), .a = (X2), .b = (Y2), .r = (R)})
#define ELL(X, Y, A, B, ANG) ((shape){.kind = SH_ELLIPSE, .x = (X), .y = (Y), .a = (A), .b = (B), .ang = (ANG)})

static void fill(canvas *cv, const view *v, shape s, rgba c) { cv_fill(cv, v, &s, c); }
static void stroke(canvas *cv, const view *v, shape s, float w, rgba c) { cv_stroke(cv, v, &s, w, c); }

/* A barrel lying on its side: bulging staves, three iron hoops, the round end facing us. */
static void barrel(canvas *cv, const view *v, float x, float y, float r) {
    shape body = BOX(x, y, r * 0.62f, r * 0.46f, r * 0.3f, 0);
    cv_fill_grad(cv, v, &body, rgb_hex(0xb7793f), rgb_hex(0x6e4220), x, y - r * 0.5f, x, y + r * 0.5f);
    for (int k = -2; k <= 2; k++) /* staves */
        stroke(cv, v, SEG(x - r * 0.6f, y + (float)k * r * 0.17f, x + r * 0.6f, y + (float)k * r * 0.17f, 0),
               r * 0.025f, rgba_alpha(rgb_hex(0x4a2a12), 0.5f));
    for (int k = -1; k <= 1; k++) /* hoops */
        fill(cv, v, BOX(x + (float)k * r * 0.38f, y, r * 0.05f, r * 0.47f, r * 0.02f, 0), rgb_hex(0x3a3632));
    stroke(cv, v, body, r * 0.05f, rgb_hex(0x3a2210));
    /* a red drop of wine at the tap */
    fill(cv, v, CIRCLE(x, y + r * 0.56f, r * 0.09f), rgb_hex(0x8e1f3a));
}

/* A sheaf: stalks fanned above a band, ears at their tips, stubble below. */
static void sheaf(canvas *cv, const view *v, float x, float y, float r) {
    for (int k = -3; k <= 3; k++) {
        float a = (float)k * 0.16f;
        float tx = x + sinf(a) * r * 0.72f, ty = y - r * 0.1f - cosf(a) * r * 0.55f;
        stroke(cv, v, SEG(x + (float)k * r * 0.03f, y + r * 0.62f, tx, ty, 0), r * 0.05f, rgb_hex(0xa8832a));
        fill(cv, v, ELL(tx, ty, r * 0.08f, r * 0.2f, a), rgb_hex(0xe6b62e));
        stroke(cv, v, ELL(tx, ty, r * 0.08f, r * 0.2f, a), r * 0.025f, rgb_hex(0x8a6418));
    }
    fill(cv, v, BOX(x, y + r * 0.2f, r * 0.24f, r * 0.08f, r * 0.03f, 0), rgb_hex(0x7a4a22));
}

/* A bolt of cloth: the roll's face and its spiral end, a loose end hanging down. */
static void bolt(canvas *cv, const view *v, float x, float y, float r) {
    float hang[] = {x + r * 0.05f, y + r * 0.2f, x + r * 0.55f, y + r * 0.2f, x + r * 0.6f, y + r * 0.7f,
                    x + r * 0.3f, y + r * 0.6f, x + r * 0.1f, y + r * 0.7f};
    shape tail = {.kind = SH_POLY, .pts = hang, .n = 5};
    cv_fill(cv, v, &tail, rgb_hex(0x2c5aa0));
    cv_stroke(cv, v, &tail, r * 0.04f, rgb_hex(0x162c52));
    shape roll = BOX(x, y - r * 0.05f, r * 0.58f, r * 0.3f, r * 0.06f, -0.35f);
    cv_fill_grad(cv, v, &roll, rgb_hex(0x5b8ad6), rgb_hex(0x1f3f7a), x, y - r * 0.4f, x, y + r * 0.3f);
    for (int k = -1; k <= 1; k++) /* woven stripes */
        stroke(cv, v, SEG(x - r * 0.5f, y - r * 0.05f + (float)k * r * 0.13f + r * 0.18f, x + r * 0.5f,
                          y - r * 0.05f + (float)k * r * 0.13f - r * 0.18f, 0),
               r * 0.03f, rgba_alpha(rgb_hex(0xe8d070), 0.8f));
    cv_stroke(cv, v, &roll, r * 0.045f, rgb_hex(0x162c52));
    float ex = x - r * 0.53f, ey = y + r * 0.15f;
    fill(cv, v, ELL(ex, ey, r * 0.14f, r * 0.3f, -0.35f), rgb_hex(0x9fb9e6));
    stroke(cv, v, ELL(ex, ey, r * 0.07f, r * 0.16f, -0.35f), r * 0.03f, rgb_hex(0x2c5aa0));
    stroke(cv, v, ELL(ex, ey, r * 0.14f, r * 0.3f, -0.35f), r * 0.04f, rgb_hex(0x162c52));
}

void goods_symbol(canvas *cv, const view *v, float x, float y, float size, int which) {
    float r = size * 0.5f;
    shape disc = CIRCLE(x, y, r);
    cv_shadow(cv, v, &disc, r * 0.08f, r * 0.08f, r * 0.15f, 0.45f);
    cv_fill(cv, v, &disc, rgb_hex(0xf2ead0));
    cv_stroke(cv, v, &disc, r * 0.08f, rgb_hex(0x5a4428));
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
