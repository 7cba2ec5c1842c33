/*
 * A new figure in the window with no line outside its folder and the two registries: the scout
 * (tests/modules/scout, its GUI part gui_scout.c) in the supply box, dragged onto the road of
 * the tile just put, and End turn plays the placement without a follower and "scout f0" through
 * the core's figure question (scenes/game/figure_ask.h); with nothing dragged End turn answers
 * "scout none" and the scout stays home.
 */
#include "harness.h"
#include "gui_scout.h"
#include "mod_scout.h"
#include "scenes/game/game_state.h"

#include <string.h>

/* U, a straight road, east of the start tile continues its road: a part the scout may take. */
static gui_app *scout_game(void)
{
    gui_app *a = harness_open_game(GUI_LANG_EN, "scout", "option scout 1\n", "D U U U", "");
    if (a)
        CHECK(gui_game_put(a->game, 1, 0, 0));
    return a;
}

static void test_scout_dragged(void)
{
    gui_app *a = scout_game();
    if (!a)
        return;
    frames(a, 2);
    int8_t sp[CIT_MAX_TILE_FEATURES];
    int n = gui_game_special_spots(a->game, SCOUT_MODULE_ID, 0, sp, CIT_MAX_TILE_FEATURES);
    CHECK(n == 1 && sp[0] == 0); /* the road; the fields are not the scout's */
    if (n == 1) {
        const cit_move *m = harness_drag_special(a, SCOUT_MODULE_ID, sp[0], "drag your scout");
        CHECK(m && m->type == CIT_MOVE_SCOUT && m->arg0 == 1 && m->spot == sp[0]);
        CHECK(!scout_in_supply(gui_game_engine(a->game), 0));
    }
    gui_app_free(a);
}

static void test_scout_not_dragged(void)
{
    gui_app *a = scout_game();
    if (!a)
        return;
    frames(a, 2);
    int len = session_len(a);
    key(a, SDLK_RETURN, 0);
    frames(a, 4);
    CHECK(session_len(a) == len + 2);
    const cit_move *m = session_len(a) == len + 2 ? cit_session_move(a->game->sess, len + 1) : NULL;
    CHECK(m && m->type == CIT_MOVE_SCOUT && m->arg0 == 0);
    CHECK(scout_in_supply(gui_game_engine(a->game), 0));
    gui_app_free(a);
}

int main(void)
{
    if (harness_start("scout-gui", "scout-gui") != 0)
        return 1;
    test_scout_dragged();
    test_scout_not_dragged();
    harness_finish();
    SDL_Quit();
    printf("scout-gui: %d passed, %d failed\n", passed, failed);
    return failed != 0;
}
