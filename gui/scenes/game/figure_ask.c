/* The figure question in the window, for every module that brings a figure: the spots a piece
   dragged from the supply box may take, the answer End turn gives for what was set up, and the
   offered spots numbered when the question is asked with nothing set up. The answers' shape is
   the engine's (engine/figure_ask.h); a module names its decision and move type, nothing more. */
#include "scenes/game/figure_ask.h"

/* Room for every answer of a question about several figures (the builder and the pig: two a
   part) and its "none". */
#define ASK_MAX (2 * CIT_MAX_TILE_FEATURES + 4)

int gui_figure_ask_spots(gui_game *g, gui_figure_ask q, int figure, int8_t *spots, int cap)
{
    cit_move mv[ASK_MAX];
    int n = gui_game_figure_answers(g, q.decision, mv, ASK_MAX), k = 0;
    for (int i = 0; i < n && i < ASK_MAX && k < cap; i++)
        if (mv[i].type == q.move && mv[i].arg0 == figure)
            spots[k++] = mv[i].spot;
    return k;
}

int gui_figure_ask_answer(const gui_game *g, gui_figure_ask q, int figure, int spot, cit_move *out)
{
    const cit_game *e = gui_game_engine(g);
    if (cit_game_pending(e).decision != q.decision)
        return 0;
    cit_move mv[ASK_MAX];
    int n = cit_game_legal_moves(e, mv, ASK_MAX);
    for (int i = 0; i < n && i < ASK_MAX; i++)
        if (mv[i].type == q.move && mv[i].arg0 == figure && (figure == 0 || mv[i].spot == spot)) {
            *out = mv[i];
            return 1;
        }
    return 0;
}

void gui_figure_ask_number_spots(const gui_module_ctx *c, gui_figure_ask q)
{
    const cit_game *e = gui_game_engine(c->game);
    const cit_pending *pd = &c->game->pend;
    cit_placed_tile pc[2];
    if (pd->decision != q.decision || !gui_module_ctx_seat_here(c, pd->player) ||
        cit_game_parts_at(e, pd->x, pd->y, pc) <= pd->half)
        return;
    cit_move mv[ASK_MAX];
    int n = cit_game_legal_moves(e, mv, ASK_MAX);
    unsigned done = 0; /* a spot two figures may take is numbered once */
    for (int i = 0; i < n && i < ASK_MAX; i++) {
        int spot = mv[i].spot;
        if (mv[i].type != q.move || !mv[i].arg0 || spot < 0 || spot >= 32 || (done >> spot & 1u))
            continue;
        done |= 1u << spot;
        gui_module_ctx_board_numbered_spot(c, pc[pd->half].tile, spot, pc[pd->half].rot, pd->x, pd->y);
    }
}
