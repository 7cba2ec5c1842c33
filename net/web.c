/* A connection that may be a browser's (web.h): sniffing, HTTP files, the WebSocket
   handshake and frames. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fs.h"
#include "sock.h"
#include "http.h"
#include "web.h"
#include "ws.h"

enum {
    SNIFF,   /* no byte yet tells what the peer is */
    REQUEST, /* an HTTP request's head is coming */
    FILE_,   /* a file goes out */
    DONE,    /* an answer went into the output; closed when it is out */
    WEBSOCKET, /* a WebSocket: frames both ways */
    PLAIN    /* the protocol as over TCP */
};

#define HELD_MAX 1024     /* the greeting and what else the host says before the kind is known */
#define FILE_CHUNK 32768 /* read from the file each time the output runs empty */
#define PATH_MAX_ 4096

struct net_web {
    const net_web_site *site;
    const char *dir;
    int state;
    char req[NET_HTTP_HEAD_MAX];
    size_t req_n;
    char held[HELD_MAX];
    size_t held_n;
    FILE *file;
    long file_left;
    int64_t serve_since;
    int64_t window_at; /* the current NET_WEB_WINDOW_MS of a file's send began then */
    long window_bytes; /* bytes of the file handed to the socket since */
    net_ws_rx rx;
    net_conn *c; /* for the control frames' answers */
    int close_sent;
};

net_web *net_web_new(const net_web_site *site) {
    net_web *w = calloc(1, sizeof *w);
    if (w) w->site = site, w->dir = site->dir;
    return w;
}

void net_web_free(net_web *w) {
    if (!w) return;
    if (w->file) fclose(w->file);
    free(w);
}

static int link_target(const net_web *w, const net_http_req *r) {
    return w->site->link && !strncmp(r->target, "/mail/", 6);
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
    case 411: return "Length Required";
    case 413: return "Content Too Large";
    case 421: return "Misdirected Request";
    case 426: return "Upgrade Required";
    case 431: return "Request Header Fields Too Large";
    case 503: return "Service Unavailable";
    case 505: return "HTTP Version Not Supported";
    default: return "Internal Server Error";
    }
}

/* Every answer: no other site may frame the page (clickjacking) or learn its address
   from a link followed out of it. */
#define SECURITY_HEADERS \
    "Content-Security-Policy: frame-ancestors 'none'\r\nX-Frame-Options: DENY\r\nReferrer-Policy: no-referrer\r\n"

/* Over TLS: browsers that once met the server over https:// use nothing else for a year,
   so a network in between cannot serve them a plain page of this name. */
static const char *strict_transport(const net_conn *c) {
    return net_conn_secure(c) ? "Strict-Transport-Security: max-age=31536000\r\n" : "";
}

/* An error page; the connection closes once it is out. */
static void answer_error(net_web *w, net_conn *c, int status) {
    char body[96], head[700];
    int bn = snprintf(body, sizeof body, "%d %s\n", status, status_text(status));
    int hn = snprintf(head, sizeof head,
                      "HTTP/1.1 %d %s\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: %d\r\n%s%s"
                      SECURITY_HEADERS "Connection: close\r\n\r\n",
                      status, status_text(status), bn, strict_transport(c),
                      status == 426   ? "Sec-WebSocket-Version: 13\r\n"
                      : status == 405 ? "Allow: GET, HEAD\r\n" /* POST only at the server's links */
                                      : "");
    w->state = DONE;
    net_conn_queue_raw(c, head, (size_t)hn);
    net_conn_queue_raw(c, body, (size_t)bn);
    net_conn_flush(c);
}

/* A link of the server's (a mail's confirmation or unsubscribe): its page, never cached.
   A POST is taken whole first (its body is a form's or RFC 8058's "List-Unsubscribe=One-Click",
   read and dropped: the link's target says all); one from another site's page is refused. */
static int answer_link(net_web *w, net_conn *c, const net_http_req *r, size_t used) {
    if (r->post) {
        if (r->content_length < 0) return answer_error(w, c, 411), 1;
        if (r->content_length > NET_HTTP_BODY_MAX) return answer_error(w, c, 413), 1;
        if (w->req_n - used < (size_t)r->content_length) return 0; /* the body is still coming */
        if (r->origin[0] && !net_http_same_origin(r->origin, r->host, net_conn_secure(c))) return answer_error(w, c, 403), 1;
    }
    static char page[8192];
    int status = w->site->link(w->site->link_ctx, r->post, r->target, page, sizeof page);
    if (status != 200 && status != 404) return answer_error(w, c, status), 1;
    char head[700];
    size_t bn = strlen(page);
    int hn = snprintf(head, sizeof head,
                      "HTTP/1.1 %d %s\r\nContent-Type: text/html; charset=utf-8\r\nContent-Length: %lu\r\n"
                      "Cache-Control: no-store\r\nContent-Security-Policy: default-src 'none'; form-action 'self'\r\n"
                      "X-Content-Type-Options: nosniff\r\n%s" SECURITY_HEADERS "Connection: close\r\n\r\n",
                      status, status_text(status), (unsigned long)bn, strict_transport(c));
    w->state = DONE;
    net_conn_queue_raw(c, head, (size_t)hn);
    if (!r->head_only) net_conn_queue_raw(c, page, bn);
    net_conn_flush(c);
    return 1;
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

/* The copy of a file to send: its brotli or gzip copy made at build time (NAME.br, NAME.gz
   beside it: platform/web/publish.js), when the browser takes that encoding and the copy is
   no older than the file; else the file itself. Returns the Content-Encoding (NULL: none)
   with the copy's path in `path` (the file's own when none). *variants: whether it has any. */
static const char *pick_copy(const net_http_req *r, const char *real, char *path, size_t cap, int *variants) {
    static const struct {
        const char *ext, *coding;
    } copies[] = {{".br", "br"}, {".gz", "gzip"}};
    plat_file_info own, st;
    const char *coding = NULL;
    *variants = 0;
    snprintf(path, cap, "%s", real);
    if (plat_stat(real, &own) != 0) return NULL;
    for (size_t i = 0; i < sizeof copies / sizeof copies[0]; i++) {
        char alt[PATH_MAX_ + 4];
        snprintf(alt, sizeof alt, "%s%s", real, copies[i].ext);
        char canon[PATH_MAX_ + 4];
        /* no link (real is the file's whole path with every link followed: so is its copy's,
           unless the copy is a link, which could lead out of the folder) */
        if (plat_stat(alt, &st) != 0 || !st.is_file || st.mtime < own.mtime ||
            plat_real_path(alt, canon, sizeof canon) != 0 || strcmp(canon, alt))
            continue;
        *variants = 1;
        int takes = i == 0 ? r->accept_br : r->accept_gzip;
        if (takes && !coding && strlen(alt) < cap) {
            memcpy(path, alt, strlen(alt) + 1);
            coding = copies[i].coding;
        }
    }
    return coding;
}

/* A file's headers: its type, length (with a body), validator and how long a browser may keep it.
   COOP and COEP make the page cross-origin isolated: the game's threads need
   SharedArrayBuffer, which browsers give only to such pages. A file whose name carries its
   content's hash is kept for good (immutable: not even asked again on a reload); any other
   (index.html, the service worker) is asked again each time and answered 304 while its ETag
   holds. */
static int file_head(const net_conn *c, char *head, size_t cap, int status, const char *real, const char *coding,
                     int variants, const char *etag, long size) {
    char length[48] = "", encoding[48] = "";
    if (status == 200) snprintf(length, sizeof length, "Content-Length: %ld\r\n", size);
    if (coding) snprintf(encoding, sizeof encoding, "Content-Encoding: %s\r\n", coding);
    return snprintf(head, cap,
                    "HTTP/1.1 %d %s\r\nContent-Type: %s\r\n%s%s%sETag: %s\r\nCache-Control: %s\r\n"
                    "Cross-Origin-Opener-Policy: same-origin\r\nCross-Origin-Embedder-Policy: require-corp\r\n"
                    "Cross-Origin-Resource-Policy: same-origin\r\nX-Content-Type-Options: nosniff\r\n%s" SECURITY_HEADERS
                    "Connection: close\r\n\r\n",
                    status, status == 304 ? "Not Modified" : "OK", net_http_mime(real), length, encoding,
                    variants ? "Vary: Accept-Encoding\r\n" : "", etag,
                    net_http_immutable_name(real) ? "public, max-age=31536000, immutable" : "no-cache", strict_transport(c));
}

static void serve_file(net_web *w, net_conn *c, const net_http_req *r) {
    char real[PATH_MAX_], sent[PATH_MAX_ + 4]; /* sent: real or real + ".br" */
    int status = 404, variants = 0;
    if (!find_file(w, r->target, real, sizeof real, &status)) {
        answer_error(w, c, status);
        return;
    }
    const char *coding = pick_copy(r, real, sent, sizeof sent, &variants);
    FILE *f = plat_fopen(sent, "rb");
    long size = -1;
    plat_file_info st;
    if (f && fseek(f, 0, SEEK_END) == 0) size = ftell(f);
    if (!f || size < 0 || fseek(f, 0, SEEK_SET) != 0 || plat_stat(real, &st) != 0) {
        if (f) fclose(f);
        answer_error(w, c, 404);
        return;
    }
    /* The validator: the file's time and the sent copy's length, and which copy (a browser
       keeps one per encoding). */
    char etag[64], head[1024];
    snprintf(etag, sizeof etag, "\"%llx-%lx%s%s\"", (unsigned long long)st.mtime, (unsigned long)size,
             coding ? "-" : "", coding ? coding : "");
    int fresh = r->if_none_match[0] && net_http_etag_match(r->if_none_match, etag);
    int hn = file_head(c, head, sizeof head, fresh ? 304 : 200, real, coding, variants, etag, size);
    net_conn_queue_raw(c, head, (size_t)hn);
    if (fresh || r->head_only || size == 0) {
        fclose(f);
        w->state = DONE;
    } else {
        w->file = f;
        w->file_left = size;
        /* the socket's own buffer bounded (not grown by the kernel to megabytes): what it
           takes in a window is then what the reader took (NET_WEB_MIN_RATE) */
        int sndbuf = 256 * 1024;
        setsockopt(net_conn_fd(c), SOL_SOCKET, SO_SNDBUF, (const void *)&sndbuf, sizeof sndbuf);
        w->serve_since = w->window_at = net_now_ms();
        w->window_bytes = 0;
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

/* The handshake (RFC 6455 4.2): a browser's page of this server, version 13, a key of 16
   bytes in base64, the game's path ("/": the page's socket dials the port itself). */
static void upgrade(net_web *w, net_conn *c, const net_http_req *r) {
    if (r->head_only || !r->connection_upgrade || !net_http_ws_key_ok(r->key) || !r->host[0]) { /* RFC 6455 4.2.1 */
        answer_error(w, c, 400);
        return;
    }
    if (strcmp(r->target, "/")) {
        answer_error(w, c, 404);
        return;
    }
    if (r->version != 13) {
        answer_error(w, c, 426);
        return;
    }
    if (!net_http_same_origin(r->origin, r->host, net_conn_secure(c))) { /* another site's page would use the player's address */
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
    w->state = WEBSOCKET;
    if (w->held_n) send_frame(c, NET_WS_BINARY, w->held, w->held_n); /* the greeting */
    w->held_n = 0;
}

/* ---- bytes in ----------------------------------------------------------------------------- */

/* Whether a close frame's status code may be sent (RFC 6455 7.4): 1005, 1006 and 1015 are
   for reports only, other codes below 3000 unassigned. */
static int close_code_ok(unsigned code) {
    return (code >= 1000 && code <= 1003) || (code >= 1007 && code <= 1014) || (code >= 3000 && code <= 4999);
}

static void on_control(void *ctx, int opcode, const uint8_t *payload, size_t len) {
    net_web *w = ctx;
    if (opcode == NET_WS_PING) send_frame(w->c, NET_WS_PONG, payload, len);
    else if (opcode == NET_WS_CLOSE && !net_conn_closed(w->c)) {
        /* its status code back; none for none; 1002 for a bad one, 1007 for a reason not UTF-8 */
        unsigned code = len >= 2 ? (unsigned)payload[0] << 8 | payload[1] : 0;
        if (len == 1 || (len >= 2 && !close_code_ok(code))) code = 1002;
        else if (len > 2 && !net_ws_utf8_ok(payload + 2, len - 2)) code = 1007;
        uint8_t back[2] = {(uint8_t)(code >> 8), (uint8_t)code};
        w->close_sent = 1;
        send_frame(w->c, NET_WS_CLOSE, back, code ? 2 : 0);
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
        if (w->rx.error == net_ws_bad_utf8) code[0] = 1007 >> 8, code[1] = 1007 & 255;
        w->close_sent = 1;
        send_frame(c, NET_WS_CLOSE, code, 2);
        net_conn_flush(c);
        net_conn_close(c, w->rx.error);
        return 0;
    }
    return got;
}

/* Whether the bytes so far may still begin an HTTP request (a prefix of "GET ", "HEAD " or
   another method's, which is answered 405), and whether they are a whole one. */
static int http_start(const char *s, size_t n, int *whole) {
    static const char *const m[] = {"GET ", "HEAD ", "OPTIONS ", "POST ", "PUT ", "DELETE ", "PATCH ", "CONNECT ", "TRACE "};
    for (size_t i = 0; i < sizeof m / sizeof m[0]; i++) {
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
        if (w->site->nnames > 0 && (!r.host[0] || !net_http_host_ok(r.host, w->site->names, w->site->nnames))) { /* DNS rebinding */
            answer_error(w, c, r.host[0] ? 421 : 400);
            return 0;
        }
        if (net_conn_insecure(c)) { /* a page or a seat without TLS on a server with it */
            redirect(w, c, &r);
            return 0;
        }
        if (link_target(w, &r)) {
            if (!answer_link(w, c, &r, used) && w->req_n >= sizeof w->req) answer_error(w, c, 413);
            return 0;
        }
        if (r.post) {
            answer_error(w, c, 405);
            return 0;
        }
        if (!r.upgrade_websocket) {
            serve_file(w, c, &r);
            return 0;
        }
        upgrade(w, c, &r);
        if (w->state != WEBSOCKET) return 0;
        /* frames right behind the head: all from this read (the head ended in it) */
        size_t early = w->req_n - used, late = n - at;
        memmove(buf + early, buf + at, late);
        memcpy(buf, w->req + used, early);
        w->req_n = 0;
        return frames_in(w, c, buf, early + late);
    }
    if (w->state == WEBSOCKET) return frames_in(w, c, buf, n);
    if (w->state == PLAIN) return n;
    return 0; /* an HTTP answer is going out: nothing more is read from the request */
}

/* ---- bytes out ---------------------------------------------------------------------------- */

int net_web_out(net_web *w, net_conn *c, const char *data, size_t len) {
    switch (w->state) {
    case PLAIN: return 1;
    case WEBSOCKET: /* no empty message: emscripten's socket drops one (it would read as the end) */
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
        w->window_bytes += (long)got;
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
int net_web_page(const net_web *w) { return w->state == FILE_ || w->state == DONE; }
unsigned long net_web_frames(const net_web *w) { return w->rx.frames; }

const char *net_web_stalled(net_web *w, int64_t now, int64_t last_tx, int64_t idle_ms) {
    if (now - last_tx >= idle_ms) return "the browser stopped reading";
    if (now - w->serve_since >= NET_WEB_SERVE_MS) return "a page took too long to send";
    if (now - w->window_at >= NET_WEB_WINDOW_MS) { /* a window's worth of the least rate, or closed */
        if (w->window_bytes < (long)(NET_WEB_MIN_RATE * (NET_WEB_WINDOW_MS / 1000)) && w->file_left > 0)
            return "the browser read a page too slowly";
        w->window_at = now;
        w->window_bytes = 0;
    }
    return NULL;
}

void net_web_closing(net_web *w, net_conn *c) {
    if (w->state == FILE_) { /* cut off mid-file (a slow reader): reset, so that what the
                                socket still holds does not keep going out for minutes */
        struct linger now = {1, 0};
        setsockopt(net_conn_fd(c), SOL_SOCKET, SO_LINGER, (const void *)&now, sizeof now);
        return;
    }
    if (w->state != WEBSOCKET || w->close_sent) return;
    w->close_sent = 1;
    uint8_t code[2] = {1001 >> 8, 1001 & 255}; /* going away */
    send_frame(c, NET_WS_CLOSE, code, 2);
    net_conn_flush(c);
}
