/* The Princess & the Dragon's scenery (RULES.md §9, bigbox-tiles.md §1): each tile's one
   symbol, painted at the roomy second spot of the feature it belongs to: the volcano (a
   smoking cone), the dragon (a dragon's head in an oval), the magic portal (a ruined arch
   with arrows) and the princess (a portrait in a tower's frame) in her city. PD-09's house
   at the crossing is every set's `art crossing=house`. */
#include <math.h>

#include "paint.h"
#include "modules/dragon/dragon.h"

static void fill_shape(scene *s, shape sh, rgba c) { cv_fill(s->cv, &s->v, &sh, c); }
static void line(scene *s, float x0, float y0, float x1, float y1, float w, rgba c) {
    shape sg = {.kind = SH_SEG, .x = x0, .y = y0, .a = x1, .b = y1, .r = w};
    cv_fill(s->cv, &s->v, &sg, c);
}
static shape circle(float x, float y, float r) { return (shape){.kind = SH_CIRCLE, .x = x, .y = y, .r = r}; }
static shape box(float x, float y, float a, float b) { return (shape){.kind = SH_BOX, .x = x, .y = y, .a = a, .b = b}; }
static shape ellipse(float x, float y, float a, float b) { return (shape){.kind = SH_ELLIPSE, .x = x, .y = y, .a = a, .b = b}; }

static void volcano(scene *s, float x, float y, float r) {
    const float cone[] = {x - r, y + r * 0.7f, x - r * 0.25f, y - r * 0.55f, x + r * 0.25f, y - r * 0.55f,
                          x + r, y + r * 0.7f};
    shape c = {.kind = SH_POLY, .pts = cone, .n = 4, .r = r * 0.04f};
    cv_shadow(s->cv, &s->v, &c, r * 0.1f, r * 0.1f, r * 0.12f, 0.4f);
    cv_fill_grad(s->cv, &s->v, &c, rgb_hex(0x8a5a3a), rgb_hex(0x4a2c1c), x - r, y - r, x + r, y + r);
    fill_shape(s, ellipse(x, y - r * 0.55f, r * 0.27f, r * 0.09f), rgb_hex(0xf08a24)); /* the glowing crater */
    line(s, x - r * 0.1f, y - r * 0.5f, x - r * 0.3f, y + r * 0.1f, r * 0.06f, rgb_hex(0xe0601c)); /* lava */
    line(s, x + r * 0.12f, y - r * 0.5f, x + r * 0.35f, y + r * 0.3f, r * 0.05f, rgb_hex(0xe0601c));
    for (int k = 0; k < 3; k++) /* smoke */
        fill_shape(s, circle(x + r * (0.1f * (float)k - 0.05f), y - r * (0.8f + 0.22f * (float)k), r * (0.14f + 0.04f * (float)k)),
                   rgba_alpha(rgb_hex(0x8f8f8f), 0.75f));
}

static void dragon_head(scene *s, float x, float y, float r) {
    fill_shape(s, ellipse(x, y, r, r * 0.72f), rgb_hex(0xe8dcb8)); /* the oval */
    shape rim = ellipse(x, y, r, r * 0.72f);
    cv_stroke(s->cv, &s->v, &rim, r * 0.08f, rgb_hex(0x7a1a14));
    const float head[] = {x - r * 0.55f, y + r * 0.1f, x - r * 0.1f, y - r * 0.35f, x + r * 0.3f, y - r * 0.3f,
                          x + r * 0.65f, y - r * 0.05f, x + r * 0.6f, y + r * 0.15f, x + r * 0.05f, y + r * 0.1f,
                          x - r * 0.3f, y + r * 0.4f};
    fill_shape(s, (shape){.kind = SH_POLY, .pts = head, .n = 7, .r = r * 0.03f}, rgb_hex(0x2f6b2a));
    const float horn[] = {x - r * 0.15f, y - r * 0.3f, x - r * 0.35f, y - r * 0.58f, x + r * 0.02f, y - r * 0.33f};
    fill_shape(s, (shape){.kind = SH_POLY, .pts = horn, .n = 3}, rgb_hex(0x1f4a1c));
    fill_shape(s, circle(x + r * 0.15f, y - r * 0.14f, r * 0.07f), rgb_hex(0xf2c230)); /* the eye */
    line(s, x + r * 0.62f, y + r * 0.05f, x + r * 0.85f, y + r * 0.12f, r * 0.05f, rgb_hex(0xd8401c)); /* fire */
}

static void portal(scene *s, float x, float y, float r) {
    rgba stone = rgb_hex(0xa49c8c), dark = rgb_hex(0x5e584c);
    fill_shape(s, box(x - r * 0.5f, y + r * 0.1f, r * 0.16f, r * 0.5f), stone); /* two pillars */
    fill_shape(s, box(x + r * 0.5f, y + r * 0.1f, r * 0.16f, r * 0.5f), stone);
    shape arch = circle(x, y - r * 0.4f, r * 0.5f);
    cv_stroke(s->cv, &s->v, &arch, r * 0.16f, stone);
    fill_shape(s, box(x, y + r * 0.15f, r * 0.34f, r * 0.45f), rgba_alpha(rgb_hex(0x6a4fb0), 0.8f)); /* the magic */
    fill_shape(s, circle(x, y - r * 0.4f, r * 0.34f), rgba_alpha(rgb_hex(0x6a4fb0), 0.8f));
    line(s, x + r * 0.7f, y - r * 0.7f, x + r * 1.0f, y - r * 0.95f, r * 0.05f, dark); /* arrows outwards */
    line(s, x - r * 0.7f, y - r * 0.7f, x - r * 1.0f, y - r * 0.95f, r * 0.05f, dark);
    line(s, x + r * 1.0f, y - r * 0.95f, x + r * 0.85f, y - r * 0.95f, r * 0.05f, dark);
    line(s, x + r * 1.0f, y - r * 0.95f, x + r * 1.0f, y - r * 0.8f, r * 0.05f, dark);
    line(s, x - r * 1.0f, y - r * 0.95f, x - r * 0.85f, y - r * 0.95f, r * 0.05f, dark);
    line(s, x - r * 1.0f, y - r * 0.95f, x - r * 1.0f, y - r * 0.8f, r * 0.05f, dark);
}

static void princess(scene *s, float x, float y, float r) {
    fill_shape(s, box(x, y, r * 0.62f, r * 0.8f), rgb_hex(0x8c8474)); /* the tower frame */
    for (int k = -1; k <= 1; k++) /* battlements */
        fill_shape(s, box(x + (float)k * r * 0.42f, y - r * 0.88f, r * 0.12f, r * 0.1f), rgb_hex(0x8c8474));
    fill_shape(s, box(x, y + r * 0.05f, r * 0.45f, r * 0.6f), rgb_hex(0x3a5a9a)); /* the portrait */
    fill_shape(s, ellipse(x, y + r * 0.48f, r * 0.3f, r * 0.22f), rgb_hex(0xc23a5a)); /* her gown */
    fill_shape(s, circle(x, y - r * 0.05f, r * 0.2f), rgb_hex(0xf1d2b0)); /* her face */
    const float crown[] = {x - r * 0.18f, y - r * 0.22f, x - r * 0.18f, y - r * 0.38f, x - r * 0.06f, y - r * 0.28f,
                           x, y - r * 0.42f, x + r * 0.06f, y - r * 0.28f, x + r * 0.18f, y - r * 0.38f,
                           x + r * 0.18f, y - r * 0.22f};
    fill_shape(s, (shape){.kind = SH_POLY, .pts = crown, .n = 7}, rgb_hex(0xe8b828));
}

/* The feature a tile's symbol belongs to: the princess city, else the roomiest field. */
static int symbol_feature(const scene *s, const cit_tile_def *t) {
    int best = -1;
    for (int f = 0; f < t->nfeat; f++) {
        if (t->feat[f].kind == CIT_FEAT_CITY && (t->feat[f].flags & CIT_FF_PRINCESS)) return f;
        if (t->feat[f].kind == CIT_FEAT_FIELD && s->spot2[f].ok && (best < 0 || s->room2[f] > s->room2[best])) best = f;
    }
    return best;
}

void decor_dragon_symbol(scene *s, const cit_tile_def *t) {
    int f = symbol_feature(s, t);
    if (f < 0) return;
    const anchor *at = s->spot2[f].ok ? &s->spot2[f] : &s->anc[f];
    float r = fminf(0.11f, fmaxf(0.07f, s->spot2[f].ok ? s->room2[f] * 0.9f : 0.08f)); /* clear of the ports */
    /* kept off the edges, where the ports show what meets there */
    float lo = r + 0.12f, x = fminf(1 - lo, fmaxf(lo, at->x)), y = fminf(1 - lo, fmaxf(lo, at->y));
    if (t->flags & CIT_TF_VOLCANO) volcano(s, x, y, r);
    else if (t->flags & CIT_TF_DRAGON) dragon_head(s, x, y, r);
    else if (t->flags & CIT_TF_PORTAL) portal(s, x, y, r * 0.9f);
    else princess(s, x, y, r * 0.9f);
}
