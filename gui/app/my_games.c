/* "My games": the sign-ins that fetch the list, its order, and what this device remembers
   of each game (my_games.h). */
#include <SDL.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/my_games.h"
#include "app/player_keys.h"
#include "app/saves.h"

#define MEMORY_LINES 2000 /* my-games.txt: games remembered, all servers together */
/* A sign-in that broke for a reason that passes (a dropped or slow connection, a busy or
   restarting server) is tried again this many times, after RETRY_MS, then twice that: a
   hiccup is not shown as a server that is down. */
#define SIGN_IN_TRIES 3
#define RETRY_MS 500

typedef struct {
    char addr[128];
    int port;
    net_client *c;
    gui_mg_state state;
    char reason[NET_WORD_MAX];
    int tries;          /* sign-ins made */
    uint32_t retry_at;  /* while LOADING without a client: when to sign in again */
    /* The player's absence here (docs/protocol.md "Absence"): asked once the list came, on the
       same sign-in; a change goes on a sign-in of its own (act). */
    net_client *act;
    int away_known; /* 1: until and left are the server's; -1: it keeps none (older); 0: asking */
    long long away_until;
    int away_left;
    char away_refused[NET_WORD_MAX]; /* the last change refused: its reason word ("" none) */
} server;

struct gui_mygames {
    struct gui_app *app;
    server srv[GUI_MYGAMES_SERVERS];
    int nsrv;
    gui_mygame *games;
    int n, cap;
};

/* ---- my-games.txt: "seen ADDR PORT CODE MOVES" and "removed ADDR PORT CODE" lines ---------- */

static void memory_path(char *buf, size_t cap) { snprintf(buf, cap, "%smy-games.txt", gui_saves_dir()); }

/* The line about this game of that kind ("seen" or "removed"): 1 and its number, or 0. */
static int recall(const char *kind, const char *addr, int port, const char *code, int *num)
{
    char path[1200];
    memory_path(path, sizeof path);
    size_t len = 0;
    char *text = gui_read_file(path, &len), *line = text;
    int found = 0;
    while (line && *line && !found) {
        char *nl = strchr(line, '\n');
        if (nl)
            *nl = 0;
        char k[16], a[128], c[NET_WORD_MAX];
        int p = 0, v = 0;
        int got = sscanf(line, "%15s %127s %d %39s %d", k, a, &p, c, &v);
        if (got >= 4 && !strcmp(k, kind) && p == port && !strcmp(a, addr) && !strcmp(c, code))
            found = 1, *num = got == 5 ? v : 0;
        line = nl ? nl + 1 : NULL;
    }
    free(text);
    return found;
}

/* Replaces this game's line of that kind with `line` ("" drops it); the newest lines kept. */
static int remember(const char *kind, const char *addr, int port, const char *code, const char *line)
{
    char path[1200], err[128];
    memory_path(path, sizeof path);
    size_t len = 0;
    char *old = gui_read_file(path, &len), *at = old;
    char *text = malloc((size_t)MEMORY_LINES * 200 + 256);
    if (!text) {
        free(old);
        return -1;
    }
    size_t n = 0;
    int lines = 0;
    if (line[0])
        n += (size_t)snprintf(text, 256, "%s\n", line), lines++;
    while (at && *at && lines < MEMORY_LINES) {
        char *nl = strchr(at, '\n');
        if (nl)
            *nl = 0;
        char k[16], a[128], c[NET_WORD_MAX];
        int p = 0;
        int same = sscanf(at, "%15s %127s %d %39s", k, a, &p, c) == 4 && !strcmp(k, kind) && p == port &&
                   !strcmp(a, addr) && !strcmp(c, code);
        if (!same && strlen(at) < 190 && at[0])
            n += (size_t)sprintf(text + n, "%s\n", at), lines++;
        at = nl ? nl + 1 : NULL;
    }
    int rc = gui_write_atomic(path, text, n, err, sizeof err);
    if (rc != 0)
        SDL_Log("citadela: net: my games could not be kept: %s", err);
    free(text);
    free(old);
    return rc == 0 ? 0 : -1;
}

int gui_mygames_seen(const char *addr, int port, const char *code)
{
    int n = -1;
    return recall("seen", addr, port, code, &n) ? n : -1;
}

void gui_mygames_set_seen(const char *addr, int port, const char *code, int moves)
{
    char line[256];
    snprintf(line, sizeof line, "seen %s %d %s %d", addr, port, code, moves);
    remember("seen", addr, port, code, line);
}

/* ---- the list ------------------------------------------------------------------------------ */

/* Your turn, then another's, then lobbies, then finished games. */
static int group(const gui_mygame *g)
{
    if (g->info.state == NET_GAME_OVER)
        return 3;
    if (g->info.state == NET_GAME_LOBBY)
        return 2;
    return g->yours ? 0 : 1;
}

int gui_mygames_before(const gui_mygame *x, const gui_mygame *y)
{
    if (group(x) != group(y))
        return group(x) < group(y);
    if ((x->left >= 0) != (y->left >= 0)) /* a clock that runs before a live table's none */
        return x->left >= 0;
    if (x->left != y->left)
        return x->left < y->left;
    if (x->ago != y->ago) /* the latest move first */
        return x->ago >= 0 && (y->ago < 0 || x->ago < y->ago);
    return strcmp(x->code, y->code) < 0;
}

/* A listed game into the list, in its place. */
static void add_game(gui_mygames *m, const char *addr, int port, const net_listed_game *lg, long long now)
{
    int removed = 0;
    if (lg->info.state == NET_GAME_OVER && recall("removed", addr, port, lg->code, &removed))
        return;
    if (m->n == m->cap) {
        int cap = m->cap ? m->cap * 2 : 32;
        gui_mygame *p = realloc(m->games, sizeof *p * (size_t)cap);
        if (!p)
            return;
        m->games = p;
        m->cap = cap;
    }
    gui_mygame g = {0};
    SDL_strlcpy(g.addr, addr, sizeof g.addr);
    g.port = port;
    SDL_strlcpy(g.code, lg->code, sizeof g.code);
    g.seat = lg->seat;
    g.info = lg->info;
    g.yours = lg->info.state == NET_GAME_PLAY && lg->info.turn == lg->seat;
    g.left = lg->info.deadline ? SDL_max(0, lg->info.deadline - now) : -1;
    g.ago = lg->info.last ? SDL_max(0, now - lg->info.last) : -1;
    int seen = gui_mygames_seen(addr, port, lg->code);
    g.unseen = lg->info.moves - (seen < 0 ? 0 : SDL_min(seen, lg->info.moves));
    int at = m->n;
    while (at > 0 && gui_mygames_before(&g, &m->games[at - 1]))
        at--;
    memmove(&m->games[at + 1], &m->games[at], sizeof g * (size_t)(m->n - at));
    m->games[at] = g;
    m->n++;
}

int gui_mygames_reason_passes(const char *reason)
{
    /* unreachable: a server that answered a TLS try in plain text went before the plain
       connection; tls-broken: one that closed during a TLS handshake */
    static const char *const passing[] = {"lost",     "timeout",     "connections", "shutdown",
                                          "busy",     "unreachable", "tls-broken"};
    for (size_t i = 0; i < sizeof passing / sizeof *passing; i++)
        if (!strcmp(reason, passing[i]))
            return 1;
    return 0;
}

/* Server s's sign-in ended without its list: signed in again later while the reason passes
   and tries are left (LOADING, no client), else FAILED with that reason. */
static void sign_in_failed(server *s, const char *reason)
{
    SDL_strlcpy(s->reason, reason, sizeof s->reason); /* first: reason may be the client's */
    net_client_free(s->c);
    s->c = NULL;
    if (s->tries < SIGN_IN_TRIES && gui_mygames_reason_passes(s->reason)) {
        s->state = GUI_MG_LOADING;
        s->retry_at = (SDL_GetTicks() + ((uint32_t)RETRY_MS << (s->tries - 1))) | 1;
    } else {
        s->state = GUI_MG_FAILED;
    }
}

/* Signs in at server s and asks for its games: LOADING then (or after a failure that passes). */
static void sign_in(gui_mygames *m, server *s)
{
    char key[NET_TOKEN_LEN + 1] = "";
    net_client_tls tls = gui_net_tls_for(m->app, s->addr, s->port);
    const char *why = NULL;
    s->tries++;
    s->c = gui_keys_get(s->addr, s->port, key) ? net_client_sign_in(s->addr, s->port, key, NULL, &tls, &why) : NULL;
    if (s->c) {
        net_client_ask_games(s->c);
        s->state = GUI_MG_LOADING;
    } else {
        sign_in_failed(s, "lost");
    }
}

gui_mygames *gui_mygames_new(struct gui_app *a)
{
    gui_mygames *m = calloc(1, sizeof *m);
    if (!m)
        return NULL;
    char addr[GUI_MYGAMES_SERVERS][128];
    int port[GUI_MYGAMES_SERVERS];
    m->app = a;
    m->nsrv = gui_keys_servers(addr, port, GUI_MYGAMES_SERVERS);
    for (int i = 0; i < m->nsrv; i++) {
        server *s = &m->srv[i];
        SDL_strlcpy(s->addr, addr[i], sizeof s->addr);
        s->port = port[i];
        sign_in(m, s);
    }
    return m;
}

void gui_mygames_free(gui_mygames *m)
{
    if (!m)
        return;
    for (int i = 0; i < m->nsrv; i++) {
        if (m->srv[i].c && m->srv[i].state == GUI_MG_LOADING)
            net_client_leave(m->srv[i].c);
        net_client_free(m->srv[i].c);
        if (m->srv[i].act)
            net_client_leave(m->srv[i].act);
        net_client_free(m->srv[i].act);
    }
    free(m->games);
    free(m);
}

/* One server's sign-in moved on: 1 when it ended (listed or failed). */
static int poll_server(gui_mygames *m, server *s)
{
    if (s->state != GUI_MG_LOADING)
        return 0;
    if (!s->c) { /* waiting to try again */
        if ((int32_t)(SDL_GetTicks() - s->retry_at) < 0)
            return 0;
        sign_in(m, s);
        return s->state == GUI_MG_FAILED;
    }
    net_client_poll(s->c, 0);
    int listed = net_client_games_state(s->c);
    if (net_client_signed_in(s->c) && listed != 0) {
        gui_keys_keep_seats(s->addr, s->port, s->c); /* a click rejoins by these tokens */
        for (int i = 0; listed > 0 && i < net_client_game_count(s->c); i++)
            add_game(m, s->addr, s->port, net_client_listed(s->c, i), net_client_games_now(s->c));
        s->state = listed > 0 ? GUI_MG_LISTED : GUI_MG_FAILED;
        if (listed < 0)
            SDL_strlcpy(s->reason, "no-games", sizeof s->reason); /* a server older than the list */
        if (listed > 0 && !s->act) { /* then the player's absence, on the same sign-in */
            s->act = s->c, s->c = NULL;
            net_client_away(s->act, -1);
        } else {
            net_client_leave(s->c);
        }
        return 1;
    }
    if (net_client_state(s->c) == NET_CLIENT_CLOSED) {
        sign_in_failed(s, net_client_reason(s->c));
        return s->state == GUI_MG_FAILED;
    }
    return 0;
}

/* The absence's question or change answered (or its sign-in closed): 1 then. */
static int poll_away(server *s)
{
    if (!s->act)
        return 0;
    net_client_poll(s->act, 0);
    long long until = 0;
    int left = 0, got = net_client_away_state(s->act, &until, &left);
    const char *refused = net_client_away_refused(s->act);
    if (got > 0) {
        s->away_known = 1, s->away_until = until, s->away_left = left;
        s->away_refused[0] = 0;
    } else if (got < 0 && (!strcmp(refused, "parse") || !strcmp(refused, "no-keys"))) {
        s->away_known = -1; /* a server older than absences, or keeping no players */
    } else if (got < 0) {
        SDL_strlcpy(s->away_refused, refused, sizeof s->away_refused);
    } else if (net_client_state(s->act) == NET_CLIENT_CLOSED) {
        SDL_strlcpy(s->away_refused, net_client_reason(s->act), sizeof s->away_refused);
    } else {
        return 0;
    }
    if (net_client_state(s->act) != NET_CLIENT_CLOSED)
        net_client_leave(s->act);
    net_client_free(s->act);
    s->act = NULL;
    return 1;
}

int gui_mygames_poll(gui_mygames *m)
{
    int changed = 0;
    for (int i = 0; m && i < m->nsrv; i++)
        changed |= poll_server(m, &m->srv[i]) | poll_away(&m->srv[i]);
    return changed;
}

int gui_mygames_away(const gui_mygames *m, int i, long long *until, int *left, const char **refused)
{
    const server *s = &m->srv[i];
    *until = s->away_until;
    *left = s->away_left;
    *refused = s->away_refused;
    return s->act ? 0 : s->away_known;
}

int gui_mygames_set_away(gui_mygames *m, int i, int days)
{
    server *s = &m->srv[i];
    char key[NET_TOKEN_LEN + 1] = "";
    if (s->act || !gui_keys_get(s->addr, s->port, key))
        return -1;
    net_client_tls tls = gui_net_tls_for(m->app, s->addr, s->port);
    const char *why = NULL;
    if (!(s->act = net_client_sign_in(s->addr, s->port, key, NULL, &tls, &why)))
        return -1;
    net_client_away(s->act, days);
    return 0;
}

void gui_mygames_take(gui_mygames *m, const char *addr, int port, const net_listed_game *games, int n, long long now)
{
    for (int i = 0; m && i < n; i++)
        add_game(m, addr, port, &games[i], now);
}

int gui_mygames_loading(const gui_mygames *m)
{
    for (int i = 0; m && i < m->nsrv; i++)
        if (m->srv[i].state == GUI_MG_LOADING || m->srv[i].act)
            return 1;
    return 0;
}

int gui_mygames_server_count(const gui_mygames *m) { return m ? m->nsrv : 0; }
int gui_mygames_tries(const gui_mygames *m, int i) { return m->srv[i].tries; }

gui_mg_state gui_mygames_server(const gui_mygames *m, int i, const char **addr, int *port, const char **reason)
{
    const server *s = &m->srv[i];
    *addr = s->addr;
    *port = s->port;
    *reason = s->reason;
    return s->state;
}

int gui_mygames_count(const gui_mygames *m) { return m ? m->n : 0; }

const gui_mygame *gui_mygames_at(const gui_mygames *m, int i) { return m && i >= 0 && i < m->n ? &m->games[i] : NULL; }

int gui_mygames_waiting(const gui_mygames *m)
{
    int n = 0;
    for (int i = 0; m && i < m->n; i++)
        n += m->games[i].yours;
    return n;
}

int gui_mygames_remove(gui_mygames *m, int i)
{
    const gui_mygame *g = gui_mygames_at(m, i);
    if (!g || g->info.state != NET_GAME_OVER)
        return -1;
    char line[256];
    snprintf(line, sizeof line, "removed %s %d %s", g->addr, g->port, g->code);
    if (remember("removed", g->addr, g->port, g->code, line) != 0)
        return -1;
    memmove(&m->games[i], &m->games[i + 1], sizeof m->games[0] * (size_t)(m->n - i - 1));
    m->n--;
    return 0;
}
