/* What the libraries built for threads (SDL, platform/web/fs.c: every object of the page is
   compiled with -pthread, mk/web.mk) ask of the C library and emscripten's runtime beyond what
   a program without threads has: linked into citadela-nothreads.js only. There is one thread,
   the page's: a call "on the main thread" runs here and now, a priority cannot be set, and a
   semaphore that cannot be taken at once never will be (no other thread could post it), so a
   timed wait times out at once. */
#include <emscripten/threading.h>
#include <errno.h>
#include <pthread.h>
#include <sched.h>
#include <semaphore.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

void emscripten_async_run_in_main_runtime_thread_(EM_FUNC_SIGNATURE sig, void *func_ptr, ...)
{
    if (sig != EM_FUNC_SIG_V) { /* the only kind the game asks for (platform/web/fs.c) */
        fprintf(stderr, "citadela: a call on the main thread of signature %d\n", (int)sig);
        abort();
    }
    ((void (*)(void))func_ptr)();
}

int pthread_getschedparam(pthread_t thread, int *policy, struct sched_param *param)
{
    (void)thread;
    *policy = SCHED_OTHER;
    param->sched_priority = 0;
    return 0;
}

int pthread_setschedparam(pthread_t thread, int policy, const struct sched_param *param)
{
    (void)thread;
    (void)policy;
    (void)param;
    return ENOTSUP;
}

int sched_get_priority_max(int policy)
{
    (void)policy;
    return 0;
}

int sched_get_priority_min(int policy)
{
    (void)policy;
    return 0;
}

int sem_timedwait(sem_t *restrict sem, const struct timespec *restrict at)
{
    (void)at;
    if (sem_trywait(sem) == 0)
        return 0;
    errno = ETIMEDOUT;
    return -1;
}
