/* PCG32 (O'Neill's permuted congruential generator): the game's only randomness. */
#include "internal.h"

void rng_seed(uint64_t *state, uint64_t *inc, uint64_t seed) {
    *state = 0;
    *inc = (seed << 1) | 1u;
    (void)rng_next(state, *inc);
    *state += seed ^ 0x853c49e6748fea9bULL;
    (void)rng_next(state, *inc);
}

uint32_t rng_next(uint64_t *state, uint64_t inc) {
    uint64_t old = *state;
    *state = old * 6364136223846793005ULL + inc;
    uint32_t xorshifted = (uint32_t)(((old >> 18u) ^ old) >> 27u);
    uint32_t rot = (uint32_t)(old >> 59u);
    return (xorshifted >> rot) | (xorshifted << ((-rot) & 31u));
}

/* Unbiased: rejects the few values that would make some results more likely. */
uint32_t rng_below(uint64_t *state, uint64_t inc, uint32_t bound) {
    if (bound <= 1) return 0;
    uint32_t threshold = (uint32_t)(-bound) % bound;
    for (;;) {
        uint32_t r = rng_next(state, inc);
        if (r >= threshold) return r % bound;
    }
}
