/* "Your turn" pushes (server/notify.h). */
#include "notify.h"

#include <stdio.h>
#include <string.h>

static unsigned code_hash(const char *code) {
    unsigned h = 2166136261u; /* FNV-1a: codes are random already, this only spreads them */
    for (; *code; code++) h = (h ^ (unsigned char)*code) * 16777619u;
    return h;
}

/* A JSON string's body: quotes, backslashes and control characters escaped (a name is
   UTF-8 without controls by the name rule; escaped all the same). */
static int json_text(const char *s, char *out, size_t cap) {
    size_t o = 0;
    for (; *s; s++) {
        unsigned char ch = (unsigned char)*s;
        int n = ch == '"' || ch == '\\' ? snprintf(out + o, cap - o, "\\%c", ch)
                : ch < 0x20           ? snprintf(out + o, cap - o, "\\u%04x", ch)
                                      : snprintf(out + o, cap - o, "%c", ch);
        if (n < 0 || (size_t)n >= cap - o) return 0;
        o += (size_t)n;
    }
    return 1;
}

size_t notify_payload(const char *code, const char *game, const char *moved, int seq, char *out, size_t cap) {
    char g[200], m[200];
    if (!json_text(game, g, sizeof g) || !json_text(moved, m, sizeof m)) return 0;
    int n = snprintf(out, cap, "{\"table\":\"%s\",\"game\":\"%s\",\"moved\":\"%s\",\"move\":%d}", code, g, m, seq);
    return n > 0 && (size_t)n < cap ? (size_t)n : 0;
}

int notify_quiet(const notify_prefs *p, long long now) {
    long long local = now + (long long)p->zone * 60;
    int hour = (int)(((local / 3600) % 24 + 24) % 24);
    if (p->quiet_from < p->quiet_to) return hour >= p->quiet_from && hour < p->quiet_to;
    if (p->quiet_from > p->quiet_to) return hour >= p->quiet_from || hour < p->quiet_to; /* over midnight */
    return 0;
}

typedef struct {
    server_push *p;
    const char *payload;
    long queued;
} sending;

static int send_one(void *ctx, const net_push_sub *sub) {
    sending *s = ctx;
    s->queued += server_push_send(s->p, sub, s->payload);
    return 1;
}

void notify_turn(server_push *p, server_mail *mail, net_store *st, notify_memo *memo, const net_table *t, long long now) {
    if ((!p && !mail) || !net_table_awaits_move(t)) return;
    const cit_game *g = net_table_game(t);
    const cit_setup *su = net_table_setup(t);
    int seat = cit_game_pending(g).player, seq = cit_session_length(net_table_session(t));
    if (seat < 0 || seat >= su->nplayers) return;
    const char *code = net_table_code(t);
    notify_slot *slot = &memo->slots[code_hash(code) % NOTIFY_SLOTS];
    int known = !strcmp(slot->code, code);
    if (known && slot->seq == seq) return; /* a seat came or went: the turn is the same */
    int before = known ? slot->seat : -1;
    snprintf(slot->code, sizeof slot->code, "%s", code);
    slot->seq = seq, slot->seat = seat;
    /* Unknown (a restart, another table in the slot): a turn that began within the last
       NOTIFY_FRESH_S (its deadline is set when it begins) is taken as new, told without who
       moved. Known: the same player deciding on (a second part of their turn) is not new. */
    long long began = net_table_deadline(t) - (long long)net_table_pace(t) * 86400;
    if (known ? before == seat : !(net_table_deadline(t) && began >= now - NOTIFY_FRESH_S)) return;
    if (net_table_seat_state(t, seat) == NET_SEAT_HERE) return; /* at the table now: it shows */
    const char *token = net_table_token(t, seat);
    int64_t player = 0;
    if (!token || net_store_seat_owner(st, code, seat, token, &player) != 1) return; /* no player: nobody to tell */
    notify_prefs prefs;
    server_notify_prefs(st, player, &prefs);
    if (prefs.games == NOTIFY_GAMES_MINE && seat != 0) return; /* "mine": the tables they opened */
    int quiet = notify_quiet(&prefs, now);
    const cit_mode_def *mode = cit_mode_def_at(su->mode);
    const char *game = mode ? mode->label_en : "", *moved = before >= 0 ? su->players[before].name : "";
    char payload[512];
    if (!quiet && p && server_push_budget(p, player, code, now) && notify_payload(code, game, moved, seq, payload, sizeof payload)) {
        sending s = {p, payload, 0};
        net_store_push_each(st, player, send_one, &s);
        memo->pushed += s.queued;
    }
    /* handed over last: the mail thread's reads and writes begin once the loop's are done */
    server_mail_turn(mail, player, code, game, moved, quiet, now); /* its own budgets: once a game a day */
}
