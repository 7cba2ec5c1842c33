/* The Princess & the Dragon's figures for the window: the dragon and the fairy, neutral (no
   player's colour), painted as the followers are. */
#ifndef CIT_TILEART_DRAGON_FIGURES_H
#define CIT_TILEART_DRAGON_FIGURES_H

#include "sprites.h"

/* Adds the sprites "dragon" and "fairy" to out[n..]; returns the new count. */
int dragon_sprites(sprite *out, int n, int cell);

#endif
