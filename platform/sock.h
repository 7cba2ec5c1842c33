/* Sockets alike on every platform: the system's headers, start-up, close, non-blocking
   mode, poll and the reason a call failed. One file per system behind it (posix/, win/). */
#ifndef CIT_PLAT_SOCK_H
#define CIT_PLAT_SOCK_H
#include "sock_sys.h" /* the system's socket headers: platform/posix or platform/win */

/* Once before the first socket (Winsock's start-up); 0 when sockets can be used. */
int plat_sock_init(void);
void plat_sock_close(int fd);
void plat_sock_nonblock(int fd);
int plat_poll(struct pollfd *pf, int n, int timeout_ms);

/* Why the last socket call failed. */
typedef enum {
    PLAT_SOCK_OTHER = 0,
    PLAT_SOCK_AGAIN,      /* would block: try after poll */
    PLAT_SOCK_INTR,       /* a signal came: try again now */
    PLAT_SOCK_INPROGRESS, /* a non-blocking connect goes on */
    PLAT_SOCK_NOFDS       /* out of descriptors or buffers: accept later */
} plat_sock_err;
plat_sock_err plat_sock_last_error(void);

/* The machine's interfaces that are up and not loopback, IPv4 and IPv6 (link-local
   IPv6 left out: it needs a zone); broad is the IPv4 broadcast address or family 0. */
typedef struct {
    struct sockaddr_storage addr, broad;
} plat_iface;
int plat_ifaces(plat_iface *out, int cap);

#endif
