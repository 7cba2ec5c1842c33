/* What the TLS test programs share (net_tls, net_tls_public): a temporary folder with a test
   authority and the certificates it signs, made by the openssl command for names under .test
   that resolve nowhere; the real server started on one of them with its log; blocking sockets
   from chosen loopback addresses. Every wait is bounded (SO_RCVTIMEO). */
#ifndef CIT_TEST_TLS_FIXTURE_H
#define CIT_TEST_TLS_FIXTURE_H

#include <stddef.h>
#include <sys/types.h>

extern char tmp[256], ca[300]; /* the folder, and the authority's certificate in it */

/* Makes the folder (/tmp/PREFIX.XXXXXX) with a page to serve (www/index.html) and the
   authority; 0 when the openssl command cannot. */
int tls_fixture_begin(const char *prefix);
/* Removes the folder (kept when a check failed, to read the servers' logs). */
void tls_fixture_end(int failed);

/* A shell command made as printf makes text; its exit status. */
__attribute__((format(printf, 1, 2))) int sh(const char *fmt, ...);
void path_of(char *out, size_t cap, const char *name);
/* A certificate the authority signs for `name` (NAME.pem with the authority's after it, as
   certbot's fullchain.pem; NAME.key): `key` is the openssl req key option ("ec", "rsa"). */
int make_cert_of(const char *name, const char *key);
int make_cert(const char *name); /* P-256 */

/* citadela-server on a free port of 127.0.0.1 with --dir and --web in the folder, the
   certificate and key (NULL: without TLS), its standard error into log, and `extra`
   options (NULL-terminated; NULL: none); its port in *port_out (-1 when it did not start). */
pid_t start_server_with(const char *bin, const char *cert, const char *key, const char *log, int *port_out,
                        const char *const *extra);
/* SIGTERM; 1 if the server ended well (under ASan: without a leak). */
int stop_server(pid_t pid);
int log_has(const char *log, const char *what);
/* How many lines of the log hold `what`. */
int log_count(const char *log, const char *what);

/* A blocking socket to the server from `from` (an address of 127.0.0.0/8: each check's
   strangers their own, so one check's log lines do not spend another's log budget). */
int dial_from(int port, const char *from);
/* Reads until the peer closes or 3 s pass without a byte; returns the length (NUL after). */
size_t read_all(int fd, char *buf, size_t cap);

#endif
