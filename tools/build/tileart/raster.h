/* Float RGBA canvas, signed-distance shapes and anti-aliased compositing for tileart. */
#ifndef CIT_TILEART_RASTER_H
#define CIT_TILEART_RASTER_H

#include <stdint.h>

/* Straight (not premultiplied) colour, components 0..1. */
typedef struct {
    float r, g, b, a;
} rgba;

typedef struct {
    int w, h;
    rgba *px; /* w*h, row-major, owned */
} canvas;

/*
 * Painters work in "units": a tile cell is 0..1 wide, y grows downward. A view maps
 * pixel (x, y) of a canvas to unit point ((x + 0.5) / scale + ox, (y + 0.5) / scale + oy).
 */
typedef struct {
    float scale, ox, oy;
} view;

enum { SH_CIRCLE, SH_BOX, SH_SEG, SH_POLY, SH_ELLIPSE };

/*
 * One shape, measured in units.
 *   SH_CIRCLE  centre (x, y), radius r
 *   SH_BOX     centre (x, y), half sizes a, b, corner radius r, rotation ang (radians)
 *   SH_SEG     from (x, y) to (a, b), half thickness r (a capsule)
 *   SH_POLY    n points pts[2n] (x, y pairs), grown by r (0 = sharp)
 *   SH_ELLIPSE centre (x, y), radii a, b, rotation ang
 */
typedef struct {
    int kind;
    float x, y, a, b, r, ang;
    const float *pts;
    int n;
} shape;

rgba rgb_hex(uint32_t hex);
rgba rgba_mix(rgba a, rgba b, float t);
rgba rgba_shade(rgba c, float k); /* rgb times k, clamped */
rgba rgba_alpha(rgba c, float a);
float clampf(float v, float lo, float hi);
float smoothstep(float e0, float e1, float x);

canvas *cv_new(int w, int h);
void cv_free(canvas *cv);
/* Composites c over pixel (x, y) with extra coverage cov (0..1). Out of range: ignored. */
void cv_blend(canvas *cv, int x, int y, rgba c, float cov);

float sdf_seg(float px, float py, float ax, float ay, float bx, float by);
float sdf_poly(const float *pts, int n, float px, float py); /* signed: < 0 inside */
float shape_sdf(const shape *s, float px, float py);

/* Anti-aliased fill of a shape with a flat colour. */
void cv_fill(canvas *cv, const view *v, const shape *s, rgba c);
/* Fill modulated by value noise: colour times (1 + amp * (noise - 0.5)) at frequency freq. */
void cv_fill_tex(canvas *cv, const view *v, const shape *s, rgba c, float amp, float freq,
                 uint32_t seed);
/* Fill with a linear gradient from c0 at (gx0, gy0) to c1 at (gx1, gy1). */
void cv_fill_grad(canvas *cv, const view *v, const shape *s, rgba c0, rgba c1, float gx0,
                  float gy0, float gx1, float gy1);
/* Soft shadow of a shape offset by (dx, dy), blurred over `blur` units. */
void cv_shadow(canvas *cv, const view *v, const shape *s, float dx, float dy, float blur,
               float alpha);
/* Outline: a band of width w (units) centred on the shape's border. */
void cv_stroke(canvas *cv, const view *v, const shape *s, float w, rgba c);

/* Halves a canvas (2x2 box filter on premultiplied colour); caller frees the result. */
canvas *cv_half(const canvas *src);
/* Copies src into dst at (dx, dy). */
void cv_blit(canvas *dst, const canvas *src, int dx, int dy);
/* Writes a PNG through SDL_image; returns 0 on success. */
int cv_save_png(const canvas *cv, const char *path);

#endif
