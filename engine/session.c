/* Sessions: a game with its history, undo by replay, and text saves (docs/save-format.md). */
#include "internal.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "textfmt.h"

#define SAVE_MAGIC "citadela-save"
/* 4: the big follower meets three other modules (docs/save-format.md); 3: the
   crop circle's follower asked after its action; 2: every option of the table (the
   crop circle's follower with its placement); 1 (base game only) still loads */
#define SAVE_VERSION 4

struct cit_session {
    cit_setup setup;
    cit_tile_id order[CIT_MAX_STACK];
    int norder;
    cit_game *game;
    cit_move *moves;
    int16_t (*scores)[CIT_MAX_PLAYERS]; /* scores after each move */
    /* each move's chances (rules_chance): how many, then those; replays take them as
       given. give: those the next apply takes, ngive of them; told: some were given (a
       seat's copy of a host's game, seed 0), so the save writes them all */
    uint8_t (*drawn)[CIT_CHANCE_MAX + 1];
    uint8_t give[CIT_CHANCE_MAX];
    int ngive, told;
    int nmoves, cap;
};

static const char *const seat_words[] = {"human", "ai-easy", "ai-medium", "ai-hard"};

static int grow(cit_session *s, int need) {
    if (need <= s->cap) return 1;
    int cap = s->cap ? s->cap * 2 : 128;
    while (cap < need) cap *= 2;
    cit_move *m = realloc(s->moves, sizeof *m * (size_t)cap);
    if (!m) return 0;
    s->moves = m;
    int16_t (*sc)[CIT_MAX_PLAYERS] = realloc(s->scores, sizeof *sc * (size_t)cap);
    if (!sc) return 0;
    s->scores = sc;
    uint8_t (*d)[CIT_CHANCE_MAX + 1] = realloc(s->drawn, sizeof *d * (size_t)cap);
    if (!d) return 0;
    s->drawn = d;
    s->cap = cap;
    return 1;
}

static void record_scores(cit_session *s, int i) {
    for (int p = 0; p < CIT_MAX_PLAYERS; p++)
        s->scores[i][p] = (int16_t)(p < s->setup.nplayers ? cit_game_score(s->game, p) : 0);
}

cit_session *cit_session_new(const cit_setup *setup, cit_status *st) {
    cit_session *s = calloc(1, sizeof *s);
    if (!s) {
        if (st) *st = CIT_ERR_NO_MEMORY;
        return NULL;
    }
    s->game = cit_game_new(setup, NULL, 0, st);
    if (!s->game) {
        free(s);
        return NULL;
    }
    s->setup = *setup;
    s->norder = cit_game_tile_order(s->game, s->order, CIT_MAX_STACK);
    return s;
}

void cit_session_free(cit_session *s) {
    if (!s) return;
    cit_game_free(s->game);
    free(s->moves);
    free(s->scores);
    free(s->drawn);
    free(s);
}

/* The read-only accessors take NULL (cheap here, and a GUI without a game asks them). */
const cit_game *cit_session_game(const cit_session *s) { return s ? s->game : NULL; }
int cit_session_length(const cit_session *s) { return s ? s->nmoves : 0; }

const cit_move *cit_session_move(const cit_session *s, int i) {
    return s && i >= 0 && i < s->nmoves ? &s->moves[i] : NULL;
}

int cit_session_score_after(const cit_session *s, int i, int player) {
    if (!s || player < 0 || player >= s->setup.nplayers || i >= s->nmoves) return 0;
    return i < 0 ? 0 : s->scores[i][player];
}

cit_status cit_session_apply(cit_session *s, const cit_move *m, cit_outcome *outcome) {
    if (!s || !m) return CIT_ERR_BAD_ARGUMENT;
    if (!grow(s, s->nmoves + 1)) return CIT_ERR_NO_MEMORY;
    game_give_chances(s->game, s->give, s->ngive);
    s->ngive = 0;
    cit_status st = cit_game_apply(s->game, m, outcome);
    if (st != CIT_OK) return st;
    int n = cit_game_drawn(s->game, &s->drawn[s->nmoves][1], CIT_CHANCE_MAX);
    s->drawn[s->nmoves][0] = (uint8_t)(n < 0 ? CIT_CHANCE_MAX : n); /* more: no rule draws so many */
    s->moves[s->nmoves] = *m;
    record_scores(s, s->nmoves);
    s->nmoves++;
    return CIT_OK;
}

int cit_session_drawn(const cit_session *s, int i, uint8_t *out, int cap) {
    if (!s || i < 0 || i >= s->nmoves) return 0;
    int n = s->drawn[i][0];
    for (int k = 0; k < n && k < cap; k++) out[k] = s->drawn[i][1 + k];
    return n;
}

cit_status cit_session_give_draws(cit_session *s, const uint8_t *v, int n) {
    if (!s || n < 0 || n > CIT_CHANCE_MAX || (n && !v)) return CIT_ERR_BAD_ARGUMENT;
    if (n) memcpy(s->give, v, (size_t)n);
    s->ngive = n;
    s->told |= n > 0;
    return CIT_OK;
}

/* Replays the first n moves of `moves` into a fresh game; NULL (and *bad = index) on error. */
static cit_game *replay(const cit_setup *setup, const cit_tile_id *order, int norder, const cit_move *moves,
                        const uint8_t (*drawn)[CIT_CHANCE_MAX + 1], int n, cit_status *st, int *bad) {
    cit_game *g = cit_game_new(setup, order, norder, st);
    if (!g) return NULL;
    for (int i = 0; i < n; i++) {
        game_give_chances(g, &drawn[i][1], drawn[i][0]);
        *st = cit_game_apply(g, &moves[i], NULL);
        if (*st != CIT_OK) {
            if (bad) *bad = i;
            cit_game_free(g);
            return NULL;
        }
    }
    return g;
}

cit_status cit_session_undo_to(cit_session *s, int n) {
    if (!s || n < 0 || n > s->nmoves) return CIT_ERR_BAD_ARGUMENT;
    cit_status st;
    cit_game *g = replay(&s->setup, s->order, s->norder, s->moves, (const uint8_t (*)[CIT_CHANCE_MAX + 1])s->drawn, n, &st, NULL);
    if (!g) return st;
    cit_game_free(s->game);
    s->game = g;
    s->nmoves = n;
    return CIT_OK;
}

/* ---- save ----------------------------------------------------------------------------- */

typedef struct {
    char *buf;
    size_t cap, len;
} writer;

static void put(writer *w, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    size_t room = w->len < w->cap ? w->cap - w->len : 0;
    w->len += cit_vfmt(room ? w->buf + w->len : NULL, room, fmt, ap);
    va_end(ap);
}

/*
 * A name is written as the rest of its line, as version 1 always did (so older builds
 * still read ordinary names), unless that would not read back exactly: then in double
 * quotes with \" and \\ escaped. The engine refuses names with blanks at either end,
 * but a quoted form costs nothing and keeps the format honest for any name.
 */
static int name_needs_quotes(const char *name) {
    size_t n = strlen(name);
    if (n == 0 || name[0] == '"' || name[0] == ' ' || name[n - 1] == ' ') return 1;
    for (size_t i = 0; i < n; i++)
        if ((unsigned char)name[i] < 0x20 || name[i] == 0x7f) return 1;
    return 0;
}

static void put_name(writer *w, const char *name) {
    if (!name_needs_quotes(name)) {
        put(w, "%s", name);
        return;
    }
    put(w, "\"");
    for (const char *c = name; *c; c++) {
        if (*c == '"' || *c == '\\') put(w, "\\");
        put(w, "%c", *c);
    }
    put(w, "\"");
}

size_t cit_session_save(const cit_session *s, char *buf, size_t cap) {
    if (!buf) cap = 0;
    if (!s) {
        if (cap) buf[0] = '\0';
        return 0;
    }
    writer w = {buf, cap, 0};
    const cit_setup *su = &s->setup;
    const cit_tileset *ts = cit_game_tileset(s->game);
    char seed[24];
    int k = 0;
    uint64_t v = su->seed;
    do {
        seed[k++] = (char)('0' + v % 10);
        v /= 10;
    } while (v);
    char seed_text[24];
    for (int i = 0; i < k; i++) seed_text[i] = seed[k - 1 - i];
    seed_text[k] = '\0';

    /* a game replayed from an older save keeps its move order, and so its version */
    put(&w, "%s %d\n", SAVE_MAGIC, su->moves_format ? su->moves_format : SAVE_VERSION);
    put(&w, "mode %s\n", cit_mode_def_at(su->mode)->name);
    for (int i = 0; i < cit_option_count(); i++) /* in id order; ids without an option skipped */
        if (cit_option_def_at(i)) put(&w, "option %s %d\n", cit_option_def_at(i)->name, cit_option_get(&su->opt, i));
    put(&w, "seed %s\n", seed_text);
    for (int i = 0; i < su->nplayers; i++) {
        put(&w, "player %s %d ", seat_words[su->players[i].kind], su->players[i].colour);
        put_name(&w, su->players[i].name);
        put(&w, "\n");
    }
    put(&w, "tiles");
    for (int i = 0; i < s->norder; i++) put(&w, " %s", ts->tiles[s->order[i]].id);
    put(&w, "\n");
    char line[64];
    for (int i = 0; i < s->nmoves; i++) {
        if (s->told && s->drawn[i][0]) { /* a copy's chances, which its seed cannot make */
            put(&w, "drawn");
            for (int c = 0; c < s->drawn[i][0]; c++) put(&w, " %d", s->drawn[i][1 + c]);
            put(&w, "\n");
        }
        cit_move_format(s->game, &s->moves[i], line, sizeof line);
        put(&w, "move %s\n", line);
    }
    put(&w, "end\n");
    if (cap) buf[w.len < cap ? w.len : cap - 1] = '\0';
    return w.len;
}

/* ---- load ----------------------------------------------------------------------------- */

typedef struct {
    cit_setup setup;
    cit_tile_id order[CIT_MAX_STACK];
    int norder;
    int have_magic, have_mode, have_seed, have_tiles;
    int drawn_pending; /* a `drawn` line waits for its move */
    uint8_t have_option[CIT_OPTIONS_MAX]; /* 1 per option id already read */
    cit_game *game;              /* built when the first move (or end) is reached */
    cit_session *out;            /* the new session being filled */
    cit_load_error *err;
    int line;
} loader;

static cit_status load_fail(loader *L, cit_load_reason why, cit_status st, const char *fmt, const char *arg) {
    if (L->err) {
        L->err->line = L->line;
        L->err->status = st;
        L->err->reason = why;
        cit_fmt(L->err->message, sizeof L->err->message, fmt, arg ? arg : "");
    }
    return st;
}

static int is_word(const char *w, size_t n, const char *lit) {
    return strlen(lit) == n && memcmp(w, lit, n) == 0;
}

static int next_token(const char **p, const char *end, const char **w, size_t *n) {
    while (*p < end && (**p == ' ' || **p == '\t' || **p == '\r')) (*p)++;
    if (*p >= end) return 0;
    *w = *p;
    while (*p < end && **p != ' ' && **p != '\t' && **p != '\r') (*p)++;
    *n = (size_t)(*p - *w);
    return 1;
}

static int parse_uint(const char *w, size_t n, uint64_t max, uint64_t *out) {
    if (n == 0 || n > 20) return 0;
    uint64_t v = 0;
    for (size_t i = 0; i < n; i++) {
        if (w[i] < '0' || w[i] > '9') return 0;
        uint64_t d = (uint64_t)(w[i] - '0');
        if (v > (max - d) / 10) return 0;
        v = v * 10 + d;
    }
    *out = v;
    return 1;
}

/* The quoted form of a name (see put_name): 1 and the name, or 0 if the text is not one
   whole quoted string (then it is read the old way, as the rest of the line). */
static int unquote_name(const char *p, const char *end, char *name) {
    size_t n = 0;
    if (p >= end || *p++ != '"') return 0;
    for (; p < end && *p != '"'; p++) {
        if (*p == '\\' && ++p == end) return 0;
        if (n + 1 >= CIT_NAME_LEN) return 0;
        name[n++] = *p;
    }
    if (p >= end) return 0; /* no closing quote */
    for (p++; p < end; p++)
        if (*p != ' ' && *p != '\t' && *p != '\r') return 0;
    name[n] = '\0';
    return 1;
}

/*
 * The name at the end of a player line, quoted or as the rest of the line. Saves from
 * before quoting stored a name of spaces as blanks that no load accepted; such a seat is
 * given its default name ("Player N"), so those games can be played on.
 */
static cit_status load_name(loader *L, const char *p, const char *end, char *name) {
    int had_field = p < end && (*p == ' ' || *p == '\t');
    while (p < end && (*p == ' ' || *p == '\t')) p++;
    if (!unquote_name(p, end, name)) {
        const char *e = end;
        while (e > p && (e[-1] == ' ' || e[-1] == '\t' || e[-1] == '\r')) e--;
        if ((size_t)(e - p) >= CIT_NAME_LEN)
            return load_fail(L, CIT_LOAD_BAD_PLAYERS, CIT_ERR_PARSE, "player name must be 1-31 bytes", NULL);
        if (e == p && !had_field) return load_fail(L, CIT_LOAD_BAD_PLAYERS, CIT_ERR_PARSE, "player needs a name", NULL);
        memcpy(name, p, (size_t)(e - p));
        name[e - p] = '\0';
        if (e == p) cit_fmt(name, CIT_NAME_LEN, "Player %d", L->setup.nplayers + 1);
    }
    const char *why = cit_name_problem(name, strlen(name));
    if (why) return load_fail(L, CIT_LOAD_BAD_PLAYERS, CIT_ERR_BAD_SETUP, "%s", why);
    return CIT_OK;
}

static cit_status load_player(loader *L, const char *p, const char *end) {
    const char *w;
    size_t n;
    uint64_t colour;
    if (L->setup.nplayers >= CIT_MAX_PLAYERS)
        return load_fail(L, CIT_LOAD_BAD_PLAYERS, CIT_ERR_BAD_SETUP, "more than 6 players", NULL);
    cit_player_setup *pl = &L->setup.players[L->setup.nplayers];
    if (!next_token(&p, end, &w, &n)) return load_fail(L, CIT_LOAD_BAD_PLAYERS, CIT_ERR_PARSE, "player needs a kind", NULL);
    int kind = -1;
    for (int k = 0; k < 4; k++)
        if (is_word(w, n, seat_words[k])) kind = k;
    if (kind < 0)
        return load_fail(L, CIT_LOAD_BAD_PLAYERS, CIT_ERR_PARSE,
                         "player kind must be human, ai-easy, ai-medium or ai-hard", NULL);
    if (!next_token(&p, end, &w, &n) || !parse_uint(w, n, CIT_MAX_PLAYERS - 1, &colour))
        return load_fail(L, CIT_LOAD_BAD_PLAYERS, CIT_ERR_PARSE, "player needs a colour 0-5", NULL);
    for (int i = 0; i < L->setup.nplayers; i++)
        if (L->setup.players[i].colour == colour)
            return load_fail(L, CIT_LOAD_BAD_PLAYERS, CIT_ERR_BAD_SETUP, "two players with one colour", NULL);
    cit_status st = load_name(L, p, end, pl->name);
    if (st != CIT_OK) return st;
    pl->kind = (uint8_t)kind;
    pl->colour = (uint8_t)colour;
    L->setup.nplayers++;
    return CIT_OK;
}

/* A tile order the box cannot supply (no start tile first, too many copies) is the tiles
   line's fault: found here by building a throwaway game with a default set-up, rather
   than at the first move, where the game is built. */
static cit_status check_order(loader *L) {
    cit_setup su;
    cit_setup_default(&su, 2, 0);
    su.mode = L->setup.mode;
    su.opt = L->setup.opt; /* the rules decide the box (the Count draws every tile) */
    cit_status st;
    cit_game *g = cit_game_new(&su, L->order, L->norder, &st);
    cit_load_reason why = st == CIT_ERR_BAD_TILE_ORDER ? CIT_LOAD_BAD_TILES : CIT_LOAD_UNKNOWN_RULES;
    if (!g) return load_fail(L, why, st, "%s", st == CIT_ERR_BAD_TILE_ORDER ? "the tile order does not fit the box (the start tile "
                                                         "first unless a start board is laid, no more copies "
                                                         "than it holds)"
                                                         : cit_status_str(st));
    cit_game_free(g);
    return CIT_OK;
}

static cit_status load_tiles(loader *L, const char *p, const char *end) {
    const cit_tileset *ts = &cit_catalog_builtin()->set;
    const char *w;
    size_t n;
    char id[CIT_TILE_ID_LEN];
    while (next_token(&p, end, &w, &n)) {
        if (n >= CIT_TILE_ID_LEN || L->norder >= CIT_MAX_STACK)
            return load_fail(L, CIT_LOAD_BAD_TILES, CIT_ERR_BAD_TILE_ORDER, "too many or too long tile ids", NULL);
        memcpy(id, w, n);
        id[n] = '\0';
        int t = cit_tileset_find(ts, id);
        if (t < 0) return load_fail(L, CIT_LOAD_BAD_TILES, CIT_ERR_BAD_TILE_ORDER, "unknown tile id '%s'", id);
        L->order[L->norder++] = (cit_tile_id)t;
    }
    L->have_tiles = 1;
    return check_order(L);
}

static cit_status start_game(loader *L) {
    const char *missing = !L->have_mode ? "mode" : !L->have_seed ? "seed" : !L->have_tiles ? "tiles" : NULL;
    if (missing) return load_fail(L, CIT_LOAD_BAD_HEADER, CIT_ERR_PARSE, "the header has no '%s' line before the moves", missing);
    if (L->setup.nplayers < CIT_MIN_PLAYERS)
        return load_fail(L, CIT_LOAD_BAD_PLAYERS, CIT_ERR_BAD_SETUP, "the header names fewer than 2 players", NULL);
    cit_status st;
    L->game = cit_game_new(&L->setup, L->order, L->norder, &st);
    if (!L->game)
        return load_fail(L, st == CIT_ERR_BAD_TILE_ORDER ? CIT_LOAD_BAD_TILES : CIT_LOAD_UNKNOWN_RULES, st, "%s",
                         cit_status_str(st));
    L->out->game = L->game;
    L->out->setup = L->setup;
    memcpy(L->out->order, L->order, sizeof L->order);
    L->out->norder = L->norder;
    return CIT_OK;
}

static cit_status load_move(loader *L, const char *p, const char *end) {
    if (!L->game) {
        cit_status st = start_game(L);
        if (st != CIT_OK) return st;
    }
    L->drawn_pending = 0;
    cit_move m;
    if (cit_move_parse(L->game, p, (size_t)(end - p), &m) != CIT_OK)
        return load_fail(L, CIT_LOAD_BAD_MOVE, CIT_ERR_PARSE, "cannot read the move", NULL);
    cit_status st = cit_session_apply(L->out, &m, NULL);
    if (st != CIT_OK) return load_fail(L, CIT_LOAD_ILLEGAL_MOVE, st, "illegal move: %s", cit_status_str(st));
    return CIT_OK;
}

/* The chances the next move drew at its host (a seat's copy: docs/save-format.md). */
static cit_status load_drawn(loader *L, const char *p, const char *end) {
    uint8_t v[CIT_CHANCE_MAX];
    int n = 0;
    const char *w;
    size_t wn;
    uint64_t num;
    while (next_token(&p, end, &w, &wn)) {
        if (n == CIT_CHANCE_MAX || !parse_uint(w, wn, 255, &num))
            return load_fail(L, CIT_LOAD_BAD_MOVE, CIT_ERR_PARSE, "a 'drawn' line needs 1 to 8 numbers up to 255", NULL);
        v[n++] = (uint8_t)num;
    }
    if (!n || L->drawn_pending)
        return load_fail(L, CIT_LOAD_BAD_MOVE, CIT_ERR_PARSE, "a 'drawn' line needs 1 to 8 numbers up to 255", NULL);
    L->drawn_pending = 1;
    return cit_session_give_draws(L->out, v, n);
}

/* A header statement given twice would silently override the first. */
static int duplicate_header(const loader *L, const char *w, size_t n) {
    return (is_word(w, n, "mode") && L->have_mode) || (is_word(w, n, "seed") && L->have_seed) ||
           (is_word(w, n, "tiles") && L->have_tiles);
}

/* The statement word for the message (one of those duplicate_header knows). */
static const char *w_text(const char *w, size_t n) {
    static const char *const words[] = {"mode", "seed", "tiles"};
    for (size_t i = 0; i < sizeof words / sizeof words[0]; i++)
        if (is_word(w, n, words[i])) return words[i];
    return "header";
}

static cit_status load_header_line(loader *L, const char *w, size_t n, const char *p, const char *end) {
    const char *v;
    size_t vn;
    uint64_t num;
    if (L->game) return load_fail(L, CIT_LOAD_BAD_HEADER, CIT_ERR_PARSE, "header line after the first move", NULL);
    if (duplicate_header(L, w, n)) return load_fail(L, CIT_LOAD_BAD_HEADER, CIT_ERR_PARSE, "a second '%s' line", w_text(w, n));
    if (is_word(w, n, "mode")) {
        int mode = next_token(&p, end, &v, &vn) ? cit_mode_find(v, vn) : -1;
        if (mode < 0) return load_fail(L, CIT_LOAD_UNKNOWN_RULES, CIT_ERR_PARSE, "unknown mode (classic or city)", NULL);
        if (!cit_mode_playable(mode))
            return load_fail(L, CIT_LOAD_UNKNOWN_RULES, CIT_ERR_BAD_SETUP, "this mode cannot be played yet", NULL);
        L->setup.mode = (uint8_t)mode;
        L->have_mode = 1;
    } else if (is_word(w, n, "option")) {
        int id = next_token(&p, end, &v, &vn) ? cit_option_find(v, vn) : -1;
        if (id < 0) return load_fail(L, CIT_LOAD_UNKNOWN_RULES, CIT_ERR_PARSE, "unknown option", NULL);
        if (L->have_option[id])
            return load_fail(L, CIT_LOAD_BAD_HEADER, CIT_ERR_PARSE, "a second line for option '%s'", cit_option_def_at(id)->name);
        if (!next_token(&p, end, &v, &vn) || !parse_uint(v, vn, 255, &num) || !cit_option_set(&L->setup.opt, id, (int)num))
            return load_fail(L, CIT_LOAD_UNKNOWN_RULES, CIT_ERR_PARSE, "option value out of range for '%s'",
                             cit_option_def_at(id)->name);
        L->have_option[id] = 1;
    } else if (is_word(w, n, "seed")) {
        if (!next_token(&p, end, &v, &vn) || !parse_uint(v, vn, UINT64_MAX, &num))
            return load_fail(L, CIT_LOAD_BAD_HEADER, CIT_ERR_PARSE, "seed must be a whole number", NULL);
        L->setup.seed = num;
        L->have_seed = 1;
    } else if (is_word(w, n, "player")) {
        return load_player(L, p, end);
    } else if (is_word(w, n, "tiles")) {
        return load_tiles(L, p, end);
    } else {
        return load_fail(L, CIT_LOAD_BAD_HEADER, CIT_ERR_PARSE, "unknown line", NULL);
    }
    if (next_token(&p, end, &v, &vn))
        return load_fail(L, CIT_LOAD_BAD_HEADER, CIT_ERR_PARSE, "unexpected text at end of line", NULL);
    return CIT_OK;
}

/* Handles one line; sets *done at "end". */
static cit_status load_line(loader *L, const char *p, const char *end, int *done) {
    const char *w;
    size_t n;
    if (!next_token(&p, end, &w, &n) || w[0] == '#') return CIT_OK;
    if (!L->have_magic) {
        const char *v;
        size_t vn;
        uint64_t ver;
        if (!is_word(w, n, SAVE_MAGIC)) return load_fail(L, CIT_LOAD_NOT_A_SAVE, CIT_ERR_PARSE, "not a Citadela save file", NULL);
        if (!next_token(&p, end, &v, &vn) || !parse_uint(v, vn, 1000, &ver) || ver < 1 || ver > SAVE_VERSION)
            return load_fail(L, CIT_LOAD_OTHER_FORMAT, CIT_ERR_PARSE, "unsupported save format version", NULL);
        L->have_magic = 1;
        /* a save of format 2 or 3 replays its moves in that format's order (cit_setup
           .moves_format); format 1 had only the base game, whose order never changed */
        if (ver == 2 || ver == 3) L->setup.moves_format = (uint8_t)ver;
        return CIT_OK;
    }
    if (is_word(w, n, "drawn")) return load_drawn(L, p, end);
    if (L->drawn_pending && !is_word(w, n, "move"))
        return load_fail(L, CIT_LOAD_BAD_MOVE, CIT_ERR_PARSE, "a 'drawn' line not before a move", NULL);
    if (is_word(w, n, "move")) return load_move(L, p, end);
    if (is_word(w, n, "end")) {
        *done = 1;
        return L->game ? CIT_OK : start_game(L);
    }
    return load_header_line(L, w, n, p, end);
}

/* Lines end with LF, CR LF or a lone CR (old Mac editors): the first CR or LF. */
static const char *line_end(const char *p, const char *end) {
    while (p < end && *p != '\n' && *p != '\r') p++;
    return p;
}

/* Only blank lines and comments may follow "end": anything else is a file glued to
   another or edited after saving, and loading it would silently drop moves. */
static cit_status after_end(loader *L, const char *p, const char *end) {
    const char *w;
    size_t n;
    if (!next_token(&p, end, &w, &n) || w[0] == '#') return CIT_OK;
    return load_fail(L, CIT_LOAD_AFTER_END, CIT_ERR_PARSE, "text after the 'end' line", NULL);
}

cit_status cit_session_load(cit_session *s, const char *text, size_t len, cit_load_error *err) {
    loader L;
    memset(&L, 0, sizeof L);
    cit_options_default(&L.setup.opt); /* options a save does not name keep their defaults */
    L.err = err;
    if (err) memset(err, 0, sizeof *err);
    if (!s || (!text && len)) return load_fail(&L, CIT_LOAD_NONE, CIT_ERR_BAD_ARGUMENT, "no session or no text", NULL);
    if (!text) text = ""; /* even NULL + 0 is undefined */
    L.out = calloc(1, sizeof *L.out);
    if (!L.out) return CIT_ERR_NO_MEMORY;
    cit_status st = CIT_OK;
    int done = 0;
    const char *p = text, *end = text + len;
    if (len >= 3 && memcmp(text, "\xEF\xBB\xBF", 3) == 0) p += 3; /* a BOM some editors add */
    while (p < end && st == CIT_OK) {
        const char *eol = line_end(p, end);
        L.line++;
        if (memchr(p, '\0', (size_t)(eol - p)))
            st = load_fail(&L, CIT_LOAD_NOT_A_SAVE, CIT_ERR_PARSE, "binary data in a text save", NULL);
        else if (done) st = after_end(&L, p, eol);
        else st = load_line(&L, p, eol, &done);
        p = eol;
        if (p < end && *p == '\r' && ++p < end && *p == '\n') p++; /* CR or CR LF */
        else if (p < end && *p == '\n') p++;
    }
    if (st == CIT_OK && !done) {
        L.line++;
        st = load_fail(&L, CIT_LOAD_TRUNCATED, CIT_ERR_PARSE, "the file ends before its 'end' line (truncated?)", NULL);
    }
    if (st != CIT_OK) {
        cit_session_free(L.out); /* frees L.game too: start_game hands it to L.out */
        return st;
    }
    /* Success: swap the new contents in, free the old. */
    cit_session old = *s;
    *s = *L.out;
    free(L.out);
    free(old.moves);
    free(old.scores);
    free(old.drawn);
    cit_game_free(old.game);
    return CIT_OK;
}
