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

#include "host_internal.h"
#include "sock.h"
#include "store.h"
#include "tls.h"

/* The clocks of the tables' lives: expiry (monotonic ms) and deadlines (seconds since 1970), each
   the system's plus a test's skew (net_hub_config.skew_ms). */
static int64_t skew(const net_hub *h) { return h->cfg.skew_ms ? h->cfg.skew_ms(h->cfg.ctx) : 0; }
static int64_t expiry_now(const net_hub *h) { return net_now_ms() + skew(h); }
long long hub_seconds_now(const net_hub *h) { return (long long)time(NULL) + skew(h) / 1000; }

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

void hub_flush_pending(net_hub *h) {
    for (int i = 0; i < h->npend; i++) { /* settle may add none: it never queues bytes */
        client *c = h->pend[i];
        net_conn_flush(c->c);
        c->queued = 0;
        hub_settle(h, c);
    }
    h->npend = 0;
}

void net_hub_flush(net_hub *h) {
    hub_flush_pending(h);
    for (int i = 0; i < h->ncl; i++) /* a window's few connections: what else was queued */
        if (net_conn_wants_write(h->cl[i]->c)) net_conn_flush(h->cl[i]->c), hub_settle(h, h->cl[i]);
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
    net_table_turn_began(ts->t, hub_seconds_now(h)); /* the next decision's deadline is stored with the move */
    if (net_store_append(h->cfg.store, t, seq, move)) return 1;
    if (h->cfg.log && net_bucket_take(&h->store_said, net_now_ms(), 1, SHED_EVERY_MS))
        hub_log(h, "refused a move: cannot store it: ", net_store_why(h->cfg.store), NULL);
    return 0;
}

/* A table of this host: its bytes go to its seats' connections, its moves to the store. */
static void bind_table(net_hub *h, table_slot *ts) {
    if (h->cfg.store) net_table_set_commit(ts->t, table_commit, ts);
}

table_slot *hub_find_table(net_hub *h, const char *code) {
    for (int i = 0; i < h->ntab; i++)
        if (h->tab[i]->t && !strcmp(net_table_code(h->tab[i]->t), code)) return h->tab[i];
    return NULL;
}

/* Whether any client sits at the table. */
int hub_occupied(const net_hub *h, const table_slot *ts) {
    (void)h;
    return ts->conns > 0;
}

/* Frees table i; its opener's address no longer counts it. */
void hub_close_slot(net_hub *h, int i) {
    table_slot *ts = h->tab[i];
    if (ts->peer) ts->peer->tables--;
    if (ts->net) ts->net->tables--;
    net_table_free(ts->t);
    free(ts);
    h->tab[i] = h->tab[--h->ntab];
}

static table_slot *add_slot(net_hub *h) {
    int cap = h->cfg.max_tables ? h->cfg.max_tables : 256;
    if (h->ntab >= cap && !hub_make_room(h)) return NULL;
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
    } while (hub_find_table(h, code));
    ts->t = net_table_new(su, kinds, code, table_send, ts, why);
    if (!ts->t) {
        drop_slot(h);
        return NULL;
    }
    bind_table(h, ts);
    hub_table_note(h, NULL, ts->t, " opened");
    return ts->t;
}

net_table *net_hub_restore(net_hub *h, const char *text, size_t len, const char **why) {
    h->restoring = 1;
    table_slot *ts = add_slot(h);
    h->restoring = 0;
    if (!ts) return why ? *why = "too many tables" : NULL, NULL;
    ts->t = net_table_load(text, len, table_send, ts, why);
    if (!ts->t || hub_find_table(h, net_table_code(ts->t)) != ts) {
        net_table_free(ts->t);
        drop_slot(h);
        return NULL;
    }
    bind_table(h, ts);
    char code[LOG_CODE_CHARS + 4];
    hub_log(h, "table ", hub_code_for_log(net_table_code(ts->t), code), " reopened");
    return ts->t;
}

int net_hub_tables(const net_hub *h) { return h->ntab; }
net_table *net_hub_table(const net_hub *h, int i) { return i >= 0 && i < h->ntab ? h->tab[i]->t : NULL; }
int net_hub_clients(const net_hub *h) { return h->ncl; }
long net_hub_duties(const net_hub *h) { return h->duties; }
int net_hub_port(const net_hub *h) { return h->port; }

void hub_changed(net_hub *h, table_slot *ts) {
    if (h->cfg.on_change && ts) h->cfg.on_change(h->cfg.ctx, ts->t);
}

net_hub *net_hub_new(const net_hub_config *cfg, const char **why) {
    net_hub *h = calloc(1, sizeof *h);
    if (!h) return NULL;
    h->cfg = *cfg;
    for (int i = 0; i < HUB_OWNER_WATCHES; i++) h->owner[i].fd = -1;
    h->site = (net_web_site){cfg->web_dir, cfg->web_names, cfg->web_nnames, cfg->mail_link, cfg->ctx};
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

static void shake_start(net_hub *h, client *c) {
    if (c->net && c->net->handshakes >= HANDSHAKES_PER_NET) {
        hub_warn(h, c, "closed a connection", "too many TLS handshakes in progress from this network");
        net_conn_close(c->c, "too many TLS handshakes");
        return;
    }
    if (h->nshake >= HANDSHAKES_MAX && h->shake_old) {
        client *old = h->shake_old;
        hub_warn(h, old, "closed a connection", "the oldest TLS handshake in progress, to make room for another");
        net_conn_close(old->c, "a TLS handshake too slow");
        shake_end(h, old);
        hub_settle(h, old);
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
void hub_unseat(client *c) {
    if (!c->ts) return;
    c->ts->conns--;
    if (c->seat >= 0 && c->seat < CIT_MAX_PLAYERS && c->ts->at[c->seat] == c) c->ts->at[c->seat] = NULL;
    if (c->peer) c->peer->seated--;
    if (c->net) c->net->seated--;
    c->hub->seated--;
    c->ts = NULL;
}

void hub_drop_client(net_hub *h, client *c) {
    if (c->peer) c->peer->conns--;
    if (c->net) c->net->conns--;
    if (c->ts && c->seat >= 0) {
        if (c->parted || !c->resumes) net_table_detach(c->ts->t, c->seat);
        else net_table_lost(c->ts->t, c->seat); /* the connection broke: its game tries to come back */
        char line[160];
        snprintf(line, sizeof line, "%s (%s)", c->parted ? ": a player left" : ": a player's connection broke",
                 net_conn_closed(c->c) ? net_conn_why(c->c) : "made room");
        hub_table_note(h, c, c->ts->t, line);
        hub_changed(h, c->ts);
    }
    hub_unseat(c);
    hub_flush_pending(h); /* the list may name c */
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
    for (int i = 0; i < HUB_OWNER_WATCHES; i++) plat_evloop_remove(h->loop, h->owner[i].watch);
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

/* The owner's descriptor behind an event's data, told it is readable: 1, or 0 when the data
   is a connection's. */
static int owner_ready(net_hub *h, void *data) {
    for (int i = 0; i < HUB_OWNER_WATCHES; i++)
        if (data == &h->owner[i].fd) {
            if (h->owner[i].fd >= 0) h->owner[i].ready(h->owner[i].ctx);
            return 1;
        }
    return 0;
}

int net_hub_watch(net_hub *h, int fd, void (*ready)(void *ctx), void *ctx) {
    if (fd < 0) return 1;
    struct hub_owner_watch *w = NULL;
    for (int i = 0; i < HUB_OWNER_WATCHES && !w; i++)
        if (h->owner[i].fd == fd) w = &h->owner[i]; /* watched already: replaced or removed */
    if (w) {
        plat_evloop_remove(h->loop, w->watch);
        w->watch = NULL;
        w->fd = -1;
    }
    if (!ready) return 1;
    for (int i = 0; i < HUB_OWNER_WATCHES && !w; i++)
        if (h->owner[i].fd < 0) w = &h->owner[i];
    if (!w) return 0;
    *w = (struct hub_owner_watch){fd, NULL, ready, ctx};
    w->watch = plat_evloop_add(h->loop, fd, PLAT_EV_READ, &w->fd);
    if (!w->watch) w->fd = -1;
    return w->watch != NULL;
}

net_table *net_hub_find(net_hub *h, const char *code) {
    table_slot *ts = code ? hub_find_table(h, code) : NULL;
    return ts ? ts->t : NULL;
}

int net_hub_play(net_hub *h, net_table *t, const cit_move *m, int stand_in, const char **why) {
    table_slot *ts = t ? hub_find_table(h, net_table_code(t)) : NULL;
    if (!ts || ts->t != t) return why ? *why = "no such table" : NULL, 0;
    if (!(stand_in ? net_table_stand_in(t, m, why) : net_table_apply(t, m, why))) return 0;
    ts->moved_at = net_now_ms();
    if (net_table_over(t)) hub_release_finished(ts);
    hub_changed(h, ts);
    hub_flush_pending(h);
    return 1;
}

/* A finished game no longer counts against its opener (its address and network). */
void hub_release_finished(table_slot *ts) {
    if (ts->peer) ts->peer->tables--, ts->peer = NULL;
    if (ts->net) ts->net->tables--, ts->net = NULL;
}

int net_hub_reap(net_hub *h, int64_t after_ms, void (*gone)(void *ctx, const char *code), void *ctx) {
    int64_t now = expiry_now(h);
    int closed = 0;
    for (int i = h->ntab - 1; i >= 0; i--) {
        table_slot *ts = h->tab[i];
        if (hub_occupied(h, ts)) { /* first: asking a game whether it is over is not free, and most are in use */
            ts->empty_since = 0;
            continue;
        }
        int over = net_table_over(ts->t), started = net_table_started(ts->t);
        if (over) hub_release_finished(ts); /* a game the host's own moves ended (a move of a seat's: handle) */
        if (net_table_awaits_move(ts->t)) continue; /* correspondence: its players come back when they will */
        int corr_lobby = !started && net_table_pace(ts->t); /* its players join by link over days */
        int64_t keep = over ? after_ms : started || corr_lobby ? h->cfg.unfinished_idle_ms : h->cfg.lobby_idle_ms;
        if (keep <= 0 && !over) keep = INT64_MAX; /* 0: never */
        if (!ts->empty_since) ts->empty_since = now;
        if (now - ts->empty_since < keep) continue;
        hub_table_note(h, NULL, ts->t,
              over      ? " closed: its game is over and everyone left"
              : started ? " closed: its game was left unfinished by everyone"
                        : " closed: its game never started and its lobby is empty");
        if (gone) gone(ctx, net_table_code(ts->t));
        hub_close_slot(h, i);
        closed++;
    }
    return closed;
}

/* snprintf at the end of what is written so far (buf may be NULL to measure). */
__attribute__((format(printf, 4, 5))) static void put(char *buf, size_t cap, size_t *n, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    int k = vsnprintf(buf && *n < cap ? buf + *n : NULL, buf && *n < cap ? cap - *n : 0, fmt, ap);
    va_end(ap);
    if (k > 0) *n += (size_t)k;
}

/* How long until a budget is whole again (ms; 0: it is). */
static long long due_in(const net_bucket *b, int64_t now) { return (long long)(b->due > now ? b->due - now : 0); }

/* Times are kept as what is left of them (ms) when written, with the wall clock of the
   writing: the monotonic clock starts again with the machine. */
size_t net_hub_state(const net_hub *h, char *buf, size_t cap) {
    int64_t now = expiry_now(h);
    size_t n = 0;
    char hex[33];
    put(buf, cap, &n, "citadela-hub-state 1 %lld\n", hub_seconds_now(h));
    for (int i = 0; i < h->ntab; i++) {
        const table_slot *ts = h->tab[i];
        long long age = ts->empty_since && !hub_occupied(h, ts) ? (long long)(now - ts->empty_since) : -1;
        if (ts->peer) net_key_hex(ts->peer->key, hex);
        put(buf, cap, &n, "table %s %lld %s\n", net_table_code(ts->t), age, ts->peer ? hex : "-");
    }
    for (int i = 0; i < h->peers.n; i++) {
        const net_peer *p = h->peers.p[i];
        if (net_bucket_full(&p->fails, now) && net_bucket_full(&p->tokens, now) && net_bucket_full(&p->stores, now)) continue;
        net_key_hex(p->key, hex);
        put(buf, cap, &n, "peer %s %lld %lld %lld\n", hex, due_in(&p->fails, now), due_in(&p->tokens, now),
            due_in(&p->stores, now));
    }
    for (int i = 0; i < h->nets.n; i++) { /* a network's correspondence tables: opened over days */
        const net_peer *p = h->nets.p[i];
        if (net_bucket_full(&p->stores, now)) continue;
        net_key_hex(p->key, hex);
        put(buf, cap, &n, "net %s %lld\n", hex, due_in(&p->stores, now));
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
    long long a, b, c = 0;
    uint8_t key[16];
    if (sscanf(line, "table %39s %lld %39s", code, &a, hex) == 3) {
        a = clamp_ms(a);
        table_slot *ts = hub_find_table(h, code);
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
    } else if (sscanf(line, "peer %39s %lld %lld %lld", hex, &a, &b, &c) >= 3 && net_key_from_hex(hex, key)) {
        /* a file of before 2026-11-30 has no third budget (stores): whole */
        a = clamp_ms(a), b = clamp_ms(b), c = clamp_ms(c);
        net_peer *p = net_peers_get(&h->peers, key);
        if (!p) return;
        if (a - elapsed > 0) p->fails.due = now + (int64_t)a - elapsed;
        if (b - elapsed > 0) p->tokens.due = now + (int64_t)b - elapsed;
        if (c - elapsed > 0) p->stores.due = now + (int64_t)c - elapsed;
    } else if (sscanf(line, "net %39s %lld", hex, &a) == 2 && net_key_from_hex(hex, key)) {
        a = clamp_ms(a);
        net_peer *p = net_peers_get(&h->nets, key);
        if (p && a - elapsed > 0) p->stores.due = now + (int64_t)a - elapsed;
    }
}

void net_hub_load_state(net_hub *h, const char *text, size_t len) {
    long long wall = 0;
    char head[40] = "";
    memcpy(head, text, len < sizeof head - 1 ? len : sizeof head - 1); /* the text has no NUL of its own */
    if (sscanf(head, "citadela-hub-state 1 %lld", &wall) != 1) return;
    long long t = hub_seconds_now(h);
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
                hub_warn(h, NULL, "cannot accept a connection", "out of file descriptors");
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
        const char *no = hub_may_accept(h, &probe, peer, net);
        if (no) {
            turn_away(fd, no);
            continue;
        }
        if (h->ncl >= hub_limit(h->cfg.max_clients, 512) && !hub_evict_unseated(h)) {
            hub_warn(h, &probe, "refused a connection", "the host is full");
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
        hub_settle(h, c);
    }
}

/* Whether a connection is still to say who it is: neither seated, nor signed in as a player
   (a device listing its games may take its time on a slow phone or a busy machine: the
   keep-alive then drops it if it goes silent), nor a page being served. Such a connection
   is closed with `bye timeout` after handshake_ms. */
static int in_handshake(const client *c) { return !c->ts && !c->player && !net_conn_serving(c->c); }

/* Time-driven duties of a connection: a held-back refusal, the handshake's deadline, a
   ready mark that waited for its budget, the keep-alive. Called when its timer is due
   (next_duty), which may be early (it moves later as bytes come and go): then nothing is
   due yet and it is set again. */
static void tick(net_hub *h, client *c, int64_t now) {
    if (net_conn_closed(c->c)) return;
    if (c->verdict_at) {
        if (now >= c->verdict_at) hub_refuse(c, c->verdict, NULL);
        return;
    }
    if (in_handshake(c) && now - c->since >= hub_limit(h->cfg.handshake_ms, 5000)) {
        hub_warn(h, c, "closed a connection", "no table joined in time");
        net_msg bye = net_msg_make(NET_M_BYE, 0, 0, "timeout", NULL);
        net_conn_send(c->c, &bye);
        net_conn_flush(c->c);
        net_conn_close(c->c, "no table joined in time");
        return;
    }
    hub_ready_later(c, now);
    /* a round that took long (a loaded machine, a burst) may have left the peer's pong in
       the socket since its wait: read before calling the peer silent */
    if (h->cfg.keepalive && net_conn_silent(c->c, now)) net_conn_read(c->c, hub_on_msg, c), hub_flush_pending(h);
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
    if (in_handshake(c)) at = earlier(at, c->since + hub_limit(h->cfg.handshake_ms, 5000));
    if (c->ts && c->ready_want >= 0) /* net_bucket_take passes once the bucket is due within its burst */
        at = earlier(at, c->ts->ready[c->seat].due - (int64_t)(READY_BURST - 1) * TALK_EVERY_MS);
    if (h->cfg.keepalive) at = earlier(at, net_conn_next_tick(c->c, now));
    return at;
}

/* After anything happened to a client: a closed one is dropped at the end of the round;
   otherwise its socket's interest follows its state (reading unless a refusal is held
   back, writing while bytes wait), its timer comes no later than its next duty, and a
   TLS connection holding decrypted bytes is read again next round without waiting. */
void hub_settle(net_hub *h, client *c) {
    if (c->doomed) return;
    if (net_conn_closed(c->c)) {
        if (list_push(&h->doomed, c)) c->doomed = 1;
        else net_timers_set(&h->timers, &c->timer, net_now_ms() + 10); /* no memory: its timer finds it */
        return;
    }
    unsigned want = (c->verdict_at ? 0u : PLAT_EV_READ) | (net_conn_wants_write(c->c) ? PLAT_EV_WRITE : 0u);
    if (plat_evloop_set(h->loop, c->watch, want) != 0) {
        net_conn_close(c->c, "the event loop refused the connection");
        hub_settle(h, c);
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
        net_conn_read(c->c, hub_on_msg, c);
        hub_flooded(c); /* frames that carried no line are counted too */
        hub_paged(h, c);
        hub_flush_pending(h); /* a move reaches its table now, not after the other tables' moves */
    }
    net_conn_flush(c->c); /* its answers, or what waited for the socket (and a TLS handshake's turn) */
    shake_follow(h, c);
    hub_settle(h, c);
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
            hub_warn(h, c, "a TLS handshake failed", net_tls_why(t));
        hub_drop_client(h, c);
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
            else if (!owner_ready(h, data)) serve(h, data, events);
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
        hub_settle(h, c);
    }
    hub_flush_pending(h);
    drop_doomed(h);
    if (now - h->pruned_at >= PRUNE_EVERY_MS) { /* a walk of every record: not at every wake-up */
        net_peers_prune(&h->peers, now);
        net_peers_prune(&h->nets, now);
        h->pruned_at = now;
    }
}
