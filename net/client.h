/* A seat's connection to a host over TCP: the handshake, its view, the seats'
   states, chat, and sending its own moves. The window polls it once a frame. */
#ifndef CIT_NET_CLIENT_H
#define CIT_NET_CLIENT_H

#include "games.h"
#include "seatview.h"
#include "table.h"

typedef struct net_client net_client;

typedef enum {
    NET_CLIENT_CONNECTING,  /* waiting for the host's greeting and welcome */
    NET_CLIENT_SEATED,      /* welcomed: lobby or game */
    NET_CLIENT_CLOSED,      /* refused, dropped or left: net_client_why says why */
    NET_CLIENT_RECONNECTING /* seated before, the connection lost: trying again by its token
                               (net_client_set_reconnect); the seat, view and token stay */
} net_client_status;

/* Connects to host:port (IPv4 or IPv6) and asks for a seat: by name at the table with join
   code `code`, or by `token` when it is not NULL (a rejoin), or opens a new table when
   `create_setup` (a save text of a game without moves) is not NULL (the server). NULL with
   *why when the host cannot be reached. */
net_client *net_client_connect(const char *host, int port, const char *code, const char *name, const char *token,
                               const char *create_setup, size_t setup_len, const char **why);

/* TLS for a client (docs/protocol.md "TLS"). */
typedef enum {
    NET_CLIENT_TLS_OFF = 0, /* plain TCP (a game window's table, tests) */
    NET_CLIENT_TLS_TRY,     /* TLS, checked; plain only when the server answers the handshake in
                               plain text (it has no certificate: a LAN host), before any byte of
                               the game was sent */
    NET_CLIENT_TLS_REQUIRE  /* TLS, checked, or nothing (an https:// link, a trusted fingerprint) */
} net_client_tls_mode;
typedef struct {
    net_client_tls_mode mode;
    const char *ca_file; /* the authorities to trust (PEM; tests), NULL: the system's */
    const char *name;    /* the name the certificate must carry, NULL: host */
    const char *pin;     /* a certificate's SHA-256 fingerprint (64 hex digits) the player trusts for
                            this server: then that certificate and no other, whatever signed it */
} net_client_tls;
/* net_client_connect with TLS as tls says (NULL: off). A build without TLS connects plainly
   for NET_CLIENT_TLS_TRY and closes with the reason tls-unavailable for REQUIRE, sending
   nothing. */
net_client *net_client_connect_tls(const char *host, int port, const char *code, const char *name, const char *token,
                                   const char *create_setup, size_t setup_len, const net_client_tls *tls,
                                   const char **why);
/* Opens a new table at a citadela-server as net_client_connect_tls with create_setup does,
   live (days 0) or a correspondence table of `days` per move (one of NET_PACE_DAYS: `kind
   correspondence DAYS`; a server older than correspondence play refuses it, the reason
   no-correspondence). */
net_client *net_client_open_table(const char *host, int port, const char *name, const char *setup, size_t setup_len,
                                  int days, const net_client_tls *tls, const char **why);
/* The table's time per move as the host said: 0 live, else days (correspondence); -1 not
   known yet (or a host older than correspondence play). */
int net_client_pace(const net_client *c);
/* 1 when this build speaks TLS (the browser's does not: the page does wss itself). */
int net_client_tls_available(void);
/* 1 when the connection is TLS and the server's certificate was accepted. */
int net_client_secure(const net_client *c);
/* The server certificate's SHA-256 fingerprint as the handshake saw it ("" before, or without
   TLS): shown to a player who may trust a self-made certificate (reason tls-untrusted). */
const char *net_client_fingerprint(const net_client *c);
void net_client_free(net_client *c); /* NULL is a no-op */

/* Player keys (docs/protocol.md "Players"): one secret a player keeps per server, which
   reaches every seat of theirs there. Never put a key in a URL or a log. */
/* The key this client has for its host (before the welcome; "" or NULL: none). Once seated at
   a correspondence table the client binds its seat to that player (`player KEY`), or asks a
   new player for it when it has none (`player`); an older host's refusal is ignored. */
void net_client_set_player_key(net_client *c, const char *key);
/* The key as the host gave or took it ("" none yet): keep it for this host. */
const char *net_client_player_key(const net_client *c);
/* The reason word of the host's refusal to bind the seat to the player ("" none): `full` (the
   player holds as many games as one may there), `key`, `state`... The seat plays on. */
const char *net_client_player_refused(const net_client *c);
/* A connection that takes no seat: signs in with a player key, or (device_code not NULL) with
   a one-time code another device of the player showed (typed as people type codes), for
   which the host gives this device a key of its own; then it learns the player's seats. It
   closes with the reason key (no such key), device (a wrong, used or expired code), wait
   (too many wrong ones from this address or network), no-keys (the server keeps no
   players, or is older than keys). NULL with *why when the host cannot be reached or the
   key or code is not one. */
net_client *net_client_sign_in(const char *host, int port, const char *key, const char *device_code,
                               const net_client_tls *tls, const char **why);
/* 1 once signed in: net_client_player_key holds the key, and the seats are listed. */
int net_client_signed_in(const net_client *c);
typedef struct {
    char code[NET_CODE_LEN + 1];   /* the table's join code */
    int seat;
    char token[NET_TOKEN_LEN + 1]; /* the seat's token: net_client_connect rejoins with it */
} net_client_seat_ref;
int net_client_mine_count(const net_client *c);
const net_client_seat_ref *net_client_mine(const net_client *c, int i); /* NULL out of range */
/* "My games" (docs/protocol.md "Players"): a signed-in client asks its player's games
   (`games`, sent once the key is taken; before that, it waits). net_client_games_state is 0
   until the host's list ended, 1 then (net_client_games_now: the host's clock, the one the
   games' times are on), -1 when the host is older than the list (its seats still come). */
typedef struct {
    char code[NET_CODE_LEN + 1];
    int seat; /* the player's seat at that table */
    net_game_info info;
} net_listed_game;
void net_client_ask_games(net_client *c);
int net_client_games_state(const net_client *c);
long long net_client_games_now(const net_client *c);
int net_client_game_count(const net_client *c);
const net_listed_game *net_client_listed(const net_client *c, int i); /* NULL out of range */
/* Absence (docs/protocol.md "Absence"): the player asks theirs (days -1), declares one of
   `days` days (1 to NET_AWAY_DAYS_A_YEAR) or ends it early (0); sent once the host knows
   the player (signed in, or seated with a key). net_client_away_state is 0 until the host
   answered, 1 then (*until: the absence's end, seconds since 1970 on the host's clock, 0
   not away; *left: days left this year), -1 refused: net_client_away_refused says why
   (away: more days than are left; wait: too many changes today; state: away already, or
   not away; no-keys; parse: a host older than absences). */
void net_client_away(net_client *c, int days);
int net_client_away_state(const net_client *c, long long *until, int *left);
const char *net_client_away_refused(const net_client *c);
/* At a correspondence table: until when seat's player is away (seconds since 1970, the
   host's clock; 0 not away or not known). */
long long net_client_absent_until(const net_client *c, int seat);
/* The last move the host's computer made for a seat whose time ran out (its number; -1
   none seen), and that seat. */
int net_client_stood_in(const net_client *c, int *seat);
/* "Use on another device": asks the host for a one-time code (signed in, or seated with a
   key); net_client_device_code then gives it ("" until it came) and the seconds it is good
   for. */
void net_client_ask_device_code(net_client *c);
const char *net_client_device_code(const net_client *c, int *seconds);
/* Web Push (docs/protocol.md "Push"), on a connection that gave its player key: `push key`
   asks the server's VAPID key (what a browser subscribes with: net_client_push_key, "" until
   it came); net_client_push_on hands the server this device's subscription, net_client_push_off
   has it forget it. The state: 0 nothing asked or waiting, 1 the key came, 2 the server keeps
   the subscription, 3 the server forgot it, -1 refused
   (the reason word in net_client_push_refused: no-push, push, storage, state, flood). */
void net_client_ask_push_key(net_client *c);
void net_client_push_on(net_client *c, const char *endpoint, const char *p256dh, const char *auth);
void net_client_push_off(net_client *c);
int net_client_push_state(const net_client *c);
const char *net_client_push_key(const net_client *c);
const char *net_client_push_refused(const net_client *c);
/* Mail and the notification settings (docs/protocol.md "Mail", "Notify"), on a connection
   that gave its player key: net_client_mail sends `mail [WORD [TEXT]]` (word "": asks; "set"
   with "LANG ADDRESS", "mode" with "turn" or "daily", "off"); net_client_notify sets the
   settings (games NULL: asks). Their states: 0 waiting (or never asked), 1 answered (the
   answer: `mail none|pending|on [MODE ADDRESS]` as word and text; the settings), -1 refused
   (net_client_mail_refused's word: no-mail (a server without --smtp, or an older one:
   parse), mail, wait, state, storage, flood; the settings' no-push or notify). One line of
   each at a time. */
void net_client_mail(net_client *c, const char *word, const char *text);
int net_client_mail_state(const net_client *c, const char **word, const char **text);
void net_client_notify(net_client *c, const char *games, int from, int to, int zone);
int net_client_notify_state(const net_client *c, const char **games, int *from, int *to, int *zone);
const char *net_client_mail_refused(const net_client *c);

/* One round: waits at most timeout_ms, then reads and handles everything the host sent,
   writes, and keeps alive. Returns the state. */
int net_client_poll(net_client *c, int timeout_ms);
int net_client_state(const net_client *c);
const char *net_client_why(const net_client *c);
/* Why it closed as a key for the window to translate ("" while open): the host's refusal
   or bye word (full, started, name, token, code, version, create, setup, parse, errors,
   flood, shutdown, timeout, tls), or this side's own: no-correspondence (a server older
   than correspondence play asked for one), lost (the connection broke or the host
   went silent), protocol (the host sent what cannot be read), bad-view, out-of-step, left;
   TLS's: tls-untrusted (a certificate no authority vouches for), tls-name (a certificate for
   another name), tls-expired, tls-pin (not the certificate trusted for the server), tls-none
   (TLS was required and the server has none), tls-broken, tls-unavailable (no TLS in this
   build). While reconnecting: why the connection was lost (lost, shutdown, ...).
   docs/protocol.md "Reasons". */
const char *net_client_reason(const net_client *c);
/* The host's protocol version as it said (0 before its greeting): for a mismatch message. */
int net_client_host_version(const net_client *c);
int net_client_seat(const net_client *c);           /* -1 before the welcome */
const char *net_client_token(const net_client *c);  /* keep it to rejoin */
const char *net_client_code(const net_client *c);   /* the table's join code */
int net_client_seats(const net_client *c);                 /* the table's seats, as the host told them */
int net_client_seat_state(const net_client *c, int seat); /* net_seat_state as the host said */
const char *net_client_seat_name(const net_client *c, int seat);
const net_seatview *net_client_view(const net_client *c);
/* Moves the view applied since the last call (their events are in net_client_outcome);
   for the window to animate. */
int net_client_take_moves(net_client *c);
/* The last `error` the host sent (reason word, text), or "" . */
const char *net_client_last_error(const net_client *c);
/* The oldest chat line not taken yet and its seat (-1: none left). The client keeps the
   last NET_CLIENT_CHAT_QUEUE lines not taken: take them in a loop. */
#define NET_CLIENT_CHAT_QUEUE 16
int net_client_take_chat(net_client *c, char *text, size_t cap);

/* Sends a move for this seat's pending decision (the host checks it). */
void net_client_move(net_client *c, const cit_move *m);
/* The lobby's ready marks as the host last told them; marking this seat ready (1) or not. */
int net_client_ready(const net_client *c, int seat);
void net_client_set_ready(net_client *c, int on);
/* The table's creator (seat 0 at a citadela-server table) starts the game. */
void net_client_start(net_client *c);
void net_client_chat(net_client *c, const char *text);
/* The table's creator at a citadela-server gives seat P, whose player is away, to whoever
   joins next (`give P`; the host refuses it from anyone else). */
void net_client_give(net_client *c, int seat);
/* Says bye and closes (a reconnecting client stops trying). */
void net_client_leave(net_client *c);

/* Coming back by itself (docs/protocol.md "Faults"): once seated, a client with reconnect on
   whose connection breaks, or whose host goes silent, restarts or is full, is RECONNECTING:
   it tries again with backoff and jitter (retry.h: waits up to NET_RETRY_CAP_MS) for as
   long as the host has not said the table or seat is gone (refuse code, token; then it is
   CLOSED with that reason) or net_client_leave is called. Each try rejoins by the seat's
   token, over TLS if the seat was, and the host sends the seat's view; a move sent before
   the break that the view shows the host never got is sent again. Off by default (tests
   that cut a client want it closed). */
void net_client_set_reconnect(net_client *c, int on);
/* The network is back (a browser's `online`, a page shown again): a reconnecting client
   tries at once, and its backoff starts over. */
void net_client_retry_now(net_client *c);
/* While reconnecting: the tries made since the connection broke, and the wait before the
   next (0: one goes on or comes now); 0 otherwise. */
int net_client_retries(const net_client *c);
int64_t net_client_retry_in(const net_client *c);
/* Tests: the clock of the backoff's waits (ms, monotonic; NULL: the system's), so that a
   network cut for ten minutes takes no ten minutes to test. The keep-alive keeps the
   system's clock. */
void net_client_set_clock(net_client *c, int64_t (*now)(void *ctx), void *ctx);
/* Test hooks: the keep-alive off (a test that pauses a client), the raw bytes path (to
   send garbage) and the socket (to cut it as a crash would). */
void net_client_set_keepalive(net_client *c, int on);
void net_client_send_raw(net_client *c, const char *data, size_t len);
int net_client_fd(const net_client *c);

#endif
