/* The scenario language's words of the Count of Carcassonne (tests/scenario.h):
 *   expect quarter Q P N          player P has N followers in quarter Q (castle, ...)
 *   expect count Q                the Count stands on quarter Q
 */
#include <stdlib.h>
#include <string.h>

#include "modules/count/count.h"
#include "scenario.h"
#include "scenario_count.h"

int scenario_quarter_of(const char *name) {
    for (int q = 0; q < CIT_QUARTERS; q++)
        if (!strcmp(name, cit_quarter_name(q))) return q;
    return -1;
}

static int expect_quarter(scenario *s, char **w, int nw) {
    if (nw != 5) return 0;
    int q = scenario_quarter_of(w[2]);
    if (q < 0) scenario_fail(s, "unknown quarter", w[2]);
    else scenario_expect_int(s, "followers in quarter", cit_game_quarter_followers(s->g, q, atoi(w[3])), atoi(w[4]));
    return 1;
}

static int expect_count(scenario *s, char **w, int nw) {
    if (nw != 3) return 0;
    int q = scenario_quarter_of(w[2]);
    if (q < 0) scenario_fail(s, "unknown quarter", w[2]);
    else scenario_expect_int(s, "the Count's quarter", cit_game_count_quarter(s->g), q);
    return 1;
}

static const scenario_verb expects[] = {{"quarter", expect_quarter}, {"count", expect_count}};
const scenario_module scenario_count = {.expects = expects, .nexpects = 2};
