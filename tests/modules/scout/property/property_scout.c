/*
 * The scout in the property run: `property_scout --scout GAMES` plays random games with
 * the scout and, by seed, the shipped modules that act on figures (the Count's quarters,
 * the big follower, The Tower's captures, the dragon and the portal, the mayor and the
 * wagon). The core's checks (followers conserved by every declared kind, the figure table,
 * one figure a placement) and those modules' own run on every move; the scout's own: its
 * record stands where a record may, and it is on the board exactly when the follower list
 * names it. The registry below is this run's (in place of tests/property_registry.c).
 */
#include "property.h"
#include "mod_scout.h"

static long scouts_placed, scouts_captured; /* over all games */

static void scout_options(cit_setup *su, uint64_t seed) {
    su->opt.v[CIT_OPT_SCOUT] = 1;
    su->opt.v[CIT_OPT_COUNT] = (uint8_t)(seed % 4 == 1);
    su->opt.v[CIT_OPT_TOWER] = (uint8_t)(seed % 4 == 2 || seed % 8 == 7);
    su->opt.v[CIT_OPT_DRAGON] = (uint8_t)(seed % 4 == 3);
    su->opt.v[CIT_OPT_INNS] = su->opt.v[CIT_OPT_BIG_FOLLOWER] = (uint8_t)(seed % 3 == 0);
    su->opt.v[CIT_OPT_MAYOR] = su->opt.v[CIT_OPT_WAGON] = (uint8_t)(seed % 5 == 0);
}

/* Each player's scout: on the board (the follower list names its kind) or not, never both
   in its supply and on the board. */
static void scout_after_move(property_game *pg, const cit_move *m, const cit_outcome *out) {
    (void)out;
    const cit_game *g = cit_session_game(pg->s);
    int code = cit_game_follower_named(g, "scout"), on[CIT_MAX_PLAYERS] = {0};
    cit_follower f[128];
    int n = cit_game_followers(g, f, 128);
    for (int i = 0; i < n && i < 128; i++) on[f[i].player] += f[i].where == CIT_AT_PART && f[i].figure == code;
    for (int p = 0; p < pg->nplayers; p++)
        CHECK(on[p] + scout_in_supply(g, p) <= 1, "seed %llu: player %d's scout on the board %d times, in supply %d",
              (unsigned long long)pg->seed, p, on[p], scout_in_supply(g, p));
    scouts_placed += m->type == CIT_MOVE_SCOUT && m->arg0;
    scouts_captured += m->type == CIT_MOVE_TOWER_CAPTURE && m->arg0 && code && m->arg1 == code;
}

static int scout_runs(const cit_game *g) { return cit_game_setup(g)->opt.v[CIT_OPT_SCOUT] != 0; }

/* A run whose scouts hardly went out, or were never captured, would prove little. */
static int scout_summary(int games) {
    int failed = scouts_placed < games || (games >= 200 && !scouts_captured);
    fprintf(stderr, "property: %ld scouts placed, %ld captured in %d games\n", scouts_placed, scouts_captured, games);
    return failed;
}

static const property_mode scout_mode = {.name = "scout", .options = scout_options, .summary = scout_summary};
static const property_mode *const modes[] = {&scout_mode};
static const property_checks checks = {.runs = scout_runs, .after_move = scout_after_move};
static const property_module property_scout = {modes, 1, &checks};

/* The modules of the scout's engine registry (registry.c) and the scout. */
const property_module *const property_modules[] = {
    &property_base, &property_count, &property_inns, &property_tower, &property_dragon, &property_abbey, &property_scout,
};
const int property_nmodules = (int)(sizeof property_modules / sizeof property_modules[0]);
