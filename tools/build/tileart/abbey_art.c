/* Abbey & Mayor's scenery (RULES.md §11, bigbox-tiles.md §1): the abbey tile's red border
   and AM-11's well where its three roads meet. AM-10's farmhouse is the dead end's house
   every set already has (art road-end=house). */
#include <math.h>

#include "paint.h"

static void fill_shape(scene *s, shape sh, rgba c) { cv_fill(s->cv, &s->v, &sh, c); }
static void ring(scene *s, shape sh, float w, rgba c) { cv_stroke(s->cv, &s->v, &sh, w, c); }

static shape circle(float x, float y, float r) { return (shape){.kind = SH_CIRCLE, .x = x, .y = y, .r = r}; }
static shape box(float x, float y, float a, float b) { return (shape){.kind = SH_BOX, .x = x, .y = y, .a = a, .b = b}; }

void decor_abbey_border(scene *s) {
    /* a band of red inside the tile's edge, darker at its outer line, as the printed abbey */
    ring(s, box(0.5f, 0.5f, 0.475f, 0.475f), 0.03f, rgb_hex(0xa3282a));
    ring(s, box(0.5f, 0.5f, 0.49f, 0.49f), 0.008f, rgb_hex(0x5e1416));
    ring(s, box(0.5f, 0.5f, 0.455f, 0.455f), 0.004f, rgb_hex(0xd8b25a));
}

void decor_well(scene *s, float x, float y, float r) {
    cv_shadow(s->cv, &s->v, &(shape){.kind = SH_CIRCLE, .x = x, .y = y, .r = r}, r * 0.12f, r * 0.12f, r * 0.15f, 0.45f);
    fill_shape(s, circle(x, y, r), rgb_hex(0x9d968a));           /* the stone rim */
    ring(s, circle(x, y, r), r * 0.08f, rgb_hex(0x5a554c));
    for (int k = 0; k < 8; k++) {                                  /* joints between the stones */
        float a = (float)k * 0.785398f;
        shape seg = {.kind = SH_SEG, .x = x + cosf(a) * r * 0.62f, .y = y + sinf(a) * r * 0.62f,
                     .a = x + cosf(a) * r, .b = y + sinf(a) * r, .r = 0};
        ring(s, seg, r * 0.05f, rgb_hex(0x6d675d));
    }
    cv_fill_grad(s->cv, &s->v, &(shape){.kind = SH_CIRCLE, .x = x, .y = y, .r = r * 0.6f}, rgb_hex(0x3f77a8),
                 rgb_hex(0x10263d), x - r, y - r, x + r, y + r);   /* water */
    shape beam = {.kind = SH_SEG, .x = x - r * 1.05f, .y = y, .a = x + r * 1.05f, .b = y, .r = 0};
    ring(s, beam, r * 0.16f, rgb_hex(0x6b4a2b));                   /* the winch's beam */
    fill_shape(s, box(x - r * 1.05f, y, r * 0.14f, r * 0.14f), rgb_hex(0x4a321d));
    fill_shape(s, box(x + r * 1.05f, y, r * 0.14f, r * 0.14f), rgb_hex(0x4a321d));
}
