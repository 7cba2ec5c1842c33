/* Computer seats: ask the AI library for a move on a worker thread so the window never freezes. */
#ifndef GUI_AI_SEAM_H
#define GUI_AI_SEAM_H

#include <stdint.h>

#include "ai.h"
#include "engine.h"

typedef struct gui_ai_job gui_ai_job;
/* The seam's own state (the app's: gui_app.ai_seam): the settings below, the ponder, the
   searches run in slices. Made with the window, freed with it (a ponder running is stopped).
   Main thread only. */
typedef struct gui_ai_seam gui_ai_seam;
gui_ai_seam *gui_ai_seam_new(void);
void gui_ai_seam_free(gui_ai_seam *s);

/*
 * Starts choosing a move for the decision pending in `g` (copied) at the level of seat
 * kind `kind` (CIT_SEAT_AI_*), seeded with `seed`. NULL on failure.
 */
gui_ai_job *gui_ai_start(gui_ai_seam *s, const cit_game *g, int kind, uint64_t seed);
/* The same with the seat's own thinking time in tenths of a second (5..100; 0: the Settings'
   time, gui_ai_set_thinking), as the new-game screen sets it per computer seat. */
gui_ai_job *gui_ai_start_seat(gui_ai_seam *s, const cit_game *g, int kind, uint64_t seed, int tenths);
/*
 * A hint for the person deciding now: the medium level's search (4,000 iterations, one thread,
 * capped at 2 s) from the decider's own view (the search's observer is the player deciding, as
 * for a computer seat: the stack order and other hands are re-dealt, never read). Not held by
 * gui_ai_hold. Poll, progress and free as any job.
 */
gui_ai_job *gui_ai_start_hint(gui_ai_seam *s, const cit_game *g, uint64_t seed);
/* The configuration the last job started with (tests check a seat's time reaches the search). */
void gui_ai_last_config(const gui_ai_seam *s, cit_ai_config *out);
/*
 * The computer's thinking time per move, in tenths of a second (Settings: 5..100, i.e.
 * 0.5-10 s; the default 10). Hard searches for that long on every core the machine has,
 * on average over a game (cit_ai_config.time_spread: about twice that at the first move);
 * easy and medium keep their iteration budgets and stop at that time if the machine is
 * slow. Applies to the searches started after the call (main thread).
 */
void gui_ai_set_thinking(gui_ai_seam *s, int tenths);
/* The seconds a hard computer thinks per move now. */
double gui_ai_thinking(const gui_ai_seam *s);
/* Search threads of a hard computer (Settings, 1..CIT_AI_MAX_THREADS; 0, the default: one per
   core the machine has, at most CIT_AI_MAX_THREADS). gui_ai_cores: the number used now. */
void gui_ai_set_cores(gui_ai_seam *s, int threads);
int gui_ai_cores(const gui_ai_seam *s);
/* The machine's cores as the setting counts them (1..CIT_AI_MAX_THREADS): what "all" means. */
int gui_ai_machine_cores(void);
/* While held (a replay shows a computer's decision read-only), gui_ai_start starts nothing and
   returns NULL. */
void gui_ai_hold(gui_ai_seam *s, int on);
/*
 * Thinking during a person's turn (Settings "Think during your turn", off by
 * default). gui_ai_set_ponder turns it on or off (off stops a ponder running). While a
 * person decides, the game screen calls gui_ai_ponder each frame with the next computer seat
 * (gui_ai_ponder_seat) and a key of the position (a new key restarts it): that seat's search
 * (cit_ai_ponder, its own view only) runs on a worker thread at most once per position, up to
 * its move's budget. When that seat's turn comes, gui_ai_start_seat stops the ponder and the
 * seat's search goes on from the subtree under the moves played (ai/reuse.c). Anything else
 * stops it at once: a hint (gui_ai_start_hint), another seat's or a module's search
 * (gui_ai_start), gui_ai_hold, and gui_ai_ponder_stop (leaving or closing the game). When off,
 * nothing runs during a person's turn. All on the main thread.
 */
void gui_ai_set_ponder(gui_ai_seam *s, int on);
int gui_ai_ponder_enabled(const gui_ai_seam *s);
void gui_ai_ponder(gui_ai_seam *s, const cit_game *g, int seat, int kind, uint64_t seed, int tenths, uint64_t key);
/* The computer seat that moves next after the player deciding in g, or -1 (none, or game over). */
int gui_ai_ponder_seat(const cit_game *g);
/* Stops and frees the ponder (no-op if none). */
void gui_ai_ponder_stop(gui_ai_seam *s);
/* 1 while a ponder's thread is searching (tests). */
int gui_ai_ponder_busy(const gui_ai_seam *s);
/* 1 and *out filled once the move is ready, 0 while thinking, -1 if it failed. */
int gui_ai_poll(gui_ai_job *j, cit_move *out);
/* 1 while the search runs (its end wakes the window's loop: gui_wake). */
int gui_ai_running(const gui_ai_job *j);
/* How far the search is, 0..1 (for the "thinking" bar). */
float gui_ai_progress(const gui_ai_job *j);
/*
 * Without threads (the browser's page that is not cross-origin isolated: its program has
 * none), the searches run on the main thread in slices between frames (cit_ai_slice):
 * gui_ai_slices runs them for `seconds` at most, the moves and hints first, then a ponder;
 * a move or a hint, which a player waits for, may take twice `seconds` (fewer frames while
 * the computer thinks, its move sooner); a ponder, during the player's own turn, keeps to
 * `seconds`. The window's loop calls it every turn. gui_ai_sliced: 1 while such a search runs.
 */
void gui_ai_slices(gui_ai_seam *s, double seconds);
int gui_ai_sliced(const gui_ai_seam *s);
/* Stops the search if it still runs, waits for the thread, frees the job (NULL: no-op). */
void gui_ai_free(gui_ai_job *j);

#endif
