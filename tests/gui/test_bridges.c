/* Headless GUI tests of Bridges: the tile dropped, a bridge dragged onto a cell (a square, or a cell
   of two triangles), the turn confirmed. */
#include "app/app.h"
#include "scenes/game/board_view.h"
#include "modules/gui_module.h"
#include "modules/bridges/bridge_turn.h"
#include "modules/bridges/bridge_view.h"
#include "draw/camera.h"
#include "harness.h"
#include "app/i18n.h"
#include "modules/bridges/bridge_text.h"
#include "modules/bridges/bridges.h"

#include <SDL_image.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/*
 * A two-player game with Bridges and a fixed stack (RULES.md §2, as in the scenario
 * bridge-two-bridges-close-road): a road runs W-E through the start tile from a crossing at
 * -1,0 to U at 1,0 (Bob's follower on it). Anna holds a cloister B: at 2,0 its west field
 * faces the road, legal only with a bridge on B itself; at 0,1 it fits without one.
 */
static const char *const save_text = "citadela-save 2\n"
                                     "mode classic\n"
                                     "option bridges 1\n"
                                     "seed 1\n"
                                     "player human 0 Anna\n"
                                     "player human 1 Bob\n"
                                     "tiles D W U B B W\n"
                                     "move place W -1,0 r0\n"
                                     "move place U 1,0 r0 f0\n"
                                     "end\n";

static gui_app *load_text_curtain(const char *text, int lang, int curtain)
{
    char path[512];
    snprintf(path, sizeof path, "%s/bridges.cit", tmpdir);
    FILE *f = fopen(path, "w");
    if (!f)
        return NULL;
    fputs(text, f);
    fclose(f);
    gui_app *a = harness_app(1280, 800, lang);
    if (!a)
        return NULL;
    a->settings.curtain = curtain;
    frames(a, 2);
    if (gui_app_load_game(a, path) != 0 || !a->game) {
        gui_app_free(a);
        return NULL;
    }
    frames(a, 3);
    gui_app_frame(a, GUI_TOAST_MS * 3, 1); /* let the start-up notice pass */
    return a;
}

static gui_app *load_text(const char *text, int lang) { return load_text_curtain(text, lang, 1); }

static gui_app *load_fixture(void) { return load_text(save_text, GUI_LANG_EN); }

static void drag_hand_to(gui_app *a, int x, int y)
{
    int sx, sy;
    cell_centre(a, x, y, &sx, &sy);
    drag(a, gui_drawn(a)->hand_rc.x + gui_drawn(a)->hand_rc.w / 2, gui_drawn(a)->hand_rc.y + gui_drawn(a)->hand_rc.h / 2, sx, sy);
}

/* Drags from pixel x0,y0 to the centre of cell x,y, arriving from direction dx,dy (the axis
   a bridge takes follows the way the pointer travels). */
static void drag_to_cell(gui_app *a, int x0, int y0, int x, int y, int dx, int dy)
{
    SDL_Rect rc = gui_camera_cell_rect(&gui_view(a)->cam, x, y);
    int tx = rc.x + rc.w / 2, ty = rc.y + rc.h / 2, far = rc.w;
    push_motion(x0, y0);
    frame(a);
    push_button(x0, y0, 1, 1);
    frame(a);
    int sx = tx - dx * far, sy = ty - dy * far; /* a cell before the target, then straight in */
    for (int i = 1; i <= 6; i++) {
        push_motion(x0 + (sx - x0) * i / 6, y0 + (sy - y0) * i / 6);
        frame(a);
    }
    for (int i = 1; i <= 6; i++) {
        push_motion(sx + (tx - sx) * i / 6, sy + (ty - sy) * i / 6);
        frame(a);
    }
    push_button(tx, ty, 1, 0);
    frame(a);
}

static int engine_bridges(gui_app *a)
{
    cit_bridge b[8];
    return cit_game_bridges(gui_game_engine(a->game), b, 8);
}

/* A cell that takes the tile only with a bridge: dropping the tile there builds the only
   bridge at once, End turn is allowed, and the engine records it. */
static void test_needed_bridge(void)
{
    gui_app *a = load_fixture();
    CHECK(a != NULL);
    if (!a)
        return;
    gui_game *g = a->game;
    const cit_game *e = gui_game_engine(g);
    CHECK(gui_bridges_on(e));
    CHECK(gui_game_player(g) == 0 && cit_game_bridges_left(e, 0) == 3);
    /* 2,0 is lit as a bridge-only cell. */
    int mask = gui_game_rotmask(g, 2, 0);
    CHECK(mask && (gui_bridges_mask(g, 2, 0) & mask) == mask);
    drag_hand_to(a, 2, 0);
    CHECK(g->has_tile && g->tx == 2 && g->ty == 0);
    CHECK(gui_bridges_of(g)->bneeds && gui_bridges_of(g)->nbopt == 1 && gui_bridges_of(g)->bauto);
    CHECK(gui_bridges_of(g)->bwhere == CIT_BRIDGE_HERE && gui_bridges_of(g)->baxis == CIT_AXIS_WE);
    /* The bridge carries Bob's road on, so no follower may go on it (the spots come from
       the move with its bridge: the cloister and the field only). */
    int nfeat = cit_game_tileset(e)->tiles[g->pend.tile].nfeat, on_bridge = 0;
    for (int i = 0; i < g->nspots; i++)
        on_bridge |= g->spots[i] == nfeat;
    CHECK(!on_bridge && g->nspots == nfeat);
    frame(a);
    CHECK(strcmp(a->toast.text, bridge_tr(BRIDGE_AUTO)) == 0);
    /* Ctrl+Z takes the tile back with its bridge (the two go together here). */
    key(a, SDLK_z, KMOD_LCTRL);
    CHECK(!g->has_tile && gui_bridges_of(g)->bwhere == CIT_BRIDGE_NONE);
    drag_hand_to(a, 2, 0);
    CHECK(g->has_tile && gui_bridges_of(g)->bwhere == CIT_BRIDGE_HERE);
    key(a, SDLK_RETURN, 0);
    e = gui_game_engine(g);
    CHECK(cit_session_length(g->sess) == 3);
    CHECK(engine_bridges(a) == 1 && cit_game_bridges_left(e, 0) == 2);
    cit_placed_tile t[2];
    CHECK(cit_game_parts_at(e, 2, 0, t) == 1 && t[0].overlay == 1 + CIT_AXIS_WE);
    CHECK(g->nlog > 0 && strstr(g->log[g->nlog - 1], "bridge") != NULL);
    gui_app_free(a);
}

/* An optional bridge: the tile is dropped where it fits without one, a bridge is dragged
   from the panel onto the tile, turned, a follower put on it, and the turn confirmed. */
static void test_dragged_bridge(void)
{
    gui_app *a = load_fixture();
    CHECK(a != NULL);
    if (!a)
        return;
    gui_game *g = a->game;
    uint64_t h0 = cit_game_hash(gui_game_engine(g));
    drag_hand_to(a, 0, 1);
    CHECK(g->has_tile && g->tx == 0 && g->ty == 1);
    CHECK(!gui_bridges_of(g)->bneeds && gui_bridges_of(g)->bwhere == CIT_BRIDGE_NONE);
    int axes = gui_bridge_axes_at(g, 0, 1, NULL);
    CHECK(axes != 0);
    frame(a);
    CHECK(gui_bridges_of(a->game)->source_rc.w > 0); /* the panel offers a bridge to drag */
    if (!gui_bridges_of(a->game)->source_rc.w || !axes) {
        gui_app_free(a);
        return;
    }
    int bx = gui_bridges_of(a->game)->source_rc.x + gui_bridges_of(a->game)->source_rc.w / 2, by = gui_bridges_of(a->game)->source_rc.y + gui_bridges_of(a->game)->source_rc.h / 2;
    /* Dropped off the board: nothing happens. */
    drag(a, bx, by, gui_drawn(a)->board_rc.x + 5, gui_drawn(a)->board_rc.y + 5);
    CHECK(gui_bridges_of(g)->bwhere == CIT_BRIDGE_NONE && gui_view(a)->drag.kind == GUI_DRAG_NONE);
    /* Dragged sideways onto the tile: it lies W-E where that is legal. */
    int want = axes & (1 << CIT_AXIS_WE) ? CIT_AXIS_WE : CIT_AXIS_NS;
    drag_to_cell(a, bx, by, 0, 1, 1, 0);
    CHECK(gui_bridges_of(g)->bwhere == CIT_BRIDGE_HERE && gui_bridges_of(g)->baxis == want);
    /* B goes through the bridges the placement allows, then none, and round again. */
    int seen = 0;
    for (int i = 0; i <= gui_bridges_of(g)->nbopt && i < 20; i++) {
        key(a, SDLK_b, 0);
        seen += gui_bridges_of(g)->bwhere != CIT_BRIDGE_NONE;
    }
    CHECK(seen == gui_bridges_of(g)->nbopt && gui_bridges_of(g)->bwhere == CIT_BRIDGE_HERE && gui_bridges_of(g)->baxis == want);
    /* Ctrl+Z takes the bridge back, the tile stays; then drag it again. */
    key(a, SDLK_z, KMOD_LCTRL);
    CHECK(g->has_tile && gui_bridges_of(g)->bwhere == CIT_BRIDGE_NONE);
    frame(a);
    drag_to_cell(a, bx, by, 0, 1, 1, 0);
    CHECK(gui_bridges_of(g)->bwhere == CIT_BRIDGE_HERE && gui_bridges_of(g)->baxis == want);
    /* The follower onto the bridge (its spot is the tile's feature count). */
    int nfeat = cit_game_tileset(gui_game_engine(g))->tiles[g->pend.tile].nfeat;
    float px, py;
    gui_board_anchor_px(GUI_SCENE_CTX(a), g->pend.tile, nfeat, g->trot, g->tx, g->ty, &px, &py);
    frame(a);
    drag(a, gui_drawn(a)->supply_rc.x + gui_drawn(a)->supply_rc.w / 2, gui_drawn(a)->supply_rc.y + gui_drawn(a)->supply_rc.h / 2, (int)px, (int)py);
    CHECK(g->spot == nfeat);
    CHECK(cit_game_hash(gui_game_engine(g)) == h0); /* nothing applied yet */
    key(a, SDLK_RETURN, 0);
    const cit_game *e = gui_game_engine(g);
    CHECK(cit_session_length(g->sess) == 3);
    CHECK(engine_bridges(a) == 1 && cit_game_bridges_left(e, 0) == 2 && cit_game_bridges_left(e, 1) == 3);
    cit_follower f[16];
    int n = cit_game_followers(e, f, 16), on = 0;
    for (int i = 0; i < n && i < 16; i++)
        on |= f[i].x == 0 && f[i].y == 1 && f[i].spot == nfeat && f[i].feature_kind == CIT_FEAT_ROAD;
    CHECK(on);
    gui_app_free(a);
}

/*
 * Halflings with Bridges (RULES.md §4, as in the scenario tri-bridge-second-triangle): Anna
 * has laid H1-03 at 1,0 r0 (D's road into its diagonal, a field leg south), Bob a cloister
 * at -1,0, and Anna now plays H2-08 into the other half, turned r2. It fits without a
 * bridge; a bridge dragged from the panel onto the cell lies N-S across both triangles
 * (the only way: W-E would end on H1-03's road leg), takes Anna's follower, and the
 * engine records one bridge over the two triangles.
 */
static const char *const tri_save_text = "citadela-save 2\n"
                                         "mode classic\n"
                                         "option halflings 1\n"
                                         "option bridges 1\n"
                                         "seed 1\n"
                                         "player human 0 Anna\n"
                                         "player human 1 Bob\n"
                                         "tiles D A A E E H1-03 H2-08 H1-09 H1-01 H1-02 H1-11\n"
                                         "move play H1-03\n"
                                         "move place H1-03 1,0 r0\n"
                                         "move draw\n"
                                         "move place A -1,0 r3\n"
                                         "move play H2-08\n"
                                         "end\n";

static void test_bridge_over_triangles(void)
{
    gui_app *a = load_text_curtain(tri_save_text, GUI_LANG_EN, 0); /* open play: no curtain between turns */
    CHECK(a != NULL);
    if (!a)
        return;
    gui_game *g = a->game;
    const cit_game *e = gui_game_engine(g);
    CHECK(g->pend.decision == CIT_DECIDE_PLACE_TILE && gui_game_player(g) == 0);
    int tile = g->pend.tile, sx, sy;
    CHECK(strcmp(cit_game_tileset(e)->tiles[tile].id, "H2-08") == 0);
    cell_centre(a, 1, 0, &sx, &sy);
    /* into the empty half (legs N and E): the triangle turned r2 */
    SDL_FPoint p[3];
    gui_board_half_poly(GUI_SCENE_CTX(a), 1, 0, 2, p);
    float cx = (p[0].x + p[1].x + p[2].x) / 3, cy = (p[0].y + p[1].y + p[2].y) / 3;
    drag(a, gui_drawn(a)->hand_rc.x + gui_drawn(a)->hand_rc.w / 2, gui_drawn(a)->hand_rc.y + gui_drawn(a)->hand_rc.h / 2, (int)(cx + (p[1].x - cx) * 0.3f),
         (int)(cy + (p[1].y - cy) * 0.3f));
    frames(a, 2);
    if (!(g->has_tile && g->tx == 1 && g->ty == 0 && g->trot == 2))
        fprintf(stderr, "tile %d at %d,%d r%d hand %d,%d %dx%d\n", g->has_tile, g->tx, g->ty, g->trot, gui_drawn(a)->hand_rc.x, gui_drawn(a)->hand_rc.y, gui_drawn(a)->hand_rc.w, gui_drawn(a)->hand_rc.h);
    CHECK(g->has_tile && g->tx == 1 && g->ty == 0 && g->trot == 2);
    CHECK(!gui_bridges_of(g)->bneeds && gui_bridges_of(g)->bwhere == CIT_BRIDGE_NONE);
    CHECK(gui_bridge_axes_at(g, 1, 0, NULL) == 1 << CIT_AXIS_NS);
    frame(a);
    SDL_Rect src = gui_bridges_of(g)->source_rc;
    CHECK(src.w > 0);
    if (!src.w) {
        gui_app_free(a);
        return;
    }
    /* dragged in sideways: the cell takes only N-S, so it lies N-S */
    drag_to_cell(a, src.x + src.w / 2, src.y + src.h / 2, 1, 0, 1, 0);
    CHECK(gui_bridges_of(g)->bwhere == CIT_BRIDGE_HERE && gui_bridges_of(g)->baxis == CIT_AXIS_NS);
    CHECK(gui_bridge_axis_at(GUI_MODULE_CTX(a, gui_module_find(CIT_MODULE_BRIDGES)), 1, 0) == CIT_AXIS_NS);
    /* the follower onto the bridge: the spot after the triangle's features */
    int nfeat = cit_game_tileset(e)->tiles[tile].nfeat;
    float px, py;
    gui_board_anchor_px(GUI_SCENE_CTX(a), tile, nfeat, g->trot, g->tx, g->ty, &px, &py);
    frame(a);
    drag(a, gui_drawn(a)->supply_rc.x + gui_drawn(a)->supply_rc.w / 2, gui_drawn(a)->supply_rc.y + gui_drawn(a)->supply_rc.h / 2, (int)px, (int)py);
    CHECK(g->spot == nfeat);
    if (getenv("CIT_SHOTS")) {
        char path[512];
        snprintf(path, sizeof path, "%s/bridge-over-triangles.png", getenv("CIT_SHOTS"));
        gui_app_screenshot(a, path);
    }
    key(a, SDLK_RETURN, 0);
    e = gui_game_engine(g);
    CHECK(engine_bridges(a) == 1 && cit_game_bridges_left(e, 0) == 2);
    cit_placed_tile t[2];
    CHECK(cit_game_parts_at(e, 1, 0, t) == 2 && t[0].overlay == 1 + CIT_AXIS_NS && t[1].overlay == 1 + CIT_AXIS_NS);
    cit_follower f[16];
    int n = cit_game_followers(e, f, 16), on = 0;
    for (int i = 0; i < n && i < 16; i++)
        on |= f[i].x == 1 && f[i].y == 0 && f[i].half == 1 && f[i].spot == nfeat && f[i].feature_kind == CIT_FEAT_ROAD;
    CHECK(on);
    gui_app_free(a);
}

/* What must hold whatever the player did: the bridge set up is one the engine offers, the
   follower is on an offered spot, and no bridge was lost or made. */
static int consistent(gui_app *a)
{
    gui_game *g = a->game;
    const cit_game *e = gui_game_engine(g);
    int ok = 1, x, y;
    if (gui_bridges_of(g)->bwhere != CIT_BRIDGE_NONE)
        ok &= gui_bridge_cell(g, gui_bridges_of(g)->bwhere, &x, &y) && (gui_bridge_axes_at(g, x, y, NULL) >> gui_bridges_of(g)->baxis & 1);
    if (g->spot != CIT_SPOT_NONE) {
        int found = 0;
        for (int i = 0; i < g->nspots; i++)
            found |= g->spots[i] == g->spot;
        ok &= found;
    }
    const cit_setup *s = cit_game_setup(e);
    int left = 0, per = s->nplayers <= 4 ? 3 : 2;
    for (int p = 0; p < s->nplayers; p++)
        left += cit_game_bridges_left(e, p);
    ok &= left + engine_bridges(a) == per * s->nplayers;
    return ok;
}

/*
 * A monkey on a three-seat hot-seat game with Bridges: tiles dropped on random legal cells,
 * bridges dragged from the panel onto the cells that take one (or anywhere), turned with B,
 * the wheel and the right button, taken back, followers dropped, turns ended; plus random
 * presses. The turn state must stay consistent and the game must advance with bridges built.
 */
static void test_monkey(int nframes)
{
    gui_app *a = harness_app(1024, 640, GUI_LANG_CS);
    CHECK(a != NULL);
    if (!a)
        return;
    frames(a, 2);
    cit_setup setup;
    cit_setup_default(&setup, 3, 4242);
    setup.opt.v[CIT_OPT_BRIDGES] = 1;
    CHECK(gui_app_start_game(a, &setup) == 0 && a->game);
    if (!a->game) {
        gui_app_free(a);
        return;
    }
    uint32_t r = 777;
    int bad = 0, built = 0;
    drawing = 0; /* the logic only: fast */
    for (int f = 0; f < nframes && a->game && !cit_game_over(gui_game_engine(a->game)); f++) {
        gui_game *g = a->game;
        r = r * 1664525u + 1013904223u;
        uint32_t k = r >> 12;
        int sx, sy;
        switch (k % 12) {
        case 0: /* the tile onto a random legal cell */
            if (!g->has_tile && g->nplace && gui_drawn(a)->hand_rc.w) {
                const cit_placement *p = &g->place[(k >> 4) % (uint32_t)g->nplace];
                cell_centre(a, p->x, p->y, &sx, &sy);
                drag(a, gui_drawn(a)->hand_rc.x + gui_drawn(a)->hand_rc.w / 2, gui_drawn(a)->hand_rc.y + gui_drawn(a)->hand_rc.h / 2, sx, sy);
            }
            break;
        case 1:
        case 2: /* a bridge onto a cell that takes one, from either side */
            if (gui_bridges_of(a->game)->source_rc.w && gui_bridges_of(g)->nbopt) {
                int i = (int)((k >> 4) % (uint32_t)gui_bridges_of(g)->nbopt), x, y;
                if (gui_bridge_cell(g, gui_bridges_of(g)->bopt[i].arg0, &x, &y)) {
                    cell_centre(a, x, y, &sx, &sy);
                    drag_to_cell(a, gui_bridges_of(a->game)->source_rc.x + gui_bridges_of(a->game)->source_rc.w / 2, gui_bridges_of(a->game)->source_rc.y + gui_bridges_of(a->game)->source_rc.h / 2, x, y,
                                 (k >> 8) & 1, !((k >> 8) & 1));
                }
            }
            break;
        case 3: key(a, SDLK_b, 0); break;
        case 4: key(a, SDLK_z, KMOD_LCTRL); break;
        case 5: /* a follower onto an offered spot */
            if (g->has_tile && g->nspots && gui_drawn(a)->supply_rc.w) {
                float px, py;
                int sp = g->spots[(k >> 4) % (uint32_t)g->nspots];
                gui_board_anchor_px(GUI_SCENE_CTX(a), g->pend.tile, sp, g->trot, g->tx, g->ty, &px, &py);
                drag(a, gui_drawn(a)->supply_rc.x + gui_drawn(a)->supply_rc.w / 2, gui_drawn(a)->supply_rc.y + gui_drawn(a)->supply_rc.h / 2, (int)px, (int)py);
            }
            break;
        case 6:
        case 7: {
            int before = engine_bridges(a);
            key(a, SDLK_RETURN, 0);
            built += engine_bridges(a) > before;
            break;
        }
        case 8: { /* press, drag a little, release anywhere on the board (the built bridge too) */
            int x = gui_drawn(a)->board_rc.x + (int)((k >> 4) % (uint32_t)gui_drawn(a)->board_rc.w);
            int y = gui_drawn(a)->board_rc.y + (int)((k >> 14) % (uint32_t)gui_drawn(a)->board_rc.h);
            drag(a, x, y, x + (int)(k % 40) - 20, y + (int)((k >> 6) % 40) - 20);
            break;
        }
        case 9: /* right button or the wheel in the middle of a bridge drag */
            if (gui_bridges_of(a->game)->source_rc.w) {
                push_motion(gui_bridges_of(a->game)->source_rc.x + 5, gui_bridges_of(a->game)->source_rc.y + 5);
                frame(a);
                push_button(gui_bridges_of(a->game)->source_rc.x + 5, gui_bridges_of(a->game)->source_rc.y + 5, 1, 1);
                frame(a);
                push_motion(gui_drawn(a)->board_rc.x + gui_drawn(a)->board_rc.w / 2, gui_drawn(a)->board_rc.y + gui_drawn(a)->board_rc.h / 2);
                frame(a);
                if (k & 16) {
                    push_button(gui_drawn(a)->board_rc.x + gui_drawn(a)->board_rc.w / 2, gui_drawn(a)->board_rc.y + gui_drawn(a)->board_rc.h / 2, 3, 1);
                } else {
                    SDL_Event e;
                    memset(&e, 0, sizeof e);
                    e.type = SDL_MOUSEWHEEL;
                    e.wheel.y = 1;
                    SDL_PushEvent(&e);
                }
                frame(a);
                push_button(gui_drawn(a)->board_rc.x + gui_drawn(a)->board_rc.w / 2, gui_drawn(a)->board_rc.y + gui_drawn(a)->board_rc.h / 2, 1, 0);
                frame(a);
            }
            break;
        case 10: key(a, SDLK_r, 0); break;
        default: frame(a); break;
        }
        if (a->game)
            bad += !consistent(a);
    }
    drawing = 1;
    CHECK(bad == 0);
    CHECK(a->game && cit_session_length(a->game->sess) > 20);
    CHECK(built > 0);
    printf("bridges monkey: %d moves, %d turns with a bridge built\n", a->game ? cit_session_length(a->game->sess) : 0,
           built);
    gui_app_free(a);
}

/* Whose a built bridge is, said on hover (its deck or its pennant), in both languages; nothing
   over a plain tile. The owner's mark is a pennant at the first pier, not a disc like a button. */
static void test_bridge_tip(void)
{
    char text[600];
    snprintf(text, sizeof text, "%.*smove place B 2,0 r0 bridge 2,0 we\nend\n", (int)(strlen(save_text) - 4), save_text);
    for (int lang = 0; lang < 2; lang++) {
        gui_app *a = load_text(text, lang ? GUI_LANG_CS : GUI_LANG_EN);
        CHECK(a != NULL);
        if (!a)
            continue;
        int sx, sy;
        cell_centre(a, 2, 0, &sx, &sy);
        SDL_Rect rc = gui_camera_cell_rect(&gui_view(a)->cam, 2, 0);
        push_motion(sx + rc.w / 5, sy);
        frames(a, 2);
        CHECK(gui_bridges_of(a->game)->tip_player == 0); /* Anna's, on the deck */
        push_motion(rc.x + rc.w * 8 / 100, rc.y + rc.h * 20 / 100);
        frames(a, 2);
        CHECK(gui_bridges_of(a->game)->tip_player == 0); /* on the pennant */
        push_motion(sx, rc.y + rc.h * 9 / 10);
        frames(a, 2);
        CHECK(gui_bridges_of(a->game)->tip_player == -1); /* the cloister's field, no bridge */
        rc = gui_camera_cell_rect(&gui_view(a)->cam, 0, 0);
        push_motion(rc.x + rc.w / 2, rc.y + rc.h / 4);
        frames(a, 2);
        CHECK(gui_bridges_of(a->game)->tip_player == -1);
        CHECK(strstr(bridge_tr(BRIDGE_TIP_OWNER), lang ? "Most" : "bridge") != NULL);
        gui_app_free(a);
    }
}

/* A sum over rc of what the renderer holds now (after a frame and whatever was drawn since). */
static long drawn_sum(gui_app *a, SDL_Rect rc)
{
    Uint32 *px = malloc((size_t)rc.w * (size_t)rc.h * 4);
    long sum = 0;
    if (px && SDL_RenderReadPixels(a->r, &rc, SDL_PIXELFORMAT_ARGB8888, px, rc.w * 4) == 0)
        for (int i = 0; i < rc.w * rc.h; i++)
            sum += (long)(px[i] & 0xffffff) % 9973;
    free(px);
    return sum;
}

/* A suggested placement (a hint's, a review's) that builds a bridge shows the bridge, and a
   follower on the bridge stands on it (a review's ghost once drew it beside the bridge). */
static void test_ghost_bridge(void)
{
    gui_app *a = load_fixture();
    CHECK(a != NULL);
    if (!a)
        return;
    int sx, sy;
    cell_centre(a, 2, 0, &sx, &sy);
    frames(a, 2);
    const cit_tile_def *d = &a->tiles->tiles[a->game->pend.tile];
    cit_move m = {.type = CIT_MOVE_PLACE, .tile = (cit_tile_id)a->game->pend.tile, .x = 2, .y = 0, .rot = 0,
                  .spot = CIT_SPOT_NONE};
    SDL_Rect cell = gui_camera_cell_rect(&gui_view(a)->cam, 2, 0);
    long sums[3];
    for (int k = 0; k < 3; k++) {
        m.arg0 = k ? CIT_BRIDGE_HERE : CIT_BRIDGE_NONE;
        m.arg1 = CIT_AXIS_WE;
        m.spot = (int8_t)(k == 2 ? d->nfeat : CIT_SPOT_NONE); /* the bridge's own spot */
        gui_app_frame(a, 0, 1); /* the clock stands still: frames alike but for the ghost */
        gui_board_draw_ghost(GUI_SCENE_CTX(a), &m, 0, 1, 150);
        sums[k] = drawn_sum(a, cell);
    }
    gui_app_frame(a, 0, 1);
    gui_board_draw_ghost(GUI_SCENE_CTX(a), &m, 0, 1, 150);
    CHECK(drawn_sum(a, cell) == sums[2]); /* a still frame draws the same */
    CHECK(sums[1] != sums[0]); /* the bridge is drawn */
    CHECK(sums[2] != sums[1]); /* and the follower on it */
    /* A bridge on the north neighbour is drawn there, not on the tile's own cell. */
    SDL_Rect north = gui_camera_cell_rect(&gui_view(a)->cam, 2, -1);
    m.arg0 = CIT_BRIDGE_NONE;
    m.spot = CIT_SPOT_NONE;
    gui_app_frame(a, 0, 1);
    gui_board_draw_ghost(GUI_SCENE_CTX(a), &m, 0, 1, 150);
    long plain = drawn_sum(a, north);
    m.arg0 = CIT_BRIDGE_N;
    m.arg1 = CIT_AXIS_NS;
    gui_app_frame(a, 0, 1);
    gui_board_draw_ghost(GUI_SCENE_CTX(a), &m, 0, 1, 150);
    CHECK(drawn_sum(a, north) != plain);
    gui_app_free(a);
}

int main(void)
{
    if (harness_start("bridges-test", "bridges-gui") != 0)
        return 1;
    test_needed_bridge();
    test_dragged_bridge();
    test_bridge_tip();
    test_bridge_over_triangles();
    test_ghost_bridge();
    test_monkey(3000);
    IMG_Quit();
    SDL_Quit();
    harness_finish();
    printf("bridges-gui: %d passed, %d failed\n", passed, failed);
    fflush(stdout);
    return failed ? 1 : 0;
}
