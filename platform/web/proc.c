/* platform/proc.h in the browser: a page gets no signals and has no descriptor limit to
   raise; its random bytes are the browser's (crypto.getRandomValues, under getentropy:
   emscripten's C library has no getrandom). Threads only where the page is cross-origin
   isolated, and their file reads done by the page's thread; its sockets are WebSockets. */
#define _BSD_SOURCE /* getentropy */
#include <stddef.h>
#include <unistd.h>

#include <emscripten.h>
#include <emscripten/threading.h>

#include "proc.h"

void plat_on_stop(volatile int *flag) {
    (void)flag;
}

void plat_on_reload(volatile int *flag) { (void)flag; }

long plat_fd_limit(long want) {
    (void)want;
    return -1;
}

size_t plat_random(uint8_t *out, size_t n) {
    size_t got = 0;
    while (got < n) {
        size_t k = n - got < 256 ? n - got : 256; /* getentropy's most at once */
        if (getentropy(out + got, k) != 0) break;
        got += k;
    }
    return got;
}

int plat_threads(void) { return emscripten_has_threading_support(); }

int plat_thread_reads_files(void) { return 0; }

int plat_sock_websocket(int *secure) {
    if (secure) *secure = emscripten_run_script_int("self.location.protocol === 'https:' ? 1 : 0");
    return 1;
}
