/* The application: window, renderer, scenes, dialogs and the frame step the tests drive. */
#ifndef GUI_APP_H
#define GUI_APP_H

#include <SDL.h>
#include <stdint.h>

#include "draw/art.h"
#include "draw/atlas.h"
#include "draw/camera.h"
#include "scenes/game/decide.h"
#include "engine.h"
#include "scenes/game/game_state.h"
#include "scenes/game/game_ui.h" /* the game screen's state: gui_view, gui_drawn */
#include "scenes/scene_state.h" /* gui_newgame_kept */
#include "app/join_link.h" /* gui_join_form */
#include "app/saves.h"
#include "app/settings.h"
#include "draw/widgets.h"

typedef enum {
    GUI_SCENE_MENU, GUI_SCENE_NEWGAME, GUI_SCENE_GAME, GUI_SCENE_RESULTS, GUI_SCENE_SETTINGS,
    GUI_SCENE_RULES, GUI_SCENE_REPLAY,
    GUI_SCENE_JOIN, GUI_SCENE_LOBBY, /* network play (app/net_seam.h) */
    GUI_SCENE_MYGAMES                /* every game of this player at the servers (app/my_games.h) */
} gui_scene;

/* GUI_DLG_GAME_MENU: a narrow banner's Menu / Save / History as a list under its one button. */
typedef enum {
    GUI_DLG_NONE,
    GUI_DLG_MESSAGE,
    GUI_DLG_LEAVE,
    GUI_DLG_SAVE_AS,
    GUI_DLG_LOAD,
    GUI_DLG_QUIT,
    GUI_DLG_GAME_MENU
} gui_dialog_kind;

#define GUI_TOAST_QUEUE 4
#define GUI_TOAST_MS 4000

typedef struct {
    int w, h;            /* initial window size in points; 0 = default */
    char lang[16];       /* a language code; "" = from settings / the system */
    int scale_pct;       /* 0 = from settings */
    int fullscreen;      /* -1 = from settings */
    int hidden;          /* tests: no visible window */
    int no_settings;     /* tests: do not read or write the settings file */
    const char *datadir; /* NULL = CITADELA_DATA, compiled-in dir, next to the binary */
    const char *load;    /* a save file to open at start */
    const char *replay;  /* a save file to watch again at start */
    uint64_t seed;       /* 0 = from the clock */
    int net_port;        /* the port "Host a table" listens on; 0 = GUI_NET_PORT */
    const char *join;    /* a join link to open the join screen with (app/join_link.h); NULL none */
    const char *lan_dest; /* tests: where beacons go and the join screen listens; NULL the LAN */
    int lan_port;         /* tests: their port; 0 = the discovery port */
    int dense;            /* tests: pixels a point, as a phone's screen has (the dummy video
                             driver has no dense screen): w, h are points; 0 = the screen's own */
} gui_app_options;

typedef struct {
    gui_dialog_kind kind;
    char text[320];
    char input[GUI_SAVE_NAME];
    char names[GUI_MAX_SAVES][GUI_SAVE_NAME];
    char info[GUI_MAX_SAVES][480];  /* players, mode and expansions, date, move number (load list) */
    int info_cut;                   /* load list rows drawn last frame whose info did not fit (tests) */
    int nnames, scroll;
    int scroll_px;                  /* load list: a finger's swipe past the first row shown, in pixels */
    int confirm_delete;             /* load list row asking "Delete?", -1 = none */
    /* A damaged save whose first moves load (a message offers to play on from them). */
    char recover[1200];             /* its path (the autosave's copy moved aside) */
    int recover_line, recover_moves; /* the bad line; the moves before it (0: no offer) */
} gui_dialog;

/* The first two fingers down (app.c): a pinch or a two-finger pan. */
typedef struct {
    struct {
        SDL_FingerID id;
        float x, y; /* in renderer pixels */
    } finger[2];
    int n;
} gui_touch;

/* Events held back so each frame sees at most one mouse-button change (app.c). */
typedef struct {
    SDL_Event ev[256];
    int n;
} gui_held_events;

/* The notices over the scene (gui_app_toast): the one shown now until `until`, those waiting
   their turn so a second one never wipes out the first unread, and where the one shown was
   drawn last (tests check it). */
typedef struct {
    char text[320];
    uint32_t until;
    char queue[GUI_TOAST_QUEUE][320];
    int nqueue;
    SDL_Rect rc;
} gui_toasts;

/* A hint for the person deciding (app/hint.c), searched on a worker like a computer's move
   (app/ai_seam.h): the game's, not a screen's, so leaving a game stops it (gui_play.hint). */
typedef struct {
    /* The search running for it, the decision it is for (session length + 1; 0 none) and, once
       found, the move suggested. */
    struct gui_ai_job *job;
    int key;
    int ready;
    cit_move move;
    /* A placement's hint goes on to the question the placement asks the same person when the
       window answers it with the placement (a module's special piece: the builder): the search
       for it (job again, then_due 1 meanwhile) and, once found, its answer. */
    int then_due, then_ok;
    cit_move then;
} gui_hint_search;

/* The window's own dress around the scene, changed only when it differs (gui_app_cursor,
   gui_app_title): the system cursors made so far, the one shown, the title shown. */
typedef struct {
    SDL_Cursor *cursors[SDL_NUM_SYSTEM_CURSORS];
    int cursor;
    char title[160];
} gui_chrome;

/* What goes with the game in play (gui_app.game) and ends with it: the replay and review that
   watch it, the workers searching its moves, its save's name. */
typedef struct {
    struct gui_replay *replay; /* the game watched again (scenes/replay/replay.h); NULL when none */
    struct gui_review *review; /* the review of the game on the results or replay screen (scenes/replay/game_review.h) */
    struct gui_ai_job *ai;     /* the computer's move being searched (app/ai_seam.h); NULL when none */
    uint32_t ai_started;       /* app time the search began (its move waits its turn to be shown) */
    gui_hint_search hint;
    int awake;                 /* the screen is asked to stay on (a game under way: platform/display.h) */
    char game_name[GUI_SAVE_NAME]; /* the save the game in play came from or was saved as ("": none);
                                      a replay of it from the results carries it */
    int left_to_menu;          /* the game in the autosave was left by Menu: the next one replaces it unkept */
    int review_searches;       /* reviews that searched, the cache not serving (tests) */
} gui_play;

/* "Your turn, wherever you are" (docs/gui.md "Games waiting"): the games waiting for this
   player (app/turns.c) and the page's question about notifications (app/push_ask.c). */
typedef struct {
    struct gui_turns *turns;
    struct gui_push_ask *ask;
} gui_your_turn;

/* The frame loop's own bookkeeping (app/app.c), which no screen reads: the first two fingers
   down, the events held back, whether the environment fixed the pointer, the ratio a test's
   window stands for, when the last input came, whether the tile art's arrival was told. */
typedef struct {
    gui_touch touch;
    gui_held_events held;
    int pointer_fixed;   /* CITADELA_POINTER named the pointer: a touch does not change it */
    int dense;           /* gui_app_options.dense: the ratio a test's window stands for */
    uint32_t last_input; /* app time of the last event: ambient motion stops a while after it */
    int atlas_told;      /* the tile art is in and its problem (if any) was said */
} gui_loop;

typedef struct gui_app {
    SDL_Window *win;
    SDL_Renderer *r;
    int w, h;                 /* renderer output in pixels */
    float ratio;              /* pixels per window point */
    int coarse;               /* a finger points: the page says so, or a finger touched (draw/theme.h) */
    gui_loop loop;
    gui_input in;
    gui_ui ui;
    gui_settings settings;
    int no_settings;
    char datadir[1024];
    const cit_tileset *tiles; /* the built-in catalogue (static) */
    gui_atlas *atlas;
    cit_game *backdrop;       /* a finished random game drawn behind the menus */
    gui_scene scene;
    int quit;
    uint32_t clock;           /* ms of app time, advanced by gui_app_frame */
    uint32_t dt;              /* ms since the previous frame */
    uint64_t rng;             /* cosmetic randomness only */
    /* The scene's own state (scenes/scene_state.h): the one shown, and the one left during this
       frame (freed at the next); the rules' over the game (F1: the game waits under them), NULL
       when they are closed. */
    struct gui_scene_state *scene_state;
    struct gui_scene_state *scene_left;
    struct gui_rules_state *rules_over;
    /* The game the new-game screen sets up (the rules screen shows its options). */
    cit_setup setup;
    gui_newgame_kept newgame_kept; /* what the form keeps between visits (scenes/scene_state.h) */
    /* Network play: the table hosted or joined (app/net_seam.c: the chat line typed at it too),
       NULL when none; the port "Host a table" listens on; the join screen's fields. */
    struct gui_net *net;
    int net_port;
    gui_join_form join;
    struct gui_lan *lan;      /* tables heard on the local network, where beacons go (app/net_lan.c) */
    /* The game in play (and the replay, which shows the position it watches in `game`) and its
       seams; the game screen's own state is scenes/game/game_ui.h's. */
    gui_game *game;
    gui_play play;
    struct gui_ai_seam *ai_seam; /* the computer players' settings and ponder (app/ai_seam.h) */
    gui_your_turn your_turn;
    gui_chrome chrome;
    /* Overlays. */
    gui_dialog dlg;
    gui_toasts toast;
    int redraw;               /* frames still owed after a change no event announced (a new scene) */
} gui_app;

/* Creates the window and everything else. NULL with a message in err on a fatal failure. */
gui_app *gui_app_new(const gui_app_options *o, char *err, size_t cap);
void gui_app_free(gui_app *a);
/*
 * One frame: takes queued SDL events, advances app time by dt_ms, updates the scene and
 * (if draw) renders and presents. Returns 0 once the app wants to quit.
 */
int gui_app_frame(gui_app *a, uint32_t dt_ms, int draw);
/*
 * How long the loop may sleep before the next frame: 0 not at all (something moves: an
 * animation, a toast, a drag, a glide, the few seconds of ambient motion after the last
 * input, a computer's move waiting its turn to be shown), GUI_JOB_TICK_MS while a search or
 * a review runs on a worker (its progress bar; its end wakes the loop at once, gui_wake),
 * -1 until the next event (a still picture is not redrawn).
 */
enum { GUI_JOB_TICK_MS = 50 };
int gui_app_wait_ms(const gui_app *a);
/* gui_app_wait_ms(a) == 0: something on screen moves every frame. */
int gui_app_busy(const gui_app *a);
/*
 * One turn of the window's loop (main.c): sleeps as gui_app_wait_ms allows, waking on any
 * event (a worker's gui_wake too), then runs and shows a frame paced to about 60 per second.
 * *last: the SDL_GetTicks of the previous frame. Returns 0 once the app wants to quit,
 * 1 after a sleep that ended with nothing to do, 2 after a frame.
 */
int gui_app_loop_once(gui_app *a, uint32_t *last);
/* The same turn for a loop paced from outside (the browser's animation frames,
 * platform/loop.h): it never waits or sleeps; with nothing to draw it only looks at the event
 * queue (and the sockets at a network table). Returns 0 when the window should close. */
int gui_app_tick(gui_app *a, uint32_t *last);
/* Shows system cursor `id` (SDL_SYSTEM_CURSOR_*): a hand over things to drag, etc. */
void gui_app_cursor(gui_app *a, int id);
/* Sets the window title (only when it changes). */
void gui_app_title(gui_app *a, const char *title);
/* Shows a short message over the scene for a few seconds; while one shows, others wait
   their turn (up to GUI_TOAST_QUEUE; a repeat of a waiting or showing one is dropped). */
void gui_app_toast(gui_app *a, const char *msg);
/* Takes back a notice that is no longer true (a player who dropped out is back): it leaves
   the screen if it shows, or the queue if it waits. */
void gui_app_toast_withdraw(gui_app *a, const char *msg);
void gui_app_message(gui_app *a, const char *msg);
void gui_app_set_scene(gui_app *a, gui_scene s);
/* Starts a game from a.setup; 0 on success. */
int gui_app_start_game(gui_app *a, const cit_setup *setup);
/* Shows game g (now the app's) in the game scene, as a new or loaded game does. */
void gui_app_enter_game(gui_app *a, gui_game *g);
/* Whether seat p's decisions are taken at this screen by a person (not a computer, not a
   player at another screen of a network game). */
int gui_app_seat_here(const gui_app *a, int p);
/* Whether seat p is a person at this screen at all (whoever decides now): whose hidden hand
   this screen may show. */
int gui_app_seat_person(const gui_app *a, int p);
/* The seat of the only person playing at this screen (one human against computers, or this
   screen's one seat at a network table), or -1 (nobody, or several taking turns at it): the one
   place that decides whom the game's words speak to ("Your turn", gui_game.you). */
int gui_app_you(const gui_app *a);
/* Whether seat p is a computer this window runs (not one the host of a network game runs). */
int gui_app_seat_computer(const gui_app *a, int p);
/* Whether a computer decides for seat p now, here or at the host of a network game (a
   friend's seat played by the host's computer while the friend is away, too): its row
   carries the computer mark. */
int gui_app_seat_by_computer(const gui_app *a, int p);
/* Loads a save file into a new game scene; 0 on success, else shows the error. */
int gui_app_load_game(gui_app *a, const char *path);
/* Opens the replay of a save (any, finished or not) or of the game just played (path NULL: a->game);
   the file is only read. 0 on success, else a message says why. */
int gui_app_replay(gui_app *a, const char *path);
/* Starts a new game from the replay's position under a new save name (the watched save is
   never changed; the autosave's unfinished game is kept as usual). 0 on success. */
int gui_app_play_on(gui_app *a);
/* Shows `rp` in the replay scene with `shown` on the board (both now the app's). Stops the
   computer and hint workers, then frees a->game: a caller that keeps the game (the review
   keeps the results for Back) sets a->game to NULL first. */
void gui_app_show_replay(gui_app *a, gui_game *shown, struct gui_replay *rp);
/* Plays on from the good moves of the damaged save the message offers (dlg.recover); the
   damaged file is left untouched. 0 on success. */
int gui_app_recover_game(gui_app *a);
/* Writes the autosave (called after every move). */
void gui_app_autosave(gui_app *a);
void gui_app_leave_game(gui_app *a);
/* What a screen's parts may use (scenes/scene_ctx.h), filled from the application for one call:
   `gui_board_draw(GUI_SCENE_CTX(a))`. */
struct gui_scene_ctx *gui_scene_ctx_of(struct gui_scene_ctx *s, const gui_app *a);
#define GUI_SCENE_CTX(a) gui_scene_ctx_of(&(struct gui_scene_ctx){0}, (a))
/* What tiles and figures are drawn with, from the window (draw/art.h). */
gui_art gui_app_art(gui_app *a);
/* The menus' slowly drifting board over the whole window, played at its first call (the
   window keeps it: scenes/backdrop.h). */
void gui_app_backdrop(gui_app *a);
/* The screen as the scale rule sees it (draw/theme.h) and its layout unit (pixels per unit). */
gui_screen gui_app_screen(const gui_app *a);
float gui_app_unit(const gui_app *a);
void gui_app_apply_settings(gui_app *a);
/* True when the window is too small for the chosen interface size (it is shown smaller). */
int gui_app_scale_limited(const gui_app *a);
/* Renders into a surface-less PNG: draws one frame and writes it (tests, docs). 0 on success. */
int gui_app_screenshot(gui_app *a, const char *path);

/* Opens a modal dialog of this kind over the scene (it takes the input until closed);
   app/dialog.c draws it (gui_dialog_open prepares its fields first). */
void gui_app_open_dialog(gui_app *a, gui_dialog_kind kind);
/* Dialogs over any scene (app/dialog.c): open one (its fields prepared), and draw the open one. */
void gui_dialog_open(gui_app *a, gui_dialog_kind kind);
void gui_dialog_frame(gui_app *a);
/* Shows the next waiting notice once the shown one has had its time (each frame). */
void gui_app_toast_advance(gui_app *a);
/* Where the notice shown now will be drawn this frame (over the buttons seen so far): 1 and *rc,
   or 0 when none is shown. Tooltips keep out of it. */
int gui_app_toast_rect(gui_app *a, SDL_Rect *rc);

#endif
