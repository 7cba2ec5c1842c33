/* The settings screen's own state (scenes/scene_state.h makes and frees it with the scene). */
#ifndef GUI_SCENE_SETTINGS_STATE_H
#define GUI_SCENE_SETTINGS_STATE_H

/* The settings screen on a phone: pixels scrolled down. */
typedef struct {
    int scroll;
} gui_settings_state;

struct gui_app;

/* The state while the screen shows (or during the frame that left it), else NULL. */
gui_settings_state *gui_settings_state_of(struct gui_app *a);

#endif
