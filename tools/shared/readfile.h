/* Reading a whole file into memory, for the command-line tools. */
#ifndef CIT_READFILE_H
#define CIT_READFILE_H

#include <stddef.h>

/* The most tools_read_file reads: far above any save or tile file, far below what a
   mistaken path (/dev/zero, a disk image) would feed us. */
#define TOOLS_READ_MAX ((size_t)16 << 20)

/* Returns the file's bytes (NUL-terminated, caller frees) and its length, or NULL with
   errno set: EISDIR for a directory, EFBIG past TOOLS_READ_MAX bytes. */
char *tools_read_file(const char *path, size_t *len);

#endif
