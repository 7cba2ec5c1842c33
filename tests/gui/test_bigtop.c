/* Headless GUI tests of Under the Big Top: the ringmaster dragged from the supply box plays the
   placement and the engine's "ringmaster" answer and earns its bonus when its road scores; the
   big top stands on the first circus tile and is scored when the next comes; the acrobats'
   question comes in a dialog whose lit spaces on the board answer it, three followers make a
   pyramid, and the dialog's button scores it; the big top glides to its new tile and a scored
   pyramid's acrobats leap off, each motion ending within its frames, with their sounds; the art is in the atlas; two computers play a
   game to its end; the new-game screen offers the expansion and F1 has its page. */
#define _XOPEN_SOURCE 700
#include "app/app.h"
#include "harness.h"
#include "scenes/game/game_panels.h"
#include "scenes/game/game_state.h"
#include "modules/gui_module.h"
#include "modules/bigtop/bigtop.h"
#include "modules/bigtop/bigtop_motion.h"
#include "modules/tower/tower.h"
#include "modules/tower/tower_view.h"
#include "modules/dragon/dragon.h"
#include "modules/dragon/dragon_words.h"
#include "app/sound.h"
#include "draw/atlas.h"
#include "draw/camera.h"

#include <SDL_image.h>
#include <stdio.h>
#include <string.h>

static const char *ALL = "option bigtop 1\noption circus 1\noption acrobats 1\noption ringmaster 1\n";

/* The tile in hand put at x,y turned rot, the turn ended; 1 if a move was made. */
static int place_end(gui_app *a, int x, int y, int rot)
{
    int len = session_len(a);
    if (!gui_game_put(a->game, x, y, rot))
        return 0;
    frames(a, 2);
    key(a, SDLK_RETURN, 0);
    frames(a, 4);
    return session_len(a) > len;
}

/* Frames until the big top's motion is still (bigtop_motion_busy 0), at most `bound`; -1 if it
   never stops. Counted in frames of the harness's 16 ms: the board's glide at the normal speed
   is 550 ms, the turned animal shows twice that. */
static int frames_till_still(gui_app *a, int bound)
{
    for (int i = 0; i < bound; i++) {
        if (!bigtop_motion_busy(a->game))
            return i;
        frame(a);
    }
    return -1;
}

/* Anna lays the circus tile BT-08 east of the start tile and drags her ringmaster onto its west
   road: the placement without a follower, then "ringmaster f0"; the big top goes up there.
   Bedřich closes the road with BT-07 at -1,0: the road pays Anna 3 and her ringmaster 2 (one
   circus tile around it), the big top's animal is turned and it moves on to BT-07. */
static void test_ringmaster_and_big_top(void)
{
    gui_app *a = harness_open_game(GUI_LANG_EN, "bigtop", ALL, "D BT-08 BT-07 E E", "");
    if (!a)
        return;
    CHECK(gui_game_put(a->game, 1, 0, 0));
    const cit_move *m1 = harness_drag_special(a, CIT_MODULE_BIGTOP, 0, "your ringmaster");
    CHECK(m1 && m1->type == CIT_MOVE_BIGTOP_RINGMASTER && m1->arg0 == 1 && m1->spot == 0);
    const cit_game *e = gui_game_engine(a->game);
    int tx = 9, ty = 9;
    CHECK(cit_game_bigtop_at(e, &tx, &ty) && tx == 1 && ty == 0);
    CHECK(harness_logged(a, "Anna: the ringmaster", 6));
    CHECK(harness_logged(a, "The big top moves to the new circus tile", 6));
    char line[256];
    gui_feature_line(e, 1, 0, 0, 0, line, sizeof line);
    CHECK(strstr(line, "Anna's ringmaster: +2 when scored") != NULL);
    /* the big top stands on its tile: its red stripes in the cell */
    frames(a, 2);
    SDL_Rect c = gui_camera_cell_rect(&gui_view(a)->cam, 1, 0);
    CHECK(pixels_of(a, c, 0xc8302a) > 0);
    /* the first circus tile: the big top goes up there, it glides from nowhere */
    CHECK(!(bigtop_motion_busy(a->game) & 1));
    harness_shot(a, "bigtop-ringmaster-placed");
    /* Bedřich closes the road; he has a ringmaster too, End turn answers its question "none" */
    int moved = gui_sound_requests(GUI_SFX_MOVE);
    CHECK(place_end(a, -1, 0, 0));
    /* the big top glides from 1,0 to -1,0 with the animal it turned face up where it stood,
       and it sounds as a figure moved */
    CHECK((bigtop_motion_busy(a->game) & 3) == 3);
    CHECK(gui_sound_requests(GUI_SFX_MOVE) == moved + 1);
    harness_shot(a, "bigtop-gliding");
    int still = frames_till_still(a, 300);
    CHECK(still > 20 && still < 120);
    e = gui_game_engine(a->game);
    CHECK(cit_game_score(e, 0) == 5);
    CHECK(harness_logged(a, "Anna +2 \xC2\xB7 ringmaster", 10));
    CHECK(harness_logged(a, "Under the big top: ", 10));
    CHECK(cit_game_bigtop_at(e, &tx, &ty) && tx == -1 && ty == 0);
    int turned = 0;
    for (int k = 0; k < CIT_BIGTOP_ANIMALS; k++)
        turned += cit_game_bigtop_tokens(e, k);
    CHECK(turned == 15);
    harness_shot(a, "bigtop-moved");
    gui_app_free(a);
}

/* The lit acrobat space at cell x,y clicked in the acrobats' dialog; 1 if an acrobat climbed. */
static int climb(gui_app *a, int x, int y, int want)
{
    const cit_game *e = gui_game_engine(a->game);
    CHECK(cit_game_pending(e).decision == CIT_DECIDE_BIGTOP_ACROBATS);
    frames(a, 40); /* the camera's glide below the dialog */
    int sx, sy, len = session_len(a);
    cell_centre(a, x, y, &sx, &sy);
    click(a, sx, sy);
    frames(a, 4);
    return harness_made(a, len, CIT_MOVE_BIGTOP_ACROBAT, 1) && cit_game_bigtop_acrobats(gui_game_engine(a->game), x, y, -1) == want;
}

/* Anna lays the acrobat tile BT-01 south of the start, and End turn without a follower asks
   the acrobats' question: a click on the lit space sends a follower up. Bedřich and Anna add
   theirs from tiles beside it; the pyramid is complete; Bedřich, farther off, scores it with
   the dialog's button: Anna 10, Bedřich 5, all three home. */
static void test_acrobats_dialog(void)
{
    gui_app *a = harness_open_game(GUI_LANG_EN, "bigtop", ALL, "D BT-01 E E E E E", "");
    if (!a)
        return;
    CHECK(gui_game_put(a->game, 0, 1, 0));
    frames(a, 2);
    const gui_module *mod = gui_module_find(CIT_MODULE_BIGTOP);
    const char *h = mod && mod->hint ? mod->hint(GUI_MODULE_CTX(a, mod)) : NULL;
    CHECK(h && strstr(h, "acrobat space") != NULL);
    /* an answer (a hint's line, the list's) names the space's cell in words, as other hints do */
    cit_move up = {.type = CIT_MOVE_BIGTOP_ACROBAT, .arg0 = 1, .x = 0, .y = 1, .spot = CIT_SPOT_NONE};
    char words[160] = "";
    CHECK(mod && mod->move_words && mod->move_words(gui_game_engine(a->game), &up, words, sizeof words) == 1);
    CHECK(!strcmp(words, "A follower onto the acrobat space 1 tile south of the start"));
    key(a, SDLK_RETURN, 0);
    frames(a, 4);
    SDL_Rect rc;
    CHECK(nth_button(a, "No acrobat", 0, &rc));
    harness_shot(a, "bigtop-acrobats-dialog");
    CHECK(climb(a, 0, 1, 1));
    CHECK(harness_logged(a, "Anna sends a follower up the acrobat space (1 of 3)", 6));
    CHECK(place_end(a, 1, 1, 0));
    CHECK(climb(a, 0, 1, 2));
    CHECK(place_end(a, -1, 1, 0));
    CHECK(climb(a, 0, 1, 3));
    const cit_game *e = gui_game_engine(a->game);
    CHECK(cit_game_bigtop_acrobats(e, 0, 1, 0) == 2 && cit_game_bigtop_acrobats(e, 0, 1, 1) == 1);
    /* the pyramid on the board: the followers' colours in the acrobat tile's cell */
    frames(a, 2);
    harness_shot(a, "bigtop-pyramid");
    int supply0 = cit_game_supply(e, 0);
    CHECK(place_end(a, 2, 1, 0));
    frames(a, 4);
    char label[64];
    snprintf(label, sizeof label, "Score the pyramid: +5 points for you");
    CHECK(nth_button(a, label, 0, &rc));
    int len = session_len(a), completed = gui_sound_requests(GUI_SFX_COMPLETE);
    CHECK(click_label(a, label));
    frames(a, 4);
    CHECK(harness_made(a, len, CIT_MOVE_BIGTOP_PYRAMID, 0));
    /* a pyramid scored in play is no step of the final scoring: no such heading in the history,
       and its points pop up over the space (Anna's 10) */
    CHECK(!harness_logged(a, "Final scoring", 8));
    int popped = 0;
    for (int k = 0; k < GUI_MAX_FX; k++)
        popped |= a->game->fx[k].active && a->game->fx[k].points == 10 && a->game->fx[k].player == 0;
    CHECK(popped);
    /* the three acrobats leap off the space, with a completion's chime */
    CHECK(bigtop_motion_busy(a->game) & 4);
    CHECK(gui_sound_requests(GUI_SFX_COMPLETE) > completed);
    harness_shot(a, "bigtop-pyramid-leaves");
    int still = frames_till_still(a, 300);
    CHECK(still > 10 && still < 60);
    e = gui_game_engine(a->game);
    CHECK(cit_game_score(e, 0) == 10 && cit_game_score(e, 1) == 5);
    CHECK(cit_game_bigtop_acrobats(e, 0, 1, -1) == 0 && cit_game_supply(e, 0) == supply0 + 2);
    CHECK(harness_logged(a, "Bedřich scores the pyramid", 8));
    CHECK(harness_logged(a, "Anna +10 \xC2\xB7 acrobats", 8));
    gui_app_free(a);
}

/* The art is in the atlas the window reads: the big top, every token, the ringmaster in both
   palettes (the window's index once kept only its first 64 named sprites). */
static void test_art(void)
{
    gui_app *a = harness_app(1280, 800, GUI_LANG_EN);
    if (!a)
        return;
    frames(a, 2);
    static const char *const names[] = {"bigtop", "animal-back", "animal-0", "animal-5", "ringmaster-std-0",
                                        "ringmaster-cb-5"};
    for (size_t k = 0; k < sizeof names / sizeof names[0]; k++) {
        int found = a->atlas && gui_atlas_sprite(a->atlas, names[k], 50, 50, 40, 255);
        if (!found)
            printf("bigtop-gui: sprite %s not in the atlas\n", names[k]);
        CHECK(found);
    }
    gui_app_free(a);
}

/* Two computers play a whole game of Under the Big Top in the window to the results (bounded in
   frames and time): they answer the acrobats' and the ringmaster's questions, and the history
   tells the big top and the ringmasters. */
static void test_computers_play(void)
{
    cit_setup su = two_players(5);
    su.opt.v[CIT_OPT_BIGTOP] = su.opt.v[CIT_OPT_BIGTOP_CIRCUS] = su.opt.v[CIT_OPT_BIGTOP_ACROBATS] =
        su.opt.v[CIT_OPT_BIGTOP_RINGMASTER] = 1;
    static const char *const words[] = {"Under the big top", ": the ringmaster", "acrobat"};
    int told[3];
    Uint32 t0 = SDL_GetTicks();
    gui_app *a = harness_computers_play(su, words, 3, told, 200000, 900000);
    if (!a)
        return;
    CHECK(a->game && cit_game_over(gui_game_engine(a->game)));
    CHECK(told[0] > 0);
    printf("bigtop-gui: two computers played to the end in %.1f s, history lines: big top %d, ringmaster %d, "
           "acrobats %d\n",
           (double)(SDL_GetTicks() - t0) / 1000.0, told[0], told[1], told[2]);
    gui_app_free(a);
}

/* The rules screen (F1) has a page for Under the Big Top with its picture. */
static void test_rules_page(void)
{
    gui_app *a = harness_rules_page(gui_module_find(CIT_MODULE_BIGTOP), GUI_LANG_EN, "Under the Big Top");
    if (a)
        harness_shot(a, "bigtop-rules");
    gui_app_free(a);
}

/* The new-game screen offers the expansion (docs/rules-decisions.md, "Under the Big Top"),
   and ticking it ticks its three parts (gui_circus_module and the others). */
static void test_offered(void)
{
    harness_option_offered(CIT_OPT_BIGTOP, "Under the Big Top", "Pod šapitó", "bigtop-newgame");
    gui_app *a = harness_app(1280, 800, GUI_LANG_EN);
    if (!a)
        return;
    frames(a, 2);
    CHECK(click_button(a, MSG_NEW_GAME));
    frames(a, 2);
    SDL_Rect rc;
    for (int step = 0; step < 60 && !gui_ui_find(&a->ui, "Under the Big Top", &rc); step++)
        harness_wheel(a, a->w / 2, a->h / 2, -1);
    CHECK(click_label(a, "Under the Big Top"));
    frames(a, 2);
    CHECK(a->setup.opt.v[CIT_OPT_BIGTOP] == 1 && a->setup.opt.v[CIT_OPT_BIGTOP_CIRCUS] == 1 &&
          a->setup.opt.v[CIT_OPT_BIGTOP_ACROBATS] == 1 && a->setup.opt.v[CIT_OPT_BIGTOP_RINGMASTER] == 1);
    harness_shot(a, "bigtop-newgame-ticked");
    gui_app_free(a);
}

/* As tests/scenarios/bigtop-with-tower-captures-acrobat.scn: Anna's acrobat stands at 0,1 and
   Bedřich raised the tower at 0,2 to 1. The capture's answer names Anna, the owner; a click on
   the lit acrobat cell plays "capture 0,1 acrobats 0": the space is empty, Anna's follower is
   Bedřich's prisoner and the history says his tower took it. */
static void test_tower_takes_acrobat(void)
{
    gui_app *a = harness_open_game(GUI_LANG_EN, "bigtop-tower", "option bigtop 1\noption tower 1\n", "D BT-01 TW-02 BT-02",
                                   "move place BT-01 0,1 r0\nmove acrobat 0,1\nmove place TW-02 0,2 r0\n"
                                   "move towerstep piece 0,2\n");
    if (!a)
        return;
    const cit_game *e = gui_game_engine(a->game);
    CHECK(cit_game_pending(e).decision == CIT_DECIDE_TOWER_CAPTURE && cit_game_bigtop_acrobats(e, 0, 1, 0) == 1);
    cit_move ms[4];
    char words[160] = "";
    int n = cit_game_legal_moves(e, ms, 4);
    CHECK(n == 2 && ms[1].arg0 == CIT_CAPTURE_KEPT && gui_tower_move_words(e, &ms[1], words, sizeof words));
    CHECK(strstr(words, "Anna's") != NULL);
    frames(a, 40); /* the camera's glide to the lit targets */
    int sx, sy, len = session_len(a);
    cell_centre(a, 0, 1, &sx, &sy);
    click(a, sx, sy);
    frames(a, 4);
    CHECK(harness_made(a, len, CIT_MOVE_TOWER_CAPTURE, CIT_CAPTURE_KEPT));
    e = gui_game_engine(a->game);
    CHECK(cit_game_bigtop_acrobats(e, 0, 1, -1) == 0 && cit_game_tower_held(e, 1, 0, 0) == 1);
    int said = 0;
    for (int i = a->game->nlog - 1; i >= 0 && i >= a->game->nlog - 8 && !said; i--)
        said = strstr(a->game->log[i], "Bedřich's tower took Anna's") != NULL;
    CHECK(said);
    frames(a, 40);
    harness_shot(a, "bigtop-tower-took-acrobat");
    gui_app_free(a);
}

/* As tests/scenarios/bigtop-with-dragon-fairy-acrobats.scn: Anna and Bedřich have one acrobat
   each at 0,1; Anna lays BT-04 at -1,2 and is asked the fairy. The acrobat space is lit among
   its answers, worded as the fairy beside her follower; a click on the cell's middle plays
   "fairy 0,1 acrobats": the fairy stands there (no part), and at Bedřich's turn he scores 1
   for his acrobat under it. */
static void test_fairy_on_acrobats(void)
{
    gui_app *a = harness_open_game(GUI_LANG_EN, "bigtop-fairy", "option bigtop 1\noption circus 0\noption ringmaster 0\noption dragon 1\n",
                                   "D BT-01 BT-04 BT-04 BT-02 B",
                                   "move place BT-01 0,1 r0\nmove acrobat 0,1\nmove place BT-04 0,2 r1\n"
                                   "move acrobat 0,1\nmove place BT-04 -1,2 r1\n");
    if (!a)
        return;
    const cit_game *e = gui_game_engine(a->game);
    CHECK(cit_game_pending(e).decision == CIT_DECIDE_FAIRY);
    cit_move ms[4];
    char words[160] = "";
    int n = cit_game_legal_moves(e, ms, 4);
    CHECK(n == 2 && ms[1].arg0 == 2 && gui_dragon_move_words(e, &ms[1], words, sizeof words));
    CHECK(strstr(words, "Fairy beside your follower") != NULL);
    frames(a, 40); /* the camera's glide to the lit targets */
    int sx, sy, len = session_len(a);
    cell_centre(a, 0, 1, &sx, &sy);
    click(a, sx, sy);
    frames(a, 4);
    CHECK(harness_made(a, len, CIT_MOVE_FAIRY, 2));
    e = gui_game_engine(a->game);
    int fx = 9, fy = 9;
    cit_feature_part part = {0, 0, 0, 0};
    CHECK(cit_game_fairy(e, &fx, &fy, &part) && fx == 0 && fy == 1 && part.spot == CIT_SPOT_NONE);
    CHECK(cit_game_score(e, 1) == 1);
    int said = 0;
    for (int i = a->game->nlog - 1; i >= 0 && i >= a->game->nlog - 8 && !said; i--)
        said = strstr(a->game->log[i], "The fairy guards Bedřich's follower: 1 point") != NULL;
    CHECK(said);
    frames(a, 20);
    harness_shot(a, "bigtop-fairy-on-acrobats");
    gui_app_free(a);
}

int main(int argc, char **argv)
{
    harness_read_args(argc, argv);
    if (harness_start("bigtop-test", "bigtop-gui") != 0)
        return 1;
    test_art();
    test_ringmaster_and_big_top();
    test_acrobats_dialog();
    test_tower_takes_acrobat();
    test_fairy_on_acrobats();
    test_offered();
    test_rules_page();
    test_computers_play();
    printf("bigtop-gui: %d passed, %d failed\n", passed, failed);
    IMG_Quit();
    SDL_Quit();
    harness_finish();
    fflush(stdout);
    return failed ? 1 : 0;
}
