/* The property test's checks of Abbey & Mayor (RULES.md §11): abbeys taken and placed,
   mayors on cities, wagons off fields, barns that stay and keep farmers out. */
#include <string.h>

#include "property.h"

static long abbeys_taken, mayors_placed; /* abbeys taken into hand, mayors put on cities */
static long wagons_placed, wagons_moved;  /* wagons put on the board, moved after a scoring */
static long barns_placed, barn_scorings;  /* barns put on corners, barn fields paid at the end */

/* Abbey & Mayor's barns (RULES.md §11): a barn placed stays where it went to the end (it
   never returns), one per player, and whenever a player is to place a tile no follower
   stands in a barn's field (its farmers went home at the end of the turn part). */
static void check_barns(const cit_game *g, const cit_event *barn_at, int nplayers, unsigned long long seed) {
    for (int p = 0; p < nplayers; p++) {
        int x, y, corner, on = cit_game_barn(g, p, &x, &y, &corner);
        const cit_event *ev = &barn_at[p];
        CHECK(on + cit_game_barn_in_supply(g, p) == (cit_game_setup(g)->opt.v[CIT_OPT_BARN] ? 1 : 0),
              "seed %llu: a barn in two places or in none", seed);
        CHECK(on == (ev->type != 0) && (!on || (x == ev->x && y == ev->y && corner == ev->quarter)),
              "seed %llu: a barn returned or moved", seed);
        cit_feature_info info;
        if (!on || cit_game_pending(g).decision != CIT_DECIDE_PLACE_TILE) continue;
        CHECK(cit_game_feature_brief(g, ev->x, ev->y, ev->spot, 0, &info) && info.kind == CIT_FEAT_FIELD,
              "seed %llu: a barn off a field", seed);
        for (int q = 0; q < nplayers; q++)
            CHECK(!info.followers[q], "seed %llu: a farmer in a barn's field", seed);
    }
}

/* One event of a move just applied (now: the game after it); barn_at keeps each player's
   barn placement. */
static void check_abbey_event(const cit_game *now, const cit_event *ev, cit_event *barn_at, uint64_t seed) {
    cit_feature_info info;
    if (ev->type == CIT_EV_ABBEY_MAYOR) { /* it may be home again: its city scored */
        mayors_placed++;
        CHECK(cit_game_feature_brief(now, ev->x, ev->y, ev->spot, ev->half, &info) && info.kind == CIT_FEAT_CITY &&
                  cit_game_mayor(now, ev->player, NULL) != cit_game_mayor_in_supply(now, ev->player),
              "seed %llu: a mayor placed off a city, or in two places", (unsigned long long)seed);
    }
    if (ev->type == CIT_EV_ABBEY_WAGON) {
        wagons_placed += !ev->count, wagons_moved += ev->count;
        /* (a placed wagon may be home again: its feature scored and it had nowhere to go) */
        CHECK(cit_game_feature_brief(now, ev->x, ev->y, ev->spot, ev->half, &info) && info.kind != CIT_FEAT_FIELD &&
                  (!ev->count || !info.complete) &&
                  cit_game_wagon(now, ev->player, NULL) + cit_game_wagon_in_supply(now, ev->player) <= 1,
              "seed %llu: a wagon on a field (kind %d), moved (%d) onto a completed feature (%d), or in two places",
              (unsigned long long)seed, info.kind, ev->count, info.complete);
    }
    if (ev->type == CIT_EV_ABBEY_BARN) {
        CHECK(!barn_at[ev->player].type, "seed %llu: a second barn", (unsigned long long)seed);
        barn_at[ev->player] = *ev;
        barns_placed++;
    }
    barn_scorings += ev->type == CIT_EV_SCORE && ev->reason == CIT_SCORE_ABBEY_BARN;
    if (ev->type == CIT_EV_ABBEY_TAKEN) {
        abbeys_taken++;
        CHECK(!cit_game_abbey_held(now, ev->player) && cit_tile_is_abbey(now, cit_game_pending(now).tile),
              "seed %llu: an abbey taken twice, or not into hand", (unsigned long long)seed);
    }
}

/* Alone, and with each expansion it may meet. */
static void abbey_options(cit_setup *su, uint64_t seed) {
    su->opt.v[CIT_OPT_ABBEY] = (uint8_t)(seed % 3 != 2);
    su->opt.v[CIT_OPT_MAYOR] = (uint8_t)(seed % 3 != 0); /* with Halflings too since 2026-11-27 */
    su->opt.v[CIT_OPT_WAGON] = (uint8_t)(seed % 5 != 0);
    su->opt.v[CIT_OPT_COUNT] = (uint8_t)(seed % 7 == 0);
    su->opt.v[CIT_OPT_HALFLINGS] = (uint8_t)(seed % 7 == 2);
    su->opt.v[CIT_OPT_RIVER] = (uint8_t)(seed % 7 == 3);
    su->opt.v[CIT_OPT_INNS] = su->opt.v[CIT_OPT_BIG_FOLLOWER] = (uint8_t)(seed % 7 == 4);
    su->opt.v[CIT_OPT_TRADERS] = su->opt.v[CIT_OPT_BUILDER] = su->opt.v[CIT_OPT_PIG] = (uint8_t)(seed % 7 == 5);
    su->opt.v[CIT_OPT_FARMERS_OFF] = (uint8_t)(seed % 7 == 6 && seed % 3 == 0); /* alone: not with the pig or the Count */
    su->opt.v[CIT_OPT_BARN] = (uint8_t)(!su->opt.v[CIT_OPT_FARMERS_OFF] && seed % 4 != 3); /* refused with farmers_off */
    if (seed % 7 == 1) bcb_options_on(su, seed);
}

static int abbey_summary(int games) {
    /* a run where abbeys were hardly placed would prove little */
    int failed = 0;
    if (abbeys_taken * 4 < games || mayors_placed * 4 < games || wagons_moved * 10 < games || barns_placed * 4 < games ||
        barn_scorings * 10 < games)
        failed++, fprintf(stderr, "only %ld abbeys taken, %ld mayors placed, %ld wagons moved, %ld barns placed, "
                          "%ld barn fields paid\n", abbeys_taken, mayors_placed, wagons_moved, barns_placed,
                          barn_scorings);
    fprintf(stderr, "property: %ld abbeys taken, %ld mayors placed, %ld wagons placed and %ld moved, %ld barns "
            "placed, %ld barn fields paid in %d games\n",
            abbeys_taken, mayors_placed, wagons_placed, wagons_moved, barns_placed, barn_scorings, games);
    return failed;
}

static cit_event barn_at[CIT_MAX_PLAYERS]; /* each player's barn placement (type 0: none yet) */

static int abbey_on(const cit_game *g) {
    const cit_setup *su = cit_game_setup(g);
    return su->opt.v[CIT_OPT_ABBEY] || su->opt.v[CIT_OPT_MAYOR] || su->opt.v[CIT_OPT_WAGON] || su->opt.v[CIT_OPT_BARN];
}
static void abbey_game_start(property_game *pg) {
    (void)pg;
    memset(barn_at, 0, sizeof barn_at);
}
static void abbey_before_move(property_game *pg) {
    const cit_game *g = cit_session_game(pg->s);
    if (abbey_on(g)) check_barns(g, barn_at, pg->nplayers, pg->seed);
}
/* After the last land tile each player may place their abbey, the round going on from
   there (passes skipped); never one who holds one. */
static int abbey_turn_order(property_game *pg, const cit_pending *pd) {
    const cit_game *g = cit_session_game(pg->s);
    if (!cit_tile_is_abbey(g, pd->tile) || cit_game_stack_left(g)) return PROPERTY_TURN_NEXT;
    CHECK(!cit_game_abbey_held(g, pd->player), "seed %llu: an abbey placed by a player who holds one",
          (unsigned long long)pg->seed);
    return PROPERTY_TURN_FROM_HERE;
}
static void abbey_event(property_game *pg, const cit_event *ev) {
    check_abbey_event(cit_session_game(pg->s), ev, barn_at, pg->seed);
}
static int abbey_mode_summary(int games) { return abbey_summary(games) + count_figures_summary(games, 1, 0); }

static const property_mode abbey_mode = {.name = "abbey", .options = abbey_options, .summary = abbey_mode_summary};
static const property_mode *const modes[] = {&abbey_mode};
static const property_checks checks = {.game_start = abbey_game_start,
                                       .before_move = abbey_before_move,
                                       .turn_order = abbey_turn_order,
                                       .event = abbey_event};
const property_module property_abbey = {modes, 1, &checks};
