/* "Your turn" for correspondence players (docs/server.md "Push", "Mail"): after each
   change of a table the loop asks; when the game has come to an away player's seat at a new
   move, each of that player's push subscriptions gets a short JSON message, within the
   player's budget for the table today, and their confirmed address a mail (server/mail.h).
   The loop's work is a few reads of the store; the sending is the senders' threads'. */
#ifndef CIT_SERVER_NOTIFY_H
#define CIT_SERVER_NOTIFY_H

#include "mail.h"
#include "push.h"
#include "store.h"
#include "table.h"

#define NOTIFY_FRESH_S 60 /* a turn this new is told even when the memo does not know the table */
#define NOTIFY_SLOTS 4096 /* tables remembered (by their code's hash): a table pushed out of its slot is judged as after a restart */

typedef struct {
    char code[NET_CODE_LEN + 1];
    int seq;  /* the move its game was at when last seen */
    int seat; /* whose decision it was then */
} notify_slot;

typedef struct {
    notify_slot slots[NOTIFY_SLOTS];
    long pushed; /* messages queued since the start */
} notify_memo;

/* Called after every change of table t (now: seconds since 1970, the tables' clock). */
void notify_turn(server_push *p, server_mail *mail, net_store *st, notify_memo *memo, const net_table *t, long long now);
/* Whether `now` falls in the settings' quiet hours. */
int notify_quiet(const notify_prefs *p, long long now);
/* The message for a turn (table code, game, who moved: JSON, names escaped): its length, 0
   when it does not fit. */
size_t notify_payload(const char *code, const char *game, const char *moved, int seq, char *out, size_t cap);

#endif
