/* platform/proc.h on Windows: console control events, no descriptor limit for sockets
   (WSAPoll takes any number), the system's preferred random generator. */
#include <windows.h>
#include <bcrypt.h>

#include "proc.h"

static volatile int *stop_flag;
static BOOL WINAPI on_control(DWORD event) {
    (void)event;
    *stop_flag = 1; /* runs on a thread of its own: the main loop sees the flag within its poll */
    return TRUE;
}

void plat_on_stop(volatile int *flag) {
    stop_flag = flag;
    SetConsoleCtrlHandler(on_control, TRUE);
}

void plat_on_reload(volatile int *flag) { (void)flag; }

long plat_fd_limit(long want) {
    (void)want;
    return -1;
}

size_t plat_random(uint8_t *out, size_t n) {
    return BCryptGenRandom(NULL, out, (ULONG)n, BCRYPT_USE_SYSTEM_PREFERRED_RNG) == 0 ? n : 0;
}

int plat_threads(void) { return 1; }

int plat_thread_reads_files(void) { return 1; }

int plat_sock_websocket(int *secure) {
    if (secure) *secure = 0;
    return 0;
}
