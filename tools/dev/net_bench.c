/* make bench's network figures: the real citadela-server with TABLES tables, of which 1 %
   (at least 10, so that every size plays a few thousand moves) are busy (4 seats, every seat moving as soon as it may) and the rest idle (a
   2-seat game started and left open, as a correspondence game on a phone), played by clients
   in this process, each table's from an address of its own in 127.0.0.0/8 (four tables to a
   /24), so that the server's limits per address and network treat the bench as they treat
   players. For each size it prints:
     - the server's CPU a move while the busy tables play, and what is beyond the idle
       connections' keep-alives (the CPU of the idle window, at the same rate), the time from a move's send to its arrival at every client of the table
       (client -> server -> clients), median and 99th percentile;
     - the server's CPU with nothing but keep-alives, as a share of a core: while the
       connections are lively (just after the games started), and once they are quiet
       (NET_QUIET_MS later: net.h; measured over --quiet S, a quiet ping's period; 0: not);
     - the server's resident memory a connection (what the guests' joining added, over the
       guests) and a table (everything over the server's memory at start).
   With --computers N, N of the idle tables are a player and three hard computer seats, the
   player moving at once at each turn, so the server's computer thinks all the time (its
   moves and their CPU from the server's log; the busy tables' figures are the loop's).
     net_bench SERVER_BINARY [tls] [--busy N] [--moves N] [--idle S] [--quiet S] [--lobbies] [--computers N] [TABLES...]
   (default: 10 100 1000 5000)
   A size that fails shows the end of its server's log.
   With `tls` the server has a certificate (an ECDSA P-256 one the openssl command makes for
   citadela.test) and every client speaks TLS to it, checking the certificate and the name.
   The server dies with this process (PR_SET_PDEATHSIG), and is stopped on every exit. */
#define _DEFAULT_SOURCE /* syscall; not _GNU_SOURCE, whose connect() takes a union */
#include <errno.h>
#include <netinet/in.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "client.h"
#include "conn.h"
#include "evloop.h"
#include "net_modes.h"

#define BUSY_SEATS 4
#define IDLE_SEATS 2
#define TABLES_PER_NET 4   /* tables whose clients share a /24 */
#define IN_FLIGHT 128      /* connections being set up at once (the listen queue, TLS handshakes) */
#define STARTS_IN_FLIGHT 16 /* games starting at once: each is a view to build for each of its
                               players, and a round of 128 kept this process from answering
                               pings for 5 s on a loaded machine */
#define SETUP_S 600        /* a size's set-up gives up after this long */
#define PLAY_S 60          /* the busy tables' window ends after this long at most */

typedef struct table table;
typedef struct {
    net_client *c;
    table *t;
    plat_watch *w;
} seat;

struct table {
    seat s[BUSY_SEATS];
    int seats, busy, started, ready;
    int computers; /* a player and this many hard computer seats (--computers) */
    char code[NET_CODE_LEN + 1];
    int64_t sent_ns; /* when the pending move was sent */
    int sent_len;    /* the game's length before it (-1: none pending) */
    uint64_t rng[BUSY_SEATS];
    struct in_addr from; /* its clients' address */
};

static pid_t server_pid;
static char dir[64];
static int tls;
static plat_evloop *loop;
static const char *doing = ""; /* what the bench does now, for a failure's message */
/* --lobbies: the idle tables' two players stay seated in their lobbies, never started (the
   server's side of a quiet connection is the same; a loaded machine builds tens of thousands
   of connections this way, where starting thousands of games at once in this process
   starves it of the time to answer pings) */
static int lobbies;
static int computer_tables; /* --computers */
#define COMPUTER_SEATS 3
static int idle_s = 5; /* the keep-alive-only window while the connections are lively (--idle) */
/* and once they are quiet (NET_QUIET_MS without a move: net.h), seconds (--quiet; 0: not
   measured): a quiet ping's period and its spread, so that each connection pings about once.
   Without --quiet only from 1,000 tables up (below, a few minutes for a figure that is the
   loop's own wake-ups) */
static int quiet_s = (NET_QUIET_PING_MS + NET_QUIET_PING_MS / 4) / 1000, quiet_asked;
static int64_t pumped_at, pump_gap; /* the longest time between two pumps: a bench too slow to answer */

/* ---- the server, stopped on every way out --------------------------------------------------- */

static void stop_server(void) {
    if (server_pid > 0) {
        kill(server_pid, SIGTERM);
        waitpid(server_pid, NULL, 0);
        server_pid = 0;
    }
}

static void remove_dir(void) {
    if (!dir[0]) return;
    char cmd[128];
    snprintf(cmd, sizeof cmd, "rm -rf %s", dir);
    if (system(cmd) != 0) fprintf(stderr, "net_bench: could not remove %s\n", dir);
    dir[0] = 0;
}

/* The server's last log lines, for a size that failed. */
static void show_log(void) {
    char cmd[160];
    snprintf(cmd, sizeof cmd, "tail -n 8 %s/log >&2", dir);
    if (system(cmd) != 0) fprintf(stderr, "net_bench: no server log\n");
}

static void at_exit(void) {
    stop_server();
    remove_dir();
}

static void on_signal(int sig) {
    if (server_pid > 0) kill(server_pid, SIGKILL); /* async-signal-safe; the child dies with us anyway */
    signal(sig, SIG_DFL);
    raise(sig);
}

static int start_server(const char *bin, int max_clients, int max_tables) {
    int fds[2];
    if (pipe(fds) != 0) return -1;
    char clients[16], tables[16], cert[128], key[128];
    snprintf(clients, sizeof clients, "%d", max_clients);
    snprintf(tables, sizeof tables, "%d", max_tables);
    snprintf(cert, sizeof cert, "%s/cert.pem", dir);
    snprintf(key, sizeof key, "%s/key.pem", dir);
    server_pid = fork();
    if (server_pid == 0) {
        prctl(PR_SET_PDEATHSIG, SIGKILL); /* a bench killed with -9 takes its server along */
        dup2(fds[1], 1);
        close(fds[0]);
        char log[128]; /* its log, shown when a size fails */
        snprintf(log, sizeof log, "%s/log", dir);
        FILE *lf = freopen(log, "w", stderr);
        const char *argv[20] = {bin, "--port", "0", "--dir", dir, "--max-clients", clients, "--max-tables", tables,
                                "--lobby-idle", "100000"};
        int n = 11;
        if (!lf) argv[n++] = "--quiet";
        if (tls) argv[n++] = "--tls-cert", argv[n++] = cert, argv[n++] = "--tls-key", argv[n++] = key;
        execv(bin, (char *const *)argv);
        _exit(127);
    }
    close(fds[1]);
    FILE *f = fdopen(fds[0], "r");
    int port = -1;
    if (!f || fscanf(f, "port %d", &port) != 1) port = -1;
    if (f) fclose(f);
    return port;
}

/* ---- what the bench reads of a process -------------------------------------------------------- */

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

/* CPU time a process has run, in ns (the scheduler's count: finer than /proc's ticks). */
static double cpu_ns(pid_t pid) {
    char path[64];
    snprintf(path, sizeof path, "/proc/%d/schedstat", (int)pid);
    FILE *f = fopen(path, "r");
    double ns = 0;
    if (!f || fscanf(f, "%lf", &ns) != 1) ns = 0;
    if (f) fclose(f);
    return ns;
}

/* ---- clients from many addresses ------------------------------------------------------------ */

/* The source address of the next connection. The network layer dials with connect(); this
   program's own connect binds the socket to that address first (the executable's symbol
   comes before the C library's for libnet.a's calls). */
static struct in_addr next_from;

int connect(int fd, const struct sockaddr *to, socklen_t len) {
    if (next_from.s_addr && to->sa_family == AF_INET) {
        struct sockaddr_in me = {0};
        me.sin_family = AF_INET;
        me.sin_addr = next_from;
        if (bind(fd, (struct sockaddr *)&me, sizeof me) != 0) return -1;
    }
    return (int)syscall(SYS_connect, fd, to, len);
}

static struct in_addr address_of(int i) {
    int net = i / TABLES_PER_NET;
    struct in_addr a;
    a.s_addr = htonl(127u << 24 | (unsigned)(10 + net / 250) << 16 | (unsigned)(net % 250) << 8 | (unsigned)(1 + i % TABLES_PER_NET));
    return a;
}

static int connect_seat(table *t, int k, int port, const char *save, size_t len) {
    char ca[128], name[24];
    snprintf(ca, sizeof ca, "%s/cert.pem", dir);
    if (k) snprintf(name, sizeof name, "Guest %d", k);
    else snprintf(name, sizeof name, "Host");
    net_client_tls how = {NET_CLIENT_TLS_REQUIRE, ca, "citadela.test", NULL};
    next_from = t->from;
    const char *why = NULL;
    net_client *c = net_client_connect_tls("127.0.0.1", port, k ? t->code : NULL, name, NULL, save, len, tls ? &how : NULL, &why);
    next_from.s_addr = 0;
    if (!c) return fprintf(stderr, "net_bench: cannot connect: %s\n", why ? why : "?"), 0;
    t->s[k].c = c;
    t->s[k].t = t;
    t->s[k].w = plat_evloop_add(loop, net_client_fd(c), PLAT_EV_READ, &t->s[k]);
    return t->s[k].w != NULL;
}

/* A client that closed while the bench still needs it: why, and the size fails. */
static int lost(const seat *s) {
    if (net_client_state(s->c) != NET_CLIENT_CLOSED) return 0;
    fprintf(stderr, "net_bench: a client was closed %s: %s (%s; the longest pause of this process: %.1f s)\n", doing,
            net_client_why(s->c), net_client_reason(s->c), (double)pump_gap / 1e9);
    return 1;
}

/* The pending move of table b has reached every client: its latency is counted the moment
   the last client applied it. */
static void check_arrival(table *b, long long *lat, int *nlat, int want) {
    if (b->sent_len < 0) return;
    for (int k = 0; k < b->seats; k++) {
        const net_seatview *v = net_client_view(b->s[k].c);
        if (!v || net_seatview_length(v) < b->sent_len + 1) return;
    }
    if (b->busy && *nlat < want) lat[(*nlat)++] = now_ns() - b->sent_ns;
    b->sent_len = -1;
}

/* Reads what arrived for every client whose socket is ready (the server's pings among it),
   and for the busy tables' clients every time (TLS may hold bytes). 0 when a client was lost. */
static int pump(table *t, int n, int timeout_ms, long long *lat, int *nlat, int want) {
    if (pumped_at && now_ns() - pumped_at > pump_gap) pump_gap = now_ns() - pumped_at;
    plat_evloop_wait(loop, timeout_ms);
    void *data;
    unsigned ev;
    int ok = 1;
    while (plat_evloop_next(loop, &data, &ev)) {
        seat *s = data;
        net_client_poll(s->c, 0);
        if (lost(s)) ok = 0;
        if (lat || s->t->computers) check_arrival(s->t, lat, nlat, want);
    }
    for (int i = 0; i < n; i++) {
        for (int k = 0; k < t[i].seats; k++) {
            seat *s = &t[i].s[k];
            if (!s->c || (!t[i].busy && net_client_state(s->c) != NET_CLIENT_CONNECTING)) continue;
            net_client_poll(s->c, 0);
            ok &= !lost(s);
        }
        if (lat && t[i].busy) check_arrival(&t[i], lat, nlat, want); /* what those polls read */
    }
    /* a sixteenth of the idle tables' clients each time, so that every client keeps its own
       keep-alive as a player's game does (polled only when the server wrote, a client would
       never ping, and a server starved for a few seconds by a loaded machine would find it
       silent) */
    static int sweep;
    for (int j = 0; j < (n + 15) / 16; j++, sweep = (sweep + 1) % n) {
        table *b = &t[sweep % n];
        for (int k = 0; k < b->seats && !b->busy; k++)
            if (b->s[k].c) net_client_poll(b->s[k].c, 0), ok &= !lost(&b->s[k]);
    }
    pumped_at = now_ns();
    return ok;
}

/* Whether a table's clients are all seated (and its game seen by all once started). */
static int seated(const table *b) {
    for (int k = 0; k < b->seats; k++)
        if (!b->s[k].c || net_client_state(b->s[k].c) != NET_CLIENT_SEATED) return 0;
    return 1;
}

/* What is being set up now: connections not seated yet, and games started whose views
   have not all come (each a whole game for this process to build: thousands at once would
   keep it from answering the server's pings). */
static int in_flight(const table *t, int n) {
    int k = 0;
    for (int i = 0; i < n; i++) {
        for (int s = 0; s < t[i].seats; s++) k += t[i].s[s].c && net_client_state(t[i].s[s].c) == NET_CLIENT_CONNECTING;
        k += t[i].started && !t[i].ready;
    }
    return k;
}

/* The creators (phase 0), then the guests (1), a few at a time; then every game starts (2).
   1 when every table is in play. */
static int set_up(table *t, int n, int port, int phase, int64_t until) {
    int next = 0;
    while (now_ns() < until) {
        int flying = in_flight(t, n);
        for (; next < n && flying < (phase == 2 ? STARTS_IN_FLIGHT : IN_FLIGHT); next++) {
            table *b = &t[next];
            if (phase == 0) {
                cit_setup su;
                net_test_setup(&su, b->busy ? next % NET_TEST_NMODES : 0, b->seats + b->computers, (uint64_t)next + 1);
                for (int k = b->seats; k < b->seats + b->computers; k++) su.players[k].kind = CIT_SEAT_AI_HARD;
                cit_session *s = cit_session_new(&su, NULL);
                size_t need = cit_session_save(s, NULL, 0);
                char *save = malloc(need + 1);
                cit_session_save(s, save, need + 1);
                int ok = connect_seat(b, 0, port, save, need);
                free(save);
                cit_session_free(s);
                if (!ok) return 0;
                flying++;
            } else if (phase == 1) {
                net_copy(b->code, sizeof b->code, net_client_code(b->s[0].c));
                for (int k = 1; k < b->seats; k++, flying++)
                    if (!connect_seat(b, k, port, NULL, 0)) return 0;
            } else if (!b->busy && !b->computers && lobbies) { /* the pair stays seated in its lobby */
                b->started = b->ready = 1;
            } else {
                net_client_start(b->s[0].c);
                b->started = 1;
                flying++;
            }
        }
        if (!pump(t, n, 1, NULL, NULL, 0)) return 0;
        int done = 0;
        for (int i = 0; i < n; i++) {
            table *b = &t[i];
            if (phase == 0) done += b->s[0].c && net_client_state(b->s[0].c) == NET_CLIENT_SEATED;
            else if (phase == 1) done += seated(b);
            else if (!b->ready) {
                int views = 0;
                for (int k = 0; k < b->seats; k++) views += net_client_view(b->s[k].c) != NULL;
                b->ready = views == b->seats;
                done += b->ready;
            } else {
                done++;
            }
        }
        if (done == n && next == n) return 1;
    }
    fprintf(stderr, "net_bench: the set-up did not finish in %d s\n", SETUP_S);
    return 0;
}

/* Every busy table's seat to move sends at once; 0 when no busy game is left. */
static int play(table *t, int n) {
    int playing = 0;
    for (int i = 0; i < n; i++) {
        table *b = &t[i];
        if (!b->busy && !b->computers) continue;
        const net_seatview *v0 = net_client_view(b->s[0].c);
        const cit_game *g0 = v0 ? net_seatview_game(v0) : NULL;
        playing += b->busy && (!g0 || !cit_game_over(g0) || b->sent_len >= 0);
        if (b->sent_len >= 0 || !v0) continue;
        int len0 = net_seatview_length(v0);
        for (int k = 0; k < b->seats; k++) {
            const net_seatview *v = net_client_view(b->s[k].c);
            const cit_game *g = v ? net_seatview_game(v) : NULL;
            if (!g || cit_game_over(g) || net_seatview_length(v) != len0) continue;
            if (cit_game_pending(g).player != net_client_seat(b->s[k].c)) continue;
            cit_move m;
            if (cit_game_playout_move(g, &b->rng[k], &m) != CIT_OK) continue;
            b->sent_ns = now_ns();
            b->sent_len = len0;
            net_client_move(b->s[k].c, &m);
            break;
        }
    }
    return playing;
}

static int cmp_ll(const void *a, const void *b) {
    long long x = *(const long long *)a, y = *(const long long *)b;
    return x < y ? -1 : x > y;
}

static void free_tables(table *t, int n) {
    for (int i = 0; i < n; i++)
        for (int k = 0; k < t[i].seats; k++) {
            plat_evloop_remove(loop, t[i].s[k].w);
            net_client_free(t[i].s[k].c);
        }
    free(t);
}

/* One size: a server of its own, set up, measured, stopped. 0 on a failure. */
static int run(const char *bin, int ntables, int nbusy, int want) {
    table *t = calloc((size_t)ntables, sizeof *t);
    long long *lat = malloc(sizeof *lat * (size_t)want);
    if (!t || !lat) return free(t), free(lat), 0;
    int conns = 0, guests = 0, computers = 0;
    for (int i = 0; i < ntables; i++) {
        t[i].busy = i * nbusy / ntables != (i + 1) * nbusy / ntables; /* spread among the idle */
        t[i].seats = t[i].busy ? BUSY_SEATS : IDLE_SEATS;
        if (!t[i].busy && computers < computer_tables) t[i].seats = 1, t[i].computers = COMPUTER_SEATS, computers++;
        t[i].sent_len = -1;
        t[i].from = address_of(i);
        for (int k = 0; k < BUSY_SEATS; k++) t[i].rng[k] = (uint64_t)(i * 7 + k);
        conns += t[i].seats;
        guests += t[i].seats - 1;
    }
    /* a server sized for its players: one a quarter full of seats and tables held without play
       would shed them per network (docs/protocol.md), and it clamps --max-clients to its
       descriptors */
    int port = start_server(bin, conns * 4 > 512 ? conns * 4 : 512, ntables * 4 > 256 ? ntables * 4 : 256);
    if (port <= 0) return free(t), free(lat), fprintf(stderr, "net_bench: the server did not start\n"), 0;
    nanosleep(&(struct timespec){0, 100000000}, NULL);
    long rss0 = rss_kb(server_pid), rss_hosts = 0, rss_all = 0;
    int64_t until = now_ns() + (int64_t)SETUP_S * 1000000000;
    doing = "while the tables opened";
    int ok = set_up(t, ntables, port, 0, until);
    if (ok) { /* the tables are open, one connection each: what the guests add is connections */
        for (int64_t quiet = now_ns() + 1500000000; now_ns() < quiet && ok;) ok = pump(t, ntables, 10, NULL, NULL, 0);
        rss_hosts = rss_kb(server_pid);
    }
    doing = "while the guests sat down";
    ok = ok && set_up(t, ntables, port, 1, until);
    if (ok) {
        for (int64_t quiet = now_ns() + 1500000000; now_ns() < quiet && ok;) ok = pump(t, ntables, 10, NULL, NULL, 0);
        rss_all = rss_kb(server_pid);
    }
    doing = "while the games started";
    ok = ok && set_up(t, ntables, port, 2, until);
    doing = "while the tables were idle";
    /* nothing but keep-alives */
    double idle_cpu = cpu_ns(server_pid);
    int64_t idle_t0 = now_ns();
    while (ok && now_ns() - idle_t0 < (int64_t)idle_s * 1000000000) ok = pump(t, ntables, 50, NULL, NULL, 0);
    idle_cpu = (cpu_ns(server_pid) - idle_cpu) / (double)(now_ns() - idle_t0);
    /* the same connections once quiet: phones with a game open and nothing happening */
    double quiet_cpu = -1;
    if (ok && quiet_s && (quiet_asked || ntables >= 1000)) {
        doing = "while the tables went quiet";
        while (ok && now_ns() - idle_t0 < (int64_t)(NET_QUIET_MS + 2000) * 1000000) ok = pump(t, ntables, 50, NULL, NULL, 0);
        doing = "while the tables were quiet";
        fprintf(stderr, "net_bench: %d tables quiet, measured for %d s\n", ntables, quiet_s); /* for a profiler */
        int64_t quiet_t0 = now_ns();
        quiet_cpu = cpu_ns(server_pid);
        while (ok && now_ns() - quiet_t0 < (int64_t)quiet_s * 1000000000) ok = pump(t, ntables, 50, NULL, NULL, 0);
        quiet_cpu = (cpu_ns(server_pid) - quiet_cpu) / (double)(now_ns() - quiet_t0);
    }
    /* the busy tables play */
    int nlat = 0;
    doing = "while the busy tables played";
    double server0 = cpu_ns(server_pid), clients0 = cpu_ns(getpid());
    int64_t t0 = now_ns();
    while (ok && nlat < want && now_ns() - t0 < (int64_t)PLAY_S * 1000000000 && play(t, ntables))
        ok = pump(t, ntables, 1, lat, &nlat, want);
    double server_cpu = cpu_ns(server_pid) - server0, clients_cpu = cpu_ns(getpid()) - clients0;
    double wall = (double)(now_ns() - t0) / 1e9;
    long rss_end = rss_kb(server_pid);
    stop_server();
    free_tables(t, ntables);
    long computer_moves = 0;
    double computer_cpu = 0;
    if (computers) { /* the server says at its stop what its computer did */
        char path[128], line[512];
        snprintf(path, sizeof path, "%s/log", dir);
        FILE *f = fopen(path, "r");
        while (f && fgets(line, sizeof line, f)) {
            const char *at = strstr(line, "the computer played ");
            if (at) sscanf(at, "the computer played %ld moves in %lf s", &computer_moves, &computer_cpu);
        }
        if (f) fclose(f);
    }
    if (!ok || !nlat) {
        fprintf(stderr, "net_bench: %d tables%s failed; the server's log ends:\n", ntables, tls ? " over TLS" : "");
        show_log();
        return free(lat), 0;
    }
    qsort(lat, (size_t)nlat, sizeof *lat, cmp_ll);
    const char *tag = tls ? "_tls" : "";
    /* what the keep-alives would have cost anyway: the idle tables are quiet by now if the
       quiet window was measured */
    double beyond = server_cpu - (quiet_cpu >= 0 ? quiet_cpu : idle_cpu) * wall * 1e9;
    printf("net%s %5d tables (%d busy, %d connections): server %.0f us a move (%.0f beyond the keep-alives),"
           " latency median %.2f ms p99 %.2f ms"
           " (%d moves in %.1f s; clients %.0f us a move); idle %.2f %% of a core, quiet %.3f %% (-1: not measured); %.1f KB a connection, %.0f KB a table"
           " (resident %ld KB at start, %ld KB at the end)\n",
           tag, ntables, nbusy, conns, server_cpu / 1e3 / nlat, beyond / 1e3 / nlat, (double)lat[nlat / 2] / 1e6, (double)lat[(long)nlat * 99 / 100] / 1e6,
           nlat, wall, clients_cpu / 1e3 / nlat, idle_cpu * 100, quiet_cpu < 0 ? -1 : quiet_cpu * 100, (double)(rss_all - rss_hosts) / guests,
           (double)(rss_end - rss0) / ntables, rss0, rss_end);
    if (computers)
        printf("net%s %5d tables: %d of a player and %d hard computers besides: the computer %ld moves, %.0f ms of CPU a move"
               " (%.1f s in all, in the %.1f s the busy tables played and before)\n",
               tag, ntables, computers, COMPUTER_SEATS, computer_moves, computer_moves ? computer_cpu * 1e3 / computer_moves : 0,
               computer_cpu, wall);
    fflush(stdout);
    free(lat);
    return 1;
}

int main(int argc, char **argv) {
    if (argc < 2) return fprintf(stderr, "usage: net_bench SERVER [tls] [--busy N] [--moves N] [--idle S] [--quiet S] [--lobbies] [--computers N] [TABLES...]\n"), 2;
    int sizes[16], nsizes = 0, busy = 0, want = 5000;
    for (int i = 2; i < argc; i++) {
        if (!strcmp(argv[i], "tls")) tls = 1;
        else if (!strcmp(argv[i], "--busy") && i + 1 < argc) busy = atoi(argv[++i]);
        else if (!strcmp(argv[i], "--moves") && i + 1 < argc) want = atoi(argv[++i]);
        else if (!strcmp(argv[i], "--lobbies")) lobbies = 1;
        else if (!strcmp(argv[i], "--computers") && i + 1 < argc && atoi(argv[i + 1]) >= 0) computer_tables = atoi(argv[++i]);
        else if (!strcmp(argv[i], "--idle") && i + 1 < argc && atoi(argv[i + 1]) > 0) idle_s = atoi(argv[++i]);
        else if (!strcmp(argv[i], "--quiet") && i + 1 < argc && atoi(argv[i + 1]) >= 0) quiet_s = atoi(argv[++i]), quiet_asked = 1;
        else if (atoi(argv[i]) > 0 && nsizes < 16) sizes[nsizes++] = atoi(argv[i]);
        else return fprintf(stderr, "net_bench: what is %s?\n", argv[i]), 2;
    }
    if (!nsizes) sizes[0] = 10, sizes[1] = 100, sizes[2] = 1000, sizes[3] = 5000, nsizes = 4;
    /* a connection is a descriptor, here and in the server */
    struct rlimit rl;
    if (getrlimit(RLIMIT_NOFILE, &rl) == 0 && rl.rlim_cur < rl.rlim_max) rl.rlim_cur = rl.rlim_max, setrlimit(RLIMIT_NOFILE, &rl);
    snprintf(dir, sizeof dir, "/dev/shm/citadela-net-bench-XXXXXX");
    if (!mkdtemp(dir)) return dir[0] = 0, 2;
    atexit(at_exit);
    signal(SIGINT, on_signal);
    signal(SIGTERM, on_signal);
    signal(SIGHUP, on_signal);
    signal(SIGPIPE, SIG_IGN);
    if (tls) {
        char cmd[512];
        snprintf(cmd, sizeof cmd,
                 "cd %s && openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:P-256 -nodes -keyout key.pem "
                 "-out cert.pem -days 2 -subj /CN=citadela.test -addext subjectAltName=DNS:citadela.test 2>/dev/null",
                 dir);
        if (system(cmd) != 0) return fprintf(stderr, "net_bench: the openssl command made no certificate\n"), 1;
    }
    loop = plat_evloop_new();
    if (!loop) return 1;
    int failed = 0;
    for (int i = 0; i < nsizes; i++) {
        int b = busy > 0 ? busy : sizes[i] / 100 > 10 ? sizes[i] / 100 : 10;
        failed += !run(argv[1], sizes[i], b < sizes[i] ? b : sizes[i], want);
    }
    plat_evloop_free(loop);
    return failed ? 1 : 0;
}
