/* The menus' backdrop: a real board from a quick random game, drifting slowly under a
   dark veil (the menu, new-game, rules, settings and results screens draw it first). */
#include "scenes/backdrop.h"
#include "modules/gui_module.h"
#include "draw/camera.h"
#include "draw/draw.h"

#include <math.h>
#include <stdlib.h>

/* In layout units: a cell of the board drifting behind the screens. */
enum { BACKDROP_CELL = 110 };

/* Plays a quick random game once; its board is the menus' backdrop. */
static cit_game *make_backdrop(void)
{
    cit_setup s;
    cit_status st;
    cit_setup_default(&s, 3, 20240611);
    s.players[2].colour = 2;
    cit_game *g = cit_game_new(&s, NULL, 0, &st);
    cit_move *moves = malloc(sizeof *moves * CIT_MAX_MOVES);
    uint32_t r = 77;
    for (int turn = 0; g && moves && turn < 48 && !cit_game_over(g); turn++) {
        int n = cit_game_legal_moves(g, moves, CIT_MAX_MOVES);
        if (n <= 0)
            break;
        if (n > CIT_MAX_MOVES)
            n = CIT_MAX_MOVES;
        r = r * 1664525u + 1013904223u;
        /* Prefer moves near the centre so the board stays compact. */
        int best = (int)((r >> 8) % (uint32_t)n), bestd = 1 << 30;
        for (int k = 0; k < 6; k++) {
            r = r * 1664525u + 1013904223u;
            int c = (int)((r >> 8) % (uint32_t)n), d = moves[c].x * moves[c].x + moves[c].y * moves[c].y;
            if (d < bestd) {
                bestd = d;
                best = c;
            }
        }
        cit_game_apply(g, &moves[best], NULL);
    }
    free(moves);
    return g;
}

/* The clock the drift follows: the app's, or 0 under CITADELA_STILL_BACKDROP (set only by tests
   that compare screenshots, tests/windows/window-shot.sh). The menu stops redrawing a few seconds
   after the last input, so the board stands wherever its last frame fell; under load that was
   a different place in each of two windows started at different times. */
static uint32_t drift_clock(uint32_t clock) { return SDL_getenv("CITADELA_STILL_BACKDROP") ? 0 : clock; }

void gui_backdrop(const gui_art *art, cit_game **board, int w, int h, uint32_t app_clock)
{
    gui_atlas *atlas = art->atlas;
    SDL_Renderer *r = art->ui->r;
    if (!*board)
        *board = make_backdrop();
    const cit_game *g = *board;
    if (!g)
        return;
    int n = cit_game_placed_count(g);
    int x0, y0, x1, y1;
    cit_game_bounds(g, &x0, &y0, &x1, &y1);
    gui_camera cam = {(float)(x0 + x1 + 1) * 0.5f, (float)(y0 + y1 + 1) * 0.5f, (float)gui_px(art->ui, BACKDROP_CELL),
                      {0, 0, w, h}, 1, 1000};
    uint32_t clock = drift_clock(app_clock);
    cam.cx += 0.8f * sinf((float)clock * 0.00005f);
    cam.cy += 0.5f * cosf((float)clock * 0.00004f);
    gui_fill_rect(r, (SDL_Rect){0, 0, w, h}, gui_rgba(GUI_COL_BOARD, 255));
    if (!gui_atlas_ready(atlas)) { /* the art still loading: the ground alone, the menu at once */
        gui_fill_rect(r, (SDL_Rect){0, 0, w, h}, gui_rgba(GUI_COL_VEIL, 150));
        return;
    }
    /* Under its veil the backdrop is drawn from the 128-px sheet at any size: a phone's menu
       (tiles 330 px wide at a pixel ratio of 3) fetches no part of the 256-px one. */
    gui_atlas_small_only(atlas, 1);
    for (int i = 0; i < n; i++) {
        cit_placed_tile t = cit_game_placed(g, i);
        gui_atlas_tile(atlas, t.tile, t.rot, gui_camera_cell_rect(&cam, t.x, t.y), 255);
    }
    cit_follower f[CIT_MAX_PLAYERS * CIT_FOLLOWERS];
    int nf = cit_game_followers(g, f, CIT_MAX_PLAYERS * CIT_FOLLOWERS); /* every follower has one place */
    for (int i = 0; i < nf && i < CIT_MAX_PLAYERS * CIT_FOLLOWERS; i++) {
        cit_placed_tile pc[2];
        float fx, fy, sx, sy;
        if (f[i].where != CIT_AT_PART || cit_game_parts_at(g, f[i].x, f[i].y, pc) <= f[i].half)
            continue;
        cit_placed_tile t = pc[f[i].half];
        gui_atlas_anchor(atlas, t.tile, f[i].spot, t.rot, &fx, &fy);
        gui_camera_to_screen(&cam, (float)t.x + fx, (float)t.y + fy, &sx, &sy);
        gui_atlas_follower(atlas, art->palette_cb, f[i].player, gui_follower_lying(f[i].feature_kind), sx,
                           sy, cam.zoom * 0.36f, 255);
    }
    gui_atlas_small_only(atlas, 0);
    gui_fill_rect(r, (SDL_Rect){0, 0, w, h}, gui_rgba(GUI_COL_VEIL, 150));
}
