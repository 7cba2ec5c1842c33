/* Save files: the autosave and named saves under SDL_GetPrefPath, written atomically. */
#ifndef GUI_SAVES_H
#define GUI_SAVES_H

#include <stddef.h>

#include "engine.h"

#define GUI_SAVE_NAME 64
#define GUI_MAX_SAVES 64

/* Writes len bytes to path through path.tmp + fsync + rename. Returns 0, or -1 with errno text in err. */
int gui_write_atomic(const char *path, const char *data, size_t len, char *err, size_t cap);
/* Reads a whole file (malloc'd, NUL-terminated); NULL if it cannot be read. */
char *gui_read_file(const char *path, size_t *len);
/* The directory for saves (ends with '/'): $XDG_DATA_HOME/citadela/, created if needed. */
const char *gui_saves_dir(void);
/* The autosave: $XDG_STATE_HOME/citadela/autosave.cit (~/.local/state/citadela/ by default). */
void gui_autosave_path(char *buf, size_t cap);
/* Path of the named save `name` (sanitised to letters, digits, - and _). */
void gui_named_save_path(const char *name, char *buf, size_t cap);
/* Saves the session to path atomically; 0 on success, else -1 with the reason in err. */
int gui_save_session(const cit_session *s, const char *path, char *err, size_t cap);
/*
 * Loads path into the session (which is unchanged on failure). Returns 0 on success,
 * else -1 with the failing line in *line (0 if none) and a readable reason in err.
 */
int gui_load_session(cit_session *s, const char *path, int *line, char *err, size_t cap);
/* A damaged save's good part: loads the lines before `bad_line` (closed with `end`) into s.
   Returns the number of moves it holds, or -1 if even that part does not load (s unchanged). */
int gui_load_session_before(cit_session *s, const char *path, int bad_line);
/* How many moves of a save that fails at bad_line load before it (-1: none can). */
int gui_recoverable_moves(const char *path, int bad_line);
/* Names of the named saves, newest first; returns how many. */
int gui_list_saves(char names[][GUI_SAVE_NAME], int max);
int gui_file_exists(const char *path);
/*
 * Before another game takes over the autosave: if it holds a game begun but unfinished
 * (or an unreadable file) that no named save holds byte for byte, moves it to
 * saves/unfinished-DATE-TIME.cit ("nedohrana-" in Czech) so nothing is lost. Returns 1 and
 * the save's name in `name` when it did, 0 otherwise.
 */
int gui_keep_unfinished_autosave(char *name, size_t cap);
/*
 * What the load list shows of a save: its players ("Anna, Bořek"), then its mode and
 * expansions in the interface's language, moves played, whether
 * it is finished, and its date (file time, "2026-11-22 14:05"). Returns 0 if it does not load.
 */
int gui_save_info(const char *path, char *players, size_t cap, int *moves, int *over, char *date, size_t dcap);
/* Renames `from` to saves/PREFIX-DATE-TIME.cit (never deletes); 1 and its name on success. */
int gui_move_aside(const char *from, const char *prefix, char *name, size_t cap);

#endif
