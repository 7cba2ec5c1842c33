/* A seat's side of a networked table without sockets: its engine copy of
   what it may see, kept up to date from the host's messages. */
#ifndef CIT_NET_SEATVIEW_H
#define CIT_NET_SEATVIEW_H

#include "net.h"

typedef struct net_seatview net_seatview;

net_seatview *net_seatview_new(int seat);
void net_seatview_free(net_seatview *v); /* NULL is a no-op */
int net_seatview_seat(const net_seatview *v);
/* The seat's view (NULL before the first `view`): a real game the window can draw, list
   legal moves on, hint and review from; hidden places hold placeholders. */
const cit_game *net_seatview_game(const net_seatview *v);
/* Moves applied so far (the host's game's length). */
int net_seatview_length(const net_seatview *v);
/* Move i of the game (0 <= i < length), NULL otherwise: a window that keeps its own
   session (its history, its animations) replays them from the view's tile order. */
const cit_move *net_seatview_move_at(const net_seatview *v, int i);
/* The chances move i drew at the host (how many; writes up to cap): a session replaying the
   moves takes them as given (cit_session_give_draws, a save's `drawn` lines). */
int net_seatview_drawn_at(const net_seatview *v, int i, uint8_t *out, int cap);
/* The final save (NULL until the game is over and the host sent it), for replay and
   review: the true game, seed and order included. */
const char *net_seatview_final(const net_seatview *v, size_t *len);

/* A `view` blob: the seat's view as a save text. Returns 1, or 0 with *why. */
int net_seatview_load(net_seatview *v, const char *save, size_t len, const char **why);
/* A `reveal` message: kept for the next move. Returns 1, or 0 (not a reveal, too many,
   an unknown tile). */
int net_seatview_reveal(net_seatview *v, const net_msg *m);
/*
 * A `move` message: arranges the kept reveals, applies the move, canonicalises, and checks
 * the host's hash (trying other placeholder deals where a hidden tile decided the flow:
 * docs/protocol.md). outcome (may be NULL) receives the events to animate. Returns 1, or
 * 0 with *why: then the view is out of step and the client should ask for a new one
 * (reconnect).
 */
int net_seatview_move(net_seatview *v, const net_msg *m, cit_outcome *outcome, const char **why);
/* A `final` blob: the whole game. */
int net_seatview_final_blob(net_seatview *v, const char *save, size_t len);

#endif
