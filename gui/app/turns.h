/* "Your turn, wherever you are" (docs/gui.md "Games waiting"): how many games wait for this
   player, counted in one place for the window's title ("(2) Citadela"), the menu's My games
   button and the taskbar: the table in play as it is now, and every other game of theirs as
   the last My games listing saw it (fetched again every GUI_TURNS_REFRESH_MS while the device
   keeps a player key). When the count grows while the window is not in front, the window
   asks the taskbar to flash until it is. The state is the window's (gui_app.your_turn.turns). */
#ifndef GUI_TURNS_H
#define GUI_TURNS_H

#include <SDL.h>
#include <stddef.h>
#include <stdint.h>

struct gui_app;
typedef struct gui_turns gui_turns;

/* Correspondence clocks run in days (1 to 14 a move): five minutes late is under 0.4 % of
   the shortest, and a refresh costs each server one sign-in and one listing read. */
#define GUI_TURNS_REFRESH_MS (5u * 60u * 1000u)

/* Made with the window; freed with it (a refresh under way is dropped, the count forgotten). */
gui_turns *gui_turns_new(void);
void gui_turns_free(gui_turns *t);
/* Once a frame: the listing moved on, the count taken anew, the flash asked for. */
void gui_turns_step(struct gui_app *a);
/* The games waiting for this player now. */
int gui_turns_waiting(const gui_turns *t);
/* `base` with the count before it when there is one: "(2) Citadela". */
void gui_turns_title(const gui_turns *t, const char *base, char *buf, size_t cap);
/* How long the window's loop may sleep for the next refresh: GUI_JOB_TICK_MS-like while one
   is answered (`tick`), the ms until the next otherwise, -1 with none due (no player key). */
int gui_turns_wait_ms(const gui_turns *t, int tick);

/* Tests: the refresh's interval, what asks the taskbar to flash (SDL_FlashWindow), and how
   many refreshes were taken. */
void gui_turns_set_interval_ms(gui_turns *t, uint32_t ms);
void gui_turns_set_flasher(gui_turns *t, int (*flash)(SDL_Window *w, SDL_FlashOperation op));
int gui_turns_listings(const gui_turns *t);

#endif
