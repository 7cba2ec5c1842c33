/* Headless GUI tests of Abbey & Mayor: the new-game screen offers its three switches; the
   abbey dragged from the supply box onto a hole answers "abbey yes" and lies there as the tile
   in hand (dropped elsewhere it does nothing); the mayor dragged onto the city of the tile just
   placed makes the engine's "mayor f0" and is drawn as a mayor; the wagon's move is answered
   by a click on a lit place or by "Send it home". */
#define _XOPEN_SOURCE 700
#include "app/app.h"
#include "abbey_setup.h"
#include "harness.h"
#include "draw/text.h"
#include "draw/camera.h"
#include "app/sound.h"
#include "scenes/game/board_view.h"
#include "scenes/game/game_panels.h"
#include "app/hint.h"
#include "modules/gui_module.h"
#include "modules/abbey/abbey.h"
#include "modules/abbey/abbey_view.h"
#include "modules/inns/inns.h"

#include <SDL_image.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The last history lines contain `what`. */
static int logged(gui_app *a, const char *what)
{
    for (int i = a->game->nlog - 1; i >= 0 && i >= a->game->nlog - 8; i--)
        if (strstr(a->game->log[i], what))
            return 1;
    return 0;
}

/* The new-game screen offers Abbeys with the mayor and the wagon under it; a click on each
   switches it on. */
static void test_options_shown(void)
{
    CHECK(gui_option_shown(CIT_OPT_ABBEY) && gui_option_shown(CIT_OPT_MAYOR) && gui_option_shown(CIT_OPT_WAGON));
    CHECK(gui_option_companion_of(CIT_OPT_MAYOR) == CIT_OPT_ABBEY);
    gui_app *a = abbey_newgame_ticked();
    if (!a)
        return;
    /* ticked with it; each may then be switched off alone */
    CHECK(a->setup.opt.v[CIT_OPT_ABBEY] == 1 && a->setup.opt.v[CIT_OPT_MAYOR] == 1 && a->setup.opt.v[CIT_OPT_WAGON] == 1);
    harness_shot(a, "abbey-newgame");
    CHECK(click_label(a, "Wagon"));
    frames(a, 2);
    CHECK(a->setup.opt.v[CIT_OPT_WAGON] == 0 && a->setup.opt.v[CIT_OPT_MAYOR] == 1);
    gui_app_free(a);
}

/* As tests/scenarios/abbey-closes-cities-and-cloister.scn: the hole 0,-1 is open and
   Bedřich is asked whether he takes his abbey. */
static gui_app *hole_game(const char *name)
{
    return harness_open_game(GUI_LANG_EN, name, "option abbey 1\n", "D U U B E B E U B E V V K",
                             "move place U -1,0 r0\nmove place U 1,0 r0\nmove place B -1,-1 r0 f0\n"
                             "move place E 1,-1 r3 f0\nmove place B -1,-2 r0\nmove place E 0,-2 r2\n"
                             "move abbey no\nmove place U -2,0 r0\nmove abbey no\nmove place B -2,-1 r0\n"
                             "move abbey no\nmove place E -2,-2 r0\n");
}

/* The abbey's middle in the supply box as drawn last frame; 0 if it is not shown. */
static int abbey_at(gui_app *a, int *x, int *y)
{
    const abbey_gui *st = abbey_gui_of(a->game);
    *x = st->abbey_rc.x + st->abbey_rc.w / 2;
    *y = st->abbey_rc.y + st->abbey_rc.h / 2;
    return st->abbey_rc.w > 0;
}

/* Dragged onto the hole, the abbey makes "abbey yes" and lies in the hole as the tile in hand;
   End turn places it there with nothing else asked, closing the cities round it. */
static void test_abbey_into_hole(void)
{
    gui_app *a = hole_game("abbey-hole");
    if (!a)
        return;
    const cit_game *e = gui_game_engine(a->game);
    CHECK(cit_game_pending(e).decision == CIT_DECIDE_ABBEY && cit_game_pending(e).player == 1);
    frames(a, 3);
    int sx, sy, hx, hy, len = session_len(a);
    CHECK(abbey_at(a, &sx, &sy));
    cell_centre(a, 0, -1, &hx, &hy);
    /* mid-drag: the hole lit, the abbey under the pointer (the shot) */
    push_button(sx, sy, 1, 1);
    frames(a, 2);
    push_motion(hx, hy);
    frames(a, 3);
    CHECK(gui_view(a)->drag.kind == GUI_DRAG_MODULE && gui_view(a)->drag.module == CIT_MODULE_ABBEY);
    harness_shot(a, "abbey-dragged-into-hole");
    push_button(hx, hy, 1, 0);
    frames(a, 4);
    CHECK(session_len(a) == len + 1);
    const cit_move *m = cit_session_move(a->game->sess, len);
    CHECK(m && m->type == CIT_MOVE_ABBEY && m->arg0 == 1);
    e = gui_game_engine(a->game);
    CHECK(cit_game_pending(e).decision == CIT_DECIDE_PLACE_TILE && cit_tile_is_abbey(e, cit_game_pending(e).tile));
    CHECK(a->game->has_tile && a->game->tx == 0 && a->game->ty == -1 && a->game->trot == 0);
    CHECK(logged(a, "Bedřich takes the abbey instead of a tile"));
    key(a, SDLK_RETURN, 0);
    frames(a, 4);
    e = gui_game_engine(a->game);
    cit_placed_tile pc[2];
    CHECK(cit_game_parts_at(e, 0, -1, pc) == 1 && cit_tile_is_abbey(e, pc[0].tile));
    CHECK(!cit_game_abbey_held(e, 1) && cit_game_score(e, 1) == 2);
    gui_app_free(a);
}

/* Dropped on a cell that is no hole (an empty cell beside the board), the abbey goes back to
   the supply box: no move is made and the question stays. */
static void test_abbey_not_on_hole(void)
{
    gui_app *a = hole_game("abbey-no-hole");
    if (!a)
        return;
    frames(a, 3);
    int sx, sy, hx, hy, len = session_len(a);
    CHECK(abbey_at(a, &sx, &sy));
    cell_centre(a, 2, 0, &hx, &hy);
    drag(a, sx, sy, hx, hy);
    frames(a, 4);
    CHECK(session_len(a) == len);
    CHECK(cit_game_pending(gui_game_engine(a->game)).decision == CIT_DECIDE_ABBEY);
    CHECK(cit_game_abbey_held(gui_game_engine(a->game), 1));
    /* Draw answers "abbey no": the tile comes into the hand */
    CHECK(click_label(a, "Draw a tile"));
    frames(a, 4);
    CHECK(session_len(a) == len + 1 && cit_game_pending(gui_game_engine(a->game)).decision == CIT_DECIDE_PLACE_TILE);
    gui_app_free(a);
}

/* As tests/scenarios/abbey-mayor-beats-knight.scn: Anna lays F at 2,-1 and drags her mayor onto
   its city; End turn plays the placement without a follower, then "mayor f0". The mayor stands
   there, drawn as a mayor, not a follower; the history and the hover say so. */
static void test_mayor_drag(void)
{
    gui_app *a = harness_open_game(GUI_LANG_EN, "abbey-mayor", "option mayor 1\n", "D U M U U F U G E U U",
                                   "move place U 1,0 r0\nmove place M 0,-1 r2 f0\nmove place U 2,0 r0\n"
                                   "move place U -1,0 r0\n");
    if (!a)
        return;
    int sx, sy, bx, by;
    frames(a, 2);
    CHECK(!harness_special_at(a, CIT_MODULE_ABBEY, ABBEY_MAYOR, &sx, &sy)); /* not lit before a tile lies */
    /* a hint of this very turn ghosts the mayor with the tile */
    cit_move place = {.type = CIT_MOVE_PLACE, .tile = cit_game_pending(gui_game_engine(a->game)).tile, .x = 2, .y = -1,
                      .rot = 0, .spot = CIT_SPOT_NONE};
    cit_move mayor = {.type = CIT_MOVE_MAYOR, .arg0 = 1, .spot = 0};
    harness_show_hint(a, &place, &mayor);
    frames(a, 2);
    CHECK(gui_drawn(a)->hint_piece_shown);
    char line[300];
    CHECK(gui_panel_hint_line(GUI_SCENE_CTX(a), line, sizeof line));
    CHECK(strstr(line, "Then drag your mayor onto its ghost before End turn.") != NULL);
    harness_shot(a, "abbey-hint-mayor");
    gui_hint_cancel(a);
    frames(a, 2);
    CHECK(gui_game_put(a->game, 2, -1, 0));
    frames(a, 2);
    CHECK(harness_special_at(a, CIT_MODULE_ABBEY, ABBEY_MAYOR, &sx, &sy));
    harness_spot_px(a, 0, &bx, &by);
    drag(a, sx, sy, bx, by);
    CHECK(a->game->spot == 0 && a->game->special_mod == CIT_MODULE_ABBEY && a->game->special_kind == ABBEY_MAYOR);
    /* before End turn the city's hover counts the mayor (1 pennant: strength 1) for Anna */
    push_motion(bx, by);
    frames(a, 2);
    char tip[300] = "";
    gui_panel_tooltip_line(GUI_SCENE_CTX(a), tip, sizeof tip);
    CHECK(strstr(tip, "Anna") != NULL);
    if (!strstr(tip, "Anna"))
        fprintf(stderr, "the tentative mayor's city says '%s'\n", tip);
    int len = session_len(a), rang = gui_sound_requests(gui_sound_named("mayor")), tapped = gui_sound_requests(GUI_SFX_FOLLOWER);
    key(a, SDLK_RETURN, 0);
    frames(a, 4);
    CHECK(session_len(a) == len + 2);
    /* set down with a sound of its own, not a follower's tap */
    CHECK(gui_sound_requests(gui_sound_named("mayor")) == rang + 1 && gui_sound_requests(GUI_SFX_FOLLOWER) == tapped);
    const cit_move *m0 = cit_session_move(a->game->sess, len), *m1 = cit_session_move(a->game->sess, len + 1);
    CHECK(m0 && m0->type == CIT_MOVE_PLACE && m0->spot == CIT_SPOT_NONE);
    CHECK(m1 && m1->type == CIT_MOVE_MAYOR && m1->arg0 == 1 && m1->spot == 0);
    const cit_game *e = gui_game_engine(a->game);
    cit_feature_part at;
    CHECK(cit_game_mayor(e, 0, &at) && at.x == 2 && at.y == -1 && at.spot == 0);
    CHECK(logged(a, "Anna's mayor goes into the city (1 pennant)"));
    gui_feature_line(e, 2, -1, 0, 0, line, sizeof line);
    CHECK(strstr(line, "Anna's mayor counts 1 pennant") != NULL);
    /* drawn in its own shape: the engine names the mayor's kind, whose declarer draws it on the
       board; the core draws Bedřich's knight on M */
    cit_follower f[16];
    int n = cit_game_followers(e, f, 16), mayors = 0, others = 0;
    for (int i = 0; i < n && i < 16; i++) {
        const gui_figure *fig = f[i].figure ? gui_figure_of(e, f[i].figure) : NULL;
        int own = fig && fig->board_draw && fig->draw && !strcmp(fig->word, "mayor");
        mayors += own && f[i].player == 0;
        others += !own;
    }
    CHECK(mayors == 1 && others == 1);
    harness_shot(a, "abbey-mayor-on-board");
    gui_app_free(a);
}

/* Anna lays E at 2,1 (its city alone, no pennant) and drags her mayor onto that city: before End
   turn the city's hover says the mayor will count nothing (no pennant), not just "nobody". */
static void test_mayor_without_pennant(void)
{
    gui_app *a = harness_open_game(GUI_LANG_EN, "abbey-mayor-none", "option mayor 1\n", "D U M U U E U G E U U",
                                   "move place U 1,0 r0\nmove place M 0,-1 r2 f0\nmove place U 2,0 r0\n"
                                   "move place U -1,0 r0\n");
    if (!a)
        return;
    frames(a, 2);
    CHECK(gui_game_put(a->game, 2, 1, 2));
    frames(a, 2);
    int sx, sy, bx, by, city = -1;
    for (int k = 0; k < a->game->nspots; k++) {
        cit_feature_info f;
        if (cit_game_feature_brief(gui_game_preview(a->game), 2, 1, a->game->spots[k], 0, &f) && f.kind == CIT_FEAT_CITY)
            city = a->game->spots[k];
    }
    CHECK(city >= 0 && harness_special_at(a, CIT_MODULE_ABBEY, ABBEY_MAYOR, &sx, &sy));
    harness_spot_px(a, city, &bx, &by);
    drag(a, sx, sy, bx, by);
    CHECK(a->game->spot == city && a->game->special_mod == CIT_MODULE_ABBEY && a->game->special_kind == ABBEY_MAYOR);
    push_motion(bx, by);
    frames(a, 2);
    char tip[300] = "";
    gui_panel_tooltip_line(GUI_SCENE_CTX(a), tip, sizeof tip);
    CHECK(strstr(tip, "Anna's mayor counts nothing (no pennant)") != NULL);
    if (!strstr(tip, "counts nothing"))
        fprintf(stderr, "the tentative mayor's city without pennants says '%s'\n", tip);
    harness_shot(a, "abbey-mayor-no-pennant");
    /* and once she stands, the hover does not end by naming Anna as the city's holder
       ("… 1 point now · Anna"): her mayor counts for nothing there */
    key(a, SDLK_RETURN, 0);
    frames(a, 4);
    char line[300];
    gui_feature_line(gui_game_engine(a->game), 2, 1, city, 0, line, sizeof line);
    size_t ll = strlen(line);
    CHECK(strstr(line, "Anna's mayor counts nothing (no pennant)") != NULL && ll > 4 && strcmp(line + ll - 4, "Anna") != 0);
    if (ll <= 4 || strcmp(line + ll - 4, "Anna") == 0)
        fprintf(stderr, "the mayor's city without pennants says '%s'\n", line);
    gui_app_free(a);
}

/* A save loaded at the mayor's question (the tile laid, the mayor not yet asked by a drag): the
   list says "The mayor on spot 1" and the tile shows that "1" at the spot. */
static void test_loaded_mayor_question(void)
{
    static gui_text_drawn drawn[512];
    gui_app *a = harness_open_game(GUI_LANG_EN, "abbey-mayor-loaded", "option mayor 1\n", "D U M U U F U G E U U",
                                   "move place U 1,0 r0\nmove place M 0,-1 r2 f0\nmove place U 2,0 r0\n"
                                   "move place U -1,0 r0\nmove place F 2,-1 r0\n");
    if (!a)
        return;
    frames(a, 30);
    gui_view(a)->glide = 0;
    const cit_game *e = gui_game_engine(a->game);
    cit_move ms[16];
    int n = cit_game_legal_moves(e, ms, 16), spot = -1;
    for (int i = 0; i < n && i < 16; i++)
        if (ms[i].type == CIT_MOVE_MAYOR && ms[i].arg0)
            spot = ms[i].spot;
    CHECK(spot >= 0);
    gui_text_log(drawn, 512);
    frame(a);
    char want[8], label[64];
    snprintf(want, sizeof want, "%d", spot + 1);
    snprintf(label, sizeof label, "The mayor on spot %d", spot + 1);
    int listed = 0, marked = 0;
    SDL_Rect cell = gui_camera_cell_rect(&gui_view(a)->cam, a->game->pend.x, a->game->pend.y);
    for (int i = 0; i < gui_text_logged() && i < 512; i++) {
        listed |= strstr(drawn[i].text, label) != NULL;
        int cx = drawn[i].rc.x + drawn[i].rc.w / 2, cy = drawn[i].rc.y + drawn[i].rc.h / 2;
        marked |= !strcmp(drawn[i].text, want) && cx >= cell.x && cx < cell.x + cell.w && cy >= cell.y &&
                  cy < cell.y + cell.h;
    }
    gui_text_log(NULL, 0);
    CHECK(listed && marked);
    if (!listed || !marked)
        fprintf(stderr, "the loaded mayor's question: listed %d, \"%s\" marked on the tile %d\n", listed, want, marked);
    harness_shot(a, "abbey-mayor-loaded");
    gui_app_free(a);
}

/* D answers the question with "abbey no" (the tile is drawn) and does not pan the board. */
static void test_draw_key(void)
{
    gui_app *a = hole_game("abbey-draw-key");
    if (!a)
        return;
    frames(a, 3);
    int len = session_len(a);
    float cx = gui_view(a)->cam.cx, cy = gui_view(a)->cam.cy;
    key(a, SDLK_d, 0);
    frames(a, 4);
    CHECK(session_len(a) == len + 1);
    const cit_move *m = session_len(a) > len ? cit_session_move(a->game->sess, len) : NULL;
    CHECK(m && m->type == CIT_MOVE_ABBEY && m->arg0 == 0);
    CHECK(gui_view(a)->cam.cx == cx && gui_view(a)->cam.cy == cy);
    gui_app_free(a);
}

/* As tests/scenarios/abbey-end-round-in-order.scn: the last tile is laid and Anna, then
   Bedřich are offered the abbey once more. The banner says it is the last chance; Anna passes
   by the panel's button, Bedřich drags his abbey into the hole and the game ends. */
static void test_last_round(void)
{
    gui_app *a = harness_open_save(GUI_LANG_EN, "abbey-last",
                                   "citadela-save 2\nmode classic\noption abbey 1\nseed 1\nplayer human 0 Anna\n"
                                   "player human 1 Bedřich\nplayer human 2 Cyril\ntiles D U U B E B E\n"
                                   "move place U -1,0 r0\nmove place U 1,0 r0\nmove place B -1,-1 r0\n"
                                   "move place E 1,-1 r3 f0\nmove place B 1,-2 r0 f0\nmove place E 0,-2 r2 f0\nend\n");
    if (!a)
        return;
    char turn[128];
    gui_turn_words(GUI_SCENE_CTX(a), turn, sizeof turn);
    CHECK(!strcmp(turn, "Anna's last chance for the abbey"));
    frames(a, 2);
    harness_shot(a, "abbey-last-round");
    int len = session_len(a);
    CHECK(click_label(a, "Pass"));
    frames(a, 4);
    CHECK(session_len(a) == len + 1 && logged(a, "Anna keeps the abbey"));
    CHECK(cit_game_pending(gui_game_engine(a->game)).player == 1);
    frames(a, 3);
    int sx, sy, hx, hy;
    CHECK(abbey_at(a, &sx, &sy));
    cell_centre(a, 0, -1, &hx, &hy);
    drag(a, sx, sy, hx, hy);
    frames(a, 4);
    CHECK(logged(a, "Bedřich plays the abbey in the last round"));
    key(a, SDLK_RETURN, 0);
    frames(a, 6);
    CHECK(cit_game_over(gui_game_engine(a->game)));
    gui_app_free(a);
}

/* The rules screen's block with its picture (a picture to look at: the hole, the abbey, the
   mayor and the wagon), and the lesson's two screens in Czech. */
static void test_rules_and_lesson(void)
{
    const gui_module *m = gui_module_find(CIT_MODULE_ABBEY);
    CHECK(m && m->rules_diagram && m->lesson && m->lesson(1) && m->lesson(3) == NULL); /* the third is the barn's */
    gui_app *a = abbey_rules_page_cs(m);
    if (!a)
        return;
    harness_shot(a, "abbey-rules-cs");
    gui_app_free(a);
}

/* The same city with the mayor, the wagon and the abbey in the game: the supply box shows all
   three beside the followers; the wagon dragged onto the city makes "mayor none" (asked first)
   then "wagon f0", its spots read past the mayor's question. */
static void test_wagon_drag_past_mayor(void)
{
    gui_app *a = harness_open_game(GUI_LANG_EN, "abbey-all", "option abbey 1\noption mayor 1\noption wagon 1\n",
                                   "D U M U U F U G E U U",
                                   "move place U 1,0 r0\nmove wagon none\nmove place M 0,-1 r2 f0\n"
                                   "move place U 2,0 r0\nmove wagon none\nmove place U -1,0 r0\nmove wagon none\n");
    if (!a)
        return;
    int sx, sy;
    CHECK(cit_game_pending(gui_game_engine(a->game)).decision == CIT_DECIDE_PLACE_TILE);
    CHECK(gui_game_put(a->game, 2, -1, 0));
    frames(a, 2);
    CHECK(harness_special_at(a, CIT_MODULE_ABBEY, ABBEY_MAYOR, &sx, &sy));
    harness_shot(a, "abbey-supply-all");
    int rolled = gui_sound_requests(gui_sound_named("wagon")), rang = gui_sound_requests(gui_sound_named("mayor"));
    int len = abbey_figure_to_spot0_end_turn(a, ABBEY_WAGON);
    CHECK(session_len(a) == len + 3);
    /* the wagon sounds as itself; the mayor left home is silent */
    CHECK(gui_sound_requests(gui_sound_named("wagon")) == rolled + 1 && gui_sound_requests(gui_sound_named("mayor")) == rang);
    const cit_move *m1 = cit_session_move(a->game->sess, len + 1), *m2 = cit_session_move(a->game->sess, len + 2);
    CHECK(m1 && m1->type == CIT_MOVE_MAYOR && m1->arg0 == 0);
    CHECK(m2 && m2->type == CIT_MOVE_WAGON && m2->arg0 == 1 && m2->spot == 0);
    cit_feature_part at;
    CHECK(cit_game_wagon(gui_game_engine(a->game), 0, &at) && at.x == 2 && at.y == -1);
    CHECK(logged(a, "Anna's wagon goes on the city"));
    gui_app_free(a);
}

/* As tests/scenarios/abbey-wagon-moves-along-link.scn: Anna's wagon's road scored; she is asked
   where it rolls. */
static gui_app *wagon_game(const char *name)
{
    return harness_open_game(GUI_LANG_EN, name, "option wagon 1\n", "D U U W W U U U U",
                             "move place U 1,0 r0\nmove wagon f0\nmove place U 0,1 r0\nmove wagon none\n"
                             "move place W 2,0 r0\nmove place W -1,0 r0\nmove wagon none\n");
}

/* A click on the lit east road of W at 2,0 rolls the wagon there (the engine's "wagon-move
   2,0 f0"); the history says where it went. */
static void test_wagon_move_click(void)
{
    gui_app *a = wagon_game("abbey-wagon-move");
    if (!a)
        return;
    const cit_game *e = gui_game_engine(a->game);
    CHECK(cit_game_pending(e).decision == CIT_DECIDE_WAGON_MOVE && cit_game_pending(e).player == 0);
    frames(a, 40); /* the camera's glide under the panel */
    cit_move ms[16];
    int n = cit_game_legal_moves(e, ms, 16), target = -1;
    for (int i = 0; i < n && i < 16; i++)
        if (ms[i].arg0 && ms[i].x == 2 && ms[i].y == 0 && ms[i].spot == 0)
            target = i;
    CHECK(target >= 0);
    if (target < 0) {
        gui_app_free(a);
        return;
    }
    cit_placed_tile pc[2];
    float px = 0, py = 0;
    if (cit_game_parts_at(e, 2, 0, pc) > 0)
        gui_board_anchor_px(GUI_SCENE_CTX(a), pc[0].tile, 0, pc[0].rot, 2, 0, &px, &py);
    push_motion((int)px, (int)py);
    frames(a, 2);
    harness_shot(a, "abbey-wagon-choice");
    int len = session_len(a);
    click(a, (int)px, (int)py);
    frames(a, 4);
    CHECK(session_len(a) == len + 1);
    const cit_move *m = cit_session_move(a->game->sess, len);
    CHECK(m && m->type == CIT_MOVE_WAGON_MOVE && m->arg0 == 1 && m->x == 2 && m->y == 0 && m->spot == 0);
    cit_feature_part at;
    CHECK(cit_game_wagon(gui_game_engine(a->game), 0, &at) && at.x == 2 && at.y == 0);
    CHECK(logged(a, "Anna's wagon rolled on to the road"));
    key(a, SDLK_HOME, 0);
    frames(a, 30);
    harness_shot(a, "abbey-wagon-on-board");
    gui_app_free(a);
}

/* "Send it home" answers "wagon-move none": the wagon is back in Anna's supply. */
static void test_wagon_stays_home(void)
{
    gui_app *a = wagon_game("abbey-wagon-home");
    if (!a)
        return;
    frames(a, 3);
    int len = session_len(a);
    CHECK(click_label(a, "Send it home"));
    frames(a, 4);
    CHECK(session_len(a) == len + 1);
    const cit_move *m = cit_session_move(a->game->sess, len);
    CHECK(m && m->type == CIT_MOVE_WAGON_MOVE && m->arg0 == 0);
    CHECK(cit_game_wagon_in_supply(gui_game_engine(a->game), 0));
    CHECK(logged(a, "Anna's wagon went home"));
    gui_app_free(a);
}

/* Two computers play a whole game with the abbey, the mayor and the wagon in the window to the
   results (bounded in frames and time); the history tells their pieces as they come. */
static void test_computers_play_to_the_end(void)
{
    cit_setup su = two_players(7);
    su.opt.v[CIT_OPT_ABBEY] = su.opt.v[CIT_OPT_MAYOR] = su.opt.v[CIT_OPT_WAGON] = 1;
    static const char *const words[] = {"mayor", "wagon", "abbey"};
    int told[3];
    Uint32 t0 = SDL_GetTicks();
    int rang = gui_sound_requests(gui_sound_named("mayor")), rolled = gui_sound_requests(gui_sound_named("wagon"));
    gui_app *a = harness_computers_play(su, words, 3, told, 200000, 900000);
    if (!a)
        return;
    CHECK(a->game && cit_game_over(gui_game_engine(a->game)));
    CHECK(told[0] + told[1] + told[2] > 0);
    /* a computer's mayor or wagon is heard as one placed by hand */
    CHECK(gui_sound_requests(gui_sound_named("mayor")) + gui_sound_requests(gui_sound_named("wagon")) > rang + rolled);
    printf("abbey-gui: two computers played to the end in %.1f s, history lines: mayor %d, wagon %d, abbey %d\n",
           (double)(SDL_GetTicks() - t0) / 1000.0, told[0], told[1], told[2]);
    gui_app_free(a);
}

/* Pixels of rc that differ from `bg` in what the renderer holds now (no frame drawn over it). */
static int painted(gui_app *a, SDL_Rect rc, Uint32 bg, Uint32 *out)
{
    if (SDL_RenderReadPixels(a->r, &rc, SDL_PIXELFORMAT_ARGB8888, out, rc.w * 4) != 0)
        return -1;
    int n = 0;
    for (int i = 0; i < rc.w * rc.h; i++)
        n += (out[i] & 0xffffff) != bg;
    return n;
}

/* The mayor and the wagon as other modules show them (a tower's prisoner, a Count quarter's
   occupant, the portal's choice): the core's gui_figure_of finds the record Abbey & Mayor
   declares for the engine's kind by its word, for the picture and the names; a normal
   follower (kind 0) or a kind the game lacks has none. No kind of Abbey & Mayor is asked about
   after a follower is put ("is it the big one?"). */
static void test_figure_seam(void)
{
    gui_app *a = harness_open_game(GUI_LANG_EN, "abbey-seam", "option mayor 1\noption wagon 1\n", "D U M U U F U G E U U",
                                   "");
    if (!a)
        return;
    frames(a, 2);
    const cit_game *e = gui_game_engine(a->game);
    enum { W = 80 };
    static Uint32 mayor[W * W], wagon[W * W], none[W * W];
    SDL_Rect rc = {200, 200, W, W};
    Uint32 *out[3] = {none, mayor, wagon};
    int kinds[3] = {0, cit_game_follower_named(e, "mayor"), cit_game_follower_named(e, "wagon")}, n[3];
    CHECK(kinds[1] > 0 && kinds[2] > 0 && kinds[1] != kinds[2]);
    for (int i = 0; i < 3; i++) {
        SDL_SetRenderDrawColor(a->r, 0, 0, 0, 255);
        SDL_RenderFillRect(a->r, &rc);
        int drew = gui_figure_draw(a, e, kinds[i], gui_game_player_colour(a->game, 0), 240.0f, 240.0f, 60.0f, 255);
        CHECK(drew == (i != 0)); /* kind 0: no figure's */
        n[i] = painted(a, rc, 0, out[i]);
    }
    CHECK(n[0] == 0);
    CHECK(n[1] > W * W / 20 && n[2] > W * W / 20);
    CHECK(memcmp(mayor, wagon, sizeof mayor) != 0); /* each its own shape */
    CHECK(!gui_figure_of(e, 0) && !gui_figure_of(e, cit_game_follower_kinds(e) + 1));
    CHECK(!strcmp(gui_figure_name(e, kinds[1], GUI_FIGNAME_TITLE), "Mayor") &&
          !strcmp(gui_figure_name(e, kinds[2], GUI_FIGNAME_YOUR_OBJ), "Your wagon") &&
          !strcmp(gui_figure_name(e, kinds[1], GUI_FIGNAME_THE), "the mayor") &&
          !strcmp(gui_figure_name(e, 0, GUI_FIGNAME_NOUN), "?"));
    CHECK(gui_figure_of(e, kinds[2])->width > gui_figure_of(e, kinds[1])->width); /* the wagon is wider */
    cit_feature_part at;
    CHECK(!gui_figure_asked(e) && gui_figure_decision(e, kinds[1]) == -1 && !gui_figure_in_supply(e, kinds[1], 0) &&
          !gui_figure_on_board(e, kinds[1], 0, &at));
    gui_app_free(a);
}

/* The table's figure records: each word declared once (gui_figure_of takes the first), each with
   a drawing and every name form, and every follower kind of a game with the big follower, the
   mayor and the wagon (in that game's order) has one. */
static void test_figure_records(void)
{
    gui_app *a = harness_open_game(GUI_LANG_EN, "abbey-records", "option mayor 1\noption wagon 1\n", "D U M U U F U G E U U",
                                   "");
    if (!a)
        return;
    int records = 0;
    for (const gui_module *const *m = gui_modules; *m; m++)
        for (int i = 0; i < (*m)->nfigures; i++, records++) {
            const gui_figure *f = &(*m)->figures[i];
            CHECK(f->word && f->draw && f->name);
            for (int form = 0; form < GUI_FIGNAMES && f->name; form++)
                CHECK(f->name(form)[0] && strcmp(f->name(form), "?"));
            for (const gui_module *const *o = gui_modules; *o; o++)
                for (int j = 0; j < (*o)->nfigures; j++)
                    CHECK(&(*o)->figures[j] == f || strcmp((*o)->figures[j].word, f->word));
        }
    CHECK(records >= 3); /* the big follower, the mayor, the wagon, and other modules' (each game's below) */
    cit_setup s;
    cit_setup_default(&s, 2, 7);
    s.opt.v[CIT_OPT_BIG_FOLLOWER] = s.opt.v[CIT_OPT_MAYOR] = s.opt.v[CIT_OPT_WAGON] = 1;
    cit_game *g = cit_game_new(&s, NULL, 0, NULL);
    CHECK(g && cit_game_follower_kinds(g) == 3);
    for (int k = 1; g && k <= cit_game_follower_kinds(g); k++)
        CHECK(gui_figure_of(g, k) && !strcmp(gui_figure_of(g, k)->word, cit_game_follower_word(g, k)));
    CHECK(g && gui_figure_asked(g) == cit_game_follower_named(g, "big") && gui_figure_decision(g, gui_figure_asked(g)) >= 0);
    CHECK(g && !strcmp(gui_figure_name(g, cit_game_follower_named(g, "big"), GUI_FIGNAME_TITLE), "Big follower"));
    cit_game_free(g);
    gui_app_free(a);
}

int main(int argc, char **argv)
{
    harness_read_args(argc, argv);
    if (harness_start("abbey-test", "abbey-gui") != 0)
        return 1;
    test_options_shown();
    test_abbey_into_hole();
    test_abbey_not_on_hole();
    test_rules_and_lesson();
    test_draw_key();
    test_last_round();
    test_mayor_drag();
    test_mayor_without_pennant();
    test_loaded_mayor_question();
    test_wagon_drag_past_mayor();
    test_wagon_move_click();
    test_wagon_stays_home();
    test_figure_seam();
    test_figure_records();
    if (!getenv("ABBEY_QUICK"))
        test_computers_play_to_the_end();
    printf("abbey-gui: %d passed, %d failed\n", passed, failed);
    IMG_Quit();
    SDL_Quit();
    harness_finish();
    fflush(stdout);
    return failed ? 1 : 0;
}
