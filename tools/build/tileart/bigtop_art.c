/* Under the Big Top's art (bigtop_art.h): circus and acrobat spaces on the tiles, the
   ringmaster's shape, the big top and the sixteen animal tokens' faces. */
#include "bigtop_art.h"

#include <math.h>
#include <stdio.h>

#define CIRCLE(X, Y, R) ((shape){.kind = SH_CIRCLE, .x = (X), .y = (Y), .r = (R)})
#define BOX(X, Y, A, B, R) ((shape){.kind = SH_BOX, .x = (X), .y = (Y), .a = (A), .b = (B), .r = (R)})
#define ELL(X, Y, A, B, ANG) ((shape){.kind = SH_ELLIPSE, .x = (X), .y = (Y), .a = (A), .b = (B), .ang = (ANG)})
#define SEG(X, Y, X2, Y2, R) ((shape){.kind = SH_SEG, .x = (X), .y = (Y), .a = (X2), .b = (Y2), .r = (R)})

static void fill(canvas *cv, const view *v, shape s, rgba c) { cv_fill(cv, v, &s, c); }
static void stroke(canvas *cv, const view *v, shape s, float w, rgba c) { cv_stroke(cv, v, &s, w, c); }

enum { RED = 0xc8302a, CREAM = 0xf4ead2, GOLD = 0xe2b23a, INK = 0x2a1c14 };

/* A wedge of a disc from angle a0 to a1 (radians), as a polygon of 6 points. */
static void wedge(canvas *cv, const view *v, float x, float y, float r, float a0, float a1, rgba c) {
    float pts[2 * 7];
    pts[0] = x, pts[1] = y;
    for (int k = 0; k <= 5; k++) {
        float a = a0 + (a1 - a0) * (float)k / 5.0f;
        pts[2 + 2 * k] = x + cosf(a) * r, pts[3 + 2 * k] = y + sinf(a) * r;
    }
    shape w = {.kind = SH_POLY, .pts = pts, .n = 7};
    cv_fill(cv, v, &w, c);
}

/* A five-pointed star at x, y, outer radius r. */
static void star(canvas *cv, const view *v, float x, float y, float r, rgba c) {
    float pts[20];
    for (int k = 0; k < 10; k++) {
        float a = -1.5708f + (float)k * 0.6283f, rr = k % 2 ? r * 0.42f : r;
        pts[2 * k] = x + cosf(a) * rr, pts[2 * k + 1] = y + sinf(a) * rr;
    }
    shape st = {.kind = SH_POLY, .pts = pts, .n = 10};
    cv_fill(cv, v, &st, c);
}

/* ---- on the tiles ---- */

void bigtop_decor_circus(scene *s, float x, float y, float r) {
    canvas *cv = s->cv;
    const view *v = &s->v;
    cv_fill_tex(cv, v, &CIRCLE(x, y, r), rgb_hex(0xd8b77c), 0.25f, 70, 131); /* the sawdust ring */
    for (int k = 0; k < 16; k++) { /* its red and white kerb */
        float a = (float)k * 0.3927f;
        fill(cv, v, CIRCLE(x + cosf(a) * r * 0.94f, y + sinf(a) * r * 0.94f, r * 0.1f), rgb_hex(k % 2 ? CREAM : RED));
    }
    stroke(cv, v, CIRCLE(x, y, r), r * 0.04f, rgb_hex(0x6e4a28));
    /* the tent from above: eight stripes round its pole, a flag on top */
    float t = r * 0.62f;
    shape roof = CIRCLE(x, y, t);
    cv_shadow(cv, v, &roof, t * 0.1f, t * 0.14f, t * 0.2f, 0.45f);
    for (int k = 0; k < 8; k++)
        wedge(cv, v, x, y, t, (float)k * 0.7854f, (float)(k + 1) * 0.7854f, rgb_hex(k % 2 ? 0xf0d24a : RED));
    stroke(cv, v, roof, t * 0.05f, rgb_hex(0x7a1c18));
    fill(cv, v, CIRCLE(x, y, t * 0.13f), rgb_hex(GOLD));
    float fl[] = {x, y - t * 0.05f, x + t * 0.55f, y - t * 0.2f, x, y - t * 0.38f};
    shape flag = {.kind = SH_POLY, .pts = fl, .n = 3};
    cv_fill(cv, v, &flag, rgb_hex(0x2f6fb5));
}

void bigtop_decor_acrobats(scene *s, float x, float y, float r) {
    canvas *cv = s->cv;
    const view *v = &s->v;
    shape stage = CIRCLE(x, y, r);
    cv_shadow(cv, v, &stage, r * 0.08f, r * 0.12f, r * 0.18f, 0.45f);
    cv_fill_grad(cv, v, &stage, rgb_hex(0xa8743e), rgb_hex(0x6b4322), x - r, y - r, x + r, y + r);
    for (int k = 1; k <= 2; k++) /* its planks' rings */
        stroke(cv, v, CIRCLE(x, y, r * (1 - 0.24f * (float)k)), r * 0.025f, rgba_alpha(rgb_hex(0x4a2c14), 0.6f));
    fill(cv, v, CIRCLE(x, y, r * 0.52f), rgb_hex(0x2d4f8f));
    star(cv, v, x, y + r * 0.04f, r * 0.46f, rgb_hex(GOLD));
    stroke(cv, v, stage, r * 0.07f, rgb_hex(GOLD));
    stroke(cv, v, stage, r * 0.025f, rgb_hex(INK));
}

/* ---- the ringmaster: a follower's build in a tail coat under a tall top hat, a whip raised ---- */

float bigtop_ringmaster_sdf(float mx, float my) {
    float coat_pts[] = {0.34f, 0.34f, 0.66f, 0.34f, 0.72f, 0.7f, 0.86f, 0.97f, 0.6f, 0.97f, 0.5f, 0.78f,
                        0.4f,  0.97f, 0.14f, 0.97f, 0.28f, 0.7f};
    shape coat = {.kind = SH_POLY, .pts = coat_pts, .n = 9, .r = 0.035f};
    float arms_pts[] = {0.16f, 0.42f, 0.84f, 0.42f, 0.82f, 0.53f, 0.18f, 0.53f};
    shape arms = {.kind = SH_POLY, .pts = arms_pts, .n = 4, .r = 0.03f};
    float head = hypotf(mx - 0.5f, my - 0.27f) - 0.1f;
    shape brim = ELL(0.5f, 0.17f, 0.17f, 0.03f, 0);
    shape crown = BOX(0.5f, 0.08f, 0.1f, 0.09f, 0.01f);
    float d = fminf(fminf(shape_sdf(&coat, mx, my), shape_sdf(&arms, mx, my)), head);
    d = fminf(d, fminf(shape_sdf(&brim, mx, my), shape_sdf(&crown, mx, my)));
    d = fminf(d, sdf_seg(mx, my, 0.84f, 0.48f, 0.96f, 0.1f) - 0.025f); /* the whip's handle */
    return d;
}

/* ---- the big top: a red and cream striped tent seen from the side, its flag flying ---- */

static canvas *big_top(int cell) {
    const float w = 0.5f, h = 0.46f;
    canvas *cv = cv_new((int)(w * (float)cell), (int)(h * (float)cell));
    if (!cv) return NULL;
    view v = {(float)cell, 0, 0};
    float cx = w / 2, base = h - 0.03f, top = 0.1f, eave = 0.24f, half = 0.22f;
    fill(cv, &v, ELL(cx + 0.01f, base, half * 1.05f, 0.035f, 0), rgba_alpha(rgb_hex(0x000000), 0.35f));
    /* the wall: vertical stripes between the eave and the ground */
    for (int k = 0; k < 8; k++) {
        float x0 = cx - half + (float)k * half / 4, x1 = x0 + half / 4;
        float pts[] = {x0, eave, x1, eave, x1, base, x0, base};
        shape st = {.kind = SH_POLY, .pts = pts, .n = 4};
        cv_fill(cv, &v, &st, rgb_hex(k % 2 ? CREAM : RED));
    }
    float door[] = {cx - 0.045f, base, cx, eave + 0.05f, cx + 0.045f, base};
    shape d = {.kind = SH_POLY, .pts = door, .n = 3};
    cv_fill(cv, &v, &d, rgb_hex(0x3a1410));
    /* the roof: a cone in stripes from its pole to the scalloped eave */
    for (int k = 0; k < 6; k++) {
        float x0 = cx - half * 1.08f + (float)k * half * 2.16f / 6, x1 = x0 + half * 2.16f / 6;
        float pts[] = {cx, top, x1, eave + 0.01f, x0, eave + 0.01f};
        shape st = {.kind = SH_POLY, .pts = pts, .n = 3};
        cv_fill(cv, &v, &st, rgb_hex(k % 2 ? RED : CREAM));
        fill(cv, &v, CIRCLE((x0 + x1) / 2, eave + 0.012f, (x1 - x0) / 2), rgb_hex(k % 2 ? RED : CREAM));
    }
    float roof[] = {cx, top, cx + half * 1.08f, eave + 0.01f, cx - half * 1.08f, eave + 0.01f};
    shape rf = {.kind = SH_POLY, .pts = roof, .n = 3};
    cv_stroke(cv, &v, &rf, 0.006f, rgb_hex(0x5a1410));
    stroke(cv, &v, BOX(cx, (eave + base) / 2, half, (base - eave) / 2, 0), 0.006f, rgb_hex(0x5a1410));
    stroke(cv, &v, SEG(cx, top, cx, 0.02f, 0), 0.007f, rgb_hex(INK)); /* the pole and its flag */
    float fl[] = {cx, 0.02f, cx + 0.09f, 0.04f, cx, 0.065f};
    shape flag = {.kind = SH_POLY, .pts = fl, .n = 3};
    cv_fill(cv, &v, &flag, rgb_hex(0x2f6fb5));
    fill(cv, &v, CIRCLE(cx, top, 0.012f), rgb_hex(GOLD));
    return cv;
}

/* ---- the animal tokens: a cardboard disc, the animal on its face, its value in a corner ---- */

static canvas *token(int cell, float size, uint32_t ground, view *v) {
    int px = ((int)(size * (float)cell) + 1) & ~1;
    canvas *cv = cv_new(px, px);
    *v = (view){(float)cell, 0, 0};
    if (!cv) return NULL;
    float c = size / 2, r = size * 0.46f;
    shape disc = CIRCLE(c, c, r);
    cv_shadow(cv, v, &disc, r * 0.06f, r * 0.08f, r * 0.12f, 0.45f);
    fill(cv, v, disc, rgb_hex(CREAM));
    shape in = CIRCLE(c, c, r * 0.86f);
    cv_fill_grad(cv, v, &in, rgba_shade(rgb_hex(ground), 1.15f), rgba_shade(rgb_hex(ground), 0.8f), c - r, c - r,
                 c + r, c + r);
    stroke(cv, v, disc, r * 0.06f, rgb_hex(INK));
    return cv;
}

/* Each animal's head or body drawn round the token's centre c, r the face's radius. */
static void flea(canvas *cv, const view *v, float c, float r) {
    for (int k = 0; k < 3; k++) { /* six legs */
        float y = c + r * (0.05f + 0.16f * (float)k);
        stroke(cv, v, SEG(c - r * 0.1f, y, c - r * 0.55f, y + r * 0.25f, 0), r * 0.05f, rgb_hex(INK));
        stroke(cv, v, SEG(c + r * 0.1f, y, c + r * 0.55f, y + r * 0.25f, 0), r * 0.05f, rgb_hex(INK));
    }
    fill(cv, v, ELL(c, c + r * 0.15f, r * 0.28f, r * 0.4f, 0), rgb_hex(0x5a3418));
    fill(cv, v, CIRCLE(c, c - r * 0.35f, r * 0.16f), rgb_hex(0x5a3418));
    fill(cv, v, ELL(c - r * 0.08f, c + r * 0.02f, r * 0.08f, r * 0.18f, 0.3f), rgb_hex(0x9a6a40));
}

static void monkey(canvas *cv, const view *v, float c, float r) {
    rgba fur = rgb_hex(0x7a4a24), face = rgb_hex(0xe3c29a);
    fill(cv, v, CIRCLE(c - r * 0.52f, c - r * 0.05f, r * 0.2f), fur);
    fill(cv, v, CIRCLE(c + r * 0.52f, c - r * 0.05f, r * 0.2f), fur);
    fill(cv, v, CIRCLE(c, c, r * 0.5f), fur);
    fill(cv, v, ELL(c, c + r * 0.12f, r * 0.34f, r * 0.3f, 0), face);
    fill(cv, v, ELL(c - r * 0.15f, c - r * 0.12f, r * 0.14f, r * 0.14f, 0), face);
    fill(cv, v, ELL(c + r * 0.15f, c - r * 0.12f, r * 0.14f, r * 0.14f, 0), face);
    fill(cv, v, CIRCLE(c - r * 0.15f, c - r * 0.1f, r * 0.05f), rgb_hex(INK));
    fill(cv, v, CIRCLE(c + r * 0.15f, c - r * 0.1f, r * 0.05f), rgb_hex(INK));
    stroke(cv, v, ELL(c, c + r * 0.22f, r * 0.12f, r * 0.04f, 0), r * 0.03f, rgb_hex(INK));
}

static void seal(canvas *cv, const view *v, float c, float r) {
    rgba skin = rgb_hex(0x4d5a66);
    fill(cv, v, ELL(c - r * 0.05f, c + r * 0.3f, r * 0.55f, r * 0.25f, -0.2f), skin);
    fill(cv, v, ELL(c + r * 0.18f, c - r * 0.05f, r * 0.2f, r * 0.38f, 0.35f), skin);
    fill(cv, v, ELL(c + r * 0.33f, c - r * 0.33f, r * 0.22f, r * 0.15f, 0.2f), skin);
    fill(cv, v, CIRCLE(c + r * 0.3f, c - r * 0.38f, r * 0.04f), rgb_hex(0x0e1012));
    fill(cv, v, ELL(c - r * 0.55f, c + r * 0.45f, r * 0.16f, r * 0.07f, 0.6f), skin); /* tail flippers */
    /* the ball it balances */
    float bx = c + r * 0.48f, by = c - r * 0.66f, br = r * 0.18f;
    wedge(cv, v, bx, by, br, 0, 3.1416f, rgb_hex(RED));
    wedge(cv, v, bx, by, br, 3.1416f, 6.2832f, rgb_hex(0xf0d24a));
}

static void bear(canvas *cv, const view *v, float c, float r) {
    rgba fur = rgb_hex(0x6b4226);
    fill(cv, v, CIRCLE(c - r * 0.4f, c - r * 0.4f, r * 0.18f), fur);
    fill(cv, v, CIRCLE(c + r * 0.4f, c - r * 0.4f, r * 0.18f), fur);
    fill(cv, v, CIRCLE(c - r * 0.4f, c - r * 0.4f, r * 0.08f), rgb_hex(0xc89a70));
    fill(cv, v, CIRCLE(c + r * 0.4f, c - r * 0.4f, r * 0.08f), rgb_hex(0xc89a70));
    fill(cv, v, CIRCLE(c, c, r * 0.55f), fur);
    fill(cv, v, ELL(c, c + r * 0.2f, r * 0.24f, r * 0.18f, 0), rgb_hex(0xc89a70));
    fill(cv, v, ELL(c, c + r * 0.1f, r * 0.09f, r * 0.06f, 0), rgb_hex(INK));
    fill(cv, v, CIRCLE(c - r * 0.2f, c - r * 0.12f, r * 0.05f), rgb_hex(INK));
    fill(cv, v, CIRCLE(c + r * 0.2f, c - r * 0.12f, r * 0.05f), rgb_hex(INK));
}

static void tiger(canvas *cv, const view *v, float c, float r) {
    rgba fur = rgb_hex(0xe07a1e), white = rgb_hex(0xf6eee0), ink = rgb_hex(INK);
    float ear[] = {c - r * 0.5f, c - r * 0.25f, c - r * 0.42f, c - r * 0.62f, c - r * 0.18f, c - r * 0.45f};
    float ear2[] = {c + r * 0.5f, c - r * 0.25f, c + r * 0.42f, c - r * 0.62f, c + r * 0.18f, c - r * 0.45f};
    shape e1 = {.kind = SH_POLY, .pts = ear, .n = 3, .r = r * 0.04f}, e2 = {.kind = SH_POLY, .pts = ear2, .n = 3, .r = r * 0.04f};
    cv_fill(cv, v, &e1, fur);
    cv_fill(cv, v, &e2, fur);
    fill(cv, v, ELL(c, c, r * 0.56f, r * 0.5f, 0), fur);
    fill(cv, v, ELL(c, c + r * 0.22f, r * 0.3f, r * 0.2f, 0), white);
    for (int k = -1; k <= 1; k += 2) { /* stripes on the cheeks and the brow */
        stroke(cv, v, SEG(c + (float)k * r * 0.56f, c - r * 0.05f, c + (float)k * r * 0.32f, c + r * 0.02f, 0), r * 0.05f, ink);
        stroke(cv, v, SEG(c + (float)k * r * 0.54f, c + r * 0.14f, c + (float)k * r * 0.34f, c + r * 0.14f, 0), r * 0.05f, ink);
        stroke(cv, v, SEG(c + (float)k * r * 0.1f, c - r * 0.48f, c + (float)k * r * 0.08f, c - r * 0.3f, 0), r * 0.04f, ink);
        fill(cv, v, ELL(c + (float)k * r * 0.2f, c - r * 0.08f, r * 0.08f, r * 0.05f, 0), rgb_hex(0xd8e04a));
        fill(cv, v, CIRCLE(c + (float)k * r * 0.2f, c - r * 0.08f, r * 0.03f), ink);
    }
    fill(cv, v, ELL(c, c + r * 0.1f, r * 0.08f, r * 0.05f, 0), rgb_hex(0xb04a50));
}

static void elephant(canvas *cv, const view *v, float c, float r) {
    rgba skin = rgb_hex(0x8c8c94), dark = rgb_hex(0x6a6a72);
    fill(cv, v, ELL(c - r * 0.45f, c - r * 0.05f, r * 0.3f, r * 0.4f, 0.2f), dark); /* ears */
    fill(cv, v, ELL(c + r * 0.45f, c - r * 0.05f, r * 0.3f, r * 0.4f, -0.2f), dark);
    fill(cv, v, CIRCLE(c, c - r * 0.1f, r * 0.36f), skin);
    stroke(cv, v, SEG(c, c + r * 0.1f, c + r * 0.02f, c + r * 0.5f, 0), r * 0.12f, skin); /* the trunk */
    stroke(cv, v, SEG(c + r * 0.02f, c + r * 0.5f, c + r * 0.16f, c + r * 0.6f, 0), r * 0.09f, skin);
    stroke(cv, v, SEG(c - r * 0.14f, c + r * 0.12f, c - r * 0.22f, c + r * 0.3f, 0), r * 0.04f, rgb_hex(CREAM)); /* tusks */
    stroke(cv, v, SEG(c + r * 0.14f, c + r * 0.12f, c + r * 0.22f, c + r * 0.3f, 0), r * 0.04f, rgb_hex(CREAM));
    fill(cv, v, CIRCLE(c - r * 0.15f, c - r * 0.18f, r * 0.045f), rgb_hex(INK));
    fill(cv, v, CIRCLE(c + r * 0.15f, c - r * 0.18f, r * 0.045f), rgb_hex(INK));
}

static canvas *animal_token(int cell, int animal) {
    static const uint32_t ground[6] = {0xb8d080, 0x6fae5a, 0x5aa0c8, 0x8a9a5a, 0xd8c070, 0xc0a0c8};
    static void (*const face[6])(canvas *, const view *, float, float) = {flea, monkey, seal, bear, tiger, elephant};
    static const char *const value[6] = {"1", "3", "4", "5", "6", "7"};
    const float size = 0.3f;
    view v;
    canvas *cv = token(cell, size, ground[animal], &v);
    if (!cv) return NULL;
    float c = size / 2, r = size * 0.46f * 0.86f;
    face[animal](cv, &v, c, r);
    /* the value on a gold coin at the lower right, legible at a token's size on the board */
    float vx = c + r * 0.62f, vy = c + r * 0.62f;
    fill(cv, &v, CIRCLE(vx, vy, r * 0.3f), rgb_hex(GOLD));
    stroke(cv, &v, CIRCLE(vx, vy, r * 0.3f), r * 0.05f, rgb_hex(INK));
    text_draw(cv, value[animal], vx * (float)cell, vy * (float)cell, (int)(r * 0.42f * (float)cell), rgb_hex(INK));
    return cv;
}

/* The back every animal token shares: the circus's blue with a gold star. */
static canvas *animal_back(int cell) {
    const float size = 0.3f;
    view v;
    canvas *cv = token(cell, size, 0x2d4f8f, &v);
    if (!cv) return NULL;
    float c = size / 2, r = size * 0.46f * 0.86f;
    star(cv, &v, c, c + r * 0.05f, r * 0.7f, rgb_hex(GOLD));
    stroke(cv, &v, CIRCLE(c, c, r * 0.86f), r * 0.04f, rgba_alpha(rgb_hex(GOLD), 0.8f));
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

int bigtop_sprites(sprite *out, int n, int cell) {
    char name[24]; /* "animal-" and any int */
    n = add(out, n, "bigtop", big_top(cell));
    n = add(out, n, "animal-back", animal_back(cell));
    for (int a = 0; a < 6; a++) {
        snprintf(name, sizeof name, "animal-%d", a);
        n = add(out, n, name, animal_token(cell, a));
    }
    return n;
}
