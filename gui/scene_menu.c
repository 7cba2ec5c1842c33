/* Main menu and the rules screen. */
#include "app.h"
#include "draw.h"
#include "i18n.h"
#include "text.h"

#include <stdio.h>

/* A calm backdrop: a loose grid of tiles under a dark veil. */
static void backdrop(gui_app *a)
{
    int cell = gui_px(&a->ui, 128);
    if (cell < 32 || !a->tiles->ntiles)
        return;
    uint32_t h = 12345;
    for (int y = -1; y * cell < a->h + cell; y++)
        for (int x = -1; x * cell < a->w + cell; x++) {
            h = h * 1103515245u + 12345u;
            int t = (int)((h >> 8) % (uint32_t)(a->tiles->ntiles < 24 ? a->tiles->ntiles : 24));
            SDL_Rect rc = {x * cell + (int)(a->clock / 200 % (uint32_t)cell) - cell, y * cell, cell, cell};
            gui_atlas_tile(a->atlas, t, (int)(h >> 20) & 3, rc, 255);
        }
    gui_fill_rect(a->r, (SDL_Rect){0, 0, a->w, a->h}, gui_rgba(0x14100c, 170));
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
    backdrop(a);
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
        gui_app_set_scene(a, GUI_SCENE_NEWGAME);
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
    backdrop(a);
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
    /* Shrink the text until it fits the panel (small windows). */
    while (px > 10) {
        int was = gui_draw_enabled;
        gui_draw_enabled = 0;
        int hh = gui_text_wrapped(gui_tr(MSG_RULES_TEXT), 0, 0, w - 2 * pad, px, 0, gui_rgba(0, 255));
        gui_draw_enabled = was;
        if (y + hh + px * 4 + gui_px(ui, 60) < p.y + p.h)
            break;
        px--;
    }
    y += gui_text_wrapped(gui_tr(MSG_RULES_TEXT), p.x + pad, y, w - 2 * pad, px, 0, gui_rgba(GUI_COL_INK, 255));
    y += px;
    int small = a->game ? cit_game_setup(gui_game_engine(a->game))->opt.small_city_two_points
                        : a->setup.opt.small_city_two_points;
    gui_text(gui_tr(small ? MSG_RULE_SMALL_ON : MSG_RULE_SMALL_OFF), p.x + pad, y, px, 1,
             gui_rgba(GUI_COL_ACCENT, 255), GUI_ALIGN_LEFT);
    int bw = gui_px(ui, 180), bh = gui_px(ui, 46);
    if (gui_button(ui, GUI_ID(0), (SDL_Rect){p.x + p.w - bw - pad, p.y + p.h - bh - gui_px(ui, 20), bw, bh},
                   gui_tr(MSG_BACK), 1) ||
        gui_key(ui, SDLK_ESCAPE))
        gui_app_set_scene(a, GUI_SCENE_MENU);
}
