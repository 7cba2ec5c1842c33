/* Files by UTF-8 name on every platform: open, look at, list, make a private folder, and
   replace a file by a new one in one step (a save is never lost or half written). */
#ifndef CIT_PLAT_FS_H
#define CIT_PLAT_FS_H
#include <stdio.h>

FILE *plat_fopen(const char *utf8_path, const char *mode);
/* A folder only this user may read; 0 when it exists afterwards. */
int plat_mkdir(const char *utf8_path);
/* Writes f's buffers through to the disk (before it is closed and moved into place). */
int plat_fsync(FILE *f);
/* Moves from over to, replacing to if it exists, as one step; 0 on success. */
int plat_replace(const char *utf8_from, const char *utf8_to);
/* Removes a file or an empty folder; 0 on success. */
int plat_remove(const char *utf8_path);

/* Whether a path is a plain file, and when it last changed (seconds since 1970); 0 when it
   exists. */
typedef struct {
    int is_file;
    long long mtime;
} plat_file_info;
int plat_stat(const char *utf8_path, plat_file_info *out);

/* The absolute name of an existing file or folder with every link followed (what a file
   server compares with its folder's, so a link cannot lead outside it); 0 on success. */
int plat_real_path(const char *utf8_path, char *out, size_t cap);

/* The names in a folder one at a time, as UTF-8 ("." and ".." as the system lists them). */
typedef struct plat_folder plat_folder;
plat_folder *plat_folder_open(const char *utf8_path); /* NULL when it cannot be read */
const char *plat_folder_next(plat_folder *f);         /* NULL at the end */
void plat_folder_close(plat_folder *f);               /* NULL is a no-op */

#endif
