/* The Princess & the Dragon's questions at the deciding person's screen: the list of answers
   in words, and the board's lit targets taking a click (the dragon's neighbour cells for its
   step; the person's followers for the fairy; the city's knights for the princess; every open
   place for the portal). */
#ifndef GUI_DRAGON_DECIDE_H
#define GUI_DRAGON_DECIDE_H

#include "app/module_ctx.h"

/* gui_module.decide: GUI_DECIDE_* bits. */
int gui_dragon_decide(gui_module_ctx *ctx, cit_move *chosen, int fresh);
/* What the person at this screen is asked now, in a sentence (its bar and the turn hint), or
   NULL when no question of its own waits for them. */
const char *gui_dragon_ask(const gui_module_ctx *ctx);
/* gui_module.key_help: its keys while its question waits here. */
const char *gui_dragon_key_help(const gui_module_ctx *ctx);
/* The answer of ms[0..n) whose lit target is nearest to mx,my within its reach (at least
   `slack` pixels): its index, its target's centre and lit ring's radius; -1 if none. */
int gui_dragon_target_at(gui_module_ctx *ctx, const cit_move *ms, int n, int mx, int my, float slack, float *px,
                         float *py, float *reach);
/* The cell a dragon step (side 0..3: N, E, S, W) from x,y leads to. */
void gui_dragon_step_cell(int x, int y, int side, int *nx, int *ny);

#endif
