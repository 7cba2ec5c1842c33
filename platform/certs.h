/* The certificate authorities the system trusts, for TLS (net/tls.c). One file per system
   behind it: POSIX systems keep them where the TLS library finds them itself, Windows in a
   store of its own that only its API lists. */
#ifndef CIT_PLAT_CERTS_H
#define CIT_PLAT_CERTS_H
#include <stddef.h>

/* Hands each authority's certificate (DER) to add and returns how many, or -1 where the
   TLS library's own default places hold them (add is never called then). */
int plat_each_root_cert(void (*add)(void *ctx, const unsigned char *der, size_t len), void *ctx);

#endif
