/* Bazaars in words: history lines for the auction's events and moves for lists of choices. */
#ifndef GUI_BAZAAR_WORDS_H
#define GUI_BAZAAR_WORDS_H

#include "modules/bazaar/bazaar.h"
#include <stddef.h>

#include "engine.h"

/* A history line for a bazaar event (the reveal, a bid, a pass, a payment, a tile won);
   0 for other events and for the reveal of every tile but the first (one line a bazaar).
   `you`: the seat spoken to (gui_game.you: the one person at this screen), -1 for none. */
int gui_bazaar_event_words(const cit_game *g, int you, const cit_event *e, char *buf, size_t cap);
/* The history line that opens the bazaar running in g (what gui_bazaar_event_words wrote for
   its reveal); 0 if none runs. */
int gui_bazaar_open_line(const cit_game *g, int you, char *buf, size_t cap);
/* A bazaar move (pick, bid, buy, sell) as words for a list of choices; 0 for other moves. */
int gui_bazaar_move_words(const cit_game *g, const cit_move *m, char *buf, size_t cap);
/* "Anna pays Ben 3 points" / "Anna pays 3 points to nobody" (payee CIT_NOBODY); "You pay Ben",
   "Anna pays you" when either is `you` (the person at this screen, -1 for none). */
void gui_bazaar_pay_words(const cit_game *g, int you, int payer, int payee, int points, char *buf, size_t cap);

#endif
