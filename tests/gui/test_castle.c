/* Headless GUI tests of Castles: the castle question, the owner's pick, tokens on the board
   and in the panels, a computer answering. Positions come from small saves (exact boards). */
#define _XOPEN_SOURCE 700
#include "app/app.h"
#include "modules/castles/castle_view.h"
#include "harness.h"
#include "app/i18n.h"
#include "modules/castles/castle_text.h"
#include "modules/castles/castles.h"

#include <SDL_image.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The header of every save here: castles on, Anna (red) and Bedřich (blue); `second` is the
   kind of Bedřich's seat. The board is tests/scenarios/castle-*.scn's. */
static gui_app *app_with(int lang, const char *name, const char *second, const char *tiles, const char *moves)
{
    char text[1024];
    snprintf(text, sizeof text, "citadela-save 2\nmode classic\noption castles 1\nseed 1\nplayer human 0 Anna\n"
             "player %s 1 Bedřich\ntiles %s\n%send\n", second, tiles, moves);
    return harness_open_save(lang, name, text);
}

/* The two cells of the start city (0,0 and 0,-1), where the castle of these saves stands. */
static SDL_Rect castle_cells(gui_app *a)
{
    SDL_Rect top = gui_camera_cell_rect(&gui_view(a)->cam, 0, -1), bottom = gui_camera_cell_rect(&gui_view(a)->cam, 0, 0);
    return (SDL_Rect){top.x, top.y, top.w, bottom.y + bottom.h - top.y};
}

#define ASK_TILES "D E E F E U U V B"
#define ASK_MOVES "move place E 0,-1 r2 f0\n"

/* Anna closes the start city with a follower: the question, its two answers, the castle. */
static void test_build(void)
{
    gui_app *a = app_with(GUI_LANG_EN, "ask", "human", ASK_TILES, ASK_MOVES);
    if (!a)
        return;
    const cit_game *e = gui_game_engine(a->game);
    CHECK(cit_game_pending(e).decision == CIT_DECIDE_CASTLE);
    SDL_Rect rc;
    CHECK(gui_ui_find(&a->ui, castle_tr(CASTLE_BUILD), &rc));
    CHECK(gui_ui_find(&a->ui, "4 points now", &rc));
    int len = cit_session_length(a->game->sess), left = cit_game_castles_left(e, 0);
    /* before: no keep on the city (the lit area is no cream) */
    CHECK(pixels_of(a, castle_cells(a), GUI_COL_CREAM) == 0);
    CHECK(click_label(a, castle_tr(CASTLE_BUILD)));
    frames(a, 2);
    e = gui_game_engine(a->game);
    CHECK(cit_session_length(a->game->sess) == len + 1);
    CHECK(cit_session_move(a->game->sess, len)->type == CIT_MOVE_CASTLE);
    CHECK(cit_game_castles(e, NULL, 0) == 1);
    CHECK(cit_game_castles_left(e, 0) == left - 1);
    CHECK(cit_game_score(e, 0) == 0);
    CHECK(cit_game_pending(e).decision == CIT_DECIDE_PLACE_TILE);
    CHECK(a->game->nlog > 0 && strstr(a->game->log[a->game->nlog - 1], "builds a castle") != NULL);
    /* the token: its keeps (cream) and its plate in Anna's colour over the two cells */
    gui_view(a)->glide = 0;
    frames(a, 2);
    SDL_Rect cells = castle_cells(a);
    CHECK(pixels_of(a, cells, GUI_COL_CREAM) > 20);
    cit_castle c;
    CHECK(cit_game_castles(e, &c, 1) == 1 && c.owner == 0 && !c.paid);
    gui_app_free(a);
}

/* In Czech, "4 body hned" scores the city: 4 points, no castle, the token stays in supply. */
static void test_score(void)
{
    gui_app *a = app_with(GUI_LANG_CS, "score", "human", ASK_TILES, ASK_MOVES);
    if (!a)
        return;
    SDL_Rect rc;
    CHECK(gui_ui_find(&a->ui, "Hrad", &rc));
    CHECK(click_label(a, "4 body hned"));
    frames(a, 2);
    const cit_game *e = gui_game_engine(a->game);
    CHECK(cit_game_score(e, 0) == 4);
    CHECK(cit_game_castles(e, NULL, 0) == 0);
    CHECK(cit_game_castles_left(e, 0) == 3);
    gui_app_free(a);
}

/* Two roads beside Anna's castle complete at once (castle-pick.scn): she picks the 2-point one. */
static void test_pick(void)
{
    gui_app *a = app_with(GUI_LANG_EN, "pick", "human", "D E A A W E E U U V B",
                          "move place E 0,-1 r2 f0\nmove castle build\nmove place A 1,-1 r0 f1\n"
                          "move place A -1,0 r3\nmove place W 1,0 r1\n");
    if (!a)
        return;
    const cit_game *e = gui_game_engine(a->game);
    CHECK(cit_game_pending(e).decision == CIT_DECIDE_CASTLE_PICK);
    CHECK(cit_game_pending(e).player == 0);
    SDL_Rect rc;
    CHECK(gui_ui_find(&a->ui, "1. Road: 3 points", &rc));
    CHECK(click_label(a, "2. Road: 2 points"));
    frames(a, 2);
    e = gui_game_engine(a->game);
    cit_castle c;
    CHECK(cit_game_castles(e, &c, 1) == 1 && c.paid && c.points == 2);
    CHECK(cit_game_score(e, 0) == 2);
    CHECK(cit_game_supply(e, 0) == 7);
    /* paid: the plate stays with its keeps and its "+2" (once the score's flash is over) */
    frames(a, 160);
    gui_view(a)->glide = 0;
    frames(a, 2);
    CHECK(pixels_of(a, castle_cells(a), GUI_COL_CREAM) > 20);
    gui_app_free(a);
}

/* A computer answers the castle question through the AI, here in Anna's turn (castle-chain.scn:
   Anna closes the city Bedřich holds). */
static void test_computer(void)
{
    gui_app *a = app_with(GUI_LANG_EN, "computer", "ai-easy", "D E E H E E U U V B",
                          "move place E 0,-1 r2 f0\nmove castle build\nmove place E 1,-1 r1 f0\n"
                          "move place H 2,-1 r1\n");
    if (!a)
        return;
    int len = cit_session_length(a->game->sess);
    for (int i = 0; i < 600 && cit_session_length(a->game->sess) == len; i++) {
        frame(a);
        SDL_Delay(2);
    }
    CHECK(cit_session_length(a->game->sess) == len + 1);
    const cit_move *m = cit_session_move(a->game->sess, len);
    CHECK(m && m->type == CIT_MOVE_CASTLE);
    const cit_game *e = gui_game_engine(a->game);
    CHECK(cit_game_castles(e, NULL, 0) == 1 + (m && m->arg0 == 1));
    gui_app_free(a);
}

/* The list of every choice words castle moves too. */
static void test_words(void)
{
    cit_setup s;
    cit_setup_default(&s, 2, 1);
    s.opt.v[CIT_OPT_CASTLES] = 1;
    cit_game *g = cit_game_new(&s, NULL, 0, NULL);
    cit_move m = {0};
    m.type = CIT_MOVE_CASTLE;
    m.arg0 = 1;
    char buf[96];
    gui_i18n_set(harness_lang(GUI_LANG_CS));
    CHECK(gui_castle_move_words(g, &m, buf, sizeof buf) && !strcmp(buf, "Postavit hrad"));
    gui_i18n_set(harness_lang(GUI_LANG_EN));
    m.arg0 = 0;
    CHECK(gui_castle_move_words(g, &m, buf, sizeof buf) && !strcmp(buf, "Score the city"));
    m.type = CIT_MOVE_PLACE;
    CHECK(!gui_castle_move_words(g, &m, buf, sizeof buf));
    cit_game_free(g);
}

int main(void)
{
    if (harness_start("castle-test", "castle-gui") != 0)
        return 1;
    test_build();
    test_score();
    test_pick();
    test_computer();
    test_words();
    printf("castle-gui: %d passed, %d failed\n", passed, failed);
    IMG_Quit();
    SDL_Quit();
    harness_finish();
    fflush(stdout);
    return failed ? 1 : 0;
}
