/*
 * Hands and observers with a real module (tests/modules/hands, registered by this
 * folder's registry.c in place of engine/registry.c): every player holds two tiles
 * and plays the older one. Checks that the hands are dealt, played in order and never
 * discarded, counted as unseen, replayed by saves; and, the AI's promise, that the
 * re-deal and the AI's choice for a seed are the same whatever the other players hold.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai.h"
#include "review.h"
#include "rules.h"
#include "mod_hands.h"
#include "modules/count/count.h"
#include "../../other_hands.h"

static int passed, failed;

static void check(int ok, const char *what, uint64_t seed) {
    if (ok) {
        passed++;
        return;
    }
    failed++;
    if (failed < 20) printf("FAIL %s (seed %llu)\n", what, (unsigned long long)seed);
}

static int hand_of(const cit_game *g, int p, cit_tile_id *out) { return cit_game_hand(g, p, out, CIT_MAX_STACK); }


/* The observer's view is all that the re-deal and the AI's choice depend on. */
static void same_for_the_observer(const cit_game *g, cit_ai **ais, int nais, uint64_t seed) {
    int me = cit_game_pending(g).player, differ;
    cit_game *h = other_hands(g, me, &differ);
    if (!differ) {
        cit_game_free(h);
        return;
    }
    cit_game *a = cit_game_clone(g), *b = cit_game_clone(h);
    for (uint64_t s = 1; s <= 3; s++) {
        cit_game_copy(a, g);
        cit_game_copy(b, h);
        cit_game_shuffle_unseen(a, me, s);
        cit_game_shuffle_unseen(b, me, s);
        check(cit_game_hash(a) == cit_game_hash(b), "the re-deal depends only on what the observer sees", seed);
    }
    for (int k = 0; k < nais; k++) {
        cit_move ma, mb;
        check(cit_ai_choose(ais[k], g, &ma) == CIT_OK && cit_ai_choose(ais[k], h, &mb) == CIT_OK &&
                  !memcmp(&ma, &mb, sizeof ma),
              "the AI's choice is the same whatever the other players hold", seed);
    }
    cit_game_free(a);
    cit_game_free(b);
    cit_game_free(h);
}

static void one_game(uint64_t seed, int nplayers, int count, cit_ai **ais, int nais) {
    cit_setup su;
    cit_setup_default(&su, nplayers, seed);
    su.opt.v[CIT_OPT_COUNT] = (uint8_t)count;
    cit_session *s = cit_session_new(&su, NULL);
    if (!s) {
        check(0, "session", seed);
        return;
    }
    const cit_game *g = cit_session_game(s);
    check((cit_game_modules(g) >> HANDS_MODULE_ID) & 1, "the hands module runs", seed);
    cit_tile_id hand[CIT_MAX_STACK];
    for (int p = 0; p < nplayers; p++) check(hand_of(g, p, hand) == HANDS_SIZE, "two tiles dealt", seed);
    int from_hand = 0, probes = 0;
    for (int i = 0; !cit_game_over(g) && i < 1000; i++) {
        cit_pending pd = cit_game_pending(g);
        /* what is unseen: the stack and every hand */
        int counts[CIT_MAX_TILE_TYPES], sum = 0, held = 0;
        cit_game_remaining_counts(g, counts);
        for (int t = 0; t < cit_game_tileset(g)->ntiles; t++) sum += counts[t];
        for (int p = 0; p < nplayers; p++) held += hand_of(g, p, hand);
        check(sum == cit_game_stack_left(g) + held, "unseen = stack + hands", seed);
        if (pd.decision == CIT_DECIDE_PLACE_TILE && nais && i % 9 == 4 && probes < 4) {
            same_for_the_observer(g, ais, nais, seed);
            probes++;
        }
        /* the next player's older tile, if it fits after this move, is what they place */
        int next = (pd.active + 1) % nplayers;
        cit_tile_id before[CIT_MAX_STACK];
        int nb = hand_of(g, next, before);
        cit_move m;
        if (cit_game_random_move(g, seed * 7919 + (uint64_t)i, &m) != CIT_OK) break;
        if (cit_session_apply(s, &m, NULL) != CIT_OK) {
            check(0, "a random move applies", seed);
            break;
        }
        cit_pending after = cit_game_pending(g);
        if (pd.decision == CIT_DECIDE_PLACE_TILE && after.decision == CIT_DECIDE_PLACE_TILE &&
            after.active == next && nb > 0) {
            cit_tile_id now[CIT_MAX_STACK];
            int nn = hand_of(g, next, now);
            if (after.tile == before[0] && (nn == nb || cit_game_stack_left(g) == 0 || nn == nb - 1)) {
                from_hand++;
                check(nb < 2 || now[0] == before[1], "the younger tile moves up", seed);
            } else {
                check(nn == nb && !memcmp(now, before, sizeof now[0] * (size_t)nn), "a tile that did not fit stays in hand", seed);
            }
        }
    }
    check(cit_game_over(g), "the game ends", seed);
    check(from_hand > 10, "tiles are played from hands", seed);

    /* saved and loaded, the game replays to the same state, hands included */
    size_t need = cit_session_save(s, NULL, 0);
    char *buf = malloc(need + 1);
    cit_session_save(s, buf, need + 1);
    cit_session *t = cit_session_new(&su, NULL);
    check(t && cit_session_load(t, buf, need, NULL) == CIT_OK, "the save loads", seed);
    if (t) check(cit_game_hash(cit_session_game(t)) == cit_game_hash(g), "same hash after load", seed);
    free(buf);
    cit_session_free(t);
    cit_session_free(s);
}

/* AIs play whole games with hands: every answer legal. */
static void ai_game(uint64_t seed, int nplayers, cit_ai **ais, int nais) {
    cit_setup su;
    cit_setup_default(&su, nplayers, seed);
    cit_game *g = cit_game_new(&su, NULL, 0, NULL);
    int bad = 0;
    for (int i = 0; g && !cit_game_over(g) && i < 1000; i++) {
        cit_move m;
        cit_ai *ai = ais[cit_game_pending(g).player % nais];
        if (cit_ai_choose(ai, g, &m) != CIT_OK || cit_game_apply(g, &m, NULL) != CIT_OK) {
            bad++;
            break;
        }
    }
    check(g && cit_game_over(g) && !bad, "AIs play a game with hands to the end", seed);
    cit_game_free(g);
}

/* A review of a game with hands: each "after" needs a search of its own from the
   mover's view (the next player sees another hand); the same numbers twice. */
static void review_game(uint64_t seed, cit_ai *ai) {
    enum { N = 10 };
    cit_setup su;
    cit_setup_default(&su, 2, seed);
    cit_session *s = cit_session_new(&su, NULL);
    for (int i = 0; s && i < N; i++) {
        cit_move m;
        if (cit_ai_choose(ai, cit_session_game(s), &m) != CIT_OK) break;
        cit_session_apply(s, &m, NULL);
    }
    cit_review *r1 = cit_review_new(100, 3), *r2 = cit_review_new(100, 3);
    cit_review_step a[N], b[N];
    memset(a, 0, sizeof a);
    memset(b, 0, sizeof b);
    check(cit_session_length(s) == N && cit_review_session(r1, s, a) == N && cit_review_session(r2, s, b) == N,
          "a game with hands reviewed", seed);
    check(!memcmp(a, b, sizeof a), "the same review twice", seed);
    int ok = 1;
    for (int i = 0; i < N; i++)
        ok &= a[i].player == i % 2 && a[i].before.win >= 0 && a[i].before.win <= 1 && a[i].after.win >= 0 &&
              a[i].after.win <= 1;
    check(ok, "review steps", seed);
    cit_review_free(r1);
    cit_review_free(r2);
    cit_session_free(s);
}

int main(void) {
    cit_ai_config cfg;
    cit_ai *ais[4];
    cit_ai_config_default(&cfg, CIT_AI_EASY);
    cfg.iterations = 120;
    ais[0] = cit_ai_new_config(&cfg, 11);
    cit_ai_config_default(&cfg, CIT_AI_MEDIUM);
    cfg.iterations = 200;
    ais[1] = cit_ai_new_config(&cfg, 12);
    cfg.threads = 2;
    cfg.iterations = 100;
    ais[2] = cit_ai_new_config(&cfg, 13);
    ais[3] = cit_ai_new(CIT_AI_GREEDY, 14);
    for (uint64_t seed = 1; seed <= 12; seed++) one_game(seed, 2 + (int)(seed % 4), seed % 3 == 0, ais, seed <= 6 ? 4 : 0);
    for (uint64_t seed = 20; seed < 22; seed++) ai_game(seed, 2 + (int)(seed % 2), ais, 4);
    review_game(30, ais[1]);
    for (int k = 0; k < 4; k++) cit_ai_free(ais[k]);
    printf("hands: %d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}
