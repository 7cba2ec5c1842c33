/* Drawing the City of Carcassonne's quarters (who has followers there), the Count and deployments. */
#include "modules/count/count_view.h"
#include "scenes/game/board_view.h"
#include "modules/count/count_words.h"
#include "modules/count/count_text.h"
#include "draw/draw.h"
#include "draw/text.h"
#include "modules/count/count.h"
#include "modules/gui_module.h" /* the figures of other kinds (gui_figure_of) */

#include <math.h>
#include <stdio.h>
#include <string.h>

/* A player's row: the quarters' plate, the count beside it, the row's hit box round them (layout
   units). */
enum { COUNT_ROW_PLATE = 16, COUNT_ROW_NUM_GAP = 2, COUNT_ROW_SLACK = 3 };

gui_count_state *gui_count_of(const gui_game *g) { return gui_game_module(g, CIT_MODULE_COUNT); }

void gui_count_figure(gui_module_ctx *ctx, float cx, float cy, float h, Uint8 alpha)
{
    if (!gui_draw_enabled || gui_atlas_sprite(ctx->atlas, "count", cx, cy, h, alpha))
        return;
    /* Without art: a purple figure with a gold crown, unlike any player's. */
    gui_draw_meeple(ctx->r, cx, cy, h, 0, gui_rgba(0x6a2c70, alpha));
    SDL_FPoint crown[4] = {{cx - h * 0.16f, cy - h * 0.36f}, {cx + h * 0.16f, cy - h * 0.36f},
                           {cx + h * 0.16f, cy - h * 0.52f}, {cx - h * 0.16f, cy - h * 0.52f}};
    gui_fill_poly(ctx->r, crown, 4, gui_rgba(0xe8c22a, alpha));
}

static int colour_of(const gui_module_ctx *ctx, int p)
{
    const cit_setup *s = cit_game_setup(gui_game_engine(ctx->game));
    return p >= 0 && p < s->nplayers ? s->players[p].colour : 0;
}

int gui_count_quarter_px(gui_module_ctx *ctx, int q, int *sx, int *sy)
{
    int x, y;
    if (!ctx->game || !cit_game_quarter_cell(gui_game_engine(ctx->game), q, &x, &y))
        return 0;
    SDL_Rect rc = gui_camera_cell_rect(ctx->cam, x, y);
    *sx = rc.x + rc.w / 2;
    *sy = rc.y + rc.h / 2;
    return 1;
}

/* The quarter painted on the City tile at cell x,y, or -1: the tile's art hint says
   "quarter=NAME" (the painter's own data, assets/tiles/count.tiles), so a quarter whose picture
   spreads over two tiles (the Market's stalls) answers on both. */
static int quarter_of_cell(const cit_game *e, int x, int y)
{
    cit_placed_tile pc[2];
    if (cit_game_parts_at(e, x, y, pc) < 1)
        return -1;
    const cit_tileset *ts = cit_game_tileset(e);
    if (!ts || pc[0].tile >= ts->ntiles)
        return -1;
    const cit_tile_def *d = &ts->tiles[pc[0].tile];
    if (!(d->flags & CIT_TF_COUNT_CITY))
        return -1;
    for (int q = 0; q < CIT_QUARTERS; q++) {
        char want[32];
        snprintf(want, sizeof want, "quarter=%s", cit_quarter_name(q));
        const char *at = strstr(d->art, want);
        size_t n = strlen(want);
        if (at && (at[n] == 0 || at[n] == ' '))
            return q;
    }
    return -1;
}

int gui_count_quarter_at(gui_module_ctx *ctx, int sx, int sy)
{
    SDL_Point pt = {sx, sy};
    if (!ctx->game || cit_game_count_quarter(gui_game_engine(ctx->game)) < 0 || !SDL_PointInRect(&pt, ctx->board_rc))
        return -1;
    int cx, cy;
    gui_camera_cell_at(ctx->cam, sx, sy, &cx, &cy);
    return quarter_of_cell(gui_game_engine(ctx->game), cx, cy);
}

int gui_count_city_cells(const gui_game *g, int *x0, int *y0, int *x1, int *y1)
{
    const cit_game *e = gui_game_engine(g);
    int any = 0;
    for (int q = 0; q < CIT_QUARTERS; q++) {
        int x, y;
        if (!cit_game_quarter_cell(e, q, &x, &y))
            continue;
        /* The quarter's other tiles lie next to its first one. */
        for (int dy = -1; dy <= 1; dy++)
            for (int dx = -1; dx <= 1; dx++) {
                if ((dx || dy) && quarter_of_cell(e, x + dx, y + dy) != q)
                    continue;
                int cx = x + dx, cy = y + dy;
                if (!any || cx < *x0)
                    *x0 = cx;
                if (!any || cy < *y0)
                    *y0 = cy;
                if (!any || cx > *x1)
                    *x1 = cx;
                if (!any || cy > *y1)
                    *y1 = cy;
                any = 1;
            }
    }
    return any;
}

/* The Count stands in the upper middle, under the name plate and above the players' tray. */
void gui_count_figure_px(gui_module_ctx *ctx, int q, float *sx, float *sy)
{
    int x = 0, y = 0;
    cit_game_quarter_cell(gui_game_engine(ctx->game), q, &x, &y);
    gui_camera_to_screen(ctx->cam, (float)x + 0.5f, (float)y + 0.36f, sx, sy);
}

/* Plates are dark and see-through so the city art stays visible around them. */
#define PLATE_RGB GUI_COL_PLATE
#define PLATE_ALPHA 170

static int name_px(const gui_module_ctx *ctx, SDL_Rect cell)
{
    int px = (int)((float)cell.w * 0.11f), max = gui_font_px(ctx->ui, GUI_FONT_LINE);
    return px > max ? max : px;
}

/* The Market's stalls are painted across the edge between its two tiles (tools/build/tileart/count.c:
   centred on that edge, from 0.31 to 0.79 of the cell down), under the Castle's keep that reaches
   into the top of the Market's first tile: its plate goes on the stalls, the others' on top of
   their cell, over their picture. */
static int on_stalls(int q) { return q == CIT_QUARTER_MARKET; }

int gui_count_plate(gui_module_ctx *ctx, int q, SDL_Rect cell, SDL_Rect *plate)
{
    int px = name_px(ctx, cell);
    if (px >= 10) {
        int w = gui_text_width(gui_quarter_name(q), px, 1) + px;
        *plate = on_stalls(q) ? (SDL_Rect){cell.x + cell.w - w / 2, cell.y + cell.h * 28 / 100, w, px * 5 / 4 + 2}
                              : (SDL_Rect){cell.x + (cell.w - w) / 2, cell.y + cell.h / 30, w, px * 5 / 4 + 2};
        return GUI_PLATE_NAME;
    }
    /* Too small to read a name: an icon in the top-left corner (the Market's on its stalls), clear
       of the Count in the middle (initials would not do: Castle / Cathedral, Kovárna / Katedrála
       share theirs). */
    int side = cell.w * 3 / 10;
    if (side < 8)
        return GUI_PLATE_NONE;
    *plate = on_stalls(q) ? (SDL_Rect){cell.x + cell.w - side / 2, cell.y + cell.h * 26 / 100, side, side}
                          : (SDL_Rect){cell.x + cell.w / 25, cell.y + cell.w / 25, side, side};
    return GUI_PLATE_ICON;
}

/* A rectangle given in fractions of the icon box. */
static void icon_rect(gui_module_ctx *ctx, SDL_Rect b, float x0, float y0, float x1, float y1, SDL_Color c)
{
    int l = b.x + (int)lroundf(x0 * (float)b.w), t = b.y + (int)lroundf(y0 * (float)b.h);
    int r = b.x + (int)lroundf(x1 * (float)b.w), d = b.y + (int)lroundf(y1 * (float)b.h);
    gui_fill_rect(ctx->r, (SDL_Rect){l, t, r - l > 1 ? r - l : 1, d - t > 1 ? d - t : 1}, c);
}

/* Each quarter's building as a few shapes: a tower, an anvil, a cross, a market stall. */
static void quarter_icon(gui_module_ctx *ctx, int q, SDL_Rect b)
{
    SDL_Color ink = gui_rgba(GUI_COL_CREAM, 255), hole = gui_rgba(PLATE_RGB, 255);
    switch (q) {
    case CIT_QUARTER_CASTLE:
        icon_rect(ctx, b, 0.26f, 0.36f, 0.74f, 0.88f, ink);
        for (int k = 0; k < 3; k++)
            icon_rect(ctx, b, 0.26f + 0.19f * (float)k, 0.16f, 0.36f + 0.19f * (float)k, 0.37f, ink);
        icon_rect(ctx, b, 0.42f, 0.62f, 0.58f, 0.88f, hole);
        break;
    case CIT_QUARTER_BLACKSMITH: {
        icon_rect(ctx, b, 0.14f, 0.30f, 0.74f, 0.46f, ink);
        SDL_FPoint horn[3] = {{(float)b.x + 0.73f * (float)b.w, (float)b.y + 0.30f * (float)b.h},
                              {(float)b.x + 0.94f * (float)b.w, (float)b.y + 0.30f * (float)b.h},
                              {(float)b.x + 0.73f * (float)b.w, (float)b.y + 0.44f * (float)b.h}};
        gui_fill_poly(ctx->r, horn, 3, ink);
        icon_rect(ctx, b, 0.36f, 0.45f, 0.56f, 0.66f, ink);
        icon_rect(ctx, b, 0.22f, 0.65f, 0.70f, 0.82f, ink);
        break;
    }
    case CIT_QUARTER_CATHEDRAL:
        icon_rect(ctx, b, 0.42f, 0.12f, 0.58f, 0.88f, ink);
        icon_rect(ctx, b, 0.22f, 0.30f, 0.78f, 0.44f, ink);
        break;
    default: /* the Market */
        icon_rect(ctx, b, 0.10f, 0.18f, 0.90f, 0.38f, ink);
        for (int k = 0; k < 2; k++) /* the awning's stripes */
            icon_rect(ctx, b, 0.30f + 0.26f * (float)k, 0.18f, 0.40f + 0.26f * (float)k, 0.38f, hole);
        icon_rect(ctx, b, 0.16f, 0.38f, 0.25f, 0.86f, ink);
        icon_rect(ctx, b, 0.75f, 0.38f, 0.84f, 0.86f, ink);
        icon_rect(ctx, b, 0.10f, 0.58f, 0.90f, 0.70f, ink);
        break;
    }
}

/* The quarter's name on a small plate at the top of its cell; zoomed far out, its icon instead. */
static void label(gui_module_ctx *ctx, int q, SDL_Rect rc)
{
    SDL_Rect plate;
    int kind = gui_count_plate(ctx, q, rc, &plate);
    if (kind == GUI_PLATE_NONE)
        return;
    gui_fill_rounded(ctx->r, plate, plate.h / 4, gui_rgba(PLATE_RGB, PLATE_ALPHA));
    if (kind == GUI_PLATE_ICON) {
        quarter_icon(ctx, q, plate);
        return;
    }
    int px = name_px(ctx, rc);
    gui_text(gui_quarter_name(q), plate.x + plate.w / 2, plate.y + 1, px, 1, gui_rgba(GUI_COL_CREAM, 255),
             GUI_ALIGN_CENTER);
}

/* Player p's figures of a kind of one vote (the mayor, the wagon: Abbey & Mayor) waiting in
   quarter q, bit f - 1 for the engine's follower kind f; the big follower is counted with the
   followers and marked under them. */
static unsigned quarter_specials(const cit_game *e, int q, int p)
{
    unsigned bits = 0;
    for (int k = 1; k <= cit_game_follower_kinds(e) && k <= GCOUNT_MAX_KINDS; k++)
        if (cit_game_follower_strength(e, k) == 1 && cit_game_quarter_figure(e, p, k) == q)
            bits |= 1u << (k - 1);
    return bits;
}

/*
 * Each player's followers in the quarter: a figure in their colour with the number beside it,
 * on a dark tray in the lower middle of the cell, so over the busy city art it is clear which
 * quarter they belong to. Three to a row; a second row for four to six players. A mayor or
 * wagon waiting there (Abbey & Mayor) stands in its own shape in front, left of the followers.
 */
static void quarter_followers(gui_module_ctx *ctx, int q, SDL_Rect rc)
{
    const cit_game *e = gui_game_engine(ctx->game);
    int np = cit_game_setup(e)->nplayers, who[CIT_MAX_PLAYERS], n[CIT_MAX_PLAYERS], k = 0;
    for (int p = 0; p < np; p++)
        if ((n[k] = cit_game_quarter_followers(e, q, p)) > 0 || quarter_specials(e, q, p))
            who[k++] = p;
    if (!k)
        return;
    float z = (float)rc.w, h = z * 0.25f, row_h = z * 0.3f;
    int rows = k > 3 ? 2 : 1;
    float top = (float)rc.y + z * 0.86f - row_h * (float)rows;
    SDL_Rect tray = {rc.x + (int)(z * 0.04f), (int)top, (int)(z * 0.92f), (int)(row_h * (float)rows)};
    gui_fill_rounded(ctx->r, tray, (int)(z * 0.06f), gui_rgba(GUI_COL_PLATE, 140));
    for (int i = 0; i < k; i++) {
        int per = rows == 2 ? (k + 1) / 2 : k, row = i / per, col = i % per;
        float cw = z * 0.92f / (float)per;
        float cx = (float)tray.x + cw * ((float)col + 0.38f), cy = top + row_h * ((float)row + 0.5f);
        /* A figure of two votes waiting here (the big follower) is one of the engine's count of the
           quarter's followers: it stands in front in its declarer's picture (on its gold disc). */
        int front = 0;
        for (int f = 1; f <= cit_game_follower_kinds(e) && f <= GCOUNT_MAX_KINDS; f++)
            if (cit_game_follower_strength(e, f) >= 2 && cit_game_quarter_figure(e, who[i], f) == q)
                front = f;
        /* Up to three figures stacked back to front, so a crowd looks like one; the number says how many. */
        for (int f = (n[i] < 3 ? n[i] : 3) - 1; f >= 0; f--)
            if (f || !front || !gui_module_ctx_figure_draw(ctx, e, front, colour_of(ctx, who[i]), cx, cy, h, 255))
                gui_atlas_follower(ctx->atlas, ctx->settings->palette_cb, colour_of(ctx, who[i]), 0,
                                   cx - h * 0.16f * (float)f, cy - h * 0.1f * (float)f, h, 255);
        unsigned specials = quarter_specials(e, q, who[i]);
        for (int f = 0, s = 0; f < GCOUNT_MAX_KINDS; f++)
            if (specials >> f & 1) /* side by side leftwards, in the game's kind order */
                gui_module_ctx_figure_draw(ctx, e, f + 1, colour_of(ctx, who[i]),
                                           cx - h * (0.3f + 0.45f * (float)s++) * (n[i] > 0), cy + h * 0.12f, h * 0.85f,
                                           255);
        char num[12];
        snprintf(num, sizeof num, "%d", n[i]);
        int px = (int)(h * 0.62f);
        if (px >= 8 && n[i] > 0)
            gui_text(num, (int)(cx + h * 0.36f), (int)(cy - (float)px * 0.55f), px, 1, gui_rgba(GUI_COL_CREAM, 255),
                     GUI_ALIGN_LEFT);
    }
}

/* Quarters the player may choose now glow, every tile of their picture as one area (what a drop
   or a click takes); the one under a drag is green. */
static void targets(gui_module_ctx *ctx, int q, int qx, int qy)
{
    if (!(gui_count_of(ctx->game)->targets & (1u << q)))
        return;
    const cit_game *e = gui_game_engine(ctx->game);
    int hot = gui_count_of(ctx->game)->hot_quarter == q, t = gui_px(ctx->ui, GUI_SIZE_LINE_LIT);
    float pulse = 0.5f + 0.5f * sinf((float)ctx->clock * 0.006f);
    SDL_Color fill = gui_rgba(hot ? GUI_COL_LIT_HOT : GUI_COL_LIT, (Uint8)(hot ? 90 : 25 + 35 * pulse));
    SDL_Color edge = gui_rgba(hot ? GUI_COL_LIT_EDGE_HOT : GUI_COL_LIT, (Uint8)(hot ? 255 : 150 + 80 * pulse));
    for (int dy = -1; dy <= 1; dy++)
        for (int dx = -1; dx <= 1; dx++) {
            int x = qx + dx, y = qy + dy;
            if ((dx || dy) && quarter_of_cell(e, x, y) != q)
                continue;
            SDL_Rect rc = gui_camera_cell_rect(ctx->cam, x, y);
            /* An edge shared with another tile of the quarter is no edge of the area. */
            int w = quarter_of_cell(e, x - 1, y) == q, n = quarter_of_cell(e, x, y - 1) == q;
            int east = quarter_of_cell(e, x + 1, y) == q, s = quarter_of_cell(e, x, y + 1) == q;
            SDL_Rect in = {rc.x + (w ? 0 : t), rc.y + (n ? 0 : t), rc.w - (w ? 0 : t) - (east ? 0 : t),
                           rc.h - (n ? 0 : t) - (s ? 0 : t)};
            gui_fill_rect(ctx->r, in, fill);
            if (!w)
                gui_fill_rect(ctx->r, (SDL_Rect){in.x, in.y, t, in.h}, edge);
            if (!east)
                gui_fill_rect(ctx->r, (SDL_Rect){in.x + in.w - t, in.y, t, in.h}, edge);
            if (!n)
                gui_fill_rect(ctx->r, (SDL_Rect){in.x, in.y, in.w, t}, edge);
            if (!s)
                gui_fill_rect(ctx->r, (SDL_Rect){in.x, in.y + in.h - t, in.w, t}, edge);
        }
}

/* Followers sent into the feature being scored stand beside its parts until it is scored. */
static void deployed(gui_module_ctx *ctx)
{
    const cit_game *e = gui_game_engine(ctx->game);
    cit_follower f[CIT_MAX_PLAYERS * CIT_FOLLOWERS + 8];
    int n = cit_game_followers(e, f, (int)(sizeof f / sizeof f[0])), k = 0;
    if (n > (int)(sizeof f / sizeof f[0]))
        n = (int)(sizeof f / sizeof f[0]);
    for (int i = 0; i < n; i++) {
        cit_placed_tile pc[2];
        if (f[i].where != CIT_AT_FEATURE || cit_game_parts_at(e, f[i].x, f[i].y, pc) <= f[i].half)
            continue;
        cit_placed_tile t = pc[f[i].half];
        float px, py, h = ctx->cam->zoom * 0.32f;
        gui_module_ctx_board_anchor_px(ctx, t.tile, f[i].spot, t.rot, t.x, t.y, &px, &py);
        px += h * 0.45f * (float)((k % 3) - 1);
        py += h * 0.35f * (float)(k / 3 % 2);
        gui_ring(ctx->r, px, py, h * 0.5f, (float)gui_px(ctx->ui, GUI_SIZE_LINE), gui_rgba(GUI_COL_PICK_EDGE, 220));
        gui_atlas_follower(ctx->atlas, ctx->settings->palette_cb, colour_of(ctx, f[i].player),
                           f[i].feature_kind == CIT_FEAT_FIELD, px, py, h, 255);
        k++;
    }
}

/* The feature a deployment decision is about, outlined tile by tile with rings on its parts. */
static void deploy_feature(gui_module_ctx *ctx)
{
    const cit_pending *pd = ctx->pend;
    if (pd->decision != CIT_DECIDE_COUNT_DEPLOY || pd->spot < 0)
        return;
    const cit_game *e = gui_game_engine(ctx->game);
    cit_feature_info info;
    cit_feature_part parts[160];
    int n = 0;
    if (!cit_game_feature(e, pd->x, pd->y, pd->spot, pd->half, &info, parts, 160, &n))
        return;
    float pulse = 0.5f + 0.5f * sinf((float)ctx->clock * 0.006f);
    SDL_Color c = gui_rgba(GUI_COL_PICK, (Uint8)(170 + 80 * pulse));
    for (int i = 0; i < n && i < 160; i++) {
        cit_placed_tile pc[2];
        if (cit_game_parts_at(e, parts[i].x, parts[i].y, pc) <= parts[i].half)
            continue;
        cit_placed_tile t = pc[parts[i].half];
        SDL_Rect rc = gui_camera_cell_rect(ctx->cam, t.x, t.y);
        gui_fill_rect(ctx->r, rc, gui_rgba(GUI_COL_PICK, (Uint8)(40 + 30 * pulse)));
        gui_rect_outline(ctx->r, rc, gui_px(ctx->ui, GUI_SIZE_LINE), c);
        float px, py;
        gui_module_ctx_board_anchor_px(ctx, t.tile, parts[i].spot, t.rot, t.x, t.y, &px, &py);
        gui_ring(ctx->r, px, py, ctx->cam->zoom * 0.13f, (float)gui_px(ctx->ui, GUI_SIZE_LINE_LIT), c);
    }
}

void gui_count_draw(gui_module_ctx *ctx)
{
    const cit_game *e = gui_game_engine(ctx->game);
    int count_at = cit_game_count_quarter(e);
    if (count_at < 0)
        return;
    deploy_feature(ctx);
    for (int q = 0; q < CIT_QUARTERS; q++) {
        int x, y;
        if (!cit_game_quarter_cell(e, q, &x, &y))
            continue;
        SDL_Rect rc = gui_camera_cell_rect(ctx->cam, x, y);
        targets(ctx, q, x, y);
        label(ctx, q, rc);
        quarter_followers(ctx, q, rc);
    }
    /* The Count last, so he stands in front; while he is dragged he is drawn at the pointer. */
    if (gui_count_of(ctx->game)->dragging != GUI_COUNT_DRAG_COUNT) {
        float sx, sy;
        gui_count_figure_px(ctx, count_at, &sx, &sy);
        gui_count_figure(ctx, sx, sy, ctx->cam->zoom * 0.42f, 255);
    }
    deployed(ctx);
}

/* ---- the player rows --------------------------------------------------------------------- */

static int in_city(const cit_game *e, int player)
{
    int n = 0;
    for (int q = 0; q < CIT_QUARTERS; q++)
        n += cit_game_quarter_followers(e, q, player);
    return n;
}

int gui_count_pieces(gui_module_ctx *ctx, int player, int x, int row_y)
{
    gui_count_state *d = gui_count_of(ctx->game);
    const cit_game *e = gui_game_engine(ctx->game);
    int n = in_city(e, player);
    if (player < 0 || player >= CIT_MAX_PLAYERS)
        return 0;
    d->row_rc[player] = (SDL_Rect){0, 0, 0, 0};
    if (!n)
        return 0;
    /* The quarters' dark plate with a tower (the City), a follower in the player's colour before it,
       and how many stand in the City. */
    gui_ui *ui = ctx->ui;
    int s = gui_px(ui, COUNT_ROW_PLATE), y = row_y + gui_px(ui, GUI_SIZE_ROW_PIECES_Y), px = gui_font_px(ui, GUI_FONT_SMALL);
    SDL_Rect plate = {x, y - s / 2, s, s};
    gui_fill_rounded(ctx->r, plate, s / 4, gui_rgba(PLATE_RGB, 235));
    quarter_icon(ctx, CIT_QUARTER_CASTLE, plate);
    char num[16];
    snprintf(num, sizeof num, "\xC3\x97%d", n);
    int w = s + gui_px(ui, COUNT_ROW_NUM_GAP) + gui_text_width(num, px, 1);
    gui_text(num, x + s + gui_px(ui, COUNT_ROW_NUM_GAP), y - px * 5 / 8, px, 1, gui_rgba(GUI_COL_INK, 255), GUI_ALIGN_LEFT);
    d->row_rc[player] = (SDL_Rect){x, y - s / 2 - gui_px(ui, COUNT_ROW_SLACK), w, s + gui_px(ui, GUI_SIZE_GAP)};
    return w;
}

void gui_count_rows_tip(gui_module_ctx *ctx)
{
    gui_count_state *d = gui_count_of(ctx->game);
    const cit_game *e = gui_game_engine(ctx->game);
    int np = cit_game_setup(e)->nplayers;
    for (int p = 0; p < np && p < CIT_MAX_PLAYERS; p++) {
        SDL_Rect rc = d->row_rc[p];
        if (!rc.w || !gui_hit(ctx->in, rc))
            continue;
        /* "Anna: 2 followers in Carcassonne (Castle 1, Market 1)" */
        char list[160] = "", line[240], num[16];
        for (int q = 0; q < CIT_QUARTERS; q++) {
            int k = cit_game_quarter_followers(e, q, p);
            if (!k)
                continue;
            char one[48];
            snprintf(one, sizeof one, "%s%s %d", list[0] ? ", " : "", gui_quarter_name(q), k);
            SDL_strlcat(list, one, sizeof list);
        }
        snprintf(num, sizeof num, "%d", in_city(e, p));
        gui_subst(line, sizeof line, count_tr(COUNT_ROW_TIP), gui_game_player_name(ctx->game, p), num, list);
        gui_ui *ui = ctx->ui;
        int px = gui_font_px(ui, GUI_FONT_NOTE), w = gui_text_width(line, px, 0) + gui_px(ui, GUI_SIZE_SECTION);
        int x = rc.x + rc.w - w, y = rc.y + rc.h + gui_px(ui, GUI_SIZE_NUDGE);
        if (x < 0)
            x = 0;
        SDL_Rect tip = {x, y, w, px * 5 / 4 + gui_px(ui, GUI_SIZE_MARGIN)};
        gui_fill_rounded(ctx->r, tip, gui_px(ui, GUI_SIZE_RADIUS), gui_rgba(GUI_COL_PLATE, 230));
        gui_text(line, x + gui_px(ui, GUI_SIZE_PAD), y + gui_px(ui, GUI_SIZE_GAP), px, 0, gui_rgba(GUI_COL_CREAM, 255), GUI_ALIGN_LEFT);
    }
}
