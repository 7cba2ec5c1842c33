/* A game watched again: every move of a save, the position after any of them shown read-only. */
#ifndef GUI_REPLAY_H
#define GUI_REPLAY_H

#include <SDL.h>
#include <stdint.h>

#include "app/saves.h"
#include "engine.h"
#include "scenes/game/game_state.h"

enum { GUI_REPLAY_SPEEDS = 3 }; /* play: slow, normal, fast */

/*
 * The replay: the moves of the game watched and how many of them are shown. The position is an
 * ordinary gui_game (a->game while the replay scene runs), so the board, panels, history and the
 * modules' hooks draw it as in play; the scene only never lets input reach it.
 *
 * A review (review_view.c) marks moves and ghosts a suggested move: `mark` has one entry per move
 * (0 = none; k > 0 is drawn as a coloured tick of kind k on the timeline: 1 a swing), `ghost` is
 * a move of the decision pending at the shown position, drawn over the board while `has_ghost`.
 */
typedef struct gui_replay {
    cit_move *moves;          /* every move of the game watched */
    int nmoves;
    int8_t *mover;            /* who made each move (the player the engine asked) */
    int x0, y0, x1, y1;       /* the board's cells at the end (the view opens on all of it) */
    int at;                   /* moves shown: 0 (the start) .. nmoves */
    int playing;              /* play: one move every gui_replay_step_ms(speed) */
    int speed;                /* 0 slow, 1 normal, 2 fast */
    uint32_t next_at;         /* app clock of the next move while playing */
    int dragging;             /* the timeline's knob is held */
    char name[GUI_SAVE_NAME]; /* the save watched ("" for the game just played) */
    char path[1200];          /* its file ("" for the game just played): a review is cached beside it */
    char *record;             /* the game's save text (a review's input) */
    size_t record_len;
    uint64_t record_hash;
    int over;                 /* the game watched is finished */     /* gui_review_hash of it: which review belongs to this replay */
    uint8_t *mark;            /* a review's mark per move (nmoves entries, zeroed) */
    int has_ghost;
    cit_move ghost;
    int focus;                /* the next frame brings the ghost into view (a review's point clicked) */
    SDL_Rect bar_rc, timeline_rc; /* where the bar and its timeline were drawn last (tests) */
} gui_replay;

/* A replay of the moves of session s (copied), showing its start; *shown is a new game at that
   position. NULL (and *shown NULL) on failure. */
gui_replay *gui_replay_new(const cit_session *s, gui_game **shown);
void gui_replay_free(gui_replay *r);
/* Shows the position after the first n moves (clamped to 0..nmoves) in g: one step forward is
   applied as in play (its score pop-ups, its sound), any other jump is rebuilt quietly. 0 on
   success. */
int gui_replay_seek(gui_replay *r, gui_game *g, int n);
/* Milliseconds between two moves while playing at `speed`. */
int gui_replay_step_ms(int speed);
/* 1 if move i is a placement by a player (a tick on the timeline), 0 for other decisions. */
int gui_replay_is_turn(const gui_replay *r, int i);

#endif
