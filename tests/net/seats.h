/* Players at one server table for the network tests that play a whole game over the real
   binary (net_store_restart, net_correspondence): each seat's client, token and name; the
   moves answered so far as the players saw them; a random legal move from whoever is to
   move. Static, for one program each; MOVES_MAX is the program's. */
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

#endif
