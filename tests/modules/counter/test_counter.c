/*
 * The seam's promise, tested: a module that adds nothing but a counter of placed tiles
 * needs nothing outside its own files (mod_counter.c, mod_counter.h) and the registry
 * (this folder's registry.c, linked in place of engine/registry.c). The core gives it a
 * state slice that is zeroed, copied, hashed and replayed with the game.
 */
#include <stdio.h>
#include <string.h>

#include "rules.h"
#include "mod_counter.h"
#include "modules/count/count.h"

static int passed, failed;

static void check(int ok, const char *what, uint64_t seed) {
    if (ok) {
        passed++;
        return;
    }
    failed++;
    if (failed < 10) printf("FAIL %s (seed %llu)\n", what, (unsigned long long)seed);
}

/* Plays a random game with the counter on (and the Count too when `count`). */
static void one_game(uint64_t seed, int nplayers, int count) {
    cit_setup su;
    cit_setup_default(&su, nplayers, seed);
    su.opt.v[CIT_OPT_COUNT] = (uint8_t)count;
    cit_session *s = cit_session_new(&su, NULL);
    if (!s) {
        check(0, "session", seed);
        return;
    }
    check((cit_game_modules(cit_session_game(s)) >> COUNTER_MODULE_ID) & 1, "the counter runs", seed);
    for (int i = 0; !cit_game_over(cit_session_game(s)) && i < 1000; i++) {
        cit_move m;
        if (cit_game_random_move(cit_session_game(s), seed * 7919 + (uint64_t)i, &m) != CIT_OK) break;
        if (cit_session_apply(s, &m, NULL) != CIT_OK) {
            check(0, "a random move applies", seed);
            break;
        }
    }
    const cit_game *g = cit_session_game(s);
    check(cit_game_over(g), "the game ends", seed);
    int by[CIT_MAX_PLAYERS] = {0};
    for (int i = cit_game_start_pieces(g); i < cit_game_placed_count(g); i++) by[cit_game_placed(g, i).player]++;
    int same = 1;
    for (int p = 0; p < nplayers; p++) same &= counter_placed(g, p) == by[p];
    check(same, "the counter counts every player's placed tiles", seed);

    /* saved and loaded, the game replays to the same state, the counter included */
    size_t need = cit_session_save(s, NULL, 0);
    static char buf[1 << 16];
    check(need < sizeof buf, "save fits", seed);
    cit_session_save(s, buf, sizeof buf);
    cit_session *t = cit_session_new(&su, NULL);
    check(t && cit_session_load(t, buf, need, NULL) == CIT_OK, "the save loads", seed);
    if (t) {
        check(cit_game_hash(cit_session_game(t)) == cit_game_hash(g), "same hash after load", seed);
        check(counter_placed(cit_session_game(t), 0) == counter_placed(g, 0), "same count after load", seed);
    }
    /* the state is hashed: a different count is a different game */
    cit_game *c = cit_game_clone(g);
    MODULE_STATE(c, counter_state, COUNTER_MODULE_ID)->placed[0]++;
    check(cit_game_hash(c) != cit_game_hash(g), "the counter is hashed", seed);
    cit_game_free(c);
    cit_session_free(t);
    cit_session_free(s);
}

int main(void) {
    for (uint64_t seed = 1; seed <= 150; seed++) one_game(seed, 2 + (int)(seed % 5), (int)(seed % 3 == 0));
    printf("counter-module: %d passed, %d failed\n", passed, failed);
    return failed != 0;
}
