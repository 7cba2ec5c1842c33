/* tileart: paints every tile type and sprite from the tile files into atlases and indexes. */
#define _POSIX_C_SOURCE 200809L /* mkdir */
#include <SDL.h>
#include <SDL_image.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "atlas.h"
#include "noise.h"
#include "paint.h"
#include "readfile.h"
#include "shapes.h"
#include "sprites.h"
#include "modules/count/count.h"

#define HI 256 /* tiles and sprites are painted at this cell size and halved for 128 */
#define COLS 15

static cit_tileset set;
/* The tile file each tile came from, by its name without folder and ".tiles": the big atlas
   is written a picture a file. The window reads at most 24 pictures a sheet
   (GUI_ATLAS_MAX_PARTS): the files, the followers and the other figures. */
#define MAX_FILES 22
static char stem[MAX_FILES][32];
static int nfiles;
static unsigned char file_of[CIT_MAX_TILE_TYPES];

/* FILE's name without its folder and extension into stem[k]; 0 if it is not a plain name. */
static int take_stem(int k, const char *file) {
    const char *base = strrchr(file, '/') ? strrchr(file, '/') + 1 : file, *dot = strchr(base, '.');
    size_t n = dot ? (size_t)(dot - base) : strlen(base);
    if (n == 0 || n >= sizeof stem[k] || !strncmp(base, "followers.", 10) || !strncmp(base, "figures.", 8)) return 0;
    for (size_t i = 0; i < n; i++)
        if (!((base[i] >= 'a' && base[i] <= 'z') || (base[i] >= '0' && base[i] <= '9') || base[i] == '_')) return 0;
    memcpy(stem[k], base, n);
    stem[k][n] = 0;
    return 1;
}

static int load_tiles(int n, char **files) {
    if (n > MAX_FILES) {
        fprintf(stderr, "tileart: at most %d tile files\n", MAX_FILES);
        return 0;
    }
    for (int i = 0; i < n; i++) {
        if (!take_stem(i, files[i])) {
            fprintf(stderr, "%s: its name must be lower-case letters, digits and '_', then .tiles (not followers or figures)\n", files[i]);
            return 0;
        }
        int before = set.ntiles;
        size_t len;
        char *text = tools_read_file(files[i], &len);
        if (!text) {
            fprintf(stderr, "%s: cannot read: %s\n", files[i], strerror(errno));
            return 0;
        }
        cit_parse_error err;
        int rc = cit_tileset_parse(&set, text, len, &err);
        free(text);
        if (rc != CIT_PARSE_OK) {
            fprintf(stderr, "%s:%d: error: %s\n", files[i], err.line, err.message);
            return 0;
        }
        for (int t = before; t < set.ntiles; t++) file_of[t] = (unsigned char)i;
        nfiles = i + 1;
    }
    return 1;
}

static void path_join(char *out, size_t cap, const char *dir, const char *name) {
    snprintf(out, cap, "%s/%s", dir, name);
}

/* The game icon at size px (the follower's sprites painted at that cell): a road-and-city tile
   with rounded corners and a red follower. Painted, not scaled, at each size it is kept in. */
static canvas *paint_icon(const sprite *spr, int nspr, int size) {
    static const char src[] = "set icon\ntile ICON\n count 1\n city name=c Nw Nm Ne Ws Wm Wn pennant\n"
                              " road Em Sm\n field En Sw touches=c\n field Es Se\n";
    static cit_tileset one;
    cit_parse_error err;
    one.ntiles = 0;
    if (cit_tileset_parse(&one, src, sizeof src - 1, &err) != CIT_PARSE_OK) return NULL;
    scene *s = paint_tile(&one.tiles[0], size);
    if (!s) return NULL;
    canvas *cv = s->cv;
    s->cv = NULL;
    scene_free(s);
    for (int i = 0; i < nspr; i++)
        if (strcmp(spr[i].name, "follower-std-0-standing") == 0) {
            const canvas *m = spr[i].cv;
            int ox = size * 62 / 100 - m->w / 2, oy = size * 60 / 100 - m->h / 2;
            for (int y = 0; y < m->h; y++)
                for (int x = 0; x < m->w; x++) cv_blend(cv, ox + x, oy + y, m->px[y * m->w + x], 1);
        }
    /* rounded corners and a thin dark rim, like a cardboard tile */
    float r = (float)size * 0.12f, rim = 3.0f * (float)size / HI;
    for (int y = 0; y < size; y++)
        for (int x = 0; x < size; x++) {
            shape b = {.kind = SH_BOX, .x = (float)size / 2, .y = (float)size / 2, .a = (float)size / 2 - 1, .b = (float)size / 2 - 1, .r = r};
            float d = shape_sdf(&b, (float)x + 0.5f, (float)y + 0.5f);
            rgba *p = &cv->px[y * size + x];
            if (d > -rim) *p = rgba_mix(*p, rgb_hex(0x3a2a1a), clampf((d + rim) / (rim * 2 / 3), 0, 1));
            p->a *= clampf(0.5f - d, 0, 1);
        }
    return cv;
}

/* `tileart --icon SIZE FILE`: the icon painted at that size alone, the follower's sprites
   painted at it too (the page's 512-px icon for a phone's home screen and splash: kept out
   of the art folder, which the page's data takes whole, mk/web.mk). 0 written, 1 not. */
static int icon_only(int size, const char *path) {
    sprite spr[SPRITE_MAX];
    if (size < 16 || size > 2048) return fprintf(stderr, "tileart: an icon of 16 to 2048 px\n"), 1;
    text_init();
    int n = sprites_paint(spr, size);
    canvas *cv = n > 0 ? paint_icon(spr, n, size) : NULL;
    int ok = cv && cv_save_png(cv, path) == 0;
    cv_free(cv);
    sprites_free(spr, n);
    text_quit();
    IMG_Quit();
    SDL_Quit();
    if (!ok) fprintf(stderr, "tileart: cannot write %s\n", path);
    return !ok;
}

typedef struct {
    canvas *hi, *lo; /* 256 and 128 */
    anchor anc[CIT_MAX_TILE_FEATURES];
    feature_mark mark[CIT_MAX_TILE_FEATURES];
    int8_t *fmap; /* HI x HI: the feature of each pixel */
} painted;

/* TILEART_DUMP="ID ID ..." also writes those tiles alone as DIR/dump-ID.png (for looking). */
static void dump(const char *dir, const cit_tile_def *t, const canvas *cv) {
    const char *want = getenv("TILEART_DUMP");
    char path[1024], name[64];
    if (!want) return;
    snprintf(name, sizeof name, " %s ", t->id);
    char padded[512];
    snprintf(padded, sizeof padded, " %s ", want);
    if (!strstr(padded, name) && strcmp(want, "all") != 0) return;
    snprintf(name, sizeof name, "dump-%s.png", t->id);
    path_join(path, sizeof path, dir, name);
    cv_save_png(cv, path);
}

typedef struct {
    painted *p;
    const char *dir;
    SDL_atomic_t next;
    SDL_atomic_t failed;
} work;

static int paint_worker(void *arg) {
    work *w = arg;
    for (;;) {
        int i = SDL_AtomicAdd(&w->next, 1);
        if (i >= set.ntiles) return 0;
        scene *s = paint_tile(&set.tiles[i], HI);
        if (!s) {
            SDL_AtomicSet(&w->failed, 1);
            return 0;
        }
        dump(w->dir, &set.tiles[i], s->cv);
        w->p[i].hi = s->cv;
        s->cv = NULL;
        w->p[i].lo = cv_half(w->p[i].hi);
        memcpy(w->p[i].anc, s->anc, sizeof w->p[i].anc);
        memcpy(w->p[i].mark, s->mark, sizeof w->p[i].mark);
        w->p[i].fmap = s->fmap;
        s->fmap = NULL;
        scene_free(s);
    }
}

/* Paints every tile on as many threads as there are cores (at most 8). */
static painted *paint_all(const char *dir) {
    painted *p = calloc((size_t)set.ntiles, sizeof *p);
    if (!p) return NULL;
    work w = {p, dir, {0}, {0}};
    SDL_Thread *th[8];
    int n = SDL_GetCPUCount(), started = 0;
    if (n > 8) n = 8;
    for (int i = 1; i < n; i++)
        if ((th[started] = SDL_CreateThread(paint_worker, "paint", &w)) != NULL) started++;
    paint_worker(&w);
    for (int i = 0; i < started; i++) SDL_WaitThread(th[i], NULL);
    if (SDL_AtomicGet(&w.failed)) {
        for (int i = 0; i < set.ntiles; i++) cv_free(p[i].hi), cv_free(p[i].lo), free(p[i].fmap);
        free(p);
        return NULL;
    }
    return p;
}

/* One picture of an atlas: the tiles listed in `which` (n of them) and the sprites, laid out,
   written as DIR/name, and their records appended to the index f after a `sheet name` line
   (named: a sheet in parts) or alone (the one picture beside its index). */
static int write_picture(const char *dir, const char *name, int named, int cell, painted *p, const int *which, int n,
                         const sprite *spr, int nspr, FILE *f) {
    int sw[SPRITE_MAX], sh[SPRITE_MAX], width, div = HI / cell, cols = n && n < COLS ? n : COLS;
    for (int i = 0; i < nspr; i++) sw[i] = spr[i].cv->w / div, sh[i] = spr[i].cv->h / div;
    rect tiles[CIT_MAX_TILE_TYPES], sr[SPRITE_MAX];
    int height = atlas_layout(cell, n, cols, nspr, sw, sh, tiles, sr, &width);
    img8 *im = img_new(width, height);
    if (!im) return 0;
    for (int k = 0; k < n; k++) {
        int i = which[k];
        const canvas *c = cell == HI ? p[i].hi : p[i].lo;
        img_put(im, c, tiles[k].x, tiles[k].y, set.tiles[i].shape == CIT_SHAPE_SQUARE ? cell / 32 : 0);
    }
    for (int i = 0; i < nspr; i++) {
        canvas *c = div == 1 ? spr[i].cv : cv_half(spr[i].cv);
        if (c) img_put(im, c, sr[i].x, sr[i].y, 0);
        if (c != spr[i].cv) cv_free(c);
    }
    char path[1024];
    path_join(path, sizeof path, dir, name);
    int ok = img_save_png(im, path) == 0;
    img_free(im);
    if (!ok) {
        fprintf(stderr, "tileart: cannot write %s\n", path);
        return 0;
    }
    if (named) fprintf(f, "sheet %s\n", name);
    for (int k = 0; k < n; k++) {
        const cit_tile_def *t = &set.tiles[which[k]];
        fprintf(f, "tile %s %d %d %d %d %s\n", t->id, tiles[k].x, tiles[k].y, tiles[k].w, tiles[k].h,
                t->shape == CIT_SHAPE_TRIANGLE ? "triangle" : "square");
    }
    for (int i = 0; i < nspr; i++) fprintf(f, "sprite %s %d %d %d %d\n", spr[i].name, sr[i].x, sr[i].y, sr[i].w, sr[i].h);
    return 1;
}

/* tiles-CELL.txt with its header, open for the records; NULL on failure. */
static FILE *open_index(const char *dir, int cell, const char *what) {
    char path[1024], name[64];
    snprintf(name, sizeof name, "tiles-%d.txt", cell);
    path_join(path, sizeof path, dir, name);
    FILE *f = fopen(path, "w");
    if (!f) return NULL;
    fprintf(f, "# Citadela tile atlas %s, painted by tools/build/tileart from assets/tiles; do not edit.\n"
               "# tile ID X Y W H SHAPE: the tile at rotation 0, north up; a triangle has its right\n"
               "# angle in the south-west corner and is transparent outside.\n"
               "# sprite NAME X Y W H\n# sheet NAME: the records after it are in the picture NAME\n"
               "atlas 1\ncell %d\n", what, cell);
    return f;
}

/* The small atlas: every tile and sprite in one picture, tiles-128.png, read at the start. */
static int write_atlas(const char *dir, int cell, painted *p, const sprite *spr, int nspr) {
    int all[CIT_MAX_TILE_TYPES];
    for (int i = 0; i < set.ntiles; i++) all[i] = i;
    char name[64];
    snprintf(name, sizeof name, "tiles-%d.png", cell);
    FILE *f = open_index(dir, cell, name);
    if (!f) return 0;
    int ok = write_picture(dir, name, 0, cell, p, all, set.ntiles, spr, nspr, f);
    return (fclose(f) == 0) & ok;
}

/* The big atlas in parts, so that a page fetches only what its game draws (docs/art.md): one
   picture a tile file, tiles-HI-STEM.png, one of the followers, tiles-HI-followers.png, and one
   of the other figures, tiles-HI-figures.png, under one index whose `sheet` lines say which
   picture the records after them are in. */
static int write_parts(const char *dir, painted *p, const sprite *spr, int nspr) {
    FILE *f = open_index(dir, HI, "tiles-256-*.png, in parts");
    if (!f) return 0;
    int ok = 1, which[CIT_MAX_TILE_TYPES];
    char name[96];
    for (int k = 0; k < nfiles && ok; k++) {
        int n = 0;
        for (int i = 0; i < set.ntiles; i++)
            if (file_of[i] == k) which[n++] = i;
        snprintf(name, sizeof name, "tiles-%d-%s.png", HI, stem[k]);
        ok = n == 0 || write_picture(dir, name, 1, HI, p, which, n, NULL, 0, f);
    }
    /* The followers apart from the other figures: every game draws them, a base game no other. */
    sprite followers[SPRITE_MAX], others[SPRITE_MAX];
    int nfollowers = 0, nothers = 0;
    for (int i = 0; i < nspr; i++) {
        if (strncmp(spr[i].name, "follower-", 9) == 0) followers[nfollowers++] = spr[i];
        else others[nothers++] = spr[i];
    }
    snprintf(name, sizeof name, "tiles-%d-followers.png", HI);
    ok = ok && write_picture(dir, name, 1, HI, p, which, 0, followers, nfollowers, f);
    snprintf(name, sizeof name, "tiles-%d-figures.png", HI);
    ok = ok && write_picture(dir, name, 1, HI, p, which, 0, others, nothers, f);
    /* An older build's single picture, read by no index now: gone, so that no package or page
       carries it. */
    char old[1024];
    path_join(old, sizeof old, dir, "tiles-256.png");
    remove(old);
    return (fclose(f) == 0) & ok;
}

/* Opens DIR/name for writing and puts its header comment first; NULL on failure. */
static FILE *open_text(const char *dir, const char *name, const char *header) {
    char path[1024];
    path_join(path, sizeof path, dir, name);
    FILE *f = fopen(path, "w");
    if (f) fputs(header, f);
    return f;
}

static int write_anchors(const char *dir, const painted *p) {
    FILE *f = open_text(dir, "feature-anchors.txt",
                        "# Where a follower stands on each feature: anchor TILE FEATURE X Y, in cell units\n"
                        "# (0..1, rotation 0, north up), features numbered in tile-file order.\n");
    if (!f) return 0;
    for (int i = 0; i < set.ntiles; i++)
        for (int k = 0; k < set.tiles[i].nfeat; k++) {
            anchor a = p[i].anc[k];
            if (!a.ok) a.x = a.y = 0.5f;
            fprintf(f, "anchor %s %d %.3f %.3f\n", set.tiles[i].id, k, (double)a.x, (double)a.y);
        }
    return fclose(f) == 0;
}

/* The painted marks of features (an inn beside its road, a cathedral, a city's goods), for
   the art test. */
static int write_marks(const char *dir, const painted *p) {
    FILE *f = open_text(dir, "feature-marks.txt",
                        "# A feature's painted mark: mark TILE FEATURE KIND X0 Y0 X1 Y1, its square in cell\n"
                        "# units (0..1, rotation 0). KIND: inn, cathedral, wine, grain, cloth, tower.\n");
    if (!f) return 0;
    for (int i = 0; i < set.ntiles; i++)
        for (int k = 0; k < set.tiles[i].nfeat; k++) {
            feature_mark m = p[i].mark[k];
            if (m.kind)
                fprintf(f, "mark %s %d %s %.3f %.3f %.3f %.3f\n", set.tiles[i].id, k, m.kind, (double)(m.x - m.half),
                        (double)(m.y - m.half), (double)(m.x + m.half), (double)(m.y + m.half));
        }
    return fclose(f) == 0;
}

static int write_shapes(const char *dir, const painted *p) {
    char path[1024];
    path_join(path, sizeof path, dir, "feature-shapes.txt");
    FILE *f = fopen(path, "w");
    if (!f) return 0;
    fprintf(f, "# The outline of each feature of each tile: shape TILE FEATURE N X1 Y1 ... XN YN, one ring a line,\n"
               "# points in 1/UNIT cell (0..UNIT, rotation 0, north up), outer rings clockwise on screen, holes\n"
               "# the other way; features numbered in tile-file order. Painted by tools/build/tileart; do not edit.\n"
               "shapes 1\nunit %d\n", 2 * HI);
    int ok = 1;
    for (int i = 0; i < set.ntiles && ok; i++)
        for (int k = 0; k < set.tiles[i].nfeat && ok; k++)
            ok = p[i].fmap && shapes_write(f, set.tiles[i].id, k, p[i].fmap, HI, set.tiles[i].shape == CIT_SHAPE_TRIANGLE) >= 0;
    return fclose(f) == 0 && ok;
}

/* Lays out (draw = 0) or draws the contact sheet; returns its height. The Count's tiles
 * are shown as the 4x3 block they form at the start of a game. */
static int sheet_pass(canvas *cv, const painted *p, int draw) {
    const int cell = 128, gap = 18, lab = 22, cols = 12, W = gap + cols * (cell + gap);
    int y = 10, col = 0;
    const char *cur = NULL;
    char text[64];
    view v = {1, 0, 0};
    for (int i = 0; i < set.ntiles; i++) {
        const cit_tile_def *t = &set.tiles[i];
        if (!cur || strcmp(cur, t->set) != 0) {
            if (col) y += cell + lab + gap, col = 0;
            if (draw) text_draw(cv, t->set, (float)gap + 40, (float)y + 14, 20, rgb_hex(0x4a3a22));
            y += 34;
            cur = t->set;
            if (t->flags & CIT_TF_COUNT_CITY) { /* the whole block at once */
                int bx = (W - 4 * cell) / 2;
                for (int k = i; k < set.ntiles && (set.tiles[k].flags & CIT_TF_COUNT_CITY); k++) {
                    const cit_tile_def *c = &set.tiles[k];
                    int x0 = bx + c->pos_x * cell, y0 = y + c->pos_y * cell;
                    if (draw)
                        for (int yy = 0; yy < cell; yy++)
                            for (int xx = 0; xx < cell; xx++) cv_blend(cv, x0 + xx, y0 + yy, p[k].lo->px[yy * cell + xx], 1);
                    if (draw) text_draw(cv, c->id, (float)(x0 + 18), (float)(y0 + 10), 11, rgb_hex(0xffffff));
                    i = k;
                }
                if (draw) {
                    snprintf(text, sizeof text, "CO-1 .. CO-12, one each, laid as this block at the start");
                    text_draw(cv, text, (float)W / 2, (float)(y + 3 * cell + 12), 13, rgb_hex(0x2a2218));
                }
                y += 3 * cell + lab + gap;
                continue;
            }
        }
        if (col == cols) y += cell + lab + gap, col = 0;
        int x = gap + col * (cell + gap);
        if (draw) {
            shape box = {.kind = SH_BOX, .x = (float)x + cell / 2.0f, .y = (float)y + cell / 2.0f, .a = cell / 2.0f, .b = cell / 2.0f};
            cv_shadow(cv, &v, &box, 3, 3, 4, 0.35f);
            if (t->shape == CIT_SHAPE_TRIANGLE) cv_fill(cv, &v, &box, rgb_hex(0xd9cfb6));
            for (int yy = 0; yy < cell; yy++)
                for (int xx = 0; xx < cell; xx++) cv_blend(cv, x + xx, y + yy, p[i].lo->px[yy * cell + xx], 1);
            snprintf(text, sizeof text, "%s  \xc3\x97%d", t->id, t->count);
            text_draw(cv, text, (float)x + cell / 2.0f, (float)(y + cell + 12), 13, rgb_hex(0x2a2218));
        }
        col++;
    }
    if (col) y += cell + lab + gap;
    return y;
}

static int write_sheet(const char *dir, const painted *p) {
    int W = 18 + 12 * (128 + 18), H = sheet_pass(NULL, p, 0);
    canvas *cv = cv_new(W, H);
    if (!cv) return 0;
    for (int i = 0; i < W * H; i++) cv->px[i] = rgb_hex(0xefe6cf);
    sheet_pass(cv, p, 1);
    char path[1024];
    path_join(path, sizeof path, dir, "contact-sheet.png");
    int ok = cv_save_png(cv, path) == 0;
    canvas *half = cv_half(cv);
    path_join(path, sizeof path, dir, "contact-sheet-small.png");
    if (half) ok = ok && cv_save_png(half, path) == 0;
    cv_free(half);
    cv_free(cv);
    return ok;
}

int main(int argc, char **argv) {
    if (argc == 4 && strcmp(argv[1], "--icon") == 0) return icon_only(atoi(argv[2]), argv[3]);
    int sheet = argc > 1 && strcmp(argv[1], "--sheet") == 0;
    if (argc < 3 + sheet) {
        fprintf(stderr, "usage: tileart [--sheet] OUTDIR FILE.tiles...\n       tileart --icon SIZE FILE.png\n");
        return 2;
    }
    const char *dir = argv[1 + sheet];
    mkdir(dir, 0777);
    if (!load_tiles(argc - 2 - sheet, argv + 2 + sheet)) return 1;
    text_init();
    int rc = 1;
    painted *p = paint_all(dir);
    sprite spr[SPRITE_MAX];
    int nspr = 0;
    if (!p) goto done;
    if (sheet) {
        rc = write_sheet(dir, p) ? 0 : 1;
        goto done;
    }
    nspr = sprites_paint(spr, HI);
    canvas *icon = paint_icon(spr, nspr, HI);
    if (!icon) goto done;
    char path[1024];
    path_join(path, sizeof path, dir, "icon-256.png");
    if (cv_save_png(icon, path) != 0) {
        cv_free(icon);
        goto done;
    }
    snprintf(spr[nspr].name, sizeof spr[nspr].name, "icon");
    spr[nspr++].cv = icon;
    if (getenv("TILEART_DUMP") && strstr(getenv("TILEART_DUMP"), "sprites")) {
        /* all sprites side by side on grass-coloured ground, for looking at them */
        int w = 0, h = 0;
        for (int i = 0; i < nspr; i++) w += spr[i].cv->w + 8, h = spr[i].cv->h > h ? spr[i].cv->h : h;
        canvas *all = cv_new(w, h);
        if (all) {
            for (int i = 0; i < w * h; i++) all->px[i] = rgb_hex(0x6a9a40);
            for (int i = 0, x = 0; i < nspr; x += spr[i].cv->w + 8, i++)
                for (int y = 0; y < spr[i].cv->h; y++)
                    for (int k = 0; k < spr[i].cv->w; k++) cv_blend(all, x + k, y, spr[i].cv->px[y * spr[i].cv->w + k], 1);
            path_join(path, sizeof path, dir, "dump-sprites.png");
            cv_save_png(all, path);
            cv_free(all);
        }
    }
    if (write_atlas(dir, 128, p, spr, nspr) && write_parts(dir, p, spr, nspr) && write_anchors(dir, p) && write_marks(dir, p) && write_shapes(dir, p)) rc = 0;
    if (rc == 0) printf("tileart: %d tiles, %d sprites into %s\n", set.ntiles, nspr, dir);
done:
    if (rc) fprintf(stderr, "tileart: failed\n");
    if (p)
        for (int i = 0; i < set.ntiles; i++) cv_free(p[i].hi), cv_free(p[i].lo), free(p[i].fmap);
    free(p);
    sprites_free(spr, nspr);
    text_quit();
    IMG_Quit();
    SDL_Quit();
    return rc;
}
