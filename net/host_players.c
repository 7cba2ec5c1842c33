/* Player keys and device codes at a server (host_internal.h; docs/protocol.md "Players"):
   a seat at a correspondence table bound to its player (`player`), a connection signed in
   by key that learns every seat of its player (`mine`), and the one-time codes that give
   another device a key of its own (`device`). The store keeps players and their keys'
   hashes; the codes live here, in memory, for minutes. */
#include <stdio.h>
#include <string.h>

#include <stdlib.h>

#include "games.h"
#include "host_internal.h"
#include "store.h"

#define MINE_MAX 1000 /* seats listed to one sign-in (60 KB of lines at most): the most a
                         player may hold (net_hub_config.games_per_player) */
#define GAMES_MAX 500            /* games listed to one `games`: a line each (the "500 games") */
#define GAMES_BYTES (160 * 1024) /* and at most this much, well inside a peer's NET_OUT_MAX */

/* A new key (or NULL: no random source; nothing is made from the clock). */
static int make_key(char key[NET_TOKEN_LEN + 1]) {
    uint8_t r[NET_TOKEN_LEN / 2];
    if (!net_random(r, sizeof r)) return 0;
    for (size_t i = 0; i < sizeof r; i++) snprintf(key + 2 * i, 3, "%02x", r[i]);
    return 1;
}

static void tell_key(client *c, const char *key) {
    net_msg m = net_msg_make(NET_M_PLAYER, 0, 0, key, NULL);
    net_conn_send(c->c, &m);
}

/* The store failed: said to the client (its seat goes on), and to the log at most once a
   minute like a move's. */
static void storage_failed(client *c) {
    net_hub *h = c->hub;
    if (h->cfg.log && net_bucket_take(&h->store_said, net_now_ms(), 1, 60000))
        hub_log(h, "cannot store a player: ", net_store_why(h->cfg.store), NULL);
    if (c->ts) hub_error(c, "storage", "the server could not store your player: try again later");
    else hub_refuse(c, "storage", "the server could not store your player: try again later");
}

static int mine_line(void *ctx, const char *code, int seat, const char *token) {
    client *c = ctx;
    net_msg m = net_msg_make(NET_M_MINE, (uint32_t)seat, 0, code, token);
    net_conn_send(c->c, &m);
    return 1;
}

/* Signed in as `player`: every seat of it, then the key this device keeps (the one it
   sent, or a new one for a device code). */
static void signed_in(client *c, int64_t player, const char *key) {
    c->player = player;
    snprintf(c->key, sizeof c->key, "%.*s", NET_TOKEN_LEN, key); /* a token-sized key, checked by the parser */
    if (!net_store_player_seats(c->hub->cfg.store, player, MINE_MAX, mine_line, c)) { storage_failed(c); return; }
    tell_key(c, key);
    hub_warn(c->hub, c, "a player signed in", NULL);
}

/* `player KEY` before any seat: the key's player's seats, or a wrong key counted with the
   tokens' budget (128 bits, like a token) and answered late. */
static void sign_in(client *c, const char *key) {
    int64_t player = 0;
    if (!hub_may_try(c, 1)) return;
    int found = net_store_player_find(c->hub->cfg.store, key, &player);
    if (found < 0) { storage_failed(c); return; }
    if (!found) { hub_failed_join(c, "key", NULL); return; }
    signed_in(c, player, key);
}

/* `device CODE` before any seat: a code given to one of the player's devices, used once;
   this device gets a key of its own. A wrong, used or expired code is counted with the
   join codes' budget (the codes are alike) and answered late. */
static void use_device(client *c, const char *code) {
    net_hub *h = c->hub;
    if (!hub_may_try(c, 0)) return;
    long long now = hub_seconds_now(h);
    int at = -1;
    for (int i = 0; i < h->ndevices && at < 0; i++)
        if (!strcmp(h->devices[i].code, code) && h->devices[i].until > now) at = i;
    if (at < 0) { hub_failed_join(c, "device", code); return; }
    int64_t player = h->devices[at].player;
    h->devices[at] = h->devices[--h->ndevices]; /* once only, whatever follows */
    char key[NET_TOKEN_LEN + 1];
    if (!make_key(key)) { hub_refuse(c, "full", "no random source on the host"); return; }
    if (!net_store_player_add_key(h->cfg.store, player, key)) { storage_failed(c); return; }
    signed_in(c, player, key);
}

/* `device` from a connection that speaks for a player: a new one-time code (the player's
   older one void), good NET_DEVICE_CODE_S seconds. Expired codes go first; a host full of
   codes drops the one nearest its end. */
static void give_device_code(client *c) {
    net_hub *h = c->hub;
    if (!c->player) { hub_error(c, "state", "send your player key first"); return; }
    long long now = hub_seconds_now(h);
    for (int i = 0; i < h->ndevices;)
        if (h->devices[i].until <= now || h->devices[i].player == c->player) h->devices[i] = h->devices[--h->ndevices];
        else i++;
    if (h->ndevices == HUB_DEVICE_CODES) {
        int soonest = 0;
        for (int i = 1; i < h->ndevices; i++)
            if (h->devices[i].until < h->devices[soonest].until) soonest = i;
        h->devices[soonest] = h->devices[--h->ndevices];
    }
    uint8_t r[NET_CODE_LEN];
    if (!net_random(r, sizeof r)) { hub_error(c, "state", "no random source on the host"); return; }
    hub_device_code *d = &h->devices[h->ndevices++];
    net_code_make(r, d->code);
    d->player = c->player;
    d->until = now + NET_DEVICE_CODE_S;
    net_msg m = net_msg_make(NET_M_DEVICE, NET_DEVICE_CODE_S, 0, d->code, NULL);
    net_conn_send(c->c, &m);
}

/* A player's seats counted, up to a limit; `same` says whether one of them is this seat. */
typedef struct {
    const char *code;
    int seat, n, same;
} seat_count;

static int count_seat(void *ctx, const char *code, int seat, const char *token) {
    seat_count *k = ctx;
    (void)token;
    k->n++;
    k->same |= seat == k->seat && !strcmp(code, k->code);
    return 1;
}

/* Whether the player may hold one more seat: a player's games are listed whole to each
   sign-in, and a key made once is reused forever, so one player is capped like an address
   (a stranger's keys are budgeted by the seats they need: one player a seat). Seats of games
   over count until the table is removed. 1 yes, 0 no (said), -1 the store failed. */
static int room_for_seat(client *c, int64_t player, const char *code) {
    net_hub *h = c->hub;
    int most = h->cfg.games_per_player > 0 && h->cfg.games_per_player < MINE_MAX ? h->cfg.games_per_player : MINE_MAX;
    seat_count k = {code, c->seat, 0, 0};
    if (!net_store_player_seats(h->cfg.store, player, most, count_seat, &k)) return -1;
    if (k.n < most || k.same) return 1;
    hub_warn(h, c, "refused a player's seat", "the player holds as many games as one may");
    hub_error(c, "full", "you hold as many games here as a player may: finish one first");
    return 0;
}

/* `player [KEY]` at a correspondence table: the seat is the player's from now on (the
   seat's token holder decides whose it is). Without a key a new player is made, only for a
   seat no player holds under its token (a seat given away is the newcomer's to bind), so
   that strangers make at most one player a seat. A wrong key
   is counted with the tokens' budget; beyond it, `error wait`. */
static void bind_seat(client *c, const char *key) {
    net_store *st = c->hub->cfg.store;
    const char *code = net_table_code(c->ts->t);
    int64_t player = 0;
    char made[NET_TOKEN_LEN + 1];
    if (!net_table_pace(c->ts->t)) { hub_error(c, "state", "a live table's seats are not kept for players"); return; }
    if (!key[0]) {
        int held = net_store_seat_owner(st, code, c->seat, c->token, &player);
        if (held < 0) { storage_failed(c); return; }
        if (held) { hub_error(c, "state", "this seat is a player's: send their key"); return; }
        if (!make_key(made)) { hub_error(c, "state", "no random source on the host"); return; }
        if (!net_store_player_add(st, made, &player)) { storage_failed(c); return; }
        key = made;
    } else {
        if (!hub_guesses_left(c, 1)) { hub_error(c, "wait", "too many wrong keys from your address: try again later"); return; }
        int found = net_store_player_find(st, key, &player);
        if (found < 0) { storage_failed(c); return; }
        if (!found) {
            hub_count_refusal(c, 1);
            hub_warn(c->hub, c, "a wrong player key", NULL);
            hub_error(c, "key", "no player has that key here");
            return;
        }
    }
    int room = key == made ? 1 : room_for_seat(c, player, code);
    if (room < 0) { storage_failed(c); return; }
    if (!room) return;
    if (!net_store_player_bind(st, player, code, c->seat, c->token)) { storage_failed(c); return; }
    c->player = player;
    snprintf(c->key, sizeof c->key, "%.*s", NET_TOKEN_LEN, key); /* a token-sized key, checked by the parser */
    tell_key(c, key);
}

/* ---- "My games" -------------------------------------------------------------------------- */

typedef struct {
    char code[NET_CODE_LEN + 1];
    int seat;
    char *summary; /* NULL: the row has none yet */
} game_row;

typedef struct {
    game_row *rows;
    int n, cap, failed;
} game_rows;

static int collect_game(void *ctx, const char *code, int seat, const char *summary) {
    game_rows *l = ctx;
    if (l->n == l->cap) {
        int cap = l->cap ? l->cap * 2 : 32;
        game_row *r = realloc(l->rows, sizeof *r * (size_t)cap);
        if (!r) return l->failed = 1, 0;
        l->rows = r;
        l->cap = cap;
    }
    game_row *r = &l->rows[l->n];
    net_copy(r->code, sizeof r->code, code);
    r->seat = seat;
    r->summary = NULL;
    if (summary && !(r->summary = malloc(strlen(summary) + 1))) return l->failed = 1, 0;
    if (summary) memcpy(r->summary, summary, strlen(summary) + 1);
    l->n++;
    return 1;
}

/* A row stored before summaries were kept: its game is read once (a replay of its moves,
   what a rejoin costs) and stored again, now with its summary. NULL when it does not load. */
static char *summary_by_replay(net_store *st, const char *code) {
    size_t len = 0;
    char *text = net_store_get(st, code, &len);
    net_table *t = text ? net_table_load(text, len, NULL, NULL, NULL) : NULL;
    char *out = t ? malloc(NET_LINE_MAX) : NULL;
    if (out) {
        net_game_info g;
        net_game_of_table(t, &g);
        net_game_format(&g, out, NET_LINE_MAX);
        net_store_put(st, t); /* best effort: the next listing reads the row alone */
    }
    net_table_free(t);
    free(text);
    return out;
}

/* `games` from a connection that speaks for a player: a `game` line for each of its seats
   (at most GAMES_MAX), then `games N NOW`, NOW the host's clock the times are on. */
static void list_games(client *c) {
    net_hub *h = c->hub;
    if (!c->player) { hub_error(c, "state", "send your player key first"); return; }
    if (c->games_listed) { hub_error(c, "state", "one listing a connection: connect again"); return; }
    c->games_listed = 1;
    game_rows l = {0};
    if (!net_store_player_games(h->cfg.store, c->player, GAMES_MAX, collect_game, &l) && !l.failed) {
        storage_failed(c);
    } else {
        uint32_t sent = 0;
        size_t bytes = 0;
        for (int i = 0; i < l.n && bytes < GAMES_BYTES; i++) {
            net_game_info g;
            if (!l.rows[i].summary) l.rows[i].summary = summary_by_replay(h->cfg.store, l.rows[i].code);
            if (!l.rows[i].summary || !net_game_parse(l.rows[i].summary, strlen(l.rows[i].summary), &g))
                continue; /* a damaged row is left out, never sent */
            net_msg m = net_msg_make(NET_M_GAME, (uint32_t)l.rows[i].seat, 0, l.rows[i].code, l.rows[i].summary);
            net_conn_send(c->c, &m);
            bytes += strlen(l.rows[i].summary) + 24;
            sent++;
        }
        long long now = hub_seconds_now(h);
        net_msg end = net_msg_make(NET_M_GAMES, sent, (uint32_t)(now > 0 ? now : 0), NULL, NULL);
        net_conn_send(c->c, &end);
    }
    for (int i = 0; i < l.n; i++) free(l.rows[i].summary);
    free(l.rows);
}

void hub_player_talk(client *c, const net_msg *m) {
    if (!net_store_keeps_players(c->hub->cfg.store)) {
        if (c->ts) hub_error(c, "state", "this host keeps no players");
        else hub_refuse(c, "no-keys", "this host keeps no players");
        return;
    }
    if (m->type == NET_M_PLAYER) {
        if (c->ts) bind_seat(c, m->word);
        else if (m->word[0]) sign_in(c, m->word);
        else hub_error(c, "state", "sit at a table first, or send your key");
        return;
    }
    if (m->type == NET_M_GAMES) list_games(c);
    else if (!m->word[0]) give_device_code(c);
    else if (c->ts) hub_error(c, "state", "a device code is used before taking a seat");
    else use_device(c, m->word);
}
