/* Loads the generated tile atlases and anchors; draws procedural stand-ins when they are missing. */
#include "draw/atlas.h"
#include "draw/artindex.h"
#include "draw/draw.h"
#include "app/saves.h" /* gui_read_file */
#include "loop.h"       /* plat_page_file: the page fetches the 256-px sheet when first wanted */

#include <SDL_image.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define FB_CELL 96

typedef struct {
    SDL_Texture *tex;
    int cell;
    SDL_Rect tile[CIT_MAX_TILE_TYPES];
    unsigned char have[CIT_MAX_TILE_TYPES];
    SDL_Rect follower[2][6][2];
    unsigned char have_f[2][6][2];
    /* Named sprites (a module's figures), those inside the texture. */
    char sprite_name[GUI_ATLAS_MAX_SPRITES][GUI_ATLAS_SPRITE_NAME];
    SDL_Rect sprite[GUI_ATLAS_MAX_SPRITES];
    int nsprites;
    /* Software renderers rotate slowly: turned tiles are cached as small textures. */
    SDL_Texture *turned[CIT_MAX_TILE_TYPES][3];
} sheet;

/* A sheet on its way in: its index read at the start, its picture decoded on the loader thread
   (the PNGs are megabytes: read on the window's thread they kept it black for seconds). */
typedef struct {
    int size;             /* 128 or 256 */
    int indexed;          /* its .txt was read */
    gui_atlas_index ix;
    char path[1024];      /* its .png */
    SDL_Surface *pixels;  /* decoded by the loader, made a texture on the window's thread */
    int later;            /* its picture is read when first wanted (the 256-px sheet: fetch_later) */
} incoming;

struct gui_atlas {
    SDL_Renderer *r;
    cit_tileset set;
    sheet sh[2];          /* 128 and 256 */
    int nsheets;
    incoming in[2];
    SDL_Thread *loader;   /* decoding in[]'s pictures; NULL once joined (or never started) */
    SDL_atomic_t decoded; /* the loader is done with in[] */
    int settled;          /* in[] taken into sh[] (or found missing): the art is what it will be */
    void (*on_decoded)(void);
    /* The later sheet (in[1] with later set, fetch_later): its file's bytes, read and decoded
       on a thread of their own (read on the window's thread in a page: read_on_loader 0). */
    int read_on_loader;
    int keep_small;       /* the later sheet is never wanted (gui_atlas_keep_small) */
    SDL_Thread *later_thread;
    SDL_atomic_t later_done;
    char *later_bytes;
    size_t later_len;
    Uint32 later_t0;
    SDL_Texture *fallback;
    int software;         /* the renderer is SDL's software one */
    float anchor[CIT_MAX_TILE_TYPES][CIT_MAX_TILE_FEATURES][2];
    gui_shapes shapes;    /* feature outlines (none: features are drawn as before) */
    gui_marks marks;      /* the features' painted marks (none: nothing stands on them) */
    char problem[128];    /* the first thing wrong with the art files, or "" */
};

static const unsigned pal[2][6] = {
    {0xd1352b, 0x2f6fd0, 0x3a9a3a, 0xe8c22a, 0x303030, 0x8e44ad},
    {0xD55E00, 0x0072B2, 0x009E73, 0xF0E442, 0x1a1a1a, 0xCC79A7},
};

SDL_Color gui_player_colour(int palette, int colour)
{
    return gui_rgba(pal[palette ? 1 : 0][(unsigned)colour % 6], 255);
}

static SDL_Rect sdl_rect(gui_irect r) { return (SDL_Rect){r.x, r.y, r.w, r.h}; }

/* A rectangle the texture does not hold would draw garbage or nothing: dropped. */
static int inside(gui_irect r, int tw, int th) { return r.x + r.w <= tw && r.y + r.h <= th; }

/* Takes the parsed index into the sheet, keeping only rectangles inside the texture;
   returns how many were dropped. */
static int take_index(sheet *s, const gui_atlas_index *ix, int ntiles)
{
    int tw = 0, th = 0, dropped = 0;
    SDL_QueryTexture(s->tex, NULL, NULL, &tw, &th);
    s->cell = ix->cell;
    for (int t = 0; t < ntiles; t++) {
        s->have[t] = ix->have[t] && inside(ix->tile[t], tw, th);
        dropped += ix->have[t] && !s->have[t];
        s->tile[t] = sdl_rect(ix->tile[t]);
    }
    for (int p = 0; p < 2; p++)
        for (int c = 0; c < 6; c++)
            for (int l = 0; l < 2; l++) {
                s->have_f[p][c][l] = ix->have_f[p][c][l] && inside(ix->follower[p][c][l], tw, th);
                s->follower[p][c][l] = sdl_rect(ix->follower[p][c][l]);
            }
    s->nsprites = 0;
    for (int i = 0; i < ix->nsprites; i++)
        if (inside(ix->sprite[i], tw, th)) {
            memcpy(s->sprite_name[s->nsprites], ix->sprite_name[i], GUI_ATLAS_SPRITE_NAME);
            s->sprite[s->nsprites++] = sdl_rect(ix->sprite[i]);
        }
    return dropped;
}

/* Reads one sheet's index (small, at once); its picture is decoded later (decode_pictures). */
static void index_sheet(const gui_atlas *a, incoming *in, const char *dir, int size)
{
    char path[1024];
    size_t len;
    in->size = size;
    snprintf(path, sizeof path, "%s/art/tiles-%d.txt", dir, size);
    char *text = gui_read_file(path, &len);
    if (!text)
        return;
    in->indexed = 1;
    gui_atlas_index_parse(text, len, &a->set, &in->ix);
    free(text);
    snprintf(in->path, sizeof in->path, "%s/art/tiles-%d.png", dir, size);
}

/* The loader's work (any thread): the indexed sheets' pictures decoded into surfaces. The file
   is read whole first, so any file that reads to its end will do (no seeking back). */
static void decode_picture(incoming *in)
{
    size_t len;
    char *bytes = in->indexed && !in->later ? gui_read_file(in->path, &len) : NULL;
    SDL_RWops *rw = bytes ? SDL_RWFromConstMem(bytes, (int)len) : NULL;
    in->pixels = rw ? IMG_LoadTyped_RW(rw, 1, "PNG") : NULL;
    free(bytes);
}

static int decode_pictures(void *arg)
{
    gui_atlas *a = arg;
    for (int i = 0; i < 2; i++)
        decode_picture(&a->in[i]);
    SDL_AtomicSet(&a->decoded, 1);
    if (a->on_decoded)
        a->on_decoded();
    return 0;
}

/* A sheet's index with lines that did not parse, noted in a->problem (the first problem). */
static void note_bad_index(gui_atlas *a, const incoming *in)
{
    if (!a->problem[0] && in->ix.bad_lines)
        snprintf(a->problem, sizeof a->problem, "tiles-%d.txt line %d (%d bad lines)", in->size, in->ix.first_bad,
                 in->ix.bad_lines);
}

/* Takes a decoded sheet into sh[nsheets]; notes the first problem with its index in a->problem
   (reported once, not once a frame where a tile is drawn). */
static int take_sheet(gui_atlas *a, incoming *in, sheet *s)
{
    if (!in->pixels)
        return 0;
    s->tex = SDL_CreateTextureFromSurface(a->r, in->pixels);
    SDL_FreeSurface(in->pixels);
    in->pixels = NULL;
    if (!s->tex)
        return 0;
    SDL_SetTextureBlendMode(s->tex, SDL_BLENDMODE_BLEND);
    int size = in->size, dropped = take_index(s, &in->ix, a->set.ntiles), missing = 0;
    for (int t = 0; t < a->set.ntiles; t++)
        missing += !s->have[t];
    note_bad_index(a, in);
    if (!a->problem[0] && (missing || dropped))
        snprintf(a->problem, sizeof a->problem, "tiles-%d: %d tiles without art", size, missing);
    if (s->cell < 1)
        s->cell = size;
    return 1;
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
    if (bad && !a->problem[0])
        snprintf(a->problem, sizeof a->problem, "%s line %d (%d bad lines)", name, first, bad);
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
    if (gui_shapes_parse(text, len, &a->set, &a->shapes) == 0 && a->shapes.bad_lines && !a->problem[0])
        snprintf(a->problem, sizeof a->problem, "feature-shapes.txt line %d (%d bad lines)", a->shapes.first_bad,
                 a->shapes.bad_lines);
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
    gui_fill_rect(r, (SDL_Rect){(int)x, (int)y, (int)s, (int)s}, gui_rgba(0x7bab4f, 255));
    SDL_Color city = gui_rgba(0xc9a66b, 255), road = gui_rgba(0xf1ead8, 255);
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
                                            (int)(s * 0.16f)}, gui_rgba(0x2a5db0, 255));
        } else if (fe->kind == CIT_FEAT_ROAD) {
            static const float mx[4][2] = {{0.5f, 0}, {1, 0.5f}, {0.5f, 1}, {0, 0.5f}};
            for (int sd = 0; sd < 4; sd++)
                if (sides & (1 << sd))
                    gui_thick_line(r, x + mx[sd][0] * s, y + mx[sd][1] * s, x + 0.5f * s, y + 0.5f * s,
                                   s * 0.1f, road);
        } else if (fe->kind == CIT_FEAT_CLOISTER) {
            gui_fill_rect(r, (SDL_Rect){(int)(x + s * 0.32f), (int)(y + s * 0.36f), (int)(s * 0.36f),
                                        (int)(s * 0.3f)}, gui_rgba(0xe8dcc0, 255));
            SDL_FPoint roof[3] = {{x + s * 0.28f, y + s * 0.38f}, {x + s * 0.72f, y + s * 0.38f}, {x + s * 0.5f, y + s * 0.2f}};
            gui_fill_poly(r, roof, 3, gui_rgba(0xb0412e, 255));
        }
    }
    /* Crossings: a small house where three or four roads end. */
    int roads = 0;
    for (int f = 0; f < d->nfeat; f++)
        roads += d->feat[f].kind == CIT_FEAT_ROAD;
    if (roads >= 3)
        gui_fill_rect(r, (SDL_Rect){(int)(x + s * 0.4f), (int)(y + s * 0.4f), (int)(s * 0.2f), (int)(s * 0.2f)},
                      gui_rgba(0x8a5a3c, 255));
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
    index_sheet(a, &a->in[0], datadir, 128);
    index_sheet(a, &a->in[1], datadir, 256);
    /* The 256-px sheet (13.8 MB of PNG, 82 MB of pixels) is read and decoded once a tile is
       drawn larger than the 128-px sheet's cell (fetch_later), not at every start: most games
       never zoom that far, and a page's data leaves the file out until then. */
    a->in[1].later = a->in[1].indexed;
#ifdef __EMSCRIPTEN__
    /* In the page a worker's file reads are proxied to the page's thread, which may be the one
       waiting for it (a resumed game draws tiles at once): decoded here, as before. */
    a->loader = NULL;
#else
    a->loader = SDL_CreateThread(decode_pictures, "citadela-art", a);
    a->read_on_loader = 1;
#endif
    if (!a->loader) /* no thread to be had: decoded here */
        decode_pictures(a);
    return a;
}

/* The decoded pictures taken in (waiting for the loader if `wait`): 1 once the art is settled. */
static int settle(gui_atlas *a, int wait)
{
    if (a->settled)
        return 1;
    if (!wait && !SDL_AtomicGet(&a->decoded))
        return 0;
    if (a->loader)
        SDL_WaitThread(a->loader, NULL);
    a->loader = NULL;
    for (int i = 0; i < 2; i++)
        if (take_sheet(a, &a->in[i], &a->sh[a->nsheets]))
            a->nsheets++;
    note_bad_index(a, &a->in[1]); /* the later sheet's index is read at the start with the other */
    if (a->nsheets == 0 || a->problem[0]) /* tiles without a rectangle draw as procedural stand-ins */
        build_fallback(a);
    a->settled = 1;
    return 1;
}

int gui_atlas_ready(gui_atlas *a) { return settle(a, 0); }

void gui_atlas_problem(gui_atlas *a, const char *datadir, char *err, size_t cap)
{
    settle(a, 1);
    err[0] = 0;
    if (a->nsheets == 0)
        snprintf(err, cap, "%s/art/tiles-128.png", datadir);
    else if (a->problem[0])
        snprintf(err, cap, "%s/art: %s", datadir, a->problem);
}

gui_atlas *gui_atlas_new(SDL_Renderer *r, const char *datadir, const cit_tileset *set, char *err, size_t cap)
{
    gui_atlas *a = gui_atlas_start(r, datadir, set, NULL);
    if (a)
        gui_atlas_problem(a, datadir, err, cap);
    return a;
}

void gui_atlas_free(gui_atlas *a)
{
    if (!a)
        return;
    settle(a, 1); /* the loader joined, its surfaces freed with the textures */
    if (a->later_thread) {
        SDL_WaitThread(a->later_thread, NULL);
        if (a->in[1].pixels)
            SDL_FreeSurface(a->in[1].pixels);
    }
    for (int i = 0; i < a->nsheets; i++) {
        SDL_DestroyTexture(a->sh[i].tex);
        for (int t = 0; t < CIT_MAX_TILE_TYPES; t++)
            for (int k = 0; k < 3; k++)
                if (a->sh[i].turned[t][k])
                    SDL_DestroyTexture(a->sh[i].turned[t][k]);
    }
    if (a->fallback)
        SDL_DestroyTexture(a->fallback);
    gui_shapes_free(&a->shapes);
    free(a);
}

int gui_atlas_has_art(gui_atlas *a)
{
    settle(a, 1);
    return a->nsheets > 0;
}

/* The tile turned `rot` (1..3) as its own texture, made on first use; NULL if that fails. */
static SDL_Texture *turned(gui_atlas *a, sheet *s, int tile, int rot)
{
    SDL_Texture **slot = &s->turned[tile][rot - 1];
    if (*slot)
        return *slot;
    SDL_Rect src = s->tile[tile];
    SDL_Texture *t = SDL_CreateTexture(a->r, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_TARGET, src.w, src.h);
    if (!t)
        return NULL;
    SDL_Texture *old = SDL_GetRenderTarget(a->r);
    SDL_SetRenderTarget(a->r, t);
    SDL_SetTextureBlendMode(t, SDL_BLENDMODE_BLEND);
    SDL_SetRenderDrawColor(a->r, 0, 0, 0, 0);
    SDL_RenderClear(a->r);
    SDL_SetTextureBlendMode(s->tex, SDL_BLENDMODE_NONE);
    SDL_Rect dst = {0, 0, src.w, src.h};
    SDL_RenderCopyEx(a->r, s->tex, &src, &dst, 90.0 * rot, NULL, SDL_FLIP_NONE);
    SDL_SetTextureBlendMode(s->tex, SDL_BLENDMODE_BLEND);
    SDL_SetRenderTarget(a->r, old);
    *slot = t;
    return t;
}

/* The later sheet's picture decoded from the bytes read for it, its file read first unless
   they were (read_on_loader). */
static int decode_later(void *arg)
{
    gui_atlas *a = arg;
    if (!a->later_bytes)
        a->later_bytes = gui_read_file(a->in[1].path, &a->later_len);
    SDL_RWops *rw = a->later_bytes ? SDL_RWFromConstMem(a->later_bytes, (int)a->later_len) : NULL;
    a->in[1].pixels = rw ? IMG_LoadTyped_RW(rw, 1, "PNG") : NULL;
    free(a->later_bytes);
    a->later_bytes = NULL;
    SDL_AtomicSet(&a->later_done, 1);
    if (a->on_decoded)
        a->on_decoded();
    return 0;
}

/* The decoded later sheet taken in (the thread joined). */
static void take_later(gui_atlas *a)
{
    if (a->later_thread)
        SDL_WaitThread(a->later_thread, NULL);
    a->later_thread = NULL;
    SDL_AtomicSet(&a->later_done, 0);
    if (take_sheet(a, &a->in[1], &a->sh[1]))
        a->nsheets = 2;
    SDL_Log("citadela: the %d-px tile sheet is in%s (%u ms to decode)", a->in[1].size,
            a->nsheets == 2 ? "" : " but could not be read", (unsigned)(SDL_GetTicks() - a->later_t0));
}

/* The bigger sheet, wanted now: asked for (a page fetches it and wakes the loop, on_decoded,
   when it is in; a native build has it at once); once there, read and decoded behind the
   game, which draws with the smaller sheet meanwhile, and taken at a later frame. A page reads
   its bytes here (its worker may not read files while this thread could be waiting for it). */
static void fetch_later(gui_atlas *a)
{
    incoming *in = &a->in[1];
    if (a->later_thread) {
        if (SDL_AtomicGet(&a->later_done))
            take_later(a);
        return;
    }
    if (!in->later || a->keep_small || a->nsheets != 1 || !plat_page_file(in->path, a->on_decoded))
        return;
    in->later = 0;
    a->later_t0 = SDL_GetTicks();
    if (!a->read_on_loader && !(a->later_bytes = gui_read_file(in->path, &a->later_len))) {
        take_later(a); /* says it could not be read */
        return;
    }
    a->later_thread = SDL_CreateThread(decode_later, "citadela-art", a);
    if (!a->later_thread) { /* no thread to be had: decoded here */
        decode_later(a);
        take_later(a);
    }
}

static sheet *pick(gui_atlas *a, int w)
{
    settle(a, 1); /* drawing a tile waits for the art (the menu's backdrop asks gui_atlas_ready first) */
    if (a->nsheets == 0)
        return NULL;
    /* The bigger sheet once a tile is drawn larger than the smaller cell. */
    if (a->nsheets == 1 && w > a->sh[0].cell * 11 / 10)
        fetch_later(a);
    if (a->nsheets > 1 && w > a->sh[0].cell * 11 / 10)
        return &a->sh[1];
    return (sheet *)&a->sh[0];
}

void gui_atlas_keep_small(gui_atlas *a) { a->keep_small = 1; }

int gui_atlas_cell(gui_atlas *a, int w)
{
    const sheet *s = pick(a, w);
    return s ? s->cell : 0;
}

void gui_atlas_tile(gui_atlas *a, int tile, int rot, SDL_Rect dst, Uint8 alpha)
{
    if (!gui_draw_enabled || tile < 0 || tile >= a->set.ntiles)
        return;
    sheet *s = pick(a, dst.w);
    SDL_Texture *tex;
    SDL_Rect src;
    if (s && s->have[tile] && a->software && (rot & 3)) {
        tex = turned(a, s, tile, rot & 3);
        if (tex) {
            src = (SDL_Rect){0, 0, s->tile[tile].w, s->tile[tile].h};
            SDL_SetTextureAlphaMod(tex, alpha);
            SDL_RenderCopy(a->r, tex, &src, &dst);
            SDL_SetTextureAlphaMod(tex, 255);
            return;
        }
        tex = s->tex;
        src = s->tile[tile];
    } else if (s && s->have[tile]) {
        tex = s->tex;
        src = s->tile[tile];
    } else if (a->fallback) {
        tex = a->fallback;
        src = (SDL_Rect){tile % 16 * FB_CELL, tile / 16 * FB_CELL, FB_CELL, FB_CELL};
    } else {
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
    const sheet *s = pick(a, (int)(h * 3));
    if (s && s->have_f[palette][colour][lying]) {
        SDL_Rect src = s->follower[palette][colour][lying];
        float scale = h / (float)(lying ? src.h * 2 : src.h);
        if (lying)
            scale = h * 1.2f / (float)src.w;
        float w = (float)src.w * scale, hh = (float)src.h * scale;
        SDL_Rect dst = {(int)(cx - w / 2), (int)(cy - hh / 2), (int)w, (int)hh};
        SDL_SetTextureAlphaMod(s->tex, alpha);
        SDL_RenderCopy(a->r, s->tex, &src, &dst);
        SDL_SetTextureAlphaMod(s->tex, 255);
    } else {
        SDL_Color c = gui_player_colour(palette, colour);
        c.a = alpha;
        gui_draw_meeple(a->r, cx, cy, h, lying, c);
        gui_draw_mark(a->r, cx, cy - (lying ? 0 : h * 0.05f), h * 0.3f, colour);
    }
}

int gui_atlas_sprite(gui_atlas *a, const char *name, float cx, float cy, float h, Uint8 alpha)
{
    const sheet *s = pick(a, (int)(h * 3));
    for (int i = 0; s && i < s->nsprites; i++) {
        if (strcmp(s->sprite_name[i], name))
            continue;
        if (!gui_draw_enabled)
            return 1;
        SDL_Rect src = s->sprite[i];
        float scale = h / (float)src.h, w = (float)src.w * scale;
        SDL_Rect dst = {(int)(cx - w / 2), (int)(cy - h / 2), (int)w, (int)h};
        SDL_SetTextureAlphaMod(s->tex, alpha);
        SDL_RenderCopy(a->r, s->tex, &src, &dst);
        SDL_SetTextureAlphaMod(s->tex, 255);
        return 1;
    }
    return 0;
}
