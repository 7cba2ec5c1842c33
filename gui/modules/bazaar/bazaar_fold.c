/* The bazaar's table folded to a strip: the board in sight while bidding, with the tile looked
   at ghosted on every cell it could go to. */
#include "modules/bazaar/bazaar_fold.h"
#include "modules/bazaar/bazaar_view.h"
#include "scenes/board_view.h"
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

static SDL_Color pcol(const gui_app *a, int p)
{
    return gui_player_colour(a->settings.palette_cb, gui_game_player_colour(a->game, p));
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
static void ghosts(gui_app *a, int tile)
{
    gui_bazaar_ui *bu = gui_bazaar_of(a->game);
    static cit_placement cells[MAX_CELLS];
    int n = cit_game_tile_cells(gui_game_engine(a->game), tile, -1, cells, MAX_CELLS);
    bu->ncells = n;
    if (n > MAX_CELLS)
        n = MAX_CELLS;
    float pulse = 0.5f + 0.5f * sinf((float)a->clock * 0.005f);
    SDL_RenderSetClipRect(a->r, &a->board_rc);
    for (int i = 0; i < n; i++) {
        SDL_Rect rc = gui_camera_cell_rect(&a->cam, cells[i].x, cells[i].y);
        int rot = 0;
        while (rot < 3 && !(cells[i].rotmask >> rot & 1))
            rot++;
        gui_atlas_tile(a->atlas, tile, cells[i].rotmask ? rot : 0, rc, (Uint8)(85 + 45 * pulse));
        gui_dashed_outline(a->r, rc, gui_px(&a->ui, 2), gui_px(&a->ui, 6), gui_rgba(GUI_COL_GOLD, 255));
    }
    SDL_RenderSetClipRect(a->r, NULL);
}

/* The wheel zooms about the pointer, a drag pans (the table's frame takes the scene's input). */
static void board_input(gui_app *a, SDL_Rect strip)
{
    gui_bazaar_ui *bu = gui_bazaar_of(a->game);
    gui_input *in = &a->in;
    int on_board = gui_hit(in, a->board_rc) && !gui_hit(in, strip);
    if (on_board && in->wheel) {
        gui_camera_zoom_at(&a->cam, in->wheel > 0 ? 1.15f : 1.0f / 1.15f, (float)in->mx, (float)in->my);
        a->glide = 0;
    }
    if (in->pressed[1] && on_board && !a->ui.consumed) {
        bu->panning = 1;
        bu->pan_x = in->mx;
        bu->pan_y = in->my;
    }
    if (bu->panning && in->down[1]) {
        gui_camera_pan(&a->cam, (float)(in->mx - bu->pan_x), (float)(in->my - bu->pan_y));
        bu->pan_x = in->mx;
        bu->pan_y = in->my;
        a->glide = 0;
    }
    if (!in->down[1])
        bu->panning = 0;
    if (gui_key(&a->ui, SDLK_HOME)) /* fit, as in play: below the strip */
        gui_board_fit(a, 1);
}

int gui_bazaar_folded(gui_app *a, const cit_bazaar *b, cit_move *chosen)
{
    gui_ui *ui = &a->ui;
    gui_bazaar_ui *bu = gui_bazaar_of(a->game);
    const cit_pending *pd = &a->game->pend;
    int look = look_tile(bu, b);
    if (look >= 0)
        ghosts(a, b->tile[look]);
    else
        bu->ncells = 0;
    /* The strip: Bazaar, the revealed tiles, the top bid or who is thinking, Back to the table. */
    int s = gui_px(ui, 50), pad = gui_px(ui, 10), gap = gui_px(ui, 8), lpx = gui_font_px(ui, 15);
    int hint_h = gui_font_px(ui, 13) * 3 / 2;
    SDL_Rect p = {a->board_rc.x + gui_px(ui, 10), a->board_rc.y + gui_px(ui, 10), a->board_rc.w - gui_px(ui, 20),
                  s + 2 * pad + hint_h};
    bu->cover_rc = p;
    if (!bu->fold_fitted) { /* just folded: every cell the tile could go to in view below the strip */
        gui_board_fit(a, 1); /* the board's bounds and a cell round them hold every such cell */
        bu->fold_fitted = 1;
    }
    gui_fill_rounded(a->r, p, gui_px(ui, 10), gui_rgba(GUI_COL_PANEL, 240));
    gui_fill_rect(a->r, (SDL_Rect){p.x, p.y + gui_px(ui, 6), gui_px(ui, 6), p.h - gui_px(ui, 12)}, pcol(a, pd->player));
    int x = p.x + pad + gui_px(ui, 6);
    gui_text(bazaar_tr(BZ_TITLE), x, p.y + pad + (s - lpx * 5 / 4) / 2, lpx, 1, gui_rgba(GUI_COL_WOOD, 255),
             GUI_ALIGN_LEFT);
    x += gui_text_width(bazaar_tr(BZ_TITLE), lpx, 1) + gap * 2;
    int picking = pd->decision == CIT_DECIDE_BAZAAR_PICK && b->auction && gui_app_seat_here(a, pd->player);
    for (int i = 0; i < b->ntiles; i++) {
        SDL_Rect t = {x, p.y + pad, s, s};
        bu->strip_tile_rc[i] = t;
        int owned = b->owner[i] != CIT_NOBODY;
        gui_atlas_tile(a->atlas, b->tile[i], 0, t, owned ? 110 : 255);
        if (owned)
            gui_atlas_follower(a->atlas, a->settings.palette_cb, gui_game_player_colour(a->game, b->owner[i]), 0,
                               (float)(t.x + s / 2), (float)(t.y + s / 2), (float)s * 0.5f, 255);
        if (i == look)
            gui_rect_outline(a->r, t, gui_px(ui, 3), gui_rgba(GUI_COL_GOLD, 255));
        else if (gui_hit(&a->in, t))
            gui_rect_outline(a->r, t, gui_px(ui, 2), gui_rgba(GUI_COL_LIT, 255));
        if (gui_hit(&a->in, t)) {
            gui_app_cursor(a, SDL_SYSTEM_CURSOR_HAND);
            if (a->in.released[1]) { /* look at this one; the auctioneer choosing also picks it */
                bu->look = i;
                bu->look_set = 1;
                if (picking && !owned)
                    bu->sel = i;
            }
            if (a->in.pressed[1])
                ui->consumed = 1;
        }
        x += s + gap;
    }
    x += gap;
    /* Back to the table, on the right. */
    int bw = gui_text_width(bazaar_tr(BZ_BACK_TABLE), lpx, 1) + gui_px(ui, 28), bh = gui_px(ui, 40);
    SDL_Rect back = {p.x + p.w - pad - bw, p.y + pad + (s - bh) / 2, bw, bh};
    if (gui_button_colour(ui, FOLD_ID(0), back, gui_rgba(GUI_COL_ACCENT, 255), bazaar_tr(BZ_BACK_TABLE), 1)) {
        bu->folded = 0;
        bu->look_set = 0;
    }
    /* Between: the top bid and its bidder, or who is asked. */
    char line[200], pts[32];
    int room = back.x - gap - x, px = gui_font_px(ui, 16);
    int human = gui_app_seat_here(a, pd->player);
    if (b->auction && b->lot >= 0) {
        gui_points(pts, sizeof pts, b->bid);
        gui_subst(line, sizeof line, bazaar_tr(BZ_TOP_BID), pts, gui_game_player_name(a->game, b->bidder), NULL);
    } else {
        SDL_strlcpy(line, bazaar_tr(BZ_NO_BID), sizeof line);
    }
    char fitted[200];
    gui_text_fit(fitted, sizeof fitted, line, room, px, 1);
    gui_text(fitted, x, p.y + pad + gui_px(ui, 4), px, 1, gui_darken(pcol(a, b->auction && b->lot >= 0 ? b->bidder : pd->player), 0.75f),
             GUI_ALIGN_LEFT);
    /* Under it: who decides now (a computer thinks), the hint line below the tiles. */
    const char *name = gui_game_player_name(a->game, pd->player);
    gui_subst(line, sizeof line, human ? gui_tr_seat(MSG_DECIDES, name) : bazaar_tr(BZ_WAIT), name, NULL, NULL);
    gui_text_fit(fitted, sizeof fitted, line, room, gui_font_px(ui, 14), 0);
    gui_text(fitted, x, p.y + pad + gui_px(ui, 4) + px * 3 / 2, gui_font_px(ui, 14), 0, gui_rgba(GUI_COL_INK_SOFT, 255),
             GUI_ALIGN_LEFT);
    char num[16];
    snprintf(num, sizeof num, "%d", bu->ncells);
    gui_subst(line, sizeof line, bazaar_tr(bu->ncells ? BZ_LOOK_HINT : BZ_FITS_NOWHERE), num, NULL, NULL);
    gui_text_fit(fitted, sizeof fitted, line, p.w - 2 * pad - gui_px(ui, 6), gui_font_px(ui, 13), 0);
    gui_text(fitted, p.x + pad + gui_px(ui, 6), p.y + pad + s + gui_px(ui, 3), gui_font_px(ui, 13), 0,
             gui_rgba(GUI_COL_INK_SOFT, 255), GUI_ALIGN_LEFT);
    if (gui_hit(&a->in, p) && a->in.pressed[1])
        ui->consumed = 1; /* the strip is not the board: no panning from it */
    board_input(a, p);
    /* Computers go on answering while a person looks at the board. */
    if (!human)
        return gui_bazaar_computer_answer(a, chosen);
    return 0;
}
