/* What the review shows: the progress row, the win-chance graph, the biggest swings. */
#ifndef GUI_REVIEW_VIEW_H
#define GUI_REVIEW_VIEW_H

#include "draw/widgets.h"
#include "engine.h"
#include "scenes/replay/game_review.h"

/*
 * The review of one record is the game's (gui_play.review, app/review_play.h: its life and the
 * way into the replay and back); the results screen and the replay viewer draw it with these,
 * from a gui_review_pane (gui_review_pane_of). See docs/gui.md, "Review".
 */

/* What the review's pieces are drawn with: the widgets (renderer, input), the review, the game
   it is of as shown (its players' names and colours, its moves in words), the palette, the
   window's width (the tooltip stays on it), and whether a dialog over the screen takes the
   pointer. */
typedef struct {
    gui_ui *ui;
    gui_review *review;
    const cit_game *game;
    int palette_cb;
    int w;
    int dialog_open;
} gui_review_pane;

/* The swings' badges on the graph and in the list, and their ticks on the replay's timeline. */
#define GUI_REVIEW_SWING_RGB GUI_COL_SWING

/* The row of a running review: its bar and percentage and a Cancel button (cancels it). */
void gui_review_progress_row(const gui_review_pane *v, SDL_Rect rc);
/* The graph of a done review in rc: a line per player (their colours), the swings marked;
   hovering a point describes it (gui_review_tooltip draws that last). Returns the step whose
   point was clicked, or -1. */
int gui_review_graph(const gui_review_pane *v, SDL_Rect rc);
/* The player colours and names over the graph, from x,y; returns the width used. */
int gui_review_legend(const gui_review_pane *v, int x, int y, int w);
/* The swings in words in rc; returns the step clicked, or -1. */
int gui_review_swing_list(const gui_review_pane *v, SDL_Rect rc);
/* The description of the point under the pointer (after everything else is drawn). */
void gui_review_tooltip(const gui_review_pane *v);
/* Where step i's point of player p is drawn (the last graph_rc); 0 if it has none. */
int gui_review_point(const gui_review *r, int i, int p, int *x, int *y);
/* Where the n swing badges of radius rad stand for points `at` (in move order): on its point, or
   if that badge would touch one placed before, the nearest free place straight above or below
   it, inside rc, so badges never pile on one spot. */
void gui_review_place_badges(const SDL_FPoint *at, int n, float rad, SDL_Rect rc, SDL_FPoint *out);
/* "Move 21, Anna: 14 % -> 1 %" and "better: the tile (city) 2 tiles east of the start" for step i (better: "" when the
   move played was the best found). */
void gui_review_words(const gui_review_pane *v, int i, char *line, size_t cap, char *better, size_t bcap);

#endif
