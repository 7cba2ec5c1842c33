/* Rate budgets and per-address records (guard.h). No sockets of its own: host_admit.c asks it
   whether a peer may do one more thing. */
#define _POSIX_C_SOURCE 200809L
#include <stdlib.h>
#include <string.h>

#include "guard.h"
#include "sock.h"

/* The bucket as the time it will be full again: each event pushes it every_ms later, and
   an event that would push it beyond burst * every_ms from now is refused. */
int net_bucket_take(net_bucket *b, int64_t now, int burst, int every_ms) {
    int64_t due = b->due > now ? b->due : now;
    if (due + every_ms - now > (int64_t)burst * every_ms) return 0;
    b->due = due + every_ms;
    return 1;
}

int net_bucket_full(const net_bucket *b, int64_t now) { return b->due <= now; }

void net_bucket_give(net_bucket *b, int every_ms) { b->due -= every_ms; }

void net_addr_key(const struct sockaddr *sa, uint8_t key[16]) {
    memset(key, 0, 16);
    if (sa->sa_family == AF_INET) {
        const struct sockaddr_in *in = (const void *)sa;
        key[10] = key[11] = 0xff;
        memcpy(key + 12, &in->sin_addr, 4);
    } else if (sa->sa_family == AF_INET6) {
        const struct sockaddr_in6 *in6 = (const void *)sa;
        if (IN6_IS_ADDR_V4MAPPED(&in6->sin6_addr)) memcpy(key, &in6->sin6_addr, 16); /* one IPv4 address */
        else memcpy(key, &in6->sin6_addr, 8);                                    /* its /64 */
    }
}

void net_addr_net(const uint8_t key[16], uint8_t net[16]) {
    static const uint8_t v4[12] = {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff};
    memcpy(net, key, 16);
    if (!memcmp(key, v4, 12)) net[15] = 0; /* the /24 */
    else memset(net + 6, 0, 10);           /* the /48 */
}

void net_key_hex(const uint8_t key[16], char out[33]) {
    static const char digits[] = "0123456789abcdef";
    for (int i = 0; i < 16; i++) out[2 * i] = digits[key[i] >> 4], out[2 * i + 1] = digits[key[i] & 15];
    out[32] = 0;
}

static int hex_digit(char ch) {
    return ch >= '0' && ch <= '9' ? ch - '0' : ch >= 'a' && ch <= 'f' ? ch - 'a' + 10 : -1;
}

int net_key_from_hex(const char *hex, uint8_t key[16]) {
    for (int i = 0; i < 16; i++) {
        int hi = hex_digit(hex[2 * i]), lo = hi < 0 ? -1 : hex_digit(hex[2 * i + 1]);
        if (lo < 0) return 0;
        key[i] = (uint8_t)(hi << 4 | lo);
    }
    return 1;
}

void net_addr_text(const struct sockaddr *sa, char *out, size_t cap) {
    const void *src = sa->sa_family == AF_INET    ? (const void *)&((const struct sockaddr_in *)(const void *)sa)->sin_addr
                      : sa->sa_family == AF_INET6 ? (const void *)&((const struct sockaddr_in6 *)(const void *)sa)->sin6_addr
                                                  : NULL;
    if (!cap) return;
    if (!src || !inet_ntop(sa->sa_family, src, out, (socklen_t)cap)) {
        strncpy(out, "?", cap);
        out[cap - 1] = 0;
    }
}

static unsigned key_hash(const uint8_t key[16]) {
    uint32_t h = 2166136261u; /* FNV-1a */
    for (int i = 0; i < 16; i++) h = (h ^ key[i]) * 16777619u;
    return h;
}

/* The slot of key in the index: where it is, or the empty one where it would go. */
static int find_slot(const net_peers *ps, const uint8_t key[16]) {
    unsigned mask = (unsigned)ps->nslot - 1, i = key_hash(key) & mask;
    while (ps->slot[i] >= 0 && memcmp(ps->p[ps->slot[i]]->key, key, 16)) i = (i + 1) & mask;
    return (int)i;
}

/* Builds the index again for nslot slots (at least twice the records: probes stay short). */
static int reindex(net_peers *ps, int nslot) {
    int *slot = malloc(sizeof *slot * (size_t)nslot);
    if (!slot) return 0;
    free(ps->slot);
    ps->slot = slot;
    ps->nslot = nslot;
    for (int i = 0; i < nslot; i++) slot[i] = -1;
    for (int i = 0; i < ps->n; i++) slot[find_slot(ps, ps->p[i]->key)] = i;
    return 1;
}

net_peer *net_peers_get(net_peers *ps, const uint8_t key[16]) {
    if ((ps->n + 1) * 2 > ps->nslot) { /* room for one more, the index at most half full */
        int nslot = ps->nslot ? ps->nslot : 128;
        while ((ps->n + 1) * 2 > nslot) nslot *= 2;
        if (!reindex(ps, nslot)) return NULL;
    }
    int at = ps->slot[find_slot(ps, key)];
    if (at >= 0) return ps->p[at];
    if (ps->n == ps->cap) {
        int cap = ps->cap ? ps->cap * 2 : 64;
        net_peer **p = realloc(ps->p, sizeof *p * (size_t)cap);
        if (!p) return NULL;
        ps->p = p;
        ps->cap = cap;
    }
    net_peer *r = calloc(1, sizeof *r);
    if (!r) return NULL;
    memcpy(r->key, key, 16);
    ps->slot[find_slot(ps, key)] = ps->n;
    ps->p[ps->n++] = r;
    return r;
}

void net_peers_prune(net_peers *ps, int64_t now) {
    int gone = 0;
    for (int i = ps->n - 1; i >= 0; i--) {
        net_peer *r = ps->p[i];
        if (r->conns || r->tables || !net_bucket_full(&r->fails, now) || !net_bucket_full(&r->tokens, now) ||
            !net_bucket_full(&r->accepts, now) || !net_bucket_full(&r->log.b, now) ||
            !net_bucket_full(&r->churn, now) || !net_bucket_full(&r->pages, now) || !net_bucket_full(&r->stores, now))
            continue;
        free(r);
        ps->p[i] = ps->p[--ps->n];
        gone = 1;
    }
    /* the index is built again (smaller when most went); if that fails, it is dropped and
       the next get builds it */
    if (gone && !reindex(ps, ps->nslot > 128 && ps->n * 8 < ps->nslot ? ps->nslot / 4 : ps->nslot)) {
        free(ps->slot);
        ps->slot = NULL;
        ps->nslot = 0;
    }
}

void net_peers_free(net_peers *ps) {
    for (int i = 0; i < ps->n; i++) free(ps->p[i]);
    free(ps->p);
    free(ps->slot);
    memset(ps, 0, sizeof *ps);
}

int net_loglimit_pass(net_loglimit *l, int64_t now, int burst, int every_ms, long *dropped) {
    if (!net_bucket_take(&l->b, now, burst, every_ms)) {
        l->dropped++;
        return 0;
    }
    *dropped = l->dropped;
    l->dropped = 0;
    return 1;
}
