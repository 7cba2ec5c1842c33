/* The HTTP request head, paths and types (http.h). */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "http.h"

static int lower(int c) { return c >= 'A' && c <= 'Z' ? c + 32 : c; }

static int same_ci(const char *a, size_t an, const char *b) {
    size_t bn = strlen(b);
    if (an != bn) return 0;
    for (size_t i = 0; i < an; i++)
        if (lower((unsigned char)a[i]) != lower((unsigned char)b[i])) return 0;
    return 1;
}

/* Copies a header value, without the spaces around it; one too long is cut (the fields
   kept are short when honest, and a cut one then fails its check). */
static void keep(char *to, size_t cap, const char *v, size_t n) {
    while (n && (*v == ' ' || *v == '\t')) v++, n--;
    while (n && (v[n - 1] == ' ' || v[n - 1] == '\t')) n--;
    if (n >= cap) n = cap - 1;
    memcpy(to, v, n);
    to[n] = 0;
}

int net_http_has_token(const char *list, const char *token) {
    const char *p = list;
    while (*p) {
        while (*p == ' ' || *p == '\t' || *p == ',') p++;
        const char *s = p;
        while (*p && *p != ',') p++;
        const char *e = p;
        while (e > s && (e[-1] == ' ' || e[-1] == '\t')) e--;
        if (e > s && same_ci(s, (size_t)(e - s), token)) return 1;
    }
    return 0;
}

int net_http_accepts(const char *list, const char *token) {
    const char *p = list;
    while (*p) {
        while (*p == ' ' || *p == '\t' || *p == ',') p++;
        const char *s = p;
        while (*p && *p != ',' && *p != ';') p++;
        const char *e = p;
        while (e > s && (e[-1] == ' ' || e[-1] == '\t')) e--;
        int named = e > s && same_ci(s, (size_t)(e - s), token), zero = 0;
        while (*p == ';') { /* parameters: only q matters, and only q=0 (q=0.000) refuses */
            p++;
            while (*p == ' ' || *p == '\t') p++;
            if ((*p == 'q' || *p == 'Q') && p[1] == '=') {
                const char *v = p + 2;
                zero = *v == '0';
                for (v++; zero && *v && *v != ',' && *v != ';' && *v != ' '; v++)
                    zero = *v == '.' || *v == '0';
            }
            while (*p && *p != ',' && *p != ';') p++;
        }
        if (named && !zero) return 1;
    }
    return 0;
}

int net_http_etag_match(const char *inm, const char *etag) {
    size_t en = strlen(etag);
    const char *p = inm;
    while (*p) {
        while (*p == ' ' || *p == '\t' || *p == ',') p++;
        if (*p == '*') return 1;
        if (p[0] == 'W' && p[1] == '/') p += 2;
        const char *s = p;
        if (*p == '"') { /* a quoted tag may hold a comma */
            p++;
            while (*p && *p != '"') p++;
            if (*p) p++;
        } else {
            while (*p && *p != ',') p++;
        }
        if ((size_t)(p - s) == en && !memcmp(s, etag, en)) return 1;
        while (*p && *p != ',') p++;
    }
    return 0;
}

int net_http_immutable_name(const char *path) {
    const char *base = strrchr(path, '/');
    base = base ? base + 1 : path;
    /* the hash is the part between the last two dots, a stem before it */
    const char *ext = strrchr(base, '.');
    if (!ext) return 0;
    const char *h = ext;
    while (h > base && h[-1] != '.') h--;
    if (h == base || h - 1 == base) return 0; /* no stem */
    size_t n = (size_t)(ext - h);
    if (n < 12) return 0;
    for (const char *q = h; q < ext; q++)
        if (!((*q >= '0' && *q <= '9') || (*q >= 'a' && *q <= 'f'))) return 0;
    return 1;
}

int net_http_parse(const char *buf, size_t n, net_http_req *r, size_t *used) {
    const char *end = NULL;
    for (size_t i = 0; i + 3 < n && !end; i++)
        if (!memcmp(buf + i, "\r\n\r\n", 4)) end = buf + i;
    if (!end) return n >= NET_HTTP_HEAD_MAX ? 431 : 0;
    if ((size_t)(end - buf) + 4 > NET_HTTP_HEAD_MAX) return 431;
    memset(r, 0, sizeof *r);
    *used = (size_t)(end - buf) + 4;
    /* the request line: METHOD SP TARGET SP HTTP/1.x */
    const char *eol = memchr(buf, '\r', (size_t)(end - buf) + 1);
    if (eol[1] != '\n') return 400;
    const char *sp1 = memchr(buf, ' ', (size_t)(eol - buf));
    if (!sp1) return 400;
    const char *sp2 = memchr(sp1 + 1, ' ', (size_t)(eol - sp1 - 1));
    if (!sp2) return 400;
    size_t ml = (size_t)(sp1 - buf), tl = (size_t)(sp2 - sp1 - 1);
    if (ml == 3 && !memcmp(buf, "GET", 3)) r->head_only = 0;
    else if (ml == 4 && !memcmp(buf, "HEAD", 4)) r->head_only = 1;
    else if (ml == 4 && !memcmp(buf, "POST", 4)) r->post = 1;
    else return 405;
    if (tl == 0) return 400;
    if (tl >= sizeof r->target) return 414;
    memcpy(r->target, sp1 + 1, tl);
    if (memchr(r->target, 0, tl)) return 400;
    if ((size_t)(eol - sp2 - 1) != 8 || memcmp(sp2 + 1, "HTTP/1.", 7) || !isdigit((unsigned char)sp2[8])) return 505;
    /* header lines: NAME ":" VALUE CRLF (folded lines are obsolete: refused) */
    const char *p = eol + 2;
    while (p < end + 2) {
        const char *le = p;
        while (le < end && !(le[0] == '\r' && le[1] == '\n')) le++;
        size_t ll = (size_t)(le - p);
        const char *colon = memchr(p, ':', ll);
        if (!colon || colon == p || *p == ' ' || *p == '\t') return 400;
        for (const char *q = p; q < le; q++)
            if (*q == 0 || *q == '\r' || *q == '\n') return 400;
        size_t nl = (size_t)(colon - p), vl = (size_t)(le - colon - 1);
        const char *v = colon + 1;
        char val[NET_HTTP_FIELD_MAX];
        keep(val, sizeof val, v, vl);
        if (same_ci(p, nl, "Host")) keep(r->host, sizeof r->host, v, vl);
        else if (same_ci(p, nl, "Origin")) keep(r->origin, sizeof r->origin, v, vl);
        else if (same_ci(p, nl, "Sec-WebSocket-Key")) keep(r->key, sizeof r->key, v, vl);
        else if (same_ci(p, nl, "Sec-WebSocket-Protocol")) {
            size_t have = strlen(r->protocols); /* several lines add to the list */
            if (have && have + 1 < sizeof r->protocols) r->protocols[have++] = ',';
            keep(r->protocols + have, sizeof r->protocols - have, v, vl);
        } else if (same_ci(p, nl, "Sec-WebSocket-Version")) {
            r->version = !strcmp(val, "13") ? 13 : -1; /* exactly "13" (RFC 6455 4.1): not "013", not "13.0" */
        } else if (same_ci(p, nl, "Upgrade")) r->upgrade_websocket |= net_http_has_token(val, "websocket");
        else if (same_ci(p, nl, "Connection")) r->connection_upgrade |= net_http_has_token(val, "upgrade");
        else if (same_ci(p, nl, "Accept-Encoding")) {
            r->accept_gzip |= net_http_accepts(val, "gzip");
            r->accept_br |= net_http_accepts(val, "br");
        } else if (same_ci(p, nl, "If-None-Match")) keep(r->if_none_match, sizeof r->if_none_match, v, vl);
        else if (same_ci(p, nl, "Content-Length") || same_ci(p, nl, "Transfer-Encoding")) {
            const char *d = val;
            while (*d == ' ' || *d == '\t') d++;
            long len = 0;
            int digits = 0;
            for (; *d >= '0' && *d <= '9' && len < 1000000; d++, digits++) len = len * 10 + (*d - '0');
            while (*d == ' ' || *d == '\t') d++;
            /* a length of digits only, said once; a chunked body is not taken */
            r->content_length = same_ci(p, nl, "Transfer-Encoding") || !digits || *d || r->content_length ? -1 : len;
        }
        p = le + 2;
    }
    return 1;
}

static int hex(int c) {
    if (c >= '0' && c <= '9') return c - '0';
    c = lower(c);
    return c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
}

int net_http_path(const char *target, char *out, size_t cap) {
    if (target[0] != '/' || cap < 16) return 0; /* origin-form only: no absolute URL, no "*" */
    size_t o = 0;
    for (const char *p = target + 1; *p && *p != '?' && *p != '#'; p++) {
        int c = (unsigned char)*p;
        if (c == '%') {
            int a = hex((unsigned char)p[1]), b = a < 0 ? -1 : hex((unsigned char)p[2]);
            if (b < 0) return 0;
            c = a * 16 + b;
            p += 2;
        }
        if (c < 32 || c == 127 || c == '\\' || c == ':') return 0; /* ':' a drive or stream on Windows */
        if (c == '/' && (o == 0 || out[o - 1] == '/')) continue; /* "//": one separator, never a leading one */
        if (c == '.' && (o == 0 || out[o - 1] == '/')) return 0;       /* ".", "..", ".hidden" */
        if (o + 1 >= cap) return 0;
        out[o++] = (char)c;
    }
    if (o == 0 || out[o - 1] == '/') { /* a folder: its index */
        static const char index[] = "index.html";
        if (o + sizeof index > cap) return 0;
        memcpy(out + o, index, sizeof index);
        o += sizeof index - 1;
    }
    out[o] = 0;
    return 1;
}

const char *net_http_mime(const char *path) {
    static const struct {
        const char *ext, *type;
    } types[] = {
        {".html", "text/html; charset=utf-8"}, {".js", "text/javascript"}, {".mjs", "text/javascript"},
        {".wasm", "application/wasm"},         {".css", "text/css"},       {".json", "application/json"},
        {".png", "image/png"},                 {".jpg", "image/jpeg"},     {".svg", "image/svg+xml"},
        {".ico", "image/x-icon"},              {".ttf", "font/ttf"},       {".txt", "text/plain; charset=utf-8"},
        {".wav", "audio/wav"},                 {".ogg", "audio/ogg"},      {".webmanifest", "application/manifest+json"},
    };
    size_t n = strlen(path);
    for (size_t i = 0; i < sizeof types / sizeof types[0]; i++) {
        size_t e = strlen(types[i].ext);
        if (n > e && same_ci(path + n - e, e, types[i].ext)) return types[i].type;
    }
    return "application/octet-stream";
}

int net_http_ws_key_ok(const char *key) {
    /* 16 bytes in base64: 22 characters of its alphabet, the last of them with its low
       four bits zero (A, Q, g or w), and "==" */
    static const char alphabet[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    if (strlen(key) != 24 || strcmp(key + 22, "==")) return 0;
    for (int i = 0; i < 22; i++)
        if (!key[i] || !strchr(alphabet, key[i])) return 0;
    return strchr("AQgw", key[21]) != NULL;
}

/* Whether text (n bytes) is an IP address literal: IPv4 dotted decimal, or IPv6 in
   brackets (hex digits, colons, dots). Such a Host cannot be a rebound name. */
static int ip_literal(const char *t, size_t n) {
    if (n >= 2 && t[0] == '[' && t[n - 1] == ']') {
        for (size_t i = 1; i + 1 < n; i++)
            if (!isxdigit((unsigned char)t[i]) && t[i] != ':' && t[i] != '.') return 0;
        return n > 3;
    }
    int dots = 0, digits = 0;
    for (size_t i = 0; i < n; i++) {
        if (t[i] == '.') {
            if (!digits) return 0;
            dots++, digits = 0;
        } else if (isdigit((unsigned char)t[i]) && digits < 3) {
            digits++;
        } else {
            return 0;
        }
    }
    return dots == 3 && digits;
}

int net_http_host_ok(const char *host, const char *const *names, int nnames) {
    if (nnames <= 0) return 1;
    size_t all = strlen(host), n = all; /* n: the host without its port */
    const char *end = host[0] == '[' ? strchr(host, ']') : strchr(host, ':');
    if (host[0] == '[') {
        if (!end) return 0;
        n = (size_t)(end - host) + 1;
    } else if (end) {
        n = (size_t)(end - host);
    }
    if (n < all) { /* ":PORT" */
        if (host[n] != ':' || n + 1 == all) return 0;
        for (size_t i = n + 1; i < all; i++)
            if (!isdigit((unsigned char)host[i])) return 0;
    }
    if (!n) return 0;
    if (ip_literal(host, n)) return 1;
    for (int i = 0; i < nnames; i++)
        if (same_ci(host, n, names[i]) || (host[n - 1] == '.' && same_ci(host, n - 1, names[i]))) return 1;
    return 0;
}

/* The host[:port] part of an origin ("http://host:port"), compared with the Host header,
   case-insensitive (host names are). */
int net_http_same_origin(const char *origin, const char *host, int secure) {
    if (!origin[0]) return 1;
    const char *o = origin;
    if (!strncmp(o, "http://", 7) && !secure) o += 7;
    else if (!strncmp(o, "https://", 8)) o += 8;
    else return 0; /* "null" (a file page, a sandbox) or anything else: not this server's page */
    return host[0] && same_ci(o, strlen(o), host);
}
