/* The scenes, one folder each (scenes/<screen>/, its state beside it), as the application's
   frame loop (app/app.c) calls them; the scenes themselves call only app/app.h's services
   (app/shell.c). */
#ifndef GUI_SCENES_H
#define GUI_SCENES_H

#include "app/app.h"

void gui_scene_menu(gui_app *a);
void gui_scene_newgame(gui_app *a);
void gui_scene_newgame_reset(gui_app *a);
/* Why Start refuses the name typed in a seat's field, as a MSG_NAME_* (-1: the name is fine). */
int gui_name_problem(const char *field);
/* Names nobody typed ("Player 2" in any language: the new-game seats, the join screen's name)
   say it in the current language again, keeping their number; a name the player typed, or a
   game's own (its save, the game being played), never changes. */
void gui_newgame_names_follow_language(gui_app *a);
/* Opens the new-game screen with a fresh seed; the seats of `players` if not NULL. */
void gui_newgame_open(gui_app *a, const cit_setup *players);
void gui_scene_game(gui_app *a);
/* The game screen's layout and camera, shared with the replay: the side panel's width is returned,
   gui_drawn(a)->board_rc is the board under the banner and above a bar of bar_h pixels (the camera fitted at
   first, after a resize if the view was the fit, gliding). */
int gui_game_view(gui_app *a, int bar_h);
/* Opens the game screen's history at the game's final scoring (the results' History). */
void gui_game_history_at_final(gui_app *a);
/* Fits the whole board into the view (gliding there if `glide`). */
void gui_game_fit(gui_app *a, int glide);
/* Zoom in, out and fit as buttons in the board's bottom-right corner. */
void gui_game_zoom_buttons(gui_app *a);
/* Where those buttons and the rules' "?" over them stand, from gui_drawn(a)->board_rc. */
SDL_Rect gui_game_zoom_column(const gui_app *a);
/* The replay of a game (scene_replay.c): the position after any move, read-only, with its bar. */
void gui_scene_replay(gui_app *a);
void gui_scene_results(gui_app *a);
/* The results' title: who won (a tie names them all; the lesson's learner is spoken to). */
void gui_results_winner(gui_app *a, char *buf, size_t cap);
/* The results' score chart's scale: whole steps (*step: 5, 10, 20, 50 or 100) from *bot (0, or
   below the lowest score) to *top, the first step at or above the highest score of the game. */
void gui_score_chart_scale(const cit_session *ss, int *bot, int *top, int *step);
/* Network play (scene_net.c): the join screen and the lobby; "Host a table" is the
   new-game screen with its host_form set (gui_host_open). */
void gui_scene_join(gui_app *a);
void gui_scene_lobby(gui_app *a);
void gui_host_open(gui_app *a);
/* A new table on a citadela-server: the new-game form, every seat a player over the network
   (the server runs no computer), this window's player at the first. */
void gui_server_form_open(gui_app *a);
void gui_join_open(gui_app *a);
/* The join screen's player key panel (net/scene_keys.c), drawn in that screen's place (its
   Back closes it). */
void gui_keys_panel_open(gui_app *a);
int gui_keys_panel_is_open(gui_app *a);
void gui_keys_panel(gui_app *a);
/* The join screen's name field takes the keyboard at its next frame (a join link filled the rest). */
/* "My games" (scene_mygames.c): every game of this player at the servers a key is kept for;
   busy while a server has not answered (the frame loop then ticks to poll them). */
void gui_scene_mygames(gui_app *a);
int gui_mygames_busy(gui_app *a);
/* "Learn to play" (lesson/lesson_start.c): the lesson from its first step (the game in the
   autosave is kept as usual); 0 on success. */
int gui_lesson_start(gui_app *a);
void gui_scene_settings(gui_app *a);
void gui_scene_rules(gui_app *a);
/* The rules over a running game (F1 or its button in the game scene): open them, and each frame
   draw them over the game (1 while they are open: the game waits and takes no input; Esc or
   Back closes them). */
void gui_rules_open_over_game(gui_app *a);
int gui_rules_over_game(gui_app *a);

#endif
