/* Correspondence tables (docs/protocol.md "Correspondence tables") with the real server and
   real clients on loopback. A game: three players at a table of 3 days a move, started by
   its creator with the third seat still open, the third joining by its code after the
   start; each plays a move, all leave, the server is killed with -9 and started again on
   the same state directory, each comes back on a second device by their player key alone
   (the key's list of their seats gives the token), and the game goes
   on to its end with the final hash of the same moves replayed from the same seed (a live
   game of those moves). The store holds the table's kind, its time per move and the pending
   move's deadline. And the clock: with every player away, the server's tables' clock moved
   eight days on (--test-clock), a live game left unfinished is closed after its week while
   the correspondence game waits, also across a restart, and its players find it; and on a
   server of one table, games put away to make room: the sweep a week on removes a live one
   and keeps a correspondence one.
     net_correspondence SERVER_BINARY */
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "client.h"
#include "conn.h"
#include "failcheck.h"
#include "net_modes.h"
#include "server_proc.h"
#include "stored.h"

static int failures, checks;
#include "deadline.h"

#define WAIT_MS 60000
#define MOVES_MAX 1000
#include "seats.h" /* after MOVES_MAX */
#define DAY_S 86400LL

static const char *server_bin;
static pid_t server_pid;
static char server_log[300], clock_file[300];

static void nap_ms(int ms) { nanosleep(&(struct timespec){0, (long)ms * 1000000}, NULL); }

static const char *max_tables = "256"; /* --max-tables */

static int start_server(const char *dir) {
    /* no computers: a week on the test clock would time out the seat to move, and these
       cases are about what waits (net_computers plays the timeouts) */
    const char *argv[] = {server_bin, "--port", "0", "--dir", dir, "--test-clock", clock_file, "--max-tables", max_tables,
                          "--ai-threads", "0", NULL};
    return server_proc_start(argv, server_log, 0, &server_pid);
}

static void kill_server(int sig) {
    int status;
    kill(server_pid, sig);
    waitpid(server_pid, &status, 0);
}

/* The server's tables' clock runs `days` ahead of the system's from its next look. */
static void clock_ahead(long long days) {
    FILE *f = fopen(clock_file, "w");
    if (f) fprintf(f, "%lld\n", days * DAY_S), fclose(f);
}

/* Waits until every seat has seen every move answered, and no move sent waits for its answer. */
static void all_seen(seat *p, int n) {
    for (int64_t t0 = net_now_ms(); waiting_for(t0, WAIT_MS, &failures, "every seat to see every move");) {
        poll_all(p, n);
        note_moves(p, n);
        int all = 1;
        for (int k = 0; k < n; k++) {
            int len = view_of(&p[k]) ? net_seatview_length(view_of(&p[k])) : -1;
            all = all && len == nanswered && p[k].sent_at != len;
        }
        if (all) return;
    }
}

static void leave_all(seat *p, int n) {
    for (int k = 0; k < n; k++) {
        if (p[k].c) net_copy(p[k].token, sizeof p[k].token, net_client_token(p[k].c));
        net_client_leave(p[k].c);
        net_client_free(p[k].c);
        p[k].c = NULL;
    }
}

/* Every seat back by its token; each view holds the moves answered so far. */
/* A table of `n` seats opened by p[0] (days per move; 0: live), the others joining by
   its code; the game started by p[0] once `before` of them sat down (the rest join after the
   start, by the same code). Returns 1 when every seat holds the game. */
static int open_table(seat *p, int n, int before, int port, int days, uint64_t seed, char *code) {
    size_t len = 0;
    char *setup = net_test_setup_text(seed, n, &len);
    for (int k = 0; k < n; k++) p[k].rng = seed * 8 + (uint64_t)k, p[k].sent_at = -1, p[k].moved = 0;
    p[0].c = net_client_open_table("127.0.0.1", port, p[0].name, setup, len, days, NULL, NULL);
    free(setup);
    int started = 0;
    for (int64_t t0 = net_now_ms(); !seated(p, n, 1) && waiting_for(t0, WAIT_MS, &failures, "the table's start");) {
        poll_all(p, n);
        if (!p[0].c || net_client_state(p[0].c) == NET_CLIENT_CLOSED) break;
        if (net_client_state(p[0].c) != NET_CLIENT_SEATED) continue;
        net_copy(code, NET_CODE_LEN + 1, net_client_code(p[0].c));
        int here = 1, running = view_of(&p[0]) && net_seatview_game(view_of(&p[0]));
        for (int k = 1; k < n; k++) {
            if (!p[k].c && (k <= before || running)) /* the rest once the game runs: after the start */
                p[k].c = net_client_connect("127.0.0.1", port, code, p[k].name, NULL, NULL, 0, NULL);
            here += k <= before && net_client_seat_state(p[0].c, k) == NET_SEAT_HERE;
        }
        if (!started && here == before + 1) net_client_start(p[0].c), started = 1;
    }
    EXPECT(p[0].c && net_client_state(p[0].c) == NET_CLIENT_SEATED,
           "the creator sits at the new table (%s)", p[0].c ? net_client_why(p[0].c) : "no connection");
    return seated(p, n, 1);
}

/* A device that never held the game signs in with the player's key alone and finds the
   seat in the key's list; its token (in tok, cleared first) is what come_back rejoins with. */
static void by_key_on_a_new_device(int port, const char *key, const char *code, int seat_no, char *tok) {
    memset(tok, 0, NET_TOKEN_LEN + 1);
    EXPECT(key[0], "the player at seat %d was given a key", seat_no);
    net_client *c = net_client_sign_in("127.0.0.1", port, key, NULL, NULL, NULL);
    for (int64_t t0 = net_now_ms(); c && !net_client_signed_in(c) && net_client_state(c) != NET_CLIENT_CLOSED &&
                                    waiting_for(t0, WAIT_MS, &failures, "a sign-in by key");)
        net_client_poll(c, 5);
    for (int i = 0; c && i < net_client_mine_count(c); i++) {
        const net_client_seat_ref *r = net_client_mine(c, i);
        if (!strcmp(r->code, code) && r->seat == seat_no) net_copy(tok, NET_TOKEN_LEN + 1, r->token);
    }
    EXPECT(tok[0], "after kill -9 a new device signed in by key alone lists seat %d of the table (%s)", seat_no,
           c ? net_client_reason(c) : "no connection");
    net_client_free(c);
}

static void three_friends(const char *dir) {
    clock_ahead(0);
    int port = start_server(dir);
    EXPECT(port > 0, "the server starts");
    if (port <= 0) return;
    seat p[3] = {{0}};
    snprintf(p[0].name, sizeof p[0].name, "Anna");
    snprintf(p[1].name, sizeof p[1].name, "Bruno");
    snprintf(p[2].name, sizeof p[2].name, "Chiara");
    char code[NET_CODE_LEN + 1] = "";
    nanswered = 0;
    int ok = open_table(p, 3, 1, port, 3, 11, code);
    EXPECT(ok, "Anna starts her table of three with Chiara's seat open; Chiara joins by the code after the start");
    if (!ok) { /* the server goes too: a failed run leaves no process behind */
        kill_server(SIGTERM);
        return;
    }
    for (int64_t t0 = net_now_ms(); (net_client_pace(p[1].c) < 0 || net_client_pace(p[2].c) < 0) &&
                                    waiting_for(t0, WAIT_MS, &failures, "the answers to `kind`");)
        poll_all(p, 3);
    EXPECT(net_client_pace(p[0].c) == 3 && net_client_pace(p[1].c) == 3 && net_client_pace(p[2].c) == 3,
           "every seat knows the table's 3 days a move (%d %d %d)", net_client_pace(p[0].c), net_client_pace(p[1].c),
           net_client_pace(p[2].c));
    for (int64_t t0 = net_now_ms(); !(p[0].moved && p[1].moved && p[2].moved) &&
                                    waiting_for(t0, WAIT_MS, &failures, "a move of each player");) {
        play(p, 3);
        nap_ms(1);
    }
    all_seen(p, 3);
    /* Each seat of a correspondence table is bound to a player: the client asks for a key
       when it has none. The players keep their keys; their games' tokens are lost with the
       devices (each comes back on another). */
    char keys[3][NET_TOKEN_LEN + 1] = {"", "", ""};
    for (int k = 0; k < 3; k++) {
        for (int64_t t0 = net_now_ms(); !net_client_player_key(p[k].c)[0] &&
                                        waiting_for(t0, WAIT_MS, &failures, "each player's key");)
            poll_all(p, 3);
        net_copy(keys[k], sizeof keys[k], net_client_player_key(p[k].c));
    }
    EXPECT(strcmp(keys[0], keys[1]) && strcmp(keys[0], keys[2]) && strcmp(keys[1], keys[2]),
           "three players, three keys");
    leave_all(p, 3);
    long long now = (long long)time(NULL);
    long long deadline = stored_number(dir, "SELECT deadline FROM tables WHERE code = ?", code);
    EXPECT(stored_number(dir, "SELECT days FROM tables WHERE code = ? AND kind = 'correspondence'", code) == 3 &&
               deadline > now + 3 * DAY_S - 600 && deadline <= now + 3 * DAY_S + 5,
           "the store holds a correspondence table of 3 days a move and its pending move's deadline, 3 days on (%lld s)",
           deadline - now);
    kill_server(SIGKILL);
    port = start_server(dir);
    EXPECT(port > 0, "the server starts again after kill -9");
    if (port <= 0) return;
    for (int k = 0; k < 3; k++) by_key_on_a_new_device(port, keys[k], code, k, p[k].token);
    come_back(p, 3, port, code, "after kill -9", 0);
    for (int64_t t0 = net_now_ms(); waiting_for(t0, WAIT_MS * 3, &failures, "the game's end");) {
        play(p, 3);
        int done = 1;
        for (int k = 0; k < 3; k++) done = done && view_of(&p[k]) && net_seatview_final(view_of(&p[k]), NULL);
        if (done) break;
        nap_ms(1);
    }
    int names;
    EXPECT(same_as_replayed(p, 3, &names),
           "the final save is the game of the %d answered moves played live from the same seed", nanswered);
    EXPECT(names, "the final save names each seat's player, one who sat down after the start too");
    EXPECT(stored_number(dir, "SELECT count(*) FROM tables WHERE code = ? AND deadline IS NULL", code) == 1,
           "a finished game has no deadline");
    printf("  a correspondence game of three: %d moves, one kill -9 after a move of each\n", nanswered);
    for (int k = 0; k < 3; k++) net_client_free(p[k].c);
    kill_server(SIGTERM);
}

/* Every player away; the tables' clock eight days on: the live game left unfinished closes
   after its week, the correspondence game waits (and across a restart, 30 days on). */
static void all_away(const char *dir) {
    clock_ahead(0);
    int port = start_server(dir);
    EXPECT(port > 0, "the server starts");
    if (port <= 0) return;
    seat live[2] = {{0}}, corr[2] = {{0}};
    snprintf(live[0].name, sizeof live[0].name, "Dana");
    snprintf(live[1].name, sizeof live[1].name, "Emil");
    snprintf(corr[0].name, sizeof corr[0].name, "Fay");
    snprintf(corr[1].name, sizeof corr[1].name, "Gus");
    char live_code[NET_CODE_LEN + 1] = "", corr_code[NET_CODE_LEN + 1] = "";
    nanswered = 0;
    int ok = open_table(live, 2, 1, port, 0, 21, live_code);
    for (int64_t t0 = net_now_ms(); ok && nanswered < 2 && waiting_for(t0, WAIT_MS, &failures, "the live game's moves");)
        play(live, 2);
    all_seen(live, 2);
    leave_all(live, 2);
    nanswered = 0;
    ok = ok && open_table(corr, 2, 1, port, 1, 22, corr_code);
    EXPECT(ok, "a live and a correspondence table are played");
    if (!ok) { /* the server goes too: a failed run leaves no process behind */
        kill_server(SIGTERM);
        return;
    }
    for (int64_t t0 = net_now_ms(); nanswered < 2 && waiting_for(t0, WAIT_MS, &failures, "the correspondence moves");)
        play(corr, 2);
    all_seen(corr, 2);
    leave_all(corr, 2);
    /* The server notes a table empty at its next look (a quarter second): a step of eight days
       taken before that look starts the week there, so the clock steps on until the live game
       goes, and every step is a week and a day past its last player's leaving. */
    int days = 0, turns = 0;
    for (int64_t t0 = net_now_ms(); stored_has(dir, live_code) && waiting_for(t0, WAIT_MS, &failures, "the live game's expiry");) {
        if (turns++ % 100 == 0) clock_ahead(days += 8); /* a step every hundred looks (two seconds or more) */
        nap_ms(20);
    }
    EXPECT(!stored_has(dir, live_code) && stored_has(dir, corr_code),
           "%d days on, the live game left unfinished is gone, the correspondence game waits (%d %d)", days,
           stored_has(dir, live_code), stored_has(dir, corr_code));
    come_back(corr, 2, port, corr_code, "eight days on", 0);
    leave_all(corr, 2);
    kill_server(SIGTERM);
    clock_ahead(days + 30);
    port = start_server(dir);
    EXPECT(port > 0, "the server starts again");
    if (port <= 0) return;
    come_back(corr, 2, port, corr_code, "after a restart a month later", 0);
    for (int k = 0; k < 2; k++) net_client_free(corr[k].c), corr[k].c = NULL; /* gone without a word */
    kill_server(SIGTERM);
}

/* A server of one table: a live game and then a correspondence game, each left by its
   players, are put away to make room (kept in the store for their players' return); the
   tables' clock eight days on, the sweep of games put away removes the live one and keeps
   the correspondence one, which its players bring back by its code. */
static void put_away(const char *dir) {
    clock_ahead(0);
    max_tables = "1";
    int port = start_server(dir);
    max_tables = "256";
    EXPECT(port > 0, "the server of one table starts");
    if (port <= 0) return;
    seat live[2] = {{0}}, corr[2] = {{0}}, last = {0};
    snprintf(live[0].name, sizeof live[0].name, "Hana");
    snprintf(live[1].name, sizeof live[1].name, "Ivo");
    snprintf(corr[0].name, sizeof corr[0].name, "Jana");
    snprintf(corr[1].name, sizeof corr[1].name, "Karel");
    snprintf(last.name, sizeof last.name, "Lea");
    char live_code[NET_CODE_LEN + 1] = "", corr_code[NET_CODE_LEN + 1] = "";
    nanswered = 0;
    int ok = open_table(live, 2, 1, port, 0, 31, live_code);
    for (int64_t t0 = net_now_ms(); ok && nanswered < 2 && waiting_for(t0, WAIT_MS, &failures, "the live game's moves");)
        play(live, 2);
    all_seen(live, 2);
    leave_all(live, 2);
    nanswered = 0;
    ok = ok && open_table(corr, 2, 1, port, 5, 32, corr_code); /* the live game is put away for it */
    for (int64_t t0 = net_now_ms(); ok && nanswered < 2 && waiting_for(t0, WAIT_MS, &failures, "the correspondence moves");)
        play(corr, 2);
    all_seen(corr, 2);
    leave_all(corr, 2);
    int answered_corr = nanswered;
    size_t len = 0; /* a lobby of Lea's: the correspondence game is put away for it */
    char *setup = net_test_setup_text(33, 2, &len);
    last.c = ok ? net_client_open_table("127.0.0.1", port, last.name, setup, len, 0, NULL, NULL) : NULL;
    free(setup);
    for (int64_t t0 = net_now_ms(); last.c && !seated(&last, 1, 0) && waiting_for(t0, WAIT_MS, &failures, "Lea's lobby");)
        poll_all(&last, 1);
    ok = ok && seated(&last, 1, 0);
    net_client_leave(last.c);
    net_client_free(last.c);
    EXPECT(ok && stored_has(dir, live_code) && stored_has(dir, corr_code),
           "a live and a correspondence game are put away to make room, kept in the store");
    if (!ok) { /* the server goes too: a failed run leaves no process behind */
        kill_server(SIGTERM);
        return;
    }
    clock_ahead(8);
    for (int64_t t0 = net_now_ms(); stored_has(dir, live_code) && waiting_for(t0, WAIT_MS, &failures, "the sweep of games put away");)
        nap_ms(50);
    EXPECT(!stored_has(dir, live_code) && stored_has(dir, corr_code),
           "eight days on, the live game put away is removed, the correspondence game kept (%d %d)",
           stored_has(dir, live_code), stored_has(dir, corr_code));
    nanswered = answered_corr;
    come_back(corr, 2, port, corr_code, "a game put away, eight days on", 0);
    for (int k = 0; k < 2; k++) net_client_free(corr[k].c);
    kill_server(SIGTERM);
}

int main(int argc, char **argv) {
    if (argc < 2) return 2;
    server_bin = argv[1];
    signal(SIGPIPE, SIG_IGN);
    char dir[] = "/tmp/citadela-corr-test-XXXXXX", dir2[] = "/tmp/citadela-corr-test-XXXXXX";
    if (!mkdtemp(dir) || !mkdtemp(dir2)) return 2;
    snprintf(server_log, sizeof server_log, "%s/server.log", dir);
    snprintf(clock_file, sizeof clock_file, "%s/test-clock", dir);
    three_friends(dir);
    snprintf(server_log, sizeof server_log, "%s/server.log", dir2);
    snprintf(clock_file, sizeof clock_file, "%s/test-clock", dir2);
    all_away(dir2);
    char dir3[] = "/tmp/citadela-corr-test-XXXXXX";
    if (!mkdtemp(dir3)) return 2;
    snprintf(server_log, sizeof server_log, "%s/server.log", dir3);
    snprintf(clock_file, sizeof clock_file, "%s/test-clock", dir3);
    put_away(dir3);
    if (failures || getenv("KEEP")) fprintf(stderr, "server logs kept in %s, %s and %s\n", dir, dir2, dir3);
    else {
        char cmd[300];
        snprintf(cmd, sizeof cmd, "rm -rf %s %s %s", dir, dir2, dir3);
        if (system(cmd) != 0) fprintf(stderr, "cannot remove %s, %s\n", dir, dir2);
    }
    printf("net-correspondence: %d passed, %d failed\n", checks - failures, failures);
    return failures ? 1 : 0;
}
