/* Traders & Builders' entry in the GUI module table: the builder and the pig as special pieces
   dragged from the supply box (their answer to the engine's "figure" question), the second turn
   in the banner and history, goods in the history, hover, player rows and results, the goods
   step of the final scoring, and the rules of its three switches. */
#include "modules/traders/traders_module.h"
#include "modules/traders/traders_text.h"
#include "modules/traders/traders_view.h"
#include "modules/traders/traders.h"
#include "scenes/game/game_state.h"
#include "app/hint.h"
#include "app/i18n.h"

#include <stdio.h>

static const int goods_kinds[3] = {CIT_GOODS_WINE, CIT_GOODS_GRAIN, CIT_GOODS_CLOTH};

static const char *figure_name(int fig) { return traders_tr(fig == CIT_TRADERS_PIG ? TB_PIG : TB_BUILDER); }

/* ---- the builder and the pig as special pieces ---- */

static int figure_home(const cit_game *e, int player, int kind)
{
    return cit_game_traders_figure_in_supply(e, player, kind);
}

const gui_figure_ask gui_traders_ask = {CIT_DECIDE_TRADERS_FIGURE, CIT_MOVE_TRADERS_FIGURE};

/* The spots the engine will offer the figure once the tile lies as set up (no follower), after
   the figure questions before it (a tower step, the fairy) were answered "none"; its answers
   number the builder 1 and the pig 2. */
static int figure_spots(gui_game *g, int kind, int8_t *spots, int cap)
{
    return gui_figure_ask_spots(g, gui_traders_ask, 1 + kind, spots, cap);
}

static const char *figure_tip(int kind) { return traders_tr(kind == CIT_TRADERS_PIG ? TB_TIP_PIG : TB_TIP_BUILDER); }

static void figure_draw(gui_module_ctx *ctx, int player, int kind, int lying, float cx, float cy, float h, Uint8 alpha)
{
    (void)lying;
    gui_traders_figure(ctx, gui_game_player_colour(ctx->game, player), kind, cx, cy, h, alpha);
}

/* The figure question after the placement: the piece the person dragged, or none. */
static int figure_answer(const gui_game *g, int kind, int spot, cit_move *out)
{
    return gui_figure_ask_answer(g, gui_traders_ask, kind < 0 ? 0 : 1 + kind, spot, out);
}

/* The turn hint while the builder or the pig may go on the tile just put (they are easy to
   forget: End turn without one answers "none"). */
static const char *hint(const gui_module_ctx *ctx)
{
    gui_game *g = ctx->game;
    if (!g->has_tile || g->spot != CIT_SPOT_NONE || !gui_module_ctx_seat_here(ctx, g->pend.player))
        return NULL;
    int8_t sp[2 * CIT_MAX_TILE_FEATURES];
    int b = gui_game_special_spots(g, CIT_MODULE_TRADERS, CIT_TRADERS_BUILDER, sp, (int)sizeof sp) > 0;
    int p = gui_game_special_spots(g, CIT_MODULE_TRADERS, CIT_TRADERS_PIG, sp, (int)sizeof sp) > 0;
    return b && p ? traders_tr(TB_HINT_BOTH) : b ? traders_tr(TB_HINT_BUILDER) : p ? traders_tr(TB_HINT_PIG) : NULL;
}

/* The hint's line for its "figure" answer (hint.h): the piece and the feature its ghost
   stands on, or End turn without one; `then`: after the hint's placement, whose tile is not
   laid yet (the feature is read from it). */
static int hint_words(const gui_module_ctx *ctx, const cit_move *m, int then, char *buf, size_t cap)
{
    if (m->type != CIT_MOVE_TRADERS_FIGURE)
        return 0;
    const cit_game *e = gui_game_engine(ctx->game);
    if (m->arg0 == 0) {
        const cit_options *o = &cit_game_setup(e)->opt;
        int both = o->v[CIT_OPT_BUILDER] && o->v[CIT_OPT_PIG];
        gui_subst(buf, cap, traders_tr(then ? TB_HINT_THEN_NONE : TB_HINT_NONE),
                  traders_tr(both ? TB_WITHOUT_BOTH : o->v[CIT_OPT_PIG] ? TB_WITHOUT_PIG : TB_WITHOUT_BUILDER), NULL,
                  NULL);
        return 1;
    }
    int fig = m->arg0 - 1, tile = -1;
    const cit_move *place = then ? gui_module_ctx_hint_shown(ctx) : NULL;
    cit_pending pd = cit_game_pending(e);
    cit_placed_tile pc[2];
    if (place)
        tile = place->tile;
    else if (!then && cit_game_parts_at(e, pd.x, pd.y, pc) > pd.half)
        tile = pc[pd.half].tile;
    const cit_tile_def *d = tile >= 0 && tile < ctx->tiles->ntiles ? &ctx->tiles->tiles[tile] : NULL;
    const char *where = d && m->spot >= 0 && m->spot < d->nfeat ? gui_feature_kind_name(d->feat[m->spot].kind) : "?";
    if (then)
        gui_subst(buf, cap, traders_tr(TB_HINT_THEN_FIGURE),
                  traders_tr(fig == CIT_TRADERS_PIG ? TB_ACC_PIG : TB_ACC_BUILDER), where, NULL);
    else
        gui_subst(buf, cap, traders_tr(TB_HINT_FIGURE), figure_name(fig), where, NULL);
    return 1;
}

/* ---- turns, moves and events in words ---- */

static int turn_words(const gui_game *g, char *buf, size_t cap)
{
    if (!cit_game_traders_second_part(gui_game_engine(g)))
        return 0;
    int p = gui_game_player(g);
    gui_subst(buf, cap, gui_word_seat(&traders_text[TB_TURN_SECOND], gui_game_is_you(g, p)), gui_game_player_name(g, p),
              NULL, NULL);
    return 1;
}

static int move_words(const cit_game *g, const cit_move *m, char *buf, size_t cap)
{
    (void)g;
    if (m->type != CIT_MOVE_TRADERS_FIGURE)
        return 0;
    char num[8];
    snprintf(num, sizeof num, "%d", m->spot + 1);
    gui_subst(buf, cap, traders_tr(m->arg0 == 0 ? TB_MV_NONE : m->arg0 == 1 ? TB_MV_BUILDER : TB_MV_PIG), num, NULL, NULL);
    return 1;
}

/* The figure's placement, its return, the goods taken and the second turn are events: a move
   "figure none" says nothing. */
static int event_line(gui_game *g, const cit_game *before, const cit_event *e, char *buf, size_t cap,
                      gui_log_ref *ref)
{
    (void)before;
    const char *who = gui_game_player_name(g, e->player);
    int you = gui_game_is_you(g, e->player);
    switch (e->type) {
    case CIT_EV_TRADERS_FIGURE:
        gui_subst(buf, cap, gui_word_seat(&traders_text[TB_HIST_FIGURE], you), who, figure_name(e->quarter), NULL);
        return 1;
    case CIT_EV_TRADERS_HOME:
        gui_subst(buf, cap, gui_word_seat(&traders_text[TB_HIST_HOME], you), who, figure_name(e->quarter), NULL);
        return 1;
    case CIT_EV_TRADERS_GOODS:
        traders_goods_taken(buf, cap, who, you, e->count, e->quarter);
        gui_log_ref_feature(ref, e);
        return 1;
    case CIT_EV_TRADERS_SECOND: /* said as a notice too, so nobody misses the extra turn */
        gui_subst(buf, cap, gui_word_seat(&traders_text[TB_HIST_SECOND], you), who, NULL, NULL);
        return 2;
    case CIT_EV_SCORE:
        if (e->reason != CIT_SCORE_TRADERS_GOODS)
            return 0;
        gui_subst(buf, cap, gui_word_seat(&traders_text[TB_HIST_MAJORITY], you), who, traders_goods_name(e->quarter), NULL);
        *ref = (gui_log_ref){-1, 0, 0, 0, 0, 0, 0, 0, 0};
        return 1;
    default:
        return 0;
    }
}

/* ---- hover, results and the final scoring ---- */

/* A city's goods ("goods wine 2"), and whose builder or pig stands in the feature ("your builder"
   for the person at this screen). */
static int feature_more(const cit_game *e, int you, int x, int y, int spot, int half, char *buf, size_t cap)
{
    int counts[3] = {0, 0, 0}, k = 0;
    buf[0] = 0;
    if (cit_game_traders_city_goods(e, x, y, half, spot, counts) > 0) {
        char list[64] = "", one[32];
        for (int g = 0; g < 3; g++)
            if (counts[g]) {
                snprintf(one, sizeof one, "%s%s %d", list[0] ? ", " : "", traders_goods_name(goods_kinds[g]), counts[g]);
                SDL_strlcat(list, one, sizeof list);
            }
        gui_subst(buf, cap, traders_tr(TB_HOVER_GOODS), list, NULL, NULL);
        k = 1;
    }
    cit_feature_info here, there;
    int n = 0;
    if (!cit_game_feature(e, x, y, spot, half, &here, NULL, 0, &n))
        return k;
    const cit_setup *s = cit_game_setup(e);
    for (int p = 0; p < s->nplayers; p++)
        for (int fig = 0; fig < CIT_TRADERS_FIGURES; fig++) {
            cit_feature_part at;
            if (!cit_game_traders_figure(e, p, fig, &at) ||
                !cit_game_feature(e, at.x, at.y, at.spot, at.half, &there, NULL, 0, &n) || there.id != here.id)
                continue;
            char one[96];
            gui_subst(one, sizeof one, gui_word_seat(&traders_text[TB_HOVER_FIGURE], p == you), s->players[p].name, figure_name(fig), NULL);
            if (k++)
                SDL_strlcat(buf, ", ", cap);
            SDL_strlcat(buf, one, cap);
        }
    return k > 0;
}

static int result_rows(const cit_game *e) { return cit_game_setup(e)->opt.v[CIT_OPT_TRADERS] ? 3 : 0; }

/* "Tokens: wine" and each player's count, with (+10) for a majority (the points are in Other). */
static void result_row(const cit_game *e, int row, int player, char *label, size_t lcap, char *cell, size_t ccap)
{
    int g = goods_kinds[row % 3], best = 0, n = cit_game_traders_goods(e, player, g);
    gui_subst(label, lcap, traders_tr(TB_RESULT_ROW), traders_goods_name(g), NULL, NULL);
    for (int p = 0; p < cit_game_setup(e)->nplayers; p++)
        best = cit_game_traders_goods(e, p, g) > best ? cit_game_traders_goods(e, p, g) : best;
    char num[12];
    snprintf(num, sizeof num, "%d", n);
    if (n > 0 && n == best)
        gui_subst(cell, ccap, traders_tr(TB_RESULT_CELL), num, NULL, NULL);
    else
        SDL_strlcpy(cell, num, ccap);
}

/* The goods majorities' 10s get a row of their own (out of Other, where the engine counts them). */
static int tally(const cit_game *after, const cit_event *e, int *row, int *taken, int *payer)
{
    (void)after;
    (void)payer;
    if (e->type != CIT_EV_SCORE || e->reason != CIT_SCORE_TRADERS_GOODS)
        return 0;
    *row = 0;
    *taken = CIT_CAT_OTHER;
    return 1;
}

static int tally_row(const cit_game *e, int row, int points, int count, char *label, size_t lcap, char *cell,
                     size_t ccap)
{
    (void)count;
    if (row || !cit_game_setup(e)->opt.v[CIT_OPT_TRADERS])
        return 0;
    SDL_strlcpy(label, traders_tr(TB_RESULT_MAJORITIES), lcap);
    snprintf(cell, ccap, "%d", points);
    return 1;
}

enum { STEP_GOODS = -20 };

static int final_event(const cit_event *e, int *kind)
{
    if (e->type != CIT_EV_SCORE || e->reason != CIT_SCORE_TRADERS_GOODS)
        return 0;
    *kind = STEP_GOODS;
    return 1;
}

static const char *final_name(int kind) { return kind == STEP_GOODS ? traders_tr(TB_FINALE) : NULL; }

/* ---- rules ---- */

static const char *rules(const cit_options *o, const char **on_line)
{
    *on_line = o->v[CIT_OPT_TRADERS] ? gui_tr(MSG_RULE_MODULE_ON) : NULL;
    return traders_tr(TB_RULES);
}

static const char *rules_builder(const cit_options *o, const char **on_line)
{
    *on_line = o->v[CIT_OPT_BUILDER] ? gui_tr(MSG_RULE_MODULE_ON) : NULL;
    return traders_tr(TB_RULES_BUILDER);
}

static const char *rules_pig(const cit_options *o, const char **on_line)
{
    *on_line = o->v[CIT_OPT_PIG] ? gui_tr(MSG_RULE_MODULE_ON) : NULL;
    return traders_tr(TB_RULES_PIG);
}

/* Its short lesson, two screens (gui_module.lesson: the new-game screen's "?"). */
static const char *lesson(int screen)
{
    return screen >= 0 && screen < 2 ? traders_tr((traders_text_id)(TB_LESSON_1 + screen)) : NULL;
}

const gui_module gui_traders_module = {
    .module = CIT_MODULE_TRADERS,
    .box = GUI_BOX_BIG, /* sold in the Big Box */
    .move_words = move_words,
    .event_line = event_line,
    .draw_over = gui_traders_draw_board,
    .ghost_answer = gui_traders_ghost_answer,
    .pieces = gui_traders_pieces,
    .nspecial = CIT_TRADERS_FIGURES,
    .special_home = figure_home,
    .special_spots = figure_spots,
    .special_draw = figure_draw,
    .special_answer = figure_answer,
    .special_tip = figure_tip,
    .turn_words = turn_words,
    .hint = hint,
    .hint_words = hint_words,
    .feature_more = feature_more,
    .result_rows = result_rows,
    .result_row = result_row,
    .tally = tally,
    .tally_row = tally_row,
    .final_event = final_event,
    .final_name = final_name,
    .final_draw = gui_traders_final_draw,
    .words = traders_text,
    .nwords = TB_NWORDS,
    .option = CIT_OPT_TRADERS,
    .rules = rules,
    .lesson = lesson,
    .rules_diagram = gui_traders_diagram,
};

/* The builder's and the pig's own switches: entries with no hooks but their option and rules,
   so the new-game screen offers them under Traders & Builders (ticked with it, either may be
   set alone) and the rules screen gives each a block. The hooks are the entry above. */
const gui_module gui_builder_module = {
    .module = CIT_MODULE_TRADERS,
    .option = CIT_OPT_BUILDER,
    .rules = rules_builder,
};

const gui_module gui_pig_module = {
    .module = CIT_MODULE_TRADERS,
    .option = CIT_OPT_PIG,
    .rules = rules_pig,
};
