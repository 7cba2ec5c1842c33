/* Waiting on many sockets at once: each is registered once with what it waits for (to read,
   to write), that interest changed only when it changes, and a wait reports only the sockets
   that are ready, so a server's wake-up costs what happened, not how many connections are
   open. epoll on Linux; poll where there is nothing better (Windows' WSAPoll, the page). */
#ifndef CIT_PLAT_EVLOOP_H
#define CIT_PLAT_EVLOOP_H

typedef struct plat_evloop plat_evloop;
typedef struct plat_watch plat_watch; /* one registered socket */

enum {
    PLAT_EV_READ = 1,  /* bytes to read, or the peer closed its side */
    PLAT_EV_WRITE = 2, /* the socket takes bytes */
    PLAT_EV_HANGUP = 4 /* the connection broke or both sides are shut (reported whatever the interest) */
};

/* The system's best (epoll on Linux); NULL without memory. */
plat_evloop *plat_evloop_new(void);
/* The poll one, which Windows and the page use, on any system (its tests). */
plat_evloop *plat_evloop_new_portable(void);
void plat_evloop_free(plat_evloop *l); /* closes no socket; NULL is a no-op */
const char *plat_evloop_kind(const plat_evloop *l); /* "epoll" or "poll", for the log */

/* Registers fd with an interest (PLAT_EV_READ | PLAT_EV_WRITE, or 0) and the caller's data,
   which the wait hands back. NULL when it cannot (no memory, a bad descriptor). */
plat_watch *plat_evloop_add(plat_evloop *l, int fd, unsigned interest, void *data);
/* Changes the interest; a call with the interest it has already costs nothing. 0 on
   success. */
int plat_evloop_set(plat_evloop *l, plat_watch *w, unsigned interest);
unsigned plat_evloop_interest(const plat_watch *w);
/* Unregisters and frees w, before its socket is closed; an event of the current wait not
   yet taken for it is never reported. NULL is a no-op. */
void plat_evloop_remove(plat_evloop *l, plat_watch *w);

/* Waits at most timeout_ms (0: not at all, -1: without end) for a registered socket to be
   ready; returns how many were (0 on timeout or a signal), at most PLAT_EVLOOP_BATCH: a
   wait that returned that many may have left others ready for the next. Then
   plat_evloop_next hands out each one's data and events (PLAT_EV_*), 1 for each, 0 at the
   end. */
#define PLAT_EVLOOP_BATCH 256
int plat_evloop_wait(plat_evloop *l, int timeout_ms);
int plat_evloop_next(plat_evloop *l, void **data, unsigned *events);

#endif
