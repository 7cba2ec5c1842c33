/* Board rendering: everything between the panels, in camera space. */
#include "scenes/game/board_view.h"
#include "scenes/game/board_followers.h"
#include "scenes/scenes.h"
#include "app/hint.h"
#include "scenes/game/decide.h"
#include "scenes/lesson/lesson.h"
#include "modules/gui_module.h"
#include "draw/draw.h"
#include "app/i18n.h"
#include "draw/text.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>

/* The board's own marks in layout units (the lines of lit and picked things are the theme's). */
static const struct {
    float only_dash;                  /* a cell that takes the tile only with a module's piece: its dash */
    float badge_least_r;              /* a tile's badge of unseen moves, at least */
    float shield_zoom, shield_least;  /* shields get a marker below this zoom (a cell's side); its least size */
    float hint_least_h, hint_least_r, hint_tag; /* a hint's figure and ring at least; its tag's room */
    float hint_line, hint_dash, drag_dash;      /* a hint's or a dragged tile's dashed outline */
    float feature_least, feature_most;          /* the line round a feature under the pointer */
    float frame;                      /* the frame round the tile a review looks at */
    float points_px, points_rise, final_rise;   /* points won: their size, how far they rise */
} BV = {7, 9, 64, 11, 14, 10, 14, 4, 10, 8, 2.5f, 5, 4, 34, 50, 30};

static int pal(const gui_scene_ctx *ctx) { return ctx->settings->palette_cb; }

int gui_board_colour_index(const gui_scene_ctx *ctx, int p)
{
    const cit_setup *s = cit_game_setup(gui_game_engine(ctx->game));
    return p >= 0 && p < s->nplayers ? s->players[p].colour : 0;
}

static SDL_Color player_col(const gui_scene_ctx *ctx, int p) { return gui_player_colour(pal(ctx), gui_board_colour_index(ctx, p)); }

/* What is left of board v beside c: the largest of the strips above, below, left and right
   of it (v itself when c misses it, or when what is left would be a sliver). */
static SDL_Rect beside(SDL_Rect v, SDL_Rect c)
{
    SDL_Rect in;
    if (!SDL_IntersectRect(&v, &c, &in))
        return v;
    SDL_Rect part[4] = {{v.x, v.y, v.w, in.y - v.y},
                        {v.x, in.y + in.h, v.w, v.y + v.h - in.y - in.h},
                        {v.x, v.y, in.x - v.x, v.h},
                        {in.x + in.w, v.y, v.x + v.w - in.x - in.w, v.h}};
    int best = -1;
    long area = -1;
    for (int i = 0; i < 4; i++)
        if ((long)part[i].w * part[i].h > area) {
            area = (long)part[i].w * part[i].h;
            best = i;
        }
    if (part[best].w < v.w / 4 || part[best].h < v.h / 4)
        return v;
    return part[best];
}

SDL_Rect gui_board_free_rect(const gui_scene_ctx *ctx)
{
    SDL_Rect v = ctx->drawn->board_rc, c;
    if (ctx->game)
        GUI_FOR_MODULES(m, gui_game_engine(ctx->game))
    if (m->covers && m->covers(GUI_SCENE_MODULE(ctx, m), &c))
        v = beside(v, c);
    int lesson = gui_lesson_card_rect(ctx, &c);
    if (lesson) /* the lesson's card speaks of what is beside it */
        v = beside(v, c);
    if (lesson == 2) /* docked on a phone's small board: the zoom buttons take a share of the rest */
        v = beside(v, gui_game_zoom_column(ctx->app));
    return v;
}

void gui_board_fit(const gui_scene_ctx *ctx, int glide)
{
    int x0, y0, x1, y1;
    cit_game_bounds(gui_game_engine(ctx->game), &x0, &y0, &x1, &y1);
    gui_board_fit_cells(ctx, x0 - 1, y0 - 1, x1 + 1, y1 + 1, (float)gui_px(ctx->ui, GUI_BOARD_START_ZOOM), glide);
}

void gui_board_fit_cells(const gui_scene_ctx *ctx, int x0, int y0, int x1, int y1, float max_zoom, int glide)
{
    SDL_Rect v = ctx->drawn->board_rc, room = gui_board_free_rect(ctx);
    gui_camera target = ctx->view->cam;
    target.view = room;
    if (max_zoom > 0.0f && max_zoom < target.max_zoom)
        target.max_zoom = max_zoom;
    gui_camera_fit(&target, x0, y0, x1, y1);
    target.max_zoom = ctx->view->cam.max_zoom;
    /* The camera's centre is the whole board's: shift it so the tiles sit in the middle of the room. */
    float dx = (float)(room.x + room.w / 2 - (v.x + v.w / 2)), dy = (float)(room.y + room.h / 2 - (v.y + v.h / 2));
    target.cx -= dx / target.zoom;
    target.cy -= dy / target.zoom;
    target.view = v;
    ctx->view->cam_fitted = 1;
    /* Already there (a tile inside the play area): no glide, so no frames to draw for it. */
    int there = fabsf(target.cx - ctx->view->cam.cx) * target.zoom < 0.5f && fabsf(target.cy - ctx->view->cam.cy) * target.zoom < 0.5f &&
                fabsf(target.zoom - ctx->view->cam.zoom) < 0.005f * ctx->view->cam.zoom;
    if (glide && !there) {
        ctx->view->glide = 1;
        ctx->view->glide_cx = target.cx;
        ctx->view->glide_cy = target.cy;
        ctx->view->glide_zoom = target.zoom;
    } else {
        ctx->view->cam = target;
        ctx->view->glide = 0;
    }
}

void gui_board_half_poly(const gui_scene_ctx *ctx, int x, int y, int rot, SDL_FPoint out[3])
{
    SDL_Rect rc = gui_camera_cell_rect(&ctx->view->cam, x, y);
    float x0 = (float)rc.x, y0 = (float)rc.y, x1 = (float)(rc.x + rc.w), y1 = (float)(rc.y + rc.h);
    SDL_FPoint corner[4] = {{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}}; /* NW, NE, SE, SW */
    int k = (rot + 3) & 3;                                            /* the right angle */
    out[0] = corner[(k + 3) & 3];
    out[1] = corner[k];
    out[2] = corner[(k + 1) & 3];
}

void gui_board_half_outline(const gui_scene_ctx *ctx, int x, int y, int rot, float thick, SDL_Color c)
{
    SDL_FPoint p[3];
    gui_board_half_poly(ctx, x, y, rot, p);
    for (int i = 0; i < 3; i++)
        gui_thick_line(ctx->r, p[i].x, p[i].y, p[(i + 1) % 3].x, p[(i + 1) % 3].y, thick, c);
}

/* The outline of a tile on the board: its cell, or a triangle's half. */
static void piece_outline(const gui_scene_ctx *ctx, SDL_Rect rc, int triangle, int x, int y, int rot, int thick, SDL_Color c)
{
    if (triangle)
        gui_board_half_outline(ctx, x, y, rot, (float)thick, c);
    else
        gui_rect_outline(ctx->r, rc, thick, c);
}

static int is_triangle(const gui_scene_ctx *ctx, int tile)
{
    return tile >= 0 && tile < ctx->tiles->ntiles && ctx->tiles->tiles[tile].shape == CIT_SHAPE_TRIANGLE;
}

float gui_board_pulse(const gui_scene_ctx *ctx)
{
    return 0.5f + 0.5f * sinf((float)ctx->clock * 0.006f);
}

static void draw_grid(const gui_scene_ctx *ctx)
{
    if (ctx->view->cam.zoom < 30)
        return;
    SDL_Color c = gui_rgba(GUI_COL_SHINE, 10);
    float bx0, by0, bx1, by1;
    SDL_Rect v = ctx->drawn->board_rc;
    gui_camera_to_board(&ctx->view->cam, (float)v.x, (float)v.y, &bx0, &by0);
    gui_camera_to_board(&ctx->view->cam, (float)(v.x + v.w), (float)(v.y + v.h), &bx1, &by1);
    for (int x = (int)floorf(bx0); x <= (int)ceilf(bx1); x++) {
        float sx, sy;
        gui_camera_to_screen(&ctx->view->cam, (float)x, 0, &sx, &sy);
        gui_fill_rect(ctx->r, (SDL_Rect){(int)sx, v.y, 1, v.h}, c);
    }
    for (int y = (int)floorf(by0); y <= (int)ceilf(by1); y++) {
        float sx, sy;
        gui_camera_to_screen(&ctx->view->cam, 0, (float)y, &sx, &sy);
        gui_fill_rect(ctx->r, (SDL_Rect){v.x, (int)sy, v.w, 1}, c);
    }
}

/* Whether rotations `mask` at x,y are legal only with a module's piece; *col = its colour then. */
static int only_with(const gui_scene_ctx *ctx, int x, int y, int mask, unsigned *col)
{
    GUI_FOR_MODULES(m, gui_game_engine(ctx->game))
        if (m->only_with && (m->only_with(ctx->game, x, y) & mask) == mask) {
            *col = m->mark_colour;
            return 1;
        }
    return 0;
}

static void draw_frontier(const gui_scene_ctx *ctx)
{
    gui_game *g = ctx->game;
    int human = g->pend.decision == CIT_DECIDE_PLACE_TILE && gui_app_seat_here(ctx->app, g->pend.player);
    int showing_legal = human && (!g->has_tile || ctx->view->drag.kind == GUI_DRAG_TILE);
    for (int i = 0; i < g->nfrontier; i++) {
        int x = g->frontier[i][0], y = g->frontier[i][1];
        SDL_Rect rc = gui_camera_cell_rect(&ctx->view->cam, x, y);
        if (!g->fillable[i] && ctx->settings->mark_unfillable && !ctx->settings->purist) {
            float cx = (float)rc.x + (float)rc.w / 2, cy = (float)rc.y + (float)rc.h / 2, s = (float)rc.w * 0.18f;
            gui_fill_rect(ctx->r, rc, gui_rgba(GUI_COL_SHADOW, 60));
            gui_thick_line(ctx->r, cx - s, cy - s, cx + s, cy + s, s * 0.3f, gui_rgba(GUI_COL_WARN, 200));
            gui_thick_line(ctx->r, cx - s, cy + s, cx + s, cy - s, s * 0.3f, gui_rgba(GUI_COL_WARN, 200));
        }
        int mask = showing_legal && !gui_game_hand_triangle(g) ? gui_game_rotmask(g, x, y) : 0;
        if (mask) {
            int hot = ctx->view->drag.kind == GUI_DRAG_TILE && ctx->view->drag.cellx == x && ctx->view->drag.celly == y;
            int t = gui_px(ctx->ui, GUI_SIZE_LINE);
            SDL_Rect in = {rc.x + t, rc.y + t, rc.w - 2 * t, rc.h - 2 * t};
            /* A cell that takes the tile only with a module's piece: in the module's colour and
               dashed, so the player knows the piece comes with it. */
            unsigned col = GUI_COL_LIT;
            int only = only_with(ctx, x, y, mask, &col);
            gui_fill_rect(ctx->r, in, gui_rgba(hot ? GUI_COL_LIT_HOT : col, (Uint8)(hot ? 110 : 40 + 40 * gui_board_pulse(ctx))));
            if (only && !hot)
                gui_dashed_outline(ctx->r, in, t + 1, gui_px(ctx->ui, BV.only_dash), gui_rgba(col, 230));
            else
                gui_rect_outline(ctx->r, in, t, gui_rgba(hot ? GUI_COL_LIT_EDGE_HOT : col, 200));
        }
    }
}

/* A triangle in hand: the halves of cells it may take are lit (empty cells and half-filled
   ones alike), the one under the dragged ghost in green. */
static void draw_legal_halves(const gui_scene_ctx *ctx)
{
    gui_game *g = ctx->game;
    if (!gui_game_hand_triangle(g) || !gui_app_seat_here(ctx->app, g->pend.player) ||
        (g->has_tile && ctx->view->drag.kind != GUI_DRAG_TILE))
        return;
    for (int i = 0; i < g->nplace; i++)
        for (int r = 0; r < 4; r++) {
            if (!(g->place[i].rotmask & (1 << r)))
                continue;
            int hot = ctx->view->drag.kind == GUI_DRAG_TILE && ctx->view->drag.cellx == g->place[i].x &&
                      ctx->view->drag.celly == g->place[i].y && ctx->view->drag.rot == r;
            gui_board_fill_half(ctx, g->place[i].x, g->place[i].y, r,
                                gui_rgba(hot ? GUI_COL_LIT_HOT : GUI_COL_LIT, (Uint8)(hot ? 110 : 30 + 30 * gui_board_pulse(ctx))));
            gui_board_half_outline(ctx, g->place[i].x, g->place[i].y, r, (float)gui_px(ctx->ui, GUI_SIZE_LINE),
                                   gui_rgba(hot ? GUI_COL_LIT_EDGE_HOT : GUI_COL_LIT, 170));
        }
}

void gui_board_fill_half(const gui_scene_ctx *ctx, int x, int y, int rot, SDL_Color c)
{
    SDL_FPoint p[3];
    gui_board_half_poly(ctx, x, y, rot, p);
    gui_fill_poly(ctx->r, p, 3, c);
}

/* Milliseconds a computer's tile takes to glide in, per animation speed. */
int gui_board_glide_ms(int speed)
{
    static const int ms[GUI_SPEED_COUNT] = {900, 550, 250, 0};
    return speed >= 0 && speed < GUI_SPEED_COUNT ? ms[speed] : ms[GUI_SPEED_NORMAL];
}

/*
 * The first placed tile to number: everything placed since the previous turn of the
 * human who plays next, so a player coming back to the table sees what the others did.
 */
static int first_unseen(const gui_scene_ctx *ctx, int n)
{
    const cit_game *e = gui_game_engine(ctx->game);
    const cit_setup *s = cit_game_setup(e);
    int start = cit_game_start_pieces(e); /* the start board is nobody's move */
    if (cit_game_over(e) || n <= start + 1)
        return n - 1;
    int viewer = -1, p = gui_game_player(ctx->game);
    for (int k = 0; k < s->nplayers && viewer < 0; k++)
        if (s->players[(p + k) % s->nplayers].kind == CIT_SEAT_HUMAN)
            viewer = (p + k) % s->nplayers;
    if (viewer < 0) /* computers only: the last round */
        return n - s->nplayers + 1 > start ? n - s->nplayers + 1 : start;
    int i = n - 1;
    while (i >= start && cit_game_placed(e, i).player != viewer)
        i--;
    return i + 1;
}

/* Where the newest tile is drawn: gliding in from the hand box after a computer's move. */
static SDL_Rect newest_rect(const gui_scene_ctx *ctx, SDL_Rect cell, uint32_t age)
{
    int glide = gui_board_glide_ms(ctx->settings->anim_speed);
    if (!ctx->game->applied_by_computer || (int)age >= glide || !ctx->drawn->hand_rc.w)
        return cell;
    float k = (float)age / (float)glide;
    k = k * k * (3 - 2 * k);
    SDL_Rect from = ctx->drawn->hand_rc;
    return (SDL_Rect){from.x + (int)((float)(cell.x - from.x) * k), from.y + (int)((float)(cell.y - from.y) * k),
                      from.w + (int)((float)(cell.w - from.w) * k), from.h + (int)((float)(cell.h - from.h) * k)};
}

/* A numbered badge in the tile's corner, in the colour of who placed it. */
static void unseen_badge(const gui_scene_ctx *ctx, SDL_Rect rc, int number, SDL_Color c)
{
    int th = gui_px(ctx->ui, GUI_SIZE_LINE);
    gui_rect_outline(ctx->r, (SDL_Rect){rc.x + 1, rc.y + 1, rc.w - 2, rc.h - 2}, th, c);
    float rad = (float)rc.w * 0.13f, minr = (float)gui_px(ctx->ui, BV.badge_least_r);
    rad = rad < minr ? minr : rad;
    float cx = (float)rc.x + rad + (float)th, cy = (float)rc.y + rad + (float)th;
    gui_fill_circle(ctx->r, cx, cy, rad + 1.5f, gui_rgba(GUI_COL_SHADOW, 170));
    gui_fill_circle(ctx->r, cx, cy, rad, c);
    char num[12];
    snprintf(num, sizeof num, "%d", number);
    int lum = c.r * 3 + c.g * 6 + c.b, px = (int)(rad * 1.3f);
    gui_text(num, (int)cx, (int)(cy - (float)px * 0.62f), px, 1, gui_rgba(lum > 1500 ? GUI_COL_INK_ON_LIGHT : GUI_COL_SHINE, 255),
             GUI_ALIGN_CENTER);
}

void gui_board_draw_legal_over(const gui_scene_ctx *ctx, SDL_Rect over)
{
    gui_game *g = ctx->game;
    if (g->pend.decision != CIT_DECIDE_PLACE_TILE || !gui_app_seat_here(ctx->app, g->pend.player) ||
        g->has_tile)
        return;
    SDL_Rect clip;
    if (!SDL_IntersectRect(&over, &ctx->drawn->board_rc, &clip))
        return;
    SDL_RenderSetClipRect(ctx->r, &clip);
    int t = gui_px(ctx->ui, GUI_SIZE_LINE);
    for (int i = 0; i < g->nplace; i++) {
        SDL_Rect rc = gui_camera_cell_rect(&ctx->view->cam, g->place[i].x, g->place[i].y);
        gui_rect_outline(ctx->r, (SDL_Rect){rc.x + t, rc.y + t, rc.w - 2 * t, rc.h - 2 * t}, t, gui_rgba(GUI_COL_LIT, 170));
    }
    SDL_RenderSetClipRect(ctx->r, NULL);
}

/*
 * When a big board is fitted to the window the painted shields shrink to a few pixels:
 * then each city part with a shield gets a marker of a legible minimum size beside its anchor.
 */
static void draw_small_shields(const gui_scene_ctx *ctx)
{
    float zoom = ctx->view->cam.zoom, minz = (float)gui_px(ctx->ui, BV.shield_zoom);
    if (zoom >= minz)
        return;
    const cit_game *e = gui_game_engine(ctx->game);
    float sz = zoom * 0.2f, mins = (float)gui_px(ctx->ui, BV.shield_least);
    sz = sz < mins ? mins : sz;
    int n = cit_game_placed_count(e);
    for (int i = 0; i < n; i++) {
        cit_placed_tile t = cit_game_placed(e, i);
        const cit_tile_def *d = &ctx->tiles->tiles[t.tile];
        for (int f = 0; f < d->nfeat; f++) {
            if (d->feat[f].kind != CIT_FEAT_CITY || !d->feat[f].pennants)
                continue;
            float px, py;
            gui_board_anchor_px(ctx, t.tile, f, t.rot, t.x, t.y, &px, &py);
            px += zoom * 0.16f;
            py -= zoom * 0.16f;
            SDL_FPoint outer[5] = {{px - sz * 0.5f, py - sz * 0.5f}, {px + sz * 0.5f, py - sz * 0.5f},
                                   {px + sz * 0.5f, py + sz * 0.1f}, {px, py + sz * 0.55f},
                                   {px - sz * 0.5f, py + sz * 0.1f}};
            float k = 0.72f;
            SDL_FPoint inner[5];
            for (int q = 0; q < 5; q++)
                inner[q] = (SDL_FPoint){px + (outer[q].x - px) * k, py + (outer[q].y - py) * k};
            gui_fill_poly(ctx->r, outer, 5, gui_rgba(GUI_COL_SHINE, 235));
            gui_fill_poly(ctx->r, inner, 5, gui_rgba(GUI_COL_SHIELD, 255));
        }
    }
}

static void draw_tiles(const gui_scene_ctx *ctx)
{
    const cit_game *e = gui_game_engine(ctx->game);
    int n = cit_game_placed_count(e);
    uint32_t age = ctx->game->now - ctx->game->applied_at;
    for (int i = 0; i < n; i++) {
        cit_placed_tile t = cit_game_placed(e, i);
        SDL_Rect rc = gui_camera_cell_rect(&ctx->view->cam, t.x, t.y);
        if (i == n - 1 && i > 0 && cit_session_length(ctx->game->sess) > 0) {
            if (ctx->game->applied_by_computer) {
                SDL_Rect to = rc;
                rc = newest_rect(ctx, rc, age);
                if (rc.x != to.x || rc.y != to.y)
                    gui_fill_rect(ctx->r, to, gui_rgba(GUI_COL_LIT, 60)); /* where it is going */
            } else if (age < 220 && ctx->game->applied_placed) {
                /* The newest tile settles onto the table. */
                int grow = (int)((float)rc.w * 0.12f * (1.0f - (float)age / 220.0f));
                if (is_triangle(ctx, t.tile))
                    gui_board_fill_half(ctx, t.x, t.y, t.rot, gui_rgba(GUI_COL_SHADOW, 70));
                else
                    gui_fill_rect(ctx->r, rc, gui_rgba(GUI_COL_SHADOW, 70));
                rc = (SDL_Rect){rc.x - grow, rc.y - grow, rc.w + 2 * grow, rc.h + 2 * grow};
            }
        }
        if (rc.x > ctx->drawn->board_rc.x + ctx->drawn->board_rc.w || rc.y > ctx->drawn->board_rc.y + ctx->drawn->board_rc.h || rc.x + rc.w < ctx->drawn->board_rc.x ||
            rc.y + rc.h < ctx->drawn->board_rc.y)
            continue;
        gui_atlas_tile(ctx->atlas, t.tile, t.rot, rc, 255);
    }
    if (n <= cit_game_start_pieces(e)) /* only the start board: no move to show */
        return;
    /* Tiles placed since this player's previous turn, numbered in order (not during the
       final scoring, where only the last tile keeps its outline). */
    int first = ctx->game->finale && ctx->game->finale->active ? n - 1 : first_unseen(ctx, n);
    if (ctx->game->news_tiles > 0 && cit_session_length(ctx->game->sess) == ctx->game->news_at && first != n - 1)
        first = SDL_max(cit_game_start_pieces(e), n - ctx->game->news_tiles); /* opened from "My games" */
    for (int i = first; i < n - 1; i++) {
        cit_placed_tile t = cit_game_placed(e, i);
        unseen_badge(ctx, gui_camera_cell_rect(&ctx->view->cam, t.x, t.y), i - first + 1, player_col(ctx, t.player));
    }
    /* The last move, outlined in its player's colour (once it has landed). */
    cit_placed_tile t = cit_game_placed(e, n - 1);
    SDL_Rect rc = gui_camera_cell_rect(&ctx->view->cam, t.x, t.y);
    SDL_Rect at = newest_rect(ctx, rc, age);
    if (at.x != rc.x || at.y != rc.y)
        return;
    int th = gui_px(ctx->ui, GUI_SIZE_LINE_LIT);
    if (is_triangle(ctx, t.tile)) { /* a triangle's own outline, not its whole cell's */
        gui_board_half_outline(ctx, t.x, t.y, t.rot, (float)(th + 2), gui_rgba(GUI_COL_SHADOW, 120));
        gui_board_half_outline(ctx, t.x, t.y, t.rot, (float)th, player_col(ctx, t.player));
    } else {
        gui_rect_outline(ctx->r, rc, th + 2, gui_rgba(GUI_COL_SHADOW, 120));
        gui_rect_outline(ctx->r, (SDL_Rect){rc.x + 1, rc.y + 1, rc.w - 2, rc.h - 2}, th, player_col(ctx, t.player));
    }
    if (first < n - 1)
        unseen_badge(ctx, rc, n - first, player_col(ctx, t.player));
}

/* Hovering a legal cell with the tile still in hand previews it there. */
static void draw_preview(const gui_scene_ctx *ctx)
{
    gui_game *g = ctx->game;
    int cx, cy;
    if (g->has_tile || ctx->view->drag.kind != GUI_DRAG_NONE || !gui_hit(ctx->in, ctx->drawn->board_rc) ||
        g->pend.decision != CIT_DECIDE_PLACE_TILE)
        return;
    if (!gui_app_seat_here(ctx->app, g->pend.player))
        return;
    gui_camera_cell_at(&ctx->view->cam, ctx->in->mx, ctx->in->my, &cx, &cy);
    float bx, by;
    gui_camera_to_board(&ctx->view->cam, (float)ctx->in->mx, (float)ctx->in->my, &bx, &by);
    int rot = gui_game_rot_at(g, cx, cy, bx - floorf(bx), by - floorf(by), g->hand_rot);
    if (rot >= 0)
        gui_atlas_tile(ctx->atlas, g->pend.tile, rot, gui_camera_cell_rect(&ctx->view->cam, cx, cy), 150);
}

static void draw_tentative(const gui_scene_ctx *ctx)
{
    gui_game *g = ctx->game;
    if (!g->has_tile || ctx->view->drag.kind == GUI_DRAG_TILE)
        return;
    SDL_Rect rc = gui_camera_cell_rect(&ctx->view->cam, g->tx, g->ty);
    gui_atlas_tile(ctx->atlas, g->pend.tile, g->trot, rc, 255);
    int th = gui_px(ctx->ui, GUI_SIZE_LINE_LIT);
    piece_outline(ctx, rc, is_triangle(ctx, g->pend.tile), g->tx, g->ty, g->trot, th,
                  gui_rgba(GUI_COL_PICK, (Uint8)(150 + 100 * gui_board_pulse(ctx))));
}

void gui_board_draw_ghost(const gui_scene_ctx *ctx, const cit_move *m, int player, int with_tile, Uint8 alpha)
{
    if (m->type != CIT_MOVE_PLACE || m->tile >= ctx->tiles->ntiles)
        return;
    const cit_tile_def *d = &ctx->tiles->tiles[m->tile];
    SDL_Rect rc = gui_camera_cell_rect(&ctx->view->cam, m->x, m->y);
    if (with_tile)
        gui_atlas_tile(ctx->atlas, m->tile, m->rot, rc, alpha);
    float px = 0, py = 0;
    int at_spot = m->spot != CIT_SPOT_NONE && m->spot < d->nfeat;
    if (at_spot)
        gui_board_anchor_px(ctx, m->tile, m->spot, m->rot, m->x, m->y, &px, &py);
    GUI_FOR_MODULES(M, gui_game_engine(ctx->game)) {
        float mx, my;
        if (M->ghost && M->ghost(GUI_SCENE_MODULE(ctx, M), m, player, alpha, &mx, &my) && m->spot == d->nfeat) {
            px = mx; /* the follower stands on the module's own piece */
            py = my;
            at_spot = 1;
        }
    }
    if (!at_spot)
        return;
    float h = ctx->view->cam.zoom * 0.36f, minh = (float)gui_px(ctx->ui, BV.hint_least_h);
    int lying = m->spot < d->nfeat && gui_follower_lying(d->feat[m->spot].kind);
    gui_atlas_follower(ctx->atlas, pal(ctx), gui_board_colour_index(ctx, player), lying, px, py, h < minh ? minh : h,
                       (Uint8)(alpha + (255 - alpha) / 8));
}

/* A hint's suggested answer to a module's question, through the module's ghost_answer (after:
   the suggested placement it follows, or NULL), a little less faint than the tile as the ghost's
   follower is, ringed in pulsing white; 1 if a module drew it, and where the hint's tag goes
   (*tag, from the piece's centre up and left: clear of a piece wider than a follower). */
static int draw_hint_answer(const gui_scene_ctx *ctx, const cit_move *after, const cit_move *m, float *tag)
{
    float px = 0, py = 0, piece_r = 0;
    int drawn = 0;
    GUI_FOR_MODULES(M, gui_game_engine(ctx->game))
    if (!drawn && M->ghost_answer &&
        M->ghost_answer(GUI_SCENE_MODULE(ctx, M), after, m, ctx->game->pend.player, 140 + 115 / 8, &px, &py, &piece_r))
        drawn = 1;
    if (!drawn)
        return 0;
    ctx->drawn->hint_piece_shown = 1;
    ctx->drawn->hint_piece_x = px;
    ctx->drawn->hint_piece_y = py;
    float rad = ctx->view->cam.zoom * 0.2f, minr = (float)gui_px(ctx->ui, BV.hint_least_r);
    rad = rad < minr ? minr : rad;
    *tag = (float)gui_px(ctx->ui, BV.hint_tag);
    if (piece_r > 0) { /* round a wider piece, just clear of it, the tag on the ring's upper left */
        rad = piece_r + (float)gui_px(ctx->ui, GUI_SIZE_LINE_LIT);
        *tag = rad * 0.75f;
    }
    gui_ring(ctx->r, px, py, rad, (float)gui_px(ctx->ui, GUI_SIZE_LINE_LIT), gui_rgba(GUI_COL_SHINE, (Uint8)(150 + 105 * gui_board_pulse(ctx))));
    return 1;
}

/* A hint's suggested placement (scene_game.c): the move see-through on its cell and turn (the
   tile left out where the player's own tile lies), a pulsing dashed white outline, and the
   answer it goes on to (the builder or the pig: gui_hint_then) see-through on its spot. A
   hint's answer to a module's question pending now stands on the board the same way. */
static void draw_hint(const gui_scene_ctx *ctx)
{
    const cit_move *m = gui_hint_shown(ctx->app);
    gui_game *g = ctx->game;
    ctx->drawn->hint_piece_shown = 0;
    float tag = 0;
    if (m && m->type != CIT_MOVE_PLACE && g->pend.decision != CIT_DECIDE_PLACE_TILE &&
        draw_hint_answer(ctx, NULL, m, &tag)) {
        int x = (int)ctx->drawn->hint_piece_x, y = (int)ctx->drawn->hint_piece_y, r = (int)tag;
        gui_decide_hint_tag(ctx, x - r, y - r);
        return;
    }
    if (!m || m->type != CIT_MOVE_PLACE || g->pend.decision != CIT_DECIDE_PLACE_TILE || m->tile >= ctx->tiles->ntiles)
        return;
    SDL_Rect rc = gui_camera_cell_rect(&ctx->view->cam, m->x, m->y);
    /* Each piece's ghost goes once the player has put that piece where it suggests: the tile,
       the follower on its spot, the builder or pig (the answer after the placement) on its. */
    int tile_there = g->has_tile && g->tx == m->x && g->ty == m->y;
    cit_move ghost = *m;
    if (tile_there && g->trot == m->rot && g->spot == m->spot && g->special_mod < 0)
        ghost.spot = CIT_SPOT_NONE;
    g->hint_ghost_spot = ghost.spot;
    gui_board_draw_ghost(ctx, &ghost, g->pend.player, !tile_there, 140);
    const cit_move *then = gui_hint_then(ctx->app);
    int then_there = then && tile_there && g->trot == m->rot && g->special_mod >= 0 && g->spot == then->spot;
    if (then && !then_there)
        draw_hint_answer(ctx, m, then, &tag);
    /* Dashed white, unlike any player's colour, the last move's outline or the tile being placed. */
    SDL_Color ring = gui_rgba(GUI_COL_SHINE, (Uint8)(150 + 105 * gui_board_pulse(ctx)));
    if (is_triangle(ctx, m->tile))
        piece_outline(ctx, rc, 1, m->x, m->y, m->rot, gui_px(ctx->ui, BV.hint_line), ring);
    else
        gui_dashed_outline(ctx->r, rc, gui_px(ctx->ui, BV.hint_line), gui_px(ctx->ui, BV.hint_dash), ring);
    gui_decide_hint_tag(ctx, rc.x, rc.y + gui_px(ctx->ui, GUI_SIZE_LINE));
}

/* The piece `half` of cell x,y, counting the tile being placed as the cell's next piece
   (for previews of its follower spots). */
static int tile_or_tentative(const gui_scene_ctx *ctx, int x, int y, int half, cit_placed_tile *t)
{
    gui_game *g = ctx->game;
    cit_placed_tile pc[2];
    int n = cit_game_parts_at(gui_game_engine(g), x, y, pc);
    if (half < n) {
        *t = pc[half];
        return 1;
    }
    if (!g->has_tile || x != g->tx || y != g->ty || half != n)
        return 0;
    t->x = (int8_t)x;
    t->y = (int8_t)y;
    t->half = (uint8_t)half;
    t->tile = g->pend.tile;
    t->rot = (uint8_t)g->trot;
    return 1;
}

/*
 * A feature drawn as a web through its parts: a light wash on its tiles, a thick line from
 * each part's anchor to the parts next door, and a ring on each anchor. It follows the road,
 * city or field across the tiles rather than boxing whole tiles.
 */
static void outline_web(const gui_scene_ctx *ctx, const cit_feature_part *parts, int n, SDL_Color c, int dots)
{
    float ax[160], ay[160];
    int ok[160];
    n = n < 160 ? n : 160;
    for (int i = 0; i < n; i++) {
        cit_placed_tile t;
        ok[i] = tile_or_tentative(ctx, parts[i].x, parts[i].y, parts[i].half, &t);
        if (!ok[i])
            continue;
        SDL_Rect rc = gui_camera_cell_rect(&ctx->view->cam, t.x, t.y);
        if (is_triangle(ctx, t.tile)) /* a triangle's wash covers its half only */
            gui_board_fill_half(ctx, t.x, t.y, t.rot, (SDL_Color){c.r, c.g, c.b, (Uint8)(c.a / 5)});
        else
            gui_fill_rect(ctx->r, rc, (SDL_Color){c.r, c.g, c.b, (Uint8)(c.a / 5)});
        gui_board_anchor_px(ctx, t.tile, parts[i].spot, t.rot, t.x, t.y, &ax[i], &ay[i]);
    }
    float w = ctx->view->cam.zoom * 0.07f, minw = (float)gui_px(ctx->ui, GUI_SIZE_LINE_LIT);
    w = w < minw ? minw : w;
    for (int i = 0; i < n; i++)
        for (int j = i + 1; j < n && ok[i]; j++)
            if (ok[j] && (abs(parts[i].x - parts[j].x) + abs(parts[i].y - parts[j].y) == 1 ||
                          (parts[i].x == parts[j].x && parts[i].y == parts[j].y && parts[i].half != parts[j].half)))
                gui_thick_line(ctx->r, ax[i], ay[i], ax[j], ay[j], w, c); /* next door, or the cell's other triangle */
    for (int i = 0; i < n; i++)
        if (ok[i] && dots)
            gui_ring(ctx->r, ax[i], ay[i], ctx->view->cam.zoom * 0.12f, (float)gui_px(ctx->ui, GUI_SIZE_LINE_LIT), c);
        else if (ok[i])
            gui_fill_circle(ctx->r, ax[i], ay[i], w * 0.8f, c);
}

/*
 * A feature drawn with its true outline (feature-shapes.txt, painted with the art): each
 * part's area tinted, and one line round the whole, leaving out a part's edges that lie on its
 * tile's border where the feature goes on into the next part (the outward side of the edge
 * lies in another part's outline). Parts without a shape (a module's piece, or art without
 * the file) are drawn as in outline_web; with no shape at all, the whole feature is.
 */
enum { SH_PTS = 16384, SH_RINGS = 1024, SH_PARTS = 160 };
typedef struct gui_shape_buf {
    SDL_FPoint bp[SH_PTS], sp[SH_PTS]; /* points in board cells and on screen */
    int ring[2 * SH_RINGS];            /* first point, count */
    int np, nr;
    int r0[SH_PARTS], r1[SH_PARTS];    /* a part's rings; r0 == r1: no shape */
    cit_placed_tile t[SH_PARTS];
    int ok[SH_PARTS];
    SDL_FPoint seg[2 * SH_PTS];
} shape_buf;

/* Even-odd: is board point (x, y) inside rings r0..r1 of the buffer? */
static int in_rings(const shape_buf *b, int r0, int r1, float x, float y)
{
    int in = 0;
    for (int k = r0; k < r1; k++) {
        const SDL_FPoint *p = b->bp + b->ring[2 * k];
        int n = b->ring[2 * k + 1];
        for (int i = 0, j = n - 1; i < n; j = i++)
            if ((p[i].y > y) != (p[j].y > y) && x < p[j].x + (y - p[j].y) * (p[i].x - p[j].x) / (p[i].y - p[j].y))
                in = !in;
    }
    return in;
}

/* Adds the rings of feature `spot` of placed piece t (turned, in board cells and on screen). */
static void add_shape(const gui_scene_ctx *ctx, shape_buf *b, const cit_placed_tile *t, int spot, int i)
{
    const float *pt;
    const int *ring;
    int nr = gui_atlas_shape(ctx->atlas, t->tile, spot, &pt, &ring);
    b->r0[i] = b->r1[i] = b->nr;
    for (int k = 0; k < nr && b->nr < SH_RINGS; k++) {
        int first = ring[2 * k], cnt = ring[2 * k + 1];
        if (b->np + cnt > SH_PTS)
            break;
        b->ring[2 * b->nr] = b->np;
        b->ring[2 * b->nr + 1] = cnt;
        for (int q = 0; q < cnt; q++) {
            float x = pt[2 * (first + q)], y = pt[2 * (first + q) + 1];
            for (int r = 0; r < (t->rot & 3); r++) { /* a quarter turn clockwise */
                float nx = 1 - y;
                y = x;
                x = nx;
            }
            SDL_FPoint *bp = &b->bp[b->np], *sp = &b->sp[b->np];
            bp->x = (float)t->x + x;
            bp->y = (float)t->y + y;
            gui_camera_to_screen(&ctx->view->cam, bp->x, bp->y, &sp->x, &sp->y);
            b->np++;
        }
        b->nr++;
    }
    b->r1[i] = b->nr;
}

/* On the border of piece t's cell (a side, or a triangle's long side)? p, q in board cells. */
static int on_border(const cit_placed_tile *t, int triangle, SDL_FPoint p, SDL_FPoint q)
{
    const float e = 0.006f;
    float px = p.x - (float)t->x, py = p.y - (float)t->y, qx = q.x - (float)t->x, qy = q.y - (float)t->y;
    if ((fabsf(px) < e && fabsf(qx) < e) || (fabsf(px - 1) < e && fabsf(qx - 1) < e) ||
        (fabsf(py) < e && fabsf(qy) < e) || (fabsf(py - 1) < e && fabsf(qy - 1) < e))
        return 1;
    return triangle && ((fabsf(px - py) < e && fabsf(qx - qy) < e) || (fabsf(px + py - 1) < e && fabsf(qx + qy - 1) < e));
}

static void outline_feature(const gui_scene_ctx *ctx, const cit_feature_part *parts, int n, SDL_Color c, int dots)
{
    gui_game_drawn *d = ctx->drawn;
    if (d && !d->shapes) /* 530 KB: more than a browser's stack should carry; kept for the screen */
        d->shapes = malloc(sizeof *d->shapes);
    shape_buf *b = d ? d->shapes : NULL;
    if (!b)
        return;
    n = n < SH_PARTS ? n : SH_PARTS;
    b->np = b->nr = 0;
    int shaped = 0;
    for (int i = 0; i < n; i++) {
        b->ok[i] = tile_or_tentative(ctx, parts[i].x, parts[i].y, parts[i].half, &b->t[i]);
        b->r0[i] = b->r1[i] = b->nr;
        if (b->ok[i])
            add_shape(ctx, b, &b->t[i], parts[i].spot, i);
        shaped += b->r1[i] > b->r0[i];
    }
    if (!shaped) {
        outline_web(ctx, parts, n, c, dots);
        return;
    }
    /* The areas, part by part. */
    SDL_Color tint = {c.r, c.g, c.b, (Uint8)(c.a * 2 / 5)};
    for (int i = 0; i < n; i++)
        if (b->r1[i] > b->r0[i])
            gui_fill_rings(ctx->r, b->sp, b->ring + 2 * b->r0[i], b->r1[i] - b->r0[i], tint);
    /* The outline of the whole: a part's edge on its tile's border is inner when the feature
       goes on across it (the point just outside lies in another part's outline). */
    int ns = 0;
    for (int i = 0; i < n; i++) {
        int tri = is_triangle(ctx, b->t[i].tile);
        for (int k = b->r0[i]; k < b->r1[i]; k++) {
            int p0 = b->ring[2 * k], cnt = b->ring[2 * k + 1];
            for (int q = 0; q < cnt && ns < SH_PTS; q++) {
                int u = p0 + q, v = p0 + (q + 1) % cnt;
                SDL_FPoint p = b->bp[u], r = b->bp[v];
                int inner = 0;
                if (on_border(&b->t[i], tri, p, r)) {
                    float mx = (p.x + r.x) * 0.5f, my = (p.y + r.y) * 0.5f, dx = r.x - p.x, dy = r.y - p.y;
                    float l = sqrtf(dx * dx + dy * dy) + 1e-6f, nx = -dy / l * 0.03f, ny = dx / l * 0.03f;
                    if (in_rings(b, b->r0[i], b->r1[i], mx + nx, my + ny)) { /* the outward side */
                        nx = -nx;
                        ny = -ny;
                    }
                    float ox = mx + nx, oy = my + ny;
                    int cx = (int)floorf(ox), cy = (int)floorf(oy);
                    for (int j = 0; j < n && !inner; j++)
                        if (j != i && b->ok[j] && b->t[j].x == cx && b->t[j].y == cy)
                            inner = b->r1[j] > b->r0[j] ? in_rings(b, b->r0[j], b->r1[j], ox, oy) : 1;
                }
                if (!inner) {
                    b->seg[2 * ns] = b->sp[u];
                    b->seg[2 * ns + 1] = b->sp[v];
                    ns++;
                }
            }
        }
    }
    /* A line that reads at every zoom but never a band over the art (5 px at most). */
    float w = ctx->view->cam.zoom * 0.025f, minw = (float)gui_px(ctx->ui, BV.feature_least), maxw = (float)gui_px(ctx->ui, BV.feature_most);
    w = w < minw ? minw : w > maxw ? maxw : w;
    gui_thick_segments(ctx->r, b->seg, ns, w + 2.0f, gui_rgba(GUI_COL_SHADOW, 110));
    gui_thick_segments(ctx->r, b->seg, ns, w, (SDL_Color){c.r, c.g, c.b, 255});
    /* Parts without a shape: a ring on the anchor, a line to each part next door. */
    for (int i = 0; i < n; i++) {
        if (!b->ok[i] || b->r1[i] > b->r0[i])
            continue;
        float ax, ay;
        gui_board_anchor_px(ctx, b->t[i].tile, parts[i].spot, b->t[i].rot, b->t[i].x, b->t[i].y, &ax, &ay);
        for (int j = 0; j < n; j++)
            if (j != i && b->ok[j] && abs(parts[i].x - parts[j].x) + abs(parts[i].y - parts[j].y) <= 1) {
                float bx, by;
                gui_board_anchor_px(ctx, b->t[j].tile, parts[j].spot, b->t[j].rot, b->t[j].x, b->t[j].y, &bx, &by);
                gui_thick_line(ctx->r, ax, ay, bx, by, w, c);
            }
        gui_ring(ctx->r, ax, ay, ctx->view->cam.zoom * 0.12f, (float)gui_px(ctx->ui, GUI_SIZE_LINE_LIT), c);
    }
}

static void draw_hover(const gui_scene_ctx *ctx)
{
    if (!ctx->view->hover.valid)
        return;
    cit_feature_info info;
    cit_feature_part parts[160];
    int n = 0;
    const cit_game *e = ctx->view->hover.preview ? gui_game_preview(ctx->game) : gui_game_engine(ctx->game);
    if (!e || !cit_game_feature(e, ctx->view->hover.x, ctx->view->hover.y, ctx->view->hover.spot, ctx->view->hover.half, &info, parts, 160, &n))
        return;
    outline_feature(ctx, parts, n < 160 ? n : 160, gui_rgba(GUI_COL_HOVER_EDGE, 220), 1);
}

/* The move (and the feature it scored) of the history line under the pointer. */
static void draw_history_target(const gui_scene_ctx *ctx)
{
    gui_game *g = ctx->game;
    if (ctx->view->hist_hover < 0 || ctx->view->hist_hover >= g->nlog || g->logref[ctx->view->hist_hover].move < 0)
        return;
    const gui_log_ref *r = &g->logref[ctx->view->hist_hover];
    if (r->has_feature) {
        cit_feature_info info;
        cit_feature_part parts[160];
        int n = 0;
        if (cit_game_feature(gui_game_engine(g), r->fx, r->fy, r->fspot, r->fhalf, &info, parts, 160, &n))
            outline_feature(ctx, parts, n < 160 ? n : 160, gui_rgba(GUI_COL_PICK_EDGE, 230), 1);
    }
    SDL_Rect rc = gui_camera_cell_rect(&ctx->view->cam, r->tx, r->ty);
    int th = gui_px(ctx->ui, BV.frame);
    gui_rect_outline(ctx->r, (SDL_Rect){rc.x - th, rc.y - th, rc.w + 2 * th, rc.h + 2 * th}, th, gui_rgba(GUI_COL_SHINE, 240));
}

static void draw_fx(const gui_scene_ctx *ctx)
{
    gui_game *g = ctx->game;
    if (g->finale && g->finale->active) /* the final scoring has the board now */
        return;
    for (int k = 0; k < GUI_MAX_FX; k++) {
        gui_fx *f = &g->fx[k];
        if (!f->active)
            continue;
        float t = (float)(g->now - f->t0) / 2200.0f;
        Uint8 al = (Uint8)(255 * (t < 0.7f ? 1.0f : (1.0f - t) / 0.3f));
        if (t < 0.6f && ((g->now - f->t0) / 150) % 2 == 0)
            outline_feature(ctx, f->parts, f->nparts, gui_rgba(GUI_COL_PICK_EDGE, 230), 0);
        float sx, sy;
        gui_camera_to_screen(&ctx->view->cam, f->x, f->y, &sx, &sy);
        char txt[16];
        snprintf(txt, sizeof txt, "+%d", f->points);
        int px = gui_font_px(ctx->ui, BV.points_px);
        int y = (int)(sy - t * (float)gui_px(ctx->ui, BV.points_rise)) - px / 2;
        SDL_Color c = player_col(ctx, f->player);
        c.a = al;
        gui_text(txt, (int)sx + 2, y + 2, px, 1, gui_rgba(GUI_COL_SHADOW, al), GUI_ALIGN_CENTER);
        gui_text(txt, (int)sx, y, px, 1, c, GUI_ALIGN_CENTER);
    }
}

/* The final-scoring step being shown: the feature, a field's cities, and its points flying home. */
static void draw_finale(const gui_scene_ctx *ctx)
{
    gui_finale *f = ctx->game->finale;
    if (!f || !f->active)
        return;
    float within;
    int at = gui_finale_at(f, ctx->game->now, ctx->settings->anim_speed, &within);
    if (at < 0 || at >= f->n)
        return;
    const gui_finale_step *s = &f->step[at];
    /* the outline in the best scorer's colour; a step of 0 points in its event's player's */
    int owner = s->ev.player < CIT_MAX_PLAYERS ? s->ev.player : 0, best = 0;
    for (int p = 0; p < CIT_MAX_PLAYERS; p++)
        if (s->points[p] > best) {
            best = s->points[p];
            owner = p;
        }
    /* Everything else dims, so the one feature stands out. */
    gui_fill_rect(ctx->r, ctx->drawn->board_rc, gui_rgba(GUI_COL_SHADOW, 70));
    if (s->ncities)
        outline_feature(ctx, s->cities, s->ncities, gui_rgba(GUI_COL_SHINE, 200), 1);
    SDL_Color c = player_col(ctx, owner);
    c.a = 235;
    outline_feature(ctx, s->parts, s->nparts, c, 1);
    const gui_module *m = s->kind < 0 ? gui_module_find(s->module) : NULL;
    if (m && m->final_draw) /* a module's own step draws itself */
        m->final_draw(GUI_SCENE_MODULE(ctx, m), s);
    int hpx = gui_font_px(ctx->ui, GUI_FONT_BODY);
    SDL_Rect b = ctx->drawn->board_rc;
    gui_text(gui_tr(MSG_FINALE_SKIP), b.x + b.w / 2 + 1, b.y + b.h - hpx * 2 + 1, hpx, 0, gui_rgba(GUI_COL_SHADOW, 200),
             GUI_ALIGN_CENTER);
    gui_text(gui_tr(MSG_FINALE_SKIP), b.x + b.w / 2, b.y + b.h - hpx * 2, hpx, 0, gui_rgba(GUI_COL_CREAM, 255),
             GUI_ALIGN_CENTER);
    /* The points rise from the feature, then fly to each owner's score in the side panel. */
    const cit_setup *st = cit_game_setup(gui_game_engine(ctx->game));
    float sx, sy;
    gui_camera_to_screen(&ctx->view->cam, s->cx, s->cy, &sx, &sy);
    int px = gui_font_px(ctx->ui, BV.points_px);
    for (int p = 0; p < st->nplayers; p++) {
        if (!s->points[p])
            continue;
        float k = within < 0.35f ? 0.0f : within > 0.85f ? 1.0f : (within - 0.35f) / 0.5f;
        k = k * k * (3 - 2 * k);
        float x = sx + ((float)ctx->drawn->score_pos[p].x - sx) * k;
        float y = sy - (float)gui_px(ctx->ui, BV.final_rise) * (within < 0.35f ? within / 0.35f : 1.0f);
        y += ((float)ctx->drawn->score_pos[p].y - y) * k;
        if (within > 0.9f)
            continue;
        char txt[16];
        snprintf(txt, sizeof txt, "+%d", s->points[p]);
        SDL_RenderSetClipRect(ctx->r, NULL); /* the flight leaves the board for the panel */
        gui_text(txt, (int)x + 2, (int)y - px / 2 + 2, px, 1, gui_rgba(GUI_COL_SHADOW, 200), GUI_ALIGN_CENTER);
        gui_text(txt, (int)x, (int)y - px / 2, px, 1, player_col(ctx, p), GUI_ALIGN_CENTER);
    }
}

void gui_board_draw_finale(const gui_scene_ctx *ctx)
{
    SDL_RenderSetClipRect(ctx->r, &ctx->drawn->board_rc); /* the step stays on the board (its points fly out) */
    draw_finale(ctx);
    SDL_RenderSetClipRect(ctx->r, NULL);
}

void gui_board_draw(const gui_scene_ctx *ctx)
{
    SDL_Rect v = ctx->drawn->board_rc;
    ctx->view->cam.view = v;
    SDL_RenderSetClipRect(ctx->r, &v);
    gui_fill_rect(ctx->r, v, gui_rgba(GUI_COL_BOARD, 255));
    draw_grid(ctx);
    draw_frontier(ctx);
    draw_tiles(ctx);
    draw_legal_halves(ctx);
    draw_small_shields(ctx);
    draw_preview(ctx);
    draw_tentative(ctx);
    const cit_game *e = gui_game_engine(ctx->game);
    GUI_FOR_MODULES(m, e)
        if (m->draw_under)
            m->draw_under(GUI_SCENE_MODULE(ctx, m)); /* under the followers */
    gui_board_draw_tentative_spots(ctx);
    gui_board_draw_followers(ctx);
    draw_hint(ctx);
    GUI_FOR_MODULES(m, e)
        if (m->draw_over)
            m->draw_over(GUI_SCENE_MODULE(ctx, m)); /* over them */
    draw_hover(ctx);
    draw_history_target(ctx);
    draw_fx(ctx);
    SDL_RenderSetClipRect(ctx->r, NULL);
}

void gui_board_draw_drag(const gui_scene_ctx *ctx)
{
    gui_game *g = ctx->game;
    gui_input *in = ctx->in;
    if (ctx->view->drag.kind == GUI_DRAG_TILE) {
        int legal = gui_game_rotmask(g, ctx->view->drag.cellx, ctx->view->drag.celly) != 0 && gui_hit(in, ctx->drawn->board_rc);
        int size = (int)ctx->view->cam.zoom;
        if (legal) {
            SDL_Rect rc = gui_camera_cell_rect(&ctx->view->cam, ctx->view->drag.cellx, ctx->view->drag.celly);
            gui_atlas_tile(ctx->atlas, g->pend.tile, ctx->view->drag.rot, rc, 230);
            unsigned col;
            if (only_with(ctx, ctx->view->drag.cellx, ctx->view->drag.celly, 1 << ctx->view->drag.rot, &col))
                gui_dashed_outline(ctx->r, rc, gui_px(ctx->ui, BV.hint_line), gui_px(ctx->ui, BV.drag_dash), gui_rgba(col, 255));
            else
                piece_outline(ctx, rc, is_triangle(ctx, g->pend.tile), ctx->view->drag.cellx, ctx->view->drag.celly, ctx->view->drag.rot,
                              gui_px(ctx->ui, GUI_SIZE_LINE_LIT), gui_rgba(GUI_COL_LIT_EDGE_HOT, 255));
        } else {
            SDL_Rect rc = {in->mx - size / 2, in->my - size / 2, size, size};
            gui_atlas_tile(ctx->atlas, g->pend.tile, ctx->view->drag.rot, rc, 170);
            gui_fill_rect(ctx->r, rc, gui_rgba(GUI_COL_WARN, 60));
            gui_rect_outline(ctx->r, rc, gui_px(ctx->ui, GUI_SIZE_LINE_LIT), gui_rgba(GUI_COL_WARN, 220));
        }
    } else if (ctx->view->drag.kind == GUI_DRAG_FOLLOWER) {
        const gui_module *m = ctx->view->drag.special_mod >= 0 ? gui_module_find(ctx->view->drag.special_mod) : NULL;
        if (m && m->special_draw)
            m->special_draw(GUI_SCENE_MODULE(ctx, m), g->pend.player, ctx->view->drag.special_kind, 0, (float)in->mx, (float)in->my,
                            ctx->view->cam.zoom * 0.34f, 235);
        else
            gui_atlas_follower(ctx->atlas, pal(ctx), gui_board_colour_index(ctx, g->pend.player), 0, (float)in->mx,
                               (float)in->my, ctx->view->cam.zoom * 0.34f, 235);
    } else if (ctx->view->drag.kind == GUI_DRAG_MODULE) {
        const gui_module *m = gui_drag_module(ctx->app);
        if (m && m->drag_draw)
            m->drag_draw(GUI_SCENE_MODULE(ctx, m));
    }
}

gui_feature_ref gui_board_feature_at(const gui_scene_ctx *ctx, int sx, int sy)
{
    gui_feature_ref r = {0, 0, 0, 0, 0, 0};
    int cx, cy;
    cit_placed_tile pc[2];
    const cit_game *e = gui_game_engine(ctx->game);
    gui_camera_cell_at(&ctx->view->cam, sx, sy, &cx, &cy);
    int npc = gui_hit(ctx->in, ctx->drawn->board_rc) ? cit_game_parts_at(e, cx, cy, pc) : 0;
    float bestd = ctx->view->cam.zoom * 0.2f;
    bestd *= bestd;
    for (int h = 0; h < npc; h++) { /* both triangles of a cell: the nearest spot of either */
        cit_placed_tile t = pc[h];
        const cit_tile_def *d = &ctx->tiles->tiles[t.tile];
        for (int f = 0; f < d->nfeat + (t.overlay != 0); f++) { /* an overlay piece is the spot after the features */
            float px, py;
            gui_board_anchor_px(ctx, t.tile, f, t.rot, t.x, t.y, &px, &py);
            float dd = (px - (float)sx) * (px - (float)sx) + (py - (float)sy) * (py - (float)sy);
            if (dd < bestd) {
                bestd = dd;
                r = (gui_feature_ref){1, t.x, t.y, f, 0, h};
            }
        }
    }
    return r;
}
