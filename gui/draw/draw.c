/* Drawing primitives on an SDL renderer, built on SDL_RenderGeometry. */
#include "draw/draw.h"

#include <math.h>

/* Global: the primitives are given SDL's renderer alone, no state of ours (tests/gui/globals.sh). */
int gui_draw_enabled = 1;

SDL_Color gui_rgba(unsigned rgb, unsigned char a)
{
    SDL_Color c = {(Uint8)(rgb >> 16), (Uint8)(rgb >> 8), (Uint8)rgb, a};
    return c;
}

SDL_Color gui_darken(SDL_Color c, float f)
{
    SDL_Color o = {(Uint8)(c.r * f), (Uint8)(c.g * f), (Uint8)(c.b * f), c.a};
    return o;
}

static void set_color(SDL_Renderer *r, SDL_Color c)
{
    SDL_SetRenderDrawBlendMode(r, c.a == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND);
    SDL_SetRenderDrawColor(r, c.r, c.g, c.b, c.a);
}

void gui_fill_rect(SDL_Renderer *r, SDL_Rect rc, SDL_Color c)
{
    if (!gui_draw_enabled || rc.w <= 0 || rc.h <= 0)
        return;
    set_color(r, c);
    SDL_RenderFillRect(r, &rc);
}

void gui_rect_outline(SDL_Renderer *r, SDL_Rect rc, int thick, SDL_Color c)
{
    if (thick < 1)
        thick = 1;
    gui_fill_rect(r, (SDL_Rect){rc.x, rc.y, rc.w, thick}, c);
    gui_fill_rect(r, (SDL_Rect){rc.x, rc.y + rc.h - thick, rc.w, thick}, c);
    gui_fill_rect(r, (SDL_Rect){rc.x, rc.y + thick, thick, rc.h - 2 * thick}, c);
    gui_fill_rect(r, (SDL_Rect){rc.x + rc.w - thick, rc.y + thick, thick, rc.h - 2 * thick}, c);
}

void gui_dashed_outline(SDL_Renderer *r, SDL_Rect rc, int thick, int dash, SDL_Color c)
{
    if (thick < 1)
        thick = 1;
    if (dash < 2)
        dash = 2;
    /* Dash, gap, dash ... along each side; the corners always get a dash so the box reads as one. */
    for (int x = rc.x; x < rc.x + rc.w; x += 2 * dash) {
        int w = x + dash > rc.x + rc.w ? rc.x + rc.w - x : dash;
        gui_fill_rect(r, (SDL_Rect){x, rc.y, w, thick}, c);
        gui_fill_rect(r, (SDL_Rect){x, rc.y + rc.h - thick, w, thick}, c);
    }
    for (int y = rc.y; y < rc.y + rc.h; y += 2 * dash) {
        int h = y + dash > rc.y + rc.h ? rc.y + rc.h - y : dash;
        gui_fill_rect(r, (SDL_Rect){rc.x, y, thick, h}, c);
        gui_fill_rect(r, (SDL_Rect){rc.x + rc.w - thick, y, thick, h}, c);
    }
    gui_fill_rect(r, (SDL_Rect){rc.x + rc.w - dash, rc.y, dash, thick}, c);
    gui_fill_rect(r, (SDL_Rect){rc.x + rc.w - dash, rc.y + rc.h - thick, dash, thick}, c);
    gui_fill_rect(r, (SDL_Rect){rc.x, rc.y + rc.h - dash, thick, dash}, c);
    gui_fill_rect(r, (SDL_Rect){rc.x + rc.w - thick, rc.y + rc.h - dash, thick, dash}, c);
}

/* An opaque colour is drawn without blending: the same pixels, but SDL's software renderer
   (the tests', and a machine without a GPU) then fills each triangle in place rather than
   through a temporary surface of its own, allocated and cleared per triangle. The renderer is
   left blending, as every primitive here leaves it. */
static void geometry(SDL_Renderer *r, const SDL_Vertex *v, int nv, const int *idx, int ni, SDL_Color c)
{
    SDL_SetRenderDrawBlendMode(r, c.a == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND);
    SDL_RenderGeometry(r, NULL, v, nv, idx, ni);
    SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_BLEND);
}

void gui_fill_poly(SDL_Renderer *r, const SDL_FPoint *pts, int n, SDL_Color c)
{
    SDL_Vertex v[64];
    int idx[3 * 62];
    if (!gui_draw_enabled || n < 3 || n > 64)
        return;
    for (int i = 0; i < n; i++) {
        v[i].position = pts[i];
        v[i].color = c;
        v[i].tex_coord = (SDL_FPoint){0, 0};
    }
    for (int i = 0; i < n - 2; i++) {
        idx[3 * i] = 0;
        idx[3 * i + 1] = i + 1;
        idx[3 * i + 2] = i + 2;
    }
    geometry(r, v, n, idx, 3 * (n - 2), c);
}

void gui_fill_circle(SDL_Renderer *r, float cx, float cy, float rad, SDL_Color c)
{
    SDL_FPoint p[40];
    int n = rad < 6 ? 12 : rad < 20 ? 24 : 40;
    for (int i = 0; i < n; i++) {
        float a = (float)i * 6.2831853f / (float)n;
        p[i].x = cx + rad * cosf(a);
        p[i].y = cy + rad * sinf(a);
    }
    gui_fill_poly(r, p, n, c);
}

void gui_ring(SDL_Renderer *r, float cx, float cy, float rad, float thick, SDL_Color c)
{
    enum { N = 36 };
    SDL_Vertex v[2 * N];
    int idx[6 * N];
    if (!gui_draw_enabled)
        return;
    for (int i = 0; i < N; i++) {
        float a = (float)i * 6.2831853f / N, ca = cosf(a), sa = sinf(a);
        v[2 * i] = (SDL_Vertex){{cx + rad * ca, cy + rad * sa}, c, {0, 0}};
        v[2 * i + 1] = (SDL_Vertex){{cx + (rad - thick) * ca, cy + (rad - thick) * sa}, c, {0, 0}};
    }
    for (int i = 0; i < N; i++) {
        int a = 2 * i, b = 2 * ((i + 1) % N);
        int *q = idx + 6 * i;
        q[0] = a; q[1] = a + 1; q[2] = b;
        q[3] = b; q[4] = a + 1; q[5] = b + 1;
    }
    geometry(r, v, 2 * N, idx, 6 * N, c);
}

void gui_thick_line(SDL_Renderer *r, float x0, float y0, float x1, float y1, float w, SDL_Color c)
{
    float dx = x1 - x0, dy = y1 - y0, len = sqrtf(dx * dx + dy * dy);
    if (len < 0.01f)
        return;
    float nx = -dy / len * w * 0.5f, ny = dx / len * w * 0.5f;
    SDL_FPoint p[4] = {{x0 + nx, y0 + ny}, {x1 + nx, y1 + ny}, {x1 - nx, y1 - ny}, {x0 - nx, y0 - ny}};
    gui_fill_poly(r, p, 4, c);
}

/* Quarter disc in the corner square whose arc centre is cx,cy, starting at angle a0. */
static void quarter(SDL_Renderer *r, float cx, float cy, float rad, float a0, SDL_Color c)
{
    SDL_FPoint p[10];
    p[0] = (SDL_FPoint){cx, cy};
    for (int i = 0; i < 9; i++) {
        float a = a0 + (float)i / 8.0f * 1.5707963f;
        p[i + 1] = (SDL_FPoint){cx + rad * cosf(a), cy + rad * sinf(a)};
    }
    gui_fill_poly(r, p, 10, c);
}

/* Rectangles for the body (fast in every renderer) and quarter discs for the corners. */
void gui_fill_rounded(SDL_Renderer *r, SDL_Rect rc, int radius, SDL_Color c)
{
    if (radius * 2 > rc.h)
        radius = rc.h / 2;
    if (radius * 2 > rc.w)
        radius = rc.w / 2;
    if (radius < 2) {
        gui_fill_rect(r, rc, c);
        return;
    }
    float rad = (float)radius;
    gui_fill_rect(r, (SDL_Rect){rc.x + radius, rc.y, rc.w - 2 * radius, rc.h}, c);
    gui_fill_rect(r, (SDL_Rect){rc.x, rc.y + radius, radius, rc.h - 2 * radius}, c);
    gui_fill_rect(r, (SDL_Rect){rc.x + rc.w - radius, rc.y + radius, radius, rc.h - 2 * radius}, c);
    float l = (float)(rc.x + radius), t = (float)(rc.y + radius);
    float rr = (float)(rc.x + rc.w - radius), b = (float)(rc.y + rc.h - radius);
    quarter(r, rr, b, rad, 0.0f, c);
    quarter(r, l, b, rad, 1.5707963f, c);
    quarter(r, l, t, rad, 3.1415927f, c);
    quarter(r, rr, t, rad, 4.712389f, c);
}

void gui_draw_meeple(SDL_Renderer *r, float cx, float cy, float h, int lying, SDL_Color c)
{
    SDL_Color edge = gui_darken(c, 0.55f);
    if (lying) {
        /* Body on its side: wide, low. */
        gui_fill_rounded(r, (SDL_Rect){(int)(cx - h * 0.62f), (int)(cy - h * 0.22f), (int)(h * 1.24f),
                                       (int)(h * 0.44f)}, (int)(h * 0.18f), edge);
        gui_fill_rounded(r, (SDL_Rect){(int)(cx - h * 0.56f), (int)(cy - h * 0.17f), (int)(h * 1.12f),
                                       (int)(h * 0.34f)}, (int)(h * 0.15f), c);
        gui_fill_circle(r, cx - h * 0.5f, cy, h * 0.2f, edge);
        gui_fill_circle(r, cx - h * 0.5f, cy, h * 0.16f, c);
        return;
    }
    float s = h / 2.0f;
    SDL_FPoint body[] = {{cx - s * 0.9f, cy + s}, {cx - s * 0.25f, cy + s * 0.1f}, {cx - s * 0.95f, cy - s * 0.05f},
                         {cx - s * 0.85f, cy - s * 0.35f}, {cx + s * 0.85f, cy - s * 0.35f},
                         {cx + s * 0.95f, cy - s * 0.05f}, {cx + s * 0.25f, cy + s * 0.1f}, {cx + s * 0.9f, cy + s}};
    SDL_FPoint inner[8];
    for (int i = 0; i < 8; i++) {
        inner[i].x = cx + (body[i].x - cx) * 0.86f;
        inner[i].y = cy + s * 0.05f + (body[i].y - cy) * 0.86f;
    }
    /* Concave outline: draw as two convex halves plus head. */
    SDL_FPoint lo[] = {body[0], body[1], body[6], body[7]};
    SDL_FPoint up[] = {body[1], body[2], body[3], body[4], body[5], body[6]};
    SDL_FPoint loi[] = {inner[0], inner[1], inner[6], inner[7]};
    SDL_FPoint upi[] = {inner[1], inner[2], inner[3], inner[4], inner[5], inner[6]};
    gui_fill_poly(r, lo, 4, edge);
    gui_fill_poly(r, up, 6, edge);
    gui_fill_circle(r, cx, cy - s * 0.62f, s * 0.38f, edge);
    gui_fill_poly(r, loi, 4, c);
    gui_fill_poly(r, upi, 6, c);
    gui_fill_circle(r, cx, cy - s * 0.62f, s * 0.3f, c);
}

void gui_draw_mark(SDL_Renderer *r, float cx, float cy, float size, int p)
{
    SDL_Color w = {255, 255, 255, 235};
    float s = size * 0.5f;
    switch (p % 6) {
    case 0: gui_fill_circle(r, cx, cy, s * 0.45f, w); break;
    case 1: gui_thick_line(r, cx - s, cy, cx + s, cy, s * 0.45f, w); break;
    case 2:
        gui_thick_line(r, cx - s * 0.8f, cy - s * 0.8f, cx + s * 0.8f, cy + s * 0.8f, s * 0.35f, w);
        gui_thick_line(r, cx - s * 0.8f, cy + s * 0.8f, cx + s * 0.8f, cy - s * 0.8f, s * 0.35f, w);
        break;
    case 3: gui_ring(r, cx, cy, s * 0.75f, s * 0.3f, w); break;
    case 4: {
        SDL_FPoint t[] = {{cx, cy - s * 0.8f}, {cx + s * 0.8f, cy + s * 0.6f}, {cx - s * 0.8f, cy + s * 0.6f}};
        gui_fill_poly(r, t, 3, w);
        break;
    }
    default:
        gui_fill_rect(r, (SDL_Rect){(int)(cx - s * 0.6f), (int)(cy - s * 0.6f), (int)(s * 1.2f), (int)(s * 1.2f)}, w);
        break;
    }
}

void gui_draw_computer(SDL_Renderer *r, int x, int y, int s, SDL_Color c)
{
    /* A small monitor on a stand: the screen, then the neck and the foot. */
    int t = s / 9 > 1 ? s / 9 : 1;
    SDL_Rect screen = {x, y, s, s * 2 / 3};
    gui_rect_outline(r, screen, t, c);
    gui_fill_rect(r, (SDL_Rect){x + s / 2 - t, y + screen.h, 2 * t, s / 6}, c);
    gui_fill_rect(r, (SDL_Rect){x + s / 4, y + screen.h + s / 6, s / 2, t + 1}, c);
}

void gui_fill_rings(SDL_Renderer *r, const SDL_FPoint *pts, const int *ring, int nrings, SDL_Color c)
{
    enum { MAXX = 64, BATCH = 512 };
    if (!gui_draw_enabled || nrings <= 0)
        return;
    float ymin = 1e9f, ymax = -1e9f;
    for (int k = 0; k < nrings; k++)
        for (int i = 0; i < ring[2 * k + 1]; i++) {
            float y = pts[ring[2 * k] + i].y;
            ymin = y < ymin ? y : ymin;
            ymax = y > ymax ? y : ymax;
        }
    SDL_Rect clip;
    SDL_RenderGetClipRect(r, &clip);
    if (SDL_RenderIsClipEnabled(r)) {
        ymin = ymin < (float)clip.y ? (float)clip.y : ymin;
        ymax = ymax > (float)(clip.y + clip.h) ? (float)(clip.y + clip.h) : ymax;
    }
    SDL_Rect out[BATCH];
    int nout = 0;
    SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_BLEND);
    SDL_SetRenderDrawColor(r, c.r, c.g, c.b, c.a);
    for (int y = (int)ceilf(ymin - 0.5f); (float)y + 0.5f < ymax; y++) {
        float yc = (float)y + 0.5f, xs[MAXX];
        int nx = 0;
        for (int k = 0; k < nrings; k++) {
            const SDL_FPoint *p = pts + ring[2 * k];
            int n = ring[2 * k + 1];
            for (int i = 0, j = n - 1; i < n; j = i++) {
                const SDL_FPoint *a = &p[j], *b = &p[i];
                if ((a->y <= yc) == (b->y <= yc) || nx == MAXX)
                    continue;
                float x = a->x + (yc - a->y) * (b->x - a->x) / (b->y - a->y);
                int m = nx++; /* kept sorted */
                while (m > 0 && xs[m - 1] > x) {
                    xs[m] = xs[m - 1];
                    m--;
                }
                xs[m] = x;
            }
        }
        for (int i = 0; i + 1 < nx; i += 2) { /* even-odd: inside between the 1st and 2nd crossing, ... */
            int x0 = (int)ceilf(xs[i] - 0.5f), x1 = (int)ceilf(xs[i + 1] - 0.5f);
            if (x1 <= x0)
                continue;
            out[nout++] = (SDL_Rect){x0, y, x1 - x0, 1};
            if (nout == BATCH) {
                SDL_RenderFillRects(r, out, nout);
                nout = 0;
            }
        }
    }
    if (nout)
        SDL_RenderFillRects(r, out, nout);
}

void gui_thick_segments(SDL_Renderer *r, const SDL_FPoint *seg, int nseg, float w, SDL_Color c)
{
    enum { BATCH = 256 };
    SDL_Vertex v[4 * BATCH];
    int idx[6 * BATCH], n = 0;
    if (!gui_draw_enabled)
        return;
    SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_BLEND);
    for (int s = 0; s < nseg; s++) {
        SDL_FPoint a = seg[2 * s], b = seg[2 * s + 1];
        float dx = b.x - a.x, dy = b.y - a.y, len = sqrtf(dx * dx + dy * dy);
        if (len < 0.01f)
            continue;
        float ux = dx / len * w * 0.5f, uy = dy / len * w * 0.5f; /* along, and across (-uy, ux) */
        SDL_FPoint q[4] = {{a.x - ux - uy, a.y - uy + ux}, {b.x + ux - uy, b.y + uy + ux},
                           {b.x + ux + uy, b.y + uy - ux}, {a.x - ux + uy, a.y - uy - ux}};
        for (int k = 0; k < 4; k++)
            v[4 * n + k] = (SDL_Vertex){q[k], c, {0, 0}};
        int *t = idx + 6 * n;
        t[0] = 4 * n, t[1] = 4 * n + 1, t[2] = 4 * n + 2, t[3] = 4 * n, t[4] = 4 * n + 2, t[5] = 4 * n + 3;
        if (++n == BATCH) {
            geometry(r, v, 4 * n, idx, 6 * n, c);
            n = 0;
        }
    }
    if (n)
        geometry(r, v, 4 * n, idx, 6 * n, c);
}
