/* Headless GUI tests that the follower spots of a tile just laid are never under the board's
   zoom buttons (+, -, fit) nor the rules "?" over them: laid under them, the board moves. */
#include "app/app.h"
#include "draw/camera.h"
#include "harness.h"
#include "scenes/game/board_view.h"
#include "scenes/game/game_state.h"

#include <stdio.h>

static const char *const button_names[] = {"zoom in", "zoom out", "fit", "rules"};
enum { NBUTTONS = 4 };

/* The four buttons as drawn last frame; 0 if one is missing. */
static int buttons(gui_app *a, SDL_Rect rc[NBUTTONS])
{
    for (int i = 0; i < NBUTTONS; i++)
        if (!nth_button(a, button_names[i], 0, &rc[i]))
            return 0;
    return 1;
}

/* Spots of the tentative tile whose circle's box overlaps a button's rectangle. */
static int spots_under_buttons(gui_app *a, const SDL_Rect rc[NBUTTONS])
{
    gui_game *g = a->game;
    int r = (int)gui_board_spot_radius(GUI_SCENE_CTX(a), g->pend.tile) + 1, under = 0;
    for (int i = 0; i < g->nspots; i++) {
        int x, y;
        harness_spot_px(a, g->spots[i], &x, &y);
        SDL_Rect spot = {x - r, y - r, 2 * r, 2 * r};
        for (int b = 0; b < NBUTTONS; b++)
            if (SDL_HasIntersection(&spot, &rc[b])) {
                fprintf(stderr, "  spot %d at %d,%d (r %d) under \"%s\" %d,%d %dx%d\n", g->spots[i], x, y, r,
                        button_names[b], rc[b].x, rc[b].y, rc[b].w, rc[b].h);
                under++;
            }
    }
    return under;
}

/* Moves the board so that the middle of cell x,y lies on screen point sx,sy. */
static void cell_to(gui_app *a, int x, int y, int sx, int sy)
{
    float px, py;
    gui_view(a)->glide = 0;
    gui_camera_to_screen(&gui_view(a)->cam, (float)x + 0.5f, (float)y + 0.5f, &px, &py);
    gui_camera_pan(&gui_view(a)->cam, (float)sx - px, (float)sy - py);
}

/* Lays the tile in hand on cell x,y (its first legal turn) with its middle on button b's
   middle, lets the board settle and checks no offered spot is under any button and the tile
   is still wholly on the board. */
static void lay_under(gui_app *a, int x, int y, int b, const char *shot)
{
    SDL_Rect rc[NBUTTONS];
    frames(a, 2);
    CHECK(buttons(a, rc));
    int mask = gui_game_rotmask(a->game, x, y), rot = 0;
    while (rot < 4 && !(mask & (1 << rot)))
        rot++;
    CHECK(rot < 4);
    cell_to(a, x, y, rc[b].x + rc[b].w / 2, rc[b].y + rc[b].h / 2);
    CHECK(gui_game_put(a->game, x, y, rot));
    CHECK(a->game->nspots >= 3);
    frames(a, 90); /* the board glides a quarter second */
    CHECK(buttons(a, rc));
    CHECK(spots_under_buttons(a, rc) == 0);
    SDL_Rect cell = gui_camera_cell_rect(&gui_view(a)->cam, x, y), in;
    CHECK(SDL_IntersectRect(&cell, &gui_drawn(a)->board_rc, &in) && in.w == cell.w && in.h == cell.h);
    harness_shot(a, shot);
}

/* A crossing (W: three roads, three fields) laid east of the start tile under each button,
   at the opening zoom and zoomed in twice. */
static void test_spots_clear_of_buttons(void)
{
    for (int zoom_in = 0; zoom_in <= 2; zoom_in += 2)
        for (int b = 0; b < NBUTTONS; b++) {
            gui_app *a = harness_open_game(GUI_LANG_EN, "spots", "", "D W W W W", "");
            if (!a)
                return;
            a->settings.anim_speed = GUI_SPEED_INSTANT;
            for (int k = 0; k < zoom_in; k++)
                click_label(a, "zoom in");
            char shot[64];
            snprintf(shot, sizeof shot, "spots-under-%s-%d", button_names[b], zoom_in);
            for (char *c = shot; *c; c++)
                if (*c == ' ')
                    *c = '-';
            lay_under(a, 1, 0, b, shot);
            gui_app_free(a);
        }
}

int main(int argc, char **argv)
{
    harness_read_args(argc, argv);
    if (harness_start("citadela-spots-gui", "test_spots_gui") != 0)
        return 1;
    test_spots_clear_of_buttons();
    harness_finish();
    printf("test_spots_gui: %d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}
