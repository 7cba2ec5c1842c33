/* Set-ups the Halflings window tests share: a deal found by a test of the new game, a game
   started in a window (after found moves), a square played by clicking. */
#include "test_halflings.h"

#include "scenes/game/board_view.h"

#include <stdio.h>

void setup_for(cit_setup *su, uint64_t seed, int n, const int *kinds, int draft)
{
    static const char *names[] = {"Anna", "Bedřich", "Cecílie", "David"};
    cit_setup_default(su, n, seed);
    su->opt.v[CIT_OPT_HALFLINGS] = 1;
    su->opt.v[CIT_OPT_HALFLINGS_DRAFT] = (uint8_t)draft;
    for (int p = 0; p < n; p++) {
        snprintf(su->players[p].name, sizeof su->players[p].name, "%s", names[p]);
        su->players[p].kind = (uint8_t)kinds[p];
    }
}

gui_app *start(int lang, const cit_setup *su, int curtain)
{
    gui_app *a = harness_app(1280, 800, lang);
    if (!a)
        return NULL;
    a->settings.curtain = curtain;
    a->settings.anim_speed = GUI_SPEED_INSTANT;
    frames(a, 2);
    if (gui_app_start_game(a, su) != 0 || !a->game) {
        CHECK(0);
        gui_app_free(a);
        return NULL;
    }
    frames(a, 3);
    return a;
}

void glide_to(gui_app *a, int x, int y)
{
    gui_view(a)->glide = 0;
    gui_view(a)->cam.cx = (float)x + 0.5f;
    gui_view(a)->cam.cy = (float)y + 0.5f;
    gui_view(a)->cam.zoom = 120;
    frames(a, 2);
}

/* Places the square in hand on its first legal cell by clicking, then Enter. */
void play_square(gui_app *a)
{
    gui_game *g = a->game;
    CHECK(g->pend.decision == CIT_DECIDE_PLACE_TILE && g->nplace > 0);
    if (g->nplace <= 0)
        return;
    glide_to(a, g->place[0].x, g->place[0].y);
    SDL_Rect rc = gui_camera_cell_rect(&gui_view(a)->cam, g->place[0].x, g->place[0].y);
    click(a, rc.x + rc.w / 2, rc.y + rc.h / 2);
    frames(a, 2);
    CHECK(g->has_tile);
    key(a, SDLK_RETURN, 0);
    frames(a, 3);
}

uint64_t find_deal(cit_setup *su, int n, const int *kinds, int draft, uint64_t last, deal_test fits, void *ctx)
{
    for (uint64_t seed = 1; seed < last; seed++) {
        setup_for(su, seed, n, kinds, draft);
        cit_status st;
        cit_game *e = cit_game_new(su, NULL, 0, &st);
        int ok = e && fits(e, seed, ctx);
        cit_game_free(e);
        if (ok)
            return seed;
    }
    return 0;
}

gui_app *start_after(int lang, const cit_setup *su, int curtain, const cit_move *ms, int n)
{
    gui_app *a = start(lang, su, curtain);
    if (!a)
        return NULL;
    for (int i = 0; i < n; i++)
        CHECK(gui_game_apply(a->game, &ms[i], NULL) == CIT_OK);
    return a;
}
