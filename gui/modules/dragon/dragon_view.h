/* The Princess & the Dragon on screen: the dragon (gliding step by step) and the cells of its
   walk, the fairy beside its follower, the figures for the rules page. Rules: RULES.md §9,
   engine/modules/dragon/. */
#ifndef GUI_DRAGON_VIEW_H
#define GUI_DRAGON_VIEW_H

#include "app/module_ctx.h"
#include "modules/dragon/dragon.h"

#define GUI_DRAGON_SCORCH_RGB 0x3a2418 /* the scorched ground the dragon stands on (tests find it) */
#define GUI_DRAGON_TRAIL_RGB 0x8a2b1c  /* a cell the dragon has visited in this walk */

/* Its per-game GUI state: where the dragon was last drawn, so a step glides from there; the
   fairy dragged (dragon_fairy.c). None of it is engine state. */
typedef struct {
    int known;      /* the fields below hold a cell the dragon was drawn on */
    int x, y;       /* the cell it stands on as last seen */
    int from_x, from_y;
    int gliding;    /* a step glides in from from_x, from_y, started at game time `since` */
    uint32_t since;
    SDL_Rect fairy_rc;    /* the fairy to drag as drawn last (on the board or in the bar), and when */
    uint32_t fairy_clock;
    int fairy_dragging;   /* the module's drag is the fairy's */
    int fairy_want;       /* a drop chose fairy_move: answered next frame (the decide hook) */
    cit_move fairy_move;
    int portal_figure;    /* the figure the portal's lit places are for (the engine's follower
                             kind, 0 a follower), when another may go through too */
    SDL_Rect bar_rc;      /* the question's bar over the board this frame (empty without it) */
    char ask[200];        /* the question's line (gui_dragon_ask), as long as it is shown */
} gui_dragon_state;

gui_dragon_state *gui_dragon_of(const gui_game *g);

/* The dragon figure centred at cx,cy, h pixels high; the fairy likewise. */
void gui_dragon_figure(gui_module_ctx *ctx, float cx, float cy, float h, Uint8 alpha);
void gui_fairy_figure(gui_module_ctx *ctx, float cx, float cy, float h, Uint8 alpha);
/* The part a princess, fairy or portal answer names: a fairy's on a place another module keeps
   followers on (arg0 2, an acrobat space) has none (spot CIT_SPOT_NONE: the cell's middle). */
static inline cit_feature_part gui_dragon_answer_part(const cit_move *m)
{
    int kept = m->type == CIT_MOVE_FAIRY && m->arg0 == 2;
    cit_feature_part p = {m->x, m->y, kept ? CIT_SPOT_NONE : m->spot, kept ? 0 : m->rot};
    return p;
}
/* Where part `p` of the board (a follower's anchor, spot CIT_SPOT_NONE: the cell's middle) is
   on screen; 0 if no tile lies there. */
int gui_dragon_part_px(gui_module_ctx *ctx, const cit_feature_part *p, float *px, float *py);
/* Where the fairy stands beside the follower on part `p` (up and right of its anchor); 0 if no
   tile lies there. */
int gui_dragon_fairy_px(gui_module_ctx *ctx, const cit_feature_part *p, float *px, float *py);
/* The fairy's height on the board, in pixels. */
float gui_dragon_fairy_h(const gui_module_ctx *ctx);
/* gui_module.draw_under: the cells the dragon has visited in the walk under way. */
void gui_dragon_draw_trail(gui_module_ctx *ctx);
/* gui_module.draw_over: the dragon on its cell (gliding in from the last one), the fairy. */
void gui_dragon_draw(gui_module_ctx *ctx);
/* Where the dragon is drawn now (mid-glide too), in window pixels; 0 when it is not on the board. */
int gui_dragon_drawn_at(gui_module_ctx *ctx, float *px, float *py);

#endif
