/* The server's store (net/store.h), opened in its state directory: SQLite on Linux
   (server/store_sqlite.c), table files where the server is built without it
   (server/store_open_files.c: Windows). Each build links one of the two. */
#ifndef CIT_SERVER_STORE_OPEN_H
#define CIT_SERVER_STORE_OPEN_H

#include <stddef.h>

#include "store.h"

#define SERVER_DB_FILE "citadela.db" /* the database, beside the certificate */

/* How the database is opened: every commit on the disk before it returns (FULL: a move
   answered survives a power cut), or on the disk at the next checkpoint (NORMAL: a move
   answered survives kill -9 and a crash of the server, a power cut may take the last
   ones; --sync normal, for a disk whose fsync is slow); or read-only (--backup). */
enum { SERVER_DB_FULL, SERVER_DB_NORMAL, SERVER_DB_READONLY };

/* NULL with the reason in why (a damaged database, a newer server's, no room). mode:
   SERVER_DB_FULL or SERVER_DB_NORMAL (a store of files ignores it). */
net_store *server_store_open(const char *dir, int mode, char *why, size_t cap);
/* citadela-server --backup FILE: a consistent copy of the running server's store; 0 with why. */
int server_store_backup(const char *dir, const char *to, char *why, size_t cap);
/* SQLite only: the database at path, opened as mode says. */
net_store *server_sqlite_open(const char *path, int mode, char *why, size_t cap);

#endif
