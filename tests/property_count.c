/* The property test's checks of the mayor and the wagon with the Count and the portal
   (RULES.md §11 "With the Count", §9 decision 9): where they may stand off the board, and
   how often the games sent them to a quarter, deployed them or put them through the portal
   (a run that never did would prove nothing about those rules). */
#include "property.h"

static long quarter_mayors, quarter_wagons, deployed_mayors, deployed_wagons, portal_mayors, portal_wagons;

/* The mayor is only ever in the castle quarter, the wagon never in the market. */
void check_count_figures(const cit_game *g, int nplayers, uint64_t seed) {
    for (int p = 0; p < nplayers; p++) {
        int mq = cit_game_quarter_figure(g, p, CIT_COUNT_FIG_MAYOR), wq = cit_game_quarter_figure(g, p, CIT_COUNT_FIG_WAGON);
        CHECK(mq < 0 || mq == CIT_QUARTER_CASTLE, "seed %llu: player %d's mayor in quarter %d", (unsigned long long)seed, p, mq);
        CHECK(wq != CIT_QUARTER_MARKET, "seed %llu: player %d's wagon in the market", (unsigned long long)seed, p);
        CHECK(mq < 0 || cit_game_mayor_kept(g, p), "seed %llu: a mayor in a quarter not kept", (unsigned long long)seed);
        CHECK(wq < 0 || cit_game_wagon_kept(g, p), "seed %llu: a wagon in a quarter not kept", (unsigned long long)seed);
    }
}

void count_count_figure_move(const cit_move *m) {
    if (m->type == CIT_MOVE_COUNT_QUARTER && m->arg0 != CIT_QUARTER_NONE) {
        quarter_mayors += m->rot == CIT_COUNT_FIG_MAYOR;
        quarter_wagons += m->rot == CIT_COUNT_FIG_WAGON;
    } else if (m->type == CIT_MOVE_COUNT_DEPLOY) {
        deployed_mayors += (m->rot & CIT_COUNT_FIG_MAYOR) != 0;
        deployed_wagons += (m->rot & CIT_COUNT_FIG_WAGON) != 0;
    } else if (m->type == CIT_MOVE_PORTAL && m->arg0) {
        portal_mayors += m->arg1 == CIT_PORTAL_MAYOR;
        portal_wagons += m->arg1 == CIT_PORTAL_WAGON;
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
