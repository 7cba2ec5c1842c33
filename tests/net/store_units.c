/* The SQLite store (server/store_sqlite.c) on its own, no sockets:
   - crashes: a child process plays random tables into the store (new tables, joins, starts,
     moves through the table's commit hook, players leaving, removals), telling the parent
     each call that returned; the parent kills it with -9 at a random moment, opens the
     store and compares every table with the same operations replayed in memory: what was
     acknowledged is there, the one call in flight is there whole or not at all, nothing
     else; then another child goes on from there. ROUNDS rounds, every other one with the
     store opened as --sync normal opens it.
   - a full disk (the file size limit, RLIMIT_FSIZE, as root and as anyone): a move the
     store cannot write is refused with a reason, every earlier one stays, and moves are
     stored again once there is room.
   - damage: rows of the wrong type, a gap in the moves, a move with a line break, a code
     that is no code, a newer schema, a file that is no database: clear errors, no crash.
   - the table files of net/store_files.c, which the Windows server keeps: put, read, walk,
     remove.
     net_store_units [ROUNDS] */
#define _POSIX_C_SOURCE 200809L
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include <sqlite3.h>

#include "failcheck.h"
#include "net_modes.h"
#include "store_open.h"

static int failures, checks;

#define TABLES_MAX 5

/* ---- a world of tables, driven by one random sequence ------------------------------------- */

typedef struct {
    net_table *t[TABLES_MAX];
    int n;
    uint64_t rng;
    net_store *store; /* NULL: replayed in memory only */
} world;

static void send_nothing(void *ctx, int to, const char *data, size_t len) { (void)ctx, (void)to, (void)data, (void)len; }

static int commit_move(void *ctx, const net_table *t, uint32_t seq, const char *move) {
    return net_store_append(ctx, t, seq, move);
}

static void bind(world *w, net_table *t) {
    if (w->store) net_table_set_commit(t, commit_move, w->store);
}

/* One operation on the world and, with a store, the one store call it makes. Returns 1 when
   that call succeeded (or there was none to make). */
static int step(world *w) {
    uint64_t r = mix(&w->rng);
    int pick = (int)(r % 100), i = w->n ? (int)((r >> 8) % (uint64_t)w->n) : -1;
    net_table *t = i >= 0 ? w->t[i] : NULL;
    if (!t || (pick < 10 && w->n < TABLES_MAX)) { /* a new table */
        cit_setup su;
        net_test_setup(&su, (int)((r >> 16) % NET_TEST_NMODES), 2 + (int)((r >> 24) % 3), r >> 32);
        uint8_t kinds[CIT_MAX_PLAYERS] = {0}, bytes[NET_CODE_LEN];
        char code[NET_CODE_LEN + 1];
        for (int k = 0; k < NET_CODE_LEN; k++) bytes[k] = (uint8_t)mix(&w->rng);
        net_code_make(bytes, code);
        net_table *nt = net_table_new(&su, kinds, code, send_nothing, NULL, NULL);
        if (!nt) return 1;
        bind(w, nt);
        w->t[w->n++] = nt;
        return net_store_put(w->store, nt);
    }
    if (pick < 14) { /* a table removed */
        char code[NET_CODE_LEN + 1];
        snprintf(code, sizeof code, "%s", net_table_code(t));
        net_table_free(t);
        w->t[i] = w->t[--w->n];
        return net_store_remove(w->store, code);
    }
    if (!net_table_started(t)) { /* someone joins, or the full table starts */
        uint8_t r16[16];
        char name[16], token[NET_TOKEN_LEN + 1];
        for (int k = 0; k < 16; k++) r16[k] = (uint8_t)mix(&w->rng);
        snprintf(name, sizeof name, "P%u", (unsigned)(r16[0] % 100));
        if (net_table_join(t, name, r16, token, NULL) < 0 && !net_table_start(t, NULL)) return 1;
        return net_store_put(w->store, t);
    }
    if (pick < 20) { /* a player's connection goes, or comes back */
        int seat = (int)((r >> 40) % (uint64_t)net_table_setup(t)->nplayers);
        if (net_table_seat_state(t, seat) == NET_SEAT_HERE) net_table_detach(t, seat);
        else net_table_seat_to_ai(t, seat);
        return net_store_put(w->store, t);
    }
    if (net_table_over(t)) return 1;
    cit_move m;
    uint64_t mr = r;
    if (cit_game_playout_move(net_table_game(t), &mr, &m) != CIT_OK) return 1;
    return net_table_apply(t, &m, NULL); /* the store's call is the commit hook's */
}

static void world_free(world *w) {
    for (int i = 0; i < w->n; i++) net_table_free(w->t[i]);
    w->n = 0;
}

/* The world after `ops` operations from `seed`, in memory. */
static void replay(world *w, uint64_t seed, long ops) {
    *w = (world){.rng = seed};
    for (long k = 0; k < ops; k++) step(w);
}

/* A table's text as it comes back from a store (every seat that was here is away). */
static char *normal_text(const char *text, size_t len) {
    net_table *t = net_table_load(text, len, NULL, NULL, NULL);
    if (!t) return NULL;
    size_t need = net_table_save(t, NULL, 0);
    char *out = malloc(need + 1);
    if (out) net_table_save(t, out, need + 1);
    net_table_free(t);
    return out;
}

typedef struct {
    int n;
} counter;
static int count_one(void *ctx, const net_store_row *row) {
    (void)row;
    ((counter *)ctx)->n++;
    return 1;
}

/* Whether the store holds exactly the world's tables, each as the world has it. */
static int store_equals(net_store *st, const world *w) {
    counter c = {0};
    if (!net_store_each(st, count_one, &c) || c.n != w->n) return 0;
    for (int i = 0; i < w->n; i++) {
        size_t len = 0, mlen = net_table_save(w->t[i], NULL, 0);
        char *got = net_store_get(st, net_table_code(w->t[i]), &len), *mine = malloc(mlen + 1);
        net_table_save(w->t[i], mine, mlen + 1);
        char *a = got ? normal_text(got, len) : NULL, *b = normal_text(mine, mlen);
        int same = a && b && !strcmp(a, b);
        free(got), free(mine), free(a), free(b);
        if (!same) return 0;
    }
    return 1;
}

/* ---- crashes ---------------------------------------------------------------------------- */

/* A child: the world after `done` operations, then operations into the store, each
   acknowledged by a byte on the pipe once its call returned 1, until killed. */
static void child_play(const char *db, int mode, uint64_t seed, long done, int ack) {
    world w;
    replay(&w, seed, done);
    char why[300];
    w.store = server_sqlite_open(db, mode, why, sizeof why);
    if (!w.store) _exit(3);
    for (int i = 0; i < w.n; i++) bind(&w, w.t[i]);
    for (long k = 0; k < 100000; k++) {
        if (!step(&w)) _exit(4); /* a store refusal here is a failure */
        if (write(ack, "+", 1) != 1) _exit(5);
    }
    _exit(0);
}

static void crashes(const char *dir, int rounds) {
    char db[400];
    snprintf(db, sizeof db, "%s/crash.db", dir);
    uint64_t seed = 20261129, pick = 77;
    long done = 0; /* operations the store holds */
    int exact = 0, inflight = 0;
    for (int round = 0; round < rounds; round++) {
        int fds[2];
        if (pipe(fds) != 0) return;
        pid_t pid = fork();
        if (pid == 0) {
            close(fds[0]);
            child_play(db, round % 2 ? SERVER_DB_NORMAL : SERVER_DB_FULL, seed, done, fds[1]); /* both survive kill -9 */
        }
        close(fds[1]);
        long acked = 0, want = 1 + (long)(mix(&pick) % 25);
        char buf[64];
        while (acked < want) {
            ssize_t n = read(fds[0], buf, 1);
            if (n <= 0) break;
            acked += n;
        }
        kill(pid, SIGKILL);
        int status;
        waitpid(pid, &status, 0);
        for (ssize_t n; (n = read(fds[0], buf, sizeof buf)) > 0;) acked += n; /* acknowledged before the kill */
        close(fds[0]);
        EXPECT(WIFSIGNALED(status), "round %d: the child was killed, not failed (status %d)", round, status);
        char why[300];
        net_store *st = server_sqlite_open(db, SERVER_DB_FULL, why, sizeof why);
        EXPECT(st != NULL, "round %d: the store opens after kill -9: %s", round, st ? "" : why);
        if (!st) return;
        world a, b;
        replay(&a, seed, done + acked);
        replay(&b, seed, done + acked + 1);
        int as = store_equals(st, &a), bs = !as && store_equals(st, &b);
        EXPECT(as || bs, "round %d: the store holds the %ld acknowledged operations, the one in flight whole or not",
               round, done + acked);
        exact += as, inflight += bs;
        done += acked + bs;
        world_free(&a), world_free(&b);
        net_store_close(st);
    }
    printf("  %d kills after %ld operations: %d with the call in flight not stored, %d with it stored whole\n", rounds,
           done, exact, inflight);
}

/* ---- a full disk ---------------------------------------------------------------------------- */

static long long file_size(const char *path) {
    struct stat s;
    return stat(path, &s) == 0 ? (long long)s.st_size : 0;
}

/* In a child (the limit is the process's): a started table, then moves until one is
   refused; then room again, and the refused move goes in. Says on the pipe: moves stored,
   whether the refusal named the disk, whether the move went in afterwards. */
static void child_full(const char *db, int out) {
    signal(SIGXFSZ, SIG_IGN); /* a write past the limit fails with EFBIG instead */
    world w = {.rng = 5};
    char why[300];
    w.store = server_sqlite_open(db, SERVER_DB_FULL, why, sizeof why);
    if (!w.store) _exit(3);
    cit_setup su;
    net_test_setup(&su, 0, 2, 42);
    uint8_t kinds[CIT_MAX_PLAYERS] = {0}, r16[16] = {1};
    char token[NET_TOKEN_LEN + 1], wal[420];
    net_table *t = net_table_new(&su, kinds, "ABCDEFGHJK", send_nothing, NULL, NULL);
    net_table_join(t, "Ema", r16, token, NULL);
    r16[0] = 2;
    net_table_join(t, "Filip", r16, token, NULL);
    net_table_start(t, NULL);
    bind(&w, t);
    if (!net_store_put(w.store, t)) _exit(4);
    snprintf(wal, sizeof wal, "%s-wal", db);
    struct rlimit lim;
    getrlimit(RLIMIT_FSIZE, &lim);
    struct rlimit small = {(rlim_t)(file_size(db) > file_size(wal) ? file_size(db) : file_size(wal)) + 16384, lim.rlim_max};
    setrlimit(RLIMIT_FSIZE, &small);
    int stored = 0, named = 0, after = 0;
    uint64_t rng = 9;
    cit_move m;
    for (int k = 0; k < 500 && !net_table_over(t); k++) {
        if (cit_game_playout_move(net_table_game(t), &rng, &m) != CIT_OK) break;
        const char *reason = NULL;
        if (net_table_apply(t, &m, &reason)) {
            stored++;
            continue;
        }
        named = strstr(net_store_why(w.store), "disk") != NULL && strstr(reason, "cannot store") != NULL;
        setrlimit(RLIMIT_FSIZE, &lim); /* room again */
        after = net_table_apply(t, &m, NULL);
        break;
    }
    int msg[3] = {stored, named, after};
    if (write(out, msg, sizeof msg) != (ssize_t)sizeof msg) _exit(5);
    _exit(0);
}

static void full_disk(const char *dir) {
    char db[400];
    snprintf(db, sizeof db, "%s/full.db", dir);
    int fds[2], msg[3] = {0};
    if (pipe(fds) != 0) return;
    pid_t pid = fork();
    if (pid == 0) {
        close(fds[0]);
        child_full(db, fds[1]);
    }
    close(fds[1]);
    ssize_t n = read(fds[0], msg, sizeof msg);
    close(fds[0]);
    int status;
    waitpid(pid, &status, 0);
    EXPECT(n == (ssize_t)sizeof msg && msg[0] > 0 && msg[1],
           "a full disk refuses a move, with the disk named, after %d stored", msg[0]);
    EXPECT(msg[2], "with room again the refused move is stored");
    char why[300];
    net_store *st = server_sqlite_open(db, SERVER_DB_FULL, why, sizeof why);
    size_t len = 0;
    char *text = st ? net_store_get(st, "ABCDEFGHJK", &len) : NULL;
    net_table *t = text ? net_table_load(text, len, NULL, NULL, NULL) : NULL;
    EXPECT(t && cit_session_length(net_table_session(t)) == msg[0] + 1,
           "the store holds every move it accepted, none it refused (%d of %d)",
           t ? cit_session_length(net_table_session(t)) : -1, msg[0] + 1);
    net_table_free(t);
    free(text);
    net_store_close(st);
}

/* ---- damage ------------------------------------------------------------------------------- */

static int sql(const char *db, const char *text) {
    sqlite3 *h = NULL;
    int ok = sqlite3_open(db, &h) == SQLITE_OK && sqlite3_exec(h, text, NULL, NULL, NULL) == SQLITE_OK;
    sqlite3_close(h);
    return ok;
}

/* Opens db and reads table code: 1 when it is refused with a reason holding `says`. */
static int refused(const char *db, const char *code, const char *says) {
    char why[300] = "";
    net_store *st = server_sqlite_open(db, SERVER_DB_FULL, why, sizeof why);
    size_t len = 0;
    char *text = st ? net_store_get(st, code, &len) : NULL;
    int ok = !text && strstr(st ? net_store_why(st) : why, says) != NULL;
    free(text);
    net_store_close(st);
    return ok;
}

static void damage(const char *dir) {
    char db[400], path[400];
    snprintf(db, sizeof db, "%s/damage.db", dir);
    world w = {.rng = 3};
    char why[300];
    w.store = server_sqlite_open(db, SERVER_DB_FULL, why, sizeof why);
    for (int k = 0; k < 60; k++) step(&w);
    net_store_close(w.store);
    net_table *t = NULL;
    for (int i = 0; i < w.n && !t; i++)
        if (net_table_started(w.t[i]) && cit_session_length(net_table_session(w.t[i])) > 3) t = w.t[i];
    EXPECT(t != NULL, "a started table with moves to damage");
    if (!t) return;
    char code[NET_CODE_LEN + 1], q[300];
    snprintf(code, sizeof code, "%s", net_table_code(t));
    EXPECT(!refused(db, code, "damaged"), "the table reads before the damage");
    snprintf(q, sizeof q, "UPDATE moves SET text = 'a' || char(10) || 'move x' WHERE code = '%s' AND seq = 1", code);
    EXPECT(sql(db, q) && refused(db, code, "damaged"), "a move with a line break is refused as damaged");
    snprintf(q, sizeof q, "DELETE FROM moves WHERE code = '%s' AND seq = 1", code);
    EXPECT(sql(db, q) && refused(db, code, "damaged"), "a gap in the moves is refused as damaged");
    snprintf(q, sizeof q, "UPDATE tables SET setup = x'00ff00' WHERE code = '%s'", code);
    EXPECT(sql(db, q) && refused(db, code, "damaged"), "a set-up that is no text is refused as damaged");
    EXPECT(sql(db, "INSERT INTO tables(code, kind, started, setup, seats, created, touched) "
                   "VALUES('../../etc', 'live', 1, 'x', 'y', 0, 0)"),
           "a row whose code is no code is written");
    counter c = {0};
    net_store *st = server_sqlite_open(db, SERVER_DB_FULL, why, sizeof why);
    net_store_each(st, count_one, &c);
    net_store_close(st);
    EXPECT(c.n == w.n, "the walk skips a code that is no code (%d of %d)", c.n, w.n);
    EXPECT(sql(db, "UPDATE meta SET value = '9' WHERE key = 'schema'") && refused(db, code, "newer server"),
           "a newer server's schema is refused, not written over");
    snprintf(path, sizeof path, "%s/garbage.db", dir);
    FILE *f = fopen(path, "wb");
    if (f) fputs("this is no database at all, but a file of text that is long enough to look at\n", f), fclose(f);
    EXPECT(refused(path, code, "damaged"), "a file that is no database is refused as damaged");
    world_free(&w);
}

/* A database of schema 1 (before correspondence play) is brought to schema 7 at its first
   open, through 2 to 6: its tables read as they were, live (days 0, no deadline); a
   correspondence table put then reads back with its time per move and deadline, and its
   "My games" summary (5); the players' tables (3), the push subscriptions (4), the
   absences (6), the mail addresses and settings (7) are there. */
static void schema_1(const char *dir) {
    world w = {.rng = 9};
    for (int k = 0; k < 30; k++) step(&w);
    char db[300], why[300] = "";
    snprintf(db, sizeof db, "%s/schema1.db", dir);
    EXPECT(sql(db, "CREATE TABLE meta(key TEXT PRIMARY KEY, value TEXT NOT NULL);"
                   "CREATE TABLE tables(code TEXT PRIMARY KEY, kind TEXT NOT NULL DEFAULT 'live', started INTEGER NOT NULL,"
                   " setup TEXT NOT NULL, seats TEXT NOT NULL, created INTEGER NOT NULL, touched INTEGER NOT NULL);"
                   "CREATE TABLE moves(code TEXT NOT NULL REFERENCES tables(code) ON DELETE CASCADE, seq INTEGER NOT NULL,"
                   " text TEXT NOT NULL, at INTEGER NOT NULL, PRIMARY KEY(code, seq)) WITHOUT ROWID;"
                   "INSERT INTO meta VALUES('schema', '1');"),
           "a database of schema 1 is made");
    net_table *t = NULL;
    for (int i = 0; i < w.n && !t; i++)
        if (!net_table_started(w.t[i])) t = w.t[i];
    /* an older server's row, as it wrote it: no days, no deadline */
    size_t need = t ? net_table_save(t, NULL, 0) : 0;
    char *text = t ? malloc(need + 1) : NULL, q[9000];
    if (text) net_table_save(t, text, need + 1);
    char *end = text ? strstr(text, "end\n#@net") : NULL;
    int made = 0;
    if (end && need < 8000) {
        *end = 0;
        snprintf(q, sizeof q, "INSERT INTO tables VALUES('%s', 'live', 0, '%s', '%s', 1, 1)", net_table_code(t), text,
                 end + 4);
        made = sql(db, q);
    }
    EXPECT(made, "schema 1 holds a lobby as an older server wrote it");
    net_store *st = server_sqlite_open(db, SERVER_DB_FULL, why, sizeof why);
    size_t len = 0;
    char *back = st && t ? net_store_get(st, net_table_code(t), &len) : NULL;
    net_table *again = back ? net_table_load(back, len, NULL, NULL, NULL) : NULL;
    EXPECT(again && net_table_pace(again) == 0 && !strcmp(net_table_code(again), net_table_code(t)),
           "the schema 1 table reads back, live (%s)", st ? net_store_why(st) : why);
    net_table_set_pace(t, 5);
    EXPECT(st && net_store_put(st, t), "a correspondence table goes into the migrated database");
    net_store_close(st);
    net_table_free(again);
    free(back);
    free(text);
    sqlite3 *h = NULL;
    sqlite3_stmt *sel = NULL;
    long long days = -1, schema = -1, players = -1;
    if (sqlite3_open(db, &h) == SQLITE_OK &&
        sqlite3_prepare_v2(h, "SELECT (SELECT value FROM meta WHERE key = 'schema'), days FROM tables WHERE code = ? "
                              "AND summary LIKE 'lobby - 0 0 0 5 - classic%'",
                           -1, &sel, NULL) == SQLITE_OK) {
        sqlite3_bind_text(sel, 1, t ? net_table_code(t) : "", -1, SQLITE_STATIC);
        if (sqlite3_step(sel) == SQLITE_ROW) schema = sqlite3_column_int64(sel, 0), days = sqlite3_column_int64(sel, 1);
    }
    sqlite3_finalize(sel);
    sel = NULL;
    if (h && sqlite3_prepare_v2(h, "SELECT (SELECT count(*) FROM players) + (SELECT count(*) FROM devices) + "
                                   "(SELECT count(*) FROM seats) + (SELECT count(*) FROM pushes) + (SELECT count(*) FROM absences) + "
                                   "(SELECT count(*) FROM mails) + (SELECT count(*) FROM mail_turns) + "
                                   "(SELECT count(*) FROM notify_prefs)", -1, &sel, NULL) == SQLITE_OK &&
        sqlite3_step(sel) == SQLITE_ROW)
        players = sqlite3_column_int64(sel, 0);
    sqlite3_finalize(sel);
    sqlite3_close(h);
    EXPECT(schema == 7 && days == 5,
           "the database is at schema 7 and holds the table's 5 days a move and its summary (%lld, %lld)",
           schema, days);
    EXPECT(players == 0, "the migrated database has the players', push, absence, mail and settings tables, empty (%lld)", players);
    world_free(&w);
}

static int count_sub(void *ctx, const net_push_sub *sub) {
    (void)sub;
    ++*(int *)ctx;
    return 1;
}

/* Push subscriptions (docs/protocol.md "Push"): one per device by its key, replaced by the
   next, cleared, dropped by endpoint, NET_PUSH_PER_PLAYER a player; a device's key removed
   with its player takes them along. */
static void pushes(const char *dir) {
    char db[300], why[300], key[40], endpoint[80];
    snprintf(db, sizeof db, "%s/pushes.db", dir);
    net_store *st = server_sqlite_open(db, SERVER_DB_FULL, why, sizeof why);
    EXPECT(st != NULL, "a database for pushes: %s", why);
    if (!st) return;
    int64_t player = 0, other = 0;
    EXPECT(net_store_player_add(st, "00000000000000000000000000000000", &player) &&
               net_store_player_add(st, "ffffffffffffffffffffffffffffffff", &other),
           "two players");
    int given = 0;
    for (int i = 0; i <= NET_PUSH_PER_PLAYER; i++) {
        snprintf(key, sizeof key, "%032x", i + 1);
        snprintf(endpoint, sizeof endpoint, "https://push.example/%d", i);
        net_push_sub sub = {endpoint, "BCVx", "BTBZ"};
        if (i) net_store_player_add_key(st, player, key);
        given += net_store_push_set(st, i ? key : "00000000000000000000000000000000", &sub) == 1;
    }
    int n = 0;
    net_store_push_each(st, player, count_sub, &n);
    EXPECT(given == NET_PUSH_PER_PLAYER && n == NET_PUSH_PER_PLAYER, "a player keeps %d subscriptions (%d taken, %d kept)",
           NET_PUSH_PER_PLAYER, given, n);
    net_push_sub again = {"https://push.example/new", "BCVx", "BTBZ"};
    EXPECT(net_store_push_set(st, "00000000000000000000000000000000", &again) == 1, "a device's subscription is replaced");
    n = 0, net_store_push_each(st, player, count_sub, &n);
    EXPECT(n == NET_PUSH_PER_PLAYER, "a replaced subscription is not a new one (%d)", n);
    EXPECT(net_store_push_drop(st, "https://push.example/new") && net_store_push_clear(st, key), "drop and clear");
    n = 0, net_store_push_each(st, player, count_sub, &n);
    int m = 0;
    net_store_push_each(st, other, count_sub, &m);
    EXPECT(n == NET_PUSH_PER_PLAYER - 1 && m == 0, "dropped by endpoint, cleared by key: %d left, the other player %d", n, m);
    EXPECT(net_store_push_set(st, "0123456789abcdef0123456789abcdef", &again) != 1, "a key no device has subscribes");
    net_store_close(st);
}

/* Absences (net/absence.h): the calendar's years and dates, the days charged, a deadline
   moved on by the absences inside its decision's time; the store's rows per player and year. */
static void absences(const char *dir) {
    int y = 0, mo = 0, d = 0;
    net_absence_date(1796083200LL, &y, &mo, &d); /* 2026-12-01 */
    EXPECT(y == 2026 && mo == 12 && d == 1 && net_absence_year(1798761599LL) == 2026 && net_absence_year(1798761600LL) == 2027 &&
               net_absence_year_start(2027) == 1798761600LL && net_absence_year(951782400LL) == 2000,
           "dates and years: 2026-12-01 read as %d-%d-%d; New Year's Eve and Day 2027 apart", y, mo, d);
    EXPECT(net_absence_days(0, 0) == 1 && net_absence_days(0, NET_DAY_S) == 1 && net_absence_days(0, NET_DAY_S + 1) == 2,
           "an absence is charged each day begun, one at least");
    long long T = 1800000000LL, away = 0;
    net_absence a[2] = {{T + 100, T + 100 + 5 * NET_DAY_S}, {T + 7 * NET_DAY_S, T + 8 * NET_DAY_S}};
    long long dl = T + NET_DAY_S; /* a decision of one day begun at T */
    EXPECT(net_absence_deadline(dl, 1, a, 1, T + 3 * NET_DAY_S, &away) == dl + 5 * NET_DAY_S && away == a[0].until,
           "an absence inside a decision's day moves its deadline on by its length, and holds the move while it runs");
    EXPECT(net_absence_deadline(dl, 1, a, 2, T + 6 * NET_DAY_S + 200, &away) == dl + 5 * NET_DAY_S && away == 0,
           "one that begins after the moved deadline moves nothing, and once over nothing holds the move");
    net_absence before = {T - 2 * NET_DAY_S, T + NET_DAY_S / 2};
    EXPECT(net_absence_deadline(dl, 1, &before, 1, T, &away) == dl + NET_DAY_S / 2 && away == before.until,
           "a decision begun during an absence gets its whole day after it");
    char db[300], why[300];
    snprintf(db, sizeof db, "%s/absences.db", dir);
    net_store *st = server_sqlite_open(db, SERVER_DB_FULL, why, sizeof why);
    EXPECT(st != NULL, "a database for absences: %s", why);
    if (!st) return;
    int64_t player = 0, other = 0;
    int used = -1, changes = -1;
    net_absence rows[4];
    EXPECT(net_store_player_add(st, "00000000000000000000000000000000", &player) &&
               net_store_player_add(st, "ffffffffffffffffffffffffffffffff", &other) &&
               net_store_away_add(st, player, T, T + 5 * NET_DAY_S, 5, 2027) && net_store_away_add(st, player, T + 9 * NET_DAY_S, T + 12 * NET_DAY_S, 3, 2027) &&
               net_store_away_add(st, other, T, T + NET_DAY_S, 1, 2027),
           "three absences of two players stored");
    EXPECT(net_store_away_end(st, player, T + 10 * NET_DAY_S, 1) && net_store_away_used(st, player, 2027, T + 9 * NET_DAY_S - 1, &used, &changes) &&
               used == 6 && changes == 1,
           "ended early, the second is charged its day begun: %d days this year, %d declared since", used, changes);
    int n = net_store_away_of(st, player, T + 2 * NET_DAY_S, rows, 4);
    EXPECT(n == 2 && rows[0].began == T && rows[1].until == T + 10 * NET_DAY_S,
           "the player's absences after a moment, oldest first, the ended one with its end (%d)", n);
    net_store_close(st);
}

/* The table files the Windows server keeps (net/store_files.c): what is put reads back, the
   walk finds it, a removal takes it, a code that is no code names no file. */
static void files(const char *dir) {
    world w = {.rng = 8};
    for (int k = 0; k < 40; k++) step(&w);
    w.store = net_store_files_open(dir);
    int put = 1;
    for (int i = 0; i < w.n; i++) put &= net_store_put(w.store, w.t[i]);
    EXPECT(put && store_equals(w.store, &w), "the table files hold the %d tables put, each as it was", w.n);
    if (w.n) {
        EXPECT(net_store_remove(w.store, net_table_code(w.t[0])), "a table file is removed");
        net_table_free(w.t[0]);
        w.t[0] = w.t[--w.n];
        EXPECT(store_equals(w.store, &w), "the walk no longer finds it");
    }
    size_t len = 0;
    char *text = net_store_get(w.store, "../../etc/passwd", &len);
    EXPECT(!text && strstr(net_store_why(w.store), "no file"), "a code that is no code names no file");
    free(text);
    EXPECT(!net_store_backup(w.store, "x.db") && strstr(net_store_why(w.store), "copy its folder"),
           "table files have no online backup, and say what to do");
    net_store_close(w.store);
    world_free(&w);
}

int main(int argc, char **argv) {
    int rounds = argc > 1 ? atoi(argv[1]) : 30;
    char dir[] = "/tmp/citadela-store-units-XXXXXX";
    if (!mkdtemp(dir)) return 2;
    signal(SIGPIPE, SIG_IGN);
    crashes(dir, rounds);
    full_disk(dir);
    damage(dir);
    schema_1(dir);
    pushes(dir);
    absences(dir);
    char fdir[300];
    snprintf(fdir, sizeof fdir, "%s/files", dir);
    mkdir(fdir, 0700);
    files(fdir);
    char cmd[200];
    snprintf(cmd, sizeof cmd, "rm -rf %s", dir);
    if (system(cmd) != 0) fprintf(stderr, "cannot remove %s\n", dir);
    printf("net-store-units: %d passed, %d failed\n", checks - failures, failures);
    return failures ? 1 : 0;
}
