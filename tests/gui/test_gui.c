/* Headless GUI tests: the real app on SDL's dummy driver, driven by injected SDL events. The
   board and the game are here; the menus, dialogs, settings and files in gui_menus.c. */
#define _XOPEN_SOURCE 700
#include "ai.h"
#include "app/app.h"
#include "app/ai_seam.h"
#include "scenes/scenes.h"
#include "scenes/game/board_view.h"
#include "modules/gui_module.h"
#include "modules/city/city.h"
#include "scenes/game/game_panels.h"
#include "internal.h" /* white-box: hands a triangle to the player, as tests/unit/test_parts.c does */
#include "draw/camera.h"
#include "draw/atlas.h"
#include "draw/draw.h" /* gui_draw_enabled */
#include "app/i18n.h"
#include "app/saves.h" /* gui_read_file */
#include "modules/count/count.h"
#include "test_gui.h"

#include <SDL_image.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <ftw.h>
#include <unistd.h>
#include <signal.h>
#include <sys/stat.h>

static gui_app *new_app(int w, int h)
{
    return harness_app(w, h, GUI_LANG_EN);
}

/* ---- tests --------------------------------------------------------------------------------- */

/* 1 if Czech text t keeps to one voice: no "dílek" but a wall piece's, no informal
   "you", no other name for Halflings than Půlky; else 0 and a message naming the string. */
static int czech_voice(const char *t, int id, int module)
{
    static const char *const informal[] = {"přetáhni", "Přetáhni", "ukonči ", "klikni", "tvůj", "tvoje", "tvou",
                                           "můžeš", "hraješ", "Vyhraješ"};
    static const char *const other_names[] = {"Půlčí", "půlčí", "Hobit", "hobit"};
    int ok = 1;
    /* The City's texts say "dílek" of its wall pieces only ("na nový dílek" too) */
    for (const char *p = t; module != CIT_MODULE_CITY && (p = strstr(p, "díl")) != NULL; p += 3) {
        const char *after = p + 3;
        while (*after && *after != ' ' && *after != '"' && *after != ',' && *after != '.')
            after++;
        if ((p[3] == 'e' || p[3] == 'k' || p[3] == 'c') && strncmp(after, " hradeb", 7) != 0)
            ok = 0;
    }
    for (size_t k = 0; k < sizeof informal / sizeof informal[0]; k++)
        ok &= strstr(t, informal[k]) == NULL;
    for (size_t k = 0; k < sizeof other_names / sizeof other_names[0]; k++)
        ok &= strstr(t, other_names[k]) == NULL;
    if (!ok)
        fprintf(stderr, "Czech string %d (module %d) out of voice: %.90s\n", id, module, t);
    return ok;
}

static void test_units(void)
{
    gui_camera c = {0, 0, 100, {0, 0, 800, 600}, 10, 400};
    float bx, by, sx, sy;
    gui_camera_to_board(&c, 123, 456, &bx, &by);
    gui_camera_to_screen(&c, bx, by, &sx, &sy);
    CHECK(sx > 122.9f && sx < 123.1f && sy > 455.9f && sy < 456.1f);
    gui_camera_to_board(&c, 300, 200, &bx, &by);
    gui_camera_zoom_at(&c, 2.0f, 300, 200);
    float bx2, by2;
    gui_camera_to_board(&c, 300, 200, &bx2, &by2);
    CHECK(bx2 - bx < 0.001f && bx - bx2 < 0.001f && by2 - by < 0.001f && by - by2 < 0.001f);
    int x, y;
    gui_camera c2 = {0.5f, 0.5f, 100, {0, 0, 800, 600}, 10, 400};
    gui_camera_cell_at(&c2, 400, 300, &x, &y);
    CHECK(x == 0 && y == 0);
    /* Every string has a Czech translation with the same placeholders. */
    int ok = 1;
    for (int m = 0; m < MSG_COUNT; m++)
        for (int k = 1; k <= 3; k++) {
            char ph[3] = {'%', (char)('0' + k), 0};
            const char *en = gui_tr_in(harness_lang(GUI_LANG_EN), (gui_msg)m), *cs = gui_tr_in(harness_lang(GUI_LANG_CS), (gui_msg)m);
            /* The msgid's own pointer back means po/cs.po has no translation for it. */
            if (!en[0] || !cs[0] || !strcmp(en, "?") || cs == en || (strstr(en, ph) == NULL) != (strstr(cs, ph) == NULL)) {
                fprintf(stderr, "string %d incomplete\n", m);
                ok = 0;
            }
        }
    /* So does every module's own string (gui/modules/NAME/NAME_text.c). */
    for (const gui_module *const *mod = gui_modules; *mod; mod++)
        for (int m = 0; m < (*mod)->nwords; m++)
            for (int k = 1; k <= 3; k++) {
                char ph[3] = {'%', (char)('0' + k), 0};
                const char *en = gui_word_in(harness_lang(GUI_LANG_EN), &(*mod)->words[m]);
                const char *cs = gui_word_in(harness_lang(GUI_LANG_CS), &(*mod)->words[m]);
                if (!en[0] || !cs[0] || !strcmp(en, "?") || cs == en ||
                    (strstr(en, ph) == NULL) != (strstr(cs, ph) == NULL)) {
                    fprintf(stderr, "string %d of module %d incomplete\n", m, (*mod)->module);
                    ok = 0;
                }
            }
    CHECK(ok);
    /* Czech is one voice (issue 66): a tile is a "kartička" as in the Czech rules ("dílek" is
       The City's wall piece only), the player is addressed formally, Halflings are "Půlky". */
    int voice = 1;
    for (int m = 0; m < MSG_COUNT; m++)
        voice &= czech_voice(gui_tr_in(harness_lang(GUI_LANG_CS), (gui_msg)m), m, -1);
    for (const gui_module *const *mod = gui_modules; *mod; mod++)
        for (int m = 0; m < (*mod)->nwords; m++)
            voice &= czech_voice(gui_word_in(harness_lang(GUI_LANG_CS), &(*mod)->words[m]), m, (*mod)->module);
    gui_i18n_set(harness_lang(GUI_LANG_CS));
    for (int st = 0; st < CIT_STATUS_MAX; st++)
        if (cit_status_key((cit_status)st)) voice &= czech_voice(gui_status(st), st, -2);
    gui_i18n_set(harness_lang(GUI_LANG_EN));
    CHECK(voice);
    /* Every engine status reads as Czech in the Czech UI. */
    gui_i18n_set(harness_lang(GUI_LANG_CS));
    int cs_ok = 1;
    for (int st = 0; st < CIT_STATUS_MAX; st++)
        if (cit_status_key((cit_status)st)) cs_ok &= strcmp(gui_status(st), cit_status_str((cit_status)st)) != 0;
    gui_i18n_set(harness_lang(GUI_LANG_EN));
    CHECK(cs_ok);
    /* Save names keep Czech letters, lose path characters. */
    char sp[1200];
    gui_named_save_path("Hra čtvrtek/../x!", sp, sizeof sp);
    const char *slash = strrchr(sp, '/');
    CHECK(slash && strcmp(slash, "/Hra_čtvrtekx.cit") == 0);
    char buf[64];
    gui_subst(buf, sizeof buf, "%1 has %2", "Eva", "7", NULL);
    CHECK(strcmp(buf, "Eva has 7") == 0);
}

void start_two_player_game(gui_app *a)
{
    frames(a, 2);
    CHECK(a->scene == GUI_SCENE_MENU);
    CHECK(click_button(a, MSG_NEW_GAME));
    CHECK(a->scene == GUI_SCENE_NEWGAME);
    CHECK(a->setup.nplayers == 2);
    /* The screen offers a computer at the second seat; these tests play both seats by hand: its
       kind button turned on to Human (medium, hard, human), which names it "Player 2" again. */
    static const gui_msg kinds[2] = {MSG_AI_MEDIUM, MSG_AI_HARD};
    for (int k = 0; k < 2; k++) {
        SDL_Rect rc;
        frame(a);
        if (nth_button(a, gui_tr(kinds[k]), 0, &rc))
            click(a, rc.x + rc.w / 2, rc.y + rc.h / 2);
    }
    CHECK(a->setup.players[1].kind == CIT_SEAT_HUMAN && !strcmp(a->setup.players[1].name, "Player 2"));
    CHECK(click_button(a, MSG_START));
    CHECK(a->scene == GUI_SCENE_GAME);
    CHECK(a->game && cit_game_setup(gui_game_engine(a->game))->nplayers == 2);
    frames(a, 2);
}

/* A legal cell and an illegal empty cell near the start tile. */
static void legal_and_illegal(gui_app *a, int *lx, int *ly, int *ix, int *iy)
{
    gui_game *g = a->game;
    *lx = g->place[0].x;
    *ly = g->place[0].y;
    *ix = *iy = 99;
    for (int y = -3; y <= 3 && *ix == 99; y++)
        for (int x = -3; x <= 3; x++) {
            if (!gui_game_rotmask(g, x, y) && !cit_game_parts_at(gui_game_engine(g), x, y, NULL)) {
                *ix = x;
                *iy = y;
                break;
            }
        }
}

static void test_turn(gui_app *a)
{
    gui_game *g = a->game;
    uint64_t h0 = cit_game_hash(gui_game_engine(g));
    int lx, ly, ix, iy, sx, sy;
    legal_and_illegal(a, &lx, &ly, &ix, &iy);
    /* Drop on an illegal cell: back to the hand, engine untouched. */
    cell_centre(a, ix, iy, &sx, &sy);
    drag(a, gui_drawn(a)->hand_rc.x + gui_drawn(a)->hand_rc.w / 2, gui_drawn(a)->hand_rc.y + gui_drawn(a)->hand_rc.h / 2, sx, sy);
    CHECK(!g->has_tile);
    CHECK(cit_game_hash(gui_game_engine(g)) == h0);
    /* Drop on a legal cell: the tile waits there with a legal rotation. */
    cell_centre(a, lx, ly, &sx, &sy);
    drag(a, gui_drawn(a)->hand_rc.x + gui_drawn(a)->hand_rc.w / 2, gui_drawn(a)->hand_rc.y + gui_drawn(a)->hand_rc.h / 2, sx, sy);
    CHECK(g->has_tile && g->tx == lx && g->ty == ly);
    CHECK(gui_game_rotmask(g, lx, ly) & (1 << g->trot));
    CHECK(cit_game_hash(gui_game_engine(g)) == h0 && session_len(a) == 0);
    /* While dragging, the wheel turns the tile through the legal rotations there. */
    key(a, SDLK_z, KMOD_LCTRL);
    CHECK(!g->has_tile);
    push_motion(gui_drawn(a)->hand_rc.x + gui_drawn(a)->hand_rc.w / 2, gui_drawn(a)->hand_rc.y + gui_drawn(a)->hand_rc.h / 2);
    frame(a);
    push_button(gui_drawn(a)->hand_rc.x + gui_drawn(a)->hand_rc.w / 2, gui_drawn(a)->hand_rc.y + gui_drawn(a)->hand_rc.h / 2, 1, 1);
    frame(a);
    push_motion(sx, sy);
    frame(a);
    int wheel_ok = 1;
    for (int i = 0; i < 5; i++) {
        SDL_Event e;
        memset(&e, 0, sizeof e);
        e.type = SDL_MOUSEWHEEL;
        e.wheel.y = i % 2 ? -1 : 1;
        SDL_PushEvent(&e);
        frame(a);
        wheel_ok &= gui_view(a)->drag.kind == GUI_DRAG_TILE && (gui_game_rotmask(g, lx, ly) & (1 << gui_view(a)->drag.rot));
    }
    CHECK(wheel_ok);
    int wrot = gui_view(a)->drag.rot;
    push_button(sx, sy, 1, 0);
    frame(a);
    CHECK(g->has_tile && g->tx == lx && g->ty == ly && g->trot == wrot);
    /* R cycles only legal rotations. */
    for (int i = 0; i < 4; i++) {
        key(a, SDLK_r, 0);
        CHECK(gui_game_rotmask(g, lx, ly) & (1 << g->trot));
    }
    /* Drag a follower from the supply onto the first offered spot. */
    CHECK(g->nspots > 0);
    if (g->nspots > 0) {
        float px, py;
        gui_board_anchor_px(GUI_SCENE_CTX(a), g->pend.tile, g->spots[0], g->trot, g->tx, g->ty, &px, &py);
        drag(a, gui_drawn(a)->supply_rc.x + gui_drawn(a)->supply_rc.w / 2, gui_drawn(a)->supply_rc.y + gui_drawn(a)->supply_rc.h / 2, (int)px, (int)py);
        CHECK(g->spot == g->spots[0]);
        /* Move the placed follower to another spot, then drag it off the tile. */
        if (g->nspots > 1) {
            float qx, qy;
            gui_board_anchor_px(GUI_SCENE_CTX(a), g->pend.tile, g->spots[1], g->trot, g->tx, g->ty, &qx, &qy);
            drag(a, (int)px, (int)py, (int)qx, (int)qy);
            CHECK(g->spot == g->spots[1]);
            drag(a, (int)qx, (int)qy, gui_drawn(a)->board_rc.x + 5, gui_drawn(a)->board_rc.y + 5);
            CHECK(g->spot == CIT_SPOT_NONE);
            frame(a);
            drag(a, gui_drawn(a)->supply_rc.x + gui_drawn(a)->supply_rc.w / 2, gui_drawn(a)->supply_rc.y + gui_drawn(a)->supply_rc.h / 2, (int)px, (int)py);
            CHECK(g->spot == g->spots[0]);
        }
    }
    /* Ctrl+Z: the follower first, then the tile. */
    key(a, SDLK_z, KMOD_LCTRL);
    CHECK(g->has_tile && g->spot == CIT_SPOT_NONE);
    key(a, SDLK_z, KMOD_LCTRL);
    CHECK(!g->has_tile);
    CHECK(cit_game_hash(gui_game_engine(g)) == h0);
    /* Click placement + follower by click, then End turn with Enter. */
    int p0 = gui_game_player(g);
    cell_centre(a, lx, ly, &sx, &sy);
    click(a, sx, sy);
    CHECK(g->has_tile);
    int want = g->nspots ? g->spots[0] : CIT_SPOT_NONE;
    if (g->nspots) {
        float px, py;
        gui_board_anchor_px(GUI_SCENE_CTX(a), g->pend.tile, g->spots[0], g->trot, g->tx, g->ty, &px, &py);
        click(a, (int)px, (int)py);
        CHECK(g->spot == want);
    }
    int tile = g->pend.tile, rot = g->trot;
    key(a, SDLK_RETURN, 0);
    CHECK(session_len(a) == 1);
    cit_placed_tile t[2];
    CHECK(cit_game_parts_at(gui_game_engine(g), lx, ly, t) == 1 && t[0].tile == tile && t[0].rot == rot);
    CHECK(gui_game_player(g) != p0);
    if (want != CIT_SPOT_NONE)
        CHECK(cit_game_supply(gui_game_engine(g), p0) <= CIT_FOLLOWERS - 1 ||
              cit_game_score(gui_game_engine(g), p0) > 0);
    char path[1200];
    gui_autosave_path(path, sizeof path);
    CHECK(gui_file_exists(path));
}

/* No two follower circles of a square tile overlap, for every tile of every set in every
   rotation (the circles' radius is 0.36 * 0.42 of a cell, as drawn). */
static void test_spots_apart(gui_app *a)
{
    int bad = 0, worst_tile = -1;
    float r = gui_view(a)->cam.zoom * 0.36f * 0.42f;
    for (int t = 0; t < a->tiles->ntiles; t++) {
        const cit_tile_def *d = &a->tiles->tiles[t];
        if (d->shape != CIT_SHAPE_SQUARE)
            continue;
        for (int rot = 0; rot < 4; rot++)
            for (int i = 0; i < d->nfeat; i++)
                for (int j = i + 1; j < d->nfeat; j++) {
                    float xi, yi, xj, yj;
                    gui_board_anchor_px(GUI_SCENE_CTX(a), t, i, rot, 60, 60, &xi, &yi);
                    gui_board_anchor_px(GUI_SCENE_CTX(a), t, j, rot, 60, 60, &xj, &yj);
                    if ((xi - xj) * (xi - xj) + (yi - yj) * (yi - yj) < 4.0f * r * r) {
                        bad++;
                        worst_tile = t;
                    }
                }
    }
    if (bad)
        fprintf(stderr, "%d overlapping spot pairs, e.g. on tile %s\n", bad, a->tiles->tiles[worst_tile].id);
    CHECK(bad == 0);
}

/* The zoom buttons in the board's corner: + and - zoom by a step, the house fits the board
   (after a glide), and a press on them never pans the board. */
static void test_zoom_buttons(gui_app *a)
{
    frames(a, 2);
    float z = gui_view(a)->cam.zoom, cx = gui_view(a)->cam.cx;
    CHECK(click_label(a, "zoom in"));
    CHECK(gui_view(a)->cam.zoom > z * 1.2f && gui_view(a)->cam.cx == cx && gui_view(a)->drag.kind == GUI_DRAG_NONE);
    z = gui_view(a)->cam.zoom;
    CHECK(click_label(a, "zoom out"));
    CHECK(gui_view(a)->cam.zoom < z * 0.85f);
    CHECK(click_label(a, "zoom out") && click_label(a, "zoom out"));
    z = gui_view(a)->cam.zoom;
    CHECK(click_label(a, "fit"));
    frames(a, 60);
    CHECK(gui_view(a)->cam.zoom > z); /* fitted: a small board fills more of the view */
    CHECK(gui_drawn(a)->zoom_rc.w > 0 && gui_drawn(a)->zoom_rc.x + gui_drawn(a)->zoom_rc.w <= gui_drawn(a)->board_rc.x + gui_drawn(a)->board_rc.w);
}

/* Hovering a history line marks its move on the board; a click glides there. A click on the
   placed tile away from the white circles turns it and never places a follower. */
static void test_history_and_clicks(gui_app *a)
{
    gui_game *g = a->game;
    key(a, SDLK_h, 0);
    CHECK(gui_view(a)->show_history);
    int found = -1;
    for (int y = gui_drawn(a)->board_rc.y + 10; y < gui_drawn(a)->board_rc.y + gui_drawn(a)->board_rc.h && found < 0; y += 4) {
        push_motion(gui_drawn(a)->board_rc.x + gui_px(&a->ui, 60), y);
        frames(a, 2);
        if (gui_view(a)->hist_hover >= 0)
            found = gui_view(a)->hist_hover;
    }
    CHECK(found >= 0 && g->logref[found].move >= 0);
    if (found >= 0) {
        gui_view(a)->glide = 0;
        push_button(a->in.mx, a->in.my, 1, 1);
        push_button(a->in.mx, a->in.my, 1, 0);
        frames(a, 3);
        CHECK(gui_view(a)->glide || (fabsf(gui_view(a)->cam.cx - (float)g->logref[found].tx - 0.5f) < 0.05f));
        CHECK(!g->has_tile); /* the click did not reach the board */
    }
    key(a, SDLK_h, 0);
    /* Click the centre of a freshly placed tile. */
    int sx, sy;
    cell_centre(a, g->place[0].x, g->place[0].y, &sx, &sy);
    click(a, sx, sy);
    CHECK(g->has_tile && g->spot == CIT_SPOT_NONE);
    int centre_spot = gui_board_spot_at(GUI_SCENE_CTX(a), sx, sy), rot = g->trot;
    int nrot = __builtin_popcount((unsigned)gui_game_rotmask(g, g->tx, g->ty));
    click(a, sx, sy);
    if (centre_spot == CIT_SPOT_NONE) {
        CHECK(g->spot == CIT_SPOT_NONE);
        CHECK(nrot == 1 || g->trot != rot);
    }
    key(a, SDLK_z, KMOD_LCTRL);
    key(a, SDLK_z, KMOD_LCTRL);
    CHECK(!g->has_tile);
}

static Uint32 pixel(SDL_Surface *s, int x, int y)
{
    Uint8 r, g, b;
    Uint32 v = ((Uint32 *)((Uint8 *)s->pixels + y * s->pitch))[x];
    SDL_GetRGB(v, s->format, &r, &g, &b);
    return (Uint32)r << 16 | (Uint32)g << 8 | b;
}

static void test_png(gui_app *a)
{
    for (int i = 0; i < 6; i++)
        play_one(a);
    key(a, SDLK_HOME, 0);
    a->game->now += 5000; /* let score pop-ups finish */
    frames(a, 2);
    char path[512];
    snprintf(path, sizeof path, "%s/midgame.png", tmpdir);
    CHECK(gui_app_screenshot(a, path) == 0);
    SDL_Surface *raw = IMG_Load(path);
    CHECK(raw != NULL);
    if (!raw)
        return;
    SDL_Surface *s = SDL_ConvertSurfaceFormat(raw, SDL_PIXELFORMAT_ARGB8888, 0);
    SDL_FreeSurface(raw);
    const cit_setup *st = cit_game_setup(gui_game_engine(a->game));
    SDL_Color pc = gui_player_colour(0, st->players[gui_game_player(a->game)].colour);
    /* The banner shows the current player's colour. */
    CHECK(pixel(s, 4, 4) == ((Uint32)pc.r << 16 | (Uint32)pc.g << 8 | pc.b));
    /* The side panel is parchment. */
    CHECK(pixel(s, s->w - 6, s->h / 2 + 40) == GUI_COL_PANEL);
    /* The start tile is drawn: its cell centre is not the table colour. */
    SDL_Rect rc = gui_camera_cell_rect(&gui_view(a)->cam, 0, 0);
    int tiled = 0;
    for (int k = 1; k < 4; k++)
        tiled += pixel(s, rc.x + rc.w * k / 4, rc.y + rc.h / 4) != 0x2f3d31;
    CHECK(tiled >= 2);
    /* Far corner of the board view is the empty table. */
    CHECK(pixel(s, gui_drawn(a)->board_rc.x + 2, gui_drawn(a)->board_rc.y + gui_drawn(a)->board_rc.h - 3) == 0x2f3d31 ||
          gui_view(a)->cam.zoom <= gui_view(a)->cam.min_zoom + 1);
    SDL_FreeSurface(s);
}

/* A smaller window: the layout follows the new size and still fits. */
static void test_resize(gui_app *a)
{
    /* Fitted (Home): a smaller window fits the board again, so it all stays in view. */
    key(a, SDLK_HOME, 0);
    frames(a, 60);
    float z = gui_view(a)->cam.zoom;
    SDL_SetWindowSize(a->win, 1024, 600);
    frames(a, 3);
    int x0, y0, x1, y1;
    cit_game_bounds(gui_game_engine(a->game), &x0, &y0, &x1, &y1);
    SDL_Rect first = gui_camera_cell_rect(&gui_view(a)->cam, x0, y0), last = gui_camera_cell_rect(&gui_view(a)->cam, x1, y1);
    CHECK(gui_view(a)->cam.zoom <= z && gui_view(a)->cam_fitted);
    CHECK(first.x >= gui_drawn(a)->board_rc.x && first.y >= gui_drawn(a)->board_rc.y && last.x + last.w <= gui_drawn(a)->board_rc.x + gui_drawn(a)->board_rc.w &&
          last.y + last.h <= gui_drawn(a)->board_rc.y + gui_drawn(a)->board_rc.h);
    CHECK(a->w == 1024 && a->h == 600);
    CHECK(gui_drawn(a)->board_rc.w > 400 && gui_drawn(a)->board_rc.x + gui_drawn(a)->board_rc.w <= a->w && gui_drawn(a)->board_rc.y + gui_drawn(a)->board_rc.h <= a->h);
    SDL_Rect rc;
    CHECK(gui_ui_find(&a->ui, gui_tr(MSG_MENU), &rc) && rc.y + rc.h <= a->h && rc.x + rc.w <= a->w);
    SDL_SetWindowSize(a->win, 1280, 800);
    frames(a, 3);
    CHECK(a->w == 1280);
}

/* The final scoring plays on the board in order (roads, cities, cloisters, fields), the
   scores count up as points land, a click skips it, and left alone it reaches Results. */
static void test_finale(gui_app *a)
{
    gui_finale *f = a->game->finale;
    CHECK(a->scene == GUI_SCENE_GAME && f && f->active && f->n > 0);
    if (!f || !f->active)
        return;
    static const int rank[] = {[CIT_FEAT_ROAD] = 0, [CIT_FEAT_CITY] = 1, [CIT_FEAT_FIELD] = 3, [CIT_FEAT_CLOISTER] = 2};
    int ordered = 1, fields = 0, speed = a->settings.anim_speed;
    for (int i = 1; i < f->n; i++)
        ordered &= f->step[i].kind > CIT_FEAT_CLOISTER || rank[f->step[i - 1].kind] <= rank[f->step[i].kind];
    for (int i = 0; i < f->n; i++)
        fields += f->step[i].kind == CIT_FEAT_FIELD && f->step[i].ncities > 0;
    CHECK(ordered);
    printf("finale: %d steps, %d fields feeding cities\n", f->n, fields);
    int pending = 0;
    for (int p = 0; p < 2; p++)
        pending += gui_finale_pending(f, a->game->now, speed, p);
    CHECK(pending > 0);
    /* Half way through, some points have landed and some have not. */
    uint32_t total = 900 + gui_finale_step_ms(speed) * (uint32_t)f->n;
    for (uint32_t t = 0; t < total / 2; t += 50)
        gui_app_frame(a, 50, 0);
    CHECK(a->scene == GUI_SCENE_GAME && f->active);
    int mid = 0;
    for (int p = 0; p < 2; p++)
        mid += gui_finale_pending(f, a->game->now, speed, p);
    CHECK(mid < pending || f->n == 1);
    char path[512];
    snprintf(path, sizeof path, "%s/finale.png", tmpdir);
    CHECK(gui_app_screenshot(a, path) == 0);
    for (int i = 0; i < 4000 && a->scene == GUI_SCENE_GAME; i++)
        gui_app_frame(a, 50, 0);
    CHECK(a->scene == GUI_SCENE_RESULTS && !f->active);
    /* Again, skipped with a click on the board. */
    f->active = 1;
    f->t0 = a->game->now;
    gui_app_set_scene(a, GUI_SCENE_GAME);
    frames(a, 3);
    CHECK(a->scene == GUI_SCENE_GAME);
    click(a, gui_drawn(a)->board_rc.x + gui_drawn(a)->board_rc.w / 2, gui_drawn(a)->board_rc.y + gui_drawn(a)->board_rc.h / 2);
    CHECK(a->scene == GUI_SCENE_RESULTS && !f->active);
}

/* On the results: History opens the final board with the history at the final scoring (its
   header on the top row, its lines under it); the side panel's button goes back. */
static void results_history(gui_app *a, const char *shot)
{
    CHECK(a->scene == GUI_SCENE_RESULTS);
    gui_game *g = a->game;
    int head = -1, lines = 0;
    for (int i = 0; i < g->nlog; i++)
        if (!strcmp(g->log[i], gui_tr(MSG_HIST_FINAL)))
            head = i;
    for (int i = head + 1; head >= 0 && i < g->nlog; i++)
        lines += g->log[i][0] == ' ';
    CHECK(head >= 0 && lines > 0);
    CHECK(click_button(a, MSG_HISTORY));
    frames(a, 2);
    CHECK(a->scene == GUI_SCENE_GAME && gui_view(a)->show_history);
    /* The panel's rows (as game_panels.c lays them out) show the header and every line after it. */
    int lh = gui_font_px(&a->ui, 14) * 5 / 4, pad = gui_px(&a->ui, 12);
    int y0 = gui_drawn(a)->board_rc.y + gui_px(&a->ui, 10), top = y0 + pad + gui_px(&a->ui, 34);
    int rows = (y0 + gui_drawn(a)->board_rc.h - gui_px(&a->ui, 20) - pad - top) / lh;
    int first = g->nlog - rows - gui_view(a)->history_scroll;
    first = first < 0 ? 0 : first;
    CHECK(first <= head && g->nlog <= first + rows);
    /* Pointing at the first final-scoring line lights that line. */
    push_motion(gui_drawn(a)->board_rc.x + gui_px(&a->ui, 60), top + (head + 1 - first) * lh + lh / 2);
    frames(a, 2);
    CHECK(gui_view(a)->hist_hover == head + 1);
    if (shot)
        gui_app_screenshot(a, shot);
    CHECK(click_button(a, MSG_FINAL_SCORING) && a->scene == GUI_SCENE_RESULTS);
}

static void test_to_results(gui_app *a)
{
    for (int i = 0; i < 200 && a->scene == GUI_SCENE_GAME && !cit_game_over(gui_game_engine(a->game)); i++)
        if (!play_one(a))
            break;
    CHECK(cit_game_over(gui_game_engine(a->game)));
    test_finale(a);
    CHECK(a->scene == GUI_SCENE_RESULTS);
    frames(a, 2);
    SDL_Rect rc;
    CHECK(gui_ui_find(&a->ui, gui_tr(MSG_MAIN_MENU), &rc));
    char path[512];
    snprintf(path, sizeof path, "%s/results.png", tmpdir);
    CHECK(gui_app_screenshot(a, path) == 0);
    results_history(a, NULL); /* after a skipped finale */
    /* New game deals anew but keeps the players. */
    cit_setup old = *cit_game_setup(gui_game_engine(a->game));
    char oldseed[24];
    snprintf(oldseed, sizeof oldseed, "%llu", (unsigned long long)old.seed);
    CHECK(click_button(a, MSG_NEW_GAME) && a->scene == GUI_SCENE_NEWGAME);
    CHECK(strcmp(a->newgame_kept.seed_text, oldseed) != 0);
    CHECK(a->setup.nplayers == old.nplayers && !strcmp(a->setup.players[1].name, old.players[1].name));
    CHECK(click_button(a, MSG_BACK) && a->scene == GUI_SCENE_MENU);
    CHECK(click_button(a, MSG_NEW_GAME) && strcmp(a->newgame_kept.seed_text, oldseed) != 0);
    CHECK(click_button(a, MSG_BACK));
    /* Continue opens the finished game on its results; Rematch deals the same tiles again. */
    CHECK(click_button(a, MSG_CONTINUE) && a->scene == GUI_SCENE_RESULTS);
    results_history(a, getenv("CIT_SHOT_HISTORY")); /* the loaded game's history has them too */
    CHECK(click_button(a, MSG_REMATCH) && a->scene == GUI_SCENE_GAME);
    CHECK(a->game && cit_game_setup(gui_game_engine(a->game))->seed == old.seed && session_len(a) == 0);
    cit_tile_id o1[CIT_MAX_STACK], o2[CIT_MAX_STACK];
    cit_game *fresh = cit_game_new(&old, NULL, 0, &(cit_status){0});
    int n1 = fresh ? cit_game_tile_order(fresh, o1, CIT_MAX_STACK) : -1;
    int n2 = cit_game_tile_order(gui_game_engine(a->game), o2, CIT_MAX_STACK);
    CHECK(n1 == n2 && n1 > 0 && memcmp(o1, o2, sizeof o1[0] * (size_t)n1) == 0);
    cit_game_free(fresh);
    key(a, SDLK_ESCAPE, 0);
    key(a, SDLK_RETURN, 0);
    CHECK(a->scene == GUI_SCENE_MENU);
}

/* Places `text` with its tile handed to the player first (white-box, as a module will). */
static int place_given(gui_app *a, const char *text)
{
    cit_game *e = (cit_game *)gui_game_engine(a->game);
    cit_move m;
    if (cit_move_parse(e, text, strlen(text), &m) != CIT_OK)
        return 0;
    e->hand = m.tile;
    static cit_outcome o;
    return gui_game_apply(a->game, &m, &o) == CIT_OK;
}

/* A 2-player game (seed 7) whose cell 1,0 holds two triangles, H1-03 and H2-08 with a
   follower; its pieces in t. 0 if the game did not start. */
static int start_two_triangles(gui_app *a, cit_placed_tile t[2])
{
    cit_setup su;
    cit_setup_default(&su, 2, 7);
    CHECK(gui_app_start_game(a, &su) == 0 && a->game);
    if (!a->game)
        return 0;
    CHECK(place_given(a, "place H1-03 1,0 r0"));
    CHECK(place_given(a, "place H2-08 1,0 r2 f0"));
    CHECK(cit_game_parts_at(gui_game_engine(a->game), 1, 0, t) == 2);
    return 1;
}

/* A cell with two triangles: the board asks for both pieces, so a spot of the second
   triangle is found, outlined and described as half 1, and its follower drawn there. */
static void test_triangle_cell(void)
{
    gui_app *a = harness_app(1280, 800, GUI_LANG_EN);
    CHECK(a != NULL);
    if (!a)
        return;
    frames(a, 2);
    cit_placed_tile t[2];
    if (!start_two_triangles(a, t)) {
        gui_app_free(a);
        return;
    }
    const cit_game *e = gui_game_engine(a->game);
    key(a, SDLK_HOME, 0);
    frames(a, 120); /* the camera glides to fit the board */
    for (int h = 0; h < 2; h++) {
        float px, py;
        gui_board_anchor_px(GUI_SCENE_CTX(a), t[h].tile, 0, t[h].rot, 1, 0, &px, &py);
        push_motion((int)px, (int)py);
        frames(a, 2); /* drawn: the outline of that half's feature, the tooltip, the follower */
        gui_feature_ref r = gui_board_feature_at(GUI_SCENE_CTX(a), (int)px, (int)py);
        CHECK(r.valid && r.x == 1 && r.y == 0 && r.spot == 0 && r.half == h);
        CHECK(gui_view(a)->hover.valid && gui_view(a)->hover.half == h);
    }
    char line[240];
    cit_feature_info info;
    int n = 0;
    CHECK(cit_game_feature(e, 1, 0, 0, 1, &info, NULL, 0, &n));
    gui_feature_line(e, 1, 0, 0, 1, line, sizeof line);
    CHECK(strncmp(line, gui_feature_kind_name(info.kind), strlen(gui_feature_kind_name(info.kind))) == 0);
    gui_app_free(a);
}

/* Pixels of the hover outline's colour (drawn opaque) on the board. */
static int outline_pixels(gui_app *a) { return pixels_of(a, gui_drawn(a)->board_rc, 0xfff6a0); }

/*
 * Features are drawn with their true outline (feature-shapes.txt): every feature of every tile
 * has one; hovering a triangle's feature draws its outline in the hover colour; and art
 * without the file (an older build) draws features the old way: no outline colour, no crash.
 */
static void test_feature_shapes(void)
{
    gui_app *a = harness_app(1280, 800, GUI_LANG_EN);
    CHECK(a != NULL);
    if (!a)
        return;
    frames(a, 2);
    int missing = 0;
    for (int t = 0; t < a->tiles->ntiles; t++)
        for (int f = 0; f < a->tiles->tiles[t].nfeat; f++) {
            const float *pt;
            const int *ring;
            missing += gui_atlas_shape(a->atlas, t, f, &pt, &ring) <= 0;
        }
    CHECK(!gui_atlas_has_art(a->atlas) || missing == 0);
    cit_placed_tile t[2];
    if (!start_two_triangles(a, t)) {
        gui_app_free(a);
        return;
    }
    frames(a, 30);
    gui_view(a)->glide = 0;
    gui_view(a)->cam.zoom = 260;
    gui_view(a)->cam.cx = 1.5f;
    gui_view(a)->cam.cy = 0.5f;
    gui_view(a)->cam_fitted = 0;
    frame(a);
    float px, py;
    gui_board_anchor_px(GUI_SCENE_CTX(a), t[1].tile, 0, t[1].rot, 1, 0, &px, &py);
    push_motion((int)px, (int)py);
    frames(a, 2);
    CHECK(gui_view(a)->hover.valid && gui_view(a)->hover.half == 1);
    int shaped = outline_pixels(a);
    CHECK(!gui_atlas_has_art(a->atlas) || shaped > 100);
    if (getenv("CIT_SHOT_SHAPES"))
        gui_app_screenshot(a, getenv("CIT_SHOT_SHAPES"));
    /* The same art without feature-shapes.txt. */
    char dir[600], path[800], src[1200];
    snprintf(dir, sizeof dir, "%s/noshapes", tmpdir);
    snprintf(path, sizeof path, "%s/art", dir);
    mkdir(dir, 0700);
    mkdir(path, 0700);
    static const char *const files[] = {"tiles-128.png", "tiles-128.txt", "tiles-256-base.png", "tiles-256.txt",
                                        "feature-anchors.txt"};
    for (int i = 0; i < 5; i++) {
        snprintf(src, sizeof src, "%s/art/%s", a->datadir, files[i]);
        snprintf(path, sizeof path, "%s/art/%s", dir, files[i]);
        CHECK(symlink(src, path) == 0);
    }
    char err[256];
    gui_atlas *old = a->atlas, *bare = gui_atlas_new(a->r, dir, a->tiles, err, sizeof err);
    CHECK(bare != NULL);
    if (bare) {
        const float *pt;
        const int *ring;
        CHECK(gui_atlas_shape(bare, t[1].tile, 0, &pt, &ring) == 0);
        a->atlas = bare;
        frames(a, 2);
        CHECK(gui_view(a)->hover.valid && outline_pixels(a) < shaped / 4);
        a->atlas = old;
        gui_atlas_free(bare);
    }
    gui_app_free(a);
}

/* The loader is stuck on a picture nobody writes: the window's thread must not wait for it. */
static void art_not_awaited(int sig)
{
    (void)sig;
    static const char msg[] = "FAIL: the window waited for the tile art before its first frame\n";
    if (write(2, msg, sizeof msg - 1) < 0) {
    }
    _exit(1);
}

/* Writes file src into the pipe at path (its reader, the art loader, takes it whole). */
static int feed_pipe(const char *path, const char *src)
{
    size_t len;
    char *bytes = gui_read_file(src, &len);
    FILE *f = bytes ? fopen(path, "wb") : NULL;
    int ok = f && fwrite(bytes, 1, len, f) == len;
    if (f)
        ok &= fclose(f) == 0;
    free(bytes);
    return ok;
}

/* The base tiles' part of the 256-px sheet fed into its pipe on a thread of the test's: the
   window reads it (and so lets the write end) only once a base tile is drawn larger than the
   128-px cell. */
static const char *feed_path, *feed_src;
static int feed_later(void *arg)
{
    (void)arg;
    return feed_pipe(feed_path, feed_src);
}

/* DIR/art/NAME linked to the data's, or (pipe) made a pipe nobody writes yet. */
static void art_file(const char *dir, const char *data, const char *name, int pipe)
{
    char path[800], src[1200];
    snprintf(path, sizeof path, "%s/art/%s", dir, name);
    snprintf(src, sizeof src, "%s/art/%s", data, name);
    CHECK(pipe ? mkfifo(path, 0600) == 0 : symlink(src, path) == 0);
}

/* The first start draws its menu at once: the tile sheets (megabytes of PNG, seconds to decode on
   a busy machine) come behind it. Here they are pipes nobody writes until the menu has drawn: a
   window that read them first would wait for ever (the alarm ends the test). The 256-px sheet
   (82 MB of pixels in all) is in parts, a tile file's each, read only once one of its tiles is
   drawn larger than the 128-px cell, on the loader's thread: the menu is drawn with the 128-px
   pipe alone written, a base game goes on while its tiles' pipe is still unwritten, and reads
   that part and no other but the followers'. */
static void test_menu_before_art(void)
{
    char dir[600], path[800], src[1200];
    const char *data = getenv("CITADELA_DATA") ? getenv("CITADELA_DATA") : CIT_DATA_DIR;
    snprintf(src, sizeof src, "%s/art/tiles-128.png", data);
    if (!gui_file_exists(src)) { /* a build without its art (the sanitizer's): nothing to feed */
        printf("menu-before-art: skipped, no art in %s\n", data);
        return;
    }
    snprintf(dir, sizeof dir, "%s/slowart", tmpdir);
    snprintf(path, sizeof path, "%s/art", dir);
    mkdir(dir, 0700);
    mkdir(path, 0700);
    static const char *const linked[] = {"tiles-128.txt", "tiles-256.txt", "feature-anchors.txt",
                                         "feature-shapes.txt", "feature-marks.txt", "icon-256.png",
                                         "tiles-256-followers.png", "tiles-256-figures.png", "tiles-256-river.png", "tiles-256-inns.png"};
    for (int i = 0; i < 10; i++)
        art_file(dir, data, linked[i], 0);
    static const char *const pictures[] = {"tiles-128.png", "tiles-256-base.png"};
    for (int i = 0; i < 2; i++)
        art_file(dir, data, pictures[i], 1);
    gui_app_options o;
    memset(&o, 0, sizeof o);
    o.w = 1280, o.h = 800, o.hidden = 1, o.no_settings = 1, o.seed = 7, o.datadir = dir;
    SDL_strlcpy(o.lang, "en", sizeof o.lang);
    char err[256] = "";
    signal(SIGALRM, art_not_awaited);
    alarm(60);
    gui_app *a = gui_app_new(&o, err, sizeof err);
    CHECK(a != NULL);
    if (!a)
        return;
    frames(a, 3);
    alarm(0);
    CHECK(a->scene == GUI_SCENE_MENU && !gui_atlas_ready(a->atlas));
    SDL_Rect rc;
    CHECK(nth_button(a, gui_tr(MSG_NEW_GAME), 0, &rc)); /* the menu drew, its buttons answer */
    harness_shot(a, "menu-before-art");
    snprintf(path, sizeof path, "%s/art/%s", dir, pictures[0]);
    snprintf(src, sizeof src, "%s/art/%s", data, pictures[0]);
    CHECK(feed_pipe(path, src));
    for (int i = 0; i < 2000 && !gui_atlas_ready(a->atlas); i++) { /* at most 20 s */
        SDL_Delay(10);
        frame(a);
    }
    frames(a, 2);
    CHECK(gui_atlas_ready(a->atlas) && gui_atlas_has_art(a->atlas) && a->loop.atlas_told && !a->toast.text[0]);
    /* The menu's backdrop, however large its tiles, asks for no part of the bigger sheet. */
    CHECK(gui_atlas_parts_wanted(a->atlas) == 0);
    harness_shot(a, "menu-after-art");
    /* A game at its first zoom wants the bigger sheet (a tile 150 units wide): the board is drawn
       from the smaller one while the window's loader waits for the pipe. */
    cit_setup su;
    cit_setup_default(&su, 2, 5);
    alarm(60); /* a window that read the 256-px pipe on its own thread would wait for ever */
    CHECK(gui_app_start_game(a, &su) == 0 && a->game);
    frames(a, 30);
    alarm(0);
    int start = cit_tileset_find(a->tiles, "D"), river = cit_tileset_find(a->tiles, "R-01");
    CHECK(a->game && gui_view(a)->cam.zoom > 128 * 1.1f && gui_atlas_cell(a->atlas, start, (int)gui_view(a)->cam.zoom) == 128);
    static char big_path[800], big_src[1200];
    snprintf(big_path, sizeof big_path, "%s/art/%s", dir, pictures[1]);
    snprintf(big_src, sizeof big_src, "%s/art/%s", data, pictures[1]);
    feed_path = big_path, feed_src = big_src;
    SDL_Thread *feeder = SDL_CreateThread(feed_later, "test-feed", NULL);
    CHECK(feeder != NULL);
    gui_view(a)->glide = 0;
    gui_view(a)->cam.zoom = 260;
    gui_view(a)->cam_fitted = 0;
    for (int i = 0; feeder && i < 2000 && gui_atlas_cell(a->atlas, start, 260) != 256; i++) { /* at most 20 s */
        SDL_Delay(10);
        frame(a);
    }
    int fed = 0, read = gui_atlas_cell(a->atlas, start, 260) == 256;
    CHECK(read);
    if (feeder && read)
        SDL_WaitThread(feeder, &fed);
    else if (feeder) /* the pipe never read: its writer is left waiting, not waited for */
        SDL_DetachThread(feeder);
    CHECK(!read || fed == 1);
    /* The base tiles' part and at most the followers': a base game fetches no other set's. */
    int wanted = gui_atlas_parts_wanted(a->atlas);
    CHECK(wanted >= 1 && wanted <= 2);
    if (wanted < 1 || wanted > 2)
        printf("FAIL: a base game zoomed in asked for %d parts of the 256-px sheet\n", wanted);
    /* A tile of another set is drawn from the small sheet until its own part is in. */
    CHECK(river >= 0 && gui_atlas_cell(a->atlas, river, 260) == 128);
    harness_shot(a, "board-256");
    gui_app_free(a);
}

/* Tile 0 drawn from atlas x into the window's top left corner, read back into px (128 x 128). */
static int draw_tile0(gui_app *a, gui_atlas *x, Uint32 *px)
{
    SDL_Rect rc = {0, 0, 128, 128};
    SDL_SetRenderDrawColor(a->r, 0, 0, 0, 255);
    SDL_RenderClear(a->r);
    gui_atlas_tile(x, 0, 0, rc, 255);
    return SDL_RenderReadPixels(a->r, &rc, SDL_PIXELFORMAT_ARGB8888, px, 128 * 4) == 0;
}

/* The windows of a test process decode the 128-px sheet once (gui_atlas_reuse_decoded, on from
   harness_start): a later atlas of the same bytes takes those pixels and draws what its own
   decoding would; one whose file differs decodes its own; with reuse off, each its own. */
static void test_decoded_once(void)
{
    gui_app *a = harness_app(1280, 800, GUI_LANG_EN);
    CHECK(a != NULL);
    if (!a)
        return;
    frames(a, 2);
    CHECK(gui_atlas_reused(a->atlas)); /* earlier windows of this run decoded it */
    char err[256];
    gui_atlas_reuse_decoded(0);
    gui_atlas *own = gui_atlas_new(a->r, a->datadir, a->tiles, err, sizeof err);
    CHECK(own && !err[0] && gui_atlas_has_art(own) && !gui_atlas_reused(own));
    gui_atlas_reuse_decoded(1);
    gui_atlas *first = gui_atlas_new(a->r, a->datadir, a->tiles, err, sizeof err);
    CHECK(first && !err[0] && !gui_atlas_reused(first));
    gui_atlas *later = gui_atlas_new(a->r, a->datadir, a->tiles, err, sizeof err);
    CHECK(later && !err[0] && gui_atlas_has_art(later) && gui_atlas_reused(later));
    static Uint32 mine[128 * 128], theirs[128 * 128];
    int was = gui_draw_enabled;
    gui_draw_enabled = 1;
    CHECK(own && later && draw_tile0(a, own, mine) && draw_tile0(a, later, theirs) &&
          !memcmp(mine, theirs, sizeof mine));
    gui_draw_enabled = was;
    /* Another file (here the first half of the same one): its own decoding, which fails. */
    char dir[600], path[800], src[1200];
    snprintf(dir, sizeof dir, "%s/halfart", tmpdir);
    snprintf(path, sizeof path, "%s/art", dir);
    mkdir(dir, 0700);
    mkdir(path, 0700);
    snprintf(src, sizeof src, "%s/art/tiles-128.txt", a->datadir);
    snprintf(path, sizeof path, "%s/art/tiles-128.txt", dir);
    CHECK(symlink(src, path) == 0);
    size_t len;
    snprintf(src, sizeof src, "%s/art/tiles-128.png", a->datadir);
    snprintf(path, sizeof path, "%s/art/tiles-128.png", dir);
    char *bytes = gui_read_file(src, &len);
    FILE *f = bytes ? fopen(path, "wb") : NULL;
    CHECK(f && fwrite(bytes, 1, len / 2, f) == len / 2);
    if (f)
        fclose(f);
    free(bytes);
    gui_atlas *half = gui_atlas_new(a->r, dir, a->tiles, err, sizeof err);
    CHECK(half && err[0] && !gui_atlas_has_art(half) && !gui_atlas_reused(half));
    gui_atlas_free(own);
    gui_atlas_free(first);
    gui_atlas_free(later);
    gui_atlas_free(half);
    gui_app_free(a);
}

/* A still board is not redrawn: the app reports idle a few seconds after the last input. */
static void test_idle(void)
{
    gui_app *a = new_app(1280, 800);
    CHECK(a != NULL);
    if (!a)
        return;
    frames(a, 2);
    CHECK(gui_app_busy(a)); /* just started: the menu board drifts a moment */
    for (int i = 0; i < 300; i++)
        gui_app_frame(a, 16, 0);
    CHECK(!gui_app_busy(a));
    start_two_player_game(a);
    CHECK(gui_app_busy(a));
    for (int i = 0; i < 300; i++)
        gui_app_frame(a, 16, 0);
    CHECK(!gui_app_busy(a)); /* a human's turn, nothing moving */
    /* A scene change nobody's input caused (the final scoring ending) is still drawn. */
    gui_app_set_scene(a, GUI_SCENE_MENU);
    CHECK(gui_app_busy(a));
    gui_app_set_scene(a, GUI_SCENE_GAME);
    frames(a, 2);
    CHECK(!gui_app_busy(a));
    push_motion(400, 300);
    frame(a);
    CHECK(gui_app_busy(a));
    gui_app_free(a);
}


static void test_monkey(int nframes)
{
    gui_app *a = new_app(1024, 600);
    CHECK(a != NULL);
    if (!a)
        return;
    static const SDL_Keycode keys[] = {SDLK_r, SDLK_TAB, SDLK_RETURN, SDLK_SPACE, SDLK_ESCAPE, SDLK_h, SDLK_t,
                                       SDLK_p, SDLK_z, SDLK_s, SDLK_l, SDLK_LEFT, SDLK_UP, SDLK_HOME, SDLK_PLUS,
                                       SDLK_MINUS, SDLK_n, SDLK_c, SDLK_BACKSPACE, SDLK_a, SDLK_d};
    uint32_t r = 12345;
    int moves = 0;
    for (int f = 0; f < nframes; f++) {
        r = r * 1664525u + 1013904223u;
        uint32_t k = r >> 16;
        int x = (int)(k % 1024u), y = (int)((r >> 5) % 600u);
        switch (k % 11) {
        case 0: case 1: case 2: push_motion(x, y); break;
        case 3: push_button(x, y, 1, 1); break;
        case 4: push_button(x, y, 1, 0); break;
        case 5: push_button(x, y, 3, (int)(k >> 3) & 1); break;
        case 6: {
            SDL_Event e;
            memset(&e, 0, sizeof e);
            e.type = SDL_MOUSEWHEEL;
            e.wheel.y = (int)(k % 3) - 1;
            SDL_PushEvent(&e);
            break;
        }
        case 7: push_key(keys[(k >> 4) % (sizeof keys / sizeof keys[0])], (k & 64) ? KMOD_LCTRL : 0); break;
        case 8: push_text("x"); break;
        default: break;
        }
        /* Computer seats are tested on their own; here they would only burn time. */
        for (int i = 0; i < CIT_MAX_PLAYERS; i++)
            a->setup.players[i].kind = CIT_SEAT_HUMAN;
        /* Help it along: now and then play a real turn so games advance. */
        if (f % 97 == 0 && a->scene == GUI_SCENE_GAME && a->game && a->dlg.kind == GUI_DLG_NONE)
            moves += play_one(a);
        gui_app_frame(a, 16, getenv("MONKEY_NODRAW") ? 0 : f % 16 == 0);
        a->quit = 0;
    }
    CHECK(a->scene >= GUI_SCENE_MENU && a->scene <= GUI_SCENE_RULES);
    printf("monkey: %d frames, %d turns played\n", nframes, moves);
    gui_app_free(a);
}

/* Plays a varied game (random legal cells, some followers) for screenshots. */
static int play_varied(gui_app *a, uint32_t *r)
{
    gui_game *g = a->game;
    if (!g || a->scene != GUI_SCENE_GAME || g->nplace == 0)
        return 0;
    *r = *r * 1664525u + 1013904223u;
    const cit_placement *pl = &g->place[(*r >> 8) % (uint32_t)g->nplace];
    int sx, sy;
    cell_centre(a, pl->x, pl->y, &sx, &sy);
    click(a, sx, sy);
    if (g->nspots && (*r >> 20) % 3 == 0) {
        float px, py;
        int s = g->spots[(*r >> 12) % (uint32_t)g->nspots];
        gui_board_anchor_px(GUI_SCENE_CTX(a), g->pend.tile, s, g->trot, g->tx, g->ty, &px, &py);
        click(a, (int)px, (int)py);
    }
    key(a, SDLK_RETURN, 0);
    return 1;
}

/* Plays the move an easy computer player picks, through the UI (for realistic screenshots). */
static int play_ai(gui_app *a, cit_ai *ai)
{
    gui_game *g = a->game;
    cit_move m;
    if (!g || a->scene != GUI_SCENE_GAME || cit_ai_choose(ai, gui_game_engine(g), &m) != CIT_OK)
        return 0;
    int sx, sy;
    cell_centre(a, m.x, m.y, &sx, &sy);
    click(a, sx, sy);
    for (int k = 0; k < 4 && g->has_tile && g->trot != m.rot; k++)
        key(a, SDLK_r, 0);
    if (m.spot != CIT_SPOT_NONE) {
        float px, py;
        gui_board_anchor_px(GUI_SCENE_CTX(a), g->pend.tile, m.spot, g->trot, g->tx, g->ty, &px, &py);
        click(a, (int)px, (int)py);
    }
    key(a, SDLK_RETURN, 0);
    return 1;
}

/* --shots DIR [LANG]: writes menu, new game, mid-game and results PNGs for the docs. */
static int shots(const char *dir, int lang, int w, int h)
{
    gui_app_options o;
    memset(&o, 0, sizeof o);
    o.w = w;
    o.h = h;
    SDL_strlcpy(o.lang, harness_lang(lang), sizeof o.lang);
    o.fullscreen = 0;
    o.hidden = 1;
    o.no_settings = 1;
    o.seed = 2024;
    char err[256] = "", path[600];
    gui_app *a = gui_app_new(&o, err, sizeof err);
    if (!a)
        return 1;
    const char *sfx = lang == GUI_LANG_CS ? "-cs" : "";
    frames(a, 3);
    snprintf(path, sizeof path, "%s/menu%s.png", dir, sfx);
    gui_app_screenshot(a, path);
    click_button(a, MSG_NEW_GAME);
    click_button(a, MSG_ADD_PLAYER);
    static const char *names[3] = {"Anna", "Bedřich", "Cecílie"};
    for (int i = 0; i < 3; i++)
        SDL_strlcpy(a->setup.players[i].name, names[i], CIT_NAME_LEN);
    a->setup.players[1].kind = CIT_SEAT_HUMAN; /* every seat played by the test's own AI below */
    frames(a, 2);
    snprintf(path, sizeof path, "%s/newgame%s.png", dir, sfx);
    gui_app_screenshot(a, path);
    click_button(a, MSG_START);
    uint32_t r = 99;
    int scored = 0;
    cit_ai *ai = cit_ai_new(CIT_AI_EASY, 5);
    for (int i = 0; i < 34; i++) {
        if (ai)
            play_ai(a, ai);
        else
            play_varied(a, &r);
        for (int k = 0; k < GUI_MAX_FX && !scored && i > 10; k++)
            if (a->game->fx[k].active) {
                key(a, SDLK_HOME, 0);
                a->game->fx[k].t0 = a->game->now - 300;
                snprintf(path, sizeof path, "%s/score%s.png", dir, sfx);
                gui_app_screenshot(a, path);
                scored = 1;
            }
    }
    key(a, SDLK_HOME, 0);
    /* Show a tile being placed, with its follower spots. */
    gui_game *g = a->game;
    if (g->nplace) {
        int sx, sy;
        SDL_Rect rc = gui_camera_cell_rect(&gui_view(a)->cam, g->place[0].x, g->place[0].y);
        sx = rc.x + rc.w / 2;
        sy = rc.y + rc.h / 2;
        click(a, sx, sy);
    }
    a->game->now += 5000;
    push_motion(gui_drawn(a)->board_rc.x + gui_drawn(a)->board_rc.w / 3, gui_drawn(a)->board_rc.y + gui_drawn(a)->board_rc.h / 2);
    frames(a, 2);
    snprintf(path, sizeof path, "%s/midgame%s.png", dir, sfx);
    gui_app_screenshot(a, path);
    key(a, SDLK_h, 0);
    key(a, SDLK_p, 0);
    snprintf(path, sizeof path, "%s/history%s.png", dir, sfx);
    gui_app_screenshot(a, path);
    key(a, SDLK_h, 0);
    key(a, SDLK_p, 0);
    key(a, SDLK_t, 0);
    snprintf(path, sizeof path, "%s/tiles%s.png", dir, sfx);
    gui_app_screenshot(a, path);
    key(a, SDLK_t, 0);
    /* Hover a follower on the board to outline its feature. */
    cit_follower fl[8];
    if (cit_game_followers(gui_game_engine(a->game), fl, 8) > 0) {
        cit_placed_tile t[2];
        cit_game_parts_at(gui_game_engine(a->game), fl[0].x, fl[0].y, t);
        const cit_placed_tile *on = &t[fl[0].half];
        float px, py;
        gui_board_anchor_px(GUI_SCENE_CTX(a), on->tile, fl[0].spot, on->rot, on->x, on->y, &px, &py);
        push_motion((int)px, (int)py);
        frames(a, 2);
        snprintf(path, sizeof path, "%s/hover%s.png", dir, sfx);
        gui_app_screenshot(a, path);
    }
    key(a, SDLK_z, KMOD_LCTRL);
    for (int i = 0; i < 200 && a->scene == GUI_SCENE_GAME && !cit_game_over(gui_game_engine(a->game)); i++)
        if (!ai || !play_ai(a, ai))
            play_varied(a, &r);
    cit_ai_free(ai);
    /* The final scoring: a field step (with the cities it feeds) if there is one, mid-flight. */
    gui_finale *f = a->game->finale;
    if (f && f->active) {
        int pick = 0;
        for (int i = 0; i < f->n; i++)
            if (f->step[i].kind == CIT_FEAT_FIELD && f->step[i].ncities > 0) {
                pick = i;
                break;
            }
        frames(a, 60); /* the camera glides to the whole board first */
        uint32_t step = gui_finale_step_ms(a->settings.anim_speed);
        f->t0 = a->game->now - 900 - step * (uint32_t)pick - step / 2;
        frames(a, 2);
        snprintf(path, sizeof path, "%s/finale%s.png", dir, sfx);
        gui_app_screenshot(a, path);
        click(a, gui_drawn(a)->board_rc.x + 10, gui_drawn(a)->board_rc.y + gui_drawn(a)->board_rc.h / 2);
    }
    frames(a, 2);
    snprintf(path, sizeof path, "%s/results%s.png", dir, sfx);
    gui_app_screenshot(a, path);
    gui_app_free(a);
    return 0;
}

int main(int argc, char **argv)
{
    int monkey = 20000;
    const char *shots_dir = NULL;
    if (argc > 2 && !strcmp(argv[1], "--shots"))
        shots_dir = argv[2];
    else if (argc > 1)
        monkey = atoi(argv[1]);
    if (harness_start("gui-test", "gui") != 0)
        return 1;
    if (shots_dir) {
        int w = 1280, h = 800;
        if (argc > 3)
            sscanf(argv[3], "%dx%d", &w, &h);
        int rc = shots(shots_dir, GUI_LANG_EN, w, h) | shots(shots_dir, GUI_LANG_CS, w, h);
        SDL_Quit();
        harness_finish();
        return rc;
    }
    test_units();
    test_text_parsers();
    test_toasts();
    test_describe();
    gui_app *a = new_app(1280, 800);
    CHECK(a != NULL);
    if (a) {
        start_two_player_game(a);
        if (a->game) {
            test_turn(a);
            test_save_load(a);
            test_load_list(a);
            test_zoom_buttons(a);
            test_spots_apart(a);
            test_text_selection(a);
            test_text_caret(a);
            test_text_burst(a);
            test_history_and_clicks(a);
            test_png(a);
            test_resize(a);
            test_to_results(a);
        }
        gui_app_free(a);
    }
    test_quit_prompt();
    test_idle();
    test_menu_before_art();
    test_settings_layout(1024, 600, GUI_LANG_CS);
    test_settings_layout(1024, 600, GUI_LANG_EN);
    test_menu_fits(1024, 600);
    test_menu_fits(1280, 800);
    test_settings_layout(1280, 800, GUI_LANG_CS);
    test_settings_layout(1280, 800, GUI_LANG_EN);
    test_triangle_cell();
    test_feature_shapes();
    test_decoded_once();
    test_scale();
    test_theme_rule();
    test_pinch();
    test_phone_scroll();
    test_monkey(monkey);
    IMG_Quit();
    SDL_Quit();
    harness_finish();
    printf("gui: %d passed, %d failed\n", passed, failed);
    fflush(stdout);
    return failed ? 1 : 0;
}
