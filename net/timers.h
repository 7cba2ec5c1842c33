/* Deadlines of many owners (a host's connections) in a binary heap by time: the earliest
   is found at once and only owners that are due are touched, however many wait. Each
   owner embeds its net_timer (one deadline each: the earliest of its duties). */
#ifndef CIT_NET_TIMERS_H
#define CIT_NET_TIMERS_H

#include <stdint.h>

typedef struct {
    int64_t at; /* when it is due (ms, net_now_ms) */
    int slot;   /* its place in the heap, -1 when not set (zero-initialised: call net_timer_init) */
    void *owner;
} net_timer;

typedef struct {
    net_timer **heap;
    int n, cap;
} net_timers;

void net_timer_init(net_timer *t, void *owner);
/* Sets (or moves) t to `at`; 0 without memory (then it is not set). */
int net_timers_set(net_timers *ts, net_timer *t, int64_t at);
void net_timers_cancel(net_timers *ts, net_timer *t); /* a timer not set: a no-op */
int net_timer_is_set(const net_timer *t);
/* The earliest timer due at `now` (at <= now), taken out of the heap; NULL when none is. */
net_timer *net_timers_due(net_timers *ts, int64_t now);
/* When the earliest is due; INT64_MAX when none is set. */
int64_t net_timers_next(const net_timers *ts);
void net_timers_free(net_timers *ts); /* the heap only: the timers are their owners' */

#endif
