/* The property run's box modes: several expansions at once, as a box holds them, with every
   module's checks together (each module's own file makes them: property.h). */
#include "property.h"

/* Every classic expansion at once: the Count or the River. */
static void all_options(cit_setup *su, uint64_t seed) {
    su->opt.v[CIT_OPT_COUNT] = (uint8_t)(seed % 2);
    su->opt.v[CIT_OPT_RIVER] = (uint8_t)(seed % 2 == 0);
    su->opt.v[CIT_OPT_HALFLINGS] = 1;
    su->opt.v[CIT_OPT_HALFLINGS_DRAFT] = (uint8_t)(seed % 4 == 3);
    su->opt.v[CIT_OPT_INNS] = su->opt.v[CIT_OPT_BIG_FOLLOWER] = 1;
    su->opt.v[CIT_OPT_TRADERS] = su->opt.v[CIT_OPT_BUILDER] = su->opt.v[CIT_OPT_PIG] = 1;
    bcb_options_on(su, seed);
}

/* The whole Big Box as the box plays (tools/dev/bench.c's bigbox kind). */
static void bigbox_options(cit_setup *su, uint64_t seed) {
    (void)seed;
    su->opt.v[CIT_OPT_COUNT] = 0;
    su->opt.v[CIT_OPT_RIVER] = 1;
    su->opt.v[CIT_OPT_INNS] = su->opt.v[CIT_OPT_BIG_FOLLOWER] = 1;
    su->opt.v[CIT_OPT_TRADERS] = su->opt.v[CIT_OPT_BUILDER] = su->opt.v[CIT_OPT_PIG] = 1;
    su->opt.v[CIT_OPT_DRAGON] = su->opt.v[CIT_OPT_TOWER] = 1;
    su->opt.v[CIT_OPT_ABBEY] = su->opt.v[CIT_OPT_MAYOR] = su->opt.v[CIT_OPT_WAGON] = su->opt.v[CIT_OPT_BARN] = 1;
}

static int bigbox_summary(int games) { return tower_summary(games, 1) + count_figures_summary(games, 0, 1); }

static const property_mode all_mode = {.name = "all", .options = all_options, .summary = traders_summary};
static const property_mode bigbox_mode = {
    .name = "bigbox", .figure_totals = 1, .options = bigbox_options, .summary = bigbox_summary};
static const property_mode *const modes[] = {&all_mode, &bigbox_mode};
const property_module property_boxes = {modes, 2, NULL};
