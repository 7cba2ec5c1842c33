/* Hills & Sheep on screen (hills_view.h): the shepherd and the bag's tokens from the atlas (a
   drawn stand-in without art), the shepherds and their flocks on the board, the tiles lying
   face down under hills, the shepherd and the bag in the side panel. */
#include "modules/hills/hills_view.h"
#include "modules/hills/hills_text.h"
#include "modules/hills/hills_motion.h"
#include "modules/hills/hills.h"
#include "scenes/game/game_state.h"
#include "scenes/rules/rules_diagram.h"
#include "draw/atlas.h"
#include "draw/camera.h"
#include "draw/draw.h"
#include "draw/text.h"
#include "tileset.h"

#include <stdio.h>

void hills_shepherd_draw(gui_module_ctx *ctx, int colour, float cx, float cy, float h, Uint8 alpha)
{
    char name[32];
    int pal = ctx->settings->palette_cb;
    snprintf(name, sizeof name, "shepherd-%s-%d", pal ? "cb" : "std", colour);
    if (gui_atlas_sprite(ctx->atlas, name, cx, cy, h, alpha))
        return;
    SDL_Color c = gui_player_colour(pal, colour);
    c.a = alpha; /* no art: a follower with a staff */
    gui_draw_meeple(ctx->r, cx - h * 0.08f, cy, h * 0.9f, 0, c);
    gui_fill_rect(ctx->r, (SDL_Rect){(int)(cx + h * 0.3f), (int)(cy - h * 0.45f), (int)(h * 0.07f) + 1, (int)(h * 0.9f)},
                  gui_rgba(0x4a3218, alpha));
}

void hills_token_draw(gui_module_ctx *ctx, int size, float cx, float cy, float h, Uint8 alpha)
{
    char name[24];
    if (size)
        snprintf(name, sizeof name, "sheep-%d", size);
    else
        snprintf(name, sizeof name, "wolf");
    if (gui_atlas_sprite(ctx->atlas, name, cx, cy, h, alpha))
        return;
    gui_fill_circle(ctx->r, cx, cy, h * 0.5f, gui_rgba(0xefe6c8, alpha));
    gui_fill_circle(ctx->r, cx, cy, h * 0.42f, gui_rgba(size ? 0x6fa046 : 0x3d4d66, alpha));
    for (int k = 0; k < size; k++)
        gui_fill_circle(ctx->r, cx + h * (k % 2 ? 0.14f : -0.14f), cy + h * (k / 2 ? 0.14f : -0.14f), h * 0.1f,
                        gui_rgba(0xfbf8ef, alpha));
}

/* The layout (unscaled pixels): a figure's least height on the board; in a player's row the
   shepherd's height, the flock's token's and the room after each; the bag's tokens and the room
   after each count. */
enum { FIGURE_LEAST_H = 12, ROW_SHEPHERD_H = 18, ROW_TOKEN_H = 16, ROW_AFTER_SHEPHERD = 2, ROW_AFTER_TOKEN = 1,
       ROW_END = 3, BAG_TOKEN_H = 20, BAG_AFTER_TOKEN = 1, BAG_AFTER_COUNT = 5 };

/* A figure's height on the board: a follower's, readable when zoomed out. */
static float figure_h(const gui_module_ctx *ctx)
{
    float h = ctx->cam->zoom * 0.3f, minh = (float)gui_px(ctx->ui, FIGURE_LEAST_H);
    return h < minh ? minh : h;
}

/* Where a shepherd on spot `spot` of `tile` turned rot at x,y stands on screen: beside the
   field's anchor, clear of a farmer lying there (its flock stands on its right). */
static void shepherd_at(gui_module_ctx *ctx, int tile, int spot, int rot, int x, int y, float h, float *px, float *py)
{
    gui_module_ctx_board_anchor_px(ctx, tile, spot, rot, x, y, px, py);
    *px += h * 0.5f;
    *py -= h * 0.15f;
}

static int part_px(gui_module_ctx *ctx, const cit_feature_part *at, float h, float *px, float *py)
{
    cit_placed_tile pc[2];
    if (cit_game_parts_at(gui_game_engine(ctx->game), at->x, at->y, pc) <= at->half)
        return 0;
    shepherd_at(ctx, pc[at->half].tile, at->spot, pc[at->half].rot, at->x, at->y, h, px, py);
    return 1;
}

/* The flag bit of the tile word `hill` (0 if no tile file has it). */
static unsigned hill_flag(void)
{
    const cit_tile_word *w = cit_tile_word_find(CIT_WORD_TILE, "hill", 4);
    return w ? w->value : 0;
}

int hills_is_hill(const gui_module_ctx *ctx, int tile)
{
    unsigned bit = hill_flag();
    return bit && tile >= 0 && tile < ctx->tiles->ntiles && (ctx->tiles->tiles[tile].flags & bit);
}

/* Under the hills a tile lies face down: the hills placed first took one each, till the stack
   ran out (cit_game_hills_under counts them), so the first that many hills in placement order
   hide one. Its edge shows along the hill tile's lower and right sides, as a tile beneath. */
void hills_draw_under(gui_module_ctx *ctx)
{
    const cit_game *e = gui_game_engine(ctx->game);
    int left = cit_game_hills_under(e), n = cit_game_placed_count(e);
    for (int i = 0; i < n && left > 0; i++) {
        cit_placed_tile t = cit_game_placed(e, i);
        if (!hills_is_hill(ctx, t.tile))
            continue;
        left--;
        SDL_Rect c = gui_camera_cell_rect(ctx->cam, t.x, t.y);
        int b = c.w / 18 > 1 ? c.w / 18 : 1;
        SDL_Color back = gui_rgba(0x6b4a2c, 255), rim = gui_rgba(0x2a1c10, 255), line = gui_rgba(0xc9a56a, 220);
        gui_fill_rect(ctx->r, (SDL_Rect){c.x + b, c.y + c.h - b, c.w, b}, back);
        gui_fill_rect(ctx->r, (SDL_Rect){c.x + c.w - b, c.y + b, b, c.h}, back);
        gui_fill_rect(ctx->r, (SDL_Rect){c.x + b, c.y + c.h - 1, c.w, 1}, rim);
        gui_fill_rect(ctx->r, (SDL_Rect){c.x + c.w - 1, c.y + b, 1, c.h}, rim);
        if (b >= 4) { /* the back's inlaid line, as on every tile's back */
            gui_fill_rect(ctx->r, (SDL_Rect){c.x + 2 * b, c.y + c.h - b / 2 - 1, c.w - 3 * b, 1}, line);
            gui_fill_rect(ctx->r, (SDL_Rect){c.x + c.w - b / 2 - 1, c.y + 2 * b, 1, c.h - 3 * b}, line);
        }
    }
}

/* A flock's tokens (tokens[size], sizes 1-4) in a row at its shepherd's feet, on its right, the
   biggest first, each overlapping the last as a heap of cardboard. A token just drawn from the
   bag (hills_motion.c) drops into its place; `rise` (0..1) lifts and fades the whole flock as it
   leaves the board. */
static void flock_draw(gui_module_ctx *ctx, int player, const uint8_t *tokens, float cx, float cy, float h, float rise)
{
    float th = h * 0.7f, x = cx + h * 0.55f, y = cy + h * 0.3f - rise * h * 1.2f;
    Uint8 alpha = (Uint8)(255.0f * (1.0f - rise));
    for (int size = 4; size >= 1; size--)
        for (int k = 0; k < tokens[size]; k++) {
            float t = k == tokens[size] - 1 && rise == 0 ? hills_motion_arriving(ctx, player, size) : -1;
            if (t >= 0) /* the newest token of its size, falling in */
                hills_token_draw(ctx, size, x, y - (1.0f - t) * h * 1.5f, th, (Uint8)(80.0f + 175.0f * t));
            else
                hills_token_draw(ctx, size, x, y, th, alpha);
            x += th * 0.6f;
        }
}

/* A sheep triangle's flock of 3, which never leaves (RULES.md §12 decision 9): a token of 3
   in its field, on the anchor's other side from a shepherd's. */
static void lasting_draw(gui_module_ctx *ctx, float h)
{
    const cit_game *e = gui_game_engine(ctx->game);
    int n = cit_game_placed_count(e);
    for (int i = 0; i < n; i++) {
        cit_placed_tile t = cit_game_placed(e, i);
        int spot = cit_game_hills_lasting_spot(e, t.tile);
        if (spot < 0)
            continue;
        float px, py;
        gui_module_ctx_board_anchor_px(ctx, t.tile, spot, t.rot, t.x, t.y, &px, &py);
        hills_token_draw(ctx, 3, px - h * 0.55f, py + h * 0.2f, h * 0.7f, 255);
    }
}

void hills_draw_over(gui_module_ctx *ctx)
{
    /* asked where the shepherd goes with no drag (a save loaded there): the spots numbered */
    gui_figure_ask_number_spots(ctx, hills_shepherd_ask);
    const cit_game *e = gui_game_engine(ctx->game);
    const cit_setup *s = cit_game_setup(e);
    float h = figure_h(ctx);
    lasting_draw(ctx, h);
    hills_motion_update(ctx);
    for (int p = 0; p < s->nplayers; p++) {
        const hills_seen *left;
        float px, py, t;
        if (hills_motion_leaving(ctx, p, &left, &t) && part_px(ctx, &left->at, h, &px, &py))
            flock_draw(ctx, p, left->tokens, px, py, h, t > 0 ? t : 0.01f);
        cit_feature_part at;
        if (!cit_game_hills_shepherd(e, p, &at) || !part_px(ctx, &at, h, &px, &py))
            continue;
        hills_shepherd_draw(ctx, s->players[p].colour, px, py, h, 255);
        uint8_t tokens[HILLS_SIZES] = {0};
        for (int size = 1; size < HILLS_SIZES; size++)
            tokens[size] = (uint8_t)cit_game_hills_flock_tokens(e, p, size);
        flock_draw(ctx, p, tokens, px, py, h, 0);
    }
}

int hills_ghost_answer(gui_module_ctx *ctx, const cit_move *after, const cit_move *m, int player, Uint8 alpha, float *px,
                       float *py, float *pr)
{
    (void)pr;
    if (m->type != CIT_MOVE_HILLS_SHEPHERD || !m->arg0 || m->spot < 0)
        return 0;
    int tile, rot, x, y;
    if (after) {
        tile = after->tile, rot = after->rot, x = after->x, y = after->y;
    } else {
        const cit_game *e = gui_game_engine(ctx->game);
        cit_pending pd = cit_game_pending(e);
        cit_placed_tile pc[2];
        if (pd.decision != CIT_DECIDE_HILLS_SHEPHERD || cit_game_parts_at(e, pd.x, pd.y, pc) <= pd.half)
            return 0;
        tile = pc[pd.half].tile, rot = pc[pd.half].rot, x = pd.x, y = pd.y;
    }
    if (tile < 0 || tile >= ctx->tiles->ntiles || m->spot >= ctx->tiles->tiles[tile].nfeat)
        return 0;
    float h = figure_h(ctx);
    shepherd_at(ctx, tile, m->spot, rot, x, y, h, px, py);
    hills_shepherd_draw(ctx, gui_game_player_colour(ctx->game, player), *px, *py, h, alpha);
    return 1;
}

int hills_pieces(gui_module_ctx *ctx, int player, int x, int row_y)
{
    gui_ui *ui = ctx->ui;
    const cit_game *e = gui_game_engine(ctx->game);
    const cit_setup *s = cit_game_setup(e);
    if (!s->opt.v[CIT_OPT_SHEPHERD])
        return 0;
    int cy = row_y + gui_px(ui, GUI_SIZE_ROW_PIECES_Y), fh = gui_px(ui, ROW_SHEPHERD_H), w = 0, out = cit_game_hills_shepherd(e, player, NULL);
    hills_shepherd_draw(ctx, s->players[player].colour, (float)(x + fh / 2), (float)cy, (float)fh, out ? 70 : 255);
    w += fh + gui_px(ui, ROW_AFTER_SHEPHERD);
    if (out) { /* the flock beside the faint shepherd: how many sheep it would score */
        char num[12];
        int px = gui_font_px(ui, GUI_FONT_TAG), th = gui_px(ui, ROW_TOKEN_H);
        hills_token_draw(ctx, 1, (float)(x + w + th / 2), (float)cy, (float)th, 255);
        w += th + gui_px(ui, ROW_AFTER_TOKEN);
        snprintf(num, sizeof num, "%d", cit_game_hills_flock(e, player));
        gui_text(num, x + w, cy - px * 5 / 8, px, 1, gui_rgba(GUI_COL_INK, 255), GUI_ALIGN_LEFT);
        w += gui_text_width(num, px, 1);
    }
    return w + gui_px(ui, ROW_END);
}

int hills_panel(gui_module_ctx *ctx, int x, int y, int w)
{
    gui_ui *ui = ctx->ui;
    const cit_game *e = gui_game_engine(ctx->game);
    if (cit_game_hills_bag(e, 0) < 0) /* no shepherds: no bag */
        return y;
    int px = gui_font_px(ui, GUI_FONT_TAG), th = gui_px(ui, BAG_TOKEN_H), cx = x, cy = y + th / 2;
    const char *label = hills_tr(HS_BAG);
    gui_text(label, cx, cy - px * 5 / 8, px, 1, gui_rgba(GUI_COL_INK_SOFT, 255), GUI_ALIGN_LEFT);
    cx += gui_text_width(label, px, 1) + gui_px(ui, GUI_SIZE_GAP);
    static const int order[5] = {1, 2, 3, 4, 0}; /* the sheep tokens by size, then the wolves */
    for (int k = 0; k < 5 && cx + th < x + w; k++) {
        int n = cit_game_hills_bag(e, order[k]);
        char num[12];
        snprintf(num, sizeof num, "%d", n);
        hills_token_draw(ctx, order[k], (float)(cx + th / 2), (float)cy, (float)th, n ? 255 : 90);
        cx += th + gui_px(ui, BAG_AFTER_TOKEN);
        gui_text(num, cx, cy - px * 5 / 8, px, 1, gui_rgba(n ? GUI_COL_INK : GUI_COL_DISABLED, 255), GUI_ALIGN_LEFT);
        cx += gui_text_width(num, px, 1) + gui_px(ui, BAG_AFTER_COUNT);
    }
    const gui_input *in = ctx->in;
    if (in->mx >= x && in->mx < x + w && in->my >= y && in->my < y + th)
        gui_module_ctx_tooltip(ctx, hills_tr(HS_BAG_TIP), 1);
    return y + th + gui_px(ui, GUI_SIZE_GAP);
}

/* A hill tile beside a cloister: red's shepherd with a flock of 3 sheep in the field they share
   (on the hill tile's east side, clear of its mound). */
int hills_diagram(gui_module_ctx *ctx, int x, int y, int w, int px)
{
    static const gui_diagram_piece p[] = {{"HS-16", 0, 0, 0, -1, 0}, {"B", 1, 0, 0, -1, 0}};
    gui_diagram_frame f;
    int dw = w / 2, h = gui_module_ctx_diagram_board(ctx, p, 2, x, y, dw, 0, &f);
    SDL_Rect c = gui_diagram_cell(&f, 0, 0);
    float fh = (float)f.cell * 0.34f, sx = (float)c.x + 0.8f * (float)c.w, sy = (float)c.y + 0.55f * (float)c.h;
    hills_shepherd_draw(ctx, 0, sx, sy, fh, 255);
    hills_token_draw(ctx, 3, sx + fh * 0.75f, sy + fh * 0.3f, fh * 0.7f, 255);
    int ch = gui_diagram_caption(hills_tr(HS_DIAGRAM), x + dw + gui_px(ctx->ui, GUI_SIZE_INSET), f.oy, w - dw - gui_px(ctx->ui, GUI_SIZE_INSET), px);
    return h > f.oy - y + ch ? h : f.oy - y + ch;
}
