/* Soak test (make soak, not in CI): many random games per player count with cheap
   invariants on every move, a save round trip now and then, and refused junk moves. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "engine.h"
#include "failcheck.h"

static long failures;

static int followers_conserved(const cit_game *g, int nplayers) {
    cit_follower f[64];
    int n = cit_game_followers(g, f, 64), on_board[CIT_MAX_PLAYERS] = {0};
    for (int i = 0; i < n && i < 64; i++) on_board[f[i].player]++;
    for (int p = 0; p < nplayers; p++)
        if (on_board[p] + cit_game_supply(g, p) != CIT_FOLLOWERS) return 0;
    return 1;
}

/* A move with random fields, often aliased (x +- 128): must be refused unchanged
   unless it happens to be legal. */
static void junk_move(cit_session *s, uint64_t *rng) {
    const cit_game *g = cit_session_game(s);
    uint64_t r = mix(rng), before = cit_game_hash(g);
    cit_move m = {CIT_MOVE_PLACE, cit_game_pending(g).tile, (int8_t)(r & 0xff), (int8_t)(r >> 8 & 0xff),
                  (uint8_t)(r >> 16 & 7), (int8_t)((int)(r >> 20 & 15) - 2), 0, 0};
    cit_game *copy = cit_game_clone(g);
    if (!copy) return;
    if (cit_game_apply(copy, &m, NULL) != CIT_OK)
        CHECK(cit_game_hash(copy) == before, "a refused move changed the game");
    cit_game_free(copy);
}

static void round_trip(const cit_session *s, const cit_setup *su) {
    size_t need = cit_session_save(s, NULL, 0);
    char *text = malloc(need + 1);
    if (!text) return;
    cit_session_save(s, text, need + 1);
    cit_session *t = cit_session_new(su, NULL);
    cit_load_error err;
    CHECK(t && cit_session_load(t, text, need, &err) == CIT_OK, "reload failed at line %d: %s", err.line, err.message);
    if (t) CHECK(cit_game_hash(cit_session_game(t)) == cit_game_hash(cit_session_game(s)), "reload changed the hash");
    cit_session_free(t);
    free(text);
}

/* One game; returns its moves. */
static long play(int nplayers, uint64_t seed, int check_save) {
    cit_setup su;
    cit_setup_default(&su, nplayers, seed);
    cit_session *s = cit_session_new(&su, NULL);
    if (!s) {
        CHECK(0, "no session");
        return 0;
    }
    uint64_t rng = seed * 7919u + (uint64_t)nplayers;
    cit_outcome o;
    long moves = 0;
    while (!cit_game_over(cit_session_game(s))) {
        const cit_game *g = cit_session_game(s);
        int before[CIT_MAX_PLAYERS], gained[CIT_MAX_PLAYERS] = {0};
        for (int p = 0; p < nplayers; p++) before[p] = cit_game_score(g, p);
        if ((mix(&rng) & 15) == 0) junk_move(s, &rng);
        cit_move m;
        CHECK(cit_game_random_move(g, mix(&rng), &m) == CIT_OK, "no random move");
        CHECK(cit_session_apply(s, &m, &o) == CIT_OK, "a random legal move was refused");
        g = cit_session_game(s);
        for (int i = 0; i < o.n; i++)
            if (o.ev[i].type == CIT_EV_SCORE) gained[o.ev[i].player] += o.ev[i].points;
        for (int p = 0; p < nplayers; p++)
            CHECK(cit_game_score(g, p) - before[p] == gained[p], "score events do not add up (seed %llu)",
                  (unsigned long long)seed);
        CHECK(o.dropped == 0, "events dropped");
        CHECK(followers_conserved(g, nplayers), "followers not conserved (seed %llu)", (unsigned long long)seed);
        moves++;
    }
    const cit_game *g = cit_session_game(s);
    for (int p = 0; p < nplayers; p++) {
        int sum = 0;
        for (int c = 0; c < CIT_CAT_COUNT; c++) sum += cit_game_score_in(g, p, (cit_score_category)c);
        CHECK(sum == cit_game_score(g, p), "categories do not add up to the score");
    }
    if (check_save) round_trip(s, &su);
    cit_session_free(s);
    return moves;
}

int main(int argc, char **argv) {
    long games = argc > 1 ? strtol(argv[1], NULL, 10) : 100000;
    if (games < 1) games = 1;
    struct timespec t0, t1;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    long moves = 0;
    for (int n = CIT_MIN_PLAYERS; n <= CIT_MAX_PLAYERS; n++)
        for (long i = 0; i < games; i++) moves += play(n, (uint64_t)i * 1000003u + (uint64_t)n, i % 50 == 0);
    clock_gettime(CLOCK_MONOTONIC, &t1);
    double secs = (double)(t1.tv_sec - t0.tv_sec) + (double)(t1.tv_nsec - t0.tv_nsec) * 1e-9;
    printf("soak games: %ld per player count (2-6), %ld games, %ld moves, %.0f s\n", games,
           games * (CIT_MAX_PLAYERS - CIT_MIN_PLAYERS + 1), moves, secs);
    printf("soak: %d passed, %ld failed\n", failures ? 0 : 1, failures);
    return failures ? 1 : 0;
}
