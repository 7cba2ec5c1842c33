/* The text form of moves: one line each, e.g. "place D 3,-1 r1 f0". */
#include "internal.h"

#include <string.h>

#include "textfmt.h"

cit_status cit_move_format(const cit_game *g, const cit_move *m, char *buf, size_t cap) {
    size_t n;
    if (!g || !m || (!buf && cap)) return CIT_ERR_BAD_ARGUMENT;
    if (m->type != CIT_MOVE_PLACE) return CIT_ERR_WRONG_DECISION;
    if (m->tile >= g->cat->set.ntiles) return CIT_ERR_WRONG_TILE;
    const char *id = g->cat->set.tiles[m->tile].id;
    if (m->spot == CIT_SPOT_NONE)
        n = cit_fmt(buf, cap, "place %s %d,%d r%d", id, m->x, m->y, m->rot);
    else
        n = cit_fmt(buf, cap, "place %s %d,%d r%d f%d", id, m->x, m->y, m->rot, m->spot);
    return n < cap ? CIT_OK : CIT_ERR_BUFFER_TOO_SMALL;
}

typedef struct {
    const char *p, *end;
} cursor;

static int word(cursor *c, const char **w, size_t *n) {
    while (c->p < c->end && (*c->p == ' ' || *c->p == '\t' || *c->p == '\r' || *c->p == '\n')) c->p++;
    if (c->p >= c->end) return 0;
    *w = c->p;
    while (c->p < c->end && *c->p != ' ' && *c->p != '\t' && *c->p != '\r' && *c->p != '\n') c->p++;
    *n = (size_t)(c->p - *w);
    return 1;
}

/* Parses a signed decimal that must fill [s, e) exactly. */
static int number(const char *s, const char *e, int lo, int hi, int *out) {
    int neg = 0, v = 0;
    if (s < e && *s == '-') neg = 1, s++;
    if (s >= e || e - s > 4) return 0;
    for (; s < e; s++) {
        if (*s < '0' || *s > '9') return 0;
        v = v * 10 + (*s - '0');
    }
    v = neg ? -v : v;
    if (v < lo || v > hi) return 0;
    *out = v;
    return 1;
}

cit_status cit_move_parse(const cit_game *g, const char *text, size_t len, cit_move *m) {
    if (!g || !m || (!text && len)) return CIT_ERR_BAD_ARGUMENT;
    if (!text) text = ""; /* even NULL + 0 is undefined */
    cursor c = {text, text + len};
    const char *w;
    size_t n;
    memset(m, 0, sizeof *m);
    if (!word(&c, &w, &n) || n != 5 || memcmp(w, "place", 5) != 0) return CIT_ERR_PARSE;
    m->type = CIT_MOVE_PLACE;
    if (!word(&c, &w, &n) || n >= CIT_TILE_ID_LEN) return CIT_ERR_PARSE;
    char id[CIT_TILE_ID_LEN];
    memcpy(id, w, n);
    id[n] = '\0';
    int t = cit_tileset_find(&g->cat->set, id);
    if (t < 0) return CIT_ERR_PARSE;
    m->tile = (uint8_t)t;
    if (!word(&c, &w, &n)) return CIT_ERR_PARSE;
    const char *comma = memchr(w, ',', n);
    int x, y, r, f;
    if (!comma || !number(w, comma, -BOARD_LIMIT, BOARD_LIMIT, &x) ||
        !number(comma + 1, w + n, -BOARD_LIMIT, BOARD_LIMIT, &y))
        return CIT_ERR_PARSE;
    m->x = (int8_t)x;
    m->y = (int8_t)y;
    if (!word(&c, &w, &n) || n < 2 || w[0] != 'r' || !number(w + 1, w + n, 0, 3, &r)) return CIT_ERR_PARSE;
    m->rot = (uint8_t)r;
    m->spot = CIT_SPOT_NONE;
    if (word(&c, &w, &n)) {
        if (n < 2 || w[0] != 'f' || !number(w + 1, w + n, 0, CIT_MAX_TILE_FEATURES - 1, &f)) return CIT_ERR_PARSE;
        m->spot = (int8_t)f;
        if (word(&c, &w, &n)) return CIT_ERR_PARSE;
    }
    return CIT_OK;
}
