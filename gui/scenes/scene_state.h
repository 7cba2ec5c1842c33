/* Each scene's own state: made when the window enters the scene, freed when it leaves it.
   Each screen declares its state beside its code (scenes/<screen>/state.h; the game's and the
   replay's is scenes/game/game_ui.h); this file holds them as one and runs their lifetime. */
#ifndef GUI_SCENE_STATE_H
#define GUI_SCENE_STATE_H

#include "scenes/game/game_ui.h"
#include "scenes/mygames/state.h"
#include "scenes/net/state.h"
#include "scenes/newgame/state.h"
#include "scenes/results/state.h"
#include "scenes/rules/state.h"
#include "scenes/settings/state.h"

/*
 * struct gui_app keeps what is the application's: the window, the renderer, the input,
 * settings and language, which scene shows, the game session and its seams to the computer
 * players and the network. What only one screen reads lives in that screen's state, so a
 * screen starts fresh each time it is entered and no screen reads another's state. The rules
 * over a game own a state of their own (gui_app.rules_over).
 * What outlives one screen's visit stays with the shell, each as one struct of its owner's:
 * what the new-game form keeps between visits (gui_newgame_kept, scenes/newgame/state.h), the
 * join screen's fields that a join link fills and the server forms read (app/join_link.h),
 * what goes with the game in play (its replay, review, searches, save name: gui_play,
 * app/app.h), the chat line being typed (the lobby and the game's side panel both show it:
 * the table's, app/net_seam.c), the finger that drags a page (every list that scrolls: the
 * widgets' gui_ui.drag_grip).
 */

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
        gui_game_scene_state game; /* the game and the replay (scenes/game/game_ui.h) */
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

/* The state of the screen shown now (or left during this frame), NULL when that screen is not
   on screen; the rules' is the overlay's while the rules are open over a game. */
gui_results_state *gui_results_state_of(struct gui_app *a);
gui_rules_state *gui_rules_state_of(struct gui_app *a);
gui_settings_state *gui_settings_state_of(struct gui_app *a);
gui_newgame_state *gui_newgame_state_of(struct gui_app *a);
gui_mygames_state *gui_mygames_state_of(struct gui_app *a);
gui_join_state *gui_join_state_of(struct gui_app *a);
/* The board screen's UI and draw state while the game or the replay is on screen (or was left
   during this frame), else NULL: code that may run on another screen asks first. */
gui_game_ui *gui_view(const struct gui_app *a);
gui_game_drawn *gui_drawn(const struct gui_app *a);

#endif
