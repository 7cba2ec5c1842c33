/* "My games" (docs/protocol.md "Players") with the real server and real clients on loopback.
   Ada plays three correspondence games with Bruno: one where she moved and waits for him,
   one new where she is to move, one played to its end. With the server's clock a day on
   (--test-clock), her key signs in on another device and lists each game: whose turn (hers
   or not), the time left on the mover's clock, the moves and the last one's time, the
   names and rules, the finished game's result. A row stored before the list existed (no
   summary) is listed the same, read once from its game. A sign-in that does not ask sees
   no new line (older clients). A player with 600 games gets 500 of them. And the line's
   text read back, what is not one refused.
     net_mygames SERVER_BINARY */
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "client.h"
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
static char server_log[300], clock_file[300], key[NET_TOKEN_LEN + 1];

static void nap_ms(int ms) { nanosleep(&(struct timespec){0, (long)ms * 1000000}, NULL); }

static int start_server(const char *dir) {
    const char *argv[] = {server_bin, "--port", "0", "--dir", dir, "--test-clock", clock_file, "--ai-threads", "0",
                          "--join-delay", "0", NULL};
    return server_proc_start(argv, server_log, 0, &server_pid);
}

static void clock_ahead(long long seconds) {
    FILE *f = fopen(clock_file, "w");
    if (f) fprintf(f, "%lld\n", seconds), fclose(f);
}

/* Ada (seat 0, with the player's key once she has one) opens a table of `days` a move,
   Bruno joins by its code, Ada starts. Returns 1 when both hold the game. */
static int open_game(seat *p, int port, int days, uint64_t seed, char *code) {
    size_t len = 0;
    char *setup = net_test_setup_text(seed, 2, &len);
    for (int k = 0; k < 2; k++) p[k].rng = seed * 8 + (uint64_t)k, p[k].sent_at = -1, p[k].moved = 0;
    snprintf(p[0].name, sizeof p[0].name, "Ada"), snprintf(p[1].name, sizeof p[1].name, "Bruno Díaz");
    p[0].c = net_client_open_table("127.0.0.1", port, p[0].name, setup, len, days, NULL, NULL);
    free(setup);
    if (p[0].c) net_client_set_player_key(p[0].c, key);
    int started = 0;
    for (int64_t t0 = net_now_ms(); !seated(p, 2, 1) && waiting_for(t0, WAIT_MS, &failures, "a game's start");) {
        poll_all(p, 2);
        if (!p[0].c || net_client_state(p[0].c) != NET_CLIENT_SEATED) continue;
        net_copy(code, NET_CODE_LEN + 1, net_client_code(p[0].c));
        if (!p[1].c) p[1].c = net_client_connect("127.0.0.1", port, code, p[1].name, NULL, NULL, 0, NULL);
        if (!started && net_client_seat_state(p[0].c, 1) == NET_SEAT_HERE) net_client_start(p[0].c), started = 1;
    }
    for (int64_t t0 = net_now_ms(); !net_client_player_key(p[0].c)[0] && waiting_for(t0, WAIT_MS, &failures, "a key");)
        poll_all(p, 2);
    if (!key[0]) net_copy(key, sizeof key, net_client_player_key(p[0].c));
    return seated(p, 2, 1);
}

static int game_length(const seat *s) { return view_of(s) ? net_seatview_length(view_of(s)) : -1; }

/* Plays until `moves` were made (0: to the end); only seats below `who` play. */
static void play_until(seat *p, int moves, const char *what) {
    for (int64_t t0 = net_now_ms(); waiting_for(t0, WAIT_MS * 3, &failures, what);) {
        play(p, 2);
        const net_seatview *v = view_of(&p[0]);
        if (moves ? game_length(&p[0]) >= moves && game_length(&p[1]) >= moves
                  : v && net_seatview_final(v, NULL) && view_of(&p[1]) && net_seatview_final(view_of(&p[1]), NULL))
            return;
        nap_ms(1);
    }
}

static void leave(seat *p) {
    for (int k = 0; k < 2; k++) net_client_leave(p[k].c), net_client_free(p[k].c), p[k].c = NULL;
}

/* Signed in with Ada's key on another device; asks the games when `ask`. */
static net_client *sign_in(int port, int ask) {
    net_client *c = net_client_sign_in("127.0.0.1", port, key, NULL, NULL, NULL);
    if (c && ask) net_client_ask_games(c);
    for (int64_t t0 = net_now_ms(); c && waiting_for(t0, WAIT_MS, &failures, "the games' list");) {
        net_client_poll(c, 5);
        if (net_client_state(c) == NET_CLIENT_CLOSED) break;
        if (net_client_signed_in(c) && (!ask || net_client_games_state(c) != 0)) break;
    }
    return c;
}

static const net_game_info *listed(const net_client *c, const char *code) {
    for (int i = 0; c && i < net_client_game_count(c); i++)
        if (!strcmp(net_client_listed(c, i)->code, code)) return net_client_listed(c, i)->seat == 0 ? &net_client_listed(c, i)->info : NULL;
    return NULL;
}

/* The three games' fields as a list says them; `when` names the list. */
static void check_list(const net_client *c, const char *waits, const char *mine, const char *over, long long moved_at,
                       const int *scores, const char *when) {
    long long now = net_client_games_now(c);
    EXPECT(c && net_client_games_state(c) == 1 && net_client_game_count(c) == 3, "%s: the list ends with three games (%d)",
           when, c ? net_client_game_count(c) : -1);
    const net_game_info *w = listed(c, waits), *m = listed(c, mine), *o = listed(c, over);
    EXPECT(w && w->state == NET_GAME_PLAY && w->turn == 1 && w->moves == 1 && w->days == 3,
           "%s: the game she moved in waits for Bruno (turn %d, %d moves)", when, w ? w->turn : -9, w ? w->moves : -1);
    EXPECT(w && w->deadline - now > 2 * DAY_S - 600 && w->deadline - now <= 2 * DAY_S,
           "%s: Bruno's clock there has two of its three days left a day on (%lld s)", when, w ? w->deadline - now : 0);
    EXPECT(w && w->last >= moved_at - 5 && w->last <= moved_at + 600 && w->last < now,
           "%s: its last move is dated when it was made (%lld, made about %lld)", when, w ? w->last : 0, moved_at);
    EXPECT(w && !strcmp(w->names[0], "Ada") && !strcmp(w->names[1], "Bruno Díaz") && !strncmp(w->rules, "classic", 7),
           "%s: the players' names and the rules (%s, %s, %s)", when, w ? w->names[0] : "", w ? w->names[1] : "",
           w ? w->rules : "");
    EXPECT(m && m->state == NET_GAME_PLAY && m->turn == 0 && m->moves == 0 && m->last == 0 && m->days == 7 &&
               m->deadline - now > 6 * DAY_S - 600 && m->deadline - now <= 6 * DAY_S,
           "%s: the new game is hers to move, six of its seven days left (turn %d, %lld s)", when, m ? m->turn : -9,
           m ? m->deadline - now : 0);
    EXPECT(o && o->state == NET_GAME_OVER && o->turn == -1 && o->deadline == 0 && o->score[0] == scores[0] &&
               o->score[1] == scores[1],
           "%s: the finished game has its result (%d:%d, played %d:%d)", when, o ? o->score[0] : -1, o ? o->score[1] : -1,
           scores[0], scores[1]);
}

/* The `game` line's text read back as written, and what is no such text refused (it comes
   from a peer, and from a stored row). */
static void info_texts(void) {
    net_game_info g = {0}, back;
    g.state = NET_GAME_OVER, g.turn = -1, g.moves = 71, g.last = 1800000000, g.nplayers = 3;
    g.score[0] = 40, g.score[1] = -3, g.score[2] = 0;
    snprintf(g.rules, sizeof g.rules, "classic+inns_cathedrals");
    snprintf(g.names[0], CIT_NAME_LEN, "Ada Lovelace"), snprintf(g.names[1], CIT_NAME_LEN, "3:x y");
    char text[NET_LINE_MAX];
    net_game_format(&g, text, sizeof text);
    EXPECT(net_game_parse(text, strlen(text), &back) && back.state == NET_GAME_OVER && back.moves == 71 &&
               back.score[1] == -3 && !strcmp(back.names[0], "Ada Lovelace") && !strcmp(back.names[1], "3:x y") &&
               back.names[2][0] == 0 && !strcmp(back.rules, g.rules),
           "a finished game's text reads back, names with spaces and colons, an open seat (%s)", text);
    static const char *const bad[] = {
        "",
        "play 0 1 0 0 3 - classic 2 3:Ada 5:Bruno extra",
        "play - 1 0 0 3 - classic 2 3:Ada 5:Bruno",  /* a game in play with nobody to move */
        "over - 9 0 0 3 1,2,3 classic 2 3:Ada 5:Bruno", /* three scores for two seats */
        "play 4 1 0 0 3 - classic 2 3:Ada 5:Bruno",  /* a seat the table has not */
        "play 0 1 0 0 3 - Classic 2 3:Ada 5:Bruno",  /* not an option word */
        "play 0 1 0 0 3 - classic 2 9:Ada 5:Bruno",  /* a length past the name */
        "play 0 1 0 0 3 - classic 7 3:Ada 5:Bruno",  /* seven seats */
        "lobby - 0 0 0 99 - classic 2 3:Ada 0:",     /* 99 days a move */
    };
    int refused = 0;
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) refused += !net_game_parse(bad[i], strlen(bad[i]), &back);
    EXPECT(refused == (int)(sizeof bad / sizeof bad[0]), "every malformed text is refused (%d of %d)", refused,
           (int)(sizeof bad / sizeof bad[0]));
}

/* Ada's seats at `extra` more tables, copies of table `like` under codes of their own, put
   straight into the database (the server reads rows, so they list as games). */
static int add_tables(const char *dir, const char *like, int extra) {
    sqlite3 *db = stored_open(dir, 1);
    sqlite3_stmt *t = NULL, *s = NULL;
    int ok = db && sqlite3_exec(db, "BEGIN", NULL, NULL, NULL) == SQLITE_OK &&
             sqlite3_prepare_v2(db,
                                "INSERT INTO tables(code, kind, started, setup, seats, created, touched, days, deadline, "
                                "summary) SELECT ?1, kind, started, setup, seats, created, touched, days, deadline, summary "
                                "FROM tables WHERE code = ?2",
                                -1, &t, NULL) == SQLITE_OK &&
             sqlite3_prepare_v2(db,
                                "INSERT INTO seats(code, seat, player, token) SELECT ?1, 0, player, token FROM seats "
                                "WHERE code = ?2 AND seat = 0",
                                -1, &s, NULL) == SQLITE_OK;
    static const char letters[] = "ABCDEFGHJKLMNPQRSTUVWXYZ";
    for (int i = 0; ok && i < extra; i++) {
        char code[NET_CODE_LEN + 1] = "ZZZZZZ";
        for (int k = 0, v = i; k < 4; k++, v /= 24) code[6 + k] = letters[v % 24];
        code[NET_CODE_LEN] = 0;
        for (int q = 0; q < 2 && ok; q++) {
            sqlite3_stmt *st = q ? s : t;
            sqlite3_reset(st);
            sqlite3_bind_text(st, 1, code, -1, SQLITE_TRANSIENT);
            sqlite3_bind_text(st, 2, like, -1, SQLITE_STATIC);
            ok = sqlite3_step(st) == SQLITE_DONE && sqlite3_changes(db) == 1;
        }
    }
    sqlite3_finalize(t), sqlite3_finalize(s);
    ok = ok && sqlite3_exec(db, "COMMIT", NULL, NULL, NULL) == SQLITE_OK;
    sqlite3_close(db);
    return ok;
}

int main(int argc, char **argv) {
    if (argc < 2) return 2;
    info_texts();
    server_bin = argv[1];
    signal(SIGPIPE, SIG_IGN);
    char dir[64] = "/tmp/citadela-mygames-XXXXXX";
    if (!mkdtemp(dir)) return 2;
    snprintf(server_log, sizeof server_log, "%s/server.log", dir);
    snprintf(clock_file, sizeof clock_file, "%s/test-clock", dir);
    clock_ahead(0);
    int port = start_server(dir);
    EXPECT(port > 0, "the server starts");
    if (port <= 0) return 1;

    char waits[NET_CODE_LEN + 1] = "", mine[NET_CODE_LEN + 1] = "", over[NET_CODE_LEN + 1] = "";
    seat p[2] = {{0}};
    EXPECT(open_game(p, port, 3, 21, waits), "the first game starts");
    long long moved_at = (long long)time(NULL);
    for (int64_t t0 = net_now_ms(); game_length(&p[0]) < 1 && waiting_for(t0, WAIT_MS, &failures, "Ada's move");) {
        play(p, 1); /* Ada alone */
        nap_ms(1);
    }
    leave(p);
    EXPECT(open_game(p, port, 7, 22, mine), "the second game starts");
    leave(p);
    EXPECT(open_game(p, port, 1, 23, over), "the third game starts");
    play_until(p, 0, "the third game's end");
    int scores[2] = {-1, -1};
    const cit_game *end = view_of(&p[0]) ? net_seatview_game(view_of(&p[0])) : NULL;
    for (int k = 0; end && k < 2; k++) scores[k] = cit_game_score(end, k);
    leave(p);

    clock_ahead(DAY_S);
    net_client *phone = NULL; /* the server reads the clock's file at its next look at the tables */
    for (int64_t t0 = net_now_ms(); waiting_for(t0, WAIT_MS, &failures, "the server's clock a day on");) {
        net_client_free(phone);
        phone = sign_in(port, 1);
        if (!phone || net_client_games_state(phone) != 1 || net_client_games_now(phone) >= (long long)time(NULL) + DAY_S - 5)
            break;
        nap_ms(100);
    }
    check_list(phone, waits, mine, over, moved_at, scores, "signed in");
    net_client_free(phone);

    net_client *old = sign_in(port, 0);
    nap_ms(200);
    net_client_poll(old, 50);
    EXPECT(old && net_client_signed_in(old) && net_client_state(old) != NET_CLIENT_CLOSED &&
               net_client_game_count(old) == 0 && net_client_mine_count(old) == 3,
           "a sign-in that does not ask (an older client) gets its seats and no game line");
    net_client_free(old);

    /* A row from before the list: no summary. The server reads that game once. */
    sqlite3 *db = stored_open(dir, 1);
    EXPECT(db && sqlite3_exec(db, "UPDATE tables SET summary = NULL", NULL, NULL, NULL) == SQLITE_OK,
           "the rows lose their summaries");
    sqlite3_close(db);
    phone = sign_in(port, 1);
    check_list(phone, waits, mine, over, moved_at, scores, "rows without a summary");
    net_client_free(phone);
    EXPECT(stored_number(dir, "SELECT count(*) FROM tables WHERE summary IS NULL", NULL) == 0,
           "their summaries are stored again, so the next list reads rows alone");

    /* A player with 600 games: the list stops at 500 lines, the server goes on. */
    EXPECT(add_tables(dir, waits, 597), "597 more tables of Ada's go into the database");
    phone = sign_in(port, 1);
    EXPECT(phone && net_client_games_state(phone) == 1 && net_client_game_count(phone) == 500 &&
               net_client_mine_count(phone) == 600,
           "a player with 600 games gets her 600 seats and the first 500 games (%d), then the list's end",
           phone ? net_client_game_count(phone) : -1);
    net_client_free(phone);
    phone = sign_in(port, 1);
    EXPECT(phone && net_client_games_state(phone) == 1, "and the server answers the next sign-in");
    net_client_free(phone);

    kill(server_pid, SIGTERM);
    waitpid(server_pid, NULL, 0);
    if (!failures) {
        char cmd[200];
        snprintf(cmd, sizeof cmd, "rm -rf %s", dir);
        if (system(cmd) != 0) fprintf(stderr, "could not remove %s\n", dir);
    }
    printf("net_mygames: %d passed, %d failed\n", checks - failures, failures);
    return failures != 0;
}
