/* The property test's checks of the Princess & the Dragon (RULES.md §9): where the dragon
   stands and how it moves, and the tiles set aside before the first volcano. */
#include <stdlib.h>

#include "property.h"

static long dragon_steps, dragon_eaten; /* over all games */

/* The dragon stands on a tile (once a volcano came), a movement's cells are distinct
   neighbours in order with the dragon on the last, and no dragon tile lies on the board
   before a volcano does. */
static void check_dragon(const cit_game *g, uint64_t seed) {
    int x, y, t, r, on = cit_game_dragon_cell(g, &x, &y);
    if (on) CHECK(cit_game_tile_at(g, x, y, &t, &r), "seed %llu: the dragon stands on no tile", (unsigned long long)seed);
    int8_t v[2 * (CIT_DRAGON_STEPS + 1)];
    int n = cit_game_dragon_visited(g, v, CIT_DRAGON_STEPS + 1);
    CHECK(n <= CIT_DRAGON_STEPS + 1, "seed %llu: %d cells visited", (unsigned long long)seed, n);
    for (int i = 1; i < n; i++) {
        int d = abs(v[2 * i] - v[2 * i - 2]) + abs(v[2 * i + 1] - v[2 * i - 1]);
        CHECK(d == 1, "seed %llu: a dragon step of %d cells", (unsigned long long)seed, d);
        for (int j = 0; j < i; j++)
            CHECK(v[2 * i] != v[2 * j] || v[2 * i + 1] != v[2 * j + 1], "seed %llu: a cell visited twice",
                  (unsigned long long)seed);
    }
    if (n) CHECK(v[2 * n - 2] == x && v[2 * n - 1] == y, "seed %llu: the dragon is not where it went", (unsigned long long)seed);
    cit_tile_id aside[16]; /* back in the stack by the end of the volcano's turn */
    int k = cit_game_dragon_set_aside(g, aside, 16);
    CHECK(!k || !on || cit_game_pending(g).decision != CIT_DECIDE_PLACE_TILE, "seed %llu: tiles still aside with the dragon on the board", (unsigned long long)seed);
}

/* Alone, with each classic expansion in turn, with all of them, most games with the mayor
   or the wagon. "All" (with == 7) leaves
   out the Count and Halflings: with them the box is so long that a random game may span
   more than the board's 128 columns (cells alias: internal.h), a limit of the board, not
   of the dragon. */
static void dragon_options(cit_setup *su, uint64_t seed) {
    int with = (int)(seed % 8);
    su->opt.v[CIT_OPT_DRAGON] = 1;
    su->opt.v[CIT_OPT_COUNT] = (uint8_t)(with == 1);
    su->opt.v[CIT_OPT_HALFLINGS] = (uint8_t)(with == 3);
    su->opt.v[CIT_OPT_RIVER] = (uint8_t)(with == 4 || (with == 7 && seed % 16 == 15));
    su->opt.v[CIT_OPT_INNS] = su->opt.v[CIT_OPT_BIG_FOLLOWER] = (uint8_t)(with == 5 || with == 7);
    su->opt.v[CIT_OPT_TRADERS] = su->opt.v[CIT_OPT_BUILDER] = su->opt.v[CIT_OPT_PIG] = (uint8_t)(with == 6 || with == 7);
    /* the mayor and the wagon through the portal and, with the Count, into its quarters
       (property_count.c counts them) */
    su->opt.v[CIT_OPT_MAYOR] = (uint8_t)(seed % 3 != 0);
    su->opt.v[CIT_OPT_WAGON] = (uint8_t)(seed % 5 != 0);
    if (with == 2 || with == 7) bcb_options_on(su, seed);
}

static void count_dragon_move(const cit_move *m, const cit_outcome *out) {
    dragon_steps += m->type == CIT_MOVE_DRAGON_STEP;
    for (int i = 0; i < out->n; i++) dragon_eaten += out->ev[i].type == CIT_EV_DRAGON_ATE;
}

static int dragon_summary(int games) {
    /* nor one where the dragon hardly moved or ate */
    int failed = 0;
    if (dragon_steps < games || dragon_eaten * 10 < games)
        failed++, fprintf(stderr, "only %ld dragon steps, %ld followers eaten\n", dragon_steps, dragon_eaten);
    fprintf(stderr, "property: %ld dragon steps, %ld meals, %ld decisions in %d games\n", dragon_steps,
            dragon_eaten, module_decisions, games);
    return failed;
}

static void dragon_after_move(property_game *pg, const cit_move *m, const cit_outcome *out) {
    const cit_game *g = cit_session_game(pg->s);
    if (cit_game_setup(g)->opt.v[CIT_OPT_DRAGON]) check_dragon(g, pg->seed);
    count_dragon_move(m, out);
}
static int dragon_mode_summary(int games) { return dragon_summary(games) + count_figures_summary(games, 1, 1); }

static const property_mode dragon_mode = {.name = "dragon", .options = dragon_options, .summary = dragon_mode_summary};
static const property_mode *const modes[] = {&dragon_mode};
static const property_checks checks = {.after_move = dragon_after_move};
const property_module property_dragon = {modes, 1, &checks};
