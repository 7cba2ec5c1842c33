/* Files by UTF-8 name on every platform: open, make a private folder, and replace a
   file by a new one in one step (a save is never lost or half written). */
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

#endif
