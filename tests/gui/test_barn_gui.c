/* Headless GUI tests of the barn (option barn): the new-game screen offers it under Abbeys; its
   question lights the legal corners of the tile just placed, and the barn dragged from the
   supply box onto one (or a click on one) makes the engine's "barn nw"; dropped on a corner
   that is not lit it does nothing, and "No barn" answers none; a loaded game draws the barn on
   the corner the engine names; its rules block, picture and lesson screen exist. */
#define _XOPEN_SOURCE 700
#include "app/app.h"
#include "abbey_setup.h"
#include "app/sound.h"
#include "harness.h"
#include "scenes/game/game_panels.h"
#include "modules/gui_module.h"
#include "modules/abbey/abbey.h"
#include "modules/abbey/abbey_view.h"

#include <SDL_image.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define DOOR_RGB 0xf4ead2 /* the barn's door (abbey_barn.c): in no tile's art */

/* As tests/scenarios/abbey-barn-placed-scores-farmers.scn: Anna's farmer stands in the field
   below the start tile; her E at 1,1 closes a second city and she is asked about the barn. Of
   the corners of 1,1 only the north-west one (where D, U and both Es meet on field) is legal. */
static const char *const TILES = "D U E E E E B";
static const char *const MOVES = "move place U 1,0 r0 f2\nmove place E 0,1 r2\nmove place E 0,2 r0\n"
                                 "move place E 1,2 r0\nmove place E 1,1 r2\n";

static gui_app *barn_game(const char *name)
{
    gui_app *a = harness_open_game(GUI_LANG_EN, name, "option barn 1\n", TILES, MOVES);
    if (a) {
        const cit_game *e = gui_game_engine(a->game);
        CHECK(cit_game_pending(e).decision == CIT_DECIDE_BARN && cit_game_pending(e).player == 0);
        frames(a, 3);
    }
    return a;
}

/* The barn's middle in the supply box as drawn last frame; 0 if it is not shown. */
static int barn_at(gui_app *a, int *x, int *y)
{
    const SDL_Rect rc = abbey_gui_of(a->game)->barn.rc;
    *x = rc.x + rc.w / 2;
    *y = rc.y + rc.h / 2;
    return rc.w > 0;
}

/* Where the corner `k` (0 NE .. 3 NW) of cell x,y is on screen. */
static void corner_at(gui_app *a, int x, int y, int k, int *sx, int *sy)
{
    SDL_Rect c = gui_camera_cell_rect(&gui_view(a)->cam, x, y);
    *sx = c.x + (k == 0 || k == 1 ? c.w : 0);
    *sy = c.y + (k == 1 || k == 2 ? c.h : 0);
}

/* The last move made in words as the engine writes it. */
static int last_move_is(gui_app *a, int len, const char *text)
{
    const cit_move *m = cit_session_move(a->game->sess, len);
    char buf[64];
    return m && cit_move_format(gui_game_engine(a->game), m, buf, sizeof buf) == CIT_OK && !strcmp(buf, text);
}

static void test_option_shown(void)
{
    CHECK(gui_option_shown(CIT_OPT_BARN));
    CHECK(gui_option_companion_of(CIT_OPT_BARN) == CIT_OPT_ABBEY);
    gui_app *a = abbey_newgame_ticked();
    if (!a)
        return;
    CHECK(a->setup.opt.v[CIT_OPT_BARN] == 1);
    CHECK(click_label(a, "Barn"));
    frames(a, 2);
    CHECK(a->setup.opt.v[CIT_OPT_BARN] == 0 && a->setup.opt.v[CIT_OPT_ABBEY] == 1);
    gui_app_free(a);
}

/* Dragged from the supply box onto the lit north-west corner, the barn makes "barn nw": it
   stands there, Anna's farmer scores 6 and goes home, the history says so. */
static void test_drag_onto_corner(void)
{
    gui_app *a = barn_game("barn-drag");
    if (!a)
        return;
    int sx, sy, cx, cy, len = session_len(a);
    CHECK(barn_at(a, &sx, &sy));
    corner_at(a, 1, 1, 3, &cx, &cy);
    harness_shot(a, "barn-question");
    push_button(sx, sy, 1, 1);
    frames(a, 2);
    push_motion(cx + (int)gui_view(a)->cam.zoom, cy + (int)gui_view(a)->cam.zoom); /* on the way: the corner lit */
    frames(a, 2);
    harness_shot(a, "barn-dragged-lit-corner");
    push_motion(cx + 3, cy - 2);
    frames(a, 3);
    CHECK(gui_view(a)->drag.kind == GUI_DRAG_MODULE && gui_view(a)->drag.module == CIT_MODULE_ABBEY);
    harness_shot(a, "barn-dragged-onto-corner");
    int put = gui_sound_requests(GUI_SFX_FOLLOWER);
    push_button(cx + 3, cy - 2, 1, 0);
    frames(a, 4);
    CHECK(session_len(a) == len + 1 && last_move_is(a, len, "barn nw"));
    CHECK(gui_sound_requests(GUI_SFX_FOLLOWER) == put + 1); /* set down as a follower is */
    const cit_game *e = gui_game_engine(a->game);
    int x, y, k;
    CHECK(cit_game_barn(e, 0, &x, &y, &k) && x == 1 && y == 1 && k == 3);
    CHECK(cit_game_score(e, 0) == 6);
    CHECK(harness_logged(a, "Anna's barn: Anna's farmers score 6 and go home", 8));
    /* scored as at the end, yet during play: no "Final scoring" heading, none kept for the finale */
    CHECK(!harness_logged(a, "Final scoring", 8) && !a->game->final_events);
    frames(a, 2);
    harness_shot(a, "barn-on-board");
    gui_app_free(a);
}

/* "barn nw" as a move. */
static cit_move barn_nw(gui_app *a)
{
    cit_move m;
    CHECK(cit_move_parse(gui_game_engine(a->game), "barn nw", 7, &m) == CIT_OK);
    return m;
}

/* The hint's barn, see-through on its corner: on the north-west corner of 1,1 while the
   question waits, and still there while the barn is dragged (to be dropped on it); with a hint
   of the placement before it, on that corner of the suggested tile. */
static void test_hint_ghost(void)
{
    gui_app *a = barn_game("barn-ghost");
    if (!a)
        return;
    int cx, cy, sx, sy;
    corner_at(a, 1, 1, 3, &cx, &cy);
    frames(a, 2);
    CHECK(!gui_drawn(a)->hint_piece_shown);
    cit_move m = barn_nw(a);
    harness_show_hint(a, &m, NULL);
    frames(a, 2);
    corner_at(a, 1, 1, 3, &cx, &cy);
    CHECK(gui_drawn(a)->hint_piece_shown && abs((int)gui_drawn(a)->hint_piece_x - cx) <= 1 && abs((int)gui_drawn(a)->hint_piece_y - cy) <= 1);
    harness_shot(a, "barn-hint-ghost");
    CHECK(barn_at(a, &sx, &sy));
    push_button(sx, sy, 1, 1);
    frames(a, 2);
    push_motion(cx + 2 * (int)gui_view(a)->cam.zoom, cy + (int)gui_view(a)->cam.zoom); /* on the way, off every corner */
    frames(a, 2);
    CHECK(gui_view(a)->drag.kind == GUI_DRAG_MODULE && gui_drawn(a)->hint_piece_shown);
    CHECK(abs((int)gui_drawn(a)->hint_piece_x - cx) <= 1 && abs((int)gui_drawn(a)->hint_piece_y - cy) <= 1);
    harness_shot(a, "barn-hint-ghost-dragging");
    push_button(cx + 2 * (int)gui_view(a)->cam.zoom, cy + (int)gui_view(a)->cam.zoom, 1, 0);
    frames(a, 2);
    gui_app_free(a);
    /* the hint of the last placement, "barn nw" after it */
    const char *last = strstr(MOVES, "move place E 1,1");
    char moves[512];
    snprintf(moves, sizeof moves, "%.*s", (int)(last - MOVES), MOVES);
    a = harness_open_game(GUI_LANG_EN, "barn-ghost-then", "option barn 1\n", TILES, moves);
    if (!a)
        return;
    frames(a, 3);
    cit_move place;
    CHECK(cit_move_parse(gui_game_engine(a->game), "place E 1,1 r2", 14, &place) == CIT_OK);
    m = barn_nw(a);
    harness_show_hint(a, &place, &m);
    frames(a, 2);
    corner_at(a, 1, 1, 3, &cx, &cy);
    CHECK(gui_drawn(a)->hint_piece_shown && abs((int)gui_drawn(a)->hint_piece_x - cx) <= 1 && abs((int)gui_drawn(a)->hint_piece_y - cy) <= 1);
    harness_shot(a, "barn-hint-ghost-then");
    gui_app_free(a);
}

/* A click on the lit corner answers the same. */
static void test_click_corner(void)
{
    gui_app *a = barn_game("barn-click");
    if (!a)
        return;
    int cx, cy, len = session_len(a);
    corner_at(a, 1, 1, 3, &cx, &cy);
    click(a, cx - 2, cy + 2);
    frames(a, 4);
    CHECK(session_len(a) == len + 1 && last_move_is(a, len, "barn nw"));
    gui_app_free(a);
}

/* Dropped on the north-east corner (no tile beyond: not lit) or on the middle of the tile, the
   barn goes back to the supply: no move, the question stays. "No barn" then answers none. */
static void test_drop_off_corner(void)
{
    gui_app *a = barn_game("barn-off");
    if (!a)
        return;
    int sx, sy, cx, cy, len = session_len(a);
    CHECK(barn_at(a, &sx, &sy));
    corner_at(a, 1, 1, 0, &cx, &cy);
    drag(a, sx, sy, cx, cy);
    frames(a, 4);
    CHECK(barn_at(a, &sx, &sy));
    cell_centre(a, 1, 1, &cx, &cy);
    drag(a, sx, sy, cx, cy);
    frames(a, 4);
    click(a, cx, cy);
    frames(a, 4);
    const cit_game *e = gui_game_engine(a->game);
    CHECK(session_len(a) == len && cit_game_pending(e).decision == CIT_DECIDE_BARN);
    CHECK(cit_game_barn_in_supply(e, 0));
    CHECK(click_label(a, "No barn"));
    frames(a, 4);
    CHECK(session_len(a) == len + 1 && last_move_is(a, len, "barn none"));
    gui_app_free(a);
}

/* A loaded game with the barn on the north-west corner of 1,1: drawn there (its door's pixels
   round that point), not on the north-east one. */
static void test_drawn_after_load(void)
{
    char moves[512];
    snprintf(moves, sizeof moves, "%smove barn nw\n", MOVES);
    gui_app *a = harness_open_game(GUI_LANG_EN, "barn-load", "option barn 1\n", TILES, moves);
    if (!a)
        return;
    frames(a, 3);
    int cx, cy, r = (int)(gui_view(a)->cam.zoom * 0.3f);
    corner_at(a, 1, 1, 3, &cx, &cy);
    CHECK(pixels_of(a, (SDL_Rect){cx - r, cy - r, 2 * r, 2 * r}, DOOR_RGB) > 4);
    corner_at(a, 1, 1, 0, &cx, &cy);
    CHECK(pixels_of(a, (SDL_Rect){cx - r, cy - r, 2 * r, 2 * r}, DOOR_RGB) == 0);
    /* the field's hover names it: the field at that corner of 1,1 (its north-west ports) */
    const cit_game *e = gui_game_engine(a->game);
    cit_placed_tile pc[2];
    char line[256] = "";
    CHECK(cit_game_parts_at(e, 1, 1, pc) == 1);
    int field = cit_game_port_features(e, pc[0].tile, pc[0].rot)[3 * 3 + 2];
    gui_feature_line(e, 1, 1, field, 0, line, sizeof line);
    CHECK(strstr(line, "Anna's barn") != NULL);
    harness_shot(a, "barn-after-load");
    gui_app_free(a);
}

/* A computer's barn drops in onto its corner: just after its move it is drawn above the
   corner, once the glide time has passed on it (its door's pixels there); the history says
   so. Bounded: 4000 frames, 60 s for the computer to answer. */
static void test_computer_barn_drops_in(void)
{
    char text[1024];
    snprintf(text, sizeof text,
             "citadela-save 2\nmode classic\noption barn 1\nseed 1\nplayer ai-medium 0 Anna\n"
             "player human 1 Bedřich\ntiles %s\n%send\n", TILES, MOVES);
    gui_app *a = harness_open_save(GUI_LANG_EN, "barn-computer", text);
    if (!a)
        return;
    a->settings.anim_speed = 0; /* the slowest: 900 ms (gui_board_glide_ms) */
    push_motion(gui_drawn(a)->board_rc.x + gui_drawn(a)->board_rc.w + 20, gui_drawn(a)->board_rc.y + gui_drawn(a)->board_rc.h - 20); /* no hover on the field */
    int len = session_len(a);
    Uint32 t0 = SDL_GetTicks();
    for (int i = 0; i < 4000 && session_len(a) == len && harness_waiting(t0, 300000, "the computer's barn"); i++) {
        frame(a);
        SDL_Delay(1);
    }
    CHECK(session_len(a) == len + 1 && last_move_is(a, len, "barn nw"));
    int cx, cy;
    float px, py;
    corner_at(a, 1, 1, 3, &cx, &cy);
    CHECK(abbey_barn_drawn_at(GUI_MODULE_CTX(a, gui_module_find(CIT_MODULE_ABBEY)), 0, &px, &py) &&
          py < (float)cy - gui_view(a)->cam.zoom * 0.3f); /* still falling */
    harness_shot(a, "barn-computer-dropping");
    t0 = SDL_GetTicks(); /* past the glide and the "+6" over it, in the game's own time */
    while (a->game->now - a->game->applied_at < 2400 && harness_waiting(t0, 200000, "the barn's glide to end")) {
        frame(a);
        SDL_Delay(10);
    }
    frames(a, 2);
    corner_at(a, 1, 1, 3, &cx, &cy); /* the camera may have moved meanwhile */
    CHECK(abbey_barn_drawn_at(GUI_MODULE_CTX(a, gui_module_find(CIT_MODULE_ABBEY)), 0, &px, &py) && (int)px == cx &&
          (int)py == cy);
    int r = (int)(gui_view(a)->cam.zoom * 0.3f);
    CHECK(pixels_of(a, (SDL_Rect){cx - r, cy - r, 2 * r, 2 * r}, DOOR_RGB) > 4);
    CHECK(harness_logged(a, "Anna puts the barn on a corner of the tile", 8));
    gui_app_free(a);
}

/* After the barn, Bedřich lays the last tile: the barns' points (Anna's 8: two cities) are a
   step of the final scoring, after its heading in the history, not a score of the move. */
static void test_final_barns(void)
{
    char moves[512];
    snprintf(moves, sizeof moves, "%smove barn nw\n", MOVES);
    gui_app *a = harness_open_game(GUI_LANG_EN, "barn-final", "option barn 1\n", TILES, moves);
    if (!a)
        return;
    frames(a, 3);
    CHECK(play_one(a));
    for (int i = 0; i < 10 && !cit_game_over(gui_game_engine(a->game)); i++) {
        key(a, SDLK_SPACE, 0); /* no follower, no barn: the questions after the tile, if any */
        frames(a, 2);
        if (cit_game_pending(gui_game_engine(a->game)).decision == CIT_DECIDE_BARN)
            click_label(a, "No barn");
    }
    CHECK(cit_game_over(gui_game_engine(a->game)));
    int barns = 0;
    for (int i = 0; a->game->final_events && i < a->game->final_events->n; i++)
        barns += a->game->final_events->ev[i].reason == CIT_SCORE_ABBEY_BARN && a->game->final_events->ev[i].points == 8;
    CHECK(barns == 1);
    gui_app_free(a);
}

/* The barn's own rules block (with its picture, at the end of the Abbey & Mayor page) and the
   abbey lesson's third screen; the rules page in Czech. */
static void test_rules_and_lesson(void)
{
    const gui_module *barn = NULL, *abbey = gui_module_find(CIT_MODULE_ABBEY);
    for (const gui_module *const *m = gui_modules; *m; m++)
        if ((*m)->option == CIT_OPT_BARN)
            barn = *m;
    CHECK(barn && barn->rules && barn->rules_diagram);
    CHECK(abbey && abbey->lesson && abbey->lesson(2) && strstr(abbey->lesson(2), "barn") && !abbey->lesson(3));
    gui_app *a = abbey_rules_page_cs(barn);
    if (!a)
        return;
    key(a, SDLK_END, 0); /* the barn's block is the page's last */
    frames(a, 3);
    harness_shot(a, "barn-rules-cs");
    gui_app_free(a);
}

int main(int argc, char **argv)
{
    harness_read_args(argc, argv);
    if (harness_start("barn-test", "barn-gui") != 0)
        return 1;
    test_option_shown();
    test_drag_onto_corner();
    test_click_corner();
    test_hint_ghost();
    test_drop_off_corner();
    test_drawn_after_load();
    test_computer_barn_drops_in();
    test_final_barns();
    test_rules_and_lesson();
    printf("barn-gui: %d passed, %d failed\n", passed, failed);
    IMG_Quit();
    SDL_Quit();
    harness_finish();
    fflush(stdout);
    return failed ? 1 : 0;
}
