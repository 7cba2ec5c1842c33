/* Players' mail addresses in the store (docs/server.md "Storage", "Mail"): one address a
   player, its language, how often it is mailed, whether its owner confirmed it, and the
   secret its links carry; and which turns were mailed or wait for the day's digest. Kept by
   the SQLite backend (server/store_sqlite.c), the only store the Linux server opens; the
   Windows server keeps no players and mails nobody (server/mail_none.c). An address is its
   player's secret: never in the log, never sent to another seat. Each returns 1, or 0 on a
   failure (net_store_why says why); get and by_token 1 found, 0 not, -1 a failure. */
#ifndef CIT_SERVER_MAIL_STORE_H
#define CIT_SERVER_MAIL_STORE_H

#include <stdint.h>

#include "mail.h"
#include "mail_text.h"
#include "store.h"

typedef enum { MAIL_MODE_TURN, MAIL_MODE_DAILY } mail_mode;

typedef struct {
    int64_t player;
    char address[MAIL_ADDRESS_MAX + 1];
    char lang[MAIL_LANG_MAX + 1];
    int mode;      /* mail_mode */
    int confirmed; /* its owner opened the confirmation link and pressed its button */
    char token[NET_TOKEN_LEN + 1]; /* the links' secret, 128 random bits in hex */
    long long digest_at;           /* the last digest sent (seconds since 1970; 0 none) */
} mail_row;

/* A second connection to the same database, opened as st was: the mail thread's, as one
   SQLite connection is one thread's at a time. NULL with why; net_store_close closes it. */
net_store *mail_store_twin(net_store *st, char *why, size_t cap);

int mail_store_get(net_store *st, int64_t player, mail_row *out);
int mail_store_by_token(net_store *st, const char *token, mail_row *out);
/* The player's address, replacing any (unconfirmed then, with its turns forgotten). */
int mail_store_set(net_store *st, const mail_row *r);
int mail_store_confirm(net_store *st, int64_t player);
int mail_store_mode(net_store *st, int64_t player, int mode);
/* Forgets the player's address and its turns (the player removed it, or one click). */
int mail_store_forget(net_store *st, int64_t player);
/* Forgets every address never confirmed that was given before `before` (seconds since 1970). */
int mail_store_expire(net_store *st, long long before);

/* A turn at table `code` mailed on `day` (days since 1970): 1 when it was not yet (and is
   now marked), 0 when it was, -1 a failure. */
int mail_store_turn_once(net_store *st, int64_t player, const char *code, long long day);
/* A turn for the next digest (its game's name kept for the mail). */
int mail_store_turn_due(net_store *st, int64_t player, const char *code, const char *game);

/* A digest's games: code, game name, the player's seat and its table's summary (NULL: none). */
typedef int (*mail_store_due_fn)(void *ctx, const char *code, const char *game, int seat, const char *summary);
/* Players with turns waiting (confirmed; per move: held back by quiet hours; daily: the last
   digest at or before `before`), at most max, into out; returns how many, -1 a failure. */
int mail_store_digests_due(net_store *st, long long before, int64_t *out, int max);
/* The player's waiting turns, at most max, to fn. */
int mail_store_due_each(net_store *st, int64_t player, int max, mail_store_due_fn fn, void *ctx);
/* The digest went (or had nothing to say): its turns cleared, digest_at = now. */
int mail_store_digested(net_store *st, int64_t player, long long now);

int mail_store_prefs_get(net_store *st, int64_t player, notify_prefs *out); /* 1, or 0 a failure (out: defaults) */
int mail_store_prefs_set(net_store *st, int64_t player, const notify_prefs *p);

#endif
