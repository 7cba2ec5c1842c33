/* Just enough HTTP/1.1 for a browser to fetch the game's page and open a WebSocket
   (citadela-server --web): the request's head parsed, a request target turned into a safe
   path inside the served folder, the type of a file. No sockets and no files: web.c does
   those, and tests/fuzz/fuzz_ws.c feeds the parser whatever it likes. */
#ifndef CIT_NET_HTTP_H
#define CIT_NET_HTTP_H

#include <stddef.h>

#define NET_HTTP_HEAD_MAX 8192 /* a request's line and headers; a browser's are under 2 KB */
#define NET_HTTP_TARGET_MAX 1024
#define NET_HTTP_FIELD_MAX 256

#define NET_HTTP_BODY_MAX 1024 /* a POST's body (a link's form, RFC 8058's one-click) */

typedef struct {
    int head_only;                  /* HEAD, not GET */
    int post;                       /* POST (answered only for the server's links: web.c) */
    long content_length;            /* a POST's Content-Length (0 none; -1 unreadable) */
    char target[NET_HTTP_TARGET_MAX]; /* the request target as sent */
    char host[NET_HTTP_FIELD_MAX], origin[NET_HTTP_FIELD_MAX];
    char key[NET_HTTP_FIELD_MAX];   /* Sec-WebSocket-Key */
    char protocols[NET_HTTP_FIELD_MAX]; /* Sec-WebSocket-Protocol, the offered list */
    int version;                    /* Sec-WebSocket-Version: 13, 0 (none) or -1 (anything else) */
    int upgrade_websocket;          /* Upgrade: websocket */
    int connection_upgrade;         /* Connection: ... upgrade ... */
    int accept_gzip, accept_br;     /* Accept-Encoding lists gzip, br (without q=0) */
    char if_none_match[NET_HTTP_FIELD_MAX]; /* the validators the browser holds ("" none) */
} net_http_req;

/* Parses a request's head from the first n bytes received. Returns 1 when the head is
   complete and understood (*used: its length with the blank line), 0 when more bytes are
   needed, or an HTTP status to answer with and close (400 malformed, 405 a method other
   than GET, HEAD and POST, 414 a target too long, 431 a head too long, 505 not HTTP/1.x). */
int net_http_parse(const char *buf, size_t n, net_http_req *r, size_t *used);

/* The request target as a relative path under the served folder ("index.html" for "/" and
   for a folder's "/"): query and fragment dropped, %XX decoded; refused (0) when any
   segment is "." or ".." or hidden (starts with a dot), when it holds a NUL, a backslash,
   a control character or a bad %-escape, or when it is not an origin-form path. */
int net_http_path(const char *target, char *out, size_t cap);

/* The Content-Type of a file by its name (application/octet-stream when unknown). */
const char *net_http_mime(const char *path);

/* Whether a comma-separated header value lists `token` (case-insensitive) with a weight
   above 0 (";q=0" refuses it): Accept-Encoding's form. */
int net_http_accepts(const char *list, const char *token);

/* Whether an If-None-Match value holds `etag` (one of its list, or "*"); a weak one
   (W/"...") matches too, as a GET's comparison allows (RFC 9110 13.1.2). */
int net_http_etag_match(const char *if_none_match, const char *etag);

/* Whether a file's name carries a hash of its content (NAME.HASH.EXT, the hash 12 or more
   lower-case hex digits, platform/web/publish.js): its content never changes under it. */
int net_http_immutable_name(const char *path);

/* Whether a comma-separated header value lists `token` (case-insensitive). */
int net_http_has_token(const char *list, const char *token);

/* Whether a Sec-WebSocket-Key is 16 bytes in base64 (24 characters; RFC 6455 4.1). */
int net_http_ws_key_ok(const char *key);

/* Whether a request's Host names this server (citadela-server --name, against DNS
   rebinding: a page of another site whose name was pointed at this server's address):
   one of the names (any case, a trailing dot allowed) or an IP address literal, with or
   without a port. With no names every Host passes. */
int net_http_host_ok(const char *host, const char *const *names, int nnames);

/* Whether the Origin a browser sent names the host it asked (Host): the page came from
   this server. A request without Origin (not a browser's) passes. secure: the request came
   over TLS, and only an https:// page of the host may use it (an http:// page of the same
   name is another origin, and one a network in between could have written). */
int net_http_same_origin(const char *origin, const char *host, int secure);

#endif
