/* Whether the session has a display to open a window on, before SDL is asked. */
#ifndef CIT_PLAT_DISPLAY_H
#define CIT_PLAT_DISPLAY_H

/* 1 when a display is named (or a video driver asked for by SDL_VIDEODRIVER), 0 when
   starting the window cannot work. */
int plat_display_named(void);

/* 1 when the main pointer is a finger (a phone or tablet: the page's "pointer: coarse"), 0
   when it is a mouse, -1 when the platform cannot tell (the game then waits for a touch). */
int plat_pointer_coarse(void);

#endif
