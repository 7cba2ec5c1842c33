/* "Your turn" by mail end to end (docs/server.md "Mail"), on loopback: the real server with
   --smtp, real clients at a correspondence table, and a mail relay made for the test
   (tests/mail/smtp.py: Debian's aiosmtpd, STARTTLS and a login required, each mail parsed by
   Python's email package). Bob gives an address in German: the relay gets the confirmation
   only; his turn while unconfirmed mails nothing. He confirms through the link's page (GET
   shows a button, POST confirms); his next turn brings one mail with the game's link,
   List-Unsubscribe and List-Unsubscribe-Post, the subject in German, charset utf-8; a second
   turn that day none. RFC 8058's one-click POST forgets his address; later turns mail
   nothing. Ada's address is never confirmed and gets no "your turn". The budgets: three
   `mail set` a player a day, two confirmations an address a day whoever asks. Credentials
   that others may read keep the server from starting; no address reaches the log; the
   server's count of mails queued is exactly those.
     net_mail_e2e SERVER_BINARY tests/mail/smtp.py PYTHON */
#include "strangers.h" /* first: it holds failures and checks */

#include <sys/stat.h>

#include "client.h"
#include "deadline.h"
#define MOVES_MAX 1000
#include "seats.h"
#define TURN_WAIT_MS 60000
#include "turns.h"

static char mails_path[160];

/* The relay's record: how many mails holding `needle`, and the nth such line (static). */
static int mails(const char *needle) {
    FILE *f = fopen(mails_path, "r");
    static char line[16384];
    int n = 0;
    while (f && fgets(line, sizeof line, f)) n += strstr(line, needle) != NULL;
    if (f) fclose(f);
    return n;
}
static const char *mail_line(const char *needle, int nth) {
    static char line[16384];
    FILE *f = fopen(mails_path, "r");
    int found = 0;
    while (f && fgets(line, sizeof line, f))
        if (strstr(line, needle) && found++ == nth) break;
    if (f) fclose(f);
    return found > nth ? line : "";
}

static int wait_mails(const char *needle, int n, const char *what) {
    for (int64_t t0 = net_now_ms(); mails(needle) < n && waiting_for(t0, TURN_WAIT_MS, &failures, what);)
        keep_alive(), nap_ms(20);
    return mails(needle) >= n;
}

/* The link secret a mail's List-Unsubscribe carries. */
static void token_in(const char *line, char *token) {
    const char *t = strstr(line, "unsubscribe?t=");
    net_copy(token, NET_TOKEN_LEN + 1, t ? t + 14 : "");
}

/* An HTTP request to the server's links: the whole answer (static). */
static const char *http(const server *s, const char *method, const char *target, const char *body) {
    static char answer[1 << 16];
    peer *p = dial(s, "127.0.0.1");
    char req[1200];
    snprintf(req, sizeof req,
             "%s %s HTTP/1.1\r\nHost: citadela.test\r\n%sContent-Length: %zu\r\n\r\n%s", method, target,
             body ? "Content-Type: application/x-www-form-urlencoded\r\n" : "", body ? strlen(body) : (size_t)0,
             body ? body : "");
    says(p, req);
    wait_for(p, NULL, WAIT_MS);
    net_copy(answer, sizeof answer, p->in);
    hang_up(p);
    return answer;
}

/* Whether seat `waiting_seat` is to move as every seated player sees it, at the same move
   (a view that has not had the last move yet would say the turn before). */
static seat *table;
static int waiting_seat, past_length = -1; /* and beyond that move */
static int turn_of_waiting(void) {
    int length = -1;
    for (int k = 0; k < 2; k++) {
        const net_seatview *v = view_of(&table[k]);
        if (!table[k].c) continue;
        if (!v || !net_seatview_game(v) || cit_game_pending(net_seatview_game(v)).player != waiting_seat) return 0;
        if (length >= 0 && net_seatview_length(v) != length) return 0;
        length = net_seatview_length(v);
    }
    return length > past_length;
}

/* It becomes `who`'s turn while they are away: `who` plays until the other is to move, leaves,
   the other moves until it is `who`'s turn (the server told it then). One player moves at a
   time: a move sent before the leave is seen would begin the turn with `who` still here. */
static void turn_while_away(seat *p, int port, const char *code, int who) {
    for (int k = 0; k < 2; k++)
        if (!p[k].c) seat_back(&p[k], port, code);
    table = p, waiting_seat = 1 - who, past_length = -1;
    if (!turn_of_waiting()) play_until(&p[who], 1, turn_of_waiting, "the other's turn"); /* only `who` moves */
    const net_seatview *v = view_of(&p[1 - who]);
    past_length = v ? net_seatview_length(v) : -1;
    leaves(p, who);
    waiting_seat = who;
    play_until(&p[1 - who], 1, turn_of_waiting, "an away player's turn");
}

/* A seated player's `mail` line through the client (net_client_mail), answered or refused. */
static void client_mail(seat *p, const char *word, const char *text) {
    net_client_mail(p->c, word, text);
    for (int64_t t0 = net_now_ms(); net_client_mail_state(p->c, NULL, NULL) == 0 && waiting_for(t0, WAIT_MS, &failures, "mail's answer");)
        keep_alive(), nap_ms(2);
}

static int make_certs(const char *dir) {
    char cmd[1200];
    snprintf(cmd, sizeof cmd,
             "cd %s && printf 'subjectAltName=IP:127.0.0.1\\n' >ext && "
             "openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:P-256 -nodes -keyout ca.key -out ca.crt -days 2 "
             "-subj /CN=citadela-mail-test-authority 2>/dev/null && "
             "openssl req -newkey ec -pkeyopt ec_paramgen_curve:P-256 -nodes -keyout smtp.key -out smtp.csr "
             "-subj /CN=127.0.0.1 2>/dev/null && "
             "openssl x509 -req -in smtp.csr -CA ca.crt -CAkey ca.key -CAcreateserial -out smtp.crt -days 2 "
             "-extfile ext 2>/dev/null && printf 'citadela\\nrelay-secret\\n' >secret && chmod 600 secret && "
             "cp secret open-secret && chmod 644 open-secret",
             dir);
    return run(cmd);
}

static pid_t start_relay(const char *python, const char *script, const char *dir, int *port) {
    pid_t pid = fork();
    if (pid == 0) {
        char log[160];
        snprintf(log, sizeof log, "%s/relay.log", dir);
        FILE *f = fopen(log, "w");
        if (f) dup2(fileno(f), 1), dup2(fileno(f), 2);
        execlp(python, python, script, dir, (char *)NULL);
        _exit(127);
    }
    char path[160];
    snprintf(path, sizeof path, "%s/smtp.port", dir);
    FILE *f = NULL;
    for (int64_t t0 = net_now_ms(); !(f = fopen(path, "r")) && waiting_for(t0, TURN_WAIT_MS, &failures, "the mail relay");)
        nap_ms(20);
    *port = 0;
    if (f) {
        if (fscanf(f, "%d", port) != 1) *port = 0;
        fclose(f);
    }
    EXPECT(*port > 0, "the mail relay listens (%s/relay.log)", dir);
    return pid;
}

/* A server started with credentials others may read refuses to start, and says why. */
static void open_secret_refused(const server *s, const char *smtp, const char *ca) {
    char cmd[1500];
    snprintf(cmd, sizeof cmd,
             "timeout 20 %s --port 0 --dir %s/refused --web %s --no-push --smtp %s --smtp-secret %s/open-secret "
             "--smtp-test-ca %s --mail-from citadela@citadela.test --public-url https://citadela.test >/dev/null 2>%s/refused.log",
             server_bin, s->dir, s->dir, smtp, s->dir, ca, s->dir);
    int rc = system(cmd);
    char path[160], text[600] = "";
    snprintf(path, sizeof path, "%s/refused.log", s->dir);
    FILE *f = fopen(path, "r");
    size_t n = f ? fread(text, 1, sizeof text - 1, f) : 0;
    text[n] = 0;
    if (f) fclose(f);
    EXPECT(rc != 0 && strstr(text, "may be read by others"), "credentials others may read: the server refuses to start (%d): %s",
           rc, text);
}

static long long addresses(const server *s, const char *like) {
    return stored_number(s->dir, "SELECT count(*) FROM mails WHERE address LIKE ?", like);
}

int main(int argc, char **argv) {
    if (argc < 4) return 2;
    server_bin = argv[1];
    signal(SIGPIPE, SIG_IGN);
    server s = {0};
    snprintf(s.dir, sizeof s.dir, "/tmp/citadela-mail-XXXXXX");
    if (!mkdtemp(s.dir)) return 2;
    snprintf(mails_path, sizeof mails_path, "%s/mails.jsonl", s.dir);
    char ca[128], secret[128], smtp[64];
    snprintf(ca, sizeof ca, "%s/ca.crt", s.dir);
    snprintf(secret, sizeof secret, "%s/secret", s.dir);
    int relay_port = 0;
    pid_t relay = make_certs(s.dir) ? start_relay(argv[3], argv[2], s.dir, &relay_port) : -1;
    snprintf(smtp, sizeof smtp, "smtp://127.0.0.1:%d", relay_port);
    if (relay > 0 && relay_port > 0) open_secret_refused(&s, smtp, ca);
    if (relay <= 0 || failures || !start(&s, 0, "--join-delay", "0", "--ai-threads", "0", "--no-push", "--web", s.dir,
                                         "--smtp", smtp, "--smtp-secret", secret, "--smtp-test-ca", ca, "--mail-from",
                                         "citadela@citadela.test", "--public-url", "https://citadela.test", NULL)) {
        if (relay > 0) kill(relay, SIGTERM), waitpid(relay, NULL, 0);
        printf("net-mail-e2e: %d passed, %d failed\n", checks - failures, failures + 1);
        return 1;
    }

    /* No address without a player key. */
    char answer[400], code[NET_CODE_LEN + 1] = "";
    signed_in_says(&s, "", "mail set en eve@example.test\n", "error ", answer, sizeof answer);
    EXPECT(!strncmp(answer, "error state", 11), "a connection of no player gives no address: %s", answer);

    seat p[2] = {{.name = "Ada"}, {.name = "Bob"}};
    players[0] = &p[0], players[1] = &p[1];
    EXPECT(open_table(p, s.port, code, 3, 21), "a correspondence table starts");
    wait_keys(p, 2);
    char ada[NET_TOKEN_LEN + 1], bob[NET_TOKEN_LEN + 1];
    net_copy(ada, sizeof ada, p[0].c ? net_client_player_key(p[0].c) : "");
    net_copy(bob, sizeof bob, p[1].c ? net_client_player_key(p[1].c) : "");

    /* Refusals of form. */
    signed_in_says(&s, bob, "mail set de bob@example.test,eve@example.test\n", "error ", answer, sizeof answer);
    EXPECT(!strncmp(answer, "error mail", 10), "a second recipient cannot ride on an address: %s", answer);
    /* through the seated client's calls, as the window does: a refusal, then Bob gives his
       address in German: the confirmation comes, and nothing else till he confirms */
    const char *word = "", *text = "";
    client_mail(&p[1], "set", "xx bob@example.test");
    EXPECT(net_client_mail_state(p[1].c, NULL, NULL) == -1 && !strcmp(net_client_mail_refused(p[1].c), "mail"),
           "an unknown language is refused (net_client_mail_refused: %s)", net_client_mail_refused(p[1].c));
    client_mail(&p[1], "set", "de bob@example.test");
    int state = net_client_mail_state(p[1].c, &word, &text);
    EXPECT(state == 1 && !strcmp(word, "pending") && !strcmp(text, "turn bob@example.test"),
           "Bob's address waits for its confirmation (net_client_mail_state: %d %s %s)", state, word, text);
    wait_mails("\"rcpt\": [\"bob@example.test\"]", 1, "Bob's confirmation mail");
    const char *m = mail_line("bob@example.test", 0);
    EXPECT(strstr(m, "\"subject\": \"Best\xc3\xa4tigen Sie Ihre Adresse f\xc3\xbcr Citadela\"") &&
               strstr(m, "\"tls\": true") && strstr(m, "\"login\": \"citadela\"") && strstr(m, "\"charset\": \"utf-8\"") &&
               strstr(m, "https://citadela.test/mail/confirm?t="),
           "the confirmation came over TLS after the login, in German, with its link: %s", m);
    char token[NET_TOKEN_LEN + 1];
    token_in(m, token);
    EXPECT(strlen(token) == NET_TOKEN_LEN, "the confirmation carries the link's secret (%s)", token);
    turn_while_away(p, s.port, code, 1); /* unconfirmed: no mail (the queued count at the end says so) */

    /* GET shows a button; the POST confirms. */
    char target[200];
    snprintf(target, sizeof target, "/mail/confirm?t=%s", token);
    const char *page = http(&s, "GET", target, NULL);
    EXPECT(strstr(page, "HTTP/1.1 200") && strstr(page, "method=\"post\"") && strstr(page, "lang=\"de\"") &&
               stored_number(s.dir, "SELECT count(*) FROM mails WHERE confirmed = 1", NULL) == 0,
           "the confirmation link's page asks, in German, and confirms nothing yet: %.300s", page);
    page = http(&s, "POST", target, "");
    EXPECT(strstr(page, "HTTP/1.1 200") && stored_number(s.dir, "SELECT count(*) FROM mails WHERE confirmed = 1", NULL) == 1,
           "its button's POST confirms the address: %.300s", page);
    page = http(&s, "POST", "/mail/confirm?t=00000000000000000000000000000000", "");
    EXPECT(strstr(page, "HTTP/1.1 404"), "a link of no address confirms nothing: %.100s", page);

    /* Bob's turn: one mail. */
    turn_while_away(p, s.port, code, 1);
    wait_mails("\"rcpt\": [\"bob@example.test\"]", 2, "Bob's turn mail");
    m = mail_line("bob@example.test", 1);
    char link[100], unsub[200];
    snprintf(link, sizeof link, "https://citadela.test/#join=%s", code);
    snprintf(unsub, sizeof unsub, "\"list_unsubscribe\": \"<https://citadela.test/mail/unsubscribe?t=%s>\"", token);
    EXPECT(strstr(m, "\"subject\": \"Sie sind am Zug: Ada hat gespielt \xe2\x80\x94 Citadela\"") && strstr(m, link) &&
               strstr(m, unsub) && strstr(m, "\"list_unsubscribe_post\": \"List-Unsubscribe=One-Click\"") &&
               strstr(m, "\"to\": \"bob@example.test\"") && strstr(m, "\"charset\": \"utf-8\"") &&
               strstr(m, "\"language\": \"de\"") && strstr(m, "Tisch"),
           "Bob's turn mail: German, the game's link, one-click unsubscribe: %s", m);
    turn_while_away(p, s.port, code, 1); /* the same game the same day: no second mail */

    /* One click: the address is forgotten, no mail follows. */
    snprintf(target, sizeof target, "/mail/unsubscribe?t=%s", token);
    page = http(&s, "POST", target, "List-Unsubscribe=One-Click");
    EXPECT(strstr(page, "HTTP/1.1 200") && addresses(&s, "bob%") == 0, "the one-click POST forgets Bob's address: %.200s", page);
    signed_in_says(&s, bob, "mail\n", "mail none", answer, sizeof answer);
    EXPECT(!strcmp(answer, "mail none"), "Bob's device is told he has no address: %s", answer);
    /* the settings through the client: quiet hours kept and told back */
    const char *games = "";
    int from = -1, to = -1, zone = 0;
    net_client_notify(p[0].c, "mine", 22, 7, -300);
    for (int64_t t0 = net_now_ms(); net_client_notify_state(p[0].c, NULL, NULL, NULL, NULL) == 0 &&
                                    waiting_for(t0, WAIT_MS, &failures, "notify's answer");)
        keep_alive(), nap_ms(2);
    state = net_client_notify_state(p[0].c, &games, &from, &to, &zone);
    EXPECT(state == 1 && !strcmp(games, "mine") && from == 22 && to == 7 && zone == -300 &&
               stored_number(s.dir, "SELECT count(*) FROM notify_prefs WHERE games = 1 AND quiet_from = 22", NULL) == 1,
           "Ada's settings are kept (net_client_notify_state: %d %s %d %d %d)", state, games, from, to, zone);
    net_client_notify(p[0].c, "all", 0, 0, 0);

    /* Ada's address is never confirmed: her turns mail nothing. The budgets: three sets a
       player a day; two confirmations an address a day, whoever asks. */
    signed_in_says(&s, ada, "mail set en ada@example.test\n", "mail pending", answer, sizeof answer);
    EXPECT(!strcmp(answer, "mail pending turn ada@example.test"), "Ada gives an address: %s", answer);
    signed_in_says(&s, ada, "mail set en stranger@example.test\n", "mail pending", answer, sizeof answer);
    signed_in_says(&s, ada, "mail set en Stranger@example.test\n", "mail pending", answer, sizeof answer);
    EXPECT(!strncmp(answer, "mail pending", 12), "a second confirmation to the stranger: %s", answer);
    signed_in_says(&s, ada, "mail set en other@example.test\n", "error ", answer, sizeof answer);
    EXPECT(!strncmp(answer, "error wait", 10), "a fourth address in a day is refused: %s", answer);
    signed_in_says(&s, bob, "mail set en stranger@example.test\n", "error ", answer, sizeof answer);
    EXPECT(!strncmp(answer, "error wait", 10), "a third confirmation to one address in a day is refused: %s", answer);
    wait_mails("tranger@example.test\"]", 2, "the stranger's two confirmations");
    turn_while_away(p, s.port, code, 0); /* Ada's unconfirmed address: no mail */
    signed_in_says(&s, ada, "mail off\n", "mail none", answer, sizeof answer);
    EXPECT(!strcmp(answer, "mail none") && addresses(&s, "%") == 0, "mail off forgets Ada's address: %s", answer);

    for (int k = 0; k < 2; k++) seat_leave(&p[k]);
    stop(&s);
    const char *log = log_text(&s);
    EXPECT(!strstr(log, "example.test") && !strstr(log, token) && !strstr(log, "relay-secret"),
           "no address, link secret or password is in the log");
    EXPECT(strstr(log, "mail: 5 queued, 5 sent, 0 retried, 0 failed"),
           "five mails went, no more: Bob's confirmation and turn, Ada's and the stranger's two confirmations: %s",
           strstr(log, "mail: ") ? strstr(log, "mail: ") : log);
    EXPECT(mails("") == 5, "the relay got five mails (%d)", mails(""));
    kill(relay, SIGTERM);
    waitpid(relay, NULL, 0);
    if (failures) setenv("NET_HOSTILE_KEEP", "1", 1);
    finish(&s);
    printf("net-mail-e2e: %d passed, %d failed\n", checks - failures, failures);
    return failures ? 1 : 0;
}
