/* Web Push end to end (docs/server.md "Push") against an independent implementation, on
   loopback: the real server, real clients at a correspondence table, and a push service
   made for the test in Node (tests/push/service.js: HTTPS with a test authority, npm's
   http_ece decrypting, Node's crypto verifying the VAPID JWT). Two players subscribe by
   their keys; when it becomes an away player's turn the service receives the server's
   POST and checks it (decrypted payload naming the table and who moved, the JWT's
   signature, audience and expiry, TTL and Urgency). A 410 removes the subscription from the
   store; an endpoint that names 0.0.0.0 (a refused address) is dropped without being
   reached; a push service that never answers delays no table: a move at another table is
   answered while it holds the server's POST. After a restart the key is read back and the
   subscriptions kept; a 503 is tried again; `push off` forgets. No endpoint or key reaches
   the log.
     net_push_e2e SERVER_BINARY tests/push/service.js   (NODE_PATH: http_ece's node_modules) */
#include "strangers.h" /* first: it holds failures and checks */

#include "client.h"
#include "deadline.h"
#define MOVES_MAX 1000
#include "seats.h"

#define PUSH_WAIT_MS 60000 /* a hanging POST holds the sender SERVER_PUSH_TIMEOUT_MS (10 s) */
#define TURN_WAIT_MS PUSH_WAIT_MS
#include "turns.h"

static char events_path[128];

/* How many lines of the push service's record hold `needle`. */
static int events(const char *needle) {
    FILE *f = fopen(events_path, "r");
    char line[4096];
    int n = 0;
    while (f && fgets(line, sizeof line, f)) n += strstr(line, needle) != NULL;
    if (f) fclose(f);
    return n;
}

/* The record's line holding `needle` (static), "" when none. */
static const char *event_line(const char *needle) {
    static char line[4096];
    FILE *f = fopen(events_path, "r");
    int found = 0;
    while (f && !found && fgets(line, sizeof line, f)) found = strstr(line, needle) != NULL;
    if (f) fclose(f);
    return found ? line : "";
}

typedef struct {
    char name[8], endpoint[300], p256dh[100], auth[40];
} test_sub;
#define SUBS 5
static test_sub subs[SUBS]; /* ok, gone, hang, ssrf, busy: service.js's */

static const test_sub *sub_named(const char *name) {
    for (int i = 0; i < SUBS; i++)
        if (!strcmp(subs[i].name, name)) return &subs[i];
    return &subs[0];
}

static long long subscriptions(const server *s) { return stored_number(s->dir, "SELECT count(*) FROM pushes", NULL); }

static void subscribe(const server *s, const char *key, const char *which, const char *who) {
    const test_sub *t = sub_named(which);
    char line[600], answer[200];
    snprintf(line, sizeof line, "push on %s %s %s\n", t->endpoint, t->p256dh, t->auth);
    signed_in_says(s, key, line, "push on", answer, sizeof answer);
    EXPECT(!strcmp(answer, "push on"), "%s's device subscribes (%s): %s", who, which, answer);
}

/* A seat with a player key subscribes through the client's own calls, as the page does:
   `push key` (the server's, as `vapid`), then `push on`. */
static void subscribe_seated(seat *p, const char *which, const char *vapid) {
    const test_sub *t = sub_named(which);
    net_client_ask_push_key(p->c);
    for (int64_t t0 = net_now_ms(); net_client_push_state(p->c) == 0 && waiting_for(t0, WAIT_MS, &failures, "push key");)
        keep_alive(), nap_ms(2);
    EXPECT(net_client_push_state(p->c) == 1 && !strcmp(net_client_push_key(p->c), vapid),
           "%s's seat is told the server's key (net_client_push_key): %s", p->name, net_client_push_key(p->c));
    net_client_push_on(p->c, t->endpoint, t->p256dh, t->auth);
    for (int64_t t0 = net_now_ms(); net_client_push_state(p->c) == 1 && waiting_for(t0, WAIT_MS, &failures, "push on");)
        keep_alive(), nap_ms(2);
    EXPECT(net_client_push_state(p->c) == 2, "%s's seat subscribes (net_client_push_on: %d %s)", p->name,
           net_client_push_state(p->c), net_client_push_refused(p->c));
}

static int ok_pushed(void) { return events("ok verified") + events("bad ok") >= 1; }
static int gone_pushed(void) { return events("gone verified") + events("bad gone") >= 1; }
static int hang_held(void) { return events("hang received") >= 1; }
static int busy_pushed(void) { return events("busy verified") + events("bad busy") >= 1; }

/* A test authority and the push service's certificate for localhost (and 0.0.0.0, so that
   only the server's address check can keep it from the ssrf endpoint). */
static int make_certs(const char *dir) {
    char cmd[1200];
    snprintf(cmd, sizeof cmd,
             "cd %s && printf 'subjectAltName=DNS:localhost,IP:127.0.0.1,IP:0.0.0.0\\n' >ext && "
             "openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:P-256 -nodes -keyout ca.key -out ca.crt -days 2 "
             "-subj /CN=citadela-push-test-authority 2>/dev/null && "
             "openssl req -newkey ec -pkeyopt ec_paramgen_curve:P-256 -nodes -keyout push.key -out push.csr "
             "-subj /CN=localhost 2>/dev/null && "
             "openssl x509 -req -in push.csr -CA ca.crt -CAkey ca.key -CAcreateserial -out push.crt -days 2 "
             "-extfile ext 2>/dev/null",
             dir);
    return run(cmd);
}

static pid_t start_service(const char *script, const char *dir) {
    pid_t pid = fork();
    if (pid == 0) {
        char log[160];
        snprintf(log, sizeof log, "%s/service.log", dir);
        FILE *f = fopen(log, "w");
        if (f) dup2(fileno(f), 1), dup2(fileno(f), 2);
        execlp("node", "node", script, dir, (char *)NULL);
        _exit(127);
    }
    char path[160];
    snprintf(path, sizeof path, "%s/subs.txt", dir);
    FILE *f = NULL;
    for (int64_t t0 = net_now_ms(); !(f = fopen(path, "r")) && waiting_for(t0, PUSH_WAIT_MS, &failures, "the push service");)
        nap_ms(20);
    int n = 0;
    while (f && n < SUBS &&
           fscanf(f, "%7s %299s %99s %39s", subs[n].name, subs[n].endpoint, subs[n].p256dh, subs[n].auth) == 4)
        n++;
    if (f) fclose(f);
    EXPECT(n == SUBS, "the push service gives %d subscriptions (%d; %s/service.log)", SUBS, n, dir);
    return pid;
}

int main(int argc, char **argv) {
    if (argc < 3) return 2;
    server_bin = argv[1];
    signal(SIGPIPE, SIG_IGN);
    server s = {0};
    snprintf(s.dir, sizeof s.dir, "/tmp/citadela-push-XXXXXX");
    if (!mkdtemp(s.dir)) return 2;
    snprintf(events_path, sizeof events_path, "%s/events.txt", s.dir);
    char ca[128];
    snprintf(ca, sizeof ca, "%s/ca.crt", s.dir);
    pid_t service = make_certs(s.dir) ? start_service(argv[2], s.dir) : -1;
    if (service <= 0 || failures || !start(&s, 0, "--join-delay", "0", "--ai-threads", "0", "--push-test-loopback",
                                           "--push-test-ca", ca, "--push-contact", "mailto:admin@citadela.test", NULL)) {
        if (service > 0) kill(service, SIGTERM), waitpid(service, NULL, 0);
        printf("net-push-e2e: %d passed, %d failed\n", checks - failures, failures + 1);
        return 1;
    }
    EXPECT(strstr(log_text(&s), "push: made the key"), "the first start makes the VAPID key");

    /* The key, and what a connection without a player may not do. */
    char answer[200], line[600];
    signed_in_says(&s, "", "push key\n", "push key ", answer, sizeof answer);
    EXPECT(strlen(answer) == 9 + 87 && answer[9] == 'B', "push key tells the server's public key: %s", answer);
    char vapid[100];
    net_copy(vapid, sizeof vapid, strlen(answer) > 9 ? answer + 9 : "");
    const test_sub *ok = sub_named("ok");
    snprintf(line, sizeof line, "push on %s %s %s\n", ok->endpoint, ok->p256dh, ok->auth);
    signed_in_says(&s, "", line, "push on", answer, sizeof answer);
    EXPECT(!strncmp(answer, "error state", 11), "a connection of no player cannot subscribe: %s", answer);

    /* Ada and Bob at a correspondence table; Cy and Di at another. */
    seat p[2] = {{.name = "Ada"}, {.name = "Bob"}}, q[2] = {{.name = "Cy"}, {.name = "Di"}};
    char code[NET_CODE_LEN + 1] = "", code2[NET_CODE_LEN + 1] = "";
    players[0] = &p[0], players[1] = &p[1], players[2] = &q[0], players[3] = &q[1];
    EXPECT(open_table(p, s.port, code, 3, 11) && open_table(q, s.port, code2, 3, 12), "two tables start");
    wait_keys(p, 2);
    char ada[NET_TOKEN_LEN + 1], bob[NET_TOKEN_LEN + 1];
    net_copy(ada, sizeof ada, p[0].c ? net_client_player_key(p[0].c) : "");
    net_copy(bob, sizeof bob, p[1].c ? net_client_player_key(p[1].c) : "");

    snprintf(line, sizeof line, "push on http://localhost/x %s %s\n", ok->p256dh, ok->auth);
    signed_in_says(&s, bob, line, "push on", answer, sizeof answer);
    EXPECT(!strncmp(answer, "error push", 10), "a plain http endpoint is refused: %s", answer);
    subscribe_seated(&p[1], "ok", vapid);
    subscribe(&s, ada, "gone", "Ada");
    EXPECT(subscriptions(&s) == 2, "the store holds two subscriptions (%lld)", subscriptions(&s));

    /* Bob away; Ada's move makes it his turn: his push service gets it. */
    leaves(p, 1);
    play_until(p, 2, ok_pushed, "Bob's push");
    const char *got = event_line("ok ");
    char want[64];
    snprintf(want, sizeof want, "\"table\":\"%s\"", code);
    EXPECT(strstr(got, "ok verified") && strstr(got, want) && strstr(got, "\"moved\":\"Ada\""),
           "the push service decrypts and verifies Bob's push, naming the table and Ada: %s", got);

    /* Ada away, Bob back: his move brings Ada's turn; her service says 410 Gone. */
    seat_back(&p[1], s.port, code);
    leaves(p, 0);
    play_until(p, 2, gone_pushed, "Ada's push");
    EXPECT(events("gone verified") == 1, "Ada's push service verifies her push: %s", event_line("gone"));
    for (int64_t t0 = net_now_ms(); subscriptions(&s) != 1 && waiting_for(t0, PUSH_WAIT_MS, &failures, "the 410's drop");)
        keep_alive(), nap_ms(20);
    EXPECT(subscriptions(&s) == 1, "a 410 removes the subscription from the store (%lld left)", subscriptions(&s));

    /* Bob's service holds the POST and never answers: the tables go on meanwhile. */
    subscribe(&s, bob, "hang", "Bob");
    subscribe(&s, ada, "ssrf", "Ada");
    seat_back(&p[0], s.port, code);
    leaves(p, 1);
    play_until(p, 2, hang_held, "the push service to hold Bob's push");
    int before = view_of(&q[0]) ? net_seatview_length(view_of(&q[0])) : -1, answered_then = 0, closed_then = 1;
    for (int64_t t0 = net_now_ms(); before >= 0 && waiting_for(t0, PUSH_WAIT_MS, &failures, "a move at the other table");) {
        keep_alive();
        nap_ms(1);
        play(q, 2);
        if (net_seatview_length(view_of(&q[0])) > before && net_seatview_length(view_of(&q[1])) > before) {
            answered_then = 1, closed_then = events("hang closed");
            break;
        }
    }
    EXPECT(answered_then && !closed_then, "a move at another table is answered while the push service holds a POST");

    /* Ada's endpoint names 0.0.0.0: dropped when her turn comes, never reached. */
    seat_back(&p[1], s.port, code);
    leaves(p, 0);
    for (int64_t t0 = net_now_ms(); subscriptions(&s) != 1 && waiting_for(t0, PUSH_WAIT_MS, &failures, "the ssrf drop");) {
        keep_alive();
        play(p, 2);
        nap_ms(2);
    }
    EXPECT(subscriptions(&s) == 1 && stored_number(s.dir, "SELECT count(*) FROM pushes WHERE endpoint LIKE '%/sub/hang'", NULL) == 1,
           "an endpoint on a refused address is dropped, Bob's stays (%lld left)", subscriptions(&s));
    EXPECT(events("ssrf") == 0, "the refused endpoint was never reached");
    EXPECT(events("bad ") == 0, "every push verifies: %s", event_line("bad "));

    /* A restart: the key is read back, the subscriptions kept. Bob's push service is busy
       (503) at the first POST of his next turn: the server tries again. */
    subscribe(&s, bob, "busy", "Bob");
    for (int k = 0; k < 2; k++) seat_leave(&p[k]), seat_leave(&q[k]);
    stop(&s);
    if (start(&s, 0, "--join-delay", "0", "--ai-threads", "0", "--push-test-loopback", "--push-test-ca", ca,
              "--push-contact", "mailto:admin@citadela.test", NULL)) {
        EXPECT(count(log_text(&s), "push: the key") == 1, "the restart reads the VAPID key back");
        seat_back(&p[0], s.port, code);
        play_until(p, 2, busy_pushed, "Bob's push after a restart");
        EXPECT(events("busy 503") == 1 && events("busy verified") == 1,
               "after a restart Bob's push comes, is refused busy once, tried again and verified: %s", event_line("busy"));
        /* `push off`: the device's subscription is forgotten at once */
        long long had = subscriptions(&s);
        signed_in_says(&s, bob, "push off\n", "push off", answer, sizeof answer);
        EXPECT(!strcmp(answer, "push off") && subscriptions(&s) == had - 1, "push off forgets Bob's subscription (%s, %lld of %lld)",
               answer, subscriptions(&s), had);
        seat_leave(&p[0]);
    }
    stop(&s);
    const char *log = log_text(&s);
    EXPECT(!strstr(log, "/sub/") && !strstr(log, ok->p256dh) && !strstr(log, ok->auth) && !strstr(log, "localhost:"),
           "no endpoint or key is in the log");
    EXPECT(strstr(log, "1 queued, 1 sent, 1 retried"), "the log counts the retried push after the restart");
    const char *counts = strstr(log, "push: 4 queued");
    EXPECT(counts && strstr(counts, "1 sent") && strstr(counts, "1 gone") && strstr(counts, "1 refused"),
           "the log counts the four pushes before the restart: one sent, gone and refused (one held): %s",
           counts ? counts : log);
    kill(service, SIGTERM);
    waitpid(service, NULL, 0);
    if (failures) setenv("NET_HOSTILE_KEEP", "1", 1);
    finish(&s);
    printf("net-push-e2e: %d passed, %d failed\n", checks - failures, failures);
    return failures ? 1 : 0;
}
