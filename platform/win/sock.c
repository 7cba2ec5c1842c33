/* platform/sock.h on Windows: Winsock2. A SOCKET handle is kept in an int as on POSIX;
   Windows gives out handles that fit in 32 bits. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "sock.h"
#include <iphlpapi.h>

int plat_sock_init(void) {
    WSADATA d;
    return WSAStartup(MAKEWORD(2, 2), &d) == 0 ? 0 : -1;
}

void plat_sock_close(int fd) { closesocket((SOCKET)fd); }

void plat_sock_nonblock(int fd) {
    u_long one = 1;
    ioctlsocket((SOCKET)fd, FIONBIO, &one);
}

int plat_poll(struct pollfd *pf, int n, int timeout_ms) {
    if (n == 0) { /* WSAPoll refuses an empty set; poll() sleeps */
        Sleep(timeout_ms > 0 ? (DWORD)timeout_ms : 0);
        return 0;
    }
    return WSAPoll(pf, (ULONG)n, timeout_ms);
}

plat_sock_err plat_sock_last_error(void) {
    switch (WSAGetLastError()) {
    case WSAEWOULDBLOCK: return PLAT_SOCK_AGAIN;
    case WSAEINTR: return PLAT_SOCK_INTR;
    case WSAEINPROGRESS: return PLAT_SOCK_INPROGRESS;
    case WSAEMFILE:
    case WSAENOBUFS: return PLAT_SOCK_NOFDS;
    default: return PLAT_SOCK_OTHER;
    }
}

int plat_ifaces(plat_iface *out, int cap) {
    ULONG size = 16384;
    IP_ADAPTER_ADDRESSES *list = NULL;
    for (int tries = 0; tries < 3; tries++) { /* the list may grow between the calls */
        free(list);
        if (!(list = malloc(size))) return 0;
        ULONG r = GetAdaptersAddresses(AF_UNSPEC, GAA_FLAG_SKIP_ANYCAST | GAA_FLAG_SKIP_MULTICAST | GAA_FLAG_SKIP_DNS_SERVER,
                                       NULL, list, &size);
        if (r == NO_ERROR) break;
        if (r != ERROR_BUFFER_OVERFLOW || tries == 2) {
            free(list);
            return 0;
        }
    }
    int n = 0;
    for (IP_ADAPTER_ADDRESSES *a = list; a && n < cap; a = a->Next) {
        if (a->OperStatus != IfOperStatusUp || a->IfType == IF_TYPE_SOFTWARE_LOOPBACK) continue;
        for (IP_ADAPTER_UNICAST_ADDRESS *u = a->FirstUnicastAddress; u && n < cap; u = u->Next) {
            const struct sockaddr *sa = u->Address.lpSockaddr;
            if (!sa || (sa->sa_family != AF_INET && sa->sa_family != AF_INET6)) continue;
            if (sa->sa_family == AF_INET6 && IN6_IS_ADDR_LINKLOCAL(&((const struct sockaddr_in6 *)(const void *)sa)->sin6_addr))
                continue;
            memset(&out[n], 0, sizeof out[n]);
            memcpy(&out[n].addr, sa, (size_t)u->Address.iSockaddrLength);
            if (sa->sa_family == AF_INET && u->OnLinkPrefixLength <= 32) { /* the broadcast: host bits all set */
                struct sockaddr_in b = *(const struct sockaddr_in *)(const void *)sa;
                uint32_t host = u->OnLinkPrefixLength == 32 ? 0 : 0xffffffffu >> u->OnLinkPrefixLength;
                b.sin_addr.s_addr |= htonl(host);
                memcpy(&out[n].broad, &b, sizeof b);
            }
            n++;
        }
    }
    free(list);
    return n;
}
