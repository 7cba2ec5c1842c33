/* A seat's engine copy of what it may see (seatview.h): loaded from its view save, then
   moved on by the host's reveals and moves. */
#include <stdlib.h>
#include <string.h>

#include "seatview.h"

#define MAX_REVEALS 64
#define MAX_DEALS 4096 /* placeholder deals tried where hidden tiles decide the flow */

struct net_seatview {
    int seat, length;
    cit_game *game, *work; /* both from cit_game_new: a move made in work swaps them */
    cit_reveal reveal[MAX_REVEALS];
    int nreveal;
    char *final;
    size_t final_len;
    cit_move *moves; /* every move applied, for a window that keeps its own copy */
    uint8_t (*drawn)[CIT_CHANCE_MAX + 1]; /* each move's chances: how many, then those */
    int cap_moves;
};

/* Keeps move i and the nd chances it drew (the window rebuilds its own session from them). */
static int keep_move(net_seatview *v, int i, const cit_move *m, const uint8_t *drawn, int nd) {
    if (i >= v->cap_moves) {
        int cap = v->cap_moves ? v->cap_moves * 2 : 256;
        while (cap <= i) cap *= 2;
        cit_move *n = realloc(v->moves, (size_t)cap * sizeof *n);
        if (!n) return 0;
        v->moves = n;
        uint8_t (*d)[CIT_CHANCE_MAX + 1] = realloc(v->drawn, (size_t)cap * sizeof *d);
        if (!d) return 0;
        v->drawn = d;
        v->cap_moves = cap;
    }
    v->moves[i] = *m;
    v->drawn[i][0] = (uint8_t)nd;
    memcpy(&v->drawn[i][1], drawn, (size_t)nd);
    return 1;
}

net_seatview *net_seatview_new(int seat) {
    net_seatview *v = calloc(1, sizeof *v);
    if (!v) return NULL;
    v->seat = seat;
    return v;
}

void net_seatview_free(net_seatview *v) {
    if (!v) return;
    cit_game_free(v->game);
    cit_game_free(v->work);
    free(v->final);
    free(v->moves);
    free(v->drawn);
    free(v);
}

int net_seatview_seat(const net_seatview *v) { return v->seat; }
const cit_game *net_seatview_game(const net_seatview *v) { return v->game; }
int net_seatview_length(const net_seatview *v) { return v->length; }
const cit_move *net_seatview_move_at(const net_seatview *v, int i) {
    return i >= 0 && i < v->length ? &v->moves[i] : NULL;
}
int net_seatview_drawn_at(const net_seatview *v, int i, uint8_t *out, int cap) {
    if (i < 0 || i >= v->length) return 0;
    for (int k = 0; k < v->drawn[i][0] && k < cap; k++) out[k] = v->drawn[i][1 + k];
    return v->drawn[i][0];
}
const char *net_seatview_final(const net_seatview *v, size_t *len) {
    if (len) *len = v->final_len;
    return v->final;
}

int net_seatview_load(net_seatview *v, const char *save, size_t len, const char **why) {
    const char *dummy;
    if (!why) why = &dummy;
    cit_setup su;
    cit_setup_default(&su, 2, 1);
    cit_session *s = cit_session_new(&su, NULL);
    cit_load_error err;
    if (!s || cit_session_load(s, save, len, &err) != CIT_OK) {
        cit_session_free(s);
        return *why = "the host's view does not load", 0;
    }
    const cit_game *g = cit_session_game(s);
    cit_status st;
    cit_game *copy = cit_game_new(cit_game_setup(g), NULL, 0, &st); /* a game of the right size to copy into */
    if (!copy) {
        cit_session_free(s);
        return *why = "no memory", 0;
    }
    cit_game_copy(copy, g);
    cit_game_view_canon(copy, v->seat);
    if (!v->work && !(v->work = cit_game_new(cit_game_setup(g), NULL, 0, &st))) {
        cit_game_free(copy);
        cit_session_free(s);
        return *why = "no memory", 0;
    }
    uint8_t drawn[CIT_CHANCE_MAX];
    for (int i = 0; i < cit_session_length(s); i++)
        if (!keep_move(v, i, cit_session_move(s, i), drawn, cit_session_drawn(s, i, drawn, CIT_CHANCE_MAX))) {
            cit_game_free(copy);
            cit_session_free(s);
            return *why = "no memory", 0;
        }
    cit_game_free(v->game);
    v->game = copy;
    v->length = cit_session_length(s);
    v->nreveal = 0;
    cit_session_free(s);
    return 1;
}

int net_seatview_reveal(net_seatview *v, const net_msg *m) {
    if (!v->game || v->nreveal >= MAX_REVEALS) return 0;
    if (m->type == NET_M_REVEAL_CHANCE) { /* checked with the move (cit_game_view_arrange) */
        v->reveal[v->nreveal++] = (cit_reveal){CIT_REVEAL_CHANCE, 0, (uint8_t)m->num[0], 0, (uint8_t)m->num[1]};
        return 1;
    }
    int tile = cit_tileset_find(cit_game_tileset(v->game), m->word);
    if (tile < 0) return 0;
    cit_reveal r = {0, 0, 0, (cit_tile_id)tile, 0};
    if (m->type == NET_M_REVEAL_DRAW) {
        r.kind = CIT_REVEAL_DRAW;
        r.index = (uint8_t)m->num[0];
    } else if (m->type == NET_M_REVEAL_HAND) {
        r.kind = CIT_REVEAL_HAND;
        r.who = (uint8_t)m->num[0];
        r.index = (uint8_t)m->num[1];
    } else {
        return 0;
    }
    v->reveal[v->nreveal++] = r;
    return 1;
}

int net_seatview_move(net_seatview *v, const net_msg *m, cit_outcome *outcome, const char **why) {
    const char *dummy;
    if (!why) why = &dummy;
    int nr = v->nreveal;
    v->nreveal = 0;
    if (!v->game) return *why = "no view yet", 0;
    if (m->num[0] != (uint32_t)v->length) return *why = "a move out of sequence", 0;
    cit_move mv;
    if (cit_move_parse(v->game, m->text, strlen(m->text), &mv) != CIT_OK) return *why = "the host's move does not parse", 0;
    for (uint64_t deal = 0; deal < MAX_DEALS; deal++) {
        cit_game_copy(v->work, v->game);
        if (cit_game_view_arrange(v->work, v->seat, v->reveal, nr, deal) != CIT_OK)
            return *why = "the host revealed a tile this view does not hold", 0;
        if (cit_game_apply(v->work, &mv, outcome) != CIT_OK) continue;
        cit_game_view_canon(v->work, v->seat);
        if (cit_game_hash(v->work) != m->hash) continue;
        uint8_t drawn[CIT_CHANCE_MAX];
        int nd = cit_game_drawn(v->work, drawn, CIT_CHANCE_MAX);
        if (nd < 0) return *why = "the host's move drew more chances than a move may", 0;
        if (!keep_move(v, v->length, &mv, drawn, nd)) return *why = "no memory", 0;
        cit_game *done = v->work; /* a swap, not a second copy of the game */
        v->work = v->game;
        v->game = done;
        v->length++;
        return 1;
    }
    return *why = "the view does not follow the host's game", 0;
}

int net_seatview_final_blob(net_seatview *v, const char *save, size_t len) {
    char *c = malloc(len + 1);
    if (!c) return 0;
    memcpy(c, save, len);
    c[len] = 0;
    free(v->final);
    v->final = c;
    v->final_len = len;
    return 1;
}
