/* Deadlines in a binary heap (timers.h): set, move and cancel in O(log n) through the slot
   each timer keeps, the earliest in O(1). */
#include <stdlib.h>

#include "timers.h"

void net_timer_init(net_timer *t, void *owner) { *t = (net_timer){0, -1, owner}; }
int net_timer_is_set(const net_timer *t) { return t->slot >= 0; }

static void put(net_timers *ts, int i, net_timer *t) {
    ts->heap[i] = t;
    t->slot = i;
}

static void up(net_timers *ts, int i) {
    net_timer *t = ts->heap[i];
    while (i > 0 && ts->heap[(i - 1) / 2]->at > t->at) {
        put(ts, i, ts->heap[(i - 1) / 2]);
        i = (i - 1) / 2;
    }
    put(ts, i, t);
}

static void down(net_timers *ts, int i) {
    net_timer *t = ts->heap[i];
    for (;;) {
        int kid = 2 * i + 1;
        if (kid >= ts->n) break;
        if (kid + 1 < ts->n && ts->heap[kid + 1]->at < ts->heap[kid]->at) kid++;
        if (ts->heap[kid]->at >= t->at) break;
        put(ts, i, ts->heap[kid]);
        i = kid;
    }
    put(ts, i, t);
}

int net_timers_set(net_timers *ts, net_timer *t, int64_t at) {
    if (t->slot >= 0) {
        int64_t was = t->at;
        t->at = at;
        if (at < was) up(ts, t->slot);
        else if (at > was) down(ts, t->slot);
        return 1;
    }
    if (ts->n == ts->cap) {
        int cap = ts->cap ? ts->cap * 2 : 64;
        net_timer **h = realloc(ts->heap, sizeof *h * (size_t)cap);
        if (!h) return 0;
        ts->heap = h;
        ts->cap = cap;
    }
    t->at = at;
    put(ts, ts->n++, t);
    up(ts, t->slot);
    return 1;
}

void net_timers_cancel(net_timers *ts, net_timer *t) {
    if (t->slot < 0) return;
    int i = t->slot;
    t->slot = -1;
    net_timer *last = ts->heap[--ts->n];
    if (i == ts->n) return; /* it was the last */
    put(ts, i, last);
    if (i > 0 && ts->heap[(i - 1) / 2]->at > last->at) up(ts, i);
    else down(ts, i);
}

net_timer *net_timers_due(net_timers *ts, int64_t now) {
    if (!ts->n || ts->heap[0]->at > now) return NULL;
    net_timer *t = ts->heap[0];
    net_timers_cancel(ts, t);
    return t;
}

int64_t net_timers_next(const net_timers *ts) { return ts->n ? ts->heap[0]->at : INT64_MAX; }

void net_timers_free(net_timers *ts) {
    free(ts->heap);
    *ts = (net_timers){0};
}
