/* Headless GUI tests of the special pieces dragged from the supply box (gui_module.nspecial):
   the big follower of Inns & Cathedrals dropped on a spot plays the placement and then its
   "yes" to the big-follower question, a normal follower its "no", without the question's
   dialog; picked up or undone it leaves the spot empty; a window that joined a table over
   the network sends the answer once the host has confirmed the placement. */
#define _XOPEN_SOURCE 700
#include "app/app.h"
#include "app/net_seam.h"
#include "harness.h"
#include "host.h"
#include "scenes/game/board_view.h"
#include "scenes/game/game_state.h"
#include "modules/gui_module.h"
#include "modules/inns/inns.h"

#include <SDL_image.h>
#include <stdio.h>
#include <string.h>

/* A game from a save of these options and moves, hidden window, English. */
static gui_app *app_from_specials(const char *options, const char *tiles, const char *moves)
{
    return harness_open_game(GUI_LANG_EN, "specials", options, tiles, moves);
}

static const char *INNS_OPTS = "option inns 1\noption big_follower 1\n";
static const char *INNS_TILES = "D IC-02 W W U U V V B B";

/* The big follower dragged onto IC-02's inn road: the placement with the follower, then "big
   yes" played at once; the big follower stands there and no dialog asked. */
static void test_big_drag(void)
{
    gui_app *a = app_from_specials(INNS_OPTS, INNS_TILES, "");
    if (!a)
        return;
    int sx, sy, bx, by;
    CHECK(!harness_special_at(a, CIT_MODULE_INNS, 0, &sx, &sy)); /* nothing to drag before the tile lies */
    CHECK(gui_game_put(a->game, 1, 0, 0));
    frames(a, 2);
    CHECK(harness_special_at(a, CIT_MODULE_INNS, 0, &sx, &sy));
    harness_spot_px(a, 0, &bx, &by);
    drag(a, sx, sy, bx, by);
    CHECK(a->game->spot == 0 && a->game->special_mod == CIT_MODULE_INNS);
    CHECK(!harness_special_at(a, CIT_MODULE_INNS, 0, &sx, &sy)); /* it stands on the tile now */
    harness_shot(a, "specials-big-placed");
    int len = session_len(a);
    key(a, SDLK_RETURN, 0);
    frames(a, 4);
    CHECK(session_len(a) == len + 2);
    const cit_move *m0 = cit_session_move(a->game->sess, len), *m1 = cit_session_move(a->game->sess, len + 1);
    CHECK(m0 && m0->type == CIT_MOVE_PLACE && m0->spot == 0);
    CHECK(m1 && m1->type == CIT_MOVE_BIG && m1->arg0 == 1);
    const cit_game *e = gui_game_engine(a->game);
    cit_feature_part at;
    CHECK(cit_game_big_follower(e, 0, &at) && at.x == 1 && at.y == 0 && at.spot == 0);
    CHECK(cit_game_pending(e).decision == CIT_DECIDE_PLACE_TILE && cit_game_pending(e).player == 1);
    CHECK(a->game->nlog > 0 && strstr(a->game->log[a->game->nlog - 1], "the big follower") != NULL);
    harness_shot(a, "specials-big");
    gui_app_free(a);
}

/* A normal follower from the supply: the placement and "big no", the big one stays home. */
static void test_normal_drag(void)
{
    gui_app *a = app_from_specials(INNS_OPTS, INNS_TILES, "");
    if (!a)
        return;
    CHECK(gui_game_put(a->game, 1, 0, 0));
    frames(a, 2);
    CHECK(gui_drawn(a)->supply_rc.w > 0);
    int bx, by;
    harness_spot_px(a, 0, &bx, &by);
    drag(a, gui_drawn(a)->supply_rc.x + gui_drawn(a)->supply_rc.w / 2, gui_drawn(a)->supply_rc.y + gui_drawn(a)->supply_rc.h / 3, bx, by);
    CHECK(a->game->spot == 0 && a->game->special_mod == -1);
    int len = session_len(a);
    key(a, SDLK_RETURN, 0);
    frames(a, 4);
    CHECK(session_len(a) == len + 2);
    const cit_move *m1 = cit_session_move(a->game->sess, len + 1);
    CHECK(m1 && m1->type == CIT_MOVE_BIG && m1->arg0 == 0);
    const cit_game *e = gui_game_engine(a->game);
    CHECK(cit_game_big_follower_in_supply(e, 0) && cit_game_supply(e, 0) == 7);
    gui_app_free(a);
}

/* The big follower picked up from the tile and dropped off it goes home; Ctrl+Z takes it back too. */
static void test_big_back(void)
{
    gui_app *a = app_from_specials(INNS_OPTS, INNS_TILES, "");
    if (!a)
        return;
    CHECK(gui_game_put(a->game, 1, 0, 0));
    frames(a, 2);
    int sx, sy, bx, by;
    CHECK(harness_special_at(a, CIT_MODULE_INNS, 0, &sx, &sy));
    harness_spot_px(a, 0, &bx, &by);
    drag(a, sx, sy, bx, by);
    CHECK(a->game->special_mod == CIT_MODULE_INNS);
    drag(a, bx, by, sx, sy); /* back to the panel */
    CHECK(a->game->spot == CIT_SPOT_NONE && a->game->special_mod == -1);
    drag(a, sx, sy, bx, by);
    CHECK(a->game->special_mod == CIT_MODULE_INNS);
    key(a, SDLK_z, KMOD_CTRL);
    frame(a);
    CHECK(a->game->spot == CIT_SPOT_NONE && a->game->special_mod == -1);
    gui_app_free(a);
}

/* The classic box of the tester's game (issue 66): four seats, Inns & Cathedrals with the big
   follower and Traders & Builders with the builder and the pig, at 1280x800. */
static const char *CLASSIC4 =
    "citadela-save 2\nmode classic\noption inns 1\noption big_follower 1\noption traders 1\n"
    "option builder 1\noption pig 1\nseed 1\nplayer human 0 Anna\nplayer human 1 Bed\xC5\x99ich\n"
    "player human 2 Cyril Dlouh\xC3\xA9-Jm\xC3\xA9no\nplayer human 3 Dana Velik\xC3\xA1\ntiles D IC-02 W W U U V V B B\nend\n";

/* With four seats the panel is compact at 1280x800: it keeps the turn hint between the rows
   of buttons, the big follower is lit in the supply box once the tile lies, and every piece
   there has a tooltip; the box and the player row count the normal followers alike. */
static void test_compact_signposts(int lang)
{
    gui_app *a = harness_open_save(lang, "classic4", CLASSIC4);
    if (!a)
        return;
    gui_ui *ui = &a->ui;
    SDL_Rect rot, end;
    CHECK(gui_game_put(a->game, 1, 0, 0));
    frames(a, 3);
    CHECK(nth_button(a, gui_tr(MSG_ROTATE), 0, &rot) && nth_button(a, gui_tr(MSG_END_TURN), 0, &end));
    CHECK(rot.h == gui_px(ui, 34)); /* the compact panel's rows */
    /* the hint's line (at least one line of text) lies between the two rows of buttons */
    CHECK(end.y - (rot.y + rot.h) >= gui_px(ui, 14) + gui_font_px(ui, 13));
    int sx, sy;
    CHECK(harness_special_at(a, CIT_MODULE_INNS, 0, &sx, &sy));
    SDL_Rect around = {sx - gui_px(ui, 30), sy - gui_px(ui, 30), gui_px(ui, 60), gui_px(ui, 60)};
    CHECK(pixels_of(a, around, 0xffe9a0) > 20); /* lit */
    gui_drawn(a)->tip_rc = (SDL_Rect){0, 0, 0, 0};
    push_motion(sx, sy);
    frames(a, 2);
    CHECK(gui_drawn(a)->tip_rc.w > gui_px(ui, 200)); /* the big follower says what it is */
    harness_shot(a, lang == GUI_LANG_CS ? "specials-compact-cs" : "specials-compact");
    gui_drawn(a)->tip_rc = (SDL_Rect){0, 0, 0, 0};
    push_motion(gui_drawn(a)->supply_rc.x + gui_drawn(a)->supply_rc.w / 2, gui_drawn(a)->supply_rc.y + gui_drawn(a)->supply_rc.h / 2);
    frames(a, 2);
    CHECK(gui_drawn(a)->tip_rc.w > gui_px(ui, 200)); /* and so does the follower */
    /* One count: seven normal followers beside the big one, six once one stands on the tile. */
    CHECK(gui_game_supply_left(a->game, 0) == 7 && gui_game_supply_left(a->game, 1) == 7);
    CHECK(gui_game_set_spot(a->game, 0));
    frame(a);
    CHECK(gui_game_supply_left(a->game, 0) == 6);
    gui_app_free(a);
}

/* The window joins a library hub's table as seat 0 (big follower on); its follower placed
   and End turn: the table gets the placement and then "big no", and seat 1 is to play. */
static void test_net_answer(void)
{
    const char *why = NULL;
    net_hub *h = harness_hub(0);
    if (!h)
        return;
    cit_setup su = two_players(77);
    cit_option_set(&su.opt, CIT_OPT_INNS, 1);
    cit_option_set(&su.opt, CIT_OPT_BIG_FOLLOWER, 1);
    uint8_t kinds[CIT_MAX_PLAYERS] = {NET_SEAT_OPEN, NET_SEAT_LOCAL};
    net_table *t = net_hub_open(h, &su, kinds, &why);
    gui_app *a = harness_app(1280, 800, GUI_LANG_EN);
    char err[200];
    CHECK(t && gui_net_join(a, "127.0.0.1", net_hub_port(h), net_table_code(t), "Anna", err, sizeof err) == 0);
    for (int k = 0; k < 400 && t && net_table_seat_state(t, 0) != NET_SEAT_HERE; k++) {
        net_hub_poll(h, 0);
        frame(a);
    }
    CHECK(t && net_table_start(t, &why));
    for (int k = 0; k < 400 && a->scene != GUI_SCENE_GAME; k++) {
        net_hub_poll(h, 0);
        frame(a);
    }
    CHECK(a->scene == GUI_SCENE_GAME && a->game && gui_app_seat_here(a, 0));
    if (a->scene != GUI_SCENE_GAME || !a->game) {
        net_hub_free(h);
        gui_app_free(a);
        return;
    }
    gui_game *g = a->game;
    CHECK(g->nplace > 0 && gui_game_put(g, g->place[0].x, g->place[0].y, gui_game_rot_from(g, g->place[0].x, g->place[0].y, 0)));
    CHECK(g->nspots > 0 && gui_game_set_spot(g, g->spots[0]));
    key(a, SDLK_RETURN, 0);
    for (int k = 0; k < 600 && cit_session_length(net_table_session(t)) < 2; k++) {
        net_hub_poll(h, 0);
        frame(a);
    }
    const cit_session *ts = net_table_session(t);
    CHECK(cit_session_length(ts) == 2);
    const cit_move *m1 = cit_session_length(ts) >= 2 ? cit_session_move(ts, 1) : NULL;
    CHECK(m1 && m1->type == CIT_MOVE_BIG && m1->arg0 == 0);
    CHECK(cit_game_pending(net_table_game(t)).player == 1);
    net_hub_shutdown(h);
    net_hub_free(h);
    gui_app_free(a);
}

/* Every special piece of the whole Big Box (big follower, builder, pig, mayor, wagon, barn,
   abbey) in the compact panel of a 1024x600 window: each drawn at least 14 px high, inside the
   supply box and apart from the others (they were seven ~8 px icons in one row). */
static void test_big_box_pieces(int lang)
{
    static const char save[] =
        "citadela-save 2\nmode classic\noption inns 1\noption big_follower 1\noption traders 1\n"
        "option builder 1\noption pig 1\noption abbey 1\noption mayor 1\noption wagon 1\noption barn 1\n"
        "option dragon 1\noption tower 1\nseed 1\nplayer human 0 Anna\nplayer human 1 Bedřich\n"
        "tiles D U B U B W B W B U\nend\n";
    char path[600];
    snprintf(path, sizeof path, "%s/bigbox-pieces.sav", tmpdir);
    FILE *f = fopen(path, "w");
    CHECK(f && fputs(save, f) >= 0);
    if (f)
        fclose(f);
    gui_app *a = harness_app(1024, 600, lang);
    if (!a || gui_app_load_game(a, path) != 0 || !a->game) {
        CHECK(0);
        gui_app_free(a);
        return;
    }
    frames(a, 4);
    CHECK(gui_drawn(a)->nspecial_drawn == 7);
    for (int i = 0; i < gui_drawn(a)->nspecial_drawn; i++) {
        SDL_Rect r = gui_drawn(a)->special_drawn[i];
        CHECK(r.h >= 14);
        CHECK(r.x >= a->w - 320 && r.x + r.w <= a->w); /* in the side panel */
        for (int j = 0; j < i; j++)
            CHECK(!SDL_HasIntersection(&r, &gui_drawn(a)->special_drawn[j]));
    }
    harness_shot(a, lang == GUI_LANG_CS ? "specials-bigbox-1024-cs" : "specials-bigbox-1024");
    gui_app_free(a);
}

int main(int argc, char **argv)
{
    harness_read_args(argc, argv);
    if (harness_start("specials-test", "specials-gui") != 0)
        return 1;
    test_big_drag();
    test_normal_drag();
    test_big_back();
    test_compact_signposts(GUI_LANG_EN);
    test_compact_signposts(GUI_LANG_CS);
    test_net_answer();
    test_big_box_pieces(GUI_LANG_EN);
    test_big_box_pieces(GUI_LANG_CS);
    printf("specials-gui: %d passed, %d failed\n", passed, failed);
    IMG_Quit();
    SDL_Quit();
    harness_finish();
    fflush(stdout);
    return failed ? 1 : 0;
}
