/* Where the server sends no push (server-side request forgery, docs/protocol.md "Threat
   model"): an endpoint's name must resolve only to public addresses, none of them the
   server's own. Each check is done on the sender's thread just before its POST, whose
   connection then goes to exactly the addresses checked (a name cannot change between). */
#ifndef CIT_SERVER_PUSH_ADDR_H
#define CIT_SERVER_PUSH_ADDR_H

#include <sys/socket.h>

/* Why `sa` is no push service's address (a short English phrase), or NULL when it may be:
   loopback (allowed with allow_loopback: tests), unspecified, private (RFC 1918, unique
   local), shared (100.64/10), link-local, multicast, reserved, documentation, or one of the
   machine's own (own: its interfaces' addresses, nown of them). IPv4-mapped and NAT64
   addresses are judged as the IPv4 address they carry. */
const char *push_addr_refused(const struct sockaddr *sa, int allow_loopback, const struct sockaddr_storage *own,
                              int nown);
/* The machine's own addresses (getifaddrs; where netlink is not allowed, SIOCGIFCONF and
   /proc/net/if_inet6), at most cap: how many. */
int push_addr_own(struct sockaddr_storage *out, int cap);
/* The same without netlink (exposed for its test). */
int push_addr_own_plain(struct sockaddr_storage *out, int cap);

#endif
