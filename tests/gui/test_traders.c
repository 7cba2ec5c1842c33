/* Headless GUI tests of Traders & Builders: the builder and the pig dragged from the supply box
   play the placement and the engine's "figure" answer; a placement without a figure answers
   "none" without a dialog; the second turn is announced in the banner and the history; the
   goods a completed city gives show in the history, the player row, the hover and the results;
   a hint's builder or pig stands see-through beside its spot, with the tile it follows or on
   the tile just laid, and its line says so. */
#define _XOPEN_SOURCE 700
#include "app/app.h"
#include "harness.h"
#include "scenes/game/board_view.h"
#include "scenes/game/game_panels.h"
#include "app/hint.h"
#include "modules/gui_module.h"
#include "modules/traders/traders.h"
#include "modules/traders/traders_text.h"

#include <SDL_image.h>
#include <stdio.h>
#include <string.h>

static gui_app *app_from_traders(int lang, const char *options, const char *tiles, const char *moves)
{
    return harness_open_game(lang, "traders", options, tiles, moves);
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
    gui_app *a = app_from_traders(GUI_LANG_EN, BUILDER, ROAD_TILES, ROAD_MOVES);
    if (!a)
        return;
    int sx, sy, bx, by;
    CHECK(!harness_special_at(a, CIT_MODULE_TRADERS, CIT_TRADERS_BUILDER, &sx, &sy));
    CHECK(gui_game_put(a->game, 2, 0, 0));
    frames(a, 2);
    CHECK(harness_special_at(a, CIT_MODULE_TRADERS, CIT_TRADERS_BUILDER, &sx, &sy));
    const gui_module *mod = gui_module_find(CIT_MODULE_TRADERS);
    const char *h = mod && mod->hint ? mod->hint(GUI_MODULE_CTX(a, mod)) : NULL;
    CHECK(h && strstr(h, "your builder") != NULL); /* the turn hint names it */
    harness_spot_px(a, 0, &bx, &by);
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
    gui_turn_words(GUI_SCENE_CTX(a), turn, sizeof turn);
    CHECK(!strcmp(turn, "Anna's second turn"));
    CHECK(logged(a, "Anna plays a second turn (builder)"));
    harness_shot(a, "traders-second-turn");
    gui_app_free(a);
}

/* A placement with nothing on it while the builder could go there: End turn answers "figure
   none" for the person (no dialog), and the builder stays home. */
static void test_builder_none(void)
{
    gui_app *a = app_from_traders(GUI_LANG_CS, BUILDER, ROAD_TILES, ROAD_MOVES);
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
    gui_turn_words(GUI_SCENE_CTX(a), turn, sizeof turn);
    CHECK(strstr(turn, "Bedřich") != NULL);
    gui_app_free(a);
}

/* The pig beside Anna's farmer in the north field of the road. */
static void test_pig_drag(void)
{
    gui_app *a = app_from_traders(GUI_LANG_EN, "option pig 1\n", ROAD_TILES, "move place U 1,0 r0 f1\nmove place U -1,0 r0\n");
    if (!a)
        return;
    CHECK(gui_game_put(a->game, 2, 0, 0));
    frames(a, 2);
    int sx, sy, bx, by;
    CHECK(!harness_special_at(a, CIT_MODULE_TRADERS, CIT_TRADERS_BUILDER, &sx, &sy)); /* no builder in this game */
    CHECK(harness_special_at(a, CIT_MODULE_TRADERS, CIT_TRADERS_PIG, &sx, &sy));
    harness_spot_px(a, 1, &bx, &by);
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

/* ---- hints: the builder and the pig ---- */

/* Where the board should draw a figure on spot `spot` of tile t turned rot at x,y (beside the
   spot's anchor, as the figures on the board stand), within a pixel of the drawn one. */
static int figure_drawn_at(gui_app *a, int t, int spot, int rot, int x, int y, int fig)
{
    float ax, ay, h = gui_view(a)->cam.zoom * 0.3f, minh = (float)gui_px(&a->ui, 12);
    h = h < minh ? minh : h;
    gui_board_anchor_px(GUI_SCENE_CTX(a), t, spot, rot, x, y, &ax, &ay);
    ax += h * (fig == CIT_TRADERS_PIG ? 0.55f : 0.5f);
    ay += h * 0.2f;
    float dx = gui_drawn(a)->hint_piece_x - ax, dy = gui_drawn(a)->hint_piece_y - ay;
    return dx * dx + dy * dy <= 1.0f;
}

/* The hint's line under its button, as drawn. */
static void hint_line(gui_app *a, char *line, size_t cap)
{
    CHECK(gui_panel_hint_line(GUI_SCENE_CTX(a), line, cap));
}

/* The hint's search from a found placement `place` (no follower, the figure question asked
   after it): it goes on, then shows the placement with a legal answer to the question, which
   is figure `fig` on `spot` or none; the figure is drawn beside that spot of the tile's ghost. */
static void search_after(gui_app *a, const cit_move *place, int fig, int spot)
{
    gui_hint_cancel(a);
    gui_hint_found(a, place);
    CHECK(a->play.hint.job != NULL && a->play.hint.then_due && !gui_hint_shown(a));
    CHECK(harness_wait_hint(a));
    const cit_move *then = gui_hint_then(a);
    CHECK(then && then->type == CIT_MOVE_TRADERS_FIGURE && (then->arg0 == 0 || (then->arg0 == 1 + fig && then->spot == spot)));
    if (!then)
        return;
    printf("traders-gui: after the placement the search suggests %s\n",
           !then->arg0 ? "none" : fig == CIT_TRADERS_PIG ? "the pig" : "the builder");
    frames(a, 2);
    if (then->arg0)
        CHECK(gui_drawn(a)->hint_piece_shown && figure_drawn_at(a, place->tile, spot, place->rot, place->x, place->y, fig));
    else
        CHECK(!gui_drawn(a)->hint_piece_shown);
}

/* A placement's hint goes on to the figure question End turn answers from the drag: the board
   ghosts the builder with the tile, on the road, and the line says to drag it there; the
   search itself (N) gives the placement and a legal answer to that question. */
static void test_hint_builder_with_tile(void)
{
    gui_app *a = app_from_traders(GUI_LANG_EN, BUILDER, ROAD_TILES, ROAD_MOVES);
    if (!a)
        return;
    const cit_game *e = gui_game_engine(a->game);
    int u = cit_game_pending(e).tile;
    cit_move place = {.type = CIT_MOVE_PLACE, .tile = (uint16_t)u, .x = 2, .y = 0, .rot = 0, .spot = CIT_SPOT_NONE};
    cit_move builder = {.type = CIT_MOVE_TRADERS_FIGURE, .arg0 = 1 + CIT_TRADERS_BUILDER, .spot = 0};
    harness_show_hint(a, &place, &builder);
    CHECK(gui_hint_then(a) != NULL);
    frames(a, 2);
    CHECK(gui_drawn(a)->hint_piece_shown && figure_drawn_at(a, u, 0, 0, 2, 0, CIT_TRADERS_BUILDER));
    char line[300];
    hint_line(a, line, sizeof line);
    CHECK(strstr(line, "no follower") && strstr(line, "drag your builder onto its ghost (Road)"));
    harness_shot(a, "traders-hint-builder");
    /* the player follows it: once the tile lies there and the builder stands on its spot, the
       builder's ghost is gone (the piece is where it suggests) */
    CHECK(gui_game_put(a->game, 2, 0, 0));
    frames(a, 2);
    CHECK(gui_drawn(a)->hint_piece_shown); /* the tile alone: the builder is still to come */
    CHECK(gui_game_set_special(a->game, CIT_MODULE_TRADERS, CIT_TRADERS_BUILDER, 0));
    frames(a, 2);
    CHECK(!gui_drawn(a)->hint_piece_shown);
    gui_game_lift(a->game);
    frames(a, 2);
    /* "figure none" after it: End turn without the builder, nothing drawn */
    cit_move none = {.type = CIT_MOVE_TRADERS_FIGURE, .spot = CIT_SPOT_NONE};
    harness_show_hint(a, &place, &none);
    frames(a, 2);
    CHECK(!gui_drawn(a)->hint_piece_shown);
    hint_line(a, line, sizeof line);
    CHECK(strstr(line, "Then End turn without the builder.") != NULL);
    gui_hint_cancel(a);

    /* The search goes on from the placement to the figure question it asks (at 2,0 with no
       follower: the builder may join Anna's road), and shows a legal answer to it with it. */
    search_after(a, &place, CIT_TRADERS_BUILDER, 0);
    /* a placement with a follower asks nothing: shown at once, alone */
    gui_hint_cancel(a);
    cit_move knight = place;
    knight.spot = 0;
    gui_hint_found(a, &knight);
    CHECK(a->play.hint.job == NULL && gui_hint_shown(a) && !gui_hint_then(a));
    gui_hint_cancel(a);
    /* N: the search of the whole turn ends with a placement, and with an answer when its
       placement is asked the question */
    key(a, SDLK_n, 0);
    CHECK(a->play.hint.job != NULL);
    CHECK(harness_wait_hint(a));
    const cit_move *m = gui_hint_shown(a);
    CHECK(m && m->type == CIT_MOVE_PLACE);
    if (m) {
        cit_game *after = cit_game_clone(e);
        int asked = after && cit_game_apply(after, m, NULL) == CIT_OK &&
                    cit_game_pending(after).decision == CIT_DECIDE_TRADERS_FIGURE;
        CHECK(!asked == !gui_hint_then(a));
        cit_game_free(after);
    }
    gui_app_free(a);
}

/* The figure question pending now (a save made just after the placement): the hint is its
   answer; a pig is ghosted beside the farmer's field on the tile just laid, the line says so
   in Czech, the list ringing it; "none" says to end the turn without one. */
static void test_hint_pig_pending(void)
{
    /* first the whole turn: the placement at 2,0 asks about the pig (Anna's farmer is north) */
    gui_app *t = app_from_traders(GUI_LANG_EN, "option pig 1\n", ROAD_TILES, "move place U 1,0 r0 f1\nmove place U -1,0 r0\n");
    if (t) {
        cit_move place = {.type = CIT_MOVE_PLACE, .tile = cit_game_pending(gui_game_engine(t->game)).tile, .x = 2,
                          .y = 0, .rot = 0, .spot = CIT_SPOT_NONE};
        search_after(t, &place, CIT_TRADERS_PIG, 1);
        harness_shot(t, "traders-hint-pig-with-tile");
        gui_app_free(t);
    }
    gui_app *a = app_from_traders(GUI_LANG_CS, "option pig 1\n", ROAD_TILES,
                          "move place U 1,0 r0 f1\nmove place U -1,0 r0\nmove place U 2,0 r0\n");
    if (!a)
        return;
    const cit_game *e = gui_game_engine(a->game);
    CHECK(cit_game_pending(e).decision == CIT_DECIDE_TRADERS_FIGURE && cit_game_pending(e).player == 0);
    cit_placed_tile pc[2];
    CHECK(cit_game_parts_at(e, 2, 0, pc) == 1);
    cit_move pig = {.type = CIT_MOVE_TRADERS_FIGURE, .arg0 = 1 + CIT_TRADERS_PIG, .spot = 1};
    harness_show_hint(a, &pig, NULL);
    frames(a, 2);
    CHECK(gui_drawn(a)->hint_piece_shown && figure_drawn_at(a, pc[0].tile, 1, pc[0].rot, 2, 0, CIT_TRADERS_PIG));
    char line[300];
    hint_line(a, line, sizeof line);
    CHECK(!strcmp(line, "Nápověda: prase tam, kde je jeho stín (Louka)."));
    CHECK(gui_view(a)->decide.hint_rc.w > 0); /* the list's answer ringed too */
    harness_shot(a, "traders-hint-pig-pending");
    cit_move none = {.type = CIT_MOVE_TRADERS_FIGURE, .spot = CIT_SPOT_NONE};
    harness_show_hint(a, &none, NULL);
    frames(a, 2);
    CHECK(!gui_drawn(a)->hint_piece_shown);
    hint_line(a, line, sizeof line);
    CHECK(!strcmp(line, "Nápověda: ukončete tah bez prasete."));
    gui_hint_cancel(a);
    /* the search: a legal answer, drawn if it is the pig */
    key(a, SDLK_n, 0);
    CHECK(harness_wait_hint(a));
    const cit_move *m = gui_hint_shown(a);
    CHECK(m && m->type == CIT_MOVE_TRADERS_FIGURE && (m->arg0 == 0 || (m->arg0 == 1 + CIT_TRADERS_PIG && m->spot == 1)));
    if (m)
        printf("traders-gui: at the pending question the search suggests %s\n", m->arg0 ? "the pig" : "none");
    if (m && m->arg0) {
            frames(a, 2);
        CHECK(gui_drawn(a)->hint_piece_shown && figure_drawn_at(a, pc[0].tile, 1, pc[0].rot, 2, 0, CIT_TRADERS_PIG));
    }
    gui_app_free(a);
}

/* Bedřich completes TB-01's grain city (as traders-goods-unoccupied.scn): the history says he
   takes the grain, his row and the results show it, the city's hover named it before. */
static void test_goods(void)
{
    gui_app *a = app_from_traders(GUI_LANG_EN, "option traders 1\n", "D TB-01 E TB-02 U U", "move place TB-01 0,-1 r3\n");
    if (!a)
        return;
    char line[256];
    gui_feature_line(gui_game_engine(a->game), 0, -1, 0, 0, line, sizeof line);
    CHECK(strstr(line, "goods grain 1") != NULL);
    int w0 = gui_drawn(a)->row_pieces_rc[1].w;
    CHECK(place_end(a, -1, -1, 1));
    const cit_game *e = gui_game_engine(a->game);
    CHECK(cit_game_traders_goods(e, 1, CIT_GOODS_GRAIN) == 1);
    CHECK(logged(a, "Bedřich takes 1 grain token"));
    CHECK(gui_drawn(a)->row_pieces_rc[1].w >= w0 && w0 > 0); /* the tokens are drawn in the row */
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
   final scoring of its own and a history line; the results show the 10 points in a row of
   their own (Goods majorities), no longer under Other. */
static void test_goods_finale(void)
{
    gui_app *a = app_from_traders(GUI_LANG_EN, "option traders 1\n", "D TB-01 E", "move place TB-01 0,-1 r3\n");
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
    CHECK(a->game->tally_pts[CIT_MODULE_TRADERS][0][1] == 10 && a->game->tally_taken[CIT_CAT_OTHER][1] == 10);
    char label[64], cell[32];
    CHECK(m && m->tally_row && m->tally_row(e, 0, 10, 1, label, sizeof label, cell, sizeof cell) &&
          !strcmp(label, "Goods majorities") && !strcmp(cell, "10"));
    frames(a, 90); /* past the lead-in: the goods step shows */
    harness_shot(a, "traders-finale");
    gui_app_set_scene(a, GUI_SCENE_RESULTS);
    frames(a, 2);
    harness_shot(a, "traders-finale-results");
    gui_app_free(a);
}

/* A save loaded at the pig question (no drag set it up): the spot the answer list names
   ("The pig on spot 2") is ringed and numbered on the tile just laid. */
static void test_pending_spots(void)
{
    gui_app *a = app_from_traders(GUI_LANG_EN, "option pig 1\n", ROAD_TILES,
                                  "move place U 1,0 r0 f1\nmove place U -1,0 r0\nmove place U 2,0 r0\n");
    if (!a)
        return;
    const cit_game *e = gui_game_engine(a->game);
    CHECK(cit_game_pending(e).decision == CIT_DECIDE_TRADERS_FIGURE);
    cit_placed_tile pc[2];
    CHECK(cit_game_parts_at(e, 2, 0, pc) == 1);
    float px, py;
    gui_board_anchor_px(GUI_SCENE_CTX(a), pc[0].tile, 1, pc[0].rot, 2, 0, &px, &py);
    float r = gui_board_spot_radius(GUI_SCENE_CTX(a), pc[0].tile) + 4;
    SDL_Rect around = {(int)(px - r), (int)(py - r), (int)(2 * r), (int)(2 * r)};
    CHECK(pixels_of(a, around, 0xffffff) > 20);
    harness_shot(a, "traders-pending-spots");
    gui_app_free(a);
}

/* Its strings exist in both languages and say the same placeholders. */
static void test_words(void)
{
    for (int i = 0; i < TB_NWORDS; i++) {
        const char *en = gui_word_in(harness_lang(GUI_LANG_EN), &traders_text[i]), *cs = gui_word_in(harness_lang(GUI_LANG_CS), &traders_text[i]);
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
    test_hint_builder_with_tile();
    test_hint_pig_pending();
    test_goods();
    test_goods_finale();
    test_pending_spots();
    test_words();
    printf("traders-gui: %d passed, %d failed\n", passed, failed);
    IMG_Quit();
    SDL_Quit();
    harness_finish();
    fflush(stdout);
    return failed ? 1 : 0;
}
