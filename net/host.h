/* A host over TCP: listening sockets, connections, handshakes, and the tables
   they sit at; one poll loop for all. The window hosts one table with it,
   citadela-server many. */
#ifndef CIT_NET_HOST_H
#define CIT_NET_HOST_H

#include "table.h"

typedef struct net_hub net_hub;

typedef struct {
    const char *addr;   /* address to listen on, NULL: every address (IPv6 and IPv4) */
    int port;           /* 0: any free port (net_hub_port says which) */
    int allow_create;   /* 1: clients may open tables (`create`): the server */
    int max_clients;    /* connections at once (0: 512) */
    int max_tables;     /* tables at once (0: 256) */
    int keepalive;      /* 1: ping and drop silent peers (NET_DEAD_MS) */
    /* Limits against hostile peers (docs/protocol.md "Hostile peers"); 0 gives the default. */
    int clients_per_addr; /* connections from one address (IPv4, or an IPv6 /64) at once (16) */
    int tables_per_addr;  /* tables opened by one address open at once (4) */
    int handshake_ms;     /* a connection neither seated nor signed in by then: `bye timeout` (5000) */
    int fails_per_addr;   /* wrong join codes from one address at once, then one per 30 s (10); wrong
                             tokens have a budget of their own of the same size; its network (IPv4 /24,
                             IPv6 /48) has 4 times the burst and the rate (40, one per 7.5 s) */
    int seats_per_addr;   /* connections seated at tables from one address at once (8); its network 4
                             times as many; and new seats (join, create) stop at max_clients less an
                             eighth, which is kept for players coming back with their token */
    int accepts_per_addr; /* connections accepted from one address at once, then one per 200 ms (30);
                             its network 4 times the burst and the rate */
    int fail_delay_ms;    /* a wrong code or token is answered after this long (0: at once) */
    int lobby_wait_ms;    /* on a host full of seats or tables, another network's lobby that
                             waited this long without starting gives way (0: 2 minutes) */
    const char *web_dir;  /* citadela-server --web: also serve this folder over HTTP and take the
                             protocol over WebSocket on the same port (NULL: plain TCP only) */
    const char *const *web_names; /* --name: the names HTTP requests may ask for (Host; others get
                                     421, against DNS rebinding); none (0): any */
    int web_nnames;
    /* citadela-server --tls-cert: the certificate and key (tls.h; the caller's, kept, not
       copied). The port then takes TLS and plain connections alike (the first byte tells),
       seats only TLS ones (a plain one is refused with `refuse tls`, plain HTTP redirected to
       https://) and serves the web folder over https:// and wss://. NULL: no TLS. */
    struct net_tls_ctx *tls;
    int64_t lobby_idle_ms; /* a table that never started closes after this long with nobody
                              connected (0: never; the server's tables, not a window's) */
    int64_t unfinished_idle_ms; /* the same for a game started and not over (0: never); a
                                   correspondence lobby too. A correspondence game with a move
                                   to make never closes (docs/protocol.md "Correspondence tables") */
    /* Tests: how far the tables' clocks run ahead of the system's (ms; NULL: not at all):
       expiry (net_hub_reap, net_hub_state) and correspondence deadlines read the system's
       clocks plus this, so a test moves a week on without waiting one. */
    int64_t (*skew_ms)(void *ctx);
    /* Where every answered move is written before anyone is sent it (net/store.h; the
       caller's, kept): a move it cannot store is refused with `error storage`. NULL: moves
       are kept nowhere but in the table (a window's). */
    struct net_store *store;
    /* called after every change of a table (a move, a seat), e.g. to save it; may be NULL */
    void (*on_change)(void *ctx, net_table *t);
    /* a friend's chat line as the table passed it on (the hosting window shows it); may be NULL */
    void (*on_chat)(void *ctx, net_table *t, int seat, const char *text);
    /* a table the host closes to make room for a new one while nobody sits at it (a full
       host): keep 0: gone for good (a lobby, a finished game; the return is ignored); keep 1
       for a game started and not over, which the owner keeps (written) for its players'
       return through `reopen`, or refuses to (returns 0: its store of such games is full,
       and the table stays open); keep 2 the same for a kept game coming back (`reopen`),
       which leaves the store as this one enters it. May be NULL (nothing is kept). */
    int (*on_close)(void *ctx, net_table *t, int keep);
    /* a join or rejoin names a code no open table has: the owner may bring back a table it
       kept (net_hub_restore) and return 1. May be NULL. */
    int (*reopen)(void *ctx, const char *code);
    /* 1: the owner plays computer seats (citadela-server with computer threads): a `create`'s
       set-up may name them (`player ai-easy ...`; not the first seat, the creator's), the
       table keeps them as NET_SEAT_AI and the owner moves them (net_hub_play). 0: such a
       set-up is refused (`refuse setup`), as it names seats nobody would play. */
    int computers;
    /* asked before a correspondence table opens: 1 if the owner keeps one more (and counts
       it), 0 if it holds as many as it may (the `create` gets `refuse tables`). May be NULL
       (no cap but the addresses' budgets). */
    int (*correspondence_room)(void *ctx);
    int games_per_player; /* seats one player key may hold, games over included until their
                             table goes (`error full` beyond; 0 or more than 1000: 1000, all
                             that one sign-in lists) */
    /* citadela-server with Web Push (docs/protocol.md "Push"): its VAPID public key in
       base64url, which `push key` answers; a signed-in device's `push on` subscription is
       kept in the store. NULL: `push` gets `error no-push`. */
    const char *push_key;
    /* citadela-server --smtp (docs/protocol.md "Mail"): a signed-in player's `mail` line,
       answered in *out (`mail ...` or `error ...`); and a request for a link under /mail/ of
       the HTTP side (post: a POST; returns the HTTP status, the HTML page in page). NULL:
       `mail` gets `error no-mail`, /mail/ is a file path like any. */
    void (*mail)(void *ctx, int64_t player, const net_msg *in, net_msg *out);
    int (*mail_link)(void *ctx, int post, const char *target, char *page, size_t cap);
    /* a signed-in player's `notify` line (docs/protocol.md "Notify"), answered in *out. NULL:
       `error no-push` (the server sends no notifications) */
    void (*notify)(void *ctx, int64_t player, const net_msg *in, net_msg *out);
    /* a log line (English, no newline); may be NULL */
    void (*log)(void *ctx, const char *line);
    void *ctx;
} net_hub_config;

net_hub *net_hub_new(const net_hub_config *cfg, const char **why);
void net_hub_free(net_hub *h); /* closes every connection and frees every table */
int net_hub_port(const net_hub *h);
/* A table the host opens itself (the window's "Host a table"); the code is made from the
   system's random source. */
net_table *net_hub_open(net_hub *h, const cit_setup *su, const uint8_t *kinds, const char **why);
/* A table restored from net_table_save's text (a restart). */
net_table *net_hub_restore(net_hub *h, const char *text, size_t len, const char **why);
int net_hub_tables(const net_hub *h);
net_table *net_hub_table(const net_hub *h, int i);
int net_hub_clients(const net_hub *h);
/* How many times a connection's timer came due since the hub began: the loop's work that
   no byte asked for (a quiet connection's is about one in two minutes: tests count it). */
long net_hub_duties(const net_hub *h);
/* One round: waits at most timeout_ms for the sockets, then reads, answers, writes and
   keeps alive. */
void net_hub_poll(net_hub *h, int timeout_ms);
/* Writes what every connection has queued now (after the owner applied a move with
   net_table_apply, so it does not wait for the next poll). */
void net_hub_flush(net_hub *h);
/* Closes the tables whose game is over and that have had no connected player for
   `after_ms` (until then a player may still rejoin for the final save), and the tables
   that never started or whose game is not over and have had nobody connected for the
   config's lobby_idle_ms or unfinished_idle_ms; `gone`
   (may be NULL) is told each table's code before it is freed (the server deletes its
   file). Returns how many closed. */
int net_hub_reap(net_hub *h, int64_t after_ms, void (*gone)(void *ctx, const char *code), void *ctx);
/* The records a restart keeps (docs/protocol.md "Hostile peers"): how long each table has
   been empty, the address that opened it, and each address's budgets of wrong codes and
   tokens, as text lines with times relative to the wall clock of the writing.
   net_hub_state returns the length needed (as snprintf); net_hub_load_state takes them
   back after the tables were restored, ignoring lines it does not understand. */
size_t net_hub_state(const net_hub *h, char *buf, size_t cap);
void net_hub_load_state(net_hub *h, const char *text, size_t len);
/* Another certificate and key for the connections accepted from now on (a SIGHUP); those
   accepted before keep theirs. NULL: none (only before any was given). */
void net_hub_set_tls(net_hub *h, struct net_tls_ctx *tls);
/* Watches the owner's descriptor fd in the hub's loop: ready(ctx) is called in the round
   it is readable (the server's computer players' answers, push's outcomes), so the loop need
   not wake on a timer to look. Up to four descriptors (a second call for one replaces it;
   ready NULL removes it); 0 on failure. */
int net_hub_watch(net_hub *h, int fd, void (*ready)(void *ctx), void *ctx);
/* The open table of that join code, or NULL. */
net_table *net_hub_find(net_hub *h, const char *code);
/* A move the owner chose for table t's pending decision: a computer seat's
   (net_table_apply) or, stand_in 1, that of a seat whose clock ran out
   (net_table_stand_in). Then as a player's move: the table's life, on_change, its bytes
   sent now. 0 with *why (nothing changes). */
int net_hub_play(net_hub *h, net_table *t, const cit_move *m, int stand_in, const char **why);
/* The pending move's deadline of `seat` at a correspondence table with its player's
   absences added (docs/protocol.md "Absence"), and *away_until the end of one running now
   (0: none; the computer then never moves for the seat). The table's own deadline where
   the seat has no player, or the host keeps none. */
long long net_hub_away_deadline(net_hub *h, const net_table *t, int seat, long long *away_until);
/* Says `bye shutdown` to every client and flushes what it can. */
void net_hub_shutdown(net_hub *h);

/* This machine's addresses (IPv4 first, then IPv6; no loopback or link-local) as text,
   for the window to show the players who join. Returns how many (at most cap). */
#define NET_ADDR_MAX 64
int net_host_addresses(char (*out)[NET_ADDR_MAX], int cap);

#endif
