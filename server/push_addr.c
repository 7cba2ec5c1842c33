/* The addresses no push goes to (server/push_addr.h). */
#define _DEFAULT_SOURCE /* getifaddrs */
#include "push_addr.h"

#include <ifaddrs.h>
#include <net/if.h>
#include <netinet/in.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>

static const char *v4_refused(uint32_t a, int allow_loopback) {
    static const struct {
        uint32_t net, mask;
        const char *why;
    } RANGES[] = {
        {0x00000000, 0xff000000, "unspecified (0.0.0.0/8)"},
        {0x0a000000, 0xff000000, "private (10.0.0.0/8)"},
        {0x64400000, 0xffc00000, "shared (100.64.0.0/10)"},
        {0xa9fe0000, 0xffff0000, "link-local (169.254.0.0/16)"},
        {0xac100000, 0xfff00000, "private (172.16.0.0/12)"},
        {0xc0000000, 0xffffff00, "reserved (192.0.0.0/24)"},
        {0xc0000200, 0xffffff00, "documentation (192.0.2.0/24)"},
        {0xc0a80000, 0xffff0000, "private (192.168.0.0/16)"},
        {0xc6120000, 0xfffe0000, "benchmarking (198.18.0.0/15)"},
        {0xc6336400, 0xffffff00, "documentation (198.51.100.0/24)"},
        {0xcb007100, 0xffffff00, "documentation (203.0.113.0/24)"},
        {0xe0000000, 0xf0000000, "multicast (224.0.0.0/4)"},
        {0xf0000000, 0xf0000000, "reserved (240.0.0.0/4)"},
    };
    if ((a & 0xff000000) == 0x7f000000) return allow_loopback ? NULL : "loopback (127.0.0.0/8)";
    for (size_t i = 0; i < sizeof RANGES / sizeof RANGES[0]; i++)
        if ((a & RANGES[i].mask) == RANGES[i].net) return RANGES[i].why;
    return NULL;
}

static uint32_t v4_at(const uint8_t *b) { return (uint32_t)b[0] << 24 | (uint32_t)b[1] << 16 | (uint32_t)b[2] << 8 | b[3]; }

static const char *v6_refused(const uint8_t *b, int allow_loopback) {
    static const uint8_t zero[16], loop[16] = {[15] = 1}, mapped[12] = {[10] = 0xff, [11] = 0xff},
                                  nat64[12] = {0x00, 0x64, 0xff, 0x9b};
    if (!memcmp(b, loop, 16)) return allow_loopback ? NULL : "loopback (::1)";
    if (!memcmp(b, zero, 16)) return "unspecified (::)";
    if (!memcmp(b, mapped, 12) || !memcmp(b, nat64, 12)) return v4_refused(v4_at(b + 12), allow_loopback);
    if (!memcmp(b, zero, 12)) return "IPv4-compatible (::/96)";
    if ((b[0] & 0xfe) == 0xfc) return "unique local (fc00::/7)";
    if (b[0] == 0xfe && (b[1] & 0xc0) == 0x80) return "link-local (fe80::/10)";
    if (b[0] == 0xfe && (b[1] & 0xc0) == 0xc0) return "site-local (fec0::/10)";
    if (b[0] == 0xff) return "multicast (ff00::/8)";
    if (b[0] == 0x20 && b[1] == 0x01 && b[2] == 0x0d && b[3] == 0xb8) return "documentation (2001:db8::/32)";
    if (b[0] == 0x01 && !memcmp(b + 1, zero, 7)) return "discard (100::/64)";
    return NULL;
}

static int same_address(const struct sockaddr *a, const struct sockaddr_storage *b) {
    if (a->sa_family != b->ss_family) return 0;
    if (a->sa_family == AF_INET)
        return ((const struct sockaddr_in *)a)->sin_addr.s_addr == ((const struct sockaddr_in *)b)->sin_addr.s_addr;
    return !memcmp(&((const struct sockaddr_in6 *)a)->sin6_addr, &((const struct sockaddr_in6 *)b)->sin6_addr, 16);
}

const char *push_addr_refused(const struct sockaddr *sa, int allow_loopback, const struct sockaddr_storage *own,
                              int nown) {
    const char *why;
    if (sa->sa_family == AF_INET) why = v4_refused(v4_at((const uint8_t *)&((const struct sockaddr_in *)sa)->sin_addr), allow_loopback);
    else if (sa->sa_family == AF_INET6) why = v6_refused(((const struct sockaddr_in6 *)sa)->sin6_addr.s6_addr, allow_loopback);
    else return "not an Internet address";
    if (why) return why;
    if (allow_loopback && (sa->sa_family == AF_INET ? v4_refused(v4_at((const uint8_t *)&((const struct sockaddr_in *)sa)->sin_addr), 0)
                                                     : v6_refused(((const struct sockaddr_in6 *)sa)->sin6_addr.s6_addr, 0)))
        return NULL; /* loopback, allowed for tests: the machine's own too, which is the point */
    for (int i = 0; i < nown; i++)
        if (same_address(sa, &own[i])) return "the server's own address";
    return NULL;
}

/* Without netlink (the systemd unit allows Internet sockets only, and getifaddrs asks the
   kernel over netlink): the IPv4 addresses by SIOCGIFCONF, the IPv6 ones from /proc. */
int push_addr_own_plain(struct sockaddr_storage *out, int cap) {
    int n = 0, fd = socket(AF_INET, SOCK_DGRAM, 0);
    struct ifreq reqs[32];
    struct ifconf conf = {.ifc_len = sizeof reqs, .ifc_req = reqs};
    if (fd >= 0 && ioctl(fd, SIOCGIFCONF, &conf) == 0)
        for (size_t i = 0; i < (size_t)conf.ifc_len / sizeof reqs[0] && n < cap; i++) {
            memset(&out[n], 0, sizeof out[n]);
            memcpy(&out[n], &reqs[i].ifr_addr, sizeof(struct sockaddr_in));
            n += out[n].ss_family == AF_INET;
        }
    if (fd >= 0) close(fd);
    FILE *f = fopen("/proc/net/if_inet6", "r");
    char hex[33];
    while (f && n < cap && fscanf(f, "%32s %*s %*s %*s %*s %*s", hex) == 1) {
        struct sockaddr_in6 *a = (struct sockaddr_in6 *)&out[n];
        memset(&out[n], 0, sizeof out[n]);
        a->sin6_family = AF_INET6;
        int ok = strlen(hex) == 32;
        for (int k = 0; ok && k < 16; k++) {
            unsigned v = 0;
            ok = sscanf(hex + 2 * k, "%2x", &v) == 1;
            a->sin6_addr.s6_addr[k] = (uint8_t)v;
        }
        n += ok;
    }
    if (f) fclose(f);
    return n;
}

int push_addr_own(struct sockaddr_storage *out, int cap) {
    struct ifaddrs *list = NULL;
    if (getifaddrs(&list) != 0) return push_addr_own_plain(out, cap);
    int n = 0;
    for (struct ifaddrs *i = list; i && n < cap; i = i->ifa_next) {
        if (!i->ifa_addr || (i->ifa_addr->sa_family != AF_INET && i->ifa_addr->sa_family != AF_INET6)) continue;
        memset(&out[n], 0, sizeof out[n]);
        memcpy(&out[n], i->ifa_addr, i->ifa_addr->sa_family == AF_INET ? sizeof(struct sockaddr_in) : sizeof(struct sockaddr_in6));
        n++;
    }
    freeifaddrs(list);
    return n;
}
