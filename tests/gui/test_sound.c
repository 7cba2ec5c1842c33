/* Headless tests of the sound effects: the built files, which moves sound, mute and volume.
   SDL's dummy audio driver (harness.c) plays nothing but opens a device, as a desktop would. */
#define _XOPEN_SOURCE 700
#include "app/app.h"
#include "app/settings.h"
#include "app/sound.h"
#include "draw/textparse.h"
#include "harness.h"

#include <SDL_image.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Every built sound loads as 22,050 Hz mono 16-bit, lasts 0.05-2 s, is loud enough to hear
   and never clips. */
static void test_files(void)
{
    static const char *const names[] = {"tile", "follower", "complete", "points", "bid", "move", "final", "mayor", "wagon"};
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
        char path[512];
        snprintf(path, sizeof path, "%s/sfx/%s.wav", CIT_DATA_DIR, names[i]);
        SDL_AudioSpec spec;
        Uint8 *buf = NULL;
        Uint32 len = 0;
        int ok = SDL_LoadWAV(path, &spec, &buf, &len) != NULL;
        CHECK(ok);
        if (!ok) {
            fprintf(stderr, "%s: %s\n", path, SDL_GetError());
            continue;
        }
        CHECK(spec.freq == 22050 && spec.channels == 1 && spec.format == AUDIO_S16LSB);
        int n = (int)len / 2, peak = 0;
        const Sint16 *s = (const Sint16 *)buf;
        for (int k = 0; k < n; k++)
            peak = abs(s[k]) > peak ? abs(s[k]) : peak;
        CHECK(n > 22050 / 20 && n < 22050 * 2);
        CHECK(peak > 32767 / 4 && peak < 32767);
        CHECK(abs(s[n - 1]) < 200); /* faded out: no click at the end */
        SDL_FreeWAV(buf);
    }
}

/* The settings file keeps the volume and mute; a broken value is clamped. */
static void test_settings(void)
{
    gui_settings s;
    gui_settings_default(&s);
    CHECK(s.volume == 70 && !s.muted);
    const char *ini = "volume = 30\nmuted = 1\n";
    gui_settings_parse(&s, ini, strlen(ini));
    CHECK(s.volume == 30 && s.muted == 1);
    const char *wild = "volume = 400\n";
    gui_settings_parse(&s, wild, strlen(wild));
    CHECK(s.volume == 100);
    s.volume = 40;
    CHECK(gui_settings_save(&s) == 0);
    gui_settings t;
    gui_settings_load(&t);
    CHECK(t.volume == 40 && t.muted == 1);
}

static gui_app *game_from(const char *moves)
{
    char path[512];
    snprintf(path, sizeof path, "%s/sound.sav", tmpdir);
    FILE *f = fopen(path, "w");
    if (!f)
        return NULL;
    fprintf(f, "citadela-save 2\nmode classic\nseed 1\nplayer human 0 Anna\nplayer human 1 Bedřich\n"
               "tiles D E U U U U\n%send\n", moves);
    fclose(f);
    gui_app *a = harness_app(1280, 800, 0);
    if (!a || gui_app_load_game(a, path) != 0 || !a->game) {
        gui_app_free(a);
        return NULL;
    }
    frames(a, 5);
    return a;
}

/* A placement knocks, its follower taps, the city it closes chimes; loading a game is quiet;
   M mutes (the sound is still asked for, but not heard) and the setting is kept. */
static void test_moves(void)
{
    gui_app *a = game_from("");
    CHECK(a != NULL);
    if (!a)
        return;
    CHECK(gui_sound_loaded());
    CHECK(gui_sound_requests(GUI_SFX_TILE) == 0);
    cit_move m;
    CHECK(cit_move_parse(gui_game_engine(a->game), "place E 0,-1 r2 f0", 18, &m) == CIT_OK);
    CHECK(gui_game_apply(a->game, &m, NULL) == CIT_OK);
    CHECK(gui_sound_requests(GUI_SFX_TILE) == 1 && gui_sound_sounded(GUI_SFX_TILE) == 1);
    CHECK(gui_sound_requests(GUI_SFX_FOLLOWER) == 1);
    CHECK(gui_sound_requests(GUI_SFX_COMPLETE) == 1);
    CHECK(gui_sound_requests(GUI_SFX_FINAL) == 0);
    frames(a, 3);
    /* M mutes: the next placement is asked for but not heard; M again turns it back on. */
    key(a, SDLK_m, 0);
    CHECK(a->settings.muted == 1);
    CHECK(cit_move_parse(gui_game_engine(a->game), "place U 0,1 r0", 14, &m) == CIT_OK);
    CHECK(gui_game_apply(a->game, &m, NULL) == CIT_OK);
    CHECK(gui_sound_requests(GUI_SFX_TILE) == 2 && gui_sound_sounded(GUI_SFX_TILE) == 1);
    CHECK(gui_sound_requests(GUI_SFX_COMPLETE) == 1); /* the road is still open */
    key(a, SDLK_m, 0);
    CHECK(a->settings.muted == 0);
    gui_app_free(a);

    /* Loading a finished position replays it without a sound. */
    a = game_from("move place E 0,-1 r2 f0\n");
    CHECK(a != NULL && gui_sound_requests(GUI_SFX_TILE) == 0 && gui_sound_requests(GUI_SFX_COMPLETE) == 0);
    gui_app_free(a);
}

/* The settings screen's volume "-" (drawn after the interface size's) lowers the volume by
   10 and plays a sample at the new level; its checkbox turns the sound off. */
static void test_settings_screen(void)
{
    gui_app *a = harness_app(1280, 800, 0);
    CHECK(a != NULL);
    if (!a)
        return;
    gui_app_set_scene(a, GUI_SCENE_SETTINGS);
    frames(a, 2);
    int before = a->settings.volume, heard = gui_sound_requests(GUI_SFX_TILE);
    int minus = 0;
    for (int i = 0; i < a->ui.nseen; i++)
        if (!strcmp(a->ui.seen[i].label, "-") && ++minus == 2) {
            click(a, a->ui.seen[i].rc.x + a->ui.seen[i].rc.w / 2, a->ui.seen[i].rc.y + a->ui.seen[i].rc.h / 2);
            break;
        }
    CHECK(minus == 2);
    frames(a, 1);
    CHECK(a->settings.volume == before - 10);
    CHECK(gui_sound_requests(GUI_SFX_TILE) == heard + 1);
    CHECK(click_label(a, "Sound effects (M)"));
    frames(a, 1);
    CHECK(a->settings.muted == 1);
    char path[512];
    snprintf(path, sizeof path, "%s/settings.png", tmpdir);
    CHECK(gui_app_screenshot(a, path) == 0);
    gui_app_free(a);
}

int main(void)
{
    if (harness_start("sound-test", "sound") != 0)
        return 1;
    test_files();
    test_settings();
    test_moves();
    test_settings_screen();
    IMG_Quit();
    SDL_Quit();
    harness_finish();
    printf("sound: %d passed, %d failed\n", passed, failed);
    fflush(stdout);
    return failed ? 1 : 0;
}
