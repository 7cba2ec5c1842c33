/* Reading a whole file into memory, for the command-line tools. */
#include "readfile.h"

#include <stdio.h>
#include <stdlib.h>

char *tools_read_file(const char *path, size_t *len) {
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    size_t cap = 1 << 16, n = 0;
    char *buf = malloc(cap + 1);
    while (buf) {
        n += fread(buf + n, 1, cap - n, f);
        if (n < cap) break;
        char *bigger = realloc(buf, (cap *= 2) + 1);
        if (!bigger) free(buf);
        buf = bigger;
    }
    fclose(f);
    if (!buf) return NULL;
    buf[n] = '\0';
    *len = n;
    return buf;
}
