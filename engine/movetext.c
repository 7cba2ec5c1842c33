/* The text form of moves: one line each, a verb and its words ("place D 3,-1 r1 f0"). */
#include "internal.h"

#include <string.h>

#include "textfmt.h"
/* the verbs of the shipped modules (they move into the modules' own verb tables) */
#include "modules/bazaar/bazaar.h"
#include "modules/bridges/bridges.h"
#include "modules/castles/castles.h"
#include "modules/count/count.h"

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

/* A quarter's name, or "none" (the word of a pass: `quarter none`) or the word given
   as `pass_word`. */
static int quarter_word(const char *w, size_t n, const char *pass_word, int *q) {
    if (strlen(pass_word) == n && memcmp(w, pass_word, n) == 0) {
        *q = CIT_QUARTER_NONE;
        return 1;
    }
    for (int i = 0; i < CIT_QUARTERS; i++) {
        const char *name = cit_quarter_name(i);
        if (strlen(name) == n && memcmp(w, name, n) == 0) {
            *q = i;
            return 1;
        }
    }
    return 0;
}

/* ---- one row per verb: its move type, how it is written and read --------------------- */

/* A cell as "x,y" filling the word exactly. */
static int cell_word(const char *w, size_t n, int *x, int *y) {
    const char *comma = memchr(w, ',', n);
    return comma && number(w, comma, -BOARD_LIMIT, BOARD_LIMIT, x) &&
           number(comma + 1, w + n, -BOARD_LIMIT, BOARD_LIMIT, y);
}

static int word_is(const char *w, size_t n, const char *s) { return strlen(s) == n && memcmp(w, s, n) == 0; }

static const char *const axis_names[2] = {"ns", "we"};

static size_t format_place(const cit_game *g, const cit_move *m, char *buf, size_t cap) {
    if (m->tile >= g->cat->set.ntiles || m->arg0 > CIT_BRIDGE_W || m->arg1 > CIT_AXIS_WE) return 0;
    const char *id = g->cat->set.tiles[m->tile].id;
    char bridge[32] = "";
    if (m->arg0 != CIT_BRIDGE_NONE) {
        int bx = m->x, by = m->y;
        if (m->arg0 != CIT_BRIDGE_HERE) {
            bx += dir_dx[m->arg0 - CIT_BRIDGE_N];
            by += dir_dy[m->arg0 - CIT_BRIDGE_N];
        }
        cit_fmt(bridge, sizeof bridge, " bridge %d,%d %s", bx, by, axis_names[m->arg1]);
    }
    if (m->spot == CIT_SPOT_NONE) return cit_fmt(buf, cap, "place %s %d,%d r%d%s", id, m->x, m->y, m->rot, bridge);
    return cit_fmt(buf, cap, "place %s %d,%d r%d f%d%s", id, m->x, m->y, m->rot, m->spot, bridge);
}

/* "bridge X,Y ns|we" after a placement at m->x, m->y: the placed cell or a neighbour. */
static int parse_bridge(cursor *c, cit_move *m) {
    const char *w;
    size_t n;
    int bx, by;
    if (!word(c, &w, &n) || !cell_word(w, n, &bx, &by)) return 0;
    int where = -1;
    if (bx == m->x && by == m->y) where = CIT_BRIDGE_HERE;
    for (int d = 0; d < 4; d++)
        if (bx == m->x + dir_dx[d] && by == m->y + dir_dy[d]) where = CIT_BRIDGE_N + d;
    if (where < 0 || !word(c, &w, &n)) return 0;
    int axis = word_is(w, n, "ns") ? CIT_AXIS_NS : word_is(w, n, "we") ? CIT_AXIS_WE : -1;
    if (axis < 0) return 0;
    m->arg0 = (uint8_t)where;
    m->arg1 = (uint8_t)axis;
    return 1;
}

static int parse_place(const cit_game *g, cursor *c, cit_move *m) {
    const char *w;
    size_t n;
    if (!word(c, &w, &n) || n >= CIT_TILE_ID_LEN) return 0;
    char id[CIT_TILE_ID_LEN];
    memcpy(id, w, n);
    id[n] = '\0';
    int t = cit_tileset_find(&g->cat->set, id);
    if (t < 0) return 0;
    m->tile = (uint8_t)t;
    if (!word(c, &w, &n)) return 0;
    const char *comma = memchr(w, ',', n);
    int x, y, r, f;
    if (!comma || !number(w, comma, -BOARD_LIMIT, BOARD_LIMIT, &x) ||
        !number(comma + 1, w + n, -BOARD_LIMIT, BOARD_LIMIT, &y))
        return 0;
    m->x = (int8_t)x;
    m->y = (int8_t)y;
    if (!word(c, &w, &n) || n < 2 || w[0] != 'r' || !number(w + 1, w + n, 0, 3, &r)) return 0;
    m->rot = (uint8_t)r;
    if (!word(c, &w, &n)) return 1;
    if (w[0] == 'f') {
        /* spot = feature count: the bridge of the placed tile (one past the last) */
        if (n < 2 || !number(w + 1, w + n, 0, CIT_MAX_TILE_FEATURES, &f)) return 0;
        m->spot = (int8_t)f;
        if (!word(c, &w, &n)) return 1;
    }
    return word_is(w, n, "bridge") && parse_bridge(c, m);
}

static size_t format_deploy(const cit_game *g, const cit_move *m, char *buf, size_t cap) {
    (void)g;
    if (m->arg0 >= CIT_QUARTERS) return 0;
    return cit_fmt(buf, cap, "deploy %s %d", cit_quarter_name(m->arg0), m->arg1);
}

static int parse_deploy(const cit_game *g, cursor *c, cit_move *m) {
    (void)g;
    const char *w;
    size_t n;
    int q, k;
    if (!word(c, &w, &n) || !quarter_word(w, n, "", &q) || q == CIT_QUARTER_NONE) return 0;
    if (!word(c, &w, &n) || !number(w, w + n, 0, CIT_FOLLOWERS, &k)) return 0;
    m->arg0 = (uint8_t)q;
    m->arg1 = (uint8_t)k;
    return 1;
}

static size_t format_quarter(const cit_game *g, const cit_move *m, char *buf, size_t cap) {
    (void)g;
    if (m->arg0 >= CIT_QUARTERS && m->arg0 != CIT_QUARTER_NONE) return 0;
    return cit_fmt(buf, cap, "quarter %s", cit_quarter_name(m->arg0));
}

static int parse_quarter(const cit_game *g, cursor *c, cit_move *m) {
    (void)g;
    const char *w;
    size_t n;
    int q;
    if (!word(c, &w, &n) || !quarter_word(w, n, "none", &q)) return 0;
    m->arg0 = (uint8_t)q;
    return 1;
}

static size_t format_count(const cit_game *g, const cit_move *m, char *buf, size_t cap) {
    (void)g;
    if (m->arg0 >= CIT_QUARTERS && m->arg0 != CIT_QUARTER_NONE) return 0;
    return cit_fmt(buf, cap, "count %s", m->arg0 == CIT_QUARTER_NONE ? "stay" : cit_quarter_name(m->arg0));
}

static int parse_count(const cit_game *g, cursor *c, cit_move *m) {
    (void)g;
    const char *w;
    size_t n;
    int q;
    if (!word(c, &w, &n) || !quarter_word(w, n, "stay", &q)) return 0;
    m->arg0 = (uint8_t)q;
    return 1;
}

/* ---- Castles and Bazaars ---- */

static size_t format_castle(const cit_game *g, const cit_move *m, char *buf, size_t cap) {
    (void)g;
    if (m->arg0 > 1) return 0;
    return cit_fmt(buf, cap, "castle %s", m->arg0 ? "build" : "score");
}

static int parse_castle(const cit_game *g, cursor *c, cit_move *m) {
    (void)g;
    const char *w;
    size_t n;
    if (!word(c, &w, &n)) return 0;
    if (word_is(w, n, "build")) m->arg0 = 1;
    else if (!word_is(w, n, "score")) return 0;
    return 1;
}

/*
 * A tile part in a decision: "X,Y fN", or "X,Y fN'" for the second triangle of the cell
 * (half 1, carried in the move's rot: engine.h). A placement's own "fN" has no mark: the
 * cell says which half the placed triangle becomes.
 */
static size_t format_part(const char *verb, const cit_move *m, char *buf, size_t cap) {
    if (m->spot < 0 || m->rot > 1) return 0;
    return cit_fmt(buf, cap, "%s %d,%d f%d%s", verb, m->x, m->y, m->spot, m->rot ? "'" : "");
}

static int parse_part(cursor *c, cit_move *m) {
    const char *w;
    size_t n;
    int x, y, f;
    if (!word(c, &w, &n) || !cell_word(w, n, &x, &y)) return 0;
    if (!word(c, &w, &n) || n < 2 || w[0] != 'f') return 0;
    int half = w[n - 1] == '\'';
    if (n - (size_t)half < 2 || !number(w + 1, w + n - half, 0, CIT_MAX_TILE_FEATURES, &f)) return 0;
    m->x = (int8_t)x;
    m->y = (int8_t)y;
    m->spot = (int8_t)f;
    m->rot = (uint8_t)half;
    return 1;
}

static size_t format_castle_pick(const cit_game *g, const cit_move *m, char *buf, size_t cap) {
    (void)g;
    return format_part("castlepay", m, buf, cap);
}

static int parse_castle_pick(const cit_game *g, cursor *c, cit_move *m) {
    (void)g;
    return parse_part(c, m);
}

static size_t format_pick(const cit_game *g, const cit_move *m, char *buf, size_t cap) {
    (void)g;
    if (m->arg0 >= CIT_BAZAAR_MAX) return 0;
    if (m->arg1 == CIT_BID_NONE) return cit_fmt(buf, cap, "pick %d", m->arg0);
    return cit_fmt(buf, cap, "pick %d %d", m->arg0, m->arg1);
}

static int parse_pick(const cit_game *g, cursor *c, cit_move *m) {
    (void)g;
    const char *w;
    size_t n;
    int i, b;
    if (!word(c, &w, &n) || !number(w, w + n, 0, CIT_BAZAAR_MAX - 1, &i)) return 0;
    m->arg0 = (uint8_t)i;
    m->arg1 = CIT_BID_NONE;
    cursor peek = *c;
    if (!word(&peek, &w, &n)) return 1;
    if (!number(w, w + n, 0, CIT_BID_NONE - 1, &b)) return 0;
    *c = peek;
    m->arg1 = (uint8_t)b;
    return 1;
}

static size_t format_bid(const cit_game *g, const cit_move *m, char *buf, size_t cap) {
    (void)g;
    if (m->arg0 > 1 || m->arg1 == CIT_BID_NONE) return 0;
    if (!m->arg0) return cit_fmt(buf, cap, "bid pass");
    return cit_fmt(buf, cap, "bid %d", m->arg1);
}

static int parse_bid(const cit_game *g, cursor *c, cit_move *m) {
    (void)g;
    const char *w;
    size_t n;
    int b;
    if (!word(c, &w, &n)) return 0;
    if (word_is(w, n, "pass")) return 1;
    if (!number(w, w + n, 0, CIT_BID_NONE - 1, &b)) return 0;
    m->arg0 = 1;
    m->arg1 = (uint8_t)b;
    return 1;
}

static size_t format_deal(const cit_game *g, const cit_move *m, char *buf, size_t cap) {
    (void)g;
    if (m->arg0 > 1) return 0;
    return cit_fmt(buf, cap, "%s", m->arg0 ? "buy" : "sell");
}

static int parse_buy(const cit_game *g, cursor *c, cit_move *m) {
    (void)g, (void)c;
    m->arg0 = 1;
    return 1;
}

static int parse_sell(const cit_game *g, cursor *c, cit_move *m) {
    (void)g, (void)c, (void)m;
    return 1;
}

typedef struct {
    const char *verb;
    uint8_t type; /* cit_move_type */
    size_t (*format)(const cit_game *g, const cit_move *m, char *buf, size_t cap); /* 0: invalid */
    int (*parse)(const cit_game *g, cursor *c, cit_move *m);                      /* 0: invalid */
} verb_row;

static const verb_row verbs[] = {
    {"place", CIT_MOVE_PLACE, format_place, parse_place},
    {"deploy", CIT_MOVE_COUNT_DEPLOY, format_deploy, parse_deploy},
    {"quarter", CIT_MOVE_COUNT_QUARTER, format_quarter, parse_quarter},
    {"count", CIT_MOVE_COUNT_MOVE, format_count, parse_count},
    {"castle", CIT_MOVE_CASTLE, format_castle, parse_castle},
    {"castlepay", CIT_MOVE_CASTLE_PICK, format_castle_pick, parse_castle_pick},
    {"pick", CIT_MOVE_BAZAAR_PICK, format_pick, parse_pick},
    {"bid", CIT_MOVE_BAZAAR_BID, format_bid, parse_bid},
    {"buy", CIT_MOVE_BAZAAR_DEAL, format_deal, parse_buy},
    {"sell", CIT_MOVE_BAZAAR_DEAL, format_deal, parse_sell},
};
#define NVERBS ((int)(sizeof verbs / sizeof verbs[0]))

cit_status cit_move_format(const cit_game *g, const cit_move *m, char *buf, size_t cap) {
    if (!g || !m || (!buf && cap)) return CIT_ERR_BAD_ARGUMENT;
    for (int i = 0; i < NVERBS; i++) {
        if (verbs[i].type != m->type) continue;
        size_t n = verbs[i].format(g, m, buf, cap);
        if (n == 0) return m->type == CIT_MOVE_PLACE ? CIT_ERR_WRONG_TILE : CIT_ERR_BAD_SPOT;
        return n < cap ? CIT_OK : CIT_ERR_BUFFER_TOO_SMALL;
    }
    return CIT_ERR_WRONG_DECISION;
}

cit_status cit_move_parse(const cit_game *g, const char *text, size_t len, cit_move *m) {
    if (!g || !m || (!text && len)) return CIT_ERR_BAD_ARGUMENT;
    if (!text) text = ""; /* even NULL + 0 is undefined */
    cursor c = {text, text + len};
    const char *w;
    size_t n;
    memset(m, 0, sizeof *m);
    m->spot = CIT_SPOT_NONE;
    if (!word(&c, &w, &n)) return CIT_ERR_PARSE;
    for (int i = 0; i < NVERBS; i++) {
        if (strlen(verbs[i].verb) != n || memcmp(w, verbs[i].verb, n) != 0) continue;
        m->type = verbs[i].type;
        if (!verbs[i].parse(g, &c, m) || word(&c, &w, &n)) {
            memset(m, 0, sizeof *m);
            return CIT_ERR_PARSE;
        }
        return CIT_OK;
    }
    return CIT_ERR_PARSE;
}

const char *cit_decision_name(int decision) {
    static const char *const names[] = {
        [CIT_DECIDE_NONE] = "none", [CIT_DECIDE_PLACE_TILE] = "place_tile",
        [CIT_DECIDE_COUNT_DEPLOY] = "count_deploy", [CIT_DECIDE_COUNT_QUARTER] = "count_quarter",
        [CIT_DECIDE_COUNT_MOVE] = "count_move", [CIT_DECIDE_CASTLE] = "castle",
        [CIT_DECIDE_CASTLE_PICK] = "castle_pick", [CIT_DECIDE_BAZAAR_PICK] = "bazaar_pick",
        [CIT_DECIDE_BAZAAR_BID] = "bazaar_bid", [CIT_DECIDE_BAZAAR_DEAL] = "bazaar_deal"};
    int n = (int)(sizeof names / sizeof names[0]);
    return decision >= 0 && decision < n && names[decision] ? names[decision] : "?";
}
