/* A `push on` line's subscription checked for form (net/push_sub.h). */
#include "push_sub.h"

#include <stdlib.h>
#include <string.h>

static int is_b64url(const char *s, size_t n) {
    if (strlen(s) != n) return 0;
    for (size_t i = 0; i < n; i++)
        if (!strchr("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_", s[i]) || !s[i]) return 0;
    return 1;
}

int net_push_endpoint_host(const char *endpoint, char *host, size_t cap, int *port) {
    if (strncmp(endpoint, "https://", 8) != 0) return 0;
    const char *h = endpoint + 8;
    size_t auth = strcspn(h, "/?#");
    const char *end = h + auth, *colon = NULL;
    if (memchr(h, '@', auth)) return 0; /* credentials: nothing a push service gives */
    size_t n;
    if (*h == '[') { /* an IPv6 literal */
        const char *close = memchr(h, ']', auth);
        if (!close) return 0;
        n = (size_t)(close - h) - 1;
        h++;
        colon = close + 1 < end ? close + 1 : NULL;
        if (colon && *colon != ':') return 0;
        for (size_t i = 0; i < n; i++)
            if (!strchr("0123456789abcdefABCDEF:.", h[i])) return 0;
    } else {
        colon = memchr(h, ':', auth);
        n = colon ? (size_t)(colon - h) : auth;
        for (size_t i = 0; i < n; i++) /* a DNS name's letters: no percent-encoding, no IDN in Unicode */
            if (!strchr("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.-", h[i])) return 0;
    }
    if (n == 0 || n > NET_PUSH_HOST_MAX || n >= cap) return 0;
    memcpy(host, h, n);
    host[n] = 0;
    *port = 443;
    if (colon) {
        const char *p = colon + 1;
        if (p == end || end - p > 5) return 0;
        long v = 0;
        for (; p < end; p++) {
            if (*p < '0' || *p > '9') return 0;
            v = v * 10 + (*p - '0');
        }
        if (v < 1 || v > 65535) return 0;
        *port = (int)v;
    }
    for (const char *p = endpoint; *p; p++) /* printable ASCII only: the URL goes into an HTTP request line */
        if ((unsigned char)*p <= ' ' || (unsigned char)*p >= 0x7f) return 0;
    return 1;
}

int net_push_line_read(const char *text, net_push_line *out, const char **why) {
    const char *sp1 = strchr(text, ' '), *sp2 = sp1 ? strchr(sp1 + 1, ' ') : NULL;
    if (!sp1 || !sp2 || strchr(sp2 + 1, ' ')) return *why = "a subscription is: push on ENDPOINT P256DH AUTH", 0;
    size_t ne = (size_t)(sp1 - text), np = (size_t)(sp2 - sp1 - 1);
    if (ne > NET_PUSH_ENDPOINT_MAX) return *why = "the endpoint is too long", 0;
    memcpy(out->endpoint, text, ne);
    out->endpoint[ne] = 0;
    char host[NET_PUSH_HOST_MAX + 1];
    int port;
    if (!net_push_endpoint_host(out->endpoint, host, sizeof host, &port))
        return *why = "the endpoint is not an https URL of a push service", 0;
    if (np != NET_PUSH_P256DH_LEN) return *why = "p256dh is not a P-256 key in base64url", 0;
    memcpy(out->p256dh, sp1 + 1, np);
    out->p256dh[np] = 0;
    size_t na = strlen(sp2 + 1);
    if (na != NET_PUSH_AUTH_LEN) return *why = "auth is not 16 bytes in base64url", 0;
    memcpy(out->auth, sp2 + 1, na);
    out->auth[na] = 0;
    if (!is_b64url(out->p256dh, NET_PUSH_P256DH_LEN) || strncmp(out->p256dh, "B", 1) != 0)
        return *why = "p256dh is not a P-256 key in base64url", 0;
    if (!is_b64url(out->auth, NET_PUSH_AUTH_LEN)) return *why = "auth is not 16 bytes in base64url", 0;
    return 1;
}
