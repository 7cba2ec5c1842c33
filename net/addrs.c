/* The addresses of this machine, for a window that hosts a table to give out (host.h). */
#include <string.h>

#include "host.h"
#include "sock.h"

int net_host_addresses(char (*out)[NET_ADDR_MAX], int cap) {
    plat_iface list[32];
    int nl = plat_ifaces(list, 32), n = 0;
    /* IPv4 first: the address people type most easily */
    for (int fam = 0; fam < 2; fam++)
        for (int i = 0; i < nl && n < cap; i++) {
            const struct sockaddr *sa = (const struct sockaddr *)&list[i].addr;
            int af = sa->sa_family;
            if (af != (fam == 0 ? AF_INET : AF_INET6)) continue;
            const void *src = af == AF_INET ? (const void *)&((const struct sockaddr_in *)(const void *)sa)->sin_addr
                                            : (const void *)&((const struct sockaddr_in6 *)(const void *)sa)->sin6_addr;
            if (inet_ntop(af, src, out[n], NET_ADDR_MAX)) n++;
        }
    return n;
}
