/* A networked table's host logic (table.h): the true game, its seats, and what each seat
   is sent. No sockets: the transport or a test carries the bytes. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "namefold.h"
#include "table.h"

struct net_table {
    cit_setup su;
    uint8_t kind[CIT_MAX_PLAYERS], state[CIT_MAX_PLAYERS];
    uint8_t ready[CIT_MAX_PLAYERS]; /* lobby marks of connected players (not saved: a restart asks again) */
    uint8_t resumes[CIT_MAX_PLAYERS]; /* the seat's connection reads `reconnecting` (it said `resume`) */
    char token[CIT_MAX_PLAYERS][NET_TOKEN_LEN + 1];
    char voided[CIT_MAX_PLAYERS][NET_TOKEN_LEN + 1]; /* the token of a seat given away ("" none) */
    char code[NET_CODE_LEN + 1];
    int started;
    int pace;           /* days per move at a correspondence table; 0: live */
    long long deadline; /* when the pending decision is due (seconds since 1970); 0: none */
    long long moved;    /* when the last move was made (seconds since 1970, the host's clock); 0: none */
    uint8_t timeouts[CIT_MAX_PLAYERS]; /* moves the host's computer made in a row for a seat out of time */
    cit_session *s;
    cit_game *before, *scratch;
    net_send_fn send;
    void *ctx;
    char *buf; /* scratch for save texts */
    size_t bufcap;
    net_commit_fn commit; /* writes a move through before it is sent (NULL: nothing to write) */
    void *commit_ctx;
};

static const char *const STATE_WORDS[] = {"open", "here", "away", "ai", "local", "reconnecting"};
const char *net_seat_state_word(int state) {
    return state >= 0 && state <= NET_SEAT_RECONNECTING ? STATE_WORDS[state] : "open";
}

static int seats(const net_table *t) { return t->su.nplayers; }

/* ---- sending ------------------------------------------------------------------------------ */

static void send_msg(net_table *t, int seat, const net_msg *m) {
    char line[NET_LINE_MAX + 1];
    size_t n = net_format(m, 1, line, sizeof line);
    if (n && t->send) t->send(t->ctx, seat, line, n);
}

static void send_blob(net_table *t, int seat, int type, const char *data, size_t len) {
    if (len > NET_BLOB_MAX) return; /* a save never comes near; never send what a peer refuses */
    net_msg m = net_msg_make(type, (uint32_t)len, 0, NULL, NULL);
    send_msg(t, seat, &m);
    if (t->send) t->send(t->ctx, seat, data, len);
}

static void send_seats_to(net_table *t, int to) { /* seats, and in the lobby their ready marks */
    for (int i = 0; i < seats(t); i++) {
        int said = t->state[i] == NET_SEAT_RECONNECTING && !t->resumes[to] ? NET_SEAT_AWAY : t->state[i];
        net_msg m = net_msg_make(NET_M_SEAT, (uint32_t)i, 0, net_seat_state_word(said),
                                 t->state[i] == NET_SEAT_OPEN ? "" : t->su.players[i].name);
        send_msg(t, to, &m);
        if (t->started) continue; /* the marks are the lobby's */
        m = net_msg_make(NET_M_READY, (uint32_t)i, (uint32_t)net_table_ready(t, i), NULL, NULL);
        send_msg(t, to, &m);
    }
}

static void tell_seats(net_table *t) {
    for (int i = 0; i < seats(t); i++)
        if (t->state[i] == NET_SEAT_HERE) send_seats_to(t, i);
}

/* A save text in t->buf (grown as needed); returns its length. */
static size_t save_text(net_table *t) {
    size_t need = cit_session_save(t->s, NULL, 0);
    if (need + 1 > t->bufcap) {
        char *b = realloc(t->buf, need + 1);
        if (!b) return 0;
        t->buf = b;
        t->bufcap = need + 1;
    }
    return cit_session_save(t->s, t->buf, t->bufcap);
}

size_t net_table_view_save(const net_table *t, int seat, char *buf, size_t cap) {
    if (!t->s) return 0;
    size_t n = cit_session_save(t->s, NULL, 0);
    char *full = malloc(n + 1);
    if (!full) return 0;
    cit_session_save(t->s, full, n + 1);
    const cit_game *g = cit_session_game(t->s);
    const cit_tileset *ts = cit_game_tileset(g);
    cit_tile_id order[CIT_MAX_STACK];
    int norder = cit_game_view_order(g, seat, order, CIT_MAX_STACK);
    /* the save with its seed and tile order replaced by the seat's, and before each move
       the chances it drew (which seed 0 cannot make): line by line */
    size_t out = 0;
    char tmp[64];
    int move = 0;
#define EMIT(p, l)                                                  \
    do {                                                            \
        if (out + (l) < cap) memcpy(buf + out, (p), (l));           \
        out += (l);                                                 \
    } while (0)
    for (size_t at = 0; at < n;) {
        const char *line = full + at, *nl = memchr(line, '\n', n - at);
        size_t len = nl ? (size_t)(nl - line) + 1 : n - at;
        if (len >= 5 && !memcmp(line, "seed ", 5)) {
            EMIT("seed 0\n", 7);
        } else if (len >= 6 && !memcmp(line, "tiles ", 6)) {
            EMIT("tiles", 5);
            for (int i = 0; i < norder && i < CIT_MAX_STACK; i++) {
                int k = snprintf(tmp, sizeof tmp, " %s", ts->tiles[order[i]].id);
                EMIT(tmp, (size_t)k);
            }
            EMIT("\n", 1);
        } else {
            uint8_t drawn[CIT_CHANCE_MAX];
            int nd = len >= 5 && !memcmp(line, "move ", 5) ? cit_session_drawn(t->s, move++, drawn, CIT_CHANCE_MAX) : 0;
            if (nd) EMIT("drawn", 5);
            for (int k = 0; k < nd; k++) {
                int w = snprintf(tmp, sizeof tmp, " %d", drawn[k]);
                EMIT(tmp, (size_t)w);
            }
            if (nd) EMIT("\n", 1);
            EMIT(line, len);
        }
        at += len;
    }
#undef EMIT
    if (cap) buf[out < cap ? out : cap - 1] = 0;
    free(full);
    return out;
}

static void send_view(net_table *t, int seat) {
    size_t need = net_table_view_save(t, seat, NULL, 0);
    char *v = malloc(need + 1);
    if (!v) return;
    net_table_view_save(t, seat, v, need + 1);
    send_blob(t, seat, NET_M_VIEW, v, need);
    free(v);
}

static void send_final(net_table *t, int seat) {
    size_t n = save_text(t);
    if (n) send_blob(t, seat, NET_M_FINAL, t->buf, n);
}

/* Whether any tile is held (a hand or face down): only then do seats' views differ
   beyond the stack's order, which every seat's canonical view deals alike. */
static int holds_tiles(const cit_game *g) {
    int counts[CIT_MAX_TILE_TYPES], sum = 0, n = cit_game_tileset(g)->ntiles;
    cit_game_remaining_counts(g, counts);
    for (int i = 0; i < n; i++) sum += counts[i];
    return sum != cit_game_stack_left(g);
}

/* The move just applied (t->before is the game before it) to every connected seat: its
   reveals for that seat, then the move with the hash of the seat's view after it (one
   canonical copy for all seats when no tile is held). */
static void broadcast_move(net_table *t, const cit_move *mv) {
    const cit_game *g = cit_session_game(t->s);
    const cit_tileset *ts = cit_game_tileset(g);
    char text[256];
    if (cit_move_format(g, mv, text, sizeof text) != CIT_OK) return;
    uint32_t seq = (uint32_t)cit_session_length(t->s) - 1;
    int per_seat = holds_tiles(t->before) || holds_tiles(g), hashed = 0;
    uint64_t hash = 0;
    for (int i = 0; i < seats(t); i++) {
        if (t->state[i] != NET_SEAT_HERE) continue;
        cit_reveal r[64];
        int nr = cit_game_view_reveals(t->before, g, i, r, 64);
        for (int k = 0; k < nr && k < 64; k++) {
            net_msg m = r[k].kind == CIT_REVEAL_DRAW
                            ? net_msg_make(NET_M_REVEAL_DRAW, r[k].index, 0, ts->tiles[r[k].tile].id, NULL)
                        : r[k].kind == CIT_REVEAL_HAND
                            ? net_msg_make(NET_M_REVEAL_HAND, r[k].who, r[k].index, ts->tiles[r[k].tile].id, NULL)
                            : net_msg_make(NET_M_REVEAL_CHANCE, r[k].index, r[k].value, NULL, NULL);
            send_msg(t, i, &m);
        }
        if (per_seat || !hashed) {
            cit_game_copy(t->scratch, g);
            cit_game_view_canon(t->scratch, i);
            hash = cit_game_hash(t->scratch);
            hashed = 1;
        }
        net_msg m = net_msg_make(NET_M_MOVE, seq, 0, NULL, text);
        m.hash = hash;
        send_msg(t, i, &m);
        if (cit_game_over(g)) send_final(t, i);
    }
}

/* ---- life ------------------------------------------------------------------------------ */

net_table *net_table_new(const cit_setup *su, const uint8_t *kinds, const char *code, net_send_fn send, void *ctx,
                         const char **why) {
    const char *dummy;
    if (!why) why = &dummy;
    if (!su || !kinds || !code || !net_code_ok(code, strlen(code))) return *why = "bad table", NULL;
    net_table *t = calloc(1, sizeof *t);
    if (!t) return *why = "no memory", NULL;
    t->su = *su;
    memcpy(t->code, code, NET_CODE_LEN);
    for (int i = 0; i < su->nplayers && i < CIT_MAX_PLAYERS; i++) {
        t->kind[i] = kinds[i];
        t->state[i] = kinds[i] == NET_SEAT_AI || kinds[i] == NET_SEAT_LOCAL ? kinds[i] : NET_SEAT_OPEN;
    }
    t->send = send;
    t->ctx = ctx;
    t->before = malloc(cit_game_size());
    t->scratch = malloc(cit_game_size());
    cit_status st;
    cit_session *probe = cit_session_new(su, &st); /* the set-up is checked now, not at the start */
    if (!probe || !t->before || !t->scratch) {
        *why = probe ? "no memory" : cit_status_str(st);
        cit_session_free(probe);
        net_table_free(t);
        return NULL;
    }
    cit_session_free(probe);
    return t;
}

void net_table_free(net_table *t) {
    if (!t) return;
    cit_session_free(t->s);
    free(t->before);
    free(t->scratch);
    free(t->buf);
    free(t);
}

const char *net_table_code(const net_table *t) { return t->code; }
int net_table_started(const net_table *t) { return t->started; }
int net_table_over(const net_table *t) { return t->s && cit_game_over(cit_session_game(t->s)); }
int net_table_seat_state(const net_table *t, int seat) {
    return seat >= 0 && seat < seats(t) ? t->state[seat] : NET_SEAT_OPEN;
}
const cit_setup *net_table_setup(const net_table *t) { return &t->su; }
int net_table_seat_kind(const net_table *t, int seat) { return seat >= 0 && seat < seats(t) ? t->kind[seat] : NET_SEAT_OPEN; }
const cit_game *net_table_game(const net_table *t) { return t->s ? cit_session_game(t->s) : NULL; }
const cit_session *net_table_session(const net_table *t) { return t->s; }

/* ---- seats ------------------------------------------------------------------------------ */

/* A network seat whose player is gone: away, or played by the host's computer meanwhile
   (the player gets it back on rejoining). */
static int gone(const net_table *t, int i) { return t->state[i] == NET_SEAT_AWAY || t->state[i] == NET_SEAT_RECONNECTING; }
static int returnable(const net_table *t, int i) {
    return gone(t, i) || (t->state[i] == NET_SEAT_AI && t->kind[i] == NET_SEAT_OPEN);
}


/* A seat taken after the start (a correspondence table's open seat, a seat given away):
   the game carries its players' names, so it is played again from its set-up under the
   new name (names are in no hash: a seat's view is the same game). Kept as it was if the
   replay does not end in the same game. */
static void rename_in_game(net_table *t, int seat) {
    if (!t->s) return;
    cit_setup su = *cit_game_setup(cit_session_game(t->s));
    memcpy(su.players[seat].name, t->su.players[seat].name, CIT_NAME_LEN);
    cit_session *again = cit_session_new(&su, NULL);
    int n = cit_session_length(t->s), ok = again != NULL;
    for (int i = 0; ok && i < n; i++) ok = cit_session_apply(again, cit_session_move(t->s, i), NULL) == CIT_OK;
    if (ok && cit_game_hash(cit_session_game(again)) == cit_game_hash(cit_session_game(t->s))) {
        cit_session_free(t->s);
        t->s = again;
    } else {
        cit_session_free(again);
    }
}

int net_table_join(net_table *t, const char *name, const uint8_t *random16, char *token, const char **why) {
    const char *dummy;
    if (!why) why = &dummy;
    if (!name || cit_name_problem(name, strlen(name)) || net_name_mixed(name) || !net_name_skeleton(name, NULL, 0))
        return *why = "name", -1; /* the skeleton empty: nothing of the name shows */
    /* A name is not an identity: an away player's seat comes back only by its token (or
       by the host's net_table_give_seat), and no two seats share a name. */
    for (int i = 0; i < seats(t); i++)
        if (t->state[i] != NET_SEAT_OPEN && net_names_alike(t->su.players[i].name, name))
            return *why = returnable(t, i) ? "name-away" : "name-taken", -1;
    for (int i = 0; i < seats(t); i++) { /* after the start only a seat the host gave away is open */
        if (t->state[i] != NET_SEAT_OPEN) continue;
        t->state[i] = NET_SEAT_HERE;
        t->ready[i] = 0;
        snprintf(t->su.players[i].name, CIT_NAME_LEN, "%s", name);
        for (int k = 0; k < 16; k++) snprintf(t->token[i] + 2 * k, 3, "%02x", random16[k]);
        memcpy(token, t->token[i], NET_TOKEN_LEN + 1);
        rename_in_game(t, i);
        return i;
    }
    return *why = t->started ? "started" : "full", -1;
}

int net_table_give_seat(net_table *t, int seat) {
    if (seat < 0 || seat >= seats(t) || t->kind[seat] != NET_SEAT_OPEN || !returnable(t, seat)) return 0;
    t->state[seat] = NET_SEAT_OPEN;
    memcpy(t->voided[seat], t->token[seat], sizeof t->voided[seat]); /* known, so not taken for a guess */
    t->token[seat][0] = 0; /* the old token seats nobody now */
    t->ready[seat] = 0;
    tell_seats(t);
    return 1;
}

int net_table_rejoin(net_table *t, const char *token, const char **why) {
    const char *dummy;
    if (!why) why = &dummy;
    for (int i = 0; i < seats(t); i++)
        if (t->token[i][0] && token && !strcmp(t->token[i], token) &&
            (returnable(t, i) || t->state[i] == NET_SEAT_HERE)) { /* HERE: a rejoin before the drop was seen */
            t->state[i] = NET_SEAT_HERE;
            t->timeouts[i] = 0; /* back: a computer that kept the seat gives it up */
            return i;
        }
    for (int i = 0; i < seats(t); i++)
        if (t->voided[i][0] && token && !strcmp(t->voided[i], token)) return *why = "token-void", -1;
    return *why = "token", -1;
}

void net_table_attach(net_table *t, int seat) {
    if (seat < 0 || seat >= seats(t)) return;
    t->resumes[seat] = 0; /* a new connection: it says again whether it reads `reconnecting` */
    tell_seats(t);
    if (!t->started) return;
    send_view(t, seat);
    if (net_table_over(t)) send_final(t, seat);
}

static void unseat(net_table *t, int seat, int state) {
    if (seat < 0 || seat >= seats(t) || t->state[seat] != NET_SEAT_HERE) return;
    t->state[seat] = (uint8_t)state;
    t->ready[seat] = 0;
    tell_seats(t);
}
void net_table_detach(net_table *t, int seat) { unseat(t, seat, NET_SEAT_AWAY); }
void net_table_lost(net_table *t, int seat) { unseat(t, seat, NET_SEAT_RECONNECTING); }

void net_table_resumes(net_table *t, int seat) {
    if (seat < 0 || seat >= seats(t) || t->state[seat] != NET_SEAT_HERE || t->resumes[seat]) return;
    t->resumes[seat] = 1;
    for (int i = 0; i < seats(t); i++) /* a seat it was told `away` is reconnecting: told again */
        if (t->state[i] == NET_SEAT_RECONNECTING) {
            send_seats_to(t, seat);
            return;
        }
}

void net_table_seat_to_ai(net_table *t, int seat) {
    if (seat < 0 || seat >= seats(t) || !gone(t, seat)) return;
    t->state[seat] = NET_SEAT_AI;
    tell_seats(t);
}

int net_table_ready(const net_table *t, int seat) {
    if (seat < 0 || seat >= seats(t)) return 0;
    return t->state[seat] == NET_SEAT_HERE ? t->ready[seat] : t->state[seat] == NET_SEAT_AI || t->state[seat] == NET_SEAT_LOCAL;
}

int net_table_set_ready(net_table *t, int seat, int on) {
    if (t->started || seat < 0 || seat >= seats(t) || t->state[seat] != NET_SEAT_HERE) return 0;
    if (t->ready[seat] == !!on) return 1;
    t->ready[seat] = (uint8_t)!!on;
    net_msg m = net_msg_make(NET_M_READY, (uint32_t)seat, t->ready[seat], NULL, NULL);
    for (int i = 0; i < seats(t); i++)
        if (t->state[i] == NET_SEAT_HERE) send_msg(t, i, &m);
    return 1;
}

int net_table_start(net_table *t, const char **why) {
    const char *dummy;
    if (!why) why = &dummy;
    if (t->started) return *why = "started", 0;
    for (int i = 0; i < seats(t) && !t->pace; i++) /* a correspondence table's open seats fill by link later */
        if (t->state[i] == NET_SEAT_OPEN) return *why = "a seat is still open", 0;
    cit_status st;
    t->s = cit_session_new(&t->su, &st); /* with the players' names, the same seed */
    if (!t->s) return *why = cit_status_str(st), 0;
    t->started = 1;
    for (int i = 0; i < seats(t); i++)
        if (t->state[i] == NET_SEAT_HERE) send_view(t, i);
    return 1;
}

void net_table_set_pace(net_table *t, int days) { t->pace = days > 0 && net_pace_ok((uint32_t)days) ? days : 0; }
int net_table_pace(const net_table *t) { return t->pace; }
const char *net_table_token(const net_table *t, int seat) {
    return seat >= 0 && seat < seats(t) && t->token[seat][0] ? t->token[seat] : NULL;
}
int net_table_awaits_move(const net_table *t) { return t->pace && t->started && !net_table_over(t); }
long long net_table_deadline(const net_table *t) { return t->deadline; }
long long net_table_moved(const net_table *t) { return t->moved; }

void net_table_turn_began(net_table *t, long long now) {
    t->deadline = net_table_awaits_move(t) ? now + (long long)t->pace * 86400 : 0;
    if (t->s && cit_session_length(t->s) > 0) t->moved = now; /* the start is no move */
}

/* ---- moves ------------------------------------------------------------------------------ */

void net_table_set_commit(net_table *t, net_commit_fn fn, void *ctx) {
    t->commit = fn;
    t->commit_ctx = ctx;
}

/* Applies, writes through (commit), then tells the seats: a move nobody could store is
   taken back before anyone saw it. *storage is 1 when that was the reason. */
static int apply_move(net_table *t, const cit_move *m, const char **why, int *storage) {
    *storage = 0;
    cit_game_copy(t->before, cit_session_game(t->s));
    cit_status st = cit_session_apply(t->s, m, NULL);
    if (st != CIT_OK) return *why = cit_status_str(st), 0;
    if (t->commit) {
        char text[256];
        int n = cit_session_length(t->s);
        long long deadline = t->deadline, moved = t->moved; /* the commit sets the next decision's */
        if (cit_move_format(cit_session_game(t->s), m, text, sizeof text) != CIT_OK ||
            !t->commit(t->commit_ctx, t, (uint32_t)(n - 1), text)) {
            cit_session_undo_to(t->s, n - 1);
            t->deadline = deadline;
            t->moved = moved;
            *storage = 1;
            return *why = "the host cannot store moves now (disk full or a damaged database): try again later", 0;
        }
    }
    broadcast_move(t, m);
    return 1;
}

int net_table_move(net_table *t, int seat, uint32_t seq, const char *text, const char **reason, const char **why) {
    const char *d1, *d2;
    if (!reason) reason = &d1;
    if (!why) why = &d2;
    if (!t->started || net_table_over(t)) return *reason = "state", *why = "no game is running", 0;
    const cit_game *g = cit_session_game(t->s);
    if (seq != (uint32_t)cit_session_length(t->s)) return *reason = "stale", *why = "the game has moved on", 0;
    if (seat < 0 || seat >= seats(t) || cit_game_pending(g).player != seat)
        return *reason = "not-your-turn", *why = "another seat decides now", 0;
    cit_move m;
    if (!text || cit_move_parse(g, text, strlen(text), &m) != CIT_OK)
        return *reason = "parse", *why = "not a move", 0;
    int storage;
    if (!apply_move(t, &m, why, &storage)) return *reason = storage ? "storage" : "illegal", 0;
    t->timeouts[seat] = 0; /* the player moved in time: the count of timeouts starts again */
    return 1;
}

int net_table_apply(net_table *t, const cit_move *m, const char **why) {
    const char *dummy;
    if (!why) why = &dummy;
    if (!t->started || net_table_over(t)) return *why = "no game is running", 0;
    int storage;
    return apply_move(t, m, why, &storage);
}

/* Every connected seat is told that `seat` is played by the host's computer for the move
   that follows (`seat P ai NAME`), whatever its state stays: the players see who made it. */
static void tell_stand_in(net_table *t, int seat) {
    net_msg m = net_msg_make(NET_M_SEAT, (uint32_t)seat, 0, net_seat_state_word(NET_SEAT_AI), t->su.players[seat].name);
    for (int i = 0; i < seats(t); i++)
        if (t->state[i] == NET_SEAT_HERE) send_msg(t, i, &m);
}

int net_table_stand_in(net_table *t, const cit_move *m, const char **why) {
    const char *dummy;
    if (!why) why = &dummy;
    if (!t->started || net_table_over(t)) return *why = "no game is running", 0;
    int seat = cit_game_pending(cit_session_game(t->s)).player, storage;
    if (seat < 0 || seat >= seats(t) || t->state[seat] == NET_SEAT_AI) return *why = "not a player's decision", 0;
    tell_stand_in(t, seat);
    if (!apply_move(t, m, why, &storage)) {
        tell_seats(t);
        return 0;
    }
    if (t->timeouts[seat] < 255) t->timeouts[seat]++;
    /* a player who stayed away for that many: the computer keeps the seat (their rejoin takes
       it back); a connected player, or a seat nobody took yet, keeps theirs */
    if (t->timeouts[seat] >= NET_TIMEOUTS_KEPT && gone(t, seat)) t->state[seat] = NET_SEAT_AI;
    tell_seats(t);
    return 1;
}

int net_table_timeouts(const net_table *t, int seat) { return seat >= 0 && seat < seats(t) ? t->timeouts[seat] : 0; }

void net_table_chat(net_table *t, int seat, const char *text) {
    net_msg m = net_msg_make(NET_M_CHAT, (uint32_t)seat, 0, NULL, text);
    for (int i = 0; i < seats(t); i++)
        if (t->state[i] == NET_SEAT_HERE) send_msg(t, i, &m);
}

/* ---- restarts ------------------------------------------------------------------------------ */

size_t net_table_seats_text(const net_table *t, char *buf, size_t cap) {
    size_t out = 0;
    char line[160];
#define EMIT(p, l)                                        \
    do {                                                  \
        if (out + (l) < cap) memcpy(buf + out, (p), (l)); \
        out += (l);                                       \
    } while (0)
    int k = snprintf(line, sizeof line, "#@net table %s %d %d %llu\n", t->code, t->started, t->su.nplayers,
                     (unsigned long long)t->su.seed);
    EMIT(line, (size_t)k);
    if (t->pace) { /* only correspondence tables: a live table's lines are what older hosts wrote */
        k = snprintf(line, sizeof line, "#@net pace %d\n#@net deadline %lld\n", t->pace, t->deadline);
        EMIT(line, (size_t)k);
    }
    if (t->moved) { /* "My games" says when; older hosts skip the line */
        k = snprintf(line, sizeof line, "#@net moved %lld\n", t->moved);
        EMIT(line, (size_t)k);
    }
    for (int i = 0; i < seats(t); i++) {
        /* a reconnecting seat is kept as away: files stay readable by hosts older than the
           state, and after a restart nobody is connected anyway */
        k = snprintf(line, sizeof line, "#@net seat %d %d %d %s %s\n", i, t->kind[i],
                     t->state[i] == NET_SEAT_RECONNECTING ? NET_SEAT_AWAY : t->state[i],
                     t->token[i][0] ? t->token[i] : "-", t->su.players[i].name);
        EMIT(line, (size_t)k);
        if (t->timeouts[i]) { /* only after a clock ran out: older hosts skip the line */
            k = snprintf(line, sizeof line, "#@net timeouts %d %d\n", i, t->timeouts[i]);
            EMIT(line, (size_t)k);
        }
        if (!t->voided[i][0]) continue;
        k = snprintf(line, sizeof line, "#@net void %d %s\n", i, t->voided[i]);
        EMIT(line, (size_t)k);
    }
#undef EMIT
    if (cap) buf[out < cap ? out : cap - 1] = 0;
    return out;
}

size_t net_table_save(const net_table *t, char *buf, size_t cap) {
    char *body = NULL;
    size_t n = 0;
    cit_session *lobby = t->s ? NULL : cit_session_new(&t->su, NULL); /* before the start: the set-up */
    const cit_session *s = t->s ? t->s : lobby;
    if (s) {
        n = cit_session_save(s, NULL, 0);
        body = malloc(n + 1);
        if (body) cit_session_save(s, body, n + 1);
    }
    cit_session_free(lobby);
    if (!body) return 0;
    size_t seats = net_table_seats_text(t, NULL, 0), out = n + seats;
    if (cap) {
        if (n < cap) memcpy(buf, body, n);
        if (n < cap) net_table_seats_text(t, buf + n, cap - n);
        buf[out < cap ? out : cap - 1] = 0;
    }
    free(body);
    return out;
}

/* One `#@net` line of a saved table into t (unknown lines are skipped). */
static void load_line(net_table *t, const char *line, size_t len, int *started) {
    char code[16] = "", tok[NET_TOKEN_LEN + 2] = "", name[CIT_NAME_LEN + 8] = "";
    int i, kind, state, n;
    char tmp[256];
    if (len >= sizeof tmp) return;
    memcpy(tmp, line, len);
    tmp[len] = 0;
    if (sscanf(tmp, "#@net table %15s %d", code, started) == 2) return;
    long long v;
    if (sscanf(tmp, "#@net pace %lld", &v) == 1) {
        net_table_set_pace(t, v > 0 && v <= 14 ? (int)v : 0);
        return;
    }
    if (sscanf(tmp, "#@net deadline %lld", &v) == 1) {
        t->deadline = v > 0 ? v : 0;
        return;
    }
    if (sscanf(tmp, "#@net moved %lld", &v) == 1) {
        t->moved = v > 0 ? v : 0;
        return;
    }
    if (sscanf(tmp, "#@net timeouts %d %lld", &i, &v) == 2) {
        if (i >= 0 && i < seats(t) && v >= 0 && v <= 255) t->timeouts[i] = (uint8_t)v;
        return;
    }
    if (sscanf(tmp, "#@net void %d %33s", &i, tok) == 2) {
        if (i >= 0 && i < seats(t) && net_token_ok(tok, strlen(tok))) memcpy(t->voided[i], tok, NET_TOKEN_LEN + 1);
        return;
    }
    if (sscanf(tmp, "#@net seat %d %d %d %33s %n", &i, &kind, &state, tok, &n) < 4 || i < 0 || i >= seats(t)) return;
    snprintf(name, sizeof name, "%s", tmp + n);
    if (kind < 0 || kind > NET_SEAT_LOCAL || state < 0 || state > NET_SEAT_LOCAL) return;
    t->kind[i] = (uint8_t)kind;
    t->state[i] = (uint8_t)(state == NET_SEAT_HERE ? NET_SEAT_AWAY : state); /* nobody is connected yet */
    if (net_token_ok(tok, strlen(tok))) memcpy(t->token[i], tok, NET_TOKEN_LEN + 1);
    if (!cit_name_problem(name, strlen(name))) net_copy(t->su.players[i].name, CIT_NAME_LEN, name); /* a seat given meanwhile */
}

net_table *net_table_load(const char *text, size_t len, net_send_fn send, void *ctx, const char **why) {
    const char *dummy;
    if (!why) why = &dummy;
    const char *mark = NULL;
    for (size_t at = 0; at + 17 < len && !mark; at++)
        if (!memcmp(text + at, "#@net table ", 12) && (at == 0 || text[at - 1] == '\n')) mark = text + at;
    if (!mark) return *why = "not a saved table", NULL;
    char code[NET_CODE_LEN + 1];
    memcpy(code, mark + 12, NET_CODE_LEN);
    code[NET_CODE_LEN] = 0;
    cit_setup su;
    cit_setup_default(&su, 2, 1);
    cit_session *s = cit_session_new(&su, NULL);
    cit_load_error err;
    if (!s || cit_session_load(s, text, len, &err) != CIT_OK) {
        cit_session_free(s);
        return *why = "the table's save does not load", NULL;
    }
    su = *cit_game_setup(cit_session_game(s));
    uint8_t kinds[CIT_MAX_PLAYERS] = {0};
    net_table *t = net_table_new(&su, kinds, code, send, ctx, why);
    if (!t) {
        cit_session_free(s);
        return NULL;
    }
    int started = 0;
    for (const char *p = mark; p < text + len;) {
        const char *nl = memchr(p, '\n', (size_t)(text + len - p));
        size_t l = nl ? (size_t)(nl - p) : (size_t)(text + len - p);
        load_line(t, p, l, &started);
        p += l + 1;
    }
    if (started) {
        t->s = s;
        t->started = 1;
    } else {
        cit_session_free(s);
    }
    return t;
}
