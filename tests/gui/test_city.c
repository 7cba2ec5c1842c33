/* Headless GUI tests of The City: the mode on the new-game screen (2-4 seats, no classic
   options), the first tile on an empty board, the gate, a wall piece with a watchman and a
   tower placed by drag, a computer's wall piece, the words. Positions come from random legal
   play found with the engine alone and replayed through the GUI's apply path.
   `test_city_gui --shots DIR` writes the City's screenshots (English and Czech). */
#define _XOPEN_SOURCE 700
#include "app/app.h"
#include "harness.h"
#include "app/i18n.h"
#include "modules/city/city.h"
#include "modules/city/city_text.h"
#include "modules/city/city_view.h"
#include "modules/city/city_decide.h"
#include "modules/city/city_module.h"
#include "scenes/game/game_panels.h"
#include "modules/gui_module.h"
#include "scenes/scenes.h"
#include "scenes/game/board_view.h"

#include <SDL_image.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef int (*state_pred)(const cit_game *g);

static cit_setup city_setup(int nplayers, uint64_t seed, int computer_seat)
{
    static const char *const names[4] = {"Anna", "Bedřich", "Cecílie", "David"};
    cit_setup s;
    cit_setup_default(&s, nplayers, seed);
    s.mode = CIT_MODE_CITY;
    for (int i = 0; i < nplayers; i++) {
        SDL_strlcpy(s.players[i].name, names[i], CIT_NAME_LEN);
        s.players[i].colour = (uint8_t)i;
    }
    if (computer_seat >= 0)
        s.players[computer_seat].kind = CIT_SEAT_AI_EASY;
    return s;
}

/* Plays random games (seeds 1, 2, ...) until `pred` holds; the moves that got there go to ms. */
static int find_moves(cit_setup *s, state_pred pred, cit_move *ms, int cap)
{
    for (uint64_t seed = 1; seed < 300; seed++) {
        s->seed = seed;
        cit_game *g = cit_game_new(s, NULL, 0, NULL);
        if (!g)
            return -1;
        int n = 0;
        while (n < cap) {
            if (pred(g)) {
                cit_game_free(g);
                return n;
            }
            cit_move m;
            if (cit_game_over(g) ||
                cit_game_random_move(g, seed * 7919u + (uint64_t)n, &m) != CIT_OK ||
                cit_game_apply(g, &m, NULL) != CIT_OK)
                break;
            ms[n++] = m;
        }
        cit_game_free(g);
    }
    return -1;
}

/* The whole board in view, the camera still. */
static void fit(gui_app *a)
{
    key(a, SDLK_HOME, 0);
    frames(a, 80);
    if (gui_view(a)) /* NULL once a random move ended the game: the results show, no board */
        gui_view(a)->glide = 0;
    frames(a, 2);
}

/* A window at the first position of a seeded City game where `pred` holds; NULL (a failed
   check) if it cannot be reached. */
static gui_app *app_at(gui_lang lang, cit_setup s, state_pred pred)
{
    static cit_move ms[600];
    gui_app *a = harness_app(1280, 800, lang);
    int n = a ? find_moves(&s, pred, ms, 600) : -1;
    if (n >= 0 && gui_app_start_game(a, &s) == 0 && a->game) {
        frames(a, 2);
        int ok = 1;
        for (int i = 0; i < n && ok; i++)
            ok = gui_game_apply(a->game, &ms[i], NULL) == CIT_OK;
        if (ok && pred(gui_game_engine(a->game))) {
            if (!cit_game_over(gui_game_engine(a->game))) {
                fit(a);
            } else { /* fitted without a key, which would skip the final scoring */
                int x0, y0, x1, y1;
                cit_game_bounds(gui_game_engine(a->game), &x0, &y0, &x1, &y1);
                gui_view(a)->glide = 0;
                gui_view(a)->cam.view = gui_drawn(a)->board_rc;
                gui_camera_fit(&gui_view(a)->cam, x0 - 1, y0 - 1, x1 + 1, y1 + 1);
            }
            return a;
        }
    }
    fprintf(stderr, "no City position found\n");
    CHECK(0);
    gui_app_free(a);
    return NULL;
}

static int human_decides(const cit_game *g, int decision)
{
    cit_pending p = cit_game_pending(g);
    return !cit_game_over(g) && p.decision == decision && cit_game_setup(g)->players[p.player].kind == CIT_SEAT_HUMAN;
}

static int count_moves(const cit_game *g, int type, int arg1)
{
    cit_move ms[256];
    int n = cit_game_legal_moves(g, ms, 256), k = 0;
    for (int i = 0; i < n && i < 256; i++)
        k += ms[i].type == type && (arg1 < 0 || ms[i].arg1 == arg1);
    return k;
}

static int at_gate(const cit_game *g) { return human_decides(g, CIT_DECIDE_CITY_GATE); }
static int at_wall_watch(const cit_game *g)
{
    return human_decides(g, CIT_DECIDE_CITY_WALL) && count_moves(g, CIT_MOVE_CITY_WALL, 1) > 0 &&
           cit_game_walls(g, NULL, 0) >= 3;
}
static int at_tower(const cit_game *g)
{
    return human_decides(g, CIT_DECIDE_CITY_TOWER) && count_moves(g, CIT_MOVE_CITY_TOWER, -1) > 1;
}
static int computer_walls(const cit_game *g)
{
    cit_pending p = cit_game_pending(g);
    return !cit_game_over(g) && p.decision == CIT_DECIDE_CITY_WALL && p.player == 1;
}
static int placing(const cit_game *g)
{
    return human_decides(g, CIT_DECIDE_PLACE_TILE) && cit_game_placed_count(g) > 8 &&
           cit_game_supply(g, cit_game_pending(g).player) > 1;
}
static int over(const cit_game *g) { return cit_game_over(g) && cit_game_walls(g, NULL, 0) > 4; }

/* The middle of slot k on screen, the camera centred on it first (the bar covers the board's top). */
static SDL_Point slot_point(gui_app *a, int k)
{
    gui_city_state *s = gui_city_of(a->game);
    const cit_move *m = &s->slot[k].move;
    float bx = (float)m->x, by = (float)m->y, sx, sy;
    if (s->decision != CIT_DECIDE_CITY_TOWER) {
        float x0, y0, x1, y1;
        gui_city_edge(m->x, m->y, m->arg0, &x0, &y0, &x1, &y1);
        bx = (x0 + x1) * 0.5f;
        by = (y0 + y1) * 0.5f;
    }
    gui_view(a)->glide = 0;
    gui_view(a)->cam.cx = bx;
    gui_view(a)->cam.cy = by;
    gui_view(a)->cam.zoom = 110;
    frames(a, 2);
    gui_camera_to_screen(&gui_view(a)->cam, bx, by, &sx, &sy);
    return (SDL_Point){(int)sx, (int)sy};
}

static SDL_Point source_point(gui_app *a)
{
    frame(a);
    SDL_Rect rc = gui_city_of(a->game)->source_rc;
    return (SDL_Point){rc.x + rc.w / 2, rc.y + rc.h / 2};
}

/* ---- the new-game screen and the first tile ------------------------------------------------ */

static void test_newgame(void)
{
    gui_app *a = harness_app(1280, 800, GUI_LANG_EN);
    if (!a)
        return;
    frames(a, 2);
    CHECK(click_label(a, "New game"));
    frames(a, 2);
    SDL_Rect rc;
    /* Six seats, then The City: the last two go, Add player is gone, the classic options too. */
    for (int i = 0; i < 4; i++)
        click_label(a, gui_tr(MSG_ADD_PLAYER));
    CHECK(a->setup.nplayers == 6);
    CHECK(gui_ui_find(&a->ui, "Bridges", &rc));
    const cit_mode_def *md = cit_mode_def_at(CIT_MODE_CITY);
    CHECK(click_label(a, md->label_en));
    frames(a, 2);
    CHECK(a->setup.mode == CIT_MODE_CITY);
    CHECK(a->setup.nplayers == 4);
    CHECK(!gui_ui_find(&a->ui, gui_tr(MSG_ADD_PLAYER), &rc));
    CHECK(!gui_ui_find(&a->ui, "Bridges", &rc));
    CHECK(!gui_ui_find(&a->ui, "Small cities score 2", &rc));
    click_label(a, gui_tr(MSG_REMOVE));
    click_label(a, gui_tr(MSG_REMOVE));
    frames(a, 2);
    CHECK(a->setup.nplayers == 2);
    CHECK(gui_ui_find(&a->ui, gui_tr(MSG_ADD_PLAYER), &rc));
    a->setup.players[1].kind = CIT_SEAT_HUMAN; /* no computer moving while the board is checked */
    CHECK(click_label(a, gui_tr(MSG_START)));
    frames(a, 3);
    CHECK(a->scene == GUI_SCENE_GAME && a->game);
    if (!a->game) {
        gui_app_free(a);
        return;
    }
    const cit_game *e = gui_game_engine(a->game);
    CHECK(cit_game_setup(e)->mode == CIT_MODE_CITY);
    CHECK(cit_game_placed_count(e) == 0);
    /* The empty board lights the middle cell; the tile dragged there lies in the middle. */
    CHECK(a->game->nfrontier == 1 && a->game->frontier[0][0] == 0 && a->game->frontier[0][1] == 0);
    SDL_Rect cell = gui_camera_cell_rect(&gui_view(a)->cam, 0, 0);
    CHECK(cell.x >= gui_drawn(a)->board_rc.x && cell.x + cell.w <= gui_drawn(a)->board_rc.x + gui_drawn(a)->board_rc.w);
    drag(a, gui_drawn(a)->hand_rc.x + gui_drawn(a)->hand_rc.w / 2, gui_drawn(a)->hand_rc.y + gui_drawn(a)->hand_rc.h / 2, cell.x + cell.w / 2, cell.y + cell.h / 2);
    frames(a, 2);
    CHECK(a->game->has_tile && a->game->tx == 0 && a->game->ty == 0);
    key(a, SDLK_RETURN, 0);
    frames(a, 2);
    e = gui_game_engine(a->game);
    CHECK(cit_game_placed_count(e) == 1);
    CHECK(cit_game_placed(e, 0).x == 0 && cit_game_placed(e, 0).y == 0);
    CHECK(cit_game_city_placed_stack(e) == 1);
    gui_app_free(a);
}

/* ---- the wall by drag ------------------------------------------------------------------- */

static void test_gate(void)
{
    gui_app *a = app_at(GUI_LANG_EN, city_setup(2, 1, -1), at_gate);
    if (!a)
        return;
    gui_city_state *s = gui_city_of(a->game);
    frame(a);
    CHECK(s->decision == CIT_DECIDE_CITY_GATE && s->nslots > 0);
    CHECK(s->nslots == count_moves(gui_game_engine(a->game), CIT_MOVE_CITY_GATE, -1));
    int len = cit_session_length(a->game->sess);
    SDL_Point to = slot_point(a, 0), from = source_point(a);
    cit_move want = s->slot[0].move;
    /* Dropped beside every slot (on the bar): nothing happens. */
    drag(a, from.x, from.y, from.x + 200, from.y);
    CHECK(cit_session_length(a->game->sess) == len);
    drag(a, from.x, from.y, to.x, to.y);
    frames(a, 2);
    const cit_game *e = gui_game_engine(a->game);
    CHECK(cit_session_length(a->game->sess) == len + 1);
    cit_wall w;
    CHECK(cit_game_walls(e, &w, 1) == 1 && w.kind == CIT_WALL_GATE && w.x == want.x && w.y == want.y &&
          w.side == want.arg0);
    CHECK(a->game->nlog > 0 && strstr(a->game->log[a->game->nlog - 1], "places the gate"));
    gui_app_free(a);
}

/* `cit-cli play --seed 7 --players 3 --mode city` to its gate (west of 4,-4):
   the slot south of 3,-5 would wrap the empty cell outside the gate, leaving no way round
   the city; it is not lit, and neither is anything the engine does not list. */
static void test_ring_slot_unlit(void)
{
    static const char *const moves[] = {
        "place T03-F 0,0 r3 f1", "place T07-G 0,-1 r2 f3", "place T06 0,1 r0", "place T16 0,-2 r0 f7",
        "place T14-P 1,1 r3 f1", "place T13-L 1,-2 r0 f0", "place T03-G 1,-3 r2 f1", "place T09-F 0,-3 r0 f0",
        "place T08 2,-3 r0 f0", "place T14 1,2 r1 f4", "place T07-F 3,-3 r0 f1", "place T11 -1,-2 r3 f1",
        "place T16-P 2,1 r0", "place T10-FL 3,-2 r2 f2", "place T12-G -1,-1 r1", "place T01-sernin 4,-3 r0 f0",
        "place T11-P 1,3 r2 f0", "place T11 -2,-1 r3", "place T14 -3,-1 r1 f1", "place T08-P 5,-3 r0",
        "place T06 4,-4 r2 f0", "place T02-F 6,-3 r0", "place T17-L 2,-4 r0 f1", "place T11 3,-1 r1 f0",
        "place T12-F 2,0 r0 f1", "place T05-F 1,4 r0 f0", "place T04-L 4,-2 r0 f2", "place T14 -2,0 r3",
        "place T08-P 1,-1 r0", "place T06-tour 3,0 r0", "place T10-GF -3,0 r2", "place T15-F 4,0 r3 f0",
        "place T14-bat -3,-2 r1 f1", "place T14-P 2,2 r3", "place T08 5,-2 r0", "place T17-G 3,1 r1",
        "place T08 0,4 r0", "place T11 0,5 r1", "place T04-G -1,4 r0", "place T08-P -3,-3 r0",
        "place T08 -2,4 r0", "place T02-G -2,-3 r0", "place T01-nazaire -1,1 r0", "place T01-chateau -2,-2 r0",
        "place T02-L -2,-4 r0", "place T08 2,4 r0", "place T16-P 2,5 r0", "place T12-L 1,5 r3",
        "place T06 4,-5 r0", "gate 4,-4 w"
    };
    cit_setup s;
    cit_setup_default(&s, 3, 7);
    s.mode = CIT_MODE_CITY;
    gui_app *a = harness_app(1024, 600, GUI_LANG_EN);
    CHECK(a && gui_app_start_game(a, &s) == 0 && a->game);
    if (!a || !a->game) {
        gui_app_free(a);
        return;
    }
    int ok = 1;
    for (size_t i = 0; i < sizeof moves / sizeof moves[0] && ok; i++) {
        cit_move m;
        ok = cit_move_parse(gui_game_engine(a->game), moves[i], strlen(moves[i]), &m) == CIT_OK &&
             gui_game_apply(a->game, &m, NULL) == CIT_OK;
    }
    CHECK(ok);
    frames(a, 3);
    gui_city_state *cs = gui_city_of(a->game);
    int ring = 0, north = 0, tail = 0;
    for (int i = 0; i < cs->nslots; i++) {
        const cit_move *m = &cs->slot[i].move;
        ring += m->x == 3 && m->y == -5 && m->arg0 == CIT_SIDE_S;
        north += m->x == 4 && m->y == -5 && m->arg0 == CIT_SIDE_W;
        tail += m->x == 3 && m->y == -3 && m->arg0 == CIT_SIDE_N;
    }
    CHECK(cs->decision == CIT_DECIDE_CITY_WALL);
    CHECK(!ring && north == 1 && tail == 1 && cs->nslots == 2);

    /* "All choices" says which end and which way: the head at corner
       4,-4 lies north of the tiles' middle and grows north, the tail at 4,-3 north-east and
       grows west; every row differs. */
    const cit_game *e = gui_game_engine(a->game);
    cit_move ms[16];
    char rows[16][160];
    int n = cit_game_legal_moves(e, ms, 16), named = 0;
    for (int i = 0; i < n && i < 16; i++) {
        rows[i][0] = 0;
        CHECK(gui_city_module.move_words(e, &ms[i], rows[i], sizeof rows[i]) == 1);
        named += !strcmp(rows[i], "North end, going north: west side of cell 4,-5") ||
                 !strcmp(rows[i], "North-east end, going west: north side of cell 3,-3");
        for (int j = 0; j < i; j++)
            CHECK(strcmp(rows[i], rows[j]) != 0);
    }
    CHECK(n == 2 && named == 2);

    /* The watchman refused for the real reason: Player 2 has no follower left. */
    CHECK(cit_game_supply(e, cit_game_pending(e).player) == 0);
    CHECK(gui_city_watch_refusal(GUI_MODULE_CTX(a, gui_module_find(CIT_MODULE_CITY))) == CITY_NO_WATCHMAN_SUPPLY);

    /* Hovers (item 12): an unfinished street or market says what it scores once finished,
       never a worth "now"; a residential quarter counts the markets it touches. */
    int streets = 0, quarters = 0;
    for (int y = -6; y <= 6; y++)
        for (int x = -4; x <= 7; x++)
            for (int spot = 0; spot < 8; spot++) {
                cit_feature_info info;
                cit_feature_part parts[200];
                int np = 0;
                if (!cit_game_feature(e, x, y, spot, 0, &info, parts, 200, &np))
                    continue;
                char line[240];
                gui_feature_line(e, x, y, spot, 0, line, sizeof line);
                if ((info.kind == CIT_FEAT_STREET || info.kind == CIT_FEAT_MARKET) && !info.complete) {
                    CHECK(!strstr(line, " now") && strstr(line, "once finished, nothing if not"));
                    streets++;
                }
                if (info.kind == CIT_FEAT_RESIDENTIAL) {
                    CHECK(strstr(line, "market") && !strstr(line, "tile") && strstr(line, "at the end"));
                    quarters++;
                }
            }
    CHECK(streets > 0 && quarters > 0);
    gui_app_free(a);
}

/* A save loaded (or continued) at a wall decision, at 1024x600: once the
   camera stands still, every lit slot and the whole city lie below the bar, in the board. */
static void test_load_under_bar(void)
{
    gui_app *a = app_at(GUI_LANG_EN, city_setup(2, 1, -1), at_wall_watch);
    if (!a)
        return;
    static char buf[1 << 16];
    size_t len = cit_session_save(a->game->sess, buf, sizeof buf);
    /* In the harness's own folder: the plain and sanitizer passes may run this at once. */
    char path[512];
    snprintf(path, sizeof path, "%s/city-load.sav", getenv("XDG_DATA_HOME") ? getenv("XDG_DATA_HOME") : ".");
    FILE *f = fopen(path, "w");
    CHECK(f && len > 0 && len < sizeof buf);
    if (f) {
        fwrite(buf, 1, len, f);
        fclose(f);
    }
    gui_app_free(a);
    a = harness_app(1024, 600, GUI_LANG_EN);
    CHECK(a && gui_app_load_game(a, path) == 0 && a->game);
    remove(path);
    if (!a || !a->game) {
        gui_app_free(a);
        return;
    }
    frames(a, 120);
    gui_city_state *cs = gui_city_of(a->game);
    SDL_Rect bar = cs->bar_rc, v = gui_drawn(a)->board_rc;
    CHECK(bar.w > 0 && cs->nslots > 0 && !gui_view(a)->glide);
    int hidden = 0;
    for (int i = 0; i < cs->nslots; i++) {
        float x0, y0, x1, y1, sx, sy;
        gui_city_edge(cs->slot[i].move.x, cs->slot[i].move.y, cs->slot[i].move.arg0, &x0, &y0, &x1, &y1);
        gui_camera_to_screen(&gui_view(a)->cam, (x0 + x1) * 0.5f, (y0 + y1) * 0.5f, &sx, &sy);
        hidden += sy < (float)(bar.y + bar.h) || sy > (float)(v.y + v.h) || sx < (float)v.x || sx > (float)(v.x + v.w);
    }
    const cit_game *e = gui_game_engine(a->game);
    int n = cit_game_placed_count(e), under = 0;
    for (int i = 0; i < n; i++) {
        cit_placed_tile t = cit_game_placed(e, i);
        SDL_Rect rc = gui_camera_cell_rect(&gui_view(a)->cam, t.x, t.y);
        under += rc.y < bar.y + bar.h || rc.y + rc.h > v.y + v.h || rc.x < v.x || rc.x + rc.w > v.x + v.w;
    }
    CHECK(hidden == 0 && under == 0);
    gui_app_free(a);
}

/* Home with the wall bar up fits the board into the part below the bar. */
static void test_home_under_bar(void)
{
    gui_app *a = app_at(GUI_LANG_EN, city_setup(2, 1, -1), at_gate);
    if (!a)
        return;
    frames(a, 2);
    SDL_Rect bar = gui_city_of(a->game)->bar_rc, v = gui_drawn(a)->board_rc;
    CHECK(bar.w > 0 && gui_board_free_rect(GUI_SCENE_CTX(a)).y == bar.y + bar.h);
    gui_view(a)->cam.zoom = 240;
    key(a, SDLK_HOME, 0);
    frames(a, 80);
    const cit_game *e = gui_game_engine(a->game);
    int n = cit_game_placed_count(e), under = 0, out = 0;
    for (int i = 0; i < n; i++) {
        cit_placed_tile t = cit_game_placed(e, i);
        SDL_Rect rc = gui_camera_cell_rect(&gui_view(a)->cam, t.x, t.y);
        under += rc.y < bar.y + bar.h;
        out += rc.x < v.x || rc.x + rc.w > v.x + v.w || rc.y + rc.h > v.y + v.h;
    }
    CHECK(n > 1 && under == 0 && out == 0);
    gui_app_free(a);
}

static void test_wall_watchman(void)
{
    gui_app *a = app_at(GUI_LANG_EN, city_setup(2, 1, -1), at_wall_watch);
    if (!a)
        return;
    gui_city_state *s = gui_city_of(a->game);
    frame(a);
    CHECK(s->decision == CIT_DECIDE_CITY_WALL);
    int k = -1;
    for (int i = 0; i < s->nslots && k < 0; i++)
        if (s->slot[i].watchman)
            k = i;
    CHECK(k >= 0);
    if (k < 0) {
        gui_app_free(a);
        return;
    }
    const cit_game *e = gui_game_engine(a->game);
    int p = cit_game_pending(e).player, supply = cit_game_supply(e, p), walls = cit_game_walls(e, NULL, 0);
    int len = cit_session_length(a->game->sess), pieces = cit_game_city_wall_supply(e);
    cit_move want = s->slot[k].move;
    SDL_Point to = slot_point(a, k), from = source_point(a);
    /* The piece lies on the slot, waiting for its watchman: the engine does not know yet. */
    drag(a, from.x, from.y, to.x, to.y);
    frames(a, 2);
    CHECK(s->laid == k);
    CHECK(cit_session_length(a->game->sess) == len);
    SDL_Rect rc;
    CHECK(gui_ui_find(&a->ui, city_tr(CITY_NO_WATCHMAN), &rc));
    /* Take back, lay it again, then the follower from the bar onto it. */
    CHECK(click_label(a, city_tr(CITY_TAKE_BACK)));
    CHECK(s->laid < 0);
    from = source_point(a);
    drag(a, from.x, from.y, to.x, to.y);
    frames(a, 2);
    CHECK(s->laid == k);
    from = source_point(a);
    drag(a, from.x, from.y, to.x, to.y);
    frames(a, 2);
    e = gui_game_engine(a->game);
    CHECK(cit_session_length(a->game->sess) == len + 1);
    cit_wall w[160];
    int n = cit_game_walls(e, w, 160);
    CHECK(n == walls + 1);
    CHECK(n > 0 && w[n - 1].x == want.x && w[n - 1].y == want.y && w[n - 1].side == want.arg0 &&
          w[n - 1].watchman == p + 1 && w[n - 1].by == p);
    CHECK(cit_game_supply(e, p) == supply - 1);
    CHECK(cit_game_city_wall_supply(e) == pieces - 1);
    CHECK(a->game->nlog > 0 && strstr(a->game->log[a->game->nlog - 1], "with a watchman"));
    gui_app_free(a);
}

static void test_wall_click_no_watchman(void)
{
    gui_app *a = app_at(GUI_LANG_CS, city_setup(3, 1, -1), at_wall_watch);
    if (!a)
        return;
    gui_city_state *s = gui_city_of(a->game);
    frame(a);
    const cit_game *e = gui_game_engine(a->game);
    int p = cit_game_pending(e).player, supply = cit_game_supply(e, p), len = cit_session_length(a->game->sess);
    SDL_Point to = slot_point(a, 0);
    click(a, to.x, to.y); /* a click on a lit slot lays the piece too */
    frames(a, 2);
    CHECK(s->laid == 0);
    CHECK(click_label(a, "Bez hlídky"));
    frames(a, 2);
    e = gui_game_engine(a->game);
    CHECK(cit_session_length(a->game->sess) == len + 1);
    cit_wall w[160];
    int n = cit_game_walls(e, w, 160);
    CHECK(n > 0 && !w[n - 1].watchman && cit_game_supply(e, p) == supply);
    gui_app_free(a);
}

static void test_tower(void)
{
    gui_app *a = app_at(GUI_LANG_EN, city_setup(2, 1, -1), at_tower);
    if (!a)
        return;
    gui_city_state *s = gui_city_of(a->game);
    frame(a);
    CHECK(s->decision == CIT_DECIDE_CITY_TOWER && s->nslots >= 1);
    const cit_game *e = gui_game_engine(a->game);
    int p = cit_game_pending(e).player, score = cit_game_score(e, p), left = cit_game_city_towers_left(e, p);
    int k = 0;
    for (int i = 1; i < s->nslots; i++)
        if (s->slot[i].points > s->slot[k].points)
            k = i;
    int points = s->slot[k].points;
    CHECK(points >= 1);
    SDL_Rect rc;
    CHECK(gui_ui_find(&a->ui, city_tr(CITY_NO_TOWER), &rc));
    SDL_Point to = slot_point(a, k), from = source_point(a);
    drag(a, from.x, from.y, to.x, to.y);
    frames(a, 2);
    e = gui_game_engine(a->game);
    city_tower t;
    CHECK(cit_game_city_towers(e, &t, 1) == 1 && t.owner == p && t.points == points);
    CHECK(cit_game_score(e, p) == score + points);
    CHECK(cit_game_score_in(e, p, CIT_CAT_TOWER) == points);
    CHECK(cit_game_city_towers_left(e, p) == left - 1);
    gui_app_free(a);
}

/* A computer seat places its wall piece through the AI. */
static void test_computer(void)
{
    gui_app *a = app_at(GUI_LANG_EN, city_setup(2, 1, 1), computer_walls);
    if (!a)
        return;
    int len = cit_session_length(a->game->sess);
    for (int i = 0; i < 1500 && cit_session_length(a->game->sess) == len; i++) {
        frame(a);
        SDL_Delay(2);
    }
    CHECK(cit_session_length(a->game->sess) > len);
    const cit_move *m = cit_session_move(a->game->sess, len);
    CHECK(m && m->type == CIT_MOVE_CITY_WALL);
    gui_app_free(a);
}

/* Random presses, drags, clicks and keys on the bar and the board through wall rounds (tiles
   played by random legal moves): every City decision is answered, nothing sticks. */
static void test_monkey(void)
{
    uint64_t r = 12345;
    int answered = 0, stuck = 0, games = 0;
    /* Random play may end a game after a few wall pieces: play on with new games until the
       monkey has answered enough of them. */
    for (; games < 6 && answered <= 8 && stuck < 400; games++) {
        gui_app *a = app_at(GUI_LANG_EN, city_setup(3, 2, -1), at_gate);
        if (!a)
            return;
        int last = cit_session_length(a->game->sess);
        for (int i = 0; i < 6000 && !cit_game_over(gui_game_engine(a->game)) && stuck < 400; i++) {
            const cit_game *e = gui_game_engine(a->game);
            cit_pending p = cit_game_pending(e);
            if (p.module != CIT_MODULE_CITY) { /* tiles by random legal moves */
                cit_move m;
                if (cit_game_random_move(e, r, &m) == CIT_OK)
                    gui_game_apply(a->game, &m, NULL);
                r = r * 6364136223846793005ull + 1442695040888963407ull;
                fit(a);
                continue;
            }
            r = r * 6364136223846793005ull + 1442695040888963407ull;
            int x = (int)((r >> 20) % 980), y = (int)((r >> 40) % 800), what = (int)((r >> 8) % 10);
            SDL_Point src = source_point(a);
            gui_city_state *s = gui_city_of(a->game);
            if (what < 4 && s->nslots) { /* from the bar onto a slot, or near it */
                SDL_Point to = slot_point(a, (int)((r >> 30) % (uint64_t)s->nslots));
                src = source_point(a);
                drag(a, src.x, src.y, to.x + (int)((r >> 3) % 9) - 4, to.y + (int)((r >> 5) % 9) - 4);
            } else if (what < 6) {
                drag(a, src.x, src.y, x, y);
            } else if (what < 8) {
                click(a, x, y);
            } else {
                key(a, what == 8 ? SDLK_RETURN : SDLK_BACKSPACE, 0);
            }
            int len = cit_session_length(a->game->sess);
            answered += len > last;
            stuck = len > last ? 0 : stuck + 1;
            last = len;
        }
        gui_app_free(a);
    }
    printf("monkey: %d City decisions answered in %d games\n", answered, games);
    CHECK(answered > 8);
    CHECK(stuck < 400);
}

/* The end: results with the City's categories. */
static void test_results(void)
{
    gui_app *a = app_at(GUI_LANG_EN, city_setup(2, 1, -1), over);
    if (!a)
        return;
    const cit_game *e = gui_game_engine(a->game);
    /* The final scoring shows each watchman as a step of its own, with its points. */
    int watch = 0, steps = 0;
    for (int i = 0; a->game->finale && i < a->game->finale->n; i++)
        if (a->game->finale->step[i].kind == -1) {
            steps++;
            watch += a->game->finale->step[i].points[a->game->finale->step[i].ev.player];
        }
    int owed = 0;
    for (int p = 0; p < 2; p++)
        owed += cit_game_score_in(e, p, CIT_CAT_WATCHMAN);
    CHECK(watch == owed);
    CHECK(steps > 0 || owed == 0);
    /* A watchman's step (sight lines across the city) stays twice as long as a feature's: one
       and a half step lengths into it, the sequence is still on it. */
    gui_finale *f = a->game->finale;
    int speed = a->settings.anim_speed, first = -1;
    for (int i = 0; f && i < f->n && first < 0; i++)
        if (f->step[i].kind < 0)
            first = i;
    CHECK(first >= 0 || owed == 0);
    if (first >= 0) {
        uint32_t step = gui_finale_step_ms(speed), before = 0;
        for (int i = 0; i < first; i++)
            before += f->step[i].kind < 0 ? 2 * step : step;
        uint32_t saved = f->t0;
        f->t0 = a->game->now - 900 - before - step * 3 / 2;
        float within;
        CHECK(gui_finale_at(f, a->game->now, speed, &within) == first && within > 0.7f && within < 0.8f);
        f->t0 = saved;
    }
    int sum = 0;
    for (int c = CIT_CAT_STREET; c <= CIT_CAT_WATCHMAN; c++)
        sum += cit_game_score_in(e, 0, (cit_score_category)c);
    CHECK(sum == cit_game_score(e, 0));
    /* The history says how many pieces the wall's completion laid, once. */
    char want[80];
    snprintf(want, sizeof want, "Wall closed: %d more piece%s", cit_game_city_completion(e),
             cit_game_city_completion(e) == 1 ? "" : "s");
    int said = 0;
    for (int i = 0; i < a->game->nlog; i++)
        said += strstr(a->game->log[i], "Wall closed") != NULL && !strcmp(a->game->log[i], want);
    CHECK(cit_game_city_completion(e) > 0 && said == 1);
    /* A quarter's final score counts the markets it touches (what it is paid for), not its tiles. */
    int quarters = 0, in_tiles = 0;
    for (int i = 0; i < a->game->nlog; i++)
        if (strstr(a->game->log[i], "\xC2\xB7 residential quarter")) { /* a score line */
            quarters++;
            in_tiles += strstr(a->game->log[i], "tile") != NULL;
        }
    CHECK(quarters > 0 && in_tiles == 0);
    gui_app_set_scene(a, GUI_SCENE_RESULTS);
    frames(a, 3);
    CHECK(a->scene == GUI_SCENE_RESULTS);
    gui_app_free(a);
}

/* Words: both languages, the rules say the distribution is ours, kinds and categories named. */
static void test_words(void)
{
    CHECK(strstr(gui_word_in(harness_lang(GUI_LANG_EN), &city_text[CITY_RULES]), "our own") != NULL);
    CHECK(strstr(gui_word_in(harness_lang(GUI_LANG_CS), &city_text[CITY_RULES]), "naše vlastní") != NULL);
    gui_i18n_set(harness_lang(GUI_LANG_CS));
    CHECK(!strcmp(gui_feature_kind_name(CIT_FEAT_MARKET), "Tržnice"));
    gui_i18n_set(harness_lang(GUI_LANG_EN));
    CHECK(!strcmp(gui_feature_kind_name(CIT_FEAT_STREET), "Street"));
    cit_setup s = city_setup(2, 3, -1);
    cit_game *g = cit_game_new(&s, NULL, 0, NULL);
    cit_move m = {0};
    char buf[128];
    m.type = CIT_MOVE_CITY_WALL;
    m.x = 1;
    m.y = -2;
    m.arg0 = CIT_SIDE_E;
    m.arg1 = 1;
    gui_move_words(g, &m, buf, sizeof buf);
    CHECK(!strcmp(buf, "Wall piece with a watchman on the east side of cell 1,-2"));
    m.type = CIT_MOVE_CITY_TOWER;
    m.arg0 = 0;
    gui_move_words(g, &m, buf, sizeof buf);
    CHECK(!strcmp(buf, "No tower"));
    cit_game_free(g);
    CHECK(gui_mode_shown(CIT_MODE_CITY) && gui_mode_shown(CIT_MODE_CLASSIC));
}

/* ---- screenshots ------------------------------------------------------------------------ */

static void shot(gui_app *a, const char *dir, const char *name, int lang)
{
    char path[512];
    snprintf(path, sizeof path, "%s/city-%s-%s.png", dir, name, lang == GUI_LANG_CS ? "cs" : "en");
    if (gui_app_screenshot(a, path) == 0)
        printf("wrote %s\n", path);
}

static int shots(const char *dir, int lang)
{
    gui_app *a = harness_app(1280, 800, lang);
    if (!a)
        return 1;
    frames(a, 2);
    gui_newgame_open(a, NULL);
    frames(a, 2);
    const cit_mode_def *md = cit_mode_def_at(CIT_MODE_CITY);
    click_label(a, gui_translate(md->label_en));
    click_label(a, gui_tr(MSG_ADD_PLAYER));
    frames(a, 2);
    shot(a, dir, "newgame", lang);
    gui_app_free(a);
    /* A wall with its gate, a piece dragged over a lit slot. */
    if ((a = app_at((gui_lang)lang, city_setup(2, 1, -1), at_wall_watch))) {
        shot(a, dir, "wall", lang);
        gui_city_state *s = gui_city_of(a->game);
        SDL_Point to = slot_point(a, 0), from = source_point(a);
        push_motion(from.x, from.y);
        frame(a);
        push_button(from.x, from.y, 1, 1);
        frame(a);
        for (int i = 1; i <= 8; i++) {
            push_motion(from.x + (to.x - from.x) * i / 8, from.y + (to.y - from.y) * i / 8);
            frame(a);
        }
        shot(a, dir, "wall-drag", lang);
        push_button(to.x, to.y, 1, 0);
        frames(a, 2);
        if (s->laid >= 0)
            shot(a, dir, "watchman", lang);
        gui_app_free(a);
    }
    /* A tile put down with its follower spots (streets, markets, quarters). */
    if ((a = app_at((gui_lang)lang, city_setup(2, 1, -1), placing))) {
        gui_game *g = a->game;
        for (int i = 0; i < g->nplace; i++) {
            int rot = 0;
            while (rot < 4 && !(g->place[i].rotmask >> rot & 1))
                rot++;
            if (rot < 4 && gui_game_put(g, g->place[i].x, g->place[i].y, rot) && g->nspots >= 2) {
                gui_view(a)->glide = 0;
                gui_view(a)->cam.cx = (float)g->place[i].x + 0.5f;
                gui_view(a)->cam.cy = (float)g->place[i].y + 0.5f;
                gui_view(a)->cam.zoom = 180;
                break;
            }
            gui_game_lift(g);
        }
        frames(a, 3);
        shot(a, dir, "spots", lang);
        key(a, SDLK_t, 0);
        frames(a, 3);
        shot(a, dir, "tiles", lang);
        gui_app_free(a);
    }
    if ((a = app_at((gui_lang)lang, city_setup(2, 1, -1), at_tower))) {
        gui_city_state *s = gui_city_of(a->game);
        frame(a);
        SDL_Point to = slot_point(a, 0), from = source_point(a);
        (void)s;
        push_motion(from.x, from.y);
        frame(a);
        push_button(from.x, from.y, 1, 1);
        frame(a);
        for (int i = 1; i <= 8; i++) {
            push_motion(from.x + (to.x - from.x) * i / 8, from.y + (to.y - from.y) * i / 8);
            frame(a);
        }
        shot(a, dir, "tower", lang);
        gui_app_free(a);
    }
    if ((a = app_at((gui_lang)lang, city_setup(2, 1, -1), over))) {
        /* The final scoring: the first step, then a watchman's sight line. */
        frames(a, 90);
        shot(a, dir, "end-board", lang);
        for (int i = 0; i < 3000 && a->game->finale && a->game->finale->active; i++) {
            float within;
            int at = gui_finale_at(a->game->finale, a->game->now, a->settings.anim_speed, &within);
            if (at >= 0 && at < a->game->finale->n && a->game->finale->step[at].kind < 0 && within > 0.3f) {
                shot(a, dir, "watchman-sees", lang);
                break;
            }
            frame(a);
        }
        gui_app_set_scene(a, GUI_SCENE_RESULTS);
        frames(a, 3);
        shot(a, dir, "results", lang);
        gui_app_free(a);
    }
    return 0;
}

int main(int argc, char **argv)
{
    if (harness_start("city-test", "city-gui") != 0)
        return 1;
    int rc = 0;
    if (argc > 2 && !strcmp(argv[1], "--shots")) {
        drawing = 1;
        rc = shots(argv[2], GUI_LANG_EN) | shots(argv[2], GUI_LANG_CS);
    } else {
        test_newgame();
        test_gate();
        test_ring_slot_unlit();
        test_load_under_bar();
        test_home_under_bar();
        test_wall_watchman();
        test_wall_click_no_watchman();
        test_tower();
        test_computer();
        test_monkey();
        test_results();
        test_words();
        printf("city-gui: %d passed, %d failed\n", passed, failed);
        rc = failed != 0;
    }
    IMG_Quit();
    SDL_Quit();
    harness_finish();
    fflush(stdout);
    return rc;
}
