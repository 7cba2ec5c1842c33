/* platform/proc.h on POSIX: signals, RLIMIT_NOFILE, the kernel's random generator; threads that
   read files by themselves, real sockets. */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/random.h>
#include <sys/resource.h>

#include "proc.h"

static void catch_signal(int sig, void (*handler)(int)) {
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = handler;
    sigaction(sig, &sa, NULL);
}

static volatile int *stop_flag;
static void on_signal(int sig) {
    (void)sig;
    *stop_flag = 1;
}

void plat_on_stop(volatile int *flag) {
    stop_flag = flag;
    catch_signal(SIGTERM, on_signal);
    catch_signal(SIGINT, on_signal);
    signal(SIGPIPE, SIG_IGN);
    /* A file grown past the process's size limit (systemd's LimitFSIZE=) fails its write,
       which the server's store refuses like a full disk, instead of ending the process. */
    signal(SIGXFSZ, SIG_IGN);
}

static volatile int *reload_flag;
static void on_hangup(int sig) {
    (void)sig;
    *reload_flag = 1;
}

void plat_on_reload(volatile int *flag) {
    reload_flag = flag;
    catch_signal(SIGHUP, on_hangup);
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
    /* getrandom() needs no descriptor (a server out of them, a chroot without /dev) and
       blocks only until the kernel's generator is seeded once after boot */
    size_t got = 0;
    while (got < n) {
        ssize_t k = getrandom(out + got, n - got, 0);
        if (k < 0 && errno == EINTR) continue;
        if (k <= 0) break;
        got += (size_t)k;
    }
    return got;
}

int plat_threads(void) { return 1; }

int plat_thread_reads_files(void) { return 1; }

int plat_sock_websocket(int *secure) {
    if (secure) *secure = 0;
    return 0;
}
