/* The settings screen's own state (scenes/scene_state.h makes and frees it with the scene). */
#ifndef GUI_SCENE_SETTINGS_STATE_H
#define GUI_SCENE_SETTINGS_STATE_H

/* The settings screen on a phone: pixels scrolled down. */
typedef struct {
    int scroll;
} gui_settings_state;

#endif
