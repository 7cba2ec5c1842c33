/* The server's event loop pieces without a server: the deadline heap (net/timers.c) against
   a plain list over random sets, moves and cancels, and the event loop wrapper
   (platform/evloop.h), epoll and the portable poll one alike, on socket pairs: events
   delivered, interest changed, a removed socket never reported, only the ready sockets of
   many reported. No network: AF_UNIX pairs. Bounded: fixed counts from a fixed seed. */
#define _POSIX_C_SOURCE 200809L
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

#include "evloop.h"
#include "failcheck.h"
#include "timers.h"

static int failures, checks;

/* ---- the deadline heap ------------------------------------------------------------------- */

#define NT 2000

static void check_timers(void) {
    static net_timer t[NT];
    static int64_t want[NT]; /* the plain list: each timer's time, or -1 when not set */
    net_timers ts = {0};
    uint64_t seed = 95;
    for (int i = 0; i < NT; i++) net_timer_init(&t[i], &want[i]), want[i] = -1;
    int64_t now = 0;
    for (int round = 0; round < 200; round++) {
        for (int k = 0; k < 100; k++) { /* set, move (earlier or later) and cancel at random */
            int i = (int)(mix(&seed) % NT);
            if (mix(&seed) % 5 == 0) {
                net_timers_cancel(&ts, &t[i]);
                want[i] = -1;
            } else {
                int64_t at = now + (int64_t)(mix(&seed) % 5000);
                EXPECT(net_timers_set(&ts, &t[i], at), "set without memory");
                want[i] = at;
            }
        }
        now += (int64_t)(mix(&seed) % 60);
        int due = 0, set = 0;
        int64_t earliest = INT64_MAX;
        for (int i = 0; i < NT; i++) {
            if (want[i] < 0) continue;
            set++;
            due += want[i] <= now;
            if (want[i] < earliest) earliest = want[i];
        }
        EXPECT(net_timers_next(&ts) == earliest, "next %lld, the earliest %lld", (long long)net_timers_next(&ts),
               (long long)earliest);
        int taken = 0;
        int64_t last = INT64_MIN;
        for (net_timer *d; (d = net_timers_due(&ts, now));) { /* only the due ones, earliest first */
            int64_t *w = d->owner;
            EXPECT(*w >= 0 && *w == d->at && d->at <= now && d->at >= last, "timer %d due at %lld (was %lld), now %lld",
                   (int)(w - want), (long long)d->at, (long long)*w, (long long)now);
            EXPECT(!net_timer_is_set(d), "a due timer still set");
            last = d->at;
            *w = -1;
            taken++;
        }
        EXPECT(taken == due, "%d timers taken, %d were due", taken, due);
        EXPECT(ts.n == set - due, "%d left in the heap, %d set", ts.n, set - due);
    }
    net_timers_free(&ts);
}

/* ---- the event loop ---------------------------------------------------------------------- */

/* The events a wait reports, by the data it hands back (tags: indexes in a table). */
static int collect(plat_evloop *l, int timeout_ms, unsigned *got, int n, int *base) {
    for (int i = 0; i < n; i++) got[i] = 0;
    plat_evloop_wait(l, timeout_ms);
    int count = 0;
    void *data;
    unsigned ev;
    while (plat_evloop_next(l, &data, &ev)) {
        int i = (int)((int *)data - base);
        if (i >= 0 && i < n) got[i] |= ev;
        count++;
    }
    return count;
}

#define NPAIRS 200

static void check_loop(plat_evloop *l) {
    const char *kind = plat_evloop_kind(l);
    int sv[NPAIRS][2], tag[NPAIRS];
    plat_watch *w[NPAIRS];
    unsigned got[NPAIRS];
    for (int i = 0; i < NPAIRS; i++) {
        if (socketpair(AF_UNIX, SOCK_STREAM, 0, sv[i]) != 0) {
            EXPECT(0, "socketpair");
            return;
        }
        w[i] = plat_evloop_add(l, sv[i][0], PLAT_EV_READ, &tag[i]);
        EXPECT(w[i] != NULL, "%s: add", kind);
    }
    EXPECT(collect(l, 0, got, NPAIRS, tag) == 0, "%s: events with nothing sent", kind);
    /* only the sockets that are ready, of many */
    for (int i = 3; i < NPAIRS; i += 67) EXPECT(write(sv[i][1], "x", 1) == 1, "write");
    int n = collect(l, 1000, got, NPAIRS, tag);
    EXPECT(n == 3 && got[3] == PLAT_EV_READ && got[70] == PLAT_EV_READ && got[137] == PLAT_EV_READ,
           "%s: %d events, 3 sockets were sent a byte", kind, n);
    /* level-triggered: a byte left unread is reported again */
    EXPECT(collect(l, 0, got, NPAIRS, tag) == 3, "%s: unread bytes not reported again", kind);
    char b[8];
    for (int i = 3; i < NPAIRS; i += 67) EXPECT(read(sv[i][0], b, sizeof b) == 1, "read");
    EXPECT(collect(l, 0, got, NPAIRS, tag) == 0, "%s: events after every byte was read", kind);
    /* interest: writing wanted, then not */
    EXPECT(plat_evloop_set(l, w[5], PLAT_EV_READ | PLAT_EV_WRITE) == 0, "%s: set", kind);
    EXPECT(plat_evloop_interest(w[5]) == (PLAT_EV_READ | PLAT_EV_WRITE), "%s: interest kept", kind);
    n = collect(l, 1000, got, NPAIRS, tag);
    EXPECT(n == 1 && got[5] == PLAT_EV_WRITE, "%s: %d events (socket 5: %u) when one wants to write", kind, n, got[5]);
    EXPECT(plat_evloop_set(l, w[5], PLAT_EV_READ) == 0 && plat_evloop_set(l, w[5], PLAT_EV_READ) == 0, "%s: set", kind);
    EXPECT(collect(l, 0, got, NPAIRS, tag) == 0, "%s: writing still reported after the interest went", kind);
    EXPECT(plat_evloop_set(l, w[6], 0) == 0 && write(sv[6][1], "x", 1) == 1, "%s: set 0", kind);
    EXPECT(collect(l, 0, got, NPAIRS, tag) == 0, "%s: a socket without interest reported", kind);
    EXPECT(plat_evloop_set(l, w[6], PLAT_EV_READ) == 0, "%s: set", kind);
    EXPECT(collect(l, 1000, got, NPAIRS, tag) == 1 && got[6] == PLAT_EV_READ, "%s: a byte not reported once wanted", kind);
    EXPECT(read(sv[6][0], b, sizeof b) == 1, "read");
    /* a socket removed after the wait, before its event was taken, is not reported; nor
       after it was removed and closed and its number given to another */
    EXPECT(write(sv[10][1], "x", 1) == 1 && write(sv[11][1], "x", 1) == 1, "write");
    EXPECT(plat_evloop_wait(l, 1000) == 2, "%s: two sockets ready", kind);
    void *data;
    unsigned ev;
    EXPECT(plat_evloop_next(l, &data, &ev), "%s: no first event", kind);
    int first = (int)((int *)data - tag), other = first == 10 ? 11 : 10;
    plat_evloop_remove(l, w[other]);
    w[other] = NULL;
    close(sv[other][0]);
    EXPECT(!plat_evloop_next(l, &data, &ev), "%s: a removed socket reported", kind);
    int again[2];
    EXPECT(socketpair(AF_UNIX, SOCK_STREAM, 0, again) == 0, "socketpair");
    sv[other][0] = again[0]; /* most likely the same number */
    close(sv[other][1]);
    sv[other][1] = again[1];
    EXPECT(read(sv[first][0], b, sizeof b) == 1, "read");
    EXPECT(collect(l, 0, got, NPAIRS, tag) == 0, "%s: %d: the new socket of a removed one's number reported", kind, other);
    w[other] = plat_evloop_add(l, sv[other][0], PLAT_EV_READ, &tag[other]);
    EXPECT(write(sv[other][1], "y", 1) == 1, "write");
    n = collect(l, 1000, got, NPAIRS, tag);
    EXPECT(n == 1 && got[other] == PLAT_EV_READ, "%s: the socket added again not reported", kind);
    EXPECT(read(sv[other][0], b, sizeof b) == 1, "read");
    /* the peer gone: reported to a reader, and as a hangup even without interest */
    close(sv[20][1]);
    sv[20][1] = -1;
    n = collect(l, 1000, got, NPAIRS, tag);
    EXPECT(n == 1 && (got[20] & PLAT_EV_READ), "%s: a closed peer not reported (%d events, %u)", kind, n, got[20]);
    shutdown(sv[21][0], SHUT_RDWR);
    plat_evloop_set(l, w[21], 0);
    n = collect(l, 1000, got, NPAIRS, tag);
    EXPECT(n == 2 && (got[21] & PLAT_EV_HANGUP), "%s: a hangup not reported without interest (%u)", kind, got[21]);
    for (int i = 0; i < NPAIRS; i++) {
        plat_evloop_remove(l, w[i]);
        close(sv[i][0]);
        if (sv[i][1] >= 0) close(sv[i][1]);
    }
    EXPECT(collect(l, 0, got, NPAIRS, tag) == 0, "%s: events with nothing registered", kind);
}

int main(void) {
    check_timers();
    plat_evloop *l = plat_evloop_new(), *p = plat_evloop_new_portable();
    EXPECT(l && p, "no event loop");
    if (l) check_loop(l);
    if (p) check_loop(p);
    EXPECT(l && !strcmp(plat_evloop_kind(l), "epoll"), "Linux's loop is %s", l ? plat_evloop_kind(l) : "none");
    plat_evloop_free(l);
    plat_evloop_free(p);
    printf("net_loop_units: %d passed, %d failed\n", checks - failures, failures); /* the suite's summary line */
    return failures ? 1 : 0;
}
