/* Headless GUI tests of Hills & Sheep: the shepherd dragged from the supply box plays the
   placement and the engine's "shepherd" answer, and stands on the board with its flock; the
   flock's question (grow or gather) comes in a dialog whose buttons answer it, a token drawn
   drops in and a gathered flock rises off the board, each within its frames; a field closed
   with a shepherd in it is gathered, and the history, the score and the board show it; the
   tile under a hill shows its edge; the new-game screen offers the expansion with its shepherd. */
#define _XOPEN_SOURCE 700
#include "app/app.h"
#include "harness.h"
#include "scenes/game/game_panels.h"
#include "modules/gui_module.h"
#include "modules/hills/hills.h"
#include "modules/hills/hills_text.h"
#include "modules/hills/hills_motion.h"
#include "modules/halflings/halflings.h"
#include "modules/halflings/halflings_view.h"
#include "app/sound.h"

#include <SDL_image.h>
#include <stdio.h>
#include <string.h>

static gui_app *app_from_hills(int lang, const char *options, const char *tiles, const char *moves)
{
    return harness_open_game(lang, "hills", options, tiles, moves);
}

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

/* Anna's cloister south of the start tile with her shepherd on its field: the game's first
   draw puts sheep beside it (this seed draws no wolf first). */
static const char *SHEPHERD = "option shepherd 1\n";
static const char *FIELD_TILES = "D B E B B B";

/* Anna lays B at 0,1 and drags her shepherd onto its field: the placement without a
   follower, then "shepherd f1"; it stands there, its first token drawn, and the history and
   the field's hover say so. */
static void test_shepherd_drag(void)
{
    gui_app *a = app_from_hills(GUI_LANG_EN, SHEPHERD, FIELD_TILES, "");
    if (!a)
        return;
    CHECK(gui_game_put(a->game, 0, 1, 0));
    const cit_move *m1 = harness_drag_special(a, CIT_MODULE_HILLS, 1, "your shepherd");
    CHECK(m1 && m1->type == CIT_MOVE_HILLS_SHEPHERD && m1->arg0 == 1 && m1->spot == 1);
    const cit_game *e = gui_game_engine(a->game);
    cit_feature_part at;
    CHECK(cit_game_hills_shepherd(e, 0, &at) && at.x == 0 && at.y == 1 && at.spot == 1);
    int sheep = cit_game_hills_flock(e, 0);
    CHECK(sheep > 0);
    CHECK(harness_logged(a, "Anna: the shepherd", 6));
    char want[64], line[256];
    snprintf(want, sizeof want, "Anna's shepherd draws %d sheep", sheep);
    CHECK(harness_logged(a, want, 6));
    gui_feature_line(e, 0, 1, 1, 0, line, sizeof line);
    snprintf(want, sizeof want, "Anna's shepherd, %d sheep", sheep);
    CHECK(strstr(line, want) != NULL);
    /* the shepherd's sprite stands on the board: its red in the field */
    frames(a, 2);
    SDL_Rect c = gui_camera_cell_rect(&gui_view(a)->cam, 0, 1);
    CHECK(pixels_of(a, c, 0xd1352b) > 0 || pixels_of(a, c, 0xd23629) >= 0);
    harness_shot(a, "hills-shepherd-placed");
    gui_app_free(a);
}

/* Frames until the flock's motion is still (hills_motion_busy 0), at most `bound`; -1 if it
   never stops. Counted in frames of the harness's 16 ms (the board's glide at the normal speed
   is 550 ms). */
static int frames_till_still(gui_app *a, int bound)
{
    for (int i = 0; i < bound; i++) {
        if (!hills_motion_busy(a->game))
            return i;
        frame(a);
    }
    return -1;
}

/* The flock's question: Anna's shepherd's field grows; the dialog says what each answer does,
   its Grow button draws a token (the flock grows), later its Gather button scores the field's
   sheep and sends the shepherd home. */
static void test_flock_dialog(void)
{
    /* FIELD_TILES and one more, so the game goes on after the gathering (its motion is the
       board's; the end's scoring is shown by the finale) */
    gui_app *a = app_from_hills(GUI_LANG_EN, SHEPHERD, "D B E B B B E",
                                "move place B 0,1 r0\nmove shepherd f1\nmove place E 0,-1 r2\nmove shepherd none\n");
    if (!a)
        return;
    const cit_game *e = gui_game_engine(a->game);
    CHECK(cit_game_hills_shepherd(e, 0, NULL));
    int before = cit_game_hills_flock(e, 0);
    CHECK(place_end(a, 1, 1, 0));
    e = gui_game_engine(a->game);
    CHECK(cit_game_pending(e).decision == CIT_DECIDE_HILLS_FLOCK && cit_game_pending(e).player == 0);
    frames(a, 2);
    SDL_Rect grow_rc, gather_rc;
    char gather[64];
    snprintf(gather, sizeof gather, "Gather: %d points", before);
    CHECK(nth_button(a, "Grow", 0, &grow_rc));
    CHECK(nth_button(a, gather, 0, &gather_rc));
    harness_shot(a, "hills-flock-dialog");
    int len = session_len(a), tapped = gui_sound_requests(GUI_SFX_FOLLOWER);
    CHECK(click_label(a, "Grow"));
    frames(a, 4);
    CHECK(harness_made(a, len, CIT_MOVE_HILLS_FLOCK, 0));
    /* the token drawn drops in beside the shepherd, set down with a follower's tap */
    CHECK(hills_motion_busy(a->game) & 1);
    CHECK(gui_sound_requests(GUI_SFX_FOLLOWER) == tapped + 1);
    harness_shot(a, "hills-flock-grows");
    int still = frames_till_still(a, 300);
    CHECK(still > 10 && still < 60);
    CHECK(harness_logged(a, "Anna grows the flock", 6));
    e = gui_game_engine(a->game);
    int grown = cit_game_hills_flock(e, 0);
    printf("hills-gui: the flock of %d grew to %d\n", before, grown);
    CHECK(grown > before || !cit_game_hills_shepherd(e, 0, NULL));
    if (!cit_game_hills_shepherd(e, 0, NULL)) { /* a wolf: this seed must not draw one here */
        CHECK(0);
        gui_app_free(a);
        return;
    }
    /* Bedřich beside his city's field, no shepherd (End turn says none); Anna extends hers again */
    CHECK(place_end(a, -1, -1, 0));
    CHECK(place_end(a, -1, 1, 0));
    frames(a, 2);
    int score = cit_game_score(gui_game_engine(a->game), 0);
    snprintf(gather, sizeof gather, "Gather: %d points", grown);
    len = session_len(a);
    CHECK(click_label(a, gather));
    frames(a, 4);
    CHECK(harness_made(a, len, CIT_MOVE_HILLS_FLOCK, 1));
    e = gui_game_engine(a->game);
    CHECK(cit_game_score(e, 0) == score + grown);
    CHECK(!cit_game_hills_shepherd(e, 0, NULL));
    /* the gathered flock rises and fades where the shepherd stood */
    CHECK(hills_motion_busy(a->game) & 2);
    harness_shot(a, "hills-flock-gathered");
    still = frames_till_still(a, 300);
    CHECK(still > 10 && still < 60);
    char want[64];
    snprintf(want, sizeof want, "Anna +%d \xC2\xB7 flock gathered", grown);
    CHECK(harness_logged(a, want, 8));
    CHECK(harness_logged(a, "Anna gathers the flock", 8));
    gui_app_free(a);
}

/* A closed field with a shepherd is gathered at once: Anna lays IC-08 north of the start and
   puts her shepherd on its enclosed field; End turn plays both, the field is gathered, the
   history names the points, the score has them and the shepherd is home in the panel. */
static void test_closed_field(void)
{
    gui_app *a = app_from_hills(GUI_LANG_EN, "option shepherd 1\noption inns 1\n", "D IC-08 B", "");
    if (!a)
        return;
    CHECK(gui_game_put(a->game, 0, -1, 0));
    CHECK(harness_drag_special(a, CIT_MODULE_HILLS, 4, "your shepherd") != NULL);
    const cit_game *e = gui_game_engine(a->game);
    int score = cit_game_score(e, 0);
    printf("hills-gui: the enclosed field paid %d\n", score);
    CHECK(score > 0 && !cit_game_hills_shepherd(e, 0, NULL));
    char want[64];
    snprintf(want, sizeof want, "Anna +%d \xC2\xB7 flock gathered", score);
    CHECK(harness_logged(a, want, 8));
    snprintf(want, sizeof want, "Anna's shepherd goes home, %d sheep back into the bag", score);
    CHECK(harness_logged(a, want, 8));
    /* every token is back in the bag: 2 wolves, 4 + 5 + 5 + 2 sheep tokens */
    CHECK(cit_game_hills_bag(e, 0) == 2 && cit_game_hills_bag(e, 1) == 4 && cit_game_hills_bag(e, 2) == 5 &&
          cit_game_hills_bag(e, 3) == 5 && cit_game_hills_bag(e, 4) == 2);
    harness_shot(a, "hills-closed-field");
    gui_app_free(a);
}

/* A hill tile takes the stack's next tile under it: the history says so and the hill's cell
   shows the edge of a tile beneath (the tile back's brown along its lower side). */
static void test_hill_under(void)
{
    gui_app *a = app_from_hills(GUI_LANG_EN, "option hills_sheep 1\noption shepherd 1\n", "D HS-13 B E", "");
    if (!a)
        return;
    CHECK(place_end(a, 1, 0, 1)); /* HS-13 turned: its road goes on from the start tile's east */
    const cit_game *e = gui_game_engine(a->game);
    CHECK(cit_game_hills_under(e) == 1);
    CHECK(harness_logged(a, "A tile goes face down under the hill", 8));
    int sx, sy;
    cell_centre(a, 1, 0, &sx, &sy);
    frames(a, 2);
    SDL_Rect c = gui_camera_cell_rect(&gui_view(a)->cam, 1, 0);
    SDL_Rect edge = {c.x + c.w / 4, c.y + c.h - c.w / 18, c.w / 2, c.w / 18};
    CHECK(pixels_of(a, edge, 0x6b4a2c) > 0);
    /* the road through the hill tile: its hover says the hill breaks its ties */
    char line[256];
    gui_feature_line(e, 1, 0, 0, 0, line, sizeof line);
    CHECK(strstr(line, "a hill breaks its ties") != NULL);
    gui_feature_line(e, 0, 0, 0, 0, line, sizeof line); /* the start tile's city: no hill */
    CHECK(strstr(line, "hill") == NULL);
    harness_shot(a, "hills-under");
    gui_app_free(a);
}

/* A cloister's hover counts the vineyards around it and what they will pay. */
static void test_vineyard_hover(void)
{
    gui_app *a = app_from_hills(GUI_LANG_EN, "option hills_sheep 1\n", "D B HS-15 E E",
                                "move place B 0,1 r0\nmove place HS-15 1,0 r0\n");
    if (!a)
        return;
    const cit_game *e = gui_game_engine(a->game);
    char line[256];
    gui_feature_line(e, 0, 1, 0, 0, line, sizeof line);
    CHECK(strstr(line, "1 vineyard: +3 when completed") != NULL);
    gui_app_free(a);
}

/* With Halflings the sheep triangle H2-02 keeps 3 sheep in its larger field (RULES.md §12
   decision 9): Anna's shepherd stands on B's field; she plays H2-02 so that field grows: the
   flock question's gather button counts her flock and the 3, the field's hover says they stay,
   the board shows their token, and gathering pays them. */
static void test_sheep_triangle(void)
{
    gui_app *a = app_from_hills(GUI_LANG_EN, "option shepherd 1\noption halflings 1\n", "D B E H2-02 B B",
                                "move draw\nmove place B 0,1 r0\nmove shepherd f1\nmove place E 0,-1 r2\n"
                                "move shepherd none\nmove play H2-02\nmove place H2-02 1,1 r1\n");
    if (!a)
        return;
    const cit_game *e = gui_game_engine(a->game);
    CHECK(cit_game_pending(e).decision == CIT_DECIDE_HILLS_FLOCK && cit_game_pending(e).player == 0);
    int flock = cit_game_hills_flock(e, 0), score = cit_game_score(e, 0);
    CHECK(flock > 0);
    char line[256], want[64];
    gui_feature_line(e, 1, 1, 2, 0, line, sizeof line);
    CHECK(strstr(line, "3 sheep stay here for good: every gathering pays them") != NULL);
    CHECK(strstr(line, "your shepherd") != NULL || strstr(line, "Anna's shepherd") != NULL);
    gui_feature_line(e, 1, 1, 1, 0, line, sizeof line); /* its other field: nothing stays */
    CHECK(strstr(line, "stay here") == NULL);
    /* the triangle's tip in a hand says so too, not "no effect" */
    int t = cit_tileset_find(cit_game_tileset(e), "H2-02");
    CHECK(t >= 0 && strstr(half_tile_tip(e, t), "3 sheep stay for good") != NULL);
    frames(a, 2);
    key(a, SDLK_SPACE, 0); /* two people at the table: Halflings' curtain first (hands are secret) */
    frames(a, 2);
    /* the token of 3 on the triangle: its green disc where the field's anchor is */
    SDL_Rect c = gui_camera_cell_rect(&gui_view(a)->cam, 1, 1);
    printf("hills-gui: %d pixels of the sheep token's green on the sheep triangle's cell\n", pixels_of(a, c, 0x6fa046));
    CHECK(pixels_of(a, c, 0x6fa046) > 0);
    snprintf(want, sizeof want, "Gather: %d points", flock + 3);
    SDL_Rect rc;
    CHECK(nth_button(a, want, 0, &rc));
    harness_shot(a, "hills-sheep-triangle");
    int len = session_len(a);
    CHECK(click_label(a, want));
    frames(a, 4);
    CHECK(harness_made(a, len, CIT_MOVE_HILLS_FLOCK, 1));
    e = gui_game_engine(a->game);
    CHECK(cit_game_score(e, 0) == score + flock + 3);
    gui_feature_line(e, 1, 1, 2, 0, line, sizeof line); /* gathered: they stay */
    CHECK(strstr(line, "3 sheep stay here") != NULL);
    gui_app_free(a);
}

/* The rules screen (F1) has a page for Hills & Sheep with its picture: the shepherd and its
   flock on a hill tile's field. */
static void test_rules_page(void)
{
    gui_app *a = harness_rules_page(gui_module_find(CIT_MODULE_HILLS), GUI_LANG_EN, "Hills & Sheep");
    if (a)
        harness_shot(a, "hills-rules");
    gui_app_free(a);
}

/* Two computers play a whole game of Hills & Sheep with shepherds in the window to the results
   (bounded in frames and time): they answer the shepherd's and the flock's questions the
   engine asks, and the history tells their shepherds and flocks. */
static void test_computers_play(void)
{
    cit_setup su = two_players(11);
    su.opt.v[CIT_OPT_HILLS_SHEEP] = su.opt.v[CIT_OPT_SHEPHERD] = 1;
    static const char *const words[] = {": the shepherd", "the flock", "under the hill"};
    int told[3];
    Uint32 t0 = SDL_GetTicks();
    gui_app *a = harness_computers_play(su, words, 3, told, 200000, 900000);
    if (!a)
        return;
    CHECK(a->game && cit_game_over(gui_game_engine(a->game)));
    CHECK(told[0] > 0 && told[2] > 0);
    printf("hills-gui: two computers played to the end in %.1f s, history lines: shepherd %d, flock %d, under %d\n",
           (double)(SDL_GetTicks() - t0) / 1000.0, told[0], told[1], told[2]);
    gui_app_free(a);
}

/* The new-game screen offers the expansion (docs/rules-decisions.md, "Hills & Sheep" 7), and
   ticking it ticks its shepherd (the second switch, gui_shepherd_module). */
static void test_offered(void)
{
    harness_option_offered(CIT_OPT_HILLS_SHEEP, "Hills & Sheep", "Kopce a ovce", "hills-newgame");
    gui_app *a = harness_app(1280, 800, GUI_LANG_EN);
    if (!a)
        return;
    frames(a, 2);
    CHECK(click_button(a, MSG_NEW_GAME));
    frames(a, 2);
    SDL_Rect rc;
    for (int step = 0; step < 60 && !gui_ui_find(&a->ui, "Hills & Sheep", &rc); step++)
        harness_wheel(a, a->w / 2, a->h / 2, -1);
    CHECK(click_label(a, "Hills & Sheep"));
    frames(a, 2);
    CHECK(a->setup.opt.v[CIT_OPT_HILLS_SHEEP] == 1 && a->setup.opt.v[CIT_OPT_SHEPHERD] == 1);
    harness_shot(a, "hills-newgame-ticked");
    /* Halflings goes with it (its hills, vineyards and sheep triangle play by RULES.md §12) */
    for (int step = 0; step < 60 && !gui_ui_find(&a->ui, "Halflings", &rc); step++)
        harness_wheel(a, a->w / 2, a->h / 2, step < 30 ? 1 : -1);
    CHECK(click_label(a, "Halflings"));
    frames(a, 2);
    CHECK(a->setup.opt.v[CIT_OPT_HALFLINGS] == 1 && a->setup.opt.v[CIT_OPT_HILLS_SHEEP] == 1 &&
          a->setup.opt.v[CIT_OPT_SHEPHERD] == 1);
    gui_app_free(a);
}

int main(int argc, char **argv)
{
    harness_read_args(argc, argv);
    if (harness_start("hills-test", "hills-gui") != 0)
        return 1;
    test_shepherd_drag();
    test_flock_dialog();
    test_closed_field();
    test_hill_under();
    test_vineyard_hover();
    test_sheep_triangle();
    test_offered();
    test_rules_page();
    test_computers_play();
    printf("hills-gui: %d passed, %d failed\n", passed, failed);
    IMG_Quit();
    SDL_Quit();
    harness_finish();
    fflush(stdout);
    return failed ? 1 : 0;
}
