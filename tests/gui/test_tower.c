/* Headless GUI tests of The Tower: the new-game screen offers it; a tower piece or a follower
   dragged from the supply onto a lit tower (a drop elsewhere does nothing), a click on a lit
   tower or follower (a mayor too); the ransom and the exchange dialogs, with the mayor and the
   wagon by name; the history says what happened; the stacks are drawn on the board; over the
   network each question is asked at its owner's screen. */
#define _XOPEN_SOURCE 700
#include "app/app.h"
#include "harness.h"
#include "scenes/game/board_view.h"
#include "scenes/game/decide.h"
#include "scenes/game/game_panels.h"
#include "modules/gui_module.h"
#include "modules/tower/tower.h"
#include "modules/abbey/abbey.h"
#include "modules/tower/tower_state.h"
#include "scenes/game/game_state.h"
#include "host.h"
#include "table.h"
#include "app/net_seam.h"
#include "modules/tower/tower_view.h"
#include "draw/atlas.h"
#include "draw/artindex.h"
#include "scenes/newgame/expansion_lesson.h"
#include "app/i18n.h"

#include <SDL_image.h>
#include <stdio.h>
#include <string.h>

static const char *TOWER = "option tower 1\n";
static int lit_under_drag; /* green pixels on the target cell half way through the last drag */

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

/* Drags from window pixel x0,y0 to the middle of board cell x,y (the camera centred on it
   first), taking a screenshot `shot` half way (NULL: none); 1 if one move of `type`, arg0 was made. */
static int drag_to_cell(gui_app *a, int x0, int y0, int x, int y, const char *shot, int type, int arg0)
{
    int len = session_len(a), sx, sy;
    cell_centre(a, x, y, &sx, &sy);
    push_motion(x0, y0);
    frame(a);
    push_button(x0, y0, 1, 1);
    frame(a);
    for (int i = 1; i <= 8; i++) {
        push_motion(x0 + (sx - x0) * i / 8, y0 + (sy - y0) * i / 8);
        frame(a);
    }
    if (shot)
        harness_shot(a, shot);
    lit_under_drag = pixels_of(a, gui_camera_cell_rect(&gui_view(a)->cam, x, y), 0x3fbf5f);
    push_button(sx, sy, 1, 0);
    frame(a);
    frames(a, 3);
    return last_move_is(a, len, type, arg0);
}

/* The middle of a rectangle. */
static void middle(SDL_Rect rc, int *x, int *y)
{
    *x = rc.x + rc.w / 2;
    *y = rc.y + rc.h / 2;
}

/* The Tower's lesson says the rule as RULES.md §10 does (the ransom is 3 points, the exchange is
   named, closing a tower is no way out of a capture) in both languages, and its picture's tower
   is a stack a newcomer can see: over 400 px of stone at 1024x600 (a 14 px stack has about 150). */
static void test_lesson_words_and_picture(void)
{
    static const char *const says[GUI_LANG_COUNT][3] = {{"3 points", "exchanged", "never scores"},
                                                        {"3 body", "vymění", "nikdy nedostane body"}};
    static const char *const never[GUI_LANG_COUNT] = {"closes your tower", "nebo věž uzavře figurkou"};
    const gui_module *m = gui_module_find(CIT_MODULE_TOWER);
    CHECK(m && m->lesson);
    for (int lang = 0; m && m->lesson && lang < GUI_LANG_COUNT; lang++) {
        gui_i18n_set(harness_lang((gui_lang)lang));
        char all[2048] = "";
        for (int k = 0; m->lesson(k); k++)
            SDL_strlcat(all, m->lesson(k), sizeof all);
        for (int i = 0; i < 3; i++)
            CHECK(strstr(all, says[lang][i]) != NULL);
        CHECK(strstr(all, never[lang]) == NULL);
    }
    gui_app *a = harness_app(1024, 600, GUI_LANG_EN);
    CHECK(a != NULL);
    if (!a || !m)
        return;
    frames(a, 2);
    CHECK(click_button(a, MSG_NEW_GAME));
    gui_expansion_lesson_open(gui_newgame_state_of(a), m);
    frames(a, 2);
    CHECK(gui_newgame_state_of(a)->xlesson_module == CIT_MODULE_TOWER + 1);
    int stone = pixels_of(a, (SDL_Rect){0, 0, a->w, a->h}, 0xb9b2a3);
    CHECK(stone > 400);
    if (stone <= 400)
        fprintf(stderr, "the lesson's tower: %d px of stone\n", stone);
    harness_shot(a, "tower-lesson-1024");
    gui_app_free(a);
}

/* As tests/scenarios/tower-capture-over-gap.scn, Anna's figure step pending: the tower at 0,1
   (height 1) is lit for a piece and for a closing. */
static const char *STEP_MOVES = "move place U -1,0 r0\nmove place U -2,0 r0 f0\nmove place TW-02 0,1 r0\n"
                                "move towerstep none\nmove place B -2,1 r0 f0\nmove place B 1,1 r0\n"
                                "move towerstep piece 0,1\nmove place B 1,2 r0\nmove towerstep none\n"
                                "move place U 1,0 r0\n";

static gui_app *step_game(int lang)
{
    gui_app *a = harness_open_game(lang, "tower-step", TOWER, "D U U TW-02 B B B U U U", STEP_MOVES);
    if (a)
        frames(a, 3);
    return a;
}

/* The tower piece in the side panel's supply box dragged onto the lit tower makes
   "towerstep piece 0,1"; the target under the piece is lit green while it is dragged. */
static void test_supply_drag(void)
{
    for (int lang = 0; lang < 2; lang++) {
        gui_app *a = step_game(lang ? GUI_LANG_CS : GUI_LANG_EN);
        if (!a)
            return;
        gui_tower_state *st = gui_game_module(a->game, CIT_MODULE_TOWER);
        CHECK(st->supply_rc.w > 0); /* the panel's box of tower pieces is lit */
        int x, y;
        middle(st->supply_rc, &x, &y);
        CHECK(drag_to_cell(a, x, y, 0, 1, lang ? "tower-drag-cs" : "tower-drag-en", CIT_MOVE_TOWER_FIGURE,
                           CIT_TOWER_PIECE));
        CHECK(lit_under_drag > 20);
        CHECK(cit_game_tower_height(gui_game_engine(a->game), 0, 1) == 2);
        gui_app_free(a);
    }
}

/* The same piece let go on a cell no answer lights (the empty cell 3,3, then a tile without a
   foundation) makes no move: the question stays and says why. */
static void test_drop_elsewhere(void)
{
    gui_app *a = step_game(GUI_LANG_EN);
    if (!a)
        return;
    gui_tower_state *st = gui_game_module(a->game, CIT_MODULE_TOWER);
    int x, y, len = session_len(a);
    middle(st->supply_rc, &x, &y);
    CHECK(!drag_to_cell(a, x, y, 3, 3, NULL, CIT_MOVE_TOWER_FIGURE, CIT_TOWER_PIECE));
    middle(st->piece_rc, &x, &y);
    CHECK(!drag_to_cell(a, x, y, 1, 1, NULL, CIT_MOVE_TOWER_FIGURE, CIT_TOWER_PIECE));
    CHECK(session_len(a) == len && st->dragging == TOWER_DRAG_NONE);
    CHECK(cit_game_pending(gui_game_engine(a->game)).decision == CIT_DECIDE_TOWER_FIGURE);
    CHECK(strstr(a->toast.text, "Not there") != NULL);
    gui_app_free(a);
}

/* A follower dragged from the side panel's supply onto the lit tower closes it ("towerstep
   close 0,1"), and the closed tower shows the follower on its top. */
static void test_follower_closes(void)
{
    gui_app *a = step_game(GUI_LANG_EN);
    if (!a)
        return;
    CHECK(gui_drawn(a)->supply_rc.w > 0); /* the follower in the supply box is lit for the closing */
    int x, y;
    middle(gui_drawn(a)->supply_rc, &x, &y);
    CHECK(drag_to_cell(a, x, y, 0, 1, NULL, CIT_MOVE_TOWER_FIGURE, CIT_TOWER_CLOSE));
    cit_tower t[4];
    int n = cit_game_towers(gui_game_engine(a->game), t, 4);
    CHECK(n == 1 && t[0].top == 1);
    CHECK(logged(a, "Anna closes the tower (1 tile south of the start)")); /* a place in words, no coordinates */
    gui_app_free(a);
}

/* feature-marks.txt as the window reads it (the tower's foundation is one of its kinds): a
   feature the tile has not, NaN, a square turned inside out, an over-long kind and a short line
   are refused; an unknown tile is skipped; a good line gives the square's middle. */
static void test_marks_parse(void)
{
    const cit_tileset *set = cit_tileset_builtin();
    static gui_marks mk;
    const char *text = "# marks\nmark D 0 tower 0.4 0.4 0.6 0.6\nmark D 9 tower 0 0 1 1\nmark D 1 inn nan 0 1 1\n"
                       "mark D 1 inn 0.6 0 0.5 1\nmark D 1 averyverylongkind 0 0 1 1\nmark D 1 inn 0 0 1\n"
                       "mark ZZZ 0 tower 0 0 1 1\n";
    int first = 0, d = cit_tileset_find(set, "D");
    CHECK(gui_marks_parse(text, strlen(text), set, &mk, &first) == 5 && first == 3);
    CHECK(d >= 0 && !strcmp(mk.kind[d][0], "tower") && mk.mid[d][0][0] == 0.5f && mk.mid[d][0][1] == 0.5f &&
          mk.kind[d][1][0] == 0);
}

/* The bar's "No tower piece" answers "towerstep none" by a click, and so does the key S. */
static void test_step_skipped(void)
{
    gui_app *a = step_game(GUI_LANG_EN);
    if (!a)
        return;
    CHECK(answer(a, "No tower piece", CIT_MOVE_TOWER_FIGURE, CIT_TOWER_NONE));
    gui_app_free(a);
    a = step_game(GUI_LANG_EN);
    if (!a)
        return;
    int len = session_len(a);
    key(a, SDLK_s, 0);
    frames(a, 3);
    CHECK(last_move_is(a, len, CIT_MOVE_TOWER_FIGURE, CIT_TOWER_NONE));
    gui_app_free(a);
}

/* The step and the capture from the keyboard alone: E goes to a lit answer (its cell green, its
   words in the bar, the keys in the help line), Q back, Enter takes it: a piece on the tower,
   then Bedřich's monk. In both languages (the bar's words are the catalogue's). */
static void test_keys(void)
{
    for (int lang = 0; lang < 2; lang++) {
        gui_app *a = step_game(lang ? GUI_LANG_CS : GUI_LANG_EN);
        if (!a)
            return;
        gui_tower_state *st = gui_game_module(a->game, CIT_MODULE_TOWER);
        int len = session_len(a);
        char help[512];
        gui_key_help(GUI_SCENE_CTX(a), help, sizeof help);
        CHECK(strstr(help, "Q/E") != NULL);
        key(a, SDLK_e, 0);
        frames(a, 2);
        CHECK(st->key_pick > 0 && session_len(a) == len); /* a pick is no move yet */
        CHECK(pixels_of(a, gui_camera_cell_rect(&gui_view(a)->cam, 0, 1), 0x3fbf5f) > 20);
        harness_shot(a, lang ? "tower-keys-cs" : "tower-keys-en");
        key(a, SDLK_q, 0); /* back before the first: the last lit answer, then forth again */
        key(a, SDLK_e, 0);
        frames(a, 2);
        /* the first lit answer is the piece on the foundation */
        key(a, SDLK_RETURN, 0);
        frames(a, 3);
        CHECK(last_move_is(a, len, CIT_MOVE_TOWER_FIGURE, CIT_TOWER_PIECE));
        const cit_game *e = gui_game_engine(a->game);
        CHECK(cit_game_tower_height(e, 0, 1) == 2 && cit_game_pending(e).decision == CIT_DECIDE_TOWER_CAPTURE);
        /* the capture: E until the monk two cells west is picked (a bounded walk), Enter */
        len = session_len(a);
        int found = 0;
        for (int k = 0; k < 12 && !found; k++) {
            key(a, SDLK_e, 0);
            frames(a, 1);
            cit_move ms[32];
            int n = cit_game_legal_moves(gui_game_engine(a->game), ms, 32);
            found = st->key_pick > 0 && st->key_pick <= n && ms[st->key_pick - 1].x == -2 && ms[st->key_pick - 1].y == 1;
        }
        CHECK(found);
        key(a, SDLK_KP_ENTER, 0);
        frames(a, 3);
        CHECK(last_move_is(a, len, CIT_MOVE_TOWER_CAPTURE, CIT_CAPTURE_PART));
        CHECK(cit_game_tower_prisoners(gui_game_engine(a->game), 0, 1, NULL) == 1);
        gui_app_free(a);
    }
}

/* The new-game screen offers the option (it shows an expansion only once its GUI row is in),
   at the smallest window and the default one with six seats, and a click switches it on. */
static void test_option_shown(void)
{
    CHECK(gui_option_shown(CIT_OPT_TOWER));
    CHECK(gui_module_find(CIT_MODULE_TOWER) != NULL);
    harness_option_offered(CIT_OPT_TOWER, "The Tower", "Věž", "tower-newgame");
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
    CHECK(logged(a, "Anna builds the tower (1 tile south of the start) to height 2"));
    CHECK(cit_game_pending(e).decision == CIT_DECIDE_TOWER_CAPTURE);
    /* the capture's answers name the tower's place in words, never coordinates */
    cit_move ms[16];
    int nm = cit_game_legal_moves(e, ms, 16), worded = nm > 1;
    for (int i = 0; i < nm && i < 16; i++) {
        char words[128];
        gui_move_words(e, &ms[i], words, sizeof words);
        worded &= strstr(words, "0,1") == NULL && strstr(words, "-2,1") == NULL;
        if (ms[i].arg0 == CIT_CAPTURE_PART)
            worded &= strstr(words, "of the start") != NULL;
    }
    CHECK(worded);
    harness_shot(a, "tower-capture-choice");
    CHECK(click_cell(a, -2, 1, CIT_MOVE_TOWER_CAPTURE, CIT_CAPTURE_PART)); /* the lit monk */
    e = gui_game_engine(a->game);
    CHECK(cit_game_tower_prisoners(e, 0, 1, NULL) == 1);
    CHECK(logged(a, "Anna's tower took Bedřich's monk"));
    /* the stack is drawn in stone on the tower's cell */
    frames(a, 2);
    SDL_Rect c = gui_camera_cell_rect(&gui_view(a)->cam, 0, 1);
    CHECK(pixels_of(a, c, 0xb9b2a3) > 20);
    /* ...on the foundation painted in the tile's middle (its "tower" mark), not in a corner */
    float fx = 0, fy = 0;
    CHECK(gui_atlas_mark(a->atlas, cit_tileset_find(cit_game_tileset(e), "TW-02"), "tower", 0, &fx, &fy) &&
          fx > 0.3f && fx < 0.7f);
    SDL_Rect on = {c.x + (int)((float)c.w * (fx - 0.15f)), c.y + (int)((float)c.h * (fy - 0.3f)), c.w * 3 / 10,
                   c.h * 4 / 10};
    SDL_Rect corner = {c.x + c.w * 7 / 10, c.y, c.w * 3 / 10, c.h / 3};
    CHECK(pixels_of(a, on, 0xb9b2a3) > 20 && pixels_of(a, corner, 0xb9b2a3) == 0);
    harness_shot(a, "tower-prisoner-row");
    gui_app_free(a);
}

/* As tests/scenarios/tower-ransom.scn: Anna holds two of Bedřich's followers, his turn starts. */
static const char *RANSOM_MOVES =
    "move place TW-02 0,1 r0\nmove towerstep piece 0,1\nmove place B 1,1 r0 f0\n"
    "move place B -1,1 r0\nmove towerstep piece 0,1\nmove capture 1,1 f0\n"
    "move place N 0,-1 r2 f0\nmove place B -1,2 r0\nmove towerstep piece 0,1\n"
    "move capture 0,-1 f0\nmove place E 1,-1 r3 f0\nmove place U 1,0 r0\nmove towerstep none\n";

/* As tests/scenarios/tower-ransom.scn: Bedřich's turn starts with the ransom dialog, one row
   (Anna holds 2 of his followers). "Pay 3 points" pays by a click, and so does the key 1;
   "Not now" and the key S decline, the prisoners staying where they are. */
static gui_app *ransom_game(int lang)
{
    return harness_open_game(lang, "tower-ransom", TOWER, "D TW-02 B B N B E U U U U U", RANSOM_MOVES);
}

static void test_ransom(void)
{
    gui_app *a = ransom_game(GUI_LANG_EN);
    if (!a)
        return;
    CHECK(cit_game_pending(gui_game_engine(a->game)).decision == CIT_DECIDE_TOWER_RANSOM);
    frames(a, 2);
    SDL_Rect rc;
    CHECK(nth_button(a, "Pay 3 points", 0, &rc) && !nth_button(a, "Pay 3 points", 1, &rc));
    harness_shot(a, "tower-ransom-en");
    CHECK(answer(a, "Pay 3 points", CIT_MOVE_TOWER_RANSOM, 1));
    const cit_game *e = gui_game_engine(a->game);
    CHECK(cit_game_tower_prisoners(e, 0, 1, NULL) == 1);
    CHECK(logged(a, "Bedřich pays Anna 3 points to free their follower"));
    /* Results book it as a ransom, 3 for Anna and -3 for Bedřich, not under "Other" */
    const gui_game *g = a->game;
    CHECK(g->tally_pts[CIT_MODULE_TOWER][0][0] == 3 && g->tally_pts[CIT_MODULE_TOWER][0][1] == -3);
    CHECK(g->tally_taken[CIT_CAT_OTHER][0] == 3 && g->tally_taken[CIT_CAT_OTHER][1] == -3);
    CHECK(cit_game_score_in(e, 0, CIT_CAT_OTHER) - g->tally_taken[CIT_CAT_OTHER][0] == 0);
    char label[96], cell[48];
    const gui_module *tm = gui_module_find(CIT_MODULE_TOWER);
    CHECK(tm && tm->tally_row && tm->tally_row(e, 0, -3, 1, label, sizeof label, cell, sizeof cell) == 1 &&
          !strcmp(label, "Ransoms") && !strcmp(cell, "-3"));
    key(a, SDLK_HOME, 0); /* the whole board: the tower of height 3 */
    frames(a, 30);
    harness_shot(a, "tower-height-3");
    gui_app_free(a);
    a = ransom_game(GUI_LANG_CS);
    if (!a)
        return;
    frames(a, 2);
    harness_shot(a, "tower-ransom-cs");
    int len = session_len(a);
    key(a, SDLK_1, 0);
    frames(a, 3);
    CHECK(last_move_is(a, len, CIT_MOVE_TOWER_RANSOM, 1));
    gui_app_free(a);
}

static void test_ransom_refused(void)
{
    gui_app *a = ransom_game(GUI_LANG_EN);
    if (!a)
        return;
    CHECK(answer(a, "Not now", CIT_MOVE_TOWER_RANSOM, 0));
    CHECK(cit_game_tower_prisoners(gui_game_engine(a->game), 0, 1, NULL) == 2);
    gui_app_free(a);
    a = ransom_game(GUI_LANG_EN);
    if (!a)
        return;
    frames(a, 2);
    int len = session_len(a);
    key(a, SDLK_s, 0);
    frames(a, 3);
    CHECK(last_move_is(a, len, CIT_MOVE_TOWER_RANSOM, 0));
    gui_app_free(a);
}

/* As tests/scenarios/tower-exchange-captor-chooses.scn: Bedřich took Anna's monk while she
   holds his normal and his big follower; his dialog asks which comes back. */
static const char *EXCHANGE_MOVES =
    "move place TW-02 0,1 r0\nmove towerstep piece 0,1\nmove place B 1,1 r0 f0\nmove big yes\n"
    "move place B -1,1 r0\nmove towerstep piece 0,1\nmove capture 1,1 f0 big\nmove place B 0,2 r0 f0\n"
    "move place U 1,0 r0\nmove towerstep piece 0,1\nmove capture 0,2 f0\nmove place U -1,0 r0\n"
    "move towerstep none\nmove place TW-03 -1,2 r0 f0\nmove big no\nmove place U -2,0 r0\n"
    "move towerstep piece -1,2\nmove capture -1,2 f0\n";

static gui_app *exchange_game(int lang)
{
    /* today's save version: the big follower's question as today's moves ask it */
    char text[2048];
    snprintf(text, sizeof text,
             "citadela-save 4\nmode classic\noption tower 1\noption big_follower 1\nseed 1\nplayer human 0 Anna\n"
             "player human 1 Bedřich\ntiles D TW-02 B B B U U TW-03 U U U\n%send\n",
             EXCHANGE_MOVES);
    return harness_open_save(lang, "tower-exchange", text);
}

static void test_exchange(void)
{
    gui_app *a = exchange_game(GUI_LANG_EN);
    if (!a)
        return;
    CHECK(cit_game_pending(gui_game_engine(a->game)).decision == CIT_DECIDE_TOWER_EXCHANGE);
    frames(a, 2);
    harness_shot(a, "tower-exchange-en");
    CHECK(answer(a, "Your big follower", CIT_MOVE_TOWER_EXCHANGE, 1));
    CHECK(cit_game_tower_prisoners(gui_game_engine(a->game), 0, 1, NULL) == 1);
    CHECK(logged(a, "Bedřich and Anna exchange prisoners"));
    gui_app_free(a);
    a = exchange_game(GUI_LANG_CS);
    if (!a)
        return;
    frames(a, 2);
    harness_shot(a, "tower-exchange-cs");
    int len = session_len(a);
    key(a, SDLK_1, 0); /* the normal one */
    frames(a, 3);
    CHECK(last_move_is(a, len, CIT_MOVE_TOWER_EXCHANGE, 0));
    gui_app_free(a);
}

/* ---- the mayor and the wagon as prisoners (Abbey & Mayor) ---------------------------------- */

static const char *TOWER_MAYOR = "option tower 1\noption mayor 1\n";

/* The last move made, if the session grew by one since `len`. */
static const cit_move *made_since(gui_app *a, int len)
{
    return session_len(a) == len + 1 ? cit_session_move(a->game->sess, len) : NULL;
}

/* As tests/scenarios/tower-capture-mayor.scn: Anna raised the tower at 2,-1; Bedřich's mayor
   stands alone one cell west. A click on its lit cell takes it ("capture 1,-1 f0 mayor"); the
   history names the mayor, and Anna's row shows it beside her tower pieces. The words of the
   answer name the mayor in English and Czech. */
static void test_mayor_captured_by_click(void)
{
    for (int lang = 0; lang < 2; lang++) {
        gui_app *a = harness_open_game(lang ? GUI_LANG_CS : GUI_LANG_EN, "tower-mayor", TOWER_MAYOR, "D U E TW-02 E B",
                                       "move place U 1,0 r0\nmove place E 1,-1 r0\nmove mayor f0\n"
                                       "move place TW-02 2,-1 r0\nmove towerstep piece 2,-1\n");
        if (!a)
            return;
        const cit_game *e = gui_game_engine(a->game);
        CHECK(cit_game_pending(e).decision == CIT_DECIDE_TOWER_CAPTURE);
        cit_move ms[8];
        char words[160] = "";
        int n = cit_game_legal_moves(e, ms, 8);
        CHECK(n == 2 && ms[1].arg1 == cit_game_follower_named(e, "mayor") && gui_tower_move_words(e, &ms[1], words, sizeof words));
        CHECK(strstr(words, lang ? "starostu" : "mayor") != NULL);
        int len = session_len(a);
        CHECK(click_cell(a, 1, -1, CIT_MOVE_TOWER_CAPTURE, CIT_CAPTURE_PART));
        const cit_move *m = made_since(a, len);
        e = gui_game_engine(a->game);
        CHECK(m && m->arg1 == cit_game_follower_named(e, "mayor"));
        CHECK(cit_game_tower_held(e, 0, 1, cit_game_follower_named(e, "mayor")) == 1 && cit_game_mayor_kept(e, 1));
        if (!lang)
            CHECK(logged(a, "Anna's tower took Bedřich's mayor"));
        frames(a, 40); /* the taken mayor has faded on its way to the tower */
        harness_shot(a, lang ? "tower-mayor-prisoner-cs" : "tower-mayor-prisoner-en");
        gui_app_free(a);
    }
}

/* As tests/scenarios/tower-exchange-choose-mayor.scn: Anna took Bedřich's monk while he holds
   her thief and her mayor; her dialog offers the two kinds held, "Your follower" and "Your
   mayor" (no big one). A click on "Your mayor" plays "exchange mayor": the mayor is back in
   its own supply. In Czech the key 2 picks the same. */
static const char *MAYOR_EXCHANGE_MOVES =
    "move place U 1,0 r0 f0\nmove place TW-02 1,1 r0\nmove towerstep piece 1,1\nmove capture 1,0 f0\n"
    "move place E 1,-1 r0\nmove towerstep none\nmove mayor f0\nmove place B 2,1 r0\nmove towerstep piece 1,1\n"
    "move capture 1,-1 f0 mayor\nmove place U 2,0 r0\nmove towerstep none\nmove place B 0,1 r0 f0\n"
    "move place U 3,0 r0\nmove towerstep piece 1,1\nmove capture 0,1 f0\n";

static void test_exchange_mayor(void)
{
    gui_app *a = harness_open_game(GUI_LANG_EN, "tower-exchange-mayor", TOWER_MAYOR, "D U TW-02 E B U B U U E U",
                                   MAYOR_EXCHANGE_MOVES);
    if (!a)
        return;
    CHECK(cit_game_pending(gui_game_engine(a->game)).decision == CIT_DECIDE_TOWER_EXCHANGE);
    frames(a, 2);
    SDL_Rect rc;
    CHECK(nth_button(a, "Your follower", 0, &rc) && nth_button(a, "Your mayor", 0, &rc) &&
          !nth_button(a, "Your big follower", 0, &rc));
    harness_shot(a, "tower-exchange-mayor-en");
    CHECK(answer(a, "Your mayor", CIT_MOVE_TOWER_EXCHANGE, cit_game_follower_named(gui_game_engine(a->game), "mayor")));
    const cit_game *e = gui_game_engine(a->game);
    CHECK(cit_game_mayor_in_supply(e, 0) && cit_game_tower_held(e, 1, 0, 0) == 1);
    CHECK(logged(a, "Anna and Bedřich exchange prisoners"));
    gui_app_free(a);
    a = harness_open_game(GUI_LANG_CS, "tower-exchange-mayor", TOWER_MAYOR, "D U TW-02 E B U B U U E U",
                          MAYOR_EXCHANGE_MOVES);
    if (!a)
        return;
    frames(a, 2);
    CHECK(nth_button(a, "Vašeho starostu", 0, &rc)); /* as "Vaši figurku" beside it */
    harness_shot(a, "tower-exchange-mayor-cs");
    int len = session_len(a);
    key(a, SDLK_2, 0);
    frames(a, 3);
    CHECK(last_move_is(a, len, CIT_MOVE_TOWER_EXCHANGE, cit_game_follower_named(gui_game_engine(a->game), "mayor")));
    gui_app_free(a);
}

static gui_app *wagon_ransom_game(int lang)
{
    return harness_open_game(lang, "tower-ransom-wagon", "option tower 1\noption wagon 1\n", "D U U TW-02 E B U U",
                             "move place U 1,0 r0\nmove wagon none\nmove place U 2,0 r0\nmove wagon f0\n"
                             "move place TW-02 2,-1 r0\nmove towerstep piece 2,-1\nmove capture 2,0 f0 wagon\n"
                             "move place E 0,-1 r2 f0\nmove place B 1,1 r0\nmove towerstep none\n"
                             "move wagon none\n");
}

/* The same in Czech: the row and the answer name the wagon in the Abbey's Czech forms, put
   into the Tower's templates (gui_figure_say): "váš vůz ... ho", "za vůz". */
static void test_ransom_wagon_cs(void)
{
    gui_app *a = wagon_ransom_game(GUI_LANG_CS);
    if (!a)
        return;
    const cit_game *e = gui_game_engine(a->game);
    frames(a, 2);
    cit_move ms[4];
    char words[160] = "", line[160] = "";
    CHECK(cit_game_legal_moves(e, ms, 4) == 2 && gui_tower_move_words(e, &ms[1], words, sizeof words) &&
          !strcmp(words, "Zaplatit 3 body za vůz (dostane je Anna)"));
    gui_tower_held_line(e, ms[1].arg1, 1, "Anna", line, sizeof line);
    CHECK(!strcmp(line, "Anna drží váš vůz: vykupte ho za 3"));
    harness_shot(a, "tower-ransom-wagon-cs");
    gui_app_free(a);
}

/* As tests/scenarios/tower-ransom-wagon.scn: Bedřich's turn starts with 4 points while Anna
   holds his wagon: one row, drawn with the wagon; "Pay 3 points" plays "ransom 0 wagon" and the
   wagon is back in its own supply; the history and the answer's words name the wagon. */
static void test_ransom_wagon(void)
{
    gui_app *a = wagon_ransom_game(GUI_LANG_EN);
    if (!a)
        return;
    const cit_game *e = gui_game_engine(a->game);
    CHECK(cit_game_pending(e).decision == CIT_DECIDE_TOWER_RANSOM);
    frames(a, 2);
    SDL_Rect rc;
    CHECK(nth_button(a, "Pay 3 points", 0, &rc) && !nth_button(a, "Pay 3 points", 1, &rc));
    cit_move ms[4];
    char words[160] = "";
    CHECK(cit_game_legal_moves(e, ms, 4) == 2 && gui_tower_move_words(e, &ms[1], words, sizeof words) &&
          strstr(words, "free your wagon"));
    harness_shot(a, "tower-ransom-wagon-en");
    int len = session_len(a);
    CHECK(answer(a, "Pay 3 points", CIT_MOVE_TOWER_RANSOM, 1));
    const cit_move *m = made_since(a, len);
    e = gui_game_engine(a->game);
    CHECK(m && m->arg1 == cit_game_follower_named(e, "wagon"));
    CHECK(cit_game_wagon_in_supply(e, 1) && cit_game_score(e, 1) == 1);
    CHECK(logged(a, "Bedřich pays Anna 3 points to free their wagon"));
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
        shown |= nth_button(a, "Pay 3 points", 0, &rc);
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

/* ---- over the network: each question at its owner's screen --------------------------------- */

/* Frames of the window with the hub polled, until cond holds or n frames passed. */
#define RUN_UNTIL(a, h, cond, n)                                                                                     \
    do {                                                                                                             \
        for (int k_ = 0; k_ < (n) && !(cond); k_++) {                                                                \
            net_hub_poll((h), 0);                                                                                    \
            frame(a);                                                                                                \
        }                                                                                                            \
    } while (0)

/* A hub on a loopback port holding a started table at the position of `moves` (options, tiles
   as in harness_open_game): seat `open` waits for the window, the other is a person at the
   host's screen (the test plays it). The window joins as `name`; NULL after a failed check. */
static gui_app *net_table_at(net_hub **hub, net_table **table, const char *options, const char *tiles,
                             const char *moves, int open, const char *name)
{
    const char *why = NULL;
    net_hub *h = harness_hub(0);
    *hub = h;
    *table = NULL;
    if (!h)
        return NULL;
    uint8_t random[NET_CODE_LEN] = {7, 1, 9, 4, 2, 8, 3, 6, 5, 0};
    char code[NET_CODE_LEN + 1], text[4096];
    net_code_make(random, code);
    snprintf(text, sizeof text,
             "citadela-save 4\nmode classic\n%sseed 1\nplayer human 0 Anna\nplayer human 1 Bedřich\ntiles %s\n%send\n"
             "#@net table %s 1 2 1\n#@net seat 0 %d %d - Anna\n#@net seat 1 %d %d - Bedřich\n",
             options, tiles, moves, code, open == 0 ? NET_SEAT_OPEN : NET_SEAT_LOCAL,
             open == 0 ? NET_SEAT_OPEN : NET_SEAT_LOCAL, open == 1 ? NET_SEAT_OPEN : NET_SEAT_LOCAL,
             open == 1 ? NET_SEAT_OPEN : NET_SEAT_LOCAL);
    net_table *t = net_hub_restore(h, text, strlen(text), &why);
    CHECK(t != NULL);
    if (!t)
        return NULL;
    *table = t;
    gui_app *a = harness_app(1280, 800, GUI_LANG_EN);
    char err[200];
    CHECK(gui_net_join(a, "127.0.0.1", net_hub_port(h), net_table_code(t), name, err, sizeof err) == 0);
    RUN_UNTIL(a, h, a->scene == GUI_SCENE_GAME && session_len(a) == cit_session_length(net_table_session(t)), 600);
    CHECK(a->scene == GUI_SCENE_GAME && gui_app_seat_here(a, open) && !gui_app_seat_here(a, 1 - open));
    frames(a, 2);
    return a;
}

/* The host's person (seat 0) plays `text`; 1 once the window has it. */
static int host_plays(gui_app *a, net_hub *h, net_table *t, const char *text)
{
    cit_move m;
    const char *why = NULL;
    if (cit_move_parse(net_table_game(t), text, strlen(text), &m) != CIT_OK || !net_table_apply(t, &m, &why))
        return 0;
    int len = cit_session_length(net_table_session(t));
    RUN_UNTIL(a, h, session_len(a) == len, 600);
    return session_len(a) == len;
}

/* The window is Bedřich; Anna plays at the host. Her figure step and her capture are never asked
   here (no bar, no "No capture"); her piece glides onto its tower (drawn one lower until it
   lands), and her capture is told in the history while Bedřich's monk is seen leaving its tile. */
static void test_net_capture_elsewhere(void)
{
    net_hub *h;
    net_table *t;
    gui_app *a = net_table_at(&h, &t, TOWER, "D U U TW-02 B B B U U U", STEP_MOVES, 1, "Bedřich");
    if (a) {
        gui_tower_state *st = gui_game_module(a->game, CIT_MODULE_TOWER);
        SDL_Rect rc;
        CHECK(cit_game_pending(gui_game_engine(a->game)).decision == CIT_DECIDE_TOWER_FIGURE);
        CHECK(st->bar_rc.w == 0 && !nth_button(a, "No tower piece", 0, &rc));
        a->settings.anim_speed = GUI_SPEED_NORMAL;
        CHECK(host_plays(a, h, t, "towerstep piece 0,1"));
        int lower = gui_tower_shown_height(GUI_MODULE_CTX(a, gui_module_find(CIT_MODULE_TOWER)), 0, 1) == 1;
        CHECK(lower); /* the piece still in flight */
        for (int i = 0;
             i < 200 && gui_tower_shown_height(GUI_MODULE_CTX(a, gui_module_find(CIT_MODULE_TOWER)), 0, 1) != 2; i++)
            frame(a);
        CHECK(gui_tower_shown_height(GUI_MODULE_CTX(a, gui_module_find(CIT_MODULE_TOWER)), 0, 1) == 2); /* landed */
        CHECK(cit_game_pending(gui_game_engine(a->game)).decision == CIT_DECIDE_TOWER_CAPTURE);
        for (int i = 0; i < 20; i++) {
            net_hub_poll(h, 0);
            frame(a);
            CHECK(st->bar_rc.w == 0 && !nth_button(a, "No capture", 0, &rc));
        }
        CHECK(host_plays(a, h, t, "capture -2,1 f0"));
        CHECK(logged(a, "Anna's tower took your monk")); /* this screen's seat is Bedřich's */
        float px, py, fade;
        CHECK(gui_tower_taken_px(GUI_MODULE_CTX(a, gui_module_find(CIT_MODULE_TOWER)), &px, &py, &fade) && fade > 0.5f);
        harness_shot(a, "tower-net-capture");
        gui_app_free(a);
    }
    if (h)
        net_hub_free(h);
}

/* The window is Bedřich again, his ransom pending: the dialog is at his screen, and his "Pay 3
   points" reaches the table. */
static void test_net_ransom_here(void)
{
    net_hub *h;
    net_table *t;
    gui_app *a = net_table_at(&h, &t, TOWER, "D TW-02 B B N B E U U U U U", RANSOM_MOVES, 1, "Bedřich");
    if (a) {
        CHECK(cit_game_pending(gui_game_engine(a->game)).decision == CIT_DECIDE_TOWER_RANSOM);
        int len = cit_session_length(net_table_session(t));
        CHECK(click_label(a, "Pay 3 points"));
        RUN_UNTIL(a, h, cit_session_length(net_table_session(t)) == len + 1, 600);
        const cit_move *m = cit_session_length(net_table_session(t)) == len + 1 ?
                            cit_session_move(net_table_session(t), len) : NULL;
        CHECK(m && m->type == CIT_MOVE_TOWER_RANSOM && m->arg0 == 1);
        gui_app_free(a);
    }
    if (h)
        net_hub_free(h);
}

int main(int argc, char **argv)
{
    harness_read_args(argc, argv);
    if (harness_start("tower-test", "tower-gui") != 0)
        return 1;
    test_marks_parse();
    test_option_shown();
    test_lesson_words_and_picture();
    test_piece_and_capture();
    test_supply_drag();
    test_drop_elsewhere();
    test_follower_closes();
    test_step_skipped();
    test_keys();
    test_ransom();
    test_ransom_refused();
    test_exchange();
    test_mayor_captured_by_click();
    test_exchange_mayor();
    test_ransom_wagon();
    test_ransom_wagon_cs();
    test_ransom_not_at_other_screen();
    test_net_capture_elsewhere();
    test_net_ransom_here();
    printf("tower-gui: %d passed, %d failed\n", passed, failed);
    IMG_Quit();
    SDL_Quit();
    harness_finish();
    fflush(stdout);
    return failed ? 1 : 0;
}
