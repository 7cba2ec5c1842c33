/* The join screen's player key panel (scene_keys.c). */
#ifndef GUI_SCENE_KEYS_H
#define GUI_SCENE_KEYS_H

#include "app/player_keys.h"

struct gui_app;

/* The panel's state, part of the join screen's (scenes/scene_state.h): zeroed is closed. */
typedef struct {
    int open, asked, shown; /* shown: the key written out to copy by hand */
    gui_keys_state seen;
    char code[2 * NET_CODE_LEN + 1], saved[160];
    char said[600];
    gui_keys_signin signin; /* its one sign-in at a time */
} gui_keys_panel_state;

void gui_keys_panel_open(struct gui_app *a);
int gui_keys_panel_is_open(struct gui_app *a);
/* Draws the panel in the join screen's place (its Back closes it). */
void gui_keys_panel(struct gui_app *a);
/* The join screen is left: a sign-in under way is closed. */
void gui_keys_panel_close(gui_keys_panel_state *kp);

#endif
