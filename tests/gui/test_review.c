/* Headless GUI tests of a game's review in the window: the results screen's Review (its worker
   thread, progress, Cancel), the win-chance graph and its swings, a click into the replay with
   the better move ghosted and Back, the cache beside the save (a second review is instant; a
   stale or damaged cache is replaced), the replay viewer's own Review, both languages.
   The reviews run with a small budget (CITADELA_REVIEW_BUDGET) so the whole test takes seconds. */
#define _XOPEN_SOURCE 700
#include "app/app.h"
#include "app/i18n.h"
#include "app/saves.h"
#include "app/wake.h"
#include "harness.h"
#include "modules/bazaar/bazaar.h"
#include "modules/bridges/bridges.h"
#include "modules/castles/castles.h"
#include "modules/count/count.h"
#include "modules/halflings/halflings.h"
#include "modules/abbey/abbey.h"
#include "modules/dragon/dragon.h"
#include "modules/inns/inns.h"
#include "modules/tower/tower.h"
#include "modules/traders/traders.h"
#include "scenes/replay/game_review.h"
#include "scenes/replay/replay.h"
#include "scenes/results/results_table.h"
#include "app/review_play.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* A finished 2-player game of random legal moves, written as the named save `name`; its path. */
static int make_finished_with(const char *name, cit_setup s, char *path, size_t cap)
{
    uint64_t seed = s.seed;
    cit_status st;
    cit_session *ss = cit_session_new(&s, &st);
    if (!ss)
        return -1;
    int n = 0;
    while (!cit_game_over(cit_session_game(ss))) {
        cit_move m;
        if (cit_game_random_move(cit_session_game(ss), seed * 7919u + (uint64_t)n, &m) != CIT_OK ||
            cit_session_apply(ss, &m, NULL) != CIT_OK)
            break;
        n++;
    }
    char err[256];
    gui_named_save_path(name, path, cap);
    int ok = cit_game_over(cit_session_game(ss)) && gui_save_session(ss, path, err, sizeof err) == 0;
    cit_session_free(ss);
    return ok ? n : -1;
}

static int make_finished(const char *name, uint64_t seed, char *path, size_t cap)
{
    return make_finished_with(name, two_players(seed), path, cap);
}

/* Moves of the save that the engine's legal-move list spells otherwise (a straight road turned
   the other way half round): the review must take them (ai/review.c's is_legal). */
static int spelled_otherwise(const char *path)
{
    FILE *f = fopen(path, "r");
    static char text[65536];
    size_t len = f ? fread(text, 1, sizeof text, f) : 0;
    if (f)
        fclose(f);
    cit_setup s;
    cit_setup_default(&s, 2, 1);
    cit_session *ss = cit_session_new(&s, NULL);
    if (!ss || cit_session_load(ss, text, len, NULL) != CIT_OK) {
        cit_session_free(ss);
        return -1;
    }
    cit_game *g = cit_review_start(ss);
    static cit_move legal[CIT_MAX_MOVES];
    int odd = 0;
    for (int i = 0; g && i < cit_session_length(ss); i++) {
        const cit_move *m = cit_session_move(ss, i);
        int k = cit_game_legal_moves(g, legal, CIT_MAX_MOVES), found = 0;
        for (int j = 0; j < k && j < CIT_MAX_MOVES && !found; j++)
            found = memcmp(&legal[j], m, sizeof *m) == 0;
        odd += !found;
        cit_game_apply(g, m, NULL);
    }
    cit_game_free(g);
    cit_session_free(ss);
    return odd;
}

static gui_review_state state(gui_app *a)
{
    return a->play.review ? gui_review_get_state(a->play.review) : (gui_review_state)-1;
}

/* Frames until the review is no longer running (at most `cap`, and the deadline); how many ran. */
static int run_until_done(gui_app *a, int cap)
{
    int n = 0;
    Uint32 t0 = SDL_GetTicks();
    while (state(a) == GUI_REVIEW_RUNNING && n < cap && harness_waiting(t0, 600000, "the review to end")) {
        frame(a);
        SDL_Delay(2);
        n++;
    }
    frame(a);
    return n;
}

static void autosave_review(char *buf, size_t cap)
{
    char as[1200];
    gui_autosave_path(as, sizeof as);
    snprintf(buf, cap, "%s.review", as);
}

static int first_line_is_cache(const char *path)
{
    FILE *f = fopen(path, "r");
    char line[64] = "";
    if (!f)
        return 0;
    int ok = fgets(line, sizeof line, f) && strncmp(line, "citadela-review ", 16) == 0;
    fclose(f);
    return ok;
}

static void open_results(gui_app *a, const char *path)
{
    gui_app_set_scene(a, GUI_SCENE_MENU);
    CHECK(gui_app_load_game(a, path) == 0);
    frames(a, 3);
    CHECK(a->scene == GUI_SCENE_RESULTS);
}

/* Review clicked on the results shown: a search runs (the cache did not serve) and finishes. */
static void review_searched(gui_app *a)
{
    int searches = a->play.review_searches;
    CHECK(click_label(a, gui_tr(MSG_REVIEW)));
    CHECK(a->play.review_searches == searches + 1);
    run_until_done(a, 20000);
    CHECK(state(a) == GUI_REVIEW_DONE);
}


static void test_results_review(void)
{
    char path[1200], cache[1300];
    int n = make_finished("reviewed", 11, path, sizeof path);
    CHECK(n > 40);
    CHECK(spelled_otherwise(path) > 0); /* e.g. "place U 0,2 r3", listed as r1 */
    autosave_review(cache, sizeof cache);
    remove(cache);
    setenv("CITADELA_REVIEW_BUDGET", "300", 1);
    gui_app *a = harness_app(1024, 720, GUI_LANG_EN);
    CHECK(a != NULL);
    if (!a)
        return;
    open_results(a, path);
    int searches = a->play.review_searches;

    /* Review: a worker thread; the window keeps drawing frames and answering while it runs. */
    CHECK(click_label(a, gui_tr(MSG_REVIEW)));
    CHECK(a->play.review != NULL);
    CHECK(a->play.review_searches == searches + 1);
    int running = state(a) == GUI_REVIEW_RUNNING;
    CHECK(running);
    harness_shot(a, "results-review-running");
    SDL_Rect rc;
    frame(a);
    CHECK(!running || gui_ui_find(&a->ui, gui_tr(MSG_CANCEL), &rc)); /* the Cancel button is there */
    /* No frame waits for the search: frames come while it runs and see it advance between them
       (a frame that joined the worker would see it running once, then done). */
    uint32_t t0 = SDL_GetTicks();
    int turns = 0, advanced = 0;
    float p0 = a->play.review ? gui_review_progress(a->play.review) : 0, p1 = p0;
    while (state(a) == GUI_REVIEW_RUNNING && turns < 20000 && harness_waiting(t0, 600000, "the review to end")) {
        frame(a);
        float p = gui_review_progress(a->play.review);
        advanced += p > p1 && state(a) == GUI_REVIEW_RUNNING;
        p1 = p;
        turns++;
    }
    printf("review: %d frames while it ran, %d of them saw it advance\n", turns, advanced);
    CHECK(turns >= 5);    /* frames kept coming */
    CHECK(advanced >= 3); /* none waited for the search */
    CHECK(p1 >= p0);
    CHECK(state(a) == GUI_REVIEW_DONE);
    if (state(a) != GUI_REVIEW_DONE) {
        gui_app_free(a);
        return;
    }
    gui_review *r = a->play.review;
    CHECK(r->nsteps == n);
    CHECK(!r->from_cache);
    CHECK(first_line_is_cache(cache)); /* written beside the autosave */

    /* The graph: drawn, a line per player, the swings marked and listed. */
    frames(a, 2);
    CHECK(r->graph_rc.w > 100 && r->graph_rc.h > 60);
    CHECK(r->nswing > 0);
    CHECK(pixels_of(a, r->graph_rc, GUI_REVIEW_SWING_RGB) > 20); /* the swings' badges */
    SDL_Color c0 = gui_player_colour(0, 0);
    CHECK(pixels_of(a, r->graph_rc, (unsigned)(c0.r << 16 | c0.g << 8 | c0.b)) > 20);
    CHECK(r->listed == r->nswing && r->list_cut == 0); /* every marked swing listed, none cut */
    harness_shot(a, "results-review-done");
    if (r->nswing == 0) {
        gui_app_free(a);
        return;
    }
    /* Hovering a swing's point describes it. */
    int i = r->swing[0], x, y;
    CHECK(gui_review_point(r, i, r->steps[i].player, &x, &y));
    push_motion(x, y);
    frames(a, 2);
    CHECK(r->hover == i);
    char line[160], better[160];
    gui_review_words(GUI_REVIEW_PANE(a), i, line, sizeof line, better, sizeof better);
    CHECK(strstr(line, "Move ") == line);
    CHECK(strstr(better, "better: ") == better);
    harness_shot(a, "results-review-hover");

    /* A click on it: the replay at that move, the better move ghosted; Back returns. */
    click(a, x, y);
    frames(a, 2);
    CHECK(a->scene == GUI_SCENE_REPLAY);
    CHECK(a->play.replay && a->play.replay->at == r->steps[i].move);
    CHECK(a->play.replay && a->play.replay->has_ghost);
    CHECK(a->play.replay && memcmp(&a->play.replay->ghost, &r->steps[i].best, sizeof(cit_move)) == 0);
    CHECK(a->play.replay && a->play.replay->mark[i] == 1);
    if (a->play.replay && a->play.replay->has_ghost) {
        SDL_Rect cell = gui_camera_cell_rect(&gui_view(a)->cam, a->play.replay->ghost.x, a->play.replay->ghost.y);
        CHECK(pixels_of(a, cell, 0x2f7d4f) > 20); /* the ghost's green frame */
    }
    harness_shot(a, "replay-ghost");
    /* One move on: the move played shows, the ghost goes (or is the next decision's). */
    key(a, SDLK_RIGHT, 0);
    CHECK(a->play.replay && a->play.replay->at == r->steps[i].move + 1);
    key(a, SDLK_LEFT, 0);
    CHECK(a->play.replay && a->play.replay->has_ghost);
    CHECK(click_label(a, gui_tr(MSG_BACK)));
    frames(a, 2);
    CHECK(a->scene == GUI_SCENE_RESULTS);
    CHECK(a->game && cit_game_over(gui_game_engine(a->game)));
    CHECK(a->play.review == r && state(a) == GUI_REVIEW_DONE);
    CHECK(a->play.replay == NULL);

    /* Leaving ends the review; a second review of the same game reads the cache: no search, done
       in the frame of the click. */
    int nswing = r->nswing;
    CHECK(click_label(a, gui_tr(MSG_MAIN_MENU)));
    CHECK(a->play.review == NULL);
    open_results(a, path);
    searches = a->play.review_searches;
    CHECK(click_label(a, gui_tr(MSG_REVIEW)));
    CHECK(state(a) == GUI_REVIEW_DONE);
    CHECK(a->play.review && a->play.review->from_cache);
    CHECK(a->play.review_searches == searches);
    CHECK(a->play.review && a->play.review->nswing == nswing);

    /* A damaged cache is ignored and replaced. */
    FILE *f = fopen(cache, "w");
    if (f) {
        fputs("citadela-review 1\nkey zz\n\x01\x02garbage", f);
        fclose(f);
    }
    open_results(a, path);
    CHECK(a->play.review == NULL || state(a) != GUI_REVIEW_DONE || !a->play.review->from_cache);
    review_searched(a);
    CHECK(first_line_is_cache(cache));
    /* A truncated one too. */
    f = fopen(cache, "r+");
    if (f) {
        fseek(f, 0, SEEK_END);
        long len = ftell(f);
        fclose(f);
        CHECK(truncate(cache, len / 2) == 0);
    }
    open_results(a, path);
    review_searched(a);
    /* A stale one (another budget): ignored, replaced. */
    setenv("CITADELA_REVIEW_BUDGET", "301", 1);
    open_results(a, path);
    review_searched(a);
    open_results(a, path);
    searches = a->play.review_searches;
    CHECK(click_label(a, gui_tr(MSG_REVIEW)));
    CHECK(a->play.review_searches == searches && state(a) == GUI_REVIEW_DONE);

    /* Cancel: a long review stops at once; Review again is offered. */
    setenv("CITADELA_REVIEW_BUDGET", "200000", 1);
    open_results(a, path);
    CHECK(click_label(a, gui_tr(MSG_REVIEW)));
    frames(a, 3);
    CHECK(state(a) == GUI_REVIEW_RUNNING);
    /* At once: the worker stops inside the decision it was judging (200,000 iterations each),
       it does not finish that one first. The click returns once the worker has stopped. */
    int nsteps = a->play.review ? a->play.review->nsteps : 1;
    int judging = a->play.review ? (int)(gui_review_progress(a->play.review) * (float)nsteps) : -1;
    CHECK(click_label(a, gui_tr(MSG_CANCEL)));
    CHECK(state(a) == GUI_REVIEW_CANCELLED);
    CHECK(a->play.review && (int)(gui_review_progress(a->play.review) * (float)nsteps) == judging);
    CHECK(a->play.review && a->play.review->thread == NULL);
    frame(a);
    CHECK(gui_ui_find(&a->ui, gui_tr(MSG_REVIEW), &rc)); /* offered again */
    /* Leaving the screen while one runs cancels it cleanly. */
    CHECK(click_label(a, gui_tr(MSG_REVIEW)));
    CHECK(state(a) == GUI_REVIEW_RUNNING);
    CHECK(click_label(a, gui_tr(MSG_MAIN_MENU)));
    CHECK(a->play.review == NULL);
    /* Closing the window while one runs: gui_app_free cancels and waits (ASan: no leak). */
    open_results(a, path);
    CHECK(click_label(a, gui_tr(MSG_REVIEW)));
    CHECK(state(a) == GUI_REVIEW_RUNNING);
    gui_app_free(a);
    setenv("CITADELA_REVIEW_BUDGET", "300", 1);
}

/* The review's end is drawn at once through the window's own loop (gui_app_loop_once), with no
   input at all: before, the loop slept from the review's last frame ("Reviewing the game: 94 %",
   Cancel) until the pointer moved. While it runs, the loop redraws at the progress tick, not
   every 16 ms; once drawn done, the loop sleeps. Said in the loop's turns, not in milliseconds:
   a turn returns 2 after a frame, 1 after a sleep that ended with nothing to draw. */
static void test_review_wakes(void)
{
    char path[1200], cache[1300];
    CHECK(make_finished("woken", 17, path, sizeof path) > 40);
    autosave_review(cache, sizeof cache);
    remove(cache);
    setenv("CITADELA_REVIEW_BUDGET", "1500", 1);
    gui_app *a = harness_app(1024, 720, GUI_LANG_EN);
    if (!a)
        return;
    open_results(a, path);
    CHECK(click_label(a, gui_tr(MSG_REVIEW)));
    CHECK(state(a) == GUI_REVIEW_RUNNING);
    a->loop.last_input = a->clock - 100000; /* nobody has touched anything for a long while */
    a->toast.text[0] = 0;                   /* and the load's notice has gone */
    a->toast.nqueue = 0;
    SDL_Rect rc;
    uint32_t last = SDL_GetTicks(), t0 = last;
    /* turn_done: the turn during which the review ended; turn_shown: the turn whose frame first
       showed it done (no Cancel); slept: later turns that drew nothing. */
    int turn = 0, turn_done = -1, turn_shown = -1, slept = 0;
    int frames_running = 0, frames_unpaced = 0, running_shown = 0, wakes = gui_wake_count();
    while (turn_shown < 0 && (turn_done < 0 || turn - turn_done < 4) &&
           harness_waiting(t0, 600000, "the review to end and be drawn")) {
        int running = state(a) == GUI_REVIEW_RUNNING;
        int wait = gui_app_wait_ms(a); /* what the loop is about to sleep for */
        int r = gui_app_loop_once(a, &last);
        CHECK(r != 0);
        int k = turn++;
        slept += turn_done >= 0 && r == 1;
        if (turn_done < 0 && state(a) == GUI_REVIEW_DONE)
            turn_done = k; /* it ended during this turn */
        if (r != 2)
            continue;
        int cancel = gui_ui_find(&a->ui, gui_tr(MSG_CANCEL), &rc);
        frames_running += running;
        frames_unpaced += running && wait == 0;
        running_shown += running && cancel;
        if (!cancel && turn_shown < 0)
            turn_shown = k;
    }
    /* Then the loop sleeps: a few frames at most (the done screen settling), then a sleep. */
    int frames_after = 0, r = 2;
    for (int i = 0; i < 5 && r == 2; i++) {
        r = gui_app_loop_once(a, &last);
        frames_after += r == 2;
    }
    printf("review wakes: %d frames while it ran (%d not at the tick), done drawn %d turns after its end, "
           "%d frames after\n",
           frames_running, frames_unpaced, turn_shown >= 0 && turn_done >= 0 ? turn_shown - turn_done : -1, frames_after);
    CHECK(turn_done >= 0);
    CHECK(gui_wake_count() > wakes); /* its worker woke the loop (gui_wake) */
    CHECK(running_shown > 0);                                       /* the running review was drawn */
    CHECK(turn_shown >= 0 && turn_shown - turn_done <= 1 && slept == 0); /* its end at once, no input */
    CHECK(!gui_ui_find(&a->ui, gui_tr(MSG_CANCEL), &rc));           /* the last frame drawn is done */
    CHECK(gui_ui_find(&a->ui, gui_tr(MSG_MAIN_MENU), &rc));
    CHECK(a->play.review && a->play.review->graph_rc.w > 100); /* with its graph */
    CHECK(frames_after <= 3 && r == 1);               /* then the loop sleeps */
    CHECK(frames_running > 0 && frames_unpaced <= 4); /* the progress tick, not 60 fps */
    CHECK(gui_app_wait_ms(a) < 0);
    gui_app_free(a);
    setenv("CITADELA_REVIEW_BUDGET", "300", 1);
}

/* The replay viewer's own Review: cached beside the save it watches; the ghost follows the moves. */
static void test_replay_review(void)
{
    char path[1200], cache[1300];
    int n = make_finished("watched", 23, path, sizeof path);
    CHECK(n > 40);
    snprintf(cache, sizeof cache, "%s.review", path);
    remove(cache);
    gui_app *a = harness_app(1024, 720, GUI_LANG_EN);
    if (!a)
        return;
    CHECK(gui_app_replay(a, path) == 0);
    frames(a, 2);
    CHECK(a->scene == GUI_SCENE_REPLAY);
    CHECK(click_label(a, "replay review"));
    CHECK(state(a) == GUI_REVIEW_RUNNING);
    harness_shot(a, "replay-review-running");
    int turns = run_until_done(a, 20000);
    CHECK(turns >= 3);
    CHECK(state(a) == GUI_REVIEW_DONE);
    CHECK(first_line_is_cache(cache)); /* beside the save */
    frames(a, 2);
    gui_review *r = a->play.review;
    if (!r || state(a) != GUI_REVIEW_DONE) {
        gui_app_free(a);
        return;
    }
    CHECK(r->graph_rc.w > 50);
    /* Stepping: the ghost is there exactly where the review found a better move. */
    int agree = 1;
    for (int k = 0; k < 6; k++) {
        key(a, SDLK_RIGHT, 0);
        int at = a->play.replay->at;
        agree &= a->play.replay->has_ghost == (at < r->nsteps && !r->steps[at].played_best);
    }
    CHECK(agree);
    /* A click on a swing in the panel's list (or a point) goes there. */
    if (r->nswing > 0) {
        int i = r->swing[r->nswing - 1], x, y;
        CHECK(gui_review_point(r, i, r->steps[i].player, &x, &y));
        click(a, x, y);
        frame(a);
        CHECK(a->play.replay->at == r->steps[i].move);
        CHECK(a->play.replay->has_ghost);
        harness_shot(a, "replay-review-panel");
    }
    /* The button hides and shows the panel. */
    CHECK(click_label(a, "replay review"));
    frame(a);
    CHECK(r->show_scores == 1);
    CHECK(click_label(a, "replay review"));
    frame(a);
    CHECK(r->show_scores == 0);
    /* Menu (not Back: this replay was not opened from the results) ends the review. */
    CHECK(click_label(a, gui_tr(MSG_MENU)));
    CHECK(a->play.review == NULL && a->scene == GUI_SCENE_MENU);
    /* Again: from the cache at once. */
    CHECK(gui_app_replay(a, path) == 0);
    int searches = a->play.review_searches;
    CHECK(click_label(a, "replay review"));
    CHECK(state(a) == GUI_REVIEW_DONE && a->play.review_searches == searches);
    gui_app_free(a);
}

/* Purist: the review after the game stays; an unfinished game is not reviewed (that would be
   the review during play purist mode hides). */
static void test_purist(void)
{
    char fin[1200], part[1200], err[256];
    make_finished("purist-finished", 41, fin, sizeof fin);
    cit_setup s;
    cit_setup_default(&s, 2, 41);
    cit_session *ss = cit_session_new(&s, NULL);
    for (int n = 0; ss && n < 12; n++) {
        cit_move m;
        if (cit_game_random_move(cit_session_game(ss), 99u + (uint64_t)n, &m) != CIT_OK ||
            cit_session_apply(ss, &m, NULL) != CIT_OK)
            break;
    }
    gui_named_save_path("purist-unfinished", part, sizeof part);
    CHECK(ss && gui_save_session(ss, part, err, sizeof err) == 0);
    cit_session_free(ss);
    gui_app *a = harness_app(1024, 720, GUI_LANG_EN);
    if (!a)
        return;
    a->settings.purist = 1;
    SDL_Rect rc;
    open_results(a, fin);
    frame(a);
    CHECK(gui_ui_find(&a->ui, gui_tr(MSG_REVIEW), &rc)); /* after the game: offered */
    CHECK(gui_app_replay(a, fin) == 0);
    frames(a, 2);
    CHECK(gui_ui_find(&a->ui, "replay review", &rc));
    CHECK(gui_app_replay(a, part) == 0);
    frames(a, 2);
    CHECK(!gui_ui_find(&a->ui, "replay review", &rc)); /* not finished: hidden */
    a->settings.purist = 0;
    frames(a, 2);
    CHECK(gui_ui_find(&a->ui, "replay review", &rc));
    gui_app_free(a);
}

/* Every mode: the review finishes, every decision has words, a point opens the replay there with
   the ghost where the review found a better move. */
static void test_modes(void)
{
    static const char *const names[] = {"count", "bazaar", "bridges-castles", "halflings", "city"};
    setenv("CITADELA_REVIEW_BUDGET", "60", 1);
    for (int k = 0; k < 5; k++) {
        cit_setup s = two_players(51 + (uint64_t)k);
        if (k == 0)
            s.opt.v[CIT_OPT_COUNT] = 1;
        if (k == 1)
            s.opt.v[CIT_OPT_BAZAAR] = 1;
        if (k == 2)
            s.opt.v[CIT_OPT_BRIDGES] = s.opt.v[CIT_OPT_CASTLES] = 1;
        if (k == 3)
            s.opt.v[CIT_OPT_HALFLINGS] = 1;
        if (k == 4)
            s.mode = CIT_MODE_CITY;
        char path[1200];
        int n = make_finished_with(names[k], s, path, sizeof path);
        CHECK(n > 10);
        gui_app *a = harness_app(1024, 720, k == 1 ? GUI_LANG_CS : GUI_LANG_EN);
        if (!a)
            return;
        open_results(a, path);
        CHECK(click_label(a, gui_tr(MSG_REVIEW)));
        run_until_done(a, 200000);
        CHECK(state(a) == GUI_REVIEW_DONE);
        frames(a, 2);
        gui_review *r = a->play.review;
        if (!r || state(a) != GUI_REVIEW_DONE) {
            fprintf(stderr, "%s: review not done\n", names[k]);
            gui_app_free(a);
            continue;
        }
        CHECK(r->nsteps == n);
        int worded = 1;
        for (int i = 0; i < r->nsteps; i++) {
            char line[160], better[160];
            gui_review_words(GUI_REVIEW_PANE(a), i, line, sizeof line, better, sizeof better);
            worded &= line[0] && better[0] && !strchr(better, '?');
        }
        CHECK(worded);
        int i = r->nswing > 0 ? r->swing[0] : r->nsteps / 2, x, y;
        CHECK(gui_review_point(r, i, r->steps[i].player, &x, &y));
        int better = !r->steps[i].played_best;
        click(a, x, y);
        frames(a, 2);
        CHECK(a->scene == GUI_SCENE_REPLAY && a->play.replay && a->play.replay->at == r->steps[i].move);
        CHECK(a->play.replay && a->play.replay->has_ghost == better);
        if (harness_shots) {
            char name[64];
            snprintf(name, sizeof name, "replay-ghost-%s", names[k]);
            harness_shot(a, name);
        }
        key(a, SDLK_ESCAPE, 0);
        frames(a, 2);
        CHECK(a->scene == GUI_SCENE_RESULTS);
        gui_app_free(a);
    }
    setenv("CITADELA_REVIEW_BUDGET", "300", 1);
}

/* Czech: every word of the review in Czech. */
static void test_czech(void)
{
    char path[1200];
    make_finished("rozbor", 31, path, sizeof path);
    gui_app *a = harness_app(1024, 720, GUI_LANG_CS);
    if (!a)
        return;
    open_results(a, path);
    CHECK(click_label(a, "Rozbor"));
    harness_shot(a, "results-review-running-cs");
    run_until_done(a, 20000);
    CHECK(state(a) == GUI_REVIEW_DONE);
    frames(a, 2);
    if (a->play.review && a->play.review->nswing > 0) {
        char line[160], better[160];
        gui_review_words(GUI_REVIEW_PANE(a), a->play.review->swing[0], line, sizeof line, better, sizeof better);
        CHECK(strstr(line, "Tah ") == line);
        CHECK(strstr(better, "lépe: ") == better);
    }
    CHECK(a->play.review && a->play.review->listed == a->play.review->nswing && a->play.review->list_cut == 0);
    harness_shot(a, "results-review-done-cs");
    gui_app_free(a);
}

/* Swing badges of moves close together (or of equal chances) never pile on
   one spot: each stands a badge's width from every other, inside the graph. */
static void test_badges_apart(void)
{
    SDL_Rect rc = {100, 100, 400, 200};
    SDL_FPoint at[5] = {{200, 150}, {200, 150}, {203, 152}, {200, 295}, {400, 200}}, out[5];
    float rad = 9.5f;
    gui_review_place_badges(at, 5, rad, rc, out);
    for (int i = 0; i < 5; i++) {
        CHECK(out[i].x == at[i].x); /* straight above or below its point */
        CHECK(out[i].y - rad >= (float)rc.y && out[i].y + rad <= (float)(rc.y + rc.h));
        for (int j = 0; j < i; j++) {
            float dx = out[i].x - out[j].x, dy = out[i].y - out[j].y;
            CHECK(dx * dx + dy * dy >= 4 * rad * rad);
        }
    }
    CHECK(out[0].y == 150 && out[4].y == 200); /* a free badge stays on its point */
}

/* The replay opened from the results of a loaded save carries the save's name
   (its title and a "play on" save say it), not "the last game". */
static void test_replay_name(void)
{
    char path[1200];
    CHECK(make_finished("anna-vs-bob", 5, path, sizeof path) > 0);
    gui_app *a = harness_app(1280, 800, GUI_LANG_EN);
    CHECK(a != NULL);
    if (!a)
        return;
    open_results(a, path);
    CHECK(click_label(a, gui_tr(MSG_REPLAY)));
    frames(a, 2);
    CHECK(a->scene == GUI_SCENE_REPLAY && a->play.replay && !strcmp(a->play.replay->name, "anna-vs-bob"));
    gui_app_free(a);
}

/* np players (Anna, Bedřich, Cyril, ...) and the whole first Big Box: a row for each kind of
   points on the results. */
static cit_setup big_box(int np, uint64_t seed)
{
    static const char *const names[] = {"Anna", "Bedřich", "Cyril", "Dana", "Emil", "Františka"};
    cit_setup s = two_players(seed);
    s.nplayers = np;
    for (int p = 2; p < np; p++) {
        s.players[p] = s.players[1];
        s.players[p].colour = (uint8_t)p;
        snprintf(s.players[p].name, CIT_NAME_LEN, "%s", names[p]);
    }
    const int opts[] = {CIT_OPT_INNS, CIT_OPT_BIG_FOLLOWER, CIT_OPT_TRADERS, CIT_OPT_BUILDER, CIT_OPT_PIG,
                        CIT_OPT_DRAGON, CIT_OPT_TOWER, CIT_OPT_ABBEY, CIT_OPT_MAYOR, CIT_OPT_WAGON, CIT_OPT_BARN};
    for (size_t i = 0; i < sizeof opts / sizeof opts[0]; i++)
        s.opt.v[opts[i]] = 1;
    return s;
}

static int inside(SDL_Rect in, SDL_Rect box)
{
    return in.w > 0 && in.h > 0 && in.x >= box.x && in.y >= box.y && in.x + in.w <= box.x + box.w &&
           in.y + in.h <= box.y + box.h;
}

/* The results' parts as drawn last frame lie in the window and under none of the others: the
   table, its Total, the score chart at a readable size, the Review button and the six others. */
static void check_results_fit(gui_app *a)
{
    SDL_Rect win = {0, 0, a->w, a->h}, review, chart = gui_results_state_of(a)->chart_rc, table = gui_results_state_of(a)->table_rc;
    CHECK(inside(table, win));
    CHECK(inside(gui_results_state_of(a)->total_rc, table));
    CHECK(inside(chart, win));
    CHECK(chart.w >= gui_px(&a->ui, 150) && chart.h >= gui_px(&a->ui, 80));
    CHECK(!SDL_HasIntersection(&chart, &table));
    CHECK(nth_button(a, gui_tr(MSG_REVIEW), 0, &review));
    int buttons = 0, apart = 1, clear = 1;
    for (int i = 0; i < a->ui.nseen; i++) {
        SDL_Rect rc = a->ui.seen[i].rc;
        buttons += inside(rc, win);
        clear &= !SDL_HasIntersection(&rc, &chart) && !SDL_HasIntersection(&rc, &table);
        for (int j = 0; j < i; j++)
            apart &= !SDL_HasIntersection(&rc, &a->ui.seen[j].rc);
    }
    CHECK(buttons == 7 && buttons == a->ui.nseen); /* Review and the six, all on the screen */
    CHECK(clear && apart);
    if (!clear || !apart || buttons != 7)
        fprintf(stderr, "results at %dx%d: table %d,%d %dx%d, chart %d,%d %dx%d, %d buttons\n", a->w, a->h, table.x,
                table.y, table.w, table.h, chart.x, chart.y, chart.w, chart.h, a->ui.nseen);
}

/* The longest results table, six players of the Big Box, at 1024x600 with a mouse and on the
   three phones with a finger: the score chart still shows at a readable size with its Review
   button and the six others, the table's header and Total stay in view, and none of them lies
   under another or off the screen (the chart was left out, and Review with it, once the
   table took its room). Where the rows do not all fit, the wheel scrolls them. */
static void test_long_table_fits(void)
{
    static const struct {
        int w, h, coarse;
    } screens[] = {{1024, 600, 0}, {390, 844, 1}, {844, 390, 1}, {360, 640, 1}};
    char path[1200];
    CHECK(make_finished_with("six", big_box(6, 65), path, sizeof path) > 40);
    int scrolled = 0; /* screens whose rows had to scroll: a small phone's at least */
    for (size_t k = 0; k < sizeof screens / sizeof screens[0]; k++) {
        gui_app *a = harness_app(screens[k].w, screens[k].h, GUI_LANG_EN);
        if (!a)
            return;
        a->coarse = screens[k].coarse;
        open_results(a, path);
        frames(a, 2);
        static gui_result_table t;
        gui_results_table_build(a->game, &t);
        CHECK(t.nrows >= 13 && t.np == 6); /* the long table this is about */
        check_results_fit(a);
        if (harness_shots) {
            char name[64];
            snprintf(name, sizeof name, "results-six-%dx%d", screens[k].w, screens[k].h);
            harness_shot(a, name);
        }
        int total_y = gui_results_state_of(a)->total_rc.y;
        if (gui_results_state_of(a)->scroll_most > 0) { /* rows wait below: the wheel brings them, the Total stays */
            SDL_Rect table = gui_results_state_of(a)->table_rc;
            scrolled++;
            for (int i = 0; i < 30; i++)
                harness_wheel(a, table.x + table.w / 2, table.y + table.h / 2, -1);
            CHECK(gui_results_state_of(a)->scroll == gui_results_state_of(a)->scroll_most);
            CHECK(gui_results_state_of(a)->total_rc.y == total_y);
            check_results_fit(a);
        }
        gui_app_free(a);
    }
    CHECK(scrolled > 0);
}

/* Long results (four players and the whole first Big Box) at 1024x600, in both languages:
   every swing of the review is listed above the row of buttons (the fifth was under them). */
static void test_long_results(int lang)
{
    cit_setup s = big_box(4, 61);
    char path[1200];
    setenv("CITADELA_REVIEW_BUDGET", "30", 1);
    CHECK(make_finished_with(lang == GUI_LANG_CS ? "dlouhe" : "long", s, path, sizeof path) > 40);
    gui_app *a = harness_app(1024, 600, lang);
    if (!a)
        return;
    open_results(a, path);
    CHECK(click_label(a, gui_tr(MSG_REVIEW)));
    run_until_done(a, 200000);
    CHECK(state(a) == GUI_REVIEW_DONE);
    frames(a, 2);
    gui_review *r = a->play.review;
    SDL_Rect menu;
    CHECK(nth_button(a, gui_tr(MSG_MAIN_MENU), 0, &menu));
    CHECK(r && r->nswing == GUI_REVIEW_SWINGS);
    CHECK(r && r->listed == r->nswing && r->list_cut == 0);
    CHECK(r && r->list_bottom > 0 && r->list_bottom <= menu.y);
    harness_shot(a, lang == GUI_LANG_CS ? "results-review-long-cs" : "results-review-long");
    gui_app_free(a);
    setenv("CITADELA_REVIEW_BUDGET", "300", 1);
}

int main(int argc, char **argv)
{
    harness_read_args(argc, argv);
    if (harness_start("review", "test_review") != 0)
        return 1;
    test_review_wakes();
    test_badges_apart();
    test_replay_name();
    test_results_review();
    test_replay_review();
    test_purist();
    test_modes();
    test_czech();
    test_long_table_fits();
    test_long_results(GUI_LANG_EN);
    test_long_results(GUI_LANG_CS);
    harness_finish();
    printf("test_review: %d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}
