/* Bridges (RULES.md §2): a bridge carries a road across a field, built with a placement. */
#include "rules.h"

#include <string.h>

static void setup(cit_game *g) {
    int per_player = g->nplayers <= 4 ? 3 : 2;
    for (int p = 0; p < g->nplayers; p++) g->bridges.left[p] = (uint8_t)per_player;
}

const rules_module bridges_module = {
    .name = "bridges",
    .id = CIT_MODULE_BRIDGES,
    .option = CIT_OPT_BRIDGES,
    .setup = setup,
};

/* ---- queries -------------------------------------------------------------------------- */

static int bridges_on(const cit_game *g) { return g && (g->modules >> CIT_MODULE_BRIDGES & 1); }

int cit_game_bridges_left(const cit_game *g, int player) {
    return bridges_on(g) && player >= 0 && player < g->nplayers ? g->bridges.left[player] : 0;
}

int cit_game_bridges(const cit_game *g, cit_bridge *out, int cap) {
    if (!bridges_on(g)) return 0;
    for (int i = 0; i < g->noverlays && i < cap; i++) {
        const overlay *o = &g->overlays[i];
        cit_bridge b = {o->x, o->y, o->axis, o->owner};
        out[i] = b;
    }
    return g->noverlays;
}

int cit_game_bridge_options(const cit_game *g, int x, int y, int rot, cit_move *out, int cap, int *needs) {
    (void)g, (void)x, (void)y, (void)rot, (void)out, (void)cap;
    if (needs) *needs = 0;
    return 0;
}
