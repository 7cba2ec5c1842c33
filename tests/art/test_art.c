/* Tests for tools/build/tileart: atlas index vs tile files, edge colours per rotation, anchors, shapes,
   the marks followers must not hide and the goods told apart at the fitted zoom; the 256-px sheet
   in parts, a picture a tile file and one of the figures, so a page fetches what its game draws. */
#define _POSIX_C_SOURCE 200809L /* strtok_r */
#include <SDL.h>
#include <stdarg.h>
#include <SDL_image.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine.h"
#include "readfile.h"
#include "tileset.h"
#include "modules/count/count.h"
#include "modules/inns/inns.h"
#include "modules/river/river.h"

static int passed, failed, shown;
static cit_tileset set;

static void check(int ok, const char *fmt, ...) {
    if (ok) {
        passed++;
        return;
    }
    failed++;
    if (shown++ < 4000) {
        va_list ap;
        va_start(ap, fmt);
        printf("FAIL: ");
        vprintf(fmt, ap);
        printf("\n");
        va_end(ap);
    }
}


/* ---- the index ------------------------------------------------------------------------------ */

typedef struct {
    char id[64];
    int x, y, w, h, tri, seen;
    char part[64]; /* the picture it is in: the last `sheet` line's name ("": tiles-CELL.png) */
} entry;

typedef struct {
    int cell, ntile, nspr;
    entry tile[CIT_MAX_TILE_TYPES + 8];
    entry spr[128];
} atlas_index;

static int read_index(const char *path, atlas_index *ix) {
    size_t len;
    char *text = tools_read_file(path, &len), *save = NULL;
    if (!text) return 0;
    memset(ix, 0, sizeof *ix);
    int version = 0;
    char part[64] = "";
    for (char *line = strtok_r(text, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
        char kind[16], id[64], shape[16];
        entry e = {0};
        if (line[0] == '#' || line[0] == '\0') continue;
        if (sscanf(line, "atlas %d", &version) == 1) continue;
        if (sscanf(line, "sheet %63s", part) == 1) continue;
        memcpy(e.part, part, sizeof e.part);
        if (sscanf(line, "cell %d", &ix->cell) == 1) continue;
        int n = sscanf(line, "%15s %63s %d %d %d %d %15s", kind, id, &e.x, &e.y, &e.w, &e.h, shape);
        memcpy(e.id, id, sizeof e.id);
        if (strcmp(kind, "tile") == 0 && n == 7 && ix->ntile < CIT_MAX_TILE_TYPES + 8) {
            e.tri = strcmp(shape, "triangle") == 0;
            check(e.tri || strcmp(shape, "square") == 0, "%s: tile %s: bad shape %s", path, id, shape);
            ix->tile[ix->ntile++] = e;
        } else if (strcmp(kind, "sprite") == 0 && n == 6 && ix->nspr < 128) {
            ix->spr[ix->nspr++] = e;
        } else {
            check(0, "%s: cannot read line '%s'", path, line);
        }
    }
    free(text);
    check(version == 1, "%s: atlas version %d", path, version);
    return 1;
}

/* The pictures of an atlas by name, each loaded once as RGBA (NULL if it does not load). */
typedef struct {
    char name[64];
    SDL_Surface *s;
} picture;
static picture pictures[32];
static int npictures;

static SDL_Surface *picture_of(const char *dir, const char *part, int size) {
    char name[64], path[1024];
    if (part[0]) snprintf(name, sizeof name, "%s", part);
    else snprintf(name, sizeof name, "tiles-%d.png", size);
    for (int i = 0; i < npictures; i++)
        if (!strcmp(pictures[i].name, name)) return pictures[i].s;
    if (npictures == 32) return NULL;
    snprintf(path, sizeof path, "%s/%s", dir, name);
    SDL_Surface *raw = IMG_Load(path), *s = raw ? SDL_ConvertSurfaceFormat(raw, SDL_PIXELFORMAT_RGBA32, 0) : NULL;
    SDL_FreeSurface(raw);
    check(s != NULL, "cannot load %s", path);
    snprintf(pictures[npictures].name, sizeof pictures[npictures].name, "%s", name);
    pictures[npictures++].s = s;
    return s;
}

static void forget_pictures(void) {
    for (int i = 0; i < npictures; i++) SDL_FreeSurface(pictures[i].s);
    npictures = 0;
}

/* ---- colours ------------------------------------------------------------------------------ */

enum { C_GREEN, C_WARM, C_GREY, C_BLUE, C_OTHER };
static const char *const class_name[] = {"green", "warm", "grey", "blue", "other"};

/* Colour classes the painter keeps apart: grass and markets are green; cities and
 * residential quarters warm (sand, brown, red roofs); roads and streets pale or grey; the
 * river blue. */
static int classify(float r, float g, float b) {
    float mx = fmaxf(r, fmaxf(g, b)), mn = fminf(r, fminf(g, b)), d = mx - mn;
    float sat = mx > 0 ? d / mx : 0, hue = 0;
    if (d > 0) {
        if (mx == r) hue = 60 * fmodf((g - b) / d + 6, 6);
        else if (mx == g) hue = 60 * ((b - r) / d + 2);
        else hue = 60 * ((r - g) / d + 4);
    }
    if (sat < 0.25f && mx > 0.45f) return C_GREY;
    if (sat >= 0.3f && hue >= 185 && hue <= 245) return C_BLUE; /* the river's water */
    if (sat >= 0.2f && hue >= 60 && hue <= 170) return C_GREEN;
    if (sat >= 0.28f && (hue <= 52 || hue >= 340)) return C_WARM;
    return C_OTHER;
}

static int expected_class(int kind) {
    switch (kind) {
    case CIT_FEAT_ROAD:
    case CIT_FEAT_STREET: return C_GREY;
    case CIT_FEAT_CITY:
    case CIT_FEAT_RESIDENTIAL: return C_WARM;
    case CIT_FEAT_RIVER: return C_BLUE;
    default: return C_GREEN;
    }
}

typedef struct {
    int n;
    uint8_t *px; /* n*n RGBA */
} cell_img;

/* Class of the 3x3 mean around unit point (u, v) of a cell image. */
static int class_at(const cell_img *c, float u, float v, int *alpha) {
    int cx = (int)(u * (float)c->n), cy = (int)(v * (float)c->n);
    float r = 0, g = 0, b = 0, a = 0;
    int k = 0;
    for (int j = -1; j <= 1; j++)
        for (int i = -1; i <= 1; i++) {
            int x = cx + i, y = cy + j;
            if (x < 0 || y < 0 || x >= c->n || y >= c->n) continue;
            const uint8_t *p = c->px + ((size_t)y * (size_t)c->n + (size_t)x) * 4;
            r += p[0], g += p[1], b += p[2], a += p[3];
            k++;
        }
    if (alpha) *alpha = k ? (int)(a / (float)k) : 0;
    return k ? classify(r / (255.0f * (float)k), g / (255.0f * (float)k), b / (255.0f * (float)k)) : C_OTHER;
}

static void cut(SDL_Surface *s, const entry *e, cell_img *c) {
    c->n = e->w;
    c->px = malloc((size_t)e->w * (size_t)e->w * 4);
    for (int y = 0; y < e->w; y++)
        memcpy(c->px + (size_t)y * (size_t)e->w * 4, (uint8_t *)s->pixels + (size_t)(e->y + y) * (size_t)s->pitch + (size_t)e->x * 4,
               (size_t)e->w * 4);
}

/* Turns the image 90 degrees clockwise: the point (u, v) moves to (1 - v, u). */
static void rotate_cw(cell_img *c) {
    int n = c->n;
    uint8_t *o = malloc((size_t)n * (size_t)n * 4);
    for (int y = 0; y < n; y++)
        for (int x = 0; x < n; x++)
            memcpy(o + ((size_t)y * (size_t)n + (size_t)x) * 4, c->px + ((size_t)(n - 1 - x) * (size_t)n + (size_t)y) * 4, 4);
    free(c->px);
    c->px = o;
}

/* ---- per-tile checks --------------------------------------------------------------------- */

static int kind_at_port(const cit_tile_def *t, int port) {
    for (int f = 0; f < t->nfeat; f++)
        if ((t->feat[f].ports >> port) & 1) return t->feat[f].kind;
    return -1;
}

/* Unit point of port k (0 left half, 1 middle, 2 right half) of side s, inset into the tile. */
static void side_point(int s, int k, float inset, float *u, float *v) {
    static const float A[4][2] = {{0, 0}, {1, 0}, {1, 1}, {0, 1}}, B[4][2] = {{1, 0}, {1, 1}, {0, 1}, {0, 0}};
    static const float N[4][2] = {{0, 1}, {-1, 0}, {0, -1}, {1, 0}};
    float t = 0.25f * (float)(k + 1);
    *u = A[s][0] + (B[s][0] - A[s][0]) * t + N[s][0] * inset;
    *v = A[s][1] + (B[s][1] - A[s][1]) * t + N[s][1] * inset;
}

static void check_rotation(const cit_tile_def *t, const cell_img *img, int rot, int size) {
    const float inset = 0.055f;
    int count_tile = (t->flags & CIT_TF_COUNT_CITY) != 0;
    /* the rotated tile: rotate every edge port; a triangle's legs become sides (2+rot), (3+rot) */
    for (int s = 0; s < 4; s++) {
        int src_side = (s - rot + 4) % 4;
        if (t->shape == CIT_SHAPE_TRIANGLE && src_side != CIT_SIDE_S && src_side != CIT_SIDE_W) continue;
        for (int k = 0; k < 3; k++) {
            int rp = s * 3 + k, op = -1;
            for (int p = 0; p < 12; p++)
                if (cit_port_rotate(p, rot) == rp) op = p;
            int kind = kind_at_port(t, op);
            float u, v;
            side_point(s, k, inset, &u, &v);
            int cls = class_at(img, u, v, NULL);
            if (kind < 0) {
                if (count_tile) continue;
                check(cls != C_GREY, "%s@%d rot %d: side %d middle has no road but looks like one (%s)", t->id, size, rot, s,
                      class_name[cls]);
            } else {
                check(cls == expected_class(kind), "%s@%d rot %d: port %s (%s) looks %s", t->id, size, rot,
                      cit_port_name(rp), cit_feature_kind_name(kind), class_name[cls]);
            }
        }
    }
    if (t->shape != CIT_SHAPE_TRIANGLE) return;
    /* the diagonal at rotation 0 runs NW to SE; sample just inside it and turn the points */
    static const float diag[3][2] = {{0.21f, 0.29f}, {0.46f, 0.54f}, {0.71f, 0.79f}};
    for (int k = 0; k < 3; k++) {
        float u = diag[k][0], v = diag[k][1];
        for (int r = 0; r < rot; r++) {
            float nu = 1 - v, nv = u;
            u = nu, v = nv;
        }
        int kind = kind_at_port(t, CIT_PORT_DN + k), cls = class_at(img, u, v, NULL);
        if (kind < 0) check(cls != C_GREY, "%s@%d rot %d: diagonal middle looks like a road", t->id, size, rot);
        else check(cls == expected_class(kind), "%s@%d rot %d: diagonal port %d (%s) looks %s", t->id, size, rot, k,
                   cit_feature_kind_name(kind), class_name[cls]);
    }
    /* transparent outside the triangle, opaque inside */
    float pu = 0.85f, pv = 0.15f, qu = 0.15f, qv = 0.85f;
    for (int r = 0; r < rot; r++) {
        float a = 1 - pv, b = pu;
        pu = a, pv = b;
        a = 1 - qv, b = qu;
        qu = a, qv = b;
    }
    int ao, ai;
    class_at(img, pu, pv, &ao);
    class_at(img, qu, qv, &ai);
    check(ao == 0 && ai == 255, "%s@%d rot %d: triangle alpha outside %d inside %d", t->id, size, rot, ao, ai);
}

/* The engine's build-time catalogue and the tile files the atlas was painted from agree,
   so the atlas (checked against the files below) matches the engine's tables too. */
static void check_engine_tables(void) {
    const cit_tileset *eng = cit_tileset_builtin();
    check(eng->ntiles == set.ntiles, "engine has %d tile types, the tile files %d", eng->ntiles, set.ntiles);
    for (int i = 0; i < eng->ntiles && i < set.ntiles; i++) {
        const cit_tile_def *a = &eng->tiles[i], *b = &set.tiles[i];
        check(strcmp(a->id, b->id) == 0 && a->count == b->count && a->shape == b->shape &&
                  a->nfeat == b->nfeat && strcmp(a->set, b->set) == 0,
              "engine tile %d (%s) differs from the tile files (%s)", i, a->id, b->id);
    }
}

static void check_atlas(const char *dir, int size) {
    char path[1024];
    atlas_index ix;
    snprintf(path, sizeof path, "%s/tiles-%d.txt", dir, size);
    if (!read_index(path, &ix)) {
        check(0, "cannot read %s", path);
        return;
    }
    check(ix.cell == size, "%s: cell %d", path, ix.cell);
    check(ix.ntile == set.ntiles, "%s: %d tiles in the index, %d in the tile files", path, ix.ntile, set.ntiles);
    for (int i = 0; i < ix.ntile; i++) {
        entry *e = &ix.tile[i];
        SDL_Surface *s = picture_of(dir, e->part, size);
        if (!s) continue;
        int ti = cit_tileset_find(&set, e->id);
        check(ti >= 0, "%s: tile %s is in no tile file", path, e->id);
        check(e->w == size && e->h == size && e->x >= 0 && e->y >= 0 && e->x + e->w <= s->w && e->y + e->h <= s->h,
              "%s: tile %s rectangle %d %d %d %d", path, e->id, e->x, e->y, e->w, e->h);
        if (ti < 0 || e->x + e->w > s->w || e->y + e->h > s->h) continue;
        check(!set.tiles[ti].shape == !e->tri, "%s: tile %s shape differs from its tile file", path, e->id);
        cell_img c;
        cut(s, e, &c);
        for (int rot = 0; rot < 4; rot++) {
            check_rotation(&set.tiles[ti], &c, rot, size);
            rotate_cw(&c);
        }
        free(c.px);
    }
    for (int i = 0; i < set.ntiles; i++) {
        int seen = 0;
        for (int k = 0; k < ix.ntile; k++) seen += strcmp(ix.tile[k].id, set.tiles[i].id) == 0;
        check(seen == 1, "%s: tile %s listed %d times", path, set.tiles[i].id, seen);
    }
    const char *fixed[] = {"bridge-ns", "bridge-ew", "castle", "wall-h", "wall-v", "gate", "tower", "count", "icon"};
    char name[64];
    const char *named[] = {"goods-wine", "goods-grain", "goods-cloth", "dragon", "fairy",
                           /* Hills & Sheep: the shepherd in both palettes, the bag's tokens, the tile under a hill */
                           "shepherd-std-0", "shepherd-cb-5", "sheep-1", "sheep-2", "sheep-3", "sheep-4", "wolf",
                           "tile-back",
                           /* Under the Big Top: the ringmaster in both palettes, the big top, its tokens */
                           "ringmaster-std-0", "ringmaster-cb-5", "bigtop", "animal-back", "animal-0", "animal-1",
                           "animal-2", "animal-3", "animal-4", "animal-5"};
    for (int n = 0; n < 24 + 9 + 24 + (int)(sizeof named / sizeof named[0]); n++) {
        if (n < 24) snprintf(name, sizeof name, "follower-%s-%d-%s", n / 12 ? "cb" : "std", n % 6, n % 12 < 6 ? "standing" : "lying");
        else if (n < 33) snprintf(name, sizeof name, "%s", fixed[n - 24]);
        else if (n < 57) /* Traders & Builders' figures in every colour of both palettes */
            snprintf(name, sizeof name, "%s-%s-%d", (n - 33) % 2 ? "pig" : "builder", (n - 33) / 12 ? "cb" : "std", (n - 33) / 2 % 6);
        else snprintf(name, sizeof name, "%s", named[n - 57]);
        int found = 0;
        for (int k = 0; k < ix.nspr; k++)
            if (strcmp(ix.spr[k].id, name) == 0) {
                const entry *e = &ix.spr[k];
                const SDL_Surface *s = picture_of(dir, e->part, size);
                found = s && e->w > 0 && e->h > 0 && e->x >= 0 && e->y >= 0 && e->x + e->w <= s->w && e->y + e->h <= s->h;
            }
        check(found, "%s: sprite %s missing or out of the image", path, name);
    }
    forget_pictures();
}

/* The 256-px sheet in parts (docs/art.md): each tile in the picture of its tile file,
   tiles-256-STEM.png, the followers in tiles-256-followers.png, every other sprite in
   tiles-256-figures.png, and no more pictures than the window reads (GUI_ATLAS_MAX_PARTS, 24):
   a base game's page fetches the base tiles' and the followers'. */
static char tile_stem[CIT_MAX_TILE_TYPES][32];

static void check_parts(const char *dir) {
    char path[1024], want[96];
    static atlas_index ix;
    snprintf(path, sizeof path, "%s/tiles-256.txt", dir);
    if (!read_index(path, &ix)) return; /* check_atlas said so */
    char names[64][64];
    int nnames = 0;
    for (int i = 0; i < ix.ntile + ix.nspr; i++) {
        const entry *e = i < ix.ntile ? &ix.tile[i] : &ix.spr[i - ix.ntile];
        int ti = i < ix.ntile ? cit_tileset_find(&set, e->id) : -1;
        if (i < ix.ntile && ti < 0) continue;
        if (ti >= 0) snprintf(want, sizeof want, "tiles-256-%s.png", tile_stem[ti]);
        else if (!strncmp(e->id, "follower-", 9)) snprintf(want, sizeof want, "tiles-256-followers.png");
        else snprintf(want, sizeof want, "tiles-256-figures.png");
        check(!strcmp(e->part, want), "%s: %s is in picture '%s', not %s", path, e->id, e->part, want);
        int known = 0;
        for (int k = 0; k < nnames; k++) known |= !strcmp(names[k], e->part);
        if (!known && nnames < 64) memcpy(names[nnames++], e->part, sizeof names[0]);
    }
    check(nnames <= 24, "%s: %d pictures, the window reads 24", path, nnames);
}

/* The 128 px atlas of dir: its index into *ix and its image as RGBA (NULL if it does not load). */
static SDL_Surface *load_atlas_128(const char *dir, atlas_index *ix) {
    char path[1024];
    snprintf(path, sizeof path, "%s/tiles-128.txt", dir);
    read_index(path, ix);
    snprintf(path, sizeof path, "%s/tiles-128.png", dir);
    SDL_Surface *raw = IMG_Load(path), *s = raw ? SDL_ConvertSurfaceFormat(raw, SDL_PIXELFORMAT_RGBA32, 0) : NULL;
    SDL_FreeSurface(raw);
    return s;
}

static void check_anchors(const char *dir) {
    char path[1024];
    snprintf(path, sizeof path, "%s/feature-anchors.txt", dir);
    size_t len;
    char *text = tools_read_file(path, &len), *save = NULL;
    check(text != NULL, "cannot read %s", path);
    if (!text) return;
    static uint8_t seen[CIT_MAX_TILE_TYPES][CIT_MAX_TILE_FEATURES];
    memset(seen, 0, sizeof seen);
    atlas_index ix;
    SDL_Surface *s = load_atlas_128(dir, &ix);
    for (char *line = strtok_r(text, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
        char id[64];
        int f;
        float x, y;
        if (line[0] == '#') continue;
        if (sscanf(line, "anchor %63s %d %f %f", id, &f, &x, &y) != 4) {
            check(0, "anchors: cannot read '%s'", line);
            continue;
        }
        int ti = cit_tileset_find(&set, id);
        check(ti >= 0 && f >= 0 && f < set.tiles[ti].nfeat, "anchors: %s feature %d does not exist", id, f);
        if (ti < 0 || f < 0 || f >= set.tiles[ti].nfeat) continue;
        seen[ti][f]++;
        check(x > 0 && x < 1 && y > 0 && y < 1, "anchors: %s %d outside the cell", id, f);
        if (!s) continue;
        for (int k = 0; k < ix.ntile; k++) {
            if (strcmp(ix.tile[k].id, id) != 0) continue;
            cell_img c;
            cut(s, &ix.tile[k], &c);
            int alpha, cls = class_at(&c, x, y, &alpha), kind = set.tiles[ti].feat[f].kind;
            check(alpha > 200, "anchors: %s %d lies outside the painted tile", id, f);
            if (kind != CIT_FEAT_CLOISTER)
                check(cls == expected_class(kind), "anchors: %s %d (%s) stands on %s", id, f, cit_feature_kind_name(kind), class_name[cls]);
            free(c.px);
        }
    }
    for (int i = 0; i < set.ntiles; i++)
        for (int f = 0; f < set.tiles[i].nfeat; f++)
            check(seen[i][f] == 1, "anchors: %s feature %d listed %d times", set.tiles[i].id, f, seen[i][f]);
    SDL_FreeSurface(s);
    free(text);
}

/* The anchors of feature-anchors.txt into anc[tile][feature] (x, y in cell units). */
static void read_anchor_table(const char *dir, float (*anc)[CIT_MAX_TILE_FEATURES][2]) {
    char path[1024];
    snprintf(path, sizeof path, "%s/feature-anchors.txt", dir);
    size_t len;
    char *text = tools_read_file(path, &len), *save = NULL;
    for (char *line = text ? strtok_r(text, "\n", &save) : NULL; line; line = strtok_r(NULL, "\n", &save)) {
        char id[64];
        int f, ti;
        float x, y;
        if (sscanf(line, "anchor %63s %d %f %f", id, &f, &x, &y) == 4 && (ti = cit_tileset_find(&set, id)) >= 0 &&
            f >= 0 && f < CIT_MAX_TILE_FEATURES)
            anc[ti][f][0] = x, anc[ti][f][1] = y;
    }
    free(text);
}

/* feature-shapes.txt: every feature of every tile has rings inside the cell, outer ones
   clockwise on screen (a positive area), and its anchor (where a follower stands) inside. */
static void check_shapes(const char *dir) {
    char path[1024];
    snprintf(path, sizeof path, "%s/feature-shapes.txt", dir);
    size_t len;
    char *text = tools_read_file(path, &len), *save = NULL;
    check(text != NULL, "cannot read %s", path);
    if (!text) return;
    static float anc[CIT_MAX_TILE_TYPES][CIT_MAX_TILE_FEATURES][2];
    static int inside[CIT_MAX_TILE_TYPES][CIT_MAX_TILE_FEATURES], rings[CIT_MAX_TILE_TYPES][CIT_MAX_TILE_FEATURES];
    static double area[CIT_MAX_TILE_TYPES][CIT_MAX_TILE_FEATURES];
    memset(inside, 0, sizeof inside);
    memset(rings, 0, sizeof rings);
    memset(area, 0, sizeof area);
    read_anchor_table(dir, anc);
    int unit = 0;
    for (char *line = strtok_r(text, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
        if (line[0] == '#' || !strncmp(line, "shapes ", 7)) continue;
        if (sscanf(line, "unit %d", &unit) == 1) continue;
        char id[64];
        int f, n, off;
        if (sscanf(line, "shape %63s %d %d%n", id, &f, &n, &off) != 3 || unit <= 0 || n < 3) {
            check(0, "shapes: cannot read '%.60s'", line);
            continue;
        }
        int ti = cit_tileset_find(&set, id);
        check(ti >= 0 && f >= 0 && f < set.tiles[ti].nfeat, "shapes: %s feature %d does not exist", id, f);
        if (ti < 0 || f < 0 || f >= set.tiles[ti].nfeat) continue;
        float *p = malloc((size_t)n * 2 * sizeof *p);
        const char *q = line + off;
        int ok = p != NULL;
        for (int i = 0; ok && i < 2 * n; i++) {
            int v, used;
            ok = sscanf(q, "%d%n", &v, &used) == 1 && v >= 0 && v <= unit;
            if (ok) p[i] = (float)v / (float)unit, q += used;
        }
        check(ok, "shapes: %s %d: a point outside the cell or missing", id, f);
        if (ok) {
            double a2 = 0;
            float ax = anc[ti][f][0], ay = anc[ti][f][1];
            for (int i = 0, j = n - 1; i < n; j = i++) {
                a2 += (double)p[2 * j] * p[2 * i + 1] - (double)p[2 * i] * p[2 * j + 1];
                if ((p[2 * i + 1] > ay) != (p[2 * j + 1] > ay) &&
                    ax < p[2 * j] + (ay - p[2 * j + 1]) * (p[2 * i] - p[2 * j]) / (p[2 * i + 1] - p[2 * j + 1]))
                    inside[ti][f] = !inside[ti][f];
            }
            area[ti][f] += a2 / 2;
            rings[ti][f]++;
        }
        free(p);
    }
    for (int i = 0; i < set.ntiles; i++)
        for (int f = 0; f < set.tiles[i].nfeat; f++) {
            check(rings[i][f] > 0, "shapes: %s feature %d has no shape", set.tiles[i].id, f);
            if (!rings[i][f]) continue;
            check(area[i][f] > 0.002, "shapes: %s feature %d: area %.4f (outer rings clockwise)", set.tiles[i].id, f, area[i][f]);
            check(inside[i][f], "shapes: %s feature %d: its anchor lies outside its shape", set.tiles[i].id, f);
        }
    free(text);
}

/* ---- marks: inns, cathedrals and goods at the fitted zoom ----------------------------------- */

/* A follower as the board draws it (gui/scenes/game/board_view.c): upright, centred on its anchor,
   its picture 0.36 cell high at the usual zooms, the big follower's 1.3 times that, the
   figure 0.8 of the picture high and 0.6 of it wide. On a tile turned a quarter the upright
   figure lies across the tile's own axes, so both boxes must miss a mark. */
#define BIG_FIGURE_H (0.36f * 1.3f * 0.8f)
#define BIG_FIGURE_W (0.36f * 1.3f * 0.6f)
/* The fitted zoom of a game in progress at 1280x800, in pixels a tile. */
#define FITTED_PX 50

typedef struct {
    char kind[16];
    float x0, y0, x1, y1;
    int seen;
} mark;

static int box_hits(float ax, float ay, float hw, float hh, const mark *m) {
    return ax + hw > m->x0 && ax - hw < m->x1 && ay + hh > m->y0 && ay - hh < m->y1;
}

static const char *goods_word(int goods) {
    return goods == CIT_GOODS_WINE ? "wine" : goods == CIT_GOODS_GRAIN ? "grain" : goods == CIT_GOODS_CLOTH ? "cloth" : NULL;
}

/* Mean colour (0..255) of the disc inscribed in mark m, with the tile shrunk to FITTED_PX. */
static void disc_colour_small(const cell_img *c, const mark *m, float out[3]) {
    float sum[3] = {0, 0, 0};
    int k = 0;
    float cx = (m->x0 + m->x1) / 2, cy = (m->y0 + m->y1) / 2, r = (m->x1 - m->x0) / 2 * 0.85f;
    for (int j = 0; j < FITTED_PX; j++)
        for (int i = 0; i < FITTED_PX; i++) {
            float u = ((float)i + 0.5f) / FITTED_PX, v = ((float)j + 0.5f) / FITTED_PX;
            if (hypotf(u - cx, v - cy) > r) continue;
            /* the small pixel is the mean of the big pixels it covers */
            int x0 = i * c->n / FITTED_PX, x1 = (i + 1) * c->n / FITTED_PX, y0 = j * c->n / FITTED_PX,
                y1 = (j + 1) * c->n / FITTED_PX;
            float px[3] = {0, 0, 0};
            int n = 0;
            for (int y = y0; y < y1; y++)
                for (int x = x0; x < x1; x++, n++)
                    for (int q = 0; q < 3; q++) px[q] += c->px[((size_t)y * (size_t)c->n + (size_t)x) * 4 + (size_t)q];
            for (int q = 0; q < 3 && n; q++) sum[q] += px[q] / (float)n;
            k++;
        }
    for (int q = 0; q < 3; q++) out[q] = k ? sum[q] / (float)k : 0;
}

static float colour_distance(const float a[3], const float b[3]) {
    return sqrtf((a[0] - b[0]) * (a[0] - b[0]) + (a[1] - b[1]) * (a[1] - b[1]) + (a[2] - b[2]) * (a[2] - b[2]));
}

static int read_marks(const char *dir, mark (*marks)[CIT_MAX_TILE_FEATURES]) {
    char path[1024];
    snprintf(path, sizeof path, "%s/feature-marks.txt", dir);
    size_t len;
    char *text = tools_read_file(path, &len), *save = NULL;
    check(text != NULL, "cannot read %s", path);
    if (!text) return 0;
    for (char *line = strtok_r(text, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
        char id[64];
        mark m = {0};
        int f, ti;
        if (line[0] == '#') continue;
        if (sscanf(line, "mark %63s %d %15s %f %f %f %f", id, &f, m.kind, &m.x0, &m.y0, &m.x1, &m.y1) != 7 ||
            (ti = cit_tileset_find(&set, id)) < 0 || f < 0 || f >= set.tiles[ti].nfeat) {
            check(0, "marks: cannot read '%s'", line);
            continue;
        }
        check(m.x0 >= 0 && m.y0 >= 0 && m.x1 <= 1 && m.y1 <= 1 && m.x0 < m.x1 && m.y0 < m.y1, "marks: %s %d outside the cell", id, f);
        m.seen = 1;
        marks[ti][f] = m;
    }
    free(text);
    return 1;
}

/* An inn road's and a cathedral city's mark lies clear of the big follower standing on the
   feature, in every turn of the tile; a city's goods symbol is at least 11 px across at the
   fitted zoom, and the three goods differ in colour there: each tile's symbol is nearer the
   mean of its own good than of another, and those means lie far apart. */
static void check_marks(const char *dir) {
    static mark marks[CIT_MAX_TILE_TYPES][CIT_MAX_TILE_FEATURES];
    static float anc[CIT_MAX_TILE_TYPES][CIT_MAX_TILE_FEATURES][2];
    memset(marks, 0, sizeof marks);
    if (!read_marks(dir, marks)) return;
    read_anchor_table(dir, anc);
    atlas_index ix;
    SDL_Surface *s = load_atlas_128(dir, &ix);
    check(s != NULL, "marks: cannot load %s/tiles-128.png", dir);
    static float colour[CIT_MAX_TILE_TYPES][3];
    static int goods_of[CIT_MAX_TILE_TYPES];
    float mean[8][3] = {{0}};
    int count[8] = {0};
    for (int i = 0; i < set.ntiles; i++) {
        goods_of[i] = 0;
        for (int f = 0; f < set.tiles[i].nfeat; f++) {
            const cit_feature_def *d = &set.tiles[i].feat[f];
            const mark *m = &marks[i][f];
            const char *want = d->kind == CIT_FEAT_ROAD && (d->flags & CIT_FF_INN)             ? "inn"
                               : d->kind == CIT_FEAT_CITY && (d->flags & CIT_FF_CATHEDRAL) ? "cathedral"
                               : d->kind == CIT_FEAT_CITY                                  ? goods_word(d->goods)
                                                                                           : NULL;
            if (!want) continue;
            check(m->seen && !strcmp(m->kind, want), "marks: %s feature %d has no %s mark", set.tiles[i].id, f, want);
            if (!m->seen) continue;
            float ax = anc[i][f][0], ay = anc[i][f][1];
            if (!strcmp(want, "inn") || !strcmp(want, "cathedral")) {
                check(!box_hits(ax, ay, BIG_FIGURE_W / 2, BIG_FIGURE_H / 2, m) &&
                          !box_hits(ax, ay, BIG_FIGURE_H / 2, BIG_FIGURE_W / 2, m),
                      "marks: %s feature %d: a big follower at %.3f,%.3f covers its %s (%.3f..%.3f, %.3f..%.3f)",
                      set.tiles[i].id, f, ax, ay, want, m->x0, m->x1, m->y0, m->y1);
                continue;
            }
            check((m->x1 - m->x0) * FITTED_PX >= 11, "marks: %s's %s is %.1f px across at %d px a tile",
                  set.tiles[i].id, want, (m->x1 - m->x0) * FITTED_PX, FITTED_PX);
            for (int k = 0; s && k < ix.ntile; k++)
                if (!strcmp(ix.tile[k].id, set.tiles[i].id)) {
                    cell_img c;
                    cut(s, &ix.tile[k], &c);
                    disc_colour_small(&c, m, colour[i]);
                    free(c.px);
                    goods_of[i] = d->goods;
                    for (int q = 0; q < 3; q++) mean[d->goods][q] += colour[i][q];
                    count[d->goods]++;
                }
        }
    }
    const int goods[3] = {CIT_GOODS_WINE, CIT_GOODS_GRAIN, CIT_GOODS_CLOTH};
    for (int g = 0; g < 3; g++)
        for (int q = 0; q < 3 && count[goods[g]]; q++) mean[goods[g]][q] /= (float)count[goods[g]];
    for (int a = 0; a < 3; a++)
        for (int b = a + 1; b < 3; b++)
            if (count[goods[a]] && count[goods[b]]) {
                float d = colour_distance(mean[goods[a]], mean[goods[b]]);
                check(d >= 80, "marks: %s and %s symbols differ by %.0f in colour at %d px a tile (80 wanted)",
                      goods_word(goods[a]), goods_word(goods[b]), d, FITTED_PX);
            }
    for (int i = 0; i < set.ntiles; i++) {
        if (!goods_of[i]) continue;
        for (int g = 0; g < 3; g++)
            if (goods[g] != goods_of[i] && count[goods[g]])
                check(colour_distance(colour[i], mean[goods_of[i]]) < colour_distance(colour[i], mean[goods[g]]),
                      "marks: %s's %s looks more like %s at %d px a tile", set.tiles[i].id, goods_word(goods_of[i]),
                      goods_word(goods[g]), FITTED_PX);
    }
    SDL_FreeSurface(s);
}

int main(int argc, char **argv) {
    if (argc < 3) {
        fprintf(stderr, "usage: test_art ARTDIR FILE.tiles...\n");
        return 2;
    }
    for (int i = 2; i < argc; i++) {
        size_t len;
        char *text = tools_read_file(argv[i], &len);
        cit_parse_error err;
        int before = set.ntiles;
        check(text && cit_tileset_parse(&set, text, len, &err) == CIT_PARSE_OK, "%s does not parse", argv[i]);
        free(text);
        /* the file's name without folder and ".tiles" names its tiles' picture */
        const char *base = strrchr(argv[i], '/') ? strrchr(argv[i], '/') + 1 : argv[i];
        for (int t = before; t < set.ntiles; t++)
            snprintf(tile_stem[t], sizeof tile_stem[t], "%.*s", (int)strcspn(base, "."), base);
    }
    check_engine_tables();
    check_atlas(argv[1], 128);
    check_atlas(argv[1], 256);
    check_parts(argv[1]);
    check_anchors(argv[1]);
    check_shapes(argv[1]);
    check_marks(argv[1]);
    IMG_Quit();
    SDL_Quit();
    printf("art: %d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}
