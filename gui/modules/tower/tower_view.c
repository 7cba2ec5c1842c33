/* The Tower on screen (tower_view.h). */
#include "modules/tower/tower_view.h"
#include "scenes/game/place_words.h"
#include "modules/tower/tower_text.h"
#include "modules/tower/tower_state.h"
#include "modules/tower/tower_decide.h"
#include "modules/tower/tower.h"
#include "scenes/game/board_view.h"
#include "scenes/game/game_state.h"
#include "draw/draw.h"
#include "draw/text.h"
#include "draw/atlas.h"
#include "scenes/game/board_followers.h"
#include "modules/gui_module.h" /* the mayor's and the wagon's figures */

#include <stdio.h>
#include <string.h>

#define STONE_RGB 0xb9b2a3 /* neutral stone: no player's colour */
#define MAX_SHOWN_TOWERS 32

/* The supply's box and a player's row, in dp. */
enum {
    TW_SUPPLY_STACK = 30,  /* the stack drawn in the supply's box */
    TW_SUPPLY_WORDS = 22,  /* the box's words past the stack */
    TW_ROW_PIECE = 16,     /* a piece, a prisoner in a player's row */
    TW_ROW_PIECES_Y = 28,  /* the row's pieces line below the row's top */
    TW_COUNT_GAP = 2,      /* the stack to its count; a prisoner with no count to the next */
    TW_PRISONER_GAP = 3    /* a prisoner to its count or the next */
};

static SDL_Color colour_of(const gui_module_ctx *ctx, int p)
{
    const cit_setup *s = cit_game_setup(gui_game_engine(ctx->game));
    return gui_player_colour(ctx->settings->palette_cb, p >= 0 && p < s->nplayers ? s->players[p].colour : 0);
}

void gui_tower_follower(gui_module_ctx *ctx, int p, int kind, float cx, float cy, float h, Uint8 alpha)
{
    int colour = gui_game_player_colour(ctx->game, p);
    if (!kind || !gui_module_ctx_figure_draw(ctx, gui_game_engine(ctx->game), kind, colour, cx, cy, h, alpha))
        gui_atlas_follower(ctx->atlas, ctx->settings->palette_cb, colour, 0, cx, cy, h, alpha);
}

void gui_tower_stack(gui_module_ctx *ctx, float cx, float by, float w, int height)
{
    SDL_Color stone = gui_rgba(STONE_RGB, 255), edge = gui_darken(stone, 0.55f);
    float ring = w * 0.32f;
    /* a plinth, then one ring per piece, each a little narrower (so the count reads as steps) */
    for (int k = 0; k <= height; k++) {
        float rw = k ? w * (1.0f - 0.04f * (float)(k > 6 ? 6 : k)) : w * 1.1f, y = by - ring * (float)(k + 1);
        SDL_Rect rc = {(int)(cx - rw / 2), (int)y, (int)rw, (int)ring};
        gui_fill_rect(ctx->r, rc, k ? stone : gui_darken(stone, 0.75f));
        gui_rect_outline(ctx->r, rc, 1, edge);
    }
}

void gui_tower_height_badge(gui_module_ctx *ctx, float cx, float by, float w, int height)
{
    if (height <= 0)
        return;
    char num[12]; /* any int: -O1 cannot see that a tower is at most a few dozen high */
    snprintf(num, sizeof num, "%d", height);
    int px = (int)(w * 0.9f) < 10 ? 10 : (int)(w * 0.9f);
    SDL_Rect badge = {(int)(cx - w * 0.5f - (float)px), (int)(by - (float)px * 1.3f), px, px * 5 / 4};
    gui_fill_rect(ctx->r, badge, gui_rgba(0x2b2722, 220)); /* the height badge: dark slate under light digits */
    gui_text(num, badge.x + badge.w / 2, badge.y, px, 1, gui_rgba(GUI_COL_SHINE, 255), GUI_ALIGN_CENTER);
}

gui_tower_state *gui_tower_of(const gui_game *g) { return gui_game_module(g, CIT_MODULE_TOWER); }

/* Where the stack of the tower at x,y stands: its bottom centre and ring width, in window
   pixels. On the foundation painted on its tile (the art's "tower" mark), the stack's foot on
   the ruin's lower wall; without the mark, the upper right of its cell. */
static void stack_at(const gui_module_ctx *ctx, int x, int y, float *cx, float *by, float *w)
{
    SDL_Rect c = gui_camera_cell_rect(ctx->cam, x, y);
    cit_placed_tile pc[2];
    float fx = 0.80f, fy = 0.50f;
    *w = (float)c.w * 0.24f;
    if (cit_game_parts_at(gui_game_engine(ctx->game), x, y, pc) > 0 &&
        gui_atlas_mark(ctx->atlas, pc[0].tile, "tower", pc[0].rot, &fx, &fy)) {
        *w = (float)c.w * 0.2f;
        fy += 0.07f;
    }
    *cx = (float)c.x + (float)c.w * fx;
    *by = (float)c.y + (float)c.h * fy;
}

/* How far (0..1) an animation begun at `at` has gone, `ms` long; 1 when over or off. */
static float progress(const gui_module_ctx *ctx, uint32_t at, int ms)
{
    uint32_t age = ctx->game->now - at;
    return ms <= 0 || age >= (uint32_t)ms ? 1.0f : (float)age / (float)ms;
}

static int glide_ms(const gui_module_ctx *ctx) { return gui_board_glide_ms(ctx->settings->anim_speed); }

/* A piece put at another screen (a computer's, a network player's) glides in from its
   player's row: while it flies, the stack stands one lower. */
static int gliding_onto(const gui_module_ctx *ctx, const cit_tower *t)
{
    const gui_tower_state *st = gui_tower_of(ctx->game);
    return st->glide_on && st->glide_x == t->x && st->glide_y == t->y &&
           !gui_module_ctx_seat_here(ctx, st->glide_player) && progress(ctx, st->glide_at, glide_ms(ctx)) < 1.0f;
}

static void draw_one(gui_module_ctx *ctx, const cit_tower *t)
{
    float cx, by, w;
    stack_at(ctx, t->x, t->y, &cx, &by, &w);
    int flying = gliding_onto(ctx, t), height = t->height - (flying ? 1 : 0);
    gui_tower_stack(ctx, cx, by, w, height);
    float top = by - w * 0.32f * (float)(height + 1);
    if (t->top) {
        const cit_setup *s = cit_game_setup(gui_game_engine(ctx->game));
        gui_atlas_follower(ctx->atlas, ctx->settings->palette_cb, s->players[t->top - 1].colour, 0, cx, top - w * 0.35f,
                           w * (t->top_big ? 1.3f : 1.0f), 255);
    }
    gui_tower_height_badge(ctx, cx, by, w, height);
    if (!flying)
        return;
    /* the ring in flight: from the row's pieces to the top of the stack, slowing as it lands */
    const gui_tower_state *st = gui_tower_of(ctx->game);
    float k = progress(ctx, st->glide_at, glide_ms(ctx)), e = 1.0f - (1.0f - k) * (1.0f - k);
    float fx = st->row_x[st->glide_player], fy = st->row_y[st->glide_player];
    if (fx == 0 && fy == 0)
        fx = (float)(ctx->board_rc->x + ctx->board_rc->w), fy = by; /* no row drawn yet: from the panel's side */
    gui_tower_stack(ctx, fx + (cx - fx) * e, fy + (top + w * 0.32f - fy) * e, w, 1);
}

int gui_tower_taken_px(gui_module_ctx *ctx, float *px, float *py, float *fade)
{
    const gui_tower_state *st = gui_tower_of(ctx->game);
    float k = st->take_on ? progress(ctx, st->take_at, glide_ms(ctx) * 3 / 2) : 1.0f;
    if (k >= 1.0f)
        return 0;
    float fx, fy, tx, ty, w;
    if (st->take_spot >= 0) {
        gui_module_ctx_board_anchor_px(ctx, st->take_tile, st->take_spot, st->take_rot, st->take_x, st->take_y, &fx,
                                       &fy);
    } else { /* from the top of a tower */
        stack_at(ctx, st->take_x, st->take_y, &fx, &fy, &w);
        fy -= w;
    }
    stack_at(ctx, st->take_tx, st->take_ty, &tx, &ty, &w);
    *px = fx + (tx - fx) * k;
    *py = fy + (ty - fy) * k - ctx->cam->zoom * 0.35f * k; /* rising as it goes */
    *fade = 1.0f - k;
    return 1;
}

/* The follower a tower took rises off its place and fades toward the tower. */
static void draw_taken(gui_module_ctx *ctx)
{
    float px, py, fade;
    if (!gui_tower_taken_px(ctx, &px, &py, &fade))
        return;
    const gui_tower_state *st = gui_tower_of(ctx->game);
    gui_tower_follower(ctx, st->take_owner, st->take_kind, px, py, ctx->cam->zoom * 0.3f, (Uint8)(255.0f * fade));
}

int gui_tower_shown_height(const gui_module_ctx *ctx, int x, int y)
{
    cit_tower t[MAX_SHOWN_TOWERS];
    int n = cit_game_towers(gui_game_engine(ctx->game), t, MAX_SHOWN_TOWERS);
    for (int i = 0; i < n && i < MAX_SHOWN_TOWERS; i++)
        if (t[i].x == x && t[i].y == y)
            return t[i].height - gliding_onto(ctx, &t[i]);
    return -1;
}

void gui_tower_draw(gui_module_ctx *ctx)
{
    cit_tower t[MAX_SHOWN_TOWERS];
    int n = cit_game_towers(gui_game_engine(ctx->game), t, MAX_SHOWN_TOWERS);
    for (int i = 0; i < n && i < MAX_SHOWN_TOWERS; i++)
        draw_one(ctx, &t[i]);
    draw_taken(ctx);
}

void gui_tower_note_event(gui_game *g, const cit_game *before, const cit_event *e)
{
    gui_tower_state *st = gui_tower_of(g);
    if (e->type == CIT_EV_TOWER_PIECE) {
        st->glide_on = 1, st->glide_x = e->x, st->glide_y = e->y, st->glide_player = e->player;
        st->glide_at = g->now;
        return;
    }
    if (e->type != CIT_EV_TOWER_CAPTURE)
        return;
    cit_placed_tile pc[2];
    int np = e->spot >= 0 ? cit_game_parts_at(before, e->x, e->y, pc) : 0;
    if (e->spot >= 0 && np <= e->half)
        return;
    st->take_on = 1, st->take_x = e->x, st->take_y = e->y, st->take_spot = e->spot;
    st->take_tile = np ? pc[e->half].tile : 0, st->take_rot = np ? pc[e->half].rot : 0;
    st->take_owner = e->other, st->take_kind = e->quarter, st->take_at = g->now;
    /* the tower that took it: the capture question's (the engine names it while it asks) */
    st->take_tx = g->pend.x, st->take_ty = g->pend.y;
}

int gui_tower_supply(gui_module_ctx *ctx, int x, int y, int w)
{
    gui_tower_state *st = gui_tower_of(ctx->game);
    const cit_game *e = gui_game_engine(ctx->game);
    st->supply_rc = (SDL_Rect){0, 0, 0, 0};
    if (cit_game_over(e))
        return y;
    gui_ui *ui = ctx->ui;
    int p = gui_game_player(ctx->game), usable = gui_tower_step_offers(ctx, TOWER_DRAG_PIECE);
    int left = cit_game_tower_pieces(e, p) - (st->dragging == TOWER_DRAG_PIECE);
    SDL_Rect box = {x, y, w, gui_px(ui, GUI_SIZE_TOUCH_H)};
    gui_fill_rounded(ctx->r, box, gui_px(ui, GUI_SIZE_PANEL_RADIUS), gui_rgba(usable ? GUI_COL_BOX : GUI_COL_BOX_HELD, 255));
    if (usable)
        gui_rect_outline(ctx->r, box, gui_px(ui, GUI_SIZE_LINE), gui_rgba(GUI_COL_ACCENT, 255));
    int s = gui_px(ui, TW_SUPPLY_STACK);
    gui_tower_stack(ctx, (float)(box.x + gui_px(ui, GUI_SIZE_PAD) + s / 2), (float)(box.y + box.h - gui_px(ui, GUI_SIZE_GAP)), (float)s, 2);
    char num[12], line[48];
    snprintf(num, sizeof num, "%d", left);
    gui_subst(line, sizeof line, gui_word_n(&tower_text[TOWER_SUPPLY], left), num, NULL, NULL);
    int px = gui_font_px(ui, GUI_FONT_BODY);
    gui_text(line, box.x + s + gui_px(ui, TW_SUPPLY_WORDS), box.y + (box.h - px * 5 / 4) / 2, px, 1,
             gui_rgba(usable ? GUI_COL_INK : GUI_COL_INK_SOFT, 255), GUI_ALIGN_LEFT);
    if (usable)
        st->supply_rc = box;
    return y + box.h + gui_px(ui, GUI_SIZE_PAD);
}

int gui_tower_pieces(gui_module_ctx *ctx, int player, int x, int row_y)
{
    const cit_game *e = gui_game_engine(ctx->game);
    int h = gui_px(ctx->ui, TW_ROW_PIECE), y = row_y + gui_px(ctx->ui, TW_ROW_PIECES_Y), px = gui_font_px(ctx->ui, GUI_FONT_SMALL);
    gui_tower_state *st = gui_tower_of(ctx->game);
    if (player >= 0 && player < CIT_MAX_PLAYERS) /* where a piece put elsewhere glides from */
        st->row_x[player] = (float)x + (float)h * 0.4f, st->row_y[player] = (float)(y + h);
    gui_tower_stack(ctx, (float)x + (float)h * 0.4f, (float)(y + h), (float)h * 0.8f, 2);
    char num[16];
    snprintf(num, sizeof num, "\xC3\x97%d", cit_game_tower_pieces(e, player));
    int tx = x + h + gui_px(ctx->ui, TW_COUNT_GAP);
    gui_text(num, tx, y + (h - px * 5 / 4) / 2, px, 1, gui_rgba(GUI_COL_INK, 255), GUI_ALIGN_LEFT);
    tx += gui_text_width(num, px, 1) + gui_px(ctx->ui, GUI_SIZE_GAP);
    /* prisoners beside their captor, each kind in its own shape and its owner's colour, in a
       frame of the captor's; normal followers with how many */
    int np = cit_game_setup(e)->nplayers;
    for (int o = 0; o < np; o++)
        for (int kind = 0; kind <= cit_game_follower_kinds(e) && kind < GUI_TOWER_MAX_KINDS; kind++) {
            int k = cit_game_tower_held(e, player, o, kind);
            if (k <= 0)
                continue;
            const gui_figure *fig = gui_figure_of(e, kind);
            int fw = (int)((float)h * (fig && fig->width > 0 ? fig->width : 0.8f)); /* the wagon is wider */
            gui_tower_follower(ctx, o, kind, (float)tx + (float)fw * 0.5f, (float)y + (float)h * 0.5f, (float)h, 255);
            gui_rect_outline(ctx->r, (SDL_Rect){tx - 1, y - 1, fw + 2, h + 2}, 1, colour_of(ctx, player));
            tx += fw + gui_px(ctx->ui, TW_PRISONER_GAP);
            if (kind) {
                tx += gui_px(ctx->ui, TW_COUNT_GAP);
                continue;
            }
            snprintf(num, sizeof num, "%d", k);
            gui_text(num, tx, y + (h - px * 5 / 4) / 2, px, 1, gui_rgba(GUI_COL_INK, 255), GUI_ALIGN_LEFT);
            tx += gui_text_width(num, px, 1) + gui_px(ctx->ui, GUI_SIZE_NUDGE);
        }
    return tx - x;
}

static const char *name_of(const cit_game *g, int p)
{
    const cit_setup *s = cit_game_setup(g);
    return p >= 0 && p < s->nplayers ? s->players[p].name : "?";
}

void gui_tower_where(const cit_game *g, int x, int y, char *buf, size_t cap)
{
    gui_where_words(g, x, y, buf, cap);
    if (!buf[0]) /* the start itself: no foundation lies there, but say something */
        snprintf(buf, cap, "%d,%d", x, y);
}

int gui_tower_move_words(const cit_game *g, const cit_move *m, char *buf, size_t cap)
{
    char at[96];
    gui_tower_where(g, m->x, m->y, at, sizeof at);
    switch (m->type) {
    case CIT_MOVE_TOWER_FIGURE: {
        static const tower_text_id ids[] = {TOWER_MV_STEP_NONE, TOWER_MV_PIECE, TOWER_MV_CLOSE, TOWER_MV_CLOSE_BIG};
        gui_subst(buf, cap, tower_tr(ids[m->arg0 & 3]), at, NULL, NULL);
        return 1;
    }
    case CIT_MOVE_TOWER_CAPTURE: {
        if (m->arg0 == CIT_CAPTURE_NONE) {
            SDL_strlcpy(buf, tower_tr(TOWER_MV_CAPTURE_NONE), cap);
            return 1;
        }
        /* a follower another module keeps on the cell (an acrobat space) names its owner */
        int owner = m->arg0 == CIT_CAPTURE_KEPT ? m->rot : -1;
        cit_follower f[64];
        int n = m->arg0 == CIT_CAPTURE_KEPT ? 0 : cit_game_followers(g, f, 64);
        for (int i = 0; i < n && i < 64; i++) {
            int top = f[i].where == CIT_AT_QUARTER && f[i].quarter == CIT_TOWER_AT_TOP;
            if (f[i].x == m->x && f[i].y == m->y && (m->arg0 == CIT_CAPTURE_TOP ? top : f[i].spot == m->spot && !top))
                owner = f[i].player;
        }
        if (m->arg0 != CIT_CAPTURE_TOP && m->arg1) /* a declared kind, in its declarer's words */
            gui_figure_say(g, m->arg1, tower_tr(TOWER_MV_CAPTURE_KIND), name_of(g, owner), at, NULL, buf, cap);
        else
            gui_subst(buf, cap, tower_tr(m->arg0 == CIT_CAPTURE_TOP ? TOWER_MV_CAPTURE_TOP : TOWER_MV_CAPTURE),
                      name_of(g, owner), at, NULL);
        return 1;
    }
    case CIT_MOVE_TOWER_EXCHANGE: {
        if (m->arg0)
            gui_figure_say(g, m->arg0, tower_tr(TOWER_MV_EXCHANGE_KIND), NULL, NULL, NULL, buf, cap);
        else
            SDL_strlcpy(buf, tower_tr(TOWER_MV_EXCHANGE_NORMAL), cap);
        return 1;
    }
    case CIT_MOVE_TOWER_RANSOM: {
        if (m->arg0 == 0)
            SDL_strlcpy(buf, tower_tr(TOWER_MV_RANSOM_NONE), cap);
        else if (m->arg1)
            gui_figure_say(g, m->arg1,
                           tower_tr(gui_figure_follower_words(g, m->arg1) ? TOWER_MV_RANSOM_FOLLOWER : TOWER_MV_RANSOM_KIND),
                           name_of(g, m->arg0 - 1), NULL, NULL, buf, cap);
        else
            gui_subst(buf, cap, tower_tr(TOWER_MV_RANSOM), name_of(g, m->arg0 - 1), NULL, NULL);
        return 1;
    }
    default:
        return 0;
    }
}

void gui_tower_held_line(const cit_game *e, int kind, int count, const char *holder, char *buf, size_t cap)
{
    char num[16];
    snprintf(num, sizeof num, "%d", count);
    if (kind) /* one of a declared kind, in its declarer's words */
        gui_figure_say(e, kind,
                       tower_tr(gui_figure_follower_words(e, kind) ? TOWER_RANSOM_HELD_FOLLOWER : TOWER_RANSOM_HELD_KIND),
                       holder, num, NULL, buf, cap);
    else
        gui_subst(buf, cap, gui_word_n(&tower_text[count > 1 ? TOWER_RANSOM_HELD_N : TOWER_RANSOM_HELD], count), holder,
                  num, NULL);
}

void gui_tower_exchange_ask(const cit_game *e, int kind, int n, const char *holder, char *ask, size_t acap, char *keys,
                            size_t kcap)
{
    char num[16];
    snprintf(num, sizeof num, "%d", n);
    if (kind) {
        gui_figure_say(e, kind, tower_tr(TOWER_EXCHANGE_ASK), holder, NULL, NULL, ask, acap);
        gui_figure_say(e, kind, tower_tr(TOWER_EXCHANGE_KEYS), NULL, NULL, NULL, keys, kcap);
    } else {
        gui_subst(ask, acap, tower_tr(TOWER_EXCHANGE_ASK_KINDS), holder, NULL, NULL);
        gui_subst(keys, kcap, tower_tr(TOWER_EXCHANGE_KEYS_N), num, NULL, NULL);
    }
}
