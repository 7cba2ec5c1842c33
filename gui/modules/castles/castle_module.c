/* Castles' entry in the GUI module table: tokens on the board and in the panel, the castle
   question, and their history lines. */
#include "modules/castles/castle_module.h"
#include "scenes/game/place_words.h"
#include "modules/castles/castle_view.h"
#include "app/i18n.h"
#include "modules/castles/castle_text.h"
#include "draw/draw.h"
#include "scenes/rules/rules_diagram.h"

#include <SDL.h>
#include <stdio.h>

/* A player's row: the keep's top below the row's and its side, in layout units. */
enum { CASTLE_ROW_Y = 28, CASTLE_ROW_KEEP = 16 };

/* A castle built (a computer's shows as a notice too), and the points a castle is paid. */
static int event_line(gui_game *g, const cit_game *before, const cit_event *e, char *buf, size_t cap,
                      gui_log_ref *ref)
{
    if (gui_castle_event_words(before, g->you, e, buf, cap)) {
        *ref = (gui_log_ref){-1, 0, 0, 0, 0, 0, 0, 0, 0};
        return 2;
    }
    if (e->type != CIT_EV_SCORE || e->reason != CIT_SCORE_CASTLE)
        return 0;
    char pts[16], kind[32];
    snprintf(pts, sizeof pts, "%d", e->points);
    gui_kind_in_sentence(e->feature_kind, kind, sizeof kind);
    if (gui_game_is_you(g, e->player)) /* "You score 3 points · castle"; the others' tally as before */
        gui_score_line(g, e->player, e->points, castle_tr(CASTLE_WHAT_CASTLE), buf, cap);
    else
        gui_subst(buf, cap, castle_tr(CASTLE_HIST_CASTLE_PAID), gui_game_player_name(g, e->player), pts, kind);
    ref->has_feature = 1;
    ref->fx = e->x;
    ref->fy = e->y;
    ref->fspot = e->spot;
    return 1;
}

static int pieces(gui_module_ctx *ctx, int player, int x, int row_y)
{
    return gui_castle_tokens(ctx, player, x, row_y + gui_px(ctx->ui, CASTLE_ROW_Y), gui_px(ctx->ui, CASTLE_ROW_KEEP));
}

static const char *rules(const cit_options *o, const char **on_line)
{
    *on_line = o->v[CIT_OPT_CASTLES] ? gui_tr(MSG_RULE_MODULE_ON) : NULL;
    return castle_tr(CASTLE_RULES_CASTLES);
}

/* The rules' picture: a castle on a city of two tiles, its six cells lit, a road beside it. */
static int rules_diagram(gui_module_ctx *ctx, int x, int y, int w, int px)
{
    static const gui_diagram_piece p[] = {
        {"D", 0, 0, 0, -1, 0}, {"E", 0, -1, 2, -1, 0}, {"U", 1, 0, 0, -1, 0}, {"U", -1, 0, 0, -1, 0}};
    gui_diagram_frame f;
    int dw = w / 2, h = gui_module_ctx_diagram_board(ctx, p, 4, x, y, dw, 0, &f);
    for (int cy = -1; cy <= 0; cy++)
        for (int cx = -1; cx <= 1; cx++) {
            SDL_Rect c = gui_diagram_cell(&f, cx, cy);
            gui_rect_outline(ctx->r, c, gui_px(ctx->ui, GUI_SIZE_LINE), gui_rgba(GUI_COL_DIAGRAM_LIT, 255));
        }
    SDL_Color red = gui_player_colour(ctx->settings->palette_cb, 0);
    SDL_Rect r1 = gui_diagram_cell(&f, 0, -1), r2 = gui_diagram_cell(&f, 0, 0);
    gui_castle_token_in(ctx, r1, r2, red);
    gui_atlas_follower(ctx->atlas, ctx->settings->palette_cb, 0, 0, (float)(r1.x + r1.w / 2), (float)(r2.y),
                       (float)f.cell * 0.42f, 255);
    int ch = gui_diagram_caption(castle_tr(CASTLE_DIAGRAM), x + dw + gui_px(ctx->ui, GUI_SIZE_INSET), f.oy,
                                 w - dw - gui_px(ctx->ui, GUI_SIZE_INSET), px);
    return h > f.oy - y + ch ? h : f.oy - y + ch;
}

/* Its short lesson, two screens (gui_module.lesson: the new-game screen's "?"). */
static const char *lesson(int screen)
{
    return screen >= 0 && screen < 2 ? castle_tr((castle_text_id)(CASTLE_LESSON_1 + screen)) : NULL;
}

const gui_module gui_castles_module = {
    .module = CIT_MODULE_CASTLES,
    .event_line = event_line,
    .move_words = gui_castle_move_words,
    .draw_under = gui_castle_draw,
    .pieces = pieces,
    .decide = gui_castle_dialog,
    .option = CIT_OPT_CASTLES,
    .words = castle_text,
    .nwords = CASTLE_NWORDS,
    .rules = rules,
    .lesson = lesson,
    .rules_diagram = rules_diagram,
};
