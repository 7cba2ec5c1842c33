/* The City on the board and in the side panel (city_view.h). */
#include "modules/city/city_view.h"
#include "modules/city/city_text.h"
#include "scenes/game/decide.h"
#include "scenes/scenes.h"
#include "app/hint.h"
#include "draw/draw.h"
#include "draw/text.h"
#include "app/i18n.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#define MAX_WALLS 160

/* The City's own sizes on the board and in the side panel, in layout units. */
enum {
    CITY_WALL_LEAST = 5,      /* a wall's least thickness, a tower's and a watchman's least size, */
    CITY_TOWER_LEAST = 6,     /* so they stay legible zoomed far out */
    CITY_WATCHMAN_LEAST = 14,
    CITY_MARK_LEAST = 7,      /* the final scoring's line through what a watchman sees */
    CITY_WATCHMAN_DISC = 20,  /* the disc a small watchman is drawn large on, then */
    CITY_ROW_TOWER_R = 5,     /* a player's row: the tower's radius, its left and foot, */
    CITY_ROW_TOWER_X = 7,
    CITY_ROW_TOWER_FOOT = 42,
    CITY_ROW_NUM_X = 15,      /* and the towers left beside it */
    CITY_ROW_NUM_Y = 28,
    CITY_STACK_H = 56,        /* a face-down stack in the side panel */
    CITY_CARD_H = 26,         /* a card of it, */
    CITY_CARD_OFF = 3,        /* each card offset from the one under it */
    CITY_CARD_RADIUS = 3,
    CITY_ICON = 24,           /* the wall's icon before the pieces left: its size (and line), */
    CITY_ICON_X = 14,         /* its middle, the words' left */
    CITY_ICON_TEXT_X = 34,
    CITY_ROUND_DROP = 2       /* the round's order below what is above it */
};

/* The City's colours: stone and mortar of the walls and towers, its cards' backs (its own art,
   drawn nowhere else). */
enum {
    CITY_COL_STONE = 0xa39785,
    CITY_COL_STONE_EDGE = 0x3f3830, /* a wall's and a tower's dark outline and flagpole */
    CITY_COL_GATE = 0x776b5e,
    CITY_COL_MORTAR = 0x6a6052,
    CITY_COL_ARCH = 0x2b2119,       /* a gate's opening */
    CITY_COL_TOWER = 0xb3a793,
    CITY_COL_TOWER_RING = 0x7d725f,
    CITY_COL_BEYOND = 0x2a1710,     /* a cell beyond the wall, shaded */
    CITY_COL_HATCH = 0xb0412e,      /* its red hatching; the cell a wall piece would close off */
    CITY_COL_COMPLETION = 0x808080, /* the pieces that would complete the wall at the end */
    CITY_COL_SLOT_EDGE = 0x7a5a00,  /* the dark gold rim of a slot a piece may go to */
    CITY_COL_CARD = 0x7a6a55,       /* a stack's card backs; the stack the tile in hand came from */
    CITY_COL_CARD_HAND = 0x8f6a3a,
    CITY_COL_CARD_EDGE = 0x3a2a1a
};

static const int side_dx[4] = {0, 1, 0, -1}, side_dy[4] = {-1, 0, 1, 0};

gui_city_state *gui_city_of(const gui_game *g) { return gui_game_module(g, CIT_MODULE_CITY); }

static SDL_Color pcol(const gui_module_ctx *ctx, int p)
{
    return gui_player_colour(ctx->settings->palette_cb, gui_game_player_colour(ctx->game, p));
}

static float pulse(const gui_module_ctx *ctx) { return 0.5f + 0.5f * sinf((float)ctx->clock * 0.006f); }

void gui_city_edge(int x, int y, int side, float *x0, float *y0, float *x1, float *y1)
{
    static const int from[4][2] = {{0, 0}, {1, 0}, {1, 1}, {0, 1}}; /* N E S W, clockwise */
    *x0 = (float)(x + from[side & 3][0]);
    *y0 = (float)(y + from[side & 3][1]);
    *x1 = (float)(x + from[(side + 1) & 3][0]);
    *y1 = (float)(y + from[(side + 1) & 3][1]);
}

/* The edge on screen, its unit direction and the outward normal (away from cell x,y). */
typedef struct {
    float x0, y0, x1, y1, dx, dy, nx, ny, len;
} edge_px;

static edge_px screen_edge(const gui_module_ctx *ctx, int x, int y, int side)
{
    edge_px e;
    float bx0, by0, bx1, by1;
    gui_city_edge(x, y, side, &bx0, &by0, &bx1, &by1);
    gui_camera_to_screen(ctx->cam, bx0, by0, &e.x0, &e.y0);
    gui_camera_to_screen(ctx->cam, bx1, by1, &e.x1, &e.y1);
    e.len = sqrtf((e.x1 - e.x0) * (e.x1 - e.x0) + (e.y1 - e.y0) * (e.y1 - e.y0));
    e.dx = e.len > 0 ? (e.x1 - e.x0) / e.len : 1;
    e.dy = e.len > 0 ? (e.y1 - e.y0) / e.len : 0;
    /* Clockwise round the cell (y down) the cell is on the right: outward is the left. */
    e.nx = e.dy;
    e.ny = -e.dx;
    return e;
}

/* A band along the edge from `in` to `out` pixels off it (outward positive), trimmed by `trim` at both ends. */
static void band(gui_module_ctx *ctx, const edge_px *e, float in, float out, float trim, SDL_Color c)
{
    float ax = e->x0 + e->dx * trim, ay = e->y0 + e->dy * trim, bx = e->x1 - e->dx * trim, by = e->y1 - e->dy * trim;
    SDL_FPoint p[4] = {{ax + e->nx * in, ay + e->ny * in},
                       {bx + e->nx * in, by + e->ny * in},
                       {bx + e->nx * out, by + e->ny * out},
                       {ax + e->nx * out, ay + e->ny * out}};
    gui_fill_poly(ctx->r, p, 4, c);
}

/* The wall's thickness in pixels at this zoom (legible when zoomed far out). */
static float wall_thick(const gui_module_ctx *ctx)
{
    float t = ctx->cam->zoom * 0.11f, minw = (float)gui_px(ctx->ui, CITY_WALL_LEAST);
    return t < minw ? minw : t;
}

/* A stone wall piece on the edge: a band lying mostly outside the cell, merlons on the outer side. */
static void draw_piece(gui_module_ctx *ctx, const edge_px *e, int gate, SDL_Color owner, Uint8 alpha)
{
    float t = wall_thick(ctx);
    SDL_Color dark = gui_rgba(CITY_COL_STONE_EDGE, alpha), stone = gui_rgba(gate ? CITY_COL_GATE : CITY_COL_STONE, alpha);
    band(ctx, e, -t * 0.45f - 1, t * 0.75f + 1, -1, dark);
    band(ctx, e, -t * 0.45f, t * 0.75f, 0, stone);
    /* Merlons: four teeth on the outer side. */
    for (int k = 0; k < 4; k++) {
        float s = e->len * (0.08f + 0.25f * (float)k), w = e->len * 0.12f;
        float ax = e->x0 + e->dx * s, ay = e->y0 + e->dy * s;
        SDL_FPoint p[4] = {{ax + e->nx * t * 0.75f, ay + e->ny * t * 0.75f},
                           {ax + e->dx * w + e->nx * t * 0.75f, ay + e->dy * w + e->ny * t * 0.75f},
                           {ax + e->dx * w + e->nx * t * 1.25f, ay + e->dy * w + e->ny * t * 1.25f},
                           {ax + e->nx * t * 1.25f, ay + e->ny * t * 1.25f}};
        gui_fill_poly(ctx->r, p, 4, stone);
    }
    /* A line of mortar along the middle. */
    float mx0 = e->x0 + e->nx * t * 0.15f, my0 = e->y0 + e->ny * t * 0.15f;
    gui_thick_line(ctx->r, mx0, my0, mx0 + e->dx * e->len, my0 + e->dy * e->len, 1, gui_rgba(CITY_COL_MORTAR, alpha));
    if (!gate)
        return;
    /* The gate: its arch in the middle and a banner in the colour of who set it. */
    float cx = (e->x0 + e->x1) * 0.5f, cy = (e->y0 + e->y1) * 0.5f, r = t * 0.9f;
    gui_fill_circle(ctx->r, cx + e->nx * t * 0.2f, cy + e->ny * t * 0.2f, r + 2, dark);
    gui_fill_circle(ctx->r, cx + e->nx * t * 0.2f, cy + e->ny * t * 0.2f, r, gui_rgba(CITY_COL_ARCH, alpha));
    owner.a = alpha;
    float bx = cx + e->nx * t * 1.6f, by = cy + e->ny * t * 1.6f, bs = t * 0.9f;
    gui_thick_line(ctx->r, cx + e->nx * t * 0.6f, cy + e->ny * t * 0.6f, bx + e->nx * bs, by + e->ny * bs, 2,
                   gui_rgba(CITY_COL_STONE_EDGE, alpha));
    SDL_FPoint flag[3] = {{bx + e->nx * bs, by + e->ny * bs},
                          {bx + e->nx * bs * 0.3f, by + e->ny * bs * 0.3f},
                          {bx + e->nx * bs * 0.65f + e->dx * bs * 1.3f, by + e->ny * bs * 0.65f + e->dy * bs * 1.3f}};
    gui_fill_poly(ctx->r, flag, 3, owner);
}

/* A round tower with a roof in its owner's colour, its foot at sx,sy. */
static void draw_tower(gui_module_ctx *ctx, float sx, float sy, float r, SDL_Color roof, Uint8 alpha)
{
    SDL_Color dark = gui_rgba(CITY_COL_STONE_EDGE, alpha);
    gui_fill_circle(ctx->r, sx, sy, r + 2, dark);
    gui_fill_circle(ctx->r, sx, sy, r, gui_rgba(CITY_COL_TOWER, alpha));
    gui_ring(ctx->r, sx, sy, r * 0.6f, 1.5f, gui_rgba(CITY_COL_TOWER_RING, alpha));
    roof.a = alpha;
    SDL_FPoint p[3] = {{sx - r * 1.05f, sy - r * 0.15f}, {sx + r * 1.05f, sy - r * 0.15f}, {sx, sy - r * 2.1f}};
    SDL_FPoint o[3] = {{sx - r * 1.05f - 2, sy - r * 0.15f + 1}, {sx + r * 1.05f + 2, sy - r * 0.15f + 1},
                       {sx, sy - r * 2.1f - 2}};
    gui_fill_poly(ctx->r, o, 3, dark);
    gui_fill_poly(ctx->r, p, 3, roof);
}

void gui_city_piece_icon(gui_module_ctx *ctx, int decision, float cx, float cy, float size, int player, Uint8 alpha)
{
    SDL_Color c = pcol(ctx, player);
    if (decision == CIT_DECIDE_CITY_TOWER) {
        draw_tower(ctx, cx, cy + size * 0.2f, size * 0.28f, c, alpha);
        return;
    }
    float z = ctx->cam->zoom;
    edge_px e = {cx - size * 0.5f, cy, cx + size * 0.5f, cy, 1, 0, 0, -1, size};
    /* The icon's thickness follows its size, not the board's zoom. */
    ctx->cam->zoom = size / 0.9f;
    draw_piece(ctx, &e, decision == CIT_DECIDE_CITY_GATE, c, alpha);
    ctx->cam->zoom = z;
}

/* ---- the board ----------------------------------------------------------------------- */

/* Empty cells just outside the wall: shaded and hatched, no tile may go there. */
static void shade_outside(gui_module_ctx *ctx, const cit_wall *w, int n)
{
    const cit_game *e = gui_game_engine(ctx->game);
    int done[MAX_WALLS][2], nd = 0;
    for (int i = 0; i < n; i++) {
        int ox = w[i].x + side_dx[w[i].side & 3], oy = w[i].y + side_dy[w[i].side & 3], seen = 0;
        for (int k = 0; k < nd && !seen; k++)
            seen = done[k][0] == ox && done[k][1] == oy;
        if (seen || cit_game_parts_at(e, ox, oy, NULL) || !cit_game_beyond_wall(e, ox, oy))
            continue;
        done[nd][0] = ox;
        done[nd][1] = oy;
        nd++;
        SDL_Rect rc = gui_camera_cell_rect(ctx->cam, ox, oy);
        gui_fill_rect(ctx->r, rc, gui_rgba(CITY_COL_BEYOND, 70));
        /* Diagonal hatching, clipped to the cell by construction. */
        float step = (float)rc.w / 6.0f;
        for (int k = 1; k < 12; k++) {
            float d = step * (float)k;
            float ax = (float)rc.x + (d < rc.w ? d : (float)rc.w), ay = (float)rc.y + (d < rc.w ? 0 : d - (float)rc.w);
            float bx = (float)rc.x + (d < rc.h ? 0 : d - (float)rc.h), by = (float)rc.y + (d < rc.h ? d : (float)rc.h);
            gui_thick_line(ctx->r, ax, ay, bx, by, 1.5f, gui_rgba(CITY_COL_HATCH, 80));
        }
    }
}

/* The wall's completion at the end: the pieces in path order (cit_game_city_completion_walls),
   drawn as the closing wall, growing piece by piece while the final scoring plays. */
static int completion_pieces(const cit_game *e, cit_wall *out, int cap)
{
    return cit_game_city_completion_walls(e, out, cap);
}

/* The completion's pieces, paler than the built ones, laid one after another over the first
   second and a half of the final scoring (all of them afterwards). */
static void draw_completion(gui_module_ctx *ctx)
{
    const cit_game *e = gui_game_engine(ctx->game);
    cit_wall w[MAX_WALLS];
    int n = cit_game_over(e) ? completion_pieces(e, w, MAX_WALLS) : 0, shown = n;
    n = n > MAX_WALLS ? MAX_WALLS : n;
    const gui_finale *f = ctx->game->finale;
    if (f && f->active) {
        uint32_t t = ctx->game->now - f->t0;
        shown = t >= 1500 ? n : (int)((uint32_t)n * t / 1500);
    }
    for (int i = 0; i < shown && i < n; i++) {
        edge_px ep = screen_edge(ctx, w[i].x, w[i].y, w[i].side);
        draw_piece(ctx, &ep, 0, gui_rgba(CITY_COL_COMPLETION, 255), 170);
    }
}

void gui_city_draw_under(gui_module_ctx *ctx)
{
    const cit_game *e = gui_game_engine(ctx->game);
    cit_wall w[MAX_WALLS];
    int n = cit_game_walls(e, w, MAX_WALLS);
    n = n > MAX_WALLS ? MAX_WALLS : n;
    shade_outside(ctx, w, n);
    for (int i = 0; i < n; i++) {
        edge_px ep = screen_edge(ctx, w[i].x, w[i].y, w[i].side);
        draw_piece(ctx, &ep, w[i].kind == CIT_WALL_GATE, pcol(ctx, w[i].by < CIT_MAX_PLAYERS ? w[i].by : 0), 255);
    }
    /* The piece just laid glows in its builder's colour for a moment (a computer's too). */
    int len = cit_session_length(ctx->game->sess);
    const cit_move *last = len ? cit_session_move(ctx->game->sess, len - 1) : NULL;
    uint32_t age = ctx->game->now - ctx->game->applied_at;
    if (n && last && (last->type == CIT_MOVE_CITY_WALL || last->type == CIT_MOVE_CITY_GATE) && age < 2000) {
        edge_px ep = screen_edge(ctx, w[n - 1].x, w[n - 1].y, w[n - 1].side);
        SDL_Color c = pcol(ctx, w[n - 1].by < CIT_MAX_PLAYERS ? w[n - 1].by : 0);
        float t = wall_thick(ctx), k = 1.0f - (float)age / 2000.0f;
        c.a = (Uint8)(200 * k);
        band(ctx, &ep, -t * 1.2f, -t * 0.45f, 0, c);
        band(ctx, &ep, t * 0.75f, t * 1.5f, 0, c);
    }
    draw_completion(ctx);
}

/* A follower on a wall piece: on the edge, a little towards the city. */
static void watchman_at(gui_module_ctx *ctx, int x, int y, int side, int player, Uint8 alpha)
{
    edge_px ep = screen_edge(ctx, x, y, side);
    float h = ctx->cam->zoom * 0.3f, minh = (float)gui_px(ctx->ui, CITY_WATCHMAN_LEAST);
    h = h < minh ? minh : h;
    float cx = (ep.x0 + ep.x1) * 0.5f - ep.nx * h * 0.15f, cy = (ep.y0 + ep.y1) * 0.5f - ep.ny * h * 0.15f;
    gui_atlas_follower(ctx->atlas, ctx->settings->palette_cb, gui_game_player_colour(ctx->game, player), 0, cx,
                       cy - h * 0.2f, h, alpha);
}

static float tower_r(const gui_module_ctx *ctx)
{
    float r = ctx->cam->zoom * 0.12f, minr = (float)gui_px(ctx->ui, CITY_TOWER_LEAST);
    return r < minr ? minr : r;
}

/* The slots the decision pending may take: lit edges (the one under a dragged piece brighter,
   its outer cell shaded), lit wall ends with what a tower would score there. */
/* A hint's answer ringed on slot i (a wall piece's slot stands for it with or without a watchman). */
static void hint_slot(gui_module_ctx *ctx, const gui_city_state *s, int i)
{
    const cit_move *h = gui_module_ctx_hint_shown(ctx);
    if (!h)
        return;
    cit_move m = s->slot[i].move;
    float x0, y0, x1, y1, r = ctx->cam->zoom * 0.2f;
    if (m.type == CIT_MOVE_CITY_WALL && h->type == m.type)
        m.arg1 = h->arg1;
    if (m.type == CIT_MOVE_CITY_TOWER) {
        gui_camera_to_screen(ctx->cam, (float)m.x, (float)m.y, &x0, &y0);
        x1 = x0;
        y1 = y0;
    } else {
        edge_px ep = screen_edge(ctx, m.x, m.y, m.arg0);
        x0 = fminf(ep.x0, ep.x1);
        x1 = fmaxf(ep.x0, ep.x1);
        y0 = fminf(ep.y0, ep.y1);
        y1 = fmaxf(ep.y0, ep.y1);
    }
    gui_module_ctx_decide_answer(
        ctx, (SDL_Rect){(int)(x0 - r), (int)(y0 - r), (int)(x1 - x0 + 2 * r), (int)(y1 - y0 + 2 * r)}, &m);
}

static void draw_slots(gui_module_ctx *ctx, gui_city_state *s)
{
    float t = wall_thick(ctx), pl = pulse(ctx);
    int fpx = gui_font_px(ctx->ui, GUI_FONT_BODY);
    for (int i = 0; i < s->nslots; i++) {
        const cit_move *m = &s->slot[i].move;
        int hot = i == s->hot;
        hint_slot(ctx, s, i);
        if (s->decision == CIT_DECIDE_CITY_TOWER) {
            float sx, sy;
            gui_camera_to_screen(ctx->cam, (float)m->x, (float)m->y, &sx, &sy);
            float r = tower_r(ctx) * 1.6f;
            gui_fill_circle(ctx->r, sx, sy, r, gui_rgba(GUI_COL_PICK, (Uint8)(hot ? 170 : 70 + 60 * pl)));
            gui_ring(ctx->r, sx, sy, r, 2, gui_rgba(CITY_COL_SLOT_EDGE, 220));
            if (hot)
                draw_tower(ctx, sx, sy, tower_r(ctx), pcol(ctx, ctx->pend->player), 220);
            char pts[16], num[12];
            snprintf(num, sizeof num, "%d", s->slot[i].points);
            gui_subst(pts, sizeof pts, city_tr(CITY_TOWER_SCORES), num, NULL, NULL);
            int ty = (int)(sy - r - (float)fpx * 1.9f);
            int tw = gui_text_width(pts, fpx * 3 / 2, 1);
            gui_fill_rounded(ctx->r, (SDL_Rect){(int)sx - tw / 2 - 6, ty - 2, tw + 12, fpx * 3 / 2 * 5 / 4 + 4}, 6,
                             gui_rgba(GUI_COL_PLATE, 200));
            gui_text(pts, (int)sx, ty, fpx * 3 / 2, 1, gui_rgba(GUI_COL_PICK, 255), GUI_ALIGN_CENTER);
            continue;
        }
        if (i == s->laid)
            continue;
        edge_px ep = screen_edge(ctx, m->x, m->y, m->arg0);
        if (hot) {
            int ox = m->x + side_dx[m->arg0 & 3], oy = m->y + side_dy[m->arg0 & 3];
            gui_fill_rect(ctx->r, gui_camera_cell_rect(ctx->cam, ox, oy), gui_rgba(CITY_COL_HATCH, 70));
        }
        band(ctx, &ep, -t * 0.9f, t * 1.3f, 0,
             gui_rgba(hot ? GUI_COL_LIT_HOT : GUI_COL_PICK, (Uint8)(hot ? 200 : 90 + 90 * pl)));
        band(ctx, &ep, -t * 0.9f, -t * 0.9f + 2, 0, gui_rgba(CITY_COL_SLOT_EDGE, 200));
        band(ctx, &ep, t * 1.3f - 2, t * 1.3f, 0, gui_rgba(CITY_COL_SLOT_EDGE, 200));
        if (hot) /* the dragged piece shows where it would lie */
            draw_piece(ctx, &ep, s->decision == CIT_DECIDE_CITY_GATE, pcol(ctx, ctx->pend->player), 220);
    }
    if (s->laid >= 0 && s->laid < s->nslots) {
        const cit_move *m = &s->slot[s->laid].move;
        edge_px ep = screen_edge(ctx, m->x, m->y, m->arg0);
        int ox = m->x + side_dx[m->arg0 & 3], oy = m->y + side_dy[m->arg0 & 3];
        gui_fill_rect(ctx->r, gui_camera_cell_rect(ctx->cam, ox, oy), gui_rgba(CITY_COL_HATCH, 60));
        draw_piece(ctx, &ep, 0, pcol(ctx, ctx->pend->player), 255);
        band(ctx, &ep, -t * 1.1f, t * 1.5f, -2,
             gui_rgba(s->watch_hot ? GUI_COL_LIT_HOT : GUI_COL_PICK, (Uint8)(s->watch_hot ? 150 : 60 + 80 * pl)));
    }
}

/* Where the pending decision is a person's City decision (the slots are lit), 1. */
static int deciding(const gui_module_ctx *ctx)
{
    const gui_game *g = ctx->game;
    const cit_game *e = gui_game_engine(g);
    return !cit_game_over(e) && g->pend.module == CIT_MODULE_CITY && gui_module_ctx_seat_here(ctx, g->pend.player);
}

void gui_city_draw_over(gui_module_ctx *ctx)
{
    const cit_game *e = gui_game_engine(ctx->game);
    cit_wall w[MAX_WALLS];
    int n = cit_game_walls(e, w, MAX_WALLS);
    n = n > MAX_WALLS ? MAX_WALLS : n;
    for (int i = 0; i < n; i++)
        if (w[i].watchman)
            watchman_at(ctx, w[i].x, w[i].y, w[i].side, w[i].watchman - 1, 255);
    city_tower t[CIT_CITY_TOWERS];
    int nt = cit_game_city_towers(e, t, CIT_CITY_TOWERS);
    for (int i = 0; i < nt && i < CIT_CITY_TOWERS; i++) {
        float sx, sy;
        gui_camera_to_screen(ctx->cam, (float)t[i].x, (float)t[i].y, &sx, &sy);
        draw_tower(ctx, sx, sy, tower_r(ctx), pcol(ctx, t[i].owner), 255);
    }
    gui_city_state *s = gui_city_of(ctx->game);
    if (deciding(ctx) && s->key == cit_session_length(ctx->game->sess) + 1)
        draw_slots(ctx, s);
}

int gui_city_slot_at(gui_module_ctx *ctx, const gui_city_state *s, int sx, int sy)
{
    float bx, by, best = 0.45f;
    gui_camera_to_board(ctx->cam, (float)sx, (float)sy, &bx, &by);
    int hit = -1;
    for (int i = 0; i < s->nslots; i++) {
        const cit_move *m = &s->slot[i].move;
        float px, py;
        if (s->decision == CIT_DECIDE_CITY_TOWER) {
            px = (float)m->x;
            py = (float)m->y;
        } else {
            float x0, y0, x1, y1;
            gui_city_edge(m->x, m->y, m->arg0, &x0, &y0, &x1, &y1);
            px = (x0 + x1) * 0.5f;
            py = (y0 + y1) * 0.5f;
        }
        float d = sqrtf((bx - px) * (bx - px) + (by - py) * (by - py));
        if (d < best) {
            best = d;
            hit = i;
        }
    }
    return hit;
}

/* ---- the side panel -------------------------------------------------------------------- */

int gui_city_pieces(gui_module_ctx *ctx, int player, int x, int row_y)
{
    gui_ui *ui = ctx->ui;
    const cit_game *e = gui_game_engine(ctx->game);
    int left = cit_game_city_towers_left(e, player);
    if (left < 0)
        return 0;
    float r = (float)gui_px(ui, CITY_ROW_TOWER_R);
    draw_tower(ctx, (float)(x + gui_px(ui, CITY_ROW_TOWER_X)), (float)(row_y + gui_px(ui, CITY_ROW_TOWER_FOOT)), r, pcol(ctx, player), 255);
    char num[12];
    snprintf(num, sizeof num, "%d", left);
    gui_text(num, x + gui_px(ui, CITY_ROW_NUM_X), row_y + gui_px(ui, CITY_ROW_NUM_Y), gui_font_px(ui, GUI_FONT_SMALL), 1, gui_rgba(GUI_COL_INK, 255),
             GUI_ALIGN_LEFT);
    return gui_px(ui, CITY_ROW_NUM_X) + gui_text_width(num, gui_font_px(ui, GUI_FONT_SMALL), 1);
}

void gui_city_round_line(const gui_module_ctx *ctx, char *buf, size_t cap)
{
    const gui_game *g = ctx->game;
    buf[0] = '\0';
    if (cit_game_over(gui_game_engine(g)) || g->pend.module != CIT_MODULE_CITY)
        return;
    char at[12], of[12];
    snprintf(at, sizeof at, "%d", g->pend.arg);
    snprintf(of, sizeof of, "%d", g->pend.limit);
    const char *name = gui_game_player_name(g, g->pend.player);
    int you = gui_game_is_you(g, g->pend.player);
    if (g->pend.decision == CIT_DECIDE_CITY_GATE)
        gui_subst(buf, cap, gui_word_seat(&city_text[CITY_ROUND_GATE], you), name, of, NULL);
    else if (g->pend.decision == CIT_DECIDE_CITY_WALL)
        gui_subst(buf, cap, gui_word_seat(&city_text[CITY_ROUND_WALL], you), name, at, of);
    else if (g->pend.decision == CIT_DECIDE_CITY_TOWER)
        gui_subst(buf, cap, gui_word_seat(&city_text[CITY_ROUND_TOWER], you), name, NULL, NULL);
}

/* A face-down stack: a few offset cards, the count on top. */
static void stack_box(gui_module_ctx *ctx, SDL_Rect rc, int number, int left, int in_hand)
{
    gui_ui *ui = ctx->ui;
    int layers = left > 20 ? 3 : left > 8 ? 2 : left > 0 ? 1 : 0, off = gui_px(ui, CITY_CARD_OFF);
    SDL_Color back = gui_rgba(in_hand ? CITY_COL_CARD_HAND : CITY_COL_CARD, 255);
    if (in_hand) /* the stack the tile in hand came from: a frame, its label in green */
        gui_fill_rounded(ctx->r, rc, gui_px(ui, GUI_SIZE_RADIUS), gui_rgba(GUI_COL_BOX, 255));
    if (in_hand)
        gui_rect_outline(ctx->r, rc, gui_px(ui, GUI_SIZE_LINE), gui_rgba(GUI_COL_ACCENT, 255));
    SDL_Rect card = {rc.x + gui_px(ui, GUI_SIZE_GAP), rc.y + gui_px(ui, GUI_SIZE_NUDGE), rc.w - gui_px(ui, GUI_SIZE_MARGIN) - 2 * off, gui_px(ui, CITY_CARD_H)};
    for (int k = layers - 1; k >= 0; k--) {
        SDL_Rect c = {card.x + k * off, card.y + (2 - k) * off, card.w, card.h};
        gui_fill_rounded(ctx->r, c, gui_px(ui, CITY_CARD_RADIUS), gui_darken(back, k ? 0.8f : 1.0f));
        gui_rect_outline(ctx->r, c, 1, gui_rgba(CITY_COL_CARD_EDGE, 255));
    }
    if (!layers)
        gui_rect_outline(ctx->r, (SDL_Rect){card.x, card.y + 2 * off, card.w, card.h}, 1,
                         gui_rgba(GUI_COL_DISABLED, 255));
    char num[16], label[40];
    snprintf(num, sizeof num, "%d", number);
    gui_subst(label, sizeof label, city_tr(CITY_STACK_N), num, NULL, NULL);
    int px = gui_font_px(ui, GUI_FONT_TAG);
    gui_text(label, rc.x + rc.w / 2, card.y + 2 * off + card.h + gui_px(ui, CITY_CARD_OFF), px, in_hand,
             gui_rgba(in_hand ? GUI_COL_ACCENT : GUI_COL_INK_SOFT, 255), GUI_ALIGN_CENTER);
    snprintf(num, sizeof num, "%d", left);
    gui_text(num, card.x + card.w / 2 + off, card.y + off + (card.h - gui_font_px(ui, GUI_FONT_LINE) * 5 / 4) / 2,
             gui_font_px(ui, GUI_FONT_LINE), 1, gui_rgba(GUI_COL_CREAM, 255), GUI_ALIGN_CENTER);
}

int gui_city_panel(gui_module_ctx *ctx, int x, int y, int w)
{
    gui_ui *ui = ctx->ui;
    const gui_game *g = ctx->game;
    const cit_game *e = gui_game_engine(g);
    int left[CIT_CITY_STACKS];
    if (!cit_game_city_stacks(e, left))
        return y;
    int hand = g->pend.decision == CIT_DECIDE_PLACE_TILE && !cit_game_over(e) ? cit_game_city_hand_stack(e) : 0;
    int bw = (w - 2 * gui_px(ui, GUI_SIZE_SPACE)) / 3, bh = gui_px(ui, CITY_STACK_H);
    for (int k = 0; k < CIT_CITY_STACKS; k++)
        stack_box(ctx, (SDL_Rect){x + k * (bw + gui_px(ui, GUI_SIZE_SPACE)), y, bw, bh}, k + 1, left[k], hand == k + 1);
    y += bh + gui_px(ui, GUI_SIZE_NUDGE);
    int px = gui_font_px(ui, GUI_FONT_SMALL);
    SDL_Color soft = gui_rgba(GUI_COL_INK_SOFT, 255), ink = gui_rgba(GUI_COL_INK, 255);
    char line[160], num[12];
    if (hand) {
        snprintf(num, sizeof num, "%d", hand);
        gui_subst(line, sizeof line, city_tr(CITY_FROM_STACK), num, NULL, NULL);
        y += gui_text_wrapped(line, x, y, w, px, 0, soft);
    }
    /* The wall: pieces left, or how it starts. */
    cit_wall one;
    int walls = cit_game_walls(e, &one, 1);
    gui_city_piece_icon(ctx, CIT_DECIDE_CITY_WALL, (float)(x + gui_px(ui, CITY_ICON_X)), (float)(y + gui_px(ui, GUI_SIZE_MARGIN)),
                        (float)gui_px(ui, CITY_ICON), 0, 255);
    snprintf(num, sizeof num, "%d", cit_game_city_wall_supply(e));
    gui_subst(line, sizeof line, gui_word_n(&city_text[CITY_WALL_LEFT], cit_game_city_wall_supply(e)), num, NULL, NULL);
    gui_text(line, x + gui_px(ui, CITY_ICON_TEXT_X), y + gui_px(ui, GUI_SIZE_NUDGE), px, 1, ink, GUI_ALIGN_LEFT);
    y += gui_px(ui, CITY_ICON);
    if (!walls && !cit_game_over(e))
        y += gui_text_wrapped(city_tr(CITY_WALL_NONE_YET), x, y, w, px, 0, soft);
    /* After the game: how many pieces the wall's completion took. */
    if (cit_game_over(e) && cit_game_city_completion(e) > 0) {
        snprintf(num, sizeof num, "%d", cit_game_city_completion(e));
        gui_subst(line, sizeof line, gui_word_n(&city_text[CITY_COMPLETION], cit_game_city_completion(e)), num, NULL, NULL);
        y += gui_text_wrapped(line, x, y, w, px, 1, ink);
    }
    /* The round's order, whoever decides (a computer too). */
    gui_city_round_line(ctx, line, sizeof line);
    if (line[0]) {
        SDL_Color c = gui_darken(pcol(ctx, g->pend.player), 0.75f);
        y += gui_px(ui, CITY_ROUND_DROP);
        y += gui_text_wrapped(line, x, y, w, gui_font_px(ui, GUI_FONT_BODY), 1, c);
    }
    return y + gui_px(ui, GUI_SIZE_NUDGE);
}

/* ---- the final scoring ----------------------------------------------------------------- */

/* 1 if a wall piece lies on side `side` of cell x,y. */
static int wall_on(const cit_wall *w, int n, int x, int y, int side)
{
    for (int i = 0; i < n; i++)
        if (w[i].x == x && w[i].y == y && w[i].side == side)
            return 1;
    return 0;
}

void gui_city_final_draw(gui_module_ctx *ctx, const gui_finale_step *s)
{
    const cit_game *e = gui_game_engine(ctx->game);
    const cit_event *ev = &s->ev;
    int side = ev->spot & 3, back = (side + 2) & 3, x = ev->x, y = ev->y;
    cit_wall w[MAX_WALLS];
    int n = cit_game_walls(e, w, MAX_WALLS);
    n = n > MAX_WALLS ? MAX_WALLS : n;
    SDL_Color c = pcol(ctx, ev->player);
    /* What the watchman sees, as the engine looks (city.h): the tiles in its row or column up
       to the first empty cell or the far wall; each cell lit in its colour, a line through them. */
    edge_px ep = screen_edge(ctx, x, y, side);
    float sx = (ep.x0 + ep.x1) * 0.5f, sy = (ep.y0 + ep.y1) * 0.5f, ex = sx, ey = sy;
    for (int k = 0; k < 64 && cit_game_parts_at(e, x, y, NULL); k++) {
        SDL_Rect rc = gui_camera_cell_rect(ctx->cam, x, y);
        c.a = 90;
        gui_fill_rect(ctx->r, rc, c);
        c.a = 220; /* outlined too: at the fitted zoom of the end a tint alone is faint */
        gui_rect_outline(ctx->r, rc, gui_px(ctx->ui, GUI_SIZE_LINE), c);
        ex = (float)rc.x + (float)rc.w * 0.5f;
        ey = (float)rc.y + (float)rc.h * 0.5f;
        if (wall_on(w, n, x, y, back)) {
            edge_px far = screen_edge(ctx, x, y, back);
            ex = (far.x0 + far.x1) * 0.5f;
            ey = (far.y0 + far.y1) * 0.5f;
            break;
        }
        x += side_dx[back];
        y += side_dy[back];
    }
    /* Marks of a readable size at any zoom (the whole wall is fitted at the end, so cells are
       small): a line at least 6 points thick, and the watchman large on a disc. */
    float t = wall_thick(ctx), minw = (float)gui_px(ctx->ui, CITY_MARK_LEAST);
    t = t < minw ? minw : t;
    gui_thick_line(ctx->r, sx, sy, ex, ey, t * 0.9f + 2, gui_rgba(GUI_COL_SHADOW, 160));
    c.a = 235;
    gui_thick_line(ctx->r, sx, sy, ex, ey, t * 0.9f, c);
    gui_fill_circle(ctx->r, ex, ey, t * 1.1f, c);
    float r = (float)gui_px(ctx->ui, CITY_WATCHMAN_DISC), h = ctx->cam->zoom * 0.3f;
    if (h < r * 1.4f) { /* the watchman drawn on the board is small: a large one over it */
        gui_fill_circle(ctx->r, sx, sy, r + 2, gui_rgba(GUI_COL_SHADOW, 170));
        gui_fill_circle(ctx->r, sx, sy, r, gui_rgba(GUI_COL_CREAM, 245));
        gui_atlas_follower(ctx->atlas, ctx->settings->palette_cb, gui_game_player_colour(ctx->game, ev->player), 0, sx,
                           sy - r * 0.1f, r * 1.5f, 255);
    } else {
        watchman_at(ctx, ev->x, ev->y, side, ev->player, 255);
    }
}

/* Its finale steps: one per watchman, kind -1. */
int gui_city_final_event(const cit_event *e, int *kind)
{
    if (e->type != CIT_EV_SCORE || e->reason != CIT_SCORE_CITY_WATCHMAN)
        return 0;
    *kind = -1;
    return 1;
}

const char *gui_city_final_name(int kind) { return kind == -1 ? city_tr(CITY_FINALE_WATCHMEN) : NULL; }
