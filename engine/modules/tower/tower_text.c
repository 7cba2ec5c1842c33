/* The Tower's moves as text (docs/save-format.md): "towerstep none|piece X,Y|close X,Y
   [big]", "capture none|X,Y fN[']|X,Y top [big|mayor|wagon]|X,Y WORD P" (WORD: a place
   another module keeps followers on, P their owner), "exchange normal|big|mayor|wagon",
   "ransom none|P [big|mayor|wagon]". */
#include "mod_tower.h"

/* A prisoner kind's word (mod_tower.h): "normal" for 0 (only with `normal`), else its
   follower kind's ("big", "mayor", "wagon"), NULL for no such kind. */
static const char *kind_name(const cit_game *g, int kind, int normal) {
    if (!kind) return normal ? "normal" : NULL;
    return figure_follower_word(g, kind - 1);
}

/* " big" (" mayor", " wagon") after a move whose arg1 names a kind in buf, "" for a normal
   follower; 0 for no such kind. */
static int kind_word(const cit_game *g, const cit_move *m, char *buf, size_t cap) {
    buf[0] = 0;
    if (!m->arg1) return 1;
    const char *w = kind_name(g, m->arg1, 0);
    return w && cit_fmt(buf, cap, " %s", w) < cap;
}

/* A kind's name (not "normal" unless `normal`) in w: its kind, or -1. */
static int kind_named(const cit_game *g, const char *w, size_t n, int normal) {
    if (normal && mt_word_is(w, n, "normal")) return 0;
    int i = figure_follower_named(g, w, n, NULL);
    return i < 0 ? -1 : i + 1;
}

/* An optional last word "big", "mayor" or "wagon": arg1 that kind. */
static int parse_kind(const cit_game *g, mt_cursor *c, cit_move *m) {
    const char *w;
    size_t n;
    mt_cursor at = *c;
    if (!mt_word(&at, &w, &n)) return 1;
    int k = kind_named(g, w, n, 0);
    if (k < 0) return 0;
    *c = at;
    m->arg1 = (uint8_t)k;
    return 1;
}

static int parse_cell(mt_cursor *c, cit_move *m) {
    const char *w;
    size_t n;
    int x, y;
    if (!mt_word(c, &w, &n) || !mt_cell(w, n, &x, &y)) return 0;
    m->x = (int8_t)x;
    m->y = (int8_t)y;
    return 1;
}

static size_t format_step(const cit_game *g, const cit_move *m, char *buf, size_t cap) {
    if (m->arg1 || m->spot != CIT_SPOT_NONE) return 0;
    if (m->arg0 == CIT_TOWER_NONE) return cit_fmt(buf, cap, "towerstep none");
    if (m->arg0 > CIT_TOWER_CLOSE_BIG) return 0;
    const char *big = m->arg0 == CIT_TOWER_CLOSE_BIG ? kind_name(g, figure_strong_code(g), 0) : "";
    if (!big) return 0;
    return cit_fmt(buf, cap, "towerstep %s %d,%d%s%s", m->arg0 == CIT_TOWER_PIECE ? "piece" : "close", m->x, m->y,
                   *big ? " " : "", big);
}

static int parse_step(const cit_game *g, mt_cursor *c, cit_move *m) {
    const char *w;
    size_t n;
    if (!mt_word(c, &w, &n)) return 0;
    if (mt_word_is(w, n, "none")) return 1;
    int what = mt_word_is(w, n, "piece") ? CIT_TOWER_PIECE : mt_word_is(w, n, "close") ? CIT_TOWER_CLOSE : 0;
    if (!what || !parse_cell(c, m)) return 0;
    if (what == CIT_TOWER_CLOSE) {
        /* only the big follower closes a tower with a kind: no mayor or wagon on a top */
        if (!parse_kind(g, c, m) || (m->arg1 && m->arg1 != figure_strong_code(g))) return 0;
        if (m->arg1) what = CIT_TOWER_CLOSE_BIG;
        m->arg1 = 0;
    }
    m->arg0 = (uint8_t)what;
    return 1;
}

static size_t format_capture(const cit_game *g, const cit_move *m, char *buf, size_t cap) {
    char big[24];
    if (!kind_word(g, m, big, sizeof big)) return 0;
    if (m->arg0 == CIT_CAPTURE_NONE) return m->arg1 || m->spot != CIT_SPOT_NONE ? 0 : cit_fmt(buf, cap, "capture none");
    if (m->arg0 == CIT_CAPTURE_TOP) /* a top holds a normal or the big follower only */
        return m->spot != CIT_SPOT_NONE || m->rot || (m->arg1 && m->arg1 != figure_strong_code(g))
                   ? 0
                   : cit_fmt(buf, cap, "capture %d,%d top%s", m->x, m->y, big);
    if (m->arg0 == CIT_CAPTURE_KEPT) { /* another module's place on a cell, its owner */
        const rules_module *k = rules_module_get(m->spot);
        return !k || !k->kept_word || m->arg1 || m->rot >= CIT_MAX_PLAYERS
                   ? 0
                   : cit_fmt(buf, cap, "capture %d,%d %s %d", m->x, m->y, k->kept_word, m->rot);
    }
    if (m->arg0 != CIT_CAPTURE_PART || m->spot < 0 || m->rot > 1) return 0;
    return cit_fmt(buf, cap, "capture %d,%d f%d%s%s", m->x, m->y, m->spot, m->rot ? "'" : "", big);
}

static int parse_capture(const cit_game *g, mt_cursor *c, cit_move *m) {
    const char *w;
    size_t n;
    mt_cursor at = *c;
    if (!mt_word(&at, &w, &n)) return 0;
    if (mt_word_is(w, n, "none")) {
        *c = at;
        return 1;
    }
    mt_cursor top = at;
    int keeper = mt_word(&top, &w, &n) ? figures_kept_word_module(g, w, n) : -1;
    if (keeper >= 0) { /* "X,Y WORD P": a place another module keeps */
        int p;
        if (!parse_cell(c, m) || !mt_word(c, &w, &n) || !mt_word(c, &w, &n) ||
            !mt_number(w, w + n, 0, CIT_MAX_PLAYERS - 1, &p))
            return 0;
        m->arg0 = CIT_CAPTURE_KEPT;
        m->spot = (int8_t)keeper;
        m->rot = (uint8_t)p;
        return 1;
    }
    top = at;
    if (mt_word(&top, &w, &n) && mt_word_is(w, n, "top")) { /* "X,Y top" */
        if (!parse_cell(c, m) || !mt_word(c, &w, &n)) return 0;
        m->arg0 = CIT_CAPTURE_TOP;
    } else {
        if (!mt_parse_part(c, m)) return 0;
        m->arg0 = CIT_CAPTURE_PART;
    }
    if (!parse_kind(g, c, m)) return 0;
    return m->arg0 != CIT_CAPTURE_TOP || !m->arg1 || m->arg1 == figure_strong_code(g);
}

static size_t format_exchange(const cit_game *g, const cit_move *m, char *buf, size_t cap) {
    const char *w = kind_name(g, m->arg0, 1);
    if (!w || m->arg1 || m->spot != CIT_SPOT_NONE) return 0;
    return cit_fmt(buf, cap, "exchange %s", w);
}

static int parse_exchange(const cit_game *g, mt_cursor *c, cit_move *m) {
    const char *w;
    size_t n;
    if (!mt_word(c, &w, &n)) return 0;
    int k = kind_named(g, w, n, 1);
    if (k < 0) return 0;
    m->arg0 = (uint8_t)k;
    return 1;
}

static size_t format_ransom(const cit_game *g, const cit_move *m, char *buf, size_t cap) {
    char big[24];
    if (!kind_word(g, m, big, sizeof big) || m->spot != CIT_SPOT_NONE || m->arg0 > CIT_MAX_PLAYERS) return 0;
    if (!m->arg0) return m->arg1 ? 0 : cit_fmt(buf, cap, "ransom none");
    return cit_fmt(buf, cap, "ransom %d%s", m->arg0 - 1, big);
}

static int parse_ransom(const cit_game *g, mt_cursor *c, cit_move *m) {
    const char *w;
    size_t n;
    int p;
    if (!mt_word(c, &w, &n)) return 0;
    if (mt_word_is(w, n, "none")) return 1;
    if (!mt_number(w, w + n, 0, CIT_MAX_PLAYERS - 1, &p)) return 0;
    m->arg0 = (uint8_t)(p + 1);
    return parse_kind(g, c, m);
}

const move_verb tower_verbs[TOWER_NVERBS] = {
    {"towerstep", CIT_MOVE_TOWER_FIGURE, format_step, parse_step},
    {"capture", CIT_MOVE_TOWER_CAPTURE, format_capture, parse_capture},
    {"exchange", CIT_MOVE_TOWER_EXCHANGE, format_exchange, parse_exchange},
    {"ransom", CIT_MOVE_TOWER_RANSOM, format_ransom, parse_ransom},
};
