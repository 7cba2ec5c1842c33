/* Abbey & Mayor's entry in the GUI module table: the abbey dragged into a hole instead of
   drawing, the mayor and the wagon as special pieces from the supply box and in their own
   shapes on the board, the wagon's move on the board, their moves and events in words, the
   last round's turn, hovers, and the rules and lesson of its three switches. */
#include "modules/abbey/abbey_module.h"
#include "modules/abbey/abbey_view.h"
#include "modules/abbey/abbey_text.h"
#include "modules/abbey/abbey_barn.h"
#include "modules/abbey/abbey.h"
#include "scenes/game/decide.h"
#include "scenes/game/game_state.h"
#include "scenes/rules/rules_diagram.h"
#include "draw/draw.h"

#include <stdio.h>

abbey_gui *abbey_gui_of(const gui_game *g) { return gui_game_module(g, CIT_MODULE_ABBEY); }

int abbey_tile_type(const gui_module_ctx *ctx)
{
    const cit_game *e = ctx->game ? gui_game_engine(ctx->game) : NULL;
    for (int t = 0; t < ctx->tiles->ntiles; t++)
        if (e ? cit_tile_is_abbey(e, t) : (ctx->tiles->tiles[t].flags & CIT_TF_ABBEY) != 0)
            return t;
    return -1;
}

/* ---- decisions ---- */

static int decide(gui_module_ctx *ctx, cit_move *chosen, int fresh)
{
    switch (ctx->pend->decision) {
    case CIT_DECIDE_ABBEY:
        return abbey_question(ctx, chosen); /* from the supply box and the panel */
    case CIT_DECIDE_WAGON_MOVE:
        return abbey_wagon_decide(ctx, chosen, fresh);
    case CIT_DECIDE_BARN:
        return abbey_barn_decide(ctx, chosen, fresh);
    default:
        return gui_module_ctx_decide_list(ctx, chosen, 0); /* the mayor or the wagon asked after a load */
    }
}

static int is_turn(const gui_game *g) { return g->pend.decision == CIT_DECIDE_ABBEY; }

static int turn_words(const gui_game *g, char *buf, size_t cap)
{
    if (g->pend.decision != CIT_DECIDE_ABBEY || cit_game_stack_left(gui_game_engine(g)) > 0)
        return 0;
    gui_subst(buf, cap, gui_word_seat(&abbey_text[AB_TURN_LAST], gui_game_is_you(g, g->pend.player)),
              gui_game_player_name(g, g->pend.player), NULL, NULL);
    return 1;
}

/* ---- moves and events in words ---- */

static int move_words(const cit_game *g, const cit_move *m, char *buf, size_t cap)
{
    char num[16], at[24];
    snprintf(num, sizeof num, "%d", m->spot + 1);
    switch (m->type) {
    case CIT_MOVE_ABBEY:
        SDL_strlcpy(buf, abbey_tr(m->arg0 ? AB_MV_ABBEY_YES : cit_game_stack_left(g) ? AB_MV_ABBEY_NO : AB_MV_ABBEY_PASS),
                    cap);
        return 1;
    case CIT_MOVE_MAYOR:
    case CIT_MOVE_WAGON: {
        int mayor = m->type == CIT_MOVE_MAYOR;
        gui_subst(buf, cap, abbey_tr(m->arg0 ? (mayor ? AB_MV_MAYOR : AB_MV_WAGON) : (mayor ? AB_MV_MAYOR_NONE : AB_MV_WAGON_NONE)),
                  num, NULL, NULL);
        return 1;
    }
    case CIT_MOVE_WAGON_MOVE: {
        if (!m->arg0) {
            SDL_strlcpy(buf, abbey_tr(AB_MV_WAGON_HOME), cap);
            return 1;
        }
        cit_feature_info info;
        int n = 0;
        int kind = cit_game_feature(g, m->x, m->y, m->spot, m->rot, &info, NULL, 0, &n) ? info.kind : -1;
        snprintf(at, sizeof at, "%d,%d", m->x, m->y);
        gui_subst(buf, cap, abbey_tr(AB_MV_WAGON_MOVE), abbey_place_word(kind), at, NULL);
        return 1;
    }
    default:
        return abbey_barn_move_words(m, buf, cap);
    }
}

/* The hint's line for its mayor or wagon answer: drag it onto its ghost, or none of it. */
static int hint_words(const gui_module_ctx *ctx, const cit_move *m, int then, char *buf, size_t cap)
{
    (void)ctx;
    if (m->type != CIT_MOVE_MAYOR && m->type != CIT_MOVE_WAGON)
        return 0;
    int mayor = m->type == CIT_MOVE_MAYOR;
    if (m->arg0)
        gui_subst(buf, cap, abbey_tr(then ? AB_HINT_THEN : AB_HINT_NOW), abbey_tr(mayor ? AB_ACC_MAYOR : AB_ACC_WAGON),
                  NULL, NULL);
    else
        gui_subst(buf, cap, abbey_tr(then ? AB_HINT_THEN_NONE : AB_HINT_NONE), abbey_tr(mayor ? AB_GEN_MAYOR : AB_GEN_WAGON),
                  NULL, NULL);
    return 1;
}

/* Moves with no event of their own: passing in the last round, the wagon sent home. */
static int move_line(const gui_game *g, const cit_game *before, const cit_move *m, int player, char *buf, size_t cap,
                     gui_log_ref *ref)
{
    (void)ref;
    const char *who = gui_game_player_name(g, player);
    if (m->type == CIT_MOVE_ABBEY && !m->arg0 && cit_game_stack_left(before) == 0) {
        gui_subst(buf, cap, gui_word_seat(&abbey_text[AB_HIST_PASS], gui_game_is_you(g, player)), who, NULL, NULL);
        return 1;
    }
    if (m->type == CIT_MOVE_WAGON_MOVE && !m->arg0) {
        gui_subst(buf, cap, gui_word_seat(&abbey_text[AB_HIST_WAGON_HOME], gui_game_is_you(g, player)), who, NULL, NULL);
        return 1;
    }
    return 0;
}

/* The abbey taken, the mayor and the wagon put on the board, the wagon rolled on; a computer's
   abbey and wagon move also as a notice (2), as they change the board elsewhere. */
static int event_line(gui_game *g, const cit_game *before, const cit_event *e, char *buf, size_t cap,
                      gui_log_ref *ref)
{
    const char *who = gui_game_player_name(g, e->player);
    cit_feature_info info;
    int n = 0;
    switch (e->type) {
    case CIT_EV_ABBEY_TAKEN:
        gui_subst(buf, cap,
                  gui_word_seat(&abbey_text[e->count ? AB_HIST_ABBEY_LAST : AB_HIST_ABBEY], gui_game_is_you(g, e->player)),
                  who, NULL, NULL);
        ref->has_feature = 0;
        return 2;
    case CIT_EV_ABBEY_MAYOR:
        abbey_mayor_words(AB_HIST_MAYOR, cit_game_feature(before, e->x, e->y, e->spot, e->half, &info, NULL, 0, &n) ? info.pennants : 0,
                          who, gui_game_is_you(g, e->player), buf, cap);
        gui_log_ref_feature(ref, e);
        return 1;
    case CIT_EV_ABBEY_WAGON: {
        int kind = cit_game_feature(before, e->x, e->y, e->spot, e->half, &info, NULL, 0, &n) ? info.kind : e->feature_kind;
        gui_subst(buf, cap, gui_word_seat(&abbey_text[e->count ? AB_HIST_WAGON_MOVED : AB_HIST_WAGON], gui_game_is_you(g, e->player)),
                  who, abbey_place_word(kind), NULL);
        gui_log_ref_feature(ref, e);
        return e->count ? 2 : 1;
    }
    default:
        return abbey_barn_event_line(g, before, e, buf, cap, ref);
    }
}

/* ---- rules ---- */

static const char *rules(const cit_options *o, const char **on_line)
{
    *on_line = o->v[CIT_OPT_ABBEY] ? gui_tr(MSG_RULE_MODULE_ON) : NULL;
    return abbey_tr(AB_RULES_ABBEY);
}

static const char *rules_mayor(const cit_options *o, const char **on_line)
{
    *on_line = o->v[CIT_OPT_MAYOR] ? gui_tr(MSG_RULE_MODULE_ON) : NULL;
    return abbey_tr(AB_RULES_MAYOR);
}

static const char *rules_wagon(const cit_options *o, const char **on_line)
{
    *on_line = o->v[CIT_OPT_WAGON] ? gui_tr(MSG_RULE_MODULE_ON) : NULL;
    return abbey_tr(AB_RULES_WAGON);
}

/* The hole of tests/scenarios/abbey-closes-cities-and-cloister.scn with red's abbey in it,
   three one-tile cities ending at it; blue's wagon on the start tile's road. */
static int rules_diagram(gui_module_ctx *ctx, int x, int y, int w, int px)
{
    static const gui_diagram_piece p[] = {{"D", 0, 0, 0, -1, 0},  {"E", 1, -1, 3, -1, 0},   {"E", 0, -2, 2, -1, 0},
                                          {"B", -1, -1, 0, -1, 0}, {"AM-A", 0, -1, 0, -1, 0}};
    gui_diagram_frame f;
    int dw = w / 2, h = gui_module_ctx_diagram_board(ctx, p, 5, x, y, dw, 0, &f);
    SDL_Rect hole = gui_diagram_cell(&f, 0, -1), d = gui_diagram_cell(&f, 0, 0);
    gui_rect_outline(ctx->r, hole, gui_px(ctx->ui, GUI_SIZE_LINE_LIT), gui_rgba(GUI_COL_DIAGRAM_LIT, 255));
    abbey_figure(ctx, 1, ABBEY_WAGON, (float)d.x + (float)d.w * 0.24f, (float)d.y + (float)d.h * 0.5f,
                 (float)f.cell * 0.36f, 255);
    int ch =
        gui_diagram_caption(abbey_tr(AB_DIAGRAM), x + dw + gui_px(ctx->ui, GUI_SIZE_INSET), f.oy, w - dw - gui_px(ctx->ui, GUI_SIZE_INSET), px);
    return h > f.oy - y + ch ? h : f.oy - y + ch;
}

/* Its short lesson, three screens: the abbey; the mayor and the wagon; the barn (abbey_barn.c). */
static const char *lesson(int screen)
{
    return screen >= 0 && screen < 2 ? abbey_tr((abbey_text_id)(AB_LESSON_1 + screen)) : screen == 2 ? abbey_barn_lesson() : NULL;
}

/* The mayor and the wagon as others show them (gui_figure_of): a tower's prisoner, a Count
   quarter's occupant, the portal's choice. */
static void mayor_draw(gui_module_ctx *ctx, int colour, float cx, float cy, float h, Uint8 alpha)
{
    abbey_figure(ctx, colour, ABBEY_MAYOR, cx, cy, h, alpha);
}

static void wagon_draw(gui_module_ctx *ctx, int colour, float cx, float cy, float h, Uint8 alpha)
{
    abbey_figure(ctx, colour, ABBEY_WAGON, cx, cy, h, alpha);
}

static const char *mayor_name(int form) { return abbey_tr((abbey_text_id)(AB_FIG_MAYOR + form)); }
static const char *wagon_name(int form) { return abbey_tr((abbey_text_id)(AB_FIG_WAGON + form)); }

static const gui_figure figures[] = {
    {.word = "mayor", .draw = mayor_draw, .name = mayor_name, .key = SDLK_m, .board_scale = 1.15f, .board_draw = 1},
    {.word = "wagon",
     .draw = wagon_draw,
     .name = wagon_name,
     .width = 1.2f, /* wider */
     .key = SDLK_w,
     .board_scale = 1.15f,
     .board_draw = 1},
};

/* The pieces that are followers in the engine: the mayor counts its city's pennants there. */
static const char *const special_figures[ABBEY_SPECIALS] = {[ABBEY_MAYOR] = "mayor", [ABBEY_WAGON] = "wagon"};

const gui_module gui_abbey_module = {
    .module = CIT_MODULE_ABBEY,
    .box = GUI_BOX_BIG, /* sold in the Big Box */
    .state_size = sizeof(abbey_gui),
    .turn_reset = abbey_barn_turn_reset,
    .undo = abbey_undo,
    .move_line = move_line,
    .event_line = event_line,
    .move_words = move_words,
    .draw_under = abbey_draw_under,
    .draw_over = abbey_barn_draw_over,
    .panel = abbey_barn_panel,
    .hint = abbey_barn_hint,
    .key_help = abbey_key_help,
    .nspecial = ABBEY_SPECIALS,
    .special_home = abbey_barn_special_home,
    .special_spots = abbey_special_spots,
    .special_draw = abbey_barn_special_draw,
    .special_answer = abbey_special_answer,
    .special_figures = special_figures,
    .special_note = abbey_special_note,
    .special_tip = abbey_barn_special_tip,
    .turn_words = turn_words,
    .press = abbey_barn_press,
    .drag_motion = abbey_barn_drag_motion,
    .drag_release = abbey_barn_drag_release,
    .drag_draw = abbey_barn_drag_draw,
    .hot = abbey_barn_hot,
    .decide = decide,
    .is_turn = is_turn,
    .feature_more = abbey_barn_feature_more,
    .figures = figures,
    .nfigures = 2,
    .ghost_answer = abbey_barn_ghost_answer,
    .sound = abbey_sound,
    .hint_words = hint_words,
    .final_event = abbey_barn_final_event,
    .final_name = abbey_barn_final_name,
    .words = abbey_text,
    .nwords = AB_NWORDS,
    .option = CIT_OPT_ABBEY,
    .rules = rules,
    .rules_diagram = rules_diagram,
    .lesson = lesson,
};

/* The mayor's and the wagon's own switches: entries with no hooks but their option and rules,
   so the new-game screen offers them under Abbeys (either may be set alone) and the rules
   screen gives each a block. The hooks are the entry above. */
const gui_module gui_mayor_module = {
    .module = CIT_MODULE_ABBEY,
    .option = CIT_OPT_MAYOR,
    .rules = rules_mayor,
};

const gui_module gui_wagon_module = {
    .module = CIT_MODULE_ABBEY,
    .option = CIT_OPT_WAGON,
    .rules = rules_wagon,
};
