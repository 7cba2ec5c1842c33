/* The Tower's questions (tower_decide.h). */
#include "modules/tower/tower_decide.h"
#include "modules/tower/tower.h"
#include "scenes/decide.h"
#include "scenes/game_state.h"
#include "draw/draw.h"

#define MAX_ANSWERS 64
#define TARGET_RGB 0xffd75e /* a lit target on the board */

/* The answer that puts something on (or takes something from) cell x,y: the first legal one
   there, as the engine lists them; NULL if none. */
static const cit_move *answer_at(const cit_move *ms, int n, int x, int y)
{
    for (int i = 0; i < n; i++)
        if (ms[i].arg0 != 0 && ms[i].x == x && ms[i].y == y)
            return &ms[i];
    return NULL;
}

int gui_tower_decide(gui_app *a, cit_move *chosen, int fresh)
{
    (void)fresh;
    int bits = gui_decide_list(a, chosen, 0);
    int d = a->game->pend.decision;
    if ((bits & GUI_DECIDE_CHOSEN) || (d != CIT_DECIDE_TOWER_FIGURE && d != CIT_DECIDE_TOWER_CAPTURE))
        return bits;
    cit_move ms[MAX_ANSWERS];
    int n = cit_game_legal_moves(gui_game_engine(a->game), ms, MAX_ANSWERS);
    n = n > MAX_ANSWERS ? MAX_ANSWERS : n;
    /* the targets lit on the board: the list above names them, the board shows where */
    for (int i = 0; i < n; i++)
        if (ms[i].arg0 != 0) {
            SDL_Rect c = gui_camera_cell_rect(&a->cam, ms[i].x, ms[i].y);
            gui_rect_outline(a->r, c, gui_px(&a->ui, 3), gui_rgba(TARGET_RGB, 255));
        }
    const gui_input *in = a->ui.in;
    if (!in->released[1] || a->ui.consumed || !gui_hit(in, a->board_rc))
        return bits;
    int cx, cy;
    gui_camera_cell_at(&a->cam, in->mx, in->my, &cx, &cy);
    const cit_move *m = answer_at(ms, n, cx, cy);
    if (!m)
        return bits;
    *chosen = *m;
    return bits | GUI_DECIDE_MODAL | GUI_DECIDE_CHOSEN;
}
