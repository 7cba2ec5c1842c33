/* "My games" (docs/protocol.md "Players"): what a signed-in player is told of each game of
   theirs without the game itself, as one line's text. The table writes it (its store keeps
   it beside the row, so a listing reads rows, not games); the client reads it back. */
#ifndef CIT_NET_GAMES_H
#define CIT_NET_GAMES_H

#include "table.h"

typedef enum { NET_GAME_LOBBY, NET_GAME_PLAY, NET_GAME_OVER } net_game_state;

#define NET_RULES_MAX 400 /* "classic+inns+traders+...": every expansion on is under 300 */

typedef struct {
    int state;          /* net_game_state */
    int turn;           /* the seat whose decision is pending; -1 none (lobby, over) */
    int moves;          /* moves made */
    long long last;     /* the last move's time (seconds since 1970, the host's clock); 0 none */
    long long deadline; /* the pending move's, at a correspondence table; 0 none */
    int days;           /* days a move; 0 live */
    int nplayers;
    int score[CIT_MAX_PLAYERS]; /* the final scores, when over */
    char rules[NET_RULES_MAX];  /* the mode's word, then "+" and each expansion's option word */
    char names[CIT_MAX_PLAYERS][CIT_NAME_LEN]; /* "" an open seat */
} net_game_info;

/* What a table is now (the host's own: its game, seats and clocks). */
void net_game_of_table(const net_table *t, net_game_info *g);
/* The info as text (STATE TURN MOVES LAST DEADLINE DAYS RESULT RULES N NAMES: the protocol's
   `game` line after its seat). Returns the length needed, as snprintf. */
size_t net_game_format(const net_game_info *g, char *buf, size_t cap);
/* Reads it back; 0 for anything else (untrusted: a peer's line or a stored row). */
int net_game_parse(const char *text, size_t len, net_game_info *g);

#endif
