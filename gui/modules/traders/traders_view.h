/* Traders & Builders on screen: the builder and pig sprites, the figures on the board, the
   goods tokens in the player rows, the rules picture and the goods step of the final scoring. */
#ifndef GUI_TRADERS_VIEW_H
#define GUI_TRADERS_VIEW_H

#include "modules/gui_module.h"
#include "scenes/game/figure_ask.h"

/* The builder's and the pig's question after a placement (the core's figure question, its
   answers numbering the builder 1 and the pig 2; traders_module.c). */
extern const gui_figure_ask gui_traders_ask;

/* Figure `fig` (CIT_TRADERS_BUILDER / PIG) of palette colour `colour` centred at cx,cy, h high. */
void gui_traders_figure(gui_module_ctx *ctx, int colour, int fig, float cx, float cy, float h, Uint8 alpha);
/* Goods token g (a cit_goods) centred at cx,cy, h high. */
void gui_traders_token(gui_module_ctx *ctx, int g, float cx, float cy, float h, Uint8 alpha);
/* A hint's builder or pig (a "figure" answer m) see-through where it would stand: after the
   suggested placement `after`, or on the tile just laid (after NULL). The ghost_answer hook. */
int gui_traders_ghost_answer(gui_module_ctx *ctx, const cit_move *after, const cit_move *m, int player, Uint8 alpha,
                             float *px, float *py, float *pr);
/* The builders and pigs standing on the board (draw_over). */
void gui_traders_draw_board(gui_module_ctx *ctx);
/* A player's figures in supply and goods tokens in the side panel's row; the width used. */
int gui_traders_pieces(gui_module_ctx *ctx, int player, int x, int row_y);
/* The rules screen's picture. */
int gui_traders_diagram(gui_module_ctx *ctx, int x, int y, int w, int px);
/* The goods step of the final scoring: the token over the board. */
void gui_traders_final_draw(gui_module_ctx *ctx, const struct gui_finale_step *s);

#endif
