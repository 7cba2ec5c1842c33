/* Hills & Sheep's pieces for the window (hills_figures.h): the shepherd's shape (painted in
   every player colour by sprites.c), the sheep tokens of 1-4 sheep, the wolf token and the
   face-down tile a hill hides. */
#include "hills_figures.h"

#include <math.h>
#include <stdio.h>

#define CIRCLE(X, Y, R) ((shape){.kind = SH_CIRCLE, .x = (X), .y = (Y), .r = (R)})
#define BOX(X, Y, A, B, R) ((shape){.kind = SH_BOX, .x = (X), .y = (Y), .a = (A), .b = (B), .r = (R)})
#define ELL(X, Y, A, B, ANG) ((shape){.kind = SH_ELLIPSE, .x = (X), .y = (Y), .a = (A), .b = (B), .ang = (ANG)})

static void fill(canvas *cv, const view *v, shape s, rgba c) { cv_fill(cv, v, &s, c); }
static void stroke(canvas *cv, const view *v, shape s, float w, rgba c) { cv_stroke(cv, v, &s, w, c); }

/* A meeple's build in a long smock, a hood, and a crook taller than itself at its right hand:
   the crook is what tells it from a follower and from the builder's hat at a glance. */
float hills_shepherd_sdf(float mx, float my) {
    float smock_pts[] = {0.36f, 0.3f, 0.6f, 0.3f, 0.78f, 0.97f, 0.16f, 0.97f};
    shape smock = {.kind = SH_POLY, .pts = smock_pts, .n = 4, .r = 0.04f};
    float arms_pts[] = {0.12f, 0.4f, 0.8f, 0.4f, 0.78f, 0.52f, 0.14f, 0.52f};
    shape arms = {.kind = SH_POLY, .pts = arms_pts, .n = 4, .r = 0.03f};
    float head = hypotf(mx - 0.46f, my - 0.19f) - 0.13f;
    float d = fminf(fminf(shape_sdf(&smock, mx, my), shape_sdf(&arms, mx, my)), head);
    d = fminf(d, sdf_seg(mx, my, 0.86f, 0.97f, 0.86f, 0.12f) - 0.035f);           /* the staff */
    d = fminf(d, fmaxf(fabsf(hypotf(mx - 0.76f, my - 0.12f) - 0.1f) - 0.035f, my - 0.13f)); /* its hook */
    return d;
}

/* A sheep seen from above and a little from the side, facing right: a fleece of puffs, a dark
   head, at (x, y), r its fleece's radius. */
static void sheep(canvas *cv, const view *v, float x, float y, float r) {
    shape shadow = ELL(x + r * 0.15f, y + r * 0.2f, r * 1.25f, r * 0.9f, 0);
    cv_shadow(cv, v, &shadow, 0, 0, r * 0.3f, 0.35f);
    for (int b = 0; b < 7; b++) {
        float a = (float)b * 0.8976f;
        fill(cv, v, CIRCLE(x + cosf(a) * r * 0.55f, y + sinf(a) * r * 0.38f, r * 0.55f), rgb_hex(0xd8d2c2));
    }
    for (int b = 0; b < 7; b++) {
        float a = (float)b * 0.8976f + 0.3f;
        fill(cv, v, CIRCLE(x - r * 0.05f + cosf(a) * r * 0.45f, y - r * 0.06f + sinf(a) * r * 0.3f, r * 0.45f),
             rgb_hex(0xfbf8ef));
    }
    fill(cv, v, ELL(x + r * 1.05f, y + r * 0.05f, r * 0.38f, r * 0.28f, 0.2f), rgb_hex(0x2b2522));
    fill(cv, v, ELL(x + r * 0.9f, y - r * 0.22f, r * 0.16f, r * 0.09f, -0.6f), rgb_hex(0x2b2522)); /* ear */
}

/* A token: a disc of pasture green in a cream ring with a dark rim, as a cardboard token. */
static canvas *token(int cell, float size, uint32_t ground, view *v) {
    int px = ((int)(size * (float)cell) + 1) & ~1;
    canvas *cv = cv_new(px, px);
    *v = (view){(float)cell, 0, 0};
    if (!cv) return NULL;
    float c = size / 2, r = size * 0.46f;
    shape disc = CIRCLE(c, c, r);
    cv_shadow(cv, v, &disc, r * 0.06f, r * 0.08f, r * 0.12f, 0.45f);
    fill(cv, v, disc, rgb_hex(0xefe6c8));
    shape in = CIRCLE(c, c, r * 0.86f);
    cv_fill_grad(cv, v, &in, rgba_shade(rgb_hex(ground), 1.15f), rgba_shade(rgb_hex(ground), 0.8f), c - r, c - r,
                 c + r, c + r);
    stroke(cv, v, disc, r * 0.06f, rgb_hex(0x3a2c1a));
    return cv;
}

/* Where the sheep of a token of n stand (token units from its centre, per radius). */
static const float flock_at[4][4][2] = {{{0, 0}},
                                        {{-0.3f, -0.22f}, {0.22f, 0.25f}},
                                        {{-0.34f, -0.3f}, {0.3f, -0.18f}, {-0.12f, 0.34f}},
                                        {{-0.36f, -0.34f}, {0.28f, -0.36f}, {-0.34f, 0.3f}, {0.3f, 0.28f}}};

static canvas *sheep_token(int cell, int n) {
    const float size = 0.3f;
    view v;
    canvas *cv = token(cell, size, 0x6fa046, &v);
    if (!cv) return NULL;
    float c = size / 2, r = size * 0.46f * 0.86f, k = n == 1 ? 0.4f : n == 2 ? 0.32f : 0.27f;
    for (int i = 0; i < n; i++) sheep(cv, &v, c + flock_at[n - 1][i][0] * r - r * 0.08f, c + flock_at[n - 1][i][1] * r, r * k);
    return cv;
}

/* The wolf's head from the front on a dusk-blue token: pointed ears, a long muzzle, pale eyes. */
static canvas *wolf_token(int cell) {
    const float size = 0.3f;
    view v;
    canvas *cv = token(cell, size, 0x3d4d66, &v);
    if (!cv) return NULL;
    float c = size / 2, r = size * 0.46f * 0.86f;
    float head_pts[] = {c - r * 0.55f, c - r * 0.45f, c - r * 0.42f, c - r * 0.85f, c - r * 0.15f, c - r * 0.45f,
                        c + r * 0.15f, c - r * 0.45f, c + r * 0.42f, c - r * 0.85f, c + r * 0.55f, c - r * 0.45f,
                        c + r * 0.6f,  c + r * 0.05f, c + r * 0.16f, c + r * 0.7f,  c - r * 0.16f, c + r * 0.7f,
                        c - r * 0.6f,  c + r * 0.05f};
    shape head = {.kind = SH_POLY, .pts = head_pts, .n = 10, .r = r * 0.04f};
    cv_fill_grad(cv, &v, &head, rgb_hex(0xb7b4ad), rgb_hex(0x5e5a55), c, c - r, c, c + r * 0.7f);
    float muzzle_pts[] = {c - r * 0.2f, c + r * 0.1f, c + r * 0.2f, c + r * 0.1f, c + r * 0.1f, c + r * 0.62f,
                          c - r * 0.1f, c + r * 0.62f};
    shape muzzle = {.kind = SH_POLY, .pts = muzzle_pts, .n = 4, .r = r * 0.03f};
    fill(cv, &v, muzzle, rgb_hex(0xe4e0d6));
    fill(cv, &v, ELL(c, c + r * 0.58f, r * 0.1f, r * 0.07f, 0), rgb_hex(0x1a1716)); /* nose */
    for (int s = -1; s <= 1; s += 2) {
        fill(cv, &v, ELL(c + (float)s * r * 0.24f, c - r * 0.12f, r * 0.1f, r * 0.06f, (float)s * 0.4f), rgb_hex(0xf2d14a));
        fill(cv, &v, CIRCLE(c + (float)s * r * 0.24f, c - r * 0.12f, r * 0.035f), rgb_hex(0x1a1716));
    }
    stroke(cv, &v, head, r * 0.05f, rgb_hex(0x24211e));
    return cv;
}

/* A tile lying face down: the back every tile shares, a dark brown board with a border, as
   much as shows beneath a hill tile's edge. One cell square. */
static canvas *tile_back(int cell) {
    canvas *cv = cv_new(cell, cell);
    if (!cv) return NULL;
    view v = {(float)cell, 0, 0};
    shape board = BOX(0.5f, 0.5f, 0.5f, 0.5f, 0.04f);
    cv_fill_tex(cv, &v, &board, rgb_hex(0x6b4a2c), 0.18f, 30, 41);
    stroke(cv, &v, BOX(0.5f, 0.5f, 0.42f, 0.42f, 0.03f), 0.02f, rgb_hex(0xc9a56a));
    stroke(cv, &v, board, 0.012f, rgb_hex(0x2a1c10));
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

int hills_sprites(sprite *out, int n, int cell) {
    char name[24]; /* "sheep-" and any int */
    for (int k = 1; k <= 4; k++) {
        snprintf(name, sizeof name, "sheep-%d", k);
        n = add(out, n, name, sheep_token(cell, k));
    }
    n = add(out, n, "wolf", wolf_token(cell));
    return add(out, n, "tile-back", tile_back(cell));
}
