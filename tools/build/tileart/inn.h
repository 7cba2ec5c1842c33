/* Where an inn stands beside its road, and where a follower on that road stands clear of it. */
#ifndef CIT_TILEART_INN_H
#define CIT_TILEART_INN_H

#include "scene.h"

/* Half the side of the largest square an inn (its house, sign and pond) is painted in, in cell units. */
#define INN_HALF 0.14f

/*
 * For road r of scene s (classes, distances and road geometry done), picks the centre
 * (*mx, *my) and half side (*half, INN_HALF or a little less on a short road) of the inn's
 * square, on open ground beside road r, and the point of road r where its follower stands
 * (*at), so that a follower drawn there at its largest (the big follower) in any turn of
 * the tile misses the square. Returns 0 if no pair fits (*at not set).
 */
int inn_place(const scene *s, int r, anchor *at, float *mx, float *my, float *half);

/* How far (cell units) the box of a follower standing at (ax, ay) stays clear of the inn
   square of half side `half` centred at (mx, my), over the tile's four turns: < 0 when they
   overlap. */
float inn_clearance(float ax, float ay, float mx, float my, float half);

#endif
