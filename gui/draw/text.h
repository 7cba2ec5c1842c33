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
/* The height gui_text_wrapped would take, drawing nothing. */
int gui_text_wrapped_h(const char *s, int w, int px, int bold);
/* Truncates s into buf with an ellipsis so it fits in w pixels. */
void gui_text_fit(char *buf, size_t cap, const char *s, int w, int px, int bold);
/* Tests: each line of text drawn since the frame began, where and how large (tests/gui/test_layout.c
   measures every one against its box). `wrap_w` > 0: the line came from gui_text_wrapped, which
   was given that width from x. */
typedef struct {
    char text[120];
    SDL_Rect rc;
    int px, bold, wrap_w;
    int clipped;   /* drawn under a clip rectangle (a scrolling list, page or log): `clip` */
    SDL_Rect clip;
} gui_text_drawn;
/* Starts (buf not NULL) or stops logging into buf[cap]; gui_text_frame empties it. */
void gui_text_log(gui_text_drawn *buf, int cap);
int gui_text_logged(void);
/* The path of the regular font in use (for the logs). */
const char *gui_text_font_path(void);

#endif
