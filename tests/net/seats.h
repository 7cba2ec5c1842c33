/* Players at one server table for the network tests that play a whole game over the real
   binary (net_store_restart, net_correspondence): each seat's client, token and name; the
   moves answered so far as the players saw them; a random legal move from whoever is to
   move; the players coming back by their tokens; the final save checked against the answered
   moves replayed. Static, for one program each; the program defines MOVES_MAX and WAIT_MS
   and has failures, checks (failcheck.h) and deadline.h before it. */
#ifndef CIT_TESTS_NET_SEATS_H
#define CIT_TESTS_NET_SEATS_H

#include "client.h"

typedef struct {
    net_client *c;
    char token[NET_TOKEN_LEN + 1], name[CIT_NAME_LEN];
    uint64_t rng;
    int sent_at, moved; /* the game's length when it last sent a move; its moves sent */
} seat;

/* The moves answered so far, as the players saw them (text), in order. */
static char answered[MOVES_MAX][64];
static int nanswered;

static inline const net_seatview *view_of(const seat *s) { return s->c ? net_client_view(s->c) : NULL; }

static inline void note_moves(seat *p, int n) {
    for (int k = 0; k < n; k++) {
        const net_seatview *v = view_of(&p[k]);
        if (!v || !net_seatview_game(v)) continue;
        for (int i = nanswered; i < net_seatview_length(v) && i < MOVES_MAX; i++, nanswered++)
            cit_move_format(net_seatview_game(v), net_seatview_move_at(v, i), answered[i], sizeof answered[i]);
    }
}

/* Each seated player whose turn it is sends a random legal move (once per position). */
static inline void play(seat *p, int n) {
    for (int k = 0; k < n; k++) {
        if (!p[k].c) continue;
        net_client_poll(p[k].c, 0);
        const net_seatview *v = view_of(&p[k]);
        const cit_game *g = v ? net_seatview_game(v) : NULL;
        if (!g || net_client_state(p[k].c) != NET_CLIENT_SEATED || cit_game_over(g)) continue;
        if (cit_game_pending(g).player != net_client_seat(p[k].c) || p[k].sent_at == net_seatview_length(v)) continue;
        cit_move m;
        if (cit_game_playout_move(g, &p[k].rng, &m) != CIT_OK) continue;
        net_client_move(p[k].c, &m);
        p[k].sent_at = net_seatview_length(v);
        p[k].moved++;
    }
    note_moves(p, n);
}

/* Every seat welcomed, and with game 1 shown the game. */
static inline int seated(const seat *p, int n, int game) {
    for (int k = 0; k < n; k++) {
        if (!p[k].c || net_client_state(p[k].c) != NET_CLIENT_SEATED) return 0;
        if (game && !(view_of(&p[k]) && net_seatview_game(view_of(&p[k])))) return 0;
    }
    return 1;
}

static inline void poll_all(seat *p, int n) {
    for (int k = 0; k < n; k++)
        if (p[k].c) net_client_poll(p[k].c, 2);
}

/* Every player connects again with its token (a new device, or after the server's restart)
   and must find the answered moves, the same ones. `in_flight`: moves the server may have
   committed without its answer reaching anyone (a kill -9 just after a move was sent). */
static inline void come_back(seat *p, int n, int port, const char *code, const char *when, int in_flight) {
    for (int k = 0; k < n; k++) {
        net_client_free(p[k].c);
        p[k].c = net_client_connect("127.0.0.1", port, code, p[k].name, p[k].token, NULL, 0, NULL);
        p[k].sent_at = -1;
    }
    for (int64_t t0 = net_now_ms(); !seated(p, n, 1) && waiting_for(t0, WAIT_MS, &failures, "the players' rejoin");)
        poll_all(p, n);
    for (int k = 0; k < n; k++) {
        const net_seatview *v = view_of(&p[k]);
        int len = v && net_seatview_game(v) ? net_seatview_length(v) : -1;
        int same = len >= nanswered && len <= nanswered + in_flight;
        char text[64];
        for (int i = 0; same && i < nanswered; i++)
            same = cit_move_format(net_seatview_game(v), net_seatview_move_at(v, i), text, sizeof text) == CIT_OK &&
                   !strcmp(text, answered[i]);
        EXPECT(same, "%s: seat %d back by its token holds the %d answered moves, the same (it has %d)", when, k,
               nanswered, len);
    }
}

/* The final save of seat p's view loaded, and the answered moves replayed from its set-up
   (with the server's seed): 1 if both are the same finished game. *names: whether the save
   names each of the n seats' players as p[] does. */
static inline int same_as_replayed(const seat *p, int n, int *names) {
    size_t flen = 0;
    const char *final = view_of(p) ? net_seatview_final(view_of(p), &flen) : NULL;
    cit_setup base;
    cit_setup_default(&base, 2, 1);
    cit_session *got = cit_session_new(&base, NULL), *again = NULL;
    int loaded = final && got && cit_session_load(got, final, flen, NULL) == CIT_OK;
    if (loaded) again = cit_session_new(cit_game_setup(cit_session_game(got)), NULL);
    int replayed = again != NULL;
    for (int i = 0; replayed && i < nanswered; i++) {
        cit_move m;
        replayed = cit_move_parse(cit_session_game(again), answered[i], strlen(answered[i]), &m) == CIT_OK &&
                   cit_session_apply(again, &m, NULL) == CIT_OK;
    }
    const cit_setup *named = loaded ? cit_game_setup(cit_session_game(got)) : NULL;
    *names = named && named->nplayers == n;
    for (int k = 0; *names && k < n; k++) *names = !strcmp(named->players[k].name, p[k].name);
    int same = loaded && replayed && cit_session_length(got) == nanswered &&
               cit_game_hash(cit_session_game(got)) == cit_game_hash(cit_session_game(again)) &&
               cit_game_over(cit_session_game(again));
    cit_session_free(got);
    cit_session_free(again);
    return same;
}

#endif
