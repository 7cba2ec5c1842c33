/* One TCP connection of the protocol: non-blocking, bounded line and blob
   framing, bounded output, keep-alive; and the socket helpers (listen on IPv4 and IPv6,
   connect, random bytes, a monotonic clock). */
#ifndef CIT_NET_CONN_H
#define CIT_NET_CONN_H

#include "net.h"

typedef struct net_conn net_conn;

/* What a connection read: a message (m, with its blob for view/setup/final), or a line
   refused by the parser (m NULL, `bad` the reason: the caller counts it as an error). */
typedef void (*net_on_msg)(void *ctx, net_conn *c, const net_msg *m, const char *blob, size_t bloblen,
                           const char *bad);

net_conn *net_conn_new(int fd, int from_host_side); /* from_host_side: 1 if this end is the host */
void net_conn_free(net_conn *c);                     /* closes the socket; NULL is a no-op */
int net_conn_fd(const net_conn *c);
/* 1 once the connection is finished: closed by the peer, a fatal protocol error, a dead
   peer, or closed by us. */
int net_conn_closed(const net_conn *c);
const char *net_conn_why(const net_conn *c); /* why it closed (English) */
void net_conn_close(net_conn *c, const char *why);

/* Queues bytes (whole lines or a blob) to send; closes the connection instead if more
   than NET_OUT_MAX would wait (a peer that does not read). */
void net_conn_queue(net_conn *c, const char *data, size_t len);
void net_conn_send(net_conn *c, const net_msg *m); /* formats and queues */
/* Bytes as they go on the wire, past the web layer (its HTTP answers and frame headers). */
void net_conn_queue_raw(net_conn *c, const char *data, size_t len);
/* citadela-server --web: this connection may be a browser's (web.h); site is what is
   served (kept, not copied). 0 without memory (the connection stays plain). */
typedef struct net_web_site net_web_site;
int net_conn_web(net_conn *c, const net_web_site *site);
/* 1 while it sends a file of that folder: no handshake deadline then (web.h). */
int net_conn_serving(const net_conn *c);
/* 1 once it turned out to be a request for a page, not a seat (web.h). */
int net_conn_page(const net_conn *c);
int net_conn_wants_write(const net_conn *c);
/* TLS under the connection (tls.h), owned by it from now on: a server's accepted
   connection (net_tls_server) or a client's (net_tls_client). */
struct net_tls;
void net_conn_set_tls(net_conn *c, struct net_tls *t);
const struct net_tls *net_conn_tls(const net_conn *c); /* NULL: none */
/* 1 for a connection of a TLS server whose peer speaks without TLS (refused or redirected). */
int net_conn_insecure(const net_conn *c);
/* 1 once the connection's TLS handshake is done (its bytes are encrypted). */
int net_conn_secure(const net_conn *c);
/* 1 when TLS holds decrypted bytes not read yet: poll would not wake for them. */
int net_conn_pending(const net_conn *c);
/* Writes what the socket takes now. */
void net_conn_flush(net_conn *c);
/* Reads what the socket has and hands every complete message to on_msg. */
void net_conn_read(net_conn *c, net_on_msg on_msg, void *ctx);
/* Keep-alive: a ping after NET_PING_MS of our silence, closed after NET_DEAD_MS of the
   peer's; on a quiet connection (nothing but pings and pongs for NET_QUIET_MS) after
   NET_QUIET_PING_MS or more and NET_QUIET_DEAD_MS (net.h). Not called when keepalive is 0,
   for tests that step time themselves. */
void net_conn_tick(net_conn *c, int64_t now_ms);
/* 1 when nothing but pings and pongs went either way for NET_QUIET_MS. */
int net_conn_quiet(const net_conn *c, int64_t now_ms);
/* When net_conn_tick next has something to do (a ping, a silent peer, a page's progress):
   a host's timer for the connection. It only moves later as bytes come and go. */
int64_t net_conn_next_tick(const net_conn *c, int64_t now_ms);
/* 1 when the peer was silent too long (NET_DEAD_MS, quiet: NET_QUIET_DEAD_MS): net_conn_tick
   would close it. */
int net_conn_silent(const net_conn *c, int64_t now_ms);
/* Counts a refusal; returns 1 when the connection has had NET_MAX_ERRORS of them. */
int net_conn_error(net_conn *c);
/* Lines the peer sent in the current second, or its WebSocket frames (empty ones too) or
   TLS records (those without application data too) if more (flood control). One call of
   net_conn_read takes at most 16 KB or 64 TLS records from the socket, counted on the wire,
   so no peer holds the others' turn however fast it sends, whatever it sends. */
int net_conn_lines_now(const net_conn *c);

int64_t net_now_ms(void);
/* Tests only: net_now_ms (every connection's, client's and host's time) reads this clock
   instead of the system's, so minutes of keep-alive pass in a moment; NULL: the system's. */
void net_set_clock(int64_t (*now)(void));
/* Fills n bytes from the system's random source: 1, or 0 (fails closed) when it cannot. */
int net_random(uint8_t *out, size_t n);
/* Listening sockets on `port` (0: any free one) for IPv6 and IPv4 (addr NULL: every
   address); writes up to 2 descriptors and the port taken. Returns how many, 0 with *why. */
int net_listen(const char *addr, int port, int *fds, int *port_out, const char **why);
/* A connected socket to host:port (IPv4 or IPv6, by name or number), non-blocking after
   connecting (waits at most timeout_ms). -1 with *why. */
int net_connect(const char *host, int port, int timeout_ms, const char **why);

#endif
