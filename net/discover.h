/* Tables on the local network ("Join a table" lists them): a host that chose to be listed
   sends a small UDP beacon a second to the broadcast address of each private IPv4 network
   it is on, a joining window listens and lists what it heard. A beacon names the table
   (host, mode, seats, port), never its join code: joining still needs the code from the
   host. The game itself always goes over TCP (docs/protocol.md, "Discovery"). */
#ifndef CIT_NET_DISCOVER_H
#define CIT_NET_DISCOVER_H

#include "table.h"

#define NET_DISCOVERY_PORT 7448
#define NET_FOUND_MS 5000 /* a table not heard from for this long leaves the list */

typedef struct {
    char addr[64];          /* where the beacon came from (numeric IPv4 or IPv6) */
    int port;               /* the host's game port */
    char mode[16];          /* the mode's word (cit_mode_def.name) */
    int open_seats, seats;
    char name[CIT_NAME_LEN]; /* the host's player name */
    int64_t seen_ms;
} net_found_table;

typedef struct net_beacon net_beacon;
/* A beacon sender to `dest` (a numeric IPv4 address: tests give 127.0.0.1) or, when dest is
   NULL, to the broadcast address of every private IPv4 network this machine is on (10/8,
   172.16/12, 192.168/16, 169.254/16): never to 255.255.255.255, never out of a public
   address. Port `port` (0: the default). The datagrams go no further than one hop (TTL 1). */
net_beacon *net_beacon_new(const char *dest, int port, const char **why);
void net_beacon_free(net_beacon *b); /* NULL is a no-op */
/* Announces table t (its game port, the host player's name); call about once a second
   while seats are open. */
void net_beacon_send(net_beacon *b, const net_table *t, int game_port, const char *host_name);
/* 1 if this machine is on a private IPv4 network a beacon could go to (net_beacon_new(NULL)
   would send somewhere); 0 on a machine with public addresses only. */
int net_lan_private(void);

typedef struct net_finder net_finder;
/* Listens for beacons on `port` (0: the default) on every IPv4 address. */
net_finder *net_finder_new(int port, const char **why);
void net_finder_free(net_finder *f); /* NULL is a no-op */
/* Reads the beacons that arrived (never waits) and writes the tables heard from in the
   last NET_FOUND_MS, newest first, up to cap; returns how many. */
int net_finder_poll(net_finder *f, net_found_table *out, int cap);

/* One beacon's text to a table entry (for the finder and the fuzzer): 1, or 0 if it is
   not a valid beacon. */
int net_beacon_parse(const char *text, size_t len, net_found_table *out);

#endif
