/* "Your turn" by mail (server/mail.h): the protocol's `mail` lines, the links' pages, the
   turns and digests, the budgets. The store keeps the addresses (server/mail_store.h), the
   sender sends (server/mail_send.h), the words are server/mail_text.c's. A turn reaches the
   mail thread as a fact; it reads the address on a connection of its own, marks the day,
   composes and hands the letter to the sender, so a move that mails costs the table's
   thread a queueing only. */
#define _DEFAULT_SOURCE
#include "mail.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "conn.h"
#include "games.h"
#include "mail_store.h"
#include "mail_text.h"
#include "notify.h"

#define BUDGETS 4096      /* addresses and players counted today: a crowded day forgets the oldest */
#define DIGESTS_A_SWEEP 64 /* digests sent at one sweep: the rest at the next */
#define FACTS 512          /* turns waiting for the mail thread: beyond, dropped and counted */

typedef struct {
    uint64_t who; /* an address's hash, or a player's id */
    long long day;
    int mails, confirms, sets;
} budget;

/* What the table's thread hands over: a turn (or the loop's sweep, player 0). */
typedef struct {
    int64_t player;
    char code[NET_CODE_LEN + 1], game[201], moved[201];
    int quiet;
    long long now;
} fact;

typedef struct {
    mail_game games[MAIL_DIGEST_GAMES];
    char codes[MAIL_DIGEST_GAMES][NET_CODE_LEN + 1], names[MAIL_DIGEST_GAMES][201];
    int n, more;
} digest;

struct server_mail {
    mail_sender *sender;
    net_store *st;  /* the loop's connection: `mail` lines and links */
    net_store *own; /* the mail thread's connection to the same database: turns, digests */
    char base[400];
    char from[MAIL_ADDRESS_MAX + 1];
    pthread_mutex_t lock; /* the budgets, the counts and the facts */
    pthread_cond_t wake, idle;
    pthread_t thread;
    int started, stop, busy;
    fact facts[FACTS]; /* a ring: head the oldest */
    int head, nfacts;
    budget budgets[BUDGETS];
    int nbudgets;
    long over_budget, sets_refused, facts_dropped;
    digest d; /* the mail thread's */
};

static void *mail_thread(void *ctx);

server_mail *server_mail_new(const server_mail_config *cfg, net_store *st, char *why, size_t cap) {
    if (!net_store_keeps_players(st)) return snprintf(why, cap, "mail needs a store that keeps players"), NULL;
    if (!cfg->base || strncmp(cfg->base, "http", 4) || strlen(cfg->base) >= 300)
        return snprintf(why, cap, "mail needs the server's public URL for its links (--public-url)"), NULL;
    server_mail *m = calloc(1, sizeof *m);
    if (!m) return snprintf(why, cap, "no memory"), NULL;
    m->st = st;
    snprintf(m->base, sizeof m->base, "%s", cfg->base);
    size_t n = strlen(m->base);
    while (n && m->base[n - 1] == '/') m->base[--n] = 0;
    snprintf(m->from, sizeof m->from, "%s", cfg->send.from);
    pthread_mutex_init(&m->lock, NULL);
    pthread_cond_init(&m->wake, NULL);
    pthread_cond_init(&m->idle, NULL);
    if (!(m->own = mail_store_twin(st, why, cap)) || !(m->sender = mail_sender_new(&cfg->send, why, cap))) {
        server_mail_free(m);
        return NULL;
    }
    if (pthread_create(&m->thread, NULL, mail_thread, m) != 0) {
        snprintf(why, cap, "cannot start the mail thread");
        server_mail_free(m);
        return NULL;
    }
    m->started = 1;
    return m;
}

static void keep_for_later(server_mail *m, const fact *f);

void server_mail_free(server_mail *m) {
    if (!m) return;
    if (m->started) {
        pthread_mutex_lock(&m->lock);
        m->stop = 1;
        pthread_cond_broadcast(&m->wake);
        pthread_mutex_unlock(&m->lock);
        pthread_join(m->thread, NULL);
    }
    /* Turns the thread had not come to are not lost: kept as held back, the first sweep after
       a restart mails them (composed mails still in the sender's queue are cut). */
    for (int i = 0; i < m->nfacts; i++) keep_for_later(m, &m->facts[(m->head + i) % FACTS]);
    mail_sender_free(m->sender);
    net_store_close(m->own);
    pthread_cond_destroy(&m->idle);
    pthread_cond_destroy(&m->wake);
    pthread_mutex_destroy(&m->lock);
    free(m);
}

/* ---- budgets (under m->lock: the loop's confirmations and the thread's turns share them) ---- */

static uint64_t address_hash(const char *addr) {
    uint64_t h = 1469598103934665603ull; /* FNV-1a of the address in lower case: one budget however it is spelt */
    for (; *addr; addr++) {
        unsigned char ch = (unsigned char)*addr;
        h = (h ^ (ch >= 'A' && ch <= 'Z' ? ch + 32 : ch)) * 1099511628211ull;
    }
    return h | 1ull << 63; /* apart from players' ids, which are small */
}

static budget *budget_of(server_mail *m, uint64_t who, long long now) {
    long long day = now / 86400;
    int oldest = 0;
    for (int i = 0; i < m->nbudgets; i++) {
        budget *b = &m->budgets[i];
        if (b->who == who) {
            if (b->day != day) *b = (budget){who, day, 0, 0, 0};
            return b;
        }
        if (b->day < m->budgets[oldest].day) oldest = i;
    }
    int at = m->nbudgets < BUDGETS ? m->nbudgets++ : oldest;
    m->budgets[at] = (budget){who, day, 0, 0, 0};
    return &m->budgets[at];
}

/* ---- sending ---- */

/* Whether the address may get one more mail of that kind today (m->lock held). */
static int address_room(server_mail *m, const char *addr, mail_kind kind, long long now) {
    budget *b = budget_of(m, address_hash(addr), now);
    if (b->mails < SERVER_MAIL_PER_ADDRESS && (kind != MAIL_CONFIRM || b->confirms < SERVER_MAIL_CONFIRMS)) return 1;
    m->over_budget++;
    return 0;
}

/* A mail of that kind taken from the address's budget (step 1) or given back (-1): 1 when
   there was room to take. */
static int budget_step(server_mail *m, const char *addr, mail_kind kind, long long now, int step) {
    pthread_mutex_lock(&m->lock);
    int ok = step < 0 || address_room(m, addr, kind, now);
    if (ok) {
        budget *b = budget_of(m, address_hash(addr), now);
        b->mails += step;
        if (kind == MAIL_CONFIRM) b->confirms += step;
    }
    pthread_mutex_unlock(&m->lock);
    return ok;
}

/* Composes and queues a mail to the row's address within its budget: 1 queued. */
static int send_letter(server_mail *m, const mail_row *r, mail_kind kind, const mail_game *games, int ngames, long long now) {
    if (!budget_step(m, r->address, kind, now, 1)) return 0; /* taken first: the other thread sees it spent */
    uint8_t rnd[12];
    char id[32] = "0";
    if (net_random(rnd, sizeof rnd))
        for (size_t i = 0; i < sizeof rnd; i++) snprintf(id + 2 * i, 3, "%02x", rnd[i]);
    mail_letter l = {kind, r->lang, m->from, r->address, m->base, r->token, games, ngames, now, id};
    size_t cap = MAIL_MESSAGE_MAX + 4096, len = 0;
    char *message = malloc(cap);
    int queued = message && (len = mail_compose(&l, message, cap)) && mail_sender_send(m->sender, r->address, message, len);
    free(message);
    if (!queued) budget_step(m, r->address, kind, now, -1);
    return queued;
}

/* ---- the mail thread ---- */

static void sweep(server_mail *m, long long now);

/* The thread's writes meet the loop's on another connection, and SQLite may answer "database
   is locked" before its busy timeout is out (two of about 2,500 marks in three store_bench
   runs): a mark or a held-back turn is tried again after a pause, which delays no table. */
#define WRITE_TRIES 5

static void pause_ms(int ms) {
    struct timespec t = {ms / 1000, (long)(ms % 1000) * 1000000L};
    nanosleep(&t, NULL);
}

static int mark_today(server_mail *m, const fact *f) {
    int r = -1;
    for (int i = 0; i < WRITE_TRIES && (r = mail_store_turn_once(m->own, f->player, f->code, f->now / 86400)) < 0; i++)
        pause_ms(10 << i);
    return r;
}

static int hold_back(server_mail *m, const fact *f) {
    int ok = 0;
    for (int i = 0; i < WRITE_TRIES && !(ok = mail_store_turn_due(m->own, f->player, f->code, f->game)); i++) pause_ms(10 << i);
    return ok;
}

/* A turn, on the mail thread: mailed, kept for the digest (or till the quiet hours end), or
   nothing (no confirmed address, mailed today already, the budget spent). */
static void turn(server_mail *m, const fact *f) {
    mail_row r;
    if (mail_store_get(m->own, f->player, &r) != 1 || !r.confirmed) return; /* unconfirmed: nothing but the confirmation */
    if (f->quiet) { /* held back: the sweep sends it when the quiet hours end */
        hold_back(m, f);
        return;
    }
    if (r.mode == MAIL_MODE_DAILY) {
        if (hold_back(m, f) && r.digest_at <= f->now - SERVER_MAIL_DIGEST_S) sweep(m, f->now); /* the first of a day goes at once */
        return;
    }
    if (mark_today(m, f) != 1) return;
    mail_game g = {f->code, f->game, f->moved};
    send_letter(m, &r, MAIL_TURN, &g, 1, f->now);
}

/* A turn the thread never came to (the server stops): kept as one held back. */
static void keep_for_later(server_mail *m, const fact *f) {
    mail_row r;
    if (f->player && mail_store_get(m->own, f->player, &r) == 1 && r.confirmed) hold_back(m, f);
}

static void *mail_thread(void *ctx) {
    server_mail *m = ctx;
    pthread_mutex_lock(&m->lock);
    for (;;) {
        while (!m->stop && !m->nfacts) pthread_cond_wait(&m->wake, &m->lock);
        if (m->stop) break;
        fact f = m->facts[m->head];
        m->head = (m->head + 1) % FACTS, m->nfacts--, m->busy = 1;
        pthread_mutex_unlock(&m->lock);
        if (f.player) turn(m, &f);
        else sweep(m, f.now);
        pthread_mutex_lock(&m->lock);
        m->busy = 0;
        if (!m->nfacts) pthread_cond_broadcast(&m->idle);
    }
    pthread_mutex_unlock(&m->lock);
    return NULL;
}

/* Hands a fact to the mail thread: on the table's thread, a copy under the lock. */
static void hand_over(server_mail *m, const fact *f) {
    pthread_mutex_lock(&m->lock);
    if (m->nfacts < FACTS) {
        m->facts[(m->head + m->nfacts++) % FACTS] = *f;
        pthread_cond_signal(&m->wake);
    } else {
        m->facts_dropped++;
    }
    pthread_mutex_unlock(&m->lock);
}

void server_mail_turn(server_mail *m, int64_t player, const char *code, const char *game, const char *moved, int quiet,
                      long long now) {
    if (!m || player <= 0) return;
    fact f = {.player = player, .quiet = quiet, .now = now};
    snprintf(f.code, sizeof f.code, "%s", code);
    snprintf(f.game, sizeof f.game, "%s", game);
    snprintf(f.moved, sizeof f.moved, "%s", moved);
    hand_over(m, &f);
}

void server_mail_digests(server_mail *m, long long now) {
    if (m) hand_over(m, &(fact){.player = 0, .now = now});
}

void server_mail_settle(server_mail *m) {
    if (!m) return;
    pthread_mutex_lock(&m->lock);
    while (m->nfacts || m->busy) pthread_cond_wait(&m->idle, &m->lock);
    pthread_mutex_unlock(&m->lock);
}

/* A waiting turn still the player's (its table's summary says so; none: kept, as it may be). */
static int digest_game(void *ctx, const char *code, const char *game, int seat, const char *summary) {
    digest *d = ctx;
    net_game_info g;
    if (summary && net_game_parse(summary, strlen(summary), &g) && (g.state != NET_GAME_PLAY || g.turn != seat)) return 1;
    if (d->n == MAIL_DIGEST_GAMES) return d->more++, 1;
    snprintf(d->codes[d->n], sizeof d->codes[d->n], "%s", code);
    snprintf(d->names[d->n], sizeof d->names[d->n], "%s", game);
    d->games[d->n] = (mail_game){d->codes[d->n], d->names[d->n], ""};
    d->n++;
    return 1;
}

/* On the mail thread: the digests due, held-back turns whose quiet hours are over, and the
   addresses never confirmed forgotten. */
static void sweep(server_mail *m, long long now) {
    (void)mail_store_expire(m->own, now - SERVER_MAIL_UNCONFIRMED_S); /* failed, the next sweep tries again */
    int64_t players[DIGESTS_A_SWEEP];
    int n = mail_store_digests_due(m->own, now - SERVER_MAIL_DIGEST_S, players, DIGESTS_A_SWEEP);
    for (int i = 0; i < n; i++) {
        mail_row r;
        digest *d = &m->d;
        memset(d, 0, sizeof *d);
        notify_prefs prefs;
        server_notify_prefs(m->own, players[i], &prefs);
        if (mail_store_get(m->own, players[i], &r) != 1 || notify_quiet(&prefs, now)) continue;
        mail_store_due_each(m->own, players[i], 500, digest_game, d);
        if (d->n) send_letter(m, &r, MAIL_DIGEST, d->games, d->n + d->more, now);
        mail_store_digested(m->own, players[i], now); /* sent or over budget: tried again tomorrow */
    }
}

/* ---- the protocol's `mail` ---- */

static const char *const MODES[] = {"turn", "daily"};

static net_msg state_of(server_mail *m, int64_t player) {
    mail_row r;
    int found = mail_store_get(m->st, player, &r);
    if (found < 0) return net_msg_make(NET_M_ERROR, 0, 0, "storage", "the server could not read your address: try again later");
    if (!found) return net_msg_make(NET_M_MAIL, 0, 0, "none", NULL);
    char text[MAIL_ADDRESS_MAX + 16];
    snprintf(text, sizeof text, "%s %s", MODES[r.mode], r.address);
    return net_msg_make(NET_M_MAIL, 0, 0, r.confirmed ? "on" : "pending", text);
}

static net_msg refusal(const char *word, const char *text) { return net_msg_make(NET_M_ERROR, 0, 0, word, text); }

static net_msg set_address(server_mail *m, int64_t player, const char *text, long long now) {
    char lang[MAIL_LANG_MAX + 1] = "", addr[MAIL_ADDRESS_MAX + 1] = "";
    const char *sp = strchr(text, ' ');
    if (!sp || (size_t)(sp - text) > MAIL_LANG_MAX || strlen(sp + 1) > MAIL_ADDRESS_MAX)
        return refusal("mail", "say: mail set LANG ADDRESS");
    memcpy(lang, text, (size_t)(sp - text));
    memcpy(addr, sp + 1, strlen(sp + 1) + 1); /* its length checked above */
    if (!mail_lang(lang)) return refusal("mail", "the language is one of en cs de pl fr es");
    const char *why = mail_address_problem(addr);
    if (why) return refusal("mail", why);
    pthread_mutex_lock(&m->lock);
    int spent = budget_of(m, (uint64_t)player, now)->sets >= SERVER_MAIL_SETS;
    if (spent) m->sets_refused++;
    pthread_mutex_unlock(&m->lock);
    if (spent) return refusal("wait", "three addresses a day: try again tomorrow");
    mail_row r, old;
    int had = mail_store_get(m->st, player, &old);
    if (had < 0) return refusal("storage", "the server could not store your address: try again later");
    if (had && !strcmp(old.address, addr) && old.confirmed) { /* the same address: its language changes, no mail */
        r = old;
        snprintf(r.lang, sizeof r.lang, "%s", lang);
    } else {
        uint8_t rnd[16];
        if (!net_random(rnd, sizeof rnd)) return refusal("storage", "the server has no random numbers: try again later");
        r = (mail_row){.player = player, .mode = had ? old.mode : MAIL_MODE_TURN};
        for (size_t i = 0; i < sizeof rnd; i++) snprintf(r.token + 2 * i, 3, "%02x", rnd[i]);
        memcpy(r.address, addr, sizeof r.address);
        snprintf(r.lang, sizeof r.lang, "%s", lang);
    }
    pthread_mutex_lock(&m->lock);
    int room = r.confirmed || address_room(m, r.address, MAIL_CONFIRM, now);
    if (room) budget_of(m, (uint64_t)player, now)->sets++;
    pthread_mutex_unlock(&m->lock);
    if (!room) return refusal("wait", "this address had its confirmation mails today: try again tomorrow");
    if (!mail_store_set(m->st, &r)) return refusal("storage", "the server could not store your address: try again later");
    if (!r.confirmed && !send_letter(m, &r, MAIL_CONFIRM, NULL, 0, now))
        return refusal("storage", "the server could not send the confirmation: try again later");
    return state_of(m, player);
}

void server_mail_talk(server_mail *m, int64_t player, const net_msg *in, net_msg *out) {
    long long now = (long long)time(NULL);
    if (!in->word[0]) *out = state_of(m, player);
    else if (!strcmp(in->word, "set")) *out = set_address(m, player, in->text, now);
    else if (!strcmp(in->word, "off"))
        *out = mail_store_forget(m->st, player) ? state_of(m, player)
                                                : refusal("storage", "the server could not forget your address: try again later");
    else { /* mode turn|daily */
        int mode = !strcmp(in->text, "daily") ? MAIL_MODE_DAILY : !strcmp(in->text, "turn") ? MAIL_MODE_TURN : -1;
        mail_row r;
        int found = mail_store_get(m->st, player, &r);
        if (mode < 0) *out = refusal("mail", "the mode is turn or daily");
        else if (found != 1) *out = refusal("state", "give an address first");
        else *out = mail_store_mode(m->st, player, mode) ? state_of(m, player)
                                                         : refusal("storage", "the server could not store it: try again later");
    }
}

/* ---- the settings (`notify`) ---- */

void server_notify_prefs(net_store *st, int64_t player, notify_prefs *out) {
    if (!mail_store_prefs_get(st, player, out)) *out = (notify_prefs){NOTIFY_GAMES_ALL, 0, 0, 0};
}

static net_msg prefs_msg(const notify_prefs *p) {
    char text[40];
    snprintf(text, sizeof text, "%d %d %d", p->quiet_from, p->quiet_to, p->zone);
    return net_msg_make(NET_M_NOTIFY, 0, 0, p->games == NOTIFY_GAMES_MINE ? "mine" : "all", text);
}

void server_notify_talk(net_store *st, int64_t player, const net_msg *in, net_msg *out) {
    notify_prefs p;
    server_notify_prefs(st, player, &p);
    if (!in->word[0]) { *out = prefs_msg(&p); return; }
    int from = -1, to = -1, zone = 9999, end = 0;
    if (sscanf(in->text, "%d %d %d%n", &from, &to, &zone, &end) != 3 || in->text[end] || from < 0 || from > 23 || to < 0 ||
        to > 23 || zone < -720 || zone > 840) {
        *out = refusal("notify", "say: notify all|mine FROM TO ZONE (hours 0-23, minutes east of UTC)");
        return;
    }
    p = (notify_prefs){!strcmp(in->word, "mine") ? NOTIFY_GAMES_MINE : NOTIFY_GAMES_ALL, from, to, zone};
    *out = mail_store_prefs_set(st, player, &p) ? prefs_msg(&p)
                                                : refusal("storage", "the server could not store it: try again later");
}

/* ---- the links ---- */

int server_mail_link(server_mail *m, int post, const char *target, char *page, size_t cap) {
    int confirm = !strncmp(target, "/mail/confirm?t=", 16), unsub = !strncmp(target, "/mail/unsubscribe?t=", 20);
    const char *token = confirm ? target + 16 : unsub ? target + 20 : "";
    mail_row r;
    int found = (confirm || unsub) && net_token_ok(token, strlen(token)) ? mail_store_by_token(m->st, token, &r) : 0;
    if (found < 0) return 503;
    if (!found) return mail_page_html(MAIL_PAGE_UNKNOWN, "en", "", page, cap), 404;
    mail_page shown = confirm ? MAIL_PAGE_CONFIRM_ASK : MAIL_PAGE_UNSUBSCRIBE_ASK;
    if (post && confirm) {
        if (!mail_store_confirm(m->st, r.player)) return 503;
        shown = MAIL_PAGE_CONFIRMED;
    } else if (post) {
        if (!mail_store_forget(m->st, r.player)) return 503;
        shown = MAIL_PAGE_UNSUBSCRIBED;
    }
    return mail_page_html(shown, r.lang, target, page, cap) ? 200 : 500;
}

void server_mail_counts_line(server_mail *m, char *out, size_t cap) {
    mail_send_counts c;
    mail_sender_counts(m->sender, &c);
    pthread_mutex_lock(&m->lock);
    snprintf(out, cap,
             "mail: %ld queued, %ld sent, %ld retried, %ld failed, %ld dropped (queue full), %ld over budget, %ld addresses refused, "
             "%ld turns dropped (mail thread behind)",
             c.queued, c.sent, c.retried, c.failed, c.full, m->over_budget, m->sets_refused, m->facts_dropped);
    pthread_mutex_unlock(&m->lock);
}
