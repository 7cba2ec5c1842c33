/* The Count of Carcassonne in words: quarters, moves, events. */
#ifndef GUI_COUNT_WORDS_H
#define GUI_COUNT_WORDS_H

#include "modules/count/count.h"
#include <stddef.h>

#include "engine.h"

/* A quarter answer's or deployment's figures are the engine's rot: bit f - 1 for follower kind
   f (engine.h, cit_game_follower_kinds), drawn and named by the kind's declarer
   (gui_figure_of, gui_figure_say). */

/* "Castle" / "Hrad"; "?" for anything else. */
const char *gui_quarter_name(int quarter);
/* What the quarter's followers join: "cities", "roads", ... */
const char *gui_quarter_serves(int quarter);
/* A move of the Count's decisions in words for a list of choices; 0 for other moves. */
int gui_count_move_words(const cit_game *g, const cit_move *m, char *buf, size_t cap);
/* A history line for a Count event (DEPLOY, QUARTER, COUNT_MOVE); 0 for other events. */
/* `you`: the seat spoken to (gui_game.you: the one person at this screen), -1 for none. */
int gui_count_event_words(const cit_game *g, int you, const cit_event *e, char *buf, size_t cap);

#endif
