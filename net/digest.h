/* The two encodings the WebSocket handshake needs (RFC 6455 4.2.2): SHA-1 (RFC 3174) of
   the client's key and base64 (RFC 4648) of the digest. Small and own: the handshake is the
   only user, and SHA-1 is no protection of anything here, only a proof that the peer speaks
   WebSocket. */
#ifndef CIT_NET_DIGEST_H
#define CIT_NET_DIGEST_H

#include <stddef.h>
#include <stdint.h>

void net_sha1(const void *data, size_t n, uint8_t out[20]);
/* Writes base64 of n bytes with its padding and a terminating NUL; out holds
   4 * ((n + 2) / 3) + 1 bytes. Returns the length written (without the NUL). */
size_t net_base64(const uint8_t *in, size_t n, char *out);

#endif
