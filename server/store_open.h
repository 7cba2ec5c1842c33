/* The server's store (net/store.h), opened in its state directory: SQLite on Linux
   (server/store_sqlite.c), table files where the server is built without it
   (server/store_open_files.c: Windows). Each build links one of the two. */
#ifndef CIT_SERVER_STORE_OPEN_H
#define CIT_SERVER_STORE_OPEN_H

#include <stddef.h>

#include "store.h"

#define SERVER_DB_FILE "citadela.db" /* the database, beside the certificate */

/* NULL with the reason in why (a damaged database, a newer server's, no room). */
net_store *server_store_open(const char *dir, char *why, size_t cap);
/* citadela-server --backup FILE: a consistent copy of the running server's store; 0 with why. */
int server_store_backup(const char *dir, const char *to, char *why, size_t cap);
/* SQLite only: the database at path (readonly: for a backup beside the running server). */
net_store *server_sqlite_open(const char *path, int readonly, char *why, size_t cap);

#endif
