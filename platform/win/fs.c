/* platform/fs.h on Windows: the narrow calls take the ANSI code page, so every name goes
   through UTF-16 and the wide calls; rename() fails over an existing file, MoveFileExW
   replaces it. */
#include <io.h>
#include <stdio.h>
#include <stdlib.h>
#include <windows.h>

#include "fs.h"

/* A UTF-8 name as UTF-16, malloc'd; NULL when it is not valid UTF-8. */
static wchar_t *wide(const char *utf8) {
    int n = MultiByteToWideChar(CP_UTF8, MB_ERR_INVALID_CHARS, utf8, -1, NULL, 0);
    wchar_t *w = n > 0 ? malloc(sizeof *w * (size_t)n) : NULL;
    if (w && MultiByteToWideChar(CP_UTF8, MB_ERR_INVALID_CHARS, utf8, -1, w, n) != n) {
        free(w);
        w = NULL;
    }
    return w;
}

FILE *plat_fopen(const char *utf8_path, const char *mode) {
    wchar_t *p = wide(utf8_path), *m = wide(mode);
    FILE *f = p && m ? _wfopen(p, m) : NULL;
    free(p);
    free(m);
    return f;
}

int plat_mkdir(const char *utf8_path) {
    wchar_t *p = wide(utf8_path);
    /* The folders this is for live under the user's profile, which only the user may read. */
    int ok = p && (CreateDirectoryW(p, NULL) || GetLastError() == ERROR_ALREADY_EXISTS);
    free(p);
    return ok ? 0 : -1;
}

int plat_fsync(FILE *f) { return fflush(f) == 0 && _commit(_fileno(f)) == 0 ? 0 : -1; }

int plat_replace(const char *utf8_from, const char *utf8_to) {
    wchar_t *from = wide(utf8_from), *to = wide(utf8_to);
    int ok = from && to && MoveFileExW(from, to, MOVEFILE_REPLACE_EXISTING | MOVEFILE_WRITE_THROUGH);
    free(from);
    free(to);
    return ok ? 0 : -1;
}

int plat_remove(const char *utf8_path) {
    wchar_t *p = wide(utf8_path);
    int ok = p && (DeleteFileW(p) || RemoveDirectoryW(p)); /* remove() takes either on POSIX */
    free(p);
    return ok ? 0 : -1;
}
