/*
 * The GUI seam's promise, tested: the counter module shows itself in the side panel with
 * nothing outside its own files (gui_counter.c, gui_counter.h) and the GUI registry copy
 * (gui_registry.c, linked in place of gui/modules/registry.c). The core allocates its
 * per-game state and calls its hook for every player row, with the other modules on too.
 */
#include "app/app.h"
#include "gui_counter.h"
#include "harness.h"
#include "app/i18n.h"
#include "mod_counter.h"
#include "modules/castles/castles.h"
#include "modules/count/count.h"

#include <string.h>

static void play(int count)
{
    gui_app *a = harness_app(1280, 800, GUI_LANG_EN);
    CHECK(a != NULL);
    if (!a)
        return;
    cit_setup s;
    cit_setup_default(&s, 3, 5);
    s.opt.v[CIT_OPT_COUNT] = (uint8_t)count;
    s.opt.v[CIT_OPT_CASTLES] = 1;
    for (int p = 0; p < s.nplayers; p++)
        s.players[p].kind = CIT_SEAT_HUMAN;
    CHECK(gui_app_start_game(a, &s) == 0 && a->game);
    if (!a->game) {
        gui_app_free(a);
        return;
    }
    const cit_game *e = gui_game_engine(a->game);
    CHECK((cit_game_modules(e) >> COUNTER_MODULE_ID) & 1); /* the counter runs */
    gui_counter_state *st = gui_game_module(a->game, COUNTER_MODULE_ID);
    CHECK(st != NULL); /* the core allocated its state */
    if (!st) {
        gui_app_free(a);
        return;
    }
    int moves = 0;
    for (int i = 0; i < 40 && !cit_game_over(gui_game_engine(a->game)); i++) {
        cit_move m;
        if (cit_game_random_move(gui_game_engine(a->game), 77u + (uint64_t)i, &m) != CIT_OK ||
            gui_game_apply(a->game, &m, NULL) != CIT_OK)
            break;
        moves++;
        frames(a, 1);
    }
    CHECK(moves > 5);
    frames(a, 2);
    e = gui_game_engine(a->game);
    int same = 1, any = 0;
    for (int p = 0; p < s.nplayers; p++) {
        same &= st->shown[p] == counter_placed(e, p);
        any |= st->shown[p] > 0;
    }
    CHECK(st->frames > 0); /* the panel called its hook */
    CHECK(same && any);    /* and it showed each player's count as the engine has it */
    gui_app_free(a);
}

int main(void)
{
    if (harness_start("counter-gui", "counter-gui") != 0)
        return 1;
    play(0);
    play(1); /* with the Count's table entry running beside it */
    harness_finish();
    printf("counter-gui: %d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}
