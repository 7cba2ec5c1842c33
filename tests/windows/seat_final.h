/* The "final" line both sides of a mixed table print about the game's final save, so that
   a script can compare a Linux host or seat with a Windows seat by one string: the save's
   moves, length and hash, every player's score, and the hash of the game the save loads
   to (tests/windows/net_seat.c, tests/windows/table_host.c). */
#ifndef CIT_TESTS_SEAT_FINAL_H
#define CIT_TESTS_SEAT_FINAL_H

#include <stdint.h>
#include <stdio.h>

#include "engine.h"

static inline uint64_t seat_final_fnv(const char *s, size_t n) {
    uint64_t h = 1469598103934665603ULL;
    for (size_t i = 0; i < n; i++) h = (h ^ (uint8_t)s[i]) * 1099511628211ULL;
    return h;
}

/* Prints "final N moves, N bytes, HASH, scores S1 S2 ..., state HASH" for the save `text`;
   the scores and the state are the game it loads to (no scores and state 0 if it does not:
   the other side's line then differs). */
static inline void seat_final_print(FILE *out, const char *text, size_t len, int moves) {
    cit_setup su;
    cit_setup_default(&su, 2, 1);
    cit_session *s = cit_session_new(&su, NULL);
    const cit_game *g = s && cit_session_load(s, text, len, NULL) == CIT_OK ? cit_session_game(s) : NULL;
    fprintf(out, "final %d moves, %zu bytes, %016llx, scores", moves, len,
            (unsigned long long)seat_final_fnv(text, len));
    for (int p = 0; g && p < cit_game_setup(g)->nplayers; p++) fprintf(out, " %d", cit_game_score(g, p));
    fprintf(out, ", state %016llx\n", (unsigned long long)(g ? cit_game_hash(g) : 0));
    fflush(out);
    cit_session_free(s);
}

#endif
