/* Headless GUI tests of hints during play and each computer seat's thinking time: who is
   offered a hint, the button and the N key, the ghost and the dialogs' ring, the
   count in the game's record through save and load, purist mode, and the seat's time reaching the
   search. */
#define _XOPEN_SOURCE 700
#include "app/ai_seam.h"
#include "app/app.h"
#include "app/i18n.h"
#include "app/saves.h"
#include "app/wake.h"
#include "draw/textparse.h"
#include "harness.h"
#include "modules/gui_module.h"
#include "modules/bazaar/bazaar.h"
#include "modules/castles/castles.h"
#include "modules/city/city.h"
#include "modules/count/count.h"
#include "modules/halflings/halflings.h"
#include "modules/count/count_view.h"
#include "scenes/game/decide.h"
#include "scenes/scenes.h"
#include "app/hint.h"

#include <SDL_image.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static cit_setup two_seats(uint64_t seed, int computer_kind)
{
    cit_setup s = two_players(seed);
    SDL_strlcpy(s.players[1].name, "Bořek", CIT_NAME_LEN);
    if (computer_kind)
        s.players[1].kind = (uint8_t)computer_kind;
    return s;
}

static gui_app *game_app(int lang, cit_setup s)
{
    gui_app *a = harness_app(1280, 800, lang);
    if (!a || gui_app_start_game(a, &s) != 0 || !a->game) {
        CHECK(0);
        gui_app_free(a);
        return NULL;
    }
    frames(a, 3);
    return a;
}

static int has_button(gui_app *a, const char *label)
{
    SDL_Rect rc;
    frame(a);
    return gui_ui_find(&a->ui, label, &rc);
}

/* Frames until the hint is shown (or the search gave up); 1 if shown. The search is the medium
   level's (a fraction of a second; more under a sanitizer). */
static int wait_hint(gui_app *a)
{
    Uint32 t0 = SDL_GetTicks();
    for (int i = 0; i < 3000 && a->play.hint.job && harness_waiting(t0, 120000, "the hint's search to end"); i++) {
        frame(a);
        SDL_Delay(2);
    }
    frame(a);
    return gui_hint_shown(a) != NULL;
}

static int move_legal(const cit_game *e, const cit_move *m)
{
    cit_move ms[512];
    int n = cit_game_legal_moves(e, ms, 512);
    char want[96], got[96];
    if (cit_move_format(e, m, want, sizeof want) != CIT_OK)
        return 0;
    for (int i = 0; i < n && i < 512; i++)
        if (cit_move_format(e, &ms[i], got, sizeof got) == CIT_OK && !strcmp(got, want))
            return 1;
    return 0;
}

/* The button: offered to the human deciding, "thinking" while it searches, the ghost's move legal
   and counted once per decision; a second press hides it; a move made drops it. */
static void test_button_and_ghost(void)
{
    gui_app *a = game_app(GUI_LANG_EN, two_seats(5, CIT_SEAT_AI_EASY));
    if (!a)
        return;
    CHECK(has_button(a, "hint"));
    CHECK(click_label(a, "hint"));
    CHECK(a->play.hint.job != NULL);
    frame(a);
    CHECK(a->play.hint.job == NULL || has_button(a, "hint thinking"));
    /* The window keeps drawing while the search runs (no frame waits for it): frames end with
       the search still running (a frame that joined the worker would end with it done). */
    Uint32 t0 = SDL_GetTicks();
    int frames_thinking = 0, still_running = 0;
    while (a->play.hint.job && frames_thinking < 3000 && harness_waiting(t0, 120000, "the hint's search to end")) {
        frame(a);
        frames_thinking++;
        still_running += a->play.hint.job && gui_ai_running(a->play.hint.job);
    }
    fprintf(stderr, "hint: %d frames meanwhile, %d of them with the search still running\n", frames_thinking,
            still_running);
    CHECK(still_running >= 1);
    CHECK(wait_hint(a));
    const cit_move *m = gui_hint_shown(a);
    const cit_game *e = gui_game_engine(a->game);
    CHECK(m && m->type == CIT_MOVE_PLACE && m->tile == cit_game_pending(e).tile && move_legal(e, m));
    CHECK(has_button(a, "hint shown"));
    CHECK(gui_record_hints(&a->game->rec, 0) == 1 && gui_record_hint_at(&a->game->rec, 0) == 0);
    /* The game is not changed by a hint: no tile put down for the player. */
    CHECK(!a->game->has_tile && cit_session_length(a->game->sess) == 0);
    /* A second press hides it; asking again for the same decision is one hint, not two. */
    CHECK(click_label(a, "hint shown"));
    frame(a);
    CHECK(gui_hint_shown(a) == NULL);
    CHECK(click_label(a, "hint"));
    CHECK(wait_hint(a));
    CHECK(gui_record_hints(&a->game->rec, 0) == 1);
    /* Following it: put the tile where the ghost is and end the turn; the hint goes with the move.
       A follower's ghost goes once the follower stands on its spot. */
    cit_move follow = *gui_hint_shown(a);
    CHECK(gui_game_put(a->game, follow.x, follow.y, follow.rot));
    frame(a);
    CHECK(a->game->hint_ghost_spot == follow.spot);
    if (follow.spot != CIT_SPOT_NONE)
        CHECK(gui_game_set_spot(a->game, follow.spot));
    frame(a);
    CHECK(a->game->hint_ghost_spot == CIT_SPOT_NONE);
    key(a, SDLK_RETURN, 0);
    frame(a);
    CHECK(cit_session_length(a->game->sess) == 1);
    CHECK(gui_hint_shown(a) == NULL && a->play.hint.key == 0);
    /* The computer's turn: no hint offered, the key does nothing. */
    if (cit_game_setup(gui_game_engine(a->game))->players[gui_game_player(a->game)].kind != CIT_SEAT_HUMAN) {
        CHECK(!gui_hint_offered(a));
        CHECK(!has_button(a, "hint"));
        key(a, SDLK_n, 0);
        CHECK(a->play.hint.job == NULL);
    }
    gui_app_free(a);
}

/* The N key starts it; a move made while it thinks cancels it and nothing is counted. Hot seat: the
   hint is for the person whose decision it is, and the next person's turn starts without it. */
static void test_key_and_cancel(void)
{
    gui_app *a = game_app(GUI_LANG_CS, two_seats(9, 0));
    if (!a)
        return;
    key(a, SDLK_n, 0);
    CHECK(a->play.hint.job != NULL && a->play.hint.key == 1);
    /* Make a move at once (the first legal placement). */
    gui_game *g = a->game;
    CHECK(g->nplace > 0 &&
          gui_game_put(g, g->place[0].x, g->place[0].y, gui_game_rot_from(g, g->place[0].x, g->place[0].y, 0)));
    key(a, SDLK_RETURN, 0);
    frames(a, 2);
    CHECK(cit_session_length(a->game->sess) == 1);
    CHECK(a->play.hint.job == NULL && gui_hint_shown(a) == NULL);
    CHECK(gui_record_hints(&a->game->rec, -1) == 0);
    /* Bořek (a person too) may ask for his own. */
    CHECK(gui_hint_offered(a));
    key(a, SDLK_n, 0);
    CHECK(wait_hint(a));
    CHECK(gui_record_hints(&a->game->rec, 1) == 1 && gui_record_hints(&a->game->rec, 0) == 0);
    CHECK(gui_record_hint_at(&a->game->rec, 1) == 1);
    /* The panel line in Czech. */
    char want[64];
    SDL_strlcpy(want, gui_tr(MSG_HINT), sizeof want);
    CHECK(!strcmp(want, "Nápověda"));
    gui_app_free(a);
}

/* Purist: no button, the key does nothing, and turning purist on drops a hint shown. */
static void test_purist(void)
{
    gui_app *a = game_app(GUI_LANG_EN, two_seats(5, CIT_SEAT_AI_EASY));
    if (!a)
        return;
    key(a, SDLK_n, 0);
    CHECK(wait_hint(a));
    a->settings.purist = 1;
    frame(a);
    CHECK(gui_hint_shown(a) == NULL && a->play.hint.key == 0);
    CHECK(!gui_hint_offered(a));
    CHECK(!has_button(a, "hint") && !has_button(a, "hint shown"));
    key(a, SDLK_n, 0);
    CHECK(a->play.hint.job == NULL);
    gui_app_free(a);
}

/* The record survives save and load, shows on the results screen and in the replay's game. */
static void test_record_saved(void)
{
    gui_app *a = game_app(GUI_LANG_EN, two_seats(5, CIT_SEAT_AI_EASY));
    if (!a)
        return;
    key(a, SDLK_n, 0);
    CHECK(wait_hint(a));
    char path[512], err[256];
    snprintf(path, sizeof path, "%s/hinted.cit", tmpdir);
    CHECK(gui_save_game_record(a->game->sess, &a->game->rec, path, err, sizeof err) == 0);
    size_t len = 0;
    char *text = gui_read_file(path, &len);
    CHECK(text && strstr(text, "\nend\n#@ record 1\n#@ hint 0 0\n") != NULL);
    /* The engine reads the file as it is (the record is comments to it): cit-cli and older builds. */
    cit_setup s;
    cit_status st;
    cit_setup_default(&s, 2, 1);
    cit_session *sess = cit_session_new(&s, &st);
    CHECK(sess && text && cit_session_load(sess, text, len, NULL) == CIT_OK);
    cit_session_free(sess);
    free(text);
    CHECK(gui_app_load_game(a, path) == 0);
    CHECK(a->game && gui_record_hints(&a->game->rec, 0) == 1 && gui_record_hint_at(&a->game->rec, 0) == 0);
    char line[200];
    CHECK(gui_hints_summary(a, line, sizeof line) && !strcmp(line, "Anna: 1 hint"));
    gui_app_set_scene(a, GUI_SCENE_RESULTS);
    frames(a, 2);
    /* The replay's game keeps the record (its history marks the move). */
    CHECK(gui_app_replay(a, path) == 0 && a->game && gui_record_hints(&a->game->rec, 0) == 1);
    frames(a, 2);
    CHECK(!gui_hint_offered(a) && !has_button(a, "hint")); /* a replay is read-only: no hints */
    gui_app_free(a);
}

/* Older saves (no record) load with no hints; a damaged or foreign record is skipped line by line. */
static void test_record_parse(void)
{
    gui_record r;
    const char *old = "citadela-save 2\nmode classic\nseed 1\nend\n";
    gui_record_parse(&r, old, strlen(old), 0, 2);
    CHECK(r.nhints == 0 && r.think[0] == 0 && r.think[1] == 0);
    const char *mixed = "end\n# a comment\n#@ record 1\n#@ hint 0 3\n#@ hint 1 4\n#@ hint 0 3\n#@ hint 7 1\n"
                        "#@ hint 0 99\n#@ hint 0 x\n#@ think 1 40\n#@ think 0 3\n#@ think 1 500\n#@ bogus 1\n"
                        "#@ record 2\n#@ hint 1 5\n";
    gui_record_parse(&r, mixed, strlen(mixed), 10, 2);
    CHECK(r.nhints == 2 && gui_record_hints(&r, 0) == 1 && gui_record_hints(&r, 1) == 1);
    CHECK(gui_record_hint_at(&r, 3) == 0 && gui_record_hint_at(&r, 4) == 1 && gui_record_hint_at(&r, 5) == -1);
    CHECK(r.think[1] == 40 && r.think[0] == 0);
    gui_record_cut(&r, 4);
    CHECK(r.nhints == 1 && gui_record_hint_at(&r, 4) == -1);
    /* An empty record writes nothing: a game without hints or seat times saves as before. */
    gui_record e;
    memset(&e, 0, sizeof e);
    char buf[8] = "x";
    CHECK(gui_record_format(&e, buf, sizeof buf) == 0 && buf[0] == 0);
    /* Written and read back. */
    char out[256];
    r.think[0] = 100;
    size_t n = gui_record_format(&r, out, sizeof out);
    gui_record back;
    gui_record_parse(&back, out, n, 10, 2);
    CHECK(back.nhints == 1 && back.think[0] == 100 && back.think[1] == 40 && gui_record_hint_at(&back, 3) == 0);
    /* Garbage never breaks it (the sanitizer build watches): random record-like lines, cut anywhere. */
    static const char *const words[] = {"#@ ", "record ", "1", "hint ", "think ", "0 ", "5", "99999999999", " ", "\n",
                                        "\r", "#", "@", "-", "x", "\0"};
    uint64_t rng = 12345;
    int bad = 0;
    for (int round = 0; round < 3000; round++) {
        char text[160];
        size_t tl = 0;
        while (tl < sizeof text - 16) {
            rng = rng * 6364136223846793005ull + 1442695040888963407ull;
            const char *w = words[(rng >> 33) % (sizeof words / sizeof words[0])];
            size_t wl = w[0] ? strlen(w) : 1;
            memcpy(text + tl, w, wl);
            tl += wl;
            if ((rng >> 20) % 23 == 0)
                break;
        }
        gui_record_parse(&r, text, tl, (int)(rng % 50), 2 + (int)(rng % 5));
        for (int i = 0; i < r.nhints; i++)
            bad += r.hint[i].player < 0 || r.hint[i].player >= 6 || r.hint[i].move < 0;
        for (int p = 0; p < CIT_MAX_PLAYERS; p++)
            bad += r.think[p] != 0 && (r.think[p] < 5 || r.think[p] > 100);
    }
    CHECK(bad == 0);
}

/* A hint in a dialog: the Count's quarter question; the suggested answer is ringed where it is given
   (a quarter on the board, or Skip), and the panel says it in words. */
static int human_quarter(const cit_game *g)
{
    cit_pending p = cit_game_pending(g);
    return p.decision == CIT_DECIDE_COUNT_QUARTER && cit_game_setup(g)->players[p.player].kind == CIT_SEAT_HUMAN;
}

static gui_app *count_app(int lang, cit_setup s, int (*pred)(const cit_game *))
{
    static cit_move ms[400];
    int n = harness_find_moves(&s, pred, ms, 400);
    if (n < 0)
        return NULL;
    gui_app *a = game_app(lang, s);
    if (!a)
        return NULL;
    for (int i = 0; i < n; i++)
        if (gui_game_apply(a->game, &ms[i], NULL) != CIT_OK) {
            gui_app_free(a);
            return NULL;
        }
    gui_view(a)->glide = 0;
    gui_view(a)->cam.cx = -0.5f;
    gui_view(a)->cam.cy = 0.2f;
    gui_view(a)->cam.zoom = 110;
    frames(a, 3);
    return a;
}

static void test_dialog_ring(int lang)
{
    cit_setup s = two_seats(12, 0);
    s.opt.v[CIT_OPT_COUNT] = 1;
    gui_app *a = count_app(lang, s, human_quarter);
    CHECK(a != NULL);
    if (!a)
        return;
    int len = cit_session_length(a->game->sess);
    CHECK(has_button(a, "hint"));
    key(a, SDLK_n, 0);
    CHECK(wait_hint(a));
    const cit_move *m = gui_hint_shown(a);
    CHECK(m && m->type == CIT_MOVE_COUNT_QUARTER && move_legal(gui_game_engine(a->game), m));
    frame(a);
    SDL_Rect rc = gui_view(a)->decide.hint_rc;
    CHECK(rc.w > 0 && rc.h > 0);
    if (m && m->arg0 < CIT_QUARTERS) { /* the ring is on that quarter's cell */
        int qx, qy;
        CHECK(gui_count_quarter_px(GUI_MODULE_CTX(a, gui_module_find(CIT_MODULE_COUNT)), m->arg0, &qx, &qy) &&
              qx >= rc.x && qx <= rc.x + rc.w && qy >= rc.y && qy <= rc.y + rc.h);
    }
    CHECK(gui_record_hint_at(&a->game->rec, len) == cit_game_pending(gui_game_engine(a->game)).player);
    /* The list of every choice rings it too. */
    gui_view(a)->decide.generic_open = 1;
    frame(a);
    CHECK(gui_view(a)->decide.hint_rc.w > 0);
    gui_app_free(a);
}

/* A bazaar bid (a module's table of its own): the hint is a legal bid or pass, ringed there. */
static int human_bids(const cit_game *g)
{
    cit_pending p = cit_game_pending(g);
    return p.decision == CIT_DECIDE_BAZAAR_BID && cit_game_setup(g)->players[p.player].kind == CIT_SEAT_HUMAN;
}

static cit_setup bazaar_setup(void)
{
    cit_setup s = two_seats(21, 0);
    s.nplayers = 3;
    SDL_strlcpy(s.players[2].name, "Cyril", CIT_NAME_LEN);
    s.players[2].colour = 2;
    s.players[2].kind = CIT_SEAT_HUMAN;
    int id = cit_option_find("bazaar", 6);
    if (id >= 0)
        cit_option_set(&s.opt, id, 1);
    return s;
}

static void test_bazaar_ring(void)
{
    gui_app *a = count_app(GUI_LANG_EN, bazaar_setup(), human_bids);
    CHECK(a != NULL);
    if (!a)
        return;
    CHECK(has_button(a, "hint"));
    key(a, SDLK_n, 0);
    CHECK(wait_hint(a));
    const cit_move *m = gui_hint_shown(a);
    CHECK(m && m->type == CIT_MOVE_BAZAAR_BID && move_legal(gui_game_engine(a->game), m));
    frame(a);
    CHECK(gui_view(a)->decide.hint_rc.w > 0 && gui_view(a)->decide.hint_rc.h > 0);
    gui_app_free(a);
}

/* Every other dialog with its own buttons: the castle question and the Halflings' draw-or-play
   choice (in the side panel) ring the hinted answer too. */
static int decides(const cit_game *g, int decision)
{
    cit_pending p = cit_game_pending(g);
    return p.decision == decision && cit_game_setup(g)->players[p.player].kind == CIT_SEAT_HUMAN;
}
static int human_castle(const cit_game *g) { return decides(g, CIT_DECIDE_CASTLE); }
static int human_half_turn(const cit_game *g)
{
    /* with a triangle in hand, so drawing is not the only answer */
    cit_tile_id hand[8];
    return decides(g, CIT_DECIDE_HALFLINGS_TURN) && cit_game_hand(g, cit_game_pending(g).player, hand, 8) > 0;
}

static int human_wall(const cit_game *g)
{
    return decides(g, CIT_DECIDE_CITY_WALL) || decides(g, CIT_DECIDE_CITY_GATE) || decides(g, CIT_DECIDE_CITY_TOWER);
}

/* option: an expansion's name, or "city" for The City (a mode). */
static void ring_in(const char *option, int (*pred)(const cit_game *), int lang, int computer_kind)
{
    cit_setup s = two_seats(31, computer_kind);
    if (!strcmp(option, "city")) {
        s.mode = CIT_MODE_CITY;
    } else {
        int id = cit_option_find(option, strlen(option));
        CHECK(id >= 0 && cit_option_set(&s.opt, id, 1));
    }
    gui_app *a = count_app(lang, s, pred);
    CHECK(a != NULL);
    if (!a)
        return;
    key(a, SDLK_n, 0);
    int shown = wait_hint(a);
    if (!shown)
        fprintf(stderr, "%s: no hint shown\n", option);
    CHECK(shown);
    const cit_move *m = gui_hint_shown(a);
    CHECK(m && move_legal(gui_game_engine(a->game), m));
    frame(a);
    CHECK(gui_view(a)->decide.hint_rc.w > 0 && gui_view(a)->decide.hint_rc.h > 0);
    if (gui_view(a)->decide.hint_rc.w <= 0 && m) {
        char t[96];
        cit_move_format(gui_game_engine(a->game), m, t, sizeof t);
        fprintf(stderr, "%s: no ring for the hint '%s'\n", option, t);
    }
    gui_app_free(a);
}

/* Each computer seat's thinking time: on the new-game screen beside the level, remembered, saved
   with the game, loaded, and given to the search for that seat. */
static void test_seat_time(void)
{
    gui_app *a = harness_app(1024, 720, GUI_LANG_EN);
    if (!a) {
        CHECK(0);
        return;
    }
    frames(a, 2);
    CHECK(click_label(a, gui_tr(MSG_NEW_GAME)));
    frame(a);
    /* The usual table: the person has no thinking time, the computer at the second seat has. */
    CHECK(a->setup.players[1].kind == CIT_SEAT_AI_MEDIUM);
    CHECK(has_button(a, "think 1") && !has_button(a, "think 0"));
    CHECK(click_label(a, "think 1"));
    CHECK(a->newgame_kept.seat_think[1] == 5); /* default, then 0.5 s */
    /* Six seats fit at 1024x720: every row's time button inside the window. */
    a->setup.nplayers = 6;
    for (int i = 2; i < 6; i++) {
        a->setup.players[i].kind = CIT_SEAT_AI_HARD;
        a->setup.players[i].colour = (uint8_t)i;
        snprintf(a->setup.players[i].name, CIT_NAME_LEN, "P%d", i);
    }
    frame(a);
    SDL_Rect rc;
    CHECK(gui_ui_find(&a->ui, "think 5", &rc) && rc.x + rc.w <= a->w && rc.y + rc.h <= a->h);
    a->setup.nplayers = 2;
    frame(a);
    CHECK(click_label(a, gui_tr(MSG_START)));
    CHECK(a->game && a->game->rec.think[1] == 5 && a->game->rec.think[0] == 0);
    CHECK(a->settings.seat[1].think == 5);
    /* Anna plays; then Bořek's search gets his 0.5 s. */
    gui_game *g = a->game;
    CHECK(g->nplace > 0 &&
          gui_game_put(g, g->place[0].x, g->place[0].y, gui_game_rot_from(g, g->place[0].x, g->place[0].y, 0)));
    key(a, SDLK_RETURN, 0);
    for (int i = 0; i < 50 && !a->play.ai; i++)
        frame(a);
    cit_ai_config cfg;
    gui_ai_last_config(a->ai_seam, &cfg);
    CHECK(a->play.ai != NULL && cfg.time_limit > 0.49 && cfg.time_limit < 0.51);
    /* Saved with the game and loaded back. */
    char path[512], err[256];
    snprintf(path, sizeof path, "%s/timed.cit", tmpdir);
    CHECK(gui_save_game_record(a->game->sess, &a->game->rec, path, err, sizeof err) == 0);
    CHECK(gui_app_load_game(a, path) == 0 && a->game->rec.think[1] == 5);
    /* A seat at the default thinks the Settings' time; hard at the default stays at 1 s (the
       window's seam: its settings, its last search). */
    cit_setup s = two_seats(3, CIT_SEAT_AI_HARD);
    s.players[0].kind = CIT_SEAT_AI_HARD;
    gui_ai_set_thinking(a->ai_seam, 10);
    cit_status st;
    cit_game *e = cit_game_new(&s, NULL, 0, &st);
    gui_ai_job *j = e ? gui_ai_start_seat(a->ai_seam, e, CIT_SEAT_AI_HARD, 1, 0) : NULL;
    gui_ai_last_config(a->ai_seam, &cfg);
    CHECK(j && cfg.time_limit > 0.99 && cfg.time_limit < 1.01 && cfg.time_spread == 1); /* a game's average */
    gui_ai_free(j);
    j = e ? gui_ai_start_seat(a->ai_seam, e, CIT_SEAT_AI_HARD, 1, 40) : NULL;
    gui_ai_last_config(a->ai_seam, &cfg);
    CHECK(j && cfg.time_limit > 3.99 && cfg.time_limit < 4.01);
    gui_ai_free(j);
    cit_game_free(e);
    gui_app_free(a);
    /* The settings file keeps each seat's time. */
    gui_settings st2;
    gui_settings_default(&st2);
    const char *ini = "seats = 2\nseat0 = 0 0 Anna\nseat1 = 3 1 Bob\nthink1 = 40\nthink0 = 2\n";
    CHECK(gui_settings_parse(&st2, ini, strlen(ini)) == 0);
    CHECK(st2.nseats == 2 && st2.seat[1].think == 40 && st2.seat[0].think == 0);
}

/* ---- pictures for the docs and the report (--shots DIR) ------------------------------------- */

static void shot(gui_app *a, const char *dir, const char *name, int lang)
{
    char path[600];
    snprintf(path, sizeof path, "%s/%s%s.png", dir, name, lang == GUI_LANG_CS ? "-cs" : "");
    a->toast.until = 0;
    if (a->game)
        memset(a->game->fx, 0, sizeof a->game->fx);
    frames(a, 2);
    gui_app_screenshot(a, path);
}

static void shots(const char *dir, int lang)
{
    /* A ghost on the board, a few moves in. */
    gui_app *a = game_app(lang, two_seats(5, 0));
    if (a) {
        for (int i = 0; i < 6; i++) {
            cit_move m;
            if (cit_game_random_move(gui_game_engine(a->game), 77u + (uint64_t)i, &m) == CIT_OK)
                gui_game_apply(a->game, &m, NULL);
        }
        frames(a, 3);
        gui_game_fit(a, 0);
        key(a, SDLK_n, 0);
        wait_hint(a);
        shot(a, dir, "hint-ghost", lang);
        /* Followed: the move's history line says "(hint)"; the results count it. */
        cit_move m = *gui_hint_shown(a);
        gui_game_apply(a->game, &m, NULL);
        frames(a, 3);
        gui_view(a)->show_history = 1;
        shot(a, dir, "hint-history", lang);
        gui_app_set_scene(a, GUI_SCENE_RESULTS);
        shot(a, dir, "hint-results", lang);
        gui_app_free(a);
    }
    cit_setup s = two_seats(12, 0);
    s.opt.v[CIT_OPT_COUNT] = 1;
    a = count_app(lang, s, human_quarter);
    if (a) {
        key(a, SDLK_n, 0);
        wait_hint(a);
        shot(a, dir, "hint-count", lang);
        gui_app_free(a);
    }
    a = count_app(lang, bazaar_setup(), human_bids);
    if (a) {
        key(a, SDLK_n, 0);
        wait_hint(a);
        shot(a, dir, "hint-bazaar", lang);
        gui_app_free(a);
    }
    a = harness_app(1024, 720, lang);
    if (a) {
        frames(a, 2);
        click_label(a, gui_tr(MSG_NEW_GAME));
        static const int kinds[6] = {CIT_SEAT_HUMAN, CIT_SEAT_AI_HARD, CIT_SEAT_AI_MEDIUM, CIT_SEAT_AI_EASY,
                                     CIT_SEAT_AI_HARD, CIT_SEAT_HUMAN};
        static const int times[6] = {0, 40, 5, 0, 100, 0};
        static const char *const names[6] = {"Anna", "Bořek", "Cyril", "Dana", "Emil", "Zdeněk Čapek"};
        a->setup.nplayers = 6;
        for (int i = 0; i < 6; i++) {
            a->setup.players[i].kind = (uint8_t)kinds[i];
            a->setup.players[i].colour = (uint8_t)i;
            SDL_strlcpy(a->setup.players[i].name, names[i], CIT_NAME_LEN);
            a->newgame_kept.seat_think[i] = times[i];
        }
        shot(a, dir, "newgame-seat-times", lang);
        gui_app_free(a);
    }
}

/* As if nobody had touched anything for long: no ambient motion, no notice, the last move's
   animation over; what the window's loop does then is up to the background work alone. */
static void settle(gui_app *a)
{
    a->loop.last_input = a->clock - 100000;
    a->toast.text[0] = 0;
    a->toast.nqueue = 0;
    if (a->game)
        a->game->applied_at = a->game->now - 100000;
}

/* The window's own loop (gui_app_loop_once), no input, until seen(a), counted in the loop's
   turns (2: a frame drawn, 1: a sleep that ended with nothing to draw). While `job` says the
   search runs, its frames go to *thinking, and those the loop drew without waiting for the
   progress tick to *unpaced; *late: turns from the one in which the search ended to the one
   that showed `seen` (-1: never seen), *slept: turns between them that drew nothing. */
static void loop_until(gui_app *a, int (*job)(const gui_app *), int (*seen)(const gui_app *), int *thinking,
                       int *unpaced, int *late, int *slept)
{
    uint32_t last = SDL_GetTicks(), t0 = last;
    int turn = 0, ended = -1;
    *thinking = *unpaced = *slept = 0;
    *late = -1;
    while ((ended < 0 || turn - ended < 4) && harness_waiting(t0, 120000, "a search to end and be shown")) {
        int running = job(a), wait = gui_app_wait_ms(a);
        int r = gui_app_loop_once(a, &last);
        int k = turn++;
        *slept += ended >= 0 && r == 1;
        if (ended < 0 && !job(a))
            ended = k;
        *thinking += running && r == 2;
        *unpaced += running && r == 2 && wait == 0;
        if (r == 2 && seen(a)) {
            *late = k - (ended < 0 ? k : ended);
            break;
        }
    }
}

/* The loop sleeps once still: a few frames at most, then a turn that drew nothing. */
static int sleeps_soon(gui_app *a)
{
    uint32_t last = SDL_GetTicks();
    int frames_after = 0, r = 2;
    for (int i = 0; i < 5 && r == 2; i++) {
        r = gui_app_loop_once(a, &last);
        frames_after += r == 2;
    }
    return frames_after <= 3 && r == 1;
}

static int hint_running(const gui_app *a) { return a->play.hint.job && gui_ai_running(a->play.hint.job); }
static int hint_seen(const gui_app *a) { return gui_hint_shown(a) != NULL; }
static int computer_running(const gui_app *a) { return a->play.ai == NULL || gui_ai_running(a->play.ai); }
static int computer_moved(const gui_app *a) { return cit_session_length(a->game->sess) >= 2; }

/* A hint's and a computer's search that end are shown at once by the window's loop with no
   input (their worker wakes it: gui_wake), and while they run the loop redraws at the progress
   tick, not every 16 ms; once shown and still, it sleeps. */
static void test_jobs_wake(void)
{
    gui_app *a = game_app(GUI_LANG_EN, two_seats(5, CIT_SEAT_AI_MEDIUM));
    if (!a)
        return;
    CHECK(click_label(a, "hint"));
    settle(a);
    int thinking, unpaced, late, slept, wakes = gui_wake_count();
    loop_until(a, hint_running, hint_seen, &thinking, &unpaced, &late, &slept);
    CHECK(gui_wake_count() > wakes); /* the search's end woke the loop (gui_wake) */
    printf("hint wakes: %d frames while it searched (%d not at the tick), shown %d turns after its end\n", thinking,
           unpaced, late);
    CHECK(late >= 0 && late <= 1 && slept == 0);
    CHECK(unpaced <= 4);
    CHECK(sleeps_soon(a));
    CHECK(gui_app_wait_ms(a) < 0);

    /* The person moves; the computer's search runs and its move is played at once when ready.
       The view counts as moved by the player, so the board's glide to a grown play area draws
       no frames of its own while the search's are counted. */
    gui_view(a)->cam_fitted = 0;
    CHECK(play_one(a));
    settle(a);
    wakes = gui_wake_count();
    loop_until(a, computer_running, computer_moved, &thinking, &unpaced, &late, &slept);
    CHECK(gui_wake_count() > wakes);
    printf("computer wakes: %d frames while it searched (%d not at the tick), played %d turns after its end\n",
           thinking, unpaced, late);
    CHECK(late >= 0 && late <= 1 && slept == 0);
    CHECK(unpaced <= 4);
    gui_app_free(a);
}

/* The results of a game with hints: "Hints used" lies under no button (it sat under Review), in
   both languages at 1024x600 and 1280x800; the score chart's scale reaches the highest score in
   whole, labelled steps. */
static void test_results_hints(void)
{
    cit_setup s = two_seats(9, 0);
    cit_status st;
    cit_session *ss = cit_session_new(&s, &st);
    int n = 0, best = 0;
    while (ss && !cit_game_over(cit_session_game(ss)) && n < 400) {
        cit_move m;
        if (cit_game_random_move(cit_session_game(ss), 77u + (uint64_t)n, &m) != CIT_OK ||
            cit_session_apply(ss, &m, NULL) != CIT_OK)
            break;
        n++;
    }
    CHECK(ss && cit_game_over(cit_session_game(ss)));
    for (int i = -1; ss && i < n; i++)
        for (int p = 0; p < 2; p++)
            best = cit_session_score_after(ss, i, p) > best ? cit_session_score_after(ss, i, p) : best;
    int bot, top, step;
    gui_score_chart_scale(ss, &bot, &top, &step);
    CHECK(top >= best && top - step < best && top % step == 0 && bot == 0);
    char path[1200], err[128];
    gui_named_save_path("hinted", path, sizeof path);
    CHECK(ss && gui_save_session(ss, path, err, sizeof err) == 0);
    cit_session_free(ss);
    FILE *f = fopen(path, "a");
    if (f) {
        fputs("#@ record 1\n#@ hint 0 3\n#@ hint 1 4\n#@ hint 0 9\n", f);
        fclose(f);
    }
    static const int sizes[2][2] = {{1024, 600}, {1280, 800}};
    for (int k = 0; k < 4; k++) {
        gui_app *a = harness_app(sizes[k / 2][0], sizes[k / 2][1], k % 2 ? GUI_LANG_CS : GUI_LANG_EN);
        if (!a || gui_app_load_game(a, path) != 0) {
            CHECK(0);
            gui_app_free(a);
            continue;
        }
        frames(a, 3);
        CHECK(a->scene == GUI_SCENE_RESULTS && gui_results_state_of(a)->hints_rc.w > 0);
        int under = 0;
        for (int i = 0; i < a->ui.nseen; i++)
            under += SDL_HasIntersection(&gui_results_state_of(a)->hints_rc, &a->ui.seen[i].rc);
        CHECK(under == 0);
        if (harness_shots) {
            char name[64];
            snprintf(name, sizeof name, "results-hints-%dx%d-%s", sizes[k / 2][0], sizes[k / 2][1], k % 2 ? "cs" : "en");
            harness_shot(a, name);
        }
        gui_app_free(a);
    }
    remove(path);
}

int main(int argc, char **argv)
{
    if (harness_start("hints-test", "hints-gui") != 0)
        return 1;
    if (argc > 2 && !strcmp(argv[1], "--shots")) {
        shots(argv[2], GUI_LANG_EN);
        shots(argv[2], GUI_LANG_CS);
        IMG_Quit();
        SDL_Quit();
        harness_finish();
        return 0;
    }
    test_record_parse();
    test_jobs_wake();
    test_results_hints();
    test_button_and_ghost();
    test_key_and_cancel();
    test_purist();
    test_record_saved();
    test_dialog_ring(GUI_LANG_EN);
    test_dialog_ring(GUI_LANG_CS);
    test_bazaar_ring();
    ring_in("castles", human_castle, GUI_LANG_EN, 0);
    ring_in("halflings", human_half_turn, GUI_LANG_CS, CIT_SEAT_AI_EASY); /* no hot-seat curtain over the hands */
    ring_in("city", human_wall, GUI_LANG_EN, 0);
    test_seat_time();
    printf("hints-gui: %d passed, %d failed\n", passed, failed);
    IMG_Quit();
    SDL_Quit();
    harness_finish();
    fflush(stdout);
    return failed ? 1 : 0;
}
