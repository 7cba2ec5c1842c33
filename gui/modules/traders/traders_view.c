/* Traders & Builders on screen: figures from the atlas (a drawn stand-in without art), the
   figures on the board beside the followers, the tokens in the player rows, the rules picture. */
#include "modules/traders/traders_view.h"
#include "modules/traders/traders_text.h"
#include "modules/traders/traders.h"
#include "scenes/game/board_view.h"
#include "scenes/game/finale.h"
#include "scenes/game/game_state.h"
#include "scenes/rules/rules_diagram.h"
#include "draw/atlas.h"
#include "draw/draw.h"
#include "draw/text.h"

#include <stdio.h>

/* Sizes in layout units: a figure's least height on the board (legible zoomed out); in a
   player's row, the builder and pig, a goods token, the gap after each, a count's from its token. */
enum {
    TRADERS_FIGURE_LEAST = 12,
    TRADERS_ROW_FIGURE = 18,
    TRADERS_ROW_TOKEN = 18,
    TRADERS_ROW_GAP = 3,
    TRADERS_ROW_NUM_GAP = 1
};

void gui_traders_figure(gui_module_ctx *ctx, int colour, int fig, float cx, float cy, float h, Uint8 alpha)
{
    char name[32];
    int pal = ctx->settings->palette_cb;
    snprintf(name, sizeof name, "%s-%s-%d", fig == CIT_TRADERS_PIG ? "pig" : "builder", pal ? "cb" : "std", colour);
    /* the pig sprite is wider than high: the same footprint as a follower of height h */
    float sh = fig == CIT_TRADERS_PIG ? h * 0.75f : h;
    if (gui_atlas_sprite(ctx->atlas, name, cx, cy, sh, alpha))
        return;
    SDL_Color c = gui_player_colour(pal, colour);
    c.a = alpha;
    if (fig == CIT_TRADERS_PIG) { /* no art: a round body and a head */
        gui_fill_circle(ctx->r, cx - h * 0.08f, cy, h * 0.3f, c);
        gui_fill_circle(ctx->r, cx + h * 0.28f, cy - h * 0.05f, h * 0.16f, c);
    } else {
        gui_draw_meeple(ctx->r, cx, cy, h, 0, c);
        gui_fill_rect(ctx->r,
                      (SDL_Rect){(int)(cx - h * 0.3f), (int)(cy - h * 0.42f), (int)(h * 0.6f), (int)(h * 0.08f)},
                      gui_rgba(0x2a2018, alpha)); /* no art: the builder's dark hat band */
    }
}

void gui_traders_token(gui_module_ctx *ctx, int g, float cx, float cy, float h, Uint8 alpha)
{
    const char *name = g == CIT_GOODS_WINE ? "goods-wine" : g == CIT_GOODS_GRAIN ? "goods-grain" : "goods-cloth";
    if (gui_atlas_sprite(ctx->atlas, name, cx, cy, h, alpha))
        return;
    /* without art: a light disc with the goods' own colour in it (wine red, grain gold, cloth blue) */
    unsigned rgb = g == CIT_GOODS_WINE ? 0x8e1f3a : g == CIT_GOODS_GRAIN ? 0xe6b62e : 0x2c5aa0;
    gui_fill_circle(ctx->r, cx, cy, h * 0.5f, gui_rgba(0xf2ead0, alpha));
    gui_fill_circle(ctx->r, cx, cy, h * 0.35f, gui_rgba(rgb, alpha));
}

/* Where a figure on spot `spot` of `tile` turned rot at x,y stands on screen: beside the
   spot's anchor, clear of a follower standing there. */
static void figure_at(gui_module_ctx *ctx, int tile, int spot, int rot, int x, int y, int fig, float h, float *px,
                      float *py)
{
    gui_module_ctx_board_anchor_px(ctx, tile, spot, rot, x, y, px, py);
    *px += h * (fig == CIT_TRADERS_PIG ? 0.55f : 0.5f);
    *py += h * 0.2f;
}

/* Where a figure on part `at` stands on screen; 0 if the part is not on the board. */
static int figure_px(gui_module_ctx *ctx, const cit_feature_part *at, int fig, float h, float *px, float *py)
{
    const cit_game *e = gui_game_engine(ctx->game);
    cit_placed_tile pc[2];
    if (cit_game_parts_at(e, at->x, at->y, pc) <= at->half)
        return 0;
    figure_at(ctx, pc[at->half].tile, at->spot, pc[at->half].rot, at->x, at->y, fig, h, px, py);
    return 1;
}

/* A figure's height on the board: a follower's, a little smaller, readable when zoomed out. */
static float figure_h(gui_module_ctx *ctx)
{
    float h = ctx->cam->zoom * 0.3f, minh = (float)gui_px(ctx->ui, TRADERS_FIGURE_LEAST);
    return h < minh ? minh : h;
}

int gui_traders_ghost_answer(gui_module_ctx *ctx, const cit_move *after, const cit_move *m, int player, Uint8 alpha,
                             float *px, float *py, float *pr)
{
    (void)pr; /* a figure is no wider than a follower: the core's ring fits */
    if (m->type != CIT_MOVE_TRADERS_FIGURE || m->arg0 < 1 || m->arg0 > CIT_TRADERS_FIGURES || m->spot < 0)
        return 0;
    int fig = m->arg0 - 1, tile, rot, x, y;
    if (after) {
        tile = after->tile;
        rot = after->rot;
        x = after->x;
        y = after->y;
    } else { /* the question names the tile just laid */
        const cit_game *e = gui_game_engine(ctx->game);
        cit_pending pd = cit_game_pending(e);
        cit_placed_tile pc[2];
        if (pd.decision != CIT_DECIDE_TRADERS_FIGURE || cit_game_parts_at(e, pd.x, pd.y, pc) <= pd.half)
            return 0;
        tile = pc[pd.half].tile;
        rot = pc[pd.half].rot;
        x = pd.x;
        y = pd.y;
    }
    if (tile < 0 || tile >= ctx->tiles->ntiles || m->spot >= ctx->tiles->tiles[tile].nfeat)
        return 0;
    float h = figure_h(ctx);
    figure_at(ctx, tile, m->spot, rot, x, y, fig, h, px, py);
    gui_traders_figure(ctx, gui_game_player_colour(ctx->game, player), fig, *px, *py, h, alpha);
    return 1;
}

void gui_traders_draw_board(gui_module_ctx *ctx)
{
    /* asked the figure question with no drag (a save loaded there): its spots numbered, so the
       list's words ("The builder on spot 2") point at the board */
    gui_figure_ask_number_spots(ctx, gui_traders_ask);
    const cit_game *e = gui_game_engine(ctx->game);
    const cit_setup *s = cit_game_setup(e);
    float h = figure_h(ctx);
    for (int p = 0; p < s->nplayers; p++)
        for (int fig = 0; fig < CIT_TRADERS_FIGURES; fig++) {
            cit_feature_part at;
            float px, py;
            if (cit_game_traders_figure(e, p, fig, &at) && figure_px(ctx, &at, fig, h, &px, &py))
                gui_traders_figure(ctx, s->players[p].colour, fig, px, py, h, 255);
        }
}

int gui_traders_pieces(gui_module_ctx *ctx, int player, int x, int row_y)
{
    gui_ui *ui = ctx->ui;
    const cit_game *e = gui_game_engine(ctx->game);
    const cit_setup *s = cit_game_setup(e);
    int cy = row_y + gui_px(ui, GUI_SIZE_ROW_PIECES_Y), w = 0, fh = gui_px(ui, TRADERS_ROW_FIGURE);
    /* the builder and the pig: full while home, faint while on the board */
    static const int opt[CIT_TRADERS_FIGURES] = {CIT_OPT_BUILDER, CIT_OPT_PIG};
    for (int fig = 0; fig < CIT_TRADERS_FIGURES; fig++) {
        if (!s->opt.v[opt[fig]])
            continue;
        int home = cit_game_traders_figure_in_supply(e, player, fig);
        gui_traders_figure(ctx, s->players[player].colour, fig, (float)(x + w + fh / 2), (float)cy, (float)fh,
                           home ? 255 : 70);
        w += fh + gui_px(ui, TRADERS_ROW_GAP);
    }
    if (!s->opt.v[CIT_OPT_TRADERS])
        return w;
    /* the goods tokens: each kind with its count, public */
    static const int goods[3] = {CIT_GOODS_WINE, CIT_GOODS_GRAIN, CIT_GOODS_CLOTH};
    int px = gui_font_px(ui, GUI_FONT_TAG), th = gui_px(ui, TRADERS_ROW_TOKEN);
    if (w)
        w += gui_px(ui, GUI_SIZE_NUDGE);
    for (int k = 0; k < 3; k++) {
        int n = cit_game_traders_goods(e, player, goods[k]);
        char num[12];
        snprintf(num, sizeof num, "%d", n);
        gui_traders_token(ctx, goods[k], (float)(x + w + th / 2), (float)cy, (float)th, n ? 255 : 110);
        w += th + gui_px(ui, TRADERS_ROW_NUM_GAP);
        gui_text(num, x + w, cy - px * 5 / 8, px, 1, gui_rgba(n ? GUI_COL_INK : GUI_COL_DISABLED, 255), GUI_ALIGN_LEFT);
        w += gui_text_width(num, px, 1) + gui_px(ui, TRADERS_ROW_GAP);
    }
    return w;
}

/* A tile's index by its id, or -1. */
static int tile_index(const gui_module_ctx *ctx, const char *id)
{
    for (int i = 0; i < ctx->tiles->ntiles; i++)
        if (!SDL_strcmp(ctx->tiles->tiles[i].id, id))
            return i;
    return -1;
}

/* Where spot `spot` of tile `id` (turned 0) stands in a drawn diagram's cell. */
static void diagram_spot(gui_module_ctx *ctx, const gui_diagram_frame *f, const char *id, int cx, int cy, int spot,
                         float *px, float *py)
{
    SDL_Rect c = gui_diagram_cell(f, cx, cy);
    float fx = 0.5f, fy = 0.5f;
    int t = tile_index(ctx, id);
    if (t >= 0)
        gui_atlas_anchor(ctx->atlas, t, spot, 0, &fx, &fy);
    *px = (float)c.x + fx * (float)c.w;
    *py = (float)c.y + fy * (float)c.h;
}

/* A wine city with red's knight and builder; the field beside it with red's farmer and pig. */
int gui_traders_diagram(gui_module_ctx *ctx, int x, int y, int w, int px)
{
    static const gui_diagram_piece p[] = {{"TB-02", 0, 0, 0, 0, 0}, {"TB-16", 1, 0, 0, 3, 0}};
    gui_diagram_frame f;
    int dw = w / 2, h = gui_module_ctx_diagram_board(ctx, p, 2, x, y, dw, 0, &f);
    float bx, by, fh = (float)f.cell * 0.34f;
    diagram_spot(ctx, &f, "TB-02", 0, 0, 0, &bx, &by);
    gui_traders_figure(ctx, 0, CIT_TRADERS_BUILDER, bx + fh, by + fh * 0.15f, fh, 255);
    diagram_spot(ctx, &f, "TB-16", 1, 0, 3, &bx, &by);
    gui_traders_figure(ctx, 0, CIT_TRADERS_PIG, bx - fh * 1.1f, by + fh * 0.2f, fh, 255);
    int ch = gui_diagram_caption(traders_tr(TB_DIAGRAM), x + dw + gui_px(ctx->ui, GUI_SIZE_INSET), f.oy,
                                 w - dw - gui_px(ctx->ui, GUI_SIZE_INSET), px);
    return h > f.oy - y + ch ? h : f.oy - y + ch;
}

void gui_traders_final_draw(gui_module_ctx *ctx, const struct gui_finale_step *s)
{
    SDL_Rect v = gui_module_ctx_board_free_rect(ctx);
    float h = (float)(v.h < v.w ? v.h : v.w) * 0.22f;
    float cx = (float)(v.x + v.w / 2), cy = (float)(v.y + v.h / 2);
    gui_fill_circle(ctx->r, cx, cy, h * 0.62f, gui_rgba(GUI_COL_PLATE, 150));
    gui_traders_token(ctx, s->ev.quarter, cx, cy, h, 255);
}
