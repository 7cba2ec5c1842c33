/* The server's store against crashes, with the real binary and real clients: a game whose
   server is killed with -9 right after it answered a move, three times, each time started
   again on the same state directory, the players coming back by their tokens: no answered
   move is lost or doubled, and the game ends with the final hash of the same moves played
   without a crash. Meanwhile `--backup` copies the running server's database, which holds
   the game. A table file of an older server is migrated on the first start: moved aside,
   its players rejoin by their tokens. And a server whose disk is full (its file size
   limit, raised later with prlimit) refuses a move with `error storage` and a log line,
   loses none it answered, and goes on once there is room.
     net_store_restart SERVER_BINARY */
#define _GNU_SOURCE /* prlimit */
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
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

static const char *server_bin;
static pid_t server_pid;
static char server_log[300];

static void nap_ms(int ms) { nanosleep(&(struct timespec){0, (long)ms * 1000000}, NULL); }

static long file_limit; /* the server's RLIMIT_FSIZE (0: none) */
static const char *max_tables = "256"; /* its --max-tables */

static int start_server(const char *dir) {
    const char *argv[] = {server_bin, "--port", "0", "--dir", dir, "--keep-finished", "600", "--max-tables", max_tables, NULL};
    return server_proc_start(argv, server_log, file_limit, &server_pid);
}

static void kill_server(int sig) {
    int status;
    kill(server_pid, sig);
    waitpid(server_pid, &status, 0);
}

static int log_has(const char *what) {
    static char text[1 << 16];
    FILE *f = fopen(server_log, "r");
    size_t n = f ? fread(text, 1, sizeof text - 1, f) : 0;
    if (f) fclose(f);
    text[n] = 0;
    return strstr(text, what) != NULL;
}

/* Every seat back by its token at the restarted server; each view must hold every move
   answered before the kill, the same ones in the same order. */
/* --backup FILE while the server runs: exit 0, and the copy opens and holds the game. */
static void check_backup(const char *dir, const char *code) {
    char into[400], file[500];
    snprintf(into, sizeof into, "%s/copy", dir);
    mkdir(into, 0700);
    snprintf(file, sizeof file, "%s/citadela.db", into);
    int at = nanswered, status = -1;
    pid_t pid = fork();
    if (pid == 0) {
        FILE *log = fopen(server_log, "a");
        if (log) dup2(fileno(log), 2);
        execl(server_bin, server_bin, "--backup", file, "--dir", dir, (char *)NULL);
        _exit(127);
    }
    waitpid(pid, &status, 0);
    EXPECT(WIFEXITED(status) && WEXITSTATUS(status) == 0, "citadela-server --backup exits 0 beside the running server");
    EXPECT(stored_has(into, code) && stored_moves(into, code) >= at,
           "the backup opens and holds the running game with its %d answered moves (%lld)", at, stored_moves(into, code));
}

/* Two players at a new table of the server on port, its game started: names a and b,
   random choices from rng; the table's code into code. 1 when the game started. */
static int open_game(seat *p, int port, const char *a, const char *b, uint64_t rng, char *code) {
    cit_setup su;
    net_test_setup(&su, 0, 2, rng);
    cit_session *s = cit_session_new(&su, NULL);
    size_t need = cit_session_save(s, NULL, 0);
    char *save = malloc(need + 1);
    cit_session_save(s, save, need + 1);
    snprintf(p[0].name, sizeof p[0].name, "%s", a);
    snprintf(p[1].name, sizeof p[1].name, "%s", b);
    p[0].c = net_client_connect("127.0.0.1", port, NULL, p[0].name, NULL, save, need, NULL);
    p[0].rng = rng * 2, p[1].rng = rng * 2 + 1, p[0].sent_at = p[1].sent_at = -1;
    free(save);
    cit_session_free(s);
    int started = 0;
    for (int64_t t0 = net_now_ms(); !seated(p, 2, 1) && waiting_for(t0, WAIT_MS, &failures, "the game's start");) {
        for (int k = 0; k < 2; k++)
            if (p[k].c) net_client_poll(p[k].c, 5);
        if (!p[1].c && net_client_state(p[0].c) == NET_CLIENT_SEATED) {
            net_copy(code, NET_CODE_LEN + 1, net_client_code(p[0].c));
            p[1].c = net_client_connect("127.0.0.1", port, code, p[1].name, NULL, NULL, 0, NULL);
        }
        if (!started && p[1].c && net_client_state(p[1].c) == NET_CLIENT_SEATED &&
            net_client_seat_state(p[0].c, 1) == NET_SEAT_HERE)
            net_client_start(p[0].c), started = 1;
    }
    for (int k = 0; k < 2; k++) net_copy(p[k].token, sizeof p[k].token, p[k].c ? net_client_token(p[k].c) : "");
    return seated(p, 2, 1);
}

static void crash_game(const char *dir) {
    int port = start_server(dir);
    EXPECT(port > 0, "the server starts");
    if (port <= 0) return;
    seat p[2] = {{0}};
    char code[NET_CODE_LEN + 1] = "";
    if (!open_game(p, port, "Alena", "Bohdan", 7, code)) return;
    static const int kill_at[] = {3, 20, 45};
    int kills = 0, backed_up = 0;
    for (int64_t t0 = net_now_ms(); waiting_for(t0, WAIT_MS * 3, &failures, "the game's end");) {
        play(p, 2);
        const net_seatview *v = view_of(&p[0]);
        if (v && net_seatview_final(v, NULL) && view_of(&p[1]) && net_seatview_final(view_of(&p[1]), NULL)) break;
        if (kills < 3 && nanswered >= kill_at[kills]) { /* a move answered just now: the server dies */
            kill_server(SIGKILL);
            kills++;
            port = start_server(dir);
            EXPECT(port > 0, "the server starts again after kill -9 number %d", kills);
            if (port <= 0) break;
            come_back(p, 2, port, code, "after kill -9", 1);
            if (failures) break; /* the game is not there to go on with */
        }
        if (kills == 3 && !backed_up && nanswered >= 60) check_backup(dir, code), backed_up = 1;
        nap_ms(1);
    }
    EXPECT(kills == 3 && backed_up, "three kills and a backup happened (%d, %d)", kills, backed_up);
    /* The same moves without a crash: the set-up (with the server's seed) replayed. */
    int names;
    EXPECT(same_as_replayed(p, 2, &names) && names,
           "the final save is the game of the %d answered moves played without a crash", nanswered);
    printf("  %d moves, 3 kills with -9 at moves %d, %d and %d, a backup at move 60\n", nanswered, kill_at[0], kill_at[1],
           kill_at[2]);
    for (int k = 0; k < 2; k++) net_client_free(p[k].c);
    kill_server(SIGTERM);
}

static void send_nothing(void *ctx, int to, const char *data, size_t len) { (void)ctx, (void)to, (void)data, (void)len; }

/* A table file as an older server wrote it (net_table_save into DIR/CODE.table): a started
   game of two seats with ten moves; the n-th such file (n < 100) has its own code; days a
   move: a correspondence game's (0: a live one). */
static int old_table_file(const char *dir, int n, int days, char *code, char tokens[2][NET_TOKEN_LEN + 1]) {
    cit_setup su;
    net_test_setup(&su, 0, 2, 99 + (uint64_t)n);
    uint8_t kinds[CIT_MAX_PLAYERS] = {0}, r[16];
    snprintf(code, NET_CODE_LEN + 1, "ABCDEFGH%c%c", "JKMNPQRSTV"[n / 10 % 10], "JKMNPQRSTV"[n % 10]);
    net_table *t = net_table_new(&su, kinds, code, send_nothing, NULL, NULL);
    if (!t) return 0;
    for (int k = 0; k < 2; k++) {
        for (int i = 0; i < 16; i++) r[i] = (uint8_t)(k * 16 + i + 1);
        net_table_join(t, k ? "Cyril" : "Dana", r, tokens[k], NULL);
    }
    net_table_start(t, NULL);
    net_table_set_pace(t, days);
    uint64_t rng = 5;
    for (int i = 0; i < 10; i++) {
        cit_move m;
        if (cit_game_playout_move(net_table_game(t), &rng, &m) != CIT_OK || !net_table_apply(t, &m, NULL)) break;
    }
    size_t need = net_table_save(t, NULL, 0);
    char *text = malloc(need + 1), path[400];
    net_table_save(t, text, need + 1);
    snprintf(path, sizeof path, "%s/%s.table", dir, code);
    FILE *f = fopen(path, "wb");
    int ok = f && fwrite(text, 1, need, f) == need && cit_session_length(net_table_session(t)) == 10;
    if (f) fclose(f);
    free(text);
    net_table_free(t);
    return ok;
}

static void migration(const char *dir) {
    char code[NET_CODE_LEN + 1], tokens[2][NET_TOKEN_LEN + 1], path[400];
    EXPECT(old_table_file(dir, 0, 0, code, tokens), "an old server's table file is written");
    int port = start_server(dir);
    EXPECT(port > 0, "the server starts on a folder of table files");
    if (port <= 0) return;
    snprintf(path, sizeof path, "%s/migrated-tables/%s.table", dir, code);
    EXPECT(access(path, F_OK) == 0 && log_has("migrated 1 table files"), "the table file is migrated and moved aside");
    snprintf(path, sizeof path, "%s/%s.table", dir, code);
    EXPECT(access(path, F_OK) != 0, "no table file is left in the state directory");
    EXPECT(stored_has(dir, code) && stored_moves(dir, code) == 10, "the database holds the table and its ten moves");
    seat p = {0};
    snprintf(p.name, sizeof p.name, "Cyril");
    p.c = net_client_connect("127.0.0.1", port, code, p.name, tokens[1], NULL, 0, NULL);
    for (int64_t t0 = net_now_ms(); !seated(&p, 1, 1) && waiting_for(t0, WAIT_MS, &failures, "the migrated table's rejoin");)
        net_client_poll(p.c, 5);
    const net_seatview *v = view_of(&p);
    EXPECT(v && net_seatview_game(v) && net_seatview_length(v) == 10 && net_client_seat(p.c) == 1,
           "its player rejoins by the old token and finds the ten moves");
    net_client_free(p.c);
    kill_server(SIGTERM);
    port = start_server(dir); /* a second start migrates nothing again */
    EXPECT(port > 0 && stored_tables(dir) == 1, "a second start keeps the one table");
    if (port > 0) kill_server(SIGTERM);
}

/* A store holding more games than the server keeps open (20 against --max-tables 8): a
   restart reopens the newest seven and leaves the rest in the store untouched (reopening
   each swapped another out with a durable write: 100,000 correspondence games took
   minutes to start); a player of a game left in the store comes back by its code. */
#define KEPT_GAMES 20
static void more_than_open(const char *dir) {
    char codes[KEPT_GAMES][NET_CODE_LEN + 1], tokens[KEPT_GAMES][2][NET_TOKEN_LEN + 1];
    int written = 0;
    for (int n = 0; n < KEPT_GAMES; n++) written += old_table_file(dir, n, 0, codes[n], tokens[n]);
    EXPECT(written == KEPT_GAMES, "%d old table files are written", KEPT_GAMES);
    max_tables = "8";
    int port = start_server(dir); /* the first start migrates them into the database */
    if (port > 0) kill_server(SIGTERM);
    for (int n = 0; n < KEPT_GAMES; n++) stored_age(dir, codes[n], 86400 + n); /* the first is the newest */
    long long day_ago = (long long)time(NULL) - 86400 + KEPT_GAMES;
    port = start_server(dir);
    max_tables = "256";
    EXPECT(port > 0, "the server starts again with --max-tables 8");
    if (port <= 0) return;
    long long rewritten = -1;
    sqlite3 *db = stored_open(dir, 0);
    sqlite3_stmt *q = NULL;
    if (db && sqlite3_prepare_v2(db, "SELECT count(*) FROM tables WHERE touched > ?1", -1, &q, NULL) == SQLITE_OK) {
        sqlite3_bind_int64(q, 1, day_ago);
        rewritten = sqlite3_step(q) == SQLITE_ROW ? sqlite3_column_int64(q, 0) : -1;
    }
    sqlite3_finalize(q);
    sqlite3_close(db);
    EXPECT(rewritten == 0 && stored_tables(dir) == KEPT_GAMES && log_has("13 older tables kept in the store"),
           "the restart reopens seven games, keeps thirteen in the store and writes none of them again (%lld written)",
           rewritten);
    seat p = {0};
    snprintf(p.name, sizeof p.name, "Cyril");
    int old = KEPT_GAMES - 1; /* the oldest: left in the store */
    p.c = net_client_connect("127.0.0.1", port, codes[old], p.name, tokens[old][1], NULL, 0, NULL);
    for (int64_t t0 = net_now_ms(); !seated(&p, 1, 1) && waiting_for(t0, WAIT_MS, &failures, "the kept game's rejoin");)
        net_client_poll(p.c, 5);
    const net_seatview *v = view_of(&p);
    EXPECT(v && net_seatview_game(v) && net_seatview_length(v) == 10 && net_client_seat(p.c) == 1,
           "a player of the oldest game, left in the store, comes back by its code and finds the ten moves");
    net_client_free(p.c);
    kill_server(SIGTERM);
}

/* Correspondence games are kept by the thousand: with twelve stored and --max-tables 2 (a
   cap of eight live games put away), a player opening a new table on the full server gets
   it, an open correspondence game put away for it. The cap counted correspondence games
   too: a server holding a thousand of them opened no new table once full. */
#define CORR_GAMES 12
static void correspondence_kept(const char *dir) {
    char codes[CORR_GAMES][NET_CODE_LEN + 1], tokens[CORR_GAMES][2][NET_TOKEN_LEN + 1];
    int written = 0;
    for (int n = 0; n < CORR_GAMES; n++) written += old_table_file(dir, n, 3, codes[n], tokens[n]);
    EXPECT(written == CORR_GAMES, "%d correspondence games' table files are written", CORR_GAMES);
    max_tables = "2";
    int port = start_server(dir);
    max_tables = "256";
    EXPECT(port > 0, "the server starts with --max-tables 2 on them");
    if (port <= 0) return;
    EXPECT(stored_tables(dir) == CORR_GAMES && log_has("10 older tables kept in the store"),
           "two are open, ten stay in the store");
    seat p = {0};
    snprintf(p.name, sizeof p.name, "Dana");
    size_t len = 0;
    char *setup = net_test_setup_text(7, 2, &len);
    p.c = net_client_open_table("127.0.0.1", port, p.name, setup, len, 3, NULL, NULL);
    free(setup);
    for (int64_t t0 = net_now_ms(); p.c && net_client_state(p.c) == NET_CLIENT_CONNECTING &&
                                    waiting_for(t0, WAIT_MS, &failures, "the new table's answer");)
        net_client_poll(p.c, 5);
    EXPECT(p.c && net_client_state(p.c) == NET_CLIENT_SEATED && stored_tables(dir) >= CORR_GAMES,
           "a new table opens on the full server, an open game put away for it (%s)",
           p.c ? net_client_why(p.c) : "no client");
    net_client_free(p.c);
    kill_server(SIGTERM);
}

/* Two players at a table whose server may write only file_limit bytes a file: some move is
   refused as `storage` (a full disk), the log says why, the answered moves are kept; with
   the limit raised (prlimit, as an admin frees space) the refused move goes in and the game
   ends with every move stored once. */
static void full_disk(const char *dir) {
    /* a new database fits, a game's moves do not (schema 7's creation alone needs over 128 KB, 4's 96) */
    file_limit = 192 * 1024;
    int port = start_server(dir);
    file_limit = 0;
    EXPECT(port > 0, "the server starts under a file size limit");
    if (port <= 0) return;
    seat p[2] = {{0}};
    char code[NET_CODE_LEN + 1] = "";
    nanswered = 0;
    if (!open_game(p, port, "Eva", "Filip", 3, code)) return;
    int refused = 0, raised = 0;
    for (int64_t t0 = net_now_ms(); waiting_for(t0, WAIT_MS * 2, &failures, "the game on a full disk to end");) {
        for (int k = 0; k < 2 && !raised; k++)
            if (!strncmp(net_client_last_error(p[k].c), "storage ", 8)) {
                refused = nanswered + 1;
                EXPECT(log_has("refused a move: cannot store it: "), "the log says the move could not be stored");
                struct rlimit room = {RLIM_INFINITY, RLIM_INFINITY};
                EXPECT(prlimit(server_pid, RLIMIT_FSIZE, &room, NULL) == 0, "the server's disk has room again");
                raised = 1;
                p[k].sent_at = -1; /* the refused move is sent again */
            }
        play(p, 2);
        nap_ms(1);
        if (seated(p, 2, 1) && net_seatview_final(view_of(&p[0]), NULL) && net_seatview_final(view_of(&p[1]), NULL)) break;
    }
    EXPECT(refused > 0, "a move is refused as `storage` on the full disk (move %d)", refused);
    const net_seatview *v = view_of(&p[0]);
    int len = v && net_seatview_game(v) ? net_seatview_length(v) : -1;
    EXPECT(len == nanswered && cit_game_over(net_seatview_game(v)) && stored_moves(dir, code) == len,
           "the game ends with each of its %d moves stored once (%lld)", len, stored_moves(dir, code));
    printf("  a full disk refused move %d of %d; stored once the disk had room\n", refused, len);
    for (int k = 0; k < 2; k++) net_client_free(p[k].c);
    kill_server(SIGTERM);
}

/* A database that is no database (a disk that garbled it): the server refuses to start and
   says why, rather than starting empty over it; the file is left as it was. */
static void damaged(const char *dir) {
    char path[400];
    snprintf(path, sizeof path, "%s/citadela.db", dir);
    static const char GARBAGE[] = "not a database: the first pages of this file were overwritten by something else\n";
    FILE *f = fopen(path, "wb");
    if (f) fputs(GARBAGE, f), fclose(f);
    int port = start_server(dir), status = 0;
    waitpid(server_pid, &status, 0);
    EXPECT(port < 0 && WIFEXITED(status) && WEXITSTATUS(status) == 1 && log_has("refusing to start") &&
               log_has("damaged: restore a backup"),
           "a damaged database: the server refuses to start and says so");
    struct stat st;
    EXPECT(stat(path, &st) == 0 && st.st_size == (off_t)strlen(GARBAGE), "the damaged file is left as it was (%lld bytes)", (long long)st.st_size);
}

int main(int argc, char **argv) {
    if (argc < 2) return 2;
    server_bin = argv[1];
    signal(SIGPIPE, SIG_IGN);
    /* Each case on a state directory of its own, its server's log in it; kept when a check failed. */
    static void (*const cases[])(const char *dir) = {crash_game, migration, more_than_open, correspondence_kept,
                                                     full_disk, damaged};
    enum { NCASES = sizeof cases / sizeof cases[0] };
    char dirs[NCASES][40];
    for (int i = 0; i < NCASES; i++) {
        snprintf(dirs[i], sizeof dirs[i], "/tmp/citadela-store-test-XXXXXX");
        if (!mkdtemp(dirs[i])) return 2;
        snprintf(server_log, sizeof server_log, "%s/server.log", dirs[i]);
        int before = failures;
        cases[i](dirs[i]);
        char cmd[300];
        snprintf(cmd, sizeof cmd, "rm -rf %s", dirs[i]);
        if (failures > before) fprintf(stderr, "the server's log is kept in %s\n", dirs[i]);
        else if (system(cmd) != 0) fprintf(stderr, "cannot remove %s\n", dirs[i]);
    }
    printf("net-store-restart: %d passed, %d failed\n", checks - failures, failures);
    return failures ? 1 : 0;
}
