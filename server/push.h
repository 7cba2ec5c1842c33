/* The server's Web Push sender (docs/server.md "Push"): messages for players'
   subscriptions go out on threads of their own through libcurl, from a queue with a bound,
   so that a slow or hostile push service delays no table; each endpoint's name is resolved
   and checked on that thread before anything is sent (no loopback, private, link-local or
   own address: server-side request forgery), and the connection goes to the addresses
   checked. The loop learns of a subscription its push service calls gone (404, 410)
   through a descriptor it watches. server/push.c on Linux (libcurl, OpenSSL);
   server/push_none.c where the server keeps no players (Windows): no push there. */
#ifndef CIT_SERVER_PUSH_H
#define CIT_SERVER_PUSH_H

#include <stddef.h>
#include <stdint.h>

#include "store.h"

#define SERVER_PUSH_QUEUE 256     /* messages waiting at most: beyond, new ones are dropped and counted */
#define SERVER_PUSH_THREADS 4     /* POSTs at once: a push service that never answers holds one */
#define SERVER_PUSH_TRIES 3       /* a message's tries (a 429, a 5xx, no connection): 1 s, then 4 s between */
#define SERVER_PUSH_PER_DAY 4     /* pushes a player gets a day for one table */
#define SERVER_PUSH_TTL 86400     /* how long a push service keeps a message for an offline device */
#define SERVER_PUSH_TIMEOUT_MS 10000 /* one POST, connecting included */

typedef struct server_push server_push;

typedef struct {
    const char *dir;     /* the state directory: the VAPID key lives there */
    const char *contact; /* the JWT's sub: a mailto: or https: URL of the server's admin; NULL: */
    const char *name;    /* mailto:citadela@ this name (--name), else the machine's host name */
    int test_loopback;   /* --push-test-loopback: endpoints on 127.0.0.0/8 and ::1 allowed (tests only) */
    const char *test_ca; /* --push-test-ca FILE: push services' certificates checked against it (tests) */
} server_push_config;

typedef struct {
    long queued, sent, retried, failed, gone, refused, full, over_budget;
} server_push_counts;

/* Reads or makes the VAPID key and starts the thread. NULL with why (a damaged key file,
   no thread, or a build without push). *made: 1 when the key was made now. */
server_push *server_push_new(const server_push_config *cfg, int *made, char *why, size_t cap);
/* Stops the thread (a POST in flight is cut), frees what waits. NULL is a no-op. */
void server_push_free(server_push *p);
/* The VAPID public key in base64url (net_hub_config.push_key). */
const char *server_push_key(const server_push *p);
const char *server_push_contact(const server_push *p);
/* Readable when gone endpoints wait (server_push_gone). */
int server_push_fd(const server_push *p);
/* Whether player may get one more push about table `code` today (at `now`, seconds since
   1970): 1 takes one from its budget, 0 when spent (counted). */
int server_push_budget(server_push *p, int64_t player, const char *code, long long now);
/* Queues `payload` (a short JSON) for the subscription (copied): 1, or 0 when the queue is
   full or the payload too long (counted, dropped). */
int server_push_send(server_push *p, const net_push_sub *sub, const char *payload);
/* An endpoint whose push service answered 404 or 410, or that resolves where no push is
   sent: 1 with it in out, 0 when none waits. The loop removes it from the store. */
int server_push_gone(server_push *p, char *out, size_t cap);
void server_push_counts_get(server_push *p, server_push_counts *out);

#endif
