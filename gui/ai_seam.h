/* The seam for computer seats: ask for a move on a worker thread so the window never freezes. */
#ifndef GUI_AI_SEAM_H
#define GUI_AI_SEAM_H

#include "engine.h"

typedef struct gui_ai_job gui_ai_job;

/* Starts choosing a move for the player to decide in `g` (copied). NULL on failure. */
gui_ai_job *gui_ai_start(const cit_game *g, int level);
/* 1 and *out filled once the move is ready, 0 while thinking, -1 if it failed. */
int gui_ai_poll(gui_ai_job *j, cit_move *out);
/* Waits for the thread and frees the job (NULL is a no-op). */
void gui_ai_free(gui_ai_job *j);
/* True when a real computer player is linked in (seats are offered only then). */
int gui_ai_available(void);

#endif
