/* Followers on the board: spaced anchors, the spots offered on the tile being placed, the
   figures, and which spot a click or a drop picks (board_followers.c). */
#ifndef GUI_BOARD_FOLLOWERS_H
#define GUI_BOARD_FOLLOWERS_H

#include "scenes/scene_ctx.h"

/* The figures standing on placed tiles (a computer's drops in after its tile landed). */
void gui_board_draw_followers(const gui_scene_ctx *ctx);
/* The follower spots of the tentative move (over a module's piece, if any) and its follower. */
void gui_board_draw_tentative_spots(const gui_scene_ctx *ctx);
/* The offered follower spot nearest pixel sx,sy on the tentative tile, or CIT_SPOT_NONE. */
int gui_board_spot_at(const gui_scene_ctx *ctx, int sx, int sy);
/* The same with the wider reach used when a dragged follower is dropped. */
int gui_board_spot_drop(const gui_scene_ctx *ctx, int sx, int sy);
/* Pixel centre of a feature anchor. */
void gui_board_anchor_px(const gui_scene_ctx *ctx, int tile, int spot, int rot, int x, int y, float *px, float *py);
/* The radius of a follower spot's circle on `tile` (smaller on a triangle), in window pixels. */
float gui_board_spot_radius(const gui_scene_ctx *ctx, int tile);
/* A spot a module's question offers on the tile at x,y, drawn as a ring with its number
   (spot + 1): the number its answers are listed by. */
void gui_board_numbered_spot(const gui_scene_ctx *ctx, int tile, int spot, int rot, int x, int y);
/* Glides the board so that the tentative tile lies wholly on it and, moving left or up by the
   shorter way, every spot offered on it lies clear of `keep_out` (the zoom buttons in the
   board's bottom-right corner); nothing while no tile is laid, while something is dragged or
   the camera already glides. */
void gui_board_clear_spots(const gui_scene_ctx *ctx, SDL_Rect keep_out);
/* A board follower's height at this zoom: the core's, or its kind's (gui_figure.board_scale:
   the big follower stands taller); f NULL: the core's. */
float gui_board_follower_h(const gui_scene_ctx *ctx, const cit_follower *f);
/* Where follower i of the list f[0..n) (cit_game_followers) stands on screen: its part's
   anchor, moved aside when others of the list share that part so each is seen; 0 if it stands
   on no placed part. */
int gui_board_follower_px(const gui_scene_ctx *ctx, const cit_follower *f, int n, int i, float *px, float *py);

#endif
