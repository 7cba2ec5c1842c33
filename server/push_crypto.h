/* Web Push's cryptography on OpenSSL's primitives (docs/server.md "Push"): the server's
   VAPID identity (RFC 8292: a P-256 key pair kept in the state directory, an ES256 JWT
   per push service) and a message encrypted for one subscription (RFC 8291 on RFC 8188's
   aes128gcm, one record). No cryptography of our own: ECDH, HKDF, AES-GCM and ECDSA are
   OpenSSL's. Linux server only (server/push.c's sender is its one user). */
#ifndef CIT_SERVER_PUSH_CRYPTO_H
#define CIT_SERVER_PUSH_CRYPTO_H

#include <stddef.h>

#define PUSH_VAPID_FILE "push-vapid.pem" /* the private key, mode 0600, beside the database */
#define PUSH_KEY_LEN 65                  /* a P-256 public key, uncompressed (0x04 || x || y) */
#define PUSH_AUTH_LEN 16                 /* a subscription's auth secret */
#define PUSH_SALT_LEN 16
#define PUSH_HEADER_LEN (PUSH_SALT_LEN + 4 + 1 + PUSH_KEY_LEN) /* RFC 8188's, keyid = our key */
/* One record holds the whole message: a payload is a short JSON, and push services take
   at most 4096 bytes of body (RFC 8291 section 4). */
#define PUSH_PLAIN_MAX (4096 - PUSH_HEADER_LEN - 17)
#define PUSH_BODY_MAX 4096
#define PUSH_JWT_HOURS 12 /* a token's life (RFC 8292: at most 24 h) */

typedef struct push_vapid push_vapid;

/* The key in dir/PUSH_VAPID_FILE, made there (0600) at the first call. NULL with why when
   the file does not read as a P-256 key or cannot be written. *made: 1 if it was made now. */
push_vapid *push_vapid_load(const char *dir, int *made, char *why, size_t cap);
void push_vapid_free(push_vapid *v);
/* The public key (what a page gives the browser as applicationServerKey). */
void push_vapid_public(const push_vapid *v, unsigned char out[PUSH_KEY_LEN]);
/* The Authorization header's value for a POST to `endpoint` (an https URL) at `now`
   (seconds since 1970): "vapid t=JWT, k=KEY", the JWT's aud the endpoint's origin, exp
   now + PUSH_JWT_HOURS, sub `contact` (a mailto: or https: URL). 0 when it does not fit
   or the endpoint has no origin. */
int push_vapid_header(const push_vapid *v, const char *endpoint, const char *contact, long long now, char *out,
                      size_t cap);

/* The aes128gcm body of `plain` for the subscription's keys (p256dh, auth), with a fresh
   key pair and salt: *len bytes in out (cap at least PUSH_BODY_MAX). 0 when a key is not a
   point of P-256 or plain is longer than PUSH_PLAIN_MAX. */
int push_encrypt(const unsigned char ua_public[PUSH_KEY_LEN], const unsigned char auth[PUSH_AUTH_LEN],
                 const unsigned char *plain, size_t n, unsigned char *out, size_t cap, size_t *len);
/* The same with the sender's private key (32 bytes) and salt given: the RFC's worked
   example (tests). */
int push_encrypt_with(const unsigned char ua_public[PUSH_KEY_LEN], const unsigned char auth[PUSH_AUTH_LEN],
                      const unsigned char *plain, size_t n, const unsigned char as_private[32],
                      const unsigned char salt[PUSH_SALT_LEN], unsigned char *out, size_t cap, size_t *len);

/* base64url without padding (RFC 4648 section 5), as Web Push writes keys: the length
   written (without the NUL) or 0 when out is short; decoding gives the bytes or -1. */
size_t push_b64url_encode(const unsigned char *in, size_t n, char *out, size_t cap);
long push_b64url_decode(const char *in, unsigned char *out, size_t cap);

#endif
