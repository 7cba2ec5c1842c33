/* The server's computer players on worker threads (machine.h): a queue of questions in,
   a queue of answers out, a pipe that wakes the event loop when an answer is ready. Each
   worker runs at the lowest priority (nice 19), so a search takes only CPU the loop and
   the rest of the machine leave. Linux: pthreads, setpriority. */
#define _GNU_SOURCE /* syscall(SYS_gettid): the nice value is a thread's own on Linux */
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

#include "ai.h"
#include "machine.h"

typedef struct job {
    struct job *next;
    cit_game *game; /* the worker's own copy */
    int level;
    cit_ai *ai;     /* while it is searched: a shutdown cancels it */
    server_machine_reply a;
} job;

struct server_machine {
    pthread_mutex_t mu;
    pthread_cond_t more; /* a question was queued, or the machine stops */
    pthread_t worker[SERVER_MACHINE_MAX_THREADS];
    int nworkers;
    job *first, *last;   /* questions, oldest first */
    job *running[SERVER_MACHINE_MAX_THREADS];
    job *done;           /* answers, newest first (taken in any order: each names its table) */
    int pipe_r, pipe_w;
    int stopping;
    long moves;
    double cpu;
};

static double thread_cpu_seconds(void) {
    struct timespec ts;
    if (clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts) != 0) return 0;
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

static void job_free(job *j) {
    if (!j) return;
    cit_game_free(j->game);
    free(j);
}

/* The level's own budget on one thread: hard's two trees become one of both budgets (a
   server shares its cores among tables), with the wall-clock cap as a safety net. */
static cit_ai *player_for(int seat_kind, uint64_t seed) {
    cit_ai_config cfg;
    int level = cit_ai_level_for_seat((cit_seat_kind)seat_kind);
    if (level < 0) level = CIT_AI_MEDIUM;
    cit_ai_config_default(&cfg, (cit_ai_level)level);
    long iterations = (long)cfg.iterations * (cfg.threads ? cfg.threads : 1);
    cfg.iterations = (int32_t)(iterations < CIT_AI_MAX_ITERATIONS ? iterations : CIT_AI_MAX_ITERATIONS);
    cfg.threads = 1;
    cfg.time_limit = SERVER_MACHINE_MAX_SECONDS;
    return cit_ai_new_config(&cfg, seed);
}

static uint64_t seed_of(const job *j) { /* the same position asked again gets the same move */
    uint64_t h = 1469598103934665603ull;
    for (const char *p = j->a.code; *p; p++) h = (h ^ (uint8_t)*p) * 1099511628211ull;
    return h ^ ((uint64_t)j->a.seq << 32) ^ (uint64_t)j->a.seat;
}

static void search(server_machine *m, job *j, int slot) {
    cit_ai *ai = player_for(j->level, seed_of(j));
    pthread_mutex_lock(&m->mu);
    j->ai = ai;
    if (m->stopping && ai) cit_ai_cancel(ai);
    m->running[slot] = j;
    pthread_mutex_unlock(&m->mu);
    double t0 = thread_cpu_seconds();
    j->a.ok = ai && cit_ai_choose(ai, j->game, &j->a.move) == CIT_OK;
    j->a.cpu_seconds = thread_cpu_seconds() - t0;
    pthread_mutex_lock(&m->mu);
    m->running[slot] = NULL;
    j->ai = NULL;
    pthread_mutex_unlock(&m->mu);
    cit_ai_free(ai);
}

typedef struct {
    server_machine *m;
    int slot;
} worker_arg;

static void *work(void *arg) {
    worker_arg wa = *(worker_arg *)arg;
    free(arg);
    server_machine *m = wa.m;
    /* nice 19: the event loop (nice 0) is never kept waiting by a search; a refusal (a
       sandbox without setpriority) leaves the thread at the loop's priority */
    (void)setpriority(PRIO_PROCESS, (id_t)syscall(SYS_gettid), 19);
    pthread_mutex_lock(&m->mu);
    while (!m->stopping) {
        job *j = m->first;
        if (!j) {
            pthread_cond_wait(&m->more, &m->mu);
            continue;
        }
        m->first = j->next;
        if (!m->first) m->last = NULL;
        pthread_mutex_unlock(&m->mu);
        search(m, j, wa.slot);
        cit_game_free(j->game);
        j->game = NULL;
        pthread_mutex_lock(&m->mu);
        j->next = m->done;
        m->done = j;
        m->moves += j->a.ok;
        m->cpu += j->a.cpu_seconds;
        ssize_t w;
        do w = write(m->pipe_w, "!", 1); /* full: the loop has bytes to read already */
        while (w < 0 && errno == EINTR);
    }
    pthread_mutex_unlock(&m->mu);
    return NULL;
}

server_machine *server_machine_new(int threads, const char **why) {
    const char *dummy;
    if (!why) why = &dummy;
    if (threads < 1 || threads > SERVER_MACHINE_MAX_THREADS) return *why = "a number of threads out of range", NULL;
    server_machine *m = calloc(1, sizeof *m);
    int fds[2];
    if (!m) return *why = "no memory", NULL;
    if (pipe(fds) != 0) return free(m), *why = "no pipe for the computer's answers", NULL;
    m->pipe_r = fds[0];
    m->pipe_w = fds[1];
    for (int i = 0; i < 2; i++) {
        fcntl(fds[i], F_SETFL, fcntl(fds[i], F_GETFL) | O_NONBLOCK);
        fcntl(fds[i], F_SETFD, FD_CLOEXEC);
    }
    pthread_mutex_init(&m->mu, NULL);
    pthread_cond_init(&m->more, NULL);
    for (int i = 0; i < threads; i++) {
        worker_arg *wa = malloc(sizeof *wa);
        if (wa) *wa = (worker_arg){m, i};
        if (!wa || pthread_create(&m->worker[i], NULL, work, wa) != 0) {
            free(wa);
            server_machine_free(m);
            return *why = "cannot start the computer's threads", NULL;
        }
        m->nworkers++;
    }
    return m;
}

void server_machine_free(server_machine *m) {
    if (!m) return;
    pthread_mutex_lock(&m->mu);
    m->stopping = 1;
    for (int i = 0; i < SERVER_MACHINE_MAX_THREADS; i++)
        if (m->running[i] && m->running[i]->ai) cit_ai_cancel(m->running[i]->ai);
    pthread_cond_broadcast(&m->more);
    pthread_mutex_unlock(&m->mu);
    for (int i = 0; i < m->nworkers; i++) pthread_join(m->worker[i], NULL);
    for (job *j = m->first, *next; j; j = next) next = j->next, job_free(j);
    for (job *j = m->done, *next; j; j = next) next = j->next, job_free(j);
    pthread_cond_destroy(&m->more);
    pthread_mutex_destroy(&m->mu);
    close(m->pipe_r);
    close(m->pipe_w);
    free(m);
}

int server_machine_fd(const server_machine *m) { return m->pipe_r; }

int server_machine_ask(server_machine *m, const cit_game *g, int level, const char *code, uint32_t seq, int seat,
                       int stand_in) {
    job *j = calloc(1, sizeof *j);
    if (!j || !(j->game = cit_game_clone(g))) return free(j), 0;
    j->level = level;
    net_copy(j->a.code, sizeof j->a.code, code);
    j->a.seq = seq;
    j->a.seat = seat;
    j->a.stand_in = stand_in;
    pthread_mutex_lock(&m->mu);
    if (m->last) m->last->next = j;
    else m->first = j;
    m->last = j;
    pthread_cond_signal(&m->more);
    pthread_mutex_unlock(&m->mu);
    return 1;
}

static int names(const job *j, const char *code, uint32_t seq) { return j && !strcmp(j->a.code, code) && j->a.seq == seq; }

int server_machine_asked(server_machine *m, const char *code, uint32_t seq) {
    int found = 0;
    pthread_mutex_lock(&m->mu);
    for (job *j = m->first; j && !found; j = j->next) found = names(j, code, seq);
    for (int i = 0; i < m->nworkers && !found; i++) found = names(m->running[i], code, seq);
    pthread_mutex_unlock(&m->mu);
    return found;
}

void server_machine_forget(server_machine *m, const char *code) {
    job *gone = NULL;
    pthread_mutex_lock(&m->mu);
    for (job **p = &m->first; *p;) {
        job *j = *p;
        if (strcmp(j->a.code, code)) {
            m->last = j;
            p = &j->next;
            continue;
        }
        *p = j->next;
        j->next = gone;
        gone = j;
    }
    if (!m->first) m->last = NULL;
    pthread_mutex_unlock(&m->mu);
    for (job *next; gone; gone = next) next = gone->next, job_free(gone);
}

int server_machine_answer(server_machine *m, server_machine_reply *out) {
    char drain[64];
    while (read(m->pipe_r, drain, sizeof drain) > 0) {
    }
    pthread_mutex_lock(&m->mu);
    job *j = m->done;
    if (j) m->done = j->next;
    pthread_mutex_unlock(&m->mu);
    if (!j) return 0;
    *out = j->a;
    job_free(j);
    return 1;
}

void server_machine_totals(server_machine *m, long *moves, double *cpu_seconds) {
    pthread_mutex_lock(&m->mu);
    *moves = m->moves;
    *cpu_seconds = m->cpu;
    pthread_mutex_unlock(&m->mu);
}
