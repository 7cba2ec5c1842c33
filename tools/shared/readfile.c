/* Reading a whole file into memory, for the command-line tools. */
#define _POSIX_C_SOURCE 200809L
#include "readfile.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/stat.h>

char *tools_read_file(const char *path, size_t *len) {
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    struct stat st;
    if (fstat(fileno(f), &st) == 0 && S_ISDIR(st.st_mode)) {
        fclose(f);
        errno = EISDIR; /* fopen opens a directory; fread then fails quietly */
        return NULL;
    }
    /* Read by growing, not by st_size: pipes and devices have none. */
    size_t cap = 1 << 16, n = 0;
    char *buf = malloc(cap + 1);
    int err = 0;
    while (buf) {
        n += fread(buf + n, 1, cap - n, f);
        if (n < cap) {
            if (ferror(f)) err = errno ? errno : EIO;
            break;
        }
        if (cap >= TOOLS_READ_MAX) {
            err = EFBIG;
            break;
        }
        char *bigger = realloc(buf, (cap *= 2) + 1);
        if (!bigger) free(buf);
        buf = bigger;
    }
    fclose(f);
    if (!buf || err) {
        if (!buf) err = ENOMEM;
        free(buf);
        errno = err;
        return NULL;
    }
    buf[n] = '\0';
    *len = n;
    return buf;
}
