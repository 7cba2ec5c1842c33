/* The parts of the host (host.h) and what they share: the limits, a table's and a
   client's records, the hub. host.c is the event loop and the tables' lives,
   host_talk.c what clients say, host_admit.c who may connect, sit and open a table (the
   budgets of docs/protocol.md "Hostile peers"), host_log.c the log's rate limits,
   host_players.c player keys and device codes. Only these files include it. */
#ifndef CIT_NET_HOST_INTERNAL_H
#define CIT_NET_HOST_INTERNAL_H

#include <stdint.h>

#include "conn.h"
#include "evloop.h"
#include "guard.h"
#include "host.h"
#include "timers.h"
#include "web.h"

/* A person chats or toggles ready a few times a minute: a few at once, then one per 2 s;
   beyond that chat lines are dropped and a ready mark waits (only the last one counts). */
#define CHAT_BURST 5
#define READY_BURST 4
#define TALK_EVERY_MS 2000
#define NOTICE_EVERY_MS 5000 /* `error flood` at most this often */
#define FAILS_ADDR_EVERY_MS 30000
#define NET_SCALE 4 /* a network (IPv4 /24, IPv6 /48) gets this many times an address's limits */
#define ACCEPT_EVERY_MS 200 /* an address's connections beyond its burst: one per this long */
/* A request for a page (a file, an HTTP error) gives back its connection's accept and
   takes from a budget of its own: another site's page making a player's browser fetch
   <img> after <img> from the server does not spend the player's connections. */
#define PAGES_BURST 60
#define PAGES_EVERY_MS 50
/* The log: an address's lines 10 at once, then one a minute (enough to show what it tries);
   everyone's together 60 at once, then one a second, so the log grows by at most 86,400
   lines (about 10 MB) a day whatever comes in. */
#define LOG_ADDR_BURST 10
#define LOG_ADDR_EVERY_MS 60000
#define LOG_ALL_BURST 60
#define LOG_ALL_EVERY_MS 1000
#define STR_(x) #x
#define STR(x) STR_(x)
#define ACCEPT_PAUSE_MS 100 /* out of descriptors: the listening socket rests this long */
/* Games an address started and left that were put away to make room (their files kept a
   week): 4, then one per 15 minutes; its network 4 times that. Beyond it the address opens
   no table: strangers who start and leave games cannot churn the server's tables. */
#define CHURN_BURST 4
#define CHURN_EVERY_MS (15 * 60 * 1000)
/* Correspondence tables an address opens: 8, then one every 3 hours; its network 4 times
   that. Such a table is kept until its game ends, weeks later, restarts included, so the
   store is what a stranger who opens them would fill: this, and the owner's cap on them all
   (net_hub_config.correspondence_room), keep it bounded. */
#define STORES_BURST 8
#define STORES_EVERY_MS (3 * 3600 * 1000)
#define SHED_EVERY_MS 60000
#define HUB_OWNER_WATCHES 4 /* the owner's descriptors the hub's loop watches (net_hub_watch) */ /* "shedding" in the log at most once a minute */
/* A table whose game has had no move for this long (or never started, or is over) is held
   without play: on a crowded host its seats and tables are capped per network. */
#define PLAY_MS (5 * 60 * 1000)
/* On a host full of seats or tables, a lobby that has waited this long without its game
   starting gives way to newcomers (oldest first): strangers who hold idle lobbies cannot
   keep a group of friends from sitting down, and a group's own new lobby has this long to
   fill up and start (the config's lobby_wait_ms). */
#define LOBBY_GIVES_WAY_MS (2 * 60 * 1000)
/* A TLS handshake in progress may hold OpenSSL's buffer for a ClientHello of up to 128 KB:
   a network has at most this many at once (more are closed as they start), and the host
   this many in all (beyond, the oldest goes: a player's handshake takes a few round trips,
   a stalled one holds its place until the handshake deadline). */
#define HANDSHAKES_PER_NET 16
#define HANDSHAKES_MAX 256
#define PRUNE_EVERY_MS 10000 /* the records of addresses that hold nothing are forgotten this often */
/* A wait for the next deadline lasts this much longer, so the deadlines of many connections
   (a keep-alive each second) are met a few at a wake-up rather than each at its own: a
   ping or a held-back refusal a few milliseconds late changes nothing. */
#define TIMER_SLACK_MS 15
#define LOG_CODE_CHARS 4 /* a join code in the log: its first characters (hub_code_for_log) */

typedef struct {
    net_hub *hub;
    net_table *t;
    net_peer *peer;      /* the address that opened it while its game is not over (NULL: the host's
                            own, finished, or reopened without the record) */
    net_peer *net;       /* and its network, likewise */
    int64_t opened_at;   /* when it opened (or came back) */
    int64_t empty_since; /* when its last player left (0: someone is connected) */
    int64_t moved_at;    /* its game's last move (0: none yet) */
    int conns;           /* clients seated at it */
    struct client *at[CIT_MAX_PLAYERS]; /* the client of each seat (NULL: none) */
    /* a person chats and marks ready a few times a minute: budgets per seat, so that
       connecting again does not refill them */
    net_bucket chat[CIT_MAX_PLAYERS], ready[CIT_MAX_PLAYERS], notice[CIT_MAX_PLAYERS];
} table_slot;

typedef struct client {
    net_hub *hub;
    net_conn *c;
    int at;              /* its index in the hub's list */
    plat_watch *watch;   /* its socket in the event loop */
    net_timer timer;     /* its next duty by the clock (next_duty) */
    int doomed, again;   /* in the hub's list of clients to drop, or to read again (TLS) */
    struct client *shake_prev, *shake_next; /* in the list of TLS handshakes in progress */
    int shaking;
    table_slot *ts;
    net_peer *peer, *net; /* its address's record and its network's */
    int seat, greeted, creating, queued;
    int tried;            /* it asked for a seat once: a connection gets one try */
    int pace;             /* the table it opens: days per move (`kind correspondence`), 0 live */
    int paged;            /* it turned out to be a page request: charged as one */
    int parted;           /* it said bye, or the host shut it out: its seat is away, not reconnecting */
    int resumes;          /* it said `resume`: it comes back by itself if its connection breaks */
    int ready_want;       /* a mark beyond the budget, set when the budget allows (-1: none) */
    int64_t since;        /* accepted */
    int64_t player;       /* the player it speaks for (a key or device code taken, or its seat
                             bound to one: docs/protocol.md "Players"); 0: none */
    int games_listed;     /* it had its `games`: one listing a connection (each reads the store) */
    char token[NET_TOKEN_LEN + 1]; /* its seat's token, as it was welcomed */
    char key[NET_TOKEN_LEN + 1];   /* the player key it gave or was given: its device's */
    int push_changes;              /* `push on`/`push off` lines taken (a few a connection) */
    int mail_lines;                /* `mail` lines taken (a few a connection) */
    int hears_absent;              /* it asked `absent`: it is told each absence's change */
    int away_lines;                /* `away` lines taken (a few a connection) */
    int64_t verdict_at;   /* a refusal held back until then (a wrong code); 0: none */
    char verdict[NET_WORD_MAX];
    char name[CIT_NAME_LEN], addr[64];
} client;

/* A one-time code for another device (host_players.c): kept in memory only, its minutes
   being shorter than any restart is worth; at most one per player, HUB_DEVICE_CODES in all. */
#define HUB_DEVICE_CODES 256
typedef struct {
    char code[NET_CODE_LEN + 1];
    int64_t player;
    long long until; /* hub_seconds_now() it is good till */
} hub_device_code;

/* Clients to come back to within the round. */
typedef struct {
    client **c;
    int n, cap;
} client_list;

struct net_hub {
    net_hub_config cfg;
    int lfd[2], nl, port;
    client **cl;
    int ncl;
    table_slot **tab;
    int ntab;
    client **pend; /* clients a table queued bytes for since the last flush */
    int npend, cap_pend;
    plat_evloop *loop;
    plat_watch *lwatch[2]; /* the listening sockets' */
    net_timers timers;     /* every client's next duty */
    long duties;           /* timers that came due (net_hub_duties) */
    client_list doomed;    /* closed: dropped at the end of the round */
    client_list again;     /* TLS holds bytes they have not read: read next round, at once */
    client *shake_old, *shake_new; /* TLS handshakes in progress, oldest first */
    int nshake;
    int64_t pruned_at;
    net_peers peers, nets; /* addresses, and the networks around them */
    int seated;            /* connections seated at a table */
    net_loglimit loglim;   /* everyone's lines together */
    const client *acting;  /* the client whose message is being handled (its lines are its address's) */
    int64_t accept_after; /* accept() ran out of descriptors: the listening sockets rest till then */
    int restoring;        /* a kept game comes back (make_room's put-away is a swap) */
    net_bucket shed_said; /* the log's "shedding" line */
    net_bucket store_said; /* the log's "cannot store" line */
    net_web_site site;    /* what --web serves */
    /* The owner's descriptors (net_hub_watch: the computer players' answers, push's
       outcomes), fd -1 for a free place. */
    struct hub_owner_watch {
        int fd;
        plat_watch *watch;
        void (*ready)(void *ctx);
        void *ctx;
    } owner[HUB_OWNER_WATCHES];
    hub_device_code devices[HUB_DEVICE_CODES];
    int ndevices;
};

/* A config's number, or its default where it is 0 (unset). */
static inline int hub_limit(int v, int def) { return v > 0 ? v : def; }


/* host.c: the loop and the tables */
long long hub_seconds_now(const net_hub *h); /* the tables' deadlines' clock (a test's skew included) */
void hub_settle(net_hub *h, client *c);
void hub_flush_pending(net_hub *h);
table_slot *hub_find_table(net_hub *h, const char *code);
int hub_occupied(const net_hub *h, const table_slot *ts);
void hub_close_slot(net_hub *h, int i);
void hub_changed(net_hub *h, table_slot *ts);
void hub_unseat(client *c);
void hub_drop_client(net_hub *h, client *c);
void hub_release_finished(table_slot *ts);

/* host_talk.c: what clients say */
void hub_on_msg(void *ctx, net_conn *conn, const net_msg *m, const char *blob, size_t bloblen, const char *bad);
void hub_refuse(client *c, const char *reason, const char *text);
int hub_flooded(client *c);
void hub_error(client *c, const char *reason, const char *text); /* `error`; the 8th closes */
void hub_ready_later(client *c, int64_t now);

/* host_admit.c: who may connect, sit and open a table */
const char *hub_may_accept(net_hub *h, const client *probe, net_peer *peer, net_peer *net);
int hub_make_room(net_hub *h);
int hub_may_try(client *c, int tokens);
int hub_guesses_left(client *c, int tokens);
void hub_count_refusal(client *c, int tokens);
void hub_failed_join(client *c, const char *reason, const char *tried);
int hub_may_sit(client *c, const table_slot *ts, int rejoin);
int hub_may_hold_table(client *c);
int hub_may_churn(client *c);
int hub_may_store(client *c);
void hub_charge_store(client *c);
void hub_paged(net_hub *h, client *c);
int hub_evict_unseated(net_hub *h);

/* host_away.c: a player's absence (`away`, `absent`) */
void hub_away_talk(client *c, const net_msg *m);
void hub_absent_talk(client *c);

/* host_players.c: player keys and device codes (`player`, `device`) */
void hub_player_talk(client *c, const net_msg *m);
/* host_push.c: a device's Web Push subscription (`push`) */
void hub_push_talk(client *c, const net_msg *m);
/* and its player's mail address (`mail`), which the server's hook keeps */
void hub_mail_talk(client *c, const net_msg *m);
/* and its player's settings for both (`notify`) */
void hub_notify_talk(client *c, const net_msg *m);

/* host_log.c: the log through its rate limits */
void hub_log(net_hub *h, const char *a, const char *b, const char *c);
void hub_warn(net_hub *h, const client *c, const char *what, const char *detail);
const char *hub_code_for_log(const char *code, char out[LOG_CODE_CHARS + 4]);
void hub_table_note(net_hub *h, const client *c, const net_table *t, const char *what);

#endif
