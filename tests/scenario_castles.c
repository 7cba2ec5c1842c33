/* The scenario language's words of the castles (Bridges, Castles and Bazaars; tests/scenario.h):
 *   expect castles P N            player P has N castle tokens left
 *   expect castles-built N        castles on the board
 *   expect castle I paid P        castle I (in build order, from 0) was paid P points
 *   expect castle I unpaid        castle I has not been paid (its follower stands on it)
 *   expect castle I owner P       castle I belongs to player P
 *   expect castle I at X,Y fS     castle I holds its follower on that city part
 */
#include <stdlib.h>
#include <string.h>

#include "modules/castles/castles.h"
#include "scenario.h"

static int expect_castles(scenario *s, char **w, int nw) {
    if (nw != 4) return 0;
    scenario_expect_int(s, "castle tokens left", cit_game_castles_left(s->g, atoi(w[2])), atoi(w[3]));
    return 1;
}

static int expect_castles_built(scenario *s, char **w, int nw) {
    if (nw != 3) return 0;
    cit_castle cs[16];
    scenario_expect_int(s, "castles built", cit_game_castles(s->g, cs, 16), atoi(w[2]));
    return 1;
}

static int expect_castle(scenario *s, char **w, int nw) {
    if (nw < 4) return 0;
    cit_castle cs[16];
    int n = cit_game_castles(s->g, cs, 16), i = atoi(w[2]);
    if (i < 0 || i >= n || i >= 16) {
        scenario_fail(s, "no such castle", w[2]);
        return 1;
    }
    const cit_castle *c = &cs[i];
    if (!strcmp(w[3], "unpaid")) scenario_expect_int(s, "castle paid", c->paid, 0);
    else if (!strcmp(w[3], "paid") && nw == 5) {
        scenario_expect_int(s, "castle paid", c->paid, 1);
        scenario_expect_int(s, "castle points", c->points, atoi(w[4]));
    } else if (!strcmp(w[3], "owner") && nw == 5) scenario_expect_int(s, "castle owner", c->owner, atoi(w[4]));
    else if (!strcmp(w[3], "at") && nw == 6) {
        int x, y, f, half;
        if (!scenario_parse_xy(w[4], &x, &y) || !scenario_parse_spot(w[5], &f, &half)) {
            scenario_fail(s, "bad expect castle at", NULL);
            return 1;
        }
        scenario_expect_int(s, "castle x", c->x, x);
        scenario_expect_int(s, "castle y", c->y, y);
        scenario_expect_int(s, "castle spot", c->spot, f);
        scenario_expect_int(s, "castle half", c->half, half);
    } else scenario_fail(s, "bad expect castle", w[3]);
    return 1;
}

static const scenario_verb expects[] = {
    {"castles", expect_castles}, {"castles-built", expect_castles_built}, {"castle", expect_castle}};
const scenario_module scenario_castles = {.expects = expects, .nexpects = 3};
