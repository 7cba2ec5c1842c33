/* The fairy dragged at the deciding person's screen (CIT_DECIDE_FAIRY): from its box in the
   question's bar while it stands nowhere yet, or from the board where it stands. Let go on one
   of the person's lit followers it goes there (the engine's "fairy x,y fN"); anywhere else it
   goes back. The drag is the core's module drag (GUI_DRAG_MODULE: press, release and draw
   hooks), as the barn's and the abbey's are; a click on a lit follower still answers
   (dragon_decide.c). */
#ifndef GUI_DRAGON_FAIRY_H
#define GUI_DRAGON_FAIRY_H

#include "app/module_ctx.h"

/* 1 while the fairy is being dragged. */
int gui_fairy_dragging(const gui_module_ctx *ctx);
/* The fairy in the bar's box at rc (lit; dim while dragged), kept for a press. */
void gui_fairy_box(gui_module_ctx *ctx, SDL_Rect rc);
/* The pointer is on the fairy's box in the bar as drawn this frame. */
int gui_fairy_over_box(const gui_module_ctx *ctx);
/* The answer a drop chose, taken once: 1 and *m, else 0. */
int gui_fairy_take_drop(gui_module_ctx *ctx, cit_move *m);

/* gui_module hooks: its drag, the hand cursor, a new decision forgets the drag. */
int gui_fairy_press(gui_module_ctx *ctx);
void gui_fairy_drag_release(gui_module_ctx *ctx, int far);
void gui_fairy_drag_draw(gui_module_ctx *ctx);
int gui_fairy_hot(gui_module_ctx *ctx, int over_board);
void gui_fairy_turn_reset(gui_game *g);

#endif
