/* The Princess & the Dragon on screen (dragon_view.h). */
#include "modules/dragon/dragon_view.h"
#include "modules/dragon/dragon_fairy.h"
#include "modules/dragon/dragon.h"
#include "scenes/game/board_view.h"
#include "scenes/game/game_state.h"
#include "draw/draw.h"
#include "draw/atlas.h"

#define DRAGON_RGB 0x7a1f2b /* the stand-in dragon without art: dark crimson, no player's colour */
#define WING_RGB 0x4e1420 /* its wings, darker */
#define FAIRY_RGB 0xf4f0ff /* the stand-in fairy: white with pale blue wings */
#define FAIRY_WING_RGB 0x9fd3f0 /* its wings, pale blue */
#define DRAGON_H 0.62f /* the dragon's height in cells: it fills its cell, bigger than any follower */
#define FAIRY_H 0.34f
#define FAIRY_GRIP 24 /* dp: the fairy on the board takes a press this wide, however small */

gui_dragon_state *gui_dragon_of(const gui_game *g) { return gui_game_module(g, CIT_MODULE_DRAGON); }

void gui_dragon_figure(gui_module_ctx *ctx, float cx, float cy, float h, Uint8 alpha)
{
    if (!gui_draw_enabled || gui_atlas_sprite(ctx->atlas, "dragon", cx, cy, h, alpha))
        return;
    /* Without art: a body, a raised head and two wings, seen from the side. */
    SDL_Color body = gui_rgba(DRAGON_RGB, alpha), wing = gui_rgba(WING_RGB, alpha);
    SDL_FPoint w[3] = {{cx - h * 0.05f, cy - h * 0.05f}, {cx - h * 0.42f, cy - h * 0.48f}, {cx + h * 0.15f, cy - h * 0.12f}};
    gui_fill_poly(ctx->r, w, 3, wing);
    gui_fill_circle(ctx->r, cx, cy + h * 0.12f, h * 0.26f, body);
    gui_thick_line(ctx->r, cx + h * 0.1f, cy, cx + h * 0.3f, cy - h * 0.3f, h * 0.12f, body);
    gui_fill_circle(ctx->r, cx + h * 0.32f, cy - h * 0.33f, h * 0.11f, body);
    gui_thick_line(ctx->r, cx - h * 0.2f, cy + h * 0.25f, cx - h * 0.45f, cy + h * 0.4f, h * 0.07f, body);
}

void gui_fairy_figure(gui_module_ctx *ctx, float cx, float cy, float h, Uint8 alpha)
{
    if (!gui_draw_enabled || gui_atlas_sprite(ctx->atlas, "fairy", cx, cy, h, alpha))
        return;
    /* Without art: a slim white figure between two pale wings. */
    SDL_Color wing = gui_rgba(FAIRY_WING_RGB, alpha);
    gui_fill_circle(ctx->r, cx - h * 0.2f, cy - h * 0.1f, h * 0.2f, wing);
    gui_fill_circle(ctx->r, cx + h * 0.2f, cy - h * 0.1f, h * 0.2f, wing);
    gui_draw_meeple(ctx->r, cx, cy, h * 0.8f, 0, gui_rgba(FAIRY_RGB, alpha));
}

int gui_dragon_part_px(gui_module_ctx *ctx, const cit_feature_part *p, float *px, float *py)
{
    cit_placed_tile pc[2];
    if (cit_game_parts_at(gui_game_engine(ctx->game), p->x, p->y, pc) <= p->half)
        return 0;
    if (p->spot < 0) { /* a place on the cell another module keeps followers on (an acrobat space): mid-cell */
        SDL_Rect c = gui_camera_cell_rect(ctx->cam, p->x, p->y);
        *px = (float)c.x + (float)c.w / 2, *py = (float)c.y + (float)c.h / 2;
        return 1;
    }
    gui_module_ctx_board_anchor_px(ctx, pc[p->half].tile, p->spot, pc[p->half].rot, p->x, p->y, px, py);
    return 1;
}

int gui_dragon_fairy_px(gui_module_ctx *ctx, const cit_feature_part *p, float *px, float *py)
{
    if (!gui_dragon_part_px(ctx, p, px, py))
        return 0;
    SDL_Rect c = gui_camera_cell_rect(ctx->cam, p->x, p->y);
    *px += (float)c.w * 0.2f, *py -= (float)c.h * 0.06f;
    return 1;
}

float gui_dragon_fairy_h(const gui_module_ctx *ctx) { return (float)gui_camera_cell_rect(ctx->cam, 0, 0).h * FAIRY_H; }

void gui_dragon_draw_trail(gui_module_ctx *ctx)
{
    int8_t xy[2 * (CIT_DRAGON_STEPS + 1)];
    int n = cit_game_dragon_visited(gui_game_engine(ctx->game), xy, CIT_DRAGON_STEPS + 1);
    n = n > CIT_DRAGON_STEPS + 1 ? CIT_DRAGON_STEPS + 1 : n;
    /* each visited cell tinted and ringed, so the cells it may not go back to are plain to see */
    for (int i = 0; i < n; i++) {
        SDL_Rect c = gui_camera_cell_rect(ctx->cam, xy[2 * i], xy[2 * i + 1]);
        gui_fill_rect(ctx->r, c, gui_rgba(GUI_DRAGON_TRAIL_RGB, 70));
        gui_dashed_outline(ctx->r, c, gui_px(ctx->ui, GUI_SIZE_LINE), gui_px(ctx->ui, GUI_SIZE_DASH), gui_rgba(GUI_DRAGON_TRAIL_RGB, 230));
    }
}

/* The dragon's cell now, and where it glides from: a step of one cell glides (a computer's, a
   network player's and the person's own alike), a jump onto a volcano or a load does not. */
static int glide_point(gui_module_ctx *ctx, float *fx, float *fy)
{
    gui_dragon_state *s = gui_dragon_of(ctx->game);
    int x, y;
    if (!s || !cit_game_dragon_cell(gui_game_engine(ctx->game), &x, &y))
        return 0;
    if (!s->known || x != s->x || y != s->y) {
        int step = s->known && ((x - s->x) * (x - s->x) + (y - s->y) * (y - s->y)) == 1;
        s->from_x = s->x, s->from_y = s->y, s->gliding = step, s->since = ctx->game->now;
        s->known = 1, s->x = x, s->y = y;
    }
    float t = 1.0f;
    int ms = gui_board_glide_ms(ctx->settings->anim_speed);
    if (s->gliding && ms > 0 && (int)(ctx->game->now - s->since) < ms)
        t = (float)(ctx->game->now - s->since) / (float)ms;
    else
        s->gliding = 0;
    t = t * t * (3.0f - 2.0f * t); /* eased: it sets off and lands softly */
    *fx = (float)s->from_x + ((float)x - (float)s->from_x) * t;
    *fy = (float)s->from_y + ((float)y - (float)s->from_y) * t;
    if (!s->gliding)
        *fx = (float)x, *fy = (float)y;
    return 1;
}

int gui_dragon_drawn_at(gui_module_ctx *ctx, float *px, float *py)
{
    float fx, fy;
    if (!glide_point(ctx, &fx, &fy))
        return 0;
    SDL_Rect c = gui_camera_cell_rect(ctx->cam, 0, 0);
    *px = (float)c.x + (fx + 0.5f) * (float)c.w;
    *py = (float)c.y + (fy + 0.5f) * (float)c.h;
    return 1;
}

void gui_dragon_draw(gui_module_ctx *ctx)
{
    const cit_game *e = gui_game_engine(ctx->game);
    int x, y;
    cit_feature_part part;
    if (cit_game_fairy(e, &x, &y, &part)) {
        SDL_Rect c = gui_camera_cell_rect(ctx->cam, x, y);
        float px, py, h = (float)c.h * FAIRY_H;
        /* beside the follower it guards (up and right of its anchor), or mid-cell once it left */
        if (!(part.x == x && part.y == y && gui_dragon_fairy_px(ctx, &part, &px, &py)))
            px = (float)c.x + (float)c.w * 0.35f, py = (float)c.y + (float)c.h * 0.5f;
        gui_dragon_state *s = gui_dragon_of(ctx->game);
        /* dim while it is dragged off; kept for a press to pick it up (dragon_fairy.c) */
        gui_fairy_figure(ctx, px, py, h, gui_fairy_dragging(ctx) ? 70 : 255);
        if (s) {
            int grip = h > (float)gui_px(ctx->ui, FAIRY_GRIP) ? (int)h : gui_px(ctx->ui, FAIRY_GRIP);
            s->fairy_rc = (SDL_Rect){(int)px - grip / 2, (int)py - grip / 2, grip, grip};
            s->fairy_clock = ctx->clock;
        }
    }
    float cx, cy;
    if (!gui_dragon_drawn_at(ctx, &cx, &cy))
        return;
    float cell = (float)gui_camera_cell_rect(ctx->cam, 0, 0).w;
    gui_fill_circle(ctx->r, cx, cy + cell * 0.22f, cell * 0.15f, gui_rgba(GUI_DRAGON_SCORCH_RGB, 255));
    gui_dragon_figure(ctx, cx, cy, cell * DRAGON_H, 255);
}
