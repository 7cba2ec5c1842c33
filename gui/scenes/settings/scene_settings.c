/* Settings screen: language, interface size, full screen, palette, play aids, sound, and the computer's thinking time and cores. */
#include "app/app.h"
#include "scenes/scenes.h"
#include "draw/draw.h"
#include "app/i18n.h"
#include "draw/text.h"
#include "app/sound.h"
#include "app/ai_seam.h"
#include "scenes/scene_state.h"

#include <stdio.h>
#include <string.h>

/* The settings screen's own geometry in layout units. */
static const struct {
    int row, least_row, head, foot; /* a row; the least a short screen closes rows up to; the title; Back's */
    int pad, col_gap, col_w, one_w; /* the panel's inside; two columns: between, each; one column's panel */
    int control_h, check_h;         /* a row's buttons and a stepper's; a checkbox */
    int back_w, back_room, bar;     /* Back; round its words on a phone; the scroll bar's room */
    int value_mid, value_w;         /* a stepper's value: its middle past "-", the room between "-" and "+" */
    int swatch_step, swatch, swatch_under, swatch_mid; /* the palette's preview; on a phone the row under it, its middle */
    int note_gap;                   /* a note under its row */
    int speed_lead;                 /* the speed buttons start at most this before the other rows' controls */
} ST = {56, 40, 64, 56, 28, 36, 560, 620, 42, 30, 180, 28, 8, 50, 100, 40, 32, 36, 18, 2, 40};

/* A "-  value  +" row part at bx,y (square buttons of side bh, the value between them);
   row: this stepper's number on the screen. Returns -1 for "-", +1 for "+", else 0. */
static int stepper_marked(gui_ui *ui, int row, int bx, int y, int bh, const char *value, SDL_Color ink, int can_down,
                          int can_up, const char *down, const char *up)
{
    int fpx = gui_font_px(ui, GUI_FONT_LEAD), step = 0;
    if (gui_button(ui, GUI_ID(row), (SDL_Rect){bx, y, bh, bh}, down, can_down))
        step = -1;
    gui_text(value, bx + bh + gui_px(ui, ST.value_mid), y + (bh - fpx) / 2, fpx, 1, ink, GUI_ALIGN_CENTER);
    if (gui_button(ui, GUI_ID(row), (SDL_Rect){bx + bh + gui_px(ui, ST.value_w), y, bh, bh}, up, can_up))
        step = 1;
    return step;
}

/* A number: "-" and "+". */
static int stepper(gui_ui *ui, int row, int bx, int y, int bh, const char *value, SDL_Color ink, int can_down,
                   int can_up)
{
    return stepper_marked(ui, row, bx, y, bh, value, ink, can_down, can_up, "-", "+");
}

/* Where the rows go: one column, or two side by side where one would not fit the screen's
   height without closing the rows up (1024x600). */
typedef struct {
    int x, w;   /* the column the rows are in now */
    int bx;     /* where a row's controls start */
    int y, top; /* the next row's top; the columns' top */
    int lh;     /* a row's height */
    int vt, vb; /* a phone's scrolled rows: only a row wholly between these shows (vb 0: all show) */
} layout;

/* 1 if the row at l->y, h high, shows (a phone's rows scroll in a window). */
static int shown(const layout *l, int h)
{
    return !l->vb || (l->y >= l->vt && l->y + h <= l->vb);
}

/* Moves to the second column (two columns only). */
static void next_column(layout *l, const SDL_Rect *p, int two, int pad, int gap)
{
    if (!two)
        return;
    l->x = p->x + pad + l->w + gap;
    l->bx = l->x + l->w / 2;
    l->y = l->top;
}

/* A row's name, left of its controls: shrunk (as a button's label is) where a language's words
   would run under them (German "Kerne für schweren Computer" did at 1024x600). */
/* The widest word of text at px (a line breaks only between words). */
static int widest_word(const char *text, int px)
{
    char word[128];
    int most = 0;
    for (const char *p = text; *p;) {
        size_t n = strcspn(p, " ");
        SDL_strlcpy(word, p, n + 1 < sizeof word ? n + 1 : sizeof word);
        most = SDL_max(most, gui_text_width(word, px, 0));
        p += n;
        p += *p == ' ';
    }
    return most;
}

static void row_label(const gui_ui *ui, const layout *l, const char *text, int bh, int fpx, SDL_Color ink)
{
    int px = fpx, room = l->bx - l->x - gui_px(ui, GUI_SIZE_SPACE), least = ui->least_hit ? ui->least_text : 9;
    while (px > least && gui_text_width(text, px, 0) > room)
        px--;
    if (widest_word(text, px) > room) { /* one word longer than the room (German on a small phone): cut */
        char cut[128];
        gui_text_fit(cut, sizeof cut, text, room, px, 0);
        gui_text(cut, l->x, l->y + (bh - px) / 2, px, 0, ink, GUI_ALIGN_LEFT);
        return;
    }
    if (gui_text_width(text, px, 0) > room) { /* a touch screen's least size: two lines */
        int was = gui_draw_enabled, h;
        gui_draw_enabled = 0;
        h = gui_text_wrapped(text, 0, 0, room, px, 0, ink);
        gui_draw_enabled = was;
        gui_text_wrapped(text, l->x, l->y + (bh - h) / 2, room, px, 0, ink);
        return;
    }
    gui_text(text, l->x, l->y + (bh - px) / 2, px, 0, ink, GUI_ALIGN_LEFT);
}

/* Buttons side by side sharing one label size: the largest every label fits at. */
static int row_label_px(const gui_ui *ui, const char *const *labels, int n, int w)
{
    int px = gui_font_px(ui, GUI_FONT_BUTTON);
    for (int k = 0; k < n; k++) {
        int f = gui_button_label_px(ui, labels[k], w);
        px = f < px ? f : px;
    }
    return px;
}

/* What every row is drawn with, and whether the rows changed a setting (the language). */
typedef struct {
    gui_app *a;
    layout *l;
    int bh, cb, fpx, fold, notes_l, notes_r;
    SDL_Color ink;
    int changed, lang_changed;
} rows;

/* The first column: language, scale, full screen, colours, the aids, the curtain. */
static void look_rows(rows *r)
{
    gui_ui *ui = &r->a->ui;
    gui_settings *s = &r->a->settings;
    layout *l = r->l;
    /* Language: every language with a catalogue, each named in itself, stepped through like
       the scale (a row of six buttons would not fit 1024 pixels). */
    int nl = gui_i18n_count(), lang_at = 0;
    for (int k = 0; k < nl; k++)
        if (strcmp(gui_i18n_code(k), gui_i18n_get()) == 0)
            lang_at = k;
    if (shown(l, r->bh)) {
        row_label(ui, l, gui_tr(MSG_LANGUAGE), r->bh, r->fpx, r->ink);
        /* "<" and ">": a choice from a list, not a number to raise or lower */
        int step = stepper_marked(ui, 4, l->bx, l->y, r->bh, gui_i18n_name(lang_at), r->ink, lang_at > 0, lang_at + 1 < nl, "<", ">");
        if (step) {
            SDL_strlcpy(s->lang, gui_i18n_code(lang_at + step), sizeof s->lang);
            r->changed = r->lang_changed = 1;
        }
    }
    ui->label_px = 0;
    l->y += l->lh;
    char pct[16];
    int step = 0;
    if (shown(l, r->bh + r->notes_l)) {
        row_label(ui, l, gui_tr(MSG_UI_SCALE), r->bh, r->fpx, r->ink);
        snprintf(pct, sizeof pct, "%d %%", s->scale_pct);
        step = stepper(ui, 0, l->bx, l->y, r->bh, pct, r->ink, s->scale_pct > 75, s->scale_pct < 200);
        s->scale_pct += 25 * step;
        r->changed |= step != 0;
        if (r->notes_l) /* say why 200 % may not look twice as big here */
            gui_text(gui_tr(MSG_SCALE_LIMITED), r->fold ? l->x : l->bx, l->y + r->bh + gui_px(ui, ST.note_gap), gui_font_px(ui, GUI_FONT_TAG), 0,
                     gui_rgba(GUI_COL_INK_SOFT, 255), GUI_ALIGN_LEFT);
    }
    l->y += l->lh + r->notes_l;
    if (shown(l, r->cb))
        r->changed |= gui_checkbox(ui, GUI_ID(0), (SDL_Rect){l->x, l->y, l->w, r->cb}, gui_tr(ui->coarse ? MSG_FULLSCREEN_TOUCH : MSG_FULLSCREEN), &s->fullscreen, 1);
    l->y += l->lh;
    /* Preview of the palette beside it (a phone: under it): one follower per colour. */
    int fx = r->fold ? l->x + r->cb + gui_px(ui, GUI_SIZE_PAD) : l->bx + gui_px(ui, GUI_SIZE_INSET), fy = r->fold ? r->cb + gui_px(ui, ST.swatch_mid) : r->cb / 2;
    if (shown(l, r->fold ? r->cb + gui_px(ui, ST.swatch_under) : r->cb)) {
        r->changed |= gui_checkbox(ui, GUI_ID(0), (SDL_Rect){l->x, l->y, r->fold ? l->w : l->bx - l->x - gui_px(ui, GUI_SIZE_PAD), r->cb},
                                gui_tr(MSG_PALETTE_CB), &s->palette_cb, 1);
        for (int c = 0; c < 6; c++)
            gui_atlas_follower(r->a->atlas, s->palette_cb, c, 0, (float)(fx + c * gui_px(ui, ST.swatch_step)), (float)(l->y + fy),
                               (float)gui_px(ui, ST.swatch), 255);
    }
    l->y += l->lh + (r->fold ? gui_px(ui, ST.swatch_under) : 0);
    if (shown(l, r->cb))
        r->changed |= gui_checkbox(ui, GUI_ID(0), (SDL_Rect){l->x, l->y, l->w, r->cb}, gui_tr(MSG_MARK_UNFILLABLE),
                                &s->mark_unfillable, !s->purist);
    l->y += l->lh;
    /* The purist switch: every aid off (projected scores, unfillable marks, tile counts, values in hovers, hints). */
    if (shown(l, r->cb))
        r->changed |= gui_checkbox(ui, GUI_ID(0), (SDL_Rect){l->x, l->y, l->w, r->cb}, gui_tr(MSG_PURIST), &s->purist, 1);
    l->y += l->lh;
    /* Hot-seat play with secret hands: a curtain between two people's turns (off: open play). */
    if (shown(l, r->cb))
        r->changed |= gui_checkbox(ui, GUI_ID(0), (SDL_Rect){l->x, l->y, l->w, r->cb}, gui_tr(ui->coarse ? MSG_CURTAIN_TOUCH : MSG_CURTAIN), &s->curtain, 1);
    l->y += l->lh;
}

/* How fast computer moves (and the final scoring) play: one button per speed, one label size; a
   phone: the words on a line of their own, the buttons across the row under them (upright two
   rows of two). */
static void speed_row(rows *r)
{
    gui_ui *ui = &r->a->ui;
    gui_settings *s = &r->a->settings;
    layout *l = r->l;
    int words = r->fold ? r->fpx * 3 / 2 : 0, cols = r->fold && ui->narrow ? 2 : GUI_SPEED_COUNT;
    int more = (GUI_SPEED_COUNT / cols - 1) * (r->bh + gui_px(ui, GUI_SIZE_GAP));
    if (shown(l, words + r->bh + more)) {
        if (r->fold)
            gui_text(gui_tr(MSG_ANIM_SPEED), l->x, l->y, r->fpx, 0, r->ink, GUI_ALIGN_LEFT);
        else
            row_label(ui, l, gui_tr(MSG_ANIM_SPEED), r->bh, r->fpx, r->ink);
        /* the buttons start right after the words (at most 40 units before the other rows' controls) */
        int sx = l->x + gui_text_width(gui_tr(MSG_ANIM_SPEED), r->fpx, 0) + gui_px(ui, GUI_SIZE_INSET);
        if (sx > l->bx - gui_px(ui, ST.speed_lead))
            sx = l->bx - gui_px(ui, ST.speed_lead);
        sx = r->fold ? l->x : sx;
        int sw = (l->x + l->w - sx) / cols;
        const char *speeds[GUI_SPEED_COUNT];
        for (int k = 0; k < GUI_SPEED_COUNT; k++)
            speeds[k] = gui_tr((gui_msg)(MSG_SPEED_SLOW + k));
        ui->label_px = row_label_px(ui, speeds, GUI_SPEED_COUNT, sw - gui_px(ui, GUI_SIZE_NUDGE));
        for (int k = 0; k < GUI_SPEED_COUNT; k++) {
            SDL_Rect b = {sx + k % cols * sw, l->y + words + k / cols * (r->bh + gui_px(ui, GUI_SIZE_GAP)), sw - gui_px(ui, GUI_SIZE_NUDGE), r->bh};
            if (gui_button_colour(ui, GUI_ID(k), b, gui_rgba(s->anim_speed == k ? GUI_COL_ACCENT : GUI_COL_WOOD, 255),
                                  speeds[k], 1)) {
                s->anim_speed = k;
                r->changed = 1;
            }
        }
        ui->label_px = 0;
    }
    l->y += l->lh + words + more;
}

/* Sound: on or off (the M key in a game) and the volume in steps of 10 (a phone: the volume on
   the row under the switch). */
static void sound_row(rows *r)
{
    gui_ui *ui = &r->a->ui;
    gui_settings *s = &r->a->settings;
    layout *l = r->l;
    int sound_on = !s->muted, under = r->fold ? l->lh : 0;
    if (shown(l, under + r->bh + r->notes_r)) {
        char pct[16];
        if (gui_checkbox(ui, GUI_ID(1), (SDL_Rect){l->x, l->y + (r->bh - r->cb) / 2, r->fold ? l->w : l->bx - l->x - gui_px(ui, GUI_SIZE_PAD), r->cb},
                         gui_tr(ui->coarse ? MSG_VOLUME_TOUCH : MSG_VOLUME), &sound_on, 1)) {
            s->muted = !sound_on;
            r->changed = 1;
        }
        snprintf(pct, sizeof pct, "%d %%", s->volume);
        int step = stepper(ui, 1, l->bx, l->y + under, r->bh, pct, gui_rgba(s->muted ? GUI_COL_DISABLED : GUI_COL_INK, 255),
                       s->volume > 0, s->volume < 100);
        s->volume = s->volume + 10 * step < 0 ? 0 : s->volume + 10 * step > 100 ? 100 : s->volume + 10 * step;
        r->changed |= step != 0;
        if (r->notes_r) /* under the volume, with a row's room of its own */
            gui_text(gui_tr(MSG_NO_AUDIO), r->fold ? l->x : l->bx, l->y + under + r->bh + gui_px(ui, ST.note_gap), gui_font_px(ui, GUI_FONT_TAG), 0,
                     gui_rgba(GUI_COL_INK_SOFT, 255), GUI_ALIGN_LEFT);
    }
    l->y += l->lh + under + r->notes_r;
}

/* The computer players: their time a move, a hard one's cores, thinking in a person's turn. */
static void computer_rows(rows *r)
{
    gui_ui *ui = &r->a->ui;
    gui_settings *s = &r->a->settings;
    layout *l = r->l;
    int step;
    char pct[16];
    /* How long a computer thinks per move, 0.5 to 10 seconds in steps (hard uses it all). */
    static const int steps[] = {5, 10, 15, 20, 30, 50, 75, 100};
    enum { NSTEPS = (int)(sizeof steps / sizeof steps[0]) };
    int at = 0;
    while (at + 1 < NSTEPS && steps[at + 1] <= s->ai_time)
        at++;
    /* "1.5 s" in English, "1,5 s" in Czech */
    snprintf(pct, sizeof pct, "%d%s%d s", s->ai_time / 10, gui_decimal_point(), s->ai_time % 10);
    if (s->ai_time % 10 == 0)
        snprintf(pct, sizeof pct, "%d s", s->ai_time / 10);
    step = 0;
    if (shown(l, r->bh)) {
        row_label(ui, l, gui_tr(MSG_AI_TIME), r->bh, r->fpx, r->ink);
        step = stepper(ui, 2, l->bx, l->y, r->bh, pct, r->ink, s->ai_time > steps[0], s->ai_time < steps[NSTEPS - 1]);
    }
    if (step < 0)
        s->ai_time = steps[at > 0 && steps[at] == s->ai_time ? at - 1 : at];
    else if (step > 0)
        s->ai_time = steps[at + 1 < NSTEPS && steps[at] <= s->ai_time ? at + 1 : at];
    r->changed |= step != 0;
    l->y += l->lh;
    /* How many cores a hard computer searches on: 1 up to the machine's, or all (0, the
       default, follows the machine). */
    int ncpu = gui_ai_machine_cores();
    char num[8], cores[40];
    snprintf(num, sizeof num, "%d", s->ai_cores ? s->ai_cores : ncpu);
    if (s->ai_cores)
        snprintf(cores, sizeof cores, "%s", num);
    else
        gui_subst(cores, sizeof cores, gui_tr(MSG_CORES_ALL), num, NULL, NULL);
    step = 0;
    if (shown(l, r->bh)) {
        row_label(ui, l, gui_tr(MSG_AI_CORES), r->bh, r->fpx, r->ink);
        step = stepper(ui, 3, l->bx, l->y, r->bh, cores, r->ink, s->ai_cores != 1 && (s->ai_cores || ncpu > 1),
                       s->ai_cores != 0);
    }
    if (step < 0)
        s->ai_cores = s->ai_cores ? s->ai_cores - 1 : ncpu - 1;
    else if (step > 0)
        s->ai_cores = s->ai_cores + 1 >= ncpu ? 0 : s->ai_cores + 1;
    r->changed |= step != 0;
    l->y += l->lh;
    /* The computer may think while a person decides (off: nothing runs during their turn). */
    if (shown(l, r->cb))
        r->changed |= gui_checkbox(ui, GUI_ID(3), (SDL_Rect){l->x, l->y, l->w, r->cb}, gui_tr(MSG_PONDER), &s->ponder, 1);
}

/* A phone's rows: their scroll kept in reach, and a bar at their right saying where the window
   is. */
static void scroll_bar(gui_app *a, const layout *l, int cb, int content_top, int bar)
{
    gui_ui *ui = &a->ui;
    gui_settings_state *st = gui_settings_state_of(a);
    int total = l->y + cb - content_top, view_h = l->vb - l->vt, most = total > view_h ? total - view_h : 0;
    st->scroll = st->scroll > most ? most : st->scroll;
    if (most > 0) {
        SDL_Rect track = {l->x + l->w + gui_px(ui, GUI_SIZE_SPACE), l->vt, bar, view_h};
        gui_fill_rounded(a->r, track, bar / 2, gui_rgba(GUI_COL_PANEL_EDGE, 60));
        int th = view_h * view_h / total, ty = l->vt + (view_h - th) * st->scroll / most;
        gui_fill_rounded(a->r, (SDL_Rect){track.x, ty, bar, th}, bar / 2, gui_rgba(GUI_COL_PANEL_EDGE, 200));
    }
}

void gui_scene_settings(gui_app *a)
{
    gui_ui *ui = &a->ui;
    gui_settings_state *st = gui_settings_state_of(a);
    gui_app_backdrop(a);
    /* Twelve rows under the title, the notes a row may have under it, then Back. */
    int lh = gui_px(ui, ST.row), foot = gui_px(ui, ST.foot), head = gui_px(ui, ST.head), pad = gui_px(ui, ST.pad);
    int gap = gui_px(ui, ST.col_gap);
    int note = gui_font_px(ui, GUI_FONT_TAG) * 5 / 4 + gui_px(ui, GUI_SIZE_NUDGE);
    int notes_l = gui_app_scale_limited(a) ? note : 0, notes_r = !gui_sound_device() ? note : 0;
    int one_h = 2 * pad + head + 12 * lh + notes_l + notes_r + foot;
    int colw = gui_px(ui, ST.col_w);
    int two = one_h > a->h - 20 && 2 * colw + gap + 2 * pad <= a->w - 20;
    int w = two ? 2 * colw + gap + 2 * pad : gui_px(ui, ST.one_w);
    if (w > a->w - 20)
        w = a->w - 20;
    int h = two ? 2 * pad + head + 7 * lh + (notes_l > notes_r ? notes_l : notes_r) + foot : one_h;
    /* A phone: the whole window, Back beside the title, the rows a finger's height in one column
       that scrolls (a finger drags it) under them. */
    int fold = ui->coarse && (ui->narrow || ui->short_h);
    if (fold)
        two = 0, w = a->w - 2 * gui_px(ui, GUI_SIZE_GAP), pad = gui_px(ui, GUI_SIZE_MARGIN), lh = gui_hit_px(ui, ST.control_h) + gui_px(ui, GUI_SIZE_PAD);
    else if (h > a->h - 20) /* a short screen and no room for two columns: the rows close up */
        lh = (a->h - 20 - (h - (two ? 7 : 12) * lh)) / (two ? 7 : 12) > gui_px(ui, ST.least_row)
                 ? (a->h - 20 - (h - (two ? 7 : 12) * lh)) / (two ? 7 : 12)
                 : gui_px(ui, ST.least_row);
    h = two ? 2 * pad + head + 7 * lh + (notes_l > notes_r ? notes_l : notes_r) + foot
            : 2 * pad + head + 12 * lh + notes_l + notes_r + foot;
    SDL_Rect p = {(a->w - w) / 2, (a->h - h) / 2, w, h};
    if (fold)
        p = (SDL_Rect){(a->w - w) / 2, gui_px(ui, GUI_SIZE_GAP), w, a->h - 2 * gui_px(ui, GUI_SIZE_GAP)};
    if (p.y < 10 && !fold)
        p.y = 10;
    gui_panel(ui, p);
    int bh = gui_hit_px(ui, ST.control_h), fpx = gui_font_px(ui, GUI_FONT_LEAD), cb = gui_hit_px(ui, ST.check_h);
    SDL_Color ink = gui_rgba(GUI_COL_INK, 255);
    int back_w = gui_px(ui, ST.back_w), bar = gui_px(ui, ST.bar);
    SDL_Rect back = {p.x + p.w - back_w - pad, p.y + p.h - bh - gui_px(ui, GUI_SIZE_SECTION), back_w, bh};
    layout l = {p.x + pad, two ? colw : w - 2 * pad, 0, p.y + pad + head, p.y + pad + head, lh, 0, 0};
    l.bx = two ? l.x + l.w / 2 : p.x + w / 2;
    if (fold) {
        back_w = gui_text_width(gui_tr(MSG_BACK), gui_font_px(ui, GUI_FONT_BUTTON), 1) + gui_px(ui, ST.back_room);
        back = (SDL_Rect){p.x + p.w - pad - back_w, p.y + pad, back_w, bh};
        int tpx = gui_font_px(ui, GUI_FONT_TITLE);
        while (tpx > gui_font_px(ui, GUI_FONT_HEADING) &&
               gui_text_width(gui_tr(MSG_SETTINGS), tpx, 1) > back.x - p.x - 2 * pad)
            tpx--;
        gui_text(gui_tr(MSG_SETTINGS), p.x + pad, p.y + pad + (bh - tpx * 5 / 4) / 2, tpx, 1, ink, GUI_ALIGN_LEFT);
        SDL_Rect view = {p.x + pad, p.y + pad + bh + gui_px(ui, GUI_SIZE_PAD), p.w - 2 * pad, 0};
        view.h = p.y + p.h - pad - view.y;
        st->scroll -= a->in.wheel * lh;
        gui_drag_scroll(&a->ui, view, &st->scroll);
        st->scroll = st->scroll < 0 ? 0 : st->scroll;
        l.w = view.w - bar - gui_px(ui, GUI_SIZE_SPACE);
        l.vt = view.y;
        l.vb = view.y + view.h;
        l.y = l.top = view.y - st->scroll;
        /* the steppers at the right (up to the scroll bar's gap), their row's name in the room left */
        l.bx = l.x + l.w + gui_px(ui, GUI_SIZE_GAP) - 2 * bh - gui_px(ui, ST.value_w);
    } else
        gui_text(gui_tr(MSG_SETTINGS), p.x + pad, p.y + pad, gui_font_px(ui, GUI_FONT_TITLE), 1, ink, GUI_ALIGN_LEFT);
    int content_top = l.y;
    rows r = {a, &l, bh, cb, fpx, fold, notes_l, notes_r, ink, 0, 0};
    look_rows(&r);
    next_column(&l, &p, two, pad, gap);
    speed_row(&r);
    sound_row(&r);
    computer_rows(&r);
    if (fold)
        scroll_bar(a, &l, cb, content_top, bar);
    if (r.changed) {
        gui_app_apply_settings(a);
        if (r.lang_changed)
            gui_newgame_names_follow_language(a);
        gui_sound_play(GUI_SFX_TILE); /* hear the new volume */
    }
    if (gui_button(ui, GUI_ID(0), back, gui_tr(MSG_BACK), 1) ||
        gui_key(ui, SDLK_ESCAPE))
        gui_app_set_scene(a, GUI_SCENE_MENU);
}
