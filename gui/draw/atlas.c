/* Loads the generated tile atlases and anchors; draws procedural stand-ins when they are missing. */
#include "draw/atlas.h"
#include "draw/artindex.h"
#include "draw/draw.h"
#include "draw/theme.h"
#include "app/saves.h" /* gui_read_file */
#include "app/gettext.h"
#include "app/i18n.h"
#include "proc.h"       /* plat_thread_reads_files */
#include "loop.h"       /* plat_page_file: the page fetches a 256-px sheet's part when first wanted */

#include <SDL_image.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define FB_CELL 96

/* A sheet: its index (each record's rectangle and the picture, "part", it is in) and the parts'
   pictures as they come in. The 128-px sheet is one picture, read at the start; the 256-px one
   is a picture a tile file and one of the figures (docs/art.md), each read when first wanted. */
typedef struct {
    gui_atlas_index ix;
    int cell;
    SDL_Texture *tex[GUI_ATLAS_MAX_PARTS];
    /* Software renderers rotate slowly: turned tiles are cached as small textures. */
    SDL_Texture *turned[CIT_MAX_TILE_TYPES][3];
} sheet;

/* A big sheet's part: not wanted yet; asked for (a page fetches it); its file there, waiting for
   the decoder; being decoded; in; could not be read (its records then draw from the small sheet). */
enum { PART_IDLE, PART_ASKED, PART_READY, PART_DECODING, PART_IN, PART_FAILED };

struct gui_atlas {
    SDL_Renderer *r;
    cit_tileset set;
    sheet small, big;     /* 128 px and 256 px */
    int small_indexed, big_indexed, has_small;
    char small_path[1024];
    SDL_Surface *small_pixels; /* decoded by the loader (the PNG is megabytes: read on the window's
                                  thread it kept it black for seconds), made a texture here */
    int small_kept;       /* small_pixels are the process's kept ones (gui_atlas_reuse_decoded): not freed */
    int small_reused;     /* ... and an earlier atlas decoded them */
    SDL_Thread *loader;   /* decoding the small sheet; NULL once joined (or never started) */
    SDL_atomic_t decoded; /* the loader is done */
    int settled;          /* the small sheet taken in (or found missing): the art is what it will be */
    void (*on_decoded)(void);
    /* The big sheet's parts, one decoded at a time on a thread of its own (its file read on the
       window's thread in a page: read_on_loader 0). */
    char part_path[GUI_ATLAS_MAX_PARTS][1024];
    unsigned char part_state[GUI_ATLAS_MAX_PARTS];
    int nparts;
    int read_on_loader;
    int keep_small;       /* the big sheet is never wanted (gui_atlas_keep_small) */
    int small_only;       /* nor for now (gui_atlas_small_only) */
    SDL_Thread *later_thread;
    SDL_atomic_t later_done;
    int later_part;
    char *later_bytes;
    size_t later_len;
    SDL_Surface *later_pixels;
    Uint32 later_t0, polled_at;
    SDL_Texture *fallback;
    int software;         /* the renderer is SDL's software one */
    float anchor[CIT_MAX_TILE_TYPES][CIT_MAX_TILE_FEATURES][2];
    gui_shapes shapes;    /* feature outlines (none: features are drawn as before) */
    gui_marks marks;      /* the features' painted marks (none: nothing stands on them) */
    gui_art_fault fault;      /* the first thing wrong with the art files (kind 0: nothing) */
};

static const unsigned pal[2][6] = {
    {GUI_COL_P_RED, GUI_COL_P_BLUE, GUI_COL_P_GREEN, GUI_COL_P_YELLOW, GUI_COL_P_BLACK, GUI_COL_P_PURPLE},
    {GUI_COL_CB_RED, GUI_COL_CB_BLUE, GUI_COL_CB_GREEN, GUI_COL_CB_YELLOW, GUI_COL_CB_BLACK, GUI_COL_CB_PURPLE},
};

SDL_Color gui_player_colour(int palette, int colour)
{
    return gui_rgba(pal[palette ? 1 : 0][(unsigned)colour % 6], 255);
}

/* A rectangle the texture does not hold would draw garbage or nothing: dropped. */
static int inside(gui_irect r, int tw, int th) { return r.x + r.w <= tw && r.y + r.h <= th; }

/* Drops a record of `part` whose rectangle the picture (tw x th) does not hold; 1 if dropped. */
static int drop_outside(unsigned char *have, unsigned char in_part, int part, gui_irect r, int tw, int th)
{
    if (!*have || in_part != part || inside(r, tw, th))
        return 0;
    *have = 0;
    return 1;
}

/* A part's picture taken into the sheet (the surface is the caller's to free); its records the
   picture does not hold are dropped and counted in *dropped. 0 if it could not be made a texture. */
static int take_part(gui_atlas *a, sheet *s, int part, SDL_Surface *pixels, int *dropped)
{
    *dropped = 0;
    if (!pixels)
        return 0;
    s->tex[part] = SDL_CreateTextureFromSurface(a->r, pixels);
    if (!s->tex[part])
        return 0;
    SDL_SetTextureBlendMode(s->tex[part], SDL_BLENDMODE_BLEND);
    int tw = 0, th = 0;
    SDL_QueryTexture(s->tex[part], NULL, NULL, &tw, &th);
    gui_atlas_index *ix = &s->ix;
    for (int t = 0; t < a->set.ntiles; t++)
        *dropped += drop_outside(&ix->have[t], ix->tile_part[t], part, ix->tile[t], tw, th);
    for (int p = 0; p < 2; p++)
        for (int c = 0; c < 6; c++)
            for (int l = 0; l < 2; l++)
                drop_outside(&ix->have_f[p][c][l], ix->follower_part[p][c][l], part, ix->follower[p][c][l], tw, th);
    for (int i = 0; i < ix->nsprites; i++) {
        unsigned char have = 1;
        if (drop_outside(&have, ix->sprite_part[i], part, ix->sprite[i], tw, th))
            ix->sprite_name[i][0] = 0; /* found by no name */
    }
    return 1;
}

/* The path of a sheet's part: its name from the index, or tiles-SIZE.png for the one picture of
   an index that names none. */
static void part_path(char *out, size_t cap, const char *dir, const gui_atlas_index *ix, int part, int size)
{
    if (part < ix->nparts && ix->part_name[part][0])
        snprintf(out, cap, "%s/art/%s", dir, ix->part_name[part]);
    else
        snprintf(out, cap, "%s/art/tiles-%d.png", dir, size);
}

/* Reads a sheet's index (small, at once); 0 if there is none. */
static int index_sheet(const gui_atlas *a, sheet *s, const char *dir, int size)
{
    char path[1024];
    size_t len;
    snprintf(path, sizeof path, "%s/art/tiles-%d.txt", dir, size);
    char *text = gui_read_file(path, &len);
    if (!text)
        return 0;
    gui_atlas_index_parse(text, len, &a->set, &s->ix);
    free(text);
    s->cell = s->ix.cell > 0 ? s->ix.cell : size;
    return 1;
}

/* The small sheet's picture as the process first decoded it, while gui_atlas_reuse_decoded is on:
   its file's bytes and its pixels, set once and read by every later loader (under `lock`).
   Global: tests share it between their windows' loader threads (tests/gui/globals.sh). */
static struct {
    int on;
    SDL_SpinLock lock;
    char *bytes;
    size_t len;
    SDL_Surface *pixels;
} kept;

void gui_atlas_reuse_decoded(int on)
{
    SDL_AtomicLock(&kept.lock);
    kept.on = on;
    if (!on) {
        free(kept.bytes);
        SDL_FreeSurface(kept.pixels);
        kept.bytes = NULL;
        kept.len = 0;
        kept.pixels = NULL;
    }
    SDL_AtomicUnlock(&kept.lock);
}

/* The kept pixels if the file held the same bytes as the kept one's, else NULL. */
static SDL_Surface *kept_for(const char *bytes, size_t len)
{
    SDL_AtomicLock(&kept.lock);
    SDL_Surface *s = kept.on && kept.pixels && kept.len == len && !memcmp(kept.bytes, bytes, len) ? kept.pixels : NULL;
    SDL_AtomicUnlock(&kept.lock);
    return s;
}

/* A decoded picture kept for later loaders, if reuse is on and none is kept yet; 1 if kept (the
   bytes are then the kept copy's, no longer the caller's). */
static int keep(char *bytes, size_t len, SDL_Surface *pixels)
{
    SDL_AtomicLock(&kept.lock);
    int taken = kept.on && !kept.pixels;
    if (taken) {
        kept.bytes = bytes;
        kept.len = len;
        kept.pixels = pixels;
    }
    SDL_AtomicUnlock(&kept.lock);
    return taken;
}

/* The loader's work (any thread): the small sheet's picture decoded into a surface, or the
   process's kept one taken if the file holds the same bytes. The file is read whole first, so
   any file that reads to its end will do (no seeking back). */
static int decode_small(void *arg)
{
    gui_atlas *a = arg;
    size_t len = 0;
    char *bytes = a->small_indexed ? gui_read_file(a->small_path, &len) : NULL;
    a->small_pixels = bytes ? kept_for(bytes, len) : NULL;
    a->small_kept = a->small_reused = a->small_pixels != NULL;
    if (bytes && !a->small_reused) {
        SDL_RWops *rw = SDL_RWFromConstMem(bytes, (int)len);
        a->small_pixels = rw ? IMG_LoadTyped_RW(rw, 1, "PNG") : NULL;
        if (a->small_pixels && keep(bytes, len, a->small_pixels)) {
            a->small_kept = 1;
            bytes = NULL;
        }
    }
    free(bytes);
    SDL_AtomicSet(&a->decoded, 1);
    if (a->on_decoded)
        a->on_decoded();
    return 0;
}

/* The first fault found in the art files; a later one is not noted (the first says enough). */
static void note_fault(gui_atlas *a, int kind, const char *file, int line, int count)
{
    if (a->fault.kind || !count)
        return;
    a->fault = (gui_art_fault){kind, "", line, count};
    SDL_strlcpy(a->fault.file, file, sizeof a->fault.file);
}

/* A sheet's index with lines that did not parse. */
static void note_bad_index(gui_atlas *a, const sheet *s, int size)
{
    char name[32];
    snprintf(name, sizeof name, "tiles-%d.txt", size);
    note_fault(a, GUI_ART_FAULT_LINES, name, s->ix.first_bad, s->ix.bad_lines);
}

/* Where a port sits on the tile edge at rotation 0 (cell units). */
static void port_pos(int p, float *x, float *y)
{
    static const float k3[3] = {0.22f, 0.5f, 0.78f};
    int side = p / 3, k = p % 3;
    switch (side) {
    case 0: *x = k3[k]; *y = 0; break;
    case 1: *x = 1; *y = k3[k]; break;
    case 2: *x = 1 - k3[k]; *y = 1; break;
    default: *x = 0; *y = 1 - k3[k]; break;
    }
}

/* Anchors from the ports when feature-anchors.txt is missing: the ports' centroid, pulled in. */
static void default_anchors(gui_atlas *a)
{
    for (int t = 0; t < a->set.ntiles; t++) {
        const cit_tile_def *d = &a->set.tiles[t];
        for (int f = 0; f < d->nfeat; f++) {
            float sx = 0, sy = 0;
            int n = 0;
            for (int p = 0; p < 12; p++)
                if (d->feat[f].ports & (1u << p)) {
                    float x, y;
                    port_pos(p, &x, &y);
                    sx += x;
                    sy += y;
                    n++;
                }
            float x = n ? sx / (float)n : 0.5f, y = n ? sy / (float)n : 0.5f;
            x += (0.5f - x) * 0.3f;
            y += (0.5f - y) * 0.3f;
            for (int g = 0; g < f; g++) {
                float dx = a->anchor[t][g][0] - x, dy = a->anchor[t][g][1] - y;
                if (dx * dx + dy * dy < 0.02f) {
                    x = x < 0.5f ? 0.2f : 0.8f;
                    y = 0.2f;
                    if (n) {
                        for (int p = 0; p < 12; p++)
                            if (d->feat[f].ports & (1u << p)) {
                                port_pos(p, &x, &y);
                                break;
                            }
                        x += (0.5f - x) * 0.35f;
                        y += (0.5f - y) * 0.35f;
                    }
                }
            }
            a->anchor[t][f][0] = x;
            a->anchor[t][f][1] = y;
        }
    }
}

/* The text of DIR/art/NAME (NULL if it cannot be read; free it). */
static char *art_text(const char *dir, const char *name, size_t *len)
{
    char path[1024];
    snprintf(path, sizeof path, "%s/art/%s", dir, name);
    return gui_read_file(path, len);
}

/* An art file's refused lines as the atlas's problem, unless one is noted already. */
static void note_refused(gui_atlas *a, const char *name, int first, int bad)
{
    note_fault(a, GUI_ART_FAULT_LINES, name, first, bad);
}

static void load_anchors(gui_atlas *a, const char *dir)
{
    size_t len;
    char *text = art_text(dir, "feature-anchors.txt", &len);
    if (!text)
        return;
    int first = 0, bad = gui_anchors_parse(text, len, &a->set, a->anchor, &first);
    free(text);
    note_refused(a, "feature-anchors.txt", first, bad);
}

static void load_marks(gui_atlas *a, const char *dir)
{
    size_t len;
    char *text = art_text(dir, "feature-marks.txt", &len);
    if (!text)
        return;
    int first = 0, bad = gui_marks_parse(text, len, &a->set, &a->marks, &first);
    free(text);
    note_refused(a, "feature-marks.txt", first, bad);
}

static void load_shapes(gui_atlas *a, const char *dir)
{
    char path[1024];
    size_t len;
    snprintf(path, sizeof path, "%s/art/feature-shapes.txt", dir);
    char *text = gui_read_file(path, &len);
    if (!text)
        return;
    if (gui_shapes_parse(text, len, &a->set, &a->shapes) == 0)
        note_fault(a, GUI_ART_FAULT_LINES, "feature-shapes.txt", a->shapes.first_bad, a->shapes.bad_lines);
    free(text);
}

int gui_atlas_shape(const gui_atlas *a, int tile, int f, const float **pt, const int **ring)
{
    if (tile < 0 || tile >= a->set.ntiles || f < 0 || f >= CIT_MAX_TILE_FEATURES || !a->shapes.first[tile][f])
        return 0;
    *pt = a->shapes.pt;
    *ring = a->shapes.ring + 2 * (a->shapes.first[tile][f] - 1);
    return a->shapes.count[tile][f];
}

/* Procedural stand-in for one tile at rotation 0 inside the square x,y,s. */
static void draw_fallback_tile(SDL_Renderer *r, const cit_tile_def *d, float x, float y, float s)
{
    gui_fill_rect(r, (SDL_Rect){(int)x, (int)y, (int)s, (int)s}, gui_rgba(GUI_COL_ART_GRASS, 255));
    SDL_Color city = gui_rgba(GUI_COL_ART_CITY, 255), road = gui_rgba(GUI_COL_ART_ROAD, 255);
    for (int f = 0; f < d->nfeat; f++) {
        const cit_feature_def *fe = &d->feat[f];
        int sides = 0;
        for (int sd = 0; sd < 4; sd++)
            if (fe->ports & (1u << (3 * sd + 1)))
                sides |= 1 << sd;
        if (fe->kind == CIT_FEAT_CITY) {
            static const float cx[4][2][2] = {{{0, 0}, {1, 0}}, {{1, 0}, {1, 1}}, {{1, 1}, {0, 1}}, {{0, 1}, {0, 0}}};
            int ns = 0;
            for (int sd = 0; sd < 4; sd++)
                if (sides & (1 << sd)) {
                    ns++;
                    SDL_FPoint p[3] = {{x + cx[sd][0][0] * s, y + cx[sd][0][1] * s},
                                       {x + cx[sd][1][0] * s, y + cx[sd][1][1] * s},
                                       {x + 0.5f * s, y + 0.5f * s}};
                    if (sides == (1 << sd)) {
                        /* Lone city edge: a shallow cap. */
                        p[2].x = x + (0.5f + (0.5f - 0.5f)) * s;
                        p[2].y = y + 0.5f * s;
                        p[2].x = x + s * 0.5f + (sd == 1 ? 0.2f : sd == 3 ? -0.2f : 0) * s;
                        p[2].y = y + s * 0.5f + (sd == 2 ? 0.2f : sd == 0 ? -0.2f : 0) * s;
                    }
                    gui_fill_poly(r, p, 3, city);
                }
            if (ns >= 2)
                gui_fill_circle(r, x + s * 0.5f, y + s * 0.5f, s * 0.2f, city);
            if (fe->pennants)
                gui_fill_rect(r, (SDL_Rect){(int)(x + s * 0.42f), (int)(y + s * 0.42f), (int)(s * 0.16f),
                                            (int)(s * 0.16f)}, gui_rgba(GUI_COL_ART_SHIELD, 255));
        } else if (fe->kind == CIT_FEAT_ROAD) {
            static const float mx[4][2] = {{0.5f, 0}, {1, 0.5f}, {0.5f, 1}, {0, 0.5f}};
            for (int sd = 0; sd < 4; sd++)
                if (sides & (1 << sd))
                    gui_thick_line(r, x + mx[sd][0] * s, y + mx[sd][1] * s, x + 0.5f * s, y + 0.5f * s,
                                   s * 0.1f, road);
        } else if (fe->kind == CIT_FEAT_CLOISTER) {
            gui_fill_rect(r, (SDL_Rect){(int)(x + s * 0.32f), (int)(y + s * 0.36f), (int)(s * 0.36f),
                                        (int)(s * 0.3f)}, gui_rgba(GUI_COL_ART_CLOISTER, 255));
            SDL_FPoint roof[3] = {{x + s * 0.28f, y + s * 0.38f}, {x + s * 0.72f, y + s * 0.38f}, {x + s * 0.5f, y + s * 0.2f}};
            gui_fill_poly(r, roof, 3, gui_rgba(GUI_COL_ART_ROOF, 255));
        }
    }
    /* Crossings: a small house where three or four roads end. */
    int roads = 0;
    for (int f = 0; f < d->nfeat; f++)
        roads += d->feat[f].kind == CIT_FEAT_ROAD;
    if (roads >= 3)
        gui_fill_rect(r, (SDL_Rect){(int)(x + s * 0.4f), (int)(y + s * 0.4f), (int)(s * 0.2f), (int)(s * 0.2f)},
                      gui_rgba(GUI_COL_ART_HOUSE, 255));
}

static void build_fallback(gui_atlas *a)
{
    int n = a->set.ntiles, cols = 16, rows = (n + cols - 1) / cols;
    if (rows < 1)
        rows = 1;
    a->fallback = SDL_CreateTexture(a->r, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_TARGET, cols * FB_CELL,
                                    rows * FB_CELL);
    if (!a->fallback)
        return;
    SDL_Texture *old = SDL_GetRenderTarget(a->r);
    SDL_SetRenderTarget(a->r, a->fallback);
    int was = gui_draw_enabled;
    gui_draw_enabled = 1;
    SDL_SetRenderDrawColor(a->r, 0, 0, 0, 0);
    SDL_RenderClear(a->r);
    for (int t = 0; t < n; t++)
        draw_fallback_tile(a->r, &a->set.tiles[t], (float)(t % cols * FB_CELL), (float)(t / cols * FB_CELL),
                           (float)FB_CELL);
    gui_draw_enabled = was;
    SDL_SetRenderTarget(a->r, old);
    SDL_SetTextureBlendMode(a->fallback, SDL_BLENDMODE_BLEND);
}

gui_atlas *gui_atlas_start(SDL_Renderer *r, const char *datadir, const cit_tileset *set, void (*on_decoded)(void))
{
    gui_atlas *a = calloc(1, sizeof *a);
    if (!a)
        return NULL;
    a->r = r;
    a->set = *set;
    a->on_decoded = on_decoded;
    SDL_RendererInfo info;
    a->software = SDL_GetRendererInfo(r, &info) == 0 && (info.flags & SDL_RENDERER_SOFTWARE);
    default_anchors(a);
    load_anchors(a, datadir);
    load_shapes(a, datadir);
    load_marks(a, datadir);
    a->small_indexed = index_sheet(a, &a->small, datadir, 128);
    part_path(a->small_path, sizeof a->small_path, datadir, &a->small.ix, 0, 128);
    /* The 256-px sheet (14.9 MB of PNG, 82 MB of pixels, all told) is read a part at a time,
       once a tile of that part (a tile set's, or the figures') is drawn larger than the 128-px
       sheet's cell (want_part): most games never zoom that far, none draws every set, and a
       page's data leaves the pictures out until then. */
    a->big_indexed = index_sheet(a, &a->big, datadir, 256);
    a->nparts = a->big_indexed ? (a->big.ix.nparts ? a->big.ix.nparts : 1) : 0;
    for (int p = 0; p < a->nparts; p++)
        part_path(a->part_path[p], sizeof a->part_path[p], datadir, &a->big.ix, p, 256);
    /* In a page a worker's file reads are done by the page's thread, which may be the one
       waiting for it (a resumed game draws tiles at once): decoded here. */
    a->loader = NULL;
    if (plat_thread_reads_files()) {
        a->loader = SDL_CreateThread(decode_small, "citadela-art", a);
        a->read_on_loader = 1;
    }
    if (!a->loader) /* no thread to be had: decoded here */
        decode_small(a);
    return a;
}

/* The decoded small sheet taken in (waiting for the loader if `wait`): 1 once the art is settled. */
static int settle(gui_atlas *a, int wait)
{
    if (a->settled)
        return 1;
    if (!wait && !SDL_AtomicGet(&a->decoded))
        return 0;
    if (a->loader)
        SDL_WaitThread(a->loader, NULL);
    a->loader = NULL;
    int dropped = 0, missing = 0;
    a->has_small = take_part(a, &a->small, 0, a->small_pixels, &dropped);
    if (!a->small_kept)
        SDL_FreeSurface(a->small_pixels);
    a->small_pixels = NULL;
    for (int t = 0; a->has_small && t < a->set.ntiles; t++)
        missing += !a->small.ix.have[t] || a->small.ix.tile_part[t] != 0;
    note_bad_index(a, &a->small, 128);
    if (a->has_small)
        note_fault(a, GUI_ART_FAULT_NO_ART, "tiles-128.png", 0, missing);
    note_bad_index(a, &a->big, 256); /* the big sheet's index is read at the start with the other */
    if (!a->has_small || a->fault.kind) /* tiles without a rectangle draw as procedural stand-ins */
        build_fallback(a);
    a->settled = 1;
    return 1;
}

int gui_atlas_ready(gui_atlas *a) { return settle(a, 0); }

void gui_atlas_problem(gui_atlas *a, const char *datadir, char *err, size_t cap)
{
    settle(a, 1);
    err[0] = 0;
    if (!a->has_small)
        snprintf(err, cap, "%s/art/tiles-128.png", datadir);
    else if (a->fault.kind) {
        char what[200];
        gui_art_fault_words(&a->fault, what, sizeof what);
        snprintf(err, cap, "%s/art: %s", datadir, what);
    }
}

static const gui_words fault_words[] = {
    /* TRANSLATORS: %1 is a file of the tile art (tiles-128.txt), %2 a line of it, %3 how many */
    [GUI_ART_FAULT_LINES] = {NN_("%1, line %2: %3 line cannot be read", "%1, line %2: %3 lines cannot be read")},
    [GUI_ART_FAULT_NO_ART] = {NN_("%1: %3 tile has no picture", "%1: %3 tiles have no picture")},
    [GUI_ART_FAULT_OUTSIDE] = {NN_("%1: %3 tile lies outside the picture", "%1: %3 tiles lie outside the picture")},
};

const char *gui_art_fault_words(const gui_art_fault *f, char *buf, size_t cap)
{
    char line[16], count[16];
    snprintf(line, sizeof line, "%d", f->line);
    snprintf(count, sizeof count, "%d", f->count);
    int k = f->kind > 0 && f->kind <= GUI_ART_FAULT_OUTSIDE ? f->kind : GUI_ART_FAULT_LINES;
    gui_subst(buf, cap, gui_word_n(&fault_words[k], f->count), f->file, line, count);
    return buf;
}

gui_atlas *gui_atlas_new(SDL_Renderer *r, const char *datadir, const cit_tileset *set, char *err, size_t cap)
{
    gui_atlas *a = gui_atlas_start(r, datadir, set, NULL);
    if (a)
        gui_atlas_problem(a, datadir, err, cap);
    return a;
}

static void free_sheet(sheet *s)
{
    for (int p = 0; p < GUI_ATLAS_MAX_PARTS; p++)
        if (s->tex[p])
            SDL_DestroyTexture(s->tex[p]);
    for (int t = 0; t < CIT_MAX_TILE_TYPES; t++)
        for (int k = 0; k < 3; k++)
            if (s->turned[t][k])
                SDL_DestroyTexture(s->turned[t][k]);
}

void gui_atlas_free(gui_atlas *a)
{
    if (!a)
        return;
    /* A window closed before it drew a tile: the loader joined and its pixels dropped, never
       made into a texture (the sheet's 22.6 MB copied only to be freed). */
    if (!a->settled) {
        if (a->loader)
            SDL_WaitThread(a->loader, NULL);
        if (!a->small_kept)
            SDL_FreeSurface(a->small_pixels);
    }
    if (a->later_thread) {
        SDL_WaitThread(a->later_thread, NULL);
        if (a->later_pixels)
            SDL_FreeSurface(a->later_pixels);
    }
    free(a->later_bytes);
    free_sheet(&a->small);
    free_sheet(&a->big);
    if (a->fallback)
        SDL_DestroyTexture(a->fallback);
    gui_shapes_free(&a->shapes);
    free(a);
}

int gui_atlas_has_art(gui_atlas *a)
{
    settle(a, 1);
    return a->has_small;
}

int gui_atlas_reused(gui_atlas *a)
{
    settle(a, 1);
    return a->small_reused;
}

/* The tile turned `rot` (1..3) as its own texture, made on first use; NULL if that fails. */
static SDL_Texture *turned(gui_atlas *a, sheet *s, SDL_Texture *tex, SDL_Rect src, int tile, int rot)
{
    SDL_Texture **slot = &s->turned[tile][rot - 1];
    if (*slot)
        return *slot;
    SDL_Texture *t = SDL_CreateTexture(a->r, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_TARGET, src.w, src.h);
    if (!t)
        return NULL;
    SDL_Texture *old = SDL_GetRenderTarget(a->r);
    SDL_SetRenderTarget(a->r, t);
    SDL_SetTextureBlendMode(t, SDL_BLENDMODE_BLEND);
    SDL_SetRenderDrawColor(a->r, 0, 0, 0, 0);
    SDL_RenderClear(a->r);
    SDL_SetTextureBlendMode(tex, SDL_BLENDMODE_NONE);
    SDL_Rect dst = {0, 0, src.w, src.h};
    SDL_RenderCopyEx(a->r, tex, &src, &dst, 90.0 * rot, NULL, SDL_FLIP_NONE);
    SDL_SetTextureBlendMode(tex, SDL_BLENDMODE_BLEND);
    SDL_SetRenderTarget(a->r, old);
    *slot = t;
    return t;
}

/* A big sheet's part decoded from the bytes read for it, its file read first unless they were
   (read_on_loader). */
static int decode_later(void *arg)
{
    gui_atlas *a = arg;
    if (!a->later_bytes)
        a->later_bytes = gui_read_file(a->part_path[a->later_part], &a->later_len);
    SDL_RWops *rw = a->later_bytes ? SDL_RWFromConstMem(a->later_bytes, (int)a->later_len) : NULL;
    a->later_pixels = rw ? IMG_LoadTyped_RW(rw, 1, "PNG") : NULL;
    free(a->later_bytes);
    a->later_bytes = NULL;
    SDL_AtomicSet(&a->later_done, 1);
    if (a->on_decoded)
        a->on_decoded();
    return 0;
}

/* The decoded part taken in (the thread joined); its records draw from it from now on. */
static void take_later(gui_atlas *a)
{
    if (a->later_thread)
        SDL_WaitThread(a->later_thread, NULL);
    a->later_thread = NULL;
    SDL_AtomicSet(&a->later_done, 0);
    int p = a->later_part, dropped = 0, ok = take_part(a, &a->big, p, a->later_pixels, &dropped);
    SDL_FreeSurface(a->later_pixels);
    a->later_pixels = NULL;
    a->part_state[p] = ok ? PART_IN : PART_FAILED;
    const char *path = a->part_path[p], *name = strrchr(path, '/') ? strrchr(path, '/') + 1 : path;
    note_fault(a, GUI_ART_FAULT_OUTSIDE, name, 0, dropped);
    SDL_Log("citadela: %s of the 256-px tile sheet is in%s (%u ms to decode)", name, ok ? "" : " but could not be read",
            (unsigned)(SDL_GetTicks() - a->later_t0));
}

/* Part p, its file there, read and decoded behind the game (which draws with the small sheet
   meanwhile) and taken at a later frame. A page reads its bytes here (its worker may not read
   files while this thread could be waiting for it). */
static void start_later(gui_atlas *a, int p)
{
    a->part_state[p] = PART_DECODING;
    a->later_part = p;
    a->later_t0 = SDL_GetTicks();
    if (!a->read_on_loader && !(a->later_bytes = gui_read_file(a->part_path[p], &a->later_len))) {
        take_later(a); /* says it could not be read */
        return;
    }
    a->later_thread = SDL_CreateThread(decode_later, "citadela-art", a);
    if (!a->later_thread) { /* no thread to be had: decoded here */
        decode_later(a);
        take_later(a);
    }
}

/* The parts on their way: a decoded one taken in, the next whose file is there decoded; the
   page's fetches looked at no more than once every few milliseconds (a frame draws many tiles). */
static void move_parts(gui_atlas *a)
{
    if (a->later_thread && SDL_AtomicGet(&a->later_done))
        take_later(a);
    if (a->later_thread)
        return;
    Uint32 now = SDL_GetTicks();
    int poll = now - a->polled_at >= 8;
    if (poll)
        a->polled_at = now;
    for (int p = 0; p < a->nparts; p++) {
        if (poll && a->part_state[p] == PART_ASKED && plat_page_file(a->part_path[p], a->on_decoded))
            a->part_state[p] = PART_READY;
        if (a->part_state[p] == PART_READY) {
            start_later(a, p);
            return;
        }
    }
}

/* Part p of the big sheet, wanted now: asked for (a page fetches it and wakes the loop,
   on_decoded, when it is in; a native build has it at once). */
static void want_part(gui_atlas *a, int p)
{
    if (a->part_state[p] == PART_IDLE)
        a->part_state[p] = plat_page_file(a->part_path[p], a->on_decoded) ? PART_READY : PART_ASKED;
}

/* One picture of a record (a tile, a follower or a sprite) in a sheet: whether the sheet has it,
   the part it is in and where. */
typedef struct {
    int have, part;
    gui_irect r;
} record;

static record tile_record(const sheet *s, int t) { return (record){s->ix.have[t], s->ix.tile_part[t], s->ix.tile[t]}; }

static record follower_record(const sheet *s, int p, int c, int l)
{
    return (record){s->ix.have_f[p][c][l], s->ix.follower_part[p][c][l], s->ix.follower[p][c][l]};
}

static record sprite_record(const sheet *s, const char *name)
{
    for (int i = 0; i < s->ix.nsprites; i++)
        if (!strcmp(s->ix.sprite_name[i], name))
            return (record){1, s->ix.sprite_part[i], s->ix.sprite[i]};
    return (record){0, 0, {0, 0, 0, 0}};
}

/* Where a record drawn `w` pixels wide comes from: the big sheet once it is drawn larger than
   the small sheet's cell and its part is in (that part asked for until then), else the small
   one; NULL when neither has it (the caller draws a stand-in). Waits for the small sheet (the
   menu's backdrop asks gui_atlas_ready first). */
static SDL_Texture *source(gui_atlas *a, record big, record small, int w, sheet **from, SDL_Rect *src)
{
    settle(a, 1);
    if (!a->has_small)
        return NULL;
    if (a->nparts)
        move_parts(a);
    if (big.have && a->big.tex[big.part] && w > a->small.cell * 11 / 10 && !a->small_only) {
        *from = &a->big;
        *src = (SDL_Rect){big.r.x, big.r.y, big.r.w, big.r.h};
        return a->big.tex[big.part];
    }
    if (big.have && w > a->small.cell * 11 / 10 && !a->keep_small && !a->small_only)
        want_part(a, big.part);
    if (!small.have || !a->small.tex[small.part])
        return NULL;
    *from = &a->small;
    *src = (SDL_Rect){small.r.x, small.r.y, small.r.w, small.r.h};
    return a->small.tex[small.part];
}

void gui_atlas_keep_small(gui_atlas *a) { a->keep_small = 1; }

void gui_atlas_small_only(gui_atlas *a, int on) { a->small_only = on; }

int gui_atlas_cell(gui_atlas *a, int tile, int w)
{
    sheet *s = NULL;
    SDL_Rect src;
    if (tile < 0 || tile >= a->set.ntiles ||
        !source(a, tile_record(&a->big, tile), tile_record(&a->small, tile), w, &s, &src))
        return 0;
    return s->cell;
}

int gui_atlas_parts_wanted(const gui_atlas *a)
{
    int n = 0;
    for (int p = 0; p < a->nparts; p++)
        n += a->part_state[p] != PART_IDLE;
    return n;
}

void gui_atlas_tile(gui_atlas *a, int tile, int rot, SDL_Rect dst, Uint8 alpha)
{
    if (!gui_draw_enabled || tile < 0 || tile >= a->set.ntiles)
        return;
    sheet *s = NULL;
    SDL_Rect src;
    SDL_Texture *tex = source(a, tile_record(&a->big, tile), tile_record(&a->small, tile), dst.w, &s, &src);
    if (tex && a->software && (rot & 3)) {
        SDL_Texture *t = turned(a, s, tex, src, tile, rot & 3);
        if (t) {
            src = (SDL_Rect){0, 0, src.w, src.h};
            SDL_SetTextureAlphaMod(t, alpha);
            SDL_RenderCopy(a->r, t, &src, &dst);
            SDL_SetTextureAlphaMod(t, 255);
            return;
        }
    } else if (!tex && a->fallback) {
        tex = a->fallback;
        src = (SDL_Rect){tile % 16 * FB_CELL, tile / 16 * FB_CELL, FB_CELL, FB_CELL};
    } else if (!tex) {
        return;
    }
    SDL_SetTextureAlphaMod(tex, alpha);
    if (rot & 3)
        SDL_RenderCopyEx(a->r, tex, &src, &dst, 90.0 * (rot & 3), NULL, SDL_FLIP_NONE);
    else
        SDL_RenderCopy(a->r, tex, &src, &dst);
    SDL_SetTextureAlphaMod(tex, 255);
}

/* Cell point x,y of a tile at rotation 0 as it lies turned by rot. */
static void turn(float x, float y, int rot, float *fx, float *fy)
{
    for (int i = 0; i < (rot & 3); i++) {
        float nx = 1 - y, ny = x; /* a quarter turn clockwise */
        x = nx;
        y = ny;
    }
    *fx = x;
    *fy = y;
}

void gui_atlas_anchor(const gui_atlas *a, int tile, int spot, int rot, float *fx, float *fy)
{
    float x = 0.5f, y = 0.5f;
    if (tile >= 0 && tile < a->set.ntiles && spot >= 0 && spot < CIT_MAX_TILE_FEATURES) {
        x = a->anchor[tile][spot][0];
        y = a->anchor[tile][spot][1];
    }
    turn(x, y, rot, fx, fy);
}

int gui_atlas_mark(const gui_atlas *a, int tile, const char *kind, int rot, float *fx, float *fy)
{
    if (!a || tile < 0 || tile >= a->set.ntiles)
        return 0;
    for (int f = 0; f < CIT_MAX_TILE_FEATURES; f++)
        if (!strcmp(a->marks.kind[tile][f], kind)) {
            turn(a->marks.mid[tile][f][0], a->marks.mid[tile][f][1], rot, fx, fy);
            return 1;
        }
    return 0;
}

void gui_atlas_follower(gui_atlas *a, int palette, int colour, int lying, float cx, float cy, float h,
                        Uint8 alpha)
{
    if (!gui_draw_enabled)
        return;
    palette = palette ? 1 : 0;
    colour = (int)((unsigned)colour % 6);
    lying = lying ? 1 : 0;
    sheet *s = NULL;
    SDL_Rect src;
    SDL_Texture *tex = source(a, follower_record(&a->big, palette, colour, lying),
                              follower_record(&a->small, palette, colour, lying), (int)(h * 3), &s, &src);
    if (tex) {
        float scale = h / (float)(lying ? src.h * 2 : src.h);
        if (lying)
            scale = h * 1.2f / (float)src.w;
        float w = (float)src.w * scale, hh = (float)src.h * scale;
        SDL_Rect dst = {(int)(cx - w / 2), (int)(cy - hh / 2), (int)w, (int)hh};
        SDL_SetTextureAlphaMod(tex, alpha);
        SDL_RenderCopy(a->r, tex, &src, &dst);
        SDL_SetTextureAlphaMod(tex, 255);
    } else {
        SDL_Color c = gui_player_colour(palette, colour);
        c.a = alpha;
        gui_draw_meeple(a->r, cx, cy, h, lying, c);
        gui_draw_mark(a->r, cx, cy - (lying ? 0 : h * 0.05f), h * 0.3f, colour);
    }
}

int gui_atlas_sprite(gui_atlas *a, const char *name, float cx, float cy, float h, Uint8 alpha)
{
    sheet *s = NULL;
    SDL_Rect src;
    SDL_Texture *tex = source(a, sprite_record(&a->big, name), sprite_record(&a->small, name), (int)(h * 3), &s, &src);
    if (!tex)
        return 0;
    if (!gui_draw_enabled)
        return 1;
    float scale = h / (float)src.h, w = (float)src.w * scale;
    SDL_Rect dst = {(int)(cx - w / 2), (int)(cy - h / 2), (int)w, (int)h};
    SDL_SetTextureAlphaMod(tex, alpha);
    SDL_RenderCopy(a->r, tex, &src, &dst);
    SDL_SetTextureAlphaMod(tex, 255);
    return 1;
}
