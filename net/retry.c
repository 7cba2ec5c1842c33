/* A broken connection's backoff (retry.h). */
#include "retry.h"

int64_t net_retry_ceiling(int tries) {
    int64_t d = NET_RETRY_FIRST_MS;
    for (int i = 0; i < tries && d < NET_RETRY_CAP_MS; i++) d *= 2;
    return d < NET_RETRY_CAP_MS ? d : NET_RETRY_CAP_MS;
}

int64_t net_retry_next(net_retry *r) {
    int64_t ceiling = net_retry_ceiling(r->tries);
    if (r->tries < 1000000) r->tries++;
    uint64_t x = r->rng ? r->rng : 0x9e3779b97f4a7c15ull; /* xorshift64 */
    x ^= x << 13, x ^= x >> 7, x ^= x << 17;
    r->rng = x;
    int64_t half = ceiling / 2;
    return half + (int64_t)(x % (uint64_t)(ceiling - half + 1));
}
