/* Property test of the engine's network views: in every mode and expansion with 2-6 seats,
   each seat's own copy, fed only its view on joining and the reveals and moves the host
   would send it, equals the host's game as that seat may see it after every step, and
   no reveal names a tile the seat may not know.
     net_views [GAMES]   GAMES games per mode and player count (default 4) */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine.h"
#include "net_modes.h"
#include "failcheck.h"

static int failures;
static long steps, reveals_sent, rejoins, retried, worst_tries;

static cit_game *new_game(void) { return malloc(cit_game_size()); }

/* The host's game as `seat` may see it. */
static uint64_t seen_hash(const cit_game *g, int seat, cit_game *scratch) {
    cit_game_copy(scratch, g);
    cit_game_view_canon(scratch, seat);
    return cit_game_hash(scratch);
}

/* The pending decisions agree (the `limit` of another seat's decision may count what
   its hidden hand holds, so it is compared only for the seat's own decisions). */
static int same_pending(const cit_game *a, const cit_game *b, int seat) {
    cit_pending p = cit_game_pending(a), q = cit_game_pending(b);
    if (p.player != seat) p.limit = q.limit = 0;
    return !memcmp(&p, &q, sizeof p);
}

/* What `seat` has not seen, per tile type: everything out of sight less its own hand. */
static void unseen(const cit_game *g, int seat, int *counts) {
    cit_tile_id hand[64];
    cit_game_remaining_counts(g, counts);
    int n = cit_game_hand(g, seat, hand, 64);
    for (int i = 0; i < n && i < 64; i++) counts[hand[i]]--;
}

/* A seat joining now: a game made from its view order and the moves so far. */
static cit_game *join_view(const cit_setup *su, const cit_game *g, int seat, const cit_move *moves, int nmoves) {
    cit_tile_id order[CIT_MAX_STACK];
    int n = cit_game_view_order(g, seat, order, CIT_MAX_STACK);
    cit_setup s = *su;
    s.seed = 0; /* the seed would give the order away */
    cit_game *v = cit_game_new(&s, order, n, NULL);
    if (!v) return NULL;
    for (int i = 0; i < nmoves; i++)
        if (cit_game_apply(v, &moves[i], NULL) != CIT_OK) {
            cit_game_free(v);
            return NULL;
        }
    cit_game_view_canon(v, seat);
    return v;
}

/* One seat takes one move as a client would: arrange, apply, canonicalise; a deal that
   leads elsewhere than the host's hash is tried again with other placeholders. */
static int client_step(cit_game *v, int seat, const cit_reveal *r, int nr, const char *text, uint64_t want,
                       cit_game *work) {
    cit_move m;
    if (cit_move_parse(v, text, strlen(text), &m) != CIT_OK) return 0;
    for (uint64_t seed = 0; seed < 4096; seed++) {
        cit_game_copy(work, v);
        if (cit_game_view_arrange(work, seat, r, nr, seed) != CIT_OK) {
            if (getenv("NET_DEBUG")) fprintf(stderr, "arrange refused\n");
            return 0;
        }
        cit_status st = cit_game_apply(work, &m, NULL);
        if (st != CIT_OK) {
            if (getenv("NET_DEBUG") && !seed) fprintf(stderr, "apply: %s\n", cit_status_str(st));
            continue;
        }
        cit_game_view_canon(work, seat);
        if (cit_game_hash(work) != want) continue;
        if (seed) retried++;
        if ((long)seed > worst_tries) worst_tries = (long)seed;
        cit_game_copy(v, work);
        return 1;
    }
    return 0;
}

static void play(const net_test_mode *mode, int n, uint64_t seed) {
    cit_setup su;
    if (!net_test_setup_mode(&su, mode, n, seed)) {
        CHECK(0, "set-up of %s refused", mode->name);
        return;
    }
    cit_game *g = cit_game_new(&su, NULL, 0, NULL), *before = new_game(), *scratch = new_game(), *work = new_game();
    cit_game *view[CIT_MAX_PLAYERS] = {0};
    cit_move *moves = malloc(sizeof(cit_move) * 2048);
    int nmoves = 0, ntypes = 0;
    CHECK(g != NULL, "%s %d players seed %llu: no game", mode->name, n, (unsigned long long)seed);
    if (!g) goto out;
    ntypes = cit_game_tileset(g)->ntiles;
    for (int s = 0; s < n; s++) {
        view[s] = join_view(&su, g, s, NULL, 0);
        CHECK(view[s] && cit_game_hash(view[s]) == seen_hash(g, s, scratch), "%s seat %d: the join view differs",
              mode->name, s);
        if (!view[s]) goto out;
    }
    uint64_t rng = seed * 7919 + 1;
    int failed_before = failures;
    while (!cit_game_over(g) && nmoves < 2048 && failures == failed_before) {
        cit_move m;
        if (cit_game_playout_move(g, &rng, &m) != CIT_OK) break;
        char text[128];
        CHECK(cit_move_format(g, &m, text, sizeof text) == CIT_OK, "format");
        cit_game_copy(before, g);
        if (cit_game_apply(g, &m, NULL) != CIT_OK) {
            CHECK(0, "the host refused its own move %s", text);
            break;
        }
        moves[nmoves++] = m;
        steps++;
        for (int s = 0; s < n; s++) {
            cit_reveal r[64];
            int nr = cit_game_view_reveals(before, g, s, r, 64);
            CHECK(nr >= 0 && nr <= 64, "reveals %d", nr);
            reveals_sent += nr;
            /* never a tile the seat does not come to see with this move */
            int was[CIT_MAX_TILE_TYPES], now[CIT_MAX_TILE_TYPES], named[CIT_MAX_TILE_TYPES] = {0};
            unseen(before, s, was);
            unseen(g, s, now);
            for (int i = 0; i < nr; i++) named[r[i].tile]++;
            for (int t = 0; t < ntypes; t++)
                CHECK(named[t] <= (was[t] > now[t] ? was[t] - now[t] : 0),
                      "%s seat %d move %d (%s): tile %d named %d times, %d seen", mode->name, s, nmoves,
                      text, t, named[t], was[t] - now[t]);
            uint64_t want = seen_hash(g, s, scratch);
            CHECK(client_step(view[s], s, r, nr, text, want, work), "%s %d players seed %llu seat %d move %d (%s): the view cannot follow",
                  mode->name, n, (unsigned long long)seed, s, nmoves, text);
            CHECK(same_pending(view[s], g, s), "%s seat %d move %d: pending differs", mode->name, s, nmoves);
            for (int p = 0; p < n; p++)
                CHECK(cit_game_score(view[s], p) == cit_game_score(g, p) &&
                          cit_game_supply(view[s], p) == cit_game_supply(g, p) &&
                          cit_game_hand(view[s], p, NULL, 0) == cit_game_hand(g, p, NULL, 0),
                      "scores, supplies or hand sizes differ");
        }
        if (nmoves % 37 == 0) { /* a seat rejoins: its view from the order and the moves */
            int s = (int)(nmoves / 37 % (unsigned)n);
            cit_game *v = join_view(&su, g, s, moves, nmoves);
            CHECK(v && cit_game_hash(v) == seen_hash(g, s, scratch), "%s %d players seed %llu seat %d: rejoin at move %d differs",
                  mode->name, n, (unsigned long long)seed, s, nmoves);
            rejoins++;
            cit_game_free(v);
        }
    }
    CHECK(cit_game_over(g), "%s: the game did not end", mode->name);
out:
    for (int s = 0; s < n; s++) cit_game_free(view[s]);
    cit_game_free(g);
    free(before), free(scratch), free(work), free(moves);
}

int main(int argc, char **argv) {
    int games = argc > 1 ? atoi(argv[1]) : 4;
    int played = 0;
    for (int k = 0; k < NET_TEST_NMODES + NET_VIEW_NMODES; k++) {
        const net_test_mode *mode = k < NET_TEST_NMODES ? &NET_TEST_MODES[k] : &NET_VIEW_MODES[k - NET_TEST_NMODES];
        for (int n = 2; n <= mode->max_players; n++)
            for (int i = 0; i < games; i++, played++) play(mode, n, (uint64_t)(1000 * k + 100 * n + i + 1));
    }
    printf("net-views: %d games, %ld moves, %ld reveals, %ld rejoins, %ld steps needed another deal (at most %ld tries)\n",
           played, steps, reveals_sent, rejoins, retried, worst_tries);
    printf("net-views: %d passed, %d failed\n", failures ? 0 : 1, failures ? 1 : 0);
    return failures != 0;
}
