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

#endif
