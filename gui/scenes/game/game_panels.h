/* The game scene's panels: turn banner, players and hand, history, tile distribution, tooltip. */
#ifndef GUI_GAME_PANELS_H
#define GUI_GAME_PANELS_H

#include "scenes/scene_ctx.h"

enum { GUI_ACT_NONE, GUI_ACT_END_TURN, GUI_ACT_UNDO, GUI_ACT_ROTATE, GUI_ACT_MENU, GUI_ACT_SAVE, GUI_ACT_NO_FOLLOWER,
       GUI_ACT_RESULTS, GUI_ACT_HINT };

/* "Anna to play", or "Anna decides" when the pending decision is not a tile (a module's may fall to
   someone whose turn it is not); the banner and the window title say the same. */
void gui_turn_words(const gui_scene_ctx *ctx, char *buf, size_t cap);
void gui_panel_banner(const gui_scene_ctx *ctx, SDL_Rect rc);
/* The player rows at the panel's top (player_rows.c); returns the y below them. Compact: lower
   rows, the height they save added to *saved. */
int gui_players_block(const gui_scene_ctx *ctx, int x, int y, int w, int compact, int *saved);
/* The seats that act after the one deciding now, in order, to the end of the round (a seat may
   come twice: a wall round of two players); its length. The modules' round_order, else the
   others in seat order. */
int gui_round_order(const gui_scene_ctx *ctx, int *seats, int cap);
/* Draws the side panel and returns the action of a clicked button (GUI_ACT_*). */
int gui_panel_side(const gui_scene_ctx *ctx, SDL_Rect rc);
/* The key help line for the scene shown (game or replay), without the keys of the aids a
   purist has turned off; keys that do not fit in `size` are left out. */
void gui_key_help(const gui_scene_ctx *ctx, char *out, size_t size);
/* The line under the Hint button while a hint is shown (1 and buf), else 0 and an empty line. */
/* What the person can do next, the panel's one line under the turn's buttons. */
const char *gui_panel_turn_hint(const gui_scene_ctx *ctx);
int gui_panel_hint_line(const gui_scene_ctx *ctx, char *buf, size_t cap);
void gui_panel_history(const gui_scene_ctx *ctx, SDL_Rect rc);
void gui_panel_distribution(const gui_scene_ctx *ctx);
/* A one-line tooltip by the pointer (below it, or above when `above`), inside the board and
   never under the notice shown now; its box goes to ctx->drawn->tip_rc. */
void gui_tooltip(const gui_scene_ctx *ctx, const char *line, int above);
/* ---- feature_line.c: a feature's hover line ---- */
/* The tooltip of the feature under the pointer (gui_tooltip), if any. */
void gui_panel_tooltip(const gui_scene_ctx *ctx);
/* The line the tooltip shows for the feature under the pointer (ctx->view->hover); "" for none. */
void gui_panel_tooltip_line(const gui_scene_ctx *ctx, char *line, size_t cap);
/* The feature at x,y,spot (of the piece half) in words: kind, size (a field: the finished cities it feeds), state, value, owners. */
void gui_feature_line(const cit_game *e, int x, int y, int spot, int half, char *line, size_t cap);
/* The same; value 0 leaves out its state and points (the purist switch: no values in hovers). */
void gui_feature_line_as(const cit_game *e, int x, int y, int spot, int half, int value, char *line, size_t cap);
/* The same counting one more follower of player `plus` on it (the one standing on the tile
   being placed, before End turn); -1 for none. */
void gui_feature_line_plus(const cit_game *e, int x, int y, int spot, int half, int value, int plus, char *line,
                           size_t cap);
/* The same naming, for a completed feature, who scored it (`scorers`: a bit per player, from the
   history; 0: nobody did, so its worth is not called a score), or -1 (not known: its
   followers). */
void gui_feature_line_scored(const cit_game *e, int x, int y, int spot, int half, int value, int plus, int scorers,
                             char *line, size_t cap);
/* The same as seat `you` sees it (the person at this screen, gui_game.you; -1: nobody): a
   module's pieces of theirs are "your builder", not their name's. */
void gui_feature_line_seen(const cit_game *e, int you, int x, int y, int spot, int half, int value, int plus,
                           int scorers, char *line, size_t cap);


#endif
