/* The process on every platform: being asked to stop, the descriptors it may open, and
   random bytes from the system. */
#ifndef CIT_PLAT_PROC_H
#define CIT_PLAT_PROC_H
#include <stddef.h>
#include <stdint.h>

/* *flag becomes 1 when the process is asked to stop (SIGTERM, SIGINT; on Windows Ctrl-C,
   Ctrl-Break, the console closing); a write to a closed socket never kills it. */
void plat_on_stop(volatile int *flag);
/* *flag becomes 1 when the process is asked to read its configuration again (SIGHUP; no
   such request on Windows or in a browser). */
void plat_on_reload(volatile int *flag);
/* Raises the limit of open descriptors towards want; returns the limit, or -1 for none. */
long plat_fd_limit(long want);
/* Fills out from the system's random source; returns how many bytes it could. */
size_t plat_random(uint8_t *out, size_t n);
/* Whether the process may start threads (a browser page served without cross-origin isolation
   has none: its computer players then search in slices of each frame). */
int plat_threads(void);
/* Whether a thread reads files by itself (not in a browser page: a worker's reads are done by
   the page's thread, which may be the very one waiting for that worker). */
int plat_thread_reads_files(void);
/* 1 in a browser page, whose sockets are WebSockets: one opens only once the page's event loop
   runs again (a connect in progress is the connection), and the browser alone secures it,
   wss:// from an https:// page (*secure 1; secure may be NULL) with its own certificate check.
   0 elsewhere. */
int plat_sock_websocket(int *secure);

#endif
