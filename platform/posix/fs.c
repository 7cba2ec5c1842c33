/* platform/fs.h on POSIX: names are bytes, rename() replaces atomically. */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <stdio.h>
#include <sys/stat.h>
#include <unistd.h>

#include "fs.h"

FILE *plat_fopen(const char *utf8_path, const char *mode) { return fopen(utf8_path, mode); }

int plat_mkdir(const char *utf8_path) { return mkdir(utf8_path, 0700) == 0 || errno == EEXIST ? 0 : -1; }

int plat_fsync(FILE *f) { return fflush(f) == 0 && fsync(fileno(f)) == 0 ? 0 : -1; }

int plat_replace(const char *utf8_from, const char *utf8_to) { return rename(utf8_from, utf8_to); }

int plat_remove(const char *utf8_path) { return remove(utf8_path); }
