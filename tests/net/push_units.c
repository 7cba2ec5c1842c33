/* Web Push's cryptography (server/push_crypto.c) on its own: RFC 8291's worked example
   (Appendix A) byte for byte, the VAPID key's life in the state directory and its JWT's
   claims and signature (checked with OpenSSL's verify), base64url, bad keys refused. The
   end-to-end check against an independent implementation is tests/net/push-e2e.sh. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <openssl/ec.h>
#include <openssl/evp.h>
#include <openssl/pem.h>

#include <arpa/inet.h>
#include <netinet/in.h>

#include "failcheck.h"
#include "net_modes.h"
#include "mail_store.h"
#include "notify.h"
#include "push.h"
#include "push_addr.h"
#include "push_crypto.h"
#include "push_sub.h"
#include "store_open.h"

static int failures, checks;

static void unb64(const char *s, unsigned char *out, size_t want) {
    long n = push_b64url_decode(s, out, want);
    EXPECT(n == (long)want, "%s decodes to %ld bytes, not %zu", s, n, want);
}

/* RFC 8291, Appendix A: its keys, salt and plaintext give its message exactly. */
static void rfc8291_example(void) {
    static const char plain[] = "When I grow up, I want to be a watermelon";
    static const char want[] = "DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A_yl95bQpu6cVPTpK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN";
    unsigned char as_private[32], ua_public[PUSH_KEY_LEN], auth[PUSH_AUTH_LEN], salt[PUSH_SALT_LEN];
    unb64("yfWPiYE-n46HLnH0KqZOF1fJJU3MYrct3AELtAQ-oRw", as_private, sizeof as_private);
    unb64("BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4", ua_public,
          sizeof ua_public);
    unb64("BTBZMqHH6r4Tts7J_aSIgg", auth, sizeof auth);
    unb64("DGv6ra1nlYgDCS1FRnbzlw", salt, sizeof salt);
    unsigned char body[PUSH_BODY_MAX];
    char text[PUSH_BODY_MAX * 2];
    size_t n = 0;
    EXPECT(push_encrypt_with(ua_public, auth, (const unsigned char *)plain, strlen(plain), as_private, salt, body,
                             sizeof body, &n),
           "the RFC's example does not encrypt");
    push_b64url_encode(body, n, text, sizeof text);
    EXPECT(!strcmp(text, want), "RFC 8291's example:\n  got  %s\n  want %s", text, want);

    /* a fresh key and salt each time: two messages of the same text differ, same length */
    unsigned char again[PUSH_BODY_MAX];
    size_t m = 0;
    EXPECT(push_encrypt(ua_public, auth, (const unsigned char *)plain, strlen(plain), body, sizeof body, &n) &&
               push_encrypt(ua_public, auth, (const unsigned char *)plain, strlen(plain), again, sizeof again, &m),
           "a message does not encrypt");
    EXPECT(n == m && n == PUSH_HEADER_LEN + strlen(plain) + 17 && memcmp(body, again, n) != 0,
           "two messages of one text: %zu and %zu bytes, equal %d", n, m, n == m && !memcmp(body, again, n));

    /* a key that is no point of the curve, and a payload over one record, are refused */
    ua_public[40] ^= 1;
    EXPECT(!push_encrypt(ua_public, auth, (const unsigned char *)plain, strlen(plain), body, sizeof body, &n),
           "a key off the curve was taken");
    ua_public[40] ^= 1;
    static unsigned char big[PUSH_PLAIN_MAX + 1];
    EXPECT(push_encrypt(ua_public, auth, big, PUSH_PLAIN_MAX, body, sizeof body, &n) && n == PUSH_BODY_MAX,
           "the largest payload: %zu bytes", n);
    EXPECT(!push_encrypt(ua_public, auth, big, sizeof big, body, sizeof body, &n), "a payload over one record was taken");
}

static void base64url(void) {
    unsigned char in[5] = {0xfb, 0xff, 0x00, 0x3e, 0x7f}, out[8];
    char text[16];
    for (size_t n = 0; n <= sizeof in; n++) {
        size_t t = push_b64url_encode(in, n, text, sizeof text);
        EXPECT(t == (n * 8 + 5) / 6 && !strchr(text, '=') && !strchr(text, '+') && !strchr(text, '/'),
               "%zu bytes encode to \"%s\"", n, text);
        EXPECT(push_b64url_decode(text, out, sizeof out) == (long)n && !memcmp(in, out, n), "\"%s\" does not decode back", text);
    }
    EXPECT(push_b64url_decode("A", out, sizeof out) < 0, "one character decoded");
    EXPECT(push_b64url_decode("AB", out, sizeof out) < 0, "bits left set were taken");
    EXPECT(push_b64url_decode("a+b/", out, sizeof out) < 0, "plain base64's characters were taken");
    EXPECT(push_b64url_decode("AAAAAAAAAAAA", out, 8) < 0, "a decoding past the buffer");
    EXPECT(push_b64url_encode(in, 5, text, 7) == 0, "an encoding past the buffer");
}

/* Finds "name": in a JSON object of our own making and returns what follows. */
static const char *claim(const char *json, const char *name) {
    char key[40];
    snprintf(key, sizeof key, "\"%s\":", name);
    const char *p = strstr(json, key);
    return p ? p + strlen(key) : "";
}

static void vapid(void) {
    char dir[] = "/tmp/push-units-XXXXXX", path[256], why[300];
    FILE *f;
    if (!mkdtemp(dir)) {
        EXPECT(0, "no temporary directory");
        return;
    }
    int made = 0;
    push_vapid *v = push_vapid_load(dir, &made, why, sizeof why);
    EXPECT(v && made, "the first start makes no key: %s", v ? "" : why);
    if (!v) return;
    snprintf(path, sizeof path, "%s/" PUSH_VAPID_FILE, dir);
    struct stat st;
    EXPECT(stat(path, &st) == 0 && (st.st_mode & 0777) == 0600, "the key's mode is %o, not 600", (unsigned)(st.st_mode & 0777));
    unsigned char pub[PUSH_KEY_LEN], pub2[PUSH_KEY_LEN];
    push_vapid_public(v, pub);
    push_vapid *w = push_vapid_load(dir, &made, why, sizeof why);
    EXPECT(w && !made, "the second start made a key or failed: %s", w ? "" : why);
    if (w) push_vapid_public(w, pub2);
    EXPECT(w && !memcmp(pub, pub2, sizeof pub), "the key read back is another");
    push_vapid_free(w);

    char header[4096];
    const long long now = 1800000000;
    EXPECT(push_vapid_header(v, "https://push.example.net:8443/wpush/v2/abc?x=1", "mailto:admin@citadela.test", now,
                             header, sizeof header),
           "no Authorization header");
    char *t = strstr(header, "vapid t="), *k = strstr(header, ", k=");
    EXPECT(t == header && k, "header \"%s\"", header);
    if (t != header || !k) goto out;
    *k = 0;
    char *jwt = header + 8, *dot1 = strchr(jwt, '.'), *dot2 = dot1 ? strchr(dot1 + 1, '.') : NULL;
    EXPECT(dot1 && dot2, "the JWT has not three parts");
    if (!dot1 || !dot2) goto out;
    unsigned char kraw[PUSH_KEY_LEN], sig[64];
    char claims[1024] = {0}, head[256] = {0};
    EXPECT(push_b64url_decode(k + 4, kraw, sizeof kraw) == PUSH_KEY_LEN && !memcmp(kraw, pub, sizeof pub), "k is not our key");
    *dot1 = 0, *dot2 = 0;
    EXPECT(push_b64url_decode(jwt, (unsigned char *)head, sizeof head - 1) > 0 && strstr(head, "\"alg\":\"ES256\""),
           "the JWT's header: %s", head);
    EXPECT(push_b64url_decode(dot1 + 1, (unsigned char *)claims, sizeof claims - 1) > 0, "the claims do not decode");
    EXPECT(!strncmp(claim(claims, "aud"), "\"https://push.example.net:8443\"", 31), "aud: %s", claims);
    long long exp = atoll(claim(claims, "exp"));
    EXPECT(exp > now && exp <= now + 24 * 3600, "exp %lld is not within a day of %lld", exp, now);
    EXPECT(!strncmp(claim(claims, "sub"), "\"mailto:admin@citadela.test\"", 28), "sub: %s", claims);
    /* the signature verifies against the public key with OpenSSL's own ECDSA */
    EXPECT(push_b64url_decode(dot2 + 1, sig, sizeof sig) == 64, "the signature is not 64 bytes");
    *dot1 = '.';
    f = fopen(path, "r");
    EVP_PKEY *key = f ? PEM_read_PrivateKey(f, NULL, NULL, NULL) : NULL;
    if (f) fclose(f);
    ECDSA_SIG *es = ECDSA_SIG_new();
    BIGNUM *r = BN_bin2bn(sig, 32, NULL), *s = BN_bin2bn(sig + 32, 32, NULL);
    unsigned char der[80], *p = der;
    int nder = es && ECDSA_SIG_set0(es, r, s) ? i2d_ECDSA_SIG(es, &p) : -1;
    EVP_MD_CTX *md = EVP_MD_CTX_new();
    int verified = key && nder > 0 && EVP_DigestVerifyInit(md, NULL, EVP_sha256(), NULL, key) == 1 &&
                   EVP_DigestVerify(md, der, (size_t)nder, (const unsigned char *)jwt, strlen(jwt)) == 1;
    EXPECT(verified, "the JWT's signature does not verify");
    jwt[3] ^= 1; /* one bit of what was signed */
    EXPECT(EVP_DigestVerifyInit(md, NULL, EVP_sha256(), NULL, key) == 1 &&
               EVP_DigestVerify(md, der, (size_t)nder, (const unsigned char *)jwt, strlen(jwt)) != 1,
           "a changed JWT verifies");
    EVP_MD_CTX_free(md);
    ECDSA_SIG_free(es);
    EVP_PKEY_free(key);

    EXPECT(!push_vapid_header(v, "http://push.example.net/x", "mailto:a@b", now, header, sizeof header),
           "a plain http endpoint got a header");
    EXPECT(!push_vapid_header(v, "https://user@push.example.net/x", "mailto:a@b", now, header, sizeof header),
           "an endpoint with credentials got a header");
out:
    push_vapid_free(v);
    /* a damaged key file refuses to start rather than make a new identity silently */
    f = fopen(path, "w");
    if (f) fputs("-----BEGIN PRIVATE KEY-----\nnot a key\n-----END PRIVATE KEY-----\n", f), fclose(f);
    v = push_vapid_load(dir, &made, why, sizeof why);
    EXPECT(!v && strstr(why, "not a P-256"), "a damaged key file was taken");
    push_vapid_free(v);
    unlink(path);
    rmdir(dir);
}

/* Server-side request forgery: every range no push goes to, IPv4, IPv6 and IPv4 in IPv6. */
static const char *judge(const char *text, int allow_loopback, const struct sockaddr_storage *own, int nown) {
    struct sockaddr_storage ss = {0};
    if (strchr(text, ':')) {
        struct sockaddr_in6 *a = (struct sockaddr_in6 *)&ss;
        a->sin6_family = AF_INET6;
        if (inet_pton(AF_INET6, text, &a->sin6_addr) != 1) return "unparsed";
    } else {
        struct sockaddr_in *a = (struct sockaddr_in *)&ss;
        a->sin_family = AF_INET;
        if (inet_pton(AF_INET, text, &a->sin_addr) != 1) return "unparsed";
    }
    return push_addr_refused((const struct sockaddr *)&ss, allow_loopback, own, nown);
}

static void addresses(void) {
    static const char *const refused[] = {
        "127.0.0.1", "127.8.9.1", "0.0.0.0", "10.1.2.3", "100.64.0.1", "169.254.169.254", "172.16.0.1", "172.31.255.255",
        "192.168.1.1", "192.0.2.7", "198.18.0.1", "224.0.0.251", "255.255.255.255", "::1", "::", "fc00::1", "fd12:3456::1",
        "fe80::1", "ff02::1", "::ffff:127.0.0.1", "::ffff:10.0.0.1", "64:ff9b::a9fe:a9fe", "2001:db8::1", "::10.0.0.1",
    };
    static const char *const taken[] = {"8.8.8.8", "172.32.0.1", "100.128.0.1", "2a00:1450:4001::200e", "::ffff:8.8.4.4"};
    for (size_t i = 0; i < sizeof refused / sizeof *refused; i++)
        EXPECT(judge(refused[i], 0, NULL, 0) != NULL, "%s is taken for a push service", refused[i]);
    for (size_t i = 0; i < sizeof taken / sizeof *taken; i++)
        EXPECT(judge(taken[i], 0, NULL, 0) == NULL, "%s is refused: %s", taken[i], judge(taken[i], 0, NULL, 0));
    /* the test option opens loopback only */
    EXPECT(!judge("127.0.0.1", 1, NULL, 0) && !judge("::1", 1, NULL, 0), "loopback is refused with the test option");
    EXPECT(judge("10.0.0.1", 1, NULL, 0) && judge("0.0.0.0", 1, NULL, 0) && judge("fe80::1", 1, NULL, 0),
           "the test option opens more than loopback");
    /* the machine's own public address */
    struct sockaddr_storage own[1] = {0};
    struct sockaddr_in *o = (struct sockaddr_in *)&own[0];
    o->sin_family = AF_INET;
    inet_pton(AF_INET, "203.0.114.9", &o->sin_addr);
    EXPECT(judge("203.0.114.9", 0, own, 1) != NULL, "the server's own address is taken");
    EXPECT(judge("203.0.114.10", 0, own, 1) == NULL, "another public address is refused");
    struct sockaddr_storage list[64];
    int n = push_addr_own(list, 64), has_loop = 0;
    EXPECT(n >= 1, "the machine has no address of its own (loopback at least)");
    struct sockaddr_storage plain[64];
    int m = push_addr_own_plain(plain, 64);
    for (int i = 0; i < m; i++)
        has_loop |= plain[i].ss_family == AF_INET && ((struct sockaddr_in *)&plain[i])->sin_addr.s_addr == htonl(0x7f000001);
    EXPECT(m >= 1 && has_loop, "without netlink the machine's addresses are found too (%d; %d with it)", m, n);
}

static void lines(void) {
    static const char p256dh[] = "BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4";
    static const char auth[] = "BTBZMqHH6r4Tts7J_aSIgg";
    char text[1200], host[300];
    net_push_line sub;
    const char *why = NULL;
    int port = 0;
    snprintf(text, sizeof text, "https://fcm.googleapis.com/fcm/send/abc:def %s %s", p256dh, auth);
    EXPECT(net_push_line_read(text, &sub, &why) && !strcmp(sub.auth, auth), "a real shape refused: %s", why);
    EXPECT(net_push_endpoint_host("https://push.example:8443/x", host, sizeof host, &port) && !strcmp(host, "push.example") &&
               port == 8443,
           "host %s port %d", host, port);
    EXPECT(net_push_endpoint_host("https://[2001:db8::1]/x", host, sizeof host, &port) && !strcmp(host, "2001:db8::1") && port == 443,
           "an IPv6 literal: host %s port %d", host, port);
    static const char *const bad[] = {
        "http://push.example/x", "https://user:pw@push.example/x", "https:///x", "https://push.example:99999/x",
        "https://push.example:/x", "https://pu%73h.example/x", "https://push.example/x\x01", "ftp://push.example/x",
        "https://[::1/x", "https://[::1]x/y",
    };
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++)
        EXPECT(!net_push_endpoint_host(bad[i], host, sizeof host, &port), "%s taken as an endpoint", bad[i]);
    char longest[NET_PUSH_ENDPOINT_MAX + 2];
    memset(longest, 'a', sizeof longest - 1);
    memcpy(longest, "https://push.example/", 21);
    longest[sizeof longest - 1] = 0;
    snprintf(text, sizeof text, "%s %s %s", longest, p256dh, auth);
    EXPECT(!net_push_line_read(text, &sub, &why), "an endpoint over %d characters taken", NET_PUSH_ENDPOINT_MAX);
    longest[sizeof longest - 2] = 0;
    snprintf(text, sizeof text, "%s %s %s", longest, p256dh, auth);
    EXPECT(net_push_line_read(text, &sub, &why), "an endpoint of %d characters refused: %s", NET_PUSH_ENDPOINT_MAX, why);
    snprintf(text, sizeof text, "https://push.example/x %s %s", p256dh + 1, auth);
    EXPECT(!net_push_line_read(text, &sub, &why), "a short p256dh taken");
    snprintf(text, sizeof text, "https://push.example/x C%s %s", p256dh + 1, auth);
    EXPECT(!net_push_line_read(text, &sub, &why), "a p256dh that is no uncompressed point taken");
    snprintf(text, sizeof text, "https://push.example/x %s %s=", p256dh, auth);
    EXPECT(!net_push_line_read(text, &sub, &why), "a padded auth taken");
    snprintf(text, sizeof text, "https://push.example/x %s %s extra", p256dh, auth);
    EXPECT(!net_push_line_read(text, &sub, &why), "a fourth word taken");
}

/* A player's pushes for one table a day: SERVER_PUSH_PER_DAY, then none till the next day;
   another table or player has its own. */
static void budget(void) {
    char dir[] = "/tmp/push-budget-XXXXXX", why[300], path[300];
    if (!mkdtemp(dir)) return;
    server_push_config cfg = {dir, "mailto:a@b.test", NULL, 0, NULL};
    int made = 0;
    server_push *p = server_push_new(&cfg, &made, why, sizeof why);
    EXPECT(p != NULL, "the sender does not start: %s", why);
    if (p) {
        const long long day = 20000LL * 86400;
        int given = 0;
        for (int i = 0; i < SERVER_PUSH_PER_DAY + 3; i++) given += server_push_budget(p, 7, "ABCDEFGHJK", day + i);
        EXPECT(given == SERVER_PUSH_PER_DAY, "a day gives %d pushes for a table, not %d", given, SERVER_PUSH_PER_DAY);
        EXPECT(server_push_budget(p, 7, "ABCDEFGHJM", day) && server_push_budget(p, 8, "ABCDEFGHJK", day),
               "another table or player shares the budget");
        EXPECT(server_push_budget(p, 7, "ABCDEFGHJK", day + 86400), "the next day gives none");
        server_push_counts n;
        server_push_counts_get(p, &n);
        EXPECT(n.over_budget == 3, "%ld pushes counted over budget, not 3", n.over_budget);
        EXPECT(!strcmp(server_push_contact(p), "mailto:a@b.test"), "contact %s", server_push_contact(p));
    }
    server_push_free(p);
    snprintf(path, sizeof path, "%s/" PUSH_VAPID_FILE, dir);
    unlink(path);
    rmdir(dir);
    char json[600];
    EXPECT(notify_payload("ABCDEFGHJK", "The \"City\"", "A\\n\x01" "a", 12, json, sizeof json) &&
               !strcmp(json, "{\"table\":\"ABCDEFGHJK\",\"game\":\"The \\\"City\\\"\",\"moved\":\"A\\\\n\\u0001a\",\"move\":12}"),
           "payload %s", json);
}

/* ---- "your turn" (server/notify.c) on a table of the store's ---- */

static void send_nothing(void *ctx, int to, const char *data, size_t len) { (void)ctx, (void)to, (void)data, (void)len; }

static int count_one(void *ctx, const net_push_sub *sub) {
    (void)sub;
    ++*(int *)ctx;
    return 1;
}

/* A started 2-seat correspondence table whose seats are away and bound to one player each,
   player 1's three devices subscribed to endpoints the sender refuses (nothing is sent). */
static net_table *notify_table(net_store *st, long long now) {
    cit_setup su;
    if (!net_test_setup(&su, 0, 2, 5)) return NULL;
    uint8_t kinds[CIT_MAX_PLAYERS] = {0}, r[16] = {1};
    net_table *t = net_table_new(&su, kinds, "ABCDEFGHJK", send_nothing, NULL, NULL);
    if (!t) return NULL;
    net_table_set_pace(t, 3);
    char token[NET_TOKEN_LEN + 1], key[40], endpoint[64];
    for (int k = 0; k < 2; k++) {
        r[0] = (uint8_t)(k + 1);
        net_table_join(t, k ? "Bob" : "Ada", r, token, NULL);
    }
    net_table_start(t, NULL);
    net_table_turn_began(t, now);
    for (int k = 0; k < 2; k++) {
        int64_t player = 0;
        snprintf(key, sizeof key, "%032d", k);
        net_store_player_add(st, key, &player);
        net_store_player_bind(st, player, "ABCDEFGHJK", k, net_table_token(t, k));
        for (int d = 0; k == 1 && d < 3; d++) {
            snprintf(key, sizeof key, "%031d%d", d + 7, 1);
            net_store_player_add_key(st, player, key);
            snprintf(endpoint, sizeof endpoint, "https://127.0.0.1:9/units/%d", d);
            net_push_sub sub = {endpoint, "BCVx", "BTBZ"};
            net_store_push_set(st, key, &sub);
        }
        net_table_detach(t, k);
    }
    return t;
}

/* Moves until the pending seat changes; its seat, or -1. */
static int next_turn(net_table *t, uint64_t *rng, long long now) {
    int seat = cit_game_pending(net_table_game(t)).player;
    for (int i = 0; i < 20 && cit_game_pending(net_table_game(t)).player == seat; i++) {
        cit_move mv;
        if (cit_game_playout_move(net_table_game(t), rng, &mv) != CIT_OK || !net_table_apply(t, &mv, NULL)) return -1;
        net_table_turn_began(t, now);
    }
    return cit_game_pending(net_table_game(t)).player;
}

static void notify(void) {
    char dir[] = "/tmp/push-notify-XXXXXX", why[300], cmd[100];
    if (!mkdtemp(dir)) return;
    net_store *st = server_store_open(dir, SERVER_DB_NORMAL, why, sizeof why);
    server_push_config cfg = {dir, "mailto:a@b.test", NULL, 0, NULL};
    int made = 0;
    server_push *p = st ? server_push_new(&cfg, &made, why, sizeof why) : NULL;
    notify_memo *memo = calloc(1, sizeof *memo);
    const long long now = (long long)time(NULL);
    net_table *t = p && memo ? notify_table(st, now) : NULL;
    int devices = 0;
    net_store_push_each(st, 2, count_one, &devices);
    EXPECT(t && devices == 3, "a table, and a player with three devices (%d): %s", devices, why);
    if (!t) goto out;
    uint64_t rng = 3;
    /* Ada (seat 0) to move first: seen, nothing sent (she has no device) */
    notify_turn(p, NULL, st, memo, t, now);
    EXPECT(memo->pushed == 0, "the first look sends nothing (%ld)", memo->pushed);
    int seat = next_turn(t, &rng, now);
    EXPECT(seat == 1, "Bob's turn (%d)", seat);
    notify_turn(p, NULL, st, memo, t, now);
    EXPECT(memo->pushed == 3, "Bob's turn goes to his three devices (%ld)", memo->pushed);
    notify_turn(p, NULL, st, memo, t, now);
    EXPECT(memo->pushed == 3, "the same turn seen again sends nothing (%ld)", memo->pushed);
    /* Bob at the table: nothing */
    next_turn(t, &rng, now), notify_turn(p, NULL, st, memo, t, now); /* Ada's */
    seat = next_turn(t, &rng, now);
    net_table_rejoin(t, net_table_token(t, 1), NULL); /* Bob back at the table */
    notify_turn(p, NULL, st, memo, t, now);
    EXPECT(seat == 1 && memo->pushed == 3, "a player at the table gets no push (%ld)", memo->pushed);
    net_table_detach(t, 1);
    /* after a restart (a new memo): a turn begun now is told, one begun minutes ago is not */
    notify_memo *fresh = calloc(1, sizeof *fresh);
    if (fresh) {
        notify_turn(p, NULL, st, fresh, t, now + NOTIFY_FRESH_S + 60);
        EXPECT(fresh->pushed == 0, "after a restart an old turn is not told again (%ld)", fresh->pushed);
        memset(fresh, 0, sizeof *fresh);
        notify_turn(p, NULL, st, fresh, t, now);
        EXPECT(fresh->pushed == 3, "after a restart a turn begun now is told (%ld)", fresh->pushed);
        free(fresh);
    }
    /* Bob's settings (docs/protocol.md "Notify"): "mine" (seat 0's tables: not his seat 1)
       tells nothing; nor do quiet hours around now; the defaults again tell */
    long had = memo->pushed;
    notify_prefs mine = {NOTIFY_GAMES_MINE, 0, 0, 0}, quiet = {NOTIFY_GAMES_ALL, 0, 0, 0}, none = {NOTIFY_GAMES_ALL, 0, 0, 0};
    quiet.quiet_from = (int)(now / 3600 % 24), quiet.quiet_to = (quiet.quiet_from + 2) % 24;
    mail_store_prefs_set(st, 2, &mine);
    next_turn(t, &rng, now), notify_turn(p, NULL, st, memo, t, now);
    next_turn(t, &rng, now), notify_turn(p, NULL, st, memo, t, now);
    EXPECT(memo->pushed == had, "\"mine\": a turn at a table Bob did not open is not pushed (%ld)", memo->pushed - had);
    mail_store_prefs_set(st, 2, &quiet);
    next_turn(t, &rng, now), notify_turn(p, NULL, st, memo, t, now);
    next_turn(t, &rng, now), notify_turn(p, NULL, st, memo, t, now);
    EXPECT(memo->pushed == had, "quiet hours: no push (%ld)", memo->pushed - had);
    mail_store_prefs_set(st, 2, &none);
    /* the day's budget: SERVER_PUSH_PER_DAY turns for this table (two used) */
    long before = memo->pushed;
    for (int i = 0; i < 6; i++) { /* Ada's turn, then Bob's, each seen */
        next_turn(t, &rng, now), notify_turn(p, NULL, st, memo, t, now);
        next_turn(t, &rng, now), notify_turn(p, NULL, st, memo, t, now);
    }
    EXPECT(memo->pushed - before == 3 * (SERVER_PUSH_PER_DAY - 2), "the day's budget: %ld more pushes, not %d",
           memo->pushed - before, 3 * (SERVER_PUSH_PER_DAY - 2));
out:
    net_table_free(t);
    free(memo);
    server_push_free(p);
    net_store_close(st);
    snprintf(cmd, sizeof cmd, "rm -rf %s", dir);
    if (system(cmd) != 0) fprintf(stderr, "cannot remove %s\n", dir);
}

int main(void) {
    rfc8291_example();
    base64url();
    vapid();
    addresses();
    lines();
    budget();
    notify();
    printf("net-push-units: %d passed, %d failed\n", checks - failures, failures);
    return failures != 0;
}
