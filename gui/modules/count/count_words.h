/* The Count of Carcassonne in words: quarters, moves, events. */
#ifndef GUI_COUNT_WORDS_H
#define GUI_COUNT_WORDS_H

#include "modules/count/count.h"
#include <stddef.h>

#include "engine.h"

/* The window's own bits for the figures besides a normal follower that go to a quarter or
   are deployed from one (a quarter answer's rot as the window reads it), and the
   conversion from and to the engine's (rot bit f - 1 for follower kind f: engine.h,
   cit_game_follower_kinds), by the kinds' words. */
enum { GCOUNT_BIG = 1, GCOUNT_MAYOR = 2, GCOUNT_WAGON = 4, GCOUNT_ALL = 7 };
unsigned gui_count_figs(const cit_game *e, unsigned rot);
unsigned gui_count_rot(const cit_game *e, unsigned figs);

/* "Castle" / "Hrad"; "?" for anything else. */
const char *gui_quarter_name(int quarter);
/* What the quarter's followers join: "cities", "roads", ... */
const char *gui_quarter_serves(int quarter);
/* A move of the Count's decisions in words for a list of choices; 0 for other moves. */
int gui_count_move_words(const cit_game *g, const cit_move *m, char *buf, size_t cap);
/* A history line for a Count event (DEPLOY, QUARTER, COUNT_MOVE); 0 for other events. */
int gui_count_event_words(const cit_game *g, const cit_event *e, char *buf, size_t cap);

#endif
