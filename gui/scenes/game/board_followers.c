/* Followers on the board: where each feature's follower stands (the art's anchors spaced
   apart), the spots' circles on the tile being placed and the follower chosen there, the
   figures on placed tiles, and which spot a click or a drop picks. */
#include "scenes/game/board_followers.h"
#include "scenes/game/board_view.h"
#include "modules/gui_module.h"
#include "draw/draw.h"
#include "draw/text.h"

#include <math.h>
#include <stdio.h>

/* A figure on the board is drawn at least this high (layout units), however far out the zoom. */
enum { GUI_FOLLOWER_LEAST_H = 14 };

/*
 * Where the features of a tile take their follower circles, in cell fractions: the art's
 * anchors, pushed apart until no two circles (radius spot_r, as drawn) touch, and clear of a
 * module's piece on the cell (its own spot), so every spot can be seen and clicked at any
 * zoom. A tile's layout is the same whichever spots are legal, so a follower stands where its
 * circle was. A triangle has half the room and up to six features: its circles are smaller
 * and kept inside its half.
 */
#define SPOT_R (0.36f * 0.42f)
#define SPOT_R_TRIANGLE 0.105f
enum { MAX_LAID = 16 };

static float spot_r(const gui_scene_ctx *ctx, int tile)
{
    return tile >= 0 && tile < ctx->tiles->ntiles && ctx->tiles->tiles[tile].shape == CIT_SHAPE_TRIANGLE ? SPOT_R_TRIANGLE
                                                                                                     : SPOT_R;
}

/* Turns a point of a cell a quarter turn clockwise, `rot` times. */
static void turn_point(int rot, float *x, float *y)
{
    for (int i = 0; i < (rot & 3); i++) {
        float nx = 1 - *y, ny = *x;
        *x = nx;
        *y = ny;
    }
}

/* Keeps a circle's centre inside the room of its piece: a square's inner part, or (unturned)
   the triangle with its right angle in the south-west corner (x <= y), inset by radius r. */
static void keep_inside(int triangle, float r, float *x, float *y)
{
    float lo = triangle ? r + 0.02f : 0.12f, hi = 1.0f - lo;
    *x = *x < lo ? lo : *x > hi ? hi : *x;
    *y = *y < lo ? lo : *y > hi ? hi : *y;
    float gap = (r + 0.02f) * 1.41421356f; /* y - x for a centre r clear of the diagonal */
    if (triangle && *y - *x < gap) {     /* back across the diagonal, square to it */
        float d = (gap - (*y - *x)) * 0.5f;
        *x -= d;
        *y += d;
    }
}

static void spaced_anchors(const gui_scene_ctx *ctx, int tile, int rot, int x, int y, float *fx, float *fy, int n)
{
    int triangle = ctx->tiles->tiles[tile].shape != CIT_SHAPE_SQUARE;
    /* A triangle is laid out unturned (its half is then always the same) and turned at the end. */
    for (int i = 0; i < n; i++)
        gui_atlas_anchor(ctx->atlas, tile, i, triangle ? 0 : rot, &fx[i], &fy[i]);
    float ox = 0, oy = 0;
    int obstacle = 0;
    if (ctx->game && !triangle)
        GUI_FOR_MODULES(m, gui_game_engine(ctx->game))
            if (!obstacle && m->anchor)
                obstacle = m->anchor(GUI_SCENE_MODULE(ctx, m), x, y, &ox, &oy);
    const float r = spot_r(ctx, tile), need = 2.0f * r + 0.04f;
    for (int round = 0; round < 64; round++) {
        int moved = 0;
        for (int i = 0; i < n + obstacle; i++)
            for (int j = i + 1; j < n + obstacle; j++) {
                /* j == n is the module's piece: it stays, i moves the whole way */
                float *xj = j < n ? &fx[j] : &ox, *yj = j < n ? &fy[j] : &oy;
                float dx = *xj - fx[i], dy = *yj - fy[i], d = sqrtf(dx * dx + dy * dy);
                if (d >= need)
                    continue;
                if (d < 1e-4f) { /* the same point: part them along a fixed slant */
                    dx = 0.006f;
                    dy = 0.008f;
                    d = 0.01f;
                }
                float push = (need - d) / d, share = j < n ? 0.5f : 1.0f;
                fx[i] -= dx * push * share;
                fy[i] -= dy * push * share;
                if (j < n) {
                    fx[j] += dx * push * share;
                    fy[j] += dy * push * share;
                }
                moved = 1;
            }
        for (int i = 0; i < n; i++)
            keep_inside(triangle, r, &fx[i], &fy[i]);
        if (!moved)
            break;
    }
    for (int i = 0; triangle && i < n; i++)
        turn_point(rot, &fx[i], &fy[i]);
}

float gui_board_spot_radius(const gui_scene_ctx *ctx, int tile)
{
    return spot_r(ctx, tile) * ctx->view->cam.zoom;
}

void gui_board_numbered_spot(const gui_scene_ctx *ctx, int tile, int spot, int rot, int x, int y)
{
    float px, py, rad = gui_board_spot_radius(ctx, tile);
    gui_board_anchor_px(ctx, tile, spot, rot, x, y, &px, &py);
    gui_fill_circle(ctx->r, px, py, rad, gui_rgba(GUI_COL_SHINE, 90));
    gui_ring(ctx->r, px, py, rad, (float)gui_px(ctx->ui, GUI_SIZE_LINE_LIT), gui_rgba(GUI_COL_SHINE, 255));
    char num[12];
    snprintf(num, sizeof num, "%d", spot + 1);
    int npx = (int)(rad * 1.1f);
    gui_text(num, (int)px, (int)(py - (float)npx * 0.62f), npx, 1, gui_rgba(GUI_COL_INK_ON_LIGHT, 230), GUI_ALIGN_CENTER);
}

void gui_board_anchor_px(const gui_scene_ctx *ctx, int tile, int spot, int rot, int x, int y, float *px, float *py)
{
    float fx = 0.5f, fy = 0.5f;
    /* A spot after a tile's own features is a module's piece on it (its anchor hook places it). */
    int own = 0, n = tile >= 0 && tile < ctx->tiles->ntiles ? ctx->tiles->tiles[tile].nfeat : 0;
    if (n && spot >= n)
        GUI_FOR_MODULES(m, gui_game_engine(ctx->game))
            if (!own && m->anchor)
                own = m->anchor(GUI_SCENE_MODULE(ctx, m), x, y, &fx, &fy);
    if (!own && spot >= 0 && spot < n && n <= MAX_LAID) {
        float lx[MAX_LAID], ly[MAX_LAID];
        spaced_anchors(ctx, tile, rot, x, y, lx, ly, n);
        fx = lx[spot];
        fy = ly[spot];
    } else if (!own) {
        gui_atlas_anchor(ctx->atlas, tile, spot, rot, &fx, &fy);
    }
    gui_camera_to_screen(&ctx->view->cam, (float)x + fx, (float)y + fy, px, py);
}

/* A follower's height on the board at this zoom (a late board fitted to the window keeps its
   followers legible). */
static float follower_h(const gui_scene_ctx *ctx)
{
    float h = ctx->view->cam.zoom * 0.36f, minh = (float)gui_px(ctx->ui, GUI_FOLLOWER_LEAST_H);
    return h < minh ? minh : h;
}

/* The declared figure of the kind standing as f, or NULL for a normal follower. */
static const gui_figure *figure_of(const gui_scene_ctx *ctx, const cit_follower *f)
{
    return f && f->where == CIT_AT_PART && f->figure ? gui_figure_of(gui_game_engine(ctx->game), f->figure) : NULL;
}

float gui_board_follower_h(const gui_scene_ctx *ctx, const cit_follower *f)
{
    const gui_figure *fig = figure_of(ctx, f);
    return follower_h(ctx) * (fig && fig->board_scale > 0 ? fig->board_scale : 1.0f);
}

int gui_board_follower_px(const gui_scene_ctx *ctx, const cit_follower *f, int n, int i, float *px, float *py)
{
    const cit_game *e = gui_game_engine(ctx->game);
    cit_placed_tile pc[2];
    if (i < 0 || i >= n || f[i].where != CIT_AT_PART || cit_game_parts_at(e, f[i].x, f[i].y, pc) <= f[i].half)
        return 0;
    cit_placed_tile t = pc[f[i].half];
    gui_board_anchor_px(ctx, t.tile, f[i].spot, t.rot, t.x, t.y, px, py);
    /* Followers sharing one part (a crop circle adds one beside another) stand side by side,
       centred on the spot: standing ones in a row, lying ones (farmers) one above the other. */
    int rank = 0, k = 0;
    for (int j = 0; j < n; j++)
        if (f[j].where == CIT_AT_PART && f[j].x == f[i].x && f[j].y == f[i].y && f[j].half == f[i].half &&
            f[j].spot == f[i].spot) {
            rank += j < i;
            k++;
        }
    if (k < 2)
        return 1;
    float h = follower_h(ctx), off = (float)rank - (float)(k - 1) * 0.5f;
    if (gui_follower_lying(f[i].feature_kind)) {
        *px += off * h * 0.3f;
        *py += off * h * 0.62f;
    } else {
        *px += off * h * 0.78f;
    }
    return 1;
}

/* A figure its declarer draws in a shape of its own (gui_figure.board_draw): 1 if drawn. */
static int figure_drew(const gui_scene_ctx *ctx, const cit_follower *f, float px, float py, float h)
{
    const gui_figure *fig = figure_of(ctx, f);
    if (!fig || !fig->board_draw || !fig->draw)
        return 0;
    fig->draw(GUI_SCENE_MODULE(ctx, gui_figure_module(fig)), gui_board_colour_index(ctx, f->player), px, py, h, 255);
    return 1;
}

void gui_board_draw_followers(const gui_scene_ctx *ctx)
{
    const cit_game *e = gui_game_engine(ctx->game);
    cit_follower f[CIT_MAX_PLAYERS * CIT_FOLLOWERS + 8];
    int n = cit_game_followers(e, f, (int)(sizeof f / sizeof f[0]));
    if (n > (int)(sizeof f / sizeof f[0]))
        n = (int)(sizeof f / sizeof f[0]);
    float h = follower_h(ctx);
    int np = cit_game_placed_count(e);
    cit_placed_tile last = np ? cit_game_placed(e, np - 1) : (cit_placed_tile){0};
    int glide = gui_board_glide_ms(ctx->settings->anim_speed), age = (int)(ctx->game->now - ctx->game->applied_at);
    for (int i = 0; i < n; i++) {
        float px, py, drop = 0;
        if (!gui_board_follower_px(ctx, f, n, i, &px, &py))
            continue;
        /* A computer's follower drops onto its tile once the tile has landed. */
        if (ctx->game->applied_by_computer && np > 1 && f[i].x == last.x && f[i].y == last.y && age < glide * 2) {
            if (age < glide)
                continue;
            float k = (float)(age - glide) / (float)(glide > 0 ? glide : 1);
            drop = (1.0f - k) * (1.0f - k) * h * 1.5f;
        }
        if (!figure_drew(ctx, &f[i], px, py - drop, gui_board_follower_h(ctx, &f[i])))
            gui_atlas_follower(ctx->atlas, ctx->settings->palette_cb, gui_board_colour_index(ctx, f[i].player),
                               gui_follower_lying(f[i].feature_kind), px, py - drop, gui_board_follower_h(ctx, &f[i]), 255);
    }
}

/* The spots offered on the tentative tile now: a special piece's while one is dragged (the
   builder's), else the followers', with a special piece's own spot added so it can be picked
   up again. Returns how many (into out, CIT_MAX_TILE_FEATURES + 2 entries). */
static int shown_spots(const gui_scene_ctx *ctx, int8_t *out, int *special)
{
    gui_game *g = ctx->game;
    const gui_drag *d = &ctx->view->drag;
    *special = d->kind == GUI_DRAG_FOLLOWER && d->special_mod >= 0;
    if (*special)
        return gui_game_special_spots(g, d->special_mod, d->special_kind, out, CIT_MAX_TILE_FEATURES + 2);
    int n = 0, seen = 0;
    for (int i = 0; i < g->nspots && n < CIT_MAX_TILE_FEATURES + 2; i++) {
        out[n++] = g->spots[i];
        seen |= g->spots[i] == g->spot;
    }
    if (g->special_mod >= 0 && g->spot != CIT_SPOT_NONE && !seen && n < CIT_MAX_TILE_FEATURES + 2)
        out[n++] = (int8_t)g->spot;
    return n;
}

/* How far the board must move left (*dx) or up (*dy), in pixels, for every spot offered on the
   tentative tile to miss `keep_out`; 0 if none touches it now. */
static int spots_under(const gui_scene_ctx *ctx, SDL_Rect keep_out, float *dx, float *dy)
{
    gui_game *g = ctx->game;
    int8_t spots[CIT_MAX_TILE_FEATURES + 2];
    int special, n = shown_spots(ctx, spots, &special), hit = 0;
    float r = gui_board_spot_radius(ctx, g->pend.tile) + (float)gui_px(ctx->ui, GUI_SIZE_LINE);
    *dx = *dy = 0;
    for (int i = 0; i < n; i++) {
        float px, py;
        gui_board_anchor_px(ctx, g->pend.tile, spots[i], g->trot, g->tx, g->ty, &px, &py);
        if (px + r <= (float)keep_out.x || px - r >= (float)(keep_out.x + keep_out.w) || py + r <= (float)keep_out.y ||
            py - r >= (float)(keep_out.y + keep_out.h))
            continue;
        hit = 1;
        *dx = fmaxf(*dx, px + r - (float)keep_out.x + 1);
        *dy = fmaxf(*dy, py + r - (float)keep_out.y + 1);
    }
    return hit;
}

void gui_board_clear_spots(const gui_scene_ctx *ctx, SDL_Rect keep_out)
{
    gui_game *g = ctx->game;
    float dx, dy;
    if (!g || !g->has_tile || ctx->view->drag.kind != GUI_DRAG_NONE || ctx->view->glide)
        return;
    gui_camera was = ctx->view->cam;
    /* the whole tile in view first, clear of the modules' bars (laid at the edge it may stick out) */
    SDL_Rect cell = gui_camera_cell_rect(&ctx->view->cam, g->tx, g->ty), v = gui_board_free_rect(ctx);
    float ox = (float)(cell.x < v.x ? v.x - cell.x : cell.x + cell.w > v.x + v.w ? v.x + v.w - cell.x - cell.w : 0);
    float oy = (float)(cell.y < v.y ? v.y - cell.y : cell.y + cell.h > v.y + v.h ? v.y + v.h - cell.y - cell.h : 0);
    if (cell.w <= v.w && cell.h <= v.h)
        gui_camera_pan(&ctx->view->cam, ox, oy);
    /* The buttons stand in the corner, so moving the board left or up clears them, by the
       shorter way. */
    if (spots_under(ctx, keep_out, &dx, &dy))
        gui_camera_pan(&ctx->view->cam, dx <= dy ? -dx : 0, dx <= dy ? 0 : -dy);
    gui_camera moved = ctx->view->cam;
    ctx->view->cam = was;
    if (fabsf(moved.cx - was.cx) < 1e-4f && fabsf(moved.cy - was.cy) < 1e-4f)
        return;
    ctx->view->glide = 1;
    ctx->view->glide_cx = moved.cx;
    ctx->view->glide_cy = moved.cy;
    ctx->view->glide_zoom = was.zoom;
}

/* The piece standing on the tentative tile's chosen spot: a follower or a module's special piece. */
static void draw_chosen_piece(const gui_scene_ctx *ctx, float px, float py, float h)
{
    gui_game *g = ctx->game;
    const cit_tile_def *d = &ctx->tiles->tiles[g->pend.tile];
    const gui_module *m = g->special_mod >= 0 ? gui_module_find(g->special_mod) : NULL;
    int lying = g->spot < d->nfeat && gui_follower_lying(d->feat[g->spot].kind);
    if (m && m->special_draw) {
        m->special_draw(GUI_SCENE_MODULE(ctx, m), g->pend.player, g->special_kind, lying, px, py, h, 255);
        return;
    }
    gui_atlas_follower(ctx->atlas, ctx->settings->palette_cb, gui_board_colour_index(ctx, g->pend.player), lying, px, py, h, 255);
}

void gui_board_draw_tentative_spots(const gui_scene_ctx *ctx)
{
    gui_game *g = ctx->game;
    if (!g->has_tile || ctx->view->drag.kind == GUI_DRAG_TILE)
        return;
    float h = ctx->view->cam.zoom * 0.36f;
    int8_t spots[CIT_MAX_TILE_FEATURES + 2];
    int special, nspots = shown_spots(ctx, spots, &special);
    for (int i = 0; i < nspots; i++) {
        float px, py;
        int s = spots[i];
        gui_board_anchor_px(ctx, g->pend.tile, s, g->trot, g->tx, g->ty, &px, &py);
        if (s == g->spot)
            continue;
        float rad = gui_board_spot_radius(ctx, g->pend.tile);
        /* Once a follower stands, the other spots stay as quiet alternatives. */
        int quiet = g->spot != CIT_SPOT_NONE;
        gui_fill_circle(ctx->r, px, py, rad, gui_rgba(GUI_COL_SHINE, (Uint8)(quiet ? 35 : 70 + 60 * gui_board_pulse(ctx))));
        gui_ring(ctx->r, px, py, rad, (float)gui_px(ctx->ui, quiet ? GUI_SIZE_LINE : GUI_SIZE_LINE_LIT), gui_rgba(GUI_COL_SHINE, quiet ? 120 : 230));
        if (rad >= 9 && !special && i < g->nspots) { /* the number keys choose follower spots */
            char num[4] = {(char)('1' + i), 0, 0, 0};
            int npx = (int)(rad * 1.1f);
            gui_text(num, (int)px, (int)(py - (float)npx * 0.62f), npx, 1, gui_rgba(GUI_COL_INK_ON_LIGHT, 230), GUI_ALIGN_CENTER);
        }
    }
    if (g->spot != CIT_SPOT_NONE && ctx->view->drag.kind != GUI_DRAG_FOLLOWER) {
        float px, py;
        gui_board_anchor_px(ctx, g->pend.tile, g->spot, g->trot, g->tx, g->ty, &px, &py);
        draw_chosen_piece(ctx, px, py, h);
    }
}

static int spot_within(const gui_scene_ctx *ctx, int sx, int sy, float reach)
{
    gui_game *g = ctx->game;
    int best = CIT_SPOT_NONE;
    float bestd = reach * reach;
    if (!g->has_tile)
        return best;
    int8_t spots[CIT_MAX_TILE_FEATURES + 2];
    int special, n = shown_spots(ctx, spots, &special);
    for (int i = 0; i < n; i++) {
        float px, py;
        gui_board_anchor_px(ctx, g->pend.tile, spots[i], g->trot, g->tx, g->ty, &px, &py);
        float d = (px - (float)sx) * (px - (float)sx) + (py - (float)sy) * (py - (float)sy);
        if (d < bestd) {
            bestd = d;
            best = spots[i];
        }
    }
    return best;
}

/* Clicks count inside the drawn circle only, so the rest of the tile is free for turning it. */
int gui_board_spot_at(const gui_scene_ctx *ctx, int sx, int sy)
{
    float r = gui_board_spot_radius(ctx, ctx->game->pend.tile) + (float)gui_px(ctx->ui, GUI_SIZE_LINE);
    return spot_within(ctx, sx, sy, r);
}

/* A dragged follower may land a little beside a circle. */
int gui_board_spot_drop(const gui_scene_ctx *ctx, int sx, int sy)
{
    return spot_within(ctx, sx, sy, ctx->view->cam.zoom * 0.25f);
}

