/* A game as "My games" lists it (games.h): made from a table, written as one line's text,
   read back with every field checked. Names go length-first ("5:Alice"), since a name may
   hold spaces and any other printable character. */
#include <stdio.h>
#include <string.h>

#include "games.h"

static const char *const STATE_WORDS[] = {"lobby", "play", "over"};

/* The mode's word and each expansion that is on ("classic+inns_cathedrals+traders"). */
static void rules_of(const cit_setup *su, char *out, size_t cap) {
    const cit_mode_def *md = cit_mode_def_at(su->mode);
    net_copy(out, cap, md ? md->name : "classic");
    for (int id = 0; id < cit_option_count(); id++) {
        const cit_option_def *d = cit_option_def_at(id);
        if (!d || !d->is_module || d->mode != su->mode || cit_option_get(&su->opt, id) <= 0) continue;
        if (strlen(out) + strlen(d->name) + 2 > cap) break; /* never a word cut in half */
        net_append(out, cap, "+");
        net_append(out, cap, d->name);
    }
}

void net_game_of_table(const net_table *t, net_game_info *g) {
    memset(g, 0, sizeof *g);
    const cit_setup *su = net_table_setup(t);
    const cit_game *game = net_table_game(t);
    g->nplayers = su->nplayers;
    g->turn = -1;
    g->days = net_table_pace(t);
    g->deadline = net_table_deadline(t);
    g->last = net_table_moved(t);
    rules_of(su, g->rules, sizeof g->rules);
    for (int i = 0; i < su->nplayers; i++)
        net_copy(g->names[i], CIT_NAME_LEN, net_table_seat_state(t, i) == NET_SEAT_OPEN ? "" : su->players[i].name);
    if (!net_table_started(t) || !game) return;
    g->moves = cit_session_length(net_table_session(t));
    if (cit_game_over(game)) {
        g->state = NET_GAME_OVER;
        for (int i = 0; i < su->nplayers; i++) g->score[i] = cit_game_score(game, i);
    } else {
        g->state = NET_GAME_PLAY;
        g->turn = cit_game_pending(game).player;
    }
}

size_t net_game_format(const net_game_info *g, char *buf, size_t cap) {
    char line[NET_LINE_MAX], part[64];
    char turn[16] = "-";
    if (g->turn >= 0) snprintf(turn, sizeof turn, "%d", g->turn);
    snprintf(line, sizeof line, "%s %s %d %lld %lld %d ", STATE_WORDS[g->state], turn, g->moves, g->last, g->deadline,
             g->days);
    if (g->state != NET_GAME_OVER) net_append(line, sizeof line, "-");
    for (int i = 0; g->state == NET_GAME_OVER && i < g->nplayers; i++) {
        snprintf(part, sizeof part, "%s%d", i ? "," : "", g->score[i]);
        net_append(line, sizeof line, part);
    }
    char *at = line + strlen(line);
    snprintf(at, sizeof line - (size_t)(at - line), " %s %d", g->rules[0] ? g->rules : "classic", g->nplayers);
    for (int i = 0; i < g->nplayers; i++) {
        snprintf(part, sizeof part, " %d:", (int)strlen(g->names[i]));
        net_append(line, sizeof line, part);
        net_append(line, sizeof line, g->names[i]);
    }
    return (size_t)snprintf(buf, cap, "%s", line);
}

/* ---- reading --------------------------------------------------------------------------- */

typedef struct {
    const char *p, *end;
} reader;

/* The next word up to a space or the end (the space is taken). */
static int next(reader *r, const char **w, size_t *n) {
    const char *s = r->p;
    while (r->p < r->end && *r->p != ' ') r->p++;
    *w = s;
    *n = (size_t)(r->p - s);
    if (r->p < r->end) r->p++;
    return *n > 0;
}

static int number(reader *r, long long lo, long long hi, long long *out) {
    const char *w;
    size_t n;
    if (!next(r, &w, &n) || n > 19) return 0;
    int neg = w[0] == '-' && n > 1;
    long long v = 0;
    for (size_t i = (size_t)neg; i < n; i++) {
        if (w[i] < '0' || w[i] > '9' || v > 99999999999999LL) return 0;
        v = v * 10 + (w[i] - '0');
    }
    if (neg) v = -v;
    if (v < lo || v > hi) return 0;
    *out = v;
    return 1;
}

static int scores(const char *w, size_t n, net_game_info *g, int *count) {
    *count = 0;
    for (size_t i = 0; i < n && *count < CIT_MAX_PLAYERS;) {
        int neg = w[i] == '-', v = 0, digits = 0;
        i += (size_t)neg;
        while (i < n && w[i] >= '0' && w[i] <= '9' && digits < 6) v = v * 10 + (w[i++] - '0'), digits++;
        if (!digits) return 0;
        g->score[(*count)++] = neg ? -v : v;
        if (i < n && w[i++] != ',') return 0;
        if (i == n && w[n - 1] == ',') return 0;
    }
    return 1;
}

static int rules_ok(const char *w, size_t n) {
    if (!n || n >= NET_RULES_MAX) return 0;
    for (size_t i = 0; i < n; i++)
        if (!((w[i] >= 'a' && w[i] <= 'z') || (w[i] >= '0' && w[i] <= '9') || w[i] == '_' || w[i] == '+')) return 0;
    return 1;
}

static int name(reader *r, char *out) {
    long long len = 0;
    const char *s = r->p;
    while (r->p < r->end && *r->p >= '0' && *r->p <= '9' && r->p - s < 3) len = len * 10 + (*r->p++ - '0');
    if (r->p == s || r->p >= r->end || *r->p++ != ':' || len >= CIT_NAME_LEN || r->end - r->p < len) return 0;
    if (len && cit_name_problem(r->p, (size_t)len)) return 0;
    memcpy(out, r->p, (size_t)len);
    out[len] = 0;
    r->p += len;
    if (r->p < r->end && *r->p++ != ' ') return 0;
    return 1;
}

int net_game_parse(const char *text, size_t len, net_game_info *g) {
    reader r = {text, text + len};
    const char *w, *res;
    size_t n, nres;
    long long v[6];
    memset(g, 0, sizeof *g);
    if (!next(&r, &w, &n)) return 0;
    g->state = -1;
    for (int i = 0; i < 3; i++)
        if (strlen(STATE_WORDS[i]) == n && !memcmp(STATE_WORDS[i], w, n)) g->state = i;
    if (g->state < 0) return 0;
    reader turn = r;
    if (next(&turn, &w, &n) && n == 1 && w[0] == '-') g->turn = -1, r = turn;
    else if (number(&r, 0, CIT_MAX_PLAYERS - 1, &v[0])) g->turn = (int)v[0];
    else return 0;
    if (!number(&r, 0, 100000, &v[1]) || !number(&r, 0, 1LL << 40, &v[2]) || !number(&r, 0, 1LL << 40, &v[3]) ||
        !number(&r, 0, 14, &v[4]))
        return 0;
    g->moves = (int)v[1], g->last = v[2], g->deadline = v[3], g->days = (int)v[4];
    if (!next(&r, &res, &nres)) return 0;
    if (!next(&r, &w, &n) || !rules_ok(w, n)) return 0;
    memcpy(g->rules, w, n);
    g->rules[n] = 0;
    if (!number(&r, 2, CIT_MAX_PLAYERS, &v[5])) return 0;
    g->nplayers = (int)v[5];
    int nscores = 0;
    if (g->state == NET_GAME_OVER ? !scores(res, nres, g, &nscores) || nscores != g->nplayers
                                  : nres != 1 || res[0] != '-')
        return 0;
    if (g->turn >= g->nplayers || (g->turn >= 0) != (g->state == NET_GAME_PLAY)) return 0;
    for (int i = 0; i < g->nplayers; i++)
        if (!name(&r, g->names[i])) return 0;
    return r.p == r.end;
}
