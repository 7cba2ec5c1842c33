/* A seat's connection to a host (client.h). */
#define _POSIX_C_SOURCE 200809L /* sockets, getaddrinfo, clock_gettime */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "client.h"
#include "games.h"
#include "conn.h"
#include "dial.h"
#include "retry.h"
#include "proc.h"
#include "sock.h"
#include "tls.h"

struct net_client {
    net_conn *c;
    int state, seat, keepalive, new_moves, nseats;
    const char *why;
    char whybuf[160], reason[NET_WORD_MAX]; /* why it closed: English, and a key the window translates */
    int host_version;
    char token[NET_TOKEN_LEN + 1], code[NET_CODE_LEN + 1], err[160];
    /* Chat lines not taken yet, oldest first: several may come in one read (the window
       takes them once a frame); past NET_CLIENT_CHAT_QUEUE the oldest gives way. */
    char chat[NET_CLIENT_CHAT_QUEUE][NET_CHAT_MAX + 1];
    int chat_seat[NET_CLIENT_CHAT_QUEUE], nchat;
    uint8_t seat_state[CIT_MAX_PLAYERS], ready[CIT_MAX_PLAYERS];
    char seat_name[CIT_MAX_PLAYERS][CIT_NAME_LEN];
    net_seatview *view;
    /* what the opening says, kept to say it again over plain TCP (NET_CLIENT_TLS_TRY and a
       server without TLS) */
    char host[256], tls_name[256], pin[NET_TLS_FP_LEN + 1], fp[NET_TLS_FP_LEN + 1];
    char name[CIT_NAME_LEN], rejoin[NET_TOKEN_LEN + 1];
    char *setup;
    size_t setup_len;
    int port, tls_mode, has_token;
    int page_tls; /* the browser's: the page is https://, its WebSocket wss:// */
    net_tls_ctx *tls;
    /* Coming back by itself (net_client_set_reconnect): the backoff, the next try's time on
       the client's clock, the connect going on, and the last move sent, which a rejoin's
       view may show the host never took (then it goes again). */
    int reconnect, retry_soon, failing;
    int resume_said; /* `resume` sent and not yet heard back: an older host's `error parse` answers it */
    int pace;        /* the table's days per move (0 live; -1 not known yet) */
    int kind_said;   /* `kind` asked and not yet answered: likewise */
    net_retry retry;
    int64_t retry_at;
    net_dial *dial;
    int64_t (*clock)(void *ctx);
    void *clock_ctx;
    char sent_move[256];
    int sent_seq; /* -1: none waits for the host */
    /* Players (docs/protocol.md "Players"): the key this client speaks with ("" none yet),
       the sign-in it opens with instead of a seat (a key, or a device code), what the host
       listed, and the one-time code it gave for another device. */
    char key[NET_TOKEN_LEN + 1], device_use[NET_CODE_LEN + 1], device_code[NET_CODE_LEN + 1];
    char player_refused[NET_WORD_MAX];
    int signing, signed_in, player_said, device_secs;
    net_client_seat_ref *mine;
    int nmine, cap_mine;
    /* "My games": asked (1), sent (2); then the games listed, and when the host's end came
       (games_state 1, with its clock) or an older host could not say (-1). */
    int games_asked, games_state, ngames, cap_games;
    long long games_now;
    net_listed_game *games;
    /* Absence (docs/protocol.md "Absence"): the player's own, asked or changed by `away`
       (away_want: -2 nothing to send, -1 ask, 0 end, D days; away_state 0 waiting, 1
       answered, -1 refused with away_refused), and each seat's player's at this table. */
    int away_want, away_said, away_state, away_left, absent_said;
    long long away_until, absent_until[CIT_MAX_PLAYERS];
    char away_refused[NET_WORD_MAX];
    /* The host's computer moving for a seat out of time: `seat P ai` just before that seat's
       move (stand_in_next), then the move's number and seat (-1 none yet). */
    int stand_in_next, stand_in_seq, stand_in_seat;
    /* Web Push: what was asked (1 the key, 2 a subscription kept), its state and answers. */
    int push_asked, push_state;
    char push_key[128], push_refused[NET_WORD_MAX];
    /* `mail` and `notify` (net_client_mail): said and not answered; states; the answers */
    int mail_said, mail_state, notify_said, notify_state;
    char mail_word[NET_WORD_MAX], mail_text[NET_LINE_MAX], mail_refused[NET_WORD_MAX], notify_games[NET_WORD_MAX];
    int notify_from, notify_to, notify_zone;
};

static int64_t now_of(const net_client *c) { return c->clock ? c->clock(c->clock_ctx) : net_now_ms(); }

/* The host's words after which a seat does not come back by trying again: the table or the
   seat is gone, the two games cannot talk, or the host shut this client out for what it
   sent. Anything else (a lost connection, a host restarting or full, a certificate a
   captive portal swapped in) is tried again while the table lives. */
static int gone_for_good(const char *key) {
    static const char *const words[] = {"code", "token", "token-void", "version", "errors", "flood",
                                        "parse", "protocol", "bad-view", "left", "tls-unavailable"};
    for (size_t i = 0; i < sizeof words / sizeof words[0]; i++)
        if (!strcmp(key, words[i])) return 1;
    return 0;
}

/* Whether a close for `key` is tried again: only a client that asked for it, once seated
   (it holds a token). */
static int may_retry(const net_client *c, const char *key) {
    return c->reconnect && c->token[0] && !gone_for_good(key);
}

/* The connection ends for `key`: closed for good, or (may_retry) closed and tried again by
   net_client_poll once the read that found it is over. */
static void fail(net_client *c, const char *key, const char *what, const char *detail) {
    net_copy(c->reason, sizeof c->reason, key);
    snprintf(c->whybuf, sizeof c->whybuf, "%s%s%s", what, detail && *detail ? ": " : "", detail ? detail : "");
    c->why = c->whybuf;
    if (may_retry(c, key)) c->failing = 1;
    else c->state = NET_CLIENT_CLOSED;
    net_conn_close(c->c, c->why);
}

/* hello, then the join, rejoin or create: queued, and sent once the connection may carry
   them (over TLS, after the handshake). */
static void opening(net_client *c) {
    net_msg hello = net_msg_make(NET_M_HELLO, NET_VERSION, 0, NULL, NULL);
    net_conn_send(c->c, &hello);
    if (c->signing) {
        net_msg m = c->device_use[0] ? net_msg_make(NET_M_DEVICE, 0, 0, c->device_use, NULL)
                                     : net_msg_make(NET_M_PLAYER, 0, 0, c->key, NULL);
        net_conn_send(c->c, &m);
    } else if (c->setup) {
        net_msg m = net_msg_make(NET_M_CREATE, 0, 0, NULL, c->name);
        net_conn_send(c->c, &m);
        if (c->pace > 0) { /* a live table says nothing: older servers open it as ever */
            m = net_msg_make(NET_M_KIND, (uint32_t)c->pace, 0, "correspondence", NULL);
            net_conn_send(c->c, &m);
        }
        m = net_msg_make(NET_M_SETUP, (uint32_t)c->setup_len, 0, NULL, NULL);
        net_conn_send(c->c, &m);
        net_conn_queue(c->c, c->setup, c->setup_len);
    } else {
        net_msg m = c->has_token ? net_msg_make(NET_M_REJOIN, 0, 0, c->code, c->rejoin)
                                 : net_msg_make(NET_M_JOIN, 0, 0, c->code, c->name);
        net_conn_send(c->c, &m);
    }
    net_conn_flush(c->c);
}

/* A connection to the host over the connected socket fd, TLS when the mode says, and the
   opening queued. */
static int attach_fd(net_client *c, int fd, const char **why) {
    if (!(c->c = net_conn_new(fd, 0))) {
        plat_sock_close(fd);
        if (why) *why = "no memory";
        return 0;
    }
    if (c->tls_mode != NET_CLIENT_TLS_OFF) {
        net_tls *t = net_tls_client(c->tls, fd, c->tls_name, c->pin[0] ? c->pin : NULL);
        if (!t) {
            if (why) *why = "no memory";
            return 0;
        }
        net_conn_set_tls(c->c, t);
    }
    opening(c);
    return 1;
}

static int attach(net_client *c, const char **why) {
    int fd = net_connect(c->host, c->port, 5000, why);
    return fd >= 0 && attach_fd(c, fd, why);
}

/* A client as the opening will ask (not connected yet). */
static net_client *client_new(const char *host, int port, const char *code, const char *name, const char *token,
                              const char *create_setup, size_t setup_len, int days, const char **why) {
    net_client *c = calloc(1, sizeof *c);
    if (!c || (create_setup && !(c->setup = malloc(setup_len ? setup_len : 1)))) {
        free(c);
        if (why) *why = "no memory";
        return NULL;
    }
    c->pace = create_setup ? days : -1; /* the creator knows; a joiner asks (ask_kind) */
    c->seat = -1;
    c->keepalive = 1;
    c->sent_seq = -1;
    c->away_want = -2;
    c->stand_in_next = c->stand_in_seq = c->stand_in_seat = -1;
    uint8_t seed[8] = {0};
    net_random(seed, sizeof seed); /* the jitter's seed: any will do, so none is no failure */
    for (int i = 0; i < 8; i++) c->retry.rng = c->retry.rng << 8 | seed[i];
    net_copy(c->host, sizeof c->host, host);
    c->port = port;
    if (code) net_copy(c->code, sizeof c->code, code);
    net_copy(c->name, sizeof c->name, name ? name : "");
    if (token) net_copy(c->rejoin, sizeof c->rejoin, token), c->has_token = 1;
    if (create_setup) memcpy(c->setup, create_setup, setup_len), c->setup_len = setup_len;
    return c;
}

/* Connects a new client (TLS as tls says) and sends its opening; NULL (c freed) when the
   host cannot be reached. */
static net_client *dial_out(net_client *c, const char *host, const net_client_tls *tls, const char **why) {
    c->tls_mode = tls ? (int)tls->mode : NET_CLIENT_TLS_OFF;
    /* In a browser page the game's bytes go plainly into the WebSocket, which is TLS where the
       page is https:// (a pinned fingerprint cannot be checked there: the browser's own check
       stands). */
    if (plat_sock_websocket(&c->page_tls)) {
        if (c->tls_mode == NET_CLIENT_TLS_REQUIRE && !c->page_tls) {
            net_copy(c->reason, sizeof c->reason, "tls-unavailable");
            net_copy(c->whybuf, sizeof c->whybuf, "this page is not https://, so its connection cannot be TLS");
            c->why = c->whybuf;
            c->state = NET_CLIENT_CLOSED;
            return c;
        }
        c->tls_mode = NET_CLIENT_TLS_OFF;
    }
    if (c->tls_mode != NET_CLIENT_TLS_OFF) {
        char w[256];
        net_copy(c->tls_name, sizeof c->tls_name, tls->name ? tls->name : host);
        if (tls->pin) net_copy(c->pin, sizeof c->pin, tls->pin);
        c->tls = net_tls_client_ctx(tls->ca_file, w, sizeof w);
        if (!c->tls && net_tls_available()) { /* the authorities do not load: nothing is checked, so nothing goes */
            net_client_free(c);
            if (why) *why = "cannot load the certificate authorities";
            return NULL;
        }
        if (!c->tls && c->tls_mode == NET_CLIENT_TLS_REQUIRE) { /* no TLS in this build */
            net_copy(c->reason, sizeof c->reason, "tls-unavailable");
            net_copy(c->whybuf, sizeof c->whybuf, "this build of the game has no TLS");
            c->why = c->whybuf;
            c->state = NET_CLIENT_CLOSED;
            return c;
        }
        if (!c->tls) c->tls_mode = NET_CLIENT_TLS_OFF;
    }
    if (!attach(c, why)) {
        net_client_free(c);
        return NULL;
    }
    return c;
}

static net_client *connect_as(const char *host, int port, const char *code, const char *name, const char *token,
                              const char *create_setup, size_t setup_len, int days, const net_client_tls *tls,
                              const char **why) {
    net_client *c = client_new(host, port, code, name, token, create_setup, setup_len, days, why);
    return c ? dial_out(c, host, tls, why) : NULL;
}

net_client *net_client_connect_tls(const char *host, int port, const char *code, const char *name, const char *token,
                                   const char *create_setup, size_t setup_len, const net_client_tls *tls,
                                   const char **why) {
    return connect_as(host, port, code, name, token, create_setup, setup_len, 0, tls, why);
}

net_client *net_client_open_table(const char *host, int port, const char *name, const char *setup, size_t setup_len,
                                  int days, const net_client_tls *tls, const char **why) {
    if (!setup || (days && !net_pace_ok((uint32_t)days))) {
        if (why) *why = "a new table needs a set-up, and a time per move of 1, 2, 3, 5, 7 or 14 days";
        return NULL;
    }
    return connect_as(host, port, NULL, name, NULL, setup, setup_len, days, tls, why);
}

net_client *net_client_connect(const char *host, int port, const char *code, const char *name, const char *token,
                               const char *create_setup, size_t setup_len, const char **why) {
    return net_client_connect_tls(host, port, code, name, token, create_setup, setup_len, NULL, why);
}

int net_client_pace(const net_client *c) { return c->pace; }

net_client *net_client_sign_in(const char *host, int port, const char *key, const char *device_code,
                               const net_client_tls *tls, const char **why) {
    char code[NET_CODE_LEN + 1] = "";
    if (device_code ? !net_code_read(device_code, code) : !(key && net_token_ok(key, strlen(key)))) {
        if (why) *why = device_code ? "that is not a device code" : "that is not a player key";
        return NULL;
    }
    net_client *c = client_new(host, port, NULL, NULL, NULL, NULL, 0, 0, why);
    if (!c) return NULL;
    c->signing = 1;
    if (device_code) net_copy(c->device_use, sizeof c->device_use, code);
    else net_copy(c->key, sizeof c->key, key);
    return dial_out(c, host, tls, why);
}

void net_client_set_player_key(net_client *c, const char *key) {
    net_copy(c->key, sizeof c->key, key && net_token_ok(key, strlen(key)) ? key : "");
}
const char *net_client_player_key(const net_client *c) { return c->key; }
const char *net_client_player_refused(const net_client *c) { return c->player_refused; }
int net_client_signed_in(const net_client *c) { return c->signed_in; }
int net_client_mine_count(const net_client *c) { return c->nmine; }
const net_client_seat_ref *net_client_mine(const net_client *c, int i) {
    return i >= 0 && i < c->nmine ? &c->mine[i] : NULL;
}
/* Sends `games` once signed in (the key answered: its player is known). */
static void say_games(net_client *c) {
    if (c->games_asked != 1 || !c->signed_in || !c->c || c->state == NET_CLIENT_CLOSED) return;
    net_msg m = net_msg_make(NET_M_GAMES, 0, 0, NULL, NULL);
    net_conn_send(c->c, &m);
    net_conn_flush(c->c);
    c->games_asked = 2;
}
/* Sends the `away` line asked for once the host knows this client's player (signed in, or
   seated with a key). */
static void say_away(net_client *c) {
    if (c->away_want < -1 || !c->c || c->state == NET_CLIENT_CLOSED || !c->key[0]) return;
    if (!c->signed_in && (c->state != NET_CLIENT_SEATED || c->player_said)) return;
    net_msg m = net_msg_make(NET_M_AWAY, c->away_want > 0 ? (uint32_t)c->away_want : 0, 0, c->away_want == 0 ? "end" : NULL, NULL);
    net_conn_send(c->c, &m);
    net_conn_flush(c->c);
    c->away_said = 1;
    c->away_state = 0;
    c->away_want = -2;
}
void net_client_away(net_client *c, int days) {
    c->away_want = days < 0 ? -1 : days;
    c->away_state = 0;
    c->away_refused[0] = 0;
    say_away(c);
}
int net_client_away_state(const net_client *c, long long *until, int *left) {
    if (until) *until = c->away_until;
    if (left) *left = c->away_left;
    return c->away_state;
}
const char *net_client_away_refused(const net_client *c) { return c->away_refused; }
long long net_client_absent_until(const net_client *c, int seat) {
    return seat >= 0 && seat < CIT_MAX_PLAYERS ? c->absent_until[seat] : 0;
}
int net_client_stood_in(const net_client *c, int *seat) {
    if (seat) *seat = c->stand_in_seat;
    return c->stand_in_seq;
}

void net_client_ask_games(net_client *c) {
    if (!c->games_asked) c->games_asked = 1;
    say_games(c);
}
int net_client_games_state(const net_client *c) { return c->games_state; }
long long net_client_games_now(const net_client *c) { return c->games_now; }
int net_client_game_count(const net_client *c) { return c->ngames; }
const net_listed_game *net_client_listed(const net_client *c, int i) {
    return i >= 0 && i < c->ngames ? &c->games[i] : NULL;
}

/* A game the host listed (its text was checked as the line was read). */
static void note_game(net_client *c, const net_msg *m) {
    if (c->ngames == c->cap_games) {
        int cap = c->cap_games ? c->cap_games * 2 : 16;
        net_listed_game *p = realloc(c->games, sizeof *p * (size_t)cap);
        if (!p) return; /* the list is shorter */
        c->games = p;
        c->cap_games = cap;
    }
    net_listed_game *g = &c->games[c->ngames];
    net_copy(g->code, sizeof g->code, m->word);
    g->seat = (int)m->num[0];
    if (net_game_parse(m->text, strlen(m->text), &g->info)) c->ngames++;
}

void net_client_ask_device_code(net_client *c) {
    if (!c->c || c->state == NET_CLIENT_CLOSED) return;
    c->device_code[0] = 0;
    net_msg m = net_msg_make(NET_M_DEVICE, 0, 0, NULL, NULL);
    net_conn_send(c->c, &m);
    net_conn_flush(c->c);
}
static void push_send(net_client *c, const char *word, const char *text, int asked) {
    if (!c->c || c->state == NET_CLIENT_CLOSED) return;
    c->push_asked = asked, c->push_state = asked == 2 && c->push_key[0] ? 1 : 0, c->push_refused[0] = 0;
    net_msg m = net_msg_make(NET_M_PUSH, 0, 0, word, text);
    net_conn_send(c->c, &m);
    net_conn_flush(c->c);
}
void net_client_ask_push_key(net_client *c) { push_send(c, "key", NULL, 1); }
void net_client_push_on(net_client *c, const char *endpoint, const char *p256dh, const char *auth) {
    char line[NET_LINE_MAX];
    snprintf(line, sizeof line, "%s %s %s", endpoint, p256dh, auth);
    push_send(c, "on", line, 2);
}
void net_client_push_off(net_client *c) { push_send(c, "off", NULL, 3); }
int net_client_push_state(const net_client *c) { return c->push_state; }
const char *net_client_push_key(const net_client *c) { return c->push_key; }
const char *net_client_push_refused(const net_client *c) { return c->push_refused; }

void net_client_mail(net_client *c, const char *word, const char *text) {
    if (!c->c || c->state == NET_CLIENT_CLOSED) return;
    c->mail_said = 1, c->mail_state = 0, c->mail_refused[0] = 0;
    net_msg m = net_msg_make(NET_M_MAIL, 0, 0, word, word && word[0] ? text : NULL);
    net_conn_send(c->c, &m);
    net_conn_flush(c->c);
}
int net_client_mail_state(const net_client *c, const char **word, const char **text) {
    if (word) *word = c->mail_word;
    if (text) *text = c->mail_text;
    return c->mail_state;
}
void net_client_notify(net_client *c, const char *games, int from, int to, int zone) {
    if (!c->c || c->state == NET_CLIENT_CLOSED) return;
    char text[40];
    snprintf(text, sizeof text, "%d %d %d", from, to, zone);
    c->notify_said = 1, c->notify_state = 0, c->mail_refused[0] = 0;
    net_msg m = net_msg_make(NET_M_NOTIFY, 0, 0, games, games ? text : NULL);
    net_conn_send(c->c, &m);
    net_conn_flush(c->c);
}
int net_client_notify_state(const net_client *c, const char **games, int *from, int *to, int *zone) {
    if (games) *games = c->notify_games;
    if (from) *from = c->notify_from;
    if (to) *to = c->notify_to;
    if (zone) *zone = c->notify_zone;
    return c->notify_state;
}
const char *net_client_mail_refused(const net_client *c) { return c->mail_refused; }

/* An `error` answering the `mail` or `notify` line said (the mail line first): 1 when it was. */
static int mail_refused(net_client *c, const net_msg *m) {
    int *said = c->mail_said ? &c->mail_said : c->notify_said ? &c->notify_said : NULL;
    if (!said || !strcmp(m->word, "stale") || !strcmp(m->word, "illegal") || !strcmp(m->word, "not-your-turn")) return 0;
    *said = 0;
    *(said == &c->mail_said ? &c->mail_state : &c->notify_state) = -1;
    net_copy(c->mail_refused, sizeof c->mail_refused, !strcmp(m->word, "parse") && said == &c->mail_said ? "no-mail" : m->word);
    return 1;
}

/* The host's `error WORD` for the push line asked: 1 when it was that. */
static int push_refused(net_client *c, const net_msg *m) {
    static const char *const words[] = {"no-push", "push", "storage", "state", "flood"};
    if (!c->push_asked || c->push_state < 0 || c->push_state >= 2) return 0;
    for (size_t i = 0; i < sizeof words / sizeof words[0]; i++)
        if (!strcmp(m->word, words[i])) {
            c->push_state = -1;
            net_copy(c->push_refused, sizeof c->push_refused, m->word);
            return 1;
        }
    return 0;
}

const char *net_client_device_code(const net_client *c, int *seconds) {
    if (seconds) *seconds = c->device_code[0] ? c->device_secs : 0;
    return c->device_code;
}

void net_client_free(net_client *c) {
    if (!c) return;
    net_conn_free(c->c);
    net_dial_free(c->dial);
    net_seatview_free(c->view);
    net_tls_ctx_free(c->tls);
    free(c->setup);
    free(c->mine);
    free(c->games);
    free(c);
}

/* Tells the host this client comes back by itself, so the table may call its seat
   `reconnecting` rather than away when its connection breaks. */
static void say_resume(net_client *c) {
    if (!c->reconnect || !c->c || c->state != NET_CLIENT_SEATED) return;
    net_msg m = net_msg_make(NET_M_RESUME, 0, 0, NULL, NULL);
    net_conn_send(c->c, &m);
    c->resume_said = 1;
}

/* Asks the table's kind (live or correspondence) once seated, unless this client opened it. */
static void ask_kind(net_client *c) {
    if (c->pace >= 0 || !c->c || c->state != NET_CLIENT_SEATED) return;
    net_msg m = net_msg_make(NET_M_KIND, 0, 0, NULL, NULL);
    net_conn_send(c->c, &m);
    c->kind_said = 1;
}

/* At a correspondence table: who is away, and from now on each change (`absent`). */
static void say_absent(net_client *c) {
    if (c->pace <= 0 || !c->c || c->state != NET_CLIENT_SEATED || c->signing) return;
    net_msg m = net_msg_make(NET_M_ABSENT, 0, 0, NULL, NULL);
    net_conn_send(c->c, &m);
    c->absent_said = 1;
}

/* Binds this seat to its player once the table is known to be a correspondence table: with
   the key this client has for the host, or asking for a new one (`player`). */
static void say_player(net_client *c) {
    if (c->pace <= 0 || !c->c || c->state != NET_CLIENT_SEATED || c->signing) return;
    net_msg m = net_msg_make(NET_M_PLAYER, 0, 0, c->key, NULL);
    net_conn_send(c->c, &m);
    c->player_said = 1;
}

/* A seat the host listed for the signed-in player. */
static void note_mine(net_client *c, const net_msg *m) {
    if (c->nmine == c->cap_mine) {
        int cap = c->cap_mine ? c->cap_mine * 2 : 16;
        net_client_seat_ref *p = realloc(c->mine, sizeof *p * (size_t)cap);
        if (!p) return; /* the list is shorter: the seats stay the player's */
        c->mine = p;
        c->cap_mine = cap;
    }
    net_client_seat_ref *r = &c->mine[c->nmine++];
    net_copy(r->code, sizeof r->code, m->word);
    r->seat = (int)m->num[0];
    net_copy(r->token, sizeof r->token, m->text);
}

/* A rejoin's view at the very position this seat's last move was sent for: the host never
   got it (the connection broke first), so it goes again, as the player made it. */
static void resend(net_client *c) {
    if (c->sent_seq < 0) return;
    if (net_seatview_length(c->view) == c->sent_seq) {
        net_msg m = net_msg_make(NET_M_MOVE, (uint32_t)c->sent_seq, 0, NULL, c->sent_move);
        net_conn_send(c->c, &m);
    } else {
        c->sent_seq = -1;
    }
}

/* The host's hello: its protocol version, which must be this game's. */
static void on_hello(net_client *c, const net_msg *m) {
    c->host_version = (int)m->num[0];
    if (m->num[0] != NET_VERSION) {
        char d[96];
        snprintf(d, sizeof d, "the host speaks version %u, this game %d", m->num[0], NET_VERSION);
        fail(c, "version", "network protocol versions differ", d);
    }
}

/* The host refused the handshake: its reason, or an older host's (version, correspondence). */
static void on_refuse(net_client *c, const net_msg *m) {
    if (!strcmp(m->word, "version")) {
        char d[96], v[16];
        net_copy(v, sizeof v, m->text);
        snprintf(d, sizeof d, "the host speaks version %s, this game %d", v, NET_VERSION);
        c->host_version = atoi(v);
        fail(c, "version", "network protocol versions differ", d);
        return;
    }
    if (c->pace > 0 && !c->token[0] && !strcmp(m->word, "setup") && !strcmp(m->text, "unknown verb")) {
        fail(c, "no-correspondence", "the server is older than correspondence play", NULL); /* it read no `kind` */
        return;
    }
    fail(c, m->word, "the host refused", m->word);
}

/* Seated: the seat, its token for coming back, and what this client has to tell the host. */
static void on_welcome(net_client *c, const net_msg *m) {
    if (c->seat != (int)m->num[0] || !c->view) { /* a rejoin keeps its view until the fresh one comes */
        net_seatview_free(c->view);
        c->view = net_seatview_new((int)m->num[0]);
    }
    c->seat = (int)m->num[0];
    net_copy(c->token, sizeof c->token, m->text);
    c->state = NET_CLIENT_SEATED;
    c->retry.tries = 0;
    /* Coming back is a rejoin by this token, and over TLS if this connection was: a
       network that answers in plain text later is not the server. */
    net_copy(c->rejoin, sizeof c->rejoin, c->token);
    c->has_token = 1;
    free(c->setup);
    c->setup = NULL;
    if (net_client_secure(c)) c->tls_mode = NET_CLIENT_TLS_REQUIRE;
    say_resume(c);
    ask_kind(c);
    say_player(c);
    say_absent(c);
}

/* The answers to what this client asked of the host outside the game: keys, My games, push,
   mail, notification hours, a device code. */
static void on_account(net_client *c, const net_msg *m) {
    switch (m->type) {
    case NET_M_PLAYER:
        c->player_said = 0;
        net_copy(c->key, sizeof c->key, m->word);
        if (c->signing) c->signed_in = 1;
        say_games(c);
        say_away(c);
        return;
    case NET_M_MINE:
        if (c->signing && !c->signed_in) note_mine(c, m);
        return;
    case NET_M_GAME:
        if (c->games_asked == 2 && c->games_state == 0) note_game(c, m);
        return;
    case NET_M_GAMES:
        if (c->games_asked == 2 && c->games_state == 0) c->games_state = 1, c->games_now = (long long)m->num[1];
        return;
    case NET_M_PUSH:
        if (!strcmp(m->word, "key") && c->push_asked == 1) net_copy(c->push_key, sizeof c->push_key, m->text), c->push_state = 1;
        if (!strcmp(m->word, "on") && c->push_asked == 2) c->push_state = 2;
        if (!strcmp(m->word, "off") && c->push_asked == 3) c->push_state = 3;
        return;
    case NET_M_MAIL:
        c->mail_said = 0, c->mail_state = 1;
        net_copy(c->mail_word, sizeof c->mail_word, m->word);
        net_copy(c->mail_text, sizeof c->mail_text, m->text);
        return;
    case NET_M_NOTIFY:
        c->notify_said = 0;
        net_copy(c->notify_games, sizeof c->notify_games, m->word);
        c->notify_state = sscanf(m->text, "%d %d %d", &c->notify_from, &c->notify_to, &c->notify_zone) == 3 ? 1 : -1;
        return;
    case NET_M_DEVICE:
        net_copy(c->device_code, sizeof c->device_code, m->word);
        c->device_secs = (int)m->num[0];
        return;
    default: return;
    }
}

/* A seat's state and name in the lobby and the game. */
static void on_seat(net_client *c, const net_msg *m) {
    if ((int)m->num[0] >= c->nseats) c->nseats = (int)m->num[0] + 1;
    if (c->pace > 0 && !strcmp(m->word, "ai") && c->seat_state[m->num[0]] != NET_SEAT_AI)
        c->stand_in_next = (int)m->num[0]; /* a person's seat out of time: the computer's move follows */
    c->seat_state[m->num[0]] = 0;
    for (int s = 0; s <= NET_SEAT_RECONNECTING; s++)
        if (!strcmp(net_seat_state_word(s), m->word)) c->seat_state[m->num[0]] = (uint8_t)s;
    net_copy(c->seat_name[m->num[0]], CIT_NAME_LEN, m->text);
}

/* A move of the game, played on this seat's view. */
static void on_move(net_client *c, const net_msg *m) {
    const char *why = NULL;
    const cit_game *before = c->view ? net_seatview_game(c->view) : NULL;
    int mover = before ? cit_game_pending(before).player : -1;
    if (!c->view || !net_seatview_move(c->view, m, NULL, &why)) { fail(c, "out-of-step", "out of step", why); return; }
    if (c->stand_in_next >= 0 && c->stand_in_next == mover) c->stand_in_seq = (int)m->num[0], c->stand_in_seat = mover;
    c->stand_in_next = -1;
    c->new_moves++;
    if ((int)m->num[0] >= c->sent_seq) c->sent_seq = -1; /* the position the move was sent for is past */
}

/* A chat line, the oldest dropped when the queue is full. */
static void on_chat(net_client *c, const net_msg *m) {
    if (c->nchat == NET_CLIENT_CHAT_QUEUE) {
        memmove(c->chat[0], c->chat[1], sizeof c->chat[0] * (NET_CLIENT_CHAT_QUEUE - 1));
        memmove(c->chat_seat, c->chat_seat + 1, sizeof c->chat_seat[0] * (NET_CLIENT_CHAT_QUEUE - 1));
        c->nchat--;
    }
    c->chat_seat[c->nchat] = (int)m->num[0];
    net_copy(c->chat[c->nchat++], sizeof c->chat[0], m->text);
}

/* An error: the answer to something this client said that an older host does not know (no
   error then), a refusal before the seat, or a refused move kept for the window to say. */
static void on_error(net_client *c, const net_msg *m) {
    if (push_refused(c, m)) return;
    if (mail_refused(c, m)) return;
    if (c->resume_said && !strcmp(m->word, "parse")) { c->resume_said = 0; return; } /* a host older than `resume` */
    if (c->kind_said && !strcmp(m->word, "parse")) { c->kind_said = 0; return; }     /* ... than `kind` */
    if (c->absent_said && !strcmp(m->word, "parse")) { c->absent_said = 0; return; } /* ... than absences */
    if (c->player_said && strcmp(m->word, "stale") && strcmp(m->word, "illegal") && strcmp(m->word, "not-your-turn")) {
        c->player_said = 0; /* the answer to `player`: an older host, a key not known, a seat another player's */
        net_copy(c->player_refused, sizeof c->player_refused, m->word);
        return; /* the seat plays on without a key */
    }
    if (c->away_said && strcmp(m->word, "stale") && strcmp(m->word, "illegal") && strcmp(m->word, "not-your-turn")) {
        c->away_said = 0; /* `away` refused: its reason word (`parse`: a host older than absences) */
        c->away_state = -1;
        net_copy(c->away_refused, sizeof c->away_refused, m->word);
        return;
    }
    if (c->games_asked == 2 && c->games_state == 0 && c->signed_in) { /* a host older than "My games" */
        c->games_state = -1;
        return;
    }
    if (c->signing && !c->signed_in && !strcmp(m->word, "parse")) { /* a host older than keys read no `player` */
        fail(c, "no-keys", "the server is older than player keys", NULL);
        return;
    }
    if (c->state != NET_CLIENT_SEATED) { fail(c, m->word, "the host refused", m->text); return; } /* a wrong code */
    net_copy(c->err, sizeof c->err, m->word), net_append(c->err, sizeof c->err, " "), net_append(c->err, sizeof c->err, m->text);
}

static void handle(void *ctx, net_conn *conn, const net_msg *m, const char *blob, size_t bloblen, const char *bad) {
    net_client *c = ctx;
    const char *why = NULL;
    (void)conn;
    if (!m) { fail(c, "protocol", "the host sent what this game cannot read", bad); return; }
    switch (m->type) {
    case NET_M_HELLO: on_hello(c, m); return;
    case NET_M_REFUSE: on_refuse(c, m); return;
    case NET_M_BYE: fail(c, m->word[0] ? m->word : "shutdown", "the host closed the connection", m->word); return;
    case NET_M_TABLE: net_copy(c->code, sizeof c->code, m->word); return;
    case NET_M_WELCOME: on_welcome(c, m); return;
    case NET_M_RESUME: c->resume_said = 0; return;
    case NET_M_KIND:
        c->kind_said = 0;
        c->pace = (int)m->num[0];
        say_player(c);
        say_absent(c);
        return;
    case NET_M_ABSENT:
        c->absent_said = 0;
        c->absent_until[m->num[0]] = (long long)m->num[1];
        return;
    case NET_M_AWAY:
        c->away_said = 0;
        c->away_state = 1;
        c->away_until = (long long)m->num[0];
        c->away_left = (int)m->num[1];
        return;
    case NET_M_PLAYER:
    case NET_M_MINE:
    case NET_M_GAME:
    case NET_M_GAMES:
    case NET_M_PUSH:
    case NET_M_MAIL:
    case NET_M_NOTIFY:
    case NET_M_DEVICE: on_account(c, m); return;
    case NET_M_SEAT: on_seat(c, m); return;
    case NET_M_READY: c->ready[m->num[0]] = (uint8_t)m->num[1]; return;
    case NET_M_VIEW:
        if (!c->view || !net_seatview_load(c->view, blob, bloblen, &why)) { fail(c, "bad-view", "bad view", why); return; }
        c->new_moves = 0;
        resend(c);
        return;
    case NET_M_REVEAL_DRAW:
    case NET_M_REVEAL_HAND:
    case NET_M_REVEAL_CHANCE:
        if (!c->view || !net_seatview_reveal(c->view, m)) fail(c, "out-of-step", "bad reveal", NULL);
        return;
    case NET_M_MOVE: on_move(c, m); return;
    case NET_M_FINAL:
        if (c->view) net_seatview_final_blob(c->view, blob, bloblen);
        return;
    case NET_M_CHAT: on_chat(c, m); return;
    case NET_M_ERROR: on_error(c, m); return;
    case NET_M_PING: {
        net_msg p = net_msg_make(NET_M_PONG, m->num[0], 0, NULL, NULL);
        net_conn_send(c->c, &p);
        return;
    }
    default: return;
    }
}

/* The reason key of a failed handshake. */
static const char *tls_reason(net_tls_failure f) {
    switch (f) {
    case NET_TLS_NO_TLS: return "tls-none";
    case NET_TLS_UNTRUSTED: return "tls-untrusted";
    case NET_TLS_WRONG_NAME: return "tls-name";
    case NET_TLS_EXPIRED: return "tls-expired";
    case NET_TLS_PIN: return "tls-pin";
    default: return "tls-broken";
    }
}

/* Drops the broken connection and waits for the next try (the backoff's wait; none after
   net_client_retry_now). The seat, its view and its token stay. */
static void begin_retry(net_client *c) {
    net_conn_free(c->c);
    c->c = NULL;
    c->failing = 0;
    c->state = NET_CLIENT_RECONNECTING;
    c->retry_at = now_of(c) + net_retry_next(&c->retry);
}

/* The connection closed under the client: a server that answered the TLS handshake in plain
   text is asked again without TLS when that may be (the opening was never sent); a refused
   certificate says why; anything else is a lost connection. A seat that may come back by
   itself tries again (may_retry). */
static void closed_under(net_client *c) {
    const net_tls *t = net_conn_tls(c->c);
    int failed = t && net_tls_get_state(t) == NET_TLS_FAILED;
    if (failed) net_copy(c->fp, sizeof c->fp, net_tls_fingerprint(t));
    if (failed && net_tls_get_failure(t) == NET_TLS_NO_TLS && c->tls_mode == NET_CLIENT_TLS_TRY) {
        const char *why = NULL;
        net_conn_free(c->c);
        c->c = NULL;
        c->tls_mode = NET_CLIENT_TLS_OFF;
        if (attach(c, &why)) return;
        net_copy(c->reason, sizeof c->reason, "unreachable");
        net_copy(c->whybuf, sizeof c->whybuf, why ? why : "cannot connect");
    } else if (!c->failing) { /* fail() named it already: the host's word, or what we could not read */
        net_copy(c->reason, sizeof c->reason, failed ? tls_reason(net_tls_get_failure(t)) : "lost");
        net_copy(c->whybuf, sizeof c->whybuf, net_conn_why(c->c));
    }
    c->why = c->whybuf;
    if (c->c && may_retry(c, c->reason)) {
        begin_retry(c);
        return;
    }
    c->state = NET_CLIENT_CLOSED;
}

/* Reconnecting: waits for the next try's time, then connects without blocking (net_dial)
   and asks for the seat by its token; the welcome makes the client seated again. */
static void retry_poll(net_client *c, int timeout_ms) {
    if (!c->dial) {
        int64_t wait = c->retry_soon ? 0 : c->retry_at - now_of(c);
        if (wait > 0) {
            plat_poll(NULL, 0, (int)(wait < timeout_ms ? wait : timeout_ms)); /* a window's frame waits here */
            return;
        }
        const char *why = NULL;
        c->retry_soon = 0;
        if (!(c->dial = net_dial_new(c->host, c->port, &why))) { /* no name server now: offline */
            c->retry_at = now_of(c) + net_retry_next(&c->retry);
            return;
        }
    }
    const char *why = NULL;
    int fd = net_dial_poll(c->dial, timeout_ms, &why);
    if (fd == -1) return;
    net_dial_free(c->dial);
    c->dial = NULL;
    if (fd >= 0 && attach_fd(c, fd, &why)) return; /* the opening goes; the welcome seats it */
    if (fd >= 0 && !c->c) plat_sock_close(fd);
    net_conn_free(c->c);
    c->c = NULL;
    c->retry_at = now_of(c) + net_retry_next(&c->retry);
}

int net_client_poll(net_client *c, int timeout_ms) {
    if (c->state == NET_CLIENT_CLOSED) return c->state;
    if (!c->c) {
        retry_poll(c, timeout_ms);
        if (!c->c) return c->state;
        timeout_ms = 0;
    }
    struct pollfd pf = {net_conn_fd(c->c), (short)(POLLIN | (net_conn_wants_write(c->c) ? POLLOUT : 0)), 0};
    if (net_conn_pending(c->c)) timeout_ms = 0;
    plat_poll(&pf, 1, timeout_ms);
    if (pf.revents || net_conn_pending(c->c)) net_conn_read(c->c, handle, c);
    if (c->keepalive) net_conn_tick(c->c, net_now_ms());
    net_conn_flush(c->c);
    if (net_conn_closed(c->c) && c->state != NET_CLIENT_CLOSED) closed_under(c);
    return c->state;
}

void net_client_set_reconnect(net_client *c, int on) {
    int was = c->reconnect;
    c->reconnect = on;
    if (on && !was && c->c) {
        say_resume(c);
        net_conn_flush(c->c);
    }
}
void net_client_set_clock(net_client *c, int64_t (*now)(void *ctx), void *ctx) {
    c->clock = now;
    c->clock_ctx = ctx;
}
void net_client_retry_now(net_client *c) {
    if (c->state != NET_CLIENT_RECONNECTING || c->dial || c->c) return; /* a try is going on */
    c->retry.tries = 0; /* the network is back: short waits again if this try fails */
    c->retry_soon = 1;
}
int net_client_retries(const net_client *c) { return c->state == NET_CLIENT_RECONNECTING ? c->retry.tries : 0; }
int64_t net_client_retry_in(const net_client *c) {
    if (c->state != NET_CLIENT_RECONNECTING || c->dial || c->c || c->retry_soon) return 0;
    int64_t w = c->retry_at - now_of(c);
    return w > 0 ? w : 0;
}

int net_client_tls_available(void) { return net_tls_available(); }

int net_client_secure(const net_client *c) {
    if (c->page_tls) return c->c != NULL;
    const net_tls *t = c->c ? net_conn_tls(c->c) : NULL;
    return t && net_tls_get_state(t) == NET_TLS_SECURE;
}
const char *net_client_fingerprint(const net_client *c) {
    const net_tls *t = c->c ? net_conn_tls(c->c) : NULL;
    return t && net_tls_fingerprint(t)[0] ? net_tls_fingerprint(t) : c->fp;
}

int net_client_state(const net_client *c) { return c->state; }
int net_client_seats(const net_client *c) { return c->nseats; }
const char *net_client_why(const net_client *c) { return c->why ? c->why : ""; }
const char *net_client_reason(const net_client *c) {
    return c->state == NET_CLIENT_CLOSED || c->state == NET_CLIENT_RECONNECTING ? c->reason : "";
}
int net_client_host_version(const net_client *c) { return c->host_version; }
int net_client_seat(const net_client *c) { return c->seat; }
const char *net_client_token(const net_client *c) { return c->token; }
const char *net_client_code(const net_client *c) { return c->code; }
int net_client_seat_state(const net_client *c, int seat) {
    return seat >= 0 && seat < CIT_MAX_PLAYERS ? c->seat_state[seat] : NET_SEAT_OPEN;
}
const char *net_client_seat_name(const net_client *c, int seat) {
    return seat >= 0 && seat < CIT_MAX_PLAYERS ? c->seat_name[seat] : "";
}
const net_seatview *net_client_view(const net_client *c) { return c->view; }
int net_client_take_moves(net_client *c) {
    int n = c->new_moves;
    c->new_moves = 0;
    return n;
}
const char *net_client_last_error(const net_client *c) { return c->err; }
int net_client_take_chat(net_client *c, char *text, size_t cap) {
    if (!c->nchat) return -1;
    int s = c->chat_seat[0];
    if (text && cap) net_copy(text, cap, c->chat[0]);
    memmove(c->chat[0], c->chat[1], sizeof c->chat[0] * (size_t)(c->nchat - 1));
    memmove(c->chat_seat, c->chat_seat + 1, sizeof c->chat_seat[0] * (size_t)(c->nchat - 1));
    c->nchat--;
    return s;
}

void net_client_move(net_client *c, const cit_move *mv) {
    const cit_game *g = c->view ? net_seatview_game(c->view) : NULL;
    if (c->state == NET_CLIENT_CLOSED || !g || cit_move_format(g, mv, c->sent_move, sizeof c->sent_move) != CIT_OK) return;
    c->sent_seq = net_seatview_length(c->view); /* kept: a rejoin's view tells whether it arrived */
    /* Reconnecting (no connection, or one not seated yet): it goes after the rejoin's view,
       once, where that view shows the host never got it. */
    if (!c->c || c->state != NET_CLIENT_SEATED) return;
    net_msg m = net_msg_make(NET_M_MOVE, (uint32_t)c->sent_seq, 0, NULL, c->sent_move);
    net_conn_send(c->c, &m);
    net_conn_flush(c->c);
}

int net_client_ready(const net_client *c, int seat) {
    return seat >= 0 && seat < CIT_MAX_PLAYERS && c->ready[seat];
}

void net_client_set_ready(net_client *c, int on) {
    if (!c->c) return; /* never connected (tls-unavailable) */
    net_msg m = net_msg_make(NET_M_READY, on ? 1 : 0, 0, NULL, NULL);
    net_conn_send(c->c, &m);
    net_conn_flush(c->c);
}

void net_client_start(net_client *c) {
    if (!c->c) return; /* never connected (tls-unavailable) */
    net_msg m = net_msg_make(NET_M_START, 0, 0, NULL, NULL);
    net_conn_send(c->c, &m);
    net_conn_flush(c->c);
}

void net_client_chat(net_client *c, const char *text) {
    if (!c->c) return; /* never connected (tls-unavailable) */
    net_msg m = net_msg_make(NET_M_CHAT, 0, 0, NULL, text);
    net_conn_send(c->c, &m);
    net_conn_flush(c->c);
}

void net_client_give(net_client *c, int seat) {
    if (!c->c) return; /* never connected (tls-unavailable) */
    net_msg m = net_msg_make(NET_M_GIVE, (uint32_t)seat, 0, NULL, NULL);
    net_conn_send(c->c, &m);
    net_conn_flush(c->c);
}

void net_client_leave(net_client *c) {
    net_dial_free(c->dial);
    c->dial = NULL;
    if (c->state == NET_CLIENT_RECONNECTING && !c->c) { /* nothing to say bye on: the trying stops */
        net_copy(c->reason, sizeof c->reason, "left");
        c->state = NET_CLIENT_CLOSED;
        return;
    }
    if (!c->c) return;
    net_msg m = net_msg_make(NET_M_BYE, 0, 0, NULL, NULL);
    net_conn_send(c->c, &m);
    net_conn_flush(c->c);
    net_conn_close(c->c, "left");
    net_copy(c->reason, sizeof c->reason, "left");
    c->state = NET_CLIENT_CLOSED;
}

void net_client_set_keepalive(net_client *c, int on) { c->keepalive = on; }
void net_client_send_raw(net_client *c, const char *data, size_t len) {
    if (!c->c) return; /* never connected (tls-unavailable) */
    net_conn_queue(c->c, data, len);
    net_conn_flush(c->c);
}
int net_client_fd(const net_client *c) { return c->c ? net_conn_fd(c->c) : -1; }
