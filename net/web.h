/* citadela-server --web: one connection of the game's port that may turn out to be a
   browser. The first bytes decide: "GET " or "HEAD " is HTTP (a file of the served folder,
   or the WebSocket handshake), anything else the protocol as over TCP. After the handshake
   the payloads of WebSocket frames are the protocol's byte stream both ways, so the
   connection (conn.c) parses the same lines and the host (host.c) applies the same limits
   to it. docs/protocol.md "Browsers" says what a browser's seat is. */
#ifndef CIT_NET_WEB_H
#define CIT_NET_WEB_H

#include <stddef.h>
#include <stdint.h>

#include "conn.h"

typedef struct net_web net_web;

/* The room net_web_in may need after the bytes it is given: what the sniffing held back
   from earlier reads goes back in front of them. */
#define NET_WEB_SLACK 8

/* A page may take this long to send whole, and it goes out at NET_WEB_MIN_RATE bytes a
   second at least, measured over each NET_WEB_WINDOW_MS (a slow reader holds a connection
   slot: 16 of its address's at most 20 s, then 5 minutes only at that rate). */
#define NET_WEB_SERVE_MS (5 * 60 * 1000)
#define NET_WEB_MIN_RATE 16384
#define NET_WEB_WINDOW_MS 10000

/* What the server serves: the folder, and the names it answers to (citadela-server
   --name; none: any Host). Kept, not copied. */
struct net_web_site {
    const char *dir;
    const char *const *names;
    int nnames;
    /* The server's links under /mail/ (net_hub_config.mail_link; NULL: none): GET, HEAD and
       POST (the only POSTs taken: a form's, RFC 8058's one-click) answered with its page. */
    int (*link)(void *ctx, int post, const char *target, char *page, size_t cap);
    void *link_ctx;
};

net_web *net_web_new(const net_web_site *site);
void net_web_free(net_web *w);         /* NULL is a no-op */

/* Bytes read from the socket, in place: returns how many protocol bytes are now at the
   front of buf (frames' payloads, or the bytes as they are on a plain connection). buf has
   NET_WEB_SLACK bytes of room after n. May queue raw bytes on c and close it. */
size_t net_web_in(net_web *w, net_conn *c, char *buf, size_t n);
/* Protocol bytes the connection would send: 1 if it should queue them as they are (a plain
   connection); 0 if this took them (framed, held until the kind of peer is known, or
   dropped on an HTTP request that is no seat). */
int net_web_out(net_web *w, net_conn *c, const char *data, size_t len);
/* The connection's output ran empty: 1 if this queued more (the next part of a file), 0 if
   not (and closed c once a page or an HTTP error was sent). */
int net_web_drained(net_web *w, net_conn *c);
/* 1 while a file is being sent: then the handshake's deadline does not apply, the
   reader's progress and NET_WEB_SERVE_MS do (net_web_stalled). */
int net_web_serving(const net_web *w);
/* 1 once the connection turned out to be a request for a page (a file or an HTTP error
   answer), not the protocol nor a WebSocket. */
int net_web_page(const net_web *w);
/* Why to close a connection serving a file now (NULL: not yet): no byte taken for
   idle_ms since last_tx, less than NET_WEB_MIN_RATE over the last NET_WEB_WINDOW_MS, or the
   whole send took longer than NET_WEB_SERVE_MS. */
const char *net_web_stalled(net_web *w, int64_t now, int64_t last_tx, int64_t idle_ms);
/* WebSocket frames decoded whole so far (the connection budgets them like lines). */
unsigned long net_web_frames(const net_web *w);
/* The connection closes: a WebSocket peer is told with a close frame (best effort). */
void net_web_closing(net_web *w, net_conn *c);

#endif
