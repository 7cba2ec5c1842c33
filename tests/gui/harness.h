/* What the headless GUI tests share: check counting, a scratch home, injected input. */
#ifndef CIT_GUI_HARNESS_H
#define CIT_GUI_HARNESS_H

#include <SDL.h>
#include <stdio.h>

#include "app/app.h"
#include "app/i18n.h"
#include "scenes/scene_state.h"
#include "test_lang.h"

struct gui_module;

extern int passed, failed;
extern char tmpdir[256]; /* the scratch XDG home of this run */
extern int drawing;      /* 0: frames run the logic without rendering (monkey runs) */

#define CHECK(cond)                                                                   \
    do {                                                                              \
        if (cond) {                                                                   \
            passed++;                                                                 \
        } else {                                                                      \
            failed++;                                                                 \
            fprintf(stderr, "FAIL %s:%d: %s\n", __FILE__, __LINE__, #cond);           \
        }                                                                             \
    } while (0)

/* Makes the scratch home (tmpfs when there is one: saves are fsync'ed), points the XDG
   variables and SDL's dummy drivers at it and starts SDL's video and PNG loading; 0 on
   success, else -1 after printing the suite's "0 passed, 1 failed" line. */
int harness_start(const char *name, const char *suite);
void harness_finish(void); /* removes the scratch home */
/* A hidden window of w x h in `lang` that reads no settings, the seed field at 7. */
gui_app *harness_app(int w, int h, int lang);
/* The same at `dense` pixels a point, as a phone's screen: w x h points, w*dense x h*dense
   pixels; the pushed mouse events' pixels become points. */
gui_app *harness_app_dense(int w, int h, int lang, int dense);
/* Windows made after this send beacons to dest and listen on port (tests: loopback). */
void harness_lan(const char *dest, int port);

void frame(gui_app *a);
void frames(gui_app *a, int n);
/* A wait for what must happen (a computer's move, a game played to its end) ends on the event;
   this is its deadline: 1 while less than `ms` of wall time has passed since t0 (SDL_GetTicks),
   then "timed out waiting for WHAT" and a failed check. Set deadlines for a machine ten times
   slower than a quiet one (docs/testing.md, "A busy machine"): they cost nothing when all is
   well, and a missed one says the game is stuck, never that the machine is slow. */
int harness_waiting(Uint32 t0, Uint32 ms, const char *what);
void push_motion(int x, int y);
void push_button(int x, int y, int button, int down);
void push_key(SDL_Keycode k, Uint16 mod);
void push_text(const char *t);
void key(gui_app *a, SDL_Keycode k, Uint16 mod);
void click(gui_app *a, int x, int y);
void drag(gui_app *a, int x0, int y0, int x1, int y1);
/* Clicks the middle of the button drawn last frame with this label; 0 (and a message)
   if there is none. */
int click_label(gui_app *a, const char *label);
/* Pixels of exactly colour rgb (0xRRGGBB) inside rc of a screenshot of the app; -1 if
   the screenshot fails. */
/* Clicks the middle of the button drawn with this message's label (after a frame). */
int click_button(gui_app *a, gui_msg label);
/* The n-th (0-based) button labelled `label` in the last frame; 0 if there are fewer. */
int nth_button(gui_app *a, const char *label, int n, SDL_Rect *rc);
/* Centre of a board cell on screen, after centring the camera on it. */
void cell_centre(gui_app *a, int x, int y, int *sx, int *sy);
/* Moves in the game's record (-1: no game). */
int session_len(gui_app *a);
/* Plays the first lit cell with the tile as it is turned and ends the turn; 1 if a move was made. */
int play_one(gui_app *a);
/* A window in `lang` with `text` loaded as the save NAME.sav, the camera settled; NULL (after a
   failed check) if it does not load. */
gui_app *harness_open_save(int lang, const char *name, const char *text);
/* A classic two-player game (Anna, Bedřich, seed 1) of these option lines, tiles line and move
   lines, loaded as the save NAME.sav in `lang`; NULL (after a failed check) if the text outgrows
   the buffer or does not load. */
gui_app *harness_open_game(int lang, const char *name, const char *options, const char *tiles,
                           const char *moves);
/* The supply box's special piece of module `mod`, kind `kind`, as drawn last frame: 1 and its
   middle in *x, *y, or 0 if none is drawn. */
int harness_special_at(gui_app *a, int mod, int kind, int *x, int *y);
/* Where spot `spot` of the tentative tile is on screen. */
void harness_spot_px(gui_app *a, int spot, int *x, int *y);
/* A module's one special piece (kind 0: the shepherd, the ringmaster) dragged from the supply
   box onto spot `spot` of the tile put this turn, the module's hint first checked to name
   `hint`, then the turn ended with Return: two moves are played, the placement without a
   follower and the module's answer, which is returned (NULL after a failed check). */
const cit_move *harness_drag_special(gui_app *a, int mod, int spot, const char *hint);
/* A network host on a free loopback port for a test's table (allow_create: clients may open
   tables, as on a server); NULL after a failed check. */
struct net_hub *harness_hub(int allow_create);
/* The "My games" screen shown with cards of every kind (your turn, another's, a lobby, a
   finished game, six long names and many expansions) as a server would list them, for the
   layout tests. */
void harness_mygames_cards(gui_app *a);
/* A hint shown as if the search had found it: move m, with `then` after it (NULL: none). */
void harness_show_hint(gui_app *a, const cit_move *m, const cit_move *then);
/* Frames until the hint's search (both its steps) is over; 1 if a hint is shown then. */
int harness_wait_hint(gui_app *a);
/* Removes the scratch home's settings.ini (the next app starts from the defaults). */
void remove_settings(void);
/* --shots DIR of the tests that take it: harness_shot() writes DIR/NAME.png after a frame (nothing
   when it is NULL). */
extern const char *harness_shots;
/* Reads the test's own arguments: --shots DIR sets harness_shots; --sweep harness_sweep. */
void harness_read_args(int argc, char **argv);
/* --sweep: a test of every language at every size runs each language at one size and each
   size in one language instead (the sanitizer pass, which looks for memory faults: the plain
   pass checks every pair's layout). Whether language `lang` of `nlangs` runs at size `size`
   of `nsizes`: always without --sweep. */
extern int harness_sweep;
int harness_swept(int lang, int nlangs, int size, int nsizes);
void harness_shot(gui_app *a, const char *name);
/* A 2-player setup of the default rules, Anna and Bedřich in red and blue. */
cit_setup two_players(uint64_t seed);
/* Starts su in a 1280x800 window with every seat an easy computer and instant animations, and
   runs frames until the game is over or leaves the game screen (at most max_frames and max_ms);
   counts[k] is the number of history lines that contain words[k]. Returns the window (NULL, a
   check failed, when it did not open or start). */
gui_app *harness_computers_play(cit_setup su, const char *const *words, int nwords, int *counts, int max_frames,
                                Uint32 max_ms);
int pixels_of(gui_app *a, SDL_Rect rc, unsigned rgb);
/* One of the last `back` history lines contains `what`. */
int harness_logged(gui_app *a, const char *what, int back);
/* One wheel notch (dy: +1 up, -1 down) with the pointer at x, y, then a frame. */
void harness_wheel(gui_app *a, int x, int y, int dy);
/* The new-game screen offers option `opt` at 1024x600 (English, label `en`) and 1280x800 (Czech,
   `cs`) with six seats, and a click on its label ticks it (checks; shots SHOT-WxH). */
void harness_option_offered(int opt, const char *en, const char *cs, const char *shot);
/* The rules screen (F1) at 1280x800 in `lang`, with module m's page (`title`) clicked open:
   checks that m has rules and a picture of three rows at least, and that the page was found.
   NULL when the window or the module's picture is missing. */
gui_app *harness_rules_page(const struct gui_module *m, int lang, const char *title);
/* The session grew by one move since it had `len`, of type `type` with arg0 `arg0`. */
int harness_made(gui_app *a, int len, int type, int arg0);
/* Random legal play from setup s (move seeds 1, 2, ..., the deal kept) until pred holds: the
   moves that got there go to ms[0..cap) and their count is returned; -1 if none of 400 games
   got there within cap moves. */
int harness_find_moves(const cit_setup *s, int (*pred)(const cit_game *), cit_move *ms, int cap);

#endif
