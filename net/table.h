/* A networked table's host logic without sockets: seats, tokens, the one true
   game, refusals, and what each seat is sent. The transport (host.c) or a test feeds it
   what seats say and carries what it sends. */
#ifndef CIT_NET_TABLE_H
#define CIT_NET_TABLE_H

#include "net.h"

typedef enum {
    NET_SEAT_OPEN,  /* waiting for a player over the network */
    NET_SEAT_HERE,  /* a connected player */
    NET_SEAT_AWAY,  /* a player whose connection dropped: the seat waits for a rejoin */
    NET_SEAT_AI,    /* a computer the host runs (its owner applies its moves) */
    NET_SEAT_LOCAL, /* a person at the host's screen (its owner applies their moves) */
    NET_SEAT_RECONNECTING /* a player whose connection broke without a bye: their game is
                             trying to come back by itself (the seat waits as for AWAY) */
} net_seat_state;
const char *net_seat_state_word(int state); /* "open", "here", ... */

/* Where a table's bytes go: all of `len` bytes to `seat`'s connection (one or more whole
   lines, or a blob after its line). */
typedef void (*net_send_fn)(void *ctx, int seat, const char *data, size_t len);

typedef struct net_table net_table;

/* A table for the set-up `su` (its seed shuffles the one true game; names of network
   seats are filled as players join), seat kinds `kinds[i]` (OPEN, AI or LOCAL), join
   code `code`. NULL on a bad set-up, with *why. */
net_table *net_table_new(const cit_setup *su, const uint8_t *kinds, const char *code, net_send_fn send, void *ctx,
                         const char **why);
void net_table_free(net_table *t); /* NULL is a no-op */
const char *net_table_code(const net_table *t);
int net_table_started(const net_table *t);
int net_table_over(const net_table *t);
int net_table_seat_state(const net_table *t, int seat);
/* What the seat was made as: OPEN (a network seat, whoever plays it now), AI or LOCAL. */
int net_table_seat_kind(const net_table *t, int seat);
/* The table's set-up (mode, options, seats, the names so far; its seed is the host's secret). */
const cit_setup *net_table_setup(const net_table *t);
/* The one true game (NULL before the start) and its session (moves, save). */
const cit_game *net_table_game(const net_table *t);
const cit_session *net_table_session(const net_table *t);

/*
 * A player asks for a seat: a `join` (name) takes the first open seat (after the start,
 * only a seat the host gave away is open); a `rejoin` names a token, the only way back to
 * an away seat. Returns the seat and writes its token (random16: 16 random bytes from the
 * caller, a new token for the seat), or -1 with *why: "full", "started", "name" (not a
 * valid name, or one mixing Latin, Greek and Cyrillic letters), "name-taken" (a seat of the
 * table has a name alike: net_names_alike, which folds case, accents, look-alike letters
 * and invisible characters), "name-away" (the seat of that name waits for its player, who comes
 * back with the token), "token" (no seat has it), "token-void" (the token of a seat the
 * host gave away: its owner's, not a guess). The seat is HERE afterwards; call
 * net_table_attach once the connection may receive. A name is refused ("name") also when
 * nothing of it shows (only invisible or filler characters and spaces).
 */
int net_table_join(net_table *t, const char *name, const uint8_t *random16, char *token, const char **why);
int net_table_rejoin(net_table *t, const char *token, const char **why);
/* The connection of a seat is ready: it gets every seat's state and, once the game runs,
   its view (and the final save when the game is over). */
void net_table_attach(net_table *t, int seat);
/* The connection of a seat is gone: the seat is away (its player said bye, or was shut
   out), or reconnecting (net_table_lost: the connection broke), and the others are told. */
void net_table_detach(net_table *t, int seat);
void net_table_lost(net_table *t, int seat);
/* The seat's connection said `resume` (it comes back by itself): from now until its next
   attach it is told a reconnecting seat as `reconnecting`; other connections (games older
   than the state) are told `away`. */
void net_table_resumes(net_table *t, int seat);
/* Hands an away or reconnecting seat to a computer (its owner then plays it), e.g. after it was away
   long; the seat's player takes it back by rejoining with the token. */
void net_table_seat_to_ai(net_table *t, int seat);
/* The host's "give this seat to a newcomer": a friend's seat (kind OPEN) whose player is
   away, or played meanwhile by the host's computer, becomes open again: its token is
   void, and the next `join` takes it (after the start too) under a new token, with the
   seat's hand and pending decision in a fresh view. Returns 1, or 0 if the seat is not
   such a seat (a connected player's seat is never given away). */
int net_table_give_seat(net_table *t, int seat);

/* Lobby ready marks. A connected player marks themselves (`ready 0|1`; every connected
   seat is told `ready P 0|1`); a mark goes when its player drops. net_table_ready: the
   seat's mark, 1 for seats the host plays (a person there or a computer). set_ready
   returns 0 (nothing changes) after the start or for a seat that is not connected. The
   start does not wait for the marks (docs/gui.md "Network play" says why). */
int net_table_ready(const net_table *t, int seat);
int net_table_set_ready(net_table *t, int seat, int on);

/* Starts the game once no seat is open (the creator's `start`), or at a correspondence table
   with seats still open (their players join by link later; the game waits at their turns):
   every seat gets its view. Returns 1, or 0 with *why. */
int net_table_start(net_table *t, const char **why);

/* Live or correspondence (docs/protocol.md "Correspondence tables"): a table's time per move
   in days (0: live, today's table; else one of NET_PACE_DAYS), set when it is opened. */
void net_table_set_pace(net_table *t, int days);
int net_table_pace(const net_table *t);
/* The seat's token now (its player's, in the store's seats), or NULL for a seat without one
   (open, a computer's, a token voided by giving the seat away). */
const char *net_table_token(const net_table *t, int seat);
/* Whether a player still has a move to make at a correspondence table (started, not over):
   such a table never expires. */
int net_table_awaits_move(const net_table *t);
/* The pending decision began at `now` (seconds since 1970, the host's wall clock): its
   deadline is now + the time per move (none at a live table or a game not running). The
   host calls it at the start and with each move, before the move is stored, so the stored
   table holds the deadline of the move it waits for. */
void net_table_turn_began(net_table *t, long long now);
long long net_table_deadline(const net_table *t); /* seconds since 1970; 0: none */
/* When the last move was made (net_table_turn_began's `now` after it; 0: none yet). */
long long net_table_moved(const net_table *t);

/*
 * A move from a seat: `seq` is the game's length the seat saw, `text` the move text.
 * Applies it if the pending decision is that seat's and the move is legal, then sends
 * every connected seat its reveals and the move. Returns 1, or 0 with a reason word
 * (`stale`, `not-your-turn`, `parse`, `illegal`, `state`, `storage`: the host could not
 * store it) and a text; nothing changes.
 */
int net_table_move(net_table *t, int seat, uint32_t seq, const char *text, const char **reason, const char **why);
/* Where a move is written through after it is applied and before any seat is sent it (the
   host's store, net/store.h): seq is the move's number, move its text. Returning 0 takes the
   move back, and net_table_move refuses it with the reason `storage`. */
typedef int (*net_commit_fn)(void *ctx, const net_table *t, uint32_t seq, const char *move);
void net_table_set_commit(net_table *t, net_commit_fn fn, void *ctx);
/* A move of a seat the host runs (AI or LOCAL), already chosen: the same path. */
int net_table_apply(net_table *t, const cit_move *m, const char **why);
/* A correspondence seat's clock ran out (its deadline passed): the host's computer plays
   `m` for it, the seat whose decision is pending (not one the computer plays already).
   Every connected seat is told `seat P ai NAME` before the move and the seat's state after
   it. After NET_TIMEOUTS_KEPT in a row a seat whose player is away stays AI (the host then
   plays its every turn) until its player rejoins by token; a seat's own move or rejoin
   starts the count again. Returns 1, or 0 with *why (nothing changes). */
#define NET_TIMEOUTS_KEPT 3
int net_table_stand_in(net_table *t, const cit_move *m, const char **why);
int net_table_timeouts(const net_table *t, int seat); /* in a row, now */
/* Sends a chat line from `seat` to every connected seat. */
void net_table_chat(net_table *t, int seat, const char *text);

/* The table as text, for restarts: the game's save (before the start: its set-up) and
   the table's own lines (`#@net ...`, comments to the save loader). Returns the length
   needed (as cit_session_save). */
size_t net_table_save(const net_table *t, char *buf, size_t cap);
/* The table's own lines of that text (`#@net table`, seats and their tokens): what changes
   between moves, without the game. Returns the length needed. */
size_t net_table_seats_text(const net_table *t, char *buf, size_t cap);
/* A table from net_table_save's text; every network seat is away until it rejoins. */
net_table *net_table_load(const char *text, size_t len, net_send_fn send, void *ctx, const char **why);

/* The save a seat may be given (its view order, seed 0, the moves so far), for joining
   and tests. Returns the length needed. */
size_t net_table_view_save(const net_table *t, int seat, char *buf, size_t cap);

#endif
