/* Main menu (its backdrop is backdrop.c, the rules screen scene_rules.c). */
#include "app/app.h"
#include "scenes/scenes.h"
#include "draw/draw.h"
#include "app/i18n.h"
#include "app/turns.h"
#include "draw/text.h"
#include "scenes/lesson/lesson.h"
#include "scenes/lesson/lesson_text.h"
#include "version.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The menu's own geometry in layout units. */
static const struct {
    int title_px, title_short_px, shadow; /* the game's name (a short window: smaller) and its shadow's offset */
    int lift, least_top;                  /* the title above the window's middle; at least this from the top */
    int buttons_top, buttons_top_short;   /* the buttons under the title's top */
    int button_w, button_h, button_least_h, gap; /* the buttons; on a short window at least; between them */
    int side_room;                        /* the buttons' panel from the window's sides */
    int panel_pad, panel_wide, panel_foot; /* the panel round the buttons: beyond them, its two sides, under them */
    int first_w, first_pad, first_pad_phone, first_px, first_title_px, first_least_h; /* the first start's welcome */
} MN = {72, 40, 3, 280, 10, 150, 70, 300, 52, 34, 14, 60, 24, 48, 34, 520, 26, 14, 17, 28, 36};

enum { NBUTTONS = 10 };

static void title(gui_app *a, int y)
{
    gui_ui *ui = &a->ui;
    int px = gui_font_px(ui, ui->short_h ? MN.title_short_px : MN.title_px), spx = gui_font_px(ui, GUI_FONT_SUBHEAD);
    gui_text(gui_tr(MSG_TITLE), a->w / 2 + gui_px(ui, MN.shadow), y + gui_px(ui, GUI_SIZE_NUDGE), px, 1, gui_rgba(0, 160), GUI_ALIGN_CENTER);
    gui_text(gui_tr(MSG_TITLE), a->w / 2, y, px, 1, gui_rgba(GUI_COL_TITLE, 255), GUI_ALIGN_CENTER);
    const char *sub = gui_tr(MSG_SUBTITLE);
    int w = gui_text_width(sub, spx, 0), most = a->w - gui_px(ui, 2 * GUI_SIZE_MARGIN);
    if (w <= most) /* a phone upright has no room for it under the title: the buttons are what counts */
        gui_text(sub, a->w / 2, y + px * 5 / 4, spx, 0, gui_rgba(GUI_COL_CREAM, 255), GUI_ALIGN_CENTER);
}

/* First start's choice made: the greeting is not shown again (the settings file now exists). */
static void greeted(gui_app *a)
{
    a->settings.first_start = 0;
    if (!a->no_settings)
        gui_settings_save(&a->settings);
}

/* One person against one medium computer in the base game, started at once. */
static void play_computer(gui_app *a)
{
    gui_scene_newgame_reset(a);
    cit_setup s = a->setup;
    cit_options_default(&s.opt);
    s.mode = CIT_MODE_CLASSIC;
    s.nplayers = 2;
    s.players[0].kind = CIT_SEAT_HUMAN;
    s.players[1].kind = CIT_SEAT_AI_MEDIUM;
    SDL_strlcpy(s.players[1].name, "Bedřich", CIT_NAME_LEN);
    if (!strcmp(s.players[0].name, s.players[1].name))
        SDL_strlcpy(s.players[0].name, lesson_tr(LESSON_YOU), CIT_NAME_LEN);
    gui_app_start_game(a, &s);
}

/* The very first start (no settings file yet) greets a newcomer over the menu: learn to play,
   or a game against the computer straight away, or neither; its panel from y = top down (or
   higher on a short window), closed up on a small one (tighter padding, then a finger's least
   buttons) until it fits between the margins. Returns 1 while it shows. */
static int first_start(gui_app *a, int top)
{
    gui_ui *ui = &a->ui;
    if (!a->settings.first_start)
        return 0;
    const char *title = lesson_tr(LESSON_FIRST_TITLE), *text = lesson_tr(LESSON_FIRST_TEXT);
    int margin = gui_px(ui, GUI_SIZE_PAD), w = gui_px(ui, MN.first_w), pad = gui_px(ui, MN.first_pad), bh = gui_px(ui, GUI_SIZE_ACTION_H), gap = gui_px(ui, GUI_SIZE_MARGIN);
    if (w > a->w - 2 * margin)
        w = a->w - 2 * margin;
    int px = gui_font_px(ui, MN.first_px), tpx = gui_font_px(ui, MN.first_title_px), bw = 0, head = 0, h = 0;
    for (int step = 0; step < 3; step++) {
        if (step == 1)
            pad = gui_px(ui, MN.first_pad_phone), gap = gui_px(ui, GUI_SIZE_SPACE);
        if (step == 2)
            bh = ui->least_hit > gui_px(ui, MN.first_least_h) ? ui->least_hit : gui_px(ui, MN.first_least_h);
        bw = w - 2 * pad;
        while (tpx > gui_font_px(ui, GUI_FONT_HEADING) && gui_text_width(title, tpx, 1) > bw)
            tpx--; /* a phone: the title in the panel's width (wrapped if even a heading's is too wide) */
        head = gui_text_wrapped_h(title, bw, tpx, 1) + tpx / 2;
        h = pad + head + gui_text_wrapped_h(text, bw, px, 0) + pad + 3 * bh + 2 * gap + pad;
        if (h <= a->h - 2 * margin)
            break;
    }
    SDL_Rect p = {(a->w - w) / 2, top, w, h};
    if (p.y + h > a->h - margin)
        p.y = a->h - margin - h;
    if (p.y < margin)
        p.y = margin;
    gui_panel(ui, p);
    int y = p.y + pad, x = p.x + pad;
    gui_text_wrapped(title, x, y, bw, tpx, 1, gui_rgba(GUI_COL_INK, 255));
    y += head;
    y += gui_text_wrapped(text, x, y, bw, px, 0, gui_rgba(GUI_COL_INK, 255)) + pad;
    int learn = gui_button_colour(ui, GUI_ID(0), (SDL_Rect){x, y, bw, bh}, gui_rgba(GUI_COL_ACCENT, 255),
                                  gui_tr(MSG_LEARN_TO_PLAY), 1);
    y += bh + gap;
    int play = gui_button(ui, GUI_ID(0), (SDL_Rect){x, y, bw, bh}, lesson_tr(LESSON_FIRST_PLAY), 1);
    y += bh + gap;
    int later = gui_button(ui, GUI_ID(0), (SDL_Rect){x, y, bw, bh}, lesson_tr(LESSON_NOT_NOW), 1) ||
                gui_key(ui, SDLK_ESCAPE);
    if (learn || play || later)
        greeted(a);
    if (learn)
        gui_lesson_start(a);
    else if (play)
        play_computer(a);
    return 1;
}

/* The games waiting for this player (app/turns.h), a red badge at the right end of My games;
   the button keeps its label (the page's tests and readers find it by it). */
static void waiting_badge(gui_app *a, SDL_Rect b)
{
    gui_ui *ui = &a->ui;
    int n = gui_turns_waiting(a->your_turn.turns);
    if (n <= 0)
        return;
    char num[16];
    snprintf(num, sizeof num, n > 99 ? "99+" : "%d", n);
    int px = gui_font_px(ui, GUI_FONT_BODY), h = SDL_min(b.h - gui_px(ui, GUI_SIZE_SPACE), px * 3 / 2);
    int w = SDL_max(h, gui_text_width(num, px, 1) + h / 2);
    SDL_Rect rc = {b.x + b.w - w - gui_px(ui, GUI_SIZE_SPACE), b.y + (b.h - h) / 2, w, h};
    gui_fill_rounded(a->r, rc, h / 2, gui_rgba(GUI_COL_WARN, 255));
    gui_text(num, rc.x + w / 2, rc.y + (h - px) / 2, px, 1, gui_rgba(GUI_COL_CREAM, 255), GUI_ALIGN_CENTER);
}

void gui_scene_menu(gui_app *a)
{
    gui_ui *ui = &a->ui;
    char path[1200];
    gui_app_backdrop(a);
    int top = a->h / 2 - gui_px(ui, MN.lift);
    if (top < gui_px(ui, MN.least_top))
        top = gui_px(ui, MN.least_top);
    title(a, top);
    if (first_start(a, top + gui_px(ui, MN.buttons_top))) /* in place of the menu's buttons, until answered */
        return;
    /* The version in the corner, for bug reports (common/version.h). */
    gui_text("Citadela " CIT_VERSION, a->w - gui_px(ui, GUI_SIZE_PAD), a->h - gui_font_px(ui, GUI_FONT_NOTE) - gui_px(ui, GUI_SIZE_SPACE),
             gui_font_px(ui, GUI_FONT_NOTE), 0, gui_rgba(GUI_COL_CREAM, 150), GUI_ALIGN_RIGHT);
    gui_autosave_path(path, sizeof path);
    int can_continue = gui_file_exists(path);
    int bw = gui_px(ui, MN.button_w), bh = gui_px(ui, MN.button_h), gap = gui_px(ui, MN.gap), cols = 1;
    int y = top + gui_px(ui, ui->short_h ? MN.buttons_top_short : MN.buttons_top);
    /* Ten buttons under the title: on a short window (1024x600) they close up so the panel
       ends above the window's edge rather than running off it; where even that leaves less than
       a finger's height (a phone on its side), they stand in two columns. */
    int room = a->h - y - gui_px(ui, MN.panel_foot) - gui_px(ui, GUI_SIZE_MARGIN);
    if (NBUTTONS * (bh + gap) > room) {
        gap = gui_px(ui, GUI_SIZE_SPACE);
        bh = room / NBUTTONS - gap;
        if (bh < gui_px(ui, MN.button_least_h))
            bh = gui_px(ui, MN.button_least_h);
        if (bh < ui->least_hit) {
            cols = 2;
            bh = room / ((NBUTTONS + 1) / 2) - gap;
            bh = bh < ui->least_hit ? ui->least_hit : bh > gui_px(ui, MN.button_h) ? gui_px(ui, MN.button_h) : bh;
            if (2 * bw + gap > a->w - gui_px(ui, MN.side_room))
                bw = (a->w - gui_px(ui, MN.side_room) - gap) / 2;
        }
    }
    if (bw > a->w - gui_px(ui, MN.side_room)) /* a phone upright */
        bw = a->w - gui_px(ui, MN.side_room);
    int rows = cols == 1 ? NBUTTONS : (NBUTTONS + 1) / 2, all_w = cols * bw + (cols - 1) * gap;
    int x0 = (a->w - all_w) / 2, y0 = y;
    SDL_Rect panel = {x0 - gui_px(ui, MN.panel_pad), y - gui_px(ui, MN.panel_pad), all_w + gui_px(ui, MN.panel_wide),
                     rows * (bh + gap) + gui_px(ui, MN.panel_foot)};
    gui_panel(ui, panel);
    int k = 0, x = x0; /* the k-th button: down the first column, then the second */
#define NEXT_BUTTON() (k++, x = x0 + (k / rows) * (bw + gap), y = y0 + (k % rows) * (bh + gap))
    if (gui_button_colour(ui, GUI_ID(0), (SDL_Rect){x, y, bw, bh}, gui_rgba(GUI_COL_ACCENT, 255),
                          gui_tr(MSG_CONTINUE), can_continue) ||
        (can_continue && gui_key(ui, SDLK_c)))
        gui_app_load_game(a, path);
    NEXT_BUTTON();
    if (gui_button(ui, GUI_ID(0), (SDL_Rect){x, y, bw, bh}, gui_tr(MSG_NEW_GAME), 1) || gui_key(ui, SDLK_n))
        gui_newgame_open(a, NULL);
    NEXT_BUTTON();
    if (gui_button(ui, GUI_ID(0), (SDL_Rect){x, y, bw, bh}, gui_tr(MSG_LEARN_TO_PLAY), 1))
        gui_lesson_start(a);
    NEXT_BUTTON();
    if (gui_button(ui, GUI_ID(0), (SDL_Rect){x, y, bw, bh}, gui_tr(MSG_LOAD), 1) || gui_key_ctrl(ui, SDLK_l))
        gui_dialog_open(a, GUI_DLG_LOAD);
    NEXT_BUTTON();
    if (gui_button(ui, GUI_ID(0), (SDL_Rect){x, y, bw, bh}, gui_tr(MSG_HOST_TABLE), 1))
        gui_host_open(a);
    NEXT_BUTTON();
    if (gui_button(ui, GUI_ID(0), (SDL_Rect){x, y, bw, bh}, gui_tr(MSG_JOIN_TABLE), 1))
        gui_join_open(a);
    NEXT_BUTTON();
    if (gui_button(ui, GUI_ID(0), (SDL_Rect){x, y, bw, bh}, gui_tr(MSG_MYGAMES), 1))
        gui_app_set_scene(a, GUI_SCENE_MYGAMES);
    waiting_badge(a, (SDL_Rect){x, y, bw, bh});
    NEXT_BUTTON();
    if (gui_button(ui, GUI_ID(0), (SDL_Rect){x, y, bw, bh}, gui_tr(MSG_SETTINGS), 1))
        gui_app_set_scene(a, GUI_SCENE_SETTINGS);
    NEXT_BUTTON();
    if (gui_button(ui, GUI_ID(0), (SDL_Rect){x, y, bw, bh}, gui_tr(MSG_RULES), 1))
        gui_app_set_scene(a, GUI_SCENE_RULES); /* its first page, from the top */
    NEXT_BUTTON();
    if (gui_button(ui, GUI_ID(0), (SDL_Rect){x, y, bw, bh}, gui_tr(MSG_QUIT), 1) || gui_key(ui, SDLK_ESCAPE))
        a->quit = 1;
#undef NEXT_BUTTON
}
