/* The join screen's own state (scenes/scene_state.h makes and frees it with the scene). */
#ifndef GUI_SCENE_NET_STATE_H
#define GUI_SCENE_NET_STATE_H

#include "scenes/net/scene_keys.h"

/* The join screen: how far a phone's help and tables found are scrolled (pixels), the
   fields as the log read them last (logged once per change: the two-window test waits on it),
   and the player key panel shown in its place. */
typedef struct {
    int help_scroll;
    char logged[512];
    gui_keys_panel_state keys;
} gui_join_state;

#endif
