/* Atlas packing and writing: 8-bit RGBA images, tile and sprite placement, the index text. */
#ifndef CIT_TILEART_ATLAS_H
#define CIT_TILEART_ATLAS_H

#include <stdint.h>
#include <stdio.h>

#include "raster.h"

typedef struct {
    int w, h;
    uint8_t *px; /* RGBA, w*h*4, owned */
} img8;

img8 *img_new(int w, int h);
void img_free(img8 *im);
int img_save_png(const img8 *im, const char *path);
/* Copies canvas cv to (x, y); with extrude > 0 repeats its border pixels that far outwards
 * (so filtering at the cell edge never picks up a neighbour). */
void img_put(img8 *im, const canvas *cv, int x, int y, int extrude);

typedef struct {
    int x, y, w, h;
} rect;

/*
 * Lays out ntiles cells of `cell` pixels in `cols` columns, then the sprites (sizes sw/sh
 * at this cell size) on shelves below. Fills tiles[] and spr[]; returns the atlas height;
 * *width gets its width.
 */
int atlas_layout(int cell, int ntiles, int cols, int nspr, const int *sw, const int *sh, rect *tiles,
                 rect *spr, int *width);

#endif
