/* Under the Big Top's art (bigtop_art.c): the circus and acrobat spaces painted on its tiles,
   the ringmaster's shape (painted in every player colour by sprites.c) and the figures the
   window stands on the board: the big top and the animal tokens. */
#ifndef CIT_TILEART_BIGTOP_ART_H
#define CIT_TILEART_BIGTOP_ART_H

#include "paint.h"
#include "sprites.h"

/* A tile's circus space at x, y: a small striped tent seen from above in a sawdust ring,
   r its ring's radius in cell units. */
void bigtop_decor_circus(scene *s, float x, float y, float r);
/* A tile's acrobat space at x, y: a round wooden stage with a star, r its radius. */
void bigtop_decor_acrobats(scene *s, float x, float y, float r);
/* The ringmaster in a unit box (< 0 inside), for sprites.c's table of special figures. */
float bigtop_ringmaster_sdf(float mx, float my);
/* Adds "bigtop" (the big top, seen from the side), "animal-back" (a face-down token) and
   "animal-0".."animal-5" (flea, monkey, seal, bear, tiger, elephant, each with its value)
   to out[n..]; returns the new count. */
int bigtop_sprites(sprite *out, int n, int cell);

#endif
