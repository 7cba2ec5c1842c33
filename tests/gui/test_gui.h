/* What the two files of test_gui share: the menus, dialogs, settings and save files
   (gui_menus.c) are tested apart from the board (test_gui.c), in one program and one order. */
#ifndef CIT_TEST_GUI_H
#define CIT_TEST_GUI_H

#include "harness.h"

/* From the menu through the new-game screen to a 2-player game of the default rules. */
void start_two_player_game(gui_app *a);

/* gui_menus.c: each starts its own window unless it takes the game's. */
void test_toasts(void);
void test_text_parsers(void);
void test_save_load(gui_app *a);
void test_describe(void);
void test_load_list(gui_app *a);
void test_text_selection(gui_app *a);
void test_text_caret(gui_app *a);
void test_text_burst(gui_app *a);
void test_menu_fits(int w, int h);
void test_settings_layout(int w, int h, int lang);
void test_quit_prompt(void);
void test_scale(void);
void test_theme_rule(void);
void test_pinch(void);
void test_phone_scroll(void);

#endif
