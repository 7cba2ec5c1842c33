/* Whole networked games over loopback in one process: a host and 2-6 clients
   over TCP (IPv6 and IPv4 in turn), every mode, each client choosing its own moves from
   its own view; every client must end with the host's final save and a view equal to
   the host's game as its seat may see it. With --faults, clients crash (their socket cut
   without a word) and rejoin by token (a name is no way back), send garbage, moves for another seat,
   stale moves and floods; with --restart the host is stopped mid-game, restarted from
   its saved tables on another port, and every player rejoins.
     net_loopback [--faults] [--restart] [GAMES]   GAMES per mode and player count */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "client.h"
#include "conn.h"
#include "host.h"
#include "net_modes.h"
#include "failcheck.h"

static int failures;
static long moves_played, crashes, rejoins_token, refusals_seen, restarts;

typedef struct {
    net_client *c;
    char token[NET_TOKEN_LEN + 1], name[CIT_NAME_LEN];
    int sent_at; /* the game's length when this seat last sent a move */
    int down;    /* rounds until a crashed client comes back */
    uint64_t rng;
} player;

static const char *addr_for(int i) { return i % 2 ? "127.0.0.1" : "::1"; }

static void pump(net_hub *h, player *p, int n) {
    net_hub_poll(h, 1);
    for (int i = 0; i < n; i++)
        if (p[i].c) net_client_poll(p[i].c, 0);
}

/* Each seated client whose decision is pending sends one move chosen on its own view. */
static void decide(player *p, int n) {
    for (int i = 0; i < n; i++) {
        if (!p[i].c || net_client_state(p[i].c) != NET_CLIENT_SEATED) continue;
        const net_seatview *v = net_client_view(p[i].c);
        const cit_game *g = v ? net_seatview_game(v) : NULL;
        if (!g || cit_game_over(g) || cit_game_pending(g).player != net_client_seat(p[i].c)) continue;
        if (p[i].sent_at == net_seatview_length(v)) continue;
        cit_move m;
        if (cit_game_playout_move(g, &p[i].rng, &m) != CIT_OK) continue;
        net_client_move(p[i].c, &m);
        p[i].sent_at = net_seatview_length(v);
    }
}

/* A client does something a host must refuse without harm (and without losing it the
   seat: fewer than NET_MAX_ERRORS in a game's life for most). */
static void misbehave(player *pl, int n, uint64_t *rng) {
    player *p = &pl[mix(rng) % (uint64_t)n];
    if (!p->c || net_client_state(p->c) != NET_CLIENT_SEATED) return;
    const net_seatview *v = net_client_view(p->c);
    char line[128];
    switch (mix(rng) % 4) {
    case 0: {
        static const char junk[] = "move 1 \xff\xfe garbage\n";
        net_client_send_raw(p->c, junk, sizeof junk - 1);
        break;
    }
    case 1: {
        static const char junk[] = "place nowhere at all\n";
        net_client_send_raw(p->c, junk, sizeof junk - 1);
        break;
    }
    case 2: /* an old position */
        snprintf(line, sizeof line, "move %d place D 0,1 r0\n", v ? net_seatview_length(v) + 5 : 3);
        net_client_send_raw(p->c, line, strlen(line));
        break;
    default: /* a move for whoever decides, sent by this seat */
        if (v && net_seatview_game(v)) {
            cit_move m;
            uint64_t r = *rng;
            if (cit_game_playout_move(net_seatview_game(v), &r, &m) == CIT_OK &&
                cit_game_pending(net_seatview_game(v)).player != net_client_seat(p->c)) {
                char text[100];
                cit_move_format(net_seatview_game(v), &m, text, sizeof text);
                snprintf(line, sizeof line, "move %d %s\n", net_seatview_length(v), text);
                net_client_send_raw(p->c, line, strlen(line));
            }
        }
    }
    refusals_seen++;
}

static net_client *rejoin(int port, const char *code, player *p, uint64_t *rng) {
    const char *why = NULL;
    net_client *c = net_client_connect(addr_for((int)mix(rng)), port, code, p->name, p->token, NULL, 0, &why);
    rejoins_token++;
    CHECK(c != NULL, "rejoin: %s", why ? why : "?");
    if (c) net_client_set_keepalive(c, 0);
    p->sent_at = -1;
    return c;
}

static void play(const net_test_mode *mode, int n, uint64_t seed, int faults, int restart) {
    cit_setup su;
    if (!net_test_setup_mode(&su, mode, n, seed)) return;
    net_hub_config cfg = {0};
    const char *why = NULL;
    net_hub *h = net_hub_new(&cfg, &why);
    CHECK(h != NULL, "no hub: %s", why ? why : "?");
    if (!h) return;
    uint8_t kinds[CIT_MAX_PLAYERS] = {0};
    net_table *t = net_hub_open(h, &su, kinds, &why);
    CHECK(t != NULL, "no table: %s", why ? why : "?");
    char code[NET_CODE_LEN + 1];
    net_copy(code, sizeof code, net_table_code(t));
    player p[CIT_MAX_PLAYERS];
    memset(p, 0, sizeof p);
    for (int i = 0; i < n; i++) {
        snprintf(p[i].name, sizeof p[i].name, "Hráč %d", i + 1);
        p[i].c = net_client_connect(addr_for(i), net_hub_port(h), code, p[i].name, NULL, NULL, 0, &why);
        CHECK(p[i].c != NULL, "connect: %s", why ? why : "?");
        if (!p[i].c) return;
        net_client_set_keepalive(p[i].c, 0);
        p[i].sent_at = -1;
        p[i].rng = seed * 31 + (uint64_t)i;
    }
    for (int r = 0; r < 2000 && !net_table_started(t); r++) {
        pump(h, p, n);
        int seatedn = 0;
        for (int i = 0; i < n; i++) seatedn += net_client_state(p[i].c) == NET_CLIENT_SEATED;
        if (seatedn == n && r % 50 == 10) net_client_start(p[0].c);
    }
    CHECK(net_table_started(t), "%s %d: the table did not start", mode->name, n);
    for (int i = 0; i < n; i++) net_copy(p[i].token, sizeof p[i].token, net_client_token(p[i].c));
    uint64_t rng = seed ^ 0xabcdef;
    int restarted = 0, stuck = 0, last_len = -1;
    for (long round = 0; round < 400000 && stuck < 3000; round++) {
        pump(h, p, n);
        decide(p, n);
        int len = net_table_game(t) ? cit_session_length(net_table_session(t)) : 0;
        stuck = len == last_len ? stuck + 1 : 0;
        last_len = len;
        int done = net_table_over(t);
        for (int i = 0; i < n && done; i++) {
            size_t fl = 0;
            done = p[i].c && net_client_view(p[i].c) && net_seatview_final(net_client_view(p[i].c), &fl) != NULL;
        }
        if (done) break;
        if (faults) {
            for (int i = 0; i < n; i++) { /* crashed clients come back */
                if (p[i].c || --p[i].down > 0) continue;
                p[i].c = rejoin(net_hub_port(h), code, &p[i], &rng);
            }
            if (mix(&rng) % 400 == 0) { /* a crash: the socket cut, no bye */
                int i = (int)(mix(&rng) % (uint64_t)n);
                if (p[i].c) {
                    net_client_free(p[i].c);
                    p[i].c = NULL;
                    p[i].down = 1 + (int)(mix(&rng) % 50);
                    crashes++;
                }
            }
            if (mix(&rng) % 300 == 0) misbehave(p, n, &rng);
        }
        if (restart && !restarted && len > 20) { /* the host stops and comes back from its save */
            restarted = 1;
            restarts++;
            size_t need = net_table_save(t, NULL, 0);
            char *save = malloc(need + 1);
            net_table_save(t, save, need + 1);
            net_hub_free(h);
            for (int i = 0; i < n; i++) net_client_free(p[i].c), p[i].c = NULL;
            h = net_hub_new(&cfg, &why);
            t = h ? net_hub_restore(h, save, need, &why) : NULL;
            free(save);
            CHECK(t != NULL, "restart: %s", why ? why : "?");
            if (!t) break;
            for (int i = 0; i < n; i++) p[i].c = rejoin(net_hub_port(h), code, &p[i], &rng);
        }
    }
    const cit_game *g = net_table_game(t);
    if (!(g && cit_game_over(g)))
        for (int i = 0; i < n; i++)
            if (p[i].c)
                fprintf(stderr, "  seat %d: state %d why '%s' last error '%s' view length %d pending player %d\n", i,
                        net_client_state(p[i].c), net_client_why(p[i].c), net_client_last_error(p[i].c),
                        net_client_view(p[i].c) ? net_seatview_length(net_client_view(p[i].c)) : -1,
                        g ? cit_game_pending(g).player : -1);
    CHECK(g && cit_game_over(g), "%s %d players seed %llu: the game did not end (%d moves)", mode->name, n,
          (unsigned long long)seed, g ? cit_session_length(net_table_session(t)) : -1);
    if (g && cit_game_over(g)) {
        moves_played += cit_session_length(net_table_session(t));
        size_t need = cit_session_save(net_table_session(t), NULL, 0);
        char *save = malloc(need + 1);
        cit_session_save(net_table_session(t), save, need + 1);
        cit_game *scratch = malloc(cit_game_size());
        for (int i = 0; i < n; i++) {
            if (!p[i].c) continue;
            size_t fl = 0;
            const net_seatview *v = net_client_view(p[i].c);
            const char *final = v ? net_seatview_final(v, &fl) : NULL;
            CHECK(final && fl == need && !memcmp(final, save, need), "%s seat %d: the final save differs",
                  mode->name, i);
            cit_game_copy(scratch, g);
            cit_game_view_canon(scratch, net_client_seat(p[i].c)); /* players sit in the order they came */
            CHECK(v && net_seatview_game(v) && cit_game_hash(net_seatview_game(v)) == cit_game_hash(scratch),
                  "%s seat %d: the view's end differs from the host's", mode->name, i);
            /* the final save replays to the host's game */
            cit_session *s = cit_session_new(&su, NULL);
            CHECK(s && final && cit_session_load(s, final, fl, NULL) == CIT_OK &&
                      cit_game_hash(cit_session_game(s)) == cit_game_hash(g),
                  "%s seat %d: the final save does not replay to the host's end", mode->name, i);
            cit_session_free(s);
        }
        free(scratch);
        free(save);
    }
    for (int i = 0; i < n; i++) net_client_free(p[i].c);
    net_hub_free(h);
}

int main(int argc, char **argv) {
    int faults = 0, restart = 0, games = 1, played = 0;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--faults")) faults = 1;
        else if (!strcmp(argv[i], "--restart")) restart = 1;
        else games = atoi(argv[i]);
    }
    int64_t t0 = net_now_ms();
    for (int g = 0; g < games; g++)
        for (int k = 0; k < NET_TEST_NMODES + NET_VIEW_NMODES; k++) { /* every mode and expansion */
            const net_test_mode *mode = k < NET_TEST_NMODES ? &NET_TEST_MODES[k] : &NET_VIEW_MODES[k - NET_TEST_NMODES];
            for (int n = 2; n <= mode->max_players; n++, played++)
                play(mode, n, (uint64_t)(g * 7919 + k * 101 + n), faults, restart);
        }
    printf("net-loopback: %d games, %ld moves, %ld crashes, %ld rejoins by token, %ld refusable messages, "
           "%ld host restarts, %.1f s\n",
           played, moves_played, crashes, rejoins_token, refusals_seen, restarts,
           (double)(net_now_ms() - t0) / 1000.0);
    printf("net-loopback: %d passed, %d failed\n", failures ? 0 : 1, failures ? 1 : 0);
    return failures != 0;
}
