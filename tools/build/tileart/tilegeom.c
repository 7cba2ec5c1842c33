/* Tile geometry derived from a tile's features: sides, port points, city outlines, road paths. */
#include "tilegeom.h"

#include <math.h>
#include <string.h>

#include "raster.h"
#include "modules/river/river.h"

const char *geo_hint(const cit_tile_def *t, const char *key, char *buf, size_t cap) {
    size_t kl = strlen(key);
    const char *p = t->art;
    while (*p) {
        while (*p == ' ') p++;
        const char *w = p;
        while (*p && *p != ' ') p++;
        if ((size_t)(p - w) > kl && memcmp(w, key, kl) == 0 && w[kl] == '=') {
            size_t n = (size_t)(p - w) - kl - 1;
            if (n >= cap) n = cap - 1;
            memcpy(buf, w + kl + 1, n);
            buf[n] = '\0';
            return buf;
        }
    }
    return NULL;
}

int geo_hint_is(const cit_tile_def *t, const char *key, const char *value) {
    char buf[32];
    return geo_hint(t, key, buf, sizeof buf) && strcmp(buf, value) == 0;
}

void geo_bezier(float *out, int n, float x0, float y0, float x1, float y1, float x2, float y2,
                float x3, float y3) {
    for (int i = 0; i < n; i++) {
        float t = (float)i / (float)(n - 1), u = 1 - t;
        float a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t;
        out[2 * i] = a * x0 + b * x1 + c * x2 + d * x3;
        out[2 * i + 1] = a * y0 + b * y1 + c * y2 + d * y3;
    }
}

static void set_side(geo_side *s, float ax, float ay, float bx, float by, int p0) {
    s->ax = ax, s->ay = ay, s->bx = bx, s->by = by;
    float dx = bx - ax, dy = by - ay, l = hypotf(dx, dy);
    /* clockwise outline with y down: the inside is to the right of the direction */
    s->nx = -dy / l, s->ny = dx / l;
    s->ports[0] = p0, s->ports[1] = p0 + 1, s->ports[2] = p0 + 2;
}

static int side_of_port(const tile_geom *g, int port, int *k) {
    for (int i = 0; i < g->nsides; i++)
        for (int j = 0; j < 3; j++)
            if (g->side[i].ports[j] == port) {
                *k = j;
                return i;
            }
    return -1;
}

int geo_port_point(const tile_geom *g, int port, float inset, float *x, float *y) {
    int k, s = side_of_port(g, port, &k);
    if (s < 0) return 0;
    const geo_side *d = &g->side[s];
    float t = 0.25f * (float)(k + 1);
    *x = d->ax + (d->bx - d->ax) * t + d->nx * inset;
    *y = d->ay + (d->by - d->ay) * t + d->ny * inset;
    return 1;
}

float geo_port_dist(const tile_geom *g, int port, float x, float y) {
    int k, s = side_of_port(g, port, &k);
    if (s < 0) return 1e9f;
    const geo_side *d = &g->side[s];
    /* shortened a little so two halves of one side never share an end point (their
     * bisector is then the line through the middle, not a wide cone) */
    float t0 = k == 2 ? 0.54f : 0.04f, t1 = k == 0 ? 0.46f : 0.96f;
    if (k == 1) t0 = 0.4f, t1 = 0.6f;
    float dx = d->bx - d->ax, dy = d->by - d->ay;
    return sdf_seg(x, y, d->ax + dx * t0, d->ay + dy * t0, d->ax + dx * t1, d->ay + dy * t1);
}

float geo_tile_sdf(const tile_geom *g, float x, float y) {
    float d = -1e9f;
    for (int i = 0; i < g->nsides; i++) {
        const geo_side *s = &g->side[i];
        float e = -((x - s->ax) * s->nx + (y - s->ay) * s->ny);
        if (e > d) d = e;
    }
    return d;
}

/* ---- cities ------------------------------------------------------------------------------ */

static void push(geo_city *c, float x, float y, int wall) {
    if (c->n >= GEO_MAX_PTS) return;
    c->pts[2 * c->n] = x;
    c->pts[2 * c->n + 1] = y;
    c->seg_wall[c->n] = (uint8_t)wall;
    c->n++;
}


/* For a triangle's corner at (x, y): the inward bisector, scaled to a control length. */
static int vertex_dir(const tile_geom *g, float x, float y, float *dx, float *dy) {
    static const float v[3][5] = {{0, 0, 0.3827f, 0.9239f, 0.45f},
                                  {1, 1, -0.9239f, -0.3827f, 0.45f},
                                  {0, 1, 0.7071f, -0.7071f, 0.4f}};
    if (g->nsides != 3) return 0;
    for (int i = 0; i < 3; i++)
        if (fabsf(x - v[i][0]) < 1e-3f && fabsf(y - v[i][1]) < 1e-3f) {
            *dx = v[i][2] * v[i][4], *dy = v[i][3] * v[i][4];
            return 1;
        }
    return 0;
}

/* The wall curve from P to Q bulging by `depth` towards (tx, ty)'s side of the chord. */
static void wall_curve(const tile_geom *g, geo_city *c, float px, float py, float qx, float qy,
                       float depth, float tx, float ty) {
    float dx = qx - px, dy = qy - py, l = hypotf(dx, dy);
    float nx = -dy / l, ny = dx / l;
    if ((tx - px) * nx + (ty - py) * ny < 0) nx = -nx, ny = -ny;
    float k = depth * 4.0f / 3.0f;
    float c1x = px + dx * 0.25f + nx * k, c1y = py + dy * 0.25f + ny * k;
    float c2x = qx - dx * 0.25f + nx * k, c2y = qy - dy * 0.25f + ny * k;
    float vx, vy;
    /* in a triangle's corners the wall leaves along the corner's bisector: that keeps it
     * equally far from the two sides' port halves there */
    if (vertex_dir(g, px, py, &vx, &vy)) c1x = px + vx, c1y = py + vy;
    if (vertex_dir(g, qx, qy, &vx, &vy)) c2x = qx + vx, c2y = qy + vy;
    float pts[2 * 25];
    geo_bezier(pts, 25, px, py, c1x, c1y, c2x, c2y, qx, qy);
    for (int i = 1; i < 24; i++) push(c, pts[2 * i], pts[2 * i + 1], 1);
}

/* A large corner city's wall (TB-07, TB-12, TB-22) across the open sides a then b, from P to Q:
   down each open side, about 0.28 in from it at its middle (room for a strip of field with a
   follower, and for a road ending at the wall), then along the diagonal into the far corner,
   where the two runs meet as one spur. The spur's tip passes the corner a little, and the runs
   reach it a few degrees apart, so the city parts the two strips of field (separate fields). */
static void large_corner_wall(const tile_geom *g, geo_city *c, const geo_side *a, const geo_side *b,
                              float px, float py, float qx, float qy) {
    float kx = a->bx + (a->bx - g->cx) * 0.06f, ky = a->by + (a->by - g->cy) * 0.06f;
    float dx = g->cx - a->bx, dy = g->cy - a->by, dl = hypotf(dx, dy);
    dx /= dl, dy /= dl;
    /* reach: how far the controls pull the wall in from its side; lead and lean: how long and
       how nearly along the diagonal each run comes into the spur */
    const float reach = 0.5f, lead = 0.5f, lean = 0.12f;
    float pts[2 * 25];
    /* the run along a, from P to the spur */
    float ax = a->bx - a->ax, ay = a->by - a->ay;
    geo_bezier(pts, 25, px, py, px + ax * 0.3f + a->nx * reach, py + ay * 0.3f + a->ny * reach,
               kx + (dx - a->nx * lean) * lead, ky + (dy - a->ny * lean) * lead, kx, ky);
    for (int i = 1; i < 24; i++) push(c, pts[2 * i], pts[2 * i + 1], 1);
    push(c, kx, ky, 1);
    float bx = b->bx - b->ax, by = b->by - b->ay;
    geo_bezier(pts, 25, kx, ky, kx + (dx - b->nx * lean) * lead, ky + (dy - b->ny * lean) * lead,
               qx - bx * 0.3f + b->nx * reach, qy - by * 0.3f + b->ny * reach, qx, qy);
    for (int i = 1; i < 24; i++) push(c, pts[2 * i], pts[2 * i + 1], 1);
}

/* A large one-sided city drawn as a tongue (IC-07, `tongue=CORNER`): its wall runs down the open
   side `strip` next to the city side, as a large corner city's does, into a spur at the corner,
   and comes back across the tile to the city side's far end. E0 is the city side's end on the
   strip, E1 its other end; `b` is the open side beyond the corner. The outline runs clockwise,
   so with the strip last (E1 first) both runs are pushed in reverse. */
static void tongue_wall(const tile_geom *g, geo_city *c, const geo_side *strip, const geo_side *b,
                        int strip_first, float e0x, float e0y, float e1x, float e1y) {
    float kx = strip_first ? strip->bx : strip->ax, ky = strip_first ? strip->by : strip->ay;
    float dx = g->cx - kx, dy = g->cy - ky, dl = hypotf(dx, dy);
    dx /= dl, dy /= dl;
    kx -= dx * dl * 0.06f, ky -= dy * dl * 0.06f; /* the spur's tip passes the corner a little */
    float sx = strip->bx - strip->ax, sy = strip->by - strip->ay; /* from E0 towards the corner */
    if (!strip_first) sx = -sx, sy = -sy;
    const float reach = 0.5f, lead = 0.5f, lean = 0.12f; /* as in large_corner_wall */
    float run1[2 * 25], run2[2 * 25];
    geo_bezier(run1, 25, e0x, e0y, e0x + sx * 0.3f + strip->nx * reach, e0y + sy * 0.3f + strip->ny * reach,
               kx + (dx - strip->nx * lean) * lead, ky + (dy - strip->ny * lean) * lead, kx, ky);
    /* back from the spur: it leaves leaning towards b, a few degrees off the first run (the
       fields either side stay apart at the corner), bellies out a little and comes up to E1
       steeply, so the field beyond keeps the larger share and room by E1.
       t: along the city side from E1 to E0; n: from it into the tile (sides are 1 long) */
    float tx = e0x - e1x, ty = e0y - e1y, nx = -ty, ny = tx;
    if ((g->cx - e1x) * nx + (g->cy - e1y) * ny < 0) nx = -nx, ny = -ny;
    const float back_lead = 1.0f, back_along = 0.25f, back_down = 0.5f;
    geo_bezier(run2, 25, kx, ky, kx + (dx - b->nx * lean) * back_lead, ky + (dy - b->ny * lean) * back_lead,
               e1x + tx * back_along + nx * back_down, e1y + ty * back_along + ny * back_down, e1x, e1y);
    if (strip_first) {
        for (int i = 1; i < 24; i++) push(c, run1[2 * i], run1[2 * i + 1], 1);
        push(c, kx, ky, 1);
        for (int i = 1; i < 24; i++) push(c, run2[2 * i], run2[2 * i + 1], 1);
    } else {
        for (int i = 23; i > 0; i--) push(c, run2[2 * i], run2[2 * i + 1], 1);
        push(c, kx, ky, 1);
        for (int i = 23; i > 0; i--) push(c, run1[2 * i], run1[2 * i + 1], 1);
    }
}

/* Where a large one-sided city's tongue goes (`tongue=SE` etc., squares only): 1 if into the far
   end of the first open side `first`, 2 if into the near end of the last one, 0 for no tongue. */
static int tongue_corner(const tile_geom *g, const geo_side *first, const geo_side *last) {
    char buf[8];
    if (g->nsides != 4 || !geo_hint_is(g->t, "city", "large") || !geo_hint(g->t, "tongue", buf, sizeof buf))
        return 0;
    float x = strchr(buf, 'E') ? 1.0f : 0.0f, y = strchr(buf, 'S') ? 1.0f : 0.0f;
    if (fabsf(first->bx - x) + fabsf(first->by - y) < 1e-3f) return 1;
    if (fabsf(last->ax - x) + fabsf(last->ay - y) < 1e-3f) return 2;
    return 0;
}

static int side_in(const cit_feature_def *f, const geo_side *s) {
    return (f->ports >> s->ports[1]) & 1;
}

static int side_other_city(const cit_tile_def *t, int self, const geo_side *s) {
    for (int f = 0; f < t->nfeat; f++)
        if (f != self && t->feat[f].kind == CIT_FEAT_CITY && side_in(&t->feat[f], s)) return 1;
    return 0;
}

/* 1 if the tile has a field in its middle that touches no edge (IC-08, TB-03): its cities must
   leave room for it. */
static int has_enclosed_field(const cit_tile_def *t) {
    for (int f = 0; f < t->nfeat; f++)
        if (t->feat[f].kind == CIT_FEAT_FIELD && !t->feat[f].ports) return 1;
    return 0;
}

static float cap_depth(const tile_geom *g, int ncity_sides, int run, const geo_side *chord_side) {
    char buf[16];
    int diag = chord_side && chord_side->ports[0] == CIT_PORT_DN;
    if (ncity_sides == 1 && geo_hint(g->t, "city", buf, sizeof buf) && strcmp(buf, "large") == 0)
        return 0.5f;
    if (ncity_sides == 1 && geo_hint_is(g->t, "city", "bulge"))
        return 0.58f; /* PD-25: a deep cap reaching the corner city, so the pocket between them is closed */
    if (has_enclosed_field(g->t) && g->nsides == 4) {
        /* a band facing a cap across an enclosed field (TB-03) stops short of the middle, the cap
           stays shallow, and corner cities (TB-14) curve in towards their corner */
        if (run == 1 && ncity_sides >= 2) return chord_side && side_other_city(g->t, -1, chord_side) ? 0.4f : 0.26f;
        if (ncity_sides == 1) return 0.2f;
        return 0.1f;
    }
    if (run == 1 && ncity_sides >= 2) return diag ? 0.2f : 0.26f; /* a field cap */
    if (ncity_sides == 1) return diag ? 0.22f : g->nsides == 3 ? 0.21f : 0.28f; /* a city cap */
    return g->nsides == 4 ? -0.13f : 0.2f;                        /* a corner city */
}

static void build_city(tile_geom *g, int fi, geo_city *c) {
    const cit_tile_def *t = g->t;
    const cit_feature_def *f = &t->feat[fi];
    int ns = g->nsides, in[4], ncs = 0;
    c->feat = fi;
    c->n = 0;
    for (int i = 0; i < ns; i++) ncs += in[i] = side_in(f, &g->side[i]);
    if (ncs == ns) {
        for (int i = 0; i < ns; i++) push(c, g->side[i].ax, g->side[i].ay, 0);
    } else {
        int start = 0;
        for (int i = 0; i < ns; i++)
            if (in[i] && !in[(i + ns - 1) % ns]) start = i;
        for (int k = 0; k < ns; k++) {
            int i = (start + k) % ns;
            const geo_side *s = &g->side[i];
            if (in[i]) {
                float ax = s->ax, ay = s->ay, bx = s->bx, by = s->by;
                int prev = (i + ns - 1) % ns, next = (i + 1) % ns;
                /* two separate cities meeting at a corner: keep a gap of field between them */
                if (ncs == 1 && side_other_city(t, fi, &g->side[prev]))
                    ax += (bx - ax) * 0.1f, ay += (by - ay) * 0.1f;
                if (ncs == 1 && side_other_city(t, fi, &g->side[next]))
                    bx -= (s->bx - s->ax) * 0.1f, by -= (s->by - s->ay) * 0.1f;
                if (!(k > 0 && in[prev])) push(c, ax, ay, 0);
                if (!in[next]) push(c, bx, by, 1);
                else push(c, s->bx, s->by, 0);
            } else if (in[(i + ns - 1) % ns]) {
                int run = 0;
                float tx = 0, ty = 0;
                const geo_side *last = s;
                for (int j = i; !in[j % ns] && run < ns; j++, run++) {
                    last = &g->side[j % ns];
                    tx += (last->ax + last->bx) * 0.5f, ty += (last->ay + last->by) * 0.5f;
                }
                tx /= (float)run, ty /= (float)run;
                float px = c->pts[2 * (c->n - 1)], py = c->pts[2 * (c->n - 1) + 1];
                int after = (i + run) % ns;
                float qx = g->side[after].ax, qy = g->side[after].ay;
                if (ncs == 1 && side_other_city(t, fi, last)) {
                    const geo_side *a = &g->side[after];
                    qx += (a->bx - a->ax) * 0.1f, qy += (a->by - a->ay) * 0.1f;
                }
                float depth = cap_depth(g, ncs, run, run == 1 ? s : NULL);
                if (run == 1 || fabsf(tx - (px + qx) * 0.5f) + fabsf(ty - (py + qy) * 0.5f) < 0.02f)
                    tx = g->cx, ty = g->cy;
                int tg = ncs == 1 && run == 3 ? tongue_corner(g, s, last) : 0;
                if (tg == 1) {
                    tongue_wall(g, c, s, &g->side[(i + 1) % ns], 1, px, py, qx, qy);
                } else if (tg == 2) {
                    tongue_wall(g, c, last, &g->side[(i + run - 2) % ns], 0, qx, qy, px, py);
                } else if (ncs == 2 && run == 2 && ns == 4 && geo_hint_is(t, "city", "large")) {
                    large_corner_wall(g, c, s, &g->side[(i + 1) % ns], px, py, qx, qy);
                } else if (depth > 0 && ncs == 2 && run == 2 && has_enclosed_field(t)) { /* TB-14: hollow towards the corner */
                    wall_curve(g, c, px, py, qx, qy, depth, 2 * g->cx - tx, 2 * g->cy - ty);
                } else if (depth < 0) { /* corner city: bulge towards the open run */
                    depth = -depth;
                    tx = 2 * tx - g->cx, ty = 2 * ty - g->cy;
                    wall_curve(g, c, px, py, qx, qy, depth, tx, ty);
                } else if (run == 1 && ncs >= 2) {
                    wall_curve(g, c, px, py, qx, qy, depth, g->cx, g->cy);
                } else {
                    wall_curve(g, c, px, py, qx, qy, depth, tx, ty);
                }
            }
        }
    }
    c->bb[0] = c->bb[1] = 1e9f, c->bb[2] = c->bb[3] = -1e9f;
    for (int i = 0; i < c->n; i++) {
        c->bb[0] = fminf(c->bb[0], c->pts[2 * i]), c->bb[2] = fmaxf(c->bb[2], c->pts[2 * i]);
        c->bb[1] = fminf(c->bb[1], c->pts[2 * i + 1]), c->bb[3] = fmaxf(c->bb[3], c->pts[2 * i + 1]);
    }
}

float geo_city_sdf(const tile_geom *g, float x, float y, int *which) {
    float best = 1e9f;
    int w = -1;
    for (int i = 0; i < g->ncity; i++) {
        const geo_city *c = &g->city[i];
        if (x < c->bb[0] - 0.2f || x > c->bb[2] + 0.2f || y < c->bb[1] - 0.2f || y > c->bb[3] + 0.2f)
            continue;
        float d = sdf_poly(c->pts, c->n, x, y);
        if (d < best) best = d, w = i;
    }
    if (which) *which = w;
    return best;
}

float geo_wall_dist(const geo_city *c, float x, float y, float *along) {
    float best = 1e9f, acc = 0, at = 0;
    for (int i = 0; i < c->n; i++) {
        int j = (i + 1) % c->n;
        float ax = c->pts[2 * i], ay = c->pts[2 * i + 1], bx = c->pts[2 * j], by = c->pts[2 * j + 1];
        float len = hypotf(bx - ax, by - ay);
        float lx = fmaxf(fmaxf(fminf(ax, bx) - x, x - fmaxf(ax, bx)), 0);
        float ly = fmaxf(fmaxf(fminf(ay, by) - y, y - fmaxf(ay, by)), 0);
        if (c->seg_wall[i] && lx * lx + ly * ly < best * best) {
            float d = sdf_seg(x, y, ax, ay, bx, by);
            if (d < best) {
                best = d;
                float t = len > 0 ? ((x - ax) * (bx - ax) + (y - ay) * (by - ay)) / (len * len) : 0;
                at = acc + clampf(t, 0, 1) * len;
            }
        }
        acc += len;
    }
    if (along) *along = at;
    return best;
}

/* ---- roads ------------------------------------------------------------------------------- */

/* The feature's middle ports (up to 4: a road with three ends, AM-11) into out; how many. */
static int mid_ports(const cit_feature_def *f, int out[4]) {
    int n = 0;
    for (int p = 0; p < CIT_PORT_COUNT && n < 4; p++)
        if ((f->ports >> p) & 1 && (p % 3 == 1 || p == CIT_PORT_DM)) out[n++] = p;
    return n;
}

static void road_bbox(geo_road *r) {
    r->bb[0] = r->bb[1] = 1e9f, r->bb[2] = r->bb[3] = -1e9f;
    for (int i = 0; i < r->n; i++) {
        r->bb[0] = fminf(r->bb[0], r->pts[2 * i]), r->bb[2] = fmaxf(r->bb[2], r->pts[2 * i]);
        r->bb[1] = fminf(r->bb[1], r->pts[2 * i + 1]), r->bb[3] = fmaxf(r->bb[3], r->pts[2 * i + 1]);
    }
}

static const geo_side *side_named(const tile_geom *g, char c) {
    int want = c == 'N' ? 1 : c == 'E' ? 4 : c == 'S' ? 7 : c == 'W' ? 10 : c == 'D' ? 13 : -1;
    for (int i = 0; i < g->nsides; i++)
        if (g->side[i].ports[1] == want) return &g->side[i];
    return NULL;
}

/* One road of feature fi: through its two ends, or a dead end from `end` (-1: its one
   end) towards the middle (each end of a road with three ends is drawn as one). */
static void build_road(tile_geom *g, int fi, int ndead, int end, geo_road *r) {
    int mp[4], n = mid_ports(&g->t->feat[fi], mp), k;
    if (end >= 0) mp[0] = end, n = 1;
    const geo_side *a = &g->side[side_of_port(g, mp[0], &k)];
    float ax = (a->ax + a->bx) * 0.5f, ay = (a->ay + a->by) * 0.5f;
    r->feat = fi;
    r->n = GEO_ROAD_PTS;
    if (n == 2) {
        const geo_side *b = &g->side[side_of_port(g, mp[1], &k)];
        float bx = (b->ax + b->bx) * 0.5f, by = (b->ay + b->by) * 0.5f;
        float dot = a->nx * b->nx + a->ny * b->ny;
        float kk = dot < -0.9f ? 0.33f : (g->nsides == 3 ? 0.22f : 0.276f);
        float sx = 0, sy = 0;
        char buf[8];
        if (geo_hint(g->t, "road-bend", buf, sizeof buf)) {
            const geo_side *s = side_named(g, buf[0]);
            if (s) sx = -s->nx * 0.42f, sy = -s->ny * 0.42f;
        }
        geo_bezier(r->pts, r->n, ax, ay, ax + a->nx * kk + sx, ay + a->ny * kk + sy,
                   bx + b->nx * kk + sx, by + b->ny * kk + sy, bx, by);
        r->dead_end = 0;
    } else {
        float ex = g->endx, ey = g->endy;
        char buf[16];
        const geo_side *to = NULL;
        char cot[8];
        const geo_side *home = geo_hint(g->t, "cottage", cot, sizeof cot) ? side_named(g, cot[0]) : NULL;
        if (home && a->nx * home->nx + a->ny * home->ny < -0.9f) {
            /* straight across to a cottage short of the far side (the other dead end passes under it) */
            float bx = (home->ax + home->bx) * 0.5f + home->nx * 0.2f, by = (home->ay + home->by) * 0.5f + home->ny * 0.2f;
            geo_bezier(r->pts, r->n, ax, ay, ax + (bx - ax) / 3, ay + (by - ay) / 3, ax + (bx - ax) * 2 / 3,
                       ay + (by - ay) * 2 / 3, bx, by);
            r->dead_end = r->cottage = 1;
            road_bbox(r);
            return;
        }
        if ((ndead == 1 || home) && geo_hint(g->t, "road-end", buf, sizeof buf) && buf[1] == '\0')
            to = side_named(g, buf[0]);
        if (to) {
            float bx = (to->ax + to->bx) * 0.5f, by = (to->ay + to->by) * 0.5f;
            float dot = a->nx * to->nx + a->ny * to->ny;
            float kk = dot < -0.9f ? 0.33f : 0.276f;
            geo_bezier(r->pts, r->n, ax, ay, ax + a->nx * kk, ay + a->ny * kk, bx + to->nx * kk,
                       by + to->ny * kk, bx, by);
        } else {
            float l = hypotf(ex - ax, ey - ay);
            geo_bezier(r->pts, r->n, ax, ay, ax + a->nx * l * 0.4f, ay + a->ny * l * 0.4f,
                       ex - (ex - ax) * 0.3f, ey - (ey - ay) * 0.3f, ex, ey);
        }
        r->dead_end = 1;
    }
    road_bbox(r);
}

void geo_build(tile_geom *g, const cit_tile_def *t) { geo_build_end(g, t, -1, -1); }

void geo_build_end(tile_geom *g, const cit_tile_def *t, float endx, float endy) {
    memset(g, 0, sizeof *g);
    g->t = t;
    if (t->shape == CIT_SHAPE_TRIANGLE) {
        g->nsides = 3;
        set_side(&g->side[0], 0, 0, 1, 1, CIT_PORT_DN);
        set_side(&g->side[1], 1, 1, 0, 1, CIT_PORT_SE);
        set_side(&g->side[2], 0, 1, 0, 0, CIT_PORT_WS);
        float s2 = sqrtf(2.0f);
        g->cx = 1.0f / (2 + s2), g->cy = (1 + s2) / (2 + s2);
    } else {
        g->nsides = 4;
        set_side(&g->side[0], 0, 0, 1, 0, CIT_PORT_NW);
        set_side(&g->side[1], 1, 0, 1, 1, CIT_PORT_EN);
        set_side(&g->side[2], 1, 1, 0, 1, CIT_PORT_SE);
        set_side(&g->side[3], 0, 1, 0, 0, CIT_PORT_WS);
        g->cx = g->cy = 0.5f;
    }
    g->endx = g->cx, g->endy = g->cy;
    if (geo_hint_is(t, "bazaar", "north")) g->endy = 0.36f;
    if (geo_hint_is(t, "cloister", "north")) g->endy = 0.34f; /* the road ends at it, over the river */
    if (endx >= 0) g->endx = endx, g->endy = endy;
    int ndead = 0;
    for (int f = 0; f < t->nfeat; f++) {
        int k = t->feat[f].kind, mp[4], ends = mid_ports(&t->feat[f], mp);
        if (k == CIT_FEAT_CITY && g->ncity < GEO_MAX_CITIES) build_city(g, f, &g->city[g->ncity++]);
        if ((k == CIT_FEAT_ROAD || k == CIT_FEAT_STREET) && ends != 2) ndead += ends;
    }
    g->crossing = ndead >= 2 && !geo_hint(t, "cottage", (char[8]){0}, 8); /* TB-23's roads never meet */
    /* dead ends that would meet inside a city each end at it instead, through a gate in its
       wall (TB-07, TB-08, TB-19): a house there would stand on the city */
    if (g->crossing && geo_city_sdf(g, g->endx, g->endy, NULL) < 0) g->crossing = 0;
    for (int f = 0; f < t->nfeat; f++) {
        int k = t->feat[f].kind;
        int mp[4], ends = mid_ports(&t->feat[f], mp);
        for (int e = 0; (k == CIT_FEAT_ROAD || k == CIT_FEAT_STREET) && e < (ends > 2 ? ends : 1); e++)
            if (g->nroad < GEO_MAX_ROADS) build_road(g, f, ndead, ends > 2 ? mp[e] : -1, &g->road[g->nroad++]);
        if (k == CIT_FEAT_RIVER && g->nriver < 2) build_road(g, f, 0, -1, &g->river[g->nriver++]);
    }
}
