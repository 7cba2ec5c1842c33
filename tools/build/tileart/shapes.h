/* Feature outlines for feature-shapes.txt: each feature's pixels traced into rings. */
#ifndef CIT_TILEART_SHAPES_H
#define CIT_TILEART_SHAPES_H

#include <stdint.h>
#include <stdio.h>

/*
 * Writes the rings of feature `feat` of the S x S feature map (fmap: feature per pixel, -1
 * none) as lines "shape ID FEAT N x y ...": points in half pixels (0..2S, the cell is 2S
 * units), outer rings clockwise on screen (y down), holes the other way, simplified to within
 * 0.8 px. A triangle's points on its long side are put exactly on it. Returns the number of
 * rings (0: the feature has no pixels), -1 when out of memory.
 */
int shapes_write(FILE *f, const char *id, int feat, const int8_t *fmap, int S, int triangle);

#endif
