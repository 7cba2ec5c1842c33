/* Headless GUI tests of how the board shows followers and explains itself on hover: several
   followers on one part stand apart and the hover counts them, a triangle's follower spots
   do not overlap, a spot's hover counts the follower just put there. */
#include "app/app.h"
#include "draw/atlas.h"
#include "draw/camera.h"
#include "harness.h"
#include "modules/gui_module.h"
#include "modules/bridges/bridge_turn.h"
#include "modules/bridges/bridges.h"
#include "modules/castles/castle_view.h"
#include "modules/count/count.h"
#include "modules/count/count_view.h"
#include "scenes/game/board_view.h"
#include "scenes/game/game_panels.h"
#include "scenes/game/game_state.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

/* tests/scenarios/half-crop-add.scn as a save: Anna's farmer on the field north of the road
   of -1,0 and Ben's on the field south of 1,0's; the crop circle's action A puts a second
   farmer of each beside the first, on the same part. */
static const char *const crop_add_save = "citadela-save 2\n"
                                         "mode classic\n"
                                         "option halflings 1\n"
                                         "seed 1\n"
                                         "player human 0 Anna\n"
                                         "player human 1 Ben\n"
                                         "tiles D U U E E E A A H2-04 H1-01 H1-02 H1-03 H1-05 H1-06\n"
                                         "move draw\n"
                                         "move place U -1,0 r0 f1\n"
                                         "move draw\n"
                                         "move place U 1,0 r0 f2\n"
                                         "move play H2-04\n"
                                         "move place H2-04 0,1 r1\n"
                                         "move crop add farmer\n"
                                         "move cropadd 1,0 f2\n"
                                         "move cropadd -1,0 f1\n"
                                         "end\n";

static gui_app *load_text(const char *name, const char *text)
{
    char path[512];
    snprintf(path, sizeof path, "%s/%s.sav", tmpdir, name);
    FILE *f = fopen(path, "w");
    if (!f)
        return NULL;
    fputs(text, f);
    fclose(f);
    gui_app *a = harness_app(1280, 800, GUI_LANG_EN);
    if (!a)
        return NULL;
    a->settings.curtain = 0;
    a->settings.anim_speed = GUI_SPEED_INSTANT;
    frames(a, 2);
    if (gui_app_load_game(a, path) != 0 || !a->game) {
        CHECK(0);
        gui_app_free(a);
        return NULL;
    }
    frames(a, 3);
    gui_app_frame(a, GUI_TOAST_MS * 3, 1); /* let the start-up notice pass */
    return a;
}

/* The two followers of `player` on the part spot of cell x,y: their indices in f; 1 if found. */
static int pair_on(const cit_follower *f, int n, int player, int x, int y, int spot, int *i0, int *i1)
{
    int k = 0;
    for (int i = 0; i < n; i++)
        if (f[i].where == CIT_AT_PART && f[i].player == player && f[i].x == x && f[i].y == y && f[i].spot == spot) {
            if (k == 0)
                *i0 = i;
            else
                *i1 = i;
            k++;
        }
    return k == 2;
}

/* Two followers on one part (crop circle, action A) stand apart at a small, the default and
   a large zoom, and the hover of that part says "Anna 2". */
static void test_shared_part(void)
{
    gui_app *a = load_text("crop-add", crop_add_save);
    if (!a)
        return;
    const cit_game *e = gui_game_engine(a->game);
    cit_follower f[32];
    int n = cit_game_followers(e, f, 32), i0 = -1, i1 = -1;
    CHECK(n == 4 && pair_on(f, n, 0, -1, 0, 1, &i0, &i1));
    if (i1 < 0) {
        gui_app_free(a);
        return;
    }
    static const char *names[3] = {"shared-small", "shared-default", "shared-large"};
    float zooms[3] = {40.0f, gui_view(a)->cam.zoom, 220.0f};
    for (int z = 0; z < 3; z++) {
        gui_view(a)->cam.zoom = zooms[z];
        gui_view(a)->glide = 0;
        int sx, sy;
        cell_centre(a, 0, 0, &sx, &sy);
        float x0, y0, x1, y1;
        CHECK(gui_board_follower_px(GUI_SCENE_CTX(a), f, n, i0, &x0, &y0) && gui_board_follower_px(GUI_SCENE_CTX(a), f, n, i1, &x1, &y1));
        /* a follower is 0.36 cells tall (14 px at least): half of that apart, both are seen */
        float h = fmaxf(gui_view(a)->cam.zoom * 0.36f, 14.0f), d = hypotf(x1 - x0, y1 - y0);
        CHECK(d >= h * 0.5f);
        /* the part's spot lies between them: hovering it finds the part */
        float ax, ay;
        cit_placed_tile t[2];
        CHECK(cit_game_parts_at(e, -1, 0, t) == 1);
        gui_board_anchor_px(GUI_SCENE_CTX(a), t[0].tile, 1, t[0].rot, -1, 0, &ax, &ay);
        CHECK(fabsf((x0 + x1) * 0.5f - ax) < 1.0f && fabsf((y0 + y1) * 0.5f - ay) < 1.0f);
        push_motion((int)ax, (int)ay);
        frames(a, 2);
        char line[240];
        gui_panel_tooltip_line(GUI_SCENE_CTX(a), line, sizeof line);
        CHECK(gui_view(a)->hover.valid && gui_view(a)->hover.x == -1 && gui_view(a)->hover.y == 0);
        CHECK(strstr(line, "Anna 2") != NULL && strstr(line, "Ben") == NULL);
        if (!strstr(line, "Anna 2"))
            fprintf(stderr, "  hover: %s\n", line);
        harness_shot(a, names[z]);
    }
    gui_app_free(a);
}

/* The hover of a spot counts the follower just put there (before End turn), as the
   feature will be: "Anna", not "nobody". */
static void test_tentative_hover(void)
{
    gui_app *a = harness_app(1280, 800, GUI_LANG_EN);
    if (!a)
        return;
    a->settings.anim_speed = GUI_SPEED_INSTANT;
    frames(a, 2);
    cit_setup su = two_players(11);
    if (gui_app_start_game(a, &su) != 0 || !a->game) {
        CHECK(0);
        gui_app_free(a);
        return;
    }
    frames(a, 3);
    gui_game *g = a->game;
    cit_placement pl[256];
    int np = cit_game_legal_placements(gui_game_engine(g), pl, 256), done = 0;
    for (int i = 0; i < np && i < 256 && !done; i++) {
        int sx, sy;
        cell_centre(a, pl[i].x, pl[i].y, &sx, &sy);
        click(a, sx, sy);
        frames(a, 2);
        if (!g->has_tile || g->nspots == 0) {
            key(a, SDLK_z, KMOD_CTRL);
            frames(a, 2);
            continue;
        }
        key(a, SDLK_1, 0);
        frames(a, 2);
        CHECK(g->spot == g->spots[0]);
        float px, py;
        gui_board_anchor_px(GUI_SCENE_CTX(a), g->pend.tile, g->spot, g->trot, g->tx, g->ty, &px, &py);
        push_motion((int)px, (int)py);
        frames(a, 2);
        char line[240];
        gui_panel_tooltip_line(GUI_SCENE_CTX(a), line, sizeof line);
        CHECK(gui_view(a)->hover.valid && gui_view(a)->hover.preview);
        CHECK(strstr(line, "Anna") != NULL && strstr(line, "nobody") == NULL);
        if (!strstr(line, "Anna"))
            fprintf(stderr, "  hover: %s\n", line);
        harness_shot(a, "tentative-hover");
        done = 1;
    }
    CHECK(done);
    gui_app_free(a);
}

/* Every triangle's follower spots, at the default zoom, in each turn: no two circles touch
   and each lies inside its half of the cell. */
static void test_triangle_spots(void)
{
    gui_app *a = load_text("crop-add-spots", crop_add_save);
    if (!a)
        return;
    const float zoom = gui_view(a)->cam.zoom;
    int checked = 0, overlaps = 0, outside = 0;
    for (int tile = 0; tile < a->tiles->ntiles; tile++) {
        const cit_tile_def *d = &a->tiles->tiles[tile];
        if (d->shape != CIT_SHAPE_TRIANGLE)
            continue;
        float r = gui_board_spot_radius(GUI_SCENE_CTX(a), tile);
        for (int rot = 0; rot < 4; rot++) {
            float px[16], py[16];
            SDL_FPoint tri[3];
            gui_board_half_poly(GUI_SCENE_CTX(a), 5, 5, rot, tri);
            for (int s = 0; s < d->nfeat && s < 16; s++) {
                gui_board_anchor_px(GUI_SCENE_CTX(a), tile, s, rot, 5, 5, &px[s], &py[s]);
                /* inside the half: on the inner side of each of its three edges, a radius clear */
                for (int k = 0; k < 3; k++) {
                    SDL_FPoint p = tri[k], q = tri[(k + 1) % 3], o = tri[(k + 2) % 3];
                    float ex = q.x - p.x, ey = q.y - p.y, len = hypotf(ex, ey);
                    float side = ((px[s] - p.x) * ey - (py[s] - p.y) * ex) / len;
                    float other = ((o.x - p.x) * ey - (o.y - p.y) * ex) / len;
                    if ((other > 0 ? side : -side) < r - 0.5f)
                        outside++;
                }
                for (int t = 0; t < s; t++)
                    if (hypotf(px[s] - px[t], py[s] - py[t]) < 2 * r)
                        overlaps++;
            }
            checked++;
        }
    }
    CHECK(checked >= 24 * 4);
    CHECK(overlaps == 0);
    CHECK(outside == 0);
    if (overlaps || outside)
        fprintf(stderr, "  triangles at zoom %.0f: %d overlaps, %d outside\n", (double)zoom, overlaps, outside);
    gui_app_free(a);
}

/* Anna's castle on D and E (0,0 and 0,-1) with her bridge W-E over E, and her bridge W-E over
   the cloister B at 1,0. */
static const char *const castle_bridge_save = "citadela-save 2\n"
                                              "mode classic\n"
                                              "option bridges 1\n"
                                              "option castles 1\n"
                                              "seed 1\n"
                                              "player human 0 Anna\n"
                                              "player human 1 Ben\n"
                                              "tiles D E W B W E E\n"
                                              "move place E 0,-1 r2 f0 bridge 0,-1 we\n"
                                              "move castle build\n"
                                              "move place W -1,0 r0\n"
                                              "move place B 1,0 r0 bridge 1,0 we\n"
                                              "end\n";

/* Pixels of the bridge's wood (deck, planks, frame) in rc. */
static int wood_pixels(gui_app *a, SDL_Rect rc)
{
    return pixels_of(a, rc, 0xc08a52) + pixels_of(a, rc, 0x6e4624) + pixels_of(a, rc, 0x4a2e16);
}

/* A castle token never runs under a bridge on one of its cells (the deck and piers fill the
   middle third of the cell, edge to edge), and a bridge over a cloister leaves its picture seen. */
static void test_castle_and_cloister_under_bridges(void)
{
    gui_app *a = load_text("castle-bridge", castle_bridge_save);
    if (!a)
        return;
    const cit_game *e = gui_game_engine(a->game);
    for (int z = 0; z < 2; z++) {
        gui_view(a)->cam.zoom = z ? 200.0f : 90.0f;
        int sx, sy;
        push_motion(gui_drawn(a)->board_rc.x + 2, gui_drawn(a)->board_rc.y + gui_drawn(a)->board_rc.h - 2); /* no hover outline */
        cell_centre(a, 0, 0, &sx, &sy);
        frames(a, 2);
        cit_castle c[4];
        CHECK(cit_game_castles(e, c, 4) == 1);
        SDL_Rect tok, cell = gui_camera_cell_rect(&gui_view(a)->cam, 0, -1), in;
        /* the W-E bridge's band over 0,-1: the middle 38 % of the cell, west to east */
        SDL_Rect deck = {cell.x, cell.y + cell.h * 31 / 100, cell.w, cell.h * 38 / 100};
        CHECK(gui_castle_token_rect(GUI_MODULE_CTX(a, gui_module_find(CIT_MODULE_CASTLES)), &c[0], &tok));
        CHECK(!SDL_IntersectRect(&tok, &deck, &in));
        /* the cloister's middle: no wood of the bridge there */
        cit_placed_tile t[2];
        CHECK(cit_game_parts_at(e, 1, 0, t) == 1 && t[0].overlay == 1 + CIT_AXIS_WE);
        float fx, fy; /* B: the cloister is f0; its picture lies round the art's anchor */
        gui_atlas_anchor(a->atlas, t[0].tile, 0, t[0].rot, &fx, &fy);
        SDL_Rect mid = gui_camera_cell_rect(&gui_view(a)->cam, 1, 0);
        float cx = (float)mid.x + fx * (float)mid.w, cy = (float)mid.y + fy * (float)mid.h;
        mid = (SDL_Rect){(int)cx - mid.w * 15 / 100, (int)cy - mid.h * 15 / 100, mid.w * 30 / 100, mid.h * 30 / 100};
        CHECK(wood_pixels(a, mid) == 0);
        if (wood_pixels(a, mid))
            fprintf(stderr, "  zoom %.0f: %d wood pixels on the cloister\n", (double)gui_view(a)->cam.zoom, wood_pixels(a, mid));
        /* the bridge itself is still drawn at both ends */
        SDL_Rect ends = gui_camera_cell_rect(&gui_view(a)->cam, 1, 0);
        ends.w /= 5;
        CHECK(wood_pixels(a, ends) > 0);
        harness_shot(a, z ? "castle-bridge-large" : "castle-bridge");
    }
    gui_app_free(a);
}

/* tests/gui/test_bridges.c's board: Anna holds the cloister B, which fits at 2,0 only with a
   bridge (lit orange) and at 0,1 without one. */
static const char *const only_bridge_save = "citadela-save 2\n"
                                            "mode classic\n"
                                            "option bridges 1\n"
                                            "seed 1\n"
                                            "player human 0 Anna\n"
                                            "player human 1 Bob\n"
                                            "tiles D W U B B W\n"
                                            "move place W -1,0 r0\n"
                                            "move place U 1,0 r0 f0\n"
                                            "end\n";

/* Hovering an orange cell with the tile still in hand explains it before the drop; a cell
   that takes the tile as it is says nothing of bridges. */
static void test_only_with_bridge_tip(void)
{
    gui_app *a = load_text("only-bridge", only_bridge_save);
    if (!a)
        return;
    gui_bridges_state *bs = gui_bridges_of(a->game);
    int sx, sy;
    CHECK(!a->game->has_tile && gui_bridges_mask(a->game, 2, 0) != 0 && gui_bridges_mask(a->game, 0, 1) == 0);
    cell_centre(a, 1, 0, &sx, &sy);
    SDL_Rect rc = gui_camera_cell_rect(&gui_view(a)->cam, 2, 0);
    push_motion(rc.x + rc.w / 2, rc.y + rc.h / 2);
    frames(a, 2);
    CHECK(bs->tip_only == 1);
    harness_shot(a, "only-with-bridge-tip");
    rc = gui_camera_cell_rect(&gui_view(a)->cam, 0, 1);
    push_motion(rc.x + rc.w / 2, rc.y + rc.h / 2);
    frames(a, 2);
    CHECK(bs->tip_only == 0);
    gui_app_free(a);
}

/* A notice shown while a feature is hovered right above it: the tooltip keeps out of the
   notice's box (both are dark boxes with light text; one over the other garbles both). */
static void test_toast_and_tooltip(void)
{
    gui_app *a = load_text("toast-tip", crop_add_save);
    if (!a)
        return;
    gui_app_toast(a, "A notice that runs across the middle of the board for a while");
    frames(a, 2);
    SDL_Rect toast = a->toast.rc;
    CHECK(toast.w > 0);
    const cit_game *e = gui_game_engine(a->game);
    cit_placed_tile t[2];
    CHECK(cit_game_parts_at(e, -1, 0, t) == 1);
    /* the field's spot just above the notice's left part: a tooltip below the pointer would cover it */
    float ax, ay, tx = (float)(toast.x + toast.w / 4), ty = (float)(toast.y - 10);
    gui_board_anchor_px(GUI_SCENE_CTX(a), t[0].tile, 1, t[0].rot, -1, 0, &ax, &ay);
    gui_view(a)->glide = 0;
    gui_view(a)->cam.cx += (ax - tx) / gui_view(a)->cam.zoom;
    gui_view(a)->cam.cy += (ay - ty) / gui_view(a)->cam.zoom;
    frame(a);
    gui_board_anchor_px(GUI_SCENE_CTX(a), t[0].tile, 1, t[0].rot, -1, 0, &ax, &ay);
    push_motion((int)ax, (int)ay);
    frames(a, 2);
    CHECK(gui_view(a)->hover.valid && gui_view(a)->hover.x == -1);
    CHECK(gui_drawn(a)->tip_rc.w > 0 && a->toast.rc.w > 0 && !SDL_HasIntersection(&gui_drawn(a)->tip_rc, &a->toast.rc));
    harness_shot(a, "toast-and-tooltip");
    gui_app_free(a);
}

/* A hover wider than the board wraps into rows inside it (in one row it ran under the side
   panel and stopped mid-sentence); a short one stays one row. */
static void test_long_tooltip(void)
{
    gui_app *a = load_text("long-tip", crop_add_save);
    if (!a)
        return;
    frames(a, 2);
    push_motion(gui_drawn(a)->board_rc.x + gui_drawn(a)->board_rc.w / 2, gui_drawn(a)->board_rc.y + gui_drawn(a)->board_rc.h / 3);
    frames(a, 1);
    char line[600] = "";
    for (int i = 0; i < 8; i++)
        SDL_strlcat(line, "Kartička sem pasuje jen s mostem: položte ji a postavte most, který potřebuje. ", sizeof line);
    gui_tooltip(GUI_SCENE_CTX(a), line, 0);
    SDL_Rect t = gui_drawn(a)->tip_rc, b = gui_drawn(a)->board_rc;
    int row = gui_font_px(&a->ui, 15) * 5 / 4 + gui_px(&a->ui, 12);
    CHECK(t.x >= b.x && t.x + t.w <= b.x + b.w && t.h > 2 * row);
    gui_tooltip(GUI_SCENE_CTX(a), "Anna: 4 points", 0);
    CHECK(gui_drawn(a)->tip_rc.h == row && gui_drawn(a)->tip_rc.w < b.w / 2);
    gui_app_free(a);
}

/* A new two-seat game with the Count (the City of Carcassonne in the middle). */
static gui_app *count_game(void)
{
    gui_app *a = harness_app(1280, 800, GUI_LANG_EN);
    if (!a)
        return NULL;
    a->settings.anim_speed = GUI_SPEED_INSTANT;
    frames(a, 2);
    cit_setup su = two_players(5);
    su.opt.v[CIT_OPT_COUNT] = 1;
    if (gui_app_start_game(a, &su) != 0 || !a->game) {
        CHECK(0);
        gui_app_free(a);
        return NULL;
    }
    frames(a, 3);
    return a;
}

/* The Market's plate (its name, or its icon zoomed out) lies on the stalls, which the painter
   puts across the edge between the Market's two tiles, 0.31 to 0.79 of the cell down
   (tools/build/tileart/count.c), not on the Castle's keep at the top of the first tile. */
static void test_market_plate(void)
{
    gui_app *a = count_game();
    if (!a)
        return;
    int qx, qy;
    CHECK(cit_game_quarter_cell(gui_game_engine(a->game), CIT_QUARTER_MARKET, &qx, &qy));
    static const float zooms[2] = {200, 60};
    for (int z = 0; z < 2; z++) {
        gui_view(a)->cam.zoom = zooms[z];
        gui_view(a)->glide = 0;
        frames(a, 2);
        SDL_Rect cell = gui_camera_cell_rect(&gui_view(a)->cam, qx, qy), plate;
        CHECK(gui_count_plate(GUI_MODULE_CTX(a, gui_module_find(CIT_MODULE_COUNT)), CIT_QUARTER_MARKET, cell, &plate) ==
              (z ? GUI_PLATE_ICON : GUI_PLATE_NAME));
        float bx, by;
        gui_camera_to_board(&gui_view(a)->cam, (float)plate.x + (float)plate.w * 0.5f, (float)plate.y + (float)plate.h * 0.5f, &bx,
                            &by);
        bx -= (float)qx;
        by -= (float)qy;
        CHECK(bx > 0.7f && bx < 1.3f && by > 0.31f && by < 0.79f);
        if (!(bx > 0.7f && bx < 1.3f && by > 0.31f && by < 0.79f))
            fprintf(stderr, "  market plate at %.2f, %.2f of its cell\n", (double)bx, (double)by);
        harness_shot(a, z ? "market-icon" : "market-name");
    }
    gui_app_free(a);
}

/* A field touching the City of Carcassonne: its hover names the City among what it feeds, as
   its 3 points at the end count it (RULES.md §3), not "no finished city yet · 3 points". */
static void test_count_field_hover(void)
{
    gui_app *a = count_game();
    if (!a)
        return;
    const cit_game *e = gui_game_engine(a->game);
    int x, y;
    CHECK(cit_game_quarter_cell(e, CIT_QUARTER_CASTLE, &x, &y));
    char line[240];
    gui_feature_line(e, x, y, 0, 0, line, sizeof line); /* CO-3's field along the north side */
    CHECK(strstr(line, "feeds the City of Carcassonne") != NULL && strstr(line, "3 points at the end") != NULL &&
          strstr(line, "no finished city") == NULL);
    gui_i18n_set(harness_lang(GUI_LANG_CS));
    gui_feature_line(e, x, y, 0, 0, line, sizeof line);
    CHECK(strstr(line, "živí město Carcassonne") != NULL);
    gui_i18n_set(harness_lang(GUI_LANG_EN));
    gui_app_free(a);
}

/* Whether cells x0,y0..x1,y1 are all inside the board's view. */
static int cells_in_view(gui_app *a, int x0, int y0, int x1, int y1)
{
    SDL_Rect lo = gui_camera_cell_rect(&gui_view(a)->cam, x0, y0), hi = gui_camera_cell_rect(&gui_view(a)->cam, x1, y1), v = gui_drawn(a)->board_rc;
    return lo.x >= v.x - 1 && lo.y >= v.y - 1 && hi.x + hi.w <= v.x + v.w + 1 && hi.y + hi.h <= v.y + v.h + 1;
}

/* Issue 90: the board opens showing the play area (the start tile and the cells around it)
   at no more than the start's zoom, and while the player leaves the view alone it follows
   the play area as the board grows, zooming out; once the player zooms, it stays theirs. */
static void test_view_follows_play_area(void)
{
    gui_app *a = harness_open_game(GUI_LANG_EN, "play-area", "",
                                   "D U V U V E B U V K U V E B L U V K U V E B L U V K E B V U V E", "");
    if (!a)
        return;
    const cit_game *e = gui_game_engine(a->game);
    int x0, y0, x1, y1, moves = 0;
    cit_game_bounds(e, &x0, &y0, &x1, &y1);
    CHECK(cells_in_view(a, x0 - 1, y0 - 1, x1 + 1, y1 + 1) && gui_view(a)->cam.zoom <= (float)gui_px(&a->ui, GUI_BOARD_START_ZOOM) + 0.5f);
    float start_zoom = gui_view(a)->cam.zoom;
    int all_seen = 1;
    for (int i = 0; i < 24 && play_one(a); i++) {
        moves++;
        frames(a, 60); /* the glide */
        cit_game_bounds(e, &x0, &y0, &x1, &y1);
        if (!cells_in_view(a, x0 - 1, y0 - 1, x1 + 1, y1 + 1))
            all_seen = 0;
    }
    CHECK(moves >= 20);
    CHECK(all_seen);
    CHECK(gui_view(a)->cam.zoom < start_zoom); /* it did zoom out: the play area outgrew the start's view */
    CHECK(gui_view(a)->cam.zoom <= (float)gui_px(&a->ui, GUI_BOARD_START_ZOOM) + 0.5f);
    /* The player's own zoom: the view stays where they put it. */
    key(a, SDLK_PLUS, 0);
    frames(a, 5);
    float mine = gui_view(a)->cam.zoom;
    if (play_one(a))
        frames(a, 60);
    CHECK(gui_view(a)->cam.zoom == mine);
    gui_app_free(a);
}

int main(int argc, char **argv)
{
    harness_read_args(argc, argv);
    if (harness_start("citadela-board-gui", "test_board_gui") != 0)
        return 1;
    test_shared_part();
    test_tentative_hover();
    test_triangle_spots();
    test_castle_and_cloister_under_bridges();
    test_only_with_bridge_tip();
    test_toast_and_tooltip();
    test_long_tooltip();
    test_market_plate();
    test_count_field_hover();
    test_view_follows_play_area();
    harness_finish();
    printf("test_board_gui: %d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}
