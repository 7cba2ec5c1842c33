/* Under the Big Top on screen (bigtop_view.h). The circus and acrobat spaces are painted in
   the middle of their tiles (tools/build/tileart/bigtop_art.c): the big top and the pyramids
   stand there. */
#include "modules/bigtop/bigtop_view.h"
#include "modules/bigtop/bigtop_text.h"
#include "modules/bigtop/bigtop_motion.h"
#include "modules/bigtop/bigtop.h"
#include "scenes/game/game_state.h"
#include "scenes/rules/rules_diagram.h"
#include "draw/atlas.h"
#include "draw/camera.h"
#include "draw/draw.h"
#include "draw/text.h"
#include "tileset.h"

#include <stdio.h>

/* The figures' and the tokens' line's sizes, in dp. */
enum {
    BT_FIGURE_LEAST = 12, /* a figure on the board, however far out the zoom */
    BT_ROW_FIGURE = 18,   /* the ringmaster in a player's row */
    BT_ROW_AFTER = 5,     /* after the ringmaster in the row */
    BT_TOKEN = 20         /* a token in the side panel's line */
};

void bigtop_ringmaster_draw(gui_module_ctx *ctx, int colour, float cx, float cy, float h, Uint8 alpha)
{
    char name[32];
    int pal = ctx->settings->palette_cb;
    snprintf(name, sizeof name, "ringmaster-%s-%d", pal ? "cb" : "std", colour);
    if (gui_atlas_sprite(ctx->atlas, name, cx, cy, h * 1.1f, alpha))
        return;
    SDL_Color c = gui_player_colour(pal, colour), ink = gui_rgba(0x1a1410, alpha); /* the hat, near black */
    c.a = alpha; /* no art: a follower under a top hat */
    gui_draw_meeple(ctx->r, cx, cy, h, 0, c);
    gui_fill_rect(ctx->r, (SDL_Rect){(int)(cx - h * 0.1f), (int)(cy - h * 0.72f), (int)(h * 0.2f), (int)(h * 0.26f)}, ink);
}

void bigtop_token_draw(gui_module_ctx *ctx, int animal, float cx, float cy, float h, Uint8 alpha)
{
    char name[24];
    if (animal < 0)
        snprintf(name, sizeof name, "animal-back");
    else
        snprintf(name, sizeof name, "animal-%d", animal);
    if (gui_atlas_sprite(ctx->atlas, name, cx, cy, h, alpha))
        return;
    /* no art: a cream disc, blue on its back, green with the value in dark brown on its face */
    gui_fill_circle(ctx->r, cx, cy, h * 0.5f, gui_rgba(0xf4ead2, alpha));
    gui_fill_circle(ctx->r, cx, cy, h * 0.42f, gui_rgba(animal < 0 ? 0x2d4f8f : 0x6fae5a, alpha));
    if (animal >= 0) {
        char num[8];
        snprintf(num, sizeof num, "%d", cit_bigtop_animal_value(animal));
        int px = (int)(h * 0.5f);
        gui_text(num, (int)cx, (int)(cy - (float)px * 0.6f), px, 1, gui_rgba(0x2a1c14, alpha), GUI_ALIGN_CENTER);
    }
}

void bigtop_tent_draw(gui_module_ctx *ctx, float cx, float cy, float h, Uint8 alpha)
{
    float th = h * 1.55f;
    if (!gui_atlas_sprite(ctx->atlas, "bigtop", cx, cy - h * 0.2f, th, alpha)) { /* no art: a red cone on a wall */
        SDL_Color red = gui_rgba(0xc8302a, alpha), cream = gui_rgba(0xf4ead2, alpha);
        gui_fill_rect(ctx->r, (SDL_Rect){(int)(cx - th * 0.45f), (int)(cy - th * 0.1f), (int)(th * 0.9f), (int)(th * 0.4f)},
                      cream);
        for (int k = 0; k < 4; k++)
            gui_fill_rect(ctx->r,
                          (SDL_Rect){(int)(cx - th * 0.45f + (float)k * th * 0.225f), (int)(cy - th * 0.1f),
                                     (int)(th * 0.11f), (int)(th * 0.4f)},
                          red);
        gui_fill_circle(ctx->r, cx, cy - th * 0.2f, th * 0.3f, red);
    }
    bigtop_token_draw(ctx, -1, cx + h * 0.72f, cy + h * 0.42f, h * 0.62f, alpha);
}

void bigtop_pyramid_draw(gui_module_ctx *ctx, const int *colours, int n, float cx, float cy, float h, Uint8 alpha)
{
    /* two on the stage, the third on their shoulders */
    static const float at[3][2] = {{-0.32f, 0.18f}, {0.32f, 0.18f}, {0.0f, -0.5f}};
    int pal = ctx->settings->palette_cb;
    for (int k = 0; k < n && k < 3; k++)
        gui_atlas_follower(ctx->atlas, pal, colours[k], 0, cx + at[k][0] * h, cy + at[k][1] * h, h, alpha);
}

int bigtop_tile_is(const gui_module_ctx *ctx, int tile, unsigned flag)
{
    return tile >= 0 && tile < ctx->tiles->ntiles && (ctx->tiles->tiles[tile].flags & flag) != 0;
}

int bigtop_space_colours(const gui_module_ctx *ctx, int x, int y, int *colours)
{
    const cit_game *e = gui_game_engine(ctx->game);
    const cit_setup *s = cit_game_setup(e);
    int n = 0;
    for (int p = 0; p < s->nplayers; p++)
        for (int k = cit_game_bigtop_acrobats(e, x, y, p); k > 0 && n < 3; k--)
            colours[n++] = s->players[p].colour;
    return n;
}

float bigtop_figure_h(const gui_module_ctx *ctx)
{
    float h = ctx->cam->zoom * 0.3f, minh = (float)gui_px(ctx->ui, BT_FIGURE_LEAST);
    return h < minh ? minh : h;
}

/* The pointer's cell and how far from its middle (cell fractions), or 0 off the board. */
static int pointed_cell(const gui_module_ctx *ctx, int *x, int *y, float *off)
{
    if (!ctx->in || !ctx->board_rc || !gui_hit(ctx->in, *ctx->board_rc))
        return 0;
    gui_camera_cell_at(ctx->cam, ctx->in->mx, ctx->in->my, x, y);
    SDL_Rect c = gui_camera_cell_rect(ctx->cam, *x, *y);
    float dx = ((float)ctx->in->mx - ((float)c.x + (float)c.w / 2)) / (float)c.w;
    float dy = ((float)ctx->in->my - ((float)c.y + (float)c.h / 2)) / (float)c.h;
    *off = dx * dx + dy * dy;
    return 1;
}

/* Over the tiles, under the followers: a ringmaster beside the big top stands in front of it;
   the big top and the acrobats move as bigtop_motion.c says. */
void bigtop_draw_under(gui_module_ctx *ctx)
{
    const cit_game *e = gui_game_engine(ctx->game);
    float h = bigtop_figure_h(ctx), fx, fy;
    int n = cit_game_placed_count(e);
    bigtop_motion_update(ctx);
    for (int i = 0; i < n; i++) {
        cit_placed_tile t = cit_game_placed(e, i);
        int colours[3], k = bigtop_tile_is(ctx, t.tile, CIT_TF_ACROBATS) ? bigtop_space_colours(ctx, t.x, t.y, colours) : 0;
        SDL_Rect c = gui_camera_cell_rect(ctx->cam, t.x, t.y);
        if (k)
            bigtop_pyramid_draw(ctx, colours, k, (float)c.x + (float)c.w / 2, (float)c.y + (float)c.h / 2, h, 255);
    }
    if (bigtop_motion_top(ctx, &fx, &fy)) { /* gliding to a new circus tile, or standing */
        SDL_Rect c = gui_camera_cell_rect(ctx->cam, 0, 0);
        bigtop_tent_draw(ctx, (float)c.x + (fx + 0.5f) * (float)c.w, (float)c.y + (fy + 0.5f) * (float)c.h, h, 255);
    }
    bigtop_motion_draw(ctx);
}

/* What the pointer rests on, in words: an acrobat space's count, the big top. */
void bigtop_draw_over(gui_module_ctx *ctx)
{
    const cit_game *e = gui_game_engine(ctx->game);
    int px, py, tx, ty, tile, rot;
    float off = 1;
    if (!pointed_cell(ctx, &px, &py, &off) || off >= 0.2f * 0.2f)
        return;
    if (cit_game_bigtop_at(e, &tx, &ty) && px == tx && py == ty) {
        gui_module_ctx_tooltip(ctx, bigtop_tr(BT_TIP_BIGTOP), 1);
        return;
    }
    if (cit_game_tile_at(e, px, py, &tile, &rot) != 1 || !bigtop_tile_is(ctx, tile, CIT_TF_ACROBATS) ||
        !cit_game_setup(e)->opt.v[CIT_OPT_BIGTOP_ACROBATS])
        return;
    char line[96], num[8];
    int k = cit_game_bigtop_acrobats(e, px, py, -1);
    snprintf(num, sizeof num, "%d", k);
    gui_subst(line, sizeof line, bigtop_tr_n(BT_ACRO_SPACE, k), num, NULL, NULL);
    gui_module_ctx_tooltip(ctx, line, 1);
}

int bigtop_pieces(gui_module_ctx *ctx, int player, int x, int row_y)
{
    gui_ui *ui = ctx->ui;
    const cit_game *e = gui_game_engine(ctx->game);
    const cit_setup *s = cit_game_setup(e);
    int kind = cit_game_follower_named(e, "ringmaster");
    if (!s->opt.v[CIT_OPT_BIGTOP_RINGMASTER] || !kind)
        return 0;
    int cy = row_y + gui_px(ui, GUI_SIZE_ROW_PIECES_Y), fh = gui_px(ui, BT_ROW_FIGURE), out = cit_game_follower_counted(e, player, kind) > 0;
    bigtop_ringmaster_draw(ctx, s->players[player].colour, (float)(x + fh / 2), (float)cy, (float)fh, out ? 70 : 255);
    return fh + gui_px(ui, BT_ROW_AFTER);
}

int bigtop_panel(gui_module_ctx *ctx, int x, int y, int w)
{
    gui_ui *ui = ctx->ui;
    const cit_game *e = gui_game_engine(ctx->game);
    if (cit_game_bigtop_tokens(e, 0) < 0) /* no circus: no tokens */
        return y;
    int px = gui_font_px(ui, GUI_FONT_TAG), th = gui_px(ui, BT_TOKEN), cx = x, cy = y + th / 2;
    const char *label = bigtop_tr(BT_TOKENS);
    gui_text(label, cx, cy - px * 5 / 8, px, 1, gui_rgba(GUI_COL_INK_SOFT, 255), GUI_ALIGN_LEFT);
    cx += gui_text_width(label, px, 1) + gui_px(ui, GUI_SIZE_GAP);
    for (int a = 0; a < CIT_BIGTOP_ANIMALS && cx + th < x + w; a++) {
        int n = cit_game_bigtop_tokens(e, a);
        char num[12];
        snprintf(num, sizeof num, "%d", n);
        bigtop_token_draw(ctx, a, (float)(cx + th / 2), (float)cy, (float)th, n ? 255 : 90);
        cx += th + gui_px(ui, GUI_SIZE_HAIR);
        gui_text(num, cx, cy - px * 5 / 8, px, 1, gui_rgba(n ? GUI_COL_INK : GUI_COL_DISABLED, 255), GUI_ALIGN_LEFT);
        cx += gui_text_width(num, px, 1) + gui_px(ui, GUI_SIZE_NUDGE);
    }
    const gui_input *in = ctx->in;
    if (in->mx >= x && in->mx < x + w && in->my >= y && in->my < y + th)
        gui_module_ctx_tooltip(ctx, bigtop_tr(BT_TOKENS_TIP), 1);
    return y + th + gui_px(ui, GUI_SIZE_GAP);
}

/* A circus tile with the big top beside an acrobat tile holding a complete pyramid (red, red,
   blue): the tiles of tests/gui/test_bigtop.c's first game. */
int bigtop_diagram(gui_module_ctx *ctx, int x, int y, int w, int px)
{
    static const gui_diagram_piece p[] = {{"BT-08", 0, 0, 0, -1, 0}, {"BT-04", 1, 0, 1, -1, 0}};
    gui_diagram_frame f;
    int dw = w / 2, h = gui_module_ctx_diagram_board(ctx, p, 2, x, y, dw, 0, &f);
    SDL_Rect a = gui_diagram_cell(&f, 0, 0), b = gui_diagram_cell(&f, 1, 0);
    float fh = (float)f.cell * 0.3f;
    bigtop_tent_draw(ctx, (float)a.x + (float)a.w / 2, (float)a.y + (float)a.h / 2, fh, 255);
    static const int colours[3] = {0, 0, 1};
    bigtop_pyramid_draw(ctx, colours, 3, (float)b.x + (float)b.w / 2, (float)b.y + (float)b.h / 2, fh, 255);
    int ch = gui_diagram_caption(bigtop_tr(BT_DIAGRAM), x + dw + gui_px(ctx->ui, GUI_SIZE_INSET), f.oy, w - dw - gui_px(ctx->ui, GUI_SIZE_INSET), px);
    return h > f.oy - y + ch ? h : f.oy - y + ch;
}
