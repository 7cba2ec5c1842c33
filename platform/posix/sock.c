/* platform/sock.h on POSIX: the calls as they are. */
#define _DEFAULT_SOURCE /* getifaddrs */
#include <errno.h>
#include <fcntl.h>
#include <ifaddrs.h>
#include <net/if.h>
#include <string.h>
#include <unistd.h>

#include "sock.h"

int plat_sock_init(void) { return 0; }

void plat_sock_close(int fd) { close(fd); }

void plat_sock_nonblock(int fd) { fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK); }

int plat_poll(struct pollfd *pf, int n, int timeout_ms) { return poll(pf, (nfds_t)n, timeout_ms); }

plat_sock_err plat_sock_last_error(void) {
    switch (errno) {
    case EAGAIN:
#if EWOULDBLOCK != EAGAIN
    case EWOULDBLOCK:
#endif
        return PLAT_SOCK_AGAIN;
    case EINTR: return PLAT_SOCK_INTR;
    case EINPROGRESS: return PLAT_SOCK_INPROGRESS;
    case EMFILE:
    case ENFILE:
    case ENOBUFS:
    case ENOMEM: return PLAT_SOCK_NOFDS;
    default: return PLAT_SOCK_OTHER;
    }
}

static void copy_addr(struct sockaddr_storage *to, const struct sockaddr *from) {
    memset(to, 0, sizeof *to);
    if (from) memcpy(to, from, from->sa_family == AF_INET6 ? sizeof(struct sockaddr_in6) : sizeof(struct sockaddr_in));
}

int plat_ifaces(plat_iface *out, int cap) {
    struct ifaddrs *list = NULL;
    if (getifaddrs(&list) != 0) return 0;
    int n = 0;
    for (struct ifaddrs *i = list; i && n < cap; i = i->ifa_next) {
        if (!i->ifa_addr || (i->ifa_flags & IFF_LOOPBACK) || !(i->ifa_flags & IFF_UP)) continue;
        int af = i->ifa_addr->sa_family;
        if (af != AF_INET && af != AF_INET6) continue;
        if (af == AF_INET6 && IN6_IS_ADDR_LINKLOCAL(&((const struct sockaddr_in6 *)(const void *)i->ifa_addr)->sin6_addr))
            continue;
        copy_addr(&out[n].addr, i->ifa_addr);
        copy_addr(&out[n].broad, af == AF_INET && (i->ifa_flags & IFF_BROADCAST) ? i->ifa_broadaddr : NULL);
        n++;
    }
    freeifaddrs(list);
    return n;
}
