/* Headless GUI tests of the River: placing a river tile by dragging it (only the river's
   open end is lit, the U-turn's rotation is not offered), the river tiles left in the panel,
   the removal in the history in Czech. Positions come from small saves (exact boards). */
#define _XOPEN_SOURCE 700
#include "app/app.h"
#include "harness.h"
#include "app/i18n.h"
#include "modules/river/river_text.h"
#include "modules/river/river.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The header of every save here: the River on, Anna (red) and Bedřich (blue). */
static gui_app *app_with(int lang, const char *name, const char *tiles, const char *moves)
{
    char text[1024];
    snprintf(text, sizeof text, "citadela-save 2\nmode classic\noption river 1\nseed 1\nplayer human 0 Anna\n"
             "player human 1 Bedřich\ntiles %s\n%send\n", tiles, moves);
    return harness_open_save(lang, name, text);
}

/* Drags the tile in hand onto cell x,y. */
static void drop_at(gui_app *a, int x, int y)
{
    int sx, sy;
    cell_centre(a, x, y, &sx, &sy);
    drag(a, gui_drawn(a)->hand_rc.x + gui_drawn(a)->hand_rc.w / 2, gui_drawn(a)->hand_rc.y + gui_drawn(a)->hand_rc.h / 2, sx, sy);
}

/* Anna drags R-09 onto the river's open end east of the spring; Bedřich's R-09 below it may
   only turn left (a right turn after her right turn would be a U-turn). */
static void test_place(void)
{
    gui_app *a = app_with(GUI_LANG_EN, "place", "R-01 R-09 R-09 R-06 R-10 D E", "");
    if (!a)
        return;
    gui_game *g = a->game;
    const cit_game *e = gui_game_engine(g);
    CHECK(cit_game_pending(e).decision == CIT_DECIDE_PLACE_TILE);
    CHECK(strcmp(cit_game_tileset(e)->tiles[cit_game_pending(e).tile].id, "R-09") == 0);
    /* only the open end is lit: south of the spring the edges would match, the river not */
    CHECK(gui_game_rotmask(g, 1, 0) == 3);
    CHECK(gui_game_rotmask(g, 0, 1) == 0);
    CHECK(river_tr(RIVER_HINT)[0] != '?');
    drop_at(a, 0, 1);
    CHECK(!g->has_tile && session_len(a) == 0);
    drop_at(a, 1, 0);
    CHECK(g->has_tile && g->tx == 1 && g->ty == 0 && (3 >> g->trot & 1));
    /* turned 0 it takes the river south (a right turn) */
    while (g->trot != 0)
        key(a, SDLK_r, 0);
    CHECK(click_button(a, MSG_END_TURN));
    frames(a, 2);
    e = gui_game_engine(g);
    CHECK(session_len(a) == 1);
    int tile = -1, rot = -1;
    CHECK(cit_game_tile_at(e, 1, 0, &tile, &rot) == 1 && rot == 0);
    cit_river_info ri;
    CHECK(cit_game_river(e, &ri) && ri.open && ri.x == 1 && ri.y == 1 && ri.last_turn == 1);
    /* Bedřich: below it only the left turn (turned 2) */
    gui_view(a)->glide = 0;
    frames(a, 2);
    CHECK(gui_game_rotmask(g, 1, 1) == 4);
    drop_at(a, 1, 1);
    CHECK(g->has_tile && g->tx == 1 && g->ty == 1 && g->trot == 2);
    CHECK(click_button(a, MSG_END_TURN));
    frames(a, 2);
    CHECK(session_len(a) == 2);
    CHECK(cit_game_tile_at(gui_game_engine(g), 1, 1, &tile, &rot) == 1 && rot == 2);
    /* the panel counts what is left of the river: R-06 in hand, the lake to come */
    frames(a, 2);
    CHECK(cit_game_river(gui_game_engine(g), &ri) && ri.phase && ri.left == 1);
    gui_app_free(a);
}

/* In Czech: the lake that cannot end the river is removed, and the history says so
   (river-lake-removed.scn's board). */
static void test_lake_removed(void)
{
    gui_app *a = app_with(GUI_LANG_CS, "lake", "R-01 R-07 R-05 R-09 R-06 R-09 R-04 R-08 R-10 D E",
                          "move place R-07 1,0 r2\nmove place R-05 1,-1 r0\nmove place R-09 1,-2 r3\n"
                          "move place R-06 2,-2 r0\nmove place R-09 3,-2 r0\nmove place R-04 3,-1 r1\n"
                          "move place R-08 3,0 r1\n");
    if (!a)
        return;
    const cit_game *e = gui_game_engine(a->game);
    cit_river_info ri;
    CHECK(cit_game_river(e, &ri) && ri.closed && !ri.phase && ri.x == 2 && ri.y == 0);
    int found = 0;
    for (int i = 0; i < a->game->nlog; i++)
        found |= strstr(a->game->log[i], "Jezero nejde přiložit") != NULL;
    CHECK(found);
    /* the closed cell is never lit */
    CHECK(gui_game_rotmask(a->game, 2, 0) == 0);
    gui_app_free(a);
}

int main(void)
{
    if (harness_start("river-test", "river-gui") != 0)
        return 1;
    test_place();
    test_lake_removed();
    printf("river-gui: %d passed, %d failed\n", passed, failed);
    harness_finish();
    return failed ? 1 : 0;
}
