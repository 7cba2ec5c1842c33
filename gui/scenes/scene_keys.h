/* The join screen's player key panel (scene_keys.c). */
#ifndef GUI_SCENE_KEYS_H
#define GUI_SCENE_KEYS_H

struct gui_app;

void gui_keys_panel_open(void);
int gui_keys_panel_is_open(void);
/* Draws the panel in the join screen's place (its Back closes it). */
void gui_keys_panel(struct gui_app *a);

#endif
