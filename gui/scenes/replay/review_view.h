/* What the review shows: the progress row, the win-chance graph, the biggest swings, the replay's ghost. */
#ifndef GUI_REVIEW_VIEW_H
#define GUI_REVIEW_VIEW_H

#include "app/app.h"
#include "scenes/replay/game_review.h"

/*
 * a->play.review is the review of one record, shared by the results screen and the replay viewer
 * (it lives while either shows that game; gui_review_drop frees it, cancelling a running one).
 * The results screen offers "Review" for the game just played (cached beside the autosave), the
 * replay viewer for the game it shows (cached beside its save; the autosave's for the game just
 * played). See docs/gui.md, "Review".
 */

/* The swings' badges on the graph and in the list, and their ticks on the replay's timeline. */
#define GUI_REVIEW_SWING_RGB GUI_COL_SWING

/* The review of the record with this hash, or NULL (a review of another game is dropped). */
gui_review *gui_review_of(gui_app *a, uint64_t record_hash);
/* Starts the review of the record (len bytes), cached beside `save` (the save file's path:
   SAVE.review; NULL: beside the autosave). Replaces a->play.review. */
void gui_review_begin(gui_app *a, const char *record, size_t len, const char *save);
/* Frees a->play.review (cancelling it if it runs). */
void gui_review_drop(gui_app *a);

/* The row of a running review: its bar and percentage and a Cancel button (cancels it). */
void gui_review_progress_row(gui_app *a, SDL_Rect rc);
/* The graph of a done review in rc: a line per player (their colours), the swings marked;
   hovering a point describes it (gui_review_tooltip draws that last). Returns the step whose
   point was clicked, or -1. */
int gui_review_graph(gui_app *a, SDL_Rect rc);
/* The player colours and names over the graph, from x,y; returns the width used. */
int gui_review_legend(gui_app *a, int x, int y, int w);
/* The swings in words in rc; returns the step clicked, or -1. */
int gui_review_swing_list(gui_app *a, SDL_Rect rc);
/* The description of the point under the pointer (after everything else is drawn). */
void gui_review_tooltip(gui_app *a);
/* Where step i's point of player p is drawn (the last graph_rc); 0 if it has none. */
int gui_review_point(const gui_review *r, int i, int p, int *x, int *y);
/* Where the n swing badges of radius rad stand for points `at` (in move order): on its point, or
   if that badge would touch one placed before, the nearest free place straight above or below
   it, inside rc, so badges never pile on one spot. */
void gui_review_place_badges(const SDL_FPoint *at, int n, float rad, SDL_Rect rc, SDL_FPoint *out);
/* "Move 21, Anna: 14 % -> 1 %" and "better: the tile (city) 2 tiles east of the start" for step i (better: "" when the
   move played was the best found). */
void gui_review_words(gui_app *a, int i, char *line, size_t cap, char *better, size_t bcap);

/* From the results' graph: the replay of a->game at step i, the suggested move ghosted; Back
   (gui_review_back) returns to the results. */
void gui_review_open_replay(gui_app *a, int i);
/* Leaves a replay opened from the results back to them; 0 if it was not. */
int gui_review_back(gui_app *a);
/* The replay's ghost: the review's better move at the position shown, if any. */
void gui_review_update_ghost(gui_app *a);

#endif
