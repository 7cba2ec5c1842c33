/* The storage interface's calls (store.h): each goes to the backend; a NULL store is a host
   that keeps nothing (a window's table). And the copy of one store into another. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "store.h"

const char *net_store_kind(const net_store *st) { return st ? st->ops->kind : "none"; }
int net_store_durable(const net_store *st) { return st && st->ops->durable_moves; }
int net_store_put(net_store *st, const net_table *t) { return !st || st->ops->put(st, t); }
int net_store_append(net_store *st, const net_table *t, uint32_t seq, const char *move) {
    return !st || st->ops->append(st, t, seq, move);
}
char *net_store_get(net_store *st, const char *code, size_t *len) {
    *len = 0;
    return st ? st->ops->get(st, code, len) : NULL;
}
int net_store_remove(net_store *st, const char *code) { return !st || st->ops->remove(st, code); }
int net_store_each(net_store *st, net_store_each_fn fn, void *ctx) { return st ? st->ops->each(st, fn, ctx) : 1; }
int net_store_backup(net_store *st, const char *path) {
    if (!st) return 0;
    if (!st->ops->backup) return net_store_fail(st, "a store of %s has no online backup: copy its folder", st->ops->kind);
    return st->ops->backup(st, path);
}
void net_store_close(net_store *st) {
    if (st) st->ops->close(st);
}
const char *net_store_why(const net_store *st) { return st ? st->why : ""; }

int net_store_keeps_players(const net_store *st) { return st && st->players; }
int net_store_player_add(net_store *st, const char *key, int64_t *player) {
    return net_store_keeps_players(st) && st->players->add(st, key, player);
}
int net_store_player_add_key(net_store *st, int64_t player, const char *key) {
    return net_store_keeps_players(st) && st->players->add_key(st, player, key);
}
int net_store_player_find(net_store *st, const char *key, int64_t *player) {
    return net_store_keeps_players(st) ? st->players->find(st, key, player) : -1;
}
int net_store_player_bind(net_store *st, int64_t player, const char *code, int seat, const char *token) {
    return net_store_keeps_players(st) && st->players->bind(st, player, code, seat, token);
}
int net_store_seat_owner(net_store *st, const char *code, int seat, const char *token, int64_t *player) {
    return net_store_keeps_players(st) ? st->players->owner(st, code, seat, token, player) : -1;
}
int net_store_player_seats(net_store *st, int64_t player, int max, net_store_seat_fn fn, void *ctx) {
    return net_store_keeps_players(st) && st->players->seats(st, player, max, fn, ctx);
}
/* Web Push: a backend keeping players may still keep no subscriptions (NULL calls). */
int net_store_push_set(net_store *st, const char *key, const net_push_sub *sub) {
    return net_store_keeps_players(st) && st->players->push_set ? st->players->push_set(st, key, sub) : 0;
}
int net_store_push_clear(net_store *st, const char *key) {
    return net_store_keeps_players(st) && st->players->push_clear && st->players->push_clear(st, key);
}
int net_store_push_each(net_store *st, int64_t player, net_store_push_fn fn, void *ctx) {
    return net_store_keeps_players(st) && st->players->push_each && st->players->push_each(st, player, fn, ctx);
}
int net_store_push_drop(net_store *st, const char *endpoint) {
    return net_store_keeps_players(st) && st->players->push_drop && st->players->push_drop(st, endpoint);
}

int net_store_player_games(net_store *st, int64_t player, int max, net_store_game_fn fn, void *ctx) {
    return net_store_keeps_players(st) && st->players->games && st->players->games(st, player, max, fn, ctx);
}

int net_store_away_add(net_store *st, int64_t player, long long began, long long until, int days, int year) {
    return net_store_keeps_players(st) && st->players->away_add && st->players->away_add(st, player, began, until, days, year);
}
int net_store_away_end(net_store *st, int64_t player, long long now, int days) {
    return net_store_keeps_players(st) && st->players->away_end && st->players->away_end(st, player, now, days);
}
int net_store_away_of(net_store *st, int64_t player, long long since, net_absence *out, int max) {
    if (!net_store_keeps_players(st) || !st->players->away_of) return -1;
    return st->players->away_of(st, player, since, out, max);
}
int net_store_away_used(net_store *st, int64_t player, int year, long long since, int *days, int *changes) {
    return net_store_keeps_players(st) && st->players->away_used &&
           st->players->away_used(st, player, year, since, days, changes);
}

int net_store_fail(net_store *st, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(st->why, sizeof st->why, fmt, ap);
    va_end(ap);
    return 0;
}

/* ---- copying a store into another ----------------------------------------------------------- */

typedef struct {
    char (*codes)[NET_CODE_LEN + 1];
    int n, cap;
} code_list;

static int collect(void *ctx, const net_store_row *row) {
    const char *code = row->code;
    code_list *l = ctx;
    if (strlen(code) > NET_CODE_LEN) return 1;
    if (l->n == l->cap) {
        int cap = l->cap ? l->cap * 2 : 64;
        char(*c)[NET_CODE_LEN + 1] = realloc(l->codes, sizeof *c * (size_t)cap);
        if (!c) return 0;
        l->codes = c;
        l->cap = cap;
    }
    memcpy(l->codes[l->n++], code, strlen(code) + 1);
    return 1;
}

int net_store_copy_all(net_store *from, net_store *to, void (*moved)(void *ctx, const char *code), void *ctx,
                       int *failed) {
    code_list l = {0};
    *failed = 0;
    net_store_each(from, collect, &l); /* first the codes: moving one aside changes the walk */
    int copied = 0;
    for (int i = 0; i < l.n; i++) {
        size_t len = 0;
        char *text = net_store_get(from, l.codes[i], &len);
        const char *why = NULL;
        net_table *t = text ? net_table_load(text, len, NULL, NULL, &why) : NULL;
        if (t && !strcmp(net_table_code(t), l.codes[i]) && net_store_put(to, t)) {
            copied++;
            if (moved) moved(ctx, l.codes[i]);
        } else {
            ++*failed;
        }
        net_table_free(t);
        free(text);
    }
    free(l.codes);
    return copied;
}
