/* The scenario language's words of Inns & Cathedrals (tests/scenario.h):
 *   expect big P supply|X,Y fS|quarter Q   where player P's big follower is
 */
#include <stdlib.h>
#include <string.h>

#include "modules/inns/inns.h"
#include "scenario.h"
#include "scenario_count.h" /* the big follower kept in a quarter */

static int expect_big(scenario *s, char **w, int nw) {
    if (nw < 4) return 0;
    int p = atoi(w[2]);
    cit_feature_part at;
    int on = cit_game_big_follower(s->g, p, &at);
    if (!strcmp(w[3], "supply")) {
        scenario_expect_int(s, "big follower on the board", on, 0);
        scenario_expect_int(s, "big follower in supply", cit_game_big_follower_in_supply(s->g, p), 1);
    } else if (!strcmp(w[3], "quarter") && nw == 5) {
        scenario_expect_int(s, "big follower on the board", on, 0);
        scenario_expect_int(s, "big follower's quarter", cit_game_big_follower_away(s->g, p), scenario_quarter_of(w[4]));
    } else {
        int x, y, f, half;
        if (nw != 5 || !scenario_parse_xy(w[3], &x, &y) || !scenario_parse_spot(w[4], &f, &half)) {
            scenario_fail(s, "bad expect big", NULL);
            return 1;
        }
        scenario_expect_int(s, "big follower on the board", on, 1);
        scenario_expect_int(s, "big follower x", at.x, x);
        scenario_expect_int(s, "big follower y", at.y, y);
        scenario_expect_int(s, "big follower spot", at.spot, f);
    }
    return 1;
}

static const scenario_verb expects[] = {{"big", expect_big}};
const scenario_module scenario_inns = {.expects = expects, .nexpects = 1};
