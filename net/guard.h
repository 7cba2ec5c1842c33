/* What keeps a stranger from spoiling a host: rate budgets (token buckets) and the
   record of each peer address (its connections, the tables it opened, its wrong join
   codes). docs/protocol.md "Hostile peers" says which limits use them. */
#ifndef CIT_NET_GUARD_H
#define CIT_NET_GUARD_H

#include <stddef.h>
#include <stdint.h>

struct sockaddr;

/* A budget of `burst` events at once, refilled one per `every_ms` (zero-initialised: full). */
typedef struct {
    int64_t due; /* when the bucket will be full again */
} net_bucket;
/* Takes one event from the budget: 1, or 0 (nothing taken) when it is spent. */
int net_bucket_take(net_bucket *b, int64_t now, int burst, int every_ms);
/* Gives one event back (a charge that turned out not to be due). */
void net_bucket_give(net_bucket *b, int every_ms);
/* Whether the budget is whole again (nothing taken in the last burst * every_ms). */
int net_bucket_full(const net_bucket *b, int64_t now);

/* A log that an attack cannot make fill the disk: `burst` lines, then one per every_ms;
   the lines left out are counted and said with the next one let through. */
typedef struct {
    net_bucket b;
    long dropped;
} net_loglimit;
/* 1 if a line may be written now (*dropped: how many were left out since the last one). */
int net_loglimit_pass(net_loglimit *l, int64_t now, int burst, int every_ms, long *dropped);

/* One address as the limits see it: an IPv4 address, or an IPv6 /64 (one household's or
   one server's block: a host gets a whole /64, so single IPv6 addresses are free); and,
   in a record set of its own, the network around it (an IPv4 /24, an IPv6 /48), so that
   a stranger with many addresses in one allocation meets the same limits as one. */
typedef struct {
    uint8_t key[16];
    int conns;          /* connections open now */
    int seated;         /* of those, the ones seated at a table */
    int handshakes;     /* of those, the TLS handshakes in progress */
    int tables;         /* tables it opened that are still open */
    net_bucket fails;   /* wrong join codes */
    net_bucket tokens;  /* wrong rejoin tokens: a budget of their own, so guessing codes
                           does not lock out a player who comes back with a token */
    net_bucket accepts; /* connections accepted */
    net_bucket churn;   /* its games started and abandoned that were put away to make room */
    net_bucket pages;   /* HTTP requests for pages (files, errors): not taken from accepts */
    net_bucket stores;  /* correspondence tables it opened (each stored until its game ends) */
    net_loglimit log;   /* its lines in the log */
} net_peer;

/* The records, with an index by key (open addressing): a storm from thousands of
   addresses looks one up per connection. */
typedef struct {
    net_peer **p;
    int n, cap;
    int *slot; /* nslot entries (a power of two): an index into p, or -1 */
    int nslot;
} net_peers;

/* The limit key of a socket address (IPv4 as ::ffff:a.b.c.d) and its text for logs. */
void net_addr_key(const struct sockaddr *sa, uint8_t key[16]);
/* The key of the network around an address key: its IPv4 /24 or its IPv6 /48. */
void net_addr_net(const uint8_t key[16], uint8_t net[16]);
/* A key as text (hex) and back, for the records a restart keeps; from_hex returns 0 on
   anything but 32 hex digits. */
void net_key_hex(const uint8_t key[16], char out[33]);
int net_key_from_hex(const char *hex, uint8_t key[16]);
void net_addr_text(const struct sockaddr *sa, char *out, size_t cap);
/* The record of key (made if new; NULL without memory). */
net_peer *net_peers_get(net_peers *ps, const uint8_t key[16]);
/* Forgets the records that hold nothing: no connection, no table, every budget whole. */
void net_peers_prune(net_peers *ps, int64_t now);
void net_peers_free(net_peers *ps);

#endif
