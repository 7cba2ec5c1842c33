/* A connection to a host opened without waiting: the addresses of its name tried in turn,
   each connect polled rather than waited for, so a window reconnecting through a network
   that swallows packets keeps drawing its frames. */
#ifndef CIT_NET_DIAL_H
#define CIT_NET_DIAL_H

#include <stdint.h>

#define NET_DIAL_MS 5000 /* one address's connect may take this long before the next is tried */

typedef struct net_dial net_dial;

/* Resolves host:port (a name server may be asked: the one wait left) and starts connecting
   to its first address. NULL with *why: "unknown host", "no memory". */
net_dial *net_dial_new(const char *host, int port, const char **why);
/* Waits at most timeout_ms for the connect going on. Returns the connected, non-blocking
   socket (the caller owns it from then on), -1 while it goes on, or -2 once every address
   failed (*why then says so). */
int net_dial_poll(net_dial *d, int timeout_ms, const char **why);
void net_dial_free(net_dial *d); /* closes a socket still connecting; NULL is a no-op */

#endif
