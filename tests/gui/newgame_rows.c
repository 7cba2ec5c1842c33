/* The registries of the new-game layout test: the shipped modules, the Princess & the Dragon and
   Abbey & Mayor as their options will show (their GUI parts are still being written), and a
   padding module of seven more expansions (one with a rule option of its own), so the screen
   lists more expansion rows than any shipped table yet. Linked in place of both registries. */
#include "rules.h"

#include "modules/bazaar/mod_bazaar.h"
#include "modules/bridges/mod_bridges.h"
#include "modules/castles/mod_castles.h"
#include "modules/city/mod_city.h"
#include "modules/count/mod_count.h"
#include "modules/dragon/mod_dragon.h"
#include "modules/halflings/mod_halflings.h"
#include "modules/river/mod_river.h"
#include "modules/inns/mod_inns.h"
#include "modules/traders/mod_traders.h"
#include "modules/tower/mod_tower.h"
#include "modules/abbey/mod_abbey.h"
#include "modules/dragon/dragon.h"
#include "modules/abbey/abbey.h"

#include "modules/gui_module.h"
#include "modules/bazaar/bazaar_module.h"
#include "modules/bridges/bridge_module.h"
#include "modules/castles/castle_module.h"
#include "modules/city/city_module.h"
#include "modules/count/count_module.h"
#include "modules/halflings/halflings_module.h"
#include "modules/river/river_module.h"
#include "modules/inns/inns_module.h"
#include "modules/traders/traders_module.h"
#include "modules/tower/tower_module.h"

#include "newgame_rows.h"

/* No catalogue knows these labels: they read the same in every language. */
#define PAD(k, en) {NEWGAME_PAD_OPTION + (k), {"pad" #k, 0, 1, CIT_MODE_CLASSIC, 1, -1, -1, en, "Padding expansion " #k "."}}

/* Seven expansions and, under the first, a rule option that needs it. */
static const module_option pad_options[NEWGAME_PAD_ROWS + 1] = {
    PAD(0, "Padding Alpha"),   PAD(1, "Padding Beta"), PAD(2, "Padding Gamma"), PAD(3, "Padding Delta"),
    PAD(4, "Padding Epsilon"), PAD(5, "Padding Zeta"), PAD(6, "Padding Eta"),
    {NEWGAME_PAD_OPTION + NEWGAME_PAD_ROWS,
     {"pad_sub", 0, 1, CIT_MODE_CLASSIC, 0, NEWGAME_PAD_OPTION, -1, "Padding Alpha variant",
      "A rule option that needs Padding Alpha."}},
};

/* Never on in a game: it only brings rows to the option table. */
static const rules_module pad_module = {
    .name = "padding",
    .id = NEWGAME_PAD_MODULE,
    .option = MODULE_NO_OPTION,
    .options = pad_options,
    .noptions = NEWGAME_PAD_ROWS + 1,
};

const rules_module *const rules_modules[CIT_MODULE_MAX] = {
    [CIT_MODULE_COUNT] = &count_module,   [CIT_MODULE_BRIDGES] = &bridges_module,
    [CIT_MODULE_CASTLES] = &castles_module, [CIT_MODULE_BAZAAR] = &bazaar_module,
    [CIT_MODULE_HALFLINGS] = &halflings_module, [CIT_MODULE_CITY] = &city_module,
    [CIT_MODULE_RIVER] = &river_module,   [CIT_MODULE_INNS] = &inns_module,
    [CIT_MODULE_TRADERS] = &traders_module, [CIT_MODULE_TOWER] = &tower_module,
    [CIT_MODULE_DRAGON] = &dragon_module, [CIT_MODULE_ABBEY] = &abbey_module,
    [NEWGAME_PAD_MODULE] = &pad_module,
};

/* Every listed expansion has a "?" lesson: one screen will do here. */
static const char *lesson(int screen) { return screen == 0 ? "A padding lesson." : NULL; }

/* The dragon and the abbey as one entry each, the mayor and the wagon as the abbey's second and
   third switches (as Traders & Builders' builder and pig). */
static const gui_module dragon = {.module = CIT_MODULE_DRAGON, .option = CIT_OPT_DRAGON, .lesson = lesson};
static const gui_module abbey = {.module = CIT_MODULE_ABBEY, .option = CIT_OPT_ABBEY, .lesson = lesson};
static const gui_module mayor = {.module = CIT_MODULE_ABBEY, .option = CIT_OPT_MAYOR};
static const gui_module wagon = {.module = CIT_MODULE_ABBEY, .option = CIT_OPT_WAGON};

/* The padding expansions: a module id of their own each (past the engine's, so no game runs
   them and none is another's second switch). */
#define PAD_GUI(k) {.module = 100 + (k), .option = NEWGAME_PAD_OPTION + (k), .lesson = lesson}
static const gui_module pads[NEWGAME_PAD_ROWS] = {PAD_GUI(0), PAD_GUI(1), PAD_GUI(2), PAD_GUI(3),
                                                  PAD_GUI(4), PAD_GUI(5), PAD_GUI(6)};

const gui_module *const gui_modules[] = {
    &gui_count_module, &gui_castles_module, &gui_bridges_module, &gui_bazaar_module, &gui_city_module,
    &gui_halflings_module, &gui_river_module, &gui_inns_module, &gui_big_follower_module, &gui_traders_module,
    &gui_builder_module, &gui_pig_module, &gui_tower_module, &dragon, &abbey, &mayor, &wagon,
    &pads[0], &pads[1], &pads[2], &pads[3], &pads[4], &pads[5], &pads[6], NULL,
};
