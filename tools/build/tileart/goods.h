/* The goods of Traders & Builders (wine barrel, grain sheaf, cloth bolt): one painter for the
   symbol on a tile's city and for the tokens the window shows beside the players. */
#ifndef CIT_TILEART_GOODS_H
#define CIT_TILEART_GOODS_H

#include "raster.h"
#include "sprites.h"

enum { GOODS_WINE, GOODS_GRAIN, GOODS_CLOTH, GOODS_KINDS };

/* The symbol `which` (GOODS_*) on its coloured disc of diameter `size` centred at x, y (units of v). */
void goods_symbol(canvas *cv, const view *v, float x, float y, float size, int which);
/* Adds the sprites goods-wine, goods-grain and goods-cloth to out[n..]; returns the new count. */
int goods_sprites(sprite *out, int n, int cell);

#endif
