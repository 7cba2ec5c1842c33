/* Reading a whole file into memory, for the command-line tools. */
#ifndef CIT_READFILE_H
#define CIT_READFILE_H

#include <stddef.h>

/* Returns the file's bytes (NUL-terminated, caller frees) and its length, or NULL with
   errno set. */
char *tools_read_file(const char *path, size_t *len);

#endif
