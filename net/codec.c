/* The protocol's lines to messages and back (docs/protocol.md): the one parser every
   byte from the network goes through before anything acts on it. Pure, no I/O. */
#include <string.h>

#include "games.h"
#include "net.h"

static const char CODE_ALPHABET[] = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/* Valid UTF-8 without control characters (C0, DEL, C1), no overlong forms or
   surrogates, none of the characters that hide or reorder text (cit_char_unsafe). */
static int text_ok(const unsigned char *s, size_t n) {
    for (size_t i = 0; i < n;) {
        unsigned c = s[i];
        if (c < 0x80) {
            if (c < 0x20 || c == 0x7f) return 0;
            i++;
            continue;
        }
        size_t k = c >= 0xf0 && c <= 0xf4 ? 4 : c >= 0xe0 && c <= 0xef ? 3 : c >= 0xc2 && c <= 0xdf ? 2 : 0;
        if (!k || i + k > n) return 0;
        uint32_t cp = c & (0x7fu >> k);
        for (size_t j = 1; j < k; j++) {
            if ((s[i + j] & 0xc0) != 0x80) return 0;
            cp = cp << 6 | (s[i + j] & 0x3fu);
        }
        if ((k == 3 && cp < 0x800) || (k == 4 && (cp < 0x10000 || cp > 0x10ffff)) || (cp >= 0xd800 && cp <= 0xdfff) ||
            (cp >= 0x80 && cp < 0xa0) || cit_char_unsafe(cp))
            return 0;
        i += k;
    }
    return 1;
}

int net_word_ok(const char *w, size_t len) {
    if (len == 0 || len >= NET_WORD_MAX) return 0;
    for (size_t i = 0; i < len; i++)
        if (w[i] <= ' ' || w[i] > '~') return 0;
    return 1;
}

int net_code_ok(const char *w, size_t len) {
    if (len != NET_CODE_LEN) return 0;
    for (size_t i = 0; i < len; i++)
        if (!w[i] || !strchr(CODE_ALPHABET, w[i])) return 0;
    return 1;
}

void net_code_make(const uint8_t *random, char *out) {
    for (int i = 0; i < NET_CODE_LEN; i++) out[i] = CODE_ALPHABET[random[i] & 31];
    out[NET_CODE_LEN] = 0;
}

void net_code_show(const char *code, char *out) {
    if (!net_code_ok(code, strlen(code))) {
        net_copy(out, NET_CODE_SHOWN, code);
        return;
    }
    int half = NET_CODE_LEN / 2;
    memcpy(out, code, (size_t)half);
    out[half] = ' ';
    memcpy(out + half + 1, code + half, (size_t)(NET_CODE_LEN - half));
    out[NET_CODE_LEN + 1] = 0;
}

int net_code_read(const char *typed, char *out) {
    size_t n = 0;
    for (const char *c = typed; *c; c++) {
        if (*c == ' ' || *c == '-') continue;
        if (n == NET_CODE_LEN) return 0;
        out[n++] = *c >= 'a' && *c <= 'z' ? (char)(*c - 32) : *c;
    }
    out[n] = 0;
    return net_code_ok(out, n);
}

const int NET_PACE_DAYS[NET_PACE_COUNT] = {1, 2, 3, 5, 7, 14};

int net_pace_ok(uint32_t days) {
    for (int i = 0; i < NET_PACE_COUNT; i++)
        if ((uint32_t)NET_PACE_DAYS[i] == days) return 1;
    return 0;
}

int net_token_ok(const char *w, size_t len) {
    if (len != NET_TOKEN_LEN) return 0;
    for (size_t i = 0; i < len; i++)
        if (!((w[i] >= '0' && w[i] <= '9') || (w[i] >= 'a' && w[i] <= 'f'))) return 0;
    return 1;
}

int net_msg_has_blob(int type) { return type == NET_M_VIEW || type == NET_M_SETUP || type == NET_M_FINAL; }

void net_copy(char *dst, size_t cap, const char *src) {
    size_t n = strlen(src);
    if (n >= cap) n = cap - 1;
    memcpy(dst, src, n);
    dst[n] = 0;
}

void net_append(char *dst, size_t cap, const char *src) {
    size_t at = strlen(dst);
    if (at < cap) net_copy(dst + at, cap - at, src);
}

net_msg net_msg_make(int type, uint32_t n0, uint32_t n1, const char *word, const char *text) {
    net_msg m;
    memset(&m, 0, sizeof m);
    m.type = (uint8_t)type;
    m.num[0] = n0;
    m.num[1] = n1;
    if (word) net_copy(m.word, sizeof m.word, word);
    if (text) net_copy(m.text, sizeof m.text, text);
    return m;
}

/* ---- reading ---------------------------------------------------------------------------- */

typedef struct {
    const char *s;
    size_t n, at;
} cursor;

/* The next space-separated word (exactly one space between words); 0 at the end. */
static int next_word(cursor *c, const char **w, size_t *len) {
    if (c->at >= c->n) return 0;
    size_t start = c->at;
    while (c->at < c->n && c->s[c->at] != ' ') c->at++;
    *w = c->s + start;
    *len = c->at - start;
    if (c->at < c->n) c->at++; /* the space */
    return *len > 0;
}

/* The rest of the line (may be empty). */
static void rest(cursor *c, const char **w, size_t *len) {
    *w = c->s + c->at;
    *len = c->n - c->at;
    c->at = c->n;
}

static int number(cursor *c, uint32_t max, uint32_t *out) {
    const char *w;
    size_t len;
    if (!next_word(c, &w, &len) || len > 10 || (len > 1 && w[0] == '0')) return 0;
    uint64_t v = 0;
    for (size_t i = 0; i < len; i++) {
        if (w[i] < '0' || w[i] > '9') return 0;
        v = v * 10 + (uint64_t)(w[i] - '0');
    }
    if (v > max) return 0;
    *out = (uint32_t)v;
    return 1;
}

static int hex64(cursor *c, uint64_t *out) {
    const char *w;
    size_t len;
    if (!next_word(c, &w, &len) || len != 16) return 0;
    uint64_t v = 0;
    for (size_t i = 0; i < len; i++) {
        int d = w[i] >= '0' && w[i] <= '9' ? w[i] - '0' : w[i] >= 'a' && w[i] <= 'f' ? w[i] - 'a' + 10 : -1;
        if (d < 0) return 0;
        v = v << 4 | (uint64_t)d;
    }
    *out = v;
    return 1;
}

static int word(cursor *c, char *out) {
    const char *w;
    size_t len;
    if (!next_word(c, &w, &len) || !net_word_ok(w, len)) return 0;
    memcpy(out, w, len);
    out[len] = 0;
    return 1;
}

/* The rest of the line as text: a name (cit_name_problem), or free text of 0..max bytes. */
static int text(cursor *c, char *out, int name, size_t max) {
    const char *w;
    size_t len;
    rest(c, &w, &len);
    if (name ? cit_name_problem(w, len) != NULL : len > max) return 0;
    memcpy(out, w, len);
    out[len] = 0;
    return 1;
}

static int at_end(const cursor *c) { return c->at >= c->n; }

static const char *const VERBS[NET_M_COUNT] = {
    "citadela-net", "create", "join", "rejoin", "welcome", "table", "refuse", "seat", "view", "setup", "final",
    "reveal", "reveal", "move", "ready", "start", "chat", "error", "bye", "ping", "pong", "give", "resume", "kind",
    "player", "device", "mine", "push", "game", "games", "away", "absent", "mail", "notify", "reveal",
};

/* Which direction may send a type: 1 host, 2 client, 3 both. */
static const uint8_t SENDER[NET_M_COUNT] = {3, 2, 2, 2, 1, 1, 1, 1, 1, 2, 1, 1, 1, 3, 3, 2, 3, 1, 3, 3, 3, 2, 3, 3, 3, 3, 1, 3, 1, 3, 3, 3, 3, 3, 1};

/* `kind live` or `kind correspondence DAYS`; a client may also ask with `kind` alone. */
static int kind_args(cursor *c, int from_host, net_msg *m) {
    if (at_end(c)) return !from_host;
    if (!word(c, m->word)) return 0;
    if (!strcmp(m->word, "live")) return at_end(c);
    return !strcmp(m->word, "correspondence") && number(c, 14, &m->num[0]) && net_pace_ok(m->num[0]) && at_end(c);
}

/* `player KEY` both ways; a client may say `player` alone (it has no key yet). */
static int player_args(cursor *c, int from_host, net_msg *m) {
    if (at_end(c)) return !from_host;
    return word(c, m->word) && net_token_ok(m->word, strlen(m->word)) && at_end(c);
}

/* The host's `device CODE SECONDS`; a client's `device` (asking) or `device CODE` (using). */
static int device_args(cursor *c, int from_host, net_msg *m) {
    if (at_end(c)) return !from_host;
    if (!word(c, m->word) || !net_code_ok(m->word, strlen(m->word))) return 0;
    return from_host ? number(c, 86400, &m->num[0]) && at_end(c) : at_end(c);
}

/* `push key`, `push on SUBSCRIPTION`, `push off` from a client; the host answers `push key
   KEY`, `push on`, `push off`. The subscription is three words (its endpoint, p256dh and
   auth) that the host checks itself (net/push_line.c). */
static int push_args(cursor *c, int from_host, net_msg *m) {
    if (!word(c, m->word)) return 0;
    int key = !strcmp(m->word, "key"), on = !strcmp(m->word, "on");
    if (!key && !on && strcmp(m->word, "off")) return 0;
    if (at_end(c)) return !(from_host && key);
    if (from_host ? !key : !on) return 0;
    return text(c, m->text, 0, NET_LINE_MAX - 16);
}

/* A client's `mail` (asking), `mail set LANG ADDRESS`, `mail mode turn|daily`, `mail off`;
   the host's `mail none`, `mail pending MODE ADDRESS`, `mail on MODE ADDRESS`. The address
   and language are checked by the server (server/mail_text.c). */
static int mail_args(cursor *c, int from_host, net_msg *m) {
    if (at_end(c)) return !from_host;
    if (!word(c, m->word)) return 0;
    static const char *const client_words[] = {"set", "mode", "off"}, *const host_words[] = {"none", "pending", "on"};
    const char *const *w = from_host ? host_words : client_words;
    int k = !strcmp(m->word, w[0]) ? 0 : !strcmp(m->word, w[1]) ? 1 : !strcmp(m->word, w[2]) ? 2 : -1;
    if (k < 0) return 0;
    if ((from_host && k == 0) || (!from_host && k == 2)) return at_end(c);
    return !at_end(c) && text(c, m->text, 0, NET_LINE_MAX - 16);
}

/* `notify` (a client asking) or `notify all|mine FROM TO ZONE` both ways; the numbers are
   the server's to check (server/mail.c). */
static int notify_args(cursor *c, int from_host, net_msg *m) {
    if (at_end(c)) return !from_host;
    return word(c, m->word) && (!strcmp(m->word, "all") || !strcmp(m->word, "mine")) && !at_end(c) &&
           text(c, m->text, 0, 40);
}

/* The host's `away UNTIL LEFT`; a client's `away` (asking), `away DAYS` (1 to 366) or `away end`. */
static int away_args(cursor *c, int from_host, net_msg *m) {
    if (from_host) return number(c, 0xffffffffu, &m->num[0]) && number(c, 366, &m->num[1]) && at_end(c);
    if (at_end(c)) return 1;
    if (c->at < c->n && c->s[c->at] == 'e') return word(c, m->word) && !strcmp(m->word, "end") && at_end(c);
    return number(c, 366, &m->num[0]) && m->num[0] > 0 && at_end(c);
}

static int parse_args(cursor *c, int from_host, net_msg *m) {
    char tmp[NET_WORD_MAX];
    switch (m->type) {
    case NET_M_HELLO: return number(c, 1000000, &m->num[0]) && at_end(c);
    case NET_M_CREATE: return text(c, m->text, 1, 0);
    case NET_M_JOIN: return word(c, m->word) && net_code_ok(m->word, strlen(m->word)) && text(c, m->text, 1, 0);
    case NET_M_REJOIN:
        return word(c, m->word) && net_code_ok(m->word, strlen(m->word)) && word(c, m->text) &&
               net_token_ok(m->text, strlen(m->text)) && at_end(c);
    case NET_M_WELCOME:
        return number(c, CIT_MAX_PLAYERS - 1, &m->num[0]) && word(c, m->text) && net_token_ok(m->text, strlen(m->text)) &&
               at_end(c);
    case NET_M_TABLE: return word(c, m->word) && net_code_ok(m->word, strlen(m->word)) && at_end(c);
    case NET_M_REFUSE:
    case NET_M_ERROR: return word(c, m->word) && text(c, m->text, 0, NET_LINE_MAX - 1);
    case NET_M_SEAT: return number(c, CIT_MAX_PLAYERS - 1, &m->num[0]) && word(c, m->word) && text(c, m->text, 0, CIT_NAME_LEN - 1);
    case NET_M_VIEW:
    case NET_M_FINAL: return number(c, NET_BLOB_MAX, &m->num[0]) && at_end(c);
    case NET_M_SETUP: return number(c, NET_SETUP_MAX, &m->num[0]) && at_end(c); /* read before it is refused */
    case NET_M_REVEAL_DRAW:
        return word(c, tmp) && !strcmp(tmp, "draw") && number(c, 255, &m->num[0]) && word(c, m->word) && at_end(c);
    case NET_M_REVEAL_HAND:
        return word(c, tmp) && !strcmp(tmp, "hand") && number(c, 255, &m->num[0]) && number(c, 255, &m->num[1]) &&
               word(c, m->word) && at_end(c);
    case NET_M_REVEAL_CHANCE:
        return word(c, tmp) && !strcmp(tmp, "chance") && number(c, CIT_CHANCE_MAX - 1, &m->num[0]) &&
               number(c, 255, &m->num[1]) && at_end(c);
    case NET_M_MOVE:
        return number(c, 100000, &m->num[0]) && (!from_host || hex64(c, &m->hash)) && text(c, m->text, 0, 200) &&
               m->text[0];
    case NET_M_READY: /* the host tells whose mark: ready P 0|1; a client marks itself: ready 0|1 */
        return (!from_host || number(c, CIT_MAX_PLAYERS - 1, &m->num[0])) && number(c, 1, &m->num[from_host]) &&
               at_end(c);
    case NET_M_START:
    case NET_M_RESUME: return at_end(c);
    case NET_M_CHAT:
        return (!from_host || number(c, CIT_MAX_PLAYERS - 1, &m->num[0])) && text(c, m->text, 0, NET_CHAT_MAX);
    case NET_M_BYE: return at_end(c) || (word(c, m->word) && at_end(c));
    case NET_M_PING:
    case NET_M_PONG: return number(c, 0xffffffffu, &m->num[0]) && at_end(c);
    case NET_M_GIVE: return number(c, CIT_MAX_PLAYERS - 1, &m->num[0]) && at_end(c);
    case NET_M_KIND: return kind_args(c, from_host, m);
    case NET_M_PLAYER: return player_args(c, from_host, m);
    case NET_M_DEVICE: return device_args(c, from_host, m);
    case NET_M_PUSH: return push_args(c, from_host, m);
    case NET_M_MINE:
        return word(c, m->word) && net_code_ok(m->word, strlen(m->word)) && number(c, CIT_MAX_PLAYERS - 1, &m->num[0]) &&
               word(c, m->text) && net_token_ok(m->text, strlen(m->text)) && at_end(c);
    case NET_M_GAME: {
        net_game_info g;
        return word(c, m->word) && net_code_ok(m->word, strlen(m->word)) && number(c, CIT_MAX_PLAYERS - 1, &m->num[0]) &&
               text(c, m->text, 0, NET_LINE_MAX - 1) && net_game_parse(m->text, strlen(m->text), &g);
    }
    case NET_M_GAMES:
        return from_host ? number(c, 100000, &m->num[0]) && number(c, 0xffffffffu, &m->num[1]) && at_end(c) : at_end(c);
    case NET_M_AWAY: return away_args(c, from_host, m);
    case NET_M_MAIL: return mail_args(c, from_host, m);
    case NET_M_NOTIFY: return notify_args(c, from_host, m);
    case NET_M_ABSENT:
        return from_host ? number(c, CIT_MAX_PLAYERS - 1, &m->num[0]) && number(c, 0xffffffffu, &m->num[1]) && at_end(c)
                         : at_end(c);
    default: return 0;
    }
}

int net_parse_line(const char *line, size_t len, int from_host, net_msg *m, const char **why) {
    const char *dummy;
    if (!why) why = &dummy;
    if (!line || !m) return *why = "no line", 0;
    if (len && line[len - 1] == '\r') len--;
    if (len >= NET_LINE_MAX) return *why = "line too long", 0;
    if (!text_ok((const unsigned char *)line, len)) return *why = "not UTF-8 text", 0;
    memset(m, 0, sizeof *m);
    cursor c = {line, len, 0};
    const char *w;
    size_t wl;
    if (!next_word(&c, &w, &wl)) return *why = "empty line", 0;
    int type = -1;
    for (int t = 0; t < NET_M_COUNT && type < 0; t++)
        if (strlen(VERBS[t]) == wl && !memcmp(VERBS[t], w, wl)) type = t;
    if (type == NET_M_REVEAL_DRAW && c.at + 5 <= len && !memcmp(line + c.at, "hand ", 5)) type = NET_M_REVEAL_HAND;
    if (type == NET_M_REVEAL_DRAW && c.at + 7 <= len && !memcmp(line + c.at, "chance ", 7)) type = NET_M_REVEAL_CHANCE;
    if (type < 0) return *why = "unknown verb", 0;
    if (!(SENDER[type] & (from_host ? 1 : 2))) return *why = "not a message this side may send", 0;
    m->type = (uint8_t)type;
    if (!parse_args(&c, from_host, m)) return *why = "bad arguments", 0;
    return 1;
}

/* ---- writing ----------------------------------------------------------------------------- */

typedef struct {
    char *buf;
    size_t cap, n;
    int ok;
} writer;

static void put(writer *w, const char *s) {
    size_t len = strlen(s);
    if (w->n + len + 1 > w->cap) {
        w->ok = 0;
        return;
    }
    memcpy(w->buf + w->n, s, len);
    w->n += len;
    w->buf[w->n] = 0;
}

static void put_num(writer *w, uint64_t v) {
    char tmp[24];
    int i = 23;
    tmp[i] = 0;
    do tmp[--i] = (char)('0' + v % 10);
    while (v /= 10);
    put(w, tmp + i);
}

static void put_hex(writer *w, uint64_t v) {
    char tmp[17];
    for (int i = 15; i >= 0; i--, v >>= 4) tmp[i] = "0123456789abcdef"[v & 15];
    tmp[16] = 0;
    put(w, tmp);
}

static void put_sp(writer *w, const char *s) {
    put(w, " ");
    put(w, s);
}

static void put_sp_num(writer *w, uint64_t v) {
    put(w, " ");
    put_num(w, v);
}

size_t net_format(const net_msg *m, int from_host, char *buf, size_t cap) {
    if (!m || !buf || m->type >= NET_M_COUNT || !(SENDER[m->type] & (from_host ? 1 : 2))) return 0;
    writer w = {buf, cap < NET_LINE_MAX + 1 ? cap : NET_LINE_MAX + 1, 0, 1};
    put(&w, VERBS[m->type]);
    switch (m->type) {
    case NET_M_HELLO:
    case NET_M_VIEW:
    case NET_M_SETUP:
    case NET_M_FINAL:
    case NET_M_PING:
    case NET_M_PONG:
    case NET_M_GIVE: put_sp_num(&w, m->num[0]); break;
    case NET_M_CREATE: put_sp(&w, m->text); break;
    case NET_M_JOIN:
    case NET_M_REJOIN: put_sp(&w, m->word), put_sp(&w, m->text); break;
    case NET_M_WELCOME: put_sp_num(&w, m->num[0]), put_sp(&w, m->text); break;
    case NET_M_TABLE: put_sp(&w, m->word); break;
    case NET_M_REFUSE:
    case NET_M_ERROR:
        put_sp(&w, m->word);
        if (m->text[0]) put_sp(&w, m->text);
        break;
    case NET_M_SEAT: put_sp_num(&w, m->num[0]), put_sp(&w, m->word), put_sp(&w, m->text); break;
    case NET_M_REVEAL_DRAW: put(&w, " draw"), put_sp_num(&w, m->num[0]), put_sp(&w, m->word); break;
    case NET_M_REVEAL_HAND:
        put(&w, " hand"), put_sp_num(&w, m->num[0]), put_sp_num(&w, m->num[1]), put_sp(&w, m->word);
        break;
    case NET_M_REVEAL_CHANCE: put(&w, " chance"), put_sp_num(&w, m->num[0]), put_sp_num(&w, m->num[1]); break;
    case NET_M_MOVE:
        put_sp_num(&w, m->num[0]);
        if (from_host) put(&w, " "), put_hex(&w, m->hash);
        put_sp(&w, m->text);
        break;
    case NET_M_READY:
        put_sp_num(&w, m->num[0]);
        if (from_host) put_sp_num(&w, m->num[1]);
        break;
    case NET_M_START:
    case NET_M_RESUME: break;
    case NET_M_CHAT:
        if (from_host) put_sp_num(&w, m->num[0]);
        put_sp(&w, m->text);
        break;
    case NET_M_BYE:
        if (m->word[0]) put_sp(&w, m->word);
        break;
    case NET_M_KIND:
        if (m->word[0]) put_sp(&w, m->word);
        if (!strcmp(m->word, "correspondence")) put_sp_num(&w, m->num[0]);
        break;
    case NET_M_PLAYER:
        if (m->word[0]) put_sp(&w, m->word);
        break;
    case NET_M_DEVICE:
        if (m->word[0]) put_sp(&w, m->word);
        if (m->word[0] && from_host) put_sp_num(&w, m->num[0]);
        break;
    case NET_M_MINE:
    case NET_M_GAME: put_sp(&w, m->word), put_sp_num(&w, m->num[0]), put_sp(&w, m->text); break;
    case NET_M_GAMES:
        if (from_host) put_sp_num(&w, m->num[0]), put_sp_num(&w, m->num[1]);
        break;
    case NET_M_PUSH:
        put_sp(&w, m->word);
        if (m->text[0]) put_sp(&w, m->text);
        break;
    case NET_M_MAIL:
    case NET_M_NOTIFY:
        if (m->word[0]) put_sp(&w, m->word);
        if (m->word[0] && m->text[0]) put_sp(&w, m->text);
        break;
    case NET_M_AWAY:
        if (from_host) put_sp_num(&w, m->num[0]), put_sp_num(&w, m->num[1]);
        else if (m->word[0]) put_sp(&w, m->word);
        else if (m->num[0]) put_sp_num(&w, m->num[0]);
        break;
    case NET_M_ABSENT:
        if (from_host) put_sp_num(&w, m->num[0]), put_sp_num(&w, m->num[1]);
        break;
    default: return 0;
    }
    put(&w, "\n");
    if (!w.ok) return 0;
    /* what we write must read back: never send a line the peer would refuse */
    net_msg back;
    if (!net_parse_line(buf, w.n - 1, from_host, &back, NULL)) return 0;
    return w.n;
}
