/* make bench's network figures: the real citadela-server with TABLES busy
   tables of 4 seats (every mode in turn) played by clients in this process; the time from
   a move's send at its client to its arrival at every client of the table (the move goes
   client -> server -> clients, one hop more than "from the host": an upper bound), median
   and 99th percentile; and the server's resident memory per table (connections included).
     net_bench SERVER_BINARY [TABLES] [MOVES] [tls]   (default 50 tables, 5000 moves measured)
   With `tls` the server has a certificate (an ECDSA P-256 one the openssl command makes for
   citadela.test) and every client speaks TLS to it, checking the certificate and the name:
   the same figures over TLS. */
#define _POSIX_C_SOURCE 200809L
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "client.h"
#include "conn.h"
#include "net_modes.h"

#define SEATS 4

typedef struct {
    net_client *c[SEATS];
    char code[NET_CODE_LEN + 1];
    int started, sent_at[SEATS];
    int64_t sent_ns;  /* when the pending move was sent */
    int sent_len;     /* the game's length before it */
    int arrived;      /* clients that have applied it */
    uint64_t rng[SEATS];
} table;

static pid_t server_pid;
static const char *tls_dir; /* the certificate's folder with `tls`, else NULL */

static int64_t now_ns(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (int64_t)ts.tv_sec * 1000000000 + ts.tv_nsec;
}

static long rss_kb(pid_t pid) {
    char path[64], line[256];
    snprintf(path, sizeof path, "/proc/%d/status", (int)pid);
    FILE *f = fopen(path, "r");
    long kb = -1;
    while (f && fgets(line, sizeof line, f))
        if (!strncmp(line, "VmRSS:", 6)) kb = atol(line + 6);
    if (f) fclose(f);
    return kb;
}

/* CPU seconds (user + system) a process has used, from /proc. */
static double cpu_s(pid_t pid) {
    char path[64], buf[1024];
    snprintf(path, sizeof path, "/proc/%d/stat", (int)pid);
    FILE *f = fopen(path, "r");
    size_t n = f ? fread(buf, 1, sizeof buf - 1, f) : 0;
    if (f) fclose(f);
    buf[n] = 0;
    const char *p = strrchr(buf, ')');
    unsigned long ut = 0, st = 0;
    if (!p || sscanf(p + 2, "%*c %*d %*d %*d %*d %*d %*u %*u %*u %*u %*u %lu %lu", &ut, &st) != 2) return 0;
    return (double)(ut + st) / (double)sysconf(_SC_CLK_TCK);
}

static int start_server(const char *bin, const char *dir) {
    int fds[2];
    if (pipe(fds) != 0) return -1;
    server_pid = fork();
    if (server_pid == 0) {
        dup2(fds[1], 1);
        close(fds[0]);
        char cert[200], key[200];
        snprintf(cert, sizeof cert, "%s/cert.pem", dir);
        snprintf(key, sizeof key, "%s/key.pem", dir);
        execl(bin, bin, "--port", "0", "--dir", dir, "--quiet", "--max-clients", "2000", "--clients-per-address", "2000",
              "--tables-per-address", "1000", "--seats-per-address", "2000", "--connects-per-address", "100000",
              tls_dir ? "--tls-cert" : (char *)NULL, cert, "--tls-key", key,
              (char *)NULL); /* every client comes from 127.0.0.1 */
        _exit(127);
    }
    close(fds[1]);
    FILE *f = fdopen(fds[0], "r");
    int port = -1;
    if (!f || fscanf(f, "port %d", &port) != 1) port = -1;
    if (f) fclose(f);
    return port;
}

static int cmp_ll(const void *a, const void *b) {
    long long x = *(const long long *)a, y = *(const long long *)b;
    return x < y ? -1 : x > y;
}

/* The pending move of table b has reached every client: its latency is counted the
   moment the last client applied it (not when this loop comes round to the table). */
static void check_arrival(table *b, long long *lat, int *nlat, int want) {
    if (b->sent_len < 0) return;
    for (int k = 0; k < SEATS; k++) {
        const net_seatview *v = b->c[k] ? net_client_view(b->c[k]) : NULL;
        if (!v || net_seatview_length(v) != b->sent_len + 1) return;
    }
    if (*nlat < want) lat[(*nlat)++] = now_ns() - b->sent_ns;
    b->sent_len = -1;
}

/* Reads whatever arrived, for every client with something to read (one poll for all),
   a table's arrival checked right after its clients read. */
static void poll_all(table *t, int n, struct pollfd *pf, int timeout_ms, long long *lat, int *nlat, int want) {
    int k = 0;
    for (int i = 0; i < n; i++)
        for (int s = 0; s < SEATS; s++) pf[k++] = (struct pollfd){t[i].c[s] ? net_client_fd(t[i].c[s]) : -1, POLLIN, 0};
    poll(pf, (nfds_t)k, timeout_ms);
    k = 0;
    for (int i = 0; i < n; i++) {
        int any = 0;
        for (int s = 0; s < SEATS; s++, k++)
            if (t[i].c[s] && pf[k].revents) net_client_poll(t[i].c[s], 0), any = 1;
        if (any && lat) check_arrival(&t[i], lat, nlat, want);
    }
}

/* A client of the bench: plain, or TLS checked against the bench's own certificate. */
static net_client *connect_seat(int port, const char *code, const char *name, const char *save, size_t len) {
    char ca[200];
    snprintf(ca, sizeof ca, "%s/cert.pem", tls_dir ? tls_dir : "");
    net_client_tls t = {NET_CLIENT_TLS_REQUIRE, ca, "citadela.test", NULL};
    return net_client_connect_tls("127.0.0.1", port, code, name, NULL, save, len, tls_dir ? &t : NULL, NULL);
}

int main(int argc, char **argv) {
    if (argc < 2) return 2;
    int ntables = argc > 2 ? atoi(argv[2]) : 50, want = argc > 3 ? atoi(argv[3]) : 5000;
    char dir[] = "/dev/shm/citadela-net-bench-XXXXXX";
    if (!mkdtemp(dir)) return 2;
    if (argc > 4 && !strcmp(argv[4], "tls")) {
        char cmd[512];
        snprintf(cmd, sizeof cmd,
                 "cd %s && openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:P-256 -nodes -keyout key.pem "
                 "-out cert.pem -days 2 -subj /CN=citadela.test -addext subjectAltName=DNS:citadela.test 2>/dev/null",
                 dir);
        if (system(cmd) != 0) return fprintf(stderr, "net_bench: the openssl command made no certificate\n"), 1;
        tls_dir = dir;
    }
    const char *over = tls_dir ? " over TLS" : "";
    signal(SIGPIPE, SIG_IGN);
    int port = start_server(argv[1], dir);
    if (port <= 0) return 1;
    nanosleep(&(struct timespec){0, 100000000}, NULL);
    long rss0 = rss_kb(server_pid);
    table *t = calloc((size_t)ntables, sizeof *t);
    struct pollfd *pf = calloc((size_t)ntables * SEATS, sizeof *pf);
    long long *lat = malloc(sizeof *lat * (size_t)want);
    int nlat = 0;
    for (int i = 0; i < ntables; i++) {
        cit_setup su;
        net_test_setup(&su, i % NET_TEST_NMODES, SEATS, (uint64_t)i + 1);
        cit_session *s = cit_session_new(&su, NULL);
        size_t need = cit_session_save(s, NULL, 0);
        char *save = malloc(need + 1);
        cit_session_save(s, save, need + 1);
        t[i].c[0] = connect_seat(port, NULL, "Host", save, need);
        free(save);
        cit_session_free(s);
        for (int k = 0; k < SEATS; k++) t[i].sent_at[k] = -1, t[i].rng[k] = (uint64_t)(i * 7 + k);
        t[i].sent_len = -1;
    }
    for (int r = 0; r < 5000; r++) {
        poll_all(t, ntables, pf, 1, NULL, NULL, 0);
        int ready = 0;
        for (int i = 0; i < ntables; i++) {
            if (!t[i].code[0] && net_client_state(t[i].c[0]) == NET_CLIENT_SEATED) {
                net_copy(t[i].code, sizeof t[i].code, net_client_code(t[i].c[0]));
                for (int k = 1; k < SEATS; k++) {
                    char name[24]; /* room for any int: the -O1 sanitizer build checks */
                    snprintf(name, sizeof name, "Guest %d", k);
                    t[i].c[k] = connect_seat(port, t[i].code, name, NULL, 0);
                }
            }
            int seated = 0;
            for (int k = 0; k < SEATS; k++) seated += t[i].c[k] && net_client_state(t[i].c[k]) == NET_CLIENT_SEATED;
            if (seated == SEATS && !t[i].started) net_client_start(t[i].c[0]), t[i].started = 1;
            ready += t[i].started && net_client_view(t[i].c[0]) && net_seatview_game(net_client_view(t[i].c[0]));
        }
        if (ready == ntables) break;
    }
    /* Measured from here: the CPU both sides use while the games run (not the set-up, not
       after the last game ended), and the server's peak memory, sampled every 100 ms (with
       few tables every game may end before any halfway mark). */
    long rss_peak = rss0;
    double server_cpu0 = cpu_s(server_pid), clients_cpu0 = cpu_s(getpid());
    int64_t t0 = now_ns(), sampled = 0;
    int playing = ntables;
    while (nlat < want && playing && now_ns() - t0 < 120LL * 1000000000) {
        poll_all(t, ntables, pf, 1, lat, &nlat, want);
        playing = 0;
        for (int i = 0; i < ntables; i++) {
            table *b = &t[i];
            const net_seatview *v0 = b->c[0] ? net_client_view(b->c[0]) : NULL;
            const cit_game *g0 = v0 ? net_seatview_game(v0) : NULL;
            playing += !g0 || !cit_game_over(g0) || b->sent_len >= 0;
            if (b->sent_len >= 0) continue;
            int len0 = v0 ? net_seatview_length(v0) : -1;
            for (int k = 0; k < SEATS; k++) { /* the seat to move sends at once: a busy table */
                const net_seatview *v = net_client_view(b->c[k]);
                const cit_game *g = v ? net_seatview_game(v) : NULL;
                if (!g || cit_game_over(g) || net_seatview_length(v) != len0) continue;
                if (cit_game_pending(g).player != net_client_seat(b->c[k])) continue;
                cit_move m;
                if (cit_game_playout_move(g, &b->rng[k], &m) != CIT_OK) continue;
                b->sent_ns = now_ns();
                b->sent_len = len0;
                net_client_move(b->c[k], &m);
                break;
            }
        }
        if (now_ns() - sampled >= 100000000) {
            long kb = rss_kb(server_pid);
            if (kb > rss_peak) rss_peak = kb;
            sampled = now_ns();
        }
    }
    qsort(lat, (size_t)nlat, sizeof *lat, cmp_ll);
    double server_cpu = cpu_s(server_pid) - server_cpu0, clients_cpu = cpu_s(getpid()) - clients_cpu0;
    double wall = (double)(now_ns() - t0) / 1e9;
    kill(server_pid, SIGTERM);
    waitpid(server_pid, NULL, 0);
    char cmd[128];
    snprintf(cmd, sizeof cmd, "rm -rf %s", dir);
    if (system(cmd) != 0) fprintf(stderr, "could not remove %s\n", dir);
    if (!nlat) return 1;
    const char *tag = tls_dir ? "_tls" : "";
    printf("net%s_move_latency_ms median %.2f p99 %.2f max %.2f (%d moves, %d busy tables of %d clients, loopback%s,"
           " client -> server -> every client)\n",
           tag, (double)lat[nlat / 2] / 1e6, (double)lat[(long)nlat * 99 / 100] / 1e6, (double)lat[nlat - 1] / 1e6, nlat,
           ntables, SEATS, over);
    printf("net%s_cpu_us_per_move server %.0f, clients %.0f (all 4 of a table: %d moves in %.1f s wall; the rest of the time"
           " this process and the server waited for a core)\n",
           tag, server_cpu * 1e6 / nlat, clients_cpu * 1e6 / nlat, nlat, wall);
    printf("net%s_server_kb_per_table %.0f (resident memory %ld KB idle, at most %ld KB with %d tables in play, 4 connections"
           " each%s)\n",
           tag, (double)(rss_peak - rss0) / ntables, rss0, rss_peak, ntables, over);
    for (int i = 0; i < ntables; i++)
        for (int k = 0; k < SEATS; k++) net_client_free(t[i].c[k]);
    free(t), free(pf), free(lat);
    return 0;
}
