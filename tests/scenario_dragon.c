/* The scenario language's words of the Princess & the Dragon (tests/scenario.h):
 *   expect fairy X,Y|none         where the fairy stands
 *   expect dragon X,Y|none        where the dragon stands
 *   expect dragon-steps N         steps still to come in the dragon's movement (0: none under way)
 *   expect set-aside N            dragon tiles set aside (drawn before the first volcano)
 */
#include <stdlib.h>
#include <string.h>

#include "modules/dragon/dragon.h"
#include "scenario.h"

/* `expect dragon|fairy X,Y|none`: where the figure stands. */
static int expect_figure(scenario *s, char **w, int nw) {
    if (nw != 3) return 0;
    const char *who = w[1], *cell = w[2];
    int x, y, on = !strcmp(who, "fairy") ? cit_game_fairy(s->g, &x, &y, NULL) : cit_game_dragon_cell(s->g, &x, &y);
    if (!strcmp(cell, "none")) {
        if (on) scenario_fail(s, "it is on the board", who);
        return 1;
    }
    int wx, wy;
    if (!scenario_parse_xy(cell, &wx, &wy)) scenario_fail(s, "bad expect", who);
    else if (!on) scenario_fail(s, "it is not on the board", who);
    else if (x != wx || y != wy) scenario_fail(s, "it stands elsewhere", who);
    return 1;
}

static int expect_steps(scenario *s, char **w, int nw) {
    if (nw != 3) return 0;
    scenario_expect_int(s, "dragon steps left", cit_game_dragon_steps_left(s->g), atoi(w[2]));
    return 1;
}

static int expect_set_aside(scenario *s, char **w, int nw) {
    if (nw != 3) return 0;
    scenario_expect_int(s, "dragon tiles set aside", cit_game_dragon_set_aside(s->g, NULL, 0), atoi(w[2]));
    return 1;
}

static const scenario_verb expects[] = {{"dragon", expect_figure}, {"fairy", expect_figure},
                                        {"dragon-steps", expect_steps}, {"set-aside", expect_set_aside}};
const scenario_module scenario_dragon = {.expects = expects, .nexpects = 4};
