/* The hostile tests' shared pieces (tests/net/hostile.c, tests/net/fairness.c): the real
   citadela-server started on a state directory of its own with its log there, and raw
   peers dialling it from any loopback address (127.x.y.z: each a peer, and each /24 a
   network, of its own to the server's limits). Every wait is bounded. Static functions:
   each test program includes it once. */
#ifndef CIT_TESTS_NET_STRANGERS_H
#define CIT_TESTS_NET_STRANGERS_H

#include <arpa/inet.h>
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "conn.h"
#include "failcheck.h"
#include "net_modes.h"
#include "stored.h"
static int failures, checks;

#define STR_(x) #x
#define STR(x) STR_(x)
#define HELLO "citadela-net " STR(NET_VERSION) "\n"

static const char *server_bin;

/* How long an answer may take on a loaded machine (a sanitizer build among other builds):
   waits end as soon as it comes, so this costs nothing when all is well. */
#define WAIT_MS 10000

/* ---- the server ---------------------------------------------------------------------------- */

typedef struct {
    pid_t pid;
    int port;
    char dir[64], log[96];
} server;

/* Starts the server on a state directory (made if dir[0] is 0) with extra arguments (NULL
   ended); nofile > 0 limits its descriptors first. Its log goes to dir/log. A server that
   does not start is a failed check. */
static inline int start(server *s, long nofile, ...) {
    if (!s->dir[0]) {
        snprintf(s->dir, sizeof s->dir, "/tmp/citadela-hostile-XXXXXX");
        if (!mkdtemp(s->dir)) return 0;
    }
    snprintf(s->log, sizeof s->log, "%s/log", s->dir);
    const char *argv[32] = {server_bin, "--port", "0", "--dir", s->dir};
    int argc = 5;
    va_list ap;
    va_start(ap, nofile);
    for (const char *a; argc < 31 && (a = va_arg(ap, const char *));) argv[argc++] = a;
    va_end(ap);
    int fds[2];
    if (pipe(fds) != 0) return 0;
    s->pid = fork();
    if (s->pid == 0) {
        if (nofile > 0) {
            struct rlimit rl = {(rlim_t)nofile, (rlim_t)nofile};
            setrlimit(RLIMIT_NOFILE, &rl);
        }
        int lf = open(s->log, O_WRONLY | O_CREAT | O_APPEND, 0600);
        dup2(fds[1], 1);
        if (lf >= 0) dup2(lf, 2);
        close(fds[0]);
        execv(server_bin, (char *const *)argv);
        _exit(127);
    }
    close(fds[1]);
    FILE *f = fdopen(fds[0], "r");
    s->port = -1;
    if (!f || fscanf(f, "port %d", &s->port) != 1) s->port = -1;
    if (f) fclose(f);
    EXPECT(s->port > 0, "the server starts");
    return s->port > 0;
}

static inline const char *log_text(const server *s);

/* SIGTERM: the server saves and exits 0 (a sanitizer's report would make it fail). */
static inline void stop(server *s) {
    if (s->pid <= 0) return;
    int status = 0;
    kill(s->pid, SIGTERM);
    waitpid(s->pid, &status, 0);
    s->pid = 0;
    const char *log = log_text(s);
    size_t n = strlen(log);
    EXPECT(WIFEXITED(status) && WEXITSTATUS(status) == 0, "the server exits cleanly on SIGTERM; its log ends: %s",
           log + (n > 600 ? n - 600 : 0));
}

/* Stops the server and removes its state directory (its table files and its log; kept
   with NET_HOSTILE_KEEP set). */
static inline void finish(server *s) {
    stop(s);
    if (getenv("NET_HOSTILE_KEEP")) { /* to read its log and files after a failure */
        fprintf(stderr, "kept %s\n", s->dir);
        return;
    }
    DIR *d = opendir(s->dir);
    char path[512];
    for (struct dirent *e; d && (e = readdir(d));)
        if (e->d_name[0] != '.') snprintf(path, sizeof path, "%s/%s", s->dir, e->d_name), remove(path);
    if (d) closedir(d);
    rmdir(s->dir);
}

/* The server's log so far (static buffer). */
static inline const char *log_text(const server *s) {
    static char text[1 << 18];
    FILE *f = fopen(s->log, "r");
    size_t n = f ? fread(text, 1, sizeof text - 1, f) : 0;
    if (f) fclose(f);
    text[n] = 0;
    return text;
}

static inline int count(const char *hay, const char *needle) {
    int n = 0;
    for (const char *p = hay; (p = strstr(p, needle)); p += strlen(needle)) n++;
    return n;
}

/* The tables the server keeps in its store (its database). */
static inline int tables_on_disk(const server *s) { return stored_tables(s->dir); }

static inline void nap_ms(int ms) { nanosleep(&(struct timespec){ms / 1000, (long)(ms % 1000) * 1000000}, NULL); }

/* ---- a raw peer ---------------------------------------------------------------------------- */

typedef struct {
    int fd, closed;
    size_t n;
    char in[1 << 16];
} peer;

/* A connection to the server from the loopback address `from` (127.x.y.z). */
static inline peer *dial(const server *s, const char *from) {
    peer *p = calloc(1, sizeof *p);
    struct sockaddr_in src = {0}, dst = {0};
    src.sin_family = dst.sin_family = AF_INET;
    inet_pton(AF_INET, from, &src.sin_addr);
    inet_pton(AF_INET, "127.0.0.1", &dst.sin_addr);
    dst.sin_port = htons((uint16_t)s->port);
    p->fd = socket(AF_INET, SOCK_STREAM, 0);
    if (p->fd < 0 || bind(p->fd, (struct sockaddr *)&src, sizeof src) != 0 ||
        connect(p->fd, (struct sockaddr *)&dst, sizeof dst) != 0) {
        snprintf(p->in, sizeof p->in, "cannot connect from %s: %s", from, strerror(errno));
        p->closed = 1;
        return p;
    }
    fcntl(p->fd, F_SETFL, fcntl(p->fd, F_GETFL) | O_NONBLOCK);
    return p;
}

static inline void hang_up(peer *p) {
    if (p && p->fd >= 0) close(p->fd);
    free(p);
}

static inline void say(peer *p, const char *data, size_t len) {
    if (!p->closed && send(p->fd, data, len, MSG_NOSIGNAL) < 0) p->closed = 1;
}
static inline void says(peer *p, const char *line) { say(p, line, strlen(line)); }

static inline void pump(peer *p) {
    while (!p->closed && p->n < sizeof p->in - 1) {
        ssize_t k = recv(p->fd, p->in + p->n, sizeof p->in - 1 - p->n, 0);
        if (k == 0) p->closed = 1;
        if (k <= 0) break;
        p->n += (size_t)k;
    }
    p->in[p->n] = 0;
}

/* Reads until `needle` arrived (or, needle NULL, the server closed), at most ms. */
static inline int wait_for(peer *p, const char *needle, int ms) {
    int64_t end = net_now_ms() + ms;
    for (;;) {
        pump(p);
        if (needle ? strstr(p->in, needle) != NULL : p->closed) return 1;
        if (p->closed || net_now_ms() >= end) return 0;
        nap_ms(2);
    }
}

/* A table of `seats` seats opened by `name` from `from`, `days` a move (0: a live table); its
   code in code. */
static inline peer *create_paced(const server *s, const char *from, const char *name, char *code, int seats, int days) {
    cit_setup su;
    net_test_setup(&su, 0, seats, 5);
    cit_session *ses = cit_session_new(&su, NULL);
    size_t need = cit_session_save(ses, NULL, 0);
    char *save = malloc(need + 1), head[128];
    cit_session_save(ses, save, need + 1);
    cit_session_free(ses);
    peer *p = dial(s, from);
    char kind[40] = "";
    if (days) snprintf(kind, sizeof kind, "kind correspondence %d\n", days);
    snprintf(head, sizeof head, HELLO "create %s\n%ssetup %zu\n", name, kind, need);
    says(p, head);
    say(p, save, need);
    free(save);
    code[0] = 0;
    const char *t = wait_for(p, "welcome ", WAIT_MS) ? strstr(p->in, "\ntable ") : NULL;
    if (t) sscanf(t, "\ntable %10s", code);
    return p;
}

static inline peer *create_n(const server *s, const char *from, const char *name, char *code, int seats) {
    return create_paced(s, from, name, code, seats, 0);
}

/* A table of two seats. */
static inline peer *create(const server *s, const char *from, const char *name, char *code) {
    return create_n(s, from, name, code, 2);
}

/* The token a `welcome` gave (tok: NET_TOKEN_LEN + 1 bytes; empty if none). */
static inline void token_of(const peer *p, char *tok) {
    const char *w = strstr(p->in, "welcome ");
    tok[0] = 0;
    if (w) sscanf(w, "welcome %*d %32s", tok);
}

static inline peer *rejoin(const server *s, const char *from, const char *code, const char *tok) {
    peer *p = dial(s, from);
    char line[256];
    snprintf(line, sizeof line, HELLO "rejoin %s %s\n", code, tok);
    says(p, line);
    return p;
}

static inline peer *join(const server *s, const char *from, const char *code, const char *name) {
    peer *p = dial(s, from);
    char line[128];
    snprintf(line, sizeof line, HELLO "join %s %s\n", code, name);
    says(p, line);
    return p;
}

#endif
