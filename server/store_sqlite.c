/* The SQLite backend of the storage interface (net/store.h), the Linux server's: one
   database file in the state directory, WAL, every answered move committed (synchronous
   FULL) before the host sends it. Whatever is read back is checked as untrusted: a damaged
   row is an error with its reason, never a crash. Schema and rules: docs/server.md,
   "Storage". Only citadela-server on Linux links it (mk/net.mk). */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <fcntl.h>
#include <unistd.h>

#include <openssl/evp.h>
#include <sqlite3.h>

#include "fs.h"
#include "games.h"
#include "mail_store.h"
#include "store.h"
#include "store_open.h"

#define SCHEMA_VERSION 7 /* 2 (2026-11-29): tables.days and tables.deadline, correspondence play;
                            3 (2026-11-29): players, devices and seats (player keys);
                            4 (2026-11-30): pushes (Web Push subscriptions);
                            5 (2026-11-30): tables.summary, what "My games" lists;
                            6 (2026-11-30): absences (players away, their clocks stopped);
                            7 (2026-11-30): mails, mail_turns, notify_prefs (mail addresses, settings) */
#define TEXT_MAX (1 << 20) /* a set-up or seats text; a whole game's save is tens of KB */
#define MOVE_MAX 200       /* a move's text (cit_move_format writes under 64) */
#define MOVES_MAX 100000   /* more moves than any game has: a damaged count */

typedef struct {
    net_store base;
    sqlite3 *db;
    int readonly; /* --backup's reader */
    int sync_full; /* PRAGMA synchronous = FULL (--sync full), else NORMAL */
    char path[4096];
} sqlite_store;

static const char SCHEMA[] =
    "CREATE TABLE IF NOT EXISTS meta(key TEXT PRIMARY KEY, value TEXT NOT NULL);"
    "CREATE TABLE IF NOT EXISTS tables("
    " code TEXT PRIMARY KEY,"
    " kind TEXT NOT NULL DEFAULT 'live',"
    " started INTEGER NOT NULL,"
    " setup TEXT NOT NULL,"
    " seats TEXT NOT NULL,"
    " created INTEGER NOT NULL,"
    " touched INTEGER NOT NULL,"
    " days INTEGER NOT NULL DEFAULT 0,"
    " deadline INTEGER,"
    " summary TEXT);"
    "CREATE TABLE IF NOT EXISTS moves("
    " code TEXT NOT NULL REFERENCES tables(code) ON DELETE CASCADE,"
    " seq INTEGER NOT NULL,"
    " text TEXT NOT NULL,"
    " at INTEGER NOT NULL,"
    " PRIMARY KEY(code, seq)) WITHOUT ROWID;"
    "CREATE TABLE IF NOT EXISTS players(id INTEGER PRIMARY KEY, made INTEGER NOT NULL);"
    "CREATE TABLE IF NOT EXISTS devices("
    " hash BLOB PRIMARY KEY,"
    " player INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,"
    " made INTEGER NOT NULL) WITHOUT ROWID;"
    "CREATE TABLE IF NOT EXISTS seats("
    " code TEXT NOT NULL,"
    " seat INTEGER NOT NULL,"
    " player INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,"
    " token TEXT NOT NULL,"
    " PRIMARY KEY(code, seat)) WITHOUT ROWID;"
    "CREATE INDEX IF NOT EXISTS seats_of_player ON seats(player);"
    "CREATE TABLE IF NOT EXISTS pushes("
    " device BLOB PRIMARY KEY REFERENCES devices(hash) ON DELETE CASCADE,"
    " player INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,"
    " endpoint TEXT NOT NULL,"
    " p256dh TEXT NOT NULL,"
    " auth TEXT NOT NULL,"
    " made INTEGER NOT NULL) WITHOUT ROWID;"
    "CREATE INDEX IF NOT EXISTS pushes_of_player ON pushes(player);"
    "CREATE INDEX IF NOT EXISTS pushes_by_endpoint ON pushes(endpoint);"
    "CREATE TABLE IF NOT EXISTS absences("
    " id INTEGER PRIMARY KEY,"
    " player INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,"
    " began INTEGER NOT NULL,"
    " until INTEGER NOT NULL,"
    " days INTEGER NOT NULL,"
    " year INTEGER NOT NULL);"
    "CREATE INDEX IF NOT EXISTS absences_of_player ON absences(player, until);"
    "CREATE TABLE IF NOT EXISTS mails("
    " player INTEGER PRIMARY KEY REFERENCES players(id) ON DELETE CASCADE,"
    " address TEXT NOT NULL,"
    " lang TEXT NOT NULL,"
    " mode INTEGER NOT NULL,"
    " confirmed INTEGER NOT NULL,"
    " token TEXT NOT NULL UNIQUE,"
    " made INTEGER NOT NULL,"
    " digest_at INTEGER NOT NULL DEFAULT 0);"
    "CREATE TABLE IF NOT EXISTS mail_turns("
    " player INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,"
    " code TEXT NOT NULL,"
    " game TEXT NOT NULL DEFAULT '',"
    " day INTEGER NOT NULL DEFAULT -1,"
    " due INTEGER NOT NULL DEFAULT 0,"
    " PRIMARY KEY(player, code)) WITHOUT ROWID;"
    "CREATE TABLE IF NOT EXISTS notify_prefs("
    " player INTEGER PRIMARY KEY REFERENCES players(id) ON DELETE CASCADE,"
    " games INTEGER NOT NULL,"
    " quiet_from INTEGER NOT NULL,"
    " quiet_to INTEGER NOT NULL,"
    " zone INTEGER NOT NULL);"
    "INSERT OR IGNORE INTO meta VALUES('schema', '7');";

/* Version 1 to 2: a live table is days 0 without a deadline. */
static const char MIGRATE_1_TO_2[] = "BEGIN IMMEDIATE;"
                                     "ALTER TABLE tables ADD COLUMN days INTEGER NOT NULL DEFAULT 0;"
                                     "ALTER TABLE tables ADD COLUMN deadline INTEGER;"
                                     "UPDATE meta SET value = '2' WHERE key = 'schema';"
                                     "COMMIT;";

/* Version 2 to 3: the players' tables, made by SCHEMA's IF NOT EXISTS already; 3 to 4 the
   same for the push subscriptions. */
static const char MIGRATE_2_TO_3[] = "UPDATE meta SET value = '3' WHERE key = 'schema';";
static const char MIGRATE_3_TO_4[] = "UPDATE meta SET value = '4' WHERE key = 'schema';";
static const char MIGRATE_5_TO_6[] = "UPDATE meta SET value = '6' WHERE key = 'schema';"; /* absences: likewise */
static const char MIGRATE_6_TO_7[] = "UPDATE meta SET value = '7' WHERE key = 'schema';"; /* mails: likewise */

/* Version 4 to 5: no summary yet; a listing reads such a table once and stores it. */
static const char MIGRATE_4_TO_5[] = "BEGIN IMMEDIATE;"
                                     "ALTER TABLE tables ADD COLUMN summary TEXT;"
                                     "UPDATE meta SET value = '5' WHERE key = 'schema';"
                                     "COMMIT;";

/* A failure in words a server's admin acts on, with SQLite's own text. */
static int fail_db(sqlite_store *s, const char *doing) {
    int rc = sqlite3_errcode(s->db);
    const char *what = rc == SQLITE_FULL                            ? "the disk is full"
                       : rc == SQLITE_CORRUPT || rc == SQLITE_NOTADB ? "the database is damaged: restore a backup"
                       : rc == SQLITE_IOERR                          ? "the disk failed"
                       : rc == SQLITE_READONLY                       ? "the database is read-only"
                       : rc == SQLITE_BUSY                           ? "another process holds the database"
                                                                     : "the database refused";
    return net_store_fail(&s->base, "%s: %s (%s, %s)", doing, what, sqlite3_errmsg(s->db), s->path);
}

static int exec(sqlite_store *s, const char *sql) { return sqlite3_exec(s->db, sql, NULL, NULL, NULL) == SQLITE_OK; }
static void rollback(sqlite_store *s) { sqlite3_exec(s->db, "ROLLBACK", NULL, NULL, NULL); }

static sqlite3_stmt *prepare(sqlite_store *s, const char *sql) {
    sqlite3_stmt *q = NULL;
    if (sqlite3_prepare_v2(s->db, sql, -1, &q, NULL) != SQLITE_OK) return NULL;
    return q;
}

/* One statement with text and integer parameters ("t" text, "i" integer); SQLITE_DONE or
   SQLITE_ROW as sqlite3_step says, -1 when it did not prepare. */
static int run(sqlite_store *s, const char *sql, const char *types, ...) {
    sqlite3_stmt *q = prepare(s, sql);
    if (!q) return -1;
    va_list ap;
    va_start(ap, types);
    for (int i = 0; types[i]; i++) {
        if (types[i] == 't') {
            const char *v = va_arg(ap, const char *);
            sqlite3_bind_text(q, i + 1, v, -1, SQLITE_STATIC);
        } else {
            sqlite3_bind_int64(q, i + 1, va_arg(ap, long long));
        }
    }
    va_end(ap);
    int rc = sqlite3_step(q);
    sqlite3_finalize(q);
    return rc;
}

/* The number of moves stored for a table (-1 on a failure). */
static long long stored_moves(sqlite_store *s, const char *code) {
    sqlite3_stmt *q = prepare(s, "SELECT count(*) FROM moves WHERE code = ?");
    if (!q) return -1;
    sqlite3_bind_text(q, 1, code, -1, SQLITE_STATIC);
    long long n = sqlite3_step(q) == SQLITE_ROW ? sqlite3_column_int64(q, 0) : -1;
    sqlite3_finalize(q);
    return n;
}

static const char *column_text(sqlite3_stmt *q, int col, size_t max, size_t *len);

/* What "My games" says of the table now (net/games.h), kept in its row. */
static void summary_of(const net_table *t, char *out, size_t cap) {
    net_game_info g;
    net_game_of_table(t, &g);
    net_game_format(&g, out, cap);
}

/* ---- put ------------------------------------------------------------------------------------ */

/* The table's save split: the set-up (its lines before the first move, without `end`) and
   the move lines' texts. Writes NULs into text. */
typedef struct {
    const char *setup;
    char **moves;
    int nmoves;
} split_save;

static int split(char *text, size_t len, split_save *out) {
    int cap = 0;
    out->setup = text;
    out->moves = NULL;
    out->nmoves = 0;
    char *setup_end = NULL;
    for (char *p = text; p < text + len;) {
        char *nl = memchr(p, '\n', (size_t)(text + len - p));
        if (!nl) break;
        *nl = 0;
        if (!strncmp(p, "move ", 5) || !strcmp(p, "end")) {
            if (!setup_end) setup_end = p;
            if (!strcmp(p, "end")) break;
            if (out->nmoves == cap) {
                cap = cap ? cap * 2 : 128;
                char **m = realloc(out->moves, sizeof *m * (size_t)cap);
                if (!m) return 0;
                out->moves = m;
            }
            out->moves[out->nmoves++] = p + 5;
        } else if (!setup_end) {
            *nl = '\n'; /* part of the set-up: kept as it was */
        }
        p = nl + 1;
    }
    if (!setup_end) return 0;
    setup_end[0] = 0;
    return 1;
}

static int put_locked(sqlite_store *s, const net_table *t) {
    size_t need = net_table_save(t, NULL, 0), sneed = net_table_seats_text(t, NULL, 0);
    char *text = malloc(need + 1), *seats = malloc(sneed + 1);
    split_save sp = {0};
    int ok = 0;
    if (!text || !seats) {
        net_store_fail(&s->base, "no memory for a table's text");
        goto done;
    }
    net_table_save(t, text, need + 1);
    net_table_seats_text(t, seats, sneed + 1);
    if (!split(text, need, &sp)) {
        net_store_fail(&s->base, "a table's save did not split into set-up and moves");
        goto done;
    }
    const char *code = net_table_code(t);
    long long now = (long long)time(NULL), days = net_table_pace(t);
    char summary[NET_LINE_MAX];
    summary_of(t, summary, sizeof summary);
    if (run(s,
            "INSERT INTO tables(code, kind, started, setup, seats, created, touched, days, deadline, summary) "
            "VALUES(?, ?, ?, ?, ?, ?, ?, ?, nullif(?, 0), ?) "
            "ON CONFLICT(code) DO UPDATE SET started = excluded.started, setup = excluded.setup, "
            "seats = excluded.seats, touched = excluded.touched, kind = excluded.kind, days = excluded.days, "
            "deadline = excluded.deadline, summary = excluded.summary",
            "ttittiiiit", code, days ? "correspondence" : "live", (long long)net_table_started(t), sp.setup, seats, now,
            now, days, net_table_deadline(t), summary) != SQLITE_DONE) {
        fail_db(s, "cannot store a table");
        goto done;
    }
    long long have = stored_moves(s, code);
    if (have < 0 || have > sp.nmoves) {
        if (have < 0) fail_db(s, "cannot count a table's moves");
        else net_store_fail(&s->base, "the database holds more moves of table %s than its game: damaged", code);
        goto done;
    }
    for (long long i = have; i < sp.nmoves; i++)
        if (run(s, "INSERT INTO moves(code, seq, text, at) VALUES(?, ?, ?, ?)", "titi", code, i, sp.moves[i], now) !=
            SQLITE_DONE) {
            fail_db(s, "cannot store a move");
            goto done;
        }
    ok = 1;
done:
    free(sp.moves);
    free(text);
    free(seats);
    return ok;
}

static int commit_or_fail(sqlite_store *s, int ok) {
    if (ok && exec(s, "COMMIT")) return 1;
    if (ok) fail_db(s, "cannot commit");
    rollback(s);
    return 0;
}

/* Whether the row already says what the table says: started alike, the same seats, as many
   moves (moves only ever grow, and each went in through append). The server puts a table
   after every change, a move too: that put then costs a read, not a commit. */
static int unchanged(sqlite_store *s, const net_table *t) {
    size_t need = net_table_seats_text(t, NULL, 0), n = 0;
    char *seats = malloc(need + 1);
    sqlite3_stmt *q = seats ? prepare(s, "SELECT started, seats, (SELECT count(*) FROM moves WHERE code = ?1) "
                                         "FROM tables WHERE code = ?1 AND summary IS NOT NULL")
                            : NULL;
    int same = 0;
    if (q) {
        net_table_seats_text(t, seats, need + 1);
        sqlite3_bind_text(q, 1, net_table_code(t), -1, SQLITE_STATIC);
        const char *have = sqlite3_step(q) == SQLITE_ROW ? column_text(q, 1, TEXT_MAX, &n) : NULL;
        const cit_session *game = net_table_session(t);
        same = have && n == need && !memcmp(have, seats, n) &&
               sqlite3_column_int64(q, 0) == net_table_started(t) &&
               sqlite3_column_int64(q, 2) == (game ? cit_session_length(game) : 0);
    }
    sqlite3_finalize(q);
    free(seats);
    return same;
}

static int sq_put(net_store *st, const net_table *t) {
    sqlite_store *s = (sqlite_store *)st;
    if (unchanged(s, t)) return 1;
    if (!exec(s, "BEGIN IMMEDIATE")) return fail_db(s, "cannot store a table");
    return commit_or_fail(s, put_locked(s, t));
}

/* The move and the seats as they are now, in one transaction. A table whose row is not there
   yet, or not as a started game, or whose stored moves stop short of this one (a put that
   failed) is written whole instead: the game's save holds this move already. */
static int sq_append(net_store *st, const net_table *t, uint32_t seq, const char *move) {
    sqlite_store *s = (sqlite_store *)st;
    const char *code = net_table_code(t);
    if (!exec(s, "BEGIN IMMEDIATE")) return fail_db(s, "cannot store a move");
    size_t need = net_table_seats_text(t, NULL, 0);
    char *seats = malloc(need + 1);
    if (!seats) return rollback(s), net_store_fail(st, "no memory for a table's seats");
    net_table_seats_text(t, seats, need + 1);
    long long now = (long long)time(NULL);
    char summary[NET_LINE_MAX];
    summary_of(t, summary, sizeof summary);
    int rc = run(s,
                 "UPDATE tables SET seats = ?, touched = ?, deadline = nullif(?, 0), summary = ? "
                 "WHERE code = ? AND started = 1",
                 "tiitt", seats, now, net_table_deadline(t), summary, code);
    free(seats);
    if (rc != SQLITE_DONE) return rollback(s), fail_db(s, "cannot store a move");
    if (sqlite3_changes(s->db) != 1 || stored_moves(s, code) != (long long)seq) return commit_or_fail(s, put_locked(s, t));
    if (run(s, "INSERT INTO moves(code, seq, text, at) VALUES(?, ?, ?, ?)", "titi", code, (long long)seq, move, now) !=
        SQLITE_DONE)
        return rollback(s), fail_db(s, "cannot store a move");
    return commit_or_fail(s, 1);
}

/* ---- get: untrusted bytes ------------------------------------------------------------------- */

/* A column's text, checked: text, at most max bytes, no NUL inside. NULL when not. */
static const char *column_text(sqlite3_stmt *q, int col, size_t max, size_t *len) {
    if (sqlite3_column_type(q, col) != SQLITE_TEXT) return NULL;
    const char *v = (const char *)sqlite3_column_text(q, col);
    int n = sqlite3_column_bytes(q, col);
    if (!v || n < 0 || (size_t)n > max || memchr(v, 0, (size_t)n)) return NULL;
    *len = (size_t)n;
    return v;
}

typedef struct {
    char *p;
    size_t n, cap;
    int failed;
} buffer;

static void add(buffer *b, const char *data, size_t n) {
    if (b->failed) return;
    if (b->n + n + 1 > b->cap) {
        size_t cap = b->cap ? b->cap : 4096;
        while (cap < b->n + n + 1) cap *= 2;
        char *p = realloc(b->p, cap);
        if (!p) {
            b->failed = 1;
            return;
        }
        b->p = p;
        b->cap = cap;
    }
    memcpy(b->p + b->n, data, n);
    b->n += n;
    b->p[b->n] = 0;
}

/* The moves in order into b; 0 (with why) on a gap, a bad row or a failure. */
static int read_moves(sqlite_store *s, const char *code, buffer *b) {
    sqlite3_stmt *q = prepare(s, "SELECT seq, text FROM moves WHERE code = ? ORDER BY seq");
    if (!q) return fail_db(s, "cannot read a table's moves");
    sqlite3_bind_text(q, 1, code, -1, SQLITE_STATIC);
    long long want = 0;
    int rc, ok = 1;
    while (ok && (rc = sqlite3_step(q)) == SQLITE_ROW) {
        size_t n = 0;
        const char *text = column_text(q, 1, MOVE_MAX, &n);
        if (sqlite3_column_type(q, 0) != SQLITE_INTEGER || sqlite3_column_int64(q, 0) != want || want >= MOVES_MAX ||
            !text || memchr(text, '\n', n) || memchr(text, '\r', n)) {
            ok = net_store_fail(&s->base, "table %s: its move %lld in the database is damaged", code, want);
            break;
        }
        add(b, "move ", 5), add(b, text, n), add(b, "\n", 1);
        want++;
    }
    if (ok && rc != SQLITE_DONE) ok = fail_db(s, "cannot read a table's moves");
    sqlite3_finalize(q);
    return ok;
}

static char *sq_get(net_store *st, const char *code, size_t *len) {
    sqlite_store *s = (sqlite_store *)st;
    buffer b = {0};
    if (!exec(s, "BEGIN")) return fail_db(s, "cannot read a table"), NULL; /* one snapshot */
    sqlite3_stmt *q = prepare(s, "SELECT started, setup, seats FROM tables WHERE code = ?");
    int ok = 0;
    if (!q) {
        fail_db(s, "cannot read a table");
        goto done;
    }
    sqlite3_bind_text(q, 1, code, -1, SQLITE_STATIC);
    int rc = sqlite3_step(q);
    size_t nsetup = 0, nseats = 0;
    const char *setup = rc == SQLITE_ROW ? column_text(q, 1, TEXT_MAX, &nsetup) : NULL;
    const char *seats = rc == SQLITE_ROW ? column_text(q, 2, TEXT_MAX, &nseats) : NULL;
    if (rc == SQLITE_DONE) net_store_fail(st, "no table %s in the database", code);
    else if (rc != SQLITE_ROW) fail_db(s, "cannot read a table");
    else if (!setup || !seats || sqlite3_column_type(q, 0) != SQLITE_INTEGER)
        net_store_fail(st, "table %s: its row in the database is damaged", code);
    else {
        add(&b, setup, nsetup);
        if (nsetup && setup[nsetup - 1] != '\n') add(&b, "\n", 1);
        ok = sqlite3_column_int64(q, 0) ? read_moves(s, code, &b) : 1; /* a lobby has none */
        add(&b, "end\n", 4);
        add(&b, seats, nseats);
        if (b.failed) ok = net_store_fail(st, "no memory for a table's text");
    }
done:
    sqlite3_finalize(q);
    rollback(s); /* ends the read */
    if (!ok) {
        free(b.p);
        return NULL;
    }
    *len = b.n;
    return b.p;
}

/* ---- the rest -------------------------------------------------------------------------------- */

static int sq_remove(net_store *st, const char *code) {
    sqlite_store *s = (sqlite_store *)st;
    if (!exec(s, "BEGIN IMMEDIATE")) return fail_db(s, "cannot remove a table");
    int ok = run(s, "DELETE FROM moves WHERE code = ?", "t", code) == SQLITE_DONE &&
             run(s, "DELETE FROM seats WHERE code = ?", "t", code) == SQLITE_DONE &&
             run(s, "DELETE FROM tables WHERE code = ?", "t", code) == SQLITE_DONE;
    if (!ok) fail_db(s, "cannot remove a table");
    return commit_or_fail(s, ok);
}

static int sq_each(net_store *st, net_store_each_fn fn, void *ctx) {
    sqlite_store *s = (sqlite_store *)st;
    sqlite3_stmt *q = prepare(s, "SELECT code, touched, days, deadline FROM tables");
    if (!q) return fail_db(s, "cannot list the tables");
    int rc;
    while ((rc = sqlite3_step(q)) == SQLITE_ROW) {
        size_t n = 0;
        const char *code = column_text(q, 0, NET_CODE_LEN, &n);
        if (!code || !net_code_ok(code, n) || sqlite3_column_type(q, 1) != SQLITE_INTEGER) continue; /* damaged: skipped */
        char copy[NET_CODE_LEN + 1];
        memcpy(copy, code, n);
        copy[n] = 0;
        long long days = sqlite3_column_type(q, 2) == SQLITE_INTEGER ? sqlite3_column_int64(q, 2) : -1;
        long long deadline = sqlite3_column_type(q, 3) == SQLITE_INTEGER ? sqlite3_column_int64(q, 3) : 0;
        net_store_row row = {copy, (long long)sqlite3_column_int64(q, 1), days >= 0 && days <= 366 ? (int)days : -1,
                             deadline > 0 ? deadline : 0};
        if (!fn(ctx, &row)) break;
    }
    int ok = rc == SQLITE_ROW || rc == SQLITE_DONE;
    sqlite3_finalize(q);
    return ok ? 1 : fail_db(s, "cannot list the tables");
}

/* SQLite's online backup into path.tmp, renamed over path once whole: a reader's snapshot,
   so the server goes on writing meanwhile (WAL). */
static int sq_backup(net_store *st, const char *path) {
    sqlite_store *s = (sqlite_store *)st;
    char tmp[4200];
    snprintf(tmp, sizeof tmp, "%s.tmp", path);
    plat_remove(tmp);
    sqlite3 *to = NULL;
    int ok = 0;
    if (sqlite3_open_v2(tmp, &to, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, NULL) != SQLITE_OK) {
        net_store_fail(st, "cannot make %s: %s", tmp, to ? sqlite3_errmsg(to) : "no memory");
    } else {
        sqlite3_backup *b = sqlite3_backup_init(to, "main", s->db, "main");
        int rc = b ? sqlite3_backup_step(b, -1) : SQLITE_ERROR;
        if (b) sqlite3_backup_finish(b);
        if (rc != SQLITE_DONE) net_store_fail(st, "the backup into %s failed: %s", tmp, sqlite3_errmsg(to));
        else ok = 1;
    }
    if (to && sqlite3_close(to) != SQLITE_OK) ok = 0;
    if (ok && plat_replace(tmp, path) != 0) ok = net_store_fail(st, "cannot move %s to %s", tmp, path);
    if (!ok) plat_remove(tmp);
    return ok;
}

static void sq_close(net_store *st) {
    sqlite_store *s = (sqlite_store *)st;
    sqlite3_close(s->db);
    free(s);
}

static const net_store_ops SQLITE_OPS = {"sqlite", 1, sq_put, sq_append, sq_get, sq_remove, sq_each, sq_backup,
                                         sq_close};

/* ---- players ---------------------------------------------------------------------------------- */

/* A key's SHA-256: what the database keeps. A key is 128 random bits, so a plain hash is
   enough (nothing to search a dictionary for), and a copy of the database seats nobody. */
static int key_hash(const char *key, unsigned char out[32]) {
    unsigned int n = 0;
    return EVP_Digest(key, strlen(key), out, &n, EVP_sha256(), NULL) == 1 && n == 32;
}

/* One statement binding a key's hash first, then integers and texts as run() does. */
static int run_hashed(sqlite_store *s, const char *sql, const char *key, const char *types, long long a, const char *t) {
    unsigned char h[32];
    if (!key_hash(key, h)) return net_store_fail(&s->base, "cannot hash a player key"), -1;
    sqlite3_stmt *q = prepare(s, sql);
    if (!q) return -1;
    sqlite3_bind_blob(q, 1, h, sizeof h, SQLITE_TRANSIENT);
    for (int i = 0; types[i]; i++) {
        if (types[i] == 'i') sqlite3_bind_int64(q, i + 2, a);
        else sqlite3_bind_text(q, i + 2, t, -1, SQLITE_STATIC);
    }
    int rc = sqlite3_step(q);
    sqlite3_finalize(q);
    return rc;
}

static int sq_player_add_key(net_store *st, int64_t player, const char *key) {
    sqlite_store *s = (sqlite_store *)st;
    return run_hashed(s, "INSERT INTO devices(hash, player, made) VALUES(?, ?, strftime('%s'))", key, "i", player, NULL) ==
               SQLITE_DONE ||
           fail_db(s, "cannot store a player key");
}

static int sq_player_add(net_store *st, const char *key, int64_t *player) {
    sqlite_store *s = (sqlite_store *)st;
    if (!exec(s, "BEGIN IMMEDIATE")) return fail_db(s, "cannot store a player");
    int ok = run(s, "INSERT INTO players(made) VALUES(?)", "i", (long long)time(NULL)) == SQLITE_DONE;
    if (!ok) fail_db(s, "cannot store a player");
    *player = sqlite3_last_insert_rowid(s->db);
    return commit_or_fail(s, ok && sq_player_add_key(st, *player, key));
}

static int sq_player_find(net_store *st, const char *key, int64_t *player) {
    sqlite_store *s = (sqlite_store *)st;
    unsigned char h[32];
    if (!key_hash(key, h)) return net_store_fail(st, "cannot hash a player key"), -1;
    sqlite3_stmt *q = prepare(s, "SELECT player FROM devices WHERE hash = ?");
    if (!q) return fail_db(s, "cannot look a player up"), -1;
    sqlite3_bind_blob(q, 1, h, sizeof h, SQLITE_TRANSIENT);
    int rc = sqlite3_step(q), found = rc == SQLITE_ROW && sqlite3_column_type(q, 0) == SQLITE_INTEGER;
    if (found) *player = sqlite3_column_int64(q, 0);
    sqlite3_finalize(q);
    if (rc != SQLITE_ROW && rc != SQLITE_DONE) return fail_db(s, "cannot look a player up"), -1;
    return found;
}

static int sq_player_bind(net_store *st, int64_t player, const char *code, int seat, const char *token) {
    sqlite_store *s = (sqlite_store *)st;
    return run(s, "INSERT OR REPLACE INTO seats(code, seat, player, token) VALUES(?, ?, ?, ?)", "tiit", code,
               (long long)seat, (long long)player, token) == SQLITE_DONE ||
           fail_db(s, "cannot store a player's seat");
}

static int sq_seat_owner(net_store *st, const char *code, int seat, const char *token, int64_t *player) {
    sqlite_store *s = (sqlite_store *)st;
    sqlite3_stmt *q = prepare(s, "SELECT player FROM seats WHERE code = ? AND seat = ? AND token = ?");
    if (!q) return fail_db(s, "cannot read a seat's player"), -1;
    sqlite3_bind_text(q, 1, code, -1, SQLITE_STATIC);
    sqlite3_bind_int(q, 2, seat);
    sqlite3_bind_text(q, 3, token, -1, SQLITE_STATIC);
    int rc = sqlite3_step(q), found = rc == SQLITE_ROW;
    if (found) *player = sqlite3_column_int64(q, 0);
    sqlite3_finalize(q);
    if (rc != SQLITE_ROW && rc != SQLITE_DONE) return fail_db(s, "cannot read a seat's player"), -1;
    return found;
}

/* The player's seats, checked as untrusted (a damaged row is skipped). */
static int sq_player_seats(net_store *st, int64_t player, int max, net_store_seat_fn fn, void *ctx) {
    sqlite_store *s = (sqlite_store *)st;
    sqlite3_stmt *q = prepare(s, "SELECT code, seat, token FROM seats WHERE player = ? ORDER BY code, seat LIMIT ?");
    if (!q) return fail_db(s, "cannot list a player's seats");
    sqlite3_bind_int64(q, 1, player);
    sqlite3_bind_int(q, 2, max);
    int rc;
    while ((rc = sqlite3_step(q)) == SQLITE_ROW) {
        size_t nc = 0, nt = 0;
        const char *code = column_text(q, 0, NET_CODE_LEN, &nc), *token = column_text(q, 2, NET_TOKEN_LEN, &nt);
        long long seat = sqlite3_column_int64(q, 1);
        if (!code || !token || !net_code_ok(code, nc) || !net_token_ok(token, nt) || seat < 0 || seat >= CIT_MAX_PLAYERS)
            continue;
        char c[NET_CODE_LEN + 1], t[NET_TOKEN_LEN + 1];
        memcpy(c, code, nc), c[nc] = 0;
        memcpy(t, token, nt), t[nt] = 0;
        if (!fn(ctx, c, (int)seat, t)) break;
    }
    int ok = rc == SQLITE_ROW || rc == SQLITE_DONE;
    sqlite3_finalize(q);
    return ok || fail_db(s, "cannot list a player's seats");
}

/* ---- Web Push subscriptions (docs/protocol.md "Push"): one per device, by its key's hash ---- */

#define PUSH_TEXT_MAX 1024 /* an endpoint as the host took it (net/push_line.c bounds it lower) */

static int sq_push_set(net_store *st, const char *key, const net_push_sub *sub) {
    sqlite_store *s = (sqlite_store *)st;
    unsigned char h[32];
    if (!key_hash(key, h)) return net_store_fail(st, "cannot hash a player key");
    if (!exec(s, "BEGIN IMMEDIATE")) return fail_db(s, "cannot store a push subscription");
    sqlite3_stmt *q = prepare(s, "SELECT d.player, (SELECT count(*) FROM pushes p WHERE p.player = d.player AND p.device <> d.hash)"
                                 " FROM devices d WHERE d.hash = ?");
    int rc = q ? (sqlite3_bind_blob(q, 1, h, sizeof h, SQLITE_TRANSIENT), sqlite3_step(q)) : SQLITE_ERROR;
    long long player = rc == SQLITE_ROW ? sqlite3_column_int64(q, 0) : 0, others = rc == SQLITE_ROW ? sqlite3_column_int64(q, 1) : 0;
    sqlite3_finalize(q);
    if (rc == SQLITE_ROW && others >= NET_PUSH_PER_PLAYER) return rollback(s), -1;
    int ok = rc == SQLITE_ROW;
    if (ok) {
        q = prepare(s, "INSERT OR REPLACE INTO pushes(device, player, endpoint, p256dh, auth, made) VALUES(?, ?, ?, ?, ?, strftime('%s'))");
        ok = q && sqlite3_bind_blob(q, 1, h, sizeof h, SQLITE_TRANSIENT) == SQLITE_OK && sqlite3_bind_int64(q, 2, player) == SQLITE_OK &&
             sqlite3_bind_text(q, 3, sub->endpoint, -1, SQLITE_STATIC) == SQLITE_OK &&
             sqlite3_bind_text(q, 4, sub->p256dh, -1, SQLITE_STATIC) == SQLITE_OK &&
             sqlite3_bind_text(q, 5, sub->auth, -1, SQLITE_STATIC) == SQLITE_OK && sqlite3_step(q) == SQLITE_DONE;
        sqlite3_finalize(q);
    }
    if (!ok) fail_db(s, rc == SQLITE_DONE ? "no device has that key" : "cannot store a push subscription");
    return commit_or_fail(s, ok);
}

static int sq_push_clear(net_store *st, const char *key) {
    sqlite_store *s = (sqlite_store *)st;
    return run_hashed(s, "DELETE FROM pushes WHERE device = ?", key, "", 0, NULL) == SQLITE_DONE ||
           fail_db(s, "cannot remove a push subscription");
}

/* A player's subscriptions, checked as untrusted (a damaged row is skipped). */
static int sq_push_each(net_store *st, int64_t player, net_store_push_fn fn, void *ctx) {
    sqlite_store *s = (sqlite_store *)st;
    sqlite3_stmt *q = prepare(s, "SELECT endpoint, p256dh, auth FROM pushes WHERE player = ? LIMIT ?");
    if (!q) return fail_db(s, "cannot list a player's push subscriptions");
    sqlite3_bind_int64(q, 1, player);
    sqlite3_bind_int(q, 2, NET_PUSH_PER_PLAYER);
    int rc;
    while ((rc = sqlite3_step(q)) == SQLITE_ROW) {
        size_t n[3];
        const char *e = column_text(q, 0, PUSH_TEXT_MAX, &n[0]), *p = column_text(q, 1, 100, &n[1]), *a = column_text(q, 2, 40, &n[2]);
        if (!e || !p || !a) continue;
        char ec[PUSH_TEXT_MAX + 1], pc[101], ac[41];
        memcpy(ec, e, n[0]), ec[n[0]] = 0;
        memcpy(pc, p, n[1]), pc[n[1]] = 0;
        memcpy(ac, a, n[2]), ac[n[2]] = 0;
        net_push_sub sub = {ec, pc, ac};
        if (!fn(ctx, &sub)) break;
    }
    int ok = rc == SQLITE_ROW || rc == SQLITE_DONE;
    sqlite3_finalize(q);
    return ok || fail_db(s, "cannot list a player's push subscriptions");
}

static int sq_push_drop(net_store *st, const char *endpoint) {
    sqlite_store *s = (sqlite_store *)st;
    return run(s, "DELETE FROM pushes WHERE endpoint = ?", "t", endpoint) == SQLITE_DONE ||
           fail_db(s, "cannot remove a push subscription");
}


/* The player's games: each seat with its table's summary (NULL: a row from before schema
   5, or a damaged one), one indexed read, no game replayed. */
static int sq_player_games(net_store *st, int64_t player, int max, net_store_game_fn fn, void *ctx) {
    sqlite_store *s = (sqlite_store *)st;
    sqlite3_stmt *q = prepare(s, "SELECT s.code, s.seat, t.summary FROM seats s JOIN tables t ON t.code = s.code "
                                 "WHERE s.player = ? ORDER BY s.code, s.seat LIMIT ?");
    if (!q) return fail_db(s, "cannot list a player's games");
    sqlite3_bind_int64(q, 1, player);
    sqlite3_bind_int(q, 2, max);
    int rc;
    while ((rc = sqlite3_step(q)) == SQLITE_ROW) {
        size_t nc = 0, ns = 0;
        const char *code = column_text(q, 0, NET_CODE_LEN, &nc), *summary = column_text(q, 2, NET_LINE_MAX - 1, &ns);
        long long seat = sqlite3_column_int64(q, 1);
        if (!code || !net_code_ok(code, nc) || seat < 0 || seat >= CIT_MAX_PLAYERS) continue;
        char c[NET_CODE_LEN + 1], sum[NET_LINE_MAX];
        memcpy(c, code, nc), c[nc] = 0;
        if (summary) memcpy(sum, summary, ns), sum[ns] = 0;
        if (!fn(ctx, c, (int)seat, summary ? sum : NULL)) break;
    }
    int ok = rc == SQLITE_ROW || rc == SQLITE_DONE;
    sqlite3_finalize(q);
    return ok || fail_db(s, "cannot list a player's games");
}

/* ---- absences (net/absence.h): a row each, kept a year and more for the yearly count ---- */

static int sq_away_add(net_store *st, int64_t player, long long began, long long until, int days, int year) {
    sqlite_store *s = (sqlite_store *)st;
    return run(s, "INSERT INTO absences(player, began, until, days, year) VALUES(?, ?, ?, ?, ?)", "iiiii",
               (long long)player, began, until, (long long)days, (long long)year) == SQLITE_DONE ||
           fail_db(s, "cannot store an absence");
}

static int sq_away_end(net_store *st, int64_t player, long long now, int days) {
    sqlite_store *s = (sqlite_store *)st;
    return run(s, "UPDATE absences SET until = ?, days = ? WHERE player = ? AND began <= ? AND until > ?", "iiiii", now,
               (long long)days, (long long)player, now, now) == SQLITE_DONE ||
           fail_db(s, "cannot end an absence");
}

/* The player's absences ending after `since`, checked as untrusted (a row that ends before
   it begins is skipped). */
static int sq_away_of(net_store *st, int64_t player, long long since, net_absence *out, int max) {
    sqlite_store *s = (sqlite_store *)st;
    sqlite3_stmt *q = prepare(s, "SELECT began, until FROM absences WHERE player = ? AND until > ? ORDER BY began LIMIT ?");
    if (!q) return fail_db(s, "cannot read a player's absences"), -1;
    sqlite3_bind_int64(q, 1, player);
    sqlite3_bind_int64(q, 2, since);
    sqlite3_bind_int(q, 3, max);
    int rc, n = 0;
    while ((rc = sqlite3_step(q)) == SQLITE_ROW && n < max) {
        long long b = sqlite3_column_int64(q, 0), u = sqlite3_column_int64(q, 1);
        if (u > b && u - b <= 366 * NET_DAY_S) out[n++] = (net_absence){b, u};
    }
    sqlite3_finalize(q);
    if (rc != SQLITE_ROW && rc != SQLITE_DONE) return fail_db(s, "cannot read a player's absences"), -1;
    return n;
}

static int sq_away_used(net_store *st, int64_t player, int year, long long since, int *days, int *changes) {
    sqlite_store *s = (sqlite_store *)st;
    sqlite3_stmt *q = prepare(s, "SELECT (SELECT total(min(max(days, 0), 366)) FROM absences WHERE player = ?1 AND year = ?2), "
                                 "(SELECT count(*) FROM absences WHERE player = ?1 AND began > ?3)");
    if (!q) return fail_db(s, "cannot read a player's absences");
    sqlite3_bind_int64(q, 1, player);
    sqlite3_bind_int(q, 2, year);
    sqlite3_bind_int64(q, 3, since);
    int ok = sqlite3_step(q) == SQLITE_ROW;
    if (ok) *days = (int)sqlite3_column_double(q, 0), *changes = sqlite3_column_int(q, 1);
    sqlite3_finalize(q);
    return ok || fail_db(s, "cannot read a player's absences");
}

static const net_player_ops SQLITE_PLAYERS = {
    sq_player_add, sq_player_add_key, sq_player_find, sq_player_bind,  sq_seat_owner, sq_player_seats,
    sq_push_set,   sq_push_clear,     sq_push_each,   sq_push_drop,    sq_player_games, sq_away_add,
    sq_away_end,   sq_away_of,        sq_away_used};

/* The schema's version this server reads: a newer one is refused, not written over. */
static int check_schema(sqlite_store *s) {
    sqlite3_stmt *q = prepare(s, "SELECT value FROM meta WHERE key = 'schema'");
    if (!q) return fail_db(s, "cannot read the database's schema");
    int ok = sqlite3_step(q) == SQLITE_ROW && sqlite3_column_type(q, 0) == SQLITE_TEXT;
    int v = ok ? atoi((const char *)sqlite3_column_text(q, 0)) : 0;
    sqlite3_finalize(q);
    if (!ok) return net_store_fail(&s->base, "%s: no schema version: damaged, or not this server's database", s->path);
    if (v == 1 && !s->readonly) { /* an older server's database: brought up to this one's */
        if (!exec(s, MIGRATE_1_TO_2)) return rollback(s), fail_db(s, "cannot bring the database to schema 2");
        v = 2;
    }
    if (v == 2 && !s->readonly) {
        if (!exec(s, MIGRATE_2_TO_3)) return fail_db(s, "cannot bring the database to schema 3");
        v = 3;
    }
    if (v == 3 && !s->readonly) {
        if (!exec(s, MIGRATE_3_TO_4)) return fail_db(s, "cannot bring the database to schema 4");
        v = 4;
    }
    if (v == 4 && !s->readonly) {
        if (!exec(s, MIGRATE_4_TO_5)) return rollback(s), fail_db(s, "cannot bring the database to schema 5");
        v = 5;
    }
    if (v == 5 && !s->readonly) {
        if (!exec(s, MIGRATE_5_TO_6)) return fail_db(s, "cannot bring the database to schema 6");
        v = 6;
    }
    if (v == 6 && !s->readonly) {
        if (!exec(s, MIGRATE_6_TO_7)) return fail_db(s, "cannot bring the database to schema 7");
        v = SCHEMA_VERSION;
    }
    if (v < SCHEMA_VERSION && v >= 1 && s->readonly) v = SCHEMA_VERSION; /* a backup copies it as it is */
    if (v != SCHEMA_VERSION)
        return net_store_fail(&s->base, "%s has schema %d; this server reads %d: a newer server's database", s->path, v,
                              SCHEMA_VERSION);
    return 1;
}

net_store *server_sqlite_open(const char *path, int mode, char *why, size_t cap) {
    int readonly = mode == SERVER_DB_READONLY;
    sqlite_store *s = calloc(1, sizeof *s);
    if (!s) return snprintf(why, cap, "no memory"), NULL;
    s->base.ops = &SQLITE_OPS;
    s->base.players = &SQLITE_PLAYERS;
    s->readonly = readonly;
    s->sync_full = mode != SERVER_DB_NORMAL;
    snprintf(s->path, sizeof s->path, "%s", path);
    int flags = readonly ? SQLITE_OPEN_READONLY : SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE;
    if (!readonly) { /* it holds every seat's token: its owner's only (SQLite gives its -wal the same) */
        int fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0600);
        if (fd >= 0) close(fd);
    }
    int ok = sqlite3_open_v2(path, &s->db, flags, NULL) == SQLITE_OK;
    if (!ok) {
        net_store_fail(&s->base, "cannot open the database %s: %s", path, s->db ? sqlite3_errmsg(s->db) : "no memory");
    } else {
        sqlite3_busy_timeout(s->db, 5000); /* a backup's reader holds no lock a writer waits for long */
        if (readonly) ok = exec(s, "PRAGMA query_only = 1") || fail_db(s, "cannot open the database");
        else
            ok = (exec(s, "PRAGMA journal_mode = WAL") &&
                  exec(s, mode == SERVER_DB_NORMAL ? "PRAGMA synchronous = NORMAL" : "PRAGMA synchronous = FULL") &&
                  exec(s, "PRAGMA foreign_keys = ON") && exec(s, SCHEMA)) ||
                 fail_db(s, "cannot open the database");
        ok = ok && check_schema(s);
    }
    if (ok) return &s->base;
    snprintf(why, cap, "%s", s->base.why);
    sqlite3_close(s->db);
    free(s);
    return NULL;
}

/* The Linux server's store: its database beside the certificate, in the state directory. */
net_store *server_store_open(const char *dir, int mode, char *why, size_t cap) {
    char path[4200];
    snprintf(path, sizeof path, "%s/" SERVER_DB_FILE, dir);
    return server_sqlite_open(path, mode, why, cap);
}

int server_store_backup(const char *dir, const char *to, char *why, size_t cap) {
    char path[4200];
    snprintf(path, sizeof path, "%s/" SERVER_DB_FILE, dir);
    net_store *st = server_sqlite_open(path, SERVER_DB_READONLY, why, cap);
    if (!st) return 0;
    int ok = net_store_backup(st, to);
    if (!ok) snprintf(why, cap, "%s", net_store_why(st));
    net_store_close(st);
    return ok;
}

/* ---- mail addresses (server/mail_store.h): the Linux server's store is this one ---- */

static sqlite_store *mail_db(net_store *st) {
    if (!st || st->ops != &SQLITE_OPS) return NULL;
    return (sqlite_store *)st;
}

net_store *mail_store_twin(net_store *st, char *why, size_t cap) {
    sqlite_store *s = mail_db(st);
    if (!s || s->readonly) return snprintf(why, cap, "this store keeps no mail addresses"), NULL;
    return server_sqlite_open(s->path, s->sync_full ? SERVER_DB_FULL : SERVER_DB_NORMAL, why, cap);
}

/* A row read back, checked as untrusted: 1, or 0 for a damaged one. */
static int mail_row_read(sqlite3_stmt *q, mail_row *out) {
    size_t na = 0, nl = 0, nt = 0;
    const char *a = column_text(q, 1, MAIL_ADDRESS_MAX, &na), *l = column_text(q, 2, MAIL_LANG_MAX, &nl),
               *t = column_text(q, 5, NET_TOKEN_LEN, &nt);
    long long mode = sqlite3_column_int64(q, 3);
    if (!a || !l || !t || !net_token_ok(t, nt) || (mode != MAIL_MODE_TURN && mode != MAIL_MODE_DAILY)) return 0;
    out->player = sqlite3_column_int64(q, 0);
    memcpy(out->address, a, na), out->address[na] = 0;
    memcpy(out->lang, l, nl), out->lang[nl] = 0;
    memcpy(out->token, t, nt), out->token[nt] = 0;
    out->mode = (int)mode;
    out->confirmed = sqlite3_column_int(q, 4) != 0;
    out->digest_at = sqlite3_column_int64(q, 6);
    return !mail_address_problem(out->address);
}

static int mail_select(net_store *st, const char *where, int64_t player, const char *token, mail_row *out) {
    sqlite_store *s = mail_db(st);
    if (!s) return net_store_fail(st, "this store keeps no mail addresses"), -1;
    char sql[300];
    snprintf(sql, sizeof sql, "SELECT player, address, lang, mode, confirmed, token, digest_at FROM mails WHERE %s", where);
    sqlite3_stmt *q = prepare(s, sql);
    if (!q) return fail_db(s, "cannot read a mail address"), -1;
    if (token) sqlite3_bind_text(q, 1, token, -1, SQLITE_STATIC);
    else sqlite3_bind_int64(q, 1, player);
    int rc = sqlite3_step(q), found = rc == SQLITE_ROW && mail_row_read(q, out);
    sqlite3_finalize(q);
    if (rc != SQLITE_ROW && rc != SQLITE_DONE) return fail_db(s, "cannot read a mail address"), -1;
    return found;
}

int mail_store_get(net_store *st, int64_t player, mail_row *out) { return mail_select(st, "player = ?", player, NULL, out); }
int mail_store_by_token(net_store *st, const char *token, mail_row *out) { return mail_select(st, "token = ?", 0, token, out); }

int mail_store_set(net_store *st, const mail_row *r) {
    sqlite_store *s = mail_db(st);
    if (!s) return net_store_fail(st, "this store keeps no mail addresses");
    if (!exec(s, "BEGIN IMMEDIATE")) return fail_db(s, "cannot store a mail address");
    int ok = run(s, "DELETE FROM mail_turns WHERE player = ?", "i", (long long)r->player) == SQLITE_DONE &&
             run(s, "INSERT OR REPLACE INTO mails(player, address, lang, mode, confirmed, token, made, digest_at) "
                    "VALUES(?, ?, ?, ?, ?, ?, strftime('%s'), 0)",
                 "ittiit", (long long)r->player, r->address, r->lang, (long long)r->mode, (long long)r->confirmed,
                 r->token) == SQLITE_DONE;
    if (!ok) fail_db(s, "cannot store a mail address");
    return commit_or_fail(s, ok);
}

static int mail_change(net_store *st, const char *sql, const char *types, long long a, long long b, const char *doing) {
    sqlite_store *s = mail_db(st);
    if (!s) return net_store_fail(st, "this store keeps no mail addresses");
    return run(s, sql, types, a, b) == SQLITE_DONE || fail_db(s, doing);
}

int mail_store_confirm(net_store *st, int64_t player) {
    return mail_change(st, "UPDATE mails SET confirmed = 1 WHERE player = ?", "i", player, 0, "cannot confirm a mail address");
}

int mail_store_mode(net_store *st, int64_t player, int mode) {
    return mail_change(st, "UPDATE mails SET mode = ? WHERE player = ?", "ii", mode, player, "cannot change a mail address");
}

/* One transaction: the mail thread, between the two, would find the address without its
   turns' marks and mail a turn already mailed that day to an address just unsubscribed. */
int mail_store_forget(net_store *st, int64_t player) {
    sqlite_store *s = mail_db(st);
    if (!s) return net_store_fail(st, "this store keeps no mail addresses");
    if (!exec(s, "BEGIN IMMEDIATE")) return fail_db(s, "cannot forget a mail address");
    int ok = run(s, "DELETE FROM mail_turns WHERE player = ?", "i", (long long)player) == SQLITE_DONE &&
             run(s, "DELETE FROM mails WHERE player = ?", "i", (long long)player) == SQLITE_DONE;
    if (!ok) fail_db(s, "cannot forget a mail address");
    return commit_or_fail(s, ok);
}

int mail_store_expire(net_store *st, long long before) {
    return mail_change(st, "DELETE FROM mail_turns WHERE player IN (SELECT player FROM mails WHERE confirmed = 0 AND made < ?)",
                       "i", before, 0, "cannot forget unconfirmed mail addresses") &&
           mail_change(st, "DELETE FROM mails WHERE confirmed = 0 AND made < ?", "i", before, 0,
                       "cannot forget unconfirmed mail addresses");
}

int mail_store_turn_once(net_store *st, int64_t player, const char *code, long long day) {
    sqlite_store *s = mail_db(st);
    if (!s) return net_store_fail(st, "this store keeps no mail addresses"), -1;
    /* One statement: the row is made or moved to today only when it was not today's. Its
       commit does not wait for the disk (the next move's commit, which does, takes it along):
       a power cut may cost a second "your turn" mail that day, never a move, and a move that
       mails costs the table's thread no second fsync (docs/history/mail.md). */
    exec(s, "PRAGMA synchronous = OFF");
    /* only while the address is there and confirmed: the mail thread read it before, and an
       unsubscribe meanwhile (mail_store_forget) leaves nothing to mark, so nothing is sent */
    int rc = run(s, "INSERT INTO mail_turns(player, code, day) SELECT ?1, ?2, ?3 "
                    "WHERE EXISTS(SELECT 1 FROM mails WHERE player = ?1 AND confirmed = 1) "
                    "ON CONFLICT(player, code) DO UPDATE SET day = ?3 WHERE day <> ?3",
                 "iti", (long long)player, code, day);
    int changed = sqlite3_changes(s->db);
    exec(s, s->sync_full ? "PRAGMA synchronous = FULL" : "PRAGMA synchronous = NORMAL");
    if (rc != SQLITE_DONE) return fail_db(s, "cannot mark a mailed turn"), -1;
    return changed > 0;
}

int mail_store_turn_due(net_store *st, int64_t player, const char *code, const char *game) {
    sqlite_store *s = mail_db(st);
    if (!s) return net_store_fail(st, "this store keeps no mail addresses");
    return run(s, "INSERT INTO mail_turns(player, code, game, due) VALUES(?1, ?2, ?3, 1) "
                  "ON CONFLICT(player, code) DO UPDATE SET game = ?3, due = 1",
               "itt", (long long)player, code, game) == SQLITE_DONE ||
           fail_db(s, "cannot keep a turn for a digest");
}

int mail_store_digests_due(net_store *st, long long before, int64_t *out, int max) {
    sqlite_store *s = mail_db(st);
    if (!s) return net_store_fail(st, "this store keeps no mail addresses"), -1;
    sqlite3_stmt *q = prepare(s, "SELECT m.player FROM mails m WHERE m.confirmed = 1 AND (m.mode = ? OR m.digest_at <= ?) "
                                 "AND EXISTS(SELECT 1 FROM mail_turns t WHERE t.player = m.player AND t.due = 1) LIMIT ?");
    if (!q) return fail_db(s, "cannot list the digests due"), -1;
    sqlite3_bind_int(q, 1, MAIL_MODE_TURN); /* a turn's mail held back by quiet hours: due at once */
    sqlite3_bind_int64(q, 2, before);
    sqlite3_bind_int(q, 3, max);
    int rc, n = 0;
    while ((rc = sqlite3_step(q)) == SQLITE_ROW && n < max) out[n++] = sqlite3_column_int64(q, 0);
    sqlite3_finalize(q);
    if (rc != SQLITE_ROW && rc != SQLITE_DONE) return fail_db(s, "cannot list the digests due"), -1;
    return n;
}

int mail_store_due_each(net_store *st, int64_t player, int max, mail_store_due_fn fn, void *ctx) {
    sqlite_store *s = mail_db(st);
    if (!s) return net_store_fail(st, "this store keeps no mail addresses");
    sqlite3_stmt *q = prepare(s, "SELECT t.code, t.game, s.seat, b.summary FROM mail_turns t "
                                 "JOIN seats s ON s.code = t.code AND s.player = t.player "
                                 "LEFT JOIN tables b ON b.code = t.code WHERE t.player = ? AND t.due = 1 "
                                 "ORDER BY t.code LIMIT ?");
    if (!q) return fail_db(s, "cannot list a digest's games");
    sqlite3_bind_int64(q, 1, player);
    sqlite3_bind_int(q, 2, max);
    int rc;
    while ((rc = sqlite3_step(q)) == SQLITE_ROW) {
        size_t nc = 0, ng = 0, ns = 0;
        const char *code = column_text(q, 0, NET_CODE_LEN, &nc), *game = column_text(q, 1, 200, &ng),
                   *summary = column_text(q, 3, NET_LINE_MAX - 1, &ns);
        long long seat = sqlite3_column_int64(q, 2);
        if (!code || !game || !net_code_ok(code, nc) || seat < 0 || seat >= CIT_MAX_PLAYERS) continue;
        char c[NET_CODE_LEN + 1], g[201], sum[NET_LINE_MAX];
        memcpy(c, code, nc), c[nc] = 0;
        memcpy(g, game, ng), g[ng] = 0;
        if (summary) memcpy(sum, summary, ns), sum[ns] = 0;
        if (!fn(ctx, c, g, (int)seat, summary ? sum : NULL)) break;
    }
    int ok = rc == SQLITE_ROW || rc == SQLITE_DONE;
    sqlite3_finalize(q);
    return ok || fail_db(s, "cannot list a digest's games");
}

int mail_store_digested(net_store *st, int64_t player, long long now) {
    return mail_change(st, "DELETE FROM mail_turns WHERE player = ?", "i", player, 0, "cannot clear a digest") &&
           mail_change(st, "UPDATE mails SET digest_at = ? WHERE player = ?", "ii", now, player, "cannot clear a digest");
}

int mail_store_prefs_get(net_store *st, int64_t player, notify_prefs *out) {
    *out = (notify_prefs){NOTIFY_GAMES_ALL, 0, 0, 0};
    sqlite_store *s = mail_db(st);
    if (!s) return net_store_fail(st, "this store keeps no settings");
    sqlite3_stmt *q = prepare(s, "SELECT games, quiet_from, quiet_to, zone FROM notify_prefs WHERE player = ?");
    if (!q) return fail_db(s, "cannot read a player's settings");
    sqlite3_bind_int64(q, 1, player);
    int rc = sqlite3_step(q);
    if (rc == SQLITE_ROW) { /* checked as untrusted: a damaged value reads as the default */
        long long g = sqlite3_column_int64(q, 0), f = sqlite3_column_int64(q, 1), t = sqlite3_column_int64(q, 2),
                  z = sqlite3_column_int64(q, 3);
        if ((g == NOTIFY_GAMES_ALL || g == NOTIFY_GAMES_MINE) && f >= 0 && f < 24 && t >= 0 && t < 24 && z >= -720 && z <= 840)
            *out = (notify_prefs){(int)g, (int)f, (int)t, (int)z};
    }
    sqlite3_finalize(q);
    return rc == SQLITE_ROW || rc == SQLITE_DONE || fail_db(s, "cannot read a player's settings");
}

int mail_store_prefs_set(net_store *st, int64_t player, const notify_prefs *p) {
    sqlite_store *s = mail_db(st);
    if (!s) return net_store_fail(st, "this store keeps no settings");
    return run(s, "INSERT OR REPLACE INTO notify_prefs(player, games, quiet_from, quiet_to, zone) VALUES(?, ?, ?, ?, ?)",
               "iiiii", (long long)player, (long long)p->games, (long long)p->quiet_from, (long long)p->quiet_to,
               (long long)p->zone) == SQLITE_DONE ||
           fail_db(s, "cannot store a player's settings");
}
