/* Each scene's own state: made when the window enters the scene, freed when it leaves it. */
#ifndef GUI_SCENE_STATE_H
#define GUI_SCENE_STATE_H

#include <SDL.h>

#include "engine.h" /* CIT_MAX_PLAYERS */
#include "scenes/game_ui.h"
#include "scenes/results_table.h"
#include "scenes/scene_keys.h"

/*
 * The plan (issue 96, item 1). struct gui_app keeps what is the application's: the window,
 * the renderer, the input, settings and language, which scene shows, the game session and its
 * seams to the computer players and the network. What only one screen reads lives here, in
 * that screen's struct, so a screen starts fresh each time it is entered and no screen reads
 * another's state. Moved one screen at a time:
 *   results (table scroll, rectangles tests read) - settings (scroll) - rules (page, scroll;
 *   the rules over a game own a state of their own, gui_app.rules_over) - new game (the host
 *   form's seats, scroll, notes, the expansion lesson open on it) - the game and its replay
 *   (scenes/game_ui.h: the UI state, camera, drag, hover, panels, dialogs, the lesson's card,
 *   apart from the draw state, the rectangles of the last frame).
 * What outlives one screen's visit stays with the shell, each as one struct of its owner's:
 * what the new-game form keeps between visits (gui_newgame_kept, below), the join screen's
 * fields that a join link fills and the server forms read (app/join_link.h), what goes with
 * the game in play (its replay, review, searches, save name: gui_play, app/app.h), the chat
 * line being typed (the lobby and the game's side panel both show it: the table's,
 * app/net_seam.c), the finger that drags a page (every list that scrolls: the widgets'
 * gui_ui.drag_grip).
 */

/* The results screen: how far the score table's rows are scrolled, and (tests) where the
   table, its Total row, the chart and the "Hints used" line were drawn last frame; the table
   built each frame (10 KB: more than a browser's stack should carry). */
typedef struct {
    gui_result_table table;
    SDL_Rect table_rc, total_rc, chart_rc, hints_rc;
    int scroll, scroll_most; /* pixels scrolled; how far they can be (0: all rows show) */
} gui_results_state;

/* The rules, as a screen or over a game: the page its contents list shows and how far it is
   scrolled down (pixels). */
typedef struct gui_rules_state {
    int page, scroll;
} gui_rules_state;

/* The settings screen on a phone: pixels scrolled down. */
typedef struct {
    int scroll;
} gui_settings_state;

/* The new-game screen (also "Host a table" and a new table on a server: the same form). */
typedef struct {
    /* 0 the plain form, 1 "Host a table" (each seat a friend elsewhere or played here), 2 a new
       table on a server (every seat a player over the network): set as the form opens
       (gui_host_open). */
    int host_form;
    uint8_t seat_friend[CIT_MAX_PLAYERS];
    /* The host form's "List this table on the local network": off for every new form, so a
       laptop carried from home to a café never announces a table by an old choice. */
    int host_listed;
    /* The options list when it scrolls: pixels scrolled, where on the bar's thumb a drag holds
       it plus 1 (0: no drag), the list's window and its bar as drawn last frame (w 0: the list
       fits). A phone's two pages, each scrolled by a finger (pixels). */
    int scroll, grab;
    SDL_Rect view, bar;
    int page_scroll[2];
    int helps; /* option explanations shown under their boxes last frame */
    int note;  /* the side note showed last frame (the free room explains the option pointed at) */
    /* An expansion's "?" lesson open over the form: its module id + 1 (0: none), its screen. */
    int xlesson_module, xlesson_screen;
    char tip_why[320]; /* the pointed option's tip with why it is off: shown after the rows are drawn */
} gui_newgame_state;

/* "My games": the servers' sign-ins and the list (app/my_games.h), made at the scene's first
   frame and closed when it is left; how far the cards are scrolled (pixels). */
struct gui_mygames;
typedef struct {
    struct gui_mygames *list;
    int made, scroll;
    int away_at, away_days; /* the absence dialog: its server + 1 (0: closed), the days chosen */
    struct gui_notify_dialog *notify; /* the notification settings, open (scenes/notify_settings.h) */
} gui_mygames_state;

/* The join screen: how far a phone's help and tables found are scrolled (pixels), the
   fields as the log read them last (logged once per change: the two-window test waits on it),
   and the player key panel shown in its place. */
typedef struct {
    int help_scroll;
    char logged[512];
    gui_keys_panel_state keys;
} gui_join_state;

/* What the new-game form keeps between visits, where its state above starts fresh: the shell
   holds it (gui_app.newgame_kept), only the form reads it. */
typedef struct {
    int seat_think[CIT_MAX_PLAYERS]; /* each computer seat's thinking time, tenths of a second (0: Settings') */
    char seed_text[24];              /* the seed as typed */
    /* The server form's choice: 0 a live table, else a correspondence table of that many days
       a move (one of NET_PACE_DAYS). */
    int net_pace;
    /* On a phone the form is two pages (1 the players, 2 the game's mode and options; 0 on a
       wider screen): it reopens on the page last shown. */
    int page;
} gui_newgame_kept;

/* One scene's state; `kind` is its gui_scene. */
typedef struct gui_scene_state {
    int kind;
    union {
        gui_results_state results;
        gui_rules_state rules;
        gui_settings_state settings;
        gui_newgame_state newgame;
        gui_mygames_state mygames;
        gui_join_state join;
        gui_game_scene_state game; /* the game and the replay (scenes/game_ui.h) */
    } u;
} gui_scene_state;

struct gui_app;

/* A fresh state for scene `kind`, or NULL when out of memory or for a scene that
   has none (the menu). */
gui_scene_state *gui_scene_state_new(int kind);
void gui_scene_state_free(gui_scene_state *s);
/* The shell's side (app/shell.c gui_app_set_scene): scene `kind` is entered. Its state is made
   fresh, and the one of the scene left stays readable until the next frame (the rest of the
   frame that left it may still draw it). Entering the scene already shown keeps its state.
   -1 when out of memory (the scene shown stays). */
int gui_scene_state_enter(struct gui_app *a, int kind);
/* Frees the state of a scene left during the previous frame (each frame, before the scene). */
void gui_scene_state_sweep(struct gui_app *a);
/* Frees every scene's state (gui_app_free). */
void gui_scene_state_drop(struct gui_app *a);

/* The state of the scene shown now (or left during this frame), NULL when that scene is not on
   screen. The rules' is the overlay's while the rules are open over a game. */
gui_results_state *gui_results_state_of(struct gui_app *a);
gui_rules_state *gui_rules_state_of(struct gui_app *a);
gui_settings_state *gui_settings_state_of(struct gui_app *a);
gui_newgame_state *gui_newgame_state_of(struct gui_app *a);
gui_mygames_state *gui_mygames_state_of(struct gui_app *a);
gui_join_state *gui_join_state_of(struct gui_app *a);

#endif
