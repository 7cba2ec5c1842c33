/* The scenario language's words of Bridges (tests/scenario.h):
 *   expect bridges P N            player P has N bridges left
 *   expect bridge X,Y AXIS        a bridge stands on x,y along AXIS (ns|we|none)
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "modules/bridges/bridges.h"
#include "scenario.h"

static int expect_bridges(scenario *s, char **w, int nw) {
    if (nw != 4) return 0;
    scenario_expect_int(s, "bridges left", cit_game_bridges_left(s->g, atoi(w[2])), atoi(w[3]));
    return 1;
}

/* What the tile at x,y carries. */
static int expect_bridge(scenario *s, char **w, int nw) {
    if (nw != 4) return 0;
    int x, y;
    if (sscanf(w[2], "%d,%d", &x, &y) != 2) {
        scenario_fail(s, "bad cell", w[2]);
        return 1;
    }
    cit_placed_tile t[2];
    if (!cit_game_parts_at(s->g, x, y, t)) {
        scenario_fail(s, "no tile there", w[2]);
        return 1;
    }
    const char *names[3] = {"none", "ns", "we"};
    int b = t[0].overlay < 3 ? t[0].overlay : 0;
    if (strcmp(names[b], w[3])) scenario_fail(s, "bridge differs", names[b]);
    return 1;
}

static const scenario_verb expects[] = {{"bridges", expect_bridges}, {"bridge", expect_bridge}};
const scenario_module scenario_bridges = {.expects = expects, .nexpects = 2};
