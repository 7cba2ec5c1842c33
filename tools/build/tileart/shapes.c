/* Feature outlines: the pixel regions of a tile's feature map traced into simplified rings. */
#include "shapes.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

/*
 * Crack following: every side of an inside pixel that faces an outside pixel (or the image
 * border) is a directed edge with the inside on its right (screen coordinates, y down), so
 * outer boundaries run clockwise and holes the other way. Edges are chained at lattice points;
 * where two leave one point (pixels touching at a corner only) the right turn is taken. A
 * ring's points are its edges' midpoints, in half pixels: a straight run of edges is a straight
 * line, a staircase a 45-degree slope, and an edge on the image border stays on it.
 */

static const int DX[4] = {1, 0, -1, 0}, DY[4] = {0, 1, 0, -1};

typedef struct {
    int S;
    uint8_t *out; /* per lattice point: bit d set = an unused edge leaves it in direction d */
} cracks;

static int inside(const int8_t *fmap, int S, int f, int x, int y) {
    return x >= 0 && y >= 0 && x < S && y < S && fmap[y * S + x] == f;
}

static void add_edge(cracks *c, int x, int y, int d) { c->out[y * (c->S + 1) + x] |= (uint8_t)(1u << d); }

/* Perpendicular distance of p from the line a-b (or from a when a == b). */
static double seg_dist(const int *p, const int *a, const int *b) {
    double dx = b[0] - a[0], dy = b[1] - a[1], l = sqrt(dx * dx + dy * dy);
    if (l < 1e-9) return hypot(p[0] - a[0], p[1] - a[1]);
    return fabs((p[0] - a[0]) * dy - (p[1] - a[1]) * dx) / l;
}

/* Douglas-Peucker on pts[i..j] (open run), marking the points kept. */
static void simplify(const int *pts, int i, int j, double tol, uint8_t *keep) {
    if (j <= i + 1) return;
    double best = -1;
    int k = -1;
    for (int m = i + 1; m < j; m++) {
        double d = seg_dist(pts + 2 * m, pts + 2 * i, pts + 2 * j);
        if (d > best) best = d, k = m;
    }
    if (best <= tol) return;
    keep[k] = 1;
    simplify(pts, i, k, tol, keep);
    simplify(pts, k, j, tol, keep);
}

static double ring_area(const int *p, int n) {
    double a = 0;
    for (int i = 0; i < n; i++) {
        int j = (i + 1) % n;
        a += (double)p[2 * i] * p[2 * j + 1] - (double)p[2 * j] * p[2 * i + 1];
    }
    return a / 2;
}

/* A triangle's points near its long side (from the north-west to the south-east corner) are
   put on it, so the GUI knows that side as the tile's edge. */
static void snap_diagonal(int *p, int n, int unit) {
    for (int i = 0; i < n; i++) {
        int x = p[2 * i], y = p[2 * i + 1];
        if (abs(x - y) <= 3 && x > 0 && y < unit) p[2 * i] = p[2 * i + 1] = (x + y) / 2;
    }
}

int shapes_write(FILE *f, const char *id, int feat, const int8_t *fmap, int S, int triangle) {
    cracks c = {S, calloc((size_t)(S + 1) * (size_t)(S + 1), 1)};
    int cap = S * S / 2 + 64, *ring = malloc((size_t)(cap + 1) * 2 * sizeof *ring), rings = 0;
    uint8_t *keep = malloc((size_t)cap);
    if (!c.out || !ring || !keep) {
        free(c.out), free(ring), free(keep);
        return -1;
    }
    for (int y = 0; y < S; y++)
        for (int x = 0; x < S; x++) {
            if (!inside(fmap, S, feat, x, y)) continue;
            if (!inside(fmap, S, feat, x, y - 1)) add_edge(&c, x, y, 0);         /* top: east */
            if (!inside(fmap, S, feat, x + 1, y)) add_edge(&c, x + 1, y, 1);     /* right: south */
            if (!inside(fmap, S, feat, x, y + 1)) add_edge(&c, x + 1, y + 1, 2); /* bottom: west */
            if (!inside(fmap, S, feat, x - 1, y)) add_edge(&c, x, y + 1, 3);     /* left: north */
        }
    const int unit = 2 * S; /* half pixels per cell */
    for (int v0 = 0; v0 < (S + 1) * (S + 1); v0++) {
        while (c.out[v0]) {
            int d = 0;
            while (!((c.out[v0] >> d) & 1)) d++;
            int x = v0 % (S + 1), y = v0 / (S + 1), n = 0;
            for (;;) {
                int v = y * (S + 1) + x;
                if (!((c.out[v] >> d) & 1)) break; /* back where the ring started */
                c.out[v] &= (uint8_t)~(1u << d);
                if (n < cap) {
                    ring[2 * n] = 2 * x + DX[d];
                    ring[2 * n + 1] = 2 * y + DY[d];
                    n++;
                }
                x += DX[d], y += DY[d];
                int w = y * (S + 1) + x, nd = -1;
                for (int turn = 1; turn >= -1 && nd < 0; turn--) { /* right, straight on, left */
                    int t = (d + turn + 4) & 3;
                    if ((c.out[w] >> t) & 1) nd = t;
                }
                if (nd < 0) break;
                d = nd;
            }
            if (n < 3 || fabs(ring_area(ring, n)) < 24) continue; /* specks (a few pixels) are left out */
            for (int i = 0; i < 2 * n; i++) /* the edge's half pixel: corners become exact */
                ring[i] = ring[i] <= 1 ? 0 : ring[i] >= unit - 1 ? unit : ring[i];
            if (triangle) snap_diagonal(ring, n, unit);
            /* Douglas-Peucker on the closed ring: split at the point farthest from the first. */
            int far = 0;
            double fd = -1;
            for (int i = 1; i < n; i++) {
                double d2 = hypot(ring[2 * i] - ring[0], ring[2 * i + 1] - ring[1]);
                if (d2 > fd) fd = d2, far = i;
            }
            memset(keep, 0, (size_t)n);
            keep[0] = keep[far] = 1;
            ring[2 * n] = ring[0], ring[2 * n + 1] = ring[1];
            simplify(ring, 0, far, 1.6, keep);
            simplify(ring, far, n, 1.6, keep);
            int m = 0;
            for (int i = 0; i < n; i++) m += keep[i];
            if (m < 3) continue;
            fprintf(f, "shape %s %d %d", id, feat, m);
            for (int i = 0; i < n; i++)
                if (keep[i]) fprintf(f, " %d %d", ring[2 * i], ring[2 * i + 1]);
            fputc('\n', f);
            rings++;
        }
    }
    free(c.out);
    free(ring);
    free(keep);
    return rings;
}
