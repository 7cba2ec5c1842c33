/* Bridges as the player sees them: the wooden bridge, the cells that take one, the supply to drag. */
#ifndef GUI_BRIDGE_VIEW_H
#define GUI_BRIDGE_VIEW_H

#include "modules/bridges/bridges.h"
#include "app/module_ctx.h"

/* The colour that marks "a bridge goes here" on the board and in the panel. */
#define GUI_COL_BRIDGE 0xf0a030

/*
 * A wooden bridge across `cell` along `axis` (CIT_AXIS_*): stone piers at both edges, a plank
 * deck and rails in the owner's colour. `alpha` fades it (ghosts).
 */
void gui_bridge_shape(SDL_Renderer *r, SDL_Rect cell, int axis, SDL_Color owner, Uint8 alpha);
/* Where a follower stands on a bridge, in cell fractions: on the deck but off the cell's
   middle, so a cloister (or a crossing road's follower) under it stays in view. */
void gui_bridge_anchor(int axis, float *fx, float *fy);
/* The bridge's axis on cell x,y, counting the tentative one; -1 if there is none. */
int gui_bridge_axis_at(gui_module_ctx *ctx, int x, int y);
/* Built bridges and the one set up this turn (above the tile art, under the followers). */
void gui_board_draw_bridges(gui_module_ctx *ctx);
/* The cells that take a bridge now, while one is dragged or the placement needs one. */
void gui_board_draw_bridge_cells(gui_module_ctx *ctx);
/* The dragged bridge: on a cell that takes it, or under the pointer. */
void gui_bridge_draw_drag(gui_module_ctx *ctx);
/* Pixel sx,sy is on the deck of the bridge set up this turn. */
int gui_bridge_deck_hit(gui_module_ctx *ctx, int sx, int sy);
/* Hovering a bridge (its deck or pennant; no drag) says whose it is in a tooltip by the pointer
   (above it when the feature under the pointer has its own tooltip below; after the panels);
   a person's pointer on a cell lit "only with a bridge" before the drop (hovered or with the
   tile dragged there) says what that means instead. */
void gui_bridge_tip(gui_module_ctx *ctx, int human);
/* A player's bridges left, small, in the players list; returns the width used (0 without Bridges). */
int gui_bridge_counter(gui_module_ctx *ctx, int player, int x, int y);
/* The bridges to drag, under the hand (sets its source_rc when one can be built); returns the y below. */
int gui_bridge_source(gui_module_ctx *ctx, int x, int y, int w);

/* The bridge a suggested placement m carries (arg0/arg1), see-through in `player`'s colour;
   1 and where a follower on it stands (window pixels), or 0 if m builds no bridge. */
int gui_bridge_draw_ghost(gui_module_ctx *ctx, const cit_move *m, int player, Uint8 alpha, float *px, float *py);

/* A bridge is being dragged (GUI_DRAG_MODULE of Bridges). */
int gui_bridge_dragging(const gui_module_ctx *ctx);

#endif
