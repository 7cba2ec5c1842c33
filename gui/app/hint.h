/* Hints during play: who is offered one, asking, and the answer shown. */
#ifndef GUI_APP_HINT_H
#define GUI_APP_HINT_H

#include "app/app.h"

/* Offered to the person deciding now (never a computer seat, never with the
   purist switch on); the toggle starts the search in the background, or a second press cancels
   it or hides the answer; a move made drops it. gui_hint_shown: the move suggested for the
   decision pending now, or NULL. */
int gui_hint_offered(const gui_app *a);
void gui_hint_toggle(gui_app *a);
void gui_hint_cancel(gui_app *a);
int gui_hint_thinking(const gui_app *a);
const cit_move *gui_hint_shown(const gui_app *a);
/* With a suggested placement: the suggested answer to the question it asks the same person
   next, which End turn answers from what they dragged (the builder or the pig: a module's
   special_answer), or NULL. The board ghosts it with the tile, the line says it. */
const cit_move *gui_hint_then(const gui_app *a);
/* "Anna: 2 hints, Bořek: 1 hint" for the players who asked for hints in this game (the record);
   0 (and an empty line) when nobody did. */
int gui_hints_summary(const gui_app *a, char *buf, size_t cap);
/* One player's part of it, "Anna: 2 hints", the noun in the form for n. */
void gui_hints_one(char *buf, size_t cap, const char *name, int n);
/* The search for the decision pending found m: shown, or, a placement whose question End turn
   answers from the drag (gui_hint_then), searched on for that answer first (gui_hint_step). */
void gui_hint_found(gui_app *a, const cit_move *m);
/* Each frame of the game scene: a move made (or the purist switch turned on) drops the hint;
   a finished search shows its answer and counts it in the record. */
void gui_hint_step(gui_app *a);
/* The Hint button (widget id, rectangle), "Thinking…" while the search runs, named for the
   tests "hint", "hint thinking" or "hint shown"; 1 when pressed. The side panel draws it, and a
   dialog docked over the panel draws its own (scenes/game/decide.c). */
int gui_hint_button(gui_app *a, int id, SDL_Rect rc);

#endif
