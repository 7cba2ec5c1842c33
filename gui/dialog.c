/* Modal dialogs: messages, leave-game confirmation, save-as with a name, and the load list. */
#include "app.h"
#include "draw.h"
#include "i18n.h"
#include "text.h"

#include <stdio.h>
#include <string.h>
#include <time.h>

void gui_dialog_open(gui_app *a, gui_dialog_kind kind)
{
    a->dlg.kind = kind;
    a->dlg.scroll = 0;
    a->ui.active = 0;
    a->ui.focus = 0;
    if (kind == GUI_DLG_SAVE_AS) {
        time_t t = time(NULL);
        struct tm tmv;
        struct tm *tp = localtime(&t);
        if (tp) {
            tmv = *tp;
            strftime(a->dlg.input, sizeof a->dlg.input, "game-%Y%m%d-%H%M", &tmv);
        } else {
            SDL_strlcpy(a->dlg.input, "game", sizeof a->dlg.input);
        }
    } else if (kind == GUI_DLG_LOAD) {
        a->dlg.nnames = gui_list_saves(a->dlg.names, GUI_MAX_SAVES);
    }
}

/* Keys for the dialog itself, even while its text field has the keyboard. */
static int raw_key(const gui_ui *ui, SDL_Keycode k)
{
    for (int i = 0; i < ui->in->nkeys; i++)
        if (ui->in->keys[i] == k)
            return 1;
    return 0;
}

static SDL_Rect frame_box(gui_app *a, int w, int h)
{
    if (w > a->w - 20)
        w = a->w - 20;
    if (h > a->h - 20)
        h = a->h - 20;
    gui_fill_rect(a->r, (SDL_Rect){0, 0, a->w, a->h}, gui_rgba(0x000000, 130));
    SDL_Rect p = {(a->w - w) / 2, (a->h - h) / 2, w, h};
    gui_panel(&a->ui, p);
    return p;
}

static void do_save(gui_app *a)
{
    char path[1200], err[256], msg[320];
    if (!a->game)
        return;
    gui_named_save_path(a->dlg.input, path, sizeof path);
    if (gui_save_session(a->game->sess, path, err, sizeof err) == 0) {
        const char *base = strrchr(path, '/');
        gui_subst(msg, sizeof msg, gui_tr(MSG_SAVED), base ? base + 1 : path, NULL, NULL);
    } else {
        gui_subst(msg, sizeof msg, gui_tr(MSG_SAVE_FAILED), err, NULL, NULL);
    }
    gui_app_toast(a, msg);
}

static void load_list(gui_app *a, SDL_Rect p, int pad)
{
    gui_ui *ui = &a->ui;
    int rh = gui_px(ui, 44), y = p.y + pad + gui_px(ui, 50);
    int rows = (p.h - gui_px(ui, 170)) / rh;
    if (!a->dlg.nnames)
        gui_text(gui_tr(MSG_NO_SAVES), p.x + pad, y, gui_font_px(ui, 17), 0, gui_rgba(GUI_COL_INK_SOFT, 255),
                 GUI_ALIGN_LEFT);
    if (ui->in->wheel) {
        a->dlg.scroll -= ui->in->wheel;
        if (a->dlg.scroll > a->dlg.nnames - rows)
            a->dlg.scroll = a->dlg.nnames - rows;
        if (a->dlg.scroll < 0)
            a->dlg.scroll = 0;
    }
    for (int i = a->dlg.scroll; i < a->dlg.nnames && i < a->dlg.scroll + rows; i++) {
        SDL_Rect b = {p.x + pad, y, p.w - 2 * pad, rh - gui_px(ui, 6)};
        if (gui_button_colour(ui, GUI_ID(i), b, gui_rgba(0xe4d3a8, 255), a->dlg.names[i], 1)) {
            char path[1200];
            gui_named_save_path(a->dlg.names[i], path, sizeof path);
            a->dlg.kind = GUI_DLG_NONE;
            gui_app_load_game(a, path);
            return;
        }
        y += rh;
    }
}

void gui_dialog_frame(gui_app *a)
{
    gui_ui *ui = &a->ui;
    gui_dialog *d = &a->dlg;
    SDL_Color ink = gui_rgba(GUI_COL_INK, 255);
    int pad = gui_px(ui, 24), bw = gui_px(ui, 150), bh = gui_px(ui, 44);
    int big = d->kind == GUI_DLG_LOAD;
    SDL_Rect p = frame_box(a, gui_px(ui, big ? 560 : 520), gui_px(ui, big ? 520 : 230));
    int by = p.y + p.h - bh - pad, tpx = gui_font_px(ui, 18);
    SDL_Rect ok = {p.x + p.w - pad - bw, by, bw, bh}, cancel = {ok.x - bw - gui_px(ui, 12), by, bw, bh};
    int enter = raw_key(ui, SDLK_RETURN) || raw_key(ui, SDLK_KP_ENTER);
    int esc = raw_key(ui, SDLK_ESCAPE);
    switch (d->kind) {
    case GUI_DLG_MESSAGE:
        gui_text_wrapped(d->text, p.x + pad, p.y + pad, p.w - 2 * pad, tpx, 0, ink);
        if (gui_button(ui, GUI_ID(0), ok, gui_tr(MSG_OK), 1) || enter || esc)
            d->kind = GUI_DLG_NONE;
        break;
    case GUI_DLG_LEAVE:
        gui_text_wrapped(gui_tr(MSG_QUIT_CONFIRM), p.x + pad, p.y + pad, p.w - 2 * pad, tpx, 0, ink);
        if (gui_button(ui, GUI_ID(0), cancel, gui_tr(MSG_NO), 1) || esc) {
            d->kind = GUI_DLG_NONE;
        } else if (gui_button_colour(ui, GUI_ID(0), ok, gui_rgba(GUI_COL_ACCENT, 255), gui_tr(MSG_YES), 1) || enter) {
            d->kind = GUI_DLG_NONE;
            gui_app_leave_game(a);
        }
        break;
    case GUI_DLG_QUIT:
        gui_text_wrapped(gui_tr(MSG_QUIT_GAME_CONFIRM), p.x + pad, p.y + pad, p.w - 2 * pad, tpx, 0, ink);
        if (gui_button(ui, GUI_ID(0), cancel, gui_tr(MSG_CANCEL), 1) || esc) {
            d->kind = GUI_DLG_NONE;
        } else if (gui_button_colour(ui, GUI_ID(0), ok, gui_rgba(GUI_COL_ACCENT, 255), gui_tr(MSG_QUIT), 1) || enter) {
            d->kind = GUI_DLG_NONE;
            a->quit = 1;
        }
        break;
    case GUI_DLG_SAVE_AS: {
        gui_text(gui_tr(MSG_SAVE_AS), p.x + pad, p.y + pad, gui_font_px(ui, 22), 1, ink, GUI_ALIGN_LEFT);
        int fid = GUI_ID(0);
        ui->focus = fid; /* the name field always has the keyboard here */
        gui_textfield(ui, fid, (SDL_Rect){p.x + pad, p.y + pad + gui_px(ui, 44), p.w - 2 * pad, bh}, d->input,
                      sizeof d->input);
        ui->focus = fid;
        if (gui_button(ui, GUI_ID(0), cancel, gui_tr(MSG_CANCEL), 1) || esc) {
            d->kind = GUI_DLG_NONE;
        } else if (gui_button_colour(ui, GUI_ID(0), ok, gui_rgba(GUI_COL_ACCENT, 255), gui_tr(MSG_SAVE),
                                     d->input[0] != 0) ||
                   (enter && d->input[0])) {
            d->kind = GUI_DLG_NONE;
            do_save(a);
        }
        if (d->kind == GUI_DLG_NONE)
            ui->focus = 0;
        break;
    }
    case GUI_DLG_LOAD:
        gui_text(gui_tr(MSG_LOAD_GAME), p.x + pad, p.y + pad, gui_font_px(ui, 22), 1, ink, GUI_ALIGN_LEFT);
        load_list(a, p, pad);
        if (d->kind == GUI_DLG_LOAD && (gui_button(ui, GUI_ID(0), ok, gui_tr(MSG_CANCEL), 1) || esc))
            d->kind = GUI_DLG_NONE;
        break;
    default:
        break;
    }
}
