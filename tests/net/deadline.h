/* The network tests' waits for what must happen (a server's timer firing, a peer answering):
   each ends on the event, and this is its deadline. Set for a machine ten times slower than a
   quiet one (docs/testing.md, "A busy machine"), it costs nothing when all is well, and a
   missed one fails as "timed out waiting for ...", never as a wrong result. Static: each test
   program includes it once, after defining its `failures` counter. */
#ifndef CIT_TESTS_NET_DEADLINE_H
#define CIT_TESTS_NET_DEADLINE_H

#include <stdint.h>
#include <stdio.h>

#include "conn.h"

/* 1 while less than `ms` have passed since t0 (net_now_ms); then the message and a failure. */
static inline int waiting_for(int64_t t0, int64_t ms, int *failed_count, const char *what) {
    if (net_now_ms() - t0 < ms) return 1;
    ++*failed_count;
    fprintf(stderr, "timed out waiting for %s (%lld s)\n", what, (long long)(ms / 1000));
    return 0;
}

#endif
