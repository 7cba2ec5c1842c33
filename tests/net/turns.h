/* Players at correspondence tables for the tests of "your turn" (push_e2e.c, mail_e2e.c):
   tables opened, players leaving and coming back, random moves until something happened,
   a signed-in device's line and its answer. Include after strangers.h and seats.h; define
   TURN_WAIT_MS (how long a notification may take) first. */
#ifndef CIT_TESTS_NET_TURNS_H
#define CIT_TESTS_NET_TURNS_H

static seat *players[4]; /* every seat of both tables: polled while the test waits (keep-alive) */

static void keep_alive(void) {
    for (int k = 0; k < 4; k++)
        if (players[k] && players[k]->c) net_client_poll(players[k]->c, 0);
}

/* Reads until `needle` or an error came, polling the players meanwhile. */
static void answer_or_error(peer *p, const char *needle) {
    for (int64_t t0 = net_now_ms(); waiting_for(t0, WAIT_MS, &failures, needle);) {
        pump(p);
        if (strstr(p->in, needle) || strstr(p->in, "error ") || strstr(p->in, "refuse ") || p->closed) return;
        keep_alive();
        nap_ms(2);
    }
}

/* A device signs in with `key` and sends `line` (a `push ...`); the host's answer line. */
static void signed_in_says(const server *s, const char *key, const char *line, const char *expect, char *answer,
                           size_t cap) {
    peer *p = dial(s, "127.0.0.1");
    char sign[80];
    snprintf(sign, sizeof sign, "\nplayer %s\n", key);
    says(p, HELLO);
    if (key[0]) says(p, sign + 1), answer_or_error(p, sign);
    says(p, line);
    answer_or_error(p, expect);
    const char *at = strstr(p->in, expect);
    if (!at) at = strstr(p->in, "error ");
    snprintf(answer, cap, "%.*s", at ? (int)strcspn(at, "\n") : 0, at ? at : "");
    hang_up(p);
}

static void seat_leave(seat *p) {
    if (!p->c) return;
    net_copy(p->token, sizeof p->token, net_client_token(p->c));
    net_client_leave(p->c);
    net_client_free(p->c);
    p->c = NULL;
}

/* A player leaves while the other stays: the test goes on once the other sees the seat away
   (the server has it away: a move now makes an away player's turn). */
static void leaves(seat *p, int who) {
    seat_leave(&p[who]);
    seat *other = &p[1 - who];
    for (int64_t t0 = net_now_ms(); other->c && net_client_seat_state(other->c, who) == NET_SEAT_HERE &&
                                    waiting_for(t0, WAIT_MS, &failures, "a player's leaving seen");)
        net_client_poll(other->c, 5);
}

static void seat_back(seat *p, int port, const char *code) {
    p->c = net_client_connect("127.0.0.1", port, code, NULL, p->token, NULL, 0, NULL);
    for (int64_t t0 = net_now_ms(); !seated(p, 1, 1) && waiting_for(t0, WAIT_MS, &failures, "a player's return");)
        net_client_poll(p->c, 5);
    p->sent_at = -1;
}

/* The seated players move (random legal moves) until `done` holds. */
static int play_until(seat *p, int n, int (*done)(void), const char *what) {
    for (int64_t t0 = net_now_ms(); waiting_for(t0, TURN_WAIT_MS, &failures, what);) {
        keep_alive();
        nap_ms(1);
        play(p, n);
        if (done()) return 1;
    }
    for (int k = 0; k < n; k++) {
        const net_seatview *v = view_of(&p[k]);
        const cit_game *g = v ? net_seatview_game(v) : NULL;
        fprintf(stderr, "  %s: %s, %d moves, %s's turn, %d sent\n", p[k].name,
                p[k].c ? (net_client_state(p[k].c) == NET_CLIENT_SEATED ? "seated" : net_client_reason(p[k].c)) : "away",
                v ? net_seatview_length(v) : -1, g ? p[cit_game_pending(g).player].name : "?", p[k].moved);
    }
    return 0;
}

/* Two players at a correspondence table of 3 days a move, both seated with the game shown. */
static int open_table(seat *p, int port, char *code, int days, uint64_t seed) {
    size_t len = 0;
    char *setup = net_test_setup_text(seed, 2, &len);
    for (int k = 0; k < 2; k++) p[k].rng = seed * 8 + (uint64_t)k, p[k].sent_at = -1;
    p[0].c = net_client_open_table("127.0.0.1", port, p[0].name, setup, len, days, NULL, NULL);
    free(setup);
    int started = 0;
    for (int64_t t0 = net_now_ms(); !seated(p, 2, 1) && waiting_for(t0, WAIT_MS, &failures, "a table's start");) {
        poll_all(p, 2);
        if (!p[0].c || net_client_state(p[0].c) != NET_CLIENT_SEATED) continue;
        net_copy(code, NET_CODE_LEN + 1, net_client_code(p[0].c));
        if (!p[1].c) p[1].c = net_client_connect("127.0.0.1", port, code, p[1].name, NULL, NULL, 0, NULL);
        if (!started && net_client_seat_state(p[0].c, 1) == NET_SEAT_HERE) net_client_start(p[0].c), started = 1;
    }
    return seated(p, 2, 1);
}

static void wait_keys(seat *p, int n) {
    for (int64_t t0 = net_now_ms(); waiting_for(t0, WAIT_MS, &failures, "the players' keys");) {
        poll_all(p, n);
        int all = 1;
        for (int k = 0; k < n; k++) all = all && p[k].c && net_client_player_key(p[k].c)[0];
        if (all) return;
    }
}

static int run(const char *cmd) {
    int rc = system(cmd);
    EXPECT(rc == 0, "%s", cmd);
    return rc == 0;
}

#endif
