/* The join link (http://SERVER:PORT/#join=CODE, https://SERVER/#join=CODE): read strictly, because it comes from
   anywhere (a chat message, a command line, a browser's address bar) and what it fills in
   is where the window connects; written so that reading it back gives the same table. */
#include "link.h"

#include <stdio.h>
#include <string.h>

static int lower(char c) { return c >= 'A' && c <= 'Z' ? c + 32 : c; }
static int is_digit(char c) { return c >= '0' && c <= '9'; }
static int is_hex(char c) { return is_digit(c) || (lower(c) >= 'a' && lower(c) <= 'f'); }
static int is_alnum(char c) { return is_digit(c) || (lower(c) >= 'a' && lower(c) <= 'z'); }

/* A host name or IPv4 address: dot-separated labels of letters, digits, '-' and '_' (1-63
   bytes each, no empty one). Percent escapes and the rest of RFC 3986's reg-name are
   refused: no resolver takes them, and a browser shows a name in these bytes (punycode). */
static int name_ok(const char *s, size_t n) {
    size_t label = 0;
    if (!n) return 0;
    for (size_t i = 0; i < n; i++) {
        if (s[i] == '.') {
            if (!label) return 0;
            label = 0;
        } else if (is_alnum(s[i]) || s[i] == '-' || s[i] == '_') {
            if (++label > 63) return 0;
        } else {
            return 0;
        }
    }
    return label > 0;
}

/* A dotted IPv4 address at the end of an IPv6 one: four numbers 0-255. */
static int ipv4_ok(const char *s, size_t n) {
    int parts = 0;
    size_t i = 0;
    while (i < n) {
        size_t d = 0;
        int v = 0;
        while (i < n && is_digit(s[i]) && d < 3) v = v * 10 + (s[i++] - '0'), d++;
        if (!d || v > 255 || ++parts > 4) return 0;
        if (i < n && s[i++] != '.') return 0;
        if (i == n && s[n - 1] == '.') return 0;
    }
    return parts == 4;
}

/* An IPv6 address as RFC 4291 writes it: eight groups of 1-4 hex digits, one "::" standing
   for one or more groups of zeros, the last two groups possibly a dotted IPv4 address. Zone
   identifiers (fe80::1%eth0) are refused: browsers refuse them in URLs too. */
static int ipv6_ok(const char *s, size_t n) {
    int groups = 0, gap = 0;
    size_t i = 0;
    if (n >= 2 && s[0] == ':' && s[1] == ':') gap = 1, i = 2;
    else if (n && s[0] == ':') return 0;
    while (i < n) {
        size_t d = 0, start = i;
        while (i < n && is_hex(s[i]) && d < 5) i++, d++;
        if (i < n && s[i] == '.') { /* the IPv4 tail: the rest of the address */
            if (!ipv4_ok(s + start, n - start)) return 0;
            groups += 2;
            i = n;
            break;
        }
        if (!d || d > 4) return 0;
        groups++;
        if (i == n) break;
        if (s[i++] != ':') return 0;
        if (i < n && s[i] == ':') {
            if (gap) return 0;
            gap = 1, i++;
        } else if (i == n) {
            return 0; /* a single ':' at the end */
        }
    }
    return gap ? groups <= 7 : groups == 8;
}

/* The authority (between "http://" and the path): a host and an optional ":port". A user
   name ("http://bank.example@evil.example/", a known trick) fails the host's rules. */
static net_link_status authority(const char *s, size_t n, net_link *out) {
    size_t host_end, port_at = 0;
    const char *host = s;
    size_t hn;
    if (n && s[0] == '[') {
        const char *close = memchr(s, ']', n);
        if (!close) return NET_LINK_BAD_HOST;
        host = s + 1;
        hn = (size_t)(close - s) - 1;
        host_end = (size_t)(close - s) + 1;
        if (!ipv6_ok(host, hn)) return NET_LINK_BAD_HOST;
        if (host_end < n && s[host_end] != ':') return NET_LINK_BAD_HOST;
    } else {
        const char *colon = memchr(s, ':', n);
        host_end = colon ? (size_t)(colon - s) : n;
        hn = host_end;
        if (!name_ok(host, hn)) return NET_LINK_BAD_HOST;
    }
    if (hn >= NET_LINK_HOST_CAP) return NET_LINK_BAD_HOST;
    memcpy(out->host, host, hn);
    out->host[hn] = 0;
    out->port = out->secure ? NET_LINK_TLS_PORT : NET_LINK_DEFAULT_PORT;
    if (host_end < n) { /* s[host_end] is ':' */
        long v = 0;
        port_at = host_end + 1;
        if (port_at == n || n - port_at > 5) return NET_LINK_BAD_PORT;
        for (size_t i = port_at; i < n; i++) {
            if (!is_digit(s[i])) return NET_LINK_BAD_PORT;
            v = v * 10 + (s[i] - '0');
        }
        if (v < 1 || v > 65535) return NET_LINK_BAD_PORT;
        out->port = (int)v;
    }
    return NET_LINK_OK;
}

/* Whether url begins with scheme, in any case. */
static int has_scheme(const char *url, size_t len, const char *scheme) {
    size_t sn = strlen(scheme);
    if (len < sn) return 0;
    for (size_t i = 0; i < sn; i++)
        if (lower(url[i]) != scheme[i]) return 0;
    return 1;
}

static net_link_status parse(const char *url, size_t len, net_link *out) {
    if (!len || len > NET_LINK_MAX) return NET_LINK_MALFORMED;
    for (size_t i = 0; i < len; i++)
        if (url[i] <= ' ' || url[i] > '~') return NET_LINK_MALFORMED; /* also catches a NUL and bytes >= 0x80 */
    size_t sn;
    if (has_scheme(url, len, "https://")) sn = 8, out->secure = 1;
    else if (has_scheme(url, len, "http://")) sn = 7;
    else return NET_LINK_NOT_HTTP;
    size_t a = sn, e = a;
    while (e < len && url[e] != '/' && url[e] != '?' && url[e] != '#') e++;
    net_link_status st = authority(url + a, e - a, out);
    if (st != NET_LINK_OK) return st;
    /* The path and query are the page's business (the folder it is served from): the game
       connects to the port itself, path "/", whatever they are. */
    const char *hash = memchr(url + e, '#', len - e);
    static const char join[] = "join=";
    const size_t jn = sizeof join - 1;
    if (!hash) return NET_LINK_NO_TABLE;
    size_t f = (size_t)(hash - url) + 1, fn = len - f;
    if (fn < jn || memcmp(url + f, join, jn)) return NET_LINK_NO_TABLE;
    /* The code as net_code_read takes it (any case, dashes between groups), nothing after it. */
    char typed[2 * NET_CODE_LEN + 1];
    if (fn - jn >= sizeof typed) return NET_LINK_BAD_CODE;
    memcpy(typed, url + f + jn, fn - jn);
    typed[fn - jn] = 0;
    if (!net_code_read(typed, out->code)) return NET_LINK_BAD_CODE;
    return NET_LINK_OK;
}

net_link_status net_link_parse(const char *url, size_t len, net_link *out) {
    memset(out, 0, sizeof *out);
    net_link_status st = parse(url, len, out);
    if (st != NET_LINK_OK) memset(out, 0, sizeof *out);
    return st;
}

const char *net_link_status_str(net_link_status st) {
    switch (st) {
    case NET_LINK_OK: return "ok";
    case NET_LINK_MALFORMED: return "not a link (empty, too long, or a blank or other character a link cannot hold)";
    case NET_LINK_NOT_HTTP: return "not an http:// or https:// link";
    case NET_LINK_BAD_HOST: return "no server address that can be read";
    case NET_LINK_BAD_PORT: return "the port is not 1-65535";
    case NET_LINK_NO_TABLE: return "the link names no table (no #join=CODE)";
    case NET_LINK_BAD_CODE: return "the join code in the link is not a code";
    }
    return "?";
}

size_t net_link_format(const char *host, int port, const char *code, int secure, char *buf, size_t cap) {
    if (!cap) return 0;
    buf[0] = 0;
    size_t hn = strlen(host);
    int bracketed = hn >= 2 && host[0] == '[' && host[hn - 1] == ']';
    int wrap = !bracketed && memchr(host, ':', hn) != NULL; /* an IPv6 address as typed */
    char link[NET_LINK_MAX + 1], ps[16] = "";
    if (!secure || port != NET_LINK_TLS_PORT) snprintf(ps, sizeof ps, ":%d", port); /* 443 goes without saying */
    int n = snprintf(link, sizeof link, "%s://%s%s%s%s/#join=%s", secure ? "https" : "http", wrap ? "[" : "", host,
                     wrap ? "]" : "", ps, code);
    if (n <= 0 || (size_t)n >= sizeof link || (size_t)n >= cap) return 0;
    /* Only a link that reads back as this very table is given out. */
    net_link back;
    if (net_link_parse(link, (size_t)n, &back) != NET_LINK_OK || back.port != port || strcmp(back.code, code) ||
        back.secure != !!secure ||
        strncmp(back.host, host + bracketed, hn - 2 * (size_t)bracketed) || strlen(back.host) != hn - 2 * (size_t)bracketed)
        return 0;
    memcpy(buf, link, (size_t)n + 1);
    return (size_t)n;
}
