/* Headless GUI tests of the Count of Carcassonne's decisions and the generic list of moves. */
#define _XOPEN_SOURCE 700
#include "app/app.h"
#include "app/sound.h"
#include "modules/gui_module.h"
#include "modules/count/count_view.h"
#include "modules/count/count_words.h"
#include "modules/count/count_text.h"
#include "scenes/game/decide.h"
#include "scenes/game/board_view.h"
#include "harness.h"
#include "app/i18n.h"
#include "modules/count/count.h"

#include <SDL_image.h>
#include <ftw.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static gui_app *new_app(int lang)
{
    return harness_app(1280, 800, lang);
}

/* ---- positions: random legal play found with the engine alone, replayed through the GUI ---- */

typedef int (*state_pred)(const cit_game *g);

static cit_setup count_setup(uint64_t seed, int computer_seat)
{
    cit_setup s = two_players(seed);
    if (computer_seat >= 0)
        s.players[computer_seat].kind = CIT_SEAT_AI_EASY;
    s.opt.v[CIT_OPT_COUNT] = 1;
    return s;
}

/* Looks at the City of Carcassonne, large enough to aim at its quarters (and stops any glide). */
static void look_at_city(gui_app *a)
{
    gui_view(a)->glide = 0;
    gui_view(a)->cam.cx = -0.5f;
    gui_view(a)->cam.cy = 0.2f;
    gui_view(a)->cam.zoom = 110;
    frames(a, 3);
}

/* Starts the Count game in the app and replays the moves through the GUI's apply path. */
static int reach(gui_app *a, const cit_setup *s, state_pred pred)
{
    static cit_move ms[400];
    int n = harness_find_moves(s, pred, ms, 400);
    if (n < 0) {
        fprintf(stderr, "no position found\n");
        return 0;
    }
    if (gui_app_start_game(a, s) != 0 || !a->game)
        return 0;
    frames(a, 2);
    for (int i = 0; i < n; i++)
        if (gui_game_apply(a->game, &ms[i], NULL) != CIT_OK)
            return 0;
    look_at_city(a);
    return pred(gui_game_engine(a->game));
}

/* A window at the first position of a seeded game where `pred` holds; NULL (a failed
   check) if it cannot be reached. */
static gui_app *app_at(gui_lang lang, cit_setup s, state_pred pred)
{
    gui_app *a = new_app(lang);
    if (a && reach(a, &s, pred))
        return a;
    CHECK(0);
    gui_app_free(a);
    return NULL;
}

static int human_decides(const cit_game *g, int decision)
{
    cit_pending p = cit_game_pending(g);
    return p.decision == decision && cit_game_setup(g)->players[p.player].kind == CIT_SEAT_HUMAN;
}
static int at_quarter(const cit_game *g) { return human_decides(g, CIT_DECIDE_COUNT_QUARTER); }
static int at_deploy(const cit_game *g)
{
    return human_decides(g, CIT_DECIDE_COUNT_DEPLOY) && !cit_game_pending(g).final;
}
static int at_final_deploy(const cit_game *g)
{
    return human_decides(g, CIT_DECIDE_COUNT_DEPLOY) && cit_game_pending(g).final;
}
/* A computer decides while a human is the active player... */
static int computer_decides_in_human_turn(const cit_game *g)
{
    cit_pending p = cit_game_pending(g);
    return p.decision == CIT_DECIDE_COUNT_DEPLOY && cit_game_setup(g)->players[p.player].kind != CIT_SEAT_HUMAN &&
           cit_game_setup(g)->players[p.active].kind == CIT_SEAT_HUMAN;
}
/* ...and a human decides in a computer's turn. */
static int human_decides_in_computer_turn(const cit_game *g)
{
    cit_pending p = cit_game_pending(g);
    return p.decision == CIT_DECIDE_COUNT_DEPLOY && cit_game_setup(g)->players[p.player].kind == CIT_SEAT_HUMAN &&
           cit_game_setup(g)->players[p.active].kind != CIT_SEAT_HUMAN;
}

static int first_target(const cit_game *g, int type, int not_q)
{
    cit_move ms[32];
    int n = cit_game_legal_moves(g, ms, 32);
    for (int i = 0; i < n && i < 32; i++)
        if (ms[i].type == type && ms[i].arg0 < CIT_QUARTERS && ms[i].arg0 != not_q)
            return ms[i].arg0;
    return -1;
}

/* ---- tests ----------------------------------------------------------------------------------- */

/* Drag a follower from the bar onto a quarter, then drag the Count off his quarter to another. */
static void test_trigger(void)
{
    gui_app *a = new_app(GUI_LANG_EN);
    cit_setup s = count_setup(11, -1);
    CHECK(a && reach(a, &s, at_quarter));
    if (!a || !a->game || !at_quarter(gui_game_engine(a->game))) {
        gui_app_free(a);
        return;
    }
    const cit_game *e = gui_game_engine(a->game);
    int p = cit_game_pending(e).player, q = first_target(e, CIT_MOVE_COUNT_QUARTER, -1);
    int before = cit_game_quarter_followers(e, q, p), supply = cit_game_supply(e, p);
    int len = cit_session_length(a->game->sess), qx, qy;
    CHECK(gui_count_of(a->game)->targets & (1u << q));
    CHECK(gui_count_quarter_px(GUI_MODULE_CTX(a, gui_module_find(CIT_MODULE_COUNT)), q, &qx, &qy));
    SDL_Rect src = gui_count_of(a->game)->source_rc;
    int taps = gui_sound_requests(GUI_SFX_FOLLOWER);
    drag(a, src.x + src.w / 2, src.y + src.h / 2, qx, qy);
    frames(a, 2);
    e = gui_game_engine(a->game);
    CHECK(cit_session_length(a->game->sess) == len + 1);
    CHECK(gui_sound_requests(GUI_SFX_FOLLOWER) == taps + 1); /* the follower set down taps */
    CHECK(cit_game_quarter_followers(e, q, p) == before + 1);
    CHECK(cit_game_supply(e, p) == supply - 1);
    CHECK(a->game->nlog > 0 && strstr(a->game->log[a->game->nlog - 1], gui_quarter_name(q)) != NULL);
    CHECK(strstr(a->toast.text, gui_quarter_name(q)) == NULL); /* no toast for what the player just did */
    /* Then the Count: from where he stands to another quarter. */
    CHECK(cit_game_pending(e).decision == CIT_DECIDE_COUNT_MOVE);
    if (cit_game_pending(e).decision == CIT_DECIDE_COUNT_MOVE) {
        int from = cit_game_count_quarter(e), to = first_target(e, CIT_MOVE_COUNT_MOVE, from), fx, fy, tx, ty;
        look_at_city(a);
        gui_count_quarter_px(GUI_MODULE_CTX(a, gui_module_find(CIT_MODULE_COUNT)), from, &fx, &fy);
        gui_count_quarter_px(GUI_MODULE_CTX(a, gui_module_find(CIT_MODULE_COUNT)), to, &tx, &ty);
        drag(a, fx, fy, tx, ty);
        frames(a, 2);
        CHECK(cit_game_count_quarter(gui_game_engine(a->game)) == to);
        CHECK(cit_session_length(a->game->sess) == len + 2);
        CHECK(a->game->nlog > 0 && strstr(a->game->log[a->game->nlog - 1], gui_quarter_name(to)) != NULL);
    }
    gui_app_free(a);
}

/* The follower may also come from the supply box of the side panel. */
static void test_supply_drag(void)
{
    gui_app *a = app_at(GUI_LANG_EN, count_setup(16, -1), at_quarter);
    if (!a)
        return;
    const cit_game *e = gui_game_engine(a->game);
    int p = cit_game_pending(e).player, q = first_target(e, CIT_MOVE_COUNT_QUARTER, -1), qx, qy;
    int before = cit_game_quarter_followers(e, q, p);
    SDL_Rect sup = gui_drawn(a)->supply_rc;
    CHECK(sup.w > 0);
    gui_count_quarter_px(GUI_MODULE_CTX(a, gui_module_find(CIT_MODULE_COUNT)), q, &qx, &qy);
    drag(a, sup.x + sup.w / 2, sup.y + sup.h / 2, qx, qy);
    frames(a, 2);
    CHECK(cit_game_quarter_followers(gui_game_engine(a->game), q, p) == before + 1);
    gui_app_free(a);
}

/* Click a quarter instead of dragging, and Skip the Count's move. */
static void test_click_and_skip(void)
{
    gui_app *a = app_at(GUI_LANG_CS, count_setup(12, -1), at_quarter);
    if (!a)
        return;
    const cit_game *e = gui_game_engine(a->game);
    int p = cit_game_pending(e).player, q = first_target(e, CIT_MOVE_COUNT_QUARTER, -1), qx, qy;
    int before = cit_game_quarter_followers(e, q, p);
    gui_count_quarter_px(GUI_MODULE_CTX(a, gui_module_find(CIT_MODULE_COUNT)), q, &qx, &qy);
    click(a, qx, qy);
    frames(a, 2);
    e = gui_game_engine(a->game);
    CHECK(cit_game_quarter_followers(e, q, p) == before + 1);
    look_at_city(a);
    int at = cit_game_count_quarter(e);
    CHECK(click_label(a, gui_tr(MSG_SKIP)));
    frames(a, 2);
    e = gui_game_engine(a->game);
    CHECK(cit_game_count_quarter(e) == at);
    CHECK(cit_game_pending(e).decision != CIT_DECIDE_COUNT_MOVE || cit_game_pending(e).player != p);
    gui_app_free(a);
}

/* The bar from the keyboard: a digit sends a follower to that quarter (1-4 in the engine's order),
   S skips the Count's move; in another game Esc skips the quarter itself, without asking to leave. */
static void test_bar_keys(void)
{
    gui_app *a = app_at(GUI_LANG_EN, count_setup(12, -1), at_quarter);
    if (!a)
        return;
    const cit_game *e = gui_game_engine(a->game);
    int p = cit_game_pending(e).player, q = -1;
    cit_move ms[32];
    int n = cit_game_legal_moves(e, ms, 32);
    for (int i = 0; i < n && i < 32; i++) /* the highest lit quarter, so the digit is not always 1 */
        if (ms[i].type == CIT_MOVE_COUNT_QUARTER && ms[i].arg0 < CIT_QUARTERS && ms[i].arg0 > q)
            q = ms[i].arg0;
    int before = cit_game_quarter_followers(e, q, p), len = cit_session_length(a->game->sess);
    push_key(SDLK_1 + q, 0);
    frames(a, 2);
    e = gui_game_engine(a->game);
    CHECK(cit_session_length(a->game->sess) == len + 1);
    CHECK(cit_game_quarter_followers(e, q, p) == before + 1);
    CHECK(cit_game_pending(e).decision == CIT_DECIDE_COUNT_MOVE);
    int at = cit_game_count_quarter(e);
    push_key(SDLK_s, 0);
    frames(a, 2);
    e = gui_game_engine(a->game);
    CHECK(cit_session_length(a->game->sess) == len + 2);
    CHECK(cit_game_count_quarter(e) == at);
    CHECK(cit_session_move(a->game->sess, len + 1)->arg0 == CIT_QUARTER_NONE);
    gui_app_free(a);
    a = app_at(GUI_LANG_EN, count_setup(11, -1), at_quarter);
    if (!a)
        return;
    len = cit_session_length(a->game->sess);
    push_key(SDLK_ESCAPE, 0);
    frames(a, 2);
    CHECK(cit_session_length(a->game->sess) == len + 1);
    CHECK(cit_session_move(a->game->sess, len)->type == CIT_MOVE_COUNT_QUARTER &&
          cit_session_move(a->game->sess, len)->arg0 == CIT_QUARTER_NONE);
    CHECK(a->dlg.kind == GUI_DLG_NONE);
    gui_app_free(a);
}

/* Cream pixels (the plates' ink) inside rc of a screenshot of the app. */
/* Zoomed in, each quarter's plate names it; zoomed far out (cells under ~90 px) an icon still
   marks every quarter, drawn in the plate's corner; at the smallest cells nothing is drawn. */
static void test_plates(void)
{
    gui_app *a = app_at(GUI_LANG_CS, count_setup(11, -1), at_quarter);
    if (!a)
        return;
    const cit_game *e = gui_game_engine(a->game);
    static const float zooms[3] = {200, 60, 24};
    static const int kinds[3] = {GUI_PLATE_NAME, GUI_PLATE_ICON, GUI_PLATE_NONE};
    for (int z = 0; z < 3; z++) {
        gui_view(a)->cam.zoom = zooms[z];
        gui_view(a)->cam.cx = -0.5f;
        gui_view(a)->cam.cy = 0.2f;
        frames(a, 2);
        for (int q = 0; q < CIT_QUARTERS; q++) {
            int x, y;
            SDL_Rect plate;
            CHECK(cit_game_quarter_cell(e, q, &x, &y));
            SDL_Rect cell = gui_camera_cell_rect(&gui_view(a)->cam, x, y);
            CHECK(gui_count_plate(GUI_MODULE_CTX(a, gui_module_find(CIT_MODULE_COUNT)), q, cell, &plate) == kinds[z]);
            if (kinds[z] == GUI_PLATE_ICON) {
                CHECK(plate.w >= 12 && plate.w < cell.w / 2 && plate.x >= cell.x && plate.y >= cell.y);
                CHECK(pixels_of(a, plate, GUI_COL_CREAM) > plate.w * plate.h / 8); /* the icon is drawn */
            }
        }
    }
    gui_app_free(a);
}

/* Every quarter's picture lies on the board below the bar (the City is what the bar is about). */
static int city_in_sight(gui_app *a)
{
    SDL_Rect bar = gui_count_of(a->game)->bar_rc, v = gui_drawn(a)->board_rc;
    int ok = bar.w > 0;
    for (int q = 0; q < CIT_QUARTERS; q++) {
        int x, y;
        if (!cit_game_quarter_cell(gui_game_engine(a->game), q, &x, &y))
            return 0;
        SDL_Rect rc = gui_camera_cell_rect(&gui_view(a)->cam, x, y);
        ok &= rc.y >= bar.y + bar.h && rc.x >= v.x && rc.x + rc.w <= v.x + v.w && rc.y + rc.h <= v.y + v.h;
    }
    return ok;
}

/* Zoomed in on the City, a follower clicked into a quarter: the camera stays on the City (no glide
   to the last tile), so the Count to drag next is in sight below the bar. And a bar that appears
   while the camera is on a tile far away brings the City into sight under it. */
static void test_camera_keeps_city(void)
{
    gui_app *a = app_at(GUI_LANG_EN, count_setup(11, -1), at_quarter);
    if (!a)
        return;
    int x0, y0, x1, y1;
    CHECK(gui_count_city_cells(a->game, &x0, &y0, &x1, &y1));
    CHECK(x1 - x0 == 2 && y1 - y0 == 2); /* the Cathedral's, the Castle's, the Market's two, the Blacksmith's tiles */
    /* Zoomed in, the City just below the bar. */
    SDL_Rect bar = gui_count_of(a->game)->bar_rc;
    gui_view(a)->cam.zoom = 190;
    gui_view(a)->cam.cx = (float)(x0 + x1 + 1) * 0.5f;
    gui_view(a)->cam.cy = (float)y0 + ((float)gui_drawn(a)->board_rc.h * 0.5f - (float)(bar.y + bar.h - gui_drawn(a)->board_rc.y) - 8) / gui_view(a)->cam.zoom;
    frames(a, 2);
    CHECK(city_in_sight(a));
    const cit_game *e = gui_game_engine(a->game);
    int q = first_target(e, CIT_MOVE_COUNT_QUARTER, -1), qx, qy, p = cit_game_pending(e).player;
    int before = cit_game_quarter_followers(e, q, p);
    gui_count_quarter_px(GUI_MODULE_CTX(a, gui_module_find(CIT_MODULE_COUNT)), q, &qx, &qy);
    click(a, qx, qy);
    frames(a, 60);
    e = gui_game_engine(a->game);
    CHECK(cit_game_quarter_followers(e, q, p) == before + 1);
    CHECK(cit_game_pending(e).decision == CIT_DECIDE_COUNT_MOVE);
    CHECK(city_in_sight(a));
    /* The camera far away on a tile when the bar appears: it glides the City into sight. */
    cit_placed_tile t = cit_game_placed(e, cit_game_placed_count(e) - 1);
    gui_view(a)->glide = 0;
    gui_view(a)->cam.cx = (float)t.x + 0.5f;
    gui_view(a)->cam.cy = (float)t.y + 0.5f;
    gui_view(a)->cam.zoom = 200;
    gui_view(a)->decide.key = 0; /* the bar is asked anew */
    frames(a, 80);
    CHECK(city_in_sight(a));
    gui_app_free(a);
}

/* Home with the bar up fits the board into the part below it: every tile in sight under the
   bar, none under it (the fit button and a resize fit the same way). */
static void test_home_under_bar(void)
{
    gui_app *a = app_at(GUI_LANG_EN, count_setup(11, -1), at_quarter);
    if (!a)
        return;
    frames(a, 2);
    SDL_Rect bar = gui_count_of(a->game)->bar_rc, v = gui_drawn(a)->board_rc, room = gui_board_free_rect(GUI_SCENE_CTX(a));
    CHECK(bar.w > 0 && room.y == bar.y + bar.h && room.y + room.h == v.y + v.h && room.w == v.w);
    gui_view(a)->cam.zoom = 250; /* zoomed in somewhere else first */
    gui_view(a)->cam.cx += 3;
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
    CHECK(under == 0 && out == 0);
    CHECK(gui_view(a)->cam_fitted && gui_count_of(a->game)->bar_rc.w > 0);
    gui_app_free(a);
}

/* The Market's stalls lie on the tile east of its plate: a drop there puts the follower in the
   Market. A drop on the City where no quarter is painted says why in a toast and changes nothing. */
static void test_market_stalls(void)
{
    gui_app *a = app_at(GUI_LANG_EN, count_setup(16, -1), at_quarter);
    if (!a)
        return;
    const cit_game *e = gui_game_engine(a->game);
    int p = cit_game_pending(e).player, len = cit_session_length(a->game->sess), mx, my, cx, cy;
    CHECK(gui_count_of(a->game)->targets & (1u << CIT_QUARTER_MARKET));
    CHECK(cit_game_quarter_cell(e, CIT_QUARTER_MARKET, &mx, &my));
    CHECK(cit_game_quarter_cell(e, CIT_QUARTER_CASTLE, &cx, &cy));
    SDL_Rect src = gui_count_of(a->game)->source_rc, stalls = gui_camera_cell_rect(&gui_view(a)->cam, mx + 1, my);
    SDL_Rect none = gui_camera_cell_rect(&gui_view(a)->cam, cx - 1, cy); /* CO-2: houses and walls */
    CHECK(gui_count_quarter_at(GUI_MODULE_CTX(a, gui_module_find(CIT_MODULE_COUNT)), stalls.x + stalls.w / 2,
                               stalls.y + stalls.h / 2) == CIT_QUARTER_MARKET);
    /* Nowhere: the follower goes back, a toast says where it should go. */
    a->toast.text[0] = 0;
    a->toast.until = 0;
    drag(a, src.x + src.w / 2, src.y + src.h / 2, none.x + none.w / 2, none.y + none.h / 2);
    frames(a, 2);
    CHECK(cit_session_length(a->game->sess) == len);
    CHECK(!strcmp(a->toast.text, count_tr(COUNT_DROP_MISSED)));
    /* On the stalls: into the Market. */
    int before = cit_game_quarter_followers(gui_game_engine(a->game), CIT_QUARTER_MARKET, p);
    drag(a, src.x + src.w / 2, src.y + src.h / 2, stalls.x + stalls.w / 2, stalls.y + stalls.h / 2);
    frames(a, 2);
    CHECK(cit_session_length(a->game->sess) == len + 1);
    CHECK(cit_game_quarter_followers(gui_game_engine(a->game), CIT_QUARTER_MARKET, p) == before + 1);
    /* The player row now shows the follower in the City; the other player's shows none. */
    frames(a, 2);
    CHECK(gui_count_of(a->game)->row_rc[p].w > 0);
    CHECK(gui_count_of(a->game)->row_rc[1 - p].w == 0 ||
          cit_game_quarter_followers(gui_game_engine(a->game), CIT_QUARTER_CASTLE, 1 - p) +
                  cit_game_quarter_followers(gui_game_engine(a->game), CIT_QUARTER_BLACKSMITH, 1 - p) +
                  cit_game_quarter_followers(gui_game_engine(a->game), CIT_QUARTER_CATHEDRAL, 1 - p) +
                  cit_game_quarter_followers(gui_game_engine(a->game), CIT_QUARTER_MARKET, 1 - p) > 0);
    /* Hovering it shows who has how many where (the tooltip is drawn over the panel). */
    SDL_Rect row = gui_count_of(a->game)->row_rc[p];
    push_motion(row.x + row.w / 2, row.y + row.h / 2);
    frames(a, 2);
    gui_app_free(a);
}

/* The deployment dialog: + twice, OK; the followers leave the quarter for the feature. */
static void test_deploy(state_pred pred)
{
    gui_app *a = app_at(GUI_LANG_EN, count_setup(13, -1), pred);
    if (!a)
        return;
    const cit_game *e = gui_game_engine(a->game);
    cit_pending pd = cit_game_pending(e);
    int before = cit_game_quarter_followers(e, pd.arg, pd.player), len = cit_session_length(a->game->sess);
    int want = pd.limit >= 2 ? 2 : 1;
    for (int i = 0; i < want; i++)
        CHECK(click_label(a, "+"));
    CHECK(gui_count_of(a->game)->deploy_n == want);
    CHECK(click_label(a, gui_tr(MSG_OK)));
    frames(a, 2);
    e = gui_game_engine(a->game);
    CHECK(cit_session_length(a->game->sess) == len + 1);
    const cit_move *m = cit_session_move(a->game->sess, len);
    CHECK(m && m->type == CIT_MOVE_COUNT_DEPLOY && m->arg0 == pd.arg && m->arg1 == want);
    CHECK(cit_game_quarter_followers(e, pd.arg, pd.player) == before - want);
    gui_app_free(a);
}

/* Final scoring that pauses for a deployment is still shown whole at the end: the
   finale's points are every final score event of the game, gathered over the moves. */
static void test_finale_spans_decisions(void)
{
    gui_app *a = app_at(GUI_LANG_EN, count_setup(13, -1), at_final_deploy);
    if (!a)
        return;
    const cit_game *e = gui_game_engine(a->game);
    for (int guard = 0; guard < 200 && !cit_game_over(e); guard++) {
        cit_move m;
        CHECK(cit_game_legal_moves(e, &m, 1) >= 1);
        CHECK(gui_game_apply(a->game, &m, NULL) == CIT_OK);
        e = gui_game_engine(a->game);
    }
    CHECK(cit_game_over(e) && a->game->finale);
    /* Replay the session with outcomes and add up its final scoring. */
    cit_tile_id order[CIT_MAX_STACK];
    int norder = cit_game_tile_order(e, order, CIT_MAX_STACK), want = 0, shown = 0;
    cit_game *r = cit_game_new(cit_game_setup(e), order, norder, NULL);
    static cit_outcome o;
    for (int i = 0; r && i < cit_session_length(a->game->sess); i++) {
        CHECK(cit_game_apply(r, cit_session_move(a->game->sess, i), &o) == CIT_OK);
        for (int k = 0; k < o.n; k++)
            if (o.ev[k].type == CIT_EV_SCORE && o.ev[k].reason == CIT_SCORE_FINAL)
                want += o.ev[k].points;
    }
    cit_game_free(r);
    for (int i = 0; a->game->finale && i < a->game->finale->n; i++)
        for (int p = 0; p < CIT_MAX_PLAYERS; p++)
            shown += a->game->finale->step[i].points[p];
    CHECK(want > 0 && shown == want);
    gui_app_free(a);
}

/* The generic list, opened from the Count's bar, answers with the move clicked in it. */
static void test_generic(void)
{
    gui_app *a = app_at(GUI_LANG_EN, count_setup(14, -1), at_quarter);
    if (!a)
        return;
    const cit_game *e = gui_game_engine(a->game);
    cit_move ms[16];
    int n = cit_game_legal_moves(e, ms, 16), len = cit_session_length(a->game->sess);
    CHECK(n >= 2);
    CHECK(click_label(a, gui_tr(MSG_ALL_CHOICES)));
    CHECK(gui_view(a)->decide.generic_open);
    /* Every legal move is listed in words; pick the last one. */
    char label[96];
    SDL_Rect rc;
    frame(a);
    for (int i = 0; i < n && i < 16; i++) {
        gui_move_words(e, &ms[i], label, sizeof label);
        CHECK(gui_ui_find(&a->ui, label, &rc));
    }
    gui_move_words(e, &ms[n - 1], label, sizeof label);
    CHECK(click_label(a, label));
    frames(a, 2);
    CHECK(cit_session_length(a->game->sess) == len + 1);
    const cit_move *m = cit_session_move(a->game->sess, len);
    CHECK(m && m->type == ms[n - 1].type && m->arg0 == ms[n - 1].arg0);
    gui_app_free(a);
}

/* Whoever decides is who the window serves: a computer deciding in a human's turn answers on its
   thread; a human deciding in a computer's turn gets the dialog and the computer waits. */
static void test_seats(void)
{
    gui_app *a = new_app(GUI_LANG_EN);
    cit_setup s = count_setup(15, 1);
    if (a && reach(a, &s, computer_decides_in_human_turn)) {
        int len = cit_session_length(a->game->sess), events = a->game->notices;
        a->toast.text[0] = 0;
        for (int i = 0; i < 400 && cit_session_length(a->game->sess) == len; i++) {
            frame(a);
            SDL_Delay(2);
        }
        CHECK(cit_session_length(a->game->sess) == len + 1);
        CHECK(cit_session_move(a->game->sess, len)->type == CIT_MOVE_COUNT_DEPLOY);
        frame(a);
        /* What the computer did is told in a toast (a deployment of none is no event). */
        CHECK(a->game->notices == events || strstr(a->toast.text, gui_game_player_name(a->game, 1)) != NULL);
    } else {
        CHECK(0);
    }
    gui_app_free(a);
    a = new_app(GUI_LANG_EN);
    if (a && reach(a, &s, human_decides_in_computer_turn)) {
        int len = cit_session_length(a->game->sess);
        frames(a, 60);
        SDL_Rect rc;
        CHECK(a->play.ai == NULL);
        CHECK(cit_session_length(a->game->sess) == len);
        /* The window title names the decider with the decision's words, not the active player's turn
           ("You decide" when the decider is the one person at this screen). */
        char want[160];
        int decider = cit_game_pending(gui_game_engine(a->game)).player;
        gui_subst(want, sizeof want, gui_tr_seat(MSG_DECIDES, gui_game_is_you(a->game, decider)),
                  gui_game_player_name(a->game, decider), NULL, NULL);
        CHECK(strstr(a->chrome.title, want) != NULL);
        CHECK(gui_ui_find(&a->ui, gui_tr(MSG_OK), &rc));
        CHECK(click_label(a, gui_tr(MSG_OK)));
        CHECK(cit_session_length(a->game->sess) == len + 1);
    } else {
        CHECK(0);
    }
    gui_app_free(a);
}

/* A new game with the Count ticked on the new-game screen starts from the City of Carcassonne. */
static void test_newgame(void)
{
    gui_app *a = new_app(GUI_LANG_EN);
    if (!a) {
        CHECK(0);
        return;
    }
    frames(a, 2);
    CHECK(click_label(a, gui_tr(MSG_NEW_GAME)));
    const cit_option_def *d = cit_option_def_at(CIT_OPT_COUNT);
    SDL_Rect rc;
    frame(a);
    /* The dependent option is greyed out (not findable) until its module is on. */
    CHECK(!gui_ui_find(&a->ui, cit_option_def_at(CIT_OPT_COUNT_ALL_SCORINGS)->label_en, &rc));
    CHECK(click_label(a, d->label_en));
    CHECK(a->setup.opt.v[CIT_OPT_COUNT] == 1);
    frame(a);
    CHECK(gui_ui_find(&a->ui, cit_option_def_at(CIT_OPT_COUNT_ALL_SCORINGS)->label_en, &rc));
    CHECK(click_label(a, gui_tr(MSG_START)));
    CHECK(a->game && cit_game_count_quarter(gui_game_engine(a->game)) >= 0);
    CHECK(a->game && cit_game_placed_count(gui_game_engine(a->game)) == 12);
    gui_app_free(a);
}

/* A random enabled button inside the board area (the bar's and the dialogs'), or 0. */
static int random_board_button(gui_app *a, uint32_t r, SDL_Rect *rc)
{
    int idx[64], n = 0;
    for (int i = 0; i < a->ui.nseen; i++)
        if (a->ui.seen[i].enabled && SDL_HasIntersection(&a->ui.seen[i].rc, &gui_drawn(a)->board_rc))
            idx[n++] = i;
    if (!n)
        return 0;
    *rc = a->ui.seen[idx[r % (unsigned)n]].rc;
    return 1;
}

/* Tiles go quickly, without frames: the monkey is here for the Count's decisions. Places
   random legal tiles until another decision is pending; returns whether it placed any. */
static int place_tiles(gui_app *a, uint32_t *r, int *bad)
{
    int placed = 0;
    while (!cit_game_over(gui_game_engine(a->game)) &&
           cit_game_pending(gui_game_engine(a->game)).decision == CIT_DECIDE_PLACE_TILE) {
        cit_move m;
        /* Straight into the session (no history lines): the GUI syncs from its length. */
        if (cit_game_random_move(gui_game_engine(a->game), (*r)++, &m) != CIT_OK ||
            cit_session_apply(a->game->sess, &m, NULL) != CIT_OK)
            (*bad)++;
        placed = 1;
    }
    return placed;
}

/*
 * A monkey on a hot-seat Count game: tiles are placed through the GUI's apply path, and the
 * Count's decisions are left to random presses, drags, keys and button clicks over the board,
 * its bar and its dialogs. They must answer every decision sooner or later, and nothing may
 * break on the way.
 */
static void test_monkey(int nframes)
{
    gui_app *a = new_app(GUI_LANG_EN);
    /* Four seats: more scorings that feed only others, more players to deploy. */
    cit_setup s = count_setup(21, -1);
    s.nplayers = 4;
    SDL_strlcpy(s.players[2].name, "Cecílie", CIT_NAME_LEN);
    SDL_strlcpy(s.players[3].name, "David", CIT_NAME_LEN);
    s.players[2].colour = 2;
    s.players[3].colour = 3;
    if (!a || gui_app_start_game(a, &s) != 0) {
        CHECK(0);
        gui_app_free(a);
        return;
    }
    drawing = 0;
    static const SDL_Keycode keys[] = {SDLK_PLUS, SDLK_MINUS, SDLK_UP, SDLK_DOWN, SDLK_RETURN, SDLK_h, SDLK_HOME};
    uint32_t r = 2024;
    int answered = 0, waited = 0, longest = 0, games = 1, bad = 0;
    for (int i = 0; i < nframes; i++) {
        if (a->scene != GUI_SCENE_GAME || !a->game || cit_game_over(gui_game_engine(a->game))) {
            s.seed++;
            if (gui_app_start_game(a, &s) != 0)
                break;
            games++;
        }
        if (place_tiles(a, &r, &bad)) {
            waited = 0;
            frame(a);
            continue;
        }
        r = r * 1103515245u + 12345u;
        SDL_Rect b = gui_drawn(a)->board_rc, rc;
        int x = b.x + (int)((r >> 8) % (unsigned)b.w), y = b.y + (int)((r >> 16) % (unsigned)b.h);
        int len = cit_session_length(a->game->sess);
        switch ((r >> 4) % 10) {
        case 0: case 1: case 2: push_motion(x, y); frame(a); break;
        case 3: push_button(x, y, 1, 1); frame(a); break;
        case 4: push_button(x, y, 1, 0); frame(a); break;
        case 5: push_key(keys[(r >> 12) % (sizeof keys / sizeof keys[0])], 0); frame(a); break;
        case 6: drag(a, gui_count_of(a->game)->source_rc.x + 5, gui_count_of(a->game)->source_rc.y + 5, x, y); break;
        default:
            if (random_board_button(a, r >> 10, &rc))
                click(a, rc.x + rc.w / 2, rc.y + rc.h / 2);
            else
                frame(a);
        }
        if (a->dlg.kind != GUI_DLG_NONE) /* H and friends never open one, but be safe */
            a->dlg.kind = GUI_DLG_NONE;
        if (a->game && cit_session_length(a->game->sess) > len) {
            answered++;
            waited = 0;
        } else if (++waited > longest) {
            longest = waited;
        }
    }
    printf("count monkey: %d steps, %d games, %d Count decisions answered, longest wait %d steps\n", nframes, games,
           answered, longest);
    drawing = 1;
    CHECK(bad == 0);
    CHECK(answered > 50);
    CHECK(longest < 300);
    gui_app_free(a);
}

/* ---- screenshots for the docs ------------------------------------------------------------------ */

static void shot(gui_app *a, const char *dir, const char *name, int lang)
{
    char path[600];
    snprintf(path, sizeof path, "%s/%s%s.png", dir, name, lang == GUI_LANG_CS ? "-cs" : "");
    a->toast.until = 0; /* "the unfinished game was kept": true, but not what the picture is about */
    if (a->game) /* nor the score pop-ups of the replayed moves, which no frame time ended */
        memset(a->game->fx, 0, sizeof a->game->fx);
    frames(a, 2);
    gui_app_screenshot(a, path);
}

static int shots(const char *dir, int lang)
{
    gui_app *a = new_app(lang);
    if (!a)
        return 1;
    cit_setup s = count_setup(11, -1);
    if (reach(a, &s, at_quarter)) {
        SDL_Rect src = gui_count_of(a->game)->source_rc;
        int q = first_target(gui_game_engine(a->game), CIT_MOVE_COUNT_QUARTER, -1), qx, qy;
        gui_count_quarter_px(GUI_MODULE_CTX(a, gui_module_find(CIT_MODULE_COUNT)), q, &qx, &qy);
        /* Hold the follower over the quarter, mid-drag. */
        push_motion(src.x + src.w / 2, src.y + src.h / 2);
        frame(a);
        push_button(src.x + src.w / 2, src.y + src.h / 2, 1, 1);
        frame(a);
        push_motion(qx, qy);
        frames(a, 2);
        shot(a, dir, "count-quarter", lang);
        /* Over the Market's stalls, on the tile east of its plate: the Market lights up. */
        int mx, my;
        cit_game_quarter_cell(gui_game_engine(a->game), CIT_QUARTER_MARKET, &mx, &my);
        SDL_Rect stalls = gui_camera_cell_rect(&gui_view(a)->cam, mx + 1, my);
        push_motion(stalls.x + stalls.w / 3, stalls.y + stalls.h / 2);
        frames(a, 2);
        shot(a, dir, "count-stalls", lang);
        push_motion(qx, qy);
        frames(a, 2);
        push_button(qx, qy, 1, 0);
        frames(a, 40); /* the camera stays on the City */
        shot(a, dir, "count-move", lang);
        /* The player row's mark of followers in the City, hovered. */
        SDL_Rect row = gui_count_of(a->game)->row_rc[0];
        push_motion(row.x + row.w / 2, row.y + row.h / 2);
        frames(a, 2);
        shot(a, dir, "count-row", lang);
        look_at_city(a);
        click_label(a, gui_tr(MSG_ALL_CHOICES));
        shot(a, dir, "count-generic", lang);
    }
    s = count_setup(13, -1);
    if (reach(a, &s, at_deploy)) {
        frames(a, 30); /* let the camera glide to the feature */
        click_label(a, "+");
        shot(a, dir, "count-deploy", lang);
    }
    if (reach(a, &s, at_final_deploy)) {
        frames(a, 30);
        shot(a, dir, "count-final", lang);
    }
    gui_app_free(a);
    return 0;
}

/* ---- with Abbey & Mayor: the mayor in the quarters (RULES.md §11 "With the Count") ---- */

static const char *COUNT_MAYOR = "option count 1\noption mayor 1\n";
static const char *COUNT_TILES = "U A M M U E U U V V";
/* As tests/scenarios/count-mayor-to-castle.scn: Anna's road closed by Bedřich, who may send a figure. */
static const char *TO_QUARTER = "move place U 1,-2 r1 f0\nmove place A 1,-3 r0\n";

/* The pixels of rc in the window now, into out (rc.w * rc.h); 0 if the screenshot failed. */
static int grab(gui_app *a, SDL_Rect rc, Uint32 *out)
{
    char path[64];
    snprintf(path, sizeof path, "count-grab.png");
    if (gui_app_screenshot(a, path) != 0)
        return 0;
    SDL_Surface *raw = IMG_Load(path), *s = raw ? SDL_ConvertSurfaceFormat(raw, SDL_PIXELFORMAT_ARGB8888, 0) : NULL;
    SDL_FreeSurface(raw);
    remove(path);
    if (!s)
        return 0;
    for (int y = 0; y < rc.h; y++)
        for (int x = 0; x < rc.w; x++)
            out[y * rc.w + x] = ((const Uint32 *)((const Uint8 *)s->pixels + (rc.y + y) * s->pitch))[rc.x + x];
    SDL_FreeSurface(s);
    return 1;
}

static int differing(const Uint32 *p, const Uint32 *q, int n)
{
    int d = 0;
    for (int i = 0; i < n; i++)
        d += (p[i] & 0xffffff) != (q[i] & 0xffffff);
    return d;
}

/* The castle's tray where a lone player's first figure stands (count_view.c's quarter_followers:
   one player, the figure at 0.38 of the tray's width, left of the number), as the game after
   `moves` draws it at Anna's next turn. */
#define FIGURE_BOX 24
static int castle_figure(const char *moves, Uint32 *out, SDL_Color *colour)
{
    gui_app *a = harness_open_game(GUI_LANG_EN, "count-castle", COUNT_MAYOR, COUNT_TILES, moves);
    if (!a)
        return 0;
    look_at_city(a);
    frames(a, 3);
    *colour = gui_player_colour(a->settings.palette_cb, gui_game_player_colour(a->game, 1));
    int qx, qy, ok = 0;
    float z = gui_view(a)->cam.zoom;
    if (cit_game_pending(gui_game_engine(a->game)).decision == CIT_DECIDE_PLACE_TILE &&
        gui_count_quarter_px(GUI_MODULE_CTX(a, gui_module_find(CIT_MODULE_COUNT)), CIT_QUARTER_CASTLE, &qx, &qy)) {
        SDL_Rect cell = {qx - (int)z / 2, qy - (int)z / 2, (int)z, (int)z};
        float top = (float)cell.y + z * 0.86f - z * 0.3f, cx = (float)cell.x + z * 0.04f + z * 0.92f * 0.38f;
        SDL_Rect box = {(int)cx - FIGURE_BOX / 2, (int)(top + z * 0.15f) - FIGURE_BOX / 2, FIGURE_BOX, FIGURE_BOX};
        ok = grab(a, box, out);
    }
    gui_app_free(a);
    return ok;
}

/* Pixels near colour c (the figures' art shades it). */
static int near_colour(const Uint32 *p, int n, SDL_Color c)
{
    int k = 0;
    for (int i = 0; i < n; i++) {
        int r = (int)(p[i] >> 16 & 0xff) - c.r, g = (int)(p[i] >> 8 & 0xff) - c.g, b = (int)(p[i] & 0xff) - c.b;
        k += abs(r) + abs(g) + abs(b) <= 90;
    }
    return k;
}

/* A mayor in the castle stands there: where a player's figure stands in the castle's tray,
   a figure in Bedřich's colour, and not the picture a normal follower makes there. */
static void test_quarter_shows_mayor(void)
{
    static Uint32 none[FIGURE_BOX * FIGURE_BOX], follower[FIGURE_BOX * FIGURE_BOX], mayor[FIGURE_BOX * FIGURE_BOX];
    char moves[3][256];
    snprintf(moves[0], sizeof moves[0], "%smove quarter none\n", TO_QUARTER);
    snprintf(moves[1], sizeof moves[1], "%smove quarter castle\nmove count stay\n", TO_QUARTER);
    snprintf(moves[2], sizeof moves[2], "%smove quarter castle mayor\nmove count stay\n", TO_QUARTER);
    SDL_Color c;
    CHECK(castle_figure(moves[0], none, &c) && castle_figure(moves[1], follower, &c) && castle_figure(moves[2], mayor, &c));
    int n = FIGURE_BOX * FIGURE_BOX, coloured = near_colour(mayor, n, c), shape = differing(mayor, follower, n);
    if (coloured < n / 20 || shape < n / 20)
        fprintf(stderr, "the castle's figure box: %d pixels of Bedřich's colour (%d with a follower, %d empty), "
                "%d differ from a follower's\n", coloured, near_colour(follower, n, c), near_colour(none, n, c), shape);
    CHECK(near_colour(follower, n, c) >= n / 20 && near_colour(none, n, c) < n / 50); /* the box is where a figure stands */
    CHECK(coloured >= n / 20);
    CHECK(shape >= n / 20);
}

/* The bar's toggle (B) turns from a follower to the mayor; then only the castle is lit and its
   key sends the mayor there. */
static void test_quarter_mayor(void)
{
    gui_app *a = harness_open_game(GUI_LANG_EN, "count-mayor", COUNT_MAYOR, COUNT_TILES, TO_QUARTER);
    if (!a)
        return;
    look_at_city(a);
    const cit_game *e = gui_game_engine(a->game);
    cit_pending pd = cit_game_pending(e);
    CHECK(pd.decision == CIT_DECIDE_COUNT_QUARTER && pd.player == 1);
    SDL_Rect rc;
    CHECK(gui_ui_find(&a->ui, "Mayor: no (B)", &rc)); /* a follower, or the one other kind: yes or no */
    CHECK(gui_count_of(a->game)->targets == 0xfu);
    key(a, SDLK_b, 0);
    frames(a, 2);
    CHECK(gui_count_of(a->game)->send_fig == 1 << (cit_game_follower_named(e, "mayor") - 1));
    CHECK(gui_ui_find(&a->ui, "Mayor: yes (B)", &rc));
    CHECK(gui_count_of(a->game)->targets == 1u << CIT_QUARTER_CASTLE); /* the mayor goes to the castle only */
    harness_shot(a, "count-quarter-mayor-bar");
    int len = session_len(a);
    key(a, SDLK_2, 0); /* the blacksmith: not lit for the mayor, nothing happens */
    frames(a, 2);
    CHECK(session_len(a) == len);
    key(a, SDLK_1, 0);
    frames(a, 3);
    CHECK(session_len(a) == len + 1);
    const cit_move *m = cit_session_move(a->game->sess, len);
    CHECK(m && m->type == CIT_MOVE_COUNT_QUARTER && m->arg0 == CIT_QUARTER_CASTLE &&
          m->rot == 1u << (cit_game_follower_named(gui_game_engine(a->game), "mayor") - 1));
    key(a, SDLK_s, 0); /* the Count stays */
    frames(a, 4);
    e = gui_game_engine(a->game);
    CHECK(cit_game_quarter_figure(e, 1, cit_game_follower_named(e, "mayor")) == CIT_QUARTER_CASTLE);
    CHECK(cit_game_pending(e).decision == CIT_DECIDE_PLACE_TILE);
    CHECK(harness_logged(a, "Bedřich: the mayor into the Castle", 12));
    harness_shot(a, "count-quarter-mayor");
    gui_app_free(a);
}

/* As tests/scenarios/count-mayor-deployed-pennants.scn: Bedřich deploys the mayor into Anna's
   city of 2 pennants with the dialog's mayor toggle (M) and OK, and takes the 12 points. */
static void test_deploy_mayor(void)
{
    gui_app *a = harness_open_game(GUI_LANG_EN, "count-deploy-mayor", COUNT_MAYOR, COUNT_TILES,
                                   "move place U 1,-2 r1 f0\nmove place A 1,-3 r0\nmove quarter castle mayor\n"
                                   "move count blacksmith\nmove place M 2,1 r0 f0\nmove place M 2,0 r2\n"
                                   "move place U 0,2 r1 f0\nmove place E 3,0 r3\n");
    if (!a)
        return;
    frames(a, 3);
    cit_pending pd = cit_game_pending(gui_game_engine(a->game));
    CHECK(pd.decision == CIT_DECIDE_COUNT_DEPLOY && pd.player == 1 && pd.limit == 0);
    SDL_Rect rc;
    CHECK(gui_ui_find(&a->ui, "Mayor: no (M)", &rc));
    CHECK(!gui_ui_find(&a->ui, "Wagon: no (W)", &rc)); /* no wagon in this game */
    key(a, SDLK_m, 0);
    frames(a, 2);
    CHECK(gui_count_of(a->game)->deploy_figs == 1u << (cit_game_follower_named(gui_game_engine(a->game), "mayor") - 1));
    CHECK(gui_ui_find(&a->ui, "Mayor: yes (M)", &rc));
    harness_shot(a, "count-deploy-mayor");
    int len = session_len(a);
    CHECK(click_label(a, gui_tr(MSG_OK)));
    frames(a, 4);
    CHECK(session_len(a) == len + 1);
    const cit_move *m = cit_session_move(a->game->sess, len);
    CHECK(m && m->type == CIT_MOVE_COUNT_DEPLOY && m->arg1 == 0 &&
          m->rot == 1u << (cit_game_follower_named(gui_game_engine(a->game), "mayor") - 1));
    CHECK(cit_game_score(gui_game_engine(a->game), 1) == 12);
    CHECK(harness_logged(a, "(the mayor among them)", 12));
    gui_app_free(a);
}

int main(int argc, char **argv)
{
    if (harness_start("count-test", "count-gui") != 0)
        return 1;
    int rc = 0;
    if (argc > 2 && !strcmp(argv[1], "--shots")) {
        rc = shots(argv[2], GUI_LANG_EN) | shots(argv[2], GUI_LANG_CS);
        harness_read_args(argc, argv); /* and the mayor's, through its tests */
        test_quarter_mayor();
        test_deploy_mayor();
        rc |= failed != 0;
    } else {
        test_newgame();
        test_trigger();
        test_click_and_skip();
        test_bar_keys();
        test_plates();
        test_supply_drag();
        test_camera_keeps_city();
        test_home_under_bar();
        test_market_stalls();
        test_deploy(at_deploy);
        test_deploy(at_final_deploy);
        test_finale_spans_decisions();
        test_generic();
        test_seats();
        test_quarter_mayor();
        test_quarter_shows_mayor();
        test_deploy_mayor();
        test_monkey(argc > 1 ? atoi(argv[1]) : 1500);
        printf("count-gui: %d passed, %d failed\n", passed, failed);
        rc = failed ? 1 : 0;
    }
    IMG_Quit();
    SDL_Quit();
    harness_finish();
    fflush(stdout);
    return rc;
}
