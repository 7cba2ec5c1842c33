/* What the long randomised test programs share (property, soak and the network runs): a
   CHECK that counts failures and prints only the first 20 (a broken rule breaks in every
   game), and the splitmix64 step their random choices come from. */
#ifndef CIT_TEST_FAILCHECK_H
#define CIT_TEST_FAILCHECK_H

#include <stdint.h>
#include <stdio.h>

/* Each program defines its own counter: `static int failures;` (or long). */
#define CHECK(cond, ...)                                        \
    do {                                                        \
        if (!(cond) && failures++ < 20) {                       \
            fprintf(stderr, "%s:%d: ", __FILE__, __LINE__);     \
            fprintf(stderr, __VA_ARGS__);                       \
            fputc('\n', stderr);                                \
        }                                                       \
    } while (0)

/* CHECK that also counts what it checked, for programs whose summary line says
   "N passed, N failed" of single checks: each defines `static int checks;` too. */
#define EXPECT(cond, ...)         \
    do {                          \
        checks++;                 \
        CHECK(cond, __VA_ARGS__); \
    } while (0)

static inline uint64_t mix(uint64_t *s) {
    uint64_t z = (*s += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

#endif
