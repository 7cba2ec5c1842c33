/* platform/evloop.h: epoll on Linux, poll (through plat_poll) everywhere, which Windows
   (platform/win/evloop.c compiles this file) and the page use. Level-triggered: a socket
   left with bytes to read (a connection's turn is bounded) is reported again. */
#include <stdlib.h>

#include "evloop.h"
#include "sock.h"

#if defined(__linux__) && !defined(__EMSCRIPTEN__)
#define HAVE_EPOLL 1
#include <sys/epoll.h>
#include <unistd.h>
#endif


struct plat_watch {
    int fd;
    unsigned interest;
    void *data;
    int slot; /* poll: its index in the arrays */
};

typedef struct {
    plat_watch *w; /* NULL: removed after the wait */
    unsigned events;
} ready;

struct plat_evloop {
    int epfd; /* -1: poll */
    /* poll: the sockets' pollfd and their watches, side by side */
    struct pollfd *pf;
    plat_watch **pw;
    int n, cap;
    /* the current wait's events, handed out by plat_evloop_next */
    ready *batch;
    int nbatch, at, cap_batch;
};

static plat_evloop *make(int epfd) {
    plat_evloop *l = calloc(1, sizeof *l);
    if (!l) return NULL;
    l->epfd = epfd;
    return l;
}

plat_evloop *plat_evloop_new_portable(void) { return make(-1); }

plat_evloop *plat_evloop_new(void) {
#ifdef HAVE_EPOLL
    int fd = epoll_create1(EPOLL_CLOEXEC);
    if (fd >= 0) {
        plat_evloop *l = make(fd);
        if (!l) close(fd);
        return l;
    }
#endif
    return make(-1); /* no epoll (an old kernel, a sandbox): poll does the same, slower */
}

void plat_evloop_free(plat_evloop *l) {
    if (!l) return;
#ifdef HAVE_EPOLL
    if (l->epfd >= 0) close(l->epfd);
#endif
    for (int i = 0; i < l->n; i++) free(l->pw[i]);
    free(l->pf);
    free(l->pw);
    free(l->batch);
    free(l);
}

const char *plat_evloop_kind(const plat_evloop *l) { return l->epfd >= 0 ? "epoll" : "poll"; }

static short poll_bits(unsigned interest) {
    return (short)((interest & PLAT_EV_READ ? POLLIN : 0) | (interest & PLAT_EV_WRITE ? POLLOUT : 0));
}

#ifdef HAVE_EPOLL
static int epoll_change(plat_evloop *l, int op, plat_watch *w, unsigned interest) {
    struct epoll_event ev = {0};
    ev.events = (interest & PLAT_EV_READ ? EPOLLIN : 0u) | (interest & PLAT_EV_WRITE ? EPOLLOUT : 0u);
    ev.data.ptr = w;
    return epoll_ctl(l->epfd, op, w->fd, &ev);
}
#endif

plat_watch *plat_evloop_add(plat_evloop *l, int fd, unsigned interest, void *data) {
    plat_watch *w = calloc(1, sizeof *w);
    if (!w) return NULL;
    *w = (plat_watch){fd, interest, data, -1};
#ifdef HAVE_EPOLL
    if (l->epfd >= 0) {
        if (epoll_change(l, EPOLL_CTL_ADD, w, interest) != 0) return free(w), NULL;
        return w;
    }
#endif
    if (l->n == l->cap) {
        int cap = l->cap ? l->cap * 2 : 64;
        struct pollfd *pf = realloc(l->pf, sizeof *pf * (size_t)cap);
        if (pf) l->pf = pf;
        plat_watch **pw = pf ? realloc(l->pw, sizeof *pw * (size_t)cap) : NULL;
        if (!pw) return free(w), NULL;
        l->pw = pw;
        l->cap = cap;
    }
    w->slot = l->n++;
    l->pf[w->slot] = (struct pollfd){fd, poll_bits(interest), 0};
    l->pw[w->slot] = w;
    return w;
}

int plat_evloop_set(plat_evloop *l, plat_watch *w, unsigned interest) {
    if (!w || w->interest == interest) return 0;
#ifdef HAVE_EPOLL
    if (l->epfd >= 0 && epoll_change(l, EPOLL_CTL_MOD, w, interest) != 0) return -1;
#endif
    if (l->epfd < 0) l->pf[w->slot].events = poll_bits(interest);
    w->interest = interest;
    return 0;
}

unsigned plat_evloop_interest(const plat_watch *w) { return w->interest; }

void plat_evloop_remove(plat_evloop *l, plat_watch *w) {
    if (!w) return;
    for (int i = l->at; i < l->nbatch; i++) /* its events of this wait not taken yet */
        if (l->batch[i].w == w) l->batch[i].w = NULL;
#ifdef HAVE_EPOLL
    if (l->epfd >= 0) {
        struct epoll_event ev = {0}; /* kernels before 2.6.9 want one even for DEL */
        epoll_ctl(l->epfd, EPOLL_CTL_DEL, w->fd, &ev);
    }
#endif
    if (l->epfd < 0) { /* the last one moves into its place */
        int last = --l->n;
        l->pf[w->slot] = l->pf[last];
        l->pw[w->slot] = l->pw[last];
        l->pw[w->slot]->slot = w->slot;
    }
    free(w);
}

static int grow_batch(plat_evloop *l, int need) {
    if (need <= l->cap_batch) return 1;
    ready *b = realloc(l->batch, sizeof *b * (size_t)need);
    if (!b) return 0;
    l->batch = b;
    l->cap_batch = need;
    return 1;
}

static unsigned from_poll(short re) {
    return (re & POLLIN ? PLAT_EV_READ : 0u) | (re & POLLOUT ? PLAT_EV_WRITE : 0u) |
           (re & (POLLHUP | POLLERR | POLLNVAL) ? PLAT_EV_HANGUP : 0u);
}

/* poll reports every ready socket at once: they are all handed out (the count returned
   is at most PLAT_EVLOOP_BATCH, so a caller does not wait again for more). */
static int wait_poll(plat_evloop *l, int timeout_ms) {
    if (!grow_batch(l, l->n)) return 0;
    if (plat_poll(l->pf, l->n, timeout_ms) <= 0) return 0;
    for (int i = 0; i < l->n; i++)
        if (l->pf[i].revents) l->batch[l->nbatch++] = (ready){l->pw[i], from_poll(l->pf[i].revents)};
    return l->nbatch < PLAT_EVLOOP_BATCH ? l->nbatch : PLAT_EVLOOP_BATCH - 1;
}

int plat_evloop_wait(plat_evloop *l, int timeout_ms) {
    l->nbatch = l->at = 0;
#ifdef HAVE_EPOLL
    if (l->epfd >= 0) {
        struct epoll_event ev[PLAT_EVLOOP_BATCH];
        if (!grow_batch(l, PLAT_EVLOOP_BATCH)) return 0;
        int k = epoll_wait(l->epfd, ev, PLAT_EVLOOP_BATCH, timeout_ms);
        for (int i = 0; i < k; i++) {
            unsigned e = ev[i].events;
            l->batch[i] = (ready){ev[i].data.ptr, (e & EPOLLIN ? PLAT_EV_READ : 0u) | (e & EPOLLOUT ? PLAT_EV_WRITE : 0u) |
                                                      (e & (EPOLLHUP | EPOLLERR) ? PLAT_EV_HANGUP : 0u)};
        }
        return l->nbatch = k > 0 ? k : 0;
    }
#endif
    return wait_poll(l, timeout_ms);
}

int plat_evloop_next(plat_evloop *l, void **data, unsigned *events) {
    while (l->at < l->nbatch) {
        ready r = l->batch[l->at++];
        if (!r.w) continue; /* removed since the wait */
        *data = r.w->data;
        *events = r.events;
        return 1;
    }
    return 0;
}
