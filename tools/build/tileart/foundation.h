/* The Tower's foundation on its tiles (foundation.c). */
#ifndef CIT_TILEART_FOUNDATION_H
#define CIT_TILEART_FOUNDATION_H

#include "scene.h"

/* Where tile t's foundation stands (x, y in cell units) and its scale k; 0 if the tile
   has none. Asked with the anchors known, before the decorations are placed. */
int foundation_plan(const scene *s, const cit_tile_def *t, float *x, float *y, float *k);
/* Paints it: a square ruin of stones, about 0.22 * k of a cell across. */
void foundation_paint(scene *s, float x, float y, float k, uint32_t seed);

#endif
