/* A player's absence at a server (host_internal.h; docs/protocol.md "Absence"): `away`
   asks, declares (`away DAYS`) or ends (`away end`) the absence of the player whose key the
   connection gave; `absent` at a table asks which seats' players are away and has the
   connection told of each change from then on (an older client never asks, so never hears
   a line it cannot read). The store keeps the absences; the server reads them before it
   lets the computer move for a seat out of time (net_hub_away_deadline). */
#include <stdio.h>
#include <string.h>

#include "host_internal.h"
#include "store.h"

#define AWAY_LINES_MAX 16 /* `away` lines a connection: each reads the store; a dialog sends two */
#define AWAY_ROWS 64 /* absences of one player that can fall in one decision's time: 14 days hold
                        at most NET_AWAY_CHANGES_A_DAY a day */

/* The end of the player's absence running now (0: none), or -1 when the store failed. */
static long long away_now(net_store *st, int64_t player, long long now, net_absence *running) {
    net_absence rows[AWAY_ROWS];
    int n = net_store_away_of(st, player, now, rows, AWAY_ROWS);
    if (n < 0) return -1;
    for (int i = 0; i < n; i++)
        if (rows[i].began <= now && now < rows[i].until) {
            if (running) *running = rows[i];
            return rows[i].until;
        }
    return 0;
}

static void storage_failed(client *c) {
    net_hub *h = c->hub;
    if (h->cfg.log && net_bucket_take(&h->store_said, net_now_ms(), 1, 60000))
        hub_log(h, "cannot store an absence: ", net_store_why(h->cfg.store), NULL);
    hub_error(c, "storage", "the server could not store your absence: try again later");
}

typedef struct {
    net_hub *h;
    long long until;
} change;

/* Every connection at an open table of the player's that asked `absent` hears the change. */
static int tell_seat(void *ctx, const char *code, int seat, const char *token) {
    const change *ch = ctx;
    table_slot *ts = hub_find_table(ch->h, code);
    const char *now_token = ts ? net_table_token(ts->t, seat) : NULL;
    if (!now_token || strcmp(now_token, token)) return 1; /* not open, or the seat was given away */
    net_msg m = net_msg_make(NET_M_ABSENT, (uint32_t)seat, (uint32_t)ch->until, NULL, NULL);
    for (int k = 0; k < CIT_MAX_PLAYERS; k++)
        if (ts->at[k] && ts->at[k]->hears_absent) net_conn_send(ts->at[k]->c, &m), hub_settle(ch->h, ts->at[k]);
    return 1;
}

static void tell_tables(client *c, long long until) {
    change ch = {c->hub, until};
    net_store_player_seats(c->hub->cfg.store, c->player, 1000, tell_seat, &ch);
}

static void answer(client *c, long long until, int left) {
    net_msg m = net_msg_make(NET_M_AWAY, (uint32_t)until, (uint32_t)(left > 0 ? left : 0), NULL, NULL);
    net_conn_send(c->c, &m);
}

void hub_away_talk(client *c, const net_msg *m) {
    net_hub *h = c->hub;
    net_store *st = h->cfg.store;
    if (!net_store_keeps_players(st)) { hub_error(c, "no-keys", "this server keeps no players"); return; }
    if (!c->player) { hub_error(c, "state", "send your player key first"); return; }
    if (++c->away_lines > AWAY_LINES_MAX) { hub_error(c, "flood", "a few absence lines a connection"); return; }
    long long now = hub_seconds_now(h);
    int year = net_absence_year(now), used = 0, changes = 0;
    net_absence running = {0, 0};
    long long until = away_now(st, c->player, now, &running);
    if (until < 0 || !net_store_away_used(st, c->player, year, now - NET_DAY_S, &used, &changes)) { storage_failed(c); return; }
    if (!strcmp(m->word, "end")) {
        if (!until) { hub_error(c, "state", "you are not away"); return; }
        int days = net_absence_days(running.began, now);
        if (!net_store_away_end(st, c->player, now, days)) { storage_failed(c); return; }
        hub_warn(h, c, "a player is back from an absence", NULL);
        if (!net_store_away_used(st, c->player, year, now - NET_DAY_S, &used, &changes)) { storage_failed(c); return; }
        answer(c, 0, NET_AWAY_DAYS_A_YEAR - used); /* the days not used given back */
        tell_tables(c, 0);
        return;
    }
    if (!m->num[0]) { answer(c, until, NET_AWAY_DAYS_A_YEAR - used); return; }
    int days = (int)m->num[0];
    if (until) { hub_error(c, "state", "you are away already: end that absence first"); return; }
    if (changes >= NET_AWAY_CHANGES_A_DAY) { hub_error(c, "wait", "too many absences declared today"); return; }
    if (days > NET_AWAY_DAYS_A_YEAR - used) {
        char why[120];
        snprintf(why, sizeof why, "%d days of absence are left this year", NET_AWAY_DAYS_A_YEAR - used);
        hub_error(c, "away", why);
        return;
    }
    until = now + days * NET_DAY_S;
    if (!net_store_away_add(st, c->player, now, until, days, year)) { storage_failed(c); return; }
    hub_warn(h, c, "a player declared an absence", NULL);
    answer(c, until, NET_AWAY_DAYS_A_YEAR - used - days);
    tell_tables(c, until);
}

/* `absent` from a seat: each seat of its table with the end of its player's absence (0: not
   away), and from now on each change. */
void hub_absent_talk(client *c) {
    net_hub *h = c->hub;
    c->hears_absent = 1;
    net_table *t = c->ts->t;
    long long now = hub_seconds_now(h);
    for (int k = 0; k < net_table_setup(t)->nplayers; k++) {
        int64_t player = 0;
        const char *token = net_table_token(t, k);
        long long until = 0;
        if (token && net_table_pace(t) && net_store_keeps_players(h->cfg.store) &&
            net_store_seat_owner(h->cfg.store, net_table_code(t), k, token, &player) > 0)
            until = away_now(h->cfg.store, player, now, NULL);
        net_msg m = net_msg_make(NET_M_ABSENT, (uint32_t)k, (uint32_t)(until > 0 ? until : 0), NULL, NULL);
        net_conn_send(c->c, &m);
    }
}

long long net_hub_away_deadline(net_hub *h, const net_table *t, int seat, long long *away_until) {
    long long deadline = net_table_deadline(t);
    *away_until = 0;
    int64_t player = 0;
    const char *token = net_table_token(t, seat);
    if (!deadline || !token || !net_store_keeps_players(h->cfg.store) ||
        net_store_seat_owner(h->cfg.store, net_table_code(t), seat, token, &player) <= 0)
        return deadline;
    long long began = deadline - (long long)net_table_pace(t) * NET_DAY_S;
    net_absence rows[AWAY_ROWS];
    int n = net_store_away_of(h->cfg.store, player, began, rows, AWAY_ROWS);
    if (n < 0) { /* the store cannot say: the move waits rather than be played for one away */
        *away_until = hub_seconds_now(h) + 60;
        return deadline;
    }
    return net_absence_deadline(deadline, net_table_pace(t), rows, n, hub_seconds_now(h), away_until);
}
