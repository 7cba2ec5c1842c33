/* The Princess & the Dragon's entry in the GUI module table: the dragon, its walk and the
   fairy on the board, its four questions answered on the board, its history lines and
   hovers, its rules page and lesson. */
#include "modules/dragon/dragon_module.h"
#include "modules/dragon/dragon_view.h"
#include "modules/dragon/dragon_decide.h"
#include "modules/dragon/dragon_fairy.h"
#include "modules/dragon/dragon_words.h"
#include "modules/dragon/dragon_text.h"
#include "modules/dragon/dragon.h"
#include "scenes/game/game_state.h"
#include "scenes/rules/rules_diagram.h"
#include "draw/draw.h"
#include "draw/atlas.h"
#include "app/sound.h"

#include <stdio.h>

#define DIAGRAM_DASH 5 /* dp: the walk's dashes in the rules' picture, finer than on the board */

static const char *rules(const cit_options *o, const char **on_line)
{
    *on_line = o->v[CIT_OPT_DRAGON] ? gui_tr(MSG_RULE_MODULE_ON) : NULL;
    static char text[3072]; /* the rules, then what this window does; global: the hook has no state */
    snprintf(text, sizeof text, "%s\n\n%s", dragon_tr(DRAGON_RULES), dragon_tr(DRAGON_RULES_WINDOW));
    return text;
}

/* The rules' picture: the dragon on the start tile, come from the volcano south of it (its
   walk's first cell, marked); its next step lit north onto blue's knight or east onto a road;
   the fairy beside red's robber west of it keeps it out of that cell. */
static int rules_diagram(gui_module_ctx *ctx, int x, int y, int w, int px)
{
    static const gui_diagram_piece p[] = {{"D", 0, 0, 0, -1, 0},  {"PD-01", 0, 1, 0, -1, 0}, {"E", 0, -1, 2, 0, 1},
                                          {"U", 1, 0, 0, -1, 0}, {"U", -1, 0, 0, 0, 0}};
    gui_diagram_frame f;
    int dw = w * 2 / 5, h = gui_module_ctx_diagram_board(ctx, p, 5, x, y, dw, 0, &f);
    SDL_Rect trail = gui_diagram_cell(&f, 0, 1), here = gui_diagram_cell(&f, 0, 0), west = gui_diagram_cell(&f, -1, 0);
    gui_fill_rect(ctx->r, trail, gui_rgba(GUI_DRAGON_TRAIL_RGB, 70));
    gui_dashed_outline(ctx->r, trail, gui_px(ctx->ui, GUI_SIZE_LINE), gui_px(ctx->ui, DIAGRAM_DASH), gui_rgba(GUI_DRAGON_TRAIL_RGB, 230));
    gui_dashed_outline(ctx->r, here, gui_px(ctx->ui, GUI_SIZE_LINE), gui_px(ctx->ui, DIAGRAM_DASH), gui_rgba(GUI_DRAGON_TRAIL_RGB, 230));
    for (int k = 0; k < 2; k++)
        gui_rect_outline(ctx->r, gui_diagram_cell(&f, k, k - 1), gui_px(ctx->ui, GUI_SIZE_LINE_LIT), gui_rgba(GUI_COL_TARGET, 255));
    gui_fairy_figure(ctx, (float)(west.x + west.w * 3 / 4), (float)(west.y + west.h / 4), (float)f.cell * 0.32f, 255);
    float cx = (float)(here.x + here.w / 2), cy = (float)(here.y + here.h / 2);
    gui_fill_circle(ctx->r, cx, cy + (float)f.cell * 0.22f, (float)f.cell * 0.15f,
                    gui_rgba(GUI_DRAGON_SCORCH_RGB, 255));
    gui_dragon_figure(ctx, cx, cy, (float)f.cell * 0.62f, 255);
    int ch = gui_diagram_caption(dragon_tr(DRAGON_DIAGRAM), x + dw + gui_px(ctx->ui, GUI_SIZE_INSET), f.oy,
                                 w - dw - gui_px(ctx->ui, GUI_SIZE_INSET), px);
    return h > f.oy - y + ch ? h : f.oy - y + ch;
}

/* Its short lesson, two screens (gui_module.lesson: the new-game screen's "?"). */
static const char *lesson(int screen)
{
    return screen >= 0 && screen < 2 ? dragon_tr((dragon_text_id)(DRAGON_LESSON_1 + screen)) : NULL;
}

/* Its events' sounds: the dragon's step (and a jump onto a volcano) as a figure moved; a follower
   set down by the portal or the fairy put; the fairy's points as points. */
static int sound(const cit_event *e)
{
    switch (e->type) {
    case CIT_EV_DRAGON_STEP:
    case CIT_EV_DRAGON_VOLCANO:
        return GUI_SFX_MOVE;
    case CIT_EV_FAIRY:
    case CIT_EV_PORTAL:
        return GUI_SFX_FOLLOWER;
    case CIT_EV_SCORE:
        return e->reason == CIT_SCORE_FAIRY_TURN || e->reason == CIT_SCORE_FAIRY_FEATURE ? GUI_SFX_POINTS : -1;
    default:
        return -1;
    }
}

/* The turn-order discs while the dragon walks: the choosers of the steps still to come after
   this one, clockwise from the one choosing now (RULES.md §9), then the turns after the
   placer's. The one choosing now carries none: the row's highlight says it is them. */
static int round_order(const gui_game *g, int *seats, int cap)
{
    const cit_pending *pd = &g->pend;
    if (pd->module != CIT_MODULE_DRAGON || pd->decision != CIT_DECIDE_DRAGON_STEP)
        return 0;
    const cit_game *e = gui_game_engine(g);
    int np = cit_game_setup(e)->nplayers, left = cit_game_dragon_steps_left(e), n = 0;
    for (int k = 1; k < left && n < cap; k++)
        seats[n++] = (pd->player + k) % np;
    for (int k = 1, listed = n; k < np && n < cap; k++) {
        int q = (pd->active + k) % np, again = q == pd->player; /* choosing now: no disc for a later turn */
        for (int i = 0; i < listed; i++)
            again |= seats[i] == q; /* a disc is its first place */
        if (!again)
            seats[n++] = q;
    }
    return n;
}

/* The fairy's points (a turn's point, a feature's 3) in a results row of their own, out of
   "Other". */
static int tally(const cit_game *after, const cit_event *e, int *row, int *taken, int *payer)
{
    (void)after;
    (void)payer;
    if (e->type != CIT_EV_SCORE || (e->reason != CIT_SCORE_FAIRY_TURN && e->reason != CIT_SCORE_FAIRY_FEATURE))
        return 0;
    *row = 0;
    *taken = CIT_CAT_OTHER;
    return 1;
}

static int tally_row(const cit_game *e, int row, int points, int count, char *label, size_t lcap, char *cell,
                     size_t ccap)
{
    (void)count;
    if (row || !cit_game_setup(e)->opt.v[CIT_OPT_DRAGON])
        return 0;
    SDL_strlcpy(label, dragon_tr(DRAGON_ROW_FAIRY), lcap);
    SDL_snprintf(cell, ccap, "%d", points);
    return 1;
}

/* Each frame before the question: its bar is drawn anew (or not at all). */
static int frame(gui_module_ctx *ctx, cit_move *chosen)
{
    (void)chosen;
    gui_dragon_of(ctx->game)->bar_rc = (SDL_Rect){0, 0, 0, 0};
    return 0;
}

/* The question's bar over the top of the board, while it is shown. */
static int covers(gui_module_ctx *ctx, SDL_Rect *rc)
{
    *rc = gui_dragon_of(ctx->game)->bar_rc;
    return rc->w > 0;
}

const gui_module gui_dragon_module = {
    .module = CIT_MODULE_DRAGON,
    .box = GUI_BOX_BIG, /* sold in the Big Box */
    .state_size = sizeof(gui_dragon_state),
    .event_line = gui_dragon_event_line,
    .move_words = gui_dragon_move_words,
    .feature_more = gui_dragon_feature_more,
    .sound = sound,
    .draw_under = gui_dragon_draw_trail,
    .draw_over = gui_dragon_draw,
    .frame = frame,
    .decide = gui_dragon_decide,
    .covers = covers,
    .tally = tally,
    .tally_row = tally_row,
    .turn_reset = gui_fairy_turn_reset,
    .press = gui_fairy_press,
    .drag_release = gui_fairy_drag_release,
    .drag_draw = gui_fairy_drag_draw,
    .hot = gui_fairy_hot,
    .hint = gui_dragon_ask,
    .round_order = round_order,
    .key_help = gui_dragon_key_help,
    .option = CIT_OPT_DRAGON,
    .words = dragon_text,
    .nwords = DRAGON_NWORDS,
    .rules = rules,
    .lesson = lesson,
    .rules_diagram = rules_diagram,
};
