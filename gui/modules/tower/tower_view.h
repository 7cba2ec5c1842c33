/* The Tower on screen: stacks on the board, pieces and prisoners in the player rows, the
   decisions' words. Rules: RULES.md §10, engine/modules/tower/. */
#ifndef GUI_TOWER_VIEW_H
#define GUI_TOWER_VIEW_H

#include "app/module_ctx.h"

/* Every tower on the board: a stack of stone rings, its height as a number, the closing
   follower on its top. */
void gui_tower_draw(gui_module_ctx *ctx);
/* A player's tower pieces left and the prisoners they hold, at x in their row; the width used. */
int gui_tower_pieces(gui_module_ctx *ctx, int player, int x, int row_y);
/* The most follower kinds the Tower shows apart (a normal follower and the game's kinds). */
#define GUI_TOWER_MAX_KINDS 8
/* A follower of player p of the engine's `kind` (0 normal) centred at cx,cy, h high: a normal
   one, else as its declaring module draws it (the big one on its gold disc, the mayor...). */
void gui_tower_follower(gui_module_ctx *ctx, int p, int kind, float cx, float cy, float h, Uint8 alpha);
/* One stack of `height` stone rings standing on bottom-centre cx,by, ring width w. */
void gui_tower_stack(gui_module_ctx *ctx, float cx, float by, float w, int height);
/* The stack's height as a number on a dark badge left of its foot (none below 1). */
void gui_tower_height_badge(gui_module_ctx *ctx, float cx, float by, float w, int height);
/* gui_module.panel: the player's tower pieces, a box under the hand that is lit and draggable
   while the figure step may take one; returns the y below. */
int gui_tower_supply(gui_module_ctx *ctx, int x, int y, int w);
/* A move's event as it is applied (from event_line): a piece starts its glide, a capture the
   taken follower's leaving. `before` is the game before the move. */
void gui_tower_note_event(gui_game *g, const cit_game *before, const cit_event *e);
/* The height the tower at x,y is drawn with now: one lower while a piece put at another screen
   glides onto it; -1 if there is no tower there. */
int gui_tower_shown_height(const gui_module_ctx *ctx, int x, int y);
/* While the follower a capture took is still drawn leaving its place: 1, its centre in window
   pixels and how opaque it is (1 to 0); else 0. */
int gui_tower_taken_px(gui_module_ctx *ctx, float *px, float *py, float *fade);
/* The ransom dialog's line for `count` prisoners of the engine's `kind` (0 normal) that
   `holder` keeps ("Anna holds your mayor: pay 3 to free it"). */
void gui_tower_held_line(const cit_game *e, int kind, int count, const char *holder, char *buf, size_t cap);
/* The exchange dialog's ask and keys when `holder` keeps a follower of yours and one of the
   engine's `kind` worded as a follower (the big one), or (kind 0) n kinds of yours. */
void gui_tower_exchange_ask(const cit_game *e, int kind, int n, const char *holder, char *ask, size_t acap, char *keys,
                            size_t kcap);
/* The Tower's decisions in words (gui_module.move_words). */
int gui_tower_move_words(const cit_game *g, const cit_move *m, char *buf, size_t cap);
/* Where the tower at cell x,y stands, in words ("2 tiles east of the start"), never coordinates. */
void gui_tower_where(const cit_game *g, int x, int y, char *buf, size_t cap);

#endif
