/* Mail's pieces on their own (docs/server.md "Mail"): addresses refused for form, every
   language's message well formed (CRLF lines, encoded subject, base64 body, the
   unsubscribe headers) and its link pages, the protocol's `mail` lines, the store's rows
   (confirmation, once a game a day, the digest's turns), and the digest: a daily player's
   turns make one mail a day, whatever comes. The end to end check is net_mail_e2e. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <sys/stat.h>
#include <unistd.h>

#include <openssl/evp.h>

#include "failcheck.h"
#include "mail.h"
#include "mail_store.h"
#include "mail_text.h"
#include "net.h"
#include "notify.h"
#include "store_open.h"

static int failures, checks;

static void addresses(void) {
    static const char *const good[] = {"ada@example.test", "a.b+c@mail.example.org", "X@Y.CZ"};
    static const char *const bad[] = {"", "ada", "@example.test", "ada@", "ada@example", "ada@@example.test",
                                      "ada@ex..test", "ada@.example.test", "ada @example.test", "ada@example.test\r\nBcc: x@y.z",
                                      "a,b@example.test", "<ada@example.test>", "ad\"a@example.test", "ada@exa_mple.test",
                                      "\xc3\xa1" "da@example.test", "ada@example.test."};
    for (size_t i = 0; i < sizeof good / sizeof good[0]; i++)
        EXPECT(!mail_address_problem(good[i]), "%s is an address: %s", good[i], mail_address_problem(good[i]));
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) EXPECT(mail_address_problem(bad[i]), "'%s' is refused", bad[i]);
    char longer[300];
    memset(longer, 'a', sizeof longer);
    memcpy(longer + 250, "@x.cz", 6);
    EXPECT(mail_address_problem(longer), "an address over 254 characters is refused");
}

/* The body of a composed message, base64 decoded. */
static size_t body_of(const char *msg, char *out, size_t cap) {
    const char *b = strstr(msg, "\r\n\r\n");
    char joined[MAIL_MESSAGE_MAX * 2];
    size_t n = 0;
    for (b = b ? b + 4 : ""; *b && n + 1 < sizeof joined; b++)
        if (*b != '\r' && *b != '\n') joined[n++] = *b;
    joined[n] = 0;
    if (n / 4 * 3 >= cap) return 0;
    int k = EVP_DecodeBlock((unsigned char *)out, (const unsigned char *)joined, (int)n);
    if (k < 0) return 0;
    while (n && joined[n - 1] == '=') n--, k--;
    out[k] = 0;
    return (size_t)k;
}

static void messages(void) {
    static const char *const langs[] = {"en", "cs", "de", "pl", "fr", "es"};
    mail_game games[25];
    char codes[25][NET_CODE_LEN + 1];
    for (int i = 0; i < 25; i++) {
        snprintf(codes[i], sizeof codes[i], "ABCDEFGH%02u", (unsigned)i % 100u);
        games[i] = (mail_game){codes[i], "Classic", "\xc5\xbd" "ofie \xe2\x80\x94 a name long enough to fold the subject twice over"};
    }
    static char msg[MAIL_MESSAGE_MAX + 4096], body[MAIL_MESSAGE_MAX];
    for (size_t li = 0; li < sizeof langs / sizeof langs[0]; li++)
        for (int kind = MAIL_CONFIRM; kind <= MAIL_DIGEST; kind++) {
            mail_letter l = {kind, langs[li], "citadela@example.org", "ada@example.test", "https://play.example.org",
                             "0123456789abcdef0123456789abcdef", games, kind == MAIL_DIGEST ? 25 : 1, 1796026150, "c0ffee"};
            size_t n = mail_compose(&l, msg, sizeof msg);
            EXPECT(n > 0 && n == strlen(msg), "%s mail %d composes", langs[li], kind);
            int bare_lf = 0, long_line = 0;
            size_t line = 0;
            for (size_t i = 0; i < n; i++) { /* 78 but for the unsubscribe link's line, which cannot fold */
                if (msg[i] == '\n' && (i == 0 || msg[i - 1] != '\r')) bare_lf = 1;
                if (line > 78 && msg[i] == '\r' && strncmp(msg + i - line, "List-Unsubscribe: <https://", 27)) long_line = 1;
                line = msg[i] == '\n' ? 0 : line + 1;
            }
            EXPECT(!bare_lf && !long_line, "%s mail %d: CRLF lines of at most 78 characters", langs[li], kind);
            const char *head_end = strstr(msg, "\r\n\r\n");
            size_t head = head_end ? (size_t)(head_end - msg) + 2 : 0;
            char h[4096];
            snprintf(h, sizeof h, "%.*s", (int)head, msg);
            EXPECT(strstr(h, "\r\nTo: <ada@example.test>\r\n") && strstr(h, "Subject: =?UTF-8?B?") &&
                       strstr(h, "\r\nList-Unsubscribe: <https://play.example.org/mail/unsubscribe?t=0123456789abcdef0123456789abcdef>\r\n") &&
                       strstr(h, "\r\nList-Unsubscribe-Post: List-Unsubscribe=One-Click\r\n") &&
                       strstr(h, "Content-Type: text/plain; charset=utf-8\r\n") && strstr(h, "Date: Mon, 30 Nov 2026 ") &&
                       strstr(h, "Message-ID: <c0ffee@example.org>") && !strstr(h, "\xc5\xbd"),
                   "%s mail %d: its headers, the subject encoded: %s", langs[li], kind, h);
            size_t bn = body_of(msg, body, sizeof body);
            EXPECT(bn > 0 && strstr(body, "https://play.example.org/mail/unsubscribe?t=0123456789abcdef0123456789abcdef"),
                   "%s mail %d: the body names the unsubscribe link", langs[li], kind);
            if (kind == MAIL_CONFIRM)
                EXPECT(strstr(body, "https://play.example.org/mail/confirm?t=0123456789abcdef0123456789abcdef") &&
                           !strstr(body, "#join="),
                       "%s: the confirmation has its link and no game's", langs[li]);
            else
                EXPECT(strstr(body, "https://play.example.org/#join=ABCDEFGH00") &&
                           (kind == MAIL_TURN || (strstr(body, "ABCDEFGH19") && !strstr(body, "ABCDEFGH20") && strstr(body, "5"))),
                       "%s mail %d: the game's link (a digest names 20 and counts the rest): %s", langs[li], kind, body);
        }
    char page[8192];
    for (size_t li = 0; li < sizeof langs / sizeof langs[0]; li++)
        for (int p = MAIL_PAGE_CONFIRM_ASK; p <= MAIL_PAGE_UNKNOWN; p++) {
            size_t n = mail_page_html(p, langs[li], "/mail/confirm?t=00", page, sizeof page);
            char lang[20];
            snprintf(lang, sizeof lang, "lang=\"%s\"", langs[li]);
            int form = p == MAIL_PAGE_CONFIRM_ASK || p == MAIL_PAGE_UNSUBSCRIBE_ASK;
            EXPECT(n > 0 && strstr(page, lang) && !strstr(page, "<script") && (form == (strstr(page, "method=\"post\"") != NULL)),
                   "%s page %d: its language, a form only where it asks", langs[li], p);
        }
}

static void lines(void) {
    static const char *const client_ok[] = {"mail", "mail set de ada@example.test", "mail mode daily", "mail off", "notify",
                                            "notify mine 22 7 -300"};
    static const char *const client_bad[] = {"mail set", "mail mode", "mail off now", "mail on turn x@y.z", "mail none",
                                             "notify some 1 2 3", "notify all"};
    static const char *const host_ok[] = {"mail none", "mail pending turn ada@example.test", "mail on daily ada@example.test"};
    static const char *const host_bad[] = {"mail", "mail none x", "mail on", "mail set de x@y.z"};
    net_msg m;
    char back[NET_LINE_MAX + 2];
    for (size_t i = 0; i < sizeof client_ok / sizeof client_ok[0]; i++) {
        int ok = net_parse_line(client_ok[i], strlen(client_ok[i]), 0, &m, NULL);
        size_t n = ok ? net_format(&m, 0, back, sizeof back) : 0;
        EXPECT(ok && n == strlen(client_ok[i]) + 1 && !strncmp(back, client_ok[i], n - 1), "a client's '%s' parses and formats back (%s)",
               client_ok[i], back);
    }
    for (size_t i = 0; i < sizeof client_bad / sizeof client_bad[0]; i++)
        EXPECT(!net_parse_line(client_bad[i], strlen(client_bad[i]), 0, &m, NULL), "a client's '%s' is refused", client_bad[i]);
    for (size_t i = 0; i < sizeof host_ok / sizeof host_ok[0]; i++) {
        int ok = net_parse_line(host_ok[i], strlen(host_ok[i]), 1, &m, NULL);
        size_t n = ok ? net_format(&m, 1, back, sizeof back) : 0;
        EXPECT(ok && n == strlen(host_ok[i]) + 1, "the host's '%s' parses and formats back", host_ok[i]);
    }
    for (size_t i = 0; i < sizeof host_bad / sizeof host_bad[0]; i++)
        EXPECT(!net_parse_line(host_bad[i], strlen(host_bad[i]), 1, &m, NULL), "the host's '%s' is refused", host_bad[i]);
}

static int count_due(void *ctx, const char *code, const char *game, int seat, const char *summary) {
    (void)code, (void)game, (void)seat, (void)summary;
    ++*(int *)ctx;
    return 1;
}

#define STOP_TURNS 40

/* The server stops at once after handing the mail thread STOP_TURNS turns of a per-move
   player: each is either marked mailed today or kept as held back for the sweep after the
   restart; none is lost with the thread's queue. */
static void stopped(net_store *st, const server_mail_config *mc) {
    char why[300], code[NET_CODE_LEN + 1], token[NET_TOKEN_LEN + 1];
    int64_t cy = 0;
    EXPECT(net_store_player_add(st, "c0c0c0c0c0c0c0c0c0c0c0c0c0c0c0c0", &cy), "Cy, a player");
    for (int i = 0; i < STOP_TURNS; i++) {
        snprintf(code, sizeof code, "HELDBACK%c%c", "ABCDEFGH"[i / 8 % 8], "ABCDEFGH"[i % 8]);
        snprintf(token, sizeof token, "%032x", 0xc0000 + i);
        net_store_player_bind(st, cy, code, 1, token);
    }
    mail_row r = {.player = cy, .address = "cy@example.test", .lang = "en", .mode = MAIL_MODE_TURN, .confirmed = 1,
                  .token = "44444444444444444444444444444444"};
    EXPECT(mail_store_set(st, &r) && mail_store_confirm(st, cy), "Cy's address, confirmed, each turn");
    server_mail *m = server_mail_new(mc, st, why, sizeof why);
    if (!m) return;
    long long now = (long long)time(NULL);
    for (int i = 0; i < STOP_TURNS; i++) {
        snprintf(code, sizeof code, "HELDBACK%c%c", "ABCDEFGH"[i / 8 % 8], "ABCDEFGH"[i % 8]);
        server_mail_turn(m, cy, code, "Classic", "Dana", 0, now);
    }
    server_mail_free(m); /* no settle: the thread is stopped with turns waiting */
    int due = 0, mailed = 0;
    mail_store_due_each(st, cy, 500, count_due, &due);
    for (int i = 0; i < STOP_TURNS; i++) {
        snprintf(code, sizeof code, "HELDBACK%c%c", "ABCDEFGH"[i / 8 % 8], "ABCDEFGH"[i % 8]);
        mailed += mail_store_turn_once(st, cy, code, now / 86400) == 0; /* 0: marked today already */
    }
    EXPECT(due + mailed == STOP_TURNS, "%d turns handed over at the stop: %d mailed, %d kept for the next sweep",
           STOP_TURNS, mailed, due);
}

/* The store's rows, and the digest's one mail a day, on a store of their own. */
static void store(void) {
    char dir[] = "/tmp/citadela-mail-units-XXXXXX";
    if (!mkdtemp(dir)) return;
    char why[300];
    net_store *st = server_store_open(dir, SERVER_DB_NORMAL, why, sizeof why);
    EXPECT(st != NULL, "the store opens: %s", why);
    if (!st) return;
    int64_t ada = 0, bob = 0;
    EXPECT(net_store_player_add(st, "0123456789abcdef0123456789abcdef", &ada) &&
               net_store_player_add(st, "fedcba9876543210fedcba9876543210", &bob) &&
               net_store_player_bind(st, ada, "ABCDEFGHJK", 0, "00000000000000000000000000000001"),
           "two players, Ada with a seat");
    mail_row r = {.player = ada, .address = "ada@example.test", .lang = "cs", .mode = MAIL_MODE_DAILY,
                  .token = "11111111111111111111111111111111"};
    mail_row got;
    EXPECT(mail_store_set(st, &r) && mail_store_get(st, ada, &got) == 1 && !got.confirmed && !strcmp(got.lang, "cs") &&
               mail_store_get(st, bob, &got) == 0,
           "Ada's address is kept unconfirmed; Bob has none");
    EXPECT(mail_store_by_token(st, "11111111111111111111111111111111", &got) == 1 && got.player == ada &&
               mail_store_by_token(st, "22222222222222222222222222222222", &got) == 0,
           "a link's secret finds its address, another none");
    long long day = 20422;
    /* a turn the mail thread marks while the address waits for its confirmation, or after
       the player unsubscribed (mail_store_forget) while it was composing, marks nothing */
    EXPECT(mail_store_turn_once(st, ada, "ABCDEFGHJK", day - 1) == 0 && mail_store_turn_once(st, bob, "ABCDEFGHJK", day - 1) == 0,
           "no address confirmed, no turn marked for a mail");
    EXPECT(mail_store_confirm(st, ada) && mail_store_get(st, ada, &got) == 1 && got.confirmed, "confirmed");
    EXPECT(mail_store_turn_once(st, ada, "ABCDEFGHJK", day) == 1 && mail_store_turn_once(st, ada, "ABCDEFGHJK", day) == 0 &&
               mail_store_turn_once(st, ada, "ABCDEFGHJK", day + 1) == 1 && mail_store_turn_once(st, ada, "ABCDEFGHJM", day + 1) == 1,
           "a game's turn is mailed once a day; another game's apart");

    /* the digest, through the server's mail with a relay that is never reached (a closed
       loopback port): what is queued is counted */
    server_mail_config mc = {{"smtp://127.0.0.1:1", NULL, "citadela@example.org", NULL}, "https://play.example.org"};
    server_mail *m = server_mail_new(&mc, st, why, sizeof why);
    EXPECT(m != NULL, "the server's mail starts: %s", why);
    long long now = 1796026150;
    if (m) {
        server_mail_turn(m, ada, "ABCDEFGHJK", "Classic", "Bob", 0, now);
        server_mail_settle(m);
        int due = 0;
        mail_store_due_each(st, ada, 10, count_due, &due);
        char line[300];
        server_mail_counts_line(m, line, sizeof line);
        EXPECT(strstr(line, "mail: 1 queued") && due == 0, "a daily player's first turn goes at once as a digest: %s", line);
        server_mail_turn(m, ada, "ABCDEFGHJK", "Classic", "Bob", 0, now + 3600);
        server_mail_settle(m);
        server_mail_digests(m, now + 7200);
        server_mail_settle(m);
        mail_store_due_each(st, ada, 10, count_due, &due);
        server_mail_counts_line(m, line, sizeof line);
        EXPECT(strstr(line, "mail: 1 queued") && due == 1, "the next turn that day waits for tomorrow's digest: %s", line);
        server_mail_digests(m, now + 86400);
        server_mail_settle(m);
        server_mail_counts_line(m, line, sizeof line);
        EXPECT(strstr(line, "mail: 2 queued"), "a day later the digest goes: %s", line);
        /* quiet hours 22-7 in UTC+1: a per-move turn at 23:30 local is held till 07:00 */
        EXPECT(mail_store_mode(st, ada, MAIL_MODE_TURN), "per move");
        net_msg in, out;
        EXPECT(net_parse_line("notify all 22 7 60", 18, 0, &in, NULL), "a notify line");
        server_notify_talk(st, ada, &in, &out);
        EXPECT(out.type == NET_M_NOTIFY && !strcmp(out.word, "all") && !strcmp(out.text, "22 7 60"), "the settings kept: %s %s",
               out.word, out.text);
        long long night = 20423LL * 86400 + 22 * 3600 + 1800; /* 22:30 UTC, 23:30 local */
        notify_prefs prefs;
        server_notify_prefs(st, ada, &prefs);
        EXPECT(notify_quiet(&prefs, night) && !notify_quiet(&prefs, night + 8 * 3600 + 1800), "23:30 is quiet, 07:30 not");
        server_mail_turn(m, ada, "ABCDEFGHJK", "Classic", "Bob", notify_quiet(&prefs, night), night);
        server_mail_settle(m);
        server_mail_digests(m, night + 3600);
        server_mail_settle(m);
        server_mail_counts_line(m, line, sizeof line);
        EXPECT(strstr(line, "mail: 2 queued"), "a turn in quiet hours is held back: %s", line);
        server_mail_digests(m, night + 8 * 3600 + 1800);
        server_mail_settle(m);
        server_mail_counts_line(m, line, sizeof line);
        EXPECT(strstr(line, "mail: 3 queued"), "it goes when they end: %s", line);
        EXPECT(net_parse_line("notify mine 25 7 60", 19, 0, &in, NULL), "a notify line");
        server_notify_talk(st, ada, &in, &out);
        EXPECT(out.type == NET_M_ERROR && !strcmp(out.word, "notify"), "an hour 25 is refused");
        EXPECT(net_parse_line("notify", 6, 0, &in, NULL), "asking");
        server_notify_talk(st, bob, &in, &out);
        EXPECT(out.type == NET_M_NOTIFY && !strcmp(out.word, "all") && !strcmp(out.text, "0 0 0"), "Bob's defaults: %s", out.text);
        /* an address never confirmed is forgotten SERVER_MAIL_UNCONFIRMED_S after it was given
           (its row's time is the store's clock); a confirmed one stays */
        mail_row rb = {.player = bob, .address = "bob@example.test", .lang = "de", .mode = MAIL_MODE_TURN,
                       .token = "33333333333333333333333333333333"};
        long long given = (long long)time(NULL);
        EXPECT(mail_store_set(st, &rb), "Bob gives an address and never confirms it");
        server_mail_digests(m, given + SERVER_MAIL_UNCONFIRMED_S - 3600);
        server_mail_settle(m);
        EXPECT(mail_store_get(st, bob, &got) == 1 && !got.confirmed, "an hour before its week is out, Bob's address is kept");
        server_mail_digests(m, given + SERVER_MAIL_UNCONFIRMED_S + 60);
        server_mail_settle(m);
        EXPECT(mail_store_get(st, bob, &got) == 0 && mail_store_by_token(st, "33333333333333333333333333333333", &got) == 0,
               "a week after, it is forgotten, its link with it");
        EXPECT(mail_store_get(st, ada, &got) == 1 && got.confirmed, "Ada's confirmed address stays");
        EXPECT(mail_store_forget(st, ada) && mail_store_get(st, ada, &got) == 0, "forgotten");
        server_mail_turn(m, ada, "ABCDEFGHJK", "Classic", "Bob", 0, now + 90000);
        server_mail_settle(m);
        server_mail_counts_line(m, line, sizeof line);
        EXPECT(strstr(line, "mail: 3 queued"), "a forgotten address gets nothing: %s", line);
        server_mail_free(m);
    }
    stopped(st, &mc);
    net_store_close(st);
    char cmd[200];
    snprintf(cmd, sizeof cmd, "rm -rf %s", dir);
    if (system(cmd) != 0) fprintf(stderr, "could not remove %s\n", dir);
}

static void secrets(void) {
    char path[] = "/tmp/citadela-mail-secret-XXXXXX", user[64], pass[64], why[300];
    int fd = mkstemp(path);
    if (fd < 0) return;
    if (write(fd, "relay-user\nrelay pass word\n", 27) != 27) fprintf(stderr, "short write\n");
    close(fd);
    chmod(path, 0600);
    EXPECT(mail_secret_ok(path, user, sizeof user, pass, sizeof pass, why, sizeof why) && !strcmp(user, "relay-user") &&
               !strcmp(pass, "relay pass word"),
           "a file of the user and the password, its owner's only: %s", why);
    chmod(path, 0640);
    EXPECT(!mail_secret_ok(path, user, sizeof user, pass, sizeof pass, why, sizeof why) && strstr(why, "read by others"),
           "group may read it: refused (%s)", why);
    chmod(path, 0604);
    EXPECT(!mail_secret_ok(path, user, sizeof user, pass, sizeof pass, why, sizeof why), "others may read it: refused");
    unlink(path);
    EXPECT(!mail_secret_ok(path, user, sizeof user, pass, sizeof pass, why, sizeof why), "no file: refused");
}

int main(void) {
    addresses();
    messages();
    lines();
    store();
    secrets();
    printf("net-mail-units: %d passed, %d failed\n", checks - failures, failures);
    return failures ? 1 : 0;
}
