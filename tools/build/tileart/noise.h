/* Deterministic hash and value noise for procedural textures (grass, stone, cobbles). */
#ifndef CIT_TILEART_NOISE_H
#define CIT_TILEART_NOISE_H

#include <stdint.h>

uint32_t nz_hash(uint32_t a, uint32_t b, uint32_t seed);
float nz_rand(uint32_t a, uint32_t b, uint32_t seed);      /* 0..1 */
uint32_t nz_str(const char *s);                             /* hash of a string */
float nz_value(float x, float y, uint32_t seed);           /* smooth value noise 0..1 */
float nz_fbm(float x, float y, int octaves, uint32_t seed); /* fractal sum, 0..1 */
/*
 * Cell noise for stones and cobbles: jittered grid of cells of size 1 (scale the input).
 * Returns the distance to the cell edge (0 at mortar) in cell units and writes a random
 * id of the nearest cell to *id.
 */
float nz_cells(float x, float y, uint32_t seed, uint32_t *id);

#endif
