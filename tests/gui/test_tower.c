/* Headless GUI tests of The Tower: the new-game screen offers it; its decisions are asked on
   screen in words and answered by a click (a piece on a foundation, a capture, the ransom);
   the history says what happened; the stacks are drawn on the board. */
#define _XOPEN_SOURCE 700
#include "app/app.h"
#include "harness.h"
#include "scenes/board_view.h"
#include "modules/gui_module.h"
#include "modules/tower/tower.h"

#include <SDL_image.h>
#include <stdio.h>
#include <string.h>

static const char *TOWER = "option tower 1\n";

/* The last history lines contain `what`. */
static int logged(gui_app *a, const char *what)
{
    for (int i = a->game->nlog - 1; i >= 0 && i >= a->game->nlog - 8; i--)
        if (strstr(a->game->log[i], what))
            return 1;
    return 0;
}

/* The move the session made last, of type `type` with arg0 `arg0`. */
static int last_move_is(gui_app *a, int len, int type, int arg0)
{
    const cit_move *m = session_len(a) == len + 1 ? cit_session_move(a->game->sess, len) : NULL;
    return m && m->type == type && m->arg0 == arg0;
}

/* Clicks the on-screen answer labelled `label` to the decision pending; 1 if one move was made. */
static int answer(gui_app *a, const char *label, int type, int arg0)
{
    frames(a, 3);
    int len = session_len(a);
    if (!click_label(a, label))
        return 0;
    frames(a, 4);
    return last_move_is(a, len, type, arg0);
}

/* Clicks the middle of board cell x,y (a lit target); 1 if one move of `type`, arg0 was made. */
static int click_cell(gui_app *a, int x, int y, int type, int arg0)
{
    frames(a, 3);
    int len = session_len(a), sx, sy;
    cell_centre(a, x, y, &sx, &sy);
    click(a, sx, sy);
    frames(a, 4);
    return last_move_is(a, len, type, arg0);
}

/* The new-game screen offers the option (it shows an expansion only once its GUI row is in),
   at the smallest window and the default one with six seats, and a click switches it on. */
static void test_option_shown(void)
{
    CHECK(gui_option_shown(CIT_OPT_TOWER));
    CHECK(gui_module_find(CIT_MODULE_TOWER) != NULL);
    static const int size[2][2] = {{1024, 600}, {1280, 800}};
    for (int k = 0; k < 2; k++) {
        gui_app *a = harness_app(size[k][0], size[k][1], k ? GUI_LANG_CS : GUI_LANG_EN);
        if (!a)
            continue;
        frames(a, 2);
        CHECK(click_button(a, MSG_NEW_GAME));
        while (a->setup.nplayers < 6 && click_button(a, MSG_ADD_PLAYER)) /* the fullest screen */
            ;
        frames(a, 2);
        char name[32];
        snprintf(name, sizeof name, "tower-newgame-%dx%d", size[k][0], size[k][1]);
        harness_shot(a, name);
        CHECK(click_label(a, k ? "Věž" : "The Tower"));
        frames(a, 2);
        CHECK(a->setup.opt.v[CIT_OPT_TOWER] == 1);
        gui_app_free(a);
    }
}

/* As tests/scenarios/tower-capture-over-gap.scn: Anna raises the tower at 0,1 to 2 and takes
   Bedřich's monk two cells west over the gap, each by a click on its lit cell; the history says whose tower took whose
   follower and the prisoner shows in Anna's row. */
static void test_piece_and_capture(void)
{
    gui_app *a = harness_open_game(GUI_LANG_EN, "tower-capture", TOWER, "D U U TW-02 B B B U U U",
                                   "move place U -1,0 r0\nmove place U -2,0 r0 f0\nmove place TW-02 0,1 r0\n"
                                   "move towerstep none\nmove place B -2,1 r0 f0\nmove place B 1,1 r0\n"
                                   "move towerstep piece 0,1\nmove place B 1,2 r0\nmove towerstep none\n"
                                   "move place U 1,0 r0\n");
    if (!a)
        return;
    const cit_game *e = gui_game_engine(a->game);
    CHECK(cit_game_pending(e).decision == CIT_DECIDE_TOWER_FIGURE);
    CHECK(click_cell(a, 0, 1, CIT_MOVE_TOWER_FIGURE, CIT_TOWER_PIECE)); /* the lit foundation */
    e = gui_game_engine(a->game);
    CHECK(cit_game_tower_height(e, 0, 1) == 2);
    CHECK(logged(a, "Anna builds the tower at 0,1 to height 2"));
    CHECK(cit_game_pending(e).decision == CIT_DECIDE_TOWER_CAPTURE);
    harness_shot(a, "tower-capture-choice");
    CHECK(click_cell(a, -2, 1, CIT_MOVE_TOWER_CAPTURE, CIT_CAPTURE_PART)); /* the lit monk */
    e = gui_game_engine(a->game);
    CHECK(cit_game_tower_prisoners(e, 0, 1, NULL) == 1);
    CHECK(logged(a, "Anna's tower took Bedřich's monk"));
    /* the stack is drawn in stone on the tower's cell */
    frames(a, 2);
    SDL_Rect c = gui_camera_cell_rect(&a->cam, 0, 1);
    CHECK(pixels_of(a, c, 0xb9b2a3) > 20);
    harness_shot(a, "tower-prisoner-row");
    gui_app_free(a);
}

/* As tests/scenarios/tower-ransom.scn: Anna holds two of Bedřich's followers, his turn starts. */
static const char *RANSOM_MOVES =
    "move place TW-02 0,1 r0\nmove towerstep piece 0,1\nmove place B 1,1 r0 f0\n"
    "move place B -1,1 r0\nmove towerstep piece 0,1\nmove capture 1,1 f0\n"
    "move place N 0,-1 r2 f0\nmove place B -1,2 r0\nmove towerstep piece 0,1\n"
    "move capture 0,-1 f0\nmove place E 1,-1 r3 f0\nmove place U 1,0 r0\nmove towerstep none\n";

/* As tests/scenarios/tower-ransom.scn: Bedřich is offered the ransom at his turn's start and
   pays Anna 3 points by a click. */
static void test_ransom(void)
{
    gui_app *a = harness_open_game(GUI_LANG_EN, "tower-ransom", TOWER, "D TW-02 B B N B E U U U U U", RANSOM_MOVES);
    if (!a)
        return;
    CHECK(cit_game_pending(gui_game_engine(a->game)).decision == CIT_DECIDE_TOWER_RANSOM);
    harness_shot(a, "tower-ransom");
    CHECK(answer(a, "Pay Anna 3 points for your follower", CIT_MOVE_TOWER_RANSOM, 1));
    const cit_game *e = gui_game_engine(a->game);
    CHECK(cit_game_tower_prisoners(e, 0, 1, NULL) == 1);
    CHECK(logged(a, "Bedřich pays Anna 3 points to free their follower"));
    key(a, SDLK_HOME, 0); /* the whole board: the tower of height 3 */
    frames(a, 30);
    harness_shot(a, "tower-height-3");
    gui_app_free(a);
}

/* The same ransom when Bedřich is a computer: Anna's screen never shows his question (it is
   asked only at the deciding seat's screen, gui_app_seat_here); the computer answers it and
   its move is told in the history when it pays. */
static void test_ransom_not_at_other_screen(void)
{
    char text[2048];
    snprintf(text, sizeof text,
             "citadela-save 2\nmode classic\n%sseed 1\nplayer human 0 Anna\nplayer ai-easy 1 Bedřich\n"
             "tiles D TW-02 B B N B E U U U U U\n%send\n",
             TOWER, RANSOM_MOVES);
    gui_app *a = harness_open_save(GUI_LANG_EN, "tower-ransom-ai", text);
    if (!a)
        return;
    int len = session_len(a), shown = 0;
    for (int i = 0; i < 600 && session_len(a) == len; i++) {
        frame(a);
        SDL_Rect rc;
        shown |= nth_button(a, "Pay Anna 3 points for your follower", 0, &rc);
        SDL_Delay(2);
    }
    CHECK(!shown);
    const cit_move *m = session_len(a) > len ? cit_session_move(a->game->sess, len) : NULL;
    CHECK(m && m->type == CIT_MOVE_TOWER_RANSOM);
    frames(a, 4);
    if (m && m->arg0)
        CHECK(logged(a, "Bedřich pays Anna 3 points"));
    printf("tower-gui: the computer answered the ransom with %s\n", m && m->arg0 ? "a payment" : "none");
    gui_app_free(a);
}

int main(int argc, char **argv)
{
    harness_read_args(argc, argv);
    if (harness_start("tower-test", "tower-gui") != 0)
        return 1;
    test_option_shown();
    test_piece_and_capture();
    test_ransom();
    test_ransom_not_at_other_screen();
    printf("tower-gui: %d passed, %d failed\n", passed, failed);
    IMG_Quit();
    SDL_Quit();
    harness_finish();
    fflush(stdout);
    return failed ? 1 : 0;
}
