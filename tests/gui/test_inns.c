/* Headless GUI tests of Inns & Cathedrals: the big follower's question in the list of
   choices, the answer applied, the gold disc under the big follower on the board, the
   history line, and its words in both languages. The board is inns-road-completed.scn's. */
#define _XOPEN_SOURCE 700
#include "app/app.h"
#include "harness.h"
#include "app/i18n.h"
#include "draw/camera.h"
#include "modules/gui_module.h"
#include "modules/inns/inns.h"
#include "modules/inns/inns_text.h"

#include <SDL_image.h>
#include <stdio.h>
#include <string.h>

static gui_app *app_with(int lang, const char *moves)
{
    char text[1024];
    snprintf(text, sizeof text, "citadela-save 2\nmode classic\noption inns 1\noption big_follower 1\nseed 1\n"
             "player human 0 Anna\nplayer human 1 Bedřich\ntiles D IC-02 W W U U V V B B\n%send\n", moves);
    return harness_open_save(lang, "inns", text);
}

/* Anna put a follower on IC-02's inn road: she is asked whether it is her big follower; the
   answer is a move, the follower stands on a gold disc, the history says so. */
static void test_big_yes(void)
{
    gui_app *a = app_with(GUI_LANG_EN, "move place IC-02 1,0 r0 f0\n");
    if (!a)
        return;
    const cit_game *e = gui_game_engine(a->game);
    CHECK(cit_game_pending(e).decision == CIT_DECIDE_BIG);
    SDL_Rect rc, cell = gui_camera_cell_rect(&a->cam, 1, 0);
    CHECK(gui_ui_find(&a->ui, inns_tr(INNS_MV_BIG_NO), &rc));
    CHECK(pixels_of(a, cell, 0xf0c840) == 0); /* no disc yet */
    int len = session_len(a);
    CHECK(click_label(a, inns_tr(INNS_MV_BIG_YES)));
    frames(a, 4);
    e = gui_game_engine(a->game);
    CHECK(session_len(a) == len + 1);
    const cit_move *m = cit_session_move(a->game->sess, len);
    CHECK(m && m->type == CIT_MOVE_BIG && m->arg0 == 1);
    cit_feature_part at;
    CHECK(cit_game_big_follower(e, 0, &at) && at.x == 1 && at.y == 0 && at.spot == 0);
    CHECK(cit_game_pending(e).decision == CIT_DECIDE_PLACE_TILE && cit_game_pending(e).player == 1);
    CHECK(pixels_of(a, cell, 0xf0c840) > 20); /* the gold disc under the figure */
    CHECK(a->game->nlog > 0 && strstr(a->game->log[a->game->nlog - 1], "the big follower") != NULL);
    harness_shot(a, "inns-big");
    gui_app_free(a);
}

/* "A normal follower": nothing on the board changes colour, the big one stays in supply. */
static void test_big_no(void)
{
    gui_app *a = app_with(GUI_LANG_CS, "move place IC-02 1,0 r0 f0\n");
    if (!a)
        return;
    CHECK(click_label(a, "Obyčejná figurka"));
    frames(a, 4);
    const cit_game *e = gui_game_engine(a->game);
    CHECK(cit_game_big_follower_in_supply(e, 0) && !cit_game_big_follower(e, 0, NULL));
    CHECK(cit_game_supply(e, 0) == 7);
    CHECK(pixels_of(a, gui_camera_cell_rect(&a->cam, 1, 0), 0xf0c840) == 0);
    gui_app_free(a);
}

/* Its words in the choice list, in both languages. */
static void test_words(void)
{
    const gui_module *mod = gui_module_find(CIT_MODULE_INNS);
    CHECK(mod && mod->move_words);
    if (!mod || !mod->move_words)
        return;
    cit_move m = {0};
    m.type = CIT_MOVE_BIG;
    m.arg0 = 1;
    char buf[96];
    gui_i18n_set(GUI_LANG_CS);
    CHECK(mod->move_words(NULL, &m, buf, sizeof buf) && !strcmp(buf, "Je to moje velká figurka"));
    gui_i18n_set(GUI_LANG_EN);
    m.arg0 = 0;
    CHECK(mod->move_words(NULL, &m, buf, sizeof buf) && !strcmp(buf, "A normal follower"));
    m.type = CIT_MOVE_PLACE;
    CHECK(!mod->move_words(NULL, &m, buf, sizeof buf));
}

int main(int argc, char **argv)
{
    harness_read_args(argc, argv);
    if (harness_start("inns-test", "inns-gui") != 0)
        return 1;
    test_big_yes();
    test_big_no();
    test_words();
    printf("inns-gui: %d passed, %d failed\n", passed, failed);
    IMG_Quit();
    SDL_Quit();
    harness_finish();
    fflush(stdout);
    return failed ? 1 : 0;
}
