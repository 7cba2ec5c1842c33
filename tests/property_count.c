/* The property test's checks of the mayor and the wagon with the Count and the portal
   (RULES.md §11 "With the Count", §9 decision 9): where they may stand off the board, and
   how often the games sent them to a quarter, deployed them or put them through the portal
   (a run that never did would prove nothing about those rules). */
#include "property.h"

static long quarter_mayors, quarter_wagons, deployed_mayors, deployed_wagons, portal_mayors, portal_wagons;

/* The mayor is only ever in the castle quarter, the wagon never in the market. */
static void check_count_figures(const cit_game *g, int nplayers, uint64_t seed) {
    for (int p = 0; p < nplayers; p++) {
        int mq = cit_game_quarter_figure(g, p, cit_game_follower_named(g, "mayor"));
        int wq = cit_game_quarter_figure(g, p, cit_game_follower_named(g, "wagon"));
        CHECK(mq < 0 || mq == CIT_QUARTER_CASTLE, "seed %llu: player %d's mayor in quarter %d", (unsigned long long)seed, p, mq);
        CHECK(wq != CIT_QUARTER_MARKET, "seed %llu: player %d's wagon in the market", (unsigned long long)seed, p);
        CHECK(mq < 0 || cit_game_mayor_kept(g, p), "seed %llu: a mayor in a quarter not kept", (unsigned long long)seed);
        CHECK(wq < 0 || cit_game_wagon_kept(g, p), "seed %llu: a wagon in a quarter not kept", (unsigned long long)seed);
    }
}

/* The move m, about to be played in g (its follower kinds by their words, engine.h). */
static void count_count_figure_move(const cit_game *g, const cit_move *m) {
    int mayor = cit_game_follower_named(g, "mayor"), wagon = cit_game_follower_named(g, "wagon");
    unsigned mbit = mayor ? 1u << (mayor - 1) : 0, wbit = wagon ? 1u << (wagon - 1) : 0;
    if (m->type == CIT_MOVE_COUNT_QUARTER && m->arg0 != CIT_QUARTER_NONE) {
        quarter_mayors += mbit && m->rot == mbit;
        quarter_wagons += wbit && m->rot == wbit;
    } else if (m->type == CIT_MOVE_COUNT_DEPLOY) {
        deployed_mayors += (m->rot & mbit) != 0;
        deployed_wagons += (m->rot & wbit) != 0;
    } else if (m->type == CIT_MOVE_PORTAL && m->arg0) {
        portal_mayors += mayor && m->arg1 == mayor;
        portal_wagons += wagon && m->arg1 == wagon;
    }
}

/* Printed for the modes that meet these rules; `quarters`, `portal`: whether the mode's
   games must have used them (runs of 200 games or more). */
int count_figures_summary(int games, int quarters, int portal) {
    int failed = 0;
    if (games >= 200 && quarters && (!quarter_mayors || !quarter_wagons || !deployed_mayors || !deployed_wagons))
        failed++, fprintf(stderr, "the Count's quarters hardly met a mayor or wagon\n");
    if (games >= 200 && portal && (!portal_mayors || !portal_wagons))
        failed++, fprintf(stderr, "the portal never took a mayor or wagon\n");
    fprintf(stderr, "property: mayors/wagons sent to a quarter %ld/%ld, deployed %ld/%ld, through the portal %ld/%ld "
            "in %d games\n", quarter_mayors, quarter_wagons, deployed_mayors, deployed_wagons, portal_mayors,
            portal_wagons, games);
    return failed;
}

/* The Count of Carcassonne alone (both count_all_scorings): a run that hardly reached its
   decisions would prove little. */
static void count_options(cit_setup *su, uint64_t seed) {
    (void)seed;
    su->opt.v[CIT_OPT_COUNT] = 1;
}
static int count_summary(int games) {
    int failed = module_decisions < games;
    if (failed) fprintf(stderr, "only %ld Count decisions\n", module_decisions);
    fprintf(stderr, "property: %ld Count decisions in %d games\n", module_decisions, games);
    return failed;
}

/* The mayor and the wagon where they may be kept, in every game with either. */
static void figures_after_move(property_game *pg, const cit_move *m, const cit_outcome *out) {
    (void)out;
    const cit_game *g = cit_session_game(pg->s);
    const cit_setup *su = cit_game_setup(g);
    if (su->opt.v[CIT_OPT_MAYOR] || su->opt.v[CIT_OPT_WAGON]) check_count_figures(g, pg->nplayers, pg->seed);
    count_count_figure_move(g, m);
}

static const property_mode count_mode = {.name = "count", .options = count_options, .summary = count_summary};
static const property_mode *const modes[] = {&count_mode};
static const property_checks checks = {.after_move = figures_after_move};
const property_module property_count = {modes, 1, &checks};
