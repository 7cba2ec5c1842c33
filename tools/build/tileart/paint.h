/* Entry points of the painters: tiles, the Count's city, decorations, sprites, text. */
#ifndef CIT_TILEART_PAINT_H
#define CIT_TILEART_PAINT_H

#include "scene.h"

/* Palette shared by the painters (and matched by the colour classes of the tests). */
#define COL_ROAD 0xd6cbae
#define COL_ROAD_EDGE 0x9c8a64
#define COL_PAVING 0xc39a62
#define COL_WALL 0xb7b09e
#define COL_ROOF 0xb4532a
#define COL_MARKET 0x4f9e45
#define COL_RESID 0x8c6238
#define COL_COBBLE 0xa9a7a0
#define COL_PUBLIC 0x6c86aa

/* Paints tile t (any set) at `size` pixels per cell; NULL on allocation failure. */
scene *paint_tile(const cit_tile_def *t, int size);

/* ---- decor.c: small painted objects, in units of the scene ---- */
void decor_house(scene *s, float x, float y, float a, float b, float ang, uint32_t seed);
void decor_hip_house(scene *s, float x, float y, float r, uint32_t seed);
void decor_pennant(scene *s, float x, float y, float size);
void decor_cloister(scene *s, float x, float y, float size);
void decor_bazaar(scene *s, float x, float y, float size);
void decor_stall(scene *s, float x, float y, float r, uint32_t awning, uint32_t stripe);
/* An inn (house, sign and pond) in the square of half side `half` centred at x, y. */
void decor_inn(scene *s, float x, float y, float half);
void decor_cathedral(scene *s, float x, float y, float size);
void decor_tree(scene *s, float x, float y, float r, uint32_t seed);
void decor_gate(scene *s, float x, float y, float ang, float size);
void decor_tower(scene *s, float x, float y, float r, int pointed);
void decor_vineyard(scene *s, float x, float y, float size);
void decor_hill(scene *s, float x, float y, float size);
void decor_sheep(scene *s, float x, float y, float size, uint32_t seed);
void decor_crop_circle(scene *s, float x, float y, float size);
void decor_goods(scene *s, float x, float y, float size, int goods);
/* A farmhouse with its yard and a tree (TB-16). */
void decor_farmhouse(scene *s, float x, float y, uint32_t seed);
/* A stone bridge at x, y carrying the road across (east-west if ew, else north-south) over the other. */
void decor_overpass(scene *s, float x, float y, int ew);
void decor_public(scene *s, float x, float y, float size, uint32_t seed);
void decor_historic(scene *s, float x, float y, float size, const char *name);
void decor_label(scene *s, float x, float y, const char *text);
/* dragon_art.c: the Princess & the Dragon's symbol of a tile (volcano, dragon, portal, princess). */
void decor_dragon_symbol(scene *s, const cit_tile_def *t);

/* ---- abbey_art.c: Abbey & Mayor's scenery ---- */
/* The abbey tile's red border along its edges. */
void decor_abbey_border(scene *s);
/* A well of radius r where roads meet (AM-11: art crossing=well). */
void decor_well(scene *s, float x, float y, float r);

/* ---- count.c: the City of Carcassonne across the 12 Count tiles ---- */
/* Signed distance to the walled city in block units (< 0 inside). */
float count_city_sdf(float bx, float by);
/* 1 if block point (bx, by) lies in one of the four quarters (no houses there). */
int count_quarter_at(float bx, float by);
/* Paints the city's walls, houses and quarters over tile scene s at block cell (px, py). */
void count_paint(scene *s, int px, int py);

/* ---- text.c: SDL2_ttf text; everything works (without text) if no font is found ---- */
int text_init(void);
void text_quit(void);
/* Draws UTF-8 text centred at pixel (cx, cy) with the given pixel height; returns its width. */
int text_draw(canvas *cv, const char *s, float cx, float cy, int px, rgba colour);
int text_width(const char *s, int px);

#endif
