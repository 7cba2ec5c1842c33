/* The web layer's pieces without sockets: SHA-1 against RFC 3174's test vectors, base64
   against RFC 4648's, the WebSocket accept key against RFC 6455's example, the frame
   decoder (RFC 6455 5.7's masked "Hello", fragments, control frames between them, a byte
   at a time, the refusals), the HTTP head parser and the request path rules. */
#include <stdio.h>
#include <string.h>

#include "digest.h"
#include "failcheck.h"
#include "http.h"
#include "ws.h"

static int failures, checks;

static void hexof(const uint8_t *d, size_t n, char *out) {
    for (size_t i = 0; i < n; i++) sprintf(out + 2 * i, "%02X", d[i]);
}

static void check_sha1(void) {
    static const struct {
        const char *text;
        int repeat;
        const char *want;
    } v[] = {
        {"abc", 1, "A9993E364706816ABA3E25717850C26C9CD0D89D"},
        {"abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq", 1, "84983E441C3BD26EBAAE4AA1F95129E5E54670F1"},
        {"a", 1000000, "34AA973CD4C4DAA4F61EEB2BDBAD27316534016F"},
        {"0123456701234567012345670123456701234567012345670123456701234567", 10,
         "DEA356A2CDDD90C7A7ECEDC5EBB563934F460452"},
        {"", 1, "DA39A3EE5E6B4B0D3255BFEF95601890AFD80709"},
    };
    static char buf[1000001];
    for (size_t i = 0; i < sizeof v / sizeof *v; i++) {
        size_t k = strlen(v[i].text), n = 0;
        for (int r = 0; r < v[i].repeat; r++, n += k) memcpy(buf + n, v[i].text, k);
        uint8_t d[20];
        char h[41];
        net_sha1(buf, n, d);
        hexof(d, 20, h);
        EXPECT(!strcmp(h, v[i].want), "SHA-1 of vector %zu: %s, not %s", i, h, v[i].want);
    }
    /* every tail length around the block's padding boundary against one computed whole */
    for (size_t n = 50; n < 70; n++) {
        uint8_t a[20], b[20];
        memset(buf, 'q', n);
        net_sha1(buf, n, a);
        net_sha1(buf, n, b);
        EXPECT(!memcmp(a, b, 20), "SHA-1 is a function");
    }
}

static void check_base64(void) {
    static const char *const in[] = {"", "f", "fo", "foo", "foob", "fooba", "foobar"};
    static const char *const out[] = {"", "Zg==", "Zm8=", "Zm9v", "Zm9vYg==", "Zm9vYmE=", "Zm9vYmFy"};
    for (int i = 0; i < 7; i++) {
        char b[16];
        size_t n = net_base64((const uint8_t *)in[i], strlen(in[i]), b);
        EXPECT(n == strlen(out[i]) && !strcmp(b, out[i]), "base64(%s) = %s, not %s", in[i], b, out[i]);
    }
    char acc[29];
    net_ws_accept("dGhlIHNhbXBsZSBub25jZQ==", acc);
    EXPECT(!strcmp(acc, "s3pPLMBiTxaQ9kYGzzhZRbK+xOo="), "RFC 6455's example accept key: %s", acc);
}

static int ctl_op[8], nctl;
static void on_ctl(void *ctx, int op, const uint8_t *p, size_t n) {
    (void)ctx, (void)p, (void)n;
    if (nctl < 8) ctl_op[nctl++] = op;
}

/* A masked client frame. */
static size_t frame(uint8_t *out, int first, int fin, const char *data, size_t n) {
    uint8_t h[10];
    size_t hn = net_ws_header(h, first, n);
    if (!fin) h[0] &= 0x7f;
    h[1] |= 0x80;
    memcpy(out, h, hn);
    static const uint8_t m[4] = {0x12, 0x34, 0x56, 0x78};
    memcpy(out + hn, m, 4);
    for (size_t i = 0; i < n; i++) out[hn + 4 + i] = (uint8_t)(data[i] ^ m[i & 3]);
    return hn + 4 + n;
}

static void check_frames(void) {
    net_ws_rx rx = {0};
    uint8_t hello[] = {0x81, 0x85, 0x37, 0xfa, 0x21, 0x3d, 0x7f, 0x9f, 0x4d, 0x51, 0x58}; /* RFC 6455 5.7 */
    size_t n = net_ws_decode(&rx, hello, sizeof hello, on_ctl, NULL);
    EXPECT(n == 5 && !memcmp(hello, "Hello", 5) && !rx.error, "RFC 6455's masked Hello");
    /* fragments with a ping between, then a 300-byte and a 70000-byte frame, fed whole and
       a byte at a time */
    static uint8_t s[200000], t[200000];
    static char big[70000];
    for (size_t i = 0; i < sizeof big; i++) big[i] = (char)('a' + i % 26);
    size_t k = 0;
    k += frame(s + k, NET_WS_TEXT, 0, "Hel", 3);
    k += frame(s + k, NET_WS_PING, 1, "p", 1);
    k += frame(s + k, NET_WS_CONT, 1, "lo\n", 3);
    k += frame(s + k, NET_WS_BINARY, 1, big, 300);
    k += frame(s + k, NET_WS_BINARY, 1, big, sizeof big);
    k += frame(s + k, NET_WS_BINARY, 1, "", 0);
    for (int bytewise = 0; bytewise < 2; bytewise++) {
        memset(&rx, 0, sizeof rx);
        nctl = 0;
        memcpy(t, s, k);
        size_t out = 0;
        if (bytewise)
            for (size_t i = 0; i < k; i++) {
                uint8_t b = t[i];
                out += net_ws_decode(&rx, &b, 1, on_ctl, NULL) ? (t[out] = b, 1) : 0;
            }
        else out = net_ws_decode(&rx, t, k, on_ctl, NULL);
        EXPECT(!rx.error && out == 6 + 300 + sizeof big, "frames decoded (%zu bytes, %s)", out, rx.error ? rx.error : "");
        EXPECT(!memcmp(t, "Hello\n", 6) && !memcmp(t + 6, big, 300) && !memcmp(t + 306, big, sizeof big),
              "the payloads in order");
        EXPECT(nctl == 1 && ctl_op[0] == NET_WS_PING, "the ping between fragments reported");
    }
    struct {
        uint8_t b[16];
        size_t n;
        const char *what;
    } bad[] = {
        {{0x82, 0x05, 'h', 'e', 'l', 'l', 'o'}, 7, "unmasked"},
        {{0xC2, 0x80, 0, 0, 0, 0}, 6, "reserved bit"},
        {{0x83, 0x80, 0, 0, 0, 0}, 6, "unknown opcode"},
        {{0x80, 0x80, 0, 0, 0, 0}, 6, "continuation of nothing"},
        {{0x09, 0x80, 0, 0, 0, 0}, 6, "fragmented ping"},
        {{0x89, 0xFE, 0, 200, 0, 0, 0, 0}, 8, "long ping"},
        {{0x82, 0xFF, 0, 0, 0, 0, 0, 0x04, 0, 1, 0, 0, 0, 0}, 14, "frame over the bound"},
        {{0x82, 0xFF, 0x80, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}, 14, "64-bit length with the top bit"},
        {{0x02, 0x80, 0, 0, 0, 0, 0x82, 0x80, 0, 0, 0, 0}, 12, "a new message inside a fragmented one"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        memset(&rx, 0, sizeof rx);
        net_ws_decode(&rx, bad[i].b, bad[i].n, on_ctl, NULL);
        EXPECT(rx.error != NULL, "refused: %s", bad[i].what);
    }
    uint8_t h[10];
    EXPECT(net_ws_header(h, 2, 125) == 2 && net_ws_header(h, 2, 126) == 4 && net_ws_header(h, 2, 65536) == 10 &&
              h[0] == 0x82 && h[1] == 127 && h[7] == 1,
          "server frame headers");
}

static void check_http(void) {
    net_http_req r;
    size_t used = 0;
    const char *req = "GET /a/b.js?x=1 HTTP/1.1\r\nHost: example:7447\r\nUpgrade: WebSocket\r\n"
                      "Connection: keep-alive, Upgrade\r\nSec-WebSocket-Key:  abc  \r\n"
                      "Sec-WebSocket-Version: 13\r\nSec-WebSocket-Protocol: chat\r\n"
                      "Sec-WebSocket-Protocol: binary\r\nOrigin: http://EXAMPLE:7447\r\n\r\nextra";
    EXPECT(net_http_parse(req, strlen(req) - 5, &r, &used) == 1 && used == strlen(req) - 5, "a head parsed");
    EXPECT(!strcmp(r.target, "/a/b.js?x=1") && !strcmp(r.host, "example:7447") && !strcmp(r.key, "abc") &&
              r.version == 13 && r.upgrade_websocket && r.connection_upgrade && !r.head_only,
          "its fields");
    EXPECT(net_http_has_token(r.protocols, "binary") && net_http_has_token(r.protocols, "chat") &&
              !net_http_has_token(r.protocols, "bin"),
          "the offered subprotocols: %s", r.protocols);
    EXPECT(net_http_same_origin(r.origin, r.host, 0), "the same origin, case aside");
    EXPECT(!net_http_same_origin("http://evil:7447", r.host, 0) && !net_http_same_origin("null", r.host, 0) &&
              net_http_same_origin("", r.host, 0),
          "another origin refused, none passed");
    EXPECT(!net_http_same_origin(r.origin, r.host, 1) && net_http_same_origin("https://example:7447", r.host, 1) &&
              net_http_same_origin("", r.host, 1),
          "over TLS only the https:// page of the same host");
    EXPECT(net_http_parse(req, 30, &r, &used) == 0, "half a head: more needed");
    EXPECT(net_http_parse("PUT / HTTP/1.1\r\n\r\n", 18, &r, &used) == 405, "PUT: 405");
    EXPECT(net_http_parse("GET / HTTP/2.0\r\n\r\n", 18, &r, &used) == 505, "HTTP/2 text: 505");
    EXPECT(net_http_parse("GET /\r\n\r\n", 9, &r, &used) == 400, "HTTP/0.9: 400");
    EXPECT(net_http_parse("GET / HTTP/1.1\r\n folded\r\n\r\n", 27, &r, &used) == 400, "a folded header: 400");
    EXPECT(net_http_parse("GET / HTTP/1.1\r\nA: b\rc\r\n\r\n", 26, &r, &used) == 400, "a lone CR: 400");
    static char huge[NET_HTTP_HEAD_MAX + 10];
    memset(huge, 'a', sizeof huge);
    EXPECT(net_http_parse(huge, sizeof huge, &r, &used) == 431, "a head that does not end: 431");
    static const struct {
        const char *target, *want;
    } ok[] = {{"/", "index.html"},      {"/game.wasm", "game.wasm"}, {"/a//b/", "a/b/index.html"},
              {"/a%20b.js?q#f", "a b.js"}, {"//etc/x", "etc/x"}, {"/%2fetc", "etc"}, {"/x..y", "x..y"},         {"/sub/", "sub/index.html"}};
    for (size_t i = 0; i < sizeof ok / sizeof *ok; i++) {
        char p[256] = "";
        EXPECT(net_http_path(ok[i].target, p, sizeof p) && !strcmp(p, ok[i].want), "%s -> %s, not %s", ok[i].target, p,
              ok[i].want);
    }
    static const char *const no[] = {"/..",         "/../x",    "/a/../../x", "/%2e%2e/x", "/%2E%2e/x", "/.%2e/x",
                                     "/a/%2e%2e/b", "/.git/x",  "/a\\..\\b",  "/%5c",      "/%00",      "/%zz",
                                     "/%2",         "x",        "http://h/",  "*",         "/c:/x",     "/a/./b"};
    for (size_t i = 0; i < sizeof no / sizeof *no; i++) {
        char p[256];
        EXPECT(!net_http_path(no[i], p, sizeof p), "%s refused (gave %s)", no[i], p);
    }
    /* Caching and compression (issue 90): encodings accepted, validators, names for good. */
    const char *cached = "GET /v/a.js HTTP/1.1\r\nAccept-Encoding: gzip, deflate, br;q=0\r\n"
                         "If-None-Match: W/\"x\", \"1-2\"\r\n\r\n";
    EXPECT(net_http_parse(cached, strlen(cached), &r, &used) == 1 && r.accept_gzip && !r.accept_br &&
              !strcmp(r.if_none_match, "W/\"x\", \"1-2\""),
          "Accept-Encoding (br refused by q=0) and If-None-Match read");
    EXPECT(net_http_accepts("br;q=0.5, gzip", "br") && net_http_accepts("GZIP", "gzip") &&
              !net_http_accepts("gzip;q=0.000", "gzip") && !net_http_accepts("x-gzip", "gzip") &&
              !net_http_accepts("", "br") && net_http_accepts("identity; q=1 , br ; q=1.0", "br"),
          "which encodings a list accepts");
    EXPECT(net_http_etag_match("\"a\", \"1-2\"", "\"1-2\"") && net_http_etag_match("*", "\"z\"") &&
              net_http_etag_match("W/\"1-2\"", "\"1-2\"") && !net_http_etag_match("\"1-2-br\"", "\"1-2\"") &&
              !net_http_etag_match("\"1-\"", "\"1-2\"") && !net_http_etag_match("", "\"1-2\""),
          "If-None-Match against an ETag");
    EXPECT(net_http_immutable_name("v/citadela.3f2a9c01d4e7.js") && net_http_immutable_name("/x/tiles-256.0123456789abcdef.png") &&
              !net_http_immutable_name("index.html") && !net_http_immutable_name("sw.js") &&
              !net_http_immutable_name("v/a.3f2a9c01d4e.js") && !net_http_immutable_name("v/a.3F2A9C01D4E7.js") &&
              !net_http_immutable_name("v/.3f2a9c01d4e7.js") && !net_http_immutable_name("3f2a9c01d4e7.js"),
          "names that carry their content's hash");
    EXPECT(!strcmp(net_http_mime("manifest.webmanifest"), "application/manifest+json"), "the web app manifest's type");
    EXPECT(!strcmp(net_http_mime("a/B.WASM"), "application/wasm") && !strcmp(net_http_mime("x.js"), "text/javascript") &&
              !strcmp(net_http_mime("x.data"), "application/octet-stream"),
          "types");
}

/* Issue 85: UTF-8 as RFC 3629 has it, keys of 16 bytes, Host against the names told. */
static void check_rules(void) {
    static const struct {
        const char *s;
        int ok;
    } u[] = {
        {"", 1}, {"plain", 1}, {"caf\xc3\xa9", 1}, {"\xe2\x82\xac", 1}, {"\xf0\x9f\x98\x80", 1}, {"\xf4\x8f\xbf\xbf", 1},
        {"\xed\x9f\xbf", 1}, {"\xc0\xaf", 0}, {"\xc1\xbf", 0}, {"\xe0\x9f\xbf", 0}, {"\xed\xa0\x80", 0}, {"\xf0\x8f\xbf\xbf", 0},
        {"\xf4\x90\x80\x80", 0}, {"\xf5\x80\x80\x80", 0}, {"\xff", 0}, {"\x80", 0}, {"\xc3", 0}, {"\xe2\x82", 0},
    };
    for (size_t i = 0; i < sizeof u / sizeof *u; i++)
        EXPECT(net_ws_utf8_ok((const uint8_t *)u[i].s, strlen(u[i].s)) == u[i].ok, "UTF-8 case %zu", i);
    EXPECT(net_http_ws_key_ok("dGhlIHNhbXBsZSBub25jZQ==") && net_http_ws_key_ok("AAAAAAAAAAAAAAAAAAAAAA==") &&
              !net_http_ws_key_ok("dGhlIHNhbXBsZSBub25jZR==") && !net_http_ws_key_ok("dGhlIHNhbXBsZSBub25jZQ=") &&
              !net_http_ws_key_ok("!!!!!!!!!!!!!!!!!!!!!!==") && !net_http_ws_key_ok("dGhlIHNhbXBsZSBub25jZQ=A") &&
              !net_http_ws_key_ok(""),
          "a WebSocket key is 16 bytes in base64");
    static const char *const names[] = {"play.example", "Other.Example"};
    static const struct {
        const char *host;
        int ok;
    } h[] = {
        {"play.example", 1}, {"PLAY.EXAMPLE:7447", 1}, {"other.example.", 1}, {"127.0.0.1", 1}, {"10.1.2.3:80", 1},
        {"[::1]", 1}, {"[2001:db8::1]:7447", 1}, {"evil.example", 0}, {"play.example.evil.example", 0}, {"play.example:", 0},
        {"play.example:x", 0}, {"", 0}, {"[::1", 0}, {"1.2.3", 0}, {"1.2.3.4.5", 0}, {"1234.1.1.1", 0}, {":7447", 0},
        {"[::1]x", 0},
    };
    for (size_t i = 0; i < sizeof h / sizeof *h; i++)
        EXPECT(net_http_host_ok(h[i].host, names, 2) == h[i].ok, "Host '%s' with names told: %s", h[i].host,
              h[i].ok ? "answered" : "refused");
    EXPECT(net_http_host_ok("evil.example", names, 0), "without names every Host is answered");
    net_http_req r;
    size_t used = 0;
    static const char v013[] = "GET / HTTP/1.1\r\nHost: a\r\nSec-WebSocket-Version: 013\r\n\r\n";
    static const char v13[] = "GET / HTTP/1.1\r\nHost: a\r\nSec-WebSocket-Version: 13\r\n\r\n";
    EXPECT(net_http_parse(v013, sizeof v013 - 1, &r, &used) == 1 && r.version == -1, "version 013 is not 13");
    EXPECT(net_http_parse(v13, sizeof v13 - 1, &r, &used) == 1 && r.version == 13, "version 13");
    /* POST parses (web.c answers it only at the server's links: 405 elsewhere, net_web) with
       its length; a chunked body or a length said twice is unreadable */
    static const char post[] = "POST /mail/unsubscribe?t=x HTTP/1.1\r\nHost: a\r\nContent-Length: 26\r\n\r\n";
    EXPECT(net_http_parse(post, sizeof post - 1, &r, &used) == 1 && r.post && r.content_length == 26, "POST with its length");
    static const char chunked[] = "POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n";
    EXPECT(net_http_parse(chunked, sizeof chunked - 1, &r, &used) == 1 && r.content_length == -1, "a chunked POST: no length");
    static const char twice[] = "POST / HTTP/1.1\r\nContent-Length: 5\r\nContent-Length: 6\r\n\r\n";
    EXPECT(net_http_parse(twice, sizeof twice - 1, &r, &used) == 1 && r.content_length == -1, "a length said twice: none");
    static const char bad[] = "POST / HTTP/1.1\r\nContent-Length: 5x\r\n\r\n";
    EXPECT(net_http_parse(bad, sizeof bad - 1, &r, &used) == 1 && r.content_length == -1, "a length not a number: none");
}

int main(void) {
    check_sha1();
    check_base64();
    check_frames();
    check_http();
    check_rules();
    printf("net_web_units: %d passed, %d failed\n", checks - failures, failures); /* the suite's summary line */
    return failures ? 1 : 0;
}
