/* Drawing primitives on an SDL renderer: rectangles, circles, thick lines, polygons. */
#ifndef GUI_DRAW_H
#define GUI_DRAW_H

#include <SDL.h>

/* When `gui_draw_enabled` is 0 every drawing call returns at once (fast headless steps). */
extern int gui_draw_enabled;

SDL_Color gui_rgba(unsigned rgb, unsigned char a);
void gui_fill_rect(SDL_Renderer *r, SDL_Rect rc, SDL_Color c);
void gui_rect_outline(SDL_Renderer *r, SDL_Rect rc, int thick, SDL_Color c);
/* The same outline in dashes of `dash` pixels (a mark that reads differently from a solid one). */
void gui_dashed_outline(SDL_Renderer *r, SDL_Rect rc, int thick, int dash, SDL_Color c);
void gui_fill_rounded(SDL_Renderer *r, SDL_Rect rc, int radius, SDL_Color c);
void gui_fill_circle(SDL_Renderer *r, float cx, float cy, float rad, SDL_Color c);
void gui_ring(SDL_Renderer *r, float cx, float cy, float rad, float thick, SDL_Color c);
void gui_thick_line(SDL_Renderer *r, float x0, float y0, float x1, float y1, float w, SDL_Color c);
/* Convex polygon (fan from the first point). */
void gui_fill_poly(SDL_Renderer *r, const SDL_FPoint *pts, int n, SDL_Color c);
/* Fills nrings rings of points (ring k: the ring[2k + 1] points from pts[ring[2k]] on) by the
   even-odd rule (a hole stays empty), a row of pixels at a time; pixels on a shared edge of two
   rings filled one after the other are filled once. */
void gui_fill_rings(SDL_Renderer *r, const SDL_FPoint *pts, const int *ring, int nrings, SDL_Color c);
/* nseg segments (seg[2k] to seg[2k + 1]) w pixels thick, each running w/2 past its ends so
   the segments of a polyline join without gaps; one batch for the renderer. */
void gui_thick_segments(SDL_Renderer *r, const SDL_FPoint *seg, int nseg, float w, SDL_Color c);
/* A follower silhouette centred at cx,cy of height h; lying = farmer pose. */
void gui_draw_meeple(SDL_Renderer *r, float cx, float cy, float h, int lying, SDL_Color c);
/* A small white mark distinguishing player `p` (dot, bar, cross, ring, triangle, square). */
void gui_draw_mark(SDL_Renderer *r, float cx, float cy, float size, int p);
SDL_Color gui_darken(SDL_Color c, float f);
/* The mark of a computer seat: a small monitor of width s with its top-left corner at x,y. */
void gui_draw_computer(SDL_Renderer *r, int x, int y, int s, SDL_Color c);

#endif
