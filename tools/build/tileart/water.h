/* The river's water (RULES.md §8 tiles): its distance field and its colours. */
#ifndef CIT_TILEART_WATER_H
#define CIT_TILEART_WATER_H

#include "raster.h"
#include "scene.h"

/* Fills s->dwater from s->geom's river courses: a band along each, the spring's pool or the
   lake at a course that ends on the tile. 1e9 everywhere on a tile without a river. */
void water_distances(scene *s, const cit_tile_def *t);
/* The ground colour c with the water and its banks painted over, at signed distance d
   (units) from the water, world point x, y; sc pixels per unit. */
rgba water_paint(rgba c, float d, float x, float y, float sc);

#endif
