/* Player keys (docs/protocol.md "Players") with the real server and real clients on
   loopback. A player opens two correspondence tables (and a live one, whose seat no key
   holds); a second client that never had a token signs in with the player's key and sits
   at both seats. "Use on another device": a one-time code gives a third device a key of
   its own; the code used twice, or after its ten minutes (--test-clock), is refused.
   Guessing device codes and keys is budgeted per address and per network; the database
   holds no key in clear, nor does the log; and after a restart the keys still reach the
   seats.
     net_keys SERVER_BINARY */
#include "strangers.h" /* first: it holds failures and checks */

#include "client.h"
#include "deadline.h"

static char clock_file[128];

static void clock_ahead(long long seconds) {
    FILE *f = fopen(clock_file, "w");
    if (f) fprintf(f, "%lld\n", seconds), fclose(f);
}

/* Polls until done(c) or c closed; 1 when done. */
static int settle(net_client *c, int (*done)(const net_client *), const char *what) {
    for (int64_t t0 = net_now_ms(); c && waiting_for(t0, WAIT_MS, &failures, what);) {
        net_client_poll(c, 5);
        if (done(c)) return 1;
        if (net_client_state(c) == NET_CLIENT_CLOSED) return 0;
    }
    return 0;
}
static int has_key(const net_client *c) { return net_client_player_key(c)[0] != 0; }
static int is_seated(const net_client *c) { return net_client_state(c) == NET_CLIENT_SEATED && net_client_pace(c) >= 0; }
static int has_device_code(const net_client *c) { return net_client_device_code(c, NULL)[0] != 0; }
static int closed(const net_client *c) { return net_client_state(c) == NET_CLIENT_CLOSED; }
static int bind_refused(const net_client *c) { return net_client_player_refused(c)[0] != 0; }

/* A table opened by the player (key: theirs, "" for none yet); its code in code. */
static net_client *open_table(const server *s, const char *key, int days, char *code) {
    size_t len = 0;
    char *setup = net_test_setup_text(7, 2, &len);
    net_client *c = net_client_open_table("127.0.0.1", s->port, "Ada", setup, len, days, NULL, NULL);
    free(setup);
    if (c) net_client_set_player_key(c, key);
    settle(c, is_seated, "the table to open");
    net_copy(code, NET_CODE_LEN + 1, c ? net_client_code(c) : "");
    return c;
}

/* Signed in by key or device code: the client once it is (or closed: its reason). */
static net_client *sign_in(const server *s, const char *key, const char *device) {
    net_client *c = net_client_sign_in("127.0.0.1", s->port, key, device, NULL, NULL);
    if (c) settle(c, net_client_signed_in, "a sign-in");
    return c;
}

/* Whether the signed-in client's list holds seat `seat` of table `code`; its token in tok. */
static int lists(const net_client *c, const char *code, int seat, char *tok) {
    for (int i = 0; c && i < net_client_mine_count(c); i++) {
        const net_client_seat_ref *r = net_client_mine(c, i);
        if (!strcmp(r->code, code) && r->seat == seat) return net_copy(tok, NET_TOKEN_LEN + 1, r->token), 1;
    }
    return 0;
}

/* The second device reaches a seat with the token its sign-in listed. */
static void sits_by_list(const server *s, const net_client *list, const char *code, const char *when) {
    char tok[NET_TOKEN_LEN + 1] = "";
    EXPECT(lists(list, code, 0, tok), "%s: the key lists seat 0 of table %.4s", when, code);
    net_client *c = net_client_connect("127.0.0.1", s->port, code, NULL, tok, NULL, 0, NULL);
    settle(c, is_seated, "a seat reached by key");
    EXPECT(c && net_client_state(c) == NET_CLIENT_SEATED && net_client_seat(c) == 0,
           "%s: a device that never had the token sits at table %.4s by its key's list", when, code);
    net_client_leave(c);
    net_client_free(c);
}

/* A file's bytes hold the text (the database and its WAL, the log). */
static int file_holds(const char *path, const char *text) {
    FILE *f = fopen(path, "rb");
    if (!f) return 0;
    static char buf[1 << 22];
    size_t n = fread(buf, 1, sizeof buf, f);
    fclose(f);
    for (size_t i = 0; i + strlen(text) <= n; i++)
        if (!memcmp(buf + i, text, strlen(text))) return 1;
    return 0;
}

static const char *reason_of(const net_client *c) { return c ? net_client_reason(c) : "no client"; }

/* A raw sign-in attempt from `from`; the server's answer line ("" none). */
static void try_raw(const server *s, const char *from, const char *line, char *answer, size_t cap) {
    peer *p = dial(s, from);
    says(p, HELLO);
    says(p, line);
    wait_for(p, "refuse ", WAIT_MS);
    const char *r = strstr(p->in, "refuse ");
    snprintf(answer, cap, "%.*s", r ? (int)(7 + strcspn(r + 7, " \n")) : 0, r ? r : "");
    hang_up(p);
}

int main(int argc, char **argv) {
    if (argc < 2) return 2;
    server_bin = argv[1];
    signal(SIGPIPE, SIG_IGN);
    server s = {0};
    snprintf(s.dir, sizeof s.dir, "/tmp/citadela-keys-XXXXXX");
    if (!mkdtemp(s.dir)) return 2;
    snprintf(clock_file, sizeof clock_file, "%s/test-clock", s.dir);
    clock_ahead(0);
    if (!start(&s, 0, "--test-clock", clock_file, "--join-delay", "0", NULL)) return 1;

    /* A player, two correspondence tables and a live one. */
    char code1[NET_CODE_LEN + 1], code2[NET_CODE_LEN + 1], code3[NET_CODE_LEN + 1], key[NET_TOKEN_LEN + 1] = "";
    net_client *t1 = open_table(&s, "", 3, code1);
    settle(t1, has_key, "the first table's player key");
    net_copy(key, sizeof key, t1 ? net_client_player_key(t1) : "");
    EXPECT(net_token_ok(key, strlen(key)), "opening a correspondence table gives a player key (%s)", reason_of(t1));
    net_client *t2 = open_table(&s, key, 7, code2);
    net_client *t3 = open_table(&s, key, 0, code3);
    settle(t2, has_key, "the second table's player key");
    EXPECT(t2 && !strcmp(net_client_player_key(t2), key), "the second table takes the same key");
    net_client_free(t1), net_client_free(t2), net_client_free(t3);

    /* A second device with the key alone. */
    net_client *phone = sign_in(&s, key, NULL);
    EXPECT(phone && net_client_signed_in(phone) && net_client_mine_count(phone) == 2,
           "the key signs in and lists the player's two correspondence seats, not the live one (%d, %s)",
           phone ? net_client_mine_count(phone) : -1, reason_of(phone));
    sits_by_list(&s, phone, code1, "first table");
    sits_by_list(&s, phone, code2, "second table");

    /* A signed-in device that takes its time (a phone in a lift, a busy machine) keeps its
       connection past the 5 s a connection has to join a table: it came as a player. */
    for (int i = 0; phone && i < 13; i++) nap_ms(500), net_client_poll(phone, 0);
    EXPECT(phone && net_client_state(phone) != NET_CLIENT_CLOSED,
           "a signed-in connection idle for 6.5 s is kept (%s)", reason_of(phone));

    /* Use on another device: a one-time code, a key of its own. */
    char device[NET_CODE_LEN + 1] = "";
    if (phone) net_client_ask_device_code(phone);
    settle(phone, has_device_code, "a device code");
    int secs = 0;
    net_copy(device, sizeof device, phone ? net_client_device_code(phone, &secs) : "");
    EXPECT(net_code_ok(device, strlen(device)) && secs == NET_DEVICE_CODE_S, "the key gets a device code for %d s", secs);
    net_client *laptop = sign_in(&s, NULL, device);
    char key2[NET_TOKEN_LEN + 1] = "", tok[NET_TOKEN_LEN + 1];
    net_copy(key2, sizeof key2, laptop ? net_client_player_key(laptop) : "");
    EXPECT(laptop && net_client_signed_in(laptop) && net_token_ok(key2, strlen(key2)) && strcmp(key2, key) &&
               lists(laptop, code1, 0, tok) && lists(laptop, code2, 0, tok),
           "the device code gives another device its own key and the player's seats (%s)", reason_of(laptop));
    net_client *again = sign_in(&s, NULL, device);
    settle(again, closed, "a used code's refusal");
    EXPECT(again && closed(again) && !strcmp(reason_of(again), "device"), "a device code works once (%s)", reason_of(again));
    net_client_free(laptop), net_client_free(again);

    /* A code ten minutes on. */
    if (phone) net_client_ask_device_code(phone);
    settle(phone, has_device_code, "a second device code");
    net_copy(device, sizeof device, phone ? net_client_device_code(phone, NULL) : "ZZZZZZZZZZ");
    net_client_free(phone);
    clock_ahead(NET_DEVICE_CODE_S + 60);
    nap_ms(1500); /* the server reads its test clock each second */
    net_client *late = sign_in(&s, NULL, device[0] ? device : "ZZZZZZZZZZ");
    settle(late, closed, "an expired code's refusal");
    EXPECT(late && !strcmp(reason_of(late), "device"), "a device code expires after its minutes (%s)", reason_of(late));
    net_client_free(late);

    /* Guessing: device codes on the join codes' budget, keys on the tokens'. */
    char ans[64], from[32];
    int refused = 0;
    for (int i = 0; i < 10; i++) {
        try_raw(&s, "127.0.9.1", "device ZZZZZZZZZZ\n", ans, sizeof ans);
        refused += !strcmp(ans, "refuse device");
    }
    try_raw(&s, "127.0.9.1", "device ZZZZZZZZZZ\n", ans, sizeof ans);
    EXPECT(refused == 10 && !strcmp(ans, "refuse wait"), "an address's 11th wrong device code waits (%d, %s)", refused, ans);
    for (int a = 2; a <= 4; a++)
        for (int i = 0; i < 10; i++) snprintf(from, sizeof from, "127.0.9.%d", a), try_raw(&s, from, "device ZZZZZZZZZZ\n", ans, sizeof ans);
    try_raw(&s, "127.0.9.5", "device ZZZZZZZZZZ\n", ans, sizeof ans);
    EXPECT(!strcmp(ans, "refuse wait"), "a network's 41st wrong device code waits, from a fresh address (%s)", ans);
    try_raw(&s, "127.0.10.1", "device ZZZZZZZZZZ\n", ans, sizeof ans);
    EXPECT(!strcmp(ans, "refuse device"), "another network still tries (%s)", ans);
    refused = 0;
    for (int i = 0; i < 10; i++) {
        try_raw(&s, "127.0.11.1", "player 0123456789abcdef0123456789abcdef\n", ans, sizeof ans);
        refused += !strcmp(ans, "refuse key");
    }
    try_raw(&s, "127.0.11.1", "player 0123456789abcdef0123456789abcdef\n", ans, sizeof ans);
    EXPECT(refused == 10 && !strcmp(ans, "refuse wait"), "an address's 11th wrong key waits (%d, %s)", refused, ans);

    /* Kept hashed, never logged. */
    char db[128], wal[128];
    snprintf(db, sizeof db, "%s/citadela.db", s.dir);
    snprintf(wal, sizeof wal, "%s/citadela.db-wal", s.dir);
    EXPECT(stored_number(s.dir, "SELECT count(*) FROM devices", NULL) == 2, "the database holds the player's two keys");
    EXPECT(!file_holds(db, key) && !file_holds(wal, key) && !file_holds(db, key2) && !file_holds(wal, key2),
           "no key is in the database in clear");
    EXPECT(!file_holds(s.log, key) && !file_holds(s.log, key2), "no key is in the log");
    EXPECT(count(log_text(&s), "127.0.11.1: a wrong player key") >= 1, "a wrong key is logged with its address");

    /* A restart keeps the keys. */
    stop(&s);
    if (start(&s, 0, "--test-clock", clock_file, "--join-delay", "0", NULL)) {
        net_client *back = sign_in(&s, key2, NULL);
        EXPECT(back && net_client_signed_in(back) && net_client_mine_count(back) == 2,
               "after a restart the second device's key lists both seats (%s)", reason_of(back));
        sits_by_list(&s, back, code1, "after a restart");
        net_client_free(back);
    }

    /* A player holds at most --games-per-player games (1,000 by default, all that a sign-in
       lists): past it a new seat is not bound to the key, the others stay. */
    stop(&s);
    if (start(&s, 0, "--test-clock", clock_file, "--join-delay", "0", "--games-per-player", "3", NULL)) {
        char code4[NET_CODE_LEN + 1], code5[NET_CODE_LEN + 1];
        net_client *t4 = open_table(&s, key, 3, code4);
        settle(t4, has_key, "the third game's player key");
        EXPECT(t4 && !strcmp(net_client_player_key(t4), key), "the player's third game takes the key (%s)", reason_of(t4));
        net_client *t5 = open_table(&s, key, 3, code5);
        settle(t5, bind_refused, "the fourth game's refusal");
        EXPECT(t5 && !strcmp(net_client_player_refused(t5), "full"),
               "a fourth game past --games-per-player 3 is not bound to the key (%s)", t5 ? net_client_player_refused(t5) : "no client");
        net_client_free(t4), net_client_free(t5);
        net_client *list = sign_in(&s, key, NULL);
        char tok4[NET_TOKEN_LEN + 1];
        EXPECT(list && net_client_mine_count(list) == 3 && lists(list, code4, 0, tok4) && !lists(list, code5, 0, tok4),
               "the key lists the three games it holds (%d)", list ? net_client_mine_count(list) : -1);
        net_client_free(list);
    }
    if (failures) setenv("NET_HOSTILE_KEEP", "1", 1);
    finish(&s);
    printf("net-keys: %d passed, %d failed\n", checks - failures, failures);
    return failures ? 1 : 0;
}
