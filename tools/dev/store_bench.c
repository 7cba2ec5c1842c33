/* make bench's storage figures (issue 97 item 7): GAMES correspondence games in progress
   (2-6 players, every rule set of the network tests, 0-59 moves each) written into a new
   SQLite store through the server's own backend, then:
     - the database's size, whole and a game;
     - a move at a table nobody had open (read the game, replay it, apply a move, commit it
       with synchronous FULL, as the server answers one): median and p99 of each part;
     - "my games" for a player with 200 of those games (the store's listing, read back);
     - the server started on that store: the time until it listens, and its memory then.
     store_bench SERVER_BINARY [GAMES]   (default 100000; the store goes in a temporary
                                          directory, removed at the end)
   Timing belongs here, never in a test (docs/testing.md). */
#define _POSIX_C_SOURCE 200809L
#include <dirent.h>
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "conn.h"
#include "games.h"
#include "net_modes.h"
#include "store.h"
#include "mail.h"
#include "mail_store.h"
#include "notify.h"
#include "push.h"
#include "store_open.h"
#include "table.h"

#define MOVES_TIMED 2000    /* moves at tables nobody had open */
#define START_WAIT_S 1800   /* a server that has not listened by then is reported stuck */

static uint64_t mix(uint64_t *s) { /* splitmix64: the games and codes, the same every run */
    uint64_t z = (*s += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

static void random_bytes(uint64_t *s, uint8_t *out, int n) {
    for (int i = 0; i < n; i += 8) {
        uint64_t r = mix(s);
        for (int k = 0; k < 8 && i + k < n; k++) out[i + k] = (uint8_t)(r >> (8 * k));
    }
}

static void send_nothing(void *ctx, int to, const char *data, size_t len) { (void)ctx, (void)to, (void)data, (void)len; }

static int by_value(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

/* Median and p99 of n samples (sorted in place), in ms. */
static void spread(const char *what, double *v, int n) {
    if (n <= 0) return;
    qsort(v, (size_t)n, sizeof *v, by_value);
    printf("  %-34s median %8.3f ms   p99 %8.3f ms   (%d)\n", what, v[n / 2], v[(n * 99) / 100], n);
}

/* Game i: a started correspondence table of 2-6 players with some moves played. */
static net_table *make_game(int i, uint64_t *rng, char *code, int *played) {
    int mode = i % NET_TEST_NMODES, players = 2 + (int)(mix(rng) % 5);
    if (players > NET_TEST_MODES[mode].max_players) players = NET_TEST_MODES[mode].max_players;
    cit_setup su;
    if (!net_test_setup(&su, mode, players, mix(rng))) return NULL;
    uint8_t r[16], kinds[CIT_MAX_PLAYERS] = {0};
    random_bytes(rng, r, NET_CODE_LEN);
    net_code_make(r, code);
    net_table *t = net_table_new(&su, kinds, code, send_nothing, NULL, NULL);
    if (!t) return NULL;
    static const int days[] = {1, 2, 3, 5, 7, 14};
    net_table_set_pace(t, days[mix(rng) % 6]);
    for (int k = 0; k < players; k++) {
        char name[24], token[NET_TOKEN_LEN + 1];
        snprintf(name, sizeof name, "Player %d", k + 1);
        random_bytes(rng, r, 16);
        net_table_join(t, name, r, token, NULL);
    }
    if (!net_table_start(t, NULL)) return net_table_free(t), NULL;
    int moves = (int)(mix(rng) % 60);
    for (*played = 0; *played < moves && !net_table_over(t); ++*played) {
        cit_move mv;
        if (cit_game_playout_move(net_table_game(t), rng, &mv) != CIT_OK || !net_table_apply(t, &mv, NULL)) break;
    }
    net_table_turn_began(t, (long long)time(NULL));
    return t;
}

static double ms_since(const struct timespec *t0) {
    struct timespec t1;
    clock_gettime(CLOCK_MONOTONIC, &t1);
    return (double)(t1.tv_sec - t0->tv_sec) * 1e3 + (double)(t1.tv_nsec - t0->tv_nsec) / 1e6;
}

static long long file_size(const char *dir, const char *name) {
    char path[4200];
    struct stat st;
    snprintf(path, sizeof path, "%s/%s", dir, name);
    return stat(path, &st) == 0 ? (long long)st.st_size : 0;
}

/* The store's commit as the host's: the move, written through before it is answered. */
static int commit(void *ctx, const net_table *t, uint32_t seq, const char *move) {
    return net_store_append(ctx, t, seq, move);
}

/* Every seat of t bound to a new player with three subscribed devices, so that the turn a
   move brings is pushed, and with `mail` a confirmed address mailed each turn. The endpoints
   are on 127.0.0.1, which the sender refuses before any connection, the relay a closed port:
   the bench sends nothing, and times only the loop's part. */
static void three_devices(net_store *st, const net_table *t, int i, int mail) {
    char key[NET_TOKEN_LEN + 1], endpoint[80];
    int64_t player = 0;
    for (int d = 0; d < 3; d++) {
        snprintf(key, sizeof key, "%08x%08x%016x", i, d, 0x5eed);
        if (d == 0 ? !net_store_player_add(st, key, &player) : !net_store_player_add_key(st, player, key)) return;
        snprintf(endpoint, sizeof endpoint, "https://127.0.0.1:9/bench/%d/%d", i, d);
        net_push_sub sub = {endpoint, "BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4",
                            "BTBZMqHH6r4Tts7J_aSIgg"};
        net_store_push_set(st, key, &sub);
    }
    for (int seat = 0; seat < net_table_setup(t)->nplayers; seat++)
        if (net_table_token(t, seat)) net_store_player_bind(st, player, net_table_code(t), seat, net_table_token(t, seat));
    mail_row r = {.player = player, .lang = "en", .mode = MAIL_MODE_TURN, .confirmed = 1};
    snprintf(r.address, sizeof r.address, "player%d@bench.citadela.test", i); /* its own day's budget */
    snprintf(r.token, sizeof r.token, "%08x%024x", i, 0x5eed);
    if (mail) mail_store_set(st, &r);
}

/* MOVES_TIMED moves, each at a stored game nobody had open: read, replay, apply, commit;
   then the "your turn" the move brings (server/notify.c), its player having three devices
   (every other move also a confirmed address mailed each turn): the loop's lookups and
   queueing, the sending being the sender threads'. */
static void time_moves(const char *dir, char (*codes)[NET_CODE_LEN + 1], int n, uint64_t *rng) {
    char why[300];
    net_store *st = server_store_open(dir, SERVER_DB_FULL, why, sizeof why);
    if (!st) {
        printf("  cannot open the store again: %s\n", why);
        return;
    }
    static double read_ms[MOVES_TIMED], load_ms[MOVES_TIMED], move_ms[MOVES_TIMED], push_ms[MOVES_TIMED],
        mail_ms[MOVES_TIMED];
    int done = 0, made = 0, mailed = 0;
    server_mail_config mc = {{"smtp://127.0.0.1:1", NULL, "bench@citadela.test", NULL}, "https://citadela.test"};
    server_mail *mail = server_mail_new(&mc, st, why, sizeof why);
    server_push_config pc = {dir, "mailto:bench@citadela.test", NULL, 0, NULL};
    server_push *push = server_push_new(&pc, &made, why, sizeof why);
    notify_memo *memo = calloc(1, sizeof *memo);
    long queued_before = 0;
    for (int i = 0; i < MOVES_TIMED; i++) {
        const char *code = codes[mix(rng) % (uint64_t)n];
        struct timespec t0;
        clock_gettime(CLOCK_MONOTONIC, &t0);
        size_t len = 0;
        char *text = net_store_get(st, code, &len);
        double r = ms_since(&t0);
        net_table *t = text ? net_table_load(text, len, send_nothing, NULL, NULL) : NULL;
        double l = ms_since(&t0) - r;
        free(text);
        cit_move mv;
        if (!t || net_table_over(t) || cit_game_playout_move(net_table_game(t), rng, &mv) != CIT_OK) {
            net_table_free(t);
            continue;
        }
        net_table_set_commit(t, commit, st);
        int with_mail = mail && i % 2; /* the two kinds interleaved: the machine's swings hit both */
        three_devices(st, t, i, with_mail);
        if (push && memo) notify_turn(push, NULL, st, memo, t, (long long)time(NULL)); /* the turn before */
        clock_gettime(CLOCK_MONOTONIC, &t0);
        int ok = net_table_apply(t, &mv, NULL);
        double m = ms_since(&t0);
        clock_gettime(CLOCK_MONOTONIC, &t0);
        if (ok && push && memo) notify_turn(push, with_mail ? mail : NULL, st, memo, t, (long long)time(NULL));
        double told = ms_since(&t0);
        net_table_free(t);
        if (!ok) continue;
        if (with_mail)
            mail_ms[mailed++] = told;
        else
            push_ms[done - mailed] = told;
        read_ms[done] = r, load_ms[done] = l, move_ms[done] = m;
        done++;
    }
    char counts[300] = "";
    server_mail_settle(mail); /* the mail thread's work done: its counts are whole */
    if (mail) server_mail_counts_line(mail, counts, sizeof counts);
    server_mail_free(mail);
    if (memo) queued_before = memo->pushed;
    server_push_free(push);
    free(memo);
    net_store_close(st);
    spread("read the game (SQLite)", read_ms, done);
    spread("replay it (net_table_load)", load_ms, done);
    spread("apply and commit a move (FULL)", move_ms, done);
    spread("its turn's push, 3 devices (loop)", push_ms, done - mailed);
    spread("its turn's push and mail (loop)", mail_ms, mailed);
    printf("  %s\n", mail ? counts : why);
    printf("  pushes queued: %ld (%s)\n", queued_before, push ? "refused by the sender: none sent" : why);
}

/* "My games" for a player with MY_GAMES seats (at as many stored games): the store's listing
   (one indexed join, the rows' summaries) and each summary read back as the host checks it,
   LISTINGS times. */
#define MY_GAMES 200
#define LISTINGS 50
static int count_game(void *ctx, const char *code, int seat, const char *summary) {
    net_game_info g;
    (void)code, (void)seat;
    *(int *)ctx += summary && net_game_parse(summary, strlen(summary), &g);
    return 1;
}

static void time_my_games(const char *dir, char (*codes)[NET_CODE_LEN + 1], int n, uint64_t *rng) {
    char why[300], key[NET_TOKEN_LEN + 1], token[NET_TOKEN_LEN + 1];
    net_store *st = server_store_open(dir, SERVER_DB_FULL, why, sizeof why);
    int64_t player = 0;
    uint8_t r[16];
    random_bytes(rng, r, 16);
    for (int i = 0; i < 16; i++) snprintf(key + 2 * i, 3, "%02x", r[i]);
    if (!st || !net_store_player_add(st, key, &player)) {
        printf("  my games: cannot make a player (%s)\n", st ? net_store_why(st) : why);
        net_store_close(st);
        return;
    }
    int seats = n < MY_GAMES ? n : MY_GAMES;
    for (int i = 0; i < seats; i++) {
        random_bytes(rng, r, 16);
        for (int k = 0; k < 16; k++) snprintf(token + 2 * k, 3, "%02x", r[k]);
        net_store_player_bind(st, player, codes[(size_t)i * (size_t)(n / seats)], 0, token);
    }
    static double list_ms[LISTINGS];
    int listed = 0;
    for (int i = 0; i < LISTINGS; i++) {
        struct timespec t0;
        clock_gettime(CLOCK_MONOTONIC, &t0);
        listed = 0;
        net_store_player_games(st, player, 500, count_game, &listed);
        list_ms[i] = ms_since(&t0);
    }
    net_store_close(st);
    char what[80];
    snprintf(what, sizeof what, "my games, %d of %d listed", listed, seats);
    spread(what, list_ms, LISTINGS);
}

/* The server on the store: the time until it prints its port, and its resident memory. */
static void time_start(const char *server, const char *dir) {
    int out[2];
    if (pipe(out) != 0) return;
    struct timespec t0;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    pid_t pid = fork();
    if (pid < 0) {
        printf("  server start on the store: cannot fork (%s)\n", strerror(errno));
        close(out[0]), close(out[1]);
        return;
    }
    if (pid == 0) {
        dup2(out[1], 1);
        close(out[0]);
        execl(server, server, "--port", "0", "--addr", "127.0.0.1", "--dir", dir, "--quiet", (char *)NULL);
        _exit(127);
    }
    close(out[1]);
    FILE *f = fdopen(out[0], "r");
    char line[200];
    int port = 0;
    alarm(START_WAIT_S); /* a stuck server ends the bench, not the machine's day */
    while (f && fgets(line, sizeof line, f))
        if (sscanf(line, "port %d", &port) == 1) break;
    alarm(0);
    double ms = ms_since(&t0);
    long rss = 0;
    char path[64];
    snprintf(path, sizeof path, "/proc/%d/status", (int)pid);
    FILE *s = fopen(path, "r");
    while (s && fgets(line, sizeof line, s))
        if (sscanf(line, "VmRSS: %ld", &rss) == 1) break;
    if (s) fclose(s);
    kill(pid, SIGTERM);
    waitpid(pid, NULL, 0);
    if (f) fclose(f);
    if (port) printf("  server start on the store: listening after %.0f ms, %ld KB resident\n", ms, rss);
    else printf("  server start on the store: no port printed (exit or %d s)\n", START_WAIT_S);
}

/* The store's directory and the files the bench and the server made in it. */
static void remove_dir(const char *dir) {
    DIR *d = opendir(dir);
    char path[4400];
    for (struct dirent *e; d && (e = readdir(d));) {
        if (e->d_name[0] == '.') continue;
        snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
        unlink(path);
    }
    if (d) closedir(d);
    if (rmdir(dir) != 0) printf("  left %s (%s)\n", dir, strerror(errno));
}

int main(int argc, char **argv) {
    if (argc < 2) {
        fprintf(stderr, "usage: store_bench SERVER_BINARY [GAMES]\n");
        return 2;
    }
    int games = argc > 2 ? atoi(argv[2]) : 100000;
    if (games < 1 || games > 10000000) return fprintf(stderr, "store_bench: GAMES from 1 to 10000000\n"), 2;
    setvbuf(stdout, NULL, _IOLBF, 0); /* each figure as it comes, into a log too */
    char dir[] = "/tmp/citadela-store-bench-XXXXXX";
    if (!mkdtemp(dir)) return perror("store_bench: mkdtemp"), 1;
    char why[300];
    net_store *st = server_store_open(dir, SERVER_DB_NORMAL, why, sizeof why);
    if (!st) return fprintf(stderr, "store_bench: %s\n", why), 1;
    char(*codes)[NET_CODE_LEN + 1] = malloc(sizeof *codes * (size_t)games);
    uint64_t rng = 20261129;
    struct timespec t0;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    int n = 0;
    long long moves = 0;
    for (int i = 0; codes && i < games; i++) {
        int played = 0;
        net_table *t = make_game(i, &rng, codes[n], &played);
        if (t && net_store_put(st, t)) moves += played, n++;
        net_table_free(t);
    }
    net_store_close(st); /* a checkpoint: the WAL folds into the database */
    printf("store_bench: %d correspondence games stored (%lld moves) in %.1f s\n", n, moves, ms_since(&t0) / 1e3);
    long long bytes = file_size(dir, SERVER_DB_FILE) + file_size(dir, SERVER_DB_FILE "-wal");
    printf("  database: %.1f MB, %.2f KB a game\n", (double)bytes / 1e6, n ? (double)bytes / 1e3 / n : 0.0);
    if (n) time_moves(dir, codes, n, &rng);
    if (n) time_my_games(dir, codes, n, &rng);
    time_start(argv[1], dir);
    free(codes);
    remove_dir(dir);
    return n == games ? 0 : 1;
}
