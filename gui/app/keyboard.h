/* A phone's own keyboard for the game's text fields (platform/display.h): where they are, which
   one is edited, told to the platform once a frame. */
#ifndef GUI_KEYBOARD_H
#define GUI_KEYBOARD_H

#include "app/app.h"

/* Before the frame's widgets: no focused field drawn yet. */
void gui_keyboard_begin(gui_app *a);
/* After them: the fields drawn and the one being edited, in the window's points. */
void gui_keyboard_end(gui_app *a);

#endif
