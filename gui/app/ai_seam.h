/* Computer seats: ask the AI library for a move on a worker thread so the window never freezes. */
#ifndef GUI_AI_SEAM_H
#define GUI_AI_SEAM_H

#include <stdint.h>

#include "engine.h"

typedef struct gui_ai_job gui_ai_job;

/*
 * Starts choosing a move for the decision pending in `g` (copied) at the level of seat
 * kind `kind` (CIT_SEAT_AI_*), seeded with `seed`. NULL on failure.
 */
gui_ai_job *gui_ai_start(const cit_game *g, int kind, uint64_t seed);
/*
 * The computer's thinking time per move, in tenths of a second (Settings: 5..100, i.e.
 * 0.5-10 s; the default 10). Hard searches for that long on every core the machine has;
 * easy and medium keep their iteration budgets and stop at that time if the machine is
 * slow. Applies to the searches started after the call (main thread).
 */
void gui_ai_set_thinking(int tenths);
/* The seconds a hard computer thinks per move now. */
double gui_ai_thinking(void);
/* While held (a replay shows a computer's decision read-only), gui_ai_start starts nothing and
   returns NULL. */
void gui_ai_hold(int on);
/* 1 and *out filled once the move is ready, 0 while thinking, -1 if it failed. */
int gui_ai_poll(gui_ai_job *j, cit_move *out);
/* How far the search is, 0..1 (for the "thinking" bar). */
float gui_ai_progress(const gui_ai_job *j);
/* Stops the search if it still runs, waits for the thread, frees the job (NULL: no-op). */
void gui_ai_free(gui_ai_job *j);

#endif
