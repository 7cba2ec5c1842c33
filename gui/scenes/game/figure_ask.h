/* The figure question in the window: "put figure k on a free part of the new piece" (the engine's
   engine/figure_ask.h), asked the same way by every module that brings a figure (figure_ask.c). */
#ifndef GUI_FIGURE_ASK_H
#define GUI_FIGURE_ASK_H

#include "app/module_ctx.h"
#include "scenes/game/game_state.h"

/* One module's figure question: its decision and its answers' move type. Its answers are the
   question's "none" (arg0 0) and the figure on a part of the tile just laid (arg0 the figure's
   number among the question's, from 1; spot the part). */
typedef struct {
    int decision, move;
} gui_figure_ask;

/* The spots figure `figure` (its answers' arg0, from 1) may take on the tile the person has set
   up with no follower, as the engine will ask once it lies there (after the figure questions
   before this one were answered "none": gui_game_figure_answers). Returns how many (at most cap). */
int gui_figure_ask_spots(gui_game *g, gui_figure_ask q, int figure, int8_t *spots, int cap);
/* The answer to q, pending now, that the person set up before End turn: figure `figure` on
   `spot`, or figure 0 for "none" (the person dragged no piece of q's, or another's). 1 and *out,
   or 0 when q is not pending or has no such answer (its dialog asks then). */
int gui_figure_ask_answer(const gui_game *g, gui_figure_ask q, int figure, int spot, cit_move *out);
/* While q is asked of the person here with no drag to answer it (a save loaded at the question),
   the spots it offers on the tile just laid, each numbered as its answers are listed ("on spot
   2"), so the list's words point at the board. Nothing when q is not pending. */
void gui_figure_ask_number_spots(const gui_module_ctx *c, gui_figure_ask q);

#endif
