/* citadela-server --tls-cert/--tls-key against the real binary over loopback, with an
   authority and certificates made at test time by the openssl command for names under .test
   that resolve nowhere (every connection goes to 127.0.0.1 and is checked against the name):
   two native seats join over TLS, checked, and play a table to its end while the server
   reads a broken certificate file (kept the old one) and then a new certificate (SIGHUP) in
   the middle; the https:// page and the redirect of plain HTTP; a plain client gets no code
   and no token; a certificate for another name, from no authority, or not the trusted
   fingerprint is refused with its reason, and a trusted fingerprint is let in; a client that
   tries TLS falls back to plain TCP only on a server without TLS; a stalled handshake is cut
   by the handshake deadline, and handshakes count in the per-address cap.
     net_tls SERVER_BINARY
   Every wait is bounded (SO_RCVTIMEO, poll timeouts, a 120 s game). */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "client.h"
#include "conn.h"
#include "failcheck.h"
#include "net_modes.h"
#include "sock.h"
#include "tls.h"
#include "tls_fixture.h"

static int failures, checks;
#include "deadline.h"

static void nap_ms(long ms) {
    struct timespec ts = {ms / 1000, ms % 1000 * 1000000};
    nanosleep(&ts, NULL);
}

/* ---- certificates ---------------------------------------------------------------------------- */

/* A certificate its server made itself (a LAN server): no authority signs it. */
static int make_selfmade(const char *name) {
    return sh("cd '%s' && n=%s && openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:P-256 -nodes -keyout $n.key -out $n.pem -days 2 -subj /CN=$n "
              "-addext subjectAltName=DNS:$n 2>/dev/null",
              tmp, name);
}
/* The first certificate of a PEM file's SHA-256 fingerprint as the openssl command says it,
   in net_tls's form (lower case, no colons). */
static void fingerprint_of(const char *pem, char out[NET_TLS_FP_LEN + 1]) {
    char cmd[600], line[256] = "";
    snprintf(cmd, sizeof cmd, "openssl x509 -in '%s/%s' -noout -fingerprint -sha256", tmp, pem);
    FILE *p = popen(cmd, "r");
    if (p && !fgets(line, sizeof line, p)) line[0] = 0;
    if (p) pclose(p);
    size_t n = 0;
    for (const char *s = strchr(line, '='); s && *++s && n < NET_TLS_FP_LEN;)
        if (*s != ':' && *s != '\n') out[n++] = (char)(*s >= 'A' && *s <= 'F' ? *s + 32 : *s);
    out[n] = 0;
}

/* ---- the server ---------------------------------------------------------------------------- */

/* The server on a certificate, at most 6 connections an address (check_stall), or without
   TLS (cert NULL). */
static pid_t start_server(const char *bin, const char *cert, const char *key, const char *log, int *port_out) {
    static const char *const six[] = {"--clients-per-address", "6", NULL};
    return start_server_with(bin, cert, key, log, port_out, cert ? six : NULL);
}

static int dial(int port) {
    const char *why = NULL;
    int fd = net_connect("127.0.0.1", port, 3000, &why);
    if (fd < 0) return -1;
    int fl = fcntl(fd, F_GETFL);
    fcntl(fd, F_SETFL, fl & ~O_NONBLOCK);
    struct timeval tv = {3, 0};
    setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tv, sizeof tv);
    return fd;
}

/* ---- clients ------------------------------------------------------------------------------- */

static net_client_tls checked(const char *name) {
    net_client_tls t = {NET_CLIENT_TLS_REQUIRE, ca, name, NULL};
    return t;
}

/* Polls a client until it is seated or closed (at most 5 s); returns its state. */
static int settle(net_client *c) {
    int64_t until = net_now_ms() + 5000;
    while (c && net_client_state(c) == NET_CLIENT_CONNECTING && net_now_ms() < until) net_client_poll(c, 20);
    return c ? net_client_state(c) : -1;
}

static net_client *create_at(int port, const net_client_tls *t, const char *who) {
    size_t len = 0;
    const char *why = NULL;
    char *setup = net_test_setup_text(4242, 2, &len);
    net_client *c = net_client_connect_tls("127.0.0.1", port, NULL, who, NULL, setup, len, t, &why);
    free(setup);
    settle(c);
    return c;
}

static void finish(net_client *c) {
    if (!c) return;
    net_client_leave(c);
    net_client_poll(c, 20);
    net_client_free(c);
}

/* ---- the checks ---------------------------------------------------------------------------- */

/* A plain client on a TLS server: the refusal, and neither a code nor a token. */
static void check_plain(int port) {
    int fd = dial(port);
    size_t len = 0;
    char *setup = net_test_setup_text(7, 2, &len), head[64], buf[8192];
    int hn = snprintf(head, sizeof head, "citadela-net 4\ncreate Eve\nsetup %zu\n", len);
    if (send(fd, head, (size_t)hn, MSG_NOSIGNAL) < 0 || send(fd, setup, len, MSG_NOSIGNAL) < 0) { /* the reads tell */
    }
    free(setup);
    read_all(fd, buf, sizeof buf);
    close(fd);
    EXPECT(strstr(buf, "refuse tls ") != NULL, "a plain client is refused with `refuse tls` (got: %.80s)", buf);
    EXPECT(!strstr(buf, "\ntable ") && !strstr(buf, "\nwelcome "), "a plain client gets no code and no token");

    net_client *c = create_at(port, NULL, "Plain");
    EXPECT(c && net_client_state(c) == NET_CLIENT_CLOSED && !strcmp(net_client_reason(c), "tls"),
           "the library's plain client is told: reason tls (%s)", c ? net_client_reason(c) : "-");
    finish(c);

    fd = dial(port); /* a browser's plain request: sent to https:// */
    static const char get[] = "GET /index.html?x=1 HTTP/1.1\r\nHost: citadela.test:8443\r\n\r\n";
    if (send(fd, get, sizeof get - 1, MSG_NOSIGNAL) < 0) {
    }
    read_all(fd, buf, sizeof buf);
    close(fd);
    EXPECT(!strncmp(buf, "HTTP/1.1 301 ", 13) && strstr(buf, "\r\nLocation: https://citadela.test:8443/index.html?x=1\r\n"),
           "plain HTTP is redirected to https:// (%.60s)", buf);
}

/* The page over https://, through the library's own TLS client, checked against the name. */
static void check_https(int port) {
    char why[200], buf[4096];
    net_tls_ctx *x = net_tls_client_ctx(ca, why, sizeof why);
    int fd = dial(port);
    net_conn *c = x && fd >= 0 ? net_conn_new(fd, 0) : NULL;
    if (!c) {
        EXPECT(0, "a TLS client for the page (%s)", why);
        net_tls_ctx_free(x);
        return;
    }
    net_conn_set_tls(c, net_tls_client(x, fd, "citadela.test", NULL));
    static const char get[] = "GET / HTTP/1.1\r\nHost: citadela.test\r\n\r\n";
    net_conn_queue(c, get, sizeof get - 1);
    size_t n = 0;
    int64_t until = net_now_ms() + 5000;
    while (net_now_ms() < until && !net_conn_closed(c)) {
        struct pollfd pf = {fd, (short)(POLLIN | (net_conn_wants_write(c) ? POLLOUT : 0)), 0};
        poll(&pf, 1, 50);
        net_conn_flush(c);
        net_tls *t = (net_tls *)net_conn_tls(c);
        net_tls_turn(t, sizeof buf, 64);
        long k = net_tls_recv(t, buf + n, sizeof buf - 1 - n);
        if (k == 0) break;
        if (k > 0) n += (size_t)k;
        if (k < 0 && net_tls_error(t) != PLAT_SOCK_AGAIN && net_tls_error(t) != PLAT_SOCK_INTR) break;
    }
    buf[n] = 0;
    EXPECT(!strncmp(buf, "HTTP/1.1 200 OK\r\n", 17) && strstr(buf, "Cross-Origin-Opener-Policy: same-origin") &&
               strstr(buf, "<title>Citadela</title>"),
           "the page over https:// (%.60s)", buf);
    net_conn_free(c);
    net_tls_ctx_free(x);
}

static uint64_t fnv(const char *s, size_t n) {
    uint64_t h = 1469598103934665603ULL;
    for (size_t i = 0; i < n; i++) h = (h ^ (uint8_t)s[i]) * 1099511628211ULL;
    return h;
}

/* Two checked TLS seats play a table to its end; at move 10 the server is given a broken
   certificate file (kept), at move 20 a new certificate (taken): the table goes on. */
static void check_game(int port, pid_t server, const char *log, const char *first_fp) {
    net_client_tls t = checked("citadela.test");
    size_t len = 0;
    const char *why = NULL;
    char *setup = net_test_setup_text(4242, 2, &len), live[300], newfp[NET_TLS_FP_LEN + 1];
    path_of(live, sizeof live, "live.pem");
    net_client *c[2] = {net_client_connect_tls("127.0.0.1", port, NULL, "Ann", NULL, setup, len, &t, &why), NULL};
    free(setup);
    uint64_t rng[2] = {11, 22};
    int sent_at[2] = {-1, -1}, started = 0, reloads = 0;
    const char *final[2] = {NULL, NULL};
    size_t flen[2] = {0, 0};
    int64_t until = net_now_ms() + 120000;
    while (c[0] && net_now_ms() < until && !(final[0] && final[1])) {
        for (int s = 0; s < 2; s++)
            if (c[s]) net_client_poll(c[s], 5);
        if (!c[1] && net_client_state(c[0]) == NET_CLIENT_SEATED) {
            EXPECT(net_client_secure(c[0]) && !strcmp(net_client_fingerprint(c[0]), first_fp),
                   "the creator's connection is TLS with the server's certificate");
            c[1] = net_client_connect_tls("127.0.0.1", port, net_client_code(c[0]), "Ben", NULL, NULL, 0, &t, &why);
        }
        if (!c[1]) continue;
        if (!started && net_client_seat_state(c[0], 1) == NET_SEAT_HERE) net_client_start(c[0]), started = 1;
        const net_seatview *v0 = net_client_view(c[0]);
        int moves = v0 ? net_seatview_length(v0) : 0;
        if (reloads == 0 && moves >= 10) { /* a broken file: the one in use stays */
            FILE *f = fopen(live, "w");
            if (f) fputs("-----BEGIN CERTIFICATE-----\nbroken\n-----END CERTIFICATE-----\n", f), fclose(f);
            kill(server, SIGHUP);
            reloads = 1;
        }
        if (reloads == 1 && moves >= 20) { /* renewed: the new certificate and key */
            sh("cd '%s' && cp renewed.pem live.pem && cp renewed.key live.key", tmp);
            kill(server, SIGHUP);
            reloads = 2;
        }
        for (int s = 0; s < 2; s++) {
            if (net_client_state(c[s]) == NET_CLIENT_CLOSED) break;
            const net_seatview *v = net_client_view(c[s]);
            const cit_game *g = v ? net_seatview_game(v) : NULL;
            if (v && !final[s]) final[s] = net_seatview_final(v, &flen[s]);
            if (!g || final[s] || cit_game_over(g) || cit_game_pending(g).player != net_client_seat(c[s]) ||
                sent_at[s] == net_seatview_length(v))
                continue;
            cit_move m;
            if (cit_game_playout_move(g, &rng[s], &m) == CIT_OK) net_client_move(c[s], &m), sent_at[s] = net_seatview_length(v);
        }
        if (net_client_state(c[0]) == NET_CLIENT_CLOSED || net_client_state(c[1]) == NET_CLIENT_CLOSED) break;
    }
    EXPECT(c[1] && net_client_seat(c[1]) == 1 && net_client_secure(c[1]), "the second seat joined over TLS (%s)",
           c[1] ? net_client_why(c[1]) : why);
    EXPECT(final[0] && final[1], "both seats got the final save (%s / %s)", c[0] ? net_client_why(c[0]) : why,
           c[1] ? net_client_why(c[1]) : "-");
    EXPECT(reloads == 2, "two SIGHUPs during the game");
    if (final[0] && final[1]) {
        int moves = net_seatview_length(net_client_view(c[1]));
        EXPECT(flen[0] == flen[1] && !memcmp(final[0], final[1], flen[0]), "the same final save on both seats");
        printf("net_tls: a game of %d moves over TLS, final save %016llx\n", moves, (unsigned long long)fnv(final[0], flen[0]));
        EXPECT(moves > 40, "a whole game (%d moves)", moves);
    }
    EXPECT(log_has(log, "kept the certificate in use"), "the broken file was logged and the old certificate kept");
    fingerprint_of("renewed.pem", newfp);
    net_client *n = create_at(port, &t, "Cyd");
    EXPECT(n && net_client_secure(n) && !strcmp(net_client_fingerprint(n), newfp) && strcmp(newfp, first_fp),
           "a connection after the SIGHUP gets the renewed certificate");
    finish(n);
    finish(c[0]);
    finish(c[1]);
}

/* A certificate for another name, from no authority, or not the one trusted: refused with the
   reason the window translates, and nothing of the game sent; a trusted fingerprint opens. */
static void check_refusals(int port, int lan_port, int plain_port, const char *log) {
    net_client_tls t = checked("elsewhere.test");
    net_client *c = create_at(port, &t, "Dan");
    EXPECT(c && net_client_state(c) == NET_CLIENT_CLOSED && !strcmp(net_client_reason(c), "tls-name") &&
               strstr(net_client_why(c), "certificate"),
           "a certificate for another name is refused: %s (%s)", c ? net_client_reason(c) : "-", c ? net_client_why(c) : "-");
    finish(c);
    EXPECT(!log_has(log, "Dan"), "nothing of the refused client reached the server");

    char lanfp[NET_TLS_FP_LEN + 1], bad[NET_TLS_FP_LEN + 1];
    fingerprint_of("lan.test.pem", lanfp);
    t = checked("lan.test");
    c = create_at(lan_port, &t, "Eva");
    EXPECT(c && !strcmp(net_client_reason(c), "tls-untrusted") && !strcmp(net_client_fingerprint(c), lanfp) && lanfp[0],
           "a self-made certificate: untrusted, its fingerprint shown (%s, %s)", c ? net_client_reason(c) : "-",
           c ? net_client_fingerprint(c) : "-");
    finish(c);
    t.pin = lanfp;
    t.name = "192.0.2.1"; /* a pinned certificate stands for the server whatever name it carries */
    c = create_at(lan_port, &t, "Eva");
    EXPECT(c && net_client_state(c) == NET_CLIENT_SEATED && net_client_secure(c), "its fingerprint trusted: seated (%s)",
           c ? net_client_why(c) : "-");
    finish(c);
    memcpy(bad, lanfp, sizeof bad);
    bad[10] = bad[10] == '0' ? '1' : '0';
    t.pin = bad;
    c = create_at(lan_port, &t, "Eva");
    EXPECT(c && !strcmp(net_client_reason(c), "tls-pin"), "another fingerprint than the trusted one: refused (%s)",
           c ? net_client_reason(c) : "-");
    finish(c);
    t.pin = lanfp;
    c = create_at(port, &t, "Eva"); /* the trusted fingerprint is that server's, not any server's */
    EXPECT(c && !strcmp(net_client_reason(c), "tls-pin"), "a pin does not open another server (%s)",
           c ? net_client_reason(c) : "-");
    finish(c);

    t = checked("citadela.test");
    t.mode = NET_CLIENT_TLS_TRY;
    c = create_at(port, &t, "Fay");
    EXPECT(c && net_client_state(c) == NET_CLIENT_SEATED && net_client_secure(c), "TLS tried on a TLS server: TLS (%s)",
           c ? net_client_why(c) : "-");
    finish(c);
    c = create_at(plain_port, &t, "Fay");
    EXPECT(c && net_client_state(c) == NET_CLIENT_SEATED && !net_client_secure(c),
           "TLS tried on a server without it: plain TCP (%s)", c ? net_client_why(c) : "-");
    finish(c);
    t.mode = NET_CLIENT_TLS_REQUIRE;
    c = create_at(plain_port, &t, "Fay");
    EXPECT(c && !strcmp(net_client_reason(c), "tls-none"), "TLS required on a server without it: refused (%s)",
           c ? net_client_reason(c) : "-");
    finish(c);
}

/* A TLS write to a peer that has gone never raises SIGPIPE (the game's window does not
   ignore it): a child with SIGPIPE's default action is refused a wrong code, then writes on. */
static void check_sigpipe(int port) {
    pid_t pid = fork();
    if (pid == 0) {
        signal(SIGPIPE, SIG_DFL);
        net_client_tls t = checked("citadela.test");
        net_client *c = net_client_connect_tls("127.0.0.1", port, "ZZZZZZZZZZ", "Gus", NULL, NULL, 0, &t, NULL);
        settle(c);
        nap_ms(200);
        for (int i = 0; c && i < 20; i++) net_client_send_raw(c, "chat hello\n", 11), nap_ms(10);
        net_client_free(c);
        _exit(c ? 0 : 3);
    }
    int status = 0;
    waitpid(pid, &status, 0);
    EXPECT(WIFEXITED(status) && WEXITSTATUS(status) == 0, "writes over TLS to a closed connection raise no SIGPIPE (status %d)",
           status);
}

/* Handshakes are connections like any other: a stalled one is cut by the handshake deadline,
   and they count in the address's cap (6 here). */
static void check_stall(int port, const char *log) {
    int fd[7];
    static const char part[] = "\x16\x03\x01\x02\x00\x01"; /* a ClientHello's first bytes, then nothing */
    for (int i = 0; i < 7; i++) {
        fd[i] = dial_from(port, "127.0.0.9");
        if (fd[i] >= 0 && send(fd[i], part, sizeof part - 1, MSG_NOSIGNAL) < 0) {
        }
    }
    char b[256];
    ssize_t k = recv(fd[6], b, sizeof b - 1, 0); /* the seventh: turned away at once */
    b[k > 0 ? k : 0] = 0;
    EXPECT(k > 0 && strstr(b, "bye connections"), "a seventh handshake from one address is turned away");
    EXPECT(log_has(log, "too many from this address"), "and logged");
    int64_t t0 = net_now_ms();
    struct pollfd pf = {fd[0], POLLIN, 0};
    int closed = 0;
    while (!closed && waiting_for(t0, 60000, &failures, "the stalled handshake to be cut")) {
        if (poll(&pf, 1, 100) == 1) closed = recv(fd[0], b, sizeof b, 0) <= 0;
    }
    int64_t took = net_now_ms() - t0;
    /* not before the 5 s deadline (a slower machine only cuts it later), and for that reason */
    EXPECT(closed && took >= 3500, "a stalled handshake is cut by the 5 s deadline (%lld ms)", (long long)took);
    nap_ms(300);
    EXPECT(log_has(log, "no table joined in time"), "the cut is logged as the deadline's");
    int bad = dial_from(port, "127.0.0.10"); /* a broken handshake: closed, and logged with its address */
    static const char junk[] = "\x16\x03\x01\x00\x05hello";
    if (bad >= 0 && send(bad, junk, sizeof junk - 1, MSG_NOSIGNAL) < 0) {
    }
    EXPECT(bad >= 0 && read_all(bad, b, sizeof b) < sizeof b, "a broken handshake is closed");
    if (bad >= 0) close(bad);
    nap_ms(300);
    EXPECT(log_has(log, "127.0.0.10: a TLS handshake failed"), "and logged with its address");
    for (int i = 0; i < 7; i++)
        if (fd[i] >= 0) close(fd[i]);
}

int main(int argc, char **argv) {
    if (argc != 2) return fprintf(stderr, "usage: net_tls SERVER_BINARY\n"), 2;
    signal(SIGPIPE, SIG_IGN);
    int made = tls_fixture_begin("net_tls") && make_cert("citadela.test") == 0 && make_selfmade("lan.test") == 0;
    if (made) made = sh("cd '%s' && mv citadela.test.pem first.pem && mv citadela.test.key first.key", tmp) == 0;
    if (made) made = make_cert("citadela.test") == 0 && sh("cd '%s' && mv citadela.test.pem renewed.pem && "
                                                          "mv citadela.test.key renewed.key && cp first.pem live.pem && "
                                                          "cp first.key live.key", tmp) == 0;
    if (!made) {
        fprintf(stderr, "net_tls: the openssl command could not make the test certificates\n");
        return 1;
    }

    char log[300], lanlog[300], plainlog[300], cert[300], key[300], lcert[300], lkey[300], firstfp[NET_TLS_FP_LEN + 1];
    path_of(log, sizeof log, "tls.log");
    path_of(lanlog, sizeof lanlog, "lan.log");
    path_of(plainlog, sizeof plainlog, "plain.log");
    path_of(cert, sizeof cert, "live.pem");
    path_of(key, sizeof key, "live.key");
    path_of(lcert, sizeof lcert, "lan.test.pem");
    path_of(lkey, sizeof lkey, "lan.test.key");
    fingerprint_of("first.pem", firstfp);
    int port = 0, lan_port = 0, plain_port = 0;
    pid_t pid = start_server(argv[1], cert, key, log, &port);
    pid_t lan = start_server(argv[1], lcert, lkey, lanlog, &lan_port);
    pid_t plain = start_server(argv[1], NULL, NULL, plainlog, &plain_port);
    EXPECT(port > 0 && lan_port > 0 && plain_port > 0, "the servers start");
    if (port > 0 && lan_port > 0 && plain_port > 0) {
        check_plain(port);
        check_https(port);
        check_game(port, pid, log, firstfp);
        check_refusals(port, lan_port, plain_port, log);
        check_sigpipe(port);
        check_stall(port, log);
    }
    int ended = stop_server(pid) + stop_server(lan) + stop_server(plain);
    EXPECT(ended == 3, "the servers end well on SIGTERM (%d of 3; see their logs in %s)", ended, tmp);
    tls_fixture_end(failures);
    printf("net_tls: %d passed, %d failed\n", checks - failures, failures); /* the suite's summary line */
    return failures ? 1 : 0;
}
