/* Hills & Sheep on screen: the shepherd and the bag's tokens, the shepherds and flocks on the
   board, the tiles face down under hills, the side panel's pieces and bag, the rules picture. */
#ifndef GUI_HILLS_VIEW_H
#define GUI_HILLS_VIEW_H

#include "modules/gui_module.h"
#include "scenes/game/figure_ask.h"

/* The shepherd's question after a placement (the core's figure question; hills_module.c). */
extern const gui_figure_ask hills_shepherd_ask;

/* The shepherd of palette colour `colour` centred at cx,cy, h high. */
void hills_shepherd_draw(gui_module_ctx *ctx, int colour, float cx, float cy, float h, Uint8 alpha);
/* A token of the bag: `size` sheep (1-4), or the wolf (0), centred at cx,cy, h across. */
void hills_token_draw(gui_module_ctx *ctx, int size, float cx, float cy, float h, Uint8 alpha);
/* 1 if tile type `tile` has a hill. */
int hills_is_hill(const gui_module_ctx *ctx, int tile);
/* The edges of the tiles lying under hills (draw_under). */
void hills_draw_under(gui_module_ctx *ctx);
/* The shepherds with their flocks, and the spots offered to the shepherd (draw_over). */
void hills_draw_over(gui_module_ctx *ctx);
/* A hint's shepherd see-through where it would stand (the ghost_answer hook). */
int hills_ghost_answer(gui_module_ctx *ctx, const cit_move *after, const cit_move *m, int player, Uint8 alpha, float *px,
                       float *py, float *pr);
/* A player's shepherd (faint while out, with its flock's sheep) in the side panel's row. */
int hills_pieces(gui_module_ctx *ctx, int player, int x, int row_y);
/* The bag's tokens under the hand, public (the panel hook); the y below. */
int hills_panel(gui_module_ctx *ctx, int x, int y, int w);
/* The rules screen's picture. */
int hills_diagram(gui_module_ctx *ctx, int x, int y, int w, int px);

#endif
