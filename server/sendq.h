/* Sending off the loop's thread (server/push.c, server/mail_send.c): a queue of jobs with a
   bound, a few threads that each take the job waiting longest, hand it to the owner's
   deliver() and try it again after a wait when it says so, and a stop that cuts a job in
   flight (deliver's transfer asks sendq_stopping). The counts are kept by outcome. */
#ifndef CIT_SERVER_SENDQ_H
#define CIT_SERVER_SENDQ_H

enum { SENDQ_SENT, SENDQ_RETRY, SENDQ_FAILED, SENDQ_GONE, SENDQ_REFUSED, SENDQ_OUTCOMES };

#define SENDQ_THREADS_MAX 8
#define SENDQ_JOBS_MAX 1024

typedef struct sendq sendq;

typedef struct {
    int threads;      /* at most SENDQ_THREADS_MAX */
    int jobs;         /* waiting at most (SENDQ_JOBS_MAX): beyond, new ones are refused */
    int tries;        /* a job's tries when deliver says SENDQ_RETRY */
    int retry_ms[2];  /* the wait after the first try, after the later ones */
    int (*deliver)(void *ctx, void *job); /* on a sending thread: an outcome */
    /* on the sending thread after the job's last try, before it is freed (may be NULL) */
    void (*done)(void *ctx, void *job, int outcome);
    void (*free_job)(void *job);
    void *ctx;
} sendq_config;

typedef struct {
    long queued, retried, full;
    long outcome[SENDQ_OUTCOMES]; /* the last tries' outcomes (SENDQ_RETRY: out of tries) */
} sendq_counts;

/* Starts the threads: NULL when none starts (or no memory). */
sendq *sendq_new(const sendq_config *cfg);
/* Stops the threads (a job in flight is cut) and frees what waits. NULL is a no-op. */
void sendq_free(sendq *q);
/* Queues a job (owned from now on): 1, or 0 when the queue is full (counted; not taken). */
int sendq_add(sendq *q, void *job);
/* 1 once a stop was asked: a long transfer gives up. */
int sendq_stopping(sendq *q);
void sendq_counts_get(sendq *q, sendq_counts *out);

#endif
