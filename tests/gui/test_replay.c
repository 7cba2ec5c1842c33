/* Headless GUI tests of the replay (watching a save again, read-only, move by move) and of the
   purist switch. Games come from random legal play found with the engine, saved as named saves. */
#define _XOPEN_SOURCE 700
#include "app/app.h"
#include "app/i18n.h"
#include "app/saves.h"
#include "app/settings.h"
#include "harness.h"
#include "modules/bazaar/bazaar.h"
#include "modules/bazaar/bazaar_view.h"
#include "modules/bridges/bridges.h"
#include "modules/castles/castles.h"
#include "modules/castles/castle_text.h"
#include "modules/count/count.h"
#include "modules/count/count_view.h"
#include "modules/halflings/halflings.h"
#include "scenes/game/game_panels.h"
#include "scenes/replay/replay.h"
#include "scenes/scenes.h"

#include <SDL_image.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* A game of random legal moves (to its end, or `cap` moves) written as the named save `name`;
   returns its moves (-1 on failure). */
static int make_save_with(const char *name, const cit_setup *s0, int cap, int want)
{
    cit_setup s = *s0;
    cit_session *ss = NULL;
    int n = 0;
    for (int tries = 0; tries < 300; tries++, s.seed++) {
        cit_status st;
        ss = cit_session_new(&s, &st);
        if (!ss)
            return -1;
        int seen = want < 0;
        n = 0;
        while (!cit_game_over(cit_session_game(ss)) && n < cap) {
            cit_move m;
            seen |= cit_game_pending(cit_session_game(ss)).decision == want;
            if (cit_game_random_move(cit_session_game(ss), s.seed * 7919u + (uint64_t)n, &m) != CIT_OK ||
                cit_session_apply(ss, &m, NULL) != CIT_OK)
                break;
            n++;
        }
        if (seen)
            break;
        cit_session_free(ss);
        ss = NULL;
    }
    if (!ss)
        return -1;
    char path[1200], err[256];
    gui_named_save_path(name, path, sizeof path);
    int ok = gui_save_session(ss, path, err, sizeof err) == 0;
    cit_session_free(ss);
    return ok ? n : -1;
}

static int make_save(const char *name, const cit_setup *s, int cap) { return make_save_with(name, s, cap, -1); }

/* A button drawn last frame with this label, enabled or not. */
static int drawn(const gui_app *a, const char *label)
{
    for (int i = 0; i < a->ui.nseen; i++)
        if (strcmp(a->ui.seen[i].label, label) == 0)
            return 1;
    return 0;
}

/* The save `name` read by the engine alone and rewound to its first n moves. */
static cit_session *fresh(const char *name, int n)
{
    char path[1200];
    size_t len;
    gui_named_save_path(name, path, sizeof path);
    char *text = gui_read_file(path, &len);
    cit_setup s;
    cit_setup_default(&s, 2, 1);
    cit_session *ss = cit_session_new(&s, NULL);
    if (!text || !ss || cit_session_load(ss, text, len, NULL) != CIT_OK || cit_session_undo_to(ss, n) != CIT_OK) {
        free(text);
        cit_session_free(ss);
        return NULL;
    }
    free(text);
    return ss;
}

static uint64_t fresh_hash(const char *name, int n)
{
    cit_session *ss = fresh(name, n);
    uint64_t h = ss ? cit_game_hash(cit_session_game(ss)) : 0;
    cit_session_free(ss);
    return h;
}

static uint64_t shown_hash(const gui_app *a) { return a->game ? cit_game_hash(gui_game_engine(a->game)) : 1; }

/* Opens the load list and clicks the save's Replay button. */
static int open_replay(gui_app *a, const char *name)
{
    char label[64];
    gui_dialog_open(a, GUI_DLG_LOAD);
    frames(a, 2);
    snprintf(label, sizeof label, "Replay %s", name);
    if (!click_label(a, label))
        return 0;
    frames(a, 2);
    return a->scene == GUI_SCENE_REPLAY && a->play.replay && a->game;
}

static void keys_n(gui_app *a, SDL_Keycode k, int n)
{
    for (int i = 0; i < n; i++)
        key(a, k, 0);
}

static int file_equals(const char *path, const char *text, size_t len)
{
    size_t l2;
    char *t2 = gui_read_file(path, &l2);
    int same = t2 && l2 == len && memcmp(t2, text, len) == 0;
    free(t2);
    return same;
}

/* A base game: stepping, keys, buttons, the timeline, play / pause, read-only, Play on. */
static void test_base(void)
{
    cit_setup s = two_players(11);
    int n = make_save("base", &s, 1000);
    CHECK(n > 20);
    if (n <= 20)
        return;
    char path[1200];
    size_t blen;
    gui_named_save_path("base", path, sizeof path);
    char *before = gui_read_file(path, &blen);
    gui_app *a = harness_app(1280, 800, GUI_LANG_EN);
    if (!a || !before) {
        CHECK(0);
        free(before);
        gui_app_free(a);
        return;
    }
    a->settings.anim_speed = GUI_SPEED_INSTANT;
    /* A game in progress owns the autosave: it is kept when the replay's game is played on. */
    cit_setup other = two_players(5);
    CHECK(gui_app_start_game(a, &other) == 0);
    cit_move m;
    CHECK(cit_game_random_move(gui_game_engine(a->game), 3, &m) == CIT_OK);
    CHECK(gui_game_apply(a->game, &m, NULL) == CIT_OK);
    gui_app_autosave(a);
    frames(a, 2);
    CHECK(open_replay(a, "base"));
    if (a->scene != GUI_SCENE_REPLAY) {
        free(before);
        gui_app_free(a);
        return;
    }
    gui_replay *r = a->play.replay;
    CHECK(r->nmoves == n && r->at == 0);
    CHECK(shown_hash(a) == fresh_hash("base", 0));
    CHECK(strstr(a->chrome.title, "Replay: base") != NULL);
    harness_shot(a, "replay-start");
    /* Arrow keys step; forward then back lands where replaying k moves does. */
    keys_n(a, SDLK_RIGHT, 5);
    CHECK(r->at == 5 && shown_hash(a) == fresh_hash("base", 5));
    CHECK(cit_session_length(a->game->sess) == 5);
    keys_n(a, SDLK_LEFT, 2);
    CHECK(r->at == 3 && shown_hash(a) == fresh_hash("base", 3));
    keys_n(a, SDLK_RIGHT, 9);
    keys_n(a, SDLK_LEFT, 8);
    CHECK(r->at == 4 && shown_hash(a) == fresh_hash("base", 4));
    /* The history shows the moves up to the one shown, not the rest of the game. */
    int nlog4 = a->game->nlog;
    key(a, SDLK_RIGHT, 0);
    CHECK(a->game->nlog > nlog4);
    key(a, SDLK_LEFT, 0);
    CHECK(a->game->nlog == nlog4);
    /* Read-only: Enter, R, Ctrl+Z and clicks on the board reach no game; its buttons are greyed. */
    SDL_Rect rc;
    uint64_t h4 = shown_hash(a);
    key(a, SDLK_RETURN, 0);
    key(a, SDLK_r, 0);
    key(a, SDLK_z, KMOD_CTRL);
    click(a, gui_drawn(a)->board_rc.x + gui_drawn(a)->board_rc.w / 2, gui_drawn(a)->board_rc.y + gui_drawn(a)->board_rc.h / 2);
    click(a, gui_drawn(a)->board_rc.x + gui_drawn(a)->board_rc.w / 2 + 60, gui_drawn(a)->board_rc.y + gui_drawn(a)->board_rc.h / 2);
    frames(a, 3);
    CHECK(r->at == 4 && cit_session_length(a->game->sess) == 4 && shown_hash(a) == h4);
    CHECK(!gui_ui_find(&a->ui, gui_tr(MSG_END_TURN), &rc));
    CHECK(!gui_ui_find(&a->ui, gui_tr(MSG_ROTATE), &rc));
    CHECK(a->play.ai == NULL);
    /* One Menu and one History (the replay bar's), no greyed twins in the side panel; no Save. */
    CHECK(nth_button(a, gui_tr(MSG_MENU), 0, &rc) && !nth_button(a, gui_tr(MSG_MENU), 1, &rc));
    CHECK(nth_button(a, gui_tr(MSG_HISTORY), 0, &rc) && !nth_button(a, gui_tr(MSG_HISTORY), 1, &rc));
    CHECK(!nth_button(a, gui_tr(MSG_SAVE), 0, &rc));
    /* A review's suggestion: a move ghosted on its cell (outlined), gone with the next step. */
    cit_move legal[8];
    CHECK(cit_game_legal_moves(gui_game_engine(a->game), legal, 8) > 0);
    SDL_Rect cellrc = gui_camera_cell_rect(&gui_view(a)->cam, legal[0].x, legal[0].y);
    gui_view(a)->glide = 0;
    frames(a, 2);
    cellrc = gui_camera_cell_rect(&gui_view(a)->cam, legal[0].x, legal[0].y);
    int unghosted = pixels_of(a, cellrc, GUI_COL_ACCENT);
    r->ghost = legal[0];
    r->has_ghost = 1;
    frames(a, 2);
    CHECK(pixels_of(a, cellrc, GUI_COL_ACCENT) > unghosted + 20);
    harness_shot(a, "replay-ghost");
    key(a, SDLK_RIGHT, 0);
    CHECK(!r->has_ghost);
    key(a, SDLK_LEFT, 0);
    CHECK(r->at == 4 && shown_hash(a) == h4);
    /* Home / End, and the buttons. */
    key(a, SDLK_END, 0);
    CHECK(r->at == n && shown_hash(a) == fresh_hash("base", n));
    CHECK(cit_game_over(gui_game_engine(a->game)));
    harness_shot(a, "replay-end");
    key(a, SDLK_HOME, 0);
    CHECK(r->at == 0 && shown_hash(a) == fresh_hash("base", 0));
    CHECK(click_label(a, "replay forward"));
    CHECK(r->at == 1);
    CHECK(click_label(a, "replay end"));
    CHECK(r->at == n);
    CHECK(click_label(a, "replay back"));
    CHECK(r->at == n - 1 && shown_hash(a) == fresh_hash("base", n - 1));
    CHECK(click_label(a, "replay home"));
    CHECK(r->at == 0);
    /* The timeline: a drag from the knob to the middle goes to the middle move, a click to a quarter. */
    frame(a);
    rc = r->timeline_rc;
    int cy = rc.y + rc.h / 2;
    drag(a, rc.x, cy, rc.x + rc.w / 2, cy);
    frames(a, 2);
    int mid = (int)((float)(rc.w / 2) / (float)rc.w * (float)n + 0.5f);
    CHECK(r->at == mid);
    CHECK(shown_hash(a) == fresh_hash("base", mid));
    CHECK(!r->dragging);
    click(a, rc.x + rc.w / 4, cy);
    frames(a, 2);
    int quarter = (int)((float)(rc.w / 4) / (float)rc.w * (float)n + 0.5f);
    CHECK(r->at == quarter && shown_hash(a) == fresh_hash("base", quarter));
    harness_shot(a, "replay-quarter");
    /* Play at a chosen speed, pause. */
    CHECK(click_label(a, gui_tr(MSG_SPEED_FAST)));
    CHECK(r->speed == 2);
    CHECK(click_label(a, "replay play"));
    CHECK(r->playing);
    frames(a, 40); /* 640 ms at 250 ms a move */
    CHECK(r->at >= quarter + 2 && r->at <= quarter + 4);
    CHECK(shown_hash(a) == fresh_hash("base", r->at));
    CHECK(click_label(a, "replay play"));
    CHECK(!r->playing);
    int paused = r->at;
    frames(a, 60);
    CHECK(r->at == paused);
    key(a, SDLK_SPACE, 0);
    CHECK(r->playing);
    key(a, SDLK_SPACE, 0);
    CHECK(!r->playing);
    key(a, SDLK_1, 0);
    CHECK(r->speed == 0);
    /* Play on from move 7: a new game of exactly those moves under a new name; the save untouched. */
    key(a, SDLK_HOME, 0);
    keys_n(a, SDLK_RIGHT, 7);
    CHECK(r->at == 7);
    CHECK(click_label(a, gui_tr(MSG_PLAY_ON)));
    frames(a, 2);
    CHECK(a->scene == GUI_SCENE_GAME && a->play.replay == NULL && a->game);
    cit_session *want = fresh("base", 7);
    if (a->game && want) {
        CHECK(cit_session_length(a->game->sess) == 7);
        for (int i = 0; i < 7; i++)
            CHECK(memcmp(cit_session_move(a->game->sess, i), cit_session_move(want, i), sizeof(cit_move)) == 0);
        CHECK(shown_hash(a) == cit_game_hash(cit_session_game(want)));
    }
    cit_session_free(want);
    char newpath[1200], auto_path[1200];
    gui_named_save_path("base-from-move-7", newpath, sizeof newpath);
    CHECK(gui_file_exists(newpath));
    CHECK(file_equals(path, before, blen)); /* the watched save is never changed */
    gui_autosave_path(auto_path, sizeof auto_path);
    cit_session *as = NULL;
    {
        cit_setup d;
        cit_setup_default(&d, 2, 1);
        as = cit_session_new(&d, NULL);
        int line = 0;
        char err[256];
        CHECK(as && gui_load_session(as, auto_path, &line, err, sizeof err) == 0 && cit_session_length(as) == 7);
        cit_session_free(as);
    }
    /* The game in progress before (one move) was kept as an unfinished save. */
    char names[GUI_MAX_SAVES][GUI_SAVE_NAME];
    int nn = gui_list_saves(names, GUI_MAX_SAVES), kept = 0;
    for (int i = 0; i < nn; i++)
        kept += strncmp(names[i], "unfinished-", 11) == 0;
    CHECK(kept == 1);
    /* The new game plays: a move through the game scene's own path. */
    CHECK(cit_game_random_move(gui_game_engine(a->game), 9, &m) == CIT_OK);
    CHECK(gui_game_apply(a->game, &m, NULL) == CIT_OK);
    CHECK(file_equals(path, before, blen));
    /* Playing on from the same move again takes the next free name. */
    CHECK(open_replay(a, "base"));
    keys_n(a, SDLK_RIGHT, 7);
    CHECK(click_label(a, gui_tr(MSG_PLAY_ON)));
    gui_named_save_path("base-from-move-7-2", newpath, sizeof newpath);
    CHECK(gui_file_exists(newpath));
    free(before);
    gui_app_free(a);
}

/* Results → Replay watches the game just played; Esc leaves to the menu. */
static void test_results(void)
{
    cit_setup s = two_players(12);
    int n = make_save("finished", &s, 1000);
    gui_app *a = harness_app(1280, 800, GUI_LANG_CS);
    char path[1200];
    gui_named_save_path("finished", path, sizeof path);
    if (!a || n < 1 || gui_app_load_game(a, path) != 0) {
        CHECK(0);
        gui_app_free(a);
        return;
    }
    frames(a, 2);
    CHECK(a->scene == GUI_SCENE_RESULTS);
    CHECK(click_label(a, gui_tr_in(harness_lang(GUI_LANG_CS), MSG_REPLAY)));
    frames(a, 2);
    CHECK(a->scene == GUI_SCENE_REPLAY && a->play.replay && a->play.replay->nmoves == n && a->play.replay->at == 0);
    CHECK(strstr(a->chrome.title, "Záznam") != NULL);
    char help[400]; /* the replay's keys, in Czech: no follower, cell or hint keys here */
    gui_key_help(GUI_SCENE_CTX(a), help, sizeof help);
    CHECK(strstr(help, "mezerník") && strstr(help, gui_tr(MSG_KEY_STEP)) && !strstr(help, gui_tr(MSG_KEY_HINT)) &&
          !strstr(help, gui_tr(MSG_KEY_FOLLOWER)));
    key(a, SDLK_END, 0);
    CHECK(a->play.replay && shown_hash(a) == fresh_hash("finished", n));
    harness_shot(a, "replay-cs");
    key(a, SDLK_ESCAPE, 0);
    frames(a, 2);
    CHECK(a->scene == GUI_SCENE_MENU && a->play.replay == NULL && a->game == NULL);
    gui_app_free(a);
}

/* Every mode through the module tables: step through a whole random game, the shown position
   always the engine's; a bazaar table and a Count deployment drawn read-only on the way. */
static void test_mode(const char *name, cit_setup s, int lang, int want)
{
    int n = make_save_with(name, &s, 1000, want);
    CHECK(n > 10);
    gui_app *a = harness_app(1280, 800, lang);
    if (!a || n <= 10 || !open_replay(a, name)) {
        CHECK(0);
        gui_app_free(a);
        return;
    }
    gui_replay *r = a->play.replay;
    cit_session *ref = fresh(name, 0);
    int same = 1, in_step = 1, saw_count = 0, saw_bazaar = 0, bazaar_shown = 0, count_drawn = 0, deploys = 0, castle_q = 0, castle_drawn = 0;
    for (int i = 0; i < n && ref; i++) {
        const cit_pending pd = cit_game_pending(gui_game_engine(a->game));
        if (pd.module == CIT_MODULE_COUNT && pd.decision != CIT_DECIDE_PLACE_TILE) {
            /* its bar over the board, or the deployment dialog (greyed: its buttons take nothing) */
            saw_count++;
            deploys += pd.decision == CIT_DECIDE_COUNT_DEPLOY;
            count_drawn += pd.decision == CIT_DECIDE_COUNT_DEPLOY ? drawn(a, gui_tr(MSG_ALL_CHOICES)) &&
                                                                        !gui_ui_find(&a->ui, gui_tr(MSG_OK), &(SDL_Rect){0})
                                                                  : gui_count_of(a->game)->bar_rc.w > 0;
            if (pd.decision == CIT_DECIDE_COUNT_DEPLOY && deploys == 1)
                harness_shot(a, "replay-count-deploy");
        }
        if (pd.decision == CIT_DECIDE_CASTLE) { /* the castle question, its answers greyed */
            castle_q++;
            castle_drawn += drawn(a, castle_tr(CASTLE_BUILD)) && !gui_ui_find(&a->ui, castle_tr(CASTLE_BUILD), &(SDL_Rect){0});
            if (castle_q == 1)
                harness_shot(a, "replay-castle");
        }
        if (pd.module == CIT_MODULE_BAZAAR && pd.decision != CIT_DECIDE_PLACE_TILE) {
            saw_bazaar++;
            bazaar_shown += gui_bazaar_of(a->game)->shown;
            if (saw_bazaar == 3)
                harness_shot(a, "replay-bazaar");
        }
        key(a, SDLK_RIGHT, 0);
        frame(a); /* the step is taken after the frame's drawing: this one draws it */
        cit_session_apply(ref, &r->moves[i], NULL);
        in_step &= r->at == i + 1;
        same &= shown_hash(a) == cit_game_hash(cit_session_game(ref));
    }
    CHECK(same && in_step);
    if (getenv("REPLAY_DEBUG"))
        fprintf(stderr, "%s: count %d drawn %d deploys %d bazaar %d shown %d\n", name, saw_count, count_drawn, deploys,
                saw_bazaar, bazaar_shown);
    CHECK(a->play.ai == NULL); /* no computer thinks in a replay */
    if (s.opt.v[CIT_OPT_COUNT]) {
        CHECK(saw_count > 0 && deploys > 0);
        CHECK(count_drawn == saw_count);
    }
    if (s.opt.v[CIT_OPT_CASTLES]) {
        CHECK(castle_q > 0);
        CHECK(castle_drawn == castle_q);
    }
    if (s.opt.v[CIT_OPT_BAZAAR]) {
        CHECK(saw_bazaar > 0);
        CHECK(bazaar_shown == saw_bazaar);
    }
    /* and back: a few steps, then a drag to the start */
    keys_n(a, SDLK_LEFT, 3);
    CHECK(r->at == n - 3 && shown_hash(a) == fresh_hash(name, n - 3));
    frame(a);
    drag(a, r->timeline_rc.x + r->timeline_rc.w / 2, r->timeline_rc.y + r->timeline_rc.h / 2, r->timeline_rc.x - 30,
         r->timeline_rc.y + r->timeline_rc.h / 2);
    frames(a, 2);
    CHECK(r->at == 0 && shown_hash(a) == fresh_hash(name, 0));
    cit_session_free(ref);
    gui_app_free(a);
}

static void test_modes(void)
{
    cit_setup s = two_players(21);
    s.opt.v[CIT_OPT_COUNT] = 1;
    test_mode("count", s, GUI_LANG_EN, CIT_DECIDE_COUNT_DEPLOY);
    s = two_players(22);
    s.opt.v[CIT_OPT_BAZAAR] = 1;
    s.players[1].kind = CIT_SEAT_AI_EASY; /* a computer's decisions are shown, never thought again */
    test_mode("bazaar", s, GUI_LANG_CS, -1);
    s = two_players(23);
    s.opt.v[CIT_OPT_BRIDGES] = 1;
    s.opt.v[CIT_OPT_CASTLES] = 1;
    test_mode("bridges-castles", s, GUI_LANG_EN, CIT_DECIDE_CASTLE);
    s = two_players(24);
    s.opt.v[CIT_OPT_HALFLINGS] = 1;
    test_mode("halflings", s, GUI_LANG_EN, -1);
    s = two_players(25);
    s.mode = CIT_MODE_CITY;
    test_mode("city", s, GUI_LANG_EN, -1);
}

/* Pixels of exactly rgb in rc of the frame drawn now. */
static int count_px(gui_app *a, SDL_Rect rc, unsigned rgb)
{
    frames(a, 2);
    return pixels_of(a, rc, rgb);
}

/* A checksum of rc in a screenshot (to tell two pictures of the same place apart). */
static long region_sum(gui_app *a, SDL_Rect rc)
{
    char path[600];
    snprintf(path, sizeof path, "%s/region.png", tmpdir);
    frames(a, 2);
    if (gui_app_screenshot(a, path) != 0)
        return -1;
    SDL_Surface *s = IMG_Load(path);
    if (!s)
        return -1;
    SDL_Surface *c = SDL_ConvertSurfaceFormat(s, SDL_PIXELFORMAT_ARGB8888, 0);
    SDL_FreeSurface(s);
    if (!c)
        return -1;
    long sum = 0;
    for (int y = rc.y; y < rc.y + rc.h && y < c->h; y++)
        for (int x = rc.x; x < rc.x + rc.w && x < c->w; x++)
            if (x >= 0 && y >= 0)
                sum += (long)(((Uint32 *)((Uint8 *)c->pixels + y * c->pitch))[x] & 0xffffff) % 9973;
    SDL_FreeSurface(c);
    return sum;
}

/* The purist switch: saved, on the Settings and new-game screens, and every aid gone in play. */
static void test_purist(void)
{
    gui_app *a = harness_app(1280, 800, GUI_LANG_EN);
    if (!a) {
        CHECK(0);
        return;
    }
    /* settings.ini */
    gui_settings st = a->settings;
    st.purist = 1;
    CHECK(gui_settings_save(&st) == 0);
    char ini[600];
    snprintf(ini, sizeof ini, "%s/citadela/settings.ini", tmpdir);
    size_t len;
    char *text = gui_read_file(ini, &len);
    CHECK(text && strstr(text, "purist = 1"));
    free(text);
    gui_settings back;
    gui_settings_load(&back);
    CHECK(back.purist == 1);
    /* the Settings screen's checkbox (its label as the tests know it: 47 bytes at most) */
    char label[48];
    SDL_strlcpy(label, gui_tr(MSG_PURIST), sizeof label);
    gui_app_set_scene(a, GUI_SCENE_SETTINGS);
    frames(a, 2);
    CHECK(a->settings.purist == 0);
    CHECK(click_label(a, label));
    CHECK(a->settings.purist == 1);
    harness_shot(a, "purist-settings");
    CHECK(click_label(a, label));
    CHECK(a->settings.purist == 0);
    /* the new-game screen shows it (and changes it) */
    gui_newgame_open(a, NULL);
    frames(a, 2);
    CHECK(click_label(a, gui_tr(MSG_PURIST_ON)));
    CHECK(a->settings.purist == 1);
    harness_shot(a, "purist-newgame");
    CHECK(click_label(a, gui_tr(MSG_PURIST_ON)));
    CHECK(a->settings.purist == 0);
    /* In play: P (projected scores) and T (tiles left) show their aids, and not for a purist. */
    cit_setup s = two_players(31);
    CHECK(gui_app_start_game(a, &s) == 0);
    a->settings.anim_speed = GUI_SPEED_INSTANT;
    frames(a, 4);
    int sw = a->w - gui_drawn(a)->board_rc.w;
    SDL_Rect players = {a->w - sw, 0, sw, 180};
    int base = count_px(a, players, GUI_COL_ACCENT);
    key(a, SDLK_p, 0);
    CHECK(gui_view(a)->show_projected == 1);
    CHECK(count_px(a, players, GUI_COL_ACCENT) > base);
    a->settings.purist = 1;
    CHECK(count_px(a, players, GUI_COL_ACCENT) == base);
    key(a, SDLK_p, 0);
    CHECK(gui_view(a)->show_projected == 1); /* P does nothing for a purist */
    a->settings.purist = 0;
    key(a, SDLK_p, 0);
    CHECK(gui_view(a)->show_projected == 0);
    /* inside the start tile, whatever the zoom (the lit cells round it may pulse) */
    SDL_Rect mid = {gui_drawn(a)->board_rc.x + gui_drawn(a)->board_rc.w / 2 - 50, gui_drawn(a)->board_rc.y + gui_drawn(a)->board_rc.h / 2 - 50, 100, 100};
    long plain = region_sum(a, mid);
    key(a, SDLK_t, 0);
    CHECK(gui_view(a)->show_dist == 1);
    CHECK(region_sum(a, mid) != plain);
    a->settings.purist = 1;
    CHECK(region_sum(a, mid) == plain);
    key(a, SDLK_t, 0);
    CHECK(gui_view(a)->show_dist == 1);
    a->settings.purist = 0;
    key(a, SDLK_t, 0);
    CHECK(gui_view(a)->show_dist == 0);
    /* The key help names the aids' keys, and not for a purist. */
    char help[400];
    gui_key_help(GUI_SCENE_CTX(a), help, sizeof help);
    CHECK(strstr(help, gui_tr(MSG_KEY_HINT)) && strstr(help, gui_tr(MSG_KEY_TILES)) &&
          strstr(help, gui_tr(MSG_KEY_PROJECTION)) && strstr(help, gui_tr(MSG_KEY_CELL)));
    a->settings.purist = 1;
    gui_key_help(GUI_SCENE_CTX(a), help, sizeof help);
    CHECK(!strstr(help, gui_tr(MSG_KEY_HINT)) && !strstr(help, gui_tr(MSG_KEY_TILES)) &&
          !strstr(help, gui_tr(MSG_KEY_PROJECTION)) && strstr(help, gui_tr(MSG_KEY_CELL)));
    a->settings.purist = 0;
    /* Values in hovers: the start tile's city is described without its points. */
    const cit_game *e = gui_game_engine(a->game);
    char with[240] = "", without[240] = "";
    cit_placed_tile t0 = cit_game_placed(e, 0);
    const cit_tileset *ts = cit_game_tileset(e);
    int city = -1;
    for (int k = 0; k < ts->tiles[t0.tile].nfeat && city < 0; k++)
        if (ts->tiles[t0.tile].feat[k].kind == CIT_FEAT_CITY)
            city = k;
    CHECK(city >= 0);
    gui_feature_line_as(e, t0.x, t0.y, city, 0, 1, with, sizeof with);
    gui_feature_line_as(e, t0.x, t0.y, city, 0, 0, without, sizeof without);
    CHECK(strstr(with, "point") != NULL);
    CHECK(without[0] && strstr(without, "point") == NULL && strstr(without, "unfinished") == NULL);
    /* Unfillable marks: play on until a cell no tile can fill is marked, then a purist sees none. */
    int cell = -1;
    for (int i = 0; i < 200 && cell < 0 && !cit_game_over(gui_game_engine(a->game)); i++) {
        cit_move m;
        if (cit_game_random_move(gui_game_engine(a->game), 77u + (uint64_t)i, &m) != CIT_OK ||
            gui_game_apply(a->game, &m, NULL) != CIT_OK)
            break;
        gui_game_sync(a->game);
        for (int k = 0; k < a->game->nfrontier && cell < 0; k++)
            if (!a->game->fillable[k] && a->game->pend.decision == CIT_DECIDE_PLACE_TILE)
                cell = k;
    }
    CHECK(cell >= 0);
    if (cell >= 0) {
        gui_view(a)->glide = 0;
        gui_view(a)->cam.cx = (float)a->game->frontier[cell][0] + 0.5f;
        gui_view(a)->cam.cy = (float)a->game->frontier[cell][1] + 0.5f;
        gui_view(a)->cam.zoom = 100;
        gui_view(a)->cam_fitted = 0;
        frames(a, 200); /* score pop-ups and the drop are over */
        gui_view(a)->glide = 0;
        gui_view(a)->cam.cx = (float)a->game->frontier[cell][0] + 0.5f;
        gui_view(a)->cam.cy = (float)a->game->frontier[cell][1] + 0.5f;
        frames(a, 2);
        SDL_Rect crc = gui_camera_cell_rect(&gui_view(a)->cam, a->game->frontier[cell][0], a->game->frontier[cell][1]);
        crc.x += crc.w / 4;
        crc.y += crc.h / 4;
        crc.w /= 2;
        crc.h /= 2;
        long marked = region_sum(a, crc);
        a->settings.purist = 1;
        long clean = region_sum(a, crc);
        CHECK(marked != clean);
        a->settings.mark_unfillable = 0;
        a->settings.purist = 0;
        CHECK(region_sum(a, crc) == clean); /* exactly as with the marks switched off */
        a->settings.mark_unfillable = 1;
    }
    gui_app_free(a);
}

int main(int argc, char **argv)
{
    harness_read_args(argc, argv);
    if (harness_start("replay", "test_replay") != 0)
        return 1;
    test_base();
    test_results();
    test_modes();
    test_purist();
    harness_finish();
    printf("test_replay: %d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}
