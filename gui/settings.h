/* Player preferences (language, scale, full screen, palette, aids) kept in an ini file. */
#ifndef GUI_SETTINGS_H
#define GUI_SETTINGS_H

typedef struct {
    int lang;            /* gui_lang; -1 = not chosen yet (use the environment) */
    int scale_pct;       /* user UI scale, 75..200 */
    int fullscreen;
    int palette_cb;      /* colour-blind-safe palette */
    int mark_unfillable; /* mark cells no remaining tile can fill */
} gui_settings;

void gui_settings_default(gui_settings *s);
/* Reads $XDG_CONFIG_HOME/citadela/settings.ini (or ~/.config/...); missing file = defaults. */
void gui_settings_load(gui_settings *s);
/* Writes it atomically; returns 0 on success. */
int gui_settings_save(const gui_settings *s);

#endif
