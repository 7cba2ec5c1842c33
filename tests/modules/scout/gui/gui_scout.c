/* The scout's entry in the GUI module table: a figure the window never heard of, shown with
   nothing outside this folder and the two registries (registry.c, gui_registry.c). Other
   modules name it from its gui_figure (its names in English only); a person drags it from the
   supply box onto a road or city of the tile just put, and End turn answers the engine's
   "scout" question with it, or with "none", through the core's figure question
   (scenes/game/figure_ask.h), as the mayor, the shepherd and the ringmaster do. */
#include "gui_scout.h"
#include "mod_scout.h"
#include "app/gettext.h"
#include "draw/draw.h"
#include "scenes/game/figure_ask.h"

static const gui_figure_ask scout_ask = {CIT_DECIDE_SCOUT, CIT_MOVE_SCOUT};

/* Its names in GUI_FIGNAME_* order: what a new module's text file would hold. */
static const gui_words scout_names[GUI_FIGNAMES] = {
    {.msgid = N_("scout")},        {.msgid = N_("the scout")},  {.msgid = N_("the scout")},
    {.msgid = N_("Your scout")},   {.msgid = N_("Scout")},      {.msgid = N_("scout")},
    {.msgid = N_("your scout")},   {.msgid = N_("your scout")}, {.msgid = N_("it")},
    {.msgid = N_("your scout")},
};
static const gui_words scout_tip_words = {.msgid = N_("Scout: on a road or city of the tile just put")};
static const gui_words scout_hint_words = {.msgid = N_("You may drag your scout onto the tile")};

static const char *scout_name(int form) { return gui_word(&scout_names[form]); }

/* A follower with a pale sash, in player colour `colour`. */
static void scout_draw(gui_module_ctx *ctx, int colour, float cx, float cy, float h, Uint8 alpha)
{
    SDL_Color c = gui_player_colour(ctx->settings->palette_cb, colour);
    c.a = alpha;
    gui_draw_meeple(ctx->r, cx, cy, h, 0, c);
    gui_fill_rect(ctx->r, (SDL_Rect){(int)(cx - h * 0.3f), (int)(cy - h * 0.12f), (int)(h * 0.6f), (int)(h * 0.1f)},
                  gui_rgba(0xf4ecd8, alpha));
}

const gui_figure gui_scout_figures[1] = {{.word = "scout", .draw = scout_draw, .name = scout_name}};

/* ---- the scout as a special piece ---- */

static int scout_home(const cit_game *e, int player, int kind)
{
    (void)kind;
    return scout_in_supply(e, player);
}

static int scout_spots(gui_game *g, int kind, int8_t *spots, int cap)
{
    (void)kind;
    return gui_figure_ask_spots(g, scout_ask, 1, spots, cap);
}

static void scout_special_draw(gui_module_ctx *ctx, int player, int kind, int lying, float cx, float cy, float h,
                               Uint8 alpha)
{
    (void)kind;
    (void)lying;
    scout_draw(ctx, gui_game_player_colour(ctx->game, player), cx, cy, h, alpha);
}

static int scout_answer(const gui_game *g, int kind, int spot, cit_move *out)
{
    return gui_figure_ask_answer(g, scout_ask, kind == 0, spot, out);
}

static const char *scout_tip(int kind)
{
    (void)kind;
    return gui_word(&scout_tip_words);
}

/* The turn hint while the scout may go on the tile just put. */
static const char *hint(const gui_module_ctx *ctx)
{
    gui_game *g = ctx->game;
    if (!g->has_tile || g->spot != CIT_SPOT_NONE || !gui_module_ctx_seat_here(ctx, g->pend.player))
        return NULL;
    int8_t sp[CIT_MAX_TILE_FEATURES];
    return gui_game_special_spots(g, SCOUT_MODULE_ID, 0, sp, (int)sizeof sp) > 0 ? gui_word(&scout_hint_words) : NULL;
}

/* Asked with no drag (a save loaded at the question): its spots numbered on the tile. */
static void draw_over(gui_module_ctx *ctx) { gui_figure_ask_number_spots(ctx, scout_ask); }

static const char *const special_figures[] = {"scout"};

const gui_module gui_scout_module = {
    .module = SCOUT_MODULE_ID,
    .draw_over = draw_over,
    .hint = hint,
    .nspecial = 1,
    .special_home = scout_home,
    .special_figures = special_figures,
    .special_spots = scout_spots,
    .special_draw = scout_special_draw,
    .special_answer = scout_answer,
    .special_tip = scout_tip,
    .figures = gui_scout_figures,
    .nfigures = 1,
};
