/* libFuzzer target: what a browser's connection sends citadela-server --web (net/http.c,
   net/ws.c, net/web.c). The HTTP head parser: a head either needs more bytes, is refused
   with a status, or parses within the bytes given; a path it yields never leaves the
   folder. The frame decoder: the same bytes give the same payload and the same verdict
   whole or cut in two anywhere, and never more payload than bytes. The connection's web
   layer and the line parser behind it: the input in two reads on a socket pair, under
   ASan and UBSan. */
#define _POSIX_C_SOURCE 200809L
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

#include "conn.h"
#include "http.h"
#include "web.h"
#include "ws.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void no_ctl(void *ctx, int op, const uint8_t *p, size_t n) {
    size_t *count = ctx;
    if (op < 8 || n > NET_WS_CONTROL_MAX || (n && !p)) abort();
    ++*count;
}

static void check_http(const uint8_t *data, size_t size) {
    net_http_req r;
    size_t used = 0;
    int st = net_http_parse((const char *)data, size, &r, &used);
    if (st == 1) {
        if (used > size || used > NET_HTTP_HEAD_MAX || memcmp(data + used - 4, "\r\n\r\n", 4)) abort();
        char path[NET_HTTP_TARGET_MAX];
        if (net_http_path(r.target, path, sizeof path)) {
            if (path[0] == '/' || path[0] == '.' || strstr(path, "/.") || strchr(path, '\\') || strchr(path, ':'))
                abort();
        }
        (void)net_http_same_origin(r.origin, r.host, 0);
        (void)net_http_same_origin(r.origin, r.host, 1);
    } else if (st != 0 && (st < 400 || st > 505)) abort();
}

static void check_frames(const uint8_t *data, size_t size) {
    uint8_t *a = malloc(size + 1), *b = malloc(size + 1);
    if (!a || !b) abort();
    memcpy(a, data, size);
    memcpy(b, data, size);
    net_ws_rx ra = {0}, rb = {0};
    size_t ca = 0, cb = 0;
    size_t na = net_ws_decode(&ra, a, size, no_ctl, &ca);
    size_t cut = size ? data[0] % (size + 1) : 0;
    size_t nb1 = net_ws_decode(&rb, b, cut, no_ctl, &cb);
    uint8_t *rest = b + cut;
    size_t nb2 = net_ws_decode(&rb, rest, size - cut, no_ctl, &cb);
    if (na > size || nb1 + nb2 != na || !ra.error != !rb.error || ca != cb) abort();
    if (memcmp(a, b, nb1) || memcmp(a + nb1, rest, nb2)) abort();
    free(a);
    free(b);
}

static void on_msg(void *ctx, net_conn *c, const net_msg *m, const char *blob, size_t bloblen, const char *bad) {
    (void)ctx, (void)c, (void)blob;
    if (!m == !bad || bloblen > NET_BLOB_MAX) abort(); /* a message or a refusal, never both */
}

/* The connection as the host reads it: sniffing, HTTP, frames, the line parser behind. */
static void check_web(const uint8_t *data, size_t size) {
    int sv[2];
    if (socketpair(AF_UNIX, SOCK_STREAM, 0, sv) != 0) return;
    net_conn *c = net_conn_new(sv[0], 1);
    static const net_web_site site = {"/nonexistent/citadela-fuzz", NULL, 0};
    if (!c || !net_conn_web(c, &site)) {
        net_conn_free(c);
        close(sv[1]);
        return;
    }
    net_conn_queue(c, "citadela-net 4\n", 15); /* the greeting, held until the kind is known */
    size_t cut = size ? data[size - 1] % (size + 1) : 0;
    if (write(sv[1], data, cut) != (ssize_t)cut) abort();
    net_conn_read(c, on_msg, NULL);
    net_conn_flush(c);
    if (!net_conn_closed(c) && write(sv[1], data + cut, size - cut) != (ssize_t)(size - cut)) abort();
    net_conn_read(c, on_msg, NULL);
    net_conn_flush(c);
    net_conn_free(c);
    close(sv[1]);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    check_http(data, size);
    check_frames(data, size);
    check_web(data, size);
    return 0;
}
