/* The scenario language's words of Traders & Builders (tests/scenario.h):
 *   expect goods P W G C          player P holds W wine, G grain, C cloth tokens
 *   expect builder|pig P supply|X,Y fS  where player P's builder / pig is
 *   expect second-part 0|1        the turn being played is a builder's second part
 *   expect second-owed P|-        player P will play a second part after this turn / round
 */
#include <stdlib.h>
#include <string.h>

#include "modules/traders/traders.h"
#include "scenario.h"

static int expect_traders(scenario *s, char **w, int nw) {
    const char *k = w[1];
    int p = nw > 2 ? atoi(w[2]) : 0;
    if (!strcmp(k, "goods") && nw == 6) {
        scenario_expect_int(s, "wine tokens", cit_game_traders_goods(s->g, p, CIT_GOODS_WINE), atoi(w[3]));
        scenario_expect_int(s, "grain tokens", cit_game_traders_goods(s->g, p, CIT_GOODS_GRAIN), atoi(w[4]));
        scenario_expect_int(s, "cloth tokens", cit_game_traders_goods(s->g, p, CIT_GOODS_CLOTH), atoi(w[5]));
    } else if ((!strcmp(k, "builder") || !strcmp(k, "pig")) && nw >= 4) {
        int fig = !strcmp(k, "pig") ? CIT_TRADERS_PIG : CIT_TRADERS_BUILDER;
        cit_feature_part at;
        int on = cit_game_traders_figure(s->g, p, fig, &at);
        if (!strcmp(w[3], "supply")) {
            scenario_expect_int(s, "figure on the board", on, 0);
            scenario_expect_int(s, "figure in supply", cit_game_traders_figure_in_supply(s->g, p, fig), 1);
            return 1;
        }
        int x, y, f, half;
        if (nw != 5 || !scenario_parse_xy(w[3], &x, &y) || !scenario_parse_spot(w[4], &f, &half)) {
            scenario_fail(s, "bad expect", k);
            return 1;
        }
        scenario_expect_int(s, "figure on the board", on, 1);
        scenario_expect_int(s, "figure x", at.x, x);
        scenario_expect_int(s, "figure y", at.y, y);
        scenario_expect_int(s, "figure spot", at.spot, f);
        scenario_expect_int(s, "figure half", at.half, half);
    } else if (!strcmp(k, "second-part") && nw == 3) {
        scenario_expect_int(s, "second part", cit_game_traders_second_part(s->g), p);
    } else if (!strcmp(k, "second-owed") && nw == 3) {
        scenario_expect_int(s, "second part owed to", cit_game_traders_second_part_owed(s->g), strcmp(w[2], "-") ? p : -1);
    } else scenario_fail(s, "bad expect", k);
    return 1;
}

static const scenario_verb expects[] = {{"goods", expect_traders}, {"builder", expect_traders}, {"pig", expect_traders},
                                        {"second-part", expect_traders}, {"second-owed", expect_traders}};
const scenario_module scenario_traders = {.expects = expects, .nexpects = 5};
