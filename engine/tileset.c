/* Parser for the plain-text tile files (format in docs/tile-format.md). */
#include "tileset.h"

#include <stdarg.h>
#include <string.h>

#include "textfmt.h"

static const char *const port_names[CIT_PORT_COUNT] = {
    "Nw", "Nm", "Ne", "En", "Em", "Es", "Se", "Sm", "Sw", "Ws", "Wm", "Wn", "Dn", "Dm", "Ds"};

/* The base game's kinds; the others are named by the modules that register them. */
static const char *const kind_names[] = {"road", "city", "field", "cloister"};
enum { CORE_KINDS = sizeof kind_names / sizeof kind_names[0] };

const char *cit_port_name(int port) {
    return port >= 0 && port < CIT_PORT_COUNT ? port_names[port] : "?";
}

static int word_is(const char *w, size_t n, const char *lit) {
    return strlen(lit) == n && memcmp(w, lit, n) == 0;
}

const cit_tile_word *cit_tile_word_find(int place, const char *w, size_t n) {
    for (int m = 0; m < CIT_TILE_WORD_TABLES; m++) {
        const cit_tile_words *tw = cit_tile_word_tables[m];
        if (!tw) continue;
        for (int i = 0; i < tw->nwords; i++)
            if (tw->words[i].place == place && word_is(w, n, tw->words[i].word)) return &tw->words[i];
    }
    return NULL;
}

const char *cit_feature_kind_name(int kind) {
    if (kind >= 0 && kind < CORE_KINDS) return kind_names[kind];
    for (int m = 0; m < CIT_TILE_WORD_TABLES; m++) {
        const cit_tile_words *tw = cit_tile_word_tables[m];
        for (int i = 0; tw && i < tw->nwords; i++)
            if (tw->words[i].place == CIT_WORD_KIND && tw->words[i].value == (uint32_t)kind) return tw->words[i].word;
    }
    return "?";
}

int cit_port_from_name(const char *name, size_t len) {
    for (int p = 0; p < CIT_PORT_COUNT; p++)
        if (word_is(name, len, port_names[p])) return p;
    return -1;
}

int cit_tileset_find(const cit_tileset *set, const char *id) {
    for (int i = 0; i < set->ntiles; i++)
        if (strcmp(set->tiles[i].id, id) == 0) return i;
    return -1;
}

int cit_tile_edge_type(const cit_tile_def *t, int side) {
    if (t->shape == CIT_SHAPE_TRIANGLE && side != CIT_SIDE_S && side != CIT_SIDE_W) return 0;
    uint16_t mid = (uint16_t)(1u << (side * 3 + 1));
    for (int f = 0; f < t->nfeat; f++) {
        if (!(t->feat[f].ports & mid)) continue;
        switch (t->feat[f].kind) {
        case CIT_FEAT_ROAD:
        case CIT_FEAT_STREET:
        case CIT_FEAT_BARRIER: return CIT_EDGE_ROAD;
        case CIT_FEAT_CITY: return CIT_EDGE_CITY;
        default: return CIT_EDGE_FIELD;
        }
    }
    return CIT_EDGE_FIELD;
}

/* ---- a tiny line scanner ---------------------------------------------------------- */

typedef struct {
    const char *p, *end; /* the rest of the current line */
    int line;
    cit_parse_error *err;
} scanner;

static int fail(scanner *s, const char *fmt, ...) {
    if (s->err) {
        va_list ap;
        va_start(ap, fmt);
        s->err->line = s->line;
        cit_vfmt(s->err->message, sizeof s->err->message, fmt, ap);
        va_end(ap);
    }
    return 0;
}

/* Next word on the line; a word in double quotes may contain spaces. */
static int next_word(scanner *s, const char **w, size_t *n) {
    while (s->p < s->end && (*s->p == ' ' || *s->p == '\t' || *s->p == '\r')) s->p++;
    if (s->p >= s->end || *s->p == '#') return 0;
    if (*s->p == '"') {
        const char *q = ++s->p;
        while (s->p < s->end && *s->p != '"') s->p++;
        *w = q;
        *n = (size_t)(s->p - q);
        if (s->p < s->end) s->p++;
        return 1;
    }
    *w = s->p;
    while (s->p < s->end && *s->p != ' ' && *s->p != '\t' && *s->p != '\r' && *s->p != '#') s->p++;
    *n = (size_t)(s->p - *w);
    return 1;
}

static int parse_int(const char *w, size_t n, int lo, int hi, int *out) {
    int v = 0, neg = 0;
    size_t i = 0;
    if (n > 0 && w[0] == '-') neg = 1, i = 1;
    if (i >= n || n > 6) return 0;
    for (; i < n; i++) {
        if (w[i] < '0' || w[i] > '9') return 0;
        v = v * 10 + (w[i] - '0');
    }
    if (neg) v = -v;
    if (v < lo || v > hi) return 0;
    *out = v;
    return 1;
}

static int copy_word(char *dst, size_t cap, const char *w, size_t n) {
    if (n == 0 || n >= cap) return 0;
    memcpy(dst, w, n);
    dst[n] = '\0';
    return 1;
}

static int valid_id(const char *w, size_t n) {
    for (size_t i = 0; i < n; i++) {
        char c = w[i];
        int ok = (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') ||
                 c == '-' || c == '_' || c == '/';
        if (!ok) return 0;
    }
    return n > 0;
}

/* ---- features ----------------------------------------------------------------------- */

/* Names a feature's `touches=` or `link=` list refers to, resolved when the tile ends. */
typedef struct {
    char names[CIT_MAX_TILE_FEATURES][CIT_MAX_TILE_FEATURES - 1][8];
    int count[CIT_MAX_TILE_FEATURES];
    int line[CIT_MAX_TILE_FEATURES];
} name_list;

typedef struct {
    name_list touches, links;
} pending_names;

/* A comma-separated list of feature names (touches=, link=) for feature fi. */
static int parse_names(scanner *s, name_list *nl, int fi, int max, const char *key, const char *v, size_t n) {
    const char *end = v + n;
    while (v < end) {
        const char *c = v;
        while (c < end && *c != ',') c++;
        if (nl->count[fi] >= max) return fail(s, "%s names at most %d features", key, max);
        if (!copy_word(nl->names[fi][nl->count[fi]], 8, v, (size_t)(c - v)))
            return fail(s, "bad feature name in %s", key);
        nl->count[fi]++;
        v = c < end ? c + 1 : c;
    }
    nl->line[fi] = s->line;
    return 1;
}

static int parse_feature(scanner *s, cit_tile_def *t, int kind, pending_names *pt) {
    if (t->nfeat >= CIT_MAX_TILE_FEATURES)
        return fail(s, "too many features on tile %s (at most %d)", t->id, CIT_MAX_TILE_FEATURES);
    int fi = t->nfeat;
    cit_feature_def *f = &t->feat[fi];
    memset(f, 0, sizeof *f);
    f->kind = (uint8_t)kind;
    pt->touches.count[fi] = 0;
    pt->links.count[fi] = 0;
    const char *w;
    size_t n;
    const cit_tile_word *mw;
    while (next_word(s, &w, &n)) {
        int port = cit_port_from_name(w, n);
        const char *eq = memchr(w, '=', n);
        if (port >= 0) {
            if (f->ports & (1u << port)) return fail(s, "port %s listed twice", port_names[port]);
            f->ports |= (uint16_t)(1u << port);
        } else if (word_is(w, n, "pennant")) {
            f->pennants++;
        } else if ((mw = cit_tile_word_find(CIT_WORD_FEATURE, w, n)) != NULL) {
            f->flags |= (uint8_t)mw->value;
        } else if (eq && word_is(w, (size_t)(eq - w), "name")) {
            if (!copy_word(f->name, sizeof f->name, eq + 1, n - (size_t)(eq - w) - 1))
                return fail(s, "feature name must be 1-7 characters");
        } else if (eq && word_is(w, (size_t)(eq - w), "touches")) {
            if (!parse_names(s, &pt->touches, fi, 4, "touches=", eq + 1, n - (size_t)(eq - w) - 1)) return 0;
        } else if (eq && word_is(w, (size_t)(eq - w), "link")) {
            if (kind != CIT_FEAT_ROAD && kind != CIT_FEAT_CITY && kind != CIT_FEAT_CLOISTER)
                return fail(s, "only a road, a city or a cloister has link=");
            if (!parse_names(s, &pt->links, fi, CIT_MAX_TILE_FEATURES - 1, "link=", eq + 1, n - (size_t)(eq - w) - 1))
                return 0;
        } else if (eq && word_is(w, (size_t)(eq - w), "goods")) {
            const char *v = eq + 1;
            size_t vn = n - (size_t)(eq - w) - 1;
            if ((mw = cit_tile_word_find(CIT_WORD_GOODS, v, vn)) == NULL)
                return fail(s, "goods=%.*s names no goods a module registers", (int)vn, v);
            f->goods = (uint8_t)mw->value;
        } else {
            return fail(s, "expected a port (Nw Nm Ne En Em Es Se Sm Sw Ws Wm Wn Dn Dm Ds), "
                           "pennant, name=, touches=, link=, goods= or a module's feature word, got '%.*s'",
                        (int)n, w);
        }
    }
    if (kind == CIT_FEAT_CLOISTER && f->ports) return fail(s, "a cloister has no ports");
    /* a field may be enclosed (no ports: it never grows, a farmer may still stand on it
       and it scores the cities it touches) */
    if (kind != CIT_FEAT_CLOISTER && kind != CIT_FEAT_FIELD && !f->ports)
        return fail(s, "a %s needs at least one port", cit_feature_kind_name(kind));
    if (kind == CIT_FEAT_BARRIER && (f->ports & ~0x492u)) /* Nm Em Sm Wm */
        return fail(s, "a %s holds only middle ports (Nm Em Sm Wm)", cit_feature_kind_name(kind));
    for (int g = 0; g < fi; g++)
        if (t->feat[g].ports & f->ports) return fail(s, "a port belongs to two features");
    t->nfeat++;
    return 1;
}

/* ---- tile-level checks -------------------------------------------------------------- */

static int feature_at(const cit_tile_def *t, int port) {
    for (int f = 0; f < t->nfeat; f++)
        if (t->feat[f].ports & (1u << port)) return f;
    return -1;
}

/* Kinds that hold an edge's middle port alone (the halves are fields): roads,
   streets, barriers. */
static int is_road_kind(int k) { return k == CIT_FEAT_ROAD || k == CIT_FEAT_STREET || k == CIT_FEAT_BARRIER; }

/* The three ports of one edge must tell one consistent story. */
static int check_edge(scanner *s, const cit_tile_def *t, int first_port, const char *edge) {
    int a = feature_at(t, first_port), m = feature_at(t, first_port + 1),
        b = feature_at(t, first_port + 2);
    int mk = m >= 0 ? t->feat[m].kind : -1;
    if (mk == CIT_FEAT_CITY) {
        if (a != m || b != m) return fail(s, "tile %s: city edge %s must give all three ports to one city", t->id, edge);
        return 1;
    }
    int ak = a >= 0 ? t->feat[a].kind : -1, bk = b >= 0 ? t->feat[b].kind : -1;
    if (ak == CIT_FEAT_CITY || bk == CIT_FEAT_CITY)
        return fail(s, "tile %s: edge %s has city on a half but not in the middle", t->id, edge);
    if (is_road_kind(ak) || is_road_kind(bk))
        return fail(s, "tile %s: roads, streets and barriers use the middle port of edge %s", t->id, edge);
    if (mk >= 0 && !is_road_kind(mk))
        return fail(s, "tile %s: the middle of edge %s is a road, a street, a barrier or a city", t->id, edge);
    return 1;
}

/* The features named by list `nl` of every feature, as bits (touches or links). */
static int resolve_names(scanner *s, cit_tile_def *t, const name_list *nl, const char *key, int links) {
    for (int f = 0; f < t->nfeat; f++) {
        for (int k = 0; k < nl->count[f]; k++) {
            int hit = -1;
            for (int g = 0; g < t->nfeat; g++)
                if (g != f && strcmp(t->feat[g].name, nl->names[f][k]) == 0) hit = g;
            s->line = nl->line[f];
            if (hit < 0)
                return fail(s, "tile %s: %s%s names no other feature of this tile", t->id, key, nl->names[f][k]);
            int hk = t->feat[hit].kind;
            if (links && hk != CIT_FEAT_ROAD && hk != CIT_FEAT_CITY && hk != CIT_FEAT_CLOISTER)
                return fail(s, "tile %s: %s%s is no road, city or cloister", t->id, key, nl->names[f][k]);
            if (links) t->feat[f].links |= (uint16_t)(1u << hit);
            else t->feat[f].touches |= (uint16_t)(1u << hit);
        }
    }
    return 1;
}

static int finish_tile(scanner *s, cit_tile_def *t, const pending_names *pt) {
    static const char *const sides[4] = {"N", "E", "S", "W"};
    if (t->count == 0) return fail(s, "tile %s: missing 'count'", t->id);
    for (int f = 0; f < t->nfeat; f++) {
        uint16_t diag = (uint16_t)((1u << CIT_PORT_DN) | (1u << CIT_PORT_DM) | (1u << CIT_PORT_DS));
        uint16_t tri_ok = (uint16_t)(diag | 0x0FC0u); /* S and W edges: ports 6..11 */
        if (t->shape == CIT_SHAPE_SQUARE && (t->feat[f].ports & diag))
            return fail(s, "tile %s: diagonal ports (Dn Dm Ds) belong to triangles", t->id);
        if (t->shape == CIT_SHAPE_TRIANGLE && (t->feat[f].ports & ~tri_ok))
            return fail(s, "tile %s: a triangle owns only the S and W edges and the diagonal", t->id);
    }
    for (int side = 0; side < 4; side++) {
        if (t->shape == CIT_SHAPE_TRIANGLE && side < 2) continue;
        if (!check_edge(s, t, side * 3, sides[side])) return 0;
    }
    if (t->shape == CIT_SHAPE_TRIANGLE && !check_edge(s, t, CIT_PORT_DN, "D")) return 0;
    return resolve_names(s, t, &pt->touches, "touches=", 0) && resolve_names(s, t, &pt->links, "link=", 1);
}

/* ---- the file ----------------------------------------------------------------------- */

static int parse_tile_line(scanner *s, cit_tile_def *t, const char *w, size_t n,
                           pending_names *pt) {
    const char *v;
    size_t vn;
    int val;
    const cit_tile_word *mw;
    for (int k = 0; k < CORE_KINDS; k++)
        if (word_is(w, n, kind_names[k])) return parse_feature(s, t, k, pt);
    if ((mw = cit_tile_word_find(CIT_WORD_KIND, w, n)) != NULL) {
        if (mw->value >= CIT_FEAT_KIND_COUNT) return fail(s, "'%.*s' names no feature kind", (int)n, w);
        return parse_feature(s, t, (int)mw->value, pt);
    }
    if (word_is(w, n, "start")) {
        t->flags |= CIT_TF_START;
    } else if ((mw = cit_tile_word_find(CIT_WORD_TILE, w, n)) != NULL) {
        t->flags |= mw->value;
    } else if (word_is(w, n, "count")) {
        if (!next_word(s, &v, &vn) || !parse_int(v, vn, 1, 99, &val))
            return fail(s, "count needs a number from 1 to 99");
        t->count = (uint8_t)val;
    } else if (word_is(w, n, "shape")) {
        if (!next_word(s, &v, &vn)) return fail(s, "shape needs square or triangle");
        if (word_is(v, vn, "square")) t->shape = CIT_SHAPE_SQUARE;
        else if (word_is(v, vn, "triangle")) t->shape = CIT_SHAPE_TRIANGLE;
        else return fail(s, "shape must be square or triangle");
    } else if ((mw = cit_tile_word_find(CIT_WORD_NAMED, w, n)) != NULL) {
        if (!next_word(s, &v, &vn) || !copy_word(t->name, sizeof t->name, v, vn))
            return fail(s, "%s needs a quoted name of 1-31 characters", mw->word);
        t->flags |= mw->value;
    } else if ((mw = cit_tile_word_find(CIT_WORD_PLACE, w, n)) != NULL) {
        int x, y;
        if (!next_word(s, &v, &vn) || !parse_int(v, vn, 0, 7, &x) || !next_word(s, &v, &vn) ||
            !parse_int(v, vn, 0, 7, &y))
            return fail(s, "%s needs a column and a row from 0 to 7", mw->word);
        t->pos_x = (uint8_t)x;
        t->pos_y = (uint8_t)y;
    } else if (word_is(w, n, "art")) {
        size_t used = strlen(t->art);
        while (s->p < s->end && (*s->p == ' ' || *s->p == '\t')) s->p++;
        const char *e = s->p;
        while (e < s->end && *e != '#' && *e != '\r') e++;
        size_t len = (size_t)(e - s->p);
        if (used + len + 2 > sizeof t->art) return fail(s, "art hints too long");
        if (used) t->art[used++] = ' ';
        memcpy(t->art + used, s->p, len);
        t->art[used + len] = '\0';
        s->p = e;
    } else {
        return fail(s, "expected a feature (road city field cloister or a module's kind), count, "
                       "shape, start, art or a module's tile word; got '%.*s'",
                    (int)n, w);
    }
    if (next_word(s, &v, &vn)) return fail(s, "unexpected '%.*s' at end of line", (int)vn, v);
    return 1;
}

cit_parse_status cit_tileset_parse(cit_tileset *set, const char *text, size_t len,
                                   cit_parse_error *err) {
    scanner s = {0};
    s.err = err;
    const char *p = text, *end = text + len;
    int start_count = set->ntiles, cur = -1;
    char set_name[CIT_TILE_ID_LEN] = "";
    uint32_t set_flags = 0; /* what the set line says of every tile after it */
    pending_names pt;
    memset(&pt, 0, sizeof pt);
    cit_parse_status st = CIT_PARSE_OK;

    while (p < end && st == CIT_PARSE_OK) {
        const char *eol = memchr(p, '\n', (size_t)(end - p));
        if (!eol) eol = end;
        s.p = p;
        s.end = eol;
        s.line++;
        const char *w;
        size_t n;
        if (next_word(&s, &w, &n)) {
            if (word_is(w, n, "set")) {
                const char *v;
                size_t vn;
                if (!next_word(&s, &v, &vn) || !valid_id(v, vn) ||
                    !copy_word(set_name, sizeof set_name, v, vn))
                    st = (fail(&s, "set needs a name"), CIT_PARSE_SYNTAX);
                set_flags = 0;
                while (st == CIT_PARSE_OK && next_word(&s, &v, &vn)) {
                    const cit_tile_word *mw = cit_tile_word_find(CIT_WORD_SET, v, vn);
                    if (mw) set_flags |= mw->value;
                    else st = (fail(&s, "expected a module's set word after the set's name, got '%.*s'", (int)vn, v), CIT_PARSE_SYNTAX);
                }
            } else if (word_is(w, n, "tile")) {
                const char *v;
                size_t vn;
                if (cur >= 0 && !finish_tile(&s, &set->tiles[cur], &pt)) {
                    st = CIT_PARSE_SEMANTIC;
                } else if (set->ntiles >= CIT_MAX_TILE_TYPES) {
                    st = (fail(&s, "more than %d tile types", CIT_MAX_TILE_TYPES), CIT_PARSE_TOO_MANY);
                } else if (!next_word(&s, &v, &vn) || !valid_id(v, vn) || vn >= CIT_TILE_ID_LEN) {
                    st = (fail(&s, "tile needs an id (letters, digits, - _ /; up to 15)"), CIT_PARSE_SYNTAX);
                } else {
                    cur = set->ntiles++;
                    cit_tile_def *t = &set->tiles[cur];
                    memset(t, 0, sizeof *t);
                    memcpy(t->id, v, vn);
                    memcpy(t->set, set_name, sizeof t->set);
                    t->flags = set_flags;
                    memset(&pt, 0, sizeof pt);
                    for (int i = start_count; i < cur; i++)
                        if (strcmp(set->tiles[i].id, t->id) == 0)
                            st = (fail(&s, "tile id %s defined twice", t->id), CIT_PARSE_SEMANTIC);
                }
            } else if (cur < 0) {
                st = (fail(&s, "expected 'set' or 'tile', got '%.*s'", (int)n, w), CIT_PARSE_SYNTAX);
            } else if (!parse_tile_line(&s, &set->tiles[cur], w, n, &pt)) {
                st = CIT_PARSE_SYNTAX;
            }
        }
        p = eol < end ? eol + 1 : end;
    }
    if (st == CIT_PARSE_OK && cur >= 0 && !finish_tile(&s, &set->tiles[cur], &pt))
        st = CIT_PARSE_SEMANTIC;
    if (st != CIT_PARSE_OK) set->ntiles = start_count;
    return st;
}
