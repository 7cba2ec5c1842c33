/* Parsers of outside text for the GUI; kept free of SDL so the fuzzer links them alone. */
#include "draw/textparse.h"

#include <stdio.h>
#include <string.h>

static int is_blank(char c) { return c == ' ' || c == '\t' || c == '\r'; }

/* Digits in [p, e) as a 64-bit value, refusing overflow (strtoull would clamp, and take
   a '-' and negate). */
static int digits_u64(const char *p, const char *e, uint64_t *out) {
    uint64_t v = 0;
    if (p == e) return 0;
    for (; p < e; p++) {
        if (*p < '0' || *p > '9') return 0;
        uint64_t d = (uint64_t)(*p - '0');
        if (v > (UINT64_MAX - d) / 10) return 0;
        v = v * 10 + d;
    }
    *out = v;
    return 1;
}

int gui_parse_seed(const char *text, uint64_t *out) {
    if (!text) return 0;
    const char *p = text, *e = text + strlen(text);
    while (p < e && is_blank(*p)) p++;
    while (e > p && is_blank(e[-1])) e--;
    return digits_u64(p, e, out);
}

/* A small signed integer value: an optional '-' and up to 6 digits. */
static int small_int(const char *p, const char *e, int *out) {
    int neg = p < e && *p == '-';
    uint64_t v;
    if (e - (p + neg) > 6 || !digits_u64(p + neg, e, &v)) return 0;
    *out = neg ? -(int)v : (int)v;
    return 1;
}

static int clampi(int v, int lo, int hi) { return v < lo ? lo : v > hi ? hi : v; }

/* The language: a code ("cs", "pt_BR"), or the number an older file wrote (0 English,
   1 Czech, -1 not chosen yet). A code whose catalogue is gone falls back to English later. */
static int language(gui_settings *s, const char *p, const char *e) {
    size_t n = (size_t)(e - p);
    if (n == 0 || n >= sizeof s->lang) return 0;
    int old;
    if (small_int(p, e, &old)) {
        snprintf(s->lang, sizeof s->lang, "%s", old == 0 ? "en" : old == 1 ? "cs" : "");
        return 1;
    }
    for (const char *c = p; c < e; c++)
        if (!((*c >= 'a' && *c <= 'z') || (*c >= 'A' && *c <= 'Z') || *c == '_' || *c == '@')) return 0;
    memcpy(s->lang, p, n);
    s->lang[n] = 0;
    return 1;
}

/* One `key = value` line in [p, e); 0 if it is not one. */
static int setting(gui_settings *s, const char *p, const char *e) {
    const char *k = p;
    while (p < e && ((*p >= 'a' && *p <= 'z') || *p == '_')) p++;
    size_t klen = (size_t)(p - k);
    while (p < e && is_blank(*p)) p++;
    if (klen == 0 || p >= e || *p++ != '=') return 0;
    while (p < e && is_blank(*p)) p++;
    while (e > p && is_blank(e[-1])) e--;
    int v;
#define KEY(name) (klen == sizeof name - 1 && !memcmp(k, name, klen))
    if (KEY("lang")) return language(s, p, e);
    if (!small_int(p, e, &v)) return 0;
    if (KEY("scale")) s->scale_pct = clampi(v, 75, 200);
    else if (KEY("fullscreen")) s->fullscreen = v != 0;
    else if (KEY("palette_cb")) s->palette_cb = v != 0;
    else if (KEY("mark_unfillable")) s->mark_unfillable = v != 0;
    else if (KEY("purist")) s->purist = v != 0;
    else if (KEY("curtain")) s->curtain = v != 0;
    else if (KEY("anim_speed")) s->anim_speed = clampi(v, 0, GUI_SPEED_COUNT - 1);
    else if (KEY("seats")) s->nseats = clampi(v, 0, 6);
    else if (KEY("volume")) s->volume = clampi(v, 0, 100);
    else if (KEY("muted")) s->muted = v != 0;
    else if (KEY("ai_time")) s->ai_time = clampi(v, 5, 100);
    else if (KEY("ponder")) s->ponder = v != 0;
    else if (KEY("ai_cores")) s->ai_cores = clampi(v, 0, 8); /* CIT_AI_MAX_THREADS */
    else if (KEY("away_min")) s->away_min = clampi(v, 0, 60);
#undef KEY
    return 1; /* an unknown key is a setting of a newer version, not a broken line */
}

/* "seatN = KIND COLOUR NAME" in [p, e): the name is the rest of the line, so it may hold
   spaces. 0 if the line is not one. */
static int seat(gui_settings *s, const char *p, const char *e) {
    if (e - p < 5 || memcmp(p, "seat", 4) || p[4] < '0' || p[4] > '5') return 0;
    int i = p[4] - '0', v[2];
    p += 5;
    while (p < e && is_blank(*p)) p++;
    if (p >= e || *p++ != '=') return 0;
    for (int k = 0; k < 2; k++) {
        while (p < e && is_blank(*p)) p++;
        const char *w = p;
        while (p < e && !is_blank(*p)) p++;
        if (!small_int(w, p, &v[k])) return 0;
    }
    while (p < e && is_blank(*p)) p++;
    while (e > p && e[-1] == '\r') e--;
    size_t n = (size_t)(e - p);
    if (n == 0 || n >= sizeof s->seat[i].name) return 0;
    memcpy(s->seat[i].name, p, n);
    s->seat[i].name[n] = 0;
    s->seat[i].kind = clampi(v[0], 0, 3);
    s->seat[i].colour = clampi(v[1], 0, 5);
    if (i + 1 > s->nseats) s->nseats = i + 1;
    return 1;
}

/* "thinkN = TENTHS": seat N's thinking time on the new-game screen (0: the Settings' time). */
static int seat_think(gui_settings *s, const char *p, const char *e) {
    if (e - p < 6 || memcmp(p, "think", 5) || p[5] < '0' || p[5] > '5') return 0;
    int i = p[5] - '0', v;
    p += 6;
    while (p < e && is_blank(*p)) p++;
    if (p >= e || *p++ != '=') return 0;
    while (p < e && is_blank(*p)) p++;
    while (e > p && is_blank(e[-1])) e--;
    if (!small_int(p, e, &v)) return 0;
    s->seat[i].think = v < 5 ? 0 : clampi(v, 5, 100);
    return 1;
}

/* "trustN = PORT FINGERPRINT HOST": a server's self-made certificate the player trusted (N
   0-7; the fingerprint 64 lower-case hex digits, the host one word of printable ASCII). */
static int trust(gui_settings *s, const char *p, const char *e) {
    if (e - p < 6 || memcmp(p, "trust", 5) || p[5] < '0' || p[5] > '7') return 0;
    int i = p[5] - '0', port;
    p += 6;
    while (p < e && is_blank(*p)) p++;
    if (p >= e || *p++ != '=') return 0;
    while (p < e && is_blank(*p)) p++;
    while (e > p && is_blank(e[-1])) e--;
    const char *w = p;
    while (p < e && !is_blank(*p)) p++;
    if (!small_int(w, p, &port) || port < 1 || port > 65535) return 0;
    while (p < e && is_blank(*p)) p++;
    const char *fp = p;
    while (p < e && ((*p >= '0' && *p <= '9') || (*p >= 'a' && *p <= 'f'))) p++;
    if (p - fp != 64 || p >= e || !is_blank(*p)) return 0;
    while (p < e && is_blank(*p)) p++;
    size_t n = (size_t)(e - p);
    if (n == 0 || n >= sizeof s->trust[i].host) return 0;
    for (const char *c = p; c < e; c++)
        if (*c <= ' ' || *c > '~') return 0;
    memcpy(s->trust[i].fp, fp, 64);
    s->trust[i].fp[64] = 0;
    memcpy(s->trust[i].host, p, n);
    s->trust[i].host[n] = 0;
    s->trust[i].port = port;
    if (i + 1 > s->ntrust) s->ntrust = i + 1;
    return 1;
}

int gui_settings_parse(gui_settings *s, const char *text, size_t len) {
    const char *p = text, *end = text + len;
    int bad = 0;
    while (p < end) {
        const char *e = memchr(p, '\n', (size_t)(end - p));
        if (!e) e = end;
        const char *q = p;
        while (q < e && is_blank(*q)) q++;
        if (q < e && *q != '#' && *q != ';' && *q != '[' && !seat(s, q, e) && !seat_think(s, q, e) && !trust(s, q, e) &&
            !setting(s, q, e))
            bad++;
        p = e < end ? e + 1 : end;
    }
    /* Fewer than two named seats is no set-up to offer. */
    for (int i = 0; i < s->nseats; i++)
        if (!s->seat[i].name[0]) s->nseats = 0;
    if (s->nseats < 2) s->nseats = 0;
    for (int i = 0; i < s->ntrust; i++) /* a gap in the numbers: only those before it */
        if (!s->trust[i].host[0]) s->ntrust = i;
    return bad;
}
