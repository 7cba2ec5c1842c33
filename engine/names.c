/* Player names: the one rule for what a valid name is, shared by set-up, saves and the GUI. */
#include "engine.h"

#include <string.h>

/*
 * Decodes one UTF-8 sequence at s[0..n) strictly (no overlongs, no surrogates, nothing
 * above U+10FFFF). Returns its length and sets *cp, or 0 if the bytes are not UTF-8.
 */
static size_t utf8_next(const unsigned char *s, size_t n, uint32_t *cp) {
    unsigned char c = s[0];
    size_t len;
    uint32_t v, min;
    if (c < 0x80) {
        *cp = c;
        return 1;
    } else if (c >= 0xC2 && c <= 0xDF) {
        len = 2, v = c & 0x1Fu, min = 0x80;
    } else if (c >= 0xE0 && c <= 0xEF) {
        len = 3, v = c & 0x0Fu, min = 0x800;
    } else if (c >= 0xF0 && c <= 0xF4) {
        len = 4, v = c & 0x07u, min = 0x10000;
    } else {
        return 0;
    }
    if (len > n) return 0;
    for (size_t i = 1; i < len; i++) {
        if ((s[i] & 0xC0) != 0x80) return 0;
        v = v << 6 | (s[i] & 0x3Fu);
    }
    if (v < min || v > 0x10FFFF || (v >= 0xD800 && v <= 0xDFFF)) return 0;
    *cp = v;
    return len;
}

/* Characters that draw as nothing: a name made only of them looks empty in every list. */
static int is_blank(uint32_t cp) {
    return cp == 0x20 || cp == 0xA0 || cp == 0x1680 || (cp >= 0x2000 && cp <= 0x200B) ||
           cp == 0x202F || cp == 0x205F || cp == 0x3000 || cp == 0xFEFF;
}

/* C0, DEL, C1: they would break a save line or a label. */
static int is_control(uint32_t cp) { return cp < 0x20 || (cp >= 0x7F && cp <= 0x9F); }

int cit_char_unsafe(uint32_t cp) {
    return cp == 0x2028 || cp == 0x2029 ||                  /* line and paragraph separators */
           (cp >= 0x202A && cp <= 0x202E) ||                /* bidi embeddings and overrides */
           (cp >= 0x2066 && cp <= 0x2069) ||                /* bidi isolates */
           cp == 0x200E || cp == 0x200F || cp == 0x061C ||  /* bidi marks */
           (cp >= 0x200B && cp <= 0x200D) || cp == 0x2060 || cp == 0xFEFF; /* zero width */
}

const char *cit_name_problem(const char *name, size_t len) {
    if (!name || len == 0) return "a player name must not be empty";
    if (len >= CIT_NAME_LEN) return "a player name must be at most 31 bytes";
    const unsigned char *s = (const unsigned char *)name;
    int seen_ink = 0, last_blank = 0;
    for (size_t i = 0; i < len;) {
        uint32_t cp;
        size_t k = utf8_next(s + i, len - i, &cp);
        if (!k) return "a player name must be valid UTF-8";
        if (is_control(cp)) return "a player name must not hold control characters";
        if (cit_char_unsafe(cp)) return "a player name must not hold invisible or text-direction characters";
        last_blank = is_blank(cp);
        if (last_blank && i == 0) return "a player name must not start with a space";
        seen_ink |= !last_blank;
        i += k;
    }
    if (!seen_ink) return "a player name must not be only spaces";
    if (last_blank) return "a player name must not end with a space";
    return NULL;
}

size_t cit_name_tidy(char *name) {
    if (!name) return 0;
    size_t len = strlen(name), start = 0, end = 0;
    const unsigned char *s = (const unsigned char *)name;
    /* Walk the name once: `start` stops at the first ink, `end` follows the last ink.
       Invalid bytes count as ink, so the checker (not the tidier) reports them. */
    int inked = 0;
    for (size_t i = 0; i < len;) {
        uint32_t cp;
        size_t k = utf8_next(s + i, len - i, &cp);
        int blank = k && is_blank(cp);
        if (!k) k = 1;
        if (!blank) {
            if (!inked) start = i;
            inked = 1;
            end = i + k;
        }
        i += k;
    }
    if (!inked) start = end = 0;
    memmove(name, name + start, end - start);
    name[end - start] = '\0';
    return end - start;
}
