/* Abbey & Mayor on screen: what its files share (the GUI state of a game, the hooks each file
   provides to the table in abbey_module.c). Rules: RULES.md §11, engine/modules/abbey/. */
#ifndef GUI_ABBEY_VIEW_H
#define GUI_ABBEY_VIEW_H

#include "modules/gui_module.h"
#include "modules/abbey/abbey_barn.h"

/* Its special pieces in the supply box (gui_module.nspecial): the mayor and the wagon go on a
   spot of the tile just placed; the abbey is dragged onto a hole instead of drawing; the barn
   onto a lit corner of the tile just placed (abbey_barn.c). */
enum { ABBEY_MAYOR, ABBEY_WAGON, ABBEY_ABBEY, ABBEY_BARN, ABBEY_SPECIALS };

/* Its GUI state in a game (gui_game_module; none of it is engine state). */
typedef struct {
    /* the abbey question (abbey_hole.c) */
    SDL_Rect abbey_rc;     /* the abbey in the supply box as drawn last, and when */
    uint32_t abbey_clock;
    int drag_x, drag_y;    /* the cell under the abbey being dragged */
    int want_draw;         /* Draw (or Pass) was asked for: answered next frame */
    int want_abbey, want_x, want_y; /* the abbey dropped on hole want_x,want_y: to be asked */
    int put_abbey;         /* "abbey yes" sent: the abbey in hand goes into want_x,want_y */
    int taken_len;         /* session length after "abbey yes" made here (Ctrl+Z asks again) */
    /* the wagon's move (abbey_wagon.c) */
    int wagon_hover;       /* the answer under the pointer, -1 none */
    abbey_barn_gui barn;   /* the barn (abbey_barn.c) */
} abbey_gui;

abbey_gui *abbey_gui_of(const gui_game *g);
/* The abbey's tile type, or -1. */
int abbey_tile_type(const gui_module_ctx *ctx);

/* ---- abbey_hole.c: the abbey dragged into a hole instead of drawing ---- */
/* The abbey question is pending for a person at this screen. */
int abbey_question_open(const gui_module_ctx *ctx);
void abbey_turn_reset(gui_game *g);
int abbey_undo(gui_game *g);
int abbey_panel(gui_module_ctx *ctx, int x, int y, int w);
int abbey_press(gui_module_ctx *ctx);
void abbey_drag_motion(gui_module_ctx *ctx);
void abbey_drag_release(gui_module_ctx *ctx, int far);
void abbey_drag_draw(gui_module_ctx *ctx);
int abbey_hot(gui_module_ctx *ctx, int over_board);
void abbey_draw_under(gui_module_ctx *ctx);
/* Its answers to the abbey question (Draw, Pass, the abbey dropped on a hole). */
int abbey_question(gui_module_ctx *ctx, cit_move *chosen);
const char *abbey_hint(const gui_module_ctx *ctx);
const char *abbey_key_help(const gui_module_ctx *ctx);
void abbey_draw_tile_icon(gui_module_ctx *ctx, float cx, float cy, float h, Uint8 alpha);

/* ---- abbey_figures.c: the mayor and the wagon ---- */
/* Figure `kind` (ABBEY_MAYOR / ABBEY_WAGON) in palette colour `colour` centred at cx,cy, h high. */
void abbey_figure(gui_module_ctx *ctx, int colour, int kind, float cx, float cy, float h, Uint8 alpha);
int abbey_special_home(const cit_game *e, int player, int kind);
int abbey_special_spots(gui_game *g, int kind, int8_t *spots, int cap);
void abbey_special_draw(gui_module_ctx *ctx, int player, int kind, int lying, float cx, float cy, float h, Uint8 alpha);
int abbey_special_answer(const gui_game *g, int kind, int spot, cit_move *m);
int abbey_special_note(const cit_game *preview, int player, int you, int kind, int x, int y, int spot, int half,
                       char *buf, size_t cap);
const char *abbey_special_tip(int kind);
int abbey_ghost_answer(gui_module_ctx *ctx, const cit_move *after, const cit_move *m, int player, Uint8 alpha,
                       float *px, float *py, float *pr);
void abbey_offered_spots(gui_module_ctx *ctx);
int abbey_feature_more(const cit_game *e, int you, int x, int y, int spot, int half, char *buf, size_t cap);
/* The figure hint while the mayor or the wagon may go on the tile just laid. */
const char *abbey_figure_hint(const gui_module_ctx *ctx);
/* The sound of its events (gui_module.sound): the mayor's, the wagon's, the barn's. */
int abbey_sound(const cit_event *e);

/* ---- abbey_wagon.c: the wagon's move after its feature scores ---- */
int abbey_wagon_decide(gui_module_ctx *ctx, cit_move *chosen, int fresh);

#endif
