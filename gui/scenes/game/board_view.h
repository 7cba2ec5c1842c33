/* Drawing the board: tiles, followers, legal cells, the tentative move, hover and score effects. */
#ifndef GUI_BOARD_VIEW_H
#define GUI_BOARD_VIEW_H

#include "scenes/scene_ctx.h"
#include "scenes/game/board_followers.h" /* the followers' part of the board */

/* Draws the board into ctx->drawn->board_rc with ctx->view->cam. */
void gui_board_draw(const gui_scene_ctx *ctx);
/* The step of the final scoring being shown (over the board and the side panel). */
void gui_board_draw_finale(const gui_scene_ctx *ctx);
/* Redraws the legal cells' outlines over an overlay (the history) so they stay visible. */
void gui_board_draw_legal_over(const gui_scene_ctx *ctx, SDL_Rect over);
/* Draws the tile being dragged (over the panels too). */
void gui_board_draw_drag(const gui_scene_ctx *ctx);
/* The feature of a placed tile under pixel sx,sy (nearest anchor within reach). */
gui_feature_ref gui_board_feature_at(const gui_scene_ctx *ctx, int sx, int sy);
/* Milliseconds a computer's tile glides in at animation speed `speed` (GUI_SPEED_*). */
int gui_board_glide_ms(int speed);
/* Triangles: the corners of the half of cell x,y a triangle turned `rot` covers (on screen),
   that half filled, and its outline. */
void gui_board_half_poly(const gui_scene_ctx *ctx, int x, int y, int rot, SDL_FPoint out[3]);
void gui_board_fill_half(const gui_scene_ctx *ctx, int x, int y, int rot, SDL_Color c);
void gui_board_half_outline(const gui_scene_ctx *ctx, int x, int y, int rot, float thick, SDL_Color c);
/* A suggested placement (a hint's, a review's) see-through: the tile (unless with_tile is 0),
   what the modules add to it (their `ghost` hooks) and the follower, in `player`'s colour. */
void gui_board_draw_ghost(const gui_scene_ctx *ctx, const cit_move *m, int player, int with_tile, Uint8 alpha);
/* The most a game's board is zoomed when it opens and while it follows the play area (UI
   pixels per cell): one tile and its neighbours fill no screen. */
#define GUI_BOARD_START_ZOOM 150

/* Fits the placed tiles and a ring of free cells into the board left free by the modules'
   bars and strips (their `covers`) and the lesson's card, gliding there if `glide`; the zoom
   at most GUI_BOARD_START_ZOOM. */
void gui_board_fit(const gui_scene_ctx *ctx, int glide);
/* Fits cells x0,y0..x1,y1 into the free part of the view (as gui_board_fit), the zoom at most
   max_zoom (0: the camera's own limit), gliding there if `glide`. */
void gui_board_fit_cells(const gui_scene_ctx *ctx, int x0, int y0, int x1, int y1, float max_zoom, int glide);
/* The largest part of the board no module's bar or strip (nor the lesson's card) covers. */
SDL_Rect gui_board_free_rect(const gui_scene_ctx *ctx);
/* Player p's colour index (0-5, into the palette) and the 0..1 pulse of lit things now:
   shared with board_followers.c. */
int gui_board_colour_index(const gui_scene_ctx *ctx, int p);
float gui_board_pulse(const gui_scene_ctx *ctx);

#endif
