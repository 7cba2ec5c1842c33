/* platform/fs.h on Windows: the narrow calls take the ANSI code page, so every name goes
   through UTF-16 and the wide calls; rename() fails over an existing file, MoveFileExW
   replaces it. */
#ifndef _WIN32_WINNT
#define _WIN32_WINNT 0x0600 /* Vista: GetFinalPathNameByHandleW */
#endif
#include <dirent.h>
#include <io.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/stat.h>
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

int plat_stat(const char *utf8_path, plat_file_info *out) {
    wchar_t *p = wide(utf8_path);
    struct _stat64 st;
    int r = p ? _wstat64(p, &st) : -1;
    free(p);
    if (r != 0) return -1;
    out->is_file = (st.st_mode & _S_IFMT) == _S_IFREG;
    out->mtime = (long long)st.st_mtime;
    return 0;
}

/* The handle's final name resolves every link and junction (names come back as
   \\?\C:\..., the same form for the folder and the file compared with it). */
int plat_real_path(const char *utf8_path, char *out, size_t cap) {
    wchar_t *p = wide(utf8_path), w[MAX_PATH * 4];
    HANDLE h = p ? CreateFileW(p, 0, FILE_SHARE_READ | FILE_SHARE_WRITE | FILE_SHARE_DELETE, NULL, OPEN_EXISTING,
                               FILE_FLAG_BACKUP_SEMANTICS, NULL)
                 : INVALID_HANDLE_VALUE;
    free(p);
    if (h == INVALID_HANDLE_VALUE) return -1;
    DWORD n = GetFinalPathNameByHandleW(h, w, MAX_PATH * 4, FILE_NAME_NORMALIZED);
    CloseHandle(h);
    if (n == 0 || n >= MAX_PATH * 4) return -1;
    return WideCharToMultiByte(CP_UTF8, 0, w, -1, out, (int)cap, NULL, NULL) > 0 ? 0 : -1;
}

struct plat_folder {
    _WDIR *d;
    char name[MAX_PATH * 3]; /* a UTF-16 name of MAX_PATH units as UTF-8 */
};

plat_folder *plat_folder_open(const char *utf8_path) {
    wchar_t *p = wide(utf8_path);
    plat_folder *f = p ? calloc(1, sizeof *f) : NULL;
    if (f && !(f->d = _wopendir(p))) {
        free(f);
        f = NULL;
    }
    free(p);
    return f;
}

const char *plat_folder_next(plat_folder *f) {
    for (struct _wdirent *e; (e = _wreaddir(f->d));) /* a name that does not convert is passed over */
        if (WideCharToMultiByte(CP_UTF8, 0, e->d_name, -1, f->name, (int)sizeof f->name, NULL, NULL) > 0) return f->name;
    return NULL;
}

void plat_folder_close(plat_folder *f) {
    if (!f) return;
    _wclosedir(f->d);
    free(f);
}
