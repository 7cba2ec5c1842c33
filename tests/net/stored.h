/* What the real server keeps in its database (server/store_sqlite.c), read beside it by the
   network tests: how many tables, whether one is there, and a table made older (its last
   write moved back, as a file's time was) for the expiry tests. Static, for one program each. */
#ifndef CIT_TESTS_NET_STORED_H
#define CIT_TESTS_NET_STORED_H

#include <dirent.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include <sqlite3.h>

/* The database of the server whose state directory is dir (NULL when it cannot open). */
static inline sqlite3 *stored_open(const char *dir, int writable) {
    char path[600];
    snprintf(path, sizeof path, "%s/citadela.db", dir);
    sqlite3 *db = NULL;
    if (sqlite3_open_v2(path, &db, writable ? SQLITE_OPEN_READWRITE : SQLITE_OPEN_READONLY, NULL) != SQLITE_OK) {
        sqlite3_close(db);
        return NULL;
    }
    sqlite3_busy_timeout(db, 10000);
    return db;
}

/* A number the query gives (-1 when it does not run); code binds its ? (NULL: none). */
static inline long long stored_number(const char *dir, const char *sql, const char *code) {
    sqlite3 *db = stored_open(dir, 0);
    sqlite3_stmt *q = NULL;
    long long n = -1;
    if (db && sqlite3_prepare_v2(db, sql, -1, &q, NULL) == SQLITE_OK) {
        if (code) sqlite3_bind_text(q, 1, code, -1, SQLITE_STATIC);
        if (sqlite3_step(q) == SQLITE_ROW) n = sqlite3_column_int64(q, 0);
    }
    sqlite3_finalize(q);
    sqlite3_close(db);
    return n;
}

/* The tables stored (0 before anything is). A server without the database (the Windows
   server: net/store_files.c) keeps a DIR/CODE.table file a table. */
static inline int stored_tables(const char *dir) {
    char path[600];
    snprintf(path, sizeof path, "%s/citadela.db", dir);
    if (access(path, F_OK) != 0) {
        DIR *d = opendir(dir);
        int files = 0;
        for (struct dirent *e; d && (e = readdir(d)) != NULL;) {
            size_t n = strlen(e->d_name);
            files += n > 6 && !strcmp(e->d_name + n - 6, ".table");
        }
        if (d)
            closedir(d);
        return files;
    }
    long long n = stored_number(dir, "SELECT count(*) FROM tables", NULL);
    return n < 0 ? 0 : (int)n;
}

static inline int stored_has(const char *dir, const char *code) {
    return stored_number(dir, "SELECT count(*) FROM tables WHERE code = ?", code) == 1;
}

static inline long long stored_moves(const char *dir, const char *code) {
    return stored_number(dir, "SELECT count(*) FROM moves WHERE code = ?", code);
}

/* The table's last write moved `seconds` back (the server stopped); 1 when it was there. */
static inline int stored_age(const char *dir, const char *code, long long seconds) {
    sqlite3 *db = stored_open(dir, 1);
    sqlite3_stmt *q = NULL;
    int ok = 0;
    if (db && sqlite3_prepare_v2(db, "UPDATE tables SET touched = touched - ? WHERE code = ?", -1, &q, NULL) == SQLITE_OK) {
        sqlite3_bind_int64(q, 1, seconds);
        sqlite3_bind_text(q, 2, code, -1, SQLITE_STATIC);
        ok = sqlite3_step(q) == SQLITE_DONE && sqlite3_changes(db) == 1;
    }
    sqlite3_finalize(q);
    sqlite3_close(db);
    return ok;
}

#endif
