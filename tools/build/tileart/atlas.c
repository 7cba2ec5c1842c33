/* Atlas packing and writing: 8-bit RGBA images, tile and sprite placement, the index text. */
#include "atlas.h"

#include <png.h>
#include <stdlib.h>
#include <string.h>

img8 *img_new(int w, int h) {
    img8 *im = malloc(sizeof *im);
    if (!im) return NULL;
    im->w = w, im->h = h;
    im->px = calloc((size_t)w * (size_t)h * 4, 1);
    if (!im->px) {
        free(im);
        return NULL;
    }
    return im;
}

void img_free(img8 *im) {
    if (!im) return;
    free(im->px);
    free(im);
}

/*
 * libpng directly (SDL_image's own writer needs ~4x longer on the big atlas), at zlib's default
 * level with every filter tried a row: the atlases are what a page downloads (the 128-px one
 * before its menu, a 256-px part when a game wants it), and these settings make them 15% smaller
 * than level 2 with two filters did, for about 2 s more CPU an art build (level 9 saves 1% more
 * at twice that).
 */
int img_save_png(const img8 *im, const char *path) {
    FILE *f = fopen(path, "wb");
    if (!f) return -1;
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, NULL, NULL, NULL);
    png_infop info = png ? png_create_info_struct(png) : NULL;
    if (!png || !info || setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &info);
        fclose(f);
        return -1;
    }
    png_init_io(png, f);
    png_set_compression_level(png, 6);
    png_set_filter(png, 0, PNG_ALL_FILTERS);
    png_set_IHDR(png, info, (png_uint_32)im->w, (png_uint_32)im->h, 8, PNG_COLOR_TYPE_RGBA, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_write_info(png, info);
    for (int y = 0; y < im->h; y++) png_write_row(png, im->px + (size_t)y * (size_t)im->w * 4);
    png_write_end(png, NULL);
    png_destroy_write_struct(&png, &info);
    return fclose(f) == 0 ? 0 : -1;
}

static uint8_t to8(float v) { return (uint8_t)(clampf(v, 0, 1) * 255.0f + 0.5f); }

void img_put(img8 *im, const canvas *cv, int x, int y, int extrude) {
    for (int j = -extrude; j < cv->h + extrude; j++)
        for (int i = -extrude; i < cv->w + extrude; i++) {
            int tx = x + i, ty = y + j;
            if (tx < 0 || ty < 0 || tx >= im->w || ty >= im->h) continue;
            int si = i < 0 ? 0 : i >= cv->w ? cv->w - 1 : i;
            int sj = j < 0 ? 0 : j >= cv->h ? cv->h - 1 : j;
            const rgba *p = &cv->px[(size_t)sj * (size_t)cv->w + (size_t)si];
            uint8_t *d = im->px + ((size_t)ty * (size_t)im->w + (size_t)tx) * 4;
            d[0] = to8(p->r), d[1] = to8(p->g), d[2] = to8(p->b), d[3] = to8(p->a);
        }
}

int atlas_layout(int cell, int ntiles, int cols, int nspr, const int *sw, const int *sh, rect *tiles,
                 rect *spr, int *width) {
    int gut = cell / 32; /* gutter on each side of every image */
    int pitch = cell + 2 * gut;
    *width = cols * pitch;
    for (int i = 0; i < ntiles; i++) {
        tiles[i].x = (i % cols) * pitch + gut;
        tiles[i].y = (i / cols) * pitch + gut;
        tiles[i].w = tiles[i].h = cell;
    }
    int y = ((ntiles + cols - 1) / cols) * pitch, x = 0, shelf = 0;
    for (int i = 0; i < nspr; i++) {
        if (x + sw[i] + 2 * gut > *width) {
            y += shelf;
            x = 0;
            shelf = 0;
        }
        spr[i].x = x + gut, spr[i].y = y + gut, spr[i].w = sw[i], spr[i].h = sh[i];
        x += sw[i] + 2 * gut;
        if (sh[i] + 2 * gut > shelf) shelf = sh[i] + 2 * gut;
    }
    return y + shelf;
}
