/* Rows drawn in a window of their own that a finger swipes (a phone's side panel): clipped,
   reachable only where they show, with a bar that says where the window is. */
#ifndef GUI_SCROLL_VIEW_H
#define GUI_SCROLL_VIEW_H

#include "draw/widgets.h"

typedef struct {
    SDL_Rect view;
    int *scroll;    /* pixels scrolled down, kept by the caller between frames */
    int seen_from;  /* the first control the rows drew (ui->seen) */
    gui_input in;   /* the frame's input, given back at the end */
    int clip_on;    /* the renderer's clip before the rows, put back at the end */
    SDL_Rect clip_was;
} gui_scroll_view;

/* Starts rows drawn in `view` scrolled *scroll pixels down (the caller draws them from its top
   minus *scroll): a swipe that starts in the view (not on one of the n rectangles in `grips`,
   things a finger drags out of it) or the wheel over it scrolls them; the pointer outside the
   view reaches none of them; the renderer draws only inside it. */
void gui_scroll_begin(gui_ui *ui, gui_scroll_view *s, SDL_Rect view, int *scroll, const SDL_Rect *grips, int n);
/* Ends the rows, `content` pixels high in all: *scroll stays within them, a control not
   wholly in the view is forgotten (a test or a tool finds what a finger can reach), and a bar
   at the view's right says where it is when they scroll. */
void gui_scroll_end(gui_ui *ui, gui_scroll_view *s, int content);
/* A rectangle cut to the part of it in the view (w and h 0 when none shows). */
SDL_Rect gui_scroll_cut(const gui_scroll_view *s, SDL_Rect rc);

#endif
