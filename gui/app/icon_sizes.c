/* Build tool: writes the hicolor icon sizes (16..128 px), or the sizes named (the page's
   192 px), from the 256 px game icon. */
#include <SDL.h>
#include <SDL_image.h>
#include <stdio.h>
#include <stdlib.h>

/* Halving with a linear filter each step averages neighbours, so small sizes stay smooth. */
static SDL_Surface *shrink(SDL_Surface *src, int size)
{
    SDL_Surface *cur = src;
    while (cur->w / 2 >= size) {
        SDL_Surface *half = SDL_CreateRGBSurfaceWithFormat(0, cur->w / 2, cur->h / 2, 32, SDL_PIXELFORMAT_ARGB8888);
        if (!half || SDL_SoftStretchLinear(cur, NULL, half, NULL) != 0) {
            SDL_FreeSurface(half);
            half = NULL;
        }
        if (cur != src)
            SDL_FreeSurface(cur);
        if (!half)
            return NULL;
        cur = half;
    }
    if (cur->w == size)
        return cur == src ? NULL : cur;
    SDL_Surface *out = SDL_CreateRGBSurfaceWithFormat(0, size, size, 32, SDL_PIXELFORMAT_ARGB8888);
    if (out && SDL_SoftStretchLinear(cur, NULL, out, NULL) != 0) {
        SDL_FreeSurface(out);
        out = NULL;
    }
    if (cur != src)
        SDL_FreeSurface(cur);
    return out;
}

int main(int argc, char **argv)
{
    if (argc < 3) {
        fprintf(stderr, "usage: icon_sizes ICON-256.png OUTDIR [SIZE]...\n");
        return 2;
    }
    SDL_Surface *raw = IMG_Load(argv[1]);
    SDL_Surface *src = raw ? SDL_ConvertSurfaceFormat(raw, SDL_PIXELFORMAT_ARGB8888, 0) : NULL;
    SDL_FreeSurface(raw);
    if (!src) {
        fprintf(stderr, "icon_sizes: %s: %s\n", argv[1], SDL_GetError());
        return 1;
    }
    int sizes[16] = {16, 24, 32, 48, 64, 128}, n = 6;
    if (argc > 3)
        for (n = 0; n < 16 && n + 3 < argc; n++) {
            sizes[n] = atoi(argv[n + 3]);
            if (sizes[n] < 1 || sizes[n] >= src->w) {
                fprintf(stderr, "icon_sizes: %s: not a size below %d\n", argv[n + 3], src->w);
                SDL_FreeSurface(src);
                return 2;
            }
        }
    int rc = 0;
    for (int i = 0; i < n; i++) {
        char path[1024];
        SDL_Surface *s = shrink(src, sizes[i]);
        snprintf(path, sizeof path, "%s/icon-%d.png", argv[2], sizes[i]);
        if (!s || IMG_SavePNG(s, path) != 0) {
            fprintf(stderr, "icon_sizes: %s: %s\n", path, SDL_GetError());
            rc = 1;
        }
        SDL_FreeSurface(s);
    }
    SDL_FreeSurface(src);
    return rc;
}
