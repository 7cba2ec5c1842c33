/* The Web Push sender (server/push.h): a queue with a bound, a few threads that encrypt each
   message (server/push_crypto.c), checks where its endpoint resolves (server/push_addr.c)
   and POSTs it with libcurl, retrying a busy service, and a pipe that tells the loop of
   endpoints gone. libcurl because a push service is an HTTPS server on the Internet: HTTP/1.1
   and HTTP/2, redirects refused, proxies and timeouts are a well-kept library's job, and
   Debian's is linked to the same OpenSSL. */
#define _DEFAULT_SOURCE /* getaddrinfo, gethostname */
#include "push.h"

#include <curl/curl.h>
#include <errno.h>
#include <fcntl.h>
#include <netdb.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

#include <arpa/inet.h>

#include "push_addr.h"
#include "push_crypto.h"
#include "push_sub.h"
#include "sendq.h"

#define PAYLOAD_MAX 512
#define GONE_MAX 64  /* gone endpoints the loop has not taken yet: more are forgotten (found again later) */
#define BUDGETS 4096 /* (player, table) pairs counted today */
#define OWN_MAX 64

typedef struct {
    net_push_line sub;
    char payload[PAYLOAD_MAX];
} job;

typedef struct {
    int64_t player;
    char code[NET_CODE_LEN + 1];
    long long day;
    int count;
} budget;

struct server_push {
    server_push_config cfg;
    push_vapid *vapid;
    char key[100];
    char contact[300];
    sendq *q;            /* the jobs and the threads that POST them */
    pthread_mutex_t lock; /* over gone and over_budget */
    long over_budget, bad; /* bad: a message too long to queue (counted with the full queue's) */
    char *gone[GONE_MAX];
    int ngone;
    int pipe[2];
    budget budgets[BUDGETS]; /* the loop's only: no lock */
    int nbudgets;
};


/* ---- one POST ---- */

static size_t discard(char *data, size_t size, size_t n, void *ctx) {
    (void)data, (void)ctx;
    return size * n; /* a push service's answer body says nothing we act on */
}

/* libcurl asks this during a transfer: a stop cuts it at once. */
static int still_wanted(void *ctx, curl_off_t a, curl_off_t b, curl_off_t c, curl_off_t d) {
    server_push *p = ctx;
    (void)a, (void)b, (void)c, (void)d;
    return sendq_stopping(p->q);
}

/* Resolves the endpoint's host and checks every address: the "host:port:addr,..." line
   libcurl then connects by (CURLOPT_RESOLVE), or 0 with why. */
static int resolve_checked(server_push *p, const char *host, int port, char *pin, size_t cap, const char **why) {
    struct sockaddr_storage own[OWN_MAX];
    int nown = push_addr_own(own, OWN_MAX);
    struct addrinfo hints = {0}, *res = NULL;
    hints.ai_socktype = SOCK_STREAM;
    if (getaddrinfo(host, NULL, &hints, &res) != 0 || !res) return *why = "its name does not resolve", -1;
    size_t n = (size_t)snprintf(pin, cap, "%s:%d:", host, port);
    int ok = 1, any = 0;
    for (struct addrinfo *a = res; a && ok; a = a->ai_next) {
        const char *refused = push_addr_refused(a->ai_addr, p->cfg.test_loopback, own, nown);
        if (refused) { *why = refused, ok = 0; break; }
        char text[INET6_ADDRSTRLEN];
        const void *at = a->ai_family == AF_INET ? (const void *)&((struct sockaddr_in *)a->ai_addr)->sin_addr
                                                 : (const void *)&((struct sockaddr_in6 *)a->ai_addr)->sin6_addr;
        if (!inet_ntop(a->ai_family, at, text, sizeof text)) continue;
        int w = snprintf(pin + n, cap - n, a->ai_family == AF_INET6 ? "%s[%s]" : "%s%s", any ? "," : "", text);
        if (w < 0 || (size_t)w >= cap - n) break; /* enough addresses */
        n += (size_t)w, any = 1;
    }
    freeaddrinfo(res);
    if (ok && !any) return *why = "its name has no address", -1;
    return ok;
}

enum { SENT = SENDQ_SENT, RETRY = SENDQ_RETRY, FAILED = SENDQ_FAILED, GONE = SENDQ_GONE, REFUSED = SENDQ_REFUSED };

static int post(void *ctx, void *job_) {
    server_push *p = ctx;
    const job *j = job_;
    char host[NET_PUSH_HOST_MAX + 1], pin[1024], auth[2600];
    int port = 0;
    const char *why = NULL;
    if (!net_push_endpoint_host(j->sub.endpoint, host, sizeof host, &port)) return REFUSED;
    int r = resolve_checked(p, host, port, pin, sizeof pin, &why);
    if (r < 0) return RETRY; /* DNS may be back in a moment */
    if (!r) return REFUSED;
    unsigned char ua[PUSH_KEY_LEN + 2], secret[PUSH_AUTH_LEN + 2], body[PUSH_BODY_MAX];
    size_t len = 0;
    if (push_b64url_decode(j->sub.p256dh, ua, sizeof ua) != PUSH_KEY_LEN ||
        push_b64url_decode(j->sub.auth, secret, sizeof secret) != PUSH_AUTH_LEN ||
        !push_encrypt(ua, secret, (const unsigned char *)j->payload, strlen(j->payload), body, sizeof body, &len))
        return REFUSED; /* keys no browser gives: the subscription is worthless */
    char authz[2700];
    if (!push_vapid_header(p->vapid, j->sub.endpoint, p->cfg.contact, (long long)time(NULL), auth, sizeof auth))
        return REFUSED;
    snprintf(authz, sizeof authz, "Authorization: %s", auth);
    CURL *c = curl_easy_init();
    if (!c) return RETRY;
    struct curl_slist *headers = NULL, *resolve = NULL;
    char ttl[40];
    snprintf(ttl, sizeof ttl, "TTL: %d", SERVER_PUSH_TTL);
    headers = curl_slist_append(headers, authz);
    headers = curl_slist_append(headers, ttl);
    headers = curl_slist_append(headers, "Urgency: normal"); /* a turn waits days: no need to wake a phone at once */
    headers = curl_slist_append(headers, "Content-Encoding: aes128gcm");
    headers = curl_slist_append(headers, "Content-Type: application/octet-stream");
    headers = curl_slist_append(headers, "Expect:");
    if (!strchr(host, ':')) resolve = curl_slist_append(resolve, pin); /* an IPv6 literal needs no name's address */
    curl_easy_setopt(c, CURLOPT_URL, j->sub.endpoint);
    curl_easy_setopt(c, CURLOPT_PROTOCOLS_STR, "https");
    curl_easy_setopt(c, CURLOPT_FOLLOWLOCATION, 0L);
    curl_easy_setopt(c, CURLOPT_NOSIGNAL, 1L);
    curl_easy_setopt(c, CURLOPT_PROXY, ""); /* the checked address, never a proxy from the environment */
    if (resolve) curl_easy_setopt(c, CURLOPT_RESOLVE, resolve);
    curl_easy_setopt(c, CURLOPT_CONNECTTIMEOUT_MS, 5000L);
    curl_easy_setopt(c, CURLOPT_TIMEOUT_MS, (long)SERVER_PUSH_TIMEOUT_MS);
    curl_easy_setopt(c, CURLOPT_HTTPHEADER, headers);
    curl_easy_setopt(c, CURLOPT_POSTFIELDS, (const char *)body);
    curl_easy_setopt(c, CURLOPT_POSTFIELDSIZE, (long)len);
    curl_easy_setopt(c, CURLOPT_WRITEFUNCTION, discard);
    curl_easy_setopt(c, CURLOPT_NOPROGRESS, 0L);
    curl_easy_setopt(c, CURLOPT_XFERINFOFUNCTION, still_wanted);
    curl_easy_setopt(c, CURLOPT_XFERINFODATA, p);
    curl_easy_setopt(c, CURLOPT_MAXFILESIZE, 65536L);
    if (p->cfg.test_ca) curl_easy_setopt(c, CURLOPT_CAINFO, p->cfg.test_ca);
    CURLcode rc = curl_easy_perform(c);
    long status = 0;
    if (rc == CURLE_OK) curl_easy_getinfo(c, CURLINFO_RESPONSE_CODE, &status);
    curl_easy_cleanup(c);
    curl_slist_free_all(headers);
    curl_slist_free_all(resolve);
    /* a service that let the POST run out its time is not asked again: one that never
       answers would hold the sender three times as long */
    if (rc == CURLE_OPERATION_TIMEDOUT) return FAILED;
    if (rc != CURLE_OK) return RETRY;
    if (status >= 200 && status < 300) return SENT;
    if (status == 404 || status == 410) return GONE;
    if (status == 429 || status >= 500) return RETRY;
    return FAILED; /* 400, 401, 403, 413: sending it again changes nothing */
}

/* ---- the threads' outcomes ---- */

/* A subscription its push service calls gone, or that points where no push goes: the loop
   is told through the pipe. */
static void finished(void *ctx, void *job_, int outcome) {
    server_push *p = ctx;
    const job *j = job_;
    if (outcome != GONE && outcome != REFUSED) return;
    pthread_mutex_lock(&p->lock);
    char *copy = p->ngone < GONE_MAX ? strdup(j->sub.endpoint) : NULL;
    if (copy) p->gone[p->ngone++] = copy;
    pthread_mutex_unlock(&p->lock);
    if (copy) {
        char b = 1;
        if (write(p->pipe[1], &b, 1) < 0) { /* full: the loop reads them all anyway */
        }
    }
}

/* ---- the loop's side ---- */

server_push *server_push_new(const server_push_config *cfg, int *made, char *why, size_t cap) {
    static int curl_ready;
    if (!curl_ready) { /* once, before any thread: curl_global_init is not thread-safe */
        if (curl_global_init(CURL_GLOBAL_DEFAULT) != CURLE_OK) return snprintf(why, cap, "libcurl does not start"), NULL;
        curl_ready = 1;
    }
    server_push *p = calloc(1, sizeof *p);
    if (!p) return snprintf(why, cap, "no memory"), NULL;
    p->cfg = *cfg;
    p->pipe[0] = p->pipe[1] = -1;
    char host[256] = "localhost";
    if (!cfg->name && gethostname(host, sizeof host) != 0) snprintf(host, sizeof host, "localhost");
    host[sizeof host - 1] = 0;
    snprintf(p->contact, sizeof p->contact, cfg->contact ? "%s" : "mailto:citadela@%s",
             cfg->contact ? cfg->contact : cfg->name ? cfg->name : host);
    p->cfg.contact = p->contact;
    if (!(p->vapid = push_vapid_load(cfg->dir, made, why, cap))) return free(p), NULL;
    unsigned char pub[PUSH_KEY_LEN];
    push_vapid_public(p->vapid, pub);
    push_b64url_encode(pub, sizeof pub, p->key, sizeof p->key);
    pthread_mutex_init(&p->lock, NULL);
    int piped = pipe(p->pipe) == 0;
    for (int i = 0; piped && i < 2; i++)
        piped = fcntl(p->pipe[i], F_SETFL, O_NONBLOCK) == 0 && fcntl(p->pipe[i], F_SETFD, FD_CLOEXEC) == 0;
    sendq_config qc = {SERVER_PUSH_THREADS, SERVER_PUSH_QUEUE, SERVER_PUSH_TRIES, {1000, 4000}, post, finished, free, p};
    if (!piped || !(p->q = sendq_new(&qc))) {
        snprintf(why, cap, "cannot start the push sender: %s", strerror(errno));
        server_push_free(p);
        return NULL;
    }
    return p;
}

void server_push_free(server_push *p) {
    if (!p) return;
    sendq_free(p->q); /* a POST in flight is cut */
    for (int i = 0; i < p->ngone; i++) free(p->gone[i]);
    if (p->pipe[0] >= 0) close(p->pipe[0]), close(p->pipe[1]);
    pthread_mutex_destroy(&p->lock);
    push_vapid_free(p->vapid);
    free(p);
}

const char *server_push_key(const server_push *p) { return p->key; }
const char *server_push_contact(const server_push *p) { return p->contact; }
int server_push_fd(const server_push *p) { return p->pipe[0]; }

int server_push_budget(server_push *p, int64_t player, const char *code, long long now) {
    long long day = now / 86400;
    int oldest = 0;
    for (int i = 0; i < p->nbudgets; i++) {
        budget *b = &p->budgets[i];
        if (b->player == player && !strcmp(b->code, code)) {
            if (b->day != day) b->day = day, b->count = 0;
            if (b->count >= SERVER_PUSH_PER_DAY) {
                pthread_mutex_lock(&p->lock);
                p->over_budget++;
                pthread_mutex_unlock(&p->lock);
                return 0;
            }
            b->count++;
            return 1;
        }
        if (b->day < p->budgets[oldest].day) oldest = i;
    }
    /* a new pair: a free row, else one of an earlier day, else the first (a crowded day
       forgets a pair: it gets its few again, never a flood) */
    int at = p->nbudgets < BUDGETS ? p->nbudgets++ : oldest;
    budget *b = &p->budgets[at];
    b->player = player;
    snprintf(b->code, sizeof b->code, "%s", code);
    b->day = day;
    b->count = 1;
    return 1;
}

int server_push_send(server_push *p, const net_push_sub *sub, const char *payload) {
    job *j = calloc(1, sizeof *j);
    int ok = j && strlen(payload) < sizeof j->payload && strlen(sub->endpoint) <= NET_PUSH_ENDPOINT_MAX &&
             strlen(sub->p256dh) <= NET_PUSH_P256DH_LEN && strlen(sub->auth) <= NET_PUSH_AUTH_LEN;
    if (ok) {
        snprintf(j->sub.endpoint, sizeof j->sub.endpoint, "%s", sub->endpoint);
        snprintf(j->sub.p256dh, sizeof j->sub.p256dh, "%s", sub->p256dh);
        snprintf(j->sub.auth, sizeof j->sub.auth, "%s", sub->auth);
        snprintf(j->payload, sizeof j->payload, "%s", payload);
        ok = sendq_add(p->q, j);
    } else {
        pthread_mutex_lock(&p->lock);
        p->bad++;
        pthread_mutex_unlock(&p->lock);
    }
    if (!ok) free(j);
    return ok;
}

int server_push_gone(server_push *p, char *out, size_t cap) {
    char drain[64];
    while (read(p->pipe[0], drain, sizeof drain) > 0) {
    }
    pthread_mutex_lock(&p->lock);
    int found = p->ngone > 0;
    if (found) {
        char *e = p->gone[--p->ngone];
        snprintf(out, cap, "%s", e);
        free(e);
    }
    pthread_mutex_unlock(&p->lock);
    return found;
}

void server_push_counts_get(server_push *p, server_push_counts *out) {
    sendq_counts q;
    sendq_counts_get(p->q, &q);
    pthread_mutex_lock(&p->lock);
    *out = (server_push_counts){q.queued, q.outcome[SENT], q.retried, q.outcome[FAILED] + q.outcome[RETRY],
                                q.outcome[GONE], q.outcome[REFUSED], q.full + p->bad, p->over_budget};
    pthread_mutex_unlock(&p->lock);
}
