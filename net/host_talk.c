/* What clients say to the host (host_internal.h): the greeting, a join, a new table's set-up,
   and at a table its moves, chat, ready marks and a given seat; each refusal answered with
   its reason (docs/protocol.md). Who may sit or open a table is host_admit.c's to say. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "host_internal.h"

void hub_refuse(client *c, const char *reason, const char *text) {
    net_msg m = net_msg_make(NET_M_REFUSE, 0, 0, reason, text);
    net_conn_send(c->c, &m);
    net_conn_flush(c->c);
    net_conn_close(c->c, reason);
}

static void error(client *c, const char *reason, const char *text) {
    net_msg m = net_msg_make(NET_M_ERROR, 0, 0, reason, text);
    net_conn_send(c->c, &m);
    if (net_conn_error(c->c)) {
        c->parted = 1;
        hub_warn(c->hub, c, "closed a connection", "too many refused messages");
        net_msg bye = net_msg_make(NET_M_BYE, 0, 0, "errors", NULL);
        net_conn_send(c->c, &bye);
        net_conn_flush(c->c);
        net_conn_close(c->c, "too many errors");
    }
}

void hub_error(client *c, const char *reason, const char *text) { error(c, reason, text); }

/* A seat taken: any older connection of that seat goes (a rejoin before the old one was
   found dead), the client is welcomed and gets the table's state. */
static void seated(client *c, table_slot *ts, int seat, const char *token) {
    net_hub *h = c->hub;
    for (int i = 0; i < h->ncl; i++)
        if (h->cl[i] != c && h->cl[i]->ts == ts && h->cl[i]->seat == seat) {
            hub_unseat(h->cl[i]); /* no detach: the seat is this client's now */
            net_conn_close(h->cl[i]->c, "replaced by a rejoin");
            hub_settle(h, h->cl[i]);
        }
    c->ts = ts;
    c->seat = seat;
    net_copy(c->token, sizeof c->token, token);
    ts->conns++;
    if (seat >= 0 && seat < CIT_MAX_PLAYERS) ts->at[seat] = c;
    if (c->peer) c->peer->seated++;
    if (c->net) c->net->seated++;
    h->seated++;
    net_msg w = net_msg_make(NET_M_WELCOME, (uint32_t)seat, 0, NULL, token);
    net_conn_send(c->c, &w);
    net_table_attach(ts->t, seat);
    char line[128];
    snprintf(line, sizeof line, ": a player from %s sat down at seat %d", c->addr[0] ? c->addr : "?", seat);
    hub_table_note(h, c, ts->t, line);
    hub_changed(h, ts);
}

static void join(client *c, const net_msg *m) {
    net_hub *h = c->hub;
    const char *why = NULL;
    char token[NET_TOKEN_LEN + 1] = "";
    int rejoin = m->type == NET_M_REJOIN;
    if (!hub_may_try(c, rejoin)) return;
    table_slot *ts = hub_find_table(h, m->word);
    if (!ts && h->cfg.reopen && h->cfg.reopen(h->cfg.ctx, m->word)) ts = hub_find_table(h, m->word);
    if (!ts) { hub_failed_join(c, "code", m->word); return; }
    if (!hub_may_sit(c, ts, rejoin)) return;
    int seat;
    if (!rejoin) {
        uint8_t r[16];
        if (!net_random(r, sizeof r)) { hub_refuse(c, "full", "no random source on the host"); return; }
        seat = net_table_join(ts->t, m->text, r, token, &why);
        net_copy(c->name, sizeof c->name, m->text);
    } else {
        seat = net_table_rejoin(ts->t, m->text, &why);
        memcpy(token, m->text, NET_TOKEN_LEN + 1);
        if (seat >= 0) snprintf(c->name, sizeof c->name, "seat %d", seat);
    }
    if (seat >= 0) { seated(c, ts, seat, token); return; }
    if (!strcmp(why, "token")) { hub_failed_join(c, "token", net_table_code(ts->t)); return; }
    if (!strcmp(why, "token-void")) { /* the owner of a seat given away: told so, not counted as a guess */
        hub_warn(h, c, "refused a rejoin", "its seat was given away");
        hub_refuse(c, "token", "your seat was given to another player");
        return;
    }
    hub_warn(h, c, "refused a seat", why);
    hub_refuse(c, why, NULL);
}

/* Whether a set-up text holds moves: a table starts from its set-up, so one with moves is
   refused before anything replays them (a whole game costs the server a millisecond). */
static int holds_moves(const char *blob, size_t len) {
    for (size_t at = 0; at < len;) {
        while (at < len && (blob[at] == ' ' || blob[at] == '\t' || (unsigned char)blob[at] >= 0x80)) at++; /* blanks, a BOM */
        if (len - at >= 5 && !memcmp(blob + at, "move", 4) && (blob[at + 4] == ' ' || blob[at + 4] == '\t')) return 1;
        const char *nl = memchr(blob + at, '\n', len - at);
        if (!nl) break;
        at = (size_t)(nl - blob) + 1;
    }
    return 0;
}

/* The set-up's computer seats (`player ai-easy ...`) become the table's, which the owner
   plays (net_hub_config.computers); the rest are open for players. NULL, or why the set-up
   is refused: the first seat is the creator's, and a host that plays no computer takes
   none (a table would wait at their turns for ever). */
static const char *computer_seats(const net_hub *h, const cit_setup *su, uint8_t *kinds) {
    for (int i = 0; i < su->nplayers && i < CIT_MAX_PLAYERS; i++) {
        if (su->players[i].kind == CIT_SEAT_HUMAN) continue;
        if (i == 0) return "the first seat is the creator's, not a computer's";
        if (!h->cfg.computers) return "this server plays no computer seats (it runs with --ai-threads 0)";
        kinds[i] = NET_SEAT_AI;
    }
    return NULL;
}

/* `setup` after `create`: the new table's set-up as a save without moves. */
static void create(client *c, const char *blob, size_t bloblen) {
    net_hub *h = c->hub;
    const char *why = NULL;
    char token[NET_TOKEN_LEN + 1] = "";
    if (c->peer && c->peer->tables >= hub_limit(h->cfg.tables_per_addr, 4)) {
        hub_warn(h, c, "refused a new table", "this address has as many open as it may");
        hub_refuse(c, "tables", "your address has as many tables open as it may: finish or leave one first");
        return;
    }
    if (!hub_may_try(c, 0) || !hub_may_sit(c, NULL, 0) || !hub_may_churn(c) || !hub_may_hold_table(c)) return;
    if (c->pace && !hub_may_store(c)) return;
    if (holds_moves(blob, bloblen)) {
        hub_count_refusal(c, 0); /* a refused set-up costs its sender like a wrong code */
        hub_warn(h, c, "refused a new table", "its set-up holds moves");
        hub_refuse(c, "setup", "a new table's set-up holds no moves");
        return;
    }
    cit_setup su;
    cit_setup_default(&su, 2, 1);
    cit_session *s = cit_session_new(&su, NULL);
    if (!s || cit_session_load(s, blob, bloblen, NULL) != CIT_OK || cit_session_length(s) != 0) {
        cit_session_free(s);
        hub_count_refusal(c, 0);
        hub_warn(h, c, "refused a new table", "its set-up does not load");
        { hub_refuse(c, "setup", "the set-up does not load"); return; }
    }
    su = *cit_game_setup(cit_session_game(s));
    cit_session_free(s);
    uint8_t r[16], kinds[CIT_MAX_PLAYERS] = {0};
    const char *no_seats = computer_seats(h, &su, kinds);
    if (no_seats) {
        hub_count_refusal(c, 0);
        hub_warn(h, c, "refused a new table", no_seats);
        hub_refuse(c, "setup", no_seats);
        return;
    }
    if (!net_random(r, sizeof r)) { hub_refuse(c, "setup", "no random source on the host"); return; }
    su.seed = 0;
    for (int i = 0; i < 8; i++) su.seed = su.seed << 8 | r[i]; /* the server shuffles, not the creator */
    net_table *t = net_hub_open(h, &su, kinds, &why);
    if (!t) { hub_warn(h, c, "refused a new table", why); hub_refuse(c, "setup", why); return; }
    net_table_set_pace(t, c->pace);
    if (c->pace) {
        hub_charge_store(c);
        char line[64];
        snprintf(line, sizeof line, " is a correspondence table: %d days a move", c->pace);
        hub_table_note(h, c, t, line);
    }
    table_slot *ts = hub_find_table(h, net_table_code(t));
    ts->peer = c->peer;
    ts->net = c->net;
    if (c->peer) c->peer->tables++;
    if (c->net) c->net->tables++;
    net_msg tm = net_msg_make(NET_M_TABLE, 0, 0, net_table_code(t), NULL);
    net_conn_send(c->c, &tm);
    if (!net_random(r, sizeof r)) { hub_refuse(c, "setup", "no random source on the host"); return; }
    int seat = net_table_join(t, c->name, r, token, &why);
    if (seat < 0) { hub_refuse(c, why, NULL); return; }
    seated(c, ts, seat, token);
}

static void handshake(client *c, const net_msg *m, const char *blob, size_t bloblen) {
    net_hub *h = c->hub;
    int signs_in = (m->type == NET_M_PLAYER || m->type == NET_M_DEVICE) && m->word[0]; /* a key or a device code */
    if (m->type == NET_M_JOIN || m->type == NET_M_REJOIN || m->type == NET_M_CREATE || signs_in) {
        /* one try a connection: several joins in one write would each be looked up while
           the wrong code's delay holds back only the answer */
        if (c->tried) { hub_refuse(c, "parse", "one join a connection"); return; }
        c->tried = 1;
    }
    if (m->type == NET_M_JOIN || m->type == NET_M_REJOIN) { join(c, m); return; }
    if (m->type == NET_M_PLAYER || m->type == NET_M_DEVICE || m->type == NET_M_GAMES) { hub_player_talk(c, m); return; }
    if (m->type == NET_M_PUSH) { hub_push_talk(c, m); return; }
    if (m->type == NET_M_MAIL) { hub_mail_talk(c, m); return; }
    if (m->type == NET_M_NOTIFY) { hub_notify_talk(c, m); return; }
    if (m->type == NET_M_AWAY) { hub_away_talk(c, m); return; }
    if (m->type == NET_M_CREATE) {
        if (!h->cfg.allow_create) { hub_refuse(c, "create", "this host opens no tables for others"); return; }
        c->creating = 1;
        net_copy(c->name, sizeof c->name, m->text);
        return;
    }
    if (m->type == NET_M_KIND && c->creating && m->word[0]) { /* live or correspondence, before the set-up */
        c->pace = (int)m->num[0];
        return;
    }
    if (m->type == NET_M_SETUP && c->creating) { create(c, blob, bloblen); return; }
    error(c, "state", "join a table first");
}

/* Chat and ready marks beyond a person's pace: told once in a while, and logged. */
static void too_fast(client *c) {
    if (!net_bucket_take(&c->ts->notice[c->seat], net_now_ms(), 1, NOTICE_EVERY_MS)) return;
    net_msg m = net_msg_make(NET_M_ERROR, 0, 0, "flood", "slow down: chat and ready marks beyond a few a minute are dropped");
    net_conn_send(c->c, &m);
    char code[LOG_CODE_CHARS + 4];
    hub_warn(c->hub, c, "chat or ready marks too fast", c->ts ? hub_code_for_log(net_table_code(c->ts->t), code) : NULL);
}

static void chat(client *c, const char *text) {
    if (!net_bucket_take(&c->ts->chat[c->seat], net_now_ms(), CHAT_BURST, TALK_EVERY_MS)) { too_fast(c); return; }
    net_table_chat(c->ts->t, c->seat, text);
    if (c->hub->cfg.on_chat) c->hub->cfg.on_chat(c->hub->cfg.ctx, c->ts->t, c->seat, text);
}

/* A ready mark: set now if the budget allows, else kept (the last one wins) for later. */
static void ready(client *c, int on) {
    if (net_table_started(c->ts->t)) { error(c, "state", "the game has started"); return; }
    if (c->ready_want >= 0 || !net_bucket_take(&c->ts->ready[c->seat], net_now_ms(), READY_BURST, TALK_EVERY_MS)) {
        c->ready_want = on;
        too_fast(c);
        return;
    }
    if (!net_table_set_ready(c->ts->t, c->seat, on)) { error(c, "state", "the game has started"); return; }
    hub_changed(c->hub, c->ts);
}

/* A ready mark kept back is set once the budget allows. */
void hub_ready_later(client *c, int64_t now) {
    if (c->ready_want < 0 || !c->ts || !net_bucket_take(&c->ts->ready[c->seat], now, READY_BURST, TALK_EVERY_MS)) return;
    if (net_table_set_ready(c->ts->t, c->seat, c->ready_want)) hub_changed(c->hub, c->ts);
    c->ready_want = -1;
}

/* `give P` from a server table's creator: a seat whose player is away is opened for a
   newcomer (net_table_give_seat). */
static void give(client *c, int seat) {
    if (!c->hub->cfg.allow_create || c->seat != 0) { error(c, "state", "only the table's creator gives a seat"); return; }
    if (!net_table_give_seat(c->ts->t, seat)) { error(c, "state", "that seat's player is not away"); return; }
    char line[96];
    snprintf(line, sizeof line, ": the creator gave seat %d to whoever joins next", seat);
    hub_table_note(c->hub, c, c->ts->t, line);
    hub_changed(c->hub, c->ts);
}

/* More than NET_FLOOD_LINES lines, WebSocket frames (empty ones and pings too) or TLS
   records (KeyUpdates and alerts too) in a second: `bye flood`, closed, one log line. 1 if
   it was. */
int hub_flooded(client *c) {
    if (net_conn_closed(c->c) || net_conn_lines_now(c->c) <= NET_FLOOD_LINES) return 0;
    c->parted = 1;
    hub_warn(c->hub, c, "closed a connection", "more than " STR(NET_FLOOD_LINES) " lines, frames or TLS records in a second");
    net_msg bye = net_msg_make(NET_M_BYE, 0, 0, "flood", NULL);
    net_conn_send(c->c, &bye);
    net_conn_flush(c->c);
    net_conn_close(c->c, "flood");
    return 1;
}

static void handle(client *c, const net_msg *m, const char *blob, size_t bloblen, const char *bad) {
    if (hub_flooded(c)) return;
    if (!m) {
        if (c->creating && !c->ts) { /* a set-up over NET_SETUP_MAX, or not a number */
            if (!hub_may_try(c, 0)) return;
            hub_count_refusal(c, 0);
            hub_warn(c->hub, c, "refused a new table", bad);
            hub_refuse(c, "setup", bad);
            return;
        }
        if (!c->greeted) { hub_warn(c->hub, c, "refused a connection that does not speak the protocol", bad); hub_refuse(c, "parse", bad); return; }
        { error(c, "parse", bad); return; }
    }
    if (!c->greeted) {
        if (m->type != NET_M_HELLO) {
            hub_warn(c->hub, c, "refused a connection that does not speak the protocol", NULL);
            hub_refuse(c, "parse", "the first line must be citadela-net");
            return;
        }
        if (m->num[0] != NET_VERSION) {
            char v[16], line[128];
            snprintf(v, sizeof v, "%d", NET_VERSION);
            snprintf(line, sizeof line,
                     "refused a client that speaks network protocol version %u; this host speaks version %d: "
                     "update the older game",
                     m->num[0], NET_VERSION);
            hub_warn(c->hub, c, line, NULL);
            { hub_refuse(c, "version", v); return; }
        }
        if (net_conn_insecure(c->c)) { /* the code and the token never cross in clear */
            hub_warn(c->hub, c, "refused a connection without TLS", NULL);
            hub_refuse(c, "tls", "this server takes players over TLS only: join with its https:// link");
            return;
        }
        c->greeted = 1;
        return;
    }
    if (m->type == NET_M_PING) {
        net_msg p = net_msg_make(NET_M_PONG, m->num[0], 0, NULL, NULL);
        { net_conn_send(c->c, &p); return; }
    }
    if (m->type == NET_M_PONG) return;
    if (m->type == NET_M_BYE) {
        c->parted = 1;
        net_conn_close(c->c, "the client left");
        return;
    }
    if (m->type == NET_M_RESUME && c->ts) { /* heard: the table may now tell it `reconnecting` */
        net_msg ack = net_msg_make(NET_M_RESUME, 0, 0, NULL, NULL);
        net_conn_send(c->c, &ack);
        c->resumes = 1;
        net_table_resumes(c->ts->t, c->seat);
        return;
    }
    if (!c->ts) { handshake(c, m, blob, bloblen); return; }
    net_table *t = c->ts->t;
    const char *reason = NULL, *why = NULL;
    switch (m->type) {
    case NET_M_MOVE:
        if (!net_table_move(t, c->seat, m->num[0], m->text, &reason, &why)) { error(c, reason, why); return; }
        c->ts->moved_at = net_now_ms();
        if (net_table_over(t)) hub_release_finished(c->ts);
        { hub_changed(c->hub, c->ts); return; }
    case NET_M_START:
        if (c->seat != 0) { error(c, "state", "the table's first seat starts the game"); return; }
        if (!net_table_start(t, &why)) { error(c, "state", why); return; }
        net_table_turn_began(t, hub_seconds_now(c->hub));
        { hub_changed(c->hub, c->ts); return; }
    case NET_M_KIND: { /* the table's kind, asked (`kind` alone) */
        if (m->word[0]) { error(c, "state", "a table's kind is chosen when it is opened"); return; }
        net_msg k = net_msg_make(NET_M_KIND, (uint32_t)net_table_pace(t), 0, net_table_pace(t) ? "correspondence" : "live", NULL);
        net_conn_send(c->c, &k);
        return;
    }
    case NET_M_CHAT: { chat(c, m->text); return; }
    case NET_M_READY: { ready(c, (int)m->num[0]); return; }
    case NET_M_GIVE: { give(c, (int)m->num[0]); return; }
    case NET_M_PLAYER:
    case NET_M_DEVICE:
    case NET_M_GAMES: { hub_player_talk(c, m); return; }
    case NET_M_PUSH: { hub_push_talk(c, m); return; }
    case NET_M_MAIL: { hub_mail_talk(c, m); return; }
    case NET_M_NOTIFY: { hub_notify_talk(c, m); return; }
    case NET_M_AWAY: { hub_away_talk(c, m); return; }
    case NET_M_ABSENT: { hub_absent_talk(c); return; }
    default: { error(c, "state", "not now"); return; }
    }
}

void hub_on_msg(void *ctx, net_conn *conn, const net_msg *m, const char *blob, size_t bloblen, const char *bad) {
    client *c = ctx;
    (void)conn;
    if (c->verdict_at) return; /* a refusal is on its way: nothing more from this connection counts */
    c->hub->acting = c;
    handle(c, m, blob, bloblen, bad);
    c->hub->acting = NULL;
}
