/* The dragon and the fairy (dragon_figures.h). */
#include "dragon_figures.h"

#include <math.h>
#include <stdio.h>

#define DRAGON_HEX 0x5b1a2a /* dark maroon: apart from every player colour, by shape and tone */
#define FAIRY_HEX 0xece6fa  /* pale lilac white: light on every tile */
#define DRAGON_SIZE 0.5f    /* cells: it fills half its cell, twice a follower's height */
#define FAIRY_SIZE 0.3f

/* The dragon seen from the side facing right: a body, a raised neck and horned head, one wing
   spread up, a tail curling back, two legs. Unit box, y down. */
static float dragon_sdf(float x, float y) {
    shape body = {.kind = SH_ELLIPSE, .x = 0.45f, .y = 0.62f, .a = 0.26f, .b = 0.15f};
    shape head = {.kind = SH_ELLIPSE, .x = 0.83f, .y = 0.22f, .a = 0.11f, .b = 0.07f, .ang = 0.25f};
    /* a bat's wing: the arm up to the wrist, out to the tip, a scalloped edge back */
    float wing_pts[] = {0.58f, 0.5f, 0.5f, 0.18f, 0.42f, 0.03f, 0.1f, 0.12f, 0.2f, 0.3f,
                        0.28f, 0.22f, 0.34f, 0.4f, 0.41f, 0.3f, 0.44f, 0.52f};
    shape wing = {.kind = SH_POLY, .pts = wing_pts, .n = 9, .r = 0.01f};
    float horn_pts[] = {0.76f, 0.17f, 0.7f, 0.04f, 0.82f, 0.15f};
    shape horn = {.kind = SH_POLY, .pts = horn_pts, .n = 3};
    float tip_pts[] = {0.02f, 0.36f, 0.1f, 0.44f, 0.0f, 0.48f};
    shape tip = {.kind = SH_POLY, .pts = tip_pts, .n = 3};
    float d = fminf(shape_sdf(&body, x, y), shape_sdf(&head, x, y));
    d = fminf(d, fminf(shape_sdf(&wing, x, y), shape_sdf(&horn, x, y)));
    d = fminf(d, sdf_seg(x, y, 0.62f, 0.56f, 0.78f, 0.26f) - 0.065f);      /* neck */
    d = fminf(d, sdf_seg(x, y, 0.22f, 0.66f, 0.06f, 0.44f) - 0.04f);       /* tail */
    d = fminf(d, fminf(shape_sdf(&tip, x, y), sdf_seg(x, y, 0.34f, 0.7f, 0.3f, 0.93f) - 0.05f));
    return fminf(d, sdf_seg(x, y, 0.58f, 0.7f, 0.62f, 0.93f) - 0.05f); /* legs */
}

/* The fairy from the front: a bell-shaped dress, a head, two wings spread behind her. */
static float fairy_sdf(float x, float y) {
    float dress_pts[] = {0.5f, 0.36f, 0.66f, 0.94f, 0.34f, 0.94f};
    shape dress = {.kind = SH_POLY, .pts = dress_pts, .n = 3, .r = 0.03f};
    shape head = {.kind = SH_CIRCLE, .x = 0.5f, .y = 0.24f, .r = 0.1f};
    shape left = {.kind = SH_ELLIPSE, .x = 0.28f, .y = 0.42f, .a = 0.2f, .b = 0.1f, .ang = -0.6f};
    shape right = {.kind = SH_ELLIPSE, .x = 0.72f, .y = 0.42f, .a = 0.2f, .b = 0.1f, .ang = 0.6f};
    float d = fminf(shape_sdf(&dress, x, y), shape_sdf(&head, x, y));
    return fminf(d, fminf(shape_sdf(&left, x, y), shape_sdf(&right, x, y)));
}

int dragon_sprites(sprite *out, int n, int cell) {
    static const char *const names[2] = {"dragon", "fairy"};
    static float (*const sdf[2])(float, float) = {dragon_sdf, fairy_sdf};
    static const uint32_t hex[2] = {DRAGON_HEX, FAIRY_HEX};
    static const float size[2] = {DRAGON_SIZE, FAIRY_SIZE};
    for (int k = 0; k < 2 && n < SPRITE_MAX; k++) {
        canvas *cv = sprite_figure(cell, size[k], hex[k], sdf[k]);
        if (!cv) continue;
        snprintf(out[n].name, sizeof out[n].name, "%s", names[k]);
        out[n++].cv = cv;
    }
    return n;
}
