/* The barn on screen (option barn, engine/modules/abbey/barn.c): its figure on a tile corner,
   its question answered by a drag from the supply box or a click on a lit corner, its
   scorings in words, its rules block, picture and lesson screen. Hooked into the abbey's
   table entry through the abbey_barn_* wrappers (the barn first, then the abbey's own). */
#ifndef GUI_ABBEY_BARN_H
#define GUI_ABBEY_BARN_H

#include "modules/gui_module.h"

/* The barn's GUI state in a game, a part of abbey_gui (none of it is engine state). */
typedef struct {
    SDL_Rect rc;           /* the barn in the supply box as drawn last, and when */
    uint32_t clock;
    int dragging;          /* the module's drag is the barn's (not the abbey's) */
    int hot;               /* the lit corner under the dragged barn, -1 none */
    int want;              /* the answer chosen here: corner + 1, or -1 for none; 0 not yet */
    uint32_t landed_at;    /* game time a barn was put, and whose (+ 1; 0 none): it glides in */
    int landed_player;
    int owner;             /* whose barn scores the lines that follow its placement (+ 1) */
} abbey_barn_gui;

/* Its entry in the GUI module table: the `barn` switch's option, rules block and picture. */
extern const gui_module gui_barn_module;

/* Its lesson screen, the abbey lesson's third. */
const char *abbey_barn_lesson(void);

/* Where player p's barn is drawn now (its corner, or above it while it drops in): 1 and the
   point in window pixels, or 0 if it is not on the board. */
int abbey_barn_drawn_at(gui_module_ctx *ctx, int p, float *px, float *py);

/* The abbey entry's hooks with the barn's part first. */
void abbey_barn_turn_reset(gui_game *g);
int abbey_barn_decide(gui_module_ctx *ctx, cit_move *chosen, int fresh);
int abbey_barn_move_words(const cit_move *m, char *buf, size_t cap);
int abbey_barn_event_line(gui_game *g, const cit_game *before, const cit_event *e, char *buf, size_t cap,
                          gui_log_ref *ref);
void abbey_barn_draw_over(gui_module_ctx *ctx);
int abbey_barn_panel(gui_module_ctx *ctx, int x, int y, int w);
const char *abbey_barn_hint(const gui_module_ctx *ctx);
int abbey_barn_press(gui_module_ctx *ctx);
void abbey_barn_drag_motion(gui_module_ctx *ctx);
void abbey_barn_drag_release(gui_module_ctx *ctx, int far);
void abbey_barn_drag_draw(gui_module_ctx *ctx);
int abbey_barn_hot(gui_module_ctx *ctx, int over_board);
int abbey_barn_special_home(const cit_game *e, int player, int kind);
void abbey_barn_special_draw(gui_module_ctx *ctx, int player, int kind, int lying, float cx, float cy, float h,
                             Uint8 alpha);
const char *abbey_barn_special_tip(int kind);
/* The barns' points at the end as a step of the final scoring of their own ("Final scoring: Barns"). */
int abbey_barn_final_event(const cit_event *e, int *kind);
const char *abbey_barn_final_name(int kind);
int abbey_barn_ghost_answer(gui_module_ctx *ctx, const cit_move *after, const cit_move *m, int player, Uint8 alpha,
                            float *px, float *py, float *pr);
int abbey_barn_sound(const cit_event *e);
int abbey_barn_feature_more(const cit_game *e, int you, int x, int y, int spot, int half, char *buf, size_t cap);

#endif
