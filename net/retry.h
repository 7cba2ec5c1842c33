/* When a client whose connection broke tries again: exponential backoff with jitter,
   capped, so that a seat offline for ten minutes still comes back within the cap of the
   network's return, and a host that restarts is not met by all its seats at once. */
#ifndef CIT_NET_RETRY_H
#define CIT_NET_RETRY_H

#include <stdint.h>

#define NET_RETRY_FIRST_MS 500  /* the first wait's ceiling (the first try comes within it) */
#define NET_RETRY_CAP_MS 15000  /* no wait is longer: a phone back from a tunnel is seated within it */

typedef struct {
    int tries;     /* tries since the connection broke (0: none yet) */
    uint64_t rng;  /* the jitter's state (any seed but 0) */
} net_retry;

/* The wait before try number r->tries + 1, counted: half of min(cap, first * 2^tries) plus
   a random part of the other half ("equal jitter": never less than half the ceiling, so a
   host that is down is not hammered; never in step with the other seats). */
int64_t net_retry_next(net_retry *r);
/* The ceiling of the wait before try `tries` + 1, without jitter (tests). */
int64_t net_retry_ceiling(int tries);

#endif
