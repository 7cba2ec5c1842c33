/* "Your turn" by mail (docs/server.md "Mail", docs/protocol.md "Mail"): a player (by key)
   gives an address with `mail set`; the server mails it a confirmation link first and
   nothing else until its owner opens it and presses its button. Then each turn at most
   once a game a day (UTC days), or one digest a day, each mail with the game's link and
   RFC 8058's one-click unsubscribe, in the player's language. The links (`/mail/confirm`,
   `/mail/unsubscribe`) are answered by the server's HTTP side (--web). Budgets: a few mails
   an address a day whoever asks, a few confirmations an address and a few `mail set` a
   player a day, so nobody can make the server mail a stranger more than that. server/mail.c
   on Linux; server/mail_none.c where the server keeps no players (Windows). */
#ifndef CIT_SERVER_MAIL_H
#define CIT_SERVER_MAIL_H

#include <stddef.h>
#include <stdint.h>

#include "mail_send.h"
#include "net.h"
#include "store.h"

#define SERVER_MAIL_PER_ADDRESS 6  /* mails an address gets a day, every kind */
#define SERVER_MAIL_CONFIRMS 2     /* confirmation mails an address gets a day */
#define SERVER_MAIL_SETS 3         /* `mail set` a player may say a day */
#define SERVER_MAIL_DIGEST_S 86400 /* a daily digest waits this long after the last */
/* An address never confirmed is forgotten this long after it was given: a stranger's stays
   no longer than its link could be of use. */
#define SERVER_MAIL_UNCONFIRMED_S (7 * 86400)

typedef struct server_mail server_mail;

/* A player's notification settings (docs/protocol.md "Notify"), push and mail alike: which
   games tell (all the player's, or "mine": only the tables they opened, seat 0 being the
   creator's), and quiet hours from..to in the player's local hours (zone: minutes east of
   UTC; from == to: none). During them a push is dropped (the game's count shows the turn
   in the morning) and a mail held back until they end. No row: all games, never quiet. */
typedef enum { NOTIFY_GAMES_ALL, NOTIFY_GAMES_MINE } notify_games;
typedef struct {
    int games;                /* notify_games */
    int quiet_from, quiet_to; /* 0-23 */
    int zone;                 /* -720..840 */
} notify_prefs;

/* The player's settings (defaults when none or unreadable). */
void server_notify_prefs(net_store *st, int64_t player, notify_prefs *out);
/* A signed-in player's `notify` line (net_hub_config.notify): the answer in *out. */
void server_notify_talk(net_store *st, int64_t player, const net_msg *in, net_msg *out);

typedef struct {
    mail_send_config send;
    const char *base; /* the public https:// URL the links start with, no trailing slash */
} server_mail_config;

/* NULL with why (a bad URL or sender, credentials others may read, no thread, or a build
   without mail). */
server_mail *server_mail_new(const server_mail_config *cfg, net_store *st, char *why, size_t cap);
void server_mail_free(server_mail *m); /* NULL is a no-op */

/* A signed-in player's `mail` line (net_hub_config.mail): the answer in *out (a `mail` or an
   `error` message). */
void server_mail_talk(server_mail *m, int64_t player, const net_msg *in, net_msg *out);
/* A request for a link under /mail/ (net_hub_config.mail_link): the HTTP status, the page. */
int server_mail_link(server_mail *m, int post, const char *target, char *page, size_t cap);
/* It became the player's turn at table `code` (server/notify.c): handed to the mail thread,
   which mails it, keeps it for the digest (or till the quiet hours end), or does nothing (no
   confirmed address, mailed today already, the budget spent). A turn still waiting when the
   server stops is kept as one held back, for the first sweep after the restart. */
void server_mail_turn(server_mail *m, int64_t player, const char *code, const char *game, const char *moved, int quiet,
                      long long now);
/* The digests due at `now` go, and turns held back by quiet hours now over; addresses given
   SERVER_MAIL_UNCONFIRMED_S ago and never confirmed are forgotten (the loop calls it every
   30 s; the mail thread does it). */
void server_mail_digests(server_mail *m, long long now);
/* Returns once the mail thread has done all it was handed (tests, the bench). */
void server_mail_settle(server_mail *m);
/* "mail: N queued, ..." for the log at the end. */
void server_mail_counts_line(server_mail *m, char *out, size_t cap);

#endif
