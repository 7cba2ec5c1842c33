/* The join link (net/link.c): links that must read, with what they give; links that must
   be refused, each for its reason; and, over random tables and random damage, that a link
   the lobby writes reads back as the same table and a damaged one is either refused or
   reads as a table that could exist. Bounded: a fixed number of rounds from a fixed seed. */
#include <stdio.h>
#include <string.h>

#include "failcheck.h"
#include "link.h"

static int failures, checks;

static net_link_status parse(const char *s, net_link *l) { return net_link_parse(s, strlen(s), l); }

static void check_good(void) {
    static const struct {
        const char *link, *host, *code;
        int port;
    } v[] = {
        {"http://127.0.0.1:7447/#join=K7MPQRX2VA", "127.0.0.1", "K7MPQRX2VA", 7447},
        {"http://example.org/#join=K7MPQRX2VA", "example.org", "K7MPQRX2VA", 7447}, /* no port: 7447 */
        {"HTTP://Example.ORG:80#join=k7mpq-rx2va", "Example.ORG", "K7MPQRX2VA", 80}, /* no path, any case */
        {"http://[::1]:9000/#join=K7MPQRX2VA", "::1", "K7MPQRX2VA", 9000},
        {"http://[::1]/#join=K7MPQRX2VA", "::1", "K7MPQRX2VA", 7447},
        {"http://[2001:db8:0:0:0:0:2:1]:1/#join=K7MPQRX2VA", "2001:db8:0:0:0:0:2:1", "K7MPQRX2VA", 1},
        {"http://[::ffff:192.0.2.1]:65535/#join=K7MPQRX2VA", "::ffff:192.0.2.1", "K7MPQRX2VA", 65535},
        {"http://[fe80::]:7447/#join=K7MPQRX2VA", "fe80::", "K7MPQRX2VA", 7447},
        {"http://my_box.lan:7447/citadela/index.html?x=1#join=K7MPQRX2VA", "my_box.lan", "K7MPQRX2VA", 7447},
        {"https://citadela.example.org/#join=K7MPQRX2VA", "citadela.example.org", "K7MPQRX2VA", 443}, /* no port: 443 */
        {"HTTPS://[::1]:8443/x#join=k7mpq-rx2va", "::1", "K7MPQRX2VA", 8443},
        {"https://a:7447#join=K7MPQRX2VA", "a", "K7MPQRX2VA", 7447},
    };
    for (size_t i = 0; i < sizeof v / sizeof *v; i++) {
        net_link l;
        net_link_status st = parse(v[i].link, &l);
        EXPECT(st == NET_LINK_OK && !strcmp(l.host, v[i].host) && l.port == v[i].port && !strcmp(l.code, v[i].code) &&
                   l.secure == (v[i].link[4] == 's' || v[i].link[4] == 'S'),
              "%s: %s, host '%s' port %d code '%s' secure %d", v[i].link, net_link_status_str(st), l.host, l.port, l.code,
              l.secure);
    }
}

static void check_bad(void) {
    static const struct {
        const char *link;
        net_link_status want;
    } v[] = {
        {"", NET_LINK_MALFORMED},
        {" http://a/#join=K7MPQRX2VA", NET_LINK_MALFORMED},
        {"http://a/#join=K7MPQRX2VA ", NET_LINK_MALFORMED},
        {"http://a/#join=K7MPQ RX2VA", NET_LINK_MALFORMED},
        {"http://a\t/#join=K7MPQRX2VA", NET_LINK_MALFORMED},
        {"http://\xC3\xA1.cz/#join=K7MPQRX2VA", NET_LINK_MALFORMED},
        {"httpss://a/#join=K7MPQRX2VA", NET_LINK_NOT_HTTP},
        {"https:/a/#join=K7MPQRX2VA", NET_LINK_NOT_HTTP},
        {"wss://a/#join=K7MPQRX2VA", NET_LINK_NOT_HTTP},
        {"https://user@a/#join=K7MPQRX2VA", NET_LINK_BAD_HOST},
        {"https://a:0/#join=K7MPQRX2VA", NET_LINK_BAD_PORT},
        {"https://a/", NET_LINK_NO_TABLE},
        {"ws://a/#join=K7MPQRX2VA", NET_LINK_NOT_HTTP},
        {"http:/a/#join=K7MPQRX2VA", NET_LINK_NOT_HTTP},
        {"a:7447/#join=K7MPQRX2VA", NET_LINK_NOT_HTTP},
        {"http:", NET_LINK_NOT_HTTP},
        {"http:///#join=K7MPQRX2VA", NET_LINK_BAD_HOST},
        {"http://:7447/#join=K7MPQRX2VA", NET_LINK_BAD_HOST},
        {"http://user@a/#join=K7MPQRX2VA", NET_LINK_BAD_HOST},
        {"http://a@b:7447/#join=K7MPQRX2VA", NET_LINK_BAD_HOST},
        {"http://a..b/#join=K7MPQRX2VA", NET_LINK_BAD_HOST},
        {"http://a./#join=K7MPQRX2VA", NET_LINK_BAD_HOST},
        {"http://a%2eb/#join=K7MPQRX2VA", NET_LINK_BAD_HOST},
        {"http://::1/#join=K7MPQRX2VA", NET_LINK_BAD_HOST}, /* IPv6 without brackets */
        {"http://[::1/#join=K7MPQRX2VA", NET_LINK_BAD_HOST},
        {"http://[]/#join=K7MPQRX2VA", NET_LINK_BAD_HOST},
        {"http://[:::]/#join=K7MPQRX2VA", NET_LINK_BAD_HOST},
        {"http://[1::2::3]/#join=K7MPQRX2VA", NET_LINK_BAD_HOST},
        {"http://[1:2:3:4:5:6:7]/#join=K7MPQRX2VA", NET_LINK_BAD_HOST},
        {"http://[1:2:3:4:5:6:7:8:9]/#join=K7MPQRX2VA", NET_LINK_BAD_HOST},
        {"http://[12345::]/#join=K7MPQRX2VA", NET_LINK_BAD_HOST},
        {"http://[fe80::1%25eth0]/#join=K7MPQRX2VA", NET_LINK_BAD_HOST},
        {"http://[::1]x/#join=K7MPQRX2VA", NET_LINK_BAD_HOST},
        {"http://[::1.2.3]/#join=K7MPQRX2VA", NET_LINK_BAD_HOST},
        {"http://[::1.2.3.256]/#join=K7MPQRX2VA", NET_LINK_BAD_HOST},
        {"http://a:/#join=K7MPQRX2VA", NET_LINK_BAD_PORT},
        {"http://a:0/#join=K7MPQRX2VA", NET_LINK_BAD_PORT},
        {"http://a:65536/#join=K7MPQRX2VA", NET_LINK_BAD_PORT},
        {"http://a:123456/#join=K7MPQRX2VA", NET_LINK_BAD_PORT},
        {"http://a:-1/#join=K7MPQRX2VA", NET_LINK_BAD_PORT},
        {"http://a:74x7/#join=K7MPQRX2VA", NET_LINK_BAD_PORT},
        {"http://[::1]:/#join=K7MPQRX2VA", NET_LINK_BAD_PORT},
        {"http://a:7447/", NET_LINK_NO_TABLE},
        {"http://a:7447/#", NET_LINK_NO_TABLE},
        {"http://a:7447/#code=K7MPQRX2VA", NET_LINK_NO_TABLE},
        {"http://a:7447/#JOIN=K7MPQRX2VA", NET_LINK_NO_TABLE},
        {"http://a:7447/#join=", NET_LINK_BAD_CODE},
        {"http://a:7447/#join=K7MPQRX2V", NET_LINK_BAD_CODE},
        {"http://a:7447/#join=K7MPQRX2VAB", NET_LINK_BAD_CODE},
        {"http://a:7447/#join=K7MPQRX2V1", NET_LINK_BAD_CODE}, /* 1 is not in the alphabet */
        {"http://a:7447/#join=K7MPQRX2VA&x=1", NET_LINK_BAD_CODE},
        {"http://a:7447/#join=K7MPQRX2VA#join=K7MPQRX2VA", NET_LINK_BAD_CODE},
    };
    for (size_t i = 0; i < sizeof v / sizeof *v; i++) {
        net_link l;
        memset(&l, 'x', sizeof l);
        net_link_status st = parse(v[i].link, &l);
        EXPECT(st == v[i].want && !l.host[0] && !l.port && !l.code[0] && !l.secure, "'%s': %s, not %s", v[i].link,
              net_link_status_str(st), net_link_status_str(v[i].want));
    }
    /* Too long, and a NUL inside the length given. */
    static char big[NET_LINK_MAX + 2];
    memset(big, 'a', sizeof big - 1);
    memcpy(big, "http://a/#join=K7MPQRX2VA", 25);
    net_link l;
    EXPECT(net_link_parse(big, NET_LINK_MAX + 1, &l) == NET_LINK_MALFORMED, "a link over NET_LINK_MAX reads");
    EXPECT(net_link_parse("http://a/\0#join=K7MPQRX2VA", 26, &l) == NET_LINK_MALFORMED, "a NUL inside reads");
    /* Only the bytes given: the code cut short by len is not read on. */
    EXPECT(net_link_parse("http://a/#join=K7MPQRX2VA", 24, &l) == NET_LINK_BAD_CODE, "read past len");
}

static void check_format(void) {
    char buf[300];
    EXPECT(net_link_format("127.0.0.1", 7447, "K7MPQRX2VA", 0, buf, sizeof buf) &&
              !strcmp(buf, "http://127.0.0.1:7447/#join=K7MPQRX2VA"),
          "format: %s", buf);
    EXPECT(net_link_format("::1", 9000, "K7MPQRX2VA", 0, buf, sizeof buf) && !strcmp(buf, "http://[::1]:9000/#join=K7MPQRX2VA"),
          "format IPv6: %s", buf);
    EXPECT(net_link_format("[::1]", 9000, "K7MPQRX2VA", 0, buf, sizeof buf) && !strcmp(buf, "http://[::1]:9000/#join=K7MPQRX2VA"),
          "format IPv6 in brackets: %s", buf);
    /* What cannot read back is never given out. */
    static const char *const hosts[] = {"my host", "", "a@b", "a/b", "a#b", "[::1", "a:b:c", "\xC3\xA1.cz"};
    for (size_t i = 0; i < sizeof hosts / sizeof *hosts; i++)
        EXPECT(!net_link_format(hosts[i], 7447, "K7MPQRX2VA", i % 2, buf, sizeof buf) && !buf[0], "format '%s' gave %s", hosts[i],
              buf);
    EXPECT(!net_link_format("a", 0, "K7MPQRX2VA", 1, buf, sizeof buf), "port 0 formats");
    EXPECT(!net_link_format("a", 7447, "k7mpqrx2va", 0, buf, sizeof buf), "a code not in its canonical form formats");
    EXPECT(!net_link_format("127.0.0.1", 7447, "K7MPQRX2VA", 0, buf, 20) && !buf[0], "a link cut short");
    /* A TLS server's: https://, the port left out when it is 443. */
    EXPECT(net_link_format("citadela.example.org", 443, "K7MPQRX2VA", 1, buf, sizeof buf) &&
               !strcmp(buf, "https://citadela.example.org/#join=K7MPQRX2VA"),
           "format https on 443: %s", buf);
    EXPECT(net_link_format("::1", 8443, "K7MPQRX2VA", 1, buf, sizeof buf) && !strcmp(buf, "https://[::1]:8443/#join=K7MPQRX2VA"),
           "format https on another port: %s", buf);
    EXPECT(net_link_format("a", 443, "K7MPQRX2VA", 0, buf, sizeof buf) && !strcmp(buf, "http://a:443/#join=K7MPQRX2VA"),
           "format http on 443 keeps its port: %s", buf);
}

/* Random tables written and read back; random damage to a good link. */
static void check_random(int rounds) {
    static const char alphabet[] = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", name[] = "abcxyz019-_.";
    static const char noise[] = "/:[]@#%?.=&-aZ09 \x01\x7f\xff";
    uint64_t seed = 74;
    for (int r = 0; r < rounds; r++) {
        char host[64], code[NET_CODE_LEN + 1], link[300];
        int kind = (int)(mix(&seed) % 3), port = 1 + (int)(mix(&seed) % 65535);
        if (kind == 0) {
            snprintf(host, sizeof host, "%u.%u.%u.%u", (unsigned)(mix(&seed) % 256), (unsigned)(mix(&seed) % 256),
                     (unsigned)(mix(&seed) % 256), (unsigned)(mix(&seed) % 256));
        } else if (kind == 1) {
            snprintf(host, sizeof host, "%x::%x:%x", (unsigned)(mix(&seed) % 65536), (unsigned)(mix(&seed) % 65536),
                     (unsigned)(mix(&seed) % 65536));
        } else {
            int n = 1 + (int)(mix(&seed) % 30);
            for (int i = 0; i < n; i++) host[i] = name[mix(&seed) % (sizeof name - 1)];
            host[n] = 0;
        }
        for (int i = 0; i < NET_CODE_LEN; i++) code[i] = alphabet[mix(&seed) % 32];
        code[NET_CODE_LEN] = 0;
        int secure = (int)(mix(&seed) % 2);
        if (secure && mix(&seed) % 4 == 0) port = NET_LINK_TLS_PORT;
        size_t n = net_link_format(host, port, code, secure, link, sizeof link);
        net_link l;
        if (n) {
            EXPECT(net_link_parse(link, n, &l) == NET_LINK_OK && !strcmp(l.host, host) && l.port == port &&
                      !strcmp(l.code, code) && l.secure == secure,
                  "round trip of %s", link);
        } else {
            EXPECT(kind == 2, "host %s port %d did not format", host, port); /* only a name may be no name (a..b) */
            continue;
        }
        /* Damage: a byte changed, dropped or put in, a few times. */
        for (int d = (int)(mix(&seed) % 3); d >= 0; d--) {
            size_t at = (size_t)(mix(&seed) % (n + 1)), op = mix(&seed) % 3;
            char c = noise[mix(&seed) % (sizeof noise - 1)];
            if (op == 0 && at < n) link[at] = c;
            else if (op == 1 && at < n) memmove(link + at, link + at + 1, n-- - at);
            else if (n + 1 < sizeof link) memmove(link + at + 1, link + at, ++n - at), link[at] = c;
        }
        net_link_status st = net_link_parse(link, n, &l);
        if (st == NET_LINK_OK) {
            char again[300];
            EXPECT(l.host[0] && l.port >= 1 && l.port <= 65535 && net_code_ok(l.code, strlen(l.code)) &&
                      net_link_format(l.host, l.port, l.code, l.secure, again, sizeof again),
                  "damaged %.*s read as a table that cannot be", (int)n, link);
        } else {
            EXPECT(!l.host[0] && !l.port && !l.code[0] && !l.secure, "a refused link left fields");
        }
    }
}

int main(void) {
    check_good();
    check_bad();
    check_format();
    check_random(20000);
    printf("net_link_units: %d passed, %d failed\n", checks - failures, failures); /* the suite's summary line */
    return failures ? 1 : 0;
}
