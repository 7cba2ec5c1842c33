/* Wakes the window's loop from a worker thread: a search or a review that ends says so at once. */
#ifndef GUI_WAKE_H
#define GUI_WAKE_H

#include <SDL.h>

/* Registers the wake event (main thread, after SDL_Init; again is a no-op). */
void gui_wake_init(void);
/* From any thread: the loop asleep in SDL_WaitEvent* runs a frame now. No-op before gui_wake_init. */
void gui_wake(void);
/* 1 if e is that wake-up (it carries no input and is dropped by the frame). */
int gui_wake_is(const SDL_Event *e);
/* How many wake-ups were sent since the start (any thread): tests count them instead of
   timing the loop. */
int gui_wake_count(void);

#endif
