/* The user's folders for the game: saves (data), the autosave (state) and the settings
   (config). XDG on Linux, the Known Folders on Windows. */
#ifndef CIT_PLAT_DIRS_H
#define CIT_PLAT_DIRS_H
#include <stddef.h>

typedef enum { PLAT_DIR_DATA, PLAT_DIR_STATE, PLAT_DIR_CONFIG } plat_dir;

/* The folder as UTF-8 ending in a separator, made when missing (only the user may read
   it); 0 on success, -1 when the system names none (no $HOME). */
int plat_user_dir(plat_dir kind, char *buf, size_t cap);

#endif
