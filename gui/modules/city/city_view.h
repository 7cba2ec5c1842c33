/* The City on the board and in the side panel: the wall on cell edges (pieces, the gate,
   towers, watchmen), the cells outside it shaded, the slots a wall decision may take lit,
   the three stacks and the wall supply; and its per-game state. */
#ifndef GUI_CITY_VIEW_H
#define GUI_CITY_VIEW_H

#include "modules/gui_module.h"
#include "modules/city/city.h"
#include "scenes/game/finale.h"

#define GUI_CITY_SLOTS 64

/* What a person's wall decision holds now (the drag, the piece laid but not confirmed). */
enum { GUI_CITY_DRAG_NONE, GUI_CITY_DRAG_PIECE, GUI_CITY_DRAG_WATCHMAN, GUI_CITY_DRAG_TOWER };

/* One place the pending decision may take: an edge (x, y, side) or a tower corner (x, y). */
typedef struct {
    cit_move move;   /* the engine's move (without a watchman) */
    int watchman;    /* 1 if the same piece may also carry a watchman */
    int points;      /* a tower: what it would score there */
} gui_city_slot;

typedef struct {
    int key;                          /* session length + 1 the slots belong to (0: none) */
    int decision;                     /* the City decision they answer (0: none) */
    gui_city_slot slot[GUI_CITY_SLOTS];
    int nslots;
    int dragging;                     /* GUI_CITY_DRAG_* */
    int hot;                          /* the slot under the dragged piece, -1 = none */
    int laid;                         /* the wall piece put on slot laid, waiting for a watchman; -1 = none */
    int watch_hot;                    /* a dragged follower is over the laid piece */
    int press_slot;                   /* a press on a slot, a click if the board does not pan; -1 = none */
    SDL_Rect source_rc;               /* the bar's piece to drag */
    SDL_Rect bar_rc;                  /* the decision bar over the board (empty without it) */
    int framed;                       /* the camera was checked for this decision's slots */
    int city_framed;                  /* ... and once a game (a load, Continue) for the city's top */
} gui_city_state;

gui_city_state *gui_city_of(const gui_game *g);

/* The edge of side `side` of cell x,y as two board points (clockwise round the cell). */
void gui_city_edge(int x, int y, int side, float *x0, float *y0, float *x1, float *y1);
/* The legal slot nearest the pixel sx,sy within reach (-1 if none). */
int gui_city_slot_at(gui_module_ctx *ctx, const gui_city_state *s, int sx, int sy);

/* Drawing (board clip set): the wall under the followers, the rest over them. */
void gui_city_draw_under(gui_module_ctx *ctx);
void gui_city_draw_over(gui_module_ctx *ctx);
/* The wall piece, the gate and a tower as figures at a point (the bar, a drag). */
void gui_city_piece_icon(gui_module_ctx *ctx, int decision, float cx, float cy, float size, int player, Uint8 alpha);
/* Side panel: towers left in a player row; the stacks, the wall supply and the round. */
int gui_city_pieces(gui_module_ctx *ctx, int player, int x, int row_y);
int gui_city_panel(gui_module_ctx *ctx, int x, int y, int w);
/* "Bedřich places a wall piece, 2 of 4" for the decision pending (buf empty if none). */
void gui_city_round_line(const gui_module_ctx *ctx, char *buf, size_t cap);

/* The final scoring: a watchman's step (its sight line into the city), its claim and name. */
void gui_city_final_draw(gui_module_ctx *ctx, const gui_finale_step *s);
int gui_city_final_event(const cit_event *e, int *kind);
const char *gui_city_final_name(int kind);

#endif
