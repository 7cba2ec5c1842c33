/* What the property test's files share: its modes, the failure count and the tallies the
   game loop keeps, and each module's checks (property_<module>.c), which the loop calls
   after every move and whose summaries main prints. */
#ifndef CIT_TEST_PROPERTY_H
#define CIT_TEST_PROPERTY_H

#include <stdint.h>

#include "engine.h"
#include "failcheck.h"
/* the options, moves and events of every module (a mode sets several modules' options) */
#include "modules/abbey/abbey.h"
#include "modules/bazaar/bazaar.h"
#include "modules/bridges/bridges.h"
#include "modules/castles/castles.h"
#include "modules/city/city.h"
#include "modules/count/count.h"
#include "modules/dragon/dragon.h"
#include "modules/halflings/halflings.h"
#include "modules/inns/inns.h"
#include "modules/river/river.h"
#include "modules/tower/tower.h"
#include "modules/traders/traders.h"

enum { MODE_BASE, MODE_COUNT, MODE_BCB, MODE_HALFLINGS, MODE_CITY, MODE_RIVER, MODE_INNS, MODE_TRADERS, MODE_ALL, MODE_TOWER, MODE_DRAGON, MODE_ABBEY, MODE_BIGBOX };

/* One counter for the whole program (property.c): CHECK in every file adds to it. */
extern int failures;
/* Over all games (property.c): decisions other than placements, placements carrying a
   bridge, and of them bridges over a cell of two triangles. */
extern long module_decisions, bridges_built, tri_bridges;
/* A builder's second turn parts, over all games (property.c's turn order finds them). */
extern long second_parts;

/* Each summary prints its mode's totals to stderr and returns how many failures to add
   to the run's (a run where the module hardly came into play proves too little). */

/* property_bridges.c: Bridges, Castles and Bazaars */
void check_pieces_conserved(const cit_game *g, int nplayers);
void check_bridge_over_triangles(const cit_game *after, const cit_move *m, uint64_t seed);
int bcb_summary(int games);

/* property_halflings.c */
void halflings_options(cit_setup *su, uint64_t seed);
void check_hands(const cit_game *g, int nplayers, int *sizes);
void check_redeal(const cit_game *g, cit_game *scratch, int nplayers, uint64_t seed);
int halflings_summary(int games);

/* property_city.c: The City's wall */
void check_wall(const cit_game *g);
void check_city_end(const cit_game *g);
int city_summary(int games);

/* property_river.c */
void river_options(cit_setup *su, uint64_t seed);
void river_game_start(void);
void check_river_turn(const cit_game *g, uint64_t seed);
void check_river_discard(const cit_game *now, const cit_event *ev, uint64_t seed);
void check_river_end(const cit_game *g, uint64_t seed);
int river_summary(int games);

/* property_inns.c: Inns & Cathedrals' big follower (and the Count's questions about it) */
void inns_options(cit_setup *su, uint64_t seed);
void check_big(const cit_game *g, int nplayers, uint64_t seed);
void count_big_move(const cit_move *m);
int inns_summary(int games);

/* property_traders.c: Traders & Builders */
void traders_options(cit_setup *su, uint64_t seed);
void check_traders(const cit_game *g, int nplayers, uint64_t seed);
void count_traders_move(const cit_move *m);
int traders_summary(int games);

/* property_tower.c */
void tower_options(cit_setup *su, uint64_t seed);
void check_tower(const cit_game *g, int nplayers, uint64_t seed);
void count_tower_move(const cit_game *g, const cit_move *m, const cit_outcome *out);
int tower_summary(int games, int bigbox);

/* property_dragon.c: the Princess & the Dragon */
void dragon_options(cit_setup *su, uint64_t seed);
void check_dragon(const cit_game *g, uint64_t seed);
void count_dragon_move(const cit_move *m, const cit_outcome *out);
int dragon_summary(int games);

/* property_count.c: the mayor and wagon in the Count's quarters and through the portal */
void check_count_figures(const cit_game *g, int nplayers, uint64_t seed);
void count_count_figure_move(const cit_game *g, const cit_move *m);
int count_figures_summary(int games, int quarters, int portal);

/* property_abbey.c: Abbey & Mayor (abbeys, mayors, wagons, barns) */
void abbey_options(cit_setup *su, uint64_t seed);
void check_barns(const cit_game *g, const cit_event *barn_at, int nplayers, unsigned long long seed);
void check_abbey_event(const cit_game *now, const cit_event *ev, cit_event *barn_at, uint64_t seed);
int abbey_summary(int games);

/* property_figure_step.c: one figure a placement, in every mode */
void figure_step_game_start(void);
void check_figure_step(const cit_pending *before, const cit_move *m, const cit_outcome *out, int turn, uint64_t seed);
/* Prints the kinds of two figures met in one turn part, and with totals 1 every kind's
   count (failing when a kind never came out). */
int figure_step_summary(int games, int totals);

#endif
