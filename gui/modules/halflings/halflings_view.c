/* Halflings in the window: hands, the triangle drag, the curtain (halflings_view.h). */
#include "modules/halflings/halflings_view.h"
#include "scenes/game/decide.h"
#include "modules/halflings/halflings_text.h"
#include "modules/halflings/halflings.h"
#include "scenes/game/board_view.h"
#include "scenes/scenes.h"
#include "draw/draw.h"
#include "draw/text.h"


#include <math.h>
#include <stdio.h>
#include <string.h>

/* Halflings' own sizes, in layout units. */
enum {
    HALF_ROW_SIZE = 14,      /* a player's row: the triangle's side, its top below the row's, */
    HALF_ROW_Y = 29,
    HALF_ROW_NUM_OFF = 2,    /* the count beside it, a little right and up */
    HALF_HAND_MOST = 84,     /* a triangle in the side panel's hand, at most (in a slot) */
    HALF_COUNT_X = 2,        /* the count in a slot's corner, from its right and top */
    HALF_COUNT_Y = 1,
    HALF_SPOT_RING = 4,      /* the ring round a spot the hint or a question points at */
    HALF_CURTAIN_W = 560,    /* the hot-seat curtain between players' hands */
    HALF_CURTAIN_H = 300,
    HALF_CURTAIN_BAND = 10,  /* the next player's colour along its top */
    HALF_CURTAIN_FIG = 90,   /* their figure, its top from the curtain's */
    HALF_CURTAIN_FIG_Y = 30,
    HALF_CURTAIN_FONT = 34,  /* "Anna's turn" under it, */
    HALF_CURTAIN_ROOM = 40,  /* the room round the words, and below the figure */
    HALF_CURTAIN_LEAST_FONT = 10 /* the why line shrinks to this before it overflows */
};

half_state *half_state_of(const gui_game *g) { return gui_game_module(g, CIT_MODULE_HALFLINGS); }

cit_move half_turn_move(int arg0, int tile)
{
    cit_move m;
    memset(&m, 0, sizeof m);
    m.type = CIT_MOVE_HALFLINGS_TURN;
    m.spot = CIT_SPOT_NONE;
    m.arg0 = (uint8_t)arg0;
    m.tile = (cit_tile_id)tile;
    return m;
}

static SDL_Color pcol(const gui_module_ctx *ctx, int p)
{
    return gui_player_colour(ctx->settings->palette_cb, gui_game_player_colour(ctx->game, p));
}

const char *half_tile_name(const cit_game *e, int tile)
{
    const cit_tileset *ts = cit_game_tileset(e);
    unsigned f = tile >= 0 && tile < ts->ntiles ? ts->tiles[tile].flags : 0;
    return halflings_tr(f & CIT_TF_VINEYARD ? HALF_SPECIAL_VINEYARD
                        : f & CIT_TF_HILL   ? HALF_SPECIAL_HILL
                        : f & CIT_TF_SHEEP  ? HALF_SPECIAL_SHEEP
                        : f & CIT_TF_CROP_CIRCLE ? HALF_SPECIAL_CROP
                                                 : HALF_TRIANGLE);
}

const char *half_tile_tip(const cit_game *e, int tile)
{
    const cit_tileset *ts = cit_game_tileset(e);
    unsigned f = tile >= 0 && tile < ts->ntiles ? ts->tiles[tile].flags : 0;
    int shepherd = cit_option_find("shepherd", 8); /* the sheep's expansion's, by its name */
    int flock = shepherd >= 0 && cit_game_setup(e)->opt.v[shepherd];
    return f & CIT_TF_VINEYARD       ? halflings_tr(HALF_TIP_VINEYARD)
           : f & CIT_TF_HILL         ? halflings_tr(HALF_TIP_HILL)
           : f & CIT_TF_SHEEP        ? halflings_tr(flock ? HALF_TIP_SHEEP_FLOCK : HALF_TIP_SHEEP)
           : f & CIT_TF_CROP_CIRCLE ? halflings_tr(HALF_TIP_CROP)
                                     : NULL;
}

void half_tip_box(gui_module_ctx *ctx, const char *text, int x, int bottom, int w)
{
    gui_ui *ui = ctx->ui;
    int px = gui_font_px(ui, GUI_FONT_SMALL), pad = gui_px(ui, GUI_SIZE_SPACE), was = gui_draw_enabled;
    gui_draw_enabled = 0; /* measured first, then drawn above `bottom` */
    int h = gui_text_wrapped(text, 0, 0, w - 2 * pad, px, 0, gui_rgba(0, 255)) + 2 * pad;
    gui_draw_enabled = was;
    int y = bottom - h < 0 ? 0 : bottom - h;
    gui_fill_rounded(ctx->r, (SDL_Rect){x, y, w, h}, gui_px(ui, GUI_SIZE_RADIUS), gui_rgba(GUI_COL_PLATE, 235));
    gui_text_wrapped(text, x + pad, y + pad, w - 2 * pad, px, 0, gui_rgba(GUI_COL_CREAM, 255));
}

/* ---- who sees which hand ------------------------------------------------------------------ */

/* People at this screen (in a network game, only its own seats: another hand is never shown). */
static int humans(const gui_module_ctx *ctx, int *only)
{
    int n = 0;
    const cit_setup *s = cit_game_setup(gui_game_engine(ctx->game));
    for (int p = 0; p < s->nplayers; p++)
        if (gui_module_ctx_seat_person(ctx, p)) {
            n++;
            *only = p;
        }
    return n;
}

/* The person deciding now, or -1 (a computer decides, or the game is over). */
static int human_decider(const gui_module_ctx *ctx)
{
    const cit_game *e = gui_game_engine(ctx->game);
    const cit_pending *pd = ctx->pend;
    if (cit_game_over(e) || pd->decision == CIT_DECIDE_NONE)
        return -1;
    return gui_module_ctx_seat_here(ctx, pd->player) ? pd->player : -1;
}

/* The curtain is wanted before the decider's turn: two or more people share the window, and
   the curtain was not lifted for this decider since another person's last one. */
static int curtain_wanted(const gui_module_ctx *ctx, int decider)
{
    int only = -1;
    return decider >= 0 && ctx->settings->curtain && humans(ctx, &only) >= 2 &&
           half_state_of(ctx->game)->viewer1 != decider + 1;
}

/*
 * The one rule for which hand the screen may show face up: every drawing of a
 * hand asks it. One person at the table (with computers): always theirs, whoever moves, as
 * nobody else looks. Two or more people: only the person deciding now, and only once the
 * curtain was lifted for them (or at once when Settings turned the curtain off); while a
 * computer decides, or before the curtain, every hand shows its back. No person: none.
 */
int half_shown_seat(const gui_module_ctx *ctx)
{
    int only = -1, n = humans(ctx, &only);
    if (n == 1)
        return only;
    int d = human_decider(ctx);
    return n >= 2 && d >= 0 && !curtain_wanted(ctx, d) ? d : -1;
}

int half_turn_open(const gui_module_ctx *ctx)
{
    int d = human_decider(ctx);
    return d >= 0 && ctx->pend->decision == CIT_DECIDE_HALFLINGS_TURN && half_shown_seat(ctx) == d;
}

/* ---- the hand cache ------------------------------------------------------------------------ */

void half_refresh(gui_module_ctx *ctx)
{
    half_state *st = half_state_of(ctx->game);
    const cit_game *e = gui_game_engine(ctx->game);
    int key = cit_session_length(ctx->game->sess) + 1;
    if (st->cache_key == key)
        return;
    st->cache_key = key;
    int p = ctx->pend->player;
    st->nhand = cit_game_hand(e, p, st->hand, HALF_MAX_HAND);
    if (st->nhand > HALF_MAX_HAND)
        st->nhand = HALF_MAX_HAND;
    for (int i = 0; i < st->nhand; i++) {
        st->fits[i] = 0;
        st->nplace[i] = 0;
        if (ctx->pend->decision != CIT_DECIDE_HALFLINGS_TURN)
            continue;
        cit_move m = half_turn_move(1, st->hand[i]);
        cit_game *c = cit_game_clone(e);
        if (c && cit_game_apply(c, &m, NULL) == CIT_OK) {
            int n = cit_game_legal_placements(c, st->place[i], HALF_MAX_PLACES);
            st->nplace[i] = n > HALF_MAX_PLACES ? HALF_MAX_PLACES : n;
            st->fits[i] = st->nplace[i] > 0;
        }
        cit_game_free(c);
    }
}

static int slot_mask(const half_state *st, int slot, int x, int y)
{
    if (slot < 0 || slot >= st->nhand)
        return 0;
    for (int i = 0; i < st->nplace[slot]; i++)
        if (st->place[slot][i].x == x && st->place[slot][i].y == y)
            return st->place[slot][i].rotmask;
    return 0;
}

/* ---- the side panel -------------------------------------------------------------------------- */

/* The back of a triangle: a plain half square in the box's colour. */
static void triangle_back(gui_module_ctx *ctx, SDL_Rect rc, Uint8 alpha)
{
    SDL_FPoint p[3] = {{(float)rc.x, (float)rc.y}, {(float)(rc.x + rc.w), (float)(rc.y + rc.h)},
                       {(float)rc.x, (float)(rc.y + rc.h)}};
    gui_fill_poly(ctx->r, p, 3, gui_rgba(0x6d5a3a, alpha));
    SDL_FPoint q[3] = {{(float)rc.x + (float)rc.w * 0.16f, (float)rc.y + (float)rc.h * 0.40f},
                       {(float)rc.x + (float)rc.w * 0.60f, (float)rc.y + (float)rc.h * 0.84f},
                       {(float)rc.x + (float)rc.w * 0.16f, (float)rc.y + (float)rc.h * 0.84f}};
    gui_fill_poly(ctx->r, q, 3, gui_rgba(0xb89c68, alpha));
}

int half_pieces(gui_module_ctx *ctx, int player, int x, int row_y)
{
    const cit_game *e = gui_game_engine(ctx->game);
    cit_tile_id hand[HALF_MAX_HAND];
    int n = cit_game_hand(e, player, hand, HALF_MAX_HAND);
    if (n <= 0)
        return 0;
    int s = gui_px(ctx->ui, HALF_ROW_SIZE), y = row_y + gui_px(ctx->ui, HALF_ROW_Y);
    triangle_back(ctx, (SDL_Rect){x, y, s, s}, 255);
    char num[16];
    snprintf(num, sizeof num, "%d", n);
    gui_text(num, x + s + gui_px(ctx->ui, HALF_ROW_NUM_OFF), y - gui_px(ctx->ui, HALF_ROW_NUM_OFF), gui_font_px(ctx->ui, GUI_FONT_SMALL), 1,
             gui_rgba(GUI_COL_INK, 255), GUI_ALIGN_LEFT);
    return s + gui_px(ctx->ui, GUI_SIZE_MARGIN);
}

/* The turn question from the keyboard: D or Enter draws a square, 1-3 play that triangle of
   the hand (it becomes the tile in hand: click a lit half, as a drawn tile). */
static void turn_keys(gui_module_ctx *ctx, half_state *st)
{
    if (gui_key_take(ctx->ui, SDLK_d, SDLK_UNKNOWN)) {
        ctx->decide->mute_d = 1; /* held on, D is no pan until released */
        st->want_draw = 1;
    }
    if (gui_key_take(ctx->ui, SDLK_RETURN, SDLK_KP_ENTER))
        st->want_draw = 1;
    for (int i = 0; i < 3 && i < st->nhand; i++)
        if (gui_key_take(ctx->ui, SDLK_1 + i, SDLK_KP_1 + i) && st->fits[i] && !st->want_draw) {
            st->want_play = 1;
            st->want_tile = st->hand[i];
            st->want_x = st->want_y = HALF_NOWHERE; /* no drop: the core's tile box */
        }
}

const char *half_key_help(const gui_module_ctx *ctx) { return half_turn_open(ctx) ? halflings_tr(HALF_KEYS) : NULL; }

int half_panel(gui_module_ctx *ctx, int x, int y, int w)
{
    gui_ui *ui = ctx->ui;
    half_state *st = half_state_of(ctx->game);
    const cit_game *e = gui_game_engine(ctx->game);
    memset(st->slot_rc, 0, sizeof st->slot_rc);
    st->hover_slot = -1;
    st->face_up = -1;
    if (cit_game_over(e))
        return y;
    half_refresh(ctx);
    int viewer = half_shown_seat(ctx), whose = viewer >= 0 ? viewer : ctx->pend->player;
    cit_tile_id hand[HALF_MAX_HAND];
    int n = cit_game_hand(e, whose, hand, HALF_MAX_HAND);
    n = n > HALF_MAX_HAND ? HALF_MAX_HAND : n;
    int open = half_turn_open(ctx);
    if (open)
        turn_keys(ctx, st);
    if (n <= 0 && !open)
        return y;
    st->face_up = n > 0 ? viewer : -1;
    char line[96];
    gui_subst(line, sizeof line, gui_word_seat(&halflings_text[HALF_HAND_OF], gui_game_is_you(ctx->game, whose)),
              gui_game_player_name(ctx->game, whose), NULL, NULL);
    int hpx = gui_font_px(ui, GUI_FONT_NOTE);
    gui_text_fit(line, sizeof line, line, w, hpx, 1);
    gui_text(line, x, y, hpx, 1, gui_darken(pcol(ctx, whose), 0.75f), GUI_ALIGN_LEFT);
    y += hpx * 5 / 4 + gui_px(ui, GUI_SIZE_NUDGE);
    int gap = gui_px(ui, GUI_SIZE_SPACE), s = (w - 2 * gap) / 3;
    if (s > gui_px(ui, HALF_HAND_MOST))
        s = gui_px(ui, HALF_HAND_MOST);
    for (int i = 0; i < n; i++) {
        SDL_Rect rc = {x + (i % 3) * (s + gap), y + (i / 3) * (s + gap), s, s};
        gui_fill_rounded(ctx->r, (SDL_Rect){rc.x - 3, rc.y - 3, rc.w + 6, rc.h + 6}, gui_px(ui, HALF_SLOT_RADIUS),
                         gui_rgba(GUI_COL_SLOT, 255));
        if (viewer < 0) {
            triangle_back(ctx, rc, 255);
            continue;
        }
        /* The hand of the player to move, in the cache's order (the engine's). */
        int fits = open && i < st->nhand && st->hand[i] == hand[i] && st->fits[i];
        int dragged =
            ctx->drag->kind == GUI_DRAG_MODULE && ctx->drag->module == CIT_MODULE_HALFLINGS && st->drag_slot == i;
        gui_atlas_tile(ctx->atlas, hand[i], 0, rc, (Uint8)(dragged ? 60 : open && !fits ? 120 : 255));
        if (fits && !dragged) {
            cit_move play = {0}; /* a hint to play this triangle rings it */
            play.type = CIT_MOVE_HALFLINGS_TURN;
            play.arg0 = 1;
            play.tile = hand[i];
            gui_module_ctx_decide_answer(ctx, rc, &play);
            st->slot_rc[i] = rc;
            if (i < 3) { /* its key */
                char num[12];
                snprintf(num, sizeof num, "%d", i + 1);
                int npx = gui_font_px(ui, GUI_FONT_SMALL);
                gui_text(num, rc.x + rc.w - npx / 2 - gui_px(ui, HALF_COUNT_X), rc.y + gui_px(ui, HALF_COUNT_Y), npx, 1,
                         gui_rgba(GUI_COL_INK, 255), GUI_ALIGN_CENTER);
            }
            if (gui_hit(ctx->in, rc)) {
                gui_rect_outline(ctx->r, rc, gui_px(ui, GUI_SIZE_LINE), gui_rgba(GUI_COL_ACCENT, 255));
                st->hover_slot = i; /* where it fits is lit on the board */
            }
        }
        if (gui_hit(ctx->in, rc)) {
            /* a special triangle says what it does (in a box above the hand, over the rows
               drawn before it); one that fits nowhere says why it stays */
            const char *tip = half_tile_tip(e, hand[i]);
            if (tip)
                half_tip_box(ctx, tip, x, y - gui_px(ui, GUI_SIZE_GAP), w);
            st->tip = tip;
            if (open && !fits)
                gui_text(halflings_tr(HALF_NO_FIT), x, y + ((n + 2) / 3) * (s + gap) - gap / 2, gui_font_px(ui, GUI_FONT_TAG), 1,
                         gui_rgba(GUI_COL_INK_RED, 255), GUI_ALIGN_LEFT);
        }
    }
    if (viewer < 0 && n > 0) { /* the count said in words beside the backs */
        char num[16], hid[32];
        snprintf(num, sizeof num, "%d", n);
        gui_subst(hid, sizeof hid, halflings_tr(HALF_HAND_HIDDEN), num, NULL, NULL);
        gui_text(hid, x + (n < 3 ? n : 3) * (s + gap), y + s / 2 - hpx / 2, hpx, 0, gui_rgba(GUI_COL_INK_SOFT, 255),
                 GUI_ALIGN_LEFT);
    }
    y += ((n + 2) / 3) * (s + gap) + gui_px(ui, GUI_SIZE_MARGIN);
    if (open) {
        int bh = gui_px(ui, GUI_SIZE_DIALOG_BUTTON_H);
        if (gui_button_colour(ui, GUI_ID(0), (SDL_Rect){x, y, w, bh}, gui_rgba(GUI_COL_ACCENT, 255),
                              halflings_tr(HALF_DRAW), ctx->drag->kind == GUI_DRAG_NONE))
            st->want_draw = 1;
        cit_move draw = {0}; /* a hint to draw rings the button */
        draw.type = CIT_MOVE_HALFLINGS_TURN;
        gui_module_ctx_decide_answer(ctx, (SDL_Rect){x, y, w, bh}, &draw);
        y += bh + gui_px(ui, GUI_SIZE_GAP);
        const char *hint =
            ctx->drag->kind == GUI_DRAG_MODULE ? halflings_tr(HALF_HINT_DRAG) : halflings_tr(HALF_HINT_TURN);
        y += gui_text_wrapped(hint, x, y, w, gui_font_px(ui, GUI_FONT_SMALL), 0, gui_rgba(GUI_COL_INK_SOFT, 255)) + gui_px(ui, GUI_SIZE_GAP);
    }
    return y;
}

/* ---- the drag ------------------------------------------------------------------------------- */

static int dragging(const gui_module_ctx *ctx)
{
    return ctx->drag->kind == GUI_DRAG_MODULE && ctx->drag->module == CIT_MODULE_HALFLINGS;
}

int half_press(gui_module_ctx *ctx)
{
    half_state *st = half_state_of(ctx->game);
    if (!half_turn_open(ctx))
        return 0;
    half_refresh(ctx);
    for (int i = 0; i < st->nhand; i++)
        if (st->slot_rc[i].w && gui_hit(ctx->in, st->slot_rc[i]) && st->fits[i]) {
            ctx->drag->kind = GUI_DRAG_MODULE;
            ctx->drag->module = CIT_MODULE_HALFLINGS;
            st->drag_slot = i;
            st->drag_rot = 0;
            st->drag_turned = 0;
            st->drag_x = st->drag_y = -1000;
            return 1;
        }
    return 0;
}

void half_drag_motion(gui_module_ctx *ctx)
{
    half_state *st = half_state_of(ctx->game);
    int cx, cy;
    gui_camera_cell_at(ctx->cam, ctx->in->mx, ctx->in->my, &cx, &cy);
    if (cx != st->drag_x || cy != st->drag_y) {
        st->drag_x = cx;
        st->drag_y = cy;
        st->drag_turned = 0;
    }
    int mask = gui_hit(ctx->in, *ctx->board_rc) ? slot_mask(st, st->drag_slot, cx, cy) : 0;
    if (mask && !st->drag_turned) { /* the legal half under the pointer */
        float bx, by;
        gui_camera_to_board(ctx->cam, (float)ctx->in->mx, (float)ctx->in->my, &bx, &by);
        st->drag_rot = gui_rot_at_point(mask, bx - floorf(bx), by - floorf(by));
    }
}

void half_drag_turn(gui_module_ctx *ctx)
{
    half_state *st = half_state_of(ctx->game);
    int mask = slot_mask(st, st->drag_slot, st->drag_x, st->drag_y), r = st->drag_rot;
    int step = ctx->in->wheel < 0 ? 3 : 1;
    for (int k = 0; k < 4; k++) {
        r = (r + step) & 3;
        if (!mask || (mask & (1 << r)))
            break;
    }
    st->drag_rot = r;
    st->drag_turned = 1;
}

void half_drag_release(gui_module_ctx *ctx, int far)
{
    (void)far;
    half_state *st = half_state_of(ctx->game);
    half_drag_motion(ctx);
    int mask = gui_hit(ctx->in, *ctx->board_rc) ? slot_mask(st, st->drag_slot, st->drag_x, st->drag_y) : 0;
    if (mask & (1 << st->drag_rot)) { /* the turn question is answered next frame (decide hook) */
        st->want_play = 1;
        st->want_tile = st->hand[st->drag_slot];
        st->want_x = st->drag_x;
        st->want_y = st->drag_y;
        st->want_rot = st->drag_rot;
    }
}

void half_drag_draw(gui_module_ctx *ctx)
{
    half_state *st = half_state_of(ctx->game);
    if (st->drag_slot < 0 || st->drag_slot >= st->nhand)
        return;
    int tile = st->hand[st->drag_slot];
    int mask = gui_hit(ctx->in, *ctx->board_rc) ? slot_mask(st, st->drag_slot, st->drag_x, st->drag_y) : 0;
    if (mask & (1 << st->drag_rot)) {
        SDL_RenderSetClipRect(ctx->r, ctx->board_rc);
        gui_atlas_tile(ctx->atlas, tile, st->drag_rot, gui_camera_cell_rect(ctx->cam, st->drag_x, st->drag_y), 235);
        gui_module_ctx_board_half_outline(ctx, st->drag_x, st->drag_y, st->drag_rot, (float)gui_px(ctx->ui, GUI_SIZE_LINE_LIT),
                                          gui_rgba(GUI_COL_LIT_EDGE_HOT, 255));
        SDL_RenderSetClipRect(ctx->r, NULL);
        return;
    }
    int size = (int)ctx->cam->zoom;
    SDL_Rect rc = {ctx->in->mx - size / 2, ctx->in->my - size / 2, size, size};
    gui_atlas_tile(ctx->atlas, tile, st->drag_rot, rc, 170);
    SDL_FPoint c[4] = {{(float)rc.x, (float)rc.y}, {(float)(rc.x + rc.w), (float)rc.y},
                       {(float)(rc.x + rc.w), (float)(rc.y + rc.h)}, {(float)rc.x, (float)(rc.y + rc.h)}};
    int k = (st->drag_rot + 3) & 3;
    SDL_FPoint p[3] = {c[(k + 3) & 3], c[k], c[(k + 1) & 3]};
    gui_fill_poly(ctx->r, p, 3, gui_rgba(GUI_COL_WARN, 90));
    for (int i = 0; i < 3; i++)
        gui_thick_line(ctx->r, p[i].x, p[i].y, p[(i + 1) % 3].x, p[(i + 1) % 3].y, (float)gui_px(ctx->ui, GUI_SIZE_LINE_LIT),
                       gui_rgba(GUI_COL_WARN, 220));
}

/* Under the followers: the halves a triangle may take while it is dragged (the one under the
   ghost green), or while the pointer rests on it in the hand. */
void half_draw_under(gui_module_ctx *ctx)
{
    half_state *st = half_state_of(ctx->game);
    int slot = dragging(ctx)                                             ? st->drag_slot
               : half_turn_open(ctx) && ctx->drag->kind == GUI_DRAG_NONE ? st->hover_slot
                                                                         : -1;
    if (slot < 0 || slot >= st->nhand || st->cache_key != cit_session_length(ctx->game->sess) + 1)
        return;
    float pu = 0.5f + 0.5f * sinf((float)ctx->clock * 0.006f);
    for (int i = 0; i < st->nplace[slot]; i++) {
        const cit_placement *pl = &st->place[slot][i];
        for (int r = 0; r < 4; r++) {
            if (!(pl->rotmask & (1 << r)))
                continue;
            int hot = dragging(ctx) && pl->x == st->drag_x && pl->y == st->drag_y && r == st->drag_rot;
            gui_module_ctx_board_fill_half(
                ctx, pl->x, pl->y, r, gui_rgba(hot ? GUI_COL_LIT_HOT : GUI_COL_LIT, (Uint8)(hot ? 110 : 30 + 30 * pu)));
            gui_module_ctx_board_half_outline(ctx, pl->x, pl->y, r, (float)gui_px(ctx->ui, GUI_SIZE_LINE),
                                              gui_rgba(hot ? GUI_COL_LIT_EDGE_HOT : GUI_COL_LIT, 170));
        }
    }
}

/* Over the followers: the part a crop-circle answer under the pointer is about. */
void half_draw_over(gui_module_ctx *ctx)
{
    half_state *st = half_state_of(ctx->game);
    if (!st->hl)
        return;
    cit_placed_tile pc[2];
    const cit_game *e = gui_game_engine(ctx->game);
    if (cit_game_parts_at(e, st->hl_x, st->hl_y, pc) <= st->hl_half)
        return;
    cit_placed_tile t = pc[st->hl_half];
    float px, py;
    gui_module_ctx_board_anchor_px(ctx, t.tile, st->hl_spot, t.rot, t.x, t.y, &px, &py);
    float rad = ctx->cam->zoom * 0.22f;
    gui_ring(ctx->r, px, py, rad, (float)gui_px(ctx->ui, HALF_SPOT_RING), gui_rgba(GUI_COL_PICK_EDGE, 240));
    SDL_Rect rc = gui_camera_cell_rect(ctx->cam, t.x, t.y);
    if (t.tile < ctx->tiles->ntiles && ctx->tiles->tiles[t.tile].shape == CIT_SHAPE_TRIANGLE)
        gui_module_ctx_board_half_outline(ctx, t.x, t.y, t.rot, (float)gui_px(ctx->ui, GUI_SIZE_LINE_LIT), gui_rgba(GUI_COL_PICK_EDGE, 240));
    else
        gui_rect_outline(ctx->r, rc, gui_px(ctx->ui, GUI_SIZE_LINE_LIT), gui_rgba(GUI_COL_PICK_EDGE, 240));
}

int half_hot(gui_module_ctx *ctx, int over_board)
{
    (void)over_board;
    half_state *st = half_state_of(ctx->game);
    if (!half_turn_open(ctx))
        return 0;
    for (int i = 0; i < HALF_MAX_HAND; i++)
        if (st->slot_rc[i].w && gui_hit(ctx->in, st->slot_rc[i]))
            return 1;
    return 0;
}

const char *half_hint(const gui_module_ctx *ctx) { return dragging(ctx) ? halflings_tr(HALF_HINT_DRAG) : NULL; }

/* ---- the turn ------------------------------------------------------------------------------- */

void half_turn_reset(gui_game *g)
{
    half_state *st = half_state_of(g);
    st->want_draw = 0;
    st->want_sent = 0;
    st->hover_slot = -1;
    st->hl = 0;
    st->cache_key = 0;
    /* a crop-circle answer's choice of the big follower holds only for the question right after it */
    const cit_game *e = gui_game_engine(g);
    if (g->pend.decision != gui_figure_decision(e, gui_figure_asked(e)) || cit_session_length(g->sess) + 1 != st->big_key)
        st->big_key = 0;
    if (g->pend.decision != CIT_DECIDE_PLACE_TILE)
        st->played_len = 0;
    if (st->want_play && g->pend.decision == CIT_DECIDE_PLACE_TILE && g->pend.tile == st->want_tile) {
        /* the triangle dropped from the hand: now the tile in hand, put where it was dropped */
        st->played_len = cit_session_length(g->sess);
        if (st->want_x != HALF_NOWHERE)
            gui_game_put(g, st->want_x, st->want_y, st->want_rot);
    }
    st->want_play = 0;
}

int half_undo(gui_game *g)
{
    half_state *st = half_state_of(g);
    int len = cit_session_length(g->sess);
    const cit_move *last = len > 0 ? cit_session_move(g->sess, len - 1) : NULL;
    if (!g->has_tile || !st->played_len || st->played_len != len || !last || last->type != CIT_MOVE_HALFLINGS_TURN)
        return 0;
    /* The triangle goes back into the hand and the turn question is asked again: playing it
       drew nothing, so taking it back reveals nothing. */
    if (cit_session_undo_to(g->sess, len - 1) != CIT_OK)
        return 0;
    st->played_len = 0;
    g->synced = -1;
    gui_game_sync(g);
    return 1;
}

/* ---- the curtain ------------------------------------------------------------------------------ */

/* How long the curtain waits for the last move's score: the flash (0.6 of the 2.2 s pop-up)
   and the "+N" at full strength. */
#define HALF_HOLD_FX_MS 1500

/* The last move's effects are still on show: a score's flash and "+N", a computer's tile
   gliding in. The curtain waits for them, so it never swallows the mover's own scoring. */
int half_effects_on_show(const gui_module_ctx *ctx)
{
    const gui_game *g = ctx->game;
    for (int k = 0; k < GUI_MAX_FX; k++)
        if (g->fx[k].active && g->now - g->fx[k].t0 < HALF_HOLD_FX_MS)
            return 1;
    return g->applied_by_computer && (int)(g->now - g->applied_at) < gui_board_glide_ms(ctx->settings->anim_speed);
}

/* While the curtain waits, the next person's clicks and keys do nothing (their hand is not
   shown yet: half_shown_seat). */
static void swallow_input(gui_module_ctx *ctx)
{
    memset(ctx->in->pressed, 0, sizeof ctx->in->pressed);
    memset(ctx->in->released, 0, sizeof ctx->in->released);
    ctx->in->nkeys = 0;
    ctx->in->wheel = 0;
    ctx->in->text[0] = 0;
}

int half_cover(gui_module_ctx *ctx)
{
    half_state *st = half_state_of(ctx->game);
    int d = human_decider(ctx);
    st->up = 0;
    st->face_up = -1; /* the panel says again if it draws a hand face up */
    if (d < 0 || (ctx->game->finale && ctx->game->finale->active))
        return 0;
    if (!curtain_wanted(ctx, d)) {
        st->viewer1 = d + 1; /* one person, open play, or the same person again */
        return 0;
    }
    if (half_effects_on_show(ctx)) {
        swallow_input(ctx);
        return 0;
    }
    gui_ui *ui = ctx->ui;
    st->up = 1;
    gui_fill_rect(ctx->r, (SDL_Rect){0, 0, ctx->w, ctx->h}, gui_rgba(GUI_COL_BG, 255));
    int w = gui_px(ui, HALF_CURTAIN_W), h = gui_px(ui, HALF_CURTAIN_H);
    SDL_Rect p = {(ctx->w - w) / 2, (ctx->h - h) / 2, w, h};
    gui_panel(ui, p);
    SDL_Color c = pcol(ctx, d);
    gui_fill_rect(ctx->r, (SDL_Rect){p.x, p.y, p.w, gui_px(ui, HALF_CURTAIN_BAND)}, c);
    int fig = gui_px(ui, HALF_CURTAIN_FIG);
    gui_atlas_follower(ctx->atlas, ctx->settings->palette_cb, gui_game_player_colour(ctx->game, d), 0,
                       (float)(p.x + p.w / 2), (float)(p.y + gui_px(ui, HALF_CURTAIN_FIG_Y) + fig / 2), (float)fig, 255);
    char line[160];
    gui_subst(
        line, sizeof line,
        halflings_tr(ctx->pend->decision == CIT_DECIDE_PLACE_TILE || ctx->pend->decision == CIT_DECIDE_HALFLINGS_TURN
                         ? HALF_CURTAIN_TURN
                         : HALF_CURTAIN_DECIDES),
        gui_game_player_name(ctx->game, d), NULL, NULL);
    int px = gui_font_px(ui, HALF_CURTAIN_FONT), y = p.y + gui_px(ui, HALF_CURTAIN_ROOM) + fig;
    char fitted[160];
    gui_text_fit(fitted, sizeof fitted, line, p.w - gui_px(ui, HALF_CURTAIN_ROOM), px, 1);
    gui_text(fitted, p.x + p.w / 2, y, px, 1, gui_darken(c, 0.8f), GUI_ALIGN_CENTER);
    y += px * 5 / 4 + gui_px(ui, GUI_SIZE_SPACE);
    gui_text(halflings_tr(HALF_CURTAIN_CLICK), p.x + p.w / 2, y, gui_font_px(ui, GUI_FONT_SUBHEAD), 1, gui_rgba(GUI_COL_INK, 255),
             GUI_ALIGN_CENTER);
    y += gui_font_px(ui, GUI_FONT_SUBHEAD) * 5 / 4 + gui_px(ui, GUI_SIZE_GAP);
    /* one line, smaller where a language's sentence is longer than the curtain is wide */
    int wpx = gui_font_px(ui, GUI_FONT_NOTE);
    while (wpx > gui_font_px(ui, HALF_CURTAIN_LEAST_FONT) && gui_text_width(halflings_tr(HALF_CURTAIN_WHY), wpx, 0) > p.w - gui_px(ui, HALF_CURTAIN_ROOM))
        wpx--;
    gui_text(halflings_tr(HALF_CURTAIN_WHY), p.x + p.w / 2, y, wpx, 0, gui_rgba(GUI_COL_INK_SOFT, 255), GUI_ALIGN_CENTER);
    if (gui_key(ui, SDLK_ESCAPE)) {
        gui_module_ctx_dialog_open(ctx, GUI_DLG_LEAVE);
        return 1;
    }
    if (ctx->in->pressed[1] || gui_key(ui, SDLK_RETURN) || gui_key(ui, SDLK_KP_ENTER) || gui_key(ui, SDLK_SPACE)) {
        st->viewer1 = d + 1;
        st->shown_key = cit_session_length(ctx->game->sess) + 1;
        ui->consumed = 1;
    }
    return 1;
}
