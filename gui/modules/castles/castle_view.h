/* Castles (Bridges, Castles and Bazaars) on screen: tokens on the board, the castle
   question, the owner's pick of what pays a castle, tokens left in the player panels. */
#ifndef GUI_CASTLE_VIEW_H
#define GUI_CASTLE_VIEW_H

#include <stddef.h>

#include "app/module_ctx.h"
#include "modules/castles/castles.h"

/* Draws every castle token over its two cells and, while a castle decision is pending,
   the neighbourhood (and the features that may pay) lit. Before the followers. */
void gui_castle_draw(gui_module_ctx *ctx);
/* Where castle c's token lies on screen (clear of a bridge on its cells); 0 if too small to draw. */
int gui_castle_token_rect(gui_module_ctx *ctx, const cit_castle *c, SDL_Rect *out);
/* The dialog of CIT_DECIDE_CASTLE (castle or points) and CIT_DECIDE_CASTLE_PICK (which
   feature pays); `fresh` on its first frame. Returns GUI_DECIDE_* bits (decide.h). */
int gui_castle_dialog(gui_module_ctx *ctx, cit_move *chosen, int fresh);
/* A player's castle tokens left as an icon and a number at x,y (h pixels high), when the
   game plays with castles; returns the width drawn (0 without castles). */
int gui_castle_tokens(gui_module_ctx *ctx, int player, int x, int y, int h);
/* A castle's token over two cells' rectangles in the owner's colour (the rules' picture). */
void gui_castle_token_in(gui_module_ctx *ctx, SDL_Rect r1, SDL_Rect r2, SDL_Color owner);
/* A castle move in words for the list of choices; 0 if m is no castle move. */
int gui_castle_move_words(const cit_game *g, const cit_move *m, char *buf, size_t cap);
/* A history line for CIT_EV_CASTLE; 0 for other events. */
int gui_castle_event_words(const cit_game *g, int you, const cit_event *e, char *buf, size_t cap);

#endif
