/* The join screen's player key panel (scene_keys.c): its state. */
#ifndef GUI_SCENE_KEYS_H
#define GUI_SCENE_KEYS_H

#include "app/player_keys.h"

/* The panel's state, part of the join screen's (scenes/scene_state.h): zeroed is closed. */
typedef struct {
    int open, asked, shown; /* shown: the key written out to copy by hand */
    gui_keys_state seen;
    char code[2 * NET_CODE_LEN + 1], saved[160];
    char said[600];
    gui_keys_signin signin; /* its one sign-in at a time */
} gui_keys_panel_state;

/* The join screen is left: a sign-in under way is closed. (Opening and drawing the panel are
   the join screen's entries, scenes/scenes.h: the panel takes that screen's place.) */
void gui_keys_panel_close(gui_keys_panel_state *kp);

#endif
