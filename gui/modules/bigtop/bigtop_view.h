/* Under the Big Top on screen: the ringmaster and the animal tokens from the atlas (a drawn
   stand-in without art), the big top and the acrobat pyramids on the board, the ringmaster in
   the side panel's row, the tokens not turned yet under the hand, the rules picture. */
#ifndef GUI_BIGTOP_VIEW_H
#define GUI_BIGTOP_VIEW_H

#include "modules/gui_module.h"

/* The ringmaster of palette colour `colour` centred at cx,cy, h high. */
void bigtop_ringmaster_draw(gui_module_ctx *ctx, int colour, float cx, float cy, float h, Uint8 alpha);
/* An animal token (CIT_BIGTOP_FLEA..ELEPHANT), or its face-down back (-1), centred at cx,cy, h across. */
void bigtop_token_draw(gui_module_ctx *ctx, int animal, float cx, float cy, float h, Uint8 alpha);
/* The big top (its face-down token beside it) centred at cx,cy, h a follower's height there. */
void bigtop_tent_draw(gui_module_ctx *ctx, float cx, float cy, float h, Uint8 alpha);
/* Up to three acrobats (colours[0..n)) stacked as a pyramid on a space centred at cx,cy. */
void bigtop_pyramid_draw(gui_module_ctx *ctx, const int *colours, int n, float cx, float cy, float h, Uint8 alpha);
/* The colours of the followers on the acrobat space of cell x,y, seat order (at most 3). */
int bigtop_space_colours(const gui_module_ctx *ctx, int x, int y, int *colours);
/* 1 if tile type `tile` carries tile word flag `flag` (CIT_TF_CIRCUS, CIT_TF_ACROBATS). */
int bigtop_tile_is(const gui_module_ctx *ctx, int tile, unsigned flag);
/* A follower's height on the board now. */
float bigtop_figure_h(const gui_module_ctx *ctx);
/* The big top and the pyramids (draw_under); what the pointer rests on in words (draw_over). */
void bigtop_draw_under(gui_module_ctx *ctx);
void bigtop_draw_over(gui_module_ctx *ctx);
/* A player's ringmaster (faint while on the board) in the side panel's row. */
int bigtop_pieces(gui_module_ctx *ctx, int player, int x, int row_y);
/* The animal tokens not turned yet under the hand, public (the panel hook); the y below. */
int bigtop_panel(gui_module_ctx *ctx, int x, int y, int w);
/* The rules screen's picture. */
int bigtop_diagram(gui_module_ctx *ctx, int x, int y, int w, int px);

#endif
