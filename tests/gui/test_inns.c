/* Headless GUI tests of Inns & Cathedrals: the big follower's question in the list of
   choices, the answer applied, the gold disc under the big follower on the board, the
   history line, a hint's big follower on the board and in its line, and its words in both
   languages. The board is inns-road-completed.scn's. */
#define _XOPEN_SOURCE 700
#include "app/app.h"
#include "harness.h"
#include "app/i18n.h"
#include "draw/camera.h"
#include "modules/gui_module.h"
#include "scenes/game/game_panels.h"
#include "scenes/game/board_view.h"
#include "app/hint.h"
#include "scenes/game/finale.h"
#include "modules/inns/inns.h"
#include "modules/inns/inns_text.h"
#include "modules/count/count.h"
#include "modules/count/count_text.h"
#include "modules/count/count_view.h"
#include "modules/halflings/halflings.h"
#include "modules/halflings/halflings_text.h"

#include <SDL_image.h>
#include <stdio.h>
#include <string.h>

static gui_app *app_with(int lang, const char *moves)
{
    char text[1024];
    snprintf(text, sizeof text, "citadela-save 2\nmode classic\noption inns 1\noption big_follower 1\nseed 1\n"
             "player human 0 Anna\nplayer human 1 Bedřich\ntiles D IC-02 W W U U V V B B\n%send\n", moves);
    return harness_open_save(lang, "inns", text);
}

/* Anna put a follower on IC-02's inn road: she is asked whether it is her big follower; the
   answer is a move, the follower stands on a gold disc, the history says so. */
static void test_big_yes(void)
{
    gui_app *a = app_with(GUI_LANG_EN, "move place IC-02 1,0 r0 f0\n");
    if (!a)
        return;
    const cit_game *e = gui_game_engine(a->game);
    CHECK(cit_game_pending(e).decision == CIT_DECIDE_BIG);
    SDL_Rect rc, cell = gui_camera_cell_rect(&gui_view(a)->cam, 1, 0);
    CHECK(gui_ui_find(&a->ui, inns_tr(INNS_MV_BIG_NO), &rc));
    CHECK(pixels_of(a, cell, 0xf0c840) == 0); /* no disc yet */
    int len = session_len(a);
    CHECK(click_label(a, inns_tr(INNS_MV_BIG_YES)));
    frames(a, 4);
    e = gui_game_engine(a->game);
    CHECK(session_len(a) == len + 1);
    const cit_move *m = cit_session_move(a->game->sess, len);
    CHECK(m && m->type == CIT_MOVE_BIG && m->arg0 == 1);
    cit_feature_part at;
    CHECK(cit_game_big_follower(e, 0, &at) && at.x == 1 && at.y == 0 && at.spot == 0);
    CHECK(cit_game_pending(e).decision == CIT_DECIDE_PLACE_TILE && cit_game_pending(e).player == 1);
    CHECK(pixels_of(a, cell, 0xf0c840) > 20); /* the gold disc under the figure */
    /* ... a ring at its feet, not a cover over the tile (a cloister under it stays in sight) */
    CHECK(pixels_of(a, cell, 0xf0c840) < cell.w * cell.h / 12);
    /* the big follower stands taller than a normal one */
    cit_follower f[8];
    int nf = cit_game_followers(e, f, 8);
    const gui_figure *fig = nf == 1 && f[0].figure ? gui_figure_of(e, f[0].figure) : NULL;
    CHECK(fig && !strcmp(fig->word, "big") && fig->board_scale > 1.0f && !fig->board_draw);
    CHECK(nf == 1 && gui_board_follower_h(GUI_SCENE_CTX(a), &f[0]) > gui_board_follower_h(GUI_SCENE_CTX(a), NULL));
    CHECK(a->game->nlog > 0 && strstr(a->game->log[a->game->nlog - 1], "the big follower") != NULL);
    harness_shot(a, "inns-big");
    gui_app_free(a);
}

/* "A normal follower": nothing on the board changes colour, the big one stays in supply. */
static void test_big_no(void)
{
    gui_app *a = app_with(GUI_LANG_CS, "move place IC-02 1,0 r0 f0\n");
    if (!a)
        return;
    CHECK(click_label(a, "Obyčejná figurka"));
    frames(a, 4);
    const cit_game *e = gui_game_engine(a->game);
    CHECK(cit_game_big_follower_in_supply(e, 0) && !cit_game_big_follower(e, 0, NULL));
    CHECK(cit_game_supply(e, 0) == 7);
    CHECK(pixels_of(a, gui_camera_cell_rect(&gui_view(a)->cam, 1, 0), 0xf0c840) == 0);
    gui_app_free(a);
}

/* ---- hints: the big follower's answer ghosted and said ---- */

/* The window as drawn now, ARGB8888 (NULL if the screenshot fails). */
static SDL_Surface *shot(gui_app *a)
{
    char path[600];
    snprintf(path, sizeof path, "%s/hint.png", tmpdir);
    SDL_Surface *raw = gui_app_screenshot(a, path) == 0 ? IMG_Load(path) : NULL;
    SDL_Surface *s = raw ? SDL_ConvertSurfaceFormat(raw, SDL_PIXELFORMAT_ARGB8888, 0) : NULL;
    SDL_FreeSurface(raw);
    return s;
}

static Uint32 pixel(const SDL_Surface *s, int x, int y)
{
    if (x < 0 || y < 0 || x >= s->w || y >= s->h)
        return 0;
    return ((const Uint32 *)((const Uint8 *)s->pixels + y * s->pitch))[x];
}

/* How gold a pixel is: red and green up, blue down. */
static int goldness(Uint32 p) { return (int)(p >> 16 & 255) + (int)(p >> 8 & 255) - 2 * (int)(p & 255); }

/* Of 16 points on a circle of radius r round cx,cy (inside the big follower's gold disc, clear
   of the figure), how many turned clearly gold from `before` to `after`. */
static int gold_round(const SDL_Surface *before, const SDL_Surface *after, float cx, float cy, float r)
{
    int n = 0;
    for (int k = 0; k < 16; k++) {
        float t = (float)k * 6.2831853f / 16.0f;
        int x = (int)(cx + r * SDL_cosf(t)), y = (int)(cy + r * SDL_sinf(t));
        n += goldness(pixel(after, x, y)) - goldness(pixel(before, x, y)) > 50;
    }
    return n;
}

/* A radius inside the gold of the big follower's disc and outside the figure at its sides:
   the disc is just wider than the big follower (1.3 a follower's height, disc 0.40 of that),
   so the figure hides its top and bottom and the sides show gold. */
static float big_disc_r(gui_app *a) { return gui_board_follower_h(GUI_SCENE_CTX(a), NULL) * 1.3f * 0.36f; }

/* The hint's piece is centred on the follower spot `spot` of tile t turned rot at x,y (within a
   pixel), as the placement's ghost follower stands. */
static int piece_at_spot(gui_app *a, int t, int spot, int rot, int x, int y)
{
    float ax, ay;
    gui_board_anchor_px(GUI_SCENE_CTX(a), t, spot, rot, x, y, &ax, &ay);
    float dx = gui_drawn(a)->hint_piece_x - ax, dy = gui_drawn(a)->hint_piece_y - ay;
    return gui_drawn(a)->hint_piece_shown && dx * dx + dy * dy <= 1.0f;
}

/* A placement's hint goes on to "big yes|no" (End turn answers it from which figure was
   dragged): "yes" ghosts the follower as the big one, on its gold disc on the inn road's spot,
   ringed, and one line says the turn; "no" leaves the normal follower's ghost and says so; the
   search itself gives the placement and a legal answer. */
static void test_hint_big_with_tile(void)
{
    gui_app *a = app_with(GUI_LANG_EN, "");
    if (!a)
        return;
    const cit_game *e = gui_game_engine(a->game);
    int t = cit_game_pending(e).tile;
    cit_move place = {.type = CIT_MOVE_PLACE, .tile = (uint16_t)t, .x = 1, .y = 0, .rot = 0, .spot = 0};
    cit_move yes = {.type = CIT_MOVE_BIG, .arg0 = 1, .spot = CIT_SPOT_NONE};
    cit_move no = {.type = CIT_MOVE_BIG, .arg0 = 0, .spot = CIT_SPOT_NONE};
    harness_show_hint(a, &place, &no);
    frames(a, 2);
    CHECK(!gui_drawn(a)->hint_piece_shown); /* a normal follower: the placement's own ghost says it */
    char line[300];
    CHECK(gui_panel_hint_line(GUI_SCENE_CTX(a), line, sizeof line));
    CHECK(!strcmp(line, "Hint: the tile where the ghost shows, a normal follower on the road, not the big one."));
    SDL_Surface *plain = shot(a);
    harness_show_hint(a, &place, &yes);
    frames(a, 2);
    CHECK(piece_at_spot(a, t, 0, 0, 1, 0));
    CHECK(gui_panel_hint_line(GUI_SCENE_CTX(a), line, sizeof line));
    CHECK(!strcmp(line, "Hint: the tile where the ghost shows, your big follower on the road."));
    SDL_Surface *big = shot(a);
    CHECK(plain && big);
    if (plain && big) /* the gold disc round the figure, as the board draws a big follower */
        CHECK(gold_round(plain, big, gui_drawn(a)->hint_piece_x, gui_drawn(a)->hint_piece_y, big_disc_r(a)) >= 4);
    SDL_FreeSurface(plain);
    SDL_FreeSurface(big);
    harness_shot(a, "inns-hint-big");
    /* zoomed out, the figure at its least height: still on the spot, the disc round it */
    float zoom = gui_view(a)->cam.zoom;
    gui_view(a)->cam.zoom = 60;
    frames(a, 2);
    CHECK(piece_at_spot(a, t, 0, 0, 1, 0));
    harness_shot(a, "inns-hint-big-small");
    gui_view(a)->cam.zoom = zoom;
    frames(a, 2);
    gui_i18n_set(harness_lang(GUI_LANG_CS));
    CHECK(gui_panel_hint_line(GUI_SCENE_CTX(a), line, sizeof line));
    CHECK(!strcmp(line, "Nápověda: kartička tam, kde je její stín, se svou velkou figurkou na cestě."));
    harness_show_hint(a, &place, &no);
    CHECK(gui_panel_hint_line(GUI_SCENE_CTX(a), line, sizeof line));
    CHECK(!strcmp(line, "Nápověda: kartička tam, kde je její stín, s obyčejnou figurkou na cestě, ne s velkou."));
    gui_i18n_set(harness_lang(GUI_LANG_EN));
    /* a field's follower: its own place words */
    harness_show_hint(a, &(cit_move){.type = CIT_MOVE_PLACE, .tile = (uint16_t)t, .x = 1, .y = 0, .rot = 0, .spot = 1}, &yes);
    CHECK(gui_panel_hint_line(GUI_SCENE_CTX(a), line, sizeof line));
    printf("inns-gui: spot 1 of the tile: %s\n", line);
    CHECK(strstr(line, "your big follower ") && strstr(line, "ghost shows"));
    gui_hint_cancel(a);

    /* The search goes on from the placement to the question it asks, and shows a legal answer:
       the big one drawn on the spot, or nothing more. */
    gui_hint_found(a, &place);
    CHECK(a->play.hint.job != NULL && a->play.hint.then_due && !gui_hint_shown(a));
    CHECK(harness_wait_hint(a));
    const cit_move *then = gui_hint_then(a);
    CHECK(then && then->type == CIT_MOVE_BIG && then->arg0 <= 1);
    if (then) {
        printf("inns-gui: after the follower on the inn road the search suggests %s\n",
               then->arg0 ? "the big follower" : "a normal one");
        CHECK(then->arg0 ? piece_at_spot(a, t, 0, 0, 1, 0) : !gui_drawn(a)->hint_piece_shown);
        CHECK(gui_panel_hint_line(GUI_SCENE_CTX(a), line, sizeof line));
        CHECK(strstr(line, then->arg0 ? "your big follower on the road." : "a normal follower on the road") != NULL);
    }
    gui_hint_cancel(a);
    /* N: the whole turn; a placement with a follower while both kinds are home asks, and
       then the answer is shown with it */
    key(a, SDLK_n, 0);
    CHECK(harness_wait_hint(a));
    const cit_move *m = gui_hint_shown(a);
    CHECK(m && m->type == CIT_MOVE_PLACE);
    if (m) {
        cit_game *after = cit_game_clone(e);
        int asked = after && cit_game_apply(after, m, NULL) == CIT_OK && cit_game_pending(after).decision == CIT_DECIDE_BIG;
        CHECK(!asked == !gui_hint_then(a));
        CHECK(asked == (m->spot != CIT_SPOT_NONE));
        cit_game_free(after);
        printf("inns-gui: the search of the turn: %s\n", gui_panel_hint_line(GUI_SCENE_CTX(a), line, sizeof line) ? line : "-");
    }
    gui_app_free(a);
}

/* The question pending now (a save made just after the follower went on the inn road): "yes"
   draws the big follower's disc round the follower just put, ringed, the list rings its
   button and the line is its words; "no" draws nothing. */
static void test_hint_big_pending(void)
{
    gui_app *a = app_with(GUI_LANG_CS, "move place IC-02 1,0 r0 f0\n");
    if (!a)
        return;
    const cit_game *e = gui_game_engine(a->game);
    CHECK(cit_game_pending(e).decision == CIT_DECIDE_BIG && cit_game_pending(e).player == 0);
    cit_placed_tile pc[2];
    CHECK(cit_game_parts_at(e, 1, 0, pc) == 1);
    cit_move yes = {.type = CIT_MOVE_BIG, .arg0 = 1, .spot = CIT_SPOT_NONE};
    cit_move no = {.type = CIT_MOVE_BIG, .arg0 = 0, .spot = CIT_SPOT_NONE};
    harness_show_hint(a, &no, NULL);
    frames(a, 2);
    CHECK(!gui_drawn(a)->hint_piece_shown);
    char line[300];
    CHECK(gui_panel_hint_line(GUI_SCENE_CTX(a), line, sizeof line) && !strcmp(line, "Nápověda: Obyčejná figurka"));
    SDL_Surface *plain = shot(a);
    harness_show_hint(a, &yes, NULL);
    frames(a, 2);
    CHECK(piece_at_spot(a, pc[0].tile, 0, pc[0].rot, 1, 0));
    CHECK(gui_panel_hint_line(GUI_SCENE_CTX(a), line, sizeof line) && !strcmp(line, "Nápověda: Je to moje velká figurka"));
    CHECK(gui_view(a)->decide.hint_rc.w > 0); /* the list's answer ringed too */
    SDL_Surface *big = shot(a);
    CHECK(plain && big);
    if (plain && big)
        CHECK(gold_round(plain, big, gui_drawn(a)->hint_piece_x, gui_drawn(a)->hint_piece_y, big_disc_r(a)) >= 4);
    SDL_FreeSurface(plain);
    SDL_FreeSurface(big);
    harness_shot(a, "inns-hint-big-pending");
    gui_app_free(a);
}

/* ---- with the Count: the big follower in the quarter bar and the deployment dialog ---- */

/* A window at the first position of random play (the engine alone, replayed through the
   window) where `pred` holds, in a game with the big follower and `option` (the Count,
   Halflings). */
static gui_app *app_at(int lang, int option, int (*pred)(const cit_game *))
{
    cit_setup s;
    static cit_move ms[400];
    int n = -1;
    for (uint64_t seed = 3; seed < 40 && n < 0; seed++) { /* the deal decides which triangles play */
        s = two_players(seed);
        s.opt.v[option] = 1;
        s.opt.v[CIT_OPT_BIG_FOLLOWER] = 1;
        n = harness_find_moves(&s, pred, ms, 400);
    }
    gui_app *a = n >= 0 ? harness_app(1280, 800, lang) : NULL;
    if (a) { /* hot seat without Halflings' curtain, and no animation to wait for */
        a->settings.curtain = 0;
        a->settings.anim_speed = GUI_SPEED_INSTANT;
    }
    if (!a || gui_app_start_game(a, &s) != 0 || !a->game) {
        CHECK(0);
        gui_app_free(a);
        return NULL;
    }
    frames(a, 2);
    for (int i = 0; i < n; i++)
        if (gui_game_apply(a->game, &ms[i], NULL) != CIT_OK) {
            CHECK(0);
            gui_app_free(a);
            return NULL;
        }
    gui_view(a)->glide = 0;
    frames(a, 4);
    return a;
}

/* The quarter question while both a normal follower and the big one may go. */
static int at_quarter_both(const cit_game *g)
{
    cit_pending p = cit_game_pending(g);
    return p.decision == CIT_DECIDE_COUNT_QUARTER && cit_game_big_follower_in_supply(g, p.player) &&
           cit_game_supply(g, p.player) >= 2;
}

/* A deployment from the quarter where the big follower waits. */
static int at_deploy_big(const cit_game *g)
{
    cit_pending p = cit_game_pending(g);
    return p.decision == CIT_DECIDE_COUNT_DEPLOY && cit_game_big_follower_away(g, p.player) == p.arg;
}

/* The big follower's toggle as the Count shows it: the name Inns & Cathedrals declares for it
   (its title form, "Big follower"), yes or no, its key. */
static void toggle_label(char *buf, size_t cap, const char *name, int on)
{
    snprintf(buf, cap, "%s: %s (B)", name, count_tr(on ? COUNT_BIG_ON : COUNT_BIG_OFF));
}

/* The bar offers the toggle; with it on, the key of a quarter sends the big follower. */
static void test_count_quarter_big(void)
{
    gui_app *a = app_at(GUI_LANG_EN, CIT_OPT_COUNT, at_quarter_both);
    if (!a)
        return;
    char off[80], on[80];
    toggle_label(off, sizeof off, "Big follower", 0);
    toggle_label(on, sizeof on, "Big follower", 1);
    CHECK(click_label(a, off));
    frames(a, 2);
    SDL_Rect rc;
    CHECK(gui_ui_find(&a->ui, on, &rc));
    harness_shot(a, "inns-count-quarter-big");
    const cit_game *e = gui_game_engine(a->game);
    int p = cit_game_pending(e).player, len = session_len(a), q = -1;
    for (int k = 0; k < CIT_QUARTERS && q < 0; k++)
        if (gui_count_of(a->game)->targets >> k & 1)
            q = k;
    CHECK(q >= 0);
    key(a, SDLK_1 + q, 0);
    frames(a, 3);
    CHECK(session_len(a) == len + 1);
    const cit_move *m = cit_session_move(a->game->sess, len);
    CHECK(m && m->type == CIT_MOVE_COUNT_QUARTER && m->arg0 == q && m->rot == 1);
    CHECK(cit_game_big_follower_away(gui_game_engine(a->game), p) == q);
    gui_app_free(a);
}

/* The dialog offers the big follower waiting in the quarter (Czech words): toggled on, OK
   sends it alone. */
static void test_count_deploy_big(void)
{
    gui_app *a = app_at(GUI_LANG_CS, CIT_OPT_COUNT, at_deploy_big);
    if (!a)
        return;
    char off[80];
    toggle_label(off, sizeof off, "Velká figurka", 0);
    SDL_Rect rc;
    CHECK(gui_ui_find(&a->ui, off, &rc)); /* the Czech words of old */
    int len = session_len(a);
    key(a, SDLK_b, 0);
    frames(a, 2);
    CHECK(gui_count_of(a->game)->deploy_figs == 1u); /* the big follower: the game's kind 1 */
    harness_shot(a, "inns-count-deploy-big");
    CHECK(click_label(a, gui_tr(MSG_OK)));
    frames(a, 3);
    CHECK(session_len(a) == len + 1);
    const cit_move *m = cit_session_move(a->game->sess, len);
    CHECK(m && m->type == CIT_MOVE_COUNT_DEPLOY && m->arg1 == 0 && m->rot == 1);
    gui_app_free(a);
}

/* ---- with Halflings: the crop circle's answers offer the big follower ---- */

/* The follower on the crop circle after its action, with the big one and a normal one in supply. */
static int at_crop_follower_both(const cit_game *g)
{
    cit_pending p = cit_game_pending(g);
    return p.decision == CIT_DECIDE_HALFLINGS_CROP_FOLLOWER && cit_game_big_follower_in_supply(g, p.player) &&
           cit_game_supply(g, p.player) >= 2;
}

/* A button of the big follower's answer: one click puts the big follower on the crop
   circle (the "big yes" the engine asks next is answered by the window). */
static void test_crop_follower_big(void)
{
    gui_app *a = app_at(GUI_LANG_EN, CIT_OPT_HALFLINGS, at_crop_follower_both);
    if (!a)
        return;
    frames(a, 4);
    int p = a->game->pend.player, len = session_len(a), hit = 0;
    const char *want = "Your big follower on the crop circle";
    CHECK(!strncmp(halflings_tr(HALF_MV_CROPFOLLOWER_BIG), want, strlen(want)));
    harness_shot(a, "inns-crop-follower-big");
    for (int i = 0; i < a->ui.nseen && !hit; i++)
        if (a->ui.seen[i].enabled && !strncmp(a->ui.seen[i].label, want, strlen(want))) {
            SDL_Rect b = a->ui.seen[i].rc;
            click(a, b.x + b.w / 2, b.y + b.h / 2);
            hit = 1;
        }
    CHECK(hit);
    frames(a, 4);
    CHECK(session_len(a) == len + 2);
    const cit_move *m = cit_session_move(a->game->sess, len), *big = cit_session_move(a->game->sess, len + 1);
    CHECK(m && m->type == CIT_MOVE_HALFLINGS_CROP_FOLLOWER && m->arg0 == 1);
    CHECK(big && big->type == CIT_MOVE_BIG && big->arg0 == 1);
    cit_feature_part at;
    CHECK(cit_game_big_follower(gui_game_engine(a->game), p, &at) && m && at.x == m->x && at.y == m->y &&
          at.spot == m->spot);
    gui_app_free(a);
}

/* What the inn does to its road, in the hover's words (open: the rule in full) and in the
   history (the short form), in both languages. */
static void test_inn_notes(void)
{
    for (int lang = GUI_LANG_EN; lang <= GUI_LANG_CS; lang++) {
        gui_app *a = app_with(lang, "move place IC-02 1,0 r0 f0\nmove big no\n");
        if (!a)
            return;
        const cit_game *e = gui_game_engine(a->game);
        char line[400];
        gui_feature_line(e, 1, 0, 0, 0, line, sizeof line);
        CHECK(strstr(line, inns_tr(INNS_NOTE_INN_OPEN)) != NULL);
        int found = 0;
        for (int i = 0; i < a->game->nlog; i++)
            found |= strstr(a->game->log[i], inns_tr(INNS_NOTE_INN)) != NULL;
        CHECK(found);
        /* the start tile's city has no cathedral: no note */
        gui_feature_line(e, 0, 0, 0, 0, line, sizeof line);
        CHECK(!strstr(line, inns_tr(INNS_NOTE_CATHEDRAL)) && !strstr(line, inns_tr(INNS_NOTE_INN)));
        gui_app_free(a);
    }
    CHECK(!strcmp(inns_tr(INNS_NOTE_INN_OPEN), "hostinec: 2 za kartičku, bude-li dokončena, jinak 0"));
}

/* inns-road-incomplete.scn's end: Anna's follower on IC-02's inn road, Bedřich lays the last
   tile beside it and the road stays open. Its 0 points are a step of the final scoring (the
   road outlined, its words), a history line under the heading, and a row on Results; a
   second row there keeps what inn roads and cathedral cities scored completed. */
static void test_unfinished_inn(int lang)
{
    char text[512];
    snprintf(text, sizeof text, "citadela-save 2\nmode classic\noption inns 1\nseed 1\nplayer human 0 Anna\n"
             "player human 1 Bed\xC5\x99ich\ntiles D IC-02 U\nmove place IC-02 1,0 r0 f0\nend\n");
    gui_app *a = harness_open_save(lang, "inns-open", text);
    if (!a)
        return;
    CHECK(gui_game_put(a->game, 2, 0, 0));
    frames(a, 2);
    key(a, SDLK_RETURN, 0);
    frames(a, 2);
    const cit_game *e = gui_game_engine(a->game);
    CHECK(cit_game_over(e));
    gui_finale *f = a->game->finale;
    int at = -1;
    for (int k = 0; f && k < f->n; k++)
        if (f->step[k].module == CIT_MODULE_INNS && f->step[k].kind < 0)
            at = k;
    CHECK(at >= 0 && f->step[at].nparts >= 2 && f->step[at].ev.quarter == CIT_INNS_INN);
    /* the history: the heading, then the road's line naming Anna */
    int head = -1, line = -1;
    for (int i = 0; i < a->game->nlog; i++) {
        if (!strcmp(a->game->log[i], gui_tr(MSG_HIST_FINAL)))
            head = i;
        if (strstr(a->game->log[i], "Anna") && strstr(a->game->log[i], lang == GUI_LANG_CS ? "nebyla dokon" : "not finished"))
            line = i;
    }
    CHECK(head >= 0 && line > head);
    CHECK(a->game->tally_n[CIT_MODULE_INNS][1][0] == 1 && a->game->tally_n[CIT_MODULE_INNS][1][1] == 0);
    /* how many were left unfinished is a count, not points: its row goes under the Total */
    char label[96], cell[48];
    const gui_module *im = gui_module_find(CIT_MODULE_INNS);
    CHECK(im && im->tally_row(e, 1, 0, 1, label, sizeof label, cell, sizeof cell) == 2 && !strcmp(cell, "1"));
    /* the step on the board, then Results */
    float within = 0;
    for (int k = 0; k < 600 && f && gui_finale_at(f, a->game->now, a->settings.anim_speed, &within) < at; k++)
        frame(a);
    frames(a, 10);
    harness_shot(a, lang == GUI_LANG_CS ? "inns-open-step-cs" : "inns-open-step");
    gui_app_set_scene(a, GUI_SCENE_RESULTS);
    frames(a, 3);
    harness_shot(a, lang == GUI_LANG_CS ? "inns-open-results-cs" : "inns-open-results");
    gui_app_free(a);
}

/* inns-road-completed.scn's road, scored in play (8 to Anna): its points leave the Roads row
   for the inns' own; the tally is rebuilt with the history when the save loads. */
static void test_inn_row(void)
{
    gui_app *a = app_with(GUI_LANG_EN, "move place IC-02 1,0 r0 f0\nmove big no\nmove place W 2,0 r0\n"
                                       "move place W -1,0 r0\n");
    if (!a)
        return;
    const cit_game *e = gui_game_engine(a->game);
    CHECK(cit_game_score_in(e, 0, CIT_CAT_ROAD) == 8);
    CHECK(a->game->tally_pts[CIT_MODULE_INNS][0][0] == 8 && a->game->tally_taken[CIT_CAT_ROAD][0] == 8);
    CHECK(a->game->tally_pts[CIT_MODULE_INNS][0][1] == 0 && a->game->tally_n[CIT_MODULE_INNS][1][0] == 0);
    gui_app_free(a);
}

/* The rules screen's picture: a row of tiles and its caption; shot scrolled to it. */
static void test_rules_diagram(void)
{
    const gui_module *m = gui_module_find(CIT_MODULE_INNS);
    CHECK(m && m->rules_diagram);
    gui_app *a = harness_app(1280, 800, GUI_LANG_EN);
    if (!a || !m || !m->rules_diagram) {
        gui_app_free(a);
        return;
    }
    int h = m->rules_diagram(GUI_MODULE_CTX(a, m), 0, 0, 700, 16);
    CHECK(h >= 3 * 16);
    gui_app_set_scene(a, GUI_SCENE_RULES);
    frames(a, 2);
    gui_rules_state_of(a)->scroll = 3600; /* about where its block is (a picture to look at, not a check) */
    frames(a, 2);
    harness_shot(a, "inns-rules");
    gui_app_free(a);
}

/* Its words in the choice list, in both languages. */
static void test_words(void)
{
    const gui_module *mod = gui_module_find(CIT_MODULE_INNS);
    CHECK(mod && mod->move_words);
    if (!mod || !mod->move_words)
        return;
    cit_move m = {0};
    m.type = CIT_MOVE_BIG;
    m.arg0 = 1;
    char buf[96];
    gui_i18n_set(harness_lang(GUI_LANG_CS));
    CHECK(mod->move_words(NULL, &m, buf, sizeof buf) && !strcmp(buf, "Je to moje velká figurka"));
    gui_i18n_set(harness_lang(GUI_LANG_EN));
    m.arg0 = 0;
    CHECK(mod->move_words(NULL, &m, buf, sizeof buf) && !strcmp(buf, "A normal follower"));
    m.type = CIT_MOVE_PLACE;
    CHECK(!mod->move_words(NULL, &m, buf, sizeof buf));
}

int main(int argc, char **argv)
{
    harness_read_args(argc, argv);
    if (harness_start("inns-test", "inns-gui") != 0)
        return 1;
    test_big_yes();
    test_big_no();
    test_words();
    test_hint_big_with_tile();
    test_hint_big_pending();
    test_count_quarter_big();
    test_count_deploy_big();
    test_crop_follower_big();
    test_inn_notes();
    test_unfinished_inn(GUI_LANG_EN);
    test_unfinished_inn(GUI_LANG_CS);
    test_inn_row();
    test_rules_diagram();
    printf("inns-gui: %d passed, %d failed\n", passed, failed);
    IMG_Quit();
    SDL_Quit();
    harness_finish();
    fflush(stdout);
    return failed ? 1 : 0;
}
