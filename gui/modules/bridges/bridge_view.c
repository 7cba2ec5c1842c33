/* Drawing bridges: a procedural wooden bridge, the cells that take one, and the supply in the panel. */
#include "modules/bridges/bridge_view.h"
#include "scenes/game/board_view.h"
#include "scenes/game/game_state.h"
#include "scenes/game/game_panels.h"
#include "draw/camera.h"
#include "modules/bridges/bridge_input.h"
#include "modules/bridges/bridge_turn.h"
#include "draw/draw.h"
#include "app/i18n.h"
#include "modules/bridges/bridge_text.h"
#include "draw/text.h"
#include "modules/bridges/bridges.h"

#include <math.h>
#include <stdio.h>

/* Bridges' own sizes, in layout units. */
enum {
    BRIDGE_MARK_LEAST_CELL = 56, /* an owner's flag only on cells this large (legible) */
    BRIDGE_DASH = 7,             /* the dashes round a place a bridge may go */
    BRIDGE_DRAG_LEAST = 48,      /* a dragged bridge, however far out the board is zoomed */
    BRIDGE_ROW_ICON = 18,        /* a player's row: the bridge, the count beside it */
    BRIDGE_ROW_NUM_GAP = 2,
    BRIDGE_SOURCE_H = 44,        /* the side panel's box a bridge is dragged from, */
    BRIDGE_SOURCE_ICON = 38,     /* its bridge, */
    BRIDGE_SOURCE_TEXT_X = 22    /* its words past the bridge */
};

int gui_bridge_dragging(const gui_module_ctx *ctx)
{
    return ctx->drag->kind == GUI_DRAG_MODULE && ctx->drag->module == CIT_MODULE_BRIDGES;
}

static SDL_Color owner_col(const gui_module_ctx *ctx, int p)
{
    const cit_setup *s = cit_game_setup(gui_game_engine(ctx->game));
    return gui_player_colour(ctx->settings->palette_cb, p >= 0 && p < s->nplayers ? s->players[p].colour : 0);
}

/* One rectangle of the bridge in its own frame: u along the axis (0..1 of the cell), v across
   it from the middle (in cells). Bridges only run N-S or W-E, so rectangles are enough. */
typedef struct {
    SDL_Renderer *r;
    SDL_Rect cell;
    int axis;
    Uint8 alpha;
} pen;

static void part(const pen *p, float u0, float u1, float v0, float v1, SDL_Color c)
{
    int ns = p->axis == CIT_AXIS_NS;
    float along = (float)(ns ? p->cell.h : p->cell.w), across = (float)(ns ? p->cell.w : p->cell.h);
    int a0 = (int)lroundf(u0 * along), a1 = (int)lroundf(u1 * along);
    int b0 = (int)lroundf(across * 0.5f + v0 * across), b1 = (int)lroundf(across * 0.5f + v1 * across);
    if (a1 <= a0)
        a1 = a0 + 1; /* a plank stays a line when the board is far away */
    if (b1 <= b0)
        b1 = b0 + 1;
    SDL_Rect rc = ns ? (SDL_Rect){p->cell.x + b0, p->cell.y + a0, b1 - b0, a1 - a0}
                     : (SDL_Rect){p->cell.x + a0, p->cell.y + b0, a1 - a0, b1 - b0};
    c.a = (Uint8)(c.a * p->alpha / 255);
    gui_fill_rect(p->r, rc, c);
}

void gui_bridge_shape(SDL_Renderer *r, SDL_Rect cell, int axis, SDL_Color owner, Uint8 alpha)
{
    pen p = {r, cell, axis, alpha};
    /* The bridge's own art, drawn nowhere else: a wooden deck and planks on stone piers. */
    SDL_Color wood = gui_rgba(0xc08a52, 255), plank = gui_rgba(0x6e4624, 255), dark = gui_rgba(0x4a2e16, 255);
    SDL_Color stone = gui_rgba(0x9a9288, 255), stone_edge = gui_rgba(0x5e5850, 255);
    owner.a = 255;
    /* The shadow falls down and to the right whichever way the bridge runs. */
    if (axis == CIT_AXIS_NS)
        part(&p, 0.05f, 1.0f, -0.11f, 0.18f, gui_rgba(GUI_COL_SHADOW, 70));
    else
        part(&p, 0.04f, 1.0f, -0.10f, 0.19f, gui_rgba(GUI_COL_SHADOW, 70));
    /* Piers: the two ends stand on the fields at the cell's edges. */
    for (int end = 0; end < 2; end++) {
        float u0 = end ? 0.90f : 0.0f, u1 = end ? 1.0f : 0.10f;
        part(&p, u0, u1, -0.19f, 0.19f, stone_edge);
        part(&p, u0 + 0.012f, u1 - 0.012f, -0.175f, 0.175f, stone);
    }
    /* Deck and planks. */
    part(&p, 0.03f, 0.97f, -0.125f, 0.125f, dark);
    part(&p, 0.035f, 0.965f, -0.11f, 0.11f, wood);
    for (float u = 0.09f; u < 0.93f; u += 0.07f)
        part(&p, u, u + 0.012f, -0.11f, 0.11f, plank);
    /* Rails in the owner's colour, with posts. */
    for (int side = 0; side < 2; side++) {
        float v0 = side ? 0.105f : -0.16f, v1 = side ? 0.16f : -0.105f;
        part(&p, 0.02f, 0.98f, v0 - 0.01f, v1 + 0.01f, dark);
        part(&p, 0.025f, 0.975f, v0, v1, owner);
        for (float u = 0.06f; u < 1.0f; u += 0.22f)
            part(&p, u - 0.02f, u + 0.02f, v0 - 0.012f, v1 + 0.012f, dark);
    }
}

void gui_bridge_anchor(int axis, float *fx, float *fy)
{
    *fx = axis == CIT_AXIS_NS ? 0.5f : 0.28f;
    *fy = axis == CIT_AXIS_NS ? 0.28f : 0.5f;
}

int gui_bridge_axis_at(gui_module_ctx *ctx, int x, int y)
{
    gui_bridges_state *bs = gui_bridges_of(ctx->game);
    gui_game *g = ctx->game;
    int bx, by;
    if (gui_bridge_cell(g, bs->bwhere, &bx, &by) && bx == x && by == y)
        return bs->baxis;
    cit_placed_tile t[2];
    int n = cit_game_parts_at(gui_game_engine(g), x, y, t);
    for (int i = 0; i < n; i++)
        if (t[i].overlay)
            return t[i].overlay - 1;
    return -1;
}

/* Whose bridge it is, quietly: a small pennant in the owner's colour on a pole at the first
   pier, carrying the mark their followers carry (so bridges stay told apart without relying on
   colour alone). A flag, not a disc: nothing on the bridge looks like a button. Only on cells
   big enough to read it; hovering the bridge says it in words (gui_bridge_tip). */
static void owner_mark(gui_module_ctx *ctx, SDL_Rect rc, int axis, int player)
{
    if (rc.w < gui_px(ctx->ui, BRIDGE_MARK_LEAST_CELL))
        return;
    const cit_setup *s = cit_game_setup(gui_game_engine(ctx->game));
    int colour = player >= 0 && player < s->nplayers ? s->players[player].colour : 0;
    float w = (float)rc.w, x0 = (float)rc.x, y0 = (float)rc.y;
    /* W-E: the pole rises from the west pier's upper end; N-S: it stands beside the north pier. */
    float px = x0 + (axis == CIT_AXIS_NS ? 0.71f : 0.055f) * w;
    float base = y0 + (axis == CIT_AXIS_NS ? 0.24f : 0.32f) * w, top = base - 0.22f * w;
    float fw = 0.17f * w, fh = 0.11f * w, pole = w * 0.014f > 1.0f ? w * 0.014f : 1.0f;
    SDL_Color ink = gui_rgba(GUI_COL_INK, 230);
    gui_thick_line(ctx->r, px, base, px, top, pole, ink);
    SDL_FPoint edge[3] = {{px - 1.0f, top - 1.0f}, {px + fw + 1.5f, top + fh * 0.5f}, {px - 1.0f, top + fh + 1.0f}};
    gui_fill_poly(ctx->r, edge, 3, ink);
    SDL_FPoint flag[3] = {{px, top}, {px + fw, top + fh * 0.5f}, {px, top + fh}};
    gui_fill_poly(ctx->r, flag, 3, owner_col(ctx, player));
    gui_draw_mark(ctx->r, px + fw * 0.33f, top + fh * 0.5f, fh * 0.55f, colour);
}

/* The bridge (built, or the one set up this turn) whose deck or pennant is under pixel sx,sy:
   its builder, or -1. */
static int bridge_owner_at(gui_module_ctx *ctx, int sx, int sy)
{
    gui_game *g = ctx->game;
    const cit_game *e = gui_game_engine(g);
    SDL_Point pt = {sx, sy};
    if (!SDL_PointInRect(&pt, ctx->board_rc))
        return -1;
    if (gui_bridge_deck_hit(ctx, sx, sy))
        return g->pend.player;
    cit_bridge b[64];
    int n = cit_game_bridges(e, b, 64);
    for (int i = 0; i < n && i < 64; i++) {
        SDL_Rect rc = gui_camera_cell_rect(ctx->cam, b[i].x, b[i].y);
        if (!SDL_PointInRect(&pt, &rc))
            continue;
        float u = (float)(sx - rc.x) / (float)rc.w, v = (float)(sy - rc.y) / (float)rc.h;
        float across = b[i].axis == CIT_AXIS_NS ? u : v;
        int deck = fabsf(across - 0.5f) < 0.19f;
        int flag = b[i].axis == CIT_AXIS_NS ? (u > 0.68f && u < 0.92f && v < 0.26f) : (u < 0.25f && v > 0.06f && v < 0.34f);
        if (deck || flag)
            return b[i].player;
    }
    return -1;
}

/* A cell lit orange (the tile in hand fits there only with a bridge), under the pointer before
   the drop (hovered, or the tile dragged over it at a turn that needs one): says what the
   orange means, so the drop and the bridge that follows come as no surprise. */
static void only_with_tip(gui_module_ctx *ctx, int human)
{
    gui_game *g = ctx->game;
    int x, y;
    if (!human || g->pend.decision != CIT_DECIDE_PLACE_TILE || !gui_hit(ctx->in, *ctx->board_rc) ||
        (ctx->drag->kind != GUI_DRAG_NONE && ctx->drag->kind != GUI_DRAG_TILE) ||
        (g->has_tile && ctx->drag->kind != GUI_DRAG_TILE))
        return;
    gui_camera_cell_at(ctx->cam, ctx->in->mx, ctx->in->my, &x, &y);
    int only = gui_bridges_mask(g, x, y), legal = gui_game_rotmask(g, x, y);
    int needs = ctx->drag->kind == GUI_DRAG_TILE ? (legal >> ctx->drag->rot & 1) && (only >> ctx->drag->rot & 1)
                                                 : legal && (only & legal) == legal;
    if (!needs)
        return;
    gui_module_ctx_tooltip(ctx, bridge_tr(BRIDGE_TIP_ONLY_WITH), 0);
    gui_bridges_of(g)->tip_only = 1;
}

void gui_bridge_tip(gui_module_ctx *ctx, int human)
{
    gui_bridges_state *bs = gui_bridges_of(ctx->game);
    bs->tip_player = -1;
    bs->tip_only = 0;
    if (!gui_bridges_on(gui_game_engine(ctx->game)))
        return;
    only_with_tip(ctx, human);
    if (ctx->drag->kind != GUI_DRAG_NONE || bs->tip_only)
        return;
    int p = bridge_owner_at(ctx, ctx->in->mx, ctx->in->my);
    if (p < 0)
        return;
    char line[200];
    gui_subst(line, sizeof line, gui_word_seat(&bridge_text[BRIDGE_TIP_OWNER], gui_game_is_you(ctx->game, p)),
              gui_game_player_name(ctx->game, p), NULL, NULL);
    gui_module_ctx_tooltip(ctx, line, ctx->hover->valid);
    bs->tip_player = p;
}

/* A cloister's picture on a bridge's cell is drawn again over the deck (the bridge runs under
   it), so the bridge never hides what the cell is: a square round the cloister's anchor. */
static void cloister_over(gui_module_ctx *ctx, SDL_Rect rc, int tile, int rot)
{
    if (tile < 0 || tile >= ctx->tiles->ntiles)
        return;
    const cit_tile_def *d = &ctx->tiles->tiles[tile];
    for (int f = 0; f < d->nfeat; f++) {
        if (d->feat[f].kind != CIT_FEAT_CLOISTER)
            continue;
        float fx, fy;
        gui_atlas_anchor(ctx->atlas, tile, f, rot, &fx, &fy);
        int side = rc.w * 46 / 100;
        SDL_Rect box = {rc.x + (int)(fx * (float)rc.w) - side / 2, rc.y + (int)(fy * (float)rc.h) - side / 2, side, side};
        SDL_Rect was, in;
        SDL_RenderGetClipRect(ctx->r, &was);
        if (was.w > 0 && !SDL_IntersectRect(&box, &was, &in))
            continue;
        SDL_RenderSetClipRect(ctx->r, was.w > 0 ? &in : &box);
        gui_atlas_tile(ctx->atlas, tile, rot, rc, 255);
        SDL_RenderSetClipRect(ctx->r, was.w > 0 ? &was : NULL);
    }
}

/* The cloisters of the pieces on cell x,y (and of the tile being placed there) over its bridge. */
static void cloisters_over(gui_module_ctx *ctx, SDL_Rect rc, int x, int y)
{
    gui_game *g = ctx->game;
    cit_placed_tile pc[2];
    int n = cit_game_parts_at(gui_game_engine(g), x, y, pc);
    for (int i = 0; i < n; i++)
        cloister_over(ctx, rc, pc[i].tile, pc[i].rot);
    if (g->has_tile && g->tx == x && g->ty == y && ctx->drag->kind != GUI_DRAG_TILE)
        cloister_over(ctx, rc, g->pend.tile, g->trot);
}

void gui_board_draw_bridges(gui_module_ctx *ctx)
{
    gui_bridges_state *bs = gui_bridges_of(ctx->game);
    gui_game *g = ctx->game;
    const cit_game *e = gui_game_engine(g);
    if (!gui_bridges_on(e))
        return;
    cit_bridge b[64];
    int n = cit_game_bridges(e, b, 64);
    n = n > 64 ? 64 : n;
    /* A computer's bridge on the tile it is gliding in waits for the tile to land. */
    int np = cit_game_placed_count(e);
    cit_placed_tile last = np ? cit_game_placed(e, np - 1) : (cit_placed_tile){0};
    int landing =
        g->applied_by_computer && (int)(g->now - g->applied_at) < gui_board_glide_ms(ctx->settings->anim_speed);
    for (int i = 0; i < n; i++) {
        if (landing && b[i].x == last.x && b[i].y == last.y)
            continue;
        SDL_Rect rc = gui_camera_cell_rect(ctx->cam, b[i].x, b[i].y);
        if (!SDL_HasIntersection(&rc, ctx->board_rc))
            continue;
        gui_bridge_shape(ctx->r, rc, b[i].axis, owner_col(ctx, b[i].player), 255);
        cloisters_over(ctx, rc, b[i].x, b[i].y);
        owner_mark(ctx, rc, b[i].axis, b[i].player);
    }
    int x, y;
    if (ctx->drag->kind != GUI_DRAG_TILE && gui_bridge_cell(g, bs->bwhere, &x, &y)) {
        SDL_Rect rc = gui_camera_cell_rect(ctx->cam, x, y);
        gui_bridge_shape(ctx->r, rc, bs->baxis, owner_col(ctx, g->pend.player), 255);
        cloisters_over(ctx, rc, x, y);
        owner_mark(ctx, rc, bs->baxis, g->pend.player);
    }
}

int gui_bridge_draw_ghost(gui_module_ctx *ctx, const cit_move *m, int player, Uint8 alpha, float *px, float *py)
{
    int x, y, axis = m->arg1 & 1;
    if (!gui_bridge_cell_of(m->x, m->y, m->arg0, &x, &y))
        return 0;
    SDL_Rect rc = gui_camera_cell_rect(ctx->cam, x, y);
    gui_bridge_shape(ctx->r, rc, axis, owner_col(ctx, player), alpha);
    float fx, fy;
    gui_bridge_anchor(axis, &fx, &fy);
    *px = (float)rc.x + fx * (float)rc.w;
    *py = (float)rc.y + fy * (float)rc.h;
    return 1;
}

static float pulse(const gui_module_ctx *ctx) { return 0.5f + 0.5f * sinf((float)ctx->clock * 0.006f); }

void gui_board_draw_bridge_cells(gui_module_ctx *ctx)
{
    gui_bridges_state *bs = gui_bridges_of(ctx->game);
    gui_game *g = ctx->game;
    int dragging = gui_bridge_dragging(ctx);
    /* Shown while it matters: a bridge in the hand, one still needed, or the pointer on the
       bridges box (where they could go, before the drag starts). */
    int pointing = bs->source_rc.w && ctx->drag->kind == GUI_DRAG_NONE && gui_hit(ctx->in, bs->source_rc);
    if (!g->has_tile || ctx->drag->kind == GUI_DRAG_TILE || !(dragging || pointing || gui_bridge_missing(g)))
        return;
    int t = gui_px(ctx->ui, GUI_SIZE_LINE_LIT), dash = gui_px(ctx->ui, BRIDGE_DASH);
    for (int i = 0; i < bs->nbopt; i++) {
        int x, y, dup = 0;
        if (!gui_bridge_cell(g, bs->bopt[i].arg0, &x, &y))
            continue;
        for (int j = 0; j < i; j++)
            dup |= bs->bopt[j].arg0 == bs->bopt[i].arg0;
        if (dup)
            continue;
        SDL_Rect rc = gui_camera_cell_rect(ctx->cam, x, y);
        int hot = dragging && ctx->drag->cellx == x && ctx->drag->celly == y;
        gui_fill_rect(ctx->r, rc, gui_rgba(GUI_COL_BRIDGE, (Uint8)(hot ? 70 : 25 + 30 * pulse(ctx))));
        gui_dashed_outline(ctx->r, (SDL_Rect){rc.x + t, rc.y + t, rc.w - 2 * t, rc.h - 2 * t}, t, dash,
                           gui_rgba(GUI_COL_BRIDGE, 235));
        /* A faint line along each axis a bridge may take there. */
        int mask = gui_bridge_axes_at(g, x, y, NULL);
        float cx = (float)rc.x + (float)rc.w / 2, cy = (float)rc.y + (float)rc.h / 2, h = (float)rc.w * 0.38f;
        SDL_Color line = gui_rgba(GUI_COL_BRIDGE, hot ? 120 : 170);
        if (mask & (1 << CIT_AXIS_NS))
            gui_thick_line(ctx->r, cx, cy - h, cx, cy + h, (float)t, line);
        if (mask & (1 << CIT_AXIS_WE))
            gui_thick_line(ctx->r, cx - h, cy, cx + h, cy, (float)t, line);
    }
}

void gui_bridge_draw_drag(gui_module_ctx *ctx)
{
    if (!gui_bridge_dragging(ctx))
        return;
    gui_game *g = ctx->game;
    gui_input *in = ctx->in;
    SDL_Color own = owner_col(ctx, g->pend.player);
    int mask = gui_hit(in, *ctx->board_rc) ? gui_bridge_axes_at(g, ctx->drag->cellx, ctx->drag->celly, NULL) : 0;
    if (mask & (1 << ctx->drag->rot)) {
        SDL_Rect rc = gui_camera_cell_rect(ctx->cam, ctx->drag->cellx, ctx->drag->celly);
        gui_bridge_shape(ctx->r, rc, ctx->drag->rot, own, 225);
        return;
    }
    int size = (int)(ctx->cam->zoom * 0.8f), mins = gui_px(ctx->ui, BRIDGE_DRAG_LEAST);
    size = size < mins ? mins : size;
    gui_bridge_shape(ctx->r, (SDL_Rect){in->mx - size / 2, in->my - size / 2, size, size}, ctx->drag->rot, own, 170);
}

int gui_bridge_deck_hit(gui_module_ctx *ctx, int sx, int sy)
{
    gui_bridges_state *bs = gui_bridges_of(ctx->game);
    gui_game *g = ctx->game;
    int x, y;
    if (!gui_bridge_cell(g, bs->bwhere, &x, &y))
        return 0;
    SDL_Rect rc = gui_camera_cell_rect(ctx->cam, x, y);
    float across = bs->baxis == CIT_AXIS_NS ? (float)(sx - rc.x) / (float)rc.w : (float)(sy - rc.y) / (float)rc.h;
    SDL_Point pt = {sx, sy};
    return SDL_PointInRect(&pt, &rc) && fabsf(across - 0.5f) < 0.19f;
}

int gui_bridge_counter(gui_module_ctx *ctx, int player, int x, int y)
{
    const cit_game *e = gui_game_engine(ctx->game);
    if (!gui_bridges_on(e))
        return 0;
    gui_ui *ui = ctx->ui;
    int s = gui_px(ui, BRIDGE_ROW_ICON), n = cit_game_bridges_left(e, player);
    gui_bridge_shape(ctx->r, (SDL_Rect){x, y - s / 2, s, s}, CIT_AXIS_WE, owner_col(ctx, player), n ? 255 : 90);
    char num[16];
    snprintf(num, sizeof num, "\xC3\x97%d", n);
    int px = gui_font_px(ui, GUI_FONT_SMALL);
    gui_text(num, x + s + gui_px(ui, BRIDGE_ROW_NUM_GAP), y - px * 5 / 8, px, 1, gui_rgba(n ? GUI_COL_INK : GUI_COL_DISABLED, 255),
             GUI_ALIGN_LEFT);
    return s + gui_px(ui, GUI_SIZE_NUDGE) + gui_text_width(num, px, 1);
}

int gui_bridge_source(gui_module_ctx *ctx, int x, int y, int w)
{
    gui_bridges_state *bs = gui_bridges_of(ctx->game);
    gui_game *g = ctx->game;
    const cit_game *e = gui_game_engine(g);
    bs->source_rc = (SDL_Rect){0, 0, 0, 0};
    if (!gui_bridges_on(e) || cit_game_over(e) || g->pend.decision != CIT_DECIDE_PLACE_TILE)
        return y;
    gui_ui *ui = ctx->ui;
    int p = g->pend.player;
    int human = gui_module_ctx_seat_here(ctx, p);
    int usable = human && gui_bridge_possible(g) && !gui_bridge_dragging(ctx);
    int needed = human && gui_bridge_missing(g);
    SDL_Rect box = {x, y, w, gui_px(ui, BRIDGE_SOURCE_H)};
    gui_fill_rounded(ctx->r, box, gui_px(ui, GUI_SIZE_PANEL_RADIUS), gui_rgba(usable ? GUI_COL_BOX : GUI_COL_BOX_HELD, 255));
    if (needed)
        gui_rect_outline(ctx->r, box, gui_px(ui, GUI_SIZE_LINE_LIT), gui_rgba(GUI_COL_BRIDGE, (Uint8)(150 + 100 * pulse(ctx))));
    else if (usable)
        gui_rect_outline(ctx->r, box, gui_px(ui, GUI_SIZE_LINE), gui_rgba(GUI_COL_ACCENT, 255));
    int s = gui_px(ui, BRIDGE_SOURCE_ICON);
    gui_bridge_shape(ctx->r, (SDL_Rect){box.x + gui_px(ui, GUI_SIZE_PAD), box.y + (box.h - s) / 2, s, s}, CIT_AXIS_WE,
                     owner_col(ctx, p), usable || needed ? 255 : 110);
    /* The supply as it will be after this turn's bridge. */
    char num[12], line[48];
    int bridges = cit_game_bridges_left(e, p) - (g->has_tile && bs->bwhere != CIT_BRIDGE_NONE);
    snprintf(num, sizeof num, "%d", bridges);
    gui_subst(line, sizeof line, gui_word_n(&bridge_text[BRIDGE_BRIDGES_LEFT], bridges), num, NULL, NULL);
    int px = gui_font_px(ui, GUI_FONT_BODY);
    gui_text(line, box.x + s + gui_px(ui, BRIDGE_SOURCE_TEXT_X), box.y + (box.h - px * 5 / 4) / 2, px, 1, gui_rgba(GUI_COL_INK, 255),
             GUI_ALIGN_LEFT);
    if (usable)
        bs->source_rc = box;
    return y + box.h + gui_px(ui, GUI_SIZE_PAD);
}
