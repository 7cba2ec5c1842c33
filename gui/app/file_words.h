/* Why a file could not be read or written, in the player's language: the C library's strerror
   is English (and worded differently on each system), so the faults a player can meet with a
   save, the settings or a table's file have words of the game's own. */
#ifndef CIT_GUI_FILE_WORDS_H
#define CIT_GUI_FILE_WORDS_H

#include <stddef.h>

/* The fault errno value `e` as a clause ("the disk is full"); one the game has no words for is
   said as an unexpected fault with the system's own text in it. Writes buf and returns it. */
const char *gui_file_fault(int e, char *buf, size_t cap);

#endif
