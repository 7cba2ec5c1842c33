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

/* The chances the host's last move drew, as reveals (written up to 64 - at); how many. */
static int chances_of(const cit_reveal *r, int nr, cit_reveal *out) {
    int k = 0;
    for (int i = 0; i < nr; i++)
        if (r[i].kind == CIT_REVEAL_CHANCE) out[k++] = r[i];
    return k;
}

/* A seat joining now: a game made from its view order and the moves so far, each taking
   the chances the host drew for it (as the view save's `drawn` lines give them). */
static cit_game *join_view(const cit_setup *su, const cit_game *g, int seat, const cit_move *moves,
                           const cit_reveal (*drawn)[CIT_CHANCE_MAX], const int *ndrawn, int nmoves) {
    cit_tile_id order[CIT_MAX_STACK];
    int n = cit_game_view_order(g, seat, order, CIT_MAX_STACK);
    cit_setup s = *su;
    s.seed = 0; /* the seed would give the order away */
    cit_game *v = cit_game_new(&s, order, n, NULL);
    if (!v) return NULL;
    for (int i = 0; i < nmoves; i++)
        if (cit_game_view_arrange(v, seat, drawn[i], ndrawn[i], 0) != CIT_OK ||
            cit_game_apply(v, &moves[i], NULL) != CIT_OK) {
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

static long chances_told;

static void play(const net_test_mode *mode, int n, uint64_t seed) {
    cit_setup su;
    if (!net_test_setup_mode(&su, mode, n, seed)) {
        CHECK(0, "set-up of %s refused", mode->name);
        return;
    }
    cit_game *g = cit_game_new(&su, NULL, 0, NULL), *before = new_game(), *scratch = new_game(), *work = new_game();
    cit_game *view[CIT_MAX_PLAYERS] = {0};
    cit_move *moves = malloc(sizeof(cit_move) * 2048);
    cit_reveal (*drawn)[CIT_CHANCE_MAX] = malloc(sizeof *drawn * 2048);
    int *ndrawn = malloc(sizeof *ndrawn * 2048);
    int nmoves = 0, ntypes = 0;
    CHECK(g != NULL, "%s %d players seed %llu: no game", mode->name, n, (unsigned long long)seed);
    if (!g) goto out;
    ntypes = cit_game_tileset(g)->ntiles;
    for (int s = 0; s < n; s++) {
        view[s] = join_view(&su, g, s, NULL, NULL, NULL, 0);
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
        moves[nmoves] = m;
        ndrawn[nmoves] = 0;
        nmoves++;
        steps++;
        for (int s = 0; s < n; s++) {
            cit_reveal r[64];
            int nr = cit_game_view_reveals(before, g, s, r, 64);
            CHECK(nr >= 0 && nr <= 64, "reveals %d", nr);
            reveals_sent += nr;
            if (s == 0) {
                ndrawn[nmoves - 1] = chances_of(r, nr < 64 ? nr : 64, drawn[nmoves - 1]);
                chances_told += ndrawn[nmoves - 1];
            }
            /* never a tile the seat does not come to see with this move */
            int was[CIT_MAX_TILE_TYPES], now[CIT_MAX_TILE_TYPES], named[CIT_MAX_TILE_TYPES] = {0};
            unseen(before, s, was);
            unseen(g, s, now);
            for (int i = 0; i < nr; i++)
                if (r[i].kind != CIT_REVEAL_CHANCE) named[r[i].tile]++;
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
            cit_game *v = join_view(&su, g, s, moves, (const cit_reveal (*)[CIT_CHANCE_MAX])drawn, ndrawn, nmoves);
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
    free(before), free(scratch), free(work), free(moves), free(drawn), free(ndrawn);
}

/* The save of a session, malloc'd. */
static char *save_of(const cit_session *s, size_t *len) {
    *len = cit_session_save(s, NULL, 0);
    char *t = malloc(*len + 1);
    if (t) cit_session_save(s, t, *len + 1);
    return t;
}

/* A window's session of a seat (seed 0, the view's order: gui/app/net_seam.c) follows the
   host's shepherd only with the host's draws given (cit_session_give_draws); its save keeps
   them as `drawn` lines, and reloads and undoes to the host's positions; a `drawn` line
   out of place is refused. */
static void session_takes_the_hosts_chances(void) {
    cit_setup su;
    int hills = 0;
    while (hills < NET_VIEW_NMODES - 1 && strcmp(NET_VIEW_MODES[hills].name, "hills")) hills++;
    if (!net_test_setup_mode(&su, &NET_VIEW_MODES[hills], 2, 12201)) {
        CHECK(0, "session: no hills game");
        return;
    }
    cit_session *host = cit_session_new(&su, NULL);
    cit_setup su0 = su;
    su0.seed = 0;
    cit_tile_id order[CIT_MAX_STACK];
    int norder = cit_game_tile_order(cit_session_game(host), order, CIT_MAX_STACK);
    cit_session *copy = cit_session_new(&su0, NULL), *blind = cit_session_new(&su0, NULL);
    size_t len;
    char *text = save_of(copy, &len), *full = malloc(len + 4096);
    char *tiles = strstr(text, "tiles"), *p = full + (tiles - text);
    memcpy(full, text, (size_t)(tiles - text));
    for (int i = 0; i < norder; i++) p += sprintf(p, i ? " %s" : "tiles %s", cit_tileset_builtin()->tiles[order[i]].id);
    strcpy(p, "\nend\n");
    CHECK(cit_session_load(copy, full, strlen(full), NULL) == CIT_OK && cit_session_load(blind, full, strlen(full), NULL) == CIT_OK,
          "a seed-0 session of the host's order");
    free(text);
    free(full);
    uint64_t rng = 12201;
    int draws = 0, differed = 0;
    while (!cit_game_over(cit_session_game(host))) {
        cit_move m;
        uint8_t d[CIT_CHANCE_MAX];
        if (cit_game_playout_move(cit_session_game(host), &rng, &m) != CIT_OK || cit_session_apply(host, &m, NULL) != CIT_OK)
            break;
        int n = cit_session_drawn(host, cit_session_length(host) - 1, d, CIT_CHANCE_MAX);
        draws += n;
        CHECK(cit_session_give_draws(copy, d, n) == CIT_OK && cit_session_apply(copy, &m, NULL) == CIT_OK &&
                  cit_game_hash(cit_session_game(copy)) == cit_game_hash(cit_session_game(host)),
              "session: the copy does not follow the host at move %d", cit_session_length(host));
        if (!differed) /* without them: its own generator's draws */
            differed = cit_session_apply(blind, &m, NULL) != CIT_OK ||
                       cit_game_hash(cit_session_game(blind)) != cit_game_hash(cit_session_game(host));
    }
    CHECK(draws > 0 && differed, "session: %d draws; seed 0's own draws are not the host's", draws);
    text = save_of(host, &len);
    CHECK(text && !strstr(text, "\ndrawn "), "session: the host's save has no drawn lines");
    free(text);
    text = save_of(copy, &len);
    CHECK(text && strstr(text, "\ndrawn "), "session: the copy's save has its drawn lines");
    cit_session *back = cit_session_new(&su0, NULL);
    CHECK(cit_session_load(back, text, len, NULL) == CIT_OK &&
              cit_game_hash(cit_session_game(back)) == cit_game_hash(cit_session_game(host)),
          "session: the copy's save reloads to the host's end");
    int half = cit_session_length(host) / 2;
    CHECK(cit_session_undo_to(back, half) == CIT_OK && cit_session_undo_to(host, half) == CIT_OK &&
              cit_game_hash(cit_session_game(back)) == cit_game_hash(cit_session_game(host)),
          "session: undone to move %d, the copy is not the host", half);
    static const char *const bad[] = {"drawn 3\nend\n", "drawn\n", "drawn 256\n", "drawn 1 2 3 4 5 6 7 8 9\n",
                                      "drawn 1\ndrawn 2\n"};
    char *end = text ? strstr(text, "\nend\n") : NULL;
    for (size_t k = 0; end && k < sizeof bad / sizeof bad[0]; k++) {
        size_t head = (size_t)(end - text) + 1;
        char *t = malloc(head + 64);
        memcpy(t, text, head);
        strcpy(t + head, bad[k]);
        if (!strstr(bad[k], "end")) strcat(t, "end\n");
        CHECK(cit_session_load(back, t, strlen(t), NULL) != CIT_OK, "session: '%s' at the end loads", bad[k]);
        free(t);
    }
    free(text);
    cit_session_free(host);
    cit_session_free(copy);
    cit_session_free(blind);
    cit_session_free(back);
}

int main(int argc, char **argv) {
    int games = argc > 1 ? atoi(argv[1]) : 4;
    int played = 0;
    session_takes_the_hosts_chances();
    /* seed 12201, 2 players: at move 11 a shepherd grows its flock from the bag, a draw
       only the host's generator makes (with and without Halflings) */
    for (int k = 0; k < NET_VIEW_NMODES; k++)
        if (!strncmp(NET_VIEW_MODES[k].name, "hills", 5)) play(&NET_VIEW_MODES[k], 2, 12201), played++;
    for (int k = 0; k < NET_TEST_NMODES + NET_VIEW_NMODES; k++) {
        const net_test_mode *mode = k < NET_TEST_NMODES ? &NET_TEST_MODES[k] : &NET_VIEW_MODES[k - NET_TEST_NMODES];
        for (int n = 2; n <= mode->max_players; n++)
            for (int i = 0; i < games; i++, played++) play(mode, n, (uint64_t)(1000 * k + 100 * n + i + 1));
    }
    printf("net-views: %d games, %ld moves, %ld reveals (%ld chances), %ld rejoins, %ld steps needed another deal "
           "(at most %ld tries)\n",
           played, steps, reveals_sent, chances_told, rejoins, retried, worst_tries);
    if (failures) printf("net-views: %d checks failed\n", failures);
    printf("net-views: %d passed, %d failed\n", failures ? 0 : 1, failures ? 1 : 0);
    return failures != 0;
}
