/* Save files: the autosave and named saves under SDL_GetPrefPath, written atomically. */
#ifndef GUI_SAVES_H
#define GUI_SAVES_H

#include <stddef.h>
#include <stdint.h>

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
/* Path of a save the list found (gui_list_saves): the file by its own name, which may hold
   spaces or other characters a save the game writes never has; else as gui_named_save_path. */
void gui_listed_save_path(const char *name, char *buf, size_t cap);
/* Saves the session to path atomically; 0 on success, else -1 with the reason in err. */
int gui_save_session(const cit_session *s, const char *path, char *err, size_t cap);

/*
 * The game window's record beside the moves (docs/save-format.md "The window's record"): the
 * hints each player asked for and each seat's thinking time. The engine's moves never depend on
 * it; a save without it (every older save) reads as no hints and every seat at the Settings'
 * time. Written after the `end` line as `#@` lines, which the engine (and older builds) skip.
 */
#define GUI_RECORD_VERSION 1
#define GUI_MAX_HINTS 512
typedef struct gui_record {
    int think[CIT_MAX_PLAYERS]; /* thinking time of each computer seat in tenths of a second; 0: Settings' */
    int nhints;
    struct {
        int16_t move;   /* the session length when asked: the hint was for the decision of move `move` */
        int8_t player;  /* who asked */
    } hint[GUI_MAX_HINTS];
} gui_record;

/* Adds a hint player p asked for before move `move` (once per decision: a repeat is not counted). */
void gui_record_add_hint(gui_record *r, int player, int move);
/* Hints player p used (p < 0: everyone's). */
int gui_record_hints(const gui_record *r, int player);
/* The player who asked for a hint at move `move`, or -1. */
int gui_record_hint_at(const gui_record *r, int move);
/* Forgets the hints asked at move `move` or later (an undo or a rewind took those moves back). */
void gui_record_cut(gui_record *r, int move);
/* The `#@` lines of the record (nothing for an empty one); returns the length it needs, as snprintf. */
size_t gui_record_format(const gui_record *r, char *buf, size_t cap);
/* Reads the `#@` lines of a save's text into r (cleared first); lines of an unknown record version,
   a bad line or a hint past `nmoves` moves or of no player of `nplayers` are skipped. */
void gui_record_parse(gui_record *r, const char *text, size_t len, int nmoves, int nplayers);
/* The session and the window's record (NULL: none), atomically, as gui_save_session. */
int gui_save_game_record(const cit_session *s, const gui_record *r, const char *path, char *err, size_t cap);
/* Reads the record of the save at path into r (cleared; a missing one leaves it empty). */
void gui_load_record(gui_record *r, const char *path, int nmoves, int nplayers);
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
/* 1 if the file has no `end` line: it breaks off (a crash or a full disk while it was written). */
int gui_save_cut_short(const char *path);
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
/* How many kept unfinished games stay: keeping one more removes the oldest of them (saves the
   player named are never touched). */
#define GUI_KEEP_UNFINISHED 3
/*
 * What the load list shows of a save: its players ("Anna, Bořek"), then its mode and
 * expansions in the interface's language, moves played, whether
 * it is finished, and its date (file time, "2026-11-22 14:05"). Returns 0 if it does not load.
 */
int gui_save_info(const char *path, char *players, size_t cap, int *moves, int *over, char *date, size_t dcap);
/* Renames `from` to saves/PREFIX-DATE-TIME.cit (never deletes); 1 and its name on success. */
int gui_move_aside(const char *from, const char *prefix, char *name, size_t cap);

#endif
