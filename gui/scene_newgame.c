/* New-game screen: seats (name, colour, kind), mode, rule options and the seed. */
#include "app.h"
#include "draw.h"
#include "i18n.h"
#include "text.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static uint64_t next_rand(gui_app *a)
{
    a->rng = a->rng * 6364136223846793005ull + 1442695040888963407ull;
    return a->rng >> 11;
}

static void default_name(gui_app *a, int i)
{
    char num[8];
    snprintf(num, sizeof num, "%d", i + 1);
    gui_subst(a->setup.players[i].name, CIT_NAME_LEN, gui_tr(MSG_DEFAULT_PLAYER), num, NULL, NULL);
}

/* Names for computer seats: short, and read the same in Czech and English. */
static const char *const computer_names[CIT_MAX_PLAYERS] = {"Adéla", "Bořek", "Cyril", "Dana", "Emil", "Filip"};

static int is_computer_name(const char *n)
{
    for (int k = 0; k < CIT_MAX_PLAYERS; k++)
        if (!strcmp(n, computer_names[k]))
            return 1;
    return 0;
}

/* "Player 3" in either language: a name nobody chose, free to be replaced. */
static int is_default_name(const char *n)
{
    for (int l = 0; l < GUI_LANG_COUNT; l++)
        for (int i = 0; i < CIT_MAX_PLAYERS; i++) {
            char num[12], d[CIT_NAME_LEN];
            snprintf(num, sizeof num, "%d", i + 1);
            gui_subst(d, sizeof d, gui_tr_in((gui_lang)l, MSG_DEFAULT_PLAYER), num, NULL, NULL);
            if (!strcmp(n, d))
                return 1;
        }
    return !n[0];
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
    snprintf(a->seed_text, sizeof a->seed_text, "%llu", (unsigned long long)(next_rand(a) % 1000000000ull));
}

void gui_scene_newgame_reset(gui_app *a)
{
    uint64_t seed = next_rand(a) % 1000000000ull;
    cit_setup_default(&a->setup, 2, seed);
    for (int i = 0; i < CIT_MAX_PLAYERS; i++) {
        default_name(a, i);
        a->setup.players[i].colour = (uint8_t)i;
        a->setup.players[i].kind = CIT_SEAT_HUMAN;
    }
    /* The seats of the last game started, as the player left them. */
    const gui_settings *st = &a->settings;
    if (st->nseats >= CIT_MIN_PLAYERS && st->nseats <= CIT_MAX_PLAYERS) {
        a->setup.nplayers = (uint8_t)st->nseats;
        for (int i = 0; i < st->nseats; i++) {
            SDL_strlcpy(a->setup.players[i].name, st->seat[i].name, CIT_NAME_LEN);
            a->setup.players[i].colour = (uint8_t)st->seat[i].colour;
            a->setup.players[i].kind = (uint8_t)st->seat[i].kind;
        }
    }
    snprintf(a->seed_text, sizeof a->seed_text, "%llu", (unsigned long long)seed);
}

void gui_newgame_open(gui_app *a, const cit_setup *players)
{
    if (players) {
        a->setup.nplayers = players->nplayers;
        memcpy(a->setup.players, players->players, sizeof a->setup.players);
        for (int i = a->setup.nplayers; i < CIT_MAX_PLAYERS; i++)
            default_name(a, i);
    }
    /* Every new game deals anew; the seed field stays editable to replay a deal. */
    fresh_seed(a);
    gui_app_set_scene(a, GUI_SCENE_NEWGAME);
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
    s->nplayers--;
    default_name(a, s->nplayers);
}

static void seats(gui_app *a, int x, int y, int w)
{
    gui_ui *ui = &a->ui;
    cit_setup *s = &a->setup;
    int rh = gui_px(ui, 46), bh = gui_px(ui, 38), gap = gui_px(ui, 10);
    int cw = gui_px(ui, 120), kw = gui_px(ui, 220), rw = gui_px(ui, 100);
    int nw = w - cw - kw - rw - 3 * gap;
    for (int i = 0; i < s->nplayers; i++) {
        int yy = y + i * rh;
        int c = s->players[i].colour;
        SDL_Color col = gui_player_colour(a->settings.palette_cb, c);
        if (gui_button_colour(ui, GUI_ID(i), (SDL_Rect){x, yy, cw, bh}, col, gui_tr((gui_msg)(MSG_COL0 + c)), 1)) {
            for (int k = 1; k <= 6; k++)
                if (!colour_used(s, (c + k) % 6, i)) {
                    s->players[i].colour = (uint8_t)((c + k) % 6);
                    break;
                }
        }
        gui_textfield(ui, GUI_ID(i), (SDL_Rect){x + cw + gap, yy, nw, bh}, s->players[i].name, CIT_NAME_LEN);
        /* One button cycles the seat: human, then the computer levels. */
        int kind = s->players[i].kind;
        static const gui_msg kind_msg[4] = {MSG_HUMAN, MSG_AI_EASY, MSG_AI_MEDIUM, MSG_AI_HARD};
        SDL_Rect krc = {x + cw + nw + 2 * gap, yy, kw, bh};
        if (gui_button_colour(ui, GUI_ID(i), krc, gui_rgba(kind == CIT_SEAT_HUMAN ? GUI_COL_ACCENT : 0x3d5a80, 255),
                              gui_tr(kind_msg[kind & 3]), 1)) {
            s->players[i].kind = (uint8_t)((kind + 1) & 3);
            /* A seat nobody named follows its kind: a computer gets a name, a human "Player N" back. */
            if (kind == CIT_SEAT_HUMAN && is_default_name(s->players[i].name))
                computer_name(s, i);
            else if (s->players[i].kind == CIT_SEAT_HUMAN && is_computer_name(s->players[i].name))
                default_name(a, i);
        }
        if (kind != CIT_SEAT_HUMAN)
            gui_draw_computer(a->r, krc.x + gui_px(ui, 10), krc.y + (bh - gui_px(ui, 18)) / 2, gui_px(ui, 18),
                              gui_rgba(0xffffff, 255));
        if (gui_button(ui, GUI_ID(i), (SDL_Rect){x + w - rw, yy, rw, bh}, gui_tr(MSG_REMOVE),
                       s->nplayers > CIT_MIN_PLAYERS)) {
            remove_player(a, i);
            ui->focus = 0;
            return;
        }
    }
    int ay = y + s->nplayers * rh, hx = x;
    if (s->nplayers < CIT_MAX_PLAYERS) {
        if (gui_button(ui, GUI_ID(0), (SDL_Rect){x, ay, gui_px(ui, 200), bh}, gui_tr(MSG_ADD_PLAYER), 1))
            add_player(a);
        hx += gui_px(ui, 220);
    }
    if (s->nplayers < CIT_MAX_PLAYERS) /* beside Add player; with six seats there is no room */
        gui_text_wrapped(gui_tr(MSG_SEATS_HELP), hx, ay, w - (hx - x), gui_font_px(ui, 14), 0,
                         gui_rgba(GUI_COL_INK_SOFT, 255));
}

static int parse_seed(const char *t, uint64_t *out)
{
    char *end;
    if (!t[0])
        return 0;
    unsigned long long v = strtoull(t, &end, 10);
    if (*end)
        return 0;
    *out = v;
    return 1;
}

static int names_ok(const cit_setup *s)
{
    for (int i = 0; i < s->nplayers; i++)
        if (!s->players[i].name[0])
            return 0;
    return 1;
}

/* Mode, rule options and seed, from y down. Returns 1 and *seed when the seed text is valid. */
static int options_block(gui_app *a, int x, int y, int iw, uint64_t *seed)
{
    gui_ui *ui = &a->ui;
    SDL_Color ink = gui_rgba(GUI_COL_INK, 255), soft = gui_rgba(GUI_COL_INK_SOFT, 255);
    int hpx = gui_font_px(ui, 22), fpx = gui_font_px(ui, 15), bh = gui_px(ui, 38);
    /* Mode. */
    gui_text(gui_tr(MSG_MODE), x, y + (bh - hpx) / 2, hpx, 1, ink, GUI_ALIGN_LEFT);
    int mx = x + gui_px(ui, 220);
    gui_button_colour(ui, GUI_ID(0), (SDL_Rect){mx, y, gui_px(ui, 160), bh}, gui_rgba(GUI_COL_ACCENT, 255),
                      gui_tr(MSG_MODE_CLASSIC), 1);
    gui_button(ui, GUI_ID(0), (SDL_Rect){mx + gui_px(ui, 170), y, gui_px(ui, 200), bh}, gui_tr(MSG_MODE_CITY_SOON), 0);
    y += bh + gui_px(ui, 16);
    /* Rule options with a short explanation each. */
    gui_text(gui_tr(MSG_OPTIONS), x, y, hpx, 1, ink, GUI_ALIGN_LEFT);
    int small = a->setup.opt.small_city_two_points;
    if (gui_checkbox(ui, GUI_ID(0), (SDL_Rect){mx, y, iw - (mx - x), gui_px(ui, 28)}, gui_tr(MSG_OPT_SMALL_CITY),
                     &small, 1))
        a->setup.opt.small_city_two_points = (uint8_t)small;
    y += gui_px(ui, 32);
    gui_text_wrapped(gui_tr(MSG_OPT_SMALL_CITY_HELP), mx + gui_px(ui, 38), y, iw - (mx - x) - gui_px(ui, 38), fpx, 0, soft);
    y += gui_px(ui, 34);
    /* Seed. */
    gui_text(gui_tr(MSG_SEED), x, y + (bh - hpx) / 2, hpx, 1, ink, GUI_ALIGN_LEFT);
    int seed_ok = parse_seed(a->seed_text, seed);
    gui_textfield(ui, GUI_ID(0), (SDL_Rect){mx, y, gui_px(ui, 240), bh}, a->seed_text, sizeof a->seed_text);
    if (!seed_ok)
        gui_rect_outline(a->r, (SDL_Rect){mx - 2, y - 2, gui_px(ui, 240) + 4, bh + 4}, 2, gui_rgba(0xc0392b, 255));
    if (gui_button(ui, GUI_ID(0), (SDL_Rect){mx + gui_px(ui, 250), y, gui_px(ui, 170), bh}, gui_tr(MSG_NEW_SEED), 1))
        fresh_seed(a);
    y += bh + gui_px(ui, 4);
    gui_text(gui_tr(MSG_SEED_HELP), mx, y, fpx, 0, soft, GUI_ALIGN_LEFT);
    return seed_ok;
}

void gui_scene_newgame(gui_app *a)
{
    gui_ui *ui = &a->ui;
    SDL_Color ink = gui_rgba(GUI_COL_INK, 255);
    gui_scene_backdrop(a);
    int w = gui_px(ui, 900);
    if (w > a->w - 20)
        w = a->w - 20;
    int h = gui_px(ui, 720);
    if (h > a->h - 20)
        h = a->h - 20;
    SDL_Rect p = {(a->w - w) / 2, (a->h - h) / 2, w, h};
    gui_panel(ui, p);
    int pad = gui_px(ui, 26), x = p.x + pad, y = p.y + pad, iw = w - 2 * pad;
    int hpx = gui_font_px(ui, 22);
    gui_text(gui_tr(MSG_NEW_GAME), x, y, gui_font_px(ui, 30), 1, ink, GUI_ALIGN_LEFT);
    y += gui_px(ui, 52);
    gui_text(gui_tr(MSG_PLAYERS), x, y, hpx, 1, ink, GUI_ALIGN_LEFT);
    y += gui_px(ui, 34);
    seats(a, x, y, iw);
    y += 6 * gui_px(ui, 46) + gui_px(ui, 4);
    uint64_t seed = 0;
    int seed_ok = options_block(a, x, y, iw, &seed);
    /* Start / Back. */
    int bw = gui_px(ui, 200), by = p.y + p.h - gui_px(ui, 56) - pad / 2;
    int ok = seed_ok && names_ok(&a->setup);
    if (gui_button(ui, GUI_ID(0), (SDL_Rect){p.x + pad, by, bw, gui_px(ui, 50)}, gui_tr(MSG_BACK), 1) ||
        gui_key(ui, SDLK_ESCAPE))
        gui_app_set_scene(a, GUI_SCENE_MENU);
    if (gui_button_colour(ui, GUI_ID(0), (SDL_Rect){p.x + p.w - pad - bw, by, bw, gui_px(ui, 50)},
                          gui_rgba(GUI_COL_ACCENT, 255), gui_tr(MSG_START), ok) ||
        (ok && (gui_key(ui, SDLK_RETURN) || gui_key(ui, SDLK_KP_ENTER)))) {
        a->setup.seed = seed;
        a->setup.mode = CIT_MODE_CLASSIC;
        remember_seats(a);
        gui_app_start_game(a, &a->setup);
    }
}
