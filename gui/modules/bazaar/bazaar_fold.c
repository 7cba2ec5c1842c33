/* The bazaar's table folded to a strip: the board in sight while bidding, with the tile looked
   at ghosted on every cell it could go to. */
#include "modules/bazaar/bazaar_fold.h"
#include "modules/bazaar/bazaar_view.h"
#include "scenes/game/board_view.h"
#include "app/ai_seam.h"
#include "draw/draw.h"
#include "app/i18n.h"
#include "modules/bazaar/bazaar_text.h"
#include "draw/text.h"
#include "modules/bazaar/bazaar.h"

#include <math.h>
#include <stdio.h>

#define FOLD_ID(k) (GUI_ID(k) + (2 << 24)) /* ids of their own (see BZ_ID in bazaar_view.c) */
#define MAX_CELLS 256

/* The strip's own sizes, in layout units. */
enum {
    FOLD_TILE = 50,         /* a revealed tile on the strip; on a phone, a finger wide */
    FOLD_NARROW_TILE = 44,
    FOLD_RADIUS = 10,       /* the strip's corners */
    FOLD_STRIPE = 6,        /* the deciding player's colour down its left edge */
    FOLD_WORDS_ROOM = 28,   /* Back's room beside its words */
    FOLD_BACK_LEAST = 120,  /* a phone's Back beside the tiles when it can be this wide */
    FOLD_LINE_LEAST = 150,  /* the top bid's room between the tiles and Back */
    FOLD_HINT_DROP = 3,     /* the hint below the tiles */
    FOLD_DASH = 6           /* the dashes round a cell the tile could go to */
};

static SDL_Color pcol(const gui_module_ctx *ctx, int p)
{
    return gui_player_colour(ctx->settings->palette_cb, gui_game_player_colour(ctx->game, p));
}

/* The revealed tile to look at: the one chosen before, else the lot, else the first free one. */
static int look_tile(gui_bazaar_ui *bu, const cit_bazaar *b)
{
    if (bu->look >= 0 && bu->look < b->ntiles && bu->look_set)
        return bu->look;
    if (b->lot >= 0)
        return b->lot;
    if (bu->sel >= 0 && bu->sel < b->ntiles)
        return bu->sel;
    for (int i = 0; i < b->ntiles; i++)
        if (b->owner[i] == CIT_NOBODY)
            return i;
    return -1;
}

/* The tile ghosted on every cell it could go to (its first rotation that fits there). */
static void ghosts(gui_module_ctx *ctx, int tile)
{
    gui_bazaar_ui *bu = gui_bazaar_of(ctx->game);
    cit_placement cells[MAX_CELLS]; /* 1 KB */
    int n = cit_game_tile_cells(gui_game_engine(ctx->game), tile, -1, cells, MAX_CELLS);
    bu->ncells = n;
    if (n > MAX_CELLS)
        n = MAX_CELLS;
    float pulse = 0.5f + 0.5f * sinf((float)ctx->clock * 0.005f);
    SDL_RenderSetClipRect(ctx->r, ctx->board_rc);
    for (int i = 0; i < n; i++) {
        SDL_Rect rc = gui_camera_cell_rect(ctx->cam, cells[i].x, cells[i].y);
        int rot = 0;
        while (rot < 3 && !(cells[i].rotmask >> rot & 1))
            rot++;
        gui_atlas_tile(ctx->atlas, tile, cells[i].rotmask ? rot : 0, rc, (Uint8)(85 + 45 * pulse));
        gui_dashed_outline(ctx->r, rc, gui_px(ctx->ui, GUI_SIZE_LINE), gui_px(ctx->ui, FOLD_DASH), gui_rgba(GUI_COL_GOLD, 255));
    }
    SDL_RenderSetClipRect(ctx->r, NULL);
}

/* The wheel zooms about the pointer, a drag pans (the table's frame takes the scene's input). */
static void board_input(gui_module_ctx *ctx, SDL_Rect strip)
{
    gui_bazaar_ui *bu = gui_bazaar_of(ctx->game);
    gui_input *in = ctx->in;
    int on_board = gui_hit(in, *ctx->board_rc) && !gui_hit(in, strip);
    if (on_board && in->wheel) {
        gui_camera_zoom_at(ctx->cam, in->wheel > 0 ? 1.15f : 1.0f / 1.15f, (float)in->mx, (float)in->my);
        *ctx->glide = 0;
    }
    if (in->pressed[1] && on_board && !ctx->ui->consumed) {
        bu->panning = 1;
        bu->pan_x = in->mx;
        bu->pan_y = in->my;
    }
    if (bu->panning && in->down[1]) {
        gui_camera_pan(ctx->cam, (float)(in->mx - bu->pan_x), (float)(in->my - bu->pan_y));
        bu->pan_x = in->mx;
        bu->pan_y = in->my;
        *ctx->glide = 0;
    }
    if (!in->down[1])
        bu->panning = 0;
    if (gui_key(ctx->ui, SDLK_HOME)) /* fit, as in play: below the strip */
        gui_module_ctx_board_fit(ctx, 1);
}

/* The revealed tiles in a row from x (each s square, gap apart): the one looked at ringed; a
   click looks at another (the auctioneer choosing also picks it). Returns where the row ends. */
static int strip_tiles(gui_module_ctx *ctx, const cit_bazaar *b, int x, int y, int s, int gap, int look)
{
    gui_ui *ui = ctx->ui;
    gui_bazaar_ui *bu = gui_bazaar_of(ctx->game);
    const cit_pending *pd = ctx->pend;
    int picking = pd->decision == CIT_DECIDE_BAZAAR_PICK && b->auction && gui_module_ctx_seat_here(ctx, pd->player);
    for (int i = 0; i < b->ntiles; i++) {
        SDL_Rect t = {x, y, s, s};
        bu->strip_tile_rc[i] = t;
        int owned = b->owner[i] != CIT_NOBODY;
        gui_atlas_tile(ctx->atlas, b->tile[i], 0, t, owned ? 110 : 255);
        if (owned)
            gui_atlas_follower(ctx->atlas, ctx->settings->palette_cb, gui_game_player_colour(ctx->game, b->owner[i]), 0,
                               (float)(t.x + s / 2), (float)(t.y + s / 2), (float)s * 0.5f, 255);
        if (i == look)
            gui_rect_outline(ctx->r, t, gui_px(ui, GUI_SIZE_LINE_LIT), gui_rgba(GUI_COL_GOLD, 255));
        else if (gui_hit(ctx->in, t))
            gui_rect_outline(ctx->r, t, gui_px(ui, GUI_SIZE_LINE), gui_rgba(GUI_COL_LIT, 255));
        if (gui_hit(ctx->in, t)) {
            gui_module_ctx_cursor(ctx, SDL_SYSTEM_CURSOR_HAND);
            if (ctx->in->released[1]) {
                bu->look = i;
                bu->look_set = 1;
                if (picking && !owned)
                    bu->sel = i;
            }
            if (ctx->in->pressed[1])
                ui->consumed = 1;
        }
        x += s + gap;
    }
    return x;
}

/* The top bid and its bidder, or that there is none yet. */
static void top_bid_words(gui_module_ctx *ctx, const cit_bazaar *b, char *line, size_t cap)
{
    char pts[32];
    if (b->auction && b->lot >= 0) {
        gui_points(pts, sizeof pts, b->bid);
        gui_subst(line, cap, bazaar_tr(BZ_TOP_BID), pts, gui_game_player_name(ctx->game, b->bidder), NULL);
    } else {
        SDL_strlcpy(line, bazaar_tr(BZ_NO_BID), cap);
    }
}

/* One line fitted to w, drawn at x,y. */
static void line_fit(const char *text, int x, int y, int w, int px, int bold, SDL_Color c)
{
    char fitted[240];
    gui_text_fit(fitted, sizeof fitted, text, w, px, bold);
    gui_text(fitted, x, y, px, bold, c, GUI_ALIGN_LEFT);
}

/* A phone's strip, where one row cannot hold the title, the tiles, the words and Back: the tiles
   with Back beside them (or below, with many tiles), then the top bid (or who is thinking) on a
   line and the hint wrapped. Returns 1 when Back was pressed. */
static int strip_narrow(gui_module_ctx *ctx, const cit_bazaar *b, int look, int human)
{
    gui_ui *ui = ctx->ui;
    gui_bazaar_ui *bu = gui_bazaar_of(ctx->game);
    const cit_pending *pd = ctx->pend;
    int s = gui_hit_px(ui, FOLD_NARROW_TILE), pad = gui_px(ui, GUI_SIZE_PAD), gap = gui_px(ui, GUI_SIZE_SPACE), bar = gui_px(ui, FOLD_STRIPE);
    int lpx = gui_font_px(ui, GUI_FONT_BODY), hpx = gui_font_px(ui, GUI_FONT_SMALL);
    SDL_Rect p = {ctx->board_rc->x + gui_px(ui, GUI_SIZE_GAP), ctx->board_rc->y + gui_px(ui, GUI_SIZE_GAP), ctx->board_rc->w - gui_px(ui, GUI_SIZE_MARGIN),
                  0};
    int x = p.x + pad + bar, iw = p.x + p.w - pad - x, n = b->ntiles;
    int bw = gui_text_width(bz_words(ctx, BZ_BACK_TABLE), gui_font_px(ui, GUI_FONT_BUTTON), 1) + gui_px(ui, FOLD_WORDS_ROOM);
    int bh = gui_hit_px(ui, GUI_SIZE_DIALOG_BUTTON_H), tiles_w = n * (s + gap);
    int beside = tiles_w + bw <= iw || tiles_w + gui_hit_px(ui, FOLD_BACK_LEAST) <= iw;
    if (beside)
        bw = SDL_min(bw, iw - tiles_w);
    else
        bw = iw;
    int row1 = beside ? SDL_max(s, bh) : s + gap + bh;
    char hint[240], num[16]; /* the hint whole, on as many lines as it takes */
    snprintf(num, sizeof num, "%d", bu->ncells);
    gui_subst(hint, sizeof hint, bz_words(ctx, bu->ncells ? BZ_LOOK_HINT : BZ_FITS_NOWHERE), num, NULL, NULL);
    int was = gui_draw_enabled;
    gui_draw_enabled = 0;
    int hint_h = gui_text_wrapped(hint, 0, 0, iw, hpx, 0, gui_rgba(GUI_COL_INK_SOFT, 255));
    gui_draw_enabled = was;
    p.h = pad + row1 + gap + lpx * 5 / 4 + gap / 2 + hint_h + pad;
    bu->cover_rc = p;
    gui_fill_rounded(ctx->r, p, gui_px(ui, FOLD_RADIUS), gui_rgba(GUI_COL_PANEL, 240));
    gui_fill_rect(ctx->r, (SDL_Rect){p.x, p.y + gui_px(ui, GUI_SIZE_GAP), bar, p.h - gui_px(ui, GUI_SIZE_MARGIN)},
                  gui_player_colour(ctx->settings->palette_cb, gui_game_player_colour(ctx->game, pd->player)));
    int y = p.y + pad;
    strip_tiles(ctx, b, x, y + (row1 - s) / 2 * beside, s, gap, look);
    SDL_Rect back = beside ? (SDL_Rect){x + iw - bw, y + (row1 - bh) / 2, bw, bh} : (SDL_Rect){x, y + s + gap, iw, bh};
    int pressed =
        gui_button_colour(ui, FOLD_ID(0), back, gui_rgba(GUI_COL_ACCENT, 255), bz_words(ctx, BZ_BACK_TABLE), 1);
    y += row1 + gap;
    char line[240];
    const char *name = gui_game_player_name(ctx->game, pd->player);
    if (human) {
        top_bid_words(ctx, b, line, sizeof line);
        line_fit(line, x, y, iw, lpx, 1,
                 gui_darken(pcol(ctx, b->auction && b->lot >= 0 ? b->bidder : pd->player), 0.75f));
    } else {
        gui_subst(line, sizeof line, bazaar_tr(BZ_WAIT), name, NULL, NULL);
        line_fit(line, x, y, iw, lpx, 1, gui_darken(pcol(ctx, pd->player), 0.75f));
    }
    y += lpx * 5 / 4 + gap / 2;
    gui_text_wrapped(hint, x, y, iw, hpx, 0, gui_rgba(GUI_COL_INK_SOFT, 255));
    return pressed;
}

int gui_bazaar_folded(gui_module_ctx *ctx, const cit_bazaar *b, cit_move *chosen)
{
    gui_ui *ui = ctx->ui;
    gui_bazaar_ui *bu = gui_bazaar_of(ctx->game);
    const cit_pending *pd = ctx->pend;
    int look = look_tile(bu, b);
    if (look >= 0)
        ghosts(ctx, b->tile[look]);
    else
        bu->ncells = 0;
    int human = gui_module_ctx_seat_here(ctx, pd->player);
    /* The strip: Bazaar, the revealed tiles, the top bid or who is thinking, Back to the table. */
    int s = gui_px(ui, FOLD_TILE), pad = gui_px(ui, GUI_SIZE_PAD), gap = gui_px(ui, GUI_SIZE_SPACE), lpx = gui_font_px(ui, GUI_FONT_BODY);
    int hint_h = gui_font_px(ui, GUI_FONT_SMALL) * 3 / 2;
    SDL_Rect p = {ctx->board_rc->x + gui_px(ui, GUI_SIZE_PAD), ctx->board_rc->y + gui_px(ui, GUI_SIZE_PAD),
                  ctx->board_rc->w - gui_px(ui, GUI_SIZE_SECTION), s + 2 * pad + hint_h};
    int bw = gui_text_width(bz_words(ctx, BZ_BACK_TABLE), lpx, 1) + gui_px(ui, FOLD_WORDS_ROOM), bh = gui_px(ui, GUI_SIZE_DIALOG_BUTTON_H);
    int need = pad + gui_px(ui, GUI_SIZE_GAP) + gui_text_width(bazaar_tr(BZ_TITLE), lpx, 1) + 3 * gap + b->ntiles * (s + gap) + bw +
               gui_px(ui, FOLD_LINE_LEAST) + pad;
    if (ui->coarse && need > p.w) {
        if (strip_narrow(ctx, b, look, human)) {
            bu->folded = 0;
            bu->look_set = 0;
        }
    } else {
        bu->cover_rc = p;
        gui_fill_rounded(ctx->r, p, gui_px(ui, FOLD_RADIUS), gui_rgba(GUI_COL_PANEL, 240));
        gui_fill_rect(ctx->r, (SDL_Rect){p.x, p.y + gui_px(ui, GUI_SIZE_GAP), gui_px(ui, FOLD_STRIPE), p.h - gui_px(ui, GUI_SIZE_MARGIN)},
                      pcol(ctx, pd->player));
        int x = p.x + pad + gui_px(ui, GUI_SIZE_GAP);
        gui_text(bazaar_tr(BZ_TITLE), x, p.y + pad + (s - lpx * 5 / 4) / 2, lpx, 1, gui_rgba(GUI_COL_WOOD, 255),
                 GUI_ALIGN_LEFT);
        x += gui_text_width(bazaar_tr(BZ_TITLE), lpx, 1) + gap * 2;
        x = strip_tiles(ctx, b, x, p.y + pad, s, gap, look) + gap;
        /* Back to the table, on the right. */
        SDL_Rect back = {p.x + p.w - pad - bw, p.y + pad + (s - bh) / 2, bw, bh};
        if (gui_button_colour(ui, FOLD_ID(0), back, gui_rgba(GUI_COL_ACCENT, 255), bz_words(ctx, BZ_BACK_TABLE), 1)) {
            bu->folded = 0;
            bu->look_set = 0;
        }
        /* Between: the top bid and its bidder, or who is asked. */
        char line[200];
        int room = back.x - gap - x, px = gui_font_px(ui, GUI_FONT_LINE);
        top_bid_words(ctx, b, line, sizeof line);
        line_fit(line, x, p.y + pad + gui_px(ui, GUI_SIZE_NUDGE), room, px, 1,
                 gui_darken(pcol(ctx, b->auction && b->lot >= 0 ? b->bidder : pd->player), 0.75f));
        /* Under it: who decides now (a computer thinks), the hint line below the tiles. */
        const char *name = gui_game_player_name(ctx->game, pd->player);
        gui_subst(line, sizeof line,
                  human ? gui_tr_seat(MSG_DECIDES, gui_game_is_you(ctx->game, pd->player)) : bazaar_tr(BZ_WAIT), name,
                  NULL, NULL);
        line_fit(line, x, p.y + pad + gui_px(ui, GUI_SIZE_NUDGE) + px * 3 / 2, room, gui_font_px(ui, GUI_FONT_NOTE), 0,
                 gui_rgba(GUI_COL_INK_SOFT, 255));
        char num[16];
        snprintf(num, sizeof num, "%d", bu->ncells);
        gui_subst(line, sizeof line, bz_words(ctx, bu->ncells ? BZ_LOOK_HINT : BZ_FITS_NOWHERE), num, NULL, NULL);
        line_fit(line, p.x + pad + gui_px(ui, GUI_SIZE_GAP), p.y + pad + s + gui_px(ui, FOLD_HINT_DROP), p.w - 2 * pad - gui_px(ui, GUI_SIZE_GAP),
                 gui_font_px(ui, GUI_FONT_SMALL), 0, gui_rgba(GUI_COL_INK_SOFT, 255));
    }
    if (!bu->fold_fitted) { /* just folded: every cell the tile could go to in view below the strip */
        gui_module_ctx_board_fit(ctx, 1); /* the board's bounds and a cell round them hold every such cell */
        bu->fold_fitted = 1;
    }
    SDL_Rect cover = bu->cover_rc;
    if (gui_hit(ctx->in, cover) && ctx->in->pressed[1])
        ui->consumed = 1; /* the strip is not the board: no panning from it */
    board_input(ctx, cover);
    /* Computers go on answering while a person looks at the board. */
    if (!human)
        return gui_bazaar_computer_answer(ctx, chosen);
    return 0;
}
