/* Network play in the window: hosting a table, joining one, the lobby, and the
   moves of seats played at other screens fed into the game screen as a computer's are.
   Everything network goes through net/ (docs/api.md "Network play"); no rules module. */
#ifndef GUI_NET_SEAM_H
#define GUI_NET_SEAM_H

#include <stddef.h>
#include <stdint.h>

#include "engine.h"

struct gui_app;

#define GUI_NET_PORT 7447
#define GUI_NET_CHAT 8 /* chat lines kept for the history panel */
#define GUI_NET_FOUND 8 /* tables on the local network listed by the join screen */

typedef enum { GUI_NET_NONE, GUI_NET_HOST, GUI_NET_CLIENT } gui_net_role;
/* The seats as the lobby shows them (net_seat_state's values). */
enum { GUI_NET_SEAT_OPEN, GUI_NET_SEAT_HERE, GUI_NET_SEAT_AWAY, GUI_NET_SEAT_AI, GUI_NET_SEAT_LOCAL, GUI_NET_SEAT_RECONNECTING };

/* Opens a table for `su` on `port` (0: any free one): seats with friend[i] set wait for a
   player over the network, the others are played here (a person or a computer, as their
   kind says). `listed`: the table is announced on the local network while seats are open
   (without its join code; gui_net_lan_possible says whether it can be). Shows the lobby.
   0, or -1 with a reason in err. */
int gui_net_host(struct gui_app *a, const cit_setup *su, const uint8_t *friend_seat, int port, int listed, char *err,
                 size_t cap);
/* Reopens the table kept by the last host (after a crash or a quit); 0 or -1. */
int gui_net_reopen(struct gui_app *a, char *err, size_t cap);
/* 1 if a table kept by the last host can be reopened. */
int gui_net_can_reopen(void);
/* Joins the table at addr:port with join code `code` under `name` (a seat token kept from
   an earlier join of that table is used, so a dropped player gets the seat back). Shows
   the lobby. 0, or -1 with a reason in err. */
int gui_net_join(struct gui_app *a, const char *addr, int port, const char *code, const char *name, char *err,
                 size_t cap);
/* Opens a new table on the citadela-server at addr:port for the set-up `su` (every seat a
   player over the network: the server runs no computer) and sits at its first seat as
   `name`; the server makes the join code (the lobby shows it) and shuffles. Shows the
   lobby, where this window starts the game. `days`: 0 a live table, else a correspondence
   table of that many days a move. 0, or -1 with a reason in err. */
int gui_net_create(struct gui_app *a, const char *addr, int port, const cit_setup *su, const char *name, int days,
                   char *err, size_t cap);
/* The table's time per move: 0 live, else days (correspondence); -1 not known (a window's
   table is live). */
int gui_net_pace(const struct gui_app *a);
/* The table this window joined last (its seat token is kept beside it), to fill the join
   screen after a crash: 1, or 0 if there is none. */
int gui_net_last_join(char *addr, size_t acap, int *port, char *code, size_t ccap, char *name, size_t ncap);
/* Tables on the local network: a hosting window whose host chose it announces its table
   (never its join code) while seats are open; the join screen listens (gui_net_find(1) on
   entering, 0 on leaving) and lists what it heard (gui_net_found: the i-th table's address,
   port and a label naming the host, the mode and the seats). Tests send beacons to `dest`
   (NULL: the private networks' broadcast addresses) and listen on `port` (0: 7448):
   gui_app_options.lan_dest, lan_port. The state is the app's (gui_app.lan). */
struct gui_lan *gui_net_lan_new(const char *dest, int port);
void gui_net_lan_free(struct gui_lan *l);
void gui_net_find(struct gui_app *a, int on);
int gui_net_finding(const struct gui_app *a);
int gui_net_found(const struct gui_app *a, int i, char *addr, size_t acap, int *port, char *host, size_t hcap,
                  char *label, size_t lcap);
/* 1 if a table hosted here could be listed: this machine is on a private network (a table
   on a public address only is never announced), or a test directs the beacons. */
int gui_net_lan_possible(const struct gui_app *a);
/* Whether the hosted table is announced on the local network now (the lobby says so). */
int gui_net_listed(const struct gui_app *a);
/* Tests: how many times the hosted table's file was written (network-table.txt), and how
   many of those on the frame loop's thread (none: a writer thread keeps it). */
int gui_net_table_writes(const struct gui_app *a, int *on_frame_loop);
/* Leaves the table (a host closes it). */
void gui_net_close(struct gui_app *a);
int gui_net_role_of(const struct gui_app *a);

/* Reads and writes the sockets, waiting at most timeout_ms; a client whose table starts
   gets its game screen. Returns 1 if anything changed that the window shows. */
int gui_net_poll(struct gui_app *a, int timeout_ms);

/* Lobby and panels. */
int gui_net_seats(const struct gui_app *a);
int gui_net_seat_state(const struct gui_app *a, int seat);
const char *gui_net_seat_name(const struct gui_app *a, int seat);
int gui_net_own_seat(const struct gui_app *a); /* a client's seat; -1 for the host */
const char *gui_net_code(const struct gui_app *a);
const char *gui_net_addr(const struct gui_app *a); /* the server or host a client is at ("" none) */
struct net_client *gui_net_client(struct gui_app *a); /* a client's connection; NULL for none or the host */
/* The join link of a table this window opened on a citadela-server (the server's address
   as the player typed it, its port, the code; docs/protocol.md "Browsers"): 1 and the link
   in buf, else 0 (a table hosted by a window has no web page for a browser to open). */
int gui_net_link(const struct gui_app *a, char *buf, size_t cap);
int gui_net_port(const struct gui_app *a);
/* This machine's addresses to give out (host); returns how many. */
int gui_net_addresses(char (*out)[64], int cap);
/* A reason key from the library (net_client_reason, a host's error word) as a sentence in
   the player's language, in buf; host_version for a version mismatch (net_reasons.c). */
const char *gui_net_reason(const char *key, int host_version, char *buf, size_t cap);
/* Why the connection closed (a client), in the player's language, or NULL while it is open. */
const char *gui_net_closed(const struct gui_app *a);
/* 1 while a joined window's connection is lost and it tries again by itself (with backoff,
   for as long as the host has not said the table or seat is gone): the header and the lobby
   say "Reconnecting…", no dialog; leaving the table stops it. */
int gui_net_reconnecting(const struct gui_app *a);
/* The server certificate's SHA-256 fingerprint (64 hex digits) when the connection closed
   because no authority this computer trusts signed it (a LAN server's self-made one), for
   the player to compare and trust; NULL otherwise. */
const char *gui_net_untrusted(const struct gui_app *a);
/* The player trusts that certificate for this server's address and port: kept in the
   settings (the oldest of GUI_TRUST_MAX gives way), used by the next join there, which
   then takes that certificate and no other. 0, or -1 when there is none to trust. */
int gui_net_trust(struct gui_app *a);
/* Lobby ready marks: a seat's mark (a seat played at the host counts as ready), a client
   marking itself, and whether every seat is ready. The start does not wait for them. */
int gui_net_ready(const struct gui_app *a, int seat);
void gui_net_set_ready(struct gui_app *a, int on);
int gui_net_all_ready(const struct gui_app *a);
/* Host: a friend's seat away this long (ms; 0 never) is played by this window's computer
   (the medium level) until its player rejoins. A table starts with the settings' away_min;
   the lobby's button sets it (and the settings, for the next table). */
uint32_t gui_net_away_ms(const struct gui_app *a);
void gui_net_set_away_ms(struct gui_app *a, uint32_t ms);
/* The computer level this window plays a friend's seat at now (away too long), or 0. */
int gui_net_ai_kind(const struct gui_app *a, int seat);
/* This window starts the table's game: it hosts it, or opened it on a server. */
int gui_net_starts(const struct gui_app *a);
/* A friend's seat whose player dropped out (or that this window's computer plays meanwhile)
   may be given to a newcomer by whoever starts the table: the seat opens, its old token is
   void, and the next player to join with the code takes it under a new one (a friend who
   lost the kept seat comes back so; a name alone never takes a seat). */
int gui_net_can_give(const struct gui_app *a, int seat);
void gui_net_give_seat(struct gui_app *a, int seat);
/* The game may start now: no seat is open (and it has not started); at a correspondence
   table seats may still be open. */
int gui_net_can_start(const struct gui_app *a);
/* The host starts the game: the game screen opens. 0 or -1 with err. */
int gui_net_start(struct gui_app *a, char *err, size_t cap);
/* Chat: sends a line; the lines so far (oldest first) as "Name: text". */
void gui_net_chat(struct gui_app *a, const char *text);
int gui_net_chat_lines(const struct gui_app *a, const char **out, int cap);
/* The chat line being typed at this table (the lobby's field and the game's side panel's show the
   same one), *cap its size; NULL when there is no table. */
char *gui_net_chat_draft(struct gui_app *a, size_t *cap);

/* The game screen. Whether seat `seat`'s decisions are taken at another screen (or by the
   host's computer, for a client), or this client waits for the host to confirm its own move. */
int gui_net_remote(const struct gui_app *a, int seat);
/* Whether seat `seat` belongs to a player at another screen (or the host's computer, for a
   client), even while this client waits for its own move to be confirmed. */
int gui_net_elsewhere(const struct gui_app *a, int seat);
/* Absence at a server's correspondence table (docs/protocol.md "Absence"): until when the
   seat's player is away (seconds since 1970; 0 not away), and that said ("Anna is away until
   12 Dec", in the second person for the one at this screen). */
long long gui_net_away_until(const struct gui_app *a, int seat);
void gui_net_away_words(const struct gui_app *a, int seat, char *out, size_t cap);
/* A date as its day and month in the player's language ("12 Dec"). */
void gui_net_day_words(long long t, char *out, size_t cap);
/* Brings the game screen up to date with the table: 1 a move was applied that should glide
   in (only when may_animate), 2 the game was rebuilt without a move to show, 0 nothing. */
int gui_net_next(struct gui_app *a, int may_animate);
/* 1 once a client's window holds the host's final save (the whole game) in place of its view. */
int gui_net_final(const struct gui_app *a);
/* A joined table opened from "My games": the player saw its first `seen` moves; the board
   marks the tiles of the moves made since (gui_game.news_from). */
void gui_net_set_news(struct gui_app *a, int seen);
/* After a move was made at this screen: sends it to the table. */
void gui_net_sent(struct gui_app *a);
/* 1 for a client whose last move the host has not confirmed yet (its next move would not be
   sent): a move the window makes by itself (a special piece's answer) waits for it. */
int gui_net_unconfirmed(const struct gui_app *a);

#endif
