/* A host over TCP (host.h): accepts connections, runs their handshakes, seats them at
   tables, and carries each table's bytes; one event loop, no threads. A wake-up touches
   only the connections whose sockets are ready (platform/evloop.h) and those whose next
   deadline is due (a heap, timers.h): idle connections cost nothing between their
   keep-alives. */
#define _POSIX_C_SOURCE 200809L /* sockets, getaddrinfo, clock_gettime */
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "conn.h"
#include "evloop.h"
#include "guard.h"
#include "host.h"
#include "sock.h"
#include "store.h"
#include "timers.h"
#include "web.h"
#include "tls.h"

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
#define SHED_EVERY_MS 60000 /* "shedding" in the log at most once a minute */
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
    int64_t verdict_at;   /* a refusal held back until then (a wrong code); 0: none */
    char verdict[NET_WORD_MAX];
    char name[CIT_NAME_LEN], addr[64];
} client;

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
};

static int limit(int v, int def) { return v > 0 ? v : def; }

/* The clocks of the tables' lives: expiry (monotonic ms) and deadlines (seconds since 1970), each
   the system's plus a test's skew (net_hub_config.skew_ms). */
static int64_t skew(const net_hub *h) { return h->cfg.skew_ms ? h->cfg.skew_ms(h->cfg.ctx) : 0; }
static int64_t expiry_now(const net_hub *h) { return net_now_ms() + skew(h); }
static long long seconds_now(const net_hub *h) { return (long long)time(NULL) + skew(h) / 1000; }

/* A log line of up to three parts. */
static void logf_(net_hub *h, const char *a, const char *b, const char *c) {
    if (!h->cfg.log) return;
    char line[256];
    net_copy(line, sizeof line, a);
    if (b) net_append(line, sizeof line, b);
    if (c) net_append(line, sizeof line, c);
    h->cfg.log(h->cfg.ctx, line);
}

/* Every line a peer's doing causes goes through two rate limits: its address's (so one
   address's noise cannot hide another's) and everyone's (so many addresses cannot fill the
   disk). The next line let through says how many were left out. */
static void note(net_hub *h, const client *c, const char *line) {
    if (!h->cfg.log) return;
    int64_t now = net_now_ms();
    long mine = 0, all = 0;
    if (!c) c = h->acting;
    net_peer *p = c ? c->peer : NULL;
    if (p && !net_loglimit_pass(&p->log, now, LOG_ADDR_BURST, LOG_ADDR_EVERY_MS, &mine)) {
        h->loglim.dropped++;
        return;
    }
    if (!net_loglimit_pass(&h->loglim, now, LOG_ALL_BURST, LOG_ALL_EVERY_MS, &all)) {
        if (p) p->log.dropped = mine; /* kept for the address's next line */
        return;
    }
    if (!mine && !all) {
        h->cfg.log(h->cfg.ctx, line);
        return;
    }
    char out[512];
    snprintf(out, sizeof out, "%s (%ld lines left out before; %ld from this address since its last)", line, all, mine);
    h->cfg.log(h->cfg.ctx, out);
}

/* What a hostile peer tried, with its address, through the log's rate limits. */
static void warn(net_hub *h, const client *c, const char *what, const char *detail) {
    if (!h->cfg.log) return;
    char line[384];
    snprintf(line, sizeof line, "%s: %s%s%s", c ? c->addr : "?", what, detail ? ": " : "", detail ? detail : "");
    note(h, c, line);
}

/* A join code as the log shows it: its first characters, enough to follow a table (or a
   guesser) through the log, too few to join it: a log is read by more people than the
   table's players, and a wrong code may be a real one mistyped. */
#define LOG_CODE_CHARS 4
static const char *code_for_log(const char *code, char out[LOG_CODE_CHARS + 4]) {
    snprintf(out, LOG_CODE_CHARS + 4, "%.*s...", LOG_CODE_CHARS, code ? code : "");
    return out;
}

/* A table's line caused by a client (NULL: by the host), through the same limits. */
static void table_note(net_hub *h, const client *c, const net_table *t, const char *what) {
    if (!h->cfg.log) return;
    char line[256], code[LOG_CODE_CHARS + 4];
    snprintf(line, sizeof line, "table %s%s", code_for_log(net_table_code(t), code), what);
    note(h, c, line);
}

/* ---- tables --------------------------------------------------------------------------------- */

/* Remembers a client with bytes to send, so they go out as soon as the message that
   made them is handled, not after every other connection's in this round. */
static void pending(net_hub *h, client *c) {
    if (c->queued) return;
    if (h->npend == h->cap_pend) {
        int cap = h->cap_pend ? h->cap_pend * 2 : 64;
        client **p = realloc(h->pend, sizeof *p * (size_t)cap);
        if (!p) return; /* flushed at the end of the round instead */
        h->pend = p;
        h->cap_pend = cap;
    }
    c->queued = 1;
    h->pend[h->npend++] = c;
}

static void settle(net_hub *h, client *c);

static void flush_pending(net_hub *h) {
    for (int i = 0; i < h->npend; i++) { /* settle may add none: it never queues bytes */
        client *c = h->pend[i];
        net_conn_flush(c->c);
        c->queued = 0;
        settle(h, c);
    }
    h->npend = 0;
}

void net_hub_flush(net_hub *h) {
    flush_pending(h);
    for (int i = 0; i < h->ncl; i++) /* a window's few connections: what else was queued */
        if (net_conn_wants_write(h->cl[i]->c)) net_conn_flush(h->cl[i]->c), settle(h, h->cl[i]);
}

static void table_send(void *ctx, int seat, const char *data, size_t len) {
    table_slot *ts = ctx;
    client *c = seat >= 0 && seat < CIT_MAX_PLAYERS ? ts->at[seat] : NULL;
    if (!c) return;
    net_conn_queue(c->c, data, len);
    pending(ts->hub, c);
}

/* A move applied and not yet sent: into the store first (store.h). A failure is logged at
   most once a minute, as the shedding line is. */
static int table_commit(void *ctx, const net_table *t, uint32_t seq, const char *move) {
    table_slot *ts = ctx;
    net_hub *h = ts->hub;
    net_table_turn_began(ts->t, seconds_now(h)); /* the next decision's deadline is stored with the move */
    if (net_store_append(h->cfg.store, t, seq, move)) return 1;
    if (h->cfg.log && net_bucket_take(&h->store_said, net_now_ms(), 1, SHED_EVERY_MS))
        logf_(h, "refused a move: cannot store it: ", net_store_why(h->cfg.store), NULL);
    return 0;
}

/* A table of this host: its bytes go to its seats' connections, its moves to the store. */
static void bind_table(net_hub *h, table_slot *ts) {
    if (h->cfg.store) net_table_set_commit(ts->t, table_commit, ts);
}

static table_slot *find_table(net_hub *h, const char *code) {
    for (int i = 0; i < h->ntab; i++)
        if (h->tab[i]->t && !strcmp(net_table_code(h->tab[i]->t), code)) return h->tab[i];
    return NULL;
}

/* Whether any client sits at the table. */
static int occupied(const net_hub *h, const table_slot *ts) {
    (void)h;
    return ts->conns > 0;
}

/* Frees table i; its opener's address no longer counts it. */
static void close_slot(net_hub *h, int i) {
    table_slot *ts = h->tab[i];
    if (ts->peer) ts->peer->tables--;
    if (ts->net) ts->net->tables--;
    net_table_free(ts->t);
    free(ts);
    h->tab[i] = h->tab[--h->ntab];
}

/* The server sheds load (a full table store, a churning address): said in the log at most
   once a minute. */
static void shedding(net_hub *h, const char *what) {
    if (!h->cfg.log || !net_bucket_take(&h->shed_said, net_now_ms(), 1, SHED_EVERY_MS)) return;
    logf_(h, "shedding: ", what, NULL);
}

/* A game put away costs its opener's churn budgets (address and network). */
static void charge_churn(table_slot *ts, int64_t now) {
    if (ts->peer) net_bucket_take(&ts->peer->churn, now, CHURN_BURST, CHURN_EVERY_MS);
    if (ts->net) net_bucket_take(&ts->net->churn, now, CHURN_BURST * NET_SCALE, CHURN_EVERY_MS / NET_SCALE);
}

static int close_waiting_lobby(net_hub *h);

/* A full host makes room for a new table: the one nobody has been at for longest gives
   way (a table with nobody connected is a file's worth of state; the tables of people
   playing never go). A started game not over is kept by the owner (on_close) for its
   players, who bring it back with their code; when the owner's store of such games is
   full, a game is never dropped: the next candidate gives way, or none does (shedding). */
static int make_room(net_hub *h) {
    if (!h->cfg.allow_create) return 0; /* a window's own table never gives way */
    int64_t now = net_now_ms();
    uint8_t *refused = calloc((size_t)h->ntab + 1, 1);
    if (!refused) return 0;
    int done = 0, store_full = 0; /* the owner refused to keep one: it keeps none now */
    for (;;) {
        int best = -1;
        int64_t best_since = 0;
        for (int i = 0; i < h->ntab; i++) {
            table_slot *ts = h->tab[i];
            if (refused[i] || occupied(h, ts)) continue;
            if (store_full && net_table_started(ts->t) && !net_table_over(ts->t)) continue;
            int64_t since = ts->empty_since ? ts->empty_since : now;
            if (best < 0 || since < best_since) best = i, best_since = since;
        }
        if (best < 0) break;
        table_slot *ts = h->tab[best];
        int keep = net_table_started(ts->t) && !net_table_over(ts->t);
        if (keep && !(h->cfg.on_close && h->cfg.on_close(h->cfg.ctx, ts->t, h->restoring ? 2 : 1))) {
            refused[best] = 1; /* no room to keep it: it stays */
            store_full = 1;
            continue;
        }
        if (!keep && h->cfg.on_close) h->cfg.on_close(h->cfg.ctx, ts->t, 0);
        table_note(h, NULL, ts->t, keep ? " put away to make room: its players bring it back with its code"
                                        : " closed to make room: nobody was at it");
        if (keep) charge_churn(ts, now);
        close_slot(h, best);
        done = 1;
        break;
    }
    free(refused);
    if (!done) done = close_waiting_lobby(h);
    if (!done) shedding(h, "every table is in use or a game kept for its players, and the store of put-away games is full: new tables are refused");
    return done;
}

static table_slot *add_slot(net_hub *h) {
    int cap = h->cfg.max_tables ? h->cfg.max_tables : 256;
    if (h->ntab >= cap && !make_room(h)) return NULL;
    table_slot **tab = realloc(h->tab, sizeof *tab * (size_t)(h->ntab + 1));
    if (!tab) return NULL;
    h->tab = tab;
    table_slot *ts = calloc(1, sizeof *ts);
    if (!ts) return NULL;
    ts->hub = h;
    ts->opened_at = net_now_ms();
    h->tab[h->ntab++] = ts;
    return ts;
}

static void drop_slot(net_hub *h) { free(h->tab[--h->ntab]); }

/* An expansion no window draws yet (CIT_OPTION_ENGINE_ONLY) is on: a seat would meet
   tiles or figures it cannot show. */
static int engine_only_on(const cit_setup *su) {
    for (int id = 0; id < cit_option_count(); id++) {
        const cit_option_def *d = cit_option_def_at(id);
        if (d && d->is_module == CIT_OPTION_ENGINE_ONLY && cit_option_get(&su->opt, id) > 0) return 1;
    }
    return 0;
}

net_table *net_hub_open(net_hub *h, const cit_setup *su, const uint8_t *kinds, const char **why) {
    if (engine_only_on(su)) return why ? *why = "an expansion the window cannot show yet" : NULL, NULL;
    table_slot *ts = add_slot(h);
    if (!ts) return why ? *why = "too many tables" : NULL, NULL;
    char code[NET_CODE_LEN + 1];
    do {
        uint8_t r[NET_CODE_LEN];
        if (!net_random(r, sizeof r)) { /* a guessable code would be worse than none */
            drop_slot(h);
            return why ? *why = "no random source" : NULL, NULL;
        }
        net_code_make(r, code);
    } while (find_table(h, code));
    ts->t = net_table_new(su, kinds, code, table_send, ts, why);
    if (!ts->t) {
        drop_slot(h);
        return NULL;
    }
    bind_table(h, ts);
    table_note(h, NULL, ts->t, " opened");
    return ts->t;
}

net_table *net_hub_restore(net_hub *h, const char *text, size_t len, const char **why) {
    h->restoring = 1;
    table_slot *ts = add_slot(h);
    h->restoring = 0;
    if (!ts) return why ? *why = "too many tables" : NULL, NULL;
    ts->t = net_table_load(text, len, table_send, ts, why);
    if (!ts->t || find_table(h, net_table_code(ts->t)) != ts) {
        net_table_free(ts->t);
        drop_slot(h);
        return NULL;
    }
    bind_table(h, ts);
    char code[LOG_CODE_CHARS + 4];
    logf_(h, "table ", code_for_log(net_table_code(ts->t), code), " reopened");
    return ts->t;
}

int net_hub_tables(const net_hub *h) { return h->ntab; }
net_table *net_hub_table(const net_hub *h, int i) { return i >= 0 && i < h->ntab ? h->tab[i]->t : NULL; }
int net_hub_clients(const net_hub *h) { return h->ncl; }
long net_hub_duties(const net_hub *h) { return h->duties; }
int net_hub_port(const net_hub *h) { return h->port; }

static void changed(net_hub *h, table_slot *ts) {
    if (h->cfg.on_change && ts) h->cfg.on_change(h->cfg.ctx, ts->t);
}

/* ---- life ------------------------------------------------------------------------------------ */

net_hub *net_hub_new(const net_hub_config *cfg, const char **why) {
    net_hub *h = calloc(1, sizeof *h);
    if (!h) return NULL;
    h->cfg = *cfg;
    h->site = (net_web_site){cfg->web_dir, cfg->web_names, cfg->web_nnames};
    h->nl = net_listen(cfg->addr, cfg->port, h->lfd, &h->port, why);
    if (!h->nl) {
        free(h);
        return NULL;
    }
    h->loop = plat_evloop_new();
    for (int i = 0; h->loop && i < h->nl; i++) /* a listener's data is its slot in lfd */
        if (!(h->lwatch[i] = plat_evloop_add(h->loop, h->lfd[i], PLAT_EV_READ, &h->lfd[i]))) break;
    if (!h->loop || !h->lwatch[h->nl - 1]) {
        if (why) *why = "cannot wait on the listening sockets";
        net_hub_free(h);
        return NULL;
    }
    return h;
}

static int list_push(client_list *l, client *c) {
    if (l->n == l->cap) {
        int cap = l->cap ? l->cap * 2 : 64;
        client **p = realloc(l->c, sizeof *p * (size_t)cap);
        if (!p) return 0;
        l->c = p;
        l->cap = cap;
    }
    l->c[l->n++] = c;
    return 1;
}

static void list_remove(client_list *l, const client *c) {
    for (int i = 0; i < l->n; i++)
        if (l->c[i] == c) {
            l->c[i] = l->c[--l->n];
            return;
        }
}

/* TLS handshakes in progress: counted from the first byte that says TLS to the end of the
   handshake (HANDSHAKES_PER_NET, HANDSHAKES_MAX). */
static void shake_end(net_hub *h, client *c) {
    if (!c->shaking) return;
    c->shaking = 0;
    if (c->net) c->net->handshakes--;
    h->nshake--;
    if (c->shake_prev) c->shake_prev->shake_next = c->shake_next;
    else h->shake_old = c->shake_next;
    if (c->shake_next) c->shake_next->shake_prev = c->shake_prev;
    else h->shake_new = c->shake_prev;
    c->shake_prev = c->shake_next = NULL;
}

static void warn(net_hub *h, const client *c, const char *what, const char *detail);

static void shake_start(net_hub *h, client *c) {
    if (c->net && c->net->handshakes >= HANDSHAKES_PER_NET) {
        warn(h, c, "closed a connection", "too many TLS handshakes in progress from this network");
        net_conn_close(c->c, "too many TLS handshakes");
        return;
    }
    if (h->nshake >= HANDSHAKES_MAX && h->shake_old) {
        client *old = h->shake_old;
        warn(h, old, "closed a connection", "the oldest TLS handshake in progress, to make room for another");
        net_conn_close(old->c, "a TLS handshake too slow");
        shake_end(h, old);
        settle(h, old);
    }
    c->shaking = 1;
    if (c->net) c->net->handshakes++;
    h->nshake++;
    c->shake_prev = h->shake_new;
    if (h->shake_new) h->shake_new->shake_next = c;
    else h->shake_old = c;
    h->shake_new = c;
}

/* Follows a connection's TLS handshake after it read or wrote. */
static void shake_follow(net_hub *h, client *c) {
    const net_tls *t = net_conn_tls(c->c);
    int shaking = t && !net_conn_closed(c->c) && net_tls_get_state(t) == NET_TLS_HANDSHAKE;
    if (shaking && !c->shaking) shake_start(h, c);
    else if (!shaking && c->shaking) shake_end(h, c);
}

/* A client leaves its seat's connection count (its address's, its network's, the host's). */
static void unseat(client *c) {
    if (!c->ts) return;
    c->ts->conns--;
    if (c->seat >= 0 && c->seat < CIT_MAX_PLAYERS && c->ts->at[c->seat] == c) c->ts->at[c->seat] = NULL;
    if (c->peer) c->peer->seated--;
    if (c->net) c->net->seated--;
    c->hub->seated--;
    c->ts = NULL;
}

/* Whether a seat of client o may give way to a newcomer c on a full host: at another
   network's lobby (or, for an address without a network record, another address's) that
   has waited lobby_wait_ms without its game starting. */
static int gives_way(const client *o, const client *c, int64_t now) {
    if (!o->ts || o == c || net_conn_closed(o->c) || net_table_started(o->ts->t)) return 0;
    if (c->net ? o->net == c->net : o->peer == c->peer) return 0;
    return now - o->ts->opened_at >= limit(o->hub->cfg.lobby_wait_ms, LOBBY_GIVES_WAY_MS);
}

/* A seat given way: `bye full`, detached from its table (its player may come back with the
   token when there is room), closed; the connection goes at the end of the round. */
static void give_way(net_hub *h, client *o, const char *why) {
    warn(h, o, "closed a seat at a lobby that waited", why);
    o->parted = 1;
    net_msg bye = net_msg_make(NET_M_BYE, 0, 0, "full", NULL);
    net_conn_send(o->c, &bye);
    net_conn_flush(o->c);
    if (o->seat >= 0) {
        net_table_detach(o->ts->t, o->seat);
        table_note(h, o, o->ts->t, ": a player left (made room for a new seat)");
        changed(h, o->ts);
    }
    unseat(o);
    net_conn_close(o->c, "made room for a new seat");
    settle(h, o);
}

/* A host full of seats makes room for the new seat of c: the oldest seat that gives way. */
static int free_a_seat(net_hub *h, const client *c) {
    int64_t now = net_now_ms();
    client *oldest = NULL;
    for (int i = 0; i < h->ncl; i++)
        if (gives_way(h->cl[i], c, now) && (!oldest || h->cl[i]->since < oldest->since)) oldest = h->cl[i];
    if (!oldest) return 0;
    give_way(h, oldest, "the host is full of seats: a newcomer's seat took its place");
    return 1;
}

/* A host full of tables makes room for the table of the client being handled: the oldest
   lobby of another network that waited lobby_wait_ms without starting closes, its
   players told `bye full`. */
static int close_waiting_lobby(net_hub *h) {
    const client *c = h->acting;
    int64_t now = net_now_ms();
    int best = -1;
    for (int i = 0; c && i < h->ntab; i++) {
        table_slot *ts = h->tab[i];
        if (net_table_started(ts->t) || now - ts->opened_at < limit(h->cfg.lobby_wait_ms, LOBBY_GIVES_WAY_MS) ||
            (c->net ? ts->net == c->net : ts->peer == c->peer))
            continue;
        if (best < 0 || ts->opened_at < h->tab[best]->opened_at) best = i;
    }
    if (best < 0) return 0;
    table_slot *ts = h->tab[best];
    for (int i = 0; i < h->ncl; i++)
        if (h->cl[i]->ts == ts) give_way(h, h->cl[i], "the host is full of tables: a newcomer's table took its lobby's place");
    if (h->cfg.on_close) h->cfg.on_close(h->cfg.ctx, ts->t, 0);
    table_note(h, NULL, ts->t, " closed to make room: a lobby that waited");
    close_slot(h, best);
    return 1;
}

static void drop_client(net_hub *h, client *c) {
    if (c->peer) c->peer->conns--;
    if (c->net) c->net->conns--;
    if (c->ts && c->seat >= 0) {
        if (c->parted || !c->resumes) net_table_detach(c->ts->t, c->seat);
        else net_table_lost(c->ts->t, c->seat); /* the connection broke: its game tries to come back */
        char line[160];
        snprintf(line, sizeof line, "%s (%s)", c->parted ? ": a player left" : ": a player's connection broke",
                 net_conn_closed(c->c) ? net_conn_why(c->c) : "made room");
        table_note(h, c, c->ts->t, line);
        changed(h, c->ts);
    }
    unseat(c);
    flush_pending(h); /* the list may name c */
    shake_end(h, c);
    if (c->again) list_remove(&h->again, c);
    if (c->doomed) list_remove(&h->doomed, c);
    net_timers_cancel(&h->timers, &c->timer);
    plat_evloop_remove(h->loop, c->watch); /* before its socket closes */
    net_conn_free(c->c);
    h->cl[c->at] = h->cl[--h->ncl];
    h->cl[c->at]->at = c->at;
    free(c);
}

void net_hub_free(net_hub *h) {
    if (!h) return;
    for (int i = 0; i < h->ncl; i++) {
        plat_evloop_remove(h->loop, h->cl[i]->watch);
        net_conn_free(h->cl[i]->c);
        free(h->cl[i]);
    }
    for (int i = 0; i < h->nl; i++) plat_evloop_remove(h->loop, h->lwatch[i]);
    plat_evloop_free(h->loop);
    net_timers_free(&h->timers);
    free(h->doomed.c);
    free(h->again.c);
    for (int i = 0; i < h->ntab; i++) {
        net_table_free(h->tab[i]->t);
        free(h->tab[i]);
    }
    for (int i = 0; i < h->nl; i++) plat_sock_close(h->lfd[i]);
    net_peers_free(&h->peers);
    net_peers_free(&h->nets);
    free(h->cl);
    free(h->tab);
    free(h->pend);
    free(h);
}

/* A finished game no longer counts against its opener (its address and network). */
static void release_finished(table_slot *ts) {
    if (ts->peer) ts->peer->tables--, ts->peer = NULL;
    if (ts->net) ts->net->tables--, ts->net = NULL;
}

int net_hub_reap(net_hub *h, int64_t after_ms, void (*gone)(void *ctx, const char *code), void *ctx) {
    int64_t now = expiry_now(h);
    int closed = 0;
    for (int i = h->ntab - 1; i >= 0; i--) {
        table_slot *ts = h->tab[i];
        if (occupied(h, ts)) { /* first: asking a game whether it is over is not free, and most are in use */
            ts->empty_since = 0;
            continue;
        }
        int over = net_table_over(ts->t), started = net_table_started(ts->t);
        if (over) release_finished(ts); /* a game the host's own moves ended (a move of a seat's: handle) */
        if (net_table_awaits_move(ts->t)) continue; /* correspondence: its players come back when they will */
        int corr_lobby = !started && net_table_pace(ts->t); /* its players join by link over days */
        int64_t keep = over ? after_ms : started || corr_lobby ? h->cfg.unfinished_idle_ms : h->cfg.lobby_idle_ms;
        if (keep <= 0 && !over) keep = INT64_MAX; /* 0: never */
        if (!ts->empty_since) ts->empty_since = now;
        if (now - ts->empty_since < keep) continue;
        table_note(h, NULL, ts->t,
              over      ? " closed: its game is over and everyone left"
              : started ? " closed: its game was left unfinished by everyone"
                        : " closed: its game never started and its lobby is empty");
        if (gone) gone(ctx, net_table_code(ts->t));
        close_slot(h, i);
        closed++;
    }
    return closed;
}

/* ---- what a restart keeps ------------------------------------------------------------------ */

/* snprintf at the end of what is written so far (buf may be NULL to measure). */
__attribute__((format(printf, 4, 5))) static void put(char *buf, size_t cap, size_t *n, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    int k = vsnprintf(buf && *n < cap ? buf + *n : NULL, buf && *n < cap ? cap - *n : 0, fmt, ap);
    va_end(ap);
    if (k > 0) *n += (size_t)k;
}

/* Times are kept as what is left of them (ms) when written, with the wall clock of the
   writing: the monotonic clock starts again with the machine. */
size_t net_hub_state(const net_hub *h, char *buf, size_t cap) {
    int64_t now = expiry_now(h);
    size_t n = 0;
    char hex[33];
    put(buf, cap, &n, "citadela-hub-state 1 %lld\n", seconds_now(h));
    for (int i = 0; i < h->ntab; i++) {
        const table_slot *ts = h->tab[i];
        long long age = ts->empty_since && !occupied(h, ts) ? (long long)(now - ts->empty_since) : -1;
        if (ts->peer) net_key_hex(ts->peer->key, hex);
        put(buf, cap, &n, "table %s %lld %s\n", net_table_code(ts->t), age, ts->peer ? hex : "-");
    }
    for (int i = 0; i < h->peers.n; i++) {
        const net_peer *p = h->peers.p[i];
        if (net_bucket_full(&p->fails, now) && net_bucket_full(&p->tokens, now)) continue;
        net_key_hex(p->key, hex);
        put(buf, cap, &n, "peer %s %lld %lld\n", hex, (long long)(p->fails.due > now ? p->fails.due - now : 0),
            (long long)(p->tokens.due > now ? p->tokens.due - now : 0));
    }
    if (buf && cap) buf[n < cap ? n : cap - 1] = 0;
    return n;
}

/* A time read back, kept within a year either way: the file is the server's own, but a
   number from a file never overflows the arithmetic. */
#define STATE_MS_MAX (366LL * 86400 * 1000)
static long long clamp_ms(long long v) { return v < -1 ? -1 : v > STATE_MS_MAX ? STATE_MS_MAX : v; }

static void load_state_line(net_hub *h, const char *line, int64_t now, int64_t elapsed) {
    char code[NET_WORD_MAX], hex[40];
    long long a, b;
    uint8_t key[16];
    if (sscanf(line, "table %39s %lld %39s", code, &a, hex) == 3) {
        a = clamp_ms(a);
        table_slot *ts = find_table(h, code);
        if (!ts) return;
        if (a >= 0) {
            ts->empty_since = now - (int64_t)a - elapsed;
            if (!ts->empty_since) ts->empty_since = -1; /* 0 means "someone is here" */
        }
        net_peer *p = !ts->peer && !net_table_over(ts->t) && net_key_from_hex(hex, key) ? net_peers_get(&h->peers, key) : NULL;
        if (p) ts->peer = p, p->tables++;
        uint8_t wide[16];
        if (p) net_addr_net(key, wide);
        net_peer *n = p && !ts->net ? net_peers_get(&h->nets, wide) : NULL;
        if (n) ts->net = n, n->tables++;
    } else if (sscanf(line, "peer %39s %lld %lld", hex, &a, &b) == 3 && net_key_from_hex(hex, key)) {
        a = clamp_ms(a), b = clamp_ms(b);
        net_peer *p = net_peers_get(&h->peers, key);
        if (!p) return;
        if (a - elapsed > 0) p->fails.due = now + (int64_t)a - elapsed;
        if (b - elapsed > 0) p->tokens.due = now + (int64_t)b - elapsed;
    }
}

void net_hub_load_state(net_hub *h, const char *text, size_t len) {
    long long wall = 0;
    char head[40] = "";
    memcpy(head, text, len < sizeof head - 1 ? len : sizeof head - 1); /* the text has no NUL of its own */
    if (sscanf(head, "citadela-hub-state 1 %lld", &wall) != 1) return;
    long long t = seconds_now(h);
    long long gap = wall < 0 || wall > t ? 0 : t - wall; /* a clock set back counts as no time */
    int64_t now = expiry_now(h), elapsed = (int64_t)(gap < STATE_MS_MAX / 1000 ? gap : STATE_MS_MAX / 1000) * 1000;
    for (size_t at = 0; at < len;) {
        const char *nl = memchr(text + at, '\n', len - at);
        size_t end = nl ? (size_t)(nl - text) : len;
        char line[160];
        if (end - at < sizeof line) {
            memcpy(line, text + at, end - at);
            line[end - at] = 0;
            load_state_line(h, line, now, elapsed);
        }
        at = end + 1;
    }
}

void net_hub_set_tls(net_hub *h, struct net_tls_ctx *tls) { h->cfg.tls = tls; }

void net_hub_shutdown(net_hub *h) {
    net_msg bye = net_msg_make(NET_M_BYE, 0, 0, "shutdown", NULL);
    for (int i = 0; i < h->ncl; i++) {
        net_conn_send(h->cl[i]->c, &bye);
        net_conn_flush(h->cl[i]->c);
    }
}

/* ---- what clients say ----------------------------------------------------------------------- */

static void refuse(client *c, const char *reason, const char *text) {
    net_msg m = net_msg_make(NET_M_REFUSE, 0, 0, reason, text);
    net_conn_send(c->c, &m);
    net_conn_flush(c->c);
    net_conn_close(c->c, reason);
}

static void error(client *c, const char *reason, const char *text) {
    net_msg m = net_msg_make(NET_M_ERROR, 0, 0, reason, text);
    net_conn_send(c->c, &m);
    if (net_conn_error(c->c)) {
        c->parted = 1;
        warn(c->hub, c, "closed a connection", "too many refused messages");
        net_msg bye = net_msg_make(NET_M_BYE, 0, 0, "errors", NULL);
        net_conn_send(c->c, &bye);
        net_conn_flush(c->c);
        net_conn_close(c->c, "too many errors");
    }
}

/* A seat taken: any older connection of that seat goes (a rejoin before the old one was
   found dead), the client is welcomed and gets the table's state. */
static void seated(client *c, table_slot *ts, int seat, const char *token) {
    net_hub *h = c->hub;
    for (int i = 0; i < h->ncl; i++)
        if (h->cl[i] != c && h->cl[i]->ts == ts && h->cl[i]->seat == seat) {
            unseat(h->cl[i]); /* no detach: the seat is this client's now */
            net_conn_close(h->cl[i]->c, "replaced by a rejoin");
            settle(h, h->cl[i]);
        }
    c->ts = ts;
    c->seat = seat;
    ts->conns++;
    if (seat >= 0 && seat < CIT_MAX_PLAYERS) ts->at[seat] = c;
    if (c->peer) c->peer->seated++;
    if (c->net) c->net->seated++;
    h->seated++;
    net_msg w = net_msg_make(NET_M_WELCOME, (uint32_t)seat, 0, NULL, token);
    net_conn_send(c->c, &w);
    net_table_attach(ts->t, seat);
    char line[128];
    snprintf(line, sizeof line, ": a player from %s sat down at seat %d", c->addr[0] ? c->addr : "?", seat);
    table_note(h, c, ts->t, line);
    changed(h, ts);
}

/* Whether a budget has an event left, without taking it. */
static int budget_left(net_bucket b, int64_t now, int burst, int every_ms) { return net_bucket_take(&b, now, burst, every_ms); }

/* The budget of wrong codes (tokens 0) or wrong tokens (1) of a record: an address's, or
   its network's (NET_SCALE times the burst and the rate). */
static net_bucket *budget_of(net_peer *p, int tokens) { return tokens ? &p->tokens : &p->fails; }
static int fails_burst(const net_hub *h, int wide) { return limit(h->cfg.fails_per_addr, 10) * (wide ? NET_SCALE : 1); }
static int fails_every(int wide) { return wide ? FAILS_ADDR_EVERY_MS / NET_SCALE : FAILS_ADDR_EVERY_MS; }

/* Whether this client may try a join code (tokens 0), a token (1) or a set-up (0) now:
   refusals are budgeted per address and per network, so codes cannot be guessed at any
   useful rate while strangers elsewhere cannot run anyone else's budget dry. */
static int may_try(client *c, int tokens) {
    net_hub *h = c->hub;
    int64_t now = net_now_ms();
    for (int wide = 0; wide < 2; wide++) {
        net_peer *p = wide ? c->net : c->peer;
        if (!p || budget_left(*budget_of(p, tokens), now, fails_burst(h, wide), fails_every(wide))) continue;
        warn(h, c, "refused a join", wide ? "too many refusals from this network" : "too many refusals from this address");
        refuse(c, "wait", "too many wrong join codes from your address: try again in a few minutes");
        return 0;
    }
    return 1;
}

/* A refusal counted against the client's address and network. */
static void count_refusal(client *c, int tokens) {
    int64_t now = net_now_ms();
    for (int wide = 0; wide < 2; wide++) {
        net_peer *p = wide ? c->net : c->peer;
        if (p) net_bucket_take(budget_of(p, tokens), now, fails_burst(c->hub, wide), fails_every(wide));
    }
}

/* A wrong code or token: counted against the budgets, logged, and answered late (the
   config's fail_delay_ms) so that one connection cannot try again at once. */
static void failed_join(client *c, const char *reason, const char *tried) {
    net_hub *h = c->hub;
    count_refusal(c, !strcmp(reason, "token"));
    char code[LOG_CODE_CHARS + 4];
    warn(h, c, !strcmp(reason, "code") ? "a wrong join code" : "a wrong rejoin token", code_for_log(tried, code));
    if (h->cfg.fail_delay_ms <= 0) {
        refuse(c, reason, NULL);
        return;
    }
    c->verdict_at = net_now_ms() + h->cfg.fail_delay_ms;
    net_copy(c->verdict, sizeof c->verdict, reason);
}

/* Whether a table is in play: a game started, not over, with a move in the last PLAY_MS. */
static int in_play(const table_slot *ts, int64_t now) {
    return net_table_started(ts->t) && !net_table_over(ts->t) && ts->moved_at && now - ts->moved_at < PLAY_MS;
}

/* Seats held without play (at tables not in play): the host's, and those of one network at
   tables other networks opened. A network's seats at its own tables are a household or a
   school sitting together, bounded by its tables (may_hold_table) times their seats. */
static void held_seats(const net_hub *h, const net_peer *net, int *all, int *mine) {
    int64_t now = net_now_ms();
    *all = *mine = 0;
    for (int i = 0; i < h->ncl; i++) {
        const client *o = h->cl[i];
        if (o->ts && !in_play(o->ts, now)) ++*all, *mine += o->net == net && o->ts->net != net;
    }
}

/* Tables held without play with someone at them: the host's, and those a network opened. */
static void held_tables(const net_hub *h, const net_peer *net, int *all, int *mine) {
    int64_t now = net_now_ms();
    *all = *mine = 0;
    for (int i = 0; i < h->ntab; i++)
        if (!in_play(h->tab[i], now) && occupied(h, h->tab[i])) ++*all, *mine += h->tab[i]->net == net;
}

/* A network's share of what is held without play once the host is crowded (a quarter of
   it held so, and at least `least`): so that 64 networks hold at most a quarter beyond
   the crowd, half the host in all. */
static int held_share(int max, int least) { return max / 256 > least ? max / 256 : least; }
static int crowded(int held, int max, int least) { return held >= max / 4 && held >= least; }

/* Whether the client may take a seat: seated connections are capped per address and per
   network, and a new seat (join, create) leaves an eighth of the host's connections for
   players coming back with their token, after another network's lobby seat that waited
   gave way (free_a_seat); on a crowded host a network's seats held without play at other
   networks' tables are capped (held_share), never those at its own (friends behind one
   address or one /24 sit together). A rejoin to a table where the address already sits may
   replace its own connection. */
static int may_sit(client *c, const table_slot *ts, int rejoin) {
    net_hub *h = c->hub;
    int per = limit(h->cfg.seats_per_addr, 8), max = limit(h->cfg.max_clients, 512);
    if (rejoin && ts)
        for (int i = 0; i < h->ncl; i++)
            if (h->cl[i] != c && h->cl[i]->ts == ts && h->cl[i]->peer == c->peer) return 1;
    if ((c->peer && c->peer->seated >= per) || (c->net && c->net->seated >= per * NET_SCALE)) {
        warn(h, c, "refused a seat", "as many seated connections from this address or network as it may have");
        refuse(c, "connections", "your address has as many players seated as it may");
        return 0;
    }
    if (!rejoin && h->seated >= max - max / 8 && !free_a_seat(h, c)) {
        warn(h, c, "refused a seat", "the host is full (the rest is kept for players coming back)");
        refuse(c, "full", "the host is full");
        return 0;
    }
    int all, mine, own = ts ? ts->net == c->net : 1; /* a new table is its creator's own */
    if (!rejoin && c->net && !own &&
        (held_seats(h, c->net, &all, &mine), mine >= held_share(max, 2) && crowded(all, max, 16))) {
        warn(h, c, "refused a seat", "shedding: the host is crowded and this network holds its share of seats without play");
        refuse(c, "full", "the host is busy: your network has as many players waiting as it may");
        return 0;
    }
    return 1;
}

/* Whether the client's network may open one more table: on a crowded host, lobbies and
   stalled games with someone at them are capped per network like seats. */
static int may_hold_table(client *c) {
    net_hub *h = c->hub;
    int max = limit(h->cfg.max_tables, 256), all, mine;
    if (!c->net || (held_tables(h, c->net, &all, &mine), mine < held_share(max, 1) || !crowded(all, max, 8))) return 1;
    warn(h, c, "refused a new table", "shedding: the host is crowded and this network holds its share of tables without play");
    refuse(c, "tables", "the host is busy: your network has as many tables waiting as it may");
    return 0;
}

static void join(client *c, const net_msg *m) {
    net_hub *h = c->hub;
    const char *why = NULL;
    char token[NET_TOKEN_LEN + 1] = "";
    int rejoin = m->type == NET_M_REJOIN;
    if (!may_try(c, rejoin)) return;
    table_slot *ts = find_table(h, m->word);
    if (!ts && h->cfg.reopen && h->cfg.reopen(h->cfg.ctx, m->word)) ts = find_table(h, m->word);
    if (!ts) { failed_join(c, "code", m->word); return; }
    if (!may_sit(c, ts, rejoin)) return;
    int seat;
    if (!rejoin) {
        uint8_t r[16];
        if (!net_random(r, sizeof r)) { refuse(c, "full", "no random source on the host"); return; }
        seat = net_table_join(ts->t, m->text, r, token, &why);
        net_copy(c->name, sizeof c->name, m->text);
    } else {
        seat = net_table_rejoin(ts->t, m->text, &why);
        memcpy(token, m->text, NET_TOKEN_LEN + 1);
        if (seat >= 0) snprintf(c->name, sizeof c->name, "seat %d", seat);
    }
    if (seat >= 0) { seated(c, ts, seat, token); return; }
    if (!strcmp(why, "token")) { failed_join(c, "token", net_table_code(ts->t)); return; }
    if (!strcmp(why, "token-void")) { /* the owner of a seat given away: told so, not counted as a guess */
        warn(h, c, "refused a rejoin", "its seat was given away");
        refuse(c, "token", "your seat was given to another player");
        return;
    }
    warn(h, c, "refused a seat", why);
    refuse(c, why, NULL);
}

/* Whether a set-up text holds moves: a table starts from its set-up, so one with moves is
   refused before anything replays them (a whole game costs the server a millisecond). */
static int holds_moves(const char *blob, size_t len) {
    for (size_t at = 0; at < len;) {
        while (at < len && (blob[at] == ' ' || blob[at] == '\t' || (unsigned char)blob[at] >= 0x80)) at++; /* blanks, a BOM */
        if (len - at >= 5 && !memcmp(blob + at, "move", 4) && (blob[at + 4] == ' ' || blob[at + 4] == '\t')) return 1;
        const char *nl = memchr(blob + at, '\n', len - at);
        if (!nl) break;
        at = (size_t)(nl - blob) + 1;
    }
    return 0;
}

/* Whether the client's address and network may open a table: their games started and
   left that were put away (charge_churn) are within their budgets. */
static int may_churn(client *c) {
    net_hub *h = c->hub;
    int64_t now = net_now_ms();
    if ((!c->peer || budget_left(c->peer->churn, now, CHURN_BURST, CHURN_EVERY_MS)) &&
        (!c->net || budget_left(c->net->churn, now, CHURN_BURST * NET_SCALE, CHURN_EVERY_MS / NET_SCALE)))
        return 1;
    warn(h, c, "refused a new table", "shedding: too many games started and left from this address or network");
    refuse(c, "wait", "too many games were started and left from your address: try again later");
    return 0;
}

/* `setup` after `create`: the new table's set-up as a save without moves. */
static void create(client *c, const char *blob, size_t bloblen) {
    net_hub *h = c->hub;
    const char *why = NULL;
    char token[NET_TOKEN_LEN + 1] = "";
    if (c->peer && c->peer->tables >= limit(h->cfg.tables_per_addr, 4)) {
        warn(h, c, "refused a new table", "this address has as many open as it may");
        refuse(c, "tables", "your address has as many tables open as it may: finish or leave one first");
        return;
    }
    if (!may_try(c, 0) || !may_sit(c, NULL, 0) || !may_churn(c) || !may_hold_table(c)) return;
    if (holds_moves(blob, bloblen)) {
        count_refusal(c, 0); /* a refused set-up costs its sender like a wrong code */
        warn(h, c, "refused a new table", "its set-up holds moves");
        refuse(c, "setup", "a new table's set-up holds no moves");
        return;
    }
    cit_setup su;
    cit_setup_default(&su, 2, 1);
    cit_session *s = cit_session_new(&su, NULL);
    if (!s || cit_session_load(s, blob, bloblen, NULL) != CIT_OK || cit_session_length(s) != 0) {
        cit_session_free(s);
        count_refusal(c, 0);
        warn(h, c, "refused a new table", "its set-up does not load");
        { refuse(c, "setup", "the set-up does not load"); return; }
    }
    su = *cit_game_setup(cit_session_game(s));
    cit_session_free(s);
    uint8_t r[16], kinds[CIT_MAX_PLAYERS] = {0};
    if (!net_random(r, sizeof r)) { refuse(c, "setup", "no random source on the host"); return; }
    su.seed = 0;
    for (int i = 0; i < 8; i++) su.seed = su.seed << 8 | r[i]; /* the server shuffles, not the creator */
    net_table *t = net_hub_open(h, &su, kinds, &why);
    if (!t) { warn(h, c, "refused a new table", why); refuse(c, "setup", why); return; }
    net_table_set_pace(t, c->pace);
    if (c->pace) {
        char line[64];
        snprintf(line, sizeof line, " is a correspondence table: %d days a move", c->pace);
        table_note(h, c, t, line);
    }
    table_slot *ts = find_table(h, net_table_code(t));
    ts->peer = c->peer;
    ts->net = c->net;
    if (c->peer) c->peer->tables++;
    if (c->net) c->net->tables++;
    net_msg tm = net_msg_make(NET_M_TABLE, 0, 0, net_table_code(t), NULL);
    net_conn_send(c->c, &tm);
    if (!net_random(r, sizeof r)) { refuse(c, "setup", "no random source on the host"); return; }
    int seat = net_table_join(t, c->name, r, token, &why);
    if (seat < 0) { refuse(c, why, NULL); return; }
    seated(c, ts, seat, token);
}

static void handshake(client *c, const net_msg *m, const char *blob, size_t bloblen) {
    net_hub *h = c->hub;
    if (m->type == NET_M_JOIN || m->type == NET_M_REJOIN || m->type == NET_M_CREATE) {
        /* one try a connection: several joins in one write would each be looked up while
           the wrong code's delay holds back only the answer */
        if (c->tried) { refuse(c, "parse", "one join a connection"); return; }
        c->tried = 1;
    }
    if (m->type == NET_M_JOIN || m->type == NET_M_REJOIN) { join(c, m); return; }
    if (m->type == NET_M_CREATE) {
        if (!h->cfg.allow_create) { refuse(c, "create", "this host opens no tables for others"); return; }
        c->creating = 1;
        net_copy(c->name, sizeof c->name, m->text);
        return;
    }
    if (m->type == NET_M_KIND && c->creating && m->word[0]) { /* live or correspondence, before the set-up */
        c->pace = (int)m->num[0];
        return;
    }
    if (m->type == NET_M_SETUP && c->creating) { create(c, blob, bloblen); return; }
    error(c, "state", "join a table first");
}

/* Chat and ready marks beyond a person's pace: told once in a while, and logged. */
static void too_fast(client *c) {
    if (!net_bucket_take(&c->ts->notice[c->seat], net_now_ms(), 1, NOTICE_EVERY_MS)) return;
    net_msg m = net_msg_make(NET_M_ERROR, 0, 0, "flood", "slow down: chat and ready marks beyond a few a minute are dropped");
    net_conn_send(c->c, &m);
    char code[LOG_CODE_CHARS + 4];
    warn(c->hub, c, "chat or ready marks too fast", c->ts ? code_for_log(net_table_code(c->ts->t), code) : NULL);
}

static void chat(client *c, const char *text) {
    if (!net_bucket_take(&c->ts->chat[c->seat], net_now_ms(), CHAT_BURST, TALK_EVERY_MS)) { too_fast(c); return; }
    net_table_chat(c->ts->t, c->seat, text);
    if (c->hub->cfg.on_chat) c->hub->cfg.on_chat(c->hub->cfg.ctx, c->ts->t, c->seat, text);
}

/* A ready mark: set now if the budget allows, else kept (the last one wins) for later. */
static void ready(client *c, int on) {
    if (net_table_started(c->ts->t)) { error(c, "state", "the game has started"); return; }
    if (c->ready_want >= 0 || !net_bucket_take(&c->ts->ready[c->seat], net_now_ms(), READY_BURST, TALK_EVERY_MS)) {
        c->ready_want = on;
        too_fast(c);
        return;
    }
    if (!net_table_set_ready(c->ts->t, c->seat, on)) { error(c, "state", "the game has started"); return; }
    changed(c->hub, c->ts);
}

/* A ready mark kept back is set once the budget allows. */
static void ready_later(client *c, int64_t now) {
    if (c->ready_want < 0 || !c->ts || !net_bucket_take(&c->ts->ready[c->seat], now, READY_BURST, TALK_EVERY_MS)) return;
    if (net_table_set_ready(c->ts->t, c->seat, c->ready_want)) changed(c->hub, c->ts);
    c->ready_want = -1;
}

/* `give P` from a server table's creator: a seat whose player is away is opened for a
   newcomer (net_table_give_seat). */
static void give(client *c, int seat) {
    if (!c->hub->cfg.allow_create || c->seat != 0) { error(c, "state", "only the table's creator gives a seat"); return; }
    if (!net_table_give_seat(c->ts->t, seat)) { error(c, "state", "that seat's player is not away"); return; }
    char line[96];
    snprintf(line, sizeof line, ": the creator gave seat %d to whoever joins next", seat);
    table_note(c->hub, c, c->ts->t, line);
    changed(c->hub, c->ts);
}

/* More than NET_FLOOD_LINES lines, WebSocket frames (empty ones and pings too) or TLS
   records (KeyUpdates and alerts too) in a second: `bye flood`, closed, one log line. 1 if
   it was. */
static int flooded(client *c) {
    if (net_conn_closed(c->c) || net_conn_lines_now(c->c) <= NET_FLOOD_LINES) return 0;
    c->parted = 1;
    warn(c->hub, c, "closed a connection", "more than " STR(NET_FLOOD_LINES) " lines, frames or TLS records in a second");
    net_msg bye = net_msg_make(NET_M_BYE, 0, 0, "flood", NULL);
    net_conn_send(c->c, &bye);
    net_conn_flush(c->c);
    net_conn_close(c->c, "flood");
    return 1;
}

static void handle(client *c, const net_msg *m, const char *blob, size_t bloblen, const char *bad) {
    if (flooded(c)) return;
    if (!m) {
        if (c->creating && !c->ts) { /* a set-up over NET_SETUP_MAX, or not a number */
            if (!may_try(c, 0)) return;
            count_refusal(c, 0);
            warn(c->hub, c, "refused a new table", bad);
            refuse(c, "setup", bad);
            return;
        }
        if (!c->greeted) { warn(c->hub, c, "refused a connection that does not speak the protocol", bad); refuse(c, "parse", bad); return; }
        { error(c, "parse", bad); return; }
    }
    if (!c->greeted) {
        if (m->type != NET_M_HELLO) {
            warn(c->hub, c, "refused a connection that does not speak the protocol", NULL);
            refuse(c, "parse", "the first line must be citadela-net");
            return;
        }
        if (m->num[0] != NET_VERSION) {
            char v[16], line[128];
            snprintf(v, sizeof v, "%d", NET_VERSION);
            snprintf(line, sizeof line,
                     "refused a client that speaks network protocol version %u; this host speaks version %d: "
                     "update the older game",
                     m->num[0], NET_VERSION);
            warn(c->hub, c, line, NULL);
            { refuse(c, "version", v); return; }
        }
        if (net_conn_insecure(c->c)) { /* the code and the token never cross in clear */
            warn(c->hub, c, "refused a connection without TLS", NULL);
            refuse(c, "tls", "this server takes players over TLS only: join with its https:// link");
            return;
        }
        c->greeted = 1;
        return;
    }
    if (m->type == NET_M_PING) {
        net_msg p = net_msg_make(NET_M_PONG, m->num[0], 0, NULL, NULL);
        { net_conn_send(c->c, &p); return; }
    }
    if (m->type == NET_M_PONG) return;
    if (m->type == NET_M_BYE) {
        c->parted = 1;
        net_conn_close(c->c, "the client left");
        return;
    }
    if (m->type == NET_M_RESUME && c->ts) { /* heard: the table may now tell it `reconnecting` */
        net_msg ack = net_msg_make(NET_M_RESUME, 0, 0, NULL, NULL);
        net_conn_send(c->c, &ack);
        c->resumes = 1;
        net_table_resumes(c->ts->t, c->seat);
        return;
    }
    if (!c->ts) { handshake(c, m, blob, bloblen); return; }
    net_table *t = c->ts->t;
    const char *reason = NULL, *why = NULL;
    switch (m->type) {
    case NET_M_MOVE:
        if (!net_table_move(t, c->seat, m->num[0], m->text, &reason, &why)) { error(c, reason, why); return; }
        c->ts->moved_at = net_now_ms();
        if (net_table_over(t)) release_finished(c->ts);
        { changed(c->hub, c->ts); return; }
    case NET_M_START:
        if (c->seat != 0) { error(c, "state", "the table's first seat starts the game"); return; }
        if (!net_table_start(t, &why)) { error(c, "state", why); return; }
        net_table_turn_began(t, seconds_now(c->hub));
        { changed(c->hub, c->ts); return; }
    case NET_M_KIND: { /* the table's kind, asked (`kind` alone) */
        if (m->word[0]) { error(c, "state", "a table's kind is chosen when it is opened"); return; }
        net_msg k = net_msg_make(NET_M_KIND, (uint32_t)net_table_pace(t), 0, net_table_pace(t) ? "correspondence" : "live", NULL);
        net_conn_send(c->c, &k);
        return;
    }
    case NET_M_CHAT: { chat(c, m->text); return; }
    case NET_M_READY: { ready(c, (int)m->num[0]); return; }
    case NET_M_GIVE: { give(c, (int)m->num[0]); return; }
    default: { error(c, "state", "not now"); return; }
    }
}

static void on_msg(void *ctx, net_conn *conn, const net_msg *m, const char *blob, size_t bloblen, const char *bad) {
    client *c = ctx;
    (void)conn;
    if (c->verdict_at) return; /* a refusal is on its way: nothing more from this connection counts */
    c->hub->acting = c;
    handle(c, m, blob, bloblen, bad);
    c->hub->acting = NULL;
}

/* ---- the loop ---------------------------------------------------------------------------------- */

/* A connection that turned out to be a page request: its accept is given back and its
   address's and network's pages budgets are charged instead; beyond them it is closed. */
static void paged(net_hub *h, client *c) {
    if (c->paged || !net_conn_page(c->c)) return;
    c->paged = 1;
    int64_t now = net_now_ms();
    if (c->peer) net_bucket_give(&c->peer->accepts, ACCEPT_EVERY_MS);
    if (c->net) net_bucket_give(&c->net->accepts, ACCEPT_EVERY_MS / NET_SCALE);
    if ((c->peer && !net_bucket_take(&c->peer->pages, now, PAGES_BURST, PAGES_EVERY_MS)) ||
        (c->net && !net_bucket_take(&c->net->pages, now, PAGES_BURST * NET_SCALE, PAGES_EVERY_MS / NET_SCALE))) {
        warn(h, c, "closed a connection", "page requests too fast from this address or its network");
        net_conn_close(c->c, "page requests too fast");
    }
}

/* Makes room for a new connection on a full host: the oldest connection that is not
   seated goes (`bye full`), greeted or not, so that connections that never sit down cannot
   hold every slot (new seats stop at 7/8 of the host, so an eighth is unseated unless
   rejoins took it: a player coming back with a token finds room). A
   candidate's waiting bytes are read first (under a storm of connections a player's
   connection went before its first line was read), so one that sits down with them is
   spared; after a few such the newcomer is turned away instead. A page being sent is not
   a candidate (its time is bounded by itself, web.h). Only when every connection is
   seated (rejoins may fill the eighth kept for them) does a seat go, the oldest at a
   table whose game is not in progress (a lobby, a finished game): never a player's of a
   game in progress. */
static int evict_unseated(net_hub *h) {
    for (int tries = 0; tries < 4; tries++) {
        int oldest = -1, seat = -1, unseated = 0;
        for (int i = 0; i < h->ncl; i++) {
            const client *c = h->cl[i];
            unseated += !c->ts;
            if (c->verdict_at || net_conn_closed(c->c) || net_conn_serving(c->c)) continue;
            if (!c->ts && (oldest < 0 || c->since < h->cl[oldest]->since)) oldest = i;
            if (c->ts && (!net_table_started(c->ts->t) || net_table_over(c->ts->t)) &&
                (seat < 0 || c->since < h->cl[seat]->since))
                seat = i;
        }
        if (!unseated && seat >= 0) {
            client *c = h->cl[seat];
            warn(h, c, "closed a seated connection of a table not playing", "the host is full of seats");
            net_msg bye = net_msg_make(NET_M_BYE, 0, 0, "full", NULL);
            net_conn_send(c->c, &bye);
            net_conn_flush(c->c);
            drop_client(h, c); /* its seat is away: it comes back with its token */
            return 1;
        }
        if (oldest < 0) return 0;
        client *c = h->cl[oldest];
        net_conn_read(c->c, on_msg, c);
        flush_pending(h);
        if (net_conn_closed(c->c)) { /* it went (or was refused) on its own */
            drop_client(h, c);
            return 1;
        }
        if (c->ts || c->verdict_at) continue;
        warn(h, c, c->greeted ? "closed a connection that had not sat down" : "closed a connection that had not greeted",
             "the host is full");
        net_msg bye = net_msg_make(NET_M_BYE, 0, 0, "full", NULL);
        net_conn_send(c->c, &bye);
        net_conn_flush(c->c);
        drop_client(h, c);
        return 1;
    }
    return 0;
}

/* A connection refused before it is a client: the greeting and the bye, best effort. */
static void turn_away(int fd, const char *word) {
    char line[64];
    if (fd < 0) return;
    int n = snprintf(line, sizeof line, "citadela-net %d\nbye %s\n", NET_VERSION, word);
    if (send(fd, line, (size_t)n, MSG_NOSIGNAL | MSG_DONTWAIT) < 0) { /* the peer may be gone */
    }
    plat_sock_close(fd);
}

/* Connections accepted in one turn: a storm of them (each may cost an eviction) does not
   hold the loop while the players' bytes wait; the rest are taken next round. */
#define ACCEPTS_PER_TURN 32

static void accept_new(net_hub *h, int lfd) {
    for (int turn = 0; turn < ACCEPTS_PER_TURN; turn++) {
        struct sockaddr_storage ss;
        socklen_t sl = sizeof ss;
        int fd = accept(lfd, (struct sockaddr *)&ss, &sl);
        if (fd < 0) {
            if (plat_sock_last_error() == PLAT_SOCK_NOFDS) {
                h->accept_after = net_now_ms() + ACCEPT_PAUSE_MS; /* else the loop wakes at once, again and again */
                for (int i = 0; i < h->nl; i++) plat_evloop_set(h->loop, h->lwatch[i], 0);
                warn(h, NULL, "cannot accept a connection", "out of file descriptors");
            }
            return;
        }
        uint8_t key[16], wide[16];
        net_addr_key((struct sockaddr *)&ss, key);
        net_addr_net(key, wide);
        net_peer *peer = net_peers_get(&h->peers, key), *net = net_peers_get(&h->nets, wide);
        client probe = {0};
        probe.peer = peer;
        net_addr_text((struct sockaddr *)&ss, probe.addr, sizeof probe.addr);
        int per = limit(h->cfg.clients_per_addr, 16), burst = limit(h->cfg.accepts_per_addr, 30);
        int64_t now = net_now_ms();
        if ((peer && peer->conns >= per) || (net && net->conns >= per * NET_SCALE)) {
            warn(h, &probe, "refused a connection", "too many from this address or its network");
            turn_away(fd, "connections");
            continue;
        }
        /* both budgets are asked before either is taken from, so a refusal costs nothing */
        if ((peer && !budget_left(peer->accepts, now, burst, ACCEPT_EVERY_MS)) ||
            (net && !budget_left(net->accepts, now, burst * NET_SCALE, ACCEPT_EVERY_MS / NET_SCALE))) {
            warn(h, &probe, "refused a connection", "connections too fast from this address or its network");
            turn_away(fd, "connections");
            continue;
        }
        if (peer) net_bucket_take(&peer->accepts, now, burst, ACCEPT_EVERY_MS);
        if (net) net_bucket_take(&net->accepts, now, burst * NET_SCALE, ACCEPT_EVERY_MS / NET_SCALE);
        if (h->ncl >= limit(h->cfg.max_clients, 512) && !evict_unseated(h)) {
            warn(h, &probe, "refused a connection", "the host is full");
            turn_away(fd, "full");
            continue;
        }
        client *c = calloc(1, sizeof *c);
        client **cl = c ? realloc(h->cl, sizeof *cl * (size_t)(h->ncl + 1)) : NULL;
        if (cl) h->cl = cl;
        plat_watch *watch = cl ? plat_evloop_add(h->loop, fd, PLAT_EV_READ, c) : NULL;
        net_conn *conn = watch ? net_conn_new(fd, 1) : NULL;
        if (conn && h->cfg.web_dir) net_conn_web(conn, &h->site); /* a browser's, perhaps (web.h) */
        if (conn && h->cfg.tls) { /* TLS or not: its first byte says (tls.h) */
            net_tls *t = net_tls_server(h->cfg.tls, fd);
            if (t) net_conn_set_tls(conn, t);
            else net_conn_free(conn), conn = NULL, fd = -1;
        }
        if (!conn) {
            plat_evloop_remove(h->loop, watch);
            free(c);
            turn_away(fd, "full");
            continue;
        }
        *c = probe;
        c->hub = h;
        c->c = conn;
        c->watch = watch;
        net_timer_init(&c->timer, c);
        c->at = h->ncl;
        c->seat = -1;
        c->ready_want = -1;
        c->since = net_now_ms();
        c->peer = peer;
        c->net = net;
        if (peer) peer->conns++;
        if (net) net->conns++;
        h->cl[h->ncl++] = c;
        net_msg hello = net_msg_make(NET_M_HELLO, NET_VERSION, 0, NULL, NULL);
        net_conn_send(conn, &hello);
        net_conn_flush(conn); /* a TLS server's waits for the first byte (tls.h) */
        settle(h, c);
    }
}

/* Time-driven duties of a connection: a held-back refusal, the handshake's deadline, a
   ready mark that waited for its budget, the keep-alive. Called when its timer is due
   (next_duty), which may be early (it moves later as bytes come and go): then nothing is
   due yet and it is set again. */
static void tick(net_hub *h, client *c, int64_t now) {
    if (net_conn_closed(c->c)) return;
    if (c->verdict_at) {
        if (now >= c->verdict_at) refuse(c, c->verdict, NULL);
        return;
    }
    if (!c->ts && !net_conn_serving(c->c) && now - c->since >= limit(h->cfg.handshake_ms, 5000)) {
        warn(h, c, "closed a connection", "no table joined in time");
        net_msg bye = net_msg_make(NET_M_BYE, 0, 0, "timeout", NULL);
        net_conn_send(c->c, &bye);
        net_conn_flush(c->c);
        net_conn_close(c->c, "no table joined in time");
        return;
    }
    ready_later(c, now);
    /* a round that took long (a loaded machine, a burst) may have left the peer's pong in
       the socket since its wait: read before calling the peer silent */
    if (h->cfg.keepalive && net_conn_silent(c->c, now)) net_conn_read(c->c, on_msg, c), flush_pending(h);
    if (h->cfg.keepalive) net_conn_tick(c->c, now);
    net_conn_flush(c->c); /* a ping */
}

static int64_t earlier(int64_t a, int64_t b) { return a < b ? a : b; }

/* When tick next has something to do for c: a held-back refusal, the handshake's
   deadline, a ready mark's budget, the keep-alive (a quiet connection's in minutes: no
   wake-up before); without keep-alive at least every NET_DEAD_MS. */
static int64_t next_duty(const net_hub *h, const client *c, int64_t now) {
    if (c->verdict_at) return c->verdict_at;
    int64_t at = h->cfg.keepalive ? INT64_MAX : now + NET_DEAD_MS;
    if (!c->ts && !net_conn_serving(c->c)) at = earlier(at, c->since + limit(h->cfg.handshake_ms, 5000));
    if (c->ts && c->ready_want >= 0) /* net_bucket_take passes once the bucket is due within its burst */
        at = earlier(at, c->ts->ready[c->seat].due - (int64_t)(READY_BURST - 1) * TALK_EVERY_MS);
    if (h->cfg.keepalive) at = earlier(at, net_conn_next_tick(c->c, now));
    return at;
}

/* After anything happened to a client: a closed one is dropped at the end of the round;
   otherwise its socket's interest follows its state (reading unless a refusal is held
   back, writing while bytes wait), its timer comes no later than its next duty, and a
   TLS connection holding decrypted bytes is read again next round without waiting. */
static void settle(net_hub *h, client *c) {
    if (c->doomed) return;
    if (net_conn_closed(c->c)) {
        if (list_push(&h->doomed, c)) c->doomed = 1;
        else net_timers_set(&h->timers, &c->timer, net_now_ms() + 10); /* no memory: its timer finds it */
        return;
    }
    unsigned want = (c->verdict_at ? 0u : PLAT_EV_READ) | (net_conn_wants_write(c->c) ? PLAT_EV_WRITE : 0u);
    if (plat_evloop_set(h->loop, c->watch, want) != 0) {
        net_conn_close(c->c, "the event loop refused the connection");
        settle(h, c);
        return;
    }
    int64_t at = next_duty(h, c, net_now_ms());
    if (!net_timer_is_set(&c->timer) || at < c->timer.at) net_timers_set(&h->timers, &c->timer, at);
    if (!c->again && !c->verdict_at && net_conn_pending(c->c) && list_push(&h->again, c)) c->again = 1;
}

/* A client's socket is ready (events: PLAT_EV_*). */
static void serve(net_hub *h, client *c, unsigned events) {
    if (c->doomed) return;
    if (c->verdict_at && (events & PLAT_EV_HANGUP)) { /* gone before its refusal: nothing to wait for */
        net_conn_close(c->c, "the peer left");
    } else if (!c->verdict_at && (events & (PLAT_EV_READ | PLAT_EV_HANGUP))) {
        net_conn_read(c->c, on_msg, c);
        flooded(c); /* frames that carried no line are counted too */
        paged(h, c);
        flush_pending(h); /* a move reaches its table now, not after the other tables' moves */
    }
    net_conn_flush(c->c); /* its answers, or what waited for the socket (and a TLS handshake's turn) */
    shake_follow(h, c);
    settle(h, c);
}

/* The listening sockets rest while descriptors ran out (accept_after); then they listen again. */
static void listen_again(net_hub *h, int64_t now) {
    if (!h->accept_after || now < h->accept_after) return;
    h->accept_after = 0;
    for (int i = 0; i < h->nl; i++) plat_evloop_set(h->loop, h->lwatch[i], PLAT_EV_READ);
}

static void drop_doomed(net_hub *h) {
    while (h->doomed.n) {
        client *c = h->doomed.c[--h->doomed.n];
        c->doomed = 0;
        const net_tls *t = net_conn_tls(c->c);
        if (t && net_tls_get_state(t) == NET_TLS_FAILED) /* a scanner, an old client, a wrong port */
            warn(h, c, "a TLS handshake failed", net_tls_why(t));
        drop_client(h, c);
    }
}

void net_hub_poll(net_hub *h, int timeout_ms) {
    int64_t now = net_now_ms();
    listen_again(h, now);
    int64_t next = net_timers_next(&h->timers);
    if (next < INT64_MAX - TIMER_SLACK_MS && next > now) next += TIMER_SLACK_MS;
    if (h->accept_after) next = earlier(next, h->accept_after);
    if (next - now < timeout_ms) timeout_ms = next > now ? (int)(next - now) : 0;
    if (h->again.n) timeout_ms = 0; /* TLS holds bytes the loop cannot see */
    /* every socket that is ready before any deadline: a connection's pong waiting beyond
       one wait's batch must not find it closed as silent */
    for (int n = plat_evloop_wait(h->loop, timeout_ms), waits = 1;; n = plat_evloop_wait(h->loop, 0), waits++) {
        void *data;
        unsigned events;
        while (plat_evloop_next(h->loop, &data, &events)) {
            if (data == &h->lfd[0] || data == &h->lfd[1]) accept_new(h, *(int *)data);
            else serve(h, data, events);
        }
        if (n < PLAT_EVLOOP_BATCH || waits >= 64) break; /* a wait that was not full left nothing */
    }
    client_list again = h->again; /* each once: a read may leave more held, for the next round */
    h->again = (client_list){0};
    for (int i = 0; i < again.n; i++) { /* nothing is dropped before drop_doomed */
        again.c[i]->again = 0;
        serve(h, again.c[i], PLAT_EV_READ);
    }
    free(again.c);
    now = net_now_ms();
    for (net_timer *t; (t = net_timers_due(&h->timers, now));) {
        client *c = t->owner;
        h->duties++;
        tick(h, c, now);
        shake_follow(h, c);
        settle(h, c);
    }
    flush_pending(h);
    drop_doomed(h);
    if (now - h->pruned_at >= PRUNE_EVERY_MS) { /* a walk of every record: not at every wake-up */
        net_peers_prune(&h->peers, now);
        net_peers_prune(&h->nets, now);
        h->pruned_at = now;
    }
}
