/* The server's store where it is built without SQLite (Windows): the table files of
   net/store_files.c in its state directory, as before the database. */
#include <stdio.h>

#include "store_open.h"

net_store *server_store_open(const char *dir, int mode, char *why, size_t cap) {
    (void)mode; /* a file is replaced whole, with no fsync: as before the database */
    net_store *st = net_store_files_open(dir);
    if (!st) snprintf(why, cap, "no memory");
    return st;
}

int server_store_backup(const char *dir, const char *to, char *why, size_t cap) {
    (void)to;
    snprintf(why, cap, "this server keeps its tables as files in %s: copy that folder (no online backup)", dir);
    return 0;
}
