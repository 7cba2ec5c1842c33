/* The mayor and the wagon: sprites in every player colour (a drawn stand-in without art), as
   special pieces dragged from the supply box onto a spot of the tile just placed (their answer
   to the engine's "mayor" and "wagon" questions), drawn in their own shape among the followers,
   and named in a feature's hover. */
#include "modules/abbey/abbey_view.h"
#include "modules/abbey/abbey_text.h"
#include "modules/abbey/abbey.h"
#include "scenes/game/board_followers.h"
#include "scenes/game/figure_ask.h"
#include "scenes/game/game_state.h"
#include "draw/text.h"
#include "draw/atlas.h"
#include "draw/draw.h"
#include "app/sound.h"

#include <stdio.h>

#define MAX_ANSWERS (CIT_MAX_TILE_FEATURES + 2)

void abbey_figure(gui_module_ctx *ctx, int colour, int kind, float cx, float cy, float h, Uint8 alpha)
{
    char name[32];
    int pal = ctx->settings->palette_cb;
    snprintf(name, sizeof name, "%s-%s-%d", kind == ABBEY_WAGON ? "wagon" : "mayor", pal ? "cb" : "std", colour);
    /* the wagon is wider than high: the footprint of a follower of height h */
    float sh = kind == ABBEY_WAGON ? h * 0.8f : h * 1.05f;
    if (gui_atlas_sprite(ctx->atlas, name, cx, cy, sh, alpha))
        return;
    SDL_Color c = gui_player_colour(pal, colour), ink = gui_rgba(GUI_COL_FIGURE_INK, alpha);
    c.a = alpha;
    if (kind == ABBEY_WAGON) { /* no art: a cart body on two wheels */
        gui_fill_rect(ctx->r, (SDL_Rect){(int)(cx - h * 0.5f), (int)(cy - h * 0.3f), (int)h, (int)(h * 0.38f)}, c);
        gui_ring(ctx->r, cx - h * 0.28f, cy + h * 0.18f, h * 0.16f, h * 0.06f, ink);
        gui_ring(ctx->r, cx + h * 0.28f, cy + h * 0.18f, h * 0.16f, h * 0.06f, ink);
    } else { /* a follower under a top hat */
        gui_draw_meeple(ctx->r, cx, cy, h, 0, c);
        gui_fill_rect(ctx->r,
                      (SDL_Rect){(int)(cx - h * 0.1f), (int)(cy - h * 0.62f), (int)(h * 0.2f), (int)(h * 0.18f)}, ink);
        gui_fill_rect(
            ctx->r, (SDL_Rect){(int)(cx - h * 0.17f), (int)(cy - h * 0.46f), (int)(h * 0.34f), (int)(h * 0.04f)}, ink);
    }
}

/* ---- the special pieces ---- */

int abbey_special_home(const cit_game *e, int player, int kind)
{
    switch (kind) {
    case ABBEY_MAYOR: return cit_game_mayor_in_supply(e, player);
    case ABBEY_WAGON: return cit_game_wagon_in_supply(e, player);
    case ABBEY_ABBEY: return cit_game_abbey_held(e, player);
    default: return 0;
    }
}

/* The mayor's and the wagon's questions after the placement (the core's figure question). */
static const gui_figure_ask mayor_ask = {CIT_DECIDE_MAYOR, CIT_MOVE_MAYOR}, wagon_ask = {CIT_DECIDE_WAGON, CIT_MOVE_WAGON};

int abbey_special_spots(gui_game *g, int kind, int8_t *spots, int cap)
{
    /* asked after the figure questions before it were answered "none" (another module's, or
       "mayor none" before the wagon) */
    if (kind == ABBEY_MAYOR)
        return gui_figure_ask_spots(g, mayor_ask, 1, spots, cap);
    if (kind == ABBEY_WAGON)
        return gui_figure_ask_spots(g, wagon_ask, 1, spots, cap);
    return 0; /* the abbey goes into a hole, never on a spot */
}

void abbey_special_draw(gui_module_ctx *ctx, int player, int kind, int lying, float cx, float cy, float h, Uint8 alpha)
{
    (void)lying;
    if (kind != ABBEY_ABBEY) {
        abbey_figure(ctx, gui_game_player_colour(ctx->game, player), kind, cx, cy, h, alpha);
        return;
    }
    /* The abbey: lit while its question is open (the core lights only pieces for a spot), and
       where it was drawn kept for the drag (abbey_hole.c). */
    abbey_gui *st = abbey_gui_of(ctx->game);
    int open = abbey_question_open(ctx) && ctx->drag->kind == GUI_DRAG_NONE;
    if (open) {
        int r = (int)(h * 0.66f);
        SDL_Rect glow = {(int)cx - r, (int)cy - r, 2 * r, 2 * r};
        gui_fill_rounded(ctx->r, glow, r / 3, gui_rgba(GUI_COL_GLOW, 255));
        gui_rect_outline(ctx->r, glow, gui_px(ctx->ui, GUI_SIZE_LINE), gui_rgba(GUI_COL_ACCENT, 255));
    }
    float s = h * 0.9f;
    int dragged = ctx->drag->kind == GUI_DRAG_MODULE && ctx->drag->module == CIT_MODULE_ABBEY;
    abbey_draw_tile_icon(ctx, cx, cy, s, open ? 255 : dragged ? 60 : alpha);
    st->abbey_rc = (SDL_Rect){(int)(cx - s / 2), (int)(cy - s / 2), (int)s, (int)s};
    st->abbey_clock = ctx->clock;
}

/* The mayor's or the wagon's question after the placement: the piece the person dragged, or
   none (a follower, another module's piece or nothing was set up). */
int abbey_special_answer(const gui_game *g, int kind, int spot, cit_move *out)
{
    return gui_figure_ask_answer(g, mayor_ask, kind == ABBEY_MAYOR, spot, out) ||
           gui_figure_ask_answer(g, wagon_ask, kind == ABBEY_WAGON, spot, out);
}

const char *abbey_special_tip(int kind)
{
    return abbey_tr(kind == ABBEY_MAYOR ? AB_TIP_MAYOR : kind == ABBEY_WAGON ? AB_TIP_WAGON : AB_TIP_ABBEY);
}

const char *abbey_figure_hint(const gui_module_ctx *ctx)
{
    gui_game *g = ctx->game;
    if (!g->has_tile || g->spot != CIT_SPOT_NONE || !gui_module_ctx_seat_here(ctx, g->pend.player))
        return NULL;
    int8_t sp[MAX_ANSWERS];
    int any = gui_game_special_spots(g, CIT_MODULE_ABBEY, ABBEY_MAYOR, sp, MAX_ANSWERS) > 0 ||
              gui_game_special_spots(g, CIT_MODULE_ABBEY, ABBEY_WAGON, sp, MAX_ANSWERS) > 0;
    return any ? abbey_tr(AB_HINT_FIGURE) : NULL;
}

/* ---- on the board ---- */

/* A hint's mayor or wagon see-through on its spot: of the hint's placement `after` (its tile
   not laid yet), or of the tile just laid that the question is about (after NULL). */
int abbey_ghost_answer(gui_module_ctx *ctx, const cit_move *after, const cit_move *m, int player, Uint8 alpha,
                       float *px, float *py, float *pr)
{
    (void)pr; /* no wider than a follower: the core's ring fits */
    if ((m->type != CIT_MOVE_MAYOR && m->type != CIT_MOVE_WAGON) || m->arg0 != 1 || m->spot < 0)
        return 0;
    cit_placed_tile t = {0};
    if (after) {
        t.tile = after->tile, t.rot = after->rot, t.x = after->x, t.y = after->y;
    } else {
        const cit_game *e = gui_game_engine(ctx->game);
        cit_pending pd = cit_game_pending(e);
        cit_placed_tile pc[2];
        if (cit_game_parts_at(e, pd.x, pd.y, pc) <= pd.half)
            return 0;
        t = pc[pd.half];
    }
    if (t.tile >= ctx->tiles->ntiles || m->spot >= ctx->tiles->tiles[t.tile].nfeat)
        return 0;
    gui_module_ctx_board_anchor_px(ctx, t.tile, m->spot, t.rot, t.x, t.y, px, py);
    float h = gui_module_ctx_board_follower_h(ctx, NULL) * 1.15f;
    abbey_figure(ctx, gui_game_player_colour(ctx->game, player), m->type == CIT_MOVE_MAYOR ? ABBEY_MAYOR : ABBEY_WAGON,
                 *px, *py, h, alpha);
    return 1;
}

int abbey_special_note(const cit_game *preview, int player, int you, int kind, int x, int y, int spot, int half,
                       char *buf, size_t cap)
{
    cit_feature_info f;
    const cit_setup *s = cit_game_setup(preview);
    if ((kind != ABBEY_MAYOR && kind != ABBEY_WAGON) || player < 0 || player >= s->nplayers ||
        !cit_game_feature_brief(preview, x, y, spot, half, &f))
        return 0;
    if (kind == ABBEY_MAYOR)
        abbey_mayor_words(AB_HOVER_MAYOR, f.pennants, s->players[player].name, you, buf, cap);
    else
        gui_subst(buf, cap, gui_word_seat(&abbey_text[AB_HOVER_WAGON], you), s->players[player].name, NULL, NULL);
    return 1;
}

/* While the person here is asked the mayor's or the wagon's question (a save loaded there: no
   drag set it up), the spots it offers on the tile just laid, numbered as its answers say ("The
   mayor on spot 1"), so the list's words point at the board (as the builder's and pig's do). */
void abbey_offered_spots(gui_module_ctx *ctx)
{
    gui_figure_ask_number_spots(ctx, mayor_ask);
    gui_figure_ask_number_spots(ctx, wagon_ask);
}

/* "Eva's mayor counts 3 pennants", "Eva's wagon" ("your wagon" for seat `you`) after the size
   of the feature pointed at. */
int abbey_feature_more(const cit_game *e, int you, int x, int y, int spot, int half, char *buf, size_t cap)
{
    cit_feature_info here, there;
    int n = 0, k = 0;
    buf[0] = 0;
    if (!cit_game_feature(e, x, y, spot, half, &here, NULL, 0, &n))
        return 0;
    const cit_setup *s = cit_game_setup(e);
    for (int p = 0; p < s->nplayers; p++)
        for (int kind = ABBEY_MAYOR; kind <= ABBEY_WAGON; kind++) {
            cit_feature_part at;
            int on = kind == ABBEY_MAYOR ? cit_game_mayor(e, p, &at) : cit_game_wagon(e, p, &at);
            if (!on || !cit_game_feature(e, at.x, at.y, at.spot, at.half, &there, NULL, 0, &n) || there.id != here.id)
                continue;
            char one[96];
            if (kind == ABBEY_MAYOR)
                abbey_mayor_words(AB_HOVER_MAYOR, here.pennants, s->players[p].name, p == you, one, sizeof one);
            else
                gui_subst(one, sizeof one, gui_word_seat(&abbey_text[AB_HOVER_WAGON], p == you), s->players[p].name,
                          NULL, NULL);
            if (k++)
                SDL_strlcat(buf, ", ", cap);
            SDL_strlcat(buf, one, cap);
        }
    return k > 0;
}

/* ---- the sound ---- */

/* The mayor and the wagon each sound as themselves when they go onto the board, from a drag or
   a computer's or a friend's move alike (the core plays a module's events by this hook); the
   wagon rolling on after its feature scored sounds the same. The barn's is abbey_barn.c's. */
int abbey_sound(const cit_event *e)
{
    if (e->type == CIT_EV_ABBEY_MAYOR)
        return gui_sound_named("mayor");
    if (e->type == CIT_EV_ABBEY_WAGON)
        return gui_sound_named("wagon");
    return abbey_barn_sound(e);
}
