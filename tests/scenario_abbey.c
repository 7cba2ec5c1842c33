/* The scenario language's words of Abbey & Mayor (tests/scenario.h):
 *   expect figure mayor|wagon P board|supply|kept|quarter Q   where player P's mayor or
 *                                 wagon is, and nowhere else (kept: another module holds
 *                                 it, a tower's prisoner; quarter: the Count keeps it there)
 *   expect barn P supply|X,Y CORNER   where player P's barn is (corner ne|se|sw|nw)
 */
#include <stdlib.h>
#include <string.h>

#include "modules/abbey/abbey.h"
#include "modules/count/count.h"
#include "scenario.h"
#include "scenario_count.h"

static int expect_figure(scenario *s, char **w, int nw) {
    if (nw < 5) return 0;
    int p = atoi(w[3]), mayor = !strcmp(w[2], "mayor");
    int where[3] = {mayor ? cit_game_mayor(s->g, p, NULL) : cit_game_wagon(s->g, p, NULL),
                    mayor ? cit_game_mayor_in_supply(s->g, p) : cit_game_wagon_in_supply(s->g, p),
                    mayor ? cit_game_mayor_kept(s->g, p) : cit_game_wagon_kept(s->g, p)};
    static const char *const names[3] = {"figure on the board", "figure in its own supply", "figure kept"};
    int quarter = !strcmp(w[4], "quarter") && nw == 6, want = quarter ? 2 : -1;
    static const char *const words[3] = {"board", "supply", "kept"};
    for (int i = 0; i < 3; i++)
        if (!strcmp(w[4], words[i])) want = i;
    if (want < 0) {
        scenario_fail(s, "bad expect figure", w[4]);
        return 1;
    }
    for (int i = 0; i < 3; i++) scenario_expect_int(s, names[i], where[i], i == want);
    if (quarter)
        scenario_expect_int(s, "figure's quarter",
                            cit_game_quarter_figure(s->g, p, cit_game_follower_named(s->g, mayor ? "mayor" : "wagon")),
                            scenario_quarter_of(w[5]));
    return 1;
}

static int expect_barn(scenario *s, char **w, int nw) {
    if (nw < 4) return 0;
    static const char *const corners[4] = {"ne", "se", "sw", "nw"};
    int p = atoi(w[2]), x = 0, y = 0, corner = -1, ex, ey;
    int on = cit_game_barn(s->g, p, &x, &y, &corner);
    if (!strcmp(w[3], "supply")) {
        scenario_expect_int(s, "barn on the board", on, 0);
        scenario_expect_int(s, "barn in supply", cit_game_barn_in_supply(s->g, p), 1);
        return 1;
    }
    if (nw != 5 || !scenario_parse_xy(w[3], &ex, &ey)) {
        scenario_fail(s, "bad expect barn", NULL);
        return 1;
    }
    scenario_expect_int(s, "barn on the board", on, 1);
    scenario_expect_int(s, "barn x", x, ex);
    scenario_expect_int(s, "barn y", y, ey);
    if (!on || corner < 0 || corner > 3 || strcmp(corners[corner], w[4])) scenario_fail(s, "the barn's corner is not", w[4]);
    return 1;
}

static const scenario_verb expects[] = {{"figure", expect_figure}, {"barn", expect_barn}};
const scenario_module scenario_abbey = {.expects = expects, .nexpects = 2};
