/* Headless GUI tests of the computer thinking during a person's turn (Settings "Think
   during your turn"): off by default and then nothing runs while the person decides; on, the next
   computer seat searches on the worker thread, its move still comes, legal, from the pondered
   tree; a hint, leaving the game and closing the window stop it at once; the switch is saved. */
#define _XOPEN_SOURCE 700
#include "app/ai_seam.h"
#include "app/app.h"
#include "app/i18n.h"
#include "app/settings.h"
#include "harness.h"
#include "scenes/scenes.h"
#include "app/hint.h"

#include <SDL_image.h>
#include <stdio.h>
#include <string.h>

static gui_app *game_app(int kind)
{
    cit_setup s;
    cit_setup_default(&s, 2, 2211);
    SDL_strlcpy(s.players[0].name, "Anna", CIT_NAME_LEN);
    SDL_strlcpy(s.players[1].name, "Bořek", CIT_NAME_LEN);
    s.players[1].colour = 1;
    s.players[1].kind = (uint8_t)kind;
    gui_app *a = harness_app(1280, 800, GUI_LANG_EN);
    if (!a || gui_app_start_game(a, &s) != 0 || !a->game) {
        CHECK(0);
        gui_app_free(a);
        return NULL;
    }
    a->settings.anim_speed = GUI_SPEED_INSTANT;
    frames(a, 3);
    return a;
}

static int human_deciding(gui_app *a)
{
    const cit_game *e = gui_game_engine(a->game);
    return !cit_game_over(e) && cit_game_setup(e)->players[cit_game_pending(e).player].kind == CIT_SEAT_HUMAN;
}

/* Frames until the person decides again (the computer's move came); 1 if it did. */
static int wait_person(gui_app *a)
{
    for (int i = 0; i < 4000 && !human_deciding(a); i++) {
        frame(a);
        SDL_Delay(2);
    }
    return human_deciding(a);
}

static void set_ponder(gui_app *a, int on)
{
    a->settings.ponder = on;
    gui_app_apply_settings(a);
}

/* Off (the default): no thread runs during the person's turn, however long they take. */
static void test_off_idle(void)
{
    gui_settings s;
    gui_settings_default(&s);
    CHECK(s.ponder == 0);
    gui_app *a = game_app(CIT_SEAT_AI_MEDIUM);
    if (!a)
        return;
    CHECK(!gui_ai_ponder_enabled(a->ai_seam));
    CHECK(human_deciding(a));
    for (int i = 0; i < 30; i++) {
        frame(a);
        CHECK(!gui_ai_ponder_busy(a->ai_seam) && a->play.ai == NULL);
    }
    int n = session_len(a);
    CHECK(play_one(a));
    CHECK(wait_person(a));
    CHECK(session_len(a) == n + 2);
    cit_ai_config cfg;
    gui_ai_last_config(a->ai_seam, &cfg);
    CHECK(cfg.reuse_tree == 0); /* a fresh search, as before */
    for (int i = 0; i < 10; i++) {
        frame(a);
        CHECK(!gui_ai_ponder_busy(a->ai_seam));
    }
    gui_app_free(a);
}

/* On: busy while the person decides; the computer's move comes from the pondered tree, legal. */
static void test_on_busy(int kind)
{
    gui_app *a = game_app(kind);
    if (!a)
        return;
    set_ponder(a, 1);
    CHECK(gui_ai_ponder_enabled(a->ai_seam));
    frames(a, 2);
    CHECK(gui_ai_ponder_busy(a->ai_seam));
    CHECK(gui_ai_ponder_seat(gui_game_engine(a->game)) == 1);
    SDL_Delay(100); /* the person thinks a moment */
    for (int turn = 0; turn < 3; turn++) {
        int n = session_len(a);
        CHECK(play_one(a)); /* a legal placement of the person */
        CHECK(wait_person(a));
        CHECK(session_len(a) == n + 2); /* the computer's move came and the engine took it */
        cit_ai_config cfg;
        gui_ai_last_config(a->ai_seam, &cfg);
        CHECK(cfg.reuse_tree == 1); /* its search went on from the ponder's tree */
        frames(a, 2);
        CHECK(gui_ai_ponder_busy(a->ai_seam)); /* pondering the person's next decision */
    }
    /* A hint goes first: asking for one stops the ponder at once. */
    gui_hint_toggle(a);
    CHECK(a->play.hint.job != NULL);
    CHECK(!gui_ai_ponder_busy(a->ai_seam));
    for (int i = 0; i < 3000 && a->play.hint.job; i++) {
        frame(a);
        SDL_Delay(2);
    }
    CHECK(gui_hint_shown(a) != NULL);
    /* Switched off in Settings: the ponder stops and none starts. */
    frames(a, 2);
    set_ponder(a, 0);
    CHECK(!gui_ai_ponder_busy(a->ai_seam));
    frames(a, 5);
    CHECK(!gui_ai_ponder_busy(a->ai_seam));
    /* On again, then leaving the game while it ponders is clean. */
    set_ponder(a, 1);
    frames(a, 2);
    CHECK(gui_ai_ponder_busy(a->ai_seam));
    gui_app_leave_game(a);
    CHECK(!gui_ai_ponder_busy(a->ai_seam));
    set_ponder(a, 0);
    gui_app_free(a);
}

/* Closing the window while pondering joins the thread (ASan: nothing leaks, nothing is used
   after it is freed). */
static void test_close_while_pondering(void)
{
    gui_app *a = game_app(CIT_SEAT_AI_HARD);
    if (!a)
        return;
    set_ponder(a, 1);
    frames(a, 2);
    CHECK(gui_ai_ponder_busy(a->ai_seam));
    gui_app_free(a); /* the ponder is the window's seam's: freed with it, its thread joined */
}

/* The switch is in Settings (both languages) and in settings.ini. */
static void test_setting(void)
{
    CHECK(strcmp(gui_tr_in(harness_lang(GUI_LANG_EN), MSG_PONDER), "Think during your turn") == 0);
    CHECK(strcmp(gui_tr_in(harness_lang(GUI_LANG_CS), MSG_PONDER), "Přemýšlet během tahu člověka") == 0);
    gui_app *a = harness_app(1280, 800, GUI_LANG_EN);
    if (!a)
        return;
    gui_app_set_scene(a, GUI_SCENE_SETTINGS);
    frames(a, 2);
    CHECK(a->settings.ponder == 0);
    CHECK(click_label(a, gui_tr(MSG_PONDER)));
    frames(a, 1);
    CHECK(a->settings.ponder == 1);
    CHECK(gui_ai_ponder_enabled(a->ai_seam));
    gui_settings_save(&a->settings);
    gui_settings s;
    gui_settings_load(&s);
    CHECK(s.ponder == 1);
    CHECK(click_label(a, gui_tr(MSG_PONDER)));
    frames(a, 1);
    CHECK(a->settings.ponder == 0 && !gui_ai_ponder_enabled(a->ai_seam));
    gui_settings_save(&a->settings);
    gui_settings_load(&s);
    CHECK(s.ponder == 0);
    remove_settings();
    gui_app_free(a);
}

int main(void)
{
    if (harness_start("ponder-test", "ponder-gui") != 0)
        return 1;
    test_off_idle();
    test_on_busy(CIT_SEAT_AI_MEDIUM);
    test_on_busy(CIT_SEAT_AI_HARD);
    test_close_while_pondering();
    test_setting();
    printf("ponder-gui: %d passed, %d failed\n", passed, failed);
    IMG_Quit();
    SDL_Quit();
    harness_finish();
    fflush(stdout);
    return failed ? 1 : 0;
}
