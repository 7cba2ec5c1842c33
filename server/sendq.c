/* The senders' queue and threads (server/sendq.h). */
#define _DEFAULT_SOURCE
#include "sendq.h"

#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef struct {
    void *job;
    int tries;
    int64_t not_before; /* ms of the monotonic clock */
} entry;

struct sendq {
    sendq_config cfg;
    pthread_t threads[SENDQ_THREADS_MAX];
    int started;
    pthread_mutex_t lock;
    pthread_cond_t wake;
    int stop;
    entry *queue;
    int n;
    sendq_counts counts;
};

static int64_t now_ms(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (int64_t)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

/* The due entry that waited longest (taken out), 0 when none; *wait_ms: until the next. */
static int take_due(sendq *q, int64_t now, entry *out, int64_t *wait_ms) {
    int at = -1;
    *wait_ms = -1;
    for (int i = 0; i < q->n; i++) {
        int64_t left = q->queue[i].not_before - now;
        if (left <= 0) { at = i; break; }
        if (*wait_ms < 0 || left < *wait_ms) *wait_ms = left;
    }
    if (at < 0) return 0;
    *out = q->queue[at];
    memmove(q->queue + at, q->queue + at + 1, sizeof *q->queue * (size_t)(q->n - at - 1));
    q->n--;
    return 1;
}

static void wait_for(sendq *q, int64_t wait_ms) {
    if (wait_ms < 0) {
        pthread_cond_wait(&q->wake, &q->lock);
        return;
    }
    struct timespec until;
    clock_gettime(CLOCK_REALTIME, &until);
    until.tv_sec += wait_ms / 1000;
    until.tv_nsec += (long)(wait_ms % 1000) * 1000000;
    if (until.tv_nsec >= 1000000000) until.tv_sec++, until.tv_nsec -= 1000000000;
    pthread_cond_timedwait(&q->wake, &q->lock, &until);
}

static void *sender(void *ctx) {
    sendq *q = ctx;
    pthread_mutex_lock(&q->lock);
    while (!q->stop) {
        int64_t wait_ms;
        entry e;
        if (!take_due(q, now_ms(), &e, &wait_ms)) {
            wait_for(q, wait_ms);
            continue;
        }
        pthread_mutex_unlock(&q->lock);
        int r = q->cfg.deliver(q->cfg.ctx, e.job);
        pthread_mutex_lock(&q->lock);
        e.tries++;
        if (r == SENDQ_RETRY && e.tries < q->cfg.tries && !q->stop && q->n < q->cfg.jobs) {
            e.not_before = now_ms() + q->cfg.retry_ms[e.tries == 1 ? 0 : 1];
            q->queue[q->n++] = e;
            q->counts.retried++;
            continue;
        }
        q->counts.outcome[r >= 0 && r < SENDQ_OUTCOMES ? r : SENDQ_FAILED]++;
        pthread_mutex_unlock(&q->lock);
        if (q->cfg.done) q->cfg.done(q->cfg.ctx, e.job, r);
        q->cfg.free_job(e.job);
        pthread_mutex_lock(&q->lock);
    }
    pthread_mutex_unlock(&q->lock);
    return NULL;
}

sendq *sendq_new(const sendq_config *cfg) {
    sendq *q = calloc(1, sizeof *q);
    int jobs = cfg->jobs < 1 ? 1 : cfg->jobs > SENDQ_JOBS_MAX ? SENDQ_JOBS_MAX : cfg->jobs;
    if (!q || !(q->queue = calloc((size_t)jobs, sizeof *q->queue))) return free(q), NULL;
    q->cfg = *cfg;
    q->cfg.jobs = jobs;
    pthread_mutex_init(&q->lock, NULL);
    pthread_cond_init(&q->wake, NULL);
    int want = cfg->threads < 1 ? 1 : cfg->threads > SENDQ_THREADS_MAX ? SENDQ_THREADS_MAX : cfg->threads;
    while (q->started < want && pthread_create(&q->threads[q->started], NULL, sender, q) == 0) q->started++;
    if (!q->started) return sendq_free(q), NULL;
    return q;
}

void sendq_free(sendq *q) {
    if (!q) return;
    pthread_mutex_lock(&q->lock);
    q->stop = 1;
    pthread_cond_broadcast(&q->wake);
    pthread_mutex_unlock(&q->lock);
    for (int i = 0; i < q->started; i++) pthread_join(q->threads[i], NULL);
    for (int i = 0; i < q->n; i++) q->cfg.free_job(q->queue[i].job);
    pthread_cond_destroy(&q->wake);
    pthread_mutex_destroy(&q->lock);
    free(q->queue);
    free(q);
}

int sendq_add(sendq *q, void *job) {
    pthread_mutex_lock(&q->lock);
    int ok = q->n < q->cfg.jobs;
    if (ok) {
        q->queue[q->n++] = (entry){job, 0, now_ms()};
        q->counts.queued++;
        pthread_cond_signal(&q->wake);
    } else {
        q->counts.full++;
    }
    pthread_mutex_unlock(&q->lock);
    return ok;
}

int sendq_stopping(sendq *q) {
    pthread_mutex_lock(&q->lock);
    int stop = q->stop;
    pthread_mutex_unlock(&q->lock);
    return stop;
}

void sendq_counts_get(sendq *q, sendq_counts *out) {
    pthread_mutex_lock(&q->lock);
    *out = q->counts;
    pthread_mutex_unlock(&q->lock);
}
