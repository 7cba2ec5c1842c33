/* Computer seats at the real server (docs/server.md "Computer seats") with real clients on
   loopback. One person and two easy computer seats play a live game to its end on the
   server; a second table's two players keep moving while a hard computer thinks at a third
   (the event loop never waits for a search); a SIGTERM while it thinks stops the server at
   once and cleanly (under ASan: no leak). A correspondence seat whose player stays away is
   played by the computer each time its deadline passes (the tables' clock moved on with
   --test-clock): after three in a row (a restart between them) the computer keeps the seat,
   playing its turns at once, until its player rejoins by token and moves again. And a server run with
   --ai-threads 0 refuses a table with computer seats, saying why.
     net_computers SERVER_BINARY */
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "absence.h"
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

static const char *max_tables = "256"; /* its --max-tables */

static int start_server(const char *dir, const char *ai_threads) {
    const char *argv[] = {server_bin, "--port", "0", "--dir", dir, "--test-clock", clock_file, "--max-tables", max_tables,
                          ai_threads ? "--ai-threads" : NULL, ai_threads, NULL}; /* else the default: one thread */
    int port = server_proc_start(argv, server_log, 0, &server_pid);
    if (port < 0) { /* a failed start leaves no process behind */
        kill(server_pid, SIGKILL);
        waitpid(server_pid, NULL, 0);
    }
    return port;
}

/* Stops the server with `sig` and says whether it ended by itself (exit status 0) within the
   wait; past it, it is killed. */
static int stop_server(int sig) {
    int status = -1;
    kill(server_pid, sig);
    for (int64_t t0 = net_now_ms(); waitpid(server_pid, &status, WNOHANG) == 0;) {
        if (!waiting_for(t0, WAIT_MS, &failures, "the server to stop")) {
            kill(server_pid, SIGKILL);
            waitpid(server_pid, &status, 0);
            return 0;
        }
        nap_ms(5);
    }
    return WIFEXITED(status) && WEXITSTATUS(status) == 0;
}

static void clock_ahead(long long days) {
    FILE *f = fopen(clock_file, "w");
    if (f) fprintf(f, "%lld\n", days * DAY_S), fclose(f);
}

/* How many lines of the server's log hold `what`. */
static int log_count(const char *what) {
    FILE *f = fopen(server_log, "r");
    char line[1024];
    int n = 0;
    while (f && fgets(line, sizeof line, f)) n += strstr(line, what) != NULL;
    if (f) fclose(f);
    return n;
}

/* The base game for n seats, seat i of kind kinds[i] (CIT_SEAT_*), computers named. */
static char *setup_text(uint64_t seed, int n, const uint8_t *kinds, size_t *len) {
    static const char *const robots[] = {"Otto", "Ada", "Hal", "Eliza", "Deep"};
    cit_setup su;
    if (!net_test_setup(&su, 0, n, seed)) return NULL;
    for (int i = 0; i < n; i++) {
        su.players[i].kind = kinds[i];
        if (kinds[i] != CIT_SEAT_HUMAN) snprintf(su.players[i].name, CIT_NAME_LEN, "%s", robots[i % 5]);
    }
    cit_session *s = cit_session_new(&su, NULL);
    *len = s ? cit_session_save(s, NULL, 0) : 0;
    char *text = s ? malloc(*len + 1) : NULL;
    if (text) cit_session_save(s, text, *len + 1);
    cit_session_free(s);
    return text;
}

static int length_of(const seat *p) {
    const net_seatview *v = view_of(p);
    return v && net_seatview_game(v) ? net_seatview_length(v) : -1;
}

static int pending_of(const seat *p) {
    const net_seatview *v = view_of(p);
    return v && net_seatview_game(v) ? cit_game_pending(net_seatview_game(v)).player : -1;
}

static int finished(const seat *p) { return view_of(p) && net_seatview_final(view_of(p), NULL) != NULL; }

/* Opens a table of n seats of `kinds` (days a move; 0 live): p[0] creates it, the other
   people join by its code, p[0] starts it once they sit. 1 when every person holds the game. */
static int open_table(seat *p, int n, const uint8_t *kinds, int port, int days, uint64_t seed, char *code) {
    size_t len = 0;
    char *setup = setup_text(seed, n, kinds, &len);
    for (int k = 0; k < n; k++) p[k].rng = seed * 8 + (uint64_t)k, p[k].sent_at = -1, p[k].moved = 0, p[k].c = NULL;
    p[0].c = net_client_open_table("127.0.0.1", port, p[0].name, setup, len, days, NULL, NULL);
    free(setup);
    int started = 0, people = 1;
    for (int k = 1; k < n; k++) people += kinds[k] == CIT_SEAT_HUMAN;
    for (int64_t t0 = net_now_ms(); waiting_for(t0, WAIT_MS, &failures, "the table's start");) {
        int all = 1;
        for (int k = 0; k < n; k++)
            if (kinds[k] == CIT_SEAT_HUMAN) {
                if (p[k].c) net_client_poll(p[k].c, 2);
                all = all && p[k].c && net_client_state(p[k].c) == NET_CLIENT_SEATED && length_of(&p[k]) >= 0;
            }
        if (all) return 1;
        if (!p[0].c || net_client_state(p[0].c) == NET_CLIENT_CLOSED) return 0;
        if (net_client_state(p[0].c) != NET_CLIENT_SEATED) continue;
        net_copy(code, NET_CODE_LEN + 1, net_client_code(p[0].c));
        int here = 0;
        for (int k = 1; k < n; k++) {
            if (kinds[k] != CIT_SEAT_HUMAN) continue;
            if (!p[k].c) p[k].c = net_client_connect("127.0.0.1", port, code, p[k].name, NULL, NULL, 0, NULL);
            here += net_client_seat_state(p[0].c, k) == NET_SEAT_HERE;
        }
        if (!started && here == people - 1) net_client_start(p[0].c), started = 1;
    }
    return 0;
}

/* The people of a table (the seats with a client) play until the game ends. */
static int play_to_end(seat *p, int n, const char *what) {
    for (int64_t t0 = net_now_ms(); waiting_for(t0, WAIT_MS * 3, &failures, what);) {
        play(p, n);
        if (finished(&p[0])) return 1;
        nap_ms(1);
    }
    return 0;
}

/* One person, two easy computers: the game goes to its end on the server, each computer's
   seat shown `ai`, and the people see every move of theirs. */
static void one_and_two_computers(int port) {
    seat p[3] = {{0}};
    snprintf(p[0].name, sizeof p[0].name, "Anna");
    uint8_t kinds[3] = {CIT_SEAT_HUMAN, CIT_SEAT_AI_EASY, CIT_SEAT_AI_EASY};
    char code[NET_CODE_LEN + 1] = "";
    nanswered = 0;
    int ok = open_table(p, 3, kinds, port, 0, 31, code);
    EXPECT(ok, "Anna opens a table with two computer seats and starts it alone (%s)",
           p[0].c ? net_client_why(p[0].c) : "no connection");
    if (ok) {
        EXPECT(net_client_seat_state(p[0].c, 1) == NET_SEAT_AI && net_client_seat_state(p[0].c, 2) == NET_SEAT_AI,
               "the computer seats are shown as the server's computer (%d %d)", net_client_seat_state(p[0].c, 1),
               net_client_seat_state(p[0].c, 2));
        play_to_end(p, 1, "the game of one person and two computers to end");
        const cit_game *g = view_of(&p[0]) ? net_seatview_game(view_of(&p[0])) : NULL;
        EXPECT(g && cit_game_over(g), "the game of Anna and two computers ends on the server (%d moves, %d hers)",
               length_of(&p[0]), p[0].moved);
        EXPECT(p[0].moved > 0 && length_of(&p[0]) > 2 * p[0].moved, "the computers made most of the moves");
        printf("  one person and two easy computers: %d moves, %d of them the computers'\n", length_of(&p[0]),
               length_of(&p[0]) - p[0].moved);
    }
    net_client_leave(p[0].c);
    net_client_free(p[0].c);
}

/* Bea's move sent and answered: then it is the computer's turn at her table. */
static int bea_moves(seat *x) {
    int sent = x->moved;
    for (int64_t t0 = net_now_ms(); waiting_for(t0, WAIT_MS, &failures, "Bea's move");) {
        if (x->moved == sent) play(x, 1);
        net_client_poll(x->c, 1);
        if (x->moved > sent && length_of(x) > x->sent_at) return 1;
    }
    return 0;
}

/* While a hard computer thinks at one table, another table's two players go on moving: the
   loop answers them before the computer's move comes. Then a SIGTERM while it thinks. */
static void others_move_meanwhile(const char *dir) {
    int port = start_server(dir, NULL);
    EXPECT(port > 0, "the server starts");
    if (port <= 0) return;
    seat x[2] = {{0}}, y[2] = {{0}};
    snprintf(x[0].name, sizeof x[0].name, "Bea");
    snprintf(y[0].name, sizeof y[0].name, "Cyril");
    snprintf(y[1].name, sizeof y[1].name, "Dora");
    uint8_t vs_hard[2] = {CIT_SEAT_HUMAN, CIT_SEAT_AI_HARD}, two[2] = {CIT_SEAT_HUMAN, CIT_SEAT_HUMAN};
    char xcode[NET_CODE_LEN + 1] = "", ycode[NET_CODE_LEN + 1] = "";
    int ok = open_table(y, 2, two, port, 0, 41, ycode) && open_table(x, 2, vs_hard, port, 0, 42, xcode);
    EXPECT(ok, "a table of two players and a table of a player and a hard computer start");
    ok = ok && bea_moves(&x[0]);
    int moves_meanwhile = 0, thinking = ok;
    for (int64_t t0 = net_now_ms(); ok && moves_meanwhile < 20 && waiting_for(t0, WAIT_MS, &failures, "the other table's moves");) {
        net_client_poll(x[0].c, 0);
        if (length_of(&x[0]) > x[0].sent_at + 1) { /* the computer answered */
            thinking = 0;
            break;
        }
        int before = length_of(&y[0]);
        play(y, 2);
        net_client_poll(y[0].c, 1);
        net_client_poll(y[1].c, 1);
        if (length_of(&y[0]) > before) moves_meanwhile += length_of(&y[0]) - before;
        if (finished(&y[0])) break;
    }
    EXPECT(moves_meanwhile >= 4 || (!thinking && moves_meanwhile >= 1),
           "while the hard computer thinks at one table, the other table's players move (%d moves answered)",
           moves_meanwhile);
    printf("  %d moves answered at another table while the hard computer thought\n", moves_meanwhile);
    /* a computer thinking at the SIGTERM: if it answered already, Bea moves again */
    if (ok && !thinking) {
        for (int64_t t0 = net_now_ms(); pending_of(&x[0]) != 0 && waiting_for(t0, WAIT_MS, &failures, "Bea's turn");)
            net_client_poll(x[0].c, 2);
        bea_moves(&x[0]);
    }
    int64_t t0 = net_now_ms();
    EXPECT(stop_server(SIGTERM), "a SIGTERM while the computer thinks stops the server cleanly (exit status 0)");
    printf("  SIGTERM with a computer thinking: stopped in %lld ms\n", (long long)(net_now_ms() - t0));
    for (int k = 0; k < 2; k++) net_client_free(x[k].c), net_client_free(y[k].c);
}

/* Waits until the server's log holds `what` n times. */
static int wait_log(const char *what, int n) {
    for (int64_t t0 = net_now_ms(); waiting_for(t0, WAIT_MS, &failures, what);) {
        if (log_count(what) >= n) return 1;
        nap_ms(5);
    }
    return 0;
}

/* Waits until the person's view has `len` moves at least and it is seat `seat`'s turn or the
   game ended. */
static int wait_turn(seat *p, int seat_no, int len, const char *what) {
    for (int64_t t0 = net_now_ms(); waiting_for(t0, WAIT_MS, &failures, what);) {
        net_client_poll(p->c, 2);
        if (finished(p)) return 0;
        if (length_of(p) >= len && pending_of(p) == seat_no) return 1;
    }
    return 0;
}

/* A correspondence table of Eva, Filip (who leaves) and an easy computer; each time Filip's
   deadline passes the computer moves for him; the third time it keeps his seat; his rejoin
   takes it back. */
static void out_of_time(const char *dir) {
    clock_ahead(0);
    int port = start_server(dir, NULL);
    EXPECT(port > 0, "the server starts");
    if (port <= 0) return;
    seat p[3] = {{0}};
    snprintf(p[0].name, sizeof p[0].name, "Eva");
    snprintf(p[1].name, sizeof p[1].name, "Filip");
    uint8_t kinds[3] = {CIT_SEAT_HUMAN, CIT_SEAT_HUMAN, CIT_SEAT_AI_EASY};
    char code[NET_CODE_LEN + 1] = "";
    int ok = open_table(p, 3, kinds, port, 1, 51, code);
    EXPECT(ok, "Eva opens a correspondence table of a day a move with Filip and a computer");
    if (!ok) {
        stop_server(SIGTERM);
        return;
    }
    /* Eva's first move, then Filip's turn: he leaves */
    while (ok && pending_of(&p[0]) == 0 && !p[0].moved) play(p, 1), net_client_poll(p[0].c, 2);
    ok = wait_turn(&p[0], 1, 1, "Filip's turn");
    net_copy(p[1].token, sizeof p[1].token, net_client_token(p[1].c));
    net_client_leave(p[1].c);
    net_client_free(p[1].c);
    p[1].c = NULL;
    long long days = 0;
    int eva_at = 0; /* the length at Eva's last turn */
    for (int round = 1; ok && round <= NET_TIMEOUTS_KEPT; round++) {
        int len = length_of(&p[0]);
        clock_ahead(days += 2); /* past Filip's deadline: a day a move */
        ok = wait_turn(&p[0], 0, len + 1, "the computer's move for Filip and the computer seat's");
        EXPECT(ok && wait_log("out of time, the computer moved for it", round) &&
                   log_count("out of time, the computer moved for it") == round,
               "timeout %d: Filip's deadline passed, the computer moved for him (%d in the log)", round,
               log_count("out of time, the computer moved for it"));
        EXPECT(net_client_seat_state(p[0].c, 1) == (round < NET_TIMEOUTS_KEPT ? NET_SEAT_AWAY : NET_SEAT_AI),
               "after timeout %d Eva sees Filip's seat %s (%d)", round, round < NET_TIMEOUTS_KEPT ? "away" : "kept by the computer",
               net_client_seat_state(p[0].c, 1));
        int sent = p[0].moved;
        eva_at = length_of(&p[0]);
        for (int64_t t0 = net_now_ms(); ok && p[0].moved == sent && waiting_for(t0, WAIT_MS, &failures, "Eva's move");)
            play(p, 1), net_client_poll(p[0].c, 2);
        /* once kept, Filip's turn passes at once: Eva's copy may read it and the computer's
           moves in one poll (a busy machine), so it is waited for only before */
        if (round < NET_TIMEOUTS_KEPT) ok = ok && wait_turn(&p[0], 1, len + 2, "Filip's turn again");
        if (ok && round == NET_TIMEOUTS_KEPT - 1) { /* a restart keeps the count */
            net_copy(p[0].token, sizeof p[0].token, net_client_token(p[0].c));
            net_client_leave(p[0].c);
            net_client_free(p[0].c);
            EXPECT(stop_server(SIGTERM), "the server stops between the timeouts");
            port = start_server(dir, NULL);
            p[0].c = port > 0 ? net_client_connect("127.0.0.1", port, code, p[0].name, p[0].token, NULL, 0, NULL) : NULL;
            p[0].sent_at = -1;
            ok = p[0].c && wait_turn(&p[0], 1, len + 2, "Eva back after a restart, at Filip's turn");
            EXPECT(ok, "after a restart Eva is back by her token at Filip's turn");
        }
    }
    /* kept: the computer plays Filip's turns at once, with no deadline passed: Eva's move,
       his and the computer seat's, and Eva's turn again */
    ok = ok && wait_turn(&p[0], 0, eva_at + 3, "the computer keeping Filip's seat to play his turn at once");
    EXPECT(ok, "the computer that keeps Filip's seat plays his turn without the clock moving on");
    /* Eva moves, then Filip rejoins by his token and takes his seat back */
    int sent = p[0].moved;
    for (int64_t t0 = net_now_ms(); ok && p[0].moved == sent && waiting_for(t0, WAIT_MS, &failures, "Eva's move");)
        play(p, 1), net_client_poll(p[0].c, 2);
    p[1].c = net_client_connect("127.0.0.1", port, code, p[1].name, p[1].token, NULL, 0, NULL);
    p[1].sent_at = -1;
    for (int64_t t0 = net_now_ms(); ok && waiting_for(t0, WAIT_MS, &failures, "Filip's rejoin");) {
        net_client_poll(p[1].c, 2);
        net_client_poll(p[0].c, 0);
        if (net_client_state(p[1].c) == NET_CLIENT_SEATED && net_client_seat_state(p[0].c, 1) == NET_SEAT_HERE) break;
    }
    EXPECT(ok && net_client_seat_state(p[0].c, 1) == NET_SEAT_HERE, "Filip's rejoin takes his seat back (Eva sees %d)",
           net_client_seat_state(p[0].c, 1));
    /* his turn is his own now: his move is taken, not the computer's */
    int filip = p[1].moved;
    for (int64_t t0 = net_now_ms(); ok && waiting_for(t0, WAIT_MS, &failures, "Filip's own move answered");) {
        play(p, 2);
        if (p[1].moved > filip && length_of(&p[1]) > p[1].sent_at) break;
    }
    EXPECT(p[1].moved > filip && length_of(&p[1]) > p[1].sent_at && !net_client_last_error(p[1].c)[0],
           "Filip moves at his turn himself after taking his seat back (%s)", net_client_last_error(p[1].c));
    EXPECT(log_count("out of time, the computer moved for it") == NET_TIMEOUTS_KEPT,
           "no more timeouts were counted than the three");
    printf("  a correspondence seat out of time three times: the computer kept it for %d moves\n", length_of(&p[0]));
    for (int k = 0; k < 2; k++) net_client_free(p[k].c);
    stop_server(SIGTERM);
}

/* A late move at a game the server keeps only in its store: Eva moves at a correspondence
   table of a day a move and leaves, as Filip did; on a server of two open tables, Gus and
   Hana sit at a second while Ida opens a third, so the first is put away (a table with
   someone at it never gives way). Two days on the computer moves for Filip all the same:
   the store's sweep brings late games back for it. Before, only open tables were looked at,
   and a game put away (or not reopened at a restart) waited for ever. */
static void late_in_the_store(const char *dir) {
    clock_ahead(0);
    max_tables = "2";
    int port = start_server(dir, NULL);
    max_tables = "256";
    EXPECT(port > 0, "the server starts with --max-tables 2");
    if (port <= 0) return;
    uint8_t kinds[2] = {CIT_SEAT_HUMAN, CIT_SEAT_HUMAN};
    char codes[3][NET_CODE_LEN + 1] = {"", "", ""};
    static const char *const names[3][2] = {{"Eva", "Filip"}, {"Gus", "Hana"}, {"Ida", "Jan"}};
    seat p[3][2] = {{{0}}};
    for (int i = 0; i < 3; i++)
        for (int k = 0; k < 2; k++) snprintf(p[i][k].name, sizeof p[i][k].name, "%s", names[i][k]);
    int ok = open_table(p[0], 2, kinds, port, 1, 61, codes[0]);
    while (ok && !p[0][0].moved) play(p[0], 1), net_client_poll(p[0][0].c, 2);
    ok = ok && wait_turn(&p[0][0], 1, 1, "Filip's turn");
    for (int k = 0; k < 2; k++) net_client_leave(p[0][k].c), net_client_free(p[0][k].c);
    ok = ok && open_table(p[1], 2, kinds, port, 1, 62, codes[1]);
    /* the third table opens once the server has seen the first left (its only candidate) */
    int third = 0;
    for (int64_t t0 = net_now_ms(); ok && !third && waiting_for(t0, WAIT_MS, &failures, "room for a third table");) {
        third = open_table(p[2], 2, kinds, port, 1, 63, codes[2]);
        if (!third) {
            for (int k = 0; k < 2; k++) net_client_free(p[2][k].c), p[2][k].c = NULL;
            nap_ms(50);
        }
    }
    long long before = stored_moves(dir, codes[0]);
    EXPECT(ok && third && before == 1,
           "three correspondence tables on a server of two, the second seated: the first, at Filip's turn, gave way (%lld moves)",
           before);
    for (int i = 1; i < 3; i++)
        for (int k = 0; k < 2; k++) net_client_leave(p[i][k].c), net_client_free(p[i][k].c);
    clock_ahead(2);
    for (int64_t t0 = net_now_ms(); stored_moves(dir, codes[0]) == before &&
                                    waiting_for(t0, WAIT_MS, &failures, "the computer's move for Filip in the store");)
        nap_ms(20);
    EXPECT(stored_moves(dir, codes[0]) == before + 1,
           "two days on, the computer has moved for Filip at the game the server had put away (%lld moves)",
           stored_moves(dir, codes[0]));
    stop_server(SIGTERM);
}

/* A player's client signed in by key (a second device): NULL when it is not. */
static net_client *signed_in(int port, const char *key) {
    net_client *c = net_client_sign_in("127.0.0.1", port, key, NULL, NULL, NULL);
    for (int64_t t0 = net_now_ms(); c && !net_client_signed_in(c) && net_client_state(c) != NET_CLIENT_CLOSED &&
                                    waiting_for(t0, WAIT_MS, &failures, "a sign-in by key");)
        net_client_poll(c, 2);
    return c;
}

/* The answer to `away` (days -1 asks, 0 ends): 1 taken, -1 refused, 0 none came. */
static int away(net_client *c, int days, long long *until, int *left) {
    net_client_away(c, days);
    for (int64_t t0 = net_now_ms(); net_client_away_state(c, until, left) == 0 && waiting_for(t0, WAIT_MS, &failures, "the answer to away");)
        net_client_poll(c, 2);
    return net_client_away_state(c, until, left);
}

/* Polls for ms milliseconds (a wait for what must not happen: the server looks at its
   tables once a second). */
static void poll_for(net_client *c, int ms) {
    for (int64_t t0 = net_now_ms(); net_now_ms() - t0 < ms;) net_client_poll(c, 10);
}

/* Filip declares an absence of five days at his turn at a correspondence table of a day a
   move and leaves; Eva is told. The server is killed (-9) and restarted: the absence holds.
   Three days on, his deadline long past, nothing is played for him; five and a half days
   on, back, his clock runs with the day it had left; seven days on the computer moves for
   him, and Eva sees that it did. The days count: 25 are left, 26 are refused; a fifth
   absence in a day is refused; ending one early gives back the days not begun; a wrong
   key is refused. */
static void away_on_holiday(const char *dir) {
    clock_ahead(0);
    int port = start_server(dir, NULL);
    EXPECT(port > 0, "the server starts");
    if (port <= 0) return;
    seat p[3] = {{0}};
    snprintf(p[0].name, sizeof p[0].name, "Eva");
    snprintf(p[1].name, sizeof p[1].name, "Filip");
    uint8_t kinds[3] = {CIT_SEAT_HUMAN, CIT_SEAT_HUMAN, CIT_SEAT_AI_EASY};
    char code[NET_CODE_LEN + 1] = "", key[NET_TOKEN_LEN + 1] = "";
    const char *timeout_line = "out of time, the computer moved for it";
    int timeouts = log_count(timeout_line); /* the earlier servers' in the same log */
    int ok = open_table(p, 3, kinds, port, 1, 71, code);
    while (ok && !p[0].moved) play(p, 1), net_client_poll(p[0].c, 2);
    ok = ok && wait_turn(&p[0], 1, 1, "Filip's turn");
    for (int64_t t0 = net_now_ms(); ok && !net_client_player_key(p[1].c)[0] && waiting_for(t0, WAIT_MS, &failures, "Filip's key");)
        net_client_poll(p[1].c, 2);
    net_copy(key, sizeof key, net_client_player_key(p[1].c));
    long long until = 0;
    int left = -1;
    EXPECT(ok && away(p[1].c, 5, &until, &left) == 1 && until > 4 * DAY_S && left == NET_AWAY_DAYS_A_YEAR - 5,
           "Filip, seated with his key, declares five days away (until %lld, %d days left: %s)", until, left,
           net_client_away_refused(p[1].c));
    for (int64_t t0 = net_now_ms(); ok && !net_client_absent_until(p[0].c, 1) && waiting_for(t0, WAIT_MS, &failures, "Eva told Filip is away");)
        net_client_poll(p[0].c, 2);
    EXPECT(net_client_absent_until(p[0].c, 1) == until, "Eva is told Filip is away until the end of his absence (%lld)",
           net_client_absent_until(p[0].c, 1));
    net_copy(p[0].token, sizeof p[0].token, net_client_token(p[0].c));
    for (int k = 0; k < 2; k++) net_client_leave(p[k].c), net_client_free(p[k].c), p[k].c = NULL;
    kill(server_pid, SIGKILL);
    waitpid(server_pid, NULL, 0);
    port = start_server(dir, NULL);
    EXPECT(port > 0, "the server starts again after a kill -9");
    clock_ahead(3);
    p[0].c = port > 0 ? net_client_connect("127.0.0.1", port, code, p[0].name, p[0].token, NULL, 0, NULL) : NULL;
    p[0].sent_at = -1;
    ok = p[0].c && wait_turn(&p[0], 1, 1, "Eva back at Filip's turn");
    for (int64_t t0 = net_now_ms(); ok && !net_client_absent_until(p[0].c, 1) && waiting_for(t0, WAIT_MS, &failures, "Eva told Filip is away");)
        net_client_poll(p[0].c, 2);
    EXPECT(ok && net_client_absent_until(p[0].c, 1) == until, "after the restart Eva, back, is told Filip is away (%lld)",
           net_client_absent_until(p[0].c, 1));
    poll_for(p[0].c, 3000);
    EXPECT(ok && length_of(&p[0]) == 1 && log_count(timeout_line) == timeouts,
           "three days on, his deadline two days past, nothing is played for Filip while he is away (%d moves)",
           length_of(&p[0]));
    FILE *f = fopen(clock_file, "w"); /* five and a half days: back, with the day his clock had left */
    if (f) fprintf(f, "%lld\n", 5 * DAY_S + DAY_S / 2), fclose(f);
    poll_for(p[0].c, 3000);
    EXPECT(ok && length_of(&p[0]) == 1, "half a day after his absence, his clock runs on but has not run out (%d moves)",
           length_of(&p[0]));
    clock_ahead(7);
    ok = ok && wait_turn(&p[0], 0, 3, "the computer's move for Filip once his clock ran out after his absence");
    int stood = -1, seq = net_client_stood_in(p[0].c, &stood);
    EXPECT(ok && log_count(timeout_line) == timeouts + 1 && seq == 1 && stood == 1,
           "seven days on the computer moved for Filip, and Eva saw it was for his time (move %d, seat %d)", seq, stood);
    /* the days of the year: 25 left; more refused; a day begun counts, the rest comes back */
    net_client *c = signed_in(port, key);
    EXPECT(c && net_client_signed_in(c), "Filip signs in with his key");
    EXPECT(c && away(c, -1, &until, &left) == 1 && until == 0 && left == NET_AWAY_DAYS_A_YEAR - 5,
           "back, he is not away and has %d days left (%d)", NET_AWAY_DAYS_A_YEAR - 5, left);
    EXPECT(c && away(c, NET_AWAY_DAYS_A_YEAR - 4, &until, &left) == -1 && !strcmp(net_client_away_refused(c), "away"),
           "%d days are refused with %d left (%s)", NET_AWAY_DAYS_A_YEAR - 4, NET_AWAY_DAYS_A_YEAR - 5,
           c ? net_client_away_refused(c) : "-");
    int changes = 1; /* the first absence was a week ago: today's count starts here */
    int ends_ok = 1;
    for (; c && changes <= NET_AWAY_CHANGES_A_DAY; changes++) {
        ends_ok = ends_ok && away(c, 3, &until, &left) == 1 && left == NET_AWAY_DAYS_A_YEAR - 5 - (changes - 1) - 3 &&
                  away(c, 3, NULL, NULL) == -1 && !strcmp(net_client_away_refused(c), "state") &&
                  away(c, 0, &until, &left) == 1 && until == 0 && left == NET_AWAY_DAYS_A_YEAR - 5 - changes;
    }
    EXPECT(ends_ok, "each absence ended at once is charged one day, the rest given back (%d left)", left);
    EXPECT(c && away(c, 1, &until, &left) == -1 && !strcmp(net_client_away_refused(c), "wait"),
           "a %dth absence in a day is refused (%s)", NET_AWAY_CHANGES_A_DAY + 1, c ? net_client_away_refused(c) : "-");
    EXPECT(c && away(c, -1, &until, &left) == 1 && away(c, -1, &until, &left) == -1 && !strcmp(net_client_away_refused(c), "flood"),
           "the 17th absence line on one connection is refused (%s)", c ? net_client_away_refused(c) : "-");
    net_client_free(c);
    c = net_client_sign_in("127.0.0.1", port, "0123456789abcdef0123456789abcdef", NULL, NULL, NULL);
    for (int64_t t0 = net_now_ms(); c && net_client_state(c) != NET_CLIENT_CLOSED && waiting_for(t0, WAIT_MS, &failures, "a wrong key refused");)
        net_client_poll(c, 2);
    EXPECT(c && !strcmp(net_client_reason(c), "key"), "a wrong key is refused (%s)", c ? net_client_reason(c) : "-");
    net_client_free(c);
    net_client_free(p[0].c);
    stop_server(SIGTERM);
}

/* --ai-threads 0: a table with a computer seat is refused with a reason. */
static void no_computers(const char *dir) {
    int port = start_server(dir, "0");
    EXPECT(port > 0, "the server without computers starts");
    if (port <= 0) return;
    seat p[2] = {{0}};
    snprintf(p[0].name, sizeof p[0].name, "Gita");
    uint8_t kinds[2] = {CIT_SEAT_HUMAN, CIT_SEAT_AI_EASY};
    char code[NET_CODE_LEN + 1] = "";
    int ok = open_table(p, 2, kinds, port, 0, 61, code);
    EXPECT(!ok && p[0].c && net_client_state(p[0].c) == NET_CLIENT_CLOSED && !strcmp(net_client_reason(p[0].c), "setup") &&
               wait_log("this server plays no computer seats (it runs with --ai-threads 0)", 1),
           "a server run with --ai-threads 0 refuses a table with a computer seat, saying why (%s: %s)",
           p[0].c ? net_client_reason(p[0].c) : "-", p[0].c ? net_client_why(p[0].c) : "-");
    net_client_free(p[0].c);
    stop_server(SIGTERM);
}

int main(int argc, char **argv) {
    if (argc < 2) {
        fprintf(stderr, "usage: net_computers SERVER_BINARY\n");
        return 2;
    }
    server_bin = argv[1];
    char dir[] = "/tmp/citadela-computers-XXXXXX";
    if (!mkdtemp(dir)) return 1;
    snprintf(server_log, sizeof server_log, "%s/server.log", dir);
    snprintf(clock_file, sizeof clock_file, "%s/clock", dir);
    clock_ahead(0);
    char d1[400], d2[400], d3[400], d4[400];
    snprintf(d1, sizeof d1, "%s/one", dir);
    snprintf(d2, sizeof d2, "%s/meanwhile", dir);
    snprintf(d3, sizeof d3, "%s/late", dir);
    snprintf(d4, sizeof d4, "%s/none", dir);
    int port = start_server(d1, NULL);
    EXPECT(port > 0, "the server starts");
    if (port > 0) {
        one_and_two_computers(port);
        EXPECT(stop_server(SIGTERM), "the server stops");
    }
    others_move_meanwhile(d2);
    out_of_time(d3);
    char d5[400];
    snprintf(d5, sizeof d5, "%s/stored", dir);
    late_in_the_store(d5);
    char d6[400];
    snprintf(d6, sizeof d6, "%s/away", dir);
    away_on_holiday(d6);
    no_computers(d4);
    if (failures) fprintf(stderr, "the server's log: %s\n", server_log);
    else {
        char cmd[400];
        snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
        if (system(cmd) != 0) fprintf(stderr, "could not remove %s\n", dir);
    }
    printf("net-computers: %d passed, %d failed\n", checks - failures, failures);
    return failures ? 1 : 0;
}
