/* platform/fs.h on POSIX: names are bytes, rename() replaces atomically. */
#define _POSIX_C_SOURCE 200809L
#define _XOPEN_SOURCE 700 /* realpath() is an XSI call in glibc's headers */
#include <dirent.h>
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "fs.h"

FILE *plat_fopen(const char *utf8_path, const char *mode) { return fopen(utf8_path, mode); }

int plat_mkdir(const char *utf8_path) { return mkdir(utf8_path, 0700) == 0 || errno == EEXIST ? 0 : -1; }

int plat_fsync(FILE *f) { return fflush(f) == 0 && fsync(fileno(f)) == 0 ? 0 : -1; }

int plat_replace(const char *utf8_from, const char *utf8_to) { return rename(utf8_from, utf8_to); }

int plat_remove(const char *utf8_path) { return remove(utf8_path); }

int plat_stat(const char *utf8_path, plat_file_info *out) {
    struct stat st;
    if (stat(utf8_path, &st) != 0) return -1;
    out->is_file = S_ISREG(st.st_mode);
    out->mtime = (long long)st.st_mtime;
    return 0;
}

int plat_real_path(const char *utf8_path, char *out, size_t cap) {
    char *r = realpath(utf8_path, NULL);
    int ok = r && strlen(r) < cap;
    if (ok) memcpy(out, r, strlen(r) + 1);
    free(r);
    return ok ? 0 : -1;
}

/* A DIR is the folder: the type only names it for the header. */
plat_folder *plat_folder_open(const char *utf8_path) { return (plat_folder *)(void *)opendir(utf8_path); }

const char *plat_folder_next(plat_folder *f) {
    struct dirent *e = readdir((DIR *)(void *)f);
    return e ? e->d_name : NULL;
}

void plat_folder_close(plat_folder *f) {
    if (f) closedir((DIR *)(void *)f);
}
