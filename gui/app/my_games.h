/* "My games" (docs/gui.md "My games"): every game of this player at every server this
   device keeps a player key for, fetched without blocking the frame loop (a sign-in per
   server, polled once a frame), in the order the screen shows them: your turn first, the
   least time left first. And what the device remembers of each game: the moves it last saw
   (for the highlight of what came since) and the finished games the player removed
   (my-games.txt beside the settings). */
#ifndef GUI_MY_GAMES_H
#define GUI_MY_GAMES_H

#include "client.h"

struct gui_app;

#define GUI_MYGAMES_SERVERS 32 /* GUI_KEYS_SERVERS */

typedef enum {
    GUI_MG_LOADING, /* asked, not answered yet */
    GUI_MG_LISTED,  /* its games are in the list */
    GUI_MG_FAILED   /* no answer, or a refusal: reason says why */
} gui_mg_state;

typedef struct {
    char addr[128];
    int port;
    char code[NET_CODE_LEN + 1];
    int seat;           /* this player's */
    net_game_info info;
    int yours;          /* the pending decision is this player's */
    long long left;     /* seconds left on the clock of the seat to move when listed; -1 none */
    long long ago;      /* seconds since the last move when listed; -1 none */
    int unseen;         /* moves made since this device last opened it (all of them if never) */
} gui_mygame;

typedef struct gui_mygames gui_mygames;

/* Starts a sign-in at each server a key is kept for (TLS as the window joins there). NULL
   without memory. */
gui_mygames *gui_mygames_new(struct gui_app *a);
void gui_mygames_free(gui_mygames *m); /* NULL is a no-op; open connections are closed */
/* Moves every sign-in on (once a frame, never waiting): 1 when the list changed. */
int gui_mygames_poll(gui_mygames *m);
int gui_mygames_loading(const gui_mygames *m); /* 1 while a server has not answered */
int gui_mygames_server_count(const gui_mygames *m);
/* Server i: its state, address and port, and when it failed a reason key (net_client_reason). */
gui_mg_state gui_mygames_server(const gui_mygames *m, int i, const char **addr, int *port, const char **reason);
/* Whether a sign-in's reason word is one that passes (a dropped, slow or broken connection,
   a busy or restarting server): such a sign-in is tried again (3 tries in all) before its
   server shows as failed. */
int gui_mygames_reason_passes(const char *reason);
int gui_mygames_tries(const gui_mygames *m, int i); /* server i's sign-ins made so far (tests) */
/* The games listed so far, sorted; the removed ones are left out. */
int gui_mygames_count(const gui_mygames *m);
const gui_mygame *gui_mygames_at(const gui_mygames *m, int i); /* NULL out of range */
/* How many are this player's to move. */
int gui_mygames_waiting(const gui_mygames *m);
/* The player removes game i (a finished one): kept removed on this device. 0, or -1. */
int gui_mygames_remove(gui_mygames *m, int i);

/* The player's absence at server i (docs/protocol.md "Absence"): 1 known (*until its end,
   seconds since 1970, 0 not away; *left the days left this year), 0 asking or changing, -1
   the server keeps none; *refused the last change's refusal word ("" none). */
int gui_mygames_away(const gui_mygames *m, int i, long long *until, int *left, const char **refused);
/* Declares an absence of `days` days there (0: ends it now), on a sign-in of its own; the
   answer comes through gui_mygames_poll. 0, or -1 (one is under way, or no key). */
int gui_mygames_set_away(gui_mygames *m, int i, int days);

/* What this device saw of a game: the moves it last showed (-1: never opened here). */
int gui_mygames_seen(const char *addr, int port, const char *code);
void gui_mygames_set_seen(const char *addr, int port, const char *code, int moves);

/* Games a server listed (its clock at `now`) into the list, each in its place: what a
   sign-in's answer goes through (tests and tools give theirs: the layout tests' cards). */
void gui_mygames_take(gui_mygames *m, const char *addr, int port, const net_listed_game *games, int n, long long now);
/* Sorting, for tests: whether game x comes before y. */
int gui_mygames_before(const gui_mygame *x, const gui_mygame *y);

#endif
