/* Headless GUI tests of the figure step across modules (docs/architecture.md "The figure
   step"): the person sets up the placement's one figure with the tile, whichever module's it
   is, even when another module's figure question comes first; End turn answers every figure
   question before it "none" and its own with the piece; without a piece set up, a question of
   its own dialog (the fairy) is asked and the set-up answers the ones after it ("none"). And
   two computers play the whole first Big Box in the window to its end. */
#define _XOPEN_SOURCE 700
#include "app/app.h"
#include "abbey_setup.h"
#include "harness.h"
#include "scenes/game/board_view.h"
#include "modules/abbey/abbey.h"
#include "modules/abbey/abbey_view.h"
#include "modules/dragon/dragon.h"
#include "modules/inns/inns.h"
#include "modules/river/river.h"
#include "modules/tower/tower.h"
#include "modules/traders/traders.h"

#include <SDL_image.h>
#include <stdio.h>
#include <string.h>

/* As tests/scenarios/abbey-mayor-beats-knight.scn with the dragon on and Anna's thief on the
   board at 1,0: Anna is to lay F at 2,-1, where the fairy would be asked before the mayor. */
static gui_app *mayor_and_fairy_game(const char *name)
{
    return harness_open_game(GUI_LANG_EN, name, "option mayor 1\noption dragon 1\n", "D U M U U F U G E U U",
                             "move place U 1,0 r0 f0\nmove place M 0,-1 r2 f0\nmove place U 2,0 r0\n"
                             "move fairy none\nmove place U -1,0 r0\nmove fairy none\n");
}

/* The mayor is lit in the supply box with the tile laid (its spots read past the fairy's
   question) and dragged onto the city; End turn makes the placement, "fairy none" and
   "mayor f0". */
static void test_mayor_past_the_fairy(void)
{
    gui_app *a = mayor_and_fairy_game("figure-mayor-past-fairy");
    if (!a)
        return;
    frames(a, 2);
    CHECK(cit_game_pending(gui_game_engine(a->game)).decision == CIT_DECIDE_PLACE_TILE);
    CHECK(gui_game_put(a->game, 2, -1, 0));
    frames(a, 2);
    harness_shot(a, "figure-mayor-lit");
    int len = abbey_figure_to_spot0_end_turn(a, ABBEY_MAYOR);
    CHECK(session_len(a) == len + 3);
    const cit_move *m1 = cit_session_move(a->game->sess, len + 1), *m2 = cit_session_move(a->game->sess, len + 2);
    CHECK(m1 && m1->type == CIT_MOVE_FAIRY && m1->arg0 == 0);
    CHECK(m2 && m2->type == CIT_MOVE_MAYOR && m2->arg0 == 1 && m2->spot == 0);
    cit_feature_part at;
    CHECK(cit_game_mayor(gui_game_engine(a->game), 0, &at) && at.x == 2 && at.y == -1 && at.spot == 0);
    CHECK(cit_game_pending(gui_game_engine(a->game)).decision == CIT_DECIDE_PLACE_TILE &&
          cit_game_pending(gui_game_engine(a->game)).player == 1);
    gui_app_free(a);
}

/* Nothing set up: the fairy is asked in its own bar; "No fairy" there, and the mayor's question
   after it is answered "none" by the set-up (the person could have dragged the mayor), so
   Bedřich is to play with no dialog in between. */
static void test_fairy_dialog_then_set_up(void)
{
    gui_app *a = mayor_and_fairy_game("figure-fairy-then-none");
    if (!a)
        return;
    frames(a, 2);
    CHECK(gui_game_put(a->game, 2, -1, 0));
    frames(a, 2);
    int len = session_len(a);
    key(a, SDLK_RETURN, 0);
    frames(a, 6);
    CHECK(session_len(a) == len + 1);
    CHECK(cit_game_pending(gui_game_engine(a->game)).decision == CIT_DECIDE_FAIRY);
    harness_shot(a, "figure-fairy-asked");
    CHECK(click_label(a, "No fairy"));
    frames(a, 6);
    CHECK(session_len(a) == len + 3);
    const cit_move *m2 = cit_session_move(a->game->sess, len + 2);
    CHECK(m2 && m2->type == CIT_MOVE_MAYOR && m2->arg0 == 0);
    CHECK(cit_game_pending(gui_game_engine(a->game)).decision == CIT_DECIDE_PLACE_TILE &&
          cit_game_pending(gui_game_engine(a->game)).player == 1);
    CHECK(!cit_game_mayor(gui_game_engine(a->game), 0, NULL));
    gui_app_free(a);
}

/* Two computers play the whole first Big Box (the River, Inns & Cathedrals, Traders & Builders,
   the Princess & the Dragon, The Tower, Abbey & Mayor with its four figures) in the window to
   the results, bounded in frames and time: no question of one module stalls behind another's,
   and the history tells the figures of several modules as they come. */
static void test_whole_big_box_to_the_end(void)
{
    cit_setup su = two_players(11);
    const int opts[] = {CIT_OPT_RIVER, CIT_OPT_INNS,  CIT_OPT_BIG_FOLLOWER, CIT_OPT_TRADERS, CIT_OPT_BUILDER,
                        CIT_OPT_PIG,   CIT_OPT_DRAGON, CIT_OPT_TOWER,       CIT_OPT_ABBEY,   CIT_OPT_MAYOR,
                        CIT_OPT_WAGON, CIT_OPT_BARN};
    for (size_t i = 0; i < sizeof opts / sizeof opts[0]; i++)
        su.opt.v[opts[i]] = 1;
    static const char *const words[] = {"mayor", "wagon", "barn", "fairy", "tower", "builder", "pig"};
    enum { NWORDS = sizeof words / sizeof words[0] };
    int told[NWORDS];
    Uint32 t0 = SDL_GetTicks();
    gui_app *a = harness_computers_play(su, words, NWORDS, told, 200000, 1200000);
    if (!a)
        return;
    CHECK(a->game && cit_game_over(gui_game_engine(a->game)));
    int kinds = 0;
    for (int w = 0; w < NWORDS; w++)
        kinds += told[w] > 0;
    CHECK(kinds >= 4);
    printf("figure-step-gui: the whole Big Box played to the end in %.1f s; history lines:",
           (double)(SDL_GetTicks() - t0) / 1000.0);
    for (int w = 0; w < NWORDS; w++)
        printf(" %s %d", words[w], told[w]);
    printf("\n");
    gui_app_free(a);
}

int main(int argc, char **argv)
{
    harness_read_args(argc, argv);
    if (harness_start("figure-step-test", "figure-step-gui") != 0)
        return 1;
    test_mayor_past_the_fairy();
    test_fairy_dialog_then_set_up();
    test_whole_big_box_to_the_end();
    printf("figure-step-gui: %d passed, %d failed\n", passed, failed);
    IMG_Quit();
    SDL_Quit();
    harness_finish();
    fflush(stdout);
    return failed ? 1 : 0;
}
