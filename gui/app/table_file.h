/* The hosted table's file (network-table.txt), kept off the frame loop: the window marks
   the table changed as often as it likes, hands over the table's text at most every
   GUI_TABLE_FILE_GAP_MS, and a writer thread writes the latest text it was given (temp
   file, fsync, rename). A lobby storm of ready marks costs the frame loop nothing but a
   flag; a crash loses at most the last GAP (and the write in flight). Where no thread can
   start (the browser's page without threads), the hand-over writes it on the caller. */
#ifndef GUI_TABLE_FILE_H
#define GUI_TABLE_FILE_H

#include <stddef.h>
#include <stdint.h>

#define GUI_TABLE_FILE_GAP_MS 250

typedef struct gui_table_file gui_table_file;

/* A writer for the file at `path` (its thread starts now, if one can); NULL without memory. */
gui_table_file *gui_table_file_new(const char *path);
/* The table changed: its text is due at the next gui_table_file_due after the gap. */
void gui_table_file_touch(gui_table_file *f);
/* 1 when the caller should hand over the text now: changed, and the gap since the last
   hand-over passed (or `now` is set: a change that must not wait, such as the quit). */
int gui_table_file_due(gui_table_file *f, int now);
/* The table's text as it is now: the thread writes it (a text not written yet is replaced). */
void gui_table_file_put(gui_table_file *f, const char *text, size_t len);
/* Writes what was handed over and not written yet, then ends the thread. NULL is a no-op. */
void gui_table_file_free(gui_table_file *f);
/* Tests: how many times the file was written, and how many of those on the thread that
   made the writer (the frame loop's: 0 but without threads). */
int gui_table_file_writes(const gui_table_file *f, int *on_caller);

#endif
