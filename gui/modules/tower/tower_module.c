/* The Tower's entry in the GUI module table: stacks on the board, pieces and prisoners in the
   player rows, its decisions in words, their history lines, its rules and lesson. */
#include "modules/tower/tower_module.h"
#include "modules/tower/tower_view.h"
#include "modules/tower/tower_decide.h"
#include "modules/tower/tower_text.h"
#include "modules/tower/tower_state.h"
#include "modules/tower/tower.h"
#include "modules/gui_module.h" /* the kinds' names */
#include "scenes/game/game_state.h"
#include "scenes/rules/rules_diagram.h"
#include "scenes/game/place_words.h"
#include "draw/draw.h"
#include "draw/atlas.h"

#include <stdio.h>

/* Its events as history lines; a computer's also as a notice (return 2), so its tower move
   is announced, not only drawn. */
/* The taken follower's name: big follower, mayor, wagon, or by the feature it stood on
   (knight, monk...). */
static const char *taken_word(const cit_game *before, const cit_event *e)
{
    cit_feature_info info;
    int n = 0;
    if (e->quarter)
        return gui_figure_name(before, e->quarter, GUI_FIGNAME_NOUN);
    if (e->type == CIT_EV_TOWER_CAPTURE && e->spot >= 0 &&
        cit_game_feature(before, e->x, e->y, e->spot, e->half, &info, NULL, 0, &n))
        return gui_follower_word(info.kind);
    return tower_tr(TOWER_FOLLOWER);
}

/* A line about two seats, worded for the person at this screen when either is. */
static const char *two_seats(tower_text_id named, tower_text_id to_you, int you, int other_you)
{
    return gui_word_seats(&tower_text[named], &tower_text[to_you], you, other_you);
}

static int event_line(gui_game *g, const cit_game *before, const cit_event *e, char *buf, size_t cap,
                      gui_log_ref *ref)
{
    char at[96], num[16];
    gui_tower_where(before, e->x, e->y, at, sizeof at);
    snprintf(num, sizeof num, "%d", e->count);
    const char *who = gui_game_player_name(g, e->player), *other = gui_game_player_name(g, e->other);
    const char *what = taken_word(before, e);
    int you = gui_game_is_you(g, e->player), other_you = gui_game_is_you(g, e->other);
    gui_tower_note_event(g, before, e);
    switch (e->type) {
    case CIT_EV_TOWER_PIECE:
        gui_subst(buf, cap, gui_word_seat(&tower_text[TOWER_HIST_PIECE], gui_game_is_you(g, e->player)), who, at, num);
        break;
    case CIT_EV_TOWER_CLOSE:
        gui_subst(buf, cap, gui_word_seat(&tower_text[TOWER_HIST_CLOSE], gui_game_is_you(g, e->player)), who, at, NULL);
        break;
    case CIT_EV_TOWER_CAPTURE:
        if (e->other == e->player)
            gui_subst(buf, cap, gui_word_seat(&tower_text[TOWER_HIST_HOME], you), who, other, what);
        else
            gui_subst(buf, cap, two_seats(TOWER_HIST_CAPTURE, TOWER_HIST_CAPTURE_YOURS, you, other_you), who, other, what);
        break;
    case CIT_EV_TOWER_EXCHANGE:
        gui_subst(buf, cap, two_seats(TOWER_HIST_EXCHANGE, TOWER_HIST_EXCHANGE_YOU, you, other_you), who, other, NULL);
        return 1;
    case CIT_EV_TOWER_RANSOM:
        gui_subst(buf, cap, two_seats(TOWER_HIST_RANSOM, TOWER_HIST_RANSOM_YOU, you, other_you), who, other, what);
        return 2;
    default:
        return 0;
    }
    ref->has_feature = 0;
    return 2;
}

static const char *rules(const cit_options *o, const char **on_line)
{
    *on_line = o->v[CIT_OPT_TOWER] ? gui_tr(MSG_RULE_MODULE_ON) : NULL;
    return tower_tr(TOWER_RULES);
}

/* The rules' picture: a tower of height 2 on a road, a knight two cells north in its reach. The
   stack is drawn large, with its height's number, so the picture reads at a glance. */
static int rules_diagram(gui_module_ctx *ctx, int x, int y, int w, int px)
{
    static const gui_diagram_piece p[] = {{"U", 0, 0, 0, -1, 0}, {"U", 0, -1, 0, -1, 0}, {"D", 0, -2, 0, -1, 0}};
    gui_diagram_frame f;
    int dw = w / 3, h = gui_module_ctx_diagram_board(ctx, p, 3, x, y, dw, 0, &f);
    SDL_Rect t = gui_diagram_cell(&f, 0, 0), k = gui_diagram_cell(&f, 0, -2);
    for (int cy = -2; cy <= 0; cy++)
        gui_rect_outline(ctx->r, gui_diagram_cell(&f, 0, cy), gui_px(ctx->ui, GUI_SIZE_LINE), gui_rgba(GUI_COL_DIAGRAM_LIT, 255));
    float tw = (float)t.w * 0.7f, tcx = (float)t.x + (float)t.w * 0.58f, tby = (float)t.y + (float)t.h * 0.9f;
    gui_tower_stack(ctx, tcx, tby, tw, 2);
    gui_tower_height_badge(ctx, tcx, tby, tw, 2);
    gui_atlas_follower(ctx->atlas, ctx->settings->palette_cb, 1, 0, (float)(k.x + k.w / 2), (float)(k.y + k.h / 2),
                       (float)f.cell * 0.42f, 255);
    int ch = gui_diagram_caption(tower_tr(TOWER_DIAGRAM), x + dw + gui_px(ctx->ui, GUI_SIZE_INSET), f.oy,
                                 w - dw - gui_px(ctx->ui, GUI_SIZE_INSET), px);
    return h > f.oy - y + ch ? h : f.oy - y + ch;
}

/* Its short lesson, two screens (gui_module.lesson: the new-game screen's "?"). */
static const char *lesson(int screen)
{
    return screen >= 0 && screen < 2 ? tower_tr((tower_text_id)(TOWER_LESSON_1 + screen)) : NULL;
}

/* Ransoms in a results row of their own, out of "Other": 3 for the tower's holder, -3 for the
   player who paid them. */
static int tally(const cit_game *after, const cit_event *e, int *row, int *taken, int *payer)
{
    (void)after;
    if (e->type != CIT_EV_TOWER_RANSOM)
        return 0;
    *row = 0;
    *taken = CIT_CAT_OTHER;
    *payer = e->player;
    return 1;
}

static int tally_row(const cit_game *e, int row, int points, int count, char *label, size_t lcap, char *cell,
                     size_t ccap)
{
    if (row || !cit_game_setup(e)->opt.v[CIT_OPT_TOWER])
        return 0;
    SDL_strlcpy(label, tower_tr(TOWER_ROW_RANSOMS), lcap);
    snprintf(cell, ccap, "%d", points);
    return count > 0; /* only in a game where a ransom was paid */
}

const gui_module gui_tower_module = {
    .module = CIT_MODULE_TOWER,
    .box = GUI_BOX_BIG, /* sold in the Big Box */
    .state_size = sizeof(gui_tower_state),
    .turn_reset = gui_tower_turn_reset,
    .event_line = event_line,
    .move_words = gui_tower_move_words,
    .draw_over = gui_tower_draw,
    .pieces = gui_tower_pieces,
    .panel = gui_tower_supply,
    .supply_usable = gui_tower_supply_usable,
    .decide = gui_tower_decide,
    .key_help = gui_tower_key_help,
    .tally = tally,
    .tally_row = tally_row,
    .option = CIT_OPT_TOWER,
    .words = tower_text,
    .nwords = TOWER_NWORDS,
    .rules = rules,
    .lesson = lesson,
    .rules_diagram = rules_diagram,
};
