/* "Learn to play": a short guided game of the base game against one computer on a prepared
   stack. The lesson is the game itself: a game is the lesson when its seed and tile order are
   the lesson's and its moves so far are the lesson's, so it is kept and resumed with the
   autosave (or any save) and needs no state of its own; the step is the number of moves made. */
#ifndef GUI_LESSON_H
#define GUI_LESSON_H

#include "scenes/scene_ctx.h"

/* The colour that lights the step's cell and spot (tests look for it). */
#define GUI_LESSON_GOLD GUI_COL_LESSON

/* The lesson's seats into *setup and its game as a save's text (its stack, no moves) into
   buf: the text's length, or -1 if cap is too small. Starting it is gui_lesson_start's
   (lesson_start.c, scenes/scenes.h). */
int gui_lesson_save(cit_setup *setup, char *buf, size_t cap);
/* The lesson's move count reached in the game on screen (0..gui_lesson_moves()), or -1 when the
   game is not the lesson. */
int gui_lesson_at(const gui_scene_ctx *ctx);
/* Moves in the whole lesson, people's and the computer's. */
int gui_lesson_moves(void);
/* The computer seat's prepared move now (1 and *m), or 0 (no lesson, or a person's turn). */
int gui_lesson_computer(const gui_scene_ctx *ctx, cit_move *m);
/* The person's move the lesson waits for now (1 and *m), or 0. */
int gui_lesson_wanted(const gui_scene_ctx *ctx, cit_move *m);
/* 1 while the step's tile lies turned otherwise than the step needs (the learner turns it). */
int gui_lesson_to_turn(const gui_scene_ctx *ctx);
/* 1 when End turn must wait (a notice says what the step still needs). */
int gui_lesson_refuses_end(const gui_scene_ctx *ctx);
/*
 * Every frame of the game scene (before the board's input): keeps the person's tile and
 * follower to the step's cell and spot, lights them (not with the purist switch) and draws the
 * step's card. "Show me" sets the step's tile and follower up on the board and leaves End turn
 * to the learner: the move is shown, not played past.
 */
void gui_lesson_frame(const gui_scene_ctx *ctx);
/* 1 when the game on screen is the lesson at its end: the last card explains the final count
   and stays, with the board, until the learner moves on to Results (its button or Enter). */
int gui_lesson_holds_results(const gui_scene_ctx *ctx);
/* The card's rectangle in the window while the lesson's card is up (1; 2 when a phone's small
   board has it docked to its short side), else 0: what the camera frames keeps clear of it
   (gui_board_free_rect). */
int gui_lesson_card_rect(const gui_scene_ctx *ctx, SDL_Rect *rc);
/* The cells the person's step on screen speaks of (1 and x0,y0..x1,y1), or 0 (no lesson, the
   computer's move, the end). Each step's camera frames them clear of the card. */
int gui_lesson_subject(const gui_scene_ctx *ctx, int *x0, int *y0, int *x1, int *y1);

#endif
