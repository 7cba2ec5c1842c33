/* TLS under a connection (tls.h), with OpenSSL 3 (Debian's on Linux, cross-built from
   Debian's source for Windows: scripts/openssl-deps.sh); without CIT_TLS (the browser's
   build) every call says there is no TLS in this build. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tls.h"

#ifdef CIT_TLS
#include "certs.h"
#include <openssl/err.h>
#include <openssl/ssl.h>
#include <openssl/x509v3.h>

struct net_tls_ctx {
    SSL_CTX *ssl;
    int server;
    char desc[320];
};

struct net_tls {
    SSL *ssl;
    BIO_METHOD *meth; /* its socket BIO's (writes without SIGPIPE, reads within the turn) */
    SSL_CTX *ctx; /* a server's until its first byte says TLS (then SSL holds its own) */
    int fd, server, state, want_write, peeked, last_err;
    /* what this turn may still take from the socket (net_tls_turn), and what was taken:
       every byte and record counts, whether or not it yields an application byte */
    size_t turn_bytes;
    int turn_records;
    unsigned long raw_in, records;
    net_tls_failure failure;
    char pin[NET_TLS_FP_LEN + 1], fp[NET_TLS_FP_LEN + 1], why[200];
};

int net_tls_available(void) { return 1; }

/* The first error OpenSSL queued, in words, and the queue emptied. */
static void openssl_why(char *buf, size_t cap, const char *what) {
    unsigned long e = ERR_get_error();
    char detail[160] = "";
    if (e) ERR_error_string_n(e, detail, sizeof detail);
    ERR_clear_error();
    snprintf(buf, cap, "%s%s%s", what, *detail ? ": " : "", detail);
}

static void fingerprint(X509 *cert, char out[NET_TLS_FP_LEN + 1]) {
    unsigned char d[EVP_MAX_MD_SIZE];
    unsigned n = 0;
    out[0] = 0;
    if (!cert || !X509_digest(cert, EVP_sha256(), d, &n)) return;
    for (unsigned i = 0; i < n && 2 * i + 2 <= NET_TLS_FP_LEN; i++) snprintf(out + 2 * i, 3, "%02x", d[i]);
}

#define SERVER_TLS12_SUITES                                                                                \
    "ECDHE-ECDSA-AES128-GCM-SHA256:ECDHE-RSA-AES128-GCM-SHA256:ECDHE-ECDSA-AES256-GCM-SHA384:"             \
    "ECDHE-RSA-AES256-GCM-SHA384:ECDHE-ECDSA-CHACHA20-POLY1305:ECDHE-RSA-CHACHA20-POLY1305"

static SSL_CTX *new_ctx(int server) {
    SSL_CTX *ssl = SSL_CTX_new(server ? TLS_server_method() : TLS_client_method());
    if (!ssl) return NULL;
    SSL_CTX_set_min_proto_version(ssl, TLS1_2_VERSION);
    /* conn.c's output buffer moves its unsent bytes to the front, and takes what a write
       could send now (a record at a time) rather than all or nothing; an idle connection
       gives its record buffers back (34 KB of its 40) */
    SSL_CTX_set_mode(ssl, SSL_MODE_ACCEPT_MOVING_WRITE_BUFFER | SSL_MODE_ENABLE_PARTIAL_WRITE | SSL_MODE_RELEASE_BUFFERS);
    /* a renegotiation asked by the peer is a handshake's CPU for free, again and again */
    SSL_CTX_set_options(ssl, SSL_OP_NO_RENEGOTIATION | SSL_OP_NO_COMPRESSION);
    /* a record that carries no application byte (a KeyUpdate, an alert, a post-handshake
       message) ends the read: with AUTO_RETRY OpenSSL would read the next at once, and a
       peer sending such records faster than they are handled kept the loop in one read */
    SSL_CTX_clear_mode(ssl, SSL_MODE_AUTO_RETRY);
    /* TLS 1.2 as a public server should offer it, in the server's order: forward secrecy
       (ECDHE) and AEAD only, never static RSA key exchange or CBC with SHA-1, which
       OpenSSL's default list still has for an RSA certificate (certbot's default). TLS 1.3's
       suites are all of that kind. */
    if (server && (!SSL_CTX_set_cipher_list(ssl, SERVER_TLS12_SUITES) ||
                   !SSL_CTX_set_options(ssl, SSL_OP_CIPHER_SERVER_PREFERENCE))) {
        SSL_CTX_free(ssl);
        return NULL;
    }
    return ssl;
}

/* When the certificate stops being valid, and its fingerprint, for the log. */
static void describe(net_tls_ctx *x) {
    X509 *cert = SSL_CTX_get0_certificate(x->ssl);
    char fp[NET_TLS_FP_LEN + 1], groups[100] = "", until[64] = "?";
    fingerprint(cert, fp);
    for (int i = 0; fp[i] && i < NET_TLS_FP_LEN; i += 4) /* as a player's window shows it, to compare */
        snprintf(groups + strlen(groups), sizeof groups - strlen(groups), "%s%.4s", i ? " " : "", fp + i);
    BIO *b = BIO_new(BIO_s_mem());
    if (b && cert && ASN1_TIME_print(b, X509_get0_notAfter(cert)) > 0) {
        int n = BIO_read(b, until, (int)sizeof until - 1);
        until[n > 0 ? n : 0] = 0;
    }
    BIO_free(b);
    int days = net_tls_ctx_days_left(x);
    snprintf(x->desc, sizeof x->desc, "SHA-256 fingerprint %s, valid until %s%s", groups, until,
             days < 0 ? ": EXPIRED, browsers and players refuse it" : days < NET_TLS_RENEW_DAYS ? ": renew it soon" : "");
}

int net_tls_ctx_days_left(const net_tls_ctx *x) {
    X509 *cert = SSL_CTX_get0_certificate(x->ssl);
    int days = 0, secs = 0;
    if (!cert || !ASN1_TIME_diff(&days, &secs, NULL, X509_get0_notAfter(cert))) return -1;
    return days < 0 || secs < 0 ? -1 : days; /* whole days left; -1 once it has ended */
}

net_tls_ctx *net_tls_server_ctx(const char *cert_file, const char *key_file, char *why, size_t why_cap) {
    net_tls_ctx *x = calloc(1, sizeof *x);
    char what[4200];
    ERR_clear_error();
    if (!x || !(x->ssl = new_ctx(1))) {
        snprintf(why, why_cap, "no memory for TLS");
        free(x);
        return NULL;
    }
    x->server = 1;
    int ok = 0;
    if (SSL_CTX_use_certificate_chain_file(x->ssl, cert_file) != 1)
        snprintf(what, sizeof what, "cannot read the certificate %s", cert_file);
    else if (SSL_CTX_use_PrivateKey_file(x->ssl, key_file, SSL_FILETYPE_PEM) != 1)
        snprintf(what, sizeof what, "cannot read the private key %s", key_file);
    else if (SSL_CTX_check_private_key(x->ssl) != 1)
        snprintf(what, sizeof what, "the key %s is not the certificate's", key_file);
    else
        ok = 1;
    if (!ok) {
        openssl_why(why, why_cap, what);
        net_tls_ctx_free(x);
        return NULL;
    }
    describe(x);
    return x;
}

/* One authority of the system's list into OpenSSL's store (a certificate OpenSSL cannot
   read is left out). */
static void add_root(void *store, const unsigned char *der, size_t len) {
    const unsigned char *p = der;
    X509 *x = d2i_X509(NULL, &p, (long)len);
    if (x) X509_STORE_add_cert(store, x);
    X509_free(x);
}

/* The authorities the system trusts (platform/certs.h); 1 when any was taken. */
static int system_roots(SSL_CTX *ssl) {
    int n = plat_each_root_cert(add_root, SSL_CTX_get_cert_store(ssl));
    if (n < 0) return SSL_CTX_set_default_verify_paths(ssl);
    ERR_clear_error();
    return n > 0;
}

net_tls_ctx *net_tls_client_ctx(const char *ca_file, char *why, size_t why_cap) {
    net_tls_ctx *x = calloc(1, sizeof *x);
    ERR_clear_error();
    if (!x || !(x->ssl = new_ctx(0))) {
        snprintf(why, why_cap, "no memory for TLS");
        free(x);
        return NULL;
    }
    int ok = ca_file ? SSL_CTX_load_verify_locations(x->ssl, ca_file, NULL) : system_roots(x->ssl);
    if (ok != 1) {
        openssl_why(why, why_cap, ca_file ? "cannot read the authorities' certificates" : "cannot load the system's certificate authorities");
        net_tls_ctx_free(x);
        return NULL;
    }
    SSL_CTX_set_verify(x->ssl, SSL_VERIFY_PEER, NULL);
    return x;
}

void net_tls_ctx_free(net_tls_ctx *x) {
    if (!x) return;
    SSL_CTX_free(x->ssl); /* a reference: the connections' SSL objects hold their own */
    free(x);
}

void net_tls_ctx_describe(const net_tls_ctx *x, char *buf, size_t cap) { snprintf(buf, cap, "%s", x->desc); }

net_tls *net_tls_server(net_tls_ctx *x, int fd) {
    net_tls *t = calloc(1, sizeof *t);
    if (!t) return NULL;
    t->fd = fd;
    t->server = 1;
    t->state = NET_TLS_SNIFF;
    t->ctx = x->ssl;
    SSL_CTX_up_ref(t->ctx); /* a SIGHUP may free the server's reference before the first byte */
    return t;
}

/* Whether name is an IP address (checked as one, and sent without SNI). */
static int is_ip(const char *name) {
    unsigned char a[16];
    return inet_pton(AF_INET, name, a) == 1 || inet_pton(AF_INET6, name, a) == 1;
}

/* Notes the server's certificate at depth 0 (shown to a player who may trust it) and lets
   OpenSSL's verdict stand. */
static int on_verify(int ok, X509_STORE_CTX *store) {
    SSL *ssl = X509_STORE_CTX_get_ex_data(store, SSL_get_ex_data_X509_STORE_CTX_idx());
    net_tls *t = ssl ? SSL_get_app_data(ssl) : NULL;
    if (t && X509_STORE_CTX_get_error_depth(store) == 0 && !t->fp[0]) fingerprint(X509_STORE_CTX_get_current_cert(store), t->fp);
    if (t && t->pin[0]) return 1; /* the fingerprint decides, after the handshake */
    return ok;
}

static int handshake(net_tls *t);

/* The turn's budget (net_tls_turn): bytes and records left, and what was taken. */
static int spent(const net_tls *t) { return !t->turn_bytes || t->turn_records <= 0; }
static void take(net_tls *t, size_t n) {
    t->turn_bytes = n < t->turn_bytes ? t->turn_bytes - n : 0;
    t->raw_in += (unsigned long)n;
}

/* OpenSSL's socket BIO writes with send(..., 0): on POSIX, to a peer that is gone that
   raises SIGPIPE, which kills a process that does not ignore it (the game's window). The
   same BIO, writing with MSG_NOSIGNAL as conn.c does (0 on Windows, which raises no signal). */
static int nosig_write(BIO *b, const char *data, int len) {
    int fd = -1;
    BIO_get_fd(b, &fd);
    long k = send(fd, data, (size_t)len, MSG_NOSIGNAL);
    BIO_clear_retry_flags(b);
    if (k <= 0 && BIO_sock_should_retry((int)k)) BIO_set_retry_write(b);
    return (int)k;
}

/* The socket BIO's read, counting what comes off the wire into the turn's budget
   (net_tls_turn). During the handshake a spent budget stops the read there ("try again",
   the rest left in the socket: a ClientHello in a thousand fragments is read over several
   turns); once it is done, net_tls_recv stops between records instead, since a record
   left half read would hold the connection's writes (OpenSSL finishes reading a
   post-handshake message before it writes). */
static int turn_read(BIO *b, char *buf, int len) {
    net_tls *t = BIO_get_app_data(b);
    BIO_clear_retry_flags(b);
    if (t->state != NET_TLS_SECURE && spent(t)) {
        BIO_set_retry_read(b);
        return -1;
    }
    int fd = -1;
    BIO_get_fd(b, &fd);
    long k = recv(fd, buf, (size_t)len, 0);
    if (k > 0) take(t, (size_t)k);
    if (k <= 0 && BIO_sock_should_retry((int)k)) BIO_set_retry_read(b);
    return (int)k;
}

/* Counts the records the peer sent once the handshake is done (the flood counter's) and
   those of this turn (its budget). */
static void on_message(int write_p, int version, int content_type, const void *buf, size_t len, SSL *ssl, void *arg) {
    net_tls *t = arg;
    (void)version, (void)buf, (void)len, (void)ssl;
    if (write_p || content_type != SSL3_RT_HEADER) return;
    t->turn_records--;
    if (t->state == NET_TLS_SECURE) t->records++;
}

/* The connection's socket under its SSL object; 0 without memory. */
static int attach_fd(net_tls *t) {
    const BIO_METHOD *s = BIO_s_socket();
    t->meth = BIO_meth_new(BIO_get_new_index() | BIO_TYPE_SOURCE_SINK | BIO_TYPE_DESCRIPTOR, "socket, no SIGPIPE");
    if (!t->meth) return 0;
    BIO_meth_set_write(t->meth, nosig_write);
    BIO_meth_set_read(t->meth, turn_read);
    BIO_meth_set_ctrl(t->meth, BIO_meth_get_ctrl(s));
    BIO_meth_set_create(t->meth, BIO_meth_get_create(s));
    BIO_meth_set_destroy(t->meth, BIO_meth_get_destroy(s));
    BIO *b = BIO_new(t->meth);
    if (!b) return 0;
    BIO_set_fd(b, t->fd, BIO_NOCLOSE);
    BIO_set_app_data(b, t);
    SSL_set_bio(t->ssl, b, b);
    SSL_set_msg_callback(t->ssl, on_message);
    SSL_set_msg_callback_arg(t->ssl, t);
    return 1;
}

net_tls *net_tls_client(net_tls_ctx *x, int fd, const char *name, const char *pin) {
    net_tls *t = calloc(1, sizeof *t);
    if (!t || !(t->ssl = SSL_new(x->ssl))) {
        free(t);
        return NULL;
    }
    t->fd = fd;
    t->state = NET_TLS_HANDSHAKE;
    if (pin) snprintf(t->pin, sizeof t->pin, "%s", pin);
    SSL_set_app_data(t->ssl, t);
    if (!attach_fd(t)) {
        net_tls_free(t);
        return NULL;
    }
    SSL_set_connect_state(t->ssl);
    SSL_set_verify(t->ssl, SSL_VERIFY_PEER, on_verify);
    if (is_ip(name)) {
        X509_VERIFY_PARAM_set1_ip_asc(SSL_get0_param(t->ssl), name);
    } else {
        SSL_set_tlsext_host_name(t->ssl, name);
        SSL_set1_host(t->ssl, name);
    }
    handshake(t); /* the ClientHello goes now */
    return t;
}

void net_tls_free(net_tls *t) {
    if (!t) return;
    if (t->ssl && t->state == NET_TLS_SECURE) SSL_shutdown(t->ssl); /* close_notify, best effort */
    SSL_free(t->ssl); /* and its BIO */
    BIO_meth_free(t->meth);
    if (t->ctx) SSL_CTX_free(t->ctx);
    ERR_clear_error();
    free(t);
}

static long fail(net_tls *t, net_tls_failure f, const char *why) {
    t->state = NET_TLS_FAILED;
    t->failure = f;
    t->last_err = PLAT_SOCK_OTHER;
    if (why) snprintf(t->why, sizeof t->why, "%s", why);
    return -1;
}

/* What a failed verification means to a player. */
static long verify_failed(net_tls *t, long res) {
    char why[200];
    snprintf(why, sizeof why, "the server's certificate was refused: %s", X509_verify_cert_error_string(res));
    ERR_clear_error();
    switch (res) {
    case X509_V_ERR_HOSTNAME_MISMATCH:
    case X509_V_ERR_IP_ADDRESS_MISMATCH: return fail(t, NET_TLS_WRONG_NAME, why);
    case X509_V_ERR_CERT_HAS_EXPIRED:
    case X509_V_ERR_CERT_NOT_YET_VALID: return fail(t, NET_TLS_EXPIRED, why);
    default: return fail(t, NET_TLS_UNTRUSTED, why);
    }
}

/* Whether a client's handshake broke on a first answer that was no TLS record: the greeting
   of a server without TLS came before the peek could see it (it answers at once). */
static int answered_plain(const net_tls *t) {
    unsigned long e = ERR_peek_error();
    int r = ERR_GET_REASON(e);
    return SSL_get_state(t->ssl) == TLS_ST_CW_CLNT_HELLO && ERR_GET_LIB(e) == ERR_LIB_SSL &&
           (r == SSL_R_WRONG_VERSION_NUMBER || r == SSL_R_PACKET_LENGTH_TOO_LONG || r == SSL_R_UNKNOWN_PROTOCOL);
}

/* An OpenSSL call's result that moved nothing: wait for the socket, the end, or a failure. */
static long io_error(net_tls *t, int r) {
    int e = SSL_get_error(t->ssl, r);
    t->want_write = e == SSL_ERROR_WANT_WRITE;
    if (e == SSL_ERROR_WANT_READ || e == SSL_ERROR_WANT_WRITE) {
        ERR_clear_error();
        t->last_err = PLAT_SOCK_AGAIN;
        return -1;
    }
    if (e == SSL_ERROR_ZERO_RETURN) {
        ERR_clear_error();
        return 0;
    }
    if (t->state == NET_TLS_HANDSHAKE) {
        long res = SSL_get_verify_result(t->ssl);
        if (!t->server && res != X509_V_OK) return verify_failed(t, res);
        if (!t->server && answered_plain(t)) return fail(t, NET_TLS_NO_TLS, "the server speaks no TLS");
        char why[200];
        openssl_why(why, sizeof why, "the TLS handshake failed");
        return fail(t, NET_TLS_BROKEN, e == SSL_ERROR_SYSCALL ? "the connection broke during the TLS handshake" : why);
    }
    ERR_clear_error();
    t->last_err = PLAT_SOCK_OTHER;
    snprintf(t->why, sizeof t->why, "%s", e == SSL_ERROR_SYSCALL ? "the connection broke" : "a broken TLS record");
    return -1;
}

/* A client's first answer: a TLS record (handshake 0x16 or alert 0x15), or the greeting of a
   server without TLS. Peeked, so OpenSSL still reads it. */
static int peek_answer(net_tls *t) {
    unsigned char b;
    long k = recv(t->fd, (void *)&b, 1, MSG_PEEK);
    if (k < 0) return t->last_err = plat_sock_last_error(), -1;
    if (k == 0) return (int)fail(t, NET_TLS_BROKEN, "the server closed the connection at the TLS handshake");
    if (b != 0x16 && b != 0x15) return (int)fail(t, NET_TLS_NO_TLS, "the server speaks no TLS");
    t->peeked = 1;
    return 1;
}

/* Drives the handshake: 1 when done (and the peer checked), -1 otherwise. */
static int handshake(net_tls *t) {
    if (!t->server && !t->peeked && SSL_want_read(t->ssl) && peek_answer(t) < 0) return -1;
    ERR_clear_error();
    int r = SSL_do_handshake(t->ssl);
    if (r != 1) return (int)io_error(t, r);
    t->want_write = 0;
    if (!t->server) {
        fingerprint(SSL_get0_peer_certificate(t->ssl), t->fp);
        if (t->pin[0] && strcmp(t->pin, t->fp)) return (int)fail(t, NET_TLS_PIN, "not the certificate trusted for this server");
    }
    t->state = NET_TLS_SECURE;
    return 1;
}

/* A server's connection: its first byte says whether it is TLS. */
static int sniff(net_tls *t) {
    unsigned char b;
    long k = recv(t->fd, (void *)&b, 1, MSG_PEEK);
    if (k <= 0) return k < 0 ? (t->last_err = plat_sock_last_error(), -1) : 0;
    if (b != 0x16) {
        t->state = NET_TLS_PLAIN;
    } else {
        if (!(t->ssl = SSL_new(t->ctx)) || !attach_fd(t)) return fail(t, NET_TLS_BROKEN, "no memory for TLS"), -1;
        SSL_set_accept_state(t->ssl);
        t->state = NET_TLS_HANDSHAKE;
    }
    SSL_CTX_free(t->ctx);
    t->ctx = NULL;
    return 1;
}

/* A read that moved no application byte but took bytes from the socket (a record without
   application data, a part of the handshake) says PLAT_SOCK_INTR: read again, within the
   turn; one that took nothing says what io_error said. */
static long more_later(net_tls *t, unsigned long before) {
    if (t->raw_in != before && t->last_err == PLAT_SOCK_AGAIN && !spent(t))
        t->last_err = PLAT_SOCK_INTR;
    return -1;
}

void net_tls_turn(net_tls *t, size_t bytes, int records) {
    t->turn_bytes = bytes;
    t->turn_records = records;
}
unsigned long net_tls_raw_in(const net_tls *t) { return t->raw_in; }
unsigned long net_tls_records(const net_tls *t) { return t->records; }

long net_tls_recv(net_tls *t, void *buf, size_t n) {
    if (t->state == NET_TLS_SNIFF) {
        int s = sniff(t);
        if (s <= 0) return s;
    }
    if (t->state == NET_TLS_PLAIN) {
        if (!t->turn_bytes) return t->last_err = PLAT_SOCK_AGAIN, -1;
        long k = recv(t->fd, buf, n < t->turn_bytes ? n : t->turn_bytes, 0);
        if (k < 0) t->last_err = plat_sock_last_error();
        if (k > 0) take(t, (size_t)k);
        return k;
    }
    unsigned long before = t->raw_in;
    if (t->state == NET_TLS_HANDSHAKE && handshake(t) < 0) return more_later(t, before);
    if (t->state != NET_TLS_SECURE) return t->last_err = PLAT_SOCK_OTHER, -1;
    if (spent(t)) return t->last_err = PLAT_SOCK_AGAIN, -1; /* the rest next turn */
    size_t got = 0;
    ERR_clear_error();
    int r = SSL_read_ex(t->ssl, buf, n, &got);
    if (r == 1) return (long)got;
    long k = io_error(t, r);
    return k < 0 ? more_later(t, before) : k;
}

long net_tls_send(net_tls *t, const void *buf, size_t n) {
    if (t->state == NET_TLS_PLAIN) {
        long k = send(t->fd, buf, n, MSG_NOSIGNAL);
        if (k < 0) t->last_err = plat_sock_last_error();
        return k;
    }
    if (t->state == NET_TLS_SNIFF) return t->last_err = PLAT_SOCK_AGAIN, -1; /* held: TLS or not? */
    if (t->state == NET_TLS_HANDSHAKE && handshake(t) < 0) return -1;
    if (t->state != NET_TLS_SECURE) return t->last_err = PLAT_SOCK_OTHER, -1;
    size_t put = 0;
    ERR_clear_error();
    int r = SSL_write_ex(t->ssl, buf, n, &put);
    return r == 1 ? (long)put : io_error(t, r);
}

plat_sock_err net_tls_error(const net_tls *t) { return (plat_sock_err)t->last_err; }

int net_tls_wants_write(const net_tls *t, int queued) {
    switch (t->state) {
    case NET_TLS_HANDSHAKE: return t->want_write;
    case NET_TLS_SECURE: return queued || t->want_write;
    case NET_TLS_PLAIN: return queued;
    default: return 0;
    }
}

void net_tls_step(net_tls *t) {
    if (t->state == NET_TLS_HANDSHAKE && t->want_write) handshake(t);
}

int net_tls_pending(const net_tls *t) { return t->state == NET_TLS_SECURE && SSL_pending(t->ssl) > 0; }

#else /* no TLS in this build */

struct net_tls_ctx {
    int unused;
};
struct net_tls {
    int unused;
};

int net_tls_available(void) { return 0; }
net_tls_ctx *net_tls_server_ctx(const char *cert_file, const char *key_file, char *why, size_t why_cap) {
    (void)cert_file, (void)key_file;
    snprintf(why, why_cap, "this build has no TLS");
    return NULL;
}
net_tls_ctx *net_tls_client_ctx(const char *ca_file, char *why, size_t why_cap) {
    (void)ca_file;
    snprintf(why, why_cap, "this build has no TLS");
    return NULL;
}
void net_tls_ctx_free(net_tls_ctx *x) { (void)x; }
void net_tls_ctx_describe(const net_tls_ctx *x, char *buf, size_t cap) {
    (void)x;
    if (cap) buf[0] = 0;
}
int net_tls_ctx_days_left(const net_tls_ctx *x) { return (void)x, -1; }
net_tls *net_tls_server(net_tls_ctx *x, int fd) { return (void)x, (void)fd, NULL; }
net_tls *net_tls_client(net_tls_ctx *x, int fd, const char *name, const char *pin) {
    return (void)x, (void)fd, (void)name, (void)pin, NULL;
}
void net_tls_free(net_tls *t) { (void)t; }
long net_tls_recv(net_tls *t, void *buf, size_t n) { return (void)t, (void)buf, (void)n, -1; }
long net_tls_send(net_tls *t, const void *buf, size_t n) { return (void)t, (void)buf, (void)n, -1; }
plat_sock_err net_tls_error(const net_tls *t) { return (void)t, PLAT_SOCK_OTHER; }
int net_tls_wants_write(const net_tls *t, int queued) { return (void)t, queued; }
void net_tls_step(net_tls *t) { (void)t; }
int net_tls_pending(const net_tls *t) { return (void)t, 0; }
void net_tls_turn(net_tls *t, size_t bytes, int records) { (void)t, (void)bytes, (void)records; }
unsigned long net_tls_raw_in(const net_tls *t) { return (void)t, 0; }
unsigned long net_tls_records(const net_tls *t) { return (void)t, 0; }
#endif

#ifdef CIT_TLS
net_tls_state net_tls_get_state(const net_tls *t) { return (net_tls_state)t->state; }
int net_tls_plain(const net_tls *t) { return t && t->state == NET_TLS_PLAIN; }
net_tls_failure net_tls_get_failure(const net_tls *t) { return t->failure; }
const char *net_tls_why(const net_tls *t) { return t ? t->why : ""; }
const char *net_tls_fingerprint(const net_tls *t) { return t ? t->fp : ""; }
#else
net_tls_state net_tls_get_state(const net_tls *t) { return (void)t, NET_TLS_FAILED; }
int net_tls_plain(const net_tls *t) { return (void)t, 0; }
net_tls_failure net_tls_get_failure(const net_tls *t) { return (void)t, NET_TLS_BROKEN; }
const char *net_tls_why(const net_tls *t) { return (void)t, ""; }
const char *net_tls_fingerprint(const net_tls *t) { return (void)t, ""; }
#endif
