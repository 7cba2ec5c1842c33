/* citadela-server --web against the real binary over loopback: its folder served over HTTP
   (headers, types, a file larger than a connection's output bound, no way out of the
   folder), the WebSocket handshake, a whole game with one seat over TCP and one over
   WebSocket ending with the same final save, and the TCP port's limits applied to
   WebSocket connections the same way (the per-address cap, the handshake's deadline, an
   over-long line), and frames the RFC forbids closed. Without --web the port answers no
   HTTP.
     net_web SERVER_BINARY
   The WebSocket seat is the library's own client (net_client) talking to a bridge child
   that carries its bytes in frames, split, fragmented, as text and with pings between
   them, as a browser may: the game logic is the same, only the transport differs.
   Every wait is bounded (SO_RCVTIMEO, poll timeouts, a 120 s game). */
#define _POSIX_C_SOURCE 200809L
#include <arpa/inet.h>
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
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

static int failures, checks;
static char tmp[256];
static int port;

static void nap_ms(long ms) {
    struct timespec ts = {ms / 1000, ms % 1000 * 1000000};
    nanosleep(&ts, NULL);
}

/* ---- the server ---------------------------------------------------------------------------- */

static pid_t start_server(const char *bin, int web, const char *log, int *port_out) {
    int fds[2];
    if (pipe(fds) != 0) return -1;
    pid_t pid = fork();
    if (pid == 0) {
        dup2(fds[1], 1);
        close(fds[0]);
        int lf = open(log, O_WRONLY | O_CREAT | O_TRUNC, 0600);
        if (lf >= 0) dup2(lf, 2);
        char state[300], www[300];
        snprintf(state, sizeof state, "%s/state", tmp);
        snprintf(www, sizeof www, "%s/www", tmp);
        if (web == 2) /* the minors of issue 85: a name told */
            execl(bin, bin, "--port", "0", "--addr", "127.0.0.1", "--dir", state, "--web", www, "--name", "play.example",
                  "--name", "other.example", "--join-delay", "0", (char *)NULL);
        else if (web)
            execl(bin, bin, "--port", "0", "--addr", "127.0.0.1", "--dir", state, "--web", www, "--clients-per-address",
                  "6", "--join-delay", "0", "--connects-per-address", "100", (char *)NULL); /* a page's many files */
        else
            execl(bin, bin, "--port", "0", "--addr", "127.0.0.1", "--dir", state, (char *)NULL);
        _exit(127);
    }
    close(fds[1]);
    FILE *f = fdopen(fds[0], "r");
    if (!f || fscanf(f, "port %d", port_out) != 1) *port_out = -1;
    if (f) fclose(f);
    return pid;
}

static void stop_server(pid_t pid) {
    kill(pid, SIGTERM);
    waitpid(pid, NULL, 0);
}

/* ---- plain sockets ------------------------------------------------------------------------- */

static int dial(void) {
    const char *why = NULL;
    int fd = net_connect("127.0.0.1", port, 3000, &why);
    if (fd < 0) return -1;
    int fl = fcntl(fd, F_GETFL);
    fcntl(fd, F_SETFL, fl & ~O_NONBLOCK);
    struct timeval tv = {3, 0};
    setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tv, sizeof tv);
    return fd;
}

static void put(int fd, const void *data, size_t n) {
    if (send(fd, data, n, MSG_NOSIGNAL) != (ssize_t)n) { /* a closed peer: the reads tell */
    }
}

/* Reads until the peer closes or 3 s pass without a byte; returns the length (NUL after). */
static size_t read_all(int fd, char *buf, size_t cap) {
    size_t n = 0;
    while (n + 1 < cap) {
        ssize_t k = recv(fd, buf + n, cap - 1 - n, 0);
        if (k <= 0) break;
        n += (size_t)k;
    }
    buf[n] = 0;
    return n;
}

/* Whether the peer closed (EOF) within 3 s, skipping what it sends first. */
static int closes(int fd) {
    char b[4096];
    for (int i = 0; i < 1000; i++) {
        ssize_t k = recv(fd, b, sizeof b, 0);
        if (k == 0) return 1;
        if (k < 0) return errno == ECONNRESET;
    }
    return 0;
}

/* ---- HTTP ---------------------------------------------------------------------------------- */

static char *resp; /* the last response, head and body */
#define RESP_CAP (4 << 20)

/* One request; returns the status (0: no HTTP answer) and points *body past the head. */
static int http(const char *method, const char *target, const char *extra, const char **body, size_t *body_n) {
    int fd = dial();
    if (fd < 0) return 0;
    char req[1024];
    int n = snprintf(req, sizeof req, "%s %s HTTP/1.1\r\nHost: 127.0.0.1:%d\r\n%s\r\n", method, target, port, extra ? extra : "");
    put(fd, req, (size_t)n);
    size_t len = read_all(fd, resp, RESP_CAP);
    close(fd);
    int status = 0;
    if (sscanf(resp, "HTTP/1.1 %d", &status) != 1) return 0;
    char *end = strstr(resp, "\r\n\r\n");
    if (body) *body = end ? end + 4 : resp + len;
    if (body_n) *body_n = end ? len - (size_t)(end + 4 - resp) : 0;
    return status;
}

/* Whether the last response's head has this line (case as the server writes it). */
static int has_header(const char *line) {
    char *end = strstr(resp, "\r\n\r\n");
    char *at = strstr(resp, line);
    return at && end && at < end;
}

static void write_file(const char *rel, const char *data, size_t n) {
    char path[512];
    snprintf(path, sizeof path, "%s/%s", tmp, rel);
    FILE *f = fopen(path, "wb");
    if (f) fwrite(data, 1, n, f), fclose(f);
}

/* The value of a header of the last response ("" when absent). */
static void header_value(const char *name, char *out, size_t cap) {
    char *end = strstr(resp, "\r\n\r\n"), *at = strstr(resp, name);
    out[0] = 0;
    if (!at || !end || at > end) return;
    at += strlen(name);
    char *eol = strstr(at, "\r\n");
    snprintf(out, cap, "%.*s", (int)(eol - at), at);
}

/* Issue 90: a second visit downloads nothing. A hashed name is kept for good; any other is
   asked again and answered 304 while its ETag holds; a brotli or gzip copy made at build
   time goes to a browser that takes it, with Vary, never one older than its file. */
static void check_caching(void) {
    const char *body = NULL;
    size_t bn = 0;
    char etag[128], extra[256], again[128];
    EXPECT(http("GET", "/index.html", NULL, &body, &bn) == 200 && has_header("Cache-Control: no-cache\r\n"),
          "index.html: asked again each time");
    header_value("ETag: ", etag, sizeof etag);
    EXPECT(etag[0] == '"', "index.html has an ETag (%s)", etag);
    snprintf(extra, sizeof extra, "If-None-Match: %s\r\n", etag);
    EXPECT(http("GET", "/", extra, &body, &bn) == 304 && bn == 0 && has_header("Cross-Origin-Embedder-Policy: require-corp\r\n"),
          "its ETag again: 304 Not Modified, no body, the headers the page needs (%zu bytes)", bn);
    EXPECT(http("GET", "/", "If-None-Match: \"0-0\"\r\n", &body, &bn) == 200 && bn == 39, "another ETag: the file");
    EXPECT(http("GET", "/v/game.0123456789ab.js", NULL, &body, &bn) == 200 &&
              has_header("Cache-Control: public, max-age=31536000, immutable\r\n") && !has_header("Content-Encoding"),
          "a hashed name: kept for good; no encoding asked, the file itself");
    EXPECT(bn == 40, "the plain copy (%zu bytes)", bn);
    EXPECT(has_header("Vary: Accept-Encoding\r\n"), "Vary: the copy depends on Accept-Encoding");
    EXPECT(http("GET", "/v/game.0123456789ab.js", "Accept-Encoding: gzip, deflate, br\r\n", &body, &bn) == 200 &&
              has_header("Content-Encoding: br\r\n") && bn == 6 && !memcmp(body, "BROTLI", 6),
          "br accepted: the .br copy");
    header_value("ETag: ", again, sizeof again);
    EXPECT(http("GET", "/v/game.0123456789ab.js", "Accept-Encoding: gzip\r\n", &body, &bn) == 200 &&
              has_header("Content-Encoding: gzip\r\n") && bn == 4 && !memcmp(body, "GZIP", 4),
          "only gzip accepted: the .gz copy");
    header_value("ETag: ", etag, sizeof etag);
    EXPECT(strcmp(etag, again) != 0, "each copy its own ETag (%s, %s)", etag, again);
    snprintf(extra, sizeof extra, "Accept-Encoding: gzip\r\nIf-None-Match: %s\r\n", etag);
    EXPECT(http("GET", "/v/game.0123456789ab.js", extra, &body, &bn) == 304 && has_header("Content-Encoding: gzip\r\n"),
          "the gzip copy's ETag: 304");
    EXPECT(http("HEAD", "/v/game.0123456789ab.js", "Accept-Encoding: br\r\n", &body, &bn) == 200 && bn == 0 &&
              has_header("Content-Length: 6\r\n"),
          "HEAD: the copy's length");
    EXPECT(http("GET", "/linked.js", "Accept-Encoding: gzip\r\n", &body, &bn) == 200 && !has_header("Content-Encoding") &&
              bn == 4 && !strstr(resp, "the secret"),
          "a .gz copy that is a link (out of the folder) is not sent");
    /* a copy older than its file is stale: the file goes */
    struct timespec times[2] = {{0, UTIME_OMIT}, {1000000, 0}};
    char path[600];
    snprintf(path, sizeof path, "%s/www/v/game.0123456789ab.js.br", tmp);
    utimensat(AT_FDCWD, path, times, 0);
    EXPECT(http("GET", "/v/game.0123456789ab.js", "Accept-Encoding: br\r\n", &body, &bn) == 200 &&
              !has_header("Content-Encoding: br") && bn == 40,
          "a .br copy older than its file is not sent");
}

static void check_http(void) {
    const char *body = NULL;
    size_t bn = 0;
    static const char page[] = "<!doctype html><title>Citadela</title>\n";
    EXPECT(http("GET", "/", NULL, &body, &bn) == 200, "GET / answers 200");
    EXPECT(bn == sizeof page - 1 && !memcmp(body, page, bn), "GET / is index.html");
    EXPECT(has_header("Content-Type: text/html"), "index.html is text/html");
    EXPECT(has_header("Cross-Origin-Opener-Policy: same-origin\r\n"), "COOP same-origin");
    EXPECT(has_header("Cross-Origin-Embedder-Policy: require-corp\r\n"), "COEP require-corp");
    EXPECT(has_header("Content-Length: 39\r\n"), "Content-Length");
    /* bigger than NET_OUT_MAX: the file is sent a part at a time as the socket takes it */
    size_t big = 1000003;
    char *wasm = malloc(big);
    for (size_t i = 0; wasm && i < big; i++) wasm[i] = (char)(i * 7 + i / 251);
    EXPECT(http("GET", "/game.wasm", NULL, &body, &bn) == 200 && has_header("Content-Type: application/wasm\r\n"),
          "a .wasm file is application/wasm");
    EXPECT(wasm && bn == big && !memcmp(body, wasm, big), "a 1 MB file arrives whole (%zu bytes)", bn);
    free(wasm);
    EXPECT(http("GET", "/game.js?v=1", NULL, &body, &bn) == 200 && has_header("Content-Type: text/javascript\r\n"),
          "a .js file (with a query) is text/javascript");
    EXPECT(http("HEAD", "/index.html", NULL, &body, &bn) == 200 && bn == 0 && has_header("Content-Length: 39\r\n"),
          "HEAD: the length, no body");
    EXPECT(http("GET", "/sub/", NULL, &body, &bn) == 200 && bn == 4 && !memcmp(body, "sub\n", 4), "a folder's index.html");
    EXPECT(http("GET", "/nothing-here.js", NULL, NULL, NULL) == 404, "a missing file: 404");
    static const char *const escapes[] = {"/../secret.txt",     "/%2e%2e/secret.txt", "/%2E%2E/secret.txt",
                                          "/sub/../../secret.txt", "/.%2e/secret.txt",  "/link-out.txt",
                                          "/sub%2f..%2f..%2fsecret.txt", "/..%5csecret.txt", "http://x/../secret.txt"};
    for (size_t i = 0; i < sizeof escapes / sizeof *escapes; i++) {
        int st = http("GET", escapes[i], NULL, &body, &bn);
        EXPECT(st == 403 || st == 404, "%s refused (%d)", escapes[i], st);
        EXPECT(!strstr(resp, "the secret"), "%s does not leak the file outside", escapes[i]);
    }
    EXPECT(http("GET", "/link-in.txt", NULL, &body, &bn) == 200 && bn == 4, "a link inside the folder is served");
    static const char *const methods[] = {"DELETE", "OPTIONS", "POST", "PUT", "PATCH"};
    for (size_t i = 0; i < sizeof methods / sizeof *methods; i++)
        EXPECT(http(methods[i], "/index.html", NULL, NULL, NULL) == 405 && has_header("\r\nAllow: GET, HEAD\r\n"),
               "%s: 405 with Allow", methods[i]);
    EXPECT(http("GET", "/index.html", NULL, NULL, NULL) == 200 &&
               has_header("\r\nContent-Security-Policy: frame-ancestors 'none'\r\n") &&
               has_header("\r\nReferrer-Policy: no-referrer\r\n") && has_header("\r\nX-Frame-Options: DENY\r\n"),
           "a page may not be framed by another site nor tell it its address (CSP, Referrer-Policy)");
    EXPECT(http("GET", "/nothing", NULL, NULL, NULL) == 404 && has_header("\r\nContent-Security-Policy: frame-ancestors 'none'\r\n"),
           "an error page neither");
    check_caching();
    /* a head that never ends is cut at its bound */
    int fd = dial();
    char junk[2048];
    memset(junk, 'a', sizeof junk);
    put(fd, "GET / HTTP/1.1\r\nX: ", 19);
    for (int i = 0; i < 5; i++) put(fd, junk, sizeof junk);
    size_t n = read_all(fd, resp, RESP_CAP);
    EXPECT(n > 12 && !strncmp(resp, "HTTP/1.1 431", 12), "an over-long request head: 431");
    close(fd);
}

/* ---- WebSocket, the test's own client -------------------------------------------------------- */

/* The handshake with RFC 6455's example key; returns the socket on 101 (the answer in resp). */
static int ws_open_with(const char *origin, const char *version) {
    int fd = dial();
    if (fd < 0) return -1;
    char req[1024];
    int n = snprintf(req, sizeof req,
                     "GET / HTTP/1.1\r\nHost: 127.0.0.1:%d\r\nUpgrade: websocket\r\nConnection: keep-alive, Upgrade\r\n"
                     "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: %s\r\n"
                     "Sec-WebSocket-Protocol: binary\r\n%s%s%s\r\n",
                     port, version, origin ? "Origin: " : "", origin ? origin : "", origin ? "\r\n" : "");
    put(fd, req, (size_t)n);
    size_t got = 0;
    while (got + 1 < 4096 && !(got >= 4 && !memcmp(resp + got - 4, "\r\n\r\n", 4))) { /* the head, byte by byte */
        if (recv(fd, resp + got, 1, 0) != 1) break;
        got++;
    }
    resp[got] = 0;
    if (strncmp(resp, "HTTP/1.1 101 ", 13)) {
        close(fd);
        return -1;
    }
    return fd;
}

static int ws_open(void) {
    char origin[64];
    snprintf(origin, sizeof origin, "http://127.0.0.1:%d", port);
    return ws_open_with(origin, "13");
}

static uint32_t mask_seed = 12345;

/* A client frame: masked unless told not to. */
static void ws_send(int fd, int first, int fin, int masked, const void *data, size_t n) {
    uint8_t h[14], *buf = malloc(n + 14);
    size_t hn = 2;
    h[0] = (uint8_t)((fin ? 0x80 : 0) | first);
    if (n < 126) h[1] = (uint8_t)n;
    else if (n < 65536) h[1] = 126, h[2] = (uint8_t)(n >> 8), h[3] = (uint8_t)n, hn = 4;
    else {
        h[1] = 127;
        for (int i = 0; i < 8; i++) h[2 + i] = (uint8_t)((uint64_t)n >> (56 - 8 * i));
        hn = 10;
    }
    uint8_t m[4] = {0};
    if (masked) {
        h[1] |= 0x80;
        for (int i = 0; i < 4; i++) mask_seed = mask_seed * 1103515245u + 12345u, m[i] = (uint8_t)(mask_seed >> 16);
        memcpy(h + hn, m, 4);
        hn += 4;
    }
    memcpy(buf, h, hn);
    for (size_t i = 0; i < n; i++) buf[hn + i] = (uint8_t)(((const uint8_t *)data)[i] ^ m[i & 3]);
    put(fd, buf, hn + n);
    free(buf);
}

static int read_n(int fd, uint8_t *to, size_t n) {
    for (size_t got = 0; got < n;) {
        ssize_t k = recv(fd, to + got, n - got, 0);
        if (k <= 0) return 0;
        got += (size_t)k;
    }
    return 1;
}

/* One server frame: its opcode (-1 on EOF or a timeout), payload into buf (cut at cap). */
static int ws_recv(int fd, uint8_t *buf, size_t cap, size_t *len) {
    uint8_t h[8];
    if (!read_n(fd, h, 2)) return -1;
    if (h[1] & 0x80) return -2; /* a server never masks */
    int op = h[0] & 15;
    uint64_t n = h[1] & 127;
    if (n == 126 && read_n(fd, h, 2)) n = (uint64_t)h[0] << 8 | h[1];
    else if (n == 127 && read_n(fd, h, 8)) {
        n = 0;
        for (int i = 0; i < 8; i++) n = n << 8 | h[i];
    }
    if (n > (1u << 24)) return -2;
    uint8_t *p = malloc(n + 1);
    int ok = p && read_n(fd, p, (size_t)n);
    size_t keep = n < cap ? (size_t)n : cap;
    if (ok) memcpy(buf, p, keep);
    free(p);
    *len = keep;
    return ok ? op : -1;
}

/* The next data frame's payload as text (control frames skipped); "" on EOF. */
static const char *ws_text(int fd) {
    static char t[2048];
    size_t n = 0;
    for (int i = 0; i < 8; i++) {
        int op = ws_recv(fd, (uint8_t *)t, sizeof t - 1, &n);
        if (op < 0) break;
        if (op == 1 || op == 2) {
            t[n] = 0;
            return t;
        }
    }
    return "";
}

/* Whether the server ends the connection with a close frame of `code` and then EOF. */
static int ws_closed_with(int fd, int code) {
    uint8_t b[256];
    size_t n = 0;
    for (int i = 0; i < 16; i++) {
        int op = ws_recv(fd, b, sizeof b, &n);
        if (op < 0) return 0;
        if (op == 8) return n >= 2 && (b[0] << 8 | b[1]) == code && closes(fd);
    }
    return 0;
}

static void check_handshake(void) {
    int fd = ws_open();
    EXPECT(fd >= 0, "the WebSocket handshake answers 101");
    EXPECT(strstr(resp, "\r\nSec-WebSocket-Accept: s3pPLMBiTxaQ9kYGzzhZRbK+xOo=\r\n") != NULL,
          "Sec-WebSocket-Accept is RFC 6455's example answer");
    EXPECT(strstr(resp, "\r\nSec-WebSocket-Protocol: binary\r\n") != NULL, "the binary subprotocol echoed");
    EXPECT(!strcmp(ws_text(fd), "citadela-net 4\n"), "the greeting comes in a frame");
    close(fd);
    EXPECT(ws_open_with("http://evil.example", "13") < 0 && !strncmp(resp, "HTTP/1.1 403", 12),
          "another site's page is refused (Origin)");
    fd = ws_open_with(NULL, "13");
    EXPECT(fd >= 0, "no Origin (not a browser): accepted");
    if (fd >= 0) close(fd);
    EXPECT(ws_open_with(NULL, "8") < 0 && strstr(resp, "426") && strstr(resp, "Sec-WebSocket-Version: 13"),
          "another version: 426 with the one spoken");
}

/* A WebSocket that got its greeting sends `bytes` (a frame written by hand when masked is
   -1) and must then be closed with `code`. */
static void closed_after(const void *bytes, size_t n, int masked, int code, const char *what) {
    int fd = ws_open();
    ws_text(fd);
    if (masked < 0) put(fd, bytes, n);
    else ws_send(fd, 2, 1, masked, bytes, n);
    EXPECT(ws_closed_with(fd, code), "%s: closed (%d)", what, code);
    close(fd);
}

/* Frames the RFC forbids, and one beyond the bound, close the connection; a ping is
   answered, a close frame too. */
static void check_bad_frames(void) {
    closed_after("citadela-net 4\n", 15, 0, 1002, "an unmasked client frame");
    static const uint8_t big[14] = {0x82, 0x80 | 127, 0, 0, 0, 0, 0, 0x10, 0, 0, 1, 2, 3, 4}; /* 1 MB claimed */
    closed_after(big, sizeof big, -1, 1009, "a frame over the bound");
    static const uint8_t cont[7] = {0x80, 0x81, 1, 2, 3, 4, 'x' ^ 1};
    closed_after(cont, sizeof cont, -1, 1002, "a continuation of no message");
    int fd;
    fd = ws_open();
    ws_text(fd);
    ws_send(fd, 9, 1, 1, "are you there", 13);
    uint8_t b[64];
    size_t n = 0;
    EXPECT(ws_recv(fd, b, sizeof b, &n) == 10 && n == 13 && !memcmp(b, "are you there", 13), "a ping: its pong");
    ws_send(fd, 8, 1, 1, "\x03\xe8", 2);
    EXPECT(ws_recv(fd, b, sizeof b, &n) == 8 && n == 2 && b[0] == 3 && b[1] == 0xe8 && closes(fd),
          "a close frame: answered and closed");
    close(fd);
}

/* The limits of the TCP port on WebSocket connections: the per-address cap turns a
   WebSocket away with the TCP port's very bytes (nothing is read before), the handshake's
   deadline says `bye timeout`, an over-long line closes both alike. */
static void check_limits(const char *log) {
    int held[6], n = 0;
    for (int i = 0; i < 6; i++)
        if ((held[n] = ws_open()) >= 0) ws_text(held[n++]);
    EXPECT(n == 6, "six WebSocket connections (the cap)");
    char tcp_bytes[256], ws_bytes[256];
    int fd = dial();
    read_all(fd, tcp_bytes, sizeof tcp_bytes);
    close(fd);
    EXPECT(!strcmp(tcp_bytes, "citadela-net 4\nbye connections\n"), "a 7th TCP connection: bye connections");
    EXPECT(ws_open() < 0, "a 7th WebSocket connection: no handshake");
    memcpy(ws_bytes, resp, sizeof ws_bytes);
    ws_bytes[sizeof ws_bytes - 1] = 0;
    EXPECT(!strcmp(ws_bytes, tcp_bytes), "the WebSocket one was turned away with the same bytes as TCP");
    for (int i = 1; i < n; i++) close(held[i]);
    /* held[0] greeted and joined nothing: the handshake deadline (5 s) */
    ws_send(held[0], 2, 1, 1, "citadela-net 4\n", 15);
    struct timeval tv = {7, 0};
    setsockopt(held[0], SOL_SOCKET, SO_RCVTIMEO, &tv, sizeof tv);
    const char *said = "";
    for (int i = 0; i < 10 && (said = ws_text(held[0]))[0] && !strncmp(said, "ping ", 5);) /* keep-alive */
        i++;
    EXPECT(!strcmp(said, "bye timeout\n"), "a WebSocket seat that joins nothing: bye timeout (%s)", said);
    EXPECT(ws_closed_with(held[0], 1001), "then the close frame and the end");
    close(held[0]);
    /* an over-long line: the TCP port closes it, the WebSocket port alike */
    char line[1100];
    memset(line, 'x', sizeof line);
    fd = dial();
    put(fd, "citadela-net 4\n", 15);
    put(fd, line, sizeof line);
    EXPECT(closes(fd), "an over-long line over TCP: closed");
    close(fd);
    fd = ws_open();
    ws_text(fd);
    ws_send(fd, 2, 1, 1, "citadela-net 4\n", 15);
    ws_send(fd, 2, 0, 1, line, 600);
    ws_send(fd, 0, 1, 1, line, 500); /* the line split over two fragments */
    EXPECT(ws_closed_with(fd, 1001), "an over-long line over WebSocket: closed");
    close(fd);
    /* the log names the WebSocket peers by address like the TCP ones */
    char text[8192] = "";
    FILE *f = fopen(log, "r");
    if (f) text[fread(text, 1, sizeof text - 1, f)] = 0, fclose(f);
    EXPECT(strstr(text, "127.0.0.1: refused a connection: too many from this address") != NULL, "the cap is logged");
    EXPECT(strstr(text, "127.0.0.1: closed a connection: no table joined in time") != NULL, "the deadline is logged");
}

/* ---- issue 85's minors (a server with --name) ----------------------------------------------- */

/* A request written whole; returns the answer's status (0: none; the answer in resp). */
static int raw_status(const char *req) {
    int fd = dial();
    if (fd < 0) return 0;
    put(fd, req, strlen(req));
    read_all(fd, resp, RESP_CAP);
    close(fd);
    int status = 0;
    return sscanf(resp, "HTTP/1.1 %d", &status) == 1 ? status : 0;
}

/* An upgrade request with these Host, target, key and version; returns the status. */
static int upgrade_status(const char *host, const char *target, const char *key, const char *version) {
    char req[1024];
    snprintf(req, sizeof req,
             "GET %s HTTP/1.1\r\nHost: %s\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: %s\r\n"
             "Sec-WebSocket-Version: %s\r\n\r\n",
             target, host, key, version);
    return raw_status(req);
}

/* The answer to a close frame with this payload: the code sent back (0: none, -1: no close). */
static int close_answer(const void *payload, size_t n) {
    int fd = ws_open_with(NULL, "13");
    if (fd < 0) return -1;
    ws_text(fd);
    ws_send(fd, 8, 1, 1, payload, n);
    uint8_t b[256];
    size_t got = 0;
    int op = ws_recv(fd, b, sizeof b, &got);
    close(fd);
    return op != 8 ? -1 : got >= 2 ? b[0] << 8 | b[1] : 0;
}

/* The server answers only to the names it is told (DNS rebinding: a page of another site
   whose name now points at the server) and to IP addresses; the handshake takes only the
   game's path, a real key and version 13. */
static void check_names_and_handshake(void) {
    char req[512];
    static const char *const hosts[] = {"evil.example", "evil.example:7447", "play.example.evil.example", "", "play.example:x"};
    for (size_t i = 0; i < sizeof hosts / sizeof *hosts; i++) {
        snprintf(req, sizeof req, "GET /index.html HTTP/1.1\r\nHost: %s\r\n\r\n", hosts[i]);
        int st = raw_status(req);
        EXPECT(st == (hosts[i][0] ? 421 : 400), "a page asked as '%s': refused (%d)", hosts[i], st);
        EXPECT(upgrade_status(hosts[i], "/", "dGhlIHNhbXBsZSBub25jZQ==", "13") != 101, "a WebSocket asked as '%s': refused",
               hosts[i]);
    }
    EXPECT(upgrade_status("evil.example", "/", "dGhlIHNhbXBsZSBub25jZQ==", "13") == 421,
           "a rebound name's WebSocket: 421 (with an Origin of the same name it passed before)");
    static const char *const good[] = {"play.example", "PLAY.example:8080", "other.example.", "127.0.0.1", "127.0.0.1:9",
                                       "[::1]:7447", "[::1]"};
    for (size_t i = 0; i < sizeof good / sizeof *good; i++) {
        snprintf(req, sizeof req, "GET /index.html HTTP/1.1\r\nHost: %s\r\n\r\n", good[i]);
        EXPECT(raw_status(req) == 200, "a page asked as '%s': served", good[i]);
    }
    EXPECT(upgrade_status("play.example", "/", "dGhlIHNhbXBsZSBub25jZQ==", "13") == 101, "the game's socket by its name: 101");
    EXPECT(upgrade_status("play.example", "/game", "dGhlIHNhbXBsZSBub25jZQ==", "13") == 404, "another path: 404");
    EXPECT(upgrade_status("play.example", "/index.html", "dGhlIHNhbXBsZSBub25jZQ==", "13") == 404, "a page's path: 404");
    EXPECT(upgrade_status("play.example", "/", "!!!!!!!!!!!!!!!!!!!!!!==", "13") == 400, "a key not base64: 400");
    EXPECT(upgrade_status("play.example", "/", "dGhlIHNhbXBsZSBub25jZR==", "13") == 400, "a key not 16 bytes: 400");
    EXPECT(upgrade_status("play.example", "/", "dGhlIHNhbXBsZSBub25jZQ=", "13") == 400, "a key cut short: 400");
    EXPECT(upgrade_status("play.example", "/", "dGhlIHNhbXBsZSBub25jZQ==", "013") == 426, "version 013: 426");
    EXPECT(upgrade_status("play.example", "/", "dGhlIHNhbXBsZSBub25jZQ==", "13, 8") == 426, "a list of versions: 426");
}

/* Close codes (RFC 6455 7.4): a valid one comes back, none for none, a code only reports
   may carry (1005, 1006, 1015), an unassigned one or a lone byte gets 1002, a reason not
   UTF-8 1007; a text message not UTF-8 is closed with 1007, one split inside a character
   across frames is not. */
static void check_close_codes(void) {
    EXPECT(close_answer("\x03\xe8", 2) == 1000, "close 1000: 1000 back");
    EXPECT(close_answer("\x0b\xb8", 2) == 3000, "close 3000: 3000 back");
    EXPECT(close_answer("", 0) == 0, "a close without a code: none back");
    static const unsigned bad[] = {1005, 1006, 1015, 999, 1004, 1016, 2999, 5000, 65535};
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        uint8_t p[2] = {(uint8_t)(bad[i] >> 8), (uint8_t)bad[i]};
        EXPECT(close_answer(p, 2) == 1002, "close %u: 1002 back, not the code", bad[i]);
    }
    EXPECT(close_answer("\x03", 1) == 1002, "a close with one byte: 1002");
    EXPECT(close_answer("\x03\xe8\xc0\xaf", 4) == 1007, "a close whose reason is not UTF-8: 1007");
    static const char *const texts[] = {"\xc0\xaf", "\xed\xa0\x80", "\xf4\x90\x80\x80", "abc\xff", "\xe2\x82"};
    for (size_t i = 0; i < sizeof texts / sizeof *texts; i++) {
        int fd = ws_open_with(NULL, "13");
        ws_text(fd);
        ws_send(fd, 1, 1, 1, texts[i], strlen(texts[i]));
        EXPECT(ws_closed_with(fd, 1007), "a text message not UTF-8 (%zu): closed with 1007", i);
        close(fd);
    }
    int fd = ws_open_with(NULL, "13");
    ws_text(fd);
    ws_send(fd, 1, 0, 1, "citadela-net 4\nchat caf\xc3", 24);
    ws_send(fd, 0, 1, 1, "\xa9\n", 2);
    const char *said = ws_text(fd);
    EXPECT(!strncmp(said, "error state", 11), "a text message split inside a character: read whole (%s)", said);
    close(fd);
}

/* A reader far below NET_WEB_MIN_RATE (4 KB a second) is closed within two windows. */
static void check_slow_reader(void) {
    size_t big = 8 << 20;
    char *data = calloc(1, big);
    if (data) write_file("www/big.bin", data, big);
    free(data);
    int fd = socket(AF_INET, SOCK_STREAM, 0), small = 4096;
    setsockopt(fd, SOL_SOCKET, SO_RCVBUF, &small, sizeof small);
    struct sockaddr_in a = {0};
    a.sin_family = AF_INET;
    a.sin_port = htons((uint16_t)port);
    inet_pton(AF_INET, "127.0.0.1", &a.sin_addr);
    if (connect(fd, (struct sockaddr *)&a, sizeof a) != 0) {
        EXPECT(0, "a connection for the slow reader");
        close(fd);
        return;
    }
    put(fd, "GET /big.bin HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", 42);
    struct timeval tv = {0, 300000};
    setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tv, sizeof tv);
    struct timespec t0, t1;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    long got = 0;
    char b[1024];
    int reads = 0, closed = 0;
    for (; reads < 160 && !closed; reads++) { /* a read of at most 1 KB every 250 ms or more: 4 KB/s at most */
        ssize_t k = recv(fd, b, sizeof b, 0);
        closed = k == 0 || (k < 0 && errno != EAGAIN && errno != EWOULDBLOCK);
        if (k > 0) got += k;
        if (!closed) nap_ms(250);
    }
    clock_gettime(CLOCK_MONOTONIC, &t1);
    double secs = (double)(t1.tv_sec - t0.tv_sec) + (double)(t1.tv_nsec - t0.tv_nsec) / 1e9;
    printf("  a reader of 4 KB/s was closed after %.1f s and %d reads, having read %ld bytes of %zu\n", secs, reads, got,
           big);
    /* Within two windows: by the 100th read (25 s at the reader's fastest; a slower machine
       reads less often, never more), and not before the first window ended (9 s: a slower
       machine only closes it later). */
    EXPECT(closed && reads <= 100 && secs >= 9 && got < (long)big,
           "a slow reader is closed after one or two windows (%.1f s, %d reads)", secs, reads);
    close(fd);
}

/* Another site's page making the player's browser fetch <img> after <img> from the server
   (20 a second) does not spend the player's address's connections. */
static void check_images(void) {
    int in = 0, tries = 0;
    for (int i = 0; i < 80; i++) { /* 4 s */
        int fd = dial();
        if (fd >= 0) put(fd, "GET /index.html HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", 46), close(fd);
        if (i % 5 == 0) { /* the player's own connection, 4 a second */
            char b[64] = "";
            fd = dial();
            put(fd, "citadela-net 4\n", 15);
            ssize_t k = fd >= 0 ? recv(fd, b, sizeof b - 1, 0) : 0;
            if (k > 0) b[k] = 0;
            nap_ms(20);
            k = fd >= 0 ? recv(fd, b + (k > 0 ? k : 0), sizeof b - 1 - (size_t)(k > 0 ? k : 0), MSG_DONTWAIT) : 0;
            in += !strstr(b, "bye") && !strncmp(b, "citadela-net 4\n", 15);
            tries++;
            if (fd >= 0) close(fd);
        }
        nap_ms(50);
    }
    EXPECT(in == tries, "amid 20 <img> requests a second the player's connections get in (%d of %d)", in, tries);
}

/* Page requests have a budget of their own (60, then 20 a second): 200 one after another
   (each given back its accept once answered, so the accept budget is not what stops them)
   overrun it. */
static void check_pages_budget(const char *log) {
    for (int i = 0; i < 200; i++) {
        int fd = dial();
        if (fd < 0) continue;
        put(fd, "GET /index.html HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", 46);
        read_all(fd, resp, RESP_CAP);
        close(fd);
        nap_ms(5);
    }
    nap_ms(300);
    char text[1 << 16] = "";
    FILE *f = fopen(log, "r");
    if (f) text[fread(text, 1, sizeof text - 1, f)] = 0, fclose(f);
    EXPECT(strstr(text, "127.0.0.1: closed a connection: page requests too fast") != NULL,
           "200 page requests in a row from one address overrun its pages budget (logged)");
}

static void check_minors(const char *bin, const char *log) {
    pid_t pid = start_server(bin, 2, log, &port);
    EXPECT(port > 0, "the server with --web and --name starts");
    if (port > 0) {
        check_names_and_handshake();
        check_close_codes();
        check_images();
        check_slow_reader();
        check_pages_budget(log);
    }
    stop_server(pid);
}

/* ---- a game: one seat over TCP, one over WebSocket -------------------------------------------- */

/* The bridge: takes one TCP connection (the library's client) and carries its bytes over a
   WebSocket to the server, varying the frames as a browser may; exits 0 once either side
   closed, having seen a pong for each of its pings. */
static void bridge(int lfd) {
    struct pollfd pa = {lfd, POLLIN, 0};
    if (poll(&pa, 1, 10000) != 1) _exit(2);
    int cfd = accept(lfd, NULL, NULL), wfd = ws_open();
    if (cfd < 0 || wfd < 0) _exit(3);
    int pings = 0, pongs = 0;
    unsigned turn = 0;
    uint8_t b[1 << 17];
    int64_t until = net_now_ms() + 120000;
    while (net_now_ms() < until) {
        struct pollfd pf[2] = {{cfd, POLLIN, 0}, {wfd, POLLIN, 0}};
        if (poll(pf, 2, 1000) <= 0) continue;
        if (pf[0].revents) {
            ssize_t k = recv(cfd, b, sizeof b, 0);
            if (k <= 0) break;
            size_t n = (size_t)k;
            switch (turn++ % 4) {
            case 0: ws_send(wfd, 2, 1, 1, b, n); break;
            case 1: ws_send(wfd, 1, 1, 1, b, n); break; /* text frames carry the protocol too */
            case 2:                                     /* fragmented, a ping between the parts */
                ws_send(wfd, 2, 0, 1, b, n / 2);
                ws_send(wfd, 9, 1, 1, "p", 1), pings++;
                ws_send(wfd, 0, 1, 1, b + n / 2, n - n / 2);
                break;
            default: /* a byte at a time for a short one */
                if (n < 64)
                    for (size_t i = 0; i < n; i++) ws_send(wfd, 2, 1, 1, b + i, 1);
                else ws_send(wfd, 2, 1, 1, b, n);
            }
        }
        if (pf[1].revents) {
            size_t n = 0;
            int op = ws_recv(wfd, b, sizeof b, &n);
            if (op < 0 || op == 8) {
                if (getenv("NET_WEB_DEBUG")) fprintf(stderr, "bridge: frame %d (%.*s)\n", op, (int)n, (const char *)b);
                break;
            }
            if (op == 10) pongs++;
            else if (op == 1 || op == 2) put(cfd, b, n);
        }
    }
    if (getenv("NET_WEB_DEBUG")) fprintf(stderr, "bridge: %d pings, %d pongs, %u writes\n", pings, pongs, turn);
    _exit(pings > 0 && pongs == pings ? 0 : 4);
}

static uint64_t fnv(const char *s, size_t n) {
    uint64_t h = 1469598103934665603ULL;
    for (size_t i = 0; i < n; i++) h = (h ^ (uint8_t)s[i]) * 1099511628211ULL;
    return h;
}

static void check_game(void) {
    int lfd[2], bport = 0;
    const char *why = NULL;
    if (net_listen("127.0.0.1", 0, lfd, &bport, &why) != 1) {
        EXPECT(0, "the bridge listens");
        return;
    }
    pid_t bp = fork();
    if (bp == 0) bridge(lfd[0]);
    close(lfd[0]);
    size_t len = 0;
    char *setup = net_test_setup_text(4242, 2, &len);
    net_client *c[2] = {net_client_connect("127.0.0.1", port, NULL, "Tcp", NULL, setup, len, &why), NULL};
    free(setup);
    uint64_t rng[2] = {11, 22};
    int sent_at[2] = {-1, -1}, started = 0;
    const char *final[2] = {NULL, NULL};
    size_t flen[2] = {0, 0};
    int64_t until = net_now_ms() + 120000;
    while (c[0] && net_now_ms() < until && !(final[0] && final[1])) {
        for (int s = 0; s < 2; s++)
            if (c[s]) net_client_poll(c[s], 5);
        if (!c[1] && net_client_state(c[0]) == NET_CLIENT_SEATED) /* the WebSocket seat joins by the code */
            c[1] = net_client_connect("127.0.0.1", bport, net_client_code(c[0]), "Browser", NULL, NULL, 0, &why);
        if (!c[1]) continue;
        if (!started && net_client_seat_state(c[0], 1) == NET_SEAT_HERE) net_client_start(c[0]), started = 1;
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
        if (c[1] && net_client_state(c[1]) == NET_CLIENT_CLOSED) break;
    }
    EXPECT(c[1] && net_client_seat(c[1]) == 1, "the WebSocket seat sat at seat 1 (%s)", c[1] ? net_client_why(c[1]) : why);
    EXPECT(final[0] && final[1], "both seats got the final save (tcp: %s, ws: %s)", c[0] ? net_client_why(c[0]) : "-",
          c[1] ? net_client_why(c[1]) : "-");
    if (final[0] && final[1]) {
        int moves = net_seatview_length(net_client_view(c[1]));
        EXPECT(flen[0] == flen[1] && !memcmp(final[0], final[1], flen[0]), "the same final save on both seats");
        printf("net_web: a game of %d moves, TCP seat %016llx, WebSocket seat %016llx\n", moves,
               (unsigned long long)fnv(final[0], flen[0]), (unsigned long long)fnv(final[1], flen[1]));
        EXPECT(moves > 40, "a whole game (%d moves)", moves);
    }
    for (int s = 0; s < 2; s++) {
        if (!c[s]) continue;
        net_client_leave(c[s]);
        net_client_poll(c[s], 50);
        net_client_free(c[s]);
    }
    int status = 0;
    for (int i = 0; i < 100 && waitpid(bp, &status, WNOHANG) == 0; i++) nap_ms(50);
    if (waitpid(bp, &status, WNOHANG) == 0) kill(bp, SIGKILL), waitpid(bp, &status, 0);
    EXPECT(WIFEXITED(status) && WEXITSTATUS(status) == 0, "the bridge ended well: every ping had its pong (status %d)",
          WIFEXITED(status) ? WEXITSTATUS(status) : -1);
}

int main(int argc, char **argv) {
    if (argc != 2) return fprintf(stderr, "usage: net_web SERVER_BINARY\n"), 2;
    signal(SIGPIPE, SIG_IGN);
    snprintf(tmp, sizeof tmp, "/tmp/net_web.XXXXXX");
    if (!mkdtemp(tmp)) return 1;
    char path[512], log[300];
    snprintf(path, sizeof path, "%s/www", tmp);
    mkdir(path, 0700);
    snprintf(path, sizeof path, "%s/www/sub", tmp);
    mkdir(path, 0700);
    resp = malloc(RESP_CAP);
    static const char page[] = "<!doctype html><title>Citadela</title>\n";
    write_file("www/index.html", page, sizeof page - 1);
    write_file("www/game.js", "var x = 1;\n", 11);
    snprintf(path, sizeof path, "%s/www/v", tmp);
    mkdir(path, 0700);
    write_file("www/v/game.0123456789ab.js", "var the_hashed_file_whole_and_plain = 1;", 40);
    write_file("www/v/game.0123456789ab.js.br", "BROTLI", 6);
    write_file("www/v/game.0123456789ab.js.gz", "GZIP", 4);
    write_file("www/sub/index.html", "sub\n", 4);
    write_file("www/inside.txt", "in!\n", 4);
    write_file("secret.txt", "the secret\n", 11);
    size_t big = 1000003;
    char *wasm = malloc(big);
    for (size_t i = 0; wasm && i < big; i++) wasm[i] = (char)(i * 7 + i / 251);
    if (wasm) write_file("www/game.wasm", wasm, big);
    free(wasm);
    char target[512];
    snprintf(target, sizeof target, "%s/secret.txt", tmp);
    snprintf(path, sizeof path, "%s/www/link-out.txt", tmp);
    if (symlink(target, path) != 0) EXPECT(0, "a link for the test");
    snprintf(path, sizeof path, "%s/www/link-in.txt", tmp);
    if (symlink("inside.txt", path) != 0) EXPECT(0, "a link for the test");
    write_file("www/linked.js", "x=1\n", 4);
    snprintf(path, sizeof path, "%s/www/linked.js.gz", tmp);
    if (symlink(target, path) != 0) EXPECT(0, "a link for the test");

    snprintf(log, sizeof log, "%s/plain.log", tmp);
    pid_t pid = start_server(argv[1], 0, log, &port);
    EXPECT(port > 0, "the server without --web starts");
    if (port > 0) {
        int fd = dial();
        put(fd, "GET / HTTP/1.1\r\nHost: x\r\n\r\n", 27);
        read_all(fd, resp, 4096);
        close(fd);
        EXPECT(!strncmp(resp, "citadela-net 4\n", 15) && !strstr(resp, "HTTP/"), "without --web: no HTTP, the protocol's refusal");
    }
    stop_server(pid);

    snprintf(log, sizeof log, "%s/web.log", tmp);
    pid = start_server(argv[1], 1, log, &port);
    EXPECT(port > 0, "the server with --web starts");
    if (port > 0) {
        int fd = dial(); /* a TCP seat on the same port: greeted as soon as it speaks */
        put(fd, "citadela-net 4\n", 15);
        char b[64] = "";
        ssize_t k = recv(fd, b, sizeof b - 1, 0);
        EXPECT(k > 0 && !strncmp(b, "citadela-net 4\n", 15), "a TCP client on the --web port: the protocol");
        close(fd);
        check_http();
        check_handshake();
        check_bad_frames();
        check_game();
        check_limits(log);
    }
    stop_server(pid);
    snprintf(log, sizeof log, "%s/names.log", tmp);
    check_minors(argv[1], log);
    free(resp);
    char cmd[300];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", tmp);
    if (system(cmd) != 0) fprintf(stderr, "net_web: %s left behind\n", tmp);
    printf("net_web: %d passed, %d failed\n", checks - failures, failures); /* the suite's summary line */
    return failures ? 1 : 0;
}
