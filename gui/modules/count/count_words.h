/* The Count of Carcassonne and other non-placement moves in words: quarters, moves, events. */
#ifndef GUI_COUNT_WORDS_H
#define GUI_COUNT_WORDS_H

#include <stddef.h>

#include "engine.h"

/* "Castle" / "Hrad"; "?" for anything else. */
const char *gui_quarter_name(int quarter);
/* What the quarter's followers join: "cities", "roads", ... */
const char *gui_quarter_serves(int quarter);
/*
 * A move of any decision as a sentence for a list of choices. Known verbs are worded in
 * the current language; a verb of a module the GUI does not know yet falls back to the
 * engine's text form, tidied (first letter capital), so every move stays readable.
 */
void gui_move_words(const cit_game *g, const cit_move *m, char *buf, size_t cap);
/* A history line for a Count event (DEPLOY, QUARTER, COUNT_MOVE); 0 for other events. */
int gui_count_event_words(const cit_game *g, const cit_event *e, char *buf, size_t cap);

#endif
