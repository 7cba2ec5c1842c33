/* The addresses of this machine, for a window that hosts a table to give out (host.h). */
#define _DEFAULT_SOURCE /* getifaddrs */
#include <arpa/inet.h>
#include <ifaddrs.h>
#include <net/if.h>
#include <netinet/in.h>
#include <string.h>
#include <sys/socket.h>

#include "host.h"

int net_host_addresses(char (*out)[NET_ADDR_MAX], int cap) {
    struct ifaddrs *list = NULL;
    if (getifaddrs(&list) != 0) return 0;
    int n = 0;
    /* IPv4 first: the address people type most easily */
    for (int fam = 0; fam < 2; fam++)
        for (struct ifaddrs *i = list; i && n < cap; i = i->ifa_next) {
            if (!i->ifa_addr || (i->ifa_flags & IFF_LOOPBACK) || !(i->ifa_flags & IFF_UP)) continue;
            int af = i->ifa_addr->sa_family;
            if (af != (fam == 0 ? AF_INET : AF_INET6)) continue;
            const void *src = af == AF_INET ? (const void *)&((const struct sockaddr_in *)(const void *)i->ifa_addr)->sin_addr
                                            : (const void *)&((const struct sockaddr_in6 *)(const void *)i->ifa_addr)->sin6_addr;
            if (af == AF_INET6 && IN6_IS_ADDR_LINKLOCAL((const struct in6_addr *)src)) continue; /* needs a %zone */
            if (inet_ntop(af, src, out[n], NET_ADDR_MAX)) n++;
        }
    freeifaddrs(list);
    return n;
}
