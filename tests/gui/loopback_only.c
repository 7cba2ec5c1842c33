/* An LD_PRELOAD shim for the test runs that host or join tables (tests/gui/loopback-only.sh
   puts it in front of them): the process aborts the moment it asks for a broadcast socket
   (SO_BROADCAST) or connects or sends to an IP address beyond loopback (127.0.0.0/8, ::1,
   ::ffff:127.x.x.x). Tests and CI send no packet to any network: a test that would is
   stopped before the packet is made, and says which call and address. Unix and netlink
   sockets (X, getifaddrs) pass. */
#define _GNU_SOURCE /* RTLD_NEXT */
#include <arpa/inet.h>
#include <dlfcn.h>
#include <netinet/in.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

/* 1 if a packet to `sa` stays on this machine (or `sa` is no IP address at all). */
static int stays_here(const struct sockaddr *sa)
{
    if (!sa)
        return 1; /* a connected socket: its connect was checked */
    if (sa->sa_family == AF_INET) {
        const struct sockaddr_in *in = (const struct sockaddr_in *)(const void *)sa;
        return (ntohl(in->sin_addr.s_addr) >> 24) == 127;
    }
    if (sa->sa_family == AF_INET6) {
        const struct in6_addr *a = &((const struct sockaddr_in6 *)(const void *)sa)->sin6_addr;
        return IN6_IS_ADDR_LOOPBACK(a) || (IN6_IS_ADDR_V4MAPPED(a) && a->s6_addr[12] == 127);
    }
    return 1; /* AF_UNIX, AF_NETLINK, AF_UNSPEC (a disconnect) */
}

static void stop(const char *call, const struct sockaddr *sa)
{
    char what[INET6_ADDRSTRLEN + 64] = "";
    if (sa && sa->sa_family == AF_INET)
        inet_ntop(AF_INET, &((const struct sockaddr_in *)(const void *)sa)->sin_addr, what, sizeof what);
    else if (sa && sa->sa_family == AF_INET6)
        inet_ntop(AF_INET6, &((const struct sockaddr_in6 *)(const void *)sa)->sin6_addr, what, sizeof what);
    char line[256];
    int n = snprintf(line, sizeof line, "loopback-only: %s %s: a test may send nothing beyond loopback\n", call,
                     what[0] ? what : "(SO_BROADCAST)");
    if (n > 0 && write(2, line, (size_t)n) < 0) {
        /* nothing more to say */
    }
    abort();
}

/* The real function `name` as a pointer of type `fp` (ISO C casts no object pointer to a
   function pointer: its bytes are copied). */
#define NEXT(fp, name)                                                                                               \
    void *raw_ = dlsym(RTLD_NEXT, name);                                                                             \
    memcpy(&fp, &raw_, sizeof fp)

int connect(int fd, const struct sockaddr *sa, socklen_t len)
{
    if (!stays_here(sa))
        stop("connect", sa);
    int (*real)(int, const struct sockaddr *, socklen_t);
    NEXT(real, "connect");
    return real(fd, sa, len);
}

ssize_t sendto(int fd, const void *buf, size_t n, int flags, const struct sockaddr *sa, socklen_t len)
{
    if (!stays_here(sa))
        stop("sendto", sa);
    ssize_t (*real)(int, const void *, size_t, int, const struct sockaddr *, socklen_t);
    NEXT(real, "sendto");
    return real(fd, buf, n, flags, sa, len);
}

ssize_t sendmsg(int fd, const struct msghdr *m, int flags)
{
    if (m && !stays_here((const struct sockaddr *)m->msg_name))
        stop("sendmsg", (const struct sockaddr *)m->msg_name);
    ssize_t (*real)(int, const struct msghdr *, int);
    NEXT(real, "sendmsg");
    return real(fd, m, flags);
}

int sendmmsg(int fd, struct mmsghdr *v, unsigned int n, int flags)
{
    for (unsigned int i = 0; v && i < n; i++)
        if (!stays_here((const struct sockaddr *)v[i].msg_hdr.msg_name))
            stop("sendmmsg", (const struct sockaddr *)v[i].msg_hdr.msg_name);
    int (*real)(int, struct mmsghdr *, unsigned int, int);
    NEXT(real, "sendmmsg");
    return real(fd, v, n, flags);
}

int setsockopt(int fd, int level, int name, const void *value, socklen_t len)
{
    if (level == SOL_SOCKET && name == SO_BROADCAST && value && len >= (socklen_t)sizeof(int) &&
        *(const int *)value != 0)
        stop("setsockopt", NULL);
    int (*real)(int, int, int, const void *, socklen_t);
    NEXT(real, "setsockopt");
    return real(fd, level, name, value, len);
}
