/* The City of Carcassonne on the board: followers in its quarters, the Count, deployments. */
#ifndef GUI_COUNT_VIEW_H
#define GUI_COUNT_VIEW_H

#include "modules/count/count.h"
#include "app/module_ctx.h"

enum { GUI_COUNT_DRAG_NONE, GUI_COUNT_DRAG_FOLLOWER, GUI_COUNT_DRAG_COUNT };

/* The Count's GUI state in a game (gui_game_module): its decision in progress. */
typedef struct {
    int dragging;          /* GUI_COUNT_DRAG_* */
    int press_quarter;     /* quarter a press began on (a click chooses it), -1 */
    int hot_quarter;       /* legal quarter under a drag, -1 */
    unsigned targets;      /* bit q: quarter q answers the decision now (lit on the board) */
    int deploy_n;          /* followers to send, in the deployment dialog */
    unsigned deploy_figs;  /* and the figures of other kinds waiting in the quarter it sends (a
                              rot: bit f - 1 for the engine's follower kind f) */
    int send_fig;          /* the figure the quarter bar sends (a quarter answer's rot: 0 a
                              follower, else one kind's bit), when several kinds may go */
    SDL_Rect source_rc;    /* the figure to drag in the decision bar */
    SDL_Rect bar_rc;       /* the decision bar over the board (empty without it) */
    SDL_Rect row_rc[CIT_MAX_PLAYERS]; /* each player row's City mark this frame (its tooltip) */
} gui_count_state;

/* The most follower kinds the Count shows apart (toggles, a quarter's figures). */
#define GCOUNT_MAX_KINDS 8

/* This game's Count state (never NULL: every game has one). */
gui_count_state *gui_count_of(const gui_game *g);

/* Draws the quarters' followers, the Count and the feature a deployment is about (board clip set). */
void gui_count_draw(gui_module_ctx *ctx);
/* The quarter whose picture is under pixel sx,sy, or -1 (also without the Count): every tile the
   quarter is painted on (the Market's stalls lie on a second tile). */
int gui_count_quarter_at(gui_module_ctx *ctx, int sx, int sy);
/* The cells of the quarters' pictures, x0..x1, y0..y1; 0 without the Count. */
int gui_count_city_cells(const gui_game *g, int *x0, int *y0, int *x1, int *y1);
/* The pixel centre of quarter q's cell; 0 without the Count. */
int gui_count_quarter_px(gui_module_ctx *ctx, int q, int *sx, int *sy);
/* The Count's figure (the atlas's sprite `count`, or a stand-in) centred at cx,cy, h pixels high. */
void gui_count_figure(gui_module_ctx *ctx, float cx, float cy, float h, Uint8 alpha);
/* Where the Count stands on quarter q's cell, in pixels. */
void gui_count_figure_px(gui_module_ctx *ctx, int q, float *sx, float *sy);
/* How quarter q's plate is drawn on its cell (rectangle cell, in pixels): the name when it can
   be read, an icon when zoomed far out, nothing when the cell is a few pixels. *plate: where. */
enum { GUI_PLATE_NONE, GUI_PLATE_NAME, GUI_PLATE_ICON };
int gui_count_plate(gui_module_ctx *ctx, int q, SDL_Rect cell, SDL_Rect *plate);

/* Player row: how many of the player's followers stand in the City (a tower plate, "×N"), nothing
   when none; returns the width used. */
int gui_count_pieces(gui_module_ctx *ctx, int player, int x, int row_y);
/* Hovering a row's City mark says who has how many in which quarter (after the panels are drawn). */
void gui_count_rows_tip(gui_module_ctx *ctx);

#endif
