/* platform/proc.h on POSIX: signals, RLIMIT_NOFILE, /dev/urandom. */
#define _POSIX_C_SOURCE 200809L
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/resource.h>

#include "proc.h"

static volatile int *stop_flag;
static void on_signal(int sig) {
    (void)sig;
    *stop_flag = 1;
}

void plat_on_stop(volatile int *flag) {
    stop_flag = flag;
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_signal;
    sigaction(SIGTERM, &sa, NULL);
    sigaction(SIGINT, &sa, NULL);
    signal(SIGPIPE, SIG_IGN);
}

long plat_fd_limit(long want) {
    struct rlimit rl;
    if (getrlimit(RLIMIT_NOFILE, &rl) != 0) return -1;
    if (rl.rlim_cur != RLIM_INFINITY && (rlim_t)want > rl.rlim_cur) {
        rl.rlim_cur = rl.rlim_max == RLIM_INFINITY || (rlim_t)want < rl.rlim_max ? (rlim_t)want : rl.rlim_max;
        setrlimit(RLIMIT_NOFILE, &rl);
        getrlimit(RLIMIT_NOFILE, &rl);
    }
    return rl.rlim_cur == RLIM_INFINITY ? -1 : (long)rl.rlim_cur;
}

size_t plat_random(uint8_t *out, size_t n) {
    FILE *f = fopen("/dev/urandom", "rb");
    size_t got = f ? fread(out, 1, n, f) : 0;
    if (f) fclose(f);
    return got;
}
