/* Float RGBA canvas, signed-distance shapes and anti-aliased compositing for tileart. */
#include "raster.h"

#include <SDL.h>
#include <SDL_image.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "noise.h"

rgba rgb_hex(uint32_t hex) {
    rgba c = {(float)((hex >> 16) & 255) / 255.0f, (float)((hex >> 8) & 255) / 255.0f,
              (float)(hex & 255) / 255.0f, 1.0f};
    return c;
}

float clampf(float v, float lo, float hi) { return v < lo ? lo : v > hi ? hi : v; }

float smoothstep(float e0, float e1, float x) {
    float t = clampf((x - e0) / (e1 - e0), 0, 1);
    return t * t * (3 - 2 * t);
}

rgba rgba_mix(rgba a, rgba b, float t) {
    rgba c = {a.r + (b.r - a.r) * t, a.g + (b.g - a.g) * t, a.b + (b.b - a.b) * t,
              a.a + (b.a - a.a) * t};
    return c;
}

rgba rgba_shade(rgba c, float k) {
    c.r = clampf(c.r * k, 0, 1);
    c.g = clampf(c.g * k, 0, 1);
    c.b = clampf(c.b * k, 0, 1);
    return c;
}

rgba rgba_alpha(rgba c, float a) {
    c.a = a;
    return c;
}

canvas *cv_new(int w, int h) {
    canvas *cv = malloc(sizeof *cv);
    if (!cv) return NULL;
    cv->w = w;
    cv->h = h;
    cv->px = calloc((size_t)w * (size_t)h, sizeof *cv->px);
    if (!cv->px) {
        free(cv);
        return NULL;
    }
    return cv;
}

void cv_free(canvas *cv) {
    if (!cv) return;
    free(cv->px);
    free(cv);
}

void cv_blend(canvas *cv, int x, int y, rgba c, float cov) {
    if (x < 0 || y < 0 || x >= cv->w || y >= cv->h) return;
    float sa = clampf(c.a * cov, 0, 1);
    if (sa <= 0) return;
    rgba *d = &cv->px[(size_t)y * (size_t)cv->w + (size_t)x];
    float oa = sa + d->a * (1 - sa);
    if (oa <= 1e-6f) return;
    d->r = (c.r * sa + d->r * d->a * (1 - sa)) / oa;
    d->g = (c.g * sa + d->g * d->a * (1 - sa)) / oa;
    d->b = (c.b * sa + d->b * d->a * (1 - sa)) / oa;
    d->a = oa;
}

/* ---- signed distances ----------------------------------------------------------------- */

float sdf_seg(float px, float py, float ax, float ay, float bx, float by) {
    float dx = bx - ax, dy = by - ay, qx = px - ax, qy = py - ay;
    float l2 = dx * dx + dy * dy;
    float t = l2 > 0 ? clampf((qx * dx + qy * dy) / l2, 0, 1) : 0;
    qx -= t * dx;
    qy -= t * dy;
    return sqrtf(qx * qx + qy * qy);
}

float sdf_poly(const float *p, int n, float px, float py) {
    float d = 1e9f;
    int inside = 0;
    for (int i = 0, j = n - 1; i < n; j = i++) {
        float ax = p[2 * j], ay = p[2 * j + 1], bx = p[2 * i], by = p[2 * i + 1];
        /* the segment's box is a cheap lower bound: skip segments that cannot be nearer */
        float lx = fmaxf(fmaxf(fminf(ax, bx) - px, px - fmaxf(ax, bx)), 0);
        float ly = fmaxf(fmaxf(fminf(ay, by) - py, py - fmaxf(ay, by)), 0);
        if (lx * lx + ly * ly < d * d) {
            float s = sdf_seg(px, py, ax, ay, bx, by);
            if (s < d) d = s;
        }
        if ((by > py) != (ay > py) && px < (ax - bx) * (py - by) / (ay - by) + bx) inside = !inside;
    }
    return inside ? -d : d;
}

static void rot_in(const shape *s, float *px, float *py) {
    float dx = *px - s->x, dy = *py - s->y;
    if (s->ang == 0) {
        *px = dx;
        *py = dy;
        return;
    }
    float c = cosf(s->ang), sn = sinf(s->ang);
    *px = c * dx + sn * dy;
    *py = -sn * dx + c * dy;
}

float shape_sdf(const shape *s, float px, float py) {
    switch (s->kind) {
    case SH_CIRCLE: return hypotf(px - s->x, py - s->y) - s->r;
    case SH_SEG: return sdf_seg(px, py, s->x, s->y, s->a, s->b) - s->r;
    case SH_POLY: return sdf_poly(s->pts, s->n, px, py) - s->r;
    case SH_BOX: {
        rot_in(s, &px, &py);
        float qx = fabsf(px) - s->a + s->r, qy = fabsf(py) - s->b + s->r;
        float ox = qx > 0 ? qx : 0, oy = qy > 0 ? qy : 0;
        float in = qx > qy ? qx : qy;
        return hypotf(ox, oy) + (in < 0 ? in : 0) - s->r;
    }
    case SH_ELLIPSE: {
        rot_in(s, &px, &py);
        /* a cheap, well-behaved approximation of the ellipse distance */
        float k0 = hypotf(px / s->a, py / s->b);
        float k1 = hypotf(px / (s->a * s->a), py / (s->b * s->b));
        return k1 > 0 ? k0 * (k0 - 1) / k1 : -fminf(s->a, s->b);
    }
    }
    return 1e9f;
}

static void shape_bbox(const shape *s, float bb[4]) {
    float m;
    switch (s->kind) {
    case SH_CIRCLE:
        bb[0] = s->x - s->r, bb[1] = s->y - s->r, bb[2] = s->x + s->r, bb[3] = s->y + s->r;
        return;
    case SH_SEG:
        bb[0] = fminf(s->x, s->a) - s->r, bb[1] = fminf(s->y, s->b) - s->r;
        bb[2] = fmaxf(s->x, s->a) + s->r, bb[3] = fmaxf(s->y, s->b) + s->r;
        return;
    case SH_POLY:
        bb[0] = bb[1] = 1e9f, bb[2] = bb[3] = -1e9f;
        for (int i = 0; i < s->n; i++) {
            bb[0] = fminf(bb[0], s->pts[2 * i]), bb[2] = fmaxf(bb[2], s->pts[2 * i]);
            bb[1] = fminf(bb[1], s->pts[2 * i + 1]), bb[3] = fmaxf(bb[3], s->pts[2 * i + 1]);
        }
        bb[0] -= s->r, bb[1] -= s->r, bb[2] += s->r, bb[3] += s->r;
        return;
    default:
        m = hypotf(s->a, s->b);
        bb[0] = s->x - m, bb[1] = s->y - m, bb[2] = s->x + m, bb[3] = s->y + m;
        return;
    }
}

typedef struct {
    int x0, y0, x1, y1;
} irect;

static irect pixel_box(const canvas *cv, const view *v, const float bb[4], float grow) {
    irect r;
    r.x0 = (int)floorf((bb[0] - grow - v->ox) * v->scale) - 1;
    r.y0 = (int)floorf((bb[1] - grow - v->oy) * v->scale) - 1;
    r.x1 = (int)ceilf((bb[2] + grow - v->ox) * v->scale) + 1;
    r.y1 = (int)ceilf((bb[3] + grow - v->oy) * v->scale) + 1;
    if (r.x0 < 0) r.x0 = 0;
    if (r.y0 < 0) r.y0 = 0;
    if (r.x1 > cv->w) r.x1 = cv->w;
    if (r.y1 > cv->h) r.y1 = cv->h;
    return r;
}

#define UX(v, x) (((float)(x) + 0.5f) / (v)->scale + (v)->ox)
#define UY(v, y) (((float)(y) + 0.5f) / (v)->scale + (v)->oy)

void cv_fill(canvas *cv, const view *v, const shape *s, rgba c) {
    cv_fill_tex(cv, v, s, c, 0, 0, 0);
}

void cv_fill_tex(canvas *cv, const view *v, const shape *s, rgba c, float amp, float freq,
                 uint32_t seed) {
    float bb[4];
    shape_bbox(s, bb);
    irect r = pixel_box(cv, v, bb, 0);
    for (int y = r.y0; y < r.y1; y++)
        for (int x = r.x0; x < r.x1; x++) {
            float ux = UX(v, x), uy = UY(v, y);
            float cov = clampf(0.5f - shape_sdf(s, ux, uy) * v->scale, 0, 1);
            if (cov <= 0) continue;
            rgba k = c;
            if (amp != 0) k = rgba_shade(c, 1 + amp * (nz_fbm(ux * freq, uy * freq, 2, seed) - 0.5f));
            cv_blend(cv, x, y, k, cov);
        }
}

void cv_fill_grad(canvas *cv, const view *v, const shape *s, rgba c0, rgba c1, float gx0,
                  float gy0, float gx1, float gy1) {
    float bb[4];
    shape_bbox(s, bb);
    irect r = pixel_box(cv, v, bb, 0);
    float dx = gx1 - gx0, dy = gy1 - gy0, l2 = dx * dx + dy * dy;
    for (int y = r.y0; y < r.y1; y++)
        for (int x = r.x0; x < r.x1; x++) {
            float ux = UX(v, x), uy = UY(v, y);
            float cov = clampf(0.5f - shape_sdf(s, ux, uy) * v->scale, 0, 1);
            if (cov <= 0) continue;
            float t = l2 > 0 ? clampf(((ux - gx0) * dx + (uy - gy0) * dy) / l2, 0, 1) : 0;
            cv_blend(cv, x, y, rgba_mix(c0, c1, t), cov);
        }
}

void cv_shadow(canvas *cv, const view *v, const shape *s, float dx, float dy, float blur,
               float alpha) {
    float bb[4];
    shape_bbox(s, bb);
    bb[0] += dx, bb[2] += dx, bb[1] += dy, bb[3] += dy;
    irect r = pixel_box(cv, v, bb, blur);
    rgba k = {0.05f, 0.06f, 0.02f, alpha};
    for (int y = r.y0; y < r.y1; y++)
        for (int x = r.x0; x < r.x1; x++) {
            float d = shape_sdf(s, UX(v, x) - dx, UY(v, y) - dy);
            float cov = 1 - smoothstep(-blur * 0.5f, blur, d);
            if (cov > 0) cv_blend(cv, x, y, k, cov);
        }
}

void cv_stroke(canvas *cv, const view *v, const shape *s, float w, rgba c) {
    float bb[4];
    shape_bbox(s, bb);
    irect r = pixel_box(cv, v, bb, w);
    for (int y = r.y0; y < r.y1; y++)
        for (int x = r.x0; x < r.x1; x++) {
            float d = fabsf(shape_sdf(s, UX(v, x), UY(v, y))) - w * 0.5f;
            float cov = clampf(0.5f - d * v->scale, 0, 1);
            if (cov > 0) cv_blend(cv, x, y, c, cov);
        }
}

canvas *cv_half(const canvas *src) {
    canvas *d = cv_new(src->w / 2, src->h / 2);
    if (!d) return NULL;
    for (int y = 0; y < d->h; y++)
        for (int x = 0; x < d->w; x++) {
            float r = 0, g = 0, b = 0, a = 0;
            for (int j = 0; j < 2; j++)
                for (int i = 0; i < 2; i++) {
                    const rgba *p = &src->px[(size_t)(2 * y + j) * (size_t)src->w + (size_t)(2 * x + i)];
                    r += p->r * p->a, g += p->g * p->a, b += p->b * p->a, a += p->a;
                }
            rgba *o = &d->px[(size_t)y * (size_t)d->w + (size_t)x];
            o->a = a / 4;
            if (a > 0) o->r = r / a, o->g = g / a, o->b = b / a;
        }
    return d;
}

void cv_blit(canvas *dst, const canvas *src, int dx, int dy) {
    for (int y = 0; y < src->h; y++) {
        int ty = dy + y;
        if (ty < 0 || ty >= dst->h) continue;
        for (int x = 0; x < src->w; x++) {
            int tx = dx + x;
            if (tx < 0 || tx >= dst->w) continue;
            dst->px[(size_t)ty * (size_t)dst->w + (size_t)tx] = src->px[(size_t)y * (size_t)src->w + (size_t)x];
        }
    }
}

static uint8_t to8(float v) { return (uint8_t)(clampf(v, 0, 1) * 255.0f + 0.5f); }

int cv_save_png(const canvas *cv, const char *path) {
    SDL_Surface *s = SDL_CreateRGBSurfaceWithFormat(0, cv->w, cv->h, 32, SDL_PIXELFORMAT_RGBA32);
    if (!s) return -1;
    for (int y = 0; y < cv->h; y++) {
        uint8_t *row = (uint8_t *)s->pixels + (size_t)y * (size_t)s->pitch;
        for (int x = 0; x < cv->w; x++) {
            const rgba *p = &cv->px[(size_t)y * (size_t)cv->w + (size_t)x];
            row[4 * x] = to8(p->r);
            row[4 * x + 1] = to8(p->g);
            row[4 * x + 2] = to8(p->b);
            row[4 * x + 3] = to8(p->a);
        }
    }
    int rc = IMG_SavePNG(s, path);
    SDL_FreeSurface(s);
    return rc == 0 ? 0 : -1;
}
