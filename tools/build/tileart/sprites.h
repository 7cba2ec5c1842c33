/* Sprites painted for the atlas: followers in every colour, bridge, castle, walls, Count, icon. */
#ifndef CIT_TILEART_SPRITES_H
#define CIT_TILEART_SPRITES_H

#include "raster.h"

#define SPRITE_MAX 160

typedef struct {
    char name[48];
    canvas *cv; /* painted at the 256-pixel cell size; owned */
} sprite;

/* Paints every sprite at `cell` pixels per tile cell; returns how many (<= SPRITE_MAX). */
int sprites_paint(sprite *out, int cell);
void sprites_free(sprite *s, int n);
/* A neutral figure of a module's (the dragon, the fairy) painted as the followers are: shaded,
   outlined, with a contact shadow, from its distance function `sdf` over a unit box (< 0
   inside), `size` cells square, in colour hex. NULL when out of memory. */
canvas *sprite_figure(int cell, float size, uint32_t hex, float (*sdf)(float, float));
/* The player colours (palette 0 = std, 1 = cb). */
uint32_t sprite_player_colour(int palette, int colour);

#endif
