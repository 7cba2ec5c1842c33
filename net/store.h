/* Where a host keeps its tables between runs: one narrow interface, a backend per kind of
   storage. citadela-server on Linux keeps them in SQLite (server/store_sqlite.c); the
   Windows server and anything else in table files (net/store_files.c). A backend sees
   tables only as net_table and their save texts: a new one (PostgreSQL) is one new file.
   docs/server.md, "Storage", has the schema and the rules. */
#ifndef CIT_NET_STORE_H
#define CIT_NET_STORE_H

#include "absence.h"
#include "table.h"

typedef struct net_store net_store;

/* A stored table as each walks them: what a backend knows without reading the game. */
typedef struct {
    const char *code;
    long long touched;  /* when it was last written (seconds since 1970) */
    int days;           /* its days a move: 0 a live table, -1 the backend cannot say */
    long long deadline; /* its pending move's (seconds since 1970); 0 none or unknown */
} net_store_row;

/* What each calls for every stored table. Returns 0 to stop the walk. It must not call the
   store: collect the codes, then act on them. */
typedef int (*net_store_each_fn)(void *ctx, const net_store_row *row);

typedef struct {
    const char *kind; /* "sqlite", "files": for the log */
    /* 1: append writes the move through before it returns (the host answers a move only
       after it); 0: moves reach the store with the next put. */
    int durable_moves;
    /* The whole table (set-up, seats and tokens, moves so far): creates or replaces it. */
    int (*put)(net_store *st, const net_table *t);
    /* The move the host is about to answer (the game's move number seq, its text), with
       the table's seats as they are now; nothing is answered unless it returns 1. */
    int (*append)(net_store *st, const net_table *t, uint32_t seq, const char *move);
    /* The table's save text as net_table_load reads it (malloc'd, *len its length); NULL
       when it is not stored, or unreadable (net_store_why says which). */
    char *(*get)(net_store *st, const char *code, size_t *len);
    int (*remove)(net_store *st, const char *code); /* 1 also when it was not there */
    int (*each)(net_store *st, net_store_each_fn fn, void *ctx);
    /* A consistent copy of the whole store into one new file (0: this kind cannot). */
    int (*backup)(net_store *st, const char *path);
    void (*close)(net_store *st);
} net_store_ops;

/* Players (docs/protocol.md "Players"): who holds which seats at this server, reached by
   a player key. A key comes in clear as the client sent it; a backend keeps only its hash
   (a stolen database seats nobody). Each returns 1, or 0 with why on a failure; find and
   owner 1 found, 0 not, -1 a failure. */
typedef int (*net_store_seat_fn)(void *ctx, const char *code, int seat, const char *token);
/* A device's Web Push subscription (docs/protocol.md "Push"): the push service's endpoint
   URL and the browser's keys (base64url), as the page gave them. A player's secret. */
typedef struct {
    const char *endpoint, *p256dh, *auth;
} net_push_sub;
typedef int (*net_store_push_fn)(void *ctx, const net_push_sub *sub);
#define NET_PUSH_PER_PLAYER 8 /* subscriptions a player keeps (a phone, a laptop...): more are refused */
/* A seat's game for "My games": its table's summary as net_game_format wrote it when the
   table was last stored (NULL: not kept, e.g. a table stored by an older server). */
typedef int (*net_store_game_fn)(void *ctx, const char *code, int seat, const char *summary);
typedef struct {
    int (*add)(net_store *st, const char *key, int64_t *player);    /* a new player with its first key */
    int (*add_key)(net_store *st, int64_t player, const char *key); /* another device's key for it */
    int (*find)(net_store *st, const char *key, int64_t *player);
    /* the seat (its table's code, number and token) is the player's, from now on */
    int (*bind)(net_store *st, int64_t player, const char *code, int seat, const char *token);
    /* the player of the seat under this token (a seat given away since is no one's) */
    int (*owner)(net_store *st, const char *code, int seat, const char *token, int64_t *player);
    /* each seat of the player, at most max, to fn (0 from fn stops the walk) */
    int (*seats)(net_store *st, int64_t player, int max, net_store_seat_fn fn, void *ctx);
    /* the subscription of the device holding `key` (replacing its last); -1 when its player
       has NET_PUSH_PER_PLAYER on other devices */
    int (*push_set)(net_store *st, const char *key, const net_push_sub *sub);
    int (*push_clear)(net_store *st, const char *key); /* the device's, if any */
    int (*push_each)(net_store *st, int64_t player, net_store_push_fn fn, void *ctx);
    int (*push_drop)(net_store *st, const char *endpoint); /* its push service said it is gone */
    /* each seat's game as its summary, at most max, from the rows alone */
    int (*games)(net_store *st, int64_t player, int max, net_store_game_fn fn, void *ctx);
    /* Absences (net/absence.h): a new one of `days` counted in `year`; the one running at
       `now` ended then, charged `days`; the player's absences that end after `since`, oldest
       first, at most max into out (returns how many, -1 a failure); the days charged in
       `year` and the absences declared since `since` (*changes). */
    int (*away_add)(net_store *st, int64_t player, long long began, long long until, int days, int year);
    int (*away_end)(net_store *st, int64_t player, long long now, int days);
    int (*away_of)(net_store *st, int64_t player, long long since, net_absence *out, int max);
    int (*away_used)(net_store *st, int64_t player, int year, long long since, int *days, int *changes);
} net_player_ops;

/* Every backend's object starts with this. */
struct net_store {
    const net_store_ops *ops;
    const net_player_ops *players; /* NULL: this backend keeps no players (table files) */
    char why[256]; /* the last failure, in English, for the log and the player */
};

/* The calls (st NULL: a host that keeps nothing; put and append then succeed). */
const char *net_store_kind(const net_store *st);
int net_store_durable(const net_store *st);
int net_store_put(net_store *st, const net_table *t);
int net_store_append(net_store *st, const net_table *t, uint32_t seq, const char *move);
char *net_store_get(net_store *st, const char *code, size_t *len);
int net_store_remove(net_store *st, const char *code);
int net_store_each(net_store *st, net_store_each_fn fn, void *ctx);
int net_store_backup(net_store *st, const char *path);
void net_store_close(net_store *st); /* NULL is a no-op */
const char *net_store_why(const net_store *st);
/* The players' calls: net_store_keeps_players is 0 for a NULL store or a backend without
   players, and then the others fail. */
int net_store_keeps_players(const net_store *st);
int net_store_player_add(net_store *st, const char *key, int64_t *player);
int net_store_player_add_key(net_store *st, int64_t player, const char *key);
int net_store_player_find(net_store *st, const char *key, int64_t *player);
int net_store_player_bind(net_store *st, int64_t player, const char *code, int seat, const char *token);
int net_store_seat_owner(net_store *st, const char *code, int seat, const char *token, int64_t *player);
int net_store_player_seats(net_store *st, int64_t player, int max, net_store_seat_fn fn, void *ctx);
int net_store_push_set(net_store *st, const char *key, const net_push_sub *sub);
int net_store_push_clear(net_store *st, const char *key);
int net_store_push_each(net_store *st, int64_t player, net_store_push_fn fn, void *ctx);
int net_store_push_drop(net_store *st, const char *endpoint);
int net_store_player_games(net_store *st, int64_t player, int max, net_store_game_fn fn, void *ctx);
int net_store_away_add(net_store *st, int64_t player, long long began, long long until, int days, int year);
int net_store_away_end(net_store *st, int64_t player, long long now, int days);
int net_store_away_of(net_store *st, int64_t player, long long since, net_absence *out, int max);
int net_store_away_used(net_store *st, int64_t player, int year, long long since, int *days, int *changes);
/* Sets st->why (printf-style) and returns 0, for backends' failures. */
int net_store_fail(net_store *st, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* Table files: DIR/CODE.table, written whole through a temporary file (a crash never
   leaves half a table). Moves reach the file with the next put: the owner puts changed
   tables within a moment (citadela-server: a quarter second). NULL without memory. */
net_store *net_store_files_open(const char *dir);

/* Copies every table of `from` into `to` (a first start on a new backend). Each copied
   table is then passed to moved(ctx, code) (the caller moves the old one aside); a table
   that does not load or store is counted in *failed and left where it was. Returns how
   many were copied. */
int net_store_copy_all(net_store *from, net_store *to, void (*moved)(void *ctx, const char *code), void *ctx,
                       int *failed);

#endif
