/* TLS under a connection of the protocol (OpenSSL 3; docs/protocol.md "TLS"): the server's
   certificate and key, a client's check of the server's certificate (the system's
   authorities and the name, or a fingerprint the player trusts), and the non-blocking
   reads and writes conn.c makes through it where it would call recv() and send(). A
   build without OpenSSL (the browser's: the page does wss itself) compiles the same calls
   to "no TLS in this build" (net_tls_available() 0). */
#ifndef CIT_NET_TLS_H
#define CIT_NET_TLS_H

#include <stddef.h>

#include "sock.h"

typedef struct net_tls_ctx net_tls_ctx; /* a certificate and key, or a client's trust */
typedef struct net_tls net_tls;         /* one connection's TLS state */

/* A certificate's SHA-256 fingerprint as 64 lower-case hex digits and a NUL. */
#define NET_TLS_FP_LEN 64

/* 1 when this build speaks TLS. */
int net_tls_available(void);

/* The server's: a PEM certificate file (the chain after it, as certbot's fullchain.pem) and
   its PEM private key, checked to belong together; TLS 1.2 and 1.3 only. NULL with the
   reason in why (English) when a file does not read. */
net_tls_ctx *net_tls_server_ctx(const char *cert_file, const char *key_file, char *why, size_t why_cap);
/* A client's: the system's authorities, or only those of ca_file (PEM; tests) when not NULL. */
net_tls_ctx *net_tls_client_ctx(const char *ca_file, char *why, size_t why_cap);
/* Drops the caller's reference: connections made from it keep it until they are freed
   (a server that reads its certificate again lets handshakes in progress finish). */
void net_tls_ctx_free(net_tls_ctx *x);
/* The server certificate's fingerprint and the time its validity ends (for the log), with
   a warning once it has fewer than NET_TLS_RENEW_DAYS left or has ended. */
void net_tls_ctx_describe(const net_tls_ctx *x, char *buf, size_t cap);
/* Whole days until the server certificate ends; -1 once it has. certbot renews 30 days
   ahead, so a certificate with 14 left was not renewed: the log says so each day. */
#define NET_TLS_RENEW_DAYS 14
int net_tls_ctx_days_left(const net_tls_ctx *x);

/* A server's accepted connection: its first byte decides (0x16, a TLS handshake record:
   TLS; anything else: the plain protocol or plain HTTP, which the host refuses or redirects
   by net_tls_plain). NULL without memory. */
net_tls *net_tls_server(net_tls_ctx *x, int fd);
/* A client's connection to `name` (checked against the certificate unless `pin`, a
   fingerprint the player trusts, is given: then that certificate and no other). plain_ok:
   a server that answers the handshake in plain text is not an error but NET_TLS_NO_TLS, so
   that the caller may connect again without TLS (no byte of the caller's was sent). */
net_tls *net_tls_client(net_tls_ctx *x, int fd, const char *name, const char *pin);
void net_tls_free(net_tls *t); /* does not close fd; NULL is a no-op */

/* A turn's budget for the reads that follow: at most `bytes` from the socket and `records`
   TLS records, whatever they carry (the handshake's, alerts, KeyUpdates, application
   data); beyond it a read says PLAT_SOCK_AGAIN and leaves the rest in the socket (once the
   handshake is done, between records: one record may go over it). */
void net_tls_turn(net_tls *t, size_t bytes, int records);
/* Bytes taken from the socket so far, and the records the peer sent after the handshake. */
unsigned long net_tls_raw_in(const net_tls *t);
unsigned long net_tls_records(const net_tls *t);

/* As recv() and send(): bytes moved, 0 when the peer closed (recv), -1 when nothing moved
   now (net_tls_error says why: PLAT_SOCK_INTR when bytes were taken from the socket but
   none of them was the caller's, as a record without application data: read again). Before its handshake ends a connection sends nothing: the
   bytes stay queued, never in clear. */
long net_tls_recv(net_tls *t, void *buf, size_t n);
long net_tls_send(net_tls *t, const void *buf, size_t n);
plat_sock_err net_tls_error(const net_tls *t); /* PLAT_SOCK_AGAIN: try after poll */
/* Whether poll should wait for the socket to take bytes: the handshake's own, or the
   caller's queued bytes (queued) once they may go. */
int net_tls_wants_write(const net_tls *t, int queued);
/* Drives a handshake waiting to write (the socket became writable). */
void net_tls_step(net_tls *t);
/* Plaintext bytes decrypted and not read yet: poll does not see them. */
int net_tls_pending(const net_tls *t);

typedef enum {
    NET_TLS_SNIFF = 0,  /* a server's: no byte yet */
    NET_TLS_HANDSHAKE,  /* the handshake goes on */
    NET_TLS_SECURE,     /* done: bytes are encrypted and the peer checked */
    NET_TLS_PLAIN,      /* a server's: the peer speaks without TLS */
    NET_TLS_FAILED      /* the handshake failed: net_tls_failure, net_tls_why */
} net_tls_state;
net_tls_state net_tls_get_state(const net_tls *t);
int net_tls_plain(const net_tls *t); /* a server's connection that turned out plain */

typedef enum {
    NET_TLS_OK = 0,
    NET_TLS_NO_TLS,     /* the server answered in plain text: it speaks no TLS */
    NET_TLS_UNTRUSTED,  /* a certificate no authority of this system vouches for (self-made) */
    NET_TLS_WRONG_NAME, /* a good certificate for another name */
    NET_TLS_EXPIRED,    /* expired or not valid yet */
    NET_TLS_PIN,        /* not the certificate the player trusted for this server */
    NET_TLS_BROKEN      /* the handshake itself failed (versions, a broken record) */
} net_tls_failure;
net_tls_failure net_tls_get_failure(const net_tls *t);
const char *net_tls_why(const net_tls *t); /* English, "" when none */
/* The peer certificate's fingerprint (a client's, once the server sent it), or "". */
const char *net_tls_fingerprint(const net_tls *t);

#endif
