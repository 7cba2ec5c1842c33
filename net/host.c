/* A host over TCP (host.h): accepts connections, runs their handshakes, seats them at
   tables, and carries each table's bytes; one poll loop, no threads. */
#define _POSIX_C_SOURCE 200809L /* sockets, getaddrinfo, clock_gettime */
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

#include "conn.h"
#include "host.h"

typedef struct {
    net_hub *hub;
    net_table *t;
    int64_t empty_since; /* when its last player left (0: someone is connected) */
} table_slot;

typedef struct {
    net_hub *hub;
    net_conn *c;
    table_slot *ts;
    int seat, greeted, creating, queued;
    char name[CIT_NAME_LEN];
} client;

struct net_hub {
    net_hub_config cfg;
    int lfd[2], nl, port;
    client **cl;
    int ncl;
    table_slot **tab;
    int ntab;
    client **pend; /* clients a table queued bytes for since the last flush */
    int npend, cap_pend;
};

/* A log line of up to three parts. */
static void logf_(net_hub *h, const char *a, const char *b, const char *c) {
    if (!h->cfg.log) return;
    char line[256];
    net_copy(line, sizeof line, a);
    if (b) net_append(line, sizeof line, b);
    if (c) net_append(line, sizeof line, c);
    h->cfg.log(h->cfg.ctx, line);
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

static void flush_pending(net_hub *h) {
    for (int i = 0; i < h->npend; i++) {
        net_conn_flush(h->pend[i]->c);
        h->pend[i]->queued = 0;
    }
    h->npend = 0;
}

void net_hub_flush(net_hub *h) {
    flush_pending(h);
    for (int i = 0; i < h->ncl; i++) net_conn_flush(h->cl[i]->c);
}

static void table_send(void *ctx, int seat, const char *data, size_t len) {
    table_slot *ts = ctx;
    net_hub *h = ts->hub;
    for (int i = 0; i < h->ncl; i++)
        if (h->cl[i]->ts == ts && h->cl[i]->seat == seat) {
            net_conn_queue(h->cl[i]->c, data, len);
            pending(h, h->cl[i]);
        }
}

static table_slot *find_table(net_hub *h, const char *code) {
    for (int i = 0; i < h->ntab; i++)
        if (h->tab[i]->t && !strcmp(net_table_code(h->tab[i]->t), code)) return h->tab[i];
    return NULL;
}

static table_slot *add_slot(net_hub *h) {
    int cap = h->cfg.max_tables ? h->cfg.max_tables : 256;
    if (h->ntab >= cap) return NULL;
    table_slot **tab = realloc(h->tab, sizeof *tab * (size_t)(h->ntab + 1));
    if (!tab) return NULL;
    h->tab = tab;
    table_slot *ts = calloc(1, sizeof *ts);
    if (!ts) return NULL;
    ts->hub = h;
    h->tab[h->ntab++] = ts;
    return ts;
}

static void drop_slot(net_hub *h) { free(h->tab[--h->ntab]); }

net_table *net_hub_open(net_hub *h, const cit_setup *su, const uint8_t *kinds, const char **why) {
    table_slot *ts = add_slot(h);
    if (!ts) return why ? *why = "too many tables" : NULL, NULL;
    char code[NET_CODE_LEN + 1];
    do {
        uint8_t r[NET_CODE_LEN];
        net_random(r, sizeof r);
        net_code_make(r, code);
    } while (find_table(h, code));
    ts->t = net_table_new(su, kinds, code, table_send, ts, why);
    if (!ts->t) {
        drop_slot(h);
        return NULL;
    }
    logf_(h, "table ", code, " opened");
    return ts->t;
}

net_table *net_hub_restore(net_hub *h, const char *text, size_t len, const char **why) {
    table_slot *ts = add_slot(h);
    if (!ts) return why ? *why = "too many tables" : NULL, NULL;
    ts->t = net_table_load(text, len, table_send, ts, why);
    if (!ts->t || find_table(h, net_table_code(ts->t)) != ts) {
        net_table_free(ts->t);
        drop_slot(h);
        return NULL;
    }
    logf_(h, "table ", net_table_code(ts->t), " reopened");
    return ts->t;
}

int net_hub_tables(const net_hub *h) { return h->ntab; }
net_table *net_hub_table(const net_hub *h, int i) { return i >= 0 && i < h->ntab ? h->tab[i]->t : NULL; }
int net_hub_clients(const net_hub *h) { return h->ncl; }
int net_hub_port(const net_hub *h) { return h->port; }

static void changed(net_hub *h, table_slot *ts) {
    if (h->cfg.on_change && ts) h->cfg.on_change(h->cfg.ctx, ts->t);
}

/* ---- life ------------------------------------------------------------------------------------ */

net_hub *net_hub_new(const net_hub_config *cfg, const char **why) {
    net_hub *h = calloc(1, sizeof *h);
    if (!h) return NULL;
    h->cfg = *cfg;
    h->nl = net_listen(cfg->addr, cfg->port, h->lfd, &h->port, why);
    if (!h->nl) {
        free(h);
        return NULL;
    }
    return h;
}

static void drop_client(net_hub *h, int i) {
    client *c = h->cl[i];
    if (c->ts && c->seat >= 0) {
        net_table_detach(c->ts->t, c->seat);
        logf_(h, "table ", net_table_code(c->ts->t), ": a player left");
        changed(h, c->ts);
    }
    flush_pending(h); /* the list may name c */
    net_conn_free(c->c);
    free(c);
    h->cl[i] = h->cl[--h->ncl];
}

void net_hub_free(net_hub *h) {
    if (!h) return;
    for (int i = 0; i < h->ncl; i++) {
        net_conn_free(h->cl[i]->c);
        free(h->cl[i]);
    }
    for (int i = 0; i < h->ntab; i++) {
        net_table_free(h->tab[i]->t);
        free(h->tab[i]);
    }
    for (int i = 0; i < h->nl; i++) close(h->lfd[i]);
    free(h->cl);
    free(h->tab);
    free(h->pend);
    free(h);
}

/* Whether any client sits at the table. */
static int occupied(const net_hub *h, const table_slot *ts) {
    for (int i = 0; i < h->ncl; i++)
        if (h->cl[i]->ts == ts) return 1;
    return 0;
}

int net_hub_reap(net_hub *h, int64_t after_ms, void (*gone)(void *ctx, const char *code), void *ctx) {
    int64_t now = net_now_ms();
    int closed = 0;
    for (int i = h->ntab - 1; i >= 0; i--) {
        table_slot *ts = h->tab[i];
        if (!net_table_over(ts->t) || occupied(h, ts)) {
            ts->empty_since = 0;
            continue;
        }
        if (!ts->empty_since) ts->empty_since = now;
        if (now - ts->empty_since < after_ms) continue;
        logf_(h, "table ", net_table_code(ts->t), " closed: its game is over and everyone left");
        if (gone) gone(ctx, net_table_code(ts->t));
        net_table_free(ts->t);
        free(ts);
        h->tab[i] = h->tab[--h->ntab];
        closed++;
    }
    return closed;
}

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
            h->cl[i]->ts = NULL; /* no detach: the seat is this client's now */
            net_conn_close(h->cl[i]->c, "replaced by a rejoin");
        }
    c->ts = ts;
    c->seat = seat;
    net_msg w = net_msg_make(NET_M_WELCOME, (uint32_t)seat, 0, NULL, token);
    net_conn_send(c->c, &w);
    net_table_attach(ts->t, seat);
    logf_(h, "table ", net_table_code(ts->t), ": a player sat down");
    changed(h, ts);
}

static void handshake(client *c, const net_msg *m, const char *blob, size_t bloblen) {
    net_hub *h = c->hub;
    const char *why = NULL;
    char token[NET_TOKEN_LEN + 1] = "";
    if (m->type == NET_M_JOIN || m->type == NET_M_REJOIN) {
        table_slot *ts = find_table(h, m->word);
        if (!ts) { error(c, "code", "no table has that join code"); return; }
        int seat;
        if (m->type == NET_M_JOIN) {
            uint8_t r[16];
            net_random(r, sizeof r);
            seat = net_table_join(ts->t, m->text, r, token, &why);
            net_copy(c->name, sizeof c->name, m->text);
        } else {
            seat = net_table_rejoin(ts->t, m->text, &why);
            memcpy(token, m->text, NET_TOKEN_LEN + 1);
            if (seat >= 0) snprintf(c->name, sizeof c->name, "seat %d", seat);
        }
        if (seat < 0) { refuse(c, why, NULL); return; }
        { seated(c, ts, seat, token); return; }
    }
    if (m->type == NET_M_CREATE) {
        if (!h->cfg.allow_create) { refuse(c, "create", "this host opens no tables for others"); return; }
        c->creating = 1;
        net_copy(c->name, sizeof c->name, m->text);
        return;
    }
    if (m->type == NET_M_SETUP && c->creating) { /* the set-up as a save of the new game */
        cit_setup su;
        cit_setup_default(&su, 2, 1);
        cit_session *s = cit_session_new(&su, NULL);
        if (!s || cit_session_load(s, blob, bloblen, NULL) != CIT_OK || cit_session_length(s) != 0) {
            cit_session_free(s);
            { refuse(c, "setup", "the set-up does not load"); return; }
        }
        su = *cit_game_setup(cit_session_game(s));
        cit_session_free(s);
        uint8_t r[16], kinds[CIT_MAX_PLAYERS] = {0};
        net_random(r, sizeof r);
        su.seed = 0;
        for (int i = 0; i < 8; i++) su.seed = su.seed << 8 | r[i]; /* the server shuffles, not the creator */
        net_table *t = net_hub_open(h, &su, kinds, &why);
        if (!t) { refuse(c, "setup", why); return; }
        table_slot *ts = find_table(h, net_table_code(t));
        net_msg tm = net_msg_make(NET_M_TABLE, 0, 0, net_table_code(t), NULL);
        net_conn_send(c->c, &tm);
        net_random(r, sizeof r);
        int seat = net_table_join(t, c->name, r, token, &why);
        if (seat < 0) { refuse(c, why, NULL); return; }
        { seated(c, ts, seat, token); return; }
    }
    error(c, "state", "join a table first");
}

static void on_msg(void *ctx, net_conn *conn, const net_msg *m, const char *blob, size_t bloblen, const char *bad) {
    client *c = ctx;
    (void)conn;
    if (net_conn_lines_now(c->c) > NET_FLOOD_LINES) {
        net_msg bye = net_msg_make(NET_M_BYE, 0, 0, "flood", NULL);
        net_conn_send(c->c, &bye);
        net_conn_flush(c->c);
        net_conn_close(c->c, "flood");
        return;
    }
    if (!m) {
        if (!c->greeted) { refuse(c, "parse", bad); return; }
        { error(c, "parse", bad); return; }
    }
    if (!c->greeted) {
        if (m->type != NET_M_HELLO) { refuse(c, "parse", "the first line must be citadela-net"); return; }
        if (m->num[0] != NET_VERSION) {
            char v[16], line[128];
            snprintf(v, sizeof v, "%d", NET_VERSION);
            snprintf(line, sizeof line,
                     "refused a client that speaks network protocol version %u; this host speaks version %d: "
                     "update the older game",
                     m->num[0], NET_VERSION);
            logf_(c->hub, line, NULL, NULL);
            { refuse(c, "version", v); return; }
        }
        c->greeted = 1;
        return;
    }
    if (m->type == NET_M_PING) {
        net_msg p = net_msg_make(NET_M_PONG, m->num[0], 0, NULL, NULL);
        { net_conn_send(c->c, &p); return; }
    }
    if (m->type == NET_M_PONG) return;
    if (m->type == NET_M_BYE) { net_conn_close(c->c, "the client left"); return; }
    if (!c->ts) { handshake(c, m, blob, bloblen); return; }
    net_table *t = c->ts->t;
    const char *reason = NULL, *why = NULL;
    switch (m->type) {
    case NET_M_MOVE:
        if (!net_table_move(t, c->seat, m->num[0], m->text, &reason, &why)) { error(c, reason, why); return; }
        { changed(c->hub, c->ts); return; }
    case NET_M_START:
        if (c->seat != 0) { error(c, "state", "the table's first seat starts the game"); return; }
        if (!net_table_start(t, &why)) { error(c, "state", why); return; }
        { changed(c->hub, c->ts); return; }
    case NET_M_CHAT:
        net_table_chat(t, c->seat, m->text);
        if (c->hub->cfg.on_chat) c->hub->cfg.on_chat(c->hub->cfg.ctx, t, c->seat, m->text);
        return;
    case NET_M_READY:
        if (!net_table_set_ready(t, c->seat, (int)m->num[0])) { error(c, "state", "the game has started"); return; }
        { changed(c->hub, c->ts); return; }
    default: { error(c, "state", "not now"); return; }
    }
}

/* ---- the loop ---------------------------------------------------------------------------------- */

static void accept_new(net_hub *h, int lfd) {
    for (;;) {
        int fd = accept(lfd, NULL, NULL);
        if (fd < 0) return;
        int cap = h->cfg.max_clients ? h->cfg.max_clients : 512;
        client *c = h->ncl < cap ? calloc(1, sizeof *c) : NULL;
        client **cl = c ? realloc(h->cl, sizeof *cl * (size_t)(h->ncl + 1)) : NULL;
        net_conn *conn = cl ? net_conn_new(fd, 1) : NULL;
        if (!conn) {
            char full[48];
            int n = snprintf(full, sizeof full, "citadela-net %d\nbye full\n", NET_VERSION);
            if (send(fd, full, (size_t)n, MSG_NOSIGNAL | MSG_DONTWAIT) < 0) { /* best effort */
            }
            close(fd);
            free(c);
            if (cl) h->cl = cl;
            continue;
        }
        h->cl = cl;
        c->hub = h;
        c->c = conn;
        c->seat = -1;
        h->cl[h->ncl++] = c;
        net_msg hello = net_msg_make(NET_M_HELLO, NET_VERSION, 0, NULL, NULL);
        net_conn_send(conn, &hello);
    }
}

void net_hub_poll(net_hub *h, int timeout_ms) {
    int n = h->nl + h->ncl;
    struct pollfd *pf = calloc((size_t)n + 1, sizeof *pf);
    if (!pf) return;
    for (int i = 0; i < h->nl; i++) pf[i] = (struct pollfd){h->lfd[i], POLLIN, 0};
    for (int i = 0; i < h->ncl; i++)
        pf[h->nl + i] = (struct pollfd){net_conn_fd(h->cl[i]->c),
                                        (short)(POLLIN | (net_conn_wants_write(h->cl[i]->c) ? POLLOUT : 0)), 0};
    int ncl = h->ncl;
    poll(pf, (nfds_t)n, timeout_ms);
    for (int i = 0; i < ncl; i++) {
        client *c = h->cl[i];
        if (!(pf[h->nl + i].revents & (POLLIN | POLLHUP | POLLERR))) continue;
        net_conn_read(c->c, on_msg, c);
        flush_pending(h); /* a move reaches its table now, not after the other tables' moves */
    }
    for (int i = 0; i < h->nl; i++)
        if (pf[i].revents & POLLIN) accept_new(h, h->lfd[i]);
    free(pf);
    int64_t now = net_now_ms();
    for (int i = 0; i < h->ncl; i++)
        if (h->cfg.keepalive) net_conn_tick(h->cl[i]->c, now);
    net_hub_flush(h);
    for (int i = h->ncl - 1; i >= 0; i--)
        if (net_conn_closed(h->cl[i]->c)) drop_client(h, i);
}
