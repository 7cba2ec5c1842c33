/* Modal dialogs: messages, leave-game confirmation, save-as with a name, and the load list. */
#include "app/app.h"
#include "scenes/scene_state.h"
#include "draw/draw.h"
#include "app/i18n.h"
#include "app/net_seam.h"
#include "draw/text.h"

#include <stdio.h>
#include <string.h>
#include <time.h>

/* The dialogs' own geometry in layout units. */
static const struct {
    int pad, button_w, field_top;     /* a dialog's inside and its buttons; Save as' name field under its title */
    int small_w, small_h, load_w, load_h; /* a question's box; the load list's */
    int list_top, list_room;          /* the load list under its title; what is not rows (title, buttons, the line under) */
    int side_w, under_h, name_h;      /* Replay and Delete beside a save, under it (a phone); a row's name line */
    int name_top, empty_px;           /* the save's name in its row; "no saves" */
    int arrow, track_w, track_half, thumb_w, thumb_half; /* the scroll bar's arrows, its track and thumb */
    int note_gap;                     /* the line saying which rows show, under them */
} DL = {24, 150, 44, 520, 230, 900, 560, 50, 170, 110, 40, 40, 3, 17, 30, 6, 3, 8, 4, 2};

/* One line per save: who plays, when it was saved, how far it got. */
static void describe_saves(gui_app *a)
{
    for (int i = 0; i < a->dlg.nnames; i++) {
        char path[1200], players[400], date[40], num[16];
        int moves, over;
        gui_listed_save_path(a->dlg.names[i], path, sizeof path);
        if (!gui_save_info(path, players, sizeof players, &moves, &over, date, sizeof date)) {
            gui_subst(a->dlg.info[i], sizeof a->dlg.info[i], gui_tr(MSG_SAVE_UNREADABLE), date, NULL, NULL);
            continue;
        }
        snprintf(num, sizeof num, "%d", moves);
        gui_subst(a->dlg.info[i], sizeof a->dlg.info[i], gui_tr_n(over ? MSG_SAVE_INFO_OVER : MSG_SAVE_INFO, moves), players,
                  date, num);
    }
}

void gui_dialog_open(gui_app *a, gui_dialog_kind kind)
{
    gui_app_open_dialog(a, kind);
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
        a->ui.selected = 1; /* typing replaces the suggested name */
        a->ui.caret = (int)strlen(a->dlg.input);
    } else if (kind == GUI_DLG_LOAD) {
        a->dlg.nnames = gui_list_saves(a->dlg.names, GUI_MAX_SAVES);
        a->dlg.confirm_delete = -1;
        describe_saves(a);
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
    gui_fill_rect(a->r, (SDL_Rect){0, 0, a->w, a->h}, gui_rgba(GUI_COL_SHADOW, 130));
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
    if (gui_save_game_record(a->game->sess, &a->game->rec, path, err, sizeof err) == 0) {
        const char *base = strrchr(path, '/');
        gui_subst(msg, sizeof msg, gui_tr(MSG_SAVED), base ? base + 1 : path, NULL, NULL);
        SDL_strlcpy(a->play.game_name, a->dlg.input, sizeof a->play.game_name); /* its replay carries the name */
    } else {
        gui_subst(msg, sizeof msg, gui_tr(MSG_SAVE_FAILED), err, NULL, NULL);
    }
    gui_app_toast(a, msg);
}

/* The lines a save's info takes wrapped at width w (at least 1). */
static int info_lines(const char *info, int w, int px)
{
    int was = gui_draw_enabled;
    gui_draw_enabled = 0;
    int h = gui_text_wrapped(info, 0, 0, w, px, 0, gui_rgba(0, 255));
    gui_draw_enabled = was;
    int lh = px * 5 / 4;
    return h > lh ? (h + lh / 2) / lh : 1;
}

/* More saves than rows: arrows beside the list from y, a thumb between them, a line saying which
   rows show; the wheel, the arrow keys and a finger's swipe scroll it. Returns the bar's width (0:
   all rows show). */
static int load_scroller(gui_app *a, SDL_Rect p, int pad, int y, int rows, int rh)
{
    gui_ui *ui = &a->ui;
    int gap = gui_px(ui, GUI_SIZE_SPACE);
    int more = a->dlg.nnames > rows, sbw = more ? gui_hit_px(ui, DL.arrow) : 0;
    int step = -ui->in->wheel + raw_key(ui, SDLK_DOWN) - raw_key(ui, SDLK_UP);
    if (more) {
        int sx = p.x + p.w - pad - sbw, top = y, bottom = y + rows * rh - gui_px(ui, GUI_SIZE_GAP);
        if (gui_button(ui, GUI_ID(0), (SDL_Rect){sx, top, sbw, sbw}, "\xE2\x96\xB2", a->dlg.scroll > 0))
            step = -1;
        if (gui_button(ui, GUI_ID(0), (SDL_Rect){sx, bottom - sbw, sbw, sbw}, "\xE2\x96\xBC",
                       a->dlg.scroll < a->dlg.nnames - rows))
            step = 1;
        int track = bottom - top - 2 * sbw - gui_px(ui, GUI_SIZE_SPACE), th = track * rows / a->dlg.nnames;
        int ty = top + sbw + gui_px(ui, GUI_SIZE_NUDGE) + (track - th) * a->dlg.scroll / (a->dlg.nnames - rows);
        gui_fill_rounded(a->r, (SDL_Rect){sx + sbw / 2 - gui_px(ui, DL.track_half), top + sbw + gui_px(ui, GUI_SIZE_NUDGE), gui_px(ui, DL.track_w), track},
                         gui_px(ui, DL.track_half), gui_rgba(GUI_COL_QUIET, 255));
        gui_fill_rounded(a->r, (SDL_Rect){sx + sbw / 2 - gui_px(ui, DL.thumb_half), ty, gui_px(ui, DL.thumb_w), th}, gui_px(ui, DL.thumb_half),
                         gui_rgba(GUI_COL_WOOD, 255));
    }
    if (more && !step) { /* a finger's swipe on the rows moves them a row per row's height */
        int at = a->dlg.scroll * rh + a->dlg.scroll_px, most = (a->dlg.nnames - rows) * rh;
        gui_drag_scroll(&a->ui, (SDL_Rect){p.x + pad, y, p.w - 2 * pad - sbw - gap, rows * rh}, &at);
        at = at < 0 ? 0 : at > most ? most : at;
        a->dlg.scroll = (at + rh / 2) / rh;
        a->dlg.scroll_px = at - a->dlg.scroll * rh;
    }
    if (step) {
        a->dlg.scroll_px = 0;
        a->dlg.scroll += step;
        if (a->dlg.scroll > a->dlg.nnames - rows)
            a->dlg.scroll = a->dlg.nnames - rows;
        if (a->dlg.scroll < 0)
            a->dlg.scroll = 0;
    }
    if (more) {
        char from[16], to[16], all[16], line[160];
        int last = a->dlg.scroll + rows < a->dlg.nnames ? a->dlg.scroll + rows : a->dlg.nnames;
        snprintf(from, sizeof from, "%d", a->dlg.scroll + 1);
        snprintf(to, sizeof to, "%d", last);
        snprintf(all, sizeof all, "%d", a->dlg.nnames);
        gui_subst(line, sizeof line, gui_tr(ui->coarse ? MSG_SCROLL_MORE_TOUCH : MSG_SCROLL_MORE), from, to, all);
        int hpx = gui_font_px(ui, GUI_FONT_SMALL);
        char fitted[160]; /* a phone's narrow dialog: the counts first, the keys cut */
        gui_text_fit(fitted, sizeof fitted, line, p.w - 2 * pad, hpx, 0);
        gui_text(fitted, p.x + pad, y + rows * rh + gui_px(ui, DL.note_gap), hpx, 0, gui_rgba(GUI_COL_INK_SOFT, 255), GUI_ALIGN_LEFT);
    }
    return sbw;
}

/* Save i's row: its button b (loads it) with the name and what the save holds, Replay and Delete
   (asked once on the same button). Returns 1 when the dialog closed or the list changed. */
static int load_row(gui_app *a, int i, SDL_Rect b, SDL_Rect replay, SDL_Rect del, int lines)
{
    gui_ui *ui = &a->ui;
    int ipx = gui_font_px(ui, GUI_FONT_TAG);
    char path[1200];
    gui_listed_save_path(a->dlg.names[i], path, sizeof path);
    /* The name on the button, the players, date and move number under it. */
    int clicked = gui_button_colour(ui, GUI_ID(i), b, gui_rgba(GUI_COL_ROW, 255), "", 1);
    if (ui->nseen > 0) { /* the button is known by the save's name (tests, tools); drawn fitted, measured as text */
        SDL_strlcpy(ui->seen[ui->nseen - 1].label, a->dlg.names[i], sizeof ui->seen[0].label);
        ui->seen[ui->nseen - 1].room = 0;
    }
    if (clicked) {
        a->dlg.kind = GUI_DLG_NONE;
        gui_app_load_game(a, path);
        return 1;
    }
    int npx = gui_font_px(ui, GUI_FONT_BODY);
    char fit[200];
    gui_text_fit(fit, sizeof fit, a->dlg.names[i], b.w - gui_px(ui, GUI_SIZE_SECTION), npx, 1);
    gui_text(fit, b.x + gui_px(ui, GUI_SIZE_PAD), b.y + gui_px(ui, DL.name_top), npx, 1, gui_rgba(GUI_COL_INK, 255), GUI_ALIGN_LEFT);
    int n = info_lines(a->dlg.info[i], b.w - gui_px(ui, GUI_SIZE_SECTION), ipx);
    a->dlg.info_cut += n > lines || strcmp(fit, a->dlg.names[i]) != 0;
    gui_text_wrapped(a->dlg.info[i], b.x + gui_px(ui, GUI_SIZE_PAD), b.y + gui_px(ui, GUI_SIZE_GAP) + npx * 5 / 4,
                     b.w - gui_px(ui, GUI_SIZE_SECTION), ipx, 0, gui_rgba(GUI_COL_INK_SOFT, 255));
    /* Replay watches the save again (the file is only read). */
    if (gui_button(ui, GUI_ID(i), replay, gui_tr(MSG_REPLAY), 1)) {
        a->dlg.kind = GUI_DLG_NONE;
        gui_app_replay(a, path);
        return 1;
    }
    if (ui->nseen > 0) { /* known to tests as "Replay NAME"; its drawn words are measured as text */
        snprintf(ui->seen[ui->nseen - 1].label, sizeof ui->seen[0].label, "Replay %s", a->dlg.names[i]);
        ui->seen[ui->nseen - 1].room = 0;
    }
    /* Delete asks once on the same button, then removes the file. */
    int asking = a->dlg.confirm_delete == i;
    if (gui_button_colour(ui, GUI_ID(i), del, gui_rgba(asking ? GUI_COL_WARN : GUI_COL_WOOD, 255),
                          gui_tr(asking ? MSG_DELETE_CONFIRM : MSG_DELETE), 1)) {
        if (!asking) {
            a->dlg.confirm_delete = i;
        } else {
            remove(path);
            a->dlg.nnames = gui_list_saves(a->dlg.names, GUI_MAX_SAVES);
            a->dlg.confirm_delete = -1;
            describe_saves(a);
            return 1;
        }
    }
    return 0;
}

/* The list's rows: each save whole (name, then its players, mode and expansions, date and move
   wrapped over as many lines as the longest needs, up to four), never cut to "...". */
static void load_list(gui_app *a, SDL_Rect p, int pad)
{
    gui_ui *ui = &a->ui;
    int dw = gui_px(ui, DL.side_w), gap = gui_px(ui, GUI_SIZE_SPACE), ipx = gui_font_px(ui, GUI_FONT_TAG), lines = 1, rh = 0, rows = 0;
    /* A phone upright: Replay and Delete under the save's row, not beside it. */
    if (ui->coarse) /* a finger's labels never shrink: Replay and Delete as wide as their words */
        for (int k = 0; k < 3; k++) {
            static const gui_msg words[] = {MSG_REPLAY, MSG_DELETE, MSG_DELETE_CONFIRM};
            dw = SDL_max(dw, gui_text_width(gui_tr(words[k]), gui_font_px(ui, GUI_FONT_BUTTON), 1) + gui_px(ui, GUI_SIZE_INSET));
        }
    int stack = ui->narrow && a->h > a->w, side = stack ? 0 : 2 * (dw + gap), under = stack ? gui_hit_px(ui, DL.under_h) + gap : 0;
    for (int scrolled = 0; scrolled < 2 && (!scrolled || a->dlg.nnames > rows); scrolled++) {
        /* as wide as the rows are: narrower by the scroll bar when there are more saves than rows */
        int text_w = p.w - 2 * pad - side - (scrolled ? gui_hit_px(ui, DL.arrow) + gap : 0) - gui_px(ui, GUI_SIZE_SECTION);
        lines = 1;
        for (int i = 0; i < a->dlg.nnames; i++) {
            int n = info_lines(a->dlg.info[i], text_w, ipx);
            lines = n > lines ? n : lines;
        }
        lines = lines > 4 ? 4 : lines;
        rh = gui_px(ui, DL.name_h) + lines * (ipx * 5 / 4) + under;
        rows = (p.h - gui_px(ui, DL.list_room)) / rh;
        rows = rows < 1 ? 1 : rows;
    }
    int y = p.y + pad + gui_px(ui, DL.list_top);
    a->dlg.info_cut = 0;
    if (!a->dlg.nnames)
        gui_text(gui_tr(MSG_NO_SAVES), p.x + pad, y, gui_font_px(ui, DL.empty_px), 0, gui_rgba(GUI_COL_INK_SOFT, 255),
                 GUI_ALIGN_LEFT);
    int sbw = load_scroller(a, p, pad, y, rows, rh);
    for (int i = a->dlg.scroll; i < a->dlg.nnames && i < a->dlg.scroll + rows; i++) {
        SDL_Rect b = {p.x + pad, y, p.w - 2 * pad - side - (sbw ? sbw + gap : 0), rh - under - gui_px(ui, GUI_SIZE_GAP)};
        SDL_Rect replay = {b.x + b.w + gap, y, dw, b.h}, del = {b.x + b.w + dw + 2 * gap, y, dw, b.h};
        if (stack) {
            replay = (SDL_Rect){b.x, y + b.h + gap, (b.w - gap) / 2, under - gap};
            del = (SDL_Rect){b.x + b.w - replay.w, replay.y, replay.w, replay.h};
        }
        if (load_row(a, i, b, replay, del, lines))
            return;
        y += rh;
    }
}

/* What leaving or quitting keeps: a local game's autosave, which Continue picks up; a joined
   window's seat at the host (it keeps no game of its own until the host's final save); a
   host's table, which Reopen opens again. */
static gui_msg leave_words(const gui_app *a, int leave)
{
    int role = gui_net_role_of(a);
    if (role == GUI_NET_CLIENT && !gui_net_final(a))
        return leave ? MSG_NET_LEAVE_JOINED : MSG_NET_QUIT_JOINED;
    if (role == GUI_NET_HOST)
        return leave ? MSG_NET_LEAVE_HOST : MSG_NET_QUIT_HOST;
    return leave ? MSG_QUIT_CONFIRM : MSG_QUIT_GAME_CONFIRM;
}

/* A narrow banner's menu: Main menu, Save and History in a list under its button at the
   banner's right end; a tap beside the list or Escape closes it. */
static void game_menu(gui_app *a)
{
    gui_ui *ui = &a->ui;
    gui_game_ui *v = gui_view(a);
    if (!v) { /* the board it hangs from was left (a game ended under it): the list goes too */
        a->dlg.kind = GUI_DLG_NONE;
        return;
    }
    static const gui_msg item[] = {MSG_MAIN_MENU, MSG_SAVE, MSG_HISTORY};
    int pad = gui_px(ui, GUI_SIZE_SPACE), m = gui_px(ui, GUI_SIZE_MARGIN), bh = gui_hit_px(ui, GUI_SIZE_BUTTON_H), w = 0;
    int px = gui_font_px(ui, GUI_FONT_BUTTON);
    for (int i = 0; i < 3; i++) {
        int tw = gui_text_width(gui_tr(item[i]), px, 1) + gui_px(ui, 2 * GUI_SIZE_PAD) + 2;
        w = tw > w ? tw : w;
    }
    w += 2 * pad;
    w = w > a->w - 2 * m ? a->w - 2 * m : w;
    SDL_Rect b = gui_drawn(a)->banner_rc, p = {b.x + b.w - m - w, b.y + b.h, w, 3 * bh + 2 * pad + 2 * gui_px(ui, GUI_SIZE_GAP)};
    gui_fill_rect(a->r, (SDL_Rect){0, 0, a->w, a->h}, gui_rgba(GUI_COL_SHADOW, 60));
    gui_panel(ui, p);
    int chosen = -1;
    for (int i = 0; i < 3; i++) {
        SDL_Rect rc = {p.x + pad, p.y + pad + i * (bh + gui_px(ui, GUI_SIZE_GAP)), p.w - 2 * pad, bh};
        if (gui_button(ui, GUI_ID(i), rc, gui_tr(item[i]), 1))
            chosen = i;
    }
    if (chosen < 0 && (raw_key(ui, SDLK_ESCAPE) || (ui->in->pressed[1] && !gui_hit(ui->in, p)))) {
        a->dlg.kind = GUI_DLG_NONE;
        ui->consumed = 1; /* the tap that closes the list does nothing else */
    } else if (chosen == 0) {
        gui_dialog_open(a, GUI_DLG_LEAVE);
    } else if (chosen == 1) {
        gui_dialog_open(a, GUI_DLG_SAVE_AS);
    } else if (chosen == 2) {
        a->dlg.kind = GUI_DLG_NONE;
        v->show_history = !v->show_history;
    }
}

/* A question's box on a narrow window (a small phone): its buttons share the row inside the box,
   each as wide as there is room for (Cancel ran off the screen), and the box grows to the words above them.
   w, h and bw as a large window has them; nothing changes where they fit. */
static void fit_small(gui_app *a, int pad, int bh, int *w, int *h, int *bw)
{
    gui_ui *ui = &a->ui;
    gui_dialog *d = &a->dlg;
    int gap = gui_px(ui, GUI_SIZE_MARGIN), n = d->kind == GUI_DLG_MESSAGE && d->recover_moves > 0 ? 3 : 2;
    *w = *w > a->w - 20 ? a->w - 20 : *w;
    if (n * *bw + gap > *w - pad) /* they would reach past the box's left edge */
        *bw = (*w - 2 * pad - gap) / n;
    const char *words = d->kind == GUI_DLG_LEAVE || d->kind == GUI_DLG_QUIT
                            ? gui_tr(leave_words(a, d->kind == GUI_DLG_LEAVE))
                            : d->kind == GUI_DLG_MESSAGE ? d->text : NULL;
    int above = words ? gui_text_wrapped_h(words, *w - 2 * pad, gui_font_px(ui, GUI_FONT_LEAD), 0)
                      : gui_px(ui, DL.field_top) + bh; /* Save as: its title and the name's field */
    int need = 2 * pad + above + gui_px(ui, GUI_SIZE_SPACE) + bh;
    if (need > *h)
        *h = need;
}

void gui_dialog_frame(gui_app *a)
{
    gui_ui *ui = &a->ui;
    gui_dialog *d = &a->dlg;
    if (d->kind == GUI_DLG_GAME_MENU) {
        game_menu(a);
        return;
    }
    SDL_Color ink = gui_rgba(GUI_COL_INK, 255);
    int pad = gui_px(ui, DL.pad), bw = gui_px(ui, DL.button_w), bh = gui_px(ui, GUI_SIZE_TOUCH_H);
    int big = d->kind == GUI_DLG_LOAD;
    /* a save shown whole; a phone's list as tall as the window */
    int w = gui_px(ui, big ? DL.load_w : DL.small_w), h = big && (ui->narrow || ui->short_h) ? a->h : gui_px(ui, big ? DL.load_h : DL.small_h);
    if (!big)
        fit_small(a, pad, bh, &w, &h, &bw);
    SDL_Rect p = frame_box(a, w, h);
    int by = p.y + p.h - bh - pad, tpx = gui_font_px(ui, GUI_FONT_LEAD);
    SDL_Rect ok = {p.x + p.w - pad - bw, by, bw, bh}, cancel = {ok.x - bw - gui_px(ui, GUI_SIZE_MARGIN), by, bw, bh};
    int enter = raw_key(ui, SDLK_RETURN) || raw_key(ui, SDLK_KP_ENTER);
    int esc = raw_key(ui, SDLK_ESCAPE);
    switch (d->kind) {
    case GUI_DLG_MESSAGE:
        gui_text_wrapped(d->text, p.x + pad, p.y + pad, p.w - 2 * pad, tpx, 0, ink);
        if (d->recover_moves > 0) {
            /* A damaged save whose first moves load: play on from them, or not now. */
            char label[80], num[16];
            snprintf(num, sizeof num, "%d", d->recover_moves);
            gui_subst(label, sizeof label, gui_tr(MSG_RECOVER), num, NULL, NULL);
            SDL_Rect wide = {p.x + p.w - pad - 2 * bw, by, 2 * bw, bh};
            SDL_Rect later = {wide.x - bw - gui_px(ui, GUI_SIZE_MARGIN), by, bw, bh};
            if (gui_button(ui, GUI_ID(0), later, gui_tr(MSG_NOT_NOW), 1) || esc) {
                d->kind = GUI_DLG_NONE;
            } else if (gui_button_colour(ui, GUI_ID(0), wide, gui_rgba(GUI_COL_ACCENT, 255), label, 1) || enter) {
                d->kind = GUI_DLG_NONE;
                if (gui_app_recover_game(a) != 0)
                    gui_app_message(a, gui_tr(MSG_RECOVER_FAILED));
            }
            if (d->kind == GUI_DLG_NONE)
                d->recover_moves = 0;
        } else if (gui_button(ui, GUI_ID(0), ok, gui_tr(MSG_OK), 1) || enter || esc) {
            d->kind = GUI_DLG_NONE;
        }
        break;
    case GUI_DLG_LEAVE:
    case GUI_DLG_QUIT: {
        int leave = d->kind == GUI_DLG_LEAVE;
        SDL_strlcpy(d->text, gui_tr(leave_words(a, leave)), sizeof d->text); /* what shows (tests read it) */
        gui_text_wrapped(d->text, p.x + pad, p.y + pad, p.w - 2 * pad, tpx, 0, ink);
        if (gui_button(ui, GUI_ID(0), cancel, gui_tr(leave ? MSG_NO : MSG_CANCEL), 1) || esc) {
            d->kind = GUI_DLG_NONE;
        } else if (gui_button_colour(ui, GUI_ID(0), ok, gui_rgba(GUI_COL_ACCENT, 255),
                                     gui_tr(leave ? MSG_YES : MSG_QUIT), 1) || enter) {
            d->kind = GUI_DLG_NONE;
            if (leave)
                gui_app_leave_game(a);
            else
                a->quit = 1;
        }
        break;
    }
    case GUI_DLG_SAVE_AS: {
        gui_text(gui_tr(MSG_SAVE_AS), p.x + pad, p.y + pad, gui_font_px(ui, GUI_FONT_HEADING), 1, ink, GUI_ALIGN_LEFT);
        int fid = GUI_ID(0);
        ui->focus = fid; /* the name field always has the keyboard here */
        gui_textfield(ui, fid, (SDL_Rect){p.x + pad, p.y + pad + gui_px(ui, DL.field_top), p.w - 2 * pad, bh}, d->input,
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
        gui_text(gui_tr(MSG_LOAD_GAME), p.x + pad, p.y + pad, gui_font_px(ui, GUI_FONT_HEADING), 1, ink, GUI_ALIGN_LEFT);
        load_list(a, p, pad);
        if (d->kind == GUI_DLG_LOAD && (gui_button(ui, GUI_ID(0), ok, gui_tr(MSG_CANCEL), 1) || esc))
            d->kind = GUI_DLG_NONE;
        break;
    default:
        break;
    }
}
