/* One connection cannot hold the server's loop (issue 85, 1): while a browser's connection
   sends masked empty WebSocket frames, or pings, as fast as loopback takes them (opening
   a new one whenever the server closes it), every other table's round trip (`ping` to
   `pong`) stays within twice its idle median and 5 ms, and no player is dropped; each
   flooding connection gets `bye flood` and a line in the log. Run it on the sanitizer
   build too (make BUILD=build/asan SAN=1 build/asan/net_fairness).
     net_fairness SERVER_BINARY */
#define _POSIX_C_SOURCE 200809L
#include <poll.h>

#include "strangers.h"
#include "deadline.h"

#define TABLES 8
#define IDLE_ROUNDS 40
#define FLOOD_MS 3000

static int cmp_int64(const void *a, const void *b) {
    int64_t x = *(const int64_t *)a, y = *(const int64_t *)b;
    return (x > y) - (x < y);
}

/* The median and the 99th percentile of n samples (sorted in place), in microseconds. */
static void stats(int64_t *us, int n, int64_t *median, int64_t *p99) {
    qsort(us, (size_t)n, sizeof *us, cmp_int64);
    *median = n ? us[n / 2] : 0;
    *p99 = n ? us[(n * 99) / 100 < n ? (n * 99) / 100 : n - 1] : 0;
}

static int64_t now_us(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (int64_t)ts.tv_sec * 1000000 + ts.tv_nsec / 1000;
}

/* One round trip of `ping seq` from p; -1 if no pong came (or the server said bye). */
static int64_t round_trip(peer *p, unsigned seq) {
    char line[32], want[32];
    snprintf(line, sizeof line, "ping %u\n", seq);
    snprintf(want, sizeof want, "pong %u\n", seq);
    p->n = 0;
    p->in[0] = 0;
    int64_t t0 = now_us(), since = net_now_ms();
    says(p, line);
    struct pollfd pf = {p->fd, POLLIN, 0};
    while (!p->closed && !strstr(p->in, want) && !strstr(p->in, "bye ")) {
        if (!waiting_for(since, WAIT_MS, &failures, "a pong")) return -1;
        poll(&pf, 1, 100);
        pump(p);
    }
    return strstr(p->in, want) ? now_us() - t0 : -1;
}

/* ---- the flooding page ------------------------------------------------------------------- */

/* A WebSocket from `from` that has shaken hands (and greeted in its first frame), or -1. */
static int ws_open(const server *s, const char *from) {
    peer *p = dial(s, from);
    int fd = p->closed ? -1 : p->fd;
    if (fd < 0) {
        hang_up(p);
        return -1;
    }
    says(p, "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
            "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n");
    if (!wait_for(p, "\r\n\r\n", WAIT_MS) || !strstr(p->in, " 101 ")) {
        hang_up(p);
        return -1;
    }
    static const char hello[] = HELLO;
    uint8_t f[64] = {0x82, (uint8_t)(0x80 | (sizeof hello - 1)), 1, 2, 3, 4};
    for (size_t i = 0; i < sizeof hello - 1; i++) f[6 + i] = (uint8_t)(hello[i] ^ f[2 + (i & 3)]);
    say(p, (const char *)f, 6 + sizeof hello - 1);
    p->fd = -1; /* the descriptor is the caller's now */
    hang_up(p);
    int fl = fcntl(fd, F_GETFL);
    fcntl(fd, F_SETFL, fl & ~O_NONBLOCK); /* as fast as the socket takes them */
    return fd;
}

/* The flooder (a child process): for ms, sends empty binary frames (pings 0) or pings
   with 125 bytes (pings 1) at full speed, reconnecting whenever the server closes it.
   Exits with how many connections it opened (at most 250). */
static void flood(const server *s, int pings, int ms) {
    static uint8_t buf[1 << 16];
    size_t fl = pings ? 6 + 125 : 6, n = sizeof buf / fl * fl;
    for (size_t at = 0; at < n; at += fl) {
        buf[at] = pings ? 0x89 : 0x82;
        buf[at + 1] = (uint8_t)(0x80 | (pings ? 125 : 0));
        memcpy(buf + at + 2, "\x11\x22\x33\x44", 4);
        if (pings) memset(buf + at + 6, 'x' ^ 0x11, 125); /* masked: any bytes do */
    }
    int64_t end = net_now_ms() + ms;
    long sent = 0;
    int conns = 0;
    while (net_now_ms() < end) {
        int fd = ws_open(s, "127.21.0.1");
        if (fd < 0) {
            nap_ms(20); /* turned away (its accept budget): try again */
            continue;
        }
        conns++;
        struct timeval tv = {0, 200000};
        setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &tv, sizeof tv);
        while (net_now_ms() < end) {
            ssize_t k = send(fd, buf, n, MSG_NOSIGNAL);
            if (k <= 0 && errno != EAGAIN && errno != EINTR) break;
            if (k > 0) sent += k;
        }
        close(fd);
    }
    fprintf(stderr, "  flooder: %d connections, %.1f MB sent in %d ms\n", conns, (double)sent / 1e6, ms);
    _exit(conns > 250 ? 250 : conns);
}

/* ---- the tables ---------------------------------------------------------------------------- */

static peer *players[TABLES][2];

static void seat_tables(const server *s) {
    for (int t = 0; t < TABLES; t++) {
        char from[32], code[16];
        snprintf(from, sizeof from, "127.20.%d.1", t);
        players[t][0] = create(s, from, "Anna", code);
        snprintf(from, sizeof from, "127.20.%d.2", t);
        players[t][1] = join(s, from, code, "Ben");
        EXPECT(code[0] && wait_for(players[t][1], "welcome 1 ", WAIT_MS), "table %d is seated", t);
    }
}

/* Every table's round trips for `ms` (or `rounds` rounds if ms is 0): medians in med[],
   the 99th percentiles in p99[]; returns how many pings got no pong. */
static int measure(int rounds, int ms, int64_t *med, int64_t *p99) {
    static int64_t us[TABLES][4096];
    int n = 0, lost = 0;
    static unsigned seq = 1;
    int64_t end = net_now_ms() + ms;
    for (; n < 4096 && (ms ? net_now_ms() < end : n < rounds); n++) {
        int64_t round_end = net_now_ms() + 10; /* a player pings at most 50 times a second */
        for (int t = 0; t < TABLES; t++) {
            int64_t rt = round_trip(players[t][n & 1], seq++);
            if (rt < 0) lost++, rt = (int64_t)WAIT_MS * 1000;
            us[t][n] = rt;
        }
        while (net_now_ms() < round_end) nap_ms(1);
    }
    for (int t = 0; t < TABLES; t++) stats(us[t], n, &med[t], &p99[t]);
    return lost;
}

static void one_flood(const server *s, int pings, const int64_t *idle) {
    const char *what = pings ? "WebSocket pings of 125 bytes" : "empty WebSocket frames";
    pid_t pid = fork();
    if (pid == 0) flood(s, pings, FLOOD_MS);
    nap_ms(300); /* the flood is on */
    int64_t med[TABLES], p99[TABLES];
    int lost = measure(0, FLOOD_MS - 600, med, p99);
    int status = 0;
    waitpid(pid, &status, 0);
    int conns = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    int within = 0;
    int64_t worst_med = 0, worst_p99 = 0;
    for (int t = 0; t < TABLES; t++) {
        within += med[t] <= 2 * idle[t] + 5000;
        worst_med = med[t] > worst_med ? med[t] : worst_med;
        worst_p99 = p99[t] > worst_p99 ? p99[t] : worst_p99;
    }
    printf("  %s: round trips median at most %.2f ms, p99 at most %.2f ms (%d connections flooded)\n", what,
           worst_med / 1000.0, worst_p99 / 1000.0, conns);
    EXPECT(lost == 0, "every ping amid %s is answered (%d lost)", what, lost);
    EXPECT(within == TABLES, "every table's median round trip amid %s within 2x idle + 5 ms (%d of %d; worst %.2f ms)",
           what, within, TABLES, worst_med / 1000.0);
    EXPECT(conns >= 1, "the flooder got in (%d connections)", conns);
    for (int t = 0; t < TABLES; t++)
        for (int k = 0; k < 2; k++) {
            peer *p = players[t][k];
            EXPECT(!p->closed && round_trip(p, 999999) >= 0, "player %d of table %d is still seated after %s", k, t, what);
        }
}

int main(int argc, char **argv) {
    if (argc < 2) return 2;
    server_bin = argv[1];
    signal(SIGPIPE, SIG_IGN);
    server s = {0};
    snprintf(s.dir, sizeof s.dir, "/tmp/citadela-fair-XXXXXX");
    if (!mkdtemp(s.dir)) return 1;
    char web[128];
    snprintf(web, sizeof web, "%s/web", s.dir);
    mkdir(web, 0700);
    if (!start(&s, 0, "--web", web, NULL)) return 1;
    seat_tables(&s);
    int64_t idle[TABLES], p99[TABLES];
    measure(IDLE_ROUNDS, 0, idle, p99);
    int64_t idle_worst = 0;
    for (int t = 0; t < TABLES; t++) idle_worst = idle[t] > idle_worst ? idle[t] : idle_worst;
    printf("  idle: round trips median at most %.2f ms\n", idle_worst / 1000.0);
    one_flood(&s, 0, idle);
    one_flood(&s, 1, idle);
    nap_ms(200);
    const char *log = log_text(&s);
    int said = count(log, "127.21.0.1: closed a connection: more than 400 lines, frames or TLS records in a second");
    EXPECT(said >= 1 && said <= 12, "the floods are in the log, within the address's log budget (%d lines)", said);
    EXPECT(!strstr(log, "the peer is silent"), "nobody was found silent");
    for (int t = 0; t < TABLES; t++) hang_up(players[t][0]), hang_up(players[t][1]);
    finish(&s);
    printf("net-fairness: %d passed, %d failed\n", checks - failures, failures);
    return failures != 0;
}
