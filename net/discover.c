/* Tables on the local network (discover.h): UDP beacons, one datagram each, parsed as
   strictly as any line of the protocol. */
#define _DEFAULT_SOURCE /* sockets */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "conn.h"
#include "discover.h"
#include "sock.h"

#define MAX_FOUND 32

struct net_beacon {
    int fd;
    int port;
    int fixed;              /* 1: to `to` alone (a test's loopback); 0: the private networks' broadcasts */
    struct sockaddr_in to;
};

struct net_finder {
    int fd;
    net_found_table found[MAX_FOUND];
    int nfound;
};

/* An address of a private network (RFC 1918) or a link without DHCP (169.254/16): a
   broadcast there reaches the people on that network and no one beyond it. */
static int private_v4(uint32_t host_order) {
    return (host_order >> 24) == 10 || (host_order >> 20) == (172u << 4 | 1u) || (host_order >> 16) == (192u << 8 | 168u) ||
           (host_order >> 16) == (169u << 8 | 254u);
}

/* The broadcast addresses of the private IPv4 networks this machine is on, up to cap. */
static int private_broadcasts(struct in_addr *out, int cap) {
    plat_iface list[32];
    int nl = plat_ifaces(list, 32), n = 0;
    for (int i = 0; i < nl && n < cap; i++) {
        if (list[i].addr.ss_family != AF_INET || list[i].broad.ss_family != AF_INET) continue;
        const struct sockaddr_in *a = (const struct sockaddr_in *)(const void *)&list[i].addr;
        const struct sockaddr_in *b = (const struct sockaddr_in *)(const void *)&list[i].broad;
        if (private_v4(ntohl(a->sin_addr.s_addr)) && private_v4(ntohl(b->sin_addr.s_addr))) out[n++] = b->sin_addr;
    }
    return n;
}

int net_lan_private(void) {
    struct in_addr any[1];
    return private_broadcasts(any, 1) > 0;
}

net_beacon *net_beacon_new(const char *dest, int port, const char **why) {
    net_beacon *b = calloc(1, sizeof *b);
    if (!b) return NULL;
    b->fd = socket(AF_INET, SOCK_DGRAM, 0);
    b->port = port ? port : NET_DISCOVERY_PORT;
    b->fixed = dest != NULL;
    b->to.sin_family = AF_INET;
    b->to.sin_port = htons((uint16_t)b->port);
    int one = 1, ttl = 1;
    /* Broadcast only when sending to the networks' broadcast addresses; one hop at most. */
    if (b->fd < 0 || (!dest && setsockopt(b->fd, SOL_SOCKET, SO_BROADCAST, (const void *)&one, sizeof one) != 0) ||
        setsockopt(b->fd, IPPROTO_IP, IP_TTL, (const void *)&ttl, sizeof ttl) != 0 ||
        (dest && inet_pton(AF_INET, dest, &b->to.sin_addr) != 1)) {
        if (why) *why = "cannot send beacons";
        net_beacon_free(b);
        return NULL;
    }
    plat_sock_nonblock(b->fd);
    return b;
}

void net_beacon_free(net_beacon *b) {
    if (!b) return;
    if (b->fd >= 0) plat_sock_close(b->fd);
    free(b);
}

void net_beacon_send(net_beacon *b, const net_table *t, int game_port, const char *host_name) {
    const cit_setup *su = net_table_setup(t);
    const cit_mode_def *md = cit_mode_def_at(su->mode);
    int open = 0;
    for (int i = 0; i < su->nplayers; i++) open += net_table_seat_state(t, i) == NET_SEAT_OPEN;
    char text[160], name[CIT_NAME_LEN];
    net_copy(name, sizeof name, host_name && !cit_name_problem(host_name, strlen(host_name)) ? host_name : "?");
    int n = snprintf(text, sizeof text, "citadela-net %d table %d %d %d %s %s", NET_VERSION, game_port, open,
                     su->nplayers, md ? md->name : "classic", name);
    if (n <= 0 || (size_t)n >= sizeof text) return;
    struct in_addr to[8];
    int k = b->fixed ? 1 : private_broadcasts(to, 8); /* looked up each time: a laptop changes networks */
    for (int i = 0; i < k; i++) {
        struct sockaddr_in at = b->to;
        if (!b->fixed) at.sin_addr = to[i];
        if (sendto(b->fd, text, (size_t)n, 0, (const struct sockaddr *)&at, sizeof at) < 0) {
            /* a lost beacon is the next second's business */
        }
    }
}

int net_beacon_parse(const char *text, size_t len, net_found_table *out) {
    char buf[200];
    if (len >= sizeof buf) return 0;
    memcpy(buf, text, len);
    buf[len] = 0;
    if (strlen(buf) != len) return 0; /* a NUL inside */
    net_found_table f;
    memset(&f, 0, sizeof f);
    char mode[24];
    int version, used = 0;
    if (sscanf(buf, "citadela-net %d table %d %d %d %23s %n", &version, &f.port, &f.open_seats, &f.seats, mode, &used) !=
            5 ||
        !used)
        return 0;
    const char *name = buf + used;
    if (version != NET_VERSION || f.port < 1 || f.port > 65535 || f.seats < CIT_MIN_PLAYERS ||
        f.seats > CIT_MAX_PLAYERS || f.open_seats < 0 || f.open_seats > f.seats || cit_mode_find(mode, strlen(mode)) < 0 ||
        cit_name_problem(name, strlen(name)))
        return 0;
    net_copy(f.mode, sizeof f.mode, mode);
    net_copy(f.name, sizeof f.name, name);
    *out = f;
    return 1;
}

net_finder *net_finder_new(int port, const char **why) {
    net_finder *f = calloc(1, sizeof *f);
    if (!f) return NULL;
    f->fd = socket(AF_INET, SOCK_DGRAM, 0);
    int one = 1;
    struct sockaddr_in at;
    memset(&at, 0, sizeof at);
    at.sin_family = AF_INET;
    at.sin_port = htons((uint16_t)(port ? port : NET_DISCOVERY_PORT));
    at.sin_addr.s_addr = htonl(INADDR_ANY);
    if (f->fd >= 0) setsockopt(f->fd, SOL_SOCKET, SO_REUSEADDR, (const void *)&one, sizeof one); /* several windows may listen */
    if (f->fd < 0 || bind(f->fd, (struct sockaddr *)&at, sizeof at) != 0) {
        if (why) *why = "cannot listen for tables on the local network";
        net_finder_free(f);
        return NULL;
    }
    plat_sock_nonblock(f->fd);
    return f;
}

void net_finder_free(net_finder *f) {
    if (!f) return;
    if (f->fd >= 0) plat_sock_close(f->fd);
    free(f);
}

/* Keeps a heard table: the same address and game port replaces its entry. */
static void keep(net_finder *f, const net_found_table *t) {
    int at = -1;
    for (int i = 0; i < f->nfound && at < 0; i++)
        if (f->found[i].port == t->port && !strcmp(f->found[i].addr, t->addr)) at = i;
    if (at < 0 && f->nfound < MAX_FOUND) at = f->nfound++;
    if (at < 0) { /* full: the oldest goes */
        at = 0;
        for (int i = 1; i < f->nfound; i++)
            if (f->found[i].seen_ms < f->found[at].seen_ms) at = i;
    }
    f->found[at] = *t;
}

int net_finder_poll(net_finder *f, net_found_table *out, int cap) {
    int64_t now = net_now_ms();
    for (int budget = 0; budget < 256; budget++) { /* a flood of datagrams cannot hold the frame */
        char buf[512];
        struct sockaddr_in from;
        socklen_t fl = sizeof from;
        ssize_t k = recvfrom(f->fd, buf, sizeof buf, 0, (struct sockaddr *)&from, &fl);
        if (k < 0) break;
        net_found_table t;
        if (!net_beacon_parse(buf, (size_t)k, &t)) continue;
        inet_ntop(AF_INET, &from.sin_addr, t.addr, sizeof t.addr);
        t.seen_ms = now;
        keep(f, &t);
    }
    int n = 0;
    for (int i = 0; i < f->nfound; i++)
        if (now - f->found[i].seen_ms < NET_FOUND_MS && n < cap) out[n++] = f->found[i];
    for (int i = 1; i < n; i++) /* newest first */
        for (int j = i; j > 0 && out[j].seen_ms > out[j - 1].seen_ms; j--) {
            net_found_table tmp = out[j];
            out[j] = out[j - 1];
            out[j - 1] = tmp;
        }
    return n;
}
