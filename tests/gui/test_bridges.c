/* Headless GUI tests of Bridges: the tile dropped, a bridge dragged onto a cell, the turn confirmed. */
#include "app.h"
#include "board_view.h"
#include "bridge_turn.h"
#include "camera.h"
#include "harness.h"
#include "i18n.h"

#include <SDL_image.h>
#include <stdio.h>
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

static gui_app *load_fixture(void)
{
    char path[512];
    snprintf(path, sizeof path, "%s/bridges.cit", tmpdir);
    FILE *f = fopen(path, "w");
    if (!f)
        return NULL;
    fputs(save_text, f);
    fclose(f);
    gui_app *a = harness_app(1280, 800, GUI_LANG_EN);
    if (!a)
        return NULL;
    frames(a, 2);
    if (gui_app_load_game(a, path) != 0 || !a->game) {
        gui_app_free(a);
        return NULL;
    }
    frames(a, 3);
    gui_app_frame(a, GUI_TOAST_MS * 3, 1); /* let the start-up notice pass */
    return a;
}

/* Centre of a board cell on screen, after centring the camera on it. */
static void cell_centre(gui_app *a, int x, int y, int *sx, int *sy)
{
    a->glide = 0;
    a->cam.cx = (float)x + 0.5f;
    a->cam.cy = (float)y + 0.5f;
    frame(a);
    SDL_Rect rc = gui_camera_cell_rect(&a->cam, x, y);
    *sx = rc.x + rc.w / 2;
    *sy = rc.y + rc.h / 2;
}

static void drag_hand_to(gui_app *a, int x, int y)
{
    int sx, sy;
    cell_centre(a, x, y, &sx, &sy);
    drag(a, a->hand_rc.x + a->hand_rc.w / 2, a->hand_rc.y + a->hand_rc.h / 2, sx, sy);
}

/* Drags from pixel x0,y0 to the centre of cell x,y, arriving from direction dx,dy (the axis
   a bridge takes follows the way the pointer travels). */
static void drag_to_cell(gui_app *a, int x0, int y0, int x, int y, int dx, int dy)
{
    SDL_Rect rc = gui_camera_cell_rect(&a->cam, x, y);
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
    CHECK(mask && (gui_game_bridgemask(g, 2, 0) & mask) == mask);
    drag_hand_to(a, 2, 0);
    CHECK(g->has_tile && g->tx == 2 && g->ty == 0);
    CHECK(g->bneeds && g->nbopt == 1 && g->bauto);
    CHECK(g->bwhere == CIT_BRIDGE_HERE && g->baxis == CIT_AXIS_WE);
    /* The bridge carries Bob's road on, so no follower may go on it (the spots come from
       the move with its bridge: the cloister and the field only). */
    int nfeat = cit_game_tileset(e)->tiles[g->pend.tile].nfeat, on_bridge = 0;
    for (int i = 0; i < g->nspots; i++)
        on_bridge |= g->spots[i] == nfeat;
    CHECK(!on_bridge && g->nspots == nfeat);
    frame(a);
    CHECK(strcmp(a->toast, gui_tr(MSG_BRIDGE_AUTO)) == 0);
    /* Ctrl+Z takes the tile back with its bridge (the two go together here). */
    key(a, SDLK_z, KMOD_LCTRL);
    CHECK(!g->has_tile && g->bwhere == CIT_BRIDGE_NONE);
    drag_hand_to(a, 2, 0);
    CHECK(g->has_tile && g->bwhere == CIT_BRIDGE_HERE);
    key(a, SDLK_RETURN, 0);
    e = gui_game_engine(g);
    CHECK(cit_session_length(g->sess) == 3);
    CHECK(engine_bridges(a) == 1 && cit_game_bridges_left(e, 0) == 2);
    cit_placed_tile t;
    CHECK(cit_game_tile_at(e, 2, 0, &t) && t.bridge == 1 + CIT_AXIS_WE);
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
    CHECK(!g->bneeds && g->bwhere == CIT_BRIDGE_NONE);
    int axes = gui_bridge_axes_at(g, 0, 1, NULL);
    CHECK(axes != 0);
    frame(a);
    CHECK(a->bridge_rc.w > 0); /* the panel offers a bridge to drag */
    if (!a->bridge_rc.w || !axes) {
        gui_app_free(a);
        return;
    }
    int bx = a->bridge_rc.x + a->bridge_rc.w / 2, by = a->bridge_rc.y + a->bridge_rc.h / 2;
    /* Dropped off the board: nothing happens. */
    drag(a, bx, by, a->board_rc.x + 5, a->board_rc.y + 5);
    CHECK(g->bwhere == CIT_BRIDGE_NONE && a->drag.kind == GUI_DRAG_NONE);
    /* Dragged sideways onto the tile: it lies W-E where that is legal. */
    int want = axes & (1 << CIT_AXIS_WE) ? CIT_AXIS_WE : CIT_AXIS_NS;
    drag_to_cell(a, bx, by, 0, 1, 1, 0);
    CHECK(g->bwhere == CIT_BRIDGE_HERE && g->baxis == want);
    /* B goes through the bridges the placement allows, then none, and round again. */
    int seen = 0;
    for (int i = 0; i <= g->nbopt && i < 20; i++) {
        key(a, SDLK_b, 0);
        seen += g->bwhere != CIT_BRIDGE_NONE;
    }
    CHECK(seen == g->nbopt && g->bwhere == CIT_BRIDGE_HERE && g->baxis == want);
    /* Ctrl+Z takes the bridge back, the tile stays; then drag it again. */
    key(a, SDLK_z, KMOD_LCTRL);
    CHECK(g->has_tile && g->bwhere == CIT_BRIDGE_NONE);
    frame(a);
    drag_to_cell(a, bx, by, 0, 1, 1, 0);
    CHECK(g->bwhere == CIT_BRIDGE_HERE && g->baxis == want);
    /* The follower onto the bridge (its spot is the tile's feature count). */
    int nfeat = cit_game_tileset(gui_game_engine(g))->tiles[g->pend.tile].nfeat;
    float px, py;
    gui_board_anchor_px(a, g->pend.tile, nfeat, g->trot, g->tx, g->ty, &px, &py);
    frame(a);
    drag(a, a->supply_rc.x + a->supply_rc.w / 2, a->supply_rc.y + a->supply_rc.h / 2, (int)px, (int)py);
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

int main(void)
{
    if (harness_start("bridges-test") != 0)
        return 1;
    if (SDL_Init(SDL_INIT_VIDEO) != 0) {
        fprintf(stderr, "SDL_Init: %s\n", SDL_GetError());
        printf("bridges-gui: 0 passed, 1 failed\n");
        return 1;
    }
    IMG_Init(IMG_INIT_PNG);
    test_needed_bridge();
    test_dragged_bridge();
    IMG_Quit();
    SDL_Quit();
    harness_finish();
    printf("bridges-gui: %d passed, %d failed\n", passed, failed);
    fflush(stdout);
    return failed ? 1 : 0;
}
