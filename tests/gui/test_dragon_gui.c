/* Headless GUI tests of the Princess & the Dragon: the new-game screen offers it; the dragon's
   step is answered by a click on a lit neighbour (a click elsewhere does nothing); the fairy,
   the princess and the portal by a click on their lit target; the history says what happened;
   the dragon is drawn on the cell the engine says. */
#define _XOPEN_SOURCE 700
#include "app/app.h"
#include "harness.h"
#include "draw/camera.h"
#include "scenes/game/decide.h"
#include "draw/draw.h"
#include "scenes/game/game_panels.h"
#include "scenes/game/board_view.h"
#include "scenes/game/game_state.h"
#include "scenes/newgame/expansion_lesson.h"
#include "app/sound.h"
#include "modules/dragon/dragon_words.h"
#include "modules/gui_module.h"
#include "modules/dragon/dragon.h"
#include "modules/abbey/abbey.h"
#include "modules/dragon/dragon_view.h"

#include <SDL_image.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *DRAGON = "option dragon 1\n";

/* The last history lines contain `what`. */
static int logged(gui_app *a, const char *what) { return harness_logged(a, what, 12); }

/* Clicks pixel sx,sy; 1 if one move of `type`, arg0 was made. */
static int click_px(gui_app *a, int sx, int sy, int type, int arg0)
{
    frames(a, 3);
    int len = session_len(a);
    click(a, sx, sy);
    frames(a, 4);
    return harness_made(a, len, type, arg0);
}

/* Clicks the middle of board cell x,y; 1 if one move of `type`, arg0 was made. */
static int click_cell(gui_app *a, int x, int y, int type, int arg0)
{
    int sx, sy;
    frames(a, 3);
    cell_centre(a, x, y, &sx, &sy);
    return click_px(a, sx, sy, type, arg0);
}

/* Where the follower on part x,y,spot (half 0) of the board is on screen now; 0 if no tile. */
static int part_at(gui_app *a, int x, int y, int spot, int *sx, int *sy)
{
    float px, py;
    cit_feature_part p = {(int8_t)x, (int8_t)y, (int8_t)spot, 0};
    if (!gui_dragon_part_px(GUI_MODULE_CTX(a, gui_module_find(CIT_MODULE_DRAGON)), &p, &px, &py))
        return 0;
    *sx = (int)px, *sy = (int)py;
    return 1;
}

/* The camera centred on cell x,y, settled. */
static void centre_on(gui_app *a, int x, int y)
{
    int sx, sy;
    frames(a, 3);
    cell_centre(a, x, y, &sx, &sy);
    frames(a, 30);
}

/* Clicks the follower on part x,y,spot (half 0) of the board; 1 if one move of `type`, arg0. */
static int click_part(gui_app *a, int x, int y, int spot, int type, int arg0)
{
    int sx, sy;
    centre_on(a, x, y);
    return part_at(a, x, y, spot, &sx, &sy) && click_px(a, sx, sy, type, arg0);
}

/* The new-game screen offers it, at the smallest window and the default one with six seats,
   and a click switches it on. */
static void test_option_shown(void)
{
    CHECK(gui_option_shown(CIT_OPT_DRAGON));
    CHECK(gui_module_find(CIT_MODULE_DRAGON) != NULL);
    harness_option_offered(CIT_OPT_DRAGON, "The Princess & the Dragon", "Princezna a drak", "dragon-newgame");
}

/* Scorched-ground pixels (the dragon's base) in cell x,y as drawn now. */
static int scorch_in(gui_app *a, int x, int y)
{
    SDL_Rect c = gui_camera_cell_rect(&gui_view(a)->cam, x, y);
    return pixels_of(a, c, GUI_DRAGON_SCORCH_RGB);
}

/* As tests/scenarios/dragon-eats-and-dead-end.scn: the volcano at 0,1 brings the dragon; after
   the dragon tile at -1,0 Anna's only step is north (0,0): a click on an unlit cell does
   nothing, one on the lit cell moves it; Bedřich then sends it west onto Anna's farmer, which
   the history tells; the dragon is drawn where the engine has it. */
static void test_walk(void)
{
    gui_app *a = harness_open_game(GUI_LANG_EN, "dragon-walk", DRAGON, "D PD-01 U PD-12 U U U",
                                   "move place PD-01 0,1 r0\nmove place U 1,0 r0 f0\nmove place PD-12 -1,0 r0 f1\n");
    if (!a)
        return;
    cit_pending pd = cit_game_pending(gui_game_engine(a->game));
    CHECK(pd.decision == CIT_DECIDE_DRAGON_STEP && pd.player == 0);
    frames(a, 40);
    CHECK(scorch_in(a, 0, 1) > 20); /* on the volcano */
    CHECK(scorch_in(a, 0, 0) == 0);
    harness_shot(a, "dragon-step-choice");
    int len = session_len(a);
    CHECK(!click_cell(a, 1, 1, CIT_MOVE_DRAGON_STEP, 0)); /* east of the dragon: no tile, not lit */
    CHECK(!click_cell(a, 0, 1, CIT_MOVE_DRAGON_STEP, 0)); /* its own cell */
    CHECK(!click_cell(a, -1, 0, CIT_MOVE_DRAGON_STEP, 3)); /* a tile, but no neighbour of the dragon */
    CHECK(session_len(a) == len);
    int moved = gui_sound_requests(GUI_SFX_MOVE);
    CHECK(click_cell(a, 0, 0, CIT_MOVE_DRAGON_STEP, 0)); /* north: lit */
    CHECK(gui_sound_requests(GUI_SFX_MOVE) == moved + 1); /* a step sounds as a figure moved */
    CHECK(logged(a, "Anna moves the dragon north"));
    int x, y;
    CHECK(cit_game_dragon_cell(gui_game_engine(a->game), &x, &y) && x == 0 && y == 0);
    pd = cit_game_pending(gui_game_engine(a->game));
    CHECK(pd.decision == CIT_DECIDE_DRAGON_STEP && pd.player == 1);
    /* The discs follow the walk: Bedřich chooses now (no disc), Anna the next step (1); the
       turn's player's order would give Bedřich the first. Five steps to come: Anna, Bedřich,
       Anna, Bedřich after this one. */
    int order[32], n = gui_round_order(GUI_SCENE_CTX(a), order, 32);
    CHECK(n >= 1 && order[0] == 0);
    CHECK(n == 4 && order[1] == 1 && order[2] == 0 && order[3] == 1);
    if (n != 4)
        fprintf(stderr, "the walk's discs: %d seats, the first %d\n", n, n > 0 ? order[0] : -1);
    frames(a, 60); /* the glide lands */
    CHECK(scorch_in(a, 0, 0) > 20);
    CHECK(scorch_in(a, 0, 1) == 0);
    harness_shot(a, "dragon-second-step");
    /* Bedřich's buttons: east, then west; key 2 is the second, west onto Anna's farmer */
    len = session_len(a);
    key(a, SDLK_2, 0);
    frames(a, 4);
    CHECK(harness_made(a, len, CIT_MOVE_DRAGON_STEP, 3));
    CHECK(logged(a, "The dragon ate Anna's farmer"));
    CHECK(cit_game_supply(gui_game_engine(a->game), 0) == 7);
    frames(a, 60);
    CHECK(scorch_in(a, -1, 0) > 20);
    harness_shot(a, "dragon-meal");
    gui_app_free(a);
}

/* The walk's second step is Bedřich's while it is Anna's turn: two people at one screen are
   told to pass the mouse; with Anna a computer the one person deciding is told nothing of it. */
static void test_pass_the_mouse(void)
{
    static const char *const seat0[2] = {"human", "ai-easy"};
    int tall[2] = {0, 0};
    for (int k = 0; k < 2; k++) {
        char text[1024];
        snprintf(text, sizeof text,
                 "citadela-save 2\nmode classic\noption dragon 1\nseed 1\nplayer %s 0 Anna\nplayer human 1 Bedřich\n"
                 "tiles D PD-01 U PD-12 U U U\nmove place PD-01 0,1 r0\nmove place U 1,0 r0 f0\n"
                 "move place PD-12 -1,0 r0 f1\nmove dragon N\nend\n",
                 seat0[k]);
        gui_app *a = harness_open_save(GUI_LANG_EN, "dragon-pass-mouse", text);
        CHECK(a != NULL);
        if (!a)
            continue;
        frames(a, 2);
        cit_pending pd = cit_game_pending(gui_game_engine(a->game));
        CHECK(pd.decision == CIT_DECIDE_DRAGON_STEP && pd.player == 1 && pd.active == 0);
        int was = gui_draw_enabled;
        gui_draw_enabled = 0;
        tall[k] = gui_decide_heading(GUI_SCENE_CTX(a), 0, 0, 600);
        gui_draw_enabled = was;
        gui_app_free(a);
    }
    CHECK(tall[0] > tall[1]); /* the sentence for two people only */
}

/* H's history stays readable over the dragon's bar: where the two meet, none of the bar's plain
   panel colour shows through unblended (the history is drawn after the bar). */
static void test_history_over_bar(void)
{
    gui_app *a = harness_open_game(GUI_LANG_EN, "dragon-history-bar", DRAGON, "D PD-01 U PD-12 U U U",
                                   "move place PD-01 0,1 r0\nmove place U 1,0 r0 f0\nmove place PD-12 -1,0 r0 f1\n");
    if (!a)
        return;
    key(a, SDLK_h, 0);
    frames(a, 2);
    CHECK(gui_view(a)->show_history);
    SDL_Rect bar = {0, 0, 0, 0};
    for (int i = 0; i < a->ui.npanels; i++)
        if (a->ui.panels[i].y < gui_drawn(a)->board_rc.y + 30 && a->ui.panels[i].w > bar.w)
            bar = a->ui.panels[i];
    SDL_Rect hist = {gui_drawn(a)->board_rc.x + gui_px(&a->ui, 10), gui_drawn(a)->board_rc.y + gui_px(&a->ui, 10), gui_px(&a->ui, 380),
                     gui_drawn(a)->board_rc.h - gui_px(&a->ui, 20)}, both;
    CHECK(bar.w > 0 && SDL_IntersectRect(&bar, &hist, &both));
    both = (SDL_Rect){both.x + 6, both.y + 6, both.w - 12, both.h - 12}; /* off the rounded edges */
    int plain = pixels_of(a, both, GUI_COL_PANEL);
    CHECK(plain == 0);
    if (plain)
        fprintf(stderr, "the bar shows %d plain pixels through the history\n", plain);
    /* and it is opaque there: what the frame shows where they meet is the history alone, drawn
       again over plain parchment (the bar's words do not read through its lines) */
    enum { MAXPX = 400 * 200 };
    static Uint32 shown[MAXPX], alone[MAXPX];
    SDL_Rect cut = {both.x, both.y, both.w < 400 ? both.w : 400, both.h < 200 ? both.h : 200};
    int read = SDL_RenderReadPixels(a->r, &cut, SDL_PIXELFORMAT_ARGB8888, shown, cut.w * 4) == 0;
    SDL_SetRenderDrawColor(a->r, 0xf1, 0xe5, 0xc6, 255);
    SDL_RenderFillRect(a->r, &hist);
    gui_panel_history(GUI_SCENE_CTX(a), hist);
    read = read && SDL_RenderReadPixels(a->r, &cut, SDL_PIXELFORMAT_ARGB8888, alone, cut.w * 4) == 0;
    int differ = 0;
    for (int i = 0; read && i < cut.w * cut.h; i++)
        differ += shown[i] != alone[i];
    CHECK(read && differ == 0);
    if (differ)
        fprintf(stderr, "the bar reads through the history at %d of %d pixels\n", differ, cut.w * cut.h);
    harness_shot(a, "dragon-history-over-bar");
    gui_app_free(a);
}

/* A portal asked over a board of many open places (found by random play): All choices groups
   its long list by feature kind ("Roads · 12"), a group opens to its own places, Back returns to
   the groups; "none" stays above them. */
static int long_portal(const cit_game *g)
{
    cit_pending pd = cit_game_pending(g);
    return pd.decision == CIT_DECIDE_PORTAL && cit_game_legal_moves(g, NULL, 0) > 30;
}

static void test_portal_list_grouped(void)
{
    cit_setup s = two_players(7);
    cit_option_set(&s.opt, CIT_OPT_DRAGON, 1);
    static cit_move ms[400];
    int n = harness_find_moves(&s, long_portal, ms, 400);
    CHECK(n > 0);
    gui_app *a = harness_app(1280, 800, GUI_LANG_EN);
    CHECK(a != NULL);
    if (!a || n <= 0)
        return;
    CHECK(gui_app_start_game(a, &s) == 0);
    for (int i = 0; i < n; i++)
        CHECK(gui_game_apply(a->game, &ms[i], NULL) == CIT_OK);
    frames(a, 4);
    CHECK(cit_game_pending(gui_game_engine(a->game)).decision == CIT_DECIDE_PORTAL);
    CHECK(click_label(a, gui_tr(MSG_ALL_CHOICES)));
    frames(a, 2);
    char roads[64];
    snprintf(roads, sizeof roads, "%s \xC2\xB7 ", gui_tr(MSG_CAT_ROADS));
    int group = -1;
    for (int i = 0; i < a->ui.nseen; i++)
        if (strncmp(a->ui.seen[i].label, roads, strlen(roads)) == 0)
            group = i;
    CHECK(group >= 0);
    SDL_Rect rc;
    char none[96];
    cit_move nm = {.type = CIT_MOVE_PORTAL};
    gui_move_words(gui_game_engine(a->game), &nm, none, sizeof none);
    CHECK(gui_ui_find(&a->ui, none, &rc)); /* "none" above the groups */
    harness_shot(a, "dragon-portal-groups");
    if (group >= 0) {
        char label[128];
        SDL_strlcpy(label, a->ui.seen[group].label, sizeof label);
        CHECK(click_label(a, label));
        frames(a, 2);
        CHECK(gui_view(a)->decide.generic_group == 1);
        CHECK(click_label(a, gui_tr(MSG_BACK)));
        frames(a, 2);
        CHECK(gui_view(a)->decide.generic_group == 0);
    }
    gui_app_free(a);
}

/* As tests/scenarios/dragon-fairy-three-points.scn: Anna lays a road tile without a follower
   and puts the fairy beside her robber at 1,0 by a click on it; at her next turn the fairy
   earns her a point, which the history tells. */
static void test_fairy(void)
{
    gui_app *a = harness_open_game(GUI_LANG_EN, "dragon-fairy", DRAGON, "D U B U B W B W B U",
                                   "move place U 1,0 r0 f0\nmove place B 0,1 r0\nmove place U 2,0 r0\n");
    if (!a)
        return;
    cit_pending pd = cit_game_pending(gui_game_engine(a->game));
    CHECK(pd.decision == CIT_DECIDE_FAIRY && pd.player == 0);
    harness_shot(a, "dragon-fairy-choice");
    CHECK(click_part(a, 1, 0, 0, CIT_MOVE_FAIRY, 1));
    int x, y;
    CHECK(cit_game_fairy(gui_game_engine(a->game), &x, &y, NULL) && x == 1 && y == 0);
    CHECK(logged(a, "Anna puts the fairy beside their robber"));
    /* the road's hover names the fairy and whom it guards */
    const gui_module *m = gui_module_find(CIT_MODULE_DRAGON);
    char more[128] = "";
    CHECK(m && m->feature_more && m->feature_more(gui_game_engine(a->game), -1, 2, 0, 0, 0, more, sizeof more) &&
          strstr(more, "the fairy beside Anna's robber"));
    CHECK(play_one(a)); /* Bedřich's tile; Anna's turn starts with the fairy's point */
    frames(a, 10);
    CHECK(logged(a, "The fairy guards Anna's robber: 1 point"));
    /* Results book the fairy's points in a row of their own, not under "Other" */
    CHECK(a->game->tally_pts[CIT_MODULE_DRAGON][0][0] == 1 && a->game->tally_taken[CIT_CAT_OTHER][0] == 1);
    char label[96], cell[48];
    CHECK(m->tally_row && m->tally_row(gui_game_engine(a->game), 0, 1, 1, label, sizeof label, cell, sizeof cell) == 1 &&
          !strcmp(label, "Fairy"));
    harness_shot(a, "dragon-fairy");
    gui_app_free(a);
}

#define HOT_RGB 0x3fbf5f /* the ring round the follower under the dragged fairy (dragon_fairy.c) */

/* The fairy to drag as drawn last frame (its box in the bar, or its figure on the board): 1 and
   its middle, or 0. */
static int fairy_at(gui_app *a, int *x, int *y)
{
    SDL_Rect rc = gui_dragon_of(a->game)->fairy_rc;
    *x = rc.x + rc.w / 2;
    *y = rc.y + rc.h / 2;
    return rc.w > 0;
}

/* Presses the fairy at fx,fy and moves it on past `via` to x,y, holding it there. */
static void fairy_drag_to(gui_app *a, int fx, int fy, int vx, int vy, int x, int y)
{
    push_button(fx, fy, 1, 1);
    frames(a, 2);
    push_motion(vx, vy);
    frames(a, 2);
    push_motion(x, y);
    frames(a, 3);
}

/* The ring's square round the follower at sx,sy. */
static SDL_Rect round_follower(gui_app *a, int sx, int sy)
{
    int r = (int)(gui_view(a)->cam.zoom * 0.3f);
    return (SDL_Rect){sx - r, sy - r, 2 * r, 2 * r};
}

/* As test_fairy, the fairy dragged from its box in the question's bar: let go on an empty cell
   it goes back (no move, no green ring while it is off every lit follower); over Anna's robber
   the robber is ringed green and the drop puts the fairy there ("fairy 1,0 f0"), with the
   follower's sound. */
static void test_fairy_drag(void)
{
    gui_app *a = harness_open_game(GUI_LANG_EN, "dragon-fairy-drag", DRAGON, "D U B U B W B W B U",
                                   "move place U 1,0 r0 f0\nmove place B 0,1 r0\nmove place U 2,0 r0\n");
    if (!a)
        return;
    const cit_game *e = gui_game_engine(a->game);
    CHECK(cit_game_pending(e).decision == CIT_DECIDE_FAIRY && !cit_game_fairy(e, NULL, NULL, NULL));
    centre_on(a, 1, 0);
    int fx, fy, rx, ry, z = (int)gui_view(a)->cam.zoom, len = session_len(a);
    CHECK(part_at(a, 1, 0, 0, &rx, &ry));
    CHECK(fairy_at(a, &fx, &fy)); /* in the bar, as it stands nowhere yet */
    fairy_drag_to(a, fx, fy, rx, ry + z, rx + z, ry + 2 * z); /* on to 2,2: no tile there */
    CHECK(gui_view(a)->drag.kind == GUI_DRAG_MODULE && gui_view(a)->drag.module == CIT_MODULE_DRAGON);
    CHECK(pixels_of(a, round_follower(a, rx, ry), HOT_RGB) == 0);
    const char *hint = gui_module_find(CIT_MODULE_DRAGON)->hint(GUI_MODULE_CTX(a, gui_module_find(CIT_MODULE_DRAGON)));
    CHECK(hint && strstr(hint, "Drop the fairy"));
    harness_shot(a, "dragon-fairy-dragged-off");
    push_button(rx + z, ry + 2 * z, 1, 0);
    frames(a, 4);
    e = gui_game_engine(a->game);
    CHECK(session_len(a) == len && cit_game_pending(e).decision == CIT_DECIDE_FAIRY && gui_view(a)->drag.kind == GUI_DRAG_NONE);
    CHECK(!cit_game_fairy(e, NULL, NULL, NULL));
    /* dropped on the bar it goes back too */
    CHECK(fairy_at(a, &fx, &fy));
    fairy_drag_to(a, fx, fy, fx + z, fy, fx + 2 * z, fy);
    push_button(fx + 2 * z, fy, 1, 0);
    frames(a, 4);
    CHECK(session_len(a) == len);
    /* onto the robber: ringed green, then put there */
    CHECK(fairy_at(a, &fx, &fy));
    fairy_drag_to(a, fx, fy, rx + z, ry + z, rx + 4, ry - 3);
    CHECK(pixels_of(a, round_follower(a, rx, ry), HOT_RGB) > 10);
    harness_shot(a, "dragon-fairy-dropping");
    int put = gui_sound_requests(GUI_SFX_FOLLOWER);
    push_button(rx + 4, ry - 3, 1, 0);
    frames(a, 4);
    CHECK(harness_made(a, len, CIT_MOVE_FAIRY, 1));
    int x, y;
    cit_feature_part part;
    CHECK(cit_game_fairy(gui_game_engine(a->game), &x, &y, &part) && x == 1 && y == 0 && part.spot == 0);
    CHECK(gui_sound_requests(GUI_SFX_FOLLOWER) == put + 1);
    CHECK(logged(a, "Anna puts the fairy beside their robber"));
    gui_app_free(a);
}

/* The fairy standing beside Anna's robber at 1,0 is dragged off the board onto her monk at 0,2
   ("fairy 0,2 f0"); a mere click on it answers nothing. */
static void test_fairy_drag_from_board(void)
{
    gui_app *a = harness_open_game(GUI_LANG_EN, "dragon-fairy-board", DRAGON, "D U B U B B E U U",
                                   "move place U 1,0 r0 f0\nmove place B 0,1 r0\nmove place U 2,0 r0\n"
                                   "move fairy 1,0 f0\nmove place B 1,1 r0\nmove place B 0,2 r0 f0\n"
                                   "move place E 1,2 r2\nmove place U 3,0 r0\n");
    if (!a)
        return;
    cit_pending pd = cit_game_pending(gui_game_engine(a->game));
    CHECK(pd.decision == CIT_DECIDE_FAIRY && pd.player == 0);
    centre_on(a, 1, 1);
    int fx, fy, rx, ry, mx, my, len = session_len(a);
    CHECK(part_at(a, 1, 0, 0, &rx, &ry) && part_at(a, 0, 2, 0, &mx, &my));
    CHECK(fairy_at(a, &fx, &fy) && fx > rx && abs(fy - ry) < (int)(gui_view(a)->cam.zoom * 0.2f)); /* beside the robber */
    click(a, fx, fy);
    frames(a, 4);
    CHECK(session_len(a) == len);
    CHECK(fairy_at(a, &fx, &fy));
    fairy_drag_to(a, fx, fy, (fx + mx) / 2, (fy + my) / 2, mx + 2, my + 2);
    CHECK(pixels_of(a, round_follower(a, mx, my), HOT_RGB) > 10);
    harness_shot(a, "dragon-fairy-from-board");
    push_button(mx + 2, my + 2, 1, 0);
    frames(a, 4);
    CHECK(harness_made(a, len, CIT_MOVE_FAIRY, 1));
    int x, y;
    CHECK(cit_game_fairy(gui_game_engine(a->game), &x, &y, NULL) && x == 0 && y == 2);
    gui_app_free(a);
}

/* The fairy's question with the fairy on the board: its words say it is dragged from where it
   stands (there is none in the bar), and Home fits the board below the question's bar, the
   fairy clear of it, as the camera was on the question's first frame. */
static void test_fairy_clear_of_bar(void)
{
    gui_app *a = harness_open_game(GUI_LANG_EN, "dragon-fairy-bar", DRAGON, "D U B U B B E U U",
                                   "move place U 1,0 r0 f0\nmove place B 0,1 r0\nmove place U 2,0 r0\n"
                                   "move fairy 1,0 f0\nmove place B 1,1 r0\nmove place B 0,2 r0 f0\n"
                                   "move place E 1,2 r2\nmove place U 3,0 r0\n");
    if (!a)
        return;
    for (int i = 0; i < 120 && (i < 3 || gui_view(a)->glide); i++)
        frame(a);
    const gui_dragon_state *st = gui_dragon_of(a->game);
    SDL_Rect bar = st->bar_rc;
    int fx, fy;
    CHECK(bar.w > 0 && fairy_at(a, &fx, &fy) && st->fairy_rc.y >= bar.y + bar.h);
    const char *hint = gui_module_find(CIT_MODULE_DRAGON)->hint(GUI_MODULE_CTX(a, gui_module_find(CIT_MODULE_DRAGON)));
    CHECK(hint && strstr(hint, "from where it stands"));
    /* the view moved so the fairy is under the bar; Home brings the whole board below it */
    gui_view(a)->cam.cy += (float)(fy - (bar.y + bar.h / 2)) / gui_view(a)->cam.zoom;
    frames(a, 2);
    CHECK(fairy_at(a, &fx, &fy) && SDL_PointInRect(&(SDL_Point){fx, fy}, &bar));
    key(a, SDLK_HOME, 0);
    for (int i = 0; i < 120 && gui_view(a)->glide; i++)
        frame(a);
    frames(a, 2);
    const cit_game *e = gui_game_engine(a->game);
    int x0, y0, x1, y1;
    cit_game_bounds(e, &x0, &y0, &x1, &y1);
    SDL_Rect top = gui_camera_cell_rect(&gui_view(a)->cam, x0, y0);
    CHECK(top.y >= bar.y + bar.h);
    CHECK(fairy_at(a, &fx, &fy) && st->fairy_rc.y >= bar.y + bar.h);
    harness_shot(a, "dragon-fairy-home");
    gui_app_free(a);
}

/* As tests/scenarios/dragon-princess-before-scoring.scn: Bedřich's princess tile joins Anna's
   city; a click on her lit knight sends it home before the city scores. */
static void test_princess(void)
{
    gui_app *a = harness_open_game(GUI_LANG_EN, "dragon-princess", DRAGON, "D PD-28 PD-24 U U",
                                   "move place PD-28 0,-1 r2 f0\nmove place PD-24 1,-1 r3\n");
    if (!a)
        return;
    cit_pending pd = cit_game_pending(gui_game_engine(a->game));
    CHECK(pd.decision == CIT_DECIDE_PRINCESS && pd.player == 1);
    harness_shot(a, "dragon-princess-choice");
    CHECK(!click_part(a, 0, 0, 0, CIT_MOVE_PRINCESS, 1)); /* the city, but no knight there */
    CHECK(click_part(a, 0, -1, 0, CIT_MOVE_PRINCESS, 1));
    CHECK(cit_game_supply(gui_game_engine(a->game), 0) == 7);
    CHECK(logged(a, "The princess sends Anna's knight home"));
    gui_app_free(a);
    /* Enter keeps every knight ("princess none") */
    a = harness_open_game(GUI_LANG_EN, "dragon-princess-none", DRAGON, "D PD-28 PD-24 U U",
                          "move place PD-28 0,-1 r2 f0\nmove place PD-24 1,-1 r3\n");
    if (!a)
        return;
    int len = session_len(a);
    frames(a, 3);
    key(a, SDLK_RETURN, 0);
    frames(a, 4);
    CHECK(harness_made(a, len, CIT_MOVE_PRINCESS, 0));
    gui_app_free(a);
}

/* As tests/scenarios/dragon-portal.scn: Bedřich's portal tile; a click on the lit road at 1,0
   puts his follower there through the portal. */
static void test_portal(void)
{
    gui_app *a = harness_open_game(GUI_LANG_EN, "dragon-portal", DRAGON, "D E PD-01 U PD-18 U U",
                                   "move place E 0,-1 r2\nmove place PD-01 0,1 r0\nmove place U 1,0 r0\n"
                                   "move place PD-18 -1,0 r0\n");
    if (!a)
        return;
    cit_pending pd = cit_game_pending(gui_game_engine(a->game));
    CHECK(pd.decision == CIT_DECIDE_PORTAL && pd.player == 1);
    harness_shot(a, "dragon-portal-choice");
    CHECK(click_part(a, 1, 0, 0, CIT_MOVE_PORTAL, 1));
    CHECK(cit_game_supply(gui_game_engine(a->game), 1) == 6);
    CHECK(logged(a, "Bedřich goes through the portal: robber (1 tile east of the start)"));
    gui_app_free(a);
}

/* As tests/scenarios/dragon-portal-cloister.scn: Bedřich's portal tile beside Anna's empty
   cloister; the cloister is lit and a click on it puts his monk there through the portal. */
static void test_portal_cloister(void)
{
    gui_app *a = harness_open_game(GUI_LANG_EN, "dragon-portal-cloister", DRAGON, "D B PD-18 U U",
                                   "move place B 0,1 r0\nmove place PD-18 -1,0 r0\n");
    if (!a)
        return;
    cit_pending pd = cit_game_pending(gui_game_engine(a->game));
    CHECK(pd.decision == CIT_DECIDE_PORTAL && pd.player == 1);
    harness_shot(a, "dragon-portal-cloister");
    CHECK(click_part(a, 0, 1, 0, CIT_MOVE_PORTAL, 1));
    cit_feature_info f;
    CHECK(cit_game_feature_brief(gui_game_engine(a->game), 0, 1, 0, 0, &f) && f.kind == CIT_FEAT_CLOISTER &&
          f.followers[1] == 1);
    CHECK(logged(a, "Bedřich goes through the portal: monk"));
    gui_app_free(a);
}

/* Zoomed in, a lit place at the board's right edge is rung on the board only: the side panel
   beside it reads the same as with that place far inside the board. */
static void test_portal_rings_clipped(void)
{
    gui_app *a = harness_open_game(GUI_LANG_EN, "dragon-portal-clip", DRAGON, "D E PD-01 U PD-18 U U",
                                   "move place E 0,-1 r2\nmove place PD-01 0,1 r0\nmove place U 1,0 r0\n"
                                   "move place PD-18 -1,0 r0\n");
    if (!a)
        return;
    CHECK(cit_game_pending(gui_game_engine(a->game)).decision == CIT_DECIDE_PORTAL);
    frames(a, 40);
    gui_view(a)->glide = 0;
    for (int i = 0; i < 6; i++)
        key(a, SDLK_PLUS, 0);
    frames(a, 20);
    gui_view(a)->glide = 0;
    push_motion(gui_drawn(a)->board_rc.x + 5, gui_drawn(a)->board_rc.y + gui_drawn(a)->board_rc.h - 5); /* no hover over what is read */
    int sx, sy, right = gui_drawn(a)->board_rc.x + gui_drawn(a)->board_rc.w;
    CHECK(part_at(a, 1, 0, 0, &sx, &sy));
    enum { W = 24, H = 120 };
    static Uint32 inside[W * H], edge[W * H];
    SDL_Rect strip = {right, 0, W, H};
    /* first the place well inside the board */
    gui_camera_pan(&gui_view(a)->cam, (float)(gui_drawn(a)->board_rc.x + gui_drawn(a)->board_rc.w / 2 - sx), 0);
    frame(a);
    CHECK(part_at(a, 1, 0, 0, &sx, &sy));
    strip.y = sy - H / 2;
    int ok = SDL_RenderReadPixels(a->r, &strip, SDL_PIXELFORMAT_ARGB8888, inside, W * 4) == 0;
    /* then on the edge itself, its ring half over the side panel if nothing clips it */
    gui_camera_pan(&gui_view(a)->cam, (float)(right - sx), 0);
    frame(a);
    CHECK(part_at(a, 1, 0, 0, &sx, &sy) && sx >= right - 2 && sx <= right + 2);
    strip.y = sy - H / 2;
    ok = ok && SDL_RenderReadPixels(a->r, &strip, SDL_PIXELFORMAT_ARGB8888, edge, W * 4) == 0;
    int differ = 0;
    for (int i = 0; ok && i < W * H; i++)
        differ += inside[i] != edge[i];
    CHECK(ok && differ == 0);
    if (differ)
        fprintf(stderr, "the portal's ring covers %d pixels of the side panel\n", differ);
    harness_shot(a, "dragon-portal-clipped");
    gui_app_free(a);
}

/* The portal's question leaves the camera free: the zoom buttons are there and work, so do the
   wheel on the board beside the bar, + and Home; at the smallest zoom a lit place still takes a
   click 10 px off its middle (a target 20 px across), and the pointer on it says what it is;
   All choices then Cancel brings the view back as it was. */
static void test_portal_camera_free(void)
{
    gui_app *a = harness_open_game(GUI_LANG_EN, "dragon-portal-camera", DRAGON, "D E PD-01 U PD-18 U U",
                                   "move place E 0,-1 r2\nmove place PD-01 0,1 r0\nmove place U 1,0 r0\n"
                                   "move place PD-18 -1,0 r0\n");
    if (!a)
        return;
    CHECK(cit_game_pending(gui_game_engine(a->game)).decision == CIT_DECIDE_PORTAL);
    frames(a, 40);
    float z = gui_view(a)->cam.zoom;
    CHECK(click_label(a, "zoom out"));
    frames(a, 2);
    CHECK(gui_view(a)->cam.zoom < z);
    z = gui_view(a)->cam.zoom;
    harness_wheel(a, gui_drawn(a)->board_rc.x + gui_drawn(a)->board_rc.w / 2, gui_drawn(a)->board_rc.y + gui_drawn(a)->board_rc.h - 20, 1);
    CHECK(gui_view(a)->cam.zoom > z);
    z = gui_view(a)->cam.zoom;
    key(a, SDLK_PLUS, 0);
    CHECK(gui_view(a)->cam.zoom > z);
    /* the smallest zoom: the road east of the start is still a target 20 px across */
    for (int i = 0; i < 30; i++)
        key(a, SDLK_MINUS, 0);
    CHECK(gui_view(a)->cam.zoom <= gui_view(a)->cam.min_zoom + 0.5f);
    int sx, sy;
    CHECK(part_at(a, 1, 0, 0, &sx, &sy));
    push_motion(sx, sy);
    frames(a, 2);
    char line[256] = "";
    gui_panel_tooltip_line(GUI_SCENE_CTX(a), line, sizeof line);
    CHECK(gui_view(a)->hover.valid && strstr(line, "Road") != NULL);
    if (!strstr(line, "Road"))
        fprintf(stderr, "the portal's target says '%s'\n", line);
    /* All choices, then Cancel: the view as it was */
    float cx = gui_view(a)->cam.cx, cy = gui_view(a)->cam.cy;
    z = gui_view(a)->cam.zoom;
    CHECK(click_label(a, gui_tr(MSG_ALL_CHOICES)));
    frames(a, 40);
    CHECK(click_label(a, gui_tr(MSG_CANCEL)));
    frames(a, 60);
    CHECK(SDL_fabsf(gui_view(a)->cam.cx - cx) < 0.05f && SDL_fabsf(gui_view(a)->cam.cy - cy) < 0.05f && SDL_fabsf(gui_view(a)->cam.zoom - z) < 0.6f);
    harness_shot(a, "dragon-portal-zoomed-out");
    CHECK(part_at(a, 1, 0, 0, &sx, &sy));
    CHECK(click_px(a, sx + 10, sy, CIT_MOVE_PORTAL, 1));
    gui_app_free(a);
}

/* As tests/scenarios/dragon-portal-mayor.scn: Bedřich's portal tile while his mayor is in its
   supply. The bar offers the follower and the mayor; with the mayor chosen (F) only city parts
   are lit: a click on the road at 1,0 does nothing, one on the start tile's city puts the mayor
   there through the portal. */
static void test_portal_mayor(void)
{
    gui_app *a = harness_open_game(GUI_LANG_EN, "dragon-portal-mayor", "option dragon 1\noption mayor 1\n",
                                   "D U PD-18 F E U U", "move place U 1,0 r0\nmove place PD-18 -1,0 r0\n");
    if (!a)
        return;
    frames(a, 3);
    cit_pending pd = cit_game_pending(gui_game_engine(a->game));
    CHECK(pd.decision == CIT_DECIDE_PORTAL && pd.player == 1);
    SDL_Rect rc;
    CHECK(gui_ui_find(&a->ui, "Follower (F)", &rc) && gui_ui_find(&a->ui, "Mayor (F)", &rc));
    CHECK(gui_dragon_of(a->game)->portal_figure == 0); /* a follower */
    key(a, SDLK_f, 0);
    frames(a, 2);
    CHECK(gui_dragon_of(a->game)->portal_figure == cit_game_follower_named(gui_game_engine(a->game), "mayor"));
    harness_shot(a, "dragon-portal-mayor");
    int len = session_len(a);
    CHECK(!click_part(a, 1, 0, 0, CIT_MOVE_PORTAL, 1)); /* a road: no place for the mayor */
    CHECK(session_len(a) == len);
    CHECK(click_part(a, 0, 0, 0, CIT_MOVE_PORTAL, 1));
    const cit_move *m = cit_session_move(a->game->sess, len);
    CHECK(m && m->arg1 == cit_game_follower_named(gui_game_engine(a->game), "mayor") && m->x == 0 && m->y == 0 &&
          m->spot == 0);
    CHECK(cit_game_mayor(gui_game_engine(a->game), 1, NULL));
    CHECK(logged(a, "Bedřich goes through the portal: the mayor"));
    gui_app_free(a);
}

/* Two computers play a whole game with it from the window (the dragon's steps, the fairy, the
   princess and the portal as the deal brings them), bounded in frames and time; their dragon
   steps are told in the history. */
static void test_computers_play_to_end(void)
{
    gui_app *a = harness_app(1280, 800, GUI_LANG_EN);
    if (!a)
        return;
    frames(a, 2);
    cit_setup setup;
    cit_setup_default(&setup, 2, 4242);
    setup.opt.v[CIT_OPT_DRAGON] = 1;
    setup.players[0].kind = setup.players[1].kind = CIT_SEAT_AI_EASY;
    a->settings.anim_speed = GUI_SPEED_INSTANT;
    a->settings.ai_time = 5;
    CHECK(gui_app_start_game(a, &setup) == 0 && a->game);
    int steps = 0, f = 0;
    Uint32 t0 = SDL_GetTicks();
    for (; f < 200000 && a->game && !cit_game_over(gui_game_engine(a->game)) &&
           harness_waiting(t0, 900000, "the computers to play their game to the end");
         f++) {
        drawing = f % 50 == 0; /* the logic every frame, a picture now and then */
        frame(a);
    }
    drawing = 1;
    CHECK(a->game && cit_game_over(gui_game_engine(a->game)));
    for (int i = 0; a->game && i < a->game->nlog; i++)
        steps += strstr(a->game->log[i], "moves the dragon") != NULL;
    printf("dragon-gui: computers played to the end in %d frames, %d dragon steps told\n", f, steps);
    CHECK(steps > 0);
    gui_app_free(a);
}

/* Its rules page's picture and its lesson's first screen (pictures to look at, and the height
   the picture takes). */
static void test_rules_and_lesson(void)
{
    const gui_module *m = gui_module_find(CIT_MODULE_DRAGON);
    CHECK(m && m->rules_diagram && m->lesson && m->lesson(1) && !m->lesson(2));
    gui_app *a = harness_app(1280, 800, GUI_LANG_EN);
    if (!a || !m || !m->rules_diagram) {
        gui_app_free(a);
        return;
    }
    CHECK(m->rules_diagram(GUI_MODULE_CTX(a, m), 0, 0, 700, 16) >= 3 * 16);
    /* the rules page (F1 over a dragon's question) says how this window plays it: the dragon's
       cells are clicked, the fairy dragged or clicked, the princess's knight and the portal's
       place clicked; in every language (no paragraph left in English) */
    cit_options o;
    cit_options_default(&o);
    o.v[CIT_OPT_DRAGON] = 1;
    const char *on = NULL, *text = m->rules ? m->rules(&o, &on) : "";
    CHECK(strstr(text, "click") && strstr(text, "lit cell next to it") && strstr(text, "fairy is dragged") &&
          strstr(text, "lit knight") && strstr(text, "portal tile, click a lit place"));
    for (int l = 1; l < gui_i18n_count(); l++) {
        gui_i18n_set(gui_i18n_code(l));
        text = m->rules(&o, &on);
        CHECK(!strstr(text, "In this window") && strchr(text, '\n'));
    }
    gui_i18n_set("en");
    frames(a, 2);
    CHECK(click_button(a, MSG_NEW_GAME));
    gui_expansion_lesson_open(gui_newgame_state_of(a), m);
    frames(a, 3);
    harness_shot(a, "dragon-lesson");
    gui_app_free(a);
}

int main(int argc, char **argv)
{
    harness_read_args(argc, argv);
    if (harness_start("dragon-test", "dragon-gui") != 0)
        return 1;
    test_option_shown();
    test_walk();
    test_fairy();
    test_fairy_drag();
    test_fairy_drag_from_board();
    test_fairy_clear_of_bar();
    test_princess();
    test_portal();
    test_portal_cloister();
    test_portal_camera_free();
    test_portal_rings_clipped();
    test_pass_the_mouse();
    test_history_over_bar();
    test_portal_list_grouped();
    test_portal_mayor();
    test_rules_and_lesson();
    test_computers_play_to_end();
    printf("dragon-gui: %d passed, %d failed\n", passed, failed);
    IMG_Quit();
    SDL_Quit();
    harness_finish();
    fflush(stdout);
    return failed ? 1 : 0;
}
