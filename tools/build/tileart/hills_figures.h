/* Hills & Sheep's pieces for the window: the shepherd's shape (sprites.c paints it in every
   player colour, as "shepherd-<p>-<c>"), the bag's tokens and the face-down tile under a hill. */
#ifndef CIT_TILEART_HILLS_FIGURES_H
#define CIT_TILEART_HILLS_FIGURES_H

#include "sprites.h"

/* The shepherd in a unit box (< 0 inside), for sprites.c's table of special figures. */
float hills_shepherd_sdf(float mx, float my);
/* Adds "sheep-1".."sheep-4" (a token of that many sheep), "wolf" and "tile-back" (a tile
   lying face down, one cell) to out[n..]; returns the new count. */
int hills_sprites(sprite *out, int n, int cell);

#endif
