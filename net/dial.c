/* A connect that never blocks (dial.h). */
#define _POSIX_C_SOURCE 200809L /* getaddrinfo */
#include <stdio.h>
#include <stdlib.h>

#include "conn.h"
#include "dial.h"
#include "sock.h"

struct net_dial {
    struct addrinfo *res, *at; /* the addresses, and the one tried now */
    int fd;
    int64_t since; /* when the connect to `at` began */
};

/* Starts connecting to d->at or the addresses after it; 0 when none is left. */
static int start(net_dial *d) {
    for (; d->at; d->at = d->at->ai_next) {
        d->fd = (int)socket(d->at->ai_family, SOCK_STREAM, 0);
        if (d->fd < 0) continue;
        plat_sock_nonblock(d->fd);
        d->since = net_now_ms();
        int r = connect(d->fd, d->at->ai_addr, (socklen_t)d->at->ai_addrlen);
        plat_sock_err e = r != 0 ? plat_sock_last_error() : PLAT_SOCK_OTHER;
        if (r == 0 || e == PLAT_SOCK_INPROGRESS || e == PLAT_SOCK_AGAIN) return 1; /* Winsock says the latter */
        plat_sock_close(d->fd);
        d->fd = -1;
    }
    return 0;
}

net_dial *net_dial_new(const char *host, int port, const char **why) {
    struct addrinfo hints = {0};
    hints.ai_family = AF_UNSPEC;
    hints.ai_socktype = SOCK_STREAM;
    hints.ai_flags = AI_NUMERICSERV;
    char ps[16];
    snprintf(ps, sizeof ps, "%d", port);
    net_dial *d = calloc(1, sizeof *d);
    if (!d) {
        if (why) *why = "no memory";
        return NULL;
    }
    d->fd = -1;
    if (getaddrinfo(host, ps, &hints, &d->res) != 0) {
        free(d);
        if (why) *why = "unknown host";
        return NULL;
    }
    d->at = d->res;
    start(d);
    return d;
}

int net_dial_poll(net_dial *d, int timeout_ms, const char **why) {
    while (d->fd >= 0) {
        struct pollfd pf = {d->fd, POLLOUT, 0};
        int ready = plat_poll(&pf, 1, timeout_ms) == 1, err = 0;
        socklen_t el = sizeof err;
        if (ready && !(pf.revents & (POLLERR | POLLHUP)) &&
            getsockopt(d->fd, SOL_SOCKET, SO_ERROR, (void *)&err, &el) == 0 && !err) {
            int fd = d->fd;
            d->fd = -1;
            return fd;
        }
        if (!ready && net_now_ms() - d->since < NET_DIAL_MS) return -1; /* still connecting */
        plat_sock_close(d->fd); /* refused, unreachable or too slow: the next address */
        d->fd = -1;
        d->at = d->at->ai_next;
        start(d);
        timeout_ms = 0;
    }
    if (why) *why = "cannot connect";
    return -2;
}

void net_dial_free(net_dial *d) {
    if (!d) return;
    if (d->fd >= 0) plat_sock_close(d->fd);
    freeaddrinfo(d->res);
    free(d);
}
