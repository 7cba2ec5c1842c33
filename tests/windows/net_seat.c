/* One seat of a table at a citadela-server, as its own process, so that a Windows build
   (under Wine), a Linux build and a browser can sit at the same table: the creator opens
   it and prints its join code, the others join by the code; the creator starts the game
   once every other seat is taken; the program's seats play random legal moves until the
   game ends, then print the final save's length and hash and the hash of the game it
   holds, which must be the same on every side (scripts/check-windows.sh compares them;
   tests/windows/net-window.sh compares the state with a game window's autosave,
   tests/web/three-systems.sh with a browser's).
     net_seat HOST PORT create SEED      a table of two; prints "code CODE", then
                                         "final N moves, N bytes, HASH, state HASH"
     net_seat HOST PORT create SEED N    the same for a table of N players (2-6)
     net_seat HOST PORT join CODE        prints "seat N" once seated, then the "final" line
     net_seat HOST PORT join CODE MODE   the same, but first checks that the table plays
                                         MODE of tests/net/net_modes.h (e.g. bigbox: every
                                         option the same) and stops with an error if not
     net_seat tls                        prints "tls yes" or "tls no": whether this build
                                         speaks TLS
   With NET_SEAT_TLS_CA=FILE in the environment it speaks TLS, required and checked against
   the authorities of FILE (PEM) and the name NET_SEAT_TLS_NAME (else HOST): a seat of a
   server with --tls-cert, as a player's game joining by its https:// link.
   Bounded: it gives up after 300 s (a window played by keys may take 2 minutes). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "client.h"
#include "conn.h"
#include "net_modes.h"
#include "seat_final.h"
#include "sock.h"
#include "table_mode.h"
#include "tls.h"

#define GIVE_UP_MS 300000

/* A joiner's name at the table: a table may seat one of each build (names are unique). */
#ifdef _WIN32
#define JOINER_NAME "Windows"
#else
#define JOINER_NAME "Linux friend"
#endif

/* A table's set-up is mode `name`'s (NET_TEST_MODES or NET_VIEW_MODES): the same rules mode
   and every option the same. Writes what differs into why (a joiner must not play a
   table other than the one it was told to expect). */
static int setup_is_mode(const cit_setup *got, const char *name, char *why, size_t cap) {
    const net_test_mode *m = table_mode_named(name);
    cit_setup want;
    if (!m || !net_test_setup_mode(&want, m, got->nplayers, 1)) return snprintf(why, cap, "no mode %s", name), 0;
    if (want.mode != got->mode) return snprintf(why, cap, "rules mode %d, not %s's", got->mode, name), 0;
    for (int id = 0; id < cit_option_count(); id++) {
        const cit_option_def *d = cit_option_def_at(id);
        if (d && cit_option_get(&want.opt, id) != cit_option_get(&got->opt, id))
            return snprintf(why, cap, "option %s is %d, %s has %d", d->name, cit_option_get(&got->opt, id), name,
                            cit_option_get(&want.opt, id)),
                   0;
    }
    return 1;
}

/* Whether every seat but the creator's (0) is taken. */
static int all_here(const net_client *c, int players) {
    for (int i = 1; i < players; i++)
        if (net_client_seat_state(c, i) != NET_SEAT_HERE) return 0;
    return 1;
}

int main(int argc, char **argv) {
    if (argc == 2 && !strcmp(argv[1], "tls")) return printf("tls %s\n", net_tls_available() ? "yes" : "no"), 0;
    if (argc < 5 || argc > 6 || (strcmp(argv[3], "create") && strcmp(argv[3], "join")))
        return fprintf(stderr, "usage: net_seat HOST PORT create SEED [PLAYERS] | join CODE [MODE]\n"), 2;
    if (plat_sock_init() != 0) return 1;
    int creator = !strcmp(argv[3], "create"), port = atoi(argv[2]);
    int players = creator && argc == 6 ? atoi(argv[5]) : 2;
    if (players < 2 || players > CIT_MAX_PLAYERS) return fprintf(stderr, "net_seat: a table of 2 to 6 players\n"), 2;
    uint64_t rng = creator ? strtoull(argv[4], NULL, 10) : 977;
    size_t len = 0;
    char *setup = creator ? net_test_setup_text(rng, players, &len) : NULL;
    const char *why = NULL;
    net_client_tls tls = {NET_CLIENT_TLS_REQUIRE, getenv("NET_SEAT_TLS_CA"), getenv("NET_SEAT_TLS_NAME"), NULL};
    net_client *c = net_client_connect_tls(argv[1], port, creator ? NULL : argv[4], creator ? "Linux" : JOINER_NAME, NULL,
                                           setup, len, tls.ca_file ? &tls : NULL, &why);
    free(setup);
    if (!c) return fprintf(stderr, "net_seat: %s\n", why ? why : "cannot connect"), 1;

    int said = 0, started = 0, sent_at = -1, moves = 0;
    int64_t until = net_now_ms() + GIVE_UP_MS;
    const char *final = NULL, *expect = !creator && argc == 6 ? argv[5] : NULL;
    char differs[160] = "";
    while (!final && net_now_ms() < until && net_client_poll(c, 20) != NET_CLIENT_CLOSED) {
        if (net_client_state(c) != NET_CLIENT_SEATED) continue;
        /* A joiner says its seat, so that a script can seat the next one in a known order. */
        if (!said) {
            if (tls.ca_file && !net_client_secure(c)) return fprintf(stderr, "net_seat: seated without TLS\n"), 1;
            if (creator) printf("code %s\n", net_client_code(c));
            else printf("seat %d\n", net_client_seat(c));
            fflush(stdout), said = 1;
        }
        if (creator && !started && all_here(c, players)) net_client_start(c), started = 1;
        const net_seatview *v = net_client_view(c);
        const cit_game *g = v ? net_seatview_game(v) : NULL;
        if (v) final = net_seatview_final(v, &len), moves = net_seatview_length(v);
        if (g && expect && !setup_is_mode(cit_game_setup(g), expect, differs, sizeof differs)) break;
        if (!g || final || cit_game_over(g) || cit_game_pending(g).player != net_client_seat(c) ||
            sent_at == net_seatview_length(v))
            continue;
        cit_move m;
        if (cit_game_playout_move(g, &rng, &m) == CIT_OK) net_client_move(c, &m), sent_at = net_seatview_length(v);
    }
    if (differs[0]) fprintf(stderr, "net_seat: not the table expected: %s\n", differs), final = NULL;
    else if (final) seat_final_print(stdout, final, len, moves);
    else fprintf(stderr, "net_seat: no final save (%s)\n", net_client_why(c));
    net_client_leave(c);
    net_client_poll(c, 50);
    net_client_free(c);
    return final ? 0 : 1;
}
