/* Headless GUI tests of the new-game and Settings screens: seats that survive a restart, the
   reasons a name is refused, the seat rows' layout, a computer seat that answers on its own
   thread, the computers' thinking time, the options listed box by box, and the menus' backdrop
   held still for screenshots. */
#define _XOPEN_SOURCE 700
#include "ai.h"
#include "app/app.h"
#include "app/ai_seam.h"
#include "app/i18n.h"
#include "draw/textparse.h"
#include "scenes/game/game_state.h"
#include "scenes/scenes.h"
#include "modules/gui_module.h"
#include "modules/abbey/abbey.h"
#include "modules/bazaar/bazaar.h"
#include "modules/bridges/bridges.h"
#include "modules/castles/castles.h"
#include "modules/count/count.h"
#include "modules/dragon/dragon.h"
#include "modules/halflings/halflings.h"
#include "modules/inns/inns.h"
#include "modules/river/river.h"
#include "modules/tower/tower.h"
#include "modules/traders/traders.h"
#include "harness.h"

#include <SDL_image.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* From the menu of a new app to the new-game screen; 0 if the app could not be made. */
static int to_newgame(gui_app *a)
{
    CHECK(a != NULL);
    if (!a)
        return 0;
    frames(a, 2);
    CHECK(click_button(a, MSG_NEW_GAME));
    return 1;
}

static gui_app *new_app(int w, int h)
{
    return harness_app(w, h, GUI_LANG_EN);
}

/* Seats (names, colours, kinds) and the animation speed survive a restart. */
static void test_settings_seats(void)
{
    gui_settings s, t;
    gui_settings_default(&s);
    s.nseats = 3;
    s.anim_speed = GUI_SPEED_FAST;
    static const char *names[3] = {"Jana Nováková", "Bořek", "Ema"};
    for (int i = 0; i < 3; i++) {
        SDL_strlcpy(s.seat[i].name, names[i], sizeof s.seat[i].name);
        s.seat[i].colour = 5 - i;
        s.seat[i].kind = i;
    }
    CHECK(gui_settings_save(&s) == 0);
    gui_settings_load(&t);
    CHECK(t.nseats == 3 && t.anim_speed == GUI_SPEED_FAST);
    for (int i = 0; i < 3; i++)
        CHECK(!strcmp(t.seat[i].name, names[i]) && t.seat[i].colour == 5 - i && t.seat[i].kind == i);
    /* A new-game screen starts from them, and a computer seat gets a name. */
    gui_app_options o;
    memset(&o, 0, sizeof o);
    o.w = 1280;
    o.h = 800;
    SDL_strlcpy(o.lang, "en", sizeof o.lang);
    o.hidden = 1;
    o.seed = 11;
    char err[256] = "";
    gui_app *a = gui_app_new(&o, err, sizeof err);
    if (!to_newgame(a))
        return;
    CHECK(a->setup.nplayers == 3 && !strcmp(a->setup.players[0].name, names[0]) && a->setup.players[2].kind == 2);
    SDL_Rect rc;
    /* A named human turned computer keeps the name. */
    frame(a);
    CHECK(nth_button(a, gui_tr(MSG_HUMAN), 0, &rc));
    click(a, rc.x + rc.w / 2, rc.y + rc.h / 2);
    CHECK(a->setup.players[0].kind == CIT_SEAT_AI_EASY && !strcmp(a->setup.players[0].name, names[0]));
    /* "Player 4" turned computer gets a name of its own. */
    CHECK(click_button(a, MSG_ADD_PLAYER) && a->setup.nplayers == 4);
    frame(a);
    CHECK(nth_button(a, gui_tr(MSG_HUMAN), 0, &rc));
    click(a, rc.x + rc.w / 2, rc.y + rc.h / 2);
    const char *n3 = a->setup.players[3].name;
    CHECK(a->setup.players[3].kind == CIT_SEAT_AI_EASY && strncmp(n3, "Player", 6) != 0 && n3[0] &&
          strcmp(n3, names[1]) != 0);
    gui_app_free(a);
    remove_settings();
}

/* With no table remembered, New game seats one person and one computer (medium, named): the
   table most people want; Host a table from it seats a friend in the computer's place. */
static void test_default_table(void)
{
    for (int host = 0; host < 2; host++) {
        gui_app *a = new_app(1280, 800);
        CHECK(a != NULL);
        if (!a)
            return;
        frames(a, 2);
        CHECK(click_button(a, host ? MSG_HOST_TABLE : MSG_NEW_GAME));
        frames(a, 2);
        CHECK(a->scene == GUI_SCENE_NEWGAME && a->setup.nplayers == 2);
        CHECK(a->setup.players[0].kind == CIT_SEAT_HUMAN);
        SDL_Rect rc;
        if (host) {
            CHECK(a->setup.players[1].kind == CIT_SEAT_HUMAN && gui_newgame_state_of(a)->seat_friend[1]);
            CHECK(nth_button(a, gui_tr(MSG_SEAT_FRIEND), 0, &rc));
        } else {
            const char *n = a->setup.players[1].name;
            CHECK(a->setup.players[1].kind == CIT_SEAT_AI_MEDIUM && n[0] && strncmp(n, "Player", 6) != 0);
            CHECK(nth_button(a, gui_tr(MSG_HUMAN), 0, &rc) && !nth_button(a, gui_tr(MSG_HUMAN), 1, &rc));
            CHECK(nth_button(a, gui_tr(MSG_AI_MEDIUM), 0, &rc));
            harness_shot(a, "newgame-default-table");
        }
        gui_app_free(a);
    }
}

/* A name Start would refuse gets a short reason, in words of the GUI for the engine's verdict. */
static void test_name_reasons(void)
{
    CHECK(gui_name_problem("Anna") < 0 && gui_name_problem("  Anna ") < 0);
    CHECK(gui_name_problem("") == MSG_NAME_EMPTY);
    CHECK(gui_name_problem("   ") == MSG_NAME_BLANK);
    CHECK(gui_name_problem("\x01" "Anna") == MSG_NAME_CHARS && gui_name_problem("An\xff" "na") == MSG_NAME_CHARS);
    char longname[64];
    memset(longname, 'a', 40);
    longname[40] = '\0';
    CHECK(gui_name_problem(longname) == MSG_NAME_LONG);
    for (int m = MSG_NAME_EMPTY; m <= MSG_NAME_CHARS; m++)
        CHECK(strcmp(gui_tr_in(harness_lang(GUI_LANG_EN), (gui_msg)m), gui_tr_in(harness_lang(GUI_LANG_CS), (gui_msg)m)) != 0);
    gui_app *a = new_app(1280, 800);
    if (!to_newgame(a))
        return;
    SDL_Rect rc;
    SDL_strlcpy(a->setup.players[1].name, "  ", sizeof a->setup.players[1].name);
    frames(a, 2);
    CHECK(!gui_ui_find(&a->ui, gui_tr(MSG_START), &rc)); /* greyed: find skips disabled buttons */
    SDL_strlcpy(a->setup.players[1].name, "Bo", sizeof a->setup.players[1].name);
    frames(a, 2);
    CHECK(gui_ui_find(&a->ui, gui_tr(MSG_START), &rc));
    gui_app_free(a);
}

/* New-game seat rows at the small, middle and large window in both languages, six seats, two
   of them computers: a computer seat's label keeps clear of its monitor icon, and no two
   buttons (seats, seed, Back, Start) overlap. */
static void test_seat_rows_layout(void)
{
    static const int size[3][2] = {{1024, 600}, {1280, 800}, {1600, 900}};
    for (int k = 0; k < 6; k++) {
        gui_app *a = harness_app(size[k / 2][0], size[k / 2][1], k % 2 ? GUI_LANG_CS : GUI_LANG_EN);
        if (!to_newgame(a))
            continue;
        while (a->setup.nplayers < 6 && click_button(a, MSG_ADD_PLAYER))
            ;
        CHECK(a->setup.nplayers == 6);
        SDL_Rect rc = {0, 0, 0, 0};
        SDL_Rect last = rc; /* the first seat to medium, the last to hard (kind buttons cycle) */
        frame(a);
        /* the second seat is the usual table's computer: the sixth is the fifth Human */
        CHECK(nth_button(a, gui_tr(MSG_HUMAN), 0, &rc) && nth_button(a, gui_tr(MSG_HUMAN), 4, &last));
        for (int c = 0; c < 3; c++) {
            frame(a);
            if (c < 2)
                click(a, rc.x + rc.w / 2, rc.y + rc.h / 2);
            frame(a);
            click(a, last.x + last.w / 2, last.y + last.h / 2);
        }
        CHECK(a->setup.players[0].kind == CIT_SEAT_AI_MEDIUM && a->setup.players[5].kind == CIT_SEAT_AI_HARD);
        push_motion(2, 2); /* nothing lit */
        frames(a, 2);
        static const gui_msg kinds[2] = {MSG_AI_MEDIUM, MSG_AI_HARD};
        for (int c = 0; c < 2; c++) {
            CHECK(nth_button(a, gui_tr(kinds[c]), 0, &rc));
            /* The icon's strip holds no letter (labels are cream); the rest holds the label. */
            int lead = gui_px(&a->ui, 10) + gui_px(&a->ui, 18);
            SDL_Rect icon = {rc.x, rc.y, lead + 1, rc.h}, rest = {rc.x + lead + 1, rc.y, rc.w - lead - 1, rc.h};
            CHECK(pixels_of(a, icon, GUI_COL_CREAM) == 0);
            CHECK(pixels_of(a, rest, GUI_COL_CREAM) > 20);
        }
        int overlaps = 0;
        for (int i = 0; i < a->ui.nseen; i++)
            for (int j = i + 1; j < a->ui.nseen; j++) {
                const SDL_Rect *p = &a->ui.seen[i].rc, *q = &a->ui.seen[j].rc;
                if (SDL_HasIntersection(p, q)) {
                    overlaps++;
                    fprintf(stderr, "%dx%d: '%s' overlaps '%s'\n", a->w, a->h, a->ui.seen[i].label, a->ui.seen[j].label);
                }
            }
        CHECK(overlaps == 0);
        gui_app_free(a);
    }
}

/* A human against a computer seat (easy): the computer answers on its own thread. */
static void test_computer_seat(void)
{
    gui_app *a = new_app(1280, 800);
    if (!to_newgame(a))
        return;
    frame(a);
    a->setup.players[1].kind = CIT_SEAT_AI_EASY; /* the quickest to answer */
    CHECK(click_button(a, MSG_START));
    CHECK(a->scene == GUI_SCENE_GAME && a->game);
    if (!a->game || a->scene != GUI_SCENE_GAME) {
        gui_app_free(a);
        return;
    }
    int turns = 0;
    for (int t = 0; t < 3; t++) {
        CHECK(gui_game_player(a->game) == 0);
        int n = session_len(a);
        CHECK(play_one(a));
        /* Wait (in app time) for the computer's move. */
        Uint32 t0 = SDL_GetTicks();
        for (int f = 0; session_len(a) == n + 1 && a->scene == GUI_SCENE_GAME &&
                        harness_waiting(t0, 300000, "the computer's move");
             f++) {
            gui_app_frame(a, 16, f % 10 == 0);
            if (f % 10 == 0)
                SDL_Delay(1);
        }
        turns += session_len(a) == n + 2;
    }
    CHECK(turns == 3);
    /* Leaving while it thinks must not hang or crash. */
    play_one(a);
    key(a, SDLK_ESCAPE, 0);
    key(a, SDLK_RETURN, 0);
    CHECK(a->scene == GUI_SCENE_MENU);
    gui_app_free(a);
}

/* The int at offset `off` of gui_settings after the defaults and settings.ini text `ini`. */
static int parsed_int(const char *ini, size_t off)
{
    gui_settings s;
    gui_settings_default(&s);
    gui_settings_parse(&s, ini, strlen(ini));
    return *(const int *)((const char *)&s + off);
}

/* Saves settings whose int at `off` is v and loads them back: is it still v? */
static int saved_int(size_t off, int v)
{
    gui_settings s, t;
    gui_settings_default(&s);
    *(int *)((char *)&s + off) = v;
    if (gui_settings_save(&s) != 0)
        return 0;
    gui_settings_load(&t);
    remove_settings();
    return *(const int *)((const char *)&t + off) == v;
}

/* A window on the Settings screen, drawn (NULL, checked, if it could not open). */
static gui_app *settings_app(void)
{
    gui_app *a = new_app(1280, 800);
    CHECK(a != NULL);
    if (a) {
        gui_app_set_scene(a, GUI_SCENE_SETTINGS);
        frames(a, 2);
    }
    return a;
}

/* The int setting `key` at `off`: `def` when absent, clamped to lo..hi when read (a value
   just outside either end), and `v` kept by a save and a load. */
static void check_ini_int(size_t off, const char *key, int def, int lo, int hi, int v)
{
    char ini[64];
    CHECK(parsed_int("", off) == def);
    snprintf(ini, sizeof ini, "%s = %d\n", key, hi + 1);
    CHECK(parsed_int(ini, off) == hi);
    snprintf(ini, sizeof ini, "%s = %d\n", key, lo - 1);
    CHECK(parsed_int(ini, off) == lo);
    CHECK(saved_int(off, v));
}

/* Presses the n-th button labelled `label` on the screen `times` times (while it is drawn). */
static void press_nth(gui_app *a, const char *label, int n, int times)
{
    SDL_Rect rc;
    for (int i = 0; i < times; i++) {
        frame(a);
        if (nth_button(a, label, n, &rc))
            click(a, rc.x + rc.w / 2, rc.y + rc.h / 2);
        frames(a, 1);
    }
}

/*
 * Computer thinking time: kept in settings.ini (clamped to 0.5-10 s), set on
 * the Settings screen by the third "-" / "+" pair (after the interface size and the
 * volume), handed to the AI seam; a hard computer then thinks on the worker thread
 * while the window goes on drawing frames.
 */
static void test_thinking_time(void)
{
    check_ini_int(offsetof(gui_settings, ai_time), "ai_time", 10, 5, 100, 30);

    gui_app *a = settings_app();
    if (!a)
        return;
    SDL_Rect rc;
    CHECK(a->settings.ai_time == 10 && gui_ai_thinking(a->ai_seam) == 1.0);
    CHECK(nth_button(a, "+", 2, &rc));
    click(a, rc.x + rc.w / 2, rc.y + rc.h / 2);
    frames(a, 1);
    CHECK(a->settings.ai_time == 15 && gui_ai_thinking(a->ai_seam) == 1.5);
    press_nth(a, "-", 2, 3); /* 1.5 -> 1 -> 0.5, then "-" is off */
    CHECK(a->settings.ai_time == 5 && gui_ai_thinking(a->ai_seam) == 0.5);
    char path[512];
    snprintf(path, sizeof path, "%s/settings-thinking.png", tmpdir);
    gui_app_screenshot(a, path);
    gui_app_set_scene(a, GUI_SCENE_MENU);

    /* A hard computer thinks 1 s per move on the worker thread; frames keep coming (a
       search on the main thread would hold one frame for the whole second). It searches
       on the cores Settings give it (one here). */
    a->settings.ai_time = 10;
    gui_ai_set_thinking(a->ai_seam, a->settings.ai_time);
    gui_ai_set_cores(a->ai_seam, 1);
    frames(a, 2);
    CHECK(click_button(a, MSG_NEW_GAME));
    frame(a);
    a->setup.players[1].kind = CIT_SEAT_AI_HARD;
    CHECK(click_button(a, MSG_START));
    CHECK(a->scene == GUI_SCENE_GAME && a->game);
    if (a->game && a->scene == GUI_SCENE_GAME) {
        int n = session_len(a);
        CHECK(play_one(a));
        /* The window never froze while it thought: frames ended with the search still running
           (a frame that waited for it would end with the move made). */
        Uint32 t0 = SDL_GetTicks();
        int f = 0, thinking = 0;
        for (; session_len(a) == n + 1 && harness_waiting(t0, 300000, "the computer's move"); f++) {
            gui_app_frame(a, 16, f % 10 == 0);
            thinking += a->play.ai && gui_ai_running(a->play.ai);
            SDL_Delay(1);
        }
        CHECK(session_len(a) == n + 2);
        CHECK(thinking >= 2);
        cit_ai_config cfg;
        gui_ai_last_config(a->ai_seam, &cfg);
        CHECK(cfg.level == CIT_AI_HARD && cfg.threads == 1);
    }
    gui_ai_set_cores(a->ai_seam, 0);
    gui_app_free(a);
    remove_settings();
}

/*
 * Cores for a hard computer: kept in settings.ini as ai_cores (0, the default:
 * one thread per core; else 1..8), set on the Settings screen by the fourth "-" / "+"
 * pair, which steps from "all (N)" down to 1 and back up to "all".
 */
static void test_cores(void)
{
    check_ini_int(offsetof(gui_settings, ai_cores), "ai_cores", 0, 0, 8, 3);

    int ncpu = SDL_GetCPUCount() < 1 ? 1 : SDL_GetCPUCount() > 8 ? 8 : SDL_GetCPUCount(); /* by hand */
    CHECK(gui_ai_machine_cores() == ncpu);
    gui_app *a = settings_app();
    if (!a)
        return;
    gui_ai_set_cores(a->ai_seam, 0);
    CHECK(gui_ai_cores(a->ai_seam) == ncpu);
    gui_ai_set_cores(a->ai_seam, 20);
    CHECK(gui_ai_cores(a->ai_seam) == CIT_AI_MAX_THREADS);
    gui_ai_set_cores(a->ai_seam, 0);
    CHECK(a->settings.ai_cores == 0 && gui_ai_cores(a->ai_seam) == ncpu);
    press_nth(a, "-", 3, ncpu + 1); /* down to one core, then "-" is off */
    CHECK(a->settings.ai_cores == 1 && gui_ai_cores(a->ai_seam) == 1);
    press_nth(a, "+", 3, ncpu + 1); /* back up to "all" (never above the machine's cores) */
    CHECK(a->settings.ai_cores == 0 && gui_ai_cores(a->ai_seam) == ncpu);
    char path[512];
    snprintf(path, sizeof path, "%s/settings-cores.png", tmpdir);
    gui_app_screenshot(a, path);
    gui_app_free(a);
    remove_settings();
}
/* Every mode the screen offers explains itself in a line, in both languages,
   and the expansions' explanations stand under their boxes whenever the room allows (before,
   1280x800 already fell back to boxes alone: hover only). */
static void test_explanations(void)
{
    for (int m = 0; m < cit_mode_count(); m++) {
        const cit_mode_def *d = cit_mode_def_at(m);
        if (d && gui_mode_shown(m))
            CHECK(d->help_en && d->help_en[0] && strcmp(gui_word_in("cs", &(gui_words){.msgid = d->help_en}), d->help_en) != 0);
    }
    static const int sizes[2][2] = {{1280, 800}, {1024, 600}};
    for (int k = 0; k < 2; k++) {
        gui_app *a = new_app(sizes[k][0], sizes[k][1]);
        if (!to_newgame(a))
            continue;
        frames(a, 2);
        int expansions = 0;
        for (int id = 0; id < cit_option_count(); id++) {
            const cit_option_def *d = cit_option_def_at(id);
            expansions += d && d->is_module && d->mode == CIT_MODE_CLASSIC && gui_option_shown(id) &&
                          gui_option_companion_of(id) < 0; /* a second switch sits under its expansion */
        }
        CHECK(expansions >= 5);
        /* a line under every expansion where the room allows; with seven expansions it does not,
           and the free room beside them then explains the one pointed at */
        CHECK(gui_newgame_state_of(a)->helps >= expansions || gui_newgame_state_of(a)->note);
        if (gui_newgame_state_of(a)->helps < expansions)
            fprintf(stderr, "  %dx%d: %d explanations for %d expansions\n", sizes[k][0], sizes[k][1], gui_newgame_state_of(a)->helps,
                    expansions);
        gui_app_free(a);
    }
}

/* Where option `id`'s checkbox was drawn last frame: 1 and *rc, or 0. */
static int option_rc(gui_app *a, int id, SDL_Rect *rc)
{
    const cit_option_def *d = cit_option_def_at(id);
    for (int i = 0; d && i < a->ui.nseen; i++)
        if (!strcmp(a->ui.seen[i].label, d->label_en)) {
            *rc = a->ui.seen[i].rc;
            return 1;
        }
    return 0;
}

/* Adding seats squeezes the options into a tighter layout, but each stays in its column and
   in its place among the others: nothing jumps from one column to the other (issue 66, 16). */
static void test_option_order(void)
{
    static const int size[3][2] = {{1024, 600}, {1280, 800}, {1600, 900}};
    for (int k = 0; k < 3; k++) {
        gui_app *a = new_app(size[k][0], size[k][1]);
        if (!to_newgame(a))
            continue;
        int col[CIT_OPTIONS_MAX], moved = 0;
        for (int id = 0; id < CIT_OPTIONS_MAX; id++)
            col[id] = -1;
        for (int n = 2; n <= 6; n++) {
            frames(a, 2);
            int left = a->w, right = 0;
            SDL_Rect rc;
            for (int id = 0; id < cit_option_count(); id++)
                if (option_rc(a, id, &rc)) {
                    left = rc.x < left ? rc.x : left;
                    right = rc.x > right ? rc.x : right;
                }
            for (int id = 0; id < cit_option_count(); id++) {
                int c = option_rc(a, id, &rc) ? (rc.x - left > (right - left) / 2) : -1;
                /* an option scrolled out of the list's view (with many expansions and seats) has
                   no column to compare; test_newgame_rows follows every row through the scroll */
                if (c < 0)
                    continue;
                if (n > 2 && col[id] >= 0 && c != col[id]) {
                    moved++;
                    fprintf(stderr, "%dx%d, %d seats: option %d changed column\n", a->w, a->h, n, id);
                }
                col[id] = c;
            }
            if (n < 6)
                CHECK(click_button(a, MSG_ADD_PLAYER));
        }
        CHECK(moved == 0);
        gui_app_free(a);
    }
}

/* The section option `id` is listed in: 0 the base game's, 1 the Big Box, 2 the other expansions
   (an expansion's own switches go with it; its box is its GUI module's row). */
static int section_of(int id)
{
    const cit_option_def *d = cit_option_def_at(id);
    int head = gui_option_companion_of(id) >= 0 ? gui_option_companion_of(id) : d->requires >= 0 ? d->requires : id;
    if (!cit_option_def_at(head)->is_module)
        return 0;
    for (const gui_module *const *m = gui_modules; *m; m++)
        if ((*m)->option == head)
            return (*m)->box == GUI_BOX_BIG ? 1 : 2;
    return -1;
}

/* Where the widget labelled `label` was drawn last frame: 1 and *rc (and *on: enabled), or 0. */
static int seen_at(gui_app *a, const char *label, SDL_Rect *rc, int *on)
{
    for (int i = 0; i < a->ui.nseen; i++)
        if (!strcmp(a->ui.seen[i].label, label)) {
            *rc = a->ui.seen[i].rc;
            *on = a->ui.seen[i].enabled;
            return 1;
        }
    return 0;
}

static const gui_msg box_titles[3] = {MSG_BOX_BASE, MSG_BOX_BIG, MSG_BOX_OTHER};

/* The headings in view are in order, and every option in view lies under its own section's
   heading (the nearest one above it); returns the faults and marks the headings seen in saw[]. */
static int sections_in_view(gui_app *a, int saw[3])
{
    int hy[3], bad = 0, on;
    SDL_Rect rc;
    for (int k = 0; k < 3; k++) {
        hy[k] = seen_at(a, gui_tr(box_titles[k]), &rc, &on) ? rc.y : -1;
        saw[k] |= hy[k] >= 0;
        for (int j = 0; j < k; j++)
            if (hy[j] >= 0 && hy[k] >= 0 && hy[j] >= hy[k]) {
                bad++;
                fprintf(stderr, "  %dx%d: heading %d not above heading %d\n", a->w, a->h, j, k);
            }
    }
    for (int id = 0; id < cit_option_count(); id++) {
        const cit_option_def *d = cit_option_def_at(id);
        if (!d || d->mode != CIT_MODE_CLASSIC || !gui_option_shown(id) ||
            !seen_at(a, gui_translate(d->label_en), &rc, &on))
            continue;
        int under = -1;
        for (int k = 0; k < 3; k++)
            if (hy[k] >= 0 && hy[k] <= rc.y + 2 && (under < 0 || hy[k] >= hy[under]))
                under = k;
        if (under != section_of(id)) {
            bad++;
            fprintf(stderr, "  %dx%d: option %s under heading %d, not %d\n", a->w, a->h, d->name, under, section_of(id));
        }
    }
    return bad;
}

/* Scrolls the list (if it scrolls) until option `id`'s checkbox shows: 1 and *rc, *on; else 0.
   Each step is checked by sections_in_view. */
static int find_option(gui_app *a, int id, SDL_Rect *rc, int *on, int saw[3], int *bad)
{
    const cit_option_def *d = cit_option_def_at(id);
    const char *label = gui_translate(d->label_en);
    frames(a, 1);
    *bad += sections_in_view(a, saw);
    if (seen_at(a, label, rc, on) && rc->y + rc->h <= a->h)
        return 1;
    harness_wheel(a, a->w / 2, a->h / 2, 100); /* to the list's top */
    for (int k = 0; k < 60; k++) {
        frames(a, 1);
        *bad += sections_in_view(a, saw);
        if (seen_at(a, label, rc, on) && rc->y + rc->h <= a->h)
            return 1;
        harness_wheel(a, a->w / 2, a->h / 2, -1);
    }
    return 0;
}

/* A click on the checkbox of option `id` (found by scrolling) changes it: 1 if it did. */
static int toggles(gui_app *a, int id, int saw[3], int *bad)
{
    SDL_Rect rc;
    int on;
    if (!find_option(a, id, &rc, &on, saw, bad) || !on)
        return 0;
    int was = cit_option_get(&a->setup.opt, id);
    click(a, rc.x + rc.h / 2, rc.y + rc.h / 2);
    return cit_option_get(&a->setup.opt, id) != was;
}

/* Options that each lay the board's first tiles (the River, the Count: rules_module.lays_start,
   neither naming the other) grey each other on the screen: with the River ticked, a click on
   the Count changes nothing; with it unticked again, the Count ticks. */
static void test_start_layers_exclude(void)
{
    gui_app *a = harness_app(1280, 800, GUI_LANG_EN);
    if (!to_newgame(a)) {
        gui_app_free(a);
        return;
    }
    int saw[3] = {0, 0, 0}, bad = 0;
    CHECK(cit_option_get(&a->setup.opt, CIT_OPT_RIVER) == 0 && cit_option_get(&a->setup.opt, CIT_OPT_COUNT) == 0);
    CHECK(toggles(a, CIT_OPT_RIVER, saw, &bad) && cit_option_get(&a->setup.opt, CIT_OPT_RIVER) == 1);
    frames(a, 2);
    harness_shot(a, "river-greys-count");
    CHECK(!toggles(a, CIT_OPT_COUNT, saw, &bad) && cit_option_get(&a->setup.opt, CIT_OPT_COUNT) == 0);
    CHECK(toggles(a, CIT_OPT_RIVER, saw, &bad) && cit_option_get(&a->setup.opt, CIT_OPT_RIVER) == 0);
    CHECK(toggles(a, CIT_OPT_COUNT, saw, &bad) && cit_option_get(&a->setup.opt, CIT_OPT_COUNT) == 1);
    CHECK(bad == 0);
    gui_app_free(a);
}

/* The new-game screen lists the base game's options, then the Big Box's expansions, then the
   other ones, each under its heading (Czech and English), at the smallest window and larger,
   with two and six seats; every option shows (scrolled to, where the list scrolls) and a click
   on it changes it (one an option needs is ticked first, and both are put back). */
static void test_box_sections(void)
{
    static const int size[4][2] = {{800, 600}, {1280, 800}, {1920, 1080}, {640, 480}};
    static const int big[] = {CIT_OPT_RIVER,  CIT_OPT_INNS,  CIT_OPT_TRADERS,
                              CIT_OPT_DRAGON, CIT_OPT_TOWER, CIT_OPT_ABBEY};
    static const int other[] = {CIT_OPT_BRIDGES, CIT_OPT_CASTLES, CIT_OPT_BAZAAR, CIT_OPT_COUNT, CIT_OPT_HALFLINGS};
    for (size_t k = 0; k < sizeof big / sizeof big[0]; k++)
        CHECK(section_of(big[k]) == 1);
    for (size_t k = 0; k < sizeof other / sizeof other[0]; k++)
        CHECK(section_of(other[k]) == 2);
    CHECK(section_of(CIT_OPT_FARMERS_OFF) == 0 && section_of(CIT_OPT_MAYOR) == 1 && section_of(CIT_OPT_PIG) == 1);
    for (int k = 0; k < 4; k++)
        for (int seats = 2; seats <= 6; seats += 4) {
            int lang = (k + seats / 6) % 2 ? GUI_LANG_CS : GUI_LANG_EN;
            gui_app *a = harness_app(size[k][0], size[k][1], lang);
            if (!to_newgame(a))
                continue;
            for (int n = 2; n < seats; n++)
                CHECK(click_button(a, MSG_ADD_PLAYER));
            frames(a, 2);
            char shot[64];
            snprintf(shot, sizeof shot, "boxes-%dx%d-%d-%s", a->w, a->h, seats, lang == GUI_LANG_CS ? "cs" : "en");
            harness_shot(a, shot);
            int saw[3] = {0, 0, 0}, bad = 0, clicked = 0, listed = 0;
            for (int id = 0; id < cit_option_count(); id++) {
                const cit_option_def *d = cit_option_def_at(id);
                if (!d || d->mode != CIT_MODE_CLASSIC || !gui_option_shown(id))
                    continue;
                listed++;
                int need = d->requires >= 0 && !cit_option_get(&a->setup.opt, d->requires) ? d->requires : -1;
                int ok = (need < 0 || toggles(a, need, saw, &bad)) && toggles(a, id, saw, &bad) &&
                         toggles(a, id, saw, &bad) && (need < 0 || toggles(a, need, saw, &bad));
                clicked += ok;
                if (!ok)
                    fprintf(stderr, "  %dx%d, %d seats: option %s not clickable\n", a->w, a->h, seats, d->name);
            }
            CHECK(listed >= 15 && clicked == listed);
            CHECK(saw[0] && saw[1] && saw[2]);
            CHECK(bad == 0);
            gui_app_free(a);
        }
}

/* Pixels that differ between the app's screenshot now and the PNG at `path` (taken the same
   way); -1 if either cannot be read. */
static int pixels_changed(gui_app *a, const char *path)
{
    char now[512];
    snprintf(now, sizeof now, "%s/backdrop-now.png", tmpdir);
    if (gui_app_screenshot(a, now) != 0)
        return -1;
    SDL_Surface *raw[2] = {IMG_Load(path), IMG_Load(now)}, *s[2] = {NULL, NULL};
    for (int k = 0; k < 2; k++) {
        s[k] = raw[k] ? SDL_ConvertSurfaceFormat(raw[k], SDL_PIXELFORMAT_ARGB8888, 0) : NULL;
        SDL_FreeSurface(raw[k]);
    }
    int n = -1;
    if (s[0] && s[1] && s[0]->w == s[1]->w && s[0]->h == s[1]->h) {
        n = 0;
        for (int y = 0; y < s[0]->h; y++)
            for (int x = 0; x < s[0]->w; x++)
                n += ((const Uint32 *)((const Uint8 *)s[0]->pixels + y * s[0]->pitch))[x] !=
                     ((const Uint32 *)((const Uint8 *)s[1]->pixels + y * s[1]->pitch))[x];
    }
    SDL_FreeSurface(s[0]);
    SDL_FreeSurface(s[1]);
    return n;
}

/* Under CITADELA_STILL_BACKDROP (window-shot.sh) the menu's board stands still: two windows
   photographed at different times draw the same menu (under load the Linux and the Windows
   shots differed in 20,941 pixels where the board had drifted). Without it the board drifts. */
static void test_still_backdrop(void)
{
    gui_app *a = new_app(800, 600);
    CHECK(a != NULL);
    if (!a)
        return;
    /* The tile sheets are decoded on a thread behind the menu and the board appears when they
       are in: wait for them, or under load the board was not there yet to drift. */
    gui_atlas_has_art(a->atlas);
    char first[512];
    snprintf(first, sizeof first, "%s/backdrop-first.png", tmpdir);
    setenv("CITADELA_STILL_BACKDROP", "1", 1);
    gui_app_frame(a, 20000, 1); /* past any toast of the start (a build without its tile art) */
    frames(a, 2);
    CHECK(gui_app_screenshot(a, first) == 0);
    gui_app_frame(a, 20000, 1); /* 20 s later, as a window started later under load */
    frames(a, 2);
    CHECK(pixels_changed(a, first) == 0);
    unsetenv("CITADELA_STILL_BACKDROP");
    frames(a, 2);
    CHECK(pixels_changed(a, first) > 1000); /* the drifting board: the switch is what holds it */
    gui_app_free(a);
}

/* The language row steps through every language with a catalogue, and the window speaks
   the new one from the next frame on, with no restart; the setting keeps the code. */
static void test_language_switch(void)
{
    gui_app *a = settings_app();
    if (!a)
        return;
    CHECK(strcmp(gui_i18n_get(), "en") == 0 && strcmp(a->settings.lang, "en") == 0);
    press_nth(a, ">", 0, 1);
    CHECK(strcmp(a->settings.lang, "cs") == 0 && strcmp(gui_i18n_get(), "cs") == 0);
    CHECK(strcmp(gui_tr(MSG_SETTINGS), "Nastavení") == 0);
    press_nth(a, "<", 0, 1);
    CHECK(strcmp(a->settings.lang, "en") == 0 && strcmp(gui_tr(MSG_SETTINGS), "Settings") == 0);
    gui_app_free(a);
}

/* Names nobody typed follow the language chosen in Settings, keeping their number ("Player 3"
   becomes "Hráč 3" even at the second seat); a typed name stays, and so do a running game's. */
static void test_default_names_follow(void)
{
    gui_app *a = settings_app();
    if (!a)
        return;
    cit_setup *s = &a->setup;
    CHECK(!strcmp(s->players[0].name, "Player 1") && !strcmp(s->players[2].name, "Player 3"));
    SDL_strlcpy(s->players[1].name, "Player 3", CIT_NAME_LEN);
    SDL_strlcpy(s->players[3].name, "Anna", CIT_NAME_LEN);
    SDL_strlcpy(a->join.name, "Player 1", sizeof a->join.name);
    press_nth(a, ">", 0, 1);
    CHECK(strcmp(gui_i18n_get(), "cs") == 0);
    CHECK(!strcmp(s->players[0].name, "Hráč 1") && !strcmp(s->players[1].name, "Hráč 3"));
    CHECK(!strcmp(s->players[2].name, "Hráč 3") && !strcmp(s->players[3].name, "Anna"));
    CHECK(!strcmp(a->join.name, "Hráč 1"));
    press_nth(a, ">", 0, 1); /* on to the next language, then back to English */
    CHECK(strcmp(s->players[0].name, "Hráč 1") != 0 && strcmp(s->players[0].name, "Player 1") != 0);
    press_nth(a, "<", 0, 2);
    CHECK(strcmp(gui_i18n_get(), "en") == 0);
    CHECK(!strcmp(s->players[0].name, "Player 1") && !strcmp(s->players[3].name, "Anna"));
    CHECK(!strcmp(a->join.name, "Player 1"));
    gui_app_free(a);
    /* Seats remembered in English open in Czech at the next start. */
    gui_settings st;
    gui_settings_default(&st);
    st.nseats = 2;
    for (int i = 0; i < 2; i++) {
        st.seat[i].kind = CIT_SEAT_HUMAN;
        st.seat[i].colour = i;
    }
    SDL_strlcpy(st.seat[0].name, "Player 1", sizeof st.seat[0].name);
    SDL_strlcpy(st.seat[1].name, "Anna", sizeof st.seat[1].name);
    SDL_strlcpy(st.lang, "cs", sizeof st.lang);
    CHECK(gui_settings_save(&st) == 0);
    gui_app_options o;
    memset(&o, 0, sizeof o);
    o.w = 1280;
    o.h = 800;
    o.hidden = 1;
    o.seed = 11;
    char err[256] = "";
    a = gui_app_new(&o, err, sizeof err);
    CHECK(a != NULL);
    if (a) {
        CHECK(strcmp(gui_i18n_get(), "cs") == 0 && a->setup.nplayers == 2);
        CHECK(!strcmp(a->setup.players[0].name, "Hráč 1") && !strcmp(a->setup.players[1].name, "Anna"));
        gui_app_free(a);
    }
    remove_settings();
    gui_i18n_set("en");
}

int main(int argc, char **argv)
{
    harness_read_args(argc, argv);
    if (harness_start("newgame-test", "newgame") != 0)
        return 1;
    test_computer_seat();
    test_seat_rows_layout();
    test_settings_seats();
    test_thinking_time();
    test_cores();
    test_language_switch();
    test_default_table();
    test_default_names_follow();
    test_name_reasons();
    test_explanations();
    test_option_order();
    test_still_backdrop();
    test_box_sections();
    test_start_layers_exclude();
    IMG_Quit();
    SDL_Quit();
    harness_finish();
    printf("newgame: %d passed, %d failed\n", passed, failed);
    fflush(stdout);
    return failed ? 1 : 0;
}
