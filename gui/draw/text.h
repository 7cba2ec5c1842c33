/* Text: a system font found through fontconfig, opened per pixel size, with a texture cache. */
#ifndef GUI_TEXT_H
#define GUI_TEXT_H

#include <SDL.h>

enum { GUI_ALIGN_LEFT = 0, GUI_ALIGN_CENTER = 1, GUI_ALIGN_RIGHT = 2 };

/* Finds the fonts and starts SDL_ttf. Returns 0 on success, -1 (with SDL_GetError) on failure. */
int gui_text_init(SDL_Renderer *r);
void gui_text_quit(void);
/* Call once per frame: drops cached textures unused for a while. */
void gui_text_frame(void);
/* Measures UTF-8 text at `px` pixels; bold selects the bold face. */
int gui_text_width(const char *s, int px, int bold);
/*
 * Draws one line at x,y (top), aligned relative to x. Returns the width drawn.
 */
int gui_text(const char *s, int x, int y, int px, int bold, SDL_Color c, int align);
/* Draws text wrapped to `w` pixels; returns the height used. */
int gui_text_wrapped(const char *s, int x, int y, int w, int px, int bold, SDL_Color c);
/* Truncates s into buf with an ellipsis so it fits in w pixels. */
void gui_text_fit(char *buf, size_t cap, const char *s, int w, int px, int bold);
/* The path of the regular font in use (for the logs). */
const char *gui_text_font_path(void);

#endif
