/* PCG32 (O'Neill's permuted congruential generator): the game's only randomness. */
#include "internal.h"

void rng_seed(uint64_t *state, uint64_t *inc, uint64_t seed) {
    *state = 0;
    *inc = (seed << 1) | 1u;
    (void)rng_next(state, *inc);
    *state += seed ^ 0x853c49e6748fea9bULL;
    (void)rng_next(state, *inc);
}
