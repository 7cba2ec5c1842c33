/* Web Push's cryptography (server/push_crypto.h): VAPID (RFC 8292) and aes128gcm message
   encryption (RFC 8291, RFC 8188), each step an OpenSSL 3 call. */
#include "push_crypto.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <openssl/core_names.h>
#include <openssl/ec.h>
#include <openssl/evp.h>
#include <openssl/kdf.h>
#include <openssl/obj_mac.h>
#include <openssl/param_build.h>
#include <openssl/pem.h>
#include <openssl/rand.h>

struct push_vapid {
    EVP_PKEY *key;
    unsigned char pub[PUSH_KEY_LEN];
};

/* ---- base64url ---- */

static const char B64URL[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

size_t push_b64url_encode(const unsigned char *in, size_t n, char *out, size_t cap) {
    size_t need = n / 3 * 4 + (n % 3 ? n % 3 + 1 : 0);
    if (need + 1 > cap) return 0;
    size_t o = 0;
    for (size_t i = 0; i < n; i += 3) {
        unsigned v = (unsigned)in[i] << 16 | (i + 1 < n ? (unsigned)in[i + 1] << 8 : 0) | (i + 2 < n ? in[i + 2] : 0);
        out[o++] = B64URL[v >> 18 & 63];
        out[o++] = B64URL[v >> 12 & 63];
        if (i + 1 < n) out[o++] = B64URL[v >> 6 & 63];
        if (i + 2 < n) out[o++] = B64URL[v & 63];
    }
    out[o] = 0;
    return o;
}

long push_b64url_decode(const char *in, unsigned char *out, size_t cap) {
    size_t o = 0, bits = 0;
    unsigned long acc = 0;
    for (const char *p = in; *p && *p != '='; p++) {
        const char *at = strchr(B64URL, *p);
        if (!at || !*p) return -1;
        acc = acc << 6 | (unsigned long)(at - B64URL);
        bits += 6;
        if (bits >= 8) {
            bits -= 8;
            if (o == cap) return -1;
            out[o++] = (unsigned char)(acc >> bits & 0xff);
        }
    }
    if (bits >= 6 || (acc & ((1ul << bits) - 1))) return -1; /* a lone character, or bits left set */
    return (long)o;
}

/* ---- keys ---- */

/* A P-256 key from raw bytes: the private scalar (32 bytes; its public point computed), or
   only a public point (priv NULL). */
static EVP_PKEY *key_from_raw(const unsigned char *priv, const unsigned char *pub_in) {
    EC_GROUP *group = EC_GROUP_new_by_curve_name(NID_X9_62_prime256v1);
    EC_POINT *point = group ? EC_POINT_new(group) : NULL;
    BIGNUM *d = priv ? BN_bin2bn(priv, 32, NULL) : NULL;
    OSSL_PARAM_BLD *bld = OSSL_PARAM_BLD_new();
    OSSL_PARAM *params = NULL;
    EVP_PKEY_CTX *ctx = NULL;
    EVP_PKEY *key = NULL;
    unsigned char pub[PUSH_KEY_LEN];
    int ok = point && bld && (!priv || d);
    if (ok && priv) ok = EC_POINT_mul(group, point, d, NULL, NULL, NULL) &&
                         EC_POINT_point2oct(group, point, POINT_CONVERSION_UNCOMPRESSED, pub, sizeof pub, NULL) == sizeof pub;
    if (ok && !priv) { /* the point must be on the curve: a subscription's key is the browser's word */
        ok = pub_in[0] == 4 && EC_POINT_oct2point(group, point, pub_in, PUSH_KEY_LEN, NULL) == 1;
        memcpy(pub, pub_in, sizeof pub);
    }
    ok = ok && OSSL_PARAM_BLD_push_utf8_string(bld, OSSL_PKEY_PARAM_GROUP_NAME, "prime256v1", 0) &&
         OSSL_PARAM_BLD_push_octet_string(bld, OSSL_PKEY_PARAM_PUB_KEY, pub, sizeof pub) &&
         (!priv || OSSL_PARAM_BLD_push_BN(bld, OSSL_PKEY_PARAM_PRIV_KEY, d)) && (params = OSSL_PARAM_BLD_to_param(bld)) &&
         (ctx = EVP_PKEY_CTX_new_from_name(NULL, "EC", NULL)) && EVP_PKEY_fromdata_init(ctx) == 1;
    if (ok && EVP_PKEY_fromdata(ctx, &key, priv ? EVP_PKEY_KEYPAIR : EVP_PKEY_PUBLIC_KEY, params) != 1) key = NULL;
    EVP_PKEY_CTX_free(ctx);
    OSSL_PARAM_free(params);
    OSSL_PARAM_BLD_free(bld);
    BN_clear_free(d);
    EC_POINT_free(point);
    EC_GROUP_free(group);
    return key;
}

static int key_public(EVP_PKEY *key, unsigned char out[PUSH_KEY_LEN]) {
    size_t n = 0;
    return EVP_PKEY_get_octet_string_param(key, OSSL_PKEY_PARAM_ENCODED_PUBLIC_KEY, out, PUSH_KEY_LEN, &n) == 1 &&
           n == PUSH_KEY_LEN && out[0] == 4;
}

static int is_p256(EVP_PKEY *key) {
    char group[64];
    size_t n = 0;
    return EVP_PKEY_is_a(key, "EC") &&
           EVP_PKEY_get_utf8_string_param(key, OSSL_PKEY_PARAM_GROUP_NAME, group, sizeof group, &n) == 1 &&
           (!strcmp(group, "prime256v1") || !strcmp(group, "P-256"));
}

/* Writes the new key to path.tmp (0600 from its creation: never readable by others for a
   moment) and renames it into place, so a crash leaves no half key. */
static int save_key(EVP_PKEY *key, const char *path, char *why, size_t cap) {
    char tmp[4200];
    snprintf(tmp, sizeof tmp, "%s.tmp", path);
    unlink(tmp);
    int fd = open(tmp, O_WRONLY | O_CREAT | O_EXCL, 0600);
    FILE *f = fd >= 0 ? fdopen(fd, "w") : NULL;
    if (!f) {
        snprintf(why, cap, "cannot write %s: %s", tmp, strerror(errno));
        if (fd >= 0) close(fd);
        return 0;
    }
    int ok = PEM_write_PrivateKey(f, key, NULL, NULL, 0, NULL, NULL) == 1;
    ok = fflush(f) == 0 && fsync(fileno(f)) == 0 && ok;
    ok = fclose(f) == 0 && ok;
    if (ok && rename(tmp, path) != 0) ok = 0;
    if (!ok) {
        snprintf(why, cap, "cannot write %s: %s", path, strerror(errno));
        unlink(tmp);
    }
    return ok;
}

push_vapid *push_vapid_load(const char *dir, int *made, char *why, size_t cap) {
    char path[4096];
    snprintf(path, sizeof path, "%s/" PUSH_VAPID_FILE, dir);
    *made = 0;
    EVP_PKEY *key = NULL;
    FILE *f = fopen(path, "r");
    if (f) {
        key = PEM_read_PrivateKey(f, NULL, NULL, NULL);
        fclose(f);
        if (!key || !is_p256(key)) {
            snprintf(why, cap, "%s is not a P-256 private key (remove it to make a new one: browsers then subscribe again)", path);
            EVP_PKEY_free(key);
            return NULL;
        }
    } else if (errno != ENOENT) {
        snprintf(why, cap, "cannot read %s: %s", path, strerror(errno));
        return NULL;
    } else {
        if (!(key = EVP_PKEY_Q_keygen(NULL, NULL, "EC", "P-256"))) {
            snprintf(why, cap, "cannot make a P-256 key");
            return NULL;
        }
        if (!save_key(key, path, why, cap)) {
            EVP_PKEY_free(key);
            return NULL;
        }
        *made = 1;
    }
    push_vapid *v = calloc(1, sizeof *v);
    if (!v || !key_public(key, v->pub)) {
        snprintf(why, cap, "%s: no public key", path);
        free(v);
        EVP_PKEY_free(key);
        return NULL;
    }
    v->key = key;
    return v;
}

void push_vapid_free(push_vapid *v) {
    if (!v) return;
    EVP_PKEY_free(v->key);
    free(v);
}

void push_vapid_public(const push_vapid *v, unsigned char out[PUSH_KEY_LEN]) { memcpy(out, v->pub, PUSH_KEY_LEN); }

/* ---- VAPID's JWT (RFC 8292 section 2; RFC 7515's compact form, RFC 7518's ES256) ---- */

/* The endpoint's origin: "https://host[:port]", the path cut. */
static int origin_of(const char *url, char *out, size_t cap) {
    if (strncmp(url, "https://", 8) != 0) return 0;
    size_t n = 8 + strcspn(url + 8, "/?#");
    if (n == 8 || n >= cap || memchr(url + 8, '@', n - 8)) return 0;
    memcpy(out, url, n);
    out[n] = 0;
    return 1;
}

/* ECDSA over SHA-256 as JWS wants it: r and s, 32 bytes each (OpenSSL gives DER). */
static int es256_sign(EVP_PKEY *key, const char *msg, unsigned char sig[64]) {
    unsigned char der[80];
    size_t n = sizeof der;
    EVP_MD_CTX *md = EVP_MD_CTX_new();
    int ok = md && EVP_DigestSignInit(md, NULL, EVP_sha256(), NULL, key) == 1 &&
             EVP_DigestSign(md, der, &n, (const unsigned char *)msg, strlen(msg)) == 1;
    EVP_MD_CTX_free(md);
    const unsigned char *p = der;
    ECDSA_SIG *es = ok ? d2i_ECDSA_SIG(NULL, &p, (long)n) : NULL;
    ok = es && BN_bn2binpad(ECDSA_SIG_get0_r(es), sig, 32) == 32 && BN_bn2binpad(ECDSA_SIG_get0_s(es), sig + 32, 32) == 32;
    ECDSA_SIG_free(es);
    return ok;
}

int push_vapid_header(const push_vapid *v, const char *endpoint, const char *contact, long long now, char *out,
                      size_t cap) {
    char origin[512], claims[1024], jwt[2048], k[100];
    unsigned char sig[64];
    if (!origin_of(endpoint, origin, sizeof origin) || strpbrk(contact, "\"\\") || strlen(contact) > 300) return 0;
    int n = snprintf(claims, sizeof claims, "{\"aud\":\"%s\",\"exp\":%lld,\"sub\":\"%s\"}", origin,
                     now + PUSH_JWT_HOURS * 3600LL, contact);
    if (n < 0 || (size_t)n >= sizeof claims) return 0;
    static const char head[] = "{\"typ\":\"JWT\",\"alg\":\"ES256\"}";
    size_t o = push_b64url_encode((const unsigned char *)head, sizeof head - 1, jwt, sizeof jwt);
    jwt[o++] = '.';
    size_t c = push_b64url_encode((const unsigned char *)claims, (size_t)n, jwt + o, sizeof jwt - o);
    if (!o || !c) return 0;
    o += c;
    if (!es256_sign(v->key, jwt, sig)) return 0; /* the signing input: header.claims */
    jwt[o++] = '.';
    if (!push_b64url_encode(sig, sizeof sig, jwt + o, sizeof jwt - o)) return 0;
    push_b64url_encode(v->pub, sizeof v->pub, k, sizeof k);
    n = snprintf(out, cap, "vapid t=%s, k=%s", jwt, k);
    return n > 0 && (size_t)n < cap;
}

/* ---- aes128gcm (RFC 8291 section 3.4, RFC 8188 section 2) ---- */

static int hkdf(const unsigned char *salt, size_t nsalt, const unsigned char *ikm, size_t nikm,
                const unsigned char *info, size_t ninfo, unsigned char *out, size_t n) {
    EVP_PKEY_CTX *ctx = EVP_PKEY_CTX_new_id(EVP_PKEY_HKDF, NULL);
    size_t len = n;
    int ok = ctx && EVP_PKEY_derive_init(ctx) == 1 && EVP_PKEY_CTX_set_hkdf_md(ctx, EVP_sha256()) == 1 &&
             EVP_PKEY_CTX_set1_hkdf_salt(ctx, salt, (int)nsalt) == 1 && EVP_PKEY_CTX_set1_hkdf_key(ctx, ikm, (int)nikm) == 1 &&
             EVP_PKEY_CTX_add1_hkdf_info(ctx, info, (int)ninfo) == 1 && EVP_PKEY_derive(ctx, out, &len) == 1 && len == n;
    EVP_PKEY_CTX_free(ctx);
    return ok;
}

static int ecdh(EVP_PKEY *mine, EVP_PKEY *theirs, unsigned char secret[32]) {
    EVP_PKEY_CTX *ctx = EVP_PKEY_CTX_new(mine, NULL);
    size_t n = 32;
    int ok = ctx && EVP_PKEY_derive_init(ctx) == 1 && EVP_PKEY_derive_set_peer(ctx, theirs) == 1 &&
             EVP_PKEY_derive(ctx, secret, &n) == 1 && n == 32;
    EVP_PKEY_CTX_free(ctx);
    return ok;
}

static int seal(const unsigned char key[16], const unsigned char nonce[12], const unsigned char *plain, size_t n,
                unsigned char *out) {
    static const unsigned char last = 2; /* the padding delimiter of the last (only) record */
    EVP_CIPHER_CTX *c = EVP_CIPHER_CTX_new();
    int a = 0, b = 0, z = 0;
    int ok = c && EVP_EncryptInit_ex(c, EVP_aes_128_gcm(), NULL, key, nonce) == 1 &&
             EVP_EncryptUpdate(c, out, &a, plain, (int)n) == 1 && EVP_EncryptUpdate(c, out + a, &b, &last, 1) == 1 &&
             EVP_EncryptFinal_ex(c, out + a + b, &z) == 1 && (size_t)(a + b + z) == n + 1 &&
             EVP_CIPHER_CTX_ctrl(c, EVP_CTRL_GCM_GET_TAG, 16, out + n + 1) == 1;
    EVP_CIPHER_CTX_free(c);
    return ok;
}

/* The key schedule and the one record, with the sender's key pair `as` (its public point
   as_pub) and the salt. */
static int encrypt_as(EVP_PKEY *as, const unsigned char as_pub[PUSH_KEY_LEN], const unsigned char ua_public[PUSH_KEY_LEN],
                      const unsigned char auth[PUSH_AUTH_LEN], const unsigned char *plain, size_t n,
                      const unsigned char salt[PUSH_SALT_LEN], unsigned char *out, size_t cap, size_t *len) {
    if (n > PUSH_PLAIN_MAX || cap < PUSH_HEADER_LEN + n + 17) return 0;
    EVP_PKEY *ua = key_from_raw(NULL, ua_public);
    unsigned char secret[32], ikm[32], cek[16], nonce[12];
    unsigned char info[14 + 2 * PUSH_KEY_LEN];
    static const char WEBPUSH[] = "WebPush: info", CEK[] = "Content-Encoding: aes128gcm", NONCE[] = "Content-Encoding: nonce";
    memcpy(info, WEBPUSH, sizeof WEBPUSH); /* with its NUL */
    memcpy(info + sizeof WEBPUSH, ua_public, PUSH_KEY_LEN);
    memcpy(info + sizeof WEBPUSH + PUSH_KEY_LEN, as_pub, PUSH_KEY_LEN);
    int ok = ua && ecdh(as, ua, secret) && hkdf(auth, PUSH_AUTH_LEN, secret, sizeof secret, info, sizeof info, ikm, sizeof ikm) &&
             hkdf(salt, PUSH_SALT_LEN, ikm, sizeof ikm, (const unsigned char *)CEK, sizeof CEK, cek, sizeof cek) &&
             hkdf(salt, PUSH_SALT_LEN, ikm, sizeof ikm, (const unsigned char *)NONCE, sizeof NONCE, nonce, sizeof nonce);
    if (ok) {
        const unsigned long rs = 4096; /* the record size: at least this one record */
        memcpy(out, salt, PUSH_SALT_LEN);
        out[16] = (unsigned char)(rs >> 24), out[17] = (unsigned char)(rs >> 16);
        out[18] = (unsigned char)(rs >> 8), out[19] = (unsigned char)rs;
        out[20] = PUSH_KEY_LEN;
        memcpy(out + 21, as_pub, PUSH_KEY_LEN);
        ok = seal(cek, nonce, plain, n, out + PUSH_HEADER_LEN);
        *len = PUSH_HEADER_LEN + n + 17;
    }
    OPENSSL_cleanse(secret, sizeof secret);
    OPENSSL_cleanse(ikm, sizeof ikm);
    OPENSSL_cleanse(cek, sizeof cek);
    EVP_PKEY_free(ua);
    return ok;
}

int push_encrypt_with(const unsigned char ua_public[PUSH_KEY_LEN], const unsigned char auth[PUSH_AUTH_LEN],
                      const unsigned char *plain, size_t n, const unsigned char as_private[32],
                      const unsigned char salt[PUSH_SALT_LEN], unsigned char *out, size_t cap, size_t *len) {
    EVP_PKEY *as = key_from_raw(as_private, NULL);
    unsigned char as_pub[PUSH_KEY_LEN];
    int ok = as && key_public(as, as_pub) && encrypt_as(as, as_pub, ua_public, auth, plain, n, salt, out, cap, len);
    EVP_PKEY_free(as);
    return ok;
}

int push_encrypt(const unsigned char ua_public[PUSH_KEY_LEN], const unsigned char auth[PUSH_AUTH_LEN],
                 const unsigned char *plain, size_t n, unsigned char *out, size_t cap, size_t *len) {
    EVP_PKEY *as = EVP_PKEY_Q_keygen(NULL, NULL, "EC", "P-256"); /* a fresh pair each message (RFC 8291 section 3.1) */
    unsigned char as_pub[PUSH_KEY_LEN], salt[PUSH_SALT_LEN];
    int ok = as && key_public(as, as_pub) && RAND_bytes(salt, sizeof salt) == 1 &&
             encrypt_as(as, as_pub, ua_public, auth, plain, n, salt, out, cap, len);
    EVP_PKEY_free(as);
    return ok;
}
