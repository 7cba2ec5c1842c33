/* One TCP connection of the protocol (conn.h) and the plain-sockets helpers. Every read
   and write is non-blocking: a slow or hostile peer never holds up the others. */
#define _POSIX_C_SOURCE 200809L /* sockets, getaddrinfo, clock_gettime */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "proc.h"
#include "sock.h"

#include "conn.h"
#include "tls.h"
#include "web.h"

#define IN_CAP (NET_LINE_MAX + NET_BLOB_MAX)
/* What one connection may read in one turn of the host's poll loop: whatever a peer sends,
   the other connections get their turn after at most this many bytes were taken from the
   socket (counted as they come off the wire, under TLS and WebSocket framing) and handled,
   or this many TLS records, whatever they carry; the rest waits in the socket for the next
   round. */
#define TURN_BYTES 16384
#define TURN_RECORDS 64

struct net_conn {
    int fd, host_side, closed;
    const char *why;
    char *in; /* IN_CAP + NET_WEB_SLACK bytes while a read is under way or bytes wait in it (NULL:
                 none), so an idle connection holds no buffer */
    size_t in_n;
    net_msg blob_msg; /* a view/setup/final line whose blob is still coming */
    int in_blob;
    char *out;
    size_t out_n, out_cap;
    int64_t last_rx, last_tx, second;
    int64_t said, woke; /* the last line other than a ping or pong, either way; when it last
                           ended a quiet spell (the keep-alive: conn.h) */
    int64_t spread;     /* what this quiet ping waits beyond NET_QUIET_PING_MS */
    uint32_t dice;      /* the spread's generator */
    int errors, lines, frames; /* lines and WebSocket frames in the current second */
    int records;               /* and TLS records after the handshake */
    unsigned long records_seen;
    uint32_t pings;
    net_web *web; /* NULL: a plain TCP connection */
    net_tls *tls; /* NULL: no TLS (tls.h) */
};

static int64_t (*test_clock)(void);
void net_set_clock(int64_t (*now)(void)) { test_clock = now; }

int64_t net_now_ms(void) {
    if (test_clock) return test_clock();
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (int64_t)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

/* A quiet ping's wait beyond NET_QUIET_PING_MS, drawn anew after each ping. */
static void roll_spread(net_conn *c) {
    c->dice ^= c->dice << 13, c->dice ^= c->dice >> 17, c->dice ^= c->dice << 5; /* xorshift32 */
    c->spread = (int64_t)(c->dice % (NET_QUIET_PING_MS / 4));
}

net_conn *net_conn_new(int fd, int host_side) {
    net_conn *c = calloc(1, sizeof *c);
    if (!c) return NULL;
    c->fd = fd;
    c->host_side = host_side;
    c->last_rx = c->last_tx = c->second = c->said = c->woke = net_now_ms();
    c->dice = (uint32_t)fd * 2654435761u ^ (uint32_t)c->said ^ (uint32_t)(uintptr_t)c;
    c->dice |= 1;
    roll_spread(c);
    int one = 1;
    setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, (const void *)&one, sizeof one); /* a move is one small write */
    plat_sock_nonblock(fd);
    return c;
}

void net_conn_free(net_conn *c) {
    if (!c) return;
    net_tls_free(c->tls);
    if (c->fd >= 0) plat_sock_close(c->fd);
    net_web_free(c->web);
    free(c->in);
    free(c->out);
    free(c);
}

int net_conn_fd(const net_conn *c) { return c->fd; }
int net_conn_closed(const net_conn *c) { return c->closed; }
const char *net_conn_why(const net_conn *c) { return c->why ? c->why : ""; }
void net_conn_close(net_conn *c, const char *why) {
    if (c->closed) return;
    if (c->web) net_web_closing(c->web, c);
    if (c->closed) return; /* the close frame could not be written: closed for that */
    c->closed = 1;
    c->why = why;
    if (c->fd >= 0) shutdown(c->fd, SHUT_RDWR);
}
int net_conn_wants_write(const net_conn *c) {
    return !c->closed && (c->tls ? net_tls_wants_write(c->tls, c->out_n > 0) : c->out_n > 0);
}
void net_conn_set_tls(net_conn *c, net_tls *t) { c->tls = t; }
const net_tls *net_conn_tls(const net_conn *c) { return c->tls; }
int net_conn_insecure(const net_conn *c) { return net_tls_plain(c->tls); }
int net_conn_secure(const net_conn *c) { return c->tls && net_tls_get_state(c->tls) == NET_TLS_SECURE; }
int net_conn_pending(const net_conn *c) { return c->tls && net_tls_pending(c->tls); }

/* recv() and send(), through TLS when the connection has it; -1 with *e. */
static long conn_recv(net_conn *c, char *buf, size_t n, plat_sock_err *e) {
    long k = c->tls ? net_tls_recv(c->tls, buf, n) : (long)recv(c->fd, buf, n, 0);
    if (k < 0) *e = c->tls ? net_tls_error(c->tls) : plat_sock_last_error();
    return k;
}
static long conn_send(net_conn *c, const char *buf, size_t n, plat_sock_err *e) {
    long k = c->tls ? net_tls_send(c->tls, buf, n) : (long)send(c->fd, buf, n, MSG_NOSIGNAL);
    if (k < 0) *e = c->tls ? net_tls_error(c->tls) : plat_sock_last_error();
    return k;
}
/* Why a connection broke: TLS's own words when it has them. */
static const char *broke(const net_conn *c) {
    const char *w = net_tls_why(c->tls);
    return w && *w ? w : "the connection broke";
}
int net_conn_error(net_conn *c) { return ++c->errors >= NET_MAX_ERRORS; }
int net_conn_lines_now(const net_conn *c) {
    int most = c->lines > c->frames ? c->lines : c->frames;
    return most > c->records ? most : c->records;
}

/* The flood counters count per second. */
static void count_second(net_conn *c) {
    int64_t now = net_now_ms();
    if (now - c->second >= 1000) c->second = now, c->lines = 0, c->frames = 0, c->records = 0;
}

int net_conn_web(net_conn *c, const net_web_site *site) { return (c->web = net_web_new(site)) != NULL; }
int net_conn_serving(const net_conn *c) { return c->web && net_web_serving(c->web); }
int net_conn_page(const net_conn *c) { return c->web && net_web_page(c->web); }

/* A line other than a ping or pong went or came: the connection is lively (again). */
static void said(net_conn *c) {
    int64_t now = net_now_ms();
    if (now - c->said >= NET_QUIET_MS) c->woke = now;
    c->said = now;
}

static void queue(net_conn *c, const char *data, size_t len) {
    if (c->web && !net_web_out(c->web, c, data, len)) return;
    net_conn_queue_raw(c, data, len);
}

void net_conn_queue(net_conn *c, const char *data, size_t len) {
    said(c);
    queue(c, data, len);
}

void net_conn_queue_raw(net_conn *c, const char *data, size_t len) {
    if (c->closed) return;
    if (c->out_n + len > NET_OUT_MAX) {
        net_conn_close(c, "the peer does not read");
        return;
    }
    if (c->out_n + len > c->out_cap) {
        size_t cap = c->out_cap ? c->out_cap : 4096;
        while (cap < c->out_n + len) cap *= 2;
        char *o = realloc(c->out, cap);
        if (!o) {
            net_conn_close(c, "no memory");
            return;
        }
        c->out = o;
        c->out_cap = cap;
    }
    memcpy(c->out + c->out_n, data, len);
    c->out_n += len;
}

void net_conn_send(net_conn *c, const net_msg *m) {
    char line[NET_LINE_MAX + 1];
    size_t n = net_format(m, c->host_side, line, sizeof line);
    if (!n) return;
    if (m->type != NET_M_PING && m->type != NET_M_PONG) said(c);
    queue(c, line, n);
}

void net_conn_flush(net_conn *c) {
    if (c->tls && !c->closed) net_tls_step(c->tls); /* a handshake that waited to write */
    do {
        while (c->out_n && !c->closed) {
            plat_sock_err e = PLAT_SOCK_OTHER;
            long k = conn_send(c, c->out, c->out_n, &e);
            if (k < 0) {
                if (e == PLAT_SOCK_AGAIN || e == PLAT_SOCK_INTR) return;
                net_conn_close(c, broke(c));
                return;
            }
            memmove(c->out, c->out + k, c->out_n - (size_t)k);
            c->out_n -= (size_t)k;
            c->last_tx = net_now_ms();
        }
    } while (!c->closed && c->web && net_web_drained(c->web, c)); /* a file's next part */
    if (!c->out_n && c->out) { /* all sent: an idle connection holds no output buffer */
        free(c->out);
        c->out = NULL;
        c->out_cap = 0;
    }
}

static void read_turn(net_conn *c, net_on_msg on_msg, void *ctx);

/* Hands every complete line (and blob) in the input to on_msg. */
static void consume(net_conn *c, net_on_msg on_msg, void *ctx) {
    size_t at = 0;
    while (!c->closed) {
        if (c->in_blob) {
            size_t need = c->blob_msg.num[0];
            if (c->in_n - at < need) break;
            on_msg(ctx, c, &c->blob_msg, c->in + at, need, NULL);
            at += need;
            c->in_blob = 0;
            continue;
        }
        char *nl = memchr(c->in + at, '\n', c->in_n - at);
        if (!nl) {
            if (c->in_n - at >= NET_LINE_MAX) net_conn_close(c, "a line too long");
            break;
        }
        size_t len = (size_t)(nl - (c->in + at));
        count_second(c);
        c->lines++;
        net_msg m;
        const char *why = NULL;
        int parsed = net_parse_line(c->in + at, len, !c->host_side, &m, &why);
        if (!parsed || (m.type != NET_M_PING && m.type != NET_M_PONG)) said(c);
        if (!parsed) {
            on_msg(ctx, c, NULL, NULL, 0, why);
        } else if (net_msg_has_blob(m.type)) {
            c->blob_msg = m;
            c->in_blob = 1;
        } else {
            on_msg(ctx, c, &m, NULL, 0, NULL);
        }
        at += len + 1;
    }
    memmove(c->in, c->in + at, c->in_n - at);
    c->in_n -= at;
}

/* The input buffer exists only while it is used: taken before a read, given back when the
   read left nothing waiting in it (an idle connection's turn is a ping now and then). The
   one given back last is kept for the next read (on this thread: reads are one at a time),
   so a host's reads do not malloc and free 65 KB each (a free that large makes glibc
   consolidate its free lists and may trim its heap). */
static _Thread_local char *spare_input;

static int take_input(net_conn *c) {
    if (c->in) return 1;
    c->in = spare_input ? spare_input : malloc(IN_CAP + NET_WEB_SLACK);
    spare_input = NULL;
    if (!c->in) net_conn_close(c, "no memory");
    return c->in != NULL;
}

static void give_input(net_conn *c) {
    if (c->in_n || !c->in) return;
    if (spare_input) free(c->in);
    else spare_input = c->in;
    c->in = NULL;
}

void net_conn_read(net_conn *c, net_on_msg on_msg, void *ctx) {
    if (take_input(c)) read_turn(c, on_msg, ctx);
    give_input(c);
}

static void read_turn(net_conn *c, net_on_msg on_msg, void *ctx) {
    size_t turn = 0; /* bytes taken from the socket this turn (TURN_BYTES) */
    unsigned long raw0 = 0;
    if (c->tls) net_tls_turn(c->tls, TURN_BYTES, TURN_RECORDS), raw0 = net_tls_raw_in(c->tls);
    while (!c->closed && turn < TURN_BYTES) {
        if (c->in_n == IN_CAP) { /* cannot happen: lines and blobs are bounded below it */
            net_conn_close(c, "input overflow");
            return;
        }
        size_t room = IN_CAP - c->in_n;
        plat_sock_err e = PLAT_SOCK_OTHER;
        size_t asked = room < TURN_BYTES - turn ? room : TURN_BYTES - turn;
        long k = conn_recv(c, c->in + c->in_n, asked, &e);
        if (c->tls) turn = net_tls_raw_in(c->tls) - raw0; /* the wire's bytes, not what they carried */
        else if (k > 0) turn += (size_t)k;
        if (k > 0 && c->web) { /* HTTP, or WebSocket frames: the protocol's bytes in place */
            c->last_rx = net_now_ms();
            unsigned long before = net_web_frames(c->web);
            k = (long)net_web_in(c->web, c, c->in + c->in_n, (size_t)k);
            count_second(c); /* frames count like lines, empty ones too */
            c->frames += (int)(net_web_frames(c->web) - before);
            if (k == 0) continue;
        }
        if (k == 0) {
            net_conn_close(c, "the peer closed the connection");
            break;
        }
        if (k < 0) {
            if (e == PLAT_SOCK_INTR) continue;
            if (e != PLAT_SOCK_AGAIN) net_conn_close(c, broke(c));
            break;
        }
        c->in_n += (size_t)k;
        c->last_rx = net_now_ms();
        consume(c, on_msg, ctx);
        /* a plain socket that gave less than asked is empty: no second call to hear so (the
           loop's readiness is level-triggered; a quiet connection's pong is one short read) */
        if (!c->tls && !c->web && (size_t)k < asked) break;
    }
    if (c->tls) { /* records count like lines, those without an application byte too */
        unsigned long r = net_tls_records(c->tls);
        count_second(c);
        c->records += (int)(r - c->records_seen);
        c->records_seen = r;
    }
}

int net_conn_quiet(const net_conn *c, int64_t now) { return now - c->said >= NET_QUIET_MS; }

/* A quiet connection's times fall on whole seconds (of the monotonic clock): a host's
   quiet pings of one second go out in one wake-up, however they are spread. */
#define QUIET_GRID_MS 1000
static int64_t on_grid(int64_t t) { return (t + QUIET_GRID_MS - 1) / QUIET_GRID_MS * QUIET_GRID_MS; }

/* When we ping (after our silence): a lively connection after a second, a quiet one after
   two minutes or so, spread so that connections that went quiet together do not ping together. */
static int64_t ping_at(const net_conn *c, int64_t now) {
    int64_t from = c->out_n ? now : c->last_tx; /* bytes waiting: the peer does not read */
    if (!net_conn_quiet(c, now)) return from + NET_PING_MS;
    return on_grid(from + (c->host_side ? NET_QUIET_PING_MS : NET_QUIET_PING_MS * 3 / 2) + c->spread);
}

/* When the peer is dead: its silence counts from its last byte, or from the end of the
   quiet spell if that came later (a quiet peer need not have spoken in the last seconds). */
static int64_t dead_at(const net_conn *c, int64_t now) {
    int64_t from = c->last_rx > c->woke ? c->last_rx : c->woke;
    return net_conn_quiet(c, now) ? on_grid(from + NET_QUIET_DEAD_MS) : from + NET_DEAD_MS;
}

int64_t net_conn_next_tick(const net_conn *c, int64_t now) {
    if (c->closed) return now;
    if (net_conn_serving(c)) /* the web layer looks at a page's progress over windows of its own */
        return c->last_tx + NET_DEAD_MS < now + 1000 ? c->last_tx + NET_DEAD_MS : now + 1000;
    int64_t dead = dead_at(c, now), ping = ping_at(c, now);
    return dead < ping ? dead : ping;
}

int net_conn_silent(const net_conn *c, int64_t now) { return now >= dead_at(c, now); }

void net_conn_tick(net_conn *c, int64_t now) {
    if (c->closed) return;
    if (net_conn_serving(c)) { /* a file goes out: the reader's progress counts, and no ping */
        const char *why = net_web_stalled(c->web, now, c->last_tx, NET_DEAD_MS);
        if (why) net_conn_close(c, why);
        return;
    }
    if (net_conn_silent(c, now)) {
        net_conn_close(c, "the peer is silent");
        return;
    }
    if (now >= ping_at(c, now) && !c->out_n) {
        net_msg m = net_msg_make(NET_M_PING, ++c->pings, 0, NULL, NULL);
        net_conn_send(c, &m);
        c->last_tx = now;
        roll_spread(c);
    }
}

int net_random(uint8_t *out, size_t n) {
    /* no fallback: a code or token made from the clock could be guessed from the time a
       table opened, so without the system's generator nothing is made at all */
    return plat_random(out, n) == n;
}

/* ---- sockets ------------------------------------------------------------------------------ */

static int listen_one(int family, const char *addr, int port, int *port_out) {
    struct addrinfo hints, *res = NULL;
    memset(&hints, 0, sizeof hints);
    hints.ai_family = family;
    hints.ai_socktype = SOCK_STREAM;
    hints.ai_flags = AI_PASSIVE | AI_NUMERICSERV;
    char ps[16];
    snprintf(ps, sizeof ps, "%d", port);
    if (getaddrinfo(addr, ps, &hints, &res) != 0 || !res) return -1;
    int fd = socket(res->ai_family, SOCK_STREAM, 0), one = 1;
    if (fd >= 0) {
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, (const void *)&one, sizeof one);
        if (family == AF_INET6) setsockopt(fd, IPPROTO_IPV6, IPV6_V6ONLY, (const void *)&one, sizeof one); /* IPv4 has its own */
        if (bind(fd, res->ai_addr, (socklen_t)res->ai_addrlen) != 0 || listen(fd, SOMAXCONN) != 0) {
            plat_sock_close(fd);
            fd = -1;
        }
    }
    freeaddrinfo(res);
    if (fd < 0) return -1;
    struct sockaddr_storage ss;
    socklen_t sl = sizeof ss;
    if (getsockname(fd, (struct sockaddr *)&ss, &sl) == 0)
        *port_out = ntohs(ss.ss_family == AF_INET6 ? ((struct sockaddr_in6 *)&ss)->sin6_port
                                                   : ((struct sockaddr_in *)&ss)->sin_port);
    plat_sock_nonblock(fd);
    return fd;
}

/* Whether this family can listen on addr at all (on any free port). */
static int listen_one_works(int family, const char *addr) {
    int p = 0, fd = listen_one(family, addr, 0, &p);
    if (fd >= 0) plat_sock_close(fd);
    return fd >= 0;
}

int net_listen(const char *addr, int port, int *fds, int *port_out, const char **why) {
    /* IPv6 takes the port first and IPv4 the same one; IPv4's may be busy (another
       program's socket on 127.x, or a connection's own local port on a busy machine), and a
       host reachable on IPv6 alone would greet nobody who dials 127.0.0.1 or a LAN address.
       With port 0 both are tried again on another port; a port asked for is refused as
       taken, so that the caller picks another rather than open a table nobody reaches. */
    for (int attempt = 0; attempt < 8; attempt++) {
        int n = 0, p = port;
        *port_out = 0;
        int fd6 = listen_one(AF_INET6, addr, p, port_out);
        if (fd6 >= 0) fds[n++] = fd6, p = *port_out; /* IPv4 on the same port as IPv6 took */
        int fd4 = listen_one(AF_INET, addr, p, port_out);
        if (fd4 >= 0) fds[n++] = fd4;
        if (fd4 < 0 && fd6 >= 0 && (port != 0 || attempt < 7) && listen_one_works(AF_INET, addr)) {
            plat_sock_close(fd6);
            if (port == 0) continue;
            if (why) *why = "that port is taken on IPv4";
            return 0;
        }
        if (!n && why) *why = "cannot listen on that address and port";
        return n;
    }
    return 0;
}

int net_connect(const char *host, int port, int timeout_ms, const char **why) {
    struct addrinfo hints, *res = NULL;
    memset(&hints, 0, sizeof hints);
    hints.ai_family = AF_UNSPEC;
    hints.ai_socktype = SOCK_STREAM;
    hints.ai_flags = AI_NUMERICSERV;
    char ps[16];
    snprintf(ps, sizeof ps, "%d", port);
    if (getaddrinfo(host, ps, &hints, &res) != 0) {
        if (why) *why = "unknown host";
        return -1;
    }
    int fd = -1;
    for (struct addrinfo *a = res; a && fd < 0; a = a->ai_next) {
        fd = socket(a->ai_family, SOCK_STREAM, 0);
        if (fd < 0) continue;
        plat_sock_nonblock(fd);
        int r = connect(fd, a->ai_addr, (socklen_t)a->ai_addrlen);
        plat_sock_err e = r != 0 ? plat_sock_last_error() : PLAT_SOCK_OTHER;
        /* In a browser page the socket is a WebSocket that opens only once the page's event loop
           runs again, which it cannot while this waits (poll does not block there): the connect
           in progress is the connection. Until the socket opens, sends say EAGAIN and the bytes
           stay queued (net_conn_flush retries), and a host that cannot be reached reads as a
           closed connection instead of "cannot connect". */
        if (r != 0 && e == PLAT_SOCK_INPROGRESS && plat_sock_websocket(NULL)) r = 0;
        if (r != 0 && (e == PLAT_SOCK_INPROGRESS || e == PLAT_SOCK_AGAIN)) { /* Winsock says the latter */
            struct pollfd pf = {fd, POLLOUT, 0};
            int err = 0;
            socklen_t el = sizeof err;
            r = plat_poll(&pf, 1, timeout_ms) == 1 && getsockopt(fd, SOL_SOCKET, SO_ERROR, (void *)&err, &el) == 0 && !err ? 0 : -1;
        }
        if (r != 0) {
            plat_sock_close(fd);
            fd = -1;
        }
    }
    freeaddrinfo(res);
    if (fd < 0 && why) *why = "cannot connect";
    return fd;
}
