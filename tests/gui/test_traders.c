/* Headless GUI tests of Traders & Builders: the builder and the pig dragged from the supply box
   play the placement and the engine's "figure" answer; a placement without a figure answers
   "none" without a dialog; the second turn is announced in the banner and the history; the
   goods a completed city gives show in the history, the player row, the hover and the results. */
#define _XOPEN_SOURCE 700
#include "app/app.h"
#include "harness.h"
#include "scenes/board_view.h"
#include "scenes/game_panels.h"
#include "modules/gui_module.h"
#include "modules/traders/traders.h"
#include "modules/traders/traders_text.h"

#include <SDL_image.h>
#include <stdio.h>
#include <string.h>

static gui_app *app_from(int lang, const char *options, const char *tiles, const char *moves)
{
    char text[4096];
    int n = snprintf(text, sizeof text,
                     "citadela-save 2\nmode classic\n%sseed 1\nplayer human 0 Anna\nplayer human 1 Bedřich\ntiles %s\n%send\n",
                     options, tiles, moves);
    if (n < 0 || (size_t)n >= sizeof text) {
        CHECK(0); /* a longer game than the buffer holds */
        return NULL;
    }
    return harness_open_save(lang, "traders", text);
}

static int special_at(gui_app *a, int kind, int *x, int *y)
{
    for (int k = 0; k < a->nspecial_rc; k++)
        if (a->special_mod[k] == CIT_MODULE_TRADERS && a->special_kind[k] == kind) {
            *x = a->special_rc[k].x + a->special_rc[k].w / 2;
            *y = a->special_rc[k].y + a->special_rc[k].h / 2;
            return 1;
        }
    return 0;
}

static void spot_px(gui_app *a, int spot, int *x, int *y)
{
    gui_game *g = a->game;
    float px, py;
    gui_board_anchor_px(a, g->pend.tile, spot, g->trot, g->tx, g->ty, &px, &py);
    *x = (int)px;
    *y = (int)py;
}

/* The last history lines contain `what`. */
static int logged(gui_app *a, const char *what)
{
    for (int i = a->game->nlog - 1; i >= 0 && i >= a->game->nlog - 6; i--)
        if (strstr(a->game->log[i], what))
            return 1;
    return 0;
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

static const char *BUILDER = "option builder 1\n";
/* as tests/scenarios/traders-builder-double-turn.scn */
static const char *ROAD_TILES = "D U U U E U U W W";
static const char *ROAD_MOVES = "move place U 1,0 r0 f0\nmove place U -1,0 r0\n";

/* Anna lays U at 2,0 and drags her builder onto its road: the placement without a follower,
   then "figure builder f0"; the builder stands there and the history says so. */
static void test_builder_drag(void)
{
    gui_app *a = app_from(GUI_LANG_EN, BUILDER, ROAD_TILES, ROAD_MOVES);
    if (!a)
        return;
    int sx, sy, bx, by;
    CHECK(!special_at(a, CIT_TRADERS_BUILDER, &sx, &sy));
    CHECK(gui_game_put(a->game, 2, 0, 0));
    frames(a, 2);
    CHECK(special_at(a, CIT_TRADERS_BUILDER, &sx, &sy));
    const gui_module *mod = gui_module_find(CIT_MODULE_TRADERS);
    const char *h = mod && mod->hint ? mod->hint(a) : NULL;
    CHECK(h && strstr(h, "your builder") != NULL); /* the turn hint names it */
    spot_px(a, 0, &bx, &by);
    drag(a, sx, sy, bx, by);
    CHECK(a->game->spot == 0 && a->game->special_mod == CIT_MODULE_TRADERS && a->game->special_kind == 0);
    harness_shot(a, "traders-builder-placed");
    int len = session_len(a);
    key(a, SDLK_RETURN, 0);
    frames(a, 4);
    CHECK(session_len(a) == len + 2);
    const cit_move *m0 = cit_session_move(a->game->sess, len), *m1 = cit_session_move(a->game->sess, len + 1);
    CHECK(m0 && m0->type == CIT_MOVE_PLACE && m0->spot == CIT_SPOT_NONE);
    CHECK(m1 && m1->type == CIT_MOVE_TRADERS_FIGURE && m1->arg0 == 1 + CIT_TRADERS_BUILDER && m1->spot == 0);
    const cit_game *e = gui_game_engine(a->game);
    cit_feature_part at;
    CHECK(cit_game_traders_figure(e, 0, CIT_TRADERS_BUILDER, &at) && at.x == 2 && at.y == 0 && at.spot == 0);
    CHECK(cit_game_pending(e).decision == CIT_DECIDE_PLACE_TILE && cit_game_pending(e).player == 1);
    CHECK(logged(a, "Anna: the builder"));
    /* the road's hover names the builder */
    char line[256];
    gui_feature_line(e, 1, 0, 0, 0, line, sizeof line);
    CHECK(strstr(line, "Anna's builder") != NULL);
    /* Bedřich elsewhere; Anna extends the builder's road: her second turn, announced */
    CHECK(place_end(a, 0, 1, 2));
    CHECK(place_end(a, 3, 0, 0));
    e = gui_game_engine(a->game);
    CHECK(cit_game_traders_second_part(e) && cit_game_pending(e).player == 0);
    char turn[128];
    gui_turn_words(a, turn, sizeof turn);
    CHECK(!strcmp(turn, "Anna's second turn"));
    CHECK(logged(a, "Anna plays a second turn (builder)"));
    harness_shot(a, "traders-second-turn");
    gui_app_free(a);
}

/* A placement with nothing on it while the builder could go there: End turn answers "figure
   none" for the person (no dialog), and the builder stays home. */
static void test_builder_none(void)
{
    gui_app *a = app_from(GUI_LANG_CS, BUILDER, ROAD_TILES, ROAD_MOVES);
    if (!a)
        return;
    int len = session_len(a);
    CHECK(place_end(a, 2, 0, 0));
    CHECK(session_len(a) == len + 2);
    const cit_move *m1 = cit_session_move(a->game->sess, len + 1);
    CHECK(m1 && m1->type == CIT_MOVE_TRADERS_FIGURE && m1->arg0 == 0);
    const cit_game *e = gui_game_engine(a->game);
    CHECK(cit_game_traders_figure_in_supply(e, 0, CIT_TRADERS_BUILDER));
    CHECK(cit_game_pending(e).player == 1);
    char turn[128];
    gui_turn_words(a, turn, sizeof turn);
    CHECK(strstr(turn, "Bedřich") != NULL);
    gui_app_free(a);
}

/* The pig beside Anna's farmer in the north field of the road. */
static void test_pig_drag(void)
{
    gui_app *a = app_from(GUI_LANG_EN, "option pig 1\n", ROAD_TILES, "move place U 1,0 r0 f1\nmove place U -1,0 r0\n");
    if (!a)
        return;
    CHECK(gui_game_put(a->game, 2, 0, 0));
    frames(a, 2);
    int sx, sy, bx, by;
    CHECK(!special_at(a, CIT_TRADERS_BUILDER, &sx, &sy)); /* no builder in this game */
    CHECK(special_at(a, CIT_TRADERS_PIG, &sx, &sy));
    spot_px(a, 1, &bx, &by);
    drag(a, sx, sy, bx, by);
    CHECK(a->game->spot == 1 && a->game->special_kind == CIT_TRADERS_PIG);
    int len = session_len(a);
    key(a, SDLK_RETURN, 0);
    frames(a, 4);
    CHECK(session_len(a) == len + 2);
    const cit_move *m1 = cit_session_move(a->game->sess, len + 1);
    CHECK(m1 && m1->type == CIT_MOVE_TRADERS_FIGURE && m1->arg0 == 1 + CIT_TRADERS_PIG && m1->spot == 1);
    cit_feature_part at;
    CHECK(cit_game_traders_figure(gui_game_engine(a->game), 0, CIT_TRADERS_PIG, &at) && at.x == 2 && at.spot == 1);
    CHECK(logged(a, "Anna: the pig"));
    harness_shot(a, "traders-pig");
    gui_app_free(a);
}

/* Bedřich completes TB-01's grain city (as traders-goods-unoccupied.scn): the history says he
   takes the grain, his row and the results show it, the city's hover named it before. */
static void test_goods(void)
{
    gui_app *a = app_from(GUI_LANG_EN, "option traders 1\n", "D TB-01 E TB-02 U U", "move place TB-01 0,-1 r3\n");
    if (!a)
        return;
    char line[256];
    gui_feature_line(gui_game_engine(a->game), 0, -1, 0, 0, line, sizeof line);
    CHECK(strstr(line, "goods grain 1") != NULL);
    int w0 = a->row_pieces_rc[1].w;
    CHECK(place_end(a, -1, -1, 1));
    const cit_game *e = gui_game_engine(a->game);
    CHECK(cit_game_traders_goods(e, 1, CIT_GOODS_GRAIN) == 1);
    CHECK(logged(a, "Bedřich takes 1 grain"));
    CHECK(a->row_pieces_rc[1].w >= w0 && w0 > 0); /* the tokens are drawn in the row */
    const gui_module *m = gui_module_find(CIT_MODULE_TRADERS);
    CHECK(m && m->result_rows && m->result_rows(e) == 3);
    if (m && m->result_row) {
        char label[64], cell[32];
        m->result_row(e, 1, 1, label, sizeof label, cell, sizeof cell);
        CHECK(!strcmp(label, "Tokens: grain") && !strcmp(cell, "1 (+10)"));
        m->result_row(e, 1, 0, label, sizeof label, cell, sizeof cell);
        CHECK(!strcmp(cell, "0"));
    }
    harness_shot(a, "traders-goods");
    gui_app_set_scene(a, GUI_SCENE_RESULTS);
    frames(a, 2);
    harness_shot(a, "traders-results");
    gui_app_free(a);
}

/* The last tile completes the grain city: the game ends, the goods majority is a step of the
   final scoring of its own and a history line; the results' Other row holds the 10 points. */
static void test_goods_finale(void)
{
    gui_app *a = app_from(GUI_LANG_EN, "option traders 1\n", "D TB-01 E", "move place TB-01 0,-1 r3\n");
    if (!a)
        return;
    CHECK(place_end(a, -1, -1, 1));
    const cit_game *e = gui_game_engine(a->game);
    CHECK(cit_game_over(e) && cit_game_score(e, 1) == 10);
    CHECK(a->game->finale != NULL);
    int step = 0;
    for (int i = 0; a->game->finale && i < a->game->finale->n; i++)
        step |= a->game->finale->step[i].kind < 0 && a->game->finale->step[i].module == CIT_MODULE_TRADERS;
    CHECK(step);
    CHECK(logged(a, "Bedřich +10 \xC2\xB7 most grain"));
    const gui_module *m = gui_module_find(CIT_MODULE_TRADERS);
    CHECK(m && m->final_name && !strcmp(m->final_name(-20), "Goods"));
    frames(a, 90); /* past the lead-in: the goods step shows */
    harness_shot(a, "traders-finale");
    gui_app_free(a);
}

/* Its strings exist in both languages and say the same placeholders. */
static void test_words(void)
{
    for (int i = 0; i < TB_NWORDS; i++) {
        const char *en = gui_word_in(GUI_LANG_EN, &traders_text[i]), *cs = gui_word_in(GUI_LANG_CS, &traders_text[i]);
        CHECK(en && cs && en[0] && cs[0]);
        for (int k = 1; k <= 3 && en && cs; k++) {
            char ph[4] = {'%', (char)('0' + k), 0, 0};
            CHECK(!strstr(en, ph) == !strstr(cs, ph));
        }
    }
}

int main(int argc, char **argv)
{
    harness_read_args(argc, argv);
    if (harness_start("traders-test", "traders-gui") != 0)
        return 1;
    test_builder_drag();
    test_builder_none();
    test_pig_drag();
    test_goods();
    test_goods_finale();
    test_words();
    printf("traders-gui: %d passed, %d failed\n", passed, failed);
    IMG_Quit();
    SDL_Quit();
    harness_finish();
    fflush(stdout);
    return failed ? 1 : 0;
}
