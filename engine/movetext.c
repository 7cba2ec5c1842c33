/* The text form of moves: one line each, a verb and its words ("place D 3,-1 r1 f0").
   The core writes and reads placements; every other verb is a module's own
   (rules_module.verbs), and so is what a placement carries (placement_rules). */
#include "rules.h"

#include <string.h>

#include "movetext.h"

int mt_word(mt_cursor *c, const char **w, size_t *n) {
    while (c->p < c->end && (*c->p == ' ' || *c->p == '\t' || *c->p == '\r' || *c->p == '\n')) c->p++;
    if (c->p >= c->end) return 0;
    *w = c->p;
    while (c->p < c->end && *c->p != ' ' && *c->p != '\t' && *c->p != '\r' && *c->p != '\n') c->p++;
    *n = (size_t)(c->p - *w);
    return 1;
}

int mt_number(const char *s, const char *e, int lo, int hi, int *out) {
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

int mt_cell(const char *w, size_t n, int *x, int *y) {
    const char *comma = memchr(w, ',', n);
    return comma && mt_number(w, comma, -BOARD_LIMIT, BOARD_LIMIT, x) &&
           mt_number(comma + 1, w + n, -BOARD_LIMIT, BOARD_LIMIT, y);
}

int mt_word_is(const char *w, size_t n, const char *s) { return strlen(s) == n && memcmp(w, s, n) == 0; }

/* The placement rules of a registered module whose placements carry something written
   after the placement with `word` (placement_rules.carried_word), or NULL. */
static const placement_rules *carrier(const char *w, size_t n) {
    for (int id = 1; id < CIT_MODULE_MAX; id++) {
        const rules_module *mod = rules_modules[id];
        const placement_rules *r = mod ? mod->placement : NULL;
        if (r && r->carried_word && mt_word_is(w, n, r->carried_word)) return r;
    }
    return NULL;
}

/* What a placement carries in arg0, arg1 (0 and 0: nothing), as the first registered
   module with placement rules writes it ("" if nothing); -1 if none can. */
static int format_carried(const cit_move *m, char *buf, size_t cap) {
    buf[0] = '\0';
    if (!m->arg0 && !m->arg1) return 0;
    for (int id = 1; id < CIT_MODULE_MAX; id++) {
        const rules_module *mod = rules_modules[id];
        const placement_rules *r = mod ? mod->placement : NULL;
        if (r && r->format_carried) return r->format_carried(m, buf, cap);
    }
    return -1;
}

static size_t format_place(const cit_game *g, const cit_move *m, char *buf, size_t cap) {
    char carried[32];
    if (m->tile >= g->cat->set.ntiles || format_carried(m, carried, sizeof carried) < 0) return 0;
    const char *id = g->cat->set.tiles[m->tile].id;
    if (m->spot == CIT_SPOT_NONE) return cit_fmt(buf, cap, "place %s %d,%d r%d%s", id, m->x, m->y, m->rot, carried);
    return cit_fmt(buf, cap, "place %s %d,%d r%d f%d%s", id, m->x, m->y, m->rot, m->spot, carried);
}

static int parse_place(const cit_game *g, mt_cursor *c, cit_move *m) {
    const char *w;
    size_t n;
    if (!mt_word(c, &w, &n) || n >= CIT_TILE_ID_LEN) return 0;
    char id[CIT_TILE_ID_LEN];
    memcpy(id, w, n);
    id[n] = '\0';
    int t = cit_tileset_find(&g->cat->set, id);
    if (t < 0) return 0;
    m->tile = (cit_tile_id)t;
    if (!mt_word(c, &w, &n)) return 0;
    const char *comma = memchr(w, ',', n);
    int x, y, r, f;
    if (!comma || !mt_number(w, comma, -BOARD_LIMIT, BOARD_LIMIT, &x) ||
        !mt_number(comma + 1, w + n, -BOARD_LIMIT, BOARD_LIMIT, &y))
        return 0;
    m->x = (int8_t)x;
    m->y = (int8_t)y;
    if (!mt_word(c, &w, &n) || n < 2 || w[0] != 'r' || !mt_number(w + 1, w + n, 0, 3, &r)) return 0;
    m->rot = (uint8_t)r;
    if (!mt_word(c, &w, &n)) return 1;
    if (w[0] == 'f') {
        /* up to the feature count: a spot a module's placement adds (one past the last) */
        if (n < 2 || !mt_number(w + 1, w + n, 0, CIT_MAX_TILE_FEATURES, &f)) return 0;
        m->spot = (int8_t)f;
        if (!mt_word(c, &w, &n)) return 1;
    }
    const placement_rules *carries = carrier(w, n);
    return carries && carries->parse_carried(c, m);
}

/* A placement's own "fN" has no half mark: the cell says which half the placed
   triangle becomes. */
size_t mt_format_part(const char *verb, const cit_move *m, char *buf, size_t cap) {
    if (m->spot < 0 || m->rot > 1) return 0;
    return cit_fmt(buf, cap, "%s %d,%d f%d%s", verb, m->x, m->y, m->spot, m->rot ? "'" : "");
}

size_t mt_format_yes_no(const char *verb, const cit_move *m, char *buf, size_t cap) {
    if (m->arg0 > 1) return 0;
    return cit_fmt(buf, cap, "%s %s", verb, m->arg0 ? "yes" : "no");
}

int mt_parse_yes_no(mt_cursor *c, cit_move *m) {
    const char *w;
    size_t n;
    if (!mt_word(c, &w, &n)) return 0;
    if (mt_word_is(w, n, "yes")) m->arg0 = 1;
    else if (!mt_word_is(w, n, "no")) return 0;
    return 1;
}

int mt_parse_part(mt_cursor *c, cit_move *m) {
    const char *w;
    size_t n;
    int x, y, f;
    if (!mt_word(c, &w, &n) || !mt_cell(w, n, &x, &y)) return 0;
    if (!mt_word(c, &w, &n) || n < 2 || w[0] != 'f') return 0;
    int half = w[n - 1] == '\'';
    if (n - (size_t)half < 2 || !mt_number(w + 1, w + n - half, 0, CIT_MAX_TILE_FEATURES, &f)) return 0;
    m->x = (int8_t)x;
    m->y = (int8_t)y;
    m->spot = (int8_t)f;
    m->rot = (uint8_t)half;
    return 1;
}

/* The row that writes or reads a module's verb: by move type (the first row with it), or
   by word. */
static const move_verb *verb_of_type(int type) {
    for (int id = 1; id < CIT_MODULE_MAX; id++) {
        const rules_module *mod = rules_modules[id];
        for (int k = 0; mod && k < mod->nverbs; k++)
            if (mod->verbs[k].type == type) return &mod->verbs[k];
    }
    return NULL;
}

static const move_verb *verb_of_word(const char *w, size_t n) {
    for (int id = 1; id < CIT_MODULE_MAX; id++) {
        const rules_module *mod = rules_modules[id];
        for (int k = 0; mod && k < mod->nverbs; k++)
            if (mt_word_is(w, n, mod->verbs[k].word)) return &mod->verbs[k];
    }
    return NULL;
}

int cit_move_verb_known(const char *word, size_t n) {
    return word && (mt_word_is(word, n, "place") || verb_of_word(word, n) != NULL);
}

cit_status cit_move_format(const cit_game *g, const cit_move *m, char *buf, size_t cap) {
    if (!g || !m || (!buf && cap)) return CIT_ERR_BAD_ARGUMENT;
    size_t n;
    if (m->type == CIT_MOVE_PLACE) {
        n = format_place(g, m, buf, cap);
        if (n == 0) return CIT_ERR_WRONG_TILE;
    } else {
        const move_verb *v = verb_of_type(m->type);
        if (!v) return CIT_ERR_WRONG_DECISION;
        n = v->format(g, m, buf, cap);
        if (n == 0) return CIT_ERR_BAD_SPOT;
    }
    return n < cap ? CIT_OK : CIT_ERR_BUFFER_TOO_SMALL;
}

cit_status cit_move_parse(const cit_game *g, const char *text, size_t len, cit_move *m) {
    if (!g || !m || (!text && len)) return CIT_ERR_BAD_ARGUMENT;
    if (!text) text = ""; /* even NULL + 0 is undefined */
    mt_cursor c = {text, text + len};
    const char *w;
    size_t n;
    memset(m, 0, sizeof *m);
    m->spot = CIT_SPOT_NONE;
    if (!mt_word(&c, &w, &n)) return CIT_ERR_PARSE;
    int ok;
    if (mt_word_is(w, n, "place")) {
        m->type = CIT_MOVE_PLACE;
        ok = parse_place(g, &c, m);
    } else {
        const move_verb *v = verb_of_word(w, n);
        if (!v) return CIT_ERR_PARSE;
        m->type = v->type;
        ok = v->parse(g, &c, m);
    }
    if (!ok || mt_word(&c, &w, &n)) {
        memset(m, 0, sizeof *m);
        return CIT_ERR_PARSE;
    }
    return CIT_OK;
}

/* The core's two decisions, then the names the registered modules give theirs. */
const char *cit_decision_name(int decision) {
    if (decision == CIT_DECIDE_NONE) return "none";
    if (decision == CIT_DECIDE_PLACE_TILE) return "place_tile";
    for (int id = 1; id < CIT_MODULE_MAX; id++) {
        const rules_module *mod = rules_modules[id];
        for (int k = 0; mod && k < mod->ndecision_names; k++)
            if (mod->decision_names[k].decision == decision) return mod->decision_names[k].name;
    }
    return "?";
}

/* The core's event types, then the names the registered modules give theirs. */
const char *cit_event_name(int type) {
    static const char *const core[] = {"place", "follower", "score", "return", "draw", "discard", "game_end"};
    _Static_assert(sizeof core / sizeof core[0] == CIT_EV_GAME_END + 1, "a core event without a name");
    if (type >= 0 && type < (int)(sizeof core / sizeof core[0])) return core[type];
    for (int id = 1; id < CIT_MODULE_MAX; id++) {
        const rules_module *mod = rules_modules[id];
        for (int k = 0; mod && k < mod->nevent_names; k++)
            if (mod->event_names[k].event == type) return mod->event_names[k].name;
    }
    return "?";
}
