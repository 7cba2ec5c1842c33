/* Parsers of the atlas index and the anchor file: generated files, but read from disk, so checked. */
#include "draw/artindex.h"

#include <stdlib.h>
#include <string.h>

/* One line as a NUL-terminated copy (long lines are cut: no valid line is that long). */
typedef struct {
    const char *p, *end;
    int number;
    char buf[256];
} lines;

static int next_line(lines *l) {
    if (l->p >= l->end) return 0;
    const char *e = memchr(l->p, '\n', (size_t)(l->end - l->p));
    if (!e) e = l->end;
    size_t n = (size_t)(e - l->p);
    if (n >= sizeof l->buf) n = sizeof l->buf - 1;
    memcpy(l->buf, l->p, n);
    l->buf[n] = '\0';
    if (n && l->buf[n - 1] == '\r') l->buf[n - 1] = '\0';
    l->p = e < l->end ? e + 1 : l->end;
    l->number++;
    return 1;
}

/* Splits buf into at most max space-separated words in place; returns how many. */
static int split(char *buf, char **w, int max) {
    int n = 0;
    for (char *p = buf; *p && n < max;) {
        while (*p == ' ' || *p == '\t') *p++ = '\0';
        if (!*p) break;
        w[n++] = p;
        while (*p && *p != ' ' && *p != '\t') p++;
    }
    return n;
}

static int int_in(const char *s, long lo, long hi, int *out) {
    char *e;
    if (!((*s >= '0' && *s <= '9') || *s == '-')) return 0;
    long v = strtol(s, &e, 10);
    if (*e || v < lo || v > hi) return 0;
    *out = (int)v;
    return 1;
}

/* x y w h: inside the largest sheet and not empty (a 0-size source would draw nothing). */
static int rect_of(char **w, gui_irect *r) {
    return int_in(w[0], 0, GUI_ATLAS_MAX_SIDE - 1, &r->x) && int_in(w[1], 0, GUI_ATLAS_MAX_SIDE - 1, &r->y) &&
           int_in(w[2], 1, GUI_ATLAS_MAX_SIDE, &r->w) && int_in(w[3], 1, GUI_ATLAS_MAX_SIDE, &r->h) &&
           r->x + r->w <= GUI_ATLAS_MAX_SIDE && r->y + r->h <= GUI_ATLAS_MAX_SIDE;
}

/* A picture's name as a `sheet` line gives it: letters, digits, '-', '_' and '.', ending in
   ".png", not starting with '.' (so never a path out of the art folder). */
static int part_name_ok(const char *name) {
    size_t n = strlen(name);
    if (n < 5 || n >= GUI_ATLAS_PART_NAME || name[0] == '.' || strcmp(name + n - 4, ".png")) return 0;
    for (size_t i = 0; i < n; i++) {
        char c = name[i];
        if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' || c == '_' ||
              c == '.'))
            return 0;
    }
    return 1;
}

/* "follower-std-3-standing" / "follower-cb-0-lying"; any other name is kept as it is (a
   module's figure, drawn by name), the first GUI_ATLAS_MAX_SPRITES of them. */
static void sprite(gui_atlas_index *o, const char *name, gui_irect r, int part) {
    static const char *const pal[2] = {"follower-std-", "follower-cb-"};
    if (strncmp(name, "follower-", 9)) {
        if (o->nsprites < GUI_ATLAS_MAX_SPRITES && strlen(name) < GUI_ATLAS_SPRITE_NAME) {
            strcpy(o->sprite_name[o->nsprites], name);
            o->sprite_part[o->nsprites] = (unsigned char)part;
            o->sprite[o->nsprites++] = r;
        }
        return;
    }
    for (int pi = 0; pi < 2; pi++) {
        size_t k = strlen(pal[pi]);
        if (strncmp(name, pal[pi], k) || name[k] < '0' || name[k] > '5' || name[k + 1] != '-') continue;
        int c = name[k] - '0', lying = !strcmp(name + k + 2, "lying");
        if (!lying && strcmp(name + k + 2, "standing")) return;
        o->follower[pi][c][lying] = r;
        o->follower_part[pi][c][lying] = (unsigned char)part;
        o->have_f[pi][c][lying] = 1;
    }
}

static void refuse(int *count, int *first, int line) {
    if (!(*count)++) *first = line;
}

void gui_atlas_index_parse(const char *text, size_t len, const cit_tileset *set, gui_atlas_index *out) {
    memset(out, 0, sizeof *out);
    lines l = {text, text + len, 0, {0}};
    int part = 0, lost = 0, records = 0; /* the records' picture; lost: after a sheet line refused */
    while (next_line(&l)) {
        char *w[8];
        int n = split(l.buf, w, 8);
        gui_irect r;
        if (n == 0 || w[0][0] == '#' || !strcmp(w[0], "atlas")) continue;
        if (!strcmp(w[0], "sheet")) {
            lost = n != 2 || !part_name_ok(w[1]) || out->nparts >= GUI_ATLAS_MAX_PARTS;
            if (lost) {
                refuse(&out->bad_lines, &out->first_bad, l.number);
                continue;
            }
            if (out->nparts == 0 && records) out->nparts = 1; /* those before: the unnamed picture, part 0 */
            part = out->nparts++;
            strcpy(out->part_name[part], w[1]);
        } else if (!strcmp(w[0], "cell")) {
            if (n != 2 || !int_in(w[1], 1, GUI_ATLAS_MAX_SIDE, &out->cell)) refuse(&out->bad_lines, &out->first_bad, l.number);
        } else if (!strcmp(w[0], "tile") || !strcmp(w[0], "sprite")) {
            /* tile ID X Y W H [SHAPE] / sprite NAME X Y W H */
            if (lost || n < 6 || !rect_of(w + 2, &r)) {
                refuse(&out->bad_lines, &out->first_bad, l.number);
                continue;
            }
            records++;
            if (w[0][0] == 's') {
                sprite(out, w[1], r, part);
                continue;
            }
            int t = cit_tileset_find(set, w[1]);
            if (t >= 0) {
                out->tile[t] = r;
                out->tile_part[t] = (unsigned char)part;
                out->have[t] = 1;
            }
        } else {
            refuse(&out->bad_lines, &out->first_bad, l.number);
        }
    }
}

int gui_anchors_parse(const char *text, size_t len, const cit_tileset *set,
                      float anchor[CIT_MAX_TILE_TYPES][CIT_MAX_TILE_FEATURES][2], int *first_bad) {
    lines l = {text, text + len, 0, {0}};
    int bad = 0, first = 0;
    while (next_line(&l)) {
        char *w[6];
        int n = split(l.buf, w, 6), f;
        if (n == 0 || w[0][0] == '#') continue;
        if (n != 5 || strcmp(w[0], "anchor")) {
            refuse(&bad, &first, l.number);
            continue;
        }
        int t = cit_tileset_find(set, w[1]);
        if (t < 0) continue; /* a tile of a set this build does not have */
        char *ex, *ey;
        double x = strtod(w[3], &ex), y = strtod(w[4], &ey);
        /* strtod reads "nan" and "inf": the range test is written so NaN fails it */
        if (!int_in(w[2], 0, set->tiles[t].nfeat - 1, &f) || *ex || *ey || ex == w[3] || ey == w[4] ||
            !(x >= 0 && x <= 1) || !(y >= 0 && y <= 1)) {
            refuse(&bad, &first, l.number);
            continue;
        }
        anchor[t][f][0] = (float)x;
        anchor[t][f][1] = (float)y;
    }
    if (first_bad) *first_bad = first;
    return bad;
}

/* ---- feature-marks.txt ------------------------------------------------------------------- */

int gui_marks_parse(const char *text, size_t len, const cit_tileset *set, gui_marks *out, int *first_bad) {
    lines l = {text, text + len, 0, {0}};
    int bad = 0, first = 0;
    while (next_line(&l)) {
        char *w[9];
        int n = split(l.buf, w, 9), f;
        if (n == 0 || w[0][0] == '#') continue;
        if (n != 8 || strcmp(w[0], "mark") || strlen(w[3]) >= GUI_MARK_KIND) {
            refuse(&bad, &first, l.number);
            continue;
        }
        int t = cit_tileset_find(set, w[1]);
        if (t < 0) continue; /* a tile of a set this build does not have */
        double v[4];
        int ok = int_in(w[2], 0, set->tiles[t].nfeat - 1, &f);
        for (int k = 0; k < 4 && ok; k++) {
            char *end;
            v[k] = strtod(w[4 + k], &end);
            ok = *end == 0 && end != w[4 + k] && v[k] >= 0 && v[k] <= 1; /* NaN fails too */
        }
        if (!ok || !(v[0] < v[2]) || !(v[1] < v[3])) {
            refuse(&bad, &first, l.number);
            continue;
        }
        strcpy(out->kind[t][f], w[3]);
        out->mid[t][f][0] = (float)((v[0] + v[2]) / 2);
        out->mid[t][f][1] = (float)((v[1] + v[3]) / 2);
    }
    if (first_bad) *first_bad = first;
    return bad;
}

/* ---- feature-shapes.txt ------------------------------------------------------------------ */

/* Reads the next whitespace-separated integer from *p (not past end); 0 at the line's end or
   on anything else. */
static int next_int(const char **p, const char *end, long *v) {
    const char *s = *p;
    while (s < end && (*s == ' ' || *s == '\t' || *s == '\r')) s++;
    if (s >= end || !((*s >= '0' && *s <= '9') || *s == '-')) return 0;
    int neg = *s == '-';
    s += neg;
    long x = 0;
    int digits = 0;
    while (s < end && *s >= '0' && *s <= '9' && digits < 9) x = x * 10 + (*s++ - '0'), digits++;
    if (!digits || (s < end && *s != ' ' && *s != '\t' && *s != '\r')) return 0;
    *v = neg ? -x : x;
    *p = s;
    return 1;
}

/* The next word of the line (a tile id), copied into buf. */
static int next_word(const char **p, const char *end, char *buf, size_t cap) {
    const char *s = *p;
    while (s < end && (*s == ' ' || *s == '\t')) s++;
    size_t n = 0;
    while (s < end && *s != ' ' && *s != '\t' && *s != '\r') {
        if (n + 1 < cap) buf[n++] = *s;
        s++;
    }
    buf[n] = '\0';
    *p = s;
    return n > 0;
}

static int grow(void **arr, int *cap, int need, size_t size) {
    if (need <= *cap) return 1;
    int c = *cap ? *cap : 256;
    while (c < need) c *= 2;
    void *n = realloc(*arr, (size_t)c * size);
    if (!n) return 0;
    *arr = n;
    *cap = c;
    return 1;
}

int gui_shapes_parse(const char *text, size_t len, const cit_tileset *set, gui_shapes *o) {
    memset(o, 0, sizeof *o);
    const char *p = text, *end = text + len;
    int unit = 0, line = 0, cappt = 0, capring = 0;
    while (p < end) {
        const char *e = memchr(p, '\n', (size_t)(end - p));
        if (!e) e = end;
        const char *s = p;
        p = e < end ? e + 1 : end;
        line++;
        while (s < e && (*s == ' ' || *s == '\t')) s++;
        if (s >= e || *s == '#' || *s == '\r') continue;
        char word[32], id[64];
        long v, t0, f0, n;
        next_word(&s, e, word, sizeof word);
        if (!strcmp(word, "shapes") && next_int(&s, e, &v) && v == 1) continue;
        if (!strcmp(word, "unit") && next_int(&s, e, &v) && v > 0 && v <= 65536 && !unit) {
            unit = (int)v;
            continue;
        }
        int ok = !strcmp(word, "shape") && unit && next_word(&s, e, id, sizeof id) && next_int(&s, e, &f0) &&
                 next_int(&s, e, &n) && n >= 3 && n <= 100000;
        int t = ok ? cit_tileset_find(set, id) : -1;
        if (ok && t < 0) continue; /* a tile of a set this build does not have */
        t0 = t;
        ok = ok && f0 >= 0 && f0 < set->tiles[t0].nfeat;
        /* A feature's rings come one after another: a ring for one seen before, apart, is refused. */
        ok = ok && (!o->count[t0][f0] || o->first[t0][f0] - 1 + o->count[t0][f0] == o->nring) && o->count[t0][f0] < 255;
        if (ok && !(grow((void **)&o->pt, &cappt, 2 * (o->npt + (int)n), sizeof *o->pt) &&
                    grow((void **)&o->ring, &capring, 2 * (o->nring + 1), sizeof *o->ring))) {
            gui_shapes_free(o);
            return -1;
        }
        for (long k = 0; ok && k < 2 * n; k++)
            ok = next_int(&s, e, &v) && v >= 0 && v <= unit && ((o->pt[2 * o->npt + k] = (float)v / (float)unit), 1);
        while (ok && s < e && (*s == ' ' || *s == '\t' || *s == '\r')) s++;
        if (!ok || s < e) {
            if (!o->bad_lines++) o->first_bad = line;
            continue;
        }
        if (!o->count[t0][f0]) o->first[t0][f0] = o->nring + 1;
        o->count[t0][f0]++;
        o->ring[2 * o->nring] = o->npt;
        o->ring[2 * o->nring + 1] = (int)n;
        o->nring++;
        o->npt += (int)n;
    }
    return 0;
}

void gui_shapes_free(gui_shapes *s) {
    free(s->pt);
    free(s->ring);
    s->pt = NULL;
    s->ring = NULL;
    s->npt = s->nring = 0;
}
