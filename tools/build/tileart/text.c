/* Text for tile labels and the contact sheet through SDL2_ttf (DejaVu Sans via fontconfig). */
#define _POSIX_C_SOURCE 200809L /* popen, pclose */
#include <SDL.h>
#include <SDL_ttf.h>
#include <stdio.h>
#include <string.h>

#include "paint.h"

#define MAX_SIZES 8

static char font_path[512];
static int ready;
static SDL_mutex *lock; /* tiles are painted on several threads; FreeType is not re-entrant */
static struct {
    int px;
    TTF_Font *font;
} cache[MAX_SIZES];

static int find_font(void) {
    static const char *const known[] = {"/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
                                        "/usr/share/fonts/TTF/DejaVuSans.ttf",
                                        "/usr/share/fonts/dejavu/DejaVuSans.ttf"};
    FILE *p = popen("fc-match -f '%{file}' 'DejaVu Sans' 2>/dev/null", "r");
    if (p) {
        size_t n = fread(font_path, 1, sizeof font_path - 1, p);
        font_path[n] = '\0';
        pclose(p);
        FILE *f = n ? fopen(font_path, "rb") : NULL;
        if (f) {
            fclose(f);
            return 1;
        }
    }
    for (size_t i = 0; i < sizeof known / sizeof known[0]; i++) {
        FILE *f = fopen(known[i], "rb");
        if (f) {
            fclose(f);
            snprintf(font_path, sizeof font_path, "%s", known[i]);
            return 1;
        }
    }
    return 0;
}

int text_init(void) {
    if (ready) return 1;
    if (!find_font() || TTF_Init() != 0) {
        fprintf(stderr, "tileart: no DejaVu Sans font; labels are left out\n");
        return 0;
    }
    lock = SDL_CreateMutex();
    ready = 1;
    return 1;
}

void text_quit(void) {
    if (!ready) return;
    for (int i = 0; i < MAX_SIZES; i++)
        if (cache[i].font) TTF_CloseFont(cache[i].font), cache[i].font = NULL;
    TTF_Quit();
    SDL_DestroyMutex(lock);
    lock = NULL;
    ready = 0;
}

static TTF_Font *font_at(int px) {
    if (!ready || px < 4) return NULL;
    for (int i = 0; i < MAX_SIZES; i++)
        if (cache[i].font && cache[i].px == px) return cache[i].font;
    for (int i = 0; i < MAX_SIZES; i++)
        if (!cache[i].font) {
            cache[i].font = TTF_OpenFont(font_path, px);
            cache[i].px = px;
            return cache[i].font;
        }
    return NULL;
}

int text_width(const char *s, int px) {
    if (!ready) return 0;
    SDL_LockMutex(lock);
    TTF_Font *f = font_at(px);
    int w = 0, h = 0;
    if (!f || TTF_SizeUTF8(f, s, &w, &h) != 0) w = 0;
    SDL_UnlockMutex(lock);
    return w;
}

int text_draw(canvas *cv, const char *s, float cx, float cy, int px, rgba colour) {
    if (!ready || !*s) return 0;
    SDL_LockMutex(lock);
    TTF_Font *f = font_at(px);
    SDL_Color white = {255, 255, 255, 255};
    SDL_Surface *t = f ? TTF_RenderUTF8_Blended(f, s, white) : NULL;
    SDL_UnlockMutex(lock);
    if (!t) return 0;
    SDL_Surface *c = SDL_ConvertSurfaceFormat(t, SDL_PIXELFORMAT_RGBA32, 0);
    SDL_FreeSurface(t);
    if (!c) return 0;
    int x0 = (int)(cx - (float)c->w * 0.5f), y0 = (int)(cy - (float)c->h * 0.5f);
    for (int y = 0; y < c->h; y++) {
        const uint8_t *row = (const uint8_t *)c->pixels + (size_t)y * (size_t)c->pitch;
        for (int x = 0; x < c->w; x++) cv_blend(cv, x0 + x, y0 + y, colour, (float)row[4 * x + 3] / 255.0f);
    }
    int w = c->w;
    SDL_FreeSurface(c);
    return w;
}
