/* Bridges' entry in the GUI module table: its turn state, board, panel, input and words. */
#include "modules/bridges/bridge_module.h"
#include "scenes/game/place_words.h"
#include "modules/bridges/bridge_input.h"
#include "modules/bridges/bridge_turn.h"
#include "modules/bridges/bridge_view.h"
#include "app/i18n.h"
#include "modules/bridges/bridge_text.h"
#include "draw/draw.h"
#include "scenes/rules/rules_diagram.h"

#include <SDL.h>

static void turn_reset(gui_game *g)
{
    gui_bridge_forget(g);
    gui_bridges_of(g)->btold = 0;
}

/* A bridge the placement cannot do without, and the only one, goes with the tile. */
static int undo(gui_game *g)
{
    gui_bridges_state *bs = gui_bridges_of(g);
    if (bs->bwhere == CIT_BRIDGE_NONE || (bs->bneeds && bs->nbopt == 1))
        return 0;
    gui_bridge_clear(g);
    return 1;
}

static void tentative(const gui_game *g, cit_move *m)
{
    const gui_bridges_state *bs = gui_bridges_of(g);
    m->arg0 = (uint8_t)bs->bwhere;
    m->arg1 = (uint8_t)(bs->bwhere == CIT_BRIDGE_NONE ? 0 : bs->baxis);
}

static const char *missing(const gui_game *g) { return gui_bridge_missing(g) ? bridge_tr(BRIDGE_HINT_BRIDGE_NEEDED) : NULL; }

/* A placement with a bridge; a follower on the bridge (spot = the tile's feature count) is on a road. */
static int place_line(const gui_game *g, const cit_game *before, const cit_move *m, int player, char *buf,
                      size_t cap)
{
    if (m->arg0 == CIT_BRIDGE_NONE)
        return 0;
    const cit_tileset *ts = cit_game_tileset(before);
    int nfeat = m->tile < ts->ntiles ? ts->tiles[m->tile].nfeat : 0;
    int fkind = m->spot == CIT_SPOT_NONE ? -1 : m->spot < nfeat ? ts->tiles[m->tile].feat[m->spot].kind
              : m->spot == nfeat ? CIT_FEAT_ROAD : -1;
    if (fkind >= 0) {
        char kind[32];
        gui_kind_in_sentence(fkind, kind, sizeof kind);
        gui_subst(buf, cap, gui_word_seat(&bridge_text[BRIDGE_HIST_PLACE_BRIDGE_FOLLOWER], gui_game_is_you(g, player)),
                  gui_game_player_name(g, player), kind, NULL);
    } else {
        gui_subst(buf, cap, gui_word_seat(&bridge_text[BRIDGE_HIST_PLACE_BRIDGE], gui_game_is_you(g, player)),
                  gui_game_player_name(g, player), NULL, NULL);
    }
    return 1;
}

static int anchor(gui_module_ctx *ctx, int x, int y, float *fx, float *fy)
{
    int axis = gui_bridge_axis_at(ctx, x, y);
    if (axis < 0)
        return 0;
    gui_bridge_anchor(axis, fx, fy);
    return 1;
}

/* Over the tile art (and castles), under the followers. */
static void draw_under(gui_module_ctx *ctx)
{
    gui_board_draw_bridges(ctx);
    gui_board_draw_bridge_cells(ctx);
}

static int pieces(gui_module_ctx *ctx, int player, int x, int row_y)
{
    return gui_bridge_counter(ctx, player, x, row_y + gui_px(ctx->ui, GUI_SIZE_ROW_PIECES_Y));
}

static const char *hint(const gui_module_ctx *ctx)
{
    const gui_game *g = ctx->game;
    if (gui_bridge_dragging(ctx))
        return bridge_tr(BRIDGE_HINT_BRIDGE_DRAG);
    if (!g->has_tile)
        return NULL;
    if (gui_bridge_missing(g))
        return bridge_tr(BRIDGE_HINT_BRIDGE_NEEDED);
    if (g->spot == CIT_SPOT_NONE && gui_bridge_possible(g))
        return bridge_tr(BRIDGE_HINT_FOLLOWER_BRIDGE);
    if (g->nspots && g->spot == CIT_SPOT_NONE)
        return NULL; /* the core's: drag a follower */
    return gui_bridges_of(g)->bwhere != CIT_BRIDGE_NONE ? bridge_tr(BRIDGE_HINT_BRIDGE_END) : NULL;
}

static void keys(gui_module_ctx *ctx)
{
    if (gui_key(ctx->ui, SDLK_b))
        gui_bridge_turn(ctx);
}

static int hot(gui_module_ctx *ctx, int over_board)
{
    const gui_bridges_state *bs = gui_bridges_of(ctx->game);
    return (bs->source_rc.w && gui_hit(ctx->in, bs->source_rc)) ||
           (over_board && gui_bridge_deck_hit(ctx, ctx->in->mx, ctx->in->my));
}

/* A bridge the placement cannot do without, and the only one, is built for the player: say so once a turn. */
static void after_input(gui_module_ctx *ctx, int human)
{
    gui_bridges_state *bs = gui_bridges_of(ctx->game);
    if (bs->bauto && !bs->btold && human) {
        bs->btold = 1;
        gui_module_ctx_toast(ctx, bridge_tr(BRIDGE_AUTO));
    }
    gui_bridge_tip(ctx, human);
}

static const char *rules(const cit_options *o, const char **on_line)
{
    *on_line = o->v[CIT_OPT_BRIDGES] ? gui_tr(MSG_RULE_MODULE_ON) : NULL;
    return bridge_tr(BRIDGE_RULES_BRIDGES);
}

/* The rules' picture: a bridge west-east over the field of a city-cap tile joins two roads. */
static int rules_diagram(gui_module_ctx *ctx, int x, int y, int w, int px)
{
    static const gui_diagram_piece p[] = {{"U", -1, 0, 0, 0, 1}, {"E", 0, 0, 0, -1, 0}, {"U", 1, 0, 0, -1, 0}};
    gui_diagram_frame f;
    int dw = w / 2, h = gui_module_ctx_diagram_board(ctx, p, 3, x, y, dw, 0, &f);
    SDL_Rect mid = gui_diagram_cell(&f, 0, 0);
    gui_bridge_shape(ctx->r, mid, CIT_AXIS_WE, gui_player_colour(ctx->settings->palette_cb, 1), 255);
    int ch = gui_diagram_caption(bridge_tr(BRIDGE_DIAGRAM), x + dw + gui_px(ctx->ui, GUI_SIZE_INSET), y + f.oy - y,
                                 w - dw - gui_px(ctx->ui, GUI_SIZE_INSET), px);
    return h > f.oy - y + ch ? h : f.oy - y + ch;
}

/* Its short lesson, two screens (gui_module.lesson: the new-game screen's "?"). */
static const char *lesson(int screen)
{
    return screen >= 0 && screen < 2 ? bridge_tr((bridge_text_id)(BRIDGE_LESSON_1 + screen)) : NULL;
}

const gui_module gui_bridges_module = {
    .module = CIT_MODULE_BRIDGES,
    .state_size = sizeof(gui_bridges_state),
    .turn_reset = turn_reset,
    .tile_changed = gui_bridge_refresh,
    .undo = undo,
    .tentative = tentative,
    .missing = missing,
    .place_line = place_line,
    .only_with = gui_bridges_mask,
    .mark_colour = GUI_COL_BRIDGE,
    .anchor = anchor,
    .draw_under = draw_under,
    .ghost = gui_bridge_draw_ghost,
    .pieces = pieces,
    .panel = gui_bridge_source,
    .hint = hint,
    .press = gui_bridge_press,
    .drag_motion = gui_bridge_motion,
    .drag_release = gui_bridge_release,
    .drag_turn = gui_bridge_turn,
    .drag_draw = gui_bridge_draw_drag,
    .keys = keys,
    .hot = hot,
    .after_input = after_input,
    .option = CIT_OPT_BRIDGES,
    .words = bridge_text,
    .nwords = BRIDGE_NWORDS,
    .rules = rules,
    .lesson = lesson,
    .rules_diagram = rules_diagram,
};
