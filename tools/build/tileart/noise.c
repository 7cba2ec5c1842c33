/* Deterministic hash and value noise for procedural textures (grass, stone, cobbles). */
#include "noise.h"

#include <math.h>

uint32_t nz_hash(uint32_t a, uint32_t b, uint32_t seed) {
    uint32_t h = seed * 0x9E3779B1u ^ a * 0x85EBCA77u ^ b * 0xC2B2AE3Du;
    h ^= h >> 15;
    h *= 0x2C1B3C6Du;
    h ^= h >> 12;
    h *= 0x297A2D39u;
    h ^= h >> 15;
    return h;
}

float nz_rand(uint32_t a, uint32_t b, uint32_t seed) {
    return (float)(nz_hash(a, b, seed) >> 8) / 16777216.0f;
}

uint32_t nz_str(const char *s) {
    uint32_t h = 2166136261u;
    for (; *s; s++) h = (h ^ (uint8_t)*s) * 16777619u;
    return h;
}

float nz_value(float x, float y, uint32_t seed) {
    float fx = floorf(x), fy = floorf(y);
    int ix = (int)fx, iy = (int)fy;
    float tx = x - fx, ty = y - fy;
    tx = tx * tx * (3 - 2 * tx);
    ty = ty * ty * (3 - 2 * ty);
    float a = nz_rand((uint32_t)ix, (uint32_t)iy, seed);
    float b = nz_rand((uint32_t)ix + 1, (uint32_t)iy, seed);
    float c = nz_rand((uint32_t)ix, (uint32_t)iy + 1, seed);
    float d = nz_rand((uint32_t)ix + 1, (uint32_t)iy + 1, seed);
    return a + (b - a) * tx + (c - a) * ty + (a - b - c + d) * tx * ty;
}

float nz_fbm(float x, float y, int octaves, uint32_t seed) {
    float sum = 0, amp = 0.5f, norm = 0;
    for (int i = 0; i < octaves; i++) {
        sum += amp * nz_value(x, y, seed + (uint32_t)i * 101u);
        norm += amp;
        amp *= 0.5f;
        x = x * 2.03f + 17.1f;
        y = y * 2.03f - 9.7f;
    }
    return sum / norm;
}

float nz_cells(float x, float y, uint32_t seed, uint32_t *id) {
    int ix = (int)floorf(x), iy = (int)floorf(y);
    float best = 1e9f, second = 1e9f;
    uint32_t bid = 0;
    for (int j = -1; j <= 1; j++)
        for (int i = -1; i <= 1; i++) {
            uint32_t cx = (uint32_t)(ix + i), cy = (uint32_t)(iy + j);
            float px = (float)(ix + i) + 0.15f + 0.7f * nz_rand(cx, cy, seed);
            float py = (float)(iy + j) + 0.15f + 0.7f * nz_rand(cx, cy, seed + 7u);
            float d = (px - x) * (px - x) + (py - y) * (py - y);
            if (d < best) {
                second = best;
                best = d;
                bid = nz_hash(cx, cy, seed + 3u);
            } else if (d < second) {
                second = d;
            }
        }
    if (id) *id = bid;
    return 0.5f * (sqrtf(second) - sqrtf(best));
}
