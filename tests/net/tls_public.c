/* What a public TLS server owes its players, against the real citadela-server over loopback
   (the certificates made at test time, tls_fixture.h) and, for one read's bounds, a server
   connection in this process:
   - a client that completes a TLS 1.3 handshake and then sends KeyUpdate records (no
     application byte ever) faster than they are read is closed as a flood (one log line)
     while a seated player at another table is answered; one read of a connection
     takes at most 64 records and 16 KB off the wire, whatever the records carry;
   - with an RSA certificate, TLS 1.2 offers only ECDHE with AEAD suites, in the server's
     order; a certificate near its end or past it is said at start, on SIGHUP and in the
     status line;
   - https:// answers carry HSTS; a WebSocket upgrade without Host gets 400, one from an
     http:// page of the same host 403; join codes in the log are shortened.
     net_tls_public SERVER_BINARY
   Every wait is bounded (SO_RCVTIMEO, SO_SNDTIMEO, a deadline per check). */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include <openssl/err.h>
#include <openssl/ssl.h>

#include "client.h"
#include "conn.h"
#include "failcheck.h"
#include "net_modes.h"
#include "sock.h"
#include "tls.h"
#include "tls_fixture.h"

static int failures, checks;

static void usleep_ms(long ms) {
    struct timespec ts = {ms / 1000, ms % 1000 * 1000000};
    nanosleep(&ts, NULL);
}

/* ---- a raw OpenSSL client, to send what no client of ours would -------------------------------- */

static SSL_CTX *raw_ctx(void) {
    SSL_CTX *x = SSL_CTX_new(TLS_client_method());
    if (x) SSL_CTX_set_min_proto_version(x, TLS1_3_VERSION), SSL_CTX_load_verify_locations(x, ca, NULL);
    return x;
}

/* A TLS 1.3 session on a blocking socket, the server's certificate checked; NULL if the
   handshake failed. */
static SSL *raw_connect(SSL_CTX *x, int fd) {
    SSL *s = x && fd >= 0 ? SSL_new(x) : NULL;
    if (!s) return NULL;
    SSL_set_fd(s, fd);
    SSL_set_tlsext_host_name(s, "citadela.test");
    SSL_set_verify(s, SSL_VERIFY_PEER, NULL);
    if (SSL_connect(s) != 1) {
        SSL_free(s);
        return NULL;
    }
    return s;
}

/* n KeyUpdate records (no application data), made ahead into memory so that they reach the
   socket faster than any server handles them; *len their bytes. The session's writes go to
   memory from now on; its reads still come from its socket. */
static char *key_updates(SSL *s, int n, size_t *len) {
    BIO *mem = BIO_new(BIO_s_mem());
    if (!mem) return NULL;
    SSL_set0_wbio(s, mem); /* the socket BIO stays, as the read side */
    size_t cap = (size_t)n * 32 + 4096, at = 0;
    char *out = malloc(cap);
    for (int i = 0; out && i < n; i++) {
        if (SSL_key_update(s, SSL_KEY_UPDATE_NOT_REQUESTED) != 1 || SSL_do_handshake(s) != 1) break;
        /* taken out record by record: a memory BIO that only grows grows slowly */
        for (int k; at < cap && (k = BIO_read(mem, out + at, (int)(cap - at))) > 0;) at += (size_t)k;
        *len = at;
        if (i == n - 1) return out;
    }
    free(out);
    return NULL;
}

/* ---- the checks -------------------------------------------------------------------------------- */

/* Enough that the server sees more than 400 in its first second (they are all written at
   once), few enough to make in a second or two under a sanitizer (the server's handshake
   deadline runs meanwhile: 60 s here, as a busy machine's flooder took more than 5). */
#define FLOOD_RECORDS 4000

/* The flooder, in a child: KeyUpdates from 127.0.0.41 until the server closes the
   connection; 0 when it did, 1 when it did not within 30 s of quiet, 2 without a session.
   (It hears no `bye`: a server with --web holds its words until a connection's first bytes
   say whether it is a browser's, and these never do; the log says why it closed.) */
static int flood(int port) {
    SSL_CTX *x = raw_ctx();
    int fd = dial_from(port, "127.0.0.41");
    SSL *s = raw_connect(x, fd);
    size_t len = 0;
    char *recs = s ? key_updates(s, FLOOD_RECORDS, &len) : NULL;
    if (!recs) return 2;
    struct timeval tv = {10, 0};
    setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &tv, sizeof tv);
    for (size_t at = 0; at < len;) {
        ssize_t k = send(fd, recs + at, len - at, MSG_NOSIGNAL);
        if (k <= 0) break; /* closed by the server (or 10 s without room: the read below says) */
        at += (size_t)k;
    }
    free(recs);
    char b[256];
    for (int quiet = 0; quiet < 10; quiet++) { /* 3 s reads (SO_RCVTIMEO) */
        ssize_t k = recv(fd, b, sizeof b, 0);
        if (k == 0 || (k < 0 && errno != EAGAIN && errno != EWOULDBLOCK)) return 0;
    }
    return 1;
}

/* A seated player's chat comes back to it (every seat hears the table's chat), within 60 s
   (a deadline for a slow machine, not a speed). */
static int chat_answered(net_client *c, const char *text) {
    char got[256];
    net_client_chat(c, text);
    for (int i = 0; i < 3000 && net_client_state(c) == NET_CLIENT_SEATED; i++) {
        net_client_poll(c, 20);
        while (net_client_take_chat(c, got, sizeof got) >= 0)
            if (strstr(got, text)) return 1;
    }
    return 0;
}

static void check_key_update_flood(int port, const char *log) {
    net_client_tls t = {NET_CLIENT_TLS_REQUIRE, ca, "citadela.test", NULL};
    size_t len = 0;
    const char *why = NULL;
    char *setup = net_test_setup_text(4242, 2, &len);
    net_client *c = net_client_connect_tls("127.0.0.1", port, NULL, "Ada", NULL, setup, len, &t, &why);
    free(setup);
    for (int i = 0; c && i < 3000 && net_client_state(c) == NET_CLIENT_CONNECTING; i++) net_client_poll(c, 20);
    EXPECT(c && net_client_state(c) == NET_CLIENT_SEATED, "a player sits at a table over TLS (%s)", c ? net_client_why(c) : why);
    char opened[64];
    snprintf(opened, sizeof opened, "table %.4s... opened", c ? net_client_code(c) : "?");
    EXPECT(c && log_has(log, opened) && !log_has(log, net_client_code(c)), "the log names the table by its code shortened");
    pid_t pid = fork();
    if (pid == 0) _exit(flood(port));
    int answered = c && chat_answered(c, "still here during the flood");
    int status = 0;
    for (int i = 0; i < 3000 && waitpid(pid, &status, WNOHANG) == 0; i++) /* the player keeps answering pings */
        if (c) net_client_poll(c, 20);
        else usleep_ms(20);
    EXPECT(WIFEXITED(status) && WEXITSTATUS(status) == 0,
           "the server closes a connection that floods it with KeyUpdates (exit %d: 1 open, 2 no session)",
           WIFEXITED(status) ? WEXITSTATUS(status) : -1);
    EXPECT(answered, "a seated player at another table is answered during the flood");
    EXPECT(c && chat_answered(c, "and after it"), "and after it");
    int floods = log_count(log, "127.0.0.41: closed a connection: more than 400 lines, frames or TLS records");
    int late = log_count(log, "127.0.0.41: closed a connection: no table joined in time");
    EXPECT(floods == 1 && !late, "as a flood, logged once (not by the handshake deadline): %d flood lines, %d deadline lines",
           floods, late);
    if (c) net_client_leave(c), net_client_poll(c, 20);
    net_client_free(c);
}

static void no_msg(void *ctx, net_conn *c, const net_msg *m, const char *blob, size_t bloblen, const char *bad) {
    (void)c, (void)m, (void)blob, (void)bloblen, (void)bad;
    ++*(int *)ctx;
}

/* One read of a server connection takes at most 64 records and 16 KB from the wire, however
   many KeyUpdates wait (a connection in this process over a socket pair). */
static void check_turn_bound(void) {
    char cert[300], key[300], why[200];
    path_of(cert, sizeof cert, "citadela.test.pem");
    path_of(key, sizeof key, "citadela.test.key");
    net_tls_ctx *sx = net_tls_server_ctx(cert, key, why, sizeof why);
    SSL_CTX *cx = raw_ctx();
    int sv[2];
    if (!sx || !cx || socketpair(AF_UNIX, SOCK_STREAM, 0, sv) != 0) {
        EXPECT(0, "a TLS connection over a socket pair (%s)", sx ? "socketpair" : why);
        net_tls_ctx_free(sx), SSL_CTX_free(cx);
        return;
    }
    net_conn *c = net_conn_new(sv[0], 1);
    net_tls *t = net_tls_server(sx, sv[0]);
    net_conn_set_tls(c, t);
    plat_sock_nonblock(sv[1]);
    SSL *s = SSL_new(cx);
    SSL_set_fd(s, sv[1]);
    SSL_set_connect_state(s);
    SSL_set_tlsext_host_name(s, "citadela.test");
    int msgs = 0, done = 0;
    for (int i = 0; i < 200 && !done; i++) {
        done = SSL_do_handshake(s) == 1 && net_tls_get_state(t) == NET_TLS_SECURE;
        net_conn_read(c, no_msg, &msgs);
        net_conn_flush(c);
    }
    EXPECT(done, "the handshake over the socket pair (server %d, client %d)", (int)net_tls_get_state(t),
           SSL_is_init_finished(s));
    size_t len = 0;
    char *recs = done ? key_updates(s, 2000, &len) : NULL;
    size_t sent = 0;
    while (recs && sent < len) {
        ssize_t k = send(sv[1], recs + sent, len - sent, MSG_NOSIGNAL);
        if (k <= 0) break;
        sent += (size_t)k;
    }
    EXPECT(recs && sent == len, "2000 KeyUpdates (%zu bytes) wait in the socket", len);
    unsigned long r0 = net_tls_records(t), b0 = net_tls_raw_in(t);
    net_conn_read(c, no_msg, &msgs);
    unsigned long r1 = net_tls_records(t), b1 = net_tls_raw_in(t);
    EXPECT(r1 - r0 >= 1 && r1 - r0 <= 64 && b1 - b0 <= 16384 && !net_conn_closed(c),
           "one read takes %lu records and %lu bytes (at most 64 and 16384)", r1 - r0, b1 - b0);
    int flood_seen = 0;
    for (int i = 0; i < 200 && net_tls_records(t) - r0 < 2000 && !net_conn_closed(c); i++) {
        net_conn_read(c, no_msg, &msgs);
        flood_seen |= net_conn_lines_now(c) > NET_FLOOD_LINES;
    }
    EXPECT(net_tls_records(t) - r0 == 2000 && !msgs, "the reads that follow take the rest (%lu), and no message",
           net_tls_records(t) - r0);
    EXPECT(flood_seen, "the records count as the flood counter's");
    free(recs);
    SSL_free(s);
    close(sv[1]);
    net_conn_free(c);
    SSL_CTX_free(cx);
    net_tls_ctx_free(sx);
}

/* A request over TLS from `from` and the answer until the server closes or 3 s of quiet. */
static size_t https_ask(int port, const char *from, const char *request, char *out, size_t cap) {
    SSL_CTX *x = raw_ctx();
    int fd = dial_from(port, from);
    SSL *s = raw_connect(x, fd);
    size_t n = 0;
    if (s && SSL_write(s, request, (int)strlen(request)) > 0) {
        size_t got = 0;
        while (n + 1 < cap && SSL_read_ex(s, out + n, cap - 1 - n, &got) == 1) n += got;
    }
    out[n] = 0;
    SSL_free(s);
    SSL_CTX_free(x);
    if (fd >= 0) close(fd);
    return n;
}

#define UPGRADE_HEAD "GET / HTTP/1.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n" \
                     "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n"

/* The page's answers over https:// carry HSTS; a WebSocket upgrade needs a Host, and over
   TLS only the https:// page of that host may open one. */
static void check_web_answers(int port) {
    char b[4096];
    https_ask(port, "127.0.0.51", "GET / HTTP/1.1\r\nHost: citadela.test\r\n\r\n", b, sizeof b);
    EXPECT(!strncmp(b, "HTTP/1.1 200", 12) && strstr(b, "\r\nStrict-Transport-Security: max-age=31536000\r\n"),
           "the page over https:// says Strict-Transport-Security (%.40s)", b);
    https_ask(port, "127.0.0.51", "GET /nothing-here HTTP/1.1\r\nHost: citadela.test\r\n\r\n", b, sizeof b);
    EXPECT(!strncmp(b, "HTTP/1.1 404", 12) && strstr(b, "\r\nStrict-Transport-Security: "), "and so does its 404 (%.40s)", b);
    https_ask(port, "127.0.0.52", UPGRADE_HEAD "\r\n", b, sizeof b);
    EXPECT(!strncmp(b, "HTTP/1.1 400", 12), "a WebSocket upgrade without Host: 400 (%.40s)", b);
    https_ask(port, "127.0.0.52", UPGRADE_HEAD "Host: citadela.test\r\nOrigin: http://citadela.test\r\n\r\n", b, sizeof b);
    EXPECT(!strncmp(b, "HTTP/1.1 403", 12), "wss:// from the http:// page of the same host: 403 (%.40s)", b);
    https_ask(port, "127.0.0.52", UPGRADE_HEAD "Host: citadela.test\r\nOrigin: https://citadela.test\r\n\r\n", b, sizeof b);
    EXPECT(!strncmp(b, "HTTP/1.1 101", 12), "and from its https:// page: 101 (%.40s)", b);
}

/* A TLS 1.2 handshake offering only `suites` to the server on port; 1 if it completes, with
   the suite the server chose in chosen. */
static int tls12_with(int port, const char *suites, char *chosen, size_t cap) {
    SSL_CTX *x = SSL_CTX_new(TLS_client_method());
    int fd = dial_from(port, "127.0.0.61"), ok = 0;
    chosen[0] = 0;
    if (x && SSL_CTX_set_max_proto_version(x, TLS1_2_VERSION) && SSL_CTX_set_cipher_list(x, suites) && fd >= 0) {
        SSL *s = SSL_new(x);
        SSL_set_fd(s, fd);
        SSL_set_tlsext_host_name(s, "rsa.test");
        ok = SSL_connect(s) == 1;
        if (ok) snprintf(chosen, cap, "%s", SSL_get_cipher_name(s));
        SSL_free(s);
    }
    SSL_CTX_free(x);
    if (fd >= 0) close(fd);
    ERR_clear_error();
    return ok;
}

/* With an RSA certificate (certbot's default) TLS 1.2 offers ECDHE with AEAD only, in the
   server's order. */
static void check_rsa_suites(const char *bin) {
    char log[300], cert[300], key[300], chosen[64];
    path_of(log, sizeof log, "rsa.log");
    path_of(cert, sizeof cert, "rsa.test.pem");
    path_of(key, sizeof key, "rsa.test.key");
    int port = 0;
    pid_t pid = make_cert_of("rsa.test", "rsa:2048") == 0 ? start_server_with(bin, cert, key, log, &port, NULL) : -1;
    EXPECT(port > 0, "a server with an RSA certificate starts");
    if (port <= 0) return;
    EXPECT(!tls12_with(port, "AES128-GCM-SHA256:AES256-GCM-SHA384:AES128-SHA256", chosen, sizeof chosen),
           "TLS 1.2 with static RSA key exchange is refused (%s)", chosen);
    EXPECT(!tls12_with(port, "ECDHE-RSA-AES128-SHA:ECDHE-RSA-AES256-SHA", chosen, sizeof chosen),
           "TLS 1.2 with CBC and SHA-1 is refused (%s)", chosen);
    EXPECT(!tls12_with(port, "DHE-RSA-AES128-GCM-SHA256", chosen, sizeof chosen), "finite-field DHE is refused (%s)", chosen);
    EXPECT(tls12_with(port, "ECDHE-RSA-CHACHA20-POLY1305:ECDHE-RSA-AES256-GCM-SHA384:ECDHE-RSA-AES128-GCM-SHA256", chosen,
                      sizeof chosen) &&
               !strcmp(chosen, "ECDHE-RSA-AES128-GCM-SHA256"),
           "ECDHE with AES-GCM is taken, in the server's order, not the client's (%s)", chosen);
    EXPECT(stop_server(pid), "the RSA server ends well");
}

/* A certificate whose end is past (made with `openssl ca`, which takes explicit dates). */
static int make_expired(const char *name) {
    return sh("cd '%s' && n=%s && : >index.txt && echo 1000 >serial && "
              "printf '[ca]\\ndefault_ca=d\\n[d]\\ndatabase=index.txt\\nnew_certs_dir=.\\nserial=serial\\n"
              "default_md=sha256\\npolicy=p\\n[p]\\ncommonName=supplied\\n' >ca.cnf && "
              "openssl req -newkey ec -pkeyopt ec_paramgen_curve:P-256 -nodes -keyout $n.key -out $n.csr -subj /CN=$n "
              "2>/dev/null && openssl ca -batch -config ca.cnf -cert ca.pem -keyfile ca.key -in $n.csr -out $n.pem "
              "-startdate 20250101000000Z -enddate 20250102000000Z -notext 2>/dev/null",
              tmp, name);
}

/* A certificate near its end is said at start and on SIGHUP, and in the status line; an
   expired one too, louder. */
static void check_expiry(const char *bin, pid_t running, const char *running_log) {
    EXPECT(log_has(running_log, "valid until") && log_has(running_log, ": renew it soon") &&
               log_has(running_log, "tables reopened, the TLS certificate ends soon"),
           "a certificate with 2 days left is said at start and in the status line");
    int before = log_count(running_log, ": renew it soon");
    kill(running, SIGHUP);
    for (int i = 0; i < 1200 && log_count(running_log, ": renew it soon") == before; i++) usleep_ms(50);
    EXPECT(log_count(running_log, ": renew it soon") == before + 1, "and again on SIGHUP");
    char log[300], cert[300], key[300];
    path_of(log, sizeof log, "expired.log");
    path_of(cert, sizeof cert, "old.test.pem");
    path_of(key, sizeof key, "old.test.key");
    int port = 0;
    pid_t pid = make_expired("old.test") == 0 ? start_server_with(bin, cert, key, log, &port, NULL) : -1;
    EXPECT(port > 0 && log_has(log, ": EXPIRED, browsers and players refuse it") &&
               log_has(log, "tables reopened, the TLS certificate has EXPIRED"),
           "an expired certificate is said at start and in the status line");
    if (pid > 0) EXPECT(stop_server(pid), "the server with the expired certificate ends well");
}

int main(int argc, char **argv) {
    if (argc != 2) return fprintf(stderr, "usage: net_tls_public SERVER_BINARY\n"), 2;
    signal(SIGPIPE, SIG_IGN);
    if (!tls_fixture_begin("net_tls_public") || make_cert("citadela.test") != 0) {
        fprintf(stderr, "net_tls_public: the openssl command could not make the test certificates\n");
        return 1;
    }
    char log[300], cert[300], key[300];
    path_of(log, sizeof log, "public.log");
    path_of(cert, sizeof cert, "citadela.test.pem");
    path_of(key, sizeof key, "citadela.test.key");
    int port = 0;
    /* The flooder makes its KeyUpdates after its handshake; on a busy machine that took longer
       than the default 5 s handshake deadline, which then closed it before its flood came. */
    static const char *const wait[] = {"--handshake-wait", "60", NULL};
    pid_t pid = start_server_with(argv[1], cert, key, log, &port, wait);
    EXPECT(port > 0, "the server starts");
    if (port > 0) {
        check_key_update_flood(port, log);
        check_web_answers(port);
        check_expiry(argv[1], pid, log);
    }
    check_rsa_suites(argv[1]);
    check_turn_bound();
    EXPECT(stop_server(pid), "the server ends well on SIGTERM (see its log in %s)", tmp);
    tls_fixture_end(failures);
    printf("net_tls_public: %d passed, %d failed\n", checks - failures, failures); /* the suite's summary line */
    return failures ? 1 : 0;
}
