/* Main menu and the rules screen. */
#include "app.h"
#include "draw.h"
#include "i18n.h"
#include "text.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>

/* Plays a quick random game once; its board is the menus' backdrop. */
static cit_game *make_backdrop(void)
{
    cit_setup s;
    cit_status st;
    cit_setup_default(&s, 3, 20240611);
    s.players[2].colour = 2;
    cit_game *g = cit_game_new(&s, NULL, 0, &st);
    cit_move *moves = malloc(sizeof *moves * CIT_MAX_MOVES);
    uint32_t r = 77;
    for (int turn = 0; g && moves && turn < 48 && !cit_game_over(g); turn++) {
        int n = cit_game_legal_moves(g, moves, CIT_MAX_MOVES);
        if (n <= 0)
            break;
        if (n > CIT_MAX_MOVES)
            n = CIT_MAX_MOVES;
        r = r * 1664525u + 1013904223u;
        /* Prefer moves near the centre so the board stays compact. */
        int best = (int)((r >> 8) % (uint32_t)n), bestd = 1 << 30;
        for (int k = 0; k < 6; k++) {
            r = r * 1664525u + 1013904223u;
            int c = (int)((r >> 8) % (uint32_t)n), d = moves[c].x * moves[c].x + moves[c].y * moves[c].y;
            if (d < bestd) {
                bestd = d;
                best = c;
            }
        }
        cit_game_apply(g, &moves[best], NULL);
    }
    free(moves);
    return g;
}

/* A calm backdrop: a real board drifting slowly under a dark veil. */
void gui_scene_backdrop(gui_app *a)
{
    if (!a->backdrop)
        a->backdrop = make_backdrop();
    if (!a->backdrop)
        return;
    int n = cit_game_placed_count(a->backdrop);
    int x0, y0, x1, y1;
    cit_game_bounds(a->backdrop, &x0, &y0, &x1, &y1);
    gui_camera cam = {(float)(x0 + x1 + 1) * 0.5f, (float)(y0 + y1 + 1) * 0.5f, (float)gui_px(&a->ui, 110),
                      {0, 0, a->w, a->h}, 1, 1000};
    cam.cx += 0.8f * sinf((float)a->clock * 0.00005f);
    cam.cy += 0.5f * cosf((float)a->clock * 0.00004f);
    gui_fill_rect(a->r, (SDL_Rect){0, 0, a->w, a->h}, gui_rgba(0x2f3d31, 255));
    for (int i = 0; i < n; i++) {
        cit_placed_tile t = cit_game_placed(a->backdrop, i);
        gui_atlas_tile(a->atlas, t.tile, t.rot, gui_camera_cell_rect(&cam, t.x, t.y), 255);
    }
    cit_follower f[CIT_MAX_PLAYERS * CIT_FOLLOWERS];
    int nf = cit_game_followers(a->backdrop, f, CIT_MAX_PLAYERS * CIT_FOLLOWERS); /* every follower has one place */
    for (int i = 0; i < nf && i < CIT_MAX_PLAYERS * CIT_FOLLOWERS; i++) {
        cit_placed_tile t;
        float fx, fy, sx, sy;
        if (f[i].where != CIT_AT_PART || !cit_game_tile_at(a->backdrop, f[i].x, f[i].y, &t))
            continue;
        gui_atlas_anchor(a->atlas, t.tile, f[i].spot, t.rot, &fx, &fy);
        gui_camera_to_screen(&cam, (float)t.x + fx, (float)t.y + fy, &sx, &sy);
        gui_atlas_follower(a->atlas, a->settings.palette_cb, f[i].player, f[i].feature_kind == CIT_FEAT_FIELD, sx,
                           sy, cam.zoom * 0.36f, 255);
    }
    gui_fill_rect(a->r, (SDL_Rect){0, 0, a->w, a->h}, gui_rgba(0x14100c, 150));
}

static void title(gui_app *a, int y)
{
    int px = gui_font_px(&a->ui, 72);
    gui_text(gui_tr(MSG_TITLE), a->w / 2 + gui_px(&a->ui, 3), y + gui_px(&a->ui, 4), px, 1, gui_rgba(0, 160),
             GUI_ALIGN_CENTER);
    gui_text(gui_tr(MSG_TITLE), a->w / 2, y, px, 1, gui_rgba(0xf3d58a, 255), GUI_ALIGN_CENTER);
    gui_text(gui_tr(MSG_SUBTITLE), a->w / 2, y + px * 5 / 4, gui_font_px(&a->ui, 20), 0,
             gui_rgba(GUI_COL_CREAM, 255), GUI_ALIGN_CENTER);
}

void gui_scene_menu(gui_app *a)
{
    gui_ui *ui = &a->ui;
    char path[1200];
    gui_scene_backdrop(a);
    int top = a->h / 2 - gui_px(ui, 280);
    if (top < gui_px(ui, 10))
        top = gui_px(ui, 10);
    title(a, top);
    gui_autosave_path(path, sizeof path);
    int can_continue = gui_file_exists(path);
    int bw = gui_px(ui, 300), bh = gui_px(ui, 52), gap = gui_px(ui, 14);
    int x = (a->w - bw) / 2, y = top + gui_px(ui, 150);
    SDL_Rect panel = {x - gui_px(ui, 24), y - gui_px(ui, 24), bw + gui_px(ui, 48), 6 * (bh + gap) + gui_px(ui, 34)};
    gui_panel(ui, panel);
    if (gui_button_colour(ui, GUI_ID(0), (SDL_Rect){x, y, bw, bh}, gui_rgba(GUI_COL_ACCENT, 255),
                          gui_tr(MSG_CONTINUE), can_continue) ||
        (can_continue && gui_key(ui, SDLK_c)))
        gui_app_load_game(a, path);
    y += bh + gap;
    if (gui_button(ui, GUI_ID(0), (SDL_Rect){x, y, bw, bh}, gui_tr(MSG_NEW_GAME), 1) || gui_key(ui, SDLK_n))
        gui_newgame_open(a, NULL);
    y += bh + gap;
    if (gui_button(ui, GUI_ID(0), (SDL_Rect){x, y, bw, bh}, gui_tr(MSG_LOAD), 1) || gui_key_ctrl(ui, SDLK_l))
        gui_dialog_open(a, GUI_DLG_LOAD);
    y += bh + gap;
    if (gui_button(ui, GUI_ID(0), (SDL_Rect){x, y, bw, bh}, gui_tr(MSG_SETTINGS), 1))
        gui_app_set_scene(a, GUI_SCENE_SETTINGS);
    y += bh + gap;
    if (gui_button(ui, GUI_ID(0), (SDL_Rect){x, y, bw, bh}, gui_tr(MSG_RULES), 1))
        gui_app_set_scene(a, GUI_SCENE_RULES);
    y += bh + gap;
    if (gui_button(ui, GUI_ID(0), (SDL_Rect){x, y, bw, bh}, gui_tr(MSG_QUIT), 1) || gui_key(ui, SDLK_ESCAPE))
        a->quit = 1;
}

void gui_scene_rules(gui_app *a)
{
    gui_ui *ui = &a->ui;
    gui_scene_backdrop(a);
    int w = gui_px(ui, 760);
    if (w > a->w - gui_px(ui, 40))
        w = a->w - gui_px(ui, 40);
    SDL_Rect p = {(a->w - w) / 2, gui_px(ui, 30), w, a->h - gui_px(ui, 60)};
    gui_panel(ui, p);
    int pad = gui_px(ui, 28), y = p.y + pad;
    gui_text(gui_tr(MSG_RULES_TITLE), p.x + pad, y, gui_font_px(ui, 30), 1, gui_rgba(GUI_COL_INK, 255),
             GUI_ALIGN_LEFT);
    y += gui_font_px(ui, 30) * 3 / 2;
    int px = gui_font_px(ui, 17);
    /* Bazaars are explained when this game (or the one being set up) plays with them. */
    int bazaar = a->game ? cit_game_setup(gui_game_engine(a->game))->opt.bazaar : a->setup.opt.bazaar;
    /* Shrink the text until it fits the panel (small windows). */
    while (px > 9) {
        int was = gui_draw_enabled;
        gui_draw_enabled = 0;
        int hh = gui_text_wrapped(gui_tr(MSG_RULES_TEXT), 0, 0, w - 2 * pad, px, 0, gui_rgba(0, 255)) +
                 gui_text_wrapped(gui_tr(MSG_RULES_CONTROLS), 0, 0, w - 2 * pad, px, 0, gui_rgba(0, 255)) +
                 gui_text_wrapped(gui_tr(MSG_RULES_COUNT), 0, 0, w - 2 * pad, px, 0, gui_rgba(0, 255)) + px +
                 (bazaar ? gui_text_wrapped(gui_tr(MSG_RULES_BAZAAR), 0, 0, w - 2 * pad, px, 0, gui_rgba(0, 255)) : 0);
        gui_draw_enabled = was;
        if (y + hh + px * 8 + gui_px(ui, 70) < p.y + p.h)
            break;
        px--;
    }
    y += gui_text_wrapped(gui_tr(MSG_RULES_TEXT), p.x + pad, y, w - 2 * pad, px, 0, gui_rgba(GUI_COL_INK, 255));
    y += px / 2;
    int small = a->game ? cit_game_setup(gui_game_engine(a->game))->opt.small_city_two_points
                        : a->setup.opt.small_city_two_points;
    gui_text(gui_tr(small ? MSG_RULE_SMALL_ON : MSG_RULE_SMALL_OFF), p.x + pad, y, px, 1,
             gui_rgba(GUI_COL_ACCENT, 255), GUI_ALIGN_LEFT);
    y += px * 2;
    /* The Count of Carcassonne, always explained; said to be on when this game plays with it. */
    int count = a->game ? cit_game_setup(gui_game_engine(a->game))->opt.count : a->setup.opt.count;
    y += gui_text_wrapped(gui_tr(MSG_RULES_COUNT), p.x + pad, y, w - 2 * pad, px, 0, gui_rgba(GUI_COL_INK, 255));
    if (count) {
        y += px / 2;
        gui_text(gui_tr(MSG_RULE_COUNT_ON), p.x + pad, y, px, 1, gui_rgba(GUI_COL_ACCENT, 255), GUI_ALIGN_LEFT);
        y += px * 3 / 2;
    }
    if (bazaar)
        y += gui_text_wrapped(gui_tr(MSG_RULES_BAZAAR), p.x + pad, y, w - 2 * pad, px, 0, gui_rgba(GUI_COL_INK, 255));
    y += px / 2;
    gui_text(gui_tr(MSG_CONTROLS_TITLE), p.x + pad, y, px * 5 / 4, 1, gui_rgba(GUI_COL_INK, 255), GUI_ALIGN_LEFT);
    y += px * 7 / 4;
    gui_text_wrapped(gui_tr(MSG_RULES_CONTROLS), p.x + pad, y, w - 2 * pad, px, 0, gui_rgba(GUI_COL_INK, 255));
    int bw = gui_px(ui, 180), bh = gui_px(ui, 46);
    if (gui_button(ui, GUI_ID(0), (SDL_Rect){p.x + p.w - bw - pad, p.y + p.h - bh - gui_px(ui, 20), bw, bh},
                   gui_tr(MSG_BACK), 1) ||
        gui_key(ui, SDLK_ESCAPE))
        gui_app_set_scene(a, GUI_SCENE_MENU);
}
