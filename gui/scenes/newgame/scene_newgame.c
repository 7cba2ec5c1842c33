/* New-game screen: seats (name, colour, kind), mode, rule options and the seed. */
#include "app/app.h"
#include "app/net_seam.h"
#include "scenes/scenes.h"
#include "draw/draw.h"
#include "app/i18n.h"
#include "draw/text.h"
#include "draw/textparse.h"
#include "modules/gui_module.h"
#include "scenes/newgame/expansion_lesson.h"
#include "scenes/newgame/newgame_options.h"
#include "draw/scroll_view.h"
#include "scenes/scene_state.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The screen's own geometry, in layout units (the theme's sizes are shared with other screens). */
static const struct {
    int panel_w, panel_h, pad;      /* the page on a large window */
    int title_h, players_h;         /* the title's row, the Players heading's */
    int seat_h;                     /* a seat's row */
    int colour_w, kind_w, think_w, remove_w; /* the seat's columns beside its name */
    int name_least;                 /* a narrower name field (a finger): the seat takes two rows */
    int kind_icon;                  /* the computer's or network's mark before a seat's kind */
    int word_room, tab_room;        /* a button as wide as its words: the room beside them (a seat's, a tab's) */
    int add_w;                      /* Add player */
    int check_h, check_room;        /* a switch's height; its box and the room beside its words */
    int options_x;                  /* the options right of their labels */
    int seed_w, new_seed_w, seed_least; /* the seed, New seed, the seed's least before its label goes above */
    int action_row, reopen_more;    /* Back and Start's row from the bottom; Reopen the table's extra width */
    int tag_radius;                 /* a warning tag's corners */
    int tip_w;                      /* the whole explanation's box under the pointer */
} NG = {900, 770, 26, 52, 34, 46, 120, 220, 130, 100, 80, 18, 24, 28, 200, 30, 50, 220, 240, 170, 140, 56, 60, 4, 420};

static uint64_t next_rand(gui_app *a)
{
    a->rng = a->rng * 6364136223846793005ull + 1442695040888963407ull;
    return a->rng >> 11;
}

/* "Player k" in the current language. */
static void numbered_name(char *name, size_t cap, int k)
{
    char num[12];
    snprintf(num, sizeof num, "%d", k);
    gui_subst(name, cap, gui_tr(MSG_DEFAULT_PLAYER), num, NULL, NULL);
}

static void default_name(gui_app *a, int i) { numbered_name(a->setup.players[i].name, CIT_NAME_LEN, i + 1); }

/* Names for computer seats: short, and read the same in Czech and English. */
static const char *const computer_names[CIT_MAX_PLAYERS] = {"Adéla", "Bořek", "Cyril", "Dana", "Emil", "Filip"};

static int is_computer_name(const char *n)
{
    for (int k = 0; k < CIT_MAX_PLAYERS; k++)
        if (!strcmp(n, computer_names[k]))
            return 1;
    return 0;
}

/* The k of "Player k" in any language (a name nobody chose, free to be replaced), else 0. */
static int default_number(const char *n)
{
    for (int l = 0; l < gui_i18n_count(); l++)
        for (int i = 0; i < CIT_MAX_PLAYERS; i++) {
            char num[12], d[CIT_NAME_LEN];
            snprintf(num, sizeof num, "%d", i + 1);
            gui_subst(d, sizeof d, gui_tr_in(gui_i18n_code(l), MSG_DEFAULT_PLAYER), num, NULL, NULL);
            if (!strcmp(n, d))
                return i + 1;
        }
    return 0;
}

static int is_default_name(const char *n) { return !n[0] || default_number(n) > 0; }

void gui_newgame_names_follow_language(gui_app *a)
{
    for (int i = 0; i < CIT_MAX_PLAYERS; i++) {
        int k = default_number(a->setup.players[i].name);
        if (k)
            numbered_name(a->setup.players[i].name, CIT_NAME_LEN, k);
    }
    int k = default_number(a->join.name);
    if (k)
        numbered_name(a->join.name, sizeof a->join.name, k);
}

/* A computer seat gets a name no other seat has. */
static void computer_name(cit_setup *s, int i)
{
    for (int k = 0; k < CIT_MAX_PLAYERS; k++) {
        const char *n = computer_names[(i + k) % CIT_MAX_PLAYERS];
        int used = 0;
        for (int j = 0; j < s->nplayers; j++)
            used |= j != i && !strcmp(s->players[j].name, n);
        if (!used) {
            SDL_strlcpy(s->players[i].name, n, CIT_NAME_LEN);
            return;
        }
    }
}

static void fresh_seed(gui_app *a)
{
    snprintf(a->newgame_kept.seed_text, sizeof a->newgame_kept.seed_text, "%llu", (unsigned long long)(next_rand(a) % 1000000000ull));
}

/* The lesson's "You" is the person spoken to in that game, not a name: a new game from its
   seats gives that seat the numbered name again. */
static void not_you(gui_app *a)
{
    for (int i = 0; i < CIT_MAX_PLAYERS; i++)
        if (gui_seat_is_you(a->setup.players[i].name))
            default_name(a, i);
}

void gui_scene_newgame_reset(gui_app *a)
{
    uint64_t seed = next_rand(a) % 1000000000ull;
    cit_setup_default(&a->setup, 2, seed);
    for (int i = 0; i < CIT_MAX_PLAYERS; i++) {
        default_name(a, i);
        a->setup.players[i].colour = (uint8_t)i;
        a->setup.players[i].kind = CIT_SEAT_HUMAN;
        a->newgame_kept.seat_think[i] = 0;
    }
    /* One person against one computer is the table most people sit down to; two people at one
       screen turn the second seat back with a click. */
    a->setup.players[1].kind = CIT_SEAT_AI_MEDIUM;
    computer_name(&a->setup, 1);
    /* The seats of the last game started, as the player left them. */
    const gui_settings *st = &a->settings;
    if (st->nseats >= CIT_MIN_PLAYERS && st->nseats <= CIT_MAX_PLAYERS) {
        a->setup.nplayers = (uint8_t)st->nseats;
        for (int i = 0; i < st->nseats; i++) {
            SDL_strlcpy(a->setup.players[i].name, st->seat[i].name, CIT_NAME_LEN);
            a->setup.players[i].colour = (uint8_t)st->seat[i].colour;
            a->setup.players[i].kind = (uint8_t)st->seat[i].kind;
            a->newgame_kept.seat_think[i] = st->seat[i].think;
        }
    }
    not_you(a); /* seats an older version remembered from the lesson */
    gui_newgame_names_follow_language(a); /* last seats remembered in another language */
    snprintf(a->newgame_kept.seed_text, sizeof a->newgame_kept.seed_text, "%llu", (unsigned long long)seed);
}

void gui_newgame_open(gui_app *a, const cit_setup *players)
{
    if (players) {
        a->setup.nplayers = players->nplayers;
        memcpy(a->setup.players, players->players, sizeof a->setup.players);
        for (int i = a->setup.nplayers; i < CIT_MAX_PLAYERS; i++)
            default_name(a, i);
        not_you(a);
    }
    /* Every new game deals anew; the seed field stays editable to replay a deal. */
    fresh_seed(a);
    gui_app_set_scene(a, GUI_SCENE_NEWGAME);
    /* A fresh form, its list at the top, when opened over itself too ("Host a table" then sets
       its host_form). */
    gui_newgame_state *f = gui_newgame_state_of(a);
    if (f)
        *f = (gui_newgame_state){0};
}

/* Keeps the seats for the next run (names, colours, kinds). */
static void remember_seats(gui_app *a)
{
    gui_settings *st = &a->settings;
    st->nseats = a->setup.nplayers;
    for (int i = 0; i < a->setup.nplayers; i++) {
        SDL_strlcpy(st->seat[i].name, a->setup.players[i].name, sizeof st->seat[i].name);
        st->seat[i].colour = a->setup.players[i].colour;
        st->seat[i].kind = a->setup.players[i].kind;
        st->seat[i].think = a->newgame_kept.seat_think[i];
    }
    if (!a->no_settings)
        gui_settings_save(st);
}

static int colour_used(const cit_setup *s, int c, int except)
{
    for (int i = 0; i < s->nplayers; i++)
        if (i != except && s->players[i].colour == c)
            return 1;
    return 0;
}

static void add_player(gui_app *a)
{
    cit_setup *s = &a->setup;
    int i = s->nplayers++;
    for (int c = 0; c < 6; c++)
        if (!colour_used(s, c, i)) {
            s->players[i].colour = (uint8_t)c;
            break;
        }
    if (!s->players[i].name[0])
        default_name(a, i);
}

static void remove_player(gui_app *a, int i)
{
    cit_setup *s = &a->setup;
    memmove(&s->players[i], &s->players[i + 1], (size_t)(s->nplayers - i - 1) * sizeof s->players[0]);
    memmove(&a->newgame_kept.seat_think[i], &a->newgame_kept.seat_think[i + 1], (size_t)(s->nplayers - i - 1) * sizeof a->newgame_kept.seat_think[0]);
    s->nplayers--;
    a->newgame_kept.seat_think[s->nplayers] = 0;
    default_name(a, s->nplayers);
}

/*
 * The engine's name rule, applied to what Start will use: the typed text without blanks
 * at its ends (the field itself keeps them, so typing "Ann " then "Lee" works). The engine
 * decides; the GUI only picks short words for its verdict. Once tidied, a name can no longer
 * start or end with a blank, so what the engine can still refuse is length and bytes.
 */
int gui_name_problem(const char *field)
{
    char name[CIT_NAME_LEN + 1];
    SDL_strlcpy(name, field, sizeof name); /* one byte more than a name may hold, so too long shows */
    size_t n = cit_name_tidy(name);
    if (!cit_name_problem(name, n))
        return -1;
    if (n == 0)
        return field[0] ? MSG_NAME_BLANK : MSG_NAME_EMPTY;
    if (n >= CIT_NAME_LEN)
        return MSG_NAME_LONG;
    return MSG_NAME_CHARS;
}

static int names_ok(const cit_setup *s)
{
    for (int i = 0; i < s->nplayers; i++) {
        char name[CIT_NAME_LEN];
        memcpy(name, s->players[i].name, sizeof name);
        name[CIT_NAME_LEN - 1] = '\0';
        if (gui_name_problem(name) >= 0)
            return 0;
    }
    return 1;
}

/* A red outline and, at the field's right end, a short reason: a greyed Start says nothing. */
static void name_problem_mark(gui_app *a, SDL_Rect rc, const char *field)
{
    gui_ui *ui = &a->ui;
    int why = gui_name_problem(field);
    if (why < 0)
        return;
    SDL_Color red = gui_rgba(GUI_COL_WARN, 255);
    gui_rect_outline(a->r, (SDL_Rect){rc.x - 2, rc.y - 2, rc.w + 4, rc.h + 4}, 2, red);
    int px = gui_font_px(ui, GUI_FONT_SMALL), pad = gui_px(ui, GUI_SIZE_GAP);
    const char *msg = gui_tr((gui_msg)why);
    int tw = gui_text_width(msg, px, 1);
    if (tw > rc.w / 2)
        return; /* a narrow field keeps its text; the outline still says it */
    SDL_Rect pill = {rc.x + rc.w - tw - 3 * pad, rc.y + pad, tw + 2 * pad, rc.h - 2 * pad};
    gui_fill_rounded(a->r, pill, gui_px(ui, NG.tag_radius), red);
    gui_text(msg, pill.x + pad, pill.y + (pill.h - px * 5 / 4) / 2, px, 1, gui_rgba(GUI_COL_SHINE, 255), GUI_ALIGN_LEFT);
}

/* The most seats the chosen mode takes. */
static int max_seats(const gui_app *a)
{
    const cit_mode_def *d = cit_mode_def_at(a->setup.mode);
    return d && d->max_players < CIT_MAX_PLAYERS ? d->max_players : CIT_MAX_PLAYERS;
}

/* A computer seat's thinking time: the Settings' (0), then 0.5 to 10 s, in tenths of a second. */
static const int think_steps[] = {0, 5, 10, 20, 40, 100};
#define THINK_STEPS ((int)(sizeof think_steps / sizeof think_steps[0]))

/* The label of a thinking time: "Default time", "0.5 s a move" ("0,5 s na tah"). */
static void think_label(int tenths, char *buf, size_t cap)
{
    if (tenths <= 0) {
        SDL_strlcpy(buf, gui_tr(MSG_THINK_DEFAULT), cap);
        return;
    }
    char num[16];
    if (tenths % 10)
        snprintf(num, sizeof num, "%d%s%d", tenths / 10, gui_decimal_point(), tenths % 10);
    else
        snprintf(num, sizeof num, "%d", tenths / 10);
    gui_subst(buf, cap, gui_tr(MSG_THINK_SECS), num, NULL, NULL);
}

/* The next choice after `tenths` (a time not in the list goes to the next larger one). */
static int think_next(int tenths)
{
    for (int k = 0; k < THINK_STEPS; k++)
        if (think_steps[k] > tenths)
            return think_steps[k];
    return think_steps[0];
}

/* The seats' rows; *tip the help of the control under the pointer (or left as it is). */
/* The seats, a row each; on a phone too narrow for the row (nw under 120 units) each seat takes
   two: colour, name and Remove, then the kind and the thinking time. Returns the y below the
   Add player row. */
/* The seats' columns: colour, name, kind, thinking time, Remove; a seat's row height, and
   whether a seat takes two rows (a finger's buttons too wide for one). */
typedef struct {
    int cw, nw, kw, tw, rw, gap, bh, rh, two;
} seat_columns;

static seat_columns seat_columns_for(gui_app *a, int w)
{
    gui_newgame_state *f = gui_newgame_state_of(a);
    gui_ui *ui = &a->ui;
    cit_setup *s = &a->setup;
    seat_columns c = {gui_px(ui, NG.colour_w), 0, gui_px(ui, NG.kind_w), gui_px(ui, NG.think_w), gui_px(ui, NG.remove_w),
                      gui_px(ui, GUI_SIZE_PAD), gui_hit_px(ui, GUI_SIZE_FORM_H), gui_px(ui, NG.seat_h), 0};
    if (c.rh < c.bh + gui_px(ui, GUI_SIZE_NUDGE))
        c.rh = c.bh + gui_px(ui, GUI_SIZE_NUDGE);
    if (ui->least_hit) { /* a finger: each button as wide as its words at the button's size */
        static const gui_msg kinds[4] = {MSG_HUMAN, MSG_AI_EASY, MSG_AI_MEDIUM, MSG_AI_HARD};
        int bpx = gui_font_px(ui, GUI_FONT_BUTTON);
        c.cw = c.kw = 0;
        c.gap = gui_px(ui, GUI_SIZE_GAP);
        for (int i = 0; i < s->nplayers; i++) {
            char tl[48];
            think_label(a->newgame_kept.seat_think[i], tl, sizeof tl);
            int need = gui_text_width(tl, bpx, 1) + gui_px(ui, NG.word_room);
            c.tw = s->players[i].kind != CIT_SEAT_HUMAN && need > c.tw ? need : c.tw;
            need = gui_text_width(gui_tr((gui_msg)(MSG_COL0 + s->players[i].colour)), bpx, 1) + gui_px(ui, NG.word_room);
            c.cw = need > c.cw ? need : c.cw;
            need = gui_text_width(gui_tr(f->host_form && f->seat_friend[i] ? MSG_SEAT_FRIEND : kinds[s->players[i].kind & 3]),
                                  bpx, 1) + gui_px(ui, NG.word_room + GUI_SIZE_PAD + NG.kind_icon);
            c.kw = need > c.kw ? need : c.kw;
        }
        int need = gui_text_width(gui_tr(MSG_REMOVE), bpx, 1) + gui_px(ui, NG.word_room);
        c.rw = need > c.rw ? need : c.rw;
    }
    c.nw = w - c.cw - c.kw - c.tw - c.rw - 4 * c.gap;
    if (ui->least_hit && c.nw < gui_px(ui, NG.name_least)) { /* a narrow name field: the seat takes two rows */
        c.two = 1;
        c.nw = w - c.cw - c.rw - 2 * c.gap;
        c.kw = c.tw = (w - c.gap) / 2; /* the kind and the time share the second row */
    }
    return c;
}

/* Seat i's kind: one button cycles it (human, then the computer levels; hosting a table, a
   friend at another screen after a person here), a computer's with a monitor at its left. */
static void seat_kind(gui_app *a, int i, SDL_Rect krc)
{
    static const gui_msg kind_msg[4] = {MSG_HUMAN, MSG_AI_EASY, MSG_AI_MEDIUM, MSG_AI_HARD};
    gui_newgame_state *f = gui_newgame_state_of(a);
    gui_ui *ui = &a->ui;
    cit_setup *s = &a->setup;
    int kind = s->players[i].kind;
    int icon = gui_px(ui, NG.kind_icon), lead = kind != CIT_SEAT_HUMAN ? gui_px(ui, GUI_SIZE_PAD) + icon : 0;
    int friend_seat = f->host_form && f->seat_friend[i];
    /* A server's table: every seat a friend's, this window's at the first; shown, not changed. */
    if (gui_button_lead(ui, GUI_ID(i), krc,
                        gui_rgba(friend_seat ? GUI_COL_FRIEND : kind == CIT_SEAT_HUMAN ? GUI_COL_ACCENT : GUI_COL_COMPUTER, 255),
                        gui_tr(friend_seat ? MSG_SEAT_FRIEND : kind_msg[kind & 3]), f->host_form != 2, lead)) {
        if (f->host_form && kind == CIT_SEAT_HUMAN && !friend_seat) {
            f->seat_friend[i] = 1;
        } else {
            f->seat_friend[i] = 0;
            s->players[i].kind = (uint8_t)((kind + 1) & 3);
            /* A seat nobody named follows its kind: a computer gets a name, a human "Player N" back. */
            if (kind == CIT_SEAT_HUMAN && is_default_name(s->players[i].name))
                computer_name(s, i);
            else if (s->players[i].kind == CIT_SEAT_HUMAN && is_computer_name(s->players[i].name))
                default_name(a, i);
        }
    }
    if (kind != CIT_SEAT_HUMAN)
        gui_draw_computer(a->r, krc.x + gui_px(ui, GUI_SIZE_PAD), krc.y + (krc.h - icon) / 2, icon, gui_rgba(GUI_COL_SHINE, 255));
}

/* Under the seats: Add player and how the form's seats are filled (with every seat taken,
   neither). Returns the bottom. */
static int seats_add(gui_app *a, int x, int y, int w, const seat_columns *c)
{
    gui_newgame_state *f = gui_newgame_state_of(a);
    gui_ui *ui = &a->ui;
    int ay = y, hx = x, max = max_seats(a), end = ay;
    if (a->setup.nplayers >= max)
        return end;
    if (gui_button(ui, GUI_ID(0), (SDL_Rect){x, ay, gui_px(ui, NG.add_w), c->bh}, gui_tr(MSG_ADD_PLAYER), 1))
        add_player(a);
    hx += gui_px(ui, NG.add_w + GUI_SIZE_SECTION);
    end = ay + c->bh + c->gap;
    if (c->two) { /* the words under the button, the whole width */
        hx = x;
        ay += c->bh + gui_px(ui, GUI_SIZE_GAP);
    }
    if (a->setup.nplayers >= max) /* the seat just added was the last: no words beside it */
        return end;
    char lo[16], hi[16], help[320];
    snprintf(lo, sizeof lo, "%d", CIT_MIN_PLAYERS);
    snprintf(hi, sizeof hi, "%d", max);
    /* Each form says how its seats are filled: a table's seats are friends' at their own
       screens, not people taking turns here. */
    gui_msg m = f->host_form == 2 ? (ui->coarse ? MSG_SEATS_HELP_SERVER_TOUCH : MSG_SEATS_HELP_SERVER)
                : f->host_form  ? (ui->coarse ? MSG_SEATS_HELP_HOST_TOUCH : MSG_SEATS_HELP_HOST)
                                : (ui->coarse ? MSG_SEATS_HELP_TOUCH : MSG_SEATS_HELP);
    gui_subst(help, sizeof help, gui_tr(m), lo, hi, NULL);
    int th = gui_text_wrapped(help, hx, ay, w - (hx - x), gui_font_px(ui, GUI_FONT_NOTE), 0, gui_rgba(GUI_COL_INK_SOFT, 255));
    return ay + th + c->gap > end ? ay + th + c->gap : end;
}

static int seats(gui_app *a, int x, int y, int w, const char **tip)
{
    gui_ui *ui = &a->ui;
    cit_setup *s = &a->setup;
    seat_columns c = seat_columns_for(a, w);
    int cw = c.cw, nw = c.nw, kw = c.kw, gap = c.gap, bh = c.bh, rh = c.rh, two = c.two;
    if (two)
        rh = 2 * bh + gap + gui_px(ui, GUI_SIZE_MARGIN);
    int yy = y, bpx = gui_font_px(ui, GUI_FONT_BUTTON);
    for (int i = 0; i < s->nplayers; yy += rh, i++) {
        if (two)
            rh = 2 * bh + gap + gui_px(ui, GUI_SIZE_MARGIN);
        int col = s->players[i].colour;
        if (gui_button_colour(ui, GUI_ID(i), (SDL_Rect){x, yy, cw, bh}, gui_player_colour(a->settings.palette_cb, col),
                              gui_tr((gui_msg)(MSG_COL0 + col)), 1)) {
            for (int k = 1; k <= 6; k++)
                if (!colour_used(s, (col + k) % 6, i)) {
                    s->players[i].colour = (uint8_t)((col + k) % 6);
                    break;
                }
        }
        gui_textfield(ui, GUI_ID(i), (SDL_Rect){x + cw + gap, yy, nw, bh}, s->players[i].name, CIT_NAME_LEN);
        name_problem_mark(a, (SDL_Rect){x + cw + gap, yy, nw, bh}, s->players[i].name);
        SDL_Rect krc = two ? (SDL_Rect){x, yy + bh + gap, kw, bh} : (SDL_Rect){x + cw + nw + 2 * gap, yy, kw, bh};
        SDL_Rect trc = {krc.x + kw + gap, krc.y, c.tw, bh};
        if (two && s->players[i].kind != CIT_SEAT_HUMAN) {
            /* The kind and the time share the row as their words ask, or take a row each. */
            static const gui_msg kind_msg[4] = {MSG_HUMAN, MSG_AI_EASY, MSG_AI_MEDIUM, MSG_AI_HARD};
            char tl[48];
            think_label(a->newgame_kept.seat_think[i], tl, sizeof tl);
            int kneed = gui_text_width(gui_tr(kind_msg[s->players[i].kind & 3]), bpx, 1) +
                        gui_px(ui, NG.word_room + GUI_SIZE_PAD + NG.kind_icon);
            int tneed = gui_text_width(tl, bpx, 1) + gui_px(ui, NG.word_room);
            if (kneed + gap + tneed <= w) {
                krc.w = kneed + (w - gap - kneed - tneed) / 2;
                trc = (SDL_Rect){x + krc.w + gap, krc.y, w - krc.w - gap, bh};
            } else {
                krc.w = w;
                trc = (SDL_Rect){x, krc.y + bh + gap, w, bh};
                rh += bh + gap;
            }
        } else if (two) {
            krc.w = w;
        }
        seat_kind(a, i, krc);
        /* A computer seat's thinking time beside its level (a click takes the next choice). */
        if (s->players[i].kind != CIT_SEAT_HUMAN) {
            char tl[48];
            think_label(a->newgame_kept.seat_think[i], tl, sizeof tl);
            if (gui_button(ui, GUI_ID(i), trc, tl, 1))
                a->newgame_kept.seat_think[i] = think_next(a->newgame_kept.seat_think[i]);
            if (gui_hit(&a->in, trc))
                *tip = gui_tr(MSG_THINK_HELP);
            if (ui->nseen > 0 && ui->nseen <= GUI_SEEN_MAX)
                snprintf(ui->seen[ui->nseen - 1].label, sizeof ui->seen[0].label, "think %d", i);
        }
        if (gui_button(ui, GUI_ID(i), (SDL_Rect){x + w - c.rw, yy, c.rw, bh}, gui_tr(MSG_REMOVE),
                       s->nplayers > CIT_MIN_PLAYERS)) {
            remove_player(a, i);
            ui->focus = 0;
            return y;
        }
    }
    return seats_add(a, x, yy, w, &c);
}

/* strtoull took "-1" as 2^64-1 and clamped overflow silently. */
static int parse_seed(const char *t, uint64_t *out) { return gui_parse_seed(t, out); }

static void tidy_names(cit_setup *s)
{
    for (int i = 0; i < s->nplayers; i++)
        cit_name_tidy(s->players[i].name);
}

/* The whole explanation in a dark box under the pointer (the row shows one line of it). */
static void help_tip(gui_app *a, const char *text)
{
    gui_ui *ui = &a->ui;
    int px = gui_font_px(ui, GUI_FONT_NOTE), w = gui_px(ui, NG.tip_w), pad = gui_px(ui, GUI_SIZE_SPACE), was = gui_draw_enabled;
    gui_draw_enabled = 0;
    int h = gui_text_wrapped(text, 0, 0, w, px, 0, gui_rgba(0, 255));
    gui_draw_enabled = was;
    int x = a->in.mx + gui_px(ui, GUI_SIZE_INSET), y = a->in.my + gui_px(ui, GUI_SIZE_TIP_OFFSET);
    if (x + w + 2 * pad > a->w)
        x = a->w - w - 2 * pad;
    if (y + h + 2 * pad > a->h)
        y = a->in.my - h - 2 * pad - gui_px(ui, GUI_SIZE_SPACE);
    gui_fill_rounded(a->r, (SDL_Rect){x, y, w + 2 * pad, h + 2 * pad}, gui_px(ui, GUI_SIZE_RADIUS), gui_rgba(GUI_COL_PLATE, 235));
    gui_text_wrapped(text, x + pad, y + pad, w, px, 0, gui_rgba(GUI_COL_CREAM, 255));
}

/* One button per game mode the window can show (gui_mode_shown), labelled from the engine's
   mode table; the chosen one is lit. A mode with fewer seats drops the last ones (their names
   and colours stay in the set-up and come back with Add player). A button the row has no room
   for starts the next (on a phone upright The City's was left out); returns the rows' height. */
static int mode_buttons(gui_app *a, int x, int y, int w, int bh)
{
    gui_ui *ui = &a->ui;
    int px = gui_font_px(ui, GUI_FONT_LINE), gap = gui_px(ui, GUI_SIZE_PAD), xx = x, y0 = y;
    for (int m = 0; m < cit_mode_count(); m++) {
        const cit_mode_def *d = cit_mode_def_at(m);
        if (!d || !gui_mode_shown(m))
            continue;
        const char *label = gui_translate(d->label_en);
        int bw = SDL_min(gui_text_width(label, px, 1) + gui_px(ui, GUI_SIZE_LABEL_ROOM), w);
        if (xx > x && xx + bw > x + w)
            xx = x, y += bh + gap;
        int on = a->setup.mode == m;
        SDL_Color fill = on ? gui_rgba(GUI_COL_ACCENT, 255) : gui_rgba(GUI_COL_SWITCH_OFF, 255);
        if (gui_button_colour(ui, GUI_ID(m), (SDL_Rect){xx, y, bw, bh}, fill, label, 1) && !on) {
            a->setup.mode = (uint8_t)m;
            cit_options_default(&a->setup.opt); /* the other mode's options do not apply */
            int max = max_seats(a);
            if (a->setup.nplayers > max)
                a->setup.nplayers = (uint8_t)max;
        }
        if (on)
            gui_rect_outline(a->r, (SDL_Rect){xx - 3, y - 3, bw + 6, bh + 6}, 2, gui_rgba(GUI_COL_INK, 255));
        xx += bw + gap;
        const gui_module *lm = gui_mode_lesson_of(m);
        if (lm) { /* a mode's short lesson, as an expansion's */
            if (xx + bh > x + w)
                xx = x, y += bh + gap;
            if (gui_button(ui, GUI_ID(100 + m), (SDL_Rect){xx, y, bh, bh}, "?", 1))
                gui_expansion_lesson_open(gui_newgame_state_of(a), lm);
            xx += bh + gap;
        }
    }
    return y - y0 + bh;
}

/* The host form's choice to list the table on the local network (off unless ticked; greyed
   on a machine with public addresses only); what it means shows when pointed at. */
static void lan_row(gui_app *a, int x, int mx, int y, int bh, const char **tip)
{
    gui_newgame_state *f = gui_newgame_state_of(a);
    gui_ui *ui = &a->ui;
    int hpx = gui_font_px(ui, GUI_FONT_HEADING), possible = gui_net_lan_possible(a);
    if (!possible)
        f->host_listed = 0;
    gui_text(gui_tr(MSG_NET_LAN_ROW), x, a->newgame_kept.page > 0 ? y : y + (bh - hpx) / 2, hpx, 1, gui_rgba(GUI_COL_INK, 255),
             GUI_ALIGN_LEFT);
    char label[160];
    snprintf(label, sizeof label, "%s%s%s", gui_tr(MSG_NET_LIST_LAN), possible ? "" : " \xE2\x80\x94 ",
             possible ? "" : gui_tr(MSG_NET_NO_LAN_SHORT)); /* greyed: why, without pointing at it */
    int cbh = gui_px(ui, NG.check_h);
    SDL_Rect rc = {mx, y + (bh - cbh) / 2, gui_text_width(label, gui_font_px(ui, GUI_FONT_LEAD), 0) + gui_px(ui, NG.check_room), cbh};
    if (a->newgame_kept.page > 0) { /* a phone's page: under its heading, the page's width, a finger high */
        rc = (SDL_Rect){x, y + hpx * 5 / 4 + gui_px(ui, GUI_SIZE_NUDGE) + bh / 8, mx - x, bh * 3 / 4}; /* mx: the page's right */
    }
    gui_checkbox(ui, GUI_ID(0), rc, label, &f->host_listed, possible);
    if (a->newgame_kept.page > 0 && ui->nseen > 0) /* the row's whole height takes the finger */
        ui->seen[ui->nseen - 1].rc = (SDL_Rect){rc.x, rc.y - bh / 8, rc.w, bh};
    if (gui_hit(ui->in, rc))
        *tip = gui_tr(possible ? MSG_NET_LIST_HELP : MSG_NET_LIST_NO_LAN);
}

/* A button of a choice row: the one chosen in the accent colour and outlined. 1 when clicked. */
static int choice_button(gui_app *a, int id, SDL_Rect rc, const char *label, int on)
{
    SDL_Color fill = on ? gui_rgba(GUI_COL_ACCENT, 255) : gui_rgba(GUI_COL_SWITCH_OFF, 255);
    int hit = gui_button_colour(&a->ui, id, rc, fill, label, 1);
    if (on)
        gui_rect_outline(a->r, (SDL_Rect){rc.x - 3, rc.y - 3, rc.w + 6, rc.h + 6}, 2, gui_rgba(GUI_COL_INK, 255));
    return hit;
}

/* A table on a server: live, or by correspondence with its days a move (1 2 3 5 7 14), and
   what the choice means under it; buttons from mx, wrapping at x + iw. Returns the height it
   takes; `measure` 1 only measures it (no button is there to click). */
static int pace_rows(gui_app *a, int x, int mx, int y, int iw, int bh, int measure)
{
    gui_ui *ui = &a->ui;
    SDL_Color ink = gui_rgba(GUI_COL_INK, 255), soft = gui_rgba(GUI_COL_INK_SOFT, 255);
    int hpx = gui_font_px(ui, GUI_FONT_HEADING), px = gui_font_px(ui, GUI_FONT_LINE), gap = gui_px(ui, GUI_SIZE_PAD), top = y;
    if (!net_pace_ok((uint32_t)a->newgame_kept.net_pace))
        a->newgame_kept.net_pace = 0;
    if (a->newgame_kept.page > 0) { /* a phone's page: the heading on a line of its own */
        gui_text(gui_tr(MSG_PACE), x, y, hpx, 1, ink, GUI_ALIGN_LEFT);
        y += hpx * 5 / 4 + gui_px(ui, GUI_SIZE_NUDGE);
    } else {
        gui_text(gui_tr(MSG_PACE), x, y + (bh - hpx) / 2, hpx, 1, ink, GUI_ALIGN_LEFT);
    }
    int xx = mx;
    for (int k = 0; k < 2; k++) {
        const char *label = gui_tr(k ? MSG_PACE_CORR : MSG_PACE_LIVE);
        int bw = gui_text_width(label, px, 1) + gui_px(ui, GUI_SIZE_LABEL_ROOM);
        if (xx > mx && xx + bw > x + iw)
            xx = mx, y += bh + gap;
        int on = k ? a->newgame_kept.net_pace > 0 : a->newgame_kept.net_pace == 0;
        if (!measure && choice_button(a, GUI_ID(k), (SDL_Rect){xx, y, bw, bh}, label, on) && !on)
            a->newgame_kept.net_pace = k ? 3 : 0; /* three days: a move every day or two, with room for a busy one */
        xx += bw + gap;
    }
    if (a->newgame_kept.net_pace > 0) {
        xx += gap;
        for (int d = 0; d < NET_PACE_COUNT; d++) {
            char label[8];
            snprintf(label, sizeof label, "%d", NET_PACE_DAYS[d]);
            int bw = bh * 5 / 4;
            if (xx + bw > x + iw)
                xx = mx, y += bh + gap;
            if (!measure && choice_button(a, GUI_ID(10 + d), (SDL_Rect){xx, y, bw, bh}, label, a->newgame_kept.net_pace == NET_PACE_DAYS[d]))
                a->newgame_kept.net_pace = NET_PACE_DAYS[d];
            xx += bw + gap / 2;
        }
    }
    y += bh + gui_px(ui, GUI_SIZE_NUDGE);
    char help[400], days[8];
    snprintf(days, sizeof days, "%d", a->newgame_kept.net_pace);
    if (a->newgame_kept.net_pace > 0)
        gui_subst(help, sizeof help, gui_tr_n(MSG_PACE_CORR_HELP, a->newgame_kept.net_pace), days, NULL, NULL);
    else
        SDL_strlcpy(help, gui_tr(MSG_PACE_LIVE_HELP), sizeof help);
    y += gui_text_wrapped(help, mx, y, x + iw - mx, gui_font_px(ui, GUI_FONT_NOTE), 0, soft);
    return y - top + gui_px(ui, GUI_SIZE_SPACE);
}

/* The height pace_rows takes now, measured without drawing. */
static int pace_height(gui_app *a, int x, int mx, int iw, int bh)
{
    int was = gui_draw_enabled;
    gui_draw_enabled = 0;
    int h = pace_rows(a, x, mx, 0, iw, bh, 1);
    gui_draw_enabled = was;
    return h;
}

/* Mode, rule options and seed, from y down. Returns 1 and *seed when the seed text is valid;
   *tip is the option explanation to show over everything. A server's table has no seed row:
   the server shuffles and ignores one (*seed 0). */
static int options_block(gui_app *a, int x, int y, int iw, int bottom, uint64_t *seed, const char **tip, int *end)
{
    gui_newgame_state *f = gui_newgame_state_of(a);
    gui_ui *ui = &a->ui;
    SDL_Color ink = gui_rgba(GUI_COL_INK, 255), soft = gui_rgba(GUI_COL_INK_SOFT, 255);
    int hpx = gui_font_px(ui, GUI_FONT_HEADING), fpx = gui_font_px(ui, GUI_FONT_BODY), bh = gui_hit_px(ui, GUI_SIZE_FORM_H);
    /* Mode (on a phone the page's tab names it: the buttons take the whole width). */
    int phone = a->newgame_kept.page > 0, mx = phone ? x : x + gui_px(ui, NG.options_x);
    if (!phone)
        gui_text(gui_tr(MSG_MODE), x, y + (bh - hpx) / 2, hpx, 1, ink, GUI_ALIGN_LEFT);
    y += mode_buttons(a, mx, y, x + iw - mx, bh) + gui_px(ui, GUI_SIZE_GAP);
    /* What the chosen mode is, in a line or two (The City is a game of its own, not an expansion). */
    const cit_mode_def *md = cit_mode_def_at(a->setup.mode);
    const char *mh = md ? gui_translate(md->help_en) : NULL;
    if (mh && mh[0])
        y += gui_text_wrapped(mh, mx, y, x + iw - mx, gui_font_px(ui, GUI_FONT_NOTE), 0, soft);
    y += gui_px(ui, GUI_SIZE_PAD);
    /* Expansions, then rule options: rows from the engine's table, above the seed's rows. */
    int server = f->host_form == 2, lan_h = f->host_form == 1 ? bh + gui_px(ui, GUI_SIZE_SPACE) : 0;
    if (phone && lan_h) /* the heading above the box */
        lan_h += hpx * 5 / 4 + gui_px(ui, GUI_SIZE_NUDGE);
    int under = server ? pace_height(a, x, mx, iw, bh) : bh + gui_px(ui, GUI_SIZE_SPACE) + fpx * 5 / 4; /* the seed's rows */
    if (phone && !server) { /* its explanation in lines the page's width */
        int was = gui_draw_enabled;
        gui_draw_enabled = 0;
        under = bh + gui_px(ui, GUI_SIZE_SPACE) + gui_text_wrapped(gui_tr(MSG_SEED_HELP), x, 0, iw, fpx, 0, soft);
        int lw = gui_text_width(gui_tr(MSG_SEED), hpx, 1) + gui_px(ui, GUI_SIZE_PAD);
        int nsw = gui_text_width(gui_tr(MSG_NEW_SEED), gui_font_px(ui, GUI_FONT_BUTTON), 1) + gui_px(ui, NG.word_room);
        if (iw - lw - nsw - gui_px(ui, GUI_SIZE_PAD) < gui_px(ui, NG.seed_least)) /* the label on a line of its own (below) */
            under += hpx * 5 / 4 + gui_px(ui, GUI_SIZE_NUDGE);
        gui_draw_enabled = was;
    }
    /* The seed goes between Back and Start only when that row has room: beside Reopen the table
       it would lie over that button (the list scrolls instead). A server's pace rows never go
       there: under options run down to Back they lay under Open the table. */
    int limit = bottom - under - lan_h, reopen = f->host_form == 1 && gui_net_can_reopen();
    gui_options_form of = {&a->ui, &a->setup, gui_newgame_state_of(a), a->newgame_kept.page > 0};
    y = gui_newgame_options(&of, x, y, iw, limit, reopen || phone || server ? limit : bottom - lan_h, tip);
    *end = y;
    if (server) { /* live or correspondence where the seed would be (the server shuffles) */
        *end = y + pace_rows(a, x, mx, y, iw, bh, 0);
        *seed = 0;
        return 1;
    }
    /* Seed: under the options, or (a small window with every seat taken) in the row of Back
       and Start, between them, without its label and explanation. The host form's local
       network row goes under the seed, or where the seed was. */
    int low = !phone && y + bh + gui_px(ui, GUI_SIZE_NUDGE) + fpx * 5 / 4 + lan_h > bottom, lan_y = y;
    int sw = gui_px(ui, NG.seed_w), nsw = gui_px(ui, NG.new_seed_w);
    if (phone) { /* the seed's label left of its field, New seed at the right, in the page's width */
        int lw = gui_text_width(gui_tr(MSG_SEED), hpx, 1) + gui_px(ui, GUI_SIZE_PAD);
        nsw = gui_text_width(gui_tr(MSG_NEW_SEED), gui_font_px(ui, GUI_FONT_BUTTON), 1) + gui_px(ui, NG.word_room);
        mx = x + lw;
        sw = x + iw - nsw - gui_px(ui, GUI_SIZE_PAD) - mx;
        if (sw < gui_px(ui, NG.seed_least)) { /* the label on a line of its own */
            gui_text(gui_tr(MSG_SEED), x, y, hpx, 1, ink, GUI_ALIGN_LEFT);
            y += hpx * 5 / 4 + gui_px(ui, GUI_SIZE_NUDGE);
            mx = x;
            sw = iw - nsw - gui_px(ui, GUI_SIZE_PAD);
        } else {
            gui_text(gui_tr(MSG_SEED), x, y + (bh - hpx) / 2, hpx, 1, ink, GUI_ALIGN_LEFT);
        }
    } else if (low)
        y = bottom + gui_px(ui, GUI_SIZE_SPACE) + (gui_px(ui, GUI_SIZE_ACTION_H) - bh) / 2;
    else
        gui_text(gui_tr(MSG_SEED), x, y + (bh - hpx) / 2, hpx, 1, ink, GUI_ALIGN_LEFT);
    int seed_ok = parse_seed(a->newgame_kept.seed_text, seed);
    gui_textfield_kind(ui, PLAT_TEXT_NUMBER);
    gui_textfield(ui, GUI_ID(0), (SDL_Rect){mx, y, sw, bh}, a->newgame_kept.seed_text, sizeof a->newgame_kept.seed_text);
    if (!seed_ok)
        gui_rect_outline(a->r, (SDL_Rect){mx - 2, y - 2, sw + 4, bh + 4}, 2, gui_rgba(GUI_COL_WARN, 255));
    if (gui_button(ui, GUI_ID(0), (SDL_Rect){mx + sw + gui_px(ui, GUI_SIZE_PAD), y, nsw, bh}, gui_tr(MSG_NEW_SEED), 1))
        fresh_seed(a);
    y += bh + gui_px(ui, GUI_SIZE_NUDGE);
    if (phone) {
        lan_y = y + gui_px(ui, GUI_SIZE_NUDGE) + gui_text_wrapped(gui_tr(MSG_SEED_HELP), x, y, iw, fpx, 0, soft);
        mx = x + iw; /* the box's right end: the page's width (lan_row) */
    } else if (!low) {
        gui_text(gui_tr(MSG_SEED_HELP), mx, y, fpx, 0, soft, GUI_ALIGN_LEFT);
        lan_y = y + fpx * 5 / 4 + gui_px(ui, GUI_SIZE_SPACE);
    }
    *end = y > lan_y ? y : lan_y;
    if (lan_h) {
        lan_row(a, x, mx, lan_y, bh, tip);
        *end = lan_y + lan_h;
    }
    return seed_ok;
}

/* Start: the game begins, or the table opens (here or on a server). */
static void start(gui_app *a, uint64_t seed)
{
    gui_newgame_state *f = gui_newgame_state_of(a);
    a->setup.seed = seed;
    if (!gui_mode_shown(a->setup.mode))
        a->setup.mode = CIT_MODE_CLASSIC;
    tidy_names(&a->setup);
    remember_seats(a);
    if (f->host_form == 2) {
        char err[200], msg[320];
        if (gui_net_create(a, a->join.addr, atoi(a->join.port), &a->setup, a->setup.players[0].name, a->newgame_kept.net_pace, err,
                           sizeof err)) {
            gui_subst(msg, sizeof msg, gui_tr(MSG_NET_FAILED), err, NULL, NULL);
            gui_app_message(a, msg);
        }
    } else if (f->host_form) {
        char err[200], msg[320];
        if (gui_net_host(a, &a->setup, f->seat_friend, a->net_port ? a->net_port : GUI_NET_PORT, f->host_listed, err,
                         sizeof err) != 0) {
            gui_subst(msg, sizeof msg, gui_tr(MSG_NET_FAILED), err, NULL, NULL);
            gui_app_message(a, msg);
        }
    } else if (gui_app_start_game(a, &a->setup) == 0 && a->game) {
        /* Each computer seat's time goes with the game (its save keeps it). */
        for (int i = 0; i < a->setup.nplayers; i++)
            a->game->rec.think[i] = a->setup.players[i].kind != CIT_SEAT_HUMAN ? a->newgame_kept.seat_think[i] : 0;
        gui_app_autosave(a);
    }
}

/* The form on a phone (a finger, a screen narrower or shorter than the form): two pages, the
   players and the game (mode, expansions and options, seed), chosen by two tabs; Back and
   Start (or Open the table) under them, or beside the tabs on a phone on its side. */
static void phone_form(gui_app *a)
{
    gui_newgame_state *f = gui_newgame_state_of(a);
    gui_ui *ui = &a->ui;
    int m = gui_px(ui, GUI_SIZE_GAP);
    SDL_Rect p = {m, m, a->w - 2 * m, a->h - 2 * m};
    gui_panel(ui, p);
    int pad = gui_px(ui, GUI_SIZE_MARGIN), x = p.x + pad, iw = p.w - 2 * pad, y = p.y + pad;
    int bh = gui_hit_px(ui, GUI_SIZE_FORM_H), gap = gui_px(ui, GUI_SIZE_GAP), bpx = gui_font_px(ui, GUI_FONT_BUTTON);
    f->helps = 0;
    f->note = 0;
    if (a->newgame_kept.page < 1 || a->newgame_kept.page > 2)
        a->newgame_kept.page = 1; /* 1 the players, 2 the game (newgame_page > 0 says "a phone's form") */
    if (f->host_form == 2)
        for (int i = 0; i < CIT_MAX_PLAYERS; i++)
            a->setup.players[i].kind = CIT_SEAT_HUMAN, f->seat_friend[i] = i > 0;
    /* The two tabs: the page shown is the lighter one. */
    static const gui_msg tab[2] = {MSG_PLAYERS, MSG_MODE};
    int tx = x;
    for (int k = 0; k < 2; k++) {
        int tw = gui_text_width(gui_tr(tab[k]), bpx, 1) + gui_px(ui, NG.tab_room);
        SDL_Color c = gui_rgba(a->newgame_kept.page == k + 1 ? GUI_COL_ACCENT : GUI_COL_WOOD, 255);
        if (gui_button_colour(ui, GUI_ID(k), (SDL_Rect){tx, y, tw, bh}, c, gui_tr(tab[k]), 1))
            a->newgame_kept.page = k + 1;
        tx += tw + gap;
    }
    /* Back and Start: beside the tabs where they fit, else at the foot. */
    const char *go = gui_tr(f->host_form ? MSG_OPEN_TABLE : MSG_START);
    int backw = gui_text_width(gui_tr(MSG_BACK), bpx, 1) + gui_px(ui, NG.tab_room), gow = gui_text_width(go, bpx, 1) + gui_px(ui, NG.tab_room);
    int by = p.y + p.h - pad - bh, bottom = by - gap;
    SDL_Rect back = {x, by, backw, bh}, start_rc = {x + iw - gow, by, gow, bh};
    if (tx + backw + gap + gow + gui_px(ui, GUI_SIZE_SECTION) <= x + iw) {
        back = (SDL_Rect){x + iw - gow - gap - backw, y, backw, bh};
        start_rc = (SDL_Rect){x + iw - gow, y, gow, bh};
        bottom = p.y + p.h - pad;
    }
    y += bh + gui_px(ui, GUI_SIZE_MARGIN);
    const char *tip = NULL;
    uint64_t seed = 0;
    int seed_ok = parse_seed(a->newgame_kept.seed_text, &seed);
    if (a->newgame_kept.page == 1) { /* six seats of two rows each outgrow a small phone: they scroll */
        gui_scroll_view sv;
        gui_scroll_begin(&a->ui, &sv, (SDL_Rect){p.x, y, p.w, bottom - y}, &f->page_scroll[0], NULL, 0);
        int end = seats(a, x, y - f->page_scroll[0], iw, &tip);
        gui_scroll_end(&a->ui, &sv, end + f->page_scroll[0] - y);
    } else {
        /* The purist switch first, a finger's height, then the mode, the options, the seed: the
           page scrolls under a finger as a whole (the list's rows are the densest already). */
        gui_scroll_view sv;
        int top = y, end = y;
        gui_scroll_begin(&a->ui, &sv, (SDL_Rect){p.x, y, p.w, bottom - y}, &f->page_scroll[1], NULL, 0);
        y -= f->page_scroll[1];
        int cbh = bh * 3 / 4, cbw = iw;
        if (gui_checkbox(ui, GUI_ID(0), (SDL_Rect){x, y + (bh - cbh) / 2, cbw, cbh}, gui_tr(MSG_PURIST_ON),
                         &a->settings.purist, 1))
            gui_app_apply_settings(a);
        if (ui->nseen > 0) /* the row's whole height takes the finger */
            ui->seen[ui->nseen - 1].rc = (SDL_Rect){x, y, cbw, bh};
        y += bh + gui_px(ui, GUI_SIZE_SPACE);
        seed_ok = options_block(a, x, y, iw, bottom, &seed, &tip, &end);
        gui_scroll_end(&a->ui, &sv, end + f->page_scroll[1] - top + gui_px(ui, GUI_SIZE_SPACE));
    }
    int ok = seed_ok && names_ok(&a->setup);
    if (gui_button(ui, GUI_ID(0), back, gui_tr(MSG_BACK), 1) || gui_key(ui, SDLK_ESCAPE)) {
        gui_app_set_scene(a, GUI_SCENE_MENU);
        return;
    }
    if (gui_button_colour(ui, GUI_ID(0), start_rc, gui_rgba(GUI_COL_ACCENT, 255), go, ok) ||
        (ok && (gui_key(ui, SDLK_RETURN) || gui_key(ui, SDLK_KP_ENTER))))
        start(a, seed);
    if (tip && a->scene == GUI_SCENE_NEWGAME && !ui->coarse)
        help_tip(a, tip);
}

void gui_scene_newgame(gui_app *a)
{
    gui_newgame_state *f = gui_newgame_state_of(a);
    gui_ui *ui = &a->ui;
    SDL_Color ink = gui_rgba(GUI_COL_INK, 255);
    gui_app_backdrop(a);
    /* an expansion's "?" lesson stands in for the form meanwhile */
    const gui_module *lesson = gui_expansion_lesson_shown(f);
    if (lesson && gui_expansion_lesson(GUI_MODULE_CTX(a, lesson), f))
        return;
    if (ui->coarse && (ui->narrow || ui->short_h)) {
        phone_form(a);
        return;
    }
    a->newgame_kept.page = 0;
    int w = gui_px(ui, NG.panel_w);
    if (w > a->w - 20)
        w = a->w - 20;
    /* Six seats, the expansions and their options, the seed (a taller panel on a tall window moved
       Open the table from where tests/gui/net-two-windows.sh clicks it). */
    int h = gui_px(ui, NG.panel_h);
    if (h > a->h - 20)
        h = a->h - 20;
    SDL_Rect p = {(a->w - w) / 2, (a->h - h) / 2, w, h};
    gui_panel(ui, p);
    int pad = gui_px(ui, NG.pad), x = p.x + pad, y = p.y + pad, iw = w - 2 * pad;
    int hpx = gui_font_px(ui, GUI_FONT_HEADING);
    f->helps = 0;
    f->note = 0;
    if (f->host_form == 2) /* a table on a server: every seat a player over the network */
        for (int i = 0; i < CIT_MAX_PLAYERS; i++)
            a->setup.players[i].kind = CIT_SEAT_HUMAN, f->seat_friend[i] = i > 0;
    gui_text(gui_tr(f->host_form == 2 ? MSG_NET_NEW_ON_SERVER : f->host_form ? MSG_HOST_TABLE : MSG_NEW_GAME), x, y,
             gui_font_px(ui, GUI_FONT_TITLE), 1, ink, GUI_ALIGN_LEFT);
    /* The purist switch (Settings), shown and changeable here: every aid off in the game. */
    int cbh = gui_px(ui, NG.check_h), cbw = gui_text_width(gui_tr(MSG_PURIST_ON), gui_font_px(ui, GUI_FONT_LEAD), 0) + gui_px(ui, NG.check_room);
    if (gui_checkbox(ui, GUI_ID(0), (SDL_Rect){p.x + p.w - pad - cbw, y + gui_px(ui, GUI_SIZE_NUDGE), cbw, cbh}, gui_tr(MSG_PURIST_ON),
                     &a->settings.purist, 1))
        gui_app_apply_settings(a);
    y += gui_px(ui, NG.title_h);
    gui_text(gui_tr(MSG_PLAYERS), x, y, hpx, 1, ink, GUI_ALIGN_LEFT);
    y += gui_px(ui, NG.players_h);
    const char *tip = NULL;
    seats(a, x, y, iw, &tip);
    /* The seats taken and the Add player row: the options move up on a small window rather
       than run under Back and Start. */
    int rows = a->setup.nplayers + (a->setup.nplayers < max_seats(a));
    y += rows * gui_px(ui, NG.seat_h) + gui_px(ui, GUI_SIZE_PAD);
    uint64_t seed = 0;
    int bw = gui_px(ui, GUI_SIZE_ACTION_W), by = p.y + p.h - gui_px(ui, NG.action_row) - pad / 2;
    int end;
    int seed_ok = options_block(a, x, y, iw, by - gui_px(ui, GUI_SIZE_SPACE), &seed, &tip, &end);
    /* Start / Back. */
    int ok = seed_ok && names_ok(&a->setup);
    if (gui_button(ui, GUI_ID(0), (SDL_Rect){p.x + pad, by, bw, gui_px(ui, GUI_SIZE_ACTION_H)}, gui_tr(MSG_BACK), 1) ||
        gui_key(ui, SDLK_ESCAPE))
        gui_app_set_scene(a, GUI_SCENE_MENU);
    if (f->host_form == 1 && gui_net_can_reopen() &&
        gui_button(ui, GUI_ID(0), (SDL_Rect){p.x + pad + bw + gui_px(ui, GUI_SIZE_INSET), by, bw + gui_px(ui, NG.reopen_more), gui_px(ui, GUI_SIZE_ACTION_H)},
                   gui_tr(MSG_REOPEN_TABLE), 1)) {
        char err[200], msg[320];
        if (gui_net_reopen(a, err, sizeof err) != 0) {
            gui_subst(msg, sizeof msg, gui_tr(MSG_NET_FAILED), err, NULL, NULL);
            gui_app_message(a, msg);
        }
        return;
    }
    if (gui_button_colour(ui, GUI_ID(0), (SDL_Rect){p.x + p.w - pad - bw, by, bw, gui_px(ui, GUI_SIZE_ACTION_H)},
                          gui_rgba(GUI_COL_ACCENT, 255), gui_tr(f->host_form ? MSG_OPEN_TABLE : MSG_START), ok) ||
        (ok && (gui_key(ui, SDLK_RETURN) || gui_key(ui, SDLK_KP_ENTER))))
        start(a, seed);
    if (tip && a->scene == GUI_SCENE_NEWGAME)
        help_tip(a, tip);
}
