/* A connection that may be a browser's (web.h): sniffing, HTTP files, the WebSocket
   handshake and frames. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fs.h"
#include "http.h"
#include "web.h"
#include "ws.h"

enum {
    SNIFF,   /* no byte yet tells what the peer is */
    REQUEST, /* an HTTP request's head is coming */
    FILE_,   /* a file goes out */
    DONE,    /* an answer went into the output; closed when it is out */
    SOCKET,  /* a WebSocket: frames both ways */
    PLAIN    /* the protocol as over TCP */
};

#define HELD_MAX 1024     /* the greeting and what else the host says before the kind is known */
#define FILE_CHUNK 32768 /* read from the file each time the output runs empty */
#define PATH_MAX_ 4096

struct net_web {
    const char *dir;
    int state;
    char req[NET_HTTP_HEAD_MAX];
    size_t req_n;
    char held[HELD_MAX];
    size_t held_n;
    FILE *file;
    long file_left;
    int64_t serve_since;
    net_ws_rx rx;
    net_conn *c; /* for the control frames' answers */
    int close_sent;
};

net_web *net_web_new(const char *dir) {
    net_web *w = calloc(1, sizeof *w);
    if (w) w->dir = dir;
    return w;
}

void net_web_free(net_web *w) {
    if (!w) return;
    if (w->file) fclose(w->file);
    free(w);
}

/* ---- answers ------------------------------------------------------------------------------- */

static const char *status_text(int status) {
    switch (status) {
    case 200: return "OK";
    case 301: return "Moved Permanently";
    case 400: return "Bad Request";
    case 403: return "Forbidden";
    case 404: return "Not Found";
    case 405: return "Method Not Allowed";
    case 414: return "URI Too Long";
    case 426: return "Upgrade Required";
    case 431: return "Request Header Fields Too Large";
    case 505: return "HTTP Version Not Supported";
    default: return "Internal Server Error";
    }
}

/* An error page; the connection closes once it is out. */
static void answer_error(net_web *w, net_conn *c, int status) {
    char body[96], head[512];
    int bn = snprintf(body, sizeof body, "%d %s\n", status, status_text(status));
    int hn = snprintf(head, sizeof head,
                      "HTTP/1.1 %d %s\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: %d\r\n%s"
                      "Connection: close\r\n\r\n",
                      status, status_text(status), bn, status == 426 ? "Sec-WebSocket-Version: 13\r\n" : "");
    w->state = DONE;
    net_conn_queue_raw(c, head, (size_t)hn);
    net_conn_queue_raw(c, body, (size_t)bn);
    net_conn_flush(c);
}

/* A plain request to a server with a certificate: the same address over https:// (the Host
   the browser asked, which it knows; the path as sent). A request without a Host, or one
   whose Host or path would not make a clean header, gets 400. */
static int clean(const char *s) {
    for (; *s; s++)
        if (*s <= ' ' || *s > '~') return 0;
    return 1;
}
static void redirect(net_web *w, net_conn *c, const net_http_req *r) {
    if (!r->host[0] || r->target[0] != '/' || !clean(r->host) || !clean(r->target)) {
        answer_error(w, c, 400);
        return;
    }
    char head[NET_HTTP_FIELD_MAX + NET_HTTP_TARGET_MAX + 256];
    int hn = snprintf(head, sizeof head,
                      "HTTP/1.1 301 Moved Permanently\r\nLocation: https://%s%s\r\nContent-Length: 0\r\n"
                      "Connection: close\r\n\r\n",
                      r->host, r->target);
    w->state = DONE;
    net_conn_queue_raw(c, head, (size_t)hn);
    net_conn_flush(c);
}

/* The file a request names, inside the served folder with every link followed. 0 with the
   status to answer when there is none. */
static int find_file(const net_web *w, const char *target, char *real, size_t cap, int *status) {
    char rel[NET_HTTP_TARGET_MAX], dir[PATH_MAX_], full[PATH_MAX_ + NET_HTTP_TARGET_MAX + 2];
    plat_file_info st;
    if (!net_http_path(target, rel, sizeof rel)) return *status = 403, 0;
    if (plat_real_path(w->dir, dir, sizeof dir) != 0) return *status = 404, 0;
    snprintf(full, sizeof full, "%s/%s", dir, rel);
    if (plat_real_path(full, real, cap) != 0) return *status = 404, 0;
    size_t dn = strlen(dir);
    if (strncmp(real, dir, dn) || (real[dn] != '/' && real[dn] != '\\')) return *status = 403, 0; /* a link out */
    if (plat_stat(real, &st) != 0 || !st.is_file) return *status = 404, 0;
    return 1;
}

static void serve_file(net_web *w, net_conn *c, const net_http_req *r) {
    char real[PATH_MAX_];
    int status = 404;
    if (!find_file(w, r->target, real, sizeof real, &status)) {
        answer_error(w, c, status);
        return;
    }
    FILE *f = plat_fopen(real, "rb");
    long size = -1;
    if (f && fseek(f, 0, SEEK_END) == 0) size = ftell(f);
    if (!f || size < 0 || fseek(f, 0, SEEK_SET) != 0) {
        if (f) fclose(f);
        answer_error(w, c, 404);
        return;
    }
    /* COOP and COEP make the page cross-origin isolated: the game's threads need
       SharedArrayBuffer, which browsers give only to such pages. */
    char head[640];
    int hn = snprintf(head, sizeof head,
                      "HTTP/1.1 200 OK\r\nContent-Type: %s\r\nContent-Length: %ld\r\n"
                      "Cross-Origin-Opener-Policy: same-origin\r\nCross-Origin-Embedder-Policy: require-corp\r\n"
                      "Cross-Origin-Resource-Policy: same-origin\r\nX-Content-Type-Options: nosniff\r\n"
                      "Cache-Control: no-cache\r\nConnection: close\r\n\r\n",
                      net_http_mime(real), size);
    net_conn_queue_raw(c, head, (size_t)hn);
    if (r->head_only || size == 0) {
        fclose(f);
        w->state = DONE;
    } else {
        w->file = f;
        w->file_left = size;
        w->serve_since = net_now_ms();
        w->state = FILE_;
    }
    net_conn_flush(c);
}

/* Protocol bytes as one binary frame. */
static void send_frame(net_conn *c, int opcode, const void *data, size_t len) {
    uint8_t h[10];
    net_conn_queue_raw(c, (const char *)h, net_ws_header(h, opcode, len));
    if (len) net_conn_queue_raw(c, data, len);
}

/* The handshake (RFC 6455 4.2): a browser's page of this server, version 13, a key. */
static void upgrade(net_web *w, net_conn *c, const net_http_req *r) {
    if (r->head_only || !r->connection_upgrade || strlen(r->key) != 24) {
        answer_error(w, c, 400);
        return;
    }
    if (r->version != 13) {
        answer_error(w, c, 426);
        return;
    }
    if (!net_http_same_origin(r->origin, r->host)) { /* another site's page would use the player's address */
        answer_error(w, c, 403);
        return;
    }
    char accept[29], head[384];
    net_ws_accept(r->key, accept);
    int hn = snprintf(head, sizeof head,
                      "HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                      "Sec-WebSocket-Accept: %s\r\n%s\r\n",
                      accept, net_http_has_token(r->protocols, "binary") ? "Sec-WebSocket-Protocol: binary\r\n" : "");
    net_conn_queue_raw(c, head, (size_t)hn);
    w->state = SOCKET;
    if (w->held_n) send_frame(c, NET_WS_BINARY, w->held, w->held_n); /* the greeting */
    w->held_n = 0;
}

/* ---- bytes in ----------------------------------------------------------------------------- */

static void on_control(void *ctx, int opcode, const uint8_t *payload, size_t len) {
    net_web *w = ctx;
    if (opcode == NET_WS_PING) send_frame(w->c, NET_WS_PONG, payload, len);
    else if (opcode == NET_WS_CLOSE && !net_conn_closed(w->c)) {
        w->close_sent = 1;
        send_frame(w->c, NET_WS_CLOSE, payload, len >= 2 ? 2 : 0); /* its status code back */
        net_conn_flush(w->c);
        net_conn_close(w->c, "the browser closed the connection");
    }
}

static size_t frames_in(net_web *w, net_conn *c, char *buf, size_t n) {
    w->c = c;
    size_t got = net_ws_decode(&w->rx, (uint8_t *)buf, n, on_control, w);
    if (w->rx.error && !net_conn_closed(c)) {
        uint8_t code[2] = {1002 >> 8, 1002 & 255}; /* protocol error */
        if (!strcmp(w->rx.error, "a frame too long")) code[0] = 1009 >> 8, code[1] = 1009 & 255;
        w->close_sent = 1;
        send_frame(c, NET_WS_CLOSE, code, 2);
        net_conn_flush(c);
        net_conn_close(c, w->rx.error);
        return 0;
    }
    return got;
}

/* Whether the bytes so far may still begin an HTTP request (a prefix of "GET " or "HEAD "),
   and whether they are a whole one. */
static int http_start(const char *s, size_t n, int *whole) {
    static const char *const m[] = {"GET ", "HEAD "};
    for (int i = 0; i < 2; i++) {
        size_t k = strlen(m[i]);
        if (!memcmp(s, m[i], n < k ? n : k)) {
            *whole = n >= k;
            return 1;
        }
    }
    return 0;
}

size_t net_web_in(net_web *w, net_conn *c, char *buf, size_t n) {
    size_t at = 0;
    if (w->state == SNIFF) {
        int whole = 0;
        while (at < n && !whole) {
            w->req[w->req_n++] = buf[at++];
            if (!http_start(w->req, w->req_n, &whole)) {
                /* the protocol: the bytes held back go in front again (fewer than
                   NET_WEB_SLACK came from earlier reads), the greeting goes out */
                size_t earlier = w->req_n - at;
                memmove(buf + earlier, buf, n);
                memcpy(buf, w->req, earlier);
                w->state = PLAIN;
                w->req_n = 0;
                if (w->held_n) net_conn_queue_raw(c, w->held, w->held_n);
                w->held_n = 0;
                return n + earlier;
            }
        }
        if (!whole) return 0;
        w->state = REQUEST;
    }
    if (w->state == REQUEST) {
        size_t take = n - at < sizeof w->req - w->req_n ? n - at : sizeof w->req - w->req_n;
        memcpy(w->req + w->req_n, buf + at, take);
        w->req_n += take;
        at += take;
        net_http_req r;
        size_t used = 0;
        int st = net_http_parse(w->req, w->req_n, &r, &used);
        if (st == 0) return 0;
        if (st != 1) {
            answer_error(w, c, st);
            return 0;
        }
        if (net_conn_insecure(c)) { /* a page or a seat without TLS on a server with it */
            redirect(w, c, &r);
            return 0;
        }
        if (!r.upgrade_websocket) {
            serve_file(w, c, &r);
            return 0;
        }
        upgrade(w, c, &r);
        if (w->state != SOCKET) return 0;
        /* frames right behind the head: all from this read (the head ended in it) */
        size_t early = w->req_n - used, late = n - at;
        memmove(buf + early, buf + at, late);
        memcpy(buf, w->req + used, early);
        w->req_n = 0;
        return frames_in(w, c, buf, early + late);
    }
    if (w->state == SOCKET) return frames_in(w, c, buf, n);
    if (w->state == PLAIN) return n;
    return 0; /* an HTTP answer is going out: nothing more is read from the request */
}

/* ---- bytes out ---------------------------------------------------------------------------- */

int net_web_out(net_web *w, net_conn *c, const char *data, size_t len) {
    switch (w->state) {
    case PLAIN: return 1;
    case SOCKET: /* no empty message: emscripten's socket drops one (it would read as the end) */
        if (len) send_frame(c, NET_WS_BINARY, data, len);
        return 0;
    case SNIFF:
    case REQUEST:
        if (w->held_n + len <= sizeof w->held) {
            memcpy(w->held + w->held_n, data, len);
            w->held_n += len;
        }
        return 0;
    default: return 0; /* an HTTP answer: the protocol has nothing to say to it */
    }
}

int net_web_drained(net_web *w, net_conn *c) {
    if (w->state == FILE_) {
        char chunk[FILE_CHUNK];
        size_t want = w->file_left < (long)sizeof chunk ? (size_t)w->file_left : sizeof chunk;
        size_t got = fread(chunk, 1, want, w->file);
        if (got == 0) { /* the file shrank while it was sent: the length said is a lie now */
            net_conn_close(c, "the file could not be read whole");
            return 0;
        }
        w->file_left -= (long)got;
        if (w->file_left == 0) {
            fclose(w->file);
            w->file = NULL;
            w->state = DONE;
        }
        net_conn_queue_raw(c, chunk, got);
        return 1;
    }
    if (w->state == DONE) net_conn_close(c, "page served");
    return 0;
}

int net_web_serving(const net_web *w) { return w->state == FILE_; }

const char *net_web_stalled(const net_web *w, int64_t now, int64_t last_tx, int64_t idle_ms) {
    if (now - last_tx >= idle_ms) return "the browser stopped reading";
    if (now - w->serve_since >= NET_WEB_SERVE_MS) return "a page took too long to send";
    return NULL;
}

void net_web_closing(net_web *w, net_conn *c) {
    if (w->state != SOCKET || w->close_sent) return;
    w->close_sent = 1;
    uint8_t code[2] = {1001 >> 8, 1001 & 255}; /* going away */
    send_frame(c, NET_WS_CLOSE, code, 2);
    net_conn_flush(c);
}
